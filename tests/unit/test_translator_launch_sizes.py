"""The layouts the IR harness launches a translated entry with: stage A's specialization, within cutile's i32."""

from __future__ import annotations

import math

import pytest

from tilebot.core.signature import ArrayParam
from tilebot.runner.translator.op import _layout


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


def test_each_extent_and_stride_is_exactly_as_divisible_as_the_reference_launch_s() -> None:
    """mhc's W: rows of an odd length, each starting 16 bytes apart; a contiguous stride (the row length) was odd,
    so the port lost the alignment assumption the reference had and its loads compiled to 1.8x the SASS."""
    spec = ArrayParam(
        dtype="float32",
        ndim=3,
        shape_divisible_by=(2, 4, 1),
        stride_divisible_by=(8, 4, 1),
        stride_constant=(None, None, 1),
    )
    shape, strides = _layout(spec)
    assert [_divisibility(n) for n in shape] == [2, 4, 1]
    assert [_divisibility(s) for s in strides] == [8, 4, 1] and strides[2] == 1
    assert strides[1] >= shape[2] and strides[0] >= strides[1] * shape[1]  # rows never overlap
