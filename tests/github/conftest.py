"""Fixtures: the GitHub test server with a target repository, the Actions simulator, and the bot
itself (``tilebot serve``'s app on uvicorn) talking to both over loopback HTTP."""

from __future__ import annotations

import os
import subprocess
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import rsa

from tests.github.actions_sim import ActionsRunner, ScriptedStages
from tests.github.fake import FakeGitHub, RepoState, ServerThread
from tests.github.fake.git import ref_sha
from tests.github.octokit import OctokitUnavailable, OpenApi, openapi
from tilebot.bot.app import Bot, Settings, create_app
from tilebot.bot.forge.github import GitHubForge
from tilebot.bot.github_api import AppCredentials, GitHubClients, Pacing
from tilebot.bot.store import Run, RunState, Store
from tilebot.cli import main as tilebot
from tilebot.core.config import RunConfig

APP_ID = 31337
SECRET = b"webhook-secret-for-tests"
REPO = "acme/kernels"

# The stage workflow as the bot expects it (inputs and run-name); the runner-side workflow is issue 5's.
WORKFLOW = """\
name: tilebot stage
run-name: "tilebot ${{ inputs.run_id }} ${{ inputs.stage }} #${{ inputs.attempt }}"
on:
  workflow_dispatch:
    inputs:
      run_id: {required: true, type: string}
      stage: {required: true, type: string}
      attempt: {required: true, type: string}
      op: {required: true, type: string}
      branch: {required: true, type: string}
      sha: {required: true, type: string}
      options: {required: false, type: string, default: "{}"}
jobs:
  stage:
    runs-on: [self-hosted, linux]
    steps:
      - run: python -m tilebot.runner.job --stage "$STAGE"
"""


def _git(cwd: Path, *args: str) -> str:
    env = {
        **os.environ,
        "GIT_AUTHOR_NAME": "t",
        "GIT_AUTHOR_EMAIL": "t@t",
        "GIT_COMMITTER_NAME": "t",
        "GIT_COMMITTER_EMAIL": "t@t",
    }
    return subprocess.run(
        ["git", "-C", str(cwd), *args], capture_output=True, text=True, check=True, env=env
    ).stdout.strip()


@pytest.fixture(scope="session")
def spec() -> OpenApi:
    try:
        return openapi()
    except OctokitUnavailable as exc:
        pytest.fail(str(exc))


@pytest.fixture(scope="session")
def app_key() -> tuple[str, str]:
    key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    private = key.private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
    )
    public = key.public_key().public_bytes(serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo)
    return private.decode(), public.decode()


@pytest.fixture
def fake(spec: OpenApi, app_key: tuple[str, str]) -> Iterator[FakeGitHub]:
    server = FakeGitHub(spec, app_id=APP_ID, public_key=app_key[1]).start()
    yield server
    server.stop()
    assert server.violations == [], "requests or responses that GitHub's OpenAPI description does not allow"


@pytest.fixture
def target(fake: FakeGitHub, tmp_path: Path) -> RepoState:
    """The bundled example target repository (op softmax), with the stage workflow, as a bare repo."""
    work = tmp_path / "target"
    assert tilebot(["example-repo", str(work)]) == 0
    (work / ".github" / "workflows").mkdir(parents=True)
    (work / ".github" / "workflows" / "tilebot-stage.yml").write_text(WORKFLOW)
    _git(work, "add", "-A")
    _git(work, "commit", "-qm", "stage workflow")
    bare = tmp_path / "remote.git"
    _git(tmp_path, "clone", "--quiet", "--bare", str(work), str(bare))
    repo = fake.add_repo(REPO, bare)
    fake.user("maintainer")
    fake.user("admin-person")
    fake.user("outsider")
    repo.collaborators.update({"maintainer": "write", "admin-person": "admin", "triager": "triage"})
    fake.user("triager")
    return repo


@pytest.fixture
def stages(tmp_path: Path) -> ScriptedStages:
    return ScriptedStages(tmp_path / "scripted")


@pytest.fixture
def runner(
    fake: FakeGitHub, stages: ScriptedStages, tmp_path: Path, request: pytest.FixtureRequest
) -> Iterator[ActionsRunner]:
    auto = request.node.get_closest_marker("manual_jobs") is None
    sim = ActionsRunner(fake, stages, tmp_path / "runner", auto=auto)
    yield sim
    sim.stop()
    assert sim.errors == [], "the Actions simulator failed:\n" + "\n".join(sim.errors)


def fast_pacing(**overrides: Any) -> Pacing:
    values: dict[str, Any] = {
        "seconds_between_requests": 0.0,
        "seconds_between_writes": 0.0,
        "retries": 3,
        "backoff_factor": 0.01,
        "backoff_max": 2.0,
        "secondary_rate_wait": 1.0,
        "max_rate_limit_wait": 30.0,
        "timeout": 20,
    }
    return Pacing(**{**values, **overrides})


@dataclass
class BotHandle:
    fake: FakeGitHub
    settings: Settings
    bot: Bot | None = None
    server: ServerThread | None = None

    def start(self) -> BotHandle:
        self.bot = Bot.build(self.settings)
        self.server = ServerThread(create_app(self.bot)).start()
        self.fake.webhook_url = f"{self.server.url}/webhook"
        self.fake.webhook_secret = self.settings.webhook_secret
        return self

    def stop(self) -> None:
        if self.server is not None:
            self.server.stop()
            self.server = None
        if self.bot is not None:
            self.bot.store.engine.dispose()
            self.bot = None

    def restart(self) -> BotHandle:
        self.stop()
        return self.start()

    @property
    def store(self) -> Store:
        assert self.bot is not None
        return self.bot.store

    def idle(self, timeout: float = 60.0) -> None:
        assert self.bot is not None
        assert self.bot.service.wait_idle(timeout), "the bot's worker did not become idle"

    def wait_for(self, condition: Callable[[], bool], timeout: float = 90.0, what: str = "condition") -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if condition():
                return
            time.sleep(0.05)
        raise AssertionError(f"timed out waiting for {what}\n{self.diagnosis()}")

    def diagnosis(self) -> str:
        lines = []
        if self.bot is not None:
            for run in self.runs():
                lines.append(f"run {run.id} {run.state} {run.reason!r} refs={run.forge_refs}")
                lines += [
                    f"  {a.stage} #{a.attempt} {a.status} {a.external_id} {a.result.verdict if a.result else ''}"
                    for a in self.store.attempts(run.id)
                ]
                lines += [f"  event {k} {d}" for k, d in self.store.events(run.id)][-15:]
        lines += [f"call {c.method} {c.path} -> {c.status}" for c in self.fake.calls[-25:]]
        lines += [f"violation {v}" for v in self.fake.violations[:10]]
        return "\n".join(lines)

    def runs(self) -> list[Run]:
        return self.store.list_runs()

    def only_run(self) -> Run:
        runs = self.runs()
        assert len(runs) == 1, runs
        return runs[0]

    def wait_finished(self, timeout: float = 120.0) -> Run:
        self.wait_for(
            lambda: bool(self.runs()) and all(r.state not in (RunState.ACTIVE, RunState.OPENING) for r in self.runs()),
            timeout,
            "the run to end",
        )
        self.idle()
        return self.only_run()


@pytest.fixture
def make_bot(fake: FakeGitHub, app_key: tuple[str, str], tmp_path: Path) -> Iterator[Callable[..., BotHandle]]:
    handles: list[BotHandle] = []

    def build(**overrides: Any) -> BotHandle:
        values: dict[str, Any] = {
            "app_id": APP_ID,
            "private_key": app_key[0],
            "webhook_secret": SECRET,
            "database_url": f"sqlite:///{tmp_path / 'bot.db'}",
            "api_url": fake.api_url,
            "reconcile_seconds": 3600.0,  # tests run reconciler passes themselves
            "pacing": fast_pacing(),
        }
        handle = BotHandle(fake, Settings(**{**values, **overrides})).start()
        handles.append(handle)
        return handle

    yield build
    for handle in handles:
        handle.stop()


@pytest.fixture
def bot(make_bot: Callable[..., BotHandle], target: RepoState) -> BotHandle:
    return make_bot()


@pytest.fixture
def forge(fake: FakeGitHub, app_key: tuple[str, str]) -> GitHubForge:
    """The GitHub forge alone, against the test server (no service)."""
    clients = GitHubClients(AppCredentials(APP_ID, app_key[0], fake.api_url), pacing=fast_pacing())
    return GitHubForge(clients, bot_login=clients.bot_login())


def open_forge_run(forge: GitHubForge, target: RepoState, run_id: str) -> Run:
    """A softmax run opened by the forge alone on the target's main: its branch, request commit and draft PR."""
    base = ref_sha(target, "main")
    assert base is not None
    config = RunConfig().model_dump(mode="json")
    branch = f"tilebot/softmax-{run_id}"
    run = Run(run_id, "softmax", REPO, base, branch, "maintainer", RunState.ACTIVE, None, "", config, {})
    refs = forge.open_run(run, title="tilebot: port softmax", body="port")
    return Run(**{**run.__dict__, "forge_refs": refs})
