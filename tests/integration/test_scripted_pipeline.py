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
import re
import subprocess
import sys
import zipfile
from pathlib import Path, PurePosixPath
from typing import Any

import pytest

from tests.agents.messages_server import Conversations, MessagesServer, Reply, text, tool_use
from tests.support.tilegym_target import fetch_wheel
from tilebot.bot.store import RunState, Store
from tilebot.core.config import RunConfig
from tilebot.core.rundir import RunDir
from tilebot.core.stages import Stage
from tilebot.runner.agents.policies import kernel_crate, report_path
from tilebot.runner.stages.write_kernel import CONTRACT_TAG
from tilebot.runner.targets.cutile_rs import cdylib_crate
from tilebot.runner.targets.cutile_rs.toolchain import find_cargo

OP = "silu_and_mul"
CONFIG = RunConfig()
CRATE = kernel_crate(CONFIG, OP)
CDYLIB = cdylib_crate.cdylib_dir(CONFIG)
WRAPPER = f"{CONFIG.layout.rust_ops_dir}/{OP}.py"
WRAPPER_TEXT = (Path(__file__).parents[1] / "support/ports/silu_and_mul_wrapper.py").read_text(encoding="utf-8")
WHEEL_PORT = "tilegym/ops/cutile_rs"
# TileGym's kernel specialised like the example's perf configuration 4096 x (2 x 4096), f16.
CONTRACT = {
    "silu_and_mul_kernel": {
        "module": "silu_and_mul_module",
        "function": "silu_and_mul_kernel",
        "generics": ["f16", "4096"],
        "args": {
            "out_ptr": {"kind": "pointer"},
            "in_ptr": {"kind": "pointer"},
            "hidden_size": {"kind": "int", "value": 4096},
            "in_row_stride": {"kind": "int", "value": 8192},
            "out_row_stride": {"kind": "int", "value": 4096},
        },
    }
}


def write(path: str, content: str) -> Reply:
    return Reply([tool_use("write_file", {"path": path, "content": content})], "tool_use")


@pytest.fixture(scope="module")
def wheel_files(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    cache = getattr(request.config, "cache", None)
    wheel = fetch_wheel(cache.mkdir("tilegym-wheel") if cache else tmp_path_factory.mktemp("wheel"))
    with zipfile.ZipFile(wheel) as archive:
        return {
            name: archive.read(f"{WHEEL_PORT}/{member}").decode()
            for name, member in (
                ("kernel", "silu_and_mul_kernel/kernel.rs"),
                ("ffi", "silu_and_mul_kernel/ffi.rs"),
                ("ffi_util", "ffi_util.rs"),
            )
        }


def c_report(body: dict[str, Any]) -> Reply:
    """C's agent restates the verdict the mechanical diff gave (its task says which) on its report's first line."""
    first = body["messages"][0]["content"]
    task = first if isinstance(first, str) else " ".join(b.get("text", "") for b in first)
    found = re.search(r"The mechanical verdict is (\w+)", task)
    assert found is not None, task
    return write(report_path(CONFIG, OP, Stage.IR_CHECK), f"VERDICT: {found.group(1)}\nWhat differs, and why.\n")


def test_translate_runs_real_b_c_and_d_with_a_scripted_model(
    example_repo: Path, tmp_path: Path, wheel_files: dict[str, str]
) -> None:
    if find_cargo() is None:
        pytest.skip("cargo is not installed (install Rust >= 1.89 with rustup to build cutile-rs crates)")
    # C checks B's first kernel only: whatever the real diff says of TileGym's port, the run reaches D.
    config = example_repo / ".tilebot.toml"
    config.write_text(config.read_text() + "\n[caps]\nir_check = 1\n")
    git_env = ["-c", "user.name=m", "-c", "user.email=m@example.invalid"]
    subprocess.run(["git", "-C", str(example_repo), *git_env, "commit", "-qam", "C once"], check=True)
    b_report = f"## Port\nTileGym's kernel.\n\n```json {CONTRACT_TAG}\n{json.dumps(CONTRACT, indent=2)}\n```\n"
    lib_rs = (
        "mod ffi_util;\n\nmod silu_and_mul {\n"
        + "".join(f'    include!("../../silu_and_mul_kernel/{name}.rs");\n' for name in ("kernel", "ffi"))
        + "}\n"
    )
    b_turns = [
        write(f"{CRATE}/kernel.rs", wheel_files["kernel"]),
        write(report_path(CONFIG, OP, Stage.WRITE_KERNEL), b_report),
        Reply([text("kernel written")]),
    ]
    model = Conversations(
        {
            ("write_kernel", 1): b_turns,
            ("ir_check", 1): [c_report, Reply([text("explained")])],
            ("write_kernel", 2): b_turns,  # C sent it back: the same kernel, which D then builds
            # D: TileGym's launcher and its helpers in the shared cdylib crate, and the test suite's wrapper.
            ("host_ffi", 1): [
                write(f"{CRATE}/ffi.rs", wheel_files["ffi"]),
                write(f"{CDYLIB}/src/ffi_util.rs", wheel_files["ffi_util"]),
                write(f"{CDYLIB}/src/lib.rs", lib_rs),
                write(WRAPPER, WRAPPER_TEXT),
                write(report_path(CONFIG, OP, Stage.HOST_FFI), "## Launcher\ncutile_silu_and_mul\n"),
                Reply([text("host side written")]),
            ],
        }
    )
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
    assert "correctness: torch is not importable here" in d.message
    assert [v.name for v in d.validators] == ["cargo build 1", "exported symbol", "wrapper"]
    assert run.state is RunState.STOPPED and proc.returncode == 1
    # Each stage's outputs are committed on the run's branch, in order.
    worktree = Path(run.forge_refs["worktree"])
    log = subprocess.run(
        ["git", "-C", str(worktree), "log", "--format=%an %s", f"-{len(results)}"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert log.count("tilebot[bot]") == len(results), log
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
