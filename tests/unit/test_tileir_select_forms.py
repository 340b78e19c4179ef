"""Spellings of a select's lanes that canonical.py reads alike, checked lane by lane against a model of Tile IR's
semantics: a float select by a compare between its own arms read as `minf`/`maxf` exactly where the two agree on
every lane (NaN and signed zeros included), a negated compare (`xori c, true`, `c != true`, `c == false`) read as
the opposite compare, also after a reshape, broadcast or permute, a condition compared with true or false read as
itself or its negation, and a select whose condition is an `ori` read by De Morgan as the `andi` of the negations,
its arms swapped.

Real cuTile Python spellings of each are in the mutation corpus (tests/support/ir_corpus: masked_pick,
changed_lanes, clamped, masked_rows; tests/unit/test_ir_mutants.py).
"""

from __future__ import annotations

import itertools
import math
import operator
import struct
from collections.abc import Callable

import pytest

from tilebot.core.stages import IrCheckVerdict
from tilebot.runner.tileir import canonical
from tilebot.runner.tileir.canonical import canonicalize
from tilebot.runner.tileir.diff import DiffResult, diff_ir
from tilebot.runner.tileir.model import Op, walk_ops
from tilebot.runner.tileir.parse import parse_ir
from tilebot.runner.tileir.rewrites import compare_negation
from tilebot.runner.tileir.rules import Category, Severity

RELATIONS: dict[str, Callable[[float, float], bool]] = {
    "less_than": operator.lt,
    "less_than_or_equal": operator.le,
    "greater_than": operator.gt,
    "greater_than_or_equal": operator.ge,
    "equal": operator.eq,
    "not_equal": operator.ne,  # on lanes without NaN (``cmpf`` decides those)
}
SAMPLES = (math.nan, -math.inf, -7.0, -1.0, -0.0, 0.0, 1.0, 5.0, 6.0, 7.0, math.inf)


def cmpf(pred: str, ordering: str, a: float, b: float) -> bool:
    """`cmpf` on one lane: a NaN operand makes an ordered compare false and an unordered one true."""
    if math.isnan(a) or math.isnan(b):
        return ordering == "unordered"
    return RELATIONS[pred](a, b)


def number(a: float, b: float, kind: str) -> float:
    """Tile IR's `minf`/`maxf` without `propagate_nan` (IEEE 754-2019 minimumNumber/maximumNumber): the other
    operand where one is NaN, -0.0 below +0.0."""
    if math.isnan(a) or math.isnan(b):
        return b if math.isnan(a) else a
    if a == b == 0:
        signs = (math.copysign(1.0, a), math.copysign(1.0, b))
        return math.copysign(0.0, min(signs) if kind == "min" else max(signs))
    return min(a, b) if kind == "min" else max(a, b)


def select(written: tuple[str, ...], v: float, c: float) -> float:
    """`select(cmpf pred ordering a b, x, y)` on one lane, each of a, b, x, y written as `%v` or `%c`."""
    pred, ordering, a, b, x, y = written
    lane = {"%v": v, "%c": c}
    return lane[x] if cmpf(pred, ordering, lane[a], lane[b]) else lane[y]


def same(a: float, b: float) -> bool:
    """The same lane value: both NaN, or the same bits (so -0.0 is not +0.0)."""
    return (math.isnan(a) and math.isnan(b)) or struct.pack("<d", a) == struct.pack("<d", b)


# A scalar select by a compare between v (an argument) and a constant, stored: each operand written as %v or %c.
SELECT = """\
entry @k(%arg0: tile<ptr<f32>>, %v: tile<f32>) optimization_hints=<default = {{}}> {{
  %0 = make_token : token
  %c = constant <f32: {c}> : tile<f32>
  %cmp = cmpf {pred} {ordering} {a}, {b} : tile<f32> -> tile<i1>
  %s = select %cmp, {x}, {y} : tile<i1>, tile<f32>
  %w = store_ptr_tko weak %arg0, %s token=%0 : tile<ptr<f32>>, tile<f32> -> token
  return
}}"""
CONSTANTS = {
    "0.000000e+00": 0.0,
    "-0.000000e+00": -0.0,
    "6.000000e+00": 6.0,
    "0x7FC00000": math.nan,
    "0xFF800000": -math.inf,
}
ORDERS = ("less_than", "less_than_or_equal", "greater_than", "greater_than_or_equal")


def _stored(text: str) -> Op:
    entry = canonicalize(parse_ir(text)).entries[0].entry
    [store] = [op for op in walk_ops(entry.body) if op.name == "store_ptr_tko"]
    producer = store.operands[1].producer
    assert producer is not None
    return producer


@pytest.mark.parametrize("c_text", sorted(CONSTANTS))
def test_a_float_select_reads_as_minf_or_maxf_exactly_where_every_lane_agrees(c_text: str) -> None:
    """Every order predicate, ordering, operand order and arm order: the select becomes `minf` (`maxf`) iff on
    every lane it is minimumNumber (maximumNumber) of v and c, and neither where it is both (a NaN constant: the
    select keeps v's own NaN where the min returns a canonical one)."""
    c = CONSTANTS[c_text]
    wrong = []
    for pred, ordering, (a, b), (x, y) in itertools.product(
        ORDERS, ("ordered", "unordered"), (("%v", "%c"), ("%c", "%v")), (("%v", "%c"), ("%c", "%v"))
    ):
        written = (pred, ordering, a, b, x, y)
        matches = [k for k in ("min", "max") if all(same(select(written, v, c), number(v, c, k)) for v in SAMPLES)]
        expected = f"{matches[0]}f" if len(matches) == 1 else "select"
        op = _stored(SELECT.format(c=c_text, pred=pred, ordering=ordering, a=a, b=b, x=x, y=y))
        if op.name != expected or op.flags:
            wrong.append(f"select({a} {pred} {ordering} {b}, {x}, {y}): {op.name} {op.flags}, expected {expected}")
    assert wrong == []


@pytest.mark.parametrize(
    ("op_name", "ordering"), [("cmpf", "ordered"), ("cmpf", "unordered"), ("cmpi", "signed"), ("cmpi", "unsigned")]
)
@pytest.mark.parametrize("pred", sorted(RELATIONS))
def test_a_compare_negation_is_false_exactly_where_the_compare_is_true(op_name: str, ordering: str, pred: str) -> None:
    """On every pair of lanes (NaN and both zeros for floats, negative values for integers): a float compare's
    negation is the opposite predicate with the other ordering, an integer's keeps its signedness."""
    elem = "f32" if op_name == "cmpf" else "i32"
    operands = f"{pred} {ordering} %a, %b" if op_name == "cmpf" else f"{pred} %a, %b, {ordering}"
    line = f"%r = {op_name} {operands} : tile<{elem}> -> tile<i1>"
    text = (
        f"entry @k(%a: tile<{elem}>, %b: tile<{elem}>) optimization_hints=<default = {{}}> {{\n  {line}\n  return\n}}"
    )
    [entry] = parse_ir(text).entries
    [cmp] = [op for op in walk_ops(entry.body) if op.name == op_name]
    negation = compare_negation(cmp)
    assert negation is not None
    names = [v.name for v in negation.operands]
    assert sorted(names) == ["%a", "%b"]
    samples = SAMPLES if op_name == "cmpf" else (-2, -1, 0, 1, 2)
    for a, b in itertools.product(samples, repeat=2):
        env = {"%a": a, "%b": b}
        n0, n1 = (env[n] for n in names)
        assert _lane(negation, n0, n1) is not _lane(cmp, a, b), (cmp.flags, negation.flags, a, b)


def _lane(op: Op, a: float, b: float) -> bool:
    pred = next(f for f in op.flags if f in RELATIONS)
    if op.name == "cmpf":
        return cmpf(pred, next(f for f in op.flags if f.endswith("ordered")), a, b)
    if "unsigned" in op.flags:
        a, b = int(a) & 0xFFFFFFFF, int(b) & 0xFFFFFFFF
    return RELATIONS[pred](a, b)


# `where(p & q, v, w)` on two float arguments and an index, each condition written per case.
ANDI = """\
entry @k(%arg0: tile<ptr<f32>>, %v: tile<f32>, %u: tile<f32>, %i: tile<i32>, %n: tile<i32>) \
optimization_hints=<default = {{}}> {{
  %0 = make_token : token
  %t = constant <i1: true> : tile<i1>
  %z = constant <f32: 0.000000e+00> : tile<f32>
{conditions}
  %s = select %cond, {x}, {y} : tile<i1>, tile<f32>
  %w = store_ptr_tko weak %arg0, %s token=%0 : tile<ptr<f32>>, tile<f32> -> token
  return
}}"""
POSITIVE = "  %p = cmpf greater_than ordered %v, %z : tile<f32> -> tile<i1>\n"
INDEX_GE = "  %q = cmpi greater_than_or_equal %i, %n, signed : tile<i32> -> tile<i1>\n"
INDEX_NOT_LT = "  %lt = cmpi less_than %i, %n, signed : tile<i32> -> tile<i1>\n  %q = xori %lt, %t : tile<i1>\n"
DATA_GE = "  %q = cmpf greater_than_or_equal ordered %v, %u : tile<f32> -> tile<i1>\n"
DATA_NOT_LT = "  %lt = cmpf less_than ordered %v, %u : tile<f32> -> tile<i1>\n  %q = xori %t, %lt : tile<i1>\n"
BOTH = "  %cond = andi %p, %q : tile<i1>"
PICKED = ANDI.format(conditions=POSITIVE + INDEX_GE + BOTH, x="%v", y="%u")


def run(ref: str, cand: str) -> DiffResult:
    return diff_ir(ref, cand, reference_path="ref.mlir", candidate_path="cand.mlir")


def _must(r: DiffResult) -> list[str]:
    return [f.message for f in r.findings if f.severity is Severity.MUST_MATCH]


def _notes(r: DiffResult) -> list[str]:
    return [f.message for f in r.findings if f.severity is Severity.OK_TO_DIFFER]


def test_a_negated_index_compare_inside_an_andi_is_the_opposite_compare() -> None:
    r = run(PICKED, ANDI.format(conditions=POSITIVE + INDEX_NOT_LT + BOTH, x="%v", y="%u"))
    assert r.verdict is IrCheckVerdict.PASS_WITH_NOTES and not _must(r), _must(r)
    assert any(m.startswith(canonical.NOTE_NEGATED_COMPARE) for m in _notes(r)), _notes(r)


def test_a_negated_float_compare_inside_an_andi_is_the_unordered_opposite() -> None:
    """`a & ~(v < u)` holds on NaN lanes where `a & (v >= u)` does not; the finding says how the source wrote it."""
    ref = ANDI.format(conditions=POSITIVE + DATA_GE + BOTH, x="%v", y="%u")
    r = run(ref, ANDI.format(conditions=POSITIVE + DATA_NOT_LT + BOTH, x="%v", y="%u"))
    assert r.verdict is IrCheckVerdict.FAIL_FIXABLE
    assert any(f.category is Category.ARITHMETIC for f in r.findings if f.severity is Severity.MUST_MATCH)
    assert any("unordered" in m and "written as `~` of the opposite compare" in m for m in _must(r)), _must(r)
    unordered = ANDI.format(conditions=POSITIVE + DATA_GE.replace("ordered", "unordered") + BOTH, x="%v", y="%u")
    assert not _must(run(unordered, ANDI.format(conditions=POSITIVE + DATA_NOT_LT + BOTH, x="%v", y="%u")))


@pytest.mark.parametrize(
    ("conditions", "arms", "alike"),
    [
        # `~(v > 0) | (i < n)`, arms swapped: not `(v > 0) & (i >= n)`, so the same select
        ("  %np = xori %p, %t : tile<i1>\n  %nq = cmpi less_than %i, %n, signed : tile<i32> -> tile<i1>\n", True, True),
        # `(v <= 0) | (i < n)`, arms swapped: the ordered `v <= 0` is false on NaN lanes, `~(v > 0)` true
        (
            "  %np = cmpf less_than_or_equal ordered %v, %z : tile<f32> -> tile<i1>\n"
            "  %nq = cmpi less_than %i, %n, signed : tile<i32> -> tile<i1>\n",
            True,
            False,
        ),
        # the unordered `v <= 0`: the negation
        (
            "  %np = cmpf less_than_or_equal unordered %v, %z : tile<f32> -> tile<i1>\n"
            "  %nq = cmpi less_than %i, %n, signed : tile<i32> -> tile<i1>\n",
            True,
            True,
        ),
        # De Morgan with the arms kept
        (
            "  %np = xori %p, %t : tile<i1>\n  %nq = cmpi less_than %i, %n, signed : tile<i32> -> tile<i1>\n",
            False,
            False,
        ),
    ],
)
def test_a_select_of_an_ori_reads_as_the_select_of_the_andi_of_the_negations(
    conditions: str, arms: bool, alike: bool
) -> None:
    x, y = ("%u", "%v") if arms else ("%v", "%u")
    cand = ANDI.format(conditions=POSITIVE + conditions + "  %cond = ori %np, %nq : tile<i1>", x=x, y=y)
    r = run(PICKED, cand)
    assert (not _must(r)) is alike, _must(r)
    if alike:
        assert any(m.startswith(canonical.NOTE_DE_MORGAN) for m in _notes(r)), _notes(r)


def test_an_ori_with_a_condition_that_has_no_negation_stays() -> None:
    """`(v > 0) | (p & q)`: the `andi` has no negation here, so nothing is rewritten (or left dead)."""
    conditions = POSITIVE + INDEX_GE + "  %pq = andi %p, %q : tile<i1>\n  %cond = ori %p, %pq : tile<i1>"
    text = ANDI.format(conditions=conditions, x="%v", y="%u")
    ce = canonicalize(parse_ir(text)).entries[0]
    assert "ori" in [op.name for op in walk_ops(ce.entry.body)]
    assert ce.notes[canonical.NOTE_DE_MORGAN] == 0 and ce.notes[canonical.NOTE_DEAD_OP] == 0


def _canonical(text: str) -> str:
    return canonicalize(parse_ir(text)).text()


# Two i1 tiles, %c (an `andi` of two arguments: no simpler negation than `xori`) and %d (an argument), `%k` a splat of
# the i1 constant `k` (a scalar broadcast), `%k1` the tile constant true; `%out` is stored.
CONDITION = """\
entry @k(%arg0: tile<ptr<i1>>, %p: tile<4xi1>, %q: tile<4xi1>, %d: tile<4xi1>) optimization_hints=<default = {{}}> {{
  %0 = make_token : token
  %c = andi %p, %q : tile<4xi1>
  %s = constant <i1: {k}> : tile<i1>
  %r = reshape %s : tile<i1> -> tile<1xi1>
  %k = broadcast %r : tile<1xi1> -> tile<4xi1>
  %k1 = constant <i1: true> : tile<4xi1>
{body}
  %w = store_ptr_tko weak %arg0, %out token=%0 : tile<ptr<i1>>, tile<4xi1> -> token
  return
}}"""


@pytest.mark.parametrize(
    "test", ["xori", "cmpi equal signed", "cmpi equal unsigned", "cmpi not_equal signed", "cmpi not_equal unsigned"]
)
@pytest.mark.parametrize("k", [True, False])
@pytest.mark.parametrize("constant_first", [False, True])
def test_a_condition_tested_against_true_or_false_is_itself_or_its_negation(
    test: str, k: bool, constant_first: bool
) -> None:
    """`xori c, k`, `cmpi equal c, k` and `cmpi not_equal c, k` on an i1 tile (k a broadcast splat, either operand
    order, either signedness): on both lanes c = 0 and c = 1 the op is c or not c, and it reads as that (a negation
    spelled `xori c, true` with a tile constant)."""
    name, _, sign = test.partition(" ")
    predicate, _, sign = sign.partition(" ")
    lane = {"": operator.xor, "equal": operator.eq, "not_equal": operator.ne}[predicate]
    kept = all(bool(lane(c, k)) == c for c in (False, True))
    assert kept or all(bool(lane(c, k)) != c for c in (False, True))
    operands = "%k, %c" if constant_first else "%c, %k"
    line = (
        f"{name} {predicate} {operands}, {sign} : tile<4xi1> -> tile<4xi1>" if sign else f"xori {operands} : tile<4xi1>"
    )
    written = CONDITION.format(k=str(k).lower(), body=f"  %t = {line}\n  %out = andi %t, %d : tile<4xi1>")
    spelled = "%c" if kept else "%n"
    expected = CONDITION.format(
        k="true", body=f"  %n = xori %c, %k1 : tile<4xi1>\n  %out = andi {spelled}, %d : tile<4xi1>"
    )
    assert _canonical(written) == _canonical(expected)


def test_a_condition_negated_twice_is_itself() -> None:
    """`~(c != True)`: the negation of a negation is the condition."""
    body = "  %t = cmpi not_equal %c, %k, unsigned : tile<4xi1> -> tile<4xi1>\n  %tt = xori %t, %k1 : tile<4xi1>\n"
    written = CONDITION.format(k="true", body=body + "  %out = andi %tt, %d : tile<4xi1>")
    ce = canonicalize(parse_ir(written)).entries[0]
    assert ce.notes[canonical.NOTE_DOUBLE_NEGATION] == 1
    assert _canonical(written) == _canonical(CONDITION.format(k="true", body="  %out = andi %c, %d : tile<4xi1>"))


def test_a_compare_of_two_conditions_or_of_integers_with_one_stays_a_compare() -> None:
    """`cmpi not_equal %c, %d` of two data conditions is their exclusive or, no negation; `cmpi not_equal %i, 1` on
    i32 compares integers."""
    two = CONDITION.format(k="true", body="  %out = cmpi not_equal %c, %d, unsigned : tile<4xi1> -> tile<4xi1>")
    ce = canonicalize(parse_ir(two)).entries[0]
    assert [op.flags for op in walk_ops(ce.entry.body) if op.name == "cmpi"] == [("not_equal", "unsigned")]
    assert ce.notes[canonical.NOTE_CONDITION_TEST] == 0
    integers = """\
entry @k(%arg0: tile<ptr<i1>>, %i: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %one = constant <i32: 1> : tile<i32>
  %out = cmpi not_equal %i, %one, signed : tile<i32> -> tile<i1>
  %w = store_ptr_tko weak %arg0, %out token=%0 : tile<ptr<i1>>, tile<i1> -> token
  return
}"""
    ce = canonicalize(parse_ir(integers)).entries[0]
    assert [op.name for op in walk_ops(ce.entry.body) if op.name in ("cmpi", "xori")] == ["cmpi"]
    assert ce.notes[canonical.NOTE_CONDITION_TEST] == 0


def test_an_index_compare_negated_as_not_equal_true_inside_an_andi_is_the_opposite_compare() -> None:
    """`(i < n) != True` (cuTile Python's `cmpi not_equal …, unsigned` on i1) is `i >= n`, as `~(i < n)` is."""
    ne_true = "  %lt = cmpi less_than %i, %n, signed : tile<i32> -> tile<i1>\n  %q = cmpi not_equal %lt, %t, unsigned"
    r = run(PICKED, ANDI.format(conditions=POSITIVE + ne_true + " : tile<i1> -> tile<i1>\n" + BOTH, x="%v", y="%u"))
    assert r.verdict is IrCheckVerdict.PASS_WITH_NOTES and not _must(r), _must(r)
    assert any(m.startswith(canonical.NOTE_CONDITION_TEST) for m in _notes(r)), _notes(r)
    kept = "  %lt = cmpi less_than %i, %n, signed : tile<i32> -> tile<i1>\n  %q = cmpi equal %lt, %t, unsigned"
    r = run(PICKED, ANDI.format(conditions=POSITIVE + kept + " : tile<i1> -> tile<i1>\n" + BOTH, x="%v", y="%u"))
    assert any("less_than" in m for m in _must(r)), _must(r)  # `(i < n) == True` is `i < n`: another mask


# A stored 4x4 mask (`%out`, or `%bm` as it is spread) from float compares of %v, %u (4) and %a, %b (4x4).
SHAPED = """\
entry @k(%arg0: tile<ptr<i1>>, %v: tile<4xf32>, %u: tile<4xf32>, %a: tile<4x4xf32>, %b: tile<4x4xf32>) \
optimization_hints=<default = {{}}> {{
  %0 = make_token : token
  %t = constant <i1: true> : tile<4x4xi1>
  %f = constant <i1: false> : tile<i1>
  %fr = reshape %f : tile<i1> -> tile<1x1xi1>
  %fb = broadcast %fr : tile<1x1xi1> -> tile<4x4xi1>
{body}
  %w = store_ptr_tko weak %arg0, {stored} token=%0 : tile<ptr<i1>>, tile<4x4xi1> -> token
  return
}}"""
ROW_LT = "  %m = cmpf less_than ordered %v, %u : tile<4xf32> -> tile<4xi1>\n"
ROW_LE = "  %m = cmpf less_than_or_equal ordered %v, %u : tile<4xf32> -> tile<4xi1>\n"
ROW_GE_UNORDERED = "  %m = cmpf greater_than_or_equal unordered %v, %u : tile<4xf32> -> tile<4xi1>\n"
ROW_GE_ORDERED = "  %m = cmpf greater_than_or_equal ordered %v, %u : tile<4xf32> -> tile<4xi1>\n"
SPREAD = "  %r = reshape %m : tile<4xi1> -> tile<1x4xi1>\n  %bm = broadcast %r : tile<1x4xi1> -> tile<4x4xi1>\n"
SQUARE_LT = "  %m = cmpf less_than ordered %a, %b : tile<4x4xf32> -> tile<4x4xi1>\n"
SQUARE_GE_UNORDERED = "  %m = cmpf greater_than_or_equal unordered %a, %b : tile<4x4xf32> -> tile<4x4xi1>\n"
TURN = "  %bm = permute %m [1, 0] : tile<4x4xi1> -> tile<4x4xi1>\n"
NOT_XORI = "  %out = xori %bm, %t : tile<4x4xi1>"
NOT_NE_TRUE = "  %out = cmpi not_equal %bm, %t, signed : tile<4x4xi1> -> tile<4x4xi1>"
NOT_EQ_FALSE = "  %out = cmpi equal %fb, %bm, unsigned : tile<4x4xi1> -> tile<4x4xi1>"
KEEP = "  %out = cmpi equal %bm, %t, unsigned : tile<4x4xi1> -> tile<4x4xi1>"


@pytest.mark.parametrize(
    ("written", "negated", "alike"),
    [
        # a negation written after a reshape and a broadcast (`~`, `!= True`, `== False`), or after a permute, is
        # the same ops of the opposite compare (a float's: unordered)
        (ROW_LT + SPREAD + NOT_XORI, ROW_GE_UNORDERED + SPREAD, True),
        (ROW_LT + SPREAD + NOT_NE_TRUE, ROW_GE_UNORDERED + SPREAD, True),
        (ROW_LT + SPREAD + NOT_EQ_FALSE, ROW_GE_UNORDERED + SPREAD, True),
        (SQUARE_LT + TURN + NOT_XORI, SQUARE_GE_UNORDERED + TURN, True),
        # not the ordered opposite (false on NaN lanes), not the negation of `<=`, not the condition kept
        (ROW_LT + SPREAD + NOT_XORI, ROW_GE_ORDERED + SPREAD, False),
        (ROW_LE + SPREAD + NOT_NE_TRUE, ROW_GE_UNORDERED + SPREAD, False),
        (ROW_LT + SPREAD + KEEP, ROW_GE_UNORDERED + SPREAD, False),
    ],
)
def test_a_negation_after_a_reshape_broadcast_or_permute_is_the_same_op_of_the_negation(
    written: str, negated: str, alike: bool
) -> None:
    cand = SHAPED.format(body=written, stored="%out")
    ref = SHAPED.format(body=negated, stored="%bm")
    assert (_canonical(cand) == _canonical(ref)) is alike
    r = run(ref, cand)
    assert (not _must(r)) is alike, _must(r)
    if alike:
        assert any(m.startswith(canonical.NOTE_NEGATION_MOVED) for m in _notes(r)), _notes(r)
