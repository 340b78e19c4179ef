"""A runner installs only its job's extras (tilebot/core/locks): the runner's commands work without the service's
packages, and a service command says which extra it needs instead of a traceback."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
# What a stage job's venv lacks: the service's packages (tilebot[bot]) and, on most jobs, the agent SDK.
ABSENT = ("sqlalchemy", "github", "fastapi", "uvicorn", "alembic", "jwt", "prometheus_client", "psycopg", "anthropic")


def cli(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    """``tilebot ARGS`` in a fresh interpreter where importing any of ABSENT fails as if it were not installed."""
    code = (
        "import sys\n"
        f"for name in {ABSENT!r}: sys.modules[name] = None\n"
        "from tilebot.cli import main\n"
        f"sys.exit(main({list(args)!r}))\n"
    )
    return subprocess.run([sys.executable, "-c", code], cwd=cwd, capture_output=True, text=True, check=False)


def test_a_runners_commands_work_without_the_services_packages(tmp_path: Path) -> None:
    assert cli("--help", cwd=tmp_path).returncode == 0
    schema = cli("schema", "StageResult", cwd=tmp_path)
    assert schema.returncode == 0 and "StageResult" in json.loads(schema.stdout)
    preflight = cli("preflight", "--json", cwd=tmp_path)
    assert preflight.returncode in (0, 3), preflight.stderr[-2000:]  # 3: a check failed, said in the JSON
    assert {c["name"] for c in json.loads(preflight.stdout)["checks"]} >= {"tileiras", "tilebot-source"}


def test_a_service_command_names_the_extra_it_needs(tmp_path: Path) -> None:
    status = cli("status", cwd=tmp_path)
    assert status.returncode == 3 and "Traceback" not in status.stderr + status.stdout
    assert "this command needs tilebot[bot]: pip install 'tilebot[bot]'" in " ".join(status.stdout.split())
