"""cuTile Python's floor remainder `x = a % d` in the IR diff: a truncating `remi` `r` and the fix-up
`select(r != 0 and (r < 0) != (d < 0), r + d, r)`, which is Python's floor remainder whatever the signs of `a` and
`d`, so the value graph reads it as that remainder (``polynomial.IndexMath._fixup``) however the sign test is spelled
(`xori`, or `cmpi not_equal` on i1 as a cutile-rs port writes `(r < 0) != (d < 0)`). A fix-up that tests `r < 0`
alone is that remainder only for a divisor never negative; a fix-up that tests or adds something else is another
value. (A port of TileGym's moe, whose divisor `min(cdiv(n, 128) - 32 * (bid // 128), 32)` may be negative, once
differed from its reference only by the spelling of the sign test: a false must_match.)
"""

from __future__ import annotations

import pytest

from tests.unit.test_tileir_diff import assert_must, run, sub
from tests.unit.test_tileir_signedness import DIVISORS, SWIZZLE, another_abi, floor_remainder, with_x
from tilebot.core.stages import IrCheckVerdict
from tilebot.runner.tileir.diff import DiffResult
from tilebot.runner.tileir.rules import Category

# The lines of ``floor_remainder("%x", d)`` that the variants below respell ({d} the divisor).
R_NEG = "%x_rneg = cmpi less_than %x_rem, %c0, signed : tile<128xi32> -> tile<128xi1>"
D_NEG = "%x_dneg = cmpi less_than {d}, %c0, signed : tile<128xi32> -> tile<128xi1>"
SIGNS = "%x_signs = xori %x_rneg, %x_dneg : tile<128xi1>"
R_NONZERO = "%x_rnz = cmpi not_equal %x_rem, %c0, signed : tile<128xi32> -> tile<128xi1>"
FIX = "%x_fix = andi %x_signs, %x_rnz : tile<128xi1>"
FIXED = "%x_fixed = addi %x_rem, {d} : tile<128xi32>"
PICK = "%x = select %x_fix,"
PICKED = "%x = select %x_fix, %x_fixed, %x_rem"

NUMERATORS = {"a lane position": ("%iota", False), "a lane position - 64": ("%lo", True)}
CASES = [
    pytest.param(a, d, a_neg, d_neg, id=f"{a_id}, {d_id}")
    for a_id, (a, a_neg) in NUMERATORS.items()
    for d_id, (d, d_neg) in DIVISORS.items()
]

I1_NE = "%x_signs = cmpi not_equal {}, {} : tile<128xi1> -> tile<128xi1>"
# The full test `r != 0 and (r < 0) != (d < 0)`, spelled otherwise
SPELLINGS = {
    "sign test as cmpi not_equal": (SIGNS, I1_NE.format("%x_rneg", "%x_dneg, unsigned")),
    "cmpi not_equal, operands swapped": (SIGNS, I1_NE.format("%x_dneg", "%x_rneg, signed")),
    "xori, operands swapped": (SIGNS, "%x_signs = xori %x_dneg, %x_rneg : tile<128xi1>"),
    "andi, operands swapped": (FIX, "%x_fix = andi %x_rnz, %x_signs : tile<128xi1>"),
    "r != 0 as 0 != r": (R_NONZERO, "%x_rnz = cmpi not_equal %c0, %x_rem, signed : tile<128xi32> -> tile<128xi1>"),
    "r < 0 as 0 > r": (R_NEG, "%x_rneg = cmpi greater_than %c0, %x_rem, signed : tile<128xi32> -> tile<128xi1>"),
    "d < 0 as 0 > d": (D_NEG, "%x_dneg = cmpi greater_than %c0, {d}, signed : tile<128xi32> -> tile<128xi1>"),
    "the test negated, r and r + d swapped": (PICKED, "%x_true = constant <i1: true> : tile<128xi1>\n  %x_keep = "
                                              "xori %x_fix, %x_true : tile<128xi1>\n  %x = select %x_keep, %x_rem, "
                                              "%x_fixed"),
}  # fmt: skip
# Tests of `r < 0` alone: the floor remainder where the divisor is never negative
SHORT_TESTS = {
    "r < 0 alone": (PICK, "%x = select %x_rneg,"),
    "r != 0 and r < 0": (FIX, "%x_fix = andi %x_rneg, %x_rnz : tile<128xi1>"),
    "(r < 0) != false": (D_NEG, "%x_dneg = constant <i1: false> : tile<128xi1>"),
    "r >= 0 picks r": (PICKED, "%x_rpos = cmpi greater_than_or_equal %x_rem, %c0, signed : tile<128xi32> -> "
                               "tile<128xi1>\n  %x = select %x_rpos, %x_rem, %x_fixed"),
}  # fmt: skip
# Fix-ups that compute another value, each with where it does: (numerator may be negative, divisor may be) → wrong?
WRONG = {
    "r < 0 tested against itself": ((SIGNS, "%x_signs = xori %x_rneg, %x_rneg : tile<128xi1>"), lambda a, d: a or d),
    "d > 0 tested": ((D_NEG, "%x_dneg = cmpi greater_than {d}, %c0, signed : tile<128xi32> -> tile<128xi1>"),
                     lambda a, d: True),
    "r added, not d": ((FIXED, "%x_fixed = addi %x_rem, %x_rem : tile<128xi32>"), lambda a, d: True),
    "no r != 0 test": ((PICK, "%x = select %x_signs,"), lambda a, d: d),
    "r < 0 tested unsigned": ((R_NEG, R_NEG.replace("signed", "unsigned")), lambda a, d: a),
}  # fmt: skip


def respelled(a: str, d: str, *edits: tuple[str, str]) -> str:
    """G masked by `x < 32`, x the floor remainder `a % d` with the fix-up's lines ``edits`` (`{d}` the divisor)."""
    return with_x(sub(floor_remainder("%x", d, a=a), *((old.format(d=d), new.format(d=d)) for old, new in edits)))


def assert_read_alike(r: DiffResult) -> None:
    """No must_match finding: at most notes (how many `xori` and `cmpi` each side has)."""
    assert r.verdict in (IrCheckVerdict.PASS, IrCheckVerdict.PASS_WITH_NOTES), [f.message for f in r.findings]


@pytest.mark.parametrize("edit", SPELLINGS.values(), ids=SPELLINGS.keys())
@pytest.mark.parametrize(("a", "d", "a_neg", "d_neg"), CASES)
def test_the_fix_up_is_the_floor_remainder_whatever_the_signs_and_the_spelling_of_its_sign_test(
    a: str, d: str, a_neg: bool, d_neg: bool, edit: tuple[str, str]
) -> None:
    """`(r < 0) != (d < 0)` is `xori` of the two tests in cuTile Python and `cmpi not_equal` of them in a cutile-rs
    port: one value, and with `r != 0` the floor remainder for any numerator and divisor. (Read as the remainder only
    where both were never negative, the spellings once differed elsewhere.)"""
    assert_read_alike(run(respelled(a, d), respelled(a, d, edit)))


@pytest.mark.parametrize(("divisor", "negative"), [("%c64", "false"), ("%cm4", "true")], ids=["64", "-4"])
def test_a_constant_divisors_sign_test_folded_by_the_frontend_is_the_same_fix_up(divisor: str, negative: str) -> None:
    """For a constant divisor cuTile Python folds `d < 0` to a constant; a port that spells the test out (`cmpi
    not_equal`) computes the same floor remainder, also for a negative divisor."""
    folded = (D_NEG, f"%x_dneg = constant <i1: {negative}> : tile<128xi1>")
    spelled_out = SPELLINGS["sign test as cmpi not_equal"]
    for a in ("%iota", "%lo"):
        assert_read_alike(run(respelled(a, divisor, folded), respelled(a, divisor, spelled_out)))


def test_a_folded_sign_test_against_an_unsigned_remainder_test_is_another_value() -> None:
    """`(r < 0) != true` (`d < 0` folded for a negative `d`) reads as `r >= 0`; taken unsigned, that is always true,
    not the test of a remainder that may be negative."""
    folded = (D_NEG, "%x_dneg = constant <i1: true> : tile<128xi1>")
    unsigned = (R_NEG, R_NEG.replace("signed", "unsigned"))
    r = run(respelled("%lo", "%cm4", folded), respelled("%lo", "%cm4", folded, unsigned))
    assert_must(r, Category.MASK_PADDING)


@pytest.mark.parametrize("edit", SHORT_TESTS.values(), ids=SHORT_TESTS.keys())
@pytest.mark.parametrize(("a", "d", "a_neg", "d_neg"), CASES)
def test_a_fix_up_that_tests_the_remainders_sign_alone_is_the_floor_remainder_only_for_a_divisor_never_negative(
    a: str, d: str, a_neg: bool, d_neg: bool, edit: tuple[str, str]
) -> None:
    """`r < 0` is where the floor remainder adds `d` only where `d` is never negative (a negative `r` of a negative
    `d` is already floored, a positive one is not). (A negative numerator once kept the fix-up opaque.)"""
    r = run(respelled(a, d), respelled(a, d, edit))
    if d_neg:
        assert_must(r, Category.MASK_PADDING)
    else:
        assert_read_alike(r)


@pytest.mark.parametrize(
    ("a", "d", "edit"),
    [
        pytest.param(a, d, edit, id=f"{name}: {case.id}")
        for name, (edit, wrong) in WRONG.items()
        for case in CASES
        for a, d, a_neg, d_neg in [case.values]
        if wrong(a_neg, d_neg)
    ],
)
def test_a_fix_up_that_tests_or_adds_something_else_is_another_remainder(a: str, d: str, edit: tuple[str, str]) -> None:
    """A fix-up that computes something else than the floor remainder for these signs must match. (Where the
    numerator and the divisor were never negative, the test was once not read at all: `d > 0` passed.)"""
    assert_must(run(respelled(a, d), respelled(a, d, edit)), Category.MASK_PADDING)


@pytest.mark.parametrize(
    ("edit", "same"),
    [(e, True) for e in SPELLINGS.values()] + [(e, False) for e, _ in WRONG.values()],
    ids=[*SPELLINGS, *WRONG],
)
def test_across_argument_lists_the_fix_up_of_a_swizzles_group_size_is_read_as_within_one(
    edit: tuple[str, str], same: bool
) -> None:
    """A port taking other arguments compares index math loosely, where arguments lose what tells `d < 0` from
    `r < 0`: the fix-up is judged on the exact math, as TileGym's moe divisor `min(… - 32 * (bid // 128), 32)`."""
    ref = with_x(SWIZZLE + "  " + floor_remainder("%x", "%group"))
    cand = another_abi(sub(ref, (edit[0].format(d="%group"), edit[1].format(d="%group"))))
    r = run(ref, cand)
    if same:
        assert_read_alike(r)
    else:
        assert_must(r, Category.MASK_PADDING)
