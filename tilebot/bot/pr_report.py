"""What a pull request shows beyond the stage timeline: the IR-diff section, the benchmark table,
check-run annotations, links, and who owns a failure.

Inputs are files a stage committed and listed in its StageResult (``artifacts`` of a ``ReportKind``). The IR
diff and the benchmark are read with the models the stages wrote them with (tilebot/core/reports.py); a file
that does not validate is refused with the reason in the log, never half shown. JUnit is XML.
"""

from __future__ import annotations

import hashlib
import json
import logging
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from pydantic import ValidationError

from tilebot.bot.store import Attempt, Run, Store
from tilebot.core import junit
from tilebot.core.perf_chart import findings_chart_mermaid, ratio_chart_mermaid
from tilebot.core.render import render
from tilebot.core.reports import (
    BenchmarkReport,
    IrDiffReport,
    IrFinding,
    ReportError,
    ReportKind,
    split_location,
)
from tilebot.core.reports import parse_report as parse_json_report
from tilebot.core.result import StageResult, conclusion_of
from tilebot.core.stages import Classification, Stage

log = logging.getLogger(__name__)

REPORT_KINDS = tuple(ReportKind)
SECTION_KINDS = (ReportKind.IR_DIFF, ReportKind.BENCHMARK)
MAX_ANNOTATIONS = 500  # per check run; GitHub takes 50 per request, the rest follow in more requests
MAX_DIFF_CHARS = 30_000  # of canonical diffs kept for the comment's collapsible blocks, all variants together
REPORT_EVENT = "report"


@dataclass
class StageReports:
    """What a finished job's report files say, beside its StageResult: handed with the result to the
    orchestrator, which records ``records`` (REPORT_EVENT) and gives the rest to the forge's check run."""

    annotations: list[dict[str, Any]] = field(default_factory=list)
    sections: list[str] = field(default_factory=list)
    records: list[dict[str, Any]] = field(default_factory=list)  # {kind, path, data} per report file


# Who acts on a failure, from the classification routing already uses.
OWNERS = {
    Classification.KERNEL: "the kernel (stage B, write kernel)",
    Classification.HOST: "the host side (stage D, launcher/FFI)",
    Classification.ENV: "the runner environment (whoever maintains the self-hosted runners)",
}


def read_report(kind: str, raw: bytes, *, source: str) -> dict[str, Any]:
    """A report file made JSON-safe for storing with the run; ``ReportError`` says why it is refused."""
    try:
        report_kind = ReportKind(kind)
    except ValueError:
        raise ReportError(f"{source}: {kind!r} is not a report kind ({', '.join(REPORT_KINDS)})") from None
    if report_kind is ReportKind.JUNIT:
        try:
            return {"failures": junit_failures(raw)}
        except junit.JUnitError as exc:
            raise ReportError(f"{source}: not JUnit XML: {exc}") from None
    report = parse_json_report(report_kind, raw, source=source)
    if isinstance(report, IrDiffReport):
        report = _clip_diffs(report)
    return report.model_dump(mode="json")


def parse_report(kind: str, raw: bytes, *, source: str = "report") -> dict[str, Any] | None:
    """``read_report``, or None with the reason logged: one bad file must not stop the run's result."""
    try:
        return read_report(kind, raw, source=source)
    except ReportError as exc:
        log.warning("report refused: %s", exc)
        return None


def collect_reports(result: StageResult, read: Callable[[str], bytes | None], *, run_dir: str) -> StageReports:
    """What the report files ``result`` lists say. ``read`` gives a file by its path in the run directory (from the
    job's artifact on GitHub, from the run's worktree locally), or None; a file missing, not the one the result
    hashed, or not valid is left out with the reason in the log."""
    reports = StageReports()
    for artifact in result.artifacts:
        if artifact.kind not in REPORT_KINDS:
            continue
        content = read(artifact.path)
        if content is None or hashlib.sha256(content).hexdigest() != artifact.sha256:
            log.warning("report %s of %s/%s/%s missing or not the file the result names", artifact.path, *result.key())
            continue
        data = parse_report(artifact.kind, content, source=f"{run_dir}/{artifact.path}")  # logs a refusal
        if data is None:
            continue
        reports.records.append({"kind": artifact.kind, "path": artifact.path, "data": data})
        reports.annotations += annotations_for(artifact.kind, data, run_dir=run_dir, artifact_path=artifact.path)
        section = render_section(artifact.kind, data, stage=result.stage, attempt=result.attempt)
        if section:
            reports.sections.append(section)
    return reports


def _clip_diffs(report: IrDiffReport) -> IrDiffReport:
    """Keep the comment small: the diffs share one budget, in variant order; the files hold them whole."""
    left = MAX_DIFF_CHARS
    variants = []
    for v in report.variants:
        diff = v.diff
        if diff is not None and len(diff) > left:
            diff = diff[:left] + "\n… (diff truncated)\n" if left > 0 else None
        left -= len(diff or "")
        variants.append(v.model_copy(update={"diff": diff}))
    return report.model_copy(update={"variants": variants})


def junit_failures(raw: bytes) -> list[dict[str, Any]]:
    """Failed or errored test cases of a JUnit XML file: name, file, line, message."""
    return [
        {
            "name": case.title,
            # Without a located file (pytest's own JUnit, or an older D), the node id still names the test file.
            "file": case.file or junit.node_file(case.name),
            "line": case.line,
            # A blank message attribute must not hide the details (an annotation needs some text).
            "message": (case.message.strip() or case.details.strip() or "failed")[:2000],
        }
        for case in junit.parse(raw)
        if case.failed
    ]


def annotations_for(kind: str, data: dict[str, Any], *, run_dir: str, artifact_path: str) -> list[dict[str, Any]]:
    """Check-run annotations for one stored report (paths relative to the repository root)."""
    default_path = f"{run_dir}/{artifact_path}"
    out: list[dict[str, Any]] = []
    if kind == ReportKind.JUNIT:
        for f in data.get("failures", []):
            path = f.get("file") or default_path
            line = f.get("line") or 1
            out.append(_annotation(path, line, "failure", f["message"], f["name"]))
    elif kind == ReportKind.IR_DIFF:
        report = IrDiffReport.model_validate(data)
        for v in report.variants:
            for finding in v.findings:
                if finding.severity != "noise":
                    out.append(_ir_annotation(v.variant, finding, run_dir=run_dir, default_path=default_path))
    return out[:MAX_ANNOTATIONS]


def _ir_annotation(variant: str, finding: IrFinding, *, run_dir: str, default_path: str) -> dict[str, Any]:
    """At the candidate's line (where the fix goes), else the reference's, else on the report file itself."""
    located = finding.candidate or finding.reference
    path, line = default_path, 1
    if located:
        relative, line = split_location(located)
        path = f"{run_dir}/{relative}"
    level = "failure" if finding.severity == "must_match" else "notice"
    title = f"{variant}: {finding.category} ({finding.severity}, owner {finding.owner})"
    return _annotation(path, max(line, 1), level, finding.message, title)


def _annotation(path: str, line: int, level: str, message: str, title: str) -> dict[str, Any]:
    return {
        "path": path.lstrip("/"),
        "start_line": line,
        "end_line": line,
        "annotation_level": level,
        "message": message[:60_000],
        "title": title[:255],
    }


def render_section(kind: str, data: dict[str, Any], *, stage: Stage, attempt: int) -> str | None:
    """The comment section of a stored report; None (logged) for one stored before its model changed."""
    try:
        if kind == ReportKind.IR_DIFF:
            return _ir_section(IrDiffReport.model_validate(data), stage=stage, attempt=attempt)
        if kind == ReportKind.BENCHMARK:
            bench = BenchmarkReport.model_validate(data)
            chart = ratio_chart_mermaid(bench)
            return render("comments/benchmark.md.j2", bench=bench, stage=stage, attempt=attempt, chart=chart)
    except ValidationError as exc:
        log.warning("stored %s report of %s #%s no longer validates: %s", kind, stage.value, attempt, exc)
    return None


def _ir_section(report: IrDiffReport, *, stage: Stage, attempt: int) -> str:
    found = [(v.variant, f) for v in report.variants for f in v.findings]
    by_category = Counter((f.category, f.severity) for _, f in found if f.severity != "noise")
    per_category: dict[str, tuple[int, int]] = {}
    for (category, severity), n in by_category.items():
        must, ok = per_category.get(category, (0, 0))
        per_category[category] = (must + n, ok) if severity == "must_match" else (must, ok + n)
    return render(
        "comments/ir_diff.md.j2",
        report=report,
        chart=findings_chart_mermaid(per_category),
        by_category=sorted(by_category.items()),
        must=[(variant, f) for variant, f in found if f.severity == "must_match"],
        stage=stage,
        attempt=attempt,
    )


def stored_reports(store: Store, run_id: str) -> list[dict[str, Any]]:
    """Reports recorded for a run, oldest first: {stage, attempt, kind, path, data}."""
    return [detail for kind, detail in store.events(run_id) if kind == REPORT_EVENT]


def latest_sections(store: Store, run_id: str) -> list[str]:
    """The newest IR diff and the newest benchmark table of a run, rendered."""
    latest: dict[str, dict[str, Any]] = {}
    for report in stored_reports(store, run_id):
        if report["kind"] in SECTION_KINDS:
            latest[report["kind"]] = report
    sections = []
    for kind in SECTION_KINDS:
        if kind in latest:
            r = latest[kind]
            text = render_section(kind, r["data"], stage=Stage(r["stage"]), attempt=int(r["attempt"]))
            if text:
                sections.append(text)
    return sections


def failure_of(run: Run, attempts: list[Attempt]) -> dict[str, str] | None:
    """For a run that ended without success: which stage failed, how, and who owns the fix."""
    if run.active or run.succeeded:
        return None
    finished = [a for a in attempts if a.result is not None]
    if not finished:
        return {"stage": "-", "verdict": "-", "owner": "nobody yet (no stage finished)", "message": run.reason}
    results: list[StageResult] = [a.result for a in finished if a.result is not None]
    # Each stage's newest result only (a D FAIL that D's next attempt fixed is history): the newest of them that
    # failed its gate (e.g. C's unfixed findings before a DONE perf), else the newest one.
    newest = {r.stage: r for r in results}
    last = next((r for r in reversed(results) if newest[r.stage] is r and conclusion_of(r) == "failure"), results[-1])
    owner = OWNERS.get(last.classification) if last.classification else None
    if owner is None:
        owner = {
            Stage.WRITE_KERNEL: OWNERS[Classification.KERNEL],
            Stage.HOST_FFI: OWNERS[Classification.HOST],
        }.get(last.stage, f"stage {last.stage.label}")
    return {"stage": last.stage.label, "verdict": last.verdict, "owner": owner, "message": last.message}


def report_json(data: dict[str, Any]) -> str:
    return json.dumps(data, sort_keys=True)
