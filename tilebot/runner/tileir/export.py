"""Reference Tile IR from cuTile Python, without a GPU (or collected from a GPU run).

``export_reference`` loads a ``@ct.kernel`` from its module file (``kernel_loader``), compiles
it for one concrete ``KernelSignatureSpec`` with ``cuda.tile.compilation.export_kernel`` to
Tile IR bytecode (13.3 for sm_90 by default, both configurable) and prints the text with
``tileirdisasm`` from the same PyPI kit as tileiras. ``collect_gpu_dumps`` takes the
``*.tileirbc`` files a GPU run wrote under ``CUDA_TILE_DUMP_BYTECODE`` instead, recovering
each one's signature from its mangled entry symbol.

Both sides of an IR diff must be printed by the same tool (tileirdisasm), never by a
frontend's own printer.
"""

from __future__ import annotations

import dataclasses
import os
import re
import shutil
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from tilebot.core.signature import KernelHints, KernelSignatureSpec
from tilebot.runner.tileir.disasm import BYTECODE_MAGIC, INSTALL_HINT, find_tileirdisasm
from tilebot.runner.tileir.disasm import disassemble as disassemble_file
from tilebot.runner.tileir.errors import IRInputError
from tilebot.runner.tileir.kernel_loader import LoadedKernel, load_kernel

__all__ = [
    "BYTECODE_MAGIC",
    "DEFAULT_BYTECODE_VERSION",
    "DEFAULT_GPU_CODE",
    "ExportError",
    "ExportedIR",
    "collect_gpu_dumps",
    "disassemble",
    "entry_symbol",
    "export_kernel_object",
    "export_reference",
]

DEFAULT_GPU_CODE = "sm_90"
DEFAULT_BYTECODE_VERSION = "13.3"  # what cutile-rs 0.2.0 writes, 0.3.1's newest; tileiras 13.3+ reads it
_ENTRY_RE = re.compile(r"^\s*entry\s+@([A-Za-z0-9_$.]+)\s*\(", re.MULTILINE)


class ExportError(RuntimeError):
    """Export or disassembly failed; the message names the kernel or file and the cause."""


@dataclass(frozen=True)
class ExportedIR:
    bytecode_path: Path
    text_path: Path | None  # None when disassembly was not asked for
    text: str
    symbol: str  # the entry's symbol (cuTile Python mangles the signature into it)
    signature: KernelSignatureSpec | None  # None for a dump whose symbol does not demangle
    origin: Literal["export", "gpu-dump"]
    gpu_code: str | None
    bytecode_version: str | None  # None for a dump (the JIT picked it)
    loaded: LoadedKernel | None = None  # how the kernel was loaded (export from a file only)
    hints: KernelHints | None = None  # replace_hints options the export applied


def disassemble(bytecode: Path, out: Path | None = None, *, env: Mapping[str, str] = os.environ) -> str:
    """Tile IR text of a bytecode file (written to ``out`` too when given), by ``disasm.py``'s tileirdisasm."""
    _check_bytecode(bytecode)
    tool = find_tileirdisasm(env)
    if tool is None:
        raise ExportError(f"{bytecode}: no tileirdisasm beside tileiras or on PATH; fix: {INSTALL_HINT}")
    try:
        text = disassemble_file(bytecode, tool=tool)
    except IRInputError as exc:
        raise ExportError(str(exc)) from exc
    if out is not None:
        out.write_text(text, encoding="utf-8")
    return text


def entry_symbol(text: str) -> str:
    m = _ENTRY_RE.search(text)
    if m is None:
        raise ExportError("no `entry @name(` in the Tile IR text")
    return m.group(1)


def _check_bytecode(path: Path) -> None:
    if not path.is_file():
        raise ExportError(f"{path}: no such bytecode file")
    with open(path, "rb") as f:
        head = f.read(len(BYTECODE_MAGIC))
    if head != BYTECODE_MAGIC:
        raise ExportError(f"{path}: not Tile IR bytecode (starts with {head!r}, expected {BYTECODE_MAGIC!r})")


def export_reference(
    kernel_path: Path,
    function: str,
    signature: KernelSignatureSpec,
    out_dir: Path,
    *,
    name: str | None = None,
    gpu_code: str | None = DEFAULT_GPU_CODE,
    bytecode_version: str = DEFAULT_BYTECODE_VERSION,
    package_root: Path | None = None,
    hints: KernelHints | None = None,
    text: bool = True,
) -> ExportedIR:
    """Export ``function`` from the module file ``kernel_path`` for ``signature``.

    Writes ``<out_dir>/<name>.tileirbc`` and, with ``text``, ``<name>.mlir`` (``name`` defaults
    to the function name). ``gpu_code=None`` exports architecture-independent bytecode.
    ``hints`` replays a launch that used ``kernel.replace_hints(...)`` (autotuned configs).
    """
    loaded = load_kernel(kernel_path, function, package_root=package_root)
    result = export_kernel_object(
        loaded.kernel,
        signature,
        out_dir,
        name=name or function,
        gpu_code=gpu_code,
        bytecode_version=bytecode_version,
        hints=hints,
        text=text,
    )
    return dataclasses.replace(result, loaded=loaded)


def export_kernel_object(
    kernel: Any,
    signature: KernelSignatureSpec,
    out_dir: Path,
    *,
    name: str,
    gpu_code: str | None = DEFAULT_GPU_CODE,
    bytecode_version: str = DEFAULT_BYTECODE_VERSION,
    hints: KernelHints | None = None,
    text: bool = True,
) -> ExportedIR:
    """Export an already loaded ``@ct.kernel`` object (see ``export_reference``)."""
    from cuda.tile.compilation import export_kernel

    out_dir.mkdir(parents=True, exist_ok=True)
    bytecode = out_dir / f"{name}.tileirbc"
    label = getattr(getattr(kernel, "_pyfunc", None), "__name__", name)
    try:
        if hints is not None and hints.given():  # cuTile refuses some values itself (num_ctas=3)
            kernel = kernel.replace_hints(**hints.given())
        export_kernel(
            kernel,
            [signature.to_cutile()],
            str(bytecode),
            gpu_code=gpu_code,
            output_format="tileir_bytecode",
            bytecode_version=bytecode_version,
        )
    except Exception as exc:  # cuTile's compile errors are many types; report them all the same way
        raise ExportError(
            f"cuTile Python could not compile `{label}` for ({signature.describe()}): {type(exc).__name__}: {exc}"
        ) from exc
    ir_text, text_path, symbol = "", None, ""
    if text:
        text_path = out_dir / f"{name}.mlir"
        ir_text = disassemble(bytecode, text_path)
        symbol = entry_symbol(ir_text)
    return ExportedIR(
        bytecode, text_path, ir_text, symbol, signature, "export", gpu_code, bytecode_version, hints=hints
    )


def collect_gpu_dumps(
    dump_dir: Path,
    out_dir: Path,
    *,
    function: str | None = None,
    text: bool = True,
) -> list[ExportedIR]:
    """The bytecode files cuTile Python wrote under ``CUDA_TILE_DUMP_BYTECODE=dump_dir``.

    cuTile names them ``<function>.<file stem>.ln<line>.<random>.tileirbc``; ``function``
    keeps only that kernel's. Each is copied to ``out_dir`` under a stable name
    (``<function>.<n>.tileirbc``, in file-modification order) and disassembled; its signature
    comes from demangling the entry symbol (``cuda.tile.compilation.demangle_kernel_name``).
    """
    if not dump_dir.is_dir():
        raise ExportError(f"{dump_dir}: no such dump directory (was CUDA_TILE_DUMP_BYTECODE set?)")
    dumps = sorted(dump_dir.glob("*.tileirbc"), key=lambda p: (p.stat().st_mtime_ns, p.name))
    if function is not None:
        dumps = [p for p in dumps if p.name.split(".")[0] == function]
    if not dumps:
        which = f" for `{function}`" if function else ""
        raise ExportError(f"{dump_dir}: no *.tileirbc dumps{which}")
    out_dir.mkdir(parents=True, exist_ok=True)
    counts: dict[str, int] = {}
    results = []
    for dump in dumps:
        _check_bytecode(dump)
        fn = dump.name.split(".")[0]
        n = counts[fn] = counts.get(fn, 0) + 1
        target = out_dir / f"{fn}.{n}.tileirbc"
        shutil.copyfile(dump, target)
        ir_text, text_path, symbol, signature = "", None, "", None
        if text:
            text_path = target.with_suffix(".mlir")
            ir_text = disassemble(target, text_path)
            symbol = entry_symbol(ir_text)
            signature = _signature_from_symbol(symbol)
        results.append(ExportedIR(target, text_path, ir_text, symbol, signature, "gpu-dump", None, None))
    return results


def _signature_from_symbol(symbol: str) -> KernelSignatureSpec | None:
    from cuda.tile.compilation import demangle_kernel_name

    try:
        _, sig = demangle_kernel_name(symbol)
        return KernelSignatureSpec.from_cutile(sig)
    except Exception:  # a symbol from another frontend, or a constraint our spec does not model
        return None
