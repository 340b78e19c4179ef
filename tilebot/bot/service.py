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

from github import GithubException, UnknownObjectException
from github.Issue import Issue
from github.Repository import Repository

from tilebot.bot.commands import HELP_TEXT, Command, Parsed, Verb, parse_comment
from tilebot.bot.executor.actions import ActionsExecutor, Collected
from tilebot.bot.forge.github import (
    BASE_REF,
    CLOSED_REF,
    INSTALLATION_REF,
    ISSUE_REF,
    PR_REF,
    REPO_HTML_REF,
    GitHubForge,
    parse_external_id,
)
from tilebot.bot.github_api import GitHubClients
from tilebot.bot.metrics import Metrics
from tilebot.bot.orchestrator import Orchestrator, RetryRefused
from tilebot.bot.permissions import Permissions, fork_refusal
from tilebot.bot.reconciler import Reconciler
from tilebot.bot.store import AttemptStatus, Run, RunState, Store
from tilebot.bot.webhooks import HANDLED, QUEUED
from tilebot.core.config import CONFIG_FILE, ConfigError, RunConfig, parse_config
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


@dataclass(frozen=True)
class _Thread:
    """Where a command was typed: an issue or a pull request of a repository."""

    repo: Repository
    repo_name: str
    number: int
    is_pr: bool
    login: str
    work: dict[str, Any]


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
                self.metrics.commands.labels(c.verb.value, "refused").inc()
            self._reply(issue, parsed, [decision.reason])
            self.clients.call("create_reaction", lambda: gh_comment.create_reaction("confused"))
            return
        thread = _Thread(repo, repo_name, int(work["issue"]), bool(work["is_pr"]), author["login"], work)
        lines: list[str] = []
        usage: list[str] = []
        for error in parsed.errors:
            self.metrics.commands.labels(error.verb.value if error.verb else "unknown", "invalid").inc()
            lines.append(f"`{error.line}`: {error.message}")
            usage.append(error.usage)
        started = False
        for command in parsed.commands:
            outcome, command_lines, ok = self._run_command(thread, command)
            self.metrics.commands.labels(command.verb.value, outcome).inc()
            lines += command_lines
            if command.verb is Verb.TRANSLATE and not ok:
                usage.append("/translate OP [OP...] [--variant V] [--dtype D] [--reference cutile|triton|auto]")
            started = started or (ok and command.verb in (Verb.TRANSLATE, Verb.RETRY))
        self._reply(issue, parsed, lines, usage="\n".join(dict.fromkeys("\n".join(usage).splitlines())))
        reaction = "rocket" if started else ("confused" if parsed.errors else "+1")
        self.clients.call("create_reaction", lambda: gh_comment.create_reaction(reaction))

    def _run_command(self, thread: _Thread, command: Command) -> tuple[str, list[str], bool]:
        """(metrics outcome, reply lines, ok)."""
        if command.verb is Verb.HELP:
            return "accepted", [HELP_TEXT], True
        if command.verb is Verb.STATUS:
            return "accepted", self._status_lines(thread), True
        if command.verb is Verb.CANCEL:
            active = [r for r in self._thread_runs(thread) if r.active]
            if not active:
                return "refused", ["Nothing to cancel: no run of this thread is active."], False
            for run in active:
                self.orchestrator.cancel(run.id, by=thread.login)
            return "accepted", [f"Cancelled run `{r.id}` (`{r.op}`)." for r in active], True
        if command.verb is Verb.RETRY:
            runs = self._thread_runs(thread)
            if not runs:
                return "refused", ["Nothing to retry: no run was started from this thread."], False
            run = runs[-1]
            try:
                stage, attempt = self.orchestrator.retry(run.id, command.stage, by=thread.login)
            except RetryRefused as exc:
                return "refused", [f"Cannot retry run `{run.id}`: {exc}"], False
            return "accepted", [f"Retrying {stage.label} of run `{run.id}` as attempt #{attempt}."], True
        return self._translate(thread, command)

    def _translate(self, thread: _Thread, command: Command) -> tuple[str, list[str], bool]:
        repo = thread.repo
        if thread.is_pr:
            pull = repo.get_pull(thread.number)
            raw = self.clients.call("get_pull", lambda: pull.raw_data)
            refusal = fork_refusal(raw, thread.repo_name)
            if refusal:
                return "refused", [refusal], False
            base_sha, base_ref = str(raw["head"]["sha"]), str(raw["head"]["ref"])
        else:
            base_ref = thread.work.get("default_branch") or self.clients.call("get_repo", lambda: repo.default_branch)
            branch = self.clients.call("get_branch", lambda: repo.get_branch(base_ref))
            base_sha = str(branch.commit.sha)
        try:
            config = self._config_at(repo, base_sha)
        except ConfigError as exc:
            return (
                "invalid",
                [f"Cannot start: the repository's {CONFIG_FILE} at `{base_sha[:12]}` is invalid:\n```\n{exc}\n```"],
                False,
            )
        available = self._ops_at(repo, config, base_sha)
        unknown = [op for op in command.ops if op not in available]
        if unknown:
            where = config.layout.cutile_ops_dir
            listing = ", ".join(f"`{op}`" for op in available) or "none"
            return (
                "invalid",
                [
                    f"Unknown op {', '.join(f'`{op}`' for op in unknown)}: no `{where}/<op>.py` at "
                    f"`{base_sha[:12]}`. Ops there: {listing}."
                ],
                False,
            )
        lines: list[str] = []
        ok = False
        runs = self._thread_runs(thread)
        for op in command.ops:
            busy = next((r for r in runs if r.op == op and r.active), None)
            if busy is not None:
                lines.append(f"`{op}` is already being ported by run `{busy.id}` (PR #{busy.forge_refs.get(PR_REF)}).")
                continue
            before = {r.id for r in self.store.list_runs()}
            try:
                run = self.orchestrator.start(
                    op=op,
                    repo=thread.repo_name,
                    requested_by=thread.login,
                    config=config,
                    base_sha=base_sha,
                    forge_refs={
                        INSTALLATION_REF: thread.work.get("installation"),
                        ISSUE_REF: thread.number,
                        BASE_REF: base_ref,
                        REPO_HTML_REF: thread.work.get("repo_html_url"),
                    },
                    options=command.options(),
                )
            except Exception as exc:
                log.exception("could not start %s in %s", op, thread.repo_name)
                opened = self._opened_or_stopped(before, thread, f"could not open the run: {exc}")
                if opened is None:
                    lines.append(f"Could not start `{op}`: {_short(exc)}")
                    continue
                lines.append(
                    f"Started `{op}`: run `{opened.id}`, draft PR #{opened.forge_refs.get(PR_REF)}, but its first "
                    f"stage could not be dispatched yet ({_short(exc)}); tilebot retries it."
                )
                ok = True
                continue
            ok = True
            pr = run.forge_refs.get(PR_REF)
            options = ", ".join(f"{k} {v}" for k, v in command.options().items())
            lines.append(
                f"Started `{op}`: run `{run.id}`, draft PR #{pr}, bound to `{base_sha[:12]}` ({options})."
                " The status comment on the PR follows each stage."
            )
        return ("accepted" if ok else "refused"), lines, ok

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

    def _thread_runs(self, thread: _Thread) -> list[Run]:
        return [
            r
            for r in self.store.list_runs()
            if r.repo.lower() == thread.repo_name.lower()
            and thread.number in (r.forge_refs.get(ISSUE_REF), r.forge_refs.get(PR_REF))
        ]

    def _opened_or_stopped(self, before: set[str], thread: _Thread, reason: str) -> Run | None:
        """After a failed start: the new run if its PR opened (the reconciler takes it from there);
        otherwise it is stopped, as there is nothing on GitHub to follow it."""
        opened = None
        for run in self._thread_runs(thread):
            if run.id in before or not run.active:
                continue
            if run.forge_refs.get(PR_REF) is not None:
                opened = run
            else:
                self.store.finish_run(run.id, RunState.STOPPED, succeeded=False, reason=reason)
                self.store.set_forge_ref(run.id, CLOSED_REF, True)
        return opened

    def _status_lines(self, thread: _Thread) -> list[str]:
        runs = self._thread_runs(thread)
        if not runs:
            return ["No run was started from this thread. `/translate OP` starts one."]
        lines = ["| run | op | state | last stage | PR |", "|---|---|---|---|---|"]
        for run in runs:
            finished = [a for a in self.store.attempts(run.id) if a.result is not None]
            open_ = self.store.open_attempts(run.id)
            last = (
                f"{open_[-1].stage.label} #{open_[-1].attempt} running"
                if open_
                else (
                    f"{finished[-1].stage.label} `{finished[-1].result.verdict}`"
                    if finished and finished[-1].result
                    else "-"
                )
            )
            state = run.state.value + (" (passed)" if run.succeeded else "")
            lines.append(f"| `{run.id}` | `{run.op}` | {state} | {last} | #{run.forge_refs.get(PR_REF, '-')} |")
        return lines

    def _reply(self, issue: Issue, parsed: Parsed, lines: list[str], *, usage: str = "") -> None:
        quoted = [c.line for c in parsed.commands] + [e.line for e in parsed.errors]
        body = render("comments/reply.md.j2", quote="\n> ".join(quoted), lines=lines, usage=usage)
        self.clients.call("create_issue_comment", lambda: issue.create_comment(clip(body)))

    def _config_at(self, repo: Repository, sha: str) -> RunConfig:
        try:
            contents = self.clients.call(
                "get_contents", lambda: repo.get_contents(CONFIG_FILE, ref=sha), expected=(404,)
            )
        except UnknownObjectException:
            return RunConfig()
        if isinstance(contents, list):
            raise ConfigError(f"{CONFIG_FILE} is a directory")
        return parse_config(contents.decoded_content.decode("utf-8", errors="replace"), source=CONFIG_FILE)

    def _ops_at(self, repo: Repository, config: RunConfig, sha: str) -> list[str]:
        """Ops the repository really has at ``sha``: ``<cutile_ops_dir>/<op>.py`` (as ``tilebot translate --local``)."""
        try:
            listing = self.clients.call(
                "get_contents", lambda: repo.get_contents(config.layout.cutile_ops_dir, ref=sha), expected=(404,)
            )
        except UnknownObjectException:
            return []
        entries = listing if isinstance(listing, list) else [listing]
        return sorted(
            e.name[:-3] for e in entries if e.type == "file" and e.name.endswith(".py") and not e.name.startswith("_")
        )


def _short(exc: Exception) -> str:
    if isinstance(exc, GithubException):
        message = exc.data.get("message") if isinstance(exc.data, dict) else None
        return f"GitHub answered {exc.status}{': ' + str(message) if message else ''}"
    return f"{type(exc).__name__}: {exc}"[:300]
