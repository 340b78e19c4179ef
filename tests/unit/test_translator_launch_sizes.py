"""The sizes the IR harness launches a translated entry with: stage A's specialization, within cutile's i32."""

from __future__ import annotations

import math

import pytest

from tilebot.core.signature import ArrayParam
from tilebot.runner.translator.op import _extents


@pytest.mark.parametrize("ndim", [1, 2, 4, 5, 6])
def test_extents_keep_the_divisibility_and_fit_i32(ndim: int) -> None:
    spec = ArrayParam(dtype="float32", ndim=ndim, shape_divisible_by=16)
    shape = _extents(spec)
    assert math.prod(shape) < 2**31  # a 5-d array of 1024s did not: the harness refused its strides
    assert all(n % 16 == 0 for n in shape)


def test_unaligned_and_constant_dims_stay_what_the_launch_had() -> None:
    spec = ArrayParam(
        dtype="float16", ndim=5, shape_divisible_by=(1, 16, 1, 16, 16), shape_constant=(None, None, 1, None, None)
    )
    shape = _extents(spec)
    assert shape[2] == 1 and shape[0] % 2 == 1 and math.prod(shape) < 2**31
