"""``issue_comment``: a comment that may hold commands; each command's handler is in ``bot/commands``.

This module does what is common to every command of a comment: it finds them (the ingress only saw
that a line may be one), checks the author's permission once, reacts (eyes; then rocket, thumbs-up or
confused), runs the commands in order and answers them all in one reply. A refusal is answered in full
once per person and thread within an hour, and later ones not at all (``bot/refusals.py``). The ingress
keys the delivery by the comment, so one comment is one queue row; the handler may still run twice (a
crash, a failed try), so the reply carries a hidden marker and is looked up before it is posted,
reactions are idempotent on GitHub, and a run started by the comment has an id the comment determines
(``commands/translate.py``).
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from datetime import UTC, datetime, timedelta
from typing import Any

from github.GithubException import GithubException
from github.Issue import Issue

from tilebot.bot.commands import COMMANDS
from tilebot.bot.commands.base import CommandContext
from tilebot.bot.commands.grammar import Parsed, may_hold_commands, parse_comment
from tilebot.bot.delivery_queue import DELIVERY_RETENTION
from tilebot.bot.events.base import EventContext, Work, is_bot, user
from tilebot.core.render import clip, no_mentions, render

log = logging.getLogger(__name__)


def normalize(payload: Mapping[str, Any], base: Work, _workflow: str | None) -> Work | None:
    comment, issue = payload.get("comment") or {}, payload.get("issue") or {}
    author = user(comment.get("user"))
    # Edits never re-trigger (a command runs once); bots never command (tilebot's own comments included).
    if base["action"] != "created" or is_bot(author) or is_bot(user(payload.get("sender"))):
        return None
    body = comment.get("body") or ""
    # A look at each line's start only: which of those lines GitHub shows as text (reading the Markdown, up to a second
    # for 64 KiB) is the worker's to say, after the acknowledgement.
    if not may_hold_commands(body):
        return None
    if _created_at(comment) < datetime.now(UTC) - DELIVERY_RETENTION:
        return None  # older than the queue's memory of handled comments: a replay, never a new command
    app = comment.get("performed_via_github_app")
    if app:
        # Another App posted it with the person's user token (GitHub shows their avatar with the App's badge): what the
        # App relays is not what the person typed here, and two bots must not command each other.
        log.info(
            "comment %s on %s#%s: posted by the GitHub App %s on behalf of %s, so its commands are not run",
            comment.get("id"),
            base.get("repo"),
            issue.get("number"),
            app.get("slug") if isinstance(app, dict) else app,
            author["login"],
        )
        return None
    return {
        **base,
        "issue": issue.get("number"),
        "is_pr": bool(issue.get("pull_request")),
        "issue_state": issue.get("state"),
        "comment": {
            "id": comment.get("id"),
            "body": body,
            "html_url": comment.get("html_url"),
            "created_at": comment.get("created_at"),
        },
        "author": author,
    }


def _created_at(comment: Mapping[str, Any]) -> datetime:
    """When GitHub created the comment (signed with the body; ValueError, a 400, for a body without it)."""
    at = datetime.fromisoformat(str(comment.get("created_at") or "").replace("Z", "+00:00"))
    return at if at.tzinfo else at.replace(tzinfo=UTC)


def handle(ctx: EventContext, work: Work) -> None:
    author = work["author"]
    if author.get("login") == ctx.bot_login:
        return
    repo_name, comment, number = work["repo"], work["comment"], int(work["issue"])
    comment_id, login = int(comment["id"]), author["login"]
    parsed = parse_comment(comment["body"])
    if not parsed:
        return  # its lines that looked like commands are code, quoted or hidden
    repo = ctx.clients.for_repo(repo_name, work.get("installation")).get_repo(repo_name)
    decision = ctx.permissions.authorize(repo, repo_name, author, bot_login=ctx.bot_login)
    if not decision.allowed and not ctx.refusals.answer(repo_name, number, login, comment_id):
        _refuse_quietly(ctx, work, parsed)
        return
    issue = repo.get_issue(number)
    try:
        gh_comment = issue.get_comment(comment_id)
        ctx.clients.call("create_reaction", lambda: gh_comment.create_reaction("eyes"))
    except GithubException as exc:
        if exc.status != 404:
            raise
        log.info("comment %s on %s#%s was deleted before it was handled", comment_id, repo_name, number)
        if not decision.allowed:
            ctx.refusals.forget(repo_name, number, login, comment_id)  # unanswered: the person's next one is answered
        return  # its author took it back; nothing to answer
    if not decision.allowed:
        for c in parsed.commands:
            ctx.metrics.commands.labels(c.verb, "refused").inc()
        quiet = f"Further commands of yours in this thread get no answer for {_minutes(ctx.refusals.window)}."
        _reply(ctx, issue, comment_id, parsed, [decision.reason, quiet])
        ctx.clients.call("create_reaction", lambda: gh_comment.create_reaction("confused"))
        return
    command_ctx = CommandContext(
        repo=repo,
        repo_name=repo_name,
        number=number,
        is_pr=bool(work["is_pr"]),
        login=login,
        work=work,
        store=ctx.store,
        clients=ctx.clients,
        orchestrator=ctx.orchestrator,
        commands=COMMANDS,
    )
    lines: list[str] = []
    usage: list[str] = []
    for error in parsed.errors:
        ctx.metrics.commands.labels(error.verb or "unknown", "invalid").inc()
        lines.append(no_mentions(f"`{error.line}`: {error.message}"))  # a backtick in the line ends the code span
        usage.append(error.usage)
    started = invalid = False
    for command in parsed.commands:
        reply = command.run(command_ctx)
        invalid = invalid or reply.outcome == "invalid"
        ctx.metrics.commands.labels(command.verb, reply.outcome).inc()
        lines += [no_mentions(line) for line in reply.lines]  # they may echo what the user typed
        if command.spec.usage_when_refused and not reply.ok:
            usage.append(command.spec.usage)
        started = started or (reply.ok and command.spec.starts_run)
    _reply(ctx, issue, comment_id, parsed, lines, usage="\n".join(dict.fromkeys("\n".join(usage).splitlines())))
    reaction = "rocket" if started else ("confused" if parsed.errors or invalid else "+1")
    ctx.clients.call("create_reaction", lambda: gh_comment.create_reaction(reaction))


def _refuse_quietly(ctx: EventContext, work: Work, parsed: Parsed) -> None:
    """Someone who may not command, answered in full in this thread within the refusal window: logged and counted,
    and nothing written to GitHub (``bot/refusals.py``), so that commands typed in a loop spend none of the App's
    content quota."""
    comment, login = work["comment"], work["author"]["login"]
    log.info(
        "comment %s on %s#%s: %s may not command, and was answered in this thread less than %s ago: not answered again",
        comment["id"],
        work["repo"],
        work["issue"],
        login,
        ctx.refusals.window,
    )
    for c in parsed.commands:
        ctx.metrics.commands.labels(c.verb, "refused_quietly").inc()


def _minutes(window: timedelta) -> str:
    minutes = int(window.total_seconds() // 60)
    return "1 minute" if minutes == 1 else f"{minutes} minutes"


def _reply(
    ctx: EventContext, issue: Issue, comment_id: int, parsed: Parsed, lines: list[str], *, usage: str = ""
) -> None:
    quoted = [c.line for c in parsed.commands] + [e.line for e in parsed.errors]
    body = render("comments/reply.md.j2", quote=no_mentions("\n> ".join(quoted)), lines=lines, usage=usage)
    post_once(ctx, issue, f"reply:{comment_id}", body)


def give_up(ctx: EventContext, work: Work, reason: str, tries: int) -> None:
    """The last try failed: say so in the thread (once), so the command is not silently lost."""
    comment = work["comment"]
    # A refusal whose answer may not have been posted: the person's next command is answered, as this notice says.
    ctx.refusals.forget(work["repo"], int(work["issue"]), work["author"]["login"], int(comment["id"]))
    repo = ctx.clients.for_repo(work["repo"], work.get("installation")).get_repo(work["repo"])
    issue = repo.get_issue(int(work["issue"]))
    body = (
        f"tilebot could not handle [this comment]({comment.get('html_url')}) after {tries} tries "
        f"({reason}). Nothing more will happen for it; type the command again, or redeliver the webhook "
        "from the App's advanced settings, once the cause is fixed."
    )
    post_once(ctx, issue, f"gave-up:{comment['id']}", body)


def post_once(ctx: EventContext, issue: Issue, key: str, body: str) -> None:
    """Post a comment that opens with ``<!-- tilebot:KEY -->``, unless tilebot already posted it (a
    previous try whose answer was lost, or a crash after it). Only a comment that opens with the marker is that
    one: a reply quotes what its commenter typed, a marker for another comment's reply included."""
    marker = f"<!-- tilebot:{key} -->"
    existing = ctx.clients.call("list_issue_comments", lambda: list(issue.get_comments()), reads_only=True)
    if any(c.user.login == ctx.bot_login and (c.body or "").startswith(marker) for c in existing):
        return
    ctx.clients.call("create_issue_comment", lambda: issue.create_comment(clip(f"{marker}\n{body}")))
