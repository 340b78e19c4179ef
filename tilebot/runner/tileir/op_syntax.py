"""One op line's structure, read from its text with the SSA references blanked out.

`results = name body : operand types -> result types` is read generically (so ops this module has never
seen still parse): which references are operands and which define region arguments (`for %iv`,
`iter_values(%acc = %init)`), the attributes and flags of the body, and the types. Lines repeat a lot
once names are blanked, so the result is cached.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from tilebot.runner.tileir.model import SlotKind, attr_key_of
from tilebot.runner.tileir.tile_types import bracket_depth, matching_close, split_top

HOLE = "\x00"  # stands for an SSA reference
_ANY_ATTRIBUTE = re.compile(r"[A-Za-z_<]|\[[^%\]]")  # a word, a `<…>`, a list of literals
_ATTR_TOKEN = re.compile(r"->|[\w.$?+\-]+|[()\[\]{}<>=,:%]|\S")
_OPENERS = frozenset("([{<")


class ShapeError(Exception):
    """An op line whose structure cannot be read (the parser adds the file and line)."""


@dataclass(frozen=True, slots=True)
class OpShape:
    """Everything about an op line that does not depend on its SSA names (cached: lines repeat)."""

    pieces: tuple[str, ...]  # printed text around each reference, the op name first
    slots: tuple[tuple[SlotKind, int], ...]
    operand_refs: tuple[int, ...]  # which references are operands, in order
    arg_refs: tuple[int, ...]  # which references define arguments of the op's first region
    arg_types: tuple[str, ...]
    attrs: tuple[tuple[str, str], ...]
    flags: tuple[str, ...]
    attr_key: str
    operand_types: tuple[str, ...]
    result_types: tuple[str, ...]


@lru_cache(maxsize=16384)
def op_shape(name: str, after: str, n_results: int) -> OpShape:
    """Read an op line whose references were replaced by ``HOLE``: `name after`, with ``n_results``."""
    # `iter_values(%arg = %init, …)` defines region arguments; its inits are operands. So does `for %iv`.
    iv_span = (-1, -1)
    at = after.find("iter_values(")
    if at >= 0:
        close = matching_close(after, at + len("iter_values"))
        if close < 0:
            raise ShapeError("cannot read iter_values(…)")
        iv_span = (at, close + 1)
    holes = [i for i, ch in enumerate(after) if ch == HOLE]
    slots: list[tuple[SlotKind, int]] = []
    operand_refs: list[int] = []
    arg_refs: list[int] = []
    for k, pos in enumerate(holes):
        defines_arg = (name == "for" and k == 0) or (
            iv_span[0] <= pos < iv_span[1] and after[pos + 1 :].lstrip().startswith("=")
        )
        if defines_arg:
            slots.append(("arg", len(arg_refs)))
            arg_refs.append(k)
        else:
            slots.append(("operand", len(operand_refs)))
            operand_refs.append(k)
    pieces = (name + after).split(HOLE)

    body, types = _split_types(after)
    ins: list[str] = []
    outs: list[str] = []
    if types is not None:
        if iv_span[0] >= 0:
            types = types.replace(after[iv_span[0] : iv_span[1]], " ")
        ins, outs = _signature(types)
    else:
        arrow = split_top(body, "->")
        if len(arrow) > 1:  # `if %c -> (tile<…>)`
            body, outs = arrow[0], _unparen(arrow[1])
    if iv_span[0] >= 0:
        body = body.replace(after[iv_span[0] : iv_span[1]], " ")
    attrs, flags = attributes(body.replace(HOLE, "%"))

    if outs:
        result_types = outs if len(outs) == n_results else [outs[-1]] * n_results
    else:
        result_types = [ins[-1]] * n_results if ins else ["?"] * n_results
    arg_types: list[str] = []
    if arg_refs:
        if name == "for":
            carried = result_types if len(result_types) == len(arg_refs) - 1 else ins[1:]
            arg_types = (ins[:1] or ["?"]) + list(carried)
        else:
            arg_types = ins if len(ins) == len(arg_refs) else result_types
        if len(arg_types) != len(arg_refs):
            raise ShapeError("cannot match region arguments with their types")
    return OpShape(
        tuple(pieces),
        tuple(slots),
        tuple(operand_refs),
        tuple(arg_refs),
        tuple(arg_types),
        tuple(attrs.items()),
        flags,
        attr_key_of(flags, attrs),
        tuple(ins),
        tuple(result_types),
    )


def _split_types(after: str) -> tuple[str, str | None]:
    """Split an op's text at its top-level ` : ` into (body, types); types is None without one."""
    at = after.find(" : ")
    if at >= 0 and after.find(" : ", at + 3) < 0:
        return after[:at], after[at + 3 :]  # the usual case: one ` : `, the type separator
    while at >= 0:
        if bracket_depth(after[:at]) == 0:
            return after[:at], after[at + 3 :]
        at = after.find(" : ", at + 1)
    if after.endswith(" :"):
        return after[:-2], ""
    return after, None


@lru_cache(maxsize=8192)
def _signature_cached(types: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    arrow = split_top(types, "->")
    ins = split_top(arrow[0]) if arrow else []
    outs = _unparen(arrow[1]) if len(arrow) > 1 else []
    return tuple(ins), tuple(outs)


def _signature(types: str) -> tuple[list[str], list[str]]:
    """(operand types, result types) of `T1, T2 -> R1, R2` (parenthesized results too)."""
    ins, outs = _signature_cached(types)
    return list(ins), list(outs)


def _unparen(text: str) -> list[str]:
    text = text.strip()
    if text.startswith("(") and matching_close(text, 0) == len(text) - 1:
        text = text[1:-1]
    return split_top(text)


def attributes(body: str) -> tuple[dict[str, str], tuple[str, ...]]:
    """Attributes of an op body whose SSA references were replaced by ``%``.

    ``key = value`` and ``key<value>`` give ``attrs[key]``; a bare ``<…>`` (a constant) gives
    ``attrs["value"]``; a bare list of literals (`permute %t [1, 0]`: the permutation) gives ``attrs["list"]``;
    other bare words are flags. Index lists (``%v[%i, %j]``) and ranges are skipped.
    """
    if _ANY_ATTRIBUTE.search(body) is None:
        return {}, ()  # only operands and punctuation, as in `%a, %b`
    toks = [(m.group(), m.start()) for m in _ATTR_TOKEN.finditer(body)]
    attrs: dict[str, str] = {}
    flags: list[str] = []
    i = 0
    n = len(toks)
    while i < n:
        tok, pos = toks[i]
        nxt = toks[i + 1][0] if i + 1 < n else ""
        if tok[0].isalpha() or tok[0] == "_":
            if nxt == "=":
                j = i + 2
                if j < n and toks[j][0] in _OPENERS:
                    end = _group_end(toks, j)
                    attrs[tok] = _norm(body[toks[j][1] : toks[end][1] + 1])
                    i = end + 1
                else:
                    attrs[tok] = toks[j][0] if j < n else ""
                    i = j + 1
                continue
            if nxt == "<" and toks[i + 1][1] == pos + len(tok):
                end = _group_end(toks, i + 1)
                attrs[tok] = _norm(body[toks[i + 1][1] + 1 : toks[end][1]])
                i = end + 1
                continue
            flags.append(tok)
        elif tok == "<":
            end = _group_end(toks, i)
            attrs["value"] = _norm(body[pos + 1 : toks[end][1]])
            i = end + 1
            continue
        elif tok in ("(", "[", "{"):
            end = _group_end(toks, i)
            inner = body[pos + 1 : toks[end][1]]
            if tok == "[" and "%" not in inner:
                attrs["list"] = _norm(inner)
            i = end + 1
            continue
        i += 1
    return attrs, tuple(flags)


def _group_end(toks: list[tuple[str, int]], start: int) -> int:
    depth = 0
    for k in range(start, len(toks)):
        t = toks[k][0]
        if t in ("(", "[", "{", "<"):
            depth += 1
        elif t in (")", "]", "}", ">"):
            depth -= 1
            if depth == 0:
                return k
    return len(toks) - 1


def _norm(text: str) -> str:
    return " ".join(text.split())
