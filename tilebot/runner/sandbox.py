"""An environment without secrets for commands that build or run generated code.

Generated kernels, build scripts (``build.rs``), proc macros and tests are untrusted code. They
run with ``scrubbed_env()``: only an allowlist of variables passes (toolchain, locale, CUDA and
cuTile settings), and anything that looks like a credential is dropped even when its prefix is
allowed (``CARGO_REGISTRY_TOKEN``). The Anthropic key, the push token, ``GITHUB_*`` and the
runner's ``ACTIONS_*`` tokens never reach such a process.

    from tilebot.runner.sandbox import run_untrusted
    proc = run_untrusted(["cargo", "build", "--release"], cwd=crate, timeout=900)

``harden_process()`` makes the job process non-dumpable, so a child running as the same user
cannot read the job's own environment or memory through ``/proc/<pid>/``, and the subreaper of what
it starts, so that ``end_leftovers()`` can end whatever the stage's code left running.
"""

from __future__ import annotations

import contextlib
import ctypes
import ctypes.util
import os
import signal
import subprocess
import sys
import time
from collections.abc import Mapping, Sequence
from pathlib import Path

# Exact names that pass.
ALLOWED_NAMES = frozenset(
    {
        "PATH",
        "HOME",
        "USER",
        "LOGNAME",
        "SHELL",
        "LANG",
        "LANGUAGE",
        "TERM",
        "TZ",
        "TMPDIR",
        "TMP",
        "TEMP",
        "CI",
        "SOURCE_DATE_EPOCH",
        "LD_LIBRARY_PATH",
        "LIBCLANG_PATH",
        "PKG_CONFIG_PATH",
        "VIRTUAL_ENV",
        "CONDA_PREFIX",
        "CC",
        "CXX",
        "CFLAGS",
        "CXXFLAGS",
        "LDFLAGS",
        "MAKEFLAGS",
        "RUNNER_OS",
        "RUNNER_TRACKING_ID",  # the runner finds a job's leftover processes by it at the job's end: no secret
        "RUNNER_ARCH",
        "RUNNER_TEMP",
        "DISABLE_FALLBACK",
        "DISABLE_AUTOTUNE",
        "ENABLE_TILE",
        "CUPTI",
    }
)
# Prefixes that pass: locale, the CUDA / cuTile / Rust toolchains, Python, torch, TileGym, tilebot's own knobs.
ALLOWED_PREFIXES = (
    "LC_",
    "CUDA_",
    "CUTILE_",
    "TILEGYM_",
    "TILEBOT_",
    "NVIDIA_",
    "CARGO_",
    "RUSTUP_",
    "RUST",
    "PYTHON",
    "PYTORCH_",
    "TORCH_",
    "TRITON_",
    "XDG_",
)
# Never passed, whatever the allowlist says: runner and cloud credentials, agents and git's own config.
DENIED_PREFIXES = (
    "ACTIONS_",
    "GITHUB_",
    "ANTHROPIC_",
    "AWS_",
    "AZURE_",
    "GOOGLE_",
    "GCP_",
    "SSH_",
    "GPG_",
    "GIT_",
    "NPM_",
    "DOCKER_",
    "TWINE_",
)
DENIED_FRAGMENTS = (
    "TOKEN",
    "SECRET",
    "PASSWORD",
    "PASSWD",
    "CREDENTIAL",
    "API_KEY",
    "APIKEY",
    "PRIVATE_KEY",
    "AUTH",
    "DATABASE_URL",  # the store's URL holds its password
)


def is_denied(name: str) -> bool:
    upper = name.upper()
    return (
        upper.startswith(DENIED_PREFIXES)
        or any(fragment in upper for fragment in DENIED_FRAGMENTS)
        or upper.endswith("_KEY")  # a signing or licence key, even under an allowed prefix
    )


def is_allowed(name: str) -> bool:
    if is_denied(name):
        return False
    upper = name.upper()
    return upper in ALLOWED_NAMES or upper.startswith(ALLOWED_PREFIXES)


def scrubbed_env(base: Mapping[str, str] | None = None, *, extra: Mapping[str, str] | None = None) -> dict[str, str]:
    """``base`` (default: this process's environment) reduced to the allowlist, plus ``extra``.

    ``extra`` is for settings a stage computes (``CUDA_TOOLKIT_PATH``...); naming a secret there
    is a programming error and raises, so a stage cannot hand a key on by accident.
    """
    source = os.environ if base is None else base
    env = {name: value for name, value in source.items() if is_allowed(name)}
    for name, value in (extra or {}).items():
        if is_denied(name):
            raise ValueError(f"refusing to pass {name} to an untrusted command: it looks like a credential")
        env[name] = value
    return env


def withheld(base: Mapping[str, str] | None = None) -> list[str]:
    """Names ``scrubbed_env`` drops from ``base``: for logs, never the values."""
    source = os.environ if base is None else base
    return sorted(name for name in source if not is_allowed(name))


def run_untrusted(
    command: Sequence[str],
    *,
    cwd: Path,
    timeout: float,
    extra_env: Mapping[str, str] | None = None,
    base_env: Mapping[str, str] | None = None,
    input_text: str | None = None,
    before_kill: signal.Signals | None = None,
) -> subprocess.CompletedProcess[str]:
    """Run a command that builds or runs generated code: scrubbed env, own process group, killed on timeout.

    The environment is ``scrubbed_env(base_env, extra=extra_env)``.
    Output is captured as text (undecodable bytes replaced). A timeout kills the whole group and
    re-raises ``subprocess.TimeoutExpired`` with the output so far; ``before_kill`` is sent to the command first
    (a stack dump, say), with a moment to answer. A non-zero exit is the caller's to judge.
    """
    proc = subprocess.Popen(
        list(command),
        cwd=cwd,
        env=scrubbed_env(base_env, extra=extra_env),
        stdin=subprocess.PIPE if input_text is not None else subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        errors="replace",
        start_new_session=True,  # its own group, so a timeout takes build scripts and test binaries with it
        close_fds=True,
    )
    try:
        out, err = proc.communicate(input_text, timeout=timeout)
    except subprocess.TimeoutExpired as expired:
        if before_kill is not None:
            with contextlib.suppress(ProcessLookupError):
                os.kill(proc.pid, before_kill)
            time.sleep(BEFORE_KILL_GRACE_S)
        out, err = _kill_group(proc)
        raise subprocess.TimeoutExpired(expired.cmd, expired.timeout, output=out, stderr=err) from None
    except BaseException:
        _kill_group(proc)
        raise
    return subprocess.CompletedProcess(proc.args, proc.returncode, out, err)


BEFORE_KILL_GRACE_S = 1.0
DRAIN_AFTER_KILL_S = 5.0


def _kill_group(proc: subprocess.Popen[str]) -> tuple[str, str]:
    """Kill the group; what the command wrote that was not read yet (communicate keeps it across a timeout).

    A process that left the group (a session of its own) outlives the kill and may hold the pipes open: waiting
    for their end would outlast the timeout by as long as it runs, so after ``DRAIN_AFTER_KILL_S`` the pipes are
    closed and the output read so far is what the command wrote.
    """
    with contextlib.suppress(ProcessLookupError):
        os.killpg(proc.pid, signal.SIGKILL)
    try:
        out, err = proc.communicate(timeout=DRAIN_AFTER_KILL_S)
    except subprocess.TimeoutExpired as held:
        for pipe in (proc.stdout, proc.stderr):
            if pipe is not None:
                pipe.close()
        proc.wait()
        return _decoded(held.output), _decoded(held.stderr)
    return out or "", err or ""


def _decoded(output: bytes | str | None) -> str:
    """A timeout's partial output, which ``communicate`` gives as the undecoded bytes even in text mode."""
    if isinstance(output, bytes):
        return output.decode(errors="replace")
    return output or ""


PR_SET_DUMPABLE = 4
PR_SET_CHILD_SUBREAPER = 36


def harden_process() -> bool:
    """Make this process non-dumpable (Linux): same-user children can no longer read ``/proc/<pid>/environ``; and
    the subreaper of everything it starts: a process the stage's code leaves running (double-forked, in a session
    of its own) becomes this process's child, so that ``end_leftovers`` finds it.

    Returns whether both took effect; elsewhere it is a no-op that returns False.
    """
    if not sys.platform.startswith("linux"):
        return False
    libc_name = ctypes.util.find_library("c")
    if libc_name is None:
        return False
    libc = ctypes.CDLL(libc_name, use_errno=True)
    dumpable = int(libc.prctl(PR_SET_DUMPABLE, 0, 0, 0, 0)) == 0
    return int(libc.prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)) == 0 and dumpable


def end_leftovers(rounds: int = 100) -> int:
    """SIGKILL and reap every process still running below this one, round after round (a killed process's
    children come to this one, the subreaper); how many. Before a job commits and pushes, none of the stage's code
    may still run: it could rewrite the outputs or the job's own git config between the survey and the push. Raises
    RuntimeError when some still run after ``rounds`` (a fork bomb outrunning the kills)."""
    ended = 0
    for _ in range(rounds):
        children = _children(os.getpid())
        if not children:
            return ended
        for pid in children:
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)
        for pid in children:
            with contextlib.suppress(ChildProcessError):
                os.waitpid(pid, 0)
        ended += len(children)
    raise RuntimeError(f"processes the stage left running outlived {rounds} rounds of SIGKILL ({ended} ended)")


def end_leftovers_on_signals() -> None:
    """On SIGINT or SIGTERM (the runner cancelling the job, or its timeout), end every process below this one, then
    exit: the stage's processes run in process groups of their own and, scrubbed, without the runner's tracking id,
    so nothing else would end them, and they would hold the runner (its GPU) into the next job."""

    def end(signum: int, _frame: object) -> None:
        with contextlib.suppress(RuntimeError):
            end_leftovers()
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(128 + signum)  # not SystemExit: the stage's threads would be waited for

    for signum in (signal.SIGINT, signal.SIGTERM):
        signal.signal(signum, end)


def _children(parent: int) -> list[int]:
    """Live processes whose parent is ``parent`` (``/proc/<pid>/stat``: the parent is the field after the state, both
    after the command name's closing parenthesis); exited ones not yet reaped are reaped here."""
    children = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            state, ppid = (entry / "stat").read_text().rpartition(")")[2].split()[:2]
        except (OSError, ValueError):
            continue  # gone meanwhile
        if int(ppid) != parent:
            continue
        if state == "Z":
            with contextlib.suppress(ChildProcessError):
                os.waitpid(int(entry.name), 0)
        else:
            children.append(int(entry.name))
    return children
