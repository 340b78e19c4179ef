"""A local stage job and the interrupts of the `tilebot` running it: wherever one lands, the job is stopped with it."""

from __future__ import annotations

import fcntl
import os
import signal
import subprocess
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from tests.support.processes import alive, wait_for
from tilebot.bot.executor.job_process import run_job

# Runs one job as the local executor does, with the CLI's SIGTERM and SIGHUP handling; exits as the CLI does.
DRIVER = """
import os, signal, sys
from pathlib import Path
from tilebot.bot.executor.job_process import run_job
from tilebot.cli import _stopped_like_ctrl_c

try:
    with open(sys.argv[2], "ab") as log, _stopped_like_ctrl_c():
        run_job([sys.argv[1]], cwd=Path.cwd(), env=os.environ, log=log, pass_fds=(), timeout=600)
except KeyboardInterrupt as exc:
    sys.exit(128 + getattr(exc, "signum", signal.SIGINT))
"""


def interruptible() -> None:
    """``preexec_fn``: SIGINT, SIGTERM and SIGHUP at their defaults, as a terminal's foreground command has them (pytest
    run in the background, or under nohup, would pass on an ignored one)."""
    for signum in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
        signal.signal(signum, signal.SIG_DFL)


@contextmanager
def opening_held(path: Path) -> Iterator[Callable[[], None]]:
    """Another process's open of ``path`` (an exec's first step) waits until this block is left; what it yields
    returns once one waits. A write lease: an open breaks it, and waits (at most /proc/sys/fs/lease-break-time) for
    its holder to give it up."""
    fd = os.open(path, os.O_RDONLY)
    try:
        fcntl.fcntl(fd, fcntl.F_SETLEASE, fcntl.F_WRLCK)
    except OSError as exc:
        os.close(fd)
        pytest.skip(f"no file leases here: {exc}")
    try:
        fcntl.fcntl(fd, fcntl.F_SETOWN, 0)  # no SIGIO when it breaks: its default would end pytest
        # A lease being broken reads as the lease it is broken to (a read lease, for an open to read).
        yield lambda: wait_for(lambda: fcntl.fcntl(fd, fcntl.F_GETLEASE) == fcntl.F_RDLCK, 30, "an open of the job")
    finally:
        os.close(fd)  # gives the lease up: the open goes on


def children(pid: int) -> list[int]:
    return [int(child) for child in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]


def driving(job: Path) -> subprocess.Popen[bytes]:
    """A process that runs ``job`` (in its directory) as the local executor runs a stage's job."""
    command = [sys.executable, "-c", DRIVER, str(job), str(job.with_suffix(".log"))]
    return subprocess.Popen(command, cwd=job.parent, preexec_fn=interruptible)


def end(driver: subprocess.Popen[bytes], jobs: list[int]) -> None:
    """What a failed test left: its driver, and the jobs that run on in their own sessions."""
    if driver.poll() is None:
        driver.kill()
        driver.wait()
    for pid in filter(alive, jobs):
        os.killpg(pid, signal.SIGKILL)


def write_job(path: Path, script: str) -> Path:
    path.write_text(f"#!/bin/sh\n{script}\n")
    path.chmod(0o755)
    return path


linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="file leases and /proc are Linux's")


@linux_only
@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM, signal.SIGHUP], ids=lambda signum: signum.name)
def test_an_interrupt_while_the_job_starts_stops_the_job(tmp_path: Path, signum: signal.Signals) -> None:
    """Ctrl-C, `kill` or a closed terminal while `subprocess.Popen` waited for the forked job to exec raised in Popen:
    with no Popen to stop it, the job ran on and held the run's lock (`tilebot resume` refused). Here the job's exec
    waits, at opening its file, until the interrupt has been sent."""
    job = write_job(tmp_path / "job", "exec sleep 600")
    jobs: list[int] = []
    with opening_held(job) as job_opening:
        driver = driving(job)
        try:
            job_opening()
            jobs = children(driver.pid)  # forked, not yet exec'd: Popen has not returned
            assert len(jobs) == 1
            driver.send_signal(signum)
        except BaseException:
            end(driver, jobs)
            raise
    try:
        assert driver.wait(30) == 128 + signum
        assert not alive(jobs[0]), "the job runs on after its tilebot was interrupted"
    finally:
        end(driver, jobs)


@linux_only
def test_a_second_ctrl_c_does_not_cut_short_stopping_the_job(tmp_path: Path) -> None:
    """Ctrl-C twice: the second, while the first stopped the job (its SIGTERM given time to end what the job's stage
    started), ended `tilebot` with the job still running."""
    stopping = tmp_path / "stopping"
    script = f"trap 'touch {stopping}; sleep 3; exit 143' TERM\ntouch started\nsleep 600 & wait"
    driver = driving(write_job(tmp_path / "job", script))
    jobs: list[int] = []
    try:
        wait_for((tmp_path / "started").exists, 60, "the job to start")
        jobs = children(driver.pid)
        driver.send_signal(signal.SIGINT)
        wait_for(stopping.exists, 30, "the job to be stopped")
        driver.send_signal(signal.SIGINT)
        assert driver.wait(30) == 128 + signal.SIGINT
        assert not alive(jobs[0]), "the job runs on after its tilebot was interrupted"
    finally:
        end(driver, jobs)


def test_a_job_leaves_the_interrupt_handlers_as_they_were(tmp_path: Path) -> None:
    """The handlers that hold interrupts while a job starts are put back: one left would hold every later Ctrl-C."""
    before = [signal.getsignal(signum) for signum in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP)]
    with (tmp_path / "job.log").open("ab") as log:
        assert run_job(["sh", "-c", "exit 7"], cwd=tmp_path, env=os.environ, log=log, pass_fds=(), timeout=60) == 7
        assert run_job(["sleep", "60"], cwd=tmp_path, env=os.environ, log=log, pass_fds=(), timeout=0.5) is None
    assert [signal.getsignal(signum) for signum in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP)] == before
