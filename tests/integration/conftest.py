"""Fixtures for driving real local runs: an example target repo, and scripted stages plugged in by entry point."""

from __future__ import annotations

import json
import os
import subprocess
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from bot.cli import main as tilebot
from bot.contracts import Stage
from bot.executor.local import LocalExecutor
from bot.forge.local import LocalForge
from bot.orchestrator import Orchestrator
from bot.store import Store

ROOT = Path(__file__).resolve().parents[2]
SUPPORT = ROOT / "tests" / "support"


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


@pytest.fixture
def example_repo(tmp_path: Path) -> Path:
    dest = tmp_path / "target"
    assert tilebot(["example-repo", str(dest)]) == 0
    return dest


@dataclass
class Scripted:
    """Scripted stages for every stage (the real entry-point mechanism), plus a stand-in GPU."""

    root: Path
    env: dict[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        dist = self.root / "plugins" / "tilebot_scripted_stages-0.dist-info"
        dist.mkdir(parents=True)
        (dist / "METADATA").write_text("Metadata-Version: 2.1\nName: tilebot-scripted-stages\nVersion: 0\n")
        lines = [f"{s.value} = tests.support.scripted_stage:run" for s in Stage]
        (dist / "entry_points.txt").write_text("[tilebot.stages]\n" + "\n".join(lines) + "\n")
        (self.root / "pids").mkdir()
        self.env = {
            **os.environ,
            "PYTHONPATH": os.pathsep.join([str(self.root / "plugins"), str(ROOT), str(SUPPORT / "fake_gpu" / "site")]),
            "PATH": f"{SUPPORT / 'fake_gpu' / 'bin'}{os.pathsep}{os.environ['PATH']}",
            "TILEBOT_TEST_SCRIPT": str(self.root / "script.json"),
            "TILEBOT_TEST_CALLS": str(self.root / "calls.txt"),
            "TILEBOT_TEST_PIDS": str(self.root / "pids"),
        }

    def play(self, **steps: list[dict[str, object]]) -> None:
        script = {"preflight": [{"verdict": "PASS"}], **steps}
        (self.root / "script.json").write_text(json.dumps(script))

    def calls(self) -> list[str]:
        path = self.root / "calls.txt"
        return path.read_text().split() if path.exists() else []

    def pid(self, stage: str, attempt: int) -> int | None:
        path = self.root / "pids" / f"{stage}-{attempt}"
        return int(path.read_text()) if path.exists() and path.read_text() else None


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
