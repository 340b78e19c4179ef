"""``pytest.mark.parametrize`` stacks read with ``ast``, expanded into configurations with exact node ids.

The expansion follows pytest 8/9: marks apply from the decorator nearest ``def``
upwards, then the class's, then the module's ``pytestmark``; the first mark is the
outer loop and the first id component. Inside one mark, an id comes from
``pytest.param(id=...)``, then ``ids=[...]``, then per value from an ``ids=`` function
(``str``, a lambda), then from the repository's
``pytest_make_parametrize_id`` hook (TileGym's turns ``-`` into ``_``), then pytest's
own rules (numbers, strings, None and bools print; other objects become
``<argname><index>``); duplicates get a counter suffix. Pinning node ids this way
fixes TileGym's weak point of configurations chosen by ``-k`` substrings.
"""

from __future__ import annotations

import ast
import itertools
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tilebot.runner.analysis.source_eval import ParamSet, Scope, Unevaluable, evaluate

IdHook = Callable[[Any, str], str | None]


@dataclass(frozen=True)
class Mark:
    argnames: tuple[str, ...]
    sets: tuple[tuple[tuple[Any, ...], str], ...]  # (values, id) per parameter set, ids already unique
    marks: tuple[tuple[str, ...], ...] = ()  # per set: marks given with pytest.param (skip, xfail, ...)
    indirect: frozenset[str] = frozenset()  # argnames whose values go to a fixture, not to the test


@dataclass
class Expansion:
    argnames: list[str] = field(default_factory=list)
    configs: list[tuple[dict[str, Any], str, tuple[str, ...]]] = field(default_factory=list)  # params, id, marks


class Refused(Exception):
    """A parametrize mark pytest refuses where it collects the test: the module's collection fails."""


def is_parametrize(node: ast.expr) -> bool:
    func = node.func if isinstance(node, ast.Call) else None
    return isinstance(func, ast.Attribute) and func.attr == "parametrize" and "mark" in ast.unparse(func.value)


def read_mark(node: ast.Call, scope: Scope, hook: IdHook | None) -> Mark:
    """One ``parametrize(...)`` call; ``Unevaluable`` says which part could not be read, ``Refused`` that pytest
    refuses the call."""
    args = {k.arg: k.value for k in node.keywords if k.arg}
    if len(node.args) > 2:  # pytest 9's Metafunc.parametrize(argnames, argvalues, *, indirect, ids, scope)
        raise Refused(
            f"`{ast.unparse(node)}` passes {len(node.args)} arguments by position; pytest 9 takes only argnames and "
            "argvalues by position (indirect, ids and scope are keyword-only) and raises TypeError"
        )
    names_node = node.args[0] if node.args else args.get("argnames")
    values_node = node.args[1] if len(node.args) > 1 else args.get("argvalues")
    if names_node is None or values_node is None:
        raise Unevaluable(f"`{ast.unparse(node)}` has no argnames/argvalues")
    raw_names = evaluate(names_node, scope)
    argnames = tuple(n.strip() for n in raw_names.split(",")) if isinstance(raw_names, str) else tuple(raw_names)
    argnames = tuple(n for n in argnames if n)
    raw_values = list(evaluate(values_node, scope))
    indirect = _indirect(args.get("indirect"), argnames, scope)
    ids_node = args.get("ids")
    return build_mark(argnames, raw_values, ids_node, scope, hook, indirect)


def build_mark(
    argnames: tuple[str, ...],
    raw_values: list[Any],
    ids_node: ast.expr | None,
    scope: Scope,
    hook: IdHook | None,
    indirect: frozenset[str] = frozenset(),
) -> Mark:
    """A parametrization of ``argnames`` over ``raw_values`` (``pytest.param`` sets included), its ids as pytest
    gives them; a fixture's ``params=``/``ids=`` parametrize the tests that use it the same way."""
    ids = evaluate(ids_node, scope) if ids_node is not None else None
    idfn = ids if callable(ids) else None  # ids=str, ids=lambda v: ...: called per value, as pytest does
    if idfn is not None:
        ids = None
    if ids is not None and not isinstance(ids, list | tuple):
        raise Unevaluable(f"ids={ast.unparse(ids_node) if ids_node else ''} is not a list the analyzer can read")
    sets: list[tuple[tuple[Any, ...], str | None]] = []
    marks: list[tuple[str, ...]] = []
    for index, raw in enumerate(raw_values):
        explicit = raw.id if isinstance(raw, ParamSet) else None
        values = raw.values if isinstance(raw, ParamSet) else (raw,) if len(argnames) == 1 else tuple(raw)
        if len(values) != len(argnames):
            raise Unevaluable(f"parameter set {index} has {len(values)} values for {len(argnames)} names {argnames}")
        if explicit is None and ids is not None and index < len(ids) and ids[index] is not None:
            explicit = _required_id(ids[index])
        sets.append((values, explicit))
        marks.append(raw.marks if isinstance(raw, ParamSet) else ())
    resolved = [
        ascii_escaped(ident)
        if ident is not None
        else "-".join(idval(v, n, i, hook, idfn) for v, n in zip(vals, argnames, strict=True))
        for i, (vals, ident) in enumerate(sets)
    ]
    unique = make_unique(resolved)
    sets_with_ids = tuple((vals, ident) for (vals, _), ident in zip(sets, unique, strict=True))
    return Mark(argnames, sets_with_ids, tuple(marks), indirect)


def _indirect(node: ast.expr | None, argnames: tuple[str, ...], scope: Scope) -> frozenset[str]:
    """The argnames ``indirect=`` hands to fixtures (True: all of them): the test sees what the fixture makes of
    each value, not the value itself."""
    if node is None:
        return frozenset()
    value = evaluate(node, scope)
    if isinstance(value, bool):
        return frozenset(argnames if value else ())
    if isinstance(value, list | tuple) and all(isinstance(v, str) for v in value):
        return frozenset(value)
    raise Unevaluable(f"indirect={ast.unparse(node)} is neither a bool nor a list of argnames")


def expand(marks: Sequence[Mark]) -> Expansion:
    """Cartesian product of marks in application order; ids join with ``-``."""
    out = Expansion()
    for m in marks:
        for name in m.argnames:
            if name in out.argnames:
                raise Unevaluable(f"argument {name!r} is parametrized twice")
            out.argnames.append(name)
    per_mark = [list(zip(m.sets, m.marks or [()] * len(m.sets), strict=True)) for m in marks]
    for combo in itertools.product(*per_mark):
        params: dict[str, Any] = {}
        ids: list[str] = []
        set_marks: list[str] = []
        for m, ((vals, ident), extra) in zip(marks, combo, strict=True):
            params.update(zip(m.argnames, vals, strict=True))
            ids.append(ident)
            set_marks.extend(extra)
        out.configs.append((params, "-".join(ids), tuple(set_marks)))
    return out


def idval(value: Any, argname: str, index: int, hook: IdHook | None, idfn: Callable[[Any], Any] | None = None) -> str:
    if idfn is not None:
        try:
            from_fn = idfn(value)
        except (Unevaluable, TypeError, ValueError) as exc:
            raise Unevaluable(f"the ids function on {argname}={value!r}: {exc}") from None
        named = _from_value(from_fn) if from_fn is not None else None
        if named is not None:
            return named
    if hook is not None:
        from_hook = hook(value, argname)
        if from_hook is not None:
            return str(from_hook)
    named = _from_value(value)
    return named if named is not None else f"{argname}{index}"


def _from_value(value: Any) -> str | None:
    """pytest's id of a value of a type it prints (strings, numbers, None, bools, named objects), else None."""
    if isinstance(value, str):
        return ascii_escaped(value)
    if value is None or isinstance(value, bool | int | float | complex):
        return str(value)
    name = getattr(value, "__name__", None)
    return name if isinstance(name, str) else None


def _required_id(value: Any) -> str:
    if isinstance(value, str):
        return ascii_escaped(value)
    if value is None or isinstance(value, bool | int | float | complex):
        return str(value)
    raise Unevaluable(f"ids contains unsupported value {value!r}")


def ascii_escaped(value: str) -> str:
    return value if value.isascii() and value.isprintable() else value.encode("unicode_escape").decode("ascii")


def make_unique(ids: list[str]) -> list[str]:
    """pytest's suffixing of duplicate ids inside one parametrize: ``a0``, ``a1``; ``x1_0`` after a digit."""
    counts: dict[str, int] = {}
    for ident in ids:
        counts[ident] = counts.get(ident, 0) + 1
    if all(n == 1 for n in counts.values()):
        return ids
    taken = set(ids)
    next_suffix: dict[str, int] = {}
    out = list(ids)
    for index, ident in enumerate(ids):
        if counts[ident] > 1:
            sep = "_" if ident and ident[-1].isdigit() else ""
            n = next_suffix.get(ident, 0)
            candidate = f"{ident}{sep}{n}"
            while candidate in taken:
                n += 1
                candidate = f"{ident}{sep}{n}"
            out[index] = candidate
            taken.add(candidate)  # pytest checks later candidates against the ids renamed so far
            next_suffix[ident] = n + 1
    return out


def load_id_hook(conftests: Sequence[Path]) -> tuple[IdHook | None, str]:
    """The nearest conftest's ``pytest_make_parametrize_id``, run on its own.

    Only the conftest's function definitions (and its stdlib imports) are executed, so
    its module-level code (``import torch``, fixtures needing a GPU) never runs. The
    hook is called with ``config=None``.
    """
    for path in conftests:
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        if not any(isinstance(n, ast.FunctionDef) and n.name == "pytest_make_parametrize_id" for n in tree.body):
            continue
        # functions only, without their decorators (fixtures would need pytest and more)
        kept: list[ast.stmt] = [
            ast.FunctionDef(
                name=n.name,
                args=n.args,
                body=n.body,
                decorator_list=[],
                returns=None,
                type_comment=None,
                lineno=n.lineno,
                col_offset=n.col_offset,
            )
            for n in tree.body
            if isinstance(n, ast.FunctionDef)
        ]
        namespace: dict[str, Any] = {}
        for node in tree.body:
            if isinstance(node, ast.Import | ast.ImportFrom) and _is_stdlib(node):
                kept.insert(0, node)
        module = ast.Module(body=kept, type_ignores=[])
        exec(compile(module, str(path), "exec"), namespace)  # noqa: S102 - the repository's own id hook
        hook = namespace["pytest_make_parametrize_id"]

        def call(value: Any, argname: str, hook: Callable[..., Any] = hook) -> str | None:
            result = hook(config=None, val=value, argname=argname)
            return None if result is None else str(result)

        return call, str(path)
    return None, ""


_STDLIB = {"os", "sys", "re", "math", "enum", "pathlib", "typing", "collections", "functools", "itertools"}


def _is_stdlib(node: ast.Import | ast.ImportFrom) -> bool:
    if isinstance(node, ast.ImportFrom):
        return node.level == 0 and (node.module or "").split(".")[0] in _STDLIB
    return all(a.name.split(".")[0] in _STDLIB for a in node.names)
