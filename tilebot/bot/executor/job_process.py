"""A local stage job's process: started in a session of its own, and stopped with everything it started at its timeout
or when ``tilebot`` is interrupted, wherever the interrupt lands.

An interrupt is the exception a Python signal handler raises in the main thread: Ctrl-C's KeyboardInterrupt, and
``tilebot.cli``'s for SIGTERM and SIGHUP. One raised inside ``subprocess.Popen`` after its fork (Popen returns only
once the child has exec'd) left a running job and no ``Popen`` to stop it with: the job held the run's lock, and
``tilebot resume`` was refused until it ended. So interrupts are held while the job starts, and raised where it is
stopped. They are held at the handlers, not with ``pthread_sigmask``: a signal mask is one thread's, and a signal
another thread takes (the progress spinner's) still has Python raise in the main thread; the job would inherit it too.
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import threading
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from types import FrameType, TracebackType
from typing import IO, Any

# SIGTERM lets the job end what its stage started (a build, a GPU harness); SIGKILL after this long.
STOP_GRACE_S = 10.0
_INTERRUPTS = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP)

_Handler = Callable[[int, FrameType | None], Any]


def run_job(
    command: Sequence[str],
    *,
    cwd: Path,
    env: Mapping[str, str],
    log: IO[bytes],
    pass_fds: Sequence[int],
    timeout: float,
) -> int | None:
    """Run ``command`` in its own session (its own process group: a timeout kills all it started); its exit code, or
    None when it was killed at its timeout. An interrupt stops it, then goes on up: the job was not started, or it is
    stopped."""
    with _HeldInterrupts() as interrupts:
        proc = subprocess.Popen(
            command, cwd=cwd, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True, pass_fds=pass_fds
        )
        try:
            try:
                interrupts.let_one_through()  # one that came while the job started raises now, with a job to stop
                return proc.wait(timeout=timeout)
            except subprocess.TimeoutExpired:
                interrupts.hold()
                _signal_job(proc, signal.SIGKILL)
                proc.wait()
                return None
        except KeyboardInterrupt:
            # Ctrl-C reaches this process, not the job in its own session: stop it rather than leave it running
            # beside the next `tilebot resume`. Further interrupts are held until it is stopped.
            _stop(proc)
            raise


def _stop(proc: subprocess.Popen[bytes]) -> None:
    _signal_job(proc, signal.SIGTERM)
    try:
        proc.wait(timeout=STOP_GRACE_S)
    except subprocess.TimeoutExpired:
        _signal_job(proc, signal.SIGKILL)
        proc.wait()


def _signal_job(proc: subprocess.Popen[bytes], signum: int) -> None:
    with contextlib.suppress(ProcessLookupError):  # the job, and all it started, ended already
        os.killpg(proc.pid, signum)


class _HeldInterrupts:
    """SIGINT, SIGTERM and SIGHUP held where a Python handler would raise (a default or ignored one is left alone):
    noted instead, and the first noted raised later, by ``let_one_through`` or on leaving (unless an interrupt goes up
    already). Let through, the first interrupt raises and holds the rest again: a second Ctrl-C must not cut short
    stopping the job the first one stops. On leaving the handlers are put back; one that an interrupt kept from being
    put back behaves as the handler it replaced."""

    def __init__(self) -> None:
        self._previous: dict[int, _Handler] = {}
        self._holding = True
        self._left = False
        self._noted: int | None = None

    def __enter__(self) -> _HeldInterrupts:
        if threading.current_thread() is not threading.main_thread():
            return self  # Python runs signal handlers in the main thread only: none raises in this one
        try:
            for signum in _INTERRUPTS:
                handler = signal.getsignal(signum)
                if callable(handler):
                    self._previous[signum] = handler
                    signal.signal(signum, self._on_signal)
        except BaseException:  # an interrupt before all were held: no job started
            self._put_back()
            raise
        return self

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None) -> None:
        self._put_back()
        if self._noted is not None and not isinstance(exc, KeyboardInterrupt):
            self._previous[self._noted](self._noted, None)

    def hold(self) -> None:
        self._holding = True

    def let_one_through(self) -> None:
        self._holding = False
        if self._noted is not None:
            signum, self._noted = self._noted, None
            self._on_signal(signum, None)

    def _on_signal(self, signum: int, frame: FrameType | None) -> None:
        if self._holding:
            if self._noted is None:
                self._noted = signum
            return
        self._holding = not self._left
        self._previous[signum](signum, frame)
        self._holding = False  # the handler raised nothing

    def _put_back(self) -> None:
        self._holding, self._left = False, True
        for signum, handler in self._previous.items():
            if signal.getsignal(signum) == self._on_signal:  # not replaced since (tilebot.cli's ignores a second)
                signal.signal(signum, handler)
