"""The tolerances a test compares with, per configuration, read with ``ast``.

The test body is walked statement by statement with the configuration's parameters
bound, so ``rtol, atol = (1e-3, 1e-5) if dtype == torch.float16 else ...``, ``if``
chains on the dtype, dict lookups (``**TOLS[dtype]``) and small helper functions
evaluate to numbers. The first comparison call (``assert_close``, ``assertCorrectness``,
``allclose``, ...) that the walk reaches decides. A comparison without tolerances takes
the repository's default (a ``*tolerance*`` helper in a module the test imports, as
TileGym's ``tests/common.py`` has) or, for ``torch.testing.assert_close``, torch's
documented defaults.
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tilebot.runner.analysis.source_eval import FunctionSource, Opaque, Scope, ScopeRef, Unevaluable, evaluate
from tilebot.runner.analysis.source_eval import call_static as run_helper
from tilebot.runner.analysis.values import TorchDtype, dtype_name

COMPARISON = re.compile(r"(assert\w*close|allclose|isclose|assertcorrectness|assert_equal)$", re.IGNORECASE)
# torch.testing.assert_close's documented defaults (rtol, atol) by dtype.
TORCH_DEFAULTS = {
    "float16": (1e-3, 1e-5),
    "bfloat16": (1.6e-2, 1e-5),
    "float32": (1.3e-6, 1e-5),
    "float64": (1e-7, 1e-7),
    "complex64": (1.3e-6, 1e-5),
}


@dataclass(frozen=True)
class Found:
    atol: float | None
    rtol: float | None
    source: str  # "tests/ops/test_x.py:42" or "torch.testing.assert_close defaults" or the helper's location
    comparison: str  # the comparison function's name
    note: str = ""  # why a value is missing


def for_config(
    fn: ast.FunctionDef, scope: Scope, params: dict[str, Any], rel_path: str, dtype: str | None
) -> Found | None:
    """The tolerance of the first comparison the body reaches for these parameters (None: no comparison)."""
    local: dict[str, Any] = dict(params)
    return _walk(fn.body, scope, local, rel_path, dtype)


def _walk(statements: list[ast.stmt], scope: Scope, local: dict[str, Any], rel: str, dtype: str | None) -> Found | None:
    for stmt in statements:
        if isinstance(stmt, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            continue
        if isinstance(stmt, ast.If):
            try:
                branch = stmt.body if evaluate(stmt.test, scope, local) else stmt.orelse
            except Unevaluable:
                found = _walk(stmt.body, scope, dict(local), rel, dtype) or _walk(stmt.orelse, scope, local, rel, dtype)
                if found:
                    return found
                continue
            found = _walk(branch, scope, local, rel, dtype)
            if found:
                return found
            continue
        if isinstance(stmt, ast.With | ast.For | ast.While | ast.Try):
            found = _walk(stmt.body, scope, local, rel, dtype)
            if found:
                return found
            continue
        for call in _calls(stmt):
            name = _call_name(call)
            if name and COMPARISON.search(name):
                return _tolerance_of(call, name, scope, local, rel, dtype)
        _execute(stmt, scope, local)
    return None


def _calls(stmt: ast.stmt) -> list[ast.Call]:
    calls = [n for n in ast.walk(stmt) if isinstance(n, ast.Call)]
    return sorted(calls, key=lambda c: (c.lineno, c.col_offset))


def _call_name(call: ast.Call) -> str | None:
    func = call.func
    if isinstance(func, ast.Attribute):
        return func.attr
    if isinstance(func, ast.Name):
        return func.id
    return None


def _execute(stmt: ast.stmt, scope: Scope, local: dict[str, Any]) -> None:
    if not isinstance(stmt, ast.Assign):
        return
    try:
        value = evaluate(stmt.value, scope, local)
    except Unevaluable as exc:
        value = Opaque(f"computed at run time ({exc})")
    for target in stmt.targets:
        _assign(target, value, local)


def _assign(target: ast.expr, value: Any, local: dict[str, Any]) -> None:
    if isinstance(target, ast.Name):
        local[target.id] = value
    elif isinstance(target, ast.Tuple | ast.List):
        items = list(value) if isinstance(value, tuple | list) and len(value) == len(target.elts) else None
        for i, t in enumerate(target.elts):
            _assign(t, items[i] if items is not None else value, local)


def _tolerance_of(call: ast.Call, name: str, scope: Scope, local: dict[str, Any], rel: str, dtype: str | None) -> Found:
    where = f"{rel}:{call.lineno}"
    given: dict[str, Any] = {}
    problems: list[str] = []
    for kw in call.keywords:
        try:
            if kw.arg in {"atol", "rtol"}:
                given[kw.arg] = _number(evaluate(kw.value, scope, local), kw.arg)
            elif kw.arg is None:  # **kwargs: a dict that may carry atol/rtol
                spread = evaluate(kw.value, scope, local)
                if isinstance(spread, dict):
                    given.update({k: _number(v, k) for k, v in spread.items() if k in {"atol", "rtol"}})
        except (Unevaluable, TypeError) as exc:
            problems.append(f"{kw.arg or '**'}: {exc}")
    if problems:
        return Found(given.get("atol"), given.get("rtol"), where, name, "; ".join(problems))
    if "atol" in given or "rtol" in given:
        return Found(given.get("atol"), given.get("rtol"), where, name)
    return _default(name, scope, where, dtype)


def _number(value: Any, what: str) -> float:
    if isinstance(value, Opaque):
        raise Unevaluable(f"{what} is {value.what}")
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise TypeError(f"{what} is {value!r}, not a number")
    return float(value)


def _default(name: str, scope: Scope, where: str, dtype: str | None) -> Found:
    if dtype is None:
        return Found(None, None, where, name, "the comparison passes no tolerance and the dtype is unknown")
    if name.lower() != "assert_close":
        found = repo_default(scope, dtype, name)
        if found is not None:
            return found
    if dtype in TORCH_DEFAULTS:
        rtol, atol = TORCH_DEFAULTS[dtype]
        return Found(atol, rtol, "torch.testing.assert_close defaults", name)
    return Found(0.0, 0.0, "exact comparison for integer dtypes", name)


def repo_default(scope: Scope, dtype: str, comparison: str = "") -> Found | None:
    """The repository's default tolerance for ``dtype`` (its ``*tolerance*`` helper, run statically), if any."""
    helper = find_default_helper(scope)
    if helper is None:
        return None
    fn, location = helper
    try:
        value = run_helper(fn, [TorchDtype(dtype)], {})
    except Unevaluable as exc:
        return Found(None, None, location, comparison, f"default tolerance helper: {exc}")
    if isinstance(value, dict) and {"atol", "rtol"} <= set(value):
        return Found(_number(value["atol"], "atol"), _number(value["rtol"], "rtol"), location, comparison)
    return Found(None, None, location, comparison, f"default tolerance helper returned {value!r}, not atol/rtol")


def find_default_helper(scope: Scope) -> tuple[FunctionSource, str] | None:
    """A ``*tolerance*`` function of the test module or of a module it imports (e.g. ``tests/common.py``)."""
    seen: set[int] = set()
    pending = []
    level: Scope | None = scope
    while level is not None:  # the class body, then the module
        pending.append(level)
        level = level.parent
    while pending:
        current = pending.pop(0)
        if id(current) in seen:
            continue
        seen.add(id(current))
        for name, value in current.names.items():
            if isinstance(value, FunctionSource) and "tolerance" in name.lower():
                path = value.scope.path
                return value, f"{path.name if path else '?'}:{value.node.lineno} {name}"
            if isinstance(value, ScopeRef):
                pending.append(value.scope)
    return None


def dtype_of(params: dict[str, Any]) -> str | None:
    """The dtype a configuration tests: its ``dtype`` parameter, else the only dtype-valued one."""
    if "dtype" in params:
        return dtype_name(params["dtype"])
    found = {dtype_name(v) for v in params.values()} - {None}
    return found.pop() if len(found) == 1 else None


def rel_to(path: Path, root: Path) -> str:
    return path.resolve().relative_to(root.resolve()).as_posix()
