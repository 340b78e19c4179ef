"""The H200 prepare's `--cutile`: the target moved to another cutile as its maintainer would, which D accepts."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from tilebot.core.config import load_config
from tilebot.runner.targets.cutile_rs.kernel_crate import manifest_problems
from tilebot.runner.targets.cutile_rs.versions import pins
from tools.h200_translated import configure_runs, upgrade_cutile

# The shape of TileGym 1.5.1's shared cdylib manifest (its pins, its comments).
TILEGYM_MANIFEST = """[package]
name = "cutile-kernels"
version = "0.1.0"
edition = "2024"

[lib]
name = "cutile_kernels"
crate-type = ["cdylib"]
path = "src/lib.rs"

# crates.io registry deps (self-contained).
[dependencies]
cutile = "=0.2.0"
cutile-compiler = "=0.2.0"
cutile-macro = "=0.2.0"
cuda-core = "=0.2.0"
cuda-async = "=0.2.0"

[workspace]
"""


def _target(tmp_path: Path) -> Path:
    manifest = tmp_path / "src/tilegym/ops/cutile_rs/cutile_kernels/Cargo.toml"
    manifest.parent.mkdir(parents=True)
    manifest.write_text(TILEGYM_MANIFEST)
    subprocess.run(["git", "-C", str(tmp_path), "init", "-q"], check=True)
    return manifest


def test_the_config_and_the_shared_manifest_pin_the_new_version_in_one_commit(tmp_path: Path) -> None:
    manifest = _target(tmp_path)
    assert manifest_problems(manifest.read_text(), pins("0.3.1"))  # as published, D refuses 0.3.1's pins
    upgrade_cutile(tmp_path, "0.3.1")
    assert load_config(tmp_path).target.crates == pins("0.3.1")
    assert manifest_problems(manifest.read_text(), pins("0.3.1")) == []  # D's own check of the cdylib manifest
    assert "# crates.io registry deps (self-contained)." in manifest.read_text()  # the rest kept as it was
    log = subprocess.run(
        ["git", "-C", str(tmp_path), "log", "--format=%s", "--name-only"], capture_output=True, text=True
    )
    assert log.stdout.split() == [
        "cutile",
        "=0.3.1",
        ".tilebot.toml",
        "src/tilegym/ops/cutile_rs/cutile_kernels/Cargo.toml",
    ]


def test_an_existing_config_is_not_overwritten(tmp_path: Path) -> None:
    _target(tmp_path)
    (tmp_path / ".tilebot.toml").write_text("[perf]\nthreshold = 1.02\n")
    with pytest.raises(SystemExit, match="set \\[target\\] crates there by hand"):
        upgrade_cutile(tmp_path, "0.3.1")
    assert (tmp_path / ".tilebot.toml").read_text() == "[perf]\nthreshold = 1.02\n"


def test_the_gpu_runner_s_settings_join_the_pins_in_a_commit_of_their_own(tmp_path: Path) -> None:
    _target(tmp_path)
    upgrade_cutile(tmp_path, "0.3.1")
    configure_runs(tmp_path, "first", 8)
    config = load_config(tmp_path)
    assert config.target.crates == pins("0.3.1")
    assert (config.perf.autotune, config.perf.warmup_processes, config.correctness.processes) == ("first", 8, 8)
    log = subprocess.run(["git", "-C", str(tmp_path), "log", "--format=%s"], capture_output=True, text=True)
    assert log.stdout.splitlines() == ["tilebot: the GPU runner's settings", "cutile =0.3.1"]
    with pytest.raises(SystemExit, match="set them there by hand"):
        configure_runs(tmp_path, "search", None)  # a second [perf] table would not parse
