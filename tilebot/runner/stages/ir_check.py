"""Stage C (IR check): the mechanical Tile IR diff decides; the agent only explains it in a report.

For every variant with reference IR (stage A, ``<run_dir>/reference/``) the generated IR of the same
file name (stage B, ``<run_dir>/generated/``) is diffed. The verdict is the worst variant's; a failing
one's owner comes from the must-match findings (kernel before host when both must act). The diffs go
to ``generated/ir_diff.json`` and ``generated/ir_diff.md``; the agent then writes
``reports/ir_check.md`` with its explanation, and may write nothing else.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from tilebot.core.result import Metric, StageResult
from tilebot.core.rundir import RunDir
from tilebot.core.stages import Classification, IrCheckVerdict
from tilebot.runner.agents.policies import report_path
from tilebot.runner.agents.reporter import run_reporter, verdict_line_check
from tilebot.runner.agents.results import blocked_by_agent
from tilebot.runner.agents.runtime import AgentError, make_client
from tilebot.runner.stages import StageContext
from tilebot.runner.stages.inputs import InputsMissing, VariantDiff, diff_variants
from tilebot.runner.tileir.report import render_markdown
from tilebot.runner.tileir.rules import Owner, Severity

SEVERITY_ORDER = (IrCheckVerdict.PASS, IrCheckVerdict.PASS_WITH_NOTES, IrCheckVerdict.FAIL_FIXABLE)


def run(ctx: StageContext) -> StageResult:
    try:
        client = make_client()
    except AgentError as exc:
        return blocked_by_agent(ctx, exc)
    try:
        diffs = diff_variants(ctx.run_dir)
    except InputsMissing as exc:
        return ctx.result("BLOCKED", str(exc))
    verdict = overall_verdict(diffs)
    owner = owner_of(diffs) if verdict is IrCheckVerdict.FAIL_FIXABLE else None
    diff_json, diff_md = _write_diffs(ctx.paths, diffs)

    try:
        outcome, tools = run_reporter(ctx, client, _task_notes(diffs, verdict, owner), {"verdict": verdict.value})
    except AgentError as exc:
        return blocked_by_agent(ctx, exc)
    report = ctx.repo_root / report_path(ctx.config, ctx.op, ctx.stage)
    validators = [verdict_line_check(report, verdict.value, "ir_check report")]
    artifacts = [ctx.artifact(diff_json, "ir_diff"), ctx.artifact(diff_md, "report")]
    if report.is_file():
        artifacts.append(ctx.artifact(report, "report"))
    must_match = sum(d.result.count(Severity.MUST_MATCH) for d in diffs)
    metrics = {
        "variants": Metric(value=len(diffs), unit="count"),
        "must_match": Metric(value=must_match, unit="count"),
        "agent_turns": Metric(value=outcome.turns, unit="count"),
        "tool_refusals": Metric(value=len(tools.refusals), unit="count"),
    }
    message = f"{verdict.value} over {len(diffs)} variants: {must_match} must-match findings"
    if owner is not None:
        message += f", owner {owner.value}"
    if tools.refusals:
        message += f"; {len(tools.refusals)} agent tool calls refused"
    return ctx.result(
        verdict.value,
        message,
        classification=owner,
        validators=validators,
        artifacts=artifacts,
        metrics=metrics,
        cost=outcome.cost(),
    )


def overall_verdict(diffs: list[VariantDiff]) -> IrCheckVerdict:
    return max((d.result.verdict for d in diffs), key=SEVERITY_ORDER.index)


def owner_of(diffs: list[VariantDiff]) -> Classification:
    owners: Counter[Owner] = Counter(
        f.owner for d in diffs for f in d.result.findings if f.severity is Severity.MUST_MATCH
    )
    # The device code comes first: a host fix on top of a wrong kernel would be wasted.
    return Classification.KERNEL if owners[Owner.KERNEL] or not owners else Classification.HOST


def _write_diffs(paths: RunDir[Path], diffs: list[VariantDiff]) -> tuple[Path, Path]:
    paths.generated.mkdir(parents=True, exist_ok=True)
    payload = {d.variant: {"reference": d.reference, "generated": d.generated, **d.result.to_json()} for d in diffs}
    diff_json = paths.ir_diff_json
    diff_json.write_text(json.dumps(payload, indent=2) + "\n", encoding="utf-8")
    diff_md = paths.ir_diff_md
    diff_md.write_text("\n".join(f"## {d.variant}\n\n{render_markdown(d.result)}" for d in diffs), encoding="utf-8")
    return diff_json, diff_md


def _task_notes(diffs: list[VariantDiff], verdict: IrCheckVerdict, owner: Classification | None) -> str:
    lines = [f"The mechanical verdict is {verdict.value}" + (f", owner {owner.value}." if owner else ".")]
    for d in diffs:
        summary = d.result.summary()
        lines.append(
            f"- {d.variant}: {d.result.verdict.value}, {summary['must_match']} must-match, "
            f"{summary['ok_to_differ']} ok-to-differ ({d.reference} vs {d.generated})"
        )
    return "\n".join(lines)
