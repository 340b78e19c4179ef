"""Stage E's ``BenchmarkReport`` from the comparisons ``op_plugin`` timed and the gate judged on them.

The rows come from the same ``PerfRow``s the gate judged (``op_timing.rows``), so the table cannot show a
time the verdict did not use; the rest of each comparison (bandwidth, spread, kernels) rides along.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tilebot.core.reports import BenchmarkReport, BenchmarkRow, GeomeanInterval
from tilebot.runner.gpu import op_timing
from tilebot.runner.gpu.perf_stats import PerfGate, PerfRow

US_PER_MS = 1000.0


def benchmark_report(
    *,
    op: str,
    reference_backend: str,
    candidate: str,
    threshold: float,
    timed: Sequence[Mapping[str, Any]],
    gate: PerfGate,
    environment: Mapping[str, Any],
    untimed: Sequence[str] = (),
) -> BenchmarkReport:
    rows = op_timing.rows([dict(c) for c in timed])
    interval = None
    if gate.interval is not None:
        low, high = gate.interval
        interval = GeomeanInterval.model_validate(
            {"low": low, "high": high, "confidence": gate.confidence, "method": gate.interval_method}
        )
    return BenchmarkReport.model_validate(
        {
            "op": op,
            "verdict": gate.verdict,
            "reference_backend": reference_backend,
            "candidate": candidate,
            "gpu": environment.get("device"),
            "threshold": threshold,
            "geomean": gate.geomean,
            "interval": interval,
            "severity": gate.severity.value if gate.severity else None,
            "config_limit": gate.config_limit,
            "over_limit": list(gate.over_limit),
            "configs": [_row(c, r) for c, r in zip(timed, rows, strict=True)],
            "untimed": list(untimed),
            "findings": list(gate.findings),
            "message": gate.message,
        }
    )


def _row(comparison: Mapping[str, Any], row: PerfRow) -> BenchmarkRow:
    ref, cand = comparison.get("reference") or {}, comparison.get("candidate") or {}
    return BenchmarkRow(
        config=row.config,
        reference_us=_us(row.reference_ms),
        candidate_us=_us(row.candidate_ms),
        ratio=row.ratio,
        reference_kernels=row.reference_kernels,
        candidate_kernels=row.candidate_kernels,
        reference_gbps=comparison.get("reference_gbps"),
        candidate_gbps=comparison.get("candidate_gbps"),
        candidate_pct_of_copy=comparison.get("candidate_pct_of_copy"),
        reference_spread=ref.get("spread_iqr"),
        candidate_spread=cand.get("spread_iqr"),
    )


def _us(ms: float | None) -> float | None:
    return None if ms is None else ms * US_PER_MS
