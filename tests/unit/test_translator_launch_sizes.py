"""The layouts the IR harness launches a translated entry with: stage A's specialization, within cutile's i32."""

from __future__ import annotations

import math
from types import SimpleNamespace
from typing import Any

import pytest

from tilebot.core.signature import ArrayParam
from tilebot.runner.translator.kernel import Entry, Param
from tilebot.runner.translator.op import Translation, _layout


def _divisibility(n: int) -> int:
    """What cutile and cuTile Python specialize on: the largest power of two dividing n, clamped at 16."""
    return min(n & -n, 16)


@pytest.mark.parametrize("ndim", [1, 2, 4, 5, 6])
def test_extents_keep_the_divisibility_and_fit_i32(ndim: int) -> None:
    spec = ArrayParam(dtype="float32", ndim=ndim, shape_divisible_by=16, stride_divisible_by=16)
    shape, strides = _layout(spec)
    assert max(s * n for s, n in zip(strides, shape, strict=True)) < 2**31  # a 5-d array of 1024s did not
    assert all(_divisibility(n) == 16 for n in shape + strides)


def test_unaligned_and_constant_dims_stay_what_the_launch_had() -> None:
    spec = ArrayParam(
        dtype="float16", ndim=5, shape_divisible_by=(1, 16, 1, 16, 16), shape_constant=(None, None, 1, None, None)
    )
    shape, _ = _layout(spec)
    assert shape[2] == 1 and shape[0] % 2 == 1 and math.prod(shape) < 2**31


def test_strides_are_row_major_raised_to_the_divisibility_the_reference_launch_had() -> None:
    """mhc's W: stage A recorded no divisibility for the row length, a 16-byte one for the row stride. Row-major
    strides over an odd row length were odd, so the port lost the alignment its reference had (3280 SASS
    instructions against 1840)."""
    spec = ArrayParam(
        dtype="float32",
        ndim=3,
        shape_divisible_by=(2, 4, 1),
        stride_divisible_by=(8, 4, 1),
        stride_constant=(None, None, 1),
    )
    shape, strides = _layout(spec)
    assert [_divisibility(n) for n in shape] == [2, 4, 1]
    assert strides[2] == 1 and strides[1] == shape[2] + 3 and strides[1] % 4 == 0  # the next multiple of 4
    assert strides[0] >= strides[1] * shape[1] and strides[0] % 8 == 0  # rows never overlap


def test_a_contiguous_launch_stays_contiguous() -> None:
    """cuTile Python records at most 16 bytes of a stride's divisibility (8 f16 elements); the contiguous stride it
    saw, and cutile sees at run time, is more divisible than that."""
    spec = ArrayParam(
        dtype="float16", ndim=2, shape_divisible_by=16, stride_divisible_by=(8, 1), stride_constant=(None, 1)
    )
    shape, strides = _layout(spec)
    assert strides == [shape[1], 1] and _divisibility(strides[0]) == 16


def test_an_entry_is_launched_with_its_own_parameters_not_the_representatives() -> None:
    """flash_decode: the entry written for ``num_q_head_per_kv == query_group_tile`` takes Att_Out as a tensor
    where the representative gathers through a pointer; launching it with the representative's arguments named
    extents it does not have."""
    spec = ArrayParam(name="Out", dtype="float32", ndim=2, shape_divisible_by=16, stride_divisible_by=16)
    variant = SimpleNamespace(name="k", signature=SimpleNamespace(params=[spec]))
    by_pointer = Entry("k", "", [], {}, [Param("Out", "array", "float32", 2, pointer=True)], [], [])
    by_tensor = Entry("k__eq_true", "", [], {}, [Param("Out", "array", "float32", 2)], [], [])
    translation: Any = Translation("op", "op_module", "", [(variant, by_pointer), (variant, by_tensor)])  # type: ignore[list-item]
    pointer = translation.launch(variant, by_pointer)
    assert list(pointer["args"]) == ["Out", "Out_extent_0", "Out_extent_1", "Out_stride_0", "Out_stride_1"]
    tensor = translation.launch(variant, by_tensor)
    assert tensor["function"] == "k__eq_true" and list(tensor["args"]) == ["Out"]
    assert tensor["args"]["Out"]["kind"] == "tensor"
