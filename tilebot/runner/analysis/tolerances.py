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
the test imports, as TileGym's ``tests/common.py`` has). ``pytest.approx``, numpy's and unittest's
``*almost_equal`` and hand-written bounds (``assert (out - ref).abs().max() < 1e-3``) are turned into
the (atol, rtol) that passes exactly what they pass; where none does (approx's max of two
tolerances, a relative error, a mean), the tolerance is left unknown with a note saying why.
A comparison the test negates (``assert not torch.allclose(out, x)``) bounds nothing; a name bound to
a comparison (``check = functools.partial(torch.testing.assert_close, atol=...)``) compares as it.
"""

from __future__ import annotations

import ast
import functools
import math
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from decimal import Decimal
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

COMPARISON = re.compile(
    r"(assert\w*close|allclose|isclose|assertcorrectness|assert_equal|array_equal|^equal|^approx"
    r"|(?<!not_)(?<!not)almost_?equal|approx_equal|_nulp|max_ulp)$",
    re.I,
)
# ``torch.equal``, ``numpy.array_equal`` and ``numpy.testing.assert_array_equal`` compare exactly; ``*almost_equal``
# and ``assert_approx_equal`` do not.
EXACT = re.compile(r"(?<!almost_)(?<!almost)(?<!approx_)equal$", re.I)
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


@dataclass(frozen=True, eq=False)
class _Measure(RunTime):
    """A run-time value that is a difference of two values or a size of one (``diff = (out - ref).abs().max()``),
    so a later ``assert diff < 1e-3`` reads as the bound it is; ``kind`` as ``_measure`` names them."""

    kind: str = "other"


@dataclass(frozen=True, eq=False)
class _Alias:
    """A comparison function bound to another name (``check = torch.testing.assert_close``), or a
    ``functools.partial`` of one; the values it fixes are evaluated where it is bound (a RunTime where unknown)."""

    qualified: str  # torch.testing.assert_close
    name: str  # the name the function is defined under
    args: tuple[Any, ...] = ()
    keywords: tuple[tuple[str | None, Any], ...] = field(default=())  # None: a ``**`` spread


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
        asserted = _asserted(stmt)
        if isinstance(stmt, ast.If):
            found = _check(asserted, asserted, local, ctx) if asserted is not None else None
            if found:
                return found
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
        found = _check(stmt, asserted, local, ctx)
        if found:
            return found
        _execute(stmt, ctx.scope, local)
    return None


def _check(node: ast.AST, asserted: ast.expr | None, local: dict[str, Any], ctx: _Walk) -> Found | None:
    """The comparison ``node`` makes: a comparison call, one in a helper of the test's file it calls, else a
    hand-written bound in ``asserted``, the condition it fails on when false. A comparison call whose result it
    negates (``assert not torch.allclose(out, x)``: the values differ) bounds nothing."""
    negated = _negated(asserted) if asserted is not None else set()
    for call in _calls(node):
        name = _comparison_name(call, ctx.scope, local)
        if name and id(call) in negated:
            continue
        if name and (ctx.exact or not _is_exact(name)):
            return _tolerance_of(call, name, ctx.scope, local, ctx.rel, ctx.dtype)
        found = None if name else _in_helper(call, local, ctx)
        if found:
            return found
    if asserted is None:
        return None
    handwritten = _handwritten(asserted, f"{ctx.rel}:{asserted.lineno}", ctx.scope, local)
    if handwritten is None:
        return None
    found, exact = handwritten
    return found if ctx.exact or not exact else None


# unittest's ordering assertions: assertLess(a, b) fails unless a < b
_ORDERED = {"assertLess": ast.Lt, "assertLessEqual": ast.LtE, "assertGreater": ast.Gt, "assertGreaterEqual": ast.GtE}


def _asserted(stmt: ast.stmt) -> ast.expr | None:
    """The condition ``stmt`` fails on when it is false: ``assert X``; ``not X`` of ``if X: raise ...``;
    unittest's ``assertTrue(X)``, ``assertFalse(X)`` (not X) and ``assertLess(a, b)`` (a < b) and its kin."""
    if isinstance(stmt, ast.Assert):
        return stmt.test
    if isinstance(stmt, ast.If) and not stmt.orelse and any(_raises(s) for s in stmt.body):
        return ast.copy_location(ast.UnaryOp(op=ast.Not(), operand=stmt.test), stmt.test)
    if not (isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call)):
        return None
    call, name = stmt.value, _call_name(stmt.value)
    if name == "assertTrue" and call.args:
        return call.args[0]
    if name == "assertFalse" and call.args:
        return ast.copy_location(ast.UnaryOp(op=ast.Not(), operand=call.args[0]), call)
    if name in _ORDERED and len(call.args) >= 2:
        return ast.copy_location(
            ast.Compare(left=call.args[0], ops=[_ORDERED[name]()], comparators=[call.args[1]]), call
        )
    return None


def _raises(stmt: ast.stmt) -> bool:
    """``raise ...``, ``pytest.fail(...)`` / ``self.fail(...)`` or ``assert False``."""
    if isinstance(stmt, ast.Raise):
        return True
    if isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call):
        return _call_name(stmt.value) == "fail"
    return isinstance(stmt, ast.Assert) and isinstance(stmt.test, ast.Constant) and not stmt.test.value


def _negated(asserted: ast.expr) -> set[int]:
    """The calls whose result ``asserted`` negates: ``not f(...)``, and ``out != approx(ref)``."""
    out: set[int] = set()

    def visit(node: ast.expr, flipped: bool) -> None:
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            visit(node.operand, not flipped)
        elif isinstance(node, ast.Compare) and [type(op) for op in node.ops] == [ast.NotEq]:
            for side in (node.left, *node.comparators):
                visit(side, not flipped)
        elif isinstance(node, ast.BoolOp):
            for value in node.values:
                visit(value, flipped)
        elif isinstance(node, ast.Call) and flipped:
            out.add(id(node))

    visit(asserted, False)
    return out


HANDWRITTEN = "hand-written check"
_MIRRORED = {ast.Lt: ast.Gt, ast.LtE: ast.GtE, ast.Gt: ast.Lt, ast.GtE: ast.LtE, ast.Eq: ast.Eq, ast.NotEq: ast.NotEq}
_NEGATED = {ast.Lt: ast.GtE, ast.LtE: ast.Gt, ast.Gt: ast.LtE, ast.GtE: ast.Lt, ast.Eq: ast.NotEq, ast.NotEq: ast.Eq}


def _handwritten(asserted: ast.expr, where: str, scope: Scope, local: dict[str, Any]) -> tuple[Found, bool] | None:
    """The tolerance of a bound the test writes on a difference, and whether it is exact; None where ``asserted``
    measures no difference. ``max |a - b| <= t`` (or every ``|a - b| <= t``) is atol=t, rtol=0 and ``< t`` the
    largest float below t, since stage D passes a difference equal to atol; any other measure (a relative error,
    a mean, a norm) is no atol/rtol and is reported, never guessed."""
    if not any(_measure(n, local) in _SIZES for n in ast.walk(asserted)):
        return None
    text = ast.unparse(asserted)
    unread = Found(
        None, None, where, HANDWRITTEN, f"`{text}` is not read as atol/rtol: only a bound on max |a - b| is one"
    )
    bound = _difference_bound(asserted, local)
    if bound is None:
        return unread, False
    kind, op, node = bound
    try:
        limit = _number(evaluate(node, scope, local), "its bound")
    except (Unevaluable, TypeError) as exc:
        return replace(unread, note=f"`{text}`: its bound is not known before the run ({exc})"), False
    if op is ast.Eq and limit == 0:  # any size of a difference is 0 only where the values are equal
        return Found(0.0, 0.0, where, HANDWRITTEN), True
    if kind not in _BOUNDED:
        return unread, False
    if op is ast.LtE:
        return Found(limit, 0.0, where, HANDWRITTEN), False
    if op is ast.Lt:
        return Found(math.nextafter(limit, -math.inf), 0.0, where, HANDWRITTEN), False
    return unread, False


def _difference_bound(asserted: ast.expr, local: dict[str, Any]) -> tuple[str, type[ast.cmpop], ast.expr] | None:
    """(kind, op, bound) where ``asserted`` says ``size <op> bound`` of a size of a difference (``_measure``'s kind),
    else None."""
    flipped = False
    while isinstance(asserted, ast.UnaryOp) and isinstance(asserted.op, ast.Not):
        asserted, flipped = asserted.operand, not flipped
    asserted = _unwrapped(asserted)
    if isinstance(asserted, ast.Call) and _call_name(asserted) == "all":  # torch.all(c), c.all(), all(c)
        subject = _subject(asserted)
        if flipped or subject is None:  # not all(|a - b| < t) bounds nothing
            return None
        asserted = subject
    if not (isinstance(asserted, ast.Compare) and len(asserted.ops) == 1):
        return None
    left, right, op = asserted.left, asserted.comparators[0], type(asserted.ops[0])
    kinds = _measure(left, local), _measure(right, local)
    if kinds[0] in _SIZES and kinds[1] is None:
        kind, bound = kinds[0], right
    elif kinds[1] in _SIZES and kinds[0] is None:
        kind, bound, op = kinds[1], left, _MIRRORED[op]
    else:
        return None
    return kind, (_NEGATED[op] if flipped else op), bound


# What ``_measure`` calls a bound on every |a - b| (its maximum, or all of them), and any size of a difference.
_BOUNDED = {"elementwise", "max"}
_SIZES = {"elementwise", "max", "other"}
_ABS = {"abs", "absolute", "fabs"}
_MAX = {"max", "amax"}
_NORM = {"norm", "vector_norm", "matrix_norm"}
# calls that keep a value: on a device, as a Python float or in a wider dtype
_KEEP = {"item", "float", "double", "cpu", "detach", "contiguous", "clone", "numpy"}


def _measure(node: ast.AST, local: dict[str, Any]) -> str | None:
    """What ``node`` computes of a difference ``a - b``: "difference" (a - b), "elementwise" (|a - b|), "max" (the
    largest |a - b|), "other" (another size of it: a mean, a norm, a ratio), or None."""
    if isinstance(node, ast.Name):
        value = local.get(node.id)
        return value.kind if isinstance(value, _Measure) else None
    if isinstance(node, ast.BinOp):
        kinds = {_measure(node.left, local), _measure(node.right, local)}
        if kinds & _SIZES:
            return "other"
        if isinstance(node.op, ast.Sub):
            return "difference"
        return "other" if isinstance(node.op, ast.Pow) and "difference" in kinds else None
    if isinstance(node, ast.Call):
        return _measure_call(node, local)
    if isinstance(node, ast.Subscript | ast.Attribute | ast.UnaryOp):  # (...).max(dim=0).values, -x
        inner = node.operand if isinstance(node, ast.UnaryOp) else node.value
        return "other" if _measure(inner, local) in _SIZES else None
    return None


def _measure_call(call: ast.Call, local: dict[str, Any]) -> str | None:
    name = _call_name(call)
    receiver = _measure(call.func.value, local) if isinstance(call.func, ast.Attribute) else None
    plain = not call.keywords and (not call.args if receiver else len(call.args) == 1)  # x.max() / torch.max(x)
    kind = receiver or (_measure(call.args[0], local) if call.args else None)
    if kind is None:
        return None
    if name in _ABS and kind == "difference":
        return "elementwise"
    if name in _KEEP or name in _ABS:
        return kind if plain else "other"
    if name in _MAX and kind in _BOUNDED:
        return "max" if plain else "other"
    if kind == "difference":  # (a - b).sum(): no size of the difference
        return "other" if name in _NORM else None
    return "other"


def _unwrapped(node: ast.expr) -> ast.expr:
    """``c`` of ``c.item()`` and ``bool(c)``."""
    while isinstance(node, ast.Call) and _call_name(node) in {"item", "bool"}:
        subject = _subject(node)
        if subject is None:
            return node
        node = subject
    return node


def _subject(call: ast.Call) -> ast.expr | None:
    """What a call acts on: the receiver of ``c.all()``, the argument of ``torch.all(c)``."""
    if not call.args and not call.keywords and isinstance(call.func, ast.Attribute):
        return call.func.value
    return call.args[0] if len(call.args) == 1 and not call.keywords else None


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
    return bool(EXACT.search(comparison))


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


def _calls(node: ast.AST) -> list[ast.Call]:
    calls = [n for n in ast.walk(node) if isinstance(n, ast.Call)]
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
        elif isinstance(bound, _Alias):
            name = bound.name
    return name if name and COMPARISON.search(name) else None


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
        kind = _measure(value_node, local)
        why = f"computed at run time ({exc})"
        value = _alias_of(value_node, scope, local) or (_Measure(why, kind) if kind else RunTime(why))
    for target in targets:
        _assign(target, value, scope, local)


def _alias_of(node: ast.expr, scope: Scope, local: dict[str, Any]) -> _Alias | None:
    """What ``node`` binds where it names a comparison function or is a ``functools.partial`` of one."""
    if isinstance(node, ast.Call):
        if not node.args or _qualified(node.func, scope, local) != "functools.partial":
            return None
        inner = _alias_of(node.args[0], scope, local)
        if inner is None:
            return None
        fixed = node.args[1:]
        keywords = [(kw.arg, _value(kw.value, scope, local)) for kw in node.keywords]
        if any(isinstance(a, ast.Starred) for a in fixed):  # which parameters it fills is unknown
            keywords.append((None, RunTime("*args of functools.partial")))
        args = tuple(_value(a, scope, local) for a in _before_starred(fixed))
        return _Alias(inner.qualified, inner.name, inner.args + args, inner.keywords + tuple(keywords))
    if isinstance(node, ast.Name):
        bound = _bound(node.id, scope, local)
        if isinstance(bound, _Alias):
            return bound
        if isinstance(bound, RunTime) or not isinstance(bound, Opaque | ModuleRef | FunctionSource | None):
            return None  # a value, not a function
        name = (
            bound.name.rsplit(".", 1)[-1]
            if isinstance(bound, ModuleRef)
            else bound.node.name
            if isinstance(bound, FunctionSource)
            else node.id
        )
    elif isinstance(node, ast.Attribute):
        name = node.attr
    else:
        return None
    return _Alias(_qualified(node, scope, local), name) if COMPARISON.search(name) else None


def _value(node: ast.expr, scope: Scope, local: dict[str, Any]) -> Any:
    try:
        return evaluate(node, scope, local)
    except Unevaluable as exc:
        return RunTime(f"computed at run time ({exc})")


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


# (atol, rtol) passing exactly what a comparison passes, or why no such pair exists
Converted = tuple[float, float] | str


@dataclass(frozen=True)
class Comparator:
    """How a comparison function takes its tolerances: which positional parameters follow the callee, and what it
    uses for a tolerance left out (``per_dtype``: torch.testing's table; ``repository``: the repo's default
    helper, as TileGym's ``assertCorrectness`` does; ``fixed``: one (rtol, atol) whatever the dtype;
    ``converted``: ``convert`` turns the tolerance parameters it is given, ``reads``, into atol and rtol)."""

    positional: tuple[str, ...] = ()
    missing: str = "repository"  # per_dtype | repository | fixed | exact | converted
    fixed: tuple[float, float] = (0.0, 0.0)
    reads: frozenset[str] = frozenset({"atol", "rtol"})
    convert: Callable[[dict[str, float]], Converted] | None = None


def _approx(given: dict[str, float]) -> Converted:
    """pytest.approx passes |actual - expected| <= max(rel * |expected|, abs), with rel=1e-6 and abs=1e-12 by
    default, and abs alone drops rel (``ApproxScalar.tolerance``). A max of two non-zero terms is no atol/rtol:
    atol + rtol * |expected| with the same values passes up to twice the difference."""
    rel, tol = given.get("rel"), given.get("abs")
    if rel is None and tol is not None:
        return tol, 0.0
    rel = 1e-6 if rel is None else rel
    tol = 1e-12 if tol is None else tol
    if rel == 0 or tol == 0:
        return tol, rel
    return (
        f"pytest.approx passes |actual - expected| <= max({rel:g} * |expected|, {tol:g}), which no atol + rtol * "
        f"|expected| states: atol={tol:g}, rtol={rel:g} would pass up to twice that"
    )


def _almost_equal(decimal: int) -> Callable[[dict[str, float]], Converted]:
    def convert(given: dict[str, float]) -> Converted:
        # numpy.testing: abs(desired - actual) < 1.5 * 10**(-decimal), strictly; stage D passes a difference equal
        # to atol, so atol is the largest float below the bound
        return math.nextafter(1.5 * 10.0 ** -given.get("decimal", decimal), -math.inf), 0.0

    return convert


def _unittest_almost_equal(given: dict[str, float]) -> Converted:
    """unittest's assertAlmostEqual: abs(first - second) <= delta, else round(abs(first - second), places) == 0
    (places=7): Python rounds the exact value half to even, so differences up to 0.5 * 10**-places pass."""
    if "delta" in given and "places" in given:
        return "assertAlmostEqual is given both places and delta (a TypeError)"
    if "delta" in given:
        return given["delta"], 0.0
    places = given.get("places", 7.0)
    if not places.is_integer():
        return f"assertAlmostEqual's places={places:g} is not an integer"
    bound = Decimal(5).scaleb(-int(places) - 1)
    atol = float(bound)
    return (math.nextafter(atol, -math.inf) if Decimal(atol) > bound else atol), 0.0


def _unmappable(function: str, measure: str) -> Comparator:
    why = f"{function} compares {measure}, which no atol/rtol states"
    return Comparator((), "converted", reads=frozenset(), convert=lambda _given: why)


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
# Comparisons that state their tolerance in other terms, by qualified name and, where it cannot be resolved
# (``from numpy.testing import *``), by the name the function is defined under.
_CONVERTED = {
    "pytest.approx": Comparator(
        ("expected", "rel", "abs", "nan_ok"), "converted", reads=frozenset({"rel", "abs"}), convert=_approx
    ),
    "numpy.testing.assert_almost_equal": Comparator(
        ("actual", "desired", "decimal"), "converted", reads=frozenset({"decimal"}), convert=_almost_equal(7)
    ),
    "numpy.testing.assert_array_almost_equal": Comparator(
        ("actual", "desired", "decimal"), "converted", reads=frozenset({"decimal"}), convert=_almost_equal(6)
    ),
    "numpy.testing.assert_approx_equal": _unmappable("assert_approx_equal", "significant digits of the values"),
    "numpy.testing.assert_array_almost_equal_nulp": _unmappable(
        "assert_array_almost_equal_nulp", "units in the last place"
    ),
    "numpy.testing.assert_array_max_ulp": _unmappable("assert_array_max_ulp", "units in the last place"),
    "unittest.TestCase.assertAlmostEqual": Comparator(
        ("first", "second", "places", "msg", "delta"),
        "converted",
        reads=frozenset({"places", "delta"}),
        convert=_unittest_almost_equal,
    ),
}
_LIBRARY |= _CONVERTED
_CONVERTED_BY_NAME = {qualified.rsplit(".", 1)[-1]: c for qualified, c in _CONVERTED.items()}
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
    if name in _CONVERTED_BY_NAME:  # self.assertAlmostEqual, approx of ``from pytest import *``
        return _CONVERTED_BY_NAME[name]
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
    head = bound.name if isinstance(bound, ModuleRef) else bound.qualified if isinstance(bound, _Alias) else node.id
    return ".".join([head, *parts])


def _bound(name: str, scope: Scope, local: dict[str, Any]) -> Any:
    try:
        value = local[name] if name in local else scope.lookup(name)
    except Unevaluable:
        return None
    if isinstance(value, Opaque) and name not in local:
        return _module_alias(name, scope) or value
    return value


_RESOLVING: set[tuple[Path, str]] = set()  # module-level aliases being resolved: ``a = b`` with ``b = a`` ends


def _module_alias(name: str, scope: Scope) -> _Alias | None:
    """The comparison a module-level name the evaluator left opaque is bound to
    (``assert_close = functools.partial(torch.testing.assert_close, atol=1e-2, rtol=1e-2)``)."""
    levels = _levels(scope)
    module = levels[-1]
    holder = next((level for level in levels if name in level.names), None)
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
        return _alias_of(values[-1], module, {})
    finally:
        _RESOLVING.discard((module.path, name))


def _tolerance_of(call: ast.Call, name: str, scope: Scope, local: dict[str, Any], rel: str, dtype: str | None) -> Found:
    where = f"{rel}:{call.lineno}"
    comparator = _comparator(call, name, scope, local)
    given: dict[str, Any] = {}
    problems: list[str] = []
    unknown_spread = ""
    for what, value in _passed(call, comparator, scope, local):
        try:
            if what.startswith("**"):  # a dict that may carry a tolerance
                spread = value()
                if isinstance(spread, dict):
                    given.update({k: _number(v, k) for k, v in spread.items() if k in comparator.reads})
                elif isinstance(spread, Opaque):
                    unknown_spread = f"{what} is {spread.what}"
            elif what in comparator.reads:
                number = value()
                if number is None:  # the function's own default
                    given.pop(what, None)
                else:
                    given[what] = _number(number, what)
        except (Unevaluable, TypeError) as exc:
            problems.append(f"{what}: {exc}")
    if unknown_spread and not comparator.reads <= set(given):  # it may carry the tolerance not written here
        problems.append(unknown_spread)
    if problems:
        return Found(given.get("atol"), given.get("rtol"), where, name, "; ".join(problems))
    if comparator.convert is not None:
        converted = comparator.convert(given)
        if isinstance(converted, str):
            return Found(None, None, where, name, converted)
        return Found(converted[0], converted[1], where, name)
    if {"atol", "rtol"} <= set(given):
        return Found(given["atol"], given["rtol"], where, name)
    return _fill_missing(comparator, given, name, scope, where, dtype)


def _passed(
    call: ast.Call, comparator: Comparator, scope: Scope, local: dict[str, Any]
) -> Iterator[tuple[str, Callable[[], Any]]]:
    """(parameter, its value when asked) for each argument the call passes, a ``functools.partial`` it calls
    first (the call's own override it); ``**expression`` for a spread."""
    func = call.func
    alias = _bound(func.id, scope, local) if isinstance(func, ast.Name) else None
    fixed = alias if isinstance(alias, _Alias) else _Alias("", "")
    for parameter, value in zip(comparator.positional, fixed.args, strict=False):
        yield parameter, functools.partial(_known, value)
    for keyword, value in fixed.keywords:
        yield keyword or "** of the functools.partial", functools.partial(_known, value)
    rest = comparator.positional[len(fixed.args) :]
    for parameter, node in zip(rest, _before_starred(call.args), strict=False):
        yield parameter, functools.partial(evaluate, node, scope, local)
    for kw in call.keywords:
        yield kw.arg or f"**{ast.unparse(kw.value)}", functools.partial(evaluate, kw.value, scope, local)


def _known(value: Any) -> Any:
    """A value a ``functools.partial`` fixed, as ``evaluate`` would give it."""
    if isinstance(value, RunTime):
        raise Unevaluable(value.what)
    return value


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
