"""The reference side the translator reads: the kernel's Python AST and what the module binds at top level."""

from __future__ import annotations

import ast
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tilebot.runner.translator.errors import Refusal

# Module aliases a kernel file may use for cuda.tile and torch (``import cuda.tile as ct``).
_TILE_MODULES = {"cuda.tile"}
_TORCH_MODULES = {"torch", "numpy"}  # their dtype names (torch.float16, np.int32)


@dataclass
class KernelSource:
    """One kernel function with the module-level names it can see."""

    path: str
    function: ast.FunctionDef
    tile_aliases: set[str] = field(default_factory=set)  # names bound to cuda.tile ("ct")
    torch_aliases: set[str] = field(default_factory=set)
    constants: dict[str, Any] = field(default_factory=dict)  # NAME = literal at module level
    computed: dict[str, ast.expr] = field(default_factory=dict)  # NAME = other expression, folded on use
    math_aliases: set[str] = field(default_factory=set)  # names bound to the math module
    helpers: dict[str, ast.FunctionDef] = field(default_factory=dict)  # other module functions
    imported: dict[str, str] = field(default_factory=dict)  # from cuda.tile import X as Y → Y: X


def read_kernel(path: Path, function: str, *, display_path: str | None = None) -> KernelSource:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    source = kernel_from_module(tree, function, display_path or str(path))
    for node in tree.body:
        if isinstance(node, ast.ImportFrom) and node.level > 0 and node.module:
            _import_helpers(source, path, node)
    return source


def kernel_from_module(tree: ast.Module, function: str, path: str) -> KernelSource:
    functions = [n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == function]
    if not functions:
        raise Refusal("kernel", 1, f"no function {function} at the top level of {path}")
    source = KernelSource(path=path, function=functions[-1])
    _bind_module(tree, source, function)
    return source


def _import_helpers(source: KernelSource, path: Path, node: ast.ImportFrom) -> None:
    """``from .gelu import gelu_forward_ct``: a sibling module's functions become helpers, with the names their
    bodies read there. The helper's module-level names join the kernel's, so one name must mean one thing in
    both modules; a name defined differently is refused rather than resolved in the wrong module."""
    assert node.module is not None
    module = path.parents[node.level - 1].joinpath(*node.module.split(".")).with_suffix(".py")
    wanted = {alias.name for alias in node.names}
    if not module.is_file():
        return  # a package or a module outside the tree: its names stay unknown (refused where a kernel uses one)
    tree = ast.parse(module.read_text(encoding="utf-8"), filename=str(module))
    if not any(isinstance(n, ast.FunctionDef) and n.name in wanted for n in tree.body):
        return
    other = KernelSource(path=str(module), function=source.function)
    _bind_module(tree, other, None)
    for attr in ("constants", "computed", "helpers", "imported"):
        mine, theirs = getattr(source, attr), getattr(other, attr)
        for name, value in theirs.items():
            if name in mine and _dump(mine[name]) != _dump(value):
                reason = f"{name} is bound differently in {source.path} and {module.name}"
                raise Refusal("a helper imported from another module", node.lineno, reason)
            mine.setdefault(name, value)
    for attr in ("tile_aliases", "torch_aliases", "math_aliases"):
        getattr(source, attr).update(getattr(other, attr))


def _dump(value: Any) -> str:
    return ast.dump(value) if isinstance(value, ast.AST) else repr(value)


def _bind_module(tree: ast.Module, source: KernelSource, function: str | None) -> None:
    """Record what ``tree`` binds at top level: cuda.tile/torch/math aliases, constants, other functions."""
    for node in tree.body:
        if isinstance(node, ast.Import):
            for alias in node.names:
                bound = alias.asname or alias.name.split(".")[0]
                if alias.name in _TILE_MODULES and alias.asname:
                    source.tile_aliases.add(bound)
                if alias.name in _TORCH_MODULES:
                    source.torch_aliases.add(bound)
                if alias.name == "math":
                    source.math_aliases.add(bound)
        elif isinstance(node, ast.ImportFrom) and node.module in _TILE_MODULES:
            for alias in node.names:
                source.imported[alias.asname or alias.name] = alias.name
        elif isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            try:
                source.constants[node.targets[0].id] = ast.literal_eval(node.value)
            except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
                if _is_constant_annotation(node.value, source):
                    source.constants[node.targets[0].id] = node.value  # ConstInt = ct.Constant[int]
                else:
                    source.computed[node.targets[0].id] = node.value
        elif isinstance(node, ast.FunctionDef) and node.name != function:
            source.helpers[node.name] = node


def _is_constant_annotation(node: ast.expr, source: KernelSource) -> bool:
    return (
        isinstance(node, ast.Subscript)
        and isinstance(node.value, ast.Attribute)
        and node.value.attr == "Constant"
        and isinstance(node.value.value, ast.Name)
        and node.value.value.id in source.tile_aliases
    )
