"""``tilebot translate OP --local``: the whole pipeline on this machine, no GitHub needed.

The same orchestrator as the service, over the local forge (a git worktree and
report files) and the local executor (stage subprocesses).
"""

from __future__ import annotations

import getpass
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.markup import escape
from rich.status import Status
from rich.table import Table

from tilebot.bot.executor import StageJob
from tilebot.bot.executor.local import LocalExecutor
from tilebot.bot.forge.local import REPORT_DIR_REF, WORKTREE_REF, LocalForge
from tilebot.bot.orchestrator import Orchestrator
from tilebot.bot.store import Run, Store
from tilebot.core.config import RunConfig, load_config
from tilebot.core.result import StageResult, conclusion_of


class UsageError(ValueError):
    pass


def available_ops(repo: Path, config: RunConfig) -> list[str]:
    """Ops the repository really has: ``<cutile_ops_dir>/**/<op>.py``, as stage A finds them (TileGym keeps some
    in subpackages, e.g. ``activation/relu.py``)."""
    ops_dir = repo / config.layout.cutile_ops_dir
    return sorted({p.stem for p in ops_dir.rglob("*.py") if not p.stem.startswith("_")})


@dataclass
class LocalSession:
    repo: Path
    store: Store
    orchestrator: Orchestrator
    executor: LocalExecutor
    console: Console

    @classmethod
    def open(cls, repo: Path, *, state_dir: Path | None, database_url: str | None, console: Console) -> LocalSession:
        repo = repo.resolve()
        state = state_dir or Path(os.environ.get("TILEBOT_STATE_DIR") or repo / ".git" / "tilebot")
        state.mkdir(parents=True, exist_ok=True)
        url = database_url or os.environ.get("TILEBOT_DATABASE_URL") or f"sqlite:///{state / 'tilebot.db'}"
        store = Store(url)
        progress = _Progress(console)
        executor = LocalExecutor(on_start=progress.start, on_finish=progress.finish)
        return cls(repo, store, Orchestrator(store, LocalForge(state), executor), executor, console)

    def translate(self, op: str, options: dict[str, Any] | None = None) -> Run:
        config = load_config(self.repo)
        ops = available_ops(self.repo, config)
        if op not in ops:
            where = self.repo / config.layout.cutile_ops_dir
            raise UsageError(f"no op {op!r} in {where} (ops there: {', '.join(ops) or 'none'})")
        run = self.orchestrator.start(
            op=op, repo=str(self.repo), requested_by=getpass.getuser(), config=config, options=options
        )
        self.console.print(f"run [bold]{run.id}[/] · branch {run.branch} · base {run.base_sha[:12]}")
        self.executor.drain(self.orchestrator.on_result)
        return self.store.get_run(run.id)

    def resume(self, run_id: str) -> Run:
        self.orchestrator.resume(run_id)
        self.executor.drain(self.orchestrator.on_result)
        return self.store.get_run(run_id)

    def summary(self, run: Run) -> None:
        table = Table(title=f"tilebot {run.op} · run {run.id} · {run.state}", title_justify="left")
        for column in ("stage", "attempt", "verdict", "message"):
            table.add_column(column, overflow="fold")
        for a in self.store.attempts(run.id):
            verdict = a.result.verdict if a.result else "(no result)"
            colour = {"success": "green", "neutral": "yellow"}.get(conclusion_of(a.result), "red") if a.result else ""
            message = a.result.message if a.result else ""
            table.add_row(a.stage.label, f"{a.attempt} {a.purpose}", f"[{colour}]{verdict}[/]", escape(message))
        self.console.print(table)
        verdict = "[green]succeeded[/]" if run.succeeded else "[red]did not succeed[/]"
        self.console.print(f"{verdict}: {escape(run.reason or '')}")
        self.console.print(f"branch {run.branch} in worktree {run.forge_refs.get(WORKTREE_REF)}")
        self.console.print(f"reports (status comment, checks, logs): {run.forge_refs.get(REPORT_DIR_REF)}")


class _Progress:
    def __init__(self, console: Console) -> None:
        self.console = console
        self._status: Status | None = None

    def start(self, job: StageJob) -> None:
        self._status = self.console.status(f"{job.name} running (timeout {job.timeout_s} s)")
        self._status.start()

    def finish(self, job: StageJob, result: StageResult) -> None:
        if self._status:
            self._status.stop()
        mark = {"success": "[green]✓[/]", "neutral": "[yellow]~[/]"}.get(conclusion_of(result), "[red]✗[/]")
        self.console.print(f"{mark} {job.name}: {result.verdict} · {escape(result.message)}", highlight=False)
