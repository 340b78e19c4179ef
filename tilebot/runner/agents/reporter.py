"""Stages whose agent only writes a report (C, F): one conversation, its log, and the verdict-line check.

The stage decides the verdict before the agent runs; the report must restate it on its first line,
so an agent that argues for another verdict fails a validator instead of changing the routing.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from anthropic import Anthropic

from tilebot.core.result import ValidatorRun
from tilebot.runner.agents.policies import policy_for, report_path
from tilebot.runner.agents.prompts import PromptInputs, static_prompt, task_prompt
from tilebot.runner.agents.runtime import AgentOutcome, Conversation, Limits
from tilebot.runner.agents.tools import StageTools
from tilebot.runner.stages import StageContext


def clear_report(ctx: StageContext) -> None:
    """Remove the stage's report an earlier attempt left on the branch: it explains an earlier kernel or timing, and
    would otherwise pass this attempt's verdict-line check (and stand as its report) when this agent writes none."""
    (ctx.repo_root / report_path(ctx.config, ctx.op, ctx.stage)).unlink(missing_ok=True)


def run_reporter(
    ctx: StageContext, client: Anthropic, notes: str, extra: dict[str, Any] | None = None
) -> tuple[AgentOutcome, StageTools]:
    """One bounded conversation with the stage's report-only tools; the log goes to the attempt dir, also when
    the API gives up (the ``AgentError`` then carries the conversation's cost)."""
    policy = policy_for(ctx.stage, ctx.op, ctx.config)
    tools = StageTools(ctx.repo_root, policy)
    inputs = PromptInputs(op=ctx.op, config=ctx.config, policy=policy, extra=extra or {})
    task = task_prompt(run_id=ctx.run_id, op=ctx.op, stage=ctx.stage, attempt=ctx.attempt, notes=notes)
    conversation = Conversation(
        client, system=static_prompt(ctx.stage, inputs), toolbox=tools, limits=Limits.for_stage(ctx.config, ctx.stage)
    )
    try:
        return conversation.say(task), tools
    finally:
        _write_log(ctx.attempt_dir / "agent_log.json", conversation, tools)


def _write_log(log: Path, conversation: Conversation, tools: StageTools) -> None:
    log.parent.mkdir(parents=True, exist_ok=True)
    payload = {
        "stop": conversation.last.stop.value if conversation.last is not None else None,  # None: the API gave up
        "turns": conversation.turns,
        "tool_calls": conversation.tool_calls,
        "cut_tool_calls": conversation.cut_tool_calls,
        "cost": conversation.cost().model_dump(mode="json"),
        "written": tools.written,
        "refusals": [{"tool": r.tool, "reason": r.reason} for r in tools.refusals],
    }
    log.write_text(json.dumps(payload, indent=2) + "\n", encoding="utf-8")


def verdict_line_check(report: Path, verdict: str, name: str) -> ValidatorRun:
    """The report exists and its first line carries the mechanical verdict, not one the agent made up."""
    expected = f"VERDICT: {verdict}"
    command = f"check {report.name}"
    if not report.is_file():
        return ValidatorRun(name=name, command=command, exit_code=1, output_tail="missing")
    first = report.read_text(encoding="utf-8", errors="replace").splitlines()[:1]
    ok = first == [expected]
    tail = "ok" if ok else f"first line is {first[0] if first else '<empty>'!r}, expected {expected!r}"
    return ValidatorRun(name=name, command=command, exit_code=0 if ok else 1, output_tail=tail)
