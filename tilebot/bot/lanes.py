"""Lane locks: one holder per lane (an installation), across the threads of a process and, on
PostgreSQL, across processes.

On PostgreSQL a lane is a session-level advisory lock taken on a connection the holder keeps: when
the process dies, its connections close and PostgreSQL releases its lanes, so another instance
takes the work over without waiting for a lease to run out. On SQLite a lane is a lock of this
process, so one process at a time runs workers on a database (``Lanes.claim``).
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager

from sqlalchemy import create_engine, text
from sqlalchemy.engine import Connection, Engine
from sqlalchemy.exc import DBAPIError
from sqlalchemy.pool import NullPool

try:
    import fcntl
except ImportError:  # not POSIX: no second process is kept out
    fcntl = None  # type: ignore[assignment]


class LanesTaken(RuntimeError):
    """Another process runs workers on this SQLite database."""


def _advisory_key(lane: str) -> int:
    # A signed 64-bit key; the first bytes of a sha256 spread lanes evenly.
    return int.from_bytes(hashlib.sha256(b"tilebot-lane:" + lane.encode()).digest()[:8], "big", signed=True)


class LaneHolder:
    """One thread's means of holding lanes (on PostgreSQL, its own connection). Not thread-safe."""

    def __init__(self, lanes: Lanes) -> None:
        self.lanes = lanes
        self._conn: Connection | None = None

    def try_acquire(self, lane: str) -> bool:
        if not self.lanes.local_acquire(lane):
            return False
        if self.lanes.engine.dialect.name != "postgresql":
            return True
        try:
            taken = self._connection().execute(text("SELECT pg_try_advisory_lock(:k)"), {"k": _advisory_key(lane)})
            got = bool(taken.scalar())
        except Exception:
            self.lanes.local_release(lane)
            self.close()
            raise
        if not got:
            self.lanes.local_release(lane)
        return got

    def release(self, lane: str) -> None:
        try:
            if self.lanes.engine.dialect.name == "postgresql" and self._conn is not None:
                self._conn.execute(text("SELECT pg_advisory_unlock(:k)"), {"k": _advisory_key(lane)})
        except Exception:
            self.close()  # closing the connection releases its locks
        finally:
            self.lanes.local_release(lane)

    @contextmanager
    def hold(self, lane: str, *, wait: float) -> Iterator[bool]:
        """Hold ``lane`` for the block, waiting up to ``wait`` seconds for it; yields whether it is held."""
        deadline = time.monotonic() + wait
        got = self.try_acquire(lane)
        while not got and time.monotonic() < deadline:
            time.sleep(0.05)
            got = self.try_acquire(lane)
        try:
            yield got
        finally:
            if got:
                self.release(lane)

    def close(self) -> None:
        if self._conn is not None:
            # Invalidate, not close: a closed Connection goes back to the pool with its session's advisory
            # locks still held; invalidating closes the database connection, and PostgreSQL frees them.
            with contextlib.suppress(Exception):  # a broken connection is being dropped anyway
                self._conn.invalidate()
                self._conn.close()
            self._conn = None

    def _connection(self) -> Connection:
        if self._conn is None:
            self._conn = self.lanes.lock_engine.connect().execution_options(isolation_level="AUTOCOMMIT")
            # It sits idle while its holder works: a server's idle_session_timeout would close it, and PostgreSQL
            # would hand its lanes to another instance mid-delivery. (Before PostgreSQL 14 there is no such limit.)
            with contextlib.suppress(DBAPIError):
                self._conn.execute(text("SET idle_session_timeout = 0"))
        return self._conn


class Lanes:
    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        # A holder keeps its connection as long as its worker lives: taken from the store's pool, as many workers
        # as the pool holds would take every connection, and none could then take or handle a delivery.
        postgresql = engine.dialect.name == "postgresql"
        self.lock_engine = create_engine(engine.url, poolclass=NullPool) if postgresql else engine
        self._held: set[str] = set()
        self._lock = threading.Lock()
        self._claim: int | None = None  # the file descriptor holding ``claim``'s lock

    def claim(self, *, wait: float = 60.0) -> None:
        """On SQLite, make this the one process whose workers take the database's lanes, waiting up to ``wait``
        seconds for another to stop (a restart's overlap); raises ``LanesTaken`` past that. A second process
        would hold the same lanes at once (they are this process's locks) and handle the same deliveries."""
        database = self.engine.url.database
        if self.engine.dialect.name != "sqlite" or fcntl is None or not database or database == ":memory:":
            return
        fd = os.open(f"{database}.workers-lock", os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o600)
        deadline = time.monotonic() + wait
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)  # released by the kernel when the process ends
                break
            except BlockingIOError:
                if time.monotonic() >= deadline:
                    os.close(fd)
                    raise LanesTaken(
                        f"another process runs tilebot's workers on {database}; SQLite serves one "
                        "(stop it, or use PostgreSQL for several instances)"
                    ) from None
                time.sleep(0.1)
        self._claim = fd

    def unclaim(self) -> None:
        if self._claim is not None:
            os.close(self._claim)
            self._claim = None

    def holder(self) -> LaneHolder:
        return LaneHolder(self)

    def held(self) -> set[str]:
        with self._lock:
            return set(self._held)

    def local_acquire(self, lane: str) -> bool:
        with self._lock:
            if lane in self._held:
                return False
            self._held.add(lane)
            return True

    def local_release(self, lane: str) -> None:
        with self._lock:
            self._held.discard(lane)
