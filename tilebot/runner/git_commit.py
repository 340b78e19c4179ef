"""Commit what a stage produced to the run's branch, as the bot identity: its run directory and the files its
StageSpec owns, nothing else.

Every job starts from a fresh checkout of the branch, so what a later stage (or a repeat attempt) needs from
this one must be committed here. A change anywhere else is not committed: a new file is listed in the result
(``not_committed``); an edited tracked file (the op's reference, its tests) is put back and fails the
``owned files`` validator, since a stage that edits what judges it must not pass.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import PurePosixPath

from tilebot.runner.gitops import BOT_EMAIL, BOT_NAME, Git

__all__ = ["BOT_EMAIL", "BOT_NAME", "Outputs", "commit_outputs", "owned", "survey"]


@dataclass
class Outputs:
    commit: str | None = None  # None when nothing changed
    committed: list[str] = field(default_factory=list)
    untracked_outside: list[str] = field(default_factory=list)  # new files outside the stage's paths: left out
    edited_outside: list[str] = field(default_factory=list)  # tracked files outside: restored, a violation


def owned(path: str, run_dir: str, patterns: tuple[str, ...]) -> bool:
    """``path`` (repository-relative) is under the run directory or matches one of the stage's owned files."""
    return PurePosixPath(path).is_relative_to(run_dir) or matches(path, patterns)


def matches(path: str, patterns: Sequence[str]) -> bool:
    """``path`` matches one of ``patterns`` part for part: a ``*`` never crosses a ``/``. The agents' write
    allowlist uses this rule too, so that what an agent may write is what its stage commits."""
    p = PurePosixPath(path)
    return any(len(p.parts) == len(PurePosixPath(pat).parts) and p.match(pat) for pat in patterns)


def survey(git: Git, run_dir: str, patterns: tuple[str, ...]) -> Outputs:
    """Sort the work tree's changes against HEAD into what the stage may commit and what it may not (edits put
    back in the work tree).

    ``git`` is a push job's own git directory over the checkout (``publish_repo``), or in a local run the
    checkout's own, where the stage's code may also have staged files.
    """
    outputs = Outputs()
    staged_new: list[str] = []  # new files the stage's code added to the index: unstaged, then like any new file
    for status, path in _changes(git):
        if owned(path, run_dir, patterns):
            outputs.committed.append(path)
        elif status == "??":
            outputs.untracked_outside.append(path)
        elif status.startswith("A"):
            outputs.untracked_outside.append(path)
            staged_new.append(path)
        else:
            outputs.edited_outside.append(path)
    if staged_new:
        git.run("rm", "--cached", "--quiet", "--", *staged_new)
    if outputs.edited_outside:
        git.run("checkout", "HEAD", "--", *outputs.edited_outside)
    return outputs


def commit_outputs(git: Git, outputs: Outputs, message: str) -> str | None:
    """Commit the paths ``survey`` allowed (as they are now); the new commit, or None when nothing changed."""
    if outputs.committed:
        git.run("add", "-A", "--", *outputs.committed)
    if outputs.committed and git.out("diff", "--cached", "--name-only"):
        git.run("commit", "--quiet", "--no-verify", "-m", message)
        outputs.commit = git.out("rev-parse", "HEAD")
    return outputs.commit


def _changes(git: Git) -> list[tuple[str, str]]:
    """(porcelain status, path) of every change in the work tree that .gitignore does not hide."""
    # --ignore-submodules: a submodule's directory is the stage's (its own git config could run a filter)
    raw = git.run(
        "status", "--porcelain=v1", "-z", "--untracked-files=all", "--no-renames", "--ignore-submodules=all"
    ).stdout
    entries = [e for e in raw.split("\0") if e]
    return [(e[:2], e[3:]) for e in entries]
