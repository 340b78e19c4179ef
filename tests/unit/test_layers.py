"""The package's layers: core beneath both processes, bot and runner never importing each other.

Imports are read from the source (function-local ones included), so a lazy import cannot hide a crossing.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

from tilebot.core.stages import SPECS, needs_gpu

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "tilebot"


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
    return found


def layer_of(module: str) -> str | None:
    parts = module.split(".")
    if parts[0] != "tilebot":
        return None
    return parts[1] if len(parts) > 1 else "tilebot"


def crossings(layer: str, forbidden: set[str]) -> list[str]:
    bad = []
    for path in sorted((PACKAGE / layer).rglob("*.py")):
        for module in imported_modules(path):
            if layer_of(module) in forbidden:
                bad.append(f"{path.relative_to(ROOT)} imports {module}")
    return bad


@pytest.mark.parametrize(
    ("layer", "forbidden"),
    [("core", {"bot", "runner", "cli"}), ("runner", {"bot", "cli"}), ("bot", {"runner", "cli"})],
)
def test_no_layer_imports_above_or_beside_itself(layer: str, forbidden: set[str]) -> None:
    assert crossings(layer, forbidden) == []


def test_only_the_cli_imports_both_sides() -> None:
    top_level = [p for p in PACKAGE.glob("*.py") if p.name != "__init__.py"]
    assert [p.name for p in top_level] == ["cli.py"]
    layers = {layer_of(m) for m in imported_modules(PACKAGE / "cli.py")}
    assert {"bot", "runner", "core"} <= layers


def test_the_checker_sees_a_crossing(tmp_path: Path) -> None:
    """The walk above finds a lazy import inside a function (what a crossing would usually look like)."""
    module = tmp_path / "m.py"
    module.write_text("def f():\n    from tilebot.bot.store import Store\n    return Store\n")
    assert "tilebot.bot.store" in imported_modules(module)


def test_the_old_runner_entry_still_runs_and_says_it_is_deprecated() -> None:
    """Stage workflows written by tilebot 0.1 call ``python -m runner_scripts.job``: kept for one release."""
    proc = subprocess.run(
        [sys.executable, "-m", "runner_scripts.job", "--help"], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert proc.returncode == 0, proc.stderr
    assert "--stage" in proc.stdout
    assert "deprecated" in proc.stderr and "tilebot.runner.job" in proc.stderr


def test_a_gpu_job_imports_nothing_it_does_not_install() -> None:
    """D's check job and E install tilebot[gpu], without the agent SDK: their code must import without it."""
    gpu_side = [spec.implementation.partition(":")[0] for stage, spec in SPECS.items() if needs_gpu(stage)]
    script = "import sys; sys.modules['anthropic'] = None\n" + "".join(f"import {m}\n" for m in gpu_side)
    script += "import tilebot.runner.job\n"
    proc = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    # The control: the build half does need it, so the check above can fail.
    build = subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys; sys.modules['anthropic'] = None\nimport tilebot.runner.stages.host_ffi_build",
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert build.returncode != 0 and "anthropic" in build.stderr
