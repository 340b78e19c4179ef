"""Sibling test processes take their tests from one queue (test_queue), each test run by exactly one of them."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from tilebot.runner.gpu import test_queue
from tilebot.runner.gpu.op_plan import QUEUE_ENV

FIRST = """
import os
import pytest
from tilebot.runner.gpu.test_queue import take

LOG = os.environ["LOG"]

def log(line):
    with open(LOG, "a") as f:
        f.write(line + "\\n")

@pytest.fixture(scope="module")
def module_state():
    log("first module set up")
    yield
    log("first module torn down")

def test_1(module_state):
    log("test_1")
    # a sibling takes test_2 while this test runs: pytest was told test_2 comes next and kept this module set up
    if os.environ.get("TILEBOT_TEST_QUEUE"):
        from pathlib import Path
        assert take(Path(os.environ["TILEBOT_TEST_QUEUE"]), "tests/test_first.py::test_2")

def test_2(module_state):
    log("test_2")
"""
SECOND = """
import os

def test_3():
    with open(os.environ["LOG"], "a") as f:
        f.write("test_3\\n")
"""


def _pytest(repo: Path, queue: Path | None, log: Path) -> subprocess.CompletedProcess[str]:
    env = {"LOG": str(log), "PATH": "/usr/bin:/bin", "PYTHONPATH": str(Path(test_queue.__file__).parents[3])}
    if queue is not None:
        env[QUEUE_ENV] = str(queue)
    command = [sys.executable, "-m", "pytest", "-p", "tilebot.runner.gpu.test_queue", "-p", "no:cacheprovider", "-q"]
    return subprocess.run(
        [*command, "tests/test_first.py", "tests/test_second.py"],
        cwd=repo,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def _repo(tmp_path: Path) -> Path:
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_first.py").write_text(FIRST, encoding="utf-8")
    (tmp_path / "tests" / "test_second.py").write_text(SECOND, encoding="utf-8")
    return tmp_path


def test_a_test_taken_by_a_sibling_is_skipped_and_what_it_shared_is_torn_down_first(tmp_path: Path) -> None:
    repo, queue, log = _repo(tmp_path), tmp_path / "queue", tmp_path / "log"
    queue.mkdir()
    done = _pytest(repo, queue, log)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "2 passed" in done.stdout
    # test_2 never ran here; the module test_1 set up was torn down before test_3, in another module, began
    assert log.read_text(encoding="utf-8").splitlines() == [
        "first module set up",
        "test_1",
        "first module torn down",
        "test_3",
    ]
    assert len(list(queue.iterdir())) == 3  # every test taken once


def test_a_test_another_process_took_is_not_run_again(tmp_path: Path) -> None:
    repo, queue, log = _repo(tmp_path), tmp_path / "queue", tmp_path / "log"
    queue.mkdir()
    assert test_queue.take(queue, "tests/test_second.py::test_3")  # as a sibling would have
    assert not test_queue.take(queue, "tests/test_second.py::test_3")
    done = _pytest(repo, queue, log)
    assert done.returncode == 0 and "test_3" not in log.read_text(encoding="utf-8").split()


def test_without_a_queue_pytest_runs_every_test_itself(tmp_path: Path) -> None:
    repo, log = _repo(tmp_path), tmp_path / "log"
    done = _pytest(repo, None, log)
    assert done.returncode == 0 and "3 passed" in done.stdout
    assert [line for line in log.read_text(encoding="utf-8").splitlines() if line.startswith("test_")] == [
        "test_1",
        "test_2",
        "test_3",
    ]
