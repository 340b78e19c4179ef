# mypy: disable-error-code="no-untyped-def, untyped-decorator, no-untyped-call"
"""RMS norm y = x / sqrt(mean(x^2) + eps) * w, one row per block, in cuTile Python and in Triton.

The row is loaded once (zero-padded to a power of two, so the padding adds nothing to the sum of
squares), reduced in float32, scaled and multiplied by the weight, then stored in the input dtype.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import cuda.tile as ct
import triton
import triton.language as tl

from tilebot.runner.gpu.candidates import cutile_candidate, triton_candidate
from tilebot.runner.gpu.compare import PerfCase
from tilebot.runner.gpu.correctness import CheckCase, Tolerance, high_precision
from tilebot.runner.gpu.kernels.common import OpSuite, itemsize, next_pow2, randn, row_label, row_warps, same_as_first

EPS = 1e-6


@ct.kernel
def rms_norm_rows_cutile(x, w, y, N: ct.Constant[int], EPS_: ct.Constant[float], TILE_N: ct.Constant[int]):
    row = ct.bid(0)
    t = ct.astype(ct.load(x, index=(row, 0), shape=(1, TILE_N), padding_mode=ct.PaddingMode.ZERO), ct.float32)
    inv_rms = ct.rsqrt(ct.sum(t * t, axis=1, keepdims=True) / N + EPS_)
    weight = ct.astype(ct.load(w, index=(0,), shape=(TILE_N,), padding_mode=ct.PaddingMode.ZERO), ct.float32)
    out = t * inv_rms * ct.reshape(weight, (1, TILE_N))
    ct.store(y, index=(row, 0), tile=ct.astype(out, y.dtype))


@ct.kernel
def rms_norm_rows_cutile_gather(x, w, y, N: ct.Constant[int], EPS_: ct.Constant[float], TILE_N: ct.Constant[int]):
    # The same algorithm with element-indexed access (a 1-D tile of the row) instead of a 2-D tile load.
    row = ct.bid(0)
    cols = ct.arange(TILE_N, dtype=ct.int32)
    t = ct.astype(ct.gather(x, (row, cols), padding_value=0), ct.float32)
    inv_rms = ct.rsqrt(ct.sum(t * t, axis=0, keepdims=True) / N + EPS_)
    weight = ct.astype(ct.gather(w, cols, padding_value=0), ct.float32)
    ct.scatter(y, (row, cols), ct.astype(t * inv_rms * weight, y.dtype))


@triton.jit
def rms_norm_rows_triton(x_ptr, w_ptr, y_ptr, n_cols, x_row_stride, y_row_stride, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    cols = tl.arange(0, BLOCK)
    mask = cols < n_cols
    t = tl.load(x_ptr + row * x_row_stride + cols, mask=mask, other=0.0).to(tl.float32)
    inv_rms = 1.0 / tl.sqrt(tl.sum(t * t, axis=0) / n_cols + eps)
    weight = tl.load(w_ptr + cols, mask=mask, other=0.0).to(tl.float32)
    out = t * inv_rms * weight
    tl.store(y_ptr + row * y_row_stride + cols, out.to(y_ptr.dtype.element_ty), mask=mask)


cutile = cutile_candidate(
    rms_norm_rows_cutile,
    grid=lambda i, o: (i[0].shape[0], 1, 1),
    args=lambda i, o: (i[0], i[1], o[0], i[0].shape[1], EPS, next_pow2(i[0].shape[1])),
)
cutile_gather = cutile_candidate(
    rms_norm_rows_cutile_gather,
    grid=lambda i, o: (i[0].shape[0], 1, 1),
    args=lambda i, o: (i[0], i[1], o[0], i[0].shape[1], EPS, next_pow2(i[0].shape[1])),
)
triton_impl = triton_candidate(
    rms_norm_rows_triton,
    grid=lambda i, o: (i[0].shape[0],),
    args=lambda i, o: (i[0], i[1], o[0], i[0].shape[1], i[0].stride(0), o[0].stride(0), EPS),
    meta=lambda i, o: {"BLOCK": next_pow2(i[0].shape[1]), "num_warps": row_warps(next_pow2(i[0].shape[1]))},
)


def _rms_norm(x: Any, w: Any) -> Any:
    return x * (x.pow(2).mean(dim=-1, keepdim=True) + EPS).rsqrt() * w


reference = high_precision(_rms_norm)

TOLERANCES = {
    "float32": Tolerance(1e-5, 1e-5),
    "float16": Tolerance(1e-2, 1e-2),
    "bfloat16": Tolerance(1e-2, 2e-2),
}
DTYPES = ("float32", "float16", "bfloat16")
CHECK_SHAPES = ((5, 3), (37, 1000), (1024, 1024), (256, 4096), (128, 8191))
PERF_SHAPES = ((4096, 1024), (8192, 2048), (8192, 4096), (16384, 8192))


def _make(shape: tuple[int, int], dtype: str) -> Callable[[Any], tuple[Any, ...]]:
    def make(generator: Any) -> tuple[Any, ...]:
        x = randn(shape, dtype, generator)
        w = randn((shape[1],), dtype, generator, scale=0.5, shift=1.0)
        return (x, w)

    return make


def check_cases() -> list[CheckCase]:
    return [CheckCase("rms_norm", row_label(s, d), d, _make(s, d), same_as_first) for s in CHECK_SHAPES for d in DTYPES]


def perf_cases(dtypes: tuple[str, ...] = DTYPES) -> list[PerfCase]:
    return [
        PerfCase(row_label(s, d), _make(s, d), same_as_first, bytes_moved=(2 * s[0] * s[1] + s[1]) * itemsize(d))
        for s in PERF_SHAPES
        for d in dtypes
    ]


SUITE = OpSuite(
    "rms_norm",
    cutile,
    triton_impl,
    reference,
    TOLERANCES,
    check_cases,
    perf_cases,
    memory_bound=True,
    cutile_variants={"gather": cutile_gather},
)
