"""The container definition for ``tilebot serve`` and the compose file that runs it with PostgreSQL.

No image is built here (no registry access); what can be checked offline is: compose.yaml parses, builds the
Dockerfile, wires the service to a healthy PostgreSQL, and hands the service exactly the settings it reads, with the
key and secret files ``tilebot app create`` writes, so that ``Settings.from_env`` accepts them."""

from __future__ import annotations

import re
import shlex
import shutil
import subprocess
from pathlib import Path

import pytest
import yaml

from tilebot.bot.app import Settings
from tilebot.bot.app_manifest import KEY_FILE, WEBHOOK_SECRET_FILE

ROOT = Path(__file__).resolve().parents[2]
COMPOSE = yaml.safe_load((ROOT / "compose.yaml").read_text())
DOCKERFILE = (ROOT / "Dockerfile").read_text()


def substitute(value: str, variables: dict[str, str]) -> str:
    """Compose's ``${NAME:?msg}`` / ``${NAME:-default}`` interpolation, as far as compose.yaml uses it."""

    def one(match: re.Match[str]) -> str:
        name, op, rest = match.group(1), match.group(2), match.group(3)
        if variables.get(name):
            return variables[name]
        if op == ":?":
            raise KeyError(f"{name}: {rest}")
        return rest or ""

    return re.sub(r"\$\{(\w+)(:[?-])?([^}]*)\}", one, value)


def test_compose_builds_the_dockerfile_and_waits_for_a_healthy_postgres() -> None:
    service, db = COMPOSE["services"]["tilebot"], COMPOSE["services"]["db"]
    assert service["build"] == "." and (ROOT / "Dockerfile").is_file()
    assert service["depends_on"] == {"db": {"condition": "service_healthy"}}
    assert db["image"].startswith("postgres:") and "pg_isready" in " ".join(db["healthcheck"]["test"])
    assert service["environment"]["TILEBOT_DATABASE_URL"].startswith("postgresql+psycopg://tilebot:")
    assert "@db:5432/tilebot" in service["environment"]["TILEBOT_DATABASE_URL"]
    # The port published is the one the image listens on.
    (published,) = service["ports"]
    port = published.split(":")[-1]
    assert f"EXPOSE {port}" in DOCKERFILE and f'"--port", "{port}"' in DOCKERFILE


def test_the_service_gets_what_settings_reads_with_app_creates_files(tmp_path: Path) -> None:
    env = COMPOSE["services"]["tilebot"]["environment"]
    read = set(re.findall(r'"(TILEBOT_\w+)"', (ROOT / "tilebot/bot/app.py").read_text()))
    assert {k.removesuffix("_FILE") for k in env} <= read
    secrets = {name: spec["file"] for name, spec in COMPOSE["secrets"].items()}
    assert secrets == {
        "tilebot_app_key": f"./tilebot-app/{KEY_FILE}",
        "tilebot_webhook_secret": f"./tilebot-app/{WEBHOOK_SECRET_FILE}",
    }
    assert "tilebot-app/" in (ROOT / ".gitignore").read_text()  # the credentials never get committed
    # Inside the container each secret is a file under /run/secrets: play that with a temporary directory.
    (tmp_path / "tilebot_app_key").write_text("-----BEGIN RSA PRIVATE KEY-----\nx\n-----END RSA PRIVATE KEY-----\n")
    (tmp_path / "tilebot_webhook_secret").write_text("s3cret\n")
    variables = {"TILEBOT_APP_ID": "4242", "TILEBOT_DB_PASSWORD": "pw"}
    resolved = {k: substitute(str(v), variables).replace("/run/secrets", str(tmp_path)) for k, v in env.items()}
    settings = Settings.from_env(resolved)
    assert settings.app_id == 4242 and settings.webhook_secret == b"s3cret"
    assert settings.database_url == "postgresql+psycopg://tilebot:pw@db:5432/tilebot"
    assert settings.api_url == "https://api.github.com"
    with pytest.raises(KeyError, match="TILEBOT_APP_ID"):
        substitute(env["TILEBOT_APP_ID"], {})


def test_the_image_installs_the_service_and_runs_it_unprivileged() -> None:
    lines = [line for line in DOCKERFILE.splitlines() if line and not line.startswith("#")]
    assert lines[0].startswith("FROM python:3.1")
    copied = [shlex.split(line)[1:-1] for line in lines if line.startswith("COPY ")]
    for sources in copied:
        for source in sources:
            assert (ROOT / source).exists(), source
    # the service's lock by hash, then tilebot alone (tests/integration/test_runner_install.py runs these lines)
    assert "-r tilebot/core/locks/bot.txt" in DOCKERFILE
    assert "pip install --no-deps --no-build-isolation ." in DOCKERFILE
    user = next(line for line in lines if line.startswith("USER "))
    assert user.split()[1] not in ("root", "0")
    assert lines[-1] == 'CMD ["tilebot", "serve", "--host", "0.0.0.0", "--port", "8080"]'
    assert "/healthz" in DOCKERFILE


@pytest.mark.skipif(shutil.which("docker") is None, reason="docker is not installed")
def test_docker_compose_accepts_the_file_where_it_is_available() -> None:
    plugin = subprocess.run(["docker", "compose", "version"], capture_output=True, timeout=60, check=False)
    if plugin.returncode != 0:
        pytest.skip("this docker has no compose plugin")
    proc = subprocess.run(
        ["docker", "compose", "-f", str(ROOT / "compose.yaml"), "config", "--quiet"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
        env={"TILEBOT_APP_ID": "1", "TILEBOT_DB_PASSWORD": "pw", "PATH": "/usr/local/bin:/usr/bin:/bin"},
    )
    assert proc.returncode == 0, proc.stderr
