"""Candidate Tile IR from cutile-rs without a GPU: a Rust harness crate around a given ``kernel.rs``.

The crate (``templates/rust/ir_harness/``) ``include!``s the kernel, depends on the cutile crates
pinned in ``RunConfig.target.crates``, and is a small program that compiles requested entries
through ``cutile::compile_api::KernelCompiler`` (generics, target, compile options, and the
specialization a launch would derive from tensor layouts, integer scalars and pointers) and writes
``<name>.tileirbc``. The text comes from the same ``tileirdisasm`` as the reference side.

One call does it all::

    irs = compile_candidate_ir(Path("kernel.rs"), [EntryRequest(...)], out_dir)

Lower-level steps: ``render_harness`` → ``build_harness`` → ``run_harness``. Caches: see
``toolchain.py`` (crates per kernel hash, one shared cargo target directory).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import shutil
import subprocess
import tempfile
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from templates import TEMPLATE_DIR
from tilebot.core.config import Target
from tilebot.core.render import render
from tilebot.runner.sandbox import run_untrusted
from tilebot.runner.targets.cutile_rs.kernel_source import entry_signature, module_names
from tilebot.runner.targets.cutile_rs.toolchain import (
    bytecode_env,
    cache_dir,
    cargo_target_dir,
    cuda_toolkit_path,
    find_cargo,
)
from tilebot.runner.tileir.export import disassemble, entry_symbol

__all__ = [
    "BUILD_TIMEOUT_S",
    "CandidateIR",
    "CompileOptionsSpec",
    "EntryOutcome",
    "EntryRequest",
    "HarnessBuild",
    "HarnessBuildError",
    "HarnessCrate",
    "HarnessError",
    "IntArg",
    "PointerArg",
    "TensorArg",
    "build_harness",
    "check_request",
    "compile_candidate_ir",
    "render_harness",
    "run_harness",
]

TEMPLATE = "rust/ir_harness"
BUILD_TIMEOUT_S = 1800.0  # a cold build compiles ~100 crates: minutes on 2 cores
RUN_TIMEOUT_S = 600.0
OUTPUT_TAIL_CHARS = 4000
# 256-byte aligned, like every CUDA allocation: what a launch on fresh tensors sees.
DEFAULT_BASE_ADDR = 0x7F00_0000_0000
_I32 = (-(2**31), 2**31 - 1)


class HarnessError(RuntimeError):
    """Rendering or running the harness failed; the message says which kernel/entry and why."""


class HarnessBuildError(HarnessError):
    """cargo failed; ``output_tail`` holds the end of its output."""

    def __init__(self, message: str, output_tail: str = "") -> None:
        super().__init__(f"{message}\n{output_tail}" if output_tail else message)
        self.output_tail = output_tail


class _Spec(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class TensorArg(_Spec):
    """A ``&Tensor`` argument as launched: its shape and strides (elements) and base address."""

    kind: Literal["tensor"] = "tensor"
    shape: tuple[int, ...]
    strides: tuple[int, ...]
    base_addr: int = Field(default=DEFAULT_BASE_ADDR, ge=0)

    @model_validator(mode="after")
    def _same_rank(self) -> TensorArg:
        if len(self.shape) != len(self.strides):
            raise ValueError(f"shape {self.shape} and strides {self.strides} differ in rank")
        if any(not _I32[0] <= v <= _I32[1] for v in (*self.shape, *self.strides)):
            raise ValueError("shapes and strides must fit in i32 (cutile 0.2.0 and 0.3.1 specialize on i32)")
        return self


class IntArg(_Spec):
    """An integer scalar argument: the launcher specializes on its power-of-two divisibility."""

    kind: Literal["int"] = "int"
    value: int = Field(ge=_I32[0], le=_I32[1])


class PointerArg(_Spec):
    """A raw ``*mut E`` argument: the launcher specializes on its alignment."""

    kind: Literal["pointer"] = "pointer"
    base_addr: int = Field(default=DEFAULT_BASE_ADDR, ge=0)


LaunchArg = Annotated[TensorArg | IntArg | PointerArg, Field(discriminator="kind")]


class CompileOptionsSpec(_Spec):
    """cutile's ``CompileOptions``; None leaves the entry's own hint or the compiler default."""

    occupancy: int | None = Field(default=None, ge=1)
    num_cta_in_cga: int | None = Field(default=None, ge=1)
    max_divisibility: int | None = Field(default=None, ge=1)


class EntryRequest(_Spec):
    """One specialization of one entry, as a launch would compile it."""

    name: str = Field(pattern=r"^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$")  # output file stem
    module: str = Field(pattern=r"^[A-Za-z_][A-Za-z0-9_]*$")
    function: str = Field(pattern=r"^[A-Za-z_][A-Za-z0-9_]*$")
    generics: tuple[str, ...] = ()  # in declaration order, e.g. ("f16", "1024")
    args: dict[str, LaunchArg] = Field(default_factory=dict)  # float/bool scalars need none
    # Only for launches that call .const_grid(); a plain .grid() launch compiles with None.
    const_grid: tuple[int, int, int] | None = None
    options: CompileOptionsSpec = Field(default_factory=CompileOptionsSpec)
    target: str = Field(default="sm_90", pattern=r"^sm_[0-9]{2,3}[a-z]?$")


@dataclass(frozen=True)
class HarnessCrate:
    directory: Path
    package: str
    kernel_sha256: str


@dataclass(frozen=True)
class HarnessBuild:
    crate: HarnessCrate
    binary: Path
    seconds: float
    target_dir: Path
    output_tail: str


@dataclass(frozen=True)
class EntryOutcome:
    name: str
    ok: bool
    bytecode: Path | None
    error: str


@dataclass(frozen=True)
class CandidateIR:
    request: EntryRequest
    bytecode_path: Path
    text_path: Path | None
    text: str
    symbol: str


def check_request(source: str, request: EntryRequest) -> None:
    """Raise ``HarnessError`` if the request does not fit the entry declared in ``source``."""
    try:
        sig = entry_signature(source, request.module, request.function)
    except ValueError as exc:
        raise HarnessError(f"{request.name}: {exc}") from None
    problems = []
    if len(request.generics) != len(sig.generics):
        problems.append(f"{len(request.generics)} generics given, the entry declares {list(sig.generics)}")
    declared = {p.name: p for p in sig.params}
    for name in request.args:
        if name not in declared:
            problems.append(f"argument `{name}` is not a parameter (parameters: {list(declared)})")
    for p in sig.params:
        wanted = {"tensor": "tensor", "pointer": "pointer", "int": "int"}.get(p.kind)
        arg = request.args.get(p.name)
        if wanted is None:
            if arg is not None:
                problems.append(f"`{p.name}: {p.type}` takes no launch argument (its value is not specialized on)")
        elif arg is None:
            problems.append(f"`{p.name}: {p.type}` needs a {wanted} argument")
        elif arg.kind != wanted:
            problems.append(f"`{p.name}: {p.type}` needs a {wanted} argument, got {arg.kind}")
    if problems:
        raise HarnessError(f"{request.name} ({request.module}::{request.function}): " + "; ".join(problems))


def _write_if_changed(path: Path, text: str) -> None:
    # Unchanged files keep their mtime, so cargo sees nothing to rebuild.
    if path.is_file() and path.read_text(encoding="utf-8") == text:
        return
    path.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.NamedTemporaryFile("w", dir=path.parent, delete=False, encoding="utf-8") as tmp:
        tmp.write(text)
    os.replace(tmp.name, path)


def _template_sha256() -> str:
    h = hashlib.sha256()
    for f in sorted((TEMPLATE_DIR / TEMPLATE).rglob("*.j2")):
        h.update(f.read_bytes())
    return h.hexdigest()


def render_harness(
    kernel_source: str,
    *,
    crates: Mapping[str, str] | None = None,
    env: Mapping[str, str] = os.environ,
) -> HarnessCrate:
    """Render (or reuse) the harness crate for this kernel source and crate pins."""
    pins = dict(crates if crates is not None else Target().crates)
    if "cutile" not in pins:
        raise HarnessError(f"the crate pins {pins} lack `cutile`")
    modules = module_names(kernel_source)
    if not modules:
        raise HarnessError("kernel.rs declares no #[cutile::module]")
    digest = hashlib.sha256(
        json.dumps([kernel_source, sorted(pins.items()), _template_sha256()]).encode("utf-8")
    ).hexdigest()
    package = f"tilebot-ir-{digest[:12]}"
    directory = cache_dir(env) / "ir-harness" / digest[:16]
    context = {"package": package, "crates": pins, "modules": modules}
    _write_if_changed(directory / "Cargo.toml", render(f"{TEMPLATE}/Cargo.toml.j2", **context))
    _write_if_changed(directory / "src" / "main.rs", render(f"{TEMPLATE}/src/main.rs.j2", **context))
    _write_if_changed(directory / "src" / "kernel.rs", kernel_source)
    _seed_lockfile(directory, pins, env)
    return HarnessCrate(directory, package, hashlib.sha256(kernel_source.encode()).hexdigest())


def _seed_path(pins: Mapping[str, str], env: Mapping[str, str]) -> Path:
    key = hashlib.sha256(json.dumps(sorted(pins.items())).encode()).hexdigest()[:16]
    return cache_dir(env) / "ir-harness" / "locks" / f"{key}.Cargo.lock"


def _seed_lockfile(directory: Path, pins: Mapping[str, str], env: Mapping[str, str]) -> None:
    # Every harness with the same pins starts from one resolved lock, so all of them use the same
    # dependency versions and reuse what the shared target directory already compiled.
    seed = _seed_path(pins, env)
    lock = directory / "Cargo.lock"
    if not lock.exists() and seed.is_file():
        shutil.copyfile(seed, lock)


def _tail(text: str) -> str:
    return text[-OUTPUT_TAIL_CHARS:]


def build_harness(
    crate: HarnessCrate,
    *,
    env: Mapping[str, str] = os.environ,
    target_dir: Path | None = None,
    timeout: float = BUILD_TIMEOUT_S,
    crates: Mapping[str, str] | None = None,
) -> HarnessBuild:
    """``cargo build`` the harness (a no-op when nothing changed). Raises ``HarnessBuildError``."""
    cargo = find_cargo(env)
    if cargo is None:
        raise HarnessBuildError("cargo not found on PATH or in ~/.cargo/bin; fix: install Rust ≥ 1.89 (rustup)")
    try:
        toolkit = cuda_toolkit_path(env)
    except FileNotFoundError as exc:
        raise HarnessBuildError(str(exc)) from None
    target = target_dir or cargo_target_dir(env)
    extra = {"CUDA_TOOLKIT_PATH": str(toolkit), "CARGO_TARGET_DIR": str(target), "CARGO_TERM_COLOR": "never"}
    command = [str(cargo), "build", "--manifest-path", str(crate.directory / "Cargo.toml")]
    start = time.monotonic()
    try:
        # kernel.rs is a model's: its proc macros and the crates' build scripts must not see the job's secrets.
        # (Here and for the binary, cwd stays this process's: the cache and output paths may be relative to it.)
        proc = run_untrusted(command, cwd=Path.cwd(), timeout=timeout, extra_env=extra, base_env=env)
    except subprocess.TimeoutExpired as exc:
        out = str(exc.output or "") + str(exc.stderr or "")  # run_untrusted's text (typeshed says bytes)
        raise HarnessBuildError(f"cargo build of {crate.directory} timed out after {timeout:g} s", _tail(out)) from None
    seconds = time.monotonic() - start
    output = proc.stdout + proc.stderr
    if proc.returncode != 0:
        raise HarnessBuildError(
            f"cargo build of {crate.directory} failed (exit {proc.returncode}, CUDA_TOOLKIT_PATH={toolkit})",
            _tail(output),
        )
    binary = target / "debug" / crate.package
    if not binary.is_file():
        raise HarnessBuildError(f"cargo build succeeded but {binary} is missing", _tail(output))
    seed = _seed_path(dict(crates if crates is not None else Target().crates), env)
    if not seed.exists() and (crate.directory / "Cargo.lock").is_file():
        seed.parent.mkdir(parents=True, exist_ok=True)
        _write_if_changed(seed, (crate.directory / "Cargo.lock").read_text(encoding="utf-8"))
    return HarnessBuild(crate, binary, seconds, target, _tail(output))


def run_harness(
    build: HarnessBuild,
    requests: Sequence[EntryRequest],
    out_dir: Path,
    *,
    timeout: float = RUN_TIMEOUT_S,
    bytecode_version: str = Target().bytecode_version,
) -> list[EntryOutcome]:
    """Compile each request; one outcome per request, in order (a failed entry does not stop the rest)."""
    names = [r.name for r in requests]
    if len(set(names)) != len(names):
        raise HarnessError(f"request names must be unique (they name the output files): {names}")
    out_dir.mkdir(parents=True, exist_ok=True)
    payload = [r.model_dump(mode="json") for r in requests]
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False, encoding="utf-8") as f:
        json.dump(payload, f)
    try:
        # The binary runs the kernel's code and its stderr reaches the agent (stage B's dump_ir): no secrets.
        command = [str(build.binary), f.name, str(out_dir)]
        proc = run_untrusted(command, cwd=Path.cwd(), timeout=timeout, extra_env=bytecode_env(bytecode_version))
    except subprocess.TimeoutExpired:
        raise HarnessError(f"{build.binary} timed out after {timeout:g} s on {names}") from None
    finally:
        with contextlib.suppress(OSError):
            os.unlink(f.name)
    outcomes: dict[str, EntryOutcome] = {}
    for line in proc.stdout.splitlines():
        # An entry with print_ir = true prints its generated Rust to stdout too: keep only our records.
        try:
            record = json.loads(line)
        except json.JSONDecodeError:
            continue
        if not isinstance(record, dict) or record.get("name") not in names or "ok" not in record:
            continue
        path = Path(record["bytecode"]) if record.get("ok") else None
        outcomes[record["name"]] = EntryOutcome(record["name"], bool(record["ok"]), path, record.get("error", ""))
    if proc.returncode != 0 or len(outcomes) != len(requests):
        raise HarnessError(
            f"{build.binary} exited {proc.returncode} after {len(outcomes)} of {len(requests)} requests: "
            f"{_tail(proc.stderr or proc.stdout)}"
        )
    return [outcomes[n] for n in names]


def compile_candidate_ir(
    kernel_rs: Path,
    requests: Sequence[EntryRequest],
    out_dir: Path,
    *,
    crates: Mapping[str, str] | None = None,
    env: Mapping[str, str] = os.environ,
    text: bool = True,
    bytecode_version: str = Target().bytecode_version,
) -> list[CandidateIR]:
    """Render, build and run the harness for ``kernel_rs``; bytecode and tileirdisasm text per request.

    Writes ``<out_dir>/<name>.tileirbc`` (+ ``.mlir``). Raises ``HarnessError`` naming every
    entry that failed to compile.
    """
    source = kernel_rs.read_text(encoding="utf-8")
    for request in requests:
        check_request(source, request)
    crate = render_harness(source, crates=crates, env=env)
    build = build_harness(crate, env=env, crates=crates)
    outcomes = run_harness(build, requests, out_dir, bytecode_version=bytecode_version)
    failed = [o for o in outcomes if not o.ok]
    if failed:
        raise HarnessError(
            f"{kernel_rs}: cutile could not compile " + "; ".join(f"{o.name}: {o.error}" for o in failed)
        )
    results = []
    for request, outcome in zip(requests, outcomes, strict=True):
        assert outcome.bytecode is not None
        ir_text, text_path, symbol = "", None, ""
        if text:
            text_path = outcome.bytecode.with_suffix(".mlir")
            ir_text = disassemble(outcome.bytecode, text_path)
            symbol = entry_symbol(ir_text)
        results.append(CandidateIR(request, outcome.bytecode, text_path, ir_text, symbol))
    return results
