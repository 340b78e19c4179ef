"""The tolerances a test compares with, per configuration, read with ``ast``.

The test body is walked statement by statement with the configuration's parameters
bound, so ``rtol, atol = (1e-3, 1e-5) if dtype == torch.float16 else ...``, ``if``
chains on the dtype, dict lookups (``**TOLS[dtype]``) and small helper functions
evaluate to numbers; a value only the run knows (``x.dtype``, a fixture's) stays unknown, so a
condition on it never silently picks a branch. The first comparison call (``assert_close``,
``assertCorrectness``, ``allclose``, ``ac`` after ``import assert_close as ac``, ...) that the
walk reaches decides; an exact one (``torch.equal``) only where the test has no other, and of
two in the branches of an ``if`` the reader cannot decide, the stricter. Tolerances are read
from keywords and, in the function's own parameter order, from positional arguments
(``torch.allclose(a, b, rtol, atol)``; a repository helper's order from its definition).
A tolerance left out is what that function uses: torch's documented per-dtype defaults
for ``torch.testing``, ``torch.allclose``'s and numpy's fixed ones, exact for ``*equal``,
and for the repository's own helpers its default (a ``*tolerance*`` helper in a module
the test imports, as TileGym's ``tests/common.py`` has).
"""

from __future__ import annotations

import ast
import functools
import re
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, NoReturn

from tilebot.runner.analysis.source_eval import (
    FunctionSource,
    ModuleRef,
    Opaque,
    Scope,
    ScopeRef,
    Unevaluable,
    evaluate,
)
from tilebot.runner.analysis.source_eval import call_static as run_helper
from tilebot.runner.analysis.values import TorchDtype, dtype_name

# ``torch.equal``, ``numpy.array_equal`` and ``numpy.testing.assert_array_equal`` compare exactly
COMPARISON = re.compile(r"(assert\w*close|allclose|isclose|assertcorrectness|assert_equal|array_equal|^equal)$", re.I)
# torch.testing.assert_close's documented defaults (rtol, atol) by dtype.
TORCH_DEFAULTS = {
    "float16": (1e-3, 1e-5),
    "bfloat16": (1.6e-2, 1e-5),
    "float32": (1.3e-6, 1e-5),
    "float64": (1e-7, 1e-7),
    "complex64": (1.3e-6, 1e-5),
}


class RunTime(Opaque):
    """A value the test computes when it runs (or a fixture makes). Reading it in a condition, a comparison or a
    table key is Unevaluable: a plain ``Opaque`` compares unequal to everything and is truthy, so ``atol = 1e-5
    if x.dtype == torch.float32 else 1e-1`` would silently take the loose branch."""

    def _unknown(self, *_: Any) -> NoReturn:
        raise Unevaluable(f"it depends on a value {self.what}")

    __bool__ = __eq__ = __ne__ = __lt__ = __le__ = __gt__ = __ge__ = __hash__ = __contains__ = _unknown


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
    """The tolerance of the first comparison the body reaches for these parameters (None: no comparison). An
    exact one (``torch.equal``, ``assert_array_equal``) counts only where the test compares nothing with a
    tolerance: a test checks its integer outputs (indices, masks) that way and its float ones with a tolerance,
    and the tolerance recorded here is the one later stages apply to the float outputs."""
    for exact in (False, True):
        found = _walk(fn.body, dict(params), _Walk(scope, rel_path, dtype, exact, (fn,)))
        if found:
            return found
    return None


@dataclass(frozen=True)
class _Walk:
    scope: Scope
    rel: str
    dtype: str | None
    exact: bool  # an exact comparison counts too
    inside: tuple[ast.FunctionDef, ...]  # the test, then the helpers it called on the way here


MAX_HELPER_DEPTH = 3


def _walk(statements: list[ast.stmt], local: dict[str, Any], ctx: _Walk) -> Found | None:
    for stmt in statements:
        if isinstance(stmt, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            continue
        if isinstance(stmt, ast.If):
            try:
                branch = stmt.body if evaluate(stmt.test, ctx.scope, local) else stmt.orelse
            except Unevaluable:
                found = _either_branch(stmt, local, ctx)
            else:
                found = _walk(branch, local, ctx)
            if found:
                return found
            continue
        if isinstance(stmt, ast.With | ast.For | ast.While | ast.Try):
            found = _walk(stmt.body, local, ctx)
            if found:
                return found
            continue
        for call in _calls(stmt):
            name = _comparison_name(call, ctx.scope, local)
            if name and (ctx.exact or not _is_exact(name)):
                return _tolerance_of(call, name, ctx.scope, local, ctx.rel, ctx.dtype)
            found = None if name else _in_helper(call, local, ctx)
            if found:
                return found
        _execute(stmt, ctx.scope, local)
    return None


def _in_helper(call: ast.Call, local: dict[str, Any], ctx: _Walk) -> Found | None:
    """The comparison in a helper of the test's own file the test calls (``self._run_test(B=1, dtype=...)``, as
    TileGym's sparse_mla and swa_attention tests do), walked with the arguments it is given."""
    helper = _own_helper(call, local, ctx)
    if helper is None or helper.node in ctx.inside or len(ctx.inside) > MAX_HELPER_DEPTH:
        return None
    bound = _arguments(helper, call, local, ctx.scope)
    return _walk(helper.node.body, bound, replace(ctx, scope=helper.scope, inside=(*ctx.inside, helper.node)))


def _own_helper(call: ast.Call, local: dict[str, Any], ctx: _Walk) -> FunctionSource | None:
    """A function or method of the test's module or class that ``call`` calls, if it is one."""
    func = call.func
    if isinstance(func, ast.Name):
        found = _bound(func.id, ctx.scope, local)
    elif isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) and func.value.id in {"self", "cls"}:
        found = _bound(func.attr, ctx.scope, {})
    else:
        return None
    own = {id(level) for level in _levels(ctx.scope)}
    return found if isinstance(found, FunctionSource) and id(found.scope) in own else None


def _levels(scope: Scope) -> list[Scope]:
    """The scope and those enclosing it (a class body, then its module)."""
    out = []
    level: Scope | None = scope
    while level is not None:
        out.append(level)
        level = level.parent
    return out


def _arguments(helper: FunctionSource, call: ast.Call, local: dict[str, Any], scope: Scope) -> dict[str, Any]:
    """The helper's parameters as this call binds them; one the reader cannot evaluate is a run-time value."""
    args = helper.node.args
    params = [a.arg for a in args.posonlyargs + args.args]
    static = any(ast.unparse(d).endswith("staticmethod") for d in helper.node.decorator_list)
    if isinstance(call.func, ast.Attribute) and params and not static:
        params = params[1:]  # self / cls
    defaults = dict(zip(reversed(params), reversed(args.defaults), strict=False))
    defaults |= {a.arg: d for a, d in zip(args.kwonlyargs, args.kw_defaults, strict=True) if d is not None}
    given: dict[str, ast.expr] = dict(zip(params, _before_starred(call.args), strict=False))
    given |= {kw.arg: kw.value for kw in call.keywords if kw.arg}

    def value(name: str) -> Any:
        node, where, at = (given[name], scope, local) if name in given else (defaults.get(name), helper.scope, {})
        if node is None:
            return RunTime(f"not given to {helper.node.name}() in a form the analyzer reads")
        try:
            return evaluate(node, where, at)
        except Unevaluable as exc:
            return RunTime(f"computed at run time ({exc})")

    return {name: value(name) for name in [*params, *(a.arg for a in args.kwonlyargs)]}


def _before_starred(args: list[ast.expr]) -> list[ast.expr]:
    return args[: next((i for i, a in enumerate(args) if isinstance(a, ast.Starred)), len(args))]


def _either_branch(stmt: ast.If, local: dict[str, Any], ctx: _Walk) -> Found | None:
    """An ``if`` the reader cannot decide (it tests the machine or a run-time value). A comparison in either branch
    counts, the stricter where both compare; a name the branches bind differently is unknown afterwards, not the
    ``else`` branch's value."""
    why = f"chosen by `if {ast.unparse(stmt.test)}` at run time"
    taken, not_taken = dict(local), dict(local)
    found = [f for f in (_walk(stmt.body, taken, ctx), _walk(stmt.orelse, not_taken, ctx)) if f]
    if found:
        return functools.reduce(_stricter, found)
    for name in taken.keys() | not_taken.keys():
        a, b = taken.get(name, RunTime(why)), not_taken.get(name, RunTime(why))
        local[name] = a if _same(a, b) else RunTime(why)
    return None


def _is_exact(comparison: str) -> bool:
    return comparison.lower().endswith("equal")


def _same(a: Any, b: Any) -> bool:
    if a is b:
        return True
    try:
        return type(a) is type(b) and not isinstance(a, Opaque) and bool(a == b)
    except Unevaluable:  # a table holding a run-time value
        return False


def _stricter(a: Found, b: Found) -> Found:
    """The comparison that passes less; each tolerance the smaller where neither is stricter in both. One the
    reader could not complete is kept, so the tolerance stays unresolved rather than taking the other's."""
    if a.atol is None or a.rtol is None:
        return a
    if b.atol is None or b.rtol is None:
        return b
    if a.atol <= b.atol and a.rtol <= b.rtol:
        return a
    if b.atol <= a.atol and b.rtol <= a.rtol:
        return b
    note = "the smaller atol and rtol of two comparisons, one of which runs"
    return Found(min(a.atol, b.atol), min(a.rtol, b.rtol), f"{a.source}, {b.source}", a.comparison, note)


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


def _comparison_name(call: ast.Call, scope: Scope, local: dict[str, Any]) -> str | None:
    """The comparison function a call makes, by the name it is defined under (``ac`` of ``from torch.testing
    import assert_close as ac`` is ``assert_close``), or None where the call compares nothing."""
    name = _call_name(call)
    if isinstance(call.func, ast.Name):
        bound = _bound(call.func.id, scope, local)
        if isinstance(bound, ModuleRef):
            name = bound.name.rsplit(".", 1)[-1]
        elif isinstance(bound, FunctionSource):
            name = bound.node.name
    return name if name and COMPARISON.search(name) else None


def _execute(stmt: ast.stmt, scope: Scope, local: dict[str, Any]) -> None:
    """Bind what an assignment binds; ``atol *= 10`` and ``atol: float = ...`` are assignments too."""
    if isinstance(stmt, ast.Assign):
        targets, value_node = stmt.targets, stmt.value
    elif isinstance(stmt, ast.AnnAssign) and stmt.value is not None:
        targets, value_node = [stmt.target], stmt.value
    elif isinstance(stmt, ast.AugAssign):
        targets = [stmt.target]
        value_node = ast.BinOp(left=_loaded(stmt.target), op=stmt.op, right=stmt.value)
    else:
        return
    try:
        value = evaluate(value_node, scope, local)
    except Unevaluable as exc:
        value = RunTime(f"computed at run time ({exc})")
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


@dataclass(frozen=True)
class Comparator:
    """How a comparison function takes its tolerances: which positional parameters follow the callee, and what it
    uses for a tolerance left out (``per_dtype``: torch.testing's table; ``repository``: the repo's default
    helper, as TileGym's ``assertCorrectness`` does; ``fixed``: one (rtol, atol) whatever the dtype)."""

    positional: tuple[str, ...] = ()
    missing: str = "repository"  # per_dtype | repository | fixed | exact
    fixed: tuple[float, float] = (0.0, 0.0)


# torch.allclose / numpy.allclose: rtol=1e-05, atol=1e-08 for every dtype; numpy.testing: rtol=1e-07, atol=0.
_ALLCLOSE = Comparator(("input", "other", "rtol", "atol"), "fixed", (1e-5, 1e-8))
_TENSOR_ALLCLOSE = Comparator(("other", "rtol", "atol"), "fixed", (1e-5, 1e-8))
_LIBRARY = {
    "torch.testing.assert_close": Comparator((), "per_dtype"),
    "torch.testing.assert_allclose": Comparator(("actual", "expected", "rtol", "atol"), "per_dtype"),
    "torch.allclose": _ALLCLOSE,
    "torch.isclose": _ALLCLOSE,
    "numpy.allclose": _ALLCLOSE,
    "numpy.isclose": _ALLCLOSE,
    "numpy.testing.assert_allclose": Comparator(("actual", "desired", "rtol", "atol"), "fixed", (1e-7, 0.0)),
}
# TileGym's tests/common.py helpers, for when their definition is not among the modules the test imports.
_TILEGYM_HELPERS = {
    "assertCorrectness": (
        "test_fn",
        "ref_fn",
        "kwargs",
        "extra_test_kwargs",
        "extra_ref_kwargs",
        "gradient",
        "rtol",
        "atol",
    ),
    "assertAllClose": ("input", "reference", "rtol", "atol"),
}


def _comparator(call: ast.Call, name: str, scope: Scope, local: dict[str, Any]) -> Comparator:
    qualified = _qualified(call.func, scope, local)
    if qualified in _LIBRARY:
        return _LIBRARY[qualified]
    if _is_exact(name):
        return Comparator((), "exact")
    root = qualified.split(".", 1)[0]
    in_repository = isinstance(_bound(root, scope, local), ScopeRef | FunctionSource)
    if name in {"allclose", "isclose"} and "." in qualified and root not in {"self", "cls"} and not in_repository:
        return _TENSOR_ALLCLOSE  # out.allclose(ref, rtol, atol)
    if name == "assert_close":  # imported under another module path: torch's defaults still apply
        return _LIBRARY["torch.testing.assert_close"]
    helper = find_function(scope, name)
    if helper is not None:
        return Comparator(helper)
    return Comparator(_TILEGYM_HELPERS.get(name, ()))


def _qualified(func: ast.expr, scope: Scope, local: dict[str, Any]) -> str:
    """``numpy.testing.assert_allclose`` for ``np.testing.assert_allclose`` (module aliases resolved)."""
    parts: list[str] = []
    node = func
    while isinstance(node, ast.Attribute):
        parts.insert(0, node.attr)
        node = node.value
    if not isinstance(node, ast.Name):
        return ast.unparse(func)
    bound = _bound(node.id, scope, local)
    head = bound.name if isinstance(bound, ModuleRef) else node.id
    return ".".join([head, *parts])


def _bound(name: str, scope: Scope, local: dict[str, Any]) -> Any:
    try:
        return local[name] if name in local else scope.lookup(name)
    except Unevaluable:
        return None


def _tolerance_of(call: ast.Call, name: str, scope: Scope, local: dict[str, Any], rel: str, dtype: str | None) -> Found:
    where = f"{rel}:{call.lineno}"
    comparator = _comparator(call, name, scope, local)
    given: dict[str, Any] = {}
    problems: list[str] = []
    unknown_spread = ""
    positional = _before_starred(call.args)
    passed = [(p, a) for p, a in zip(comparator.positional, positional, strict=False) if p in {"atol", "rtol"}]
    passed += [(kw.arg, kw.value) for kw in call.keywords if kw.arg in {"atol", "rtol"}]
    for what, node in passed:
        try:
            value = evaluate(node, scope, local)
            if value is not None:  # None: the function's own default
                given[what] = _number(value, what)
        except (Unevaluable, TypeError) as exc:
            problems.append(f"{what}: {exc}")
    for kw in call.keywords:
        if kw.arg is None:  # **kwargs: a dict that may carry atol/rtol
            try:
                spread = evaluate(kw.value, scope, local)
                if isinstance(spread, dict):
                    given.update({k: _number(v, k) for k, v in spread.items() if k in {"atol", "rtol"}})
                elif isinstance(spread, Opaque):
                    unknown_spread = f"**{ast.unparse(kw.value)} is {spread.what}"
            except (Unevaluable, TypeError) as exc:
                problems.append(f"**: {exc}")
    if unknown_spread and not {"atol", "rtol"} <= set(given):  # it may carry the tolerance not written here
        problems.append(unknown_spread)
    if problems:
        return Found(given.get("atol"), given.get("rtol"), where, name, "; ".join(problems))
    if {"atol", "rtol"} <= set(given):
        return Found(given["atol"], given["rtol"], where, name)
    return _fill_missing(comparator, given, name, scope, where, dtype)


def _fill_missing(
    comparator: Comparator, given: dict[str, float], name: str, scope: Scope, where: str, dtype: str | None
) -> Found:
    """The tolerance the comparison uses where the call leaves one out, as that function fills it in."""
    if comparator.missing == "exact":
        return Found(0.0, 0.0, where, name)
    if comparator.missing == "fixed":
        rtol, atol = comparator.fixed
        return Found(given.get("atol", atol), given.get("rtol", rtol), where, name)
    if given:
        if comparator.missing == "per_dtype":  # torch.testing raises unless both or neither are given
            return Found(given.get("atol"), given.get("rtol"), where, name, f"{name} is given only one tolerance")
        default = repo_default(scope, dtype, name) if dtype is not None else None
        if default is None or default.atol is None or default.rtol is None:
            why = "and no default for the other" if dtype is not None else "and the dtype is unknown"
            return Found(given.get("atol"), given.get("rtol"), where, name, f"{name} is given one tolerance {why}")
        return Found(given.get("atol", default.atol), given.get("rtol", default.rtol), where, name)
    return _default(name, scope, where, dtype, repository=comparator.missing == "repository")


def _number(value: Any, what: str) -> float:
    if isinstance(value, Opaque):
        raise Unevaluable(f"{what} is {value.what}")
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise TypeError(f"{what} is {value!r}, not a number")
    return float(value)


def _default(name: str, scope: Scope, where: str, dtype: str | None, *, repository: bool) -> Found:
    if dtype is None:
        return Found(None, None, where, name, "the comparison passes no tolerance and the dtype is unknown")
    if repository:
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


def _reachable(scope: Scope) -> list[Scope]:
    """The class body, then the module, then the repository modules they bind (``from .. import common``)."""
    seen: set[int] = set()
    out: list[Scope] = []
    pending = []
    level: Scope | None = scope
    while level is not None:
        pending.append(level)
        level = level.parent
    while pending:
        current = pending.pop(0)
        if id(current) in seen:
            continue
        seen.add(id(current))
        out.append(current)
        pending.extend(v.scope for v in current.names.values() if isinstance(v, ScopeRef))
    return out


def _parsed(path: Path) -> ast.Module:
    return _parsed_version(path, path.stat().st_mtime_ns)


@functools.lru_cache(maxsize=64)
def _parsed_version(path: Path, _mtime_ns: int) -> ast.Module:
    """One parse per version of a file: every configuration of an op asks about the same helpers."""
    return ast.parse(path.read_text(encoding="utf-8"), filename=str(path))


def dtype_of(params: dict[str, Any]) -> str | None:
    """The dtype a configuration tests: its ``dtype`` parameter, else the only dtype-valued one. Elsewhere only
    a ``torch.<dtype>`` counts: a mode string such as ``mask_kind="bool"`` or ``"float"`` names no tensor's dtype."""
    if "dtype" in params:
        return dtype_name(params["dtype"])
    found = {dtype_name(v) for v in params.values() if _names_torch_dtype(v)} - {None}
    return found.pop() if len(found) == 1 else None


def _names_torch_dtype(value: Any) -> bool:
    return isinstance(value, TorchDtype) or (isinstance(value, str) and value.startswith("torch."))


def rel_to(path: Path, root: Path) -> str:
    return path.resolve().relative_to(root.resolve()).as_posix()
