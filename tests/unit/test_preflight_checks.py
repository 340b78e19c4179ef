"""Tests for tilebot/runner/preflight/checks.py.

Fake tools (tests/support/fake_cuda_kit.py) are small /bin/sh scripts that use only shell builtins, so PATH can be
limited to the test's own directories (a real ptxas or nvidia-smi in /usr/bin must never leak in). The last tests
run against the real PyPI kit (nvidia-cuda-tileiras & co.) when the running interpreter has it.
"""

from __future__ import annotations

import importlib.metadata
import importlib.util
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.support.fake_cuda_kit import (
    bare_env,
    by_name,
    fake_libnvvm,
    fake_versioned_tool,
    make_kit,
    printf_lines,
    wheel_kit,
    write_script,
)
from tilebot.runner.preflight.checks import (
    check_cupti,
    check_disk,
    check_gpu,
    check_python_packages,
    check_rust,
    check_tileiras,
    find_tileiras,
    min_tileiras_for_sm,
    parse_cuda_release,
    parse_sm_arch,
    parse_version,
    read_embedded_cuda_release,
)
from tilebot.runner.targets.cutile_rs.jit_toolchain import jit_toolchain

PITFALL = "failed to compile Tile IR program"


# --------------------------------------------------------------------------- helpers


def test_version_helpers() -> None:
    assert parse_version("cargo 1.95.0 (f2d3ce0bd 2026-03-21)") == (1, 95, 0)
    assert parse_version("no digits") is None
    assert parse_cuda_release("Cuda compilation tools, release 13.4, V13.4.92") == (13, 4, "13.4.92")
    assert parse_sm_arch("sm_90a") == 90
    assert parse_sm_arch("sm_120") == 120
    assert parse_sm_arch("compute_90") is None
    assert min_tileiras_for_sm(90) == (13, 3)
    assert min_tileiras_for_sm(86) == (13, 2)
    assert min_tileiras_for_sm(120) == (13, 1)
    assert min_tileiras_for_sm(75) is None


def test_read_embedded_release_far_into_large_file(tmp_path: Path) -> None:
    # A sparse 64 MB file with the string near the end, like the real 65 MB libnvvm.so.4.
    lib = tmp_path / "libnvvm.so.4"
    with open(lib, "wb") as f:
        f.seek(64 * 2**20)
        f.write(b"Cuda compilation tools, release 13.0, V13.0.88\0")
    assert read_embedded_cuda_release(lib) == (13, 0, "13.0.88")
    empty = tmp_path / "empty.so"
    empty.write_bytes(b"")
    assert read_embedded_cuda_release(empty) is None


# --------------------------------------------------------------------------- tileiras kit


def test_all_good_wheel_layout(tmp_path: Path) -> None:
    tileiras, nv = wheel_kit(tmp_path)
    results = check_tileiras("sm_90", bare_env(tmp_path), nv)
    assert [r.name for r in results] == ["tileiras", "ptxas", "libnvvm", "tileirdisasm"]
    assert all(r.ok for r in results), [r.message for r in results]
    r = by_name(results)
    assert "13.4.92" in r["tileiras"].message and "from wheel" in r["tileiras"].message
    assert r["tileiras"].command.startswith(f"{tileiras} --version")
    assert "release 13.4" in r["tileiras"].output
    assert str(tileiras.parent / "ptxas") in r["ptxas"].message
    # CUDA_HOME unset: libnvvm comes from <dir>/../lib/libnvvm.so.4 of the wheel tree.
    assert str(tileiras.parent.parent / "lib" / "libnvvm.so.4") in r["libnvvm"].message
    assert "relative to tileiras" in r["libnvvm"].message


def test_nvvm_lib64_preferred_over_lib(tmp_path: Path) -> None:
    tileiras, nv = wheel_kit(tmp_path, nvvm="13.0.88")  # lib/libnvvm.so.4 is stale ...
    fake_libnvvm(tileiras.parent.parent / "nvvm" / "lib64" / "libnvvm.so", "13.4.92")  # ... but tried second
    r = by_name(check_tileiras("sm_90", bare_env(tmp_path), nv))
    assert r["libnvvm"].ok, r["libnvvm"].message
    assert "nvvm/lib64/libnvvm.so" in r["libnvvm"].message


def test_tileiras_too_old_for_sm90_but_fine_for_sm80(tmp_path: Path) -> None:
    _, nv = wheel_kit(tmp_path, tileiras="13.2.51", ptxas="13.2.51", nvvm="13.2.51", disasm=False)
    r = by_name(check_tileiras("sm_90", bare_env(tmp_path), nv))
    assert not r["tileiras"].ok
    assert "too old for sm_90" in r["tileiras"].message and "13.3" in r["tileiras"].message
    assert "nvidia-cuda-tileiras==13.4.*" in r["tileiras"].message
    r80 = by_name(check_tileiras("sm_80", bare_env(tmp_path), nv))
    assert r80["tileiras"].ok, r80["tileiras"].message


def test_arch_not_listed(tmp_path: Path) -> None:
    _, nv = wheel_kit(tmp_path, archs=("sm_80", "sm_100", "sm_120"))
    r = by_name(check_tileiras("sm_90", bare_env(tmp_path), nv))
    assert not r["tileiras"].ok
    assert "does not list sm_90" in r["tileiras"].message
    assert "sm_80, sm_100, sm_120" in r["tileiras"].message


def test_arch_below_sm80_rejected(tmp_path: Path) -> None:
    _, nv = wheel_kit(tmp_path)
    r = by_name(check_tileiras("sm_75", bare_env(tmp_path), nv))
    assert not r["tileiras"].ok and "sm_80 or newer" in r["tileiras"].message


def test_ptxas_from_path_mismatch(tmp_path: Path) -> None:
    tileiras, nv = wheel_kit(tmp_path, ptxas=None)
    old = fake_versioned_tool(tmp_path / "cuda-13.0" / "bin" / "ptxas", "ptxas", "13.0.88")
    r = by_name(check_tileiras("sm_90", bare_env(tmp_path, old.parent), nv))
    assert not r["ptxas"].ok
    msg = r["ptxas"].message
    assert "13.0.88" in msg and "13.4" in msg  # both versions
    assert str(old) in msg and str(tileiras) in msg  # both paths
    assert str(tileiras.parent / "ptxas") in msg and "from PATH" in msg
    assert PITFALL in msg


def test_ptxas_beside_wins_over_path(tmp_path: Path) -> None:
    tileiras, nv = wheel_kit(tmp_path)
    old = fake_versioned_tool(tmp_path / "cuda-13.0" / "bin" / "ptxas", "ptxas", "13.0.88")
    r = by_name(check_tileiras("sm_90", bare_env(tmp_path, old.parent), nv))
    assert r["ptxas"].ok, r["ptxas"].message
    assert str(tileiras.parent / "ptxas") in r["ptxas"].message and str(old) not in r["ptxas"].message


def test_ptxas_missing_everywhere(tmp_path: Path) -> None:
    _, nv = wheel_kit(tmp_path, ptxas=None)
    r = by_name(check_tileiras("sm_90", bare_env(tmp_path), nv))
    assert not r["ptxas"].ok
    assert "none on PATH" in r["ptxas"].message and "nvidia-cuda-nvcc==13.4.*" in r["ptxas"].message


def test_cuda_home_pointing_at_13_0_is_the_known_pitfall(tmp_path: Path) -> None:
    _, nv = wheel_kit(tmp_path)
    cuda = tmp_path / "usr-local-cuda"
    make_kit(cuda, tileiras="13.0.88", ptxas="13.0.88", nvvm="13.0.88", nvvm_layout="toolkit", archs=())
    r = by_name(check_tileiras("sm_90", bare_env(tmp_path, CUDA_HOME=str(cuda)), nv))
    assert r["tileiras"].ok  # the compiler itself is fine ...
    lib = r["libnvvm"]
    assert not lib.ok  # ... but it would load CUDA_HOME's libnvvm
    assert f"CUDA_HOME={cuda}" in lib.message
    assert "13.0.88" in lib.message and str(cuda / "nvvm" / "lib64" / "libnvvm.so") in lib.message
    assert "exits 5" in lib.message and PITFALL in lib.message
    assert "unset CUDA_HOME" in lib.message
    assert "bin/tileiras, bin/ptxas, lib/libnvvm.so.4 and nvvm/lib64/libnvvm.so -> lib/libnvvm.so.4" in lib.message
    # ptxas is taken from $CUDA_HOME/bin too, not from beside tileiras.
    assert not r["ptxas"].ok
    assert str(cuda / "bin" / "ptxas") in r["ptxas"].message and "unset CUDA_HOME" in r["ptxas"].message


def test_cuda_home_without_libnvvm(tmp_path: Path) -> None:
    _, nv = wheel_kit(tmp_path)
    cuda = tmp_path / "cuda"
    cuda.mkdir()
    r = by_name(check_tileiras("sm_90", bare_env(tmp_path, CUDA_HOME=str(cuda)), nv))
    assert not r["libnvvm"].ok
    assert "none at" in r["libnvvm"].message and "CUDA_HOME" in r["libnvvm"].message
    assert PITFALL in r["libnvvm"].message


def test_cuda_home_pointing_at_matching_layout_is_fine(tmp_path: Path) -> None:
    _, nv = wheel_kit(tmp_path)
    cuda = tmp_path / "kit-13.4"
    make_kit(cuda, nvvm_layout="toolkit")
    r = by_name(check_tileiras("sm_90", bare_env(tmp_path, CUDA_HOME=str(cuda)), nv))
    assert r["libnvvm"].ok and "via $CUDA_HOME" in r["libnvvm"].message
    assert r["ptxas"].ok and str(cuda / "bin" / "ptxas") in r["ptxas"].message


def test_cuda_path_used_when_cuda_home_unset_and_empty_cuda_home_breaks(tmp_path: Path) -> None:
    _, nv = wheel_kit(tmp_path)
    old = tmp_path / "old"
    make_kit(old, tileiras="13.0.88", ptxas="13.0.88", nvvm="13.0.88")
    r = by_name(check_tileiras("sm_90", bare_env(tmp_path, CUDA_PATH=str(old)), nv))
    assert not r["libnvvm"].ok and f"CUDA_PATH={old}" in r["libnvvm"].message
    # CUDA_HOME="" still counts as set (measured: tileiras 13.4.92 then exits 5).
    r = by_name(check_tileiras("sm_90", bare_env(tmp_path, CUDA_HOME=""), nv))
    assert not r["libnvvm"].ok and "CUDA_HOME=" in r["libnvvm"].message


def test_tileirdisasm_missing(tmp_path: Path) -> None:
    _, nv = wheel_kit(tmp_path, disasm=False)
    r = by_name(check_tileiras("sm_90", bare_env(tmp_path), nv))
    assert r["tileiras"].ok
    assert not r["tileirdisasm"].ok
    assert "pip install nvidia-cuda-tileiras==13.4.*" in r["tileirdisasm"].message


def test_lookup_order_env_then_path_then_wheel(tmp_path: Path) -> None:
    _, nv = wheel_kit(tmp_path)
    on_path = make_kit(tmp_path / "on-path")
    forced = make_kit(tmp_path / "forced")
    assert find_tileiras(bare_env(tmp_path), nv).source == "wheel"
    loc = find_tileiras(bare_env(tmp_path, on_path.parent), nv)
    assert (loc.source, loc.path) == ("PATH", on_path)
    loc = find_tileiras(bare_env(tmp_path, on_path.parent, CUTILE_TILEIRAS_PATH=str(forced)), nv)
    assert (loc.source, loc.path) == ("CUTILE_TILEIRAS_PATH", forced)
    # A set but broken CUTILE_TILEIRAS_PATH is reported, not silently skipped (cutile-rs would use it).
    r = by_name(check_tileiras("sm_90", bare_env(tmp_path, CUTILE_TILEIRAS_PATH=str(tmp_path / "nope")), nv))
    assert not r["tileiras"].ok and "CUTILE_TILEIRAS_PATH" in r["tileiras"].message


def test_tileiras_not_found_gives_four_failures(tmp_path: Path) -> None:
    results = check_tileiras("sm_90", bare_env(tmp_path), [str(tmp_path / "no-nvidia")])
    assert [(r.name, r.ok) for r in results] == [
        ("tileiras", False),
        ("ptxas", False),
        ("libnvvm", False),
        ("tileirdisasm", False),
    ]
    assert "not found" in results[0].message and "nvidia-cuda-tileiras==13.4.*" in results[0].message


def test_tileiras_version_exits_nonzero(tmp_path: Path) -> None:
    t = write_script(tmp_path / "bin" / "tileiras", ["printf 'boom\\n'", "exit 3"])
    r = check_tileiras("sm_90", bare_env(tmp_path, t.parent), [])
    assert not r[0].ok and "exited with status 3" in r[0].message and "boom" in r[0].output
    assert "unknown" in r[1].message


def test_tileiras_timeout(tmp_path: Path) -> None:
    t = write_script(tmp_path / "bin" / "tileiras", ["while :; do :; done"])
    r = check_tileiras("sm_90", bare_env(tmp_path, t.parent), [], timeout=0.5)
    assert not r[0].ok and "timed out after 0.5 s" in r[0].message


def test_libnvvm_without_version_string(tmp_path: Path) -> None:
    _, nv = wheel_kit(tmp_path, nvvm=None)
    fake_libnvvm(tmp_path / "site" / "nvidia" / "cu13" / "lib" / "libnvvm.so.4", None)
    r = by_name(check_tileiras("sm_90", bare_env(tmp_path), nv))
    assert not r["libnvvm"].ok and "no 'Cuda compilation tools, release X.Y' string" in r["libnvvm"].message


# --------------------------------------------------------------------------- gpu


def fake_smi(tmp_path: Path, csv: str, rc: int = 0) -> dict[str, str]:
    smi = write_script(tmp_path / "smi" / "nvidia-smi", [printf_lines(csv), f"exit {rc}"])
    return bare_env(tmp_path, smi.parent)


def test_gpu_h200_ok(tmp_path: Path) -> None:
    r = check_gpu(env=fake_smi(tmp_path, "NVIDIA H200, 9.0, 580.159.04"), tileiras_version=(13, 4))
    assert r.ok, r.message
    assert "NVIDIA H200" in r.message and "580.159.04" in r.message


def test_no_nvidia_smi(tmp_path: Path) -> None:
    r = check_gpu(env=bare_env(tmp_path))
    assert not r.ok and "nvidia-smi not found" in r.message


def test_nvidia_smi_fails(tmp_path: Path) -> None:
    env = fake_smi(tmp_path, "NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver.", rc=9)
    r = check_gpu(env=env)
    assert not r.ok and "exited with status 9" in r.message and "couldn't communicate" in r.output


def test_nvidia_smi_lists_nothing(tmp_path: Path) -> None:
    r = check_gpu(env=fake_smi(tmp_path, ""))
    assert not r.ok and "no GPU" in r.message


def test_gpu_cc_75(tmp_path: Path) -> None:
    r = check_gpu(gpu_arch="sm_75", env=fake_smi(tmp_path, "Tesla T4, 7.5, 580.100.01"))
    assert not r.ok and "7.5" in r.message and "below the minimum 8.0" in r.message


def test_gpu_arch_mismatch(tmp_path: Path) -> None:
    r = check_gpu(gpu_arch="sm_90", env=fake_smi(tmp_path, "NVIDIA A100-SXM4-80GB, 8.0, 580.159.04"))
    assert not r.ok and "sm_80" in r.message and "sm_90" in r.message


def test_gpu_driver_570(tmp_path: Path) -> None:
    r = check_gpu(env=fake_smi(tmp_path, "NVIDIA H100 80GB HBM3, 9.0, 570.124.06"))
    assert not r.ok and "570.124.06" in r.message and "r580" in r.message


def test_gpu_hopper_with_old_tileiras(tmp_path: Path) -> None:
    env = fake_smi(tmp_path, "NVIDIA H200, 9.0, 580.159.04")
    r = check_gpu(env=env, tileiras_version=(13, 2))
    assert not r.ok and "needs tileiras ≥ 13.3" in r.message and "have 13.2" in r.message
    assert check_gpu(env=env, tileiras_version=(13, 3)).ok


def test_gpu_multi_gpu_one_bad(tmp_path: Path) -> None:
    env = fake_smi(tmp_path, "NVIDIA H200, 9.0, 580.159.04\nNVIDIA A100, 8.0, 580.159.04")
    r = check_gpu(env=env)
    assert not r.ok and "GPU 1" in r.message and "GPU 0" not in r.message


# --------------------------------------------------------------------------- rust


def fake_rust(tmp_path: Path, cargo: str | None, rustc: str | None) -> dict[str, str]:
    d = tmp_path / "cargo-bin"
    d.mkdir(exist_ok=True)
    if cargo is not None:
        write_script(d / "cargo", [f"printf 'cargo {cargo} (f2d3ce0bd 2026-03-21)\\n'"])
    if rustc is not None:
        write_script(d / "rustc", [f"printf 'rustc {rustc} (59807616e 2026-04-14)\\n'"])
    return bare_env(tmp_path, d)


def test_rust_ok(tmp_path: Path) -> None:
    r = check_rust("1.89", env=fake_rust(tmp_path, "1.95.0", "1.95.0"))
    assert r.ok and "cargo 1.95.0" in r.message and "rustc 1.95.0" in r.message


def test_rust_too_old(tmp_path: Path) -> None:
    r = check_rust("1.89", env=fake_rust(tmp_path, "1.95.0", "1.80.1"))
    assert not r.ok and "rustc 1.80.1 is older than 1.89" in r.message and "cargo" not in r.message.split(";")[0]


def test_rust_missing(tmp_path: Path) -> None:
    r = check_rust("1.89", env=fake_rust(tmp_path, None, "1.95.0"))
    assert not r.ok and "`cargo` not found" in r.message and "rustup" in r.message


# --------------------------------------------------------------------------- python packages


def fake_dist(site: Path, name: str, version: str) -> None:
    info = site / f"{name.replace('-', '_')}-{version}.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n")


def test_python_packages_ok_missing_and_too_old(tmp_path: Path) -> None:
    site = tmp_path / "site"
    fake_dist(site, "cuda-tile", "1.7.0")
    fake_dist(site, "cupti-python", "12.8.0")
    ok = check_python_packages({"cuda-tile": "1.7"}, search_path=[str(site)])
    assert ok.ok and "cuda-tile 1.7.0" in ok.message
    bad = check_python_packages(
        {"cuda-tile": "1.7", "cupti-python": "13", "nvidia-cuda-tileiras": "13.4"}, search_path=[str(site)]
    )
    assert not bad.ok
    assert "cupti-python 12.8.0 is older than 13" in bad.message
    assert "nvidia-cuda-tileiras is not installed" in bad.message
    assert "pip install 'cupti-python>=13' 'nvidia-cuda-tileiras>=13.4'" in bad.message
    assert "cuda-tile>=" not in bad.message and "cuda-tile 1.7.0" not in bad.message  # satisfied, not listed


# --------------------------------------------------------------------------- disk


def test_disk(tmp_path: Path) -> None:
    assert check_disk(tmp_path, 0.0).ok
    r = check_disk(tmp_path, 1e9)
    assert not r.ok and "need ≥ 1e+09 GiB" in r.message
    later = check_disk(tmp_path / "not" / "yet", 0.0)
    assert later.ok and f"measured at {tmp_path}" in later.message


# --------------------------------------------------------------------------- cupti


def fake_cupti(tmp_path: Path, init: str, pathfinder: str | None = None) -> dict[str, str]:
    site = tmp_path / "py"
    (site / "cupti").mkdir(parents=True)
    (site / "cupti" / "__init__.py").write_text(init)
    if pathfinder is not None:
        # A regular `cuda` package here shadows any real one: the probe sees only this fake.
        (site / "cuda" / "pathfinder").mkdir(parents=True)
        (site / "cuda" / "__init__.py").write_text("")
        (site / "cuda" / "pathfinder" / "__init__.py").write_text(pathfinder)
    return {"PATH": os.environ.get("PATH", os.defpath), "PYTHONPATH": str(site)}


FAKE_PATHFINDER = """
class _DL:
    abs_path = "/nonexistent/libcupti.so.13"
    found_via = "site-packages"
def load_nvidia_dynamic_lib(name):
    return _DL()
"""


def test_cupti_ok_reports_module_and_lib(tmp_path: Path) -> None:
    env = fake_cupti(tmp_path, "__version__ = '13.4.0'\n", FAKE_PATHFINDER)
    r = check_cupti(env=env)
    assert r.ok, r.message
    assert str(tmp_path / "py" / "cupti" / "__init__.py") in r.message
    assert "libcupti /nonexistent/libcupti.so.13 (via site-packages)" in r.message


def test_cupti_lib_not_loadable(tmp_path: Path) -> None:
    pf = "def load_nvidia_dynamic_lib(name):\n    raise RuntimeError('libcupti.so.13 not found')\n"
    r = check_cupti(env=fake_cupti(tmp_path, "", pf))
    assert not r.ok and "libcupti cannot be loaded" in r.message and "nvidia-cuda-cupti" in r.message


def test_cupti_import_error(tmp_path: Path) -> None:
    r = check_cupti(env=fake_cupti(tmp_path, "raise ImportError('libcupti.so.13: cannot open shared object')\n"))
    assert not r.ok and "cannot open shared object" in r.message and "pip install cupti-python" in r.message


def test_cupti_crash_is_contained(tmp_path: Path) -> None:
    r = check_cupti(env=fake_cupti(tmp_path, "import os\nos.abort()\n"))
    assert not r.ok and "killed by signal 6" in r.message


# --------------------------------------------------------------------------- the real PyPI kit


def _real_kit() -> list[str]:
    try:
        importlib.metadata.version("nvidia-cuda-tileiras")
    except importlib.metadata.PackageNotFoundError:
        pytest.skip("nvidia-cuda-tileiras is not installed in this interpreter (pip install 'tilebot[ir]')")
    spec = importlib.util.find_spec("nvidia")
    paths = list(spec.submodule_search_locations or []) if spec else []
    if not any((Path(p) / "cu13" / "bin" / "tileiras").is_file() for p in paths):
        pytest.skip(f"nvidia-cuda-tileiras is installed but no nvidia/cu13/bin/tileiras under {paths}")
    return paths


def _clean_env(tmp_path: Path, **extra: str) -> dict[str, str]:
    # No CUDA_HOME/CUDA_PATH/CUTILE_TILEIRAS_PATH and no system PATH: only the wheels count.
    return bare_env(tmp_path, **extra)


def test_real_kit(tmp_path: Path) -> None:
    nv = _real_kit()
    results = check_tileiras("sm_90", _clean_env(tmp_path), nv)
    assert all(r.ok for r in results), [r.message for r in results]
    r = by_name(results)
    release = parse_cuda_release(r["tileiras"].output)
    assert release is not None and release[:2] >= (13, 3)
    full = release[2]
    for name in ("ptxas", "libnvvm"):
        assert full.rsplit(".", 1)[0] in r[name].message  # same major.minor as tileiras
    assert "from wheel" in r["tileiras"].message


def test_real_kit_cuda_home_pitfall_matches_real_tileiras(tmp_path: Path) -> None:
    """Preflight's prediction against what the real tileiras does with a stale CUDA_HOME."""
    nv = _real_kit()
    if importlib.util.find_spec("cuda.tile") is None:
        pytest.skip("cuda-tile is not installed in this interpreter, so no bytecode to compile")
    stale = tmp_path / "cuda-13.0"
    fake_libnvvm(stale / "nvvm" / "lib64" / "libnvvm.so", "13.0.88")
    tileiras = find_tileiras(_clean_env(tmp_path), nv).path
    assert tileiras is not None
    bytecode = tmp_path / "add.tileirbc"
    script = f"""
import cuda.tile as ct
from cuda.tile.compilation import ArrayConstraint, CallingConvention, KernelSignature, export_kernel
@ct.kernel
def add(a, b, c):
    i = ct.bid(0)
    ct.store(c, index=(i,), tile=ct.load(a, index=(i,), shape=(16,)) + ct.load(b, index=(i,), shape=(16,)))
def arr():
    return ArrayConstraint(ct.float32, 1, index_dtype=ct.int32, stride_lower_bound_incl=0,
                           alias_groups=(), may_alias_internally=False)
sig = KernelSignature([arr(), arr(), arr()], calling_convention=CallingConvention.cutile_python_v1())
export_kernel(add, [sig], {str(bytecode)!r}, output_format="tileir_bytecode", gpu_code="sm_90", bytecode_version="13.3")
"""
    # A file, not -c: cuTile reads the kernel's source with inspect.
    (tmp_path / "export_add.py").write_text(script)
    subprocess.run([sys.executable, str(tmp_path / "export_add.py")], check=True, timeout=120, cwd=tmp_path)
    compile_argv = [str(tileiras), "--gpu-name=sm_90", "-o", str(tmp_path / "out.cubin"), str(bytecode)]

    good_env = _clean_env(tmp_path)
    assert all(r.ok for r in check_tileiras("sm_90", good_env, nv))
    good = subprocess.run(compile_argv, env=good_env, capture_output=True, text=True, timeout=120)
    assert good.returncode == 0, good.stderr

    bad_env = _clean_env(tmp_path, CUDA_HOME=str(stale))
    predicted = by_name(check_tileiras("sm_90", bad_env, nv))
    assert not predicted["libnvvm"].ok and "CUDA_HOME" in predicted["libnvvm"].message
    bad = subprocess.run(compile_argv, env=bad_env, capture_output=True, text=True, timeout=120)
    assert bad.returncode == 5 and PITFALL in bad.stderr + bad.stdout

    # what D and E hand a port's process on that runner: the same compile then works
    repaired = jit_toolchain("sm_90", bad_env, nv).env
    assert repaired["CUTILE_TILEIRAS_PATH"] == str(tileiras) and repaired["CUDA_HOME"] != str(stale)
    fixed = subprocess.run(compile_argv, env={**bad_env, **repaired}, capture_output=True, text=True, timeout=120)
    assert fixed.returncode == 0, fixed.stderr


def test_real_cupti() -> None:
    if importlib.util.find_spec("cupti") is None:
        pytest.skip("cupti-python is not installed in this interpreter (pip install 'tilebot[gpu]')")
    r = check_cupti()
    assert r.ok, r.message
    assert "cupti-python" in r.message
