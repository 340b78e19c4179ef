"""The job summary (``$GITHUB_STEP_SUMMARY``), rendered from the bot's own templates.

The body is the check-run summary the bot posts for the stage (``checks/stage.md.j2``) under a
header with the job's facts (run, branch, commit, runner, time held), the push outcome and the
correctness counts from the stage's JUnit files. GitHub takes at most 1 MiB per step summary,
counted in bytes, so the text is clipped on a UTF-8 boundary with a note pointing to the artifact.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from tilebot.core import junit
from tilebot.core.render import render
from tilebot.core.reports import ReportKind
from tilebot.core.result import StageResult, conclusion_of
from tilebot.runner.publish import PushOutcome

STEP_SUMMARY_LIMIT = 1024 * 1024  # bytes, per step
FAILURES_SHOWN = 20


@dataclass(frozen=True)
class JobFacts:
    op: str
    run_id: str
    branch: str | None = None
    sha: str | None = None
    runner: str = "local"
    runner_class: str = "cpu"
    held_seconds: float = 0.0
    artifact: str | None = None


@dataclass(frozen=True)
class JUnitReport:
    path: str
    counts: dict[str, int]
    failures: list[junit.Case] = field(default_factory=list)
    more: int = 0


def junit_reports(result: StageResult, run_dir: Path) -> list[JUnitReport]:
    """The result's ``junit`` artifacts, read; an unreadable file is shown as one error case."""
    reports = []
    for artifact in result.artifacts:
        if artifact.kind != ReportKind.JUNIT:
            continue
        path = run_dir / artifact.path
        try:
            cases = junit.read(path)
        except junit.JUnitError as exc:
            cases = [junit.Case(name=artifact.path, outcome="error", message=str(exc))]
        failed = [c for c in cases if c.failed]
        reports.append(
            JUnitReport(
                artifact.path,
                junit.counts(cases),
                failed[:FAILURES_SHOWN],
                max(0, len(failed) - FAILURES_SHOWN),
            )
        )
    return reports


def render_summary(
    result: StageResult,
    job: JobFacts,
    *,
    push: PushOutcome | None = None,
    refusals: Sequence[str] = (),
    junit_files: Sequence[JUnitReport] = (),
) -> str:
    return render(
        "summary/job.md.j2",
        result=result,
        conclusion=conclusion_of(result),
        job=job,
        push=push,
        refusals=list(refusals),
        junit=list(junit_files),
    )


def clip_bytes(text: str, limit: int, *, more: str = "the full result is in the job's artifact") -> str:
    """``text`` if its UTF-8 encoding fits in ``limit`` bytes, else a prefix plus a note, together within it."""
    data = text.encode("utf-8")
    if len(data) <= limit:
        return text
    note = f"\n\n… truncated to fit GitHub's {limit}-byte step summary limit: {more}\n"
    room = limit - len(note.encode("utf-8"))
    if room <= 0:
        return note.encode("utf-8")[:limit].decode("utf-8", errors="ignore")
    return data[:room].decode("utf-8", errors="ignore") + note


def write_step_summary(path: Path, text: str, *, limit: int = STEP_SUMMARY_LIMIT) -> int:
    """Append ``text`` to the step summary file within what is left of the limit; returns bytes written."""
    used = path.stat().st_size if path.exists() else 0
    body = clip_bytes(text, max(0, limit - used))
    data = body.encode("utf-8")
    with path.open("ab") as fh:
        fh.write(data)
    return len(data)
