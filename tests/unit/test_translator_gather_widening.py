"""ct.gather / ct.scatter indices widen to i64 at their own shape, then broadcast — cuTile Python's order.

Widening the index after broadcasting it to the gathered shape computes the same offsets, but tileiras then
converts every element of an i32 tile of the gathered shape: sparse_mla's K/V/KPE gathers inside its loop over
index blocks spilled (624 bytes of stack, 156 spill stores at TILE_H = 1 against the reference's 56 and 15) and
ran 1.6-1.7x cuTile Python's time on the H200 (issue #17). These tests read the translator's Rust.
"""

from __future__ import annotations

import ast
import re

from tilebot.runner.translator.kernel import KernelWriter, Param
from tilebot.runner.translator.source import kernel_from_module

# sparse_mla's gather, reduced: a scalar batch index, a loop-invariant scalar head, an (N, 1) index tile loaded
# on each iteration and a (1, D) column index, into a rank-4 array; the same indices scattered.
LOOP = """
import cuda.tile as ct

@ct.kernel
def kernel(k, idx, y, N: ct.Constant[int], D: ct.Constant[int], NI: int):
    b = ct.bid(0)
    h = ct.bid(1)
    acc = ct.full((N, D), 0.0, dtype=ct.float32)
    for i in range(0, NI):
        rows = ct.reshape(ct.load(idx, index=(b, i), shape=(1, N)), (N,))
        s_idx = ct.expand_dims(rows, 1)
        d_idx = ct.expand_dims(ct.arange(D, dtype=ct.int32), 0)
        g = ct.gather(k, (b, h, s_idx, d_idx))
        acc = acc + ct.astype(g, ct.float32)
    rows_out = ct.expand_dims(ct.arange(N, dtype=ct.int32), 1)
    ct.scatter(y, (b, h, rows_out, ct.expand_dims(ct.arange(D, dtype=ct.int32), 0)), acc)
"""


def _rust() -> str:
    source = kernel_from_module(ast.parse(LOOP), "kernel", "<test>")
    params = [
        Param("k", "array", "float16", 4, unit_strides=(False, False, False, True)),
        Param("idx", "array", "int32", 2, unit_strides=(False, True)),
        Param("y", "array", "float32", 4, unit_strides=(False, False, False, True)),
        Param("N", "constant", value=16),
        Param("D", "constant", value=128),
        Param("NI", "scalar", "int32"),
    ]
    return KernelWriter(source, "k", params, None, target="sm_90").write().rust


def _loop_body(rust: str) -> str:
    start = rust.index("for i in ")
    return rust[start : rust.index("\n        }\n", start)]


def test_each_index_widens_at_its_own_shape() -> None:
    rust = _rust()
    widened = re.findall(r"let \w+: Tile<u64, \{ \[([^\]]*)\] \}> = exti\((\w+)\);", rust)
    shapes = [shape for shape, operand in widened if not operand.startswith(("extent_", "stride_"))]
    # gather: b and h as scalars, s_idx (N, 1), d_idx (1, D); scatter: b, h, then its (N, 1) and (1, D) indices
    assert shapes == ["", "", "N, 1", "1, D", "", "", "N, 1", "1, D"], widened


def test_no_index_is_broadcast_to_the_gathered_shape_before_it_widens() -> None:
    rust = _rust()
    assert "Tile<i32, { [N, D] }>" not in rust  # no i32 index tile of the gathered shape at all
    assert not re.search(r"Tile<u64, \{ \[N, D\] \}> = exti\(", rust), rust


def test_inside_the_loop_only_the_loaded_index_widens() -> None:
    body = _loop_body(_rust())
    widened = re.findall(r"let \w+: Tile<u64, \{ \[([^\]]*)\] \}> = exti\((\w+)\);", body)
    tiles = [shape for shape, operand in widened if shape]
    assert tiles == ["N, 1", "1, D"], widened  # 16 and 128 elements, not two tiles of 16 x 128
    # the offsets and bounds are still computed on the gathered shape, from the widened index broadcast
    assert re.search(r"Tile<u64, \{ \[N, 1\] \}> = exti\(s_idx\);", body), body
    assert re.search(r"= \w+\.broadcast\(const_shape!\[N, D\]\);", body), body
