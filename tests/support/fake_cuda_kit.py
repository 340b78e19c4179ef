"""Fake CUDA tools for the preflight and JIT-toolchain tests: tileiras, ptxas and tileirdisasm as /bin/sh scripts
that use only shell builtins (so PATH can be limited to a test's own directories, and a real ptxas or nvidia-smi in
/usr/bin never leaks in), and libnvvm as a file with the release string tileiras's loader is read by."""

from __future__ import annotations

import os
import shlex
from collections.abc import Iterable
from pathlib import Path

from tilebot.runner.preflight.checks import CheckResult

ALL_ARCHS = ("sm_80", "sm_86", "sm_87", "sm_88", "sm_89", "sm_90", "sm_100", "sm_103", "sm_120", "sm_121")


def write_script(path: Path, lines: Iterable[str]) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("#!/bin/sh\n" + "\n".join(lines) + "\n")
    path.chmod(0o755)
    return path


def printf_lines(text: str) -> str:
    # printf is a builtin in dash and bash: no PATH needed.
    return "printf '%s\\n' " + " ".join(shlex.quote(line) for line in text.splitlines())


def banner(tool: str, version: str) -> str:
    major, minor = version.split(".")[:2]
    return (
        f"{tool}: NVIDIA (R) fake\nCopyright (c) 2005-2026 NVIDIA Corporation\n"
        f"Cuda compilation tools, release {major}.{minor}, V{version}\n"
    )


def help_text(archs: Iterable[str]) -> str:
    rows = "\n".join(f"    ={a:<28}-   SM {a[3:]}" for a in archs)
    return f"USAGE: tileiras [options] <input file>\n  --gpu-name=<value>  - Specify name of NVIDIA GPU.\n{rows}\n"


def fake_versioned_tool(path: Path, tool: str, version: str, archs: Iterable[str] | None = None) -> Path:
    lines = ['case "$1" in', f"  --version) {printf_lines(banner(tool, version))} ;;"]
    if archs is not None:
        lines.append(f"  --help) {printf_lines(help_text(archs))} ;;")
    lines += ["  *) exit 2 ;;", "esac"]
    return write_script(path, lines)


def fake_libnvvm(path: Path, version: str | None) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    body = b"\x7fELF" + b"\0" * 4096
    if version is not None:
        major, minor = version.split(".")[:2]
        body += f"Cuda compilation tools, release {major}.{minor}, V{version}".encode() + b"\0\0Build cuda"
    path.write_bytes(body + b"\0" * 4096)
    return path


def make_kit(
    root: Path,
    tileiras: str = "13.4.92",
    ptxas: str | None = "13.4.92",
    nvvm: str | None = "13.4.92",
    disasm: bool = True,
    archs: Iterable[str] = ALL_ARCHS,
    nvvm_layout: str = "wheel",
) -> Path:
    """A CUDA-style tree: bin/{tileiras,ptxas,tileirdisasm}, lib/libnvvm.so.4 (wheel) or
    nvvm/lib64/libnvvm.so (toolkit). Returns the tileiras path."""
    bin_dir = root / "bin"
    t = fake_versioned_tool(bin_dir / "tileiras", "tileiras", tileiras, archs)
    if ptxas is not None:
        fake_versioned_tool(bin_dir / "ptxas", "ptxas", ptxas)
    if disasm:
        fake_versioned_tool(bin_dir / "tileirdisasm", "tileirdisasm", tileiras)
    if nvvm is not None:
        lib = root / "lib" / "libnvvm.so.4" if nvvm_layout == "wheel" else root / "nvvm" / "lib64" / "libnvvm.so"
        fake_libnvvm(lib, nvvm)
    return t


def wheel_kit(tmp_path: Path, **kw: object) -> tuple[Path, list[str]]:
    """A kit where the PyPI wheels put it: <site>/nvidia/cu13/...; returns (tileiras, nvidia_paths)."""
    nvidia = tmp_path / "site" / "nvidia"
    t = make_kit(nvidia / "cu13", **kw)  # type: ignore[arg-type]
    return t, [str(nvidia)]


def bare_env(tmp_path: Path, *path_dirs: Path, **extra: str) -> dict[str, str]:
    empty = tmp_path / "empty-path"
    empty.mkdir(exist_ok=True)
    dirs = [str(d) for d in path_dirs] or [str(empty)]
    return {"PATH": os.pathsep.join(dirs), **extra}


def by_name(results: list[CheckResult]) -> dict[str, CheckResult]:
    return {r.name: r for r in results}
