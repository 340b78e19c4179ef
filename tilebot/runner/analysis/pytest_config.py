"""The repository's pytest settings that decide what pytest collects: ``python_files``, ``python_classes``,
``python_functions``, ``collect_imported_tests``, ``testpaths`` and ``norecursedirs`` (each as ``-o``/``--override-ini``
in ``addopts`` may override it), ``--ignore``/``--ignore-glob`` and the positional arguments (paths, which replace
``testpaths``) in ``addopts`` and the ``collect_ignore`` / ``collect_ignore_glob`` of the conftest.py files, read from
the config file pytest 9 would use for a test file; and what ``-m``, ``-k`` and ``--deselect`` in ``addopts`` deselect
(``selection``); and ``pythonpath``, where the test files import modules from. ``addopts`` is split as pytest's argument
parser splits it, knowing pytest's own options and how many values each option of the plugins installed here takes
(``plugin_options``: pytest's own parser, asked with the plugins pytest would load) and of the conftests pytest loads
before it reads ``addopts`` whole (``conftest_options``), so that ``--cov src`` (a value), ``-n 4``, ``--benchmark-skip
tests`` (a path) and a conftest's ``--my-opt value`` read as pytest reads them; after an option none registers (a
plugin's not installed here, a conftest's the reader cannot read) the next argument may be its value, which the reader
cannot always tell from a path. Under ``--pyargs`` a positional argument may name a module, which the reader does not
import: a problem. ``--rootdir`` and ``-c``/``--config-file`` in ``addopts`` change nothing, as pytest has found both
before it reads ``addopts``; its ``--noconftest`` and ``--confcutdir`` decide which conftest.py files pytest reads
(``Locator.conftests``: by default none above the config file's directory).

The run modelled is the one the later stages make (``op_harness``): pytest started in the repository root with
``--rootdir .``, on node ids. pytest takes the first of its config file names (precedence order below) in the
directory the node ids have in common (a test file's) or the nearest parent holding one that has a pytest section; a
``pyproject.toml`` without one does not count. The search stops at the repository root: a file outside the checkout
is not the repository's. Its rootdir and the directory it runs in are the repository root, wherever the config file
is: a relative path in ``addopts`` (``--confcutdir``, ``--ignore``, ``--ignore-glob``, a positional argument) or in
``testpaths`` is one from the repository root. A test file is one that run collects given no node ids (the config file
named with ``-c``): from the positional arguments of ``addopts``, else from what ``testpaths`` matches, else from the
repository root. A setting the reader cannot read (a file that does not parse, a value
of the wrong type, a ``collect_ignore`` it cannot evaluate) is a problem, never a silent default: pytest's default is
assumed and said.
"""

from __future__ import annotations

import ast
import configparser
import fnmatch
import glob
import os
import shlex
import tomllib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path, PurePath
from typing import Any

from tilebot.runner.analysis import conftest_options, plugin_options
from tilebot.runner.analysis.selection import Selection
from tilebot.runner.analysis.source_eval import module_scope, names_touched

DEFAULT_FILES = ("test_*.py", "*_test.py")
DEFAULT_NORECURSE = ("*.egg", ".*", "_darcs", "build", "CVS", "dist", "node_modules", "venv", "{arch}")


@dataclass(frozen=True)
class Settings:
    """What pytest collects, as one config file sets it (pytest's defaults where it says nothing)."""

    files: tuple[str, ...] = DEFAULT_FILES
    classes: tuple[str, ...] = ("Test",)
    functions: tuple[str, ...] = ("test",)
    imported: bool = True  # collect_imported_tests
    testpaths: tuple[str, ...] = ()
    norecursedirs: tuple[str, ...] = DEFAULT_NORECURSE
    ignore: tuple[str, ...] = ()  # addopts' --ignore
    ignore_glob: tuple[str, ...] = ()  # addopts' --ignore-glob
    # addopts' positional arguments (they replace testpaths), each with the unknown option (neither pytest's nor an
    # installed plugin's) just before it, whose value it may be ("" where none)
    args: tuple[tuple[str, str], ...] = ()
    unknown_why: str = ""  # why options of plugins pytest would load are unknown ("" where none are)
    pyargs: bool = False  # addopts' --pyargs: a positional argument may name a module
    # addopts less the positional arguments that are paths for certain (None where it has none): what a run of named
    # node ids passes as ``-o addopts=...`` so that pytest runs those alone (``named_only``)
    addopts_without_paths: tuple[str, ...] | None = None
    selection: Selection = field(default_factory=Selection)  # addopts' -k, -m, --deselect
    noconftest: bool = False  # addopts' --noconftest: pytest reads no conftest.py
    # pytest reads no conftest.py above it (addopts' --confcutdir, from the repository root where pytest runs, else
    # the config file's directory; the repository root where it is outside the checkout, whose files are not the
    # repository's); None: no limit
    confcutdir: Path | None = None
    # the ini option pythonpath: directories (from the config file's) pytest puts first on sys.path, in order
    pythonpath: tuple[Path, ...] = ()
    source: str = ""  # the config file, repository-relative ("" when none)
    problems: tuple[str, ...] = field(default=())

    def is_test_file(self, path: Path) -> bool:
        """pytest's ``path_matches_patterns``: a pattern without ``/`` matches the file name, else the path."""
        return any(_fnmatch_ex(pattern, path) for pattern in self.files)

    def is_test_class(self, name: str) -> bool:
        return _prefix_or_glob(self.classes, name)

    def is_test_function(self, name: str) -> bool:
        return _prefix_or_glob(self.functions, name)

    def reads_conftest_in(self, directory: Path) -> bool:
        """Whether pytest reads a conftest.py in ``directory``."""
        return _reads_conftest_in(directory, self.noconftest, self.confcutdir)


def _reads_conftest_in(directory: Path, noconftest: bool, confcutdir: Path | None) -> bool:
    """pytest's ``_loadconftestmodules``: none under ``--noconftest``; none in a directory above ``confcutdir``
    (``_is_in_confcutdir``: one below it or beside it is read)."""
    return not noconftest and (confcutdir is None or directory not in confcutdir.parents)


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
    """The settings of each directory's test files, found once per directory, and whether pytest collects a file."""

    def __init__(self, repo_root: Path) -> None:
        self.repo_root = repo_root.resolve()
        self._found: dict[Path, Settings] = {}
        self._collected: dict[Path, tuple[bool, tuple[str, ...]]] = {}
        self._conftest_lists: dict[tuple[Path, str], tuple[tuple[str, ...] | None, str]] = {}

    def for_file(self, path: Path) -> Settings:
        return self.for_directory(path.resolve().parent)

    def for_directory(self, directory: Path) -> Settings:
        """The settings pytest reads for what it runs from ``directory`` (the first config file up from there)."""
        directory = directory.resolve()
        if directory not in self._found:
            self._found[directory] = self._locate(directory)
        return self._found[directory]

    def conftests(self, path: Path) -> list[Path]:
        """The conftest.py files pytest reads for the test file ``path``, its own directory's first, up to the
        repository root (``Settings.reads_conftest_in``)."""
        settings = self.for_file(path)
        directory = path.resolve().parent
        chain = [d for d in (directory, *directory.parents) if d.is_relative_to(self.repo_root)]
        return [d / "conftest.py" for d in chain if settings.reads_conftest_in(d) and (d / "conftest.py").is_file()]

    def collects(self, path: Path) -> bool:
        """Whether pytest, run as the later stages run it (module docstring) with no node ids, collects the file
        ``path`` (where a setting on the way is unreadable: as if pytest's default held, which ``problems`` says)."""
        return self._collection(path)[0]

    def problems(self, path: Path) -> tuple[str, ...]:
        """What the reader could not read of the settings deciding how pytest collects ``path``."""
        return self.for_file(path).problems + self._collection(path)[1]

    def _collection(self, path: Path) -> tuple[bool, tuple[str, ...]]:
        path = path.resolve()
        if path not in self._collected:
            self._collected[path] = self._collect(path)
        return self._collected[path]

    def _collect(self, path: Path) -> tuple[bool, tuple[str, ...]]:
        settings = self.for_file(path)
        rootdir = self.repo_root  # and the directory pytest runs in, where the later stages run it
        problems: list[str] = []
        starts = _initial_paths(settings, rootdir, problems)
        # pytest never asks whether an initial path, or a directory above one, is ignored
        exempt = {d for start in starts for d in (start, *start.parents)}
        collected = False
        for start in starts:
            if path == start:  # an initial file is collected whatever python_files says
                collected = path.suffix == ".py"
            elif start in path.parents:
                below = [d for d in reversed(path.parents) if start in d.parents and d not in exempt]
                ignored = any(self._ignored(d, settings, rootdir, problems) for d in [*below, path])
                collected = not ignored and settings.is_test_file(path)
            if collected:
                break
        return collected, tuple(dict.fromkeys(problems))

    def _ignored(self, path: Path, settings: Settings, rootdir: Path, problems: list[str]) -> bool:
        """pytest's ``pytest_ignore_collect`` for a directory or file below an initial path."""
        if path.name == "__pycache__":
            return True
        listed_dir, listed = self._conftest_list(path, settings, rootdir, "collect_ignore", problems)
        globbed_dir, globbed = self._conftest_list(path, settings, rootdir, "collect_ignore_glob", problems)
        ignored = {Path(os.path.abspath(listed_dir / p)) for p in listed}
        ignored |= {Path(os.path.abspath(rootdir / p)) for p in settings.ignore}
        patterns = [os.path.abspath(globbed_dir / g) for g in globbed]
        patterns += [os.path.abspath(rootdir / g) for g in settings.ignore_glob]
        if path in ignored or any(fnmatch.fnmatch(str(path), g) for g in patterns):
            return True
        if (path / "pyvenv.cfg").is_file() or (path / "conda-meta" / "history").is_file():
            return True
        return path.is_dir() and any(_fnmatch_ex(pattern, path) for pattern in settings.norecursedirs)

    def _conftest_list(
        self, path: Path, settings: Settings, rootdir: Path, name: str, problems: list[str]
    ) -> tuple[Path, tuple[str, ...]]:
        """What the nearest conftest.py pytest reads from ``path``'s directory up that binds ``name`` lists, with its
        directory (the paths are relative to it); nothing where none binds it or the reader cannot read it."""
        for directory in (path.parent, *path.parent.parents):
            if not directory.is_relative_to(self.repo_root):
                break
            conftest = directory / "conftest.py"
            if conftest.is_file() and settings.reads_conftest_in(directory):
                key = (conftest, name)
                if key not in self._conftest_lists:
                    self._conftest_lists[key] = _read_list(conftest, name, self.repo_root)
                listed, problem = self._conftest_lists[key]
                if problem:
                    problems.append(problem)
                    return directory, ()
                if listed is not None:
                    return directory, listed
        return rootdir, ()

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
                    problem = f"{rel} does not parse as pytest would read it: {exc}"
                    return Settings(confcutdir=path.parent, source=rel, problems=(problem,))
                if values is not None:
                    return _settings(values, rel, path.parent, self.repo_root)
            if base == self.repo_root:
                break
        return Settings(confcutdir=self.repo_root)


def named_only(repo_root: Path, node_ids: Sequence[str]) -> list[str]:
    """The options that make pytest, run in ``repo_root`` on ``node_ids``, run those alone: pytest puts ``addopts``
    before the command line's arguments, so the paths it names would be collected and run too. ``-o addopts=...``
    gives it addopts less those paths (its options kept, with their values, and a token after an unknown option,
    which may be its value);
    nothing where it names none. The config file is the one pytest reads for these arguments: the first up from
    the directory they have in common (``get_common_ancestor``)."""
    paths = [repo_root / node.partition("::")[0] for node in node_ids]
    existing = [os.path.abspath(path) for path in paths if path.exists()]
    common = Path(os.path.commonpath(existing)) if existing else repo_root
    settings = Locator(repo_root).for_directory(common.parent if common.is_file() else common)
    kept = settings.addopts_without_paths
    return [] if kept is None else ["-o", f"addopts={shlex.join(kept)}"]


def _initial_paths(settings: Settings, rootdir: Path, problems: list[str]) -> list[Path]:
    """Where pytest run without node ids in ``rootdir`` (its rootdir too) starts collecting: the positional
    arguments of ``addopts`` where it has any, else what ``testpaths`` globs match there (recursive globs), else
    ``rootdir`` itself."""
    given = _positional_paths(settings, rootdir, problems)
    if given:
        return given
    return _testpath_matches(settings.testpaths, rootdir) or [rootdir]


def _positional_paths(settings: Settings, rootdir: Path, problems: list[str]) -> list[Path]:
    """The paths ``addopts`` names as positional arguments (relative to the directory pytest runs in). One just after
    an unknown option may be that option's value: where no such path exists, pytest could not run with it as a path,
    so it is the value; where one exists, the reader cannot tell, and takes it for the value."""
    out = []
    said = f"{settings.source}: addopts"
    for arg, option in settings.args:
        path = Path(os.path.abspath(rootdir / arg.split("::")[0]))
        if option and path.exists():
            problems.append(
                f"{said}' `{option} {arg}`: {arg} may be the value of {option} (an option neither pytest nor a plugin "
                "installed here registers, nor a pytest_addoption the reader reads in a conftest pytest loads first"
                f"{': ' + settings.unknown_why if settings.unknown_why else ''}) or a path "
                "pytest starts collecting from instead of testpaths; taken as the value"
            )
        elif option:
            continue
        elif settings.pyargs and all(part.isidentifier() for part in arg.split(".")):
            problems.append(
                f"{said} names {arg} with --pyargs: pytest collects the module or package of that name where it can "
                "import one (which depends on how it is started: its sys.path, the packages installed), which the "
                f"reader does not resolve; {'taken as the path' if path.exists() else 'left out'}"
            )
            out += [path] if path.exists() else []
        elif not path.exists():
            problems.append(f"{said} names {arg}, which does not exist: pytest stops (file or directory not found)")
        else:
            if "::" in arg:
                problems.append(f"{said} names {arg}: pytest collects only that part of the file, which is not read")
            out.append(path)
    return out


def _read_list(conftest: Path, name: str, repo_root: Path) -> tuple[tuple[str, ...] | None, str]:
    """``name`` (``collect_ignore``, ``collect_ignore_glob``) as the conftest's module binds it in the end, or the
    problem that keeps the reader from knowing it."""
    rel = conftest.relative_to(repo_root).as_posix()
    try:
        text = conftest.read_text(encoding="utf-8")
        tree = ast.parse(text, filename=str(conftest))
    except (SyntaxError, UnicodeDecodeError) as exc:
        return None, f"{rel} does not parse ({exc}): its {name}, which pytest honours, is unknown"
    if name not in text:  # most conftests: not worth evaluating
        return None, ""
    unrun = _updates_not_run(tree.body, name)
    scope = module_scope(conftest, tree)
    value = scope.names.get(name)
    unread = [*unrun, *scope.conditional.get(name, [])]
    if name not in scope.names and not unread:
        return None, ""
    if unread:
        why = f"it is set in `{unread[0]}`, which the analyzer does not run"
    elif isinstance(value, list | tuple | set) and all(isinstance(v, str) for v in value):
        return tuple(value), ""
    else:
        why = f"it is {getattr(value, 'what', repr(value))}, no list of paths the analyzer reads"
    return None, f"{rel}: {name}, which pytest honours, is unknown ({why}); nothing is assumed ignored"


def _updates_not_run(body: list[ast.stmt], name: str) -> list[str]:
    """The statements of a module body that may set ``name`` where the evaluator does not run them: a ``try``'s
    handlers, loops, ``with`` blocks, a function declaring it ``global``."""
    out: list[str] = []
    for stmt in body:
        if isinstance(stmt, ast.If):
            out += _updates_not_run(stmt.body + stmt.orelse, name)
        elif isinstance(stmt, ast.Try):
            out += _updates_not_run(stmt.body, name)
            rest = [s for h in stmt.handlers for s in h.body] + stmt.orelse + stmt.finalbody
            out += [ast.unparse(stmt).splitlines()[0]] if name in names_touched(rest) else []
        elif isinstance(stmt, ast.FunctionDef | ast.AsyncFunctionDef):
            declared = any(isinstance(n, ast.Global) and name in n.names for n in ast.walk(stmt))
            out += [f"def {stmt.name}"] if declared else []
        elif not isinstance(stmt, ast.Assign | ast.AugAssign | ast.AnnAssign | ast.Expr | ast.ClassDef):
            out += [ast.unparse(stmt).splitlines()[0]] if name in names_touched([stmt]) else []
    return out


def _settings(values: dict[str, Any], rel: str, config_dir: Path, repo_root: Path) -> Settings:
    problems: list[str] = []
    options = _read_addopts(_args(values, "addopts", (), rel, problems), rel, problems, values, config_dir, repo_root)
    values = {**values, **options.overrides}  # pytest applies addopts' -o over the file's values
    selection, refused = Selection.read(options.keyword, options.mark, options.deselect, rel)
    if options.confcutdir and not (repo_root / options.confcutdir).is_dir():  # argparse's check, from where pytest runs
        problems.append(
            f"{rel}: addopts' --confcutdir {options.confcutdir!r} is no directory from the repository root, where "
            f"pytest runs: it refuses to start (--confcutdir must be a directory, given: {options.confcutdir})"
        )

    def args(key: str, default: tuple[str, ...]) -> tuple[str, ...]:
        return _args(values, key, default, rel, problems)

    return Settings(
        files=args("python_files", DEFAULT_FILES),
        classes=args("python_classes", ("Test",)),
        functions=args("python_functions", ("test",)),
        imported=_flag(values.get("collect_imported_tests", True), rel, problems),
        testpaths=args("testpaths", ()),
        norecursedirs=args("norecursedirs", DEFAULT_NORECURSE),
        ignore=options.ignore,
        ignore_glob=options.ignore_glob,
        args=options.args,
        unknown_why=options.unknown_why,
        pyargs=options.pyargs,
        addopts_without_paths=options.without_paths,
        selection=selection,
        noconftest=options.noconftest,
        confcutdir=_confcutdir(options.confcutdir, config_dir, repo_root),
        pythonpath=tuple((config_dir / p).resolve() for p in args("pythonpath", ())),
        source=rel,
        problems=tuple(problems + refused),
    )


def _read_addopts(
    tokens: tuple[str, ...], rel: str, problems: list[str], values: dict[str, Any], config_dir: Path, repo_root: Path
) -> _Options:
    """``addopts`` as pytest reads it, knowing the options of the conftests it loads first (``conftest_options``)
    where a token follows an option neither pytest nor an installed plugin registers: a conftest's may take it."""
    said: list[str] = []
    options = _addopts(tokens, rel, said)
    if any(option for _, option in options.args):
        testpaths = _args({**values, **options.overrides}, "testpaths", (), rel, [])  # _settings says what is wrong
        anchors = _anchors([arg for arg, _ in options.args], testpaths, repo_root)
        cut = _confcutdir(options.confcutdir, config_dir, repo_root)
        initial = conftest_options.initial_conftests(
            anchors, lambda d: d.is_relative_to(repo_root) and _reads_conftest_in(d, options.noconftest, cut)
        )
        known = conftest_options.registered(initial, repo_root)
        said = []
        options = _addopts(tokens, rel, said, known)
    problems += said
    return options


def _args(values: dict[str, Any], key: str, default: tuple[str, ...], rel: str, problems: list[str]) -> tuple[str, ...]:
    """pytest's ``args`` ini type: a string split as a shell would, or a list of strings; ``default`` where it is
    neither (in ``problems``)."""
    value = values.get(key)
    if value is None:
        return default
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return tuple(value)
    try:
        if isinstance(value, str):
            return tuple(shlex.split(value))
    except ValueError as exc:
        value = f"{value} ({exc})"
    problems.append(f"{rel}: {key} = {value!r} is no list of patterns; pytest's default {default} is assumed")
    return default


def _confcutdir(given: str | None, config_dir: Path, repo_root: Path) -> Path:
    """Above which directory pytest reads no conftest.py: ``--confcutdir`` (relative to where pytest runs: the
    repository root), else the config file's directory; the repository root for one outside the checkout."""
    cut = Path(os.path.abspath(repo_root / given)) if given else config_dir
    return cut if cut.is_relative_to(repo_root) else repo_root


def _anchors(arguments: list[str], testpaths: tuple[str, ...], rootdir: Path) -> list[Path]:
    """Where pytest run in ``rootdir`` loads its initial conftests from (``_decide_args``, then
    ``_set_initial_conftests``): the paths its arguments name that exist, where it has arguments (every bare token of
    addopts, as its first, partial parse reads them), else what ``testpaths`` matches; else ``rootdir``."""
    if arguments:
        named = [Path(os.path.abspath(rootdir / arg.split("::")[0])) for arg in arguments]
        found = [path for path in named if path.exists()]
    else:
        found = _testpath_matches(testpaths, rootdir)
    return found or [rootdir]


def _testpath_matches(testpaths: tuple[str, ...], rootdir: Path) -> list[Path]:
    found = [sorted(glob.glob(pattern, root_dir=rootdir, recursive=True)) for pattern in testpaths]
    return [Path(os.path.abspath(rootdir / match)) for matches in found for match in matches]


@dataclass(frozen=True)
class _Options:
    """What ``addopts`` says about collection and selection."""

    overrides: dict[str, str]  # -o/--override-ini name=value, the last of a name
    ignore: tuple[str, ...]
    ignore_glob: tuple[str, ...]
    keyword: str | None  # -k, the last one
    mark: str | None  # -m, the last one
    deselect: tuple[str, ...]
    args: tuple[tuple[str, str], ...]  # positional arguments, each with the unknown option just before it ("" if none)
    without_paths: tuple[str, ...] | None  # the tokens less the positional ones after no unknown option (None: none)
    unknown_why: str  # why options of plugins pytest would load are unknown, where one was met ("" else)
    pyargs: bool  # --pyargs
    noconftest: bool  # --noconftest
    confcutdir: str | None  # --confcutdir, the last one


# pytest 9's own options (its parser takes no abbreviations): those taking a value, those that may take one (when the
# next argument is no option), and flags. Any other option is a plugin's (``_Arity``).
_TAKES_VALUE = {
    *("-k", "-m", "-c", "--config-file", "-p", "-o", "--override-ini", "-W", "--pythonwarnings", "-r"),
    *("--report-chars", "--maxfail", "--max-warnings", "--ignore", "--ignore-glob", "--deselect", "--confcutdir"),
    *("--import-mode", "--rootdir", "--basetemp", "--durations", "--durations-min", "--verbosity", "--tb"),
    *("--show-capture", "--color", "--code-highlight", "--pdbcls", "--capture", "--pastebin", "--assert"),
    *("--junitxml", "--junit-xml", "--junitprefix", "--junit-prefix", "--doctest-report", "--doctest-glob"),
    *("--lfnf", "--last-failed-no-failures", "--log-level", "--log-format", "--log-date-format", "--log-cli-level"),
    *("--log-cli-format", "--log-cli-date-format", "--log-file", "--log-file-mode", "--log-file-level"),
    *("--log-file-format", "--log-file-date-format", "--log-auto-indent", "--log-disable"),
}
_MAY_TAKE_VALUE = {"--debug", "--cache-show"}
_FLAGS = {
    *("-x", "-v", "-q", "-l", "-s", "-V", "-h", "--markers", "--exitfirst", "--strict-config", "--strict-markers"),
    *("--strict", "--collectonly", "--collect-only", "--co", "--pyargs", "--noconftest", "--keepduplicates"),
    *("--keep-duplicates", "--collect-in-virtualenv", "--continue-on-collection-errors", "--fixtures", "--funcargs"),
    *("--fixtures-per-test", "--version", "--help", "--disable-plugin-autoload", "--traceconfig", "--trace-config"),
    *("--verbose", "--no-header", "--no-summary", "--no-fold-skipped", "--force-short-summary", "--quiet"),
    *("--disable-warnings", "--disable-pytest-warnings", "--showlocals", "--no-showlocals", "--xfail-tb"),
    *("--fulltrace", "--full-trace", "--pdb", "--trace", "--runxfail", "--doctest-modules"),
    *("--doctest-ignore-import-errors", "--doctest-continue-on-failure", "--lf", "--last-failed", "--ff"),
    *("--failed-first", "--nf", "--new-first", "--cache-clear", "--setuponly", "--setup-only", "--setupshow"),
    *("--setup-show", "--setupplan", "--setup-plan", "--sw", "--stepwise", "--sw-skip", "--stepwise-skip"),
    *("--sw-reset", "--stepwise-reset"),
}
_APPENDED = {"-o": "override", "--override-ini": "override", "--ignore": "ignore", "--ignore-glob": "ignore_glob"}
_APPENDED |= {"--deselect": "deselect"}
_LAST = {"-k": "keyword", "-m": "mark", "--confcutdir": "confcutdir"}


def _addopts(
    tokens: tuple[str, ...], rel: str, problems: list[str], conftest: dict[str, plugin_options.Arity] | None = None
) -> _Options:
    """``addopts`` as pytest's argument parser reads it: its options (``-o X``, ``-oX``, ``-o=X``, ``--ignore[=]X``,
    short options clustered as in ``-vm slow``, a plugin's or a ``conftest``'s as many values as it takes) and its
    positional arguments."""
    found: dict[str, list[str]] = {name: [] for name in ("override", "ignore", "ignore_glob", "deselect")}
    last: dict[str, str] = {}
    args: list[tuple[str, str]] = []
    paths: set[int] = set()  # the indices of the tokens that are positional arguments for certain
    unknown = ""  # an unknown option just before: the next bare token may be its value
    pyargs = noconftest = False
    arity = _Arity(tokens, conftest or {})
    rest = list(tokens)
    while rest:
        token = rest.pop(0)
        before, unknown = unknown, ""
        at = len(tokens) - len(rest) - 1
        if token == "--":
            args += [(t, "") for t in rest]
            paths.update(range(at, len(tokens)))
            break
        if not token.startswith("-") or token == "-":
            args.append((token, before))
            paths.update([] if before else [at])
            continue
        for option, value in _options_in(token, arity):
            counts = arity(option)
            if counts is None:  # neither pytest's nor an installed plugin's: the next bare token may be its value
                unknown = option if value is None else ""
                continue
            values = [value] if value is not None else _values(rest, *counts)
            if len(values) < counts[0]:
                problems.append(f"{rel}: addopts ends in {option} without its value, which pytest refuses")
            elif option in _APPENDED:
                found[_APPENDED[option]].append(values[0])
            elif option in _LAST:
                last[_LAST[option]] = values[0]
            pyargs = pyargs or option == "--pyargs"
            noconftest = noconftest or option == "--noconftest"
    overrides: dict[str, str] = {}
    for item in found["override"]:
        name, eq, value = item.partition("=")
        if not eq:  # pytest stops with a usage error
            problems.append(f"{rel}: addopts' -o {item!r} is no name=value, which pytest refuses; it is left out")
            continue
        overrides[name] = value
    ignored = (tuple(found["ignore"]), tuple(found["ignore_glob"]))
    without_paths = tuple(t for i, t in enumerate(tokens) if i not in paths) if paths else None
    keyword, mark, deselect = last.get("keyword"), last.get("mark"), tuple(found["deselect"])
    why = arity.installed.why if any(option for _, option in args) else ""
    confcutdir = last.get("confcutdir")
    return _Options(
        overrides, *ignored, keyword, mark, deselect, tuple(args), without_paths, why, pyargs, noconftest, confcutdir
    )


class _Arity:
    """How many values an option of ``addopts`` takes: pytest's own (the tables above), else what the plugins
    installed here register (``plugin_options``, asked only when ``addopts`` has an option pytest's own are not),
    else what the initial conftests register (``conftest``); None for an option none registers."""

    def __init__(self, tokens: tuple[str, ...], conftest: dict[str, plugin_options.Arity]) -> None:
        self._tokens = tokens
        self._conftest = conftest
        self._installed: plugin_options.Installed | None = None

    @property
    def installed(self) -> plugin_options.Installed:
        if self._installed is None:
            self._installed = plugin_options.installed(self._tokens)
        return self._installed

    def __call__(self, option: str) -> plugin_options.Arity | None:
        if option in _TAKES_VALUE:
            return (1, 1)
        if option in _MAY_TAKE_VALUE:
            return (0, 1)
        if option in _FLAGS:
            return (0, 0)
        return self.installed.options.get(option, self._conftest.get(option))


def _values(rest: list[str], least: int, most: int | None) -> list[str]:
    """The values an option takes from the tokens after it, as argparse gives them: one option value whatever it
    looks like, else as many as it takes of the tokens up to the next option (``--cov src``, ``--cov -x``)."""
    if (least, most) == (1, 1):
        return [rest.pop(0)] if rest else []
    taken: list[str] = []
    while rest and (most is None or len(taken) < most) and not rest[0].startswith("-"):
        taken.append(rest.pop(0))
    return taken


def _options_in(token: str, arity: _Arity) -> list[tuple[str, str | None]]:
    """The options one ``-``-token gives, each with the value the token holds (None where it holds none: a flag, an
    option whose values follow, an unknown option)."""
    if token.startswith("--"):
        option, eq, value = token.partition("=")
        return [(option, value if eq else None)]
    if len(token) > 2 and token[2] == "=" and arity(token[:2]) not in (None, (0, 0)):  # -m=slow, as argparse splits it
        return [(token[:2], token[3:])]
    out: list[tuple[str, str | None]] = []
    for index in range(1, len(token)):  # a cluster: flags, up to one option taking the rest (or what follows) as value
        option = f"-{token[index]}"
        if arity(option) != (0, 0):  # takes values, or unknown: the rest of the token (-n4), or maybe what follows
            return [*out, (option, token[index + 1 :] or None)]
        out.append((option, None))
    return out


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
