"""E's JIT cache: the tileiras wrapper cutile-rs runs compiles each distinct input once and copies it after.

Runs the real tileiras of the PyPI kit on bytecode the real cuTile Python compiler exported (no GPU needed).
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from tests.unit.test_tileir_export import SOFTMAX, softmax_signature
from tilebot.runner.gpu.jit_cache import TILEIRAS_PATH_ENV, cache_key, jit_cache
from tilebot.runner.preflight.checks import find_tileiras
from tilebot.runner.tileir.export import export_reference

REAL = find_tileiras().path
needs_tileiras = pytest.mark.skipif(REAL is None, reason="no tileiras in this environment")


@pytest.fixture(scope="module")
def bytecode(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("ir")
    return export_reference(SOFTMAX, "softmax_kernel", softmax_signature(), out, text=False).bytecode_path


def compile_with(wrapper: Path, source: Path, out: Path, *options: str) -> subprocess.CompletedProcess[str]:
    """As cutile-rs 0.2.0 runs it (cutile-compiler's cuda_tile_runtime_utils)."""
    args = [str(wrapper), "--gpu-name", "sm_90", *(options or ("--opt-level", "3")), "-o", str(out), str(source)]
    return subprocess.run(args, capture_output=True, text=True, timeout=300)


def test_the_key_is_the_binary_the_options_and_the_input_bytes_not_where_they_lie(tmp_path: Path) -> None:
    a, b = tmp_path / "a.bc", tmp_path / "b.bc"
    a.write_bytes(b"bytecode")
    b.write_bytes(b"bytecode")
    key = cache_key("t1", ["--gpu-name", "sm_90", "-o", "x.cubin", str(a)])
    assert key is not None
    assert cache_key("t1", ["--gpu-name", "sm_90", "-o", "elsewhere/y.cubin", str(b)]) == key
    assert cache_key("t2", ["--gpu-name", "sm_90", "-o", "x.cubin", str(a)]) != key  # another tileiras
    assert cache_key("t1", ["--gpu-name", "sm_100", "-o", "x.cubin", str(a)]) != key
    b.write_bytes(b"bytecode2")
    assert cache_key("t1", ["--gpu-name", "sm_90", "-o", "x.cubin", str(b)]) != key


@pytest.mark.parametrize(
    "args",
    [["--version"], ["--gpu-name", "sm_90", "in.bc"], ["-o", "x.cubin"], ["-o", "x.cubin", "missing.bc"]],
    ids=["version", "no output", "no input", "input missing"],
)
def test_calls_that_are_not_one_compile_have_no_key(args: list[str]) -> None:
    assert cache_key("t", args) is None


@needs_tileiras
def test_a_kernel_compiles_once_and_every_later_process_copies_its_cubin(bytecode: Path, tmp_path: Path) -> None:
    assert REAL is not None
    direct = tmp_path / "direct.cubin"
    assert compile_with(REAL, bytecode, direct).returncode == 0
    with jit_cache({TILEIRAS_PATH_ENV: str(REAL)}) as jit:
        wrapper = Path(jit.env()[TILEIRAS_PATH_ENV])
        first, second = tmp_path / "first.cubin", tmp_path / "second.cubin"
        assert compile_with(wrapper, bytecode, first).returncode == 0
        assert jit.counts() == {"hit": 0, "miss": 1, "fail": 0, "pass": 0}
        assert compile_with(wrapper, bytecode, second).returncode == 0
        assert jit.counts()["hit"] == 1
        assert first.read_bytes() == second.read_bytes() == direct.read_bytes()
        assert compile_with(wrapper, bytecode, tmp_path / "o2.cubin", "--opt-level", "2").returncode == 0
        assert jit.counts()["miss"] == 2  # other options: compiled, not the -O3 cubin
        root = jit.root
    assert not root.exists()  # nothing outlives the stage


@needs_tileiras
def test_a_failed_compile_fails_as_tileiras_did_and_is_not_kept(tmp_path: Path) -> None:
    assert REAL is not None
    junk = tmp_path / "junk.bc"
    junk.write_bytes(b"not bytecode")
    with jit_cache({TILEIRAS_PATH_ENV: str(REAL)}) as jit:
        wrapper = Path(jit.env()[TILEIRAS_PATH_ENV])
        assert compile_with(REAL, junk, tmp_path / "a.cubin").returncode != 0
        for _ in range(2):  # the second call compiles (and fails) again: a failure is never a hit
            assert compile_with(wrapper, junk, tmp_path / "b.cubin").returncode != 0
        assert jit.counts() == {"hit": 0, "miss": 0, "fail": 2, "pass": 0}
        assert not list((jit.root / "cubins").iterdir())
        version = subprocess.run([str(wrapper), "--version"], capture_output=True, text=True, timeout=60)
        assert version.returncode == 0 and "tileiras" in version.stdout.lower()
        assert jit.counts()["pass"] == 1


def test_without_a_tileiras_only_cutile_python_is_cached(tmp_path: Path) -> None:
    with jit_cache({"PATH": str(tmp_path)}) as jit:
        assert jit.tileiras is None
        assert set(jit.env()) == {"CUDA_TILE_CACHE_DIR"}
