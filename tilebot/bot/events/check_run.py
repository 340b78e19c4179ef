"""``check_run``: the Cancel and Retry buttons of a stage's check run, and "Re-run" (a retry).

The check run's external id names the run, stage and attempt; the person who pressed needs the same
permission as for the commands, and a refused press is only logged (a check run has nowhere to
answer).

A press carries no id and no time of its own (``requested_action`` is just the button's identifier), so
its signed body, sent again under a new delivery id, cannot be told from a second press. It acts only
while its check still offers what was pressed: Cancel while that attempt is out (the button shows then),
Retry while no newer attempt of the stage exists. Each attempt is thus cancelled or retried once at
most, however often its body comes (the store decides, for as long as it keeps the run); a press that
no longer applies changes nothing and is logged.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from typing import Any

from tilebot.bot.events.base import EventContext, Work, user
from tilebot.bot.forge.github import parse_external_id
from tilebot.bot.orchestrator import RetryRefused
from tilebot.bot.store import Attempt, AttemptStatus, Run
from tilebot.core.stages import Stage

log = logging.getLogger(__name__)


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
    run_id, stage, attempt = key
    try:
        run = ctx.store.get_run(run_id)
    except LookupError:
        return
    if run.repo.lower() != str(work.get("repo") or "").lower():
        return
    login = work["sender"].get("login")
    # Before the permission lookup: a body sent again and again costs the store a read, and GitHub nothing.
    stale = _why_stale(run, ctx.store.attempts(run.id), stage, attempt, work.get("identifier"))
    if stale is not None:
        log.info("check run button %s on %s ignored: %s", work.get("identifier"), run.id, stale)
        detail = {"by": login, "identifier": work.get("identifier"), "stage": stage, "attempt": attempt}
        ctx.store.log_event(run.id, "button_stale", {**detail, "reason": stale})
        return
    repo = ctx.clients.for_repo(run.repo, work.get("installation")).get_repo(run.repo)
    decision = ctx.permissions.authorize(repo, run.repo, work["sender"], bot_login=ctx.bot_login)
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


def _why_stale(run: Run, attempts: Sequence[Attempt], stage: Stage, attempt: int, identifier: str | None) -> str | None:
    """Why a press on the check of ``stage`` #``attempt`` no longer applies, or None while it does."""
    pressed = next((a for a in attempts if a.stage is stage and a.attempt == attempt), None)
    if pressed is None:
        return f"{stage.label} #{attempt} is not an attempt of this run"
    if identifier == "cancel":
        if not run.active:
            return f"the run is {run.state.value}"
        if pressed.status is not AttemptStatus.DISPATCHED:
            return f"{stage.label} #{attempt} has finished"
    elif identifier == "retry":
        newest = max(a.attempt for a in attempts if a.stage is stage)
        if newest > attempt:
            return f"{stage.label} #{attempt} was already followed by #{newest}"
    return None
