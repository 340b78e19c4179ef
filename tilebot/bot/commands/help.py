"""``/help``: the commands' own help rows, as one table, so the text cannot drift from the registry."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from tilebot.bot.commands.base import CommandContext, CommandSpec, Reply

_HEAD = """\
**tilebot commands** (one per line, at the start of the line; not inside code or quotes):

| command | does |
|---|---|
"""
_FOOT = """
Commands need write, maintain or admin permission on the repository. A run is bound to the commit it started
from; later pushes do not change what it ports.
"""


def help_text(commands: Iterable[CommandSpec[Any]]) -> str:
    rows = "".join(f"| `{_escape_pipes(syntax)}` | {does} |\n" for spec in commands for syntax, does in spec.help)
    return _HEAD + rows + _FOOT


def _escape_pipes(cell: str) -> str:
    return cell.replace("|", "\\|")


def handle(ctx: CommandContext, _args: None) -> Reply:
    return Reply("accepted", [help_text(ctx.commands.values())], True)


COMMAND = CommandSpec[None](
    name="help",
    usage="/help",
    help=(("/help", "this text"),),
    handle=handle,
)
