"""Signed and unsigned integer ops in the IR diff: a compare, min, max, division or remainder whose signedness
differs is another kernel where an operand may be negative (a divisor included), and the same where none may (or for
an equality). Whether a value may be negative is one rule, the value graph's index math
(polynomial.IndexMath.never_negative), also for the kind of a gather's bounds mask (facts.py); an op's signedness
flag is read by one function (model.signedness).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from tests.unit.test_tileir_diff import OPERANDS, G, assert_must, run, sub
from tilebot.core.stages import IrCheckVerdict
from tilebot.runner.tileir import model, rules
from tilebot.runner.tileir.diff import DiffResult
from tilebot.runner.tileir.model import signedness
from tilebot.runner.tileir.rules import Category, Severity

MASK = "%mask = cmpi less_than %iota, %nb, signed"
SIGNS = ("signed", "unsigned")


def test_an_ops_signedness_is_its_signed_or_unsigned_flag() -> None:
    assert signedness(("less_than", "unsigned")) == "unsigned"
    assert signedness(("signed",)) == "signed"
    assert signedness(("weak", "flush_to_zero")) is None
    assert signedness(["less_than", "signed"]) == "signed"


def _own_signedness_reads(path: Path) -> list[str]:
    """Where a module tests the flags itself: `"signed" in flags`, or a literal holding both flags (`f in (…)`)."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        words = {e.value for e in getattr(node, "elts", []) if isinstance(e, ast.Constant)}
        if isinstance(node, (ast.Tuple, ast.List, ast.Set)) and set(SIGNS) <= words:
            found.append(f"{path.name}:{node.lineno}")
        tests_one = isinstance(node, ast.Compare) and isinstance(node.ops[0], (ast.In, ast.NotIn))
        if tests_one and isinstance(node.left, ast.Constant) and node.left.value in SIGNS:
            found.append(f"{path.name}:{node.lineno}")
    return found


def test_the_ir_diff_reads_signedness_through_one_function() -> None:
    """The polynomial view, the rules and canonicalization once each read the flags their own way; one reader
    keeps them reading alike."""
    modules = sorted(Path(model.__file__).parent.glob("*.py"))
    assert [read for path in modules if path.name != "model.py" for read in _own_signedness_reads(path)] == []
    assert _own_signedness_reads(Path(model.__file__))  # the scan sees the one reader's own spelling


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
    # a divisor's sign follows the same rule: an extent is never negative, `64 - iota` and an index read may be
    "quotient by an extent": ("divi %iota, %nb {s} rounding<zero> : tile<128xi32>", False),
    "quotient by a difference": ("divi %iota, %hi {s} rounding<zero> : tile<128xi32>", True),
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


# Divisors of `iota` (never negative) for G's mask `x < 32`, beside OPERANDS and the index %d read by LOADED.
DIVISOR_OPERANDS = (
    "%c0 = constant <i32: 0> : tile<128xi32>\n  %c1 = constant <i32: 1> : tile<128xi32>\n"
    "  %cm4 = constant <i32: -4> : tile<128xi32>\n"
    "  %neg = subi %c0, %nb : tile<128xi32>\n  %next = addi %iota, %c1 : tile<128xi32>\n"
)
DIVISORS = {
    "an extent": ("%nb", False),
    "a constant of at least 1": ("%c64", False),
    "a lane position + 1": ("%next", False),
    "a difference": ("%hi", True),
    "a negated extent": ("%neg", True),
    "a constant below 1": ("%cm4", True),
    "an index read from memory": ("%d", True),
}
# (reference, candidate) of one quotient or remainder, `{d}` its divisor
DIVISIONS = {
    "unsigned quotient": ("divi %iota, {d} signed rounding<zero>", "divi %iota, {d} unsigned rounding<zero>"),
    "unsigned remainder": ("remi %iota, {d} signed", "remi %iota, {d} unsigned"),
    "truncating quotient": ("divi %iota, {d} signed rounding<negative_inf>", "divi %iota, {d} signed rounding<zero>"),
}


def with_x(x: str) -> str:
    """G masked by `x < 32`, x computed by the lines ``x`` from OPERANDS, DIVISOR_OPERANDS and LOADED's %d."""
    mask = f"{OPERANDS}  {DIVISOR_OPERANDS}  {x}\n  %mask = cmpi less_than %x, %c32, signed"
    return sub(G, *LOADED, (MASK, mask))


@pytest.mark.parametrize(("ref_op", "cand_op"), DIVISIONS.values(), ids=DIVISIONS.keys())
@pytest.mark.parametrize(("divisor", "may_be_negative"), DIVISORS.values(), ids=DIVISORS.keys())
def test_a_division_of_a_non_negative_index_must_match_by_signedness_or_rounding_where_its_divisor_may_be_negative(
    ref_op: str, cand_op: str, divisor: str, may_be_negative: bool
) -> None:
    """A divisor's sign follows the value graph's rule, as the numerator's does: a difference, a negation, a
    constant below 1 or an index read from memory may be negative, and there signed and unsigned (or floor and
    truncating) division give other quotients and remainders; an extent, a constant of at least 1 or a lane position
    + 1 is never negative, and there they agree. (A divisor was once assumed positive unless read from memory or a
    constant below 1.)"""
    ref = with_x(f"%x = {ref_op.format(d=divisor)} : tile<128xi32>")
    r = run(ref, with_x(f"%x = {cand_op.format(d=divisor)} : tile<128xi32>"))
    if may_be_negative:
        assert_must(r, Category.MASK_PADDING)
        if "unsigned" in cand_op:  # the op's own finding says why
            finding = on_op(r, cand_op.split()[0])
            assert finding.startswith("must_match") and rules.SIGNEDNESS.why in finding
    else:
        assert r.verdict is IrCheckVerdict.PASS_WITH_NOTES, [f.message for f in r.findings]


def floor_remainder(x: str, d: str, s: str = "signed", a: str = "%iota") -> str:
    """cuTile Python's floor remainder `x = a % d` (``a`` iota unless told): the truncating `remi` plus its sign
    fix-up, as TileGym's matmul swizzle `bid % min(num_bid_m - first_bid_m, GROUP_SIZE_M)` exports it; ``s`` the
    signedness of its ops."""
    return (
        f"{x}_rem = remi {a}, {d} {s} : tile<128xi32>\n"
        f"  {x}_rneg = cmpi less_than {x}_rem, %c0, {s} : tile<128xi32> -> tile<128xi1>\n"
        f"  {x}_dneg = cmpi less_than {d}, %c0, {s} : tile<128xi32> -> tile<128xi1>\n"
        f"  {x}_signs = xori {x}_rneg, {x}_dneg : tile<128xi1>\n"
        f"  {x}_rnz = cmpi not_equal {x}_rem, %c0, {s} : tile<128xi32> -> tile<128xi1>\n"
        f"  {x}_fix = andi {x}_signs, {x}_rnz : tile<128xi1>\n"
        f"  {x}_fixed = addi {x}_rem, {d} : tile<128xi32>\n"
        f"  {x} = select {x}_fix, {x}_fixed, {x}_rem : tile<128xi1>, tile<128xi32>"
    )


@pytest.mark.parametrize(("divisor", "may_be_negative"), DIVISORS.values(), ids=DIVISORS.keys())
def test_cutile_pythons_floor_remainder_is_a_plain_remainder_only_where_the_divisor_is_never_negative(
    divisor: str, may_be_negative: bool
) -> None:
    """The fix-up adds the divisor where the remainder's sign differs from the divisor's: for a numerator never
    negative, only where the divisor is negative. So a port's plain (truncating) `remi` is the same remainder where the
    divisor is never negative, and another one where it may be negative."""
    r = run(with_x(floor_remainder("%x", divisor)), with_x(f"%x = remi %iota, {divisor} signed : tile<128xi32>"))
    if may_be_negative:
        assert_must(r, Category.MASK_PADDING)
    else:
        assert r.verdict is IrCheckVerdict.PASS_WITH_NOTES, [f.message for f in r.findings]
        assert any("python_floor_division_fixup" in f.message for f in r.findings)


def another_abi(ir: str) -> str:
    """``ir`` taking one more (unread) integer argument: the entries' argument lists differ, so index math compares
    loosely (each argument term one unknown, ``polynomial.abstract``)."""
    return sub(ir, ("%arg2: tile<ptr<i32>>) optimization_hints", "%arg2: tile<ptr<i32>>, %arg3: tile<i32>) "
                    "optimization_hints"))  # fmt: skip


# The group swizzle's divisor, `min(n - 8 * bid, 8)`: where it may be negative the loose math once read it as
# `min(ARG + ARG*bid.x; ARG)` (the argument terms' coefficients dropped), never negative.
SWIZZLE = (
    "%c8 = constant <i32: 8> : tile<128xi32>\n"
    "  %bid, %bidy, %bidz = get_tile_block_id : tile<i32>\n  %b = reshape %bid : tile<i32> -> tile<1xi32>\n"
    "  %bb = broadcast %b : tile<1xi32> -> tile<128xi32>\n  %first = muli %bb, %c8 : tile<128xi32>\n"
    "  %left = subi %nb, %first : tile<128xi32>\n  %group = mini %left, %c8 signed : tile<128xi32>\n"
)
LOOSE_DIVISORS = {**DIVISORS, "a swizzle's group size": ("%group", True)}


@pytest.mark.parametrize(("divisor", "may_be_negative"), LOOSE_DIVISORS.values(), ids=LOOSE_DIVISORS.keys())
def test_across_argument_lists_a_remainder_reads_its_divisors_sign_as_within_one(
    divisor: str, may_be_negative: bool
) -> None:
    """Entries that take other arguments compare index math loosely, but an operand's sign is still the exact
    math's: a negated extent, a constant below 1 or a swizzle's `min(n - 8 * bid, 8)` may be negative, and there a
    floor and a truncating remainder differ (as within one argument list), however the loose text abstracts the
    arguments. (TileGym's bmm swizzle, compared loosely, once agreed where matmul's did not.)"""
    ref = with_x(SWIZZLE + "  " + floor_remainder("%x", divisor))
    cand = another_abi(with_x(SWIZZLE + f"  %x = remi %iota, {divisor} signed : tile<128xi32>"))
    r = run(ref, cand)
    if may_be_negative:
        assert_must(r, Category.MASK_PADDING)
    else:
        assert r.verdict is IrCheckVerdict.PASS_WITH_NOTES, [f.message for f in r.findings]
        assert any("python_floor_division_fixup" in f.message for f in r.findings)


def test_of_two_alike_remainders_the_one_taken_unsigned_pairs_with_its_own_twin() -> None:
    """Two floor remainders whose ops differ only by what feeds them: by a difference (may be negative) and by a lane
    position + 1 (never negative). Taking the second unsigned changes nothing; its ops pair with their own twins, not
    with the first remainder's, whose operands' signs would make the signedness decide (a false must_match)."""
    first, second = floor_remainder("%y", "%hi"), floor_remainder("%z", "%next", "{s}")
    both = f"{first}\n  {second}\n  %x = addi %y, %z : tile<128xi32>"
    r = run(with_x(both.format(s="signed")), with_x(both.format(s="unsigned")))
    assert r.verdict is IrCheckVerdict.PASS_WITH_NOTES, [f.message for f in r.findings]


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
    """Another predicate on data is another kernel whatever the signedness, and the finding names the predicate. (The
    compare picks through an `andi` with the mask: a select's own condition reads `!=` and `<=` as the negations of
    `==` and `>`, a difference of the select's arms: test_tileir_diff.py.)"""
    other = compare.replace("equal", "not_equal") if compare.startswith("equal") else "less_than_or_equal %iota, %nb"
    masked = PICKED[1].replace(
        "  %picked = select %c,", "  %both = andi %c, %mask : tile<128xi1>\n  %picked = select %both,"
    )
    ref = sub(G, (PICKED[0], masked.replace("COMPARE", compare)))
    r = run(ref, sub(ref, (f"{compare}, signed", f"{other}, unsigned")))
    assert_must(r, Category.ARITHMETIC)
    assert on_op(r, "cmpi").startswith("must_match") and rules.COMPARE_PREDICATE.why in on_op(r, "cmpi")


def on_conversion(r: DiffResult, op: str) -> str:
    """The one finding on conversion ``op``'s flags, as `severity: message`."""
    [finding] = [f for f in r.findings if re.match(rf"conversion `{op}`( in \S+)?: flags", f.message)]
    return f"{finding.severity.value}: {finding.message}"


# The value x (per case, of OPERANDS and LOADED) widened to i64 to offset G's pointers, and converted to f32 and
# added to what G stores. The candidate zero-extends (or converts unsigned) where the reference sign-extends.
WIDENED = (
    "  %ptrs = offset %pb, %iota : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>",
    "  %wide = exti X signed : tile<128xT> -> tile<128xi64>\n"
    "  %ptrs = offset %pb, %wide : tile<128xptr<f32>>, tile<128xi64> -> tile<128xptr<f32>>",
)
CONVERTED = (
    "  %w = store_ptr_tko weak %ptrs, %s,",
    "  %f = itof X signed : tile<128xT> -> tile<128xf32>\n  %fs = addf %s, %f : tile<128xf32>\n"
    "  %w = store_ptr_tko weak %ptrs, %fs,",
)
EXTENDED = {
    # lanes, lanes shifted up, an extent: never negative, so zero- and sign-extension agree
    "lanes": ("%iota", "i32", False),
    "lanes from 64": ("%up", "i32", False),
    # lanes shifted down (negative below lane 64), an index read from memory: they may be negative
    "lanes below 64": ("%lo", "i32", True),
    "an index read from memory": ("%d", "i32", True),
    # a true i1 is -1 signed, 1 unsigned, though a compare's 0 or 1 is never negative as index math
    "a compare": ("%pick", "i1", True),
}


def _converted(base: tuple[str, str], x: str, elem: str) -> str:
    ups = f"{OPERANDS}  %up = addi %iota, %c64 : tile<128xi32>\n"
    moved = (MASK, f"{ups}  {MASK}") if base is WIDENED else ("%zero = constant", f"{ups}  %zero = constant")
    return sub(G, *LOADED, moved, (base[0], base[1].replace("X", x).replace("xT>", f"x{elem}>")))


@pytest.mark.parametrize("base", [WIDENED, CONVERTED], ids=["exti", "itof"])
@pytest.mark.parametrize(("x", "elem", "decides"), EXTENDED.values(), ids=EXTENDED.keys())
def test_a_widening_or_int_to_float_must_match_by_its_signedness_only_where_the_operand_may_be_negative(
    base: tuple[str, str], x: str, elem: str, decides: bool
) -> None:
    """Zero- and sign-extension (and an unsigned and a signed int-to-float) give one value for an operand never
    negative wider than i1 (block ids, lanes, extents and arithmetic on them): a note. Where it may be negative (an
    index read from memory, a difference, a boolean) they differ in those lanes: must-match."""
    op = base[1].split()[2]
    ref = _converted(base, x, elem)
    r = run(ref, sub(ref, (f"{op} {x} signed", f"{op} {x} unsigned")))
    if decides:
        assert r.verdict is IrCheckVerdict.FAIL_FIXABLE
        assert on_conversion(r, op).startswith("must_match")
        if op == "exti":  # the index math reads the extension that changes the value: the address differs too
            assert_must(r, Category.MEMORY_OP)
    else:
        assert r.verdict is IrCheckVerdict.PASS_WITH_NOTES, [f.message for f in r.findings]
        assert on_conversion(r, op).startswith("ok_to_differ") and rules.SIGNEDNESS_AGREES.why in on_conversion(r, op)


I32_EXTENDED = {name: case for name, case in EXTENDED.items() if case[1] == "i32"}


@pytest.mark.parametrize(("x", "elem", "decides"), I32_EXTENDED.values(), ids=I32_EXTENDED.keys())
def test_an_address_zero_extended_on_one_side_only_must_match_where_the_value_may_be_negative(
    x: str, elem: str, decides: bool
) -> None:
    """The reference offsets by x zero-extended to i64, the candidate by x itself: no conversion pairs with the
    reference's (a width conversion on one side only is a note), so only the index math can tell. A zero extension
    of a value that may be negative makes its negative lanes huge offsets (`exti_unsigned(…)`); of one never
    negative it is the value."""
    ref = _converted(WIDENED, x, elem).replace(f"exti {x} signed", f"exti {x} unsigned")
    plain = f"  %ptrs = offset %pb, {x} : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>"
    cand = sub(ref, (WIDENED[1].replace("X", x).replace("xT>", "xi32>").replace(" signed", " unsigned"), plain))
    r = run(ref, cand)
    if decides:
        assert_must(r, Category.MEMORY_OP)
        assert any("exti_unsigned(" in f.message for f in r.findings if f.category is Category.MEMORY_OP)
    else:
        assert r.verdict is IrCheckVerdict.PASS_WITH_NOTES, [f.message for f in r.findings]


# cuTile Python's `for r in range(LOWER, 8): for c in range(4): y[r * 4 + c] = x[r * 4 + c] * 2` (tiles of 16),
# the store ordered after nothing; STORED is its tile index.
NESTED = """\
entry @nested(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, \
%arg5: tile<i32>, %arg6: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %tview = make_tensor_view %arg0, shape = [%arg1], strides = [%arg2] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %tview_3 = make_tensor_view %arg3, shape = [%arg4], strides = [%arg5] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  LOWER
  %c8 = constant <i32: 8> : tile<i32>
  %c1 = constant <i32: 1> : tile<i32>
  %c4 = constant <i32: 4> : tile<i32>
  %c0 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(16), tensor_view<?xf32, strides=[?]>>
  %c2 = constant <f32: 2.000000e+00> : tile<f32>
  %reshape = reshape %c2 : tile<f32> -> tile<1xf32>
  %bcast = broadcast %reshape : tile<1xf32> -> tile<16xf32>
  %pview_7 = make_partition_view %tview_3 : partition_view<tile=(16), tensor_view<?xf32, strides=[?]>>
  %for = for %r in (%lo to %c8, step %c1) : tile<i32> iter_values(%outer = %0) -> (token) {
    %2 = muli %r, %c4 : tile<i32>
    %for_8 = for %c in (%c0 to %c4, step %c1) : tile<i32> iter_values(%inner = %outer) -> (token) {
      %4 = addi %2, %c : tile<i32>
      %tile, %result_token = load_view_tko weak %pview[%4] token = %0 : partition_view<tile=(16), \
tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<16xf32>, token
      %6 = mulf %tile, %bcast : tile<16xf32>
      %7 = store_view_tko weak %6, %pview_7[STORED] token = %0 : tile<16xf32>, partition_view<tile=(16), \
tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
      continue %7 : token
    }
    continue %for_8 : token
  }
  return
}"""
OUTER_LOWER = {
    "from 0": "%lo = constant <i32: 0> : tile<i32>",
    "from a block id less an argument": "%lo = subi %blockId_x, %arg6 : tile<i32>",  # may be negative: signed_iv0
}


@pytest.mark.parametrize("lower", OUTER_LOWER.values(), ids=OUTER_LOWER.keys())
@pytest.mark.parametrize(("stored", "disjoint"), [("%4", True), ("%2", False)], ids=["r*4+c", "r*4"])
def test_a_store_ordered_after_its_own_iterations_is_a_note_where_the_outer_index_is_invariant_however_it_starts(
    lower: str, stored: str, disjoint: bool
) -> None:
    """The inner loop's stores at `r * 4 + c` write disjoint tiles whatever the outer loop's index `r`, also one
    counting from a bound that may be negative (`signed_iv0`, invariant in the inner loop): ordering the store after
    its own earlier iterations on one side only is a note. At `r * 4` every inner iteration writes one tile: then
    the order decides which write stays, a must-match."""
    ref = NESTED.replace("LOWER", lower).replace("STORED", stored)
    r = run(ref, sub(ref, (f"%pview_7[{stored}] token = %0", f"%pview_7[{stored}] token = %inner")))
    [finding] = [f for f in r.findings if f.category is Category.TOKEN]
    if disjoint:
        assert r.verdict is IrCheckVerdict.PASS_WITH_NOTES, [f.message for f in r.findings]
        assert finding.severity is Severity.OK_TO_DIFFER and rules.STORES_DISJOINT.why in finding.message
    else:
        assert_must(r, Category.TOKEN)
