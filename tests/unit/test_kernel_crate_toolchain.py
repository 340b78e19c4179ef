"""B's and D's own toolchain check: a Rust toolchain the target repository pins and rustup lacks is the machine's
fault (BLOCKED/env, no agent), not the kernel's (FAIL_COMPILE, an agent sent to "fix" a kernel cargo never built)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.agents.messages_server import Reply, text
from tests.support.stage_context import run_with_model, stage_context
from tests.unit.test_preflight_runner_facts import HOST, rustup_tools
from tilebot.core.stages import Classification, Stage
from tilebot.runner.targets.cutile_rs.kernel_crate import toolchain_problem
from tilebot.runner.targets.cutile_rs.toolchain import HEADERS

MISSING = f"1.96.0-{HOST}"


@pytest.fixture
def machine(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A runner with rustup's cargo (RUSTUP_AUTO_INSTALL=0), the CUDA headers and libclang: all B's build needs."""
    for header in HEADERS:
        (tmp_path / "toolkit" / "include" / header).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / "toolkit" / "include" / header).write_text("")
    (tmp_path / "llvm").mkdir()
    (tmp_path / "llvm" / "libclang.so.1").write_text("")
    monkeypatch.setenv("CUDA_TOOLKIT_PATH", str(tmp_path / "toolkit"))
    monkeypatch.setenv("LIBCLANG_PATH", str(tmp_path / "llvm"))
    monkeypatch.setenv("PATH", str(tmp_path / "bin"))
    return tmp_path


def test_a_pinned_toolchain_rustup_lacks_where_cargo_builds_is_a_toolchain_problem_with_its_fix(machine: Path) -> None:
    repo = machine / "repo"
    pin = rustup_tools(machine / "bin", repo, "1.96.0", installed=False)
    crate = repo / "src" / "ops" / "softmax_kernel"  # not written yet: rustup looks from its nearest parent
    problem = toolchain_problem(dirs=[crate])
    assert problem is not None
    assert problem.startswith(f"cargo cannot build in {crate}: the toolchain file at '{pin}' selects Rust toolchain")
    assert problem.endswith(f"fix: rustup toolchain install {MISSING}")
    assert toolchain_problem(dirs=[machine / "elsewhere"]) is None  # the default toolchain builds there
    rustup_tools(machine / "bin", repo, "1.96.0", installed=True)
    assert toolchain_problem(dirs=[crate]) is None


def test_by_default_the_check_is_where_the_ir_harness_builds(machine: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    repo = machine / "repo"
    rustup_tools(machine / "bin", repo, "1.96.0", installed=False)
    monkeypatch.chdir(machine)
    assert toolchain_problem() is None
    monkeypatch.chdir(repo)  # a job's directory: the target's checkout, a rust-toolchain.toml at its root
    assert (toolchain_problem() or "").endswith(f"fix: rustup toolchain install {MISSING}")


def test_b_stops_blocked_env_before_its_agent_on_a_toolchain_the_checkout_pins_and_rustup_lacks(
    machine: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    repo = machine / "repo"
    rustup_tools(machine / "bin", repo, "1.96.0", installed=False)
    monkeypatch.chdir(repo)
    ctx = stage_context(repo, "softmax", Stage.WRITE_KERNEL)
    result, server = run_with_model(ctx, [Reply([text("never asked")])], monkeypatch)
    assert (result.verdict, result.classification) == ("BLOCKED", Classification.ENV)
    assert f"Rust toolchain {MISSING}, which is not installed" in result.message
    assert result.message.endswith(f"fix: rustup toolchain install {MISSING}")
    assert server.requests == []


def test_b_checks_the_toolchain_where_its_kernel_crate_builds(machine: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A pin under ``[layout] rust_ops_dir`` only: the job's directory builds with the default toolchain, the kernel
    crate's does not."""
    repo = machine / "repo"
    ctx = stage_context(repo, "softmax", Stage.WRITE_KERNEL)
    rustup_tools(machine / "bin", repo / ctx.config.layout.rust_ops_dir, "1.96.0", installed=False)
    monkeypatch.chdir(machine)
    result, server = run_with_model(ctx, [Reply([text("never asked")])], monkeypatch)
    assert (result.verdict, result.classification) == ("BLOCKED", Classification.ENV), result.message
    pinned = repo / ctx.config.layout.rust_ops_dir  # the crate is not written yet: where cargo would find the pin
    assert result.message.startswith(f"cargo cannot build: in {pinned}: the toolchain file at"), result.message
    assert f"in {machine}:" not in result.message  # the job's directory builds
    assert result.message.endswith(f"fix: rustup toolchain install {MISSING}"), result.message
    assert server.requests == []
