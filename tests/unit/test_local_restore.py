"""What a local job's start puts back in the run's worktree: the ignored files the job's commit would force-add, and
an index lock a killed git left, never one a live process may hold nor the main checkout's."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from tilebot.bot.executor.local import _clear_stale_index_lock, _ignored_owned_files
from tilebot.core.stages import SPECS, Stage
from tilebot.runner.git_commit import survey
from tilebot.runner.gitops import Git

RUST = "src/tilegym/ops/cutile_rs"


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
    git(repo, "worktree", "add", "-q", "-b", "tilebot/softmax-1", str(worktree))
    return repo, worktree


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
    lock = Path(git(worktree, "rev-parse", "--path-format=absolute", "--git-dir").strip()) / "index.lock"
    lock.touch()
    there = subprocess.Popen(["sleep", "60"], cwd=worktree)  # it could be a git holding the lock
    try:
        kept = _clear_stale_index_lock(worktree)
        assert kept is not None and kept.startswith(f"kept {lock}: ") and f"pid {there.pid} (sleep)" in kept, kept
        assert lock.exists()
    finally:
        there.kill()
        there.wait()

    # `tilebot resume` typed in a shell in the worktree: the shell waits on it, and holds no lock
    code = "import pathlib, tilebot.bot.executor.local as x; print(x._clear_stale_index_lock(pathlib.Path.cwd()))"
    shell = subprocess.run(
        ["sh", "-c", '"$0" -c "$1"; exit $?', sys.executable, code], cwd=worktree, capture_output=True, text=True
    )
    assert shell.stdout.startswith(f"removed {lock}, left by a git command killed"), shell.stdout + shell.stderr
    assert not lock.exists()

    main_lock = repo / ".git" / "index.lock"
    main_lock.touch()
    kept = _clear_stale_index_lock(repo)
    assert kept == f"kept {main_lock}: it is a main checkout's, not a worktree of tilebot's" and main_lock.exists()
