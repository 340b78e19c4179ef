"""The webhook events tilebot acts on, each named once: event name → (normalizer, handler).

``normalize`` runs on the request path (``webhooks.Ingress``) and reduces a payload to the work
the worker needs, or to None (ignored); ``handle`` runs on the worker (``service.Service``). A
new event is a module with both functions and a row here.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tilebot.bot.events import check_run, comment, installation, membership, pull_request, workflow
from tilebot.bot.events.base import Event, EventContext, Work, base_fields

EVENTS: dict[str, Event] = {
    "issue_comment": Event(comment.normalize, comment.handle),
    "workflow_run": Event(workflow.normalize_run, workflow.on_run),
    "workflow_job": Event(workflow.normalize_job, workflow.on_job),
    "check_run": Event(check_run.normalize, check_run.handle),
    "pull_request": Event(pull_request.normalize, pull_request.handle),
    "installation": Event(installation.normalize, installation.handle),
    "installation_repositories": Event(installation.normalize, installation.handle),
    "member": Event(membership.normalize, membership.handle),
    "organization": Event(membership.normalize, membership.handle),
}


# The object an event's payload is about, at its top level, which no other event's payload carries there. The
# signature covers the body, not the X-GitHub-Event header: a signed body is read only as the event it is.
_SUBJECTS = {
    "issue_comment": "comment",
    "workflow_run": "workflow_run",
    "workflow_job": "workflow_job",
    "check_run": "check_run",
    "pull_request": "pull_request",
    "member": "member",
}


def normalize(event: str, payload: Mapping[str, Any], *, workflow: str | None = None) -> Work | None:
    """The part of a payload the worker acts on, or None when tilebot ignores the delivery; ValueError for a body
    of another event than the one its header names.

    ``workflow``: the stage workflow's file name; runs of other workflows are ignored.
    """
    spec = EVENTS.get(event)
    if spec is None:
        return None
    own = _SUBJECTS.get(event)
    foreign = sorted(key for other, key in _SUBJECTS.items() if other != event and key in payload)
    if (own is not None and own not in payload) or foreign:
        raise ValueError(f"a {event} delivery whose body is not one ({own or 'no'} subject; {foreign or 'none'} else)")
    return spec.normalize(payload, base_fields(event, payload), workflow)


def handle(ctx: EventContext, work: Work) -> None:
    if work.get("repo") and work.get("installation"):
        # Every event names its installation: later calls for the repository need no lookup.
        ctx.clients.remember_installation(work["repo"], int(work["installation"]))
    spec = EVENTS.get(str(work.get("event")))
    if spec is not None:
        spec.handle(ctx, work)


def give_up(ctx: EventContext, work: Work, reason: str, tries: int) -> None:
    """A delivery failed for good: where a person is waiting for an answer (a comment), tell them."""
    if work.get("event") == "issue_comment":
        comment.give_up(ctx, work, reason, tries)
