"""A cancelled run's jobs are stopped even when GitHub fails the cancel: the reconciler asks again on a later pass,
collects a job once it has finished, never dispatches for the run, and gives up on a job past its timeout."""

from __future__ import annotations

from datetime import timedelta

import pytest

from tests.github.actions_sim import ORDER, ActionsRunner, ScriptedStages
from tests.github.conftest import BotHandle
from tests.github.fake import FakeGitHub, RepoState
from tests.github.test_reconciler import later
from tests.github.test_scenarios import start_analyze, start_run, step
from tilebot.bot.store import Attempt, AttemptStatus, RunState

manual = pytest.mark.manual_jobs

CANCEL = "actions/cancel-workflow-run"


def reconcile(bot: BotHandle) -> None:
    assert bot.bot is not None
    bot.bot.service.reconcile_soon()
    bot.idle()


def cancel_run(fake: FakeGitHub, target: RepoState, bot: BotHandle) -> None:
    fake.comment(target, bot.only_run().forge_refs["pr"], "/cancel", login="maintainer")
    bot.idle()
    assert bot.only_run().state is RunState.CANCELLED


def analyze_attempt(bot: BotHandle) -> Attempt:
    (analyze,) = [a for a in bot.store.attempts(bot.only_run().id) if a.stage.value == "analyze"]
    return analyze


def cancel_statuses(fake: FakeGitHub) -> list[int]:
    return [c.status for c in fake.calls_of(CANCEL)]


@manual
def test_a_cancel_github_failed_is_sent_again_and_the_finished_job_collected(
    fake: FakeGitHub, target: RepoState, stages: ScriptedStages, runner: ActionsRunner, bot: BotHandle
) -> None:
    start_run(fake, target, stages, bot)
    step(runner, bot, "preflight")
    job = runner.next_job()
    runner.start(job)  # A is running on a GPU runner
    bot.idle()
    fake.inject(CANCEL, 502, message="Server Error")
    cancel_run(fake, target, bot)
    assert cancel_statuses(fake) == [502] and not job.run.get("cancel_requested")

    reconcile(bot)
    assert cancel_statuses(fake) == [502, 202]
    assert job.run.get("cancel_requested") is True, "the job still runs after the reconciler's pass"
    assert analyze_attempt(bot).status is AttemptStatus.DISPATCHED  # open until its job has ended

    runner.run(job, drop=ORDER)  # the job stops; every webhook of its end is lost
    reconcile(bot)
    analyze = analyze_attempt(bot)
    assert analyze.status is not AttemptStatus.DISPATCHED and analyze.result is not None
    assert bot.only_run().state is RunState.CANCELLED and runner.no_job()

    calls = len(fake.calls)
    reconcile(bot)
    assert len(fake.calls) == calls, "a collected attempt is not asked about again"
    assert cancel_statuses(fake) == [502, 202]


@manual
def test_a_job_whose_id_was_never_learnt_is_found_by_its_name_and_stopped(
    fake: FakeGitHub, target: RepoState, stages: ScriptedStages, runner: ActionsRunner, bot: BotHandle
) -> None:
    start_run(fake, target, stages, bot)
    fake.inject("actions/create-workflow-dispatch", 502, message="Server Error", after=True)
    step(runner, bot, "preflight")  # A is dispatched; GitHub's answer, with the run's id, is lost
    job = runner.next_job()
    assert job.stage == "analyze" and analyze_attempt(bot).external_id is None
    cancel_run(fake, target, bot)
    assert cancel_statuses(fake) == []  # no id to cancel by yet

    reconcile(bot)
    assert job.run.get("cancel_requested") is True, "the queued job was never stopped"
    assert analyze_attempt(bot).external_id == str(job.run["id"])
    assert len(fake.calls_of("actions/create-workflow-dispatch")) == 2  # preflight and A: nothing dispatched again


@manual
def test_a_cancelled_run_s_job_that_never_appeared_is_given_up_after_its_timeout(
    fake: FakeGitHub, target: RepoState, stages: ScriptedStages, runner: ActionsRunner, bot: BotHandle
) -> None:
    start_run(fake, target, stages, bot)
    fake.inject("actions/create-workflow-dispatch", 500, message="Server Error")  # A never becomes a run
    step(runner, bot, "preflight")
    cancel_run(fake, target, bot)
    assert bot.bot is not None
    executor = bot.bot.service.executor

    later(executor, timedelta(minutes=10))  # a lost dispatch of an active run would be dispatched again by now
    reconcile(bot)
    assert runner.no_job() and len(fake.calls_of("actions/create-workflow-dispatch")) == 2
    assert analyze_attempt(bot).status is AttemptStatus.DISPATCHED

    later(executor, timedelta(hours=2))  # past A's timeout and the grace
    reconcile(bot)
    analyze = analyze_attempt(bot)
    assert analyze.status is not AttemptStatus.DISPATCHED and analyze.result is not None
    assert analyze.result.verdict == "BLOCKED" and analyze.result.classification == "env"
    assert "abandoned" in analyze.result.message and "cancelled" in analyze.result.message
    assert runner.no_job() and bot.only_run().state is RunState.CANCELLED


@manual
def test_a_job_of_a_run_ended_by_uninstalling_the_app_is_given_up_though_github_refuses_every_call(
    fake: FakeGitHub, target: RepoState, stages: ScriptedStages, runner: ActionsRunner, bot: BotHandle
) -> None:
    start_analyze(fake, target, stages, runner, bot)
    fake.send_webhook("installation", fake.webhook_installation("deleted"))
    bot.idle()
    assert bot.only_run().state is RunState.CANCELLED
    fake.inject("apps/create-installation-access-token", 404, times=1000, message="Not Found")  # the App is gone
    assert bot.bot is not None
    later(bot.bot.service.executor, timedelta(hours=2))
    reconcile(bot)
    analyze = analyze_attempt(bot)
    assert analyze.result is not None and "abandoned" in analyze.result.message
    calls = len(fake.calls)
    reconcile(bot)
    assert len(fake.calls) == calls, "nothing is asked of GitHub for it any more"


@manual
def test_a_cancelled_run_s_job_is_given_up_at_once_once_the_app_s_installation_is_gone(
    fake: FakeGitHub, target: RepoState, stages: ScriptedStages, runner: ActionsRunner, bot: BotHandle
) -> None:
    """No token for the installation any more: nothing can be asked about the job, now or after its timeout."""
    start_analyze(fake, target, stages, runner, bot)
    cancel_run(fake, target, bot)
    fake.inject("apps/create-installation-access-token", 404, times=1000, message="Not Found")
    assert bot.bot is not None
    bot.bot.clients.tokens.forget(fake.installation_id)
    reconcile(bot)  # well within A's timeout
    analyze = analyze_attempt(bot)
    assert analyze.result is not None and "abandoned" in analyze.result.message
    assert "the App was uninstalled" in analyze.result.message
    assert len(fake.calls_of("apps/create-installation-access-token")) == 2  # the run's first token, and the 404
