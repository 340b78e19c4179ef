"""What ``tilebot schema`` prints: one JSON Schema per published contract."""

from __future__ import annotations

from collections.abc import Callable

from tilebot.core.analysis import Analysis
from tilebot.core.config import RunConfig
from tilebot.core.reports import BenchmarkReport, IrDiffReport
from tilebot.core.result import StageResult
from tilebot.core.stages import SPECS


def _verdicts() -> dict[str, list[str]]:
    return {stage.value: list(spec.verdict_values) for stage, spec in SPECS.items()}


# Each published contract by the name `tilebot schema NAME` takes (and its help lists), with how to make its schema.
CONTRACTS: dict[str, Callable[[], object]] = {
    "StageResult": StageResult.model_json_schema,
    "RunConfig": RunConfig.model_json_schema,
    "Analysis": Analysis.model_json_schema,
    "IrDiffReport": IrDiffReport.model_json_schema,
    "BenchmarkReport": BenchmarkReport.model_json_schema,
    "verdicts": _verdicts,
}


def json_schemas() -> dict[str, object]:
    return {name: schema() for name, schema in CONTRACTS.items()}
