"""Signed and unsigned integer ops in the IR diff: a compare, min, max, division or remainder whose signedness
differs is another kernel where an operand may be negative, and the same where none may (or for an equality).
Whether a value may be negative is one rule, the value graph's index math (polynomial.IndexMath.never_negative),
also for the kind of a gather's bounds mask (facts.py).
"""

from __future__ import annotations

import re

import pytest

from tests.unit.test_tileir_diff import OPERANDS, G, assert_must, run, sub
from tilebot.core.stages import IrCheckVerdict
from tilebot.runner.tileir import rules
from tilebot.runner.tileir.diff import DiffResult
from tilebot.runner.tileir.rules import Category, Severity

MASK = "%mask = cmpi less_than %iota, %nb, signed"


def on_op(r: DiffResult, op: str) -> str:
    """The one finding on ``op``'s flags, as `severity: message`."""
    [finding] = [f for f in r.findings if re.match(rf"op `{op}`( in \S+)?: flags", f.message)]
    return f"{finding.severity.value}: {finding.message}"


# `x` computed from `iota - 64` (negative below lane 64), `64 - iota`, iota, the argument n and an index %d read from
# memory, compared signed with 32 in G's mask (no bounds check). `{s}` is the signedness the reference (signed) and
# the candidate (unsigned) give the op computing x.
LOADED = (
    ("%arg1: tile<i32>) optimization_hints", "%arg1: tile<i32>, %arg2: tile<ptr<i32>>) optimization_hints"),
    ("  %iota = iota : tile<128xi32>\n", "  %iota = iota : tile<128xi32>\n"
     "  %q0 = reshape %arg2 : tile<ptr<i32>> -> tile<1xptr<i32>>\n"
     "  %qb = broadcast %q0 : tile<1xptr<i32>> -> tile<128xptr<i32>>\n"
     "  %qp = offset %qb, %iota : tile<128xptr<i32>>, tile<128xi32> -> tile<128xptr<i32>>\n"
     "  %d, %td = load_ptr_tko weak %qp token=%0 : tile<128xptr<i32>> -> tile<128xi32>, token\n"),
)  # fmt: skip
SIGNED_OPS = {
    "min of a negative": ("mini %lo, %nb {s} : tile<128xi32>", True),
    "min of non-negatives": ("mini %iota, %nb {s} : tile<128xi32>", False),
    "max of negatives": ("maxi %lo, %hi {s} : tile<128xi32>", True),
    # never negative signed (iota is not), but unsigned a negative lane is the huge value max picks
    "max with a non-negative": ("maxi %lo, %iota {s} : tile<128xi32>", True),
    "max of non-negatives": ("maxi %iota, %nb {s} : tile<128xi32>", False),
    "quotient of a negative": ("divi %lo, %c64 {s} rounding<zero> : tile<128xi32>", True),
    "quotient of a non-negative": ("divi %iota, %c64 {s} rounding<zero> : tile<128xi32>", False),
    # a divisor of index math is positive in any launch (an extent, a group size), not one read from memory
    "quotient by index math": ("divi %iota, %hi {s} rounding<zero> : tile<128xi32>", False),
    "quotient by an index read from memory": ("divi %iota, %d {s} rounding<zero> : tile<128xi32>", True),
    "remainder of a negative": ("remi %lo, %c64 {s} : tile<128xi32>", True),
    "remainder of a non-negative": ("remi %iota, %nb {s} : tile<128xi32>", False),
}


@pytest.mark.parametrize(("x", "decides"), SIGNED_OPS.values(), ids=SIGNED_OPS.keys())
def test_an_unsigned_min_max_or_division_must_match_only_where_an_operand_may_be_negative(
    x: str, decides: bool
) -> None:
    """Where an operand may be negative, unsigned reads it as a huge value: the min, max, quotient or remainder
    differs in those lanes, so the mask built from it does, and the op's own finding says why. Of values never
    negative both agree: the op's signedness is index math spelled otherwise."""
    ref = sub(G, *LOADED, (MASK, f"{OPERANDS}  %x = {x.format(s='signed')}\n  %mask = cmpi less_than %x, %c32, signed"))
    r = run(ref, sub(ref, (x.format(s="signed"), x.format(s="unsigned"))))
    op = x.split()[0]
    if decides:
        assert_must(r, Category.MASK_PADDING)
        assert on_op(r, op).startswith("must_match") and rules.SIGNEDNESS.why in on_op(r, op)
        assert any("_unsigned(" in f.message for f in r.findings if f.category is Category.MASK_PADDING)
    else:
        assert r.verdict is IrCheckVerdict.PASS_WITH_NOTES, [f.message for f in r.findings]
        assert on_op(r, op).startswith("ok_to_differ") and rules.INDEX_FIELDS.why in on_op(r, op)


UNSIGNED_OPERANDS = {
    # unsigned, a negative lane is a huge value: min with a non-negative one is that one or less, max is the lane
    "unsigned min with a non-negative": ("mini %lo, %nb unsigned : tile<128xi32>", False),
    "unsigned max with a non-negative": ("maxi %lo, %iota unsigned : tile<128xi32>", True),
    "unsigned max of non-negatives": ("maxi %iota, %nb unsigned : tile<128xi32>", False),
}


@pytest.mark.parametrize(("x", "may_be_negative"), UNSIGNED_OPERANDS.values(), ids=UNSIGNED_OPERANDS.keys())
def test_an_unsigned_min_is_never_negative_where_one_operand_is_and_an_unsigned_max_where_both_are(
    x: str, may_be_negative: bool
) -> None:
    """The other way round from signed ones: whether a compare on the result may mask lanes otherwise signed and
    unsigned follows from that."""
    ref = sub(G, (MASK, f"{OPERANDS}  %x = {x}\n  %mask = cmpi less_than %x, %c32, signed"))
    r = run(ref, sub(ref, ("less_than %x, %c32, signed", "less_than %x, %c32, unsigned")))
    if may_be_negative:
        assert_must(r, Category.MASK_PADDING)
    else:
        assert r.verdict is IrCheckVerdict.PASS_WITH_NOTES, [f.message for f in r.findings]


# G's bounds mask `index < n` (n an argument: an extent) on another index, compared signed in the reference and
# unsigned in the candidate: a mask kind ("bounds", "signed bounds") and the value graph's compare text.
BOUNDS_INDEX = {
    # never negative by the value graph's rule: a max with iota, an argument (an extent or stride) added
    "max with iota": ("%c64 = constant <i32: 64> : tile<128xi32>\n  %lo = subi %iota, %c64 : tile<128xi32>\n"
                      "  %x = maxi %lo, %iota signed : tile<128xi32>", False),
    "iota plus an argument": ("%x = addi %iota, %nb : tile<128xi32>", False),
    # may be negative: iota - 64
    "iota minus 64": ("%c64 = constant <i32: 64> : tile<128xi32>\n  %x = subi %iota, %c64 : tile<128xi32>", True),
}  # fmt: skip


@pytest.mark.parametrize(("index", "decides"), BOUNDS_INDEX.values(), ids=BOUNDS_INDEX.keys())
def test_a_bounds_mask_is_signed_only_where_the_value_graph_says_its_index_may_be_negative(
    index: str, decides: bool
) -> None:
    """The mask kind and the compare's text use one rule: `max(iota - 64, iota) < n` compared unsigned is the same
    mask, where the mask kind once required every operand of a max, and every argument, to be provably
    non-negative (a false `signed bounds`); `iota - 64 < n` is not."""
    ref = sub(G, (MASK, f"{index}\n  %mask = cmpi less_than %x, %nb, signed"))
    r = run(ref, sub(ref, ("less_than %x, %nb, signed", "less_than %x, %nb, unsigned")))
    kinds = "mask `signed bounds` in the reference, `bounds` in the candidate"
    if decides:
        assert_must(r, Category.MASK_PADDING)
        assert any(kinds in f.message for f in r.findings if f.severity is Severity.MUST_MATCH)
    else:
        assert r.verdict is IrCheckVerdict.PASS_WITH_NOTES, [f.message for f in r.findings]


# A loop over row starts from %lo to n gathering 128 lanes from each, masked by `k + iota < n` (no bounds check).
LOOP = """\
entry @l(%arg0: tile<ptr<f32>>, %arg1: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %c1 = constant <i32: 1> : tile<i32>
  LOWER
  %n = reshape %arg1 : tile<i32> -> tile<1xi32>
  %nb = broadcast %n : tile<1xi32> -> tile<128xi32>
  %p0 = reshape %arg0 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %pb = broadcast %p0 : tile<1xptr<f32>> -> tile<128xptr<f32>>
  %zero = constant <f32: 0.000000e+00> : tile<128xf32>
  %iota = iota : tile<128xi32>
  %for = for %k in (%lo to %arg1, step %c1) : tile<i32> iter_values(%t = %0) -> (token) {
    %kr = reshape %k : tile<i32> -> tile<1xi32>
    %kb = broadcast %kr : tile<1xi32> -> tile<128xi32>
    %i = addi %kb, %iota : tile<128xi32>
    %mask = cmpi less_than %i, %nb, signed : tile<128xi32> -> tile<128xi1>
    %ptrs = offset %pb, %i : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
    %v, %tv = load_ptr_tko weak %ptrs, %mask, %zero token=%t : tile<128xptr<f32>>, tile<128xi1>, tile<128xf32> \
-> tile<128xf32>, token
    %s = addf %v, %v : tile<128xf32>
    %w = store_ptr_tko weak %ptrs, %s, %mask token=%tv : tile<128xptr<f32>>, tile<128xf32>, tile<128xi1> -> token
    continue %w : token
  }
  return
}"""
LOWER = {
    "from 0": ("%lo = constant <i32: 0> : tile<i32>", False),
    "from -4": ("%lo = constant <i32: -4> : tile<i32>", True),
    "from n - 4": ("%c4 = constant <i32: 4> : tile<i32>\n  %lo = subi %arg1, %c4 : tile<i32>", True),
}


@pytest.mark.parametrize(("lower", "decides"), LOWER.values(), ids=LOWER.keys())
def test_a_loop_index_may_be_negative_where_its_loop_starts_below_zero(lower: str, decides: bool) -> None:
    """A loop from 0 counts never-negative indices, one from a bound that may be negative does not: there an
    unsigned bounds compare masks the negative lanes off, where the signed one lets them through."""
    ref = LOOP.replace("LOWER", lower)
    r = run(ref, sub(ref, ("less_than %i, %nb, signed", "less_than %i, %nb, unsigned")))
    if decides:
        assert_must(r, Category.MASK_PADDING)
        assert on_op(r, "cmpi").startswith("must_match")
    else:
        assert r.verdict is IrCheckVerdict.PASS_WITH_NOTES, [f.message for f in r.findings]


# Integer data picked by a compare (not index math: its result selects floats): G's scan input replaced by
# `select(a < b, v, 0)`, a and b given per case.
DATA = {
    # an equality: the same relation signed or unsigned, on any operands
    "equality on a loaded value": ("equal %q, %nb", False),
    # an ordering of values never negative (lanes, an extent)
    "ordering of an index": ("less_than %iota, %nb", False),
    # an ordering of a value converted from data: may be negative
    "ordering of data": ("less_than %q, %nb", True),
}
PICKED = (
    "  %s = scan %v",
    "  %q = ftoi %v signed : tile<128xf32> -> tile<128xi32>\n  %c = cmpi COMPARE, signed : tile<128xi32> -> "
    "tile<128xi1>\n  %picked = select %c, %v, %zero : tile<128xi1>, tile<128xf32>\n  %s = scan %picked",
)


@pytest.mark.parametrize(("compare", "decides"), DATA.values(), ids=DATA.keys())
def test_a_compare_on_data_must_match_by_its_signedness_only_where_it_decides(compare: str, decides: bool) -> None:
    """A compare whose result is data (it picks values) with only its signedness changed: a must-match finding of
    its own wording where an operand may be negative and it orders, else a note that says the two agree (not one
    about FTZ or rounding flags)."""
    ref = sub(G, (PICKED[0], PICKED[1].replace("COMPARE", compare)))
    r = run(ref, sub(ref, (f"{compare}, signed", f"{compare}, unsigned")))
    if decides:
        assert_must(r, Category.ARITHMETIC)
        assert on_op(r, "cmpi").startswith("must_match") and rules.SIGNEDNESS.why in on_op(r, "cmpi")
    else:
        assert r.verdict is IrCheckVerdict.PASS_WITH_NOTES, [f.message for f in r.findings]
        assert rules.SIGNEDNESS_AGREES.why in on_op(r, "cmpi")


@pytest.mark.parametrize("compare", ["equal %q, %nb", "less_than %iota, %nb"])
def test_a_compare_on_data_with_another_predicate_must_match_as_a_predicate(compare: str) -> None:
    """Another predicate on data is another kernel whatever the signedness, and the finding names the predicate."""
    other = compare.replace("equal", "not_equal") if compare.startswith("equal") else "less_than_or_equal %iota, %nb"
    ref = sub(G, (PICKED[0], PICKED[1].replace("COMPARE", compare)))
    r = run(ref, sub(ref, (f"{compare}, signed", f"{other}, unsigned")))
    assert_must(r, Category.ARITHMETIC)
    assert on_op(r, "cmpi").startswith("must_match") and rules.COMPARE_PREDICATE.why in on_op(r, "cmpi")
