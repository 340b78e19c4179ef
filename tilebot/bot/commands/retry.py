"""``/retry [STAGE]``: run a stage of the thread's latest run again (the orchestrator decides whether it may)."""

from __future__ import annotations

from tilebot.bot.commands.base import Bad, CommandContext, CommandSpec, Reply
from tilebot.bot.orchestrator import RetryRefused
from tilebot.core.stages import Stage


def parse_stage(text: str) -> Stage:
    """A stage by letter (``D``), by name (``host_ffi``) or by its label words (``host-ffi``)."""
    key = text.strip().lower().replace("-", "_")
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
    run = runs[-1]
    try:
        retried, attempt = ctx.orchestrator.retry(run.id, stage, by=ctx.login)
    except RetryRefused as exc:
        return Reply("refused", [f"Cannot retry run `{run.id}`: {exc}"], False)
    return Reply("accepted", [f"Retrying {retried.label} of run `{run.id}` as attempt #{attempt}."], True)


COMMAND = CommandSpec[Stage | None](
    name="retry",
    usage="/retry [STAGE]",
    help=(("/retry [STAGE]", "run a stage again (default: the last one that ran); STAGE is a letter A-F or a name"),),
    parse=parse,
    handle=handle,
    starts_run=True,
)
