"""Fixtures for driving real local runs: an example target repo, and scripted stages plugged in by entry point."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.support.scripted_env import Scripted
from tilebot.bot.executor.local import LocalExecutor
from tilebot.bot.forge.local import LocalForge
from tilebot.bot.orchestrator import Orchestrator
from tilebot.bot.store import Run, RunState, Store
from tilebot.cli import main as tilebot

# The CLI as a subprocess, and scripted stage results that pass every stage after A.
TILEBOT = [sys.executable, "-m", "tilebot.cli"]
PASSING = {
    "write_kernel": [{"verdict": "COMPILED"}],
    "ir_check": [{"verdict": "PASS"}],
    "host_ffi": [{"verdict": "ALL_PASS"}],
    "perf": [{"verdict": "DONE"}],
}


def commit_config(repo: Path, text: str) -> None:
    (repo / ".tilebot.toml").write_text(text)
    subprocess.run(
        ["git", "-C", str(repo), "commit", "-qam", "config"],
        check=True,
        env={
            **os.environ,
            "GIT_AUTHOR_NAME": "t",
            "GIT_AUTHOR_EMAIL": "t@t",
            "GIT_COMMITTER_NAME": "t",
            "GIT_COMMITTER_EMAIL": "t@t",
        },
    )


def recorded_run(
    url: str, repo: Path, state_dir: Path, *, lock_file: bool = True, state: RunState = RunState.ACTIVE
) -> Run:
    """A softmax run in the store at ``url`` as a local run started in ``state_dir`` records it, and (``lock_file``) its
    driver's lock file there, which no process holds: an interrupted run."""
    run = Store(url).create_run(
        op="softmax",
        repo=str(repo),
        base_sha="0" * 40,
        branch="tilebot/softmax",
        requested_by="t",
        config={},
        forge_refs={"state_dir": str(state_dir)},
        state=state,
    )
    if lock_file:
        (state_dir / "locks").mkdir(parents=True)
        (state_dir / "locks" / f"{run.id}.lock").touch()
    return run


@pytest.fixture
def example_repo(tmp_path: Path) -> Path:
    dest = tmp_path / "target"
    assert tilebot(["example-repo", str(dest)]) == 0
    return dest


@pytest.fixture
def scripted(tmp_path: Path) -> Scripted:
    return Scripted(tmp_path / "scripted")


@dataclass
class LocalStack:
    store: Store
    forge: LocalForge
    executor: LocalExecutor
    orchestrator: Orchestrator
    state_dir: Path


@pytest.fixture
def local_stack(tmp_path: Path, scripted: Scripted) -> Iterator[LocalStack]:
    state = tmp_path / "state"
    store = Store(f"sqlite:///{tmp_path / 'tilebot.db'}")
    forge = LocalForge(state)
    executor = LocalExecutor(env=scripted.env)
    yield LocalStack(store, forge, executor, Orchestrator(store, forge, executor), state)
    store.engine.dispose()
