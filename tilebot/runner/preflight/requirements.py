"""Which checks a runner must pass, for the preflight stage and before each GPU stage.

Preflight runs where the CPU stages run and checks their toolchain. A GPU stage
may land on another runner, so the job entry checks the GPU side itself before
the stage starts; a missing piece is BLOCKED/env, never a guess.
"""

from __future__ import annotations

from pathlib import Path

from tilebot.core.config import RunConfig
from tilebot.core.stages import SPECS, Stage, needs_gpu
from tilebot.runner.preflight.checks import (
    CheckResult,
    check_cupti,
    check_disk,
    check_gpu,
    check_install_source,
    check_python_packages,
    check_rust,
    check_tileiras,
)
from tilebot.runner.preflight.imports import check_gpu_imports
from tilebot.runner.targets.cutile_rs.cdylib_crate import pins_check

# cuTile Python, the reference frontend whose Tile IR the port is compared with.
RUNNER_PACKAGES = {"cuda-tile": "1.7"}
MIN_RUST = "1.89"  # the cutile crates' rust-version


def cpu_checks(config: RunConfig, workdir: Path, repo: Path | None = None) -> list[CheckResult]:
    """The CPU stages' toolchain, and with the target ``repo`` that its crates are the ones the run pins."""
    return [
        check_install_source(),
        check_python_packages(RUNNER_PACKAGES),
        *check_tileiras(config.target.gpu_arch),
        check_rust(MIN_RUST, cwd=str(workdir)),
        check_disk(workdir, config.min_free_disk_gib),
        *([pins_check(config, repo)] if repo is not None else []),
    ]


def gpu_checks(config: RunConfig) -> list[CheckResult]:
    return [check_gpu(gpu_arch=config.target.gpu_arch), check_cupti()]


def runner_checks(config: RunConfig, workdir: Path, *, gpu: bool, repo: Path | None = None) -> list[CheckResult]:
    """With ``gpu``: the GPU, CUPTI, and (given the target ``repo``) every import the GPU stages make."""
    if not gpu:
        return cpu_checks(config, workdir, repo)
    imports = check_gpu_imports(repo, config) if repo is not None else []
    return cpu_checks(config, workdir, repo) + gpu_checks(config) + imports


def stage_blockers(stage: Stage, config: RunConfig, workdir: Path) -> list[CheckResult]:
    """The failed checks that stop ``stage`` on this machine before it starts: none for stages without a GPU.
    A stage that builds on a CPU runner checks the GPU itself when its check half starts (``gpu_blockers``), so
    its result carries the build's evidence with the reason."""
    if not needs_gpu(stage) or SPECS[stage].builds_on_cpu:
        return []
    return gpu_blockers(config)


def gpu_blockers(config: RunConfig) -> list[CheckResult]:
    return [c for c in gpu_checks(config) if not c.ok]
