"""StageResult and friends: what a stage may hand over, and how bad hand-overs are turned away."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator

from tilebot.cli import main as tilebot
from tilebot.core.result import Artifact, MalformedResult, StageResult, accept_result, parse_stage_result
from tilebot.core.stages import SPECS, Stage

GOOD = {"run_id": "00ff00ff", "stage": "host_ffi", "attempt": 1, "verdict": "ALL_PASS", "message": "12/12 configs"}


def test_verdict_enums_are_exactly_the_designed_ones() -> None:
    assert {stage.value: list(spec.verdict_values) for stage, spec in SPECS.items()} == {
        "preflight": ["PASS", "BLOCKED"],
        "analyze": ["PASS", "FAIL_FIXABLE", "BLOCKED"],
        "write_kernel": ["COMPILED", "FAIL_COMPILE", "FAIL_FIXABLE", "BLOCKED"],
        "ir_check": ["PASS", "PASS_WITH_NOTES", "FAIL_FIXABLE", "FAIL_COMPILER_BUG", "BLOCKED"],
        "host_ffi": ["ALL_PASS", "FAIL", "BLOCKED"],
        "perf": ["DONE", "INVESTIGATE", "BLOCKED"],
        "perf_diag": ["FIXABLE", "ALIGNED", "BLOCKED"],
    }
    assert [s.letter for s in Stage] == ["-", "A", "B", "C", "D", "E", "F"]


def test_a_good_result_round_trips() -> None:
    result = StageResult.model_validate(
        {
            **GOOD,
            "metrics": {"configs_passed": {"value": 12, "unit": "count"}},
            "artifacts": [{"path": "reports/correctness.xml", "sha256": "a" * 64, "kind": "junit"}],
        }
    )
    assert parse_stage_result(result.model_dump_json()) == result


@pytest.mark.parametrize(
    ("change", "complaint"),
    [
        ({"verdict": "COMPILED"}, "not one of stage host_ffi's"),
        ({"verdict": "FAIL"}, "needs a classification"),
        ({"stage": "ir_check", "verdict": "FAIL_FIXABLE"}, "needs a classification"),
        ({"classification": "gpu"}, "classification"),
        ({"attempt": 0}, "attempt"),
        ({"run_id": "../../x"}, "run_id"),
        ({"message": "two\nlines"}, "one line"),
        ({"message": ""}, "message"),
        ({"surprise": 1}, "surprise"),
        ({"artifacts": [{"path": "../escape", "sha256": "a" * 64, "kind": "x"}]}, "without '..'"),
        ({"artifacts": [{"path": "/abs", "sha256": "a" * 64, "kind": "x"}]}, "relative"),
        ({"artifacts": [{"path": "ok", "sha256": "nothex", "kind": "x"}]}, "sha256"),
        ({"metrics": {"geomean_ratio": {"value": 1.0}}}, "unit"),
        # JSON has no NaN: the bare token a hostile artifact may hold would wedge PostgreSQL's json column
        ({"metrics": {"max_abs_err": {"value": float("nan"), "unit": "abs"}}}, "finite number"),
        ({"metrics": {"geomean_ratio": {"value": float("inf"), "unit": "ratio"}}}, "finite number"),
        ({"cost": {"usd": float("-inf")}}, "finite number"),
        ({"schema_version": 2}, "schema_version"),
    ],
)
def test_malformed_results_are_rejected_with_the_reason(change: dict, complaint: str) -> None:
    with pytest.raises(MalformedResult) as err:
        parse_stage_result(json.dumps({**GOOD, **change}), source="x/stage_result.json")
    assert str(err.value).startswith("x/stage_result.json: ")
    assert complaint in str(err.value)


def test_not_json_is_rejected() -> None:
    with pytest.raises(MalformedResult, match="not JSON"):
        parse_stage_result(b'{"verdict": "PASS"', source="r.json")


@pytest.mark.parametrize(
    ("raw", "reason"),
    [
        (None, "wrote no stage_result.json"),
        (b"\xff\xfe", "malformed result"),
        (json.dumps({**GOOD, "verdict": "PASS"}).encode(), "malformed result"),
        (json.dumps({**GOOD, "attempt": 2}).encode(), "result is for 00ff00ff/host_ffi/2, not this job"),
    ],
)
def test_untrustworthy_results_become_blocked_env(raw: bytes | None, reason: str) -> None:
    result = accept_result(raw, "00ff00ff", Stage.HOST_FFI, 1, source="job")
    assert (result.verdict, result.classification, result.attempt) == ("BLOCKED", "env", 1)
    assert reason in result.message


def test_accept_result_keeps_a_sound_result() -> None:
    raw = json.dumps(GOOD).encode()
    assert accept_result(raw, "00ff00ff", Stage.HOST_FFI, 1, source="job") == StageResult.model_validate(GOOD)


def test_artifact_of_hashes_the_file(tmp_path: Path) -> None:
    (tmp_path / "reports").mkdir()
    f = tmp_path / "reports" / "a.md"
    f.write_bytes(b"hello")
    art = Artifact.of(tmp_path, f, "report")
    assert art.path == "reports/a.md"
    assert art.sha256 == "2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824"


def test_schema_command_prints_the_published_schemas(capsys: pytest.CaptureFixture[str]) -> None:
    assert tilebot(["schema"]) == 0
    schemas = json.loads(capsys.readouterr().out)
    assert set(schemas) == {"StageResult", "RunConfig", "Analysis", "IrDiffReport", "BenchmarkReport", "verdicts"}
    assert "verdict" in schemas["StageResult"]["required"]
    assert schemas["verdicts"]["perf"] == ["DONE", "INVESTIGATE", "BLOCKED"]
    assert tilebot(["schema", "StageResult"]) == 0
    assert list(json.loads(capsys.readouterr().out)) == ["StageResult"]
    assert tilebot(["schema", "Nope"]) == 2
    capsys.readouterr()
    for name in ("IrDiffReport", "BenchmarkReport"):
        assert tilebot(["schema", name]) == 0
        published = json.loads(capsys.readouterr().out)[name]
        assert published["title"] == name and "schema_version" in published["properties"]


def published_stage_result_schema(capsys: pytest.CaptureFixture[str]) -> Draft202012Validator:
    assert tilebot(["schema", "StageResult"]) == 0
    schema = json.loads(capsys.readouterr().out)["StageResult"]
    Draft202012Validator.check_schema(schema)
    return Draft202012Validator(schema)


def valid_document(stage: Stage, verdict: str) -> dict[str, object]:
    doc: dict[str, object] = {"run_id": "00ff00ff", "stage": stage.value, "attempt": 1, "verdict": verdict}
    if verdict in SPECS[stage].needs_classification:
        doc["classification"] = "kernel"
    return doc | {"message": "m"}


@pytest.mark.parametrize("stage", list(Stage))
def test_the_published_schema_takes_each_stages_own_verdicts_and_no_other(
    stage: Stage, capsys: pytest.CaptureFixture[str]
) -> None:
    """Any JSON Schema validator, not only pydantic, must agree with StageResult on every (stage, verdict)."""
    validator = published_stage_result_schema(capsys)
    every_verdict = {v for spec in SPECS.values() for v in spec.verdict_values} | {"PASSED", ""}
    for verdict in sorted(every_verdict):
        doc = valid_document(stage, verdict)
        schema_says = validator.is_valid(doc)
        model_says = _model_accepts(doc)
        assert schema_says == model_says == (verdict in SPECS[stage].verdict_values), (stage, verdict)


@pytest.mark.parametrize(("stage", "verdict"), [(s, v) for s in Stage for v in sorted(SPECS[s].needs_classification)])
def test_the_published_schema_demands_a_classification_where_routing_needs_one(
    stage: Stage, verdict: str, capsys: pytest.CaptureFixture[str]
) -> None:
    validator = published_stage_result_schema(capsys)
    doc = valid_document(stage, verdict)
    assert validator.is_valid(doc)
    for missing in ({k: v for k, v in doc.items() if k != "classification"}, {**doc, "classification": None}):
        assert not validator.is_valid(missing) and not _model_accepts(missing)


def test_a_foreign_verdict_is_named_by_the_schema_validator(capsys: pytest.CaptureFixture[str]) -> None:
    validator = published_stage_result_schema(capsys)
    errors = list(validator.iter_errors({**GOOD, "stage": "perf", "verdict": "ALL_PASS"}))
    assert [e.message for e in errors] == ["'ALL_PASS' is not one of ['DONE', 'INVESTIGATE', 'BLOCKED']"]


def _model_accepts(doc: dict[str, object]) -> bool:
    try:
        StageResult.model_validate(doc)
    except ValueError:
        return False
    return True


def test_runner_entry_does_not_pull_in_the_service_side() -> None:
    """A runner installs tilebot without the [bot] extra: the job entry must not import the store."""
    import subprocess
    import sys

    code = "import sys, tilebot.runner.job; print(sorted(m for m in sys.modules if m.split('.')[0] == 'sqlalchemy'))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


@pytest.mark.parametrize(
    ("verdict", "bad_validator", "expected"),
    [
        ("ALL_PASS", False, "success"),
        ("ALL_PASS", True, "failure"),  # a success claim its own validators contradict
        ("FAIL", False, "failure"),
        ("BLOCKED", False, "failure"),
    ],
)
def test_conclusion_of_a_result(verdict: str, bad_validator: bool, expected: str) -> None:
    from tilebot.core.result import conclusion_of

    fields = {**GOOD, "verdict": verdict, "classification": None if verdict == "ALL_PASS" else "host"}
    fields["validators"] = [{"name": "v", "command": "c", "exit_code": int(bad_validator)}]
    assert conclusion_of(StageResult.model_validate(fields)) == expected
    neutral = StageResult.model_validate({**GOOD, "stage": "perf", "verdict": "INVESTIGATE"})
    assert conclusion_of(neutral) == "neutral"
