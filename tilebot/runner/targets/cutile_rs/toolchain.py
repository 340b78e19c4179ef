"""Where cargo builds cutile-rs: cache directories, the CUDA headers from PyPI, the cargo binary.

Cache policy: everything under one tilebot cache directory, ``$TILEBOT_CACHE_DIR`` or
``$XDG_CACHE_HOME/tilebot`` or ``~/.cache/tilebot``. Harness crates live in
``<cache>/ir-harness/<hash>/`` and all share one cargo target directory,
``<cache>/cargo-target`` (``$TILEBOT_CARGO_TARGET_DIR`` overrides it), so the ~100 dependency
crates compile once per machine, not once per kernel. Cargo locks that directory itself, so
concurrent builds wait for each other instead of corrupting it.
"""

from __future__ import annotations

import fnmatch
import glob
import os
import subprocess
from collections.abc import Mapping
from pathlib import Path

from tilebot.runner.preflight.checks import CheckResult, find_rust_tool, nvidia_package_paths

__all__ = [
    "BYTECODE_VERSION_ENV",
    "HEADERS",
    "bytecode_env",
    "cache_dir",
    "cargo_target_dir",
    "check_cuda_headers",
    "check_libclang",
    "cuda_toolkit_path",
    "find_cargo",
    "find_libclang",
]

# cutile-rs 0.3 picks the bytecode version it writes at run time: this variable first, else the toolkit's cuda.h,
# else a probe of tileiras. tilebot names it, so the harness (no toolkit in its env), D and E write the version
# the run is configured for, the one the reference IR was exported at.
BYTECODE_VERSION_ENV = "CUTILE_BYTECODE_VERSION"

# What cutile-rs's build script (bindgen over cuda.h and curand.h) needs under include/.
HEADERS = ("cuda.h", "curand.h", "cuda_runtime.h", "crt/host_config.h")
HEADER_WHEELS = "pip install 'tilebot[rust]' (nvidia-cuda-runtime, nvidia-cuda-crt, nvidia-curand)"

# That build script's bindgen loads libclang at run time, found as clang-sys 1.9 finds it on Linux: only in
# $LIBCLANG_PATH when that is set, else in llvm-config's prefix, $LD_LIBRARY_PATH and these directories.
LIBCLANG_NAMES = ("libclang.so", "libclang-*.so", "libclang.so.*", "libclang-*.so.*")
LIBCLANG_DIRS = (
    "/usr/local/llvm*/lib*",
    "/usr/local/lib*/*/*",
    "/usr/local/lib*/*",
    "/usr/local/lib*",
    "/usr/lib*/*/*",
    "/usr/lib*/*",
    "/usr/lib*",
)
LIBCLANG_FIX = "apt-get install libclang-dev, or set LIBCLANG_PATH to the directory holding libclang.so"


def bytecode_env(version: str) -> dict[str, str]:
    return {BYTECODE_VERSION_ENV: version}


def cache_dir(env: Mapping[str, str] = os.environ) -> Path:
    """Absolute, like every path here: cargo runs in the crate's directory, tilebot in the job's."""
    if env.get("TILEBOT_CACHE_DIR"):
        return Path(env["TILEBOT_CACHE_DIR"]).absolute()
    base = Path(env["XDG_CACHE_HOME"]) if env.get("XDG_CACHE_HOME") else Path.home() / ".cache"
    return base.absolute() / "tilebot"


def cargo_target_dir(env: Mapping[str, str] = os.environ) -> Path:
    if env.get("TILEBOT_CARGO_TARGET_DIR"):
        return Path(env["TILEBOT_CARGO_TARGET_DIR"]).absolute()
    return cache_dir(env) / "cargo-target"


def _missing_headers(root: Path) -> list[str]:
    return [h for h in HEADERS if not (root / "include" / h).is_file()]


def cuda_toolkit_path(env: Mapping[str, str] = os.environ, nvidia_paths: list[str] | None = None) -> Path:
    """The ``CUDA_TOOLKIT_PATH`` for cargo: the caller's if it has the headers, else the pip wheels' ``nvidia/cu13``."""
    given = env.get("CUDA_TOOLKIT_PATH")
    if given:
        missing = _missing_headers(Path(given))
        if not missing:
            return Path(given)
        raise FileNotFoundError(
            f"CUDA_TOOLKIT_PATH={given} lacks include/{', include/'.join(missing)}; unset it to use the "
            f"pip wheels, or fix: {HEADER_WHEELS}"
        )
    roots = nvidia_package_paths() if nvidia_paths is None else nvidia_paths
    looked = []
    for r in roots:
        candidate = Path(r) / "cu13"
        missing = _missing_headers(candidate)
        if not missing:
            return candidate
        looked.append(f"{candidate} (lacks {', '.join(missing)})")
    where = "; ".join(looked) or "no `nvidia` package in this interpreter"
    raise FileNotFoundError(f"no CUDA headers for the cutile-rs build: {where}; fix: {HEADER_WHEELS}")


def check_cuda_headers(env: Mapping[str, str] = os.environ) -> CheckResult:
    """The headers cutile-rs's build script needs (B's and D's builds stop on their absence): preflight's finding."""
    probe = "CUDA_TOOLKIT_PATH or the nvidia wheels: include/" + ", include/".join(HEADERS)
    try:
        root = cuda_toolkit_path(env)
    except FileNotFoundError as exc:
        return CheckResult("cuda-headers", False, str(exc), probe)
    return CheckResult("cuda-headers", True, f"CUDA headers for the cutile-rs build in {root / 'include'}", probe)


def _is_libclang(name: str) -> bool:
    # libclang-cpp.so.N is another library (clang's C++ API) that the patterns would match.
    return "-cpp." not in name and any(fnmatch.fnmatchcase(name, pattern) for pattern in LIBCLANG_NAMES)


def _libclang_in(directory: Path) -> Path | None:
    try:
        names = sorted(os.listdir(directory))
    except OSError:
        return None
    return next((directory / name for name in names if _is_libclang(name)), None)


def _llvm_prefix(env: Mapping[str, str]) -> list[Path]:
    try:
        out = subprocess.run(
            [env.get("LLVM_CONFIG_PATH") or "llvm-config", "--prefix"],
            capture_output=True,
            text=True,
            timeout=30,
            env=dict(env),
            check=True,
        ).stdout
    except (OSError, subprocess.SubprocessError):
        return []
    prefix = Path(out.strip().splitlines()[0]) if out.strip() else None
    return [prefix / sub for sub in ("bin", "lib", "lib64")] if prefix else []


def find_libclang(env: Mapping[str, str] = os.environ) -> Path | None:
    """The libclang the cutile-rs build would load, or None (the build would fail in cuda-bindings' build script)."""
    given = env.get("LIBCLANG_PATH")
    if given:
        path = Path(given)
        if path.is_file() and _is_libclang(path.name):
            return path
        return _libclang_in(path)
    places = [*_llvm_prefix(env), *(Path(d) for d in env.get("LD_LIBRARY_PATH", "").split(":") if d)]
    places += [Path(d) for pattern in LIBCLANG_DIRS for d in sorted(glob.glob(pattern)) if os.path.isdir(d)]
    return next((found for place in places if (found := _libclang_in(place)) is not None), None)


def check_libclang(env: Mapping[str, str] = os.environ) -> CheckResult:
    """libclang for the cutile-rs build's bindgen: without it every build fails, which is the machine's fault, not
    the kernel's."""
    probe = "LIBCLANG_PATH, or llvm-config --prefix, LD_LIBRARY_PATH and /usr/lib*, /usr/local/lib*: libclang*.so*"
    found = find_libclang(env)
    if found is None:
        where = f"in LIBCLANG_PATH={env['LIBCLANG_PATH']}" if env.get("LIBCLANG_PATH") else "where bindgen looks"
        return CheckResult("libclang", False, f"no libclang {where}; fix: {LIBCLANG_FIX}", probe)
    return CheckResult("libclang", True, f"libclang for the cutile-rs build's bindgen: {found}", probe)


def find_cargo(env: Mapping[str, str] = os.environ) -> Path | None:
    return find_rust_tool("cargo", env)  # where preflight's Rust check finds it
