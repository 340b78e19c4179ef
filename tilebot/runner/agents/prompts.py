"""The agents' prompts, rendered from templates/prompts/: a static part (cached) and a per-attempt task.

The static part depends only on the op, the stage and the config, so every turn and every attempt of a
stage shares the cached prefix; what changes per attempt goes in the task. The stages that write code (B, D)
get the project's rulebook as a system block before it: the same text for every op, so it is cached first.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import PurePosixPath
from typing import Any

from tilebot.core.config import RunConfig
from tilebot.core.render import render
from tilebot.core.rundir import RunDir
from tilebot.core.stages import SPECS, Stage
from tilebot.runner.agents.policies import report_path
from tilebot.runner.agents.rulebook import rulebook
from tilebot.runner.agents.tools import StagePolicy

MAX_BUILDS = 3


def prompt_template(stage: Stage) -> str | None:
    """An agent stage's static prompt: ``templates/prompts/<stage>.md.j2`` (None for a stage without agent)."""
    return f"prompts/{stage.value}.md.j2" if SPECS[stage].agent else None


@dataclass(frozen=True)
class PromptInputs:
    op: str
    config: RunConfig
    policy: StagePolicy
    repo_name: str = ""
    prior_reports: tuple[str, ...] = ()
    extra: dict[str, Any] = field(default_factory=dict)  # stage-specific facts (C: the mechanical verdict)


def static_prompt(stage: Stage, inputs: PromptInputs) -> str:
    template = prompt_template(stage)
    if template is None:
        raise ValueError(f"no prompt for stage {stage.value}")
    config, op = inputs.config, inputs.op
    run_dir = config.run_dir(op)
    paths = RunDir(PurePosixPath(run_dir))
    crate = config.kernel_crate(op)
    commands = [" ".join(rule.program) for rule in inputs.policy.commands]
    budget = config.agents.budget(config.timeouts[stage])
    context: dict[str, Any] = {
        "op": op,
        "run_dir": run_dir,
        "rust_ops_dir": config.layout.rust_ops_dir,
        "ffi_rs": f"{crate}/ffi.rs",
        "cdylib_dir": f"{config.layout.rust_ops_dir}/cutile_kernels",
        "wrapper_py": f"{config.layout.rust_ops_dir}/{op}.py",
        "b_report": report_path(config, op, Stage.WRITE_KERNEL),
        "repo_name": inputs.repo_name,
        "kernel_rs": f"{crate}/kernel.rs",
        "cargo_toml": f"{crate}/Cargo.toml",
        "report": report_path(config, op, stage),
        "analysis_json": paths.analysis.as_posix(),
        "reference_source": f"{config.layout.cutile_ops_dir}/{op}.py",
        "reference_ir_dir": paths.reference.as_posix(),
        "generated_ir_dir": paths.generated.as_posix(),
        "diff_report": paths.ir_diff_json.as_posix(),
        "prior_reports": list(inputs.prior_reports),
        "crates": config.target.crates,
        "max_builds": MAX_BUILDS,
        "writable": list(inputs.policy.writable),
        "commands": commands,
        "max_turns": budget[1],  # the stage attempt's bounds, from its job timeout (Agents.budget)
        "wall_minutes": max(1, int(budget[0] // 60)),
        **inputs.extra,
    }
    return render(template, **context)


def system_blocks(stage: Stage, inputs: PromptInputs) -> tuple[str, ...]:
    """The stage's system blocks in cache order: its rulebook (B and D only), then its static prompt."""
    book = rulebook(stage)
    return (book, static_prompt(stage, inputs)) if book else (static_prompt(stage, inputs),)


def task_prompt(*, run_id: str, op: str, stage: Stage, attempt: int, notes: str = "") -> str:
    return render("prompts/task.md.j2", run_id=run_id, op=op, stage=stage.value, attempt=attempt, notes=notes)
