"""How the translator binds a kernel array: a ``&Tensor`` where ct.load/ct.store reach it, a raw pointer with
extents and strides where ct.gather/ct.scatter do. An array the source reaches both ways, the other way only in
a branch decided at translation time (flash_decode's ``Att_Out``, layer_norm_legacy's ``Mean``), is bound as
the kept code reaches it; reached both ways in kept code, it is refused.

The construct table's rows compile these on both sides and diff them (tests/integration); here, the Rust text.
"""

from __future__ import annotations

import ast
from types import SimpleNamespace
from typing import Any

import pytest

from tests.support.translator_variants import specialized_entries, stand_in_variant
from tilebot.runner.translator.errors import Refusal
from tilebot.runner.translator.host import _arm
from tilebot.runner.translator.kernel import Entry, KernelWriter, Param
from tilebot.runner.translator.source import kernel_from_module

BRANCHES = """
import cuda.tile as ct

@ct.kernel
def kernel(x, y, T: ct.Constant[int], MODE: ct.Constant[int]):
    t = ct.load(x, index=(ct.bid(0),), shape=(T,))
    if MODE == 1:
        ct.store(y, index=(ct.bid(0),), tile=t)
    else:
        ct.scatter(y, ct.bid(0) * T + ct.arange(T, dtype=ct.int32), t)
"""

BOTH_KEPT = """
import cuda.tile as ct

@ct.kernel
def kernel(x, y, T: ct.Constant[int], MODE: ct.Constant[int]):
    t = ct.load(x, index=(ct.bid(0),), shape=(T,))
    ct.store(y, index=(ct.bid(0),), tile=t)
    if MODE == 1:
        ct.scatter(y, ct.bid(0) * T + ct.arange(T, dtype=ct.int32), t)
"""

PARAMS = [
    Param("x", "array", "float32", 1, unit_strides=(True,)),
    Param("y", "array", "float32", 1, unit_strides=(True,)),
    Param("T", "constant", value=64),
    Param("MODE", "constant", value=0),
]


def _write(text: str, mode: int, params: list[Param] = PARAMS) -> Entry:
    source = kernel_from_module(ast.parse(text), "kernel", "<test>")
    params = [p if p.name != "MODE" else Param("MODE", "constant", value=mode) for p in params]
    return KernelWriter(source, "k", params, None, target="sm_90").write()


def test_the_array_is_a_tensor_where_the_kept_branch_stores_to_it() -> None:
    entry = _write(BRANCHES, mode=1)
    assert "y: &Tensor<f32, { [-1] }>" in entry.rust and "*mut" not in entry.rust
    assert "make_partition_view_mut(y," in entry.rust and "store_ptr_tko" not in entry.rust
    assert not next(p for p in entry.params if p.name == "y").pointer


def test_the_array_is_a_pointer_where_the_kept_branch_scatters_to_it() -> None:
    entry = _write(BRANCHES, mode=0)
    assert "y: *mut f32" in entry.rust and "y_extent_0: i32" in entry.rust and "&Tensor<f32, { [-1] }>" in entry.rust
    assert "store_ptr_tko" in entry.rust and "make_partition_view_mut" not in entry.rust
    assert next(p for p in entry.params if p.name == "y").pointer


def test_an_array_reached_both_ways_in_kept_code_is_refused_at_the_second_way() -> None:
    assert _write(BOTH_KEPT, mode=0).rust  # the scatter's branch dropped: a tensor
    with pytest.raises(Refusal) as refused:
        _write(BOTH_KEPT, mode=1)
    assert refused.value.construct == "an array reached both by ct.load/ct.store and by ct.gather/ct.scatter"
    assert refused.value.line == 9  # the ct.scatter: the ct.store met first bound y as a tensor


def test_each_entry_of_a_varying_constant_binds_the_array_its_way_and_the_launcher_follows() -> None:
    variant = stand_in_variant(constants={"T": 64, "MODE": 0}, varying_constants={"MODE": [0, 1]})
    entries = specialized_entries(BRANCHES, PARAMS, variant)
    assert [e.name for e in entries] == ["k", "k__mode_eq_1_true"]  # the if decides with a key on MODE
    arms: list[dict[str, Any]] = [_arm(i, SimpleNamespace(dtypes=["float32"]), e) for i, e in enumerate(entries)]  # type: ignore[arg-type]
    assert [a["borrowed"] for a in arms] == [[(0, "f32")], [(0, "f32"), (1, "f32")]]
    assert any("from_cu_deviceptr(tensors[1].ptr)" in arg for arg in arms[0]["call_args"])
    assert arms[1]["call_args"] == ["&*t0", "&*t1"]


BROADCAST = """
import cuda.tile as ct

@ct.kernel
def kernel(x, y, B: ct.Constant[int], T: ct.Constant[int]):
    t = ct.load(x, index=(ct.bid(0), 0), shape=(B, T))
    m = ct.sum(t, axis=1)
    ct.store(y, index=(ct.bid(0), 0), tile=t - m)
"""


def _broadcast(b: int, varying: frozenset[str] = frozenset()) -> Entry:
    source = kernel_from_module(ast.parse(BROADCAST), "kernel", "<test>")
    params = [
        Param("x", "array", "float32", 2, unit_strides=(False, True)),
        Param("y", "array", "float32", 2, unit_strides=(False, True)),
        Param("B", "constant", value=b),
        Param("T", "constant", value=256),
    ]
    return KernelWriter(source, "k", params, None, target="sm_90", varying=varying).write()


def test_a_const_generic_dim_of_1_broadcasts_as_cutile_python_sees_it() -> None:
    # layer_norm_legacy with BLOCK_N = 1: `x - mean`, (BLOCK_N, BLOCK_D) against (BLOCK_N,).
    entry = _broadcast(1)
    assert "m.reshape(const_shape![1, B])" in entry.rust and ".broadcast(const_shape![B, T])" in entry.rust
    assert entry.decided == {"B"} and "B" in entry.generics  # holds for B = 1 only; B never varies: still generic
    assert _broadcast(1, varying=frozenset({"B"})).decided == {"B"}


def test_a_const_generic_dim_other_than_1_still_does_not_broadcast() -> None:
    with pytest.raises(Refusal, match="do not broadcast"):
        _broadcast(4)
