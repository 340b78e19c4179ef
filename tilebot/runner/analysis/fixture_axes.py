"""The fixtures that parametrize a test, read with ``ast``: a ``@pytest.fixture(params=[...])`` the test uses, directly,
through another fixture, through ``usefixtures`` or as an ``autouse`` fixture, runs the test once per param, and its
ids go into the node id before those of the test's ``parametrize`` marks.

Definitions are looked up as pytest looks them up (pytest 8/9): the test's class (with what it inherits: pytest reads
the class's attributes, so a base's fixture counts unless a class before it in the MRO binds the same attribute), its
module, the conftest.py files pytest reads for its file (nearest first: ``Locator.conftests``), then the modules
conftests name in ``pytest_plugins``. The names the test uses are walked depth first from the autouse fixtures
(outermost first, by attribute name within one class or module, as pytest's ``dir()`` lists them), ``usefixtures`` and
the test's own arguments, then ordered by scope (session first); a name the test parametrizes itself is no fixture's
axis, and a fixture that overrides one of its name and asks for it can take the params of the one it overrides.

A fixture's scope only orders the axes (so the ids in the node id); where ``scope=`` is no scope the reader can
evaluate (a callable decides it at run time) and the order of the test's axes depends on it, that is a problem.

The test sees what the fixture returns, not the param: unknown to the reader unless the fixture hands the param on
(``return request.param``). An autouse fixture without params is named in a note, since the dry run does not run it;
a fixture defined nowhere the reader looks, where a ``pytest_plugins`` module it cannot read may define it, is a
problem: whether it parametrizes the test is unknown.
"""

from __future__ import annotations

import ast
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from tilebot.runner.analysis import parametrize, plugin_modules
from tilebot.runner.analysis.classes import bindings, is_fixture
from tilebot.runner.analysis.source_eval import ClassSource, Scope, Unevaluable, evaluate

# pytest's scopes, widest first: fixtures of a wider scope come first in the closure, and so do their ids
_SCOPES = ("session", "package", "module", "class", "function")
# pytest's own fixtures: none has params
BUILTIN = frozenset(
    {
        "request",
        "pytestconfig",
        "cache",
        "monkeypatch",
        "tmp_path",
        "tmp_path_factory",
        "tmpdir",
        "tmpdir_factory",
        "capsys",
        "capsysbinary",
        "capfd",
        "capfdbinary",
        "caplog",
        "recwarn",
        "record_property",
        "record_xml_attribute",
        "record_testsuite_property",
        "doctest_namespace",
        "subtests",
    }
)


@dataclass(frozen=True)
class Fixture:
    name: str
    node: ast.FunctionDef
    scope: Scope  # where its decorator's arguments are read
    where: str  # file:line
    decorator: ast.expr
    holder: str  # the module or test class pytest reads it from: autouse fixtures of one go by attribute name

    @property
    def keywords(self) -> dict[str, ast.expr]:
        call = self.decorator if isinstance(self.decorator, ast.Call) else None
        return {k.arg: k.value for k in call.keywords if k.arg} if call is not None else {}

    @property
    def argnames(self) -> tuple[str, ...]:
        return function_argnames(self.node, method=self.scope.parent is not None)

    @property
    def autouse(self) -> bool:
        value = self.keywords.get("autouse")
        return isinstance(value, ast.Constant) and value.value is True

    @property
    def value(self) -> str:
        """The source of what it returns or yields, where that is its whole body (a docstring aside); else ""."""
        body = [s for s in self.node.body if not (isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant))]
        stmt = body[0] if len(body) == 1 else None
        value = stmt.value if isinstance(stmt, ast.Return) else None
        if isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Yield):
            value = stmt.value.value
        return ast.unparse(value) if value is not None else ""


@dataclass
class Definitions:
    """The fixtures visible from one test module, in lookup order, and what the reader could not read."""

    levels: list[list[Fixture]] = field(default_factory=list)  # module, conftests nearest first, plugins
    unread_plugins: list[str] = field(default_factory=list)  # pytest_plugins entries that are no repository file
    problems: list[str] = field(default_factory=list)  # said once per test file
    unread_bases: list[str] = field(default_factory=list)  # the test class's bases that are no repository class

    def with_class(self, fixtures: list[Fixture], unread_bases: list[str]) -> Definitions:
        return Definitions([fixtures, *self.levels], self.unread_plugins, self.problems, unread_bases)

    def lookup(self, name: str) -> list[Fixture]:
        """The definitions of ``name``, nearest first (an override, then the one it overrides)."""
        return [f for level in self.levels for f in level if f.name == name]

    def autouse(self) -> list[Fixture]:
        """Autouse fixtures, outermost first (plugins, the conftests from the root down, the module, the class), by
        attribute name within one module or class: the order pytest registers them in (``dir()`` sorts)."""
        out = []
        for level in reversed(self.levels):
            holders = list(dict.fromkeys(f.holder for f in level))
            out += sorted((f for f in level if f.autouse), key=lambda f: (holders.index(f.holder), f.node.name))
        return out


@dataclass
class Axes:
    marks: list[parametrize.Mark] = field(default_factory=list)  # before the test's own marks, in id order
    through_fixture: frozenset[str] = frozenset()  # axes the test sees only as what their fixture makes
    not_run: list[str] = field(default_factory=list)  # autouse fixtures without params: "name (file:line)"
    problems: list[str] = field(default_factory=list)


def definitions(
    module: ast.Module, scope: Scope, conftests: list[Path], load: Callable[[Path], Scope], repo_root: Path, rel: str
) -> Definitions:
    """The fixtures of the test module, its conftests (nearest first) and the repository modules they name in
    ``pytest_plugins``."""
    out = Definitions()
    out.levels.append(fixtures_in(module.body, scope, rel))
    plugin_names = [(n, scope.path or repo_root) for n in plugin_modules.named(module, rel, out.problems)]
    for path in conftests:
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        where = path.relative_to(repo_root).as_posix() if path.is_relative_to(repo_root) else str(path)
        out.levels.append(fixtures_in(tree.body, load(path), where))
        plugin_names += [(n, path) for n in plugin_modules.named(tree, where, out.problems)]
    plugins: list[Fixture] = []
    for name, importer in plugin_names:
        plugin = plugin_modules.repository_file(name, importer, repo_root)
        if plugin is None:
            out.unread_plugins.append(name)
            continue
        tree = ast.parse(plugin.read_text(encoding="utf-8"), filename=str(plugin))
        plugins += fixtures_in(tree.body, load(plugin), plugin.relative_to(repo_root).as_posix())
    out.levels.append(plugins)
    return out


def fixtures_in(body: list[ast.stmt], scope: Scope, rel: str, holder: str = "") -> list[Fixture]:
    out = []
    for node in body:
        if not isinstance(node, ast.FunctionDef):
            continue
        decorator = next((d for d in node.decorator_list if is_fixture(d)), None)
        if decorator is None:
            continue
        fixture = Fixture(node.name, node, scope, f"{rel}:{node.lineno}", decorator, holder or rel)
        name = fixture.keywords.get("name")
        if isinstance(name, ast.Constant) and isinstance(name.value, str):
            fixture = Fixture(name.value, node, scope, fixture.where, decorator, fixture.holder)
        out.append(fixture)
    return out


def class_fixtures(classes: list[ClassSource], repo_root: Path) -> list[Fixture]:
    """The fixtures pytest finds on the test class of MRO ``classes``, nearest first. pytest reads the class's
    attributes, so a base's fixture counts only where no class before it in the MRO binds an attribute of the same
    name (a fixture or anything else)."""
    holder = f"{_rel(classes[0].scope, repo_root)}::{classes[0].node.name}"
    out: list[Fixture] = []
    bound: set[str] = set()
    for klass in classes:
        where = _rel(klass.scope, repo_root)
        found = fixtures_in(klass.node.body, klass.body_scope, where, holder)
        here = bindings(klass.node.body)  # a name defined twice is its last definition
        out += [f for f in found if f.node.name not in bound and here[f.node.name] is f.node]
        bound |= here.keys()
    return out


def _rel(scope: Scope, repo_root: Path) -> str:
    path = scope.path
    if path is None:
        return "?"
    return path.relative_to(repo_root).as_posix() if path.is_relative_to(repo_root) else str(path)


def function_argnames(node: ast.FunctionDef, *, method: bool) -> tuple[str, ...]:
    """The names pytest fills in for a test or fixture: its parameters without defaults (``self`` left out)."""
    args = node.args
    positional = [a.arg for a in args.posonlyargs + args.args]
    if method and positional and not any(ast.unparse(d).endswith("staticmethod") for d in node.decorator_list):
        positional = positional[1:]
    positional = positional[: len(positional) - len(args.defaults)]
    keyword = [a.arg for a, d in zip(args.kwonlyargs, args.kw_defaults, strict=True) if d is None]
    return tuple(positional + keyword)


def used_fixtures(decorators: list[ast.expr]) -> list[str]:
    """The names ``pytest.mark.usefixtures(...)`` marks ask for."""
    out = []
    for mark in decorators:
        for item in mark.elts if isinstance(mark, ast.List | ast.Tuple) else [mark]:
            if isinstance(item, ast.Call) and ast.unparse(item.func).endswith("mark.usefixtures"):
                out += [a.value for a in item.args if isinstance(a, ast.Constant) and isinstance(a.value, str)]
    return out


def axes(
    defs: Definitions, initial: list[str], parametrized: set[str], indirect: set[str], hook: parametrize.IdHook | None
) -> Axes:
    """The fixture params that parametrize a test asking for ``initial`` (``usefixtures`` then its arguments), which
    parametrizes ``parametrized`` itself (``indirect`` of them through their fixtures)."""
    out = Axes()
    closure = _closure([*dict.fromkeys([f.name for f in defs.autouse()] + initial)], defs, parametrized - indirect)
    through = {name for name in indirect if not _hands_on_param(defs.lookup(name))}
    with_params: dict[str, Fixture] = {}  # name -> the definition whose params apply, in closure order
    for name in closure:
        chain = defs.lookup(name)
        if not chain and (defs.unread_plugins or defs.unread_bases) and name not in BUILTIN | parametrized:
            out.problems.append(_undefined(name, defs))
        fixture = _with_params(chain) if name not in parametrized else None
        if fixture is not None:
            with_params[name] = fixture
    scopes = {name: _scope(defs.lookup(name)) for name in with_params}
    out.problems += _scope_problems(list(with_params), scopes, defs)
    for name in _by_scope(list(with_params), scopes):
        fixture = with_params[name]
        try:
            out.marks.append(_mark(fixture, hook))
        except Unevaluable as exc:
            out.problems.append(f"fixture {name!r} ({fixture.where}): params not readable: {exc}")
            continue
        if not _hands_on_param(defs.lookup(name)):
            through.add(name)
    out.not_run = [f"{f.name} ({f.where})" for f in defs.autouse() if "params" not in f.keywords]
    out.through_fixture = frozenset(through)
    return out


def _undefined(name: str, defs: Definitions) -> str:
    unread = [f"pytest_plugins names {', '.join(defs.unread_plugins)}"] if defs.unread_plugins else []
    if defs.unread_bases:
        unread.append(f"the test class inherits from {', '.join(defs.unread_bases)}")
    return (
        f"fixture {name!r} is defined nowhere the analyzer reads, and {'; '.join(unread)}: whether it "
        f"parametrizes the test is unknown"
    )


def _closure(initial: list[str], defs: Definitions, direct: set[str]) -> list[str]:
    """pytest's fixture closure before it orders it by scope: depth first from ``initial``, each name once, an
    override asking for its own name reaching the definition it overrides; a name the test parametrizes ``direct``
    (not ``indirect``) is no fixture, so what a fixture of that name asks for is not walked."""
    order: list[str] = []
    level: dict[str, int] = {}  # name -> the definition (nearest first) whose requests are walked now

    def visit(name: str) -> None:
        if level.get(name) == 0:  # done, or its nearest definition is being walked
            return
        if name not in level:
            order.append(name)
            level[name] = 0
        chain, index = ([] if name in direct else defs.lookup(name)), level[name]
        if index >= len(chain):
            return
        level[name] = index + 1
        for requested in chain[index].argnames:
            visit(requested)
        level[name] = index

    for name in initial:
        visit(name)
    return order


def _scope(chain: list[Fixture]) -> str | None:
    """The scope pytest gives the fixture (its nearest definition's ``scope=``, a constant or a name the module
    binds to one); None where the reader cannot tell: a callable decides it at run time, or it is no scope."""
    value = chain[0].keywords.get("scope") if chain else None
    if value is None:
        return "function"
    try:
        scope = evaluate(value, chain[0].scope)
    except Unevaluable:
        return None
    return scope if isinstance(scope, str) and scope in _SCOPES else None


def _by_scope(names: list[str], scopes: dict[str, str | None]) -> list[str]:
    """pytest's order of the closure: widest scope first, a stable sort (an unknown scope counts as function)."""
    return sorted(names, key=lambda n: _SCOPES.index(scopes[n] or "function"))


def _scope_problems(names: list[str], scopes: dict[str, str | None], defs: Definitions) -> list[str]:
    """A fixture whose scope the reader cannot tell is a problem where the order of the axes, so of the ids in the
    node id, depends on that scope; elsewhere its scope changes nothing the analysis reports."""
    unknown = [n for n in names if scopes[n] is None]
    if not unknown:
        return []
    if len(unknown) == 1:  # two or more can always swap (one session, the other function, and back)
        orders = {tuple(_by_scope(names, {**scopes, unknown[0]: scope})) for scope in _SCOPES}
        if len(orders) < 2:
            return []
    return [
        f"fixture {n!r} ({defs.lookup(n)[0].where}): scope={ast.unparse(defs.lookup(n)[0].keywords['scope'])} is no "
        f"scope the analyzer can read (a callable decides it at run time), and the order of the test's fixture axes "
        f"({', '.join(names)}) in its node ids depends on it; the node ids here take it as function scope"
        for n in unknown
    ]


def _hands_on_param(chain: list[Fixture]) -> bool:
    """The test's value is the param itself: the fixture returns ``request.param``, or an override returns the
    fixture it overrides (``def dtype(dtype): return dtype``), which does."""
    for fixture in chain:
        if fixture.value == "request.param":
            return True
        if fixture.value != fixture.name or fixture.name not in fixture.argnames:
            return False
    return False


def _with_params(chain: list[Fixture]) -> Fixture | None:
    """The definition whose params apply: the nearest, or, while one asks for the fixture it overrides, the next."""
    for fixture in chain:
        if "params" in fixture.keywords:
            return fixture
        if fixture.name not in fixture.argnames:
            return None
    return None


def _mark(fixture: Fixture, hook: parametrize.IdHook | None) -> parametrize.Mark:
    keywords = fixture.keywords
    values = evaluate(keywords["params"], fixture.scope)
    if not isinstance(values, list | tuple):
        raise Unevaluable(f"params={ast.unparse(keywords['params'])} is not a list the analyzer can read")
    name = fixture.name
    return parametrize.build_mark((name,), list(values), keywords.get("ids"), fixture.scope, hook, frozenset({name}))
