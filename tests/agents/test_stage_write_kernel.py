"""Stage B end to end: real stage-A analysis of TileGym's silu_and_mul, the agent on the scripted server,
real cargo builds of the kernel crate and real Tile IR through the cutile-rs harness.

The port the agent "writes" is NVIDIA's own cutile-rs silu_and_mul from the PyPI tilegym 1.5.1 wheel
(``pip download --no-deps`` into the pytest cache), taken out of the generated repository first so the
stage starts from nothing. The cutile dependency tree compiles once per machine (minutes cold; the
shared target directory makes later builds seconds). Tests that build skip only without cargo.

B(2) after C found B's IR stale is tested on the example target's softmax (its reference IR from the H200 run):
B(1) translates, a person's edit is pushed to kernel.rs, C, B(2) and C(2) run as the runner runs them.
"""

from __future__ import annotations

import json
import os
import shutil
import tomllib
from pathlib import Path
from typing import Any

import pytest

from tests.agents.messages_server import (
    Failure,
    MessagesServer,
    Reply,
    cut_tool_use,
    message_text,
    task_text,
    text,
    tool_use,
)
from tests.support.silu_port_model import launch_contract
from tests.support.stage_context import run_with_model, stage_context
from tests.support.tilegym_target import build, fetch_wheel
from tests.support.translated_port import EXAMPLE, committed_run
from tilebot.bot.routing import AttemptRecord, End, Policy, Purpose
from tilebot.core.config import RunConfig
from tilebot.core.reports import IrDiffReport, parse_as
from tilebot.core.result import StageResult
from tilebot.core.rundir import RunDir
from tilebot.core.stages import Classification, Stage
from tilebot.runner.agents.policies import report_path
from tilebot.runner.agents.rulebook import rulebook
from tilebot.runner.agents.runtime import MISSING_KEY_MESSAGE
from tilebot.runner.analysis.analyze_op import analyze
from tilebot.runner.artifacts import write_result_file
from tilebot.runner.stages import StageContext, StageFn, load
from tilebot.runner.stages.inputs import IrSource, check_ir_source, record_ir_source, source_sha256
from tilebot.runner.stages.write_kernel import CONTRACT_TAG
from tilebot.runner.targets.cutile_rs import harness
from tilebot.runner.targets.cutile_rs.kernel_crate import manifest_problems, skeleton_manifest
from tilebot.runner.targets.cutile_rs.toolchain import find_cargo

OP = "silu_and_mul"
VARIANT = "silu_and_mul_kernel_row_wise"
CONFIG = RunConfig.model_validate({"agents": {"writer": "agent"}})  # these tests are about the agent's path
CRATE = CONFIG.kernel_crate(OP)
KERNEL_RS = f"{CRATE}/kernel.rs"
REPORT = report_path(CONFIG, OP, Stage.WRITE_KERNEL)
GENERATED = f"generated/{VARIANT}.mlir"
# The representative configuration test_perf[cutile-64-1024-512-torch.float16]: input (65536, 1024) f16,
# TILE_SIZE 512, hidden 512. The port takes raw pointers, the hidden size and both row strides.
CONTRACT = launch_contract(512, VARIANT)
REPORT_TEXT = (
    "## Port\n...\n## Dtype and const-generic plan\n...\n## Host launch contract\n\n"
    f"```json {CONTRACT_TAG}\n{json.dumps(CONTRACT, indent=2)}\n```\n"
)
BROKEN_KERNEL = 'pub fn hidden_size() -> i32 {\n    "not a number"\n}\n'
# An in-Rust test that needs no GPU, appended to the port: the block size the host must pass for H = 512.
RUST_TEST = (
    "\n#[cfg(test)]\nmod tests {{\n    #[test]\n    fn block_size() {{\n"
    "        assert_eq!(512usize.next_power_of_two(), {});\n    }}\n}}\n"
)


@pytest.fixture(scope="module")
def analysed(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str]:
    """A TileGym-layout repository with stage A's analysis of silu_and_mul, and the wheel's port (removed)."""
    cache = getattr(request.config, "cache", None)
    wheel = fetch_wheel(cache.mkdir("tilegym-wheel") if cache else tmp_path_factory.mktemp("wheel"))
    root = build(tmp_path_factory.mktemp("tilegym") / "repo", wheel)
    port = (root / KERNEL_RS).read_text(encoding="utf-8")
    shutil.rmtree(root / CRATE)
    run_dir = root / CONFIG.run_dir(OP)
    analysis = analyze(root, OP, CONFIG, run_dir)
    [variant] = [v for v in analysis.variants if v.reference_ir is not None]
    assert variant.name == VARIANT and variant.constants == {"TILE_SIZE": 512, "TOTAL_HIDDEN_SIZE": 512}
    RunDir(run_dir).analysis.write_text(analysis.model_dump_json(indent=2), encoding="utf-8")
    return root, port


@pytest.fixture
def repo(analysed: tuple[Path, str], tmp_path: Path) -> Path:
    return Path(shutil.copytree(analysed[0], tmp_path / "repo", symlinks=True))


@pytest.fixture
def port(analysed: tuple[Path, str]) -> str:
    return analysed[1]


@pytest.fixture
def cargo() -> Path:
    found = find_cargo()
    if found is None:
        pytest.skip("cargo is not installed (install Rust >= 1.89 with rustup to build cutile-rs kernels)")
    return found


def context(repo: Path, stage: Stage = Stage.WRITE_KERNEL, attempt: int = 1) -> StageContext:
    return stage_context(repo, OP, stage, config=CONFIG, attempt=attempt)


def stage_fn(stage: Stage) -> StageFn:
    fn = load(stage)  # through the registry, as the runner entry finds it
    assert fn is not None
    return fn


def run_stage(
    repo: Path, script: list[Any], monkeypatch: pytest.MonkeyPatch, stage: Stage = Stage.WRITE_KERNEL
) -> tuple[StageResult, MessagesServer]:
    return run_with_model(context(repo, stage), script, monkeypatch)


def write(path: str, content: str) -> Reply:
    return Reply([tool_use("write_file", {"path": path, "content": content})], "tool_use", 1200, 300, 0, 5000)


def agent_log(repo: Path) -> dict[str, Any]:
    path = repo / CONFIG.run_dir(OP) / "attempts/write_kernel-1/agent_log.json"
    loaded: dict[str, Any] = json.loads(path.read_text())
    return loaded


def test_the_real_port_compiles_and_its_ir_lands_where_stage_c_reads_it(
    repo: Path, port: str, cargo: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def first_turn(body: dict[str, Any]) -> Reply:
        task = task_text(body)
        assert f"`{VARIANT}`" in task and f"json {CONTRACT_TAG}" in task and '"TILE_SIZE": 512' in task
        assert body["system"][0]["text"] == rulebook(Stage.WRITE_KERNEL)  # the rulebook first, cached on its own
        assert f"`{KERNEL_RS}`" in body["system"][1]["text"]
        return Reply([tool_use("read_file", {"path": f"{CRATE}/Cargo.toml"})], "tool_use")

    def write_kernel(body: dict[str, Any]) -> Reply:
        seeded = body["messages"][-1]["content"][0]["content"]  # the skeleton the stage wrote, as the agent read it
        assert 'cutile = "=0.2.0"' in seeded and "[workspace]" in seeded
        return write(KERNEL_RS, port + RUST_TEST.format(512))

    script = [first_turn, write_kernel, write(REPORT, REPORT_TEXT), Reply([text("ported")])]
    result, server = run_stage(repo, script, monkeypatch)
    assert server.remaining == 0
    assert result.verdict == "COMPILED", result.message
    assert result.classification is None and not result.validators_failed
    assert [v.name for v in result.validators] == ["cargo build 1", "cargo test", f"parse {GENERATED}"]
    assert result.metrics["rust_tests_passed"].value == 1
    run_dir = repo / CONFIG.run_dir(OP)
    ir = (run_dir / GENERATED).read_text()
    assert "silu_and_mul_kernel" in ir and "load_ptr_tko" in ir and "exp2" in ir
    assert (run_dir / GENERATED).with_suffix(".tileirbc").read_bytes()[:4] != b""
    check_ir_source(run_dir, repo / KERNEL_RS)  # recorded as dumped from the kernel.rs C and F will read
    log = (run_dir / "reports/build_log.md").read_text()
    assert log.count("## Attempt 1.") == 1 and "- Result: SUCCESS (exit 0" in log
    assert {a.path for a in result.artifacts} >= {"reports/build_log.md", "reports/write_kernel.md", GENERATED}
    assert result.metrics["builds"].value == 1 and result.metrics["ir_variants"].value == 1
    # Every turn's usage per class: 100 + 2 x 1200 + 100 in, 20 + 2 x 300 + 20 out, 2 x 5000 written to the cache.
    cost = result.cost
    assert (cost.tokens_in, cost.tokens_out, cost.tokens_cache_read, cost.tokens_cache_write) == (2600, 640, 0, 10000)
    assert cost.usd == pytest.approx((2600 * 5 + 640 * 25 + 10000 * 6.25) / 1e6)
    assert agent_log(repo)["written"] == [KERNEL_RS, REPORT]


def test_three_failed_builds_end_fail_compile_and_the_run_stops(
    repo: Path, cargo: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def retry(number: int) -> Any:
        def step(body: dict[str, Any]) -> Reply:
            # One conversation: the first round's task (variants, contract format) and every earlier round are
            # still there, and the new build's errors come last.
            messages = body["messages"]
            assert f"`{VARIANT}`" in task_text(body) and f"json {CONTRACT_TAG}" in task_text(body)
            assert len(messages) == 1 + 4 * number
            news = message_text(messages[-1]["content"])
            assert f"Build {number} of 3 failed" in news and "error[E0308]: mismatched types" in news
            return write(KERNEL_RS, BROKEN_KERNEL)

        return step

    script = [
        write(KERNEL_RS, BROKEN_KERNEL),
        Reply([text("written")]),
        retry(1),
        Reply([text("fixed, I think")]),
        retry(2),
        Reply([text("fixed now")]),
    ]
    result, server = run_stage(repo, script, monkeypatch)
    assert server.remaining == 0
    assert (result.verdict, result.classification) == ("FAIL_COMPILE", Classification.KERNEL)
    assert "3 builds failed" in result.message and "mismatched types" in result.message
    assert [v.exit_code != 0 for v in result.validators] == [True, True, True]
    log = (repo / CONFIG.run_dir(OP) / "reports/build_log.md").read_text()
    assert log.count("- Result: FAIL") == 3 and "error[E0308]" in log
    assert not (repo / CONFIG.run_dir(OP) / GENERATED).exists()
    # The orchestrator's policy: B FAIL_COMPILE has no fix route, the run stops.
    decision = Policy(CONFIG.effective_caps()).decide([AttemptRecord(Stage.WRITE_KERNEL, Purpose.INITIAL, result)])
    assert decision.end is End.STOP and decision.stage is None


def test_the_model_reads_the_build_error_and_fixes_it_in_the_same_conversation(
    repo: Path, port: str, cargo: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def fix(body: dict[str, Any]) -> Reply:
        messages = body["messages"]
        # Round two continues round one: the task with its variants and contract format, the broken kernel the
        # model wrote (as its own tool call) and its reply, then cargo's errors as the newest message.
        assert f"`{VARIANT}`" in task_text(body) and f"json {CONTRACT_TAG}" in task_text(body)
        assert messages[1]["content"][0]["input"] == {"path": KERNEL_RS, "content": BROKEN_KERNEL}
        assert message_text(messages[3]["content"]) == "written"
        news = message_text(messages[4]["content"])
        assert "Build 1 of 3 failed" in news and "error[E0308]: mismatched types" in news
        assert messages[4]["content"][-1]["cache_control"] == {"type": "ephemeral"}  # the history is cached
        return write(KERNEL_RS, port)

    script = [
        write(KERNEL_RS, BROKEN_KERNEL),
        Reply([text("written")]),
        fix,
        write(REPORT, REPORT_TEXT),
        Reply([text("fixed")]),
    ]
    result, server = run_stage(repo, script, monkeypatch)
    assert server.remaining == 0
    assert result.verdict == "COMPILED", result.message
    assert "built in 2 of 3 tries" in result.message and result.metrics["agent_turns"].value == 5
    log = agent_log(repo)
    assert log["stops"] == ["done", "done"] and [b["exit_code"] == 0 for b in log["builds"]] == [False, True]


def test_a_refusal_ends_the_conversation_and_the_stage_says_so(
    repo: Path, cargo: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    script = [Reply([text("I can't help with that.")], "refusal"), Reply([text("never asked")])]
    result, server = run_stage(repo, script, monkeypatch)
    assert server.remaining == 1  # no second round after a refusal
    assert (result.verdict, result.classification) == ("FAIL_COMPILE", Classification.KERNEL)
    assert "1 builds failed" in result.message and "agent stopped: the model refused the task" in result.message
    assert agent_log(repo)["stops"] == ["refusal"]


def test_a_kernel_cut_at_max_tokens_is_never_written_and_the_stage_reports_it(
    repo: Path, port: str, cargo: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cut = Reply([cut_tool_use("write_file", {"path": KERNEL_RS, "content": port})], "max_tokens", output_tokens=16000)
    script = [cut, write(KERNEL_RS, port), write(REPORT, REPORT_TEXT), Reply([text("ported")])]
    result, server = run_stage(repo, script, monkeypatch)
    assert server.remaining == 0
    assert result.verdict == "COMPILED", result.message
    assert "1 agent replies cut at max_tokens mid-call (write_file)" in result.message
    assert result.metrics["agent_cut_calls"].value == 1
    log = agent_log(repo)
    assert log["cut_tool_calls"] == ["write_file"] and log["written"] == [KERNEL_RS, REPORT]


def test_a_failing_in_rust_test_is_fail_fixable_kernel(
    repo: Path, port: str, cargo: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    script = [write(KERNEL_RS, port + RUST_TEST.format(256)), write(REPORT, REPORT_TEXT), Reply([text("ported")])]
    result, _ = run_stage(repo, script, monkeypatch)
    assert (result.verdict, result.classification) == ("FAIL_FIXABLE", Classification.KERNEL), result.message
    assert "built, but the in-Rust tests failed" in result.message
    assert [v.name for v in result.validators] == ["cargo build 1", "cargo test"]
    assert "left: 512" in result.validators[-1].output_tail and "right: 256" in result.validators[-1].output_tail
    assert not (repo / CONFIG.run_dir(OP) / GENERATED).exists()  # no IR for a kernel whose own tests fail
    # It built: B gets another attempt with the failure in its task, instead of the run stopping.
    decision = Policy(CONFIG.effective_caps()).decide([AttemptRecord(Stage.WRITE_KERNEL, Purpose.INITIAL, result)])
    assert (decision.stage, decision.purpose) == (Stage.WRITE_KERNEL, Purpose.RESPAWN)


def test_host_code_in_the_kernel_is_refused_before_cargo_runs(
    repo: Path, port: str, cargo: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    launcher = '#[unsafe(no_mangle)]\npub unsafe extern "C" fn cutile_silu_and_mul() -> i32 {\n    0\n}\n'
    script = [write(KERNEL_RS, port + launcher), Reply([text("done")]), Reply([text("same")]), Reply([text("same")])]
    result, _ = run_stage(repo, script, monkeypatch)
    assert (result.verdict, result.classification) == ("FAIL_COMPILE", Classification.KERNEL)
    assert "kernel.rs must not contain 'extern \"C\"': the C-ABI launcher is stage D's ffi.rs" in result.message
    assert [v.exit_code for v in result.validators] == [-1, -1, -1]  # cargo never ran


def test_writes_outside_the_allowlist_are_refused_and_the_stage_completes(
    repo: Path, port: str, cargo: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    script = [
        write(f"{CRATE}/ffi.rs", "// host code is stage D's"),
        write("../../etc/tilebot-escape", "x"),
        write(KERNEL_RS, port),
        write(REPORT, REPORT_TEXT),
        Reply([text("done")]),
    ]
    result, _ = run_stage(repo, script, monkeypatch)
    assert result.verdict == "COMPILED", result.message
    assert "2 agent tool calls refused" in result.message and result.metrics["tool_refusals"].value == 2
    assert not (repo / CRATE / "ffi.rs").exists() and not (repo.parent.parent / "etc/tilebot-escape").exists()
    log = agent_log(repo)
    assert [r["tool"] for r in log["refusals"]] == ["write_file", "write_file"]
    assert "may write only" in log["refusals"][0]["reason"] and ".." in log["refusals"][1]["reason"]
    assert log["written"] == [KERNEL_RS, REPORT]


def test_a_compiled_port_that_differs_in_ir_goes_back_to_b_through_c(
    repo: Path, port: str, cargo: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    b, _ = run_stage(repo, [write(KERNEL_RS, port), write(REPORT, REPORT_TEXT), Reply([text("ported")])], monkeypatch)
    assert b.verdict == "COMPILED", b.message
    # Stage C, real: the mechanical diff of the real port against the reference (FTZ flags, latency hints).
    c_report = report_path(CONFIG, OP, Stage.IR_CHECK)
    c_script = [write(c_report, "VERDICT: FAIL_FIXABLE\n\n## Findings\n...\n"), Reply([text("explained")])]
    c, _ = run_stage(repo, c_script, monkeypatch, Stage.IR_CHECK)
    assert (c.verdict, c.classification) == ("FAIL_FIXABLE", Classification.KERNEL), c.message
    assert c.metrics["must_match"].value > 0
    history = [
        AttemptRecord(Stage.WRITE_KERNEL, Purpose.INITIAL, b),
        AttemptRecord(Stage.IR_CHECK, Purpose.INITIAL, c),
    ]
    decision = Policy(CONFIG.effective_caps()).decide(history)
    assert (decision.stage, decision.purpose) == (Stage.WRITE_KERNEL, Purpose.RESPAWN)  # B(2)


def test_a_contract_that_does_not_fit_the_entry_is_fail_fixable(
    repo: Path, port: str, cargo: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    wrong = json.loads(json.dumps(CONTRACT))
    del wrong[VARIANT]["args"]["hidden_size"]
    report = REPORT_TEXT.replace(json.dumps(CONTRACT, indent=2), json.dumps(wrong))
    result, _ = run_stage(repo, [write(KERNEL_RS, port), write(REPORT, report), Reply([text("ok")])], monkeypatch)
    assert (result.verdict, result.classification) == ("FAIL_FIXABLE", Classification.KERNEL)
    assert "`hidden_size: i32` needs a int argument" in result.message
    assert result.validators[-1].name == "ir dump" and result.validators[-1].exit_code == 1


def test_no_api_key_is_blocked_env(repo: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    result = stage_fn(Stage.WRITE_KERNEL)(context(repo))
    assert (result.verdict, result.classification, result.message) == (
        "BLOCKED",
        Classification.ENV,
        MISSING_KEY_MESSAGE,
    )
    assert not (repo / CRATE).exists()


def refused_op(repo: Path) -> int:
    """A left shift by a runtime amount, which cutile cannot write without an overflow flag the reference's shli
    lacks, put in the op's source: the translator refuses the kernel at the line returned."""
    source = repo / "src/tilegym/ops/cutile/silu_and_mul.py"
    text = source.read_text(encoding="utf-8")
    sigmoid = "    sigmoid_a = ct.truediv("
    assert sigmoid in text
    runtime_shift = "    shifted = ct.bitwise_lshift(offsets, offsets)\n"
    source.write_text(text.replace(sigmoid, runtime_shift + sigmoid))
    return text[: text.index(sigmoid)].count("\n") + 1


def test_auto_writer_hands_a_refused_op_to_the_agent_and_says_both(repo: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The translator refuses the kernel, and with no key the stage says both whys."""
    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    line = refused_op(repo)
    auto = stage_context(repo, OP, Stage.WRITE_KERNEL, config=RunConfig())
    result = stage_fn(Stage.WRITE_KERNEL)(auto)
    assert (result.verdict, result.classification, result.writer) == ("BLOCKED", Classification.ENV, "translator")
    assert (
        f"line {line}: ct.bitwise_lshift by a runtime amount" in result.message
        and MISSING_KEY_MESSAGE in result.message
    )
    assert not (repo / CRATE / "kernel.rs").exists()


def test_an_api_that_refuses_a_refused_op_says_both_whys_and_keeps_the_tokens(
    repo: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """As without a key when the API turns the key away (no credit) before the agent wrote anything: BLOCKED/env
    saying why the translator did not write the kernel either, and the turn the agent paid for recorded."""
    line = refused_op(repo)
    no_credit = Failure(400, "Your credit balance is too low to access the Anthropic API.")
    read = Reply([tool_use("read_file", {"path": f"{CRATE}/Cargo.toml"})], "tool_use", 1000)
    auto = stage_context(repo, OP, Stage.WRITE_KERNEL, config=RunConfig())
    result, server = run_with_model(auto, [read, no_credit], monkeypatch)
    assert server.remaining == 0
    assert (result.verdict, result.classification, result.writer) == ("BLOCKED", Classification.ENV, "translator")
    assert f"line {line}: ct.bitwise_lshift by a runtime amount" in result.message
    assert "and the agent cannot run: Anthropic API refused the request: HTTP 400" in result.message
    assert result.cost.tokens_in == 1000


def test_no_cargo_is_blocked_env(repo: Path, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.setenv("CARGO_HOME", str(tmp_path / "no-cargo"))
    result, server = run_stage(repo, [Reply([text("never asked")])], monkeypatch)
    assert (result.verdict, result.classification) == ("BLOCKED", Classification.ENV)
    assert result.message.startswith("cargo not found") and server.requests == []


def test_missing_analysis_is_blocked(repo: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    RunDir(repo / CONFIG.run_dir(OP)).analysis.unlink()
    result, server = run_stage(repo, [Reply([text("never asked")])], monkeypatch)
    assert result.verdict == "BLOCKED" and "stage A has not run" in result.message
    assert server.requests == []


def test_the_manifest_check_holds_the_pins() -> None:
    pins = CONFIG.target.crates
    assert manifest_problems(skeleton_manifest(OP, pins), pins) == []
    loose = skeleton_manifest(OP, pins).replace('cutile = "=0.2.0"', 'cutile = "0.2"')
    assert manifest_problems(loose, pins) == ["`cutile` must be \"=0.2.0\" from crates.io, got '0.2'"]
    local = skeleton_manifest(OP, pins).replace('cuda-core = "=0.2.0"', 'cuda-core = { path = "../cuda-core" }')
    assert any("path and git dependencies" in p for p in manifest_problems(local, pins))
    script = skeleton_manifest(OP, pins).replace("publish = false", 'publish = false\nbuild = "build.rs"')
    assert manifest_problems(script, pins) == ["a build script is not allowed in the kernel crate"]
    assert manifest_problems("[package", pins)[0].startswith("Cargo.toml is not valid TOML")


def test_auto_writer_sends_a_repeat_after_c_to_the_agent(repo: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """B(2) after C found fault: the translator would write the same kernel again, so the agent gets C's findings
    (here no key, so BLOCKED saying only that, and nothing of the translator)."""
    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    config = RunConfig()
    findings = repo / report_path(config, OP, Stage.IR_CHECK)
    findings.parent.mkdir(parents=True, exist_ok=True)
    findings.write_text("VERDICT: FAIL_FIXABLE\n", encoding="utf-8")
    result = stage_fn(Stage.WRITE_KERNEL)(stage_context(repo, OP, Stage.WRITE_KERNEL, config=config))
    assert (result.verdict, result.classification, result.message) == (
        "BLOCKED",
        Classification.ENV,
        MISSING_KEY_MESSAGE,
    )
    assert result.writer != "translator"


@pytest.mark.parametrize("writer", ["auto", "agent"])
def test_b2_after_its_own_fail_fixable_goes_to_the_agent_with_that_failure(
    writer: str, repo: Path, port: str, cargo: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """B(1) built but dumped no IR (FAIL_FIXABLE/kernel, which the routing sends to B again): B(2) acts on that
    failure like on C's or D's. With writer auto the translator, which would write the same kernel, does not run
    again: the agent gets its kernel to fix."""
    config = RunConfig.model_validate({"agents": {"writer": writer}})
    b1_writer = "translator" if writer == "auto" else "agent"
    ctx1 = stage_context(repo, OP, Stage.WRITE_KERNEL, config=config, attempt=1)
    failed = "built, but no Tile IR: launch contract: variant silu_and_mul_kernel_row_wise names no entry kernel.rs has"
    b1 = ctx1.result("FAIL_FIXABLE", failed, classification=Classification.KERNEL, writer=b1_writer)
    write_result_file(ctx1.attempt_dir, b1)
    decision = Policy(config.effective_caps()).decide([AttemptRecord(Stage.WRITE_KERNEL, Purpose.INITIAL, b1)])
    assert decision.stage is Stage.WRITE_KERNEL

    def first_turn(body: dict[str, Any]) -> Reply:
        task = task_text(body)
        by = "tilebot's translator" if writer == "auto" else "the agent"
        assert f"This stage's previous kernel, written by {by}, (attempt 1) ended FAIL_FIXABLE/kernel: {failed}" in task
        assert "start from them and fix what these checks found" in task
        return write(KERNEL_RS, port)

    ctx2 = stage_context(repo, OP, Stage.WRITE_KERNEL, config=config, attempt=2)
    b2, server = run_with_model(ctx2, [first_turn, write(REPORT, REPORT_TEXT), Reply([text("fixed")])], monkeypatch)
    assert server.remaining == 0
    assert (b2.verdict, b2.writer) == ("COMPILED", "agent"), b2.message


# ------------------------------------------- B(2) after C found its IR stale: the kernel.rs pushed to the branch

PORTED = "softmax"  # the example target's op, translated by B(1); its reference IR from the H200 run
AUTO = RunConfig()  # writer "auto", the default


@pytest.fixture(scope="module")
def softmax_analysed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The example target with stage A's analysis and reference IR of softmax, as the H200 run committed them."""
    root = Path(shutil.copytree(EXAMPLE, tmp_path_factory.mktemp("example") / "repo"))
    shutil.copytree(committed_run(PORTED, AUTO) / "reference", root / AUTO.run_dir(PORTED) / "reference")
    return root


@pytest.fixture
def softmax_repo(softmax_analysed: Path, tmp_path: Path) -> Path:
    return Path(shutil.copytree(softmax_analysed, tmp_path / "repo", symlinks=True))


def attempt(repo: Path, stage: Stage, number: int, config: RunConfig = AUTO) -> StageResult:
    """One attempt as the runner runs it, no API key: the stage, then its stage_result.json in its attempt's dir."""
    ctx = stage_context(repo, PORTED, stage, config=config, attempt=number)
    result = stage_fn(stage)(ctx)
    write_result_file(ctx.attempt_dir, result)
    return result


def pushed_edit(repo: Path, broken: str = "") -> tuple[bytes, list[AttemptRecord]]:
    """B(1), the translator's (writer auto); then a person's push to kernel.rs (masked lanes padded with zero instead
    of -inf: softmax over them is wrong; ``broken`` appended); then C, which finds B's IR stale. Returns the edit
    and the attempts."""
    b1 = attempt(repo, Stage.WRITE_KERNEL, 1)
    assert (b1.verdict, b1.writer) == ("COMPILED", "translator"), b1.message
    kernel_rs = repo / AUTO.kernel_crate(PORTED) / "kernel.rs"
    text = kernel_rs.read_text(encoding="utf-8")
    assert "padding::NegInf" in text
    kernel_rs.write_text(text.replace("padding::NegInf", "padding::Zero") + broken, encoding="utf-8")
    c1 = attempt(repo, Stage.IR_CHECK, 1)
    assert (c1.verdict, c1.classification) == ("FAIL_FIXABLE", Classification.KERNEL), c1.message
    assert [v.name for v in c1.validators_failed] == ["IR source"] and "changed after B dumped" in c1.message
    history = [
        AttemptRecord(Stage.WRITE_KERNEL, Purpose.INITIAL, b1),
        AttemptRecord(Stage.IR_CHECK, Purpose.INITIAL, c1),
    ]
    decision = Policy(AUTO.effective_caps()).decide(history)
    assert (decision.stage, decision.purpose) == (Stage.WRITE_KERNEL, Purpose.RESPAWN)  # B(2)
    return kernel_rs.read_bytes(), history


def test_b2_after_an_environment_that_stopped_b1_translates_afresh(
    softmax_repo: Path, cargo: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """B(1) judged no kernel (BLOCKED/env: the runner's toolchain); once that is fixed, /retry B under writer auto
    translates again with zero tokens, instead of sending the op to an agent (which this run has no key for)."""
    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    ctx1 = stage_context(softmax_repo, PORTED, Stage.WRITE_KERNEL, config=AUTO, attempt=1)
    blocked = ctx1.result("BLOCKED", "cargo not found", classification=Classification.ENV, writer="translator")
    write_result_file(ctx1.attempt_dir, blocked)
    b2 = attempt(softmax_repo, Stage.WRITE_KERNEL, 2)
    assert (b2.verdict, b2.writer, b2.cost.tokens) == ("COMPILED", "translator", 0), b2.message


@pytest.mark.parametrize("writer", ["auto", "translator", "agent"])
def test_b2_rebuilds_the_kernel_rs_pushed_to_the_branch_as_it_is_and_c_then_judges_that_edit(
    writer: str, softmax_repo: Path, cargo: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Whoever writes B's kernels, a kernel.rs pushed to the branch after B's dump is the kernel: B(2) neither
    translates again (which replaced the edit unseen, and C passed the translation) nor needs an agent; it builds
    and dumps that file byte for byte, and C's diff of the new IR catches the edit's padding bug."""
    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    config = RunConfig.model_validate({"agents": {"writer": writer}})
    run_dir = RunDir(softmax_repo / config.run_dir(PORTED))
    ir = run_dir.generated / "softmax_kernel.mlir"
    edited, history = pushed_edit(softmax_repo)
    before = ir.read_text(encoding="utf-8")
    kernel_rs = softmax_repo / config.kernel_crate(PORTED) / "kernel.rs"

    b2 = attempt(softmax_repo, Stage.WRITE_KERNEL, 2, config)
    assert (b2.verdict, b2.classification, b2.writer) == ("COMPILED", None, "branch"), b2.message
    assert "rebuilt the branch's" in b2.message and "written by neither translator nor agent" in b2.message
    assert b2.cost.tokens == 0 and not b2.validators_failed
    assert [v.name for v in b2.validators] == ["cargo build", "cargo test", "parse generated/softmax_kernel.mlir"]
    assert kernel_rs.read_bytes() == edited  # kept byte for byte
    record = IrSource.model_validate_json(run_dir.ir_source.read_text(encoding="utf-8"))
    assert record.kernel_rs_sha256 == source_sha256(kernel_rs)
    check_ir_source(run_dir.root, kernel_rs)
    after = ir.read_text(encoding="utf-8")
    assert "padding_value = neg_inf" in before and "padding_value = neg_inf" not in after
    assert "padding_value = zero" in after  # dumped from the edit
    report = (softmax_repo / report_path(config, PORTED, Stage.WRITE_KERNEL)).read_text(encoding="utf-8")
    assert "the branch's kernel.rs rebuilt as it is" in report.splitlines()[0]
    assert f"```json {CONTRACT_TAG}" in report and "stage C (attempt 1) found that IR stale" in report

    history.append(AttemptRecord(Stage.WRITE_KERNEL, Purpose.RESPAWN, b2))
    assert Policy(config.effective_caps()).decide(history).stage is Stage.IR_CHECK  # C(2) judges the rebuilt edit
    c2 = attempt(softmax_repo, Stage.IR_CHECK, 2, config)
    assert (c2.verdict, c2.classification) == ("FAIL_FIXABLE", Classification.KERNEL), c2.message
    assert not c2.validators_failed and c2.metrics["must_match"].value == 1
    diff = parse_as(IrDiffReport, run_dir.ir_diff_json.read_text(encoding="utf-8"), source="ir_diff.json")
    [finding] = [f for v in diff.variants for f in v.findings if f.severity == "must_match"]
    assert (finding.category, finding.owner) == ("mask_padding", "kernel")
    assert "`neg_inf` in the reference, `zero` in the candidate" in finding.message


def test_a_pushed_kernel_rs_that_fails_goes_to_the_agent_told_why_b_runs_again(
    softmax_repo: Path, cargo: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The edit does not build: with writer auto the agent gets it, with C's stale verdict (C wrote no diff and no
    report, so its result is the only record of why B runs again) and the failed build of the branch's file, and
    repairs that file; the translator never writes over it."""
    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    kernel_rs = softmax_repo / AUTO.kernel_crate(PORTED) / "kernel.rs"
    rel = kernel_rs.relative_to(softmax_repo).as_posix()
    edited = pushed_edit(softmax_repo, broken=BROKEN_KERNEL)[0].decode()
    repaired = edited.replace(BROKEN_KERNEL, "")

    def first_turn(body: dict[str, Any]) -> Reply:
        task = task_text(body)
        assert "Stage C, before diffing any IR, (attempt 1) ended FAIL_FIXABLE/kernel" in task
        assert "softmax_kernel/kernel.rs changed after B dumped the generated IR from it" in task
        assert "This stage, building the branch's kernel.rs as it is, (attempt 2) ended FAIL_COMPILE/kernel" in task
        assert "error[E0308]: mismatched types" in task and "start from it, keep what it changed" in task
        assert kernel_rs.read_text(encoding="utf-8") == edited  # the agent starts from the pushed file
        return write(rel, repaired)

    ctx = stage_context(softmax_repo, PORTED, Stage.WRITE_KERNEL, config=AUTO, attempt=2)
    b2, server = run_with_model(ctx, [first_turn, Reply([text("removed the broken function")])], monkeypatch)
    assert server.remaining == 0
    assert (b2.verdict, b2.writer) == ("COMPILED", "agent"), b2.message
    assert b2.message.startswith("repaired the branch's kernel.rs, which failed as it was")
    assert kernel_rs.read_text(encoding="utf-8") == repaired and "padding::Zero" in repaired
    check_ir_source(ctx.run_dir, kernel_rs)
    assert "padding_value = zero" in (RunDir(ctx.run_dir).generated / "softmax_kernel.mlir").read_text()


def test_a_pushed_kernel_rs_that_fails_keeps_its_verdict_when_the_api_refuses_the_agent(
    softmax_repo: Path, cargo: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """As without a key: the API turns the key away before the agent wrote anything, so the branch's file, unrepaired,
    keeps the verdict B's checks gave it (not BLOCKED/env), with the tokens spent."""
    edited = pushed_edit(softmax_repo, broken=BROKEN_KERNEL)[0]
    no_credit = Failure(400, "Your credit balance is too low to access the Anthropic API.")
    read = Reply([tool_use("read_file", {"path": f"{AUTO.kernel_crate(PORTED)}/kernel.rs"})], "tool_use", 1000)
    ctx = stage_context(softmax_repo, PORTED, Stage.WRITE_KERNEL, config=AUTO, attempt=2)
    b2, server = run_with_model(ctx, [read, no_credit], monkeypatch)
    assert server.remaining == 0
    assert (b2.verdict, b2.classification, b2.writer) == ("FAIL_COMPILE", Classification.KERNEL, "branch")
    assert b2.message.startswith("no agent to repair it (Anthropic API refused the request: HTTP 400")
    assert "rebuilt the branch's" in b2.message
    assert b2.cost.tokens_in == 1000
    assert (softmax_repo / AUTO.kernel_crate(PORTED) / "kernel.rs").read_bytes() == edited


def test_b2_translates_again_when_the_kernel_rs_was_deleted_on_the_branch(
    softmax_repo: Path, cargo: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A person deleted kernel.rs: C finds B's IR stale (its source is missing), and with no file on the branch to
    rebuild, B(2) (writer auto, no key: C wrote no report to hand an agent) translates again, and its message and
    report say why (not an ordinary translation); C(2) then diffs the IR of that translation, recorded as dumped from
    the restored kernel.rs."""
    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    run_dir = RunDir(softmax_repo / AUTO.run_dir(PORTED))
    kernel_rs = softmax_repo / AUTO.kernel_crate(PORTED) / "kernel.rs"
    b1 = attempt(softmax_repo, Stage.WRITE_KERNEL, 1)
    assert (b1.verdict, b1.writer) == ("COMPILED", "translator"), b1.message
    translated = kernel_rs.read_bytes()
    kernel_rs.unlink()
    c1 = attempt(softmax_repo, Stage.IR_CHECK, 1)
    assert (c1.verdict, c1.classification) == ("FAIL_FIXABLE", Classification.KERNEL), c1.message
    assert [v.name for v in c1.validators_failed] == ["IR source"] and "kernel.rs, which B dumped" in c1.message
    history = [
        AttemptRecord(Stage.WRITE_KERNEL, Purpose.INITIAL, b1),
        AttemptRecord(Stage.IR_CHECK, Purpose.INITIAL, c1),
    ]
    decision = Policy(AUTO.effective_caps()).decide(history)
    assert (decision.stage, decision.purpose) == (Stage.WRITE_KERNEL, Purpose.RESPAWN)

    b2 = attempt(softmax_repo, Stage.WRITE_KERNEL, 2)
    assert (b2.verdict, b2.classification, b2.writer) == ("COMPILED", None, "translator"), b2.message
    kernel = f"`{AUTO.kernel_crate(PORTED)}/kernel.rs`"
    assert b2.message.startswith(f"{kernel} was deleted on the run's branch"), b2.message
    assert "stage C (attempt 1) found B's IR stale" in b2.message and "translated again (0 tokens)" in b2.message
    assert b2.cost.tokens == 0 and not b2.validators_failed
    assert [v.name for v in b2.validators] == ["cargo build", "cargo test", "parse generated/softmax_kernel.mlir"]
    assert kernel_rs.read_bytes() == translated
    check_ir_source(run_dir.root, kernel_rs)  # the new dump's record names the restored file
    report = (softmax_repo / report_path(AUTO, PORTED, Stage.WRITE_KERNEL)).read_text(encoding="utf-8")
    assert "written by tilebot's translator" in report.splitlines()[0] and "rebuilt as it is" not in report
    assert f"{kernel} was deleted on the run's branch" in report and "stage C (attempt 1) found that IR stale" in report
    assert "translated the op again" in report

    history.append(AttemptRecord(Stage.WRITE_KERNEL, Purpose.RESPAWN, b2))
    assert Policy(AUTO.effective_caps()).decide(history).stage is Stage.IR_CHECK
    c2 = attempt(softmax_repo, Stage.IR_CHECK, 2)
    assert c2.verdict in {"PASS", "PASS_WITH_NOTES"} and not c2.validators_failed, c2.message
    assert c2.metrics["must_match"].value == 0


def test_a_rebuild_replaces_the_note_an_earlier_rebuild_put_on_the_report(
    softmax_repo: Path, cargo: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two rounds of C's stale verdict and B's rebuild of the branch's kernel.rs (here one B refuses before cargo runs:
    host code in it): the report describes the kernel as it is now, so it keeps one note, the last round's, above the
    report B(1) wrote, once."""
    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    report = softmax_repo / report_path(AUTO, PORTED, Stage.WRITE_KERNEL)
    b1_report = (committed_run(PORTED, AUTO) / "reports/write_kernel.md").read_text(encoding="utf-8")
    report.parent.mkdir(parents=True, exist_ok=True)
    report.write_text(b1_report, encoding="utf-8")
    crate = softmax_repo / AUTO.kernel_crate(PORTED)
    crate.mkdir(parents=True)
    (crate / "Cargo.toml").write_text(skeleton_manifest(PORTED, AUTO.target.crates), encoding="utf-8")
    (crate / "kernel.rs").write_text('pub extern "C" fn launch() {}\n', encoding="utf-8")
    run_dir = softmax_repo / AUTO.run_dir(PORTED)
    ir = RunDir(run_dir).generated / "softmax_kernel.mlir"
    ir.parent.mkdir(parents=True)
    shutil.copyfile(committed_run(PORTED, AUTO) / "generated" / ir.name, ir)  # B(1)'s IR
    record_ir_source(run_dir, "0" * 64)  # dumped from a kernel.rs that is not the branch's
    for number in (1, 2):
        c = attempt(softmax_repo, Stage.IR_CHECK, number)
        assert [v.name for v in c.validators_failed] == ["IR source"], c.message
        b = attempt(softmax_repo, Stage.WRITE_KERNEL, number + 1)
        assert (b.verdict, b.writer) == ("FAIL_COMPILE", "branch") and "must not contain 'extern" in b.message
        text = report.read_text(encoding="utf-8")
        assert text.count("the branch's kernel.rs rebuilt as it is") == 1, text
        assert f"stage C (attempt {number}) found that IR stale" in text
        assert text.endswith(b1_report) and text.count(b1_report.splitlines()[0]) == 1
    assert "stage C (attempt 1)" not in text
    # A report that starts like a note but lost its end (an agent's rewrite) is kept whole, contract and all.
    rewritten = text.replace("\n\n---\n\n", "\n\n")
    report.write_text(rewritten, encoding="utf-8")
    attempt(softmax_repo, Stage.IR_CHECK, 3)
    attempt(softmax_repo, Stage.WRITE_KERNEL, 4)
    assert report.read_text(encoding="utf-8").endswith(rewritten)


def registry_versions(lock: Path) -> set[tuple[str, str]]:
    return {(p["name"], p["version"]) for p in tomllib.loads(lock.read_text())["package"] if "source" in p}


def tool_result(body: dict[str, Any]) -> tuple[str, bool]:
    """The last tool result the agent got: its text and whether it is an error."""
    [block] = body["messages"][-1]["content"]
    assert block["type"] == "tool_result"
    return str(block["content"]), bool(block.get("is_error"))


def call(name: str, check: Any = None) -> Any:
    """A turn that calls ``name``; ``check(previous tool result, is_error)`` asserts on what the last call returned."""

    def step(body: dict[str, Any]) -> Reply:
        if check is not None:
            check(*tool_result(body))
        return Reply([tool_use(name, {})], "tool_use")

    return step


def then(reply: Reply, check: Any) -> Any:
    def step(body: dict[str, Any]) -> Reply:
        check(*tool_result(body))
        return reply

    return step


def expect_error(*needles: str) -> Any:
    def check(content: str, is_error: bool) -> None:
        assert is_error, content
        for needle in needles:
            assert needle in content, content

    return check


def expect_ok(*needles: str) -> Any:
    def check(content: str, is_error: bool) -> None:
        assert not is_error, content
        for needle in needles:
            assert needle in content, content

    return check


def test_a_signature_left_open_is_a_contract_error_the_agent_can_fix(
    repo: Path, port: str, cargo: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A `>` missing after the entry's generics: check_contract says the signature runs to the end of its module (a
    tool error the agent acts on), instead of the parser's IndexError ending the stage with its tokens lost."""
    typo = port.replace("const BLOCK_SIZE: i32>(", "const BLOCK_SIZE: i32(")
    assert typo != port
    script = [
        write(KERNEL_RS, typo),
        write(REPORT, REPORT_TEXT),
        call("check_contract"),
        then(
            write(KERNEL_RS, port),
            expect_error(
                "fn `silu_and_mul_kernel`: its signature runs to the end of its module (a bracket left open?)"
            ),
        ),
        Reply([text("closed the generics")]),
    ]
    result, server = run_stage(repo, script, monkeypatch)
    assert server.remaining == 0
    assert result.verdict == "COMPILED", result.message


def test_b_builds_tests_checks_the_contract_and_diffs_its_ir_inside_its_loop(
    repo: Path, port: str, cargo: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every loop tool's error and success path, in one conversation, with the stage's own cargo environment: no
    CUDA_TOOLKIT_PATH in the environment (the stage finds the headers), and the stage's seeded Cargo.lock."""
    monkeypatch.delenv("CUDA_TOOLKIT_PATH", raising=False)
    guessed = json.loads(json.dumps(CONTRACT))
    guessed[VARIANT]["grid"] = [128, 1, 1]  # a plausible guess the harness rejects
    bad_arg = json.loads(json.dumps(CONTRACT))
    tensor_like = {"kind": "int", "value": 512, "shape": [512]}
    bad_arg[VARIANT]["args"]["hidden_size"] = tensor_like
    script = [
        call("build"),  # nothing written yet
        then(write(KERNEL_RS, BROKEN_KERNEL), expect_error("cargo build FAILED", "kernel.rs not written")),
        call("build"),
        then(write(KERNEL_RS, port + RUST_TEST.format(256)), expect_error("error[E0308]: mismatched types")),
        call("cargo_test"),
        then(write(KERNEL_RS, port + RUST_TEST.format(512)), expect_error("cargo test FAILED", "right: 256")),
        call("build"),
        call("cargo_test", expect_ok("cargo build succeeded")),
        call("check_contract", expect_ok("1 tests passed")),
        call("ir_diff", expect_error("no report", "so no launch contract")),
        then(
            write(REPORT, REPORT_TEXT.replace(json.dumps(CONTRACT, indent=2), json.dumps(guessed))),
            expect_error("call dump_ir first"),
        ),
        call("check_contract"),
        call(
            "dump_ir",
            expect_error(
                f"{VARIANT}: unknown key 'grid'; allowed keys: args, const_grid, function, generics, module, options"
            ),
        ),
        then(
            write(REPORT, REPORT_TEXT.replace(json.dumps(CONTRACT, indent=2), json.dumps(bad_arg))),
            expect_error("no dump: launch contract", "unknown key 'grid'"),
        ),
        call("check_contract"),
        then(
            write(REPORT, REPORT_TEXT),
            expect_error(f"{VARIANT}.args.hidden_size (int): unknown key 'shape'; allowed keys: kind, value"),
        ),
        call("check_contract"),
        call("dump_ir", expect_ok(f"the launch contract fits: {VARIANT} -> ")),
        call("ir_diff", expect_ok(f"{VARIANT}: {CONFIG.run_dir(OP)}/attempts/write_kernel-1/ir-tool/{VARIANT}.mlir")),
        then(
            write(KERNEL_RS, port + "\n// touched\n"),
            expect_ok("IR diff verdict: FAIL_FIXABLE, owner kernel", "must-match", f"## {VARIANT}"),
        ),
        call("ir_diff"),
        then(Reply([text("ported")]), expect_error("kernel.rs changed since the last dump_ir")),
    ]
    result, server = run_stage(repo, script, monkeypatch)
    assert server.remaining == 0
    assert result.verdict == "COMPILED", result.message
    assert (
        result.metrics["builds"].value == 1
    )  # the stage's own build after the loop; the tools' builds are the agent's
    # The tool IR is the agent's scratch (the attempt's directory); the IR C reads is the stage's own dump.
    run_dir = repo / CONFIG.run_dir(OP)
    assert (run_dir / f"attempts/write_kernel-1/ir-tool/{VARIANT}.mlir").is_file() and (run_dir / GENERATED).is_file()
    # The writer's builds used the stage's lock file: the harness's seed for these pins, not a fresh resolution.
    seed = harness._seed_path(CONFIG.target.crates, os.environ)
    assert registry_versions(repo / CRATE / "Cargo.lock") <= registry_versions(seed)
    calls = agent_log(repo)
    assert calls["refusals"] == []
