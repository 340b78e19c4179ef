"""Stage A as the runner calls it: verdicts, validators it runs itself, artifacts, and the analysis contract."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.support import synthetic_op
from tilebot.core.analysis import Analysis
from tilebot.core.config import RunConfig
from tilebot.core.schemas import json_schemas
from tilebot.core.stages import Stage
from tilebot.runner.stages import StageContext, load


def context(repo: Path, op: str = "scale") -> StageContext:
    run_dir = repo / "tilebot" / op
    attempt = run_dir / "attempts" / "analyze-1"
    attempt.mkdir(parents=True)
    return StageContext("0123abcd", op, Stage.ANALYZE, 1, repo, run_dir, attempt, RunConfig())


def test_registered_as_the_builtin_stage_a() -> None:
    fn = load(Stage.ANALYZE)
    assert fn is not None and fn.__module__ == "tilebot.runner.stages.analyze"


def test_pass_writes_a_valid_analysis_and_ir_and_runs_its_validators(tmp_path: Path) -> None:
    ctx = context(synthetic_op.write_repo(tmp_path))
    result = load(Stage.ANALYZE)(ctx)  # type: ignore[misc]
    assert result.verdict == "PASS", result.message
    analysis = Analysis.model_validate_json(ctx.paths.analysis.read_text())
    assert analysis.fully_analysed
    names = [v.name for v in result.validators]
    assert names[0] == "analysis.json schema" and all(v.exit_code == 0 for v in result.validators)
    assert sum(n.startswith("reference IR ") for n in names) == 3 + 2  # three variants, two with a second dtype
    kinds = sorted({a.kind for a in result.artifacts})
    assert kinds == ["analysis", "ir_bytecode", "ir_text"]
    assert all((ctx.run_dir / a.path).is_file() for a in result.artifacts)
    assert result.metrics["variants"].value == 3 and result.metrics["unresolved"].value == 0
    assert result.metrics["configs"].value == 11 and result.metrics["configs_mapped"].value == 7


def test_unresolved_items_make_it_fail_fixable_with_the_reason(tmp_path: Path) -> None:
    ctx = context(synthetic_op.write_repo(tmp_path, op_source=synthetic_op.VALUE_DEPENDENT_OP))
    result = load(Stage.ANALYZE)(ctx)  # type: ignore[misc]
    assert result.verdict == "FAIL_FIXABLE" and result.classification is None
    assert "tensor.item() reads a value" in result.message
    assert ctx.paths.analysis.is_file()  # what was found is still written


def test_a_missing_op_is_fail_fixable_and_names_where_it_looked(tmp_path: Path) -> None:
    ctx = context(synthetic_op.write_repo(tmp_path), op="nope")
    result = load(Stage.ANALYZE)(ctx)  # type: ignore[misc]
    assert result.verdict == "FAIL_FIXABLE" and "src/tilegym/ops/cutile/**/nope.py" in result.message


def test_missing_tileirdisasm_blocks_on_the_environment(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import tilebot.runner.tileir.disasm as disasm

    monkeypatch.setattr(disasm, "find_tileirdisasm", lambda env=None: None)  # a runner without the 13.4 kit
    ctx = context(synthetic_op.write_repo(tmp_path))
    result = load(Stage.ANALYZE)(ctx)  # type: ignore[misc]
    assert result.verdict == "BLOCKED" and result.is_env_failure
    assert result.validators[0].name == "tileirdisasm" and "pip install" in result.message


def test_contract_rejects_inconsistent_mappings(tmp_path: Path) -> None:
    ctx = context(synthetic_op.write_repo(tmp_path))
    load(Stage.ANALYZE)(ctx)  # type: ignore[misc]
    data = json.loads(ctx.paths.analysis.read_text())
    node_id = next(iter(data["config_to_variant"]))

    unknown = json.loads(json.dumps(data))
    unknown["config_to_variant"][node_id] = ["no_such_variant"]
    with pytest.raises(ValueError, match="config_to_variant must list exactly"):
        Analysis.model_validate(unknown)

    duplicated = json.loads(json.dumps(data))
    duplicated["perf_configs"].append(duplicated["correctness_configs"][0])
    with pytest.raises(ValueError, match="node ids repeat"):
        Analysis.model_validate(duplicated)

    no_cutile = json.loads(json.dumps(data))
    no_cutile["reference_backends"] = ["triton"]
    with pytest.raises(ValueError, match="cuTile Python reference"):
        Analysis.model_validate(no_cutile)

    assert "Analysis" in json_schemas() and "config_to_variant" in json.dumps(json_schemas()["Analysis"])
