"""The reference side the translator reads: helpers a kernel imports from a sibling module (TileGym's geglu
calls activation/gelu.py's gelu_forward_ct) are translated with the names their own module binds."""

from __future__ import annotations

from pathlib import Path

import pytest

from tilebot.runner.translator.errors import Refusal
from tilebot.runner.translator.kernel import KernelWriter, Param
from tilebot.runner.translator.source import read_kernel

HELPERS = """
import cuda.tile as ct

SCALE = 3.0


def _inner(t):
    return t * SCALE


def scaled(t):
    return _inner(t) + 1.0
"""

KERNEL = """
import cuda.tile as ct

from .helpers import scaled
{extra}

@ct.kernel
def kernel(x, y, T: ct.Constant[int]):
    t = ct.load(x, index=(ct.bid(0),), shape=(T,))
    ct.store(y, index=(ct.bid(0),), tile=scaled(t))
"""

PARAMS = [
    Param("x", "array", "float32", 1, unit_strides=(True,)),
    Param("y", "array", "float32", 1, unit_strides=(True,)),
    Param("T", "constant", value=64),
]


def _package(tmp_path: Path, extra: str = "") -> Path:
    package = tmp_path / "ops" / "activation"
    package.mkdir(parents=True)
    (package / "helpers.py").write_text(HELPERS, encoding="utf-8")
    kernel = package / "kernel.py"
    kernel.write_text(KERNEL.format(extra=extra), encoding="utf-8")
    return kernel


def test_a_helper_imported_from_a_sibling_module_is_translated_with_its_module_s_names(tmp_path: Path) -> None:
    source = read_kernel(_package(tmp_path), "kernel")
    assert {"scaled", "_inner"} <= set(source.helpers)  # the imported helper and the helper it calls
    assert source.constants["SCALE"] == 3.0
    rust = KernelWriter(source, "k", PARAMS, "float32", target="sm_90").write().rust
    assert "3.0f32" in rust and "1.0f32" in rust


def test_a_name_bound_differently_in_the_two_modules_is_refused(tmp_path: Path) -> None:
    with pytest.raises(Refusal, match="SCALE is bound differently") as caught:
        read_kernel(_package(tmp_path, extra="SCALE = 2.0"), "kernel")
    assert caught.value.construct == "a helper imported from another module"
    assert caught.value.line == 4


def test_the_same_binding_in_both_modules_is_one_name(tmp_path: Path) -> None:
    source = read_kernel(_package(tmp_path, extra="SCALE = 3.0"), "kernel")
    assert source.constants["SCALE"] == 3.0
