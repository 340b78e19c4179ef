"""What an op module declares, read with ``ast`` (the module itself imports torch and is never imported here).

- ``@ct.kernel`` functions (``ct`` being whatever name ``cuda.tile`` is bound to, or a
  ``from cuda.tile import kernel``), with their decorator hints and their ``ct.Constant``
  parameters (also through aliases such as ``ConstInt = ct.Constant[int]``);
- ``@ct.function`` helpers;
- every ``ct.launch(stream, grid, kernel, args)`` call: its line, grid and argument
  expressions, resolved one step through a local assignment (``grid = (n, 1, 1)``);
- every autotune search (``exhaustive_search``) call;
- the dispatch names the module registers (``register_impl("softmax", backend="cutile")``).
"""

from __future__ import annotations

import ast
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any


@dataclass
class KernelDecl:
    name: str
    line: int
    params: list[str]
    constant_params: list[str]
    hints: dict[str, Any]  # decorator keywords (occupancy, num_ctas, ...) as literal values or source text


@dataclass
class LaunchSite:
    line: int
    function: str  # enclosing function
    kernel_expr: str
    grid_expr: str
    args_expr: str


@dataclass
class ModuleDecl:
    path: str  # repo-relative
    kernels: list[KernelDecl] = field(default_factory=list)
    tile_functions: list[str] = field(default_factory=list)
    launches: list[LaunchSite] = field(default_factory=list)
    autotune_sites: list[LaunchSite] = field(default_factory=list)
    registered: list[str] = field(default_factory=list)
    cutile_alias: set[str] = field(default_factory=set)

    def kernel(self, name: str) -> KernelDecl | None:
        return next((k for k in self.kernels if k.name == name), None)

    def launch_at(self, line: int) -> LaunchSite | None:
        return next((s for s in self.launches if s.line == line), None)


def read_module(path: Path, rel: str) -> ModuleDecl:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    decl = ModuleDecl(rel)
    aliases, direct = _cutile_names(tree)
    decl.cutile_alias = aliases
    constant_aliases = _constant_aliases(tree, aliases, direct)
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef):
            kind, hints = _tile_decorator(node, aliases, direct)
            if kind == "kernel":
                decl.kernels.append(_kernel(node, hints, aliases, direct, constant_aliases))
            elif kind == "function":
                decl.tile_functions.append(node.name)
        if isinstance(node, ast.Call) and _is_register(node):
            first = node.args[0] if node.args else None
            if isinstance(first, ast.Constant) and isinstance(first.value, str):
                decl.registered.append(first.value)
    for fn in ast.walk(tree):
        if not isinstance(fn, ast.FunctionDef):
            continue
        assigned = _local_assignments(fn)
        for call in _own_calls(fn):
            callee = _dotted(call.func)
            if callee in {f"{a}.launch" for a in aliases} | ({"launch"} if "launch" in direct else set()):
                decl.launches.append(_site(call, fn.name, assigned, grid_at=1, kernel_at=2, args_at=3))
            elif callee.split(".")[-1] == "exhaustive_search":
                decl.autotune_sites.append(_site(call, fn.name, assigned, grid_at=2, kernel_at=3, args_at=4))
    decl.kernels.sort(key=lambda k: k.line)
    decl.launches.sort(key=lambda s: s.line)
    return decl


def _cutile_names(tree: ast.Module) -> tuple[set[str], set[str]]:
    """Names bound to the ``cuda.tile`` module, and names imported from it directly."""
    aliases: set[str] = set()
    direct: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for a in node.names:
                if a.name == "cuda.tile":
                    aliases.add(a.asname or "cuda.tile")
        elif isinstance(node, ast.ImportFrom) and node.module == "cuda.tile":
            direct.update(a.asname or a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module == "cuda":
            aliases.update(a.asname or a.name for a in node.names if a.name == "tile")
    return aliases, direct


def _constant_aliases(tree: ast.Module, aliases: set[str], direct: set[str]) -> set[str]:
    """Module-level names bound to ``ct.Constant[...]`` (TileGym's ``ConstInt``)."""
    names: set[str] = set()
    for node in tree.body:
        if isinstance(node, ast.Assign) and _is_constant_annotation(node.value, aliases, direct, set()):
            names.update(t.id for t in node.targets if isinstance(t, ast.Name))
    return names


def _is_constant_annotation(node: ast.expr | None, aliases: set[str], direct: set[str], consts: set[str]) -> bool:
    if node is None:
        return False
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        try:
            node = ast.parse(node.value, mode="eval").body
        except SyntaxError:
            return False
    if isinstance(node, ast.Subscript):
        node = node.value
    text = _dotted(node)
    return text in {f"{a}.Constant" for a in aliases} or (text == "Constant" and "Constant" in direct) or text in consts


def _tile_decorator(fn: ast.FunctionDef, aliases: set[str], direct: set[str]) -> tuple[str | None, dict[str, Any]]:
    for dec in fn.decorator_list:
        target = dec.func if isinstance(dec, ast.Call) else dec
        text = _dotted(target)
        for kind in ("kernel", "function"):
            if text in {f"{a}.{kind}" for a in aliases} or (text == kind and kind in direct):
                hints = {}
                if isinstance(dec, ast.Call):
                    for kw in dec.keywords:
                        if kw.arg:
                            hints[kw.arg] = _literal(kw.value)
                return kind, hints
    return None, {}


def _kernel(
    fn: ast.FunctionDef, hints: dict[str, Any], aliases: set[str], direct: set[str], consts: set[str]
) -> KernelDecl:
    params = [a.arg for a in fn.args.posonlyargs + fn.args.args]
    annotations = [a.annotation for a in fn.args.posonlyargs + fn.args.args]
    constant = [
        p for p, ann in zip(params, annotations, strict=True) if _is_constant_annotation(ann, aliases, direct, consts)
    ]
    return KernelDecl(fn.name, fn.lineno, params, constant, hints)


def _literal(node: ast.expr) -> Any:
    try:
        return ast.literal_eval(node)
    except ValueError:
        return ast.unparse(node)


def _is_register(call: ast.Call) -> bool:
    return _dotted(call.func).split(".")[-1] == "register_impl"


def _dotted(node: ast.expr) -> str:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        base = _dotted(node.value)
        return f"{base}.{node.attr}" if base else ""
    return ""


def _own_calls(fn: ast.FunctionDef) -> list[ast.Call]:
    """Calls in ``fn``'s body, not in functions nested in it (those are visited on their own)."""
    out: list[ast.Call] = []
    stack: list[ast.AST] = list(fn.body)
    while stack:
        node = stack.pop()
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        if isinstance(node, ast.Call):
            out.append(node)
        stack.extend(ast.iter_child_nodes(node))
    return out


def _local_assignments(fn: ast.FunctionDef) -> dict[str, ast.expr]:
    found: dict[str, ast.expr] = {}
    for node in ast.walk(fn):
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            found[node.targets[0].id] = node.value
    return found


def _site(
    call: ast.Call, function: str, assigned: dict[str, ast.expr], *, grid_at: int, kernel_at: int, args_at: int
) -> LaunchSite:
    def arg(index: int) -> str:
        if index >= len(call.args):
            return ""
        node = call.args[index]
        if isinstance(node, ast.Name) and node.id in assigned:
            return f"{node.id} = {ast.unparse(assigned[node.id])}"
        return ast.unparse(node)

    return LaunchSite(call.lineno, function, arg(kernel_at), arg(grid_at), arg(args_at))
