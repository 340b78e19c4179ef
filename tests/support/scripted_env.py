"""Scripted stages plugged in through the real ``tilebot.stages`` entry-point group, plus a stand-in GPU."""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path

from tilebot.core.stages import Stage

ROOT = Path(__file__).resolve().parents[2]
SUPPORT = ROOT / "tests" / "support"


@dataclass
class Scripted:
    """Scripted stages for every stage (the real entry-point mechanism), plus a stand-in GPU."""

    root: Path
    entry: str = "tests.support.scripted_stage:run"  # the stage function every stage is registered as
    env: dict[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        dist = self.root / "plugins" / "tilebot_scripted_stages-0.dist-info"
        dist.mkdir(parents=True)
        (dist / "METADATA").write_text("Metadata-Version: 2.1\nName: tilebot-scripted-stages\nVersion: 0\n")
        lines = [f"{s.value} = {self.entry}" for s in Stage]
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
