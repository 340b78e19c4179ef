"""A test class as pytest collects it (pytest 8/9), read with ``ast``: its MRO (Python's C3 over the bases the reader
can read), whether pytest collects it at all, and the test methods and nested test classes it has, inherited ones
included (names matched by the repository's ``python_functions`` / ``python_classes``: ``pytest_config``); a
function's or module's ``__test__`` set false keeps pytest from collecting it.

pytest reads a class's attributes, so what a base defines counts unless a class before it in the MRO binds the same
name (to anything); the methods come in reverse MRO order (a base's before the subclass's), each class's in the order
its ``__dict__`` has them (first binding; a name bound twice keeps its first place and its last value).
"""

from __future__ import annotations

import ast

from tilebot.runner.analysis.pytest_config import Settings
from tilebot.runner.analysis.source_eval import ClassSource, Opaque, Scope


def mro(cls: ClassSource) -> tuple[list[ClassSource], list[str]]:
    """``cls``'s MRO over the bases the reader can read, nearest first, and those it cannot read (said once)."""
    unread: list[str] = []
    return _mro(cls, unread), list(dict.fromkeys(unread))


def _mro(cls: ClassSource, unread: list[str]) -> list[ClassSource]:
    bases = []
    for expr, base in zip(cls.node.bases, cls.bases, strict=True):
        if isinstance(base, ClassSource):
            bases.append(base)
        elif base is not object:
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


def members(classes: list[ClassSource], settings: Settings) -> list[tuple[ClassSource, ast.FunctionDef | ast.ClassDef]]:
    """The test methods and nested test classes pytest collects on ``classes[0]`` (its MRO), in its order, each with
    the class that defines it; a method whose ``__test__`` is set false is left out, as pytest does."""
    seen: set[str] = set()
    per_class: list[list[tuple[ClassSource, ast.FunctionDef | ast.ClassDef]]] = []
    for klass in classes:
        bound = bindings(klass.node.body)
        off = switched_off(klass.node.body)
        per_class.append(
            [
                (klass, stmt)
                for name, stmt in bound.items()
                if name not in seen
                and (
                    (isinstance(stmt, ast.FunctionDef) and settings.is_test_function(name) and stmt not in off)
                    or (isinstance(stmt, ast.ClassDef) and settings.is_test_class(name))
                )
            ]
        )
        seen |= bound.keys()
    return [member for found in reversed(per_class) for member in found]


def switched_off(body: list[ast.stmt]) -> set[ast.stmt]:
    """The functions of ``body`` that ``name.__test__ = <false constant>`` switches off: the one bound to the name
    when that runs (pytest reads the attribute off the function it collects). Only a constant is read."""
    bound: dict[str, ast.stmt] = {}
    off: set[ast.stmt] = set()
    for stmt in body:
        for name in _bound_by(stmt):
            bound[name] = stmt
        if isinstance(stmt, ast.Assign) and isinstance(stmt.value, ast.Constant) and not stmt.value.value:
            for target in stmt.targets:
                owner = target.value if isinstance(target, ast.Attribute) and target.attr == "__test__" else None
                if isinstance(owner, ast.Name) and owner.id in bound:
                    off.add(bound[owner.id])
    return off


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


def collected(classes: list[ClassSource]) -> tuple[bool, str]:
    """Whether pytest collects the class of MRO ``classes``, and a problem where the reader cannot tell: it does not
    where ``__test__`` (the nearest binding) is false, or a class of the MRO defines ``__init__`` or ``__new__``."""
    for klass in classes:
        if "__test__" in bindings(klass.node.body):
            value = klass.body_scope.names.get("__test__")
            if not isinstance(value, bool | int | str | None):
                return (
                    True,
                    f"whether pytest collects it is unknown: {klass.node.name}.__test__ is no value the analyzer reads",
                )
            if not value:
                return False, ""
            break
    if any({"__init__", "__new__"} & bindings(klass.node.body).keys() for klass in classes):
        return False, ""  # pytest warns that it cannot collect such a class
    return True, ""
