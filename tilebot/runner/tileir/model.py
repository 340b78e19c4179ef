"""The typed tree of a Tile IR module: module → entries → regions → ops, with SSA values as objects.

Ops keep a printing template (the text around each SSA reference) so that a canonical form can be
printed in the printer's own syntax with new names, without a printer per op.
"""

from __future__ import annotations

import gc
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Literal

# A reference slot in an op's printed text: an operand (by index) or an argument of the op's first region
# that the op line itself defines (`for %iv in …`, `iter_values(%acc = %init)`).
SlotKind = Literal["operand", "arg"]


@dataclass(eq=False, slots=True)
class Value:
    name: str  # as printed in its file (names are scoped per region, so not unique), e.g. "%tile", "%1#0"
    type: str
    producer: Op | None = None  # None for entry parameters and region arguments
    index: int = 0  # result index, or argument index


@dataclass(eq=False, slots=True)
class Op:
    name: str  # mnemonic without the dialect prefix: "load_view_tko", "addf", "for"
    results: list[Value]
    operands: list[Value]
    attrs: dict[str, str]  # `key = value`, `key<value>` and a constant's `<…>` (key "value"); SSA refs read "%"
    flags: tuple[str, ...]  # bare words: weak, signed, flush_to_zero, less_than, …
    operand_types: list[str]  # as printed before `->` (may be shorter than operands: one type for all)
    result_types: list[str]
    regions: list[Region] = field(default_factory=list)
    line: int = 0  # 1-based line in the source file (0: made by canonicalization)
    pieces: list[str] = field(default_factory=list)  # printed text around each reference; len = len(slots) + 1
    slots: list[tuple[SlotKind, int]] = field(default_factory=list)
    attr_key: str = ""  # flags and sorted attributes in one string (see attr_key_of), for structural keys

    @property
    def is_terminator(self) -> bool:
        return self.name in TERMINATORS

    def rebuilt(
        self,
        *,
        name: str | None = None,
        operands: list[Value] | None = None,
        flags: tuple[str, ...] | None = None,
        regions: list[Region] | None = None,
        pieces: list[str] | None = None,
    ) -> Op:
        """A new op like this one with what is given instead, no results (placing it makes them) and no regions
        unless given, its lists its own."""
        return Op(
            name or self.name,
            [],
            list(self.operands) if operands is None else operands,
            dict(self.attrs),
            self.flags if flags is None else flags,
            list(self.operand_types),
            list(self.result_types),
            [] if regions is None else regions,
            self.line,
            list(self.pieces) if pieces is None else pieces,
            list(self.slots),
            self.attr_key if flags is None else attr_key_of(flags, self.attrs),
        )


@dataclass(eq=False, slots=True)
class Region:
    args: list[Value]
    ops: list[Op]
    header: bool = False  # arguments printed on their own `(%a: T, %b: T) {` line (reduce, scan)
    label: str = ""  # text between `}` and `{` that opened it, e.g. "else"
    line: int = 0


@dataclass(eq=False, slots=True)
class Entry:
    symbol: str  # without "@"
    params: list[Value]
    hints: str  # inside `optimization_hints=<…>`, "" when absent
    body: Region
    line: int = 0
    trailer: str = ""  # anything else after the parameter list, verbatim


@dataclass(eq=False, slots=True)
class Module:
    path: str
    entries: list[Entry]
    name: str | None = None  # `cuda_tile.module @name`, when the text has the wrapper
    line_count: int = 0
    other: list[str] = field(default_factory=list)  # module-level ops other than entries, verbatim


def attr_key_of(flags: tuple[str, ...], attrs: dict[str, str]) -> str:
    return " ".join(flags) + "|" + ",".join(f"{k}={v}" for k, v in sorted(attrs.items()))


TERMINATORS = frozenset({"return", "yield", "continue", "break"})

# The flags that say how an integer op (`cmpi`, `mini`, `divi`, `exti`, …) reads its operands' sign bit.
SIGNEDNESS_FLAGS = ("signed", "unsigned")


def signedness(flags: Iterable[str]) -> str | None:
    """An integer op's signedness flag (`signed` or `unsigned`), None where it has none: the one reader of it."""
    return next((f for f in flags if f in SIGNEDNESS_FLAGS), None)


def walk_ops(region: Region) -> list[Op]:
    """Every op of a region and of the regions nested in it, in pre-order."""
    out: list[Op] = []
    stack = [iter(region.ops)]
    while stack:
        op = next(stack[-1], None)
        if op is None:
            stack.pop()
            continue
        out.append(op)
        for r in reversed(op.regions):
            stack.append(iter(r.ops))
    return out


@contextmanager
def paused_gc() -> Iterator[None]:
    """Build a large op graph without the cyclic collector rescanning it again and again.

    Parsing allocates tens of thousands of small linked objects (ops point at values and back). With the
    collector on, young-generation passes rescan them repeatedly; with it only paused, the first pass
    after resuming scans them all at once. Promoting the new objects straight to the oldest generation
    (``gc.freeze()`` then ``gc.unfreeze()``) avoids both; they are still collected by full passes.
    """
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.freeze()
            gc.unfreeze()
            gc.enable()
