"""The App uninstalled from the repository and installed again while a run's job was out: GitHub made a new
installation, with a new id, and answers 404 for the token of the one the run was started under. The run goes on
through the new installation, which the store then names for it; without a new installation it ends as before.
The real service and real PyGithub against the GitHub test server, which answers as GitHub does
(``GET /repos/{owner}/{repo}/installation``: the installation, or 404 where the App is not installed)."""

from __future__ import annotations

import pytest

from tests.github.actions_sim import ORDER, ActionsRunner, Job, ScriptedStages
from tests.github.conftest import BotHandle
from tests.github.fake import FakeGitHub, RepoState
from tests.github.test_e2e import HAPPY, STAGES, bot_replies, stage_checks
from tests.github.test_scenarios import step, translate
from tilebot.bot.forge.github import INSTALLATION_REF
from tilebot.bot.store import AttemptStatus, RunState

manual = pytest.mark.manual_jobs


def analyze_running(
    fake: FakeGitHub, stages: ScriptedStages, target: RepoState, runner: ActionsRunner, bot: BotHandle
) -> Job:
    """Every stage scripted to pass, `/translate softmax`, preflight run, A's job taken by a runner."""
    stages.play(**HAPPY)
    translate(fake, target)
    bot.idle()
    step(runner, bot, "preflight")
    job = runner.next_job()
    runner.start(job)
    bot.idle()
    return job


def token_answers(fake: FakeGitHub, installation: int, since: int = 0) -> list[int]:
    """What GitHub answered to the token requests for ``installation``, from call ``since`` on."""
    return [
        c.status
        for c in fake.calls[since:]
        if c.operation_id == "apps/create-installation-access-token" and f"/installations/{installation}/" in c.path
    ]


def lookups(fake: FakeGitHub, since: int) -> list[int]:
    return [c.status for c in fake.calls[since:] if c.operation_id == "apps/get-repo-installation"]


def reconcile(bot: BotHandle) -> None:
    assert bot.bot is not None
    bot.bot.service.reconcile_soon()
    bot.idle()


@manual
def test_a_run_goes_on_through_the_installation_github_names_after_a_reinstall(
    fake: FakeGitHub, target: RepoState, stages: ScriptedStages, runner: ActionsRunner, bot: BotHandle
) -> None:
    """No webhook said so (the bot was down): the reconciler's look at A's job meets the old installation's 404, asks
    GitHub which installation covers the repository now, and collects the result through it. The run then ends as
    usual: its checks, status comment and close-out all through the new installation."""
    job = analyze_running(fake, stages, target, runner, bot)
    old = fake.installation_id
    assert bot.only_run().forge_refs[INSTALLATION_REF] == old
    fake.uninstall()
    new = fake.reinstall()
    since = len(fake.calls)
    runner.run(job, drop=ORDER)  # A finishes; its webhooks are lost
    reconcile(bot)
    run = bot.only_run()
    assert run.forge_refs[INSTALLATION_REF] == new
    analyze = bot.store.attempts(run.id)[1]
    assert analyze.status is AttemptStatus.FINISHED and analyze.result is not None and analyze.result.verdict == "PASS"
    assert token_answers(fake, old, since) == [404] and lookups(fake, since) == [200]
    for stage in STAGES[2:]:
        step(runner, bot, stage)
    run = bot.wait_finished()
    assert run.state is RunState.COMPLETE and run.succeeded is True, bot.diagnosis()
    assert all(c["conclusion"] == "success" for c in stage_checks(target)) and len(stage_checks(target)) == len(STAGES)
    assert target.pulls[run.forge_refs["pr"]]["draft"] is False  # the close-out went through
    assert any("<!-- tilebot:final:" in b for b in bot_replies(target, run.forge_refs["pr"]))
    assert token_answers(fake, old, since) == [404], "the old installation is not asked about again"
    assert lookups(fake, since) == [200], "the new installation is remembered"


@manual
def test_the_installation_webhook_s_new_installation_is_taken_without_asking_github(
    fake: FakeGitHub, target: RepoState, stages: ScriptedStages, runner: ActionsRunner, bot: BotHandle
) -> None:
    """The ``installation`` ``created`` delivery came (the ``deleted`` one was lost): the repositories it lists are
    remembered with the new installation, which the run's next look at GitHub takes."""
    job = analyze_running(fake, stages, target, runner, bot)
    old = fake.installation_id
    fake.uninstall()
    new = fake.reinstall()
    since = len(fake.calls)
    fake.send_webhook("installation", fake.webhook_installation("created"))
    bot.idle()
    runner.run(job, drop=ORDER)
    reconcile(bot)
    run = bot.only_run()
    assert run.forge_refs[INSTALLATION_REF] == new and run.state is RunState.ACTIVE
    assert runner.next_job().stage == "write_kernel"  # dispatched through the new installation
    assert token_answers(fake, old, since) == [404] and lookups(fake, since) == []


@manual
def test_without_a_new_installation_the_run_ends_as_the_app_is_gone(
    fake: FakeGitHub, target: RepoState, stages: ScriptedStages, runner: ActionsRunner, bot: BotHandle
) -> None:
    """Uninstalled and not installed again: GitHub has no installation for the repository either, and the run ends
    BLOCKED/env saying so, still naming the installation it ran under."""
    analyze_running(fake, stages, target, runner, bot)
    old = fake.installation_id
    fake.uninstall()
    since = len(fake.calls)
    reconcile(bot)
    run = bot.only_run()
    assert run.state is RunState.STOPPED and "the App was uninstalled from the repository" in run.reason, run.reason
    assert run.forge_refs[INSTALLATION_REF] == old
    assert token_answers(fake, old, since) == [404]
    assert set(lookups(fake, since)) == {404}  # each of the pass's operations asked, none got an installation
    calls = len(fake.calls)
    reconcile(bot)
    assert len(fake.calls) == calls, "nothing is asked of GitHub for the ended run any more"
