"""Drives a run from the store: start, take results, route, dispatch, finish.

The orchestrator decides only from what the store holds, so any process can pick a run up where
another left it (``resume``). It never runs stages itself. It is the only writer of the store on a
run's path: the forge and the executor get the run as an argument and hand back what to remember.
Results arrive one way, as arguments: ``on_result(result, reports)``.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy.exc import IntegrityError

from tilebot.bot.executor import Executor, StageJob
from tilebot.bot.forge import Forge, Refs, Remember
from tilebot.bot.pr_report import REPORT_EVENT, StageReports, failure_of, latest_sections
from tilebot.bot.routing import Decision, End, Policy, Purpose, succeeded
from tilebot.bot.store import Attempt, AttemptStatus, Run, RunState, Store, new_run_id
from tilebot.core.config import RunConfig
from tilebot.core.render import render
from tilebot.core.result import StageResult, blocked_env, conclusion_of
from tilebot.core.stages import Stage
from tilebot.core.workflow import branch_name, same_repo

log = logging.getLogger(__name__)


# The run event a retry leaves (who asked, which stage and attempt): /retry finds its own by it.
RETRIED = "retried"


class RetryRefused(ValueError):
    """A retry that cannot be done now; the message says why, for the person who asked."""


@dataclass
class Orchestrator:
    store: Store
    forge: Forge
    executor: Executor

    def start(
        self,
        *,
        op: str,
        repo: str,
        requested_by: str,
        config: RunConfig,
        base_sha: str | None = None,
        forge_refs: dict[str, Any] | None = None,
        options: dict[str, Any] | None = None,
        run_id: str | None = None,
    ) -> Run:
        """Open a run. ``base_sha`` pins it to the commit seen when the command was accepted
        (default: the forge's base now); ``forge_refs`` seeds what the forge needs (e.g. the issue).

        ``run_id``: a key the request determines (e.g. the comment and op), so that handling the same
        request again continues the run it started rather than starting a second one."""
        run = self.store.find_run(run_id) if run_id else None
        if run is None:
            base_sha = base_sha or self.forge.resolve_base(repo)
            run_id = run_id or new_run_id()
            try:
                run = self.store.create_run(
                    run_id=run_id,
                    op=op,
                    repo=repo,
                    base_sha=base_sha,
                    branch=branch_name(op, run_id),
                    requested_by=requested_by,
                    config=config.model_dump(mode="json"),
                    forge_refs=forge_refs,
                    options=options,
                    state=RunState.OPENING,
                )
            except IntegrityError:
                run = self.store.get_run(run_id)  # the same request, handled at once elsewhere
        self.open(run.id)
        return self.store.get_run(run.id)

    def open(self, run_id: str) -> None:
        """Opening -> active: branch, PR and status comment (each adopted when it exists), then the first
        dispatch. Safe to repeat after a crash at any point; only an active run is ever dispatched for."""
        run = self.store.get_run(run_id)
        if run.state is not RunState.OPENING:
            return
        refs = self.forge.open_run(
            run,
            title=f"tilebot: port {run.op} to cuTile Rust",
            body=render("comments/pull_request.md.j2", run=run, run_dir=run.run_config.run_dir(run.op)),
        )
        self._remember(run.id, refs)
        self._publish_status(self.store.get_run(run.id), None)
        if self.store.activate_run(run.id):
            self.store.log_event(run.id, "started", {"base_sha": run.base_sha, "requested_by": run.requested_by})
        self._advance(run.id)

    def on_result(self, result: StageResult, reports: StageReports | None = None) -> bool:
        """Record a finished attempt (and what its report files say) and move on.
        A replayed or unknown result changes nothing."""
        if not self.store.record_result(result):
            log.info("ignored result %s/%s/%s: replayed or never dispatched", *result.key())
            self.store.log_event(result.run_id, "result_ignored", {"stage": result.stage, "attempt": result.attempt})
            return False
        run = self.store.get_run(result.run_id)
        if run.state is RunState.CANCELLED:
            # A job that finished after its run was cancelled: keep its result, leave the PR as cancelled.
            self.store.log_event(run.id, "result_after_cancel", {"stage": result.stage, "attempt": result.attempt})
            return True
        reports = reports or StageReports()
        for record in reports.records:
            self.store.log_event(run.id, REPORT_EVENT, {"stage": result.stage, "attempt": result.attempt, **record})
        summary = render("checks/stage.md.j2", result=result, conclusion=conclusion_of(result))
        remember = self._rememberer(run.id)
        try:
            self.forge.check_completed(
                run, result, conclusion=conclusion_of(result), summary=summary, reports=reports, remember=remember
            )
        except Exception as exc:  # the result is recorded: a repeated delivery is a replay, so go on now
            log.exception("could not show the result of %s/%s/%s on its check", *result.key())
            self.store.log_event(run.id, "check_not_completed", {"stage": result.stage, "error": str(exc)[:500]})
            # the close-out completes it
        self._advance(run.id)
        return True

    def attempt_of_workflow_run(
        self, named: tuple[str, Stage, int] | None, external_id: str, *, repo: str
    ) -> Attempt | None:
        """The attempt an executor's job in ``repo`` belongs to: by the handle remembered for it, else by the
        (run id, stage, attempt) its name carries, which is then remembered as its handle. Never an attempt of a run
        in another repository (a run-name is anyone's to choose)."""
        attempt = self.store.find_attempt(external_id)
        if attempt is not None:
            return attempt if same_repo(self.store.get_run(attempt.run_id).repo, repo) else None
        if named is None:
            return None
        run_id, stage, number = named
        run = self.store.find_run(run_id)
        if run is None or not same_repo(run.repo, repo):
            return None
        for a in self.store.attempts(run_id):
            if a.stage is stage and a.attempt == number:
                if a.external_id is None:
                    self.store.set_external_id(run_id, stage, number, external_id)
                    return self.store.find_attempt(external_id)
                return None  # that attempt belongs to another job (e.g. a duplicate dispatch)
        return None

    def remember_external_id(self, attempt: Attempt, external_id: str | None) -> None:
        if external_id is not None and attempt.external_id != external_id:
            self.store.set_external_id(attempt.run_id, attempt.stage, attempt.attempt, external_id)

    def remember_dispatch(self, attempt: Attempt, at: datetime) -> None:
        """The attempt was dispatched again at ``at``: its time counts from then."""
        self.store.set_dispatched_at(attempt.run_id, attempt.stage, attempt.attempt, at)

    def close_out(self, run_id: str) -> None:
        """Close the forge's side of a finished run (again after a crash: each step is remembered)."""
        run = self.store.get_run(run_id)
        self.forge.close_run(
            run,
            self.store.attempts(run_id),
            succeeded=bool(run.succeeded),
            remember=self._rememberer(run_id),
        )

    def resume(self, run_id: str) -> Run:
        """Continue a run after a restart: collect or re-run open attempts, else take the next step."""
        run = self.store.get_run(run_id)
        if not run.active:
            return run
        open_attempts = self.store.open_attempts(run_id)
        self.store.log_event(run_id, "resumed", {"open_attempts": len(open_attempts)})
        for attempt in open_attempts:
            self.executor.recover(self._job(run, attempt.stage, attempt.attempt))
        if not open_attempts:
            self._advance(run_id)
        return self.store.get_run(run_id)

    def cancel(self, run_id: str, *, by: str) -> bool:
        if not self.store.finish_run(run_id, RunState.CANCELLED, succeeded=False, reason=f"cancelled by {by}"):
            return False
        run = self.store.get_run(run_id)
        self.executor.cancel(run, self.store.open_attempts(run_id))
        self.close_out(run_id)
        self._publish_status(self.store.get_run(run_id), None)
        return True

    def refresh_status(self, run_id: str) -> None:
        """Render the status comment again from the store (e.g. after a repair)."""
        self._publish_status(self.store.get_run(run_id), None)

    def retry(self, run_id: str, stage: Stage | None, *, by: str) -> tuple[Stage, int]:
        """Run ``stage`` again as a new attempt (default: the stage of the last finished attempt).

        A finished run is reopened; routing then continues from the new result as usual.
        Raises ``RetryRefused`` while a stage is still out or when there is nothing to retry.
        """
        run = self.store.get_run(run_id)
        attempts = self.store.attempts(run_id)
        running = [a for a in attempts if a.status is AttemptStatus.DISPATCHED]
        if running and run.state is RunState.CANCELLED:
            # Their jobs were cancelled; a completion that never comes (a lost webhook, a job that never started)
            # must not keep the run from being retried, nor from advancing once it is.
            for a in running:
                abandoned = f"its run was cancelled; abandoned when {by} retried it"
                self.store.record_result(blocked_env(run_id, a.stage, a.attempt, abandoned))
            attempts, running = self.store.attempts(run_id), []
        if running:
            raise RetryRefused(f"{running[0].stage.label} #{running[0].attempt} is still running; /cancel it first")
        finished = [a for a in attempts if a.result is not None]
        if stage is None:
            if not finished:
                raise RetryRefused("no stage has finished yet, so there is nothing to retry")
            stage = finished[-1].stage
        elif not any(a.stage is stage for a in attempts):
            raise RetryRefused(f"{stage.label} has not run in this run; /retry re-runs a stage that ran")
        if run.succeeded:
            raise RetryRefused("the run passed every gate; start a new one with /translate")
        if not run.active:
            self.store.reopen_run(run_id, reason=f"{stage.label} retried by {by}", forget=self.forge.close_out_refs)
        attempt = self.store.next_attempt_number(run_id, stage)
        if not self.store.add_attempt(run_id, stage, attempt, Purpose.RESPAWN):
            raise RetryRefused(f"{stage.label} #{attempt} was just dispatched by someone else")
        self.store.log_event(run_id, RETRIED, {"stage": stage, "attempt": attempt, "by": by})
        run = self._start_attempt(run_id, stage, attempt)
        self._publish_status(run, Decision(None, f"{stage.label} retried by {by}", stage, Purpose.RESPAWN))
        return stage, attempt

    def _advance(self, run_id: str) -> None:
        run = self.store.get_run(run_id)
        if not run.active or self.store.open_attempts(run_id):
            return  # ended, or a stage is still out: its result will call us again
        history = self.store.history(run_id)
        decision = self.policy(run).decide(history)
        if decision.dispatches:
            assert decision.stage is not None and decision.purpose is not None
            attempt = self.store.next_attempt_number(run_id, decision.stage)
            if self.store.add_attempt(run_id, decision.stage, attempt, decision.purpose):
                self.store.log_event(run_id, "dispatched", {"stage": decision.stage, "attempt": attempt})
                self._start_attempt(run_id, decision.stage, attempt)
        else:
            end = decision.end or End.STOP
            state = RunState.COMPLETE if end is End.COMPLETE else RunState.STOPPED
            ok = succeeded(history, end)
            if self.store.finish_run(run_id, state, succeeded=ok, reason=decision.reason):
                self.store.log_event(run_id, "finished", {"state": state, "succeeded": ok})
                self.close_out(run_id)
        self._publish_status(self.store.get_run(run_id), decision)

    def policy(self, run: Run) -> Policy:
        return Policy(caps=run.run_config.effective_caps())

    def _start_attempt(self, run_id: str, stage: Stage, attempt: int) -> Run:
        """Open the attempt's check and hand the job to the executor, remembering what each returns."""
        self._remember(run_id, self.forge.check_started(self.store.get_run(run_id), stage, attempt))
        run = self.store.get_run(run_id)
        external_id = self.executor.dispatch(self._job(run, stage, attempt))
        if external_id is not None:
            self.store.set_external_id(run_id, stage, attempt, external_id)
        return run

    def _rememberer(self, run_id: str) -> Remember:
        """What a forge step calls to remember a ref of the run as soon as it lands."""
        return lambda key, value: self.store.set_forge_ref(run_id, key, value)

    def _remember(self, run_id: str, refs: Refs) -> None:
        for key, value in refs.items():
            self.store.set_forge_ref(run_id, key, value)

    def _job(self, run: Run, stage: Stage, attempt: int) -> StageJob:
        config = run.run_config
        return StageJob(run, stage, attempt, config.run_dir(run.op), config.timeouts[stage])

    def _publish_status(self, run: Run, decision: Decision | None) -> None:
        self.forge.post_status(run, self.status_body(run, decision.reason if decision else run.reason))

    def status_body(self, run: Run, next_step: str) -> str:
        """The run's one status comment, from what the store holds (results, report sections, links)."""
        attempts = self.store.attempts(run.id)
        context: dict[str, Any] = {
            "sections": latest_sections(self.store, run.id),
            "failure": failure_of(run, attempts),
        }
        links = self.forge.status_links(run, attempts)
        if links is not None:
            context["links"] = links
        return render(
            "comments/status.md.j2",
            run=run,
            attempts=attempts,
            next_step=next_step,
            conclusion_of=conclusion_of,
            **context,
        )
