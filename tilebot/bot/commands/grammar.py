"""The comment grammar: which lines of a comment are tilebot commands, and which command each one is.

Only lines that start with ``/`` count, as GitHub renders the comment, and never inside code, block quotes, tables,
raw HTML or HTML comments: a bot that quoted another bot's suggested commands must not run them (two Prow instances
once looped doing exactly that). What follows the command's name is the command module's business (its ``parse``);
the names themselves are the registry's keys.
"""

from __future__ import annotations

import re
import secrets
import shlex
from dataclasses import dataclass, field
from html.parser import HTMLParser
from typing import Any

import cmarkgfm
from cmarkgfm.cmark import Options

from tilebot.bot.commands import COMMANDS
from tilebot.bot.commands.base import Bad, Command

MAX_COMMANDS_PER_COMMENT = 10
# "/word" followed by whitespace or the end of the line; "/usr/bin" in prose is not a command.
_COMMAND_LINE = re.compile(r"^ {0,3}/(?P<word>[A-Za-z][A-Za-z0-9_-]*)(?P<rest>(?:\s.*)?)$")


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
    """Lines typed starting with ``/`` that GitHub shows at the start of a line of text: of a paragraph, a heading or
    a list item's text; never in code (fenced, indented, a code span), a quote, a table, raw HTML or what an HTML
    comment hides.

    The structure is GitHub's own parser's (cmark-gfm): each such line gets a mark after its ``/`` (letters and
    digits, which change no structure, with a nonce no comment can guess), the comment is rendered as GitHub renders
    it, with raw HTML left out, and a line counts where its mark shows. (The one structure a mark can change: a link
    label within a mark's length of cmark's 999-character bound, over the marked line.)"""
    lines = body.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    nonce = secrets.token_hex(8)
    marked = [
        _marked(line, f"{nonce}n{i}n") if _COMMAND_LINE.match(line.strip()) else line for i, line in enumerate(lines)
    ]
    html = cmarkgfm.github_flavored_markdown_to_html("\n".join(marked), options=Options.CMARK_OPT_FOOTNOTES)
    shown = _ShownMarks(re.compile(rf"[ \t]*/{nonce}n(\d+)n"))  # after a break, HTML shows no indentation
    shown.feed(html)
    shown.close()
    return [lines[i].strip() for i in shown.found]


def _marked(line: str, mark: str) -> str:
    indent, _, command = line.partition("/")
    return f"{indent}/{mark}{command}"


class _ShownMarks(HTMLParser):
    """The marks in the text of a paragraph, a heading or a list item's own text, outside code and quotes, each at the
    start of a line of that text. Every tag here is cmark-gfm's, closed innermost first (``<br />`` too): raw HTML is
    rendered as a comment saying it was left out. A mark that shows starts its line: its line was typed starting with
    it, and each line of a paragraph starts a line of its text unless a code span, raw HTML, a link's destination or
    an attribute swallowed the line break, which hides the mark too. Constant work per tag, so that 65 536 nested
    quotes cost no more than a paragraph."""

    _TEXT = frozenset({"p", "li", "h1", "h2", "h3", "h4", "h5", "h6"})
    _BLOCKS = _TEXT | {"blockquote", "pre", "table", "thead", "tbody", "tr", "th", "td", "ul", "ol", "section"}
    _HIDING = frozenset({"blockquote", "pre", "code"})

    def __init__(self, mark: re.Pattern[str]) -> None:
        super().__init__(convert_charrefs=True)
        self.mark = mark
        self.open: list[tuple[str, str, bool]] = []  # every open element: (tag, innermost block, hidden)
        self.found: list[int] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        _, block, hidden = self.open[-1] if self.open else ("", "", False)
        self.open.append((tag, tag if tag in self._BLOCKS else block, hidden or tag in self._HIDING))

    def handle_endtag(self, tag: str) -> None:
        if self.open:
            self.open.pop()

    def handle_data(self, data: str) -> None:
        if self.open and self.open[-1][1] in self._TEXT and not self.open[-1][2]:
            self.found += [int(mark.group(1)) for line in data.split("\n") if (mark := self.mark.match(line))]


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
