"""Scripted stages (tests/support/scripted_stage.py) that also hand over the report files a PR shows.

A script step may carry ``ir_diff`` or ``benchmark``: a core report model's JSON (``model_dump(mode="json")`` of
an ``IrDiffReport`` or ``BenchmarkReport``, made by tests/github/real_reports.py with stages C's and E's own
code), or ``junit``: JUnit XML text. The models validate each one and ``write_report`` writes it where the real
stage does, so the bot under test reads exactly the shape stages C and E write; a step in any other shape makes
this stage raise, which the job turns into BLOCKED/env with the reason.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from tests.support import scripted_stage
from tilebot.core.reports import ReportKind, parse_report, write_report
from tilebot.core.result import Artifact, StageResult
from tilebot.runner.stages import StageContext


def run(ctx: StageContext) -> StageResult:
    result = scripted_stage.run(ctx)
    script = json.loads(Path(os.environ["TILEBOT_TEST_SCRIPT"]).read_text())
    steps = script.get(ctx.stage.value) or [{}]
    step = steps[min(ctx.attempt, len(steps)) - 1]
    extra = [
        _json_report(ctx, kind, step[kind.value])
        for kind in (ReportKind.IR_DIFF, ReportKind.BENCHMARK)
        if kind.value in step
    ]
    if ReportKind.JUNIT.value in step:
        junit = ctx.paths.correctness_junit
        junit.parent.mkdir(parents=True, exist_ok=True)
        junit.write_text(step[ReportKind.JUNIT.value], encoding="utf-8")
        extra.append(ctx.artifact(junit, ReportKind.JUNIT))
    if not extra:
        return result
    return result.model_copy(update={"artifacts": [*result.artifacts, *extra]})


def _json_report(ctx: StageContext, kind: ReportKind, data: object) -> Artifact:
    report = parse_report(kind, json.dumps(data), source=f"script step {ctx.stage.value}-{ctx.attempt}")
    path = ctx.paths.ir_diff_json if kind is ReportKind.IR_DIFF else ctx.paths.benchmark_json
    return ctx.artifact(write_report(path, report), kind)
