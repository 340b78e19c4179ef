"""The delivery queue, in the run store's database: at-least-once handling that survives crashes.

A webhook is acknowledged once its row is inserted and committed (one INSERT, nothing else; deliveries
that arrive together share one transaction, see ``bot/enqueue_batch.py``). Workers take rows
lane by lane: a lane is one repository, and a worker takes a row only while it holds the lane's
lock (``bot/lanes.py``), so two events about one repository never interleave, in one process or
across several on one PostgreSQL, and a rate-limit wait holds only its own lane's worker.

A row is ``done`` only once its handler returned; a failed try goes back to ``queued`` with a later
``next_try`` (exponential backoff), and after the last try it is ``failed`` (the thread is told).
A row still ``working`` in a lane nobody holds belongs to a process that died: whoever takes the
lane next takes that row again.

Keys are fixed-length: the sha256 hex of what identifies a delivery (GitHub's delivery id, or for a
comment the comment itself, so a second subscription or a redelivery of it is one row).
"""

from __future__ import annotations

import hashlib
import logging
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from enum import StrEnum
from typing import Any, cast

from sqlalchemy import JSON, Index, String, Table, bindparam, delete, func, insert, or_, select, update
from sqlalchemy.dialects.postgresql import insert as postgresql_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.engine import Connection
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Mapped, mapped_column

from tilebot.bot.store import Base, Store, storable_text

log = logging.getLogger(__name__)

# How long a finished delivery is kept (GitHub redelivers for 3 days). A comment is known to be handled only this long,
# so the ingress admits no older one: its signed body, sent again by whoever kept it, must not run its commands again.
DELIVERY_RETENTION = timedelta(days=30)


class DeliveryStatus(StrEnum):
    QUEUED = "queued"
    WORKING = "working"
    DONE = "done"
    FAILED = "failed"


def _now() -> datetime:
    return datetime.now(UTC)


def key_of(text: str) -> str:
    """A fixed-length key (64 hex characters) for any identifying text, however long."""
    return hashlib.sha256(text.encode()).hexdigest()


def lane_of(repo: Any, installation: Any = None) -> str:
    """Work about one repository runs one item at a time (its runs' events never interleave); events
    that name no repository (installation-wide) share their installation's lane."""
    if isinstance(repo, str) and repo:
        return "repo:" + key_of(repo.lower())[:40]
    if isinstance(installation, int):
        return f"installation:{installation}"
    return "-"


class DeliveryRow(Base):
    __tablename__ = "deliveries"
    __table_args__ = (Index("ix_deliveries_due", "status", "next_try"),)

    id: Mapped[int] = mapped_column(primary_key=True, autoincrement=True)
    key: Mapped[str] = mapped_column(String(64), unique=True)
    delivery_id: Mapped[str] = mapped_column(String(100))
    event: Mapped[str] = mapped_column(String(64))
    lane: Mapped[str] = mapped_column(String(64), index=True)
    work: Mapped[dict[str, Any]] = mapped_column(JSON)
    status: Mapped[str] = mapped_column(String(16), default=DeliveryStatus.QUEUED)
    attempts: Mapped[int] = mapped_column(default=0)
    next_try: Mapped[datetime] = mapped_column(default=_now)
    owner: Mapped[str | None] = mapped_column(String(64), default=None)
    last_error: Mapped[str] = mapped_column(String(2000), default="")
    created_at: Mapped[datetime] = mapped_column(default=_now)
    updated_at: Mapped[datetime] = mapped_column(default=_now)


class Enqueued(StrEnum):
    QUEUED = "queued"
    DUPLICATE = "duplicate"  # already queued, in hand or done: nothing changes
    REQUEUED = "requeued"  # it had failed for good; a redelivery gives it a fresh set of tries


@dataclass(frozen=True)
class Claimed:
    id: int
    delivery_id: str
    event: str
    lane: str
    work: dict[str, Any]
    attempts: int  # this try's number, from 1
    owner: str
    # Left working by the last try: its process ended (killed, out of memory) or lost its lane while handling it.
    orphaned: bool


@dataclass(frozen=True)
class NewDelivery:
    """A delivery to queue: ``key`` identifies it (see ``key_of``), ``work`` is what the handler needs."""

    key: str
    delivery_id: str
    event: str
    lane: str
    work: dict[str, Any]


class DeliveryQueue:
    def __init__(self, store: Store) -> None:
        self.store = store
        self.engine = store.engine  # the store migrated the schema, deliveries included
        # Built once, values bound as parameters: ``insert(...).values(**row)`` coerced every value and walked the
        # whole payload for a cache key on each call; the table, not the ORM entity. A key already there inserts
        # nothing (and returns no id) instead of raising, so one transaction holds a whole batch, duplicates included.
        table = cast(Table, DeliveryRow.__table__)
        self._insert: Any = None  # another database: a savepoint per row, its IntegrityError a duplicate
        if self.engine.dialect.name == "sqlite":
            self._insert = sqlite_insert(table).on_conflict_do_nothing(index_elements=["key"]).returning(table.c.id)
        elif self.engine.dialect.name == "postgresql":
            self._insert = postgresql_insert(table).on_conflict_do_nothing(index_elements=["key"]).returning(table.c.id)
        self._plain_insert = insert(table)
        self._requeue = (
            update(DeliveryRow)
            .where(DeliveryRow.key == bindparam("k"), DeliveryRow.status == DeliveryStatus.FAILED)
            .values(status=DeliveryStatus.QUEUED, attempts=0, next_try=bindparam("now"), updated_at=bindparam("now"))
        )

    def enqueue(self, *, key: str, delivery_id: str, event: str, lane: str, work: dict[str, Any]) -> Enqueued:
        """Queue one delivery (``enqueue_many`` of one; an error is raised)."""
        outcome = self.enqueue_many([NewDelivery(key, delivery_id, event, lane, work)])[0]
        if isinstance(outcome, Exception):
            raise outcome
        return outcome

    def enqueue_many(self, deliveries: Sequence[NewDelivery]) -> list[Enqueued | Exception]:
        """Queue deliveries that arrived together, in one transaction (one writer turn, one commit), each
        answered as if alone: queued, a duplicate of a key already there (or earlier in the batch), or
        requeued (it had failed for good). Durable when this returns. Should the batch's transaction fail,
        each delivery is tried in a transaction of its own, so a bad one fails only itself (its outcome is the
        exception) and the rest are still queued."""
        if not deliveries:
            return []
        try:
            with self.store.urgent_writer(), self.engine.begin() as conn:  # acknowledgements wait on it
                return [self._put(conn, d) for d in deliveries]
        except Exception as exc:
            if len(deliveries) == 1:
                return [exc]
        outcomes: list[Enqueued | Exception] = []
        for d in deliveries:
            try:
                with self.store.urgent_writer(), self.engine.begin() as conn:
                    outcomes.append(self._put(conn, d))
            except Exception as exc:  # handed to that delivery's caller, raised there
                outcomes.append(exc)
        return outcomes

    def _put(self, conn: Connection, d: NewDelivery) -> Enqueued:
        now = _now()
        row = {
            "key": d.key,
            "delivery_id": d.delivery_id,
            "event": d.event,
            "lane": d.lane,
            "work": d.work,
            "status": DeliveryStatus.QUEUED.value,
            "attempts": 0,
            "next_try": now,
            "last_error": "",
            "created_at": now,
            "updated_at": now,
        }
        if self._insert is not None:
            inserted = conn.execute(self._insert, row).first() is not None
        else:
            try:
                with conn.begin_nested():
                    conn.execute(self._plain_insert, row)
                inserted = True
            except IntegrityError:
                inserted = False
        if inserted:
            return Enqueued.QUEUED
        again = conn.execute(self._requeue, {"k": d.key, "now": now})
        return Enqueued.REQUEUED if again.rowcount else Enqueued.DUPLICATE

    def due_lanes(self, *, limit: int = 50) -> list[str]:
        """Lanes with a row to take now (queued and due, or left working by a process that died)."""
        # A read (``Store.reader``): on SQLite it neither waits for the writer lock nor holds it, so the workers
        # polling here never delay an acknowledgement's INSERT.
        now = _now()
        with self.store.reader.connect() as conn:
            rows = conn.execute(
                select(DeliveryRow.lane, func.min(DeliveryRow.id).label("first"))
                .where(self._takeable(now))
                .group_by(DeliveryRow.lane)
                .order_by("first")
                .limit(limit)
            )
            return [str(r[0]) for r in rows]

    def take(self, lane: str, owner: str) -> Claimed | None:
        """The lane's oldest takeable row, marked working by ``owner``. Call only holding the lane."""
        now = _now()
        with self.store.writer(), self.engine.begin() as conn:
            row = self._first_in_order(conn, lane, now)
            if row is None:
                return None
            conn.execute(
                update(DeliveryRow)
                .where(DeliveryRow.id == row["id"])
                .values(status=DeliveryStatus.WORKING, owner=owner, attempts=row["attempts"] + 1, updated_at=now)
            )
        orphaned = row["status"] == DeliveryStatus.WORKING
        work = dict(row["work"])
        return Claimed(row["id"], row["delivery_id"], row["event"], lane, work, row["attempts"] + 1, owner, orphaned)

    def done(self, item: Claimed) -> bool:
        return self._set(item, status=DeliveryStatus.DONE, last_error="")

    def retry_later(self, item: Claimed, delay: timedelta, error: str) -> bool:
        return self._set(item, status=DeliveryStatus.QUEUED, next_try=_now() + delay, last_error=storable_text(error))

    def failed(self, item: Claimed, error: str) -> bool:
        return self._set(item, status=DeliveryStatus.FAILED, last_error=storable_text(error))

    def prune(self, finished_before: datetime) -> int:
        """Forget rows done or failed before then (each keeps its event's JSON, comment bodies included); how many.
        GitHub redelivers a delivery for 3 days, so a month's rows still answer every redelivery as a duplicate."""
        finished = DeliveryRow.status.in_([DeliveryStatus.DONE, DeliveryStatus.FAILED])
        with self.store.writer(), self.engine.begin() as conn:
            gone = conn.execute(delete(DeliveryRow).where(finished, DeliveryRow.updated_at < finished_before))
        return int(gone.rowcount)

    def pending(self) -> int:
        """Rows not finished yet (queued, waiting for a retry, or in hand)."""
        with self.store.reader.connect() as conn:
            return int(
                conn.scalar(
                    select(func.count())
                    .select_from(DeliveryRow)
                    .where(DeliveryRow.status.in_([DeliveryStatus.QUEUED, DeliveryStatus.WORKING]))
                )
                or 0
            )

    def status_of(self, key: str) -> tuple[str, int] | None:
        """(status, attempts) of a row, for tests and operators."""
        with self.store.reader.connect() as conn:
            row = conn.execute(select(DeliveryRow.status, DeliveryRow.attempts).where(DeliveryRow.key == key)).first()
            return None if row is None else (str(row[0]), int(row[1]))

    def _set(self, item: Claimed, **values: Any) -> bool:
        """Record how this try ended, unless the row was taken since (by a worker that found it orphaned: this
        one's lane lock was lost, its connection cut): the newer try's outcome is the row's. False then."""
        mine = (DeliveryRow.owner == item.owner) & (DeliveryRow.attempts == item.attempts)
        with self.store.writer(), self.engine.begin() as conn:
            done = conn.execute(
                update(DeliveryRow).where(DeliveryRow.id == item.id, mine).values(updated_at=_now(), **values)
            )
        taken_over = not done.rowcount
        if taken_over:
            log.warning("delivery %s try %d was taken over; this outcome is dropped", item.delivery_id, item.attempts)
        return not taken_over

    def _first_in_order(self, conn: Connection, lane: str, now: datetime) -> Any:
        """The oldest takeable row of the lane, passing over a comment whose issue or PR has an earlier delivery
        still waiting for its retry: a ``/cancel`` must not be handled before the ``/translate`` it answers (the
        lane's other work goes on meanwhile)."""
        unfinished = (
            select(DeliveryRow.id, DeliveryRow.work, self._takeable(now).label("takeable"))
            .where(DeliveryRow.lane == lane, DeliveryRow.status.in_([DeliveryStatus.QUEUED, DeliveryStatus.WORKING]))
            .order_by(DeliveryRow.id)
        )
        waiting: set[int] = set()
        for candidate in conn.execute(unfinished).mappings():
            issue = (candidate["work"] or {}).get("issue")
            if candidate["takeable"] and issue not in waiting:
                q = select(DeliveryRow).where(DeliveryRow.id == candidate["id"], self._takeable(now))
                if self.engine.dialect.name == "postgresql":
                    q = q.with_for_update(skip_locked=True)
                row = conn.execute(q).mappings().first()
                if row is not None:
                    return row
            if isinstance(issue, int):
                waiting.add(issue)
        return None

    @staticmethod
    def _takeable(now: datetime) -> Any:
        return or_(
            (DeliveryRow.status == DeliveryStatus.QUEUED) & (DeliveryRow.next_try <= now),
            DeliveryRow.status == DeliveryStatus.WORKING,
        )
