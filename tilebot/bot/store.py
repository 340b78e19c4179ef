"""The run store: runs, stage attempts and events, in any SQLAlchemy database.

The store is the orchestrator's memory. Every transition is a single guarded
UPDATE or a unique INSERT, so a replayed result, a redelivered webhook or a
second process racing the first changes nothing.
"""

from __future__ import annotations

import contextlib
import os
import re
import secrets
import sqlite3
import threading
import time
from collections.abc import Iterable, Iterator
from contextlib import AbstractContextManager, contextmanager, nullcontext
from dataclasses import dataclass, field
from datetime import UTC, datetime
from enum import StrEnum
from typing import Any, ClassVar

try:
    import fcntl
except ImportError:  # not POSIX: SQLite's busy handler alone serializes writers across processes
    fcntl = None  # type: ignore[assignment]

from sqlalchemy import (
    JSON,
    ForeignKey,
    String,
    UniqueConstraint,
    create_engine,
    event,
    func,
    insert,
    select,
    update,
)
from sqlalchemy.engine import URL, Connection, Engine, make_url
from sqlalchemy.exc import ArgumentError, IntegrityError
from sqlalchemy.orm import DeclarativeBase, Mapped, Session, mapped_column, sessionmaker

from tilebot.bot import store_schema
from tilebot.bot.routing import AttemptRecord, Purpose
from tilebot.core.config import RunConfig
from tilebot.core.errors import UsageError
from tilebot.core.result import StageResult
from tilebot.core.stages import Stage


class RunState(StrEnum):
    OPENING = "opening"  # accepted; its branch, PR and status comment are being created (nothing dispatches)
    ACTIVE = "active"
    COMPLETE = "complete"
    STOPPED = "stopped"
    CANCELLED = "cancelled"


class AttemptStatus(StrEnum):
    DISPATCHED = "dispatched"
    FINISHED = "finished"


def _now() -> datetime:
    return datetime.now(UTC)


class Base(DeclarativeBase):
    type_annotation_map: ClassVar = {dict[str, Any]: JSON}


def storable_text(text: str) -> str:
    """A message as its column (a run's reason, a delivery's last error) holds it: PostgreSQL's text refuses NUL,
    which a stage's message or an exception's may carry."""
    return text.replace("\x00", "\ufffd")[:2000]


class RunRow(Base):
    __tablename__ = "runs"

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    op: Mapped[str] = mapped_column(String(64))
    repo: Mapped[str] = mapped_column(String(400))
    base_sha: Mapped[str] = mapped_column(String(64))
    branch: Mapped[str] = mapped_column(String(200))
    requested_by: Mapped[str] = mapped_column(String(100))
    state: Mapped[str] = mapped_column(String(16), default=RunState.ACTIVE)
    succeeded: Mapped[bool | None] = mapped_column(default=None)
    reason: Mapped[str] = mapped_column(String(2000), default="")
    config: Mapped[dict[str, Any]] = mapped_column(default=dict)  # RunConfig as accepted: resumes use the same
    forge_refs: Mapped[dict[str, Any]] = mapped_column(default=dict)  # e.g. PR number, comment id, worktree
    # What the requester asked for beyond the op (e.g. variant, dtype, reference); handed to every stage job.
    options: Mapped[dict[str, Any]] = mapped_column(default=dict)
    created_at: Mapped[datetime] = mapped_column(default=_now)
    updated_at: Mapped[datetime] = mapped_column(default=_now, onupdate=_now)


class AttemptRow(Base):
    __tablename__ = "stage_attempts"
    __table_args__ = (UniqueConstraint("run_id", "stage", "attempt", name="uq_attempt"),)

    id: Mapped[int] = mapped_column(primary_key=True, autoincrement=True)
    run_id: Mapped[str] = mapped_column(ForeignKey("runs.id", ondelete="CASCADE"), index=True)
    stage: Mapped[str] = mapped_column(String(16))
    attempt: Mapped[int]
    purpose: Mapped[str] = mapped_column(String(16))
    status: Mapped[str] = mapped_column(String(16), default=AttemptStatus.DISPATCHED)
    external_id: Mapped[str | None] = mapped_column(String(100), default=None, index=True)
    verdict: Mapped[str | None] = mapped_column(String(32), default=None)
    classification: Mapped[str | None] = mapped_column(String(16), default=None)
    result: Mapped[dict[str, Any] | None] = mapped_column(JSON, default=None)
    dispatched_at: Mapped[datetime] = mapped_column(default=_now)
    finished_at: Mapped[datetime | None] = mapped_column(default=None)


class EventRow(Base):
    __tablename__ = "events"

    id: Mapped[int] = mapped_column(primary_key=True, autoincrement=True)
    delivery_id: Mapped[str | None] = mapped_column(String(100), unique=True, default=None)
    run_id: Mapped[str | None] = mapped_column(String(32), index=True, default=None)
    kind: Mapped[str] = mapped_column(String(64))
    detail: Mapped[dict[str, Any]] = mapped_column(default=dict)
    created_at: Mapped[datetime] = mapped_column(default=_now)


@dataclass(frozen=True)
class Run:
    """A detached snapshot of a run row, safe to pass around after the session closes."""

    id: str
    op: str
    repo: str
    base_sha: str
    branch: str
    requested_by: str
    state: RunState
    succeeded: bool | None
    reason: str
    config: dict[str, Any]
    forge_refs: dict[str, Any]
    options: dict[str, Any] = field(default_factory=dict)

    @property
    def active(self) -> bool:
        return self.state is RunState.ACTIVE

    @property
    def run_config(self) -> RunConfig:
        """``config`` as the typed RunConfig it was stored from."""
        return RunConfig.model_validate(self.config)


@dataclass(frozen=True)
class Attempt:
    run_id: str
    stage: Stage
    attempt: int
    purpose: Purpose
    status: AttemptStatus
    result: StageResult | None
    external_id: str | None = None  # the executor's handle, e.g. a workflow run id
    dispatched_at: datetime | None = None


def new_run_id() -> str:
    return secrets.token_hex(4)


class UnknownRun(LookupError):
    pass


# A query parameter holding a password: libpq takes ``password`` and ``sslpassword`` there too, some drivers
# ``passwd``.
_PASSWORD_PARAMETER = re.compile(r"([?&][^=&]*pass(?:word|wd)=)[^&]*", re.IGNORECASE)
# libpq's connection string: keyword = value, ... (a SQLAlchemy URL starts "dialect[+driver]://", never "word=").
_CONNINFO = re.compile(r"\s*\w+\s*=")
# The word libpq's message about a connection string quotes ('missing "=" after "2"', 'invalid connection option
# "x"'): it may be part of a password ("password=hunter 2").
_QUOTED_WORD = re.compile(r'((?:after|option) )".*"')


class StoreUrlError(UsageError):
    """A store's URL that names no database; the message never holds what the URL does (it may hold a password)."""


def store_url(url: str | URL) -> URL:
    """The SQLAlchemy URL of the store ``url`` names: a SQLAlchemy URL, or libpq's connection string as psql takes it
    (``host=db dbname=tilebot user=bot password=x``), which names PostgreSQL through psycopg: its user, password and
    dbname are the URL's, every other keyword a query parameter that psycopg hands to libpq as typed. Anything else:
    a StoreUrlError."""
    if isinstance(url, URL):
        return url
    try:
        return make_url(url)
    except ArgumentError:
        if _CONNINFO.match(url) is None:
            raise StoreUrlError(
                "the store's URL is neither a SQLAlchemy URL (postgresql+psycopg://USER@HOST/DATABASE, "
                "sqlite:///PATH) nor a libpq connection string (host=HOST dbname=DATABASE ...)"
            ) from None
    from psycopg import ProgrammingError  # ~80 ms to import: only for a store named this way
    from psycopg.conninfo import conninfo_to_dict

    try:
        keywords = {k: str(v) for k, v in conninfo_to_dict(url).items() if v is not None}
    except ProgrammingError as exc:
        said = _QUOTED_WORD.sub(r'\1"…"', str(exc).strip())
        raise StoreUrlError(
            f"the store's libpq connection string cannot be read: {said} (its words are not shown: they may hold a "
            "password; quote a value holding spaces: password='a b')"
        ) from None
    user, password, database = (keywords.pop(k, None) for k in ("user", "password", "dbname"))
    return URL.create("postgresql+psycopg", username=user, password=password, database=database, query=keywords)


def shown_url(url: str | URL) -> str:
    """A store's URL as it may be shown: each password masked, the userinfo's and a query parameter's alike."""
    return _PASSWORD_PARAMETER.sub(r"\1***", store_url(url).render_as_string(hide_password=True))


def url_has_password(url: str | URL) -> bool:
    """Whether ``shown_url`` masks anything: then only a variable may carry the URL into a command to paste."""
    parsed = store_url(url)
    return parsed.password is not None or _PASSWORD_PARAMETER.search(parsed.render_as_string()) is not None


class Store:
    def __init__(self, url: str) -> None:
        self.url = url
        parsed = store_url(url)
        # PostgreSQL: worker threads each hold a connection for their lane locks, besides the usual sessions.
        postgresql = parsed.get_backend_name() == "postgresql"
        pool = {"pool_size": 10, "max_overflow": 30, "pool_pre_ping": True} if postgresql else {}
        self.engine: Engine = create_engine(parsed, **pool)
        if self.engine.dialect.name == "sqlite":
            event.listen(self.engine, "connect", _sqlite_pragmas)
            event.listen(self.engine, "begin", _sqlite_begin)
        else:
            event.listen(self.engine, "connect", _postgres_utc)
        store_schema.upgrade(self.engine)  # Alembic migrations to head; a database from before them is adopted
        self._sessions = sessionmaker(self.engine, expire_on_commit=False)
        # Reads: on SQLite a plain (deferred) BEGIN, which under WAL never takes the write lock, so they
        # need not wait for the writer, nor make a writer wait (``_sqlite_begin``).
        self.reader: Engine = self.engine.execution_options(**{READ_ONLY: True})
        self._read_sessions = sessionmaker(self.reader, expire_on_commit=False)
        self._local_writer: AbstractContextManager[Any] = (
            SqliteWriter(self.engine.url.database) if self.engine.dialect.name == "sqlite" else nullcontext()
        )

    def writer(self) -> AbstractContextManager[Any]:
        """Held around a write outside ``_session`` (SQLite: one writer thread at a time)."""
        return self._local_writer

    def urgent_writer(self) -> AbstractContextManager[Any]:
        """``writer``, ahead of the other threads waiting for it (the acknowledgements' INSERTs)."""
        if isinstance(self._local_writer, SqliteWriter):
            return self._local_writer.urgent()
        return self._local_writer

    @contextmanager
    def _reading(self) -> Iterator[Session]:
        """A session that only reads: a consistent snapshot, outside the writer lock."""
        with self._read_sessions.begin() as session:
            yield session

    @contextmanager
    def _session(self) -> Iterator[Session]:
        # SQLite takes one writer at a time and makes waiters poll with sleeps of up to 100 ms; threads of
        # one process queue on a lock instead (the webhook ingress and the worker share a store).
        with self._local_writer, self._sessions.begin() as session:
            yield session

    # runs

    def create_run(
        self,
        *,
        op: str,
        repo: str,
        base_sha: str,
        branch: str,
        requested_by: str,
        config: dict[str, Any],
        run_id: str | None = None,
        forge_refs: dict[str, Any] | None = None,
        options: dict[str, Any] | None = None,
        state: RunState = RunState.ACTIVE,
    ) -> Run:
        row = RunRow(
            id=run_id or new_run_id(),
            op=op,
            repo=repo,
            base_sha=base_sha,
            branch=branch,
            requested_by=requested_by,
            config=config,
            forge_refs=dict(forge_refs or {}),
            options=dict(options or {}),
            state=state,
            reason="",
        )
        with self._session() as s:
            s.add(row)
        return self.get_run(row.id)

    def find_run(self, run_id: str) -> Run | None:
        try:
            return self.get_run(run_id)
        except UnknownRun:
            return None

    def activate_run(self, run_id: str) -> bool:
        """Opening -> active, once its branch, PR and status comment exist. False if it was not opening."""
        with self._session() as s:
            done = s.execute(
                update(RunRow)
                .where(RunRow.id == run_id, RunRow.state == RunState.OPENING)
                .values(state=RunState.ACTIVE, updated_at=_now())
            )
            return bool(done.rowcount)  # type: ignore[attr-defined]

    def get_run(self, run_id: str) -> Run:
        with self._reading() as s:
            row = s.get(RunRow, run_id)
            if row is None:
                raise UnknownRun(f"no run {run_id!r} in {shown_url(self.engine.url)}")
            return _run(row)

    def list_runs(self, *, state: RunState | None = None) -> list[Run]:
        with self._reading() as s:
            q = select(RunRow).order_by(RunRow.created_at)
            if state is not None:
                q = q.where(RunRow.state == state)
            return [_run(r) for r in s.scalars(q)]

    def set_forge_ref(self, run_id: str, key: str, value: Any) -> None:
        with self._session() as s:
            row = s.get(RunRow, run_id, with_for_update=True)
            if row is None:
                raise UnknownRun(run_id)
            row.forge_refs = {**row.forge_refs, key: value}

    def replace_forge_ref(self, repo: str, key: str, old: Any, new: Any) -> list[str]:
        """Every run of ``repo`` (any case) whose forge ref ``key`` is ``old`` gets ``new`` (e.g. the App's installation
        after a reinstall); returns their ids."""
        with self._session() as s:
            rows = s.scalars(select(RunRow).where(func.lower(RunRow.repo) == repo.lower()).with_for_update())
            moved = [row for row in rows if row.forge_refs.get(key) == old]
            for row in moved:
                row.forge_refs = {**row.forge_refs, key: new}
            return [row.id for row in moved]

    def finish_run(self, run_id: str, state: RunState, *, succeeded: bool, reason: str) -> bool:
        """Active (or opening) -> terminal, once. Returns False when the run had already ended."""
        if state in (RunState.ACTIVE, RunState.OPENING):
            raise ValueError("finish_run needs a terminal state")
        with self._session() as s:
            done = s.execute(
                update(RunRow)
                .where(RunRow.id == run_id, RunRow.state.in_([RunState.ACTIVE, RunState.OPENING]))
                .values(state=state, succeeded=succeeded, reason=storable_text(reason), updated_at=_now())
            )
            return bool(done.rowcount)  # type: ignore[attr-defined]

    def reopen_run(self, run_id: str, *, reason: str, forget: Iterable[str] = ()) -> bool:
        """Terminal -> active again (a human asked for a retry), without the refs in ``forget`` (what the last
        close-out remembered, so that the next end is closed out anew). False if the run was still active."""
        with self._session() as s:
            row = s.get(RunRow, run_id, with_for_update=True)
            if row is None or row.state in (RunState.ACTIVE, RunState.OPENING):
                return False
            row.state, row.succeeded, row.reason, row.updated_at = RunState.ACTIVE, None, storable_text(reason), _now()
            row.forge_refs = {key: value for key, value in row.forge_refs.items() if key not in forget}
            return True

    # attempts

    def add_attempt(self, run_id: str, stage: Stage, attempt: int, purpose: Purpose) -> bool:
        """Record a dispatch. False if that (run, stage, attempt) already exists."""
        try:
            with self._session() as s:
                s.add(AttemptRow(run_id=run_id, stage=stage, attempt=attempt, purpose=purpose))
        except IntegrityError:
            return False
        return True

    def set_external_id(self, run_id: str, stage: Stage, attempt: int, external_id: str) -> None:
        self._set_attempt(run_id, stage, attempt, external_id=external_id)

    def set_dispatched_at(self, run_id: str, stage: Stage, attempt: int, at: datetime) -> None:
        self._set_attempt(run_id, stage, attempt, dispatched_at=at)

    def _set_attempt(self, run_id: str, stage: Stage, attempt: int, **values: object) -> None:
        with self._session() as s:
            s.execute(
                update(AttemptRow)
                .where(AttemptRow.run_id == run_id, AttemptRow.stage == stage, AttemptRow.attempt == attempt)
                .values(**values)
            )

    def next_attempt_number(self, run_id: str, stage: Stage) -> int:
        with self._reading() as s:
            top = s.scalar(
                select(func.max(AttemptRow.attempt)).where(AttemptRow.run_id == run_id, AttemptRow.stage == stage)
            )
            return (top or 0) + 1

    def record_result(self, result: StageResult) -> bool:
        """Dispatched -> finished for exactly this (run, stage, attempt).

        False for a replay (already finished) or a result nobody dispatched:
        either way nothing changes.
        """
        with self._session() as s:
            done = s.execute(
                update(AttemptRow)
                .where(
                    AttemptRow.run_id == result.run_id,
                    AttemptRow.stage == result.stage,
                    AttemptRow.attempt == result.attempt,
                    AttemptRow.status == AttemptStatus.DISPATCHED,
                )
                .values(
                    status=AttemptStatus.FINISHED,
                    verdict=result.verdict,
                    classification=result.classification,
                    result=result.model_dump(mode="json"),
                    finished_at=_now(),
                )
            )
            return bool(done.rowcount)  # type: ignore[attr-defined]

    def find_attempt(self, external_id: str) -> Attempt | None:
        """The attempt an executor handle (e.g. a workflow run id) belongs to."""
        with self._reading() as s:
            row = s.scalars(select(AttemptRow).where(AttemptRow.external_id == external_id).limit(1)).first()
            return None if row is None else _attempt(row)

    def attempts(self, run_id: str) -> list[Attempt]:
        with self._reading() as s:
            rows = s.scalars(select(AttemptRow).where(AttemptRow.run_id == run_id).order_by(AttemptRow.id))
            return [_attempt(r) for r in rows]

    def history(self, run_id: str) -> list[AttemptRecord]:
        """Finished attempts in the order they were dispatched: what routing decides from."""
        return [
            AttemptRecord(a.stage, a.purpose, a.result)
            for a in self.attempts(run_id)
            if a.status is AttemptStatus.FINISHED and a.result is not None
        ]

    def open_attempts(self, run_id: str) -> list[Attempt]:
        return [a for a in self.attempts(run_id) if a.status is AttemptStatus.DISPATCHED]

    # events

    def record_delivery(self, delivery_id: str, kind: str, detail: dict[str, Any] | None = None) -> bool:
        """First sight of a delivery id: True. A redelivery: False, and nothing is stored."""
        row = {"delivery_id": delivery_id, "kind": kind, "detail": detail or {}, "created_at": _now()}
        try:
            # A Core insert: this sits on the webhook's acknowledgement path, where the ORM's unit of work costs.
            with self._local_writer, self.engine.begin() as conn:
                conn.execute(insert(EventRow).values(**row))
        except IntegrityError:
            return False
        return True

    def pending_deliveries(self, kind_prefix: str) -> list[tuple[str, str, dict[str, Any]]]:
        """Deliveries recorded under ``kind_prefix…`` and not yet finished, oldest first: (id, kind, detail)."""
        with self._reading() as s:
            rows = s.scalars(
                select(EventRow)
                .where(EventRow.delivery_id.is_not(None), EventRow.kind.startswith(kind_prefix, autoescape=True))
                .order_by(EventRow.id)
            )
            return [(str(r.delivery_id), r.kind, dict(r.detail)) for r in rows]

    def finish_delivery(self, delivery_id: str, kind: str) -> None:
        """Re-label a recorded delivery (e.g. queued -> handled) so it is no longer pending."""
        with self._session() as s:
            s.execute(update(EventRow).where(EventRow.delivery_id == delivery_id).values(kind=kind))

    def log_event(self, run_id: str | None, kind: str, detail: dict[str, Any] | None = None) -> None:
        with self._session() as s:
            s.add(EventRow(run_id=run_id, kind=kind, detail=detail or {}))

    def events(self, run_id: str) -> list[tuple[str, dict[str, Any]]]:
        with self._reading() as s:
            rows = s.scalars(select(EventRow).where(EventRow.run_id == run_id).order_by(EventRow.id))
            return [(r.kind, dict(r.detail)) for r in rows]


_SQLITE_BUSY_MS = 10_000
READ_ONLY = "tilebot_read_only"  # execution option of ``Store.reader``: transactions that never write


class SqliteWriter:
    """One SQLite writer at a time: across this process's threads (a lock) and across the processes that
    open the same database file (``flock`` on a file beside it, e.g. ``tilebot serve`` and its workers'
    process). A waiter sleeps in the kernel and runs the moment the writer is done; SQLite's own busy
    handler would poll with sleeps of 1, 2, 5, 10 ... 100 ms. Reentrant within a thread.

    An ``urgent`` holder (the acknowledgements' writer) goes before every other waiter of this process:
    it waits for the transaction in progress, not for the workers queued behind it."""

    def __init__(self, database: str | None) -> None:
        self._cond = threading.Condition(threading.Lock())
        self._owner: int | None = None
        self._depth = 0
        self._urgent = 0  # urgent waiters: the others let them go first
        self._fd: int | None = None
        if fcntl is not None and database and database != ":memory:" and not database.startswith("file:"):
            try:
                self._fd = os.open(f"{database}.writer-lock", os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o600)
            except OSError:
                self._fd = None  # e.g. a read-only directory: SQLite's busy handler still serializes writers

    def __enter__(self) -> None:
        self.acquire(urgent=False)

    def __exit__(self, *_exc: object) -> None:
        self.release()

    @contextmanager
    def urgent(self) -> Iterator[None]:
        self.acquire(urgent=True)
        try:
            yield
        finally:
            self.release()

    def acquire(self, *, urgent: bool) -> None:
        me = threading.get_ident()
        with self._cond:
            if self._owner == me:
                self._depth += 1
                return
            if urgent:
                self._urgent += 1
            try:
                while self._owner is not None or (self._urgent and not urgent):
                    self._cond.wait()
            finally:
                if urgent:
                    self._urgent -= 1
            self._owner, self._depth = me, 1
        if self._fd is not None:
            try:
                fcntl.flock(self._fd, fcntl.LOCK_EX)
            except BaseException:
                self._hand_over()
                raise

    def release(self) -> None:
        with self._cond:
            if self._owner != threading.get_ident():
                raise RuntimeError("the SQLite writer lock is released by a thread that does not hold it")
            self._depth -= 1
            if self._depth:
                return
        try:
            if self._fd is not None:
                fcntl.flock(self._fd, fcntl.LOCK_UN)
        finally:
            self._hand_over()

    def _hand_over(self) -> None:
        with self._cond:
            self._owner, self._depth = None, 0
            self._cond.notify_all()

    def held(self) -> bool:
        """Whether the calling thread holds it."""
        return self._owner == threading.get_ident()

    def __del__(self) -> None:
        if self._fd is not None:
            with contextlib.suppress(OSError):
                os.close(self._fd)


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    # pysqlite would BEGIN lazily, at the first write, so a read-modify-write could read outside its
    # transaction and lose a concurrent update; take transaction control and begin explicitly instead.
    dbapi_connection.isolation_level = None
    cursor = dbapi_connection.cursor()
    cursor.execute(f"PRAGMA busy_timeout={_SQLITE_BUSY_MS}")
    cursor.execute("PRAGMA foreign_keys=ON")
    # With WAL, NORMAL syncs at checkpoints rather than at every commit: a commit survives a crash of the
    # process (SIGKILL included), only a power loss may take the last ones back.
    cursor.execute("PRAGMA synchronous=NORMAL")
    # WAL: a reader (tilebot status) never blocks the running orchestrator. Switching a fresh database to
    # WAL can report "locked" at once, busy timeout or not, while another connection switches it too.
    deadline = time.monotonic() + _SQLITE_BUSY_MS / 1000
    while True:
        try:
            cursor.execute("PRAGMA journal_mode=WAL")
            break
        except sqlite3.OperationalError as exc:
            if "locked" not in str(exc) or time.monotonic() > deadline:
                raise
            time.sleep(0.02)
    cursor.close()


def _postgres_utc(dbapi_connection: Any, _record: Any) -> None:
    # The time columns hold UTC without a zone: a session in another zone (the server's or the database's
    # default) would shift each aware value into its local time on the way in, and a dispatched stage would look
    # hours old (cancelled at the next reconcile) or not yet dispatched. SET, not the URL's options, which the
    # operator may use.
    with dbapi_connection.cursor() as cursor:
        cursor.execute("SET TIME ZONE 'UTC'")
    dbapi_connection.commit()


def _sqlite_begin(conn: Connection) -> None:
    # A transaction that may write takes the write lock at BEGIN: they serialize instead of failing or losing
    # updates. One that only reads (``Store.reader``) begins deferred: under WAL it reads a snapshot and never
    # takes the write lock.
    conn.exec_driver_sql("BEGIN" if conn.get_execution_options().get(READ_ONLY) else "BEGIN IMMEDIATE")


def _run(row: RunRow) -> Run:
    return Run(
        id=row.id,
        op=row.op,
        repo=row.repo,
        base_sha=row.base_sha,
        branch=row.branch,
        requested_by=row.requested_by,
        state=RunState(row.state),
        succeeded=row.succeeded,
        reason=row.reason,
        config=dict(row.config),
        forge_refs=dict(row.forge_refs),
        options=dict(row.options or {}),
    )


def _attempt(row: AttemptRow) -> Attempt:
    return Attempt(
        run_id=row.run_id,
        stage=Stage(row.stage),
        attempt=row.attempt,
        purpose=Purpose(row.purpose),
        status=AttemptStatus(row.status),
        result=None if row.result is None else StageResult.model_validate(row.result),
        external_id=row.external_id,
        dispatched_at=row.dispatched_at,
    )
