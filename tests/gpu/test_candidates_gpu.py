"""Candidates on a GPU: a C-ABI function built with nvcc, and our cuTile Python and Triton kernels."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

torch = pytest.importorskip("torch")

from tilebot.runner.gpu.candidates import STREAM, CAbiError, CAbiFunction, cabi_candidate  # noqa: E402
from tilebot.runner.gpu.correctness import CheckCase, OutputSpec, Tolerance, check, high_precision  # noqa: E402

pytestmark = pytest.mark.gpu

SCALE_CU = r"""
#include <cstdint>
#include <cuda_runtime.h>
struct TensorDesc { uint64_t ptr; int32_t ndim; int64_t shape[5]; int64_t strides[5]; int32_t dtype; };

__global__ void scale2d(const float* x, float* y, float alpha, int64_t rows, int64_t cols,
                        int64_t xs0, int64_t xs1, int64_t ys0, int64_t ys1) {
    int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x;
    if (i >= rows * cols) return;
    int64_t r = i / cols, c = i % cols;
    y[r * ys0 + c * ys1] = alpha * x[r * xs0 + c * xs1];
}

extern "C" int32_t scale_f32(const TensorDesc* x, const TensorDesc* y, float alpha, uint64_t stream) {
    if (!x || !y || !x->ptr || !y->ptr) return -5;
    if (x->dtype != 0 || y->dtype != 0) return -2;
    if (x->ndim != 2 || y->ndim != 2 || x->shape[0] != y->shape[0] || x->shape[1] != y->shape[1]) return -6;
    int64_t n = x->shape[0] * x->shape[1];
    scale2d<<<(unsigned)((n + 255) / 256), 256, 0, (cudaStream_t)stream>>>(
        (const float*)x->ptr, (float*)y->ptr, alpha, x->shape[0], x->shape[1],
        x->strides[0], x->strides[1], y->strides[0], y->strides[1]);
    return cudaGetLastError() == cudaSuccess ? 0 : -3;
}
"""


@pytest.fixture(scope="module")
def scale_lib(tmp_path_factory: pytest.TempPathFactory) -> Path:
    nvcc = shutil.which("nvcc")
    if nvcc is None:
        pytest.skip("nvcc is not on PATH")
    src = tmp_path_factory.mktemp("cabi") / "scale.cu"
    src.write_text(SCALE_CU)
    lib = src.with_suffix(".so")
    subprocess.run([nvcc, "-shared", "-Xcompiler", "-fPIC", "-o", str(lib), str(src)], check=True, timeout=300)
    return lib


def _transposed(gen: Any) -> tuple[Any, ...]:
    # A non-contiguous input: the descriptor's element strides must be honoured.
    return (torch.randn(96, 200, generator=gen, device="cuda").t(),)


CASE = CheckCase("scale", "200x96 transposed", "float32", _transposed, lambda i: [OutputSpec((200, 96), "float32")])


def test_cabi_function_runs_through_the_descriptor(scale_lib: Path) -> None:
    fn = CAbiFunction(scale_lib, "scale_f32", ["tensor", "tensor", "f32", "stream"])
    cand = cabi_candidate(fn, lambda i, o: (i[0], o[0], 2.5, STREAM))
    res = check(CASE, "cabi", cand, high_precision(lambda x: 2.5 * x), Tolerance(1e-6, 1e-6))
    assert res.passed, res.message


def test_cabi_error_codes_become_exceptions(scale_lib: Path) -> None:
    fn = CAbiFunction(scale_lib, "scale_f32", ["tensor", "tensor", "f32", "stream"])
    half = torch.zeros(4, 4, device="cuda", dtype=torch.float16)
    with pytest.raises(CAbiError, match="unsupported dtype") as err:
        fn(half, half, 1.0, 0)
    assert err.value.code == -2


@pytest.mark.parametrize("impl", ["cutile", "triton"])
def test_our_softmax_kernels_pass(impl: str) -> None:
    if impl == "cutile" and shutil.which("tileiras") is None:
        pytest.skip("tileiras is not on PATH")
    pytest.importorskip("triton")
    pytest.importorskip("cuda.tile")
    from tilebot.runner.gpu.kernels import softmax

    case = next(c for c in softmax.check_cases() if c.config.startswith("37x1000") and c.dtype == "float16")
    cand = softmax.cutile if impl == "cutile" else softmax.triton_impl
    res = check(case, impl, cand, softmax.reference, softmax.TOLERANCES["float16"])
    assert res.passed, res.message
