"""E retried after its tests ran out of time keeps what the earlier attempt timed with the same build and plan, and
times only the rest; the perf.json the first attempt wrote is what the retry reads, as the branch carries it."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from tests.github.real_reports import h200_results, prepare_ir
from tests.support.stage_context import stage_context
from tilebot.core.config import RunConfig
from tilebot.core.result import StageResult
from tilebot.core.stages import Classification, Stage
from tilebot.runner.artifacts import write_result_file
from tilebot.runner.gpu.op_harness import HarnessRun
from tilebot.runner.gpu.op_plan import OpPlan, OpResults, perf_node_ids
from tilebot.runner.stages import perf
from tilebot.runner.stages.inputs import read_analysis

CONFIG = RunConfig()
OP = "scale"
H200 = {"device": "NVIDIA H200", "capability": [9, 0]}
H100 = {"device": "NVIDIA H100 80GB HBM3", "capability": [9, 0]}
BUILD = "ab" * 32
SIZES = [1 << 10, 1 << 14, 1 << 18, 1 << 20, 1 << 24, 1 << 26]


class Gpu:
    """``run_op_tests`` on a machine that gets through ``finishes`` tests before E's timeout (all when None),
    timing each node as the H200 timed the demo's configurations; ``asked`` is what each run was handed."""

    def __init__(self, environment: dict[str, Any], finishes: int | None = None, warm_up_exit: int = 0) -> None:
        self.environment, self.finishes, self.warm_up_exit = environment, finishes, warm_up_exit
        self.asked: list[list[str]] = []
        self.measured = [c.comparisons[0] for c in h200_results("faithful").nodes.values()]

    def __call__(self, repo_root: Path, plan: OpPlan, node_ids: Sequence[str], **_: Any) -> HarnessRun:
        if plan.mode == "warm":
            cut = self.warm_up_exit == -1
            return HarnessRun("warm", self.warm_up_exit, 0.0, "ran past 120 s" if cut else "", None, timed_out=cut)
        self.asked.append(list(node_ids))
        done = list(node_ids)[: self.finishes]
        nodes = {
            node: {"seed": 1, "outcome": "passed", "calls": 1, "comparisons": [self._timing(node)]} for node in done
        }
        results = OpResults.model_validate(
            {"mode": "time", "op": plan.op, "environment": self.environment, "nodes": nodes}
        )
        if len(done) < len(node_ids):
            cut = "ran past 240 s and was killed"
            return HarnessRun("pytest -p op_plugin", -1, 240.0, cut, None, timed_out=True, partial=results)
        return HarnessRun("pytest -p op_plugin", 0, 1.0, "", results=results)

    def _timing(self, node: str) -> dict[str, Any]:
        """The same measurement for a node whichever run times it, so a resumed E can be held to one run's."""
        return {**self.measured[sum(map(ord, node)) % len(self.measured)], "config": f"{node}#call1"}


class Retry:
    """E's attempts of one run in one checkout, as the branch carries each attempt's perf.json to the next."""

    def __init__(self, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
        self.repo, self.monkeypatch, self.library = tmp_path / "repo", monkeypatch, tmp_path / "lib.so"
        run_dir = prepare_ir(self.repo, {}, CONFIG)
        analysis = read_analysis(run_dir)
        (timed,) = analysis.perf_configs  # the synthetic op's one, as a sweep over sizes like TileGym's
        sizes = [timed.model_copy(update={"node_id": timed.node_id.replace("1048576", str(n))}) for n in SIZES]
        self.analysis = analysis.model_copy(update={"perf_configs": sizes})
        self.nodes = perf_node_ids(self.analysis)
        self.perf_json, self.benchmark = run_dir / "perf/perf.json", run_dir / "perf/benchmark.json"

    def __call__(self, gpu: Gpu, attempt: int, build: str = BUILD) -> StageResult:
        self.monkeypatch.setattr(perf, "run_op_tests", gpu)
        ctx = stage_context(self.repo, OP, Stage.PERF, config=CONFIG, attempt=attempt)
        result = perf.measure(ctx, self.analysis, self.library, build_sha256=build)
        write_result_file(ctx.attempt_dir, result)  # as the job does: the next attempt reads what it recorded
        return result


@pytest.fixture
def retry(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Retry:
    return Retry(tmp_path, monkeypatch)


def test_a_retried_e_times_only_what_the_attempts_that_ran_out_of_time_left(retry: Retry) -> None:
    nodes = retry.nodes  # six: two timed by each of three attempts, the first two cut by E's timeout
    first = retry(Gpu(H200, finishes=2), 1)
    assert (first.verdict, json.loads(retry.perf_json.read_text())["gate"]["reason"]) == ("BLOCKED", "TIMED_OUT")
    cut = Gpu(H200, finishes=2)
    second = retry(cut, 2)
    assert cut.asked == [nodes[2:]] and second.verdict == "BLOCKED"
    assert "after 2 of 4 tests" in second.message and "2 configurations kept from E attempt 1 " in second.message

    gpu = Gpu(H200)
    third = retry(gpu, 3)
    assert gpu.asked == [nodes[4:]]
    written = json.loads(retry.perf_json.read_text())
    assert [c["node"] for c in written["comparisons"]] == nodes and written["untimed"] == []
    assert [c["attempt"] for c in written["comparisons"]] == [1, 1, 2, 2, 3, 3]
    assert "4 configurations kept from E attempts 1 and 2 " in third.message

    # the gate and the PR's table are those of one run that timed everything
    whole = json.loads(retry.benchmark.read_text())
    retry(Gpu(H200), 4, build="cd" * 32)  # another build: everything timed again
    once = json.loads(retry.benchmark.read_text())
    assert third.verdict == once["verdict"] != "BLOCKED"
    assert (whole["geomean"], whole["configs"]) == (once["geomean"], once["configs"])


def test_a_perf_json_e_s_last_result_does_not_record_is_not_kept(retry: Retry) -> None:
    """The port's code runs in E's job: where E's harness died before E wrote perf.json (BLOCKED), a perf.json the
    port wrote there reached the branch, and the retry kept its made-up timings."""
    nodes = retry.nodes
    retry(Gpu(H200, finishes=2), 1)
    planted = json.loads(retry.perf_json.read_text())
    planted["comparisons"] = [{**planted["comparisons"][0], "node": node} for node in nodes[:4]]
    retry.perf_json.write_text(json.dumps(planted))
    gpu = Gpu(H200)
    result = retry(gpu, 2)
    assert gpu.asked == [nodes] and "kept from" not in result.message


def test_an_attempt_stopped_before_timing_keeps_the_timings_before_it(retry: Retry) -> None:
    """E(2) stopped before it timed (this runner could not run E): the perf.json E(1) recorded is still the branch's,
    and E(3) times only what E(1) left."""
    nodes = retry.nodes
    retry(Gpu(H200, finishes=2), 1)
    ctx = stage_context(retry.repo, OP, Stage.PERF, config=CONFIG, attempt=2)
    write_result_file(ctx.attempt_dir, ctx.result("BLOCKED", "no GPU", classification=Classification.ENV))
    gpu = Gpu(H200)
    third = retry(gpu, 3)
    assert gpu.asked == [nodes[2:]] and "2 configurations kept from E attempt 1 " in third.message


def test_a_perf_json_checked_out_with_crlf_line_ends_is_still_the_one_recorded(retry: Retry) -> None:
    """A target's .gitattributes may check JSON out with CRLF (``eol=crlf``): the file E(1) recorded, all the same."""
    nodes = retry.nodes
    retry(Gpu(H200, finishes=2), 1)
    retry.perf_json.write_bytes(retry.perf_json.read_bytes().replace(b"\n", b"\r\n"))
    gpu = Gpu(H200)
    retry(gpu, 2)
    assert gpu.asked == [nodes[2:]]


@pytest.mark.parametrize(
    ("why", "first_finishes", "build"),
    [("a finished E is measured again", None, BUILD), ("another build", 1, "cd" * 32)],
)
def test_a_retry_times_everything_again(retry: Retry, why: str, first_finishes: int | None, build: str) -> None:
    retry(Gpu(H200, finishes=first_finishes), 1)
    gpu = Gpu(H200)
    result = retry(gpu, 2, build=build)
    assert gpu.asked == [retry.nodes], why
    assert "kept from" not in result.message


def test_timings_from_another_machine_never_share_a_gate(retry: Retry) -> None:
    nodes = retry.nodes
    retry(Gpu(H200, finishes=2), 1)
    h100 = Gpu(H100)
    second = retry(h100, 2)
    assert h100.asked == [nodes[2:]]
    written = json.loads(retry.perf_json.read_text())
    assert (second.verdict, written["gate"]["reason"]) == ("BLOCKED", "INCOMPLETE")
    assert [c["node"] for c in written["comparisons"]] == nodes[2:]
    assert [u.split(": ")[0] for u in written["untimed"]] == nodes[:2]
    assert "not on this kind of machine" in written["untimed"][0]

    third = retry(h100, 3)  # the next retry on that machine times the two it left
    assert h100.asked[-1] == nodes[:2]
    written = json.loads(retry.perf_json.read_text())
    assert third.verdict != "BLOCKED" and written["untimed"] == []
    assert [c["node"] for c in written["comparisons"]] == nodes  # in the analysis's order, as one run times them


class LargestRecorded(Gpu):
    """``Gpu`` where the largest configuration's record is ``record`` instead of its timing."""

    def __init__(self, environment: dict[str, Any], record: dict[str, Any]) -> None:
        super().__init__(environment)
        self.record = record

    def __call__(self, repo_root: Path, plan: OpPlan, node_ids: Sequence[str], **kwargs: Any) -> HarnessRun:
        run = super().__call__(repo_root, plan, node_ids, **kwargs)
        largest = retry_largest(node_ids)
        if run.results is None or largest is None:
            return run
        nodes = {**run.results.model_dump(mode="json")["nodes"], largest: self.record}
        results = OpResults.model_validate({**run.results.model_dump(mode="json"), "nodes": nodes})
        return HarnessRun(run.command, run.exit_code, run.seconds, run.output_tail, results=results)


def fails_on_largest() -> LargestRecorded:
    """The port's timing raises on the largest configuration (its launch fails on that shape, say): ``op_plugin``
    records the error as a problem, and the test passes on the reference's result."""
    error = "timing failed: RuntimeError: CUDA_ERROR_INVALID_VALUE (grid too large)\nTraceback ..."
    return LargestRecorded(H200, {"seed": 1, "outcome": "passed", "calls": 1, "problems": [error]})


def retry_largest(node_ids: Sequence[str]) -> str | None:
    return next((node for node in node_ids if str(SIZES[-1]) in node), None)


def test_a_configuration_that_fails_to_time_blocks_a_finished_e(retry: Retry) -> None:
    """A port that breaks only on the large perf shapes (D's configurations pass): E over the others is no verdict."""
    largest = retry_largest(retry.nodes)
    assert largest is not None
    first = retry(fails_on_largest(), 1)
    written = json.loads(retry.perf_json.read_text())
    assert (first.verdict, written["gate"]["reason"]) == ("BLOCKED", "MISSING_DATA")
    assert written["gate"]["missing"] == [largest]
    assert f"1 of 6 configurations failed to time: {largest}: timing failed: RuntimeError:" in first.message
    assert "CUDA_ERROR_INVALID_VALUE (grid too large)" in first.message and "Traceback" not in first.message
    assert len(written["comparisons"]) == 5 and first.metrics["configs_untimed"].value == 1

    still = fails_on_largest()  # a retry keeps the five and times the one again
    second = retry(still, 2)
    assert still.asked == [[largest]] and second.verdict == "BLOCKED"
    assert json.loads(retry.perf_json.read_text())["gate"]["reason"] == "MISSING_DATA"

    fixed = Gpu(H200)  # where it times now, the gate covers all six, as one run that timed them all would
    third = retry(fixed, 3)
    assert fixed.asked == [[largest]] and third.verdict != "BLOCKED"
    written = json.loads(retry.perf_json.read_text())
    assert [c["node"] for c in written["comparisons"]] == retry.nodes and written["untimed"] == []
    retry(Gpu(H200), 4, build="cd" * 32)
    assert third.verdict == json.loads(retry.perf_json.read_text())["gate"]["verdict"]


def test_a_configuration_whose_test_never_reaches_the_entry_does_not_block(retry: Retry) -> None:
    """A test that fails building its inputs (TileGym's mla on float8: torch has no normal_ for it) never calls the
    entry: nothing either contender could be timed on. It stays an untimed note, as E's H200 run of mla wrote it."""

    error = "NotImplementedError: \"normal_kernel_cuda\" not implemented for 'Float8_e5m2'"
    inputs_fail = LargestRecorded(H200, {"seed": 1, "outcome": "failed", "calls": 0, "message": error})
    got = retry(inputs_fail, 1)
    assert got.verdict != "BLOCKED" and "1 configurations untimed" in got.message


@pytest.mark.parametrize("warm_up_exit", [-1, 1])
def test_a_warm_up_that_fails_or_runs_out_of_time_is_noted_not_judged(retry: Retry, warm_up_exit: int) -> None:
    """The warm-up only fills the JIT cache: a DONE E is not sent through the validator gate for it."""
    result = retry(Gpu(H200, warm_up_exit=warm_up_exit), 1)
    assert result.verdict == "DONE" and result.validators_failed == []
    (warm_up,) = [v for v in result.validators if v.name.startswith("JIT warm-up")]
    assert f"the warm-up's exit {warm_up_exit}" in warm_up.output_tail
    assert ("killed on its timeout" in warm_up.output_tail) == (warm_up_exit == -1)
