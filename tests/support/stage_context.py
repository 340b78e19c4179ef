"""The StageContext the runner entry would build for one attempt of a stage on a checkout."""

from __future__ import annotations

from pathlib import Path

from bot.config import RunConfig
from bot.contracts import Stage, attempt_dir
from runner_scripts.stages import StageContext


def stage_context(
    repo: Path, op: str, stage: Stage, *, config: RunConfig | None = None, attempt: int = 1, run_id: str = "0123abcd"
) -> StageContext:
    config = config or RunConfig()
    run_dir = repo / config.run_dir(op)
    return StageContext(run_id, op, stage, attempt, repo, run_dir, run_dir / attempt_dir(stage, attempt), config)
