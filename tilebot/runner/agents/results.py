"""Turning an agent that could not run into the stage's answer: BLOCKED/env, with the reason."""

from __future__ import annotations

from tilebot.core.result import Cost, StageResult
from tilebot.core.stages import Classification
from tilebot.runner.agents.runtime import AgentError
from tilebot.runner.stages import StageContext


def blocked_by_agent(ctx: StageContext, exc: AgentError, *, cost: Cost | None = None) -> StageResult:
    """No key, or an API that kept failing: nobody's code is at fault, the machine must be fixed. The cost is
    ``cost``, else what the conversation had spent when the API gave up (``exc.cost``)."""
    spent = cost if cost is not None else exc.cost
    return ctx.result("BLOCKED", str(exc), classification=Classification.ENV, cost=spent or Cost())
