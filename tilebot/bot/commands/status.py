"""``/status``: a table of the thread's runs and where each one stands, read from the store alone."""

from __future__ import annotations

from tilebot.bot.commands.base import CommandContext, CommandSpec, Reply
from tilebot.bot.forge.github import PR_REF


def handle(ctx: CommandContext, _args: None) -> Reply:
    runs = ctx.thread_runs()
    if not runs:
        return Reply("accepted", ["No run was started from this thread. `/translate OP` starts one."], True)
    lines = ["| run | op | state | last stage | PR |", "|---|---|---|---|---|"]
    for run in runs:
        finished = [a for a in ctx.store.attempts(run.id) if a.result is not None]
        open_ = ctx.store.open_attempts(run.id)
        if open_:
            last = f"{open_[-1].stage.label} #{open_[-1].attempt} running"
        elif finished and finished[-1].result:
            last = f"{finished[-1].stage.label} `{finished[-1].result.verdict}`"
        else:
            last = "-"
        state = run.state.value + (" (passed)" if run.succeeded else "")
        lines.append(f"| `{run.id}` | `{run.op}` | {state} | {last} | #{run.forge_refs.get(PR_REF, '-')} |")
    return Reply("accepted", lines, True)


COMMAND = CommandSpec[None](
    name="status",
    usage="/status",
    help=(("/status", "where each run of this thread stands"),),
    handle=handle,
)
