"""The worker behind the webhook: one thread takes queued deliveries and reconciler passes one at a
time (as rust-lang/bors does), so two events about one run never interleave.

Every handler is safe to run twice and on stale input: events may arrive twice, late or out of
order. A job's state only moves forward (an attempt finished stays finished), results are
recorded once per (run, stage, attempt), and check runs are only touched for open attempts of
active runs.
"""

from __future__ import annotations

import logging
import queue
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from github.Issue import Issue

from tilebot.bot.commands import COMMANDS
from tilebot.bot.commands.base import CommandContext
from tilebot.bot.commands.grammar import Parsed, parse_comment
from tilebot.bot.executor.actions import ActionsExecutor, Collected
from tilebot.bot.forge.github import (
    CLOSED_REF,
    INSTALLATION_REF,
    PR_REF,
    GitHubForge,
    parse_external_id,
)
from tilebot.bot.github_api import GitHubClients
from tilebot.bot.metrics import Metrics
from tilebot.bot.orchestrator import Orchestrator, RetryRefused
from tilebot.bot.permissions import Permissions
from tilebot.bot.reconciler import Reconciler
from tilebot.bot.store import AttemptStatus, RunState, Store
from tilebot.bot.webhooks import HANDLED, QUEUED
from tilebot.core.render import clip, render
from tilebot.core.workflow import parse_run_name

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
        if work.get("repo") and work.get("installation"):
            self.clients.remember_installation(work["repo"], int(work["installation"]))
        handlers: dict[str, Callable[[dict[str, Any]], None]] = {
            "issue_comment": self.on_issue_comment,
            "workflow_run": self.on_workflow_run,
            "workflow_job": self.on_workflow_job,
            "check_run": self.on_check_run,
            "pull_request": self.on_pull_request_closed,
            "installation": self.on_installation,
            "installation_repositories": self.on_installation,
        }
        handler = handlers.get(str(work.get("event")))
        if handler is not None:
            handler(work)

    def on_issue_comment(self, work: dict[str, Any]) -> None:
        author = work["author"]
        if author.get("login") == self.bot_login:
            return
        repo_name, comment = work["repo"], work["comment"]
        # Semantic dedupe: one comment starts its commands once, whatever the delivery ids (two
        # subscriptions, a proxy, a manual redelivery).
        if not self.store.record_delivery(f"comment-{repo_name}-{comment['id']}", "command", {"repo": repo_name}):
            return
        parsed = parse_comment(comment["body"])
        if not parsed:
            return
        repo = self.clients.for_repo(repo_name, work.get("installation")).get_repo(repo_name)
        issue = repo.get_issue(int(work["issue"]))
        gh_comment = issue.get_comment(int(comment["id"]))
        self.clients.call("create_reaction", lambda: gh_comment.create_reaction("eyes"))
        decision = self.permissions.authorize(repo, repo_name, author, bot_login=self.bot_login)
        if not decision.allowed:
            for c in parsed.commands:
                self.metrics.commands.labels(c.verb, "refused").inc()
            self._reply(issue, parsed, [decision.reason])
            self.clients.call("create_reaction", lambda: gh_comment.create_reaction("confused"))
            return
        command_ctx = CommandContext(
            repo=repo,
            repo_name=repo_name,
            number=int(work["issue"]),
            is_pr=bool(work["is_pr"]),
            login=author["login"],
            work=work,
            store=self.store,
            clients=self.clients,
            orchestrator=self.orchestrator,
            commands=COMMANDS,
        )
        lines: list[str] = []
        usage: list[str] = []
        for error in parsed.errors:
            self.metrics.commands.labels(error.verb or "unknown", "invalid").inc()
            lines.append(f"`{error.line}`: {error.message}")
            usage.append(error.usage)
        started = False
        for command in parsed.commands:
            reply = command.run(command_ctx)
            self.metrics.commands.labels(command.verb, reply.outcome).inc()
            lines += reply.lines
            if command.spec.usage_when_refused and not reply.ok:
                usage.append(command.spec.usage)
            started = started or (reply.ok and command.spec.starts_run)
        self._reply(issue, parsed, lines, usage="\n".join(dict.fromkeys("\n".join(usage).splitlines())))
        reaction = "rocket" if started else ("confused" if parsed.errors else "+1")
        self.clients.call("create_reaction", lambda: gh_comment.create_reaction(reaction))

    def on_workflow_run(self, work: dict[str, Any]) -> None:
        wr = work["workflow_run"]
        attempt = self.orchestrator.attempt_of_workflow_run(parse_run_name(wr.get("display_title")), str(wr["id"]))
        if attempt is None or attempt.status is not AttemptStatus.DISPATCHED:
            return  # not ours, or stale: that attempt already has its result
        run = self.store.get_run(attempt.run_id)
        if work["action"] == "in_progress" and run.active:
            self.forge.check_in_progress(run, attempt.stage, attempt.attempt, details_url=wr.get("html_url"))
        elif work["action"] == "completed":
            collected = self.executor.collect(run, attempt.stage, attempt.attempt, int(wr["id"]), wr.get("conclusion"))
            if collected is not None:
                self.deliver_result(collected)

    def on_workflow_job(self, work: dict[str, Any]) -> None:
        job = work["workflow_job"]
        if job.get("run_id") is None:
            return
        attempt = self.store.find_attempt(str(job["run_id"]))
        if attempt is None or attempt.status is not AttemptStatus.DISPATCHED:
            return
        run = self.store.get_run(attempt.run_id)
        if work["action"] == "in_progress" and run.active:
            self.forge.check_in_progress(run, attempt.stage, attempt.attempt, details_url=job.get("html_url"))
        elif work["action"] == "completed":
            # The run's own completion follows; take the result now only if the artifact is already there.
            collected = self.executor.collect(
                run, attempt.stage, attempt.attempt, int(job["run_id"]), job.get("conclusion"), require_artifact=True
            )
            if collected is not None:
                self.deliver_result(collected)

    def on_check_run(self, work: dict[str, Any]) -> None:
        key = parse_external_id(work["check_run"].get("external_id"))
        if key is None:
            return
        run_id, stage, _attempt = key
        try:
            run = self.store.get_run(run_id)
        except LookupError:
            return
        if run.repo.lower() != str(work.get("repo") or "").lower():
            return
        repo = self.clients.for_repo(run.repo, work.get("installation")).get_repo(run.repo)
        decision = self.permissions.authorize(repo, run.repo, work["sender"], bot_login=self.bot_login)
        login = work["sender"].get("login")
        if not decision.allowed:
            self.store.log_event(run.id, "button_refused", {"by": login, "identifier": work.get("identifier")})
            return
        if work.get("identifier") == "cancel":
            self.orchestrator.cancel(run.id, by=login)
        elif work.get("identifier") == "retry":
            try:
                self.orchestrator.retry(run.id, stage, by=login)
            except RetryRefused as exc:
                self.store.log_event(run.id, "retry_refused", {"by": login, "reason": str(exc)})

    def on_pull_request_closed(self, work: dict[str, Any]) -> None:
        number = work["pull_request"].get("number")
        for run in self.store.list_runs(state=RunState.ACTIVE):
            if run.repo.lower() == str(work.get("repo") or "").lower() and run.forge_refs.get(PR_REF) == number:
                self.orchestrator.cancel(run.id, by=f"{work['sender'].get('login')} (pull request closed)")

    def on_installation(self, work: dict[str, Any]) -> None:
        installation = work.get("installation")
        gone: set[str] = set()
        if work["event"] == "installation" and work["action"] in ("deleted", "suspend"):
            gone = {"*"}
        elif work["event"] == "installation_repositories":
            gone = {str(r).lower() for r in work.get("repositories_removed") or []}
        for repo in work.get("repositories") or []:
            if installation and work["action"] in ("created", "added", "unsuspend", "new_permissions_accepted"):
                self.clients.remember_installation(str(repo), int(installation))
        if not gone:
            return
        for run in self.store.list_runs(state=RunState.ACTIVE):
            if run.forge_refs.get(INSTALLATION_REF) == installation and ("*" in gone or run.repo.lower() in gone):
                # The App can no longer act there: stop tracking without calling GitHub.
                self.store.finish_run(
                    run.id, RunState.CANCELLED, succeeded=False, reason="tilebot was removed from the repository"
                )
                self.store.set_forge_ref(run.id, CLOSED_REF, True)
        if installation is not None:
            self.clients.tokens.forget(int(installation))

    def deliver_result(self, collected: Collected) -> None:
        self.orchestrator.on_result(collected.result, collected.reports)

    # helpers

    def _reply(self, issue: Issue, parsed: Parsed, lines: list[str], *, usage: str = "") -> None:
        quoted = [c.line for c in parsed.commands] + [e.line for e in parsed.errors]
        body = render("comments/reply.md.j2", quote="\n> ".join(quoted), lines=lines, usage=usage)
        self.clients.call("create_issue_comment", lambda: issue.create_comment(clip(body)))
