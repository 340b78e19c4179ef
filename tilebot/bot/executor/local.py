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
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections import deque
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from tilebot.bot.executor import StageJob
from tilebot.bot.forge.local import REPORT_DIR_REF, WORKTREE_REF, git
from tilebot.bot.local_repo import GitError
from tilebot.bot.store import Attempt, Run
from tilebot.core.result import RESULT_FILE, StageResult, accept_result, blocked_env
from tilebot.core.rundir import RunDir
from tilebot.core.stages import Phase, job_phases
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

    def drain(self, on_result: Callable[[StageResult], object]) -> int:
        """Run queued jobs until none is left (each result may queue the next). Returns how many ran."""
        count = 0
        while self._queue:
            queued = self._queue.popleft()
            result = self.execute(queued.job, reuse_result=queued.recovering)
            count += 1
            if self.on_finish:
                self.on_finish(queued.job, result)
            on_result(result)
        return count

    def execute(self, job: StageJob, *, reuse_result: bool = False) -> StageResult:
        run = job.run
        worktree = Path(run.forge_refs[WORKTREE_REF])
        result_path = RunDir(worktree / job.run_dir).result(job.stage, job.attempt)
        if reuse_result and _committed(worktree, result_path):
            # The job finished before the orchestrator died: take its result rather than run it twice. One written
            # but not committed (the job killed in between) is run again: its stage's files are not on the branch.
            return accept_result(result_path.read_bytes(), run.id, job.stage, job.attempt, source=str(result_path))
        restore_failed = _restore_branch(worktree, job.run_dir)
        if restore_failed:
            return blocked_env(run.id, job.stage, job.attempt, f"{job.name} did not start: {restore_failed}")
        result_path.unlink(missing_ok=True)
        handoff = RunDir(worktree / job.run_dir).handoff(job.stage, job.attempt)
        handoff.unlink(missing_ok=True)
        log_path = Path(run.forge_refs[REPORT_DIR_REF]) / "logs" / f"{job.stage.value}-{job.attempt}.log"
        log_path.parent.mkdir(parents=True, exist_ok=True)
        log_path.unlink(missing_ok=True)

        def not_taken(reason: str) -> StageResult:
            """The job did not end as it means to: BLOCKED/env, and nothing it left uncommitted stays for the next
            job's commit (its result and hand-off file included)."""
            restore_failed = _restore_branch(worktree, job.run_dir)
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
            proc = subprocess.Popen(
                command,
                cwd=worktree,
                env=env,
                stdout=log,
                stderr=subprocess.STDOUT,
                start_new_session=True,
                pass_fds=self.held_fds,
            )
            try:
                return proc.wait(timeout=timeout)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait()
                return None
            except KeyboardInterrupt:
                # Ctrl-C reaches this process, not the job in its own session: stop it (SIGTERM: the job ends what
                # its stage started) rather than leave it running beside the next `tilebot resume`.
                os.killpg(proc.pid, signal.SIGTERM)
                try:
                    proc.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    os.killpg(proc.pid, signal.SIGKILL)
                    proc.wait()
                raise


def _restore_branch(worktree: Path, run_dir: str) -> str | None:
    """Put the worktree back to its HEAD commit, so that nothing a job left uncommitted reaches the branch with the
    next job's commit: edits to tracked files undone, new files removed, and of the files a ``.gitignore`` hides
    those under the run directory (a job commits them: a build under ``build/``, logs). Ignored files elsewhere
    (bytecode caches, the target's build trees) stay: no job commits them. What went wrong, if anything."""
    try:
        git(worktree, "reset", "--hard", "--quiet", "HEAD")
        git(worktree, "clean", "-d", "--force", "--quiet")
        git(worktree, "clean", "-d", "--force", "--quiet", "-X", "--", run_dir)
    except GitError as exc:
        return f"could not put the worktree back to its branch: {exc}"
    return None


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
