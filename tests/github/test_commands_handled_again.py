"""Commands handled again after a failed answer, through the real HTTP path
(the GitHub test server, ``tilebot serve``'s app, the Actions simulator)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from tests.github.actions_sim import ActionsRunner, ScriptedStages
from tests.github.conftest import BotHandle
from tests.github.fake import BOT_LOGIN, FakeGitHub, RepoState
from tests.github.test_e2e import HAPPY, reactions
from tilebot.bot.commands.grammar import parse_comment
from tilebot.bot.service import RetryPolicy
from tilebot.bot.store import AttemptStatus

manual = pytest.mark.manual_jobs
FAST_RETRY = RetryPolicy(tries=4, first_delay=0.05, max_delay=0.1)


def reply_to(repo: RepoState, comment_id: int) -> list[str]:
    marker = f"<!-- tilebot:reply:{comment_id} -->"
    return [c["body"] for c in list(repo.comments.values()) if c["user"] == BOT_LOGIN and marker in c["body"]]


def run_until_blocked(fake: FakeGitHub, target: RepoState, runner: ActionsRunner, bot: BotHandle) -> int:
    """/translate softmax, its jobs run one by one until D stops the run (BLOCKED, env); the run's PR number."""
    issue = fake.open_issue(target, "Port softmax", login="maintainer")
    fake.comment(target, issue, "/translate softmax", login="maintainer")
    for expected in ("preflight", "analyze", "write_kernel", "ir_check", "host_ffi"):
        job = runner.next_job()
        assert job.stage == expected
        runner.run(job)
        bot.idle()
    run = bot.only_run()
    assert not run.active
    return int(run.forge_refs["pr"])


@manual
def test_a_retry_handled_again_after_its_reply_failed_answers_what_it_did(
    fake: FakeGitHub,
    target: RepoState,
    stages: ScriptedStages,
    runner: ActionsRunner,
    make_bot: Callable[..., BotHandle],
) -> None:
    stages.play(**{**HAPPY, "host_ffi": [{"verdict": "BLOCKED", "classification": "env"}, {"verdict": "ALL_PASS"}]})
    bot = make_bot(retry=FAST_RETRY, poll_seconds=0.05)
    pr = run_until_blocked(fake, target, runner, bot)
    # The retry is dispatched, then GitHub fails the reply: the delivery is handled again.
    fake.inject("issues/create-comment", 502, times=1, message="Server Error")
    comment_id, _ = fake.comment(target, pr, "/retry D", login="maintainer")
    bot.wait_for(lambda: bool(reply_to(target, comment_id)), 30, "the reply")
    bot.idle()
    run = bot.only_run()
    d_attempts = [a for a in bot.store.attempts(run.id) if a.stage.value == "host_ffi"]
    assert [a.status for a in d_attempts][-1] is AttemptStatus.DISPATCHED and len(d_attempts) == 2
    (reply,) = reply_to(target, comment_id)
    assert "Retrying D host/FFI" in reply and "attempt #2" in reply, reply
    assert "Cannot retry" not in reply
    assert reactions(target, comment_id)[-1] == "rocket"


@manual
def test_a_retry_handled_again_after_its_job_finished_dispatches_no_second_job(
    fake: FakeGitHub,
    target: RepoState,
    stages: ScriptedStages,
    runner: ActionsRunner,
    make_bot: Callable[..., BotHandle],
) -> None:
    blocked = {"verdict": "BLOCKED", "classification": "env"}
    stages.play(**{**HAPPY, "host_ffi": [blocked, blocked, {"verdict": "ALL_PASS"}]})
    bot = make_bot(retry=RetryPolicy(tries=4, first_delay=4.0, max_delay=4.0), poll_seconds=0.05)
    pr = run_until_blocked(fake, target, runner, bot)
    fake.inject("issues/create-comment", 502, times=1, message="Server Error")
    comment_id, _ = fake.comment(target, pr, "/retry D", login="maintainer")
    # While the failed delivery waits for its next try, the retried job runs and fails again.
    job = runner.next_job()
    assert (job.stage, job.attempt) == ("host_ffi", 2)
    runner.run(job)
    bot.wait_for(lambda: bool(reply_to(target, comment_id)), 30, "the reply")
    bot.idle()
    run = bot.only_run()
    assert [a.attempt for a in bot.store.attempts(run.id) if a.stage.value == "host_ffi"] == [1, 2]
    assert runner.no_job(), "one /retry comment dispatched a second job"
    (reply,) = reply_to(target, comment_id)
    assert "attempt #2" in reply, reply


@manual
def test_a_cancel_handled_again_after_its_reply_failed_says_what_it_cancelled(
    fake: FakeGitHub,
    target: RepoState,
    stages: ScriptedStages,
    runner: ActionsRunner,
    make_bot: Callable[..., BotHandle],
) -> None:
    stages.play(**HAPPY)
    bot = make_bot(retry=FAST_RETRY, poll_seconds=0.05)
    issue = fake.open_issue(target, "Port softmax", login="maintainer")
    fake.comment(target, issue, "/translate softmax", login="maintainer")
    bot.wait_for(lambda: bool(bot.runs()) and bot.only_run().active, 30, "the run to start")
    bot.idle()
    fake.inject("issues/create-comment", 502, times=1, message="Server Error")
    comment_id, _ = fake.comment(target, issue, "/cancel", login="maintainer")
    bot.wait_for(lambda: bool(reply_to(target, comment_id)), 30, "the reply")
    bot.idle()
    run = bot.only_run()
    assert not run.active
    (reply,) = reply_to(target, comment_id)
    assert f"Cancelled run `{run.id}`" in reply, reply
    assert "Nothing to cancel" not in reply


@pytest.mark.parametrize("space", ["\u00a0", "\u2003", "\u3000"])
def test_a_no_break_space_separates_a_commands_words(space: str) -> None:
    parsed = parse_comment(f"/translate{space}softmax silu_and_mul{space}--reference{space}triton")
    assert parsed.errors == []
    (command,) = parsed.commands
    assert command.args.ops == ("softmax", "silu_and_mul") and command.args.reference == "triton"


@manual
def test_translate_typed_with_a_no_break_space_starts_the_run(
    fake: FakeGitHub, target: RepoState, make_bot: Callable[..., BotHandle]
) -> None:
    bot = make_bot()
    issue = fake.open_issue(target, "Port softmax", login="maintainer")
    comment_id, _ = fake.comment(target, issue, "/translate\u00a0softmax", login="maintainer")
    bot.wait_for(lambda: bool(reply_to(target, comment_id)), 30, "the reply")
    (reply,) = reply_to(target, comment_id)
    assert "Started `softmax`" in reply, reply
    assert bot.only_run().op == "softmax"
