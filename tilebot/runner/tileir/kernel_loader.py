"""Load a ``@ct.kernel`` from a target repository's module file, with or without its heavy imports.

A TileGym op module imports torch (and the ``tilegym`` package, whose ``__init__`` refuses to
load without torch), but its kernels only need cuda.tile plus a few module-level names.
Two modes, tried in order:

1. ``import``: the module is imported for real (its package root on ``sys.path``) and must
   resolve to the given file. Used whenever the module's imports are installed (GPU runners).
2. ``kernel-only``: the module's top-level statements run one by one, compiled with the real
   file name and line numbers (cuTile reads the kernel's source from the file, and a GPU dump
   names the same file and line). A statement that fails is skipped and recorded. Modules under
   the package root are loaded the same way instead of being imported (so ``tilegym/__init__``
   never runs). ``import torch`` binds a stand-in that carries only torch's dtype names, each
   bound to the cuda.tile dtype cuTile itself maps it to (the ``foreign_dtype_table`` in
   cuTile Python's ``cext/tile_kernel.cpp``), and ``torch.Tensor``/``LongTensor`` as classes
   usable only as parameter annotations (which cuTile ignores); any other attribute raises.

Either way, every global the kernel body reads must be bound, or ``KernelLoadError`` names
the missing ones and the skipped statements that would have bound them.
"""

from __future__ import annotations
import __future__

import ast
import builtins
import hashlib
import importlib
import inspect
import sys
import textwrap
import types
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

__all__ = ["KernelLoadError", "LoadedKernel", "SkippedStatement", "find_package_root", "load_kernel"]

# torch dtype attribute -> cuda.tile dtype name: the torch rows of cuTile's foreign dtype table,
# plus torch's own aliases (torch.half is torch.float16, so cuTile maps it identically).
_TORCH_DTYPES = {
    "bool": "bool_",
    "uint8": "uint8",
    "uint16": "uint16",
    "uint32": "uint32",
    "uint64": "uint64",
    "int8": "int8",
    "int16": "int16",
    "int32": "int32",
    "int64": "int64",
    "float16": "float16",
    "float32": "float32",
    "float64": "float64",
    "bfloat16": "bfloat16",
    "float8_e4m3fn": "float8_e4m3fn",
    "float8_e5m2": "float8_e5m2",
    "float8_e8m0fnu": "float8_e8m0fnu",
    "half": "float16",
    "float": "float32",
    "double": "float64",
    "short": "int16",
    "int": "int32",
    "long": "int64",
}


# torch types kernels use as parameter annotations only (TileGym's mamba2 kernels: `a: torch.Tensor`).
_TORCH_ANNOTATION_TYPES = ("Tensor", "LongTensor")


class KernelLoadError(RuntimeError):
    """The kernel cannot be loaded; the message says which file, which name and why."""


@dataclass(frozen=True)
class SkippedStatement:
    path: str
    line: int
    source: str  # first line of the statement
    error: str  # ExceptionType: message


@dataclass(frozen=True)
class LoadedKernel:
    kernel: Any  # the cuda.tile kernel object
    function: str
    path: Path
    module_name: str
    mode: Literal["import", "kernel-only"]
    skipped: tuple[SkippedStatement, ...] = ()
    stand_ins: tuple[str, ...] = ()  # modules replaced by a stand-in, e.g. ("torch",)
    import_error: str = ""  # why the real import was not used (kernel-only mode)


def find_package_root(path: Path) -> Path:
    """The directory above the outermost package holding ``path`` (its parent if not in a package)."""
    directory = path.resolve().parent
    while (directory / "__init__.py").exists() and directory.parent != directory:
        directory = directory.parent
    return directory


def _module_name(path: Path, root: Path) -> str:
    rel = path.resolve().relative_to(root.resolve()).with_suffix("")
    parts = list(rel.parts)
    if parts and parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def load_kernel(path: Path, function: str, *, package_root: Path | None = None) -> LoadedKernel:
    """The ``@ct.kernel`` named ``function`` defined in the module file ``path``."""
    path = Path(path)
    if not path.is_file():
        raise KernelLoadError(f"{path}: no such module file")
    root = (package_root or find_package_root(path)).resolve()
    try:
        name = _module_name(path, root)
    except ValueError:
        raise KernelLoadError(f"{path}: not under the package root {root}") from None
    if not name:
        raise KernelLoadError(f"{path}: cannot derive a module name below {root}")
    imported, why = _try_import(path, name, root)
    if imported is not None:
        kernel = _kernel_from(imported.__dict__, function, path, ())
        return LoadedKernel(kernel, function, path, name, "import")
    loader = _KernelOnlyLoader(root)
    module = loader.load(path, name)
    kernel = _kernel_from(module.__dict__, function, path, tuple(loader.skipped))
    return LoadedKernel(
        kernel,
        function,
        path,
        name,
        "kernel-only",
        skipped=tuple(loader.skipped),
        stand_ins=tuple(sorted(loader.stand_ins)),
        import_error=why,
    )


# Each module file's source digest when `import` mode first imported it. `sys.modules` keeps that first module, so
# a file edited since is loaded kernel-only, from its text as it is now, never exported as it was.
_IMPORTED_SOURCE: dict[Path, bytes] = {}


def _try_import(path: Path, name: str, root: Path) -> tuple[types.ModuleType | None, str]:
    source = hashlib.sha256(path.read_bytes()).digest()
    if _IMPORTED_SOURCE.get(path.resolve(), source) != source:
        return None, f"{path} changed since `import {name}` loaded it in this process"
    added = str(root) not in sys.path
    if added:
        sys.path.insert(0, str(root))
    try:
        module = importlib.import_module(name)
    except Exception as exc:  # any failure of a foreign module's import means: use kernel-only mode
        return None, f"{type(exc).__name__}: {exc}"
    finally:
        if added:
            sys.path.remove(str(root))
    found = getattr(module, "__file__", None)
    if not found or Path(found).resolve() != path.resolve():
        return None, f"`import {name}` resolved to {found}, not {path}"
    _IMPORTED_SOURCE.setdefault(path.resolve(), source)
    return module, ""


def _kernel_from(namespace: dict[str, Any], function: str, path: Path, skipped: tuple[SkippedStatement, ...]) -> Any:
    from cuda.tile._execution import kernel as kernel_type

    obj = namespace.get(function)
    if obj is None:
        hint = _skipped_hint(skipped)
        raise KernelLoadError(f"{path}: defines no `{function}`{hint}")
    if not isinstance(obj, kernel_type):
        raise KernelLoadError(f"{path}: `{function}` is a {type(obj).__name__}, not a @ct.kernel")
    missing = sorted(n for n in _global_reads(obj._pyfunc) if n not in namespace and not hasattr(builtins, n))
    if missing:
        raise KernelLoadError(
            f"{path}: kernel `{function}` reads module globals that could not be bound: "
            f"{', '.join(missing)}{_skipped_hint(skipped)}"
        )
    return obj


def _skipped_hint(skipped: tuple[SkippedStatement, ...]) -> str:
    if not skipped:
        return ""
    lines = "; ".join(f"line {s.line} `{s.source}` ({s.error})" for s in skipped[:8])
    more = f" and {len(skipped) - 8} more" if len(skipped) > 8 else ""
    return f" (skipped while loading without its imports: {lines}{more})"


def _global_reads(func: Any) -> set[str]:
    """Names a function body reads that it neither binds nor receives as parameters."""
    tree = ast.parse(textwrap.dedent(inspect.getsource(func)))
    fn = tree.body[0]
    assert isinstance(fn, ast.FunctionDef | ast.AsyncFunctionDef)
    bound = _parameters(fn.args)
    loaded: set[str] = set()
    for stmt in fn.body:
        for node in ast.walk(stmt):
            if isinstance(node, ast.Name):
                (loaded if isinstance(node.ctx, ast.Load) else bound).add(node.id)
            elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
                bound.add(node.name)
            elif isinstance(node, ast.alias):
                bound.add((node.asname or node.name).split(".")[0])
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
                bound |= _parameters(node.args)  # `ct.reduce(t, 1, lambda a, b: …)`: a and b are no globals
    return loaded - bound


def _parameters(args: ast.arguments) -> set[str]:
    named = {a.arg for a in [*args.posonlyargs, *args.args, *args.kwonlyargs]}
    return named | {a.arg for a in (args.vararg, args.kwarg) if a is not None}


def _torch_stand_in() -> types.ModuleType:
    import cuda.tile as ct

    class _DtypeNamesOnly(types.ModuleType):
        def __getattr__(self, attr: str) -> Any:
            raise AttributeError(
                f"torch.{attr}: PyTorch is not installed; while loading kernels without it, torch "
                f"offers only its dtype names ({', '.join(sorted(_TORCH_DTYPES))})"
            )

    stand_in = _DtypeNamesOnly("torch", "dtype names of torch, bound to cuda.tile dtypes (tilebot stand-in)")
    for torch_name, ct_name in _TORCH_DTYPES.items():
        setattr(stand_in, torch_name, getattr(ct, ct_name))
    for type_name in _TORCH_ANNOTATION_TYPES:
        setattr(stand_in, type_name, _annotation_only(type_name))
    return stand_in


def _annotation_only(name: str) -> type:
    # Kernel parameters annotated `x: torch.Tensor`: cuTile reads only Annotated[...] metadata, so any
    # plain class means "no annotation" to it. The stand-in class cannot be used for anything else.
    def refuse(*_args: Any, **_kwargs: Any) -> Any:
        raise TypeError(f"torch.{name} is an annotation-only stand-in: PyTorch is not installed")

    return type(name, (), {"__new__": refuse, "__module__": "torch"})


@dataclass
class _KernelOnlyLoader:
    root: Path
    cache: dict[Path, types.ModuleType] = field(default_factory=dict)
    skipped: list[SkippedStatement] = field(default_factory=list)
    stand_ins: set[str] = field(default_factory=set)

    def load(self, path: Path, name: str) -> types.ModuleType:
        path = path.resolve()
        if path in self.cache:
            return self.cache[path]
        module = types.ModuleType(name)
        module.__file__ = str(path)
        module.__package__ = name if path.name == "__init__.py" else name.rpartition(".")[0]
        self.cache[path] = module  # before running it: import cycles end here
        source = path.read_text(encoding="utf-8")
        try:
            tree = ast.parse(source, filename=str(path))
        except SyntaxError as exc:
            raise KernelLoadError(f"{path}:{exc.lineno}: not valid Python: {exc.msg}") from None
        lines = source.splitlines()
        flags = _future_flags(tree)
        for stmt in tree.body:
            if isinstance(stmt, ast.ImportFrom) and stmt.module == "__future__":
                continue  # already in `flags`, applied to every statement as the whole file would
            if isinstance(stmt, ast.Import | ast.ImportFrom):
                self._import(stmt, module, path, lines)
                continue
            # dont_inherit: this loader's own `from __future__ import annotations` must not leak in.
            code = compile(ast.Module(body=[stmt], type_ignores=[]), str(path), "exec", flags=flags, dont_inherit=True)
            try:
                exec(code, module.__dict__)  # noqa: S102 - the target repository's own module code
            except Exception as exc:
                self._skip(path, stmt, lines, exc)
        return module

    def _skip(self, path: Path, stmt: ast.stmt, lines: list[str], exc: BaseException) -> None:
        first = lines[stmt.lineno - 1].strip() if stmt.lineno <= len(lines) else ""
        self.skipped.append(SkippedStatement(str(path), stmt.lineno, first, f"{type(exc).__name__}: {exc}"))

    def _local_file(self, dotted: str) -> Path | None:
        base = self.root.joinpath(*dotted.split("."))
        for candidate in (base.with_suffix(".py"), base / "__init__.py"):
            if candidate.is_file():
                return candidate
        return None

    def _module(self, dotted: str) -> types.ModuleType:
        """A module by absolute name: loaded kernel-only if it lives under the root, else imported."""
        local = self._local_file(dotted)
        if local is not None:
            return self.load(local, dotted)
        if self._local_file(dotted.split(".")[0]) is not None:
            raise ImportError(f"no module file for {dotted} under {self.root}")
        if dotted == "torch" or dotted.startswith("torch."):
            try:
                return importlib.import_module(dotted)
            except ImportError:
                if dotted != "torch":
                    raise
                self.stand_ins.add("torch")
                return _torch_stand_in()
        return importlib.import_module(dotted)

    def _import(
        self, stmt: ast.Import | ast.ImportFrom, module: types.ModuleType, path: Path, lines: list[str]
    ) -> None:
        ns = module.__dict__
        try:
            if isinstance(stmt, ast.Import):
                for alias in stmt.names:
                    target = self._module(alias.name)
                    if alias.asname:
                        ns[alias.asname] = target
                    else:  # `import a.b` binds `a`
                        ns[alias.name.split(".")[0]] = self._module(alias.name.split(".")[0])
                return
            base = _absolute(stmt, module)
            source = self._module(base)
            for alias in stmt.names:
                if alias.name == "*":
                    public = getattr(source, "__all__", [n for n in vars(source) if not n.startswith("_")])
                    ns.update({n: getattr(source, n) for n in public if hasattr(source, n)})
                    continue
                if hasattr(source, alias.name):
                    ns[alias.asname or alias.name] = getattr(source, alias.name)
                else:  # a submodule: `from pkg import mod`
                    ns[alias.asname or alias.name] = self._module(f"{base}.{alias.name}")
        except Exception as exc:
            self._skip(path, stmt, lines, exc)


def _future_flags(tree: ast.Module) -> int:
    flags = 0
    for stmt in tree.body:
        if isinstance(stmt, ast.ImportFrom) and stmt.module == "__future__":
            for alias in stmt.names:
                feature = getattr(__future__, alias.name, None)
                flags |= getattr(feature, "compiler_flag", 0)
    return flags


def _absolute(stmt: ast.ImportFrom, module: types.ModuleType) -> str:
    if not stmt.level:
        return stmt.module or ""
    package = (module.__package__ or "").split(".")
    if stmt.level - 1 > len(package) - 1 and stmt.level > 1:
        raise ImportError(f"relative import beyond the top-level package in {module.__name__}")
    anchor = package[: len(package) - (stmt.level - 1)]
    return ".".join([*anchor, stmt.module] if stmt.module else anchor)
