"""The marks pytest gives a test, read with ``ast`` for ``-m`` and ``-k`` in ``addopts`` (``selection``): a mark's name
and keyword arguments, from the decorators of the test function and its classes, the classes' and module's
``pytestmark`` and the ``marks=`` of its ``pytest.param`` sets; and what may add marks unseen (a decorator that is no
mark, a base class the reader cannot read, a conftest hook calling ``add_marker``), said rather than guessed.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tilebot.runner.analysis.selection import UNKNOWN, MarkSeen
from tilebot.runner.analysis.source_eval import (
    MarkCall,
    ModuleRef,
    ParametrizeCall,
    Scope,
    Unevaluable,
    evaluate,
)

_NO_MARKS = {"staticmethod", "classmethod"}  # decorators pytest collects through that add no marks


@dataclass(frozen=True)
class Found:
    marks: tuple[MarkSeen, ...] = ()
    unread: tuple[str, ...] = ()  # what may add marks (or keywords) the reader does not see

    def __add__(self, other: Found) -> Found:
        return Found(self.marks + other.marks, self.unread + other.unread)


def of_decorators(decorators: list[ast.expr], scope: Scope) -> Found:
    """The marks of a function's or class's decorators; any other decorator may add marks or attributes."""
    out = Found()
    for decorator in decorators:
        if isinstance(decorator, ast.Name) and decorator.id in _NO_MARKS and decorator.id not in scope.names:
            continue
        out += _of(decorator, scope, f"its decorator `@{ast.unparse(decorator)}` may add marks the reader cannot read")
    return out


def of_pytestmark(scope: Scope, owner: str) -> Found:
    """The marks a module's or class's ``pytestmark`` holds, as its body (``scope``) binds it in the end."""
    if "pytestmark" in scope.conditional:
        return Found(unread=(f"{owner}'s pytestmark is set where the reader cannot tell whether it runs",))
    if "pytestmark" not in scope.names:
        return Found()
    seen = _seen(scope.names["pytestmark"])
    return (
        Found(unread=(f"{owner}'s pytestmark is no list of marks the reader reads",)) if seen is None else Found(seen)
    )


def of_param_set(texts: tuple[str, ...], scope: Scope) -> Found:
    """The marks given with ``pytest.param(..., marks=...)`` (kept as source text), read where the test is."""
    out = Found()
    for text in texts:
        out += _of(ast.parse(text, mode="eval").body, scope, f"its parameter set's marks={text} cannot be read")
    return out


def of_hooks(conftests: list[Path], repo_root: Path) -> Found:
    """What the conftest.py files around a test may add to its marks or keywords in a hook."""
    unread = [
        f"{path.relative_to(repo_root).as_posix()} calls {name} in a hook the reader does not run"
        for path in conftests
        for name in ("add_marker", "extra_keyword_matches")
        if name in path.read_text(encoding="utf-8")
    ]
    return Found(unread=tuple(unread))


def _of(node: ast.expr, scope: Scope, unread: str) -> Found:
    try:
        seen = _seen(evaluate(node, scope))
    except Unevaluable:
        seen = None
    return Found(unread=(unread,)) if seen is None else Found(seen)


def _seen(value: Any) -> tuple[MarkSeen, ...] | None:
    """The marks a value is: ``pytest.mark.x``, ``pytest.mark.x(...)``, a parametrize, or a list of them."""
    if isinstance(value, ModuleRef) and value.name.startswith("pytest.mark.") and value.name.count(".") == 2:
        return (MarkSeen(value.name.removeprefix("pytest.mark.")),)
    if isinstance(value, ParametrizeCall | MarkCall):
        name = value.name if isinstance(value, MarkCall) else "parametrize"
        kwargs = tuple((k.arg, _value(k.value, value.scope)) for k in value.node.keywords if k.arg is not None)
        return (MarkSeen(name, kwargs, open=any(k.arg is None for k in value.node.keywords)),)
    if isinstance(value, list | tuple):
        parts = [_seen(v) for v in value]
        return None if any(p is None for p in parts) else tuple(m for p in parts if p for m in p)
    return None


def _value(node: ast.expr, scope: Scope) -> Any:
    try:
        return evaluate(node, scope)
    except Unevaluable:
        return UNKNOWN
