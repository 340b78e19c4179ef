"""The sandbox of the agents' tools: every refusal is refused, returned as a tool error and recorded."""

from __future__ import annotations

import os
import tracemalloc
from pathlib import Path

import pytest

from tilebot.core.config import RunConfig
from tilebot.core.stages import Stage
from tilebot.runner.agents.policies import policy_for, report_path
from tilebot.runner.agents.runtime import ToolReply
from tilebot.runner.agents.tools import CommandRule, LoopTool, StagePolicy, StageTools

OP = "silu_and_mul"
CONFIG = RunConfig()
CRATE = f"{CONFIG.layout.rust_ops_dir}/{OP}_kernel"
RUST = CONFIG.layout.rust_ops_dir


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    root = tmp_path / "ws"
    (root / CRATE).mkdir(parents=True)
    (root / CRATE / "kernel.rs").write_text("// kernel\n")
    (root / "README.md").write_text("readme\n")
    (tmp_path / "secret.txt").write_text("outside\n")
    return root


def stage_tools(workspace: Path, stage: Stage) -> StageTools:
    return StageTools(workspace, policy_for(stage, OP, CONFIG))


def refused(tools: StageTools, name: str, arguments: dict[str, object], reason: str) -> None:
    before = len(tools.refusals)
    reply = tools.call(name, arguments)
    assert reply.is_error, reply.content
    assert reason in reply.content
    assert len(tools.refusals) == before + 1
    assert tools.refusals[-1].tool == name and reason in tools.refusals[-1].reason


def test_reads_lists_and_writes_inside_the_allowlist(workspace: Path) -> None:
    tools = stage_tools(workspace, Stage.WRITE_KERNEL)
    assert tools.call("read_file", {"path": "README.md"}).content == "readme\n"
    assert tools.call("list_dir", {"path": CRATE}).content == "kernel.rs"
    reply = tools.call("write_file", {"path": f"{CRATE}/Cargo.toml", "content": "[package]\n"})
    assert not reply.is_error
    assert (workspace / CRATE / "Cargo.toml").read_text() == "[package]\n"
    assert tools.written == [f"{CRATE}/Cargo.toml"] and tools.refusals == []


@pytest.mark.parametrize("name", ["read_file", "list_dir", "write_file"])
def test_absolute_paths_are_refused(workspace: Path, name: str) -> None:
    tools = stage_tools(workspace, Stage.WRITE_KERNEL)
    refused(tools, name, {"path": str(workspace / CRATE / "kernel.rs"), "content": "x"}, "absolute paths are refused")
    refused(tools, name, {"path": "~/x", "content": "x"}, "absolute paths are refused")


@pytest.mark.parametrize("name", ["read_file", "list_dir", "write_file"])
def test_dotdot_is_refused(workspace: Path, name: str) -> None:
    tools = stage_tools(workspace, Stage.WRITE_KERNEL)
    refused(tools, name, {"path": f"{CRATE}/../../secret.txt", "content": "x"}, "'..' is refused")


def test_symlinks_out_of_the_workspace_are_refused(workspace: Path) -> None:
    (workspace / "leak.txt").symlink_to(workspace.parent / "secret.txt")
    (workspace / "outdir").symlink_to(workspace.parent)
    tools = stage_tools(workspace, Stage.WRITE_KERNEL)
    refused(tools, "read_file", {"path": "leak.txt"}, "outside the workspace through a symlink")
    refused(tools, "list_dir", {"path": "outdir"}, "outside the workspace through a symlink")


def test_a_symlink_loop_is_refused_not_a_crash(workspace: Path) -> None:
    """A repository may commit a link to itself: Path.resolve raises RuntimeError on it, no OSError."""
    (workspace / "loop").symlink_to("loop")
    tools = stage_tools(workspace, Stage.WRITE_KERNEL)
    for name in ("read_file", "list_dir"):
        refused(tools, name, {"path": "loop"}, "loop: Symlink loop from")
    refused(tools, "run_command", {"argv": ["tilebot", "ir-diff", "loop", "README.md"]}, "Symlink loop from")


def test_writing_through_a_symlink_is_refused_even_inside(workspace: Path) -> None:
    # kernel.rs as a link to a file B does not own would let B edit it.
    (workspace / "other.rs").write_text("// someone else's\n")
    kernel = workspace / CRATE / "kernel.rs"
    kernel.unlink()
    kernel.symlink_to(workspace / "other.rs")
    tools = stage_tools(workspace, Stage.WRITE_KERNEL)
    refused(tools, "write_file", {"path": f"{CRATE}/kernel.rs", "content": "pwned"}, "through a symlink")
    assert (workspace / "other.rs").read_text() == "// someone else's\n"


def test_symlinked_directory_on_the_way_is_refused(workspace: Path) -> None:
    outside = workspace.parent / "elsewhere"
    outside.mkdir()
    crate_dir = workspace / CRATE
    for child in crate_dir.iterdir():
        child.unlink()
    crate_dir.rmdir()
    crate_dir.symlink_to(outside)
    tools = stage_tools(workspace, Stage.WRITE_KERNEL)
    refused(tools, "write_file", {"path": f"{CRATE}/kernel.rs", "content": "x"}, "through a symlink")
    assert not (outside / "kernel.rs").exists()


@pytest.mark.parametrize(
    ("stage", "path"),
    [
        (Stage.WRITE_KERNEL, f"{CRATE}/ffi.rs"),  # host side belongs to D
        (Stage.WRITE_KERNEL, f"{RUST}/{OP}.py"),
        (Stage.WRITE_KERNEL, "tests/ops/test_silu_and_mul.py"),
        (Stage.WRITE_KERNEL, f"{CRATE}/src/lib.rs"),
        (Stage.HOST_FFI, f"{CRATE}/kernel.rs"),  # device side belongs to B
        (Stage.HOST_FFI, f"{CRATE}/Cargo.toml"),
        (Stage.IR_CHECK, f"{CRATE}/kernel.rs"),  # C never edits code
        (Stage.IR_CHECK, report_path(CONFIG, OP, Stage.WRITE_KERNEL)),
        (Stage.PERF_DIAG, f"{CRATE}/kernel.rs"),
        (Stage.PERF_DIAG, ".tilebot.toml"),
        # `src/*.rs` is one level, as the commit matches it: a deeper file would be built and never committed
        (Stage.HOST_FFI, f"{RUST}/cutile_kernels/src/{OP}/mod.rs"),
        (Stage.HOST_FFI, f"{RUST}/cutile_kernels/src/deep/er/x.rs"),
    ],
)
def test_writes_outside_the_stage_allowlist_are_refused(workspace: Path, stage: Stage, path: str) -> None:
    tools = stage_tools(workspace, stage)
    refused(tools, "write_file", {"path": path, "content": "x"}, "this stage may write only")
    assert not (workspace / path).exists() or (workspace / path).read_text() != "x"


@pytest.mark.parametrize(
    ("stage", "path"),
    [
        (Stage.WRITE_KERNEL, f"{CRATE}/kernel.rs"),
        (Stage.HOST_FFI, f"{CRATE}/ffi.rs"),
        (Stage.HOST_FFI, f"{RUST}/cutile_kernels/src/lib.rs"),
        (Stage.HOST_FFI, f"{RUST}/{OP}.py"),
        (Stage.IR_CHECK, report_path(CONFIG, OP, Stage.IR_CHECK)),
        (Stage.PERF_DIAG, report_path(CONFIG, OP, Stage.PERF_DIAG)),
    ],
)
def test_each_stage_writes_what_it_owns(workspace: Path, stage: Stage, path: str) -> None:
    tools = stage_tools(workspace, stage)
    assert not tools.call("write_file", {"path": path, "content": "owned"}).is_error
    assert (workspace / path).read_text() == "owned"


def test_bad_arguments_and_unknown_tools_are_refused(workspace: Path) -> None:
    tools = stage_tools(workspace, Stage.WRITE_KERNEL)
    refused(tools, "read_file", {}, "path must be a non-empty string")
    refused(tools, "read_file", {"path": "missing.rs"}, "no such file")
    refused(tools, "list_dir", {"path": "README.md"}, "no such directory")
    refused(tools, "write_file", {"path": f"{CRATE}/kernel.rs", "content": 3}, "content must be a string")
    refused(tools, "write_file", {"path": f"{CRATE}/kernel.rs", "content": "x" * 500_001}, "the limit is")
    refused(tools, "delete_file", {"path": "README.md"}, "unknown tool 'delete_file'")


def test_stages_without_commands_have_no_command_tool(workspace: Path) -> None:
    tools = stage_tools(workspace, Stage.PERF_DIAG)
    assert "run_command" not in {d["name"] for d in tools.definitions()}
    refused(tools, "run_command", {"argv": ["cargo", "build"]}, "unknown tool 'run_command'")


def test_commands_off_the_allowlist_are_refused(workspace: Path) -> None:
    tools = stage_tools(workspace, Stage.WRITE_KERNEL)
    refused(tools, "run_command", {"argv": ["bash", "-c", "env"]}, "not an allowed command")
    refused(tools, "run_command", {"argv": ["cargo", "install", "evil"]}, "not an allowed command")
    refused(tools, "run_command", {"argv": ["cargo", "build"]}, "not an allowed command")  # the build tool builds
    refused(tools, "run_command", {"argv": "cargo build"}, "argv must be a non-empty list")
    refused(tools, "run_command", {"argv": ["tilebot", "ir-diff", "/etc/passwd", "b"]}, "absolute paths are refused")
    refused(tools, "run_command", {"argv": ["tilebot", "ir-diff", "a", "b", "--output=x"]}, "not allowed")
    ir_check = stage_tools(workspace, Stage.IR_CHECK)
    refused(ir_check, "run_command", {"argv": ["cargo", "build"]}, "not an allowed command")


def test_a_command_whose_directory_is_missing_is_refused(workspace: Path) -> None:
    tools = StageTools(
        workspace, StagePolicy(writable=(), commands=(CommandRule(("ls",), cwd=f"{RUST}/cutile_kernels"),))
    )
    refused(tools, "run_command", {"argv": ["ls"]}, "does not exist yet")


def test_allowed_command_runs_real_tilebot_ir_diff(workspace: Path) -> None:
    (workspace / "ref.mlir").write_text("not tile ir\n")
    (workspace / "gen.mlir").write_text("not tile ir either\n")
    tools = stage_tools(workspace, Stage.IR_CHECK)
    reply = tools.call("run_command", {"argv": ["tilebot", "ir-diff", "ref.mlir", "gen.mlir", "--format=json"]})
    assert not reply.is_error
    assert reply.content.startswith("exit code 2") and "error:" in reply.content


def test_commands_get_no_secrets_and_are_killed_on_timeout(workspace: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-must-not-leak")
    monkeypatch.setenv("GITHUB_TOKEN", "ghs-must-not-leak")
    policy = StagePolicy(
        writable=(),
        commands=(
            CommandRule(("env",), cwd="."),
            CommandRule(("sleep",), cwd=".", flags=frozenset({"30"}), timeout=0.5),
        ),
    )
    tools = StageTools(workspace, policy)
    reply = tools.call("run_command", {"argv": ["env"]})
    assert reply.content.startswith("exit code 0")
    assert "PATH=" in reply.content
    assert "must-not-leak" not in reply.content and os.environ["ANTHROPIC_API_KEY"] == "sk-must-not-leak"
    refused(tools, "run_command", {"argv": ["sleep", "30"]}, "ran past its 0.5 s limit and was killed")


def test_read_file_pages_a_long_file_and_says_where_to_read_on(workspace: Path) -> None:
    lines = [f"line {n:05d} " + "x" * 80 + "\n" for n in range(1, 3001)]  # ~270 000 characters
    (workspace / "big.log").write_text("".join(lines))
    tools = stage_tools(workspace, Stage.WRITE_KERNEL)
    first = tools.call("read_file", {"path": "big.log"}).content
    assert len(first) < 50_000 and first.startswith("line 00001 ")
    shown = first.count("\n") - 1
    assert first.endswith(f"[lines 1-{shown}; read on with offset={shown + 1}]")
    second = tools.call("read_file", {"path": "big.log", "offset": shown + 1, "limit": 10}).content
    assert second.startswith(lines[shown]) and second.endswith(
        f"[lines {shown + 1}-{shown + 10}; read on with offset={shown + 11}]"
    )
    last = tools.call("read_file", {"path": "big.log", "offset": 2999}).content
    assert last == lines[2998] + lines[2999]  # the end says nothing more
    refused(
        tools, "read_file", {"path": "big.log", "offset": 3001}, "offset 3001 is past the end: big.log has 3000 lines"
    )
    refused(tools, "read_file", {"path": "big.log", "limit": 0}, "limit must be a whole number of at least 1")
    one_line = "y" * 100_000
    (workspace / "minified.json").write_text(one_line)
    clipped = tools.call("read_file", {"path": "minified.json"}).content
    assert clipped.startswith("y" * 1000) and clipped.endswith("[line clipped: 100000 characters]\n")


def test_read_file_reads_only_up_to_its_page(workspace: Path) -> None:
    """A page of a large data file of the target repository (here 24 MB; real ones reach hundreds) costs the page,
    not the file: neither the file nor one huge line of it is held whole."""
    (workspace / "bench.csv").write_text("1,2,3,4,5,6,7,8,9,10\n" * 1_200_000)
    (workspace / "minified.json").write_text("y" * 12_000_000)
    tools = stage_tools(workspace, Stage.WRITE_KERNEL)
    tracemalloc.start()
    try:
        page = tools.call("read_file", {"path": "bench.csv", "offset": 1000, "limit": 2}).content
        clipped = tools.call("read_file", {"path": "minified.json"}).content
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert page == "1,2,3,4,5,6,7,8,9,10\n" * 2 + "\n[lines 1000-1001; read on with offset=1002]"
    assert clipped == "y" * 40_000 + " [line clipped: 12000000 characters]\n"
    assert peak < 2_000_000, peak


def test_a_crlf_line_cut_at_a_page_s_width_stays_one_line(workspace: Path) -> None:
    """A line of exactly one read's width ending in CRLF: its CR and LF fall into two reads, which read as two lines
    (an empty one added), shifting every later line number the agent is told."""
    (workspace / "data.txt").write_bytes(b"x" * 39_999 + b"\r\nsecond\r\nthird\r\n")
    tools = stage_tools(workspace, Stage.WRITE_KERNEL)
    assert tools.call("read_file", {"path": "data.txt", "offset": 2, "limit": 1}).content.startswith("second")
    assert tools.call("read_file", {"path": "data.txt", "offset": 3}).content == "third\n"


def test_a_stages_own_checks_are_tools_whose_failures_are_results_not_refusals(workspace: Path) -> None:
    def build(arguments: object) -> ToolReply:
        return ToolReply("cargo build FAILED (exit 101)", is_error=True)

    tools = stage_tools(workspace, Stage.WRITE_KERNEL)
    tools.stage_tools = (LoopTool("build", "the stage's build", build),)
    [definition] = [d for d in tools.definitions() if d["name"] == "build"]
    assert definition["input_schema"] == {"type": "object", "properties": {}, "required": []}
    reply = tools.call("build", {})
    assert reply.is_error and reply.content == "cargo build FAILED (exit 101)"
    assert tools.refusals == []
    refused(tools, "dump_ir", {}, "unknown tool 'dump_ir'")  # only the tools the stage gave


def test_a_call_the_filesystem_or_the_encoding_refuses_is_a_tool_error_not_a_crash(workspace: Path) -> None:
    tools = StageTools(workspace, StagePolicy(writable=("README.md/x.rs", "out.rs", "dir.rs", "nul*")))
    (workspace / "dir.rs").mkdir()
    refused(tools, "write_file", {"path": "README.md/x.rs", "content": "x"}, "FileExistsError")  # parent is a file
    refused(tools, "write_file", {"path": "dir.rs", "content": "x"}, "IsADirectoryError")
    refused(tools, "write_file", {"path": "out.rs", "content": "\ud800"}, "UnicodeEncodeError")  # a lone surrogate
    refused(tools, "write_file", {"path": "nul\x00.rs", "content": "x"}, "embedded null byte")
    refused(tools, "read_file", {"path": "nul\x00.rs"}, "embedded null byte")
    assert tools.written == [] and (workspace / "README.md").read_text() == "readme\n"
