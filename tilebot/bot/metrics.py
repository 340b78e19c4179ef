"""Prometheus metrics of the service, on a registry of their own (so two services in one process don't collide)."""

from __future__ import annotations

from collections.abc import Callable

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram, generate_latest
from prometheus_client.exposition import CONTENT_TYPE_LATEST

__all__ = ["CONTENT_TYPE_LATEST", "Metrics"]


class Metrics:
    def __init__(self) -> None:
        self.registry = CollectorRegistry()
        r = self.registry
        self.deliveries = Counter(
            "tilebot_webhook_deliveries",
            "Webhook deliveries by event and outcome (queued, duplicate, ignored, bad_signature, too_large, ...)",
            ["event", "outcome"],
            registry=r,
        )
        self.ack_seconds = Histogram(
            "tilebot_webhook_ack_seconds",
            "Time from request to acknowledgement",
            buckets=(0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1.0, 10.0),
            registry=r,
        )
        self.queue_depth = Gauge("tilebot_work_queue_depth", "Deliveries waiting for the worker", registry=r)
        self.work_errors = Counter("tilebot_work_errors", "Deliveries whose handling raised", ["event"], registry=r)
        self.commands = Counter(
            "tilebot_commands",
            "Commands seen by verb and outcome (accepted, refused, refused_quietly, invalid)",
            ["verb", "outcome"],
            registry=r,
        )
        self.runs = Gauge("tilebot_runs", "Runs in the store by state", ["state"], registry=r)
        self.github_calls = Counter("tilebot_github_api_calls", "GitHub API operations", ["operation"], registry=r)
        self.github_errors = Counter(
            "tilebot_github_api_errors", "GitHub API operations that failed", ["operation", "status"], registry=r
        )
        self.github_retries = Counter(
            "tilebot_github_api_retries", "GitHub API requests retried (5xx, rate limits)", ["status"], registry=r
        )
        self.reconciles = Counter("tilebot_reconciler_passes", "Reconciler passes", registry=r)
        self.repairs = Counter("tilebot_reconciler_repairs", "State the reconciler repaired", ["kind"], registry=r)
        self._run_counts: Callable[[], dict[str, int]] | None = None
        self._queue_depth: Callable[[], int] | None = None

    def track_runs(self, counts: Callable[[], dict[str, int]]) -> None:
        """Read the run gauge from ``counts`` at every scrape (the store is the truth, not a counter here)."""
        self._run_counts = counts

    def track_queue(self, depth: Callable[[], int]) -> None:
        """Read the queue depth gauge from ``depth`` (e.g. ``DeliveryQueue.pending``) at every scrape: the queue is
        the store's, shared by every instance, so no process could count it."""
        self._queue_depth = depth

    def exposition(self) -> bytes:
        if self._queue_depth is not None:
            self.queue_depth.set(self._queue_depth())
        if self._run_counts is not None:
            for state, n in self._run_counts().items():
                self.runs.labels(state).set(n)
        return generate_latest(self.registry)
