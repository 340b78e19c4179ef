"""Report models made by stages C's and E's own code, for tests that need a report file on a PR.

- ``benchmark``: the comparisons the H200 printed (reports/h200-bench-results.json, ``e_verdict_demo``, in the
  shape ``op_plugin`` writes) through stage E's rows, gate and ``benchmark_report``;
- ``wrong_rank_ir_diff``: stage C's diff of the synthetic op's real reference IR against a port that used
  another variant's IR (a rank error: must-match, owner kernel), through ``ir_diff_report``.

Scripts carry them as ``model_dump(mode="json")``; tests/github/scripted_reports.py validates and writes them.
"""

from __future__ import annotations

import functools
import json
import shutil
import tempfile
from pathlib import Path
from typing import Any

from tilebot.core.config import RunConfig, Target
from tilebot.core.reports import BenchmarkReport, IrDiffReport
from tilebot.core.rundir import RunDir
from tilebot.runner.gpu import op_timing
from tilebot.runner.gpu.op_plan import OpResults
from tilebot.runner.gpu.perf_stats import judge
from tilebot.runner.reports.benchmark import benchmark_report
from tilebot.runner.reports.ir_diff import ir_diff_report
from tilebot.runner.stages.inputs import diff_variants, record_ir_source, source_sha256
from tilebot.runner.stages.perf import CANDIDATE
from tilebot.runner.targets.cutile_rs.kernel_crate import KERNEL_FILE

H200_RECORD = Path(__file__).parents[2] / "reports/h200-bench-results.json"
DEMOS = {"faithful": "faithful (the reference kernel itself)", "slowed": "slowed (one extra tiny kernel per call)"}
IR_OP = "scale"
# Stage B's stand-in: this variant gets another variant's IR (1-D against 2-D).
WRONG_RANK = {"scale_kernel__square": "scale_kernel_2d"}


def h200_results(demo: str) -> OpResults:
    """What ``op_plugin`` handed stage E on the H200, one node per timed configuration."""
    record = json.loads(H200_RECORD.read_text())
    comparisons: list[dict[str, Any]] = record["e_verdict_demo"][DEMOS[demo]]["comparisons"]
    nodes = {c["config"]: {"seed": 1, "outcome": "passed", "calls": 1, "comparisons": [c]} for c in comparisons}
    environment = {"device": record["environment"]["device"]}
    return OpResults.model_validate({"mode": "time", "op": "softmax", "environment": environment, "nodes": nodes})


def benchmark(demo: str = "faithful", *, threshold: float = 1.05) -> BenchmarkReport:
    results = h200_results(demo)
    timed = op_timing.comparisons(results)
    return benchmark_report(
        op=results.op,
        reference_backend="triton",  # the H200 demo timed the port against the Triton reference
        candidate=CANDIDATE,
        threshold=threshold,
        timed=timed,
        gate=judge(op_timing.rows(timed), threshold=threshold),
        environment=results.environment,
    )


def prepare_ir(repo: Path, wrong: dict[str, str], config: RunConfig | None = None) -> Path:
    """Stage A's analysis and reference IR for the synthetic op, and stage B's generated IR (``wrong`` swapped) with
    B's record of the kernel.rs it came from (a comment: no entry to name arguments by, they pair by rank)."""
    from tests.support import synthetic_op
    from tilebot.runner.analysis.analyze_op import analyze

    config = config or RunConfig()
    synthetic_op.write_repo(repo)
    run_dir = repo / config.run_dir(IR_OP)
    analysis = analyze(repo, IR_OP, config, run_dir)
    paths = RunDir(run_dir)
    paths.analysis.write_text(analysis.model_dump_json(indent=2))
    paths.generated.mkdir(parents=True, exist_ok=True)
    for variant in analysis.variants:
        if variant.reference_ir is not None:
            source = wrong.get(variant.name, variant.name)
            shutil.copy(paths.reference / f"{source}.mlir", paths.generated / f"{variant.name}.mlir")
    kernel_rs = repo / config.kernel_crate(IR_OP) / KERNEL_FILE
    kernel_rs.parent.mkdir(parents=True, exist_ok=True)
    kernel_rs.write_text("// the synthetic op's port: its IR is the reference's, copied above\n", encoding="utf-8")
    record_ir_source(run_dir, source_sha256(kernel_rs))
    return run_dir


@functools.cache
def wrong_rank_ir_diff() -> IrDiffReport:
    with tempfile.TemporaryDirectory() as tmp:
        return ir_diff_report(diff_variants(prepare_ir(Path(tmp), WRONG_RANK), Target().crates))
