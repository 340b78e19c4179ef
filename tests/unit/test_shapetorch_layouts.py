"""The shape-only torch's layouts (views, transposes, slices, expands, ``view(dtype)``, products) against torch's.

``EXPECTED`` holds what torch gives for each expression by ATen's rules (``computeStride`` for view and reshape,
``inferExpandGeometry``, ``view_dtype``, ``compute_contiguous``, the range checks of ``maybe_wrap_dim``, ``narrow``,
``select`` and indexing): the tensor's shape, strides, storage offset, ``is_contiguous()`` and dtype, or the builtin
kind of error torch raises. The shape-only torch must give the same (a stride or dtype that differs is a kernel
signature the real launch never uses). Where an interpreter with a real torch is at hand (this one, or
``TILEBOT_TORCH_PYTHON``), the table itself is checked against it. Each side runs in a child interpreter because
the shape-only torch replaces ``torch`` for good.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from typing import Any

import pytest

VIEW_DTYPE: dict[str, Any] = {
    # view(dtype): the last dim (stride 1) splits or merges by the element-size ratio, the other strides and the
    # offset rescale; merging needs the last size, the offset and the other strides divisible by the ratio
    "torch.empty(4, 8).view(torch.float16)": [[4, 16], [16, 1], 0, True, "float16"],
    "torch.empty(4, 8).view(torch.int8)": [[4, 32], [32, 1], 0, True, "int8"],
    "torch.empty(4, 8).view(torch.float32)": [[4, 8], [8, 1], 0, True, "float32"],
    "torch.empty(4, 8).view(torch.int32)": [[4, 8], [8, 1], 0, True, "int32"],
    "torch.empty(4, 8).view(dtype=torch.bfloat16)": [[4, 16], [16, 1], 0, True, "bfloat16"],
    "torch.empty(4, 8, dtype=torch.float16).view(torch.float32)": [[4, 4], [4, 1], 0, True, "float32"],
    "torch.empty(4, 8, dtype=torch.uint8).view(torch.int64)": [[4, 1], [1, 1], 0, True, "int64"],
    "torch.empty(4, 16, dtype=torch.uint8).view(torch.bfloat16)": [[4, 8], [8, 1], 0, True, "bfloat16"],
    "torch.empty(4, 8, dtype=torch.float8_e4m3fn).view(torch.uint8)": [[4, 8], [8, 1], 0, True, "uint8"],
    "torch.empty(4, 6, dtype=torch.uint8).view(torch.int32)": "RuntimeError",
    "torch.empty(4, 8).t().view(torch.float16)": "RuntimeError",
    "torch.empty(8, 4).t().view(torch.int32)": [[4, 8], [1, 4], 0, False, "int32"],
    "torch.empty(4, 8, dtype=torch.float16)[:, 1:].view(torch.float32)": "RuntimeError",
    "torch.empty(4, 8, dtype=torch.float16)[:, 2:].view(torch.float32)": [[4, 3], [4, 1], 1, False, "float32"],
    "torch.empty(4, 8, dtype=torch.float16)[:, 1:7].view(torch.float32)": "RuntimeError",
    "torch.empty(3, 5, dtype=torch.float16)[:, :4].view(torch.float32)": "RuntimeError",
    "torch.empty(4, 8)[1].view(torch.float16)": [[16], [1], 16, True, "float16"],
    "torch.empty(4, 8)[1:].view(torch.int8)": [[3, 32], [32, 1], 32, True, "int8"],
    "torch.empty(2, 4, 8).transpose(0, 1).view(torch.bfloat16)": [[4, 2, 16], [16, 64, 1], 0, False, "bfloat16"],
    "torch.empty(2, 4, 8, dtype=torch.float16).transpose(0, 1).view(torch.float32)": [
        [4, 2, 4],
        [4, 16, 1],
        0,
        False,
        "float32",
    ],
    "torch.tensor(1.0).view(torch.float16)": "RuntimeError",
    "torch.tensor(1.0).view(torch.int32)": [[], [], 0, True, "int32"],
    "torch.empty(2, 1).expand(2, 8).view(torch.float16)": "RuntimeError",
    "torch.empty(1, 4).t().view(torch.float16)": "RuntimeError",
    "torch.empty(4, 1, dtype=torch.float16).view(torch.float32)": "RuntimeError",
    "torch.empty(0, 8).view(torch.float16)": [[0, 16], [16, 1], 0, True, "float16"],
    "torch.empty(4, 8).view(torch.float16).view(torch.float32)": [[4, 8], [8, 1], 0, True, "float32"],
    "torch.empty(4, 8, dtype=torch.bool).view(torch.uint8)": [[4, 8], [8, 1], 0, True, "uint8"],
    "torch.empty(4, 8, dtype=torch.float16).view(torch.float8_e4m3fn)": [[4, 16], [16, 1], 0, True, "float8_e4m3fn"],
    "torch.empty(2, 3, 8, dtype=torch.float16).permute(1, 0, 2).view(torch.int32)": [
        [3, 2, 4],
        [4, 12, 1],
        0,
        False,
        "int32",
    ],
}
LAYOUTS: dict[str, Any] = {
    # view(*shape) as before
    "torch.empty(4, 8).view(2, 16)": [[2, 16], [16, 1], 0, True, "float32"],
    "torch.empty(4, 8).view(-1)": [[32], [1], 0, True, "float32"],
    "torch.empty(4, 8).view((8, 4))": [[8, 4], [4, 1], 0, True, "float32"],
    "torch.empty(4, 8).view(torch.Size([32]))": [[32], [1], 0, True, "float32"],
    "torch.empty(4, 8).view(5, -1)": "RuntimeError",
    "torch.empty(4, 8).view(-1, -1)": "RuntimeError",
    # transposes and permutes; view and reshape follow computeStride (a size-1 dim keeps the stride its run reached)
    "torch.empty(4, 6).t()": [[6, 4], [1, 6], 0, False, "float32"],
    "torch.empty(4, 6).t().contiguous()": [[6, 4], [4, 1], 0, True, "float32"],
    "torch.empty(4, 6).t().is_contiguous()": False,
    "torch.empty(1, 6).t()": [[6, 1], [1, 6], 0, True, "float32"],
    "torch.empty(1, 6).t().contiguous()": [[6, 1], [1, 6], 0, True, "float32"],
    "torch.empty(1, 6).t().view(6, 1)": [[6, 1], [1, 6], 0, True, "float32"],
    "torch.empty(1, 6).t().view(-1)": [[6], [1], 0, True, "float32"],
    "torch.empty(5).t()": [[5], [1], 0, True, "float32"],
    "torch.empty(4, 6, 8).t()": "RuntimeError",
    "torch.empty(4, 6, 8).mT": [[4, 8, 6], [48, 1, 8], 0, False, "float32"],
    "torch.empty(5).mT": "RuntimeError",
    "torch.empty(4, 6, 8).permute(2, 0, 1)": [[8, 4, 6], [1, 48, 8], 0, False, "float32"],
    "torch.empty(4, 6, 8).permute(2, 0, 1).contiguous()": [[8, 4, 6], [24, 6, 1], 0, True, "float32"],
    "torch.empty(4, 6, 8).permute(2, 0, 1).reshape(8, 24)": [[8, 24], [1, 8], 0, False, "float32"],
    "torch.empty(4, 6, 8).permute(0, 1)": "RuntimeError",
    "torch.empty(4, 6, 8).permute(0, 0, 1)": "RuntimeError",
    "torch.empty(4, 6, 8).permute(0, 1, 3)": "IndexError",
    "torch.empty(4, 6, 8).transpose(0, 1).reshape(24, 8)": [[24, 8], [8, 1], 0, True, "float32"],
    "torch.empty(4, 6, 8).transpose(0, 1).view(6, 32)": "RuntimeError",
    "torch.empty(4, 6, 8).transpose(0, 1).view(6, 4, 2, 4)": [[6, 4, 2, 4], [8, 48, 4, 1], 0, False, "float32"],
    "torch.empty(4, 6, 8).transpose(0, 2).unsqueeze(1)": [[8, 1, 6, 4], [1, 48, 8, 48], 0, False, "float32"],
    "torch.empty(4, 6, 8).transpose(1, 2).flatten(1)": [[4, 48], [48, 1], 0, True, "float32"],
    "torch.empty(4, 6, 8).transpose(0, 1).flatten(0, 1)": [[24, 8], [8, 1], 0, True, "float32"],
    "torch.empty(4, 6, 8).transpose(0, 3)": "IndexError",
    "torch.empty(4, 6, 8).transpose(0, 1).contiguous().is_contiguous()": True,
    "torch.empty(4, 6, 8).reshape(4, -1)": [[4, 48], [48, 1], 0, True, "float32"],
    "torch.empty(4, 6, 8)[:, ::2].reshape(4, -1)": [[4, 24], [24, 1], 0, True, "float32"],
    "torch.empty(4, 6, 8)[:, :, :4].reshape(24, 4)": [[24, 4], [8, 1], 0, False, "float32"],
    "torch.empty(4, 6, 8)[:, :, :4].view(24, 4)": [[24, 4], [8, 1], 0, False, "float32"],
    "torch.empty(4, 1, 6)[:, :, ::2].is_contiguous()": False,
    # basic indexing: bounds are checked, a step must be positive, an empty result is contiguous
    "torch.empty(4, 6, 8)[:, 1:5, ::2]": [[4, 4, 4], [48, 8, 2], 8, False, "float32"],
    "torch.empty(4, 6, 8)[:, 1:5, ::2].contiguous()": [[4, 4, 4], [16, 4, 1], 0, True, "float32"],
    "torch.empty(4, 6, 8)[:, 1:5, ::2].is_contiguous()": False,
    "torch.empty(4, 6, 8)[1:, 2]": [[3, 8], [48, 1], 64, False, "float32"],
    "torch.empty(4, 6, 8)[:, :0]": [[4, 0, 8], [48, 8, 1], 0, True, "float32"],
    "torch.empty(4, 6, 8)[:, :0].contiguous()": [[4, 0, 8], [48, 8, 1], 0, True, "float32"],
    "torch.empty(4, 6, 8)[:, 10:20]": [[4, 0, 8], [48, 8, 1], 48, True, "float32"],
    "torch.empty(4, 6, 8)[-4]": [[6, 8], [8, 1], 0, True, "float32"],
    "torch.empty(4, 6, 8)[4]": "IndexError",
    "torch.empty(4, 6, 8)[-5]": "IndexError",
    "torch.empty(4, 6, 8)[::-1]": "ValueError",
    "torch.empty(4, 6, 8)[0, 0, 0, 0]": "IndexError",
    "torch.empty(4, 6, 8)[..., None]": [[4, 6, 8, 1], [48, 8, 1, 1], 0, True, "float32"],
    "torch.empty(4, 6, 8)[None, ..., 1]": [[1, 4, 6], [192, 48, 8], 1, False, "float32"],
    "torch.empty(4, 6, 8)[:, None, 2:]": [[4, 1, 4, 8], [48, 48, 8, 1], 16, False, "float32"],
    "torch.empty(4, 6).t()[:0].is_contiguous()": True,
    "torch.empty(4, 6).t()[:, 1:3]": [[6, 2], [1, 6], 6, False, "float32"],
    # expand (inferExpandGeometry): a grown size-1 dim gets stride 0, a new leading size-1 dim the size times the
    # stride of the dim after it; a 0-d tensor's every stride is 0
    "torch.empty(4).expand(1, 4)": [[1, 4], [4, 1], 0, True, "float32"],
    "torch.empty(4).expand(3, 4)": [[3, 4], [0, 1], 0, False, "float32"],
    "torch.empty(4).expand(-1, 4)": "RuntimeError",
    "torch.empty(2, 1).expand(2, 5)": [[2, 5], [1, 0], 0, False, "float32"],
    "torch.empty(2, 1).expand(-1, 5)": [[2, 5], [1, 0], 0, False, "float32"],
    "torch.empty(2, 1).expand(3, 2, 5)": [[3, 2, 5], [0, 1, 0], 0, False, "float32"],
    "torch.empty(2, 1).expand(1, 1, 2, 5)": [[1, 1, 2, 5], [2, 2, 1, 0], 0, False, "float32"],
    "torch.empty(2, 3).expand(4)": "RuntimeError",
    "torch.empty(2, 3).expand(2, 4)": "RuntimeError",
    "torch.empty(2, 1).expand(2, 5).contiguous()": [[2, 5], [5, 1], 0, True, "float32"],
    "torch.empty(2, 1).expand(2, 5).is_contiguous()": False,
    "torch.empty(1, 4).expand(1, 4).is_contiguous()": True,
    "torch.tensor(1.0).expand(3)": [[3], [0], 0, False, "float32"],
    "torch.tensor(1.0).expand(1)": [[1], [0], 0, True, "float32"],
    "torch.tensor(1.0).expand(1, 1)": [[1, 1], [0, 0], 0, True, "float32"],
    "torch.empty(1, 4).expand(3, 4).reshape(12)": [[12], [1], 0, True, "float32"],
    "torch.empty(1, 4).expand(3, 4).view(12)": "RuntimeError",
    "torch.empty(3, 1).expand(3, 4).view(3, 2, 2)": [[3, 2, 2], [1, 0, 0], 0, False, "float32"],
    "torch.empty(4, 1).expand(4, 6).t()": [[6, 4], [0, 1], 0, False, "float32"],
    "torch.empty_like(torch.empty(1, 4).expand(3, 4))": [[3, 4], [4, 1], 0, True, "float32"],
    # narrow, select, split, unsqueeze, squeeze: dims and indices are range-checked
    "torch.empty(4, 6).narrow(1, 2, 3)": [[4, 3], [6, 1], 2, False, "float32"],
    "torch.empty(4, 6).narrow(1, -2, 2)": [[4, 2], [6, 1], 4, False, "float32"],
    "torch.empty(4, 6).narrow(1, 5, 3)": "RuntimeError",
    "torch.empty(4, 6).narrow(2, 0, 1)": "IndexError",
    "torch.empty(4, 6).select(1, -1)": [[4], [6], 5, False, "float32"],
    "torch.empty(4, 6).select(1, 6)": "IndexError",
    "torch.empty(4, 6).select(2, 0)": "IndexError",
    "torch.empty(4, 6).t().split(2, dim=1)": [
        [[6, 2], [1, 6], 0, False, "float32"],
        [[6, 2], [1, 6], 12, False, "float32"],
    ],
    "torch.empty(10, 3).chunk(4)": [
        [[3, 3], [3, 1], 0, True, "float32"],
        [[3, 3], [3, 1], 9, True, "float32"],
        [[3, 3], [3, 1], 18, True, "float32"],
        [[1, 3], [3, 1], 27, True, "float32"],
    ],
    "torch.empty(4, 6, 8).unsqueeze(3)": [[4, 6, 8, 1], [48, 8, 1, 1], 0, True, "float32"],
    "torch.empty(4, 6, 8).unsqueeze(-1)": [[4, 6, 8, 1], [48, 8, 1, 1], 0, True, "float32"],
    "torch.empty(4, 6, 8).unsqueeze(4)": "IndexError",
    "torch.empty(4, 6, 8).squeeze(3)": "IndexError",
    "torch.empty(1, 4, 1).squeeze()": [[4], [1], 0, True, "float32"],
    "torch.empty(1, 4, 1).squeeze(-1)": [[1, 4], [4, 1], 0, True, "float32"],
    # empty and 0-d tensors
    "torch.empty(0, 4).t().view(4, 0)": [[4, 0], [1, 4], 0, True, "float32"],
    "torch.empty(0, 4).view(2, 0, 2)": [[2, 0, 2], [2, 2, 1], 0, True, "float32"],
    "torch.empty(()).view(1, 1)": [[1, 1], [1, 1], 0, True, "float32"],
    "torch.empty(4, 6).t().clone()": [[6, 4], [1, 6], 0, False, "float32"],
    "torch.empty_like(torch.empty(4, 6).t())": [[6, 4], [1, 6], 0, False, "float32"],
}
# broadcasting and matrix products: shapes that do not fit raise torch's RuntimeError (an op's host code may catch
# it, a test may expect it: another kind would escape both); torch.mm takes matrices only, torch.bmm does not broadcast
PRODUCTS: dict[str, Any] = {
    "torch.empty(2, 3) + torch.empty(4)": "RuntimeError",
    "torch.empty(2, 3) * torch.empty(3, 1, 1)": [[3, 2, 3], [6, 3, 1], 0, True, "float32"],
    "torch.where(torch.empty(2, 3, dtype=torch.bool), torch.empty(4), 0.0)": "RuntimeError",
    "torch.broadcast_shapes((2, 3), (4,))": "RuntimeError",
    "torch.broadcast_shapes((5, 1, 4), (3, 1), ())": [5, 3, 4],
    "torch.broadcast_shapes(3, (2, 1))": [2, 3],
    "torch.broadcast_shapes()": [],
    "torch.broadcast_shapes((2, 3), (4, -1))": "RuntimeError",  # a negative size, as torch/functional.py checks
    "torch.broadcast_shapes((-1, 1), (1,))": "RuntimeError",
    "torch.broadcast_shapes(-1)": "RuntimeError",
    "torch.broadcast_shapes((0, 1), (1, 3))": [0, 3],
    "torch.broadcast_shapes((2,), 2.0)": "RuntimeError",  # neither an int nor a tuple or list of them
    "torch.empty(2, -3)": "RuntimeError",  # check_size_nonnegative
    "torch.empty(2).new_empty(-1)": "RuntimeError",
    "torch.empty(2, 3) @ torch.empty(4, 5)": "RuntimeError",
    "torch.matmul(torch.empty(2, 3), torch.empty(4))": "RuntimeError",
    "torch.matmul(torch.tensor(1.0), torch.empty(3))": "RuntimeError",
    "torch.matmul(torch.empty(2, 2, 3), torch.empty(3, 3, 4))": "RuntimeError",
    "torch.matmul(torch.empty(6, 1, 2, 3), torch.empty(5, 3, 4))": [[6, 5, 2, 4], [40, 8, 4, 1], 0, True, "float32"],
    "torch.matmul(torch.empty(3), torch.empty(3, 4))": [[4], [1], 0, True, "float32"],
    "torch.empty(2, 3).matmul(torch.empty(4, 5))": "RuntimeError",
    "torch.mm(torch.empty(2, 3), torch.empty(3, 4))": [[2, 4], [4, 1], 0, True, "float32"],
    "torch.mm(torch.empty(2, 3), torch.empty(4, 5))": "RuntimeError",
    "torch.mm(torch.empty(5, 2, 3), torch.empty(3, 4))": "RuntimeError",
    "torch.empty(2, 3).mm(torch.empty(3))": "RuntimeError",
    "torch.bmm(torch.empty(5, 2, 3), torch.empty(5, 3, 4))": [[5, 2, 4], [8, 4, 1], 0, True, "float32"],
    "torch.bmm(torch.empty(5, 2, 3), torch.empty(1, 3, 4))": "RuntimeError",
    "torch.bmm(torch.empty(2, 3), torch.empty(3, 4))": "RuntimeError",
    "torch.empty(5, 2, 3).bmm(torch.empty(5, 4, 4))": "RuntimeError",
}
EXPECTED = {**VIEW_DTYPE, **LAYOUTS, **PRODUCTS}

SCRIPT = textwrap.dedent(
    """
    import builtins, json, sys
    if sys.argv[1] == "shape-only":
        from tilebot.runner.analysis.shapetorch import install
        torch = install(capability=(9, 0), sm_count=132)
    else:
        import torch

    def described(value):
        if isinstance(value, torch.Tensor):
            dtype = str(value.dtype).removeprefix("torch.")
            return [list(value.shape), list(value.stride()), value.storage_offset(), value.is_contiguous(), dtype]
        if isinstance(value, tuple | list):
            return [described(v) for v in value]
        return value

    out = {}
    for expression in json.loads(sys.stdin.read()):
        try:
            out[expression] = described(eval(expression, {"torch": torch}))
        except Exception as exc:  # the kind of error, as the nearest builtin exception class names it
            out[expression] = next(c.__name__ for c in type(exc).__mro__ if getattr(builtins, c.__name__, None) is c)
    print(json.dumps(out))
    """
)


def evaluate(python: str, mode: str) -> dict[str, Any]:
    proc = subprocess.run(
        [python, "-c", SCRIPT, mode],
        input=json.dumps(list(EXPECTED)),
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr
    result: dict[str, Any] = json.loads(proc.stdout.strip().splitlines()[-1])
    return result


def differences(observed: dict[str, Any], expected: dict[str, Any]) -> dict[str, Any]:
    return {e: {"expected": want, "got": observed.get(e)} for e, want in expected.items() if observed.get(e) != want}


@pytest.fixture(scope="module")
def shape_only() -> dict[str, Any]:
    return evaluate(sys.executable, "shape-only")


def test_view_dtype_reinterprets_the_last_dim_as_torch_does(shape_only: dict[str, Any]) -> None:
    assert differences(shape_only, VIEW_DTYPE) == {}


def test_views_of_strided_tensors_have_torchs_layouts_and_errors(shape_only: dict[str, Any]) -> None:
    assert differences(shape_only, LAYOUTS) == {}


def test_mismatched_broadcasts_and_products_raise_torchs_error_kind(shape_only: dict[str, Any]) -> None:
    assert differences(shape_only, PRODUCTS) == {}


def _torch_python() -> str | None:
    for python in (os.environ.get("TILEBOT_TORCH_PYTHON"), sys.executable):
        if python and subprocess.run([python, "-c", "import torch"], capture_output=True, check=False).returncode == 0:
            return python
    return None


def test_the_expectations_are_what_real_torch_gives() -> None:
    python = _torch_python()
    if python is None:
        pytest.skip("no interpreter with a real torch (set TILEBOT_TORCH_PYTHON to one)")
    assert differences(evaluate(python, "torch"), EXPECTED) == {}
