"""Structural IR diff: one hand-written snippet per rule, plus verdicts and the three renderings.

Each test starts from a small kernel in `tileirdisasm`'s syntax and changes one thing, then checks the
finding's category, severity and owner. Real cuTile Python exports and their mutants are in
tests/integration/test_ir_diff_cli.py.
"""

from __future__ import annotations

import json

import pytest

from tests.support.ir_snippets import MIN
from tilebot.core.stages import IrCheckVerdict
from tilebot.runner.tileir import rules
from tilebot.runner.tileir.diff import DiffResult, diff_ir, verdict_of
from tilebot.runner.tileir.report import canonical_diff, render_json, render_markdown, render_text
from tilebot.runner.tileir.rules import Category, Owner, Severity

VIEW = "tensor_view<?xf32, strides=[?]>"
PV_IN = f"partition_view<tile=(128), padding_value = neg_inf, {VIEW}>"
PV_OUT = f"partition_view<tile=(128), {VIEW}>"

# Row max/exp through partition views, one reduce, hints and flags.
K = f"""\
entry @k_Kt1_A1f32(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, \
%arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<default = {{occupancy = 1}}> {{
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume], strides = [%arg2] : tile<i32> -> {VIEW}
  %tview_1 = make_tensor_view %arg3, shape = [%arg4], strides = [%arg5] : tile<i32> -> {VIEW}
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : {PV_IN}
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 \
optimization_hints = <default = {{latency = 2}}> : {PV_IN}, tile<i32> -> tile<128xf32>, token
  %m = reduce %tile dim=0 identities=[0xFF800000 : f32] : tile<128xf32> -> tile<f32>
  (%lhs: tile<f32>, %rhs: tile<f32>) {{
    %7 = maxf %lhs, %rhs : tile<f32>
    yield %7 : tile<f32>
  }}
  %reshape = reshape %m : tile<f32> -> tile<1xf32>
  %bcast = broadcast %reshape : tile<1xf32> -> tile<128xf32>
  %1 = subf %tile, %bcast : tile<128xf32>
  %2 = exp %1 : tile<128xf32>
  %3 = maxf %2, %bcast propagate_nan : tile<128xf32>
  %4 = divf %3, %bcast rounding<approx> flush_to_zero : tile<128xf32>
  %pview_2 = make_partition_view %tview_1 : {PV_OUT}
  %5 = store_view_tko weak %4, %pview_2[%blockId_x] token = %0 : tile<128xf32>, {PV_OUT}, tile<i32> -> token
  return
}}"""

MV = "tensor_view<?x?xf16, strides=[?,1]>"
PA = f"partition_view<tile=(64x32), padding_value = zero, {MV}>"
PB = f"partition_view<tile=(32x64), padding_value = zero, {MV}>"
PC = f"partition_view<tile=(64x64), {MV}>"
# Tiled matmul: a bounded loop, two padded view loads, an f32-accumulating MMA, the f32→f16 ftof.
MM = f"""\
entry @mm(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>) \
optimization_hints=<default = {{num_cta_in_cga = 2}}> {{
  %0 = make_token : token
  %tv = make_tensor_view %arg0, shape = [%arg1, %arg1], strides = [%arg2, 1] : tile<i32> -> {MV}
  %pa = make_partition_view %tv : {PA}
  %pb = make_partition_view %tv : {PB}
  %bx, %by, %bz = get_tile_block_id : tile<i32>
  %acc0 = constant <f32: 0.000000e+00> : tile<64x64xf32>
  %c0 = constant <i32: 0> : tile<i32>
  %c1 = constant <i32: 1> : tile<i32>
  %for = for %k in (%c0 to %arg4, step %c1) : tile<i32> iter_values(%acc = %acc0) -> (tile<64x64xf32>) {{
    %a, %ta = load_view_tko weak %pa[%bx, %k] token = %0 : {PA}, tile<i32> -> tile<64x32xf16>, token
    %b, %tb = load_view_tko weak %pb[%k, %by] token = %0 : {PB}, tile<i32> -> tile<32x64xf16>, token
    %d = mmaf %a, %b, %acc : tile<64x32xf16>, tile<32x64xf16>, tile<64x64xf32>
    continue %d : tile<64x64xf32>
  }}
  %h = ftof %for : tile<64x64xf32> -> tile<64x64xf16>
  %tv2 = make_tensor_view %arg3, shape = [%arg1, %arg1], strides = [%arg2, 1] : tile<i32> -> {MV}
  %pc = make_partition_view %tv2 : {PC}
  %s = store_view_tko weak %h, %pc[%bx, %by] token = %0 : tile<64x64xf16>, {PC}, tile<i32> -> token
  return
}}"""

# Masked gather, a scan, and a scatter ordered after the gather through its token.
G = """\
entry @g(%arg0: tile<ptr<f32>>, %arg1: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %iota = iota : tile<128xi32>
  %n = reshape %arg1 : tile<i32> -> tile<1xi32>
  %nb = broadcast %n : tile<1xi32> -> tile<128xi32>
  %mask = cmpi less_than %iota, %nb, signed : tile<128xi32> -> tile<128xi1>
  %p0 = reshape %arg0 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %pb = broadcast %p0 : tile<1xptr<f32>> -> tile<128xptr<f32>>
  %ptrs = offset %pb, %iota : tile<128xptr<f32>>, tile<128xi32> -> tile<128xptr<f32>>
  %zero = constant <f32: 0.000000e+00> : tile<128xf32>
  %v, %t = load_ptr_tko weak %ptrs, %mask, %zero token=%0 : tile<128xptr<f32>>, tile<128xi1>, tile<128xf32> \
-> tile<128xf32>, token
  %s = scan %v dim=0 reverse=false identities=[0.000000e+00 : f32] : tile<128xf32> -> tile<128xf32>
  (%a: tile<f32>, %b: tile<f32>) {
    %r = addf %a, %b : tile<f32>
    yield %r : tile<f32>
  }
  %w = store_ptr_tko weak %ptrs, %s, %mask token=%t : tile<128xptr<f32>>, tile<128xf32>, tile<128xi1> -> token
  return
}"""


def run(ref: str, cand: str) -> DiffResult:
    return diff_ir(ref, cand, reference_path="ref.mlir", candidate_path="cand.mlir")


def only(result: DiffResult, severity: Severity) -> list[tuple[Category, Owner]]:
    return [(f.category, f.owner) for f in result.findings if f.severity is severity]


def assert_must(result: DiffResult, category: Category, owner: Owner = Owner.KERNEL) -> None:
    assert result.verdict is IrCheckVerdict.FAIL_FIXABLE
    assert result.exit_code == 1
    assert (category, owner) in only(result, Severity.MUST_MATCH), [f.message for f in result.findings]


def sub(text: str, *pairs: tuple[str, str]) -> str:
    for old, new in pairs:
        assert old in text, old
        text = text.replace(old, new)
    return text


# ---------------------------------------------------------------------------------------------- equivalences


@pytest.mark.parametrize("base", [K, MM, G])
def test_identical_is_pass_without_findings(base: str) -> None:
    r = run(base, base)
    assert r.verdict is IrCheckVerdict.PASS and r.findings == [] and r.exit_code == 0


def test_renamed_values_reordered_ops_and_other_symbol_are_pass() -> None:
    lines = K.split("\n")
    t1 = next(i for i, ln in enumerate(lines) if "%tview_1 = " in ln)
    bid = next(i for i, ln in enumerate(lines) if "get_tile_block_id" in ln)
    lines[t1], lines[bid] = lines[bid], lines[t1]
    cand = sub("\n".join(lines), ("%tile", "%x"), ("@k_Kt1_A1f32", "@other_Kt1_A1f32"), ("%lhs, %rhs", "%rhs, %lhs"))
    r = run(K, cand)
    assert r.verdict is IrCheckVerdict.PASS, [f.message for f in r.findings]
    assert only(r, Severity.NOISE) == [(Category.OTHER, Owner.KERNEL)]  # the entry symbol
    assert canonical_diff(r) == []


def test_frontend_assume_bounded_is_noise() -> None:
    cand = sub(
        K,
        (
            "%blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>",
            "%blockId_x0, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>\n"
            "  %blockId_x = assume bounded<0, ?>, %blockId_x0 : tile<i32>",
        ),
    )
    r = run(K, cand)
    assert r.verdict is IrCheckVerdict.PASS
    assert [f.severity for f in r.findings] == [Severity.NOISE]
    assert "assume bounded" in r.findings[0].message


def test_hand_written_ceil_div_is_ok_to_differ() -> None:
    head = "entry @k(%arg0: tile<i32>, %arg1: tile<ptr<i32>>) {\n  %c64 = constant <i32: 64> : tile<i32>\n"
    tail = "  %z = store_ptr_tko weak %p, %q : tile<ptr<i32>>, tile<i32> -> token\n  return\n}\n"
    ptr = "  %p = offset %arg1, %arg0 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>\n"
    ref = head + ptr + "  %q = divi %arg0, %c64 signed rounding<positive_inf> : tile<i32>\n" + tail
    cand = (
        head + ptr + "  %c63 = constant <i32: 63> : tile<i32>\n  %s = addi %arg0, %c63 : tile<i32>\n"
        "  %q = divi %s, %c64 signed rounding<negative_inf> : tile<i32>\n" + tail
    )
    r = run(ref, cand)
    assert r.verdict is IrCheckVerdict.PASS_WITH_NOTES and r.exit_code == 0
    (note,) = [f for f in r.findings if f.severity is Severity.OK_TO_DIFFER]
    assert note.category is Category.ARITHMETIC and "ceil-div" in note.message
    assert note.reference is None and note.candidate == "cand.mlir:6"  # the divi


def test_hand_written_ceil_div_by_a_divisor_that_may_be_negative_must_match() -> None:
    # ct.cdiv(n, n - o) against (n + (n - o) - 1) // (n - o): floor and ceil differ where n - o < 0
    head = (
        "entry @k(%arg0: tile<i32>, %arg1: tile<i32>, %arg2: tile<ptr<i32>>) {\n"
        "  %d = subi %arg0, %arg1 : tile<i32>\n"
        "  %p = offset %arg2, %arg0 : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>\n"
    )
    tail = "  %z = store_ptr_tko weak %p, %q : tile<ptr<i32>>, tile<i32> -> token\n  return\n}\n"
    ref = head + "  %q = divi %arg0, %d signed rounding<positive_inf> : tile<i32>\n" + tail
    cand = (
        head + "  %c1 = constant <i32: 1> : tile<i32>\n  %s = addi %arg0, %d : tile<i32>\n"
        "  %m = subi %s, %c1 : tile<i32>\n  %q = divi %m, %d signed rounding<negative_inf> : tile<i32>\n" + tail
    )
    r = run(ref, cand)
    assert r.verdict is IrCheckVerdict.FAIL_FIXABLE
    assert any("div_positive_inf" in f.message and "div_floor" in f.message for f in r.findings), r.findings
    assert not [f for f in r.findings if "ceil-div" in f.message]


def test_hand_written_unsigned_ceil_div_of_an_index_read_from_memory_must_match() -> None:
    # ct.cdiv(k, 64) against (k + 63) // 64, unsigned, k read from memory: k = -1 reads 2**32 - 1, and k + 63 wraps
    # to 62 (quotient 0 against 2**26)
    head = (
        "entry @k(%arg0: tile<ptr<i32>>, %arg1: tile<ptr<i32>>) {\n  %0 = make_token : token\n"
        "  %c64 = constant <i32: 64> : tile<i32>\n"
        "  %k, %t = load_ptr_tko weak %arg0 token=%0 : tile<ptr<i32>> -> tile<i32>, token\n"
    )
    tail = "  %z = store_ptr_tko weak %arg1, %q token=%0 : tile<ptr<i32>>, tile<i32> -> token\n  return\n}\n"
    ref = head + "  %q = divi %k, %c64 unsigned rounding<positive_inf> : tile<i32>\n" + tail
    cand = (
        head + "  %c63 = constant <i32: 63> : tile<i32>\n  %s = addi %k, %c63 : tile<i32>\n"
        "  %q = divi %s, %c64 unsigned : tile<i32>\n" + tail
    )
    r = run(ref, cand)
    assert r.verdict is IrCheckVerdict.FAIL_FIXABLE, r.findings
    assert not [f for f in r.findings if "ceil-div" in f.message]


def test_constants_folded_differently_are_ok_to_differ() -> None:
    ref = sub(K, ("%assume = assume bounded<0, ?>, %arg1 : tile<i32>", "%c = constant <i32: 8> : tile<i32>"))
    ref = sub(ref, ("shape = [%assume]", "shape = [%c]"))
    cand = sub(
        K,
        (
            "%assume = assume bounded<0, ?>, %arg1 : tile<i32>",
            "%c2 = constant <i32: 2> : tile<i32>\n  %c4 = constant <i32: 4> : tile<i32>\n"
            "  %c = muli %c2, %c4 : tile<i32>",
        ),
        ("shape = [%assume]", "shape = [%c]"),
    )
    r = run(ref, cand)
    assert r.verdict is IrCheckVerdict.PASS_WITH_NOTES
    assert (Category.ARITHMETIC, Owner.KERNEL) in only(r, Severity.OK_TO_DIFFER)


# A persistent loop storing through a carried token; the stored value is picked with `select`, as cuTile Python
# writes it. cutile-rs writes the pick as an `if` that also yields the loop's carried token, unchanged.
TOKEN_LOOP = """\
entry @t(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>) {
  %0 = make_token : token
  %c0 = constant <i32: 0> : tile<i32>
  %c1 = constant <i32: 1> : tile<i32>
  %for = for %i in (%c0 to %arg1, step %c1) : tile<i32> iter_values(%t = %0) -> (token) {
    %lt = cmpi less_than %i, %arg2, signed : tile<i32> -> tile<i1>
    %v = select %lt, %arg2, %i : tile<i1>, tile<i32>
    %p = offset %arg0, %i : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>
    %z = store_ptr_tko weak %p, %v token=%t : tile<ptr<i32>>, tile<i32> -> token
    continue %z : token
  }
  return
}"""
PICK_AS_IF = """\
    %tt, %v = if %lt -> (token, tile<i32>) {
      yield %t, %arg2 : token, tile<i32>
    } else {
      yield %t, %i : token, tile<i32>
    }"""


def test_an_if_that_passes_the_carried_token_through_both_branches_is_a_select() -> None:
    cand = sub(
        TOKEN_LOOP,
        ("    %v = select %lt, %arg2, %i : tile<i1>, tile<i32>", PICK_AS_IF),
        ("token=%t :", "token=%tt :"),
    )
    r = run(TOKEN_LOOP, cand)
    assert r.verdict is IrCheckVerdict.PASS_WITH_NOTES, [f.message for f in r.findings]


def test_an_if_that_picks_between_two_tokens_is_not_a_select() -> None:
    pick_token = sub(PICK_AS_IF, ("yield %t, %i : token, tile<i32>", "yield %0, %i : token, tile<i32>"))
    cand = sub(
        TOKEN_LOOP,
        ("    %v = select %lt, %arg2, %i : tile<i1>, tile<i32>", pick_token),
        ("token=%t :", "token=%tt :"),
    )
    r = run(TOKEN_LOOP, cand)
    assert r.verdict is IrCheckVerdict.FAIL_FIXABLE


# ---------------------------------------------------------------------------------------------- must-match rules


def test_memory_op_family_view_versus_pointer() -> None:
    ref = sub(G, ("load_ptr_tko weak %ptrs, %mask, %zero token=%0", "load_ptr_tko weak %ptrs, %mask, %zero token=%0"))
    cand = sub(
        G,
        (
            "store_ptr_tko weak %ptrs, %s, %mask token=%t",
            "atomic_rmw_tko relaxed device %ptrs, addf, %s, %mask token=%t",
        ),
    )
    cand = sub(cand, ("tile<128xi1> -> token", "tile<128xi1> -> tile<128xf32>, token"), ("%w = ", "%w, %wt = "))
    r = run(ref, cand)
    assert_must(r, Category.MEMORY_OP)
    assert any("store_ptr_tko" in f.message for f in r.findings)


def test_padding_value_that_reaches_a_reduction_must_match() -> None:
    r = run(K, sub(K, (PV_IN, f"partition_view<tile=(128), {VIEW}>")))
    assert_must(r, Category.MASK_PADDING)
    finding = next(f for f in r.findings if f.category is Category.MASK_PADDING)
    assert "neg_inf" in finding.message and finding.reference == "ref.mlir:8" and finding.candidate == "cand.mlir:8"


def test_padding_that_no_lane_mixing_op_reads_is_ok_to_differ() -> None:
    elementwise = sub(G, ("%s = scan %v dim=0", "%s = scan %v dim=0"))
    elementwise = elementwise.replace(
        elementwise[elementwise.index("  %s = scan") : elementwise.index("  %w = ")],
        "  %s = negf %v : tile<128xf32>\n",
    )
    other_pad = sub(
        elementwise, ("constant <f32: 0.000000e+00> : tile<128xf32>", "constant <f32: 1.0> : tile<128xf32>")
    )
    r = run(elementwise, other_pad)
    assert r.verdict is IrCheckVerdict.PASS_WITH_NOTES
    assert only(r, Severity.OK_TO_DIFFER) == [(Category.MASK_PADDING, Owner.KERNEL)]
    # the same padding change in front of the scan combines lanes: must match
    r = run(G, sub(G, ("constant <f32: 0.000000e+00> : tile<128xf32>", "constant <f32: 1.0> : tile<128xf32>")))
    assert_must(r, Category.MASK_PADDING)


PV_Y = "partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>"


def test_gather_padding_stored_through_a_view_must_match() -> None:
    """A view keeps the lanes the gather's mask padded (its bounds are y's, not the mask): they hold the padding."""
    gather = G[G.index("  %iota = ") : G.index("  %s = scan")]
    viewed = f"""\
entry @g(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<ptr<f32>>, %arg3: tile<i32>) {{
  %0 = make_token : token
{gather}  %s = negf %v : tile<128xf32>
  %tv = make_tensor_view %arg2, shape = [%arg3], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
  %pv = make_partition_view %tv : {PV_Y}
  %bx, %by, %bz = get_tile_block_id : tile<i32>
  %w = store_view_tko weak %s, %pv[%bx] token = %t : tile<128xf32>, {PV_Y}, tile<i32> -> token
  return
}}"""
    r = run(
        viewed, sub(viewed, ("constant <f32: 0.000000e+00> : tile<128xf32>", "constant <f32: 1.0> : tile<128xf32>"))
    )
    assert_must(r, Category.MASK_PADDING)


# y's tile written twice, the second store ordered after the first through its token.
TWICE = f"""\
entry @w(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<ptr<f32>>, %arg3: tile<i32>) {{
  %0 = make_token : token
  %tv = make_tensor_view %arg0, shape = [%arg1], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
  %px = make_partition_view %tv : {PV_Y}
  %ty = make_tensor_view %arg2, shape = [%arg3], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
  %py = make_partition_view %ty : {PV_Y}
  %bx, %by, %bz = get_tile_block_id : tile<i32>
  %t, %lt = load_view_tko weak %px[%bx] token = %0 : {PV_Y}, tile<i32> -> tile<128xf32>, token
  %u = negf %t : tile<128xf32>
  %s1 = store_view_tko weak %t, %py[%bx] token = %0 : tile<128xf32>, {PV_Y}, tile<i32> -> token
  %s2 = store_view_tko weak %u, %py[%bx] token = %s1 : tile<128xf32>, {PV_Y}, tile<i32> -> token
  return
}}"""


def test_two_writes_to_one_place_in_the_other_order_must_match() -> None:
    """y keeps the later write: `y = t; y = -t` against `y = -t; y = t` is another kernel, though each value is
    written once on both sides."""
    reordered = sub(TWICE, ("store_view_tko weak %t, %py", "store_view_tko weak %u, %py"))
    reordered = sub(
        reordered, ("store_view_tko weak %u, %py[%bx] token = %s1", "store_view_tko weak %t, %py[%bx] token = %s1")
    )
    assert_must(run(TWICE, reordered), Category.ARITHMETIC)
    # the second value computed after the first write: the same writes in the same order
    later = sub(
        TWICE, ("  %u = negf %t : tile<128xf32>\n", ""), ("  %s2 = ", "  %u = negf %t : tile<128xf32>\n  %s2 = ")
    )
    assert run(TWICE, later).verdict is IrCheckVerdict.PASS


def test_a_permutation_of_other_axes_must_match() -> None:
    """Which axes `permute` exchanges (its literal list) decides every lane."""
    permuted = """\
entry @p(%arg0: tile<ptr<f32>>) {
  %0 = make_token : token
  %i = iota : tile<64xi32>
  %r = reshape %i : tile<64xi32> -> tile<4x4x4xi32>
  %a = itof %r signed : tile<4x4x4xi32> -> tile<4x4x4xf32>
  %t = permute %a [0, 2, 1] : tile<4x4x4xf32> -> tile<4x4x4xf32>
  %p0 = reshape %arg0 : tile<ptr<f32>> -> tile<1x1x1xptr<f32>>
  %pb = broadcast %p0 : tile<1x1x1xptr<f32>> -> tile<4x4x4xptr<f32>>
  %w = store_ptr_tko weak %pb, %t token=%0 : tile<4x4x4xptr<f32>>, tile<4x4x4xf32> -> token
  return
}"""
    assert run(permuted, permuted).verdict is IrCheckVerdict.PASS
    assert_must(run(permuted, sub(permuted, ("[0, 2, 1]", "[2, 1, 0]"))), Category.ARITHMETIC)


# G's mask as `iota - 64 < 32` (no bounds check: no extent): lanes below 64 compare a negative value.
SHIFTED = (
    "%mask = cmpi less_than %iota, %nb, signed",
    "%c64 = constant <i32: 64> : tile<128xi32>\n  %c32 = constant <i32: 32> : tile<128xi32>\n"
    "  %lo = subi %iota, %c64 : tile<128xi32>\n  %mask = cmpi less_than %lo, %c32, signed",
)


@pytest.mark.parametrize(("shifted", "compare"), [(False, "%iota, %nb"), (True, "%lo, %c32")])
def test_an_unsigned_mask_compare_must_match_only_where_an_operand_may_be_negative(shifted: bool, compare: str) -> None:
    """Signed and unsigned compares agree on non-negative values (`iota < n`), not on `iota - 64 < 32`: there the
    unsigned one reads the negative lanes as huge and masks them off, and the finding on the compare op says so
    (not that index math is spelled with another signedness)."""
    ref = sub(G, SHIFTED) if shifted else G
    cand = sub(ref, (f"less_than {compare}, signed", f"less_than {compare}, unsigned"))
    r = run(ref, cand)
    [on_compare] = [f for f in r.findings if f.message.startswith("op `cmpi`: flags")]
    if shifted:
        assert_must(r, Category.MASK_PADDING)
        assert on_compare.severity is Severity.MUST_MATCH and rules.SIGNEDNESS.why in on_compare.message
        assert not any(rules.INDEX_FIELDS.why in f.message for f in r.findings)
    else:
        assert r.verdict is not IrCheckVerdict.FAIL_FIXABLE, [f.message for f in r.findings]
        assert on_compare.severity is Severity.OK_TO_DIFFER and rules.INDEX_FIELDS.why in on_compare.message


# G's mask as `x < 32` (no extent: no bounds check), x a min, max, floor quotient or select over `iota - 64` (negative
# in lanes below 64) and values never negative: whether x may be negative follows from its operands, not its op.
OPERANDS = (
    "%c64 = constant <i32: 64> : tile<128xi32>\n  %c32 = constant <i32: 32> : tile<128xi32>\n"
    "  %lo = subi %iota, %c64 : tile<128xi32>\n  %hi = subi %c64, %iota : tile<128xi32>\n"
    "  %pick = cmpi equal %iota, %nb, signed : tile<128xi32> -> tile<128xi1>\n"
)
OPAQUE = {
    "min of a negative": ("mini %lo, %nb signed : tile<128xi32>", True),
    "min of non-negatives": ("mini %iota, %nb signed : tile<128xi32>", False),
    "max of negatives": ("maxi %lo, %hi signed : tile<128xi32>", True),
    "max with a non-negative": ("maxi %lo, %iota signed : tile<128xi32>", False),
    "floor quotient of a negative": ("divi %lo, %c64 signed rounding<negative_inf> : tile<128xi32>", True),
    "floor quotient of a non-negative": ("divi %iota, %c64 signed rounding<negative_inf> : tile<128xi32>", False),
    "select of a negative": ("select %pick, %lo, %iota : tile<128xi1>, tile<128xi32>", True),
    "select of non-negatives": ("select %pick, %iota, %nb : tile<128xi1>, tile<128xi32>", False),
}


@pytest.mark.parametrize(("x", "may_be_negative"), OPAQUE.values(), ids=OPAQUE.keys())
def test_a_min_max_quotient_or_select_compares_unsigned_alike_only_where_its_operands_are_non_negative(
    x: str, may_be_negative: bool
) -> None:
    """min is never negative where all its operands are not, max where one is, a floor quotient where its numerator
    is, a select where both choices are; elsewhere the unsigned compare masks the negative lanes off. Where it
    decides, the finding on the compare says so, not that the index math is spelled otherwise."""
    mask = "%mask = cmpi less_than %iota, %nb, signed"
    ref = sub(G, (mask, f"{OPERANDS}  %x = {x}\n  %mask = cmpi less_than %x, %c32, signed"))
    r = run(ref, sub(ref, ("less_than %x, %c32, signed", "less_than %x, %c32, unsigned")))
    [on_compare] = [f for f in r.findings if f.message.startswith("op `cmpi`: flags")]
    if may_be_negative:
        assert_must(r, Category.MASK_PADDING)
        assert on_compare.severity is Severity.MUST_MATCH and rules.SIGNEDNESS.why in on_compare.message
    else:
        assert r.verdict is IrCheckVerdict.PASS_WITH_NOTES, [f.message for f in r.findings]
        assert rules.INDEX_FIELDS.why in on_compare.message


def test_gather_mask_must_match() -> None:
    no_mask = sub(
        G,
        ("load_ptr_tko weak %ptrs, %mask, %zero token=%0", "load_ptr_tko weak %ptrs token=%0"),
        (
            "tile<128xptr<f32>>, tile<128xi1>, tile<128xf32> -> tile<128xf32>, token",
            "tile<128xptr<f32>> -> tile<128xf32>, token",
        ),
    )
    assert_must(run(G, no_mask), Category.MASK_PADDING)


def test_partition_tile_shape_must_match() -> None:
    cand = (
        K.replace("tile=(128)", "tile=(256)")
        .replace("tile<128xf32>", "tile<256xf32>")
        .replace("tile<1xf32> -> tile<128xf32>", "tile<1xf32> -> tile<256xf32>")
    )
    r = run(K, cand)
    assert_must(r, Category.TILE_SHAPE)


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (("dim=0", "dim=1"), "dim"),
        (("identities=[0xFF800000 : f32]", "identities=[0.000000e+00 : f32]"), "identities"),
        (("%7 = maxf %lhs, %rhs : tile<f32>", "%7 = addf %lhs, %rhs : tile<f32>"), "combiner"),
    ],
)
def test_reduction_dims_identities_and_combiner_must_match(change: tuple[str, str], words: str) -> None:
    r = run(K, sub(K, change))
    assert_must(r, Category.REDUCTION)
    assert any(words in f.message for f in r.findings if f.category is Category.REDUCTION)


def test_unit_dimensions_do_not_count_but_reducing_one_does() -> None:
    as_row = sub(
        K,
        (
            "  %m = reduce %tile dim=0 identities=[0xFF800000 : f32] : tile<128xf32> -> tile<f32>",
            "  %row = reshape %tile : tile<128xf32> -> tile<1x128xf32>\n"
            "  %m1 = reduce %row dim=1 identities=[0xFF800000 : f32] : tile<1x128xf32> -> tile<1xf32>",
        ),
        (
            "    yield %7 : tile<f32>\n  }",
            "    yield %7 : tile<f32>\n  }\n  %m = reshape %m1 : tile<1xf32> -> tile<f32>",
        ),
    )
    r = run(K, as_row)
    assert r.verdict is IrCheckVerdict.PASS, [f.message for f in r.findings]
    over_unit = sub(
        as_row, ("%row dim=1", "%row dim=0"), ("tile<1x128xf32> -> tile<1xf32>", "tile<1x128xf32> -> tile<128xf32>")
    )
    r = run(K, over_unit)
    assert_must(r, Category.REDUCTION)
    assert any("dim `0` in the reference, `unit`" in f.message for f in r.findings)


def test_identity_is_compared_by_value_not_spelling() -> None:
    r = run(K, sub(K, ("identities=[0xFF800000 : f32]", "identities=[-inf : f32]")))
    assert not only(r, Severity.MUST_MATCH), [f.message for f in r.findings]


def test_mma_accumulator_type_and_the_f32_to_f16_conversion() -> None:
    f16 = sub(
        MM,
        ("constant <f32: 0.000000e+00> : tile<64x64xf32>", "constant <f16: 0.000000e+00> : tile<64x64xf16>"),
        ("-> (tile<64x64xf32>)", "-> (tile<64x64xf16>)"),
        ("tile<32x64xf16>, tile<64x64xf32>", "tile<32x64xf16>, tile<64x64xf16>"),
        ("continue %d : tile<64x64xf32>", "continue %d : tile<64x64xf16>"),
        ("  %h = ftof %for : tile<64x64xf32> -> tile<64x64xf16>\n", ""),
        ("weak %h, %pc", "weak %for, %pc"),
    )
    r = run(MM, f16)
    assert_must(r, Category.MMA)
    assert_must(r, Category.DTYPE)  # the f32→f16 ftof is gone
    mma = next(f for f in r.findings if f.category is Category.MMA)
    assert "acc_elem" in mma.message and "f32" in mma.message and "f16" in mma.message


def test_loop_step_must_match() -> None:
    cand = sub(MM, ("%c1 = constant <i32: 1> : tile<i32>", "%c1 = constant <i32: 2> : tile<i32>"))
    r = run(MM, cand)
    assert_must(r, Category.CONTROL_FLOW)
    assert any("step `1`" in f.message and "`2`" in f.message for f in r.findings)


def _lower_bound(expr: str) -> str:
    """MM with its loop started at `expr` (lines computing %lo from the block id %bx), not at the constant %c0."""
    return sub(MM, ("  %for = for %k in (%c0 to", f"{expr}  %for = for %k in (%lo to"))


def test_a_block_id_minus_itself_plus_the_start_is_the_start() -> None:
    # The translator's zero cutile cannot bound (constructs.toml: ct.extract at a for loop's index).
    cand = _lower_bound("  %z = subi %bx, %bx : tile<i32>\n  %lo = addi %z, %c0 : tile<i32>\n")
    assert not only(run(MM, cand), Severity.MUST_MATCH)


@pytest.mark.parametrize(
    "expr",
    [
        "  %z = subi %bx, %by : tile<i32>\n  %lo = addi %z, %c0 : tile<i32>\n",  # two block ids: not 0
        "  %lo = addi %bx, %c0 : tile<i32>\n",  # the block id itself
        "  %z = subi %bx, %bx : tile<i32>\n  %lo = addi %z, %c1 : tile<i32>\n",  # 1, not 0
    ],
)
def test_a_start_that_is_not_the_reference_s_still_must_match(expr: str) -> None:
    assert_must(run(MM, _lower_bound(expr)), Category.CONTROL_FLOW)


def test_lost_loop_must_match() -> None:
    body = MM[MM.index("  %for = for") : MM.index("  %h = ftof")]
    unrolled = MM.replace(body, "  %for = mmaf %a0, %b0, %acc0 : tile<64x32xf16>, tile<32x64xf16>, tile<64x64xf32>\n")
    unrolled = unrolled.replace(
        "  %for = mmaf",
        f"  %a0, %ta = load_view_tko weak %pa[%bx, %c0] token = %0 : {PA}, tile<i32> -> tile<64x32xf16>, token\n"
        f"  %b0, %tb = load_view_tko weak %pb[%c0, %by] token = %0 : {PB}, tile<i32> -> tile<32x64xf16>, token\n"
        "  %for = mmaf",
    )
    r = run(MM, unrolled)
    assert_must(r, Category.CONTROL_FLOW)


def _must_messages(result: DiffResult) -> list[str]:
    return [f.message for f in result.findings if f.severity is Severity.MUST_MATCH]


def test_a_differing_store_index_does_not_hide_a_short_loop_behind_the_stored_value() -> None:
    # Each part of a store (loops around it, index, mask, value) is walked to its own first must-match difference.
    both = sub(
        MM,
        ("  %for = for %k in (%c0 to %arg4,", "  %end = subi %arg4, %c1 : tile<i32>\n  %for = for %k in (%c0 to %end,"),
        ("weak %h, %pc[%bx, %by]", "weak %h, %pc[%bx1, %by]"),
        ("  %s = store_view_tko", "  %bx1 = addi %bx, %c1 : tile<i32>\n  %s = store_view_tko"),
    )
    r = run(MM, both)
    assert_must(r, Category.MEMORY_OP)
    assert_must(r, Category.CONTROL_FLOW)
    messages = _must_messages(r)
    assert any(", index: `index` (at bid.x; bid.y)" in m and "(at 1 + bid.x; bid.y)" in m for m in messages)
    assert any(", stored value: `index` (at s2)" in m and "(at -1 + s2)" in m for m in messages), messages


def test_one_difference_reached_from_two_parts_of_a_store_is_said_once() -> None:
    # The gather and the scatter go through one tile of pointers: its shifted offset is the store's index and the
    # gather's (in the stored value), one difference.
    shifted = sub(
        G,
        ("  %ptrs = offset %pb, %iota :", "  %c1 = constant <i32: 1> : tile<128xi32>\n  %i1 = addi %iota, %c1 : "
         "tile<128xi32>\n  %ptrs = offset %pb, %i1 :"),
    )  # fmt: skip
    messages = _must_messages(run(G, shifted))
    assert len(messages) == 1 and ", index: `index` (at iota128)" in messages[0], messages


def test_token_ordering_must_match() -> None:
    r = run(G, sub(G, ("%mask token=%t", "%mask token=%0")))
    assert_must(r, Category.TOKEN)
    token = next(f for f in r.findings if f.category is Category.TOKEN)
    assert "load_ptr_tko" in token.message


def test_make_token_and_no_token_order_nothing() -> None:
    """`token = %0` from make_token and a join with it impose no order: not a token difference."""
    joined = sub(
        G,
        ("%mask token=%t", "%mask token=%j"),
        ("  %w = store_ptr_tko", "  %j = join_tokens %0, %t : token\n  %w = store_ptr_tko"),
    )
    r = run(G, joined)
    assert not only(r, Severity.MUST_MATCH), [f.message for f in r.findings]


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (
            ("optimization_hints=<default = {{occupancy = 1}}>", "optimization_hints=<default = {{occupancy = 2}}>"),
            "occupancy",
        ),
        (
            ("optimization_hints = <default = {{latency = 2}}>", "optimization_hints = <default = {{latency = 4}}>"),
            "latency",
        ),
        (
            (
                "optimization_hints = <default = {{latency = 2}}>",
                "optimization_hints = <default = {{latency = 2, allow_tma = false}}>",
            ),
            "allow_tma",
        ),
    ],
)
def test_entry_and_memory_hints_must_match(change: tuple[str, str], words: str) -> None:
    old, new = (c.replace("{{", "{").replace("}}", "}") for c in change)
    r = run(K, sub(K, (old, new)))
    assert_must(r, Category.HINT)
    assert any(words in f.message for f in r.findings if f.category is Category.HINT)


def test_arch_specific_hints_overlay_default() -> None:
    cand = sub(K, ("optimization_hints=<default = {occupancy = 1}>", "optimization_hints=<sm_90 = {occupancy = 1}>"))
    assert run(K, cand).verdict is IrCheckVerdict.PASS


def test_known_cutile_rs_hint_gap_is_ok_to_differ() -> None:
    ref = sub(K, ("<default = {occupancy = 1}>", "<default = {occupancy = 1, simt_num_warps_in_cta = 4}>"))
    r = run(ref, K)
    assert r.verdict is IrCheckVerdict.PASS_WITH_NOTES
    assert only(r, Severity.OK_TO_DIFFER) == [(Category.HINT, Owner.KERNEL)]


def test_last_dimension_stride_one_is_owned_by_the_host() -> None:
    cand = K.replace("strides = [%arg2]", "strides = [1]").replace(VIEW, "tensor_view<?xf32, strides=[1]>")
    assert_must(run(K, cand), Category.MEMORY_OP, Owner.HOST)


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (("maxf %2, %bcast propagate_nan", "maxf %2, %bcast"), "propagate_nan"),
        (("divf %3, %bcast rounding<approx> flush_to_zero", "divf %3, %bcast rounding<approx>"), "flush_to_zero"),
        (("divf %3, %bcast rounding<approx> flush_to_zero", "divf %3, %bcast flush_to_zero"), "approx"),
    ],
)
def test_nan_exactness_ftz_and_approx_flags_must_match(change: tuple[str, str], words: str) -> None:
    r = run(K, sub(K, change))
    assert_must(r, Category.ARITHMETIC)
    assert any(words in f.message for f in r.findings)


def test_any_extra_elementwise_op_on_the_stored_value_must_match() -> None:
    """No count tolerance: one extra negation changes what is stored, and the value graph says where."""
    extra_exp = sub(K, ("%3 = maxf %2, %bcast", "%e2 = exp %2 : tile<128xf32>\n  %3 = maxf %e2, %bcast"))
    assert_must(run(K, extra_exp), Category.ARITHMETIC)
    one_more = sub(K, ("%3 = maxf %2, %bcast", "%n2 = negf %2 : tile<128xf32>\n  %3 = maxf %n2, %bcast"))
    r = run(K, one_more)
    assert_must(r, Category.ARITHMETIC)
    [hit] = [f for f in r.findings if f.severity is Severity.MUST_MATCH]
    assert "`exp`" in hit.message and "`negf`" in hit.message  # the first differing node on both sides
    assert hit.reference == "ref.mlir:17" and hit.candidate == "cand.mlir:18"  # exp · the inserted negf


def test_integer_index_arithmetic_is_a_note() -> None:
    cand = sub(
        K,
        ("%pview[%blockId_x] token = %0 optimization", "%pview[%bx2] token = %0 optimization"),
        (
            "  %pview = make_partition_view",
            "  %c0 = constant <i32: 0> : tile<i32>\n"
            "  %bx2 = addi %blockId_x, %c0 : tile<i32>\n"
            "  %pview = make_partition_view",
        ),
    )
    r = run(K, cand)
    assert r.verdict is IrCheckVerdict.PASS_WITH_NOTES
    assert only(r, Severity.OK_TO_DIFFER) == [(Category.ARITHMETIC, Owner.KERNEL)]


def test_element_type_of_computation_must_match() -> None:
    r = run(K, sub(K, ("%2 = exp %1 : tile<128xf32>", "%2 = exp %1 : tile<128xf64>")))
    assert_must(r, Category.DTYPE)


def test_divisibility_assumptions_are_host_findings() -> None:
    with_div = sub(
        G, ("  %p0 = reshape %arg0", "  %a16 = assume div_by<16>, %arg0 : tile<ptr<f32>>\n  %p0 = reshape %a16")
    )
    missing = run(with_div, G)  # gather path: the candidate lost the pointer alignment
    assert_must(missing, Category.HINT, Owner.HOST)
    extra = run(G, with_div)  # the candidate promises alignment the reference does not
    assert_must(extra, Category.HINT, Owner.HOST)
    view_path = sub(
        K,
        ("make_tensor_view %arg0,", "make_tensor_view %a16,"),
        ("  %tview = ", "  %a16 = assume div_by<16>, %arg0 : tile<ptr<f32>>\n  %tview = "),
    )
    r = run(view_path, K)
    assert r.verdict is IrCheckVerdict.PASS_WITH_NOTES
    assert only(r, Severity.OK_TO_DIFFER) == [(Category.HINT, Owner.HOST)]


def test_argument_abi_differences() -> None:
    f16 = K.replace("tile<ptr<f32>>", "tile<ptr<f16>>")
    assert_must(run(K, f16), Category.DTYPE)
    extra_scalar = sub(K, ("%arg5: tile<i32>)", "%arg5: tile<i32>, %arg6: tile<i32>)"))
    r = run(K, extra_scalar)
    assert r.verdict is IrCheckVerdict.PASS_WITH_NOTES
    assert only(r, Severity.OK_TO_DIFFER) == [(Category.OTHER, Owner.HOST)]


def test_entry_count_must_match() -> None:
    r = run(K, K + "\n" + MM)
    assert_must(r, Category.OTHER)


# ---------------------------------------------------------------------------------------------- verdicts, output


def test_verdict_of_uses_severities_only() -> None:
    assert verdict_of([]) is IrCheckVerdict.PASS
    noise = run(K, sub(K, ("@k_Kt1_A1f32", "@z")))
    assert noise.findings and verdict_of(noise.findings) is IrCheckVerdict.PASS


def test_json_has_exactly_the_published_shape() -> None:
    r = run(K, sub(K, ("dim=0", "dim=1")))
    doc = json.loads(render_json(r))
    assert set(doc) == {"verdict", "findings", "summary"}
    assert doc["verdict"] == "FAIL_FIXABLE"
    for f in doc["findings"]:
        assert set(f) == {"category", "severity", "owner", "message", "reference", "candidate"}
        assert f["category"] in {c.value for c in Category}
        assert f["severity"] in {s.value for s in Severity}
        assert f["owner"] in {"kernel", "host"}
    assert doc["summary"]["must_match"] == sum(f["severity"] == "must_match" for f in doc["findings"])
    assert doc["summary"]["reference"]["entries"] == ["k_Kt1_A1f32"]


def test_markdown_groups_by_category_and_folds_the_canonical_diff() -> None:
    r = run(MM, sub(MM, ("%c1 = constant <i32: 1> : tile<i32>", "%c1 = constant <i32: 2> : tile<i32>")))
    md = render_markdown(r)
    assert md.startswith("### Tile IR structural diff: `FAIL_FIXABLE`")
    assert "#### control_flow" in md and "| ❌ must_match | kernel |" in md
    assert "<details><summary>Canonical IR diff" in md and "```diff" in md
    assert "-  %3 = constant <i32: 1> : tile<i32>" in md or "constant <i32: 2>" in md
    short = render_markdown(r, max_diff_lines=3)
    assert "first 3 shown" in short
    text = render_text(r)
    assert text.startswith("Tile IR diff: FAIL_FIXABLE") and "MUST_MATCH" in text and "ref.mlir:" in text


def test_assume_bounded_implied_by_a_constant_trip_count_is_noise() -> None:
    constant_trip = sub(MM, ("(%c0 to %arg4, step %c1)", "(%c0 to %c8, step %c1)"))
    constant_trip = sub(constant_trip, ("  %c1 = constant", "  %c8 = constant <i32: 8> : tile<i32>\n  %c1 = constant"))
    assumed = sub(
        constant_trip,
        ("    %a, %ta = load_view_tko weak %pa[%bx, %k]",
         "    %kb = assume bounded<0, 7>, %k : tile<i32>\n    %a, %ta = load_view_tko weak %pa[%bx, %kb]"),
    )  # fmt: skip
    r = run(constant_trip, assumed)
    assert r.verdict is IrCheckVerdict.PASS, [f.message for f in r.findings]
    assert any("constant bounds dropped" in f.message for f in r.findings if f.severity is Severity.NOISE)
    # A narrower range than the loop's is a real promise: kept, and it must match.
    narrower = assumed.replace("bounded<0, 7>", "bounded<0, 3>")
    assert run(constant_trip, narrower).verdict is IrCheckVerdict.FAIL_FIXABLE


def test_floor_and_truncating_division_agree_on_non_negative_indices() -> None:
    def by(rounding: str, offset: str = "") -> str:
        return sub(
            K,
            ("%pview[%blockId_x] token = %0 optimization", "%pview[%q] token = %0 optimization"),
            ("  %pview = make_partition_view",
             "  %c4 = constant <i32: 4> : tile<i32>\n"
             f"  %q0 = divi %blockId_x{offset}, %c4 signed{rounding} : tile<i32>\n"
             "  %q = addi %q0, %q0 : tile<i32>\n"
             "  %pview = make_partition_view"),
        )  # fmt: skip

    r = run(by(" rounding<negative_inf>"), by(""))
    assert r.verdict is IrCheckVerdict.PASS_WITH_NOTES, [f.message for f in r.findings]
    assert any("floor_vs_trunc_division_of_non_negative_operands" in f.message for f in r.findings)
    assert run(by(" rounding<negative_inf>"), by(" rounding<positive_inf>")).verdict is IrCheckVerdict.FAIL_FIXABLE


def test_assume_bounded_below_a_constant_stop_is_noise_whatever_the_start() -> None:
    constant_stop = sub(MM, ("(%c0 to %arg4, step %c1)", "(%bx to %c8, step %c1)"))
    constant_stop = sub(constant_stop, ("  %c1 = constant", "  %c8 = constant <i32: 8> : tile<i32>\n  %c1 = constant"))
    assumed = sub(
        constant_stop,
        ("    %a, %ta = load_view_tko weak %pa[%bx, %k]",
         "    %kb = assume bounded<?, 7>, %k : tile<i32>\n    %a, %ta = load_view_tko weak %pa[%bx, %kb]"),
    )  # fmt: skip
    r = run(constant_stop, assumed)
    assert r.verdict is IrCheckVerdict.PASS, [f.message for f in r.findings]
    assert any("constant bounds dropped" in f.message for f in r.findings if f.severity is Severity.NOISE)
    # Below the stop's bound, or a lower bound the runtime start does not give: real promises that must match.
    assert run(constant_stop, assumed.replace("bounded<?, 7>", "bounded<?, 6>")).verdict is IrCheckVerdict.FAIL_FIXABLE
    assert run(constant_stop, assumed.replace("bounded<?, 7>", "bounded<0, 7>")).verdict is IrCheckVerdict.FAIL_FIXABLE


def test_assumption_on_an_argument_nothing_reads_is_noise() -> None:
    unused = sub(
        K,
        ("%arg5: tile<i32>)", "%arg5: tile<i32>, %arg6: tile<ptr<f32>>)"),
        ("  %0 = make_token", "  %u = assume div_by<16>, %arg6 : tile<ptr<f32>>\n  %0 = make_token"),
    )
    bare = sub(K, ("%arg5: tile<i32>)", "%arg5: tile<i32>, %arg6: tile<ptr<f32>>)"))
    r = run(bare, unused)
    assert r.verdict is IrCheckVerdict.PASS, [f.message for f in r.findings]
    assert any("nothing reads" in f.message for f in r.findings if f.severity is Severity.NOISE)
    # The same assumption on an argument the kernel reads is a promise: it must match.
    read = sub(K, ("  %0 = make_token", "  %u = assume div_by<16>, %arg0 : tile<ptr<f32>>\n  %0 = make_token"))
    read = sub(read, ("make_tensor_view %arg0,", "make_tensor_view %u,"))
    assert run(K, read).verdict is IrCheckVerdict.FAIL_FIXABLE


def test_gather_padding_converted_from_a_constant_is_that_constant() -> None:
    half = G.replace("f32", "f16").replace("0.000000e+00 : f16", "0.000000e+00 : f32")
    neg_inf = sub(
        half, ("%zero = constant <f16: 0.000000e+00> : tile<128xf16>", "%zero = constant <f16: 0xFC00> : tile<128xf16>")
    )
    converted = sub(
        half,
        ("  %zero = constant <f16: 0.000000e+00> : tile<128xf16>",
         "  %big = constant <f32: -1.000000e+30> : tile<f32>\n  %h = ftof %big : tile<f32> -> tile<f16>\n"
         "  %hr = reshape %h : tile<f16> -> tile<1xf16>\n  %zero = broadcast %hr : tile<1xf16> -> tile<128xf16>"),
    )  # fmt: skip
    r = run(neg_inf, converted)  # -1e30 rounds to -inf in f16: the same padding
    assert r.verdict in (IrCheckVerdict.PASS, IrCheckVerdict.PASS_WITH_NOTES), [f.message for f in r.findings]
    # A converted constant that is another value is another padding.
    assert run(half, converted).verdict is IrCheckVerdict.FAIL_FIXABLE


def test_float_arguments_are_named_by_their_place_among_float_arguments() -> None:
    scaled = sub(
        G,
        ("%arg1: tile<i32>)", "%arg1: tile<i32>, %arg2: tile<f32>)"),
        ("  %w = store_ptr_tko weak %ptrs, %s,",
         "  %sr = reshape %arg2 : tile<f32> -> tile<1xf32>\n  %sb = broadcast %sr : tile<1xf32> -> tile<128xf32>\n"
         "  %m = mulf %s, %sb : tile<128xf32>\n  %w = store_ptr_tko weak %ptrs, %m,"),
    )  # fmt: skip
    # The other launcher passes one more integer argument before the scale.
    shifted = sub(
        scaled, ("%arg1: tile<i32>, %arg2: tile<f32>)", "%arg1: tile<i32>, %arg9: tile<i32>, %arg2: tile<f32>)")
    )
    r = run(scaled, shifted)
    assert r.verdict is IrCheckVerdict.PASS_WITH_NOTES, [f.message for f in r.findings]
    # Two float arguments swapped are caught.
    two = sub(scaled, ("%arg2: tile<f32>)", "%arg2: tile<f32>, %arg3: tile<f32>)"))
    assert run(two, sub(two, ("reshape %arg2 : tile<f32>", "reshape %arg3 : tile<f32>"))).verdict is (
        IrCheckVerdict.FAIL_FIXABLE
    )


def test_index_of_a_loop_of_one_iteration_is_its_start() -> None:
    one = sub(MM, ("(%c0 to %arg4, step %c1)", "(%c0 to %c1, step %c1)"))
    folded = sub(one, ("load_view_tko weak %pa[%bx, %k]", "load_view_tko weak %pa[%bx, %c0]"))
    r = run(one, folded)
    assert r.verdict in (IrCheckVerdict.PASS, IrCheckVerdict.PASS_WITH_NOTES), [f.message for f in r.findings]
    # With two iterations the index is not a constant.
    two = sub(MM, ("(%c0 to %arg4, step %c1)", "(%c0 to %c2, step %c1)"))
    two = sub(two, ("  %c1 = constant", "  %c2 = constant <i32: 2> : tile<i32>\n  %c1 = constant"))
    assert run(two, sub(two, ("load_view_tko weak %pa[%bx, %k]", "load_view_tko weak %pa[%bx, %c0]"))).verdict is (
        IrCheckVerdict.FAIL_FIXABLE
    )


def test_an_extent_read_as_the_argument_or_through_get_tensor_shape_is_one_value_across_abis() -> None:
    def indexed(text: str, extent: str, stride: str) -> str:
        return sub(
            text,
            ("%5 = store_view_tko weak %4, %pview_2[%blockId_x]",
             f"%i = muli %blockId_x, {stride} : tile<i32>\n  %j = addi %i, {extent} : tile<i32>\n"
             "  %5 = store_view_tko weak %4, %pview_2[%j]"),
        )  # fmt: skip

    ref = indexed(K, "%arg1", "%arg5")
    # The other launcher passes one more integer argument and reads the extent from the tensor view.
    wider = sub(K, ("%arg5: tile<i32>)", "%arg5: tile<i32>, %arg6: tile<i32>)"))
    cand = indexed(wider, "%sh", "%arg6").replace(
        "  %i = muli", "  %sh = get_tensor_shape %tview : " + VIEW + " -> tile<i32>\n  %i = muli"
    )
    r = run(ref, cand)
    assert r.verdict is IrCheckVerdict.PASS_WITH_NOTES, [f.message for f in r.findings]
    # Another array's extent is another value.
    other = cand.replace("get_tensor_shape %tview :", "get_tensor_shape %tview_1 :")
    assert run(ref, other).verdict is IrCheckVerdict.FAIL_FIXABLE


# A 64x64 tile scaled row by row: r (64 values, one per row) reshaped to 64x1 and broadcast across the columns.
V2 = "tensor_view<?x?xf32, strides=[?,1]>"
P2 = f"partition_view<tile=(64x64), {V2}>"
P1 = "partition_view<tile=(64), tensor_view<?xf32, strides=[1]>>"
ROW_SCALE = f"""\
entry @row_scale(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, \
%arg4: tile<i32>, %arg5: tile<ptr<f32>>) {{
  %0 = make_token : token
  %c0 = constant <i32: 0> : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%arg1, %arg2], strides = [%arg2] : tile<i32> -> {V2}
  %sview = make_tensor_view %arg3, shape = [%arg4] : tile<i32> -> tensor_view<?xf32, strides=[1]>
  %yview = make_tensor_view %arg5, shape = [%arg1, %arg2], strides = [%arg2] : tile<i32> -> {V2}
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %pview = make_partition_view %tview : {P2}
  %a, %t1 = load_view_tko weak %pview[%blockId_x, %c0] token = %0 : {P2}, tile<i32> -> tile<64x64xf32>, token
  %sp = make_partition_view %sview : {P1}
  %r, %t2 = load_view_tko weak %sp[%blockId_x] token = %0 : {P1}, tile<i32> -> tile<64xf32>, token
  %col = reshape %r : tile<64xf32> -> tile<64x1xf32>
  %bcast = broadcast %col : tile<64x1xf32> -> tile<64x64xf32>
  %1 = mulf %a, %bcast : tile<64x64xf32>
  %yp = make_partition_view %yview : {P2}
  %2 = store_view_tko weak %1, %yp[%blockId_x, %c0] token = %0 : tile<64x64xf32>, {P2}, tile<i32> -> token
  return
}}"""


def test_a_row_value_broadcast_across_columns_instead_must_match() -> None:
    """`r` reshaped to 1x64 and broadcast: y[i, j] = a[i, j] * r[j], not r[i]."""
    r = run(ROW_SCALE, ROW_SCALE.replace("tile<64x1xf32>", "tile<1x64xf32>"))
    assert_must(r, Category.TILE_SHAPE)
    assert any("`spread`" in f.message for f in r.findings if f.severity is Severity.MUST_MATCH)
    assert run(ROW_SCALE, ROW_SCALE).verdict is IrCheckVerdict.PASS


def _stored_at(text: str, k: str) -> str:
    """K storing at tile `bid.x * k + 1` (k an operand: a constant or an argument)."""
    return sub(
        text,
        ("%5 = store_view_tko weak %4, %pview_2[%blockId_x]",
         "%c1 = constant <i32: 1> : tile<i32>\n"
         "  %c4 = constant <i32: 4> : tile<i32>\n  %c8 = constant <i32: 8> : tile<i32>\n"
         f"  %i = muli %blockId_x, {k} : tile<i32>\n  %j = addi %i, %c1 : tile<i32>\n"
         "  %5 = store_view_tko weak %4, %pview_2[%j]"),
    )  # fmt: skip


@pytest.mark.parametrize(
    ("k", "verdict"),
    [
        ("%c4", IrCheckVerdict.PASS_WITH_NOTES),  # the same constant
        ("%arg6", IrCheckVerdict.PASS_WITH_NOTES),  # an argument of the other launcher: it may pass what K folds
        ("%c8", IrCheckVerdict.FAIL_FIXABLE),  # another constant: no ABI explains a wrong tile multiplier
    ],
)
def test_across_abis_a_constant_in_index_math_must_match_a_constant(k: str, verdict: IrCheckVerdict) -> None:
    ref = _stored_at(K, "%c4")
    wider = sub(K, ("%arg5: tile<i32>)", "%arg5: tile<i32>, %arg6: tile<i32>)"))  # another argument list: loose
    r = run(ref, _stored_at(wider, k))
    assert r.verdict is verdict, [f.message for f in r.findings]
    if verdict is IrCheckVerdict.FAIL_FIXABLE:
        assert_must(r, Category.MEMORY_OP)


@pytest.mark.parametrize(
    ("bound", "verdict"),
    [("%arg3", IrCheckVerdict.PASS_WITH_NOTES), ("%c8", IrCheckVerdict.FAIL_FIXABLE)],
)
def test_across_abis_a_constant_loop_bound_must_match_a_constant(bound: str, verdict: IrCheckVerdict) -> None:
    consts = "  %c16 = constant <i32: 16> : tile<i32>\n  %c8 = constant <i32: 8> : tile<i32>\n  %for ="
    ref = sub(TOKEN_LOOP, ("  %for =", consts), ("to %arg1,", "to %c16,"))
    cand = sub(ref, ("to %c16,", f"to {bound},"), ("%arg2: tile<i32>)", "%arg2: tile<i32>, %arg3: tile<i32>)"))
    r = run(ref, cand)
    assert r.verdict is verdict, [f.message for f in r.findings]
    if verdict is IrCheckVerdict.FAIL_FIXABLE:
        assert_must(r, Category.CONTROL_FLOW)


# A debugging check on the stored tile (cuTile Python's `ct.assert_(t >= 0.0, "…")`): the message is a string flag.
CHECK = '"x must be non-negative"'
CHECKED = sub(
    K,
    (
        "  %pview_2 = make_partition_view",
        "  %zc = constant <f32: 0.000000e+00> : tile<128xf32>\n"
        "  %ok = cmpf greater_than_or_equal ordered %4, %zc : tile<128xf32> -> tile<128xi1>\n"
        f"  assert %ok, {CHECK} : tile<128xi1>\n"
        "  %pview_2 = make_partition_view",
    ),
)


def test_an_assert_with_the_same_message_is_pass() -> None:
    assert run(CHECKED, sub(CHECKED, ("%ok", "%fine"))).verdict is IrCheckVerdict.PASS


@pytest.mark.parametrize(
    "message",
    ['"x must be positive"', '"x must be non-negative "', '"x must be \\22non-negative\\22"', '""'],
)
def test_an_assert_message_that_differs_must_match(message: str) -> None:
    """What a failing check reports to whoever launched the kernel is the port's to keep: the kernel's own text."""
    r = run(CHECKED, sub(CHECKED, (CHECK, message)))
    assert_must(r, Category.OTHER)
    [hit] = [f for f in r.findings if f.severity is Severity.MUST_MATCH]
    assert CHECK in hit.message and message in hit.message and "assert message" in hit.message
    assert hit.reference == "ref.mlir:22" and hit.candidate == "cand.mlir:22"  # the assert lines


def test_an_assert_on_one_side_only_is_a_note() -> None:
    """A frontend may lack the op: its absence is a note, unlike a message the port wrote differently."""
    r = run(CHECKED, K)
    assert r.verdict is IrCheckVerdict.PASS_WITH_NOTES, [f.message for f in r.findings]
    assert any("`assert`" in f.message and "one side only" in f.message for f in r.findings)


@pytest.mark.parametrize(
    ("edit", "shows"),
    [
        (("<f32: 0.000000e+00> : tile<128xf32>", "<f32: -1.000000e+00> : tile<128xf32>"), "constant 0.0"),
        (("ordered %4, %zc", "ordered %3, %zc"), "`divf`"),  # the check reads the value before the divide
        (("greater_than_or_equal ordered %4", "greater_than ordered %4"), "`cmpf`"),
    ],
)
def test_an_assert_condition_that_differs_must_match(edit: tuple[str, str], shows: str) -> None:
    """Both sides assert, so the condition decides which inputs abort the kernel: `t >= -1` or a check of another
    value passes what the reference stops (the op counts alone do not tell)."""
    r = run(CHECKED, sub(CHECKED, edit))
    assert_must(r, Category.ARITHMETIC)
    [hit] = _must_messages(r)
    assert shows in hit, hit
    if "cmpf" not in shows:  # a cmpf's flags: the op family reports them first, the value graph says no more
        assert hit.startswith("`assert`, condition: ") and "other inputs abort the kernel" in hit, hit


MIRRORED = "less_than_or_equal ordered %zc, %4"  # `0.0 <= t`: the reference's `t >= 0.0` written the other way round


@pytest.mark.parametrize(
    ("ref_cmp", "cand_cmp"),
    [
        ("greater_than_or_equal ordered %4, %zc", MIRRORED),
        ("greater_than ordered %4, %zc", "less_than ordered %zc, %4"),
        ("greater_than_or_equal unordered %4, %zc", "less_than_or_equal unordered %zc, %4"),
        ("less_than ordered %4, %zc", "greater_than ordered %zc, %4"),
        ("equal ordered %4, %zc", "equal ordered %zc, %4"),
        ("not_equal unordered %4, %zc", "not_equal unordered %zc, %4"),
    ],
)
def test_a_float_compare_written_the_other_way_round_is_pass(ref_cmp: str, cand_cmp: str) -> None:
    """`t >= 0.0` and `0.0 <= t` are one IEEE relation (NaN included): the operands swap, the predicate mirrors, and
    the op families and the value graph see the same compare."""
    ref = sub(CHECKED, ("greater_than_or_equal ordered %4, %zc", ref_cmp))
    r = run(ref, sub(CHECKED, ("greater_than_or_equal ordered %4, %zc", cand_cmp)))
    assert r.verdict is IrCheckVerdict.PASS, [f.message for f in r.findings]


@pytest.mark.parametrize(
    "cand_cmp",
    [
        "less_than ordered %zc, %4",  # `0.0 < t`: strict, unlike `t >= 0.0`
        "less_than_or_equal unordered %zc, %4",  # a NaN passes the check
        "greater_than_or_equal ordered %zc, %4",  # `0.0 >= t`: operands swapped, the predicate not mirrored
        "less_than_or_equal ordered %4, %zc",  # `t <= 0.0`
    ],
)
def test_a_mirrored_float_compare_that_is_another_relation_must_match(cand_cmp: str) -> None:
    r = run(CHECKED, sub(CHECKED, ("greater_than_or_equal ordered %4, %zc", cand_cmp)))
    assert_must(r, Category.ARITHMETIC)


def test_a_mirrored_float_compare_in_a_stored_select_is_pass() -> None:
    """`where(t > m, t, m)` stored, against `where(m < t, t, m)`: the value graph reads one select of one compare."""
    ref = sub(
        K,
        (
            "  %4 = divf",
            "  %gt = cmpf greater_than ordered %2, %bcast : tile<128xf32> -> tile<128xi1>\n"
            "  %w = select %gt, %2, %bcast : tile<128xi1>, tile<128xf32>\n"
            "  %4 = divf",
        ),
        ("%4 = divf %3, %bcast", "%4 = divf %w, %bcast"),
    )
    mirrored = sub(ref, ("greater_than ordered %2, %bcast", "less_than ordered %bcast, %2"))
    assert run(ref, mirrored).verdict is IrCheckVerdict.PASS
    strict = sub(ref, ("greater_than ordered %2, %bcast", "less_than_or_equal ordered %bcast, %2"))
    assert_must(run(ref, strict), Category.ARITHMETIC)


# The same check on index math (`ct.assert_(bid * 128 < n, …)`), where the comparison is a normalized polynomial.
INDEX_CHECKED = sub(
    K,
    (
        "  %pview_2 = make_partition_view",
        "  %c128 = constant <i32: 128> : tile<i32>\n"
        "  %first = muli %blockId_x, %c128 : tile<i32>\n"
        "  %ok = cmpi less_than %first, %arg4, signed : tile<i32> -> tile<i1>\n"
        f"  assert %ok, {CHECK} : tile<i1>\n"
        "  %pview_2 = make_partition_view",
    ),
)


def test_an_index_condition_read_the_other_way_round_is_the_same() -> None:
    mirrored = sub(INDEX_CHECKED, ("less_than %first, %arg4", "greater_than %arg4, %first"))
    assert not _must_messages(run(INDEX_CHECKED, mirrored))


@pytest.mark.parametrize(
    "edit", [("less_than %first", "less_than_or_equal %first"), ("%first, %arg4", "%first, %arg1")]
)
def test_an_index_condition_that_differs_must_match(edit: tuple[str, str]) -> None:
    """`<=` lets one more block through, another argument another extent; integer op flags alone are notes."""
    r = run(INDEX_CHECKED, sub(INDEX_CHECKED, edit))
    assert_must(r, Category.ARITHMETIC)
    assert any(m.startswith("`assert`, condition: `int`") for m in _must_messages(r)), _must_messages(r)


def test_a_finding_on_a_mirrored_compare_says_what_the_source_wrote() -> None:
    """The canonical form reads `t >= 0.0` as `0.0 <= t`; the reviewer reads the kernel, so a finding on the compare
    names the predicate and operand order the source wrote too, in the op family and in the value graph."""
    r = run(CHECKED, sub(CHECKED, ("greater_than_or_equal ordered %4, %zc", "greater_than ordered %4, %zc")))
    [hit] = _must_messages(r)
    assert "`less_than_or_equal ordered` (written `greater_than_or_equal` with the operands swapped)" in hit, hit
    assert "`less_than ordered` (written `greater_than` with the operands swapped) in the candidate" in hit, hit
    swapped = run(
        CHECKED, sub(CHECKED, ("greater_than_or_equal ordered %4, %zc", "less_than_or_equal ordered %4, %zc"))
    )
    [hit] = _must_messages(swapped)
    assert "the operands of `cmpf`" in hit and "written `greater_than_or_equal` with the operands swapped" in hit, hit


def test_an_index_condition_finding_says_what_the_source_wrote() -> None:
    r = run(INDEX_CHECKED, sub(INDEX_CHECKED, ("less_than %first, %arg4", "greater_than_or_equal %arg4, %first")))
    [hit] = _must_messages(r)
    assert "cmp_less_than_or_equal(" in hit and "written `greater_than_or_equal` with the operands swapped" in hit, hit


# Integer data compared lane by lane (cuTile Python's `ct.where(a > b, 1.0, 0.0)` on two i32 tiles): not index math.
IVIEW = "tensor_view<?xi32, strides=[?]>"
PV_INT = f"partition_view<tile=(128), {IVIEW}>"
INT_DATA = f"""\
entry @above(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i32>>, \
%arg4: tile<ptr<f32>>) optimization_hints=<default = {{}}> {{
  %0 = make_token : token
  %ta = make_tensor_view %arg0, shape = [%arg1], strides = [%arg2] : tile<i32> -> {IVIEW}
  %tb = make_tensor_view %arg3, shape = [%arg1], strides = [%arg2] : tile<i32> -> {IVIEW}
  %tc = make_tensor_view %arg4, shape = [%arg1], strides = [%arg2] : tile<i32> -> {VIEW}
  %bx, %by, %bz = get_tile_block_id : tile<i32>
  %pa = make_partition_view %ta : {PV_INT}
  %a, %t1 = load_view_tko weak %pa[%bx] token = %0 : {PV_INT}, tile<i32> -> tile<128xi32>, token
  %pb = make_partition_view %tb : {PV_INT}
  %b, %t2 = load_view_tko weak %pb[%bx] token = %0 : {PV_INT}, tile<i32> -> tile<128xi32>, token
  %gt = cmpi greater_than %a, %b, signed : tile<128xi32> -> tile<128xi1>
  %one = constant <f32: 1.000000e+00> : tile<128xf32>
  %zero = constant <f32: 0.000000e+00> : tile<128xf32>
  %w = select %gt, %one, %zero : tile<128xi1>, tile<128xf32>
  %pc = make_partition_view %tc : {PV_OUT}
  %s = store_view_tko weak %w, %pc[%bx] token = %0 : tile<128xf32>, {PV_OUT}, tile<i32> -> token
  return
}}"""
INT_CMP = "greater_than %a, %b, signed"


@pytest.mark.parametrize(
    ("ref_cmp", "cand_cmp"),
    [
        (INT_CMP, "less_than %b, %a, signed"),
        ("greater_than_or_equal %a, %b, unsigned", "less_than_or_equal %b, %a, unsigned"),
        ("less_than %a, %b, signed", "greater_than %b, %a, signed"),
    ],
)
def test_an_integer_compare_on_data_written_the_other_way_round_is_pass(ref_cmp: str, cand_cmp: str) -> None:
    """`a > b` and `b < a` on integer data are one relation, as for floats and index math: signedness kept."""
    r = run(sub(INT_DATA, (INT_CMP, ref_cmp)), sub(INT_DATA, (INT_CMP, cand_cmp)))
    assert r.verdict is IrCheckVerdict.PASS, [f.message for f in r.findings]


@pytest.mark.parametrize(
    "cand_cmp",
    [
        "less_than_or_equal %b, %a, signed",  # `b <= a`: inclusive, unlike `a > b`
        "less_than %b, %a, unsigned",  # a negative lane compares otherwise
        "greater_than %b, %a, signed",  # operands swapped, the predicate not mirrored
        "less_than %a, %b, signed",  # `a < b`
    ],
)
def test_a_mirrored_integer_compare_on_data_that_is_another_relation_must_match(cand_cmp: str) -> None:
    r = run(INT_DATA, sub(INT_DATA, (INT_CMP, cand_cmp)))
    assert_must(r, Category.ARITHMETIC)


def test_a_select_by_a_greater_than_between_its_own_operands_is_still_the_max() -> None:
    """The compare is mirrored before the select is read: `where(n > 8, n, 8)` stays `maxi(n, 8)`, never the min."""
    maxi = MIN.replace("mini", "maxi").replace("{num_cta_in_cga = 1}", "{}")
    gt = "  %gt = cmpi greater_than %arg1, %c8, signed : tile<i32> -> tile<i1>\n"
    r = run(
        maxi,
        sub(
            maxi,
            (
                "  %m = maxi %arg1, %c8 signed : tile<i32>\n",
                f"{gt}  %m = select %gt, %arg1, %c8 : tile<i1>, tile<i32>\n",
            ),
        ),
    )
    assert not _must_messages(r) and canonical_diff(r) == [], [f.message for f in r.findings]


# A select written with its condition negated and its arms swapped is the same select (cuTile Python's
# `ct.where(i >= n, 0.0, v)` for `ct.where(i < n, v, 0.0)`, `ct.where(~c, b, a)` for `ct.where(c, a, b)`).
TRUE = "  %true = constant <i1: true> : tile<128xi1>\n"
INT_PICK = "%w = select %gt, %one, %zero"
INT_SWAPPED = "%w = select %gt, %zero, %one"


def _int_select(cmp: str, *, swapped: bool = True, negated: bool = False) -> str:
    """INT_DATA with the select's compare ``cmp`` (``INT_CMP``'s spelling), its arms swapped, its condition `xori`ed
    with true."""
    text = sub(INT_DATA, (INT_CMP, cmp))
    if swapped:
        text = sub(text, (INT_PICK, INT_SWAPPED))
    if negated:
        text = sub(text, ("  %one = constant", f"{TRUE}  %not = xori %gt, %true : tile<128xi1>\n  %one = constant"))
        text = sub(text, ("%w = select %gt,", "%w = select %not,"))
    return text


@pytest.mark.parametrize(
    ("cmp", "swapped", "negated"),
    [
        ("less_than_or_equal %a, %b, signed", True, False),  # `a <= b`: not `a > b`
        ("greater_than_or_equal %b, %a, signed", True, False),  # `b >= a`: the same, mirrored
        (INT_CMP, True, True),  # `~(a > b)`
        ("less_than_or_equal %a, %b, signed", False, True),  # `~(a <= b)`: `a > b`, the arms as written
    ],
)
def test_an_integer_select_with_its_condition_negated_and_its_arms_swapped_is_the_same(
    cmp: str, swapped: bool, negated: bool
) -> None:
    """`where(a > b, 1.0, 0.0)` against `where(a <= b, 0.0, 1.0)` or `where(~(a > b), 0.0, 1.0)`: an integer
    compare negates exactly. (Each once read as another select: a false must_match.)"""
    r = run(INT_DATA, _int_select(cmp, swapped=swapped, negated=negated))
    assert r.verdict is IrCheckVerdict.PASS_WITH_NOTES, [f.message for f in r.findings]
    assert canonical_diff(r) == [], [f.message for f in r.findings]


@pytest.mark.parametrize(
    ("ref_cmp", "cand_cmp"),
    [
        ("equal %a, %b, signed", "not_equal %a, %b, signed"),
        ("less_than %a, %b, unsigned", "greater_than_or_equal %a, %b, unsigned"),
    ],
)
def test_an_integer_select_of_the_negated_equality_or_unsigned_order_with_its_arms_swapped_is_the_same(
    ref_cmp: str, cand_cmp: str
) -> None:
    r = run(_int_select(ref_cmp, swapped=False), _int_select(cand_cmp))
    assert r.verdict is IrCheckVerdict.PASS_WITH_NOTES, [f.message for f in r.findings]


@pytest.mark.parametrize(
    ("cmp", "swapped", "negated"),
    [
        ("less_than_or_equal %a, %b, signed", False, False),  # negated, the arms as written
        (INT_CMP, False, True),  # `~(a > b)`, the arms as written
        ("less_than %a, %b, signed", True, False),  # `a < b`: not the negation of `a > b` (lanes where a == b)
        ("less_than_or_equal %a, %b, unsigned", True, False),  # the negation, unsigned: negative lanes otherwise
    ],
)
def test_an_integer_select_negated_otherwise_must_match(cmp: str, swapped: bool, negated: bool) -> None:
    r = run(INT_DATA, _int_select(cmp, swapped=swapped, negated=negated))
    assert_must(r, Category.ARITHMETIC)


def test_a_select_negated_without_its_arms_swapped_says_so() -> None:
    """The canonical form reads `where(a != b, 1.0, 0.0)` as `where(a == b, 0.0, 1.0)`; the finding names the
    select's arms and says the source negated its condition."""
    r = run(_int_select("equal %a, %b, signed", swapped=False), _int_select("not_equal %a, %b, signed", swapped=False))
    assert_must(r, Category.ARITHMETIC)
    assert any("written with its condition negated and its arms swapped" in m for m in _must_messages(r))


# K's stored value picked as `where(t > m, t, m)` (``T_GT``), written otherwise per case.
T_GT = "greater_than ordered %2, %bcast"
T_PICKED = sub(
    K,
    (
        "  %4 = divf",
        f"  %gt = cmpf {T_GT} : tile<128xf32> -> tile<128xi1>\n"
        "  %w = select %gt, %2, %bcast : tile<128xi1>, tile<128xf32>\n"
        "  %4 = divf",
    ),
    ("%4 = divf %3, %bcast", "%4 = divf %w, %bcast"),
)


def _float_select(cmp: str, *, swapped: bool = True, negated: bool = False) -> str:
    text = sub(T_PICKED, (T_GT, cmp))
    if swapped:
        text = sub(text, ("select %gt, %2, %bcast", "select %gt, %bcast, %2"))
    if negated:
        text = sub(text, ("  %w = select %gt,", f"{TRUE}  %not = xori %true, %gt : tile<128xi1>\n  %w = select %not,"))
    return text


@pytest.mark.parametrize(
    ("cmp", "swapped", "negated"),
    [
        ("less_than_or_equal unordered %2, %bcast", True, False),  # not `t > m` is the unordered `t <= m`
        ("greater_than_or_equal unordered %bcast, %2", True, False),  # the same, mirrored
        (T_GT, True, True),  # `~(t > m)`
        ("less_than_or_equal unordered %2, %bcast", False, True),  # `~` of the unordered `t <= m`: `t > m`
    ],
)
def test_a_float_select_with_its_condition_negated_and_its_arms_swapped_is_the_same(
    cmp: str, swapped: bool, negated: bool
) -> None:
    """`not (t > m)` holds where t or m is NaN: the unordered `t <= m`, whose select keeps the other arm there."""
    r = run(T_PICKED, _float_select(cmp, swapped=swapped, negated=negated))
    assert r.verdict is IrCheckVerdict.PASS_WITH_NOTES, [f.message for f in r.findings]
    assert canonical_diff(r) == [], [f.message for f in r.findings]


@pytest.mark.parametrize(
    "cmp",
    [
        "less_than_or_equal ordered %2, %bcast",  # the ordered `t <= m`: NaN lanes pick m, not t
        "greater_than_or_equal ordered %bcast, %2",  # the same, mirrored
        "less_than unordered %2, %bcast",  # strict: lanes where t == m
    ],
)
def test_a_float_select_negated_as_the_ordered_compare_must_match(cmp: str) -> None:
    """`where(t > m, t, m)` against `where(t <= m, m, t)`: both ordered, they differ on NaN lanes (NaN > m and
    NaN <= m are both false). (A negation that kept the ordering would read them alike.)"""
    r = run(T_PICKED, _float_select(cmp))
    assert_must(r, Category.ARITHMETIC)


def test_an_xori_with_false_is_no_negation() -> None:
    negated = _float_select(T_GT, negated=True)
    r = run(T_PICKED, sub(negated, ("constant <i1: true>", "constant <i1: false>")))
    assert_must(r, Category.ARITHMETIC)


def test_a_negated_condition_broadcast_to_the_select_is_the_same() -> None:
    """A scalar condition reshaped and broadcast to the tile (`where(m > 0.0, t, m)`), negated before the broadcast."""
    scalar = sub(
        T_PICKED,
        (
            f"  %gt = cmpf {T_GT} : tile<128xf32> -> tile<128xi1>\n",
            "  %zc = constant <f32: 0.000000e+00> : tile<f32>\n"
            "  %s = cmpf greater_than ordered %m, %zc : tile<f32> -> tile<i1>\n"
            "  %sr = reshape %s : tile<i1> -> tile<1xi1>\n"
            "  %gt = broadcast %sr : tile<1xi1> -> tile<128xi1>\n",
        ),
    )
    negated = sub(scalar, ("greater_than ordered %m, %zc", "less_than_or_equal unordered %m, %zc"))
    negated = sub(negated, ("select %gt, %2, %bcast", "select %gt, %bcast, %2"))
    r = run(scalar, negated)
    assert r.verdict is IrCheckVerdict.PASS_WITH_NOTES, [f.message for f in r.findings]
    assert canonical_diff(r) == [], [f.message for f in r.findings]
    ordered = sub(negated, ("less_than_or_equal unordered", "less_than_or_equal ordered"))
    assert_must(run(scalar, ordered), Category.ARITHMETIC)


@pytest.mark.parametrize(
    "select",
    [
        "  %ge = cmpi greater_than_or_equal %arg1, %c8, signed : tile<i32> -> tile<i1>\n"
        "  %m = select %ge, %c8, %arg1 : tile<i1>, tile<i32>\n",  # `where(n >= 8, 8, n)`
        "  %lt = cmpi less_than %arg1, %c8, signed : tile<i32> -> tile<i1>\n"
        "  %t = constant <i1: true> : tile<i1>\n"
        "  %ge = xori %lt, %t : tile<i1>\n"
        "  %m = select %ge, %c8, %arg1 : tile<i1>, tile<i32>\n",  # `where(~(n < 8), 8, n)`
    ],
)
def test_a_select_by_a_negated_compare_between_its_own_operands_is_the_min(select: str) -> None:
    """The condition is read without its negation before the select is read as a min or max."""
    mini = MIN.replace("{num_cta_in_cga = 1}", "{}")
    r = run(mini, sub(mini, ("  %m = mini %arg1, %c8 signed : tile<i32>\n", select)))
    assert not _must_messages(r) and canonical_diff(r) == [], [f.message for f in r.findings]


# A debugging print of the stored tile (cuTile Python's `ct.printf("y=%f\n", t)`), the store ordered after it.
FORMAT = '"y=%f\\0A"'
PRINTED = sub(
    K,
    (
        "  %pview_2 = make_partition_view",
        f"  %p = print_tko {FORMAT}, %4 token=%0 : tile<128xf32> -> token\n  %pview_2 = make_partition_view",
    ),
    ("%pview_2[%blockId_x] token = %0", "%pview_2[%blockId_x] token = %p"),
)


def test_a_print_of_the_same_values_is_pass() -> None:
    renamed = sub(PRINTED, ("%p = print_tko", "%printed = print_tko"), ("token = %p ", "token = %printed "))
    assert run(PRINTED, renamed).verdict is IrCheckVerdict.PASS


def test_a_print_of_another_value_must_match() -> None:
    r = run(PRINTED, sub(PRINTED, (f"{FORMAT}, %4", f"{FORMAT}, %3")))
    assert_must(r, Category.ARITHMETIC)
    [hit] = _must_messages(r)
    assert hit.startswith("`print_tko`, printed values: ") and "the kernel prints other numbers" in hit, hit


def test_a_print_format_that_differs_must_match() -> None:
    """The text around the values is the kernel's own, as an assert's message is (not an atomic's operation)."""
    r = run(PRINTED, sub(PRINTED, (FORMAT, '"y = %f\\0A"')))
    assert_must(r, Category.OTHER)
    [hit] = _must_messages(r)
    assert "format" in hit and FORMAT in hit and "print format differs" in hit, hit


def test_a_print_on_one_side_only_is_a_note() -> None:
    """As an assert on one side only: no memory op is missing, and the store's ordering is the same."""
    for ref, cand in ((PRINTED, K), (K, PRINTED)):
        r = run(ref, cand)
        assert r.verdict is IrCheckVerdict.PASS_WITH_NOTES, [f.message for f in r.findings]
        assert any("`print_tko`" in f.message and "one side only" in f.message for f in r.findings)
