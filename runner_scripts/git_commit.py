"""Commit what a stage produced to the run's branch, as the bot identity."""

from __future__ import annotations

import subprocess
from pathlib import Path

BOT_NAME = "tilebot[bot]"
BOT_EMAIL = "tilebot[bot]@users.noreply.github.com"


def commit_outputs(repo: Path, paths: list[Path], message: str) -> str | None:
    """Stage ``paths`` and commit them; returns the new commit, or None when nothing changed."""

    def git(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            ["git", "-C", str(repo), "-c", f"user.name={BOT_NAME}", "-c", f"user.email={BOT_EMAIL}", *args],
            capture_output=True,
            text=True,
            timeout=120,
            check=True,
        )

    git("add", "--", *(str(p.relative_to(repo)) for p in paths))
    if not git("diff", "--cached", "--name-only").stdout.strip():
        return None
    git("commit", "--quiet", "--no-verify", "-m", message)
    return git("rev-parse", "HEAD").stdout.strip()
