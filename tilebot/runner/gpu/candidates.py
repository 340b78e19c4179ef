"""The kinds of candidate the harness runs, all as ``call(inputs, outputs)``: destination passing.

- a cuTile Python kernel, launched with ``cuda.tile.launch`` on torch's current stream;
- a Triton kernel, launched with ``kernel[grid](...)``;
- a C-ABI function in a shared library, which is how stage D exposes a cutile-rs kernel: every
  tensor crosses as a pointer to a ``TensorDesc`` {u64 ptr; i32 ndim; i64 shape[5];
  i64 strides[5] (in elements); i32 dtype}, scalars as i32/i64/f32, and the raw CUDA stream as a
  u64. The function returns 0 or a negative error code. Loaded with ctypes.
"""

from __future__ import annotations

import ctypes
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, Literal

from tilebot.runner.gpu.correctness import Candidate, Tensors

MAX_DIMS = 5

# dtype codes of the C ABI, shared with TileGym's cutile-rs marshalling (ffi_util.rs).
DTYPE_CODES: dict[str, int] = {
    "float32": 0,
    "float16": 1,
    "bfloat16": 2,
    "int32": 3,
    "int64": 4,
    "float8_e5m2": 5,
    "float4_e2m1fn_x2": 6,
    "float8_e4m3fn": 7,
}

RETURN_CODES: dict[int, str] = {
    -2: "unsupported dtype",
    -3: "kernel launch failed",
    -4: "device error",
    -5: "null pointer",
    -6: "invalid arguments",
}


class TensorDesc(ctypes.Structure):
    _fields_ = [
        ("ptr", ctypes.c_uint64),
        ("ndim", ctypes.c_int32),
        ("shape", ctypes.c_int64 * MAX_DIMS),
        ("strides", ctypes.c_int64 * MAX_DIMS),
        ("dtype", ctypes.c_int32),
    ]


def describe(ptr: int, shape: Sequence[int], strides: Sequence[int], dtype: str) -> TensorDesc:
    """Pack one tensor's address, shape, element strides and dtype code; unused dims are zero."""
    if len(shape) != len(strides):
        raise ValueError(f"shape {tuple(shape)} and strides {tuple(strides)} differ in rank")
    if not 0 <= len(shape) <= MAX_DIMS:
        raise ValueError(f"the C ABI carries at most {MAX_DIMS} dims, got {len(shape)}")
    if dtype not in DTYPE_CODES:
        raise ValueError(f"dtype {dtype!r} has no C-ABI code; known: {sorted(DTYPE_CODES)}")
    if ptr < 0:
        raise ValueError("pointer must be non-negative")
    desc = TensorDesc()
    desc.ptr = ptr
    desc.ndim = len(shape)
    for i, (n, s) in enumerate(zip(shape, strides, strict=True)):
        desc.shape[i] = n
        desc.strides[i] = s
    desc.dtype = DTYPE_CODES[dtype]
    return desc


def describe_tensor(t: Any) -> TensorDesc:
    """A torch tensor's descriptor (strides in elements, as torch reports them)."""
    return describe(t.data_ptr(), tuple(t.shape), tuple(t.stride()), str(t.dtype).removeprefix("torch."))


Slot = Literal["tensor", "i32", "i64", "f32", "stream"]
_CTYPES: dict[str, Any] = {
    "tensor": ctypes.POINTER(TensorDesc),
    "i32": ctypes.c_int32,
    "i64": ctypes.c_int64,
    "f32": ctypes.c_float,
    "stream": ctypes.c_uint64,
}


class CAbiError(RuntimeError):
    def __init__(self, symbol: str, code: int) -> None:
        self.code = code
        super().__init__(f"{symbol} returned {code} ({RETURN_CODES.get(code, 'unknown error')})")


class CAbiFunction:
    """``int32 symbol(slot...)`` in a shared library; tensors are passed as ``const TensorDesc*``."""

    def __init__(self, library: Path | str, symbol: str, signature: Sequence[Slot]) -> None:
        unknown = [s for s in signature if s not in _CTYPES]
        if unknown:
            raise ValueError(f"unknown argument kinds {unknown}; use {sorted(_CTYPES)}")
        self.library = Path(library)
        if not self.library.is_file():
            raise FileNotFoundError(f"shared library not found: {self.library}")
        self.symbol = symbol
        self.signature = tuple(signature)
        lib = ctypes.CDLL(str(self.library))
        try:
            fn = getattr(lib, symbol)
        except AttributeError as exc:
            raise ValueError(f"{self.library.name} exports no {symbol!r}") from exc
        fn.argtypes = [_CTYPES[s] for s in self.signature]
        fn.restype = ctypes.c_int32
        self._lib = lib  # keeps the library mapped
        self._fn = fn

    def __call__(self, *args: Any) -> None:
        if len(args) != len(self.signature):
            raise TypeError(f"{self.symbol} takes {len(self.signature)} arguments, got {len(args)}")
        packed: list[Any] = []
        keep: list[TensorDesc] = []  # descriptors must outlive the call
        for slot, arg in zip(self.signature, args, strict=True):
            if slot == "tensor":
                desc = arg if isinstance(arg, TensorDesc) else describe_tensor(arg)
                keep.append(desc)
                packed.append(ctypes.pointer(desc))
            else:
                packed.append(arg)
        code = int(self._fn(*packed))
        if code != 0:
            raise CAbiError(self.symbol, code)


def current_stream() -> int:
    import torch

    return int(torch.cuda.current_stream().cuda_stream)


def cabi_candidate(fn: CAbiFunction, args: Callable[[Tensors, Tensors], Sequence[Any]]) -> Candidate:
    """``args(inputs, outputs)`` gives the arguments in order; pass STREAM where the stream goes."""

    def call(inputs: Tensors, outputs: Tensors) -> None:
        fn(*[current_stream() if a is STREAM else a for a in args(inputs, outputs)])

    return call


STREAM = object()  # placeholder for the raw CUDA stream in cabi_candidate's argument list


def cutile_candidate(
    kernel: Any,
    grid: Callable[[Tensors, Tensors], tuple[int, ...]],
    args: Callable[[Tensors, Tensors], tuple[Any, ...]],
) -> Candidate:
    """A cuTile Python kernel launched on torch's current stream."""

    def call(inputs: Tensors, outputs: Tensors) -> None:
        import cuda.tile as ct
        import torch

        ct.launch(torch.cuda.current_stream(), grid(inputs, outputs), kernel, args(inputs, outputs))

    return call


def triton_candidate(
    kernel: Any,
    grid: Callable[[Tensors, Tensors], tuple[int, ...]],
    args: Callable[[Tensors, Tensors], tuple[Any, ...]],
    meta: Callable[[Tensors, Tensors], dict[str, Any]] | None = None,
) -> Candidate:
    """A ``@triton.jit`` kernel; ``meta`` gives its constexprs and launch options (num_warps...)."""

    def call(inputs: Tensors, outputs: Tensors) -> None:
        kwargs = meta(inputs, outputs) if meta else {}
        kernel[grid(inputs, outputs)](*args(inputs, outputs), **kwargs)

    return call
