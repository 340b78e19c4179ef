"""Where cargo builds cutile-rs: cache directories, the CUDA headers from PyPI, the cargo binary.

Cache policy: everything under one tilebot cache directory, ``$TILEBOT_CACHE_DIR`` or
``$XDG_CACHE_HOME/tilebot`` or ``~/.cache/tilebot``. Harness crates live in
``<cache>/ir-harness/<hash>/`` and all share one cargo target directory,
``<cache>/cargo-target`` (``$TILEBOT_CARGO_TARGET_DIR`` overrides it), so the ~100 dependency
crates compile once per machine, not once per kernel. Cargo locks that directory itself, so
concurrent builds wait for each other instead of corrupting it.
"""

from __future__ import annotations

import os
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
    "cuda_toolkit_path",
    "find_cargo",
]

# cutile-rs 0.3 picks the bytecode version it writes at run time: this variable first, else the toolkit's cuda.h,
# else a probe of tileiras. tilebot names it, so the harness (no toolkit in its env), D and E write the version
# the run is configured for, the one the reference IR was exported at.
BYTECODE_VERSION_ENV = "CUTILE_BYTECODE_VERSION"

# What cutile-rs's build script (bindgen over cuda.h and curand.h) needs under include/.
HEADERS = ("cuda.h", "curand.h", "cuda_runtime.h", "crt/host_config.h")
HEADER_WHEELS = "pip install 'tilebot[rust]' (nvidia-cuda-runtime, nvidia-cuda-crt, nvidia-curand)"


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


def find_cargo(env: Mapping[str, str] = os.environ) -> Path | None:
    return find_rust_tool("cargo", env)  # where preflight's Rust check finds it
