"""A loop whose index picks a `ct.extract` gets bounds cutile cannot bound (constructs.toml's row "ct.extract
at a for loop's index"): cutile's assume on the index keeps tileiras from folding the unrolled extract index.

The row's kernel is compiled on both sides and diffed in tests/integration/test_translator_constructs.py.
"""

from __future__ import annotations

import ast
import re

from tilebot.runner.translator.kernel import KernelWriter, Param
from tilebot.runner.translator.source import kernel_from_module

KERNEL = """import cuda.tile as ct

@ct.kernel
def kernel(h, x, y, N: ct.Constant[int], T: ct.Constant[int]):
    hres = ct.reshape(ct.load(h, index=(ct.bid(0), 0), shape=(1, N * N)), (N, N))
    acc = ct.full((N, T), 0.0, dtype=ct.float32)
    for j in range(N):
        row = ct.load(x, index=(ct.bid(0), j), shape=(1, T))
        acc = acc + ct.extract(hres, {index}, shape=(N, 1)) * row
    ct.store(y, index=(ct.bid(0), 0), tile=acc)
"""


def _rust(index: str) -> str:
    source = kernel_from_module(ast.parse(KERNEL.format(index=index)), "kernel", "<test>")
    params = [Param(n, "array", "float32", 2, unit_strides=(False, True)) for n in ("h", "x", "y")]
    params += [Param("N", "constant", value=8), Param("T", "constant", value=256)]
    return KernelWriter(source, "k", params, None, target="sm_90").write().rust


def _loop_header(rust: str) -> str:
    return next(line.strip() for line in rust.splitlines() if line.strip().startswith("for j in"))


def test_a_loop_whose_index_picks_an_extract_runs_between_bounds_offset_by_an_unbounded_zero() -> None:
    rust = _rust("(0, j)")
    zero = re.search(r"let (unbounded_zero_\d+): i32 = (\w+) - (\w+);", rust)
    assert zero and zero[2] == zero[3], rust  # one block id minus itself: the IR diff reads it as 0
    assert f"let {zero[2]}: i32 = get_tile_block_id().0;" in rust
    assert _loop_header(rust) == f"for j in ({zero[1]} + (0i32))..({zero[1]} + (N)) {{"


def test_a_loop_whose_index_picks_no_extract_keeps_its_bounds() -> None:
    assert _loop_header(_rust("(0, 1)")) == "for j in (0i32)..(N) {"
    assert "unbounded_zero" not in _rust("(0, 1)")
