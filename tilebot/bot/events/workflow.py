"""``workflow_run`` and ``workflow_job``: a stage's job started or finished on Actions.

Both lead to the same attempt; whichever arrives first with the result artifact delivers it, and
the other finds the attempt no longer dispatched and does nothing. Runs of other workflows of
the repository are ignored on the request path, and so is any run tilebot did not dispatch in the run's own
repository: a fork's pull request may run its own copy of the stage workflow under a stage's run-name, and another
repository of the installation may name a run the same; neither may claim an attempt or supply its result.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tilebot.bot.events.base import EventContext, Work
from tilebot.bot.store import AttemptStatus
from tilebot.core.workflow import dispatched_by, parse_run_name, same_repo

_RUN_FIELDS = ("id", "name", "display_title", "status", "conclusion", "html_url", "path", "event")
_JOB_FIELDS = ("id", "run_id", "name", "status", "conclusion", "html_url")


def normalize_run(payload: Mapping[str, Any], base: Work, workflow: str | None) -> Work | None:
    if base["action"] not in ("requested", "in_progress", "completed"):
        return None
    run = payload.get("workflow_run") or {}
    path = str(run.get("path") or "").split("@", 1)[0]
    if workflow and path and path.rsplit("/", 1)[-1] != workflow:
        return None  # another workflow of the repository
    fields = {k: run.get(k) for k in _RUN_FIELDS}
    fields |= {who: (run.get(who) or {}).get("login") for who in ("actor", "triggering_actor")}
    return {**base, "workflow_run": fields}


def normalize_job(payload: Mapping[str, Any], base: Work, _workflow: str | None) -> Work | None:
    if base["action"] not in ("in_progress", "completed"):
        return None
    job = payload.get("workflow_job") or {}
    return {**base, "workflow_job": {k: job.get(k) for k in _JOB_FIELDS}}


def on_run(ctx: EventContext, work: Work) -> None:
    wr = work["workflow_run"]
    # .get: a delivery queued by an older tilebot has no actors (the reconciler collects its run instead)
    if not dispatched_by(ctx.bot_login, wr.get("event"), wr.get("actor"), wr.get("triggering_actor")):
        return  # not a dispatch of tilebot's
    named = parse_run_name(wr.get("display_title"))
    attempt = ctx.orchestrator.attempt_of_workflow_run(named, str(wr["id"]), repo=work["repo"])
    if attempt is None or attempt.status is not AttemptStatus.DISPATCHED:
        return  # not ours, or stale: that attempt already has its result
    run = ctx.store.get_run(attempt.run_id)
    if work["action"] == "in_progress" and run.active:
        ctx.forge.check_in_progress(run, attempt.stage, attempt.attempt, details_url=wr.get("html_url"))
    elif work["action"] == "completed":
        collected = ctx.executor.collect(run, attempt.stage, attempt.attempt, int(wr["id"]), wr.get("conclusion"))
        if collected is not None:
            ctx.deliver_result(collected)


def on_job(ctx: EventContext, work: Work) -> None:
    job = work["workflow_job"]
    if job.get("run_id") is None:
        return
    attempt = ctx.store.find_attempt(str(job["run_id"]))
    if attempt is None or attempt.status is not AttemptStatus.DISPATCHED:
        return
    run = ctx.store.get_run(attempt.run_id)
    if not same_repo(run.repo, work["repo"]):
        return
    if work["action"] == "in_progress" and run.active:
        ctx.forge.check_in_progress(run, attempt.stage, attempt.attempt, details_url=job.get("html_url"))
    elif work["action"] == "completed":
        # The run's own completion follows; take the result now only if the artifact is already there.
        collected = ctx.executor.collect(
            run, attempt.stage, attempt.attempt, int(job["run_id"]), job.get("conclusion"), require_artifact=True
        )
        if collected is not None:
            ctx.deliver_result(collected)
