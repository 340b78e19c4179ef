"""The delivery queue at its edges: lane holders beside the store's pool, error messages PostgreSQL's text
refuses, and the queue's depth on /metrics."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

import pytest
from sqlalchemy import update

from tilebot.bot.delivery_queue import DeliveryQueue, DeliveryRow, DeliveryStatus, Enqueued, key_of, lane_of
from tilebot.bot.lanes import Lanes
from tilebot.bot.metrics import Metrics
from tilebot.bot.store import Store


@pytest.fixture
def store(store_url: str) -> Iterator[Store]:
    s = Store(store_url)
    yield s
    s.engine.dispose()


def put(queue: DeliveryQueue, name: str, repo: str = "acme/kernels") -> Enqueued:
    return queue.enqueue(key=key_of(name), delivery_id=name, event="issue_comment", lane=lane_of(repo), work={})


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


def now() -> datetime:
    return datetime.now(UTC)


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
        conn.execute(update(DeliveryRow).where(DeliveryRow.delivery_id == "translate").values(next_try=now()))
    order = []
    while (item := queue.take(lane, "me")) is not None:
        order.append(item.delivery_id)
        assert queue.done(item)
    assert order == ["translate", "cancel"]
