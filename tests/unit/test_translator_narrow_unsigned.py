"""u8 and u16 tiles' compares, right shifts, //, %, min and max: cutile 0.2.0 writes them signed.

0.2.0 infers those ops' signedness from the element type with only bool, u32 and u64 unsigned (cutile-compiler
0.2.0's get_signedness_attr; 0.3.1's rust_int_signedness adds u8 and u16), where cuTile Python writes them
unsigned: under 0.2.0 the translator refuses them with the construct table's row, under 0.3.1 it writes them.
"""

from __future__ import annotations

import ast

import pytest

from tilebot.runner.targets.cutile_rs.versions import cutile_features
from tilebot.runner.translator import table
from tilebot.runner.translator.errors import Refusal
from tilebot.runner.translator.kernel import SIGNED_NARROW, KernelWriter, Param
from tilebot.runner.translator.source import kernel_from_module

CUTILE_0_2 = cutile_features({"cutile": "=0.2.0"})
CUTILE_0_3 = cutile_features({"cutile": "=0.3.1"})
KERNEL = """import cuda.tile as ct

@ct.kernel
def kernel(x, y, T: ct.Constant[int]):
    t = ct.load(x, index=(ct.bid(0),), shape=(T,))
    ct.store(y, index=(ct.bid(0),), tile={tile})
"""
# The tile each case stores, and the op cutile writes for it (signedness inferred from the element type)
OPS = {
    "compare": ("ct.where(t > 100, t, t + 1)", "cmpi("),
    "right shift": ("ct.bitwise_rshift(t, 4)", "shri("),
    "floor division": ("t // 3", "divi("),
    "remainder": ("t % 3", " % "),
    "maximum": ("ct.maximum(t, t + 1)", "maxi("),
    "minimum of a reduction": ("t + ct.min(t, 0)", "reduce_min("),
}


def _rust(tile: str, dtype: str, cutile: object) -> str:
    source = kernel_from_module(ast.parse(KERNEL.format(tile=tile)), "kernel", "<test>")
    params = [Param(n, "array", dtype, 1, unit_strides=(True,)) for n in ("x", "y")]
    params.append(Param("T", "constant", value=256))
    return KernelWriter(source, "k", params, None, target="sm_90", cutile=cutile).write().rust  # type: ignore[arg-type]


@pytest.mark.parametrize("dtype", ["uint8", "uint16"])
@pytest.mark.parametrize("case", OPS)
def test_cutile_0_2_0_refuses_the_ops_it_writes_signed_on_u8_and_u16(case: str, dtype: str) -> None:
    with pytest.raises(Refusal) as refused:
        _rust(OPS[case][0], dtype, CUTILE_0_2)
    row = table.row(SIGNED_NARROW)
    assert row is not None and row.form == "refused"
    assert refused.value.construct == SIGNED_NARROW and refused.value.reason == row.reason
    assert "cutile 0.2.0" in refused.value.reason and "signed" in refused.value.reason


@pytest.mark.parametrize("dtype", ["uint8", "uint16"])
@pytest.mark.parametrize("case", OPS)
def test_cutile_0_3_1_writes_them_unsigned_as_cutile_python_does(case: str, dtype: str) -> None:
    tile, op = OPS[case]
    assert op in _rust(tile, dtype, CUTILE_0_3)


@pytest.mark.parametrize("dtype", ["int8", "int16", "uint32"])
def test_the_types_cutile_0_2_0_infers_right_are_still_written(dtype: str) -> None:
    assert "cmpi(" in _rust(OPS["compare"][0], dtype, CUTILE_0_2)


def test_arithmetic_that_has_no_signedness_is_still_written_on_u8() -> None:
    assert " + " in _rust("t + t", "uint8", CUTILE_0_2)
