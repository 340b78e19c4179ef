"""Group commit on the acknowledgement path: what arrives while a batch is written is the next batch,
each delivery is answered with its own outcome, and an error reaches the deliveries it kept out."""

from __future__ import annotations

import threading
from collections.abc import Sequence
from pathlib import Path

import pytest

from tilebot.bot.delivery_queue import DeliveryQueue, Enqueued, NewDelivery, key_of, lane_of
from tilebot.bot.enqueue_batch import EnqueueBatcher
from tilebot.bot.store import Store


def delivery(name: str) -> NewDelivery:
    return NewDelivery(key_of(name), name, "issue_comment", lane_of("acme/kernels"), {"n": name})


class GatedQueue(DeliveryQueue):
    """Holds its first batch until released, recording every batch it writes."""

    def __init__(self, store: Store) -> None:
        super().__init__(store)
        self.batches: list[list[str]] = []
        self.first_arrived = threading.Event()
        self.release = threading.Event()

    def enqueue_many(self, deliveries: Sequence[NewDelivery]) -> list[Enqueued | Exception]:
        if not self.batches:
            self.first_arrived.set()
            self.release.wait(5)
        self.batches.append([d.delivery_id for d in deliveries])
        return super().enqueue_many(deliveries)


def test_what_arrives_during_a_write_is_committed_together_and_each_gets_its_outcome(tmp_path: Path) -> None:
    store = Store(f"sqlite:///{tmp_path / 'store.db'}")
    queue = GatedQueue(store)
    batcher = EnqueueBatcher(queue)
    try:
        first = batcher.submit(delivery("a"))
        assert queue.first_arrived.wait(5)
        later = [batcher.submit(delivery(n)) for n in ("b", "c", "b")]  # arrive while "a" is being written
        assert not first.done()  # nothing is answered before its commit
        queue.release.set()
        assert first.result(5) is Enqueued.QUEUED
        assert [f.result(5) for f in later] == [Enqueued.QUEUED, Enqueued.QUEUED, Enqueued.DUPLICATE]
        assert queue.batches == [["a"], ["b", "c", "b"]]
        assert queue.pending() == 3
    finally:
        batcher.stop()
        store.engine.dispose()


def test_a_failed_write_is_raised_to_the_deliveries_it_kept_out(tmp_path: Path) -> None:
    store = Store(f"sqlite:///{tmp_path / 'store.db'}")
    batcher = EnqueueBatcher(DeliveryQueue(store))
    try:
        bad = batcher.submit(NewDelivery(key_of("x"), "x", "issue_comment", "-", {"n": object()}))
        with pytest.raises(Exception, match="not JSON serializable"):
            bad.result(5)
        assert batcher.submit(delivery("y")).result(5) is Enqueued.QUEUED  # the writer lives on
        batcher.stop()
        assert batcher.submit(delivery("z")).result(5) is Enqueued.QUEUED  # a submit after stop starts it again
    finally:
        batcher.stop()
        store.engine.dispose()


def test_a_delivery_whose_request_went_away_is_still_written_and_the_writer_lives_on(tmp_path: Path) -> None:
    store = Store(f"sqlite:///{tmp_path / 'store.db'}")
    queue = GatedQueue(store)
    batcher = EnqueueBatcher(queue)
    try:
        first = batcher.submit(delivery("a"))
        assert queue.first_arrived.wait(5)
        gone = batcher.submit(delivery("b"))
        assert gone.cancel()  # its client disconnected before the writer took it
        queue.release.set()
        assert first.result(5) is Enqueued.QUEUED
        assert batcher.submit(delivery("c")).result(5) is Enqueued.QUEUED
        assert queue.batches[1][:1] == ["b"] and queue.pending() == 3  # written all the same (at least once)
    finally:
        batcher.stop()
        store.engine.dispose()
