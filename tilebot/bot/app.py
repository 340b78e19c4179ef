"""``tilebot serve``: the GitHub App's webhook service (FastAPI on uvicorn).

    POST /webhook   signed GitHub deliveries: verified, queued in the store, acknowledged at once
    GET  /healthz   liveness plus the worker's queue depth
    GET  /metrics   Prometheus text format

Settings come from the environment (``Settings.from_env``); see docs/github-app.md.
"""

from __future__ import annotations

import asyncio
import ctypes
import ctypes.util
import gc
import logging
import multiprocessing
import multiprocessing.process
import os
import signal
import sys
import threading
from collections.abc import AsyncIterator, Mapping
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from datetime import timedelta
from pathlib import Path

from fastapi import FastAPI, Request, Response
from fastapi.responses import JSONResponse
from starlette.concurrency import run_in_threadpool

from tilebot.bot.delivery_queue import DeliveryQueue, Enqueued
from tilebot.bot.enqueue_batch import EnqueueBatcher
from tilebot.bot.executor.actions import DEFAULT_WORKFLOW, QUEUE_LIMIT, ActionsExecutor
from tilebot.bot.forge.github import INSTALLATION_REF, GitHubForge
from tilebot.bot.github_api import GITHUB_COM_API, AppCredentials, GitHubClients, Pacing
from tilebot.bot.metrics import CONTENT_TYPE_LATEST, Metrics
from tilebot.bot.orchestrator import Orchestrator
from tilebot.bot.permissions import Permissions
from tilebot.bot.reconciler import Reconciler
from tilebot.bot.refusals import REFUSAL_WINDOW
from tilebot.bot.service import RetryPolicy, Service
from tilebot.bot.store import RunState, Store, StoreUrlError, store_url
from tilebot.bot.webhooks import DEFAULT_MAX_BODY, Answer, Ingress, event_label
from tilebot.core.errors import UsageError

log = logging.getLogger(__name__)


class SettingsError(UsageError):
    pass


@dataclass(frozen=True)
class Settings:
    app_id: int
    private_key: str = field(repr=False)  # secrets never reach a repr, a log line or a traceback's locals
    webhook_secret: bytes = field(repr=False)
    database_url: str = field(repr=False)  # may hold a password
    api_url: str = GITHUB_COM_API
    app_slug: str | None = None  # tilebot's own user is "<slug>[bot]"; asked of GitHub when unset
    workflow: str = DEFAULT_WORKFLOW
    max_body_bytes: int = DEFAULT_MAX_BODY
    reconcile_seconds: float = 300.0
    queue_hours: float = QUEUE_LIMIT.total_seconds() / 3600  # a job no runner takes in this long ends BLOCKED/env
    return_run_details: bool = True  # False for GitHub Enterprise Server versions without it
    pacing: Pacing = field(default_factory=Pacing)
    workers: int = 4  # worker threads; each takes one installation's deliveries at a time
    poll_seconds: float = 0.5  # how soon a worker sees what another instance queued, or a retry come due
    retry: RetryPolicy = field(default_factory=RetryPolicy)
    # ``tilebot serve`` may run its workers in a child process: the acknowledgements then never wait for the
    # GIL behind a worker parsing GitHub's answers (the queue is in the store, so nothing else changes).
    # None: on PostgreSQL only; on SQLite they stay in the web process (their counters on /metrics): with
    # the workers nicer and the acknowledgements first at the writer lock, a child process measured no better.
    separate_workers: bool | None = None
    # The workers' threads run this much nicer than the web process's (Linux), so on a busy machine the
    # acknowledgements get the CPU first; the workers still take every cycle left over. 0: same priority.
    worker_nice: int = 10
    # A person who may not command gets one refusal reply per thread within this many minutes, then no answer.
    refusal_window_minutes: int = REFUSAL_WINDOW // timedelta(minutes=1)

    @property
    def workers_in_child(self) -> bool:
        if self.separate_workers is not None:
            return self.separate_workers
        return store_url(self.database_url).get_backend_name() == "postgresql"

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> Settings:
        env = os.environ if env is None else env

        def need(name: str) -> str:
            value = env.get(name, "").strip()
            file_value = env.get(f"{name}_FILE", "").strip()
            if not value and file_value:
                try:
                    value = Path(file_value).read_text(encoding="utf-8").strip()
                except OSError as exc:
                    raise SettingsError(f"{name}_FILE={file_value}: {exc}") from exc
            if not value:
                raise SettingsError(f"set {name} (or {name}_FILE, a file holding it)")
            return value

        try:
            app_id = int(need("TILEBOT_APP_ID"))
        except ValueError as exc:
            raise SettingsError("TILEBOT_APP_ID must be the App's numeric id") from exc
        try:
            return cls(
                app_id=app_id,
                private_key=need("TILEBOT_PRIVATE_KEY"),
                webhook_secret=need("TILEBOT_WEBHOOK_SECRET").encode(),
                database_url=_database(env.get("TILEBOT_DATABASE_URL") or "sqlite:///tilebot-service.db"),
                api_url=env.get("TILEBOT_GITHUB_API_URL") or GITHUB_COM_API,
                app_slug=env.get("TILEBOT_APP_SLUG") or None,
                workflow=env.get("TILEBOT_WORKFLOW") or DEFAULT_WORKFLOW,
                max_body_bytes=int(env.get("TILEBOT_MAX_BODY_BYTES") or DEFAULT_MAX_BODY),
                reconcile_seconds=float(env.get("TILEBOT_RECONCILE_SECONDS") or 300),
                queue_hours=_hours("TILEBOT_QUEUE_HOURS", env.get("TILEBOT_QUEUE_HOURS") or "12"),
                return_run_details=(env.get("TILEBOT_RETURN_RUN_DETAILS", "1").lower() not in ("0", "false", "no")),
                pacing=Pacing(
                    seconds_between_requests=float(env.get("TILEBOT_SECONDS_BETWEEN_REQUESTS") or 0.25),
                    seconds_between_writes=float(env.get("TILEBOT_SECONDS_BETWEEN_WRITES") or 1.0),
                ),
                workers=int(env.get("TILEBOT_WORKERS") or 4),
                poll_seconds=float(env.get("TILEBOT_POLL_SECONDS") or 0.5),
                separate_workers=_flag(env.get("TILEBOT_SEPARATE_WORKERS", "")),
                worker_nice=_nice(env.get("TILEBOT_WORKER_NICE") or "10"),
                refusal_window_minutes=_whole_minutes(
                    "TILEBOT_REFUSAL_WINDOW_MINUTES", env.get("TILEBOT_REFUSAL_WINDOW_MINUTES") or "60"
                ),
                retry=RetryPolicy(
                    tries=int(env.get("TILEBOT_DELIVERY_TRIES") or 6),
                    first_delay=float(env.get("TILEBOT_RETRY_SECONDS") or 5),
                ),
            )
        except ValueError as exc:
            raise SettingsError(f"bad setting: {exc}") from exc


def _database(value: str) -> str:
    """The store's URL or libpq connection string, read now: a bad one stops the start, naming the variable."""
    try:
        store_url(value)
    except StoreUrlError as exc:
        raise ValueError(f"TILEBOT_DATABASE_URL: {exc}") from None
    return value


def _hours(name: str, value: str) -> float:
    hours = float(value)
    if not 0 < hours <= 24 * 365:  # NaN and inf too (a timedelta cannot hold inf)
        raise ValueError(f"{name} must be a number of hours, more than 0 and at most a year's, got {value}")
    return hours


def _whole_minutes(name: str, value: str) -> int:
    wrong = f"{name} must be a whole number of minutes, more than 0 and at most a year's, got {value}"
    try:
        minutes = int(value)
    except ValueError:
        raise ValueError(wrong) from None
    if not 0 < minutes <= 365 * 24 * 60:
        raise ValueError(wrong)
    return minutes


def _nice(value: str) -> int:
    nice = int(value)
    if not 0 <= nice <= 19:
        raise ValueError(f"TILEBOT_WORKER_NICE must be 0 to 19 (how much nicer the workers run), got {nice}")
    return nice


def _flag(value: str) -> bool | None:
    """1/true/yes, 0/false/no, or None when unset (the default decides)."""
    if not value.strip():
        return None
    if value.strip().lower() in ("1", "true", "yes"):
        return True
    if value.strip().lower() in ("0", "false", "no"):
        return False
    raise ValueError(f"expected 1 or 0, got {value!r}")


@dataclass
class Bot:
    """Everything ``tilebot serve`` runs, wired once (tests build it against a test GitHub the same way)."""

    settings: Settings
    store: Store
    clients: GitHubClients
    service: Service
    ingress: Ingress
    metrics: Metrics
    enqueuer: EnqueueBatcher

    @classmethod
    def build(cls, settings: Settings, *, token_margin: timedelta = timedelta(minutes=5)) -> Bot:
        metrics = Metrics()
        store = Store(settings.database_url)
        clients = GitHubClients(
            AppCredentials(settings.app_id, settings.private_key, settings.api_url),
            metrics=metrics,
            pacing=settings.pacing,
            token_margin=token_margin,
            # the App installed again: the runs that named the gone installation go on through the new one
            on_reinstalled=lambda repo, gone, now: store.replace_forge_ref(repo, INSTALLATION_REF, gone, now),
        )
        bot_login = clients.bot_login(settings.app_slug)
        forge = GitHubForge(clients, bot_login=bot_login)
        executor = ActionsExecutor(
            clients,
            bot_login=bot_login,
            workflow=settings.workflow,
            return_run_details=settings.return_run_details,
            queue_limit=timedelta(hours=settings.queue_hours),
        )
        orchestrator = Orchestrator(store, forge, executor)
        metrics.track_runs(lambda: {state.value: len(store.list_runs(state=state)) for state in RunState})
        queue = DeliveryQueue(store)
        metrics.track_queue(queue.pending)
        service = Service(
            store=store,
            clients=clients,
            forge=forge,
            executor=executor,
            orchestrator=orchestrator,
            reconciler=Reconciler(store=store, executor=executor, orchestrator=orchestrator, metrics=metrics),
            permissions=Permissions(clients),
            metrics=metrics,
            bot_login=bot_login,
            reconcile_interval=settings.reconcile_seconds,
            workers=settings.workers,
            poll_seconds=settings.poll_seconds,
            retry=settings.retry,
            queue=queue,
            nice=settings.worker_nice,
            refusal_window=timedelta(minutes=settings.refusal_window_minutes),
        )
        ingress = Ingress(
            secret=settings.webhook_secret,
            queue=queue,
            notify=service.notify,
            metrics=metrics,
            max_body=settings.max_body_bytes,
            workflow=settings.workflow,
        )
        return cls(settings, store, clients, service, ingress, metrics, EnqueueBatcher(queue))


def create_app(bot: Bot, *, workers: bool = True) -> FastAPI:
    """The web app; ``workers``: run the service's workers in this process too (else another runs them)."""

    @asynccontextmanager
    async def lifespan(_app: FastAPI) -> AsyncIterator[None]:
        bot.enqueuer.start()
        if workers:
            bot.service.start()
        try:
            yield
        finally:
            if workers:
                bot.service.stop()
            bot.enqueuer.stop()

    app = FastAPI(title="tilebot", lifespan=lifespan, docs_url=None, redoc_url=None, openapi_url=None)

    @app.post("/webhook")
    async def webhook(request: Request) -> Response:
        with bot.metrics.ack_seconds.time():
            claimed_event = event_label(request.headers.get("x-github-event", ""))  # unsigned until read
            declared = request.headers.get("content-length", "")
            if declared.isdigit() and int(declared) > bot.ingress.max_body:
                bot.metrics.deliveries.labels(claimed_event, "too_large").inc()
                return JSONResponse({"outcome": "too_large"}, status_code=413)
            body = bytearray()
            async for chunk in request.stream():
                body += chunk
                if len(body) > bot.ingress.max_body:  # a chunked body with no length: stop reading early
                    bot.metrics.deliveries.labels(claimed_event, "too_large").inc()
                    return JSONResponse({"outcome": "too_large"}, status_code=413)
            headers = {k.lower(): v for k, v in request.headers.items()}
            # Signature, size and shape: no I/O, so on the loop (no thread hop for what is refused or ignored).
            admitted = bot.ingress.admit(headers, bytes(body))
            if isinstance(admitted, Answer):
                answer = admitted
            else:
                # The INSERT blocks (and may wait for SQLite's writer): never on the event loop. The writer
                # thread commits it with whatever else arrived meanwhile; the answer waits for that commit.
                future = bot.enqueuer.submit(admitted.delivery)
                try:
                    outcome: Enqueued | BaseException = await asyncio.wrap_future(future)
                except Exception as exc:  # conclude() counts it and raises it again
                    outcome = exc
                answer = bot.ingress.conclude(admitted, outcome)
            return JSONResponse({"outcome": answer.outcome, "delivery": answer.delivery}, status_code=answer.status)

    @app.get("/healthz")
    async def healthz() -> dict[str, object]:
        return {"ok": True, "queued": await run_in_threadpool(bot.service.queued)}

    @app.get("/metrics")
    async def metrics() -> Response:
        body = await run_in_threadpool(bot.metrics.exposition)
        return Response(body, media_type=CONTENT_TYPE_LATEST)

    return app


def serve(host: str, port: int, *, settings: Settings | None = None, log_level: str = "info") -> None:
    import uvicorn

    logging.basicConfig(level=log_level.upper(), format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    settings = settings or Settings.from_env()
    worker = _start_worker_process(settings, log_level) if settings.workers_in_child else None
    # Workers in this process share the GIL with the event loop: hand it over every 0.5 ms rather than every
    # 5 ms, so an acknowledgement never waits behind a worker's time slice.
    sys.setswitchinterval(0.0005)
    bot = Bot.build(settings)
    app = create_app(bot, workers=worker is None)
    # What is built so far lives as long as the process: out of the collector's sight, a full collection no
    # longer walks it (one paused every thread, the acknowledgements' too, for ~80 ms).
    gc.collect()
    gc.freeze()
    try:
        uvicorn.run(app, host=host, port=port, log_level=log_level, proxy_headers=True)
    finally:
        if worker is not None:
            worker.terminate()  # SIGTERM: it finishes the items in hand; queued ones stay in the store
            worker.join(40)


def _start_worker_process(settings: Settings, log_level: str) -> multiprocessing.process.BaseProcess:
    context = multiprocessing.get_context("spawn")
    worker = context.Process(
        target=_worker_main, args=(settings, log_level, os.getpid()), name="tilebot-workers", daemon=False
    )
    worker.start()
    return worker


def _worker_main(settings: Settings, log_level: str, parent: int) -> None:
    """The workers' process: dies with ``tilebot serve`` (even a SIGKILLed one), stops on SIGTERM."""
    _die_with_parent(parent)
    logging.basicConfig(level=log_level.upper(), format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    stop = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    signal.signal(signal.SIGINT, lambda *_: stop.set())
    bot = Bot.build(settings)
    bot.service.start()
    while not stop.wait(1.0):
        if os.getppid() != parent:
            break
    bot.service.stop()


def _die_with_parent(parent: int) -> None:
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6", use_errno=True)
        libc.prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG: the kernel kills us when the parent dies
    except (OSError, AttributeError):
        pass  # not Linux: the parent-pid check in _worker_main still ends us within a second
    if os.getppid() != parent:
        os._exit(1)  # it died before prctl took effect
