"""The tileiras kit D and E give a cutile-rs port's processes (tilebot/runner/targets/cutile_rs/jit_toolchain.py),
and the checks that stop a GPU stage, or pass a GPU runner, on it. Fake kits; the real kit's compile is in
test_preflight_checks.py's last tests."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.support.fake_cuda_kit import bare_env, by_name, make_kit, wheel_kit
from tilebot.core.config import RunConfig
from tilebot.runner.preflight import requirements
from tilebot.runner.targets.cutile_rs.cdylib_crate import LIB_ENV, loader_env
from tilebot.runner.targets.cutile_rs.jit_toolchain import jit_toolchain
from tilebot.runner.targets.cutile_rs.toolchain import BYTECODE_VERSION_ENV


def stale_toolkit(root: Path) -> Path:
    """The GPU image's /usr/local/cuda: CUDA 13.0 ptxas and libnvvm in the toolkit layout, no tileiras."""
    make_kit(root, tileiras="13.0.88", ptxas="13.0.88", nvvm="13.0.88", nvvm_layout="toolkit")
    (root / "bin" / "tileiras").unlink()
    return root


def test_a_runner_without_tileiras_on_path_gives_the_port_the_wheel_copy(tmp_path: Path) -> None:
    tileiras, nvidia = wheel_kit(tmp_path)
    toolchain = jit_toolchain("sm_90", bare_env(tmp_path), nvidia)
    assert toolchain.env == {"CUTILE_TILEIRAS_PATH": str(tileiras)}  # cutile-rs would look on PATH and find none
    assert [c.name for c in toolchain.checks] == ["tileiras", "ptxas", "libnvvm"]
    assert all(c.ok for c in toolchain.checks), [c.message for c in toolchain.checks]


@pytest.mark.parametrize("variable", ["CUDA_HOME", "CUDA_PATH"])
def test_a_stale_cuda_root_is_replaced_by_the_kit_beside_tileiras(tmp_path: Path, variable: str) -> None:
    tileiras, nvidia = wheel_kit(tmp_path)
    stale = stale_toolkit(tmp_path / "cuda-13.0")
    env = bare_env(tmp_path, **{variable: str(stale)})
    toolchain = jit_toolchain("sm_90", env, nvidia)
    kit_root = tileiras.parent.parent
    assert toolchain.env == {"CUTILE_TILEIRAS_PATH": str(tileiras), "CUDA_HOME": str(kit_root)}
    checks = by_name(toolchain.checks)
    assert all(c.ok for c in toolchain.checks), [c.message for c in toolchain.checks]
    assert "$CUDA_HOME" in checks["libnvvm"].message  # checked as the port's process will run it
    assert f"{variable}='{stale}'" in checks["cuda-home"].message and str(kit_root) in checks["cuda-home"].message
    # what the port's process then sees passes the same checks preflight runs
    again = jit_toolchain("sm_90", {**env, **toolchain.env}, nvidia)
    assert all(c.ok for c in again.checks) and "cuda-home" not in by_name(again.checks)


def test_a_cuda_home_that_works_is_left_alone(tmp_path: Path) -> None:
    tileiras, nvidia = wheel_kit(tmp_path)
    system = tmp_path / "cuda-13.4"
    make_kit(system, nvvm_layout="toolkit")
    toolchain = jit_toolchain("sm_90", bare_env(tmp_path, CUDA_HOME=str(system)), nvidia)
    assert toolchain.env == {"CUTILE_TILEIRAS_PATH": str(tileiras)}
    assert all(c.ok for c in toolchain.checks)


def test_a_kit_broken_either_way_shows_the_runner_its_own_setting(tmp_path: Path) -> None:
    _, nvidia = wheel_kit(tmp_path, nvvm=None)  # no libnvvm beside tileiras either
    stale = stale_toolkit(tmp_path / "cuda-13.0")
    toolchain = jit_toolchain("sm_90", bare_env(tmp_path, CUDA_HOME=str(stale)), nvidia)
    assert "CUDA_HOME" not in toolchain.env
    libnvvm = by_name(toolchain.checks)["libnvvm"]
    assert not libnvvm.ok and f"CUDA_HOME={stale}" in libnvvm.message and "cuda-home" not in by_name(toolchain.checks)


def test_no_tileiras_anywhere_is_a_failed_check_and_no_setting(tmp_path: Path) -> None:
    toolchain = jit_toolchain("sm_90", bare_env(tmp_path), [])
    assert toolchain.env == {}
    assert not by_name(toolchain.checks)["tileiras"].ok and "not found" in by_name(toolchain.checks)["tileiras"].message


def test_a_gpu_stage_is_blocked_by_a_kit_its_port_cannot_run(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("CUTILE_TILEIRAS_PATH", str(tmp_path / "no-tileiras"))
    blockers = by_name(requirements.gpu_blockers(RunConfig()))
    assert "tileiras" in blockers and "CUTILE_TILEIRAS_PATH" in blockers["tileiras"].message


def test_a_gpu_runner_is_not_asked_for_rust(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("PATH", str(tmp_path))  # no cargo, no rustc, no nvidia-smi
    cpu = {c.name for c in requirements.runner_checks(RunConfig(), tmp_path, gpu=False)}
    gpu = {c.name for c in requirements.runner_checks(RunConfig(), tmp_path, gpu=True)}
    assert "rust" in cpu and "rust" not in gpu
    assert {"gpu", "cupti", "tileiras", "ptxas", "libnvvm", "tileirdisasm"} <= gpu  # A's reference IR needs it


def test_processes_loading_the_library_get_the_bytecode_version_and_the_kit(tmp_path: Path) -> None:
    tileiras, _ = wheel_kit(tmp_path)
    config = RunConfig.model_validate({"target": {"bytecode_version": "13.4"}})
    # cutile 0.3 picks the bytecode version at run time (toolkit cuda.h or a tileiras probe) unless told
    env = loader_env(tmp_path / "libcutile_kernels.so", config, bare_env(tmp_path, CUTILE_TILEIRAS_PATH=str(tileiras)))
    assert env == {
        LIB_ENV: str(tmp_path / "libcutile_kernels.so"),
        BYTECODE_VERSION_ENV: "13.4",
        "CUTILE_TILEIRAS_PATH": str(tileiras),
    }
