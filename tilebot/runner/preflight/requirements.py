"""Which checks a runner must pass, for the preflight stage and before each GPU stage.

Preflight runs where the CPU stages run and checks their toolchain. A GPU stage
may land on another runner, so the job entry checks the GPU side itself before
the stage starts; a missing piece is BLOCKED/env, never a guess.
"""

from __future__ import annotations

import os
from pathlib import Path

from tilebot.core.config import RunConfig
from tilebot.core.stages import SPECS, Stage, needs_gpu
from tilebot.runner.preflight.checks import (
    CheckResult,
    check_cupti,
    check_disk,
    check_git,
    check_gpu,
    check_install_source,
    check_python_packages,
    check_rust,
    check_tileiras,
    nearest_existing,
)
from tilebot.runner.preflight.imports import check_gpu_imports
from tilebot.runner.targets.cutile_rs.cdylib_crate import cdylib_dir, pins_check
from tilebot.runner.targets.cutile_rs.jit_toolchain import jit_toolchain
from tilebot.runner.targets.cutile_rs.toolchain import cargo_target_dir, check_cuda_headers, check_libclang

# cuTile Python, the reference frontend whose Tile IR the port is compared with.
RUNNER_PACKAGES = {"cuda-tile": "1.7"}
MIN_RUST = "1.89"  # the cutile crates' rust-version


def cpu_checks(config: RunConfig, workdir: Path, repo: Path | None = None) -> list[CheckResult]:
    """The CPU stages' toolchain, and with the target ``repo`` that its crates are the ones the run pins."""
    return [
        check_install_source(),
        check_python_packages(RUNNER_PACKAGES),
        check_git(),
        *check_tileiras(config.target.gpu_arch, bytecode_version=config.target.bytecode_version),
        check_rust(MIN_RUST, dirs=cargo_dirs(config, workdir, repo)),
        check_cuda_headers(),
        check_libclang(),
        *disk_checks(config.min_free_disk_gib, workdir, cargo_target_dir()),
        *([pins_check(config, repo)] if repo is not None else []),
    ]


def cargo_dirs(config: RunConfig, workdir: Path, repo: Path | None = None) -> list[Path]:
    """Where the CPU stages run cargo, each of which may pick its own toolchain under rustup (a rust-toolchain file
    in the target repository or above it): the harness builds from the job's directory, B's kernel crates and D's
    cdylib crate from their own directories under ``[layout] rust_ops_dir``."""
    if repo is None:
        return [workdir]
    return [workdir, repo / config.layout.rust_ops_dir, repo / cdylib_dir(config)]


def disk_checks(min_free_gib: float, *places: Path) -> list[CheckResult]:
    """Free space on each filesystem of ``places``: the CPU stages write the work dir and cargo's shared target
    directory in the tilebot cache (the builds' gigabytes), which may be another filesystem."""
    by_filesystem: dict[object, Path] = {}
    for place in places:
        by_filesystem.setdefault(_filesystem(place), place)
    return [check_disk(place, min_free_gib) for place in by_filesystem.values()]


def _filesystem(place: Path) -> object:
    try:
        return os.stat(nearest_existing(place)).st_dev
    except OSError:
        return place  # unknown: check_disk measures it on its own and says why it cannot


def gpu_checks(config: RunConfig) -> list[CheckResult]:
    """What a GPU stage needs before it runs: the GPU, CUPTI, and the tileiras kit its port's JIT will run."""
    return [
        check_gpu(gpu_arch=config.target.gpu_arch),
        check_cupti(),
        *jit_toolchain(config.target.gpu_arch, bytecode_version=config.target.bytecode_version).checks,
    ]


def gpu_runner_checks(config: RunConfig, workdir: Path, repo: Path | None = None) -> list[CheckResult]:
    """A GPU runner's needs. It never compiles a crate (D's build and every Rust build run on CPU runners), so no
    Rust and no crate pins; tileirdisasm, for A's reference IR (A runs there by default); with the target
    ``repo``, every import the GPU stages make."""
    disasm = [c for c in check_tileiras(config.target.gpu_arch) if c.name == "tileirdisasm"]
    return [
        check_install_source(),
        check_python_packages(RUNNER_PACKAGES),
        check_git(),  # GPU jobs commit and push their results too
        check_disk(workdir, config.min_free_disk_gib),
        *gpu_checks(config),
        *disasm,
        *(check_gpu_imports(repo, config) if repo is not None else []),
    ]


def runner_checks(config: RunConfig, workdir: Path, *, gpu: bool, repo: Path | None = None) -> list[CheckResult]:
    """The checks of the runner class: ``gpu`` for the GPU stages' runners, else the CPU stages'."""
    return gpu_runner_checks(config, workdir, repo) if gpu else cpu_checks(config, workdir, repo)


def stage_blockers(stage: Stage, config: RunConfig, workdir: Path) -> list[CheckResult]:
    """The failed checks that stop ``stage`` on this machine before it starts: none for stages without a GPU.
    A stage that builds on a CPU runner checks the GPU itself when its check half starts (``gpu_blockers``), so
    its result carries the build's evidence with the reason."""
    if not needs_gpu(stage) or SPECS[stage].builds_on_cpu:
        return []
    return gpu_blockers(config)


def gpu_blockers(config: RunConfig) -> list[CheckResult]:
    return [c for c in gpu_checks(config) if not c.ok]
