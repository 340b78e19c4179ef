"""The fixtures a dry-run configuration's test receives, made as pytest would make them: stand-ins for TileGym's
own and pytest's (none of which affects what is launched), else the repository's fixtures, from the test's class or
module, the conftest.py files pytest reads for its file (those stage A found under ``--noconftest``, ``--confcutdir``
and the config file's directory, handed over with the configuration) or the modules they name in ``pytest_plugins``, an
``indirect`` parametrization's value or a fixture's ``params=`` value handed to its fixture as ``request.param``. A
fixture that overrides one of its name and asks for it gets the next definition further out, as in pytest. Each is torn
down after the configuration, as pytest does after each test. Autouse fixtures without params are not made (stage A
notes them on the configurations). A fixture the dry run cannot make raises ``FixtureUnavailable``, which is no skip:
pytest would not skip the test for it."""

from __future__ import annotations

import importlib
import importlib.util
import inspect
import itertools
import shutil
import sys
import tempfile
import types
from collections.abc import Callable, Generator, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tilebot.runner.analysis.dryrun.runner import TestCall


class _Node:
    def __init__(self, name: str) -> None:
        self.name = name
        self.nodeid = name

    def get_closest_marker(self, name: str) -> None:
        return None


class FixtureUnavailable(Exception):
    """A fixture the configuration needs is defined nowhere the dry run looks, or its conftest.py does not import:
    pytest would not skip the test for it, and the dry run cannot tell what the test launches."""


_NO_PARAM = object()
# TileGym's own fixtures, and pytest's that its tests take: none of them affects what is launched.
STAND_INS = ("arch", "quick_run", "framework", "record_property", "request", "monkeypatch", "tmp_path")
# conftest.py path -> its module, or why it did not import; a conftest is imported once per process, as pytest does
_CONFTESTS: dict[Path, types.ModuleType | str] = {}
_conftest_names = itertools.count()


class ConfigFixtures:
    """The fixtures one configuration's test receives, made once each and torn down by ``close``."""

    def __init__(self, repo_root: Path, call: TestCall, arch: str) -> None:
        self.repo_root = repo_root.resolve()
        self.call = call
        self.arch = arch
        self.holders: list[Any] = []  # the test's class (if any) and module: searched before the conftests
        self.instance: Any = None  # the test class's instance, which a fixture defined in the class is bound to
        # (name, depth) -> value: pytest caches each definition's value, and an override asking for its own name
        # gets the definition ``depth`` steps further out (``_definition``)
        self._made: dict[tuple[str, int], Any] = {}
        self._fed: set[str] = set()  # fixtures that take a configuration's parameter as request.param
        self._making: list[str] = []  # the fixtures being made, outermost request first
        self._teardowns: list[tuple[str, Callable[[], Any]]] = []

    def arguments(self, fn: Any, is_method: bool, indirect: set[str]) -> dict[str, Any]:
        """The test's keyword arguments: an ``indirect`` parameter is what its fixture makes of the value."""
        parameters = inspect.signature(fn).parameters
        wanted = [n for n in parameters if not (is_method and n == "self")]
        self._fed = {n for n in indirect if n in self.call.params}  # another fixture may ask for one first
        # pytest makes each indirect fixture whether or not the test takes it; the test's own order first
        for name in [*(n for n in wanted if n in indirect), *sorted(indirect - set(wanted))]:
            if name in self.call.params:
                try:
                    self.value(name)
                except FixtureUnavailable as exc:
                    raise FixtureUnavailable(
                        f"the parameter {name!r}, which its fixture makes, cannot be made: {exc}"
                    ) from None
        kwargs = {}
        for name in wanted:
            if (name, 0) in self._made:
                kwargs[name] = self._made[name, 0]
            elif name in self.call.params:
                kwargs[name] = self.call.params[name]
            elif parameters[name].default is inspect.Parameter.empty:  # pytest asks no fixture for a defaulted one
                try:
                    kwargs[name] = self.value(name)
                except FixtureUnavailable as exc:
                    raise FixtureUnavailable(f"the test asks for fixture {name!r}: {exc}") from None
        return kwargs

    def value(self, name: str) -> Any:
        """A fixture by name, as a test or another fixture asks for it: a stand-in, else the repository's own (the
        definition it overrides where a fixture of that name is being made and asks for it)."""
        key = (name, self._making.count(name))
        if key not in self._made:
            if name in self._fed:
                self._made[key] = self._make(name, self.call.params[name])
            else:
                self._made[key] = self._stand_in(name) if name in STAND_INS else self._make(name, _NO_PARAM)
        return self._made[key]

    def close(self) -> list[str]:
        """Tear down what was made, last first (code after a fixture's ``yield`` included); what failed, said."""
        problems = []
        while self._teardowns:
            name, teardown = self._teardowns.pop()
            try:
                teardown()
            except Exception as exc:  # the launches are known; a teardown's failure is a note, not the result
                problems.append(f"tearing down fixture {name!r} failed: {type(exc).__name__}: {exc}")
        return problems

    def _stand_in(self, name: str) -> Any:
        if name == "monkeypatch":
            from _pytest.monkeypatch import MonkeyPatch

            patch = MonkeyPatch()
            self._teardowns.append((name, patch.undo))
            return patch
        if name == "tmp_path":
            path = Path(tempfile.mkdtemp(prefix="tilebot-dryrun-"))
            self._teardowns.append((name, lambda: shutil.rmtree(path)))
            return path
        if name == "request":
            return self._request(_NO_PARAM)
        return {
            "arch": self.arch,
            "quick_run": False,
            "framework": self.call.params.get("backend", "cutile"),
            "record_property": lambda name, value: None,
        }[name]

    def _request(self, param: Any) -> types.SimpleNamespace:
        """pytest's ``request``; a fixture an indirect parametrization feeds finds the value as ``request.param``."""
        request = types.SimpleNamespace(
            node=_Node(self.call.function),
            config=types.SimpleNamespace(getoption=lambda name, default=None: default),
            getfixturevalue=self.value,
        )
        if param is not _NO_PARAM:
            request.param = param
        return request

    def _make(self, name: str, param: Any) -> Any:
        function, where = self._definition(name)
        if inspect.iscoroutinefunction(function) or inspect.isasyncgenfunction(function):
            raise FixtureUnavailable(f"fixture {name!r} ({where}) is async, which the dry run does not run")
        self._making.append(name)
        try:
            kwargs = {}
            for arg, spec in inspect.signature(function).parameters.items():
                if spec.kind in (spec.VAR_POSITIONAL, spec.VAR_KEYWORD) or spec.default is not inspect.Parameter.empty:
                    continue  # pytest asks no fixture for these either
                if arg == "request":
                    kwargs[arg] = self._request(param)
                    continue
                try:
                    kwargs[arg] = self.value(arg)
                except FixtureUnavailable as exc:
                    raise FixtureUnavailable(
                        f"fixture {name!r} ({where}) needs one the dry run cannot make: {exc}"
                    ) from None
            if not inspect.isgeneratorfunction(function):
                return function(**kwargs)
            made: Generator[Any, None, None] = function(**kwargs)
            try:
                value = next(made)
            except StopIteration:
                raise RuntimeError(f"fixture {name!r} ({where}) did not yield a value") from None
            self._teardowns.append((name, lambda: _finish(made, name)))
            return value
        finally:
            self._making.pop()

    def _definition(self, name: str) -> tuple[Callable[..., Any], str]:
        """The definition of fixture ``name`` pytest would run for this request: the nearest, or, where definitions
        of that name are being made (an override asking for the fixture it overrides), the next one further out."""
        depth = self._making.count(name)
        found = next(itertools.islice(self._definitions(name), depth, None), None)
        if found is not None:
            return found
        if depth:
            raise FixtureUnavailable(
                f"fixture {name!r} is asked for while it is being made ({' -> '.join([*self._making, name])}), and "
                f"no definition of {name!r} is further out for it to override (pytest: a recursive dependency)"
            )
        searched = ", ".join(self.call.conftests) or "no conftest.py pytest reads for the file"
        raise FixtureUnavailable(
            f"fixture {name!r} is defined neither in the test's class or module, nor in the conftest.py files pytest "
            f"would use ({searched}), nor in the modules they name in pytest_plugins"
        )

    def _definitions(self, name: str) -> Iterator[tuple[Callable[..., Any], str]]:
        """The definitions of fixture ``name`` in the order pytest looks them up: the test's class, its module, the
        conftest.py files pytest reads for the file (nearest first), then the modules they name in
        ``pytest_plugins``. A conftest is imported only once the search reaches it."""
        for holder in self.holders:
            function = _defined_in(holder, name)
            if function is not None:
                where = f"the test class {holder.__name__}" if isinstance(holder, type) else "the test module"
                yield (function.__get__(self.instance) if isinstance(holder, type) else function), where
        modules = []
        for rel in self.call.conftests:
            modules.append(self._conftest_module(rel))
            function = _defined_in(modules[-1], name)
            if function is not None:
                yield function, rel
        for plugin_name in [n for m in [*self.holders[-1:], *modules] for n in _plugin_names(m)]:
            function = _defined_in(_plugin_module(plugin_name), name)
            if function is not None:
                yield function, f"the plugin {plugin_name}"

    def _conftest_module(self, rel: str) -> types.ModuleType:
        path = self.repo_root / rel
        if path not in _CONFTESTS:
            try:
                _CONFTESTS[path] = _import_conftest(path)
            except Exception as exc:  # the target's conftest is the target's code; why it failed is the reason
                _CONFTESTS[path] = f"{type(exc).__name__}: {exc}"
        loaded = _CONFTESTS[path]
        if isinstance(loaded, str):
            raise FixtureUnavailable(f"{rel} does not import under the dry run ({loaded})")
        return loaded


def _plugin_names(module: Any) -> list[str]:
    """The modules a test module or conftest names in ``pytest_plugins``: fixtures pytest looks up after the
    conftests'."""
    names = getattr(module, "pytest_plugins", ())
    return [names] if isinstance(names, str) else [n for n in names if isinstance(n, str)]


def _plugin_module(name: str) -> types.ModuleType:
    try:
        return importlib.import_module(name)
    except Exception as exc:  # the target's plugin is the target's code; why it failed is the reason
        raise FixtureUnavailable(f"the plugin {name} does not import under the dry run ({exc})") from None


def _finish(made: Generator[Any, None, None], name: str) -> None:
    """A yield fixture's teardown: the code after its ``yield`` runs, as pytest runs it."""
    try:
        next(made)
    except StopIteration:
        return
    made.close()
    raise RuntimeError(f"fixture {name!r} yielded more than once")


def _fixture_function(value: Any) -> tuple[str, Callable[..., Any]] | None:
    """(fixture name, the function it runs) of a ``@pytest.fixture``, across pytest's two representations."""
    definition = getattr(importlib.import_module("_pytest.fixtures"), "FixtureFunctionDefinition", None)  # >= 8.4
    if definition is not None and isinstance(value, definition):
        return value.name, value._get_wrapped_function()
    if inspect.isfunction(value) and hasattr(value, "_pytestfixturefunction"):  # pytest < 8.4: a marked wrapper
        original = value.__pytest_wrapped__.obj  # type: ignore[attr-defined]
        return value._pytestfixturefunction.name or original.__name__, original
    return None


def _defined_in(holder: Any, name: str) -> Callable[..., Any] | None:
    """The function of fixture ``name`` defined in a module or class. pytest reads a class's attributes: a base's
    fixture counts unless a class nearer in the MRO binds the same attribute (to anything)."""
    if isinstance(holder, type):
        attributes = dict.fromkeys(a for k in holder.__mro__[:-1] for a in vars(k))
        values = [inspect.getattr_static(holder, a) for a in attributes]
    else:
        values = list(vars(holder).values())
    for value in values:
        found = _fixture_function(value)
        if found is not None and found[0] == name:
            return found[1]
    return None


def fed_to_fixtures(params: dict[str, Any], *holders: Any) -> set[str]:
    """The configuration's parameters that reach the test through a fixture, as ``request.param``: those the
    ``parametrize`` marks on the test function, its class and its module hand to fixtures (``indirect``), and those
    no mark names, which a fixture's ``params=`` gave."""
    indirect: set[str] = set()
    parametrized: set[str] = set()
    for holder in holders:
        for raw in _marks_on(holder):
            mark: Any = getattr(raw, "mark", raw)  # a MarkDecorator assigned to pytestmark directly
            if getattr(mark, "name", None) != "parametrize":
                continue
            args, kwargs = mark.args, mark.kwargs
            argnames = args[0] if args else kwargs.get("argnames", ())
            if isinstance(argnames, str):
                argnames = [a.strip() for a in argnames.split(",") if a.strip()]
            parametrized.update(argnames)
            fed = args[2] if len(args) > 2 else kwargs.get("indirect", False)
            if fed is True:
                indirect.update(argnames)
            elif isinstance(fed, list | tuple):
                indirect.update(fed)
    return indirect | (set(params) - parametrized)


def _marks_on(holder: Any) -> list[Any]:
    """The marks on a function, a module, or a class and its bases (the bases' first), as pytest collects them."""
    if holder is None:
        return []
    if isinstance(holder, type):  # store_mark keeps a class's own marks in its __dict__
        stored = [vars(k).get("pytestmark", []) for k in reversed(holder.__mro__)]
    else:
        stored = [getattr(holder, "pytestmark", [])]
    return [m for marks in stored for m in (marks if isinstance(marks, list) else [marks])]


def module_name(path: Path) -> tuple[Path, str]:
    """pytest's default import name: the dotted path from the first directory without ``__init__.py``."""
    parts = [path.stem]
    base = path.parent
    while (base / "__init__.py").is_file():
        parts.insert(0, base.name)
        base = base.parent
    return base, ".".join(parts)


def _import_conftest(path: Path) -> types.ModuleType:
    """A conftest.py as pytest imports it: by its dotted name inside a package; a bare one under a name of its
    own, since several directories may each have one called ``conftest``."""
    base, dotted = module_name(path)
    if str(base) not in sys.path:
        sys.path.insert(0, str(base))
    if "." in dotted:
        return importlib.import_module(dotted)
    name = f"_tilebot_conftest_{next(_conftest_names)}"
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        raise ImportError(f"cannot load {path}")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    try:
        spec.loader.exec_module(module)
    except BaseException:
        del sys.modules[name]
        raise
    return module
