"""What ``tilebot schema`` prints: one JSON Schema per published contract."""

from __future__ import annotations

from tilebot.core.analysis import Analysis
from tilebot.core.config import RunConfig
from tilebot.core.reports import BenchmarkReport, IrDiffReport
from tilebot.core.result import StageResult
from tilebot.core.stages import SPECS


def json_schemas() -> dict[str, object]:
    return {
        "StageResult": StageResult.model_json_schema(),
        "RunConfig": RunConfig.model_json_schema(),
        "Analysis": Analysis.model_json_schema(),
        "IrDiffReport": IrDiffReport.model_json_schema(),
        "BenchmarkReport": BenchmarkReport.model_json_schema(),
        "verdicts": {stage.value: list(spec.verdict_values) for stage, spec in SPECS.items()},
    }
