"""``tilebot translate OP --local``: the whole pipeline on this machine, no GitHub needed.

The same orchestrator as the service, over the local forge (a git worktree and
report files) and the local executor (stage subprocesses).
"""

from __future__ import annotations

import fcntl
import getpass
import os
import shlex
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import Any

from rich.console import Console
from rich.markup import escape
from rich.progress import Progress, SpinnerColumn, TaskID, TextColumn, TimeElapsedColumn
from rich.table import Table
from sqlalchemy import create_engine, inspect

from tilebot.bot import store_schema
from tilebot.bot.executor import StageJob
from tilebot.bot.executor.local import LocalExecutor
from tilebot.bot.exit_codes import Exit, run_exit
from tilebot.bot.forge.local import REPORT_DIR_REF, WORKTREE_REF, LocalForge
from tilebot.bot.local_repo import (
    CheckoutError,
    common_git_dir,
    differs_from_head,
    dirty_refusal,
    head_files,
    head_text,
    require_checkout,
    require_git,
    uncommitted_edits,
)
from tilebot.bot.orchestrator import Orchestrator
from tilebot.bot.store import Run, RunState, Store, new_run_id, shown_url, store_url, url_has_password
from tilebot.core.base import nearest_ops
from tilebot.core.config import CONFIG_FILE, ConfigError, RunConfig, parse_config
from tilebot.core.errors import UsageError
from tilebot.core.result import StageResult, conclusion_of

# Not over: a process drives such a run, or `tilebot resume` goes on with it.
IN_FLIGHT = (RunState.OPENING, RunState.ACTIVE)
# The forge ref naming the state directory a local run was started in: its lock, worktree and reports are there,
# whichever state directory reads its store.
STATE_DIR_REF = "state_dir"
# How long a driver retries a run lock it finds taken: a `tilebot status` probe holds it shared for an instant.
_PROBE_GRACE_S = 0.5


def available_ops(repo: Path, config: RunConfig) -> list[str]:
    """Ops HEAD has (a run ports HEAD): ``<cutile_ops_dir>/**/<op>.py``, as stage A finds them (TileGym keeps some
    in subpackages, e.g. ``activation/relu.py``)."""
    files = (PurePosixPath(p) for p in head_files(repo, config.layout.cutile_ops_dir))
    return sorted({p.stem for p in files if p.suffix == ".py" and not p.stem.startswith("_")})


def head_config(repo: Path) -> RunConfig:
    """The config HEAD holds: the one its stage jobs read in the run's worktree, whatever the working tree says."""
    text = head_text(repo, CONFIG_FILE)
    if text is None:
        return RunConfig()
    try:
        return parse_config(text, source=f"{CONFIG_FILE} at HEAD")
    except ConfigError as exc:
        if not differs_from_head(repo, CONFIG_FILE):
            raise
        # The likely story: the typo was fixed in the working tree, and the run still reads the committed one.
        raise ConfigError(
            f"{exc}\n(the working tree's {CONFIG_FILE} differs from HEAD's: a run reads HEAD's, so its edit is not "
            "read until committed)"
        ) from None


def check_ops(repo: Path, ops: list[str]) -> RunConfig:
    """Every op is one HEAD has, checked before any run starts or any state is written (a typo in the last op must
    not cost the first its report); HEAD's config, which the runs take."""
    config = head_config(repo)
    known = available_ops(repo, config)
    unknown = [op for op in ops if op not in known]
    if unknown:
        where = repo / config.layout.cutile_ops_dir
        names = ", ".join(map(repr, unknown))
        raise UsageError(f"no op {names} at HEAD in {where} ({_ops_hint(unknown, known)})")
    return config


def _ops_hint(unknown: list[str], known: list[str]) -> str:
    """What the user may have meant: the ops HEAD has, the nearest to each typo first; none at all is most likely
    a layout that is not the repository's."""
    if not known:
        return f"no op modules there: set [layout] cutile_ops_dir in {CONFIG_FILE} to where the repository keeps them"
    near = nearest_ops(unknown, known)
    meant = f"did you mean {', '.join(near)}? " if near else ""
    return f"{meant}ops there: {', '.join(known)}"


def state_location(repo: Path, state_dir: Path | None, database_url: str | None) -> tuple[Path, str]:
    """The state directory and the store URL a local run of ``repo`` uses (flags, then TILEBOT_*, then defaults).
    Absolute: git resolves a relative path against the repository, Python against the current directory."""
    chosen = state_dir or os.environ.get("TILEBOT_STATE_DIR")
    state = Path(chosen).resolve() if chosen else common_git_dir(repo) / "tilebot"
    url = database_url or os.environ.get("TILEBOT_DATABASE_URL") or _default_url(state)
    return state, url


def _default_url(state: Path) -> str:
    return f"sqlite:///{state / 'tilebot.db'}"


def _lock_path(state: Path, run_id: str) -> Path:
    return state / "locks" / f"{run_id}.lock"


def started_by_github_app(run: Run) -> bool:
    """A run `tilebot serve` started, in a store a local tilebot shares: its repository is GitHub's ``OWNER/NAME``,
    a local run's the checkout's absolute path. The service drives it; no local command does."""
    return not Path(run.repo).is_absolute()


def require_local_run(run: Run) -> None:
    """A local tilebot drives only the runs a local tilebot started: the service's has no worktree here, and a
    resume would dispatch an attempt that no GitHub job ever finishes."""
    if started_by_github_app(run):
        raise UsageError(
            f"run {run.id} is the GitHub App's (started by `tilebot serve` for {run.repo}), not a local run: "
            "comment /retry on its pull request instead"
        )


def run_state_dir(run: Run) -> Path | None:
    """The state directory the run was started in: its record names it (runs recorded before it did: the one holding
    their reports); None where the record names neither."""
    if STATE_DIR_REF in run.forge_refs:
        return Path(run.forge_refs[STATE_DIR_REF])
    reports = run.forge_refs.get(REPORT_DIR_REF)
    return Path(reports).parents[2] if reports else None  # STATE/runs/<id>/reports


def run_lock(run: Run) -> Path | None:
    """Where the run's driver holds its lock, None where this cannot be told."""
    state = run_state_dir(run)
    return _lock_path(state, run.id) if state is not None else None


def is_driven(run: Run) -> bool | None:
    """Whether a process drives the run now: the tilebot driving it, or a stage job of one that was killed (each
    holds the run's lock, so a pid in the lock file would miss the job). Probed with a non-blocking shared lock that
    goes with its descriptor at once: it never waits, probes do not see one another, a driver's exclusive lock
    fails it, and a driver taking its lock in that instant retries (``_take_exclusively``).

    None where the lock is not here to probe: a driver makes it before the run exists, so a missing one is on
    another machine sharing the store, or in a state directory since removed."""
    lock = run_lock(run)
    if lock is None:
        return None
    try:
        fd = os.open(lock, os.O_RDONLY)
    except FileNotFoundError:
        return None
    try:
        fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
    except BlockingIOError:
        return True
    finally:
        os.close(fd)
    return False


def interrupted(run: Run) -> bool | None:
    """A run not over that no process drives (Ctrl-C, a killed command or a closed terminal): it waits for
    `tilebot resume`, however long `status` would say it is active. None where its lock cannot be probed."""
    if run.state not in IN_FLIGHT:
        return False
    driven = is_driven(run)
    return None if driven is None else not driven


def how_to_resume(run_id: str, repo: str | Path, state: Path, url: str) -> str:
    """The command that goes on with a run, to paste: where it is kept (``state``, and the store's ``url`` unless
    it is the state directory's own SQLite). A password in the URL (its userinfo's, or a query parameter's) is never
    shown: the command takes the URL from TILEBOT_DATABASE_URL then."""
    command = f"tilebot resume {run_id} --repo {shlex.quote(str(repo))} --state-dir {shlex.quote(str(state))}"
    if url == _default_url(state):
        return f"`{command}` goes on with it"
    if not url_has_password(url):
        return f"`{command} --database-url {shlex.quote(url)}` goes on with it"
    return (
        f'`{command} --database-url "$TILEBOT_DATABASE_URL"` goes on with it, with TILEBOT_DATABASE_URL set to the '
        f"store's URL ({shown_url(url)}, its password not shown here)"
    )


class NoRunsYet(CheckoutError):
    """No store where local runs of the repository would keep theirs: none has run there."""


def open_existing_store(repo: Path, *, state_dir: Path | None, database_url: str | None, migrate: bool) -> Store:
    """The store of earlier local runs; an error (and nothing created) where there is none: NoRunsYet where the
    default place has none, a plain CheckoutError where the one named is not there (a typo, most likely) or cannot
    be read. Unless ``migrate`` (a command that only reads), a schema older than this tilebot's is an error saying
    how to migrate it, not migrated: another tilebot sharing the store may be older."""
    state, url = state_location(repo.resolve(), state_dir, database_url)
    store = store_url(url)
    database = store.database
    if store.get_backend_name() != "sqlite" or not database or database == ":memory:":
        return _opened(url, migrate=migrate)
    try:
        if Path(database).is_file():
            return _opened(url, migrate=migrate)
    except OSError as exc:  # a directory on its path this user may not read
        raise CheckoutError(f"cannot read the store {database} ({exc.strerror})") from None
    if url != _default_url(state):
        raise CheckoutError(f"no store at {database} (the SQLite file the store's URL names)")
    named = "--state-dir" if state_dir else "TILEBOT_STATE_DIR" if os.environ.get("TILEBOT_STATE_DIR") else None
    if named and not state.is_dir():
        why = "not a directory" if state.exists() else "no such directory"
        raise CheckoutError(f"{named} {state}: {why}")
    raise NoRunsYet(f"no local runs yet (no store at {database})")


def _opened(url: str, *, migrate: bool) -> Store:
    if not migrate:
        engine = create_engine(store_url(url))
        try:
            if not inspect(engine).get_table_names():  # a database made for tilebot, no run yet to read
                raise NoRunsYet(f"no local runs yet in {shown_url(url)}")
            store_schema.require_head(engine)
        except store_schema.SchemaBehind as exc:
            named = '"$TILEBOT_DATABASE_URL"' if url_has_password(url) else shlex.quote(url)
            raise store_schema.SchemaBehind(
                f"{exc}, and this command only reads: `tilebot db upgrade --database-url {named}` migrates it "
                "(then every tilebot using the store must be at least this new)"
            ) from None
        finally:
            engine.dispose()
    return Store(url)


@dataclass
class LocalSession:
    repo: Path
    store: Store
    orchestrator: Orchestrator
    executor: LocalExecutor
    forge: LocalForge
    console: Console
    state: Path
    # The run this session drives, left set when an exception ends driving it: the CLI names it, and its resume.
    driving: str | None = None

    @classmethod
    def open(
        cls,
        repo: Path,
        *,
        state_dir: Path | None,
        database_url: str | None,
        console: Console,
        allow_dirty: bool | None = None,
    ) -> LocalSession:
        """``allow_dirty`` None: no check of uncommitted edits (a resumed run is bound to its base commit)."""
        # Everything about the checkout is checked before the state directory exists: a wrong --repo leaves
        # nothing behind.
        require_git()  # an older one would fail mid-run, on a work tree it made
        repo = require_checkout(repo.resolve())
        if allow_dirty is not None:
            edits = uncommitted_edits(repo)
            if edits and not allow_dirty:
                raise CheckoutError(dirty_refusal(repo, edits))
            if edits:
                console.print(
                    f"[yellow]warning:[/] {len(edits)} file(s) with uncommitted edits are not ported (HEAD is)"
                )
        state, url = state_location(repo, state_dir, database_url)
        try:
            state.mkdir(parents=True, exist_ok=True)
        except OSError as exc:  # a file there, or a place this user may not write
            raise CheckoutError(
                f"cannot make the state directory {state} ({exc.strerror}); name another with --state-dir DIR"
            ) from None
        store = Store(url)
        progress = _Progress(console)
        executor = LocalExecutor(on_start=progress.start, on_finish=progress.finish)
        forge = LocalForge(state)
        return cls(repo, store, Orchestrator(store, forge, executor), executor, forge, console, state)

    def translate(self, op: str, options: dict[str, Any] | None = None) -> Run:
        config = check_ops(self.repo, [op])
        self._warn_of_runs_in_flight(op)
        run_id = new_run_id()
        with self._driving(run_id):  # from the start: a `tilebot resume` of it while it opens would open it too
            run = self.orchestrator.start(
                op=op,
                repo=str(self.repo),
                requested_by=getpass.getuser(),
                config=config,
                options=options,
                run_id=run_id,
                forge_refs={STATE_DIR_REF: str(self.state)},
            )
            self.console.print(f"run [bold]{run.id}[/] · branch {run.branch} · base {run.base_sha[:12]}")
            self.executor.drain(self.orchestrator.on_result)
        return self.store.get_run(run.id)

    def resume(self, run_id: str) -> Run:
        """Go on with a run a crash interrupted (opening, or a stage out), or one its environment stopped (exit 3):
        that stage runs again, the machine presumably fixed. A finished run's close-out and status are written again
        (a Ctrl-C may have come between recording its end and writing them)."""
        run = self.store.get_run(run_id)
        require_local_run(run)
        self._require_this_state_dir(run)
        with self._driving(run_id):
            run = self.store.get_run(run_id)
            if run.state is RunState.OPENING:
                self.forge.undo_open(run)
                self.orchestrator.open(run_id)
            elif run.active:  # a stage out (its last result may be the env failure an earlier resume retries)
                self._require_worktree(run)
                self.orchestrator.resume(run_id)
            elif run_exit(run, self.store.attempts(run_id)) is Exit.BLOCKED_ENV:
                self._require_worktree(run)
                self.orchestrator.retry(run_id, None, by="tilebot resume")
            else:
                self.orchestrator.close_out(run_id)
                self.orchestrator.refresh_status(run_id)
            self.executor.drain(self.orchestrator.on_result)
        return self.store.get_run(run_id)

    def _warn_of_runs_in_flight(self, op: str) -> None:
        """A new run of an op beside one not over is started (no local command ends the other), but said: the user
        may have meant to go on with the interrupted one, or not know another tilebot runs it."""
        for other in self.store.list_runs():
            if other.op != op or other.repo != str(self.repo) or other.state not in IN_FLIGHT:
                continue
            driven = is_driven(other)
            if driven:
                said = f"run {other.id} of {op} is still being driven by another tilebot; this starts a second one"
            elif driven is None:
                said = f"run {other.id} of {op} is not over, and {_unseen(other)}; this starts a second one"
            else:
                said = f"run {other.id} of {op} was interrupted and is kept: {_how_to_resume(other, self.store.url)}; "
                said += "this starts a new one"
            self.console.print(f"[yellow]warning:[/] {escape(said)}")

    def _require_this_state_dir(self, run: Run) -> None:
        """A run is driven from the state directory it started in: its lock is there (a driver locking another
        would run its stage beside the one driving it), and its worktree and reports."""
        started_in = run_state_dir(run)
        if started_in is not None and started_in != self.state:
            raise UsageError(
                f"run {run.id} is kept in the state directory {started_in} (its lock, worktree and reports), not "
                f"{self.state}: {how_to_resume(run.id, run.repo, started_in, self.store.url)}"
            )

    def _require_worktree(self, run: Run) -> None:
        """The run's stages work and commit in its worktree: one removed (or a repository moved) is said, not a
        traceback from the next job."""
        worktree = run.forge_refs.get(WORKTREE_REF)
        if worktree and not Path(worktree, ".git").exists():
            raise UsageError(
                f"run {run.id}'s worktree {worktree} is gone (removed, or the repository moved): "
                f"`git worktree prune && git worktree add {worktree} {run.branch}` restores it from its branch, "
                "or start a new run"
            )

    @contextmanager
    def _driving(self, run_id: str) -> Iterator[None]:
        """This process drives the run: another `tilebot resume` of it (while this one runs a stage, or a killed
        one's orphan job still does) would run the same attempt again in the same worktree."""
        self.state.joinpath("locks").mkdir(parents=True, exist_ok=True)
        with open(_lock_path(self.state, run_id), "a+") as lock:
            if not _take_exclusively(lock.fileno()):
                lock.seek(0)
                holder = lock.read().strip() or "another process"
                raise UsageError(
                    f"run {run_id} is being driven by {holder} (or a stage job it started, which outlives it); wait "
                    "for it, or stop it first"
                ) from None
            lock.truncate(0)
            lock.write(f"tilebot pid {os.getpid()}")
            lock.flush()
            self.executor.held_fds = (lock.fileno(),)  # each stage job holds the lock too, outliving a SIGKILL here
            self.driving = run_id
            try:
                yield
            finally:
                self.executor.held_fds = ()
            self.driving = None  # reached only when driving it ended without an exception

    def resume_hint(self) -> str | None:
        """What an exception that ended driving a run says about it: that it is kept, and the command that goes on
        with it; None when no run was being driven (or the exception came before the store had it)."""
        if self.driving is None:
            return None
        try:
            known = self.store.find_run(self.driving) is not None
        except Exception:  # the store may be what failed: say nothing rather than hide the error
            return None
        if not known:
            return None
        resume = how_to_resume(self.driving, self.repo, self.state, self.store.url)
        return f"run {self.driving} is kept as it was: {resume}"

    def summary(self, run: Run) -> None:
        print_run(self.console, self.store, run)

    def exit_code(self, run: Run) -> Exit:
        return run_exit(run, self.store.attempts(run.id))


def _take_exclusively(fd: int) -> bool:
    """The run's lock for this driver, False while another process holds it; a `tilebot status` probing it in the
    same instant holds it only that long, so a taken lock is tried again for ``_PROBE_GRACE_S``."""
    deadline = time.monotonic() + _PROBE_GRACE_S
    while True:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return True
        except BlockingIOError:
            if time.monotonic() >= deadline:
                return False
            time.sleep(0.05)


def print_run(console: Console, store: Store, run: Run) -> None:
    """One run as a table of its attempts, then where its branch and reports are."""
    stopped = interrupted(run)
    table = Table(title=f"tilebot {run.op} · run {run.id} · {_shown_state(run, stopped)}", title_justify="left")
    for column in ("stage", "attempt", "verdict", "message"):
        table.add_column(column, overflow="fold")
    for a in store.attempts(run.id):
        verdict = a.result.verdict if a.result else f"({a.status})"
        colour = {"success": "green", "neutral": "yellow"}.get(conclusion_of(a.result), "red") if a.result else ""
        message = a.result.message if a.result else ""
        table.add_row(
            a.stage.label, f"{a.attempt} {a.purpose}", f"[{colour}]{verdict}[/]" if colour else verdict, escape(message)
        )
    console.print(table)
    if stopped:
        console.print(f"[yellow]interrupted[/]: {escape(_resume_advice(run, store.url))}")
    elif stopped is None:
        console.print(f"[yellow]{_unseen_label(run)}[/]: {escape(_unseen(run))}")
    elif run.state in IN_FLIGHT:
        console.print(f"[yellow]{run.state}[/]: {escape(run.reason or 'running')}")
    else:
        verdict = "[green]succeeded[/]" if run.succeeded else "[red]did not succeed[/]"
        console.print(f"{verdict}: {escape(run.reason or '')}")
    if started_by_github_app(run):
        console.print(f"branch {run.branch} of {run.repo}: its pull request has its status and checks")
        return
    console.print(f"branch {run.branch} in worktree {run.forge_refs.get(WORKTREE_REF)}")
    console.print(f"reports (status comment, checks, logs): {run.forge_refs.get(REPORT_DIR_REF)}")


def print_runs(console: Console, runs: list[Run], url: str) -> None:
    """The runs as a table, then how to go on with each interrupted one (``url``: their store's)."""
    table = Table(title="tilebot local runs", title_justify="left")
    for column in ("run", "op", "state", "branch", "reason"):
        table.add_column(column, overflow="fold")
    stopped = {run.id: interrupted(run) for run in runs}
    for run in runs:
        shown = _shown_state(run, stopped[run.id])
        shown += "" if run.state in IN_FLIGHT else " ✓" if run.succeeded else " ✗"
        table.add_row(run.id, run.op, shown, run.branch, escape(run.reason or ""))
    console.print(table)
    for run in runs:
        if stopped[run.id]:
            console.print(f"[yellow]interrupted[/]: run {run.id}: {escape(_resume_advice(run, url))}")
        elif stopped[run.id] is None:
            console.print(f"[yellow]{_unseen_label(run)}[/]: run {run.id}: {escape(_unseen(run))}")


def _shown_state(run: Run, stopped: bool | None) -> str:
    if started_by_github_app(run):
        return f"{run.state} (GitHub App's)"
    if stopped:
        return "interrupted"
    return f"{run.state}, {_unseen_label(run)}" if stopped is None else str(run.state)


def _unseen_label(run: Run) -> str:
    """What a run is shown as when ``interrupted`` cannot tell: the GitHub App's, or of unknown driver."""
    return "GitHub App's" if started_by_github_app(run) else "driver unknown"


def _how_to_resume(run: Run, url: str) -> str:
    """``how_to_resume`` for a run whose lock was found (so its record names its state directory)."""
    state = run_state_dir(run)
    assert state is not None
    return how_to_resume(run.id, run.repo, state, url)


def _resume_advice(run: Run, url: str) -> str:
    return f"nothing drives it now (its tilebot was stopped or killed): {_how_to_resume(run, url)}"


def _unseen(run: Run) -> str:
    """Why ``is_driven`` cannot tell whether a process drives the run."""
    if started_by_github_app(run):
        return "`tilebot serve` drives it, not a local tilebot: comment /retry or /cancel on its pull request"
    lock = run_lock(run)
    if lock is None:  # recorded, still opening, by a tilebot from before runs named their state directory
        return "whether a tilebot drives it cannot be told: its record names no state directory"
    return (
        f"whether a tilebot drives it cannot be told from here: its lock file {lock} is not here (a store shared "
        "with another machine, or a state directory since removed)"
    )


def run_json(store: Store, run: Run) -> dict[str, Any]:
    """What ``--json`` prints for a run: the store's record, whether it waits for `tilebot resume` (null where its
    lock cannot be probed from here), the exit code it maps to, and where its files are."""
    attempts = store.attempts(run.id)
    return {
        "run_id": run.id,
        "op": run.op,
        "state": str(run.state),
        "interrupted": interrupted(run),
        "succeeded": run.succeeded,
        "reason": run.reason,
        "exit_code": None if run.state in IN_FLIGHT else int(run_exit(run, attempts)),
        "base_sha": run.base_sha,
        "branch": run.branch,
        "options": run.options,
        "worktree": run.forge_refs.get(WORKTREE_REF),
        "reports": run.forge_refs.get(REPORT_DIR_REF),
        "attempts": [
            {
                "stage": a.stage.value,
                "label": a.stage.label,
                "attempt": a.attempt,
                "purpose": str(a.purpose),
                "status": str(a.status),
                "verdict": a.result.verdict if a.result else None,
                "classification": a.result.classification.value if a.result and a.result.classification else None,
                "message": a.result.message if a.result else None,
            }
            for a in attempts
        ],
    }


class _Progress:
    """A line per stage start naming its log (stages can run for most of an hour), a live spinner with the
    elapsed time on a terminal, and a line per stage end with its verdict and duration."""

    def __init__(self, console: Console) -> None:
        self.console = console
        self._live: Progress | None = None
        self._task: TaskID | None = None
        self._started: float | None = None  # None: the job finishing never started (it did not, or it was collected)

    def start(self, job: StageJob, log_path: Path) -> None:
        self._started = time.monotonic()
        self.console.print(f"… {job.name} started (timeout {job.timeout_s} s) · log: {log_path}", highlight=False)
        if self.console.is_terminal:
            self._live = Progress(
                SpinnerColumn(),
                TextColumn("{task.description}"),
                TimeElapsedColumn(),
                console=self.console,
                transient=True,
            )
            self._task = self._live.add_task(f"{job.name} running · log {log_path} ·", total=None)
            self._live.start()

    def finish(self, job: StageJob, result: StageResult) -> None:
        if self._live:
            self._live.stop()
            self._live = None
        took = "" if self._started is None else f" ({time.monotonic() - self._started:.1f} s)"
        self._started = None
        mark = {"success": "[green]✓[/]", "neutral": "[yellow]~[/]"}.get(conclusion_of(result), "[red]✗[/]")
        message = escape(result.message)
        self.console.print(f"{mark} {job.name}: {result.verdict} · {message}{took}", highlight=False)
