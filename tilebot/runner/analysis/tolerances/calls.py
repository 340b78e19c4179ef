"""The tolerance one comparison call applies: the tolerances it passes, by keyword, by position in the function's
own parameter order, through a ``**`` spread or a ``functools.partial`` it calls, and the ones it leaves out as that
function fills them in (torch's per-dtype table, a fixed pair, exact, or the repository's default helper)."""

from __future__ import annotations

import ast
import functools
from collections.abc import Callable, Iterator
from typing import Any

from tilebot.runner.analysis.source_eval import FunctionSource, Opaque, Scope, ScopeRef, Unevaluable, evaluate
from tilebot.runner.analysis.source_eval import call_static as run_helper
from tilebot.runner.analysis.tolerances.comparators import (
    CONVERTED_BY_NAME,
    EXACT_COMPARATOR,
    LIBRARY,
    TENSOR_ALLCLOSE,
    TILEGYM_HELPERS,
    TORCH_DEFAULTS,
    Comparator,
    is_exact,
)
from tilebot.runner.analysis.tolerances.found import Found, RunTime, number
from tilebot.runner.analysis.tolerances.names import (
    Alias,
    before_starred,
    bound_to,
    find_default_helper,
    find_function,
    qualified_name,
)
from tilebot.runner.analysis.values import TorchDtype


def tolerance_of(call: ast.Call, name: str, scope: Scope, local: dict[str, Any], rel: str, dtype: str | None) -> Found:
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
                    given.update({k: number(v, k) for k, v in spread.items() if k in comparator.reads})
                elif isinstance(spread, Opaque):
                    unknown_spread = f"{what} is {spread.what}"
            elif what in comparator.reads:
                given_value = value()
                if given_value is None:  # the function's own default
                    given.pop(what, None)
                else:
                    given[what] = number(given_value, what)
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
        atol, rtol, *how = converted
        return Found(atol, rtol, where, name, *how)
    if {"atol", "rtol"} <= set(given):
        return Found(given["atol"], given["rtol"], where, name)
    return _fill_missing(comparator, given, name, scope, where, dtype)


def _comparator(call: ast.Call, name: str, scope: Scope, local: dict[str, Any]) -> Comparator:
    qualified = qualified_name(call.func, scope, local)
    if qualified in LIBRARY:
        return LIBRARY[qualified]
    if is_exact(name):
        return EXACT_COMPARATOR
    root = qualified.split(".", 1)[0]
    in_repository = isinstance(bound_to(root, scope, local), ScopeRef | FunctionSource)
    if name in {"allclose", "isclose"} and "." in qualified and root not in {"self", "cls"} and not in_repository:
        return TENSOR_ALLCLOSE  # out.allclose(ref, rtol, atol)
    if name == "assert_close":  # imported under another module path: torch's defaults still apply
        return LIBRARY["torch.testing.assert_close"]
    helper = find_function(scope, name)
    if helper is not None:
        return Comparator(helper)
    if name in CONVERTED_BY_NAME:  # self.assertAlmostEqual, approx of ``from pytest import *``
        return CONVERTED_BY_NAME[name]
    return Comparator(TILEGYM_HELPERS.get(name, ()))


def _passed(
    call: ast.Call, comparator: Comparator, scope: Scope, local: dict[str, Any]
) -> Iterator[tuple[str, Callable[[], Any]]]:
    """(parameter, its value when asked) for each argument the call passes, a ``functools.partial`` it calls
    first (the call's own override it); ``**expression`` for a spread."""
    func = call.func
    alias = bound_to(func.id, scope, local) if isinstance(func, ast.Name) else None
    fixed = alias if isinstance(alias, Alias) else Alias("", "")
    for parameter, value in zip(comparator.positional, fixed.args, strict=False):
        yield parameter, functools.partial(_known, value)
    for keyword, value in fixed.keywords:
        yield keyword or "** of the functools.partial", functools.partial(_known, value)
    rest = comparator.positional[len(fixed.args) :]
    for parameter, node in zip(rest, before_starred(call.args), strict=False):
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
        return Found(number(value["atol"], "atol"), number(value["rtol"], "rtol"), location, comparison)
    return Found(None, None, location, comparison, f"default tolerance helper returned {value!r}, not atol/rtol")
