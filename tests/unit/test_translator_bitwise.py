"""`ct.bitwise_lshift` by a translation-time amount: the multiply by its power of two (the Rust text).

cutile 0.2.0 cannot write a flag-free shli; the construct table's row "ct.bitwise_lshift" compiles the multiply on
both sides and diffs it (tests/integration/test_translator_constructs.py), tests/unit/test_ir_shift_left.py proves
the diff's reading of a shift as that multiply.
"""

from __future__ import annotations

import ast

import pytest

from tilebot.runner.translator.errors import Refusal
from tilebot.runner.translator.kernel import KernelWriter, Param
from tilebot.runner.translator.source import kernel_from_module

KERNEL = """import cuda.tile as ct

@ct.kernel
def kernel(x, y, T: ct.Constant[int], K: ct.Constant[int]):
    i = ct.astype(ct.arange(T, dtype=ct.int32), {dtype})
    t = ct.load(x, index=(ct.bid(0),), shape=(T,))
    ct.store(y, index=(ct.bid(0),), tile=t + ct.astype(ct.bitwise_lshift(i, {amount}), t.dtype))
"""


def _rust(amount: str, k: int = 0, dtype: str = "ct.int32") -> str:
    text = KERNEL.format(amount=amount, dtype=dtype)
    source = kernel_from_module(ast.parse(text), "kernel", "<test>")
    params = [Param(n, "array", "float32", 1, unit_strides=(True,)) for n in ("x", "y")]
    params += [Param("T", "constant", value=256), Param("K", "constant", value=k)]
    return KernelWriter(source, "k", params, None, target="sm_90").write().rust


@pytest.mark.parametrize(
    ("amount", "k", "dtype", "factor"),
    [
        ("8", 0, "ct.int32", "256i32"),
        ("K", 3, "ct.int32", "8i32"),  # a constant parameter: known at translation time
        ("31", 0, "ct.int32", "-2147483648i32"),  # 2**31 wraps to the type's minimum, the same bits
        ("0", 0, "ct.int64", "1i64"),
    ],
)
def test_a_shift_by_a_known_amount_is_a_multiply_by_its_power_of_two(
    amount: str, k: int, dtype: str, factor: str
) -> None:
    rust = _rust(amount, k, dtype)
    assert "shli" not in rust
    assert f"constant({factor}, const_shape![T])" in rust
    assert " * c_" in rust


def test_a_shift_by_a_runtime_amount_is_refused_with_its_row() -> None:
    with pytest.raises(Refusal) as caught:
        _rust("i")
    assert caught.value.construct == "ct.bitwise_lshift by a runtime amount"
    assert "overflow mode" in caught.value.reason


@pytest.mark.parametrize("amount", ["32", "-1"])
def test_a_shift_outside_the_width_is_refused(amount: str) -> None:
    with pytest.raises(Refusal, match="no rule") as caught:
        _rust(amount)
    assert caught.value.construct == "ct.bitwise_lshift by a constant outside [0, the width)"
