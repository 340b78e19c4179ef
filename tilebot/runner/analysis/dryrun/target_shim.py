"""Import a target repository's package for a dry run without running its package ``__init__`` files.

A TileGym-layout package's ``__init__`` imports every backend (Triton, CUDA Tile C++,
cutile-rs, transformers). A dry run needs only the op modules and the small helpers
they import, so every package directory of the target is created empty (its
``__path__`` points at the real directory, its ``__init__`` is not executed) and
plain modules load from their real source.

TileGym's dispatcher API (``register_impl``, ``dispatch``, ``set_backend``,
``is_backend_available``) is modelled here: implementations register under
(op name, backend), and ``<package>.ops.<name>`` calls the cuTile Python one. When
such a call returns after launching kernels, ``OpCallTraced`` ends the test: the
configuration's launches are known and what follows (the reference, the
comparison) needs values. Where the test called the target's own function that
composes several dispatched ops (TileGym's ``fused_moe``: the align op, then the
expert GEMMs), the launches are those made until that function returns.
"""

from __future__ import annotations

import ast
import importlib
import importlib.abc
import importlib.machinery
import sys
import types
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from tilebot.runner.analysis.dryrun.recorder import Recorder
from tilebot.runner.analysis.shapetorch.errors import ValueDependent

REFERENCE_BACKEND = "cutile"
_SHIMMED_BACKEND_MODULES = ("backend", "backend.dispatcher", "backend.selector")


class OpCallTraced(BaseException):
    """A dispatched op call returned after launching kernels: the configuration is traced.

    A BaseException, so that a test's own ``except Exception`` (TileGym turns some failures
    into skips that way) cannot swallow it.
    """


class TargetPackage:
    """The dispatcher registry and the import hooks for one target package (e.g. ``tilegym``)."""

    def __init__(self, src_root: Path, package: str, recorder: Recorder) -> None:
        self.src_root = src_root
        self.package = package
        self.recorder = recorder
        self.registry: dict[str, dict[str, Callable[..., Any]]] = {}
        self._depth = 0
        self._impl_index: dict[str, Path] | None = None

    # -- TileGym's dispatcher API ------------------------------------------------------------------
    def register_impl(self, name: str, backend: str = REFERENCE_BACKEND, **_: Any) -> Callable[..., Any]:
        def register(fn: Callable[..., Any]) -> Callable[..., Any]:
            self.registry.setdefault(name, {})[backend] = fn
            return fn

        return register

    def dispatch(self, name: str, *args: Any, **kwargs: Any) -> Callable[..., Any]:
        def decorate(stub: Callable[..., Any]) -> Callable[..., Any]:
            return self.dispatcher(name)

        return decorate

    def dispatcher(self, name: str) -> Callable[..., Any]:
        def call(*args: Any, backend: str | None = None, **kwargs: Any) -> Any:
            if self.recorder.op_returned():  # the test (or its reference) calls an op after the traced one
                raise OpCallTraced(name)
            impl = self.implementation(name)
            self._depth += 1
            try:
                result = impl(*args, **kwargs)
            except (ValueError, TypeError, AssertionError, NotImplementedError, RuntimeError) as exc:
                if self._depth == 1 and not self.recorder.launches and not isinstance(exc, ValueDependent):
                    self.recorder.raising_calls.append((name, f"{type(exc).__name__}: {exc}"))
                raise
            finally:
                self._depth -= 1
            if self._depth == 0:
                if self.recorder.launches:
                    self._traced(name, sys._getframe(1))
                else:
                    self.recorder.quiet_calls.append(name)
            return result

        call.__name__ = name
        return call

    def _traced(self, name: str, caller: types.FrameType) -> None:
        """An op call returned after launches. Called by the test, it ends the configuration; called by the
        target's own code (a function composing several ops), the configuration goes on until that function
        returns to the test, so the launches of the ops it calls later are the configuration's too."""
        if not self.owns(caller):
            raise OpCallTraced(name)
        if self.recorder.op_frame is None:
            while caller.f_back is not None and self.owns(caller.f_back):
                caller = caller.f_back
            self.recorder.op_frame = caller

    def owns(self, frame: types.FrameType) -> bool:
        """Whether the frame runs the target package's own code (not a test's, not a library's)."""
        return Path(frame.f_code.co_filename).resolve().is_relative_to((self.src_root / self.package).resolve())

    def implementation(self, name: str) -> Callable[..., Any]:
        impls = self.registry.get(name, {})
        if REFERENCE_BACKEND not in impls:
            module = self.impl_index().get(name)
            if module is not None:
                importlib.import_module(self.module_name(module))
                impls = self.registry.get(name, {})
        if REFERENCE_BACKEND not in impls:
            raise NotImplementedError(f"no {REFERENCE_BACKEND} implementation registered for op {name!r}")
        return impls[REFERENCE_BACKEND]

    def impl_index(self) -> dict[str, Path]:
        """Op name -> the module under the package that registers it (read with ast, not imported)."""
        if self._impl_index is None:
            self._impl_index = {}
            for path in sorted((self.src_root / self.package).rglob("*.py")):
                for name in registered_names(path):
                    self._impl_index.setdefault(name, path)
        return self._impl_index

    def module_name(self, path: Path) -> str:
        rel = path.relative_to(self.src_root).with_suffix("")
        return ".".join(rel.parts)

    # -- modules -----------------------------------------------------------------------------------
    def backend_attributes(self) -> dict[str, Any]:
        available = {REFERENCE_BACKEND}
        return {
            "register_impl": self.register_impl,
            "dispatch": self.dispatch,
            "set_backend": lambda backend: None,
            "get_current_backend": lambda: REFERENCE_BACKEND,
            "is_backend_available": lambda backend: backend in available,
            "assert_backend_available": lambda backend: None,
            "get_available_backends": lambda: sorted(available),
            "has_backend_impl": lambda name, backend: backend in self.registry.get(name, {}),
        }

    def make_package(self, fullname: str, directory: Path) -> types.ModuleType:
        module = types.ModuleType(fullname)
        module.__path__ = [str(directory)]
        module.__file__ = None
        module.__package__ = fullname
        if fullname == self.package or fullname in {f"{self.package}.{m}" for m in _SHIMMED_BACKEND_MODULES}:
            module.__dict__.update(self.backend_attributes())
        module.__dict__["__getattr__"] = self._lazy_attribute(fullname, directory)
        return module

    def _lazy_attribute(self, fullname: str, directory: Path) -> Callable[[str], Any]:
        is_ops = fullname == f"{self.package}.ops"

        def lookup(name: str) -> Any:
            if name.startswith("__"):
                raise AttributeError(name)
            if is_ops and name in self.impl_index():
                return self.dispatcher(name)
            if (directory / f"{name}.py").is_file() or (directory / name).is_dir():
                return importlib.import_module(f"{fullname}.{name}")
            for child in sorted(directory.glob("*.py")):
                if name in top_level_names(child):
                    return getattr(importlib.import_module(f"{fullname}.{child.stem}"), name)
            raise AttributeError(f"module {fullname!r} has no attribute {name!r}")

        return lookup


def registered_names(path: Path) -> list[str]:
    """Names passed to ``register_impl("<name>", ...)`` in a module, read with ast."""
    try:
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    except (SyntaxError, UnicodeDecodeError):
        return []
    names = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and _call_name(node.func) == "register_impl" and node.args:
            first = node.args[0]
            if isinstance(first, ast.Constant) and isinstance(first.value, str):
                names.append(first.value)
    return names


def top_level_names(path: Path) -> set[str]:
    try:
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    except (SyntaxError, UnicodeDecodeError):
        return set()
    names: set[str] = set()
    for node in tree.body:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            names.add(node.name)
        elif isinstance(node, ast.Assign):
            names.update(t.id for t in node.targets if isinstance(t, ast.Name))
    return names


def _call_name(func: ast.expr) -> str | None:
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return None


class _PackageLoader(importlib.abc.Loader):
    def __init__(self, target: TargetPackage, directory: Path) -> None:
        self.target = target
        self.directory = directory

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> types.ModuleType:
        return self.target.make_package(spec.name, self.directory)

    def exec_module(self, module: types.ModuleType) -> None:
        return None  # the package __init__ is deliberately not run


class TargetFinder(importlib.abc.MetaPathFinder):
    """Serves the target package's directories as empty packages; plain modules load normally."""

    def __init__(self, target: TargetPackage) -> None:
        self.target = target

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: types.ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        pkg = self.target.package
        if fullname != pkg and not fullname.startswith(pkg + "."):
            return None
        directory = self.target.src_root.joinpath(*fullname.split("."))
        shimmed = fullname in {f"{pkg}.{m}" for m in _SHIMMED_BACKEND_MODULES}
        if directory.is_dir() or shimmed:
            spec = importlib.machinery.ModuleSpec(fullname, _PackageLoader(self.target, directory), is_package=True)
            spec.submodule_search_locations = [str(directory)]
            return spec
        return None


def install(target: TargetPackage) -> None:
    sys.meta_path.insert(0, TargetFinder(target))


def package_root(repo_root: Path, cutile_ops_dir: str) -> tuple[Path, str]:
    """(directory on the import path, top-level package) for an ops dir such as ``src/tilegym/ops/cutile``."""
    parts = Path(cutile_ops_dir).parts
    if len(parts) >= 2 and parts[0] == "src" and (repo_root / "src").is_dir():
        return repo_root / "src", parts[1]
    return repo_root, parts[0]
