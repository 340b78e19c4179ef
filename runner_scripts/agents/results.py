"""Turning an agent that could not run into the stage's answer: BLOCKED/env, with the reason."""

from __future__ import annotations

from bot.contracts import Classification, Cost, StageResult
from runner_scripts.agents.runtime import AgentError
from runner_scripts.stages import StageContext


def blocked_by_agent(ctx: StageContext, exc: AgentError, *, cost: Cost | None = None) -> StageResult:
    """No key, or an API that kept failing: nobody's code is at fault, the machine must be fixed."""
    return ctx.result("BLOCKED", str(exc), classification=Classification.ENV, cost=cost or Cost())
