"""Runs stage jobs as local subprocesses of the runner entry, one at a time.

Each job runs ``python -m tilebot.runner.job`` in the run's worktree, in its
own process group so that a timeout kills the whole tree. A job that times
out, crashes, or leaves no sound ``stage_result.json`` comes back as
BLOCKED/env: the run stops with the reason instead of hanging or guessing.

A job writes its result, then commits it with the stage's files: a result is
taken only once it is on the run's branch, or when the job ended as it means
to (a refused job, or one its commit failed, writes a BLOCKED/env it does not
commit). A build job's hand-off file follows the same rule: its check job runs
only after a build that exited 0 and committed it.

A job's commit takes every change under the run directory, so what a job killed
(at its timeout, by Ctrl-C, with a killed ``tilebot``) wrote but did not commit
would reach the branch as the next job's. Each job therefore starts from the
worktree put back to its branch, as a job on GitHub starts from a fresh
checkout, and a job that did not end as it means to is cleaned up after at once.
A git command killed with its job (in the job's commit) leaves its locks behind
(the worktree's index and HEAD, its branch's, ...), which every later git command
that needs them refuses: putting the worktree back removes those locks once
nothing can be holding them.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections import deque
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from tilebot.bot.executor import StageJob
from tilebot.bot.executor.job_process import run_job
from tilebot.bot.forge.local import REPORT_DIR_REF, WORKTREE_REF, git
from tilebot.bot.local_repo import CheckoutError, worktree_paths
from tilebot.bot.pr_report import StageReports, collect_reports
from tilebot.bot.store import Attempt, Run
from tilebot.core.errors import GitError
from tilebot.core.owned_files import IGNORED_STATUS, ignored_outputs, matches
from tilebot.core.result import RESULT_FILE, StageResult, accept_result, blocked_env
from tilebot.core.rundir import RunDir
from tilebot.core.stages import SPECS, Phase, job_phases
from tilebot.core.workflow import OPTIONS_VAR

# The runner entry's exits after writing its final result: done (committed, or BLOCKED/env saying why not), and
# refused (tilebot.runner.job.EXIT_REFUSED: BLOCKED/env, nothing run or committed).
_FINAL_EXITS = (0, 3)


@dataclass(frozen=True)
class _Queued:
    job: StageJob
    recovering: bool


class LocalExecutor:
    def __init__(
        self,
        *,
        env: Mapping[str, str] | None = None,
        on_start: Callable[[StageJob, Path], None] | None = None,
        on_finish: Callable[[StageJob, StageResult], None] | None = None,
    ) -> None:
        self.env = dict(os.environ if env is None else env)
        self.on_start = on_start
        self.on_finish = on_finish
        self._queue: deque[_Queued] = deque()
        # Descriptors each job holds open: the run's lock, so that a job orphaned by a killed `tilebot` keeps its
        # run from being driven again until it ends.
        self.held_fds: tuple[int, ...] = ()

    def dispatch(self, job: StageJob) -> str | None:
        self._queue.append(_Queued(job, recovering=False))
        return None  # a local job needs no handle: its result file is where the attempt says

    def recover(self, job: StageJob) -> None:
        self._queue.append(_Queued(job, recovering=True))

    def cancel(self, run: Run, open_attempts: Sequence[Attempt]) -> None:
        self._queue = deque(q for q in self._queue if q.job.run.id != run.id)

    def drain(self, on_result: Callable[[StageResult, StageReports], object]) -> int:
        """Run queued jobs until none is left (each result may queue the next), each result handed on with what
        its report files say, as the GitHub executor hands on its artifact's. Returns how many ran."""
        count = 0
        while self._queue:
            queued = self._queue.popleft()
            result = self.execute(queued.job, reuse_result=queued.recovering)
            count += 1
            if self.on_finish:
                self.on_finish(queued.job, result)
            on_result(result, _reports(queued.job, result))
        return count

    def execute(self, job: StageJob, *, reuse_result: bool = False) -> StageResult:
        run = job.run
        worktree = Path(run.forge_refs[WORKTREE_REF])
        result_path = RunDir(worktree / job.run_dir).result(job.stage, job.attempt)
        if reuse_result and _committed(worktree, result_path):
            # The job finished before the orchestrator died: take its result rather than run it twice. One written
            # but not committed (the job killed in between) is run again: its stage's files are not on the branch.
            return accept_result(result_path.read_bytes(), run.id, job.stage, job.attempt, source=str(result_path))
        log_path = Path(run.forge_refs[REPORT_DIR_REF]) / "logs" / f"{job.stage.value}-{job.attempt}.log"
        log_path.parent.mkdir(parents=True, exist_ok=True)
        log_path.unlink(missing_ok=True)
        restore_failed = _restore_branch(worktree, job, log_path)
        if restore_failed:
            return blocked_env(run.id, job.stage, job.attempt, f"{job.name} did not start: {restore_failed}")
        result_path.unlink(missing_ok=True)
        handoff = RunDir(worktree / job.run_dir).handoff(job.stage, job.attempt)
        handoff.unlink(missing_ok=True)

        def not_taken(reason: str) -> StageResult:
            """The job did not end as it means to: BLOCKED/env, and nothing it left uncommitted stays for the next
            job's commit (its result and hand-off file included)."""
            restore_failed = _restore_branch(worktree, job, log_path)
            said = f"{reason}; {restore_failed}" if restore_failed else reason
            return blocked_env(run.id, job.stage, job.attempt, said)

        if self.on_start:
            self.on_start(job, log_path)
        started = time.monotonic()
        # The jobs GitHub would run for this attempt, one after the other: a stage that builds on a CPU runner
        # hands its build over (a commit and a hand-off file, no result) to its check job.
        for phase in job_phases(job.stage):
            left = job.timeout_s - (time.monotonic() - started)
            code = self._run(job, phase, worktree, log_path, timeout=max(left, 1.0))
            if code is None:
                return not_taken(
                    f"{job.name} timed out after {job.timeout_s} s (killed); log: {log_path}. A run keeps the "
                    f"timeouts it started with: raise timeouts.{job.stage.value} in .tilebot.toml and start a new run",
                )
            if result_path.exists() or not handoff.exists():
                break
            # The same rule as a result's: the check goes on only from a build that ended as it means to, on the branch.
            committed = _committed(worktree, handoff)
            if code != 0 or not committed:
                when = "after committing" if committed else "after writing, before committing,"
                return not_taken(
                    f"{job.name}'s build job exited {code} {when} its {handoff.name} (killed?), so its check did not "
                    f"run; log: {log_path}. `tilebot resume` runs the stage again",
                )
        if not result_path.exists():
            tail = log_path.read_text(encoding="utf-8", errors="replace")[-300:]
            return not_taken(
                f"{job.name} exited {code} after {time.monotonic() - started:.1f} s without {RESULT_FILE}: {tail}"
            )
        if code not in _FINAL_EXITS and not _committed(worktree, result_path):
            return not_taken(
                f"{job.name} exited {code} after writing its {RESULT_FILE} but before committing it and its stage's "
                f"files (killed?); log: {log_path}. `tilebot resume` runs the stage again",
            )
        return accept_result(result_path.read_bytes(), run.id, job.stage, job.attempt, source=str(result_path))

    def _run(self, job: StageJob, phase: Phase, worktree: Path, log_path: Path, *, timeout: float) -> int | None:
        """One job of the runner entry in its own process group; its exit code, or None when it was killed."""
        run = job.run
        command = [sys.executable, "-m", "tilebot.runner.job", "--stage", job.stage.value, "--op", run.op]
        command += ["--run-id", run.id, "--attempt", str(job.attempt), "--run-dir", job.run_dir, "--commit"]
        command += ["--phase", phase] if phase != "all" else []
        with log_path.open("ab") as log:
            env = self.env | {OPTIONS_VAR: json.dumps(run.options, sort_keys=True)}
            return run_job(command, cwd=worktree, env=env, log=log, pass_fds=self.held_fds, timeout=timeout)


def _restore_branch(worktree: Path, job: StageJob, log_path: Path) -> str | None:
    """Put the worktree back to its HEAD commit, so that nothing a job left uncommitted reaches the branch with the
    next job's commit: edits to tracked files undone, new files removed, and of the files a ``.gitignore`` hides
    those the job's commit force-adds: under the run directory (a build under ``build/``, logs) and the stage's own
    files beside it. Other ignored files (a virtualenv, the target's build trees, bytecode caches) stay: no job
    commits them. Locks a killed git left go first, said in the job's log. What went wrong, if anything."""
    locks = None
    try:
        locks = _clear_stale_locks(worktree, job.run.branch)
        if locks:
            with log_path.open("a", encoding="utf-8") as log:
                log.write(f"tilebot: {locks}\n")
        git(worktree, "reset", "--hard", "--quiet", "HEAD")
        git(worktree, "clean", "-d", "--force", "--quiet")
        git(worktree, "clean", "-d", "--force", "--quiet", "-X", "--", job.run_dir)
        owned = SPECS[job.stage].owned_paths(rust_ops_dir=job.run.run_config.layout.rust_ops_dir, op=job.run.op)
        for path in _ignored_owned_files(worktree, owned):
            (worktree / path).unlink(missing_ok=True)
    except (GitError, CheckoutError, OSError) as exc:
        return f"could not put the worktree back to its branch: {f'{locks}; ' if locks else ''}{exc}"
    return None


def _ignored_owned_files(worktree: Path, patterns: tuple[str, ...]) -> list[str]:
    """The files a stage owns beside the run directory (``patterns``) that a ``.gitignore`` hides, which its job's
    commit force-adds (``tilebot.runner.git_commit``, by the same rule: ``tilebot.core.owned_files``)."""
    if not patterns:
        return []
    listed = ignored_outputs(git(worktree, *IGNORED_STATUS, "--", *patterns))
    return [path for path in listed if matches(path, patterns)]


def _clear_stale_locks(worktree: Path, branch: str) -> str | None:
    """Remove the locks a git command killed in the worktree left; what was done, or None (no lock).

    git takes a lock with O_EXCL and removes it when it ends; killed (with its job, at a timeout or with a killed
    ``tilebot``), it leaves it, and every later command that needs it fails. The worktree's own, under
    ``.git/worktrees/<name>/``: ``index.lock`` and ``HEAD.lock`` (a commit), ``ORIG_HEAD.lock`` (a reset; a merge
    fails on it). The repository's, in the common git directory: the run's branch's ``refs/heads/<branch>.lock`` (a
    commit), ``packed-refs.lock`` and the ``packed-refs.new`` written under it (a ref deletion, or ``git gc``, which a
    commit may start; a branch deletion fails on them). A reftable repository (git 2.45 and later) locks a whole
    stack instead, with its ``reftable/tables.list.lock``: the worktree's (HEAD) and the common one (the branches).
    The rest of what a commit's ``git maintenance run --auto`` (and the ``git gc`` it runs) locks, on which the next
    one fails or is skipped without a word: ``objects/maintenance.lock``, ``gc.pid.lock``, the reflogs it expires
    (this worktree's ``logs/HEAD.lock``, the run's branch's ``logs/refs/heads/<branch>.lock``), the commit-graph
    it writes (``objects/info/commit-graph.lock``, or ``objects/info/commit-graphs/commit-graph-chain.lock`` split),
    the multi-pack index an incremental strategy's repack writes (``objects/pack/multi-pack-index.lock``), and in a
    shallow clone ``shallow.lock`` (its prune; a fetch); and ``config.lock`` (``git config``; a branch deletion drops
    the branch's section) with the worktree's ``config.worktree.lock`` (``git config --worktree``). Other branches'
    locks and the main checkout's HEAD lock are the user's. A lock is taken for stale only

    - in a linked worktree (tilebot's run worktree); the main checkout's are the user's, never touched; of the branch
      locks only the run's own branch's;
    - when no process works in the worktree (``/proc``: no current directory in it or its git directory) and no git
      was told to work on it (``GIT_DIR``, ``GIT_INDEX_FILE``, ``--git-dir``, ...): git works from the top of the work
      tree it writes, unless told where its repository is for a command that needs no work tree (``read-tree``).
      No stage job of the run runs: the executor runs one at a time, and each holds the run's lock this ``tilebot``
      holds;
    - for every lock but the index's, when also no git runs on the repository: a git elsewhere may lock them while no
      process is in the worktree (``git gc`` packs refs and expires this worktree's HEAD log, ``git update-ref`` moves
      any branch from any checkout, ``git config`` writes the shared config). A git told of another repository does
      not count.

    No new holder can appear meanwhile: git cannot take a lock that exists. Where ``/proc`` cannot tell (not Linux),
    the locks are kept and the message says so."""
    private = _git_path(worktree, "--git-dir")
    common = _git_path(worktree, "--git-common-dir")
    index_lock = private / "index.lock"
    objects = common / "objects"
    repository_locks = (
        private / "HEAD.lock",
        private / "ORIG_HEAD.lock",
        private / "logs" / "HEAD.lock",
        private / "reftable" / "tables.list.lock",
        private / "config.worktree.lock",
        common / "refs" / "heads" / f"{branch}.lock",
        common / "logs" / "refs" / "heads" / f"{branch}.lock",
        common / "packed-refs.lock",
        common / "packed-refs.new",  # written, under that lock, with O_EXCL too
        common / "reftable" / "tables.list.lock",
        common / "config.lock",
        common / "shallow.lock",
        common / "gc.pid.lock",
        objects / "maintenance.lock",
        objects / "info" / "commit-graph.lock",
        objects / "info" / "commit-graphs" / "commit-graph-chain.lock",
        objects / "pack" / "multi-pack-index.lock",
    )
    found = [lock for lock in (index_lock, *repository_locks) if lock.exists()]
    if not found:
        return None
    if private == common:
        return f"kept {_listed(found)}: the main checkout's, not a worktree of tilebot's"
    processes = _live_processes()
    if processes is None:
        return f"kept {_listed(found)}: without /proc there is no telling whether a git holds them"
    this_worktree = (worktree.resolve(), private.resolve())
    busy = _working_in(processes, this_worktree)
    if busy:
        where = f"{', '.join(busy)} still in {worktree}"
        return f"kept {_listed(found)}: {where} (a git there may hold them); resume once none is"
    gits = _gits_on_repository(processes, worktree, common)
    told_of_it = [on_it for on_it in gits if on_it.names(this_worktree)]
    if told_of_it:
        return f"kept {_listed(found)}: {_listed(told_of_it)} (may hold them); resume once none is"
    held = [lock for lock in found if gits and lock != index_lock]
    stale = [lock for lock in found if lock not in held]
    for lock in stale:
        lock.unlink(missing_ok=True)
    said: list[str] = []
    if stale:
        said.append(f"removed {_listed(stale)}, left by a killed git command (none that may hold them runs now)")
    if held:
        said.append(f"kept {_listed(held)}: {_listed(gits)} on the repository (may hold them); resume once none is")
    return "; ".join(said)


def _git_path(worktree: Path, which: str) -> Path:
    return Path(git(worktree, "rev-parse", "--path-format=absolute", which))


def _listed(items: Sequence[object]) -> str:
    return ", ".join(map(str, items))


@dataclass(frozen=True)
class _Process:
    pid: int
    name: str
    cwd: Path

    def __str__(self) -> str:
        return f"pid {self.pid} ({self.name})"


def _live_processes() -> list[_Process] | None:
    """Each live process whose current directory can be read, None without ``/proc``. Left out: this process and
    those that started it (a shell in the worktree runs ``tilebot resume`` and waits for it), unless one is git (a
    hook, run with git's lock held). Another user's processes cannot be read, and their git cannot write this
    user's repository."""
    proc = Path("/proc")
    if not (proc / "self" / "cwd").exists():
        return None
    spared = {pid for pid, name in _lineage() if name != "git"}
    found = []
    for entry in proc.iterdir():
        if not entry.name.isdigit() or int(entry.name) in spared:
            continue
        try:
            found.append(_Process(int(entry.name), _stat(int(entry.name))[0], Path(os.readlink(entry / "cwd"))))
        except (OSError, ValueError):
            continue  # gone meanwhile, a zombie, or another user's
    return found


def _working_in(processes: Sequence[_Process], directories: Sequence[Path]) -> list[str]:
    """``pid N (name)`` of each process whose current directory is in one of ``directories``."""
    return [str(p) for p in processes if _inside(p.cwd, directories)]


def _inside(path: Path, directories: Sequence[Path]) -> bool:
    return any(path.is_relative_to(d) for d in directories)


@dataclass(frozen=True)
class _GitOnRepository:
    """A git that may work on the repository, and what it was told to work on: the real paths of its git directory,
    index or work tree (empty: told nothing, it works on the repository it is in), or None where one cannot be
    placed."""

    process: _Process
    places: tuple[Path, ...] | None

    def names(self, directories: Sequence[Path]) -> bool:
        """It was told to work in one of ``directories``, or on something that cannot be placed."""
        return self.places is None or any(_inside(place, directories) for place in self.places)

    def __str__(self) -> str:
        where = f"{self.process} in {self.process.cwd}"
        if self.places is None:
            return f"{where}, given a path that cannot be placed"
        return f"{where}, given {_listed(self.places)}" if self.places else where


def _gits_on_repository(processes: Sequence[_Process], worktree: Path, common: Path) -> list[_GitOnRepository]:
    """Each git that may work on the repository: one in its git directory or one of its checkouts (git runs from the
    top of the one it works in), or one told where to work (``GIT_DIR``, ``--git-dir``, ...) that names a place in
    them or one that cannot be placed. A git told of another repository, from elsewhere, works on that one."""
    directories = [common.resolve(), *worktree_paths(worktree)]
    found = []
    for p in processes:
        if p.name == "git" or p.name.startswith("git-"):
            places = _told_places(p)
            on_it = _GitOnRepository(p, places)
            if _inside(p.cwd, directories) or on_it.names(directories):
                found.append(on_it)
    return found


# What tells git where its repository, index and work tree are, besides its current directory.
_TELLING_VARIABLES = frozenset({b"GIT_DIR", b"GIT_COMMON_DIR", b"GIT_INDEX_FILE", b"GIT_WORK_TREE"})
_TELLING_OPTIONS = frozenset({b"--git-dir", b"--work-tree"})
# git's own options (before its command) whose value is the next argument.
_OPTIONS_WITH_VALUE = frozenset({b"-C", b"-c", b"--git-dir", b"--work-tree", b"--namespace", b"--super-prefix"})


def _told_places(process: _Process) -> tuple[Path, ...] | None:
    """The real paths a git process was told to work on, from its environment and its own options, with where a
    ``.git`` file or a worktree's ``commondir`` leads; () where it was told none (or is gone); None where one cannot
    be placed. A relative path is taken from the git's current directory: git reads it there, and after moves only
    from inside a work tree up to its top, which a path without ``..`` does not leave (one with ``..`` may)."""
    try:
        environ = Path(f"/proc/{process.pid}/environ").read_bytes().split(b"\0")
        argv = Path(f"/proc/{process.pid}/cmdline").read_bytes().split(b"\0")
    except OSError:
        return ()  # gone meanwhile: it holds nothing
    told = [value for name, _, value in (v.partition(b"=") for v in environ) if name in _TELLING_VARIABLES]
    told += _telling_options(argv[1:])
    places: list[Path] = []
    for value in map(os.fsdecode, told):
        if not os.path.isabs(value) and ".." in Path(value).parts:
            return None
        try:
            place = (process.cwd / value).resolve()
            places += [place, *_leads_to(place)]
        except (OSError, ValueError, RuntimeError):  # unreadable, not text, a loop of links
            return None
    return tuple(places)


def _telling_options(args: Sequence[bytes]) -> list[bytes]:
    """The values of ``--git-dir`` and ``--work-tree`` among git's own options, which come before its command."""
    told, index = [], 0
    while index < len(args) and args[index].startswith(b"-"):
        option, equals, value = args[index].partition(b"=")
        if option in _OPTIONS_WITH_VALUE and not equals:
            index += 1
            value = args[index] if index < len(args) else b""
        if option in _TELLING_OPTIONS:
            told.append(value)
        index += 1
    return told


def _leads_to(place: Path) -> list[Path]:
    """Where a git directory given as a ``.git`` file points, and a linked worktree's git directory's common one."""
    found = []
    if place.is_file():
        text = place.read_text(encoding="utf-8")
        if not text.startswith("gitdir: "):
            return []
        place = (place.parent / text.removeprefix("gitdir: ").strip()).resolve()
        found.append(place)
    commondir = place / "commondir"
    if commondir.is_file():
        found.append((place / commondir.read_text(encoding="utf-8").strip()).resolve())
    return found


def _lineage() -> list[tuple[int, str]]:
    """(pid, name) of this process and of each one above it."""
    lineage, pid = [], os.getpid()
    while pid > 0:
        try:
            name, parent = _stat(pid)
        except (OSError, ValueError):
            break
        lineage.append((pid, name))
        pid = parent
    return lineage


def _stat(pid: int) -> tuple[str, int]:
    """A process's name and its parent's pid, from ``/proc/<pid>/stat`` (the name in parentheses may hold any
    character: the fields after it follow its last ``)``)."""
    text = Path(f"/proc/{pid}/stat").read_text(encoding="utf-8", errors="replace")
    name = text[text.index("(") + 1 : text.rindex(")")]
    return name, int(text.rpartition(")")[2].split()[1])


def _committed(worktree: Path, path: Path) -> bool:
    """``path`` is in the worktree's HEAD commit, and its working copy is that commit's."""
    relative = path.relative_to(worktree).as_posix()

    def git(*args: str) -> int:
        return subprocess.run(["git", "-C", str(worktree), *args], capture_output=True, timeout=60).returncode

    return (
        path.is_file()
        and git("cat-file", "-e", f"HEAD:{relative}") == 0
        and git("diff", "--quiet", "HEAD", "--", relative) == 0
    )


def _reports(job: StageJob, result: StageResult) -> StageReports:
    """The report files the result lists, as the job left them in the run's worktree (committed with it)."""
    run_dir = Path(job.run.forge_refs[WORKTREE_REF]) / job.run_dir

    def read(path: str) -> bytes | None:
        file = (run_dir / path).resolve()
        if not file.is_relative_to(run_dir.resolve()):  # a link out of the run directory: not the stage's report
            return None
        try:
            return file.read_bytes()
        except OSError:
            return None

    return collect_reports(result, read, run_dir=job.run_dir)
