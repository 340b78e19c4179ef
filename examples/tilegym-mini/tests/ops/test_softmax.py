import pytest
import torch

from tilegym.ops.cutile.softmax import softmax

_backends = ["cutile"]


@pytest.mark.parametrize("backend", _backends)
@pytest.mark.parametrize("shape", [(4, 128), (1024, 1000), (4096, 1024)])
@pytest.mark.parametrize("dtype", [torch.float16, torch.bfloat16, torch.float32])
def test_op(backend, shape, dtype):
    x = torch.randn(shape, dtype=dtype, device="cuda")
    ref = torch.softmax(x.float(), dim=-1).to(dtype)
    torch.testing.assert_close(softmax(x), ref, atol=1e-2, rtol=1e-2)


@pytest.mark.parametrize("backend", _backends)
@pytest.mark.parametrize("shape", [(4096, 1024), (8192, 4096)])
@pytest.mark.parametrize("dtype", [torch.float16])
def test_perf(backend, shape, dtype):
    x = torch.randn(shape, dtype=dtype, device="cuda")
    softmax(x)
