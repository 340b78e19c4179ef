"""A list of arrays as a kernel parameter (TileGym's group GEMM): stage A's signature, export and the translator.

Before ``ListParam`` the signature spec had no form for it, so stage A exported no reference Tile IR for any
group_gemm variant ("launches variants without a signature"). cuTile Python compiles such a kernel for a
``ListConstraint``; the export below is the real one (no GPU).
"""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from tilebot.core.analysis import LaunchGrid, Variant
from tilebot.core.signature import ArrayParam, ConstantParam, KernelSignatureSpec, ListParam
from tilebot.runner.analysis.signatures import SignatureProblem, array_dtypes, first_array_dtype, from_launch
from tilebot.runner.tileir.export import export_reference
from tilebot.runner.translator.errors import Refusal
from tilebot.runner.translator.op import translate_op

BASE = 0x7F00_0000_0000


def _array(shape: tuple[int, int], ptr: int, dtype: str = "float16") -> dict[str, object]:
    return {"kind": "array", "dtype": dtype, "shape": list(shape), "strides": [shape[1], 1], "data_ptr": ptr}


def _launch(*lists: list[dict[str, object]]) -> dict[str, object]:
    names = ("As", "Bs")[: len(lists)]
    params = [*({"name": n, "constant": False} for n in names), {"name": "T", "constant": True}]
    args = [*({"kind": "sequence", "items": items} for items in lists), {"kind": "value", "value": 64}]
    return {"kernel": "k", "params": params, "args": args}


def test_a_list_of_arrays_is_one_constraint_all_its_elements_satisfy() -> None:
    spec = from_launch(_launch([_array((1024, 128), BASE), _array((100, 24), BASE + 0x100_0000)]))
    lst = spec.params[0]
    assert isinstance(lst, ListParam) and lst.name == "As"
    assert (lst.element.dtype, lst.element.ndim, lst.element.stride_constant) == ("float16", 2, (None, 1))
    # 1024 and 128 divide by 16, 100 and 24 do not: the list assumes what every element has.
    assert lst.element.shape_divisible_by == (1, 1)
    assert lst.element.stride_divisible_by == (8, 1)  # strides 128 and 24 halves: 16 bytes both
    assert lst.elements_may_alias is False  # the two matrices lie apart
    assert spec.describe() == "As: list<array<float16, 2>>, T: 64"


def test_elements_that_overlap_may_alias_and_a_misaligned_one_drops_the_alignment() -> None:
    lst = ListParam.as_launched(
        [("float16", (64, 128), (128, 1), BASE), ("float16", (64, 128), (128, 1), BASE + 8)], name="As"
    )
    assert lst.elements_may_alias is True and lst.element.base_addr_divisible_by == 1
    assert lst.element.shape_divisible_by == (16, 16)


def test_a_list_mixing_dtypes_or_an_empty_list_has_no_signature() -> None:
    with pytest.raises(SignatureProblem, match="As: the list's arrays differ"):
        from_launch(_launch([_array((64, 64), BASE), _array((64, 64), BASE + 0x10_0000, "float32")]))
    with pytest.raises(SignatureProblem, match="parameter As got a sequence of 0 items"):
        from_launch(_launch([]))


def test_a_lists_first_element_gives_the_launch_its_dtype() -> None:
    launch = _launch([_array((64, 64), BASE, "bfloat16")], [_array((64, 64), BASE + 0x10_0000)])
    assert first_array_dtype(launch) == "bfloat16"
    assert array_dtypes(launch) == ["bfloat16", "float16"]


def test_a_list_round_trips_through_cutile_name_mangling() -> None:
    from cuda.tile.compilation import demangle_kernel_name, mangle_kernel_name

    spec = KernelSignatureSpec(
        params=(
            ListParam.as_launched([("float16", (1024, 128), (128, 1), BASE)]),
            ArrayParam.as_launched("float32", (33, 48), (48, 1)),
            ConstantParam(value=128),
        )
    )
    name, signature = demangle_kernel_name(mangle_kernel_name("k", spec.to_cutile()))
    assert name == "k" and KernelSignatureSpec.from_cutile(signature) == spec


GROUPED = textwrap.dedent(
    """
    import cuda.tile as ct

    @ct.kernel
    def grouped_copy(Xs, Ys, T: ct.Constant[int]):
        for g in range(len(Xs)):
            t = ct.load(Xs[g], index=(ct.bid(0), 0), shape=(T, T))
            ct.store(Ys[g], index=(ct.bid(0), 0), tile=t)
    """
)


def test_stage_a_exports_a_kernel_that_takes_lists_of_arrays(tmp_path: Path) -> None:
    kernel = tmp_path / "grouped.py"
    kernel.write_text(GROUPED, encoding="utf-8")
    spec = from_launch(
        {
            "kernel": "grouped_copy",
            "params": [{"name": n, "constant": c} for n, c in (("Xs", False), ("Ys", False), ("T", True))],
            "args": [
                {"kind": "sequence", "items": [_array((256, 64), BASE), _array((128, 64), BASE + 0x10_0000)]},
                {
                    "kind": "sequence",
                    "items": [_array((256, 64), BASE + 0x20_0000), _array((128, 64), BASE + 0x30_0000)],
                },
                {"kind": "value", "value": 64},
            ],
        }
    )
    r = export_reference(kernel, "grouped_copy", spec, tmp_path / "out")
    # Each list is a table of i64 descriptors; an element's view is built from a base address read from it.
    assert r.text.count("tile<ptr<i64>>") == 2
    assert "int_to_ptr" in r.text and "trunci" in r.text
    assert r.symbol.startswith("grouped_copy_Kt1_LA2f16")


def test_the_translator_refuses_a_list_parameter_and_says_why(tmp_path: Path) -> None:
    (tmp_path / "grouped.py").write_text(GROUPED, encoding="utf-8")
    lists = [ListParam.as_launched([("float16", (256, 64), (64, 1), BASE)], name=n) for n in ("Xs", "Ys")]
    variant = Variant(
        name="grouped_copy",
        kernel="grouped_copy",
        source="grouped.py",
        structure={},
        constants={"T": 64},
        signature=KernelSignatureSpec(params=(*lists, ConstantParam(name="T", value=64))),
        grid=LaunchGrid(site="grouped.py:1", expression="(4,)", example=[4]),
        representative_config="t::test",
        config_count=1,
    )
    with pytest.raises(Refusal) as caught:
        translate_op(tmp_path, "grouped", [variant], target="sm_90")
    assert caught.value.construct == "list-of-arrays parameter"
    assert "Xs is a list of arrays" in caught.value.reason and "trunci" in caught.value.reason
