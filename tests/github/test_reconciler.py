"""The reconciler's other repairs: a dispatch GitHub never turned into a run, a job past its timeout,
a close-out a failure interrupted; and the App being uninstalled."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime, timedelta

import pytest

from tests.github.actions_sim import ActionsRunner, Job, ScriptedStages
from tests.github.conftest import BotHandle
from tests.github.fake import FakeGitHub, RepoState
from tests.github.test_e2e import HAPPY, bot_replies, stage_checks, status_comments
from tests.github.test_scenarios import start_analyze, start_run, step, translate
from tilebot.bot.service import RetryPolicy
from tilebot.bot.store import AttemptStatus, RunState

manual = pytest.mark.manual_jobs


def later(executor: object, delta: timedelta) -> None:
    now = datetime.now(UTC) + delta
    executor.clock = lambda: now  # type: ignore[attr-defined]


def assert_job_stopped(bot: BotHandle, target: RepoState, job: Job, why: str) -> None:
    """The reconciler gave the job up: the run stopped saying why, the job's cancel asked for, its check failed."""
    run = bot.only_run()
    assert run.state is RunState.STOPPED and why in run.reason, run.reason
    assert job.run.get("cancel_requested") is True
    (check,) = stage_checks(target)
    assert check["conclusion"] == "failure" and why in check["output"]["summary"]


@manual
def test_a_dispatch_that_never_became_a_run_is_dispatched_again(
    fake: FakeGitHub, target: RepoState, stages: ScriptedStages, runner: ActionsRunner, bot: BotHandle
) -> None:
    stages.play(**HAPPY)
    fake.inject("actions/create-workflow-dispatch", 500, message="Server Error")  # a POST: never retried blindly
    translate(fake, target)
    bot.idle()
    run = bot.only_run()
    assert run.active and run.forge_refs["pr"]  # the branch and PR opened; only the dispatch failed
    (preflight,) = bot.store.attempts(run.id)
    assert preflight.status is AttemptStatus.DISPATCHED and preflight.external_id is None and runner.no_job()
    (reply,) = bot_replies(target, run.forge_refs["issue"])
    assert (
        "could not be dispatched yet (GitHub answered 500: Server Error); tilebot tries again in a few minutes" in reply
    )
    assert bot.bot is not None
    service = bot.bot.service
    service.reconcile_soon()  # too early to give up on it: GitHub may still be creating the run
    bot.idle()
    assert runner.no_job()
    later(service.executor, timedelta(minutes=5))
    service.reconcile_soon()
    bot.idle()
    assert runner.next_job().stage == "preflight"
    assert bot.store.attempts(run.id)[0].external_id is not None


@manual
@pytest.mark.parametrize(
    ("status", "message"),
    [
        (422, 'Unexpected inputs provided: ["options"]'),  # the default branch's workflow lacks an input
        (404, "Not Found"),  # the workflow file was removed
        (403, "Resource not accessible by integration"),  # the App's Actions permission was taken away
    ],
)
def test_a_dispatch_github_refuses_for_good_ends_the_attempt_with_its_word(
    fake: FakeGitHub,
    target: RepoState,
    stages: ScriptedStages,
    runner: ActionsRunner,
    bot: BotHandle,
    status: int,
    message: str,
) -> None:
    """Dispatched again once, as any dispatch that produced no run; refused again, the attempt ends BLOCKED/env
    saying what GitHub said, rather than being dispatched on every pass while the run waits forever."""
    stages.play(**HAPPY)
    fake.inject("actions/create-workflow-dispatch", status, times=1000, message=message)
    translate(fake, target)
    bot.idle()
    assert bot.bot is not None
    service = bot.bot.service
    later(service.executor, timedelta(minutes=5))
    service.reconcile_soon()
    bot.idle()
    run = bot.only_run()
    (preflight,) = bot.store.attempts(run.id)
    assert preflight.result is not None and (preflight.result.verdict, preflight.result.classification) == (
        "BLOCKED",
        "env",
    )
    assert run.state is RunState.STOPPED and f"GitHub answered {status}: {message}" in run.reason, run.reason
    (check,) = stage_checks(target)
    assert check["status"] == "completed" and message in check["output"]["summary"]
    assert bot.bot.metrics.repairs.labels("refused")._value.get() == 1
    dispatches = len(fake.calls_of("actions/create-workflow-dispatch"))
    assert dispatches == 2  # the first, and the one made again
    later(service.executor, timedelta(hours=13))
    service.reconcile_soon()
    bot.idle()
    assert len(fake.calls_of("actions/create-workflow-dispatch")) == dispatches, "dispatched again on a later pass"


@manual
def test_a_dispatch_made_again_after_failures_counts_its_time_from_then(
    fake: FakeGitHub, target: RepoState, stages: ScriptedStages, runner: ActionsRunner, bot: BotHandle
) -> None:
    """GitHub failed the dispatch (5xx) for 13 hours, past the queue limit; the dispatch made then is a fresh job,
    not one that waited 13 hours for a runner."""
    stages.play(**HAPPY)
    fault = fake.inject("actions/create-workflow-dispatch", 502, times=1000, message="Server Error")
    translate(fake, target)
    bot.idle()
    assert bot.bot is not None
    service = bot.bot.service
    later(service.executor, timedelta(hours=13))
    service.reconcile_soon()  # failed again: tried again on the next pass
    bot.idle()
    assert bot.only_run().active and runner.no_job()
    fault.times = 0
    later(service.executor, timedelta(hours=13, minutes=5))
    service.reconcile_soon()
    bot.idle()
    job = runner.next_job()  # queued for a runner
    later(service.executor, timedelta(hours=13, minutes=10))
    service.reconcile_soon()
    bot.idle()
    assert bot.only_run().active and not job.run.get("cancel_requested"), bot.only_run().reason
    runner.run(job)
    bot.idle()
    assert runner.next_job().stage == "analyze"


@manual
def test_a_job_past_its_timeout_is_cancelled_and_blocks_the_run(
    fake: FakeGitHub, target: RepoState, stages: ScriptedStages, runner: ActionsRunner, bot: BotHandle
) -> None:
    start_run(fake, target, stages, bot)
    job = runner.next_job()
    runner.start(job)  # picked up, then the runner hangs
    bot.idle()
    assert bot.bot is not None
    later(bot.bot.service.executor, timedelta(hours=2))
    bot.bot.service.reconcile_soon()
    bot.idle()
    assert_job_stopped(bot, target, job, "timeout")


@manual
def test_a_job_waiting_for_a_runner_is_not_timed_out_and_runs_when_one_takes_it(
    fake: FakeGitHub, target: RepoState, stages: ScriptedStages, runner: ActionsRunner, bot: BotHandle
) -> None:
    """Every runner is busy: preflight's job waits far longer than the 15 min it may run. The bot leaves it waiting."""
    start_run(fake, target, stages, bot)
    job = runner.next_job()  # queued: no runner has taken it
    assert bot.bot is not None
    later(bot.bot.service.executor, timedelta(hours=2))
    bot.bot.service.reconcile_soon()
    bot.idle()
    assert bot.only_run().state is RunState.ACTIVE and not job.run.get("cancel_requested")
    runner.run(job)  # a runner is free at last
    bot.idle()
    assert runner.next_job().stage == "analyze"


@manual
def test_a_job_no_runner_takes_ends_the_run_blocked_env_past_the_queue_limit(
    fake: FakeGitHub,
    target: RepoState,
    stages: ScriptedStages,
    runner: ActionsRunner,
    make_bot: Callable[..., BotHandle],
) -> None:
    bot = make_bot(queue_hours=3)  # TILEBOT_QUEUE_HOURS
    start_run(fake, target, stages, bot)
    job = runner.next_job()  # no runner with the stage's labels is online
    assert bot.bot is not None
    later(bot.bot.service.executor, timedelta(hours=2, minutes=55))
    bot.bot.service.reconcile_soon()
    bot.idle()
    assert bot.only_run().state is RunState.ACTIVE and not job.run.get("cancel_requested")
    later(bot.bot.service.executor, timedelta(hours=3, minutes=5))
    bot.bot.service.reconcile_soon()
    bot.idle()
    assert_job_stopped(bot, target, job, "no runner took its job")
    assert "(runner labels ['linux', 'self-hosted'])" in bot.only_run().reason


@manual
def test_a_run_whose_app_installation_is_gone_ends_at_once(
    fake: FakeGitHub, target: RepoState, stages: ScriptedStages, runner: ActionsRunner, bot: BotHandle
) -> None:
    """The App was uninstalled and the webhook saying so never came: its token requests are answered 404. The next
    look at the run ends it with the reason, and nothing is asked of GitHub for it again."""
    start_analyze(fake, target, stages, runner, bot)
    fake.inject("apps/create-installation-access-token", 404, times=1000, message="Not Found")
    assert bot.bot is not None
    bot.bot.clients.tokens.forget(fake.installation_id)  # the token it held has expired
    tokens_before = len(fake.calls_of("apps/create-installation-access-token"))
    bot.bot.service.reconcile_soon()
    bot.idle()
    run = bot.only_run()
    assert run.state is RunState.STOPPED and run.succeeded is False
    assert "the App was uninstalled from the repository" in run.reason and "/translate" in run.reason, run.reason
    analyze = bot.store.attempts(run.id)[-1]
    assert analyze.result is not None and (analyze.result.verdict, analyze.result.classification) == ("BLOCKED", "env")
    assert [c.status for c in fake.calls_of("apps/create-installation-access-token")[tokens_before:]] == [404]
    assert bot.bot.metrics.repairs.labels("no_access")._value.get() == 1  # the repair shows on /metrics
    calls = len(fake.calls)
    bot.bot.service.reconcile_soon()
    bot.idle()
    assert len(fake.calls) == calls, "nothing is asked of GitHub for the run any more"


@manual
def test_a_run_whose_app_installation_is_suspended_ends_at_once_saying_how_to_unsuspend(
    fake: FakeGitHub, target: RepoState, stages: ScriptedStages, runner: ActionsRunner, bot: BotHandle
) -> None:
    """Suspended while the bot held a token, and the webhook saying so never came: GitHub refuses the token (401), the
    fresh token's request answers 403 "This installation has been suspended", and the run ends with how to go on."""
    start_analyze(fake, target, stages, runner, bot)
    fake.suspend()
    fake.revoke_tokens()
    assert bot.bot is not None
    bot.bot.service.reconcile_soon()
    bot.idle()
    run = bot.only_run()
    assert run.state is RunState.STOPPED and run.succeeded is False
    assert "the installation is suspended" in run.reason and "unsuspend" in run.reason, run.reason
    assert "Install the App" not in run.reason and "/translate" in run.reason, run.reason
    assert [c.status for c in fake.calls_of("apps/create-installation-access-token")][-1] == 403


def test_an_interrupted_close_out_is_finished_once(
    fake: FakeGitHub, target: RepoState, stages: ScriptedStages, runner: ActionsRunner, bot: BotHandle
) -> None:
    stages.play(**HAPPY)
    # The outcome check cannot be created, past every retry: the close-out stops there.
    fake.inject("checks/create", 500, times=4, message="Server Error", when=lambda body: body.get("name") == "tilebot")
    translate(fake, target)
    bot.wait_finished()
    bot.idle()
    run = bot.only_run()
    assert run.succeeded is True and "closed" not in run.forge_refs
    pr = run.forge_refs["pr"]
    assert target.pulls[pr]["draft"] is False and len([b for b in bot_replies(target, pr) if "tilebot:final" in b]) == 1
    fake.faults.clear()
    assert bot.bot is not None
    bot.bot.service.reconcile_soon()
    bot.idle()
    run = bot.only_run()
    assert run.forge_refs["closed"] is True
    assert [c["conclusion"] for c in target.check_runs.values() if c["name"] == "tilebot"] == ["success"]
    assert len([b for b in bot_replies(target, pr) if "tilebot:final" in b]) == 1  # not posted twice


@manual
def test_uninstalling_the_app_stops_tracking_its_runs(
    fake: FakeGitHub, target: RepoState, stages: ScriptedStages, runner: ActionsRunner, bot: BotHandle
) -> None:
    start_run(fake, target, stages, bot)
    step(runner, bot, "preflight")
    payload = fake.webhook_installation("deleted")
    calls_before = len(fake.calls)
    response = fake.send_webhook("installation", payload)
    assert response is not None and response.status_code == 202
    bot.idle()
    run = bot.only_run()
    assert run.state is RunState.CANCELLED and "removed" in run.reason
    assert len(fake.calls) == calls_before  # nothing asked of GitHub: the App has no access any more


@manual
def test_a_run_ended_by_a_suspension_is_closed_out_once_the_installation_is_unsuspended(
    fake: FakeGitHub, target: RepoState, stages: ScriptedStages, runner: ActionsRunner, bot: BotHandle
) -> None:
    """Suspended, the App can do nothing on the PR: its run is cancelled saying why, and its close-out waits (asking
    then, it would be refused and never tried again). Unsuspended, the reconciler completes the check left running,
    with its Cancel button, and the status comment says the run was cancelled."""
    start_analyze(fake, target, stages, runner, bot)  # A's job is running, its check in progress
    fake.suspend()
    assert fake.send_webhook("installation", fake.webhook_installation("suspend")) is not None
    bot.idle()
    run = bot.only_run()
    assert run.state is RunState.CANCELLED and "suspended" in run.reason, run.reason
    assert bot.bot is not None
    updates = len(fake.calls_of("checks/update"))
    bot.bot.service.reconcile_soon()  # while suspended: nothing to close out yet
    bot.idle()
    assert len(fake.calls_of("checks/update")) == updates and "closed" not in bot.only_run().forge_refs
    with fake.lock:
        fake.suspended = False
    assert fake.send_webhook("installation", fake.webhook_installation("unsuspend")) is not None
    bot.idle()
    bot.bot.service.reconcile_soon()
    bot.idle()
    run = bot.only_run()
    assert run.forge_refs["closed"] is True
    assert all(c["status"] == "completed" for c in stage_checks(target)), stage_checks(target)
    (status,) = status_comments(target, run.forge_refs["pr"])
    assert "**Cancelled.**" in status["body"] and "suspended" in status["body"]


@manual
def test_a_run_whose_repository_left_the_installation_is_closed_out_once_it_is_added_back(
    fake: FakeGitHub, target: RepoState, stages: ScriptedStages, runner: ActionsRunner, bot: BotHandle
) -> None:
    start_analyze(fake, target, stages, runner, bot)
    removed = fake.webhook_installation_repositories("removed", target)
    assert fake.send_webhook("installation_repositories", removed) is not None
    bot.idle()
    run = bot.only_run()
    assert run.state is RunState.CANCELLED and "removed from tilebot's installation" in run.reason, run.reason
    assert bot.bot is not None
    updates = len(fake.calls_of("checks/update"))
    bot.bot.service.reconcile_soon()
    bot.idle()
    assert len(fake.calls_of("checks/update")) == updates and "closed" not in bot.only_run().forge_refs
    added = fake.webhook_installation_repositories("added", target)
    assert fake.send_webhook("installation_repositories", added) is not None
    bot.idle()
    bot.bot.service.reconcile_soon()
    bot.idle()
    run = bot.only_run()
    assert run.forge_refs["closed"] is True
    assert [c["conclusion"] for c in stage_checks(target)] == ["success", "cancelled"]
    (status,) = status_comments(target, run.forge_refs["pr"])
    assert "**Cancelled.**" in status["body"] and "removed from tilebot's installation" in status["body"]


def test_uninstalling_the_app_ends_a_run_still_opening(
    fake: FakeGitHub, target: RepoState, stages: ScriptedStages, runner: ActionsRunner, bot: BotHandle
) -> None:
    """A run whose PR could not be opened yet is the reconciler's to open: once the App is gone it must not try on
    every pass, nor open a PR nobody wants any more when the App is installed again."""
    stages.play(**HAPPY)
    assert bot.bot is not None
    bot.bot.service.retry = RetryPolicy(tries=2, first_delay=0.1)  # the command gives up, the reconciler's to open
    fake.inject("pulls/create", 500, times=2, message="Server Error")
    translate(fake, target)
    bot.idle()
    assert bot.only_run().state is RunState.OPENING
    response = fake.send_webhook("installation", fake.webhook_installation("deleted"))
    assert response is not None and response.status_code == 202
    bot.idle()
    run = bot.only_run()
    assert run.state is RunState.CANCELLED and "removed" in run.reason
    bot.bot.service.reconcile_soon()
    bot.idle()
    assert not target.pulls and bot.only_run().state is RunState.CANCELLED
