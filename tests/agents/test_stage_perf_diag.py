"""Stage F end to end: real stage-A analysis and IR, stage E's perf.json from real H200 measurements, the agent on
the scripted Messages API server.

perf.json wraps reports/h200-bench-results.json's "e_verdict_demo": a faithful port (the reference kernel itself)
and a slowed one (the same kernel plus one ATen add per call: 2 device ops against 1). The generated IR stands
in for stage B's: a copy of the reference (faithful) or another variant's IR (wrong tile shape and types), recorded
as dumped from a stand-in kernel.rs. Whether the IR is the branch's kernel's is asked of B's own output (the
translator's kernel.rs and its IR from the H200 run).
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from tests.agents.messages_server import MessagesServer, Reply, task_text, text, tool_use
from tests.support import synthetic_op
from tests.support.stage_context import run_with_model, stage_context
from tests.support.translated_port import b_output
from tilebot.core import reports
from tilebot.core.config import RunConfig, Target
from tilebot.core.result import StageResult
from tilebot.core.rundir import RunDir
from tilebot.core.stages import Classification, Stage
from tilebot.runner.agents.policies import report_path
from tilebot.runner.agents.runtime import MISSING_KEY_MESSAGE
from tilebot.runner.analysis.analyze_op import analyze
from tilebot.runner.perfdiag.diagnosis import DIAGNOSIS_FILE
from tilebot.runner.perfdiag.record import PERF_FILE
from tilebot.runner.reports.ir_diff import ir_diff_report
from tilebot.runner.stages import StageContext, load
from tilebot.runner.stages.inputs import record_ir_source, source_sha256
from tilebot.runner.stages.ir_check import diff_variants
from tilebot.runner.stages.perf_diag import STORED_DIFF, load_ir_evidence
from tilebot.runner.stages.perf_resume import wrapper_sha256

OP = "scale"
VARIANTS = ("scale_kernel__no_square", "scale_kernel__square", "scale_kernel_2d")
CONFIG = RunConfig()
REPORT = report_path(CONFIG, OP, Stage.PERF_DIAG)
DIAGNOSIS = f"{CONFIG.run_dir(OP)}/{DIAGNOSIS_FILE}"
BENCH = json.loads((Path(__file__).resolve().parents[2] / "reports" / "h200-bench-results.json").read_text())
SLOWED = "slowed (one extra tiny kernel per call)"
FAITHFUL = "faithful (the reference kernel itself)"
KERNEL_RS = f"{CONFIG.kernel_crate(OP)}/kernel.rs"
STAND_IN = "// stands in for B's kernel.rs: the generated IR is a copy of reference IR\n"


@pytest.fixture(scope="module")
def analysed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = synthetic_op.write_repo(tmp_path_factory.mktemp("repo"))
    run_dir = root / CONFIG.run_dir(OP)
    analysis = analyze(root, OP, CONFIG, run_dir)
    assert {v.name for v in analysis.variants if v.reference_ir} == set(VARIANTS)
    RunDir(run_dir).analysis.write_text(analysis.model_dump_json(indent=2))
    return root


@pytest.fixture
def repo(analysed: Path, tmp_path: Path) -> Path:
    return Path(shutil.copytree(analysed, tmp_path / "repo", symlinks=True))


def prepare(repo: Path, measured: str | None, wrong: dict[str, str] | None = None) -> Path:
    """Stage B's generated IR (each variant's reference, or for ``wrong`` another's) and stage E's perf.json."""
    run_dir = repo / CONFIG.run_dir(OP)
    (run_dir / "generated").mkdir(exist_ok=True)
    for name in VARIANTS:
        source = (wrong or {}).get(name, name)
        shutil.copy(run_dir / "reference" / f"{source}.mlir", run_dir / "generated" / f"{name}.mlir")
    kernel_rs = repo / KERNEL_RS
    kernel_rs.parent.mkdir(parents=True, exist_ok=True)
    kernel_rs.write_text(STAND_IN, encoding="utf-8")
    record_ir_source(run_dir, source_sha256(kernel_rs))
    if measured is not None:
        entry = BENCH["e_verdict_demo"][measured]
        (run_dir / "perf").mkdir(exist_ok=True)
        perf = {
            "op": OP,
            "reference_backend": "triton",
            "threshold": entry["gate"]["threshold"],
            "ceiling_gbps": BENCH["copy_ceiling_gbps"],
            "gate": entry["gate"],
            "comparisons": entry["comparisons"],
        }
        (run_dir / PERF_FILE).write_text(json.dumps(perf, indent=2))
    return run_dir


def context(repo: Path) -> StageContext:
    return stage_context(repo, OP, Stage.PERF_DIAG, config=CONFIG)


def run_stage(repo: Path, script: list[Any], monkeypatch: pytest.MonkeyPatch) -> tuple[StageResult, MessagesServer]:
    return run_with_model(context(repo), script, monkeypatch)


def write_report(first_line: str) -> Reply:
    body = f"{first_line}\n\n## Ratio\n...\n## Launch counts\n...\n## Action items\n...\n"
    return Reply([tool_use("write_file", {"path": REPORT, "content": body})], "tool_use", 1200, 300, 0, 5000)


def diagnosis_file(run_dir: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((run_dir / DIAGNOSIS_FILE).read_text())
    return data


def test_an_extra_launch_per_call_is_fixable_by_the_host(repo: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    run_dir = prepare(repo, SLOWED)

    def check_task(body: dict[str, Any]) -> Reply:
        task = task_text(body)
        assert "The mechanical verdict is FIXABLE, owner host." in task
        assert "`at::native::vectorized_elementwise_kernel<CUDAFunctorOnSelf_add>`" in task
        assert "- 4096x1024 float16: 1.155, 1/2, +0.99 µs, 61%/53%" in task
        system = body["system"][0]["text"]
        assert "Count launches before any theory" in system and f"`{DIAGNOSIS}`" in system
        assert "mechanical verdict is" not in system  # the cached part is the same for every verdict
        return Reply([tool_use("read_file", {"path": DIAGNOSIS})], "tool_use")

    def check_read(body: dict[str, Any]) -> Reply:
        (result,) = body["messages"][-1]["content"]
        assert result["is_error"] is False and '"verdict": "FIXABLE"' in str(result["content"])
        return write_report("VERDICT: FIXABLE")

    script = [check_task, check_read, Reply([text("done")])]
    result, server = run_stage(repo, script, monkeypatch)
    assert server.remaining == 0
    assert (result.verdict, result.classification) == ("FIXABLE", Classification.HOST)
    assert result.message.startswith("FIXABLE, owner host: 1 action item; first (host): 1 library op(s)")
    (check,) = result.validators
    assert (check.name, check.exit_code, check.output_tail) == ("perf_diag report", 0, "ok")
    assert {a.path: a.kind for a in result.artifacts} == {
        "perf/diagnosis.json": "perf_diagnosis",
        "reports/perf_diag.md": "report",
    }
    metrics = {k: m.value for k, m in result.metrics.items()}
    assert metrics["extra_launches"] == 1 and metrics["action_items"] == 1 and metrics["configs"] == 4
    assert metrics["ir_relevant"] == 0 and metrics["geomean"] == pytest.approx(1.0624, abs=1e-4)
    cost = result.cost
    assert (cost.tokens_in, cost.tokens_out, cost.tokens_cache_read, cost.tokens_cache_write) == (1400, 340, 0, 5000)
    assert cost.usd == pytest.approx((1400 * 5 + 340 * 25 + 5000 * 6.25) / 1e6)
    diagnosis = diagnosis_file(run_dir)
    assert diagnosis["owner"] == "host" and diagnosis["ir"]["source"] == "recomputed from reference/ and generated/"
    assert [c["surplus"] for c in diagnosis["launches"]] == [1, 1, 1, 1]


def test_matching_launches_and_a_faithful_ir_are_aligned(repo: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    run_dir = prepare(repo, FAITHFUL)

    def check_task(body: dict[str, Any]) -> Reply:
        assert "The mechanical verdict is ALIGNED." in task_text(body)
        return write_report("VERDICT: ALIGNED")

    result, _ = run_stage(repo, [check_task, Reply([text("aligned")])], monkeypatch)
    assert (result.verdict, result.classification) == ("ALIGNED", None)
    assert result.validators[0].exit_code == 0
    assert "no performance-relevant finding" in result.message
    assert result.metrics["extra_launches"].value == 0 and result.metrics["action_items"].value == 0
    assert diagnosis_file(run_dir)["verdict"] == "ALIGNED"


def test_a_kernel_ir_difference_is_fixable_by_the_kernel_first(repo: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Faithful timings, but the square variant's IR is the 2-D kernel's: tile shapes, types and occupancy differ."""
    prepare(repo, FAITHFUL, wrong={"scale_kernel__square": "scale_kernel_2d"})
    result, _ = run_stage(repo, [write_report("VERDICT: FIXABLE"), Reply([text("ok")])], monkeypatch)
    assert (result.verdict, result.classification) == ("FIXABLE", Classification.KERNEL)
    assert "first (kernel): tile_shape (must_match)" in result.message
    assert result.metrics["ir_relevant"].value > 5 and result.metrics["extra_launches"].value == 0


def test_the_agent_cannot_change_the_verdict(repo: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    prepare(repo, SLOWED)
    result, _ = run_stage(repo, [write_report("VERDICT: ALIGNED"), Reply([text("looks fine to me")])], monkeypatch)
    assert (result.verdict, result.classification) == ("FIXABLE", Classification.HOST)
    (check,) = result.validators
    assert check.exit_code == 1
    assert check.output_tail == "first line is 'VERDICT: ALIGNED', expected 'VERDICT: FIXABLE'"


def test_no_report_fails_the_validator(repo: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    prepare(repo, FAITHFUL)
    result, _ = run_stage(repo, [Reply([text("nothing to say")])], monkeypatch)
    assert result.verdict == "ALIGNED" and result.validators[0].exit_code == 1
    assert result.validators[0].output_tail == "missing"
    assert [a.path for a in result.artifacts] == ["perf/diagnosis.json"]


def test_a_write_outside_the_report_is_refused_and_recorded(repo: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    run_dir = prepare(repo, SLOWED)
    script = [
        Reply([tool_use("write_file", {"path": KERNEL_RS, "content": "// faster now"})], "tool_use"),
        write_report("VERDICT: FIXABLE"),
        Reply([text("explained")]),
    ]
    result, _ = run_stage(repo, script, monkeypatch)
    assert result.verdict == "FIXABLE" and result.validators[0].exit_code == 0
    assert result.message.startswith("1 agent tool calls refused; FIXABLE, owner host")
    assert result.metrics["tool_refusals"].value == 1
    assert (repo / KERNEL_RS).read_text() == STAND_IN
    log = json.loads((run_dir / "attempts/perf_diag-1/agent_log.json").read_text())
    assert log["refusals"][0]["tool"] == "write_file" and "may write only" in log["refusals"][0]["reason"]
    assert log["written"] == [REPORT] and log["tool_calls"] == ["write_file", "write_file"]


def test_no_perf_json_is_blocked_without_asking_the_agent(repo: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    run_dir = prepare(repo, None)
    result, server = run_stage(repo, [Reply([text("never asked")])], monkeypatch)
    assert (result.verdict, result.classification) == ("BLOCKED", None)
    assert result.message == "perf/perf.json is missing: stage E has not measured this port"
    assert server.requests == []
    assert diagnosis_file(run_dir) == {
        **diagnosis_file(run_dir),
        "verdict": "BLOCKED",
        "reason": result.message,
        "actions": [],
    }


def test_an_unusable_perf_json_is_blocked_and_says_which(repo: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    run_dir = prepare(repo, FAITHFUL)
    perf = json.loads((run_dir / PERF_FILE).read_text())
    for row in perf["comparisons"]:
        row["ratio"] = None
    (run_dir / PERF_FILE).write_text(json.dumps(perf))
    result, server = run_stage(repo, [Reply([text("never asked")])], monkeypatch)
    assert result.verdict == "BLOCKED" and "has no usable comparison: none of its 4 configs" in result.message
    assert server.requests == []


def test_timings_of_a_wrapper_no_longer_on_the_branch_are_blocked(repo: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """E keyed its timings on the port's wrapper; a host fix changed only the wrapper since (the library byte for byte
    the same) and no E timed it: F asks no agent about a launch the branch no longer makes."""
    run_dir = prepare(repo, SLOWED)
    wrapper = repo / CONFIG.layout.rust_ops_dir / f"{OP}.py"
    wrapper.parent.mkdir(parents=True, exist_ok=True)
    wrapper.write_text("def scale(x):\n    return _lib.scale(x.contiguous())\n")
    perf = json.loads((run_dir / PERF_FILE).read_text())
    perf["timing_key"] = {"sources_sha256": wrapper_sha256(repo, CONFIG, OP)}
    (run_dir / PERF_FILE).write_text(json.dumps(perf))
    wrapper.write_text("def scale(x):\n    return _lib.scale(x)\n")
    result, server = run_stage(repo, [Reply([text("never asked")])], monkeypatch)
    assert result.verdict == "BLOCKED" and "the wrapper changed after E measured it" in result.message
    assert server.requests == []


def test_ir_not_dumped_from_the_branch_s_kernel_is_no_evidence_and_c_s_diff_of_it_none_either(tmp_path: Path) -> None:
    """kernel.rs changed after B's dump: the IR, and C's stored diff of it, are of a kernel D did not build."""
    kernel_rs = b_output(tmp_path, "softmax", CONFIG)
    run_dir = tmp_path / CONFIG.run_dir("softmax")
    assert (run_dir / STORED_DIFF).is_file()  # C's diff of the same IR, committed by the H200 run
    fresh, why = load_ir_evidence(run_dir, Target().crates, kernel_rs=kernel_rs)
    assert fresh is not None and why is None and fresh.source.startswith("recomputed")
    kernel_rs.write_text(kernel_rs.read_text().replace("padding::NegInf", "padding::Zero"))
    stale, why = load_ir_evidence(run_dir, Target().crates, kernel_rs=kernel_rs)
    assert stale is None and why is not None
    assert why.startswith(f"no IR diff of the branch's kernel.rs, neither recomputed nor {STORED_DIFF}: ")
    assert "changed after B dumped the generated IR from it" in why


def test_no_api_key_is_blocked_env(repo: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    prepare(repo, SLOWED)
    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    stage = load(Stage.PERF_DIAG)
    assert stage is not None
    result = stage(context(repo))
    assert (result.verdict, result.classification) == ("BLOCKED", Classification.ENV)
    assert result.message == MISSING_KEY_MESSAGE and result.message.startswith("ANTHROPIC_API_KEY is not set")


def test_without_any_ir_nothing_found_is_blocked(repo: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    run_dir = prepare(repo, FAITHFUL)
    shutil.rmtree(run_dir / "generated")
    result, _ = run_stage(repo, [write_report("VERDICT: BLOCKED"), Reply([text("blocked")])], monkeypatch)
    assert (result.verdict, result.classification) == ("BLOCKED", None)
    assert "no generated IR at generated/scale_kernel__no_square.mlir" in result.message
    assert f"there is no {STORED_DIFF}" in result.message and "cannot be ruled out" in result.message
    assert result.validators[0].exit_code == 0


def test_the_ir_is_diffed_afresh_and_c_s_stored_diff_only_stands_in(repo: Path) -> None:
    """B may rewrite the kernel after C ran: C's stored diff is used only when the IR files are gone."""
    run_dir = prepare(repo, FAITHFUL, wrong={"scale_kernel__square": "scale_kernel_2d"})
    reports.write_report(
        run_dir / STORED_DIFF, ir_diff_report(diff_variants(run_dir, Target().crates))
    )  # what C saw before B's fix
    prepare(repo, None)  # B's fix: the faithful IR
    fresh, why = load_ir_evidence(run_dir, Target().crates)
    assert fresh is not None and why is None
    assert fresh.source.startswith("recomputed") and fresh.relevant == ()
    (run_dir / "generated" / "scale_kernel_2d.mlir").unlink(missing_ok=True)
    stored, why = load_ir_evidence(run_dir, Target().crates)
    assert stored is not None and stored.source == f"stage C's {STORED_DIFF}"
    assert {f.variant for f in stored.relevant} == {"scale_kernel__square"}
    (run_dir / STORED_DIFF).write_text("{}")
    none, why = load_ir_evidence(run_dir, Target().crates)
    assert none is None and why is not None and f"is unusable: {STORED_DIFF}: not a IrDiffReport" in why
