"""``tilebot app create``: the manifest flow end to end against the GitHub test server, a browser played by httpx."""

from __future__ import annotations

import html
import json
import re
import stat
import subprocess
import sys
import time
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import httpx
import jwt
import pytest
from cryptography.hazmat.primitives import serialization

from tests.github.fake.server import FakeGitHub
from tilebot.bot.app_manifest import EVENTS, PERMISSIONS, manifest, new_app_url

ROOT = Path(__file__).resolve().parents[2]


def start(fake: FakeGitHub, out: Path, *extra: str) -> tuple[subprocess.Popen[str], str]:
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "tilebot.cli",
            "app",
            "create",
            "--webhook-url",
            "https://tilebot.example.com/webhook",
            "--name",
            "Tilebot ACME",
            "--org",
            "acme",
            "--github-url",
            fake.host_url,
            "--api-url",
            fake.api_url,
            "--out",
            str(out),
            "--no-browser",
            "--timeout",
            "60",
            *extra,
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        env={"COLUMNS": "300", "PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT)},
    )
    assert proc.stdout is not None
    line = proc.stdout.readline()
    match = re.search(r"open (http://127\.0\.0\.1:\d+/) in a browser", line)
    assert match, line
    return proc, match.group(1)


def github_form(page: str) -> tuple[str, dict[str, object]]:
    """What the browser posts to GitHub: the form's action and its manifest field."""
    action = html.unescape(re.search(r"action='([^']+)'", page).group(1))  # type: ignore[union-attr]
    value = html.unescape(re.search(r"name='manifest' value='([^']*)'", page).group(1))  # type: ignore[union-attr]
    return action, json.loads(value)


def test_one_click_creates_the_app_and_writes_owner_only_credentials(fake: FakeGitHub, tmp_path: Path) -> None:
    out = tmp_path / "app"
    proc, local = start(fake, out)
    try:
        page = httpx.get(local, timeout=10).text
        action, sent = github_form(page)
        # The org's new-App page on this GitHub, with the state that the redirect must bring back.
        assert action.startswith(f"{fake.host_url}/organizations/acme/settings/apps/new?state=")
        state = parse_qs(urlsplit(action).query)["state"][0]
        assert sent["default_permissions"] == PERMISSIONS and sent["default_events"] == EVENTS
        assert "administration" not in PERMISSIONS and "workflows" not in PERMISSIONS and "secrets" not in PERMISSIONS
        assert sent["hook_attributes"] == {"url": "https://tilebot.example.com/webhook", "active": True}
        assert sent["public"] is False and str(sent["redirect_url"]).startswith(local.rstrip("/"))

        # A forged redirect (wrong state) does nothing.
        code = fake.submit_manifest(sent)  # the person clicks Create on GitHub
        forged = httpx.get(f"{sent['redirect_url']}?code={code}&state=not-it", timeout=10)
        assert forged.status_code == 400 and not out.exists()

        done = httpx.get(f"{sent['redirect_url']}?code={code}&state={state}", timeout=30)
        assert done.status_code == 200 and "Tilebot ACME" in done.text
        output, _ = proc.communicate(timeout=60)
    finally:
        proc.kill()
    assert proc.returncode == 0, output
    (created,) = fake.created_apps
    app = created["app"]
    assert created["manifest"] == sent
    assert f"id {app['id']}, slug tilebot-acme" in output
    assert "tilebot init --install SOURCE --allowed-actor 'tilebot-acme[bot]'" in output
    for secret in (app["pem"].splitlines()[1], app["webhook_secret"], app["client_secret"]):
        assert secret not in output  # printed: where the files are, never what is in them

    files = {p.name: p for p in out.iterdir()}
    assert set(files) == {"app.pem", "webhook-secret", "client-secret", "app.env"}
    for path in files.values():
        assert stat.S_IMODE(path.stat().st_mode) == 0o600, path
    assert files["webhook-secret"].read_text() == app["webhook_secret"]
    env = dict(line.split("=", 1) for line in files["app.env"].read_text().splitlines())
    assert env["TILEBOT_APP_ID"] == str(app["id"]) and env["TILEBOT_APP_SLUG"] == "tilebot-acme"
    assert env["TILEBOT_GITHUB_API_URL"] == fake.api_url
    assert Path(env["TILEBOT_PRIVATE_KEY_FILE"]) == files["app.pem"].resolve()
    # The file holds the App's key as GitHub issued it: a JWT it signs verifies with the issued key's public half.
    token = jwt.encode(
        {"iss": str(app["id"]), "iat": int(time.time()), "exp": int(time.time()) + 60},
        files["app.pem"].read_text(),
        algorithm="RS256",
    )
    issued = serialization.load_pem_private_key(app["pem"].encode(), password=None)
    assert jwt.decode(token, issued.public_key(), algorithms=["RS256"])["iss"] == str(app["id"])  # type: ignore[arg-type]
    # The code was used once: a replay is refused by GitHub.
    assert httpx.post(f"{fake.api_url}/app-manifests/{code}/conversions", timeout=10).status_code == 404
    assert [c.operation_id for c in fake.calls_of("apps/create-from-manifest")] == ["apps/create-from-manifest"] * 2


def test_existing_credentials_are_never_overwritten(fake: FakeGitHub, tmp_path: Path) -> None:
    out = tmp_path / "app"
    out.mkdir()
    (out / "app.pem").write_text("an older key")
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "tilebot.cli",
            "app",
            "create",
            "--webhook-url",
            "https://h/webhook",
            "--out",
            str(out),
            "--no-browser",
            "--api-url",
            fake.api_url,
            "--github-url",
            fake.host_url,
        ],
        capture_output=True,
        text=True,
        timeout=60,
        env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT)},
    )
    assert proc.returncode == 2 and "exist already" in proc.stdout and (out / "app.pem").read_text() == "an older key"


def test_no_redirect_in_time_is_a_clear_failure(fake: FakeGitHub, tmp_path: Path) -> None:
    proc, _ = start(fake, tmp_path / "app", "--timeout", "1")
    output, _ = proc.communicate(timeout=60)
    assert proc.returncode == 1 and "no redirect from GitHub within 1 s" in output and not (tmp_path / "app").exists()


@pytest.mark.parametrize(
    ("org", "expected"),
    [(None, "https://github.com/settings/apps/new?state=s%2F1"), ("a b", "https://github.com/organizations/a%20b/")],
)
def test_the_new_app_page_is_the_accounts_or_the_orgs(org: str | None, expected: str) -> None:
    assert new_app_url("https://github.com/", org=org, state="s/1").startswith(expected)


def test_a_webhook_url_must_be_https() -> None:
    with pytest.raises(ValueError, match="https://"):
        manifest(name="t", webhook_url="http://insecure/webhook", redirect_url="http://127.0.0.1/cb", homepage="x")


def test_the_manifest_asks_for_what_the_docs_say_and_no_more() -> None:
    """docs/github-app.md's permission table and event list are the manifest's (one source for the App's rights)."""
    docs = (ROOT / "docs/github-app.md").read_text()
    table = dict(re.findall(r"^\| (Contents|Pull requests|Issues|Checks|Actions|Metadata) \| ([^|]+) \|", docs, re.M))
    as_manifest = {
        name.lower().replace(" ", "_"): "write" if level.strip() == "Read and write" else "read"
        for name, level in table.items()
    }
    assert as_manifest == PERMISSIONS
    for event in ("Issue comment", "Workflow run", "Workflow job", "Check run", "Pull request"):
        assert f"*{event}*" in docs and event.lower().replace(" ", "_") in EVENTS
    assert len(EVENTS) == 5
