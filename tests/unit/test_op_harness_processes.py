"""D's check runs the op's tests in several child processes at once and reads them back as one run."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tilebot.runner.autotune_first import TARGET_SWITCHES
from tilebot.runner.gpu import op_harness
from tilebot.runner.gpu.jit_cache import jit_cache
from tilebot.runner.gpu.op_plan import RESULTS_FILE, OpPlan

TESTS = """
import os
import time

def mark(name):
    if os.environ.get("MARKS"):
        open(os.path.join(os.environ["MARKS"], name), "w").close()

def test_a():
    if os.environ.get("MARKS"):  # a slow test: done only once every other test has run
        deadline = time.monotonic() + 30
        while len(os.listdir(os.environ["MARKS"])) < 4 and time.monotonic() < deadline:
            time.sleep(0.05)
        assert sorted(os.listdir(os.environ["MARKS"])) == list("bcde"), "tests waited behind this one"
def test_b():
    mark("b")
    assert False, "wrong"
def test_c():
    mark("c")
    if os.environ.get("SWITCH_SEEN"):
        with open(os.environ["SWITCH_SEEN"], "w") as seen:
            seen.write(os.environ.get("TILEGYM_DISABLE_AUTOTUNE", "unset"))
def test_d(): mark("d")
def test_e():
    mark("e")
    if os.environ.get("CACHE_SEEN"):
        with open(os.environ["CACHE_SEEN"], "a") as seen:
            cache = os.environ["CUDA_TILE_CACHE_DIR"]
            found = " exists" if os.path.isdir(cache) else " missing"
            seen.write(cache + found + " " + os.environ.get("CUTILE_TILEIRAS_PATH", "-") + "\\n")
    if os.environ.get("ABORT_IN_E"):
        os.abort()  # what a panic inside the cdylib's extern "C" launcher does to the process
    if os.environ.get("HANG_IN_E"):
        import time
        time.sleep(60)
"""
NODES = [f"tests/test_op.py::test_{n}" for n in "abcde"]


@pytest.fixture
def repo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_op.py").write_text(TESTS, encoding="utf-8")
    monkeypatch.setattr(op_harness, "PLUGIN", "tests.support.outcome_plugin")
    return tmp_path


def plan(out: Path, mode: str = "check") -> OpPlan:
    entry = "pkg.op:op"
    return OpPlan(
        mode=mode,  # type: ignore[arg-type]
        op="op",
        target=entry,
        contenders={"reference": entry, "candidate": entry},
        out_dir=str(out),
    )


def test_the_tests_run_in_several_processes_and_come_back_as_one_run_in_their_order(repo: Path) -> None:
    out = repo / "correctness"
    run = op_harness.run_op_tests(repo, plan(out), NODES, roots=[repo], timeout=120, processes=3)
    assert run.results is not None
    assert list(run.results.nodes) == NODES
    assert {n: r.outcome for n, r in run.results.nodes.items()} == {
        **dict.fromkeys(NODES, "passed"),
        NODES[1]: "failed",
    }
    assert run.exit_code == 1 and "in 3 processes" in run.command and "test_b" in run.output_tail
    written = json.loads((out / RESULTS_FILE).read_text(encoding="utf-8"))
    assert list(written["nodes"]) == NODES
    assert all("pid" in record for record in written["nodes"].values())  # fields the model ignores survive
    assert sorted(p.name for p in out.iterdir()) == ["op_plan.json", RESULTS_FILE]  # no process-N, no queue left


def test_the_tests_run_under_tilegyms_switch_as_stage_a_set_it_whatever_the_runner_sets(
    repo: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # set in the runner's environment, it sends wrappers down branches A never recorded (a kernel with no entry)
    monkeypatch.setenv("TILEGYM_DISABLE_AUTOTUNE", "1")
    seen = repo / "switch"
    env = {"SWITCH_SEEN": str(seen)}
    op_harness.run_op_tests(repo, plan(repo / "correctness"), [NODES[2]], roots=[repo], timeout=120, extra_env=env)
    assert seen.read_text(encoding="utf-8") == TARGET_SWITCHES["TILEGYM_DISABLE_AUTOTUNE"] == "0"


def test_a_slow_test_holds_back_no_test_behind_it(repo: Path) -> None:
    # test_a runs until every other test has run: in fixed shards ([a, c, e] and [b, d]) c and e would wait behind
    # it; from the shared queue the other process takes them
    marks = repo / "marks"
    marks.mkdir()
    run = op_harness.run_op_tests(
        repo, plan(repo / "correctness"), NODES, roots=[repo], timeout=120, extra_env={"MARKS": str(marks)}, processes=2
    )
    assert run.results is not None
    assert {n: r.outcome for n, r in run.results.nodes.items()} == {
        **dict.fromkeys(NODES, "passed"),
        NODES[1]: "failed",
    }
    pids = json.loads((repo / "correctness" / RESULTS_FILE).read_text(encoding="utf-8"))["nodes"]
    assert pids[NODES[0]]["pid"] not in {pids[n]["pid"] for n in NODES[1:]}


def test_one_process_leaves_its_results_and_plan_only(repo: Path) -> None:
    out = repo / "correctness"
    run = op_harness.run_op_tests(repo, plan(out), NODES[:2], roots=[repo], timeout=120)
    assert run.results is not None and list(run.results.nodes) == NODES[:2] and run.command.endswith("<2 node ids>")
    assert sorted(p.name for p in out.iterdir()) == ["op_plan.json", RESULTS_FILE]  # committed with the stage


def test_a_process_that_dies_makes_the_run_die_with_its_output(repo: Path) -> None:
    out = repo / "correctness"
    run = op_harness.run_op_tests(
        repo, plan(out), NODES, roots=[repo], timeout=120, extra_env={"ABORT_IN_E": "1"}, processes=2
    )
    assert run.results is None and run.exit_code == -6
    assert run.output_tail.startswith("[test process ") and " of 2]" in run.output_tail.splitlines()[0]
    assert run.running == NODES[4] and "SIGABRT" in run.died() and "in 2 processes" in run.command
    assert not (out / RESULTS_FILE).exists()


def test_each_test_process_compiles_into_its_own_cache_that_goes_with_it(repo: Path) -> None:
    # cuTile Python's cubin cache is never verified: one shared across processes (its default, ~/.cache) would let
    # code under test in D plant a slowed reference kernel for E to time.
    seen = repo / "seen.txt"
    for _ in range(2):
        run = op_harness.run_op_tests(
            repo, plan(repo / "perf", "time"), NODES[4:], roots=[repo], timeout=60, extra_env={"CACHE_SEEN": str(seen)}
        )
        assert run.results is not None
    first, second = (line.split() for line in seen.read_text(encoding="utf-8").splitlines())
    assert first[1] == second[1] == "exists" and first[0] != second[0]
    assert not Path(first[0]).exists() and not Path(second[0]).exists()


def test_timing_never_shares_the_gpu(repo: Path) -> None:
    with pytest.raises(ValueError, match="one test process"):
        op_harness.run_op_tests(repo, plan(repo / "perf", "time"), NODES, roots=[repo], timeout=60, processes=2)


def test_the_processes_of_one_stage_share_its_jit_cache_and_it_goes_with_the_stage(repo: Path) -> None:
    # E's warm-up compiles in several processes so that its one timed process finds each kernel compiled
    seen = repo / "seen.txt"
    tileiras = repo / "tileiras"
    tileiras.write_text("#!/bin/sh\n", encoding="utf-8")
    with jit_cache({"CUTILE_TILEIRAS_PATH": str(tileiras)}) as jit:
        env = {"CACHE_SEEN": str(seen)}
        warm = op_harness.run_op_tests(
            repo, plan(repo / "warm", "warm"), NODES[3:], roots=[repo], timeout=60, extra_env=env, processes=2, jit=jit
        )
        timed = op_harness.run_op_tests(
            repo, plan(repo / "perf", "time"), NODES[4:], roots=[repo], timeout=60, extra_env=env, jit=jit
        )
        assert warm.results is not None and timed.results is not None
        expected = [str(jit.root / "cutile-python"), "missing", str(jit.root / "tileiras")]  # cuTile makes it
        assert [line.split() for line in seen.read_text(encoding="utf-8").splitlines()] == [expected, expected]
    assert not jit.root.exists()


def test_a_process_killed_on_its_timeout_has_no_results_but_says_what_had_finished(repo: Path) -> None:
    out = repo / "perf"
    run = op_harness.run_op_tests(
        repo, plan(out, "time"), NODES, roots=[repo], timeout=20, extra_env={"HANG_IN_E": "1"}
    )
    assert run.results is None and run.timed_out and run.running == NODES[4]  # never judged as a whole run
    # signalled before the kill, the process said where it was stuck: in test_e's sleep
    assert run.cause_lines[0] == "stack at the kill:"
    assert any("test_op.py" in line and "in test_e" in line for line in run.cause_lines), run.cause_lines
    assert "in test_e" in run.validator("correctness").output_tail
    assert run.partial is not None and list(run.partial.nodes) == NODES[:4]
    assert sorted(p.name for p in out.iterdir()) == ["op_plan.json", "running_test.txt"]  # nothing partial kept


def test_processes_cut_short_by_the_timeout_say_what_every_process_had_finished(repo: Path) -> None:
    # the process that takes e hangs in it; what both finished is what D can still judge
    out = repo / "correctness"
    run = op_harness.run_op_tests(
        repo, plan(out), NODES, roots=[repo], timeout=20, extra_env={"HANG_IN_E": "1"}, processes=2
    )
    assert run.results is None and run.timed_out
    assert run.partial is not None and list(run.partial.nodes) == NODES[:4]
    assert run.partial.nodes[NODES[1]].outcome == "failed"
    assert "in test_e" in run.validator("correctness").output_tail  # the stuck process's stack
