"""An int ct.Constant the translation decides with (an `if`, arithmetic folded into a shape) is written in as a
value; where it varies between the variant's configurations, the variant becomes one entry per value."""

from __future__ import annotations

import ast
from types import SimpleNamespace
from typing import Any

import pytest

from tilebot.core.signature import ArrayParam, ConstantParam
from tilebot.runner.translator.errors import Refusal
from tilebot.runner.translator.host import _variant_row
from tilebot.runner.translator.kernel import Entry, KernelWriter, Param
from tilebot.runner.translator.op import MAX_SPECIALIZATIONS, _specialized
from tilebot.runner.translator.source import kernel_from_module

BRANCH = """
import cuda.tile as ct

@ct.kernel
def kernel(x, y, T: ct.Constant[int], MODE: ct.Constant[int]):
    t = ct.load(x, index=(ct.bid(0),), shape=(T,))
    if MODE == 1:
        t = t * 2.0
    ct.store(y, index=(ct.bid(0),), tile=t)
"""

FOLDED_SHAPE = """
import cuda.tile as ct

@ct.kernel
def kernel(x, y, T: ct.Constant[int], MODE: ct.Constant[int]):
    t = ct.load(x, index=(ct.bid(0),), shape=(2 * T,))
    ct.store(y, index=(ct.bid(0),), tile=t)
"""

PARAMS = [
    Param("x", "array", "float32", 1, unit_strides=(True,)),
    Param("y", "array", "float32", 1, unit_strides=(True,)),
    Param("T", "constant", value=64),
    Param("MODE", "constant", value=0),
]


def _entries(source_text: str, varying: dict[str, list[Any]]) -> list[Entry]:
    source = kernel_from_module(ast.parse(source_text), "kernel", "<test>")
    variant = SimpleNamespace(name="k", constants={"T": 64, "MODE": 0}, varying_constants=varying)

    def write(name: str, params: list[Param]) -> Entry:
        return KernelWriter(source, name, params, None, target="sm_90", varying=set(varying)).write()

    return _specialized(variant, PARAMS, write, 5)  # type: ignore[arg-type]


def test_a_branch_on_a_varying_constant_is_one_entry_per_value() -> None:
    entries = _entries(BRANCH, {"MODE": [0, 1], "T": [64, 128]})
    assert [e.name for e in entries] == ["k", "k__mode_1"]  # the representative value keeps the variant's name
    assert [e.baked for e in entries] == [{3: 0}, {3: 1}]
    assert ("mulf" not in entries[0].rust and "* " in entries[1].rust) or "2.0f32" in entries[1].rust
    assert "2.0f32" not in entries[0].rust and "2.0f32" in entries[1].rust
    for entry in entries:
        assert entry.generics == ["T"]  # T only sizes a tile: it stays a const generic of every entry


def test_arithmetic_on_a_varying_constant_in_a_shape_is_specialized_not_baked_at_one_value() -> None:
    entries = _entries(FOLDED_SHAPE, {"T": [64, 128]})
    assert [e.name for e in entries] == ["k", "k__t_128"]
    assert "const_shape![128]" in entries[0].rust and "const_shape![256]" in entries[1].rust
    assert all("T" not in e.generics for e in entries)


def test_a_constant_that_never_varies_is_folded_in_one_generic_entry() -> None:
    (entry,) = _entries(FOLDED_SHAPE, {})
    assert entry.name == "k" and entry.generics == ["T", "MODE"] and entry.decided == set()


def test_too_many_specializations_are_refused() -> None:
    with pytest.raises(Refusal) as refused:
        _entries(FOLDED_SHAPE, {"T": [64, *range(1, MAX_SPECIALIZATIONS + 1)]})
    assert refused.value.construct == "specializations"


def test_the_wrapper_picks_a_specialized_entry_by_the_constant_and_passes_only_the_rest() -> None:
    entries = _entries(BRANCH, {"MODE": [0, 1]})
    params = [
        ArrayParam(dtype="float32", ndim=1),
        ArrayParam(dtype="float32", ndim=1),
        ConstantParam(value=64),
        ConstantParam(value=0),
    ]
    variant = SimpleNamespace(kernel="kernel", signature=SimpleNamespace(params=params))
    rows = [_variant_row(i, variant, e) for i, e in enumerate(entries)]  # type: ignore[arg-type]
    assert [r["facts"] for r in rows] == [[(3, 0)], [(3, 1)]]
    assert [r["generics"] for r in rows] == [[2], [2]]
