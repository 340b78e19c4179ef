"""The comment grammar: which lines of a comment are tilebot commands, and which command each one is.

Only lines that start with ``/`` count, and never inside fenced or indented code, block quotes or
HTML comments: a bot that quoted another bot's suggested commands must not run them (two Prow
instances once looped doing exactly that). What follows the command's name is the command
module's business (its ``parse``); the names themselves are the registry's keys.
"""

from __future__ import annotations

import re
import shlex
from dataclasses import dataclass, field
from typing import Any

from tilebot.bot.commands import COMMANDS
from tilebot.bot.commands.base import Bad, Command

MAX_COMMANDS_PER_COMMENT = 10
# "/word" followed by whitespace or the end of the line; "/usr/bin" in prose is not a command.
_COMMAND_LINE = re.compile(r"^ {0,3}/(?P<word>[A-Za-z][A-Za-z0-9_-]*)(?P<rest>(?:\s.*)?)$")
_FENCE = re.compile(r"^ {0,3}(?P<fence>`{3,}|~{3,})")


@dataclass(frozen=True)
class CommandError:
    """A line that looked like a command but is not a valid one; ``message`` is for the person who typed it."""

    line: str
    message: str
    verb: str | None = None

    @property
    def usage(self) -> str:
        if self.verb is not None:
            return COMMANDS[self.verb].usage
        return "\n".join(spec.usage for spec in COMMANDS.values())


@dataclass
class Parsed:
    commands: list[Command[Any]] = field(default_factory=list)
    errors: list[CommandError] = field(default_factory=list)

    def __bool__(self) -> bool:
        return bool(self.commands or self.errors)


def command_lines(body: str) -> list[str]:
    """Lines that start with ``/`` outside fenced/indented code, block quotes and HTML comments."""
    found: list[str] = []
    fence: str | None = None
    in_html_comment = False
    for raw in body.replace("\r\n", "\n").replace("\r", "\n").split("\n"):
        line = raw.rstrip()
        if fence is not None:
            # A closing fence is at least as long as the opening one, of the same character, and nothing else.
            stripped = line.strip()
            if stripped and set(stripped) == {fence[0]} and len(stripped) >= len(fence):
                fence = None
            continue
        if in_html_comment:
            if "-->" in line:
                in_html_comment = False
            continue
        opening = _FENCE.match(line)
        if opening:
            fence = opening.group("fence")
            continue
        if line.lstrip().startswith("<!--"):
            in_html_comment = "-->" not in line
            continue
        if line.startswith(("    ", "\t")) or line.lstrip().startswith(">"):
            continue  # indented code, block quote
        if _COMMAND_LINE.match(line):
            found.append(line.strip())
    return found


def parse_comment(body: str) -> Parsed:
    """All commands in a comment body, and the lines that looked like commands but were not valid."""
    parsed = Parsed()
    for line in command_lines(body):
        outcome = parse_line(line)
        if isinstance(outcome, Command):
            parsed.commands.append(outcome)
        else:
            parsed.errors.append(outcome)
        if len(parsed.commands) + len(parsed.errors) >= MAX_COMMANDS_PER_COMMENT:
            break
    return parsed


def parse_line(line: str) -> Command[Any] | CommandError:
    match = _COMMAND_LINE.match(line)
    if match is None:
        return CommandError(line, "not a command: commands start with `/` at the beginning of a line")
    word = match.group("word").lower()
    spec = COMMANDS.get(word)
    if spec is None:
        known = ", ".join(f"`/{name}`" for name in COMMANDS)
        return CommandError(line, f"unknown command `/{word}`; known commands: {known}")
    try:
        args = shlex.split(match.group("rest"))
    except ValueError as exc:
        return CommandError(line, f"cannot read the arguments: {exc}", word)
    if spec.parse is None:
        if args:
            return CommandError(line, f"`/{word}` takes no arguments (got {' '.join(args)!r})", word)
        return Command(spec, None, line)
    try:
        return Command(spec, spec.parse(args), line)
    except Bad as exc:
        return CommandError(line, str(exc), word)
