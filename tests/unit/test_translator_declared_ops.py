"""An op whose reference form carries an attribute cutile 0.2.0's core cannot write (``exp %x rounding<approx>``)
is declared in the generated module and called by that name; an op without such a declaration is refused.
The compiled IR of each is diffed in tests/integration/test_translator_constructs.py."""

from __future__ import annotations

import ast

import pytest

from tilebot.runner.translator.declared import declarations
from tilebot.runner.translator.errors import Refusal
from tilebot.runner.translator.kernel import Entry, KernelWriter, Param
from tilebot.runner.translator.source import kernel_from_module

KERNEL = """
import cuda.tile as ct

@ct.kernel
def kernel(x, y, T: ct.Constant[int]):
    t = ct.load(x, index=(ct.bid(0),), shape=(T,))
    ct.store(y, index=(ct.bid(0),), tile={expr})
"""
PARAMS = [
    Param("x", "array", "float32", 1, unit_strides=(True,)),
    Param("y", "array", "float32", 1, unit_strides=(True,)),
    Param("T", "constant", value=64),
]


def _write(expr: str) -> Entry:
    source = kernel_from_module(ast.parse(KERNEL.format(expr=expr)), "kernel", "<test>")
    return KernelWriter(source, "k", PARAMS, None, target="sm_90").write()


def test_approximate_exp_and_tanh_call_the_declared_ops() -> None:
    entry = _write(
        "ct.exp(t, rounding_mode=ct.RoundingMode.APPROX) + ct.tanh(ct.exp(t), rounding_mode=ct.RoundingMode.APPROX)"
    )
    assert entry.declared == {"tilebot_exp_approx", "tilebot_tanh_approx"}
    assert "tilebot_exp_approx(t, rounding::Approx)" in entry.rust
    assert "= exp(t)" in entry.rust  # the full-precision exp stays core's


def test_declarations_are_written_once_in_a_fixed_order() -> None:
    text = declarations(["tilebot_tanh_approx", "tilebot_exp_approx", "tilebot_tanh_approx"])
    assert text.count("pub fn ") == 2
    assert text.index("tilebot_exp_approx") < text.index("tilebot_tanh_approx")
    assert 'name = "cuda_tile.tanh"' in text and "rounding<approx>" in text


@pytest.mark.parametrize(
    ("expr", "construct"),
    [
        ("ct.log(t, rounding_mode=ct.RoundingMode.APPROX)", "ct.log(rounding_mode=APPROX)"),  # no declaration
        ("ct.exp(t, rounding_mode=ct.RoundingMode.RZ)", "ct.exp(rounding_mode=)"),  # not what is declared
    ],
)
def test_a_rounding_without_a_declared_op_is_refused(expr: str, construct: str) -> None:
    with pytest.raises(Refusal) as refused:
        _write(expr)
    assert refused.value.construct == construct
