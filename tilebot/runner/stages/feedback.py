"""What a repeat attempt learns from the stages before it, as notes for its agent's task.

B(2) gets C's findings from ``generated/ir_diff.json`` (not only C's prose), C's stale verdict when C found the
branch's kernel.rs is not the file B dumped the IR from (``stale_ir_verdict``: no diff, no report, only C's result
says why), and D's failure; D(2) gets its own failure (message, failed checks' output, build log) and C's verdict
and report; C gets D's failure class and message, so a kernel bug the IR does not show is named to it. Each reads
committed run-directory files: the attempts' ``stage_result.json`` and C's diff report.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

from tilebot.core.reports import IrDiffReport, ReportError, parse_as
from tilebot.core.result import RESULT_FILE, MalformedResult, StageResult, parse_stage_result
from tilebot.core.rundir import RunDir
from tilebot.core.stages import Stage

MAX_FINDINGS = 25
TAIL_CHARS = 2500
PASSING = frozenset({"ALL_PASS", "PASS", "PASS_WITH_NOTES", "COMPILED", "DONE"})
# The name of C's check that the generated IR is B's dump of the branch's kernel.rs: C's result carries it failed
# when the IR is stale, which is how B tells that verdict from a diff's (the message is prose, this is a field).
IR_SOURCE_CHECK = "IR source"


def latest_result(run_dir: Path, stage: Stage) -> StageResult | None:
    """The result of the stage's highest-numbered attempt that wrote one, or None."""
    found = _result_files(run_dir, stage)
    return _read_result(found[0]) if found else None


def earlier_results(run_dir: Path, stage: Stage) -> Iterator[StageResult]:
    """The results the stage's attempts wrote, the highest-numbered first (one that does not read is passed over)."""
    for path in _result_files(run_dir, stage):
        result = _read_result(path)
        if result is not None:
            yield result


def _result_files(run_dir: Path, stage: Stage) -> list[Path]:
    pattern = re.compile(rf"^{re.escape(stage.value)}-(\d+)$")
    found = []
    attempts = RunDir(run_dir).root / "attempts"
    for child in attempts.iterdir() if attempts.is_dir() else ():
        match = pattern.match(child.name)
        if match and (child / RESULT_FILE).is_file():
            found.append((int(match.group(1)), child / RESULT_FILE))
    return [path for _, path in sorted(found, reverse=True)]


def _read_result(path: Path) -> StageResult | None:
    try:
        return parse_stage_result(path.read_text(encoding="utf-8"), source=path.name)
    except (MalformedResult, OSError):
        return None  # the bot recorded it as BLOCKED/env; there is nothing for an agent to act on


def failure_note(result: StageResult, who: str) -> str:
    """A failed attempt as its next reader needs it: verdict, class, message, each failed check's output tail."""
    cls = f"/{result.classification.value}" if result.classification else ""
    lines = [f"{who} (attempt {result.attempt}) ended {result.verdict}{cls}: {result.message}"]
    for check in result.validators:
        if check.exit_code != 0:
            lines += [
                f"Failed check `{check.name}` (`{check.command}`), output tail:",
                "```",
                check.output_tail[-TAIL_CHARS:].rstrip(),
                "```",
            ]
    return "\n".join(lines)


def last_failure(run_dir: Path, stage: Stage) -> StageResult | None:
    result = latest_result(run_dir, stage)
    return None if result is None or result.verdict in PASSING else result


def stale_ir_verdict(run_dir: Path) -> StageResult | None:
    """C's latest result when it found the generated IR stale (its ``IR_SOURCE_CHECK`` failed), else None."""
    result = last_failure(run_dir, Stage.IR_CHECK)
    if result is None or not any(check.name == IR_SOURCE_CHECK for check in result.validators_failed):
        return None
    return result


def stale_ir_note(result: StageResult) -> str:
    """Why B was sent back when C found the IR stale: C's result, the only record of it (no diff, no report)."""
    return (
        failure_note(result, "Stage C, before diffing any IR,")
        + "\nThe generated IR was not dumped from kernel.rs as it is on the run's branch (kernel.rs changed after "
        "the dump, e.g. an edit pushed to the branch, or the record of the dump is missing), so C judged no kernel."
    )


def ir_findings_note(run_dir: Path) -> str | None:
    """C's mechanical findings from ``ir_diff.json``: verdict, owner, each must-match finding with its locations."""
    paths = RunDir(run_dir)
    if not paths.ir_diff_json.is_file():
        return None
    rel = RunDir(Path(".")).ir_diff_json.as_posix()
    try:
        report = parse_as(IrDiffReport, paths.ir_diff_json.read_text(encoding="utf-8"), source=rel)
    except (ReportError, OSError) as exc:
        return f"C's {rel} could not be read: {exc}"
    owner = f", owner {report.owner}" if report.owner else ""
    lines = [
        f"Stage C's IR diff ({rel} in the run directory): {report.verdict}{owner}, "
        f"{report.must_match} must-match findings."
    ]
    shown = 0
    for variant in report.variants:
        for f in variant.findings:
            if f.severity != "must_match":
                continue
            if shown == MAX_FINDINGS:
                lines.append(f"... more in {rel}")
                return "\n".join(lines)
            where = f" (reference {f.reference}, yours {f.candidate})"
            lines.append(f"- {variant.variant}: [{f.category}, {f.owner}] {f.message}{where}")
            shown += 1
    return "\n".join(lines)
