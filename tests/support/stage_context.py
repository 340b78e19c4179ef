"""A stage attempt as the runner entry would set it up: its context, and its agent on the scripted server."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.agents.messages_server import MessagesServer, Step
from tilebot.core.config import RunConfig
from tilebot.core.result import StageResult
from tilebot.core.rundir import RunDir
from tilebot.core.stages import Stage
from tilebot.runner.stages import StageContext, load


def stage_context(
    repo: Path, op: str, stage: Stage, *, config: RunConfig | None = None, attempt: int = 1, run_id: str = "0123abcd"
) -> StageContext:
    config = config or RunConfig()
    run_dir = repo / config.run_dir(op)
    return StageContext(run_id, op, stage, attempt, repo, run_dir, RunDir(run_dir).attempt(stage, attempt), config)


def run_with_model(
    ctx: StageContext, script: list[Step], monkeypatch: pytest.MonkeyPatch
) -> tuple[StageResult, MessagesServer]:
    """Run the registered stage as the runner would, its agent answered by the scripted Messages API server."""
    stage = load(ctx.stage)
    assert stage is not None, f"no stage registered for {ctx.stage.value}"
    with MessagesServer(script) as server:
        monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-test")
        monkeypatch.setenv("ANTHROPIC_BASE_URL", server.url)
        return stage(ctx), server
