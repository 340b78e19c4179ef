"""A test class as pytest collects it (pytest 8/9), read with ``ast``: its MRO (Python's C3 over the bases the reader
can read), whether pytest collects it at all, and the test methods and nested test classes it has, inherited ones
included (names matched by the repository's ``python_functions`` / ``python_classes``: ``pytest_config``, or a
``__test__`` that is ``True``; a name bound to a function or class, ``test_b = test_a``, counts under that name). A
``__test__`` set false, on a module, class or function, keeps pytest from collecting it; so do a fixture's decorator
on a function and an abstract method a class (of metaclass ``ABCMeta``) leaves without override.

pytest reads a class's attributes, so what a base defines counts unless a class before it in the MRO binds the same
name (to anything); the methods come in reverse MRO order (a base's before the subclass's), each class's in the order
its ``__dict__`` has them (first binding; a name bound twice keeps its first place and its last value).
"""

from __future__ import annotations

import ast
from typing import Any

from tilebot.runner.analysis.pytest_config import Settings
from tilebot.runner.analysis.source_eval import (
    ClassSource,
    FunctionSource,
    ModuleRef,
    Opaque,
    Scope,
    class_of,
    class_source,
)

_UNSET = object()  # no __test__ set
_ABC, _ABC_META = ModuleRef("abc.ABC"), ModuleRef("abc.ABCMeta")
_ABSTRACT = {"abstractmethod", "abstractproperty", "abstractclassmethod", "abstractstaticmethod"}


def mro(cls: ClassSource) -> tuple[list[ClassSource], list[str]]:
    """``cls``'s MRO over the bases the reader can read, nearest first, and those it cannot read (said once)."""
    unread: list[str] = []
    return _mro(cls, unread), list(dict.fromkeys(unread))


def _mro(cls: ClassSource, unread: list[str]) -> list[ClassSource]:
    bases = []
    for expr, base in zip(cls.node.bases, cls.bases, strict=True):
        if isinstance(base, ClassSource):
            bases.append(base)
        elif base is not object and base != _ABC:
            why = base.what if isinstance(base, Opaque) else "no class"
            unread.append(f"{ast.unparse(expr)} ({why})")
    return [cls, *_c3_merge([*(_mro(b, unread) for b in bases), bases])]


def _c3_merge(sequences: list[list[ClassSource]]) -> list[ClassSource]:
    out: list[ClassSource] = []
    pending = [list(s) for s in sequences if s]
    while pending:
        head = next((s[0] for s in pending if not any(s[0] in t[1:] for t in pending)), None)
        if head is None:  # Python refuses such a class (the module does not import); the rest depth first
            return out + [c for c in dict.fromkeys(c for s in pending for c in s) if c not in out]
        out.append(head)
        pending = [t for t in ([c for c in s if c is not head] for s in pending) if t]
    return out


def bindings(body: list[ast.stmt]) -> dict[str, ast.stmt]:
    """The names a class or module body binds, in ``__dict__`` order (first binding), each to its last binding."""
    out: dict[str, ast.stmt] = {}
    for stmt in body:
        for name in _bound_by(stmt):
            out[name] = stmt
    return out


def _bound_by(stmt: ast.stmt) -> list[str]:
    if isinstance(stmt, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
        return [stmt.name]
    if isinstance(stmt, ast.Assign | ast.AnnAssign | ast.AugAssign):
        targets = stmt.targets if isinstance(stmt, ast.Assign) else [stmt.target]
        if isinstance(stmt, ast.AnnAssign) and stmt.value is None:
            return []  # `x: int` binds nothing
        # `f.__test__ = False` binds no name: only a target's own names (a tuple's items), not an attribute's object
        return [n.id for t in targets for n in _target_names(t)]
    if isinstance(stmt, ast.Import | ast.ImportFrom):
        return [a.asname or a.name.split(".")[0] for a in stmt.names]
    return []


def _target_names(target: ast.expr) -> list[ast.Name]:
    if isinstance(target, ast.Name):
        return [target]
    if isinstance(target, ast.Tuple | ast.List):
        return [n for elt in target.elts for n in _target_names(elt)]
    if isinstance(target, ast.Starred):
        return _target_names(target.value)
    return []


def members(classes: list[ClassSource], settings: Settings) -> list[tuple[str, FunctionSource | ClassSource]]:
    """The test methods and the classes (``collected`` says which are test classes) pytest finds on ``classes[0]``
    (its MRO), in its order, each under the name it is bound to."""
    seen: set[str] = set()
    per_class: list[list[tuple[str, FunctionSource | ClassSource]]] = []
    for klass in classes:
        bound = bindings(klass.node.body)
        found = [(name, _member(klass, name, stmt)) for name, stmt in bound.items() if name not in seen]
        per_class.append(
            [
                (name, value)
                for name, value in found
                if isinstance(value, ClassSource)
                or (isinstance(value, FunctionSource) and function_collected(value, name, settings))
            ]
        )
        seen |= bound.keys()
    return [member for found in reversed(per_class) for member in found]


def _member(klass: ClassSource, name: str, stmt: ast.stmt) -> Any:
    """What ``name``, bound by ``stmt``, is in the body of ``klass``: a method, a class (its bases as bound there), an
    alias of either, or anything else."""
    body = klass.body_scope
    value = body.names.get(name)
    if isinstance(stmt, ast.FunctionDef):
        return value if isinstance(value, FunctionSource) and value.node is stmt else FunctionSource(stmt, body)
    if isinstance(stmt, ast.ClassDef):
        return value if isinstance(value, ClassSource) and value.node is stmt else class_source(stmt, body)
    return value if isinstance(stmt, ast.Assign | ast.AnnAssign) else None


def function_collected(function: FunctionSource, name: str, settings: Settings, *where: Scope) -> bool:
    """Whether pytest collects ``function``, bound to ``name``, as a test: the name matches ``python_functions`` or its
    ``__test__`` is ``True``, it is no fixture, and its ``__test__`` is not false; ``where``: further scopes that may
    set the attribute (a module it is imported into)."""
    test = test_attribute(function.node, function.scope, *where)
    if test is not True and not settings.is_test_function(name):
        return False
    return not any(is_fixture(d) for d in function.node.decorator_list) and (test is _UNSET or bool(test))


def is_fixture(decorator: ast.expr) -> bool:
    func = decorator.func if isinstance(decorator, ast.Call) else decorator
    return ast.unparse(func) in {"pytest.fixture", "fixture", "_pytest.fixtures.fixture"}


def test_attribute(node: ast.stmt, *scopes: Scope) -> Any:
    """The constant ``__test__`` the scopes, or those around them, set on the function or class of statement ``node``
    after it ran (``Outer.Inner.__test__ = False`` in the module around a nested class; the last of them that does),
    ``_UNSET`` where none does."""
    chain = [s for scope in scopes for s in outward(scope)]
    return next((s.test_attributes[node] for s in reversed(chain) if node in s.test_attributes), _UNSET)


def outward(scope: Scope) -> list[Scope]:
    """``scope`` and the scopes around it (a class body's module), innermost first."""
    out: list[Scope] = []
    current: Scope | None = scope
    while current is not None:
        out.append(current)
        current = current.parent
    return out


def unread_switches(body: list[ast.stmt]) -> list[str]:
    """``x.__test__ = <expression>`` statements whose value is no constant: whether pytest collects ``x`` is
    unknown to the reader."""
    return [
        ast.unparse(stmt)
        for stmt in body
        if isinstance(stmt, ast.Assign)
        and not isinstance(stmt.value, ast.Constant)
        and any(isinstance(t, ast.Attribute) and t.attr == "__test__" for t in stmt.targets)
    ]


def module_collected(body: list[ast.stmt], scope: Scope) -> tuple[bool, str]:
    """Whether pytest collects anything from a module: not where its ``__test__`` is false."""
    if "__test__" not in bindings(body):
        return True, ""
    value = scope.names.get("__test__")
    if not isinstance(value, bool | int | str | None):
        return True, "whether pytest collects the module is unknown: its __test__ is no value the analyzer reads"
    return bool(value), ""


def collected(classes: list[ClassSource], name: str, settings: Settings, *where: Scope) -> tuple[bool, str]:
    """Whether pytest collects the class of MRO ``classes`` bound to ``name``, and a problem where the reader cannot
    tell: the name matches ``python_classes`` or its ``__test__`` (the nearest binding, or one set on the class after
    it ran; ``where``: further scopes that may set it) is ``True``; it is not abstract, its ``__test__`` is not false,
    and no class of the MRO defines ``__init__`` or ``__new__``."""
    test, problem = _class_test_attribute(classes, *where)
    if test is not True and not settings.is_test_class(name):
        return False, problem
    if _abstract_methods(classes[0]):
        return False, ""
    if test is not _UNSET and not test:
        return False, ""
    if any({"__init__", "__new__"} & bindings(klass.node.body).keys() for klass in classes):
        return False, ""  # pytest warns that it cannot collect such a class
    return True, problem


def _class_test_attribute(classes: list[ClassSource], *where: Scope) -> tuple[Any, str]:
    for klass in classes:
        value = test_attribute(klass.node, klass.scope, *where)
        if value is not _UNSET:
            return value, ""
        if "__test__" in bindings(klass.node.body):
            value = klass.body_scope.names.get("__test__")
            if not isinstance(value, bool | int | str | None):
                return _UNSET, (
                    f"whether pytest collects it is unknown: {klass.node.name}.__test__ is no value the analyzer reads"
                )
            return value, ""
    return _UNSET, ""


def _abstract_methods(cls: ClassSource) -> set[str]:
    """``cls.__abstractmethods__`` as ``ABCMeta`` makes it: the names its body binds to abstract methods, and those
    abstract in its bases that the nearest binding in its MRO leaves abstract; none where its metaclass is not ABCMeta
    (``inspect.isabstract`` is false)."""
    if not _of_abc_meta(cls):
        return set()
    order, _ = mro(cls)
    own = {name for name, stmt in bindings(cls.node.body).items() if _is_abstract(stmt)}
    inherited = {name for base in cls.bases if isinstance(base, ClassSource) for name in _abstract_methods(base)}
    bound = [bindings(k.node.body) for k in order]
    return own | {name for name in inherited if _is_abstract(next(b[name] for b in bound if name in b))}


def _of_abc_meta(cls: ClassSource) -> bool:
    meta = any(k.arg == "metaclass" and class_of(k.value, cls.scope) == _ABC_META for k in cls.node.keywords)
    return meta or any(b == _ABC or (isinstance(b, ClassSource) and _of_abc_meta(b)) for b in cls.bases)


def _is_abstract(stmt: ast.stmt) -> bool:
    return isinstance(stmt, ast.FunctionDef | ast.AsyncFunctionDef) and any(
        ast.unparse(d).split(".")[-1] in _ABSTRACT for d in stmt.decorator_list
    )
