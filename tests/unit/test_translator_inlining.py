"""Helpers inlined hygienically, and ct.matmul's accumulator type: the Rust text the translator writes.

The construct table's rows "helper that assigns its own names" and "ct.matmul of bf16 or tf32" compile these on
both sides and diff them (tests/integration/test_translator_constructs.py); here, what the Rust says.
"""

from __future__ import annotations

import ast
import re

from tilebot.runner.translator.kernel import KernelWriter, Param
from tilebot.runner.translator.source import kernel_from_module


def _rust(module_body: str, **constants: object) -> str:
    text = "import cuda.tile as ct\n\n" + module_body
    source = kernel_from_module(ast.parse(text), "kernel", "<test>")
    params = [Param(n, "array", "float32", 2, unit_strides=(False, True)) for n in ("x", "y")]
    params += [Param(n, "constant", value=v) for n, v in constants.items()]
    return KernelWriter(source, "k", params, None, target="sm_90").write().rust


SHADOW = """
def _mm(a, b):
    b = ct.astype(b, ct.tfloat32)
    return a + ct.astype(b, ct.float32)

@ct.kernel
def kernel(x, y, T: ct.Constant[int]):
    b = ct.bid(0)
    t = ct.load(x, index=(b, 0), shape=(T, T))
    u = _mm(t, t)
    ct.store(y, index=(b, 0), tile=u)
"""


def test_a_helper_rebinding_a_parameter_does_not_shadow_the_callers_name() -> None:
    rust = _rust(SHADOW, T=64)
    assert len(re.findall(r"\blet (?:mut )?b:", rust)) == 1  # the caller's `b` only: the helper's is another name
    assert re.search(r"let b_\d+: Tile<tf32, \{ \[T, T\] \}>", rust)
    assert re.search(r"store_view_tko_mut\([^;]*\[b, 0i32\]", rust)  # the store still indexes with the block id


CARRIED = """
def _solve(A, n: ct.Constant[int]):
    for i in range(1, n):
        A = A + A
    return A * 2.0

@ct.kernel
def kernel(x, y, T: ct.Constant[int]):
    attn = ct.load(x, index=(ct.bid(0), 0), shape=(T, T))
    ct.store(y, index=(ct.bid(0), 0), tile=_solve(attn, 4))
"""


def test_a_helper_parameter_a_loop_reassigns_is_carried_out_of_the_loop() -> None:
    rust = _rust(CARRIED, T=64)
    before, _, rest = rust.partition("for ")
    loop, _, after = rest.partition("\n        }\n")
    carried = re.search(r"let mut (A_\d+): Tile<f32, \{ \[T, T\] \}> = attn;", before)
    assert carried, before
    assert re.search(rf"\b{carried[1]} = ", loop) and "let mut" not in loop  # assigned in place, not shadowed
    assert re.search(rf"\b{carried[1]} \*", after)  # the return reads the carried value, not the argument


MATMUL = """
@ct.kernel
def kernel(x, y, T: ct.Constant[int]):
    a = ct.astype(ct.load(x, index=(ct.bid(0), 0), shape=(T, T)), ct.tfloat32)
    ct.store(y, index=(ct.bid(0), 0), tile=ct.astype(ct.matmul(a, a), ct.float32))
"""


def test_matmul_of_tf32_accumulates_in_f32_then_converts_back() -> None:
    rust = _rust(MATMUL, T=64)
    product = re.search(r"let (mm_\d+): Tile<f32, \{ \[T, T\] \}> = mmaf\(a, a, (\w+)\);", rust)
    assert product, rust
    assert re.search(rf"let {product[2]}: Tile<f32,", rust)  # the zeros are f32, not tf32
    assert re.search(rf"Tile<tf32, \{{ \[T, T\] \}}> = convert_tile\({product[1]}\);", rust)


def test_matmul_of_f16_still_accumulates_in_f16() -> None:
    rust = _rust(MATMUL.replace("ct.tfloat32", "ct.float16"), T=64)
    assert re.search(r"Tile<f16, \{ \[T, T\] \}> = mmaf\(a, a, \w+\);", rust)
    assert "Tile<f32, { [T, T] }> = mmaf" not in rust


MODULE_SCOPE = """
SCALE = 2.0
TWICE = SCALE * 2.0

def _scaled(t, s=SCALE, *, k=SCALE):
    return t * s * k

@ct.kernel
def kernel(x, y, T: ct.Constant[int], SCALE: ct.Constant[float]):
    t = ct.load(x, index=(ct.bid(0), 0), shape=(T, T))
    ct.store(y, index=(ct.bid(0), 0), tile={tile})
"""


def test_a_helpers_defaults_are_the_modules_names_not_the_callers() -> None:
    # Python binds `s=SCALE` when it defines _scaled: the module's 2.0, not the kernel's SCALE parameter (3.0).
    rust = _rust(MODULE_SCOPE.format(tile="_scaled(t)"), T=64, SCALE=3.0)
    assert rust.count("constant(2.0f32") == 2 and "3.0f32" not in rust


def test_a_module_level_expression_reads_the_modules_names_not_the_kernels() -> None:
    rust = _rust(MODULE_SCOPE.format(tile="t * TWICE"), T=64, SCALE=3.0)
    assert "constant(4.0f32" in rust and "6.0f32" not in rust
