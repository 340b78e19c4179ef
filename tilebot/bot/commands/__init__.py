"""The commands tilebot answers in issue and pull-request comments: the registry.

One module per command holds its usage rows, its argument parser and its handler (the contract is
``base.CommandSpec``); this list is the only other place a command is named. Its order is the
order of ``/help`` and of the usage shown after an unknown command. The grammar (which lines of a
comment are commands) is ``grammar.py``.
"""

from __future__ import annotations

from typing import Any

from tilebot.bot.commands import cancel, help, retry, status, translate
from tilebot.bot.commands.base import CommandSpec

COMMANDS: dict[str, CommandSpec[Any]] = {
    spec.name: spec
    for spec in (
        translate.COMMAND,
        cancel.COMMAND,
        retry.COMMAND,
        status.COMMAND,
        help.COMMAND,
    )
}

HELP_TEXT = help.help_text(COMMANDS.values())
