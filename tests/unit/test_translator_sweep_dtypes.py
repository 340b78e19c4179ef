"""The sweep diffs each entry written for a dtype combination against the reference exported for that dtype."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from tilebot.runner.translator.kernel import Entry
from tilebot.runner.translator.sweep import _per_dtype_requests


def _entry(name: str, dtypes: dict[int, str]) -> Entry:
    return Entry(name, "", ["T"], {"T": 64}, [], [], [], dtypes=dtypes)


def _translation(array_dtypes: list[list[str]]) -> Any:
    supplements = [SimpleNamespace(dtype="bfloat16", text="ref/k.bfloat16.mlir")]
    variant = SimpleNamespace(name="k", supplements=supplements, array_dtypes=array_dtypes)
    contract = {"k": {"module": "m", "function": "k", "generics": ["64"], "args": {}}}
    entries = [(variant, _entry("k", {0: "float16", 1: "float16"})), (variant, _entry("k__bf16", {0: "bfloat16"}))]
    return SimpleNamespace(entries=entries, contract=lambda: contract)


def test_an_entry_per_dtype_is_diffed_against_that_dtype_s_reference() -> None:
    ((request, reference),) = _per_dtype_requests(
        _translation([["bfloat16", "bfloat16"], ["float16", "float16"]]), "sm_90"
    )
    assert (request.name, request.function, request.generics) == ("k__bf16", "k__bf16", ("64",))
    assert reference.text == "ref/k.bfloat16.mlir"


def test_an_entry_for_other_values_of_a_decided_constant_is_not_diffed_against_the_dtype_reference() -> None:
    translation = _translation([["bfloat16", "bfloat16"], ["float16", "float16"]])
    variant, _ = translation.entries[0]
    translation.entries.append(
        (variant, Entry("k__mode_1__bf16", "", [], {}, [], [], [], baked={3: 1}, dtypes={0: "bfloat16"}))
    )
    assert [r.name for r, _ in _per_dtype_requests(translation, "sm_90")] == ["k__bf16"]


def test_a_reference_whose_other_arrays_dtypes_are_unknown_is_not_used() -> None:
    # Two combinations start with bfloat16: the reference may have been exported for the other one.
    launched = [["bfloat16", "bfloat16"], ["bfloat16", "float32"], ["float16", "float16"]]
    assert _per_dtype_requests(_translation(launched), "sm_90") == []
