"""Waiting on processes a test started, and asking whether one still runs."""

from __future__ import annotations

import os
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
