"""The comment grammar: which lines of a comment are tilebot commands, and what they mean.

The one place for the grammar and the ``/help`` text. Only lines that start
with ``/`` count, and never inside fenced or indented code, block quotes or
HTML comments: a bot that quoted another bot's suggested commands must not run
them (two Prow instances once looped doing exactly that).

    /translate OP [OP...] [--variant V] [--dtype D] [--reference cutile|triton|auto]
    /cancel
    /retry [STAGE]
    /status
    /help
"""

from __future__ import annotations

import re
import shlex
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import StrEnum

from tilebot.core.base import OP_NAME_PATTERN
from tilebot.core.stages import Stage


class Verb(StrEnum):
    TRANSLATE = "translate"
    CANCEL = "cancel"
    RETRY = "retry"
    STATUS = "status"
    HELP = "help"


REFERENCES = ("cutile", "triton", "auto")
MAX_COMMANDS_PER_COMMENT = 10
MAX_OPS_PER_COMMAND = 20
# Variant and dtype names end up in workflow inputs and file names: keep them boring.
_VALUE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$")
_OP = re.compile(OP_NAME_PATTERN)
# "/word" followed by whitespace or the end of the line; "/usr/bin" in prose is not a command.
_COMMAND_LINE = re.compile(r"^ {0,3}/(?P<word>[A-Za-z][A-Za-z0-9_-]*)(?P<rest>(?:\s.*)?)$")
_FENCE = re.compile(r"^ {0,3}(?P<fence>`{3,}|~{3,})")

USAGE = {
    Verb.TRANSLATE: "/translate OP [OP...] [--variant V] [--dtype D] [--reference cutile|triton|auto]",
    Verb.CANCEL: "/cancel",
    Verb.RETRY: "/retry [STAGE]",
    Verb.STATUS: "/status",
    Verb.HELP: "/help",
}

HELP_TEXT = """\
**tilebot commands** (one per line, at the start of the line; not inside code or quotes):

| command | does |
|---|---|
| `/translate OP [OP...]` | port each op to cuTile Rust: a branch, a draft PR, one job per stage |
| `  --variant V` | only this structural variant of the op |
| `  --dtype D` | only this dtype (e.g. `float16`) |
| `  --reference cutile\\|triton\\|auto` | the reference to port and time against (default `auto`: the faster) |
| `/cancel` | cancel the runs of this issue or pull request |
| `/retry [STAGE]` | run a stage again (default: the last one that ran); STAGE is a letter A-F or a name |
| `/status` | where each run of this thread stands |
| `/help` | this text |

Commands need write, maintain or admin permission on the repository. A run is bound to the commit it started
from; later pushes do not change what it ports.
"""


@dataclass(frozen=True)
class Command:
    verb: Verb
    ops: tuple[str, ...] = ()
    variant: str | None = None
    dtype: str | None = None
    reference: str = "auto"
    stage: Stage | None = None
    line: str = ""

    def options(self) -> dict[str, str]:
        """What a run carries besides the op (only what was given)."""
        opts = {"reference": self.reference}
        if self.variant:
            opts["variant"] = self.variant
        if self.dtype:
            opts["dtype"] = self.dtype
        return opts


@dataclass(frozen=True)
class CommandError:
    """A line that looked like a command but is not a valid one; ``message`` is for the person who typed it."""

    line: str
    message: str
    verb: Verb | None = None

    @property
    def usage(self) -> str:
        if self.verb is not None:
            return USAGE[self.verb]
        return "\n".join(USAGE.values())


@dataclass
class Parsed:
    commands: list[Command] = field(default_factory=list)
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


def parse_line(line: str) -> Command | CommandError:
    match = _COMMAND_LINE.match(line)
    if match is None:
        return CommandError(line, "not a command: commands start with `/` at the beginning of a line")
    word = match.group("word").lower()
    try:
        verb = Verb(word)
    except ValueError:
        known = ", ".join(f"`/{v.value}`" for v in Verb)
        return CommandError(line, f"unknown command `/{word}`; known commands: {known}")
    try:
        args = shlex.split(match.group("rest"))
    except ValueError as exc:
        return CommandError(line, f"cannot read the arguments: {exc}", verb)
    try:
        return _PARSERS[verb](line, args)
    except _Bad as exc:
        return CommandError(line, str(exc), verb)


class _Bad(ValueError):
    pass


_Parser = Callable[[str, list[str]], Command]


def _no_args(verb: Verb) -> _Parser:
    def parse(line: str, args: list[str]) -> Command:
        if args:
            raise _Bad(f"`/{verb.value}` takes no arguments (got {' '.join(args)!r})")
        return Command(verb, line=line)

    return parse


def _translate(line: str, args: list[str]) -> Command:
    ops: list[str] = []
    values: dict[str, str] = {}
    i = 0
    while i < len(args):
        arg = args[i]
        if arg.startswith("--"):
            name, eq, value = arg[2:].partition("=")
            if name not in ("variant", "dtype", "reference"):
                raise _Bad(f"unknown option `--{name}`; options: --variant, --dtype, --reference")
            if not eq:
                i += 1
                if i >= len(args) or args[i].startswith("--"):
                    raise _Bad(f"`--{name}` needs a value")
                value = args[i]
            if name in values:
                raise _Bad(f"`--{name}` given twice")
            values[name] = value
        elif arg.startswith("-"):
            raise _Bad(f"unknown option `{arg}`; options: --variant, --dtype, --reference")
        else:
            if not _OP.match(arg):
                raise _Bad(f"`{arg}` is not an op name (lowercase letters, digits and _, starting with a letter)")
            if arg not in ops:
                ops.append(arg)
        i += 1
    if not ops:
        raise _Bad("name at least one op, e.g. `/translate softmax`")
    if len(ops) > MAX_OPS_PER_COMMAND:
        raise _Bad(f"at most {MAX_OPS_PER_COMMAND} ops per command (got {len(ops)})")
    for name in ("variant", "dtype"):
        if name in values and not _VALUE.match(values[name]):
            raise _Bad(f"`--{name} {values[name]}`: use letters, digits, `_`, `.` and `-` (at most 64)")
    reference = values.get("reference", "auto")
    if reference not in REFERENCES:
        raise _Bad(f"`--reference {reference}`: choose one of {', '.join(REFERENCES)}")
    return Command(
        Verb.TRANSLATE,
        ops=tuple(ops),
        variant=values.get("variant"),
        dtype=values.get("dtype"),
        reference=reference,
        line=line,
    )


def parse_stage(text: str) -> Stage:
    """A stage by letter (``D``), by name (``host_ffi``) or by its label words (``host-ffi``)."""
    key = text.strip().lower().replace("-", "_")
    for stage in Stage:
        if key in (stage.value, stage.letter.lower()) and key != "-":
            return stage
    names = ", ".join(f"{s.letter} ({s.value})" if s.letter != "-" else s.value for s in Stage)
    raise _Bad(f"unknown stage `{text}`; stages: {names}")


def _retry(line: str, args: list[str]) -> Command:
    if len(args) > 1:
        raise _Bad("`/retry` takes at most one stage")
    return Command(Verb.RETRY, stage=parse_stage(args[0]) if args else None, line=line)


_PARSERS = {
    Verb.TRANSLATE: _translate,
    Verb.CANCEL: _no_args(Verb.CANCEL),
    Verb.RETRY: _retry,
    Verb.STATUS: _no_args(Verb.STATUS),
    Verb.HELP: _no_args(Verb.HELP),
}
