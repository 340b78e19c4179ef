"""The workers behind the webhook: deliveries taken from the store's queue, lane by lane.

The ingress only inserts a row (``bot/delivery_queue.py``) and wakes the workers. Each worker takes
the oldest due delivery of a lane (a repository) it can lock (``bot/lanes.py``), so events about
one repository never interleave, while a rate-limit wait holds only the worker it hit.
Several ``tilebot serve`` processes on one PostgreSQL share the queue the same way.

A delivery is done only when its handler returned. A failed try is retried with exponential
backoff; after the last one the thread is told (``events.give_up``). So every handler runs at least
once and may run again: each is safe to run twice, and every effect on GitHub is looked up before
it is made again (markers on comments, run-names on dispatches, branches and PRs adopted).

The reconciler repairs runs from what GitHub reports, each run while holding its lane.
"""

from __future__ import annotations

import contextlib
import logging
import os
import secrets
import socket
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

from tilebot.bot import events
from tilebot.bot.delivery_queue import DELIVERY_RETENTION, Claimed, DeliveryQueue, lane_of
from tilebot.bot.events.base import EventContext
from tilebot.bot.executor.actions import ActionsExecutor, Collected
from tilebot.bot.forge.github import GitHubForge
from tilebot.bot.github_api import GitHubClients, NotInstalled
from tilebot.bot.lanes import LaneHolder, Lanes
from tilebot.bot.metrics import Metrics
from tilebot.bot.orchestrator import Orchestrator
from tilebot.bot.permissions import Permissions
from tilebot.bot.reconciler import Reconciler
from tilebot.bot.refusals import REFUSAL_WINDOW, RefusalReplies
from tilebot.bot.store import Run, Store

log = logging.getLogger(__name__)

ORPHAN_GRACE_S = 3.0  # how long a dead process's last request may still take to land at GitHub


@dataclass(frozen=True)
class RetryPolicy:
    """How often and how late a failed delivery is tried again."""

    tries: int = 6
    first_delay: float = 5.0  # seconds; doubled each try
    max_delay: float = 600.0

    def delay(self, tries_so_far: int) -> timedelta:
        return timedelta(seconds=min(self.max_delay, self.first_delay * 2 ** max(0, tries_so_far - 1)))


def instance_name() -> str:
    return f"{socket.gethostname()[:30]}:{os.getpid()}:{secrets.token_hex(3)}"


class Service:
    def __init__(
        self,
        *,
        store: Store,
        clients: GitHubClients,
        forge: GitHubForge,
        executor: ActionsExecutor,
        orchestrator: Orchestrator,
        reconciler: Reconciler,
        permissions: Permissions,
        metrics: Metrics,
        bot_login: str,
        reconcile_interval: float = 300.0,
        workers: int = 4,
        poll_seconds: float = 0.5,
        retry: RetryPolicy | None = None,
        queue: DeliveryQueue | None = None,
        nice: int = 0,
        refusal_window: timedelta = REFUSAL_WINDOW,
    ) -> None:
        self.store = store
        self.clients = clients
        self.forge = forge
        self.executor = executor
        self.orchestrator = orchestrator
        self.permissions = permissions
        self.metrics = metrics
        self.bot_login = bot_login
        self.reconciler = reconciler
        self.reconcile_interval = reconcile_interval
        self.workers = max(1, workers)
        self.poll_seconds = poll_seconds
        self.retry = retry or RetryPolicy()
        self.queue = queue or DeliveryQueue(store)
        self.nice = nice
        self.lanes = Lanes(store.engine)
        self.name = instance_name()
        self.context = EventContext(
            store=store,
            clients=clients,
            forge=forge,
            executor=executor,
            orchestrator=orchestrator,
            permissions=permissions,
            refusals=RefusalReplies(store, window=refusal_window),
            metrics=metrics,
            bot_login=bot_login,
        )
        self._wake = threading.Condition()
        self._stopping = threading.Event()
        self._reconcile_asked = threading.Event()
        self._busy = 0  # deliveries in hand and reconciler passes in progress, in this process
        self._busy_lock = threading.Lock()
        self._threads: list[threading.Thread] = []

    # lifecycle

    def start(self) -> None:
        """Start the workers (they take up what a previous process left) and a first reconciler pass."""
        self.lanes.claim()
        self._stopping.clear()
        self._reconcile_asked.set()
        self._threads = [
            threading.Thread(target=self._work, name=f"tilebot-worker-{i}", daemon=True) for i in range(self.workers)
        ]
        self._threads.append(threading.Thread(target=self._tick, name="tilebot-reconciler", daemon=True))
        for t in self._threads:
            t.start()

    def stop(self, timeout: float = 30.0) -> None:
        """Finish the items in hand, then stop; queued deliveries stay in the store for the next start."""
        self._stopping.set()
        self._reconcile_asked.set()
        self.notify()
        for t in self._threads:
            t.join(timeout)
        self._threads = []
        self.lanes.unclaim()

    def notify(self) -> None:
        """A delivery was queued: wake a worker (other instances see it at their next poll)."""
        with self._wake:
            self._wake.notify()

    def queued(self) -> int:
        return self.queue.pending()

    def reconcile_soon(self) -> None:
        self._reconcile_asked.set()

    def wait_idle(self, timeout: float = 30.0) -> bool:
        """True once nothing is queued, in hand or asked of the reconciler (for tests and benchmarks)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            with self._busy_lock:
                busy = self._busy
            if not busy and not self._reconcile_asked.is_set() and self.queue.pending() == 0:
                with self._busy_lock:
                    if self._busy == 0:
                        return True
            time.sleep(0.02)
        return False

    @contextmanager
    def _in_hand(self) -> Iterator[None]:
        with self._busy_lock:
            self._busy += 1
        try:
            yield
        finally:
            with self._busy_lock:
                self._busy -= 1

    # workers

    def _work(self) -> None:
        lower_this_threads_priority(self.nice)
        holder = self.lanes.holder()
        try:
            while not self._stopping.is_set():
                try:
                    took = self._take_and_handle(holder)
                except Exception:
                    log.exception("worker: the store could not be read; trying again")
                    holder.close()
                    took = False
                if not took:
                    with self._wake:
                        self._wake.wait(self.poll_seconds)
        finally:
            holder.close()

    def _take_and_handle(self, holder: LaneHolder) -> bool:
        with self._in_hand():
            for lane in self.queue.due_lanes():
                if lane in self.lanes.held() or not holder.try_acquire(lane):
                    continue
                try:
                    item = self.queue.take(lane, self.name)
                    if item is not None:
                        self.notify()  # more may be due in other lanes: let another worker look
                        self._handle(item)
                        return True
                finally:
                    holder.release(lane)
            return False

    def _handle(self, item: Claimed) -> None:
        event = item.event
        if item.orphaned and item.attempts > self.retry.tries:
            # Each try ended with the process handling it (killed, out of memory): one more would too, on every
            # start, with the lane stuck behind it.
            reason = f"the process handling it ended during each of {item.attempts - 1} tries"
            log.error("delivery %s (%s) failed for good: %s", item.delivery_id, event, reason)
            self._give_up(item, reason, item.attempts - 1)
            return
        if item.orphaned:
            # The lane is free the moment its process dies, but that process's last request (a reply, a PR) may still
            # land at GitHub: let it, before this try looks for what the last one did.
            time.sleep(ORPHAN_GRACE_S)
        try:
            self.handle_delivery(item.work)
        except Exception as exc:
            reason = _describe(exc)
            self.metrics.work_errors.labels(event).inc()
            # Without an installation the App can do nothing on the repository, on this try or a later one.
            if isinstance(exc, NotInstalled) or item.attempts >= self.retry.tries:
                log.exception("delivery %s (%s) failed for good after %d tries", item.delivery_id, event, item.attempts)
                self._give_up(item, reason, item.attempts)
            else:
                delay = self.retry.delay(item.attempts)
                log.warning(
                    "delivery %s (%s) try %d failed (%s); again in %.1f s",
                    item.delivery_id,
                    event,
                    item.attempts,
                    reason,
                    delay.total_seconds(),
                )
                self.queue.retry_later(item, delay, reason)
        else:
            self.queue.done(item)

    def _give_up(self, item: Claimed, reason: str, tries: int) -> None:
        if self.queue.failed(item, reason):
            try:
                events.give_up(self.context, item.work, reason, tries)
            except Exception:
                log.exception("could not tell the thread that delivery %s failed", item.delivery_id)

    # reconciler

    def _tick(self) -> None:
        lower_this_threads_priority(self.nice)
        holder = self.lanes.holder()
        try:
            while True:
                self._reconcile_asked.wait(self.reconcile_interval)
                if self._stopping.is_set():
                    return
                with self._in_hand():
                    self._reconcile_asked.clear()
                    try:
                        self.reconciler.run_pass(guard=lambda run: self._run_lane(holder, run))
                        self.queue.prune(datetime.now(UTC) - DELIVERY_RETENTION)
                    except Exception:
                        log.exception("reconciler pass failed")
                        self.metrics.work_errors.labels("reconcile").inc()
        finally:
            holder.close()

    def _run_lane(self, holder: LaneHolder, run: Run) -> Any:
        return holder.hold(lane_of(run.repo), wait=30.0)

    # events

    def handle_delivery(self, work: dict[str, Any]) -> None:
        events.handle(self.context, work)

    def deliver_result(self, collected: Collected) -> None:
        self.context.deliver_result(collected)


def lower_this_threads_priority(by: int) -> None:
    """Raise the calling thread's nice value by ``by`` (Linux: every thread is a task of its own to the
    scheduler): when the machine is busy, the acknowledgements get the CPU before the workers, which
    still get every cycle nobody else wants. Elsewhere, or when not permitted, nothing changes."""
    if by <= 0 or not sys.platform.startswith("linux"):
        return
    tid = threading.get_native_id()
    with contextlib.suppress(OSError):
        os.setpriority(os.PRIO_PROCESS, tid, min(19, os.getpriority(os.PRIO_PROCESS, tid) + by))


def _describe(exc: Exception) -> str:
    status = getattr(exc, "status", None)
    if status is not None:
        data = getattr(exc, "data", None)
        message = data.get("message") if isinstance(data, dict) else None
        return f"GitHub answered {status}{': ' + str(message) if message else ''}"
    return f"{type(exc).__name__}: {exc}"[:500]
