"""The repository's pytest settings that decide what pytest collects: ``python_files``, ``python_classes``,
``python_functions`` and ``collect_imported_tests``, read from the config file pytest 9 would use for a test file.

pytest takes the first of its config file names (precedence order below) in the file's directory or the nearest
parent holding one that has a pytest section; a ``pyproject.toml`` without one does not count. The search stops at
the repository root: a file outside the checkout is not the repository's. A setting the reader cannot read (a file
that does not parse, a value of the wrong type) is a problem, never a silent default.
"""

from __future__ import annotations

import configparser
import fnmatch
import shlex
import tomllib
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path, PurePath
from typing import Any

DEFAULT_FILES = ("test_*.py", "*_test.py")


@dataclass(frozen=True)
class Settings:
    """What pytest collects, as one config file sets it (pytest's defaults where it says nothing)."""

    files: tuple[str, ...] = DEFAULT_FILES
    classes: tuple[str, ...] = ("Test",)
    functions: tuple[str, ...] = ("test",)
    imported: bool = True  # collect_imported_tests
    source: str = ""  # the config file, repository-relative ("" when none)
    problems: tuple[str, ...] = field(default=())

    def is_test_file(self, path: Path) -> bool:
        """pytest's ``path_matches_patterns``: a pattern without ``/`` matches the file name, else the path."""
        return any(_fnmatch_ex(pattern, path) for pattern in self.files)

    def is_test_class(self, name: str) -> bool:
        return _prefix_or_glob(self.classes, name)

    def is_test_function(self, name: str) -> bool:
        return _prefix_or_glob(self.functions, name)


def _prefix_or_glob(options: tuple[str, ...], name: str) -> bool:
    """pytest's ``_matches_prefix_or_glob_option``: a prefix, or a glob where the option has glob characters."""
    return any(
        name.startswith(option) or (any(c in option for c in "*?[") and fnmatch.fnmatch(name, option))
        for option in options
    )


def _fnmatch_ex(pattern: str, path: Path) -> bool:
    if "/" not in pattern:
        return fnmatch.fnmatch(path.name, pattern)
    return fnmatch.fnmatch(str(path), pattern if PurePath(pattern).is_absolute() else f"*/{pattern}")


class _Unreadable(Exception):
    pass


def _ini_section(path: Path, section: str) -> dict[str, Any] | None:
    # The standard library's reader, no interpolation or inline comments, as pytest's own (iniconfig) reads these
    # files: not a dependency of a runner that may have no pytest beside the target's.
    parsed = configparser.ConfigParser(interpolation=None, strict=False, default_section="\0")
    try:
        parsed.read_string(path.read_text(encoding="utf-8"), source=str(path))
    except (configparser.Error, UnicodeDecodeError) as exc:
        raise _Unreadable(str(exc)) from None
    if path.name == "setup.cfg" and not parsed.has_section(section) and parsed.has_section("pytest"):
        raise _Unreadable("a [pytest] section in setup.cfg, which pytest refuses ([tool:pytest] is its section)")
    return dict(parsed.items(section)) if parsed.has_section(section) else None


def _toml(path: Path) -> dict[str, Any]:
    try:
        return tomllib.loads(path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as exc:
        raise _Unreadable(str(exc)) from None


def _pytest_table(path: Path) -> dict[str, Any] | None:
    table = _toml(path).get("pytest", {})  # pytest.toml is the config even where empty
    if not isinstance(table, dict):
        raise _Unreadable("its pytest entry is no table")
    return table


def _pyproject(path: Path) -> dict[str, Any] | None:
    tool = _toml(path).get("tool", {}).get("pytest", {})
    native = {k: v for k, v in tool.items() if k != "ini_options"}
    if native and "ini_options" in tool:
        raise _Unreadable("both [tool.pytest] and [tool.pytest.ini_options], which pytest refuses")
    if native:
        return native
    ini = tool.get("ini_options")  # INI mode: pytest takes a scalar as its text
    return None if ini is None else {k: v if isinstance(v, list) else str(v) for k, v in ini.items()}


# pytest 9's config file names, in precedence order (_pytest/config/findpaths.py), each with its reader: the
# pytest settings it holds, or None where it holds none (then it is no config file)
_READERS: dict[str, Callable[[Path], dict[str, Any] | None]] = {
    "pytest.toml": _pytest_table,
    ".pytest.toml": _pytest_table,
    "pytest.ini": lambda p: _ini_section(p, "pytest") or {},
    ".pytest.ini": lambda p: _ini_section(p, "pytest") or {},
    "pyproject.toml": _pyproject,
    "tox.ini": lambda p: _ini_section(p, "pytest"),
    "setup.cfg": lambda p: _ini_section(p, "tool:pytest"),
}


class Locator:
    """The settings of each directory's test files, found once per directory."""

    def __init__(self, repo_root: Path) -> None:
        self.repo_root = repo_root.resolve()
        self._found: dict[Path, Settings] = {}

    def for_file(self, path: Path) -> Settings:
        directory = path.resolve().parent
        if directory not in self._found:
            self._found[directory] = self._locate(directory)
        return self._found[directory]

    def _locate(self, directory: Path) -> Settings:
        for base in (directory, *directory.parents):
            if not base.is_relative_to(self.repo_root):
                break
            for name, read in _READERS.items():
                path = base / name
                if not path.is_file():
                    continue
                rel = path.relative_to(self.repo_root).as_posix()
                try:
                    values = read(path)
                except (_Unreadable, OSError, UnicodeDecodeError) as exc:
                    return Settings(source=rel, problems=(f"{rel} does not parse as pytest would read it: {exc}",))
                if values is not None:
                    return _settings(values, rel)
            if base == self.repo_root:
                break
        return Settings()


def _settings(values: dict[str, Any], rel: str) -> Settings:
    problems: list[str] = []

    def patterns(key: str, default: tuple[str, ...]) -> tuple[str, ...]:
        value = values.get(key)
        if value is None:
            return default
        if isinstance(value, str):
            return tuple(shlex.split(value))
        if isinstance(value, list) and all(isinstance(v, str) for v in value):
            return tuple(value)
        problems.append(f"{rel}: {key} = {value!r} is no list of patterns; pytest's default {default} is assumed")
        return default

    files = patterns("python_files", DEFAULT_FILES)
    classes = patterns("python_classes", ("Test",))
    functions = patterns("python_functions", ("test",))
    imported = _flag(values.get("collect_imported_tests", True), rel, problems)
    return Settings(files, classes, functions, imported, rel, tuple(problems))


def _flag(value: Any, rel: str, problems: list[str]) -> bool:
    """pytest's ``bool`` ini type (``_strtobool``)."""
    if isinstance(value, bool):
        return value
    text = str(value).strip().lower()
    if text in {"y", "yes", "t", "true", "on", "1"}:
        return True
    if text in {"n", "no", "f", "false", "off", "0"}:
        return False
    problems.append(f"{rel}: collect_imported_tests = {value!r} is no truth value; pytest's default (true) is assumed")
    return True
