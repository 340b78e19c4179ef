"""tilebot's own wheel, built from a copy of this tree (a build in the checkout would leave build/ behind)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def copy_source(into: Path) -> Path:
    """What a package build (and the service image) takes from this tree, as the Dockerfile copies it."""
    source = into / "src"
    source.mkdir(parents=True)
    for name in ("pyproject.toml", "README.md", "LICENSE"):
        shutil.copy(ROOT / name, source / name)
    for name in ("tilebot", "runner_scripts", "templates"):
        shutil.copytree(ROOT / name, source / name, ignore=shutil.ignore_patterns("__pycache__"))
    return source


def build_wheel(into: Path, locks: dict[str, str] | None = None) -> Path:
    """The wheel in ``into``, with ``locks`` ({file: text}) in place of its locks of those names. Offline: the build
    uses this interpreter's setuptools (no isolation)."""
    source = copy_source(into)
    for name, text in (locks or {}).items():
        (source / "tilebot/core/locks" / name).write_text(text)
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q", "-w", str(into), "."],
        cwd=source,
        check=True,
        capture_output=True,
    )
    (wheel,) = into.glob("tilebot-*.whl")
    return wheel
