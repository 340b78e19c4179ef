"""Commit what a stage produced to the run's branch, as the bot identity."""

from __future__ import annotations

from pathlib import Path

from tilebot.runner.gitops import BOT_EMAIL, BOT_NAME, Git

__all__ = ["BOT_EMAIL", "BOT_NAME", "commit_outputs"]


def commit_outputs(repo: Path, paths: list[Path], message: str) -> str | None:
    """Stage ``paths`` and commit them; returns the new commit, or None when nothing changed.

    git runs hardened (no hooks, no fsmonitor, scrubbed environment): the paths hold generated code.
    """
    git = Git(repo, timeout=120)
    git.run("add", "--", *(str(p.relative_to(repo)) for p in paths))
    if not git.out("diff", "--cached", "--name-only"):
        return None
    git.run("commit", "--quiet", "--no-verify", "-m", message)
    return git.out("rev-parse", "HEAD")
