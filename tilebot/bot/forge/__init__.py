"""The Forge port: where a run's branch, pull request, status comment and check runs live.

``local.LocalForge`` keeps them in a git worktree and files; the GitHub adapter keeps them on GitHub.
The orchestrator sees only this interface. An adapter holds no store: it gets the run (and its attempts
where it needs them) as arguments and hands back the refs it wants remembered, which the orchestrator
writes; ``remember`` lets a multi-step close-out record each step as it lands, so a crash in the middle
repeats none of them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

from tilebot.bot.pr_report import StageReports
from tilebot.bot.store import Attempt, Run
from tilebot.core.result import StageResult
from tilebot.core.stages import Stage

Refs = dict[str, Any]
Remember = Callable[[str, Any], None]


class Forge(Protocol):
    # The refs ``close_run`` remembers: forgotten when a run is reopened, so that its next end is closed out anew
    # (a final comment and an outcome check on the new head, not the last end's).
    close_out_refs: tuple[str, ...]

    def resolve_base(self, repo: str) -> str:
        """The commit a new run is bound to (the default branch head when the command was accepted)."""
        ...

    def open_run(self, run: Run, *, title: str, body: str) -> Refs:
        """Create the run's branch at its base commit and a draft pull request; return refs to remember."""
        ...

    def status_links(self, run: Run, attempts: Sequence[Attempt]) -> dict[str, Any] | None:
        """Links for the status comment (job logs, committed files), or None where there are none."""
        ...

    def post_status(self, run: Run, body: str) -> None:
        """Create or update, in place, the run's one status comment."""
        ...

    def check_started(self, run: Run, stage: Stage, attempt: int) -> Refs: ...

    def check_completed(
        self, run: Run, result: StageResult, *, conclusion: str, summary: str, reports: StageReports, remember: Remember
    ) -> None:
        """Show the attempt's result on its check run (created now if it was not at dispatch), remembering its refs."""
        ...

    def close_run(self, run: Run, attempts: Sequence[Attempt], *, succeeded: bool, remember: Remember) -> None:
        """The run ended: e.g. mark the pull request ready for review when it succeeded."""
        ...
