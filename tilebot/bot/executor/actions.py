"""The Executor port on GitHub Actions: one ``workflow_dispatch`` of the stage workflow per stage attempt.

- The workflow is dispatched from the **default branch** (its YAML there is trusted), with the run's
  branch and the commit the stage is pinned to as inputs; the job checks that commit out.
- The workflow run id comes back from the dispatch itself (``return_run_details``). A GitHub
  Enterprise Server that does not know that field gets a plain dispatch, and the run is found
  by its ``run-name``, which carries ``tilebot <run id> <stage> #<attempt>`` (``tilebot.core.workflow``).
- A finished job's ``stage_result.json`` comes from the artifact of the workflow run that the attempt's job uploaded
  under the attempt's own name (``tilebot-result-<run id>-<stage>-<attempt>``; its build job's, ``…-build``, only
  when there is none: a build that did not hand over ends the attempt there), goes through ``accept_result``
  (missing or malformed ⇒ BLOCKED/env with the reason), and is returned to the caller (the service for a webhook,
  the reconciler for a poll), which hands it to ``Orchestrator.on_result``. Report files the result lists (IR diff,
  benchmark table, JUnit) are read from that same artifact, at the path the job put them (``run/<path>``), and
  checked against the sha256 the result gives. Nothing is read from the run's branch, nor from any other file or
  artifact: what the stage's code or the target's commits put there is not the job's word.
- An attempt's deadline counts the time its jobs ran, as GitHub reports them (``started_at`` of a job in progress or
  completed), against what its workflow lets them run; the time they waited for a runner has a bound of its own
  (``queue_limit``), past which the attempt ends BLOCKED/env as one that no runner took. A dispatch that produced no
  run is made again, the attempt's time counting from then; GitHub refusing that one for good (a 4xx other than a
  rate limit: a workflow input it does not take, the workflow file gone) ends the attempt BLOCKED/env with its word.
- The executor holds no store: what it learns (a workflow run id) comes back in its return values.
"""

from __future__ import annotations

import functools
import io
import json
import logging
import urllib.request
import zipfile
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from enum import StrEnum
from pathlib import PurePosixPath
from urllib.parse import urlsplit

from github import GithubException, RateLimitExceededException
from github.Repository import Repository
from github.Workflow import Workflow
from github.WorkflowJob import WorkflowJob
from github.WorkflowRun import WorkflowRun

from tilebot.bot.executor import StageJob
from tilebot.bot.forge.github import INSTALLATION_REF
from tilebot.bot.github_api import GitHubClients, NotInstalled
from tilebot.bot.pr_report import StageReports, collect_reports
from tilebot.bot.stage_workflow import attempt_allowance
from tilebot.bot.store import Attempt, AttemptStatus, Run
from tilebot.core.result import RESULT_FILE, StageResult, accept_result, blocked_env
from tilebot.core.stages import Stage
from tilebot.core.workflow import artifact_name, dispatch_inputs, dispatched_by, parse_run_name

log = logging.getLogger(__name__)

DEFAULT_WORKFLOW = "tilebot-stage.yml"
MAX_ARTIFACT_BYTES = 64 * 1024 * 1024
# All the files of a job's artifact, unpacked: what this process holds of them at once.
MAX_UNPACKED_BYTES = 4 * MAX_ARTIFACT_BYTES
# What the stage workflow's build job (D's, on a CPU runner) adds to the attempt's artifact name.
BUILD_ARTIFACT_SUFFIX = "-build"
# Where the job puts the run directory's files in its artifact (tilebot.runner.artifacts.collect).
ARTIFACT_RUN_DIR = "run"
# How long an attempt's jobs may wait for a runner, in all, before it ends BLOCKED/env (GitHub itself fails a job
# that no self-hosted runner took in 24 hours, with no word of why).
QUEUE_LIMIT = timedelta(hours=12)
# A job's states once a runner has it (GitHub fills started_at in for a queued job too).
_RAN = ("in_progress", "completed")


@dataclass
class Collected:
    """A finished job's result and what the PR shows beside it."""

    result: StageResult
    reports: StageReports = field(default_factory=StageReports)
    workflow_run_id: int | None = None


class Poll(StrEnum):
    COLLECTED = "collected"
    RUNNING = "running"
    WAITING = "waiting"  # dispatched, no workflow run seen yet
    REDISPATCHED = "redispatched"
    REFUSED = "refused"  # GitHub refused the dispatch made again for good: the attempt ends BLOCKED/env
    TIMED_OUT = "timed_out"
    CANCELLING = "cancelling"  # a cancelled run's job still queued or running: GitHub asked again to cancel it
    ABANDONED = "abandoned"  # a cancelled run's job given up on past its timeout, or with the App gone
    NO_ACCESS = "no_access"  # the App's installation is gone: the attempt ends BLOCKED/env at once
    DONE = "done"  # the attempt is not open any more


@dataclass(frozen=True)
class Polled:
    outcome: Poll
    collected: Collected | None = None  # COLLECTED, TIMED_OUT, REFUSED: the result to hand to the orchestrator
    external_id: str | None = None  # a workflow run id learnt while polling, to remember for the attempt
    dispatched_at: datetime | None = None  # REDISPATCHED: when, the attempt's time counting from then


class ActionsExecutor:
    def __init__(
        self,
        clients: GitHubClients,
        *,
        bot_login: str = "tilebot[bot]",
        workflow: str = DEFAULT_WORKFLOW,
        return_run_details: bool = True,
        dispatch_grace: timedelta = timedelta(minutes=3),
        queue_limit: timedelta = QUEUE_LIMIT,
        clock: Callable[[], datetime] = lambda: datetime.now(UTC),
    ) -> None:
        self.clients = clients
        self.bot_login = bot_login  # the actor every dispatch runs as: the stage workflow must allow it
        self.workflow = workflow
        self.return_run_details = return_run_details
        self.dispatch_grace = dispatch_grace
        self.queue_limit = queue_limit
        self.clock = clock

    def repo(self, run: Run) -> Repository:
        installation = run.forge_refs.get(INSTALLATION_REF)
        gh = self.clients.for_repo(run.repo, int(installation) if installation is not None else None)
        return gh.get_repo(run.repo)

    # Executor port

    def dispatch(self, job: StageJob) -> str | None:
        run = job.run
        repo = self.repo(run)
        default_branch = self.clients.call("get_repo", lambda: repo.default_branch, reads_only=True)
        sha = self.clients.call(
            "get_git_ref", lambda: repo.get_git_ref(f"heads/{run.branch}").object.sha, reads_only=True
        )
        inputs = dispatch_inputs(
            run_id=run.id,
            stage=job.stage,
            attempt=job.attempt,
            op=run.op,
            branch=run.branch,
            sha=sha,
            options=json.dumps(run.options, sort_keys=True),
        )
        workflow_run_id: int | None = None
        if self.return_run_details:
            try:
                details = self.clients.call(
                    "create_dispatch",
                    lambda: self._workflow(repo).create_dispatch(
                        default_branch, inputs, throw=True, return_run_details=True
                    ),
                )
                workflow_run_id = int(details.id) if isinstance(details, WorkflowRun) else None
            except GithubException as exc:
                if exc.status not in (400, 422) or "return_run_details" not in json.dumps(exc.data):
                    raise
                # An older GitHub Enterprise Server: dispatch plainly and find the run by its name.
                log.info("dispatch without return_run_details (%s): correlating by run-name", exc.status)
                self.return_run_details = False
        if not self.return_run_details:
            # GitHub's clock and ours differ, and the run may be created before the call returns
            since = self.clock() - timedelta(minutes=1)
            self.clients.call(
                "create_dispatch", lambda: self._workflow(repo).create_dispatch(default_branch, inputs, throw=True)
            )
            workflow_run_id = self._find_by_run_name(repo, run.id, job.stage, job.attempt, since=since)
        log.info("dispatched %s %s #%s at %s: workflow run %s", run.id, job.stage, job.attempt, sha, workflow_run_id)
        return None if workflow_run_id is None else str(workflow_run_id)

    def recover(self, job: StageJob) -> None:
        """Nothing to do at once: the reconciler polls every open attempt on its next pass."""

    def cancel(self, run: Run, open_attempts: Sequence[Attempt]) -> None:
        """Ask GitHub to stop the open attempts' workflow runs. One it did not stop now (GitHub failed, or the run's
        id is not known yet) the reconciler stops on a later pass (``stop``), so a failure here is only logged."""
        known = [int(a.external_id) for a in open_attempts if a.external_id]
        if not known:
            return
        try:
            repo = self.repo(run)
        except Exception:
            log.warning("could not cancel the jobs of run %s now; the reconciler will", run.id, exc_info=True)
            return
        for workflow_run_id in known:
            self._cancel_workflow_run(repo, workflow_run_id)

    # tracking

    def poll(self, run: Run, attempt: Attempt, *, timeout_s: int) -> Polled:
        """Ask GitHub about an open attempt and act: collect a finished job, re-dispatch a lost one,
        stop one that ran past its timeout or that no runner took; end it at once when the App is gone."""
        if attempt.status is not AttemptStatus.DISPATCHED:
            return Polled(Poll.DONE)
        try:
            return self._poll(run, attempt, timeout_s)
        except NotInstalled as exc:
            # Asking again on every pass changes nothing: an installation GitHub has no token for never comes back,
            # and a suspended one only when a person acts.
            message = (
                f"{attempt.stage.label} #{attempt.attempt} cannot be followed: {exc}. {exc.remedy(run.repo)}, "
                "then start a new run with /translate"
            )
            return Polled(Poll.NO_ACCESS, Collected(blocked_env(run.id, attempt.stage, attempt.attempt, message)))

    def _poll(self, run: Run, attempt: Attempt, timeout_s: int) -> Polled:
        repo = self.repo(run)
        age = self._age(attempt)
        workflow_run_id, learnt = self._workflow_run_of(repo, run, attempt, age)
        if workflow_run_id is None:
            if age < self.dispatch_grace:
                return Polled(Poll.WAITING)
            return self._dispatch_again(run, attempt, timeout_s)
        workflow_run = self._workflow_run(repo, workflow_run_id)
        collected = self._collect_finished(run, attempt, workflow_run)
        if collected is not None:
            return Polled(Poll.COLLECTED, collected, learnt)
        allowed = attempt_allowance(attempt.stage, timeout_s)
        if age <= min(allowed + self.dispatch_grace, self.queue_limit):
            return Polled(Poll.RUNNING, external_id=learnt)  # neither bound can be passed yet: nothing to ask
        jobs = self.clients.call(
            "list_jobs_for_workflow_run", lambda: [JobSeen.of(job) for job in workflow_run.jobs()], reads_only=True
        )
        ran = min(_time_running(jobs, now=self.clock()), age)
        waited = age - ran
        if ran > allowed + self.dispatch_grace:
            message = (
                f"{attempt.stage.label} #{attempt.attempt} ran past the {allowed.total_seconds() / 60:.0f} min its "
                f"workflow's jobs may take on a runner (its {timeout_s} s timeout and their setup); workflow run "
                "cancelled"
            )
        elif waited > self.queue_limit:
            message = (
                f"{attempt.stage.label} #{attempt.attempt}: no runner took its job{_wanted_labels(jobs)} in "
                f"{waited.total_seconds() / 3600:.1f} h of waiting (the limit is "
                f"{self.queue_limit.total_seconds() / 3600:g} h); is a runner with the labels .tilebot.toml gives "
                "the stage registered and online? Workflow run cancelled"
            )
        else:
            return Polled(Poll.RUNNING, external_id=learnt)
        self._cancel_workflow_run(repo, workflow_run_id)
        blocked = blocked_env(run.id, attempt.stage, attempt.attempt, message)
        return Polled(Poll.TIMED_OUT, Collected(blocked, workflow_run_id=workflow_run_id), learnt)

    def _dispatch_again(self, run: Run, attempt: Attempt, timeout_s: int) -> Polled:
        """The dispatch never produced a run (a crash between recording and dispatching, or GitHub lost or failed it):
        dispatch it again, its time counting from now. One GitHub refuses for good ends the attempt BLOCKED/env with
        GitHub's word: asking again on every pass would be refused again, and the run would wait forever."""
        job = StageJob(run, attempt.stage, attempt.attempt, run.run_config.run_dir(run.op), timeout_s)
        dispatched_at = self.clock()
        try:
            external_id = self.dispatch(job)
        except GithubException as exc:
            if not refused_for_good(exc):
                raise  # a 5xx or a rate limit: the next pass tries again
            message = (
                f"{attempt.stage.label} #{attempt.attempt} could not be dispatched: GitHub answered {exc.status}"
                f"{_github_says(exc)}. Check .github/workflows/{self.workflow} on the default "
                "branch (its inputs, that it exists) and the App's Actions permission, then /retry"
            )
            return Polled(Poll.REFUSED, Collected(blocked_env(run.id, attempt.stage, attempt.attempt, message)))
        return Polled(Poll.REDISPATCHED, external_id=external_id, dispatched_at=dispatched_at)

    def stop(self, run: Run, attempt: Attempt, *, timeout_s: int) -> Polled:
        """An open attempt of a cancelled run: collect its job once finished, else ask GitHub again to cancel it (the
        cancel sent with the run's may have failed, or had no id to go by). Past its timeout it is given up on, so
        nothing is asked about forever. Never dispatches."""
        if attempt.status is not AttemptStatus.DISPATCHED:
            return Polled(Poll.DONE)
        age = self._age(attempt)
        allowed = attempt_allowance(attempt.stage, timeout_s)
        give_up = age > allowed + self.dispatch_grace
        try:
            polled = self._cancel_again(run, attempt, age)
        except NotInstalled as exc:
            # Nothing can be asked of GitHub for it any more, now or later.
            message = f"{attempt.stage.label} #{attempt.attempt} abandoned: its run was cancelled, and {exc}"
            return Polled(Poll.ABANDONED, Collected(blocked_env(run.id, attempt.stage, attempt.attempt, message)))
        except Exception:
            if not give_up:
                raise
            # GitHub may refuse every pass (e.g. the App was uninstalled): the attempt is given up on all the same.
            log.warning(
                "could not ask GitHub about %s/%s/%s; giving it up",
                run.id,
                attempt.stage,
                attempt.attempt,
                exc_info=True,
            )
            polled = Polled(Poll.WAITING)
        if polled.outcome is Poll.COLLECTED or not give_up:
            return polled
        message = (
            f"{attempt.stage.label} #{attempt.attempt} abandoned: its run was cancelled and its job had not "
            f"finished {allowed.total_seconds() / 60:.0f} min after its dispatch (what its workflow's jobs may take)"
        )
        abandoned = blocked_env(run.id, attempt.stage, attempt.attempt, message)
        return Polled(Poll.ABANDONED, Collected(abandoned), polled.external_id)

    def collect(
        self,
        run: Run,
        stage: Stage,
        attempt: int,
        workflow_run_id: int,
        conclusion: str | None,
        *,
        require_artifact: bool = False,
    ) -> Collected | None:
        """The attempt's result from its artifact of the workflow run. Without one: BLOCKED/env saying so,
        or None when ``require_artifact`` (the job finished but the run's completion is still to come)."""
        repo = self.repo(run)
        files = self._artifact_files(repo, workflow_run_id, artifact_name(run.id, stage, attempt))
        run_dir = run.run_config.run_dir(run.op)
        raw = _result_member(files)
        if raw is None and require_artifact:
            return None
        source = f"workflow run {workflow_run_id} ({conclusion or 'no conclusion'})"
        if raw is None and conclusion == "skipped":
            return Collected(blocked_env(run.id, stage, attempt, self._skipped(stage)), workflow_run_id=workflow_run_id)
        result = accept_result(raw, run.id, stage, attempt, source=source)
        reports = collect_reports(
            result, lambda path: files.get(PurePosixPath(ARTIFACT_RUN_DIR, path).as_posix()), run_dir=run_dir
        )
        return Collected(result, reports, workflow_run_id)

    # pieces

    def _age(self, attempt: Attempt) -> timedelta:
        return self.clock() - (attempt.dispatched_at or self.clock()).replace(tzinfo=UTC)

    def _workflow_run_of(
        self, repo: Repository, run: Run, attempt: Attempt, age: timedelta
    ) -> tuple[int | None, str | None]:
        """The attempt's workflow run id, and that id again when it was learnt now (by run-name), to remember."""
        if attempt.external_id:
            return int(attempt.external_id), None
        since = self.clock() - age - timedelta(minutes=1)
        found = self._find_by_run_name(repo, run.id, attempt.stage, attempt.attempt, since=since)
        return found, None if found is None else str(found)

    def _workflow(self, repo: Repository) -> Workflow:
        """The stage workflow; PyGithub's lazy client sends nothing until it is used (inside an operation)."""
        return repo.get_workflow(self.workflow)

    def _workflow_run(self, repo: Repository, workflow_run_id: int) -> WorkflowRun:
        """The workflow run as GitHub has it now, fetched inside the operation: a lazy one would send its GET when an
        attribute is first read, outside any operation."""
        return self.clients.call(
            "get_workflow_run", lambda: repo.get_workflow_run(workflow_run_id).complete(), reads_only=True
        )

    def _collect_finished(self, run: Run, attempt: Attempt, workflow_run: WorkflowRun) -> Collected | None:
        """The attempt's result when its (fetched) workflow run has completed; None while it is queued or running."""
        if workflow_run.status != "completed":
            return None
        return self.collect(run, attempt.stage, attempt.attempt, int(workflow_run.id), workflow_run.conclusion)

    def _cancel_again(self, run: Run, attempt: Attempt, age: timedelta) -> Polled:
        """COLLECTED when the attempt's job has finished; else CANCELLING once GitHub was asked to cancel it, or
        WAITING while no workflow run of it is seen."""
        repo = self.repo(run)
        workflow_run_id, learnt = self._workflow_run_of(repo, run, attempt, age)
        if workflow_run_id is None:
            return Polled(Poll.WAITING)
        collected = self._collect_finished(run, attempt, self._workflow_run(repo, workflow_run_id))
        if collected is not None:
            return Polled(Poll.COLLECTED, collected, learnt)
        self._cancel_workflow_run(repo, workflow_run_id)
        return Polled(Poll.CANCELLING, external_id=learnt)

    def _cancel_workflow_run(self, repo: Repository, workflow_run_id: int) -> None:
        """Ask GitHub to cancel a workflow run; a failure (e.g. a 502) is logged and counted, and left to the
        reconciler's next pass. (PyGithub's ``WorkflowRun.cancel`` answers any failure with a bare False.)"""

        def post() -> None:
            status, headers, body = repo.requester.requestJson(
                "POST", f"{repo.url}/actions/runs/{workflow_run_id}/cancel"
            )
            # 202 accepted, 409 already finished: either way nothing is left to stop.
            if status not in (202, 409):
                raise GithubException(status, {"message": body[:500]}, headers)

        try:
            self.clients.call("cancel_workflow_run", post)
        except Exception:
            log.warning("could not cancel workflow run %s of %s", workflow_run_id, repo.full_name, exc_info=True)

    def _skipped(self, stage: Stage) -> str:
        """Why GitHub skips a dispatched job, nearly always: the workflow's job-level ``if:`` lists other actors."""
        return (
            f"GitHub skipped the {stage.label} job: the stage workflow runs only when dispatched by the actors it "
            f"lists (TILEBOT_ALLOWED_ACTORS in .github/workflows/{self.workflow}), and tilebot dispatches as "
            f"{self.bot_login}. Fix: run `tilebot init --allowed-actor '{self.bot_login}' --force` in the "
            f"repository, commit the workflow to the default branch, then /retry"
        )

    def _find_by_run_name(
        self, repo: Repository, run_id: str, stage: Stage, attempt: int, *, since: datetime
    ) -> int | None:
        created = since.astimezone(UTC).strftime(">=%Y-%m-%dT%H:%M:%SZ")

        def find() -> int | None:
            # All of it in the operation: a listed run without actor fields (some GitHub Enterprise Servers) is
            # completed by a GET of its own when they are read.
            for candidate in self._workflow(repo).get_runs(event="workflow_dispatch", created=created):
                if parse_run_name(candidate.display_title) != (run_id, stage, attempt):
                    continue
                actor, triggering = (
                    getattr(who, "login", None) for who in (candidate.actor, candidate.triggering_actor)
                )
                if dispatched_by(self.bot_login, candidate.event, actor, triggering):
                    return int(candidate.id)
            return None

        return self.clients.call("list_workflow_runs", find, reads_only=True)

    def _artifact_files(self, repo: Repository, workflow_run_id: int, name: str) -> dict[str, bytes]:
        """The files, by path inside it, of the one artifact of the workflow run that holds the attempt's result: the
        one named ``name`` (uploaded by the job that ends the attempt), else its build job's (a build that did not
        hand over ends the attempt there). Never two merged: a file the stage's code left in one job's upload
        directory must not stand in for the other job's."""
        artifacts = self.clients.call(
            "list_run_artifacts",
            lambda: list(repo.get_workflow_run(workflow_run_id).get_artifacts()),  # the run's GET, then the list's
            reads_only=True,
        )
        by_name = {artifact.name: artifact for artifact in artifacts if not artifact.expired}
        artifact = by_name.get(name) or by_name.get(name + BUILD_ARTIFACT_SUFFIX)
        if artifact is None:
            return {}
        blob = self.clients.call(
            "download_artifact", functools.partial(self._download, repo, artifact.archive_download_url), reads_only=True
        )
        try:
            return unpack_artifact(blob, budget=MAX_UNPACKED_BYTES)
        except zipfile.BadZipFile as exc:
            log.warning("artifact %s of workflow run %s is not a sound zip: %s", artifact.name, workflow_run_id, exc)
            return {}

    def _download(self, repo: Repository, url: str) -> bytes:
        """GitHub answers 302 with a short-lived URL on another host; fetch that one without our token."""
        status, headers, _ = repo.requester.requestJson("GET", url)
        location = headers.get("location")
        if status not in (302, 303, 307) or not location:
            raise GithubException(status, {"message": f"artifact download answered {status}, not a redirect"}, headers)
        api = urlsplit(self.clients.base_url)
        target = urlsplit(location)
        if target.scheme != "https" and not (target.scheme == api.scheme == "http"):
            raise GithubException(502, {"message": f"artifact redirect to a non-https URL: {location}"}, headers)
        request = urllib.request.Request(location, headers={"User-Agent": "tilebot"})  # noqa: S310 - scheme checked
        with urllib.request.urlopen(request, timeout=60) as response:  # noqa: S310
            data: bytes = response.read(MAX_ARTIFACT_BYTES + 1)
        if len(data) > MAX_ARTIFACT_BYTES:
            raise GithubException(413, {"message": f"artifact larger than {MAX_ARTIFACT_BYTES} bytes"}, None)
        return data


@dataclass(frozen=True)
class JobSeen:
    """What tilebot reads of a workflow run's job, read inside the operation that lists the jobs: a field the listing
    lacks would be fetched by a GET of its own when first read."""

    status: str
    conclusion: str | None
    started_at: datetime | None
    completed_at: datetime | None
    labels: tuple[str, ...]

    @classmethod
    def of(cls, job: WorkflowJob) -> JobSeen:
        return cls(job.status, job.conclusion, job.started_at, job.completed_at, tuple(job.labels or ()))


def refused_for_good(exc: GithubException) -> bool:
    """Whether GitHub refused the request itself (4xx: an input the workflow does not take, a workflow file gone, a
    permission the App lacks), which it refuses again however often it is sent. A rate limit (429, a 403 with
    rate-limit headers) passes, and a 401 refused the App's credentials, not the request."""
    if not 400 <= exc.status < 500 or exc.status in (401, 429) or isinstance(exc, RateLimitExceededException):
        return False
    headers = {key.lower(): value for key, value in (exc.headers or {}).items()}
    if headers.get("x-ratelimit-remaining") == "0" or "retry-after" in headers:
        return False
    # a secondary rate limit is a 403 that may come without either header; its message says so
    return "rate limit" not in _github_says(exc).lower()


def _github_says(exc: GithubException) -> str:
    """``: <GitHub's message>``, for a message; empty when it gave none."""
    said = exc.data.get("message") if isinstance(exc.data, dict) else None
    return f": {str(said)[:300]}" if said else ""


def _time_running(jobs: Sequence[JobSeen], *, now: datetime) -> timedelta:
    """How long a workflow run's jobs have run on a runner, in all (D's build job, then its check job): a job counts
    from when a runner took it, as GitHub reports it, to its end, or ``now``. Waiting for a runner is not running."""
    ran = timedelta()
    for job in jobs:
        if job.status not in _RAN or job.conclusion == "skipped" or job.started_at is None:
            continue
        end = job.completed_at if job.status == "completed" and job.completed_at is not None else now
        ran += max(timedelta(), end.astimezone(UTC) - job.started_at.astimezone(UTC))
    return ran


def _wanted_labels(jobs: Sequence[JobSeen]) -> str:
    """`` (runner labels [...])`` that the jobs still waiting for a runner ask for, for a message; empty if none."""
    labels = sorted({label for job in jobs if job.status not in _RAN for label in job.labels})
    return f" (runner labels {labels})" if labels else ""


def _result_member(files: dict[str, bytes]) -> bytes | None:
    """The job's own result: the one at the artifact's root, which the job writes after the stage has ended. Any other
    ``stage_result.json`` in the artifact is not the job's word: the stage's code (a generated kernel, its tests) can
    write into the upload directory while it runs, a PASS under ``run/attempts/<stage>-<n>/`` among them."""
    return files.get(RESULT_FILE)


def unpack_artifact(blob: bytes, *, budget: int) -> dict[str, bytes]:
    """The files of a zipped artifact by path, each at most MAX_ARTIFACT_BYTES and together at most ``budget`` bytes
    unpacked: a zip bomb the size of one download would unpack to gigabytes in the process that holds the App's key.
    zipfile reads no entry past the size its header declares (a header that lies fails the CRC: BadZipFile)."""
    files: dict[str, bytes] = {}
    with zipfile.ZipFile(io.BytesIO(blob)) as archive:
        for info in archive.infolist():
            if info.is_dir() or info.file_size > MAX_ARTIFACT_BYTES:
                continue
            if info.file_size > budget:
                log.warning(
                    "artifact unpacks to more than %s bytes: %s and what follows left out", budget, info.filename
                )
                break
            files[PurePosixPath(info.filename).as_posix()] = archive.read(info)
            budget -= info.file_size
    return files
