"""The modules a test module or conftest.py names in ``pytest_plugins``, read with ``ast``, and the repository file
pytest imports each from: what the fixture reader (``fixture_axes``) and the addopts reader (``conftest_options``)
both follow."""

from __future__ import annotations

import ast
from pathlib import Path


def named(tree: ast.Module, rel: str, problems: list[str]) -> list[str]:
    """The module names a ``pytest_plugins = ...`` of the module names (a string, or a list or tuple of them)."""
    for stmt in tree.body:
        if isinstance(stmt, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == "pytest_plugins" for t in stmt.targets
        ):
            try:
                value = ast.literal_eval(stmt.value)
            except (ValueError, TypeError):
                value = None
            names = [value] if isinstance(value, str) else list(value) if isinstance(value, list | tuple) else None
            if names is None or not all(isinstance(n, str) for n in names):
                problems.append(f"{rel}:{stmt.lineno}: pytest_plugins is no list of module names the analyzer reads")
                return []
            return names
    return []


def repository_file(name: str, importer: Path, repo_root: Path) -> Path | None:
    """The repository file of plugin module ``name``: under the directory pytest puts on ``sys.path`` for the
    importing file (the first one up without ``__init__.py``), or under the repository root."""
    base = importer.resolve().parent
    while (base / "__init__.py").is_file():
        base = base.parent
    parts = name.split(".")
    for root in dict.fromkeys([base, repo_root.resolve()]):
        for candidate in (root.joinpath(*parts).with_suffix(".py"), root.joinpath(*parts, "__init__.py")):
            if candidate.is_file() and candidate.resolve().is_relative_to(repo_root.resolve()):
                return candidate
    return None
