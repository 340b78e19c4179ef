"""Edges of the Actions executor's side of a stage job: the result and reports in the job's artifact are the job's
own, and the bot gives a job as long as the stage workflow does, counted from when a runner took it; the time it waits
for one has a bound of its own. With real PyGithub against the GitHub test server wherever GitHub is asked."""

from __future__ import annotations

import hashlib
import io
import json
import zipfile
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
import yaml
from github import GithubException, RateLimitExceededException

from tests.github.actions_sim import ActionsRunner, ScriptedStages
from tests.github.conftest import APP_ID, REPO, BotHandle, _git, fast_pacing
from tests.github.fake import BOT_LOGIN, FakeGitHub, RepoState, iso
from tests.github.real_reports import benchmark
from tests.github.test_e2e import HAPPY, status_comments
from tilebot.bot.executor import StageJob
from tilebot.bot.executor.actions import (
    BUILD_ARTIFACT_SUFFIX,
    MAX_UNPACKED_BYTES,
    QUEUE_LIMIT,
    ActionsExecutor,
    Poll,
    Polled,
    refused_for_good,
    unpack_artifact,
)
from tilebot.bot.forge.github import INSTALLATION_REF
from tilebot.bot.github_api import AppCredentials, GitHubClients
from tilebot.bot.routing import Purpose
from tilebot.bot.stage_workflow import WORKFLOW_PATH, installed_by, render_workflow
from tilebot.bot.store import Attempt, AttemptStatus, Run, RunState
from tilebot.core.config import RunConfig
from tilebot.core.reports import ReportKind
from tilebot.core.result import RESULT_FILE, Artifact, StageResult, blocked_env
from tilebot.core.rundir import RELATIVE, RunDir
from tilebot.core.stages import Stage, job_phases
from tilebot.core.workflow import artifact_name
from tilebot.runner.artifacts import collect

ROOT = Path(__file__).resolve().parents[2]
RUN_ID = "abcdef12"
GRACE = timedelta(minutes=3)  # the executor's dispatch grace


def _run(repo: str = "o/r", refs: dict[str, Any] | None = None) -> Run:
    config = RunConfig()
    return Run(
        RUN_ID,
        "softmax",
        repo,
        "0" * 40,
        "tilebot/softmax-abcdef12",
        "maintainer",
        RunState.ACTIVE,
        None,
        "",
        config.model_dump(mode="json"),
        refs or {},
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
    monkeypatch.setattr(executor, "_artifact_files", lambda repo, workflow_run_id, name: files)
    collected = executor.collect(_run(), stage, attempt, 7, "success")

    assert collected is not None
    assert (collected.result.verdict, collected.result.message) == (own.verdict, own.message)


def _workflow_minutes(stage: Stage, config: RunConfig) -> int:
    """What the rendered stage workflow lets one attempt of ``stage`` run: its jobs' timeout-minutes, one after
    the other (D's check job waits for its build job)."""
    text = render_workflow(config, install=installed_by(ROOT / WORKFLOW_PATH))
    jobs = yaml.safe_load(text)["jobs"]
    return sum(job["timeout-minutes"] for job in jobs.values() if f"inputs.stage == '{stage.value}'" in job["if"])


class Job:
    """One stage attempt dispatched through the test server, its workflow run there, and a clock for the executor."""

    def __init__(self, fake: FakeGitHub, target: RepoState, app_key: tuple[str, str], stage: Stage) -> None:
        self.fake, self.stage = fake, stage
        self.run = _run(REPO, {INSTALLATION_REF: fake.installation_id})
        fake.git(target, "update-ref", f"refs/heads/{self.run.branch}", str(fake.ref_sha(target, "refs/heads/main")))
        clients = GitHubClients(AppCredentials(APP_ID, app_key[0], fake.api_url), pacing=fast_pacing())
        self.dispatched = datetime.now(UTC)
        self.now = self.dispatched
        self.executor = ActionsExecutor(clients, bot_login=BOT_LOGIN, clock=lambda: self.now)
        self.timeout_s = RunConfig().timeouts[stage]
        wid = self.executor.dispatch(StageJob(self.run, stage, 1, "tilebot/softmax", self.timeout_s))
        assert wid is not None
        self.wr = target.workflow_runs[int(wid)]
        self.attempt = Attempt(RUN_ID, stage, 1, Purpose.INITIAL, AttemptStatus.DISPATCHED, None, wid, self.dispatched)

    def runner_takes_it(self, after: timedelta) -> None:
        with self.fake.lock:
            self.wr.update(status="in_progress", started_at=iso(self.dispatched + after))

    def poll(self, after: timedelta) -> Polled:
        self.now = self.dispatched + after
        return self.executor.poll(self.run, self.attempt, timeout_s=self.timeout_s)

    @property
    def cancelled(self) -> bool:
        return bool(self.wr.get("cancel_requested"))


@pytest.mark.parametrize("stage", [Stage.PERF, Stage.HOST_FFI])
def test_a_job_the_workflow_still_lets_run_is_not_cancelled_by_the_bot(
    fake: FakeGitHub, target: RepoState, app_key: tuple[str, str], stage: Stage
) -> None:
    """E at its own limit still installs before and pushes its partial tables after; D's check job runs after its
    build job: the bot's deadline is what the workflow allows the attempt's jobs, not the stage's bare timeout."""
    config = RunConfig()
    timeout_s = config.timeouts[stage]
    allowed = timedelta(minutes=_workflow_minutes(stage, config))
    assert allowed > timedelta(seconds=timeout_s) + GRACE  # the case: past the stage's bare timeout
    job = Job(fake, target, app_key, stage)
    job.runner_takes_it(after=timedelta(0))
    assert (job.poll(allowed).outcome, job.cancelled) == (Poll.RUNNING, False)
    assert (job.poll(allowed + timedelta(hours=1)).outcome, job.cancelled) == (Poll.TIMED_OUT, True)


def test_the_time_a_job_waits_for_a_runner_is_not_taken_from_the_time_it_may_run(
    fake: FakeGitHub, target: RepoState, app_key: tuple[str, str]
) -> None:
    """A busy runner pool keeps a healthy job queued: its allowance starts when a runner takes it, as GitHub says."""
    job = Job(fake, target, app_key, Stage.PERF)
    allowed = timedelta(minutes=_workflow_minutes(Stage.PERF, RunConfig()))
    queued = timedelta(hours=3)  # far past what the job may run, yet short of the queue limit
    assert allowed + GRACE < queued < QUEUE_LIMIT
    assert (job.poll(queued).outcome, job.cancelled) == (Poll.RUNNING, False)  # still waiting for a runner

    job.runner_takes_it(after=queued)
    assert (job.poll(queued + allowed).outcome, job.cancelled) == (Poll.RUNNING, False)
    late = job.poll(queued + allowed + GRACE + timedelta(minutes=1))
    assert (late.outcome, job.cancelled) == (Poll.TIMED_OUT, True)
    assert late.collected is not None and late.collected.result.classification == "env"
    assert "ran past the 40 min its workflow's jobs may take on a runner" in late.collected.result.message


def test_a_job_no_runner_takes_ends_blocked_env_past_the_queue_limit(
    fake: FakeGitHub, target: RepoState, app_key: tuple[str, str]
) -> None:
    job = Job(fake, target, app_key, Stage.PERF)
    assert (job.poll(QUEUE_LIMIT - timedelta(minutes=1)).outcome, job.cancelled) == (Poll.RUNNING, False)
    polled = job.poll(QUEUE_LIMIT + timedelta(minutes=1))
    assert (polled.outcome, job.cancelled) == (Poll.TIMED_OUT, True)
    assert polled.collected is not None
    result = polled.collected.result
    assert (result.verdict, result.classification) == ("BLOCKED", "env")
    assert result.message.startswith(
        "E perf #1: no runner took its job (runner labels ['linux', 'self-hosted']) in 12.0 h of waiting (the limit "
        "is 12 h); is a runner with the labels .tilebot.toml gives the stage registered and online?"
    ), result.message


def _zip(files: dict[str, bytes]) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for name, data in files.items():
            archive.writestr(name, data)
    return buffer.getvalue()


def test_only_the_artifact_of_the_job_that_ends_the_attempt_is_read(
    fake: FakeGitHub, target: RepoState, app_key: tuple[str, str]
) -> None:
    """D runs as a build job and a check job, each uploading its own artifact. The check job's holds the attempt's
    result and reports; what the stage's code (a build script) left in the build job's upload directory, listed after
    it, must neither override them nor hide them."""
    job = Job(fake, target, app_key, Stage.HOST_FFI)
    junit = b'<testsuite name="d" tests="1" failures="0"><testcase name="ok" classname="c"/></testsuite>\n'
    path = RELATIVE.correctness_junit.as_posix()
    own = blocked_env(RUN_ID, Stage.HOST_FFI, 1, "x").model_copy(
        update={
            "verdict": "ALL_PASS",
            "classification": None,
            "message": "the check job's own",
            "artifacts": [Artifact(path=path, kind=ReportKind.JUNIT, sha256=hashlib.sha256(junit).hexdigest())],
        }
    )
    name = artifact_name(RUN_ID, Stage.HOST_FFI, 1)
    wid = int(job.wr["id"])
    fake.add_artifact(target, wid, name, _zip({RESULT_FILE: own.model_dump_json().encode(), f"run/{path}": junit}))
    planted = {
        RESULT_FILE: _forged_pass(Stage.HOST_FFI, 1, "ALL_PASS").encode(),
        f"run/{path}": b"<testsuite/>",  # not the file the result names: the report would be dropped
        path: b"<testsuite/>",
    }
    fake.add_artifact(target, wid, name + BUILD_ARTIFACT_SUFFIX, _zip(planted))
    with fake.lock:
        job.wr.update(status="completed", conclusion="success")

    collected = job.executor.collect(job.run, Stage.HOST_FFI, 1, wid, "success")
    assert collected is not None
    assert (collected.result.verdict, collected.result.message) == ("ALL_PASS", "the check job's own")
    assert [r["path"] for r in collected.reports.records] == [path]


def test_a_build_that_did_not_hand_over_ends_the_attempt_with_its_own_artifact(
    fake: FakeGitHub, target: RepoState, app_key: tuple[str, str]
) -> None:
    job = Job(fake, target, app_key, Stage.HOST_FFI)
    own = blocked_env(RUN_ID, Stage.HOST_FFI, 1, "the build failed: cargo exited 101")
    name = artifact_name(RUN_ID, Stage.HOST_FFI, 1) + BUILD_ARTIFACT_SUFFIX
    fake.add_artifact(target, int(job.wr["id"]), name, _zip({RESULT_FILE: own.model_dump_json().encode()}))
    collected = job.executor.collect(job.run, Stage.HOST_FFI, 1, int(job.wr["id"]), "success")
    assert collected is not None and collected.result.message == own.message


@pytest.mark.parametrize(
    ("refusal", "for_good"),
    [
        (GithubException(422, {"message": "Unexpected inputs provided"}, {}), True),
        (GithubException(404, {"message": "Not Found"}, {}), True),
        (GithubException(403, {"message": "Resource not accessible by integration"}, {}), True),
        (GithubException(403, {"message": "rate limited"}, {"X-RateLimit-Remaining": "0"}), False),
        (GithubException(403, {"message": "secondary rate limit"}, {"Retry-After": "60"}), False),
        (GithubException(403, {"message": "You have exceeded a secondary rate limit."}, {}), False),
        (RateLimitExceededException(403, {"message": "API rate limit exceeded"}, {}), False),
        (GithubException(429, {"message": "Too Many Requests"}, {}), False),
        (GithubException(401, {"message": "Bad credentials"}, {}), False),  # the App's key, not the dispatch
        (GithubException(502, {"message": "Server Error"}, {}), False),
    ],
)
def test_only_a_refusal_github_repeats_however_often_asked_ends_a_dispatch(
    refusal: GithubException, for_good: bool
) -> None:
    assert refused_for_good(refusal) is for_good


def test_the_artifact_names_the_executor_reads_are_the_ones_the_workflow_uploads() -> None:
    text = render_workflow(RunConfig(), install=installed_by(ROOT / WORKFLOW_PATH))
    uploaded = {
        step["with"]["name"].replace("${{ inputs.run_id }}", RUN_ID).replace("${{ inputs.attempt }}", "2")
        for job in yaml.safe_load(text)["jobs"].values()
        for step in job["steps"]
        if "upload-artifact" in step.get("uses", "")
    }
    read = {artifact_name(RUN_ID, s, 2) for s in Stage}
    read |= {artifact_name(RUN_ID, s, 2) + BUILD_ARTIFACT_SUFFIX for s in Stage if "build" in job_phases(s)}
    assert uploaded == read


def test_a_report_file_planted_in_the_run_s_branch_does_not_hide_the_job_s_report(
    fake: FakeGitHub,
    target: RepoState,
    stages: ScriptedStages,
    runner: ActionsRunner,
    bot: BotHandle,
    tmp_path: Path,
) -> None:
    """The target's code commits a file where E's attempt directory will be; the job copies that directory into its
    artifact beside its real report, and a lookup by the report's path's tail found the planted one first (its sha256
    not the result's: the benchmark table vanished from the PR)."""
    work = tmp_path / "planter"
    _git(tmp_path, "clone", "--quiet", str(target.bare), str(work))
    planted = work / "tilebot/softmax" / RELATIVE.attempt(Stage.PERF, 1) / RELATIVE.benchmark_json
    planted.parent.mkdir(parents=True)
    planted.write_text('{"planted": true}\n')
    _git(work, "add", "-A")
    _git(work, "commit", "-qm", "a file where tilebot's E will write")
    _git(work, "push", "--quiet", "origin", "HEAD:main")

    stages.play(**HAPPY)
    issue = fake.open_issue(target, "Port softmax", login="maintainer")
    fake.comment(target, issue, "/translate softmax", login="maintainer")
    run = bot.wait_finished()
    assert run.succeeded is True, run.reason
    (status,) = status_comments(target, run.forge_refs["pr"])
    geomean = benchmark().geomean
    assert geomean is not None and f"Geomean ratio {geomean:.3f}" in status["body"]
