"""Which functions of an op's module its tests call: the entries stages A, D and E intercept, read with ast.

An op's entry is the function named after it (with any other registered function its tests call), else the
one function its module registers with TileGym's ``@register_impl(...)``. A module may register several:
``mhc.py`` registers ``mhc_gemm_rms_scale``, ``mhc_sinkhorn`` and ``mhc_apply_residual``, each called by other
tests; ``rope.py`` registers ``apply_rope_base`` and the factory ``get_apply_rope_func``. Its entries are then
the registered functions the op's pinned test files name (by registry or function name), never one that
returns a function: a factory hands out an entry (intercepted on its own) and computes nothing to compare.

A factory may hand out a class instead: ``rms_norm.py``'s ``get_rms_norm_module()`` returns ``_TileRMSNorm``, and
its backward tests call ``get_rms_norm_module().rms_norm_backward(...)``, a static method. Such a method, where the
tests name it, is an entry spelled ``Class.method`` after the class that defines it (the returned class or one of
its bases in the module); left out, those tests ran the reference alone and proved nothing.

Tests reach entries the way they really call them: through the package's interface functions they name
(``fmha_interface`` dispatches ``fmha``, under which attention.py registers ``tile_fmha``; :func:`names_reached`),
and by calling a plain function on the op's module (``cutile_attention.fmha_forward_with_lse``;
:func:`called_on_module`). One entry may call another; ``op_plugin`` checks only the outermost call.
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
    factory: bool  # every value it returns is a function or one of the module's classes
    classes: tuple[str, ...] = ()  # the module's classes it returns (a factory handing out a class)


@dataclass(frozen=True)
class ModuleClass:
    name: str
    bases: tuple[str, ...]  # the bases named plainly (``_TileRMSNorm``), in order
    static_methods: tuple[str, ...]  # the ``@staticmethod``s it defines itself, callable on the class


@dataclass(frozen=True)
class ModuleEntries:
    functions: tuple[str, ...]  # the top-level functions, in source order
    registered: tuple[Registered, ...]
    classes: tuple[ModuleClass, ...] = ()  # the top-level classes, in source order

    def static_method(self, cls: str, method: str) -> str | None:
        """``Owner.method`` for ``cls.method``: the class of the module that defines the static method, searching
        ``cls`` then its bases in the module (depth first, as Python's MRO for single inheritance), or None."""
        by_name = {c.name: c for c in self.classes}
        seen: set[str] = set()
        pending = [cls]
        while pending:
            name = pending.pop(0)
            found = by_name.get(name)
            if found is None or name in seen:
                continue
            seen.add(name)
            if method in found.static_methods:
                return f"{name}.{method}"
            pending[:0] = list(found.bases)
        return None


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
    classes = tuple(_module_class(c) for c in tree.body if isinstance(c, ast.ClassDef))
    names = {f.name for f in functions}
    class_names = {c.name for c in classes}
    registered = []
    for f in functions:
        registrations = [d for d in f.decorator_list if _registers(d)]
        if registrations:
            keys = tuple(_first_string(d) or f.name for d in registrations)
            returned = _returned_values(f)
            factory = _returns_function(f, names | class_names)
            handed_out = tuple(dict.fromkeys(v.id for v in returned if isinstance(v, ast.Name) and v.id in class_names))
            registered.append(Registered(f.name, keys, factory, handed_out if factory else ()))
    return ModuleEntries(tuple(f.name for f in functions), tuple(registered), classes)


def choose(
    path: Path, op: str, test_files: Sequence[Path], *, module_name: str = "", interfaces: Sequence[Path] = ()
) -> Chosen:
    """The op's entries in ``path`` (the module ``module_name``) for tests in ``test_files``, which may reach
    them through the package's ``interfaces`` (:func:`names_reached`); :class:`EntryError` when the module
    registers several functions and the tests reach none of them (nothing to intercept, and no guess)."""
    module = read_module(path)
    if module is None:
        return Chosen((op,), among_several=False)  # resolving a missing module says what is wrong
    used = names_reached(test_files, interfaces)
    reached = [r for r in module.registered if not r.factory and used & {r.function, *r.names}]
    methods = handed_out_methods(module, used)
    # Plain functions of the module the tests call on it (attention's fmha_forward_with_lse): left out, those
    # tests ran the reference alone and proved nothing.
    direct = set(called_on_module(path, module_name, test_files)) - {r.function for r in module.registered}
    if op in module.functions:
        # The op's own function, and any other registered one its tests call (layer_norm_legacy's tests call
        # persistent_layer_norm too: left out, those tests ran the reference alone and proved nothing).
        others = ({r.function for r in reached} | direct) - {op}
        chosen = tuple(f for f in module.functions if f == op or f in others)
        return Chosen(chosen + methods, among_several=bool(others) or bool(methods))
    if len(module.registered) <= 1 and not direct and not methods:
        return Chosen(tuple(r.function for r in module.registered) or (op,), among_several=False)
    # The one registered function as ever (else those the tests reach), the plain ones called on the module and
    # the methods handed out; a factory itself never.
    one = module.registered if len(module.registered) <= 1 else reached
    picked = {r.function for r in one if not r.factory} | direct
    if picked or methods:
        return Chosen(tuple(f for f in module.functions if f in picked) + methods, among_several=True)
    listed = ", ".join(r.function + _factory_note(r) for r in module.registered)
    tests = ", ".join(sorted(p.name for p in test_files)) or "none"
    raise EntryError(
        f"{path.name} has no function {op!r} and registers several ({listed}); the op's pinned tests "
        f"({tests}) call none that computes, so there is no entry to intercept"
    )


def handed_out_methods(module: ModuleEntries, used: set[str]) -> tuple[str, ...]:
    """``Class.method`` for each static method of a class a registered factory returns, where the tests name
    the factory (by function or registry name) and the method: ``get_rms_norm_module().rms_norm_backward``."""
    found: list[str] = []
    named = {m for c in module.classes for m in c.static_methods} & used
    for factory in module.registered:
        if not used & {factory.function, *factory.names}:
            continue
        for cls in factory.classes:
            for method in sorted(named):
                owner = module.static_method(cls, method)
                if owner is not None and owner not in found:
                    found.append(owner)
    return tuple(found)


def paired_method(module: ModuleEntries | None, factory_names: set[str], entry: str) -> str:
    """The ``Class.method`` of another backend's module that stands for ``entry`` (``Class.method``): the same
    method of a class its factory registered under the same name hands out, else ``entry`` as spelled (the
    translated wrapper keeps the reference's classes; resolving a missing one names it)."""
    method = entry.rpartition(".")[2]
    if module is not None:
        for other in module.registered:
            if set(other.names) & factory_names:
                for cls in other.classes:
                    owner = module.static_method(cls, method)
                    if owner is not None:
                        return owner
    return entry


def handing_out(module: ModuleEntries | None, entry: str) -> set[str]:
    """The registry names of the factories of ``module`` that hand out a class with ``entry`` (``Class.method``)."""
    if module is None:
        return set()
    method = entry.rpartition(".")[2]
    return {
        name
        for r in module.registered
        if any(module.static_method(cls, method) == entry for cls in r.classes)
        for name in r.names
    }


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
        used |= _names_in(tree)
    return used


INTERFACE_DEPTH = 2  # calls followed from a test into the package's interfaces (fmha_interface -> fmha: one)


def names_reached(test_files: Sequence[Path], interfaces: Sequence[Path], depth: int = INTERFACE_DEPTH) -> set[str]:
    """The names the tests use (:func:`names_used`), with those used inside the functions of ``interfaces`` they
    name, ``depth`` calls deep: attention's tests call ``fmha_interface``, which dispatches ``fmha``, the name
    ``tile_fmha`` is registered under."""
    functions = interface_functions(interfaces)
    used = names_used(test_files)
    frontier = set(used)
    for _ in range(depth):
        inside = {name for fn in frontier & functions.keys() for body in functions[fn] for name in _names_in(body)}
        frontier = inside - used
        used |= inside
    return used


def interface_modules(package: Path, backends: Sequence[Path]) -> list[Path]:
    """The package's modules a test may call the op through (TileGym's ``attn_interface.py``, ``ops.py``): all
    but the backends' ops dirs and modules that register implementations themselves (a backend's op, whose
    calls are the entry's own code)."""
    found = []
    for path in sorted(package.rglob("*.py")):
        if any(path.is_relative_to(b) for b in backends):
            continue
        module = read_module(path)
        if module is not None and not module.registered:
            found.append(path)
    return found


def interface_functions(paths: Sequence[Path]) -> dict[str, list[ast.FunctionDef]]:
    """The top-level functions of ``paths`` by name (several modules may define one name)."""
    functions: dict[str, list[ast.FunctionDef]] = {}
    for path in paths:
        try:
            tree = ast.parse(path.read_text(encoding="utf-8"))
        except (OSError, SyntaxError, ValueError):
            continue
        for node in tree.body:
            if isinstance(node, ast.FunctionDef):
                functions.setdefault(node.name, []).append(node)
    return functions


def called_on_module(path: Path, module_name: str, test_files: Sequence[Path]) -> list[str]:
    """The module's plain functions (no decorator, not returning a function) that the tests reach on the module
    itself: ``cutile_attention.fmha_forward_with_lse`` after ``from tilegym.ops.cutile import attention as
    cutile_attention``, ``from tilegym.ops.cutile.attention import fmha_forward_with_lse``, or the full dotted
    path. A name alone is not enough: ``F.layer_norm`` is torch's, whatever the module defines."""
    if not module_name:
        return []
    try:
        tree = ast.parse(path.read_text(encoding="utf-8"))
    except (OSError, SyntaxError, ValueError):
        return []
    functions = [n for n in tree.body if isinstance(n, ast.FunctionDef)]
    names = {f.name for f in functions}
    plain = [f.name for f in functions if not f.decorator_list and not _returns_function(f, names)]
    reached: set[str] = set()
    for test in test_files:
        try:
            reached |= _attributes_of_module(ast.parse(test.read_text(encoding="utf-8")), module_name)
        except (OSError, SyntaxError, ValueError):
            continue
    return [n for n in plain if n in reached]


def _attributes_of_module(tree: ast.Module, module_name: str) -> set[str]:
    """Names taken from ``module_name`` in ``tree``: imported from it, or read as an attribute of it."""
    package, _, leaf = module_name.rpartition(".")
    aliases = set()  # local names bound to the module
    taken: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.level == 0:
            for alias in node.names:
                if node.module == module_name:
                    taken.add(alias.name)
                elif node.module == package and alias.name == leaf:
                    aliases.add(alias.asname or alias.name)
        elif isinstance(node, ast.Import):
            aliases |= {a.asname for a in node.names if a.name == module_name and a.asname}
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute):
            owner = node.value
            if (isinstance(owner, ast.Name) and owner.id in aliases) or _dotted(owner) == module_name:
                taken.add(node.attr)
    return taken


def _dotted(node: ast.expr) -> str:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return f"{_dotted(node.value)}.{node.attr}"
    return ""


def _names_in(node: ast.AST) -> set[str]:
    """Every name ``node`` mentions as a name, an attribute or an import (a file's, or one function's)."""
    used: set[str] = set()
    for inner in ast.walk(node):
        if isinstance(inner, ast.Name):
            used.add(inner.id)
        elif isinstance(inner, ast.Attribute):
            used.add(inner.attr)
        elif isinstance(inner, ast.alias):
            used.add(inner.asname or inner.name.rpartition(".")[2])
            used.add(inner.name.rpartition(".")[2])
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


def _factory_note(registered: Registered) -> str:
    if not registered.factory:
        return ""
    return f" (returns {', '.join(registered.classes)})" if registered.classes else " (returns a function)"


def _module_class(node: ast.ClassDef) -> ModuleClass:
    bases = tuple(b.id for b in node.bases if isinstance(b, ast.Name))
    static = tuple(
        f.name
        for f in node.body
        if isinstance(f, ast.FunctionDef)
        and any(isinstance(d, ast.Name) and d.id == "staticmethod" for d in f.decorator_list)
    )
    return ModuleClass(node.name, bases, static)


def _returned_values(function: ast.FunctionDef) -> list[ast.expr]:
    """What ``function``'s ``return``s give (nested functions and lambdas aside), ``None`` left out, in order."""
    returns: list[ast.expr | None] = []
    stack: list[ast.AST] = list(function.body)
    while stack:
        node = stack.pop()
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
            continue
        if isinstance(node, ast.Return):
            returns.append(node.value)
        stack.extend(ast.iter_child_nodes(node))
    values = [v for v in returns if not (v is None or (isinstance(v, ast.Constant) and v.value is None))]
    return sorted(values, key=lambda v: (v.lineno, v.col_offset))  # source order


def _returns_function(function: ast.FunctionDef, callables: set[str]) -> bool:
    """Every ``return`` of ``function`` gives something callable: a lambda, a function defined inside it or one of
    ``callables`` (the module's functions, and its classes where a factory may hand out a class)."""
    returned = _returned_values(function)
    local = _local_functions(function)
    return bool(returned) and all(
        isinstance(v, ast.Lambda) or (isinstance(v, ast.Name) and v.id in callables | local) for v in returned
    )


def _local_functions(function: ast.FunctionDef) -> set[str]:
    """The functions defined inside ``function`` (``get_apply_rope_func`` returns its ``wrapper``)."""
    return {
        n.name
        for n in ast.walk(function)
        if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef) and n is not function
    }
