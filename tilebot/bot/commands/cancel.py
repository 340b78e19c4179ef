"""``/cancel``: stop every active run of the thread (the run's PR and checks say so)."""

from __future__ import annotations

from tilebot.bot.commands.base import CommandContext, CommandSpec, Reply
from tilebot.bot.store import Run

# The run event that ties a cancel to the comment that asked for it (``CommandContext.remember_effect``).
CANCELLED_BY_COMMENT = "cancelled_by_comment"


def handle(ctx: CommandContext, _args: None) -> Reply:
    # Runs this comment cancelled on an earlier try of it (its reply was lost, or GitHub failed after the run was
    # cancelled): said again, not refused, and never cancelled again (one retried since stays retried).
    earlier = {run.id for run, _ in ctx.earlier_effects(CANCELLED_BY_COMMENT)}
    runs = [r for r in ctx.thread_runs() if r.active or r.id in earlier]
    if not runs:
        return Reply("refused", ["Nothing to cancel: no run of this thread is active."], False)
    for run in runs:
        if run.id not in earlier:
            ctx.remember_effect(run.id, CANCELLED_BY_COMMENT, {})  # first: the cancel may raise once it took effect
            ctx.orchestrator.cancel(run.id, by=ctx.login)
    return _cancelled(runs)


def _cancelled(runs: list[Run]) -> Reply:
    return Reply("accepted", [f"Cancelled run `{r.id}` (`{r.op}`)." for r in runs], True)


COMMAND = CommandSpec[None](
    name="cancel",
    usage="/cancel",
    help=(("/cancel", "cancel the runs of this issue or pull request"),),
    handle=handle,
)
