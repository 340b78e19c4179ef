"""Stage F (residual perf diagnosis): the mechanical evidence decides; the agent only explains it in a report.

Inputs: stage E's ``perf/perf.json`` and the Tile IR diff. The diff is recomputed from ``reference/`` and
``generated/`` with stage C's own code when both are there, since B may have rewritten the kernel after C
last ran; stage C's ``generated/ir_diff.json`` stands in when the IR files are not. When the generated IR is not
B's dump of the kernel.rs on the branch (``IrSourceMismatch``), neither stands: both describe another kernel than
the branch's, so F judges without IR evidence and says why. The evidence goes to
``perf/diagnosis.json`` (tilebot/runner/perfdiag has the rules); the agent then writes
``reports/perf_diag.md`` and may write nothing else.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path

from tilebot.core.reports import IrDiffReport, ReportError, parse_as
from tilebot.core.result import Metric, StageResult
from tilebot.core.rundir import RELATIVE, RunDir
from tilebot.runner.agents.policies import report_path
from tilebot.runner.agents.reporter import clear_report, run_reporter, verdict_line_check
from tilebot.runner.agents.results import blocked_by_agent
from tilebot.runner.agents.runtime import AgentError, make_client
from tilebot.runner.perfdiag.diagnosis import DIAGNOSIS_FILE, Diagnosis, blocked, diagnose, task_notes
from tilebot.runner.perfdiag.ir_evidence import IrEvidence, IrEvidenceError, ir_evidence_of
from tilebot.runner.perfdiag.record import PerfInputError, load_perf
from tilebot.runner.reports.ir_diff import ir_diff_report
from tilebot.runner.stages import StageContext
from tilebot.runner.stages.inputs import InputsMissing, IrSourceMismatch, diff_variants
from tilebot.runner.stages.perf_resume import wrapper_sha256
from tilebot.runner.targets.cutile_rs.kernel_crate import KERNEL_FILE

STORED_DIFF = RELATIVE.ir_diff_json.as_posix()


def run(ctx: StageContext) -> StageResult:
    clear_report(ctx)
    try:
        client = make_client()
    except AgentError as exc:
        return blocked_by_agent(ctx, exc)
    try:
        perf = load_perf(ctx.run_dir, wrapper_sha256=wrapper_sha256(ctx.repo_root, ctx.config, ctx.op))
    except PerfInputError as exc:
        diagnosis = blocked(str(exc))
        path = write_diagnosis(ctx.run_dir, diagnosis)
        return ctx.result(diagnosis.verdict.value, diagnosis.reason, artifacts=[ctx.artifact(path, "perf_diagnosis")])
    kernel_rs = ctx.kernel_crate / KERNEL_FILE
    ir, ir_missing = load_ir_evidence(ctx.run_dir, ctx.config.target.crates, kernel_rs=kernel_rs)
    diagnosis = diagnose(perf, ir, ir_unavailable=ir_missing)
    diagnosis_path = write_diagnosis(ctx.run_dir, diagnosis)

    notes = task_notes(diagnosis, diagnosis_path=f"{ctx.config.run_dir(ctx.op)}/{DIAGNOSIS_FILE}")
    try:
        outcome, tools = run_reporter(ctx, client, notes)
    except AgentError as exc:
        return blocked_by_agent(ctx, exc)

    report = ctx.repo_root / report_path(ctx.config, ctx.op, ctx.stage)
    artifacts = [ctx.artifact(diagnosis_path, "perf_diagnosis")]
    if report.is_file():
        artifacts.append(ctx.artifact(report, "report"))
    metrics = {
        "configs": Metric(value=len(perf.usable), unit="count"),
        "action_items": Metric(value=len(diagnosis.actions), unit="count"),
        "extra_launches": Metric(value=diagnosis.extra_launches, unit="count"),
        "ir_relevant": Metric(value=len(ir.relevant) if ir else 0, unit="count"),
        "agent_turns": Metric(value=outcome.turns, unit="count"),
        "tool_refusals": Metric(value=len(tools.refusals), unit="count"),
    }
    if diagnosis.geomean is not None:
        metrics["geomean"] = Metric(value=diagnosis.geomean, unit="ratio")
    message = f"{diagnosis.verdict.value}: {diagnosis.reason}"
    if diagnosis.owner is not None:
        message = f"{diagnosis.verdict.value}, owner {diagnosis.owner.value}: {diagnosis.reason}"
    if tools.refusals:
        message = f"{len(tools.refusals)} agent tool calls refused; {message}"
    return ctx.result(
        diagnosis.verdict.value,
        message,
        classification=diagnosis.owner,
        validators=[verdict_line_check(report, diagnosis.verdict.value, "perf_diag report")],
        artifacts=artifacts,
        metrics=metrics,
        cost=outcome.cost(),
    )


def load_ir_evidence(
    run_dir: Path, crates: Mapping[str, str], *, kernel_rs: Path | None = None
) -> tuple[IrEvidence | None, str | None]:
    """The IR findings, or None and why there are none (which is not an error: F can still judge launches)."""
    try:
        diffs = diff_variants(run_dir, crates, kernel_rs=kernel_rs)
    except InputsMissing as exc:
        recomputed_missing = str(exc)
    except IrSourceMismatch as exc:
        return None, f"no IR diff of the branch's kernel.rs, neither recomputed nor {STORED_DIFF}: {exc}"
    else:
        source = f"recomputed from {RELATIVE.reference}/ and {RELATIVE.generated}/"
        return ir_evidence_of(ir_diff_report(diffs, with_diff=False), source=source), None
    stored = run_dir / STORED_DIFF
    if not stored.is_file():
        return None, f"cannot diff the IR ({recomputed_missing}) and there is no {STORED_DIFF}"
    try:
        report = parse_as(IrDiffReport, stored.read_bytes(), source=STORED_DIFF)
        return ir_evidence_of(report, source=f"stage C's {STORED_DIFF}"), None
    except (ReportError, IrEvidenceError) as exc:
        return None, f"cannot diff the IR ({recomputed_missing}) and {STORED_DIFF} is unusable: {exc}"


def write_diagnosis(run_dir: Path, diagnosis: Diagnosis) -> Path:
    path = RunDir(run_dir).diagnosis_json
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(diagnosis.to_json(), indent=2) + "\n", encoding="utf-8")
    return path
