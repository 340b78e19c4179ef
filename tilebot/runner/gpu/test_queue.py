"""A pytest plugin for sibling test processes given the same tests: each runs the next test no sibling has taken.

A test is taken by creating a file named for it in a directory the siblings share (``$TILEBOT_TEST_QUEUE``), which
exactly one process can do. Slow tests thus spread over the processes as they come, where fixed shards line them up:
TileGym's parametrize grids repeat with a period that a round-robin split matches (bmm's eight slowest compiles, its
K=1023 cases, all fell into two of eight processes, which ran out of time while the six others had finished).
Without the variable pytest's own loop runs.
"""

from __future__ import annotations

import hashlib
import os
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from tilebot.runner.gpu.op_plan import QUEUE_ENV

if TYPE_CHECKING:
    from collections.abc import Sequence


def _mark(queue: Path, nodeid: str) -> Path:
    return queue / hashlib.sha256(nodeid.encode()).hexdigest()


def take(queue: Path, nodeid: str) -> bool:
    """Whether this process takes the test: True for exactly one of the processes that ask."""
    try:
        os.close(os.open(_mark(queue, nodeid), os.O_CREAT | os.O_EXCL | os.O_WRONLY))
    except FileExistsError:
        return False
    return True


def _next_free(queue: Path, items: Sequence[pytest.Item]) -> pytest.Item | None:
    """The test this process would take next, as far as can be told now: pytest keeps what it and the one before
    share set up (a module's fixtures) only when told it comes next."""
    return next((item for item in items if not _mark(queue, item.nodeid).exists()), None)


@pytest.hookimpl(tryfirst=True)
def pytest_runtestloop(session: pytest.Session) -> bool | None:
    queue = os.environ.get(QUEUE_ENV)
    if not queue or session.testsfailed or session.config.option.collectonly:
        return None  # pytest's own loop, which also reports collection errors
    items = session.items
    for i, item in enumerate(items):
        if not take(Path(queue), item.nodeid):
            continue
        # what the last test run here left set up and this one does not share: the test guessed to come next
        # after it may have gone to a sibling
        session._setupstate.teardown_exact(item)
        item.config.hook.pytest_runtest_protocol(item=item, nextitem=_next_free(Path(queue), items[i + 1 :]))
        if session.shouldfail:
            raise session.Failed(session.shouldfail)
        if session.shouldstop:
            raise session.Interrupted(session.shouldstop)
    return True
