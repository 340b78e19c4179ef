"""D's translated launcher (ffi.rs) and wrapper (port_runtime): one C signature, the element types cutile takes."""

from __future__ import annotations

import ast
import re
from types import SimpleNamespace
from typing import Any

import pytest

from tilebot.core.render import render
from tilebot.runner.translator.host import DTYPE_CODES, _arm, _variant_row, launcher_rs
from tilebot.runner.translator.kernel import KernelWriter, Param
from tilebot.runner.translator.source import kernel_from_module
from tilebot.runner.translator.values import RUST_DTYPES, DType, literal

# The Rust types cuda-core 0.2.0 implements `DType` for (src/dtype.rs:210-229), the bound of `Tensor<E>` and of
# `DevicePointer<E>`; cutile-compiler 0.2.0 maps each name to a Tile IR type (src/compiler/_type.rs:19-45).
CUTILE_ELEMENT_TYPES = {
    *("bool", "u8", "u16", "u32", "u64", "i8", "i16", "i32", "i64"),
    *("f16", "bf16", "f32", "tf32", "f64", "f8e4m3fn", "f8e5m2", "f8e8m0fnu", "f4e2m1fnx2"),
}
# Those torch has no dtype for: tf32 is a compute mode, and cutile's packed fp4 counts bytes where cuTile Python's
# float4_e2m1fn counts elements.
NOT_TORCH_DTYPES = {"tf32", "f4e2m1fnx2"}
# The codes launchers were built with before: a library built then and a wrapper written now must agree.
FIRST_CODES = {"float32": 0, "float16": 1, "bfloat16": 2, "int32": 3, "int64": 4, "float8_e4m3fn": 5, "float8_e5m2": 6}
LATER_CODES = {"float64": 7, "int8": 8, "int16": 9, "uint8": 10, "uint32": 11, "bool": 12}
LATEST_CODES = {"uint16": 13, "uint64": 14, "float8_e8m0fnu": 15}
# The C types of the launcher's parameters, as ctypes spells them in the wrapper.
CTYPES = {
    "i32": "_ctypes.c_int32",
    "u64": "_ctypes.c_uint64",
    "*const u32": "_ctypes.POINTER(_ctypes.c_uint32)",
    "*const i64": "_ctypes.POINTER(_ctypes.c_int64)",
    "*const f64": "_ctypes.POINTER(_ctypes.c_double)",
    "*const TilebotTensor": "_ctypes.POINTER(_TilebotTensor)",
}

COPY = """
import cuda.tile as ct

@ct.kernel
def kernel(x, y, T: ct.Constant[int]):
    ct.store(y, index=(ct.bid(0),), tile=ct.load(x, index=(ct.bid(0),), shape=(T,)))
"""


class _Tensor:
    """What the wrapper reads off a torch tensor."""

    def __init__(self, dtype: str, shape: tuple[int, ...]) -> None:
        self.dtype, self.shape = f"torch.{dtype}", shape

    def dim(self) -> int:
        return len(self.shape)

    def stride(self, d: int | None = None) -> Any:
        strides = tuple(1 for _ in self.shape)
        return strides if d is None else strides[d]

    def data_ptr(self) -> int:
        return 0x7F00_0000_0000


def _runtime(variants: list[dict[str, Any]]) -> dict[str, Any]:
    rows, codes = repr(variants), repr(DTYPE_CODES)
    text = render("translator/port_runtime.py.j2", op="probe", variants=rows, dtype_codes=codes, siblings="{}")
    namespace: dict[str, Any] = {"__name__": "port_probe", "__file__": "/nonexistent/port_probe.py"}
    exec(compile(text, "<runtime>", "exec"), namespace)
    return namespace


def _params(rust: str, name: str) -> list[tuple[str, str]]:
    """The parameters of the Rust function ``name`` as (name, type)."""
    found = re.search(rf"fn {name}\(\n(.*?)\) -> i32", rust, re.DOTALL)
    assert found, name
    pairs = (line.strip().rstrip(",").split(": ", 1) for line in found[1].splitlines())
    return [(param, rust_type) for param, rust_type in pairs]


def test_every_dtype_code_names_a_cutile_element_type_and_no_code_changes_meaning() -> None:
    assert {RUST_DTYPES[name] for name in DTYPE_CODES} <= CUTILE_ELEMENT_TYPES
    assert len(set(DTYPE_CODES.values())) == len(DTYPE_CODES)
    assert DTYPE_CODES == FIRST_CODES | LATER_CODES | LATEST_CODES


def test_every_cutile_element_type_torch_has_a_dtype_for_has_a_code() -> None:
    # torch 2.11 (the runners') names all of them: torch.uint16 and torch.uint64 since 2.3, float8_e8m0fnu since 2.7
    assert {RUST_DTYPES[name] for name in DTYPE_CODES} == CUTILE_ELEMENT_TYPES - NOT_TORCH_DTYPES


NEWEST_TYPES = [("uint16", "u16"), ("uint64", "u64"), ("float8_e8m0fnu", "f8e8m0fnu")]
NEW_TYPES = [("float64", "f64"), ("int8", "i8"), ("int16", "i16"), ("uint8", "u8"), ("uint32", "u32"), ("bool", "bool")]
NEW_TYPES += NEWEST_TYPES


@pytest.mark.parametrize(("torch_name", "rust"), NEW_TYPES)
def test_the_launcher_and_the_wrapper_take_the_element_types_cutile_and_torch_share(torch_name: str, rust: str) -> None:
    code = DTYPE_CODES[torch_name]
    assert f'{code} => Some("{rust}"),' in launcher_rs("probe", "m", [])
    assert _runtime([])["_describe"](_Tensor(torch_name, (4, 8))).dtype == code


@pytest.mark.parametrize(("torch_name", "rust"), NEWEST_TYPES)
def test_an_entry_of_a_newer_element_type_is_written_and_launched_with_it(torch_name: str, rust: str) -> None:
    source = kernel_from_module(ast.parse(COPY), "kernel", "<probe>")
    arrays = [Param(name, "array", torch_name, 1, unit_strides=(True,), baked=True) for name in ("x", "y")]
    entry = KernelWriter(source, "copy", [*arrays, Param("T", "constant", value=64)], None).write()
    assert f"x: &Tensor<{rust}, {{ [-1] }}>" in entry.rust
    ffi = launcher_rs("probe", "m", [_arm(0, SimpleNamespace(dtypes=[torch_name]), entry)])  # type: ignore[arg-type]
    assert f'dtype_name(tensors[0].dtype) != Some("{rust}")' in ffi and f"borrow::<{rust}>(&tensors[0]" in ffi
    # cuda_core's f8 types are not in cutile's prelude: the launcher imports the one its entry takes
    assert ("use cuda_core::{f8e8m0fnu};" in ffi) == (rust == "f8e8m0fnu")


def test_an_int_constant_of_a_16_or_64_bit_unsigned_type_is_written_as_that_type() -> None:
    assert [literal(7, DType.concrete(rust)) for rust in ("u16", "u64")] == ["7u16", "7u64"]


def test_a_dtype_the_launcher_has_no_code_for_is_refused_by_name() -> None:
    with pytest.raises(NotImplementedError, match=r"takes no torch\.complex64 arrays, only float32, .*bool"):
        _runtime([])["_describe"](_Tensor("complex64", (4,)))


def test_an_entry_written_for_bool_arrays_serves_a_launch_with_torch_bool_tensors() -> None:
    """A variant names bool cuTile's way (bool_), the wrapper reads torch's (bool): the entry was never picked."""
    source = kernel_from_module(ast.parse(COPY), "kernel", "<probe>")
    arrays = [Param(name, "array", "bool_", 1, unit_strides=(True,), baked=True) for name in ("x", "y")]
    entry = KernelWriter(source, "copy_bool", [*arrays, Param("T", "constant", value=64)], None).write()
    assert "x: &Tensor<bool, { [-1] }>" in entry.rust
    signature = [SimpleNamespace(kind="array", ndim=1, value=None)] * 2 + [SimpleNamespace(kind="constant", value=64)]
    variant = SimpleNamespace(kernel="kernel", signature=SimpleNamespace(params=signature))
    row = _variant_row(0, variant, entry)  # type: ignore[arg-type]
    kernel = SimpleNamespace(_annotated_function=SimpleNamespace(pyfunc=SimpleNamespace(__name__="kernel")))
    args = (_Tensor("bool", (64,)), _Tensor("bool", (64,)), 64)
    assert _runtime([row])["_pick"](kernel, args) == row
    with pytest.raises(NotImplementedError, match="no translated variant"):
        _runtime([row])["_pick"](kernel, (_Tensor("uint8", (64,)), _Tensor("uint8", (64,)), 64))


def _copy_launch() -> tuple[dict[str, Any], Any, tuple[Any, ...]]:
    """The wrapper of a float32 copy kernel, the kernel object as its launches pass it, and a launch's arguments."""
    source = kernel_from_module(ast.parse(COPY), "kernel", "<probe>")
    arrays = [Param(name, "array", "float32", 1, unit_strides=(True,), baked=True) for name in ("x", "y")]
    entry = KernelWriter(source, "copy", [*arrays, Param("T", "constant", value=64)], None).write()
    signature = [SimpleNamespace(kind="array", ndim=1, value=None)] * 2 + [SimpleNamespace(kind="constant", value=64)]
    variant = SimpleNamespace(kernel="kernel", signature=SimpleNamespace(params=signature))
    row = _variant_row(0, variant, entry)  # type: ignore[arg-type]
    function = SimpleNamespace(pyfunc=SimpleNamespace(__name__="kernel"))
    kernel = SimpleNamespace(_annotated_function=function, _compiler_options=SimpleNamespace())
    return _runtime([row]), kernel, (_Tensor("float32", (64,)), _Tensor("float32", (64,)), 64)


@pytest.mark.parametrize(
    ("grid", "error", "message"),
    [
        ((-1,), OverflowError, r"grid\[0\] must be non-negative, got -1"),
        ((4, -2, 1), OverflowError, r"grid\[1\] must be non-negative, got -2"),
        ((2**32,), ValueError, r"grid\[0\] value too big for an unsigned 32-bit int: 4294967296"),
        ((1, 1, 1, 1), ValueError, r"grid dimensions must be at most 3, got length 4"),
        ((8, 1.5), TypeError, r"grid\[1\] must be an int, got float 1\.5"),
    ],
)
def test_a_grid_ct_launch_refuses_is_refused_as_ct_launch_refuses_it(
    grid: tuple[int, ...], error: type[Exception], message: str
) -> None:
    """cuTile Python 1.7's ct.launch raises OverflowError for a negative grid value, ValueError for a value past u32
    or a fourth dimension, TypeError for a float; the launcher's c_uint32 grid wrapped a negative value to a 4-billion
    block launch, and int() truncated a float."""
    runtime, kernel, args = _copy_launch()
    stream = SimpleNamespace(cuda_stream=0)
    with pytest.raises(error, match=message):
        runtime["_launch_port"](stream, grid, kernel, args)
    assert runtime["_LAUNCHES"] == {}  # nothing remembered: the same grid is refused again, not launched
    assert list(runtime["_launch"](kernel, (2, 3), args).grid) == [2, 3, 1]  # a fitting one still marshals


@pytest.mark.parametrize(
    ("grid", "error", "message"),
    [
        ((2**24,), ValueError, r"grid\[0\] exceeds 24-bit limit: max=16777215, got=16777216"),
        ((1, 2**24), ValueError, r"grid\[1\] exceeds 24-bit limit: max=16777215, got=16777216"),
        ((1, 1, 2**24), ValueError, r"grid\[2\] exceeds 24-bit limit"),
        ((2**24, -1), OverflowError, r"grid\[1\] must be non-negative"),  # every value is read before the limit
        ((2**64,), OverflowError, r"grid\[0\] value too big"),
        ([4], TypeError, r"grid must be a tuple, got list \[4\]"),
        (4, TypeError, r"grid must be a tuple, got int 4"),
    ],
)
def test_a_grid_past_24_bits_or_not_a_tuple_is_refused_as_ct_launch_refuses_it(
    grid: Any, error: type[Exception], message: str
) -> None:
    """cuTile Python 1.7's ct.launch: "Grid must be a tuple" (TypeError) for a list, then per value its type, sign and
    u32 range, then "Grid[i] exceeds 24-bit limit" (ValueError) on any axis; the wrapper launched both."""
    runtime, kernel, args = _copy_launch()
    stream = SimpleNamespace(cuda_stream=0)
    with pytest.raises(error, match=message):
        runtime["_launch_port"](stream, grid, kernel, args)
    assert runtime["_LAUNCHES"] == {}
    largest = runtime["_launch"](kernel, (2**24 - 1, 2**24 - 1, 2**24 - 1), args)
    assert list(largest.grid) == [2**24 - 1] * 3


@pytest.mark.parametrize("grid", [[4], (4.0,)])
def test_a_grid_equal_to_a_remembered_one_is_still_checked(grid: Any) -> None:
    """[4] and (4.0,) compare equal to (4,): checked only when a launch was first marshalled, they found the launch
    a (4,) grid had left and were launched."""
    runtime, kernel, args = _copy_launch()
    assert list(runtime["_launch"](kernel, (4,), args).grid) == [4, 1, 1]
    with pytest.raises(TypeError):
        runtime["_launch"](kernel, grid, args)
    launches = [runtime["_launch"](kernel, g, args) for g in ((4,), (True,), ())]
    assert [list(launch.grid) for launch in launches] == [[4, 1, 1], [1, 1, 1], [1, 1, 1]]


def test_the_launcher_and_the_wrapper_declare_one_c_signature() -> None:
    ffi = launcher_rs("probe", "m", [])
    exported = _params(ffi, "cutile_probe")
    assert exported == _params(ffi, "launch_entry")
    assert f"launch_entry({', '.join(name for name, _ in exported)})" in ffi
    runtime = render("translator/port_runtime.py.j2", op="probe", variants="[]", dtype_codes="{}", siblings="{}")
    argtypes = runtime[runtime.index("fn.argtypes = [") : runtime.index("        ]\n")].splitlines()[1:]
    assert [line.split(",  # ")[0].strip() for line in argtypes] == [CTYPES[rust] for _, rust in exported]
    assert [line.split(",  # ")[1] for line in argtypes] == [name for name, _ in exported]
