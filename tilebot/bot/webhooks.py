"""Webhook ingress: verify, cap, dedupe, queue. Nothing slow happens here.

GitHub gives a delivery 10 s (30 s on GHES) before it counts as failed, and it does not
redeliver by itself. So the request path only:

1. refuses bodies over the size cap (413) and bodies whose ``X-Hub-Signature-256`` is not the
   HMAC-SHA256 of the raw bytes under the webhook secret (401; constant-time compare);
2. reduces the payload to what the worker needs (``events.normalize``), or ignores it (202):
   events and actions tilebot does not act on, comments by bots or without a command line, ...;
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

from tilebot.bot.events import normalize
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
