"""The IR mutation corpus: source-level mutants and equivalent rewrites of the real kernels in ``kernels.py``.

A base is a kernel of ``kernels.py`` with one launch signature. A variant edits its base's source text (each
``(old, new)`` replaces ``old``, which must occur exactly once in the base kernel) and is compiled for the base's
signature unless it names its own. A mutant computes something else and must be FAIL_FIXABLE with a must_match
finding of its ``category``; an equivalent computes the same and must have no must_match finding. A ``port`` variant
is diffed as stage C diffs a cutile-rs port: its entry symbol names no parameter, and its argument layout comes
from a Rust signature through the reader stage C uses on kernel.rs (``port_naming``), unless the variant says none
does (``layout``: a port whose kernel.rs names no argument, where integer arguments pair by rank).
"""

from __future__ import annotations

import ast
import re
from collections.abc import Mapping
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Literal

from tests.support.ir_corpus.export import Param, export_kernels, kernel_source
from tilebot.runner.targets.cutile_rs.entry_layout import entry_layouts
from tilebot.runner.tileir.diff import DiffResult, Naming, diff_ir
from tilebot.runner.tileir.rules import Severity

F32_1, F16_2, F32_2 = "f32:1", "f16:2", "f32:2"

# base id → (kernel in kernels.py, signature)
BASES: dict[str, tuple[str, tuple[Param, ...]]] = {
    "add": ("add", (F32_1, F32_1, F32_1, 128)),
    "sub": ("sub", (F32_1, F32_1, F32_1, 128)),
    "axpb": ("axpb", (F32_1, F32_1, 128)),
    "ratio": ("ratio", (F32_1, F32_1, F32_1, 128)),
    "softmax": ("softmax", (F16_2, F16_2, 1024)),
    "rms_norm": ("rms_norm", (F16_2, F16_2, F16_2, 1024)),
    "layer_norm": ("layer_norm", (F16_2, F16_2, F16_2, F16_2, 1024)),
    "silu_mul": ("silu_mul", (F32_1, F32_1, F32_1, 128)),
    "gelu": ("gelu", (F32_1, F32_1, 128)),
    "matmul": ("matmul", (F16_2, F16_2, F16_2, 64, 64, 32)),
    "matmul_square": ("matmul", (F16_2, F16_2, F16_2, 64, 64, 64)),
    "row_sum": ("row_sum", (F32_2, F32_1, 1024, 128)),
    "transpose": ("transpose", (F32_2, F32_2, 32, 64)),
    "transpose_square": ("transpose", (F32_2, F32_2, 64, 64)),
    "gather_copy": ("gather_copy", (F32_1, F32_1, 128)),
    "indexed_gather": ("indexed_gather", (F32_1, "i32:1", F32_1, 128)),
    "persistent_scale": ("persistent_scale", (F32_1, F32_1, "i32", 128)),
    "wrap_by_extent": ("wrap_by_extent", (F32_1, F32_1, 128)),
    "row_scale": ("row_scale", (F32_2, F32_1, F32_2, 64, 64)),
    "blocked_copy": ("blocked_copy", (F32_1, F32_1, 16, 128)),  # n folded: variants passing it compare loosely
    "pitched_rows": ("pitched_rows", (F32_1, F32_1, "i32", "i32", 128)),
    "tile_gather": ("tile_gather", (F32_2, F32_2, 64, 64)),  # square: both index tiles are one iota length
    "strided_tiles": ("strided_tiles", (F32_1, F32_1, 4, "i32", "i32", 128)),  # n folded
    "checked_scale": ("checked_scale", (F32_1, F32_1, 128)),
    "checked_rows": ("checked_rows", (F32_1, F32_1, "i32", 128)),
    "floor_negatives": ("floor_negatives", (F32_1, F32_1, 128)),
    "above_threshold": ("above_threshold", (F32_1, "i32:1", F32_1, 128)),
    "bounded_gather": ("bounded_gather", (F32_1, "i32:1", F32_1, "i32", 128)),
    "capped_gather": ("capped_gather", (F32_1, "i32:1", F32_1, "i32", "i32", 128)),
    "tail_gather": ("tail_gather", (F32_1, F32_1, "i32", 128)),
    "floored_gather": ("floored_gather", (F32_1, "i32:1", F32_1, "i32", 128)),
    "wrapped_gather": ("wrapped_gather", (F32_1, "i32:1", F32_1, "i32", 128)),
    "clamped_gather": ("clamped_gather", (F32_1, F32_1, "i32", "i32", 128)),
    "wrapped_by_difference": ("wrapped_by_difference", (F32_1, F32_1, "i32", "i32", 128)),
    "matching_keys": ("matching_keys", (F32_1, "i32:1", F32_1, 128)),
    "tail_select": ("tail_select", (F32_1, F32_1, "i32", 128)),
    "widened_lanes": ("widened_lanes", (F32_1, "i32:1", F32_1, 128)),
    "shifted_window": ("shifted_window", (F32_1, F32_1, "i32", "i32", 4, 128)),  # m folded: variants passing it
    "ceil_by_difference": ("ceil_by_difference", (F32_1, F32_1, "i32", "i32", 128)),
    "shifted_by_entries": ("shifted_by_entries", (F32_1, "i32:1", F32_1, "i32", "i32", 4, 128)),  # m folded
    "clipped_window": ("clipped_window", (F32_1, F32_1, "i32", "i32", 4, 128)),  # m folded: variants passing it
    "cube_permute": ("cube_permute", ("f32:3", "f32:3", 8)),
    "overwritten": ("overwritten", (F32_1, F32_1, F32_1, 128)),
    "powers": ("powers", (F32_1, F32_1, F32_1, 128)),
    "prefix_sum": ("prefix_sum", (F32_2, F32_2, 128)),
    "masked_pick": ("masked_pick", (F32_1, F32_1, F32_1, "i32", 128)),
    "changed_lanes": ("changed_lanes", (F32_1, F32_1, F32_1, "i32", 128)),
    "clamped": ("clamped", (F32_1, F32_1, F32_1, 128)),
    "masked_rows": ("masked_rows", (F32_2, F32_2, F32_2, "i32", 64)),
}

Edit = tuple[str, str]


@dataclass(frozen=True)
class Variant:
    name: str
    base: str
    kind: Literal["mutant", "equivalent"]
    klass: str  # the mutation class (or the kind of equivalent rewrite)
    edits: tuple[Edit, ...]
    category: str = ""  # mutants: the must_match category the diff must report
    signature: tuple[Param, ...] | None = None  # another launch of the same source (tile shapes)
    port: bool = False  # diffed as stage C sees a cutile-rs port of it (``as_port``)
    layout: bool = True  # a port: its argument layout read from a Rust signature, else none (pairing by rank)


def M(
    name: str, base: str, klass: str, category: str, *edits: Edit, signature: tuple[Param, ...] | None = None
) -> Variant:
    return Variant(name, base, "mutant", klass, edits, category, signature)


def E(name: str, base: str, klass: str, *edits: Edit) -> Variant:
    return Variant(name, base, "equivalent", klass, edits)


SWAP, SUBST, CONST, RED, PAD = "operand swap", "op substitution", "constant", "reduction axis/kind", "padding"
INDEX, ARRAY, LOOP = "index/offset", "wrong array", "loop bound/step"
DTYPE, SHAPE, MOVE = "dtype/accumulator", "tile shape", "missing data movement"
BCAST = "broadcast axis"
# Variants of blocked_copy launched with n an argument: their entries take other arguments than the base's (n
# folded), so index math compares loosely (arguments abstracted); a constant on both sides must still agree.
ABI_INDEX, ABI_LOOP = "index constant, other ABI", "loop bound, other ABI"
ABI_ARG = "index argument, other ABI"
N_PASSED = (F32_1, F32_1, "i32", 128)
# pitched_rows launched with the pitch an i64: the entries take other arguments, the integer scalars in one order.
PITCH_I64 = (F32_1, F32_1, "i32", "i64", 128)
# Stride arguments passed as plain integers where the two entries take different numbers of integers (strided_tiles
# launched with n passed): the stride a port reads must be the one the reference reads there.
ABI_STRIDE = "stride argument, other ABI"
STRIDES_N_PASSED = (F32_1, F32_1, "i32", "i32", "i32", 128)
STRIDES_I64 = (F32_1, F32_1, 4, "i32", "i64", 128)
STRIDED_INDEX = "ct.bid(0) * stride_r + (ct.bid(1) * T + ct.arange(T, dtype=ct.int32)) * stride_c"
# Where the reference folded n = 16, the candidate reads another argument (an array's stride) in its place: the
# constant stands for n only. With both symbols demangled, and as a port whose symbol says nothing (``as_port``).
FOLDED = "folded constant read as another argument"
FOLDED_PORT = "folded constant read as another argument, port layout"
# Mutants and equivalents of other launches diffed as cutile-rs ports: the candidate's entry symbol names no
# parameter (`<fn>_entry`), so its integer arguments pair by the layout its Rust signature gives.
PORT_ARG = "argument read, port layout"
PORT_ABI = "another launcher ABI (port layout)"
ASSERT = "assert message"
CHECK = '"checked_scale: x must be non-negative"'
# What an assert checks (which inputs abort the kernel) and what a print prints, where both sides assert or print.
ASSERT_CONDITION, PRINT = "assert condition", "print format/value"
# A float compare that decides which lanes a select keeps: another predicate, or NaN lanes kept (`~(v < 0)` is an
# unordered `>=`), is another kernel; the same relation written the other way round (`0.0 <= v`) is not.
COMPARE = "float compare predicate"
# A select's condition negated with its arms swapped is the same select; `~(v >= 0.0)` is the unordered `v < 0.0`.
NEGATED = "negated select condition, arms swapped"
WHERE_POSITIVE, WHERE_ORDERED = "ct.where(v >= 0.0, v, -1.0)", "ct.where(v < 0.0, -1.0, v)"
WHERE_ABOVE, WHERE_BELOW = "ct.where(q > k, 1.0, 0.0)", "ct.where(q < k, 0.0, 1.0)"
# The same for an integer compare on data (not index math): also its signedness (`ct.uint32` operands compare
# unsigned), which decides the lanes where one operand is negative.
INT_COMPARE = "integer compare predicate"
UNSIGNED = "ct.astype(q, ct.uint32) > ct.astype(k, ct.uint32)"
UNSIGNED_INDEX = "ct.astype(i, ct.uint32) < ct.astype(n, ct.uint32)"
# A min, max or remainder of index math taken unsigned (`ct.uint32` operands): where an operand (an index read from
# memory) may be negative it picks or wraps other values; of values never negative it is the same.
INT_SIGNEDNESS = "integer min/max/remainder signedness"
LOADED_INDEX = "ct.load(ix, index=(ct.bid(0),), shape=(T,))"
# A difference of two integer arguments in index math where the two entries take different arguments (shifted_window
# launched with m passed): which argument is subtracted, and that there are two, must match. Also as a port whose
# kernel.rs names no argument, where the entries' integer arguments pair by rank (one more on the candidate's side).
ABI_DIFFERENCE, PORT_RANK = "argument difference, other ABI", "argument difference, port paired by rank"
PORT_RANK_ABI = "another launcher ABI (port paired by rank)"
M_PASSED = (F32_1, F32_1, "i32", "i32", "i32", 128)
SHIFT = "ct.arange(T, dtype=ct.int32) + (n - o)"
# The same with the shift a difference of two integers read from memory at n and o (shifted_by_entries): the loads
# differ only by the argument that indexes each, which must still pair in the kernel's order.
LOADED_DIFFERENCE = "loaded difference, other ABI"
ENTRIES_M_PASSED = (F32_1, "i32:1", F32_1, "i32", "i32", "i32", 128)
ENTRIES = "ct.load(ix, index=(n,), shape=(1,)) - ct.load(ix, index=(o,), shape=(1,))"
# `(a + b - 1) // b` is `ct.cdiv(a, b)` only for a divisor b > 0 (floor division): by n - o, which may be negative,
# it is another division; by a lane's place + 1 the same
CEIL_BY_HAND = "hand-written ceil division, divisor may be negative"
CEIL_BY_HAND_POSITIVE = "hand-written ceil division, positive divisor"
# n and o swapped in `bid(1) * n + min(bid(0) * n, bid(0) * o)` under another ABI (clipped_window launched with m
# passed): the minimum's operands are written in the order of the arguments they read, which the swap reverses. Also
# as a port whose kernel.rs names no argument (integer arguments paired by rank).
ABI_MIN, PORT_RANK_MIN = "argument swap inside a min, other ABI", "argument swap inside a min, port paired by rank"
CLIP = "ct.bid(1) * n + ct.minimum(b * n, b * o)"
# Which axes a permutation exchanges; which of two writes to one place comes last (what memory keeps); a gather's
# padding value where the gathered lanes reach a store through a view (which keeps the lanes the gather padded); the
# arms of a select; a gather's own mask; a float op's rounding mode; a scan's direction.
PERMUTATION, STORE_ORDER = "permutation axes", "order of two writes to one place"
GATHER_PADDING = "gather padding stored through a view"
SELECT_ARMS, MASK_DROPPED = "select arms swapped", "mask dropped"
ROUNDING, SCAN = "float rounding mode", "scan direction"
# A condition that is an `andi` of compares, one negated (`~(i < n)` is `i >= n`; `~(v <= 0.0)` is the unordered
# `v > 0.0`, true on NaN lanes), or the select's whole condition negated by De Morgan with its arms swapped.
PICKED = "ct.where((v > 0.0) & (i >= n), v, w)"
CHANGED = "ct.where((i < n) & (v != w), v, 0.0)"
# A float minimum or maximum written as a select by a compare between its arms: the same only where a NaN lane
# keeps a constant arm that is not NaN, and a lane where the two are zeros of other signs keeps -0.0 (min) or +0.0
# (max); `minimum(v, w)` of two data tiles never (a NaN in w); `propagate_nan` another minimum.
FLOAT_EXTREMUM = "float min/max written as a select"
# A condition compared with True or False is the condition (`c == True`, `c != False`) or its negation (`c != True`,
# `c == False`), and a negation written after a reshape, broadcast or permute is the same op of the negation; a
# negation dropped, or moved to the other operand of the `andi`, is another mask.
NEGATION = "condition negation dropped or moved"
ROW_MASK = "ct.broadcast_to(ct.reshape(r >= n, (T, 1)), (T, T))"
ROW_MASK_BELOW = "ct.broadcast_to(ct.reshape(r < n, (T, 1)), (T, T))"
Y_WRITES = "    ct.store(y, index=(b,), tile=t)\n    ct.store(y, index=(b,), tile=t * 2.0)\n"
Z_WRITE = "    ct.store(z, index=(b,), tile=t + 1.0)\n"


def unsigned(op: str, a: str, b: str) -> str:
    """``op`` (a ``ct`` function or a Python operator) of ``a`` and ``b`` taken as ``uint32``, back to ``int32``."""
    ua, ub = f"ct.astype({a}, ct.uint32)", f"ct.astype({b}, ct.uint32)"
    both = f"ct.{op}({ua}, {ub})" if op.isidentifier() else f"{ua} {op} {ub}"
    return f"ct.astype({both}, ct.int32)"


# A value widened (`exti`) or converted to float (`itof`) as `uint32`: zero-extended, read unsigned
WIDENING = "unsigned widening or int-to-float"


def widened(value: str, dtype: str) -> Edit:
    """``ct.astype(value, dtype)`` spelled through ``uint32``."""
    return f"ct.astype({value}, {dtype})", f"ct.astype(ct.astype({value}, ct.uint32), {dtype})"


ROW_CHECK, ROW_PRINT = "ct.assert_(b * T < n,", 'ct.printf("from %d: %f\\n", b * T, v)'
ROWS, COLS = "ct.reshape(ct.arange(TM, dtype=ct.int32), (TM, 1))", "ct.reshape(ct.arange(TN, dtype=ct.int32), (1, TN))"
BLOCKED_STORE = "ct.store(y, index=(ct.bid(1) * n + ct.bid(0) * 4 + k,)"
ROW_SUM_LOAD = "ct.astype(ct.load(x, index=(row, k), shape=(1, T), padding_mode=ct.PaddingMode.ZERO), ct.float32)"
SOFTMAX_LOAD = "ct.load(x, index=(row, 0), shape=(1, TILE_N), padding_mode=ct.PaddingMode.NEG_INF)"
RMS_LOAD = "ct.load(x, index=(row, 0), shape=(1, N), padding_mode=ct.PaddingMode.ZERO)"
MATMUL_RANGE = "range(ct.num_tiles(A, axis=1, shape=(TM, TK)))"
PERSISTENT_RANGE = "range(ct.bid(0), tiles, ct.num_blocks(0))"

MUTANTS: tuple[Variant, ...] = (
    # operand swaps
    M("sub_swapped", "sub", SWAP, "arithmetic", ("tile=a - c", "tile=c - a")),
    M("ratio_swapped", "ratio", SWAP, "arithmetic", ("tile=e / s", "tile=s / e")),
    M("softmax_exp_swapped", "softmax", SWAP, "arithmetic", ("ct.exp(t - m)", "ct.exp(m - t)")),
    M("matmul_mma_swapped", "matmul_square", SWAP, "mma", ("ct.mma(a, b, acc)", "ct.mma(b, a, acc)")),
    M("silu_div_swapped", "silu_mul", SWAP, "arithmetic", ("1.0 / (1.0 + ct.exp(-x))", "(1.0 + ct.exp(-x)) / 1.0")),
    M("layer_norm_w_b_swapped", "layer_norm", SWAP, "memory_op", ("d * r * g + h", "d * r * h + g")),
    M("gelu_sub_swapped", "gelu", SWAP, "arithmetic", ("(1.0 + ct.tanh(inner))", "(ct.tanh(inner) - 1.0)")),
    # op substitutions
    M("add_as_sub", "add", SUBST, "arithmetic", ("tile=a + c", "tile=a - c")),
    M("sub_as_add", "sub", SUBST, "arithmetic", ("tile=a - c", "tile=a + c")),
    M("axpb_mul_as_div", "axpb", SUBST, "arithmetic", ("a * 0.125", "a / 0.125")),
    M("softmax_exp_as_exp2", "softmax", SUBST, "arithmetic", ("ct.exp(t - m)", "ct.exp2(t - m)")),
    M("rms_rsqrt_as_sqrt", "rms_norm", SUBST, "arithmetic", ("ct.rsqrt(ms + 1e-5)", "ct.sqrt(ms + 1e-5)")),
    M("gelu_tanh_as_exp", "gelu", SUBST, "arithmetic", ("ct.tanh(inner)", "ct.exp(inner)")),
    M("silu_exp_as_exp2", "silu_mul", SUBST, "arithmetic", ("ct.exp(-x)", "ct.exp2(-x)")),
    M("ratio_div_as_mul", "ratio", SUBST, "arithmetic", ("tile=e / s", "tile=e * s")),
    M("layer_norm_bias_subtracted", "layer_norm", SUBST, "arithmetic", ("d * r * g + h", "d * r * g - h")),
    M("gather_mul_as_add", "gather_copy", SUBST, "arithmetic", ("v * 2.0", "v + 2.0")),
    M(
        "row_sum_add_as_max",
        "row_sum",
        SUBST,
        "arithmetic",
        (f"acc = acc + {ROW_SUM_LOAD}", f"acc = ct.maximum(acc, {ROW_SUM_LOAD})"),
    ),
    M("silu_gate_dropped", "silu_mul", SUBST, "arithmetic", ("tile=x * s * u", "tile=x * s")),
    # constants
    M("rms_eps_1e-6", "rms_norm", CONST, "arithmetic", ("1e-5", "1e-6")),
    M("layer_norm_eps_1e-6", "layer_norm", CONST, "arithmetic", ("1e-5", "1e-6")),
    M("axpb_scale", "axpb", CONST, "arithmetic", ("0.125", "0.25")),
    M("axpb_offset", "axpb", CONST, "arithmetic", ("3.0", "3.5")),
    M("gelu_cubic_coefficient", "gelu", CONST, "arithmetic", ("0.044715", "0.04472")),
    M("gelu_sqrt_2_over_pi", "gelu", CONST, "arithmetic", ("0.7978845608", "0.7978")),
    M("gelu_half", "gelu", CONST, "arithmetic", ("0.5 * v", "0.25 * v")),
    M("silu_one_as_two", "silu_mul", CONST, "arithmetic", ("(1.0 + ct.exp(-x))", "(2.0 + ct.exp(-x))")),
    M("gather_scale", "gather_copy", CONST, "arithmetic", ("v * 2.0", "v * 2.5")),
    M(
        "rms_mean_divisor",
        "rms_norm",
        CONST,
        "arithmetic",
        ("axis=1, keepdims=True) / N", "axis=1, keepdims=True) / (N + 1)"),
    ),
    M("persistent_scale_factor", "persistent_scale", CONST, "arithmetic", ("v * 2.0", "v * 3.0")),
    # reduction axis and kind
    M("softmax_max_axis0", "softmax", RED, "reduction", ("ct.max(t, axis=1", "ct.max(t, axis=0")),
    M("softmax_max_as_min", "softmax", RED, "reduction", ("ct.max(t, axis=1", "ct.min(t, axis=1")),
    M("softmax_sum_as_max", "softmax", RED, "reduction", ("ct.sum(e, axis=1", "ct.max(e, axis=1")),
    M("rms_sum_axis0", "rms_norm", RED, "reduction", ("ct.sum(t * t, axis=1", "ct.sum(t * t, axis=0")),
    M("layer_norm_mean_as_max", "layer_norm", RED, "reduction", ("ct.sum(t, axis=1", "ct.max(t, axis=1")),
    M("layer_norm_uncentred_variance", "layer_norm", RED, "arithmetic", ("ct.sum(d * d", "ct.sum(t * t")),
    # padding
    M("softmax_no_padding", "softmax", PAD, "mask_padding", (", padding_mode=ct.PaddingMode.NEG_INF", "")),
    M("softmax_zero_padding", "softmax", PAD, "mask_padding", ("PaddingMode.NEG_INF", "PaddingMode.ZERO")),
    M("rms_neg_inf_padding", "rms_norm", PAD, "mask_padding", ("PaddingMode.ZERO", "PaddingMode.NEG_INF")),
    M(
        "matmul_a_unpadded",
        "matmul",
        PAD,
        "mask_padding",
        ("shape=(TM, TK), padding_mode=ct.PaddingMode.ZERO", "shape=(TM, TK)"),
    ),
    # indices and offsets
    M("add_store_next_tile", "add", INDEX, "memory_op", ("ct.store(z, index=(b,)", "ct.store(z, index=(b + 1,)")),
    M("add_load_next_tile", "add", INDEX, "memory_op", ("a = ct.load(x, index=(b,)", "a = ct.load(x, index=(b + 1,)")),
    M("transpose_indices_not_swapped", "transpose", INDEX, "memory_op", ("index=(bn, bm)", "index=(bm, bn)")),
    M("gather_shifted", "gather_copy", INDEX, "memory_op", ("ct.gather(x, i,", "ct.gather(x, i + 1,")),
    M("scatter_shifted", "gather_copy", INDEX, "memory_op", ("ct.scatter(y, i,", "ct.scatter(y, i + 1,")),
    M("matmul_b_index_swapped", "matmul_square", INDEX, "memory_op", ("index=(k, bn)", "index=(bn, k)")),
    M(
        "softmax_store_column_1",
        "softmax",
        INDEX,
        "memory_op",
        ("ct.store(y, index=(row, 0)", "ct.store(y, index=(row, 1)"),
    ),
    M(
        "matmul_store_transposed",
        "matmul",
        INDEX,
        "memory_op",
        ("ct.store(C, index=(bm, bn)", "ct.store(C, index=(bn, bm)"),
    ),
    M(
        "layer_norm_weight_row",
        "layer_norm",
        INDEX,
        "memory_op",
        ("ct.load(w, index=(0, 0)", "ct.load(w, index=(row, 0)"),
    ),
    M("gather_half_stride", "gather_copy", INDEX, "memory_op", ("ct.bid(0) * T +", "ct.bid(0) * (T // 2) +")),
    M("indexed_gather_shifted", "indexed_gather", INDEX, "memory_op", ("ct.gather(x, i,", "ct.gather(x, i + 1,")),
    M(
        "indexed_gather_next_indices",
        "indexed_gather",
        INDEX,
        "memory_op",
        ("ct.load(ix, index=(ct.bid(0),)", "ct.load(ix, index=(ct.bid(0) + 1,)"),
    ),
    M(
        "persistent_store_shifted",
        "persistent_scale",
        INDEX,
        "memory_op",
        ("index=(t,), tile=", "index=(t + 1,), tile="),
    ),
    # wrong array
    M("add_store_into_input", "add", ARRAY, "memory_op", ("ct.store(z,", "ct.store(x,")),
    M("ratio_loads_x_twice", "ratio", ARRAY, "memory_op", ("s = ct.load(y,", "s = ct.load(x,")),
    M("extent_of_the_other_array", "wrap_by_extent", ARRAY, "memory_op", ("x.shape[0]", "y.shape[0]")),
    M("layer_norm_bias_from_weight", "layer_norm", ARRAY, "memory_op", ("ct.load(b, index", "ct.load(w, index")),
    # loop bounds and steps
    M("matmul_k_loop_short", "matmul", LOOP, "control_flow", (MATMUL_RANGE, MATMUL_RANGE[:-1] + " - 1)")),
    M(
        "matmul_k_step_2",
        "matmul",
        LOOP,
        "control_flow",
        (MATMUL_RANGE, MATMUL_RANGE.replace("range(", "range(0, ")[:-1] + ", 2)"),
    ),
    M("row_sum_loop_short", "row_sum", LOOP, "control_flow", ("range(K // T)", "range(K // T - 1)")),
    M("row_sum_loop_from_1", "row_sum", LOOP, "control_flow", ("range(K // T)", "range(1, K // T)")),
    M("row_sum_step_2", "row_sum", LOOP, "control_flow", ("range(K // T)", "range(0, K // T, 2)")),
    M("persistent_step_1", "persistent_scale", LOOP, "control_flow", (PERSISTENT_RANGE, "range(ct.bid(0), tiles, 1)")),
    M(
        "persistent_bound_short",
        "persistent_scale",
        LOOP,
        "control_flow",
        (PERSISTENT_RANGE, PERSISTENT_RANGE.replace("tiles", "tiles - 1")),
    ),
    # dtypes and accumulators
    M(
        "softmax_f16_math",
        "softmax",
        DTYPE,
        "dtype",
        (f"t = ct.astype({SOFTMAX_LOAD}, ct.float32)", f"t = {SOFTMAX_LOAD}"),
    ),
    M(
        "matmul_f16_accumulator",
        "matmul",
        DTYPE,
        "mma",
        ("dtype=ct.float32", "dtype=ct.float16"),
        ("tile=ct.astype(acc, C.dtype)", "tile=acc"),
    ),
    M("rms_f16_math", "rms_norm", DTYPE, "dtype", (f"t = ct.astype({RMS_LOAD}, ct.float32)", f"t = {RMS_LOAD}")),
    # tile shapes (the same source for another launch)
    M("add_tile_64", "add", SHAPE, "tile_shape", signature=(F32_1, F32_1, F32_1, 64)),
    M("softmax_tile_512", "softmax", SHAPE, "tile_shape", signature=(F16_2, F16_2, 512)),
    M("matmul_tile_k_64", "matmul", SHAPE, "tile_shape", signature=(F16_2, F16_2, F16_2, 64, 64, 64)),
    # missing data movement
    M("transpose_missing_permute", "transpose_square", MOVE, "memory_op", ("tile=ct.transpose(t)", "tile=t")),
    # a row-wise value broadcast across columns instead (y[i, j] = x[i, j] * r[j]; square tiles, so it compiles)
    M(
        "row_scale_across_columns",
        "row_scale",
        BCAST,
        "tile_shape",
        ("ct.reshape(r, (TM, 1))", "ct.reshape(r, (1, TM))"),
    ),
    # constants in index math where the two entries take different arguments
    M(
        "blocked_copy_tile_multiplier",
        "blocked_copy",
        ABI_INDEX,
        "memory_op",
        (BLOCKED_STORE, BLOCKED_STORE.replace("* 4", "* 8")),
        signature=N_PASSED,
    ),
    # another integer argument of the same type in index math where the two entries take different arguments
    M(
        "pitched_rows_count_as_pitch",
        "pitched_rows",
        ABI_ARG,
        "memory_op",
        ("ct.bid(0) * pitch", "ct.bid(0) * n_rows"),
        signature=PITCH_I64,
    ),
    # an index tile broadcast along the other axis: the row iota used as column offsets and vice versa
    M(
        "tile_gather_axes_swapped",
        "tile_gather",
        BCAST,
        "memory_op",
        (ROWS, ROWS.replace("(TM, 1)", "(1, TM)")),
        (COLS, COLS.replace("(1, TN)", "(TN, 1)")),
    ),
    M(
        "blocked_copy_loop_short",
        "blocked_copy",
        ABI_LOOP,
        "control_flow",
        ("range(4)", "range(2)"),
        signature=N_PASSED,
    ),
    # the row and column stride arguments swapped, or the column stride used for rows, under another ABI
    M(
        "strided_tiles_strides_swapped",
        "strided_tiles",
        ABI_STRIDE,
        "memory_op",
        (STRIDED_INDEX, "ct.bid(0) * stride_c + (ct.bid(1) * T + ct.arange(T, dtype=ct.int32)) * stride_r"),
        signature=STRIDES_N_PASSED,
    ),
    M(
        "strided_tiles_column_stride_for_rows",
        "strided_tiles",
        ABI_STRIDE,
        "memory_op",
        ("ct.bid(0) * stride_r", "ct.bid(0) * stride_c"),
        signature=STRIDES_N_PASSED,
    ),
    # the reference folded n = 16; the candidate reads x's or y's stride there
    M(
        "blocked_copy_n_as_x_stride",
        "blocked_copy",
        FOLDED,
        "memory_op",
        (BLOCKED_STORE, BLOCKED_STORE.replace("* n", "* x.strides[0]")),
        signature=N_PASSED,
    ),
    M(
        "blocked_copy_n_as_y_stride",
        "blocked_copy",
        FOLDED,
        "memory_op",
        (BLOCKED_STORE, BLOCKED_STORE.replace("* n", "* y.strides[0]")),
        signature=N_PASSED,
    ),
    # an assert that reports another message when it fails
    M("checked_scale_message", "checked_scale", ASSERT, "other", (CHECK, '"checked_scale: x must be positive"')),
    # an assert that checks another condition (other inputs abort the kernel), a print of another value or text
    M("checked_scale_condition_strict", "checked_scale", ASSERT_CONDITION, "arithmetic", ("v >= 0.0", "v > 0.0")),
    M("checked_scale_condition_bound", "checked_scale", ASSERT_CONDITION, "arithmetic", ("v >= 0.0", "v >= -1.0")),
    M(
        "checked_scale_condition_mirrored_strict",
        "checked_scale",
        ASSERT_CONDITION,
        "arithmetic",
        ("v >= 0.0", "0.0 < v"),
    ),
    M("checked_rows_condition_inclusive", "checked_rows", ASSERT_CONDITION, "arithmetic", ("T < n", "T <= n")),
    M("checked_rows_print_value", "checked_rows", PRINT, "arithmetic", (ROW_PRINT, ROW_PRINT.replace("b * T", "b"))),
    M("checked_rows_print_format", "checked_rows", PRINT, "other", (ROW_PRINT, ROW_PRINT.replace("from", "at"))),
    # the select's compare: strict, mirrored but strict, operands swapped without mirroring, NaN lanes kept
    M("floor_negatives_strict", "floor_negatives", COMPARE, "arithmetic", ("v >= 0.0", "v > 0.0")),
    M("floor_negatives_mirrored_strict", "floor_negatives", COMPARE, "arithmetic", ("v >= 0.0", "0.0 < v")),
    M("floor_negatives_operands_swapped", "floor_negatives", COMPARE, "arithmetic", ("v >= 0.0", "0.0 >= v")),
    M("floor_negatives_nan_kept", "floor_negatives", COMPARE, "arithmetic", ("v >= 0.0", "~(v < 0.0)")),
    # the select's condition negated and its arms swapped, the negation taken as the ordered `<` (NaN lanes then keep v,
    # not -1.0: `~(v >= 0.0)` is the unordered `<`)
    M("floor_negatives_ordered_negation", "floor_negatives", COMPARE, "arithmetic", (WHERE_POSITIVE, WHERE_ORDERED)),
    # the integer compare on data: inclusive, mirrored but inclusive, operands swapped, unsigned, mirrored unsigned
    M("above_threshold_inclusive", "above_threshold", INT_COMPARE, "arithmetic", ("q > k", "q >= k")),
    M("above_threshold_mirrored_inclusive", "above_threshold", INT_COMPARE, "arithmetic", ("q > k", "k <= q")),
    M("above_threshold_operands_swapped", "above_threshold", INT_COMPARE, "arithmetic", ("q > k", "k > q")),
    M("above_threshold_unsigned", "above_threshold", INT_COMPARE, "arithmetic", ("q > k", UNSIGNED)),
    M(
        "above_threshold_mirrored_unsigned",
        "above_threshold",
        INT_COMPARE,
        "arithmetic",
        ("q > k", "ct.astype(k, ct.uint32) < ct.astype(q, ct.uint32)"),
    ),
    # the same on an index read from memory that only feeds a gather's mask: unsigned, mirrored unsigned
    M("bounded_gather_unsigned", "bounded_gather", INT_COMPARE, "mask_padding", ("i < n", UNSIGNED_INDEX)),
    M(
        "bounded_gather_mirrored_unsigned",
        "bounded_gather",
        INT_COMPARE,
        "mask_padding",
        ("i < n", "ct.astype(n, ct.uint32) > ct.astype(i, ct.uint32)"),
    ),
    # the same on the minimum of such an index and an argument: it may be negative too
    M("capped_gather_unsigned", "capped_gather", INT_COMPARE, "mask_padding", ("i < n", UNSIGNED_INDEX)),
    # the integer compare on data for equality, and the index compare that picks data: another predicate
    M("matching_keys_not_equal", "matching_keys", INT_COMPARE, "arithmetic", ("q == k", "q != k")),
    M("tail_select_inclusive", "tail_select", INT_COMPARE, "arithmetic", ("i < n", "i <= n")),
    # the integer select's condition negated and its arms swapped, `<` taken for the negation of `>` (lanes q == k)
    M("above_threshold_negated_strict", "above_threshold", INT_COMPARE, "arithmetic", (WHERE_ABOVE, WHERE_BELOW)),
    # a min, max or remainder of an index read from memory taken unsigned: the address gathered from differs
    M(
        "capped_gather_unsigned_min",
        "capped_gather",
        INT_SIGNEDNESS,
        "memory_op",
        (f"ct.minimum({LOADED_INDEX}, m)", unsigned("minimum", LOADED_INDEX, "m")),
    ),
    M(
        "floored_gather_unsigned_max",
        "floored_gather",
        INT_SIGNEDNESS,
        "memory_op",
        (f"ct.maximum({LOADED_INDEX}, m)", unsigned("maximum", LOADED_INDEX, "m")),
    ),
    M(
        "wrapped_gather_unsigned_mod",
        "wrapped_gather",
        INT_SIGNEDNESS,
        "memory_op",
        (f"{LOADED_INDEX} % g", unsigned("%", LOADED_INDEX, "g")),
    ),
    # a remainder of lane positions (never negative) by a difference of two arguments taken unsigned: only the
    # divisor may be negative, and there the remainder (so the address gathered from) differs
    M(
        "wrapped_by_difference_unsigned_mod",
        "wrapped_by_difference",
        INT_SIGNEDNESS,
        "memory_op",
        ("i % (n - o)", unsigned("%", "i", "n - o")),
    ),
    # an index read from memory zero-extended or converted to float unsigned: its negative values read otherwise
    M("widened_lanes_unsigned_index_exti", "widened_lanes", WIDENING, "dtype", widened("k", "ct.int64")),
    M("widened_lanes_unsigned_index_itof", "widened_lanes", WIDENING, "dtype", widened("k", "ct.float32")),
    # the difference the other way round, or of one argument with itself (0), under another ABI
    M(
        "shifted_window_shift_swapped",
        "shifted_window",
        ABI_DIFFERENCE,
        "memory_op",
        (SHIFT, SHIFT.replace("(n - o)", "(o - n)")),
        signature=M_PASSED,
    ),
    M(
        "shifted_window_shift_cancelled",
        "shifted_window",
        ABI_DIFFERENCE,
        "memory_op",
        (SHIFT, SHIFT.replace("(n - o)", "(n - n)")),
        signature=M_PASSED,
    ),
    # ix[o] - ix[n] for ix[n] - ix[o] under another ABI
    M(
        "shifted_by_entries_swapped",
        "shifted_by_entries",
        LOADED_DIFFERENCE,
        "memory_op",
        (ENTRIES, "ct.load(ix, index=(o,), shape=(1,)) - ct.load(ix, index=(n,), shape=(1,))"),
        signature=ENTRIES_M_PASSED,
    ),
    # ceil division by n - o spelled `(a + b - 1) // b`: rounds otherwise where n - o < 0
    M(
        "ceil_by_difference_floored",
        "ceil_by_difference",
        CEIL_BY_HAND,
        "memory_op",
        ("ct.cdiv(i, n - o)", "(i + (n - o) - 1) // (n - o)"),
    ),
    # o and n swapped, under another ABI (both launchers pass the integers in the kernel's order)
    M(
        "clipped_window_swapped",
        "clipped_window",
        ABI_MIN,
        "memory_op",
        (CLIP, "ct.bid(1) * o + ct.minimum(b * o, b * n)"),
        signature=M_PASSED,
    ),
    M("cube_permute_axes", "cube_permute", PERMUTATION, "arithmetic", ("(0, 2, 1)", "(2, 1, 0)")),
    M(
        "overwritten_writes_reordered",
        "overwritten",
        STORE_ORDER,
        "arithmetic",
        (Y_WRITES, "    ct.store(y, index=(b,), tile=t * 2.0)\n    ct.store(y, index=(b,), tile=t)\n"),
    ),
    # lanes whose index read from memory is out of bounds (or masked off) are stored through a view: they hold it
    M(
        "indexed_gather_padding",
        "indexed_gather",
        GATHER_PADDING,
        "mask_padding",
        ("padding_value=0.0", "padding_value=1.0"),
    ),
    M(
        "bounded_gather_padding",
        "bounded_gather",
        GATHER_PADDING,
        "mask_padding",
        ("padding_value=0.0", "padding_value=1.0"),
    ),
    M(
        "floor_negatives_arms_swapped",
        "floor_negatives",
        SELECT_ARMS,
        "arithmetic",
        ("ct.where(v >= 0.0, v, -1.0)", "ct.where(v >= 0.0, -1.0, v)"),
    ),
    M(
        "tail_select_arms_swapped",
        "tail_select",
        SELECT_ARMS,
        "arithmetic",
        ("ct.where(i < n, v, 0.0)", "ct.where(i < n, 0.0, v)"),
    ),
    M("tail_select_negated_arms_kept", "tail_select", SELECT_ARMS, "arithmetic", ("i < n", "i >= n")),
    M("bounded_gather_mask_dropped", "bounded_gather", MASK_DROPPED, "mask_padding", ("mask=i < n, ", "")),
    M(
        "ratio_rounding_toward_zero",
        "ratio",
        ROUNDING,
        "arithmetic",
        ("tile=e / s", "tile=ct.truediv(e, s, rounding_mode=ct.RoundingMode.RZ)"),
    ),
    M("powers_pow_swapped", "powers", SWAP, "arithmetic", ("ct.pow(a, c)", "ct.pow(c, a)")),
    M("powers_atan2_swapped", "powers", SWAP, "arithmetic", ("ct.atan2(a, c)", "ct.atan2(c, a)")),
    M("prefix_sum_reversed", "prefix_sum", SCAN, "reduction", ("axis=1)", "axis=1, reverse=True)")),
    # a compare inside the select's `andi` negated otherwise: NaN lanes of x read x; lanes i == n read y
    M("masked_pick_data_negated_unordered", "masked_pick", COMPARE, "arithmetic", ("(v > 0.0)", "~(v <= 0.0)")),
    M("masked_pick_index_negated_strict", "masked_pick", INT_COMPARE, "arithmetic", ("(i >= n)", "~(i <= n)")),
    # De Morgan with the arms kept, or with the ordered negation of `v > 0.0` (NaN lanes then read x)
    M(
        "masked_pick_de_morgan_arms_kept",
        "masked_pick",
        SELECT_ARMS,
        "arithmetic",
        (PICKED, "ct.where(~(v > 0.0) | (i < n), v, w)"),
    ),
    M(
        "masked_pick_de_morgan_ordered",
        "masked_pick",
        COMPARE,
        "arithmetic",
        (PICKED, "ct.where((v <= 0.0) | (i < n), w, v)"),
    ),
    M(
        "changed_lanes_de_morgan_arms_kept",
        "changed_lanes",
        SELECT_ARMS,
        "arithmetic",
        (CHANGED, "ct.where((i >= n) | (v == w), v, 0.0)"),
    ),
    # a select keeping -0.0 where the maximum is +0.0; keeping a NaN where the minimum returns 6.0 (the arms swapped
    # with the ordered negation, or `~` of the ordered compare); a minimum of two data tiles (a NaN in w); NaN
    # propagated
    M(
        "clamped_relu_inclusive",
        "clamped",
        FLOAT_EXTREMUM,
        "arithmetic",
        ("ct.maximum(v, 0.0)", "ct.where(v >= 0.0, v, 0.0)"),
    ),
    M(
        "clamped_cap_nan_kept",
        "clamped",
        FLOAT_EXTREMUM,
        "arithmetic",
        ("ct.minimum(v, 6.0)", "ct.where(v >= 6.0, 6.0, v)"),
    ),
    M(
        "clamped_cap_negated_nan_kept",
        "clamped",
        FLOAT_EXTREMUM,
        "arithmetic",
        ("ct.minimum(v, 6.0)", "ct.where(~(v >= 6.0), v, 6.0)"),
    ),
    M(
        "clamped_relu_arms_swapped",
        "clamped",
        FLOAT_EXTREMUM,
        "arithmetic",
        ("ct.maximum(v, 0.0)", "ct.where(v > 0.0, 0.0, v)"),
    ),
    M(
        "clamped_data_min_as_select",
        "clamped",
        FLOAT_EXTREMUM,
        "arithmetic",
        ("ct.minimum(v, w)", "ct.where(v < w, v, w)"),
    ),
    M(
        "clamped_cap_propagate_nan",
        "clamped",
        FLOAT_EXTREMUM,
        "arithmetic",
        ("ct.minimum(v, 6.0)", "ct.minimum(v, 6.0, propagate_nan=True)"),
    ),
    M(
        "clamped_data_min_propagate_nan",
        "clamped",
        FLOAT_EXTREMUM,
        "arithmetic",
        ("ct.minimum(v, w)", "ct.minimum(v, w, propagate_nan=True)"),
    ),
    # the integer minimum of an index read from memory written as a select by an unsigned compare
    M(
        "capped_gather_unsigned_min_as_select",
        "capped_gather",
        INT_SIGNEDNESS,
        "memory_op",
        (
            f"i = ct.minimum({LOADED_INDEX}, m)",
            f"j = {LOADED_INDEX}\n    i = ct.where(ct.astype(j, ct.uint32) < ct.astype(m, ct.uint32), j, m)",
        ),
    ),
    # `== True` / `!= False` where the reference negates: the negation dropped (lanes i < n read x), or moved to the
    # other operand of the `andi`; `c != True` of the ordered opposite (NaN lanes read x); `!= False` of `==` (equal
    # lanes read x)
    M("masked_pick_index_eq_true", "masked_pick", NEGATION, "arithmetic", ("(i >= n)", "((i < n) == True)")),
    M("masked_pick_index_ne_false", "masked_pick", NEGATION, "arithmetic", ("(i >= n)", "((i < n) != False)")),
    M(
        "masked_pick_negation_moved",
        "masked_pick",
        NEGATION,
        "arithmetic",
        ("(v > 0.0) & (i >= n)", "((v > 0.0) != True) & (i < n)"),
    ),
    M("masked_pick_data_ne_true_ordered", "masked_pick", COMPARE, "arithmetic", ("(v > 0.0)", "((v <= 0.0) != True)")),
    M("changed_lanes_data_ne_false", "changed_lanes", NEGATION, "arithmetic", ("(v != w)", "((v == w) != False)")),
    # under a reshape, broadcast or permute: the negation of `<=` (lanes r == n), the negation dropped (`== True`),
    # the ordered opposite (NaN lanes), the negation moved to the transposed compare
    M(
        "masked_rows_negated_reshape_strict",
        "masked_rows",
        INT_COMPARE,
        "arithmetic",
        ("ct.reshape(r >= n, (T, 1))", "~ct.reshape(r <= n, (T, 1))"),
    ),
    M(
        "masked_rows_broadcast_eq_true",
        "masked_rows",
        NEGATION,
        "arithmetic",
        (ROW_MASK, f"({ROW_MASK_BELOW} == True)"),
    ),
    M(
        "masked_rows_negated_transpose_ordered",
        "masked_rows",
        COMPARE,
        "arithmetic",
        ("ct.transpose(v > 0.0)", "~ct.transpose(v <= 0.0)"),
    ),
    M(
        "masked_rows_negation_moved",
        "masked_rows",
        NEGATION,
        "arithmetic",
        (ROW_MASK, ROW_MASK_BELOW),
        ("ct.transpose(v > 0.0)", "~ct.transpose(v > 0.0)"),
    ),
)

W_LOAD = "    g = ct.astype(ct.load(w, index=(0, 0), shape=(1, N)), ct.float32)\n"
B_LOAD = "    h = ct.astype(ct.load(b, index=(0, 0), shape=(1, N)), ct.float32)\n"
A_TILE = "        a = ct.load(A, index=(bm, k), shape=(TM, TK), padding_mode=ct.PaddingMode.ZERO)\n"
B_TILE = "        b = ct.load(B, index=(k, bn), shape=(TK, TN), padding_mode=ct.PaddingMode.ZERO)\n"
RSQRT = "    r = ct.rsqrt(ms + 1e-5)\n"
GATHER_INDEX = "ct.bid(0) * T + ct.arange(T, dtype=ct.int32)"
UNSIGNED_NON_NEGATIVE = "unsigned compare of non-negative indices"

EQUIVALENTS: tuple[Variant, ...] = (
    E("add_commuted", "add", "commuted operands", ("tile=a + c", "tile=c + a")),
    E("add_renamed", "add", "renamed values", ("a = ct.load(x", "lhs = ct.load(x"), ("tile=a + c", "tile=lhs + c")),
    E("sub_as_add_of_negation", "sub", "a + (-b)", ("tile=a - c", "tile=a + (-c)")),
    E("add_as_sub_of_negation", "add", "a - (-b)", ("tile=a + c", "tile=a - (-c)")),
    E("silu_commuted", "silu_mul", "commuted operands", ("tile=x * s * u", "tile=u * (x * s)")),
    E("gelu_commuted", "gelu", "commuted operands", ("0.5 * v", "v * 0.5")),
    E("axpb_add_commuted", "axpb", "commuted operands", ("a * 0.125 + 3.0", "3.0 + a * 0.125")),
    E(
        "softmax_exp_as_exp2_log2e",
        "softmax",
        "exp ↔ exp2(x·log2e)",
        ("ct.exp(t - m)", "ct.exp2((t - m) * 1.4426950408889634)"),
    ),
    E("rms_eps_within_ulp", "rms_norm", "constant within ulp", ("1e-5", "1.0000001e-5")),
    E(
        "rms_reordered",
        "rms_norm",
        "reordered independent ops",
        ("    ms = ct.sum", W_LOAD + "    ms = ct.sum"),
        (RSQRT + W_LOAD, RSQRT),
    ),
    E("matmul_loads_reordered", "matmul", "reordered independent ops", (A_TILE + B_TILE, B_TILE + A_TILE)),
    E(
        "matmul_renamed",
        "matmul",
        "renamed values",
        ("bm = ct.bid(0)", "row = ct.bid(0)"),
        ("index=(bm, k)", "index=(row, k)"),
        ("index=(bm, bn)", "index=(row, bn)"),
    ),
    E("transpose_as_permute", "transpose", "another spelling of one op", ("ct.transpose(t)", "ct.permute(t, (1, 0))")),
    E(
        "gather_index_reordered",
        "gather_copy",
        "commuted index math",
        (GATHER_INDEX, "ct.arange(T, dtype=ct.int32) + T * ct.bid(0)"),
    ),
    E(
        "row_sum_commuted",
        "row_sum",
        "commuted operands",
        (f"acc = acc + {ROW_SUM_LOAD}", f"acc = {ROW_SUM_LOAD} + acc"),
    ),
    E(
        "persistent_renamed",
        "persistent_scale",
        "renamed values",
        ("for t in", "for tile_id in"),
        ("index=(t,), shape", "index=(tile_id,), shape"),
        ("index=(t,), tile", "index=(tile_id,), tile"),
    ),
    E(
        "layer_norm_loads_first",
        "layer_norm",
        "reordered independent ops",
        ("    t = ct.astype(ct.load(x", B_LOAD + "    t = ct.astype(ct.load(x"),
        (B_LOAD + "    ct.store", "    ct.store"),
    ),
    E(
        "indexed_gather_renamed",
        "indexed_gather",
        "renamed values",
        ("i = ct.load(ix", "idx = ct.load(ix"),
        ("ct.gather(x, i,", "ct.gather(x, idx,"),
    ),
    E(
        "persistent_store_index_spelled_out",
        "persistent_scale",
        "index math spelled otherwise (store order)",
        ("index=(t,), tile", "index=(t + 1 - 1,), tile"),
    ),
    E(
        "persistent_store_index_2t_minus_t",
        "persistent_scale",
        "index math spelled otherwise (store order)",
        ("index=(t,), tile", "index=(2 * t - t,), tile"),
    ),
    E("ratio_renamed", "ratio", "renamed values", ("e = ct.exp", "num = ct.exp"), ("tile=e / s", "tile=num / s")),
    E(
        "row_scale_broadcast_spelled_out",
        "row_scale",
        "explicit broadcast",
        ("a * ct.reshape(r, (TM, 1))", "ct.broadcast_to(ct.reshape(r, (TM, 1)), (TM, TN)) * a"),
    ),
    Variant("pitched_rows_pitch_i64", "pitched_rows", "equivalent", "another launcher ABI (an i64)", (), "", PITCH_I64),
    E(
        "tile_gather_columns_broadcast_first",
        "tile_gather",
        "explicit broadcast",
        (f"cols = {COLS}", f"cols = ct.broadcast_to({COLS}, (TM, TN))"),
    ),
    Variant("blocked_copy_n_passed", "blocked_copy", "equivalent", "another launcher ABI (n passed)", (), "", N_PASSED),
    Variant(
        "strided_tiles_n_passed",
        "strided_tiles",
        "equivalent",
        "another launcher ABI (n passed)",
        (),
        "",
        STRIDES_N_PASSED,
    ),
    Variant(
        "strided_tiles_stride_i64", "strided_tiles", "equivalent", "another launcher ABI (an i64)", (), "", STRIDES_I64
    ),
    E(
        "checked_scale_renamed",
        "checked_scale",
        "renamed values",
        ("v = ct.load", "t = ct.load"),
        ("ct.assert_(v >=", "ct.assert_(t >="),
        ("tile=v * 2.0", "tile=t * 2.0"),
    ),
    # an integer condition read the other way round, a printed index spelled otherwise: the same polynomials
    E(
        "checked_rows_condition_mirrored",
        "checked_rows",
        "mirrored assert condition",
        (ROW_CHECK, "ct.assert_(n > b * T,"),
    ),
    # a float compare read the other way round (operands swapped, the predicate mirrored): the same relation
    E("checked_scale_condition_mirrored", "checked_scale", "mirrored float compare", ("v >= 0.0", "0.0 <= v")),
    E("floor_negatives_mirrored", "floor_negatives", "mirrored float compare", ("v >= 0.0", "0.0 <= v")),
    # an integer compare on data read the other way round (signedness kept): the same relation
    E("above_threshold_mirrored", "above_threshold", "mirrored integer compare", ("q > k", "k < q")),
    # a select's condition negated (`~`, or the negated predicate: for a float compare the unordered one) and its arms
    # swapped: the same select
    E("tail_select_negated", "tail_select", NEGATED, ("ct.where(i < n, v, 0.0)", "ct.where(i >= n, 0.0, v)")),
    E("floor_negatives_negated", "floor_negatives", NEGATED, (WHERE_POSITIVE, "ct.where(~(v >= 0.0), -1.0, v)")),
    E("above_threshold_negated", "above_threshold", NEGATED, (WHERE_ABOVE, "ct.where(q <= k, 0.0, 1.0)")),
    E("above_threshold_inverted", "above_threshold", NEGATED, (WHERE_ABOVE, "ct.where(~(q > k), 0.0, 1.0)")),
    E("matching_keys_negated", "matching_keys", NEGATED, ("ct.where(q == k, 1.0, 0.0)", "ct.where(q != k, 0.0, 1.0)")),
    E("bounded_gather_mirrored", "bounded_gather", "mirrored integer compare", ("i < n", "n > i")),
    # the minimum of a tile's end and an extent, both never negative: never negative either
    E(
        "tail_gather_unsigned",
        "tail_gather",
        "unsigned compare of non-negative indices",
        ("i < ct.minimum(b * T + T, n)", "ct.astype(i, ct.uint32) < ct.astype(ct.minimum(b * T + T, n), ct.uint32)"),
    ),
    # a clamped index (a maximum with 0: never negative whatever the other operand) compared unsigned: the same
    E("clamped_gather_unsigned", "clamped_gather", UNSIGNED_NON_NEGATIVE, ("i < n", UNSIGNED_INDEX)),
    # an index compare that picks data, on values never negative, unsigned; an equality on data, unsigned: the same
    E("tail_select_unsigned", "tail_select", UNSIGNED_NON_NEGATIVE, ("i < n", UNSIGNED_INDEX)),
    E(
        "matching_keys_unsigned",
        "matching_keys",
        "unsigned equality on data",
        ("q == k", "ct.astype(q, ct.uint32) == ct.astype(k, ct.uint32)"),
    ),
    # lanes' positions (never negative) zero-extended or converted to float unsigned: the same
    E("widened_lanes_unsigned_position_exti", "widened_lanes", WIDENING, widened("ct.bid(0) * T + i", "ct.int64")),
    E("widened_lanes_unsigned_position_itof", "widened_lanes", WIDENING, widened("i", "ct.float32")),
    # a minimum or remainder of values never negative (a tile's end and an extent, a block id and an extent) taken
    # unsigned: the same
    E(
        "tail_gather_unsigned_min",
        "tail_gather",
        "unsigned min/remainder of non-negative indices",
        ("ct.minimum(b * T + T, n)", unsigned("minimum", "b * T + T", "n")),
    ),
    E(
        "wrap_by_extent_unsigned_mod",
        "wrap_by_extent",
        "unsigned min/remainder of non-negative indices",
        ("ct.bid(0) % n", unsigned("%", "ct.bid(0)", "n")),
    ),
    # the same remainder by a lane's place in the tile + 1 (never negative) taken unsigned: the same
    E(
        "wrapped_by_difference_unsigned_mod_by_place",
        "wrapped_by_difference",
        "unsigned min/remainder of non-negative indices",
        ("i % j", unsigned("%", "i", "j")),
    ),
    # an unsigned compare of index values that are never negative (a block's first element, an extent): the same
    E(
        "checked_rows_check_unsigned",
        "checked_rows",
        "unsigned compare of non-negative indices",
        (ROW_CHECK, "ct.assert_(ct.astype(b * T, ct.uint32) < ct.astype(n, ct.uint32),"),
    ),
    E(
        "checked_rows_print_index_spelled_out",
        "checked_rows",
        "printed index spelled otherwise",
        (ROW_PRINT, ROW_PRINT.replace("b * T", "(b + 1) * T - T")),
    ),
    Variant(
        "shifted_window_m_passed", "shifted_window", "equivalent", "another launcher ABI (m passed)", (), "", M_PASSED
    ),
    Variant(
        "shifted_by_entries_m_passed",
        "shifted_by_entries",
        "equivalent",
        "another launcher ABI (m passed)",
        (),
        "",
        ENTRIES_M_PASSED,
    ),
    # ceil division by a lane's place + 1 (never below 1) spelled `(a + b - 1) // b`: the same
    E(
        "ceil_by_difference_by_hand_by_place",
        "ceil_by_difference",
        CEIL_BY_HAND_POSITIVE,
        ("ct.cdiv(i, j)", "(i + j - 1) // j"),
    ),
    Variant(
        "clipped_window_m_passed", "clipped_window", "equivalent", "another launcher ABI (m passed)", (), "", M_PASSED
    ),
    # the minimum's operands written the other way round, under another ABI: the same minimum
    Variant(
        "clipped_window_min_commuted",
        "clipped_window",
        "equivalent",
        "commuted min operands, other ABI",
        ((CLIP, "ct.bid(1) * n + ct.minimum(b * o, b * n)"),),
        "",
        M_PASSED,
    ),
    E(
        "cube_permute_as_transpose",
        "cube_permute",
        "another spelling of one op",
        ("ct.permute(t, (0, 2, 1))", "ct.transpose(t, 1, 2)"),
    ),
    # the second value computed before the first write; z written before y (another array): the same writes
    E(
        "overwritten_value_first",
        "overwritten",
        "reordered independent ops",
        (Y_WRITES, "    u = t * 2.0\n    ct.store(y, index=(b,), tile=t)\n    ct.store(y, index=(b,), tile=u)\n"),
    ),
    E(
        "overwritten_other_array_first",
        "overwritten",
        "reordered independent ops",
        (Y_WRITES + Z_WRITE, Z_WRITE + Y_WRITES),
    ),
    E(
        "indexed_gather_integer_padding",
        "indexed_gather",
        "another spelling of one op",
        ("padding_value=0.0", "padding_value=0"),
    ),
    E(
        "powers_commuted",
        "powers",
        "commuted operands",
        ("ct.pow(a, c) + ct.atan2(a, c)", "ct.atan2(a, c) + ct.pow(a, c)"),
    ),
    # a compare inside a select's `andi` written as `~` of the opposite one (for a float compare, the unordered
    # opposite: `~(v == w)` is `v != w`); the select's condition negated by De Morgan, its arms swapped
    E("masked_pick_negated_index", "masked_pick", "negated compare inside an andi", ("(i >= n)", "~(i < n)")),
    E("changed_lanes_negated_data", "changed_lanes", "negated compare inside an andi", ("(v != w)", "~(v == w)")),
    # the same negations written `!= True` or `== False`, a condition written `== True` or `!= False`, and De Morgan
    # with a negation written `!= True`
    E(
        "masked_pick_index_ne_true",
        "masked_pick",
        "condition compared with True/False",
        ("(i >= n)", "((i < n) != True)"),
    ),
    E(
        "masked_pick_index_eq_false",
        "masked_pick",
        "condition compared with True/False",
        ("(i >= n)", "((i < n) == False)"),
    ),
    E(
        "masked_pick_data_eq_true",
        "masked_pick",
        "condition compared with True/False",
        ("(v > 0.0)", "((v > 0.0) == True)"),
    ),
    E(
        "masked_pick_data_ne_false",
        "masked_pick",
        "condition compared with True/False",
        ("(v > 0.0)", "((v > 0.0) != False)"),
    ),
    E(
        "changed_lanes_data_eq_false",
        "changed_lanes",
        "condition compared with True/False",
        ("(v != w)", "((v == w) == False)"),
    ),
    E(
        "masked_pick_de_morgan_ne_true",
        "masked_pick",
        "De Morgan, arms swapped",
        (PICKED, "ct.where(((v > 0.0) != True) | (i < n), w, v)"),
    ),
    # a negation written after the reshape, the broadcast or the transpose (of the unordered opposite, `~(v > 0.0)`),
    # or as `!= True` / `== False` there
    E(
        "masked_rows_negated_reshape",
        "masked_rows",
        "negation under a shape op",
        ("ct.reshape(r >= n, (T, 1))", "~ct.reshape(r < n, (T, 1))"),
    ),
    E("masked_rows_negated_broadcast", "masked_rows", "negation under a shape op", (ROW_MASK, f"~{ROW_MASK_BELOW}")),
    E(
        "masked_rows_broadcast_ne_true",
        "masked_rows",
        "negation under a shape op",
        (ROW_MASK, f"({ROW_MASK_BELOW} != True)"),
    ),
    E(
        "masked_rows_negated_transpose",
        "masked_rows",
        "negation under a shape op",
        ("ct.transpose(v > 0.0)", "~ct.transpose(~(v > 0.0))"),
    ),
    E(
        "masked_rows_transpose_eq_false",
        "masked_rows",
        "negation under a shape op",
        ("ct.transpose(v > 0.0)", "(ct.transpose(~(v > 0.0)) == False)"),
    ),
    E(
        "masked_pick_de_morgan",
        "masked_pick",
        "De Morgan, arms swapped",
        (PICKED, "ct.where(~(v > 0.0) | (i < n), w, v)"),
    ),
    E(
        "changed_lanes_de_morgan",
        "changed_lanes",
        "De Morgan, arms swapped",
        (CHANGED, "ct.where((i >= n) | (v == w), 0.0, v)"),
    ),
    # a float maximum with 0.0 or minimum with 6.0 written as the select that keeps the constant on NaN lanes and
    # the right zero where v is the other one: strict or inclusive, mirrored, negated with the arms swapped
    E("clamped_relu_as_select", "clamped", FLOAT_EXTREMUM, ("ct.maximum(v, 0.0)", "ct.where(v > 0.0, v, 0.0)")),
    E("clamped_cap_as_select", "clamped", FLOAT_EXTREMUM, ("ct.minimum(v, 6.0)", "ct.where(v < 6.0, v, 6.0)")),
    E(
        "clamped_cap_as_inclusive_select",
        "clamped",
        FLOAT_EXTREMUM,
        ("ct.minimum(v, 6.0)", "ct.where(6.0 >= v, v, 6.0)"),
    ),
    E(
        "clamped_cap_as_negated_select",
        "clamped",
        FLOAT_EXTREMUM,
        ("ct.minimum(v, 6.0)", "ct.where(~(v < 6.0), 6.0, v)"),
    ),
    # the integer minimum of an index read from memory written as the select by a signed compare: exact
    E(
        "capped_gather_min_as_select",
        "capped_gather",
        "integer min written as a select",
        (f"i = ct.minimum({LOADED_INDEX}, m)", f"j = {LOADED_INDEX}\n    i = ct.where(j < m, j, m)"),
    ),
)


def as_port(v: Variant, klass: str, *, layout: bool = True) -> Variant:
    """``v`` diffed as stage C diffs a cutile-rs port: its entry symbol ``<fn>_entry`` and its argument layout read
    from a Rust signature (``port_naming``), or with ``layout`` False none (integer arguments pair by rank)."""
    name = f"{v.name}_port" if layout else f"{v.name}_port_by_rank"
    return replace(v, name=name, klass=klass, port=True, layout=layout)


_BY_NAME = {v.name: v for v in MUTANTS + EQUIVALENTS}
PORT_MUTANTS: tuple[Variant, ...] = (
    as_port(_BY_NAME["strided_tiles_strides_swapped"], PORT_ARG),
    as_port(_BY_NAME["strided_tiles_column_stride_for_rows"], PORT_ARG),
    as_port(_BY_NAME["pitched_rows_count_as_pitch"], PORT_ARG),
    as_port(_BY_NAME["blocked_copy_n_as_x_stride"], FOLDED_PORT),
    as_port(_BY_NAME["blocked_copy_n_as_y_stride"], FOLDED_PORT),
    as_port(_BY_NAME["shifted_window_shift_swapped"], PORT_RANK, layout=False),
    as_port(_BY_NAME["shifted_window_shift_cancelled"], PORT_RANK, layout=False),
    as_port(_BY_NAME["shifted_by_entries_swapped"], PORT_RANK, layout=False),
    as_port(_BY_NAME["clipped_window_swapped"], PORT_RANK_MIN, layout=False),
)
PORT_EQUIVALENTS: tuple[Variant, ...] = (
    *(
        as_port(_BY_NAME[name], PORT_ABI)
        for name in (
            "blocked_copy_n_passed",
            "strided_tiles_n_passed",
            "strided_tiles_stride_i64",
            "pitched_rows_pitch_i64",
        )
    ),
    as_port(_BY_NAME["shifted_window_m_passed"], PORT_RANK_ABI, layout=False),
    as_port(_BY_NAME["shifted_by_entries_m_passed"], PORT_RANK_ABI, layout=False),
    as_port(_BY_NAME["clipped_window_m_passed"], PORT_RANK_ABI, layout=False),
    as_port(_BY_NAME["clipped_window_min_commuted"], PORT_RANK_ABI, layout=False),
)
MUTANTS += PORT_MUTANTS
EQUIVALENTS += PORT_EQUIVALENTS
VARIANTS: tuple[Variant, ...] = MUTANTS + EQUIVALENTS


def variant_source(v: Variant, kernels: str | None = None) -> str:
    base_kernel = BASES[v.base][0]
    src = kernel_source(base_kernel, kernels)
    for old, new in v.edits:
        count = src.count(old)
        if count != 1:
            raise ValueError(f"{v.name}: {old!r} occurs {count}x in kernel {base_kernel} (expected once)")
        src = src.replace(old, new)
    renamed = re.sub(rf"\bdef {base_kernel}\(", f"def {_ident(v.name)}(", src)
    if renamed == src:
        raise ValueError(f"{v.name}: no `def {base_kernel}(`")
    if not v.edits and v.signature is None:
        raise ValueError(f"{v.name}: changes nothing")
    return renamed


def _ident(name: str) -> str:
    return "v_" + re.sub(r"\W", "_", name)


def export_corpus(out: Path, variants: tuple[Variant, ...] = VARIANTS) -> dict[str, str]:
    """Tile IR text of every base and variant, keyed by base id / variant name (one cuTile export run)."""
    sources: dict[str, str] = {}
    signatures: dict[str, tuple[Param, ...]] = {}
    names: dict[str, str] = {}
    for base, (kernel, sig) in BASES.items():
        ident = f"b_{base}"
        sources[ident] = re.sub(rf"\bdef {kernel}\(", f"def {ident}(", kernel_source(kernel))
        signatures[ident] = sig
        names[ident] = base
    for v in variants:
        ident = _ident(v.name)
        sources[ident] = variant_source(v)
        signatures[ident] = v.signature or BASES[v.base][1]
        names[ident] = v.name
    texts = export_kernels(sources, signatures, out)
    return {names[ident]: text for ident, text in texts.items()}


@dataclass(frozen=True)
class Outcome:
    variant: Variant
    result: DiffResult

    @property
    def must_categories(self) -> set[str]:
        return {f.category.value for f in self.result.findings if f.severity is Severity.MUST_MATCH}

    @property
    def flagged(self) -> bool:
        return bool(self.must_categories)

    @property
    def caught(self) -> bool:
        """A mutant flagged in its expected category; an equivalent not flagged at all."""
        if self.variant.kind == "equivalent":
            return not self.flagged
        return self.variant.category in self.must_categories


def judge(texts: Mapping[str, str], variants: tuple[Variant, ...] = VARIANTS) -> list[Outcome]:
    outcomes = []
    for v in variants:
        candidate, naming = texts[v.name], Naming()
        if v.port:
            candidate, naming = port_ir(candidate, _ident(v.name)), port_naming(v) if v.layout else Naming()
        result = diff_ir(
            texts[v.base], candidate, reference_path=f"{v.base}.mlir", candidate_path=f"{v.name}.mlir", naming=naming
        )
        outcomes.append(Outcome(v, result))
    return outcomes


def port_ir(text: str, function: str) -> str:
    """The candidate's IR with its entry named as cutile-rs names it (``<fn>_entry``: no signature in it)."""
    renamed, n = re.subn(r"^entry @\S+?\(", f"entry @{function}_entry(", text, count=1, flags=re.MULTILINE)
    if n != 1:
        raise ValueError(f"{function}: no entry to rename")
    return renamed


def port_naming(v: Variant) -> Naming:
    """What stage C gives the diff for a port of ``v``: the reference kernel's parameter names, and the candidate's
    layout read from the Rust signature a port of the variant's launch declares (``port_kernel_rs``) by the same
    reader stage C uses on kernel.rs."""
    names = parameter_names(BASES[v.base][0])
    rust = port_kernel_rs(_ident(v.name), names, v.signature or BASES[v.base][1])
    return Naming(names, entry_layouts(rust))


def parameter_names(kernel: str) -> tuple[str, ...]:
    """A ``kernels.py`` kernel's parameter names, in order."""
    function = ast.parse(kernel_source(kernel)).body[0]
    assert isinstance(function, ast.FunctionDef)
    return tuple(a.arg for a in function.args.args)


def port_kernel_rs(function: str, names: tuple[str, ...], signature: tuple[Param, ...]) -> str:
    """A kernel.rs declaring ``function`` as a port of a launch declares it: an array a ``&Tensor`` (its pointer,
    extents and strides, as cuTile Python passes an array), a scalar an integer of its name, a constant a const
    generic."""
    generics, params = [], []
    for name, p in zip(names, signature, strict=True):
        if isinstance(p, int):
            generics.append(f"const {name}: i32")
        elif ":" in p:
            dtype, rank = p.split(":")
            params.append(f"{name}: &Tensor<{dtype}, {{ [{', '.join(['-1'] * int(rank))}] }}>")
        else:
            params.append(f"{name}: {p}")
    generic = f"<{', '.join(generics)}>" if generics else ""
    return (
        "#[cutile::module]\npub mod corpus_module {\n    use cutile::core::*;\n\n    #[cutile::entry()]\n"
        f"    pub unsafe fn {function}{generic}({', '.join(params)}) {{}}\n}}\n"
    )
