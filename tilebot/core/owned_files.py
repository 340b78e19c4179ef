"""Which files a stage's job commits beyond what git tracks: the rule the runner's commit (``runner/git_commit.py``)
and the local executor's clean-up before each job (``bot/executor/local.py``) must share, so that what a killed job
left is exactly what the next job would otherwise commit."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import PurePosixPath

# `git status` arguments listing, NUL-separated, the ignored files under the paths that follow `--`
IGNORED_STATUS = (
    "status", "--porcelain=v1", "-z", "--untracked-files=all", "--ignored=traditional", "--no-renames",
    "--ignore-submodules=all",
)  # fmt: skip


def matches(path: str, patterns: Sequence[str]) -> bool:
    """``path`` matches one of ``patterns`` part for part: a ``*`` never crosses a ``/``. The agents' write
    allowlist uses this rule too, so that what an agent may write is what its stage commits."""
    p = PurePosixPath(path)
    return any(len(p.parts) == len(PurePosixPath(pat).parts) and p.match(pat) for pat in patterns)


def ignored_outputs(status: str) -> list[str]:
    """The ignored files in ``git status`` output of :data:`IGNORED_STATUS`, but for bytecode caches (a by-product of
    importing, never an output)."""
    ignored = [entry[3:] for entry in status.split("\0") if entry.startswith("!! ")]
    return [path for path in ignored if "__pycache__" not in PurePosixPath(path).parts]
