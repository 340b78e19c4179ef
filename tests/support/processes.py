"""Waiting on processes a test started, asking whether one still runs, and starting one Ctrl-C reaches."""

from __future__ import annotations

import os
import signal
import time
from collections.abc import Callable


def wait_for(condition: Callable[[], object], timeout: float = 60.0, what: str = "") -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        time.sleep(0.1)


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


def ctrl_c_reaches_it() -> None:
    """``preexec_fn`` for a command a test sends Ctrl-C: SIGINT at its default, as a terminal's foreground command has
    it, so that Python makes it a KeyboardInterrupt. An ignored SIGINT is inherited: pytest started as a shell's
    background job (``make test &``) ignores it, and so would every command it starts, which then never sees the
    Ctrl-C."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)
