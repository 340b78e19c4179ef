"""Environment checks for a tilebot runner machine (DESIGN.md §4).

Every check is a plain function that returns ``CheckResult`` (``check_tileiras`` returns a list,
one result per tool it depends on). Inputs such as the environment, search paths and timeouts are
parameters, so tests drive the checks with fake tool directories instead of patching globals.

Check names (stable; callers may key on them):

- ``python-packages``: ``check_python_packages``
- ``tileiras``, ``ptxas``, ``libnvvm``, ``tileirdisasm``: ``check_tileiras`` (always in that order)
- ``rust``: ``check_rust`` (cargo and rustc together, in each directory the builds run cargo in)
- ``git``: ``check_git``
- ``gpu``: ``check_gpu``
- ``cupti``: ``check_cupti``
- ``disk``: ``check_disk``

How tileiras finds its helpers (measured with strace on tileiras 13.4.92, not documented by NVIDIA):
it takes a CUDA root, ``$CUDA_HOME`` if set (even if empty), else ``$CUDA_PATH`` if set, else the
parent of the directory holding the real (symlink-resolved) tileiras binary. It loads libnvvm from
``<root>/nvvm/lib64/libnvvm.so``, then ``<root>/lib/libnvvm.so.4``, and runs ``<root>/bin/ptxas``,
else the first ``ptxas`` on PATH. Any miss or version mismatch makes it exit 5 printing only
"error: failed to compile Tile IR program".
"""

from __future__ import annotations

import contextlib
import importlib.metadata
import importlib.util
import json
import mmap
import os
import re
import shlex
import shutil
import signal
import subprocess
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from tilebot.core.install import provenance
from tilebot.core.versions import at_least, parse_version, version_text

__all__ = [
    "DEFAULT_TIMEOUT_S",
    "MIN_GIT",
    "RECOMMENDED_KIT",
    "CheckResult",
    "TileirasLocation",
    "check_cupti",
    "check_disk",
    "check_git",
    "check_gpu",
    "check_python_packages",
    "check_rust",
    "check_tileiras",
    "find_rust_tool",
    "find_tileiras",
    "min_tileiras_for_sm",
    "nearest_existing",
    "nvidia_package_paths",
    "parse_cuda_release",
    "parse_sm_arch",
    "parse_version",
    "read_embedded_cuda_release",
    "tileiras_cuda_root",
]

DEFAULT_TIMEOUT_S = 30.0
OUTPUT_TAIL_CHARS = 2000
# The kit measured to work on the H200 (DESIGN.md §4); also the first that ships tileirdisasm.
RECOMMENDED_KIT = (13, 4)
_EXIT5 = 'tileiras then exits 5 printing only "failed to compile Tile IR program"'


@dataclass(frozen=True)
class CheckResult:
    name: str  # short id, e.g. "tileiras", "cargo", "gpu", "cupti", "disk", "python-packages"
    ok: bool
    message: str  # one precise human line: what was found or exactly what is missing and how to fix it
    command: str = ""  # the command/probe that was run (e.g. "tileiras --version"), for the record
    output: str = ""  # tail of what it printed (≤ 2000 chars)


# --------------------------------------------------------------------------- version helpers

_CUDA_RELEASE_RE = re.compile(r"release (\d+)\.(\d+), V(\d+(?:\.\d+)*)")
_CUDA_RELEASE_BYTES_RE = re.compile(rb"Cuda compilation tools, release (\d+)\.(\d+), V(\d+(?:\.\d+)*)")
_SM_RE = re.compile(r"sm_(\d+)[af]?")


def parse_cuda_release(text: str) -> tuple[int, int, str] | None:
    """(major, minor, full) from NVIDIA's "... release 13.4, V13.4.92" banner, else None."""
    m = _CUDA_RELEASE_RE.search(text)
    if m is None:
        return None
    return int(m.group(1)), int(m.group(2)), m.group(3)


def parse_sm_arch(gpu_arch: str) -> int | None:
    """ "sm_90" / "sm_90a" / "sm_100f" -> 90 / 90 / 100; None if not of that form."""
    m = _SM_RE.fullmatch(gpu_arch.strip())
    return int(m.group(1)) if m else None


def min_tileiras_for_sm(sm: int) -> tuple[int, int] | None:
    """Oldest tileiras release that targets ``sm`` (reference §1.1); None below sm_80 (never)."""
    if sm >= 100:
        return (13, 1)
    if sm >= 90:
        return (13, 3)
    if sm >= 80:
        return (13, 2)
    return None


def read_embedded_cuda_release(path: Path) -> tuple[int, int, str] | None:
    """The "Cuda compilation tools, release X.Y, VX.Y.Z" string embedded in a binary (libnvvm).

    mmap + a literal find keeps a 65 MB library to a few milliseconds; the regex then runs on a
    short slice only.
    """
    prefix = b"Cuda compilation tools, release "
    with open(path, "rb") as f:
        if os.fstat(f.fileno()).st_size == 0:
            return None  # mmap refuses empty files
        with mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ) as m:
            pos = m.find(prefix)
            while pos != -1:
                hit = _CUDA_RELEASE_BYTES_RE.match(m[pos : pos + 80])
                if hit:
                    return int(hit.group(1)), int(hit.group(2)), hit.group(3).decode()
                pos = m.find(prefix, pos + 1)
    return None


# --------------------------------------------------------------------------- subprocess helper


@dataclass(frozen=True)
class _Proc:
    command: str
    rc: int | None  # None: could not start, or timed out
    output: str  # stdout and stderr interleaved
    problem: str  # "" when it ran and exited 0; else why not, in words

    @property
    def tail(self) -> str:
        return self.output[-OUTPUT_TAIL_CHARS:]


def _run(
    argv: Sequence[str],
    env: Mapping[str, str],
    timeout: float,
    cwd: str | None = None,
    display: str | None = None,
) -> _Proc:
    command = display or shlex.join(argv)  # display: a short form for long argv (python -c SCRIPT)
    try:
        # New session so a timeout can kill the whole process group, not just the direct child.
        proc = subprocess.Popen(
            list(argv),
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            env=dict(env),
            cwd=cwd,
            start_new_session=True,
        )
    except FileNotFoundError:
        return _Proc(command, None, "", f"`{argv[0]}` not found")  # execvp: not on PATH / no such file
    except OSError as e:
        return _Proc(command, None, "", f"`{command}` could not be started: {e.strerror or e}")
    try:
        raw, _ = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)
        try:
            raw, _ = proc.communicate(timeout=5)
        except subprocess.TimeoutExpired:
            raw = b""
        out = raw.decode("utf-8", "replace")
        return _Proc(command, None, out, f"`{command}` timed out after {timeout:g} s")
    out = raw.decode("utf-8", "replace")
    if proc.returncode < 0:
        sig = proc.returncode * -1
        return _Proc(command, proc.returncode, out, f"`{command}` was killed by signal {sig}")
    if proc.returncode != 0:
        return _Proc(command, proc.returncode, out, f"`{command}` exited with status {proc.returncode}")
    return _Proc(command, 0, out, "")


def _is_executable(p: Path) -> bool:
    return p.is_file() and os.access(p, os.X_OK)


def _which(name: str, env: Mapping[str, str]) -> Path | None:
    # The child's PATH, not ours; execvp falls back to os.defpath when PATH is unset.
    found = shutil.which(name, path=env.get("PATH", os.defpath))
    return Path(found) if found else None


def find_rust_tool(name: str, env: Mapping[str, str]) -> Path | None:
    """``cargo`` or ``rustc`` on PATH, else in ``$CARGO_HOME/bin`` (``~/.cargo/bin``), where rustup puts them:
    a runner service's PATH often lacks that directory, and the builds find cargo there too."""
    found = _which(name, env)
    if found is not None:
        return found
    home = env.get("CARGO_HOME") or (os.path.join(env["HOME"], ".cargo") if env.get("HOME") else "")
    installed = Path(home) / "bin" / name if home else None
    return installed if installed is not None and _is_executable(installed) else None


# --------------------------------------------------------------------------- python packages


def check_python_packages(
    requirements: Mapping[str, str],
    search_path: Sequence[str] | None = None,
    python: str = sys.executable,
) -> CheckResult:
    """Each distribution in ``requirements`` ({"cuda-tile": "1.7"}) installed at ≥ that version.

    ``search_path`` limits the lookup to those directories (default: this interpreter's sys.path);
    ``python`` only names the interpreter in the suggested pip command.
    """
    found: list[str] = []
    problems: list[str] = []
    fixes: list[str] = []
    for dist_name, minimum in requirements.items():
        if search_path is None:
            dists = list(importlib.metadata.distributions(name=dist_name))
        else:
            dists = list(importlib.metadata.distributions(name=dist_name, path=list(search_path)))
        spec = f"{dist_name}>={minimum}" if minimum else dist_name
        if not dists:
            problems.append(f"{dist_name} is not installed (need ≥ {minimum or 'any'})")
            fixes.append(spec)
            continue
        version = dists[0].version or ""
        parsed = parse_version(version)
        want = parse_version(minimum) if minimum else None
        if want is not None and (parsed is None or not at_least(parsed, want)):
            problems.append(f"{dist_name} {version or '(no version)'} is older than {minimum}")
            fixes.append(spec)
        else:
            found.append(f"{dist_name} {version}")
    command = "importlib.metadata: " + ", ".join(requirements)
    if problems:
        pip = shlex.join([python, "-m", "pip", "install", *fixes])
        return CheckResult("python-packages", False, "; ".join(problems) + f"; fix: {pip}", command)
    return CheckResult("python-packages", True, "installed: " + (", ".join(found) or "(none required)"), command)


# --------------------------------------------------------------------------- tileiras kit


def nvidia_package_paths() -> list[str]:
    """Directories of the ``nvidia`` namespace package in this interpreter (several are possible)."""
    try:
        spec = importlib.util.find_spec("nvidia")
    except (ImportError, ValueError):
        return []
    if spec is None or spec.submodule_search_locations is None:
        return []
    return [str(p) for p in spec.submodule_search_locations]


@dataclass(frozen=True)
class TileirasLocation:
    path: Path | None  # None: not found
    source: str  # "CUTILE_TILEIRAS_PATH", "PATH" or "wheel" (found), else ""
    detail: str  # where it was looked for, or why the source was rejected


def find_tileiras(
    env: Mapping[str, str] = os.environ,
    nvidia_paths: Sequence[str] | None = None,
) -> TileirasLocation:
    """cutile-rs's order ($CUTILE_TILEIRAS_PATH, then PATH) with the PyPI wheel as a last resort.

    A set but broken $CUTILE_TILEIRAS_PATH is an error, not a fall-through: cutile-rs would use it.
    """
    forced = env.get("CUTILE_TILEIRAS_PATH")
    if forced:
        p = Path(forced)
        if _is_executable(p):
            return TileirasLocation(p, "CUTILE_TILEIRAS_PATH", "")
        return TileirasLocation(None, "", f"CUTILE_TILEIRAS_PATH={forced} is not an executable file")
    on_path = _which("tileiras", env)
    if on_path is not None:
        return TileirasLocation(on_path, "PATH", "")
    roots = nvidia_package_paths() if nvidia_paths is None else list(nvidia_paths)
    candidates = [Path(r) / "cu13" / "bin" / "tileiras" for r in roots]
    for c in candidates:
        if _is_executable(c):
            return TileirasLocation(c, "wheel", "")
    looked = ", ".join(str(c) for c in candidates) or "no `nvidia` package in this interpreter"
    return TileirasLocation(None, "", f"CUTILE_TILEIRAS_PATH unset, no `tileiras` on PATH, no wheel copy ({looked})")


def tileiras_cuda_root(tileiras: Path, env: Mapping[str, str] = os.environ) -> tuple[Path | None, str]:
    """(root, variable) tileiras derives its helpers from; variable is "" when no env var is used.

    root is None when the variable is set but empty: tileiras then finds nothing.
    """
    for var in ("CUDA_HOME", "CUDA_PATH"):
        if var in env:
            return (Path(env[var]) if env[var] else None), var
    return Path(os.path.realpath(tileiras)).parent.parent, ""


def _kit_pip(v: tuple[int, int]) -> str:
    mm = version_text(v)
    return f"pip install 'nvidia-cuda-tileiras=={mm}.*' 'nvidia-cuda-nvcc=={mm}.*' 'nvidia-nvvm=={mm}.*'"


def _gpu_name_list(help_text: str) -> list[str]:
    # `tileiras --help` lists targets as option values: "    =sm_90    -   SM 90".
    return re.findall(r"^\s*=(sm_\d+[af]?)\b", help_text, flags=re.MULTILINE)


def check_tileiras(
    gpu_arch: str = "sm_90",
    env: Mapping[str, str] = os.environ,
    nvidia_paths: Sequence[str] | None = None,
    timeout: float = DEFAULT_TIMEOUT_S,
    *,
    bytecode_version: str | None = None,
) -> list[CheckResult]:
    """tileiras and what it loads at compile time. Always four results, in this order:

    ``tileiras`` (found, version ≥ the arch's minimum and ≥ ``bytecode_version``, the Tile IR bytecode
    the run writes, arch listed in --help), ``ptxas`` (the one tileiras will run, same major.minor),
    ``libnvvm`` (the one tileiras will load, same major.minor; explains the CUDA_HOME pitfall),
    ``tileirdisasm`` (beside tileiras, runs). ``nvidia_paths`` overrides the ``nvidia`` namespace search (tests).
    """
    names = ("ptxas", "libnvvm", "tileirdisasm")
    loc = find_tileiras(env, nvidia_paths)
    if loc.path is None:
        msg = f"tileiras not found: {loc.detail}; fix: {_kit_pip(RECOMMENDED_KIT)} or set CUTILE_TILEIRAS_PATH"
        return [CheckResult("tileiras", False, msg)] + [
            CheckResult(n, False, "not checked: tileiras was not found") for n in names
        ]
    tileiras = loc.path
    ver_run = _run([str(tileiras), "--version"], env, timeout)
    release = parse_cuda_release(ver_run.output) if not ver_run.problem else None
    tool_res = _tileiras_result(gpu_arch, loc, ver_run, release, env, timeout, bytecode_version)
    if release is None:
        skipped = f"not checked: the version of tileiras at {tileiras} is unknown"
        return [tool_res] + [CheckResult(n, False, skipped) for n in names]
    mm = (release[0], release[1])
    root, var = tileiras_cuda_root(tileiras, env)
    return [
        tool_res,
        _ptxas_result(tileiras, mm, root, var, env, timeout),
        _libnvvm_result(tileiras, mm, root, var),
        _tileirdisasm_result(tileiras, mm, env, timeout),
    ]


def _tileiras_result(
    gpu_arch: str,
    loc: TileirasLocation,
    ver_run: _Proc,
    release: tuple[int, int, str] | None,
    env: Mapping[str, str],
    timeout: float,
    bytecode_version: str | None = None,
) -> CheckResult:
    tileiras = loc.path
    assert tileiras is not None
    where = f"{tileiras} (from {loc.source})"
    if ver_run.problem:
        return CheckResult("tileiras", False, f"tileiras at {where}: {ver_run.problem}", ver_run.command, ver_run.tail)
    if release is None:
        msg = f"tileiras at {where}: no 'release X.Y' in its --version output"
        return CheckResult("tileiras", False, msg, ver_run.command, ver_run.tail)
    mm = (release[0], release[1])
    sm = parse_sm_arch(gpu_arch)
    need = min_tileiras_for_sm(sm) if sm is not None else None
    if sm is None or need is None:
        msg = f"gpu_arch {gpu_arch!r} is not a tileiras target (sm_80 or newer, e.g. sm_90)"
        return CheckResult("tileiras", False, msg, ver_run.command, ver_run.tail)
    if mm < need:
        fix = _kit_pip(max(need, RECOMMENDED_KIT))
        msg = f"tileiras {release[2]} at {where} is too old for {gpu_arch}: needs ≥ {version_text(need)}; fix: {fix}"
        return CheckResult("tileiras", False, msg, ver_run.command, ver_run.tail)
    # tileiras X.Y reads bytecode up to X.Y only ("unsupported Tile IR bytecode version: 13.5" from 13.4).
    bytecode = parse_version(bytecode_version) if bytecode_version else None
    if bytecode is not None and not at_least(mm, bytecode):
        kit = max((bytecode[0], (*bytecode, 0)[1]), RECOMMENDED_KIT)
        msg = (
            f"tileiras {release[2]} at {where} cannot read the Tile IR bytecode {bytecode_version} the run writes "
            f"([target] bytecode_version); fix: {_kit_pip(kit)}, or set bytecode_version to {version_text(mm)} or older"
        )
        return CheckResult("tileiras", False, msg, ver_run.command, ver_run.tail)
    help_run = _run([str(tileiras), "--help"], env, timeout)
    command = f"{ver_run.command}; {help_run.command}"
    if help_run.problem:
        return CheckResult("tileiras", False, f"tileiras at {where}: {help_run.problem}", command, help_run.tail)
    listed = _gpu_name_list(help_run.output)
    base = f"sm_{sm}"
    if base not in listed and gpu_arch not in listed:
        shown = ", ".join(listed) or "none"
        msg = (
            f"tileiras {release[2]} at {where} does not list {gpu_arch} in --help (lists: {shown}); "
            f"fix: {_kit_pip(RECOMMENDED_KIT)}"
        )
        return CheckResult("tileiras", False, msg, command, ver_run.tail)
    msg = f"tileiras {release[2]} at {where} targets {gpu_arch} (needs ≥ {version_text(need)})"
    return CheckResult("tileiras", True, msg, command, ver_run.tail)


def _ptxas_result(
    tileiras: Path,
    mm: tuple[int, int],
    root: Path | None,
    var: str,
    env: Mapping[str, str],
    timeout: float,
) -> CheckResult:
    own = root / "bin" / "ptxas" if root is not None else None
    if own is None:
        own_desc = f"(nothing: {var} is empty)"
    elif var:
        own_desc = f"{own} (from ${var})"
    else:
        own_desc = str(own)
    # With CUDA_HOME/CUDA_PATH set, unsetting it is the simplest fix.
    fix = (f"unset {var}, or " if var else "") + f"pip install 'nvidia-cuda-nvcc=={version_text(mm)}.*'"
    if own is not None and _is_executable(own):
        ptxas, how = own, (f"${var}/bin/ptxas" if var else "beside tileiras")
    else:
        found = _which("ptxas", env)
        if found is None:
            msg = (
                f"tileiras {version_text(mm)} at {tileiras} finds no ptxas: none at {own_desc} and none on PATH; "
                f"{_EXIT5}; fix: {fix}"
            )
            return CheckResult("ptxas", False, msg)
        ptxas, how = found, f"from PATH, since {own_desc} is missing"
    run = _run([str(ptxas), "--version"], env, timeout)
    if run.problem:
        return CheckResult("ptxas", False, f"ptxas at {ptxas} ({how}): {run.problem}", run.command, run.tail)
    rel = parse_cuda_release(run.output)
    if rel is None:
        msg = f"ptxas at {ptxas} ({how}): no 'release X.Y' in its --version output"
        return CheckResult("ptxas", False, msg, run.command, run.tail)
    if (rel[0], rel[1]) != mm:
        msg = (
            f"ptxas {rel[2]} at {ptxas} ({how}) does not match tileiras {version_text(mm)} at {tileiras}; {_EXIT5}; "
            f"fix: {fix} (tileiras runs {own_desc} when it exists)"
        )
        return CheckResult("ptxas", False, msg, run.command, run.tail)
    return CheckResult("ptxas", True, f"ptxas {rel[2]} at {ptxas} ({how}) matches tileiras", run.command, run.tail)


def _libnvvm_result(tileiras: Path, mm: tuple[int, int], root: Path | None, var: str) -> CheckResult:
    candidates = [root / "nvvm" / "lib64" / "libnvvm.so", root / "lib" / "libnvvm.so.4"] if root is not None else []
    probe = "read embedded release string: " + (", ".join(str(c) for c in candidates) or f"(${var} is empty)")
    lib = next((c for c in candidates if c.is_file()), None)
    release: tuple[int, int, str] | None = None
    unreadable = ""
    if lib is not None:
        try:
            release = read_embedded_cuda_release(lib)
        except OSError as e:
            unreadable = f"cannot read {lib}: {e.strerror or e}"
        if release is None and not unreadable:
            unreadable = f"no 'Cuda compilation tools, release X.Y' string in {lib}"
    if lib is not None and release is not None and (release[0], release[1]) == mm:
        via = f"via ${var}" if var else "relative to tileiras"
        return CheckResult("libnvvm", True, f"libnvvm {release[2]} at {lib} ({via}) matches tileiras", probe)

    if lib is None:
        found = "none at " + (" or ".join(str(c) for c in candidates) or "any path")
    elif release is None:
        found = unreadable
    else:
        found = f"{lib} is {release[2]}"
    if var:
        # The known pitfall: the H200 image sets CUDA_HOME=/usr/local/cuda (13.0).
        value = os.fspath(root) if root is not None else ""
        layout = (
            "bin/tileiras, bin/ptxas, lib/libnvvm.so.4 and nvvm/lib64/libnvvm.so -> lib/libnvvm.so.4 "
            f"(all {version_text(mm)})"
        )
        msg = (
            f"{var}={value!s} is set, so tileiras {version_text(mm)} at {tileiras} loads libnvvm (and ptxas) from it "
            f"instead of its own kit, and {found}; {_EXIT5}; fix: unset {var}, or point it at a layout with {layout}"
        )
        if var == "CUDA_PATH":
            msg += " (CUDA_PATH is used only when CUDA_HOME is unset)"
        return CheckResult("libnvvm", False, msg, probe)
    msg = (
        f"tileiras {version_text(mm)} at {tileiras} needs libnvvm {version_text(mm)}: {found}; {_EXIT5}; "
        f"fix: pip install 'nvidia-nvvm=={version_text(mm)}.*'"
    )
    return CheckResult("libnvvm", False, msg, probe)


def _tileirdisasm_result(tileiras: Path, mm: tuple[int, int], env: Mapping[str, str], timeout: float) -> CheckResult:
    # cuTile Python looks beside the tileiras path it found; also try the symlink target's directory.
    dirs = dict.fromkeys([tileiras.parent, Path(os.path.realpath(tileiras)).parent])
    fix = f"pip install nvidia-cuda-tileiras=={version_text(max(mm, RECOMMENDED_KIT))}.*"
    disasm = next((d / "tileirdisasm" for d in dirs if _is_executable(d / "tileirdisasm")), None)
    if disasm is None:
        where = " or ".join(str(d) for d in dirs)
        msg = f"no tileirdisasm beside tileiras in {where} (needed for Tile IR text; shipped from 13.4); fix: {fix}"
        return CheckResult("tileirdisasm", False, msg)
    run = _run([str(disasm), "--version"], env, timeout)
    if run.problem:
        return CheckResult(
            "tileirdisasm", False, f"tileirdisasm at {disasm}: {run.problem}; fix: {fix}", run.command, run.tail
        )
    rel = parse_cuda_release(run.output)
    version = rel[2] if rel else "of unknown version"
    return CheckResult("tileirdisasm", True, f"tileirdisasm {version} at {disasm}", run.command, run.tail)


# --------------------------------------------------------------------------- rust

# rustup's words (1.29, measured) for a toolchain it was told to use and lacks, when it does not install it on use
# (RUSTUP_AUTO_INSTALL=0, `rustup set auto-install disable`, rustup 1.28.0). A proxy (cargo, rustc) says
# "error: toolchain 'X' is not installed"; `rustup show active-toolchain` adds who chose it: "... the toolchain file
# at 'F' specifies an uninstalled toolchain" (or "the RUSTUP_TOOLCHAIN environment variable", a directory override).
_UNINSTALLED_RE = re.compile(r"toolchain '([^']+)' is not installed")
_CHOSEN_BY_RE = re.compile(r"(the [^\n]*?) specifies an uninstalled toolchain")
_NO_DEFAULT = "no default is configured"  # rustup with no default toolchain and no pin
_PIN_FILE_RE = re.compile(r"(?:toolchain file at|overridden by) '([^']+)'")
_TOOLCHAIN_VERSION_RE = re.compile(r"\d+\.\d+(?:\.\d+)?(?=-|$)")  # "1.80.0-x86_64-unknown-linux-gnu"; not "stable-..."


@dataclass(frozen=True)
class _RustAt:
    place: str  # the directory cargo runs in; "" for this process's own
    found: tuple[str, ...]  # "cargo 1.95.0", "rustc 1.95.0"
    problems: tuple[str, ...]
    fix: str
    toolchain: str  # rustup's choice there, as `rustup show active-toolchain` prints it; "" without rustup
    commands: tuple[str, ...]
    outputs: tuple[str, ...]

    @property
    def summary(self) -> str:
        return " and ".join(self.found) + (f", toolchain {self.toolchain}" if self.toolchain else "")


def _repin_fix(chosen_by: str, min_version: str) -> str:
    """The fix for a toolchain older than ``min_version``, by what chose it (rustup's words)."""
    pin_file = _PIN_FILE_RE.search(chosen_by)
    if pin_file:
        return f"pin a toolchain ≥ {min_version} in {pin_file.group(1)} (or set RUSTUP_TOOLCHAIN=stable for the runner)"
    if "RUSTUP_TOOLCHAIN" in chosen_by:
        return f"set RUSTUP_TOOLCHAIN to a toolchain ≥ {min_version}, or unset it"
    return "rustup update stable"


def _rust_at(place: str | None, min_version: str, env: Mapping[str, str], timeout: float) -> _RustAt:
    want = parse_version(min_version)
    assert want is not None
    in_place = f" (in {place})" if place else ""
    problems: list[str] = []
    found: list[str] = []
    commands: list[str] = []
    outputs: list[str] = []
    failed_output = ""
    older = False
    for tool in ("cargo", "rustc"):
        run = _run([str(find_rust_tool(tool, env) or tool), "--version"], env, timeout, place)
        commands.append(run.command + in_place)
        outputs.append(run.output.strip())
        if run.problem:
            problems.append(run.problem)
            failed_output += run.output
            continue
        v = parse_version(run.output)
        if v is None:
            problems.append(f"no version in `{run.command}` output")
        elif not at_least(v, want):
            problems.append(f"{tool} {version_text(v)} is older than {min_version}")
            older = True
        else:
            found.append(f"{tool} {version_text(v)}")
    # With rustup, the toolchain depends on the directory (a rust-toolchain file up the tree, an override).
    toolchain = ""
    rustup = find_rust_tool("rustup", env)
    if rustup is not None:
        shown = _run([str(rustup), "show", "active-toolchain"], env, timeout, place)
        commands.append(shown.command + in_place)
        outputs.append(shown.output.strip())
        lines = [ln.strip() for ln in shown.output.splitlines() if ln.strip()]
        toolchain = lines[0] if lines and not shown.problem else ""
        failed_output += shown.output if problems else ""
    uninstalled = _UNINSTALLED_RE.search(failed_output) if problems else None
    if uninstalled is not None:
        name = uninstalled.group(1)
        chosen = _CHOSEN_BY_RE.search(failed_output)
        by = chosen.group(1) if chosen else "rustup's override"
        problems = [f"{by} selects Rust toolchain {name}, which is not installed, so cargo fails there"]
        numbered = _TOOLCHAIN_VERSION_RE.match(name)
        pinned_old = numbered is not None and not at_least(parse_version(numbered.group()) or (), want)
        fix = _repin_fix(by, min_version) if pinned_old else f"rustup toolchain install {name}"
    elif problems and _NO_DEFAULT in failed_output:
        fix = "rustup default stable"
    elif older:
        fix = _repin_fix(toolchain, min_version)
    else:
        fix = "install Rust with rustup (https://rustup.rs)"
    return _RustAt(place or "", tuple(found), tuple(problems), fix, toolchain, tuple(commands), tuple(outputs))


def check_rust(
    min_version: str = "1.89",
    env: Mapping[str, str] = os.environ,
    timeout: float = DEFAULT_TIMEOUT_S,
    dirs: Sequence[str | os.PathLike[str]] = (),
) -> CheckResult:
    """``cargo --version`` and ``rustc --version`` both ≥ ``min_version`` (cutile crates' rust-version), run in each
    of ``dirs`` (default: this process's directory), the directories the builds run cargo in.

    With rustup the directory picks the toolchain: a rust-toolchain(.toml) file there or above it, or a directory
    override, may pin one that is not installed, and then cargo fails in that directory only.
    """
    if parse_version(min_version) is None:
        raise ValueError(f"min_version {min_version!r} is not a version")
    # A directory not created yet finds what its nearest existing ancestor finds: rustup looks upwards.
    places: list[str | None] = list(dict.fromkeys(str(nearest_existing(Path(d))) for d in dirs)) or [None]
    # rustup ≥ 1.28.1 downloads a pinned toolchain it lacks on first use: a probe would spend its 30 s downloading
    # (and time out, saying nothing of the pin). The check reports the missing toolchain instead; installing it is
    # the runner owner's step, not a job's.
    probe_env = {**env, "RUSTUP_AUTO_INSTALL": "0"}
    results = [_rust_at(place, min_version, probe_env, timeout) for place in places]
    command = "; ".join(c for r in results for c in r.commands)
    output = "\n".join(o for r in results for o in r.outputs if o)[-OUTPUT_TAIL_CHARS:]
    several = len(results) > 1
    failed = [r for r in results if r.problems]
    if failed:
        problems = [(f"in {r.place}: " if several else "") + "; ".join(r.problems) for r in failed]
        fix = " and ".join(dict.fromkeys(r.fix for r in failed))
        return CheckResult("rust", False, "; ".join(problems) + f"; need ≥ {min_version}; fix: {fix}", command, output)
    summaries = list(dict.fromkeys(r.summary for r in results))
    if len(summaries) == 1:
        return CheckResult("rust", True, summaries[0] + f" (≥ {min_version})", command, output)
    message = "; ".join(f"in {r.place}: {r.summary}" for r in results) + f" (≥ {min_version})"
    return CheckResult("rust", True, message, command, output)


# --------------------------------------------------------------------------- git

# The jobs' git (tilebot/runner/gitops.py) needs 2.32: it runs with GIT_CONFIG_GLOBAL=/dev/null (new in 2.32; older
# git ignores it and reads the runner user's ~/.gitconfig) and hands the push token over in GIT_CONFIG_COUNT /
# GIT_CONFIG_KEY_n / GIT_CONFIG_VALUE_n (new in 2.31; older git drops it, so every push is refused). Every other git
# feature the jobs use is older. Local runs need 2.36 (`git worktree list -z`, tilebot/bot/local_repo.py).
MIN_GIT = "2.32"
GIT_NEEDS = "the jobs' git runs with GIT_CONFIG_GLOBAL (git 2.32) and gets the push token in GIT_CONFIG_COUNT (2.31)"
GIT_FIX = (
    "install git ≥ {min}: apt-get install git (Debian 12 and Ubuntu 22.04 ship a new enough one; "
    "on Ubuntu 20.04 add-apt-repository ppa:git-core/ppa first)"
)


def check_git(
    min_version: str = MIN_GIT,
    env: Mapping[str, str] = os.environ,
    timeout: float = DEFAULT_TIMEOUT_S,
    *,
    needs: str = GIT_NEEDS,
) -> CheckResult:
    """``git --version`` ≥ ``min_version``; ``needs`` says what of it the stages use, for the failure message."""
    want = parse_version(min_version)
    if want is None:
        raise ValueError(f"min_version {min_version!r} is not a version")
    fix = GIT_FIX.format(min=min_version)
    git = _which("git", env)
    if git is None:
        return CheckResult("git", False, f"`git` not found on PATH; the jobs commit and push with it; fix: {fix}")
    run = _run([str(git), "--version"], env, timeout)
    if run.problem:
        return CheckResult("git", False, f"{run.problem}; fix: {fix}", run.command, run.tail)
    v = parse_version(run.output)
    if v is None:
        return CheckResult("git", False, f"no version in `{run.command}` output; fix: {fix}", run.command, run.tail)
    if not at_least(v, want):
        msg = f"git {version_text(v)} at {git} is older than {min_version}: {needs}; fix: {fix}"
        return CheckResult("git", False, msg, run.command, run.tail)
    return CheckResult("git", True, f"git {version_text(v)} at {git} (≥ {min_version})", run.command, run.tail)


# --------------------------------------------------------------------------- gpu


def check_gpu(
    min_cc: tuple[int, int] = (8, 0),
    gpu_arch: str = "sm_90",
    min_driver: int = 580,
    tileiras_version: tuple[int, int] | None = None,
    env: Mapping[str, str] = os.environ,
    timeout: float = DEFAULT_TIMEOUT_S,
) -> CheckResult:
    """Every GPU nvidia-smi lists: cc ≥ ``min_cc``, cc == ``gpu_arch``, driver ≥ ``min_driver``, and
    (when ``tileiras_version`` is given) tileiras new enough for that cc (sm_90 needs 13.3)."""
    argv = ["nvidia-smi", "--query-gpu=name,compute_cap,driver_version", "--format=csv,noheader"]
    if _which("nvidia-smi", env) is None:
        return CheckResult(
            "gpu", False, "nvidia-smi not found on PATH: no NVIDIA driver on this machine", shlex.join(argv)
        )
    run = _run(argv, env, timeout)
    if run.problem:
        msg = f"{run.problem}: no usable GPU/driver (nvidia-smi could not query the GPUs)"
        return CheckResult("gpu", False, msg, run.command, run.tail)
    lines = [ln.strip() for ln in run.output.splitlines() if ln.strip()]
    if not lines:
        return CheckResult("gpu", False, "nvidia-smi lists no GPU", run.command, run.tail)
    want_sm = parse_sm_arch(gpu_arch)
    problems: list[str] = []
    seen: list[str] = []
    for i, line in enumerate(lines):
        parts = [p.strip() for p in line.rsplit(",", 2)]
        cc = parse_version(parts[1]) if len(parts) == 3 else None
        drv = parse_version(parts[2]) if len(parts) == 3 else None
        if cc is None or len(cc) < 2 or drv is None:
            problems.append(f"GPU {i}: cannot parse nvidia-smi line {line!r}")
            continue
        name, ccv = parts[0], (cc[0], cc[1])
        sm = cc[0] * 10 + cc[1]
        seen.append(f"GPU {i} {name} (cc {cc[0]}.{cc[1]}, driver {parts[2]})")
        if ccv < min_cc:
            problems.append(
                f"GPU {i} {name} has compute capability {cc[0]}.{cc[1]}, "
                f"below the minimum {min_cc[0]}.{min_cc[1]} (sm_{min_cc[0]}{min_cc[1]})"
            )
        elif want_sm is None:
            problems.append(f"gpu_arch {gpu_arch!r} is not of the form sm_NN")
        elif sm != want_sm:
            problems.append(f"GPU {i} {name} is sm_{sm} (cc {cc[0]}.{cc[1]}) but gpu_arch is {gpu_arch}")
        if drv[0] < min_driver:
            problems.append(f"GPU {i} driver {parts[2]} is older than r{min_driver}")
        need = min_tileiras_for_sm(sm)
        if tileiras_version is not None and need is not None and tileiras_version < need:
            problems.append(
                f"GPU {i} {name} (sm_{sm}) needs tileiras ≥ {version_text(need)}, "
                f"have {version_text(tileiras_version)}; "
                f"fix: {_kit_pip(max(need, RECOMMENDED_KIT))}"
            )
    if problems:
        return CheckResult("gpu", False, "; ".join(problems), run.command, run.tail)
    return CheckResult("gpu", True, "; ".join(seen), run.command, run.tail)


# --------------------------------------------------------------------------- cupti

# Runs in a child interpreter: a broken native import (or libcupti load) cannot kill the caller.
# cupti-python loads libcupti lazily through cuda.pathfinder; asking pathfinder for it is what
# cupti will get. cuptiGetVersion needs a driver, so its failure is recorded, not fatal.
_CUPTI_PROBE = r"""
import json, sys
info = {}
import cupti
info["file"] = getattr(cupti, "__file__", None)
try:
    import importlib.metadata as md
    info["dist"] = md.version("cupti-python")
except Exception:
    info["dist"] = getattr(cupti, "__version__", None)
try:
    from cuda.pathfinder import load_nvidia_dynamic_lib
except Exception:
    info["lib"] = None
else:
    try:
        dl = load_nvidia_dynamic_lib("cupti")
        info["lib"] = dl.abs_path
        info["found_via"] = getattr(dl, "found_via", None)
    except Exception as e:
        info["lib_error"] = f"{type(e).__name__}: {e}"[:500]
if info.get("lib"):
    try:
        import ctypes
        v = ctypes.c_uint32()
        if ctypes.CDLL(info["lib"]).cuptiGetVersion(ctypes.byref(v)) == 0:
            info["api"] = v.value
    except Exception:
        pass
print("PREFLIGHT-CUPTI " + json.dumps(info))
"""


def check_cupti(
    python: str = sys.executable,
    env: Mapping[str, str] = os.environ,
    timeout: float = DEFAULT_TIMEOUT_S,
) -> CheckResult:
    """``import cupti`` (PyPI cupti-python) works in ``python``; reports version and libcupti path."""
    command = f"{shlex.quote(python)} -c 'import cupti; ...'"
    run = _run([python, "-c", _CUPTI_PROBE], env, timeout, display=command)
    fix = f"{shlex.quote(python)} -m pip install cupti-python"
    if run.problem:
        last = next((ln for ln in reversed(run.output.splitlines()) if ln.strip()), "")
        detail = f" ({last.strip()})" if last else ""
        return CheckResult("cupti", False, f"import cupti failed: {run.problem}{detail}; fix: {fix}", command, run.tail)
    marker = next((ln for ln in run.output.splitlines() if ln.startswith("PREFLIGHT-CUPTI ")), None)
    if marker is None:
        return CheckResult("cupti", False, "cupti probe printed no result", command, run.tail)
    info = json.loads(marker.split(" ", 1)[1])
    head = f"cupti-python {info.get('dist') or '(version unknown)'} at {info.get('file')}"
    if info.get("lib_error"):
        msg = (
            f"{head} imports, but libcupti cannot be loaded: {info['lib_error']}; "
            f"fix: {shlex.quote(python)} -m pip install nvidia-cuda-cupti"
        )
        return CheckResult("cupti", False, msg, command, run.tail)
    if info.get("lib"):
        head += f"; libcupti {info['lib']}"
        if info.get("found_via"):
            head += f" (via {info['found_via']})"
        if info.get("api") is not None:
            head += f", API version {info['api']}"
    return CheckResult("cupti", True, head, command, run.tail)


# --------------------------------------------------------------------------- disk


def nearest_existing(path: Path) -> Path:
    """``path`` or its nearest existing ancestor: a directory not created yet will be on that one's filesystem."""
    while not path.exists() and path != path.parent:
        path = path.parent
    return path


def check_disk(path: str | os.PathLike[str], min_free_gib: float) -> CheckResult:
    """At least ``min_free_gib`` GiB free on the filesystem that holds (or will hold) ``path``."""
    target = Path(path)
    probe = nearest_existing(target)
    command = f"shutil.disk_usage({str(probe)!r})"
    try:
        usage = shutil.disk_usage(probe)
    except OSError as e:
        return CheckResult("disk", False, f"cannot stat {probe}: {e.strerror or e}", command)
    free = usage.free / 2**30
    where = str(target) if probe == target else f"{target} (not created yet; measured at {probe})"
    if free < min_free_gib:
        msg = f"only {free:.1f} GiB free at {where}; need ≥ {min_free_gib:g} GiB: free space or pick another path"
        return CheckResult("disk", False, msg, command)
    return CheckResult("disk", True, f"{free:.1f} GiB free at {where} (need ≥ {min_free_gib:g})", command)


# --------------------------------------------------------------------------- where tilebot came from


def check_install_source() -> CheckResult:
    """The runner runs tilebot from a pinned source (a commit or a hashed wheel), never a package index name."""
    ok, where = provenance()
    message = f"tilebot from {where}" if ok else f"tilebot is not from a pinned source: {where}"
    return CheckResult("tilebot-source", ok, message, "importlib.metadata direct_url.json")
