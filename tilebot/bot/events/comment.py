"""``issue_comment``: a comment that may hold commands; each command's handler is in ``bot/commands``.

This module does what is common to every command of a comment: it dedupes the comment, reacts
(eyes on receipt; then rocket, thumbs-up or confused), checks the author's permission once, runs
the commands in order and answers them all in one reply.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from github.Issue import Issue

from tilebot.bot.commands import COMMANDS
from tilebot.bot.commands.base import CommandContext
from tilebot.bot.commands.grammar import Parsed, command_lines, parse_comment
from tilebot.bot.events.base import EventContext, Work, is_bot, user
from tilebot.core.render import clip, render


def normalize(payload: Mapping[str, Any], base: Work, _workflow: str | None) -> Work | None:
    comment, issue = payload.get("comment") or {}, payload.get("issue") or {}
    author = user(comment.get("user"))
    # Edits never re-trigger (a command runs once); bots never command (tilebot's own comments included).
    if base["action"] != "created" or is_bot(author) or is_bot(user(payload.get("sender"))):
        return None
    body = comment.get("body") or ""
    if not command_lines(body):
        return None
    return {
        **base,
        "issue": issue.get("number"),
        "is_pr": bool(issue.get("pull_request")),
        "comment": {"id": comment.get("id"), "body": body, "html_url": comment.get("html_url")},
        "author": author,
    }


def handle(ctx: EventContext, work: Work) -> None:
    author = work["author"]
    if author.get("login") == ctx.bot_login:
        return
    repo_name, comment = work["repo"], work["comment"]
    # Semantic dedupe: one comment starts its commands once, whatever the delivery ids (two
    # subscriptions, a proxy, a manual redelivery).
    if not ctx.store.record_delivery(f"comment-{repo_name}-{comment['id']}", "command", {"repo": repo_name}):
        return
    parsed = parse_comment(comment["body"])
    if not parsed:
        return
    repo = ctx.clients.for_repo(repo_name, work.get("installation")).get_repo(repo_name)
    issue = repo.get_issue(int(work["issue"]))
    gh_comment = issue.get_comment(int(comment["id"]))
    ctx.clients.call("create_reaction", lambda: gh_comment.create_reaction("eyes"))
    decision = ctx.permissions.authorize(repo, repo_name, author, bot_login=ctx.bot_login)
    if not decision.allowed:
        for c in parsed.commands:
            ctx.metrics.commands.labels(c.verb, "refused").inc()
        _reply(ctx, issue, parsed, [decision.reason])
        ctx.clients.call("create_reaction", lambda: gh_comment.create_reaction("confused"))
        return
    command_ctx = CommandContext(
        repo=repo,
        repo_name=repo_name,
        number=int(work["issue"]),
        is_pr=bool(work["is_pr"]),
        login=author["login"],
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
        lines.append(f"`{error.line}`: {error.message}")
        usage.append(error.usage)
    started = False
    for command in parsed.commands:
        reply = command.run(command_ctx)
        ctx.metrics.commands.labels(command.verb, reply.outcome).inc()
        lines += reply.lines
        if command.spec.usage_when_refused and not reply.ok:
            usage.append(command.spec.usage)
        started = started or (reply.ok and command.spec.starts_run)
    _reply(ctx, issue, parsed, lines, usage="\n".join(dict.fromkeys("\n".join(usage).splitlines())))
    reaction = "rocket" if started else ("confused" if parsed.errors else "+1")
    ctx.clients.call("create_reaction", lambda: gh_comment.create_reaction(reaction))


def _reply(ctx: EventContext, issue: Issue, parsed: Parsed, lines: list[str], *, usage: str = "") -> None:
    quoted = [c.line for c in parsed.commands] + [e.line for e in parsed.errors]
    body = render("comments/reply.md.j2", quote="\n> ".join(quoted), lines=lines, usage=usage)
    ctx.clients.call("create_issue_comment", lambda: issue.create_comment(clip(body)))
