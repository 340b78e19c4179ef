"""``pull_request`` closed: closing a run's pull request (merged or not) cancels the run."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tilebot.bot.events.base import EventContext, Work, user
from tilebot.bot.forge.github import PR_REF
from tilebot.bot.store import RunState


def normalize(payload: Mapping[str, Any], base: Work, _workflow: str | None) -> Work | None:
    if base["action"] != "closed":
        return None
    pr = payload.get("pull_request") or {}
    return {
        **base,
        "pull_request": {"number": pr.get("number"), "merged": bool(pr.get("merged"))},
        "sender": user(payload.get("sender")),
    }


def handle(ctx: EventContext, work: Work) -> None:
    number = work["pull_request"].get("number")
    for run in ctx.store.list_runs(state=RunState.ACTIVE):
        if run.repo.lower() == str(work.get("repo") or "").lower() and run.forge_refs.get(PR_REF) == number:
            ctx.orchestrator.cancel(run.id, by=f"{work['sender'].get('login')} (pull request closed)")
