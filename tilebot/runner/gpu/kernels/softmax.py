# mypy: disable-error-code="no-untyped-def, untyped-decorator, no-untyped-call"
"""Row softmax, one row per block, in cuTile Python and in Triton (the same algorithm in both).

Each block loads its whole row (padded to a power of two with -inf, so the padding contributes
exp(-inf) = 0), subtracts the row maximum, exponentiates and divides by the row sum, in float32.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import cuda.tile as ct
import triton
import triton.language as tl

from tilebot.runner.gpu.candidates import cutile_candidate, triton_candidate
from tilebot.runner.gpu.compare import PerfCase
from tilebot.runner.gpu.correctness import CheckCase, Tolerance, high_precision
from tilebot.runner.gpu.kernels.common import OpSuite, itemsize, next_pow2, randn, row_label, row_warps, same_as_first


@ct.kernel
def softmax_rows_cutile(x, y, TILE_N: ct.Constant[int]):
    row = ct.bid(0)
    tile = ct.load(x, index=(row, 0), shape=(1, TILE_N), padding_mode=ct.PaddingMode.NEG_INF)
    t = ct.astype(tile, ct.float32)
    e = ct.exp(t - ct.max(t, axis=1, keepdims=True))
    out = e / ct.sum(e, axis=1, keepdims=True)
    ct.store(y, index=(row, 0), tile=ct.astype(out, y.dtype))


@ct.kernel
def softmax_rows_cutile_gather(x, y, TILE_N: ct.Constant[int]):
    # The same algorithm with element-indexed access (a 1-D tile of the row) instead of a 2-D tile load.
    row = ct.bid(0)
    cols = ct.arange(TILE_N, dtype=ct.int32)
    t = ct.astype(ct.gather(x, (row, cols), padding_value=-math.inf), ct.float32)
    e = ct.exp(t - ct.max(t, axis=0, keepdims=True))
    out = e / ct.sum(e, axis=0, keepdims=True)
    ct.scatter(y, (row, cols), ct.astype(out, y.dtype))


@triton.jit
def softmax_rows_triton(x_ptr, y_ptr, n_cols, x_row_stride, y_row_stride, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    t = tl.load(x_ptr + row * x_row_stride + cols, mask=mask, other=-float("inf")).to(tl.float32)
    e = tl.exp(t - tl.max(t, axis=0))
    out = e / tl.sum(e, axis=0)
    tl.store(y_ptr + row * y_row_stride + cols, out.to(y_ptr.dtype.element_ty), mask=mask)


cutile = cutile_candidate(
    softmax_rows_cutile,
    grid=lambda i, o: (i[0].shape[0], 1, 1),
    args=lambda i, o: (i[0], o[0], next_pow2(i[0].shape[1])),
)
cutile_gather = cutile_candidate(
    softmax_rows_cutile_gather,
    grid=lambda i, o: (i[0].shape[0], 1, 1),
    args=lambda i, o: (i[0], o[0], next_pow2(i[0].shape[1])),
)
triton_impl = triton_candidate(
    softmax_rows_triton,
    grid=lambda i, o: (i[0].shape[0],),
    args=lambda i, o: (i[0], o[0], i[0].shape[1], i[0].stride(0), o[0].stride(0)),
    meta=lambda i, o: {"BLOCK": next_pow2(i[0].shape[1]), "num_warps": row_warps(next_pow2(i[0].shape[1]))},
)


def _softmax(x: Any) -> Any:
    return x.softmax(dim=-1)


reference = high_precision(_softmax)

# Outputs are probabilities around 1/N: atol must stay far below them, or a zero output would pass.
TOLERANCES = {
    "float32": Tolerance(1e-5, 1e-7),
    "float16": Tolerance(1e-2, 1e-5),
    "bfloat16": Tolerance(1e-2, 1e-5),
}
DTYPES = ("float32", "float16", "bfloat16")
CHECK_SHAPES = ((5, 3), (37, 1000), (1024, 1024), (256, 4096), (128, 8191))
PERF_SHAPES = ((4096, 1024), (8192, 2048), (8192, 4096), (16384, 8192))


def _make(shape: tuple[int, ...], dtype: str) -> Callable[[Any], tuple[Any, ...]]:
    def make(generator: Any) -> tuple[Any, ...]:
        return (randn(shape, dtype, generator, scale=2.0),)

    return make


def check_cases() -> list[CheckCase]:
    return [CheckCase("softmax", row_label(s, d), d, _make(s, d), same_as_first) for s in CHECK_SHAPES for d in DTYPES]


def perf_cases(dtypes: tuple[str, ...] = DTYPES) -> list[PerfCase]:
    return [
        PerfCase(row_label(s, d), _make(s, d), same_as_first, bytes_moved=2 * s[0] * s[1] * itemsize(d))
        for s in PERF_SHAPES
        for d in dtypes
    ]


SUITE = OpSuite(
    "softmax",
    cutile,
    triton_impl,
    reference,
    TOLERANCES,
    check_cases,
    perf_cases,
    memory_bound=True,
    cutile_variants={"gather": cutile_gather},
)
