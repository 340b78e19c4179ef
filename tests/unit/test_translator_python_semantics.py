"""Python evaluation the translator replays at translation time: `and`/`or` short circuits on decided operands,
and a translation-time number a loop reassigns is a runtime value carried across iterations.

The construct table's rows compile these on both sides and diff them (tests/integration); here, the Rust text.
"""

from __future__ import annotations

import ast

import pytest

from tilebot.runner.translator.errors import Refusal
from tilebot.runner.translator.kernel import KernelWriter, Param
from tilebot.runner.translator.source import kernel_from_module


def _rust(body: str, **constants: object) -> str:
    names = ", ".join(f"{n}: ct.Constant[{type(v).__name__}]" for n, v in constants.items())
    text = f"import cuda.tile as ct\n\n@ct.kernel\ndef kernel(x, y, {names}):\n" + body
    source = kernel_from_module(ast.parse(text), "kernel", "<test>")
    params = [Param(n, "array", "float32", 1, unit_strides=(True,)) for n in ("x", "y")]
    params += [Param(n, "constant", value=v) for n, v in constants.items()]
    return KernelWriter(source, "k", params, None, target="sm_90").write().rust


BRANCH = """\
    t = ct.load(x, index=(ct.bid(0),), shape=(T,))
    if {test}:
        t = t + 1.0
    ct.store(y, index=(ct.bid(0),), tile=t)
"""


def test_a_decided_false_operand_ends_an_and_before_the_runtime_one() -> None:
    rust = _rust(BRANCH.format(test="not EVEN and ct.bid(0) >= 2"), T=256, EVEN=True)
    assert "if " not in rust and ">=" not in rust and "+ " not in rust  # neither the compare nor the branch


def test_a_decided_true_operand_ends_an_or() -> None:
    rust = _rust(BRANCH.format(test="EVEN or ct.bid(0) >= 2"), T=256, EVEN=True)
    assert "if " not in rust and ">=" not in rust and "+ " in rust  # the branch, taken unconditionally


def test_a_decided_operand_that_does_not_settle_drops_out() -> None:
    rust = _rust(BRANCH.format(test="not EVEN and ct.bid(0) >= 2"), T=256, EVEN=False)
    assert "(true)" not in rust and "if cond_" in rust and ">= 2i32" in rust


LOOP = """\
    acc = ct.zeros((T,), dtype=ct.float32)
    k = 0
    for i in range(4):
        acc = acc + ct.load(x, index=(k,), shape=(T,))
        k += 1
    ct.store(y, index=(ct.bid(0),), tile=acc)
"""


def test_a_counter_a_loop_reassigns_is_carried_not_its_first_value() -> None:
    rust = _rust(LOOP, T=256)
    before, _, loop = rust.partition("for i in")
    assert "let mut k: i32 = 0i32;" in before
    assert "[k]" in loop and "[0i32]" not in loop  # every iteration reads the current count
    assert "k = s_" in loop


def test_a_decided_number_assigned_in_a_loop_is_written_as_runtime_assignment() -> None:
    body = LOOP.replace("        k += 1\n", "        k = 1\n")
    rust = _rust(body, T=256)
    assert "let mut k: i32 = 0i32;" in rust and "k = 1i32;" in rust


def test_a_decided_number_read_as_a_shape_after_the_loop_is_refused_not_frozen() -> None:
    body = LOOP + "    z = ct.zeros((k,), dtype=ct.float32)\n"
    with pytest.raises(Refusal):
        _rust(body, T=256)
