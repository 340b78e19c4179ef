"""D's translated launcher: how each kernel parameter is passed from the tensor descriptors it receives."""

from __future__ import annotations

import ast
from types import SimpleNamespace

from tilebot.runner.translator.host import _arm
from tilebot.runner.translator.kernel import Entry, KernelWriter, Param
from tilebot.runner.translator.source import kernel_from_module

SOURCE = """
import cuda.tile as ct

@ct.kernel
def kernel(x, idx, y, T: ct.Constant[int]):
    rows = ct.load(idx, index=(ct.bid(0),), shape=(T,))
    t = ct.gather(x, (rows, ct.arange(T, dtype=ct.int32)))
    ct.store(y, index=(ct.bid(0),), tile=t)
"""


def _entry(x_unit: tuple[bool, ...]) -> Entry:
    source = kernel_from_module(ast.parse(SOURCE), "kernel", "<test>")
    params = [
        Param("x", "array", "float16", 2, unit_strides=x_unit),
        Param("idx", "array", "int32", 1, unit_strides=(True,)),
        Param("y", "array", "float16", 1, unit_strides=(True,)),
        Param("T", "constant", value=64),
    ]
    return KernelWriter(source, "k", params, "float16", target="sm_90").write()


def test_a_gathered_array_is_passed_as_pointer_extents_and_its_non_unit_strides() -> None:
    entry = _entry((False, True))
    arm = _arm(0, SimpleNamespace(dtypes=["float16", "bfloat16"]), entry)  # type: ignore[arg-type]
    assert arm["call_args"] == [
        "unsafe { DevicePointer::<$E>::from_cu_deviceptr(tensors[0].ptr) }",
        "tensors[0].shape[0] as i32",
        "tensors[0].shape[1] as i32",
        "tensors[0].strides[0] as i32",  # the row stride is a parameter; the unit column stride is not
        "&*t1",
        "&*t2",
    ]
    assert arm["unit_strides"] == [(0, 1)]  # checked by the launcher before it calls the entry
    assert arm["borrowed"] == [(1, "i32"), (2, "$E")]  # only view arrays become cutile tensors
    assert arm["concrete"] == [(1, "i32")]  # a fixed-dtype array's descriptor dtype is checked


def test_the_kernel_signature_matches_what_the_launcher_passes() -> None:
    entry = _entry((False, True))
    assert "x: *mut E,\n        x_extent_0: i32,\n        x_extent_1: i32,\n        x_stride_0: i32," in entry.rust
    assert "idx: &Tensor<i32, { [-1] }>" in entry.rust
