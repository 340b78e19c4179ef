"""The IR diff pairs what two launchers' argument lists and codegen spell differently, and nothing more.

- A float scalar argument (a scale, an epsilon) pairs by its rank among float arguments: cuTile Python and
  cutile-rs pass different integer arguments (shapes, strides) before it, so its overall position differs.
- cutile-rs threads every mutable variable of a loop through each `if` in the body; a result both branches
  yield unchanged is the value from before the `if`.
"""

from __future__ import annotations

import pytest

from tilebot.runner.tileir.diff import DiffResult, diff_ir
from tilebot.runner.tileir.rules import Severity

VIEW = "tensor_view<?xf32, strides=[1]>"
PV = f"partition_view<tile=(128), {VIEW}>"


def _scale(params: str, extent: str, scale: str) -> str:
    """y[bid] = x[bid] * scale, with the given argument list (the float arguments come after the extents)."""
    return f"""\
entry @k({params}) {{
  %0 = make_token : token
  %tv = make_tensor_view %arg0, shape = [{extent}], strides = [1] : tile<i32> -> {VIEW}
  %tv2 = make_tensor_view %arg1, shape = [{extent}], strides = [1] : tile<i32> -> {VIEW}
  %bx, %by, %bz = get_tile_block_id : tile<i32>
  %pv = make_partition_view %tv : {PV}
  %t, %tt = load_view_tko weak %pv[%bx] token = %0 : {PV}, tile<i32> -> tile<128xf32>, token
  %r = reshape {scale} : tile<f32> -> tile<1xf32>
  %b = broadcast %r : tile<1xf32> -> tile<128xf32>
  %m = mulf %t, %b : tile<128xf32>
  %pv2 = make_partition_view %tv2 : {PV}
  %s = store_view_tko weak %m, %pv2[%bx] token = %0 : tile<128xf32>, {PV}, tile<i32> -> token
  return
}}"""


# The reference passes one extent per array, the candidate one for both: the float arguments move by one.
ARRAYS = "%arg0: tile<ptr<f32>>, %arg1: tile<ptr<f32>>"
REF_PARAMS = f"{ARRAYS}, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<f32>, %arg5: tile<f32>"
CAND_PARAMS = f"{ARRAYS}, %arg2: tile<i32>, %arg3: tile<f32>, %arg4: tile<f32>"


def _must(result: DiffResult) -> list[str]:
    return [f.message for f in result.findings if f.severity is Severity.MUST_MATCH]


def test_a_float_argument_pairs_by_its_rank_among_float_arguments() -> None:
    reference = _scale(REF_PARAMS, "%arg2", "%arg4")  # the first float argument
    candidate = _scale(CAND_PARAMS, "%arg2", "%arg3")  # the first float argument, one position earlier
    assert not _must(diff_ir(reference, candidate))


def test_the_other_float_argument_is_still_a_difference() -> None:
    reference = _scale(REF_PARAMS, "%arg2", "%arg4")
    candidate = _scale(CAND_PARAMS, "%arg2", "%arg4")  # the second float argument (an epsilon for a scale)
    assert any("stored value" in m and "float1" in m for m in _must(diff_ir(reference, candidate)))


LOOP = """\
entry @k(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>) {{
  %0 = make_token : token
  %c0 = constant <i32: 0> : tile<i32>
  %c1 = constant <i32: 1> : tile<i32>
  %c4 = constant <i32: 4> : tile<i32>
  %z = constant <f32: 0.000000e+00> : tile<f32>
  %for:2 = for %i in (%c0 to %c4, step %c1) : tile<i32> iter_values(%acc = %z, %n = %c0) -> (tile<f32>, tile<i32>) {{
    %big = cmpi greater_than_or_equal %i, %arg2, signed : tile<i32> -> tile<i1>
    %f = itof %n signed : tile<i32> -> tile<f32>
    %a = addf %acc, %f : tile<f32>
    {branch}
    %n1 = addi %n, %c1 : tile<i32>
    continue %acc1, %n1 : tile<f32>, tile<i32>
  }}
  %p = offset %arg0, %arg1 : tile<ptr<f32>>, tile<i32> -> tile<ptr<f32>>
  %s = store_ptr_tko weak %p, %for#0 token=%0 : tile<ptr<f32>>, tile<f32> -> token
  return
}}"""
# cuTile Python: the branch yields only what it changes.
PICK = """%acc1 = if %big -> (tile<f32>) {
      yield %a : tile<f32>
    } else {
      yield %acc : tile<f32>
    }"""
# cutile-rs: every mutable variable goes through the branch, the counter unchanged on both sides.
THREADED = """%acc1, %same = if %big -> (tile<f32>, tile<i32>) {
      yield %a, %n : tile<f32>, tile<i32>
    } else {
      yield %acc, %n : tile<f32>, tile<i32>
    }"""


def test_a_value_both_branches_yield_unchanged_is_the_value_before_the_branch() -> None:
    reference = LOOP.format(branch=PICK)
    candidate = LOOP.format(branch=THREADED).replace("%n1 = addi %n,", "%n1 = addi %same,")
    assert not _must(diff_ir(reference, candidate))


def test_a_branch_that_changes_the_threaded_value_is_still_a_difference() -> None:
    reference = LOOP.format(branch=PICK)
    changed = THREADED.replace("yield %a, %n :", "yield %a, %n1x :").replace(
        "%acc1, %same = if", "%n1x = addi %n, %c1 : tile<i32>\n    %acc1, %same = if"
    )
    candidate = LOOP.format(branch=changed).replace("%n1 = addi %n,", "%n1 = addi %same,")
    assert _must(diff_ir(reference, candidate))


def test_a_difference_reached_through_two_operands_is_reported_once() -> None:
    # the lanes below an integer argument (the reference's second, the candidate's last: the launchers order their
    # arguments differently), read by both operands of a subtraction: one note, not one per path
    masked = """%m0 = mulf %t, %b : tile<128xf32>
  %io = iota : tile<128xi32>
  %er = reshape {n} : tile<i32> -> tile<1xi32>
  %eb = broadcast %er : tile<1xi32> -> tile<128xi32>
  %c = cmpi less_than %io, %eb, signed : tile<128xi32> -> tile<128xi1>
  %sel = select %c, %t, %m0 : tile<128xi1>, tile<128xf32>
  %m = subf %sel, %sel : tile<128xf32>"""
    line = "%m = mulf %t, %b : tile<128xf32>"
    reference = _scale(REF_PARAMS, "%arg2", "%arg4").replace(line, masked.format(n="%arg3"))
    candidate = _scale(f"{CAND_PARAMS}, %arg5: tile<i32>", "%arg2", "%arg3").replace(line, masked.format(n="%arg5"))
    result = diff_ir(reference, candidate)
    notes = [f.message for f in result.findings if "the same as" in f.message]
    assert not _must(result) and len(notes) == 1, notes


def _gathered_index(params: str, extent: str, table: str = "%arg0", at: str = "%bx") -> str:
    """out[bid] = 3 * table[at], the gather bounds-checked against ``extent``: an integer read from memory and used
    in index math, so the stored value is a polynomial over a `data(…)` atom naming that load."""
    return f"""\
entry @k({params}) {{
  %0 = make_token : token
  %bx, %by, %bz = get_tile_block_id : tile<i32>
  %c1 = constant <i32: 1> : tile<i32>
  %next = addi %bx, %c1 : tile<i32>
  %w = exti {at} signed : tile<i32> -> tile<i64>
  %e = exti {extent} signed : tile<i32> -> tile<i64>
  %in = cmpi less_than %w, %e, unsigned : tile<i64> -> tile<i1>
  %p = offset {table}, %w : tile<ptr<i32>>, tile<i64> -> tile<ptr<i32>>
  %z = constant <i32: 0> : tile<i32>
  %v, %vt = load_ptr_tko weak %p, %in, %z token=%0 : tile<ptr<i32>>, tile<i1>, tile<i32> -> tile<i32>, token
  %c3 = constant <i32: 3> : tile<i32>
  %d = muli %v, %c3 : tile<i32>
  %ob = exti %bx signed : tile<i32> -> tile<i64>
  %q = offset %arg{params.count("%arg") - 2}, %ob : tile<ptr<i32>>, tile<i64> -> tile<ptr<i32>>
  %s = store_ptr_tko weak %q, %d token=%0 : tile<ptr<i32>>, tile<i32> -> token
  return
}}"""


# cuTile Python passes each array's extent and stride, cutile-rs only the extent: the table's extent is the
# reference's second scalar argument and the candidate's first.
GATHER_REF = "%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i32>>, %arg4: tile<i32>"
GATHER_CAND = "%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<ptr<i32>>, %arg3: tile<i32>"


def test_an_index_read_from_memory_pairs_through_its_loads_loose_mask() -> None:
    """The gather's mask compares with the extent at each launcher's own position (s1 against s0): where the load
    is a value, the loose comparison pairs it; the same load as an atom of index math pairs the same way."""
    reference = _gathered_index(GATHER_REF, "%arg2")
    candidate = _gathered_index(GATHER_CAND, "%arg1")
    result = diff_ir(reference, candidate)
    assert not _must(result), _must(result)
    assert any("stored value" in f.message and "the same as" in f.message for f in result.findings)


def test_an_index_read_from_another_array_or_element_is_still_a_difference() -> None:
    reference = _gathered_index(GATHER_REF, "%arg2")
    other_array = _gathered_index(GATHER_CAND, "%arg1", table="%arg2")
    other_element = _gathered_index(GATHER_CAND, "%arg1", at="%next")
    for candidate in (other_array, other_element):
        assert any("stored value" in m for m in _must(diff_ir(reference, candidate)))


def _gathered(params: str, index: str, *, symbol: str = "k", y: str = "%arg1", views: str = "") -> str:
    """y[bid.x] = x[%i] (x: %arg0, read through a pointer), with ``index`` the ops that define %i."""
    return f"""\
entry @{symbol}({params}) {{
  %0 = make_token : token
{views}  %bx, %by, %bz = get_tile_block_id : tile<i32>
  {index}
  %w = exti %i signed : tile<i32> -> tile<i64>
  %p = offset %arg0, %w : tile<ptr<f32>>, tile<i64> -> tile<ptr<f32>>
  %v, %vt = load_ptr_tko weak %p token=%0 : tile<ptr<f32>> -> tile<f32>, token
  %ob = exti %bx signed : tile<i32> -> tile<i64>
  %q = offset {y}, %ob : tile<ptr<f32>>, tile<i64> -> tile<ptr<f32>>
  %s = store_ptr_tko weak %q, %v token=%0 : tile<ptr<f32>>, tile<f32> -> token
  return
}}"""


def _strided(params: str, factor: str, views: str = "") -> str:
    """out[bid] = x[bid * factor]: a row's first element at a row pitch given by an integer argument."""
    return _gathered(params, f"%i = muli %bx, {factor} : tile<i32>", views=views)


# (x, y, n_rows, pitch): the candidate also takes a float argument, so the two entries have other ABIs while both
# pass their two integer scalars in the kernel's order.
PTRS = "%arg0: tile<ptr<f32>>, %arg1: tile<ptr<f32>>"
INTS_REF = f"{PTRS}, %arg2: tile<i32>, %arg3: tile<i32>"
INTS_CAND = f"{INTS_REF}, %arg4: tile<f32>"


def test_an_integer_argument_pairs_by_its_rank_across_abis() -> None:
    reference = _strided(INTS_REF, "%arg3")  # the pitch
    assert not _must(diff_ir(reference, _strided(INTS_CAND, "%arg3")))
    wrong = _must(diff_ir(reference, _strided(INTS_CAND, "%arg2")))  # the row count: another int argument
    assert any("s1" in m and "s0" in m for m in wrong), wrong


def test_integer_arguments_of_unequal_counts_stay_unpaired() -> None:
    # the candidate passes one integer more (a stride the reference folds): which one is the pitch is unknown
    reference = _strided(INTS_REF, "%arg3")
    candidate = _strided(f"{PTRS}, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>", "%arg3")
    assert not _must(diff_ir(reference, candidate))


def _viewed(params: str, factor: str, x_stride: str = "%arg3", y_stride: str = "%arg5") -> str:
    """y[bid] = x[bid] + x[bid * factor], x and y through tensor views of their extent and stride arguments (a stride
    ``1`` is static, as cutile-rs makes a contiguous array's), x also read at a pitch given by an integer argument."""
    v = "tensor_view<?xf32, strides=[{}]>"
    xv, yv = (
        v.format("?" if x_stride.startswith("%") else x_stride),
        v.format("?" if y_stride.startswith("%") else y_stride),
    )
    xp, yp = f"partition_view<tile=(1), {xv}>", f"partition_view<tile=(1), {yv}>"
    return f"""\
entry @k({params}) {{
  %0 = make_token : token
  %tx = make_tensor_view %arg0, shape = [%arg2], strides = [{x_stride}] : tile<i32> -> {xv}
  %ty = make_tensor_view %arg1, shape = [%arg4], strides = [{y_stride}] : tile<i32> -> {yv}
  %bx, %by, %bz = get_tile_block_id : tile<i32>
  %px = make_partition_view %tx : {xp}
  %a, %at = load_view_tko weak %px[%bx] token = %0 : {xp}, tile<i32> -> tile<1xf32>, token
  %i = muli %bx, {factor} : tile<i32>
  %w = exti %i signed : tile<i32> -> tile<i64>
  %p = offset %arg0, %w : tile<ptr<f32>>, tile<i64> -> tile<ptr<f32>>
  %g, %gt = load_ptr_tko weak %p token=%0 : tile<ptr<f32>> -> tile<f32>, token
  %gr = reshape %g : tile<f32> -> tile<1xf32>
  %sum = addf %a, %gr : tile<1xf32>
  %py = make_partition_view %ty : {yp}
  %s = store_view_tko weak %sum, %py[%bx] token = %0 : tile<1xf32>, {yp}, tile<i32> -> token
  return
}}"""


# Each array with its extent and stride (cuTile Python's ABI); the candidate also takes a float argument.
VIEWS_REF = f"{PTRS}, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>"


def test_a_tensor_views_stride_pairs_by_its_slot_across_abis() -> None:
    reference = _viewed(VIEWS_REF, "%arg3")  # x's stride
    candidate = f"{VIEWS_REF}, %arg6: tile<f32>"
    assert not _must(diff_ir(reference, _viewed(candidate, "%arg3")))
    other = _must(diff_ir(reference, _viewed(candidate, "%arg5")))  # y's stride
    assert any("`stride(A0)#0` against `stride(A1)#0`" in m for m in other), other


def test_a_stride_the_candidate_has_no_slot_for_stays_unpaired() -> None:
    # cutile-rs: x's view has a static unit stride (a finding of its own) and the row pitch is a plain integer
    # argument, which may stand for the reference's stride argument: the index reads as the same
    reference = _viewed(VIEWS_REF, "%arg3")
    candidate = _viewed(f"{VIEWS_REF}, %arg6: tile<f32>", "%arg5", "1", "1")  # arg3 and arg5 plain integers
    result = diff_ir(reference, candidate)
    assert not [m for m in _must(result) if "stored value" in m], _must(result)
    assert any("stored value" in f.message and "the same as `ARG*bid.x`" in f.message for f in result.findings)


def _pitched(symbol: str, params: str, row: str, col: str) -> str:
    """y[bid.x] = x[bid.x * row + bid.y * col]: x read through a pointer at strides given by integer arguments."""
    index = f"%r = muli %bx, {row} : tile<i32>\n  %c = muli %by, {col} : tile<i32>\n  %i = addi %r, %c : tile<i32>"
    return _gathered(params, index, symbol=symbol, y="%arg3")


# cuTile Python's mangled symbols of `k(x, y, n, stride_r, stride_c)` (each array: pointer, extent, stride), launched
# with n a constant (folded: 8 arguments, stride_r %arg6) and with n passed (9 arguments, stride_r %arg7): the
# entries take different numbers of integers, so their ranks (int0of4 …, int0of5 …) name none alike.
ARRAY = "tile<ptr<f32>>, %arg{}: tile<i32>, %arg{}: tile<i32>"
TWO_ARRAYS = f"%arg0: {ARRAY.format(1, 2)}, %arg3: {ARRAY.format(4, 5)}"
FOLDED = ("k_Kt1_A1f32_1l0_A1f32_1l0_I4_Si32_Si32", f"{TWO_ARRAYS}, %arg6: tile<i32>, %arg7: tile<i32>")
PASSED = ("k_Kt1_A1f32_1l0_A1f32_1l0_Si32_Si32_Si32", f"{FOLDED[1]}, %arg8: tile<i32>")


def test_stride_arguments_pair_by_the_kernel_parameter_they_pass_across_abis() -> None:
    reference = _pitched(*FOLDED, "%arg6", "%arg7")  # stride_r, stride_c
    assert not _must(diff_ir(reference, _pitched(*PASSED, "%arg7", "%arg8")))  # the same, one position later


@pytest.mark.parametrize(
    ("row", "col", "read"),
    [
        ("%arg8", "%arg7", "`param#3` against `param#4`"),  # the two strides swapped
        ("%arg8", "%arg8", "`param#3` against `param#4`"),  # the column stride for rows
        ("%arg2", "%arg8", "`param#3` against `stride(A0)#0`"),  # x's own stride argument
    ],
)
def test_another_stride_argument_across_abis_must_match(row: str, col: str, read: str) -> None:
    reference = _pitched(*FOLDED, "%arg6", "%arg7")
    wrong = _must(diff_ir(reference, _pitched(*PASSED, row, col)))
    assert any(read in m for m in wrong), wrong


def test_an_arrays_stride_read_as_an_integer_pairs_with_that_arrays_stride() -> None:
    # a row pitch taken from the array's own stride argument (not a tensor view's slot): y's is another argument
    reference = _pitched(*FOLDED, "%arg2", "%arg7")
    assert not _must(diff_ir(reference, _pitched(*PASSED, "%arg2", "%arg8")))
    wrong = _must(diff_ir(reference, _pitched(*PASSED, "%arg5", "%arg8")))
    assert any("`stride(A0)#0` against `stride(A1)#0`" in m for m in wrong), wrong


def test_without_a_symbol_on_one_side_integers_keep_their_ranks() -> None:
    # a candidate whose symbol names no kernel parameters (cutile-rs adds a hash): both sides fall back to ranks,
    # which still pair the strides where both take as many integers
    reference = _pitched(*FOLDED, "%arg6", "%arg7")
    same_count = ("k_entry", f"{TWO_ARRAYS}, %arg6: tile<i32>, %arg7: tile<i64>")
    assert not _must(diff_ir(reference, _pitched(*same_count, "%arg6", "%arg7")))
    wrong = _must(diff_ir(reference, _pitched(*same_count, "%arg7", "%arg6")))
    assert any("`int4of6` against `int5of6`" in m for m in wrong), wrong  # arrays' extents and strides count too


def _shifted(params: str, shift: str) -> str:
    """y[bid] = x[bid + d], the shift ``d`` computed from integer arguments by the ops ``shift`` (it defines %d)."""
    return _gathered(params, f"{shift}\n  %i = addi %bx, %d : tile<i32>")


def _difference(a: str, b: str) -> str:
    return f"%d = subi {a}, {b} : tile<i32>"


# (x, y, n, o): the candidate takes one integer more, after them or before them (a value the reference folds), so
# no rank names n or o alike on both sides (int0of2 against int0of3).
EXTRA_AFTER = f"{INTS_REF}, %arg4: tile<i32>"
EXTRA_BEFORE = f"{PTRS}, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>"


def test_a_difference_of_two_arguments_is_not_zero_across_abis() -> None:
    # each argument is read as one unknown, but two different ones never cancel: `n - n` is 0, `n - o` is not
    reference = _shifted(INTS_REF, _difference("%arg2", "%arg3"))
    assert not _must(diff_ir(reference, _shifted(EXTRA_AFTER, _difference("%arg2", "%arg3"))))
    for same in ("%arg2", "%arg3"):
        wrong = _must(diff_ir(reference, _shifted(EXTRA_AFTER, _difference(same, same))))
        assert any("(at bid.x + s0 + -1*s1) in the reference, `index` (at bid.x) in" in m for m in wrong), wrong


def test_a_difference_with_the_arguments_swapped_must_match_across_abis() -> None:
    # both launchers pass the integers in the kernel's order, one of them with one more: the order n, o is kept
    reference = _shifted(INTS_REF, _difference("%arg2", "%arg3"))
    assert not _must(diff_ir(reference, _shifted(EXTRA_BEFORE, _difference("%arg3", "%arg4"))))
    for params, swapped in ((EXTRA_AFTER, ("%arg3", "%arg2")), (EXTRA_BEFORE, ("%arg4", "%arg3"))):
        wrong = _must(diff_ir(reference, _shifted(params, _difference(*swapped))))
        assert any("but for the argument read: `int0of2 + -1*int1of2` against `-1*int" in m for m in wrong), wrong


def test_another_combination_of_arguments_across_abis_may_be_the_launchers() -> None:
    # not the same combination reordered: a multiple, or the difference passed as one argument (the extra one), may
    # be what the other launcher computes
    reference = _shifted(INTS_REF, _difference("%arg2", "%arg3"))
    scaled = "%c2 = constant <i32: 2> : tile<i32>\n  %e = muli %arg2, %c2 : tile<i32>\n  " + _difference("%e", "%arg3")
    passed = "%c1 = constant <i32: 1> : tile<i32>\n  %d = muli %arg4, %c1 : tile<i32>"
    for candidate in (scaled, passed):
        assert not _must(diff_ir(reference, _shifted(EXTRA_AFTER, candidate)))


# The candidate takes nine integers more before n and o: they are its s9 and s10, and `s10` sorts before `s9`.
NINE_BEFORE = f"{PTRS}, " + ", ".join(f"%arg{k}: tile<i32>" for k in range(2, 13))


def test_terms_alike_but_for_their_arguments_read_alike_whatever_the_arguments_are_named() -> None:
    # min(n, bx) - min(o, bx), 0 - min(n, bx) == min(o, bx), min(n, bx) + min(o, bx), 2 * min(n, bx) == 3 * min(o, bx):
    # two terms that read alike but for the argument they hold are written in an order of their own, not in the
    # order of the arguments' positions, and their tags pair in the order of their ranks (int9of11 before int10of11)
    minima = "%a = mini {n}, %bx signed : tile<i32>\n  %b = mini {o}, %bx signed : tile<i32>\n  "
    difference = minima + "%d = subi %a, %b : tile<i32>"
    select = "\n  %d = select %e, %bx, %by : tile<i1>, tile<i32>"
    compared = minima + (
        "%c0 = constant <i32: 0> : tile<i32>\n  %na = subi %c0, %a : tile<i32>\n"
        "  %e = cmpi equal %na, %b, signed : tile<i32> -> tile<i1>" + select
    )
    added = minima + "%d = addi %a, %b : tile<i32>"
    multiples = minima + (
        "%c2 = constant <i32: 2> : tile<i32>\n  %c3 = constant <i32: 3> : tile<i32>\n  %a2 = muli %a, %c2 : tile<i32>\n"
        "  %b3 = muli %b, %c3 : tile<i32>\n  %e = cmpi equal %a2, %b3, signed : tile<i32> -> tile<i1>" + select
    )
    for shift in (difference, compared, added, multiples):
        reference = _shifted(INTS_REF, shift.format(n="%arg2", o="%arg3"))
        assert not _must(diff_ir(reference, _shifted(NINE_BEFORE, shift.format(n="%arg11", o="%arg12"))))


def _shifted_by_loads(params: str, n: str, o: str) -> str:
    """y[bid] = x[bid + ix[n] - ix[o]]: the shift a difference of two integers read from memory (ix: %arg2)."""
    loads = (
        f"%pn = offset %arg2, {n} : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>\n"
        "  %ln, %t1 = load_ptr_tko weak %pn token=%0 : tile<ptr<i32>> -> tile<i32>, token\n"
        f"  %po = offset %arg2, {o} : tile<ptr<i32>>, tile<i32> -> tile<ptr<i32>>\n"
        "  %lo, %t2 = load_ptr_tko weak %po token=%0 : tile<ptr<i32>> -> tile<i32>, token\n"
        "  %d = subi %ln, %lo : tile<i32>"
    )
    return _shifted(params, loads)


LOADS_REF = f"{PTRS}, %arg2: tile<ptr<i32>>, %arg3: tile<i32>, %arg4: tile<i32>"


def test_a_difference_of_two_integers_read_from_memory_is_not_zero_across_abis() -> None:
    # ix[n] - ix[o]: two loads that read alike once each argument is one unknown, but read different elements
    reference, candidate = _shifted_by_loads(LOADS_REF, "%arg3", "%arg4"), f"{LOADS_REF}, %arg5: tile<i32>"
    assert not _must(diff_ir(reference, _shifted_by_loads(candidate, "%arg3", "%arg4")))
    wrong = _must(diff_ir(reference, _shifted_by_loads(candidate, "%arg3", "%arg3")))
    assert any("stored value" in m for m in wrong), wrong


def test_arguments_swapped_between_two_terms_must_match_across_abis() -> None:
    # bx * n + o against bx * o + n: each term holds one argument, but together they keep the order n, o only one way
    terms = "%m = muli %bx, {n} : tile<i32>\n  %d = addi %m, {o} : tile<i32>"
    reference = _shifted(INTS_REF, terms.format(n="%arg2", o="%arg3"))
    for params, n, o in ((EXTRA_AFTER, "%arg2", "%arg3"), (EXTRA_BEFORE, "%arg3", "%arg4")):
        assert not _must(diff_ir(reference, _shifted(params, terms.format(n=n, o=o))))
        wrong = _must(diff_ir(reference, _shifted(params, terms.format(n=o, o=n))))
        assert any("stored value" in m for m in wrong), wrong


# ix, n, o and one integer more: after them, or before them (no rank names n or o alike on both sides).
LOADS_AFTER = f"{LOADS_REF}, %arg5: tile<i32>"
LOADS_BEFORE = f"{PTRS}, %arg2: tile<ptr<i32>>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>"


def test_two_integers_read_from_memory_with_the_arguments_swapped_must_match_across_abis() -> None:
    # ix[o] - ix[n] against ix[n] - ix[o]: the loads read alike but for the argument that indexes each, and both
    # launchers pass n and o in the kernel's order
    reference = _shifted_by_loads(LOADS_REF, "%arg3", "%arg4")
    for params, n, o in ((LOADS_AFTER, "%arg3", "%arg4"), (LOADS_BEFORE, "%arg4", "%arg5")):
        assert not _must(diff_ir(reference, _shifted_by_loads(params, n, o)))
        wrong = _must(diff_ir(reference, _shifted_by_loads(params, o, n)))
        assert any("stored value" in m for m in wrong), wrong


def test_two_integers_read_from_memory_swapped_under_a_pitch_must_match_across_abis() -> None:
    # (ix[o] - ix[n]) * p against (ix[n] - ix[o]) * p: the terms sort by the ranks in their loads, which renaming the
    # other side's ranks reorders (``_texts_reordered``)
    def pitched(params: str, n: str, o: str, p: str) -> str:
        return _shifted_by_loads(params, n, o).replace(
            "%d = subi %ln, %lo : tile<i32>", f"%e = subi %ln, %lo : tile<i32>\n  %d = muli %e, {p} : tile<i32>"
        )

    reference = pitched(LOADS_AFTER, "%arg3", "%arg4", "%arg5")  # n, o, p; the candidate takes one integer more
    candidate_params = f"{LOADS_AFTER}, %arg6: tile<i32>"
    assert not _must(diff_ir(reference, pitched(candidate_params, "%arg3", "%arg4", "%arg5")))
    wrong = _must(diff_ir(reference, pitched(candidate_params, "%arg4", "%arg3", "%arg5")))
    assert any("stored value" in m for m in wrong), wrong


def test_loads_indexed_by_what_the_launcher_may_pass_stay_notes_across_abis() -> None:
    # a folded constant for an argument, a multiple of it (the other launcher passes 2n), an extra argument unread
    reference = _shifted_by_loads(LOADS_REF, "%arg3", "%arg4")
    folded = "%c3 = constant <i32: 3> : tile<i32>\n  %c2 = constant <i32: 2> : tile<i32>\n  "
    doubled = folded + "%n2 = muli %arg3, %c2 : tile<i32>\n  "
    for n, o, before in (("%c3", "%arg4", folded), ("%arg3", "%c3", folded), ("%n2", "%arg4", doubled)):
        candidate = _shifted_by_loads(LOADS_AFTER, n, o).replace("%pn = offset", before + "%pn = offset")
        assert not _must(diff_ir(reference, candidate)), (n, o)
    assert not _must(diff_ir(reference, _shifted_by_loads(LOADS_BEFORE, "%arg3", "%arg4")))


# Ops whose operands commute, each combining %a and %b into %m; and the plain terms `a*by + b`, which stay apart.
COMMUTING = {
    "mini": "%m = mini %a, %b signed : tile<i32>",
    "maxi": "%m = maxi %a, %b signed : tile<i32>",
    "ori": "%m = ori %a, %b : tile<i32>",
    "equal": "%e = cmpi equal %a, %b, signed : tile<i32> -> tile<i1>\n  %m = select %e, %bx, %by : tile<i1>, tile<i32>",
}
PLAIN = "%p = muli %a, %by : tile<i32>\n  %m = addi %p, %b : tile<i32>"
# (n, o) of each ABI: the reference's, one integer more after or before them, nine more before them (`s10` < `s9`)
ABIS = (
    (INTS_REF, "%arg2", "%arg3"),
    (EXTRA_AFTER, "%arg2", "%arg3"),
    (EXTRA_BEFORE, "%arg3", "%arg4"),
    (NINE_BEFORE, "%arg11", "%arg12"),
)


def _combined(params: str, combine: str, a: str, b: str, c: str) -> str:
    """y[bid] = x[bid + m + by*c], m ``combine`` of `bx*a` and `bx*b` (``_shifted``)."""
    ops = f"%a = muli %bx, {a} : tile<i32>\n  %b = muli %bx, {b} : tile<i32>\n  {combine}\n"
    return _shifted(params, f"{ops}  %q = muli %by, {c} : tile<i32>\n  %d = addi %m, %q : tile<i32>")


@pytest.mark.parametrize("combine", COMMUTING.values(), ids=COMMUTING.keys())
def test_arguments_swapped_inside_a_commuting_op_must_match_across_abis(combine: str) -> None:
    # min(bx*n, bx*o) + by*n against min(bx*o, bx*n) + by*o: the min's operands are written in the order of their
    # tags, so renaming n and o reorders them. Either way round, its operands are one min: min(bx*o, bx*n) + by*n
    # is the reference, min(bx*n, bx*o) + by*o the swap.
    reference = _combined(INTS_REF, combine, "%arg2", "%arg3", "%arg2")
    for params, n, o in ABIS:
        for same in ((n, o, n), (o, n, n)):
            assert not _must(diff_ir(reference, _combined(params, combine, *same)))
        for swapped in ((o, n, o), (n, o, o)):
            wrong = _must(diff_ir(reference, _combined(params, combine, *swapped)))
            assert any("stored value" in m for m in wrong), (params, swapped, wrong)


@pytest.mark.parametrize("combine", COMMUTING.values(), ids=COMMUTING.keys())
def test_arguments_inside_a_commuting_op_must_match_where_plain_terms_must(combine: str) -> None:
    # the arguments as written, swapped, or one read for both: inside the min, a difference must match exactly where
    # it does in the plain terms `a*by + b` (across ABIs a swap, never what a launcher may pass; within one, any)
    reference = _combined(INTS_REF, combine, "%arg2", "%arg3", "%arg2")
    plain_reference = _combined(INTS_REF, PLAIN, "%arg2", "%arg3", "%arg2")
    for abc in ((0, 1, 0), (1, 0, 1), (0, 0, 0), (1, 1, 1)):
        for params, n, o in ABIS:
            a, b, c = ((n, o)[k] for k in abc)
            plain = bool(_must(diff_ir(plain_reference, _combined(params, PLAIN, a, b, c))))
            assert bool(_must(diff_ir(reference, _combined(params, combine, a, b, c)))) is plain, (abc, params)
