"""Stage C end to end: real stage-A analysis and reference IR, real IR diffs, the agent on the scripted server.

The generated IR stands in for stage B's: a copy of the reference (a faithful port) or another variant's
IR (a port with the wrong rank, which must fail with owner kernel).
"""

from __future__ import annotations

import dataclasses
import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from tests.agents.messages_server import MessagesServer, Reply, task_text, text, tool_use
from tests.support import synthetic_op
from tests.support.stage_context import run_with_model, stage_context
from tilebot.core.config import RunConfig, Target
from tilebot.core.result import StageResult
from tilebot.core.rundir import RunDir
from tilebot.core.stages import Classification, Stage
from tilebot.runner.agents.policies import report_path
from tilebot.runner.agents.runtime import MISSING_KEY_MESSAGE
from tilebot.runner.analysis.analyze_op import analyze
from tilebot.runner.stages import StageContext, load
from tilebot.runner.stages.ir_check import diff_variants, owner_of
from tilebot.runner.tileir.rules import Owner, Severity

OP = "scale"
VARIANTS = ("scale_kernel__no_square", "scale_kernel__square", "scale_kernel_2d")
CONFIG = RunConfig()
REPORT = report_path(CONFIG, OP, Stage.IR_CHECK)


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


def generate(repo: Path, wrong: dict[str, str] | None = None) -> Path:
    """Stage B's output: each variant's reference IR, or for ``wrong`` the IR of another variant."""
    run_dir = repo / CONFIG.run_dir(OP)
    (run_dir / "generated").mkdir(exist_ok=True)
    for name in VARIANTS:
        source = (wrong or {}).get(name, name)
        shutil.copy(run_dir / "reference" / f"{source}.mlir", run_dir / "generated" / f"{name}.mlir")
    return run_dir


def context(repo: Path) -> StageContext:
    return stage_context(repo, OP, Stage.IR_CHECK, config=CONFIG)


def run_stage(repo: Path, script: list[Any], monkeypatch: pytest.MonkeyPatch) -> tuple[StageResult, MessagesServer]:
    return run_with_model(context(repo), script, monkeypatch)


def write_report(first_line: str) -> Reply:
    body = f"{first_line}\n\n## Inputs\n...\n## Findings\n...\n"
    return Reply([tool_use("write_file", {"path": REPORT, "content": body})], "tool_use", 900, 200, 0, 4000)


def test_faithful_port_passes_and_the_agent_only_explains(repo: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    generate(repo)

    def check_task(body: dict[str, Any]) -> Reply:
        task = task_text(body)
        assert "The mechanical verdict is PASS." in task
        assert "VERDICT: PASS`" in body["system"][0]["text"]
        return Reply([tool_use("read_file", {"path": f"{CONFIG.run_dir(OP)}/generated/ir_diff.json"})], "tool_use")

    script = [check_task, write_report("VERDICT: PASS"), Reply([text("done")])]
    result, server = run_stage(repo, script, monkeypatch)
    assert server.remaining == 0
    assert (result.verdict, result.classification) == ("PASS", None)
    assert result.validators[0].exit_code == 0
    assert {a.path for a in result.artifacts} >= {
        "generated/ir_diff.json",
        "generated/ir_diff.md",
        "reports/ir_check.md",
    }
    assert result.metrics["variants"].value == 3 and result.metrics["must_match"].value == 0
    # Every turn's usage, per class, and its price at the default model's row (USD per million tokens).
    cost = result.cost
    assert (cost.tokens_in, cost.tokens_out, cost.tokens_cache_read, cost.tokens_cache_write) == (1100, 240, 0, 4000)
    assert cost.usd == pytest.approx((1100 * 5 + 240 * 25 + 4000 * 6.25) / 1e6)
    diff = json.loads((repo / CONFIG.run_dir(OP) / "generated/ir_diff.json").read_text())
    assert {v["verdict"] for v in diff["variants"]} == {"PASS"} and diff["verdict"] == "PASS"


def test_wrong_rank_fails_owner_kernel_and_a_refused_edit_is_recorded(
    repo: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    run_dir = generate(repo, wrong={"scale_kernel__square": "scale_kernel_2d"})
    kernel = f"{CONFIG.layout.rust_ops_dir}/{OP}_kernel/kernel.rs"
    script = [
        Reply([tool_use("write_file", {"path": kernel, "content": "// fixed it myself"})], "tool_use"),
        write_report("VERDICT: FAIL_FIXABLE"),
        Reply([text("explained")]),
    ]
    result, _ = run_stage(repo, script, monkeypatch)
    assert (result.verdict, result.classification) == ("FAIL_FIXABLE", Classification.KERNEL)
    assert "owner kernel" in result.message and "1 agent tool calls refused" in result.message
    assert result.metrics["tool_refusals"].value == 1 and result.metrics["must_match"].value > 0
    assert not (repo / kernel).exists()
    log = json.loads((run_dir / "attempts/ir_check-1/agent_log.json").read_text())
    assert log["refusals"][0]["tool"] == "write_file" and "may write only" in log["refusals"][0]["reason"]
    assert log["written"] == [REPORT]


def test_the_agent_cannot_change_the_verdict(repo: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    generate(repo, wrong={"scale_kernel__no_square": "scale_kernel_2d"})
    script = [write_report("VERDICT: PASS"), Reply([text("all good, trust me")])]
    result, _ = run_stage(repo, script, monkeypatch)
    assert result.verdict == "FAIL_FIXABLE"
    (check,) = result.validators
    assert check.exit_code == 1 and "expected 'VERDICT: FAIL_FIXABLE'" in check.output_tail


def test_no_report_fails_the_validator(repo: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    generate(repo)
    result, _ = run_stage(repo, [Reply([text("nothing to say")])], monkeypatch)
    assert result.verdict == "PASS" and result.validators[0].exit_code == 1


def test_no_api_key_keeps_the_mechanical_verdict(repo: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The diff decides C; without a model only the explanation is missing, and the message says so."""
    generate(repo)
    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    stage = load(Stage.IR_CHECK)
    assert stage is not None
    result = stage(context(repo))
    assert result.verdict == "PASS" and result.cost.tokens_in == 0
    assert result.message.endswith(f"not explained by the agent ({MISSING_KEY_MESSAGE})")
    assert {a.kind for a in result.artifacts} == {"ir_diff", "report"}


def test_missing_generated_ir_is_blocked(repo: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    result, server = run_stage(repo, [Reply([text("never asked")])], monkeypatch)
    assert result.verdict == "BLOCKED"
    assert "no generated IR at generated/scale_kernel__no_square.mlir" in result.message
    assert server.requests == []


def test_owner_is_host_only_when_no_kernel_finding_must_match(repo: Path) -> None:
    run_dir = generate(repo, wrong={"scale_kernel__square": "scale_kernel_2d"})
    diffs = diff_variants(run_dir, Target().crates)
    assert owner_of(diffs) is Classification.KERNEL
    host_only = [
        dataclasses.replace(
            d,
            result=dataclasses.replace(
                d.result,
                findings=[
                    f for f in d.result.findings if f.severity is not Severity.MUST_MATCH or f.owner is Owner.HOST
                ],
            ),
        )
        for d in diffs
    ]
    assert any(f.severity is Severity.MUST_MATCH for d in host_only for f in d.result.findings)
    assert owner_of(host_only) is Classification.HOST
