"""Webhook load: ack latency while the workers are busy, and delivery throughput with 1 and 2 instances.

    .venv/bin/python benchmarks/webhook_load.py [--requests 2000] [--concurrency 1,4,8] [--deliveries 300]
        [--ack-store sqlite|postgres] [--separate-workers auto|0|1] [--skip-throughput]

Everything runs on this machine over loopback: ``tilebot serve`` in its own process(es), the GitHub
test server (``tests/github/fake``: real OpenAPI routing, in this process) and the load generator (a
process of its own, so the test server's threads cannot delay the client's clock): all share the CPUs.

1. **Ack latency.** One instance (``--ack-store``: SQLite, workers in the web process; or PostgreSQL,
   workers in a child process by default). Every request is a real GitHub payload, signed, with
   a fresh delivery id, in the mix a busy repository sends: workflow_run / workflow_job events
   (queued), comments without commands (ignored after the signature check), forged deliveries
   (refused), and ``/help`` comments, which the workers answer on the GitHub test server (reaction,
   permission, reply, reaction) while the acknowledgements are measured. Goal: p99 < 50 ms at 8 in
   flight.
2. **Throughput.** ``--deliveries`` ``/help`` comments over 8 repositories, all acknowledged, then
   timed until every one is answered: one instance, then two on one PostgreSQL (a throwaway server
   started here, as the tests do), deliveries spread over both.

Prints p50/p99/max per concurrency level and deliveries/s per instance count, then a JSON line.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import hashlib
import hmac
import json
import os
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import rsa

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.github.fake import BOT_LOGIN, FakeGitHub, RepoState  # noqa: E402
from tests.github.octokit import openapi, webhook_example  # noqa: E402

SECRET = b"benchmark-secret"
APP_ID = 31337
GOAL_MS = 50.0
Request = tuple[str, bytes, str]  # event, body, signature
SERVE = [sys.executable, "-m", "tilebot.cli", "serve", "--host", "127.0.0.1", "--log-level", "warning"]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def app_key() -> tuple[str, str]:
    key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    private = key.private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
    ).decode()
    public = (
        key.public_key()
        .public_bytes(serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo)
        .decode()
    )
    return private, public


def signed(event: str, payload: dict[str, Any], *, forged: bool = False) -> Request:
    body = json.dumps(payload).encode()
    return event, body, "sha256=" + hmac.new(b"forged" if forged else SECRET, body, hashlib.sha256).hexdigest()


class Service:
    """One ``tilebot serve`` process."""

    def __init__(self, tmp: Path, fake: FakeGitHub, database_url: str, name: str, **extra: str) -> None:
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        pem = tmp / "app.pem"
        env = {
            **os.environ,
            "TILEBOT_APP_ID": str(APP_ID),
            "TILEBOT_APP_SLUG": "tilebot-test",
            "TILEBOT_PRIVATE_KEY_FILE": str(pem),
            "TILEBOT_WEBHOOK_SECRET": SECRET.decode(),
            "TILEBOT_DATABASE_URL": database_url,
            "TILEBOT_GITHUB_API_URL": fake.api_url,
            # The GitHub test server has no rate limits: no spacing between requests.
            "TILEBOT_SECONDS_BETWEEN_REQUESTS": "0",
            "TILEBOT_SECONDS_BETWEEN_WRITES": "0",
            "TILEBOT_RECONCILE_SECONDS": "3600",
            **extra,
        }
        self.log = (tmp / f"{name}.log").open("wb")
        self.proc = subprocess.Popen(
            [*SERVE, "--port", str(self.port)],
            env=env,
            cwd=ROOT,
            stdout=self.log,
            stderr=subprocess.STDOUT,
        )
        deadline = time.monotonic() + 60
        while True:
            with contextlib.suppress(httpx.TransportError):
                if httpx.get(f"{self.url}/healthz").status_code == 200:
                    break
            if self.proc.poll() is not None or time.monotonic() > deadline:
                raise SystemExit(f"tilebot serve did not start; see {tmp / name}.log")
            time.sleep(0.1)

    def queued(self) -> int:
        return int(httpx.get(f"{self.url}/healthz").json()["queued"])

    def stop(self) -> None:
        self.proc.terminate()
        try:
            self.proc.wait(20)
        except subprocess.TimeoutExpired:
            self.proc.kill()
        self.log.close()


def github(tmp: Path, public_key: str, repos: int) -> tuple[FakeGitHub, list[RepoState]]:
    fake = FakeGitHub(openapi(), app_id=APP_ID, public_key=public_key).start()
    bare = tmp / "remote.git"
    subprocess.run(["git", "init", "--quiet", "--bare", "-b", "main", str(bare)], check=True)
    fake.user("maintainer")
    states = []
    for i in range(repos):
        repo = fake.add_repo(f"acme/kernels-{i}", bare)
        repo.collaborators["maintainer"] = "write"
        states.append(repo)
    fake.webhook_secret = SECRET
    return fake, states


def help_requests(fake: FakeGitHub, repos: list[RepoState], n: int) -> list[tuple[RepoState, int, Request]]:
    """``n`` /help comments stored on the test server (over the repositories, 10 per thread), signed."""
    from tests.github.fake import issues

    out = []
    threads: dict[str, int] = {}
    for i in range(n):
        repo = repos[i % len(repos)]
        if i % (len(repos) * 10) < len(repos):
            threads[repo.full_name] = fake.open_issue(repo, f"help {i}", login="maintainer")
        number = threads[repo.full_name]
        cid = issues.add_comment(fake, repo, number, "/help", login="maintainer")
        out.append((repo, cid, signed("issue_comment", fake.webhook_issue_comment(repo, number, cid))))
    return out


def answered(items: list[tuple[RepoState, int, Request]]) -> int:
    done = 0
    for repo, cid, _ in items:
        marker = f"<!-- tilebot:reply:{cid} -->"
        if any(c["user"] == BOT_LOGIN and marker in c["body"] for c in list(repo.comments.values())):
            done += 1
    return done


def background_mix() -> list[Request]:
    run = webhook_example("workflow_run", "completed")
    job = webhook_example("workflow_job", "completed")
    chat = webhook_example("issue_comment", "created")
    chat["comment"]["body"] = "Looks good to me, thanks!"
    run["workflow_run"].update(
        path=".github/workflows/tilebot-stage.yml", display_title="tilebot 0123abcd perf #1 · softmax"
    )
    return (
        [signed("workflow_run", run)] * 4
        + [signed("workflow_job", job)] * 2
        + [signed("issue_comment", chat), signed("workflow_run", run, forged=True)]
    )


async def post_all(
    urls: list[str], requests: list[Request], concurrency: int
) -> tuple[list[float], dict[int, int], float]:
    latencies: list[float] = []
    statuses: dict[int, int] = {}
    counter = iter(range(len(requests)))

    async def worker(client: httpx.AsyncClient) -> None:
        for i in counter:
            event, body, signature = requests[i]
            headers = {
                "X-GitHub-Event": event,
                "X-GitHub-Delivery": str(uuid.uuid4()),
                "X-Hub-Signature-256": signature,
                "Content-Type": "application/json",
            }
            t0 = time.perf_counter()
            response = await client.post(urls[i % len(urls)], content=body, headers=headers)
            latencies.append(time.perf_counter() - t0)
            statuses[response.status_code] = statuses.get(response.status_code, 0) + 1

    limits = httpx.Limits(max_connections=concurrency * len(urls), max_keepalive_connections=concurrency * len(urls))
    async with httpx.AsyncClient(limits=limits, timeout=30) as client:
        started = time.perf_counter()
        await asyncio.gather(*(worker(client) for _ in range(concurrency)))
        return latencies, statuses, time.perf_counter() - started


def timed_post(urls: list[str], requests: list[Request], concurrency: int) -> tuple[list[float], dict[int, int], float]:
    """``post_all`` in a process of its own: the GitHub test server's threads in this one hold the GIL, and
    the client's own waits for it would count as acknowledgement time."""
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump(
            {"urls": urls, "concurrency": concurrency, "requests": [[e, b.decode(), s] for e, b, s in requests]}, f
        )
    try:
        out = subprocess.run(
            [sys.executable, __file__, "--client", f.name], capture_output=True, text=True, check=True, cwd=ROOT
        ).stdout
    finally:
        os.unlink(f.name)
    data = json.loads(out.strip().splitlines()[-1])
    return data["latencies"], {int(k): v for k, v in data["statuses"].items()}, data["wall"]


def client_main(path: str) -> int:
    spec = json.loads(Path(path).read_text())
    requests = [(e, b.encode(), s) for e, b, s in spec["requests"]]
    latencies, statuses, wall = asyncio.run(post_all(spec["urls"], requests, spec["concurrency"]))
    print(json.dumps({"latencies": latencies, "statuses": statuses, "wall": wall}))
    return 0


def wait_answered(items: list[tuple[RepoState, int, Request]], timeout: float) -> float:
    started = time.monotonic()
    while answered(items) < len(items):
        if time.monotonic() - started > timeout:
            raise SystemExit(f"only {answered(items)}/{len(items)} /help commands answered within {timeout:.0f} s")
        time.sleep(0.1)
    return time.monotonic()


@contextlib.contextmanager
def throwaway_postgres(tmp: Path) -> Iterator[str]:
    """A PostgreSQL server for the two-instance run (as tests/conftest.py starts one), or SystemExit."""
    bindir = next(
        (p for p in sorted(Path("/usr/lib/postgresql").glob("*/bin"), reverse=True) if (p / "initdb").is_file()), None
    )
    if bindir is None:
        raise SystemExit("no PostgreSQL server binaries under /usr/lib/postgresql/*/bin")
    as_user = ["runuser", "-u", "postgres", "--"] if os.geteuid() == 0 else []
    root = Path(tempfile.mkdtemp(prefix="tilebot-bench-pg-"))  # its own: the server's user must reach it
    if as_user:
        shutil.chown(root, "postgres", "postgres")
    port = free_port()

    def pg(*args: str) -> None:
        subprocess.run([*as_user, *args], cwd=root, check=True, capture_output=True, timeout=120)

    pg(str(bindir / "initdb"), "-D", str(root / "data"), "-A", "trust", "-U", "postgres", "--no-sync")
    options = f"-h 127.0.0.1 -p {port} -k {root} -F -c max_connections=300"
    pg(str(bindir / "pg_ctl"), "-D", str(root / "data"), "-l", str(root / "log"), "-o", options, "-w", "start")
    try:
        yield f"postgresql+psycopg://postgres@127.0.0.1:{port}/postgres"
    finally:
        pg(str(bindir / "pg_ctl"), "-D", str(root / "data"), "stop", "-m", "immediate")
        shutil.rmtree(root, ignore_errors=True)


def new_database(server_url: str, name: str) -> str:
    import psycopg
    from sqlalchemy.engine import make_url

    url = make_url(server_url)
    with psycopg.connect(host=url.host, port=url.port, user=url.username, dbname="postgres", autocommit=True) as c:
        c.execute(f"CREATE DATABASE {name}")
    return url.set(database=name).render_as_string(hide_password=False)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--requests", type=int, default=2000, help="acknowledgements timed per concurrency level")
    parser.add_argument("--concurrency", default="1,4,8", help="deliveries in flight at once (comma-separated)")
    parser.add_argument("--deliveries", type=int, default=300, help="/help commands per throughput run")
    parser.add_argument("--skip-throughput", action="store_true")
    parser.add_argument("--ack-store", choices=("sqlite", "postgres"), default="sqlite", help="store of the ack run")
    parser.add_argument(
        "--separate-workers",
        choices=("auto", "0", "1"),
        default="auto",
        help="TILEBOT_SEPARATE_WORKERS of the ack run (auto: a child process on PostgreSQL only)",
    )
    parser.add_argument("--client", help=argparse.SUPPRESS)  # internal: the load generator's own process
    args = parser.parse_args()
    if args.client:
        return client_main(args.client)
    levels = [int(c) for c in args.concurrency.split(",")]
    print(f"machine: {os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.2f} before the run; all on loopback")
    summary: dict[str, Any] = {"ack_ms": {}, "throughput_per_s": {}}
    private, public = app_key()
    with tempfile.TemporaryDirectory() as scratch, contextlib.ExitStack() as stack:
        tmp = Path(scratch)
        (tmp / "app.pem").write_text(private)
        fake, repos = github(tmp, public, repos=8)
        server = (
            stack.enter_context(throwaway_postgres(tmp))
            if args.ack_store == "postgres" or not args.skip_throughput
            else ""
        )
        try:
            # 1. ack latency while the workers answer /help on the GitHub test server
            ack_url = (
                new_database(server, "bench_ack") if args.ack_store == "postgres" else f"sqlite:///{tmp / 'ack.db'}"
            )
            separate = args.separate_workers == "1" or (
                args.separate_workers == "auto" and args.ack_store == "postgres"
            )
            print(f"ack run: {args.ack_store} store, workers in {'their own' if separate else 'the web'} process")
            summary["ack_setup"] = {"store": args.ack_store, "separate_workers": separate}
            service = Service(tmp, fake, ack_url, "ack", TILEBOT_SEPARATE_WORKERS="1" if separate else "0")
            try:
                mix = background_mix()
                busy_total = 0
                for level in levels:
                    helps = help_requests(fake, repos, max(20, args.requests // 10))
                    busy_total += len(helps)
                    requests = [
                        helps[i // 10][2] if i % 10 == 0 and i // 10 < len(helps) else mix[i % len(mix)]
                        for i in range(args.requests)
                    ]
                    timed_post([f"{service.url}/webhook"], requests[:100], level)  # warm-up
                    latencies, statuses, wall = timed_post([f"{service.url}/webhook"], requests, level)
                    backlog = service.queued()
                    ms = sorted(x * 1000 for x in latencies)
                    cuts = statistics.quantiles(ms, n=100)
                    summary["ack_ms"][level] = {"p50": round(cuts[49], 2), "p99": round(cuts[98], 2)}
                    print(
                        f"ack, {level} in flight: {len(ms)} requests {dict(sorted(statuses.items()))} · "
                        f"p50 {cuts[49]:.2f} ms · p99 {cuts[98]:.2f} ms · max {ms[-1]:.2f} ms · "
                        f"{len(ms) / wall:.0f} acks/s · {backlog} deliveries still queued at the end (workers busy)"
                        + ("" if cuts[98] < GOAL_MS else f" · p99 over the {GOAL_MS:.0f} ms goal")
                    )
                    wait_answered(helps, 600)
            finally:
                service.stop()
            # 2. throughput: one instance, then two on one PostgreSQL
            if not args.skip_throughput:
                for count in (1, 2):
                    url = new_database(server, f"bench_{count}")
                    services = [Service(tmp, fake, url, f"tp{count}-{i}") for i in range(count)]
                    try:
                        items = help_requests(fake, repos, args.deliveries)
                        started = time.monotonic()
                        timed_post([f"{s.url}/webhook" for s in services], [i[2] for i in items], 8)
                        acked = time.monotonic() - started
                        ended = wait_answered(items, 900)
                        rate = len(items) / (ended - started)
                        summary["throughput_per_s"][count] = round(rate, 1)
                        print(
                            f"throughput, {count} instance{'s' if count > 1 else ''} on PostgreSQL: "
                            f"{len(items)} /help answered in {ended - started:.1f} s ({rate:.1f} deliveries/s; "
                            f"all acknowledged after {acked:.1f} s)"
                        )
                    finally:
                        for s in services:
                            s.stop()
        finally:
            fake.stop()
    print(json.dumps(summary))
    worst = summary["ack_ms"].get(max(levels), {}).get("p99", 0.0)
    return 0 if worst < GOAL_MS else 1


if __name__ == "__main__":
    sys.exit(main())
