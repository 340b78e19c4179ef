"""The shape-only torch: torch's stride rules for views, and refusing whatever needs values.

It runs in a child interpreter because it replaces ``torch`` for good.
"""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap

import pytest

SCRIPT = textwrap.dedent(
    """
    import json
    from tilebot.runner.analysis.shapetorch import install, ValueDependent, UnsupportedTorchAPI
    torch = install(capability=(9, 0), sm_count=132)
    import torch as imported
    assert imported is torch
    out = {}
    x = torch.empty(4, 6, 8, dtype=torch.float16)
    out["contiguous"] = x.stride()
    out["transpose"] = x.transpose(0, 2).stride()
    out["transpose_contiguous"] = x.transpose(0, 2).contiguous().stride()
    out["permute_reshape_view"] = x.permute(2, 0, 1).reshape(8, 24).stride()
    out["transpose_reshape_copies"] = x.transpose(0, 1).reshape(24, 8).stride()
    out["view_merge"] = x.view(24, 8).stride()
    out["slice"] = [list(x[:, 1:5, ::2].shape), x[:, 1:5, ::2].stride(), x[1:, 2].storage_offset()]
    out["expand"] = torch.empty(6, 1).expand(6, 5).stride()
    out["unsqueeze"] = x.unsqueeze(1).stride()
    out["not_contiguous"] = x.transpose(1, 2).is_contiguous()
    out["matmul"] = list((torch.empty(2, 3, 4) @ torch.empty(4, 5)).shape)
    out["index"] = list(torch.empty(8, 100)[torch.arange(8), torch.randint(0, 100, (8,))].shape)
    out["pad"] = list(torch.nn.functional.pad(torch.empty(3, 5), (1, 2, 0, 4)).shape)
    out["sum"] = list(x.sum(-1, keepdim=True).shape)
    out["dtypes"] = [repr(torch.half), torch.bfloat16.itemsize, torch.float == torch.float32]
    out["device"] = [torch.cuda.get_device_capability(), torch.cuda.get_device_properties(0).multi_processor_count]
    refused = []
    for action in (lambda: x.item(), lambda: bool(x.sum()), lambda: x[x > 0], lambda: torch.testing.assert_close(x, x)):
        try:
            action()
        except ValueDependent as exc:
            refused.append(str(exc))
    out["refused"] = refused
    try:
        torch.fft.rfft(x)
    except UnsupportedTorchAPI as exc:
        out["unsupported"] = [str(exc), hasattr(torch, "fft")]
    print(json.dumps(out))
    """
)


@pytest.fixture(scope="module")
def observed() -> dict[str, object]:
    proc = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, timeout=120, check=False)
    assert proc.returncode == 0, proc.stderr
    result: dict[str, object] = json.loads(proc.stdout.strip().splitlines()[-1])
    return result


def test_view_strides_follow_torch(observed: dict[str, object]) -> None:
    assert observed["contiguous"] == [48, 8, 1]
    assert observed["transpose"] == [1, 8, 48]
    assert observed["transpose_contiguous"] == [24, 4, 1]
    assert observed["permute_reshape_view"] == [1, 8]  # merged dims (4, 6) are contiguous among themselves: a view
    assert observed["transpose_reshape_copies"] == [8, 1]  # dims (6, 4) with strides (8, 48) cannot merge: a copy
    assert observed["view_merge"] == [8, 1]
    assert observed["slice"] == [[4, 4, 4], [48, 8, 2], 48 + 16]
    assert observed["expand"] == [1, 0]
    assert observed["unsqueeze"] == [48, 48, 8, 1]
    assert observed["not_contiguous"] is False


def test_shapes_of_results(observed: dict[str, object]) -> None:
    assert observed["matmul"] == [2, 3, 5]
    assert observed["index"] == [8]
    assert observed["pad"] == [7, 8]
    assert observed["sum"] == [4, 6, 1]
    assert observed["dtypes"] == ["torch.float16", 2, True]
    assert observed["device"] == [[9, 0], 132]


def test_anything_that_needs_values_is_refused_with_a_reason(observed: dict[str, object]) -> None:
    refused = observed["refused"]
    assert isinstance(refused, list) and len(refused) == 4
    assert "item()" in refused[0] and "truth value" in refused[1] and "boolean-mask" in refused[2]
    assert "assert_close" in refused[3]
    assert observed["unsupported"] == ["torch.fft is not modelled by the shape-only torch", False]
