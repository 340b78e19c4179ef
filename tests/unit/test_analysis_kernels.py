"""Kernel discovery with ast: decorators under any alias, ct.Constant through aliases, launch sites, registrations."""

from __future__ import annotations

import textwrap
from pathlib import Path

from tilebot.runner.analysis import kernels

MODULE = """
import cuda.tile as tile
import torch
from cuda.tile import kernel, Constant
from cuda.tile.tune import exhaustive_search

from tilegym.backend import register_impl

ConstInt = tile.Constant[int]


@tile.function
def helper(x):
    return x


@tile.kernel(occupancy=2, num_ctas=1)
def k_main(x, y, N: ConstInt, FLAG: tile.Constant[bool], scale):
    pass


@kernel
def k_direct(x, TILE: Constant[int]):
    pass


def plain(x):
    pass


def launch_main(x, y):
    grid = (x.shape[0], 1, 1)
    tile.launch(torch.cuda.current_stream(), grid, k_main, (x, y, 8, True, 1.0))


def launch_tuned(x):
    result = exhaustive_search([1, 2], None, lambda c: (c,), k_direct, lambda c: (x, c))
    tile.launch(None, (4,), k_direct, (x, result.best.config))


@register_impl("my_op", backend="cutile")
def my_op(x):
    return x


register_impl("my_other_op", backend="cutile")(plain)
"""


def test_module_declarations(tmp_path: Path) -> None:
    path = tmp_path / "my_op.py"
    path.write_text(textwrap.dedent(MODULE))
    decl = kernels.read_module(path, "src/my_op.py")

    assert [k.name for k in decl.kernels] == ["k_main", "k_direct"]
    main = decl.kernel("k_main")
    assert main is not None
    assert main.params == ["x", "y", "N", "FLAG", "scale"]
    assert main.constant_params == ["N", "FLAG"]  # the ConstInt alias and the inline annotation
    assert main.hints == {"occupancy": 2, "num_ctas": 1}
    direct = decl.kernel("k_direct")
    assert direct is not None and direct.constant_params == ["TILE"]
    assert decl.tile_functions == ["helper"]
    assert decl.registered == ["my_op", "my_other_op"]

    first, second = decl.launches
    assert first.function == "launch_main" and first.kernel_expr == "k_main"
    assert first.grid_expr == "grid = (x.shape[0], 1, 1)"  # resolved through the local assignment
    assert first.args_expr == "(x, y, 8, True, 1.0)"
    assert second.grid_expr == "(4,)" and decl.launch_at(second.line) is second
    (search,) = decl.autotune_sites
    assert search.function == "launch_tuned" and search.kernel_expr == "k_direct"


def test_a_module_without_cutile_declares_no_kernels(tmp_path: Path) -> None:
    path = tmp_path / "other.py"
    path.write_text("import torch\n\n@torch.compile\ndef kernel(x):\n    return x\n")
    decl = kernels.read_module(path, "other.py")
    assert decl.kernels == [] and decl.launches == [] and decl.registered == []
