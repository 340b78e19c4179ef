"""The delivery queue and lane locks on SQLite and PostgreSQL: dedupe, retries, failures and
redelivery, a lane left by a dead holder taken over with its row, lane holders beside the store's pool, error
messages PostgreSQL's text refuses, a command waiting behind its issue's earlier one, and the queue's depth on
/metrics."""

from __future__ import annotations

import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import event, update
from sqlalchemy.exc import StatementError

from tilebot.bot.delivery_queue import (
    DeliveryQueue,
    DeliveryRow,
    DeliveryStatus,
    Enqueued,
    NewDelivery,
    key_of,
    lane_of,
)
from tilebot.bot.lanes import Lanes, LanesTaken
from tilebot.bot.metrics import Metrics
from tilebot.bot.store import READ_ONLY, Store


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


def test_a_row_left_working_is_taken_as_orphaned_and_the_old_try_s_outcome_is_dropped(store: Store) -> None:
    """A try whose process ended, or lost its lane while it still ran, leaves the row working: the next taker
    learns it (its service counts the try), and a late outcome of the old try cannot overwrite the new one's."""
    queue = DeliveryQueue(store)
    lane = lane_of("acme/kernels")
    put(queue, "d1")
    first = queue.take(lane, "one")
    assert first is not None and not first.orphaned and first.owner == "one"
    second = queue.take(lane, "two")  # the lane was free again: "one" died, or its lock went with its connection
    assert second is not None and second.orphaned and second.attempts == 2
    assert not queue.done(first) and queue.status_of(key_of("d1")) == (DeliveryStatus.WORKING, 2)
    assert not queue.retry_later(first, timedelta(0), "late") and not queue.failed(first, "late")
    assert queue.failed(second, "GitHub answered 403")
    assert queue.status_of(key_of("d1")) == (DeliveryStatus.FAILED, 2)


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


@pytest.mark.parametrize("store_url", [pytest.param("postgres", marks=pytest.mark.postgres)], indirect=True)
def test_a_lane_outlives_the_server_s_idle_session_timeout(store_url: str) -> None:
    """The lane's connection is idle while its holder handles a delivery: were the server to close it, another
    instance would take the lane, and the delivery, at the same time."""
    import psycopg
    from sqlalchemy.engine import make_url

    url = make_url(store_url)
    admin = {"host": url.host, "port": url.port, "user": url.username, "dbname": "postgres", "autocommit": True}
    with psycopg.connect(**admin) as conn:
        conn.execute(f"ALTER DATABASE {url.database} SET idle_session_timeout = '500ms'")
    one, two = Store(store_url), Store(store_url)
    try:
        lane = lane_of("acme/kernels")
        holder_one, holder_two = Lanes(one.engine).holder(), Lanes(two.engine).holder()
        assert holder_one.try_acquire(lane)
        time.sleep(1.5)  # handling a delivery
        assert not holder_two.try_acquire(lane), "the idle lane connection was closed and its lane handed over"
        holder_one.release(lane)
        assert holder_two.try_acquire(lane)
        holder_two.release(lane)
        holder_one.close()
        holder_two.close()
    finally:
        one.engine.dispose()
        two.engine.dispose()


def test_on_sqlite_writes_hold_the_writer_lock_and_reads_take_no_write_lock(tmp_path: Path) -> None:
    # A transaction that may write begins IMMEDIATE (takes the database's write lock): one begun outside the
    # process's writer lock makes a webhook's INSERT on another thread sleep in SQLite's busy handler. Reads
    # begin deferred instead (under WAL they never take the write lock), so they need not queue for it.
    store = Store(f"sqlite:///{tmp_path / 'store.db'}")
    outside: list[str] = []
    reads: list[str] = []

    def check(conn: Any, _cursor: Any, statement: str, *_: Any) -> None:
        words = " ".join(statement.split()[:2])
        if conn.get_execution_options().get(READ_ONLY):
            reads.append(words)
        elif not store.writer().held():  # type: ignore[attr-defined]
            outside.append(words)

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
    assert reads and {r.split()[0] for r in reads} == {"BEGIN", "SELECT"} and "BEGIN IMMEDIATE" not in reads


def test_a_batch_is_one_transaction_answering_each_delivery_as_if_alone(store: Store) -> None:
    queue = DeliveryQueue(store)
    lane = lane_of("acme/kernels")
    assert put(queue, "old") is Enqueued.QUEUED
    item = queue.take(lane, "me")
    assert item is not None
    queue.failed(item, "GitHub answered 403")
    begins: list[str] = []
    event.listen(store.engine, "begin", lambda _conn: begins.append("begin"))
    batch = [
        NewDelivery(key_of(name), name, "issue_comment", lane, {"n": name}) for name in ("a", "b", "a", "old", "c")
    ]
    outcomes = queue.enqueue_many(batch)
    assert outcomes == [Enqueued.QUEUED, Enqueued.QUEUED, Enqueued.DUPLICATE, Enqueued.REQUEUED, Enqueued.QUEUED]
    assert len(begins) == 1  # one transaction (one commit) for the five
    assert queue.pending() == 4  # a, b, c and the requeued one


def test_a_bad_delivery_fails_only_itself_and_the_rest_of_its_batch_is_queued(store: Store) -> None:
    queue = DeliveryQueue(store)
    lane = lane_of("acme/kernels")
    good = [NewDelivery(key_of(n), n, "issue_comment", lane, {"n": n}) for n in ("a", "b")]
    bad = NewDelivery(key_of("bad"), "bad", "issue_comment", lane, {"n": object()})  # not JSON: the INSERT raises
    outcomes = queue.enqueue_many([good[0], bad, good[1]])
    assert outcomes[0] is Enqueued.QUEUED and outcomes[2] is Enqueued.QUEUED
    assert isinstance(outcomes[1], Exception)
    assert queue.status_of(key_of("bad")) is None and queue.pending() == 2
    with pytest.raises((StatementError, TypeError)):  # alone, it is raised (wrapped or not by the driver)
        queue.enqueue(key=bad.key, delivery_id="bad", event="issue_comment", lane=lane, work=bad.work)


def test_sqlite_writers_of_one_database_exclude_each_other_across_stores(tmp_path: Path) -> None:
    # Two Store objects stand for two processes (tilebot serve and its workers' process): each its own lock
    # file descriptor, so flock() excludes them as it would two processes.
    one, two = Store(f"sqlite:///{tmp_path / 'store.db'}"), Store(f"sqlite:///{tmp_path / 'store.db'}")
    order: list[str] = []
    holding = threading.Event()

    def second() -> None:
        holding.wait(5)
        with two.writer():
            order.append("two")

    try:
        thread = threading.Thread(target=second)
        thread.start()
        with one.writer(), one.writer():  # reentrant within a thread
            holding.set()
            time.sleep(0.2)
            order.append("one")
        thread.join(5)
        assert order == ["one", "two"]
    finally:
        one.engine.dispose()
        two.engine.dispose()


def test_the_acknowledgements_writer_goes_before_the_workers_waiting_for_the_sqlite_writer(tmp_path: Path) -> None:
    store = Store(f"sqlite:///{tmp_path / 'store.db'}")
    order: list[str] = []
    waiting: list[threading.Thread] = []

    def take(name: str, urgent: bool) -> None:
        with store.urgent_writer() if urgent else store.writer():
            order.append(name)

    try:
        with store.writer():  # a worker's transaction in progress
            for name, urgent in [("worker-1", False), ("worker-2", False), ("ack", True)]:
                thread = threading.Thread(target=take, args=(name, urgent))
                thread.start()
                waiting.append(thread)
                time.sleep(0.1)  # queued in this order
            order.append("holder")
        for thread in waiting:
            thread.join(5)
        assert order[:2] == ["holder", "ack"] and sorted(order[2:]) == ["worker-1", "worker-2"]
    finally:
        store.engine.dispose()


def test_one_process_at_a_time_runs_workers_on_a_sqlite_database(tmp_path: Path) -> None:
    """SQLite's lanes are one process's locks: a second process's workers would hold the same lanes at once and
    handle the deliveries the first has in hand. It waits for the first to stop, then gives up saying why."""
    url = f"sqlite:///{tmp_path / 'store.db'}"
    holder = subprocess.Popen(
        [sys.executable, "-c", CLAIM_AND_WAIT, url], stdout=subprocess.PIPE, stdin=subprocess.PIPE, text=True
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "claimed"
        store = Store(url)
        lanes = Lanes(store.engine)
        with pytest.raises(LanesTaken, match=r"another process runs tilebot's workers on .*store\.db"):
            lanes.claim(wait=0.3)
        holder.kill()  # the kernel frees the lock of a process however it ends
        holder.wait(10)
        lanes.claim(wait=5)
        lanes.unclaim()
        store.engine.dispose()
    finally:
        holder.kill()
        holder.wait(10)


CLAIM_AND_WAIT = """
import sys
from tilebot.bot.lanes import Lanes
from tilebot.bot.store import Store
Lanes(Store(sys.argv[1]).engine).claim(wait=0)
print("claimed", flush=True)
sys.stdin.read()
"""


def test_finished_rows_are_pruned_after_their_retention_and_nothing_pending_is(store: Store) -> None:
    queue = DeliveryQueue(store)
    lane = lane_of("acme/kernels")
    for name in ("done", "failed", "recent", "queued"):
        put(queue, name)
    for name in ("done", "failed", "recent"):
        item = queue.take(lane, "me")
        assert item is not None and item.work == {"n": name}
        assert queue.failed(item, "403") if name == "failed" else queue.done(item)
    old = [key_of("done"), key_of("failed"), key_of("queued")]
    with store.engine.begin() as conn:
        month_ago = datetime.now(UTC) - timedelta(days=31)
        conn.execute(update(DeliveryRow).where(DeliveryRow.key.in_(old)).values(updated_at=month_ago))
    assert queue.prune(datetime.now(UTC) - timedelta(days=30)) == 2
    assert queue.status_of(key_of("done")) is None and queue.status_of(key_of("failed")) is None
    assert queue.status_of(key_of("queued")) == (DeliveryStatus.QUEUED, 0)
    assert queue.status_of(key_of("recent")) == (DeliveryStatus.DONE, 1)


@pytest.mark.parametrize("store_url", [pytest.param("postgres", marks=pytest.mark.postgres)], indirect=True)
def test_as_many_lane_holders_as_the_pool_holds_still_leave_it_to_the_work(store: Store) -> None:
    """Each worker's holder keeps its lane connection while the worker lives: had it come from the store's pool,
    TILEBOT_WORKERS=40 would hold every pooled connection and no worker could take its delivery."""
    queue = DeliveryQueue(store)
    capacity = store.engine.pool.size() + store.engine.pool._max_overflow  # type: ignore[attr-defined]
    repos = [f"acme/r{i}" for i in range(capacity)]
    for repo in repos:
        put(queue, repo, repo)
    lanes = Lanes(store.engine)
    holders = [lanes.holder() for _ in repos]
    try:
        for holder, repo in zip(holders, repos, strict=True):
            assert holder.try_acquire(lane_of(repo))
        assert store.engine.pool.checkedout() == 0  # type: ignore[attr-defined]
        taken = queue.take(lane_of(repos[0]), "me")
        assert taken is not None and taken.delivery_id == repos[0]
    finally:
        for holder in holders:
            holder.close()


def test_an_error_with_nul_is_recorded_as_the_try_s_outcome(store: Store) -> None:
    """A handler's exception may quote text with NUL, which PostgreSQL's text refuses: the try must still end
    as retried (with its backoff) or failed, not stay working to be taken again at once as orphaned."""
    queue = DeliveryQueue(store)
    lane = lane_of("acme/kernels")
    put(queue, "d1")
    first = queue.take(lane, "me")
    assert first is not None
    assert queue.retry_later(first, timedelta(0), "ValueError: unexpected '\x00' in the command")
    again = queue.take(lane, "me")
    assert again is not None and not again.orphaned and again.attempts == 2
    assert queue.failed(again, "ValueError: unexpected '\x00' in the command")
    assert queue.status_of(key_of("d1")) == (DeliveryStatus.FAILED, 2)


def test_the_queue_depth_on_metrics_is_the_store_s_pending_count(store: Store) -> None:
    queue = DeliveryQueue(store)
    for name in ("d1", "d2", "d3"):
        put(queue, name)
    item = queue.take(lane_of("acme/kernels"), "me")
    assert item is not None and queue.done(item)
    metrics = Metrics()
    metrics.track_queue(queue.pending)
    assert b"tilebot_work_queue_depth 2.0" in metrics.exposition()


def comment(queue: DeliveryQueue, name: str, issue: int) -> Enqueued:
    return queue.enqueue(
        key=key_of(name), delivery_id=name, event="issue_comment", lane=lane_of("acme/kernels"), work={"issue": issue}
    )


def test_a_command_waits_behind_an_earlier_one_on_its_issue_that_waits_for_a_retry(store: Store) -> None:
    """/translate failed on a 502 and waits 60 s: the /cancel typed after it on the same issue waits too (handled
    first, it found nothing to cancel and the run then started), while a comment on another issue goes on."""
    queue = DeliveryQueue(store)
    lane = lane_of("acme/kernels")
    for name, issue in (("translate", 5), ("cancel", 5), ("help", 7)):
        comment(queue, name, issue)
    first = queue.take(lane, "me")
    assert first is not None and first.delivery_id == "translate"
    assert queue.retry_later(first, timedelta(seconds=60), "502 Bad Gateway")
    other = queue.take(lane, "me")
    assert other is not None and other.delivery_id == "help"
    assert queue.done(other)
    assert queue.take(lane, "me") is None  # the cancel waits for the translate's retry
    with store.engine.begin() as conn:  # its retry falls due
        conn.execute(
            update(DeliveryRow).where(DeliveryRow.delivery_id == "translate").values(next_try=datetime.now(UTC))
        )
    order = []
    while (item := queue.take(lane, "me")) is not None:
        order.append(item.delivery_id)
        assert queue.done(item)
    assert order == ["translate", "cancel"]
