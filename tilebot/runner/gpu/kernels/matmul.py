# mypy: disable-error-code="no-untyped-def, untyped-decorator, no-untyped-call"
"""C = A @ B with float32 accumulation, in cuTile Python and in Triton (the same tiling in both).

One block computes a BM x BN tile of C, walking K in BK steps (the K tail is zero-padded). Blocks
are ordered in bands of GROUP_M tile rows so that neighbouring blocks reuse the same B tiles while
they are in L2.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import cuda.tile as ct
import triton
import triton.language as tl

from tilebot.runner.gpu.candidates import cutile_candidate, triton_candidate
from tilebot.runner.gpu.compare import PerfCase
from tilebot.runner.gpu.correctness import CheckCase, OutputSpec, Tensors, Tolerance, high_precision
from tilebot.runner.gpu.kernels.common import OpSuite, dtype_name, randn

BM, BN, BK, GROUP_M = 128, 128, 64, 8


@ct.kernel
def matmul_cutile(a, b, c, TM: ct.Constant[int], TN: ct.Constant[int], TK: ct.Constant[int], GM: ct.Constant[int]):
    pid = ct.bid(0)
    tiles_m = ct.cdiv(a.shape[0], TM)
    tiles_n = ct.cdiv(b.shape[1], TN)
    per_band = GM * tiles_n
    first_m = (pid // per_band) * GM
    band_rows = ct.minimum(tiles_m - first_m, GM)
    tm = first_m + (pid % per_band) % band_rows
    tn = (pid % per_band) // band_rows
    acc = ct.full((TM, TN), 0.0, dtype=ct.float32)
    for k in range(ct.num_tiles(a, axis=1, shape=(TM, TK))):
        ta = ct.load(a, index=(tm, k), shape=(TM, TK), padding_mode=ct.PaddingMode.ZERO)
        tb = ct.load(b, index=(k, tn), shape=(TK, TN), padding_mode=ct.PaddingMode.ZERO)
        acc = ct.mma(ta, tb, acc)
    ct.store(c, index=(tm, tn), tile=ct.astype(acc, c.dtype))


@triton.jit
def matmul_triton(
    a_ptr,
    b_ptr,
    c_ptr,
    M,
    N,
    K,
    stride_am,
    stride_ak,
    stride_bk,
    stride_bn,
    stride_cm,
    stride_cn,
    TM: tl.constexpr,
    TN: tl.constexpr,
    TK: tl.constexpr,
    GM: tl.constexpr,
):
    pid = tl.program_id(0)
    tiles_m = tl.cdiv(M, TM)
    tiles_n = tl.cdiv(N, TN)
    per_band = GM * tiles_n
    first_m = (pid // per_band) * GM
    band_rows = tl.minimum(tiles_m - first_m, GM)
    tm = first_m + (pid % per_band) % band_rows
    tn = (pid % per_band) // band_rows
    # Rows and columns past the edge wrap around (their results are masked at the store), so the
    # loads need a mask only along K.
    rows = (tm * TM + tl.arange(0, TM)) % M
    cols = (tn * TN + tl.arange(0, TN)) % N
    ks = tl.arange(0, TK)
    a_ptrs = a_ptr + rows[:, None] * stride_am + ks[None, :] * stride_ak
    b_ptrs = b_ptr + ks[:, None] * stride_bk + cols[None, :] * stride_bn
    acc = tl.zeros((TM, TN), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, TK)):
        left = K - k * TK
        ta = tl.load(a_ptrs, mask=ks[None, :] < left, other=0.0)
        tb = tl.load(b_ptrs, mask=ks[:, None] < left, other=0.0)
        acc = tl.dot(ta, tb, acc)
        a_ptrs += TK * stride_ak
        b_ptrs += TK * stride_bk
    out_rows = tm * TM + tl.arange(0, TM)
    out_cols = tn * TN + tl.arange(0, TN)
    c_ptrs = c_ptr + out_rows[:, None] * stride_cm + out_cols[None, :] * stride_cn
    mask = (out_rows[:, None] < M) & (out_cols[None, :] < N)
    tl.store(c_ptrs, acc.to(c_ptr.dtype.element_ty), mask=mask)


def _grid(i: Tensors, o: Tensors) -> tuple[int, ...]:
    m, n = o[0].shape
    return (triton.cdiv(m, BM) * triton.cdiv(n, BN), 1, 1)


cutile = cutile_candidate(matmul_cutile, grid=_grid, args=lambda i, o: (i[0], i[1], o[0], BM, BN, BK, GROUP_M))
triton_impl = triton_candidate(
    matmul_triton,
    grid=lambda i, o: _grid(i, o)[:1],
    args=lambda i, o: (
        i[0],
        i[1],
        o[0],
        o[0].shape[0],
        o[0].shape[1],
        i[0].shape[1],
        *i[0].stride(),
        *i[1].stride(),
        *o[0].stride(),
    ),
    meta=lambda i, o: {"TM": BM, "TN": BN, "TK": BK, "GM": GROUP_M, "num_warps": 8, "num_stages": 4},
)


def _matmul(a: Any, b: Any) -> Any:
    return a @ b


reference = high_precision(_matmul)

TOLERANCES = {
    "float16": Tolerance(1e-2, 1e-2),
    "bfloat16": Tolerance(1e-2, 2e-2),
}
DTYPES = ("float16", "bfloat16")
CHECK_SHAPES = ((128, 128, 64), (512, 768, 333), (1000, 1000, 1000), (2048, 2048, 2048))
PERF_SHAPES = ((1024, 1024, 1024), (2048, 2048, 2048), (4096, 4096, 4096), (8192, 8192, 8192), (4096, 14336, 4096))


def _label(shape: tuple[int, int, int], dtype: str) -> str:
    m, n, k = shape
    return f"M{m} N{n} K{k} {dtype}"


def _make(shape: tuple[int, int, int], dtype: str) -> Callable[[Any], tuple[Any, ...]]:
    def make(generator: Any) -> tuple[Any, ...]:
        m, n, k = shape
        return (randn((m, k), dtype, generator), randn((k, n), dtype, generator))

    return make


def _outputs(inputs: Tensors) -> list[OutputSpec]:
    return [OutputSpec((inputs[0].shape[0], inputs[1].shape[1]), dtype_name(inputs[0]))]


def check_cases() -> list[CheckCase]:
    return [CheckCase("matmul", _label(s, d), d, _make(s, d), _outputs) for s in CHECK_SHAPES for d in DTYPES]


def perf_cases(dtypes: tuple[str, ...] = DTYPES) -> list[PerfCase]:
    return [
        PerfCase(_label(s, d), _make(s, d), _outputs, flops=2 * s[0] * s[1] * s[2]) for s in PERF_SHAPES for d in dtypes
    ]


SUITE = OpSuite("matmul", cutile, triton_impl, reference, TOLERANCES, check_cases, perf_cases, memory_bound=False)
