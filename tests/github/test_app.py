"""The service over HTTP: size cap before reading, health, metrics, and `tilebot serve` itself."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import httpx
import pytest

from tests.github.conftest import APP_ID, SECRET, BotHandle
from tests.github.fake import FakeGitHub, RepoState, free_port


def test_oversized_body_is_refused_without_reading_it(bot: BotHandle) -> None:
    assert bot.server is not None and bot.bot is not None
    url = f"{bot.server.url}/webhook"
    declared = httpx.post(
        url, content=b"x" * (bot.bot.ingress.max_body + 1), headers={"X-GitHub-Event": "issue_comment"}
    )
    assert declared.status_code == 413

    def chunks():  # no Content-Length: the cap applies while reading
        for _ in range(64):
            yield b"y" * 65536

    streamed = httpx.post(url, content=chunks(), headers={"X-GitHub-Event": "issue_comment"})
    assert streamed.status_code == 413


def test_health_and_metrics(fake: FakeGitHub, target: RepoState, bot: BotHandle) -> None:
    assert bot.server is not None
    issue = fake.open_issue(target, "x", login="maintainer")
    fake.comment(target, issue, "/help", login="maintainer")
    bot.idle()
    health = httpx.get(f"{bot.server.url}/healthz").json()
    assert health == {"ok": True, "queued": 0}
    text = httpx.get(f"{bot.server.url}/metrics").text
    assert 'tilebot_webhook_deliveries_total{event="issue_comment",outcome="queued"} 1.0' in text
    assert 'tilebot_commands_total{outcome="accepted",verb="help"} 1.0' in text
    assert 'tilebot_github_api_calls_total{operation="create_issue_comment"} 1.0' in text
    assert 'tilebot_runs{state="active"} 0.0' in text
    assert "tilebot_webhook_ack_seconds_bucket" in text


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="per-thread nice values are Linux's")
def test_the_workers_run_nicer_than_the_acknowledgements(bot: BotHandle) -> None:
    assert bot.bot is not None and bot.bot.settings.worker_nice == 10
    base = os.getpriority(os.PRIO_PROCESS, threading.get_native_id())  # the web server's thread is one of ours
    workers = bot.bot.service._threads
    assert workers
    deadline = time.monotonic() + 5
    while True:  # each thread lowers itself as it starts
        nice = [os.getpriority(os.PRIO_PROCESS, t.native_id) for t in workers if t.native_id is not None]
        if nice == [min(19, base + 10)] * len(workers) or time.monotonic() > deadline:
            break
        time.sleep(0.05)
    assert nice == [min(19, base + 10)] * len(workers)
    assert bot.bot.enqueuer._thread is not None  # the acknowledgements' writer keeps the web process's priority
    assert os.getpriority(os.PRIO_PROCESS, bot.bot.enqueuer._thread.native_id or 0) == base


def test_tilebot_serve_answers_webhooks(
    fake: FakeGitHub, target: RepoState, app_key: tuple[str, str], tmp_path: Path
) -> None:
    """The console command on uvicorn, configured from the environment as in production."""
    key = tmp_path / "app.pem"
    key.write_text(app_key[0])
    port = free_port()
    env = {
        **os.environ,
        "TILEBOT_APP_ID": str(APP_ID),
        "TILEBOT_PRIVATE_KEY_FILE": str(key),
        "TILEBOT_WEBHOOK_SECRET": SECRET.decode(),
        "TILEBOT_GITHUB_API_URL": fake.api_url,
        "TILEBOT_DATABASE_URL": f"sqlite:///{tmp_path / 'serve.db'}",
    }
    proc = subprocess.Popen(
        [sys.executable, "-m", "tilebot.cli", "serve", "--host", "127.0.0.1", "--port", str(port)],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
    )
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                if httpx.get(f"http://127.0.0.1:{port}/healthz").status_code == 200:
                    break
            except httpx.TransportError:
                pass
            assert proc.poll() is None and time.monotonic() < deadline, "tilebot serve did not come up"
            time.sleep(0.1)
        fake.webhook_url, fake.webhook_secret = f"http://127.0.0.1:{port}/webhook", SECRET
        issue = fake.open_issue(target, "x", login="maintainer")
        _, response = fake.comment(target, issue, "/help", login="maintainer")
        assert response is not None and response.status_code == 202
        deadline = time.monotonic() + 30
        while not any(c["issue"] == issue and "tilebot commands" in c["body"] for c in target.comments.values()):
            assert time.monotonic() < deadline, "no /help reply"
            time.sleep(0.1)
    finally:
        proc.terminate()
        proc.wait(20)
