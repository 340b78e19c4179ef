"""Stages A, D and E on a GPU, through the target's own tests: the bundled example repository.

- A times its cuTile Python and Triton references per variant and records the faster;
- D's correctness half passes a faithful port, and catches one that leaves an element unwritten and
  one that hands the call back to the cuTile entry;
- E's gate says DONE for a faithful port and INVESTIGATE (with the kernel-count finding) for one that
  launches an extra kernel per call;
- with ``TILEBOT_TEST_CDYLIB`` naming a cutile-rs cdylib that exports ``cutile_silu_and_mul`` (stage D
  built it on a CPU machine from TileGym's port: tests/agents/test_stage_host_ffi.py), D and E run the
  real port, through its ctypes wrapper, against silu_and_mul's references.

Each test prints what it measured; the H200 run is in reports/h200-stages.md.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from tests.support.stage_context import stage_context
from tilebot.core.analysis import Analysis
from tilebot.core.config import RunConfig
from tilebot.core.rundir import RunDir
from tilebot.core.stages import Stage
from tilebot.runner.stages import StageContext, load
from tilebot.runner.stages.correctness import check_correctness
from tilebot.runner.stages.perf import measure

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples/tilegym-mini"
CONFIG = RunConfig()
RUST = CONFIG.layout.rust_ops_dir
NO_LIBRARY = Path("/nonexistent/libcutile_kernels.so")  # the Python ports below load none

FAITHFUL = """
import cuda.tile as ct
import torch
from tilegym.ops.cutile.softmax import softmax_kernel


def softmax(x):
    y = torch.empty_like(x)
    tile_n = 1 << (x.shape[1] - 1).bit_length()
    ct.launch(torch.cuda.current_stream(), (x.shape[0], 1, 1), softmax_kernel, (x, y, tile_n))
    return y
"""
SLOWED = FAITHFUL.replace("    return y\n", "    y.add_(0)  # one extra elementwise kernel per call\n    return y\n")
UNWRITTEN = """
import torch


def softmax(x):
    y = torch.empty_like(x)
    y[:, :-1] = torch.softmax(x.float(), dim=-1).to(x.dtype)[:, :-1]  # the last column is never written
    return y
"""
DELEGATES = """
from tilegym.ops.cutile.softmax import softmax as _cutile


def softmax(x):
    return _cutile(x)
"""


@pytest.fixture(scope="module")
def repo(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return Path(shutil.copytree(EXAMPLE, tmp_path_factory.mktemp("example") / "repo"))


def context(repo: Path, op: str, stage: Stage) -> StageContext:
    return stage_context(repo, op, stage, config=CONFIG)


def analysed(repo: Path, op: str) -> Analysis:
    path = RunDir(repo / CONFIG.run_dir(op)).analysis
    if not path.exists():
        stage = load(Stage.ANALYZE)
        assert stage is not None
        result = stage(context(repo, op, Stage.ANALYZE))
        print(f"\nstage A {op}: {result.verdict}: {result.message}")
        assert result.verdict == "PASS", result.message
    return Analysis.model_validate_json(path.read_text())


def port(repo: Path, op: str, source: str) -> None:
    (repo / RUST).mkdir(parents=True, exist_ok=True)
    (repo / RUST / f"{op}.py").write_text(source)


@pytest.mark.parametrize("op", ["softmax", "silu_and_mul"])
def test_stage_a_records_the_faster_reference_per_variant(repo: Path, op: str) -> None:
    analysis = analysed(repo, op)
    assert analysis.reference_backends == ["cutile", "triton"]
    for variant in analysis.variants:
        timing = variant.timing
        assert timing is not None, variant.name
        assert timing.cutile_ms and timing.triton_ms and timing.cutile_ms > 0 and timing.triton_ms > 0
        faster = "triton" if timing.triton_ms < timing.cutile_ms else "cutile"
        assert timing.winner == faster and "CUPTI device time" in timing.evidence
        print(f"{op} {variant.name}: cutile {timing.cutile_ms:.4f} ms, triton {timing.triton_ms:.4f} ms -> {faster}")
    assert (repo / CONFIG.run_dir(op) / "reference/timing/dual_reference.json").is_file()


def test_d_passes_a_faithful_port_and_catches_unwritten_and_delegating_ones(repo: Path) -> None:
    analysis = analysed(repo, "softmax")
    ctx = context(repo, "softmax", Stage.HOST_FFI)
    port(repo, "softmax", FAITHFUL)
    good = check_correctness(ctx, analysis, NO_LIBRARY)
    print(f"\nfaithful: {good.verdict}: {good.message}")
    assert good.verdict == "ALL_PASS", good.message
    assert good.metrics["checks"].value >= len([c for c in analysis.correctness_configs if c.status == "mapped"])
    assert (ctx.run_dir / "correctness/junit.xml").is_file()

    port(repo, "softmax", UNWRITTEN)
    lazy = check_correctness(ctx, analysis, NO_LIBRARY)
    print(f"unwritten column: {lazy.verdict}/{lazy.classification}: {lazy.message}")
    assert (lazy.verdict, lazy.classification and lazy.classification.value) == ("FAIL", "kernel")
    assert "NaN (unwritten or computed)" in lazy.message

    port(repo, "softmax", DELEGATES)
    cheat = check_correctness(ctx, analysis, NO_LIBRARY)
    print(f"delegating: {cheat.verdict}: {cheat.message}")
    assert cheat.verdict == "FAIL" and "called the reference entry" in cheat.message


def test_e_is_done_for_a_faithful_port_and_investigates_an_extra_kernel(repo: Path) -> None:
    analysis = analysed(repo, "softmax")
    # Against cuTile Python (no timing evidence): the faithful port is the reference kernel itself.
    variants = [v.model_copy(update={"timing": None}) for v in analysis.variants]
    untimed = analysis.model_copy(update={"variants": variants})
    ctx = context(repo, "softmax", Stage.PERF)
    port(repo, "softmax", FAITHFUL)
    done = measure(ctx, untimed, NO_LIBRARY)
    print(f"\nfaithful: {done.verdict}: {done.message}\n" + (ctx.run_dir / "perf/perf.md").read_text())
    assert done.verdict == "DONE", done.message
    port(repo, "softmax", SLOWED)
    slow = measure(ctx, untimed, NO_LIBRARY)
    print(f"slowed: {slow.verdict}: {slow.message}\n" + (ctx.run_dir / "perf/perf.md").read_text())
    assert slow.verdict == "INVESTIGATE", slow.message
    assert "kernels per call" in (ctx.run_dir / "perf/perf.json").read_text()


@pytest.mark.skipif(not os.environ.get("TILEBOT_TEST_CDYLIB"), reason="TILEBOT_TEST_CDYLIB names no cutile-rs cdylib")
def test_the_real_cutile_rs_port_through_d_and_e(repo: Path) -> None:
    library = Path(os.environ["TILEBOT_TEST_CDYLIB"])
    analysis = analysed(repo, "silu_and_mul")
    port(repo, "silu_and_mul", (ROOT / "tests/support/ports/silu_and_mul_wrapper.py").read_text())
    d = check_correctness(context(repo, "silu_and_mul", Stage.HOST_FFI), analysis, library)
    print(f"\nD cutile-rs silu_and_mul: {d.verdict}: {d.message}")
    assert d.verdict == "ALL_PASS", d.message
    ctx = context(repo, "silu_and_mul", Stage.PERF)
    e = measure(ctx, analysis, library)
    print(f"E cutile-rs silu_and_mul: {e.verdict}: {e.message}\n" + (ctx.run_dir / "perf/perf.md").read_text())
    assert e.verdict in ("DONE", "INVESTIGATE") and e.metrics["configs_timed"].value > 0
    assert len(analysis.perf_configs) > 1  # so E warms its JIT cache up first, and the timed run compiles nothing
    warm_up = next(v for v in e.validators if v.name.startswith("JIT warm-up"))
    assert "compiled itself: 0" in warm_up.output_tail and "from the JIT cache: 0," not in warm_up.output_tail
