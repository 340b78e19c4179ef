"""D's verdict when its tests, or their run as written, ran past their time: the checks that finished still fail
a wrong port, and a run cut short with nothing against the port is BLOCKED on the environment, never a pass and
never the port's FAIL."""

from __future__ import annotations

from typing import Any

from tilebot.core.stages import Classification
from tilebot.runner.gpu.op_harness import HarnessRun
from tilebot.runner.gpu.op_plan import OpResults
from tilebot.runner.stages.correctness import as_written_out_of_time, out_of_time


def check(config: str, outcome: str, message: str = "max abs err 0") -> dict[str, Any]:
    return {
        "op": "op",
        "config": f"{config}#call1",
        "dtype": "float16",
        "candidate": "candidate",
        "seed": 1,
        "outcome": outcome,
        "message": message,
    }


def cut_short(nodes: dict[str, dict[str, Any]] | None) -> HarnessRun:
    partial = None if nodes is None else OpResults.model_validate({"mode": "check", "op": "op", "nodes": nodes})
    return HarnessRun("pytest <4 node ids>", -1, 180.2, "ran past 180 s", None, timed_out=True, partial=partial)


def node(*checks: dict[str, Any], outcome: str = "passed") -> dict[str, Any]:
    return {"seed": 1, "outcome": outcome, "calls": len(checks), "checks": list(checks)}


def test_every_finished_check_passing_is_blocked_on_the_environment_with_how_far_it_got() -> None:
    run = cut_short({"t::a": node(check("t::a", "pass")), "t::b": node(check("t::b", "pass"))})
    verdict, message, owner = out_of_time(run, 5)
    assert (verdict, owner) == ("BLOCKED", Classification.ENV)
    assert "ran out of their 180 s after 2 of 5 configurations, all 2 checks so far passing" in message
    assert "[correctness] processes" in message


def test_a_wrong_check_before_the_time_ran_out_fails_the_kernel() -> None:
    run = cut_short({"t::a": node(check("t::a", "pass")), "t::b": node(check("t::b", "fail", "max abs err 3"))})
    verdict, message, owner = out_of_time(run, 5)
    assert (verdict, owner) == ("FAIL", Classification.KERNEL)
    assert "1 of 2 checks so far fail: max abs err 3" in message


def test_an_errored_check_before_the_time_ran_out_fails_the_host() -> None:
    run = cut_short({"t::a": node(check("t::a", "error", "candidate raised RuntimeError: returned -6"))})
    verdict, message, owner = out_of_time(run, 3)
    assert (verdict, owner) == ("FAIL", Classification.HOST)
    assert "returned -6" in message


def test_a_test_that_failed_with_every_call_matching_is_not_judged_without_the_run_as_written() -> None:
    # that run would tell the reference's own failure from the port's; the stage has no time left for it
    run = cut_short({"t::a": node(check("t::a", "pass"), outcome="failed")})
    assert out_of_time(run, 2)[0] == "BLOCKED"


def test_nothing_finished_is_blocked_too() -> None:
    verdict, message, _ = out_of_time(cut_short(None), 4)
    assert verdict == "BLOCKED" and "after 0 of 4 configurations" in message


def test_failures_the_run_as_written_ran_out_of_time_to_judge_are_blocked_not_the_port_s() -> None:
    # moe on the H200: the reference fails 3 of its own tests; a run as written cut short judged none of them
    failing = {"t::a", "t::b"}
    verdict, message, owner = as_written_out_of_time(failing, ["t::a", "t::b"], cut_short(None)) or ("", "", None)
    assert (verdict, owner) == ("BLOCKED", Classification.ENV)
    assert "2 tests failed with every port call matching the reference" in message and "180 s" in message


def test_a_failure_the_run_as_written_never_had_to_judge_is_judged_as_ever() -> None:
    assert as_written_out_of_time({"t::a", "t::c"}, ["t::a"], cut_short(None)) is None  # t::c: a wrong check


def test_a_run_as_written_that_finished_leaves_the_verdict_to_what_it_found() -> None:
    finished = OpResults.model_validate({"mode": "plain", "op": "op", "nodes": {"t::a": node(outcome="failed")}})
    done = HarnessRun("pytest <1 node ids>", 1, 12.0, "", finished)
    assert as_written_out_of_time({"t::a"}, ["t::a"], done) is None
