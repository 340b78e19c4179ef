"""Group commit for the acknowledgement path: one thread writes the deliveries that arrive together.

Every acknowledgement waits for its row to be committed. Written one by one, eight concurrent
deliveries meant eight turns at the store's writer lock (SQLite: one writer at a time), eight
commits and eight hops through a thread pool, each turn a fresh wait for the lock and the GIL. Here
the web process hands rows to one writer thread, which takes everything waiting at that moment into
one transaction (``DeliveryQueue.enqueue_many``) and answers each delivery's future once it is
committed. Nothing waits to fill a batch: a lone delivery is written at once, and what arrives while
a batch is being written forms the next one.
"""

from __future__ import annotations

import logging
import queue
import threading
from concurrent.futures import Future

from tilebot.bot.delivery_queue import DeliveryQueue, Enqueued, NewDelivery

log = logging.getLogger(__name__)

_Item = tuple[NewDelivery, "Future[Enqueued]"]


class EnqueueBatcher:
    def __init__(self, queue_: DeliveryQueue, *, max_batch: int = 64) -> None:
        if max_batch < 1:
            raise ValueError("max_batch must be at least 1")
        self.queue = queue_
        self.max_batch = max_batch
        self._inbox: queue.SimpleQueue[_Item | None] = queue.SimpleQueue()
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()

    def start(self) -> None:
        with self._lock:
            self._start_locked()

    def stop(self, timeout: float = 10.0) -> None:
        """Write what was submitted, then stop (a later ``submit`` starts a fresh thread)."""
        with self._lock:
            thread, self._thread = self._thread, None
            if thread is not None:
                self._inbox.put(None)  # the last item of that thread's inbox: later ones go to a new one
        if thread is not None:
            thread.join(timeout)

    def submit(self, delivery: NewDelivery) -> Future[Enqueued]:
        """The delivery's outcome once its transaction committed (or the error that kept it out)."""
        done: Future[Enqueued] = Future()
        with self._lock:
            self._start_locked()
            self._inbox.put((delivery, done))
        return done

    def _start_locked(self) -> None:
        if self._thread is None:
            self._inbox = queue.SimpleQueue()
            self._thread = threading.Thread(target=self._run, args=(self._inbox,), name="tilebot-enqueue", daemon=True)
            self._thread.start()

    def _run(self, inbox: queue.SimpleQueue[_Item | None]) -> None:
        while True:
            first = inbox.get()
            if first is None:
                return
            batch = [first]
            stopping = False
            while len(batch) < self.max_batch:
                try:
                    more = inbox.get_nowait()
                except queue.Empty:
                    break
                if more is None:
                    stopping = True
                    break
                batch.append(more)
            self._write(batch)
            if stopping:
                return

    def _write(self, batch: list[_Item]) -> None:
        # Running futures cannot be cancelled any more (a request whose client went away cancels its own):
        # a cancelled one is still written, for its delivery was verified and GitHub may not send it again.
        answer = [done.set_running_or_notify_cancel() for _, done in batch]
        try:
            outcomes = self.queue.enqueue_many([delivery for delivery, _ in batch])
        except Exception as exc:  # every waiting acknowledgement gets it (a 500)
            log.exception("could not queue %d deliveries", len(batch))
            outcomes = [exc] * len(batch)
        for (_, done), outcome, waiting in zip(batch, outcomes, answer, strict=True):
            if not waiting:
                continue
            if isinstance(outcome, Exception):
                done.set_exception(outcome)
            else:
                done.set_result(outcome)
