"""The worker behind the webhook: one thread takes queued deliveries and reconciler passes one at a
time (as rust-lang/bors does), so two events about one run never interleave.

What each event means is in ``bot/events`` (and the commands of a comment in ``bot/commands``);
this module only owns the queue, its threads and the bookkeeping of deliveries. Every handler is
safe to run twice and on stale input: events may arrive twice, late or out of order. A job's
state only moves forward (an attempt finished stays finished), results are recorded once per
(run, stage, attempt), and check runs are only touched for open attempts of active runs.
"""

from __future__ import annotations

import logging
import queue
import threading
import time
from dataclasses import dataclass
from typing import Any

from tilebot.bot import events
from tilebot.bot.events.base import EventContext
from tilebot.bot.executor.actions import ActionsExecutor, Collected
from tilebot.bot.forge.github import GitHubForge
from tilebot.bot.github_api import GitHubClients
from tilebot.bot.metrics import Metrics
from tilebot.bot.orchestrator import Orchestrator
from tilebot.bot.permissions import Permissions
from tilebot.bot.reconciler import Reconciler
from tilebot.bot.store import Store
from tilebot.bot.webhooks import HANDLED, QUEUED

log = logging.getLogger(__name__)

_STOP = object()


@dataclass(frozen=True)
class _Delivery:
    delivery_id: str
    work: dict[str, Any]


@dataclass(frozen=True)
class _Reconcile:
    pass


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
        self.context = EventContext(
            store=store,
            clients=clients,
            forge=forge,
            executor=executor,
            orchestrator=orchestrator,
            permissions=permissions,
            metrics=metrics,
            bot_login=bot_login,
        )
        self._queue: queue.Queue[object] = queue.Queue()
        self._stopping = threading.Event()
        self._threads: list[threading.Thread] = []

    # lifecycle

    def start(self) -> None:
        """Take up deliveries a previous process accepted but never handled, repair runs, start working."""
        for delivery_id, _kind, work in self.store.pending_deliveries(QUEUED):
            self._put(_Delivery(delivery_id, work))
        self._put(_Reconcile())
        self._stopping.clear()
        worker = threading.Thread(target=self._work, name="tilebot-worker", daemon=True)
        ticker = threading.Thread(target=self._tick, name="tilebot-reconciler", daemon=True)
        self._threads = [worker, ticker]
        for t in self._threads:
            t.start()

    def stop(self, timeout: float = 30.0) -> None:
        """Finish the item in hand, then stop; queued deliveries stay recorded for the next start."""
        self._stopping.set()
        self._queue.put(_STOP)
        for t in self._threads:
            t.join(timeout)
        self._threads = []

    def enqueue(self, delivery_id: str, work: dict[str, Any]) -> None:
        self._put(_Delivery(delivery_id, work))

    def queued(self) -> int:
        return self._queue.qsize()

    def reconcile_soon(self) -> None:
        self._put(_Reconcile())

    def wait_idle(self, timeout: float = 30.0) -> bool:
        """True once nothing is queued or in hand (for tests and the load benchmark)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self._queue.unfinished_tasks == 0:
                return True
            time.sleep(0.01)
        return False

    def _put(self, item: object) -> None:
        self._queue.put(item)
        self.metrics.queue_depth.set(self._queue.qsize())

    def _tick(self) -> None:
        while not self._stopping.wait(self.reconcile_interval):
            self._put(_Reconcile())

    def _work(self) -> None:
        while True:
            item = self._queue.get()
            try:
                if item is _STOP:
                    return
                self._handle(item)
            finally:
                self._queue.task_done()
                self.metrics.queue_depth.set(self._queue.qsize())

    def _handle(self, item: object) -> None:
        if isinstance(item, _Delivery):
            event = str(item.work.get("event"))
            try:
                self.handle_delivery(item.work)
                self.store.finish_delivery(item.delivery_id, f"{HANDLED}{event}")
            except Exception:
                log.exception("delivery %s (%s) failed", item.delivery_id, event)
                self.metrics.work_errors.labels(event).inc()
                self.store.finish_delivery(item.delivery_id, f"failed:{event}")
        elif isinstance(item, _Reconcile):
            try:
                self.reconciler.run_pass()
            except Exception:
                log.exception("reconciler pass failed")
                self.metrics.work_errors.labels("reconcile").inc()

    # events

    def handle_delivery(self, work: dict[str, Any]) -> None:
        events.handle(self.context, work)

    def deliver_result(self, collected: Collected) -> None:
        self.context.deliver_result(collected)
