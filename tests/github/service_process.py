"""``tilebot serve`` as its own process, as an operator runs it: configured from the environment,
stopped with SIGTERM or killed with SIGKILL, started again on the same database."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import httpx

from tests.github.conftest import APP_ID, SECRET
from tests.github.fake import FakeGitHub, free_port


class PortTaken(RuntimeError):
    """Another process bound the port between free_port() and the service's own bind."""


class ServiceProcess:
    def __init__(self, fake: FakeGitHub, key_file: Path, database_url: str, log: Path, **env: str) -> None:
        self.fake = fake
        self.port = free_port()
        self.log = log
        self.env = {
            **os.environ,
            "TILEBOT_APP_ID": str(APP_ID),
            "TILEBOT_PRIVATE_KEY_FILE": str(key_file),
            "TILEBOT_WEBHOOK_SECRET": SECRET.decode(),
            "TILEBOT_GITHUB_API_URL": fake.api_url,
            "TILEBOT_DATABASE_URL": database_url,
            "TILEBOT_SECONDS_BETWEEN_REQUESTS": "0",
            "TILEBOT_SECONDS_BETWEEN_WRITES": "0",
            "TILEBOT_RETRY_SECONDS": "0.2",
            "TILEBOT_POLL_SECONDS": "0.1",
            "TILEBOT_RECONCILE_SECONDS": "3600",  # one pass at start-up; tests ask for no others
            **env,
        }
        self.proc: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self, *, route_webhooks: bool = True) -> ServiceProcess:
        for _ in range(3):  # free_port() is a guess: another process on this machine may bind the port first
            try:
                return self._start(route_webhooks)
            except PortTaken:
                self.port = free_port()
        return self._start(route_webhooks)

    def _start(self, route_webhooks: bool) -> ServiceProcess:
        started_at = self.log.stat().st_size if self.log.exists() else 0
        with self.log.open("ab") as out:
            self.proc = subprocess.Popen(
                [sys.executable, "-m", "tilebot.cli", "serve", "--host", "127.0.0.1", "--port", str(self.port)],
                env=self.env,
                stdout=out,
                stderr=subprocess.STDOUT,
            )
        deadline = time.monotonic() + 60
        while True:
            try:
                if httpx.get(f"{self.url}/healthz", timeout=2).status_code == 200:
                    break
            except httpx.TransportError:
                pass
            if self.proc.poll() is not None or time.monotonic() > deadline:
                if self._port_taken(started_at):
                    raise PortTaken(self.port)
                raise AssertionError(f"tilebot serve did not come up:\n{self.tail()}")
            time.sleep(0.1)
        time.sleep(0.2)  # a /healthz answered by another process on a taken port: ours has exited by now
        if self.proc.poll() is not None:
            raise PortTaken(self.port) if self._port_taken(started_at) else AssertionError(self.tail())
        if route_webhooks:
            self.fake.webhook_url, self.fake.webhook_secret = f"{self.url}/webhook", SECRET
        return self

    def kill(self) -> None:
        """SIGKILL: no shutdown, no flush; whatever was in hand is simply gone."""
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL)
            self.proc.wait(20)
        self.proc = None

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(20)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(20)
        self.proc = None

    def queued(self) -> int:
        return int(httpx.get(f"{self.url}/healthz", timeout=5).json()["queued"])

    def _port_taken(self, started_at: int) -> bool:
        with self.log.open("rb") as log:
            log.seek(started_at)
            return b"address already in use" in log.read()

    def tail(self, lines: int = 40) -> str:
        text = self.log.read_text(errors="replace") if self.log.exists() else ""
        return "\n".join(text.splitlines()[-lines:])


def wait_until(condition: object, timeout: float, what: str, service: ServiceProcess | None = None) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():  # type: ignore[operator]
            return
        time.sleep(0.05)
    raise AssertionError(f"timed out waiting for {what}" + (f"\n{service.tail()}" if service else ""))
