"""The Executor port: how a stage job gets run somewhere and its result comes back.

``local.LocalExecutor`` runs the runner entry in a subprocess; the Actions adapter dispatches a
workflow. Results always return through ``Orchestrator.on_result``, called by whoever collected them
(the local session's drain loop; the service for a webhook; the reconciler for a poll). An executor
holds no store: it returns the handle it wants remembered and the orchestrator records it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from tilebot.bot.store import Attempt, Run
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
    def dispatch(self, job: StageJob) -> str | None:
        """Start the job; its result arrives later through the orchestrator. Returns the executor's handle
        for the attempt (e.g. a workflow run id) when it is known at once."""
        ...

    def recover(self, job: StageJob) -> None:
        """A job was dispatched before a restart and has no result yet: collect it or run it again."""
        ...

    def cancel(self, run: Run, open_attempts: Sequence[Attempt]) -> None:
        """Stop the jobs of a just-cancelled run's open attempts, as far as it can now. Never raises for a job it
        could not stop (the run is cancelled already): that one is the executor's to stop later (on Actions, the
        reconciler asks GitHub again)."""
        ...
