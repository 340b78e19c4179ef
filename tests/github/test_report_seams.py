"""The seam between the stages that write report files and the PR renderer that reads them: the renderer is
fed the bytes the real stage C and stage E wrote, never a shape made up here; a report in any other shape is
refused with the reason."""

from __future__ import annotations

import hashlib
import json
import logging
import math
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import pytest
from jsonschema import Draft202012Validator

from tests.agents.messages_server import Reply, text, tool_use
from tests.github.real_reports import WRONG_RANK, benchmark, h200_results, prepare_ir, wrong_rank_ir_diff
from tests.support.stage_context import run_with_model, stage_context
from tilebot.bot.pr_report import annotations_for, parse_report, read_report, render_section
from tilebot.cli import main as tilebot
from tilebot.core.config import RunConfig, Target
from tilebot.core.reports import ReportError, ReportKind
from tilebot.core.result import StageResult
from tilebot.core.rundir import RELATIVE, RunDir
from tilebot.core.stages import Stage
from tilebot.runner.agents.policies import report_path
from tilebot.runner.gpu.correctness import CaseResult, write_junit
from tilebot.runner.gpu.op_harness import HarnessRun
from tilebot.runner.gpu.op_plan import OpPlan, OpResults, perf_node_ids
from tilebot.runner.stages import perf
from tilebot.runner.stages.inputs import diff_variants, read_analysis
from tilebot.runner.tileir.rules import Severity

CONFIG = RunConfig()
OP = "scale"
RUN_DIR = CONFIG.run_dir(OP)


def written(repo: Path, result: StageResult, kind: ReportKind) -> tuple[str, bytes]:
    """The one artifact of ``kind`` the stage listed, as the bot's executor fetches it (sha256 checked)."""
    (artifact,) = [a for a in result.artifacts if a.kind == kind]
    raw = (repo / RUN_DIR / artifact.path).read_bytes()
    assert hashlib.sha256(raw).hexdigest() == artifact.sha256
    return artifact.path, raw


def test_the_pr_shows_the_ir_diff_stage_c_wrote(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    repo = tmp_path / "repo"
    run_dir = prepare_ir(repo, WRONG_RANK, CONFIG)
    explain = tool_use("write_file", {"path": report_path(CONFIG, OP, Stage.IR_CHECK), "content": "VERDICT: x\n"})
    ctx = stage_context(repo, OP, Stage.IR_CHECK, config=CONFIG)
    result, _ = run_with_model(ctx, [Reply([explain], "tool_use"), Reply([text("done")])], monkeypatch)
    path, raw = written(repo, result, ReportKind.IR_DIFF)

    data = parse_report(ReportKind.IR_DIFF, raw, source=path)
    assert data is not None and (data["verdict"], data["owner"]) == (result.verdict, result.classification)
    section = render_section(ReportKind.IR_DIFF, data, stage=Stage.IR_CHECK, attempt=1)
    assert section is not None and section.startswith(f"#### IR diff · C IR check #1 · `{result.verdict}`")
    truth = diff_variants(run_dir, Target().crates)  # the mechanical diff itself, recomputed
    for d in truth:
        counts = " | ".join(str(d.result.count(s)) for s in Severity)
        assert f"| {d.variant} | `{d.result.verdict.value}` | {counts} |" in section
    failing = [d for d in truth if d.result.count(Severity.MUST_MATCH)]
    assert [d.variant for d in failing] == list(WRONG_RANK)
    assert f"<details><summary>canonical Tile IR diff of {failing[0].variant}" in section

    notes = annotations_for(ReportKind.IR_DIFF, data, run_dir=RUN_DIR, artifact_path=path)
    must = [f for d in truth for f in d.result.findings if f.severity is Severity.MUST_MATCH]
    failures = [n for n in notes if n["annotation_level"] == "failure"]
    assert [n["message"] for n in failures] == [f.message for f in must]
    for note in failures:  # each points at a line that exists in the generated IR committed with the run
        lines = (repo / note["path"]).read_text().splitlines()
        assert note["path"].startswith(f"{RUN_DIR}/generated/") and 1 <= note["start_line"] <= len(lines)


def timed_like_the_h200(analysis_nodes: Sequence[str], demo: str) -> Callable[..., HarnessRun]:
    """``run_op_tests`` answering with what op_plugin wrote on the H200, one measured comparison per node."""
    measured = [c.comparisons[0] for c in h200_results(demo).nodes.values()]

    def run_op_tests(repo_root: Path, plan: OpPlan, node_ids: Sequence[str], **_: Any) -> HarnessRun:
        assert plan.mode == "time" and list(node_ids) == list(analysis_nodes)
        nodes = {
            node: {
                "seed": 1,
                "outcome": "passed",
                "calls": 1,
                "comparisons": [{**measured[i % len(measured)], "config": node}],
            }
            for i, node in enumerate(node_ids)
        }
        results = {"mode": "time", "op": plan.op, "environment": {"device": "NVIDIA H200"}, "nodes": nodes}
        return HarnessRun("pytest -p op_plugin", 0, 1.0, "", results=OpResults.model_validate(results))

    return run_op_tests


@pytest.mark.parametrize("demo", ["faithful", "slowed"])
def test_the_pr_shows_the_benchmark_stage_e_measured(
    demo: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    repo = tmp_path / "repo"
    run_dir = prepare_ir(repo, {}, CONFIG)
    analysis = read_analysis(run_dir)
    nodes = perf_node_ids(analysis)
    monkeypatch.setattr(perf, "run_op_tests", timed_like_the_h200(nodes, demo))
    ctx = stage_context(repo, OP, Stage.PERF, config=CONFIG)
    result = perf.measure(ctx, analysis, tmp_path / "libcutile_kernels.so")
    assert {a.kind for a in result.artifacts} >= {ReportKind.BENCHMARK, "perf"}
    path, raw = written(repo, result, ReportKind.BENCHMARK)

    data = parse_report(ReportKind.BENCHMARK, raw, source=path)
    assert data is not None and data["verdict"] == result.verdict
    section = render_section(ReportKind.BENCHMARK, data, stage=Stage.PERF, attempt=1)
    assert section is not None and f"#### Benchmark · E perf #1 · `{result.verdict}` · NVIDIA H200" in section
    perf_json = json.loads((run_dir / "perf/perf.json").read_text())  # what F reads: the same measurements
    ratios = []
    for c in perf_json["comparisons"]:
        ref_us, cand_us = c["reference"]["median_ms"] * 1e3, c["candidate"]["median_ms"] * 1e3
        ratios.append(cand_us / ref_us)
        row = f"| {c['config'].replace('|', chr(92) + '|')} | {ref_us:.2f} | {cand_us:.2f} | {cand_us / ref_us:.3f} |"
        assert row in section
    geomean = math.exp(sum(math.log(r) for r in ratios) / len(ratios))
    assert f"**Geomean ratio {geomean:.3f}** (95% interval " in section
    method = data["interval"]["method"]  # few configs: E resamples repetitions where the timing kept them
    assert f", {method}: " in section and method in ("bootstrap over configs", "bootstrap over repeats")
    # The picture: a Mermaid chart of the same ratios in the comment, the SVG committed beside the table.
    assert "```mermaid\nxychart-beta" in section and f"bar [{', '.join(f'{r:.3f}' for r in ratios)}]" in section
    assert {a.kind for a in result.artifacts} >= {"chart"}
    svg = (run_dir / "perf/ratio_chart.svg").read_text()
    assert svg.startswith("<svg ") and f"geomean {geomean:.3f}" in svg
    assert ("passed" in section) == (result.verdict == "DONE") == (geomean <= CONFIG.perf.threshold)
    assert result.metrics["geomean_ratio"].value == pytest.approx(geomean)


def test_the_pr_shows_what_e_timed_before_its_tests_ran_out_of_time(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    repo = tmp_path / "repo"
    run_dir = prepare_ir(repo, {}, CONFIG)
    analysis = read_analysis(run_dir)
    timed = timed_like_the_h200(perf_node_ids(analysis), "faithful")

    def killed(*args: Any, **kwargs: Any) -> HarnessRun:  # op_plugin had written each finished test's results
        done = timed(*args, **kwargs)
        return HarnessRun(
            done.command, -1, 240.0, "ran past 240 s and was killed", None, timed_out=True, partial=done.results
        )

    monkeypatch.setattr(perf, "run_op_tests", killed)
    result = perf.measure(stage_context(repo, OP, Stage.PERF, config=CONFIG), analysis, tmp_path / "lib.so")
    assert result.verdict == "BLOCKED" and result.message.startswith("the timed tests ran past 240 s and was killed")
    path, raw = written(repo, result, ReportKind.BENCHMARK)
    data = parse_report(ReportKind.BENCHMARK, raw, source=path)
    assert data is not None and data["verdict"] == "BLOCKED"
    section = render_section(ReportKind.BENCHMARK, data, stage=Stage.PERF, attempt=1)
    assert section is not None and "#### Benchmark · E perf #1 · `BLOCKED`" in section
    config = json.loads((run_dir / "perf/perf.json").read_text())["comparisons"][0]["config"]
    assert f"| {config} |" in section  # the configurations it did time are in the table


def _set(data: dict[str, Any], dotted: str, value: Any) -> dict[str, Any]:
    """A copy of ``data`` with one field changed (``a.0.b`` walks into lists)."""
    copy = json.loads(json.dumps(data))
    *parents, last = dotted.split(".")
    node: Any = copy
    for key in parents:
        node = node[int(key)] if isinstance(node, list) else node[key]
    node[int(last) if isinstance(node, list) else last] = value
    return copy


def _failing_variant() -> int:
    return next(i for i, v in enumerate(wrong_rank_ir_diff().variants) if v.verdict == "FAIL_FIXABLE")


MUTANTS: list[tuple[str, ReportKind, Callable[[], dict[str, Any]], str]] = [
    (
        "the old flat IR diff",
        ReportKind.IR_DIFF,
        lambda: {"verdict": "FAIL_FIXABLE", "findings": [], "summary": {"must_match": 1}},
        "variants: Field required",
    ),
    (
        "a variant passing over its must-match findings",
        ReportKind.IR_DIFF,
        lambda: _set(wrong_rank_ir_diff().model_dump(mode="json"), f"variants.{_failing_variant()}.verdict", "PASS"),
        "findings imply FAIL_FIXABLE",
    ),
    (
        "a summary that undercounts",
        ReportKind.IR_DIFF,
        lambda: _set(
            wrong_rank_ir_diff().model_dump(mode="json"), f"variants.{_failing_variant()}.summary.must_match", 0
        ),
        "do not match its findings",
    ),
    (
        "an overall verdict better than the worst variant's",
        ReportKind.IR_DIFF,
        lambda: _set(_set(wrong_rank_ir_diff().model_dump(mode="json"), "verdict", "PASS"), "owner", None),
        "the worst variant's is FAIL_FIXABLE",
    ),
    (
        "a location without a line",
        ReportKind.IR_DIFF,
        lambda: _set(
            wrong_rank_ir_diff().model_dump(mode="json"),
            f"variants.{_failing_variant()}.findings.0.candidate",
            "src/kernel.rs",
        ),
        "should match pattern",
    ),
    (
        "the old benchmark table",
        ReportKind.BENCHMARK,
        lambda: {"configs": [{"config": "a", "reference_us": 10, "candidate_us": 12}], "geomean": 1.2},
        "Field required",
    ),
    (
        "a ratio that is not the times'",
        ReportKind.BENCHMARK,
        lambda: _set(benchmark().model_dump(mode="json"), "configs.0.ratio", 0.5),
        "is not candidate_us / reference_us",
    ),
    (
        "DONE above the threshold",
        ReportKind.BENCHMARK,
        lambda: _set(benchmark("slowed").model_dump(mode="json"), "verdict", "DONE"),
        "contradicts geomean",
    ),
    (
        "an interval upside down",
        ReportKind.BENCHMARK,
        lambda: _set(benchmark().model_dump(mode="json"), "interval.low", 2.0),
        "above high",
    ),
]


@pytest.mark.parametrize(("kind", "make", "complaint"), [m[1:] for m in MUTANTS], ids=[m[0] for m in MUTANTS])
def test_a_report_of_the_wrong_shape_is_refused_with_the_reason(
    kind: ReportKind, make: Callable[[], dict[str, Any]], complaint: str, caplog: pytest.LogCaptureFixture
) -> None:
    raw = json.dumps(make()).encode()
    source = f"{RUN_DIR}/generated/{kind.value}.json"
    with pytest.raises(ReportError) as refused:
        read_report(kind, raw, source=source)
    assert str(refused.value).startswith(f"{source}: not a ") and complaint in str(refused.value)
    with caplog.at_level(logging.WARNING, logger="tilebot.bot.pr_report"):
        assert parse_report(kind, raw, source=source) is None
    assert [r.getMessage() for r in caplog.records] == [f"report refused: {refused.value}"]


@pytest.mark.parametrize("kind", [ReportKind.IR_DIFF, ReportKind.BENCHMARK])
def test_the_unmutated_reports_are_accepted(kind: ReportKind) -> None:
    """The mutants above differ from these in one field: the refusals are about that field."""
    report = wrong_rank_ir_diff() if kind is ReportKind.IR_DIFF else benchmark("slowed")
    data = read_report(kind, report.model_dump_json().encode(), source="x")
    assert data == report.model_dump(mode="json")


@pytest.mark.parametrize("kind", [ReportKind.IR_DIFF, ReportKind.BENCHMARK])
def test_the_published_schema_takes_what_the_stages_write(kind: ReportKind, capsys: pytest.CaptureFixture[str]) -> None:
    """``tilebot schema`` is what other tools validate against: it must take the real reports, not the old shapes."""
    name = "IrDiffReport" if kind is ReportKind.IR_DIFF else "BenchmarkReport"
    assert tilebot(["schema", name]) == 0
    validator = Draft202012Validator(json.loads(capsys.readouterr().out)[name])
    real = wrong_rank_ir_diff() if kind is ReportKind.IR_DIFF else benchmark()
    assert list(validator.iter_errors(json.loads(real.model_dump_json()))) == []
    old = next(make() for label, k, make, _ in MUTANTS if k is kind and label.startswith("the old"))
    assert not validator.is_valid(old)


def test_the_pr_annotates_the_failures_stage_d_wrote_to_its_junit(tmp_path: Path) -> None:
    """D's checks as D's writer puts them at the contract's path; the bot annotates each failed or errored one."""
    results = [
        CaseResult(OP, "4096 float16", "float16", "cutile_rs", 1, "pass", "max abs err 0"),
        CaseResult(OP, "8192 float32", "float32", "cutile_rs", 2, "fail", "max abs err 0.5 > atol 0.01\nrow 3"),
        CaseResult(OP, "1 bfloat16", "bfloat16", "cutile_rs", 3, "error", "CUDA_ERROR_ILLEGAL_ADDRESS"),
    ]
    path = write_junit(results, RunDir(tmp_path).correctness_junit, suite=f"{OP} correctness")
    artifact = RELATIVE.correctness_junit.as_posix()
    data = parse_report(ReportKind.JUNIT, path.read_bytes(), source=artifact)
    assert data is not None
    notes = annotations_for(ReportKind.JUNIT, data, run_dir=RUN_DIR, artifact_path=artifact)
    failed = [r for r in results if r.outcome != "pass"]
    assert [n["message"] for n in notes] == [r.message.splitlines()[0] for r in failed]
    assert {n["path"] for n in notes} == {f"{RUN_DIR}/correctness/junit.xml"}
