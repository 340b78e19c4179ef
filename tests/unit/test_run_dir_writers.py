"""Who writes each file of a run directory (``tilebot.core.rundir.writer``): the paths ``RunDir`` names belong to the
stages that write them, whose jobs alone may commit them (tilebot.runner.git_commit)."""

from __future__ import annotations

from pathlib import PurePosixPath

import pytest

from tilebot.core.rundir import BOT, RELATIVE, WRITERS, Writer, writer
from tilebot.core.stages import Stage

A, B, C, D, E, F = Stage.ANALYZE, Stage.WRITE_KERNEL, Stage.IR_CHECK, Stage.HOST_FFI, Stage.PERF, Stage.PERF_DIAG


def _paths() -> list[tuple[PurePosixPath, Writer]]:
    return [
        (RELATIVE.request, BOT),
        (RELATIVE.analysis, A),
        (RELATIVE.reference_supplements / "softmax.tileir", A),
        (RELATIVE.reference_timing_record, A),
        (RELATIVE.generated_ir_for("reference/softmax_fwd.tileir"), B),
        (RELATIVE.ir_source, B),
        (RELATIVE.build_log(B), B),
        (RELATIVE.ir_diff_json, C),  # inside B's generated/
        (RELATIVE.ir_diff_md, C),
        (RELATIVE.correctness_junit, D),
        (RELATIVE.correctness / "as_written" / "op_results.json", D),
        (RELATIVE.build_manifest, D),
        (RELATIVE.build_log(D), D),
        (RELATIVE.perf_json, E),
        (RELATIVE.benchmark_json, E),
        (RELATIVE.ratio_chart_svg, E),
        (RELATIVE.diagnosis_json, F),  # inside E's perf/
        *((RELATIVE.report(stage), stage) for stage in Stage),
        *((RELATIVE.result(stage, 1), stage) for stage in Stage),
        *((RELATIVE.handoff(stage, 2), stage) for stage in Stage),
        *((RELATIVE.attempt(stage, 2) / "ir" / "softmax.tileir", stage) for stage in Stage),
    ]


@pytest.mark.parametrize(("path", "expected"), _paths(), ids=lambda p: str(p))
def test_every_path_the_run_directory_names_has_the_stage_that_writes_it(path: PurePosixPath, expected: Writer) -> None:
    assert writer(path.as_posix()) == expected


def test_a_stage_s_attempts_are_its_own_and_no_other_s_whose_name_it_begins() -> None:
    assert writer("attempts/perf-1/stage_result.json") is E
    assert writer("attempts/perf_diag-1/stage_result.json") is F
    assert writer("perf") is E  # the directory itself: a repository made there would carry perf.json


@pytest.mark.parametrize("path", ["notes.md", "analysis.json", "reports/extra.md", "attempts/notes.md"])
def test_a_file_no_stage_claims_has_no_writer(path: str) -> None:
    assert writer(path) is None


def test_each_pattern_has_one_writer() -> None:
    patterns = [pattern for pattern, _ in WRITERS]
    assert len(patterns) == len(set(patterns))
