"""Spellings of a select's lanes that canonical.py reads alike, checked lane by lane against a model of Tile IR's
semantics: a float select by a compare between its own arms read as `minf`/`maxf` exactly where the two agree on
every lane (NaN and signed zeros included), a negated compare (`xori c, true`) read as the opposite compare, and a
select whose condition is an `ori` read by De Morgan as the `andi` of the negations, its arms swapped.

Real cuTile Python spellings of each are in the mutation corpus (tests/support/ir_corpus: masked_pick,
changed_lanes, clamped; tests/unit/test_ir_mutants.py).
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
