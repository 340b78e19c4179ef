"""The stage registry: one callable per stage, ``run(ctx) -> StageResult``.

Built-in stages are their ``StageSpec.implementation``; more (or replacements) plug in through the
``tilebot.stages`` entry-point group, keyed by the stage's value
(``analyze = "mypkg.analyze:run"``). A stage nobody registered is reported as
not installed: the run stops there and says so.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from importlib.metadata import entry_points
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from tilebot.core.config import RunConfig
from tilebot.core.result import Artifact, Cost, Metric, StageResult, ValidatorRun, one_line
from tilebot.core.rundir import RunDir
from tilebot.core.stages import SPECS, Classification, Phase, Stage

ENTRY_POINT_GROUP = "tilebot.stages"


@dataclass(frozen=True)
class StageContext:
    run_id: str
    op: str
    stage: Stage
    attempt: int
    repo_root: Path  # the checkout of the run's branch
    run_dir: Path  # <repo_root>/<artifacts_dir>/<op>: everything the run commits
    attempt_dir: Path  # <run_dir>/attempts/<stage>-<attempt>: this attempt's result and logs
    config: RunConfig
    options: Mapping[str, Any] = field(default_factory=dict)  # the run's command options (--reference ...)
    phase: Phase = "all"  # for a stage that builds on a CPU runner: which half this job runs

    @property
    def paths(self) -> RunDir[Path]:
        """Every path under the run directory."""
        return RunDir(self.run_dir)

    @property
    def kernel_crate(self) -> Path:
        """The op's kernel crate in the checkout: B's kernel.rs and Cargo.toml."""
        return self.repo_root / self.config.kernel_crate(self.op)

    def artifact(self, path: Path, kind: str) -> Artifact:
        return Artifact.of(self.run_dir, path, kind)

    def result(
        self, verdict: str, message: str, *, classification: Classification | None = None, **fields: Any
    ) -> StageResult:
        return StageResult.model_validate(
            {
                "run_id": self.run_id,
                "stage": self.stage,
                "attempt": self.attempt,
                "verdict": verdict,
                "classification": classification,
                "message": one_line(message),
                **fields,
            }
        )


class Handoff(BaseModel):
    """A build job's outcome when the build is sound: what the check job, on a GPU runner, continues from.

    Not a result: the bot never sees it. The check job's StageResult carries these validators, artifacts
    and metrics with its own, so the attempt still ends in one result and one check run.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    message: str
    note: str = ""  # what the final message keeps of the build (e.g. "; 1 agent tool calls refused")
    validators: list[ValidatorRun] = Field(default_factory=list)
    artifacts: list[Artifact] = Field(default_factory=list)
    metrics: dict[str, Metric] = Field(default_factory=dict)
    cost: Cost = Field(default_factory=Cost)
    writer: Literal["translator", "agent", "both"] | None = None


StageFn = Callable[[StageContext], StageResult | Handoff]


def registered() -> dict[Stage, str]:
    """Stage -> "module:function", built-ins first, entry points overriding them."""
    found = {stage: spec.implementation for stage, spec in SPECS.items()}
    for ep in entry_points(group=ENTRY_POINT_GROUP):
        try:
            found[Stage(ep.name)] = ep.value
        except ValueError:
            continue  # an entry for a stage this version does not know
    return found


def load(stage: Stage) -> StageFn | None:
    target = registered().get(stage)
    if target is None:
        return None
    module_name, _, attr = target.partition(":")
    fn: StageFn = getattr(importlib.import_module(module_name), attr)
    return fn
