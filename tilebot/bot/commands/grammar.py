"""The comment grammar: which lines of a comment are tilebot commands, and which command each one is.

Only lines that start with ``/`` count, as GitHub renders the comment, and never inside code, block quotes, raw
HTML or HTML comments: a bot that quoted another bot's suggested commands must not run them (two Prow instances
once looped doing exactly that). What follows the command's name is the command
module's business (its ``parse``); the names themselves are the registry's keys.
"""

from __future__ import annotations

import re
import shlex
from dataclasses import dataclass, field
from typing import Any

from markdown_it import MarkdownIt, rules_inline
from markdown_it.rules_inline import StateInline

from tilebot.bot.commands import COMMANDS
from tilebot.bot.commands.base import Bad, Command

MAX_COMMANDS_PER_COMMENT = 10
# "/word" followed by whitespace or the end of the line; "/usr/bin" in prose is not a command.
_COMMAND_LINE = re.compile(r"^ {0,3}/(?P<word>[A-Za-z][A-Za-z0-9_-]*)(?P<rest>(?:\s.*)?)$")
# A GFM table's delimiter row, with at least one pipe (without one, `---` underlines a heading).
_DELIMITER_ROW = re.compile(r"(?=.*\|)\|? *:?-+:? *(?:\| *:?-+:? *)*\|?")


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
    """Lines that start with ``/`` where GitHub shows a line starting with them: in a paragraph (or heading), at the
    start of one of its rendered lines; never in code (fenced, indented, a code span), a quote, raw HTML or what an
    HTML comment hides. The structure is a CommonMark parser's, so a fence on a list item's line or a code span over
    several lines hides what it holds, as it does on GitHub."""
    lines = body.replace("\r\n", "\n").replace("\r", "\n").split("\n")  # as typed: no-break spaces are not blank
    env: dict[str, Any] = {}
    tokens = _MARKDOWN.parse("\n".join(lines), env)
    breaks: dict[str, set[int]] = env.get(_BREAKS, {})
    found: list[str] = []
    quotes = 0
    for previous, token in zip([None, *tokens], tokens, strict=False):
        if token.type.startswith("blockquote"):
            quotes += token.nesting
        in_text = previous is not None and previous.type in ("paragraph_open", "heading_open") and not quotes
        if token.type != "inline" or not in_text or token.map is None:
            continue
        # The paragraph's text holds one line per source line; a newline that rendered as a line break starts one.
        rendered = breaks.get(token.content, set())
        offset = 0
        texts = token.content.split("\n")
        for k, text in enumerate(texts):
            typed = lines[token.map[0] + k].strip()
            shown = text.strip()
            # shown == typed: no list item's marker before it on its line; above a delimiter row, GitHub shows the
            # line as a table's header even without a pipe (the parser here wants one)
            header = k + 1 < len(texts) and _DELIMITER_ROW.fullmatch(texts[k + 1].strip())
            if (k == 0 or offset - 1 in rendered) and shown == typed and not header and _COMMAND_LINE.match(shown):
                found.append(typed)
            offset += len(text) + 1
    return found


def _recording_breaks(rule: Any) -> Any:
    """``rule`` (an inline rule that may turn a newline into a line break), also noting where each break's newline
    is in the paragraph's text, per text (the same text breaks the same way); a newline other rules take (a code
    span's, an HTML comment's) renders no break."""

    def recorded(state: StateInline, silent: bool) -> bool:
        start, before = state.pos, len(state.tokens)
        if not rule(state, silent):
            return False
        if not silent and any(t.type in ("softbreak", "hardbreak") for t in state.tokens[before:]):
            newline = state.src.index("\n", start, state.pos)
            state.env.setdefault(_BREAKS, {}).setdefault(state.src, set()).add(newline)
        return True

    return recorded


# GitHub renders comments as GFM: CommonMark's blocks, and tables. A break is a newline's, or a backslash's before one.
# Nesting past 20 levels ends the parse (markdown-it's bound; at 100, unmatched brackets cost 2.2 s per 64 KiB): what
# follows runs nothing, where GitHub would show it.
_MARKDOWN = MarkdownIt("commonmark").enable("table")
_BREAKS = "tilebot_breaks"
for _name, _rule in (("newline", rules_inline.newline), ("escape", rules_inline.escape)):
    _MARKDOWN.inline.ruler.at(_name, _recording_breaks(_rule))


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
