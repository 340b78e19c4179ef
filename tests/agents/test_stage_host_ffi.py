"""Stage D on a CPU machine, and the scripted B -> D chain: real stage-A analysis, real cargo builds of the
kernel crate and of the cdylib, the agent on the scripted Messages API server.

The files the agents "write" are NVIDIA's own cutile-rs silu_and_mul port from the PyPI tilegym 1.5.1 wheel
(kernel.rs for B, ffi.rs for D, read from the generated repository before the stage starts from nothing)
and our ctypes wrapper (tests/support/ports). The wheel's shared ``ffi_util.rs`` stays in the repository,
as in a TileGym checkout. Without a GPU, D builds, checks the exported symbol and the wrapper, and stops
BLOCKED/env at correctness: that is what CI can show. The GPU half runs in tests/gpu.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import zipfile
from pathlib import Path
from typing import Any

import pytest

from tests.agents.messages_server import Reply, task_text, text, tool_use
from tests.agents.test_stage_write_kernel import REPORT_TEXT as B_REPORT_TEXT
from tests.agents.test_stage_write_kernel import call, expect_error, expect_ok, then
from tests.support.stage_context import run_with_model, stage_context
from tests.support.tilegym_target import build, fetch_wheel
from tilebot.bot.routing import AttemptRecord, End, Policy, Purpose
from tilebot.core.config import RunConfig
from tilebot.core.result import StageResult
from tilebot.core.rundir import RunDir
from tilebot.core.stages import Classification, Stage
from tilebot.runner.agents.policies import report_path
from tilebot.runner.agents.rulebook import rulebook
from tilebot.runner.analysis.analyze_op import analyze
from tilebot.runner.artifacts import write_result_file
from tilebot.runner.targets.cutile_rs import cdylib_crate
from tilebot.runner.targets.cutile_rs.toolchain import find_cargo

OP = "silu_and_mul"
CONFIG = RunConfig.model_validate({"agents": {"writer": "agent"}})  # these tests are about the agent's path
RUST = CONFIG.layout.rust_ops_dir
CRATE = CONFIG.kernel_crate(OP)
CDYLIB = cdylib_crate.cdylib_dir(CONFIG)
FFI_RS = f"{CRATE}/ffi.rs"
LIB_RS = f"{CDYLIB}/src/lib.rs"
WRAPPER = f"{RUST}/{OP}.py"
D_REPORT = report_path(CONFIG, OP, Stage.HOST_FFI)
B_REPORT = report_path(CONFIG, OP, Stage.WRITE_KERNEL)
WRAPPER_TEXT = (Path(__file__).parents[1] / "support/ports/silu_and_mul_wrapper.py").read_text(encoding="utf-8")
LIB_TEXT = (
    "//! cutile-rs ports in this repository.\n"
    '#[path = "../../ffi_util.rs"]\nmod ffi_util;\n\n'
    'mod silu_and_mul {\n    include!("../../silu_and_mul_kernel/kernel.rs");\n'
    '    include!("../../silu_and_mul_kernel/ffi.rs");\n}\n'
)
D_REPORT_TEXT = "## Launcher\ncutile_silu_and_mul\n## Wrapper\nctypes\n## Build\nby the stage\n"


@pytest.fixture(scope="module")
def analysed(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str, str]:
    """The TileGym-layout repository analysed by stage A, without the port; the port's kernel.rs and ffi.rs."""
    cache = getattr(request.config, "cache", None)
    wheel = fetch_wheel(cache.mkdir("tilegym-wheel") if cache else tmp_path_factory.mktemp("wheel"))
    root = build(tmp_path_factory.mktemp("tilegym") / "repo", wheel)
    kernel = (root / CRATE / "kernel.rs").read_text(encoding="utf-8")
    ffi = (root / FFI_RS).read_text(encoding="utf-8")
    shutil.rmtree(root / CRATE)
    shutil.rmtree(root / CDYLIB)
    (root / WRAPPER).unlink()
    run_dir = root / CONFIG.run_dir(OP)
    analysis = analyze(root, OP, CONFIG, run_dir)
    RunDir(run_dir).analysis.write_text(analysis.model_dump_json(indent=2), encoding="utf-8")
    return root, kernel, ffi


@pytest.fixture(scope="module")
def tilegym_manifest(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> str:
    """TileGym's own shared cdylib manifest, as the wheel ships it: no [workspace] table."""
    cache = getattr(request.config, "cache", None)
    wheel = fetch_wheel(cache.mkdir("tilegym-wheel") if cache else tmp_path_factory.mktemp("wheel"))
    with zipfile.ZipFile(wheel) as archive:
        return archive.read("tilegym/ops/cutile_rs/cutile_kernels/Cargo.toml").decode()


@pytest.fixture
def repo(analysed: tuple[Path, str, str], tmp_path: Path) -> Path:
    return Path(shutil.copytree(analysed[0], tmp_path / "repo", symlinks=True))


@pytest.fixture
def port(analysed: tuple[Path, str, str]) -> tuple[str, str]:
    return analysed[1], analysed[2]


@pytest.fixture(autouse=True)
def cargo() -> Path:
    found = find_cargo()
    if found is None:
        pytest.skip("cargo is not installed (install Rust >= 1.89 with rustup to build cutile-rs crates)")
    return found


def write(path: str, content: str) -> Reply:
    return Reply([tool_use("write_file", {"path": path, "content": content})], "tool_use")


def run_stage(repo: Path, stage: Stage, script: list[Any], monkeypatch: pytest.MonkeyPatch) -> StageResult:
    result, server = run_with_model(stage_context(repo, OP, stage, config=CONFIG), script, monkeypatch)
    assert server.remaining == 0
    return result


def b_then(repo: Path, kernel: str, monkeypatch: pytest.MonkeyPatch) -> StageResult:
    script = [write(f"{CRATE}/kernel.rs", kernel), write(B_REPORT, B_REPORT_TEXT), Reply([text("ported")])]
    return run_stage(repo, Stage.WRITE_KERNEL, script, monkeypatch)


def test_b_then_d_builds_the_cdylib_and_stops_at_correctness_without_a_gpu(
    repo: Path, port: tuple[str, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    kernel, ffi = port
    b = b_then(repo, kernel, monkeypatch)
    assert b.verdict == "COMPILED", b.message
    history = [AttemptRecord(Stage.WRITE_KERNEL, Purpose.INITIAL, b)]
    policy = Policy(CONFIG.effective_caps())
    assert policy.decide(history).stage is Stage.IR_CHECK  # every kernel is IR-checked before a GPU runs it
    c = StageResult.model_validate(
        {"run_id": b.run_id, "stage": "ir_check", "attempt": 1, "verdict": "PASS", "message": "no finding"}
    )
    history.append(AttemptRecord(Stage.IR_CHECK, Purpose.INITIAL, c))
    assert policy.decide(history).stage is Stage.HOST_FFI

    def first_turn(body: dict[str, Any]) -> Reply:
        task = task_text(body)
        assert f"`{cdylib_crate.launcher_symbol(OP)}`" in task and "$CUTILE_KERNELS_LIB" in task
        return Reply([tool_use("read_file", {"path": f"{CDYLIB}/Cargo.toml"})], "tool_use")

    d_script = [
        first_turn,
        write(f"{CRATE}/kernel.rs", "// the kernel is B's"),  # refused: not D's file
        write(FFI_RS, ffi),
        write(LIB_RS, LIB_TEXT),
        write(WRAPPER, WRAPPER_TEXT),
        write(D_REPORT, D_REPORT_TEXT),
        Reply([text("host side written")]),
    ]
    d = run_stage(repo, Stage.HOST_FFI, d_script, monkeypatch)
    assert (d.verdict, d.classification) == ("BLOCKED", Classification.ENV), d.message
    assert "built libcutile_kernels.so exporting cutile_silu_and_mul (sha256 " in d.message
    assert "; correctness: " in d.message
    # The build the GPU half loads is under the run directory with its hash, as D's build job commits it.
    built = json.loads(RunDir(repo / CONFIG.run_dir(OP)).build_manifest.read_text())
    library = RunDir(repo / CONFIG.run_dir(OP)).build / built["name"]
    assert hashlib.sha256(library.read_bytes()).hexdigest() == built["sha256"] and built["sha256"][:12] in d.message
    assert built["launchers"] == [cdylib_crate.launcher_symbol(OP)]
    kinds = {a.kind for a in d.artifacts}
    assert {"cdylib", "build"} <= kinds
    assert "1 agent tool calls refused" in d.message
    assert [v.name for v in d.validators] == ["cargo build 1", "exported symbol", "wrapper"]
    assert not d.validators_failed
    assert (repo / CRATE / "kernel.rs").read_text() == kernel  # the refused write changed nothing
    manifest = (repo / CDYLIB / "Cargo.toml").read_text()
    assert 'crate-type = ["cdylib"]' in manifest and 'cutile = "=0.2.0"' in manifest  # seeded by the stage
    assert "- Result: SUCCESS" in (repo / CONFIG.run_dir(OP) / "reports/host_build_log.md").read_text()
    log = json.loads((repo / CONFIG.run_dir(OP) / "attempts/host_ffi-1/agent_log.json").read_text())
    assert log["written"] == [FFI_RS, LIB_RS, WRAPPER, D_REPORT]
    assert "may write only" in log["refusals"][0]["reason"]
    # D BLOCKED/env: a broken machine stops the run; nobody guesses.
    decision = policy.decide([*history, AttemptRecord(Stage.HOST_FFI, Purpose.INITIAL, d)])
    assert decision.end is End.STOP


def test_a_launcher_under_the_wrong_name_is_a_host_failure_that_d_fixes(
    repo: Path, port: tuple[str, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    kernel, ffi = port
    b = b_then(repo, kernel, monkeypatch)
    renamed = ffi.replace("fn cutile_silu_and_mul(", "fn cutile_silu_mul(")
    assert renamed != ffi
    script = [write(FFI_RS, renamed), write(LIB_RS, LIB_TEXT), write(WRAPPER, WRAPPER_TEXT), Reply([text("done")])]
    d = run_stage(repo, Stage.HOST_FFI, script, monkeypatch)
    assert (d.verdict, d.classification) == ("FAIL", Classification.HOST), d.message
    assert "cutile_silu_and_mul is not exported (cutile_ symbols: ['cutile_silu_mul'])" in d.message
    history = [AttemptRecord(Stage.WRITE_KERNEL, Purpose.INITIAL, b), AttemptRecord(Stage.HOST_FFI, Purpose.INITIAL, d)]
    decision = Policy(CONFIG.effective_caps()).decide(history)
    assert (decision.stage, decision.purpose) == (Stage.HOST_FFI, Purpose.RESPAWN)  # D(2)


def test_a_manifest_that_is_not_a_cdylib_fails_every_build_without_running_cargo(
    repo: Path, port: tuple[str, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    kernel, _ = port
    (repo / CRATE).mkdir(parents=True)
    (repo / CRATE / "kernel.rs").write_text(kernel)
    rlib = cdylib_crate.skeleton_manifest(CONFIG.target.crates).replace('crate-type = ["cdylib"]\n', "")
    script = [
        write(f"{CDYLIB}/Cargo.toml", rlib),
        call("build"),  # the stage's own pre-build check answers inside the loop
        then(Reply([text("done")]), expect_error("cargo build FAILED (exit -1)", 'crate-type = ["cdylib"]')),
    ] + [Reply([text("no change")])] * 2
    d = run_stage(repo, Stage.HOST_FFI, script, monkeypatch)
    assert (d.verdict, d.classification) == ("FAIL", Classification.HOST)
    assert "3 builds failed" in d.message and 'crate-type = ["cdylib"]' in d.message
    assert [v.exit_code for v in d.validators] == [-1, -1, -1]


def test_tilegym_s_own_cdylib_manifest_builds_at_the_first_try(
    repo: Path, port: tuple[str, str], tilegym_manifest: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """TileGym's manifest lacks [workspace]: the stage adds it before the agent starts, so the first build runs cargo
    (before, every first build was refused before cargo ran and the prompt never said why)."""
    assert "workspace" not in tilegym_manifest
    kernel, ffi = port
    (repo / CRATE).mkdir(parents=True)
    (repo / CRATE / "kernel.rs").write_text(kernel)
    (repo / CDYLIB / "src").mkdir(parents=True)
    (repo / CDYLIB / "Cargo.toml").write_text(tilegym_manifest)

    def first_turn(body: dict[str, Any]) -> Reply:
        assert body["system"][0]["text"] == rulebook(Stage.HOST_FFI)  # D's rulebook, which says why [workspace]
        assert "## Rules for the cdylib manifest" in body["system"][1]["text"]
        return write(FFI_RS, ffi)

    script = [first_turn, write(LIB_RS, LIB_TEXT), write(WRAPPER, WRAPPER_TEXT), Reply([text("done")])]
    d = run_stage(repo, Stage.HOST_FFI, script, monkeypatch)
    assert d.validators[0].name == "cargo build 1" and d.validators[0].exit_code == 0, d.validators[0].output_tail
    manifest = (repo / CDYLIB / "Cargo.toml").read_text()
    assert manifest.startswith(tilegym_manifest.rstrip("\n")) and manifest.rstrip().endswith("[workspace]")


CHAIN = RunConfig.model_validate({"agents": {"writer": "agent"}, "caps": {"ir_check": 1}})  # B(2) goes to D
C_REPORT = report_path(CHAIN, OP, Stage.IR_CHECK)
GENERATED_IR = f"{CHAIN.run_dir(OP)}/generated/silu_and_mul_kernel_row_wise.mlir"


def chain_stage(repo: Path, stage: Stage, attempt: int, script: list[Any], monkeypatch: pytest.MonkeyPatch) -> Any:
    """One attempt as the runner runs it: the stage, then its stage_result.json in the attempt's directory."""
    ctx = stage_context(repo, OP, stage, config=CHAIN, attempt=attempt)
    result, server = run_with_model(ctx, script, monkeypatch)
    assert server.remaining == 0
    write_result_file(ctx.attempt_dir, result)
    return result, server


def task_of(server: Any) -> str:
    return task_text(server.requests[0].body)


def test_b_c_b2_d_d2_each_hand_over_carries_its_evidence(
    repo: Path, port: tuple[str, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The long scripted run, real cargo throughout: B builds in its loop; C's mechanical findings reach B(2) as
    findings, with the previous kernel's IR still there to read; D checks its exports in its loop and its failure,
    with C's verdict, reaches D(2), which fixes the launcher. Routing picks each next stage."""
    kernel, ffi = port
    policy = Policy(CHAIN.effective_caps())
    history: list[AttemptRecord] = []

    def step(stage: Stage, attempt: int, script: list[Any]) -> tuple[StageResult, str]:
        result, server = chain_stage(repo, stage, attempt, script, monkeypatch)
        purpose = Purpose.INITIAL if attempt == 1 else Purpose.RESPAWN
        history.append(AttemptRecord(stage, purpose, result))
        return result, task_of(server)

    # B(1): writes the port, builds it in its loop, stops.
    b1, _ = step(
        Stage.WRITE_KERNEL,
        1,
        [
            write(f"{CRATE}/kernel.rs", kernel),
            write(B_REPORT, B_REPORT_TEXT),
            call("build"),
            then(Reply([text("ported")]), expect_ok("cargo build succeeded")),
        ],
    )
    assert b1.verdict == "COMPILED", b1.message
    assert policy.decide(history).stage is Stage.IR_CHECK

    # C(1): the real diff finds the port's FTZ flags and latency hints; nothing of D yet.
    c1, c_task = step(Stage.IR_CHECK, 1, [write(C_REPORT, "VERDICT: FAIL_FIXABLE\n\nFTZ.\n"), Reply([text("ok")])])
    assert (c1.verdict, c1.classification) == ("FAIL_FIXABLE", Classification.KERNEL), c1.message
    assert "Stage D" not in c_task and "D's last run" not in c1.message
    assert policy.decide(history).stage is Stage.WRITE_KERNEL

    # B(2): C's findings from ir_diff.json in its task (not only C's prose), and its previous IR still readable.
    findings = json.loads(RunDir(repo / CHAIN.run_dir(OP)).ir_diff_json.read_text())["variants"][0]["findings"]
    must_match = [f["message"] for f in findings if f["severity"] == "must_match"]
    assert must_match

    def b2_first(body: dict[str, Any]) -> Reply:
        task = task_text(body)
        assert "Stage C's IR diff (generated/ir_diff.json in the run directory): FAIL_FIXABLE, owner kernel" in task
        assert all(message in task for message in must_match)
        return Reply([tool_use("read_file", {"path": GENERATED_IR})], "tool_use")

    b2, _ = step(
        Stage.WRITE_KERNEL,
        2,
        [
            b2_first,
            then(write(f"{CRATE}/kernel.rs", kernel), expect_ok("silu_and_mul_kernel", "load_ptr_tko")),
            write(B_REPORT, B_REPORT_TEXT),
            Reply([text("the FTZ flags are cutile 0.2.0's; kept")]),
        ],
    )
    assert b2.verdict == "COMPILED", b2.message
    assert policy.decide(history).stage is Stage.HOST_FFI  # C's cap is 1 here

    # D(1): a launcher under the wrong name; its own check_exports says so inside the loop.
    renamed = ffi.replace("fn cutile_silu_and_mul(", "fn cutile_silu_mul(")
    d1, d1_task = step(
        Stage.HOST_FFI,
        1,
        [
            write(FFI_RS, renamed),
            write(LIB_RS, LIB_TEXT),
            write(WRAPPER, WRAPPER_TEXT),
            call("check_exports"),
            call("build", expect_error("no library to check: call build first")),
            call("check_exports", expect_ok("cargo build succeeded")),
            then(Reply([text("done")]), expect_error("cutile_silu_and_mul is not exported", "cutile_silu_mul")),
        ],
    )
    assert (d1.verdict, d1.classification) == ("FAIL", Classification.HOST), d1.message
    assert "Your previous attempt" not in d1_task
    assert (policy.decide(history).stage, policy.decide(history).purpose) == (Stage.HOST_FFI, Purpose.RESPAWN)

    # D(2): its failure (message, the failed check's output, its build log) and C's verdict and report.
    def d2_first(body: dict[str, Any]) -> Reply:
        task = task_text(body)
        assert "Your previous attempt (attempt 1) ended FAIL/host: built, but exported symbol:" in task
        assert "Failed check `exported symbol`" in task and "cutile_silu_mul" in task
        assert "reports/host_build_log.md" in task
        assert f"Stage C judged the kernel's IR FAIL_FIXABLE/kernel: {c1.message}. Its report: `{C_REPORT}`" in task
        return write(FFI_RS, ffi)

    d2, _ = step(
        Stage.HOST_FFI,
        2,
        [
            d2_first,
            call("build"),
            call("check_exports", expect_ok("cargo build succeeded")),
            then(Reply([text("fixed")]), expect_ok("exports cutile_silu_and_mul")),
        ],
    )
    # No GPU here: the build half passed and correctness is what is left (tests/gpu runs it).
    assert (d2.verdict, d2.classification) == ("BLOCKED", Classification.ENV), d2.message
    assert "built libcutile_kernels.so exporting cutile_silu_and_mul" in d2.message


def test_a_kernel_failure_d_saw_reaches_b2_and_c2(
    repo: Path, port: tuple[str, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Wrong numbers the IR does not show: B(2) gets D's failure, and C(2) is told it, so a clean diff does not
    pass the kernel silently."""
    kernel, _ = port
    run_dir = repo / CHAIN.run_dir(OP)
    wrong = "2 of 6 correctness configurations failed: max abs error 0.5 > atol 0.01 (test_op[cutile-64-1024])"
    d1 = StageResult.model_validate(
        {
            "run_id": "0123abcd",
            "stage": "host_ffi",
            "attempt": 1,
            "verdict": "FAIL",
            "classification": "kernel",
            "message": wrong,
            "validators": [{"name": "correctness", "command": "pytest", "exit_code": 1, "output_tail": "max abs 0.5"}],
        }
    )
    write_result_file(RunDir(run_dir).attempt(Stage.HOST_FFI, 1), d1)

    def b2_first(body: dict[str, Any]) -> Reply:
        task = task_text(body)
        assert f"Stage D, running your previous kernel, (attempt 1) ended FAIL/kernel: {wrong}" in task
        assert "Failed check `correctness` (`pytest`)" in task and "max abs 0.5" in task
        return write(f"{CRATE}/kernel.rs", kernel)

    b2, _ = chain_stage(
        repo, Stage.WRITE_KERNEL, 2, [b2_first, write(B_REPORT, B_REPORT_TEXT), Reply([text("ok")])], monkeypatch
    )
    assert b2.verdict == "COMPILED", b2.message

    def c2_first(body: dict[str, Any]) -> Reply:
        task = task_text(body)
        assert f"Stage D, running the previous kernel, (attempt 1) ended FAIL/kernel: {wrong}" in task
        assert "remains open" in task
        return write(C_REPORT, "VERDICT: FAIL_FIXABLE\n")

    c2, _ = chain_stage(repo, Stage.IR_CHECK, 2, [c2_first, Reply([text("ok")])], monkeypatch)
    assert f"D's last run failed (FAIL/kernel): {wrong}" in c2.message
