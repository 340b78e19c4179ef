"""Webhook ingress: verify, cap, queue. Nothing slow happens here.

GitHub gives a delivery 10 s (30 s on GHES) before it counts as failed, and it does not
redeliver by itself. So the request path only:

1. refuses bodies over the size cap (413) and bodies whose ``X-Hub-Signature-256`` is not the
   HMAC-SHA256 of the raw bytes under the webhook secret (401; constant-time compare);
2. reduces the payload to what the worker needs (``events.normalize``), or ignores it (202):
   events and actions tilebot does not act on, comments by bots or posted by another App on a person's behalf,
   without a line that may be a command or older than the queue keeps finished deliveries, ...;
   a signed payload of the wrong shape is refused (400);
3. inserts the work into the store's delivery queue under a fixed-length key (one row per
   delivery id, or per comment: a second subscription or a redelivery of one comment is the same
   row). A first delivery is queued (202); a redelivery is acknowledged (200) and changes nothing,
   unless the delivery had failed for good: then it is queued again for a fresh set of tries.

Steps 1 and 2 (``Ingress.admit``) do no I/O and nothing slow: ``tilebot serve`` runs them on its event loop (a
comment's Markdown, up to a second of CPU for 64 KiB, is read by the worker, not here) and hands step 3 to one writer
thread that commits the deliveries arriving together in one transaction (``bot/enqueue_batch.py``); the answer goes out
only after the commit.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from tilebot.bot.delivery_queue import DeliveryQueue, Enqueued, NewDelivery, key_of, lane_of
from tilebot.bot.events import EVENTS, normalize
from tilebot.bot.metrics import Metrics

SIGNATURE_HEADER = "X-Hub-Signature-256"
EVENT_HEADER = "X-GitHub-Event"
DELIVERY_HEADER = "X-GitHub-Delivery"
DEFAULT_MAX_BODY = 2 * 1024 * 1024  # tilebot's events are far below GitHub's 25 MB cap
_DELIVERY_ID = re.compile(r"^[A-Za-z0-9-]{1,100}$")


def sign(secret: bytes, body: bytes) -> str:
    """The header value GitHub sends: ``sha256=<hex HMAC-SHA256 of the raw body>``."""
    return "sha256=" + hmac.new(secret, body, hashlib.sha256).hexdigest()


def event_label(event: str) -> str:
    """The metrics label of an ``X-GitHub-Event`` header: a name tilebot knows, else ``other``. The header is
    read before the signature is checked, and unsigned senders must not grow the label set without bound."""
    return event if event in EVENTS or event == "ping" else "other"


def signature_ok(secret: bytes, body: bytes, header: str | None) -> bool:
    if not header or not header.startswith("sha256="):
        return False
    return hmac.compare_digest(sign(secret, body).encode(), header.encode())


@dataclass(frozen=True)
class Admitted:
    """A verified delivery with work for the queue; acknowledged once the store has it."""

    delivery: NewDelivery


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
        queue: DeliveryQueue,
        notify: Callable[[], None],
        metrics: Metrics,
        max_body: int = DEFAULT_MAX_BODY,
        workflow: str | None = None,
    ) -> None:
        if not secret:
            raise ValueError("the webhook secret is empty: set TILEBOT_WEBHOOK_SECRET")
        self.secret = secret
        self.queue = queue
        self.notify = notify
        self.metrics = metrics
        self.max_body = max_body
        self.workflow = workflow

    def receive(self, headers: Mapping[str, str], body: bytes) -> Answer:
        """The whole request path, the INSERT included (blocking: call it off the event loop)."""
        admitted = self.admit(headers, body)
        if isinstance(admitted, Answer):
            return admitted
        return self.conclude(admitted, self.queue.enqueue_many([admitted.delivery])[0])

    def admit(self, headers: Mapping[str, str], body: bytes) -> Answer | Admitted:
        """Everything before the store (no I/O, so it may run on the event loop): the answer, or the
        delivery to queue and then hand to ``conclude`` with its outcome."""
        event = headers.get(EVENT_HEADER.lower()) or headers.get(EVENT_HEADER) or ""
        answer = self._admit(event, headers, body)
        if isinstance(answer, Answer):
            self.metrics.deliveries.labels(event_label(event), answer.outcome).inc()
        return answer

    def conclude(self, admitted: Admitted, outcome: Enqueued | BaseException) -> Answer:
        """The answer for a delivery ``admit`` let through, once the store took it (or raised: re-raised here,
        so the request fails with a 500 and GitHub records a failed delivery)."""
        if isinstance(outcome, BaseException):
            self.metrics.deliveries.labels(admitted.delivery.event, "error").inc()
            raise outcome
        if outcome is Enqueued.DUPLICATE:
            answer = Answer(200, "duplicate", admitted.delivery.delivery_id)
        else:
            self.notify()
            answer = Answer(202, outcome.value, admitted.delivery.delivery_id)
        self.metrics.deliveries.labels(admitted.delivery.event, answer.outcome).inc()
        return answer

    def _admit(self, event: str, headers: Mapping[str, str], body: bytes) -> Answer | Admitted:
        if len(body) > self.max_body:
            return Answer(413, "too_large")
        signature = headers.get(SIGNATURE_HEADER.lower()) or headers.get(SIGNATURE_HEADER)
        if not signature_ok(self.secret, body, signature):
            return Answer(401, "bad_signature")
        delivery = headers.get(DELIVERY_HEADER.lower()) or headers.get(DELIVERY_HEADER) or ""
        if not event or not _DELIVERY_ID.fullmatch(delivery):
            return Answer(400, "bad_request")
        if event == "ping":
            return Answer(200, "pong", delivery)
        try:
            payload = json.loads(body)
            if not isinstance(payload, dict):
                return Answer(400, "bad_request", delivery)
            work = normalize(event, payload, workflow=self.workflow)
        except (UnicodeDecodeError, ValueError, TypeError, AttributeError, KeyError, RecursionError):
            # Signed, so GitHub (or whoever holds the secret) sent it: a shape tilebot cannot read.
            return Answer(400, "bad_request", delivery)
        if work is None:
            return Answer(202, "ignored", delivery)
        return Admitted(
            NewDelivery(
                key=dedupe_key(delivery, work),
                delivery_id=delivery,
                event=event,
                lane=lane_of(work.get("repo"), work.get("installation")),
                work=work,
            )
        )


def dedupe_key(delivery: str, work: dict[str, Any]) -> str:
    """One comment starts its commands once, whatever the delivery ids (two subscriptions, a proxy,
    a manual redelivery); any other delivery is itself."""
    comment = work.get("comment")
    if work.get("event") == "issue_comment" and isinstance(comment, dict) and comment.get("id") is not None:
        return key_of(f"comment:{str(work.get('repo') or '').lower()}:{comment['id']}")
    return key_of(f"delivery:{delivery}")
