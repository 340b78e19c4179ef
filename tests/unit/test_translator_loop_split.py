"""The loop split the translator replays from cuTile Python's loop_split pass: which loops are split, where,
and which branch each half keeps. FMHA's causal mask (``if j >= mask_start``) is the case that matters.

The construct table's rows compile two of these on both sides and diff them (tests/integration); here, the Rust.
"""

from __future__ import annotations

import ast
import re

import pytest

from tilebot.runner.translator.errors import Refusal
from tilebot.runner.translator.kernel import KernelWriter, Param
from tilebot.runner.translator.source import kernel_from_module


def _rust(body: str, **constants: object) -> str:
    names = ", ".join(f"{n}: ct.Constant[{type(v).__name__}]" for n, v in constants.items())
    text = f"import cuda.tile as ct\n\n@ct.kernel\ndef kernel(x, y, {names}):\n" + body
    source = kernel_from_module(ast.parse(text), "kernel", "<test>")
    params = [Param(n, "array", "float32", 2, unit_strides=(False, True)) for n in ("x", "y")]
    params += [Param(n, "constant", value=v) for n, v in constants.items()]
    return KernelWriter(source, "k", params, None, target="sm_90").write().rust


def _loops(rust: str) -> list[tuple[str, str]]:
    """(the `for` line, its body) of each top-level loop of the kernel body."""
    found = re.findall(r"^        (for j in [^\n]*\{)\n(.*?)^        \}$", rust, re.MULTILINE | re.DOTALL)
    return [(header, body) for header, body in found]


KERNEL = """\
    n = x.shape[1] // T
    m = n // 2
    acc = ct.zeros((1, T), dtype=ct.float32)
    for j in range({range}):
        t = ct.load(x, index=(ct.bid(0), j), shape=(1, T))
        if {test}:
            t = t * 2.0
{orelse}        acc = acc + t
    ct.store(y, index=(ct.bid(0), 0), tile=acc)
"""
ELSE = "        else:\n            t = t + 1.0\n"


def _kernel(test: str = "j >= m", range_: str = "n", orelse: str = "", **constants: object) -> str:
    return _rust(KERNEL.format(test=test, range=range_, orelse=orelse), T=256, **constants)


def test_an_if_on_the_index_against_a_bound_set_before_the_loop_splits_it_in_two() -> None:
    rust = _kernel()
    (first, unmasked), (second, masked) = _loops(rust)
    stop = re.search(r"let (stop_\d+): i32 = min\(n, m\);", rust)
    start = re.search(r"let (start_\d+): i32 = max\(0i32, m\);", rust)
    assert stop and start, rust
    assert first == f"for j in (0i32)..({stop[1]}) {{" and second == f"for j in ({start[1]})..(n) {{"
    # j >= m: the first range never takes the branch, the second always does; the test itself is gone
    assert "2.0f32" not in unmasked and "if " not in unmasked
    assert "2.0f32" in masked and "if " not in masked and "            {\n" in masked
    assert "j >= m" not in rust


def test_a_bound_on_the_left_is_flipped_and_less_or_equal_splits_one_past_it() -> None:
    rust = _kernel(test="m >= j", range_="1, n", orelse=ELSE)  # j <= m
    (first, then_half), (second, else_half) = _loops(rust)
    split = re.search(r"let (split_\d+): i32 = m \+ 1i32;", rust)
    assert split, rust
    assert re.search(rf"min\(n, {split[1]}\)", rust) and re.search(rf"max\(1i32, {split[1]}\)", rust)
    assert first.startswith("for j in (1i32)..(stop_") and second.endswith("..(n) {")
    assert "2.0f32" in then_half and "1.0f32" not in then_half  # j <= m holds on the first range
    assert "1.0f32" in else_half and "2.0f32" not in else_half


def test_greater_than_keeps_the_else_branch_first() -> None:
    (_, first), (_, second) = _loops(_kernel(test="j > m", orelse=ELSE))
    assert "1.0f32" in first and "2.0f32" in second


@pytest.mark.parametrize(
    "why, kwargs",
    [
        ("equality", {"test": "j == m"}),
        ("a step other than 1", {"range_": "0, n, 2"}),
        ("a runtime and: the comparison sits in a nested branch", {"test": "m > 1 and j >= m"}),
        ("a bound the loop reassigns", {"test": "j >= m", "orelse": "        m = m + 1\n"}),
    ],
)
def test_loops_cutile_python_does_not_split_stay_one(why: str, kwargs: dict[str, str]) -> None:
    rust = _kernel(**kwargs)
    assert len(_loops(rust)) == 1 and "if " in rust and "min(" not in rust, why


def test_two_ifs_on_the_index_leave_the_loop_whole() -> None:
    rust = _rust(KERNEL.format(test="j >= m", range="n", orelse="        if j < 1:\n            t = t + 3.0\n"), T=256)
    assert len(_loops(rust)) == 1 and rust.count("if cond_") == 2


def test_a_decided_operand_of_and_leaves_the_comparison_to_split_on() -> None:
    assert len(_loops(_kernel(test="(CAUSAL or not EVEN) and j >= m", CAUSAL=True, EVEN=True))) == 2
    rust = _kernel(test="(CAUSAL or not EVEN) and j >= m", CAUSAL=False, EVEN=True)
    assert len(_loops(rust)) == 1 and "2.0f32" not in rust  # the branch decided away: nothing to split


def test_a_constant_bound_splits_too() -> None:
    rust = _kernel(test="j >= N", N=2)
    assert len(_loops(rust)) == 2 and "min(n, N)" in rust


def test_a_bound_computed_in_the_body_is_refused_with_the_construct() -> None:
    with pytest.raises(Refusal) as caught:
        _kernel(test="j >= x.shape[1] // T - 2")
    assert caught.value.construct == "if on the loop index against a value computed in the loop"


def test_a_constant_step_of_one_splits_like_the_default_step() -> None:
    assert len(_loops(_kernel(range_="0, n, S_", S_=1))) == 2
    assert len(_loops(_kernel(range_="0, n, S_", S_=2))) == 1


def test_a_bound_the_body_binds_to_a_name_is_refused_too() -> None:
    body = KERNEL.format(test="j >= lim", range="n", orelse="").replace(
        "        t = ct.load(", "        lim = n - 1\n        t = ct.load(", 1
    )
    with pytest.raises(Refusal, match="does not replay the hoisting"):
        _rust(body, T=256)


def _decided(test: str) -> set[str]:
    text = "import cuda.tile as ct\n\n@ct.kernel\ndef kernel(x, y, T: ct.Constant[int], S_: ct.Constant[int]):\n"
    source = kernel_from_module(
        ast.parse(text + KERNEL.format(test=test, range="0, n, S_", orelse="")), "kernel", "<t>"
    )
    params = [Param(n, "array", "float32", 2, unit_strides=(False, True)) for n in ("x", "y")]
    params += [Param("T", "constant", value=256), Param("S_", "constant", value=1)]
    return KernelWriter(source, "k", params, None, target="sm_90", varying={"S_"}).write().decided


def test_a_step_that_varies_between_configurations_is_decided_only_where_it_splits_the_loop() -> None:
    assert _decided("j >= m") == {"S_"}  # another configuration's step would leave the loop whole
    assert _decided("j == m") == set()  # no split either way: the step stays a const generic
