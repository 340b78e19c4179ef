"""``tilebot translate --local`` with every stage real and only the model scripted, on a CPU machine.

The Messages API test server plays B's agent: it writes TileGym 1.5.1's cutile-rs silu_and_mul kernel and a
launch contract for the example's variant. The orchestrator dispatches each stage as the runner entry in a
subprocess on the run's worktree, which commits what the stage produced; cargo builds the kernel crate and the
cutile-rs harness dumps its Tile IR for real; stage C diffs it against the reference for real (its agent,
scripted, only restates the verdict). D's agent (scripted too) writes the host side; D's build runs for
real and its library is committed under the run directory for the GPU half, which a CPU machine cannot run:
the run stops there, BLOCKED/env, with everything the GPU runner needs already on the branch.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path, PurePosixPath
from typing import Any

import pytest

from tests.agents.messages_server import MessagesServer
from tests.support.silu_port_model import C_ONCE, CDYLIB, CONFIG, CRATE, OP, WRAPPER, port_files
from tests.support.silu_port_model import model as silu_model
from tilebot.bot.store import RunState, Store
from tilebot.core.rundir import RunDir
from tilebot.runner.targets.cutile_rs.toolchain import find_cargo


@pytest.fixture(scope="module")
def wheel_files(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    cache = getattr(request.config, "cache", None)
    return port_files(cache.mkdir("tilegym-wheel") if cache else tmp_path_factory.mktemp("wheel"))


def test_translate_runs_real_b_c_and_d_with_a_scripted_model(
    example_repo: Path, tmp_path: Path, wheel_files: dict[str, str]
) -> None:
    if find_cargo() is None:
        pytest.skip("cargo is not installed (install Rust >= 1.89 with rustup to build cutile-rs crates)")
    config = example_repo / ".tilebot.toml"
    config.write_text(config.read_text() + C_ONCE)
    git_env = ["-c", "user.name=m", "-c", "user.email=m@example.invalid"]
    subprocess.run(["git", "-C", str(example_repo), *git_env, "commit", "-qam", "C once"], check=True)
    model = silu_model(wheel_files)
    state = tmp_path / "state"
    with MessagesServer(model.steps()) as server:
        env = os.environ | {"ANTHROPIC_API_KEY": "sk-test", "ANTHROPIC_BASE_URL": server.url, "COLUMNS": "200"}
        command = [sys.executable, "-m", "tilebot.cli", "translate", OP, "--local", "--repo", str(example_repo)]
        proc = subprocess.run(
            [*command, "--state-dir", str(state), "--reference", "cutile"],
            capture_output=True,
            text=True,
            timeout=1500,
            check=False,
            env=env,
        )
        models = {r.body["model"] for r in server.requests}
    assert models == {CONFIG.agents.model}
    store = Store(f"sqlite:///{state / 'tilebot.db'}")
    (run,) = store.list_runs()
    assert run.options == {"reference": "cutile"}  # what stage E times the port against
    results = [a.result for a in store.attempts(run.id) if a.result]
    verdicts: list[Any] = [(r.stage.value, r.verdict) for r in results]
    c = results[3]
    assert verdicts[:4] == [
        ("preflight", "PASS"),
        ("analyze", "PASS"),
        ("write_kernel", "COMPILED"),
        ("ir_check", c.verdict),
    ], [r.message for r in results]
    assert c.verdict != "BLOCKED" and not c.validators_failed, c.message  # the real diff ran; the report agrees
    sent_back = c.verdict == "FAIL_FIXABLE" and c.classification is not None and c.classification.value == "kernel"
    assert verdicts[4:] == [("write_kernel", "COMPILED")] * sent_back + [("host_ffi", "BLOCKED")]
    assert model.unused == ([] if sent_back else [("write_kernel", 2)]), proc.stdout + proc.stderr
    d = results[-1]
    assert d.classification is not None and d.classification.value == "env"
    assert "built libcutile_kernels.so exporting cutile_silu_and_mul (sha256 " in d.message
    assert "; correctness: nvidia-smi not found" in d.message  # D's check job, on a machine without a GPU
    assert [v.name for v in d.validators] == ["cargo build 1", "exported symbol", "wrapper"]
    assert run.state is RunState.STOPPED and proc.returncode == 3  # BLOCKED/env: the machine stopped it
    # Each stage's outputs are committed on the run's branch, in order.
    worktree = Path(run.forge_refs["worktree"])
    log = subprocess.run(
        ["git", "-C", str(worktree), "log", "--format=%an %s", f"-{len(results) + 1}"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert log.count("tilebot[bot]") == len(results) + 1, log  # D: its build job's commit, then its check job's
    assert "D host/FFI #1 built, handed to the GPU runner" in log
    assert (worktree / RunDir(PurePosixPath(CONFIG.run_dir(OP))).ir_diff_json).is_file()  # C's report, committed
    assert (worktree / f"{CRATE}/kernel.rs").read_text() == wheel_files["kernel"]
    generated = (worktree / f"tilebot/{OP}/generated/silu_and_mul_kernel.mlir").read_text()
    assert "silu_and_mul_kernel" in generated and "load_ptr_tko" in generated
    assert "- Result: SUCCESS" in (worktree / f"tilebot/{OP}/reports/build_log.md").read_text()
    # D's files and build are committed: a GPU runner's fresh checkout has what its check loads.
    tracked = subprocess.run(
        ["git", "-C", str(worktree), "ls-files"], capture_output=True, text=True, check=True
    ).stdout.splitlines()
    paths = RunDir(PurePosixPath(CONFIG.run_dir(OP)))
    manifest = json.loads((worktree / paths.build_manifest).read_text())
    for path in (f"{CRATE}/ffi.rs", f"{CDYLIB}/src/lib.rs", WRAPPER, paths.build_manifest.as_posix()):
        assert path in tracked, path
    assert (paths.build / manifest["name"]).as_posix() in tracked
