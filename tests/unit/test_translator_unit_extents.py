"""A dimension of extent 1 is a specialization: cuTile Python compiles it in as the constant 1, and so does the
translator, one entry per combination of size-1 dimensions the launches reach.

sparse_mla's tests launch with one batch and one KV head: the reference's tensor views are ``1x?x?x?`` and its
gathers compare the batch index with the constant 1. Written with every extent a runtime value, the port compiled
to 9512 SASS instructions against the reference's 8248 (TILE_N=32, TILE_H=16) and ran 1.52x its time on the
H200; with the two extents written in as 1 both compile to the same SASS.
"""

from __future__ import annotations

from dataclasses import replace
from types import SimpleNamespace
from typing import Any

import pytest

from tests.support.translator_variants import StandInTensor, specialized_entries, stand_in_kernel, stand_in_variant
from tilebot.core.render import render
from tilebot.core.signature import ArrayParam, ConstantParam
from tilebot.runner.analysis.signatures import array_unit_extents
from tilebot.runner.translator import op
from tilebot.runner.translator.errors import Refusal
from tilebot.runner.translator.host import _arm, _variant_row, picking_order
from tilebot.runner.translator.kernel import Entry, Param
from tilebot.runner.translator.op import _specialized_with_layouts

GATHER = """
import cuda.tile as ct

@ct.kernel
def kernel(x, table, out, T: ct.Constant[int]):
    b = ct.bid(0)
    t = ct.load(x, index=(b, 0), shape=(1, T))
    g = ct.gather(table, (b, ct.arange(T, dtype=ct.int32)))
    ct.store(out, index=(b, 0), tile=ct.reshape(t, (T,)) + g)
"""

# The representative launches one batch: x and table are (1, 8), out is (8,).
PARAMS = [
    Param("x", "array", "float32", 2, unit_strides=(False, True), unit_extents=(True, False)),
    Param("table", "array", "float32", 2, unit_strides=(False, True), unit_extents=(True, False), pointer=True),
    Param("out", "array", "float32", 1, unit_strides=(True,)),
    Param("T", "constant", value=8),
]
ONE_BATCH = [[True, False], [True, False], [False]]
FOUR_BATCHES = [[False, False], [False, False], [False]]


def _entries(launched: list[list[list[bool]]], params: list[Param] = PARAMS) -> list[Entry]:
    variant = stand_in_variant(constants={"T": 8}, array_unit_extents=launched)
    return specialized_entries(GATHER, params, variant, _specialized_with_layouts)


def test_stage_a_records_the_size_1_dimensions_the_jit_compiles_each_launch_with() -> None:
    def launch(shape: list[int]) -> dict[str, Any]:
        x = {"kind": "array", "dtype": "float32", "shape": shape, "strides": [8, 1], "data_ptr": 0x7F00_0000_0000}
        params = [{"name": "x", "constant": False}, {"name": "T", "constant": True}]
        return {"kernel": "k", "params": params, "args": [x, {"kind": "value", "value": 8}]}

    assert array_unit_extents(launch([1, 8])) == [[True, False]]
    assert array_unit_extents(launch([4, 8])) == [[False, False]]


def test_the_representatives_size_1_dimensions_are_written_in_as_1() -> None:
    [entry] = _entries([ONE_BATCH])
    assert "x: &Tensor<f32, { [1, -1] }>" in entry.rust
    assert "out: &Tensor<f32, { [-1] }>" in entry.rust
    # The pointer's extent stays a parameter (the launcher passes every extent) but the bounds compare with 1.
    assert "table_extent_0: i32" in entry.rust
    assert "scalar_to_tile(table_extent_0)" not in entry.rust and "scalar_to_tile(1i32)" in entry.rust
    assert "scalar_to_tile(table_extent_1)" in entry.rust


def test_a_launch_without_the_representatives_size_1_dimensions_is_its_own_entry() -> None:
    entries = _entries([ONE_BATCH, FOUR_BATCHES])
    assert [e.name for e in entries] == ["k", "k__x_ones_none__table_ones_none"]
    assert "x: &Tensor<f32, { [-1, -1] }>" in entries[1].rust
    assert "scalar_to_tile(table_extent_0)" in entries[1].rust
    # The launcher checks each entry's own size-1 dimensions.
    arms = [_arm(i, SimpleNamespace(dtypes=["float32"]), e) for i, e in enumerate(entries)]  # type: ignore[arg-type]
    assert [a["ones"] for a in arms] == [[(0, 0), (1, 0)], []]
    ffi = render("translator/ffi.rs.j2", op="k", module="m", dtype_codes=[], arms=arms, fp8_types=[])
    first, second = ffi.split("        1 => {")
    assert "tensors[0].shape[0] != 1" in first and "tensors[1].shape[0] != 1" in first
    assert "shape[0] != 1" not in second


def test_an_analysis_without_the_combinations_writes_every_extent_at_run_time() -> None:
    spec = ArrayParam(dtype="float32", ndim=2, shape_constant=(1, None))
    assert op._param(spec, 0, extents=False).unit_extents == ()  # an older analysis: none known
    assert op._param(spec, 0, extents=True).unit_extents == (True, False)
    [entry] = _entries([], params=_general())
    assert "x: &Tensor<f32, { [-1, -1] }>" in entry.rust and "scalar_to_tile(table_extent_0)" in entry.rust


def test_the_wrapper_picks_the_entry_with_the_most_size_1_dimensions_the_launch_has() -> None:
    entries = _entries([FOUR_BATCHES, ONE_BATCH], params=_general())
    assert [e.name for e in entries] == ["k", "k__x_ones_0__table_ones_0"]
    params = [ArrayParam(dtype="float32", ndim=2)] * 2 + [ArrayParam(dtype="float32", ndim=1), ConstantParam(value=8)]
    variant = SimpleNamespace(kernel="kernel", signature=SimpleNamespace(params=params))
    rows = picking_order([_variant_row(i, variant, e) for i, e in enumerate(entries)])  # type: ignore[arg-type]
    assert [(r["entry"], r.get("ones", [])) for r in rows] == [(1, [(0, 0), (1, 0)]), (0, [])]
    runtime: dict[str, Any] = {}
    exec(render("translator/port_runtime.py.j2", op="k", variants=repr(rows), dtype_codes="{}"), runtime)
    pick = runtime["_pick"]
    # Both entries serve one batch; the one with the batch written in as 1 is cuTile Python's specialization.
    assert pick(stand_in_kernel(), (StandInTensor((1, 8)), StandInTensor((1, 8)), StandInTensor((8,)), 8))["entry"] == 1
    assert pick(stand_in_kernel(), (StandInTensor((4, 8)), StandInTensor((4, 8)), StandInTensor((8,)), 8))["entry"] == 0
    # x with one batch but table with four: only the general entry holds.
    assert pick(stand_in_kernel(), (StandInTensor((1, 8)), StandInTensor((4, 8)), StandInTensor((8,)), 8))["entry"] == 0


def _general() -> list[Param]:
    return [replace(p, unit_extents=()) for p in PARAMS]


def test_too_many_combinations_write_every_extent_at_run_time_and_say_so(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(op, "MAX_SPECIALIZATIONS", 1)
    entries = _entries([ONE_BATCH, FOUR_BATCHES])
    assert [e.name for e in entries] == ["k"]
    assert "x: &Tensor<f32, { [-1, -1] }>" in entries[0].rust
    assert any("size-1 dimensions written as runtime extents" in f for f in entries[0].facts)


def test_an_analysis_whose_combinations_do_not_match_the_arrays_is_refused() -> None:
    with pytest.raises(Refusal, match="array_unit_extents"):
        _entries([[[True, False]]])
