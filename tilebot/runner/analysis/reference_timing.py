"""Stage A on a GPU runner: which reference is faster, cuTile Python or Triton, per variant.

Where the op has both, each perf configuration runs as the target's own test with its first call
of the cuTile entry timed against the Triton entry on the same inputs (CUPTI, A/B interleaved,
``op_plugin`` time mode). A variant's record is the geometric mean over the configurations that
launch it; the faster backend becomes the port's reference in stage E. Without a GPU nothing is
timed and the analysis says why in the stage message.
"""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

from tilebot.core.analysis import Analysis, BackendTiming
from tilebot.core.config import RunConfig
from tilebot.core.rundir import RunDir
from tilebot.runner.gpu import op_timing
from tilebot.runner.gpu.op_calls import EntryError
from tilebot.runner.gpu.op_harness import gpu_problem, import_roots, reached_entries, run_op_tests
from tilebot.runner.gpu.op_plan import OpPlan, entry_fields, perf_node_ids
from tilebot.runner.gpu.perf_stats import PAIRED_TIME, geomean

TIMEOUT_S = 1200


def per_variant(analysis: Analysis, timed: list[dict[str, Any]], device: str) -> dict[str, BackendTiming]:
    """BackendTiming per variant from the comparisons (reference = cuTile, candidate = Triton)."""
    usable = {c["config"]: c for c in timed if c.get("ratio") is not None}
    out = {}
    for variant in analysis.variants:
        configs = [node for node, names in analysis.config_to_variant.items() if variant.name in names]
        rows = [usable[node] for node in configs if node in usable]
        if not rows:
            continue
        perf = op_timing.rows(rows)  # every row has a ratio, so both times
        cutile_ms = geomean([p.reference_ms for p in perf if p.reference_ms is not None])
        triton_ms = geomean([p.candidate_ms for p in perf if p.candidate_ms is not None])
        ratio = triton_ms / cutile_ms
        reps = rows[0]["reference"].get("reps", "?")
        out[variant.name] = BackendTiming(
            cutile_ms=cutile_ms,
            triton_ms=triton_ms,
            winner="triton" if ratio < 1 else "cutile",
            evidence=(
                f"CUPTI device time on {device}: {len(rows)} perf configurations, {reps} A/B-interleaved calls each "
                f"on the same inputs (the median at each place of the pair), L2 flushed; geomean triton/cutile "
                f"{ratio:.3f}"
            ),
        )
    return out


def time_references(
    repo_root: Path, op: str, config: RunConfig, run_dir: Path, analysis: Analysis
) -> tuple[Analysis, str]:
    """The analysis with ``variants[].timing`` filled where both references ran, and a note for the message."""
    if "triton" not in analysis.reference_backends:
        return analysis, "no Triton reference: cuTile Python is the reference"
    problem = gpu_problem()
    if problem:
        return analysis, f"references not timed ({problem})"
    node_ids = perf_node_ids(analysis)
    try:
        specs = reached_entries(repo_root, config, op, node_ids)
    except EntryError as exc:
        return analysis, f"references not timed ({exc})"
    paths = RunDir(run_dir)
    out_dir = paths.reference_timing
    plan = OpPlan(
        mode="time",
        op=op,
        **entry_fields(specs, reference="cutile", candidate="triton"),
        out_dir=str(out_dir),
    )
    harness = run_op_tests(repo_root, plan, node_ids, roots=import_roots(repo_root, config), timeout=TIMEOUT_S)
    if harness.results is None:
        return analysis, f"references not timed: the timed tests died (exit {harness.exit_code})"
    timed = op_timing.comparisons(harness.results)
    device = str(harness.results.environment.get("device", "the runner's GPU"))
    timings = per_variant(analysis, timed, device)
    record = {
        "ratio_definition": f"triton / cutile {PAIRED_TIME}",
        "geomean_ratio": _geomean_ratio(timed),
        "per_config": timed,
        "untimed": op_timing.untimed(harness.results, node_ids),
        "per_variant": {name: t.model_dump() for name, t in timings.items()},
    }
    paths.reference_timing_record.write_text(json.dumps(record, indent=2) + "\n", encoding="utf-8")
    variants = [v.model_copy(update={"timing": timings.get(v.name)}) for v in analysis.variants]
    winners = sorted({f"{n}: {t.winner}" for n, t in timings.items()})
    note = f"references timed for {len(timings)} of {len(variants)} variants ({', '.join(winners) or 'none'})"
    return analysis.model_copy(update={"variants": variants}), note


def _geomean_ratio(timed: list[dict[str, Any]]) -> float | None:
    ratios = [c["ratio"] for c in timed if c.get("ratio") is not None and math.isfinite(c["ratio"])]
    return geomean(ratios) if ratios else None
