"""A rank-1 ct.gather's padding: a float zero is a constant tile of the element type, as in the reference.

With the f32 zero converted (``ftof``) and broadcast by cutile, tileiras 13.4 compiled relu's and silu_and_mul's
f16 kernels to SASS other than the reference's (the same count, another schedule: the padded lanes were not known
to be zero); with ``constant(E::ZERO, shape)`` it compiles them instruction for instruction as the reference.
Any other padding value stays the scalar ``Some(pad)``, which cutile reshapes to rank 1 and broadcasts.
"""

from __future__ import annotations

import ast
import re

from tilebot.runner.translator.kernel import KernelWriter, Param
from tilebot.runner.translator.source import kernel_from_module

GATHER = """
import cuda.tile as ct

@ct.kernel
def kernel(x, y, T: ct.Constant[int]):
    t = ct.gather(x, ct.bid(0) * T + ct.arange(T, dtype=ct.int32){pad})
    ct.store(y, index=(ct.bid(0),), tile=t)
"""


def _rust(pad: str | None, dtype: str = "float16", generic: str | None = None) -> str:
    text = GATHER.format(pad="" if pad is None else f", padding_value={pad}")
    source = kernel_from_module(ast.parse(text), "kernel", "<test>")
    params = [
        Param("x", "array", dtype, 1, unit_strides=(True,)),
        Param("y", "array", dtype, 1, unit_strides=(True,)),
        Param("T", "constant", value=1024),
    ]
    return KernelWriter(source, "k", params, generic, target="sm_90").write().rust


def _padding_argument(rust: str) -> str:
    mask = r"ordering::Weak, None::<scope::TileBlock>, Some\(\w+\)"
    load = re.search(rf"load_ptr_tko\(\w+, {mask}, (Some\(\w+\)|\w+), ", rust)
    assert load, rust
    return load[1]


def test_a_zero_padding_is_a_constant_tile_of_the_element_type() -> None:
    rust = _rust(None)  # ct.gather's default padding_value is 0
    option = re.search(r"let (pad_\d+): Option<f16> = Some\((_pad_\d+)\);", rust)
    assert option, rust
    assert _padding_argument(rust) == option[1]
    constant = rust.index(f"let {option[2]}: Tile<f16, {{ [T] }}> = constant(f16::ZERO, const_shape![T]);")
    assert option.start() < constant < rust.index("load_ptr_tko(")  # rebound after the option, before the load
    assert not re.search(r"Some\(pad_\d+\)", rust)  # no longer the scalar, converted and broadcast by cutile


def test_an_explicit_float_zero_is_the_same_constant() -> None:
    for zero in ("0", "0.0"):
        assert "= constant(f16::ZERO, const_shape![T]);" in _rust(zero)


def test_a_generic_element_type_s_zero_padding_is_its_own_zero() -> None:
    rust = _rust("0.0", generic="float16")
    assert "= constant(E::ZERO, const_shape![T]);" in rust, rust


def test_a_non_zero_padding_is_still_the_scalar_option() -> None:
    rust = _rust("-1.0")
    scalar = re.search(r"let (pad_\d+): f16 = convert_scalar\(-1\.0f32\);", rust)
    assert scalar, rust
    assert _padding_argument(rust) == f"Some({scalar[1]})"
    assert "constant(f16::ZERO" not in rust


def test_a_negative_zero_padding_keeps_its_sign() -> None:
    # -0.0 == 0 in Python, but E::ZERO is +0: the padding value must stay the one the kernel wrote
    rust = _rust("-0.0")
    assert "convert_scalar(-0.0f32)" in rust and "::ZERO" not in rust, rust


def test_an_int_array_s_zero_padding_is_still_its_literal() -> None:
    rust = _rust(None, dtype="int32")
    scalar = re.search(r"let (pad_\d+): i32 = 0i32;", rust)
    assert scalar, rust
    assert _padding_argument(rust) == f"Some({scalar[1]})"
