"""``make demo`` installs only what the demo uses; ``make test`` adds the test suite's PostgreSQL and Node.js."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def dry_run(tmp_path: Path, target: str) -> str:
    """What ``make TARGET`` would run on a fresh checkout (no .venv yet), without running it."""
    if shutil.which("make") is None:
        pytest.skip("make is not installed")
    shutil.copy(ROOT / "Makefile", tmp_path / "Makefile")
    (tmp_path / "pyproject.toml").write_text("")
    proc = subprocess.run(
        ["make", "-n", "--no-print-directory", target],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    return proc.stdout


def test_demo_needs_no_postgresql_or_node(tmp_path: Path) -> None:
    commands = dry_run(tmp_path, "demo")
    assert "dpkg -s git libclang-dev build-essential" in commands
    for package in ("postgresql", "nodejs", "npm"):
        assert package not in commands
    assert "tilebot translate softmax --local" in commands


def test_the_test_suite_adds_postgresql_and_node(tmp_path: Path) -> None:
    commands = dry_run(tmp_path, "test")
    assert "dpkg -s git libclang-dev build-essential postgresql" in commands
    assert "nodejs npm" in commands and "-m pytest" in commands


def test_demo_accepts_a_blocked_machine_and_a_stopped_port_but_not_a_usage_error() -> None:
    text = (ROOT / "Makefile").read_text()
    recipe = text[text.index("\ndemo:") :].split("\n\n")[0]
    assert "$$code -eq 3" in recipe and "$$code -eq 1" in recipe and "exit $$code" in recipe
