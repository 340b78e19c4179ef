"""D's translated launcher through real launches: every element type it added moves real data, an empty grid leaves
its output alone, and an int16 gather reads the right rows (tests/support/launcher_probe.py's cdylib).

On a CPU the launcher's checks are tested with fake pointers (tests/integration/test_translated_launcher_edges.py);
only a GPU shows that a dispatched element type reaches the entry as that type. The library is built with cargo,
which the GPU machine lacks: ``python -m tests.support.launcher_probe OUT.so`` where cargo is, then
``TILEBOT_TEST_PROBE_CDYLIB=OUT.so`` here. Each case runs in its own process, with the JIT's environment.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.support.launcher_probe import DTYPES, TILE
from tilebot.core.config import RunConfig
from tilebot.runner.targets.cutile_rs.cdylib_crate import loader_env
from tilebot.runner.translator.host import DTYPE_CODES

LIBRARY = os.environ.get("TILEBOT_TEST_PROBE_CDYLIB", "")
pytestmark = pytest.mark.skipif(not LIBRARY, reason="TILEBOT_TEST_PROBE_CDYLIB names no built launcher probe")

# One process: launches the probe's entries on real tensors and prints what came back as JSON.
SCRIPT = r"""
import ctypes, json, sys
import torch

lib, case, code = sys.argv[1], sys.argv[2], int(sys.argv[3])
fn = ctypes.CDLL(lib).cutile_probe
fn.restype = ctypes.c_int32


class Tensor(ctypes.Structure):
    _fields_ = [("ptr", ctypes.c_uint64), ("ndim", ctypes.c_int32), ("dtype", ctypes.c_int32),
                ("shape", ctypes.c_int64 * 8), ("strides", ctypes.c_int64 * 8)]


# the launcher's C signature, as the port's wrapper declares it: undeclared, ctypes passes each int as a C int, and
# the stream's 64-bit handle reached the launcher cut to 32 bits (a segfault in the launch)
fn.argtypes = [ctypes.c_int32, ctypes.POINTER(ctypes.c_uint32), ctypes.POINTER(Tensor), ctypes.c_int32,
               ctypes.POINTER(ctypes.c_int64), ctypes.c_int32, ctypes.POINTER(ctypes.c_double), ctypes.c_int32,
               ctypes.c_int32, ctypes.c_uint64]


def launch(entry, grid, tensors, codes):
    descs = (Tensor * len(tensors))()
    for d, t, c in zip(descs, tensors, codes):
        d.ptr, d.ndim, d.dtype = t.data_ptr(), t.dim(), c
        for i, (size, stride) in enumerate(zip(t.shape, t.stride())):
            d.shape[i], d.strides[i] = size, stride
    ints = (ctypes.c_int64 * 1)(TILE)
    grid = (ctypes.c_uint32 * 3)(*grid)
    stream = torch.cuda.current_stream().cuda_stream
    rc = fn(entry, grid, descs, len(tensors), ints, 1, None, 0, 0, stream)
    torch.cuda.synchronize()
    return rc


def raw(t):
    return t.cpu().contiguous().view(torch.uint8).tolist()


TILE = int(sys.argv[4])
if case == "gather":
    x = torch.randint(-30000, 30000, (TILE, TILE), dtype=torch.int16, device="cuda")
    idx = torch.randint(0, TILE, (TILE,), dtype=torch.int32, device="cuda")
    y = torch.zeros(TILE, dtype=torch.int16, device="cuda")
    rc = launch(1, (1, 1, 1), [x, idx, y], [code, 3, code])
    want = x[idx.long(), torch.arange(TILE, device="cuda")]
    print(json.dumps({"rc": rc, "equal": raw(y) == raw(want)}))
else:
    dtype = getattr(torch, case.removesuffix("_"))
    pattern = (torch.arange(2 * TILE) * 7 + 3) % 97  # distinct, and exact in every type (e8m0: powers of two)
    if dtype == torch.float8_e8m0fnu:
        pattern = torch.pow(2.0, (pattern % 16) - 8)
    x = (pattern % 2 if dtype == torch.bool else pattern).to(dtype).cuda()
    y = torch.zeros(2 * TILE * x.element_size(), dtype=torch.uint8).view(dtype).cuda()  # zero bytes in every type
    untouched = launch(0, (0, 1, 1), [x, y], [code, code])  # an empty grid: nothing runs
    after_empty = raw(y) == [0] * y.numel() * y.element_size()
    rc = launch(0, (1, 1, 1), [x, y], [code, code])
    element = y.element_size()
    copied, rest = raw(y)[: TILE * element], raw(y)[TILE * element :]
    major, minor = torch.cuda.get_device_capability()
    print(json.dumps({"rc": rc, "empty_rc": untouched, "after_empty": after_empty,
                      "equal": copied == raw(x)[: TILE * element], "rest_zero": set(rest) == {0},
                      "sm": 10 * major + minor}))
"""


def _run(case: str, code: int) -> dict[str, object]:
    env = {**os.environ, **loader_env(Path(LIBRARY), RunConfig())}
    args = [sys.executable, "-c", SCRIPT, LIBRARY, case, str(code), str(TILE)]
    proc = subprocess.run(args, capture_output=True, text=True, timeout=300, check=False, env=env)
    assert proc.returncode == 0, proc.stderr[-3000:]
    return json.loads(proc.stdout.strip().splitlines()[-1])


@pytest.mark.parametrize("dtype", DTYPES)
def test_each_added_element_type_copies_its_data_through_a_real_launch(dtype: str) -> None:
    result = _run(dtype, DTYPE_CODES[dtype.removesuffix("_")])
    sm = result.pop("sm")
    if dtype == "float8_e8m0fnu" and isinstance(sm, int) and sm < 100:
        # tileiras has no f8E8M0FNU before sm_100 ("Incompatibility with architecture 'sm_90': unsupported type"):
        # the JIT's panic comes back as the launcher's RC_PANIC, the process lives and the output stays untouched
        # (measured on an H100, reports/h200-gpu-tests.md)
        assert result == {"rc": -8, "empty_rc": 0, "after_empty": True, "equal": False, "rest_zero": True}, result
        return
    assert result == {"rc": 0, "empty_rc": 0, "after_empty": True, "equal": True, "rest_zero": True}, result


def test_an_int16_gather_entry_reads_the_rows_its_index_names() -> None:
    assert _run("gather", DTYPE_CODES["int16"]) == {"rc": 0, "equal": True}


def test_a_dtype_code_the_entry_was_not_written_for_is_refused_before_any_launch() -> None:
    result = _run("float64", DTYPE_CODES["float32"])
    result.pop("sm")
    assert result["rc"] == -2 and result["rest_zero"] and not result["equal"], result
