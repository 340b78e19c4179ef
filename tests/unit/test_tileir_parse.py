"""Tile IR text parser, canonical form and input reading (text or bytecode), on small hand-written snippets.

The snippets follow what `tileirdisasm` 13.4 prints for cuTile Python 1.7 exports (copied shapes of real
output); the real exports themselves are exercised in tests/integration/test_ir_diff_cli.py.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tilebot.runner.tileir.canonical import (
    NOTE_BOUNDED,
    NOTE_CEIL_DIV,
    NOTE_CSE,
    NOTE_DEAD_CONSTANT,
    NOTE_FOLDED,
    canonicalize,
    is_barrier,
)
from tilebot.runner.tileir.disasm import BYTECODE_MAGIC, find_tileirdisasm, is_bytecode, read_ir
from tilebot.runner.tileir.errors import InputProblem, IRInputError
from tilebot.runner.tileir.model import Module, Op, Region, walk_ops
from tilebot.runner.tileir.parse import parse_ir
from tilebot.runner.tileir.tile_types import PartitionViewType, TileType, parse_type

SOFTMAX = """\
entry @softmax_kernel_Kt1_A2f16_3l0_A2f16_3l0_I1024(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, \
%arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, \
%arg9: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%assume, %assume_0], strides = [%arg3, %arg4] : tile<i32> -> \
tensor_view<?x?xf16, strides=[?,?]>
  %tview_7 = make_tensor_view %arg5, shape = [%arg6, %arg7], strides = [%arg8, %arg9] : tile<i32> -> \
tensor_view<?x?xf16, strides=[?,?]>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x1024), padding_value = neg_inf, \
tensor_view<?x?xf16, strides=[?,?]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %cst_0_i32] token = %0 : partition_view<tile=(1x1024), \
padding_value = neg_inf, tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> tile<1x1024xf16>, token
  %1 = ftof %tile  : tile<1x1024xf16> -> tile<1x1024xf32>
  %reduce = reduce %1 dim=1 identities=[0xFF800000 : f32] : tile<1x1024xf32> -> tile<1xf32>
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %7 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
    yield %7 : tile<f32>
  }
  %reshape = reshape %reduce : tile<1xf32> -> tile<1x1xf32>
  %bcast = broadcast %reshape : tile<1x1xf32> -> tile<1x1024xf32>
  %2 = subf %1, %bcast  : tile<1x1024xf32>
  %3 = exp %2  : tile<1x1024xf32>
  %reduce_8 = reduce %3 dim=1 identities=[0.000000e+00 : f32] : tile<1x1024xf32> -> tile<1xf32>
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %7 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %7 : tile<f32>
  }
  %reshape_9 = reshape %reduce_8 : tile<1xf32> -> tile<1x1xf32>
  %bcast_10 = broadcast %reshape_9 : tile<1x1xf32> -> tile<1x1024xf32>
  %4 = divf %3, %bcast_10  : tile<1x1024xf32>
  %cst_0_i32_11 = constant <i32: 0> : tile<i32>
  %5 = ftof %4  : tile<1x1024xf32> -> tile<1x1024xf16>
  %pview_12 = make_partition_view %tview_7 : partition_view<tile=(1x1024), tensor_view<?x?xf16, strides=[?,?]>>
  %6 = store_view_tko weak %5, %pview_12[%blockId_x, %cst_0_i32_11] token = %0 : tile<1x1024xf16>, \
partition_view<tile=(1x1024), tensor_view<?x?xf16, strides=[?,?]>>, tile<i32> -> token
  return
}"""

LOOPS = """\
entry @loops(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>) \
optimization_hints=<default = {num_cta_in_cga = 2, occupancy = 1}> {
  %0 = make_token : token
  %tview = make_tensor_view %arg0, shape = [%arg1], strides = [%arg2] : tile<i32> -> tensor_view<?xf32, strides=[?]>
  %pview = make_partition_view %tview : partition_view<tile=(16), tensor_view<?xf32, strides=[?]>>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<16xf32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %for = for %loopIdx in (%cst_0_i32 to %arg3, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_f32) \
-> (tile<16xf32>) {
    %tile, %result_token = load_view_tko weak %pview[%loopIdx] token = %0 optimization_hints = \
<default = {latency = 2}> : partition_view<tile=(16), tensor_view<?xf32, strides=[?]>>, tile<i32> -> tile<16xf32>, token
    %4 = addf %iterArg0, %tile  : tile<16xf32>
    continue %4 : tile<16xf32>
  }
  %1:3 = loop iter_values(%arg4 = %cst_0_i32, %arg5 = %for, %arg6 = %0) : tile<i32>, tile<16xf32>, token -> \
tile<i32>, tile<16xf32>, token {
    %4 = cmpi less_than %arg4, %arg3, signed : tile<i32> -> tile<i1>
    if %4 {
    } else {
      break %arg4, %arg5, %arg6 : tile<i32>, tile<16xf32>, token
    }
    %5 = addi %arg4, %cst_1_i32 : tile<i32>
    continue %5, %arg5, %arg6 : tile<i32>, tile<16xf32>, token
  }
  %2 = if %4_outer -> (tile<16xf32>) {
    yield %1#1 : tile<16xf32>
  } else {
    yield %for : tile<16xf32>
  }
  %3 = store_view_tko weak %2, %pview[%cst_0_i32] token = %1#2 : tile<16xf32>, partition_view<tile=(16), \
tensor_view<?xf32, strides=[?]>>, tile<i32> -> token
  return
}"""
# `%4_outer` must exist before the `if`: define it right after the constants.
LOOPS = LOOPS.replace(
    "  %for = for",
    "  %4_outer = cmpi greater_than %arg3, %cst_0_i32, signed : tile<i32> -> tile<i1>\n  %for = for",
)


def test_entry_signature_params_and_hints() -> None:
    m = parse_ir(LOOPS, "loops.mlir")
    (e,) = m.entries
    assert e.symbol == "loops"
    assert [p.name for p in e.params] == ["%arg0", "%arg1", "%arg2", "%arg3"]
    assert e.params[0].type == "tile<ptr<f32>>"
    assert e.hints == "default = {num_cta_in_cga = 2, occupancy = 1}"
    assert e.line == 1


def test_ops_results_operands_types_and_attributes() -> None:
    (e,) = parse_ir(SOFTMAX, "s.mlir").entries
    ops = {op.line: op for op in walk_ops(e.body)}
    load = next(op for op in ops.values() if op.name == "load_view_tko")
    assert [v.name for v in load.results] == ["%tile", "%result_token"]
    assert [v.name for v in load.operands] == ["%pview", "%blockId_x", "%cst_0_i32", "%0"]
    assert load.result_types == ["tile<1x1024xf16>", "token"]
    assert load.flags == ("weak",) and load.attrs == {"token": "%"}
    assert load.operands[0].producer is not None and load.operands[0].producer.name == "make_partition_view"
    bid = next(op for op in ops.values() if op.name == "get_tile_block_id")
    assert [v.type for v in bid.results] == ["tile<i32>"] * 3
    const = next(op for op in ops.values() if op.name == "constant")
    assert const.attrs["value"] == "i32: 0"
    view = next(op for op in ops.values() if op.name == "make_tensor_view")
    assert view.attrs == {"shape": "[%, %]", "strides": "[%, %]"}


def test_a_list_of_literals_is_an_attribute_an_index_list_is_not() -> None:
    """`permute %t [1, 0]` names its permutation by a bare list: an attribute, so that another one differs; the
    indices of a view access are operands."""
    text = (
        "entry @k(%arg0: tile<ptr<f32>>) {\n  %t = constant <f32: 1.0> : tile<2x4xf32>\n"
        "  %p = permute %t [1, 0] : tile<2x4xf32> -> tile<4x2xf32>\n  return\n}"
    )
    (e,) = parse_ir(text, "p.mlir").entries
    permute = next(op for op in walk_ops(e.body) if op.name == "permute")
    assert permute.attrs == {"list": "1, 0"} and permute.flags == ()
    (s,) = parse_ir(SOFTMAX, "s.mlir").entries
    load = next(op for op in walk_ops(s.body) if op.name == "load_view_tko")
    assert "list" not in load.attrs


def test_reduce_regions_are_scoped_per_region() -> None:
    (e,) = parse_ir(SOFTMAX, "s.mlir").entries
    reduces = [op for op in e.body.ops if op.name == "reduce"]
    assert len(reduces) == 2
    first, second = reduces
    assert first.attrs == {"dim": "1", "identities": "[0xFF800000 : f32]"}
    (body,) = first.regions
    assert body.header and [a.type for a in body.args] == ["tile<f32>", "tile<f32>"]
    assert [op.name for op in body.ops] == ["maxf", "yield"]
    # `%7` and the argument names repeat in the second body: each resolves inside its own region
    assert second.regions[0].ops[0].operands[0] is second.regions[0].args[0]
    assert second.regions[0].ops[0].name == "addf"


def test_for_loop_if_regions_and_multi_results() -> None:
    (e,) = parse_ir(LOOPS, "l.mlir").entries
    by_name = {op.name: op for op in e.body.ops}
    loop_for = by_name["for"]
    assert [v.name for v in loop_for.operands] == ["%cst_0_i32", "%arg3", "%cst_1_i32", "%cst_0_f32"]
    (region,) = loop_for.regions
    assert [a.name for a in region.args] == ["%loopIdx", "%iterArg0"]
    assert [a.type for a in region.args] == ["tile<i32>", "tile<16xf32>"]
    assert loop_for.result_types == ["tile<16xf32>"]
    load = region.ops[0]
    assert load.attrs["optimization_hints"] == "<default = {latency = 2}>"
    assert load.operands[1] is region.args[0]

    loop = by_name["loop"]
    assert [v.name for v in loop.results] == ["%1#0", "%1#1", "%1#2"]
    assert [a.type for a in loop.regions[0].args] == ["tile<i32>", "tile<16xf32>", "token"]
    inner_if = loop.regions[0].ops[1]
    assert inner_if.name == "if" and [r.label for r in inner_if.regions] == ["", "else"]
    assert inner_if.regions[0].ops == [] and inner_if.regions[1].ops[0].name == "break"

    branch = by_name["if"]
    assert branch.result_types == ["tile<16xf32>"]
    assert branch.regions[0].ops[0].operands[0] is loop.results[1]  # `%1#1`
    store = by_name["store_view_tko"]
    assert store.operands[-1] is loop.results[2]


def test_debug_locations_comments_module_wrapper_and_wrapped_lines() -> None:
    text = """\
// a comment line
cuda_tile.module @kernels {
  entry @k(%arg0: tile<ptr<f32>>,
           %arg1: tile<i32>) optimization_hints=<default = {}> {
    %0 = make_token : token loc(#loc9)
    %1 = addi %arg1, %arg1
         : tile<i32> loc(#loc10)
    return loc(#loc8)
  } loc(#loc9)
}
#loc = loc("/tmp/k.py":20:0)
#loc9 = #cuda_tile.di_loc<#loc in #di_subprogram>
"""
    m = parse_ir(text, "k.mlir")
    assert m.name == "kernels"
    (e,) = m.entries
    assert len(e.params) == 2
    assert [op.name for op in e.body.ops] == ["make_token", "addi", "return"]
    addi = e.body.ops[1]
    assert addi.line == 6 and addi.result_types == ["tile<i32>"]


CUT_AT_COMMA = SOFTMAX[: SOFTMAX.index("padding_value = neg_inf,") + len("padding_value = neg_inf,")]


def line_of(text: str, needle: str) -> int:
    return next(i for i, ln in enumerate(text.splitlines(), start=1) if needle in ln)


@pytest.mark.parametrize(
    ("text", "problem", "needle", "words"),
    [
        ("", InputProblem.EMPTY, None, "empty"),
        ("  \n\n\t\n", InputProblem.EMPTY, None, "empty"),
        ("def f(x):\n    return x\n", InputProblem.NOT_TILE_IR, None, "no `entry"),
        (SOFTMAX.rsplit("\n", 3)[0], InputProblem.TRUNCATED, "%pview_12 = ", "never closed"),
        (CUT_AT_COMMA, InputProblem.TRUNCATED, "%pview = make_partition_view", "stops inside"),
        (SOFTMAX.replace("  %3 = exp %2", "  %3 = exp %2\n  ??? what"), InputProblem.UNPARSEABLE, "???", "op name"),
        (SOFTMAX.replace("%3 = exp %2", "%3 = exp %nowhere"), InputProblem.UNPARSEABLE, "%nowhere", "never defined"),
        ("entry @k(%arg0 tile<i32>) {\n  return\n}\n", InputProblem.UNPARSEABLE, "entry", "parameter"),
        ("entry @k() {\n  return\n}\n} extra\n", InputProblem.UNPARSEABLE, "extra", "module level"),
    ],
)
def test_unusable_input_names_the_file_the_problem_and_the_line(
    text: str, problem: InputProblem, needle: str | None, words: str
) -> None:
    with pytest.raises(IRInputError) as err:
        parse_ir(text, "in/put.mlir")
    exc = err.value
    assert exc.problem is problem
    assert exc.path == "in/put.mlir"
    assert words in str(exc)
    if needle is not None:
        line = line_of(text, needle)
        assert exc.line == line
        assert str(exc).startswith(f"in/put.mlir:{line}: {problem.value}")
    else:
        assert str(exc).startswith(f"in/put.mlir: {problem.value}")


def test_type_records() -> None:
    t = parse_type("tile<64x32xf16>")
    assert t == TileType((64, 32), "f16") and not t.is_scalar
    assert parse_type("tile<128xptr<f32>>") == TileType((128,), "ptr<f32>")
    assert parse_type("tile<i32>") == TileType((), "i32")
    view = parse_type(
        "partition_view<tile=(4x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>, dim_map=[1, 0]>"
    )
    assert isinstance(view, PartitionViewType)
    assert view.tile == (4, 32) and view.padding == "zero" and view.dim_map == (1, 0)
    assert view.tensor is not None and view.tensor.strides == ("?", "1") and view.tensor.elem == "f32"


# ---------------------------------------------------------------------------------------------- canonical form


def canon(text: str) -> str:
    return canonicalize(parse_ir(text, "x.mlir")).text()


def test_ssa_names_and_entry_symbol_do_not_matter() -> None:
    renamed = (
        SOFTMAX.replace("%tile", "%t")
        .replace("%reduce_lhs", "%l")
        .replace("%bcast", "%b")
        .replace("@softmax_kernel_Kt1_A2f16_3l0_A2f16_3l0_I1024", "@my_softmax_Kt1_A2f16")
    )
    assert renamed != SOFTMAX
    assert canon(renamed) == canon(SOFTMAX)
    assert canon(SOFTMAX).startswith("entry @kernel(%arg0: tile<ptr<f16>>")
    ce = canonicalize(parse_ir(SOFTMAX, "x.mlir")).entries[0]
    assert ce.source_symbol == "softmax_kernel_Kt1_A2f16_3l0_A2f16_3l0_I1024"
    assert ce.kernel_name == "softmax_kernel"


def test_independent_op_order_and_commutative_operands_are_normalized() -> None:
    lines = SOFTMAX.split("\n")
    i_t7 = next(i for i, ln in enumerate(lines) if "%tview_7 = " in ln)
    i_bid = next(i for i, ln in enumerate(lines) if "get_tile_block_id" in ln)
    moved = lines[:]
    moved[i_t7], moved[i_bid] = lines[i_bid], lines[i_t7]  # two independent ops swapped
    swapped = "\n".join(moved).replace("maxf %reduce_lhs, %reduce_rhs", "maxf %reduce_rhs, %reduce_lhs")
    assert swapped != SOFTMAX
    assert canon(swapped) == canon(SOFTMAX)
    # subf is not commutative: swapping its operands is a different program
    assert canon(SOFTMAX.replace("subf %1, %bcast", "subf %bcast, %1")) != canon(SOFTMAX)


def test_noise_dead_constants_and_duplicates_are_dropped() -> None:
    ce = canonicalize(parse_ir(SOFTMAX, "x.mlir")).entries[0]
    text = canon(SOFTMAX)
    assert "assume" not in text
    assert ce.notes[NOTE_BOUNDED] == 2
    assert ce.notes[NOTE_CSE] == 1  # the second `constant <i32: 0>`
    assert text.count("constant <i32: 0>") == 1
    # users of an assumed value read the value itself
    assert "make_tensor_view %arg0, shape = [%arg1, %arg2]" in text
    dead = SOFTMAX.replace("  %1 = ftof", "  %cst_9 = constant <f32: 9.0> : tile<f32>\n  %1 = ftof")
    dce = canonicalize(parse_ir(dead, "x.mlir")).entries[0]
    assert dce.notes[NOTE_DEAD_CONSTANT] == 1
    assert canon(dead) == text


def test_divisibility_assumptions_are_kept_as_facts() -> None:
    text = SOFTMAX.replace(
        "  %assume = assume bounded<0, ?>, %arg1 : tile<i32>",
        "  %a16 = assume div_by<16>, %arg0 : tile<ptr<f16>>\n  %assume = assume bounded<0, ?>, %arg1 : tile<i32>",
    ).replace("make_tensor_view %arg0,", "make_tensor_view %a16,")
    ce = canonicalize(parse_ir(text, "x.mlir")).entries[0]
    (fact,) = ce.assumptions
    assert fact.predicate == "div_by<16>" and fact.subject == "param 0" and fact.on_param
    assert canon(text) == canon(SOFTMAX)  # the assumption is a fact of the entry, not an op


def test_ceil_div_and_constant_folding() -> None:
    head = (
        "entry @k(%arg0: tile<i32>) {\n  %c64 = constant <i32: 64> : tile<i32>\n  %c1 = constant <i32: 1> : tile<i32>\n"
    )
    tail = "  print_like %q : tile<i32>\n  return\n}\n"
    ceil = head + "  %q = divi %arg0, %c64 signed rounding<positive_inf> : tile<i32>\n" + tail
    by_hand = (
        head + "  %s = addi %arg0, %c64 : tile<i32>\n  %m = subi %s, %c1 : tile<i32>\n"
        "  %q = divi %m, %c64 signed rounding<negative_inf> : tile<i32>\n" + tail
    )
    plus63 = (
        head + "  %c63 = constant <i32: 63> : tile<i32>\n  %s = addi %c63, %arg0 : tile<i32>\n"
        "  %q = divi %s, %c64 signed : tile<i32>\n" + tail
    )
    assert canon(by_hand) == canon(ceil) == canon(plus63)
    assert canonicalize(parse_ir(by_hand, "x")).entries[0].notes[NOTE_CEIL_DIV] == 1
    # rounding up already, or a different divisor: not the pattern
    assert canon(by_hand.replace("%q = divi %m, %c64", "%q = divi %m, %c1")) != canon(ceil)

    folded = head + "  %c4 = constant <i32: 4> : tile<i32>\n  %q = muli %c4, %c64 : tile<i32>\n" + tail
    literal = head + "  %q = constant <i32: 256> : tile<i32>\n" + tail
    assert canon(folded) == canon(literal)
    assert canonicalize(parse_ir(folded, "x")).entries[0].notes[NOTE_FOLDED] == 1
    wraps = head + "  %big = constant <i32: 2147483647> : tile<i32>\n  %q = addi %big, %c1 : tile<i32>\n" + tail
    assert "constant <i32: -2147483648>" in canon(wraps)


def _ceil_by_hand(numerator: str, divisor: str, rounding: str = "rounding<negative_inf>", flag: str = "signed") -> str:
    """`(a + b - 1) / b` over (n, o, x): ``numerator`` and ``divisor`` define %a and %b from them."""
    return (
        "entry @k(%arg0: tile<i32>, %arg1: tile<i32>, %arg2: tile<ptr<i32>>) {\n  %0 = make_token : token\n"
        f"  %c1 = constant <i32: 1> : tile<i32>\n  {numerator}\n  {divisor}\n"
        "  %s = addi %a, %b : tile<i32>\n  %m = subi %s, %c1 : tile<i32>\n"
        f"  %q = divi %m, %b {flag} {rounding} : tile<i32>\n  print_like %q : tile<i32>\n  return\n}}\n"
    )


def _ceil_div_read(text: str) -> bool:
    return canonicalize(parse_ir(text, "x")).entries[0].notes[NOTE_CEIL_DIV] == 1


N, C64, DIFFERENCE = (
    "%a = addi %arg0, %c1 : tile<i32>",
    "%b = constant <i32: 64> : tile<i32>",
    "%b = subi %arg0, %arg1 : tile<i32>",
)
LOADED = "%a, %t = load_ptr_tko weak %arg2 token=%0 : tile<ptr<i32>> -> tile<i32>, token"


def test_ceil_div_is_read_only_where_the_signs_make_it_one_value() -> None:
    # rounding down by a divisor of at least 1: ceil(a / b) for every a, an index read from memory too
    assert _ceil_div_read(_ceil_by_hand(N, C64)) and _ceil_div_read(_ceil_by_hand(LOADED, C64))
    # toward zero: where a is never negative (an argument + 1), not an index read from memory (a = -127: 0, not -1)
    assert _ceil_div_read(_ceil_by_hand(N, C64, rounding=""))
    assert not _ceil_div_read(_ceil_by_hand(LOADED, C64, rounding=""))
    capped = (
        f"{LOADED.replace('%a,', '%v,')}\n  %a = mini %v, %arg0 signed : tile<i32>"  # as negative as the index read
    )
    assert not _ceil_div_read(_ceil_by_hand(capped, C64, rounding=""))
    clamped = f"{capped}\n  %c0 = constant <i32: 0> : tile<i32>\n  %a2 = maxi %a, %c0 signed : tile<i32>"
    assert _ceil_div_read(_ceil_by_hand(clamped, C64, rounding="").replace("addi %a, %b", "addi %a2, %b"))
    # unsigned: where both are never negative as signed values (below 2**31, as index math reads them), so that
    # `a + b - 1` does not wrap; not an index read from memory (a = -1 reads 2**32 - 1: `a + 63` wraps to 62, and
    # 62 / 64 is 0, not 2**26), nor a divisor that may be negative (n - o = -1 reads 2**32 - 1: `a + b - 1` wraps)
    assert _ceil_div_read(_ceil_by_hand(N, C64, rounding="", flag="unsigned"))
    for numerator, divisor in ((LOADED, C64), (N, DIFFERENCE), (LOADED, DIFFERENCE)):
        assert not _ceil_div_read(_ceil_by_hand(numerator, divisor, rounding="", flag="unsigned"))
    # a loop's index: never negative from a start never negative (0), may be from one that may be (n - o)
    for start, read in (("%c0", True), ("%d", False)):
        looped = (
            "entry @k(%arg0: tile<i32>, %arg1: tile<i32>) {\n  %c0 = constant <i32: 0> : tile<i32>\n"
            "  %c1 = constant <i32: 1> : tile<i32>\n  %c63 = constant <i32: 63> : tile<i32>\n"
            "  %c64 = constant <i32: 64> : tile<i32>\n  %d = subi %arg0, %arg1 : tile<i32>\n"
            f"  for %i in ({start} to %arg0, step %c1) : tile<i32> {{\n"
            "    %s = addi %i, %c63 : tile<i32>\n    %q = divi %s, %c64 signed : tile<i32>\n"
            "    print_like %q : tile<i32>\n    continue\n  }\n  return\n}\n"
        )
        assert _ceil_div_read(looped) is read
    # by a divisor that may be negative (n - o, -64, an index read from memory): floor((a + b - 1) / b) is not
    # ceil(a / b) (b = -1, a = 0: 2), and the source's division stays
    negative = "%b = constant <i32: -64> : tile<i32>"
    loaded = "%b, %t = load_ptr_tko weak %arg2 token=%0 : tile<ptr<i32>> -> tile<i32>, token"
    for divisor in (DIFFERENCE, negative, loaded):
        by_hand = _ceil_by_hand(N, divisor)
        assert not _ceil_div_read(by_hand)
        assert "rounding<negative_inf>" in canon(by_hand) and "positive_inf" not in canon(by_hand)


def test_canonical_text_is_a_fixed_point() -> None:
    for text in (SOFTMAX, LOOPS):
        once = canon(text)
        assert canon(once) == once
        assert len(parse_ir(once, "c").entries) == 1


def shuffled(module: Module, rng: random.Random) -> Module:
    """The same program with every region's ops in another valid order (data, barriers, terminator last)."""

    def region(r: Region) -> None:
        for op in r.ops:
            for inner in op.regions:
                region(inner)
        here = {v: op for op in r.ops for v in op.results}
        deps: dict[Op, set[Op]] = {}
        last_barrier = None
        for op in r.ops:
            reads = list(op.operands) + [v for inner in op.regions for o in walk_ops(inner) for v in o.operands]
            need = {here[v] for v in reads if v in here and here[v] is not op}
            if op.is_terminator:
                need = {o for o in r.ops if o is not op}
            if is_barrier(op):
                if last_barrier is not None:
                    need.add(last_barrier)
                last_barrier = op
            deps[op] = need
        order: list[Op] = []
        while len(order) < len(r.ops):
            ready = [op for op in r.ops if op not in order and deps[op] <= set(order)]
            order.append(rng.choice(ready))
        r.ops = order

    for e in module.entries:
        region(e.body)
    return module


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32 - 1))
def test_canonical_form_does_not_depend_on_the_order_of_independent_ops(seed: int) -> None:
    rng = random.Random(seed)
    store = next(ln for ln in SOFTMAX.splitlines() if "store_view_tko" in ln)
    two_stores = SOFTMAX.replace(
        store, store + "\n" + store.replace("%6 =", "%6b =").replace("weak %5,", "weak %tile,")
    )
    for text in (SOFTMAX, LOOPS, two_stores):
        expected = canon(text)
        module = shuffled(parse_ir(text, "x.mlir"), rng)
        assert canonicalize(module).text() == expected


def test_invariant_code_leaves_loops_and_merges_with_its_twin() -> None:
    inside = LOOPS.replace(
        "    %4 = addf %iterArg0, %tile  : tile<16xf32>",
        "    %two = constant <f32: 2.0> : tile<16xf32>\n    %s2 = mulf %cst_0_f32, %two : tile<16xf32>\n"
        "    %4 = addf %iterArg0, %s2  : tile<16xf32>\n    %unused = addf %iterArg0, %tile : tile<16xf32>",
    )
    outside = LOOPS.replace(
        "  %for = for",
        "  %two = constant <f32: 2.0> : tile<16xf32>\n  %s2 = mulf %cst_0_f32, %two : tile<16xf32>\n  %for = for",
    ).replace("    %4 = addf %iterArg0, %tile  : tile<16xf32>", "    %4 = addf %iterArg0, %s2  : tile<16xf32>")
    assert canon(inside) == canon(outside)
    # a division may trap: it stays inside the branch that guards it
    guarded = LOOPS.replace(
        "    yield %1#1 : tile<16xf32>",
        "    %q = divi %arg3, %arg3 signed : tile<i32>\n    print_like %q : tile<i32>\n    yield %1#1 : tile<16xf32>",
    )
    text = canon(guarded)
    lines = text.splitlines()
    assert lines.index(next(ln for ln in lines if " = if " in ln)) < lines.index(
        next(ln for ln in lines if "divi" in ln)
    )


def test_loops_keep_their_relative_order_and_terminators_stay_last() -> None:
    text = canon(LOOPS)
    body = [ln.strip() for ln in text.splitlines()]
    assert body.index(next(ln for ln in body if " = for " in ln)) < body.index(
        next(ln for ln in body if " = loop " in ln)
    )
    assert body[-2] == "return"
    assert "loop iter_values(%r" in text  # region arguments renamed too


# ---------------------------------------------------------------------------------------------- input reading


def test_read_text_file_and_detect_bytecode(tmp_path: Path) -> None:
    p = tmp_path / "k.mlir"
    p.write_text(SOFTMAX)
    r = read_ir(p)
    assert r.origin == "text" and r.text == SOFTMAX
    assert is_bytecode(BYTECODE_MAGIC + b"\x0d\x03") and not is_bytecode(SOFTMAX.encode())


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        (b"", InputProblem.EMPTY),
        (b"\x00\xff\xfe binary junk \x81", InputProblem.NOT_TILE_IR),
    ],
)
def test_read_unusable_files(tmp_path: Path, content: bytes, problem: InputProblem) -> None:
    p = tmp_path / "bad.bin"
    p.write_bytes(content)
    with pytest.raises(IRInputError) as err:
        read_ir(p)
    assert err.value.problem is problem and str(p) in str(err.value)
    with pytest.raises(IRInputError) as missing:
        read_ir(tmp_path / "nope.tileirbc")
    assert missing.value.problem is InputProblem.MISSING


def test_bytecode_without_tileirdisasm_is_a_clear_error(tmp_path: Path) -> None:
    p = tmp_path / "k.tileirbc"
    p.write_bytes(BYTECODE_MAGIC + b"\x0d\x03\x00\x00")
    fake_bin = tmp_path / "bin"
    fake_bin.mkdir()
    fake_tileiras = fake_bin / "tileiras"  # a tileiras without tileirdisasm beside it
    fake_tileiras.write_text("#!/bin/sh\nexit 0\n")
    fake_tileiras.chmod(0o755)
    env = {"CUTILE_TILEIRAS_PATH": str(fake_tileiras), "PATH": str(fake_bin)}
    assert find_tileirdisasm(env) is None
    code = f"""
import os, sys
os.environ.clear(); os.environ.update({env!r})
from pathlib import Path
from tilebot.runner.tileir.disasm import read_ir
from tilebot.runner.tileir.errors import IRInputError
try:
    read_ir(Path({str(p)!r}))
except IRInputError as exc:
    print(exc.problem.value, "|", exc)
"""
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60)
    assert out.stdout.startswith("tool missing |"), out.stdout + out.stderr
    assert "nvidia-cuda-tileiras" in out.stdout and str(p) in out.stdout


def test_real_tileirdisasm_rejects_truncated_bytecode(tmp_path: Path) -> None:
    tool = find_tileirdisasm(os.environ)
    assert tool is not None, "tileirdisasm (nvidia-cuda-tileiras 13.4) is part of the dev install"
    p = tmp_path / "cut.tileirbc"
    p.write_bytes(BYTECODE_MAGIC + b"\x0d\x03\x00\x00\x82\xd6\x01")
    with pytest.raises(IRInputError) as err:
        read_ir(p)
    assert err.value.problem is InputProblem.DISASSEMBLY
    assert "tileirdisasm exit" in str(err.value) and str(p) in str(err.value)
