"""The tileiras a cutile-rs port's process runs when it JIT-compiles its kernels (stages D and E, on a GPU runner).

cutile-rs spawns ``$CUTILE_TILEIRAS_PATH``, else one it searches for (PATH; 0.3 also the toolkit ``CUDA_TOOLKIT_PATH``
or ``CUDA_HOME`` names). A runner the stage workflow set up has tileiras only in the job's venv (the
``nvidia-cuda-tileiras`` wheel, found by none of those), so the port's process is told where preflight found it:
on the H100 image, D without it failed every check of a correct port ("failed to launch tileiras", owner host).

tileiras then takes its ptxas and libnvvm from ``$CUDA_HOME`` when that is set (preflight/checks.py), and GPU images
set it to their own CUDA: the H100/H200 image's ``/usr/local/cuda`` is 13.0, which makes tileiras 13.4 exit 5. When
``CUDA_HOME`` (or ``CUDA_PATH``) breaks the kit and the kit is whole without it, the port's process gets
``CUDA_HOME`` set to the root tileiras would take with none set, which tileiras reads the same way as no variable
at all. A kit broken either way is the runner's problem: BLOCKED/env before the stage runs, never a failing port.
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from tilebot.runner.gpu.jit_cache import TILEIRAS_PATH_ENV
from tilebot.runner.preflight.checks import CheckResult, check_tileiras, find_tileiras, tileiras_cuda_root

CUDA_ROOT_ENV = "CUDA_HOME"
# What a JIT compile needs (tileirdisasm only prints IR: preflight checks it where A, B and C run).
JIT_CHECKS = ("tileiras", "ptxas", "libnvvm")


@dataclass(frozen=True)
class JitToolchain:
    env: dict[str, str]  # settings for the port's processes, over the runner's environment
    checks: list[CheckResult]  # the kit as the port's processes will see it


def jit_toolchain(
    gpu_arch: str,
    env: Mapping[str, str] = os.environ,
    nvidia_paths: Sequence[str] | None = None,
    *,
    bytecode_version: str | None = None,
) -> JitToolchain:
    """The settings that make a port's process run a whole tileiras kit, with the checks that say so; with
    ``bytecode_version``, the checks also ask that this tileiras reads the bytecode the port's JIT writes."""
    where = find_tileiras(env, nvidia_paths)
    if where.path is None:
        return JitToolchain({}, _jit_checks(gpu_arch, env, nvidia_paths, bytecode_version))
    # absolute: the port's process runs in the target's checkout; the checks find the same one without it
    settings = {TILEIRAS_PATH_ENV: os.path.abspath(where.path)}
    as_set = _jit_checks(gpu_arch, env, nvidia_paths, bytecode_version)
    _, variable = tileiras_cuda_root(where.path, env)
    own_root, _ = tileiras_cuda_root(where.path, {})  # where tileiras looks with no variable set
    if all(c.ok for c in as_set) or not variable or own_root is None:
        return JitToolchain(settings, as_set)
    fixed = _jit_checks(gpu_arch, {**env, CUDA_ROOT_ENV: str(own_root)}, nvidia_paths, bytecode_version)
    if not all(c.ok for c in fixed):
        return JitToolchain(settings, as_set)  # the runner's own setting is what an operator must see
    broken = " and ".join(c.name for c in as_set if not c.ok)
    note = CheckResult(
        "cuda-home",
        True,
        f"{variable}={env[variable]!r} would keep tileiras from its own {broken} (it would exit 5); the GPU stages "
        f"run the port with {CUDA_ROOT_ENV}={own_root}, the kit beside tileiras",
    )
    return JitToolchain({**settings, CUDA_ROOT_ENV: str(own_root)}, [*fixed, note])


def _jit_checks(
    gpu_arch: str, env: Mapping[str, str], nvidia_paths: Sequence[str] | None, bytecode_version: str | None
) -> list[CheckResult]:
    kit = check_tileiras(gpu_arch, env, nvidia_paths, bytecode_version=bytecode_version)
    return [c for c in kit if c.name in JIT_CHECKS]
