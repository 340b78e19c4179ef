"""An int ct.Constant the translation decides with (an `if`, arithmetic folded into a shape) is written in as a
value; where it varies between the variant's configurations, the variant becomes one entry per value."""

from __future__ import annotations

import ast
import re
from types import SimpleNamespace
from typing import Any

import pytest

from tests.support.translator_variants import specialized_entries, stand_in_kernel, stand_in_variant
from tilebot.core.render import render
from tilebot.core.signature import ArrayParam, ConstantParam
from tilebot.runner.targets.cutile_rs.versions import DEFAULT_CUTILE, cutile_features
from tilebot.runner.translator.errors import Refusal
from tilebot.runner.translator.host import _variant_row
from tilebot.runner.translator.kernel import Entry, KernelWriter, Param
from tilebot.runner.translator.op import (
    MAX_SPECIALIZATIONS,
    _entry_name,
    _specialized,
    _write_entry,
    hint_combinations,
)
from tilebot.runner.translator.source import kernel_from_module

CUTILE_0_3 = cutile_features({"cutile": "=0.3.1"})
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


def _entries(
    source_text: str,
    varying: dict[str, list[Any]],
    autotune: list[dict[str, Any]] | None = None,
    combinations: list[dict[str, Any]] | None = None,
) -> list[Entry]:
    variant = stand_in_variant(
        constants={"T": 64, "MODE": 0},
        varying_constants=varying,
        autotune_configs=autotune,
        constant_combinations=combinations or [],
    )
    return specialized_entries(source_text, PARAMS, variant)


def test_a_branch_on_a_varying_constant_is_one_entry_per_value_of_the_test() -> None:
    entries = _entries(BRANCH, {"MODE": [0, 1], "T": [64, 128]})
    # The representative value keeps the variant's name; the other is named by the test that decided it.
    assert [e.name for e in entries] == ["k", "k__mode_eq_1_true"]
    assert [e.keys for e in entries] == [{"(MODE) == (1)": False}, {"(MODE) == (1)": True}]
    assert "2.0f32" not in entries[0].rust and "2.0f32" in entries[1].rust
    for entry in entries:
        assert entry.baked == {}  # MODE is decided through the test's value, not written in as a number
        assert entry.generics == ["T", "MODE"]


def test_arithmetic_on_a_varying_constant_in_a_shape_is_specialized_not_baked_at_one_value() -> None:
    entries = _entries(FOLDED_SHAPE, {"T": [64, 128]})
    assert [e.name for e in entries] == ["k", "k__t_128"]
    assert "const_shape![128]" in entries[0].rust and "const_shape![256]" in entries[1].rust
    assert all("T" not in e.generics for e in entries)


def test_a_constant_that_never_varies_is_folded_in_one_generic_entry() -> None:
    (entry,) = _entries(FOLDED_SHAPE, {})
    assert entry.name == "k" and entry.generics == ["T", "MODE"] and entry.baked == {}
    assert entry.decided == {"T"}  # the entry holds for T = 64 only: the wrapper checks it


class _Tensor:
    dtype = "torch.float32"
    shape = (4096,)

    def dim(self) -> int:
        return 1

    def stride(self, d: int) -> int:
        return 1


def _picked(source_text: str, launch: tuple[int, int]) -> int:
    """The entry the wrapper picks for a launch of (T, MODE), the tests having launched T = 64, MODE = 0 only."""
    entries = _entries(source_text, {})
    params = [ArrayParam(dtype="float32", ndim=1)] * 2 + [ConstantParam(value=64), ConstantParam(value=0)]
    variant = SimpleNamespace(kernel="kernel", signature=SimpleNamespace(params=params))
    rows = [_variant_row(i, variant, e) for i, e in enumerate(entries)]  # type: ignore[arg-type]
    runtime: dict[str, Any] = {}
    exec(render("translator/port_runtime.py.j2", op="k", variants=repr(rows), dtype_codes="{}"), runtime)
    return int(runtime["_pick"](stand_in_kernel(), (_Tensor(), _Tensor(), *launch))["entry"])


@pytest.mark.parametrize(
    ("source_text", "other"),
    [(BRANCH, (64, 1)), (FOLDED_SHAPE, (32, 0))],
    ids=["MODE decided by an if", "T folded into a shape"],
)
def test_a_launch_with_another_value_of_a_constant_decided_at_one_value_finds_no_entry(
    source_text: str, other: tuple[int, int]
) -> None:
    # Before, the entry written for MODE == 1 being False (or a 2 * 64 wide tile) ran for MODE = 1 (T = 32).
    assert _picked(source_text, (64, 0)) == 0
    with pytest.raises(NotImplementedError, match="no translated variant of kernel"):
        _picked(source_text, other)


def test_a_constant_the_translation_keeps_generic_is_not_checked() -> None:
    # BRANCH's T is only a tile extent (const_shape![T]): the entry holds for every T.
    assert "const_shape![T]" in _entries(BRANCH, {})[0].rust
    assert _picked(BRANCH, (32, 0)) == 0


def test_a_constant_the_autotune_candidates_vary_is_specialized_for_each_candidate_value() -> None:
    # One configuration (MODE 0), but the tuner launches both candidates: the branch holds for neither alone.
    entries = _entries(BRANCH, {}, autotune=[{"T": 64, "MODE": 0}, {"T": 64, "MODE": 1}, {"T": 64, "MODE": 0}])
    assert [e.name for e in entries] == ["k", "k__mode_eq_1_true"]
    assert [e.keys for e in entries] == [{"(MODE) == (1)": False}, {"(MODE) == (1)": True}]
    assert ["2.0f32" in e.rust for e in entries] == [False, True]


BOOL_BRANCH = """
import cuda.tile as ct

@ct.kernel
def kernel(x, y, T: ct.Constant[int], DOUBLE: ct.Constant[bool]):
    t = ct.load(x, index=(ct.bid(0),), shape=(T,))
    if DOUBLE:
        t = t * 2.0
    ct.store(y, index=(ct.bid(0),), tile=t)
"""


def test_a_bool_the_autotune_candidates_vary_is_one_entry_per_value() -> None:
    # recurrent_gated_delta_rule's tuner tries SMALL_TILE_USE_TMA False and True: an entry for False alone left
    # the wrapper without one for the candidate it chose.
    params = [*PARAMS[:3], Param("DOUBLE", "constant", value=False)]
    variant = stand_in_variant(
        constants={"T": 64, "DOUBLE": False},
        autotune_configs=[{"T": 64, "DOUBLE": False}, {"T": 64, "DOUBLE": True}],
    )
    entries = specialized_entries(BOOL_BRANCH, params, variant)
    assert [e.name for e in entries] == ["k", "k__double_True"]
    assert [e.baked for e in entries] == [{3: False}, {3: True}]
    assert ["2.0f32" in e.rust for e in entries] == [False, True]
    # The wrapper tells them apart by the launched value alone (not also by the representative's False).
    signature = SimpleNamespace(
        params=[ArrayParam(dtype="float32", ndim=1)] * 2 + [ConstantParam(value=64), ConstantParam(value=False)]
    )
    variant_row = SimpleNamespace(kernel="kernel", signature=signature)
    rows = [_variant_row(i, variant_row, e) for i, e in enumerate(entries)]  # type: ignore[arg-type]
    assert [r["facts"] for r in rows] == [[(3, False)], [(3, True)]]


def test_too_many_specializations_are_refused() -> None:
    with pytest.raises(Refusal) as refused:
        _entries(FOLDED_SHAPE, {"T": [64, *range(1, MAX_SPECIALIZATIONS + 1)]})
    assert refused.value.construct == "specializations"


def test_the_wrapper_picks_a_specialized_entry_by_the_constant_and_passes_only_the_rest() -> None:
    entries = _entries(FOLDED_SHAPE, {"T": [64, 128]})
    params = [
        ArrayParam(dtype="float32", ndim=1),
        ArrayParam(dtype="float32", ndim=1),
        ConstantParam(value=64),
        ConstantParam(value=0),
    ]
    variant = SimpleNamespace(kernel="kernel", signature=SimpleNamespace(params=params))
    rows = [_variant_row(i, variant, e) for i, e in enumerate(entries)]  # type: ignore[arg-type]
    assert [r["facts"] for r in rows] == [[(2, 64)], [(2, 128)]]
    assert [r["generics"] for r in rows] == [[3], [3]]


# ---------------------------------------------------------------------------------------------- dtype tests

DTYPE_TEST = """
import cuda.tile as ct

@ct.kernel
def kernel(x, y, T: ct.Constant[int]):
    t = ct.load(x, index=(ct.bid(0),), shape=(T,))
    if x.dtype == ct.float32:
        t = t * 2.0
    ct.store(y, index=(ct.bid(0),), tile=t)
"""

TYPED = [
    Param("x", "array", "float16", 1, unit_strides=(True,)),
    Param("y", "array", "float16", 1, unit_strides=(True,)),
    Param("T", "constant", value=64),
]


def _typed_entries(source_text: str, array_dtypes: list[list[str]]) -> list[Entry]:
    source = kernel_from_module(ast.parse(source_text), "kernel", "<test>")
    variant = stand_in_variant(
        constants={"T": 64},
        array_dtypes=array_dtypes,
        dtypes=sorted({combination[0] for combination in array_dtypes}),  # the first array's, as stage A records
    )

    def write(name: str, params: list[Param], keys: dict[str, Any]) -> Entry:
        element = None if any(p.kind == "array" and p.baked for p in params) else "float16"
        return KernelWriter(source, name, params, element, target="sm_90", keys=keys).write()

    return _specialized(variant, TYPED, write, 5)  # type: ignore[arg-type]


LAUNCHED = [["bfloat16", "bfloat16"], ["float16", "float16"], ["float32", "float32"]]


def test_a_dtype_test_on_the_generic_element_type_is_one_entry_per_dtype_combination() -> None:
    entries = _typed_entries(DTYPE_TEST, LAUNCHED)
    assert [e.name for e in entries] == ["k", "k__bf16", "k__f32"]  # the representative (f16) keeps the name
    assert [e.dtypes for e in entries] == [
        {0: "float16", 1: "float16"},
        {0: "bfloat16", 1: "bfloat16"},
        {0: "float32", 1: "float32"},
    ]
    assert all("E" not in e.generics and e.element_arrays == [] for e in entries)  # each written for its dtypes
    assert "x: &Tensor<bf16, { [-1] }>" in entries[1].rust and "x: &Tensor<f32, { [-1] }>" in entries[2].rust
    # The test is decided per entry and recorded as a fact: only the f32 entry doubles.
    assert ["2.0f32" in e.rust for e in entries] == [False, False, True]
    assert "`x.dtype == ct.float32` is True (line 7)" in entries[2].facts
    assert "x.dtype = float32" in entries[2].facts


def test_arrays_of_different_dtypes_in_one_combination_name_each_dtype() -> None:
    entries = _typed_entries(DTYPE_TEST, [["float16", "float16"], ["float16", "float32"]])
    assert [e.name for e in entries] == ["k", "k__f16_f32"]
    assert entries[1].dtypes == {0: "float16", 1: "float32"}


def test_a_kernel_without_a_dtype_test_keeps_one_generic_entry() -> None:
    plain = DTYPE_TEST.replace("    if x.dtype == ct.float32:\n        t = t * 2.0\n", "")
    (entry,) = _typed_entries(plain, LAUNCHED)
    assert entry.generics[0] == "E" and entry.dtypes == {} and not entry.dtype_decided


def test_one_element_type_with_another_array_s_dtype_varying_is_one_entry_per_combination() -> None:
    # chunk_gated_delta_rule's tests launch its prepare kernel with g in bfloat16 and in float32, the first array
    # always bfloat16: one entry written for the representative's g returned "wrong dtype" for the others on the H200.
    plain = DTYPE_TEST.replace("    if x.dtype == ct.float32:\n        t = t * 2.0\n", "")
    entries = _typed_entries(plain, [["float16", "float16"], ["float16", "float32"]])
    assert [e.dtypes for e in entries] == [{0: "float16", 1: "float16"}, {0: "float16", 1: "float32"}]
    assert [e.name for e in entries] == ["k", "k__f16_f32"]
    assert "y: &Tensor<f16, { [-1] }>" in entries[0].rust and "y: &Tensor<f32, { [-1] }>" in entries[1].rust


def test_a_dtype_test_without_the_analysis_dtypes_per_array_is_refused() -> None:
    with pytest.raises(Refusal) as refused:
        _typed_entries(DTYPE_TEST, [])
    assert refused.value.construct == "dtype test on the generic element type"
    assert "array_dtypes" in refused.value.reason


def test_the_wrapper_picks_the_entry_by_the_arrays_dtypes() -> None:
    entries = _typed_entries(DTYPE_TEST, LAUNCHED)
    params = [ArrayParam(dtype="float16", ndim=1), ArrayParam(dtype="float16", ndim=1), ConstantParam(value=64)]
    variant = SimpleNamespace(kernel="kernel", signature=SimpleNamespace(params=params))
    rows = [_variant_row(i, variant, e) for i, e in enumerate(entries)]  # type: ignore[arg-type]
    assert [r["dtypes"] for r in rows][1] == [(0, "bfloat16"), (1, "bfloat16")]
    # The rendered runtime's own pick, with stand-ins for torch tensors.
    runtime: dict[str, Any] = {}
    exec(render("translator/port_runtime.py.j2", op="k", variants=repr(rows), dtype_codes="{}"), runtime)

    class Tensor:
        def __init__(self, dtype: str) -> None:
            self.dtype = f"torch.{dtype}"

        def dim(self) -> int:
            return 1

    for dtype, entry in (("float16", 0), ("bfloat16", 1), ("float32", 2)):
        assert runtime["_pick"](stand_in_kernel(), (Tensor(dtype), Tensor(dtype), 64))["entry"] == entry
    with pytest.raises(NotImplementedError, match="no translated variant"):
        runtime["_pick"](stand_in_kernel(), (Tensor("float16"), Tensor("float32"), 64))


# ---------------------------------------------------------------------------------------------- entry hints


def test_each_occupancy_the_autotune_candidates_try_is_its_own_entry_and_the_wrapper_picks_by_it() -> None:
    # bmm's tuner tries occupancy 1 and 2 (num_ctas 2 in both); one entry compiled with occupancy 1 ran every
    # candidate the tuner chose at occupancy 1: 1.58x the reference's device time on the H200.
    hints = {"num_ctas": 2, "occupancy": 1}
    variant = SimpleNamespace(
        hints=hints,
        autotune_configs=[{"T": 64, "num_ctas": 2, "occupancy": 1}, {"T": 64, "num_ctas": 2, "occupancy": 2}],
    )
    # num_ctas is 2 in every candidate: it stays the representative's and out of the key the wrapper matches.
    assert hint_combinations(variant, DEFAULT_CUTILE) == [{"occupancy": 1}, {"occupancy": 2}]  # type: ignore[arg-type]
    assert hint_combinations(SimpleNamespace(hints=hints, autotune_configs=None), DEFAULT_CUTILE) == [{}]  # type: ignore[arg-type]
    source = kernel_from_module(ast.parse(BRANCH), "kernel", "<test>")
    full = SimpleNamespace(**vars(variant), constants={"T": 64, "MODE": 0}, varying_constants={})
    entries = [
        _write_entry(source, full, None, "sm_90", DEFAULT_CUTILE, combo, "k", PARAMS, {})  # type: ignore[arg-type]
        for combo in hint_combinations(variant, DEFAULT_CUTILE)  # type: ignore[arg-type]
    ]
    assert [e.name for e in entries] == ["k", "k__occupancy_2"]
    assert "occupancy = 1, num_cta_in_cga = 2" in entries[0].rust
    assert "occupancy = 2, num_cta_in_cga = 2" in entries[1].rust
    params = [ArrayParam(dtype="float32", ndim=1)] * 2 + [ConstantParam(value=64), ConstantParam(value=0)]
    signature = SimpleNamespace(kernel="kernel", signature=SimpleNamespace(params=params))
    rows = [_variant_row(i, signature, e) for i, e in enumerate(entries)]  # type: ignore[arg-type]
    runtime: dict[str, Any] = {}
    exec(render("translator/port_runtime.py.j2", op="k", variants=repr(rows), dtype_codes="{}"), runtime)
    tensor = SimpleNamespace(dim=lambda: 1, dtype="torch.float32")
    for occupancy, entry in ((1, 0), (2, 1)):
        picked = runtime["_pick"](stand_in_kernel(occupancy=occupancy, num_ctas=2), (tensor, tensor, 64, 0))
        assert picked["entry"] == entry
    # the decorator's kernel (num_ctas unset) at a tried occupancy: its entry; an untried occupancy: none
    assert runtime["_pick"](stand_in_kernel(occupancy=2), (tensor, tensor, 64, 0))["entry"] == 1
    with pytest.raises(NotImplementedError, match="no translated variant"):
        runtime["_pick"](stand_in_kernel(occupancy=4, num_ctas=2), (tensor, tensor, 64, 0))


def _persistent_layer_norm() -> tuple[Any, SimpleNamespace]:
    """layer_norm_legacy's persistent kernel: stage A's representative is an autotune candidate at 4 worker warps
    (tileiras's default: the same SASS as no hint), its untuned launch uses 8. Without the hint the H200 run measured
    the port at 3.52x cutile's time at 8 (128 threads and 2424 B of spills per CTA in the port's SASS, 256 threads
    and 624 B in the reference's)."""
    candidates = [{"T": 64, "num_ctas": 1, "num_worker_warps": w} for w in (4, 8)]
    return kernel_from_module(ast.parse(BRANCH), "kernel", "<test>"), SimpleNamespace(
        hints={"num_ctas": 1, "num_worker_warps": 4},
        autotune_configs=candidates,
        constants={"T": 64, "MODE": 0},
        varying_constants={},
    )


def test_cutile_0_2_s_dropped_worker_warps_fact_names_every_value_the_launches_use() -> None:
    # the fact once said only "4 dropped", while the launch that ran 3.52x slower used 8
    source, full = _persistent_layer_norm()
    entry = _write_entry(source, full, None, "sm_90", DEFAULT_CUTILE, {}, "k", PARAMS, {})  # type: ignore[arg-type]
    dropped = [f for f in entry.facts if f.startswith("num_worker_warps=")]
    why = "dropped: cutile 0.2.0 has no such entry hint (the port compiles with tileiras's default)"
    assert dropped == [f"num_worker_warps=4, 8 {why}"]
    assert "num_worker_warps" not in entry.rust.split("pub unsafe fn")[0]  # no entry hint: 0.2.0 has none
    assert hint_combinations(full, DEFAULT_CUTILE) == [{}]  # type: ignore[arg-type]  # so one entry serves all
    alone = SimpleNamespace(**{**vars(full), "autotune_configs": None})
    entry = _write_entry(source, alone, None, "sm_90", DEFAULT_CUTILE, {}, "k", PARAMS, {})  # type: ignore[arg-type]
    assert [f for f in entry.facts if f.startswith("num_worker_warps=")] == [f"num_worker_warps=4 {why}"]


def test_with_cutile_0_3_each_worker_warps_value_the_launches_use_gets_an_entry_carrying_the_hint() -> None:
    source, full = _persistent_layer_norm()  # with 0.3.1 its 8-warp entry's SASS is the reference's
    combinations = hint_combinations(full, CUTILE_0_3)  # type: ignore[arg-type]
    assert combinations == [{"num_worker_warps": 4}, {"num_worker_warps": 8}]
    for combination in combinations:
        entry = _write_entry(source, full, None, "sm_90", CUTILE_0_3, combination, "k", PARAMS, {})  # type: ignore[arg-type]
        warps = combination["num_worker_warps"]
        assert f"num_worker_warps_per_cta = {warps}" in entry.rust.split("pub unsafe fn")[0]
        assert entry.name == ("k" if warps == 4 else "k__num_worker_warps_8")
        assert not [f for f in entry.facts if "num_worker_warps" in f]


def test_a_representative_no_candidate_has_keeps_the_variants_name_and_is_picked_by_its_unset_hint() -> None:
    # attention's fmha_kernel launches with occupancy 2 and num_ctas unset; its tuner's candidates all set
    # num_ctas. Without an entry for the representative, none was named after the variant and B's launch
    # contract (keyed by variant name) lost the variant.
    variant = SimpleNamespace(
        hints={"occupancy": 2},
        autotune_configs=[{"num_ctas": 1, "occupancy": 1}, {"num_ctas": 2, "occupancy": 2}],
    )
    combos = hint_combinations(variant, DEFAULT_CUTILE)  # type: ignore[arg-type]
    assert combos == [
        {"num_ctas": None, "occupancy": 2},
        {"num_ctas": 1, "occupancy": 1},
        {"num_ctas": 2, "occupancy": 2},
    ]
    source = kernel_from_module(ast.parse(BRANCH), "kernel", "<test>")
    full = SimpleNamespace(**vars(variant), constants={"T": 64, "MODE": 0}, varying_constants={})
    entries = [
        _write_entry(source, full, None, "sm_90", DEFAULT_CUTILE, combo, "k", PARAMS, {})  # type: ignore[arg-type]
        for combo in combos
    ]
    assert [e.name for e in entries] == ["k", "k__num_ctas_1__occupancy_1", "k__num_ctas_2"]
    assert "occupancy = 2" in entries[0].rust and "num_cta_in_cga" not in entries[0].rust  # as the reference
    assert "occupancy = 1, num_cta_in_cga = 1" in entries[1].rust
    params = [ArrayParam(dtype="float32", ndim=1)] * 2 + [ConstantParam(value=64), ConstantParam(value=0)]
    signature = SimpleNamespace(kernel="kernel", signature=SimpleNamespace(params=params))
    rows = [_variant_row(i, signature, e) for i, e in enumerate(entries)]  # type: ignore[arg-type]
    runtime: dict[str, Any] = {}
    exec(render("translator/port_runtime.py.j2", op="k", variants=repr(rows), dtype_codes="{}"), runtime)
    tensor = SimpleNamespace(dim=lambda: 1, dtype="torch.float32")
    for hints, entry in (
        ({"occupancy": 2}, 0),
        ({"num_ctas": 1, "occupancy": 1}, 1),
        ({"num_ctas": 2, "occupancy": 2}, 2),
    ):
        assert runtime["_pick"](stand_in_kernel(**hints), (tensor, tensor, 64, 0))["entry"] == entry


# ---------------------------------------------------------------------------------------------- reached combinations

TWO_FOLDED = """
import cuda.tile as ct

@ct.kernel
def kernel(x, y, T: ct.Constant[int], MODE: ct.Constant[int]):
    t = ct.load(x, index=(ct.bid(0),), shape=(T + MODE,))
    ct.store(y, index=(ct.bid(0),), tile=t)
"""


def test_only_the_combinations_the_tests_launch_become_entries_not_the_product() -> None:
    # Five values of each constant (25 in product, over the cap), launched as five pairs: five entries.
    pairs = [(64, 0), (32, 32), (16, 48), (8, 56), (4, 60)]
    varying = {"T": sorted({t for t, _ in pairs}), "MODE": sorted({m for _, m in pairs})}
    entries = _entries(TWO_FOLDED, varying, combinations=[{"T": t, "MODE": m} for t, m in pairs])
    assert len(entries) == 5 < len(varying["T"]) * len(varying["MODE"])
    assert [e.baked for e in entries] == [{2: t, 3: m} for t, m in pairs]  # the representative (64, 1) first
    assert all("const_shape![64]" in e.rust for e in entries)


def test_more_reached_combinations_than_the_cap_are_refused() -> None:
    combinations = [{"T": t, "MODE": 0} for t in [64, *range(1, MAX_SPECIALIZATIONS + 1)]]
    with pytest.raises(Refusal) as refused:
        _entries(TWO_FOLDED, {"T": [c["T"] for c in combinations]}, combinations=combinations)
    assert refused.value.construct == "specializations"
    assert f"{MAX_SPECIALIZATIONS + 1} combinations" in refused.value.reason


# ---------------------------------------------------------------------------------------------- keys

CHECK_BOUNDS = """
import cuda.tile as ct

@ct.kernel
def kernel(x, y, N: ct.Constant[int], T: ct.Constant[int]):
    row = ct.bid(0)
    offsets = ct.arange(T, dtype=ct.int32)
    num_tiles = ct.cdiv(N, T)
    check = num_tiles * T != N
    for j in range(0, num_tiles):
        t = ct.gather(x, (row, j * T + offsets), check_bounds=check)
        ct.scatter(y, (row, j * T + offsets), t)
"""

ROWS = [
    Param("x", "array", "float32", 2, unit_strides=(False, True)),
    Param("y", "array", "float32", 2, unit_strides=(False, True)),
    Param("N", "constant", value=1024),
    Param("T", "constant", value=1024),
]
# (N, T) as the tests launch them: N = 768 is the only one whose tiles overrun the row.
LAUNCHED_NT = [(1024, 1024), (768, 1024), (2048, 2048), (4096, 2048), (256, 256)]


def _keyed_entries() -> list[Entry]:
    variant = stand_in_variant(
        constants={"N": 1024, "T": 1024},
        varying_constants={"N": sorted({n for n, _ in LAUNCHED_NT}), "T": sorted({t for _, t in LAUNCHED_NT})},
        constant_combinations=[{"N": n, "T": t} for n, t in LAUNCHED_NT],
    )
    return specialized_entries(CHECK_BOUNDS, ROWS, variant)


def test_check_bounds_computed_from_the_constants_is_one_entry_per_value_they_reach() -> None:
    entries = _keyed_entries()
    key = "((-(-(N) // (T))) * (T)) != (N)"
    assert [e.name for e in entries] == ["k", "k__check_true"]
    assert [e.keys for e in entries] == [{key: False}, {key: True}]
    for entry in entries:  # N and T stay const generics: the entry holds for every N and T with that key
        assert entry.generics == ["N", "T"] and entry.baked == {}
    # Only the entry that checks bounds compares the gather's index with the row's extent.
    assert ["x_extent_1" in e.rust.split("load_ptr_tko")[0].split("for j")[-1] for e in entries] == [False, True]


def test_the_wrapper_evaluates_the_key_with_the_launchs_constants_to_pick_the_entry() -> None:
    entries = _keyed_entries()
    params = [
        ArrayParam(dtype="float32", ndim=2),
        ArrayParam(dtype="float32", ndim=2),
        ConstantParam(value=1024),
        ConstantParam(value=1024),
    ]
    variant = SimpleNamespace(kernel="kernel", signature=SimpleNamespace(params=params))
    rows = [_variant_row(i, variant, e) for i, e in enumerate(entries)]  # type: ignore[arg-type]
    runtime: dict[str, Any] = {}
    exec(render("translator/port_runtime.py.j2", op="k", variants=repr(rows), dtype_codes="{}"), runtime)

    class Tensor:
        dtype = "torch.float32"
        shape = (1024, 1024)

        def dim(self) -> int:
            return 2

        def stride(self, d: int) -> int:  # contiguous: the unit stride the gathered arrays' entries write in
            return (1024, 1)[d]

    x = Tensor()
    picks = {(n, t): runtime["_pick"](stand_in_kernel(), (x, x, n, t))["entry"] for n, t in LAUNCHED_NT}
    assert picks == {(1024, 1024): 0, (768, 1024): 1, (2048, 2048): 0, (4096, 2048): 0, (256, 256): 0}
    # A shape no test launched is decided the same way, at run time: 3000 is not a multiple of 1024.
    assert runtime["_pick"](stand_in_kernel(), (x, x, 3000, 1024))["entry"] == 1
    assert runtime["_pick"](stand_in_kernel(), (x, x, 3072, 1024))["entry"] == 0


INT_GATHER = """
import cuda.tile as ct

@ct.kernel
def kernel(idx, out, T: ct.Constant[int]):
    ids = ct.gather(idx, ct.arange(T, dtype=ct.int32), padding_value=7)
    ct.scatter(out, ct.arange(T, dtype=ct.int32), ids)
"""


def test_an_int_arrays_gather_padding_is_an_int_constant() -> None:
    source = kernel_from_module(ast.parse(INT_GATHER), "kernel", "<test>")
    params = [
        Param("idx", "array", "int64", 1, unit_strides=(True,)),
        Param("out", "array", "int64", 1, unit_strides=(True,)),
        Param("T", "constant", value=64),
    ]
    rust = KernelWriter(source, "k", params, None, target="sm_90").write().rust
    # cuTile Python pads with the constant 7 of the array's type; an f32 7.0 converted would be an ftoi.
    assert re.search(r"let pad_\d+: i64 = 7i64;", rust), rust
    assert "convert_scalar(7.0f32)" not in rust


def test_each_key_decision_is_a_recorded_fact() -> None:
    entries = _keyed_entries()
    key = "((-(-(N) // (T))) * (T)) != (N)"
    assert [f for f in entries[1].facts if f.startswith("key")] == [f"key `{key}` is True (`check`, line 11)"]


def test_an_entry_named_for_a_float_or_negative_constant_is_a_rust_identifier() -> None:
    # gemma_attention's SOFT_CAP=30.0 made `..._soft_cap_30.0__...`, which rustc rejected (FAIL_COMPILE)
    name = _entry_name("k", {"SOFT_CAP": 30.0, "LATENCY": -1})
    assert name == "k__soft_cap_30p0__latency_m1" and name.isidentifier()
