"""The comment grammar: which lines of a comment are tilebot commands, and which command each one is.

Only lines that start with ``/`` count, as GitHub renders the comment, and never inside code, block quotes, tables,
raw HTML or HTML comments: a bot that quoted another bot's suggested commands must not run them (two Prow instances
once looped doing exactly that). Markdown between raw HTML tags is Markdown (a paragraph inside a raw
``<blockquote>`` counts, though GitHub shows it quoted). What follows the command's name is the command module's
business (its ``parse``); the names themselves are the registry's keys.
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
# "/word" and what follows it on the line; which such lines are commands is ``_command``'s to say.
_COMMAND_LINE = re.compile(r"^ {0,3}/(?P<word>[A-Za-z][A-Za-z0-9_-]*)(?P<rest>.*)$")
# Any space a comment shows as one separates words: a no-break space (Option+Space on a Mac) looks like any other, and
# shlex splits at ASCII whitespace only.
_SPACE = re.compile(r"\s")
# What a comment shows as nothing, pasted text carries, and a command is read without: "\u200b/cancel" shows as a line
# starting with "/cancel", and "soft\u00admax" as "softmax". These are Unicode's default-ignorable code points
# (Default_Ignorable_Code_Point in DerivedCoreProperties.txt, Unicode 14.0; Python's unicodedata has no such property):
# soft hyphen, zero-width space and joiners, word joiner, variation selectors, BOM, tags, ...
# Left out: Unicode's bidirectional formatting characters (UAX #9), which reorder the text around them, so that a line
# holding one does not show as it reads (``parse_line`` refuses it): the embeddings, overrides and isolates
# (U+202A-202E, U+2066-2069), and the right-to-left marks (U+061C Arabic letter mark, U+200F right-to-left mark),
# strong characters: one first sets the direction of a paragraph GitHub shows with dir="auto", so "\u200f/cancel"
# shows as "cancel/". The left-to-right mark (U+200E) is read as nothing: a command is left-to-right text already.
# Left out too: the default-ignorable ones a browser draws (``_BLANK_LOOKING``).
_SHOWN_AS_NOTHING = (
    (0x00AD, 0x00AD),
    (0x034F, 0x034F),
    (0x17B4, 0x17B5),
    (0x180B, 0x180F),
    (0x200B, 0x200E),
    (0x2060, 0x2065),
    (0x206A, 0x206F),
    (0xFE00, 0xFE0F),
    (0xFEFF, 0xFEFF),
    (0xFFF0, 0xFFF8),
    (0x1D173, 0x1D17A),
    (0xE0000, 0xE0FFF),
)
# What a comment shows as a blank (or a box, or nothing: as the font has it) though it is no space. Default-ignorable
# but drawn: the Hangul fillers (U+115F, U+1160, U+3164, U+FFA0), which fonts draw as spacing glyphs, and the shorthand
# format controls (U+1BCA0-1BCA3), which HarfBuzz, the shaper of Chrome and Firefox, leaves visible too. And symbols
# drawn as an empty cell: the braille pattern blank U+2800 and the musical null notehead U+1D159. Read as nothing,
# "/trans\u3164late softmax" would run "/translate softmax" while "/trans late softmax" shows; read as a space, a font
# that draws nothing would show "/translate" where "/trans" was read. So a line holding one is refused (``parse_line``),
# and which lines may be commands is read with a space for each, as most fonts show them.
_BLANK_LOOKING = (
    (0x115F, 0x1160),
    (0x2800, 0x2800),
    (0x3164, 0x3164),
    (0xFFA0, 0xFFA0),
    (0x1BCA0, 0x1BCA3),
    (0x1D159, 0x1D159),
)


def _char_class(ranges: tuple[tuple[int, int], ...]) -> str:
    """The code points of ``ranges``, as the inside of a regex's character class."""
    return "".join(rf"\U{lo:08x}-\U{hi:08x}" for lo, hi in ranges)


_INVISIBLE = _char_class(_SHOWN_AS_NOTHING)
_UNSEEN: dict[int, None] = {c: None for lo, hi in _SHOWN_AS_NOTHING for c in range(lo, hi + 1)}
_BLANKS = _char_class(_BLANK_LOOKING)
_BLANK = re.compile(f"[{_BLANKS}]")
_BLANK_AS_SPACE: dict[int, str] = {c: " " for lo, hi in _BLANK_LOOKING for c in range(lo, hi + 1)}
_REORDERING = re.compile(r"[\u061c\u200f\u202a-\u202e\u2066-\u2069]")


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


def may_hold_commands(body: str) -> bool:
    """Whether a line of the comment, as shown, looks like a command: what the webhook's acknowledgement asks of every
    comment. No Markdown is read (at most milliseconds for 64 KiB, where ``command_lines`` may take a second): which of
    these lines GitHub shows as text is ``command_lines``'s to say, on a worker."""
    return any(_command(_as_shown(line)) for line in _lines(body))


def _lines(body: str) -> list[str]:
    """The comment's lines, as cmark-gfm ends them (a CR, an LF or both)."""
    return body.replace("\r\n", "\n").replace("\r", "\n").split("\n")


def command_lines(body: str) -> list[str]:
    """Lines typed starting with ``/`` that GitHub shows at the start of a line of text: of a paragraph, a heading or
    a list item's text; never in code (fenced, indented, a code span), a quote, a table, raw HTML or what an HTML
    comment hides.

    The structure is GitHub's own parser's (cmark-gfm): each such line gets a mark after its ``/`` (letters and
    digits, with a nonce no comment can guess), the comment is rendered as GitHub renders it, with raw HTML left out,
    and a line counts where its mark shows. A mark changes no structure but one: a reference link's label over the
    marked line no longer matches its definition. Where the rendering with marks differs from the one without, the
    first ``MAX_COMMANDS_PER_COMMENT`` such lines are marked one at a time, and only those that change nothing
    count."""
    lines = _lines(body)
    candidates = [i for i, line in enumerate(lines) if _command(_as_shown(line))]
    if not candidates:  # most comments: nothing to render
        return []
    nonce = secrets.token_hex(8)
    plain = _render(lines)
    html = _render(_marked(lines, candidates, nonce))
    if _unmarked(html, nonce) != plain:
        candidates = [
            i
            for i in candidates[:MAX_COMMANDS_PER_COMMENT]
            if _unmarked(_render(_marked(lines, [i], nonce)), nonce) == plain
        ]
        html = _render(_marked(lines, candidates, nonce))
    # After a break HTML shows no indentation, and the invisible characters typed before a "/" are nothing to see; a
    # blank-looking one there shows as indentation (its line is refused).
    shown = _ShownMarks(re.compile(rf"[ \t{_INVISIBLE}{_BLANKS}]*/{nonce}n(\d+)n"))
    shown.feed(_HIDDEN_BLOCKS.sub("", html))
    shown.close()
    return [_as_shown(lines[i]) for i in shown.found]


def _as_shown(line: str) -> str:
    """A line as GitHub shows it: without its invisible characters, nor the whitespace around it."""
    return line.translate(_UNSEEN).strip()


# Tables and code blocks show no command, and cmark-gfm nests neither: dropped whole before the walk, at C's speed (a
# table's short rows are padded with empty cells, megabytes of them in 64 KiB).
_HIDDEN_BLOCKS = re.compile(r"<table[ >].*?</table>|<pre[ >].*?</pre>", re.DOTALL)


def _render(lines: list[str]) -> str:
    return str(cmarkgfm.github_flavored_markdown_to_html("\n".join(lines), options=Options.CMARK_OPT_FOOTNOTES))


def _marked(lines: list[str], which: list[int], nonce: str) -> list[str]:
    marked = list(lines)
    for i in which:
        indent, _, command = lines[i].partition("/")
        marked[i] = f"{indent}/{nonce}n{i}n{command}"
    return marked


def _unmarked(html: str, nonce: str) -> str:
    return re.sub(rf"{nonce}n\d+n", "", html)


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


def _command(line: str) -> re.Match[str] | None:
    """A command line's match: "/word" then whitespace or the end of the line, or a command's name with something
    other than ``/`` stuck to it ("/cancel.", "/translate: softmax"), a command typed wrong that is answered rather
    than ignored. "/usr/bin" or "/etc." in prose is not a command. A blank-looking character reads as the space it
    shows: "/trans\u3164late" is answered (refused), as "/trans late" would be."""
    match = _COMMAND_LINE.match(line.translate(_BLANK_AS_SPACE))
    if match is None:
        return None
    rest = match.group("rest")
    if not rest or rest[0].isspace() or (match.group("word").lower() in COMMANDS and not rest.startswith("/")):
        return match
    return None


def parse_line(line: str) -> Command[Any] | CommandError:
    match = _command(line)
    if match is None:
        return CommandError(line, "not a command: commands start with `/` at the beginning of a line")
    word = match.group("word").lower()
    if (misleading := _misleading(line)) is not None:
        return CommandError(_spelled_out(line), misleading, word if word in COMMANDS else None)
    spec = COMMANDS.get(word)
    if spec is None:
        known = ", ".join(f"`/{name}`" for name in COMMANDS)
        return CommandError(line, f"unknown command `/{word}`; known commands: {known}")
    try:
        args = shlex.split(_SPACE.sub(" ", match.group("rest")))
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


def _misleading(line: str) -> str | None:
    """Why the line may not read as it shows, for the person who typed it: the first character in it that reorders the
    text around it, else the first that shows as a blank but is no space. None: it reads as it shows."""
    if (control := _REORDERING.search(line)) is not None:
        return (
            f"the line holds U+{ord(control.group()):04X}, a bidirectional control that reorders the text around it, "
            "so the line does not show as it reads: type it again without"
        )
    if (blank := _BLANK.search(line)) is not None:
        return (
            f"the line holds U+{ord(blank.group()):04X}, which shows as a blank (or a box, or nothing, as the font has "
            "it) but is no space, so the line may not read as it shows: type it again with plain spaces"
        )
    return None


def _spelled_out(line: str) -> str:
    """The line to echo in the reply, each character ``_misleading`` names spelled out: shown, not obeyed."""
    return _BLANK.sub(_named, _REORDERING.sub(_named, line))


def _named(char: re.Match[str]) -> str:
    return f"[U+{ord(char.group()):04X}]"
