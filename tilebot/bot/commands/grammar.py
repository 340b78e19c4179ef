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
_CLOSING_FENCE = re.compile(r" {0,3}(?P<fence>`+|~+)")  # the whole line
_CODE_SPAN = re.compile(r"(`+).*?\1")
# A list item, heading or thematic break: a new block, which ends a paragraph (a quote's lazy continuation too).
_BLOCK_START = re.compile(r" {0,3}(?:[-*+](?: |$)|\d{1,9}[.)](?: |$)|#{1,6}(?: |$)|(?:[-*_] *){3,}$)")


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
    """Lines that start with ``/`` outside fenced/indented code, block quotes and HTML comments, as GitHub
    renders them (CommonMark): what shows as code, a quote or nothing is not a command."""
    found: list[str] = []
    fence: str | None = None
    in_html_block = False
    in_quote = False  # a quote's paragraph goes on over following lines without `>` (lazy continuation)
    lines = [raw.rstrip() for raw in body.replace("\r\n", "\n").replace("\r", "\n").split("\n")]
    closes = _comment_closes(lines)
    at = 0
    while at < len(lines):
        line = lines[at]
        at += 1
        if fence is not None:
            # A closing fence is at least as long as the opening one, of the same character, and nothing else.
            closing = _CLOSING_FENCE.fullmatch(line)
            if closing and closing["fence"].startswith(fence):
                fence = None
        elif in_html_block:
            in_html_block = "-->" not in line  # the block ends with the line that closes the comment
        elif not line:
            in_quote = False
        elif opening := _FENCE.match(line):
            fence, in_quote = opening["fence"], False
        elif line.lstrip().startswith("<!--"):  # a comment block, which also ends a quote's paragraph
            in_html_block, in_quote = "-->" not in line, False
        elif line.lstrip().startswith(">"):
            in_quote = True
        elif line.startswith(("    ", "\t")) or (in_quote and not _BLOCK_START.match(line)):
            pass  # indented code, a quote's continuation
        else:
            in_quote = False
            if _COMMAND_LINE.match(line):
                found.append(line.strip())
            at = _past_inline_comments(lines, at - 1, closes)
    return found


def _past_inline_comments(lines: list[str], at: int, closes: list[tuple[int, int]]) -> int:
    """The first line after ``lines[at]`` not hidden by an HTML comment opened in the text of that line. Such a
    comment hides text only if it closes before its paragraph ends; an unclosed ``<!--`` shows as text."""
    following, text = at + 1, lines[at]
    while _opens_html_comment(text):
        close, paragraph_end = closes[following]
        if close >= paragraph_end:
            break
        following, text = close + 1, lines[close][lines[close].index("-->") + 3 :]
    return following


def _comment_closes(lines: list[str]) -> list[tuple[int, int]]:
    """For each line: the first line from it that has ``-->``, and the first that ends a paragraph (a blank
    line or a block that interrupts one), ``len(lines)`` for none; one pass, so no body costs quadratic time."""
    closes = [(len(lines), len(lines))] * (len(lines) + 1)  # and past the last line: none
    for i in reversed(range(len(lines))):
        close, paragraph_end = closes[i + 1]
        line = lines[i]
        if not line or _FENCE.match(line) or _BLOCK_START.match(line) or line.lstrip().startswith((">", "<!--")):
            paragraph_end = i
        closes[i] = (i if "-->" in line else close, paragraph_end)
    return closes


def _opens_html_comment(text: str) -> bool:
    """Whether ``text`` leaves an HTML comment open (``<!--`` in a code span is literal text)."""
    text = _CODE_SPAN.sub("", text)
    start = text.rfind("<!--")
    return start >= 0 and "-->" not in text[start + 4 :]


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
