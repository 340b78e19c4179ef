"""Python side of the cutile-rs silu_and_mul port: ctypes over ``cutile_silu_and_mul`` in the cdylib.

Test data: what a scripted stage-D agent writes as ``<rust_ops_dir>/silu_and_mul.py``. It follows the
wrapper convention of tilebot's stage D (same signature as the cuTile entry, library from
$CUTILE_KERNELS_LIB, outputs from torch.empty, return code checked) and stays self-contained.
"""

import ctypes
import os
from pathlib import Path

import torch

MAX_DIMS = 5
DTYPE_CODES = {torch.float32: 0, torch.float16: 1, torch.bfloat16: 2}
AUTO = -1  # compile options: let the compiler choose


class TensorDesc(ctypes.Structure):
    _fields_ = [
        ("ptr", ctypes.c_uint64),
        ("ndim", ctypes.c_int32),
        ("shape", ctypes.c_int64 * MAX_DIMS),
        ("strides", ctypes.c_int64 * MAX_DIMS),
        ("dtype", ctypes.c_int32),
    ]


def _describe(t):
    if t.dtype not in DTYPE_CODES:
        raise NotImplementedError(f"silu_and_mul (cutile-rs) does not support {t.dtype}")
    desc = TensorDesc(ptr=t.data_ptr(), ndim=t.dim(), dtype=DTYPE_CODES[t.dtype])
    for i, (n, s) in enumerate(zip(t.shape, t.stride(), strict=True)):
        desc.shape[i], desc.strides[i] = n, s
    return desc


def _library():
    path = os.environ.get("CUTILE_KERNELS_LIB") or str(
        Path(__file__).parent / "cutile_kernels/target/release/libcutile_kernels.so"
    )
    lib = ctypes.CDLL(path)
    fn = lib.cutile_silu_and_mul
    fn.argtypes = [ctypes.POINTER(TensorDesc)] * 2 + [ctypes.c_int32] * 4 + [ctypes.c_uint64]
    fn.restype = ctypes.c_int32
    return fn


_launch = None


def silu_and_mul(input):
    global _launch
    if _launch is None:
        _launch = _library()
    hidden = input.shape[-1] // 2
    rows = input.reshape(-1, 2 * hidden).contiguous()
    out = torch.empty((rows.shape[0], hidden), dtype=input.dtype, device=input.device)
    block = 1 << max(0, (hidden - 1).bit_length())
    out_desc, in_desc = _describe(out), _describe(rows)
    stream = torch.cuda.current_stream(input.device).cuda_stream
    rc = _launch(ctypes.byref(out_desc), ctypes.byref(in_desc), block, AUTO, AUTO, input.device.index or 0, stream)
    if rc != 0:
        raise RuntimeError(f"cutile_silu_and_mul returned {rc}")
    return out.reshape(*input.shape[:-1], hidden)
