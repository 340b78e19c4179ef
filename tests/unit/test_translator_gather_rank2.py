"""A rank >= 2 ct.gather (sparse_mla's K/V/KPE gathers): the padding operand written as cuTile Python writes it.

cutile 0.2.0 reshapes a scalar padding value to rank 1 before broadcasting it to the loaded tile, an invalid
broadcast for rank >= 2 (the bytecode cannot be read back). The translation binds ``Some(pad)`` to the scalar
(rustc's view) and rebinds ``pad`` to the scalar reshaped to 1x1 and broadcast (what cutile compiles where the
option is used). The construct table's row compiles it on both sides and diffs it (tests/integration).
"""

from __future__ import annotations

import ast
import re

from tilebot.runner.translator.kernel import KernelWriter, Param
from tilebot.runner.translator.source import kernel_from_module

GATHER = """
import cuda.tile as ct

@ct.kernel
def kernel(x, y, T: ct.Constant[int], D: ct.Constant[int]):
    rows = ct.expand_dims(ct.arange(T, dtype=ct.int32), 1)
    cols = ct.expand_dims(ct.arange(D, dtype=ct.int32), 0)
    t = ct.gather(x, (ct.bid(0), rows, cols), padding_value={pad})
    ct.store(y, index=(ct.bid(0), 0, 0), tile=ct.reshape(t, (1, T, D)))
"""


def _rust(pad: str = "-1.0") -> str:
    source = kernel_from_module(ast.parse(GATHER.format(pad=pad)), "kernel", "<test>")
    params = [
        Param("x", "array", "float16", 3, unit_strides=(False, False, True)),
        Param("y", "array", "float16", 3, unit_strides=(False, False, True)),
        Param("T", "constant", value=64),
        Param("D", "constant", value=32),
    ]
    return KernelWriter(source, "k", params, None, target="sm_90").write().rust


def test_the_option_holds_the_scalar_and_its_name_is_rebound_to_the_broadcast_padding() -> None:
    rust = _rust()
    scalar = re.search(r"let (_pad_\d+): f16 = convert_scalar\(-1\.0f32\);", rust)
    assert scalar, rust
    option = re.search(rf"let (pad_\d+): Option<f16> = Some\({scalar[1]}\);", rust)
    assert option, rust
    tile = re.search(rf"let (pad_\d+): Tile<f16, \{{ \[\] \}}> = scalar_to_tile\({scalar[1]}\);", rust)
    assert tile, rust
    assert f"{tile[1]}.reshape(const_shape![1, 1])" in rust and ".broadcast(const_shape![T, D])" in rust
    rebound = rust.index(f"let {scalar[1]}: Tile<f16, {{ [T, D] }}>")
    load = rust.index("load_ptr_tko(")
    assert option.start() < rebound < load  # the option first (rustc), the tile last before the load (cutile)
    assert f", {option[1]}, None::<Token>" in rust[load:]  # the option itself is the padding argument


def test_every_index_is_bounds_checked_unsigned_on_the_broadcast_shape() -> None:
    rust = _rust("0")
    assert rust.count("predicate::LessThan)") == 3  # one compare per dimension, on u64 (negative is out)
    compare = r"let inbounds_\d+: Tile<bool, \{ \[T, D\] \}> = cmpi\((\w+), (\w+), predicate::LessThan\)"
    compares = re.findall(compare, rust)
    assert len(compares) == 3, rust
    for index, extent in compares:  # both sides u64 of the gathered shape: the index widened, then broadcast
        assert re.search(rf"let {index}: Tile<u64, \{{ \[T, D\] \}}> = ", rust), rust
        assert re.search(rf"let {extent}: Tile<u64, \{{ \[T, D\] \}}> = ", rust), rust


def test_a_zero_padding_is_a_constant_of_the_element_type_never_a_converted_f32() -> None:
    # tileiras pads a load whose padding is an f32 zero converted (ftof) with a select per element
    rust = _rust("0")
    option = re.search(r"let (pad_\d+): Option<f16> = Some\((_pad_\d+)\);", rust)
    assert option, rust
    assert f"let {option[2]}: Tile<f16, {{ [T, D] }}> = constant(f16::ZERO, const_shape![T, D]);" in rust
    assert not re.search(r"let pad_\d+: Tile<f16, \{ \[\] \}> = scalar_to_tile", rust)  # no broadcast scalar


def test_a_generic_element_type_s_zero_padding_is_its_own_zero() -> None:
    source = kernel_from_module(ast.parse(GATHER.format(pad="0.0")), "kernel", "<test>")
    params = [
        Param("x", "array", "float16", 3, unit_strides=(False, False, True)),
        Param("y", "array", "float16", 3, unit_strides=(False, False, True)),
        Param("T", "constant", value=64),
        Param("D", "constant", value=32),
    ]
    rust = KernelWriter(source, "k", params, "float16", target="sm_90").write().rust
    assert "= constant(E::ZERO, const_shape![T, D]);" in rust, rust


def test_a_negative_zero_padding_keeps_its_sign() -> None:
    # -0.0 == 0 in Python, but f16::ZERO is +0: the padding stays the converted -0.0, broadcast
    rust = _rust("-0.0")
    assert "convert_scalar(-0.0f32)" in rust and "::ZERO" not in rust, rust
    assert ".broadcast(const_shape![T, D])" in rust
