"""A pytest plugin for D's and E's test processes: on ``DUMP_SIGNAL`` every thread's Python stack goes to the real
stderr, so a test process killed at its time limit first says where it was stuck (op_harness sends the signal just
before the kill): in a JIT compile, in a kernel that never finished, or in the test's own code."""

from __future__ import annotations

import faulthandler
import signal
import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import pytest

DUMP_SIGNAL = signal.SIGUSR1


def pytest_configure(config: pytest.Config) -> None:
    if sys.__stderr__ is not None:  # pytest's capture replaces sys.stderr; the file descriptor stays the process's
        faulthandler.register(DUMP_SIGNAL, file=sys.__stderr__, all_threads=True)
