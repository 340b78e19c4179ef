"""Refused commands spend little of the App's content quota: one answer per person and thread within the window, and
nothing written for the later ones (``bot/refusals.py``), through the real HTTP path (the GitHub test server,
``tilebot serve``'s app)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime, timedelta

import pytest
from sqlalchemy import func, select, update

from tests.github.conftest import BotHandle
from tests.github.fake import FakeGitHub, RepoState
from tests.github.test_e2e import bot_replies, reactions
from tilebot.bot.metrics import Metrics
from tilebot.bot.refusals import REFUSAL_WINDOW, RefusalReplies, RefusalRow
from tilebot.bot.service import RetryPolicy
from tilebot.bot.store import Store


def quietly_refused(metrics: Metrics) -> float:
    return sum(
        s.value
        for m in metrics.registry.collect()
        if m.name == "tilebot_commands"
        for s in m.samples
        if s.name.endswith("_total") and s.labels["outcome"] == "refused_quietly"
    )


def writes(fake: FakeGitHub, since: int = 0) -> list[str]:
    """The requests from the ``since``-th on that write to GitHub (an installation token aside)."""
    return [
        f"{c.method} {c.path}"
        for c in fake.calls[since:]
        if c.method != "GET" and c.operation_id != "apps/create-installation-access-token"
    ]


def test_an_outsider_gets_one_refusal_reply_per_thread_and_then_no_answer(
    fake: FakeGitHub, target: RepoState, make_bot: Callable[..., BotHandle]
) -> None:
    bot = make_bot()
    issue = fake.open_issue(target, "Port softmax", login="outsider")
    first, _ = fake.comment(target, issue, "/translate softmax", login="outsider")
    bot.idle()
    before = len(fake.calls)
    later = [fake.comment(target, issue, body, login="outsider")[0] for body in ("/status", "/cancel\n\n/help")]
    bot.idle()
    (refusal,) = bot_replies(target, issue)
    assert "@outsider" in refusal and "write, maintain or admin" in refusal
    assert "Further commands of yours in this thread get no answer for 60 minutes." in refusal  # why silence follows
    assert reactions(target, first) == ["eyes", "confused"]
    assert [reactions(target, c) for c in later] == [[], []]
    assert writes(fake, before) == []  # no reply, no reaction: nothing of the content quota
    assert bot.bot is not None and quietly_refused(bot.bot.metrics) == 3  # /status, /cancel, /help
    # The store remembers across a restart.
    again, _ = fake.comment(target, issue, "/status", login="outsider", deliver=False)
    bot.restart()
    before = len(fake.calls)
    fake.send_webhook("issue_comment", fake.webhook_issue_comment(target, issue, again))
    bot.idle()
    assert len(bot_replies(target, issue)) == 1 and writes(fake, before) == []
    # Another thread is answered; people who may command always are.
    other = fake.open_issue(target, "Port rms_norm", login="outsider")
    fake.comment(target, other, "/status", login="outsider")
    for body in ("/frobnicate", "/translate nosuchop"):
        fake.comment(target, issue, body, login="maintainer")
    bot.idle()
    assert len(bot_replies(target, other)) == 1
    replies = bot_replies(target, issue)
    assert len(replies) == 3 and "unknown command `/frobnicate`" in replies[1] and "nosuchop" in replies[2]
    assert bot.runs() == []


@pytest.mark.parametrize(("minutes", "said"), [(90, "90 minutes"), (1, "1 minute")])
def test_the_refusal_window_is_the_deployment_s_setting(
    fake: FakeGitHub, target: RepoState, make_bot: Callable[..., BotHandle], minutes: int, said: str
) -> None:
    bot = make_bot(refusal_window_minutes=minutes)  # TILEBOT_REFUSAL_WINDOW_MINUTES
    issue = fake.open_issue(target, "Port softmax", login="outsider")
    fake.comment(target, issue, "/translate softmax", login="outsider")
    bot.idle()
    (refusal,) = bot_replies(target, issue)
    assert f"Further commands of yours in this thread get no answer for {said}." in refusal
    answered_earlier(bot.store, timedelta(minutes=minutes - 1))  # within the window (90: past the default hour)
    fake.comment(target, issue, "/status", login="outsider")
    bot.idle()
    assert len(bot_replies(target, issue)) == 1
    answered_earlier(bot.store, timedelta(minutes=2))  # the window has passed (1: well within the default hour)
    fake.comment(target, issue, "/status", login="outsider")
    bot.idle()
    assert len(bot_replies(target, issue)) == 2


def answered_earlier(store: Store, by: timedelta) -> None:
    """Every refusal record made ``by`` earlier, as if that much time had passed since."""
    with store.writer(), store.engine.begin() as conn:
        for key, answered_at in conn.execute(select(RefusalRow.key, RefusalRow.answered_at)).all():
            conn.execute(update(RefusalRow).where(RefusalRow.key == key).values(answered_at=answered_at - by))


def test_a_refusal_is_answered_again_once_the_window_has_passed(store_url: str) -> None:
    now = [datetime(2026, 12, 1, 12, 0, tzinfo=UTC)]
    store = Store(store_url)
    answered = RefusalReplies(store, clock=lambda: now[0])
    assert answered.answer("acme/kernels", 1, "outsider", 10)
    assert answered.answer("acme/kernels", 1, "outsider", 10)  # that comment handled again: its reply is looked up
    assert not answered.answer("Acme/Kernels", 1, "Outsider", 11)  # names ignore case, as on GitHub
    assert answered.answer("acme/kernels", 2, "outsider", 12) and answered.answer("acme/kernels", 1, "someone", 13)
    now[0] += REFUSAL_WINDOW - timedelta(seconds=1)
    assert not answered.answer("acme/kernels", 1, "outsider", 14)
    now[0] += timedelta(seconds=1)
    assert answered.answer("acme/kernels", 1, "outsider", 15)
    assert not answered.answer("acme/kernels", 1, "outsider", 10)  # no longer the one answered last
    answered.forget("acme/kernels", 1, "outsider", 10)  # not the one recorded: nothing changes
    assert not answered.answer("acme/kernels", 1, "outsider", 16)
    answered.forget("acme/kernels", 1, "outsider", 15)  # its answer never reached the thread: the next one is given
    assert answered.answer("acme/kernels", 1, "outsider", 16)
    # Rows past the window went with that write: the table holds a window's refusals, not every one ever.
    with store.engine.connect() as conn:
        assert conn.scalar(select(func.count()).select_from(RefusalRow)) == 1
    store.engine.dispose()


def test_a_refusal_whose_comment_was_deleted_first_leaves_the_next_one_answered(
    fake: FakeGitHub, target: RepoState, make_bot: Callable[..., BotHandle]
) -> None:
    bot = make_bot()
    issue = fake.open_issue(target, "Port softmax", login="outsider")
    gone, _ = fake.comment(target, issue, "/translate softmax", login="outsider", deliver=False)
    payload = fake.webhook_issue_comment(target, issue, gone)
    del target.comments[gone]  # taken back before the worker handled it
    fake.send_webhook("issue_comment", payload)
    bot.idle()
    assert bot_replies(target, issue) == []
    second, _ = fake.comment(target, issue, "/translate softmax", login="outsider")
    bot.idle()
    (refusal,) = bot_replies(target, issue)  # the person is told why, once
    assert "@outsider" in refusal and reactions(target, second) == ["eyes", "confused"]


def test_a_refusal_whose_reply_failed_on_every_try_leaves_the_next_one_answered(
    fake: FakeGitHub, target: RepoState, make_bot: Callable[..., BotHandle]
) -> None:
    # The notice after the last try says to type the command again: that one is answered.
    bot = make_bot(retry=RetryPolicy(tries=2, first_delay=0.0))
    is_reply = lambda body: "could not handle" not in body.get("body", "")  # noqa: E731
    failing = fake.inject("issues/create-comment", 403, times=2, when=is_reply, message="Resource not accessible")
    issue = fake.open_issue(target, "Port softmax", login="outsider")
    fake.comment(target, issue, "/translate softmax", login="outsider")
    bot.wait_for(lambda: failing.times == 0 and bool(bot_replies(target, issue)), what="the notice after the last try")
    bot.idle()
    (notice,) = bot_replies(target, issue)
    assert "could not handle" in notice
    fake.comment(target, issue, "/translate softmax", login="outsider")
    bot.idle()
    assert len(bot_replies(target, issue)) == 2 and "@outsider" in bot_replies(target, issue)[1]
