"""Stage C end to end: real stage-A analysis and reference IR, real IR diffs, the agent on the scripted server.

The generated IR stands in for stage B's: a copy of the reference (a faithful port) or another variant's
IR (a port with the wrong rank, which must fail with owner kernel), recorded as dumped from a stand-in kernel.rs.
Where C's verdict hangs on which kernel.rs the IR came from, B's own output is used: the translator's kernel.rs and
the IR cutile-rs compiled from it on the H200 (reports/h200-translated).
"""

from __future__ import annotations

import dataclasses
import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from tests.agents.messages_server import Failure, MessagesServer, Reply, task_text, text, tool_use
from tests.support import synthetic_op
from tests.support.stage_context import run_with_model, stage_context
from tests.support.translated_port import b_output, committed_result
from tilebot.bot.routing import AttemptRecord, Policy, Purpose
from tilebot.core.config import RunConfig, Target
from tilebot.core.result import StageResult
from tilebot.core.rundir import RunDir
from tilebot.core.stages import Classification, Stage
from tilebot.runner import job
from tilebot.runner.agents.policies import report_path
from tilebot.runner.agents.runtime import MISSING_KEY_MESSAGE
from tilebot.runner.agents.tools import StageTools
from tilebot.runner.analysis.analyze_op import analyze
from tilebot.runner.stages import StageContext, load
from tilebot.runner.stages.inputs import record_ir_source, source_sha256
from tilebot.runner.stages.ir_check import diff_variants, owner_of
from tilebot.runner.targets.cutile_rs.kernel_crate import KERNEL_FILE
from tilebot.runner.tileir.rules import Owner, Severity

OP = "scale"
VARIANTS = ("scale_kernel__no_square", "scale_kernel__square", "scale_kernel_2d")
CONFIG = RunConfig()
REPORT = report_path(CONFIG, OP, Stage.IR_CHECK)
KERNEL_RS = f"{CONFIG.kernel_crate(OP)}/{KERNEL_FILE}"
STAND_IN = "// stands in for B's kernel.rs: the generated IR below is a copy of reference IR\n"


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
    """Stage B's output: each variant's reference IR, or for ``wrong`` the IR of another variant, and the record of
    the kernel.rs it was dumped from."""
    run_dir = repo / CONFIG.run_dir(OP)
    (run_dir / "generated").mkdir(exist_ok=True)
    for name in VARIANTS:
        source = (wrong or {}).get(name, name)
        shutil.copy(run_dir / "reference" / f"{source}.mlir", run_dir / "generated" / f"{name}.mlir")
    kernel_rs = repo / KERNEL_RS
    kernel_rs.parent.mkdir(parents=True, exist_ok=True)
    kernel_rs.write_text(STAND_IN, encoding="utf-8")
    record_ir_source(run_dir, source_sha256(kernel_rs))
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
    script = [
        Reply([tool_use("write_file", {"path": KERNEL_RS, "content": "// fixed it myself"})], "tool_use"),
        write_report("VERDICT: FAIL_FIXABLE"),
        Reply([text("explained")]),
    ]
    result, _ = run_stage(repo, script, monkeypatch)
    assert (result.verdict, result.classification) == ("FAIL_FIXABLE", Classification.KERNEL)
    assert "owner kernel" in result.message and "1 agent tool calls refused" in result.message
    assert result.metrics["tool_refusals"].value == 1 and result.metrics["must_match"].value > 0
    assert (repo / KERNEL_RS).read_text() == STAND_IN
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


def test_an_earlier_attempt_s_report_does_not_stand_for_this_one(repo: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """C(1) explained B(1)'s kernel; C(2), after B(2), has an agent that writes nothing: C(1)'s file on the branch
    passed C(2)'s verdict-line check and stood as its report (the repair run never came)."""
    generate(repo)
    first, _ = run_with_model(
        stage_context(repo, OP, Stage.IR_CHECK, config=CONFIG, attempt=1),
        [write_report("VERDICT: PASS"), Reply([text("explained")])],
        monkeypatch,
    )
    assert first.validators[0].exit_code == 0 and (repo / REPORT).is_file()
    generate(repo)
    second, _ = run_with_model(
        stage_context(repo, OP, Stage.IR_CHECK, config=CONFIG, attempt=2), [Reply([text("nothing")])], monkeypatch
    )
    assert (second.validators[0].exit_code, second.validators[0].output_tail) == (1, "missing")
    assert REPORT not in {f"{CONFIG.run_dir(OP)}/{a.path}" for a in second.artifacts}
    assert not (repo / REPORT).exists()


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


def test_an_api_that_refuses_keeps_the_mechanical_verdict_and_the_tokens_spent(
    repo: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The API turns the stage's key away after a turn (no credit left): as without a key, the diff's verdict stands
    (here FAIL_FIXABLE/kernel, which sends the kernel back to B), not BLOCKED/env; the turn it paid is recorded."""
    generate(repo, wrong={"scale_kernel__square": "scale_kernel_2d"})
    no_credit = Failure(400, "Your credit balance is too low to access the Anthropic API.")
    read = Reply([tool_use("read_file", {"path": f"{CONFIG.run_dir(OP)}/generated/ir_diff.md"})], "tool_use", 1000)
    result, server = run_stage(repo, [read, no_credit], monkeypatch)
    assert server.remaining == 0
    assert (result.verdict, result.classification) == ("FAIL_FIXABLE", Classification.KERNEL)
    assert "not explained by the agent (Anthropic API refused the request: HTTP 400" in result.message
    assert "credit balance is too low" in result.message
    assert result.cost.tokens_in == 1000
    assert {a.path for a in result.artifacts} == {"generated/ir_diff.json", "generated/ir_diff.md"}


def test_a_crash_in_tilebots_own_tool_code_surfaces_with_the_tokens_spent(
    repo: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A bug in a tool is no tool error for the model to work around: the job records the crash (BLOCKED/env, the
    traceback beside it), and the tokens the conversation spent before it."""
    generate(repo)

    def broken(self: StageTools, arguments: object) -> str:
        raise KeyError("a bug")

    monkeypatch.setattr(StageTools, "_list_dir", broken)
    script: list[Any] = [Reply([tool_use("list_dir", {"path": "."})], "tool_use", 1000, 200), Reply([text("no")])]
    ctx = context(repo)
    with MessagesServer(script) as server:
        monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-test")
        monkeypatch.setenv("ANTHROPIC_BASE_URL", server.url)
        result = job.run_stage(ctx)
    assert isinstance(result, StageResult)
    assert (result.verdict, result.classification) == ("BLOCKED", Classification.ENV)
    assert result.message == "stage crashed: KeyError: 'a bug'"
    assert (result.cost.tokens_in, result.cost.tokens_out) == (1000, 200)
    assert "KeyError" in (ctx.attempt_dir / "traceback.txt").read_text()
    log = json.loads((ctx.attempt_dir / "agent_log.json").read_text())
    assert log["stop"] is None and log["cost"]["tokens_in"] == 1000


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


# ------------------------------------------------------------------------------------------ which kernel the IR is of

PORTED = "softmax"  # B's translated softmax; its IR from the H200 run


def _edit(kernel_rs: Path, run_dir: Path) -> str:
    """A push after B: masked lanes padded with zero, not -inf (softmax over them is wrong), not built or dumped."""
    text = kernel_rs.read_text()
    assert "padding::NegInf" in text
    kernel_rs.write_text(text.replace("padding::NegInf", "padding::Zero"))
    return "changed after B dumped the generated IR from it"


def _delete_kernel(kernel_rs: Path, run_dir: Path) -> str:
    kernel_rs.unlink()
    return "which B dumped the generated IR from, is missing"


def _delete_record(kernel_rs: Path, run_dir: Path) -> str:
    RunDir(run_dir).ir_source.unlink()  # IR that B (before it recorded its source) or a person left
    return "generated/ir_source.json is missing"


def test_the_ir_b_dumped_from_the_branch_s_kernel_keeps_c_s_verdict(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    b_output(tmp_path, PORTED, CONFIG)
    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    result = load_stage()(stage_context(tmp_path, PORTED, Stage.IR_CHECK, config=CONFIG))
    committed = committed_result(PORTED, Stage.IR_CHECK, CONFIG)  # what C said of this IR on the H200 run
    assert (result.verdict, result.classification) == (committed.verdict, committed.classification), result.message
    assert result.metrics["must_match"] == committed.metrics["must_match"] and not result.validators_failed


@pytest.mark.parametrize("change", [_edit, _delete_kernel, _delete_record], ids=lambda f: f.__name__.strip("_"))
def test_ir_not_dumped_from_the_branch_s_kernel_is_stale_and_goes_back_to_b(
    change: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """C names the port's arguments from kernel.rs and judges the IR as the branch's kernel: neither holds once
    kernel.rs is not the file B dumped it from. The kernel's owner must build and dump it again: FAIL_FIXABLE/kernel,
    which routes to B(2), with no diff and no agent."""
    kernel_rs = b_output(tmp_path, PORTED, CONFIG)
    run_dir = tmp_path / CONFIG.run_dir(PORTED)
    said = change(kernel_rs, run_dir)
    result, server = run_with_model(
        stage_context(tmp_path, PORTED, Stage.IR_CHECK, config=CONFIG), [Reply([text("never asked")])], monkeypatch
    )
    assert (result.verdict, result.classification) == ("FAIL_FIXABLE", Classification.KERNEL), result.message
    assert (
        said in result.message and "the generated IR is stale: stage B must build and dump it again" in result.message
    )
    (check,) = result.validators_failed
    assert (check.name, check.command) == ("IR source", f"sha256 {CONFIG.kernel_crate(PORTED)}/{KERNEL_FILE}")
    assert server.requests == [] and result.artifacts == []
    b = committed_result(PORTED, Stage.WRITE_KERNEL, CONFIG)  # B's COMPILED on the H200 run
    history = [
        AttemptRecord(Stage.WRITE_KERNEL, Purpose.INITIAL, b),
        AttemptRecord(Stage.IR_CHECK, Purpose.INITIAL, result),
    ]
    decision = Policy(CONFIG.effective_caps()).decide(history)
    assert (decision.stage, decision.purpose) == (Stage.WRITE_KERNEL, Purpose.RESPAWN)


def test_b_dumping_the_changed_kernel_again_makes_its_ir_the_branch_s(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    kernel_rs = b_output(tmp_path, PORTED, CONFIG)
    run_dir = tmp_path / CONFIG.run_dir(PORTED)
    _edit(kernel_rs, run_dir)
    record_ir_source(run_dir, source_sha256(kernel_rs))  # B(2): built and dumped (the IR here stands in for it)
    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    result = load_stage()(stage_context(tmp_path, PORTED, Stage.IR_CHECK, config=CONFIG))
    assert result.verdict != "FAIL_FIXABLE" and not result.validators_failed, result.message


def load_stage() -> Any:
    stage = load(Stage.IR_CHECK)
    assert stage is not None
    return stage
