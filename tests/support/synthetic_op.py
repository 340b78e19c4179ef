"""A small TileGym-layout repository with one real cuTile Python op, ``scale``, written for the analyzer's tests.

The op has what stage A must find: two kernels, a ``ct.Constant[bool]`` that changes the
kernel body (two variants of one kernel), a 2-D kernel chosen by a wrapper flag, an
autotune search, an input for which no kernel runs, a configuration the test skips, a
perf test, and tolerances that differ by dtype.
"""

from __future__ import annotations

from pathlib import Path

OP = """
from types import SimpleNamespace

import cuda.tile as ct
import torch
from cuda.tile.tune import exhaustive_search

from tilegym.backend import register_impl

ConstInt = ct.Constant[int]


@ct.kernel
def _scale_kernel(x, y, TILE: ConstInt, SQUARE: ct.Constant[bool]):
    bid = ct.bid(0)
    t = ct.load(x, index=(bid,), shape=(TILE,), padding_mode=ct.PaddingMode.ZERO)
    if SQUARE:
        t = t * t
    else:
        t = t + t
    ct.store(y, index=(bid,), tile=t)


@ct.kernel(occupancy=2)
def _scale_kernel_2d(x, y, TM: ConstInt, TN: ConstInt):
    bm = ct.bid(0)
    bn = ct.bid(1)
    t = ct.load(x, index=(bm, bn), shape=(TM, TN), padding_mode=ct.PaddingMode.ZERO)
    ct.store(y, index=(bm, bn), tile=t * 3.0)


def _configs():
    yield SimpleNamespace(TILE=128)
    yield SimpleNamespace(TILE=256)


@register_impl("scale", backend="cutile")
def scale(x, square=False, two_d=False):
    y = torch.empty_like(x)
    if x.numel() == 0:
        return y
    stream = torch.cuda.current_stream()
    if two_d:
        rows, cols = x.shape
        grid = (ct.cdiv(rows, 32), ct.cdiv(cols, 64), 1)
        ct.launch(stream, grid, _scale_kernel_2d, (x, y, 32, 64))
        return y
    n = x.shape[0]
    result = exhaustive_search(
        list(_configs()), stream, lambda c: (ct.cdiv(n, c.TILE), 1, 1), _scale_kernel, lambda c: (x, y, c.TILE, square)
    )
    tile = result.best.config.TILE
    ct.launch(stream, (ct.cdiv(n, tile), 1, 1), _scale_kernel, (x, y, tile, square))
    return y
"""

TEST = """
import pytest
import torch

import tilegym

from .. import common

_TOLS = {torch.float16: {"atol": 1e-3, "rtol": 1e-3}, torch.float32: {"atol": 1e-6, "rtol": 1e-5}}


class Test_Scale(common.PyTestCase):
    @staticmethod
    def reference(x, square=False, two_d=False):
        return x * 3.0 if two_d else (x * x if square else x + x)

    _backends = ["cutile"]

    @pytest.mark.parametrize("n, square", [(1000, False), (4096, True), (0, False), (77, True)])
    @pytest.mark.parametrize("dtype", [torch.float16, torch.float32])
    @pytest.mark.parametrize("backend", _backends)
    def test_op(self, n, square, dtype, backend):
        if n == 77:
            pytest.skip("odd sizes are covered elsewhere")
        x = torch.randn(n, device="cuda", dtype=dtype)
        self.assertCorrectness(tilegym.ops.scale, self.reference, {"x": x, "square": square}, **_TOLS[dtype])

    @pytest.mark.parametrize("rows, cols", [(64, 128), (100, 200)])
    @pytest.mark.parametrize("backend", _backends)
    def test_op_2d(self, rows, cols, backend):
        x = torch.randn(rows, cols, device="cuda", dtype=torch.float32)
        self.assertCorrectness(tilegym.ops.scale, self.reference, {"x": x, "two_d": True}, rtol=0.0, atol=1e-6)

    @pytest.mark.parametrize("n", [1 << 20])
    @pytest.mark.parametrize("backend", _backends)
    def test_perf(self, n, backend):
        x = torch.randn(n, device="cuda", dtype=torch.float16)
        tilegym.ops.scale(x, square=True)
"""

COMMON = """
import torch


class PyTestCase:
    def assertCorrectness(self, test_fn, ref_fn, kwargs, rtol=None, atol=None):
        torch.testing.assert_close(test_fn(**kwargs), ref_fn(**kwargs), rtol=rtol, atol=atol)
"""

# A wrapper that reads a tensor's value: the dry run must say so instead of guessing.
VALUE_DEPENDENT_OP = OP.replace("    if x.numel() == 0:\n", "    if x.abs().max().item() > 1e6:\n")


def write_repo(root: Path, *, op_source: str = OP) -> Path:
    files = {
        "src/tilegym/__init__.py": "raise ImportError('a dry run must never run the package __init__')\n",
        "src/tilegym/ops/__init__.py": "import triton  # never installed here, never imported by a dry run\n",
        "src/tilegym/ops/cutile/__init__.py": "",
        "src/tilegym/ops/cutile/scale.py": op_source,
        "tests/__init__.py": "",
        "tests/common.py": COMMON,
        "tests/ops/__init__.py": "",
        "tests/ops/test_scale.py": TEST,
    }
    for rel, text in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text.lstrip("\n"), encoding="utf-8")
    return root
