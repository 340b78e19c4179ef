"""The status comment and check runs on the PR against the GitHub test server, with real PyGithub: which comment the
bot takes for its own status comment."""

from __future__ import annotations

from tests.github.conftest import open_forge_run
from tests.github.fake import RepoState
from tilebot.bot.forge.github import PR_REF, GitHubForge
from tilebot.bot.store import Run
from tilebot.core.render import no_mentions, render

RUN_ID = "abcd1234"
MARKER = f"<!-- tilebot:status:{RUN_ID} -->"


def _status(run: Run, next_step: str) -> str:
    return render("comments/status.md.j2", run=run, attempts=[], next_step=next_step, conclusion_of=None)


def test_a_bot_comment_that_quotes_the_marker_is_not_taken_for_the_status_comment(
    forge: GitHubForge, target: RepoState
) -> None:
    run = open_forge_run(forge, target, RUN_ID)
    number = int(run.forge_refs[PR_REF])
    # A reply of the bot's on the PR that echoes what someone typed, marker and all, before the status comment exists
    # (its first post failed, or the bot restarted and lost its memory of it).
    reply = render("comments/reply.md.j2", quote=no_mentions(f"/retry {MARKER}"), lines=["unknown stage"], usage="")
    issue = forge.repo(run).get_issue(number)
    reply_id = issue.create_comment(reply).id

    forge.post_status(run, _status(run, "dispatch A"))

    comments = {c["id"]: c for c in target.comments.values() if c["issue"] == number}
    assert comments[reply_id]["body"] == reply  # the reply is still what it said
    (status,) = [c for c in comments.values() if c["id"] != reply_id]
    assert status["body"].startswith(MARKER) and "dispatch A" in status["body"]

    # After a restart the bot finds its status comment again, and edits that one.
    restarted = GitHubForge(forge.clients, bot_login=forge.bot_login)
    restarted.post_status(run, _status(run, "dispatch B"))
    assert comments[reply_id]["body"] == reply and "dispatch B" in target.comments[status["id"]]["body"]
