"""Workflow runs tilebot did not dispatch claim nothing: a run-name is anyone's to write. A fork's pull request may
run its own copy of the stage workflow under a stage's run-name, a maintainer may dispatch the workflow by hand, and
another repository of the installation may name a run the same; none of them binds an attempt or supplies its
result, by webhook or by the correlation GitHub Enterprise Server needs (no run id from the dispatch)."""

from __future__ import annotations

import io
import json
import zipfile
from typing import Any

import pytest

from tests.github.actions_sim import ActionsRunner, ScriptedStages
from tests.github.conftest import BotHandle
from tests.github.fake import FakeGitHub, RepoState
from tests.github.service_process import wait_until
from tilebot.bot.store import Attempt, Run
from tilebot.core.result import RESULT_FILE
from tilebot.core.workflow import artifact_name


def _forge_run(fake: FakeGitHub, repo: RepoState, like: dict[str, Any], run: Run, att: Attempt, **fields: Any) -> int:
    """A completed run in ``repo`` under the attempt's run-name, with a PASS result artifact of its own."""
    wid = fake.next_id()
    repo.workflow_runs[wid] = {
        **like,
        **{"id": wid, "job_id": fake.next_id(), "status": "completed", "conclusion": "success", "run_number": 99},
        **fields,
    }
    result = {"run_id": run.id, "stage": att.stage.value, "attempt": att.attempt, "verdict": "PASS"}
    result["message"] = "FORGED"
    blob = io.BytesIO()
    with zipfile.ZipFile(blob, "w") as archive:
        archive.writestr(RESULT_FILE, json.dumps(result))  # where a job of the stage workflow puts its result
    fake.add_artifact(repo, wid, artifact_name(run.id, att.stage, att.attempt), blob.getvalue())
    return wid


def _dispatched_unbound(
    fake: FakeGitHub, target: RepoState, bot: BotHandle, *, ghes: bool
) -> tuple[Run, Attempt, dict[str, Any]]:
    """A stage dispatched whose workflow run tilebot does not know yet: the dispatch's answer was lost (github.com),
    or the run was not listed yet when tilebot looked for it (GHES); and it stays out of the lookups' window."""
    fake.ghes_without_run_details = ghes
    if ghes:
        held = fake.hold("actions/list-workflow-runs")
    else:
        fake.inject("actions/create-workflow-dispatch", 502, after=True, message="Server Error")
    issue = fake.open_issue(target, "Port softmax", login="maintainer")
    fake.comment(target, issue, "/translate softmax", login="maintainer")
    if ghes:
        assert held.arrived.wait(30)
    wait_until(lambda: len(target.workflow_runs) == 1, 30, "the dispatch")
    (genuine,) = target.workflow_runs.values()
    genuine["created_at"] = "2000-01-01T00:00:00Z"
    if ghes:
        held.hold.set()
    bot.idle()
    run = bot.only_run()
    (att,) = bot.store.attempts(run.id)
    assert att.external_id is None
    return run, att, genuine


@pytest.mark.manual_jobs
@pytest.mark.parametrize(
    "started",
    [
        {"event": "pull_request", "actor": "stranger", "head_branch": "fork-branch"},  # a fork's copy of the workflow
        {"actor": "maintainer"},  # dispatched by hand with the same inputs
        {"triggering_actor": "maintainer"},  # tilebot's run, re-run by hand
    ],
    ids=["fork-pull-request", "hand-dispatch", "hand-rerun"],
)
@pytest.mark.parametrize("ghes", [False, True], ids=["run-details", "ghes"])
def test_a_run_someone_else_started_under_a_stage_s_run_name_supplies_no_result(
    fake: FakeGitHub,
    target: RepoState,
    stages: ScriptedStages,
    runner: ActionsRunner,
    bot: BotHandle,
    started: dict[str, str],
    ghes: bool,
) -> None:
    for login in ("stranger", "maintainer"):
        fake.user(login)
    stages.play()
    run, att, genuine = _dispatched_unbound(fake, target, bot, ghes=ghes)
    forged = _forge_run(fake, target, genuine, run, att, **started)
    fake.send_webhook("workflow_run", fake.webhook_workflow_run(target, target.workflow_runs[forged], "completed"))
    bot.idle()
    assert bot.bot is not None
    bot.bot.service.reconcile_soon()  # the poll, and on GHES the correlation by run-name
    bot.idle()
    (first,) = bot.store.attempts(run.id)
    assert first.result is None and first.external_id != str(forged)
    runner.run(runner.next_job())  # the job tilebot dispatched reports
    bot.idle()
    first = bot.store.attempts(run.id)[0]
    assert first.result is not None and first.result.message != "FORGED"
    assert first.external_id == str(genuine["id"])


@pytest.mark.manual_jobs
def test_a_run_of_another_repository_under_a_stage_s_run_name_claims_nothing(
    fake: FakeGitHub, target: RepoState, stages: ScriptedStages, runner: ActionsRunner, bot: BotHandle
) -> None:
    stages.play()
    run, att, genuine = _dispatched_unbound(fake, target, bot, ghes=True)
    elsewhere = fake.add_repo("mallory/elsewhere", target.bare)  # another repository of the installation
    forged = _forge_run(fake, elsewhere, genuine, run, att, status="queued", conclusion=None)
    fake.send_webhook(
        "workflow_run", fake.webhook_workflow_run(elsewhere, elsewhere.workflow_runs[forged], "requested")
    )
    bot.idle()
    assert bot.store.attempts(run.id)[0].external_id is None
    runner.run(runner.next_job())
    bot.idle()
    first = bot.store.attempts(run.id)[0]
    assert first.result is not None and first.result.message != "FORGED"
    assert first.external_id == str(genuine["id"])
