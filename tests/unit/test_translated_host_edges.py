"""D's translated wrapper: every launch the op makes goes to the port, its siblings' helpers' too; return codes."""

from __future__ import annotations

import importlib
import re
import sys
import types
from pathlib import Path
from typing import Any

import pytest

from tilebot.core.render import render
from tilebot.runner.translator.host import write_host
from tilebot.runner.translator.op import Translation

HELPER = """
import cuda.tile as ct
import torch

TILE = 16


def scale(t):  # a tile function the op's kernel may call: it stays the reference's
    return t * 2


@ct.kernel
def reduce_kernel(x, y, T: ct.Constant[int]):
    pass


def _launch_reduce(x, y):
    ct.launch(torch.cuda.current_stream(), (1, 1, 1), reduce_kernel, (x, y, TILE))


def reduce(x, y):  # launches through another function of its module
    _launch_reduce(x, y)
"""

OP = """
import cuda.tile as ct
import torch
from .helper import reduce, scale, TILE
from . import helper as helpers


@ct.kernel
def main_kernel(x, y, T: ct.Constant[int]):
    pass


def op(x):
    y = torch.empty_like(x)
    ct.launch(torch.cuda.current_stream(), (1, 1, 1), main_kernel, (x, y, TILE))
    reduce(y, y)
    helpers.reduce(y, y)
    return y
"""


@pytest.fixture
def reference(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A reference package whose op calls a sibling's launching helper, importable with a stand-in torch."""
    package = tmp_path / "refpkg"
    package.mkdir()
    (package / "__init__.py").write_text("", encoding="utf-8")
    (package / "helper.py").write_text(HELPER, encoding="utf-8")
    (package / "op.py").write_text(OP, encoding="utf-8")
    torch = types.ModuleType("torch")
    torch.cuda = types.SimpleNamespace(current_stream=lambda: types.SimpleNamespace(cuda_stream=0))  # type: ignore[attr-defined]
    torch.empty_like = lambda x: "y"  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "torch", torch)
    monkeypatch.syspath_prepend(str(tmp_path))
    return package / "op.py"


def _wrapper(reference: Path) -> str:
    return write_host(Translation("op", "op_module", "", []), reference, "refpkg").wrapper_py


def test_a_siblings_helper_launches_on_the_port_not_on_cutile_python(
    reference: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """TileGym's gemma_attention_decode and mla_decoding_split_kv call splitk_reduce's host function: imported from
    the reference, its kernel ran on cuTile Python inside the port, and D compared that part with itself."""
    import cuda.tile as ct

    (reference.parent.parent / "port_op.py").write_text(_wrapper(reference), encoding="utf-8")
    launches: list[tuple[str, str]] = []

    def record(where: str) -> Any:
        return lambda *args: launches.append((where, _kernel_name(args)))

    monkeypatch.setattr(ct, "launch", record("cuTile Python"))
    monkeypatch.delitem(sys.modules, "port_op", raising=False)
    port = importlib.import_module("port_op")
    monkeypatch.setattr(port, "_launch", lambda kernel, grid, args: _recorded(launches, kernel))
    monkeypatch.setattr(port, "_launcher", lambda: lambda *args: 0)
    port.op("x")
    assert launches == [("port", "main_kernel"), ("port", "reduce_kernel"), ("port", "reduce_kernel")]


def test_a_siblings_other_names_stay_the_references(reference: Path) -> None:
    lines = _wrapper(reference).splitlines()
    assert "from refpkg.helper import scale, TILE" in lines  # a tile function and a constant: no launch
    assert "reduce = _port_sibling('helper').reduce" in lines
    assert "helpers = _port_sibling('helper')" in lines


def test_an_op_without_launching_siblings_imports_them_as_before(reference: Path) -> None:
    (reference.parent / "helper.py").write_text("TILE = 16\n\ndef reduce(x, y):\n    pass\n", encoding="utf-8")
    (reference.parent / "op.py").write_text(OP.replace("helpers.reduce(y, y)", ""), encoding="utf-8")
    wrapper = _wrapper(reference)
    assert "_SIBLINGS = {}" in wrapper
    assert "from refpkg.helper import reduce, scale, TILE" in wrapper.splitlines()


def test_every_launcher_return_code_has_a_meaning_in_the_wrapper(reference: Path) -> None:
    ffi = render("translator/ffi.rs.j2", op="probe", module="m", dtype_codes=[], arms=[], fp8_types=[])
    codes = {int(code) for code in re.findall(r"const RC_\w+: i32 = (-?\d+);", ffi)} - {0}
    namespace: dict[str, Any] = {}
    runtime = _wrapper(reference).split("# ---- the reference host code ----")[0]
    exec(compile(runtime, "<runtime>", "exec"), namespace)
    assert codes and codes == set(namespace["_RETURN_CODES"])


def test_the_exported_launcher_turns_a_panic_into_a_return_code() -> None:
    """A panic unwinding out of ``extern "C"`` aborts the caller's process (Rust >= 1.81): cutile panics when
    tileiras fails or is missing, and on its asserts."""
    ffi = render("translator/ffi.rs.j2", op="probe", module="m", dtype_codes=[], arms=[], fp8_types=[])
    exported = ffi[ffi.index('pub unsafe extern "C" fn cutile_probe(') :]
    body = exported[: exported.index("\n}\n")]
    assert "std::panic::catch_unwind(" in body and "RC_PANIC" in body


def _kernel_name(args: tuple[Any, ...]) -> str:
    return str(args[2]._annotated_function.pyfunc.__name__)


def _recorded(launches: list[tuple[str, str]], kernel: Any) -> Any:
    launches.append(("port", kernel._annotated_function.pyfunc.__name__))
    marshalled = {"grid": None, "ints": None, "n_ints": 0, "scalars": None, "n_scalars": 0}
    return types.SimpleNamespace(arrays=[], variant={"entry": 0}, tensors=lambda args: None, **marshalled)
