"""``/retry [STAGE]``: run a stage of the thread's latest run again (the orchestrator decides whether it may)."""

from __future__ import annotations

from tilebot.bot.commands.base import Bad, CommandContext, CommandSpec, Reply
from tilebot.bot.orchestrator import RETRIED, RetryRefused
from tilebot.core.stages import Stage

# Marks a run's events where a /retry comment asked the orchestrator for a retry (``CommandContext.remember_effect``);
# the orchestrator's own RETRIED event that follows is the retry it started.
RETRY_ASKED = "retry_asked"


def parse_stage(text: str) -> Stage:
    """A stage by letter (``D``), by name (``host_ffi``) or by its label words (``host-ffi``)."""
    key = text.lower().replace("-", "_")
    for stage in Stage:
        if key in (stage.value, stage.letter.lower()) and key != "-":
            return stage
    names = ", ".join(f"{s.letter} ({s.value})" if s.letter != "-" else s.value for s in Stage)
    raise Bad(f"unknown stage `{text}`; stages: {names}")


def parse(args: list[str]) -> Stage | None:
    """The stage to retry; None: the last one that ran."""
    if len(args) > 1:
        raise Bad("`/retry` takes at most one stage")
    return parse_stage(args[0]) if args else None


def handle(ctx: CommandContext, stage: Stage | None) -> Reply:
    runs = ctx.thread_runs()
    if not runs:
        return Reply("refused", ["Nothing to retry: no run was started from this thread."], False)
    asked = stage.value if stage is not None else None
    earlier = _earlier_retry(ctx, asked)
    if earlier is not None:  # this comment's retry, started on an earlier try whose answer was lost
        return _retrying(*earlier)
    run = runs[-1]
    ctx.remember_effect(run.id, RETRY_ASKED, {"asked": asked})
    try:
        retried, attempt = ctx.orchestrator.retry(run.id, stage, by=ctx.login)
    except RetryRefused as exc:
        return Reply("refused", [f"Cannot retry run `{run.id}`: {exc}"], False)
    return _retrying(retried, run.id, attempt)


def _earlier_retry(ctx: CommandContext, asked: str | None) -> tuple[Stage, str, int] | None:
    """(stage, run id, attempt) of the retry this command started when its comment was handled before: the first
    retry by the commenter after the command's mark. Handling a comment again (a reply GitHub failed, a crash) must
    not start a second job, nor refuse because the first one is still running."""
    if ctx.comment_id is None:
        return None
    for run in ctx.thread_runs():
        marked = False
        for kind, detail in ctx.store.events(run.id):
            if kind == RETRY_ASKED and detail.get("comment") == ctx.comment_id and detail.get("asked") == asked:
                marked = True
            elif marked and kind == RETRIED and detail.get("by") == ctx.login:
                return Stage(detail["stage"]), run.id, int(detail["attempt"])
    return None


def _retrying(stage: Stage, run_id: str, attempt: int) -> Reply:
    return Reply("accepted", [f"Retrying {stage.label} of run `{run_id}` as attempt #{attempt}."], True)


COMMAND = CommandSpec[Stage | None](
    name="retry",
    usage="/retry [STAGE]",
    help=(("/retry [STAGE]", "run a stage again (default: the last one that ran); STAGE is a letter A-F or a name"),),
    parse=parse,
    handle=handle,
    starts_run=True,
)
