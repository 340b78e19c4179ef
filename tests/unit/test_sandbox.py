"""The scrubbed environment for untrusted commands, seen from inside real child processes."""

from __future__ import annotations

import json
import os
import pwd
import shutil
import signal
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tilebot.runner import sandbox
from tilebot.runner.sandbox import run_untrusted, scrubbed_env, withheld
from tilebot.runner.targets.cutile_rs import harness
from tilebot.runner.targets.cutile_rs.toolchain import HEADERS

ROOT = Path(__file__).resolve().parents[2]
SECRETS = {
    "ANTHROPIC_API_KEY": "sk-ant-secret",
    "TILEBOT_PUSH_TOKEN": "ghs_push",
    "GITHUB_TOKEN": "ghs_token",
    "ACTIONS_RUNTIME_TOKEN": "runtime",
    "ACTIONS_ID_TOKEN_REQUEST_TOKEN": "oidc",
    "ACTIONS_ID_TOKEN_REQUEST_URL": "https://token.invalid",
    "ACTIONS_CACHE_URL": "https://cache.invalid",
    "CARGO_REGISTRY_TOKEN": "crates-io-secret",
    "CARGO_REGISTRIES_MY_TOKEN": "private-registry-secret",
    "AWS_SECRET_ACCESS_KEY": "aws",
    "SSH_AUTH_SOCK": "/tmp/agent.sock",
    "GIT_CONFIG_VALUE_0": "AUTHORIZATION: basic c2VjcmV0",
    "MY_SERVICE_PASSWORD": "hunter2",
    # under allowed prefixes
    "TILEBOT_DATABASE_URL": "postgresql+psycopg://tilebot:db-password@db/tilebot",
    "TILEBOT_SIGNING_KEY": "signing",
    "NVIDIA_NGC_KEY": "ngc",
}
KEPT = {
    "PATH": os.environ["PATH"],
    "HOME": "/home/runner",
    "LANG": "C.UTF-8",
    "LC_ALL": "C.UTF-8",
    "CUDA_TOOLKIT_PATH": "/opt/cuda",
    "CUTILE_TILEIRAS_PATH": "/opt/tileiras",
    "CARGO_HOME": "/home/runner/.cargo",
    "RUSTFLAGS": "-C target-cpu=native",
    "TILEGYM_DISABLE_AUTOTUNE": "1",
    "DISABLE_FALLBACK": "1",
    "RUNNER_TRACKING_ID": "github_3f9c",  # the runner ends a job's leftover processes by it
}
# The real toolchain homes, read before a test replaces the environment.
REAL_HOME = pwd.getpwuid(os.getuid()).pw_dir
REAL_TOOL_HOMES = {name: os.environ.get(name) for name in ("CARGO_HOME", "RUSTUP_HOME")}
DUMP = "import json, os, sys; json.dump(dict(os.environ), sys.stdout)"


@pytest.fixture
def runner_env(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in list(os.environ):
        monkeypatch.delenv(name)
    for name, value in {**SECRETS, **KEPT, "SOME_RANDOM_VARIABLE": "x"}.items():
        monkeypatch.setenv(name, value)


def test_allowlist_keeps_the_toolchain_and_drops_everything_else(runner_env: None) -> None:
    env = scrubbed_env()
    assert env == KEPT
    assert set(withheld()) - {"PYTEST_CURRENT_TEST"} == {*SECRETS, "SOME_RANDOM_VARIABLE"}


def test_a_real_child_process_sees_no_secret(runner_env: None, tmp_path: Path) -> None:
    proc = run_untrusted([sys.executable, "-c", DUMP], cwd=tmp_path, timeout=30)
    seen = json.loads(proc.stdout)
    assert not set(seen) & set(SECRETS), set(seen) & set(SECRETS)
    assert not any(value in json.dumps(seen) for value in SECRETS.values())
    assert {k: seen[k] for k in KEPT} == KEPT


def test_a_grandchild_through_a_shell_sees_no_secret_either(runner_env: None, tmp_path: Path) -> None:
    # A build script runs from a build tool: the scrubbed environment is what the whole tree inherits.
    proc = run_untrusted(["sh", "-c", f'"{sys.executable}" -c "$0"', DUMP], cwd=tmp_path, timeout=30)
    assert proc.returncode == 0, proc.stderr
    assert not set(json.loads(proc.stdout)) & set(SECRETS)


def test_extra_settings_pass_but_a_secret_is_refused(runner_env: None, tmp_path: Path) -> None:
    proc = run_untrusted(
        [sys.executable, "-c", DUMP], cwd=tmp_path, timeout=30, extra_env={"CUDA_VISIBLE_DEVICES": "0"}
    )
    assert json.loads(proc.stdout)["CUDA_VISIBLE_DEVICES"] == "0"
    with pytest.raises(ValueError, match="ANTHROPIC_API_KEY"):
        scrubbed_env(extra={"ANTHROPIC_API_KEY": "k"})
    with pytest.raises(ValueError, match="GITHUB_TOKEN"):
        run_untrusted(["true"], cwd=tmp_path, timeout=5, extra_env={"GITHUB_TOKEN": "t"})


@pytest.mark.skipif(shutil.which("cargo") is None, reason="needs cargo")
def test_a_cargo_build_script_sees_no_secret(runner_env: None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # cargo and rustup find their toolchains through HOME (or CARGO_HOME / RUSTUP_HOME): the real ones.
    monkeypatch.setenv("HOME", REAL_HOME)
    for name, value in REAL_TOOL_HOMES.items():
        if value:
            monkeypatch.setenv(name, value)
    crate = tmp_path / "probe"
    (crate / "src").mkdir(parents=True)
    (crate / "Cargo.toml").write_text('[package]\nname = "probe"\nversion = "0.0.0"\nedition = "2021"\n')
    (crate / "src" / "lib.rs").write_text("")
    (crate / "build.rs").write_text(
        'use std::io::Write;\nfn main() {\n    let path = std::env::var("TILEBOT_PROBE_OUT").unwrap();\n'
        "    let mut f = std::fs::File::create(path).unwrap();\n"
        '    for (k, _) in std::env::vars() { writeln!(f, "{k}").unwrap(); }\n}\n'
    )
    out = tmp_path / "build-env.txt"
    proc = run_untrusted(
        ["cargo", "build", "--offline", "--quiet"],
        cwd=crate,
        timeout=300,
        extra_env={"TILEBOT_PROBE_OUT": str(out), "CARGO_TARGET_DIR": str(tmp_path / "target")},
    )
    assert proc.returncode == 0, proc.stderr
    names = set(out.read_text().split())
    assert "CARGO_PKG_NAME" in names  # it really is cargo's build-script environment
    assert not names & set(SECRETS), names & set(SECRETS)


def test_a_timeout_kills_the_whole_process_group(tmp_path: Path) -> None:
    pid_file = tmp_path / "pid"
    began = time.monotonic()
    with pytest.raises(subprocess.TimeoutExpired):
        run_untrusted(["sh", "-c", f"sleep 60 & echo $! > {pid_file}; wait"], cwd=tmp_path, timeout=1)
    assert time.monotonic() - began < 10
    grandchild = int(pid_file.read_text())
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline and _alive(grandchild):
        time.sleep(0.05)
    assert not _alive(grandchild), "the background sleep survived the timeout"


def test_a_timeout_keeps_the_output_and_signals_before_the_kill(tmp_path: Path) -> None:
    script = "import signal, sys, time\n"
    script += "signal.signal(signal.SIGUSR1, lambda *_: print('dumped', file=sys.stderr, flush=True))\n"
    script += "print('started', flush=True)\ntime.sleep(60)\n"
    with pytest.raises(subprocess.TimeoutExpired) as caught:
        run_untrusted([sys.executable, "-c", script], cwd=tmp_path, timeout=2, before_kill=signal.SIGUSR1)
    assert caught.value.stdout == "started\n" and caught.value.stderr == "dumped\n"


def _alive(pid: int) -> bool:
    stat = Path(f"/proc/{pid}/stat")
    try:
        return stat.read_text().split()[2] != "Z"
    except (FileNotFoundError, IndexError):
        return False


# A child that hardens itself (or not), then lets a same-user grandchild try to read its environment.
_HARDEN_PROBE = """
import os, subprocess, sys
from tilebot.runner.sandbox import harden_process
if sys.argv[1] == "harden":
    assert harden_process()
code = (
    "try:\\n  print(open('/proc/%d/environ', 'rb').read().count(b'SECRET_MARK'))\\n"
    "except PermissionError:\\n  print('denied')"
) % os.getpid()
print(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True).stdout.strip())
"""


def _world_executable(path: Path) -> bool:
    """Can an ordinary other user run this file (every directory above it searchable)?"""
    path = path.resolve()
    if not path.is_file() or not path.stat().st_mode & stat.S_IXOTH:
        return False
    return all(p.stat().st_mode & stat.S_IXOTH for p in path.parents)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="prctl is Linux")
def test_a_hardened_job_process_hides_its_environment_from_same_user_children(tmp_path: Path) -> None:
    python, extra = sys.executable, {}
    if os.geteuid() == 0:
        # root may read any process; the property matters between two processes of one ordinary user,
        # so the probe runs as nobody, with an interpreter nobody can run.
        found = [p for p in (Path(sys.executable), Path("/usr/bin/python3")) if _world_executable(p)]
        module = ROOT / "tilebot" / "runner" / "sandbox.py"
        readable = module.stat().st_mode & stat.S_IROTH and all(p.stat().st_mode & stat.S_IXOTH for p in module.parents)
        if not found or not readable:
            pytest.skip("no interpreter or checkout that an unprivileged user can use")
        python, extra = str(found[0]), {"user": 65534, "group": 65534, "cwd": "/"}
    env = {"PATH": os.environ["PATH"], "PYTHONPATH": str(ROOT), "SECRET_MARK": "1"}
    results = {}
    for mode in ("plain", "harden"):
        proc = subprocess.run(
            [python, "-c", _HARDEN_PROBE, mode],
            env=env,
            capture_output=True,
            text=True,
            timeout=30,
            **extra,  # type: ignore[arg-type]
        )
        assert proc.returncode == 0, proc.stderr
        results[mode] = proc.stdout.strip()
    assert results == {"plain": "1", "harden": "denied"}


def test_ending_leftovers_gives_up_loudly_when_they_keep_coming(monkeypatch: pytest.MonkeyPatch) -> None:
    """Processes that outrun the kills (a fork bomb) stop the publish instead of running beside it."""
    beyond = int(Path("/proc/sys/kernel/pid_max").read_text()) + 1  # no such process: kill and wait find nothing
    monkeypatch.setattr(sandbox, "_children", lambda parent: [beyond])
    with pytest.raises(RuntimeError, match="outlived 3 rounds of SIGKILL"):
        sandbox.end_leftovers(rounds=3)
    monkeypatch.setattr(sandbox, "_children", lambda parent: [])
    assert sandbox.end_leftovers() == 0


def test_the_ir_harness_builds_and_runs_without_secrets(
    runner_env: None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Stage B's dump_ir builds and runs a model's kernel.rs: neither cargo nor the harness binary sees a secret."""
    cuda = tmp_path / "cuda"
    for header in HEADERS:
        (cuda / "include" / header).parent.mkdir(parents=True, exist_ok=True)
        (cuda / "include" / header).write_text("")
    fakes = tmp_path / "bin"
    fakes.mkdir()
    target = tmp_path / "target"
    (target / "debug").mkdir(parents=True)
    # A cargo that builds nothing and a harness binary: each records the environment it got.
    for script, dump in ((fakes / "cargo", "cargo-env"), (target / "debug" / "probe", "binary-env")):
        script.write_text(f"#!/bin/sh\nenv > {tmp_path / dump}\n")
        script.chmod(0o755)
    monkeypatch.setenv("PATH", f"{fakes}:{os.environ['PATH']}")
    monkeypatch.setenv("CUDA_TOOLKIT_PATH", str(cuda))
    monkeypatch.setenv("TILEBOT_CACHE_DIR", str(tmp_path / "cache"))
    (tmp_path / "crate").mkdir()
    build = harness.build_harness(harness.HarnessCrate(tmp_path / "crate", "probe", ""), target_dir=target)
    assert harness.run_harness(build, [], tmp_path / "out") == []
    for dump, setting in (("cargo-env", "CARGO_TARGET_DIR"), ("binary-env", "CUTILE_BYTECODE_VERSION")):
        seen = dict(line.split("=", 1) for line in (tmp_path / dump).read_text().splitlines() if "=" in line)
        assert setting in seen  # what the harness sets still passes
        assert not set(seen) & set(SECRETS), (dump, set(seen) & set(SECRETS))


# A job process as --actions makes it: hardened, its stage's commands run in pool threads, each in a process group
# of its own; the pids go to stdout, then it waits to be cancelled.
_CANCELLED_JOB = """
import sys, concurrent.futures, time
from pathlib import Path
from tilebot.runner import sandbox
sandbox.harden_process()
sandbox.end_leftovers_on_signals()
pool = concurrent.futures.ThreadPoolExecutor(2)
for _ in range(2):
    pool.submit(sandbox.run_untrusted, ["sh", "-c", "sleep 97 & echo $!; wait"], cwd=Path("."), timeout=300)
pool.shutdown(wait=True)
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="prctl is Linux")
@pytest.mark.parametrize("cancel", [signal.SIGINT, signal.SIGTERM])
def test_a_cancelled_job_ends_what_its_stage_started(cancel: signal.Signals, tmp_path: Path) -> None:
    """The runner cancels a job with SIGINT then SIGTERM: the stage's test processes, in groups of their own, would
    otherwise run on, parented to init, into the next job on the runner (its GPU)."""
    job = subprocess.Popen(
        [sys.executable, "-c", _CANCELLED_JOB],
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        cwd=tmp_path,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        time.sleep(1.0)  # the two commands started
        sleepers = [pid for pid in _children_of(job.pid, depth=3) if _command(pid).startswith("sleep")]
        assert len(sleepers) == 2, sleepers
        job.send_signal(cancel)
        assert job.wait(20) == 128 + cancel
        time.sleep(0.2)
        assert [pid for pid in sleepers if _alive(pid)] == []
    finally:
        job.kill()
        job.wait(20)


def _command(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()
    except OSError:
        return ""


def _children_of(parent: int, depth: int) -> list[int]:
    """Live descendants of ``parent`` down to ``depth`` levels."""
    found, level = [], [parent]
    for _ in range(depth):
        level = [
            int(e.name)
            for e in Path("/proc").iterdir()
            if e.name.isdigit() and any(_parent(int(e.name)) == p for p in level)
        ]
        found += level
    return found


def _parent(pid: int) -> int | None:
    try:
        return int(Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()[1])
    except (OSError, ValueError, IndexError):
        return None
