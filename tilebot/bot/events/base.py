"""What every event module shares: the collaborators a handler may use, and the payload fields
every work item carries.

A handler gets an ``EventContext`` as an argument rather than reaching into the service, so the
handlers keep no state of their own and each one's needs are visible in its signature.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from tilebot.bot.executor.actions import ActionsExecutor, Collected
from tilebot.bot.forge.github import GitHubForge
from tilebot.bot.github_api import GitHubClients
from tilebot.bot.metrics import Metrics
from tilebot.bot.orchestrator import Orchestrator
from tilebot.bot.permissions import Permissions
from tilebot.bot.refusals import RefusalReplies
from tilebot.bot.store import Store

Work = dict[str, Any]  # what the worker acts on: JSON, as it is stored with the delivery


@dataclass(frozen=True)
class EventContext:
    store: Store
    clients: GitHubClients
    forge: GitHubForge
    executor: ActionsExecutor
    orchestrator: Orchestrator
    permissions: Permissions
    refusals: RefusalReplies
    metrics: Metrics
    bot_login: str

    def deliver_result(self, collected: Collected) -> None:
        self.orchestrator.on_result(collected.result, collected.reports)


@dataclass(frozen=True)
class Event:
    """One webhook event tilebot subscribes to.

    ``normalize(payload, base, workflow)``: the work item, from ``base`` (the fields every item
    carries) and the part of the payload the handler needs, or None when tilebot ignores the
    delivery; ``workflow`` is the stage workflow's file name. It runs on the request path: no I/O.
    ``handle(ctx, work)`` runs on the worker; it must be safe to run twice and on stale input.
    """

    normalize: Callable[[Mapping[str, Any], Work, str | None], Work | None]
    handle: Callable[[EventContext, Work], None]


def base_fields(event: str, payload: Mapping[str, Any]) -> Work:
    inst = payload.get("installation")
    repo = payload.get("repository") or {}
    return {
        "event": event,
        "action": payload.get("action"),
        "installation": int(inst["id"]) if isinstance(inst, dict) and isinstance(inst.get("id"), int) else None,
        "repo": repo.get("full_name"),
        "repo_html_url": repo.get("html_url"),
        "default_branch": repo.get("default_branch"),
    }


def user(user: Mapping[str, Any] | None) -> dict[str, Any]:
    user = user or {}
    return {"login": user.get("login") or "", "type": user.get("type") or ""}


def is_bot(user: Mapping[str, Any]) -> bool:
    return user.get("type") == "Bot" or str(user.get("login", "")).endswith("[bot]")
