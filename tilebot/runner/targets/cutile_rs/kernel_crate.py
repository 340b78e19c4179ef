"""Stage B's kernel crate: the skeleton manifest, the pin check, and one ``cargo build`` of it.

The crate is ``<rust_ops_dir>/<op>_kernel/`` with two files the agent owns: ``kernel.rs`` (the lib root)
and ``Cargo.toml``. The stage seeds the manifest from :func:`skeleton_manifest`; whatever the agent leaves
there must still pin every crate of ``RunConfig.target.crates`` to exactly that requirement from crates.io
(:func:`manifest_problems`), and declare no build script. The build runs through ``run_untrusted`` (scrubbed
environment: the manifest and the kernel are written by a model) in its own shared target directory,
``<harness target>-kernels``: cargo fingerprints the environment of build scripts (cuda-bindings runs
bindgen), so sharing the harness's directory with a differently scrubbed environment would rebuild the
CUDA bindings on every alternation. All kernel crates share that directory, so the cutile dependency
tree compiles once per machine.
"""

from __future__ import annotations

import fcntl
import os
import re
import shutil
import subprocess
import time
import tomllib
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

from tilebot.core.result import ValidatorRun
from tilebot.runner.preflight.checks import check_rust
from tilebot.runner.sandbox import run_untrusted
from tilebot.runner.targets.cutile_rs import harness
from tilebot.runner.targets.cutile_rs.toolchain import (
    LIBCLANG_FIX,
    cargo_target_dir,
    cuda_toolkit_path,
    find_cargo,
    find_libclang,
)

__all__ = [
    "NO_WORKSPACE",
    "BuildAttempt",
    "build_crate",
    "kernel_problems",
    "kernel_target_dir",
    "manifest_problems",
    "skeleton_manifest",
    "test_crate",
    "tests_passed",
    "toolchain_problem",
    "top_errors",
]

KERNEL_FILE = "kernel.rs"
MANIFEST = "Cargo.toml"
BUILD_TIMEOUT_S = harness.BUILD_TIMEOUT_S
OUTPUT_TAIL_CHARS = 6000
_ERROR_LINE = re.compile(r"^error(\[E\d+\])?: ")
_TESTS_PASSED = re.compile(r"^test result: \w+\. (\d+) passed", re.MULTILINE)


def skeleton_manifest(op: str, crates: Mapping[str, str]) -> str:
    pins = "\n".join(f'{name} = "{requirement}"' for name, requirement in crates.items())
    return (
        f'[package]\nname = "cutile-{op.replace("_", "-")}"\nversion = "0.1.0"\nedition = "2024"\npublish = false\n\n'
        f'[lib]\nname = "cutile_{op}"\npath = "{KERNEL_FILE}"\n\n'
        f"[dependencies]\n{pins}\n\n"
        "# The IR harness's profile: both build in one shared target directory and reuse its dependencies.\n"
        "[profile.dev]\ndebug = 0\nincremental = false\n\n"
        "[workspace]\n"
    )


# Why a crate must stand alone; the same sentence reaches the agent's prompt (stage D) and its build refusal.
NO_WORKSPACE = (
    f"{MANIFEST} has no [workspace] table; add an empty `[workspace]` line at its end. Without one cargo looks in "
    "the directories above the crate for a workspace root, and a Cargo.toml there that does not list this crate "
    "(the target repository's, the runner's) fails the build with 'current package believes it's in a workspace "
    "when it's not', so the build is refused before cargo runs"
)
# Tables that would undo the pins, and why each is refused.
_REFUSED_TABLES = {
    "patch": "it redirects a dependency to another source or version, around the crates.io pins",
    "replace": "it substitutes another source for a pinned dependency, around the crates.io pins",
}
_NO_BUILD_DEPENDENCIES = (
    "build dependencies serve only a build script, and the crate may have none "
    "(they would compile and run code at build time)"
)
# Every kind of dependency table; cargo still reads the underscored spellings before edition 2024.
_DEPENDENCY_KINDS = ("dependencies", "dev-dependencies", "build-dependencies", "dev_dependencies", "build_dependencies")
# Cargo's target tables: each may name the source file it compiles (`path`).
_TARGET_KINDS = ("lib", "bin", "test", "example", "bench")
# Keys that take a dependency from elsewhere than crates.io, whose build script would then run in the build.
_OTHER_SOURCES = {"path", "git", "registry", "registry-index"}


def manifest_problems(text: str, crates: Mapping[str, str]) -> list[str]:
    """What is wrong with a kernel crate's Cargo.toml, against the pins of the run's config."""
    try:
        manifest = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        return [f"{MANIFEST} is not valid TOML: {exc}"]
    problems = []
    package = manifest.get("package")
    if not isinstance(package, dict):
        problems.append(f"{MANIFEST} has no [package] table")
    elif "build" in package and package["build"] is not False:
        problems.append("a build script is not allowed in the kernel crate")
    workspace = manifest.get("workspace")
    if workspace is None:
        problems.append(NO_WORKSPACE)
    elif isinstance(workspace, dict):
        problems += [
            f"`{key}` in [workspace] is not allowed: the crate stands alone, and `cargo build` would build "
            "(and run the build scripts of) the member crates it names"
            for key in ("members", "default-members")
            if key in workspace
        ]
    problems += [f"[{table}] is not allowed: {why}" for table, why in _REFUSED_TABLES.items() if table in manifest]
    problems += _target_path_problems(manifest)
    for label, table in _dependency_tables(manifest):
        if label.endswith(("build-dependencies", "build_dependencies")):
            problems.append(f"[{label}] is not allowed: {_NO_BUILD_DEPENDENCIES}")
        elif not isinstance(table, dict):
            problems.append(f"[{label}] is not a table")
        else:
            problems += [
                f"`{name}` in [{label}]: path and git dependencies are not allowed, nor other registries "
                "(crates.io only)"
                for name, spec in table.items()
                if isinstance(spec, dict) and _OTHER_SOURCES & spec.keys()
            ]
    deps = manifest.get("dependencies", {})
    return problems + (pin_problems(deps, crates) if isinstance(deps, dict) else [])


def _target_path_problems(manifest: Mapping[str, object]) -> list[str]:
    """Each cargo target ([lib], [[bin]], [[test]]...) whose source ``path`` is not a file inside the crate: cargo
    would compile (and cargo test run) whatever file it names, wherever it is."""
    problems = []
    for kind in _TARGET_KINDS:
        declared = manifest.get(kind)
        targets = declared if isinstance(declared, list) else [declared]
        for target in targets:
            path = target.get("path") if isinstance(target, dict) else None
            if path is not None and not _inside_crate(path):
                table = f"[{kind}]" if kind == "lib" else f"[[{kind}]]"
                problems.append(
                    f"`path = {path!r}` in {table} is not allowed: a target's source must be a file of the crate, "
                    "given relative to it (no absolute path, no `..`)"
                )
    return problems


def _inside_crate(path: object) -> bool:
    if not isinstance(path, str) or not path.strip() or "\\" in path:
        return False
    rel = PurePosixPath(path)
    return not rel.is_absolute() and ".." not in rel.parts


def _dependency_tables(manifest: Mapping[str, object]) -> list[tuple[str, object]]:
    """Each dependency table as (its name as written, its value): top level, under every [target.*], and the
    [workspace.dependencies] a `workspace = true` dependency inherits from."""
    scopes: list[tuple[str, object]] = [("", manifest)]
    targets = manifest.get("target")
    scopes += [(f"target.{cfg!r}.", table) for cfg, table in targets.items()] if isinstance(targets, dict) else []
    tables = [
        (prefix + kind, scope[kind])
        for prefix, scope in scopes
        if isinstance(scope, dict)
        for kind in _DEPENDENCY_KINDS
        if kind in scope
    ]
    workspace = manifest.get("workspace")
    if isinstance(workspace, dict) and "dependencies" in workspace:
        tables.append(("workspace.dependencies", workspace["dependencies"]))
    return tables


def pin_problems(deps: Mapping[str, object], crates: Mapping[str, str]) -> list[str]:
    """Each of the run's ``crates`` a manifest's ``[dependencies]`` lacks or pins otherwise."""
    problems = []
    for name, requirement in crates.items():
        given = deps.get(name)
        version = given.get("version") if isinstance(given, dict) else given
        elsewhere = isinstance(given, dict) and bool(_OTHER_SOURCES & given.keys())  # a version beside git = … too
        if given is None:
            problems.append(f'`{name}` is missing; pin it: {name} = "{requirement}"')
        elif elsewhere or not isinstance(version, str) or "".join(version.split()) != requirement:
            problems.append(f'`{name}` must be "{requirement}" from crates.io, got {given!r}')
    return problems


def toolchain_problem(env: Mapping[str, str] = os.environ, dirs: Sequence[Path] | None = None) -> str | None:
    """Why this machine cannot build a kernel crate, or None: no cargo, no CUDA headers, no libclang, or no Rust that
    cargo can run in ``dirs``, the directories the builds run it in (default: this process's, where the IR harness
    builds). Under rustup a rust-toolchain file there or above picks the toolchain; one that is not installed fails
    every build with "toolchain 'X' is not installed", which no change to the kernel fixes."""
    if find_cargo(env) is None:
        return "cargo not found on PATH or in ~/.cargo/bin; fix: install Rust >= 1.89 (rustup)"
    places = [Path.cwd()] if dirs is None else list(dirs)
    rust = check_rust(env=env, dirs=places)  # preflight's check: rustup's words for a pin, and the fix for each
    if not rust.ok:
        # several places: check_rust names the failing ones itself; listing all of them too pushed the fix past the
        # 500 characters a stage's message keeps where paths are long
        where = f" in {places[0]}" if len(places) == 1 else ""
        return f"cargo cannot build{where}: {rust.message}"
    try:
        cuda_toolkit_path(env)
    except FileNotFoundError as exc:
        return str(exc)
    if find_libclang(env) is None:
        return f"no libclang for the cutile-rs build's bindgen; fix: {LIBCLANG_FIX}"
    return None


def kernel_target_dir(env: Mapping[str, str] = os.environ) -> Path:
    harness_target = cargo_target_dir(env)
    return harness_target.with_name(harness_target.name + "-kernels")


@dataclass(frozen=True)
class BuildAttempt:
    command: str
    exit_code: int  # -1: cargo never ran (a manifest problem, a missing file, a timeout)
    seconds: float
    output_tail: str

    @property
    def ok(self) -> bool:
        return self.exit_code == 0

    def validator(self, name: str) -> ValidatorRun:
        tail = self.output_tail[-2000:]
        return ValidatorRun(name=name, command=self.command, exit_code=self.exit_code, output_tail=tail)


def tests_passed(output: str) -> int:
    """Tests ``cargo test`` reported passed, over all its test binaries."""
    return sum(int(n) for n in _TESTS_PASSED.findall(output))


def top_errors(output: str, limit: int = 5) -> list[str]:
    """The first ``error:`` lines of cargo's output, the ones worth fixing first."""
    return [line.strip() for line in output.splitlines() if _ERROR_LINE.match(line.strip())][:limit]


def kernel_problems(crate: Path) -> list[str]:
    """Pre-build scan of B's crate: kernel.rs is its library (what the IR harness and stage D compile too), and the
    host boundary and files outside the crate are not B's."""
    try:
        source = (crate / KERNEL_FILE).read_text(encoding="utf-8", errors="replace")
    except OSError:
        return []  # reported as a missing file
    problems = _lib_root_problems(crate)
    return problems + [f"kernel.rs must not contain {p!r}: {why}" for p, why in _HOST_SIDE if p in source]


def _lib_root_problems(crate: Path) -> list[str]:
    try:
        lib = tomllib.loads((crate / MANIFEST).read_text(encoding="utf-8")).get("lib")
    except (OSError, tomllib.TOMLDecodeError):
        return []  # manifest_problems says so
    path = lib.get("path") if isinstance(lib, dict) else None
    if isinstance(path, str) and PurePosixPath(path) == PurePosixPath(KERNEL_FILE):
        return []
    return [
        f'[lib] must have path = "{KERNEL_FILE}", got {path!r}: the crate cargo builds and tests must be the '
        "kernel the IR harness and stage D compile"
    ]


_HOST_SIDE = (
    ('extern "C"', "the C-ABI launcher is stage D's ffi.rs"),
    ("no_mangle", "exported symbols are stage D's ffi.rs"),
    ("include!(", "the kernel crate is kernel.rs alone"),
    ("#[path", "the kernel crate is kernel.rs alone"),
)


def build_crate(
    crate: Path,
    crates: Mapping[str, str],
    *,
    required: tuple[str, ...] = (KERNEL_FILE, MANIFEST),
    more_problems: Callable[[Path], list[str]] | None = kernel_problems,
    timeout: float = BUILD_TIMEOUT_S,
    release: bool = False,
) -> BuildAttempt:
    """Check the manifest and ``more_problems(crate)``, then ``cargo build`` (``--release`` with ``release``); never
    raises for the crate's faults."""
    manifest = crate / MANIFEST
    options = ["--release"] if release else []
    command = " ".join(["cargo", *_cargo_arguments("build", crate, options)])
    missing = [name for name in required if not (crate / name).is_file()]
    if missing:
        return BuildAttempt(command, -1, 0.0, f"{', '.join(missing)} not written in {crate}")
    problems = manifest_problems(manifest.read_text(encoding="utf-8"), crates)
    problems += more_problems(crate) if more_problems else []
    if problems:
        return BuildAttempt(command, -1, 0.0, "pre-build check: " + "; ".join(problems))
    _seed_lockfile(crate, crates)
    with _target_held(manifest) as last_built:
        _outdate_another_checkouts_build(crate, last_built)
        attempt = run_cargo("build", crate, timeout, options)
        if attempt.ok:
            last_built.write_text(str(crate.resolve()), encoding="utf-8")
        else:
            last_built.unlink(missing_ok=True)
    return attempt


@contextmanager
def _target_held(manifest: Path) -> Iterator[Path]:
    """The shared target directory held for one build of a package, and the file naming the crate directory whose
    build of that package it holds now."""
    name = str(tomllib.loads(manifest.read_text(encoding="utf-8")).get("package", {}).get("name", "crate"))
    package = re.sub(r"[^A-Za-z0-9_-]", "_", name)  # the name is the crate author's: never a path
    records = kernel_target_dir().with_name(kernel_target_dir().name + ".built-from")
    records.mkdir(parents=True, exist_ok=True)
    with (records / f"{package}.lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        yield records / package


def _outdate_another_checkouts_build(crate: Path, last_built: Path) -> None:
    """Make cargo rebuild ``crate`` when the shared target directory holds another checkout's build of its package.

    cargo keys a path crate's fingerprint by its name and its paths relative to the crate, not by where the crate
    is, and calls it fresh when no source file is newer than the last build: a checkout written while another
    one of the same op (or D's shared crate) was building would be handed that one's build. Touching its sources
    makes them newer.
    """
    try:
        same = last_built.read_text(encoding="utf-8") == str(crate.resolve())
    except OSError:
        same = False
    if not same:
        for source in crate.rglob("*.rs"):
            if "target" not in source.relative_to(crate).parts:
                os.utime(source)


def test_crate(crate: Path, timeout: float = BUILD_TIMEOUT_S) -> BuildAttempt:
    """``cargo test`` of a crate that built: the in-Rust tests, run without a GPU."""
    return run_cargo("test", crate, timeout)


def _cargo_arguments(subcommand: str, crate: Path, options: Sequence[str]) -> list[str]:
    return [subcommand, *options, "--manifest-path", str(crate / MANIFEST)]


def run_cargo(subcommand: str, crate: Path, timeout: float, options: Sequence[str] = ()) -> BuildAttempt:
    arguments = _cargo_arguments(subcommand, crate, options)
    command = " ".join(["cargo", *arguments])
    cargo = find_cargo()
    if cargo is None:
        return BuildAttempt(command, -1, 0.0, "cargo not found")
    extra = {
        "CUDA_TOOLKIT_PATH": str(cuda_toolkit_path()),
        "CARGO_TARGET_DIR": str(kernel_target_dir()),
        "CARGO_TERM_COLOR": "never",
    }
    start = time.monotonic()
    try:
        proc = run_untrusted([str(cargo), *arguments], cwd=crate, timeout=timeout, extra_env=extra)
    except subprocess.TimeoutExpired:
        killed = f"cargo {subcommand} ran past {timeout:g} s and was killed"
        return BuildAttempt(command, -1, time.monotonic() - start, killed)
    output = (proc.stdout + proc.stderr)[-OUTPUT_TAIL_CHARS:]
    return BuildAttempt(command, proc.returncode, time.monotonic() - start, output)


def _seed_lockfile(crate: Path, crates: Mapping[str, str]) -> None:
    # The harness's resolved lock for these pins: the same dependency versions, so nothing recompiles.
    seed = harness._seed_path(crates, os.environ)  # the harness keeps the seed there
    lock = crate / "Cargo.lock"
    if not lock.exists() and seed.is_file():
        shutil.copyfile(seed, lock)
