"""The fake GitHub's HTTP front: routing, validation, faults, and the ``FakeGitHub`` tests hold.

Every request is matched against GitHub's OpenAPI description, its body validated, injected faults
applied, the caller authenticated, and then ``ROUTES`` (operationId -> resource handler, the one
routing table) answers it; the response is validated too. ``FakeGitHub`` is the shared ``State``
plus this server and the test controls, which delegate to the resource modules.
"""

from __future__ import annotations

import json
import socket
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx
import uvicorn
from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from tests.github.fake import actions, apps, checks, examples, issues, pulls, repos, webhooks
from tests.github.fake import git as bare_git
from tests.github.fake.graphql import graphql
from tests.github.fake.state import PREFIX, Answer, ApiError, Call, Fault, RepoState, State
from tests.github.octokit import OpenApi, Operation

Handler = Callable[..., Answer]  # (state, *, params, query, body, identity) -> (status, body, headers)

ROUTES: dict[str, Handler] = {
    "apps/create-installation-access-token": apps.create_token,
    "apps/get-authenticated": apps.get_app,
    "apps/get-repo-installation": apps.get_repo_installation,
    "apps/create-from-manifest": apps.create_from_manifest,
    "repos/get": repos.get_repo,
    "repos/get-branch": repos.get_branch,
    "repos/list-activities": repos.list_activities,
    "git/get-ref": repos.get_ref,
    "git/create-ref": repos.create_ref,
    "repos/get-content": repos.get_content,
    "repos/compare-commits": repos.compare,
    "repos/create-or-update-file-contents": repos.put_content,
    "pulls/list": pulls.list_pulls,
    "pulls/create": pulls.create_pull,
    "pulls/get": pulls.get_pull,
    "issues/list-comments": issues.list_comments,
    "issues/create-comment": issues.create_comment,
    "issues/get-comment": issues.get_comment,
    "issues/update-comment": issues.update_comment,
    "reactions/create-for-issue-comment": issues.create_reaction,
    "repos/get-collaborator-permission-level": issues.get_permission,
    "checks/create": checks.create_check_run,
    "checks/update": checks.update_check_run,
    "checks/get": checks.get_check_run,
    "actions/create-workflow-dispatch": actions.dispatch,
    "actions/get-workflow-run": actions.get_workflow_run,
    "actions/list-workflow-runs": actions.list_workflow_runs,
    "actions/list-jobs-for-workflow-run": actions.list_jobs,
    "actions/cancel-workflow-run": actions.cancel_workflow_run,
    "actions/list-workflow-run-artifacts": actions.list_artifacts,
    "actions/download-artifact": actions.download_artifact,
}


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


class FakeGitHub(State):
    def __init__(self, spec: OpenApi, *, app_id: int, public_key: str, installation_id: int = 4242) -> None:
        self.app = Starlette(
            routes=[Route("/{path:path}", self._endpoint, methods=["GET", "POST", "PATCH", "PUT", "DELETE"])]
        )
        self.server = ServerThread(self.app)
        super().__init__(
            spec, app_id=app_id, public_key=public_key, installation_id=installation_id, host_url=self.server.url
        )
        self.handlers: dict[str, Handler] = dict(ROUTES)

    # lifecycle

    def start(self) -> FakeGitHub:
        self.server.start()
        return self

    def stop(self) -> None:
        self.server.stop()

    # test-side set-up and controls

    def add_repo(self, full_name: str, bare: Path, *, default_branch: str = "main") -> RepoState:
        owner, name = full_name.split("/")
        self.user(owner)
        repo = RepoState(owner, name, self.next_id(), bare, default_branch)
        bare_git.record_activity(repo)
        self.repos[full_name.lower()] = repo
        return repo

    def submit_manifest(self, manifest: dict[str, Any]) -> str:
        return apps.submit_manifest(self, manifest)

    def open_issue(self, repo: RepoState, title: str, *, login: str) -> int:
        return issues.open_issue(self, repo, title, login=login)

    def open_fork_pull(self, repo: RepoState, *, fork_owner: str, title: str = "A change from a fork") -> int:
        """A pull request whose head lives in ``fork_owner``'s fork (its commit is the base's head)."""
        return pulls.open_fork_pull(self, repo, fork_owner=fork_owner, title=title)

    def comment(
        self,
        repo: RepoState,
        number: int,
        body: str,
        *,
        login: str,
        kind: str = "User",
        deliver: bool = True,
        via_app: str | None = None,
    ) -> tuple[int, httpx.Response | None]:
        """``login`` comments on issue/PR ``number`` (``via_app``: an App, by its slug, posts it with ``login``'s user
        token); the issue_comment webhook is sent unless ``deliver`` is False."""
        user = self.user(login, kind=kind)
        cid = issues.add_comment(self, repo, number, body, login=user["login"], via_app=via_app)
        payload = self.webhook_issue_comment(repo, number, cid)
        return cid, self.send_webhook("issue_comment", payload, deliver=deliver)

    def add_artifact(self, repo: RepoState, run_id: int, name: str, zipped: bytes) -> int:
        return actions.add_artifact(self, repo, run_id, name, zipped)

    def inject(
        self,
        operation_id: str,
        status: int,
        *,
        times: int = 1,
        headers: dict[str, str] | None = None,
        message: str = "injected",
        when: Callable[[Any], bool] | None = None,
        after: bool = False,
    ) -> Fault:
        """Answer the next ``times`` calls of an operation with ``status`` (e.g. 502, or 403 + Retry-After);
        with ``after``, perform each call first (GitHub did it; the answer was lost)."""
        fault = Fault(operation_id, status, times, headers or {}, {"message": message}, when, after=after)
        with self.lock:
            self.faults.append(fault)
        return fault

    def hold(self, operation_id: str, *, when: Callable[[Any], bool] | None = None) -> Fault:
        """Keep the next call of an operation waiting until ``fault.hold.set()``; it is then performed and
        answered as usual (to nobody, if its caller died meanwhile). ``fault.arrived`` tells it came."""
        fault = Fault(operation_id, 0, 1, {}, {}, when, hold=threading.Event())
        with self.lock:
            self.faults.append(fault)
        return fault

    def revoke_tokens(self) -> None:
        """The installation tokens issued so far answer 401 from now on; new ones are issued as before."""
        apps.revoke_tokens(self)

    def uninstall(self) -> None:
        """The App is uninstalled and no webhook says so: its tokens answer 401, a token request 404."""
        with self.lock:
            self.uninstalled = True
        apps.revoke_tokens(self)

    def reinstall(self) -> int:
        """The App is installed again after ``uninstall``, and no webhook says so: GitHub makes a new installation,
        with a new id (returned); the old one's token requests still answer 404."""
        with self.lock:
            self.uninstalled = False
            self.installation_id = self.next_id()
            return self.installation_id

    def suspend(self) -> None:
        """The installation is suspended: a token request answers 403 "This installation has been suspended"."""
        with self.lock:
            self.suspended = True

    def close_issue(self, repo: RepoState, number: int) -> None:
        with self.lock:
            repo.issues[number]["state"] = "closed"

    def calls_of(self, operation_id: str) -> list[Call]:
        with self.lock:
            return [c for c in self.calls if c.operation_id == operation_id]

    # reading state: the bare repository and the JSON the API would answer

    def git(self, repo: RepoState, *args: str, input: bytes | None = None, env: dict[str, str] | None = None) -> str:
        return bare_git.git(repo, *args, input=input, env=env)

    def ref_sha(self, repo: RepoState, ref: str) -> str | None:
        return bare_git.ref_sha(repo, ref)

    def file_at(self, repo: RepoState, ref: str, path: str) -> bytes | None:
        return bare_git.file_at(repo, ref, path)

    def workflow_file(self, repo: RepoState, workflow: str) -> dict[Any, Any] | None:
        return actions.workflow_file(repo, workflow)

    def user_json(self, login: str) -> dict[str, Any]:
        return examples.user_json(self, login)

    def repo_json(self, repo: RepoState) -> dict[str, Any]:
        return repos.repo_json(self, repo)

    # webhooks

    def webhook_issue_comment(self, repo: RepoState, number: int, comment_id: int) -> dict[str, Any]:
        return webhooks.issue_comment(self, repo, number, comment_id)

    def webhook_workflow_run(self, repo: RepoState, wr: dict[str, Any], action: str) -> dict[str, Any]:
        return webhooks.workflow_run(self, repo, wr, action)

    def webhook_workflow_job(self, repo: RepoState, wr: dict[str, Any], action: str) -> dict[str, Any]:
        return webhooks.workflow_job(self, repo, wr, action)

    def webhook_check_run_action(
        self, repo: RepoState, check_id: int, identifier: str, *, login: str
    ) -> dict[str, Any]:
        return webhooks.check_run_action(self, repo, check_id, identifier, login=login)

    def webhook_installation(self, action: str) -> dict[str, Any]:
        return webhooks.installation(self, action)

    def webhook_installation_repositories(self, action: str, repo: RepoState) -> dict[str, Any]:
        return webhooks.installation_repositories(self, action, repo)

    def webhook_pull_request_closed(self, repo: RepoState, number: int, *, login: str) -> dict[str, Any]:
        return webhooks.pull_request_closed(self, repo, number, login=login)

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
        return webhooks.send(self, event, payload, delivery=delivery, secret=secret, deliver=deliver)

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
            return graphql(self, headers, raw)
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
    ) -> Answer:
        fault = None
        with self.lock:
            for candidate in self.faults:
                if (
                    candidate.operation_id == op.operation_id
                    and candidate.times > 0
                    and (candidate.when is None or candidate.when(payload))
                ):
                    candidate.times -= 1
                    fault = candidate
                    break
        if fault is not None:
            fault.arrived.set()
            if fault.hold is not None:
                fault.hold.wait(120)
            elif not fault.after:
                return fault.status, fault.body, fault.headers
        handler = self.handlers.get(op.operation_id)
        if handler is None:
            self.violations.append(
                f"{op.operation_id}: tilebot called an operation this test server does not implement"
            )
            return 501, {"message": "not implemented by the test server"}, {}
        try:
            identity = apps.authenticate(self, op, headers)
            with self.lock:
                answer = handler(self, params=params, query=query, body=payload or {}, identity=identity)
        except ApiError as exc:
            answer = exc.status, exc.body, exc.headers
        if fault is not None and fault.after:
            return fault.status, fault.body, fault.headers
        return answer
