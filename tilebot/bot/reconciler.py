"""Periodic repair of in-flight runs from what GitHub reports.

GitHub does not redeliver a webhook that failed (the service was down, a proxy dropped it), so
the store can fall behind GitHub. Every pass (and once at start-up) looks at each active run:

- an open attempt whose workflow run has completed is collected (the lost ``completed`` event);
- an open attempt with no workflow run long after its dispatch is dispatched again (its time counting from then),
  or recorded as BLOCKED/env when GitHub refuses that dispatch for good (a 4xx other than a rate limit);
- one whose jobs ran past its stage timeout, or waited past the queue limit for a runner, is cancelled and
  recorded as BLOCKED/env; one whose App installation is gone is recorded as BLOCKED/env at once;
- an active run with no open attempt (a crash between a result and the next dispatch) advances;
- a run still opening (a crash before its branch, PR and status comment all existed) is opened;
- a finished run whose PR was never closed out (final comment, ready for review) is closed out, once the App can
  act on its repository again where it lost it for a while (``AWAITING_ACCESS_REF``);
- a cancelled run's job still open (GitHub failed the cancel, or the run's id was not known yet) is cancelled
  again, collected once it has finished, and given up on past its stage timeout; nothing is dispatched for it.

Each run is repaired inside ``guard(run)`` (the service holds the run's lane there), so a pass never
races a webhook about the same run, in this process or another. Runs still opening are never
dispatched for: only ``Orchestrator.open`` touches them.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from contextlib import AbstractContextManager, nullcontext

from tilebot.bot.executor.actions import ActionsExecutor, Poll, Polled
from tilebot.bot.forge.github import AWAITING_ACCESS_REF, CLOSED_REF, PR_REF
from tilebot.bot.metrics import Metrics
from tilebot.bot.orchestrator import Orchestrator
from tilebot.bot.store import Attempt, Run, RunState, Store

Guard = Callable[[Run], AbstractContextManager[bool]]

log = logging.getLogger(__name__)


class Reconciler:
    def __init__(
        self,
        *,
        store: Store,
        executor: ActionsExecutor,
        orchestrator: Orchestrator,
        metrics: Metrics,
    ) -> None:
        self.store = store
        self.executor = executor
        self.orchestrator = orchestrator
        self.metrics = metrics

    def run_pass(self, guard: Guard | None = None) -> dict[str, int]:
        """One pass over the store; returns what it did, by kind (also counted in /metrics)."""
        self.metrics.reconciles.inc()
        done: dict[str, int] = {}
        guard = guard or (lambda _run: nullcontext(True))
        for run in self.store.list_runs(state=RunState.OPENING):
            with guard(run) as held:
                if not held:
                    continue
                try:
                    self.orchestrator.open(run.id)
                    self._count(done, "opened")
                except Exception:
                    log.exception("opening run %s failed", run.id)
                    self._count(done, "errors")
        for run in self.store.list_runs(state=RunState.ACTIVE):
            with guard(run) as held:
                if held:
                    self._repair(run, done)
        for run in self.store.list_runs(state=RunState.CANCELLED):
            if not self.store.open_attempts(run.id):
                continue
            with guard(run) as held:
                if held:
                    self._stop_jobs(run, done)
        for state in (RunState.COMPLETE, RunState.STOPPED, RunState.CANCELLED):
            for run in self.store.list_runs(state=state):
                refs = run.forge_refs
                if refs.get(PR_REF) is None or refs.get(CLOSED_REF) or refs.get(AWAITING_ACCESS_REF):
                    continue
                with guard(run) as held:
                    if not held:
                        continue
                    try:
                        self.orchestrator.close_out(run.id)
                        self.orchestrator.refresh_status(run.id)
                        self._count(done, "closed")
                    except Exception:
                        log.exception("closing out run %s failed", run.id)
                        self._count(done, "errors")
        return done

    def _repair(self, run: Run, done: dict[str, int]) -> None:
        run = self.store.get_run(run.id)  # as it is now that its lane is held
        if not run.active:
            return
        try:
            open_attempts = self.store.open_attempts(run.id)
            if not open_attempts:
                self.orchestrator.resume(run.id)
                self._count(done, "advanced")
                return
            timeouts = run.run_config.timeouts
            for attempt in open_attempts:
                polled = self.executor.poll(run, attempt, timeout_s=timeouts[attempt.stage])
                self._record(
                    attempt,
                    polled,
                    (Poll.COLLECTED, Poll.REDISPATCHED, Poll.REFUSED, Poll.TIMED_OUT, Poll.NO_ACCESS),
                    done,
                )
        except Exception:
            log.exception("reconciling run %s failed", run.id)
            self._count(done, "errors")

    def _stop_jobs(self, run: Run, done: dict[str, int]) -> None:
        run = self.store.get_run(run.id)  # as it is now that its lane is held (a /retry may have reopened it)
        if run.state is not RunState.CANCELLED:
            return
        try:
            timeouts = run.run_config.timeouts
            for attempt in self.store.open_attempts(run.id):
                polled = self.executor.stop(run, attempt, timeout_s=timeouts[attempt.stage])
                # a result is kept beside the cancel: on_result does not advance a cancelled run
                self._record(attempt, polled, (Poll.COLLECTED, Poll.CANCELLING, Poll.ABANDONED), done)
        except Exception:
            log.exception("stopping the jobs of cancelled run %s failed", run.id)
            self._count(done, "errors")

    def _record(self, attempt: Attempt, polled: Polled, counted: tuple[Poll, ...], done: dict[str, int]) -> None:
        """What a look at an attempt's job learnt: its workflow run's id, its result, and the repair, if counted."""
        self.orchestrator.remember_external_id(attempt, polled.external_id)
        if polled.dispatched_at is not None:
            self.orchestrator.remember_dispatch(attempt, polled.dispatched_at)
        if polled.collected is not None:
            self.orchestrator.on_result(polled.collected.result, polled.collected.reports)
        if polled.outcome in counted:
            self._count(done, polled.outcome.value)

    def _count(self, done: dict[str, int], kind: str) -> None:
        done[kind] = done.get(kind, 0) + 1
        self.metrics.repairs.labels(kind).inc()
