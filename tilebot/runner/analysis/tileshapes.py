"""Tile shapes a kernel body asks for (``shape=(...)`` of loads, ``ct.full((...))``, ``ct.arange(N)``).

Read with ``ast`` from the kernel's source and evaluated with the representative
configuration's constants; an expression that still does not evaluate (it depends on a
runtime value) is kept as written with no shape.
"""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Any

from tilebot.runner.analysis.source_eval import Scope, Unevaluable, evaluate, module_scope

_SHAPE_FIRST = {"full", "zeros", "ones", "empty"}


def tile_shapes(path: Path, kernel: str, constants: dict[str, Any]) -> list[tuple[str, list[int] | None]]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    fn = next((n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef) and n.name == kernel), None)
    if fn is None:
        return []
    module = module_scope(path, tree)
    scope = Scope(names=dict(constants), parent=module, path=path)
    out: list[tuple[str, list[int] | None]] = []
    seen: set[str] = set()
    for node in ast.walk(fn):
        if not isinstance(node, ast.Call):
            continue
        for expr in _shape_exprs(node):
            text = ast.unparse(expr)
            if text in seen:
                continue
            seen.add(text)
            out.append((text, _evaluate_shape(expr, scope)))
    return out


def _shape_exprs(call: ast.Call) -> list[ast.expr]:
    name = call.func.attr if isinstance(call.func, ast.Attribute) else getattr(call.func, "id", "")
    found = [kw.value for kw in call.keywords if kw.arg == "shape"]
    if name in _SHAPE_FIRST and call.args and isinstance(call.args[0], ast.Tuple | ast.List):
        found.append(call.args[0])
    if name == "arange" and call.args:
        found.append(ast.Tuple(elts=[call.args[0]], ctx=ast.Load()))
    return found


def _evaluate_shape(expr: ast.expr, scope: Scope) -> list[int] | None:
    try:
        value = evaluate(expr, scope)
    except (Unevaluable, TypeError, KeyError, IndexError, ZeroDivisionError):
        return None
    if isinstance(value, int) and not isinstance(value, bool):
        return [value]
    if isinstance(value, tuple | list) and all(isinstance(v, int) and not isinstance(v, bool) for v in value):
        return list(value)
    return None
