"""Stage C (IR check): the mechanical Tile IR diff decides; the agent only explains it in a report.

For every variant with reference IR (stage A, ``<run_dir>/reference/``) the generated IR of the same
file name (stage B, ``<run_dir>/generated/``) is diffed. The verdict is the worst variant's; a failing
one's owner comes from the must-match findings (kernel before host when both must act). The diffs go
to ``generated/ir_diff.json`` (an ``IrDiffReport``: what the PR and stage F read) and ``generated/ir_diff.md``;
the agent then writes ``reports/ir_check.md`` with its explanation, and may write nothing else.

After D failed on an earlier kernel, C is told D's failure class and message (task and result message): a
kernel bug the IR does not show must be named as still open, not explained away by a clean diff.

IR that B did not dump from the kernel.rs now on the branch (changed since, by a push or another stage) is stale:
FAIL_FIXABLE owned by the kernel, without a diff or the agent, so the routing sends the kernel back to B (if B has
a run left) to build and dump it again. It is not BLOCKED: nothing is missing that a rerun of C could find, and
nothing is wrong with the machine; the kernel owner's two outputs, kernel.rs and its IR, no longer match.
"""

from __future__ import annotations

from pathlib import Path

from tilebot.core.reports import IrDiffReport, ReportKind, write_report
from tilebot.core.result import Cost, Metric, StageResult, ValidatorRun
from tilebot.core.rundir import RunDir
from tilebot.core.stages import Classification, IrCheckVerdict, Stage
from tilebot.runner.agents.policies import report_path
from tilebot.runner.agents.reporter import clear_report, run_reporter, verdict_line_check
from tilebot.runner.agents.runtime import AgentError, make_client
from tilebot.runner.reports.ir_diff import ir_diff_report, owner_of
from tilebot.runner.stages import StageContext
from tilebot.runner.stages.feedback import IR_SOURCE_CHECK, failure_note, last_failure
from tilebot.runner.stages.inputs import InputsMissing, IrSourceMismatch, VariantDiff, diff_variants
from tilebot.runner.targets.cutile_rs.kernel_crate import KERNEL_FILE
from tilebot.runner.tileir.report import render_markdown

__all__ = ["diff_variants", "owner_of", "run"]  # the stage's tests reach the diff through the stage


def run(ctx: StageContext) -> StageResult:
    kernel_rs = ctx.kernel_crate / KERNEL_FILE
    clear_report(ctx)
    try:
        diffs = diff_variants(ctx.run_dir, ctx.config.target.crates, kernel_rs=kernel_rs)
    except InputsMissing as exc:
        return ctx.result("BLOCKED", str(exc))
    except IrSourceMismatch as exc:
        return _stale(ctx, kernel_rs, exc)
    report = ir_diff_report(diffs)
    verdict = IrCheckVerdict(report.verdict)
    owner = report.owner
    diff_json, diff_md = _write_diffs(ctx.paths, diffs, report)

    must_match = report.must_match
    message = f"{verdict.value} over {len(diffs)} variants: {must_match} must-match findings"
    if owner is not None:
        message += f", owner {owner.value}"
    host = last_failure(ctx.run_dir, Stage.HOST_FFI)
    if host is not None:
        cls = host.classification.value if host.classification else "unclassified"
        message += f"; D's last run failed ({host.verdict}/{cls}): {host.message}"
    artifacts = [ctx.artifact(diff_json, ReportKind.IR_DIFF), ctx.artifact(diff_md, "report")]
    metrics = {"variants": Metric(value=len(diffs), unit="count"), "must_match": Metric(value=must_match, unit="count")}
    # The verdict is the diff's: without a model (no key, or an API that refused or gave up) it stands, only the
    # prose explanation is missing; the tokens spent before the API gave up are still recorded.
    try:
        client = make_client()
        outcome, tools = run_reporter(ctx, client, _task_notes(diffs, verdict, owner, host), {"verdict": verdict.value})
    except AgentError as exc:
        message = f"{message}; not explained by the agent ({exc})"
        return ctx.result(
            verdict.value, message, classification=owner, artifacts=artifacts, metrics=metrics, cost=exc.cost or Cost()
        )
    explained = ctx.repo_root / report_path(ctx.config, ctx.op, ctx.stage)
    if explained.is_file():
        artifacts.append(ctx.artifact(explained, "report"))
    metrics["agent_turns"] = Metric(value=outcome.turns, unit="count")
    metrics["tool_refusals"] = Metric(value=len(tools.refusals), unit="count")
    if tools.refusals:
        message += f"; {len(tools.refusals)} agent tool calls refused"
    validators = [verdict_line_check(explained, verdict.value, "ir_check report")]
    return ctx.result(
        verdict.value,
        message,
        classification=owner,
        artifacts=artifacts,
        metrics=metrics,
        validators=validators,
        cost=outcome.cost(),
    )


def _stale(ctx: StageContext, kernel_rs: Path, exc: IrSourceMismatch) -> StageResult:
    check = ValidatorRun(
        name=IR_SOURCE_CHECK,  # B reads its verdict as stale by this name (``feedback.stale_ir_verdict``)
        command=f"sha256 {kernel_rs.relative_to(ctx.repo_root).as_posix()}",
        exit_code=1,
        output_tail=str(exc),
    )
    return ctx.result("FAIL_FIXABLE", str(exc), classification=Classification.KERNEL, validators=[check])


def _write_diffs(paths: RunDir[Path], diffs: list[VariantDiff], report: IrDiffReport) -> tuple[Path, Path]:
    diff_json = write_report(paths.ir_diff_json, report)
    diff_md = paths.ir_diff_md
    diff_md.write_text("\n".join(f"## {d.variant}\n\n{render_markdown(d.result)}" for d in diffs), encoding="utf-8")
    return diff_json, diff_md


def _task_notes(
    diffs: list[VariantDiff], verdict: IrCheckVerdict, owner: Classification | None, host: StageResult | None
) -> str:
    lines = [f"The mechanical verdict is {verdict.value}" + (f", owner {owner.value}." if owner else ".")]
    for d in diffs:
        summary = d.result.summary()
        lines.append(
            f"- {d.variant}: {d.result.verdict.value}, {summary['must_match']} must-match, "
            f"{summary['ok_to_differ']} ok-to-differ ({d.reference} vs {d.generated})"
        )
    if host is not None:
        lines.append(
            "\n"
            + failure_note(host, "Stage D, running the previous kernel,")
            + "\nSay in your report whether this kernel's IR explains that failure; if it does not, say the bug "
            "is not visible in the IR and remains open."
        )
    return "\n".join(lines)
