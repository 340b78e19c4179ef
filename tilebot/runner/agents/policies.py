"""What each agent stage may write and run, as workspace-relative paths of the run's checkout.

B owns the device side (the kernel crate: kernel.rs and its Cargo.toml), D the host side (ffi.rs, the
shared cdylib crate, the Python wrapper and its registration), C and F only their reports. Each stage
may also write its own report under the run directory.

Cargo is not a command here: B and D build through their stage's own tools (``build``, ``cargo_test``...),
which run cargo with the stage's CUDA headers, target directory and seeded lock file. A bare ``cargo
build`` from the sandbox had none of them: it failed on the missing ``CUDA_TOOLKIT_PATH`` and left a
``Cargo.lock`` that kept the stage from seeding its own.
"""

from __future__ import annotations

from pathlib import PurePosixPath

from tilebot.core.config import RunConfig
from tilebot.core.rundir import RunDir
from tilebot.core.stages import SPECS, Stage
from tilebot.runner.agents.tools import CommandRule, StagePolicy

IR_DIFF_FLAGS = frozenset({"--format=text", "--format=json", "--format=markdown"})


def report_path(config: RunConfig, op: str, stage: Stage) -> str:
    return RunDir(PurePosixPath(config.run_dir(op))).report(stage).as_posix()


def writable_paths(config: RunConfig, op: str, stage: Stage) -> tuple[str, ...]:
    """What a stage's agent may write, repository-relative: its spec's files and its own report."""
    owned = SPECS[stage].owned_paths(rust_ops_dir=config.layout.rust_ops_dir, op=op)
    return (*owned, report_path(config, op, stage))


def policy_for(stage: Stage, op: str, config: RunConfig) -> StagePolicy:
    if not SPECS[stage].agent:
        raise ValueError(f"stage {stage.value} has no agent")
    writable = writable_paths(config, op, stage)
    ir_diff = CommandRule(("tilebot", "ir-diff"), cwd=".", flags=IR_DIFF_FLAGS, path_args=True, timeout=120)
    if stage in (Stage.WRITE_KERNEL, Stage.IR_CHECK):
        return StagePolicy(writable=writable, commands=(ir_diff,))
    # D builds through its tools; C explains the mechanical diff, F the perf residue: reports only.
    return StagePolicy(writable=writable)
