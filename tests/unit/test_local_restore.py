"""What a local job's start puts back in the run's worktree: the ignored files the job's commit would force-add, and
the index, HEAD and branch locks a killed git left, never one a live process may hold nor the main checkout's."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from tests.support.processes import wait_for
from tilebot.bot.executor.local import _clear_stale_locks, _ignored_owned_files
from tilebot.core.stages import SPECS, Stage
from tilebot.runner.git_commit import survey
from tilebot.runner.gitops import Git

RUST = "src/tilegym/ops/cutile_rs"
BRANCH = "tilebot/softmax-1"


def git(repo: Path, *args: str) -> str:
    who = ["-c", "user.name=t", "-c", "user.email=t@t"]
    return subprocess.run(["git", "-C", str(repo), *who, *args], capture_output=True, text=True, check=True).stdout


def repo_with_worktree(tmp_path: Path) -> tuple[Path, Path]:
    repo = tmp_path / "repo"
    repo.mkdir()
    git(repo, "init", "-q")
    (repo / ".gitignore").write_text(f"/{RUST}/\n__pycache__/\n")
    git(repo, "add", ".gitignore")
    git(repo, "commit", "-qm", "base")
    worktree = tmp_path / "worktree"
    git(repo, "worktree", "add", "-q", "-b", BRANCH, str(worktree))
    return repo, worktree


def git_dir(worktree: Path) -> Path:
    return Path(git(worktree, "rev-parse", "--path-format=absolute", "--git-dir").strip())


def held_in_its_ref_update(
    cwd: Path, tmp_path: Path, *args: str, env: dict[str, str] | None = None
) -> subprocess.Popen[bytes]:
    """A real git stopped while it holds its ref locks: its ``reference-transaction`` hook waits in "prepared", the
    state git runs it in once every ref the command moves is locked and written, before any is committed."""
    hooks = tmp_path / "hooks"
    hooks.mkdir(exist_ok=True)
    hook = hooks / "reference-transaction"
    hook.write_text('#!/bin/sh\n[ "$1" = prepared ] && exec sleep 300\nexit 0\n')
    hook.chmod(0o755)
    who = ["-c", "user.name=t", "-c", "user.email=t@t", "-c", f"core.hooksPath={hooks}"]
    return subprocess.Popen(
        ["git", *who, *args], cwd=cwd, env=os.environ | (env or {}), stdin=subprocess.DEVNULL, start_new_session=True
    )


def kill(process: subprocess.Popen[bytes]) -> None:
    os.killpg(process.pid, signal.SIGKILL)  # killed mid-command: its locks stay behind
    process.wait()


def test_a_jobs_start_cleans_exactly_the_ignored_files_its_commit_would_force_add(tmp_path: Path) -> None:
    """The bot may not import the runner, so the executor lists what the runner's commit force-adds by the same
    rule: a pattern's ``*`` never crosses a ``/``, and a bytecode cache is no output."""
    _, worktree = repo_with_worktree(tmp_path)
    patterns = SPECS[Stage.HOST_FFI].owned_paths(rust_ops_dir=RUST, op="softmax")
    owned = {f"{RUST}/softmax.py", f"{RUST}/cutile_kernels/src/lib.rs", f"{RUST}/softmax_kernel/ffi.rs"}
    others = {
        f"{RUST}/cutile_kernels/src/nested/deeper.rs",
        f"{RUST}/cutile_kernels/target/release/libcutile_kernels.so",
        f"{RUST}/__pycache__/softmax.cpython-311.pyc",
        f"{RUST}/softmax_kernel/kernel.rs",  # B's, not D's
    }
    for path in owned | others:
        (worktree / path).parent.mkdir(parents=True, exist_ok=True)
        (worktree / path).write_text("x\n")
    listed = set(_ignored_owned_files(worktree, patterns))
    assert listed == owned
    assert listed == set(survey(Git(worktree), "tilebot/softmax", patterns).committed)  # what the commit takes


def test_a_stale_index_lock_goes_only_where_no_process_works_in_the_run_worktree(tmp_path: Path) -> None:
    repo, worktree = repo_with_worktree(tmp_path)
    lock = git_dir(worktree) / "index.lock"
    lock.touch()
    there = subprocess.Popen(["sleep", "60"], cwd=worktree)  # it could be a git holding the lock
    try:
        kept = _clear_stale_locks(worktree, BRANCH)
        assert kept is not None and kept.startswith(f"kept {lock}: ") and f"pid {there.pid} (sleep)" in kept, kept
        assert lock.exists()
    finally:
        there.kill()
        there.wait()

    # `tilebot resume` typed in a shell in the worktree: the shell waits on it, and holds no lock
    code = (
        f"import pathlib, tilebot.bot.executor.local as x; print(x._clear_stale_locks(pathlib.Path.cwd(), {BRANCH!r}))"
    )
    shell = subprocess.run(
        ["sh", "-c", '"$0" -c "$1"; exit $?', sys.executable, code], cwd=worktree, capture_output=True, text=True
    )
    assert shell.stdout.startswith(f"removed {lock}, left by a git command killed"), shell.stdout + shell.stderr
    assert not lock.exists()

    main_locks = [repo / ".git" / "index.lock", repo / ".git" / "HEAD.lock"]
    for main_lock in main_locks:
        main_lock.touch()
    kept = _clear_stale_locks(repo, "main")
    assert kept == f"kept {main_locks[0]}, {main_locks[1]}: the main checkout's, not a worktree of tilebot's"
    assert all(main_lock.exists() for main_lock in main_locks)


def test_the_locks_a_git_killed_mid_commit_left_go_and_the_worktree_commits_again(tmp_path: Path) -> None:
    """A git killed while it moves the branch in a commit leaves the index lock, the worktree's HEAD lock and the
    branch's lock in the common git directory; only the index lock went, and the next commit failed on the others.
    Other branches' locks and the main checkout's HEAD lock are never the run's to take."""
    repo, worktree = repo_with_worktree(tmp_path)
    branch_lock = repo / ".git" / "refs" / "heads" / f"{BRANCH}.lock"
    locks = [git_dir(worktree) / "index.lock", git_dir(worktree) / "HEAD.lock", branch_lock]
    (worktree / ".gitignore").write_text("an edit for `git commit -a` to take\n")
    committing = held_in_its_ref_update(worktree, tmp_path, "commit", "-qam", "killed")
    try:
        wait_for(branch_lock.exists, what="git commit to lock its branch")
    finally:
        kill(committing)
    assert all(lock.exists() for lock in locks) and re.fullmatch("[0-9a-f]{40}\n", branch_lock.read_text())
    others = [repo / ".git" / "HEAD.lock", repo / ".git" / "refs" / "heads" / "other.lock"]
    for other in others:
        other.write_text(branch_lock.read_text())

    said = _clear_stale_locks(worktree, BRANCH)
    removed = ", ".join(map(str, locks))
    assert said == f"removed {removed}, left by a git command killed in the worktree (no process works there now)"
    assert not any(lock.exists() for lock in locks) and all(other.exists() for other in others)
    git(worktree, "commit", "-qam", "resumed")
    assert git(repo, "log", "-1", "--format=%s", BRANCH) == "resumed\n"


@pytest.mark.parametrize("where", ["main checkout", "elsewhere, GIT_DIR"])
def test_head_and_branch_locks_are_kept_while_a_git_runs_on_the_repository(tmp_path: Path, where: str) -> None:
    """No process in the run's worktree does not make its HEAD and branch locks stale: a git anywhere on the
    repository may hold them (`git update-ref` here; `git gc` packs refs and expires every worktree's HEAD log). The
    index lock is the worktree's alone."""
    repo, worktree = repo_with_worktree(tmp_path)
    index_lock, head_lock = git_dir(worktree) / "index.lock", git_dir(worktree) / "HEAD.lock"
    branch_lock = repo / ".git" / "refs" / "heads" / f"{BRANCH}.lock"
    cwd, env = (repo, None) if where == "main checkout" else (tmp_path, {"GIT_DIR": str(repo / ".git")})
    moving = held_in_its_ref_update(cwd, tmp_path, "update-ref", f"refs/heads/{BRANCH}", "HEAD", env=env)
    try:
        wait_for(branch_lock.exists, what="git update-ref to lock the branch")
        index_lock.touch()  # left by a git killed in the worktree
        head_lock.touch()
        said = _clear_stale_locks(worktree, BRANCH)
        assert said is not None and said.startswith(f"removed {index_lock}, left by a git command killed"), said
        assert f"; kept {head_lock}, {branch_lock}: pid {moving.pid} (git) in {cwd.resolve()} on the repository" in said
        assert not index_lock.exists() and head_lock.exists() and branch_lock.exists()
    finally:
        kill(moving)

    assert _clear_stale_locks(worktree, BRANCH) == (
        f"removed {head_lock}, {branch_lock}, left by a git command killed in the worktree (no process works there now)"
    )
    git(worktree, "commit", "-q", "--allow-empty", "-m", "resumed")
