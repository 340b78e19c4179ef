"""An op's test files and their configurations, read with ``ast`` from the target repository.

Test files of op ``X`` (files pytest collects, by the repository's ``python_files``,
``testpaths``, ``norecursedirs`` and ignored paths: ``pytest_config``): ``<tests_dir>/**/test_X.py``
first, then any other test file under ``<tests_dir>`` that imports the op's module or calls one
of the dispatch names it registers (``tilegym.ops.<name>``). Each test function (module level or
in a ``Test*`` class, with the methods the class inherits and the marks of every class of its MRO:
``classes``; in a test class nested in one; imported into the module, or bound to another name
there, as pytest 9 collects it) is expanded into configurations with pinned node ids
(``parametrize``, and the ``params=`` of the fixtures it uses: ``fixture_axes``; a
``parametrize`` pytest 9 refuses, one given ``indirect`` by position, fails the whole module);
configurations for other backends are counted and left out, because the cuTile Python
run is the reference. One that ``-m``, ``-k`` or ``--deselect`` in ``addopts`` deselects
(``selection``, over the marks ``item_marks`` reads) is kept with the reason, to be recorded
skipped: pytest deselects it even when named by node id, so a later stage could never run
it; so is one a ``skip`` mark keeps from ever running (on the parameter set, the function,
its class or a ``pytestmark``; a mark a helper module of the repository binds is read there), with pytest's reason:
neither is dry-run, votes on the tolerance or is pinned for later stages. A ``skipif`` the reader cannot decide (a
condition of the machine's, a string, a name not bound once to a constant before the mark reads it, or one of a
module that may write any of its names: ``globals()``, ``sys.modules[__name__]``, ...), or a mark it cannot read (a
name bound where it cannot tell which binding holds, or to what it cannot evaluate), keeps its configuration, with a
note that pytest may skip it there. Each configuration gets the tolerance its
comparison uses, read with the values the test receives: a parameter ``indirect`` hands
to a fixture, or a fixture's param, is unknown to the reader, since the test sees what the
fixture makes of it, unless the fixture hands on ``request.param`` itself.
"""

from __future__ import annotations

import ast
import functools
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from tilebot.runner.analysis import classes, fixture_axes, item_marks, parametrize, pytest_config, selection, tolerances
from tilebot.runner.analysis.source_eval import (
    ClassSource,
    FunctionSource,
    MarkCall,
    ModuleRef,
    Opaque,
    ParametrizeCall,
    Scope,
    ScopeRef,
    Unevaluable,
    class_source,
    evaluate,
    imported_name,
    module_scope,
)

BACKEND_PARAMS = ("backend", "framework")
REFERENCE_BACKEND = "cutile"


@dataclass
class FoundConfig:
    node_id: str
    file: str  # repo-relative
    cls: str | None
    function: str
    kind: str  # correctness | perf
    params: dict[str, Any]
    marks: tuple[str, ...]
    dtype: str | None
    tolerance: tolerances.Found | None
    function_node: ast.FunctionDef | None = field(default=None, repr=False)
    scope: Scope | None = field(default=None, repr=False)
    # parameters the test sees only as what a fixture makes of them (``indirect=``, a fixture's ``params=``)
    indirect: frozenset[str] = frozenset()
    note: str = ""  # what the dry run leaves out (autouse fixtures)
    deselected: str = ""  # why pytest deselects it even when named by node id (addopts' -m, -k, --deselect)
    skipped: str = ""  # why pytest skips it on every machine (a skip mark), where it does not deselect it
    may_skip: str = ""  # a skipif on a condition the reader cannot decide (the machine's): pytest may skip it there

    @property
    def not_run(self) -> str:
        """Why pytest never runs it, named by node id or not ("" where it may)."""
        return self.deselected or self.skipped

    def retolerate(self, dtype: str) -> None:
        """Redo the tolerance once the dtype is known from the dry run (tests with no dtype parameter)."""
        if self.function_node is not None and self.scope is not None:
            self.dtype = dtype
            seen = as_the_test_sees(self.params, self.indirect)
            self.tolerance = tolerances.for_config(self.function_node, self.scope, seen, self.file, dtype)

    @property
    def test(self) -> str:
        return f"{self.cls}::{self.function}" if self.cls else self.function


@dataclass
class FoundFile:
    path: str
    relation: str  # "primary" or why the file was attributed to the op
    configs: list[FoundConfig] = field(default_factory=list)
    other_backends: dict[str, int] = field(default_factory=dict)  # backend -> configurations left out
    conditional: dict[str, list[str]] = field(default_factory=dict)  # name -> machine-dependent updates
    problems: list[str] = field(default_factory=list)
    id_hook: str = ""  # the conftest whose pytest_make_parametrize_id shaped the ids
    # the conftest.py files pytest reads for the file, repo-relative, nearest first: those the dry run imports
    conftests: tuple[str, ...] = ()

    @property
    def skipped_by_mark(self) -> list[str]:
        """The node ids a skip mark keeps from running."""
        return [c.node_id for c in self.configs if c.skipped]


@dataclass(frozen=True)
class UnreadableModule(Opaque):
    """A module of the repository Python cannot import (it does not parse, is not UTF-8, cannot be read)."""


class ScopeLoader:
    """Module scopes of repository files, shared between the files that import each other."""

    def __init__(self, repo_root: Path) -> None:
        self.repo_root = repo_root.resolve()
        self.settings = pytest_config.Locator(self.repo_root)  # the pytest settings of each test file
        self._cache: dict[Path, Scope] = {}
        self._trees: dict[Path, ast.Module] = {}
        self._loading: set[Path] = set()

    def scope(self, path: Path) -> Scope:
        path = path.resolve()
        if path in self._cache:
            return self._cache[path]
        if path in self._loading:
            return Scope(path=path)  # an import cycle: the partial module is empty
        self._loading.add(path)
        try:
            tree = self.tree(path)
            scope = module_scope(path, tree, self.resolve)
        finally:
            self._loading.discard(path)
        self._cache[path] = scope
        return scope

    def tree(self, path: Path) -> ast.Module:
        """The module's syntax tree, the one its scope's functions and classes are statements of."""
        path = path.resolve()
        if path not in self._trees:
            self._trees[path] = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        return self._trees[path]

    def resolve(self, module: str, level: int, importer: Path, name: str) -> Any:
        """The value ``from <module> import <name>`` binds, when that module is of the repository (None where it is
        not); where ``module`` is empty and ``level`` 0, what ``import <name>`` binds (``_import``)."""
        if not module and not level:
            return self._import(importer, name)
        parts = module.split(".") if module else []
        if level:
            package = importer.resolve().parent
            for _ in range(level - 1):
                package = package.parent
            if not package.is_relative_to(self.repo_root):
                return None
            found, paths = self._package(package)
        else:
            found, paths = self._find(self._import_bases(importer), parts.pop(0))
        for part in parts:  # `from a.b import c`: a, then a.b looked for in a's __path__
            if not isinstance(found, ScopeRef):
                break
            found, paths = self._find(paths, part)
        return self._from(found, paths, name)

    def _from(self, module: Any, paths: list[Path], name: str) -> Any:
        """What ``from <module> import <name>`` binds, ``paths`` the module's ``__path__``: the module's own binding
        of ``name``, else its submodule ``name`` (Python's ``_handle_fromlist``)."""
        if not isinstance(module, ScopeRef):
            return module
        own = imported_name(module.scope, name)
        return own if own is not None or not paths else self._find(paths, name)[0]

    def _import(self, importer: Path, dotted: str) -> Any:
        """What ``import <dotted>`` in ``importer`` binds: its top module (``a`` for ``import a.b.c``), with each
        submodule on the way bound as its parent's attribute (``_with_submodules``); what says the reader cannot
        read it where it is a module of the repository off the import path it models (``_unfound``)."""
        top, *rest = dotted.split(".")
        found, paths = self._find(self._import_bases(importer), top)
        if found is None:
            return self._unfound(importer, top)
        return self._with_submodules(found, paths, rest)

    def _with_submodules(self, package: Any, paths: list[Path], names: list[str]) -> Any:
        """``package`` (its ``__path__`` ``paths``) as ``import <package>.<names>`` leaves it: the submodule
        ``names[0]`` its attribute (``_attribute``), and so on down ``names``."""
        if not names or not isinstance(package, ScopeRef):
            return package
        own = imported_name(package.scope, names[0])
        submodule, sub_paths = self._find(paths, names[0])
        child = self._attribute(names[0], own, submodule)
        deeper = self._with_submodules(child, sub_paths, names[1:])
        if child is None or deeper is own:  # none to bind (Python's import fails), or the package's binding stays
            return package
        return ScopeRef(replace(package.scope, names={**package.scope.names, names[0]: deeper}))

    def _attribute(self, name: str, own: Any, submodule: Any) -> Any:
        """The package's attribute ``name`` once ``import <package>.<name>`` has run: the submodule, which Python binds
        there after loading it, over the package's own binding (``own``) unless the package's import had loaded it
        already (``from . import marks`` then ``marks = ...``); where the package binds the name to something else,
        which of the two holds the reader does not tell."""
        if own is None or submodule is None or _same_module(own, submodule):
            return own if submodule is None else submodule
        return Opaque(f"`{name}`: the package's own binding, or its submodule where the package did not load it")

    def _find(self, locations: list[Path], name: str) -> tuple[Any, list[Path]]:
        """The module ``name`` as Python's path finder takes it from ``locations`` (``sys.path``, or a package's
        ``__path__``), with the module's own ``__path__``: the first regular package (``__init__.py``) or module
        (``<name>.py``) in any location, else a namespace package of every directory ``name`` there (no names of its
        own); ``(None, [])`` where there is none."""
        portions = []
        for location in locations:
            path = location / name
            if (path / "__init__.py").is_file():
                return self._package(path)
            if (location / f"{name}.py").is_file():
                return self._read(location / f"{name}.py"), []
            portions += [path] if path.is_dir() else []
        return (_namespace(portions[0]) if portions else None), portions

    def _package(self, directory: Path) -> tuple[Any, list[Path]]:
        """The package at ``directory`` (a regular one, or a namespace one without ``__init__.py``), with its
        ``__path__``."""
        source = directory / "__init__.py"
        return (self._read(source) if source.is_file() else _namespace(directory)), [directory]

    def _read(self, source: Path) -> ScopeRef | UnreadableModule:
        """The module in ``source``, read; what says why not where Python cannot import it either (it does not
        parse, is not UTF-8, cannot be read): pytest fails to collect a test file importing it."""
        try:
            self.tree(source)
        except (OSError, SyntaxError, ValueError) as exc:  # ValueError: UnicodeDecodeError, null bytes
            rel = _rel(source, self.repo_root)
            return UnreadableModule(f"the module {rel}, which Python cannot import ({type(exc).__name__}: {exc})")
        return ScopeRef(self.scope(source))

    def _unfound(self, importer: Path, top: str) -> Opaque | None:
        """What ``import <top>`` binds where none of the directories ``_import_bases`` names holds it: where a
        directory above ``importer`` in the repository does (pytest may put it on ``sys.path``: a conftest's, one of
        another test file's), a module of the repository the reader does not read, which a mark may come from; else
        None (a module outside the repository)."""
        for directory in importer.resolve().parents:
            if not directory.is_relative_to(self.repo_root):
                break
            if (directory / top).is_dir() or (directory / f"{top}.py").is_file():
                rel = _rel(directory / top, self.repo_root)
                return Opaque(f"`{top}` may be the repository's {rel}, off the import path the reader models")
        return None

    def _import_bases(self, importer: Path) -> list[Path]:
        """Where an absolute import in ``importer`` looks for a module of the repository, in ``sys.path``'s order:
        the directory pytest's default import mode (prepend) puts first for the file as it collects it, the first one
        up from its own without an ``__init__.py`` (a sibling helper module of a test file outside a package), then
        the ``pythonpath`` directories of its settings (put first earlier, as pytest starts), then the repository
        root (the directory ``python -m pytest`` runs in)."""
        base = importer.resolve().parent
        while (base / "__init__.py").is_file() and base != self.repo_root:
            base = base.parent
        bases = [base, *self.settings.for_file(importer).pythonpath, self.repo_root]
        return list(dict.fromkeys(b for b in bases if b.is_relative_to(self.repo_root)))


def _same_module(a: Any, b: Any) -> bool:
    return (
        isinstance(a, ScopeRef)
        and isinstance(b, ScopeRef)
        and a.scope.path is not None
        and a.scope.path == b.scope.path
    )


def _namespace(directory: Path) -> ScopeRef:
    """A namespace package (no names of its own), known by its first portion ``directory``: one module object, so the
    submodules each ``import ns.x`` binds on it add up (``source_eval._imported_module``)."""
    return ScopeRef(Scope(path=directory))


def find_test_files(
    repo_root: Path,
    tests_dir: str,
    op: str,
    op_module: str,
    registered: list[str],
    locator: pytest_config.Locator | None = None,
) -> list[FoundFile]:
    """The op's test files: those pytest collects (``pytest_config``: ``python_files``, ``testpaths``, ignored
    paths) named for the op (``test_X.py`` under the default patterns: a pattern's ``*`` read as the op's name)
    first, then the others that relate to the op."""
    root = repo_root / tests_dir
    if not root.is_dir():
        return []
    locator = locator or pytest_config.Locator(repo_root)
    candidates = [p for p in sorted(root.rglob("*.py")) if locator.collects(p)]
    primary = [p for p in candidates if p.name in _named_for(op, locator.for_file(p))]
    found = [FoundFile(_rel(p, repo_root), "primary") for p in primary]
    for path in candidates:
        if path in primary:
            continue
        why = _relation(path, op_module, registered)
        if why:
            found.append(FoundFile(_rel(path, repo_root), why))
    return found


def _named_for(op: str, settings: pytest_config.Settings) -> set[str]:
    """The file names of ``python_files`` patterns with one ``*`` (and no other glob) taken as ``op``."""
    return {
        p.replace("*", op)
        for p in settings.files
        if "/" not in p and p.count("*") == 1 and not any(c in p for c in "?[")
    }


def _relation(path: Path, op_module: str, registered: list[str]) -> str:
    try:
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    except SyntaxError:
        return ""
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            imported = [node.module, *(f"{node.module}.{a.name}" for a in node.names)]
            hit = next((m for m in imported if m == op_module or m.startswith(op_module + ".")), None)
            if hit:
                return f"imports {hit}"
        if isinstance(node, ast.Attribute):
            text = ast.unparse(node)
            if text.startswith(op_module + "."):
                return f"calls {text}"
            if node.attr in registered and text.endswith(f"ops.{node.attr}"):
                return f"calls {text}, a name {op_module} registers"
    return ""


def read_configs(repo_root: Path, found: FoundFile, loader: ScopeLoader) -> None:
    """Fill ``found`` with the file's cuTile configurations (or the problems that stopped it)."""
    path = repo_root / found.path
    tree = loader.tree(path)
    scope = loader.scope(path)
    found.problems.extend(loader.settings.problems(path))
    found.problems.extend(
        f"pytest fails to collect the module: it imports {m.what}" for m in _unreadable_imports(scope)
    )
    collected, problem = classes.module_collected(tree.body, scope)
    found.problems.extend([f"module: {problem}"] if problem else [])
    if not collected:
        return
    found.conditional.update(scope.conditional)
    conftests = loader.settings.conftests(path)
    found.conftests = tuple(_rel(c, repo_root) for c in conftests)
    hook, hook_path = parametrize.load_id_hook(conftests)
    found.id_hook = _rel(Path(hook_path), repo_root) if hook_path else ""
    try:
        _read_tests(path, found, loader, conftests, hook)
    except parametrize.Refused as exc:  # the module's collection fails: pytest runs none of its tests
        found.configs.clear()
        found.other_backends.clear()
        found.problems.append(f"pytest fails to collect the module: {exc}")


def _unreadable_imports(scope: Scope) -> list[UnreadableModule]:
    """The modules Python cannot import that ``scope``'s module imports, itself or through the repository's modules it
    imports (import errors a ``try`` guards included: the reader does not tell which exceptions it catches)."""
    found: dict[UnreadableModule, None] = {}
    seen: set[int] = set()
    pending = [scope]
    while pending:
        current = pending.pop()
        if id(current) in seen:
            continue
        seen.add(id(current))
        for value in current.names.values():
            if isinstance(value, UnreadableModule):
                found[value] = None
            elif isinstance(value, ScopeRef):
                pending.append(value.scope)
    return list(found)


def _read_tests(
    path: Path, found: FoundFile, loader: ScopeLoader, conftests: list[Path], hook: parametrize.IdHook | None
) -> None:
    tree, scope, settings = loader.tree(path), loader.scope(path), loader.settings.for_file(path)
    try:
        module_marks = _pytestmark(tree.body, scope, hook, found)
    except Unevaluable as exc:
        found.problems.append(f"module pytestmark not readable: {exc}")
        return
    defs = fixture_axes.definitions(tree, scope, conftests, loader.scope, loader.repo_root, found.path)
    found.problems.extend(defs.problems)
    module_items = _pytestmark_items(tree.body)
    # the marks -m and -k in addopts look at, read only where they are in effect
    tags = None
    if settings.selection:
        tags = item_marks.of_pytestmark(scope, "the module") + item_marks.of_hooks(conftests, loader.repo_root)
    skips = _skip_marks(module_items, scope)
    module = _Outer(module_marks, skips, fixture_axes.used_fixtures(module_items), defs, tags)
    reader = _Reader(hook, found, loader.repo_root, settings, scope)
    found.problems.extend(f"whether pytest collects it is unknown: {s}" for s in classes.unread_switches(tree.body))
    # pytest's order: the module's __dict__ (a name bound twice keeps its first place and its last value)
    for name, node in classes.bindings(tree.body).items():
        if isinstance(node, ast.FunctionDef):
            reader.module_function(FunctionSource(node, scope), name, module)
        elif isinstance(node, ast.ClassDef):
            reader.test_class(_class(node, scope), name, module)
        elif isinstance(node, ast.ImportFrom) and settings.imported:
            reader.imported(name, node, scope.names.get(name), module)
        elif isinstance(node, ast.Assign | ast.AnnAssign):
            reader.alias(name, scope.names.get(name), module)


@dataclass(frozen=True)
class _Reader:
    """What reading one test file's test classes and functions shares."""

    hook: parametrize.IdHook | None
    found: FoundFile
    root: Path
    settings: pytest_config.Settings
    module: Scope  # the test module's

    def imported(self, name: str, stmt: ast.ImportFrom, value: Any, module: _Outer) -> None:
        """A test class or function imported into the module: pytest 9 collects it there (``collect_imported_tests``
        is true by default) under the name it is bound to; one of the repository the reader cannot read may be
        a test (a third-party name is taken for none)."""
        if name == "*" and _from_repository(stmt, self.root):
            self.found.problems.append(
                f"`{ast.unparse(stmt)}`: the test classes and functions a star import brings, which pytest collects, "
                "are not read"
            )
        elif isinstance(value, ClassSource):
            self.test_class(value, name, module)
        elif isinstance(value, FunctionSource):
            self.module_function(value, name, module)
        elif (
            (self.settings.is_test_class(name) or self.settings.is_test_function(name))
            and not isinstance(value, ClassSource | FunctionSource | ScopeRef | ModuleRef | ParametrizeCall)
            and _from_repository(stmt, self.root)
        ):
            self.found.problems.append(
                f"{name}: imported from a module the analyzer cannot read; pytest collects it where it is a test "
                "class or function"
            )

    def alias(self, name: str, value: Any, module: _Outer) -> None:
        """A name the module binds to a class or function (``TestAlias = Base``): pytest collects it under that name;
        one of another module only where ``collect_imported_tests`` is on."""
        here = isinstance(value, ClassSource | FunctionSource) and value.scope.path == self.module.path
        if isinstance(value, ClassSource | FunctionSource) and (self.settings.imported or here):
            if isinstance(value, ClassSource):
                self.test_class(value, name, module)
            else:
                self.module_function(value, name, module)

    def module_function(self, function: FunctionSource, name: str, module: _Outer) -> None:
        if classes.function_collected(function, name, self.settings, self.module):
            self.function(function.node, name, None, function.scope, module)

    def test_class(self, cls: ClassSource, name: str, outer: _Outer, within: str = "") -> None:
        """The configurations of a test class: its own test methods and those it inherits, with the marks of every
        class of its MRO, and those of its nested test classes; ``within`` is the enclosing classes' node path."""
        path = f"{within}::{name}" if within else name
        mro, unread = classes.mro(cls)
        collected, problem = classes.collected(mro, name, self.settings, self.module)
        if problem:
            self.found.problems.append(f"{path}: {problem}")
        if not collected:
            return
        if unread:
            self.found.problems.append(
                f"{path} inherits from {', '.join(unread)}, which the analyzer cannot read: the test methods and "
                f"marks it may give {name} are unknown"
            )
        scopes = {klass: klass.body_scope for klass in mro}
        dotted = path.replace("::", ".")
        self.found.conditional.update({f"{dotted}.{k}": v for k, v in scopes[mro[0]].conditional.items()})
        try:
            marks, skip, uses = _class_marks(mro, scopes, self.hook, self.found)
        except Unevaluable as exc:
            self.found.problems.append(f"{path}: class-level parametrize not readable: {exc}")
            return
        # a nested class's marks come before its enclosing class's, as pytest walks the node chain outward
        in_class = _Outer(
            marks + outer.marks,
            skip + outer.skip,  # nearest first, as pytest looks for one
            uses + outer.uses,
            outer.defs.with_class(fixture_axes.class_fixtures(mro, self.root), outer.defs.unread_bases + unread),
            None if outer.tags is None else outer.tags + self._class_tags(mro, unread),
        )
        for klass in mro:
            self.found.problems.extend(
                f"{path}: whether pytest collects it is unknown: {s}" for s in classes.unread_switches(klass.node.body)
            )
        for member, value in classes.members(mro, self.settings):
            if isinstance(value, FunctionSource):
                self.function(value.node, member, path, value.scope, in_class)
            else:  # a nested class, its bases as bound in the body of the class that defines it
                self.test_class(value, member, in_class, path)

    def function(self, node: ast.FunctionDef, name: str, cls: str | None, scope: Scope, outer: _Outer) -> None:
        judge = None if outer.tags is None else self._judge(node, scope, outer.tags)
        _function(node, name, cls, scope, outer, self.hook, self.found, judge)

    def _class_tags(self, mro: list[ClassSource], unread_bases: list[str]) -> item_marks.Found:
        """The marks a test class gives its tests: each class of its MRO's ``pytestmark`` and decorators."""
        out = item_marks.Found(unread=tuple(f"its base {b} may give it marks" for b in unread_bases))
        for klass in mro:
            out += item_marks.of_pytestmark(klass.body_scope, f"class {klass.node.name}")
            out += item_marks.of_decorators(klass.node.decorator_list, klass.scope)
            out += _set_later(klass.node, klass.scope, self.module)
        return out

    def _judge(self, node: ast.FunctionDef, scope: Scope, tags: item_marks.Found) -> _Judge:
        """What addopts' -m, -k and --deselect make of each configuration of the test function ``node``."""
        own = tags + item_marks.of_decorators(node.decorator_list, scope) + _set_later(node, scope, self.module)
        # pytest's -k matches the attributes set on the test function, but for private ones and its marks' store
        attributes = _attributes_set(node, scope, self.module)
        keywords = frozenset(a for a in attributes if not a.startswith("_") and a != "pytestmark")

        def judge(node_id: str, param_marks: tuple[str, ...]) -> tuple[str, str]:
            found = own + item_marks.of_param_set(param_marks, scope)
            item = selection.ItemFacts(node_id, found.marks, keywords, tuple(dict.fromkeys(found.unread)))
            return self.settings.selection.verdict(item)

        return judge


# node id, its parameter set's marks -> why pytest deselects it, why the reader cannot tell
_Judge = Callable[[str, tuple[str, ...]], tuple[str, str]]


def _attributes_set(node: ast.stmt, *scopes: Scope) -> set[str]:
    """The names of the attributes the scopes, and those around them, set on the function or class of ``node``."""
    return {name for scope in scopes for s in classes.outward(scope) for name in s.attributes.get(node, ())}


def _set_later(node: ast.FunctionDef | ast.ClassDef, *scopes: Scope) -> item_marks.Found:
    """``x.pytestmark = ...`` after the definition: marks the reader does not read."""
    if "pytestmark" not in _attributes_set(node, *scopes):
        return item_marks.Found()
    return item_marks.Found(
        unread=(f"{node.name}.pytestmark is set after its definition, which the reader does not read",)
    )


def _from_repository(stmt: ast.ImportFrom, root: Path) -> bool:
    """Whether ``stmt`` imports from the repository: a relative import, or a package or module at its root."""
    top = (stmt.module or "").split(".")[0]
    return bool(stmt.level) or (root / top).is_dir() or (root / f"{top}.py").is_file()


def _class_marks(
    mro: list[ClassSource], scopes: dict[ClassSource, Scope], hook: parametrize.IdHook | None, found: FoundFile
) -> tuple[list[parametrize.Mark], list[_Skip], list[str]]:
    """The parametrize marks, skip marks and ``usefixtures`` names of a test class, in pytest's order: each class's
    ``pytestmark`` (its body's, then its decorators, innermost first), the bases' before the subclass's."""
    marks: list[parametrize.Mark] = []
    skip: list[_Skip] = []
    uses: list[str] = []
    for klass in reversed(mro):
        body, decorators = _pytestmark_items(klass.node.body), list(reversed(klass.node.decorator_list))
        label = klass.node.name
        marks += _marks_of(body, scopes[klass], hook, found, label, strict=True)
        marks += _marks_of(decorators, klass.scope, hook, found, label, strict=True)  # they run where the class does
        skip += _skip_marks(body, scopes[klass]) + _skip_marks(decorators, klass.scope)
        uses += fixture_axes.used_fixtures(body + decorators)
    return marks, skip, uses


def _class(node: ast.ClassDef, scope: Scope) -> ClassSource:
    """The class a module-level class statement made, its bases as they were bound when it ran."""
    bound = scope.names.get(node.name)
    return bound if isinstance(bound, ClassSource) and bound.node is node else class_source(node, scope)


@dataclass(frozen=True)
class _Outer:
    """What a test function takes from its class and module."""

    marks: list[parametrize.Mark]  # their parametrize marks
    skip: list[_Skip]  # their skip marks, the nearest class's first, the module's last
    uses: list[str]  # the fixtures their ``usefixtures`` marks ask for
    defs: fixture_axes.Definitions  # the fixtures visible to their tests
    tags: item_marks.Found | None = None  # their marks, for addopts' -m and -k (None: neither is in effect)


def _function(
    node: ast.FunctionDef,
    name: str,
    cls: str | None,
    scope: Scope,
    outer: _Outer,
    hook: parametrize.IdHook | None,
    found: FoundFile,
    judge: _Judge | None = None,
) -> None:
    label = f"{cls}::{name}" if cls else name
    try:
        own = _marks_of(list(reversed(node.decorator_list)), scope, hook, found, label, strict=True)
        marks = own + outer.marks
        parametrized = {name for m in marks for name in m.argnames}
        # pytest asks for ``usefixtures`` names from the test outward: its own marks (innermost first), then its
        # class's, then its module's
        uses = fixture_axes.used_fixtures(list(reversed(node.decorator_list))) + outer.uses
        requested = [*uses, *fixture_axes.function_argnames(node, method=cls is not None)]
        indirect = {name for m in marks for name in m.indirect}
        fixtures = fixture_axes.axes(outer.defs, requested, parametrized, indirect, hook)
        expansion = parametrize.expand(fixtures.marks + marks)
    except Unevaluable as exc:
        found.problems.append(f"{label}: parametrize not readable: {exc}")
        return
    found.problems.extend(f"{label}: {p}" for p in fixtures.problems)
    kind = "perf" if "perf" in name else "correctness"
    prefix = f"{found.path}::{cls}::{name}" if cls else f"{found.path}::{name}"
    # pytest looks for a skip mark from the test outward: its own (innermost first), its parameter set's, then its
    # classes' and module's
    own_skips = _skip_marks(list(reversed(node.decorator_list)), scope)
    through = fixtures.through_fixture
    note = f"autouse fixtures the dry run does not run: {', '.join(fixtures.not_run)}" if fixtures.not_run else ""
    unknown: dict[str, list[str]] = {}  # why the reader cannot tell whether pytest deselects them -> node ids
    for params, ident, marks_of_set in expansion.configs or [({}, "", ())]:
        backend = next((params[p] for p in BACKEND_PARAMS if p in params), None)
        if backend is not None and backend != REFERENCE_BACKEND:
            found.other_backends[str(backend)] = found.other_backends.get(str(backend), 0) + 1
            continue
        node_id = f"{prefix}[{ident}]" if ident else prefix
        deselected, why = judge(node_id, marks_of_set) if judge else ("", "")
        set_skips = _skip_marks(_parsed_marks(marks_of_set, node.lineno), scope)
        skips = [*own_skips, *set_skips, *outer.skip]
        skipped = "" if deselected else _skip_reason(skips)
        may_skip = "" if deselected or skipped else _may_skip(skips)
        if why and not skipped:
            unknown.setdefault(why, []).append(node_id)
        seen = as_the_test_sees(params, through)
        dtype = tolerances.dtype_of(seen)
        tol = tolerances.for_config(node, scope, seen, found.path, dtype)
        found.configs.append(
            FoundConfig(
                node_id,
                found.path,
                cls,
                name,
                kind,
                params,
                marks_of_set,
                dtype,
                tol,
                node,
                scope,
                through,
                note,
                deselected,
                skipped,
                may_skip,
            )
        )
    for why, ids in unknown.items():
        found.problems.append(f"{label}: {why} ({len(ids)} configuration(s), e.g. {ids[0]})")


def as_the_test_sees(params: dict[str, Any], indirect: frozenset[str]) -> dict[str, Any]:
    """The parameters as the test body receives them: one ``indirect`` or a fixture's ``params=`` hands on is
    whatever that fixture returns."""
    return {
        k: tolerances.RunTime(f"made by the fixture {k!r} (indirect or its params)") if k in indirect else v
        for k, v in params.items()
    }


@dataclass(frozen=True)
class _Skip:
    """A skip mark, with the reason pytest gives: one that skips a test on every machine, or a ``skipif`` whose
    condition the reader cannot decide (``why``)."""

    name: str  # skip | skipif
    reason: str
    source: str
    why: str = ""  # why the reader cannot tell whether it skips ("" where it skips on every machine)


def _skip_marks(marks: list[ast.expr], scope: Scope) -> list[_Skip]:
    """The skip marks among ``marks`` (read in ``scope``): ``pytest.mark.skip`` (called or not, or a name bound to
    it, here or in a helper module of the repository), ``skipif`` on a condition true on every machine or one the
    reader cannot decide (``_decide``). A mark bound to a name where the reader cannot tell which binding holds, or
    one it cannot read (``_unread_mark``), may be a skip too."""
    out = []
    for mark in marks:
        bound_where = _conditional(mark, scope)
        if bound_where:
            out.append(
                _Skip(
                    "skipif",
                    "",
                    ast.unparse(mark),
                    f"it is bound under `{bound_where}`, which the reader cannot decide",
                )
            )
            continue
        try:
            value = evaluate(mark, scope)
        except Unevaluable as exc:
            unread = _unread_mark(mark, scope)
            out += [_Skip("skipif", "", ast.unparse(mark), f"the reader cannot read it ({exc})")] if unread else []
            continue
        for item in value if isinstance(value, list | tuple) else [value]:
            skip = _skip_of(item)
            out += [skip] if skip else []
    return out


def _unread_mark(mark: ast.expr, scope: Scope) -> bool:
    """Whether a mark the reader cannot evaluate may be a skip: a name, or an attribute of one, bound to something of
    the repository or unknown (``from common import skip_off`` where the reader cannot read ``common``, ``import
    shared`` where it finds ``shared`` in the repository off its import path, a name bound by a call); not a call
    (``@torch.no_grad()``), a builtin, nor an attribute of a module outside the repository."""
    root = mark
    while isinstance(root, ast.Attribute):
        root = root.value
    if not isinstance(root, ast.Name) or not isinstance(mark, ast.Name | ast.Attribute):
        return False
    bound = next((level.names[root.id] for level in classes.outward(scope) if root.id in level.names), None)
    return bound is not None and not isinstance(bound, ModuleRef)


def _skip_of(mark: Any) -> _Skip | None:
    """pytest's ``evaluate_skip_marks`` for one mark: a skip where it skips whatever the machine, one with ``why``
    where the reader cannot tell, None where it never skips."""
    if isinstance(mark, ModuleRef) and mark.name == "pytest.mark.skip":
        return _Skip("skip", "unconditional skip", mark.name)
    if not isinstance(mark, MarkCall) or mark.name not in ("skip", "skipif"):
        return None
    call, source = mark.node, ast.unparse(mark.node)
    given = {k.arg: k.value for k in call.keywords if k.arg is not None}
    if mark.name == "skip":
        said = given.get("reason", call.args[0] if call.args else None)
        return _Skip("skip", "unconditional skip" if said is None else _text(said, mark.scope), source)
    reason = _text(given["reason"], mark.scope) if "reason" in given else ""
    conditions = [given["condition"]] if "condition" in given else call.args
    decided = [_decide(c, mark.scope) for c in conditions]
    if not conditions or True in decided:
        return _Skip("skipif", reason, source)
    unknown = [why for why in decided if isinstance(why, str)]
    return _Skip("skipif", reason, source, unknown[0]) if unknown else None


def _decide(condition: ast.expr, scope: Scope) -> bool | str:
    """Whether a ``skipif`` condition is true on every machine, or why the reader cannot tell: it may read only
    constants and names bound once, at the top of the mark's module, to a constant (``constant_names``); a string is
    Python pytest evaluates on the machine, and anything else (a module, a call, an environment variable) may be the
    machine's."""
    if isinstance(condition, ast.Constant) and isinstance(condition.value, str):
        return f"the string condition {condition.value!r} is evaluated on the machine"
    known = Scope(names=constant_names(condition, scope))
    try:
        value = evaluate(condition, known)
    except Unevaluable as exc:
        return f"its condition `{ast.unparse(condition)}` may depend on the machine ({exc})"
    if isinstance(value, str):
        return f"its condition `{ast.unparse(condition)}` is a string pytest evaluates on the machine"
    return bool(value)


def constant_names(node: ast.expr, scope: Scope) -> dict[str, Any]:
    """The names ``node`` reads as the reader may rely on them on every machine: the constant (a number, string,
    bool, None or a tuple of them) a name is bound to once in its module, by an assignment at the top of the module,
    before the statement ``node`` is part of runs, of constants and such names (``_not_constant``). Any other name of
    the module or its classes is opaque, so that a builtin of the same name never stands in for it."""
    out: dict[str, Any] = {}
    for name in {n.id for n in ast.walk(node) if isinstance(n, ast.Name)}:
        bound = next((level for level in classes.outward(scope) if name in level.names), None)
        if bound is None:
            continue  # a builtin, True, None: the evaluator's own
        why = _not_constant(name, bound, node.lineno) if bound.parent is None else "bound in a class"
        out[name] = Opaque(why) if why else bound.names[name]
    return out


def _not_constant(name: str, module: Scope, line: int, seen: frozenset[str] = frozenset()) -> str:
    """Why the reader may not rely on the module's ``name`` where ``line`` reads it ("" where it may): it must be
    bound once, at the module's top level, by an assignment ending before ``line``, to a constant computed from
    constants and such names. Another binding anywhere (a ``global`` in a function, a ``try`` or an ``if``) may make
    it the machine's; one only after ``line`` leaves it unbound there."""
    if name in seen or module.path is None or not _plain(module.names.get(name)):
        return "no constant"
    found = _module_bindings(module.path, module.path.stat().st_mtime_ns)
    if found.anything:
        return f"a name `{ast.unparse(found.anything[0])}` may bind (it may bind any name of its module)"
    bindings = found.of.get(name, [])
    if len(bindings) != 1:
        return f"bound {len(bindings)} times in its module"
    top = next(
        (s for s in found.tree.body if isinstance(s, ast.Assign | ast.AnnAssign) and bindings[0] in _targets(s)), None
    )
    if top is None or top.value is None:
        return "bound other than by an assignment at its module's top level"
    if (top.end_lineno or top.lineno) >= line:
        return f"bound only after line {line}, which reads it"
    names = {n.id for n in ast.walk(top.value) if isinstance(n, ast.Name)} - {"True", "False", "None"}
    unsure = next((n for n in sorted(names) if _not_constant(n, module, top.lineno, seen | {name})), None)
    return f"bound to `{ast.unparse(top.value)}`, which reads `{unsure}`" if unsure else ""


@dataclass(frozen=True)
class _Bindings:
    """What binds the names of one module, read in one walk of it: each of its skipif marks asks about its names."""

    tree: ast.Module
    of: dict[str, list[ast.AST]]  # name -> the nodes that bind it
    anything: list[ast.AST]  # the nodes that may bind any name of the module


@functools.lru_cache(maxsize=32)
def _module_bindings(path: Path, _mtime_ns: int) -> _Bindings:
    """One parse and walk per version of a module. What may bind any of its names: a star import, a ``globals()``
    call, a write through the module object (``_self_writes``), then the module's own calls of ``exec`` and the like
    (``_namespace_calls``)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    of: dict[str, list[ast.AST]] = {}
    for node in ast.walk(tree):
        for name in _bound_names(node):
            of.setdefault(name, []).append(node)
    anything = [n for n in ast.walk(tree) if _binds_any(n)] + _self_writes(tree, path.stem) + _namespace_calls(tree)
    return _Bindings(tree, of, anything)


# calls that reach the module's namespace where the module runs them itself (at its top level, not in a function a
# test calls after its marks were read): what they write there the reader cannot tell; ``globals()`` reaches it from
# anywhere
_NAMESPACE_CALLS = frozenset({"locals", "vars", "exec", "eval"})


def _namespace_calls(tree: ast.Module) -> list[ast.AST]:
    """The calls of ``_NAMESPACE_CALLS`` the module makes as it is imported: outside function and lambda bodies (their
    decorators and defaults run then); ``vars`` and ``locals`` with no argument (``vars(obj)`` is the object's)."""
    out: list[ast.AST] = []
    pending: list[ast.AST] = [tree]
    while pending:
        node = pending.pop()
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            pending += [*node.decorator_list, node.args]
            continue
        if isinstance(node, ast.Lambda):
            pending.append(node.args)
            continue
        named = node.func.id if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) else ""
        if isinstance(node, ast.Call) and named in _NAMESPACE_CALLS and (named in ("exec", "eval") or not node.args):
            out.append(node)
        pending += ast.iter_child_nodes(node)
    return out


def _self_writes(tree: ast.Module, stem: str) -> list[ast.AST]:
    """Where the module may write its namespace through its own module object (``sys.modules[__name__]``,
    ``sys.modules.get(__name__)``, ``importlib.import_module(__name__)``, or ``sys.modules`` at a key naming the
    file): every use of it but reading an attribute (``sys.modules[__name__].X = 1``, ``setattr(...)``, ``vars(...)``,
    its ``__dict__``, binding it to a name whose attributes the reader does not follow); wherever it is, as a
    ``global`` in a function is."""
    itself = _ModuleObject(tree, stem)
    out: list[ast.AST] = []
    for parent in ast.walk(tree):
        for child in ast.iter_child_nodes(parent):
            read = isinstance(parent, ast.Attribute) and isinstance(parent.ctx, ast.Load) and parent.attr != "__dict__"
            if itself.reached_by(child) and not read:
                out.append(parent)
    return out


class _ModuleObject:
    """The expressions of a module that give its own module object."""

    def __init__(self, tree: ast.Module, stem: str) -> None:
        self.stem = stem
        imports = [n for n in ast.walk(tree) if isinstance(n, ast.Import | ast.ImportFrom)]
        self.sys = {a.asname or "sys" for n in imports if isinstance(n, ast.Import) for a in n.names if a.name == "sys"}
        self.modules = {
            a.asname or a.name
            for n in imports
            if isinstance(n, ast.ImportFrom) and n.module == "sys" and not n.level
            for a in n.names
            if a.name == "modules"
        }

    def reached_by(self, node: ast.AST) -> bool:
        if isinstance(node, ast.Subscript) and self._is_modules(node.value):
            return self._names_it(node.slice)
        if not (isinstance(node, ast.Call) and node.args):
            return False
        func = node.func
        getter = isinstance(func, ast.Attribute) and func.attr == "get" and self._is_modules(func.value)
        importer = (isinstance(func, ast.Attribute) and func.attr == "import_module") or (
            isinstance(func, ast.Name) and func.id in ("__import__", "import_module")
        )
        return (getter or importer) and self._names_it(node.args[0])

    def _is_modules(self, node: ast.AST) -> bool:
        """``sys.modules``, as the module binds it."""
        if isinstance(node, ast.Name):
            return node.id in self.modules
        return isinstance(node, ast.Attribute) and node.attr == "modules" and _named(node.value, self.sys)

    def _names_it(self, key: ast.AST) -> bool:
        """Whether a module name may be the module's own: one reading ``__name__``, or a string naming the file."""
        if isinstance(key, ast.Constant) and isinstance(key.value, str):
            return key.value.rpartition(".")[2] == self.stem
        return any(isinstance(n, ast.Name) and n.id == "__name__" for n in ast.walk(key))


def _named(node: ast.AST, names: set[str]) -> bool:
    return isinstance(node, ast.Name) and node.id in names


def _bound_names(node: ast.AST) -> list[str]:
    """The names ``node`` binds: an assignment's, a loop's or a ``with``'s target, a walrus, a ``del``, an import
    (not a star import: ``_binds_any``), a definition, a ``global`` (a function that may rebind it), an
    ``except ... as``, a ``match`` capture."""
    if isinstance(node, ast.Name):
        return [] if isinstance(node.ctx, ast.Load) else [node.id]
    if isinstance(node, ast.Import | ast.ImportFrom):
        return [a.asname or a.name.split(".")[0] for a in node.names if a.name != "*"]
    if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
        return [node.name]
    if isinstance(node, ast.Global | ast.Nonlocal):
        return list(node.names)
    if isinstance(node, ast.ExceptHandler | ast.MatchAs | ast.MatchStar):
        return [node.name] if node.name else []
    if isinstance(node, ast.MatchMapping):
        return [node.rest] if node.rest else []
    return []


def _binds_any(node: ast.AST) -> bool:
    """Whether ``node`` may bind any name of its module wherever it is: a star import, a ``globals()`` call."""
    if isinstance(node, ast.ImportFrom):
        return any(a.name == "*" for a in node.names)
    return isinstance(node, ast.Call) and _named(node.func, {"globals"})


def _targets(stmt: ast.Assign | ast.AnnAssign) -> list[ast.AST]:
    targets = stmt.targets if isinstance(stmt, ast.Assign) else [stmt.target]
    return [n for t in targets for n in ast.walk(t)]


def _plain(value: Any) -> bool:
    if isinstance(value, tuple):
        return all(_plain(v) for v in value)
    return value is None or isinstance(value, bool | int | float | str)


def _conditional(node: ast.expr, scope: Scope) -> str:
    """Where the mark ``node`` names something bound that the reader cannot tell which binding holds ("" where it
    names none); its call's arguments, a ``skipif``'s condition, are left to ``_decide``."""
    names = _mark_names(node)
    return next((s.conditional[n][0] for s in classes.outward(scope) for n in sorted(names) if n in s.conditional), "")


def _mark_names(node: ast.AST) -> set[str]:
    """The names an expression reads outside the arguments of the calls in it."""
    if isinstance(node, ast.Name):
        return {node.id}
    if isinstance(node, ast.Call):
        return _mark_names(node.func)
    return {name for child in ast.iter_child_nodes(node) for name in _mark_names(child)}


def _text(node: ast.expr, scope: Scope) -> str:
    try:
        value = evaluate(node, scope)
    except Unevaluable:
        return ast.unparse(node)
    return value if isinstance(value, str) else ast.unparse(node)


def _skip_reason(skips: list[_Skip]) -> str:
    """Why pytest skips a test with ``skips`` (nearest first) on every machine, as it picks one: the first
    ``skipif``, else the first ``skip``."""
    certain = [s for s in skips if not s.why]
    chosen = next((s for s in certain if s.name == "skipif"), certain[0] if certain else None)
    return f"pytest skips it: {chosen.reason} (`{chosen.source}`)" if chosen else ""


def _may_skip(skips: list[_Skip]) -> str:
    """Why pytest may skip a test no mark skips on every machine: its first ``skipif`` the reader cannot decide."""
    unknown = next((s for s in skips if s.why), None)
    return f"pytest may skip it: `{unknown.source}`: {unknown.why}" if unknown else ""


def _parsed_marks(marks: tuple[str, ...], line: int) -> list[ast.expr]:
    """The ``marks=`` of ``pytest.param`` (kept as source text) as expressions, placed at ``line``, the test's: they
    are read when its parametrize mark is (``_constant``)."""
    return [ast.increment_lineno(ast.parse(text, mode="eval").body, line - 1) for text in marks]


def _marks_of(
    decorators: list[ast.expr],
    scope: Scope,
    hook: parametrize.IdHook | None,
    found: FoundFile,
    label: str,
    *,
    strict: bool = False,
) -> list[parametrize.Mark]:
    marks = []
    for dec in decorators:
        call, where = _parametrize_call(dec, scope)
        if call is not None:
            try:
                marks.append(parametrize.read_mark(call, where, hook))
            except Unevaluable as exc:
                if strict:
                    raise
                found.problems.append(f"{label}: {exc}")
    return marks


def _parametrize_call(dec: ast.expr, scope: Scope) -> tuple[ast.Call | None, Scope]:
    """The ``parametrize`` call a decorator is or names (``@DTYPES`` after ``DTYPES = pytest.mark.parametrize(...)``),
    with the scope its arguments are read in."""
    if isinstance(dec, ast.Call) and parametrize.is_parametrize(dec):
        return dec, scope
    if not isinstance(dec, ast.Name | ast.Attribute):
        return None, scope
    try:
        value = evaluate(dec, scope)
    except Unevaluable:
        return None, scope
    return (value.node, value.scope) if isinstance(value, ParametrizeCall) else (None, scope)


def _pytestmark(
    body: list[ast.stmt], scope: Scope, hook: parametrize.IdHook | None, found: FoundFile
) -> list[parametrize.Mark]:
    return _marks_of(_pytestmark_items(body), scope, hook, found, "pytestmark", strict=True)


def _pytestmark_items(body: list[ast.stmt]) -> list[ast.expr]:
    """The marks a module's or class's ``pytestmark = ...`` assigns."""
    for stmt in body:
        if isinstance(stmt, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "pytestmark" for t in stmt.targets):
            return stmt.value.elts if isinstance(stmt.value, ast.List | ast.Tuple) else [stmt.value]
    return []


def _rel(path: Path, root: Path) -> str:
    return path.resolve().relative_to(root.resolve()).as_posix()
