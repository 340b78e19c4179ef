"""Checks a test writes by hand: the condition a statement fails on (``assert``, ``if ...: raise``, unittest's
``assertTrue`` and kin), the comparison calls it negates, and a bound it puts on a difference
(``assert (out - ref).abs().max() < 1e-3``) as the (atol, rtol) that passes exactly what it passes."""

from __future__ import annotations

import ast
import math
from dataclasses import dataclass, replace
from typing import Any

from tilebot.runner.analysis.source_eval import Scope, Unevaluable, evaluate
from tilebot.runner.analysis.tolerances.found import Found, RunTime, number
from tilebot.runner.analysis.tolerances.names import call_name

HANDWRITTEN = "hand-written check"


@dataclass(frozen=True, eq=False)
class Measure(RunTime):
    """A run-time value that is a difference of two values or a size of one (``diff = (out - ref).abs().max()``),
    so a later ``assert diff < 1e-3`` reads as the bound it is; ``kind`` as ``measure`` names them."""

    kind: str = "other"


# unittest's ordering assertions: assertLess(a, b) fails unless a < b
_ORDERED = {"assertLess": ast.Lt, "assertLessEqual": ast.LtE, "assertGreater": ast.Gt, "assertGreaterEqual": ast.GtE}


def asserted(stmt: ast.stmt) -> ast.expr | None:
    """The condition ``stmt`` fails on when it is false: ``assert X``; ``not X`` of ``if X: raise ...``;
    unittest's ``assertTrue(X)``, ``assertFalse(X)`` (not X) and ``assertLess(a, b)`` (a < b) and its kin."""
    if isinstance(stmt, ast.Assert):
        return stmt.test
    if isinstance(stmt, ast.If) and not stmt.orelse and any(_raises(s) for s in stmt.body):
        return _not(stmt.test, stmt.test)
    if not (isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call)):
        return None
    call, name = stmt.value, call_name(stmt.value)
    if name == "assertTrue" and call.args:
        return call.args[0]
    if name == "assertFalse" and call.args:
        return _not(call.args[0], call)
    if name in _ORDERED and len(call.args) >= 2:
        return ast.copy_location(
            ast.Compare(left=call.args[0], ops=[_ORDERED[name]()], comparators=[call.args[1]]), call
        )
    return None


def _not(condition: ast.expr, where: ast.AST) -> ast.expr:
    return ast.copy_location(ast.UnaryOp(op=ast.Not(), operand=condition), where)


def _raises(stmt: ast.stmt) -> bool:
    """``raise ...``, ``pytest.fail(...)`` / ``self.fail(...)`` or ``assert False``."""
    if isinstance(stmt, ast.Raise):
        return True
    if isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call):
        return call_name(stmt.value) == "fail"
    return isinstance(stmt, ast.Assert) and isinstance(stmt.test, ast.Constant) and not stmt.test.value


def negated(condition: ast.expr) -> set[int]:
    """The calls whose result ``condition`` negates: ``not f(...)``, and ``out != approx(ref)``."""
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

    visit(condition, False)
    return out


_MIRRORED = {ast.Lt: ast.Gt, ast.LtE: ast.GtE, ast.Gt: ast.Lt, ast.GtE: ast.LtE, ast.Eq: ast.Eq, ast.NotEq: ast.NotEq}
_NEGATED = {ast.Lt: ast.GtE, ast.LtE: ast.Gt, ast.Gt: ast.LtE, ast.GtE: ast.Lt, ast.Eq: ast.NotEq, ast.NotEq: ast.Eq}


def handwritten(condition: ast.expr, where: str, scope: Scope, local: dict[str, Any]) -> tuple[Found, bool] | None:
    """The tolerance of a bound the test writes on a difference, and whether it is exact; None where ``condition``
    measures no difference. ``max |a - b| <= t`` (or every ``|a - b| <= t``) is atol=t, rtol=0 and ``< t`` the
    largest float below t, since stage D passes a difference equal to atol; any other measure (a relative error,
    a mean, a norm) is no atol/rtol and is reported, never guessed."""
    if not any(measure(n, local) in _SIZES for n in ast.walk(condition)):
        return None
    text = ast.unparse(condition)
    unread = Found(
        None, None, where, HANDWRITTEN, f"`{text}` is not read as atol/rtol: only a bound on max |a - b| is one"
    )
    bound = _difference_bound(condition, local)
    if bound is None:
        return unread, False
    kind, op, node = bound
    try:
        limit = number(evaluate(node, scope, local), "its bound")
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


def _difference_bound(condition: ast.expr, local: dict[str, Any]) -> tuple[str, type[ast.cmpop], ast.expr] | None:
    """(kind, op, bound) where ``condition`` says ``size <op> bound`` of a size of a difference (``measure``'s kind),
    else None."""
    flipped = False
    while isinstance(condition, ast.UnaryOp) and isinstance(condition.op, ast.Not):
        condition, flipped = condition.operand, not flipped
    condition = _unwrapped(condition)
    if isinstance(condition, ast.Call) and call_name(condition) == "all":  # torch.all(c), c.all(), all(c)
        subject = _subject(condition)
        if flipped or subject is None:  # not all(|a - b| < t) bounds nothing
            return None
        condition = subject
    if not (isinstance(condition, ast.Compare) and len(condition.ops) == 1):
        return None
    left, right, op = condition.left, condition.comparators[0], type(condition.ops[0])
    kinds = measure(left, local), measure(right, local)
    if kinds[0] in _SIZES and kinds[1] is None:
        kind, bound = kinds[0], right
    elif kinds[1] in _SIZES and kinds[0] is None:
        kind, bound, op = kinds[1], left, _MIRRORED[op]
    else:
        return None
    return kind, (_NEGATED[op] if flipped else op), bound


# What ``measure`` calls a bound on every |a - b| (its maximum, or all of them), and any size of a difference.
_BOUNDED = {"elementwise", "max"}
_SIZES = {"elementwise", "max", "other"}
_ABS = {"abs", "absolute", "fabs"}
_MAX = {"max", "amax"}
_NORM = {"norm", "vector_norm", "matrix_norm"}
# calls that keep a value: on a device, as a Python float or in a wider dtype
_KEEP = {"item", "float", "double", "cpu", "detach", "contiguous", "clone", "numpy"}


def measure(node: ast.AST, local: dict[str, Any]) -> str | None:
    """What ``node`` computes of a difference ``a - b``: "difference" (a - b), "elementwise" (|a - b|), "max" (the
    largest |a - b|), "other" (another size of it: a mean, a norm, a ratio), or None."""
    if isinstance(node, ast.Name):
        value = local.get(node.id)
        return value.kind if isinstance(value, Measure) else None
    if isinstance(node, ast.BinOp):
        kinds = {measure(node.left, local), measure(node.right, local)}
        if kinds & _SIZES:
            return "other"
        if isinstance(node.op, ast.Sub):
            return "difference"
        return "other" if isinstance(node.op, ast.Pow) and "difference" in kinds else None
    if isinstance(node, ast.Call):
        return _measure_call(node, local)
    if isinstance(node, ast.Subscript | ast.Attribute | ast.UnaryOp):  # (...).max(dim=0).values, -x
        inner = node.operand if isinstance(node, ast.UnaryOp) else node.value
        return "other" if measure(inner, local) in _SIZES else None
    return None


def _measure_call(call: ast.Call, local: dict[str, Any]) -> str | None:
    name = call_name(call)
    receiver = measure(call.func.value, local) if isinstance(call.func, ast.Attribute) else None
    plain = not call.keywords and (not call.args if receiver else len(call.args) == 1)  # x.max() / torch.max(x)
    kind = receiver or (measure(call.args[0], local) if call.args else None)
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
    while isinstance(node, ast.Call) and call_name(node) in {"item", "bool"}:
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
