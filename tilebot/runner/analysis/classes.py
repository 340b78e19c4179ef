"""A test class as pytest collects it (pytest 8/9), read with ``ast``: its MRO (Python's C3 over the bases the reader
can read), whether pytest collects it at all, and the test methods it has, inherited ones included.

pytest reads a class's attributes, so what a base defines counts unless a class before it in the MRO binds the same
name (to anything); the methods come in reverse MRO order (a base's before the subclass's), each class's in the order
its ``__dict__`` has them (first binding; a name bound twice keeps its first place and its last value).
"""

from __future__ import annotations

import ast

from tilebot.runner.analysis.source_eval import ClassSource, Opaque, class_scope


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
        if isinstance(stmt, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            names = [stmt.name]
        elif isinstance(stmt, ast.Assign | ast.AnnAssign | ast.AugAssign):
            targets = stmt.targets if isinstance(stmt, ast.Assign) else [stmt.target]
            if isinstance(stmt, ast.AnnAssign) and stmt.value is None:
                targets = []  # `x: int` binds nothing
            names = [n.id for t in targets for n in ast.walk(t) if isinstance(n, ast.Name)]
        elif isinstance(stmt, ast.Import | ast.ImportFrom):
            names = [a.asname or a.name.split(".")[0] for a in stmt.names]
        else:
            names = []
        for name in names:
            out[name] = stmt
    return out


def test_methods(classes: list[ClassSource]) -> list[tuple[ClassSource, ast.FunctionDef]]:
    """The test methods pytest collects on ``classes[0]`` (its MRO): each with the class that defines it."""
    seen: set[str] = set()
    per_class: list[list[tuple[ClassSource, ast.FunctionDef]]] = []
    for klass in classes:
        bound = bindings(klass.node.body)
        per_class.append(
            [
                (klass, stmt)
                for name, stmt in bound.items()
                if name not in seen and isinstance(stmt, ast.FunctionDef) and name.startswith("test")
            ]
        )
        seen |= bound.keys()
    return [method for found in reversed(per_class) for method in found]


def collected(classes: list[ClassSource]) -> tuple[bool, str]:
    """Whether pytest collects the class of MRO ``classes``, and a problem where the reader cannot tell: it does not
    where ``__test__`` (the nearest binding) is false, or a class of the MRO defines ``__init__`` or ``__new__``."""
    for klass in classes:
        if "__test__" in bindings(klass.node.body):
            value = class_scope(klass.node, klass.scope).names.get("__test__")
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
