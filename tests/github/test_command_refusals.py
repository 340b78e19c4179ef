"""Refused commands cannot spend the App's content quota: one refusal reply per person and thread within the window
(``bot/refusals.py``), through the real HTTP path (the GitHub test server, ``tilebot serve``'s app)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime, timedelta

from sqlalchemy import func, select

from tests.github.conftest import BotHandle
from tests.github.fake import FakeGitHub, RepoState
from tests.github.test_e2e import bot_replies, reactions
from tilebot.bot.metrics import Metrics
from tilebot.bot.refusals import REFUSAL_WINDOW, RefusalReplies, RefusalRow
from tilebot.bot.store import Store


def quietly_refused(metrics: Metrics) -> float:
    return sum(
        s.value
        for m in metrics.registry.collect()
        if m.name == "tilebot_commands"
        for s in m.samples
        if s.name.endswith("_total") and s.labels["outcome"] == "refused_quietly"
    )


def writes(fake: FakeGitHub) -> int:
    return len(fake.calls_of("issues/create-comment")) + len(fake.calls_of("reactions/create-for-issue-comment"))


def test_an_outsider_gets_one_refusal_reply_per_thread_and_then_a_reaction_only(
    fake: FakeGitHub, target: RepoState, make_bot: Callable[..., BotHandle]
) -> None:
    bot = make_bot()
    issue = fake.open_issue(target, "Port softmax", login="outsider")
    first, _ = fake.comment(target, issue, "/translate softmax", login="outsider")
    bot.idle()
    before = writes(fake)
    later = [fake.comment(target, issue, body, login="outsider")[0] for body in ("/status", "/cancel\n\n/help")]
    bot.idle()
    (refusal,) = bot_replies(target, issue)
    assert "@outsider" in refusal and "write, maintain or admin" in refusal
    assert reactions(target, first) == ["eyes", "confused"]
    assert [reactions(target, c) for c in later] == [["confused"], ["confused"]]
    assert writes(fake) - before == len(later)  # one reaction each: no reply, no eyes
    assert bot.bot is not None and quietly_refused(bot.bot.metrics) == 3  # /status, /cancel, /help
    # The store remembers across a restart.
    again, _ = fake.comment(target, issue, "/status", login="outsider", deliver=False)
    bot.restart()
    fake.send_webhook("issue_comment", fake.webhook_issue_comment(target, issue, again))
    bot.idle()
    assert len(bot_replies(target, issue)) == 1 and reactions(target, again) == ["confused"]
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
    # Rows past the window went with that write: the table holds a window's refusals, not every one ever.
    with store.engine.connect() as conn:
        assert conn.scalar(select(func.count()).select_from(RefusalRow)) == 1
    store.engine.dispose()
