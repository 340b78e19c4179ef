"""A cached installation token GitHub refuses on an event handler's requests: an operation that only reads runs once
more with a fresh token whichever of its requests was refused. With real PyGithub against the GitHub test server and
the bot's own event context."""

from __future__ import annotations

from tests.github.conftest import REPO, BotHandle
from tests.github.fake import BOT_LOGIN, FakeGitHub, RepoState
from tilebot.bot.events.comment import post_once

PER_PAGE = 100  # the page size GitHubClients gives PyGithub


def _statuses(fake: FakeGitHub, operation_id: str) -> list[int]:
    return [c.status for c in fake.calls_of(operation_id)]


def test_a_reply_on_a_later_page_is_found_when_that_page_is_refused(
    bot: BotHandle, fake: FakeGitHub, target: RepoState
) -> None:
    """Finding tilebot's earlier reply lists the issue's comments, a request per page: the token refused at the second
    page (revoked while the first was read) is renewed and the whole listing made again, so the reply is found and not
    posted twice (the 401 was raised, as after a write, since the listing's first request had gone through)."""
    issue_number = fake.open_issue(target, "Port softmax", login="maintainer")
    for i in range(PER_PAGE):
        fake.comment(target, issue_number, f"note {i}", login="maintainer", deliver=False)
    marker = "<!-- tilebot:reply:7 -->"
    fake.comment(target, issue_number, f"{marker}\nthe earlier reply", login=BOT_LOGIN, kind="Bot", deliver=False)
    listed = "issues/list-comments"
    # `when` gets the request's body (none for a GET); a call is recorded once answered, so one recorded: page 2
    fake.inject(listed, 401, message="Bad credentials", when=lambda _: len(fake.calls_of(listed)) == 1)
    assert bot.bot is not None
    ctx = bot.bot.service.context
    issue = ctx.clients.for_repo(REPO, fake.installation_id).get_repo(REPO).get_issue(issue_number)

    post_once(ctx, issue, "reply:7", "the reply again")

    assert _statuses(fake, listed) == [200, 401, 200, 200]  # both pages again, with a fresh token
    refused, again = {c.token for c in fake.calls_of(listed)[:2]}, {c.token for c in fake.calls_of(listed)[2:]}
    assert len(refused) == len(again) == 1 and refused != again
    assert fake.calls_of("issues/create-comment") == []
    assert [c["body"] for c in target.comments.values() if marker in c["body"]] == [f"{marker}\nthe earlier reply"]
