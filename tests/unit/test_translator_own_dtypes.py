"""An array whose dtype stays the same in every launch while the first array's varies keeps its own dtype beside
the generic element type E, and the launcher refuses an E array of another dtype than the one it dispatches on.

recurrent_gated_delta_rule keeps its state in float32 beside bfloat16 or float32 queries. Its entries were written
from a float32 launch, so the state became E; the bfloat16 launch then wrote a bfloat16 state into float32 memory
(half of it NaN on the H100) and read the initial state as bfloat16, and the launcher checked none of it.
"""

from __future__ import annotations

import ast
from types import SimpleNamespace

from tests.support.translator_variants import stand_in_variant
from tilebot.core.render import render
from tilebot.runner.translator.host import _arm
from tilebot.runner.translator.kernel import KernelWriter, Param
from tilebot.runner.translator.op import _follows_or_own, _own_dtypes
from tilebot.runner.translator.source import kernel_from_module

STATE = """
import cuda.tile as ct

@ct.kernel
def kernel(x, y, state, T: ct.Constant[int]):
    t = ct.load(x, index=(ct.bid(0),), shape=(T,))
    s = ct.load(state, index=(ct.bid(0),), shape=(T,))
    ct.store(y, index=(ct.bid(0),), tile=t)
    ct.store(state, index=(ct.bid(0),), tile=s * 2.0)
"""
PARAMS = [  # as the representative, a float32 launch, gives them
    Param("x", "array", "float32", 1, unit_strides=(True,)),
    Param("y", "array", "float32", 1, unit_strides=(True,)),
    Param("state", "array", "float32", 1, unit_strides=(True,)),
    Param("T", "constant", value=64),
]
LAUNCHED = [["bfloat16", "bfloat16", "float32"], ["float32", "float32", "float32"]]


def _variant(array_dtypes: list[list[str]]) -> SimpleNamespace:
    return stand_in_variant(constants={"T": 64}, array_dtypes=array_dtypes, dtypes=sorted({c[0] for c in array_dtypes}))


def test_an_array_of_one_dtype_in_every_launch_keeps_it_beside_e() -> None:
    params = _own_dtypes(_variant(LAUNCHED), PARAMS)  # type: ignore[arg-type]
    assert [p.own_dtype for p in params] == [False, False, True, False]
    source = kernel_from_module(ast.parse(STATE), "kernel", "<test>")
    entry = KernelWriter(source, "k", params, "float32", target="sm_90").write()
    assert entry.element_arrays == ["x", "y"]
    assert "x: &Tensor<E, { [-1] }>" in entry.rust and "state: &Tensor<f32, { [-1] }>" in entry.rust


def test_arrays_that_follow_the_first_or_keep_one_dtype_need_no_entry_per_combination() -> None:
    assert _follows_or_own(_variant(LAUNCHED))  # type: ignore[arg-type]
    assert not _follows_or_own(_variant([["bfloat16", "bfloat16", "float32"], ["float32", "float32", "bfloat16"]]))  # type: ignore[arg-type]


def test_the_launcher_checks_every_e_array_against_the_dtype_it_dispatches_on() -> None:
    params = _own_dtypes(_variant(LAUNCHED), PARAMS)  # type: ignore[arg-type]
    source = kernel_from_module(ast.parse(STATE), "kernel", "<test>")
    entry = KernelWriter(source, "k", params, "float32", target="sm_90").write()
    variant = SimpleNamespace(dtypes=["bfloat16", "float32"])
    arm = _arm(0, variant, entry)  # type: ignore[arg-type]
    assert arm["element_index"] == 0 and arm["like_element"] == [1] and arm["concrete"] == [(2, "f32")]
    codes = [(0, "f32"), (2, "bf16")]
    ffi = render("translator/ffi.rs.j2", op="k", module="k", arms=[arm], dtype_codes=codes, fp8_types=[])
    assert "if tensors[1].dtype != tensors[0].dtype {" in ffi
    assert 'if dtype_name(tensors[2].dtype) != Some("f32") {' in ffi
