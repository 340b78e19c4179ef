"""Preflight against runners that looked fine to it but were not (or the other way round): each test is a machine
whose later stage would have failed where preflight passed, or would have worked where preflight blocked."""

from __future__ import annotations

import http.server
import json
import os
import shlex
import shutil
import subprocess
import threading
from pathlib import Path
from typing import Any

import pytest

from tests.support.fake_cuda_kit import bare_env, by_name, printf_lines, wheel_kit, write_script
from tilebot import cli
from tilebot.bot.exit_codes import Exit
from tilebot.core.config import RunConfig
from tilebot.runner.preflight import checks, requirements
from tilebot.runner.preflight.checks import check_git, check_rust, check_tileiras
from tilebot.runner.targets.cutile_rs import kernel_crate
from tilebot.runner.targets.cutile_rs.cdylib_crate import cdylib_dir
from tilebot.runner.targets.cutile_rs.jit_toolchain import jit_toolchain
from tilebot.runner.targets.cutile_rs.toolchain import check_libclang, find_cargo

# --------------------------------------------------------------------------- bytecode version


def test_a_tileiras_older_than_the_bytecode_the_run_writes_is_blocked(tmp_path: Path) -> None:
    # tileiras 13.4 refuses bytecode 13.5 ("unsupported Tile IR bytecode version: 13.5", exit 3), so 13.3 refuses
    # the 13.4 a run configured for it writes: every JIT of D would fail on a kit preflight passed.
    _, nvidia = wheel_kit(tmp_path, tileiras="13.3.55", ptxas="13.3.55", nvvm="13.3.55")
    env = bare_env(tmp_path)
    assert by_name(check_tileiras("sm_90", env, nvidia, bytecode_version="13.3"))["tileiras"].ok
    newer = by_name(check_tileiras("sm_90", env, nvidia, bytecode_version="13.4"))["tileiras"]
    assert not newer.ok and "bytecode 13.4" in newer.message and "13.3 or older" in newer.message
    jit = by_name(jit_toolchain("sm_90", env, nvidia, bytecode_version="13.4").checks)["tileiras"]
    assert not jit.ok and "bytecode 13.4" in jit.message


def test_both_runner_classes_check_tileiras_against_the_configured_bytecode(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    tileiras, _ = wheel_kit(tmp_path, tileiras="13.3.55", ptxas="13.3.55", nvvm="13.3.55")
    monkeypatch.setenv("CUTILE_TILEIRAS_PATH", str(tileiras))
    for variable in ("CUDA_HOME", "CUDA_PATH"):
        monkeypatch.delenv(variable, raising=False)
    config = RunConfig.model_validate({"target": {"bytecode_version": "13.4"}})
    cpu = by_name(requirements.cpu_checks(config, tmp_path))["tileiras"]
    gpu = by_name(requirements.gpu_checks(config))["tileiras"]
    assert not cpu.ok and "bytecode 13.4" in cpu.message
    assert not gpu.ok and "bytecode 13.4" in gpu.message


# --------------------------------------------------------------------------- rust


def test_rust_installed_by_rustup_but_not_on_path_passes_as_the_builds_find_it(tmp_path: Path) -> None:
    # A runner service's PATH often lacks ~/.cargo/bin; the builds run find_cargo's ~/.cargo/bin/cargo anyway.
    home = tmp_path / "home"
    for tool in ("cargo", "rustc"):
        write_script(home / ".cargo" / "bin" / tool, [f"printf '{tool} 1.95.0 (f2d3ce0bd 2026-03-21)\\n'"])
    env = bare_env(tmp_path, HOME=str(home))
    found = check_rust("1.89", env=env)
    assert found.ok, found.message
    assert "cargo 1.95.0" in found.message and str(home / ".cargo" / "bin" / "rustc") in found.command
    assert find_cargo(env) == home / ".cargo" / "bin" / "cargo"  # the one the builds run
    cargo_home = tmp_path / "cargo-home"
    shutil.move(home / ".cargo", cargo_home)
    assert check_rust("1.89", env=bare_env(tmp_path, HOME=str(home), CARGO_HOME=str(cargo_home))).ok
    missing = check_rust("1.89", env=bare_env(tmp_path, HOME=str(home)))
    assert not missing.ok and "`cargo` not found" in missing.message


# --------------------------------------------------------------------------- rust toolchain pinned by the target

HOST = "x86_64-unknown-linux-gnu"


def fake_git(tmp_path: Path, banner: str) -> Path:
    bin_dir = tmp_path / "git-bin"
    write_script(bin_dir / "git", ['[ "$1" = --version ] || exit 2', printf_lines(banner)])
    return bin_dir


def rustup_tools(bin_dir: Path, pinned_dir: Path, channel: str, installed: bool, default: str = "1.95.0") -> Path:
    """cargo, rustc and rustup as rustup 1.29 behaves (measured) with ``pinned_dir/rust-toolchain.toml`` pinning
    ``channel`` and RUSTUP_AUTO_INSTALL=0: in that directory and below, the pinned toolchain or its absence; anywhere
    else the default stable one."""
    pin_file = pinned_dir / "rust-toolchain.toml"
    pin_file.parent.mkdir(parents=True, exist_ok=True)
    pin_file.write_text(f'[toolchain]\nchannel = "{channel}"\n')
    name = f"{channel}-{HOST}"
    missing = printf_lines(f"error: toolchain '{name}' is not installed\nhelp: run `rustup toolchain install`")
    under_pin = f'case "$PWD/" in {shlex.quote(str(pinned_dir))}/*)'
    for tool in ("cargo", "rustc"):
        pinned = printf_lines(f"{tool} {channel} (0000000 2026-01-01)") if installed else f"{missing} >&2; exit 1"
        write_script(bin_dir / tool, [f"{under_pin} {pinned} ;; esac", printf_lines(f"{tool} {default} (x 2026)")])
    shown_pinned = (
        printf_lines(f"{name} (overridden by '{pin_file}')")
        if installed
        else printf_lines(
            f"error: override toolchain '{name}' is not installed: the toolchain file at '{pin_file}' "
            "specifies an uninstalled toolchain"
        )
        + " >&2; exit 1"
    )
    write_script(
        bin_dir / "rustup",
        [
            '[ "$1 $2" = "show active-toolchain" ] || exit 2',
            f"{under_pin} {shown_pinned} ;; esac",
            printf_lines(f"stable-{HOST} (default)"),
        ],
    )
    return pin_file


def test_a_toolchain_the_target_pins_but_rustup_lacks_blocks_preflight_not_b(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    # A rust-toolchain.toml in the target's rust_ops_dir: B builds its crate there, so cargo fails in every build
    # ("toolchain '1.96.0-…' is not installed"), while from the repository root, where preflight ran, it works.
    repo = tmp_path / "repo"
    config = RunConfig()
    ops_dir = repo / config.layout.rust_ops_dir
    pin = rustup_tools(tmp_path / "bin", ops_dir, "1.96.0", installed=False)
    # (a git too: the tilebot-source check of a checkout install asks git)
    monkeypatch.setenv("PATH", os.pathsep.join([str(tmp_path / "bin"), str(fake_git(tmp_path, "git version 2.39.5"))]))
    rust = by_name(requirements.cpu_checks(config, repo, repo))["rust"]
    assert not rust.ok, rust.message
    assert f"in {ops_dir}: the toolchain file at '{pin}' selects Rust toolchain 1.96.0-{HOST}" in rust.message
    assert rust.message.endswith(f"fix: rustup toolchain install 1.96.0-{HOST}")
    assert f"rustup show active-toolchain (in {ops_dir})" in rust.command
    # B's crate and D's cdylib crate (not written yet) are under it too; the job's own directory is not
    assert requirements.cargo_dirs(config, repo, repo)[1:] == [ops_dir, repo / cdylib_dir(config)]
    assert check_rust("1.89", dirs=[repo]).ok
    assert not check_rust("1.89", dirs=[repo / cdylib_dir(config) / "src"]).ok  # looked up from its nearest parent


def test_a_pinned_toolchain_older_than_the_crates_need_is_fixed_in_the_pin(tmp_path: Path) -> None:
    crate = tmp_path / "repo"
    pin = rustup_tools(tmp_path / "bin", crate, "1.80.0", installed=True)
    env = bare_env(tmp_path, tmp_path / "bin")
    old = check_rust("1.89", env=env, dirs=[crate])
    assert not old.ok and "rustc 1.80.0 is older than 1.89" in old.message
    assert f"fix: pin a toolchain ≥ 1.89 in {pin}" in old.message
    # not installed either: installing it would not do, the pin must move
    rustup_tools(tmp_path / "bin", crate, "1.80.0", installed=False)
    absent = check_rust("1.89", env=env, dirs=[crate])
    assert not absent.ok and f"fix: pin a toolchain ≥ 1.89 in {pin}" in absent.message
    assert "rustup toolchain install" not in absent.message


def test_a_pinned_toolchain_that_is_installed_passes_and_says_so(tmp_path: Path) -> None:
    crate = tmp_path / "repo" / "crate"
    pin = rustup_tools(tmp_path / "bin", crate, "1.95.0", installed=True)
    env = bare_env(tmp_path, tmp_path / "bin")
    found = check_rust("1.89", env=env, dirs=[tmp_path, crate])
    assert found.ok, found.message
    here = f"in {crate}: cargo 1.95.0 and rustc 1.95.0, toolchain 1.95.0-{HOST} (overridden by '{pin}')"
    assert here in found.message
    same = check_rust("1.89", env=env, dirs=[tmp_path, tmp_path / "elsewhere"])
    assert same.ok and same.message == f"cargo 1.95.0 and rustc 1.95.0, toolchain stable-{HOST} (default) (≥ 1.89)"


def test_rustup_without_a_default_toolchain_is_told_to_set_one(tmp_path: Path) -> None:
    said = (
        "error: rustup could not choose a version of {} to run, because one wasn't specified explicitly, "
        "and no default is configured."
    )
    for tool in ("cargo", "rustc"):
        write_script(tmp_path / "bin" / tool, [printf_lines(said.format(tool)) + " >&2", "exit 1"])
    r = check_rust("1.89", env=bare_env(tmp_path, tmp_path / "bin"))
    assert not r.ok and r.message.endswith("fix: rustup default stable")


def test_real_rustup_reports_a_pinned_toolchain_it_lacks(tmp_path: Path) -> None:
    rustup = checks.find_rust_tool("rustup", os.environ)
    if rustup is None:
        pytest.skip("rustup is not installed")
    version = checks.parse_version(subprocess.run([rustup, "--version"], capture_output=True, text=True).stdout)
    if version is None or version < (1, 28):
        pytest.skip("rustup before 1.28 installs a pinned toolchain on first use")
    pin = tmp_path / "rust-toolchain.toml"
    pin.write_text('[toolchain]\nchannel = "1.0.0"\n')  # never installed anywhere this runs
    env = os.environ | {"RUSTUP_AUTO_INSTALL": "0", "RUST_BACKTRACE": "0"}
    r = check_rust("1.89", env=env, dirs=[tmp_path / "crate"])
    assert not r.ok and f"the toolchain file at '{pin}' selects Rust toolchain 1.0.0-" in r.message, r.message
    assert f"fix: pin a toolchain ≥ 1.89 in {pin}" in r.message


def test_real_rustup_is_not_let_download_a_pinned_toolchain_inside_the_check(tmp_path: Path) -> None:
    # rustup ≥ 1.28.1 installs a pinned toolchain it lacks on first use unless told not to: on a runner without
    # RUSTUP_AUTO_INSTALL=0 the probe would download (from the dist server, here a local one that records what it
    # is asked) and run out of its 30 s instead of naming the toolchain to install.
    rustup = checks.find_rust_tool("rustup", os.environ)
    if rustup is None:
        pytest.skip("rustup is not installed")
    asked: list[str] = []

    class DistServer(http.server.BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            asked.append(self.path)
            self.send_error(404)

        def log_message(self, *args: Any) -> None:
            pass

    with http.server.ThreadingHTTPServer(("127.0.0.1", 0), DistServer) as server:
        threading.Thread(target=server.serve_forever, daemon=True).start()
        (tmp_path / "rust-toolchain.toml").write_text('[toolchain]\nchannel = "1.90.0"\n')
        env = {k: v for k, v in os.environ.items() if k != "RUSTUP_AUTO_INSTALL"} | {
            "RUSTUP_DIST_SERVER": f"http://127.0.0.1:{server.server_address[1]}",
            "RUST_BACKTRACE": "0",
        }
        installed = subprocess.run([rustup, "toolchain", "list"], capture_output=True, text=True, env=env).stdout
        if "1.90.0-" in installed:
            pytest.skip("toolchain 1.90.0 is installed here")
        r = check_rust("1.89", env=env, dirs=[tmp_path])
        server.shutdown()
    assert asked == [], f"the check let rustup download: {asked}"
    assert not r.ok and "selects Rust toolchain 1.90.0-" in r.message, r.message
    assert "fix: rustup toolchain install 1.90.0-" in r.message


# --------------------------------------------------------------------------- git


def test_a_git_older_than_the_jobs_use_blocks_preflight(tmp_path: Path) -> None:
    # git 2.31 ignores GIT_CONFIG_GLOBAL (the runner user's ~/.gitconfig is read), 2.30 also GIT_CONFIG_COUNT (the
    # push token never reaches git: every push is refused after the stage ran).
    for banner in ("git version 2.25.1", "git version 2.31.8"):
        old = check_git(env=bare_env(tmp_path, fake_git(tmp_path, banner)))
        version = banner.removeprefix("git version ")
        assert not old.ok and old.message.startswith(f"git {version} at {tmp_path / 'git-bin' / 'git'}")
        assert "is older than 2.32" in old.message and "GIT_CONFIG_GLOBAL" in old.message
        assert "fix: install git ≥ 2.32" in old.message and old.command.endswith("git --version")
    for banner in ("git version 2.32.0", "git version 2.39.3 (Apple Git-145)", "git version 2.45.1.windows.1"):
        assert check_git(env=bare_env(tmp_path, fake_git(tmp_path, banner))).ok, banner
    missing = check_git(env=bare_env(tmp_path))
    assert not missing.ok and "`git` not found on PATH" in missing.message and "fix: install git" in missing.message
    odd = check_git(env=bare_env(tmp_path, fake_git(tmp_path, "git version unknown")))
    assert not odd.ok and "no version" in odd.message


@pytest.mark.parametrize("gpu", [False, True])
def test_both_runner_classes_check_git_and_the_cli_reports_it_like_the_rest(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path, gpu: bool
) -> None:
    monkeypatch.setenv("PATH", str(fake_git(tmp_path, "git version 2.30.2")))  # Debian 11's
    found = by_name(requirements.runner_checks(RunConfig(), tmp_path, gpu=gpu))["git"]
    assert not found.ok and "older than 2.32" in found.message
    code = cli.main(["preflight", "--repo", str(tmp_path), "--json", *(["--gpu"] if gpu else [])])
    document = json.loads(capsys.readouterr().out)
    assert code == Exit.BLOCKED_ENV and not document["ok"]
    assert {"name": "git", "ok": False, "message": found.message} in document["checks"]


# --------------------------------------------------------------------------- disk


def test_disk_is_checked_where_the_builds_write_too(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    # The cargo target directory (the tilebot cache) on a filesystem of its own, nearly full: B's and D's
    # builds would fail there while the work dir has room.
    small = Path("/dev/shm")
    if not small.is_dir() or os.stat(small).st_dev == os.stat(tmp_path).st_dev:
        pytest.skip("needs a second filesystem at /dev/shm")
    real_usage = shutil.disk_usage

    def usage(path: Any) -> Any:
        found = real_usage(path)
        full = Path(path) == small or small in Path(path).parents
        return found._replace(free=2**29) if full else found._replace(free=100 * 2**30)

    monkeypatch.setattr(checks.shutil, "disk_usage", usage)
    monkeypatch.setenv("TILEBOT_CARGO_TARGET_DIR", str(small / "tilebot-review-not-created" / "cargo-target"))
    disk = [c for c in requirements.cpu_checks(RunConfig(), tmp_path) if c.name == "disk"]
    assert [c.ok for c in disk] == [True, False], [c.message for c in disk]
    assert "only 0.5 GiB free" in disk[1].message and str(small) in disk[1].message
    # one filesystem: one check
    monkeypatch.setenv("TILEBOT_CARGO_TARGET_DIR", str(tmp_path / "cargo-target"))
    assert len([c for c in requirements.cpu_checks(RunConfig(), tmp_path) if c.name == "disk"]) == 1


# --------------------------------------------------------------------------- CUDA headers


def test_missing_cuda_headers_block_at_preflight_not_at_b(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    # B and D stop BLOCKED/env on them (kernel_crate.toolchain_problem) after A ran; preflight must say so first.
    (tmp_path / "toolkit" / "include").mkdir(parents=True)
    (tmp_path / "toolkit" / "include" / "cuda.h").write_text("")
    monkeypatch.setenv("CUDA_TOOLKIT_PATH", str(tmp_path / "toolkit"))
    headers = by_name(requirements.cpu_checks(RunConfig(), tmp_path))["cuda-headers"]
    assert not headers.ok and "include/curand.h" in headers.message and "CUDA_TOOLKIT_PATH" in headers.message
    for header in ("curand.h", "cuda_runtime.h", "crt/host_config.h"):
        (tmp_path / "toolkit" / "include" / header).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / "toolkit" / "include" / header).write_text("")
    assert by_name(requirements.cpu_checks(RunConfig(), tmp_path))["cuda-headers"].ok


# --------------------------------------------------------------------------- libclang


def test_no_libclang_blocks_at_preflight_and_b_as_the_machines_fault(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    # cuda-bindings' build script (bindgen) panics "Unable to find libclang": every build of B and D failed, and the
    # failure read as the kernel's (FAIL_COMPILE, back to the writer) on a machine preflight had passed.
    headers = tmp_path / "toolkit" / "include"
    for header in ("cuda.h", "curand.h", "cuda_runtime.h", "crt/host_config.h"):
        (headers / header).parent.mkdir(parents=True, exist_ok=True)
        (headers / header).write_text("")
    monkeypatch.setenv("CUDA_TOOLKIT_PATH", str(tmp_path / "toolkit"))
    lib = tmp_path / "llvm" / "lib"
    lib.mkdir(parents=True)
    (lib / "libclang-cpp.so.14").write_text("")  # clang's C++ API, not the C library bindgen loads
    monkeypatch.setenv("LIBCLANG_PATH", str(lib))  # clang-sys then looks nowhere else
    missing = by_name(requirements.cpu_checks(RunConfig(), tmp_path))["libclang"]
    assert not missing.ok and str(lib) in missing.message and "libclang-dev" in missing.message
    if find_cargo(os.environ) is not None:
        assert "libclang" in (kernel_crate.toolchain_problem() or "")
    (lib / "libclang.so.1").write_text("")
    assert by_name(requirements.cpu_checks(RunConfig(), tmp_path))["libclang"].ok
    assert "libclang" not in (kernel_crate.toolchain_problem() or "")
    monkeypatch.setenv("LIBCLANG_PATH", str(lib / "libclang.so.1"))  # a file is taken as itself
    assert check_libclang().ok
