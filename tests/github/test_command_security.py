"""What a commenter types cannot steer tilebot beyond its commands, through the real HTTP path (the GitHub test
server, ``tilebot serve``'s app)."""

from __future__ import annotations

import logging

import pytest

from tests.github.conftest import BotHandle
from tests.github.fake import BOT_LOGIN, FakeGitHub, RepoState
from tests.github.test_e2e import bot_replies


def test_a_reply_marker_typed_in_a_command_does_not_silence_the_reply_to_another_comment(
    fake: FakeGitHub, target: RepoState, bot: BotHandle
) -> None:
    # Anyone may comment, and tilebot's refusal quotes the line: markers for the next comments' replies, planted there,
    # end up in a comment of tilebot's own.
    issue = fake.open_issue(target, "Port softmax", login="maintainer")
    first = fake.next_id()
    planted = " ".join(f"<!-- tilebot:reply:{n} -->" for n in range(first, first + 100))
    fake.comment(target, issue, f"/translate softmax {planted}", login="outsider")
    bot.idle()
    (refusal,) = bot_replies(target, issue)
    assert f"<!-- tilebot:reply:{first + 50} -->" in refusal
    comment_id, _ = fake.comment(target, issue, "/status", login="maintainer")
    bot.idle()
    assert comment_id < first + 100
    marker = f"<!-- tilebot:reply:{comment_id} -->"
    replies = [c["body"] for c in target.comments.values() if c["user"] == BOT_LOGIN and c["body"].startswith(marker)]
    assert len(replies) == 1 and "No run was started from this thread" in replies[0]


def test_a_second_translate_of_the_same_op_in_one_comment_says_which_run_ports_it(
    fake: FakeGitHub, target: RepoState, bot: BotHandle
) -> None:
    # The comment and the op name the run, so both lines are the one run the first line started (with triton).
    issue = fake.open_issue(target, "Port softmax", login="maintainer")
    body = "/translate softmax --reference triton\n/translate softmax --reference cutile"
    fake.comment(target, issue, body, login="maintainer")
    bot.idle()
    (run,) = bot.runs()
    assert run.options["reference"] == "triton"
    (reply,) = bot_replies(target, issue)
    assert f"Started `softmax`: run `{run.id}`" in reply and "(reference triton)" in reply
    assert "(reference cutile)" not in reply
    assert (
        f"`softmax` is already being ported by run `{run.id}` (PR #{run.forge_refs['pr']}, reference triton)" in reply
    )


def test_a_command_another_app_posted_on_a_person_s_behalf_is_not_run(
    fake: FakeGitHub, target: RepoState, bot: BotHandle, caplog: pytest.LogCaptureFixture
) -> None:
    # With a user token an App's comment is the person's (GitHub shows their avatar with the App's badge): a chat
    # bridge or an agent relaying text, not the maintainer typing here. Nothing runs or is answered; the log says why.
    issue = fake.open_issue(target, "Port softmax", login="maintainer")
    with caplog.at_level(logging.INFO, logger="tilebot.bot.events.comment"):
        _, relayed = fake.comment(target, issue, "/translate softmax", login="maintainer", via_app="chat-bridge")
    assert relayed is not None and relayed.json()["outcome"] == "ignored"
    assert "posted by the GitHub App chat-bridge on behalf of maintainer" in caplog.text
    _, typed = fake.comment(target, issue, "/status", login="maintainer")
    assert typed is not None and typed.json()["outcome"] == "queued"
    bot.idle()
    assert bot.runs() == []
    (reply,) = bot_replies(target, issue)
    assert "No run was started from this thread" in reply


def test_a_line_a_right_to_left_mark_turns_around_is_no_command(
    fake: FakeGitHub, target: RepoState, bot: BotHandle
) -> None:
    # A paragraph GitHub shows with dir="auto" takes its direction from its first strong character: after U+200F,
    # "/cancel" shows as "cancel/". What GitHub shows is what runs: that line is none, and one with a mark after the
    # command's name is refused, the mark named and spelled out.
    issue = fake.open_issue(target, "Port softmax", login="maintainer")
    _, turned = fake.comment(target, issue, "\u200f/cancel", login="maintainer")
    assert turned is not None and turned.json()["outcome"] == "ignored"
    fake.comment(target, issue, "/translate soft\u200fmax", login="maintainer")
    bot.idle()
    assert bot.runs() == []
    (reply,) = bot_replies(target, issue)
    assert "`/translate soft[U+200F]max`: the line holds U+200F, a bidirectional control" in reply
    assert "\u200f" not in reply


def test_a_hangul_filler_in_a_command_is_refused_not_read_as_nothing(
    fake: FakeGitHub, target: RepoState, bot: BotHandle
) -> None:
    # GitHub shows U+3164 as a blank: "/trans late softmax" is what the maintainer sees, so "/translate softmax" must
    # not run. The line is refused, the filler named and spelled out.
    issue = fake.open_issue(target, "Port softmax", login="maintainer")
    fake.comment(target, issue, "/trans\u3164late softmax", login="maintainer")
    bot.idle()
    assert bot.runs() == []
    (reply,) = bot_replies(target, issue)
    assert "`/trans[U+3164]late softmax`: the line holds U+3164, which shows as a blank" in reply
    assert "\u3164" not in reply
