"""Every third-party module tilebot imports is a declared dependency (core or an extra), and the LICENSE is the one
pyproject names."""

from __future__ import annotations

import ast
import importlib.metadata
import re
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
# Imported only on a GPU runner, from the target's own environment (torch's wheel depends on the CUDA line the
# runner has, so tilebot cannot pin it): preflight --gpu checks them instead.
FROM_THE_RUNNER = {"torch", "triton"}
# A report tool's fallback inside a tilebot checkout (tilebot/runner/analysis/report.py), guarded by ImportError.
CHECKOUT_ONLY = {"tests"}
# Distributions of modules an extra declares that this machine may lack (no GPU here).
NOT_INSTALLED_HERE = {"cupti": "cupti-python"}


def top_level_imports() -> set[str]:
    found: set[str] = set()
    for package in ("tilebot", "runner_scripts"):
        for path in (ROOT / package).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.Import):
                    found.update(alias.name.split(".")[0] for alias in node.names)
                elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                    found.add(node.module.split(".")[0])
    return found - set(sys.stdlib_module_names) - {"tilebot", "runner_scripts", "__future__"}


def declared() -> set[str]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    specs = [*project["dependencies"], *(s for extra in project["optional-dependencies"].values() for s in extra)]
    return {re.split(r"[\s\[<>=!~;]", spec, maxsplit=1)[0].lower().replace("_", "-") for spec in specs}


def test_every_imported_distribution_is_declared() -> None:
    by_module = importlib.metadata.packages_distributions()
    names = declared()
    missing = []
    for module in sorted(top_level_imports() - FROM_THE_RUNNER - CHECKOUT_ONLY):
        dists = {d.lower().replace("_", "-") for d in by_module.get(module, [])}
        dists |= {NOT_INSTALLED_HERE[module]} if module in NOT_INSTALLED_HERE else set()
        if not dists & names:
            missing.append(f"{module} (from {sorted(dists) or 'no installed distribution'})")
    assert missing == []


def test_the_license_file_is_the_apache_2_text_pyproject_names() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    text = (ROOT / "LICENSE").read_text()
    assert project["license"] == "Apache-2.0"
    assert "Apache License\n                           Version 2.0, January 2004" in text
    assert "END OF TERMS AND CONDITIONS" in text and len(text.splitlines()) == 202
