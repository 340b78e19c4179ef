"""``/cancel``: stop every active run of the thread (the run's PR and checks say so)."""

from __future__ import annotations

from tilebot.bot.commands.base import CommandContext, CommandSpec, Reply


def handle(ctx: CommandContext, _args: None) -> Reply:
    active = [r for r in ctx.thread_runs() if r.active]
    if not active:
        return Reply("refused", ["Nothing to cancel: no run of this thread is active."], False)
    for run in active:
        ctx.orchestrator.cancel(run.id, by=ctx.login)
    return Reply("accepted", [f"Cancelled run `{r.id}` (`{r.op}`)." for r in active], True)


COMMAND = CommandSpec[None](
    name="cancel",
    usage="/cancel",
    help=(("/cancel", "cancel the runs of this issue or pull request"),),
    handle=handle,
)
