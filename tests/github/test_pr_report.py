"""What the PR shows beside the verdicts: report parsing, annotations, sections, limits, owners."""

from __future__ import annotations

import logging
import re

import pytest
from pydantic import ValidationError

from tests.github.real_reports import benchmark, wrong_rank_ir_diff
from tilebot.bot.pr_report import MAX_DIFF_CHARS, annotations_for, failure_of, parse_report, render_section
from tilebot.bot.routing import Purpose
from tilebot.bot.store import Attempt, AttemptStatus, Run, RunState
from tilebot.core.render import GITHUB_BODY_LIMIT, clip, render
from tilebot.core.reports import BenchmarkReport
from tilebot.core.result import Cost, StageResult
from tilebot.core.stages import Stage


def test_ir_diff_report_keeps_the_comment_small() -> None:
    real = wrong_rank_ir_diff()
    huge = [v.model_copy(update={"diff": "x" * (MAX_DIFF_CHARS * 3 // 2)}) for v in real.variants]
    data = parse_report("ir_diff", real.model_copy(update={"variants": huge}).model_dump_json().encode())
    assert data is not None
    diffs = [v["diff"] for v in data["variants"]]
    assert "diff truncated" in diffs[0] and diffs[1:] == [None] * (len(diffs) - 1)
    assert sum(len(d or "") for d in diffs) < MAX_DIFF_CHARS + 100
    assert parse_report("ir_diff", b"not json") is None and parse_report("benchmark", b'{"configs": "x"}') is None


def test_junit_failures_become_annotations_at_their_lines() -> None:
    xml = (
        b'<testsuites><testsuite><testcase classname="t" name="ok"/>'
        b'<testcase classname="t" name="bad" file="tests/ops/test_x.py" line="7">'
        b'<failure message="1 != 2">trace</failure></testcase>'
        b'<testcase classname="t" name="err"><error>boom</error></testcase></testsuite></testsuites>'
    )
    data = parse_report("junit", xml)
    assert data is not None
    found = annotations_for("junit", data, run_dir="tilebot/x", artifact_path="attempts/host_ffi-1/junit.xml")
    assert [(a["path"], a["start_line"], a["message"]) for a in found] == [
        ("tests/ops/test_x.py", 7, "1 != 2"),
        ("tilebot/x/attempts/host_ffi-1/junit.xml", 1, "boom"),
    ]
    assert all(a["annotation_level"] == "failure" and len(a["title"]) <= 255 for a in found)


def test_benchmark_section_states_each_config_and_the_gate() -> None:
    slowed = benchmark("slowed")
    data = parse_report("benchmark", slowed.model_dump_json().encode())
    assert data is not None
    text = render_section("benchmark", data, stage=Stage.PERF, attempt=2)
    assert text is not None and text.startswith("#### Benchmark · E perf #2 · `INVESTIGATE` · NVIDIA H200")
    for row in slowed.configs:
        assert f"| {row.config} | {row.reference_us:.2f} | {row.candidate_us:.2f} | {row.ratio:.3f} | 1/2 |" in text
    assert slowed.geomean is not None and f"Geomean ratio {slowed.geomean:.3f}" in text and "not met" in text
    assert f"- finding: {slowed.findings[0]}" in text


def test_a_stored_report_that_no_longer_validates_shows_no_section(caplog: pytest.LogCaptureFixture) -> None:
    old = {"configs": [{"config": "a", "reference_us": 10, "candidate_us": 12}], "geomean": 1.2, "threshold": 1.05}
    with caplog.at_level(logging.WARNING, logger="tilebot.bot.pr_report"):
        assert render_section("benchmark", old, stage=Stage.PERF, attempt=1) is None
    assert "stored benchmark report of perf #1 no longer validates" in caplog.text


def test_status_comment_is_clipped_under_githubs_limit() -> None:
    run = Run(
        "abcd1234", "softmax", "o/r", "a" * 40, "tilebot/softmax-abcd1234", "me", RunState.ACTIVE, None, "", {}, {}, {}
    )
    body = render(
        "comments/status.md.j2",
        run=run,
        attempts=[],
        next_step="x",
        conclusion_of=None,
        sections=["y" * 100_000],
        links={"logs": {}, "files": "http://h"},
        failure=None,
    )
    clipped = clip(body, GITHUB_BODY_LIMIT, more="the full reports are committed on the branch: [b](http://h)")
    assert len(body) > GITHUB_BODY_LIMIT >= len(clipped) and clipped.startswith("<!-- tilebot:status:abcd1234 -->")
    assert clipped.rstrip().endswith("committed on the branch: [b](http://h)")


def test_clip_counts_utf8_bytes_and_never_splits_a_character() -> None:
    body = "| 12.5 µs · 1.01 ✅ |\n" * 5000  # more bytes than characters, as E's tables are
    clipped = clip(body, 1000, more="x")
    assert len(clipped.encode()) <= 1000 < len(body.encode()) and clipped.endswith("… truncated: x\n")
    assert body.startswith(clipped[: clipped.index("\n\n… truncated")])
    assert clip("µ" * 500, 1000) == "µ" * 500  # 1000 bytes: fits


def test_text_from_a_stage_pings_nobody_and_opens_no_html_in_the_final_comment() -> None:
    message = "`softmax` is a function, not a @ct.kernel; cc @nvidia/cutile-team <details><summary>x"
    failed = StageResult.model_validate(
        {"run_id": "abcd1234", "stage": "analyze", "attempt": 1, "verdict": "BLOCKED", "message": message}
    )
    stopped = Run("abcd1234", "op", "o/r", "a" * 40, "b", "me", RunState.STOPPED, False, "@admins see", {}, {}, {})
    failure = failure_of(
        stopped, [Attempt("abcd1234", Stage.ANALYZE, 1, Purpose.INITIAL, AttemptStatus.FINISHED, failed)]
    )
    final = render("comments/final.md.j2", run=stopped, failure=failure)
    check = render("checks/stage.md.j2", result=failed, conclusion="failure")
    for body in (final, check):
        assert not re.search(r"(?<![\w`])@(ct|nvidia|admins)\b", body) and "<details>" not in body
        assert "@\u2060nvidia/cutile-team &lt;details>" in body and "`softmax`" in body
    assert "@me run `abcd1234`" in final  # the requester is still told


def _attempt(stage: Stage, verdict: str, classification: str | None = None) -> Attempt:
    result = StageResult.model_validate(
        {
            "run_id": "abcd1234",
            "stage": stage,
            "attempt": 1,
            "verdict": verdict,
            "classification": classification,
            "message": "m",
        }
    )
    return Attempt("abcd1234", stage, 1, Purpose.INITIAL, AttemptStatus.FINISHED, result)


def test_failure_names_who_owns_the_fix() -> None:
    stopped = Run("abcd1234", "op", "o/r", "a" * 40, "b", "me", RunState.STOPPED, False, "r", {}, {}, {})
    owner = lambda attempts: (failure_of(stopped, attempts) or {}).get("owner", "")  # noqa: E731
    assert "runner environment" in owner([_attempt(Stage.HOST_FFI, "BLOCKED", "env")])
    assert "stage B" in owner([_attempt(Stage.IR_CHECK, "FAIL_FIXABLE", "kernel")])
    assert "stage D" in owner([_attempt(Stage.HOST_FFI, "FAIL", "host")])
    assert "stage B" in owner([_attempt(Stage.WRITE_KERNEL, "FAIL_COMPILE")])
    done = Run("abcd1234", "op", "o/r", "a" * 40, "b", "me", RunState.COMPLETE, True, "r", {}, {}, {})
    assert failure_of(done, [_attempt(Stage.PERF, "DONE")]) is None
    # A completed run that is not green because C's findings were never fixed: C is what failed, not E's DONE.
    unfixed = Run("abcd1234", "op", "o/r", "a" * 40, "b", "me", RunState.COMPLETE, False, "r", {}, {}, {})
    found = failure_of(unfixed, [_attempt(Stage.IR_CHECK, "FAIL_FIXABLE", "kernel"), _attempt(Stage.PERF, "DONE")])
    assert found is not None and (found["stage"], found["verdict"]) == ("C IR check", "FAIL_FIXABLE")
    # A failure that the stage's next attempt fixed is not what failed: D's FAIL here, C's there.
    fixed_d = [
        _attempt(Stage.HOST_FFI, "FAIL", "host"),
        _attempt(Stage.HOST_FFI, "ALL_PASS"),
        _attempt(Stage.PERF, "INVESTIGATE"),
    ]
    found = failure_of(unfixed, fixed_d)
    assert found is not None and (found["stage"], found["verdict"]) == ("E perf", "INVESTIGATE")
    fixed_c = [
        _attempt(Stage.IR_CHECK, "FAIL_FIXABLE", "kernel"),
        _attempt(Stage.WRITE_KERNEL, "COMPILED"),
        _attempt(Stage.IR_CHECK, "PASS"),
        _attempt(Stage.HOST_FFI, "BLOCKED", "env"),
    ]
    found = failure_of(stopped, fixed_c)
    assert found is not None and (found["stage"], found["verdict"]) == ("D host/FFI", "BLOCKED")
    found = failure_of(
        stopped, [*fixed_c[:3], _attempt(Stage.HOST_FFI, "ALL_PASS"), _attempt(Stage.PERF, "INVESTIGATE")]
    )
    assert found is not None and found["stage"] == "E perf"


def test_the_ir_section_charts_a_real_diffs_findings_per_category() -> None:
    report = wrong_rank_ir_diff()
    data = parse_report("ir_diff", report.model_dump_json().encode())
    assert data is not None
    text = render_section("ir_diff", data, stage=Stage.IR_CHECK, attempt=1)
    assert text is not None
    chart = text.split("```mermaid\n", 1)[1].split("```", 1)[0].splitlines()
    must: dict[str, int] = {}
    ok: dict[str, int] = {}
    for v in report.variants:
        for f in v.findings:
            if f.severity != "noise":
                side = must if f.severity == "must_match" else ok
                side[f.category] = side.get(f.category, 0) + 1
    names = sorted(set(must) | set(ok), key=lambda c: (-(must.get(c, 0) + ok.get(c, 0)), c))
    assert len(names) >= 4
    assert f"    x-axis [{', '.join(f'{n!r}'.replace(chr(39), chr(34)) for n in names)}]" in chart
    assert f"    bar [{', '.join(str(must.get(n, 0)) for n in names)}]" in chart
    assert f"    bar [{', '.join(str(ok.get(n, 0)) for n in names)}]" in chart


def _spent(stage: Stage, verdict: str, cost: dict[str, object]) -> Attempt:
    attempt = _attempt(stage, verdict)
    assert attempt.result is not None
    result = attempt.result.model_copy(update={"cost": Cost.model_validate(cost)})
    return Attempt("abcd1234", stage, 1, Purpose.INITIAL, AttemptStatus.FINISHED, result)


def test_status_comment_shows_each_agent_stages_tokens_per_class_and_dollars() -> None:
    run = Run("abcd1234", "op", "o/r", "a" * 40, "b", "me", RunState.ACTIVE, None, "", {}, {}, {})
    b = {
        "tokens_in": 2500,
        "tokens_out": 4000,
        "tokens_cache_read": 40000,
        "tokens_cache_write": 42500,
        "usd": 0.397625,
    }
    c = {"tokens_in": 900, "tokens_out": 300, "tokens_cache_read": 0, "tokens_cache_write": 1200, "usd": 0.0195}
    unpriced = {"tokens_in": 10, "tokens_out": 5}
    attempts = [
        _spent(Stage.ANALYZE, "PASS", {"wall_seconds": 3.0}),
        _spent(Stage.WRITE_KERNEL, "COMPILED", b),
        _spent(Stage.IR_CHECK, "PASS", c),
    ]
    body = render("comments/status.md.j2", run=run, attempts=attempts, next_step="x", conclusion_of=lambda r: "success")
    b_row = next(line for line in body.splitlines() if line.startswith("| B write kernel"))
    assert "$0.40 · in 2.5k · out 4.0k · cache read 40.0k · cache write 42.5k tok" in b_row
    a_row = next(line for line in body.splitlines() if line.startswith("| analyze") or line.startswith("| A analyze"))
    assert "tok" not in a_row and "$" not in a_row  # no model called, no spend shown
    assert (
        "**Agent spend, every attempt so far:** $0.42 · in 3.4k · out 4.3k · cache read 40.0k · cache write 43.7k"
        in body
    )
    # A model with no price: its spend, and so the total, is unknown, never $0.
    attempts.append(_spent(Stage.PERF_DIAG, "ALIGNED", unpriced))
    body = render("comments/status.md.j2", run=run, attempts=attempts, next_step="x", conclusion_of=lambda r: "success")
    f_row = next(line for line in body.splitlines() if line.startswith("| F residual perf"))
    assert "cost unknown (no price for the model) · in 10 · out 5" in f_row
    assert "**Agent spend, every attempt so far:** cost unknown (no price for the model)" in body


def test_a_config_over_the_per_config_limit_is_named_and_only_investigate_may_carry_it() -> None:
    faithful = benchmark("faithful").model_dump()
    assert faithful["verdict"] == "DONE" and faithful["geomean"] <= faithful["threshold"]
    slow = faithful["configs"][0]["config"]
    over = BenchmarkReport.model_validate(
        faithful | {"verdict": "INVESTIGATE", "config_limit": 1.2, "over_limit": [slow]}
    )
    text = render_section("benchmark", over.model_dump(mode="json"), stage=Stage.PERF, attempt=1)
    assert text is not None and "passed :white_check_mark:" in text  # the geomean did pass
    assert f"No config may be slower than 1.20x beyond its noise: **1 is** :x: (`{slow}`)." in text
    within = BenchmarkReport.model_validate(faithful | {"config_limit": 1.2})
    within_text = render_section("benchmark", within.model_dump(mode="json"), stage=Stage.PERF, attempt=1)
    assert within_text is not None and "beyond its noise: none is :white_check_mark:" in within_text
    with pytest.raises(ValidationError, match="with 1 config"):
        BenchmarkReport.model_validate(faithful | {"config_limit": 1.2, "over_limit": [slow]})  # DONE
    with pytest.raises(ValidationError, match="does not list"):
        BenchmarkReport.model_validate(faithful | {"verdict": "INVESTIGATE", "over_limit": ["elsewhere"]})
