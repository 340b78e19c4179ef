"""Which functions of an op's module its tests call: the entries stages A, D and E intercept, read with ast.

An op's entry is the function named after it (with any other registered function its tests call), else the
one function its module registers with TileGym's ``@register_impl(...)``. A module may register several:
``mhc.py`` registers ``mhc_gemm_rms_scale``, ``mhc_sinkhorn`` and ``mhc_apply_residual``, each called by other
tests; ``rope.py`` registers ``apply_rope_base`` and the factory ``get_apply_rope_func``. Its entries are then
the registered functions the op's pinned test files name (by registry or function name), never one that
returns a function: a factory hands out an entry (intercepted on its own) and computes nothing to compare.
"""

from __future__ import annotations

import ast
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from tilebot.runner.gpu.op_calls import EntryError


@dataclass(frozen=True)
class Registered:
    function: str
    names: tuple[str, ...]  # what ``register_impl`` registers it as (TileGym: the op name the tests dispatch)
    factory: bool  # every value it returns is a function


@dataclass(frozen=True)
class ModuleEntries:
    functions: tuple[str, ...]  # the top-level functions, in source order
    registered: tuple[Registered, ...]


@dataclass(frozen=True)
class Chosen:
    functions: tuple[str, ...]  # the entries, in source order
    among_several: bool  # picked by the tests from several registered functions (else the one entry as ever)


def read_module(path: Path) -> ModuleEntries | None:
    """The module's functions and registrations, or None when it cannot be read or parsed."""
    try:
        tree = ast.parse(path.read_text(encoding="utf-8"))
    except (OSError, SyntaxError, ValueError):
        return None
    functions = [n for n in tree.body if isinstance(n, ast.FunctionDef)]
    names = {f.name for f in functions}
    registered = []
    for f in functions:
        registrations = [d for d in f.decorator_list if _registers(d)]
        if registrations:
            keys = tuple(_first_string(d) or f.name for d in registrations)
            registered.append(Registered(f.name, keys, _returns_function(f, names)))
    return ModuleEntries(tuple(f.name for f in functions), tuple(registered))


def choose(path: Path, op: str, test_files: Sequence[Path]) -> Chosen:
    """The op's entries in ``path`` for tests in ``test_files``; :class:`EntryError` when the module registers
    several functions and the tests name none of them (nothing to intercept, and no guess)."""
    module = read_module(path)
    if module is None:
        return Chosen((op,), among_several=False)  # resolving a missing module says what is wrong
    used = names_used(test_files)
    reached = [r for r in module.registered if not r.factory and used & {r.function, *r.names}]
    if op in module.functions:
        # The op's own function, and any other registered one its tests call (layer_norm_legacy's tests call
        # persistent_layer_norm too: left out, those tests ran the reference alone and proved nothing).
        others = {r.function for r in reached} - {op}
        chosen = tuple(f for f in module.functions if f == op or f in others)
        return Chosen(chosen, among_several=bool(others))
    if len(module.registered) <= 1:
        return Chosen(tuple(r.function for r in module.registered) or (op,), among_several=False)
    if reached:
        return Chosen(tuple(r.function for r in reached), among_several=True)
    listed = ", ".join(r.function + (" (returns a function)" if r.factory else "") for r in module.registered)
    tests = ", ".join(sorted(p.name for p in test_files)) or "none"
    raise EntryError(
        f"{path.name} has no function {op!r} and registers several ({listed}); the op's pinned tests "
        f"({tests}) call none that computes, so there is no entry to intercept"
    )


def paired(module: ModuleEntries | None, entry: Registered | None, function: str) -> str:
    """The function of another backend's module that stands for ``function``: the one registered under the same
    name (Triton's ``apply_rope_base``), else the one of the same name (the translated wrapper keeps them)."""
    if module is not None and entry is not None:
        for other in module.registered:
            if set(other.names) & set(entry.names):
                return other.function
    return function


def names_used(test_files: Sequence[Path]) -> set[str]:
    """Every name the files mention as a name, an attribute (``tilegym.ops.mhc_sinkhorn``) or an import."""
    used: set[str] = set()
    for path in test_files:
        try:
            tree = ast.parse(path.read_text(encoding="utf-8"))
        except (OSError, SyntaxError, ValueError):
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.Name):
                used.add(node.id)
            elif isinstance(node, ast.Attribute):
                used.add(node.attr)
            elif isinstance(node, ast.alias):
                used.add(node.asname or node.name.rpartition(".")[2])
                used.add(node.name.rpartition(".")[2])
    return used


def _registers(decorator: ast.expr) -> bool:
    """``@register_impl(...)`` (any module prefix)."""
    func = decorator.func if isinstance(decorator, ast.Call) else None
    name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
    return name == "register_impl"


def _first_string(decorator: ast.expr) -> str | None:
    if isinstance(decorator, ast.Call) and decorator.args:
        first = decorator.args[0]
        if isinstance(first, ast.Constant) and isinstance(first.value, str):
            return first.value
    return None


def _returns_function(function: ast.FunctionDef, module_functions: set[str]) -> bool:
    """Every ``return`` of ``function`` (nested functions aside) gives a function: a lambda, a function defined
    inside it or one of the module's (``get_apply_rope_func`` returns ``apply_rope_base`` or a ``wrapper``)."""
    local: set[str] = set()
    returns: list[ast.expr | None] = []
    stack: list[ast.AST] = list(function.body)
    while stack:
        node = stack.pop()
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            local.add(node.name)
            continue
        if isinstance(node, ast.Lambda):
            continue
        if isinstance(node, ast.Return):
            returns.append(node.value)
        stack.extend(ast.iter_child_nodes(node))
    callable_names = local | module_functions
    values = [v for v in returns if not (v is None or (isinstance(v, ast.Constant) and v.value is None))]
    return bool(values) and all(
        isinstance(v, ast.Lambda) or (isinstance(v, ast.Name) and v.id in callable_names) for v in values
    )
