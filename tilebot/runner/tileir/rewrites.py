"""Semantics-preserving rewrites used by the canonical form: integer constant folding, ceil division, a left
shift by a constant read as the multiply it is, a compare `a > b` read as `b < a`, a negated compare `~(a < b)`
read as the opposite compare (``compare_negation``), a condition tested against true or false read as itself or its
negation (``kept_condition``, ``negated_condition``), and the condition of a select read without its negation
(``negated_compare``).

Both sides of a diff get the same rewrites, so a port that folds a constant expression the reference computes
at run time, or spells `ct.cdiv(a, b)` as `(a + b - 1) // b` (where the signs of `a` and `b` make them one value),
compares equal; the canonicalizer counts each rewrite so the diff can report it as a documented equivalent.
"""

from __future__ import annotations

import struct
from typing import Protocol

from tilebot.runner.tileir.model import Op, SlotKind, Value, attr_key_of, signedness
from tilebot.runner.tileir.tile_types import TileType, parse_type


def int_constant(v: Value) -> int | None:
    """The integer a `constant <iN: k>` value holds, else None."""
    op = v.producer
    if op is None or op.name != "constant":
        return None
    dtype, _, num = op.attrs.get("value", "").partition(":")
    if not dtype.strip().startswith("i"):
        return None
    try:
        return int(num.strip(), 0)
    except ValueError:
        return None


def _splat_constant(v: Value) -> tuple[str, str] | None:
    """The element type and value a `constant` holds, through reshapes and broadcasts of it (a splat), else None."""
    while v.producer is not None and v.producer.name in ("reshape", "broadcast"):
        v = v.producer.operands[0]
    op = v.producer
    if op is None or op.name != "constant":
        return None
    dtype, _, value = (x.strip() for x in op.attrs.get("value", "").partition(":"))
    return dtype, value


def float_constant(v: Value) -> float | None:
    """The number a float `constant` value holds (through reshapes and broadcasts: a splat), else None. A NaN is
    NaN whatever its payload; the sign of a zero is kept."""
    splat = _splat_constant(v)
    if splat is None:
        return None
    dtype, num = splat
    if not dtype.startswith(("f", "bf", "tf")):
        return None
    try:
        return float_from_bits(int(num, 16), dtype) if num.lower().startswith("0x") else float(num)
    except ValueError:
        return None


def float_from_bits(bits: int, dtype: str) -> float | None:
    """The float a ``dtype`` bit pattern encodes (how tileirdisasm prints some constants: `0xFC00`), else None."""
    if dtype == "f16":
        return float(struct.unpack("<e", bits.to_bytes(2, "little"))[0])
    if dtype == "bf16":
        return float(struct.unpack("<f", (bits << 16).to_bytes(4, "little"))[0])
    if dtype in ("f32", "tf32"):
        return float(struct.unpack("<f", bits.to_bytes(4, "little"))[0])
    if dtype == "f64":
        return float(struct.unpack("<d", bits.to_bytes(8, "little"))[0])
    return None


def fold_constant(op: Op) -> Op | None:
    """`addi/subi/muli/divi` of two integer constants → one constant (wrapping at the type's width)."""
    if op.name not in ("addi", "subi", "muli", "divi") or len(op.operands) != 2 or len(op.result_types) != 1:
        return None
    a, b = (int_constant(v) for v in op.operands)
    t = parse_type(op.result_types[0])
    if a is None or b is None or not isinstance(t, TileType) or not t.elem.startswith("i"):
        return None
    if op.name == "divi":
        if b == 0:
            return None
        value = _divide(a, b, op.attrs.get("rounding", "zero"))
    else:
        value = {"addi": a + b, "subi": a - b, "muli": a * b}[op.name]
    bits = int(t.elem[1:]) if t.elem[1:].isdigit() else 64
    value = _wrap(value, bits)
    text = f"constant <{t.elem}: {value}> : {op.result_types[0]}"
    attrs = {"value": f"{t.elem}: {value}"}
    return Op("constant", [], [], attrs, (), [], list(op.result_types), [], op.line, [text], [], attr_key_of((), attrs))


class Signs(Protocol):
    """What ``ceil_div`` needs to know of its operands (``canonical_signs.CanonicalSigns``)."""

    def never_negative(self, v: Value) -> bool: ...

    def positive_divisor(self, v: Value) -> bool: ...


def ceil_div(op: Op, signs: Signs) -> Op | None:
    """`divi(a + b - 1, b)` rounding down or toward zero → `divi(a, b) rounding<positive_inf>`, where the two are one
    value (integer arithmetic, as the index math reads it: no overflow):

    - signed, rounding down, by a divisor ``signs`` proves positive: `floor((a + b - 1) / b)` is `ceil(a / b)` for
      every `a` when `b >= 1` (a divisor of 0 is undefined on both sides), not for `b < 0` (`b = -1`, `a = 0`: 2
      against 0);
    - rounding toward zero, signed, where `a` is also never negative: `a + b - 1 >= 0` rounds down (not `a = -4`,
      `b = 2`: -1 against -2);
    - unsigned, where `a` is also never negative: both read as signed values never negative are below half the
      range, so `a + b - 1` does not wrap (an `a` that may be negative reads as a huge value: `a = -1`, `b = 64`
      wraps to 62, quotient 0 against 2**26; a divisor that may be negative likewise).

    Elsewhere (a divisor or numerator that may be negative: a difference of two arguments, an index read from memory)
    the two divisions differ, and the source's stays.
    """
    if op.name != "divi" or len(op.operands) != 2 or op.attrs.get("rounding", "zero") not in ("zero", "negative_inf"):
        return None
    numerator, divisor = op.operands
    a = _ceil_numerator(numerator, divisor)
    if a is None or not _rounds_up_alike(op, a, divisor, signs):
        return None
    attrs = {**op.attrs, "rounding": "positive_inf"}
    tail = " ".join(["", *op.flags, "rounding<positive_inf>", ":", op.result_types[0]])
    pieces = ["divi ", ", ", tail]
    slots: list[tuple[SlotKind, int]] = [("operand", 0), ("operand", 1)]
    key = attr_key_of(op.flags, attrs)
    return Op(
        "divi", [], [a, divisor], attrs, op.flags, op.operand_types, op.result_types, [], op.line, pieces, slots, key
    )


def _rounds_up_alike(op: Op, a: Value, divisor: Value, signs: Signs) -> bool:
    """Is `divi(a + divisor - 1, divisor)` as ``op`` rounds `ceil(a / divisor)` (``ceil_div``)?"""
    if not signs.positive_divisor(divisor):
        return False
    floor = op.attrs.get("rounding", "zero") == "negative_inf" and signedness(op.flags) != "unsigned"
    return floor or signs.never_negative(a)


# A compare's predicate → the predicate that gives the same result with the operands swapped.
_MIRRORED = {"greater_than": "less_than", "greater_than_or_equal": "less_than_or_equal"}


def mirrored_compare(op: Op) -> Op | None:
    """`cmpf`/`cmpi` `greater_than[_or_equal] a, b` → `less_than[_or_equal] b, a`, every other flag kept.

    Exact for every input: `a > b` and `b < a` are one relation. For floats, NaN included (the IEEE relation is the
    same, and the ordered/unordered flag, what a NaN operand gives, is kept as written); for integers, the signed or
    unsigned flag is kept, so a signed compare never meets an unsigned one. So `v >= 0.0` and `0.0 <= v` meet, as do
    `a > b` and `b < a` on integer data. Equal and not-equal are symmetric already (the value graph commutes their
    operands). What the source wrote stays available for messages (``written_as``).
    """
    if op.name not in ("cmpf", "cmpi") or len(op.operands) != 2 or not op.pieces:
        return None
    pred = next((f for f in op.flags if f in _MIRRORED), None)
    if pred is None:
        return None
    flags = tuple(_MIRRORED[pred] if f == pred else f for f in op.flags)
    head = op.pieces[0].replace(f" {pred} ", f" {_MIRRORED[pred]} ", 1)
    a, b = op.operands
    return op.rebuilt(operands=[b, a], flags=flags, pieces=[head, *op.pieces[1:]])


# A compare's predicate → its negation's on the same operands: `not (a < b)` is `a >= b`.
_NEGATED = {
    "less_than": "greater_than_or_equal",
    "less_than_or_equal": "greater_than",
    "equal": "not_equal",
}
_NEGATED |= {v: k for k, v in _NEGATED.items()}
# The integer predicates a select's condition keeps (``negated_compare``): the strict orders and the equality. A
# float compare keeps its ordered predicates (what both frontends write for `<`, `<=`, `==`).
_KEPT_INTEGER = frozenset({"less_than", "greater_than", "equal"})
_ORDERINGS = {"ordered": "unordered", "unordered": "ordered"}


def negated_compare(op: Op) -> Op | None:
    """The compare true exactly where ``op`` is false, where ``op`` is one a select's condition reads negated: an
    integer `a <= b`, `a >= b` or `a != b`, a float compare `unordered`; else None. Then `select(op, x, y)` is
    `select(negated, y, x)`, so a select written with its condition inverted and its arms swapped reads alike.

    Which of the two forms is kept is fixed by the predicate alone, so each pair of negations has one canonical
    member (``compare_negation`` says why each negation is exact).
    """
    if op.name == "cmpf":
        reads_negated = "unordered" in op.flags
    else:
        reads_negated = op.name == "cmpi" and not any(f in _KEPT_INTEGER for f in op.flags)
    return compare_negation(op) if reads_negated else None


def compare_negation(op: Op) -> Op | None:
    """The compare true exactly where the `cmpf`/`cmpi` ``op`` is false, its `>` or `>=` mirrored
    (``mirrored_compare``); else None.

    Integer compares negate exactly (`not (a <= b)` is `a > b`, signed or unsigned as written). A float compare's
    negation also swaps ordered and unordered: `not (a < b)` holds where an operand is NaN, so it is the unordered
    `a >= b`, never the ordered one (which is false on NaN lanes: another kernel).
    """
    if op.name not in ("cmpf", "cmpi") or len(op.operands) != 2 or not op.pieces:
        return None
    pred = next((f for f in op.flags if f in _NEGATED), None)
    ordering = next((f for f in op.flags if f in _ORDERINGS), None)
    if pred is None or (op.name == "cmpf") != (ordering is not None):
        return None
    words = {pred: _NEGATED[pred]}
    if ordering is not None:
        words[ordering] = _ORDERINGS[ordering]
    flags = tuple(words.get(f, f) for f in op.flags)
    head = " ".join(words.get(w, w) for w in op.pieces[0].split(" "))
    negated = op.rebuilt(flags=flags, pieces=[head, *op.pieces[1:]])
    return mirrored_compare(negated) or negated


def negated_condition(op: Op) -> Value | None:
    """``c`` where ``op`` is `not c` on an i1 ``c``: `xori c, true` (how cuTile Python writes `~c`), `cmpi not_equal
    c, true` or `cmpi equal c, false` (`c != True`, `c == False`); either operand order, the constant a splat
    (``_condition_test``). Else None."""
    test = _condition_test(op)
    return test[0] if test is not None and test[1] else None


def kept_condition(op: Op) -> Value | None:
    """``c`` where ``op`` is ``c`` itself on an i1 ``c``: `cmpi equal c, true`, `cmpi not_equal c, false` (`c ==
    True`, `c != False`) or `xori c, false` (``_condition_test``). Else None."""
    test = _condition_test(op)
    return test[0] if test is not None and not test[1] else None


def _condition_test(op: Op) -> tuple[Value, bool] | None:
    """(c, negates) where ``op`` tests an i1 value ``c`` against a constant `k` (true or false, or a reshape or
    broadcast of one): `xori c, k` and `cmpi not_equal c, k` are `c ^ k`, `cmpi equal c, k` is `c ^ k ^ true`, so
    each is ``c`` or its negation on every lane (an equality reads no sign: `signed` or `unsigned` alike). Two data
    operands (`cmpi not_equal a, b`) are no such test. Else None."""
    if len(op.operands) != 2:
        return None
    if op.name == "xori":
        equal = False
    elif op.name == "cmpi" and ("equal" in op.flags or "not_equal" in op.flags):
        equal = "equal" in op.flags
    else:
        return None
    a, b = op.operands
    for c, k in ((a, b), (b, a)):
        bit = _bool_constant(k)
        if bit is not None and _is_condition(c):
            return c, bit != equal
    return None


def _bool_constant(v: Value) -> bool | None:
    """The value of an i1 constant (or of a reshape or broadcast of one: a splat), else None."""
    splat = _splat_constant(v)
    if splat is None or splat[0] != "i1":
        return None
    value = splat[1]
    return True if value in ("true", "1", "-1") else False if value in ("false", "0") else None


def _is_condition(v: Value) -> bool:
    t = parse_type(v.type)
    return isinstance(t, TileType) and t.elem == "i1"


def written_as(source: Op) -> str:
    """How the source wrote a compare that ``mirrored_compare`` rewrote, for a finding's message: the canonical
    form is what the two sides are compared in, but a reviewer reads the kernel's own `>`."""
    pred = next((f for f in source.flags if f in _MIRRORED), "")
    return f"written `{pred}` with the operands swapped"


def shift_left_factor(op: Op, operands: list[Value]) -> int | None:
    """``2**k`` as the element type holds it, for `shli x, k` with ``k`` an integer constant (or a reshape or
    broadcast of one), ``0 <= k < n`` for the n-bit element type, and no overflow flag; else None.

    Then `shli x, k` equals `muli x, 2**k`: both are the low n bits of ``x * 2**k`` (neither flag-free op traps
    or saturates; a flag-free muli wraps modulo 2**n, and shifting left by k is multiplying by 2**k modulo 2**n).
    ``2**(n-1)`` is written as the type's minimum, the same n bits. A shift by n or more, by a value known only at
    run time, or with an overflow flag is not rewritten. (cutile 0.3.1, like 0.2.0, cannot write a flag-free shli;
    the translator writes this muli.)
    """
    if op.name != "shli" or len(operands) != 2 or op.flags or op.attrs or len(op.result_types) != 1:
        return None
    t = parse_type(op.result_types[0])
    if not isinstance(t, TileType) or not t.elem.startswith("i") or not t.elem[1:].isdigit():
        return None
    shift = operands[1]
    while shift.producer is not None and shift.producer.name in ("reshape", "broadcast"):
        shift = shift.producer.operands[0]
    k, bits = int_constant(shift), int(t.elem[1:])
    if k is None or not 0 <= k < bits:
        return None
    return _wrap(1 << k, bits)


def _divide(a: int, b: int, rounding: str) -> int:
    q, r = divmod(a, b)  # floor division
    if r == 0 or rounding == "negative_inf":
        return q
    if rounding == "positive_inf":
        return q + 1
    return q + 1 if (a < 0) != (b < 0) else q  # toward zero


def _wrap(value: int, bits: int) -> int:
    value &= (1 << bits) - 1
    return value - (1 << bits) if value >> (bits - 1) else value


def _same_value(x: Value, y: Value) -> bool:
    if x is y:
        return True
    cx, cy = int_constant(x), int_constant(y)
    return cx is not None and cx == cy and x.type == y.type


def _ceil_numerator(numerator: Value, divisor: Value) -> Value | None:
    """``a`` when ``numerator`` is ``a + divisor - 1`` in one of its usual spellings, else None."""
    op = numerator.producer
    if op is None or len(op.operands) != 2:
        return None
    d_const = int_constant(divisor)
    if op.name == "subi" and int_constant(op.operands[1]) == 1:
        inner = op.operands[0].producer
        if inner is not None and inner.name == "addi" and len(inner.operands) == 2:
            x, y = inner.operands
            if _same_value(y, divisor):
                return x
            if _same_value(x, divisor):
                return y
    if op.name == "addi":
        for a, other in (op.operands, op.operands[::-1]):
            c = int_constant(other)
            if c is not None and d_const is not None and c == d_const - 1:
                return a
            p = other.producer
            if (
                p is not None
                and p.name == "subi"
                and _same_value(p.operands[0], divisor)
                and int_constant(p.operands[1]) == 1
            ):
                return a
    return None
