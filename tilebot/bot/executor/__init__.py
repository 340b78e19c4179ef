"""The Executor port: how a stage job gets run somewhere and its result comes back.

``local.LocalExecutor`` runs the runner entry in a subprocess; the Actions
adapter dispatches a workflow. Results always return through
``Orchestrator.on_result``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from tilebot.bot.store import Run
from tilebot.core.stages import Stage


@dataclass(frozen=True)
class StageJob:
    run: Run
    stage: Stage
    attempt: int
    run_dir: str  # relative to the repository root, e.g. tilebot/softmax
    timeout_s: int

    @property
    def name(self) -> str:
        return f"{self.stage.label} #{self.attempt}"


class Executor(Protocol):
    def dispatch(self, job: StageJob) -> None:
        """Start the job; its result arrives later through the orchestrator."""
        ...

    def recover(self, job: StageJob) -> None:
        """A job was dispatched before a restart and has no result yet: collect it or run it again."""
        ...

    def cancel(self, run_id: str) -> None: ...
