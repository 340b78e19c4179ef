"""The delivery queue and lane locks on SQLite and PostgreSQL: dedupe, retries, failures and
redelivery, and a lane left by a dead holder taken over with its row."""

from __future__ import annotations

import time
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import event

from tilebot.bot.delivery_queue import DeliveryQueue, DeliveryStatus, Enqueued, key_of, lane_of
from tilebot.bot.lanes import Lanes
from tilebot.bot.store import Store


@pytest.fixture
def store(store_url: str) -> Iterator[Store]:
    s = Store(store_url)
    yield s
    s.engine.dispose()


def put(queue: DeliveryQueue, name: str, repo: str = "acme/kernels") -> Enqueued:
    return queue.enqueue(
        key=key_of(name), delivery_id=name, event="issue_comment", lane=lane_of(repo), work={"n": name}
    )


def test_keys_and_lanes_have_a_fixed_length() -> None:
    long = "acme/" + "k" * 300
    assert len(key_of(long)) == 64 and len(lane_of(long)) <= 64
    assert lane_of("Acme/Kernels") == lane_of("acme/kernels") and lane_of(None, 7) == "installation:7"


def test_a_delivery_is_queued_once_retried_later_and_requeued_by_a_redelivery_after_failing(store: Store) -> None:
    queue = DeliveryQueue(store)
    lane = lane_of("acme/kernels")
    assert put(queue, "d1") is Enqueued.QUEUED
    assert put(queue, "d1") is Enqueued.DUPLICATE
    item = queue.take(lane, "me")
    assert item is not None and item.attempts == 1 and item.work == {"n": "d1"}
    queue.retry_later(item, timedelta(hours=1), "GitHub answered 502")
    assert queue.take(lane, "me") is None and queue.pending() == 1  # not due yet, still pending
    queue.retry_later(item, timedelta(0), "GitHub answered 502")
    again = queue.take(lane, "me")
    assert again is not None and again.attempts == 2
    queue.failed(again, "GitHub answered 403")
    assert queue.status_of(key_of("d1")) == (DeliveryStatus.FAILED, 2) and queue.pending() == 0
    assert put(queue, "d1") is Enqueued.REQUEUED  # GitHub's "Redeliver": a fresh set of tries
    fresh = queue.take(lane, "me")
    assert fresh is not None and fresh.attempts == 1
    queue.done(fresh)
    assert put(queue, "d1") is Enqueued.DUPLICATE and queue.pending() == 0


def test_rows_of_one_lane_come_oldest_first_and_other_lanes_are_listed(store: Store) -> None:
    queue = DeliveryQueue(store)
    for name, repo in [("a1", "acme/a"), ("b1", "acme/b"), ("a2", "acme/a")]:
        put(queue, name, repo)
    assert queue.due_lanes() == [lane_of("acme/a"), lane_of("acme/b")]
    first = queue.take(lane_of("acme/a"), "me")
    assert first is not None and first.work == {"n": "a1"}


@pytest.mark.parametrize("store_url", [pytest.param("postgres", marks=pytest.mark.postgres)], indirect=True)
def test_a_dead_holders_lane_and_row_are_taken_over(store_url: str) -> None:
    postgres_store_url = store_url
    one, two = Store(postgres_store_url), Store(postgres_store_url)  # two processes, as far as PostgreSQL knows
    try:
        queue_one, queue_two = DeliveryQueue(one), DeliveryQueue(two)
        lane = lane_of("acme/kernels")
        put(queue_one, "d1")
        holder_one, holder_two = Lanes(one.engine).holder(), Lanes(two.engine).holder()
        assert holder_one.try_acquire(lane)
        assert queue_one.take(lane, "one") is not None  # in hand when its process dies
        assert not holder_two.try_acquire(lane)  # held elsewhere
        holder_one.close()  # the process died: its connection, and its advisory locks, are gone
        # PostgreSQL frees them once its backend has seen the disconnect, a moment later: wait for that.
        deadline = time.monotonic() + 5
        while not holder_two.try_acquire(lane):
            assert time.monotonic() < deadline, "the dead holder's lane was never freed"
            time.sleep(0.02)
        taken = queue_two.take(lane, "two")
        assert taken is not None and taken.work == {"n": "d1"} and taken.attempts == 2
        holder_two.release(lane)
        holder_two.close()
    finally:
        one.engine.dispose()
        two.engine.dispose()


def test_on_sqlite_every_statement_of_the_queue_runs_holding_the_writer_lock(tmp_path: Path) -> None:
    # Every SQLite transaction begins IMMEDIATE (takes the database's write lock): one begun outside the
    # process's writer lock makes a webhook's INSERT on another thread sleep in SQLite's busy handler.
    store = Store(f"sqlite:///{tmp_path / 'store.db'}")
    outside: list[str] = []

    def check(_conn: Any, _cursor: Any, statement: str, *_: Any) -> None:
        if not store.writer()._is_owned():  # type: ignore[attr-defined]
            outside.append(statement.split()[0])

    event.listen(store.engine, "before_cursor_execute", check)
    try:
        queue = DeliveryQueue(store)
        put(queue, "d1")
        assert queue.due_lanes() == [lane_of("acme/kernels")]
        item = queue.take(lane_of("acme/kernels"), "me")
        assert item is not None
        queue.done(item)
        assert queue.pending() == 0 and queue.status_of(key_of("d1")) == (DeliveryStatus.DONE, 1)
    finally:
        store.engine.dispose()
    assert outside == []
