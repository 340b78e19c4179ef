"""The bare git repository behind each fake repository: refs and commits are real git objects.

What a runner job pushes is what the API answers, so every resource reads branches, files and
commits through these few plumbing calls.
"""

from __future__ import annotations

import os
import shlex
import subprocess
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from tests.github.fake.state import ApiError, RepoState


def git(repo: RepoState, *args: str, input: bytes | None = None, env: dict[str, str] | None = None) -> str:
    proc = subprocess.run(
        ["git", "-C", str(repo.bare), *args],
        input=input,
        capture_output=True,
        check=False,
        env={**os.environ, **(env or {})},
        timeout=60,
    )
    if proc.returncode != 0:
        raise ApiError(422, f"git {' '.join(args)}: {proc.stderr.decode(errors='replace').strip()}")
    return proc.stdout.decode(errors="replace").strip()


def ref_sha(repo: RepoState, ref: str) -> str | None:
    proc = subprocess.run(
        ["git", "-C", str(repo.bare), "rev-parse", "--verify", "--quiet", f"{ref}^{{commit}}"],
        capture_output=True,
        text=True,
        check=False,
    )
    return proc.stdout.strip() or None


def file_at(repo: RepoState, ref: str, path: str) -> bytes | None:
    proc = subprocess.run(
        ["git", "-C", str(repo.bare), "cat-file", "blob", f"{ref}:{path}"], capture_output=True, check=False
    )
    return proc.stdout if proc.returncode == 0 else None


def object_type(repo: RepoState, ref: str, path: str) -> str:
    """``blob``, ``tree``, or empty when ``path`` does not exist at ``ref``."""
    return subprocess.run(
        ["git", "-C", str(repo.bare), "cat-file", "-t", f"{ref}:{path}"],
        capture_output=True,
        text=True,
        check=False,
    ).stdout.strip()


def commit_info(repo: RepoState, sha: str) -> dict[str, Any]:
    fields = git(repo, "show", "-s", "--format=%T%n%P%n%an%n%ae%n%aI%n%s%n%cI", sha).split("\n")
    return {
        "tree": fields[0],
        "parents": fields[1].split(),
        "author": fields[2],
        "email": fields[3],
        "date": fields[4],
        "message": fields[5],
        "committed": fields[6],
    }


ACTIVITY_LOG = "fake-github-activity.log"
ZERO = "0" * 40
# Every ref update of the bare repository, however it came (a runner's push, the API's own update-ref), with the
# second it was committed: what GitHub keeps as the repository's activity.
_ACTIVITY_HOOK = """#!/bin/sh
[ "$1" = committed ] || {{ cat > /dev/null; exit 0; }}
now=$(date -u +%s)
while read -r old new ref; do
  case "$ref" in refs/heads/*) echo "$now $old $new $ref" >> {log} ;; esac
done
"""


def record_activity(repo: RepoState) -> None:
    hook = repo.bare / "hooks" / "reference-transaction"
    hook.parent.mkdir(exist_ok=True)
    hook.write_text(_ACTIVITY_HOOK.format(log=shlex.quote(str(repo.bare / ACTIVITY_LOG))), encoding="utf-8")
    hook.chmod(0o755)


def activity(repo: RepoState) -> list[tuple[datetime, str, str, str]]:
    """(when, before, after, ref) of each branch update, oldest first."""
    log = Path(repo.bare / ACTIVITY_LOG)
    if not log.exists():
        return []
    rows = []
    for line in log.read_text(encoding="utf-8").splitlines():
        when, before, after, ref = line.split(" ", 3)
        rows.append((datetime.fromtimestamp(int(when), UTC), before, after, ref))
    return rows
