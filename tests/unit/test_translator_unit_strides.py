"""A pointer array's unit strides are a specialization: one entry per combination the launches reach.

gemma_attention_decode's grouped kernel scatters into ``LSE_Out``, a view (B, H_KV, Q_PER_KV, SPLITS) of a
contiguous (B, H_QO, SPLITS) tensor. With one split (the representative launch) dimensions 1 to 3 have stride 1,
so the JIT, and the translated entry, fold those strides to 1; with ten splits (seq_len_kv 10024) dimension 1 has
stride 10. The only entry was the representative's, and on the H200 the launcher rightly refused the ten-split
launch: "cutile_gemma_attention_decode returned -6 (invalid arguments)". cuTile Python compiles another
specialization for it; so does the translator now, and the wrapper picks the entry whose unit strides hold.
"""

from __future__ import annotations

import ast
from types import SimpleNamespace
from typing import Any

import pytest

from tests.support.translator_variants import StandInTensor, specialized_entries, stand_in_kernel, stand_in_variant
from tilebot.core.render import render
from tilebot.core.signature import ArrayParam, ConstantParam
from tilebot.runner.analysis.signatures import array_unit_strides
from tilebot.runner.translator.errors import Refusal
from tilebot.runner.translator.host import _arm, _variant_row
from tilebot.runner.translator.kernel import Entry, KernelWriter, Param
from tilebot.runner.translator.op import _specialized_with_strides
from tilebot.runner.translator.source import kernel_from_module

SCATTER = """
import cuda.tile as ct

@ct.kernel
def kernel(x, lse, T: ct.Constant[int]):
    t = ct.load(x, index=(ct.bid(0),), shape=(T,))
    ct.scatter(lse, (ct.arange(T, dtype=ct.int32), ct.bid(0)), t, check_bounds=True)
"""

PARAMS = [
    Param("x", "array", "float32", 1, unit_strides=(True,)),
    Param("lse", "array", "float32", 2, unit_strides=(True, True)),  # the representative: lse is (8, 1)
    Param("T", "constant", value=8),
]
ONE_SPLIT = [[True], [True, True]]  # lse (8, 1), strides (1, 1)
TEN_SPLITS = [[True], [False, True]]  # lse (8, 10), strides (10, 1)


def _entries(launched: list[list[list[bool]]]) -> list[Entry]:
    variant = stand_in_variant(constants={"T": 8}, array_unit_strides=launched)
    return specialized_entries(SCATTER, PARAMS, variant, _specialized_with_strides)


def test_stage_a_records_the_unit_strides_the_jit_compiles_each_launch_with() -> None:
    def launch(shape: list[int], strides: list[int]) -> dict[str, Any]:
        lse = {"kind": "array", "dtype": "float32", "shape": shape, "strides": strides, "data_ptr": 0x7F00_0000_0000}
        params = [{"name": "lse", "constant": False}, {"name": "T", "constant": True}]
        return {"kernel": "k", "params": params, "args": [lse, {"kind": "value", "value": 8}]}

    assert array_unit_strides(launch([1, 8, 1, 1], [8, 1, 1, 1])) == [[False, True, True, True]]
    assert array_unit_strides(launch([1, 8, 1, 10], [80, 10, 10, 1])) == [[False, False, False, True]]


def test_a_launch_without_a_unit_stride_the_representative_folds_is_its_own_entry() -> None:
    entries = _entries([ONE_SPLIT, TEN_SPLITS])
    assert [e.name for e in entries] == ["k", "k__lse_unit_1"]
    lse = [next(p for p in e.params if p.name == "lse") for e in entries]
    assert [p.pointer for p in lse] == [True, True]
    assert [p.unit_strides for p in lse] == [(True, True), (False, True)]
    # The second entry takes lse's stride in dimension 0 and multiplies the index by it; the first folds it to 1.
    assert "lse_stride_0: i32" not in entries[0].rust
    assert "lse_stride_0: i32" in entries[1].rust
    # The launcher checks each entry's own unit strides: the second no longer refuses a stride of 10 there.
    arms = [_arm(i, SimpleNamespace(dtypes=["float32"]), e) for i, e in enumerate(entries)]  # type: ignore[arg-type]
    assert [a["unit_strides"] for a in arms] == [[(1, 0), (1, 1)], [(1, 1)]]  # x is loaded as a tensor: no check


def test_launches_with_the_representatives_unit_strides_or_more_keep_one_entry() -> None:
    assert [e.name for e in _entries([ONE_SPLIT])] == ["k"]
    assert [e.name for e in _entries([])] == ["k"]  # an older analysis: only the representative's are known
    # A launch with more unit strides than the representative's satisfies its entry's (the launcher's check).
    fewer = [Param("lse", "array", "float32", 2, unit_strides=(False, True)) if p.name == "lse" else p for p in PARAMS]
    source = kernel_from_module(ast.parse(SCATTER), "kernel", "<test>")
    variant = stand_in_variant(constants={"T": 8}, array_unit_strides=[ONE_SPLIT, TEN_SPLITS])

    def write(name: str, params: list[Param], keys: dict[str, Any]) -> Entry:
        return KernelWriter(source, name, params, None, target="sm_90", keys=keys).write()

    assert [e.name for e in _specialized_with_strides(variant, fewer, write, 5)] == ["k"]  # type: ignore[arg-type]


def test_the_wrapper_picks_the_entry_whose_unit_strides_the_launch_has() -> None:
    entries = _entries([ONE_SPLIT, TEN_SPLITS])
    params = [ArrayParam(dtype="float32", ndim=1), ArrayParam(dtype="float32", ndim=2), ConstantParam(value=8)]
    variant = SimpleNamespace(kernel="kernel", signature=SimpleNamespace(params=params))
    rows = [_variant_row(i, variant, e) for i, e in enumerate(entries)]  # type: ignore[arg-type]
    assert [r["unit"] for r in rows] == [[(1, 0), (1, 1)], [(1, 1)]]  # x is loaded as a tensor: no check
    runtime: dict[str, Any] = {}
    exec(render("translator/port_runtime.py.j2", op="k", variants=repr(rows), dtype_codes="{}"), runtime)
    x = StandInTensor((8,), (1,))
    assert runtime["_pick"](stand_in_kernel(), (x, StandInTensor((8, 1), (1, 1)), 8))["entry"] == 0
    assert runtime["_pick"](stand_in_kernel(), (x, StandInTensor((8, 10), (10, 1)), 8))["entry"] == 1
    # A stride of 10 in a dimension of extent 1 is the representative's too (its launcher accepts it).
    assert runtime["_pick"](stand_in_kernel(), (x, StandInTensor((1, 10), (10, 1)), 8))["entry"] == 0
    # No entry folds neither stride: the wrapper says so rather than the launcher's "invalid arguments".
    with pytest.raises(NotImplementedError, match="no translated variant"):
        runtime["_pick"](stand_in_kernel(), (x, StandInTensor((8, 10), (10, 2)), 8))


def test_each_combination_is_named_by_the_unit_strides_it_keeps_and_a_mismatched_analysis_is_refused() -> None:
    both_strided = [[True], [False, False]]
    entries = _entries([ONE_SPLIT, TEN_SPLITS, [[True], [True, False]], both_strided, TEN_SPLITS])
    assert [e.name for e in entries] == ["k", "k__lse_unit_1", "k__lse_unit_0", "k__lse_unit_none"]
    with pytest.raises(Refusal, match="array_unit_strides"):
        _entries([[[True]]])  # one array where the kernel has two


class Unhashable(int):
    __hash__ = None  # type: ignore[assignment]


def _two_entry_runtime() -> dict[str, Any]:
    """The wrapper of a kernel(x: rank 1, y: rank 2, 8) with a representative and an entry for y's unit stride."""
    entries = _entries([ONE_SPLIT, TEN_SPLITS])
    params = [ArrayParam(dtype="float32", ndim=1), ArrayParam(dtype="float32", ndim=2), ConstantParam(value=8)]
    variant = SimpleNamespace(kernel="kernel", signature=SimpleNamespace(params=params))
    rows = [_variant_row(i, variant, e) for i, e in enumerate(entries)]  # type: ignore[arg-type]
    runtime: dict[str, Any] = {}
    exec(render("translator/port_runtime.py.j2", op="k", variants=repr(rows), dtype_codes="{'float32': 0}"), runtime)
    return runtime


def _launched(runtime: dict[str, Any]) -> list[dict[str, Any]]:
    """What each launch hands the C-ABI launcher, read back as it reads it."""
    calls: list[dict[str, Any]] = []

    def launcher(entry: int, grid: Any, tensors: Any, n: int, ints: Any, n_ints: int, *_: Any) -> int:
        described = [(t.ptr, t.ndim, list(t.shape[: t.ndim]), list(t.strides[: t.ndim])) for t in tensors[:n]]
        calls.append({"entry": entry, "grid": list(grid), "tensors": described, "ints": list(ints[:n_ints])})
        return 0

    runtime["_LAUNCHER"] = launcher
    return calls


def test_the_wrapper_picks_once_per_distinct_launch_and_a_stride_makes_one() -> None:
    # The pick walks the whole table (recurrent_gated_delta_rule: 64 entries, ~80 µs a call); the wrapper keeps
    # it per launch key, which must hold everything the pick reads.
    runtime = _two_entry_runtime()
    _launched(runtime)
    picks = []
    pick = runtime["_pick"]
    runtime["_pick"] = lambda kernel, args: picks.append(args) or pick(kernel, args)
    launch, stream = runtime["_launch_port"], SimpleNamespace(cuda_stream=7)
    x = StandInTensor((8,), (1,))
    unit, strided = StandInTensor((8, 10), (10, 1)), StandInTensor((8, 10), (1, 8))
    launch(stream, (2,), stand_in_kernel(), (x, unit, 8))
    launch(stream, (2,), stand_in_kernel(), (x, StandInTensor((8, 10), (10, 1)), 8))
    assert len(picks) == 1  # the same launch again: no second pick
    with pytest.raises(NotImplementedError, match="no translated variant"):  # only the strides differ
        launch(stream, (2,), stand_in_kernel(), (x, strided, 8))
    launch(stream, (2,), stand_in_kernel(), (x, unit, Unhashable(8)))  # no key holds it: picked each time
    launch(stream, (2,), stand_in_kernel(), (x, unit, Unhashable(8)))
    assert len(picks) == 4


def test_a_launch_marshalled_once_takes_each_calls_addresses_grid_and_values() -> None:
    # The descriptors are kept per distinct launch, but the tensors' memory is each call's: a kept address would
    # launch the kernel on freed memory. The grid and the constants are part of what makes a launch distinct.
    runtime = _two_entry_runtime()
    calls = _launched(runtime)
    launch, stream, kernel = runtime["_launch_port"], SimpleNamespace(cuda_stream=7), stand_in_kernel()
    for address in (0x1000, 0x2000):
        launch(
            stream, (2,), kernel, (StandInTensor((8,), address=address), StandInTensor((8, 10), address=address + 8), 8)
        )
    launch(stream, (3, 2), kernel, (StandInTensor((8,)), StandInTensor((8, 10)), 8))
    launch(stream, (3, 2), kernel, (StandInTensor((8,)), StandInTensor((8, 10)), 9))
    assert [[t[0] for t in call["tensors"]] for call in calls] == [[0x1000, 0x1008], [0x2000, 0x2008]] + [
        [0x1000] * 2
    ] * 2
    assert calls[0]["tensors"] == [(0x1000, 1, [8], [1]), (0x1008, 2, [8, 10], [10, 1])]
    assert [call["grid"] for call in calls] == [[2, 1, 1], [2, 1, 1], [3, 2, 1], [3, 2, 1]]
    assert [call["ints"] for call in calls] == [[8], [8], [8], [9]]
    assert {call["entry"] for call in calls} == {1}


def test_a_float_scalar_of_minus_zero_is_its_own_launch_not_the_one_remembered_for_zero() -> None:
    # -0.0 == 0.0 and both hash alike: keyed by value, the second launch reused the first's marshalled +0.0.
    row = {"entry": 0, "kernel": "kernel", "facts": [], "dtypes": [], "arrays": [0], "ranks": [1], "generics": []}
    rows = [{**row, "scalars": [1]}]
    runtime: dict[str, Any] = {}
    exec(render("translator/port_runtime.py.j2", op="k", variants=repr(rows), dtype_codes="{'float32': 0}"), runtime)
    passed: list[float] = []

    def launcher(entry: int, grid: Any, tensors: Any, n: int, ints: Any, n_ints: int, scalars: Any, *_: Any) -> int:
        passed.append(scalars[0])
        return 0

    runtime["_LAUNCHER"] = launcher
    for value in (0.0, -0.0, float("nan"), float("nan")):
        runtime["_launch_port"](SimpleNamespace(cuda_stream=7), (1,), stand_in_kernel(), (StandInTensor((8,)), value))
    assert [str(v) for v in passed] == ["0.0", "-0.0", "nan", "nan"]
    assert len(runtime["_LAUNCHES"]) == 3  # NaN never equals itself, but its bits make one key
