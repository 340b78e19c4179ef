"""Preflight against runners that looked fine to it but were not (or the other way round): each test is a machine
whose later stage would have failed where preflight passed, or would have worked where preflight blocked."""

from __future__ import annotations

import os
import shutil
from pathlib import Path
from typing import Any

import pytest

from tests.support.fake_cuda_kit import bare_env, by_name, wheel_kit, write_script
from tilebot.core.config import RunConfig
from tilebot.runner.preflight import checks, requirements
from tilebot.runner.preflight.checks import check_rust, check_tileiras
from tilebot.runner.targets.cutile_rs import kernel_crate
from tilebot.runner.targets.cutile_rs.jit_toolchain import jit_toolchain
from tilebot.runner.targets.cutile_rs.toolchain import check_libclang, find_cargo

# --------------------------------------------------------------------------- bytecode version


def test_a_tileiras_older_than_the_bytecode_the_run_writes_is_blocked(tmp_path: Path) -> None:
    # tileiras 13.4 refuses bytecode 13.5 ("unsupported Tile IR bytecode version: 13.5", exit 3), so 13.3 refuses
    # the 13.4 a run configured for it writes: every JIT of D would fail on a kit preflight passed.
    _, nvidia = wheel_kit(tmp_path, tileiras="13.3.55", ptxas="13.3.55", nvvm="13.3.55")
    env = bare_env(tmp_path)
    assert by_name(check_tileiras("sm_90", env, nvidia, bytecode_version="13.3"))["tileiras"].ok
    newer = by_name(check_tileiras("sm_90", env, nvidia, bytecode_version="13.4"))["tileiras"]
    assert not newer.ok and "bytecode 13.4" in newer.message and "13.3 or older" in newer.message
    jit = by_name(jit_toolchain("sm_90", env, nvidia, bytecode_version="13.4").checks)["tileiras"]
    assert not jit.ok and "bytecode 13.4" in jit.message


def test_both_runner_classes_check_tileiras_against_the_configured_bytecode(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    tileiras, _ = wheel_kit(tmp_path, tileiras="13.3.55", ptxas="13.3.55", nvvm="13.3.55")
    monkeypatch.setenv("CUTILE_TILEIRAS_PATH", str(tileiras))
    for variable in ("CUDA_HOME", "CUDA_PATH"):
        monkeypatch.delenv(variable, raising=False)
    config = RunConfig.model_validate({"target": {"bytecode_version": "13.4"}})
    cpu = by_name(requirements.cpu_checks(config, tmp_path))["tileiras"]
    gpu = by_name(requirements.gpu_checks(config))["tileiras"]
    assert not cpu.ok and "bytecode 13.4" in cpu.message
    assert not gpu.ok and "bytecode 13.4" in gpu.message


# --------------------------------------------------------------------------- rust


def test_rust_installed_by_rustup_but_not_on_path_passes_as_the_builds_find_it(tmp_path: Path) -> None:
    # A runner service's PATH often lacks ~/.cargo/bin; the builds run find_cargo's ~/.cargo/bin/cargo anyway.
    home = tmp_path / "home"
    for tool in ("cargo", "rustc"):
        write_script(home / ".cargo" / "bin" / tool, [f"printf '{tool} 1.95.0 (f2d3ce0bd 2026-03-21)\\n'"])
    env = bare_env(tmp_path, HOME=str(home))
    found = check_rust("1.89", env=env)
    assert found.ok, found.message
    assert "cargo 1.95.0" in found.message and str(home / ".cargo" / "bin" / "rustc") in found.command
    assert find_cargo(env) == home / ".cargo" / "bin" / "cargo"  # the one the builds run
    cargo_home = tmp_path / "cargo-home"
    shutil.move(home / ".cargo", cargo_home)
    assert check_rust("1.89", env=bare_env(tmp_path, HOME=str(home), CARGO_HOME=str(cargo_home))).ok
    missing = check_rust("1.89", env=bare_env(tmp_path, HOME=str(home)))
    assert not missing.ok and "`cargo` not found" in missing.message


# --------------------------------------------------------------------------- disk


def test_disk_is_checked_where_the_builds_write_too(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    # The cargo target directory (the tilebot cache) on a filesystem of its own, nearly full: B's and D's
    # builds would fail there while the work dir has room.
    small = Path("/dev/shm")
    if not small.is_dir() or os.stat(small).st_dev == os.stat(tmp_path).st_dev:
        pytest.skip("needs a second filesystem at /dev/shm")
    real_usage = shutil.disk_usage

    def usage(path: Any) -> Any:
        found = real_usage(path)
        full = Path(path) == small or small in Path(path).parents
        return found._replace(free=2**29) if full else found._replace(free=100 * 2**30)

    monkeypatch.setattr(checks.shutil, "disk_usage", usage)
    monkeypatch.setenv("TILEBOT_CARGO_TARGET_DIR", str(small / "tilebot-review-not-created" / "cargo-target"))
    disk = [c for c in requirements.cpu_checks(RunConfig(), tmp_path) if c.name == "disk"]
    assert [c.ok for c in disk] == [True, False], [c.message for c in disk]
    assert "only 0.5 GiB free" in disk[1].message and str(small) in disk[1].message
    # one filesystem: one check
    monkeypatch.setenv("TILEBOT_CARGO_TARGET_DIR", str(tmp_path / "cargo-target"))
    assert len([c for c in requirements.cpu_checks(RunConfig(), tmp_path) if c.name == "disk"]) == 1


# --------------------------------------------------------------------------- CUDA headers


def test_missing_cuda_headers_block_at_preflight_not_at_b(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    # B and D stop BLOCKED/env on them (kernel_crate.toolchain_problem) after A ran; preflight must say so first.
    (tmp_path / "toolkit" / "include").mkdir(parents=True)
    (tmp_path / "toolkit" / "include" / "cuda.h").write_text("")
    monkeypatch.setenv("CUDA_TOOLKIT_PATH", str(tmp_path / "toolkit"))
    headers = by_name(requirements.cpu_checks(RunConfig(), tmp_path))["cuda-headers"]
    assert not headers.ok and "include/curand.h" in headers.message and "CUDA_TOOLKIT_PATH" in headers.message
    for header in ("curand.h", "cuda_runtime.h", "crt/host_config.h"):
        (tmp_path / "toolkit" / "include" / header).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / "toolkit" / "include" / header).write_text("")
    assert by_name(requirements.cpu_checks(RunConfig(), tmp_path))["cuda-headers"].ok


# --------------------------------------------------------------------------- libclang


def test_no_libclang_blocks_at_preflight_and_b_as_the_machines_fault(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    # cuda-bindings' build script (bindgen) panics "Unable to find libclang": every build of B and D failed, and the
    # failure read as the kernel's (FAIL_COMPILE, back to the writer) on a machine preflight had passed.
    headers = tmp_path / "toolkit" / "include"
    for header in ("cuda.h", "curand.h", "cuda_runtime.h", "crt/host_config.h"):
        (headers / header).parent.mkdir(parents=True, exist_ok=True)
        (headers / header).write_text("")
    monkeypatch.setenv("CUDA_TOOLKIT_PATH", str(tmp_path / "toolkit"))
    lib = tmp_path / "llvm" / "lib"
    lib.mkdir(parents=True)
    (lib / "libclang-cpp.so.14").write_text("")  # clang's C++ API, not the C library bindgen loads
    monkeypatch.setenv("LIBCLANG_PATH", str(lib))  # clang-sys then looks nowhere else
    missing = by_name(requirements.cpu_checks(RunConfig(), tmp_path))["libclang"]
    assert not missing.ok and str(lib) in missing.message and "libclang-dev" in missing.message
    if find_cargo(os.environ) is not None:
        assert "libclang" in (kernel_crate.toolchain_problem() or "")
    (lib / "libclang.so.1").write_text("")
    assert by_name(requirements.cpu_checks(RunConfig(), tmp_path))["libclang"].ok
    assert "libclang" not in (kernel_crate.toolchain_problem() or "")
    monkeypatch.setenv("LIBCLANG_PATH", str(lib / "libclang.so.1"))  # a file is taken as itself
    assert check_libclang().ok
