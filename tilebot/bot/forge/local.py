"""A forge without GitHub: the run's branch is a git worktree, comments and checks are files.

Layout under ``state_dir``:
  worktrees/<run id>/          the branch ``tilebot/<op>-<run id>`` checked out; stages work and commit here
  runs/<run id>/reports/       pull_request.md, status.md (the sticky comment), checks/<stage>-<n>.md
"""

from __future__ import annotations

import subprocess
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from tilebot.bot.forge import Refs, Remember
from tilebot.bot.local_repo import branch_sha, remove_worktree
from tilebot.bot.pr_report import StageReports
from tilebot.bot.store import Attempt, Run
from tilebot.core.errors import GitError
from tilebot.core.result import StageResult
from tilebot.core.stages import Stage

WORKTREE_REF = "worktree"
REPORT_DIR_REF = "report_dir"


def git(repo: Path, *args: str) -> str:
    proc = subprocess.run(["git", "-C", str(repo), *args], capture_output=True, text=True, timeout=120, check=False)
    if proc.returncode != 0:
        raise GitError(f"git {' '.join(args)} in {repo} failed ({proc.returncode}): {proc.stderr.strip()}")
    return proc.stdout.strip()


class LocalForge:
    close_out_refs: tuple[str, ...] = ()  # its close-out rewrites the PR file, nothing to remember

    def __init__(self, state_dir: Path) -> None:
        self.state_dir = state_dir

    def report_dir(self, run_id: str) -> Path:
        return self.state_dir / "runs" / run_id / "reports"

    def resolve_base(self, repo: str) -> str:
        path = Path(repo)
        if not (path / ".git").exists():
            raise GitError(f"{repo} is not a git checkout (tilebot works on a branch of the target repository)")
        return git(path, "rev-parse", "--verify", "HEAD^{commit}")

    def worktree(self, run_id: str) -> Path:
        return self.state_dir / "worktrees" / run_id

    def open_run(self, run: Run, *, title: str, body: str) -> dict[str, Any]:
        worktree = self.worktree(run.id)
        worktree.parent.mkdir(parents=True, exist_ok=True)
        git(Path(run.repo), "worktree", "add", "--quiet", "-b", run.branch, str(worktree), run.base_sha)
        reports = self.report_dir(run.id)
        (reports / "checks").mkdir(parents=True, exist_ok=True)
        self._write_pr(run, title, body, state="draft")
        return {WORKTREE_REF: str(worktree), REPORT_DIR_REF: str(reports), "title": title}

    def undo_open(self, run: Run) -> None:
        """Take back what an ``open_run`` cut short made of the run's worktree and branch (the store learns of them
        only after), so that opening makes them again rather than failing on them. No stage has run: the branch
        holds nothing but its base."""
        repo = Path(run.repo)
        remove_worktree(repo, self.worktree(run.id))
        if branch_sha(repo, run.branch) == run.base_sha:
            git(repo, "branch", "--delete", "--force", run.branch)

    def status_links(self, run: Run, attempts: Sequence[Attempt]) -> dict[str, Any] | None:
        return None  # the status file sits beside the logs it would link to

    def post_status(self, run: Run, body: str) -> None:
        (self.report_dir(run.id) / "status.md").write_text(body, encoding="utf-8")

    def check_started(self, run: Run, stage: Stage, attempt: int) -> Refs:
        self._check_file(run.id, stage, attempt).write_text(
            f"## {stage.label} · attempt {attempt}\n\nstatus: in_progress\n", encoding="utf-8"
        )
        return {}

    def check_completed(
        self, run: Run, result: StageResult, *, conclusion: str, summary: str, reports: StageReports, remember: Remember
    ) -> None:
        text = "\n\n".join([f"status: completed · conclusion: {conclusion}", summary, *reports.sections])
        self._check_file(run.id, result.stage, result.attempt).write_text(text, encoding="utf-8")

    def close_run(self, run: Run, attempts: Sequence[Attempt], *, succeeded: bool, remember: Remember) -> None:
        pr = self.report_dir(run.id) / "pull_request.md"
        body = pr.read_text(encoding="utf-8").split("\n---\n", 1)[1] if pr.exists() else ""
        self._write_pr(run, run.forge_refs.get("title", ""), body, state="ready for review" if succeeded else "draft")

    def _check_file(self, run_id: str, stage: Stage, attempt: int) -> Path:
        return self.report_dir(run_id) / "checks" / f"{stage.value}-{attempt}.md"

    def _write_pr(self, run: Run, title: str, body: str, *, state: str) -> None:
        header = f"# {title}\n\nbranch: {run.branch} · base: {run.base_sha} · state: {state}\n"
        (self.report_dir(run.id) / "pull_request.md").write_text(f"{header}\n---\n{body}", encoding="utf-8")
