"""The fake GitHub's shared state: what every resource reads and changes.

One ``State`` holds the repositories, users, tokens, recorded calls, violations, faults and webhook
settings behind one lock; the resource modules are functions of it, and ``FakeGitHub`` is it plus the
HTTP server. Values, errors and helpers that every resource shares live here too.
"""

from __future__ import annotations

import itertools
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from tests.github.octokit import OpenApi

PREFIX = "/api/v3"
APP_SLUG = "tilebot-test"
BOT_LOGIN = f"{APP_SLUG}[bot]"
HOOKSHOT = "GitHub-Hookshot/tilebot-test"

Answer = tuple[int, Any, dict[str, str]]  # status, JSON body (None: no body), extra headers


def iso(t: datetime | None = None) -> str:
    return (t or datetime.now(UTC)).strftime("%Y-%m-%dT%H:%M:%SZ")


class ApiError(Exception):
    def __init__(self, status: int, message: str, headers: dict[str, str] | None = None, **extra: Any) -> None:
        super().__init__(message)
        self.status = status
        self.body = {"message": message, "documentation_url": "https://docs.github.com/rest", **extra}
        self.headers = headers or {}


@dataclass
class Fault:
    operation_id: str
    status: int
    times: int
    headers: dict[str, str]
    body: dict[str, Any]
    when: Callable[[Any], bool] | None = None  # only requests whose JSON body this accepts
    after: bool = False  # perform the request, then answer ``status`` (the caller never learns it succeeded)
    hold: threading.Event | None = None  # keep the request waiting until this is set, then answer normally
    arrived: threading.Event = field(default_factory=threading.Event)  # set when a request met this fault


@dataclass
class Call:
    method: str
    path: str
    operation_id: str
    status: int
    body: Any
    at: float
    token: str | None


@dataclass
class RepoState:
    owner: str
    name: str
    id: int
    bare: Path
    default_branch: str = "main"
    collaborators: dict[str, str] = field(default_factory=dict)  # login -> role (admin, maintain, write, triage, read)
    issues: dict[int, dict[str, Any]] = field(default_factory=dict)  # pulls too (GitHub shares the numbering)
    pulls: dict[int, dict[str, Any]] = field(default_factory=dict)
    comments: dict[int, dict[str, Any]] = field(default_factory=dict)
    reactions: dict[int, list[dict[str, Any]]] = field(default_factory=dict)
    check_runs: dict[int, dict[str, Any]] = field(default_factory=dict)
    workflow_runs: dict[int, dict[str, Any]] = field(default_factory=dict)
    artifacts: dict[int, dict[str, Any]] = field(default_factory=dict)

    @property
    def full_name(self) -> str:
        return f"{self.owner}/{self.name}"


class State:
    """Everything the fake GitHub knows; guard changes with ``lock``."""

    def __init__(self, spec: OpenApi, *, app_id: int, public_key: str, installation_id: int, host_url: str) -> None:
        self.spec = spec
        self.app_id = app_id
        self.public_key = public_key
        self.installation_id = installation_id
        self.host_url = host_url
        self.lock = threading.RLock()
        self.repos: dict[str, RepoState] = {}
        self.users: dict[str, dict[str, Any]] = {}
        self.tokens: dict[str, datetime] = {}
        self.token_ttl = timedelta(hours=1)
        self.uninstalled = False  # the installation's token requests answer 404
        self.suspended = False  # the installation's token requests answer 403 "This installation has been suspended"
        self.calls: list[Call] = []
        self.violations: list[str] = []
        self.faults: list[Fault] = []
        self.blobs: dict[str, bytes] = {}
        self.webhooks: list[dict[str, Any]] = []  # every webhook built: event, action, delivery, sent
        self.webhook_url: str | None = None
        self.webhook_secret: bytes = b""
        self.ghes_without_run_details = False
        self.on_dispatch: Callable[[RepoState, dict[str, Any]], None] | None = None
        self.manifest_codes: dict[str, dict[str, Any]] = {}  # App manifest flow: one-time code -> manifest
        self.created_apps: list[dict[str, Any]] = []
        self._ids = itertools.count(1000)

    @property
    def api_url(self) -> str:
        return self.host_url + PREFIX

    def next_id(self) -> int:
        return next(self._ids)

    def user(self, login: str, *, kind: str = "User") -> dict[str, Any]:
        with self.lock:
            if login not in self.users:
                self.users[login] = {"login": login, "id": self.next_id(), "type": kind}
            return self.users[login]

    def repo(self, params: dict[str, str]) -> RepoState:
        """The repository a request's ``owner`` and ``repo`` path parameters name (404 if unknown)."""
        repo = self.repos.get(f"{params['owner']}/{params['repo']}".lower())
        if repo is None:
            raise ApiError(404, "Not Found")
        return repo
