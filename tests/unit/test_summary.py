"""The job summary: rendered from the bot's templates, and kept within GitHub's 1 MiB step-summary limit."""

from __future__ import annotations

from pathlib import Path

import pytest

from tilebot.core import junit
from tilebot.core.result import StageResult
from tilebot.runner.publish import PushOutcome
from tilebot.runner.summary import (
    STEP_SUMMARY_LIMIT,
    JobFacts,
    clip_bytes,
    junit_reports,
    render_summary,
    write_step_summary,
)

FACTS = JobFacts(
    op="softmax",
    run_id="0123abcd",
    branch="tilebot/softmax-0123abcd",
    sha="f" * 40,
    runner="h200-1",
    runner_class="gpu",
    held_seconds=312.4,
    artifact="tilebot-0123abcd-perf-1",
)


def result(**fields: object) -> StageResult:
    base: dict[str, object] = {
        "run_id": "0123abcd",
        "stage": "perf",
        "attempt": 1,
        "verdict": "DONE",
        "message": "geomean 0.98",
        "metrics": {"geomean_ratio": {"value": 0.98, "unit": "ratio"}},
        "cost": {"wall_seconds": 300.0, "gpu_seconds": 312.4},
    }
    return StageResult.model_validate(base | fields)


def test_summary_has_the_job_facts_and_the_bots_check_summary() -> None:
    text = render_summary(result(), FACTS, push=PushOutcome(True, "a" * 40, 2, 1))
    assert text.startswith("# tilebot · `softmax` · E perf #1\n")
    assert "| `0123abcd` | `tilebot/softmax-0123abcd` | `ffffffffffff` | h200-1 (gpu) | 312.4 s on a GPU |" in text
    assert "**Outputs:** pushed aaaaaaaaaaaa after 1 rebase(s)" in text
    assert "## E perf · attempt 1 · `DONE`" in text  # checks/stage.md.j2, as on the check run
    assert "| geomean_ratio | 0.98 | ratio |" in text
    assert "conclusion: success" in text and "GPU 312.4 s" in text
    assert "artifact `tilebot-0123abcd-perf-1`" in text


def test_refusals_and_conflicts_are_shown() -> None:
    blocked = result(verdict="BLOCKED", classification="env", message="refused to run: actor 'x' is not allowed")
    text = render_summary(blocked, FACTS, refusals=["actor 'x' | bad is not allowed"])
    assert "> [!CAUTION]" in text and "> - actor 'x' \\| bad is not allowed" in text
    conflict = PushOutcome(False, None, 1, 0, error="rebase conflicts", conflicts=["tilebot/softmax/a.json"])
    assert "conflicting files: `tilebot/softmax/a.json`" in render_summary(blocked, FACTS, push=conflict)


def test_junit_artifacts_are_counted_and_failures_listed(tmp_path: Path) -> None:
    run_dir = tmp_path
    cases = [junit.Case(f"ok{i}") for i in range(5)]
    cases += [junit.Case(f"bad{i}", "softmax", outcome="failed", message=f"err {i}") for i in range(25)]
    path = junit.write(run_dir / "attempts" / "host_ffi-1" / "correctness.xml", "softmax", cases)
    (run_dir / "broken.xml").write_text("<nope")
    from tilebot.core.result import Artifact

    r = result(
        stage="host_ffi",
        verdict="FAIL",
        classification="kernel",
        artifacts=[
            Artifact.of(run_dir, path, "junit").model_dump(),
            Artifact.of(run_dir, run_dir / "broken.xml", "junit").model_dump(),
        ],
    )
    reports = junit_reports(r, run_dir)
    assert [rep.counts for rep in reports] == [
        {"passed": 5, "failed": 25, "error": 0, "skipped": 0},
        {"passed": 0, "failed": 0, "error": 1, "skipped": 0},
    ]
    text = render_summary(r, FACTS, junit_files=reports)
    assert "| 5 | 25 | 0 | 0 |" in text and "| `softmax.bad19` | err 19 |" in text
    assert "softmax.bad20" not in text and "| … | 5 more failing case(s) in the artifact |" in text
    assert "not well-formed XML" in text


def test_clip_bytes_counts_utf8_bytes_and_ends_on_a_character() -> None:
    text = "é" * 1000  # 2 bytes each
    clipped = clip_bytes(text, 1001)
    assert len(clipped.encode()) <= 1001 and clipped.endswith("artifact\n") and "…" in clipped
    assert clip_bytes("short", 10) == "short"
    assert len(clip_bytes("x" * 100, 20).encode()) <= 20


def test_a_huge_result_stays_within_the_step_summary_limit(tmp_path: Path) -> None:
    validators = [
        {"name": f"check {i} ✓", "command": "cargo test", "exit_code": 1, "output_tail": "€" * 2600} for i in range(200)
    ]
    text = render_summary(result(validators=validators), FACTS)
    assert len(text.encode()) > 1.5 * STEP_SUMMARY_LIMIT  # really over the limit before clipping
    summary = tmp_path / "step_summary.md"
    summary.write_text("# an earlier section\n" * 100)  # the step file may already hold something
    before = summary.stat().st_size
    written = write_step_summary(summary, text)
    assert summary.stat().st_size == before + written <= STEP_SUMMARY_LIMIT
    tail = summary.read_bytes().decode("utf-8")  # valid UTF-8 throughout
    assert tail.endswith("the full result is in the job's artifact\n")
    assert tail.count("# tilebot · `softmax`") == 1


@pytest.mark.parametrize("used", [STEP_SUMMARY_LIMIT, STEP_SUMMARY_LIMIT + 10])
def test_a_full_step_summary_gets_nothing_more(tmp_path: Path, used: int) -> None:
    summary = tmp_path / "s.md"
    summary.write_bytes(b"x" * used)
    assert write_step_summary(summary, "more") == 0
