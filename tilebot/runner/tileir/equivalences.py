"""Frontend equivalences: named rewrite rules applied to both sides' value graphs before they are matched.

Each rule maps one spelling to the other (always toward the same side, so both frontends meet) and is recorded
with its name where it fired; the diff reports a rule that fired a different number of times on the two sides as
an ok_to_differ note naming it. Rules are data (``RULES``); each has a test compiling both spellings with the
real cuTile Python (tests/unit/test_ir_equivalences.py).
"""

from __future__ import annotations

import math
import struct
from collections.abc import Callable
from dataclasses import dataclass

from tilebot.runner.tileir import polynomial
from tilebot.runner.tileir.nodes import Node, make_node


@dataclass(frozen=True, slots=True)
class Equivalence:
    name: str
    says: str  # the two spellings, for the note
    apply: Callable[[Node], Node | None]
    kinds: frozenset[str]  # the node kinds it may rewrite (only those rules are tried on a node)


def _with(node: Node, kind: str, kids: tuple[Node, ...], commutative: int = 0) -> Node:
    return make_node(kind, node.fields, kids, node.line, commutative)


def _add_of_negation(node: Node) -> Node | None:
    if node.kind != "addf":
        return None
    for i, k in enumerate(node.kids):
        if k.kind == "negf" and len(k.kids) == 1:
            other = node.kids[1 - i]
            return _with(node, "subf", (other, k.kids[0]))
    return None


def _sub_of_negation(node: Node) -> Node | None:
    if node.kind == "subf" and node.kids[1].kind == "negf" and len(node.kids[1].kids) == 1:
        return _with(node, "addf", (node.kids[0], node.kids[1].kids[0]), 2)
    return None


def _double_negation(node: Node) -> Node | None:
    if node.kind == "negf" and node.kids and node.kids[0].kind == "negf":
        return node.kids[0].kids[0]
    return None


def _add_zero(node: Node) -> Node | None:
    """`x + 0.0` → `x`; `fma(a, b, 0.0)` → `a * b` (cuTile Python fuses `a * b + 0.0` into an fma)."""
    if node.kind == "addf":
        for i, k in enumerate(node.kids):
            if k.kind == "const" and k.number == 0.0:
                return node.kids[1 - i]
    if node.kind == "fma" and len(node.kids) == 3 and node.kids[2].kind == "const" and node.kids[2].number == 0.0:
        return _with(node, "mulf", node.kids[:2], 2)
    return None


def _mul_add_is_fma(node: Node) -> Node | None:
    if node.kind != "addf":
        return None
    for i, k in enumerate(node.kids):
        if k.kind == "mulf" and k.fields == node.fields:  # a flushed or rounded product is another value
            a, b = k.kids
            return _with(node, "fma", (a, b, node.kids[1 - i]), 2)
    return None


def _mul_one(node: Node) -> Node | None:
    """`x * 1` → `x` for integers: exact in every width (wrapping multiplication by 1 is the identity). cuTile
    Python multiplies a gather/scatter index by its array's stride even where that stride is the constant 1; a
    frontend that knows the stride is 1 offsets by the index itself. Index math (polynomial.py) already drops the
    factor; this is the same for an index computed from data (a reduction, a scan), which is not index math."""
    if node.kind != "muli" or len(node.kids) != 2:
        return None
    for i, k in enumerate(node.kids):
        if k.kind in ("int", "const") and k.get("value") == "1":
            return node.kids[1 - i]
    return None


def _log2e(elem: str) -> float:
    return _round(math.log2(math.e), elem)


def _exp2_of_log2e(node: Node) -> Node | None:
    """`exp2(x * log2(e))` → `exp(x)`: how a frontend lowers exp (within a few ulp of log2 e in the dtype)."""
    if node.kind != "exp2" or not node.kids or node.kids[0].kind != "mulf":
        return None
    mul = node.kids[0]
    elem = node.get("elem")
    for i, k in enumerate(mul.kids):
        if k.kind == "const" and k.number is not None and ulps(k.number, _log2e(elem), elem) <= ULP_TOLERANCE:
            return _with(node, "exp", (mul.kids[1 - i],))
    return None


def _constant_conversion(node: Node) -> Node | None:
    """`ftof`/`itof` of a constant, folded to the converted constant (one frontend folds it, one does not)."""
    if node.kind not in ("ftof", "itof") or not node.kids or node.kids[0].kind not in ("const", "int"):
        return None
    src = node.kids[0]
    to = node.get("to")
    if src.number is not None:
        value = src.number
    else:
        c = polynomial.constant_of(_poly_of_text(src.get("value")))
        if c is None:
            return None
        value = float(c)
    return make_node("const", (("elem", to),), (), node.line, number=_round(value, to))


def _poly_of_text(text: str) -> polynomial.Poly:
    try:
        return polynomial.const(int(text))
    except ValueError:
        return polynomial.atom(text)


RULES: tuple[Equivalence, ...] = (
    Equivalence(
        "add_zero_is_identity",
        "`x + 0.0` ↔ `x`, `fma(a, b, 0.0)` ↔ `a * b` (equal but for -0.0 + 0.0 = +0.0)",
        _add_zero,
        frozenset({"addf", "fma"}),
    ),
    Equivalence("add_of_negation_is_sub", "`a + (-b)` ↔ `a - b`", _add_of_negation, frozenset({"addf"})),
    Equivalence("sub_of_negation_is_add", "`a - (-b)` ↔ `a + b`", _sub_of_negation, frozenset({"subf"})),
    Equivalence("double_negation", "`-(-a)` ↔ `a`", _double_negation, frozenset({"negf"})),
    Equivalence(
        "mul_add_is_fma",
        "`a*b + c` ↔ `fma(a, b, c)` (one rounding instead of two)",
        _mul_add_is_fma,
        frozenset({"addf"}),
    ),
    Equivalence("mul_one_is_identity", "`x * 1` ↔ `x` (integers)", _mul_one, frozenset({"muli"})),
    Equivalence("exp2_of_log2e_is_exp", "`exp(x)` ↔ `exp2(x * log2(e))`", _exp2_of_log2e, frozenset({"exp2"})),
    Equivalence(
        "constant_conversion_folded",
        "`ftof`/`itof` of a constant ↔ the converted constant",
        _constant_conversion,
        frozenset({"ftof", "itof"}),
    ),
)
_BY_KIND: dict[str, tuple[Equivalence, ...]] = {
    kind: tuple(r for r in RULES if kind in r.kinds) for kind in {k for r in RULES for k in r.kinds}
}
REWRITABLE = frozenset(_BY_KIND)
# Index-math spellings normalized by polynomial.py, under the same kind of name.
INDEX_NOTES: dict[str, str] = {
    polynomial.NOTE_FLOOR_TRUNC: "floor_vs_trunc_division_of_non_negative_operands",
    polynomial.NOTE_FLOOR_FIXUP: "python_floor_division_fixup",
}
INDEX_SAYS: dict[str, str] = {
    "floor_vs_trunc_division_of_non_negative_operands": "`a // d` (floor) ↔ `a / d` (toward zero) for a ≥ 0, d > 0",
    "python_floor_division_fixup": "cuTile Python's floor-remainder sign fix-up ↔ the floor remainder it spells (a "
    "plain `remi` for a numerator ≥ 0 and a divisor ≥ 0)",
}
SAYS: dict[str, str] = {**{r.name: r.says for r in RULES}, **INDEX_SAYS}

ULP_TOLERANCE = 4  # constants this close are the same number spelled in another precision or rounding


def rewrite(node: Node, notes: list[tuple[str, int]]) -> Node:
    for _ in range(8):  # a rewrite may enable another (e.g. a negation folded, then an fma formed)
        for rule in _BY_KIND.get(node.kind, ()):
            new = rule.apply(node)
            if new is not None:
                notes.append((rule.name, node.line))
                node = new
                break
        else:
            return node
    return node


_FORMATS = {"f16": "<e", "f32": "<f", "tf32": "<f", "f64": "<d"}


def round_to(value: float, elem: str) -> float:
    """``value`` rounded to ``elem`` as an ftof to it rounds (to nearest, ties to even; overflow to infinity)."""
    return _round(value, elem)


def _round(value: float, elem: str) -> float:
    """``value`` rounded to ``elem`` (bf16 by truncating an f32 to its upper half, round-to-nearest-even)."""
    if not math.isfinite(value):
        return value
    if elem == "bf16":
        bits = struct.unpack("<I", struct.pack("<f", value))[0]
        bits = (bits + 0x7FFF + ((bits >> 16) & 1)) & 0xFFFF0000
        return float(struct.unpack("<f", struct.pack("<I", bits))[0])
    fmt = _FORMATS.get(elem)
    if fmt is None:
        return value
    try:
        return float(struct.unpack(fmt, struct.pack(fmt, value))[0])
    except OverflowError:
        return math.copysign(math.inf, value)


def ulps(a: float, b: float, elem: str) -> int:
    """How many representable ``elem`` values lie between ``a`` and ``b`` (after rounding both to ``elem``)."""
    a, b = _round(a, elem), _round(b, elem)
    if a == b:
        return 0
    if not (math.isfinite(a) and math.isfinite(b)):
        return 1 << 30
    if elem == "bf16":
        return abs(_ordinal(a, "<f", 32) - _ordinal(b, "<f", 32)) >> 16
    fmt = _FORMATS.get(elem, "<d")
    width = {"<e": 16, "<f": 32, "<d": 64}[fmt]
    return abs(_ordinal(a, fmt, width) - _ordinal(b, fmt, width))


def _ordinal(x: float, fmt: str, width: int) -> int:
    """Floats mapped to integers in order, so that neighbours differ by one."""
    raw = struct.pack(fmt, x)
    bits = int.from_bytes(raw, "little")
    sign = 1 << (width - 1)
    return bits if not bits & sign else -(bits & (sign - 1))  # negative floats count down from zero
