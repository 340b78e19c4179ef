"""``check_run``: the Cancel and Retry buttons of a stage's check run, and "Re-run" (a retry).

The check run's external id names the run and stage; the person who pressed needs the same
permission as for the commands, and a refused press is only logged (a check run has nowhere to
answer).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tilebot.bot.events.base import EventContext, Work, user
from tilebot.bot.forge.github import parse_external_id
from tilebot.bot.orchestrator import RetryRefused


def normalize(payload: Mapping[str, Any], base: Work, _workflow: str | None) -> Work | None:
    action = base["action"]
    if action not in ("requested_action", "rerequested"):
        return None
    check = payload.get("check_run") or {}
    requested = payload.get("requested_action") or {}
    return {
        **base,
        "check_run": {"id": check.get("id"), "external_id": check.get("external_id"), "name": check.get("name")},
        "identifier": requested.get("identifier") if action == "requested_action" else "retry",
        "sender": user(payload.get("sender")),
    }


def handle(ctx: EventContext, work: Work) -> None:
    key = parse_external_id(work["check_run"].get("external_id"))
    if key is None:
        return
    run_id, stage, _attempt = key
    try:
        run = ctx.store.get_run(run_id)
    except LookupError:
        return
    if run.repo.lower() != str(work.get("repo") or "").lower():
        return
    repo = ctx.clients.for_repo(run.repo, work.get("installation")).get_repo(run.repo)
    decision = ctx.permissions.authorize(repo, run.repo, work["sender"], bot_login=ctx.bot_login)
    login = work["sender"].get("login")
    if not decision.allowed:
        ctx.store.log_event(run.id, "button_refused", {"by": login, "identifier": work.get("identifier")})
        return
    if work.get("identifier") == "cancel":
        ctx.orchestrator.cancel(run.id, by=login)
    elif work.get("identifier") == "retry":
        try:
            ctx.orchestrator.retry(run.id, stage, by=login)
        except RetryRefused as exc:
            ctx.store.log_event(run.id, "retry_refused", {"by": login, "reason": str(exc)})
