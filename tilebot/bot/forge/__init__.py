"""The Forge port: where a run's branch, pull request, status comment and check runs live.

``local.LocalForge`` keeps them in a git worktree and files; the GitHub adapter
keeps them on GitHub. The orchestrator sees only this interface.
"""

from __future__ import annotations

from typing import Any, Protocol

from tilebot.bot.store import Run
from tilebot.core.result import StageResult
from tilebot.core.stages import Stage


class Forge(Protocol):
    def resolve_base(self, repo: str) -> str:
        """The commit a new run is bound to (the default branch head when the command was accepted)."""
        ...

    def open_run(self, run: Run, *, title: str, body: str) -> dict[str, Any]:
        """Create the run's branch at its base commit and a draft pull request; return refs to remember."""
        ...

    def post_status(self, run: Run, body: str) -> None:
        """Create or update, in place, the run's one status comment."""
        ...

    def check_started(self, run: Run, stage: Stage, attempt: int) -> None: ...

    def check_completed(self, run: Run, result: StageResult, *, conclusion: str, summary: str) -> None: ...

    def close_run(self, run: Run, *, succeeded: bool) -> None:
        """The run ended: e.g. mark the pull request ready for review when it succeeded."""
        ...
