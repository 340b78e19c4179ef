"""What a name in a test means to the reader: the scopes it is looked up in, the module it stands for, the comparison
function it is bound to (an alias or a ``functools.partial`` of one), and the repository's functions found by name."""

from __future__ import annotations

import ast
import functools
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tilebot.runner.analysis.source_eval import (
    FunctionSource,
    ModuleRef,
    Opaque,
    Scope,
    ScopeRef,
    Unevaluable,
    evaluate,
)
from tilebot.runner.analysis.tolerances.comparators import COMPARISON
from tilebot.runner.analysis.tolerances.found import RunTime


@dataclass(frozen=True)
class Alias:
    """A comparison function bound to another name (``check = torch.testing.assert_close``), or a
    ``functools.partial`` of one; the values it fixes are evaluated where it is bound (a RunTime where unknown)."""

    qualified: str  # torch.testing.assert_close
    name: str  # the name the function is defined under
    args: tuple[Any, ...] = ()
    keywords: tuple[tuple[str | None, Any], ...] = field(default=())  # None: a ``**`` spread


def call_name(call: ast.Call) -> str | None:
    func = call.func
    if isinstance(func, ast.Attribute):
        return func.attr
    if isinstance(func, ast.Name):
        return func.id
    return None


def before_starred(args: list[ast.expr]) -> list[ast.expr]:
    return args[: next((i for i, a in enumerate(args) if isinstance(a, ast.Starred)), len(args))]


def value_or_run_time(node: ast.expr, scope: Scope, local: dict[str, Any]) -> Any:
    try:
        return evaluate(node, scope, local)
    except Unevaluable as exc:
        return RunTime(f"computed at run time ({exc})")


def comparison_name(call: ast.Call, scope: Scope, local: dict[str, Any]) -> str | None:
    """The comparison function a call makes, by the name it is defined under (``ac`` of ``from torch.testing
    import assert_close as ac`` is ``assert_close``), or None where the call compares nothing."""
    name = call_name(call)
    if isinstance(call.func, ast.Name):
        name = _defined_name(bound_to(call.func.id, scope, local), call.func.id)
    return name if name and COMPARISON.search(name) else None


def _defined_name(value: Any, written: str) -> str:
    """The name the function ``value`` is defined under, else the name it is ``written`` as."""
    if isinstance(value, ModuleRef):
        return value.name.rsplit(".", 1)[-1]
    if isinstance(value, FunctionSource):
        return value.node.name
    if isinstance(value, Alias):
        return value.name
    return written


def alias_of(node: ast.expr, scope: Scope, local: dict[str, Any]) -> Alias | None:
    """What ``node`` binds where it names a comparison function or is a ``functools.partial`` of one."""
    if isinstance(node, ast.Call):
        if not node.args or qualified_name(node.func, scope, local) != "functools.partial":
            return None
        inner = alias_of(node.args[0], scope, local)
        if inner is None:
            return None
        fixed = node.args[1:]
        keywords = [(kw.arg, value_or_run_time(kw.value, scope, local)) for kw in node.keywords]
        if any(isinstance(a, ast.Starred) for a in fixed):  # which parameters it fills is unknown
            keywords.append((None, RunTime("*args of functools.partial")))
        args = tuple(value_or_run_time(a, scope, local) for a in before_starred(fixed))
        return Alias(inner.qualified, inner.name, inner.args + args, inner.keywords + tuple(keywords))
    if isinstance(node, ast.Name):
        value = bound_to(node.id, scope, local)
        if isinstance(value, Alias):
            return value
        if isinstance(value, RunTime) or not isinstance(value, Opaque | ModuleRef | FunctionSource | None):
            return None  # a value, not a function
        name = _defined_name(value, node.id)
    elif isinstance(node, ast.Attribute):
        name = node.attr
    else:
        return None
    return Alias(qualified_name(node, scope, local), name) if COMPARISON.search(name) else None


def qualified_name(func: ast.expr, scope: Scope, local: dict[str, Any]) -> str:
    """``numpy.testing.assert_allclose`` for ``np.testing.assert_allclose`` (module aliases resolved)."""
    parts: list[str] = []
    node = func
    while isinstance(node, ast.Attribute):
        parts.insert(0, node.attr)
        node = node.value
    if not isinstance(node, ast.Name):
        return ast.unparse(func)
    value = bound_to(node.id, scope, local)
    head = value.name if isinstance(value, ModuleRef) else value.qualified if isinstance(value, Alias) else node.id
    return ".".join([head, *parts])


def bound_to(name: str, scope: Scope, local: dict[str, Any]) -> Any:
    """What ``name`` is bound to in the test (None where nothing binds it)."""
    try:
        value = local[name] if name in local else scope.lookup(name)
    except Unevaluable:
        return None
    if isinstance(value, Opaque) and name not in local:
        return _module_alias(name, scope) or value
    return value


_RESOLVING: set[tuple[Path, str]] = set()  # module-level aliases being resolved: ``a = b`` with ``b = a`` ends


def _module_alias(name: str, scope: Scope) -> Alias | None:
    """The comparison a module-level name the evaluator left opaque is bound to
    (``assert_close = functools.partial(torch.testing.assert_close, atol=1e-2, rtol=1e-2)``)."""
    scopes = levels(scope)
    module = scopes[-1]
    holder = next((level for level in scopes if name in level.names), None)
    if holder is not module or module.path is None or not module.path.is_file() or (module.path, name) in _RESOLVING:
        return None
    values = [
        stmt.value
        for stmt in _parsed(module.path).body
        if isinstance(stmt, ast.Assign) and any(isinstance(t, ast.Name) and t.id == name for t in stmt.targets)
    ]
    if not values:
        return None
    _RESOLVING.add((module.path, name))
    try:
        return alias_of(values[-1], module, {})
    finally:
        _RESOLVING.discard((module.path, name))


def levels(scope: Scope) -> list[Scope]:
    """The scope and those enclosing it (a class body, then its module)."""
    out = []
    level: Scope | None = scope
    while level is not None:
        out.append(level)
        level = level.parent
    return out


def _reachable(scope: Scope) -> list[Scope]:
    """The class body, then the module, then the repository modules they bind (``from .. import common``)."""
    seen: set[int] = set()
    out: list[Scope] = []
    pending = levels(scope)
    while pending:
        current = pending.pop(0)
        if id(current) in seen:
            continue
        seen.add(id(current))
        out.append(current)
        pending.extend(v.scope for v in current.names.values() if isinstance(v, ScopeRef))
    return out


def find_default_helper(scope: Scope) -> tuple[FunctionSource, str] | None:
    """A ``*tolerance*`` function of the test module or of a module it imports (e.g. ``tests/common.py``)."""
    for current in _reachable(scope):
        for name, value in current.names.items():
            if isinstance(value, FunctionSource) and "tolerance" in name.lower():
                path = value.scope.path
                return value, f"{path.name if path else '?'}:{value.node.lineno} {name}"
    return None


def find_function(scope: Scope, name: str) -> tuple[str, ...] | None:
    """The positional parameters (``self`` left out) of the function or method ``name`` defined in the test module
    or a module it imports, so a comparison helper's positional tolerances are read by their names."""
    for current in _reachable(scope):
        if current.path is None or not current.path.is_file():
            continue
        for node in ast.walk(_parsed(current.path)):
            if isinstance(node, ast.FunctionDef) and node.name == name:
                params = [a.arg for a in node.args.posonlyargs + node.args.args]
                return tuple(params[1:] if params[:1] in (["self"], ["cls"]) else params)
    return None


def _parsed(path: Path) -> ast.Module:
    return _parsed_version(path, path.stat().st_mtime_ns)


@functools.lru_cache(maxsize=64)
def _parsed_version(path: Path, _mtime_ns: int) -> ast.Module:
    """One parse per version of a file: every configuration of an op asks about the same helpers."""
    return ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
