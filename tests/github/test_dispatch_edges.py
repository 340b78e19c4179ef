"""Edges of the Actions executor's side of a stage job: the result in the job's artifact is the job's own, and the bot
gives a job as long as the stage workflow does."""

from __future__ import annotations

import io
import json
import zipfile
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
import yaml

from tilebot.bot.executor.actions import MAX_UNPACKED_BYTES, ActionsExecutor, Poll, unpack_artifact
from tilebot.bot.routing import Purpose
from tilebot.bot.stage_workflow import WORKFLOW_PATH, installed_by, render_workflow
from tilebot.bot.store import Attempt, AttemptStatus, Run, RunState
from tilebot.core.config import RunConfig
from tilebot.core.result import StageResult, blocked_env
from tilebot.core.rundir import RELATIVE, RunDir
from tilebot.core.stages import Stage
from tilebot.runner.artifacts import collect

ROOT = Path(__file__).resolve().parents[2]
RUN_ID = "abcdef12"


def _run() -> Run:
    config = RunConfig()
    return Run(
        RUN_ID,
        "softmax",
        "o/r",
        "0" * 40,
        "tilebot/softmax-abcdef12",
        "maintainer",
        RunState.ACTIVE,
        None,
        "",
        config.model_dump(mode="json"),
        {},
    )


def _uploaded(out: Path) -> bytes:
    """What actions/upload-artifact makes of the job's --artifacts-out directory: its files, by path inside it."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for path in sorted(out.rglob("*")):
            if path.is_file():
                archive.write(path, path.relative_to(out).as_posix())
    return buffer.getvalue()


def _forged_pass(stage: Stage, attempt: int, verdict: str) -> str:
    forged = json.loads(blocked_env(RUN_ID, stage, attempt, "x").model_dump_json())
    forged |= {"verdict": verdict, "message": "FORGED by the kernel", "classification": None}
    StageResult.model_validate(forged)  # a result the bot would accept, were it the job's
    return json.dumps(forged)


@pytest.mark.parametrize(("stage", "passing"), [(Stage.HOST_FFI, "ALL_PASS"), (Stage.PERF, "DONE")])
@pytest.mark.parametrize("planted", ["run/{result}", "elsewhere/{result}"])
def test_a_result_the_stage_s_code_planted_in_the_upload_directory_is_not_the_job_s(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, stage: Stage, passing: str, planted: str
) -> None:
    """A generated kernel's test runs with RUNNER_TEMP in its environment, and so can write into the directory the
    workflow uploads: a PASS there, under the attempt's own path, must not stand in for the job's verdict."""
    attempt = 1
    run_dir, out = tmp_path / "repo/tilebot/softmax", tmp_path / "tilebot-out"
    attempt_dir = RunDir(run_dir).attempt(stage, attempt)
    attempt_dir.mkdir(parents=True)
    forged = out / planted.format(result=RELATIVE.result(stage, attempt).as_posix())
    forged.parent.mkdir(parents=True)
    forged.write_text(_forged_pass(stage, attempt, passing), encoding="utf-8")  # while the stage ran
    own = blocked_env(RUN_ID, stage, attempt, "the port's output differs from the reference")
    collect(out, own, run_dir=run_dir, attempt_dir=attempt_dir)  # the job, after the stage ended

    files = unpack_artifact(_uploaded(out), budget=MAX_UNPACKED_BYTES)
    executor = ActionsExecutor(clients=None)  # type: ignore[arg-type]  # nothing here talks to GitHub
    monkeypatch.setattr(executor, "repo", lambda run: None)
    monkeypatch.setattr(executor, "_artifact_files", lambda repo, workflow_run_id: files)
    collected = executor.collect(_run(), stage, attempt, 7, "success")

    assert collected is not None
    assert (collected.result.verdict, collected.result.message) == (own.verdict, own.message)


def _workflow_minutes(stage: Stage, config: RunConfig) -> int:
    """What the rendered stage workflow lets one attempt of ``stage`` run: its jobs' timeout-minutes, one after
    the other (D's check job waits for its build job)."""
    text = render_workflow(config, install=installed_by(ROOT / WORKFLOW_PATH))
    jobs = yaml.safe_load(text)["jobs"]
    return sum(job["timeout-minutes"] for job in jobs.values() if f"inputs.stage == '{stage.value}'" in job["if"])


def _polled(stage: Stage, timeout_s: int, age: timedelta) -> tuple[Poll, list[int]]:
    now = datetime(2026, 1, 1, tzinfo=UTC)
    executor = ActionsExecutor(clients=None, clock=lambda: now)  # type: ignore[arg-type]
    cancelled: list[int] = []
    executor.repo = lambda run: None  # type: ignore[method-assign]
    executor._collect_finished = lambda *args: None  # type: ignore[method-assign]  # still running
    executor._cancel_workflow_run = lambda repo, wid: cancelled.append(wid)  # type: ignore[method-assign]
    attempt = Attempt(RUN_ID, stage, 1, Purpose.INITIAL, AttemptStatus.DISPATCHED, None, "7", now - age)
    return executor.poll(_run(), attempt, timeout_s=timeout_s).outcome, cancelled


@pytest.mark.parametrize("stage", [Stage.PERF, Stage.HOST_FFI])
def test_a_job_the_workflow_still_lets_run_is_not_cancelled_by_the_bot(stage: Stage) -> None:
    """E at its own limit still installs before and pushes its partial tables after; D's check job runs after its
    build job: the bot's deadline is what the workflow allows the attempt's jobs, not the stage's bare timeout."""
    config = RunConfig()
    timeout_s = config.timeouts[stage]
    allowed = timedelta(minutes=_workflow_minutes(stage, config))
    assert allowed > timedelta(seconds=timeout_s) + timedelta(minutes=3)  # the case: past the stage's bare timeout
    assert _polled(stage, timeout_s, allowed) == (Poll.RUNNING, [])
    assert _polled(stage, timeout_s, allowed + timedelta(hours=1)) == (Poll.TIMED_OUT, [7])
