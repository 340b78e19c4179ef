"""What a local job's start puts back in the run's worktree: the ignored files the job's commit would force-add, and
the locks a killed git left (index, HEAD, ORIG_HEAD, the branch's, packed-refs, reftable's, and those of the maintenance
a commit starts: maintenance, gc, reflogs, commit-graph, multi-pack-index, shallow, config), never one a live git may
hold nor the main checkout's."""

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
from tilebot.runner.git_commit import JobFiles, survey
from tilebot.runner.gitops import Git

RUST = "src/tilegym/ops/cutile_rs"
BRANCH = "tilebot/softmax-1"
REMOVED = "left by a killed git command (none that may hold them runs now)"


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
    # what the commit takes
    committed = survey(Git(worktree), "tilebot/softmax", patterns, JobFiles(Stage.HOST_FFI, 1)).committed
    assert listed == set(committed)


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
    assert shell.stdout == f"removed {lock}, {REMOVED}\n", shell.stdout + shell.stderr
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
    assert said == f"removed {removed}, {REMOVED}"
    assert not any(lock.exists() for lock in locks) and all(other.exists() for other in others)
    git(worktree, "commit", "-qam", "resumed")
    assert git(repo, "log", "-1", "--format=%s", BRANCH) == "resumed\n"


@pytest.mark.parametrize("told", ["nothing, in the main checkout", "GIT_DIR", "--git-dir"])
def test_head_and_branch_locks_are_kept_while_a_git_runs_on_the_repository(tmp_path: Path, told: str) -> None:
    """No process in the run's worktree does not make its HEAD and branch locks stale: a git anywhere on the
    repository may hold them (`git update-ref` here; `git gc` packs refs and expires every worktree's HEAD log). The
    index lock is the worktree's alone."""
    repo, worktree = repo_with_worktree(tmp_path)
    index_lock, head_lock = git_dir(worktree) / "index.lock", git_dir(worktree) / "HEAD.lock"
    branch_lock = repo / ".git" / "refs" / "heads" / f"{BRANCH}.lock"
    common = (repo / ".git").resolve()
    cwd, env, options = {
        "nothing, in the main checkout": (repo, {}, []),
        "GIT_DIR": (tmp_path, {"GIT_DIR": str(common)}, []),
        "--git-dir": (tmp_path, {}, ["--git-dir", str(common)]),
    }[told]
    moving = held_in_its_ref_update(cwd, tmp_path, *options, "update-ref", f"refs/heads/{BRANCH}", "HEAD", env=env)
    try:
        wait_for(branch_lock.exists, what="git update-ref to lock the branch")
        index_lock.touch()  # left by a git killed in the worktree
        head_lock.touch()
        said = _clear_stale_locks(worktree, BRANCH)
        given = f", given {common}" if cwd != repo else ""
        kept = f"kept {head_lock}, {branch_lock}: pid {moving.pid} (git) in {cwd.resolve()}{given} on the repository"
        assert said == f"removed {index_lock}, {REMOVED}; {kept} (may hold them); resume once none is"
        assert not index_lock.exists() and head_lock.exists() and branch_lock.exists()
    finally:
        kill(moving)

    assert _clear_stale_locks(worktree, BRANCH) == f"removed {head_lock}, {branch_lock}, {REMOVED}"
    git(worktree, "commit", "-q", "--allow-empty", "-m", "resumed")


@pytest.mark.parametrize("told", ["GIT_DIR", "a relative GIT_DIR", "--git-dir"])
def test_a_git_told_of_another_repository_does_not_keep_the_locks(tmp_path: Path, told: str) -> None:
    """Any git started with GIT_DIR or --git-dir counted as one on the repository until it ended, wherever its
    repository was: a long-lived one (a credential cache daemon a push started, an editor's `git cat-file --batch`)
    kept a run's stale HEAD and branch locks, and every resume stopped on them."""
    repo, worktree = repo_with_worktree(tmp_path)
    other = tmp_path / "other"
    other.mkdir()
    git(other, "init", "-q")
    git(other, "commit", "-q", "--allow-empty", "-m", "another repository")
    cwd, env, options = {
        "GIT_DIR": (tmp_path, {"GIT_DIR": str(other / ".git")}, []),
        "a relative GIT_DIR": (other, {"GIT_DIR": ".git"}, []),
        "--git-dir": (tmp_path, {}, [f"--git-dir={other / '.git'}"]),
    }[told]
    locks = [git_dir(worktree) / "HEAD.lock", repo / ".git" / "refs" / "heads" / f"{BRANCH}.lock"]
    moving = held_in_its_ref_update(cwd, tmp_path, *options, "update-ref", "refs/heads/moved", "HEAD", env=env)
    try:
        wait_for((other / ".git" / "refs" / "heads" / "moved.lock").exists, what="git update-ref to lock its ref")
        for lock in locks:
            lock.touch()  # left by a git killed in the worktree
        assert _clear_stale_locks(worktree, BRANCH) == f"removed {locks[0]}, {locks[1]}, {REMOVED}"
    finally:
        kill(moving)


@pytest.mark.parametrize("told", ["GIT_DIR", "--git-dir", "GIT_INDEX_FILE", "a relative GIT_DIR with .."])
def test_the_index_lock_of_a_git_told_of_the_worktree_from_elsewhere_is_kept(tmp_path: Path, told: str) -> None:
    """Told where the worktree's git directory or index is, git writes the index from wherever it is with a command
    that needs no work tree (`read-tree`, `update-index --index-info`). No process being in the worktree, its
    index.lock was removed under it: its own write then failed, and another git could have taken the lock meanwhile.
    A relative path with `..` cannot be placed (git may have moved since it read it): such a git may be one too."""
    repo, worktree = repo_with_worktree(tmp_path)
    private = git_dir(worktree)
    index_lock = private / "index.lock"
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env, options = {
        "GIT_DIR": ({"GIT_DIR": str(private)}, []),
        "--git-dir": ({}, ["--git-dir", str(private)]),
        "GIT_INDEX_FILE": ({"GIT_DIR": str(repo / ".git"), "GIT_INDEX_FILE": str(private / "index")}, []),
        "a relative GIT_DIR with ..": ({"GIT_DIR": os.path.relpath(private, elsewhere)}, []),
    }[told]
    writing = subprocess.Popen(
        ["git", *options, "update-index", "--index-info"],
        cwd=elsewhere,
        env=os.environ | env,
        stdin=subprocess.PIPE,
        start_new_session=True,
    )
    try:
        wait_for(index_lock.exists, what="git update-index to lock the index")
        said = _clear_stale_locks(worktree, BRANCH)
        kept = f"kept {index_lock}: pid {writing.pid} (git) in {elsewhere.resolve()}, given "
        assert said is not None and said.startswith(kept) and said.endswith("; resume once none is"), said
        assert index_lock.exists()
    finally:
        writing.communicate(timeout=60)  # its input ends: it writes the index it locked
    assert writing.returncode == 0 and not index_lock.exists()


def test_orig_head_and_packed_refs_locks_a_killed_git_left_go(tmp_path: Path) -> None:
    """A reset killed while it saves ORIG_HEAD (tilebot's own, putting the worktree back) leaves the worktree's
    ORIG_HEAD.lock, on which every merge there fails; a ref deletion killed (or a `git gc`, which a job's commit may
    start) leaves packed-refs.lock and packed-refs.new, on which every later deletion fails, tilebot's of a run's branch
    included. Only the index, HEAD and branch locks were looked for: these stayed."""
    repo, worktree = repo_with_worktree(tmp_path)
    for branch in ("deleted", "another"):
        git(repo, "branch", branch)
    orig_head_lock = git_dir(worktree) / "ORIG_HEAD.lock"
    packed_refs = [repo / ".git" / "packed-refs.lock", repo / ".git" / "packed-refs.new"]  # the new one under the lock
    resetting = held_in_its_ref_update(worktree, tmp_path, "reset", "-q", "--hard", "HEAD")
    try:
        wait_for(orig_head_lock.exists, what="git reset to lock ORIG_HEAD")
    finally:
        kill(resetting)
    deleting = held_in_its_ref_update(repo, tmp_path, "branch", "-q", "-D", "deleted")
    try:
        wait_for(packed_refs[1].exists, what="git branch -D to write packed-refs")
    finally:
        kill(deleting)
    assert orig_head_lock.exists() and all(path.exists() for path in packed_refs)

    said = _clear_stale_locks(worktree, BRANCH)
    assert said == f"removed {orig_head_lock}, {packed_refs[0]}, {packed_refs[1]}, {REMOVED}"
    git(worktree, "merge", "-q", "--ff-only", "HEAD")
    git(repo, "branch", "-q", "-D", "another")


def test_the_locks_of_reftable_stacks_go_like_the_ref_locks(tmp_path: Path) -> None:
    """git 2.45 and later may keep the refs in reftable stacks, each locked whole by its ``tables.list.lock``: the
    worktree's (HEAD), under its git directory, and the common one (the branches); any ref update fails on a stale
    one. The git here (2.39) makes no reftable repository: the locks are made where git makes them
    (refs/reftable-backend.c, reftable/stack.c) and go or stay by the ref locks' rule."""
    repo, worktree = repo_with_worktree(tmp_path)
    locks = [git_dir(worktree) / "reftable" / "tables.list.lock", repo / ".git" / "reftable" / "tables.list.lock"]
    for lock in locks:
        lock.parent.mkdir()
        lock.touch()
    moving = held_in_its_ref_update(repo, tmp_path, "update-ref", "refs/heads/moved", "HEAD")
    try:
        wait_for((repo / ".git" / "refs" / "heads" / "moved.lock").exists, what="git update-ref to lock its ref")
        kept = f"kept {locks[0]}, {locks[1]}: pid {moving.pid} (git) in {repo.resolve()} on the repository"
        assert _clear_stale_locks(worktree, BRANCH) == f"{kept} (may hold them); resume once none is"
    finally:
        kill(moving)
    assert _clear_stale_locks(worktree, BRANCH) == f"removed {locks[0]}, {locks[1]}, {REMOVED}"


def test_the_locks_a_killed_maintenance_left_go_and_the_next_one_runs(tmp_path: Path) -> None:
    """A job's commit starts `git maintenance run --auto`, whose `git gc` packs the refs; killed with the job, it
    leaves objects/maintenance.lock beside packed-refs', and every later maintenance was skipped (without a word, where
    stderr is no terminal): the repository's loose objects were never packed again."""
    repo, worktree = repo_with_worktree(tmp_path)
    maintenance_lock = repo / ".git" / "objects" / "maintenance.lock"
    packed_refs = [repo / ".git" / "packed-refs.lock", repo / ".git" / "packed-refs.new"]
    gc = held_in_its_ref_update(worktree, tmp_path, "maintenance", "run", "--task=gc")
    try:
        wait_for(packed_refs[1].exists, what="git gc's pack-refs to write packed-refs")
    finally:
        kill(gc)
    assert maintenance_lock.exists()

    said = _clear_stale_locks(worktree, BRANCH)
    assert said == f"removed {packed_refs[0]}, {packed_refs[1]}, {maintenance_lock}, {REMOVED}"
    # (not gc again: the killed one's gc.pid is git's to judge, by its pid, which another process may have by now)
    again = subprocess.run(
        ["git", "maintenance", "run", "--task=commit-graph", "--no-quiet"], cwd=worktree, capture_output=True, text=True
    )
    assert again.returncode == 0 and "skipping maintenance" not in again.stderr, again.stderr
    assert (repo / ".git" / "objects" / "info" / "commit-graphs" / "commit-graph-chain").is_file()  # it ran


def _shallow(repo: Path) -> None:
    (repo / ".git" / "shallow").write_text(git(repo, "rev-parse", "HEAD"))  # a clone made with --depth


def _packed(repo: Path) -> None:
    git(repo, "repack", "-a", "-d", "-q")  # a multi-pack index indexes packs


def _worktree_config(repo: Path) -> None:
    git(repo, "config", "extensions.worktreeConfig", "true")  # each worktree may have a config of its own


# The lock as git names it (relative to the common git directory, or the worktree's: "worktree/"), what makes the
# repository need it, and a git command that fails on it.
GIT_LOCKS = {
    "config.lock": ("config.lock", None, ["config", "tilebot.test", "x"]),
    "config.worktree.lock": ("worktree/config.worktree.lock", _worktree_config, ["config", "--worktree", "t.t", "x"]),
    "multi-pack-index.lock": ("objects/pack/multi-pack-index.lock", _packed, ["multi-pack-index", "write"]),
    "shallow.lock": ("shallow.lock", _shallow, ["prune"]),
    "gc.pid.lock": ("gc.pid.lock", None, ["gc", "--quiet"]),
    "commit-graph.lock": ("objects/info/commit-graph.lock", None, ["commit-graph", "write", "--reachable"]),
    "commit-graph-chain.lock": (
        "objects/info/commit-graphs/commit-graph-chain.lock",
        None,
        ["commit-graph", "write", "--reachable", "--split"],
    ),
    "the worktree's HEAD log": ("worktree/logs/HEAD.lock", None, ["reflog", "expire", "--expire=now", "--all"]),
    "the branch's log": (f"logs/refs/heads/{BRANCH}.lock", None, ["reflog", "expire", "--expire=now", "--all"]),
}


@pytest.mark.parametrize("name", GIT_LOCKS)
def test_the_other_locks_of_the_maintenance_a_commit_starts_go_by_the_ref_locks_rule(tmp_path: Path, name: str) -> None:
    """What `git gc` (which a job's commit may start) and `git config` lock besides the refs: each made where git
    makes it, as a git killed while holding it leaves it (real git fails on it: "File exists"). Kept while a git runs
    on the repository (it may hold it), removed once none does; then the command runs again."""
    repo, worktree = repo_with_worktree(tmp_path)
    where, prepare, command = GIT_LOCKS[name]
    if prepare is not None:
        prepare(repo)
    private = where.startswith("worktree/")
    lock = (git_dir(worktree) if private else repo / ".git") / where.removeprefix("worktree/")
    lock.parent.mkdir(parents=True, exist_ok=True)
    lock.touch()
    failed = subprocess.run(["git", *command], cwd=worktree, capture_output=True, text=True)
    assert failed.returncode != 0 and "File exists" in failed.stderr, failed.stderr

    moving = held_in_its_ref_update(repo, tmp_path, "update-ref", "refs/heads/moved", "HEAD")
    try:
        wait_for((repo / ".git" / "refs" / "heads" / "moved.lock").exists, what="git update-ref to lock its ref")
        kept = f"kept {lock}: pid {moving.pid} (git) in {repo.resolve()} on the repository"
        assert _clear_stale_locks(worktree, BRANCH) == f"{kept} (may hold them); resume once none is"
        assert lock.exists()
    finally:
        kill(moving)
    assert _clear_stale_locks(worktree, BRANCH) == f"removed {lock}, {REMOVED}"
    subprocess.run(["git", *command], cwd=worktree, capture_output=True, text=True, check=True)
