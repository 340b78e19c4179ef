"""What each agent stage may write and run, as workspace-relative paths of the run's checkout.

B owns the device side (the kernel crate: kernel.rs and its Cargo.toml), D the host side (ffi.rs, the
shared cdylib crate, the Python wrapper and its registration), C and F only their reports. Each stage
may also write its own report under the run directory.
"""

from __future__ import annotations

from bot.config import RunConfig
from bot.contracts import Stage
from runner_scripts.agents.tools import CommandRule, StagePolicy

CARGO_FLAGS = frozenset({"--release", "--offline", "--quiet", "--locked"})
IR_DIFF_FLAGS = frozenset({"--format=text", "--format=json", "--format=markdown"})
AGENT_STAGES = (Stage.WRITE_KERNEL, Stage.IR_CHECK, Stage.HOST_FFI, Stage.PERF_DIAG)


def report_path(config: RunConfig, op: str, stage: Stage) -> str:
    return f"{config.run_dir(op)}/reports/{stage.value}.md"


def kernel_crate(config: RunConfig, op: str) -> str:
    return f"{config.layout.rust_ops_dir}/{op}_kernel"


def policy_for(stage: Stage, op: str, config: RunConfig) -> StagePolicy:
    if stage not in AGENT_STAGES:
        raise ValueError(f"stage {stage.value} has no agent")
    rust = config.layout.rust_ops_dir
    crate = kernel_crate(config, op)
    report = report_path(config, op, stage)
    ir_diff = CommandRule(("tilebot", "ir-diff"), cwd=".", flags=IR_DIFF_FLAGS, path_args=True, timeout=120)
    if stage is Stage.WRITE_KERNEL:
        return StagePolicy(
            writable=(f"{crate}/kernel.rs", f"{crate}/Cargo.toml", report),
            commands=(
                CommandRule(("cargo", "build"), cwd=crate, flags=CARGO_FLAGS, timeout=900),
                CommandRule(("cargo", "test"), cwd=crate, flags=CARGO_FLAGS, timeout=900),
                ir_diff,
            ),
        )
    if stage is Stage.HOST_FFI:
        return StagePolicy(
            writable=(
                f"{crate}/ffi.rs",
                f"{rust}/cutile_kernels/Cargo.toml",
                f"{rust}/cutile_kernels/src/*.rs",
                f"{rust}/{op}.py",
                f"{rust}/__init__.py",
                report,
            ),
            commands=(CommandRule(("cargo", "build"), cwd=f"{rust}/cutile_kernels", flags=CARGO_FLAGS, timeout=900),),
        )
    # C explains the mechanical diff, F the perf residue: reports only.
    return StagePolicy(writable=(report,), commands=(ir_diff,) if stage is Stage.IR_CHECK else ())
