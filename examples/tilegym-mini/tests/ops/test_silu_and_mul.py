import pytest
import torch
import torch.nn.functional as F

from tilegym.ops.cutile.silu_and_mul import silu_and_mul

_backends = ["cutile"]


@pytest.mark.parametrize("backend", _backends)
@pytest.mark.parametrize("shape", [(4, 256), (128, 2 * 1000), (1024, 2 * 4096), (2, 64, 2 * 512)])
@pytest.mark.parametrize("dtype", [torch.float16, torch.bfloat16, torch.float32])
def test_op(backend, shape, dtype):
    x = torch.randn(shape, dtype=dtype, device="cuda")
    a, b = x.chunk(2, dim=-1)
    ref = (F.silu(a.float()) * b.float()).to(dtype)
    torch.testing.assert_close(silu_and_mul(x), ref, atol=1e-2, rtol=1e-2)


@pytest.mark.parametrize("backend", _backends)
@pytest.mark.parametrize("shape", [(4096, 2 * 4096), (8192, 2 * 8192)])
@pytest.mark.parametrize("dtype", [torch.float16])
def test_perf(backend, shape, dtype):
    x = torch.randn(shape, dtype=dtype, device="cuda")
    silu_and_mul(x)
