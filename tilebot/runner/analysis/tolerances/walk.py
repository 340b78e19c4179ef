"""Per configuration: the dtype it tests, and the comparisons its test body reaches, walked statement by statement
with its parameters bound, into the helpers of the test's own file it calls."""

from __future__ import annotations

import ast
from dataclasses import dataclass, replace
from typing import Any

from tilebot.runner.analysis.source_eval import FunctionSource, ModuleRef, Opaque, Scope, Unevaluable, evaluate
from tilebot.runner.analysis.tolerances.calls import tolerance_of
from tilebot.runner.analysis.tolerances.comparators import is_exact
from tilebot.runner.analysis.tolerances.found import Found, RunTime
from tilebot.runner.analysis.tolerances.handwritten import Measure, asserted, handwritten, measure, negated
from tilebot.runner.analysis.tolerances.names import (
    alias_of,
    before_starred,
    bound_to,
    comparison_name,
    levels,
    value_or_run_time,
)
from tilebot.runner.analysis.values import TorchDtype, dtype_name


def for_config(
    fn: ast.FunctionDef, scope: Scope, params: dict[str, Any], rel_path: str, dtype: str | None
) -> Found | None:
    """The tolerance the body's comparisons apply for these parameters (None: no comparison): the strictest of
    them. A test may compare several outputs (the result and a log-sum-exp, the output and a gradient) with
    different tolerances; the record holds one per configuration, and stage D applies it to every output of the
    dtype, so only the strictest never passes an output the test would fail; each comparison's own is kept beside it
    (``Found.compared``), so a user of D sees which output the test judges more loosely. An exact comparison
    (``torch.equal``, ``assert_array_equal``) counts only where the test compares nothing with a tolerance: a
    test checks its integer outputs (indices, masks) that way and its float ones with a tolerance, and the
    tolerance recorded here is the one later stages apply to the float outputs."""
    for exact in (False, True):
        found = _walk(fn.body, dict(params), _Walk(scope, rel_path, dtype, exact, (fn,)))
        if found:
            return _strictest(found)
    return None


def dtype_of(params: dict[str, Any]) -> str | None:
    """The dtype a configuration tests: its ``dtype`` parameter, else the only dtype-valued one. Elsewhere only
    a ``torch.<dtype>`` counts: a mode string such as ``mask_kind="bool"`` or ``"float"`` names no tensor's dtype."""
    if "dtype" in params:
        return dtype_name(params["dtype"])
    found = {dtype_name(v) for v in params.values() if _names_torch_dtype(v)} - {None}
    return found.pop() if len(found) == 1 else None


def _names_torch_dtype(value: Any) -> bool:
    return isinstance(value, TorchDtype) or (isinstance(value, str) and value.startswith("torch."))


@dataclass(frozen=True)
class _Walk:
    scope: Scope
    rel: str
    dtype: str | None
    exact: bool  # an exact comparison counts too
    inside: tuple[ast.FunctionDef, ...]  # the test, then the helpers it called on the way here


MAX_HELPER_DEPTH = 3


def _walk(statements: list[ast.stmt], local: dict[str, Any], ctx: _Walk) -> list[Found]:
    """Every comparison the statements reach, in order."""
    found: list[Found] = []
    for stmt in statements:
        if isinstance(stmt, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            continue
        condition = asserted(stmt)
        if isinstance(stmt, ast.If):
            found += _check(condition, condition, local, ctx) if condition is not None else []
            try:
                branch = stmt.body if evaluate(stmt.test, ctx.scope, local) else stmt.orelse
            except Unevaluable:
                found += _either_branch(stmt, local, ctx)
            else:
                found += _walk(branch, local, ctx)
            continue
        if isinstance(stmt, ast.With | ast.For | ast.While | ast.Try):
            found += _walk(stmt.body, local, ctx)
            continue
        found += _check(stmt, condition, local, ctx)
        _execute(stmt, ctx.scope, local)
    return found


def _check(node: ast.AST, condition: ast.expr | None, local: dict[str, Any], ctx: _Walk) -> list[Found]:
    """The comparisons ``node`` makes: comparison calls, those in the helpers of the test's file it calls, else a
    hand-written bound in ``condition``, the condition it fails on when false. A comparison call whose result it
    negates (``assert not torch.allclose(out, x)``: the values differ) bounds nothing."""
    negated_calls = negated(condition) if condition is not None else set()
    found: list[Found] = []
    for call in _calls(node):
        name = comparison_name(call, ctx.scope, local)
        if name and id(call) in negated_calls:
            continue
        if name and (ctx.exact or not is_exact(name)):
            found.append(tolerance_of(call, name, ctx.scope, local, ctx.rel, ctx.dtype))
        elif not name:
            found += _in_helper(call, local, ctx)
    if found or condition is None:
        return found
    written = handwritten(condition, f"{ctx.rel}:{condition.lineno}", ctx.scope, local)
    if written is None:
        return []
    tolerance, exact = written
    return [tolerance] if ctx.exact or not exact else []


def _calls(node: ast.AST) -> list[ast.Call]:
    calls = [n for n in ast.walk(node) if isinstance(n, ast.Call)]
    return sorted(calls, key=lambda c: (c.lineno, c.col_offset))


def _in_helper(call: ast.Call, local: dict[str, Any], ctx: _Walk) -> list[Found]:
    """The comparison in a helper of the test's own file the test calls (``self._run_test(B=1, dtype=...)``, as
    TileGym's sparse_mla and swa_attention tests do), walked with the arguments it is given."""
    helper = _own_helper(call, local, ctx)
    if helper is None or helper.node in ctx.inside or len(ctx.inside) > MAX_HELPER_DEPTH:
        return []
    params = _arguments(helper, call, local, ctx.scope)
    return _walk(helper.node.body, params, replace(ctx, scope=helper.scope, inside=(*ctx.inside, helper.node)))


def _own_helper(call: ast.Call, local: dict[str, Any], ctx: _Walk) -> FunctionSource | None:
    """A function or method of the test's module or class that ``call`` calls, if it is one."""
    func = call.func
    if isinstance(func, ast.Name):
        found = bound_to(func.id, ctx.scope, local)
    elif isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) and func.value.id in {"self", "cls"}:
        found = bound_to(func.attr, ctx.scope, {})
    else:
        return None
    own = {id(level) for level in levels(ctx.scope)}
    return found if isinstance(found, FunctionSource) and id(found.scope) in own else None


def _arguments(helper: FunctionSource, call: ast.Call, local: dict[str, Any], scope: Scope) -> dict[str, Any]:
    """The helper's parameters as this call binds them; one the reader cannot evaluate is a run-time value."""
    args = helper.node.args
    params = [a.arg for a in args.posonlyargs + args.args]
    static = any(ast.unparse(d).endswith("staticmethod") for d in helper.node.decorator_list)
    if isinstance(call.func, ast.Attribute) and params and not static:
        params = params[1:]  # self / cls
    defaults = dict(zip(reversed(params), reversed(args.defaults), strict=False))
    defaults |= {a.arg: d for a, d in zip(args.kwonlyargs, args.kw_defaults, strict=True) if d is not None}
    given: dict[str, ast.expr] = dict(zip(params, before_starred(call.args), strict=False))
    given |= {kw.arg: kw.value for kw in call.keywords if kw.arg}

    def value(name: str) -> Any:
        node, where, at = (given[name], scope, local) if name in given else (defaults.get(name), helper.scope, {})
        if node is None:
            return RunTime(f"not given to {helper.node.name}() in a form the analyzer reads")
        return value_or_run_time(node, where, at)

    return {name: value(name) for name in [*params, *(a.arg for a in args.kwonlyargs)]}


def _either_branch(stmt: ast.If, local: dict[str, Any], ctx: _Walk) -> list[Found]:
    """An ``if`` the reader cannot decide (it tests the machine or a run-time value). The comparisons of both
    branches count (the strictest decides); a name the branches bind differently is unknown afterwards, not the
    ``else`` branch's value."""
    why = f"chosen by `if {ast.unparse(stmt.test)}` at run time"
    taken, not_taken = dict(local), dict(local)
    found = _walk(stmt.body, taken, ctx) + _walk(stmt.orelse, not_taken, ctx)
    for name in taken.keys() | not_taken.keys():
        a, b = taken.get(name, RunTime(why)), not_taken.get(name, RunTime(why))
        local[name] = a if _same(a, b) else RunTime(why)
    return found


def _same(a: Any, b: Any) -> bool:
    if a is b:
        return True
    try:
        return type(a) is type(b) and not isinstance(a, Opaque) and bool(a == b)
    except Unevaluable:  # a table holding a run-time value
        return False


def _strictest(found: list[Found]) -> Found:
    """The tolerance that passes no output any of the comparisons fails: each atol and rtol the smallest, from one
    comparison where it is the strictest in both. Where they differ it keeps them all (``compared``) and says why
    it is the strictest. One the reader could not complete is kept, so the tolerance stays unresolved rather than
    taking another's."""
    incomplete = next((f for f in found if f.atol is None or f.rtol is None), None)
    if incomplete is not None:
        return incomplete
    distinct = list(dict.fromkeys(replace(f, compared=()) for f in found))  # a helper called twice is one
    if len({(f.atol, f.rtol) for f in distinct}) == 1:
        return found[0]
    atol, rtol = (
        min(f.atol for f in distinct if f.atol is not None),
        min(f.rtol for f in distinct if f.rtol is not None),
    )
    why = (
        f"the strictest of {len(distinct)} comparisons with different tolerances (comparisons): stage D applies one "
        "tolerance to every output of the dtype"
    )
    both = next((f for f in distinct if (f.atol, f.rtol) == (atol, rtol)), None)
    if both is not None:
        return replace(both, note="; ".join(n for n in (both.note, why) if n), compared=tuple(distinct))
    by_atol = next(f for f in distinct if f.atol == atol)
    by_rtol = next(f for f in distinct if f.rtol == rtol)
    note = f"{why}; none is the strictest in both: the smaller atol and rtol of two comparisons"
    return Found(atol, rtol, f"{by_atol.source}, {by_rtol.source}", by_atol.comparison, note, compared=tuple(distinct))


def _execute(stmt: ast.stmt, scope: Scope, local: dict[str, Any]) -> None:
    """Bind what an assignment or an import binds; ``atol *= 10`` and ``atol: float = ...`` are assignments too."""
    if isinstance(stmt, ast.Import):
        for a in stmt.names:
            local[a.asname or a.name.split(".")[0]] = ModuleRef(a.name if a.asname else a.name.split(".")[0])
        return
    if isinstance(stmt, ast.ImportFrom):  # a name of the repository stays unbound, as before the import
        for a in stmt.names:
            if stmt.level == 0 and stmt.module:
                local[a.asname or a.name] = ModuleRef(f"{stmt.module}.{a.name}")
        return
    if isinstance(stmt, ast.Assign):
        targets, value_node = stmt.targets, stmt.value
    elif isinstance(stmt, ast.AnnAssign) and stmt.value is not None:
        targets, value_node = [stmt.target], stmt.value
    elif isinstance(stmt, ast.AugAssign):
        targets = [stmt.target]
        value_node = ast.BinOp(left=_loaded(stmt.target), op=stmt.op, right=stmt.value)
    else:
        return
    value: Any
    try:
        value = evaluate(value_node, scope, local)
    except Unevaluable as exc:
        kind = measure(value_node, local)
        why = f"computed at run time ({exc})"
        value = alias_of(value_node, scope, local) or (Measure(why, kind) if kind else RunTime(why))
    for target in targets:
        _assign(target, value, scope, local)


def _loaded(target: ast.expr) -> ast.expr:
    """The augmented target read as a value (``atol`` of ``atol *= 10``)."""
    return ast.Name(id=target.id, ctx=ast.Load()) if isinstance(target, ast.Name) else target


def _assign(target: ast.expr, value: Any, scope: Scope, local: dict[str, Any]) -> None:
    if isinstance(target, ast.Name):
        local[target.id] = value
    elif isinstance(target, ast.Tuple | ast.List):
        items = list(value) if isinstance(value, tuple | list) and len(value) == len(target.elts) else None
        for i, t in enumerate(target.elts):
            _assign(t, items[i] if items is not None else value, scope, local)
    elif isinstance(target, ast.Subscript) and isinstance(target.value, ast.Name):  # tols["atol"] = ...
        try:
            container = evaluate(target.value, scope, local)
        except Unevaluable:
            return
        if not isinstance(container, dict):
            return
        try:  # a copy: the dict may be a module-level table other configurations read
            local[target.value.id] = {**container, evaluate(target.slice, scope, local): value}
        except Unevaluable as exc:  # a key only the run knows: any entry may have changed
            local[target.value.id] = RunTime(f"updated at run time ({exc})")
