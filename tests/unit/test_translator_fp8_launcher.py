"""D's translated launcher for entries of an fp8 element type: cuda_core's f8 types imported only where used."""

from __future__ import annotations

import ast
from types import SimpleNamespace

from tests.unit.test_translator_host import SOURCE  # the gather kernel of the launcher tests
from tilebot.core.render import render
from tilebot.runner.translator.host import _arm, _element_types
from tilebot.runner.translator.kernel import KernelWriter, Param
from tilebot.runner.translator.source import kernel_from_module


def _params(dtype: str, baked: bool) -> list[Param]:
    return [
        Param("x", "array", dtype, 2, unit_strides=(False, True), baked=baked),
        Param("idx", "array", "int32", 1, unit_strides=(True,), baked=baked),
        Param("y", "array", dtype, 1, unit_strides=(True,), baked=baked),
        Param("T", "constant", value=64),
    ]


def test_the_launcher_imports_an_fp8_element_type_only_where_an_entry_takes_one() -> None:
    source = kernel_from_module(ast.parse(SOURCE), "kernel", "<test>")
    params = _params("float8_e4m3fn", baked=True)
    fp8 = _arm(0, SimpleNamespace(dtypes=["float8_e4m3fn"]), KernelWriter(source, "k", params, None).write())  # type: ignore[arg-type]
    assert "x: *mut f8e4m3fn" in KernelWriter(source, "k", params, None).write().rust
    assert _element_types(fp8) == ["f8e4m3fn", "i32", "f8e4m3fn"]
    generic = KernelWriter(source, "k", _params("float16", False), "float16").write()
    f16 = _arm(0, SimpleNamespace(dtypes=["float16"]), generic)  # type: ignore[arg-type]
    assert _element_types(f16) == ["i32", "f16"]  # E dispatched over the variant's dtypes
    rendered = render("translator/ffi.rs.j2", op="k", module="m", dtype_codes=[], arms=[], fp8_types=["f8e4m3fn"])
    assert "use cuda_core::{f8e4m3fn};" in rendered
    assert "cuda_core::{f8" not in render(
        "translator/ffi.rs.j2", op="k", module="m", dtype_codes=[], arms=[], fp8_types=[]
    )
