"""Memory ordering in translated kernels (order.py): which token each view is made with, as cuTile Python's
token_order pass decides it. The IR-level proof (each form compiled by cutile and diffed against cuTile Python) is
the construct table's token-order rows in tests/integration/test_translator_constructs.py."""

from __future__ import annotations

import ast
import re

import pytest

from tilebot.runner.translator.errors import Refusal
from tilebot.runner.translator.kernel import KernelWriter, Param
from tilebot.runner.translator.source import kernel_from_module

LOOP = """
import cuda.tile as ct

@ct.kernel
def kernel(x, y, z, T: ct.Constant[int]):
    for i in range(4):
        a = ct.load(x, index=(ct.bid(0), i), shape=(1, T))
        ct.store(y, index=(ct.bid(0), i), tile=a)
        ct.store(z, index=(ct.bid(0), 0), tile=a)
"""


def _rust(source_text: str, *, overlapping: tuple[str, ...] = ()) -> str:
    source = kernel_from_module(ast.parse(source_text), "kernel", "<test>")
    names = [a.arg for a in source.function.args.args]
    params = [
        Param(n, "constant", value=128)
        if n == "T"
        else Param(n, "array", "float32", 2, unit_strides=(False, True), overlapping=n in overlapping)
        for n in names
    ]
    return KernelWriter(source, "k", params, None, target="sm_90").write().rust


def _store_token(rust: str, array: str) -> str:
    found = re.search(rf"make_partition_view_mut\({array}, [^;]*, padding::None, (\w+)\)", rust)
    assert found, rust
    return found[1]


def test_only_written_arrays_get_tokens_and_reads_of_others_wait_for_nothing() -> None:
    rust = _rust(LOOP)
    assert "x__op_token" not in rust and "get_tensor_token(x))" in rust
    assert "let mut y__op_token: Token = get_tensor_token(y);" in rust
    assert "let mut z__store_token: Token = z__op_token;" in rust


def test_a_loops_only_store_indexed_by_the_loop_variable_waits_for_what_came_before_the_loop() -> None:
    rust = _rust(LOOP)
    before = _store_token(rust, "y")
    assert before != "y__op_token"
    assert re.search(rf"let {before}: Token = y__op_token;\n\s*for i in", rust), rust
    assert "y__op_token = join_tokens(&[y__op_token, get_partition_token_mut(&y_out" in rust
    # Indexed by something else: it waits for the previous iteration's store.
    assert _store_token(rust, "z") == "z__op_token"
    assert re.search(r"z__op_token = get_partition_token_mut\(&z_out_\d+\); z__store_token = z__op_token;", rust)
    assert "@@" not in rust


def test_an_array_whose_elements_may_overlap_never_gets_a_parallel_store() -> None:
    assert _store_token(_rust(LOOP, overlapping=("y",)), "y") == "y__op_token"


def test_a_second_access_in_the_loop_or_a_nested_one_keeps_the_store_ordered() -> None:
    read_too = LOOP.replace("a = ct.load(x,", "a = ct.load(y,")
    assert _store_token(_rust(read_too), "y") == "y__op_token"
    nested = LOOP.replace(
        "        ct.store(z, index=(ct.bid(0), 0), tile=a)",
        "        if ct.bid(0) > 0:\n            ct.store(y, index=(ct.bid(0), 0), tile=a)",
    )
    assert _store_token(_rust(nested), "y") == "y__op_token"


def test_an_in_place_load_waits_for_the_last_store_and_joins_the_last_op() -> None:
    rust = _rust(LOOP.replace("ct.load(x,", "ct.load(y,"))
    assert re.search(r"make_partition_view\(y, [^;]*, y__store_token\);", rust), rust
    assert re.search(r"y__op_token = join_tokens\(&\[y__op_token, get_partition_token\(&y_view_\d+\)\]\);", rust)


def test_a_store_through_another_name_is_refused() -> None:
    aliased = LOOP.replace(
        "        ct.store(y, index=(ct.bid(0), i), tile=a)",
        "        w = y\n        ct.store(w, index=(ct.bid(0), i), tile=a)",
    )
    with pytest.raises(Refusal) as caught:
        _rust(aliased)
    assert caught.value.construct == "a store to a kernel array through another name"
