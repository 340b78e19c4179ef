"""Edges of what the PR shows from a stage's report files: reports stage E's own gate produces, untrusted text in
the comment as GitHub renders it, and report files a runner wrote badly."""

from __future__ import annotations

import logging
import re
from typing import Any

import cmarkgfm
import pytest

from tilebot.bot.pr_report import failure_of, parse_report, render_section
from tilebot.bot.routing import Purpose
from tilebot.bot.store import Attempt, AttemptStatus, Run, RunState
from tilebot.core.junit import parse
from tilebot.core.render import render
from tilebot.core.result import StageResult
from tilebot.core.stages import Stage
from tilebot.runner.gpu import op_timing
from tilebot.runner.gpu.perf_stats import judge
from tilebot.runner.reports.benchmark import benchmark_report

# pytest's own id for a parametrized callable: the config name stage E times under.
LAMBDA_CONFIG = "tests/ops/test_act.py::test_perf[<lambda>-float16]"


def _comparison(config: str, reference_ms: float | None, candidate_ms: float | None, kernels: int) -> dict[str, Any]:
    ratio = None if reference_ms is None or candidate_ms is None else candidate_ms / reference_ms
    return {
        "config": config,
        "ratio": ratio,
        "reference": {"median_ms": reference_ms, "ops_per_call": 1},
        "candidate": {"median_ms": candidate_ms, "ops_per_call": kernels},
    }


def _bench_section(timed: list[dict[str, Any]], *, untimed: tuple[str, ...] = ()) -> tuple[str, str]:
    """Stage E's gate and report over ``timed``, through the bot's reader and renderer: the section's Markdown and
    the HTML GitHub makes of it."""
    gate = judge(op_timing.rows(timed), threshold=1.05)
    report = benchmark_report(
        op="act",
        reference_backend="cutile",
        candidate="cutile-rs",
        threshold=1.05,
        timed=timed,
        gate=gate,
        environment={"device": "NVIDIA H100"},
        untimed=untimed,
    )
    data = parse_report("benchmark", report.model_dump_json().encode())
    assert data is not None
    section = render_section("benchmark", data, stage=Stage.PERF, attempt=1)
    assert section is not None
    return section, cmarkgfm.github_flavored_markdown_to_html(section)


def test_an_extra_kernel_within_the_gate_is_an_investigate_report_the_pr_shows() -> None:
    # 1% slower in summed kernel time, but two launches per call against one: the gate's finding, not its geomean,
    # sends it to INVESTIGATE, and that report must be writable and shown.
    timed = [_comparison("test_perf[4096x1024]", 0.400, 0.404, kernels=2)]
    gate = judge(op_timing.rows(timed), threshold=1.05)
    assert gate.verdict == "INVESTIGATE" and gate.geomean is not None and gate.geomean <= 1.05 and gate.findings
    section, _ = _bench_section(timed)
    assert section.startswith("#### Benchmark · E perf #1 · `INVESTIGATE`")
    assert f"- finding: {gate.findings[0]}" in section


def test_error_text_and_config_names_show_as_written_and_ping_nobody() -> None:
    timed = [_comparison(LAMBDA_CONFIG, 0.400, 0.404, kernels=2)]
    why = "tests/ops/test_act.py::test_perf[big]: TypeError: `<lambda>` is not a `@ct.kernel`"
    _, html = _bench_section(timed, untimed=(why,))
    assert "raw HTML omitted" not in html  # GitHub drops raw HTML: the text would vanish
    finding = next(line for line in html.splitlines() if line.startswith("<li>finding:"))
    assert "test_perf[&lt;lambda&gt;-float16]: candidate launches 2 kernels per call" in finding
    untimed = next(line for line in html.splitlines() if "Untimed:" in line)
    # The error's own code spans stay code, as they read (word joiners show nowhere); no mention outside them.
    shown = untimed.replace("\u2060", "")
    assert "<code>&lt;lambda&gt;</code>" in shown and "<code>@ct.kernel</code>" in shown
    assert "@ct" not in untimed.replace("<code>@\u2060ct.kernel</code>", "")


def test_a_message_with_markup_shows_as_text_where_there_is_no_geomean() -> None:
    section, html = _bench_section([_comparison("test_perf[<Tensor shape=(4,8)>]", None, None, kernels=1)])
    assert "No geomean: 1 of 1 configs have no usable time" in section
    message = next(line for line in html.splitlines() if "No geomean:" in line)
    assert "raw HTML omitted" not in message and "test_perf[&lt;Tensor shape=(4,8)&gt;]" in message


@pytest.mark.parametrize(
    "xml",
    [
        b'<testsuite><testcase name="t" file="tests/test_a.py" line="\xc2\xb2"><failure message="x"/></testcase>'
        b"</testsuite>",
        b'<?xml version="1.0" encoding="bogus"?><testsuite><testcase name="t"><failure/></testcase></testsuite>',
    ],
    ids=["superscript-line", "unknown-encoding"],
)
def test_a_malformed_junit_file_is_refused_or_read_never_raised(xml: bytes, caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.WARNING, logger="tilebot.bot.pr_report"):
        data = parse_report("junit", xml)  # must not raise: one bad file must not stop the run's result
    if data is None:
        assert "report refused" in caplog.text
    else:
        assert [f["line"] for f in data["failures"]] == [None]


def test_a_superscript_line_is_no_line() -> None:
    (case,) = parse(b'<testsuite><testcase name="t" line="\xc2\xb2"/></testsuite>')
    assert case.line is None


def test_a_blank_failure_message_gives_way_to_the_details() -> None:
    xml = b'<testsuite><testcase name="t"><failure message="  ">AssertionError: 1 != 2</failure></testcase></testsuite>'
    data = parse_report("junit", xml)
    assert data is not None and [f["message"] for f in data["failures"]] == ["AssertionError: 1 != 2"]


def _final_and_check(message: str) -> list[str]:
    """The final comment and the stage's check-run summary of a run a stage with ``message`` stopped, as HTML."""
    failed = StageResult.model_validate(
        {"run_id": "abcd1234", "stage": "analyze", "attempt": 1, "verdict": "BLOCKED", "message": message}
    )
    stopped = Run("abcd1234", "op", "o/r", "a" * 40, "b", "me", RunState.STOPPED, False, message, {}, {}, {})
    attempts = [Attempt("abcd1234", Stage.ANALYZE, 1, Purpose.INITIAL, AttemptStatus.FINISHED, failed)]
    final = render("comments/final.md.j2", run=stopped, failure=failure_of(stopped, attempts))
    check = render("checks/stage.md.j2", result=failed, conclusion="failure")
    return [cmarkgfm.github_flavored_markdown_to_html(body) for body in (final, check)]


@pytest.mark.parametrize(
    "message",
    [
        "see `@nvidia/cutile-team <details>`` for the fix",  # backtick runs of two lengths: no code span on GitHub
        "`` `a` `@nvidia/cutile-team` <!-- tilebot:status:abcd1234 -->",
    ],
)
def test_text_that_only_looks_like_code_pings_nobody_and_opens_no_html(message: str) -> None:
    plain = _final_and_check("plain words")
    for html, baseline in zip(_final_and_check(message), plain, strict=True):
        # GitHub would take the tag (<details> hides the rest): only the bot's own HTML (marker, <sub>) is raw
        assert html.count("raw HTML omitted") == baseline.count("raw HTML omitted")
        text = re.sub(r"<code>.*?</code>", "", html, flags=re.DOTALL)
        assert "@nvidia" not in text.replace("@\u2060nvidia", "")  # a live mention notifies the team
        assert "cutile-team" in html


def test_a_validators_output_stays_inside_its_code_block() -> None:
    # What the port printed before it panicked: a line of three backticks would close a ``` fence.
    tail = "thread 'main' panicked:\n```\n</details>\n[approve this PR](https://example.invalid)\n````\nend of output"
    result = StageResult.model_validate(
        {
            "run_id": "abcd1234",
            "stage": "host_ffi",
            "attempt": 1,
            "verdict": "FAIL",
            "classification": "host",
            "message": "m",
            "validators": [{"name": "correctness", "command": "pytest", "exit_code": 1, "output_tail": tail}],
        }
    )
    html = cmarkgfm.github_flavored_markdown_to_html(render("checks/stage.md.j2", result=result, conclusion="failure"))
    (code,) = re.findall(r"<pre><code>(.*?)</code></pre>", html, flags=re.DOTALL)
    assert code.rstrip("\n") == tail.replace("<", "&lt;").replace(">", "&gt;")  # all of it, as printed
    assert "<a href" not in html
