"""Commit what a stage produced to the run's branch, as the bot identity: the files its StageSpec owns beside the
run directory and, in the run directory, its own files (``StageSpec.run_files``, this attempt's folder and its report:
``tilebot.core.rundir.writer``) and those no stage claims; nothing else.

Every job starts from a fresh checkout of the branch, so what a later stage (or a repeat attempt) needs from
this one must be committed here, whatever the target's ``.gitignore`` says: TileGym's own ignores ``build/``,
``*.so`` and ``*.log``, which would leave D's build (``<run dir>/build/``) and the attempts' logs behind.

A change anywhere else is not committed: a new file is listed in the result (``not_committed``); an edited or
deleted tracked file is put back and fails the ``owned files`` validator, since a stage that edits what judges it
must not pass. That covers the op's reference and tests beside the run directory, and in it the files of other
stages: A's analysis (what D and E test and time), B's IR (what C diffs), E's timings (what a retried E keeps), the
bot's request. The port's code runs in D's and E's jobs, and B's kernel in B's: each could otherwise rewrite them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import PurePosixPath

from tilebot.core.owned_files import IGNORED_STATUS, ignored_outputs, matches
from tilebot.core.rundir import ATTEMPTS, RELATIVE, check_job_writes, writer
from tilebot.core.stages import Phase, Stage
from tilebot.runner.gitops import BOT_EMAIL, BOT_NAME, Git

__all__ = ["BOT_EMAIL", "BOT_NAME", "JobFiles", "Outputs", "commit_outputs", "owned", "survey"]


@dataclass(frozen=True)
class JobFiles:
    """Whose files a job commits: its stage's, its attempt's, and for a check job only those that job writes."""

    stage: Stage
    attempt: int
    phase: Phase = "all"


@dataclass
class Outputs:
    commit: str | None = None  # None when nothing changed
    committed: list[str] = field(default_factory=list)
    # new files outside the stage's paths (another stage's in the run directory too), and symbolic links anywhere:
    # left out
    untracked_outside: list[str] = field(default_factory=list)
    edited_outside: list[str] = field(default_factory=list)  # tracked files outside: restored, a violation


def owned(path: str, run_dir: str, patterns: tuple[str, ...], job: JobFiles) -> bool:
    """``path`` (repository-relative) is one of the job's files: in the run directory its own attempt's, its stage's
    (for a check job only those that job writes) and those no stage claims; beside it the stage's ``patterns``."""
    if not PurePosixPath(path).is_relative_to(run_dir):
        return job.phase != "check" and matches(path, patterns)
    relative = PurePosixPath(path).relative_to(run_dir)
    if relative.parts[:1] == (ATTEMPTS,):  # another attempt's result is no job's to write: the next one reads it
        return relative.is_relative_to(RELATIVE.attempt(job.stage, job.attempt))
    if job.phase == "check":
        return check_job_writes(job.stage, relative.as_posix())
    return writer(relative.as_posix()) in (job.stage, None)


def survey(git: Git, run_dir: str, patterns: tuple[str, ...], job: JobFiles) -> Outputs:
    """Sort the work tree's changes against HEAD into what the job may commit and what it may not (edits put
    back in the work tree).

    ``git`` is a push job's own git directory over the checkout (``publish_repo``), or in a local run the
    checkout's own, where the stage's code may also have staged files.
    """
    outputs = Outputs()
    staged_new: list[str] = []  # new files the stage's code added to the index: unstaged, then like any new file
    outputs.committed += _ignored_outputs(git, run_dir, patterns, job)
    for status, path in _changes(git):
        if owned(path, run_dir, patterns, job):
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
    _leave_out_links(git, outputs)
    if outputs.edited_outside:
        git.run("checkout", "HEAD", "--", *outputs.edited_outside)
    return outputs


def _leave_out_links(git: Git, outputs: Outputs) -> None:
    """A stage's outputs are regular files. A symbolic link committed would be checked out by every later job, on
    other runners too, and a stage writing its outputs there would write through it, outside its checkout (or over
    the op's reference); so links are left out of the commit (and out of the index, where the stage's code put
    them in a local run)."""
    links = [path for path in outputs.committed if (git.repo / path).is_symlink()]
    if links:
        outputs.committed = [path for path in outputs.committed if path not in links]
        outputs.untracked_outside += links
        git.run("reset", "--quiet", "--", *links)


def commit_outputs(git: Git, outputs: Outputs, message: str) -> str | None:
    """Commit the paths ``survey`` allowed (as they are now); the new commit, or None when nothing changed."""
    if outputs.committed:
        # -f: the stage's outputs the target's .gitignore hides (survey listed only its own paths)
        git.run("add", "-A", "-f", "--", *outputs.committed)
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


def _ignored_outputs(git: Git, run_dir: str, patterns: tuple[str, ...], job: JobFiles) -> list[str]:
    """The stage's files that a ``.gitignore`` hides. Only the run directory and the stage's paths are walked, not
    every ignored tree (a virtualenv, cargo's target/) of the checkout."""
    listed = ignored_outputs(git.run(*IGNORED_STATUS, "--", run_dir, *patterns).stdout)
    return [path for path in listed if owned(path, run_dir, patterns, job)]
