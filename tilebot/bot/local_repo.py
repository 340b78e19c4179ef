"""Checks on the target checkout before a local run touches it: a git work tree, and what HEAD leaves out."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

from tilebot.core.config import CONFIG_FILE
from tilebot.core.errors import GitError, UsageError
from tilebot.core.versions import at_least, parse_version

# `git worktree list -z` (worktree_paths) is new in git 2.36; the runners' jobs need less (preflight's check_git)
LOCAL_GIT = (2, 36)


class CheckoutError(UsageError):
    """The repository cannot be ported as given; nothing was written."""


def _git(repo: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["git", "-C", str(repo), *args], capture_output=True, text=True, timeout=60, check=False)


def require_git() -> None:
    """git new enough for a local run, or an error saying how to get it (exit 3: the machine, not the command)."""
    fix = "install git ≥ 2.36 (Debian 12, Ubuntu 22.04 and later ship one)"
    try:
        proc = subprocess.run(["git", "--version"], capture_output=True, text=True, timeout=60, check=False)
    except FileNotFoundError:
        raise GitError(f"`git` not found on PATH: a local run works in a git work tree; fix: {fix}") from None
    found = parse_version(proc.stdout)
    if found is None or not at_least(found, LOCAL_GIT):
        said = proc.stdout.strip() or proc.stderr.strip()
        raise GitError(
            f"{said or 'git'} is too old: a local run lists its work trees with `git worktree list -z` "
            f"(git 2.36); fix: {fix}"
        )


def require_checkout(repo: Path) -> Path:
    """The top of the git work tree at ``repo``; a clear error (and nothing created) when there is none."""
    if not repo.is_dir():
        raise CheckoutError(f"--repo {repo}: no such directory")
    top = _git(repo, "rev-parse", "--show-toplevel")
    if top.returncode != 0:
        raise CheckoutError(
            f"--repo {repo} is not a git checkout: tilebot ports a commit onto a branch of the target repository "
            "(run `git init` and commit, or point --repo at a clone)"
        )
    if _git(repo, "rev-parse", "--verify", "--quiet", "HEAD^{commit}").returncode != 0:
        raise CheckoutError(f"--repo {repo} has no commit yet: tilebot ports HEAD, so commit the sources first")
    return Path(top.stdout.strip())


def uncommitted_edits(repo: Path) -> list[str]:
    """Tracked files whose working copy differs from HEAD (the run ports HEAD, so these edits would be left out),
    and the run's config file where only the working tree has it: a first ``.tilebot.toml`` not yet committed would
    leave the run on the defaults without a word. Other new files are no edit of what is ported."""
    proc = _git(repo, "status", "--porcelain", "--untracked-files=no")
    if proc.returncode != 0:
        raise CheckoutError(f"git status in {repo} failed: {proc.stderr.strip()}")
    new = _git(repo, "ls-files", "--others", "--", f":(top){CONFIG_FILE}")
    if new.returncode != 0:
        raise CheckoutError(f"git ls-files in {repo} failed: {new.stderr.strip()}")
    return [line[3:] for line in proc.stdout.splitlines() if line.strip()] + new.stdout.splitlines()


def dirty_refusal(repo: Path, edits: list[str]) -> str:
    shown = ", ".join(edits[:5]) + (f" and {len(edits) - 5} more" if len(edits) > 5 else "")
    return (
        f"{repo} has uncommitted edits ({shown}); tilebot ports HEAD, so they would not be in the port. "
        "Commit them, or pass --allow-dirty to port HEAD without them"
    )


def common_git_dir(repo: Path) -> Path:
    """The repository's git directory, shared by its linked worktrees (where ``.git`` is a file naming another)."""
    if not repo.is_dir():
        raise CheckoutError(f"--repo {repo}: no such directory")
    proc = _git(repo, "rev-parse", "--path-format=absolute", "--git-common-dir")
    if proc.returncode != 0:
        raise CheckoutError(f"--repo {repo} is not a git checkout ({proc.stderr.strip()})")
    return Path(proc.stdout.strip())


def head_files(repo: Path, directory: str) -> list[str]:
    """Paths HEAD holds under ``directory`` (repository-relative): what a run ports, not the working tree."""
    proc = _git(repo, "ls-tree", "-r", "--name-only", "-z", "HEAD", "--", directory)
    if proc.returncode != 0:
        raise CheckoutError(f"git ls-tree in {repo} failed: {proc.stderr.strip()}")
    return [p for p in proc.stdout.split("\0") if p]


def head_text(repo: Path, path: str) -> str | None:
    """A file as HEAD holds it, or None where HEAD has none."""
    proc = subprocess.run(
        ["git", "-C", str(repo), "show", f"HEAD:{path}"], capture_output=True, timeout=60, check=False
    )
    if proc.returncode != 0:
        return None
    try:
        return proc.stdout.decode()
    except UnicodeDecodeError as exc:
        raise CheckoutError(f"{path} at HEAD is not UTF-8 text: {exc}") from None


def differs_from_head(repo: Path, path: str) -> bool:
    """Whether the working tree's ``path`` (repository-relative) is not what HEAD holds: edited, staged or removed.
    False where git cannot tell (the caller only adds a note)."""
    return _git(repo, "diff", "--quiet", "HEAD", "--", f":(top){path}").returncode == 1


def worktree_paths(repo: Path) -> set[Path]:
    """The work trees git has registered for the repository (its main one and the linked ones)."""
    proc = _git(repo, "worktree", "list", "--porcelain", "-z")
    if proc.returncode != 0:
        raise CheckoutError(f"git worktree list in {repo} failed: {proc.stderr.strip()}")
    return {
        Path(field.removeprefix("worktree ")).resolve()
        for field in proc.stdout.split("\0")
        if field.startswith("worktree ")
    }


def branch_sha(repo: Path, branch: str) -> str | None:
    """The commit a local branch points at, or None where there is no such branch."""
    proc = _git(repo, "rev-parse", "--verify", "--quiet", f"refs/heads/{branch}^{{commit}}")
    return proc.stdout.strip() if proc.returncode == 0 else None


def remove_worktree(repo: Path, path: Path) -> None:
    """A linked work tree gone with git's record of it, in whatever state an interrupted `git worktree add` left it
    (locked while being made, its directory half written or not there)."""
    _git(repo, "worktree", "unlock", str(path))  # each may fail for what is already gone: the check below says
    _git(repo, "worktree", "remove", "--force", "--force", str(path))
    shutil.rmtree(path, ignore_errors=True)
    _git(repo, "worktree", "prune")
    if path.resolve() in worktree_paths(repo):
        raise CheckoutError(f"could not remove the work tree {path} of {repo}: `git worktree list` still has it")
