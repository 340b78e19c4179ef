"""A GitHub REST API test server, over HTTP on 127.0.0.1, backed by a bare git repository.

Real PyGithub talks to it through ``base_url`` (GitHub Enterprise style: ``http://127.0.0.1:PORT/api/v3``).
It is stateful in the way tilebot needs (after rust-lang/bors's GitHub mock): refs and commits are
real git objects in the bare repository, so what a runner job pushes is what the API returns;
issues, pull requests, comments, reactions, check runs, workflow runs and artifacts live in memory.

Honesty about shapes: every request is routed by GitHub's own OpenAPI description (an endpoint it
does not document is a violation), request bodies are validated against it, responses are built from
GitHub's documented examples with our values put in, and validated too. Webhook bodies are GitHub's
published examples with our values put in, validated against the description's webhook schemas, and
signed as GitHub signs them. Every mismatch lands in ``violations``; the fixtures fail a test that
leaves any.

Test controls: ``inject`` (answer the next N calls of an operation with e.g. 502 or a secondary rate
limit), ``comment`` (a user comments; the webhook is sent), ``send_webhook`` (with drops and duplicates
left to the caller), ``ghes_without_run_details`` (an Enterprise Server that rejects
``return_run_details``), and the ``on_dispatch`` hook the Actions simulator uses.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import itertools
import json
import os
import re
import secrets
import socket
import subprocess
import threading
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import httpx
import jwt
import uvicorn
import yaml
from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from tests.github.octokit import OpenApi, Operation, webhook_example

PREFIX = "/api/v3"
APP_SLUG = "tilebot-test"
BOT_LOGIN = f"{APP_SLUG}[bot]"
HOOKSHOT = "GitHub-Hookshot/tilebot-test"


def iso(t: datetime | None = None) -> str:
    return (t or datetime.now(UTC)).strftime("%Y-%m-%dT%H:%M:%SZ")


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class ServerThread:
    """An ASGI app on uvicorn in a background thread, on 127.0.0.1."""

    def __init__(self, app: Any, port: int | None = None) -> None:
        self.port = port or free_port()
        config = uvicorn.Config(app, host="127.0.0.1", port=self.port, log_level="warning", lifespan="on")
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.server.run, daemon=True)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> ServerThread:
        self.thread.start()
        deadline = time.monotonic() + 20
        while not self.server.started:
            if not self.thread.is_alive() or time.monotonic() > deadline:
                raise RuntimeError(f"server on port {self.port} did not start")
            time.sleep(0.01)
        return self

    def stop(self) -> None:
        self.server.should_exit = True
        self.thread.join(20)


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


_LEGACY = {"admin": "admin", "maintain": "write", "write": "write", "triage": "read", "read": "read"}


class FakeGitHub:
    def __init__(self, spec: OpenApi, *, app_id: int, public_key: str, installation_id: int = 4242) -> None:
        self.spec = spec
        self.app_id = app_id
        self.public_key = public_key
        self.installation_id = installation_id
        self.lock = threading.RLock()
        self.repos: dict[str, RepoState] = {}
        self.users: dict[str, dict[str, Any]] = {}
        self.tokens: dict[str, datetime] = {}
        self.token_ttl = timedelta(hours=1)
        self.calls: list[Call] = []
        self.violations: list[str] = []
        self.faults: list[Fault] = []
        self.blobs: dict[str, bytes] = {}
        self.webhooks: list[dict[str, Any]] = []  # every webhook built: event, action, delivery, sent
        self.webhook_url: str | None = None
        self.webhook_secret: bytes = b""
        self.ghes_without_run_details = False
        self.on_dispatch: Callable[[RepoState, dict[str, Any]], None] | None = None
        self._ids = itertools.count(1000)
        self.handlers: dict[str, Callable[..., tuple[int, Any, dict[str, str]]]] = {
            "apps/create-installation-access-token": self._create_token,
            "apps/get-authenticated": self._get_app,
            "apps/get-repo-installation": self._get_repo_installation,
            "repos/get": self._get_repo,
            "repos/get-branch": self._get_branch,
            "git/get-ref": self._get_ref,
            "git/create-ref": self._create_ref,
            "repos/get-content": self._get_content,
            "repos/create-or-update-file-contents": self._put_content,
            "pulls/list": self._list_pulls,
            "pulls/create": self._create_pull,
            "pulls/get": self._get_pull,
            "issues/list-comments": self._list_comments,
            "issues/create-comment": self._create_comment,
            "issues/get-comment": self._get_comment,
            "issues/update-comment": self._update_comment,
            "reactions/create-for-issue-comment": self._create_reaction,
            "repos/get-collaborator-permission-level": self._get_permission,
            "checks/create": self._create_check_run,
            "checks/update": self._update_check_run,
            "checks/get": self._get_check_run,
            "actions/create-workflow-dispatch": self._dispatch,
            "actions/get-workflow-run": self._get_workflow_run,
            "actions/list-workflow-runs": self._list_workflow_runs,
            "actions/cancel-workflow-run": self._cancel_workflow_run,
            "actions/list-workflow-run-artifacts": self._list_artifacts,
            "actions/download-artifact": self._download_artifact,
        }
        self.app = Starlette(
            routes=[Route("/{path:path}", self._endpoint, methods=["GET", "POST", "PATCH", "PUT", "DELETE"])]
        )
        self.server = ServerThread(self.app)

    # lifecycle and addresses

    @property
    def host_url(self) -> str:
        return self.server.url

    @property
    def api_url(self) -> str:
        return self.server.url + PREFIX

    def start(self) -> FakeGitHub:
        self.server.start()
        return self

    def stop(self) -> None:
        self.server.stop()

    def next_id(self) -> int:
        return next(self._ids)

    # test-side set-up

    def user(self, login: str, *, kind: str = "User") -> dict[str, Any]:
        with self.lock:
            if login not in self.users:
                self.users[login] = {"login": login, "id": self.next_id(), "type": kind}
            return self.users[login]

    def add_repo(self, full_name: str, bare: Path, *, default_branch: str = "main") -> RepoState:
        owner, name = full_name.split("/")
        self.user(owner)
        repo = RepoState(owner, name, self.next_id(), bare, default_branch)
        self.repos[full_name.lower()] = repo
        return repo

    def open_issue(self, repo: RepoState, title: str, *, login: str) -> int:
        with self.lock:
            number = self._next_number(repo)
            repo.issues[number] = {
                "number": number,
                "title": title,
                "body": "",
                "user": login,
                "state": "open",
                "pr": False,
            }
            return number

    def open_fork_pull(self, repo: RepoState, *, fork_owner: str, title: str = "A change from a fork") -> int:
        """A pull request whose head lives in ``fork_owner``'s fork (its commit is the base's head)."""
        with self.lock:
            number = self._next_number(repo)
            pid = self.next_id()
            sha = self.ref_sha(repo, f"refs/heads/{repo.default_branch}") or ""
            self.user(fork_owner)
            repo.pulls[number] = {
                "number": number,
                "id": pid,
                "node_id": f"PR_{pid}",
                "title": title,
                "body": "",
                "head": "patch-1",
                "head_sha": sha,
                "base": repo.default_branch,
                "draft": False,
                "state": "open",
                "user": fork_owner,
                "maintainer_can_modify": True,
                "created_at": iso(),
                "updated_at": iso(),
                "fork_owner": fork_owner,
            }
            repo.issues[number] = {
                "number": number,
                "title": title,
                "body": "",
                "user": fork_owner,
                "state": "open",
                "pr": True,
            }
            return number

    def comment(
        self, repo: RepoState, number: int, body: str, *, login: str, kind: str = "User", deliver: bool = True
    ) -> tuple[int, httpx.Response | None]:
        """``login`` comments on issue/PR ``number``; the issue_comment webhook is sent unless ``deliver`` is False."""
        user = self.user(login, kind=kind)
        with self.lock:
            cid = self.next_id()
            repo.comments[cid] = {
                "id": cid,
                "issue": number,
                "body": body,
                "user": user["login"],
                "created_at": iso(),
                "updated_at": iso(),
            }
        payload = self.webhook_issue_comment(repo, number, cid)
        return cid, self.send_webhook("issue_comment", payload, deliver=deliver)

    def inject(
        self,
        operation_id: str,
        status: int,
        *,
        times: int = 1,
        headers: dict[str, str] | None = None,
        message: str = "injected",
        when: Callable[[Any], bool] | None = None,
    ) -> None:
        """Answer the next ``times`` calls of an operation with ``status`` (e.g. 502, or 403 + Retry-After)."""
        with self.lock:
            self.faults.append(Fault(operation_id, status, times, headers or {}, {"message": message}, when))

    def calls_of(self, operation_id: str) -> list[Call]:
        with self.lock:
            return [c for c in self.calls if c.operation_id == operation_id]

    # git

    def git(self, repo: RepoState, *args: str, input: bytes | None = None, env: dict[str, str] | None = None) -> str:
        proc = subprocess.run(
            ["git", "-C", str(repo.bare), *args],
            input=input,
            capture_output=True,
            check=False,
            env={**os.environ, **(env or {})},
            timeout=60,
        )
        if proc.returncode != 0:
            raise ApiError(422, f"git {' '.join(args)}: {proc.stderr.decode(errors='replace').strip()}")
        return proc.stdout.decode(errors="replace").strip()

    def ref_sha(self, repo: RepoState, ref: str) -> str | None:
        proc = subprocess.run(
            ["git", "-C", str(repo.bare), "rev-parse", "--verify", "--quiet", f"{ref}^{{commit}}"],
            capture_output=True,
            text=True,
            check=False,
        )
        return proc.stdout.strip() or None

    def file_at(self, repo: RepoState, ref: str, path: str) -> bytes | None:
        proc = subprocess.run(
            ["git", "-C", str(repo.bare), "cat-file", "blob", f"{ref}:{path}"], capture_output=True, check=False
        )
        return proc.stdout if proc.returncode == 0 else None

    # HTTP

    async def _endpoint(self, request: Request) -> Response:
        body = await request.body()
        return await run_in_threadpool(
            self._serve, request.method, request.url.path, dict(request.query_params), dict(request.headers), body
        )

    def _serve(self, method: str, path: str, query: dict[str, str], headers: dict[str, str], raw: bytes) -> Response:
        if path.startswith("/_blobs/"):
            blob = self.blobs.pop(path.removeprefix("/_blobs/"), None)  # one download per signed URL
            return Response(blob, media_type="application/zip") if blob is not None else Response(status_code=410)
        if path == "/api/graphql":
            return self._graphql(headers, raw)
        if not path.startswith(PREFIX + "/"):
            self.violations.append(f"{method} {path}: not under the API prefix {PREFIX}")
            return JSONResponse({"message": "Not Found"}, status_code=404)
        api_path = path.removeprefix(PREFIX)
        matched = self.spec.match(method, api_path)
        if matched is None:
            self.violations.append(f"{method} {api_path}: no such operation in GitHub's OpenAPI description")
            return JSONResponse({"message": "Not Found"}, status_code=404)
        op, params = matched
        try:
            payload = json.loads(raw) if raw else None
        except json.JSONDecodeError:
            self.violations.append(f"{op.operation_id}: request body is not JSON")
            return JSONResponse({"message": "Problems parsing JSON"}, status_code=400)
        for problem in self.spec.request_errors(op, payload):
            self.violations.append(f"{op.operation_id} request: {problem}")
        token = headers.get("authorization")
        status, data, extra = self._answer(op, params, query, headers, payload)
        with self.lock:
            self.calls.append(Call(method, api_path, op.operation_id, status, payload, time.monotonic(), token))
        if 200 <= status < 300 and data is not None:
            for problem in self.spec.response_errors(op, status, data):
                self.violations.append(f"{op.operation_id} response {status}: {problem}")
        if data is None:
            return Response(status_code=status, headers=extra)
        return JSONResponse(data, status_code=status, headers=extra)

    def _answer(
        self, op: Operation, params: dict[str, str], query: dict[str, str], headers: dict[str, str], payload: Any
    ) -> tuple[int, Any, dict[str, str]]:
        with self.lock:
            for fault in self.faults:
                if (
                    fault.operation_id == op.operation_id
                    and fault.times > 0
                    and (fault.when is None or fault.when(payload))
                ):
                    fault.times -= 1
                    return fault.status, fault.body, fault.headers
        handler = self.handlers.get(op.operation_id)
        if handler is None:
            self.violations.append(
                f"{op.operation_id}: tilebot called an operation this test server does not implement"
            )
            return 501, {"message": "not implemented by the test server"}, {}
        try:
            identity = self._authenticate(op, headers)
            with self.lock:
                return handler(params=params, query=query, body=payload or {}, identity=identity)
        except ApiError as exc:
            return exc.status, exc.body, exc.headers

    def _authenticate(self, op: Operation, headers: dict[str, str]) -> str:
        auth = headers.get("authorization", "")
        if op.operation_id.startswith("apps/") and op.operation_id != "apps/list-repos-accessible-to-installation":
            if not auth.startswith("Bearer "):
                raise ApiError(401, "A JSON web token could not be decoded")
            try:
                claims = jwt.decode(
                    auth.removeprefix("Bearer "),
                    self.public_key,
                    algorithms=["RS256"],
                    options={"require": ["exp", "iat", "iss"]},
                )
            except jwt.PyJWTError as exc:
                raise ApiError(401, f"'Expiration time' claim or signature invalid: {exc}") from exc
            if str(claims["iss"]) != str(self.app_id):
                raise ApiError(401, "Integration not found")
            return f"app:{self.app_id}"
        token = auth.removeprefix("token ").removeprefix("Bearer ")
        with self.lock:
            expires = self.tokens.get(token)
        if expires is None or expires <= datetime.now(UTC):
            raise ApiError(401, "Bad credentials")
        return BOT_LOGIN

    # object builders: GitHub's documented examples with our values

    def _rewrite(self, value: Any, repo: RepoState | None) -> Any:
        """Point every URL of an example at this server (and at ``repo``): PyGithub follows ``url`` fields."""
        if isinstance(value, dict):
            return {k: self._rewrite(v, repo) for k, v in value.items()}
        if isinstance(value, list):
            return [self._rewrite(v, repo) for v in value]
        if isinstance(value, str):
            if repo is not None:
                value = re.sub(
                    r"https://api\.github\.com/repos/[^/]+/[^/{]+", f"{self.api_url}/repos/{repo.full_name}", value
                )
                value = re.sub(
                    r"https://github\.com/(?!images)[^/]+/[^/{]+", f"{self.host_url}/{repo.full_name}", value
                )
            value = value.replace("https://api.github.com", self.api_url).replace(
                "https://uploads.github.com", self.host_url
            )
            return value.replace("https://github.com", self.host_url)
        return value

    def _example(self, operation_id: str, status: int, repo: RepoState | None) -> Any:
        op = next(o for o in self.spec.operations if o.operation_id == operation_id)
        return self._rewrite(self.spec.example(op, status), repo)

    def user_json(self, login: str) -> dict[str, Any]:
        u = self.user(login, kind="Bot" if login.endswith("[bot]") else "User")
        base = self._example("issues/get-comment", 200, None)["user"]
        return {
            **base,
            "login": u["login"],
            "id": u["id"],
            "node_id": f"U_{u['id']}",
            "type": u["type"],
            "url": f"{self.api_url}/users/{u['login']}",
            "html_url": f"{self.host_url}/{u['login']}",
            "site_admin": False,
        }

    def repo_json(self, repo: RepoState) -> dict[str, Any]:
        data = self._example("repos/get", 200, repo)
        for key in ("source", "parent", "template_repository", "organization"):
            data.pop(key, None)
        data.update(
            id=repo.id,
            node_id=f"R_{repo.id}",
            name=repo.name,
            full_name=repo.full_name,
            owner=self.user_json(repo.owner),
            private=False,
            fork=False,
            default_branch=repo.default_branch,
            language="Python",
            url=f"{self.api_url}/repos/{repo.full_name}",
            html_url=f"{self.host_url}/{repo.full_name}",
        )
        return data

    def _commit_info(self, repo: RepoState, sha: str) -> dict[str, Any]:
        fields = self.git(repo, "show", "-s", "--format=%T%n%P%n%an%n%ae%n%aI%n%s", sha).split("\n")
        return {
            "tree": fields[0],
            "parents": fields[1].split(),
            "author": fields[2],
            "email": fields[3],
            "date": fields[4],
            "message": fields[5],
        }

    def _pull_json(self, repo: RepoState, pr: dict[str, Any]) -> dict[str, Any]:
        data = self._example("pulls/get", 200, repo)
        n = pr["number"]
        repo_obj = self.repo_json(repo)
        head_sha = self.ref_sha(repo, f"refs/heads/{pr['head']}") or pr["head_sha"]
        base_sha = self.ref_sha(repo, f"refs/heads/{pr['base']}") or ""
        for side, ref, sha in (("head", pr["head"], head_sha), ("base", pr["base"], base_sha)):
            data[side].update(
                ref=ref, sha=sha, label=f"{repo.owner}:{ref}", user=self.user_json(repo.owner), repo=repo_obj
            )
        if pr.get("fork_owner"):
            fork = dict(
                repo_obj,
                full_name=f"{pr['fork_owner']}/{repo.name}",
                fork=True,
                owner=self.user_json(pr["fork_owner"]),
                id=repo.id + 1,
            )
            data["head"].update(
                label=f"{pr['fork_owner']}:{pr['head']}", user=self.user_json(pr["fork_owner"]), repo=fork
            )
        data.update(
            id=pr["id"],
            node_id=pr["node_id"],
            number=n,
            state=pr["state"],
            title=pr["title"],
            body=pr["body"],
            draft=pr["draft"],
            merged=False,
            mergeable=True,
            rebaseable=True,
            merged_at=None,
            closed_at=None,
            user=self.user_json(pr["user"]),
            requested_teams=[],
            requested_reviewers=[],
            labels=[],
            assignees=[],
            assignee=None,
            milestone=None,
            maintainer_can_modify=pr["maintainer_can_modify"],
            url=f"{self.api_url}/repos/{repo.full_name}/pulls/{n}",
            html_url=f"{self.host_url}/{repo.full_name}/pull/{n}",
            issue_url=f"{self.api_url}/repos/{repo.full_name}/issues/{n}",
            comments_url=f"{self.api_url}/repos/{repo.full_name}/issues/{n}/comments",
            created_at=pr["created_at"],
            updated_at=pr["updated_at"],
            auto_merge=None,
            active_lock_reason=None,
        )
        return data

    def _comment_json(self, repo: RepoState, c: dict[str, Any]) -> dict[str, Any]:
        data = self._example("issues/get-comment", 200, repo)
        data.update(
            id=c["id"],
            node_id=f"IC_{c['id']}",
            body=c["body"],
            user=self.user_json(c["user"]),
            created_at=c["created_at"],
            updated_at=c["updated_at"],
            author_association="NONE" if c["user"].endswith("[bot]") else "MEMBER",
            url=f"{self.api_url}/repos/{repo.full_name}/issues/comments/{c['id']}",
            html_url=f"{self.host_url}/{repo.full_name}/issues/{c['issue']}#issuecomment-{c['id']}",
            issue_url=f"{self.api_url}/repos/{repo.full_name}/issues/{c['issue']}",
        )
        data.pop("performed_via_github_app", None)
        return data

    def _check_json(self, repo: RepoState, cr: dict[str, Any]) -> dict[str, Any]:
        data = self._example("checks/create", 201, repo)
        data.update(
            id=cr["id"],
            node_id=f"CR_{cr['id']}",
            name=cr["name"],
            head_sha=cr["head_sha"],
            status=cr["status"],
            conclusion=cr["conclusion"],
            started_at=cr["started_at"],
            completed_at=cr["completed_at"],
            external_id=cr["external_id"],
            details_url=cr["details_url"],
            url=f"{self.api_url}/repos/{repo.full_name}/check-runs/{cr['id']}",
            html_url=f"{self.host_url}/{repo.full_name}/runs/{cr['id']}",
            output={
                "title": cr["output"].get("title"),
                "summary": cr["output"].get("summary"),
                "text": cr["output"].get("text"),
                "annotations_count": len(cr["annotations"]),
                "annotations_url": f"{self.api_url}/repos/{repo.full_name}/check-runs/{cr['id']}/annotations",
            },
            pull_requests=[],
        )
        data["app"].update(id=self.app_id, slug=APP_SLUG)
        return data

    def _workflow_run_json(self, repo: RepoState, wr: dict[str, Any]) -> dict[str, Any]:
        data = self._example("actions/get-workflow-run", 200, repo)
        base = f"{self.api_url}/repos/{repo.full_name}/actions/runs/{wr['id']}"
        data.update(
            id=wr["id"],
            node_id=f"WFR_{wr['id']}",
            name=wr["name"],
            display_title=wr["display_title"],
            head_branch=wr["head_branch"],
            head_sha=wr["head_sha"],
            path=wr["path"],
            run_number=wr["run_number"],
            event="workflow_dispatch",
            status=wr["status"],
            conclusion=wr["conclusion"],
            workflow_id=wr["workflow_id"],
            run_attempt=1,
            created_at=wr["created_at"],
            updated_at=wr["updated_at"],
            run_started_at=wr["created_at"],
            url=base,
            html_url=f"{self.host_url}/{repo.full_name}/actions/runs/{wr['id']}",
            jobs_url=f"{base}/jobs",
            logs_url=f"{base}/logs",
            artifacts_url=f"{base}/artifacts",
            cancel_url=f"{base}/cancel",
            rerun_url=f"{base}/rerun",
            check_suite_url=f"{self.api_url}/repos/{repo.full_name}/check-suites/{wr['id']}",
            workflow_url=f"{self.api_url}/repos/{repo.full_name}/actions/workflows/{wr['workflow_id']}",
            actor=self.user_json(BOT_LOGIN),
            triggering_actor=self.user_json(BOT_LOGIN),
            pull_requests=[],
        )
        for key in ("repository", "head_repository"):
            data[key].update(
                id=repo.id,
                name=repo.name,
                full_name=repo.full_name,
                url=f"{self.api_url}/repos/{repo.full_name}",
                html_url=f"{self.host_url}/{repo.full_name}",
            )
        return data

    def _artifact_json(self, repo: RepoState, art: dict[str, Any]) -> dict[str, Any]:
        data = self._example("actions/list-workflow-run-artifacts", 200, repo)["artifacts"][0]
        data.update(
            id=art["id"],
            node_id=f"A_{art['id']}",
            name=art["name"],
            size_in_bytes=len(art["zip"]),
            expired=False,
            url=f"{self.api_url}/repos/{repo.full_name}/actions/artifacts/{art['id']}",
            archive_download_url=f"{self.api_url}/repos/{repo.full_name}/actions/artifacts/{art['id']}/zip",
            created_at=art["created_at"],
            updated_at=art["created_at"],
            expires_at=iso(datetime.now(UTC) + timedelta(days=90)),
            digest="sha256:" + hashlib.sha256(art["zip"]).hexdigest(),
        )
        data["workflow_run"].update(id=art["run"], repository_id=repo.id, head_repository_id=repo.id)
        return data

    def _file_json(self, repo: RepoState, ref: str, path: str, content: bytes) -> dict[str, Any]:
        sha = self.git(repo, "rev-parse", f"{ref}:{path}")
        api = f"{self.api_url}/repos/{repo.full_name}"
        return {
            "type": "file",
            "encoding": "base64",
            "size": len(content),
            "name": path.rsplit("/", 1)[-1],
            "path": path,
            "content": base64.b64encode(content).decode(),
            "sha": sha,
            "url": f"{api}/contents/{path}?ref={ref}",
            "git_url": f"{api}/git/blobs/{sha}",
            "html_url": f"{self.host_url}/{repo.full_name}/blob/{ref}/{path}",
            "download_url": f"{self.host_url}/raw/{repo.full_name}/{ref}/{path}",
            "_links": {
                "self": f"{api}/contents/{path}",
                "git": f"{api}/git/blobs/{sha}",
                "html": f"{self.host_url}/{repo.full_name}/blob/{ref}/{path}",
            },
        }

    # handlers: apps

    def _create_token(self, *, params: dict[str, str], **_: Any) -> tuple[int, Any, dict[str, str]]:
        if int(params["installation_id"]) != self.installation_id:
            raise ApiError(404, "Not Found")
        token = "ghs_" + secrets.token_hex(18)
        expires = datetime.now(UTC) + self.token_ttl
        self.tokens[token] = expires
        data = self._example("apps/create-installation-access-token", 201, None)
        data.update(token=token, expires_at=iso(expires), repository_selection="all")
        data.pop("repositories", None)
        return 201, data, {}

    def _get_app(self, **_: Any) -> tuple[int, Any, dict[str, str]]:
        data = self._example("apps/get-authenticated", 200, None)
        data.update(id=self.app_id, slug=APP_SLUG, name="tilebot test")
        return 200, data, {}

    def _get_repo_installation(self, *, params: dict[str, str], **_: Any) -> tuple[int, Any, dict[str, str]]:
        self._repo(params)
        data = self._example("apps/get-repo-installation", 200, None)
        data.update(id=self.installation_id, app_id=self.app_id, app_slug=APP_SLUG)
        return 200, data, {}

    # handlers: repository, git, contents

    def _repo(self, params: dict[str, str]) -> RepoState:
        repo = self.repos.get(f"{params['owner']}/{params['repo']}".lower())
        if repo is None:
            raise ApiError(404, "Not Found")
        return repo

    def _get_repo(self, *, params: dict[str, str], **_: Any) -> tuple[int, Any, dict[str, str]]:
        return 200, self.repo_json(self._repo(params)), {}

    def _get_branch(self, *, params: dict[str, str], **_: Any) -> tuple[int, Any, dict[str, str]]:
        repo = self._repo(params)
        sha = self.ref_sha(repo, f"refs/heads/{params['branch']}")
        if sha is None:
            raise ApiError(404, "Branch not found")
        data = self._example("repos/get-branch", 200, repo)
        data["name"] = params["branch"]
        data["commit"].update(sha=sha, node_id=f"C_{sha}", url=f"{self.api_url}/repos/{repo.full_name}/commits/{sha}")
        data["commit"]["commit"]["tree"]["sha"] = self._commit_info(repo, sha)["tree"]
        data["_links"] = {
            "self": f"{self.api_url}/repos/{repo.full_name}/branches/{params['branch']}",
            "html": f"{self.host_url}/{repo.full_name}/tree/{params['branch']}",
        }
        data["protected"] = False
        return 200, data, {}

    def _ref_json(self, repo: RepoState, ref: str, sha: str) -> dict[str, Any]:
        return {
            "ref": ref,
            "node_id": f"REF_{sha[:10]}",
            "url": f"{self.api_url}/repos/{repo.full_name}/git/{ref}",
            "object": {"type": "commit", "sha": sha, "url": f"{self.api_url}/repos/{repo.full_name}/git/commits/{sha}"},
        }

    def _get_ref(self, *, params: dict[str, str], **_: Any) -> tuple[int, Any, dict[str, str]]:
        repo = self._repo(params)
        ref = "refs/" + params["ref"]
        sha = self.ref_sha(repo, ref)
        if sha is None:
            raise ApiError(404, "Not Found")
        return 200, self._ref_json(repo, ref, sha), {}

    def _create_ref(self, *, params: dict[str, str], body: dict[str, Any], **_: Any) -> tuple[int, Any, dict[str, str]]:
        repo = self._repo(params)
        ref, sha = body["ref"], body["sha"]
        if not ref.startswith("refs/") or ref.count("/") < 2:
            raise ApiError(422, "Reference name is not well formed")
        if self.ref_sha(repo, ref) is not None:
            raise ApiError(422, "Reference already exists")
        if self.ref_sha(repo, sha) is None:
            raise ApiError(422, "Object does not exist")
        self.git(repo, "update-ref", ref, sha, "")
        return 201, self._ref_json(repo, ref, sha), {"Location": f"{self.api_url}/repos/{repo.full_name}/git/{ref}"}

    def _get_content(
        self, *, params: dict[str, str], query: dict[str, str], **_: Any
    ) -> tuple[int, Any, dict[str, str]]:
        repo = self._repo(params)
        ref = query.get("ref") or repo.default_branch
        path = params["path"].strip("/")
        kind = subprocess.run(
            ["git", "-C", str(repo.bare), "cat-file", "-t", f"{ref}:{path}"],
            capture_output=True,
            text=True,
            check=False,
        ).stdout.strip()
        if kind == "blob":
            return 200, self._file_json(repo, ref, path, self.file_at(repo, ref, path) or b""), {}
        if kind == "tree":
            entries = []
            for line in self.git(repo, "ls-tree", f"{ref}:{path}").splitlines():
                meta, name = line.split("\t", 1)
                _mode, typ, sha = meta.split()
                item_path = f"{path}/{name}"
                api = f"{self.api_url}/repos/{repo.full_name}"
                entries.append(
                    {
                        "type": "file" if typ == "blob" else "dir",
                        "size": 0,
                        "name": name,
                        "path": item_path,
                        "sha": sha,
                        "url": f"{api}/contents/{item_path}?ref={ref}",
                        "git_url": f"{api}/git/{'blobs' if typ == 'blob' else 'trees'}/{sha}",
                        "html_url": f"{self.host_url}/{repo.full_name}/blob/{ref}/{item_path}",
                        "download_url": None,
                        "_links": {
                            "self": f"{api}/contents/{item_path}",
                            "git": f"{api}/git/blobs/{sha}",
                            "html": f"{self.host_url}/{repo.full_name}/blob/{ref}/{item_path}",
                        },
                    }
                )
            return 200, entries, {}
        raise ApiError(404, "Not Found")

    def _put_content(
        self, *, params: dict[str, str], body: dict[str, Any], identity: str, **_: Any
    ) -> tuple[int, Any, dict[str, str]]:
        repo = self._repo(params)
        path = params["path"].strip("/")
        branch = body.get("branch") or repo.default_branch
        parent = self.ref_sha(repo, f"refs/heads/{branch}")
        if parent is None:
            raise ApiError(404, f"Branch {branch} not found")
        if self.file_at(repo, parent, path) is not None and not body.get("sha"):
            raise ApiError(422, 'Invalid request.\n\n"sha" wasn\'t supplied.')
        content = base64.b64decode(body["content"])
        blob = self.git(repo, "hash-object", "-w", "--stdin", input=content)
        index = repo.bare / f"index-{uuid.uuid4().hex}"
        env = {"GIT_INDEX_FILE": str(index)}
        try:
            self.git(repo, "read-tree", parent, env=env)
            self.git(repo, "update-index", "--add", "--cacheinfo", f"100644,{blob},{path}", env=env)
            tree = self.git(repo, "write-tree", env=env)
        finally:
            index.unlink(missing_ok=True)
        who = {
            "GIT_AUTHOR_NAME": identity,
            "GIT_AUTHOR_EMAIL": "bot@tilebot.invalid",
            "GIT_COMMITTER_NAME": identity,
            "GIT_COMMITTER_EMAIL": "bot@tilebot.invalid",
        }
        commit = self.git(repo, "commit-tree", tree, "-p", parent, "-m", body["message"], env=who)
        self.git(repo, "update-ref", f"refs/heads/{branch}", commit, parent)
        data = self._example("repos/create-or-update-file-contents", 201, repo)
        data["content"] = {
            k: v for k, v in self._file_json(repo, commit, path, content).items() if k not in ("content", "encoding")
        }
        data["commit"].update(
            sha=commit,
            node_id=f"C_{commit}",
            message=body["message"],
            url=f"{self.api_url}/repos/{repo.full_name}/git/commits/{commit}",
        )
        data["commit"]["tree"]["sha"] = tree
        data["commit"]["parents"] = [
            {
                "url": f"{self.api_url}/repos/{repo.full_name}/git/commits/{parent}",
                "html_url": f"{self.host_url}/{repo.full_name}/commit/{parent}",
                "sha": parent,
            }
        ]
        return 201, data, {}

    # handlers: pulls, issues, comments, reactions, permissions

    def _next_number(self, repo: RepoState) -> int:
        return max([0, *repo.issues]) + 1

    def _create_pull(
        self, *, params: dict[str, str], body: dict[str, Any], identity: str, **_: Any
    ) -> tuple[int, Any, dict[str, str]]:
        repo = self._repo(params)
        head = body["head"].split(":", 1)[-1]
        base = body["base"]
        head_sha = self.ref_sha(repo, f"refs/heads/{head}")
        base_sha = self.ref_sha(repo, f"refs/heads/{base}")
        if head_sha is None or base_sha is None:
            raise ApiError(
                422,
                "Validation Failed",
                errors=[
                    {"resource": "PullRequest", "field": "head" if head_sha is None else "base", "code": "invalid"}
                ],
            )
        if self.git(repo, "rev-list", "--count", f"{base_sha}..{head_sha}") == "0":
            raise ApiError(
                422,
                "Validation Failed",
                errors=[
                    {"resource": "PullRequest", "code": "custom", "message": f"No commits between {base} and {head}"}
                ],
            )
        if any(p["head"] == head and p["state"] == "open" for p in repo.pulls.values()):
            raise ApiError(
                422,
                "Validation Failed",
                errors=[
                    {
                        "resource": "PullRequest",
                        "code": "custom",
                        "message": f"A pull request already exists for {repo.owner}:{head}.",
                    }
                ],
            )
        number = self._next_number(repo)
        pid = self.next_id()
        pr = {
            "number": number,
            "id": pid,
            "node_id": f"PR_{pid}",
            "title": body.get("title", ""),
            "body": body.get("body"),
            "head": head,
            "head_sha": head_sha,
            "base": base,
            "draft": bool(body.get("draft")),
            "state": "open",
            "user": identity,
            "maintainer_can_modify": bool(body.get("maintainer_can_modify")),
            "created_at": iso(),
            "updated_at": iso(),
        }
        repo.pulls[number] = pr
        repo.issues[number] = {
            "number": number,
            "title": pr["title"],
            "body": pr["body"],
            "user": identity,
            "state": "open",
            "pr": True,
        }
        return 201, self._pull_json(repo, pr), {}

    def _list_pulls(
        self, *, params: dict[str, str], query: dict[str, str], **_: Any
    ) -> tuple[int, Any, dict[str, str]]:
        repo = self._repo(params)
        state = query.get("state", "open")
        head = query.get("head", "").split(":", 1)[-1]
        found = [
            p
            for p in repo.pulls.values()
            if (state == "all" or p["state"] == state) and (not head or p["head"] == head)
        ]
        return 200, [self._pull_json(repo, p) for p in found], {}

    def _get_pull(self, *, params: dict[str, str], **_: Any) -> tuple[int, Any, dict[str, str]]:
        repo = self._repo(params)
        pr = repo.pulls.get(int(params["pull_number"]))
        if pr is None:
            raise ApiError(404, "Not Found")
        return 200, self._pull_json(repo, pr), {}

    def _list_comments(
        self, *, params: dict[str, str], query: dict[str, str], **_: Any
    ) -> tuple[int, Any, dict[str, str]]:
        repo = self._repo(params)
        number = int(params["issue_number"])
        if number not in repo.issues:
            raise ApiError(404, "Not Found")
        items = [c for c in repo.comments.values() if c["issue"] == number]
        page, per_page = int(query.get("page", 1)), int(query.get("per_page", 30))
        chunk = items[(page - 1) * per_page : page * per_page]
        headers = {}
        if page * per_page < len(items):
            url = f"{self.api_url}/repos/{repo.full_name}/issues/{number}/comments?per_page={per_page}&page={page + 1}"
            headers["Link"] = f'<{url}>; rel="next"'
        return 200, [self._comment_json(repo, c) for c in chunk], headers

    def _create_comment(
        self, *, params: dict[str, str], body: dict[str, Any], identity: str, **_: Any
    ) -> tuple[int, Any, dict[str, str]]:
        repo = self._repo(params)
        number = int(params["issue_number"])
        if number not in repo.issues:
            raise ApiError(404, "Not Found")
        if len(body["body"]) > 65536:
            raise ApiError(
                422,
                "Validation Failed",
                errors=[
                    {
                        "resource": "IssueComment",
                        "code": "custom",
                        "field": "body",
                        "message": "body is too long (maximum is 65536 characters)",
                    }
                ],
            )
        cid = self.next_id()
        repo.comments[cid] = {
            "id": cid,
            "issue": number,
            "body": body["body"],
            "user": identity,
            "created_at": iso(),
            "updated_at": iso(),
        }
        return 201, self._comment_json(repo, repo.comments[cid]), {}

    def _get_comment(self, *, params: dict[str, str], **_: Any) -> tuple[int, Any, dict[str, str]]:
        repo = self._repo(params)
        c = repo.comments.get(int(params["comment_id"]))
        if c is None:
            raise ApiError(404, "Not Found")
        return 200, self._comment_json(repo, c), {}

    def _update_comment(
        self, *, params: dict[str, str], body: dict[str, Any], identity: str, **_: Any
    ) -> tuple[int, Any, dict[str, str]]:
        repo = self._repo(params)
        c = repo.comments.get(int(params["comment_id"]))
        if c is None:
            raise ApiError(404, "Not Found")
        if c["user"] != identity:
            raise ApiError(403, "Resource not accessible by integration")
        if len(body["body"]) > 65536:
            raise ApiError(
                422,
                "Validation Failed",
                errors=[
                    {
                        "resource": "IssueComment",
                        "code": "custom",
                        "field": "body",
                        "message": "body is too long (maximum is 65536 characters)",
                    }
                ],
            )
        c.update(body=body["body"], updated_at=iso())
        c.setdefault("edits", 0)
        c["edits"] += 1
        return 200, self._comment_json(repo, c), {}

    def _create_reaction(
        self, *, params: dict[str, str], body: dict[str, Any], identity: str, **_: Any
    ) -> tuple[int, Any, dict[str, str]]:
        repo = self._repo(params)
        cid = int(params["comment_id"])
        if cid not in repo.comments:
            raise ApiError(404, "Not Found")
        existing = next(
            (r for r in repo.reactions.get(cid, []) if r["user"] == identity and r["content"] == body["content"]), None
        )
        status = 200 if existing else 201
        if existing is None:
            existing = {"id": self.next_id(), "user": identity, "content": body["content"]}
            repo.reactions.setdefault(cid, []).append(existing)
        data = self._example("reactions/create-for-issue-comment", 201, repo)
        data.update(
            id=existing["id"],
            node_id=f"RE_{existing['id']}",
            content=existing["content"],
            user=self.user_json(identity),
            created_at=iso(),
        )
        return status, data, {}

    def _get_permission(self, *, params: dict[str, str], **_: Any) -> tuple[int, Any, dict[str, str]]:
        repo = self._repo(params)
        login = params["username"]
        if login not in self.users:
            raise ApiError(404, "Not Found")
        role = repo.collaborators.get(login, "read")
        user = self.user_json(login)
        user["permissions"] = {
            "admin": role == "admin",
            "maintain": role in ("admin", "maintain"),
            "push": _LEGACY[role] in ("admin", "write"),
            "triage": True,
            "pull": True,
        }
        user["role_name"] = role
        return 200, {"permission": _LEGACY[role], "role_name": role, "user": user}, {}

    # handlers: check runs

    def _create_check_run(
        self, *, params: dict[str, str], body: dict[str, Any], **_: Any
    ) -> tuple[int, Any, dict[str, str]]:
        repo = self._repo(params)
        if self.ref_sha(repo, body["head_sha"]) is None:
            raise ApiError(422, "No commit found for SHA: " + body["head_sha"])
        cid = self.next_id()
        status = "completed" if body.get("conclusion") else body.get("status", "queued")
        cr = {
            "id": cid,
            "name": body["name"],
            "head_sha": body["head_sha"],
            "status": status,
            "conclusion": body.get("conclusion"),
            "started_at": body.get("started_at") or iso(),
            "completed_at": body.get("completed_at") if status == "completed" else None,
            "external_id": body.get("external_id"),
            "details_url": body.get("details_url"),
            "output": {},
            "annotations": [],
            "actions": body.get("actions") or [],
            "history": [status],
            "requests": 1,
        }
        self._apply_output(cr, body.get("output"))
        if status == "completed" and cr["completed_at"] is None:
            cr["completed_at"] = iso()
        repo.check_runs[cid] = cr
        return 201, self._check_json(repo, cr), {}

    def _apply_output(self, cr: dict[str, Any], output: dict[str, Any] | None) -> None:
        if not output:
            return
        cr["output"].update({k: output[k] for k in ("title", "summary", "text") if k in output})
        cr["annotations"] += output.get("annotations") or []

    def _update_check_run(
        self, *, params: dict[str, str], body: dict[str, Any], **_: Any
    ) -> tuple[int, Any, dict[str, str]]:
        repo = self._repo(params)
        cr = repo.check_runs.get(int(params["check_run_id"]))
        if cr is None:
            raise ApiError(404, "Not Found")
        if body.get("conclusion"):
            body = {**body, "status": "completed"}
        for key in ("name", "details_url", "external_id", "started_at", "actions"):
            if key in body:
                cr[key] = body[key]
        if "status" in body and body["status"] != cr["status"]:
            cr["status"] = body["status"]
            cr["history"].append(body["status"])
        if "conclusion" in body:
            cr["conclusion"] = body["conclusion"]
            cr["completed_at"] = body.get("completed_at") or iso()
        self._apply_output(cr, body.get("output"))
        cr["requests"] += 1
        return 200, self._check_json(repo, cr), {}

    def _get_check_run(self, *, params: dict[str, str], **_: Any) -> tuple[int, Any, dict[str, str]]:
        repo = self._repo(params)
        cr = repo.check_runs.get(int(params["check_run_id"]))
        if cr is None:
            raise ApiError(404, "Not Found")
        return 200, self._check_json(repo, cr), {}

    # handlers: Actions

    def workflow_file(self, repo: RepoState, workflow: str) -> dict[str, Any] | None:
        text = self.file_at(repo, f"refs/heads/{repo.default_branch}", f".github/workflows/{workflow}")
        if text is None:
            return None
        data = yaml.safe_load(text)
        return data if isinstance(data, dict) else None

    def _dispatch(self, *, params: dict[str, str], body: dict[str, Any], **_: Any) -> tuple[int, Any, dict[str, str]]:
        repo = self._repo(params)
        if self.ghes_without_run_details and "return_run_details" in body:
            raise ApiError(422, 'Invalid request.\n\n"return_run_details" is not a permitted key.')
        workflow_file = params["workflow_id"]
        workflow = self.workflow_file(repo, workflow_file)
        if workflow is None:
            raise ApiError(404, "Not Found")  # the file must exist on the default branch
        ref = body["ref"].removeprefix("refs/heads/")
        sha = self.ref_sha(repo, f"refs/heads/{ref}")
        if sha is None:
            raise ApiError(422, f"No ref found for: {ref}")
        on = workflow.get("on", workflow.get(True)) or {}
        declared = (on.get("workflow_dispatch") or {}).get("inputs") or {}
        inputs = body.get("inputs") or {}
        unexpected = sorted(set(inputs) - set(declared))
        if unexpected:
            raise ApiError(422, f"Unexpected inputs provided: {json.dumps(unexpected)}")
        missing = sorted(
            k
            for k, spec in declared.items()
            if (spec or {}).get("required") and k not in inputs and "default" not in (spec or {})
        )
        if missing:
            raise ApiError(422, f"Required input '{missing[0]}' not provided")
        full_inputs = {k: str(inputs.get(k, (spec or {}).get("default", ""))) for k, spec in declared.items()}
        title = str(workflow.get("run-name") or workflow.get("name") or workflow_file)
        title = re.sub(r"\$\{\{\s*inputs\.([A-Za-z0-9_-]+)\s*\}\}", lambda m: full_inputs.get(m.group(1), ""), title)
        wid = self.next_id()
        wr = {
            "id": wid,
            "name": str(workflow.get("name") or workflow_file),
            "display_title": title,
            "head_branch": ref,
            "head_sha": sha,
            "path": f".github/workflows/{workflow_file}",
            "run_number": len(repo.workflow_runs) + 1,
            "status": "queued",
            "conclusion": None,
            "workflow_id": abs(hash(workflow_file)) % 10**6,
            "created_at": iso(),
            "updated_at": iso(),
            "inputs": full_inputs,
            "job_id": self.next_id(),
        }
        repo.workflow_runs[wid] = wr
        if self.on_dispatch is not None:
            self.on_dispatch(repo, wr)
        if body.get("return_run_details"):
            return (
                200,
                {
                    "workflow_run_id": wid,
                    "run_url": f"{self.api_url}/repos/{repo.full_name}/actions/runs/{wid}",
                    "html_url": f"{self.host_url}/{repo.full_name}/actions/runs/{wid}",
                },
                {},
            )
        return 204, None, {}

    def _get_workflow_run(self, *, params: dict[str, str], **_: Any) -> tuple[int, Any, dict[str, str]]:
        repo = self._repo(params)
        wr = repo.workflow_runs.get(int(params["run_id"]))
        if wr is None:
            raise ApiError(404, "Not Found")
        return 200, self._workflow_run_json(repo, wr), {}

    def _list_workflow_runs(
        self, *, params: dict[str, str], query: dict[str, str], **_: Any
    ) -> tuple[int, Any, dict[str, str]]:
        repo = self._repo(params)
        runs = [wr for wr in repo.workflow_runs.values() if wr["path"].endswith("/" + params["workflow_id"])]
        if query.get("event"):
            runs = [wr for wr in runs if query["event"] == "workflow_dispatch"]
        if query.get("created", "").startswith(">="):
            runs = [wr for wr in runs if wr["created_at"] >= query["created"][2:]]
        return (
            200,
            {"total_count": len(runs), "workflow_runs": [self._workflow_run_json(repo, wr) for wr in reversed(runs)]},
            {},
        )

    def _cancel_workflow_run(self, *, params: dict[str, str], **_: Any) -> tuple[int, Any, dict[str, str]]:
        repo = self._repo(params)
        wr = repo.workflow_runs.get(int(params["run_id"]))
        if wr is None:
            raise ApiError(404, "Not Found")
        if wr["status"] == "completed":
            raise ApiError(409, "Cannot cancel a workflow run that is completed.")
        wr["cancel_requested"] = True
        return 202, {}, {}

    def _list_artifacts(self, *, params: dict[str, str], **_: Any) -> tuple[int, Any, dict[str, str]]:
        repo = self._repo(params)
        run_id = int(params["run_id"])
        arts = [a for a in repo.artifacts.values() if a["run"] == run_id]
        return 200, {"total_count": len(arts), "artifacts": [self._artifact_json(repo, a) for a in arts]}, {}

    def _download_artifact(self, *, params: dict[str, str], **_: Any) -> tuple[int, Any, dict[str, str]]:
        repo = self._repo(params)
        art = repo.artifacts.get(int(params["artifact_id"]))
        if art is None:
            raise ApiError(404, "Not Found")
        token = secrets.token_urlsafe(16)
        self.blobs[token] = art["zip"]
        return 302, None, {"Location": f"{self.host_url}/_blobs/{token}"}

    def add_artifact(self, repo: RepoState, run_id: int, name: str, zipped: bytes) -> int:
        with self.lock:
            aid = self.next_id()
            repo.artifacts[aid] = {"id": aid, "run": run_id, "name": name, "zip": zipped, "created_at": iso()}
            return aid

    # GraphQL: the one mutation tilebot sends (REST cannot take a PR out of draft)

    def _graphql(self, headers: dict[str, str], raw: bytes) -> Response:
        try:
            self._authenticate(Operation("graphql", "POST", "/graphql", re.compile(""), 0), headers)
        except ApiError as exc:
            return JSONResponse(exc.body, status_code=exc.status)
        request = json.loads(raw)
        with self.lock:
            self.calls.append(
                Call("POST", "/graphql", "graphql", 200, request, time.monotonic(), headers.get("authorization"))
            )
            if "markPullRequestReadyForReview" not in request.get("query", ""):
                return JSONResponse({"errors": [{"message": "unsupported query in the test server"}]})
            node = request["variables"]["input"]["pullRequestId"]
            for repo in self.repos.values():
                for pr in repo.pulls.values():
                    if pr["node_id"] == node:
                        pr["draft"] = False
                        return JSONResponse(
                            {
                                "data": {
                                    "markPullRequestReadyForReview": {
                                        "clientMutationId": None,
                                        "pullRequest": {"isDraft": False},
                                    }
                                }
                            }
                        )
        return JSONResponse(
            {
                "errors": [
                    {"type": "NOT_FOUND", "message": f"Could not resolve to a node with the global id of '{node}'"}
                ]
            }
        )

    # webhooks: GitHub's published examples with our values, validated and signed

    def _webhook_repo(self, repo: RepoState, example_repo: dict[str, Any]) -> dict[str, Any]:
        data = self._rewrite(example_repo, repo)
        data.update(
            id=repo.id,
            node_id=f"R_{repo.id}",
            name=repo.name,
            full_name=repo.full_name,
            private=False,
            fork=False,
            default_branch=repo.default_branch,
            owner=self.user_json(repo.owner),
            url=f"{self.api_url}/repos/{repo.full_name}",
            html_url=f"{self.host_url}/{repo.full_name}",
        )
        return data

    def _envelope(self, payload: dict[str, Any], repo: RepoState, sender: str) -> dict[str, Any]:
        payload["repository"] = self._webhook_repo(repo, payload.get("repository") or {})
        payload["sender"] = self.user_json(sender)
        payload["installation"] = {"id": self.installation_id, "node_id": f"I_{self.installation_id}"}
        payload.pop("organization", None)
        payload.pop("enterprise", None)
        return payload

    def webhook_issue_comment(self, repo: RepoState, number: int, comment_id: int) -> dict[str, Any]:
        c = repo.comments[comment_id]
        issue = repo.issues[number]
        payload = webhook_example("issue_comment", "created")
        payload["comment"].update(
            id=c["id"],
            node_id=f"IC_{c['id']}",
            body=c["body"],
            user=self.user_json(c["user"]),
            created_at=c["created_at"],
            updated_at=c["updated_at"],
            url=f"{self.api_url}/repos/{repo.full_name}/issues/comments/{c['id']}",
            html_url=f"{self.host_url}/{repo.full_name}/issues/{number}#issuecomment-{c['id']}",
            issue_url=f"{self.api_url}/repos/{repo.full_name}/issues/{number}",
            # drift: fields the published example predates and the schema requires
            performed_via_github_app=None,
            reactions={
                "url": "",
                "total_count": 0,
                "+1": 0,
                "-1": 0,
                "laugh": 0,
                "hooray": 0,
                "confused": 0,
                "heart": 0,
                "rocket": 0,
                "eyes": 0,
            },
        )
        payload["issue"].update(
            number=number,
            title=issue["title"],
            body=issue["body"],
            user=self.user_json(issue["user"]),
            state="open",
            url=f"{self.api_url}/repos/{repo.full_name}/issues/{number}",
            html_url=f"{self.host_url}/{repo.full_name}/issues/{number}",
            labels=[],
            active_lock_reason=None,
            reactions=payload["comment"]["reactions"],  # drift: required now, absent from the example
        )
        if issue["pr"]:
            payload["issue"]["pull_request"] = {
                "url": f"{self.api_url}/repos/{repo.full_name}/pulls/{number}",
                "html_url": f"{self.host_url}/{repo.full_name}/pull/{number}",
                "diff_url": f"{self.host_url}/{repo.full_name}/pull/{number}.diff",
                "patch_url": f"{self.host_url}/{repo.full_name}/pull/{number}.patch",
            }
        else:
            payload["issue"].pop("pull_request", None)
        return self._envelope(payload, repo, c["user"])

    def webhook_workflow_run(self, repo: RepoState, wr: dict[str, Any], action: str) -> dict[str, Any]:
        payload = webhook_example("workflow_run", "completed")
        payload["action"] = action
        run = self._rewrite(payload["workflow_run"], repo)
        rest = self._workflow_run_json(repo, wr)
        run.update(
            {
                k: rest[k]
                for k in (
                    "id",
                    "node_id",
                    "name",
                    "display_title",
                    "head_branch",
                    "head_sha",
                    "run_number",
                    "event",
                    "status",
                    "conclusion",
                    "workflow_id",
                    "url",
                    "html_url",
                    "jobs_url",
                    "logs_url",
                    "artifacts_url",
                    "cancel_url",
                    "rerun_url",
                    "check_suite_url",
                    "workflow_url",
                    "created_at",
                    "updated_at",
                    "run_started_at",
                    "run_attempt",
                    "pull_requests",
                )
            }
        )
        # drift: the example predates these required fields
        run.update(path=wr["path"], actor=rest["actor"], triggering_actor=rest["triggering_actor"])
        for key in ("repository", "head_repository"):
            run[key].update(
                id=repo.id,
                name=repo.name,
                full_name=repo.full_name,
                url=f"{self.api_url}/repos/{repo.full_name}",
                html_url=f"{self.host_url}/{repo.full_name}",
            )
        payload["workflow_run"] = run
        payload.pop("workflow", None) if "workflow" not in payload else payload["workflow"].update(
            id=wr["workflow_id"], name=wr["name"], path=wr["path"]
        )
        return self._envelope(payload, repo, BOT_LOGIN)

    def webhook_workflow_job(self, repo: RepoState, wr: dict[str, Any], action: str) -> dict[str, Any]:
        payload = webhook_example("workflow_job", "completed")
        payload["action"] = action
        job = self._rewrite(payload["workflow_job"], repo)
        job.update(
            id=wr["job_id"],
            run_id=wr["id"],
            head_sha=wr["head_sha"],
            status=wr["status"] if action == "completed" else "in_progress",
            conclusion=wr["conclusion"] if action == "completed" else None,
            name=f"stage {wr['inputs'].get('stage', '')}",
            html_url=f"{self.host_url}/{repo.full_name}/actions/runs/{wr['id']}/job/{wr['job_id']}",
            run_url=f"{self.api_url}/repos/{repo.full_name}/actions/runs/{wr['id']}",
            url=f"{self.api_url}/repos/{repo.full_name}/actions/jobs/{wr['job_id']}",
            check_run_url=f"{self.api_url}/repos/{repo.full_name}/check-runs/{wr['job_id']}",
            run_attempt=1,
            workflow_name=wr["name"],
            head_branch=wr["head_branch"],
            created_at=wr["created_at"],
            started_at=wr["created_at"],
            completed_at=iso() if action == "completed" else None,
        )
        if action != "completed":
            job["steps"] = [
                dict(s, status="in_progress", conclusion=None, completed_at=None) for s in job.get("steps", [])[:1]
            ]
        payload["workflow_job"] = job
        return self._envelope(payload, repo, BOT_LOGIN)

    def webhook_check_run_action(
        self, repo: RepoState, check_id: int, identifier: str, *, login: str
    ) -> dict[str, Any]:
        cr = repo.check_runs[check_id]
        payload = webhook_example("check_run", "requested_action")
        check = self._rewrite(payload["check_run"], repo)
        rest = self._check_json(repo, cr)
        check.update(
            {
                k: rest[k]
                for k in (
                    "id",
                    "node_id",
                    "name",
                    "head_sha",
                    "status",
                    "conclusion",
                    "external_id",
                    "url",
                    "html_url",
                    "details_url",
                    "started_at",
                    "completed_at",
                )
            }
        )
        check["app"].update(id=self.app_id, slug=APP_SLUG)
        payload["check_run"] = check
        payload["requested_action"] = {"identifier": identifier}
        return self._envelope(payload, repo, login)

    def webhook_installation(self, action: str) -> dict[str, Any]:
        payload = webhook_example("installation", action)
        inst = self._rewrite(payload["installation"], None)
        # drift: the example's timestamps are epoch numbers and it predates app_slug
        inst.update(id=self.installation_id, app_id=self.app_id, app_slug=APP_SLUG, created_at=iso(), updated_at=iso())
        inst.setdefault("suspended_by", None)
        inst.setdefault("suspended_at", None)
        payload["installation"] = inst
        payload["sender"] = self.user_json("admin-person")
        return payload

    def webhook_pull_request_closed(self, repo: RepoState, number: int, *, login: str) -> dict[str, Any]:
        pr = repo.pulls[number]
        pr["state"] = "closed"
        payload = webhook_example("pull_request", "closed")
        pull = self._rewrite(payload["pull_request"], repo)
        rest = self._pull_json(repo, pr)
        pull.update({k: rest[k] for k in ("id", "node_id", "number", "title", "draft", "url", "html_url", "issue_url")})
        pull.update(state="closed", merged=False, closed_at=iso())
        payload["pull_request"] = pull
        payload["number"] = number
        return self._envelope(payload, repo, login)

    def send_webhook(
        self,
        event: str,
        payload: dict[str, Any],
        *,
        delivery: str | None = None,
        secret: bytes | None = None,
        deliver: bool = True,
    ) -> httpx.Response | None:
        """Validate against the webhook schema, sign as GitHub does, POST to the bot (unless dropped)."""
        action = payload.get("action")
        name = f"{event.replace('_', '-')}-{action.replace('_', '-')}" if action else event.replace("_", "-")
        for problem in self.spec.webhook_errors(name, payload):
            self.violations.append(f"webhook {name}: {problem}")
        body = json.dumps(payload).encode()
        delivery = delivery or str(uuid.uuid4())
        record = {"event": event, "action": action, "delivery": delivery, "sent": deliver, "payload": payload}
        with self.lock:
            self.webhooks.append(record)
        if not deliver:
            return None
        if self.webhook_url is None:
            raise RuntimeError("no webhook URL configured (is the bot running?)")
        signature = (
            "sha256="
            + hmac.new(secret if secret is not None else self.webhook_secret, body, hashlib.sha256).hexdigest()
        )
        headers = {
            "Content-Type": "application/json",
            "User-Agent": HOOKSHOT,
            "X-GitHub-Event": event,
            "X-GitHub-Delivery": delivery,
            "X-GitHub-Hook-ID": "1",
            "X-GitHub-Hook-Installation-Target-Type": "integration",
            "X-GitHub-Hook-Installation-Target-ID": str(self.app_id),
            "X-Hub-Signature-256": signature,
        }
        try:
            return httpx.post(self.webhook_url, content=body, headers=headers, timeout=10)
        except httpx.TransportError:
            record["sent"] = False  # the bot is down: GitHub records a failed delivery and does not retry
            return None
