"""Parser for textual Tile IR as `tileirdisasm` prints it (MLIR-like `cuda_tile` syntax).

The printer writes one op per line; a line ending in `{` opens the op's region, `} else {` starts its next
region, and reduce/scan bodies open on their own `(%lhs: T, %rhs: T) {` line. Ops are read generically:
`results = name body : operand types -> result types`, so an op this parser has never seen still parses.
Debug locations (`loc(…)`, `#loc = …` from `tileirdisasm -g`) and `//` comments are ignored.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass, field

from tilebot.runner.tileir.errors import InputProblem, IRInputError
from tilebot.runner.tileir.model import Entry, Module, Op, Region, Value, attr_key_of, paused_gc
from tilebot.runner.tileir.op_syntax import HOLE, OpShape, ShapeError, op_shape
from tilebot.runner.tileir.tile_types import matching_close, split_top

_REF = re.compile(r"%[\w$.]+(?:-(?!>)[\w$.]+)*(?:#\d+)?")
# A string attribute (an assert message, a print format): the printer escapes `"` and `\` inside it as `\22`, `\5C`.
_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
_STRING_MARK = "__tilebot_string{}__"  # one bare word to the op-line reader, whatever the string holds
_RESULTS = re.compile(r"^(%[\w$.-]+(?::\d+)?(?:\s*,\s*%[\w$.-]+(?::\d+)?)*)\s*=\s*(?=[A-Za-z_])")
_OPNAME = re.compile(r"[A-Za-z_][\w.]*")
_ENTRY = re.compile(r"^entry\s+@([\w$.\-]+)\s*\(")
_ENTRY_LINE = re.compile(r"^\s*entry\s+@", re.MULTILINE)
_MODULE = re.compile(r"^(?:cuda_tile\.)?module(?:\s+@([\w$.\-]+))?(?:\s+attributes\s*\{.*\})?\s*\{$")
_BLOCK_LABEL = re.compile(r"^\^[\w$.\-]+\s*(\(.*\))?\s*:$")
_DIALECT = "cuda_tile."
# The printer never wraps a line; hand-wrapped text may continue an op over a few lines, not over dozens.
_MAX_CONTINUATION = 32
_CONTINUES = (",", "(", "[", "<", "=", ":", "->")
_CONTINUED = (":", "->", ",", ")", "]", ">")


def parse_ir(text: str, path: str = "<string>") -> Module:
    """Parse Tile IR text; raise :class:`IRInputError` naming ``path`` (and the line) when it is unusable."""
    with paused_gc():
        return _Parser(text, path).run()


@dataclass(eq=False)
class _Frame:
    region: Region
    owner: Op | None  # None: an entry body
    scope: dict[str, Value]
    line: int  # where the block opened, for "truncated" errors
    entry: Entry | None = None


@dataclass
class _Line:
    number: int
    text: str


@dataclass
class _PendingRegion:
    """Region arguments an op line defines (`for %iv`, `iter_values(%a = …)`) for its first region."""

    names: list[str] = field(default_factory=list)
    types: list[str] = field(default_factory=list)


class _Parser:
    def __init__(self, text: str, path: str) -> None:
        self.text = text
        self.path = path
        self.stack: list[_Frame] = []
        self.entries: list[Entry] = []
        self.module_name: str | None = None
        self.module_open_line = 0
        self.other: list[str] = []

    # ------------------------------------------------------------------ driver

    def run(self) -> Module:
        if not self.text.strip():
            raise IRInputError(self.path, InputProblem.EMPTY, "the file is empty")
        if _ENTRY_LINE.search(self.text) is None:
            first = next(ln.strip() for ln in self.text.splitlines() if ln.strip())
            raise IRInputError(
                self.path, InputProblem.NOT_TILE_IR, f"no `entry @name(…)` line; the text starts {first[:60]!r}"
            )
        lines = self._logical_lines()
        for ln in lines:
            self._line(ln)
        if self.stack:
            top = self.stack[-1]
            what = f"entry @{top.entry.symbol}" if top.entry else f"`{top.owner.name if top.owner else 'block'}` block"
            raise IRInputError(
                self.path,
                InputProblem.TRUNCATED,
                f"{what} opened at line {top.line} is never closed (file ends at line {lines[-1].number})",
                line=lines[-1].number,
            )
        if self.module_open_line:
            raise IRInputError(
                self.path,
                InputProblem.TRUNCATED,
                f"module opened at line {self.module_open_line} is never closed",
                line=lines[-1].number,
            )
        return Module(self.path, self.entries, self.module_name, self.text.count("\n") + 1, self.other)

    def _logical_lines(self) -> list[_Line]:
        """Meaningful lines, whitespace normalized and locations stripped.

        The printer never wraps an op; hand-wrapped text (a line ending in `,` `(` `[` `<` `=` `:` `->`, or
        followed by one starting with `:` `->` `,` `)` `]` `>`) is joined back into one logical line.
        """
        kept: list[tuple[int, str]] = []
        for number, raw in enumerate(self.text.splitlines(), start=1):
            text = " ".join(raw.replace(HOLE, " ").split())
            if " loc(" in text:
                text = _strip_location(text)
            if text and not text.startswith(("//", "#")):
                kept.append((number, text))  # `#loc3 = loc(…)`: a debug-info alias
        out: list[_Line] = []
        i = 0
        while i < len(kept):
            number, text = kept[i]
            start = i
            while not text.startswith("^") and (
                text.endswith(_CONTINUES) or (i + 1 < len(kept) and kept[i + 1][1].startswith(_CONTINUED))
            ):
                if i + 1 >= len(kept):
                    raise IRInputError(
                        self.path,
                        InputProblem.TRUNCATED,
                        f"the text stops inside the op that starts at line {number}",
                        line=number,
                    )
                if i - start >= _MAX_CONTINUATION:
                    raise IRInputError(self.path, InputProblem.UNPARSEABLE, "unbalanced brackets", line=number)
                i += 1
                text += " " + kept[i][1]
            out.append(_Line(number, text))
            i += 1
        return out

    def _error(self, ln: _Line, detail: str) -> IRInputError:
        return IRInputError(self.path, InputProblem.UNPARSEABLE, f"{detail}: {ln.text[:120]!r}", line=ln.number)

    def _line(self, ln: _Line) -> None:
        text = ln.text
        if not self.stack:
            self._top_level(ln)
            return
        if text == "}":
            self.stack.pop()
            return
        if text.startswith("}"):
            self._next_region(ln)
            return
        frame = self.stack[-1]
        if text.startswith("(") and text.endswith("{"):
            self._region_header(ln, frame)
            return
        if text.startswith("^"):
            self._block_label(ln, frame)
            return
        self._op(ln, frame)

    # ------------------------------------------------------------------ module level

    def _top_level(self, ln: _Line) -> None:
        text = ln.text
        if text.startswith("entry "):
            self._entry(ln)
            return
        m = _MODULE.match(text)
        if m and not self.module_open_line:
            self.module_name = m.group(1)
            self.module_open_line = ln.number
            return
        if text == "}" and self.module_open_line:
            self.module_open_line = 0
            return
        if self.module_open_line and not text.endswith("{") and _OPNAME.match(text):
            self.other.append(" ".join(text.split()))  # e.g. a module-level `global`
            return
        raise self._error(ln, "expected `entry @name(…) {` at module level")

    def _entry(self, ln: _Line) -> None:
        text = ln.text
        m = _ENTRY.match(text)
        open_paren = m.end() - 1 if m else -1
        close = matching_close(text, open_paren) if m else -1
        if m is None or close < 0 or not text.endswith("{"):
            raise self._error(ln, "cannot read the entry signature")
        scope: dict[str, Value] = {}
        params: list[Value] = []
        for i, p in enumerate(split_top(text[open_paren + 1 : close])):
            name, colon, typ = p.partition(":")
            if not colon or not name.strip().startswith("%"):
                raise self._error(ln, f"cannot read entry parameter {p!r}")
            v = Value(name.strip(), " ".join(typ.split()), None, i)
            params.append(v)
            scope[v.name] = v
        trailer = text[close + 1 : -1].strip()
        hints = ""
        at = trailer.find("optimization_hints")
        if at >= 0:
            lt = trailer.find("<", at)
            gt = matching_close(trailer, lt) if lt >= 0 else -1
            if gt < 0:
                raise self._error(ln, "cannot read the entry's optimization_hints")
            hints = " ".join(trailer[lt + 1 : gt].split())
            trailer = (trailer[:at] + trailer[gt + 1 :]).strip()
        body = Region(args=[], ops=[], line=ln.number)
        entry = Entry(m.group(1), params, hints, body, ln.number, trailer)
        self.entries.append(entry)
        self.stack.append(_Frame(body, None, scope, ln.number, entry))

    # ------------------------------------------------------------------ regions

    def _next_region(self, ln: _Line) -> None:
        """`} else {`: the current region ends, the same op's next region starts."""
        text = ln.text
        frame = self.stack.pop()
        if not text.endswith("{") or frame.owner is None:
            raise self._error(ln, "unexpected text after `}`")
        label = text[1:-1].strip()
        region = Region(args=[], ops=[], label=label, line=ln.number)
        frame.owner.regions.append(region)
        self.stack.append(_Frame(region, frame.owner, {}, ln.number))

    def _region_header(self, ln: _Line, frame: _Frame) -> None:
        """`(%lhs: tile<f32>, %rhs: tile<f32>) {` opens a region of the op just above (reduce, scan)."""
        if not frame.region.ops:
            raise self._error(ln, "region arguments with no op to attach them to")
        owner = frame.region.ops[-1]
        text = ln.text
        close = matching_close(text, 0)
        if close < 0:
            raise self._error(ln, "cannot read region arguments")
        scope: dict[str, Value] = {}
        args: list[Value] = []
        for i, p in enumerate(split_top(text[1:close])):
            name, colon, typ = p.partition(":")
            if not colon:
                raise self._error(ln, f"cannot read region argument {p!r}")
            v = Value(name.strip(), " ".join(typ.split()), None, i)
            args.append(v)
            scope[v.name] = v
        region = Region(args=args, ops=[], header=True, line=ln.number)
        owner.regions.append(region)
        self.stack.append(_Frame(region, owner, scope, ln.number))

    def _block_label(self, ln: _Line, frame: _Frame) -> None:
        m = _BLOCK_LABEL.match(ln.text)
        if m is None or frame.region.ops or frame.region.args:
            raise self._error(ln, "only a single leading block label per region is supported")
        if m.group(1):
            for i, p in enumerate(split_top(m.group(1)[1:-1])):
                name, _, typ = p.partition(":")
                v = Value(name.strip(), " ".join(typ.split()), None, i)
                frame.region.args.append(v)
                frame.scope[v.name] = v

    def _lookup(self, name: str, ln: _Line) -> Value:
        base, _, idx = name.partition("#")
        for frame in reversed(self.stack):
            v = frame.scope.get(name)
            if v is None and idx:
                v = frame.scope.get(f"{base}#{idx}")
            if v is not None:
                return v
        raise self._error(ln, f"{name} is used but never defined")

    # ------------------------------------------------------------------ ops

    def _op(self, ln: _Line, frame: _Frame) -> None:
        op, pending = self._parse_op(ln)
        frame.region.ops.append(op)
        for v in op.results:
            frame.scope[v.name] = v
        if ln.text.endswith("{"):
            scope: dict[str, Value] = {}
            args = [Value(n, t, None, i) for i, (n, t) in enumerate(zip(pending.names, pending.types, strict=True))]
            for v in args:
                scope[v.name] = v
            region = Region(args=args, ops=[], line=ln.number)
            op.regions.append(region)
            self.stack.append(_Frame(region, op, scope, ln.number))

    def _parse_op(self, ln: _Line) -> tuple[Op, _PendingRegion]:
        text = ln.text
        result_names: list[str] = []
        m = _RESULTS.match(text)
        rest = text
        if m:
            for r in m.group(1).split(","):
                name, _, count = r.strip().partition(":")
                result_names += [f"{name}#{i}" for i in range(int(count))] if count else [name]
            rest = text[m.end() :]
        nm = _OPNAME.match(rest)
        if nm is None:
            raise self._error(ln, "expected an op name")
        name = nm.group().removeprefix(_DIALECT)
        after = rest[nm.end() :].rstrip()
        if after.endswith("{"):
            after = after[:-1].rstrip()
        after, strings = _hide_strings(after)
        refs = _REF.findall(after)
        try:
            shape = op_shape(name, _REF.sub(HOLE, after), len(result_names))
        except ShapeError as exc:
            raise self._error(ln, str(exc)) from None
        if strings:
            shape = _with_strings(shape, strings)
        operands = [self._lookup(refs[i], ln) for i in shape.operand_refs]
        pending = _PendingRegion([refs[i] for i in shape.arg_refs], list(shape.arg_types))
        results = [Value(n, t, None, i) for i, (n, t) in enumerate(zip(result_names, shape.result_types, strict=True))]
        op = Op(
            name,
            results,
            operands,
            dict(shape.attrs),
            shape.flags,
            list(shape.operand_types),
            list(shape.result_types),
            [],
            ln.number,
            list(shape.pieces),
            list(shape.slots),
            shape.attr_key,
        )
        for v in results:
            v.producer = op
        return op, pending


def _hide_strings(text: str) -> tuple[str, list[str]]:
    """``text`` with each string literal replaced by a placeholder word, and the literals: a `%d` in a print
    format is no SSA reference, nor is a ` : ` in an assert message the type separator."""
    if '"' not in text:
        return text, []
    strings: list[str] = []

    def hide(m: re.Match[str]) -> str:
        strings.append(m.group())
        return _STRING_MARK.format(len(strings) - 1)

    return _STRING.sub(hide, text), strings


def _with_strings(shape: OpShape, strings: list[str]) -> OpShape:
    """``shape`` with each string put back where its placeholder word stands (a flag, an attribute, the text)."""

    def put_back(text: str) -> str:
        for i, literal in enumerate(strings):
            text = text.replace(_STRING_MARK.format(i), literal)
        return text

    flags = tuple(put_back(f) for f in shape.flags)
    attrs = {k: put_back(v) for k, v in shape.attrs}
    return dataclasses.replace(
        shape,
        pieces=tuple(put_back(p) for p in shape.pieces),
        attrs=tuple(attrs.items()),
        flags=flags,
        attr_key=attr_key_of(flags, attrs),
    )


def _strip_location(text: str) -> str:
    """Drop a trailing ` loc(…)` debug location."""
    at = text.rfind(" loc(")
    if at < 0 or not text.endswith(")"):
        return text
    close = matching_close(text, at + 4)
    return text[:at].rstrip() if close == len(text) - 1 else text
