"""The orchestrator over the local forge and executor, with real subprocess stage jobs and real git."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.integration.conftest import LocalStack, Scripted, commit_config
from tilebot.bot.store import RunState
from tilebot.core.config import load_config
from tilebot.core.result import parse_stage_result
from tilebot.core.stages import Classification, Stage

S = Stage


def start(stack: LocalStack, repo: Path, op: str = "softmax"):
    run = stack.orchestrator.start(op=op, repo=str(repo), requested_by="tester", config=load_config(repo))
    stack.executor.drain(stack.orchestrator.on_result)
    return stack.store.get_run(run.id)


def sequence(stack: LocalStack, run_id: str) -> list[tuple[str, int, str | None]]:
    return [(a.stage.value, a.attempt, a.result.verdict if a.result else None) for a in stack.store.attempts(run_id)]


def git(repo: Path, *args: str) -> str:
    return subprocess.run(["git", "-C", str(repo), *args], capture_output=True, text=True, check=True).stdout.strip()


def test_happy_path_completes_commits_each_stage_and_renders_reports(
    local_stack: LocalStack, scripted: Scripted, example_repo: Path
) -> None:
    scripted.play(
        analyze=[{"verdict": "PASS"}],
        write_kernel=[{"verdict": "COMPILED"}],
        ir_check=[{"verdict": "PASS_WITH_NOTES"}],
        host_ffi=[{"verdict": "ALL_PASS"}],
        perf=[{"verdict": "DONE"}],
    )
    run = start(local_stack, example_repo)
    assert run.state is RunState.COMPLETE and run.succeeded is True
    assert sequence(local_stack, run.id) == [
        ("preflight", 1, "PASS"),
        ("analyze", 1, "PASS"),
        ("write_kernel", 1, "COMPILED"),
        ("ir_check", 1, "PASS_WITH_NOTES"),
        ("host_ffi", 1, "ALL_PASS"),
        ("perf", 1, "DONE"),
    ]
    # One bot commit per stage on the run's branch, on top of the bound base commit.
    log = git(example_repo, "log", "--format=%an|%s", f"{run.base_sha}..{run.branch}").splitlines()
    assert len(log) == 6 and all(line.startswith("tilebot[bot]|tilebot: ") for line in log)
    assert git(example_repo, "merge-base", run.branch, "main") == run.base_sha
    committed = git(example_repo, "show", f"{run.branch}:tilebot/softmax/attempts/perf-1/stage_result.json")
    assert parse_stage_result(committed).verdict == "DONE"
    reports = Path(run.forge_refs["report_dir"])
    status = (reports / "status.md").read_text()
    assert f"<!-- tilebot:status:{run.id} -->" in status and "passed every gate" in status
    assert status.count("| E perf |") == 1
    assert "conclusion: success" in (reports / "checks" / "perf-1.md").read_text()
    assert "state: ready for review" in (reports / "pull_request.md").read_text()
    # Later commits on main do not move the run: it stays bound to its base.
    (example_repo / "new.txt").write_text("x")
    git(example_repo, "add", "new.txt")
    git(example_repo, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "later")
    assert local_stack.store.get_run(run.id).base_sha == run.base_sha != git(example_repo, "rev-parse", "HEAD")


def test_fix_loop_c_kernel_owner_respawns_b_whose_kernel_c_checks_again(
    local_stack: LocalStack, scripted: Scripted, example_repo: Path
) -> None:
    scripted.play(
        analyze=[{"verdict": "PASS"}],
        write_kernel=[{"verdict": "COMPILED"}, {"verdict": "COMPILED"}],
        ir_check=[{"verdict": "FAIL_FIXABLE", "classification": "kernel"}, {"verdict": "PASS"}],
        host_ffi=[{"verdict": "ALL_PASS"}],
        perf=[{"verdict": "DONE"}],
    )
    run = start(local_stack, example_repo)
    assert sequence(local_stack, run.id) == [
        ("preflight", 1, "PASS"),
        ("analyze", 1, "PASS"),
        ("write_kernel", 1, "COMPILED"),
        ("ir_check", 1, "FAIL_FIXABLE"),
        ("write_kernel", 2, "COMPILED"),
        ("ir_check", 2, "PASS"),
        ("host_ffi", 1, "ALL_PASS"),
        ("perf", 1, "DONE"),
    ]
    assert run.succeeded is True
    assert [a.purpose.value for a in local_stack.store.attempts(run.id)][4:6] == ["respawn", "respawn"]


def test_wrong_numbers_the_ir_check_missed_send_the_kernel_back_through_c(
    local_stack: LocalStack, scripted: Scripted, example_repo: Path
) -> None:
    scripted.play(
        analyze=[{"verdict": "PASS"}],
        write_kernel=[{"verdict": "COMPILED"}, {"verdict": "COMPILED"}],
        ir_check=[{"verdict": "PASS"}, {"verdict": "PASS_WITH_NOTES"}],
        host_ffi=[{"verdict": "FAIL", "classification": "kernel"}, {"verdict": "ALL_PASS"}],
        perf=[{"verdict": "DONE"}],
    )
    run = start(local_stack, example_repo)
    assert sequence(local_stack, run.id) == [
        ("preflight", 1, "PASS"),
        ("analyze", 1, "PASS"),
        ("write_kernel", 1, "COMPILED"),
        ("ir_check", 1, "PASS"),
        ("host_ffi", 1, "FAIL"),
        ("write_kernel", 2, "COMPILED"),
        ("ir_check", 2, "PASS_WITH_NOTES"),
        ("host_ffi", 2, "ALL_PASS"),
        ("perf", 1, "DONE"),
    ]
    assert run.succeeded is True
    assert [a.purpose.value for a in local_stack.store.attempts(run.id)][5:8] == ["respawn", "respawn", "respawn"]


def test_validator_repair_runs_the_same_stage_once(
    local_stack: LocalStack, scripted: Scripted, example_repo: Path
) -> None:
    scripted.play(analyze=[{"verdict": "PASS", "bad_validator": True}, {"verdict": "PASS", "bad_validator": True}])
    run = start(local_stack, example_repo)
    assert sequence(local_stack, run.id)[1:] == [("analyze", 1, "PASS"), ("analyze", 2, "PASS")]
    assert run.state is RunState.STOPPED and "still fail after the repair run" in run.reason


def test_stage_timeout_is_blocked_env_not_a_hang(
    local_stack: LocalStack, scripted: Scripted, example_repo: Path
) -> None:
    commit_config(example_repo, "[timeouts]\nanalyze = 2\n")
    scripted.play(analyze=[{"verdict": "PASS", "sleep": 60}])
    began = time.monotonic()
    run = start(local_stack, example_repo)
    assert time.monotonic() - began < 30
    analyze = local_stack.store.attempts(run.id)[1].result
    assert analyze is not None and (analyze.verdict, analyze.classification) == ("BLOCKED", "env")
    assert "timed out after 2 s" in analyze.message
    assert run.state is RunState.STOPPED


def test_broken_jobs_become_blocked_env(local_stack: LocalStack, scripted: Scripted, example_repo: Path) -> None:
    cases = {
        "exit": "exited 3",
        "garbage": "malformed result",
        "raise": "stage crashed: RuntimeError: scripted crash",
    }
    for mode, expected in cases.items():
        scripted.play(analyze=[{"verdict": "PASS", mode: True}])
        run = start(local_stack, example_repo)
        analyze = local_stack.store.attempts(run.id)[1].result
        assert analyze is not None and analyze.classification == "env", mode
        assert expected in analyze.message, (mode, analyze.message)
        assert run.state is RunState.STOPPED and expected in run.reason


def test_gpu_stage_on_a_machine_without_gpu_is_blocked_env(
    local_stack: LocalStack, scripted: Scripted, example_repo: Path
) -> None:
    scripted.play(
        analyze=[{"verdict": "PASS"}],
        write_kernel=[{"verdict": "COMPILED"}],
        ir_check=[{"verdict": "PASS"}],
        host_ffi=[{"verdict": "ALL_PASS"}],
    )
    # Hide the stand-in nvidia-smi: the job entry must refuse E before the stage runs. D is let in: its build
    # half needs no GPU, and it reports the missing GPU itself after building (tests/agents/test_stage_host_ffi.py).
    env = local_stack.executor.env
    env["PATH"] = env["PATH"].split(":", 1)[1]
    run = start(local_stack, example_repo)
    perf = local_stack.store.attempts(run.id)[-1]
    assert perf.stage is S.PERF and perf.result is not None
    assert perf.result.classification == "env" and "nvidia-smi" in perf.result.message
    assert "host_ffi-1" in scripted.calls() and "perf-1" not in scripted.calls()


def test_replayed_result_changes_nothing(local_stack: LocalStack, scripted: Scripted, example_repo: Path) -> None:
    scripted.play(analyze=[{"verdict": "FAIL_FIXABLE"}])
    run = start(local_stack, example_repo)
    before = (local_stack.store.get_run(run.id), local_stack.store.attempts(run.id))
    replay = local_stack.store.attempts(run.id)[1].result
    assert replay is not None
    forged = replay.model_copy(update={"verdict": "PASS"})
    assert local_stack.orchestrator.on_result(replay) is False
    assert local_stack.orchestrator.on_result(forged) is False
    assert (local_stack.store.get_run(run.id), local_stack.store.attempts(run.id)) == before
    assert ("result_ignored", {"stage": "analyze", "attempt": 1}) in local_stack.store.events(run.id)


def test_cancel_drops_queued_work(local_stack: LocalStack, scripted: Scripted, example_repo: Path) -> None:
    scripted.play(analyze=[{"verdict": "PASS"}])
    run = local_stack.orchestrator.start(
        op="softmax", repo=str(example_repo), requested_by="t", config=load_config(example_repo)
    )
    assert local_stack.orchestrator.cancel(run.id, by="maintainer") is True
    assert local_stack.orchestrator.cancel(run.id, by="maintainer") is False
    assert local_stack.executor.drain(local_stack.orchestrator.on_result) == 0
    cancelled = local_stack.store.get_run(run.id)
    assert cancelled.state is RunState.CANCELLED and cancelled.reason == "cancelled by maintainer"
    assert "Cancelled" in (Path(cancelled.forge_refs["report_dir"]) / "status.md").read_text()
    assert scripted.calls() == []


def test_unknown_run_result_is_ignored(local_stack: LocalStack) -> None:
    from tilebot.core.result import blocked_env

    assert local_stack.orchestrator.on_result(blocked_env("deadbeef", S.ANALYZE, 1, "x")) is False


def test_job_entry_refuses_a_gpu_stage_on_a_cpu_runner(example_repo: Path, tmp_path: Path) -> None:
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "tilebot.runner.job",
            "--stage",
            "perf",
            "--op",
            "softmax",
            "--run-dir",
            "tilebot/softmax",
            "--run-id",
            "0000aaaa",
        ],
        cwd=example_repo,
        capture_output=True,
        text=True,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr
    result = json.loads((example_repo / "tilebot/softmax/attempts/perf-1/stage_result.json").read_text())
    assert result["verdict"] == "BLOCKED" and result["classification"] == "env"
    assert "this runner cannot run E perf: " in result["message"]


def test_a_stage_nobody_registered_is_blocked_env_saying_so(
    example_repo: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tilebot.core.config import RunConfig
    from tilebot.runner import job, stages

    every = stages.registered()
    monkeypatch.setattr(stages, "registered", lambda: {k: v for k, v in every.items() if k is not S.PERF_DIAG})
    run_dir = example_repo / "tilebot/softmax"
    ctx = stages.StageContext(
        "0000aaaa", "softmax", S.PERF_DIAG, 1, example_repo, run_dir, run_dir / "attempts/perf_diag-1", RunConfig()
    )
    result = job.run_stage(ctx)
    assert (result.verdict, result.classification) == ("BLOCKED", Classification.ENV)
    assert "F residual perf is not installed yet" in result.message


def test_job_entry_rejects_bad_arguments(example_repo: Path) -> None:
    for bad in (["--op", "../etc"], ["--op", "softmax", "--run-dir", "../outside"]):
        args = [sys.executable, "-m", "tilebot.runner.job", "--stage", "analyze", "--run-dir", "tilebot/x", *bad]
        proc = subprocess.run(args, cwd=example_repo, capture_output=True, text=True, check=False)
        assert proc.returncode == 2, bad
        assert "invalid op name" in proc.stderr or "outside the repository" in proc.stderr


def test_job_entry_refuses_run_options_that_are_not_a_json_object(example_repo: Path) -> None:
    args = [sys.executable, "-m", "tilebot.runner.job", "--stage", "preflight", "--op", "softmax"]
    args += ["--run-dir", "tilebot/softmax", "--run-id", "0000aaaa"]
    env = os.environ | {"TILEBOT_OPTIONS": '["triton"]'}
    proc = subprocess.run(args, cwd=example_repo, capture_output=True, text=True, check=False, env=env)
    result = json.loads((example_repo / "tilebot/softmax/attempts/preflight-1/stage_result.json").read_text())
    assert proc.returncode != 0 and result["verdict"] == "BLOCKED"
    assert "TILEBOT_OPTIONS must be a JSON object, got list" in result["message"]
