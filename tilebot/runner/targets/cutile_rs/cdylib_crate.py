"""Stage D's shared library: the ``cutile_kernels`` cdylib crate that exports every port's C-ABI launcher.

``<rust_ops_dir>/cutile_kernels/`` holds a manifest (crate type ``cdylib``, the same pins as the kernel
crates) and ``src/lib.rs``, where D declares one module per op that includes the op's ``kernel.rs``
(B's) and ``ffi.rs`` (D's). The stage seeds both files when the repository has no such crate yet.
It builds in the kernel crates' shared target directory with the release profile: kernels are JIT-compiled by
tileiras at their first call, so the profile only changes host-side code, but that is cutile's launch on every
call, whose time stage E reports beside device time (recurrent_gated_delta_rule's 8-tensor launch on an H100: 40.5
µs in the launcher built with the dev profile, 10.9 with release). The price is one more compile of the cutile
dependency tree per runner (~100 s on 2 cores), which the kernel crates build with the dev profile.

The Python wrapper finds the library through ``$CUTILE_KERNELS_LIB`` (set by stages D and E to the
file built here), falling back to a path of its own choosing.
"""

from __future__ import annotations

import fcntl
import os
import re
import shutil
import subprocess
import tomllib
from collections.abc import Mapping
from pathlib import Path

from tilebot.core.config import RunConfig
from tilebot.runner.preflight.checks import CheckResult
from tilebot.runner.targets.cutile_rs.jit_toolchain import jit_toolchain
from tilebot.runner.targets.cutile_rs.kernel_crate import (
    MANIFEST,
    BuildAttempt,
    build_crate,
    kernel_target_dir,
    pin_problems,
)
from tilebot.runner.targets.cutile_rs.toolchain import bytecode_env

CRATE_NAME = "cutile_kernels"
LIB_ROOT = "src/lib.rs"
LIB_ENV = "CUTILE_KERNELS_LIB"
SKELETON_LIB = (
    "//! The shared library of the cutile-rs ports: one `mod <op>` per op, each including the op's kernel.rs\n"
    "//! (stage B) and ffi.rs (stage D), which exports `cutile_<op>` through the C ABI.\n"
)


def cdylib_dir(config: RunConfig) -> str:
    return f"{config.layout.rust_ops_dir}/{CRATE_NAME}"


def loader_env(library: Path, config: RunConfig, env: Mapping[str, str] = os.environ) -> dict[str, str]:
    """What a test process that loads the library needs, over the runner's ``env``: where the library is, the
    bytecode version its JIT writes, and the tileiras kit that JIT runs (jit_toolchain)."""
    return {
        LIB_ENV: str(library),
        **bytecode_env(config.target.bytecode_version),
        **jit_toolchain(config.target.gpu_arch, env).env,
    }


def launcher_symbol(op: str) -> str:
    return f"cutile_{op}"


def skeleton_manifest(crates: Mapping[str, str]) -> str:
    pins = "\n".join(f'{name} = "{requirement}"' for name, requirement in crates.items())
    return (
        f'[package]\nname = "{CRATE_NAME.replace("_", "-")}"\nversion = "0.1.0"\nedition = "2024"\npublish = false\n\n'
        f'[lib]\nname = "{CRATE_NAME}"\ncrate-type = ["cdylib"]\npath = "{LIB_ROOT}"\n\n'
        f"[dependencies]\n{pins}\n\n"
        "# The kernel crates' profile: one shared target directory, one build of the dependencies.\n"
        "[profile.dev]\ndebug = 0\nincremental = false\n\n"
        "[workspace]\n"
    )


def pins_check(config: RunConfig, repo: Path) -> CheckResult:
    """The repository's shared cdylib pins the crates the run builds with. D refuses other pins (its ports build
    in that crate), so a run whose ``[target] crates`` differ stops at preflight, not after A, B and C."""
    manifest = Path(cdylib_dir(config)) / MANIFEST
    if not (repo / manifest).is_file():
        return CheckResult("crate-pins", True, f"no {manifest} yet: D writes it with the run's [target] crates")
    try:
        deps = tomllib.loads((repo / manifest).read_text(encoding="utf-8")).get("dependencies", {})
    except tomllib.TOMLDecodeError as exc:
        return CheckResult("crate-pins", False, f"{manifest} is not valid TOML: {exc}")
    differ = pin_problems(deps if isinstance(deps, dict) else {}, config.target.crates)
    if differ:
        return CheckResult(
            "crate-pins",
            False,
            f"{manifest} pins other crates than the run's [target] crates: {'; '.join(differ)}; fix: set [target] "
            "crates in .tilebot.toml to the repository's pins, or move the repository's crates to the run's",
        )
    return CheckResult(
        "crate-pins", True, f"{manifest} pins the run's crates (cutile {config.target.crates['cutile']})"
    )


def seed(crate: Path, crates: Mapping[str, str]) -> list[Path]:
    """Write the skeleton files the crate lacks; returns what was written."""
    written = []
    for rel, text in ((MANIFEST, skeleton_manifest(crates)), (LIB_ROOT, SKELETON_LIB)):
        path = crate / rel
        if not path.exists():
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
            written.append(path)
    return written


def make_standalone(crate: Path) -> bool:
    """Add the empty ``[workspace]`` table a target's own cdylib manifest may lack (TileGym's does), so cargo
    never looks for a workspace above the crate; True when the manifest changed."""
    path = crate / MANIFEST
    text = path.read_text(encoding="utf-8")
    if "workspace" in tomllib.loads(text):
        return False
    path.write_text(
        text.rstrip("\n") + "\n\n# Added by tilebot: the crate stands alone.\n[workspace]\n", encoding="utf-8"
    )
    return True


def cdylib_problems(crate: Path) -> list[str]:
    try:
        lib = tomllib.loads((crate / MANIFEST).read_text(encoding="utf-8")).get("lib", {})
    except (OSError, tomllib.TOMLDecodeError):
        return []  # manifest_problems already says so
    if not isinstance(lib, dict) or "cdylib" not in (lib.get("crate-type") or []):
        return ['[lib] must declare crate-type = ["cdylib"] (the launchers are loaded from Python)']
    return []


def build(crate: Path, crates: Mapping[str, str], keep_as: Path) -> BuildAttempt:
    """Build the crate and copy the library to ``keep_as``.

    Every cdylib crate builds into one shared target directory under the same library name, so
    two runs on one runner would overwrite each other's library between build and use; the build
    and the copy happen under one lock, and stages load only the copy.
    """
    keep_as.parent.mkdir(parents=True, exist_ok=True)
    lock_path = kernel_target_dir().with_name(kernel_target_dir().name + ".cdylib.lock")
    lock_path.parent.mkdir(parents=True, exist_ok=True)
    with lock_path.open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        attempt = build_crate(crate, crates, required=(MANIFEST, LIB_ROOT), more_problems=cdylib_problems, release=True)
        if attempt.ok:
            shutil.copyfile(_built_library(crate), keep_as)
    return attempt


def kept_library(run_id: str, op: str) -> Path:
    """Where a run keeps its copy of the library: outside the checkout, so it is never committed."""
    return kernel_target_dir().with_name("cdylibs") / f"{run_id}-{op}" / f"lib{CRATE_NAME}.so"


def _built_library(crate: Path) -> Path:
    """Where cargo puts the built library: the shared target directory, release profile."""
    try:
        manifest = tomllib.loads((crate / MANIFEST).read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError):
        manifest = {}
    lib = manifest.get("lib", {})
    name = lib.get("name") if isinstance(lib, dict) else None
    name = name or str(manifest.get("package", {}).get("name", CRATE_NAME)).replace("-", "_")
    return kernel_target_dir() / "release" / f"lib{name}.so"


class SymbolError(RuntimeError):
    """The library's dynamic symbols could not be read (no nm, not an ELF file)."""


def exported_symbols(library: Path) -> set[str]:
    """Defined dynamic symbols of a shared library, read with ``nm`` (the library is never loaded here)."""
    nm = shutil.which("nm")
    if nm is None:
        raise SymbolError("nm not found; fix: install binutils")
    proc = subprocess.run([nm, "-D", "--defined-only", str(library)], capture_output=True, text=True, check=False)
    if proc.returncode != 0:
        raise SymbolError(f"nm -D {library.name} failed: {proc.stderr.strip()[-500:]}")
    return {m.group(1) for m in re.finditer(r"^\S+\s+T\s+(\S+)$", proc.stdout, re.MULTILINE)}
