"""What a pull request shows beyond the stage timeline: the IR-diff section, the benchmark table,
check-run annotations, links, and who owns a failure.

Inputs are files a stage committed and listed in its StageResult (``artifacts`` of kind ``ir_diff``,
``benchmark`` or ``junit``). Their models are lenient (unknown keys ignored): they are for people
to read, and routing never depends on them.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from dataclasses import dataclass, field
from typing import Any
from xml.etree import ElementTree

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from tilebot.bot.store import Attempt, Run, Store
from tilebot.core.render import render
from tilebot.core.result import StageResult
from tilebot.core.stages import Classification, Stage

REPORT_KINDS = ("ir_diff", "benchmark", "junit")
MAX_ANNOTATIONS = 500  # per check run; GitHub takes 50 per request, the rest follow in more requests
MAX_DIFF_CHARS = 30_000  # of the canonical diff kept for the comment's collapsible block
REPORT_EVENT = "report"


@dataclass
class StageReports:
    """What a finished job's report files say, beside its StageResult: handed with the result to the
    orchestrator, which records ``records`` (REPORT_EVENT) and gives the rest to the forge's check run."""

    annotations: list[dict[str, Any]] = field(default_factory=list)
    sections: list[str] = field(default_factory=list)
    records: list[dict[str, Any]] = field(default_factory=list)  # {kind, path, data} per report file


class _Lenient(BaseModel):
    model_config = ConfigDict(extra="ignore")


class Finding(_Lenient):
    category: str = "other"
    severity: str = "must_match"
    owner: str | None = None
    message: str = ""
    reference: Any = None
    candidate: Any = None


class IrDiffReport(_Lenient):
    """``tilebot ir-diff --format json`` output, optionally with the canonical unified ``diff``."""

    verdict: str
    findings: list[Finding] = Field(default_factory=list)
    summary: Any = None
    diff: str | None = None


class BenchmarkRow(_Lenient):
    config: str
    reference_us: float
    candidate_us: float
    ratio: float | None = None

    def effective_ratio(self) -> float:
        return self.ratio if self.ratio is not None else self.candidate_us / self.reference_us


class BenchmarkReport(_Lenient):
    """Stage E's table: per config the reference and candidate device time, and the gate."""

    configs: list[BenchmarkRow] = Field(default_factory=list)
    geomean: float | None = None
    interval: tuple[float, float] | None = None  # 95% bootstrap interval of the geomean
    threshold: float | None = None
    reference: str | None = None  # which reference was timed (cutile / triton)
    gpu: str | None = None


# Who acts on a failure, from the classification routing already uses.
OWNERS = {
    Classification.KERNEL: "the kernel (stage B, write kernel)",
    Classification.HOST: "the host side (stage D, launcher/FFI)",
    Classification.ENV: "the runner environment (whoever maintains the self-hosted runners)",
}


def parse_report(kind: str, raw: bytes) -> dict[str, Any] | None:
    """A report file made JSON-safe for storing with the run; None when it is not what ``kind`` says."""
    try:
        if kind == "ir_diff":
            report = IrDiffReport.model_validate_json(raw)
            if report.diff and len(report.diff) > MAX_DIFF_CHARS:
                report = report.model_copy(update={"diff": report.diff[:MAX_DIFF_CHARS] + "\n… (diff truncated)\n"})
            return report.model_dump(mode="json")
        if kind == "benchmark":
            return BenchmarkReport.model_validate_json(raw).model_dump(mode="json")
        if kind == "junit":
            return {"failures": junit_failures(raw)}
    except (ValidationError, ValueError, ElementTree.ParseError):
        return None
    return None


def junit_failures(raw: bytes) -> list[dict[str, Any]]:
    """Failed or errored test cases of a JUnit XML file: name, file, line, message."""
    root = ElementTree.fromstring(raw)  # noqa: S314 - produced by our own runner, parsed without entities
    found = []
    for case in root.iter("testcase"):
        problem = case.find("failure")
        if problem is None:
            problem = case.find("error")
        if problem is None:
            continue
        line = case.get("line")
        found.append(
            {
                "name": f"{case.get('classname', '')}.{case.get('name', '')}".strip("."),
                "file": case.get("file"),
                "line": int(line) if line and line.isdigit() else None,
                "message": (problem.get("message") or problem.text or "failed").strip()[:2000],
            }
        )
    return found


_LOCATION = re.compile(r"^(?P<path>[^:\s]+):(?P<line>\d+)")


def _location(value: Any) -> tuple[str | None, int | None]:
    if isinstance(value, dict):
        line = value.get("line")
        return value.get("file") or value.get("path"), int(line) if isinstance(line, int | str) and str(
            line
        ).isdigit() else None
    if isinstance(value, str) and (m := _LOCATION.match(value)):
        return m.group("path"), int(m.group("line"))
    return None, None


def annotations_for(kind: str, data: dict[str, Any], *, run_dir: str, artifact_path: str) -> list[dict[str, Any]]:
    """Check-run annotations for one stored report (path relative to the repository root)."""
    default_path = f"{run_dir}/{artifact_path}"
    out: list[dict[str, Any]] = []
    if kind == "junit":
        for f in data.get("failures", []):
            path = f.get("file") or default_path
            line = f.get("line") or 1
            out.append(_annotation(path, line, "failure", f["message"], f["name"]))
    elif kind == "ir_diff":
        for finding in data.get("findings", []):
            if finding.get("severity") == "noise":
                continue
            path, line = _location(finding.get("candidate"))
            level = "failure" if finding.get("severity") == "must_match" else "notice"
            title = f"{finding.get('category', 'other')} ({finding.get('severity')}, owner {finding.get('owner')})"
            out.append(_annotation(path or default_path, line or 1, level, finding.get("message") or title, title))
    return out[:MAX_ANNOTATIONS]


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
    if kind == "ir_diff":
        report = IrDiffReport.model_validate(data)
        by_category = Counter((f.category, f.severity) for f in report.findings)
        return render(
            "comments/ir_diff.md.j2",
            report=report,
            by_category=sorted(by_category.items()),
            stage=stage,
            attempt=attempt,
        )
    if kind == "benchmark":
        bench = BenchmarkReport.model_validate(data)
        return render("comments/benchmark.md.j2", bench=bench, stage=stage, attempt=attempt)
    return None


def stored_reports(store: Store, run_id: str) -> list[dict[str, Any]]:
    """Reports recorded for a run, oldest first: {stage, attempt, kind, path, data}."""
    return [detail for kind, detail in store.events(run_id) if kind == REPORT_EVENT]


def latest_sections(store: Store, run_id: str) -> list[str]:
    """The newest IR diff and the newest benchmark table of a run, rendered."""
    latest: dict[str, dict[str, Any]] = {}
    for report in stored_reports(store, run_id):
        if report["kind"] in ("ir_diff", "benchmark"):
            latest[report["kind"]] = report
    sections = []
    for kind in ("ir_diff", "benchmark"):
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
    last: StageResult = finished[-1].result  # type: ignore[assignment]
    owner = OWNERS.get(last.classification) if last.classification else None
    if owner is None:
        owner = {
            Stage.WRITE_KERNEL: OWNERS[Classification.KERNEL],
            Stage.HOST_FFI: OWNERS[Classification.HOST],
        }.get(last.stage, f"stage {last.stage.label}")
    return {"stage": last.stage.label, "verdict": last.verdict, "owner": owner, "message": last.message}


def report_json(data: dict[str, Any]) -> str:
    return json.dumps(data, sort_keys=True)
