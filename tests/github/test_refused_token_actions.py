"""A cached installation token GitHub refuses on the Actions executor's requests: every one of them is sent inside a
``GitHubClients.call`` operation, and an operation that only reads runs once more with a fresh token whichever of its
requests was refused. With real PyGithub against the GitHub test server.

PyGithub completes a listed object that lacks a field with a GET of its own when that field is first read: on a GitHub
Enterprise Server whose workflow-runs list carries no actor fields, reading who dispatched a run sends one."""

from __future__ import annotations

import io
import zipfile
from typing import Any

from tests.github.conftest import APP_ID, REPO, fast_pacing
from tests.github.fake import BOT_LOGIN, FakeGitHub, RepoState
from tilebot.bot.executor import StageJob
from tilebot.bot.executor.actions import ActionsExecutor
from tilebot.bot.forge.github import INSTALLATION_REF
from tilebot.bot.github_api import AppCredentials, GitHubClients
from tilebot.bot.store import Run, RunState
from tilebot.core.config import RunConfig
from tilebot.core.result import RESULT_FILE, blocked_env
from tilebot.core.stages import Stage
from tilebot.core.workflow import artifact_name

RUN_ID = "abcdef12"
STAGE = Stage.ANALYZE


def _statuses(fake: FakeGitHub, operation_id: str) -> list[int]:
    return [c.status for c in fake.calls_of(operation_id)]


def _executor(fake: FakeGitHub, app_key: tuple[str, str], **kwargs: Any) -> ActionsExecutor:
    clients = GitHubClients(AppCredentials(APP_ID, app_key[0], fake.api_url), pacing=fast_pacing())
    return ActionsExecutor(clients, bot_login=BOT_LOGIN, **kwargs)


def _run(fake: FakeGitHub, target: RepoState) -> Run:
    run = Run(
        RUN_ID,
        "softmax",
        REPO,
        "0" * 40,
        "tilebot/softmax-abcdef12",
        "maintainer",
        RunState.ACTIVE,
        None,
        "",
        RunConfig().model_dump(mode="json"),
        {INSTALLATION_REF: fake.installation_id},
    )
    fake.git(target, "update-ref", f"refs/heads/{run.branch}", str(fake.ref_sha(target, "refs/heads/main")))
    return run


def _dispatch(executor: ActionsExecutor, run: Run) -> str | None:
    return executor.dispatch(StageJob(run, STAGE, 1, "tilebot/softmax", 600))


def _runs_listed_without_actors(fake: FakeGitHub) -> None:
    """The workflow-runs list as a GitHub Enterprise Server without actor fields in it answers."""
    listed = fake.handlers["actions/list-workflow-runs"]

    def without_actors(gh: Any, **request: Any) -> Any:
        status, data, headers = listed(gh, **request)
        for workflow_run in data["workflow_runs"]:
            del workflow_run["actor"], workflow_run["triggering_actor"]
        return status, data, headers

    fake.handlers["actions/list-workflow-runs"] = without_actors


def test_a_ghes_run_is_found_with_a_fresh_token_when_reading_its_actor_is_refused(
    fake: FakeGitHub, target: RepoState, app_key: tuple[str, str]
) -> None:
    """Without run details from the dispatch, the run is found by its run-name and its actor: the GET that completes
    the listed run is refused once (a revoked token), and the lookup is made again with a fresh token instead of the
    401 being raised (it was sent outside any operation)."""
    fake.ghes_without_run_details = True
    _runs_listed_without_actors(fake)
    executor = _executor(fake, app_key, return_run_details=False)
    fake.inject("actions/get-workflow-run", 401, message="Bad credentials")

    workflow_run_id = _dispatch(executor, _run(fake, target))

    (dispatched,) = target.workflow_runs
    assert workflow_run_id == str(dispatched)
    assert _statuses(fake, "actions/create-workflow-dispatch") == [204]  # the write is not sent again
    assert _statuses(fake, "actions/list-workflow-runs") == [200, 200]
    assert _statuses(fake, "actions/get-workflow-run") == [401, 200]
    assert _statuses(fake, "apps/create-installation-access-token") == [201, 201]
    metrics = executor.clients.metrics
    assert metrics.github_calls.labels("list_workflow_runs")._value.get() == 1
    assert metrics.github_errors.labels("list_workflow_runs", "401")._value.get() == 0


def test_an_artifact_list_refused_after_its_run_was_read_is_asked_again(
    fake: FakeGitHub, target: RepoState, app_key: tuple[str, str]
) -> None:
    """Listing a workflow run's artifacts reads the run first: the list's refusal comes at the operation's second
    request, and it only reads, so it is made again with a fresh token."""
    executor = _executor(fake, app_key)
    run = _run(fake, target)
    workflow_run_id = int(_dispatch(executor, run) or 0)
    own = blocked_env(RUN_ID, STAGE, 1, "the job's own words")
    blob = io.BytesIO()
    with zipfile.ZipFile(blob, "w") as archive:
        archive.writestr(RESULT_FILE, own.model_dump_json())
    fake.add_artifact(target, workflow_run_id, artifact_name(RUN_ID, STAGE, 1), blob.getvalue())
    fake.inject("actions/list-workflow-run-artifacts", 401, message="Bad credentials")

    collected = executor.collect(run, STAGE, 1, workflow_run_id, "success", require_artifact=True)

    assert collected is not None and collected.result.message == own.message
    assert _statuses(fake, "actions/list-workflow-run-artifacts") == [401, 200]
    assert _statuses(fake, "apps/create-installation-access-token") == [201, 201]
