"""Webhook ingress: verify, cap, dedupe, queue. Nothing slow happens here.

GitHub gives a delivery 10 s (30 s on GHES) before it counts as failed, and it does not
redeliver by itself. So the request path only:

1. refuses bodies over the size cap (413) and bodies whose ``X-Hub-Signature-256`` is not the
   HMAC-SHA256 of the raw bytes under the webhook secret (401; constant-time compare);
2. reduces the payload to what the worker needs (``normalize``), or ignores it (202): events
   and actions tilebot does not act on, comments by bots or without a command line, ...;
3. records ``X-GitHub-Delivery`` with that work in the store (unique): a redelivery is
   acknowledged (200) and changes nothing; a first delivery is queued (202) and survives a
   restart of the service until the worker has handled it.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from tilebot.bot.commands.grammar import command_lines
from tilebot.bot.metrics import Metrics
from tilebot.bot.store import Store

SIGNATURE_HEADER = "X-Hub-Signature-256"
EVENT_HEADER = "X-GitHub-Event"
DELIVERY_HEADER = "X-GitHub-Delivery"
DEFAULT_MAX_BODY = 2 * 1024 * 1024  # tilebot's events are far below GitHub's 25 MB cap
QUEUED = "queued:"  # store kind prefix of deliveries not handled yet
HANDLED = "handled:"
_DELIVERY_ID = re.compile(r"^[A-Za-z0-9-]{1,100}$")


def sign(secret: bytes, body: bytes) -> str:
    """The header value GitHub sends: ``sha256=<hex HMAC-SHA256 of the raw body>``."""
    return "sha256=" + hmac.new(secret, body, hashlib.sha256).hexdigest()


def signature_ok(secret: bytes, body: bytes, header: str | None) -> bool:
    if not header or not header.startswith("sha256="):
        return False
    return hmac.compare_digest(sign(secret, body).encode(), header.encode())


@dataclass(frozen=True)
class Answer:
    status: int
    outcome: str  # for metrics and the response body
    delivery: str | None = None


def _installation(payload: Mapping[str, Any]) -> int | None:
    inst = payload.get("installation")
    return int(inst["id"]) if isinstance(inst, dict) and isinstance(inst.get("id"), int) else None


def _repo(payload: Mapping[str, Any]) -> dict[str, Any]:
    repo = payload.get("repository") or {}
    return {
        "repo": repo.get("full_name"),
        "repo_html_url": repo.get("html_url"),
        "default_branch": repo.get("default_branch"),
    }


def _user(user: Mapping[str, Any] | None) -> dict[str, Any]:
    user = user or {}
    return {"login": user.get("login") or "", "type": user.get("type") or ""}


def is_bot(user: Mapping[str, Any]) -> bool:
    return user.get("type") == "Bot" or str(user.get("login", "")).endswith("[bot]")


def normalize(event: str, payload: Mapping[str, Any], *, workflow: str | None = None) -> dict[str, Any] | None:
    """The part of a payload the worker acts on, or None when tilebot ignores the delivery.

    ``workflow``: the stage workflow's file name; runs of other workflows are ignored.
    """
    action = payload.get("action")
    base = {"event": event, "action": action, "installation": _installation(payload), **_repo(payload)}
    sender = _user(payload.get("sender"))
    if event == "issue_comment":
        comment, issue = payload.get("comment") or {}, payload.get("issue") or {}
        author = _user(comment.get("user"))
        # Edits never re-trigger (a command runs once); bots never command (tilebot's own comments included).
        if action != "created" or is_bot(author) or is_bot(sender):
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
    if event == "workflow_run" and action in ("requested", "in_progress", "completed"):
        run = payload.get("workflow_run") or {}
        path = str(run.get("path") or "").split("@", 1)[0]
        if workflow and path and path.rsplit("/", 1)[-1] != workflow:
            return None  # another workflow of the repository
        return {
            **base,
            "workflow_run": {
                k: run.get(k)
                for k in ("id", "name", "display_title", "status", "conclusion", "html_url", "path", "event")
            },
        }
    if event == "workflow_job" and action in ("in_progress", "completed"):
        job = payload.get("workflow_job") or {}
        return {
            **base,
            "workflow_job": {k: job.get(k) for k in ("id", "run_id", "name", "status", "conclusion", "html_url")},
        }
    if event == "check_run" and action in ("requested_action", "rerequested"):
        check = payload.get("check_run") or {}
        requested = payload.get("requested_action") or {}
        return {
            **base,
            "check_run": {"id": check.get("id"), "external_id": check.get("external_id"), "name": check.get("name")},
            "identifier": requested.get("identifier") if action == "requested_action" else "retry",
            "sender": sender,
        }
    if event == "pull_request" and action == "closed":
        pr = payload.get("pull_request") or {}
        return {
            **base,
            "pull_request": {"number": pr.get("number"), "merged": bool(pr.get("merged"))},
            "sender": sender,
        }
    if event in ("installation", "installation_repositories"):
        repos = payload.get("repositories") or payload.get("repositories_added") or []
        removed = payload.get("repositories_removed") or []
        return {
            **base,
            "repositories": [r.get("full_name") for r in repos if isinstance(r, dict)],
            "repositories_removed": [r.get("full_name") for r in removed if isinstance(r, dict)],
        }
    return None


class Ingress:
    """The request path of ``POST /webhook`` (framework-free, so it is testable and benchmarkable)."""

    def __init__(
        self,
        *,
        secret: bytes,
        store: Store,
        enqueue: Callable[[str, dict[str, Any]], None],
        metrics: Metrics,
        max_body: int = DEFAULT_MAX_BODY,
        workflow: str | None = None,
    ) -> None:
        if not secret:
            raise ValueError("the webhook secret is empty: set TILEBOT_WEBHOOK_SECRET")
        self.secret = secret
        self.store = store
        self.enqueue = enqueue
        self.metrics = metrics
        self.max_body = max_body
        self.workflow = workflow

    def receive(self, headers: Mapping[str, str], body: bytes) -> Answer:
        event = headers.get(EVENT_HEADER.lower()) or headers.get(EVENT_HEADER) or ""
        answer = self._receive(event, headers, body)
        self.metrics.deliveries.labels(event or "-", answer.outcome).inc()
        return answer

    def _receive(self, event: str, headers: Mapping[str, str], body: bytes) -> Answer:
        if len(body) > self.max_body:
            return Answer(413, "too_large")
        signature = headers.get(SIGNATURE_HEADER.lower()) or headers.get(SIGNATURE_HEADER)
        if not signature_ok(self.secret, body, signature):
            return Answer(401, "bad_signature")
        delivery = headers.get(DELIVERY_HEADER.lower()) or headers.get(DELIVERY_HEADER) or ""
        if not event or not _DELIVERY_ID.match(delivery):
            return Answer(400, "bad_request")
        if event == "ping":
            return Answer(200, "pong", delivery)
        try:
            payload = json.loads(body)
        except (UnicodeDecodeError, json.JSONDecodeError):
            return Answer(400, "bad_request", delivery)
        if not isinstance(payload, dict):
            return Answer(400, "bad_request", delivery)
        work = normalize(event, payload, workflow=self.workflow)
        if work is None:
            return Answer(202, "ignored", delivery)
        if not self.store.record_delivery(delivery, f"{QUEUED}{event}", work):
            return Answer(200, "duplicate", delivery)
        self.enqueue(delivery, work)
        return Answer(202, "queued", delivery)
