"""`tile.item()`: cuTile Python's `tile.reshape(())` (its stub says so), for a tile of one element.

TileGym's `_fused_moe_kernel` reads its expert with `ct.load(expert_ids, index=(m,), shape=(1,)).item()`. The
construct table's row "tile.item()" compiles the reshape on both sides and diffs it
(tests/integration/test_translator_constructs.py).
"""

from __future__ import annotations

import ast

import pytest

from tilebot.runner.translator.errors import Refusal
from tilebot.runner.translator.kernel import KernelWriter, Param
from tilebot.runner.translator.source import kernel_from_module

KERNEL = """import cuda.tile as ct

@ct.kernel
def kernel(x, y, T: ct.Constant[int]):
    s = ct.load(x, index=(ct.bid(0),), shape={shape}).item({args})
    t = ct.load(x, index=(ct.bid(0),), shape=(T,))
    ct.store(y, index=(ct.bid(0),), tile=t * s)
"""


def _rust(shape: str, args: str = "") -> str:
    source = kernel_from_module(ast.parse(KERNEL.format(shape=shape, args=args)), "kernel", "<test>")
    params = [Param(n, "array", "float32", 1, unit_strides=(True,)) for n in ("x", "y")]
    params += [Param("T", "constant", value=256)]
    return KernelWriter(source, "k", params, None, target="sm_90").write().rust


def test_item_of_a_one_element_tile_is_its_reshape_to_a_0d_tile() -> None:
    rust = _rust("(1,)")
    assert ".reshape(const_shape![])" in rust


@pytest.mark.parametrize("shape", ["(T,)", "(2,)"])
def test_item_of_a_tile_of_several_elements_is_refused(shape: str) -> None:
    with pytest.raises(Refusal) as caught:
        _rust(shape)
    assert caught.value.construct == ".item on a value that is not a tile of one element"
    assert caught.value.line == 5


def test_item_with_arguments_is_refused() -> None:
    with pytest.raises(Refusal, match="no rule") as caught:
        _rust("(1,)", "0")
    assert caught.value.construct == "tile.item() with arguments"
