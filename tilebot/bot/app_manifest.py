"""``tilebot app create``: the GitHub App made in one click from a manifest, as Probot apps are.

The flow GitHub documents ("Creating a GitHub App from a manifest"): a local page posts the manifest (name, webhook
URL, the least permissions and events the service needs) to GitHub's new-App page with a random ``state``; the
person clicks *Create*; GitHub sends the browser back to the local redirect URL with a one-time ``code``; the code
is exchanged with ``POST /app-manifests/{code}/conversions`` for the App's id, slug, private key and webhook
secret. The key and the secrets are written to files only the owner can read and never printed.
"""

from __future__ import annotations

import html
import json
import os
import secrets
import threading
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, HTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, quote, urlsplit

import urllib3

from tilebot.core.errors import UsageError

# What the service does with each, in docs/github-app.md; nothing more (no Administration, Secrets or Workflows).
PERMISSIONS = {
    "contents": "write",
    "pull_requests": "write",
    "issues": "write",
    "checks": "write",
    "actions": "write",
    "metadata": "read",
}
EVENTS = ["issue_comment", "workflow_run", "workflow_job", "check_run", "pull_request"]
CALLBACK_PATH = "/callback"
KEY_FILE, WEBHOOK_SECRET_FILE, CLIENT_SECRET_FILE, ENV_FILE = "app.pem", "webhook-secret", "client-secret", "app.env"


class ManifestError(RuntimeError):
    """The manifest flow did not produce an App; the message says why."""


def manifest(*, name: str, webhook_url: str, redirect_url: str, homepage: str) -> dict[str, Any]:
    if not webhook_url.startswith("https://"):
        raise UsageError(f"--webhook-url {webhook_url!r}: GitHub delivers webhooks to an https:// URL")
    return {
        "name": name,
        "url": homepage,
        "hook_attributes": {"url": webhook_url, "active": True},
        "redirect_url": redirect_url,
        "public": False,
        "default_permissions": dict(PERMISSIONS),
        "default_events": list(EVENTS),
        "request_oauth_on_install": False,
    }


def _origin(url: str) -> str:
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}"


def new_app_url(web_url: str, *, org: str | None, state: str) -> str:
    """GitHub's page that takes a posted manifest: the person's account, or an organization's."""
    base = web_url.rstrip("/")
    where = f"/organizations/{quote(org, safe='')}/settings/apps/new" if org else "/settings/apps/new"
    return f"{base}{where}?state={quote(state, safe='')}"


def form_page(action: str, app_manifest: dict[str, Any]) -> str:
    """The local page: a form that posts the manifest to GitHub (submitted by script, or by a click)."""
    value = html.escape(json.dumps(app_manifest), quote=True)
    return (
        "<!doctype html><html><head><meta charset='utf-8'><title>tilebot: create the GitHub App</title></head>"
        "<body><p>Creating the tilebot GitHub App on GitHub; review it there and click <b>Create</b>.</p>"
        f"<form id='manifest' method='post' action='{html.escape(action, quote=True)}'>"
        f"<input type='hidden' name='manifest' value='{value}'>"
        "<button type='submit'>Continue to GitHub</button></form>"
        "<script>document.getElementById('manifest').submit()</script></body></html>"
    )


@dataclass(frozen=True)
class AppCredentials:
    app_id: int
    slug: str
    name: str
    html_url: str
    pem: str
    webhook_secret: str
    client_id: str
    client_secret: str

    def __repr__(self) -> str:  # never the key or the secrets, whatever logs this
        return f"AppCredentials(app_id={self.app_id}, slug={self.slug!r})"


def convert(api_url: str, code: str, *, timeout: float = 30.0) -> AppCredentials:
    """Exchange the one-time code for the App's credentials (no authentication: the code is the proof)."""
    url = f"{api_url.rstrip('/')}/app-manifests/{quote(code, safe='')}/conversions"
    http = urllib3.PoolManager(timeout=timeout, retries=urllib3.Retry(total=2, backoff_factor=0.5))
    response = http.request(
        "POST", url, headers={"Accept": "application/vnd.github+json", "X-GitHub-Api-Version": "2022-11-28"}
    )
    if response.status != 201:
        detail = response.data[:300].decode("utf-8", "replace")
        raise ManifestError(f"GitHub refused the manifest code ({response.status}): {detail}")
    data = json.loads(response.data)
    try:
        return AppCredentials(
            app_id=int(data["id"]),
            slug=str(data["slug"]),
            name=str(data["name"]),
            html_url=str(data.get("html_url") or ""),
            pem=str(data["pem"]),
            webhook_secret=str(data["webhook_secret"] or ""),
            client_id=str(data["client_id"]),
            client_secret=str(data["client_secret"]),
        )
    except (KeyError, TypeError, ValueError) as exc:
        raise ManifestError(f"GitHub's answer lacks the App's credentials ({exc})") from None


def _write_private(path: Path, text: str) -> None:
    """Created owner-only from the start (never world-readable for a moment), and never over an existing file."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        f.write(text)
    os.chmod(path, 0o600)  # in case the umask took bits away from what O_CREAT asked for, or added none


def check_out_dir(out: Path) -> None:
    taken = [out / n for n in (KEY_FILE, WEBHOOK_SECRET_FILE, CLIENT_SECRET_FILE, ENV_FILE) if (out / n).exists()]
    if taken:
        raise UsageError(f"{', '.join(map(str, taken))} exist already: choose another --out (nothing is overwritten)")


def write_credentials(out: Path, creds: AppCredentials, *, api_url: str) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    check_out_dir(out)
    key, secret, client = out / KEY_FILE, out / WEBHOOK_SECRET_FILE, out / CLIENT_SECRET_FILE
    _write_private(key, creds.pem if creds.pem.endswith("\n") else creds.pem + "\n")
    _write_private(secret, creds.webhook_secret)
    _write_private(client, creds.client_secret)
    env = out / ENV_FILE
    lines = [
        f"TILEBOT_APP_ID={creds.app_id}",
        f"TILEBOT_APP_SLUG={creds.slug}",
        f"TILEBOT_PRIVATE_KEY_FILE={key.resolve()}",
        f"TILEBOT_WEBHOOK_SECRET_FILE={secret.resolve()}",
    ]
    if api_url.rstrip("/") != "https://api.github.com":
        lines.append(f"TILEBOT_GITHUB_API_URL={api_url.rstrip('/')}")
    _write_private(env, "\n".join(lines) + "\n")
    return [key, secret, client, env]


@dataclass
class _Flow:
    page: str
    state: str
    api_url: str
    out: Path
    written: list[Path] | None = None
    creds: AppCredentials | None = None
    error: str | None = None
    done: threading.Event = field(default_factory=threading.Event)


class RedirectServer:
    """The local end of the flow on 127.0.0.1: ``/`` serves the form, ``/callback`` takes GitHub's redirect."""

    def __init__(self, flow: _Flow, port: int = 0) -> None:
        self.flow = flow
        handler = _handler(flow)
        self.httpd = HTTPServer(("127.0.0.1", port), handler)
        self.thread = threading.Thread(target=self.httpd.serve_forever, name="tilebot-app-create", daemon=True)

    @property
    def url(self) -> str:
        host, port = self.httpd.server_address[:2]
        return f"http://{host!s}:{port}"

    def __enter__(self) -> RedirectServer:
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


def _handler(flow: _Flow) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def log_message(self, format: str, *args: Any) -> None:  # the query holds the one-time code
            return

        def _send(self, status: int, body: str) -> None:
            data = body.encode("utf-8")
            self.send_response(status)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def do_GET(self) -> None:
            parts = urlsplit(self.path)
            if parts.path == "/":
                self._send(200, flow.page)
                return
            if parts.path != CALLBACK_PATH:
                self._send(404, "not found")
                return
            query = parse_qs(parts.query)
            code, state = (query.get("code") or [""])[0], (query.get("state") or [""])[0]
            if not secrets.compare_digest(state.encode(), flow.state.encode()):
                self._send(400, "<p>The state does not match this tilebot app create: nothing was done.</p>")
                return
            if flow.done.is_set():
                self._send(409, "<p>This App was created already.</p>")
                return
            try:
                creds = convert(flow.api_url, code)
                flow.written = write_credentials(flow.out, creds, api_url=flow.api_url)
                flow.creds = creds
            except (ManifestError, OSError, ValueError) as exc:
                flow.error = str(exc)
                self._send(502, f"<p>tilebot could not finish: {html.escape(str(exc))}</p>")
            else:
                name = html.escape(creds.name)
                self._send(200, f"<p>Created the GitHub App <b>{name}</b>. Back to the terminal.</p>")
            flow.done.set()

    return Handler


def run_flow(
    *,
    name: str,
    webhook_url: str,
    web_url: str,
    api_url: str,
    out: Path,
    org: str | None = None,
    port: int = 0,
    timeout_s: float = 900.0,
    on_ready: Any = None,
) -> tuple[AppCredentials, list[Path]]:
    """Serve the page, wait for GitHub's redirect, convert the code and write the files. ``on_ready(url)`` is
    called with the local page's URL once it listens (to print it, or to open a browser)."""
    check_out_dir(out)
    state = secrets.token_urlsafe(24)
    flow = _Flow(page="", state=state, api_url=api_url, out=out)
    with RedirectServer(flow, port) as server:
        app_manifest = manifest(
            name=name,
            webhook_url=webhook_url,
            redirect_url=server.url + CALLBACK_PATH,
            homepage=_origin(webhook_url),
        )
        flow.page = form_page(new_app_url(web_url, org=org, state=state), app_manifest)
        if on_ready is not None:
            on_ready(server.url + "/")
        if not flow.done.wait(timeout_s):
            raise ManifestError(f"no redirect from GitHub within {timeout_s:.0f} s: nothing was created here")
    if flow.error or flow.creds is None or flow.written is None:
        raise ManifestError(flow.error or "the redirect carried no App")
    return flow.creds, flow.written
