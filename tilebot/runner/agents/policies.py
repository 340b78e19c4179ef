"""What each agent stage may write and run, as workspace-relative paths of the run's checkout.

B owns the device side (the kernel crate: kernel.rs and its Cargo.toml), D the host side (ffi.rs, the
shared cdylib crate, the Python wrapper and its registration), C and F only their reports. Each stage
may also write its own report under the run directory.
"""

from __future__ import annotations

from pathlib import PurePosixPath

from tilebot.core.config import RunConfig
from tilebot.core.rundir import RunDir
from tilebot.core.stages import SPECS, Stage
from tilebot.runner.agents.tools import CommandRule, StagePolicy

CARGO_FLAGS = frozenset({"--release", "--offline", "--quiet", "--locked"})
IR_DIFF_FLAGS = frozenset({"--format=text", "--format=json", "--format=markdown"})


def report_path(config: RunConfig, op: str, stage: Stage) -> str:
    return RunDir(PurePosixPath(config.run_dir(op))).report(stage).as_posix()


def writable_paths(config: RunConfig, op: str, stage: Stage) -> tuple[str, ...]:
    """What a stage's agent may write, repository-relative: its spec's files and its own report."""
    owned = SPECS[stage].owned_paths(rust_ops_dir=config.layout.rust_ops_dir, op=op)
    return (*owned, report_path(config, op, stage))


def kernel_crate(config: RunConfig, op: str) -> str:
    return f"{config.layout.rust_ops_dir}/{op}_kernel"


def policy_for(stage: Stage, op: str, config: RunConfig) -> StagePolicy:
    if not SPECS[stage].agent:
        raise ValueError(f"stage {stage.value} has no agent")
    rust = config.layout.rust_ops_dir
    crate = kernel_crate(config, op)
    writable = writable_paths(config, op, stage)
    ir_diff = CommandRule(("tilebot", "ir-diff"), cwd=".", flags=IR_DIFF_FLAGS, path_args=True, timeout=120)
    if stage is Stage.WRITE_KERNEL:
        return StagePolicy(
            writable=writable,
            commands=(
                CommandRule(("cargo", "build"), cwd=crate, flags=CARGO_FLAGS, timeout=900),
                CommandRule(("cargo", "test"), cwd=crate, flags=CARGO_FLAGS, timeout=900),
                ir_diff,
            ),
        )
    if stage is Stage.HOST_FFI:
        return StagePolicy(
            writable=writable,
            commands=(CommandRule(("cargo", "build"), cwd=f"{rust}/cutile_kernels", flags=CARGO_FLAGS, timeout=900),),
        )
    # C explains the mechanical diff, F the perf residue: reports only.
    return StagePolicy(writable=writable, commands=(ir_diff,) if stage is Stage.IR_CHECK else ())
