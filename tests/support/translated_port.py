"""Stage B's output for a bundled example op, as a run on the H200 left it: the translator's kernel.rs and the Tile IR
cutile-rs compiled from it there (reports/h200-translated), in a repository laid out as the run's branch.

The committed run directory holds B's IR but not the crate, so kernel.rs is written again by the translator (the
same code, the same analysis), and B's record of the source it dumped is written the way B writes it.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from tilebot.core.config import RunConfig
from tilebot.core.result import StageResult, parse_stage_result
from tilebot.core.rundir import RunDir
from tilebot.core.stages import Stage
from tilebot.runner.stages.inputs import read_analysis, record_ir_source, source_sha256
from tilebot.runner.targets.cutile_rs.kernel_crate import KERNEL_FILE
from tilebot.runner.translator.op import translate_op

ROOT = Path(__file__).resolve().parents[2]
H200 = ROOT / "reports" / "h200-translated"
EXAMPLE = ROOT / "examples" / "tilegym-mini"


def committed_run(op: str, config: RunConfig) -> Path:
    return H200 / op / config.run_dir(op)


def b_output(repo: Path, op: str, config: RunConfig) -> Path:
    """``repo`` with A's analysis and reference IR, B's generated IR, C's diff of it, B's kernel.rs and B's record
    of it; returns the kernel.rs."""
    committed, run_dir = committed_run(op, config), repo / config.run_dir(op)
    for part in ("reference", "generated"):
        shutil.copytree(committed / part, run_dir / part)
    variants = read_analysis(run_dir).variants
    kernel_rs = repo / config.kernel_crate(op) / KERNEL_FILE
    kernel_rs.parent.mkdir(parents=True)
    kernel_rs.write_text(translate_op(EXAMPLE, op, variants, target="sm_90").kernel_rs, encoding="utf-8")
    record_ir_source(run_dir, source_sha256(kernel_rs))
    return kernel_rs


def committed_result(op: str, stage: Stage, config: RunConfig) -> StageResult:
    """The stage's first attempt on the H200 run, as it committed its result."""
    path = RunDir(committed_run(op, config)).result(stage, 1)
    return parse_stage_result(path.read_text(encoding="utf-8"), source=path.name)
