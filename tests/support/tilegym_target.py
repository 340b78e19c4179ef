"""A TileGym-layout target repository built from NVIDIA's ``tilegym`` 1.5.1 wheel.

``src/tilegym/`` is the wheel's package, unchanged (real cuTile Python ops nobody here
wrote); ``tests/`` is generated from ``tests/data/tilegym-test-configs.json``, the
configurations of upstream's tests at the commit the JSON names (the wheel ships no
tests). The wheel is downloaded with ``pip download --no-deps`` and unzipped rather than
installed: installing pulls transformers, tokenizers, pandas, matplotlib and the CUDA
Python bindings (hundreds of MB) for nothing, since the analyzer never imports the
package, and a TileGym checkout keeps its sources under ``src/`` anyway.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

from tests.support.tilegym_tests import CONFTEST, common_module, generate, load_configs

WHEEL_SPEC = "tilegym==1.5.1"
WHEEL_GLOB = "tilegym-1.5.1-*.whl"
CONFIGS = Path(__file__).resolve().parent.parent / "data" / "tilegym-test-configs.json"


def fetch_wheel(cache: Path) -> Path:
    """The wheel, from ``cache`` or downloaded into it from PyPI."""
    cache.mkdir(parents=True, exist_ok=True)
    found = sorted(cache.glob(WHEEL_GLOB))
    if not found:
        proc = subprocess.run(
            [sys.executable, "-m", "pip", "download", "--no-deps", "--quiet", WHEEL_SPEC, "-d", str(cache)],
            capture_output=True,
            text=True,
            timeout=300,
            check=False,
        )
        found = sorted(cache.glob(WHEEL_GLOB))
        if proc.returncode != 0 or not found:
            raise RuntimeError(f"pip download {WHEEL_SPEC} failed ({proc.returncode}): {proc.stderr[-1500:]}")
    return found[-1]


def build(dest: Path, wheel: Path, configs_path: Path = CONFIGS) -> Path:
    """Write the repository at ``dest`` (replacing what is there) and return it."""
    if dest.exists():
        shutil.rmtree(dest)
    src = dest / "src"
    with zipfile.ZipFile(wheel) as archive:
        for member in archive.namelist():
            if member.startswith("tilegym/") and not member.endswith("/"):
                archive.extract(member, src)
    data = load_configs(configs_path)
    commit = data["source"]["commit"][:7]
    tests = dest / "tests"
    _write(tests / "__init__.py", "")
    _write(tests / "conftest.py", CONFTEST)
    _write(tests / "common.py", common_module(data["default_tolerances"]))
    for entry in data["tests"]:
        path = dest / entry["test_file"]
        for parent in path.relative_to(tests).parents:
            init = tests / parent / "__init__.py"
            if not init.exists():
                _write(init, "")
        _write(path, generate(entry, commit))
    _write(
        dest / "README.md",
        f"TileGym-layout test target: tilegym 1.5.1 sources + tests generated from TileGym {commit}.\n",
    )
    return dest


def ops_with_tests(configs_path: Path = CONFIGS) -> list[str]:
    """Test files of the JSON, in its order."""
    return [entry["test_file"] for entry in load_configs(configs_path)["tests"]]


def _write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
