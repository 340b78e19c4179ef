"""Timed comparisons to verdicts: stage E's gate rows, stage A's per-variant winner, the cdylib's symbols.

The comparisons are the real ones the H200 printed (reports/h200-bench-results.json, ``e_verdict_demo``):
a faithful candidate and one with an extra kernel per call, in the shape ``op_plugin`` writes.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from tilebot.core.analysis import Analysis, BackendTiming
from tilebot.core.config import RunConfig
from tilebot.runner.analysis.reference_timing import per_variant
from tilebot.runner.gpu import op_timing
from tilebot.runner.gpu.op_plan import OpResults, perf_node_ids
from tilebot.runner.gpu.perf_stats import judge
from tilebot.runner.stages.perf import chosen_reference
from tilebot.runner.targets.cutile_rs import cdylib_crate

H200 = json.loads((Path(__file__).parents[2] / "reports/h200-bench-results.json").read_text())["e_verdict_demo"]
FAITHFUL, SLOWED = H200["faithful (the reference kernel itself)"], H200["slowed (one extra tiny kernel per call)"]


def results(comparisons: list[dict[str, Any]], extra: dict[str, Any] | None = None) -> OpResults:
    nodes = {c["config"]: {"seed": 1, "outcome": "passed", "calls": 1, "comparisons": [c]} for c in comparisons}
    return OpResults.model_validate({"mode": "time", "op": "softmax", "nodes": nodes | (extra or {})})


@pytest.mark.parametrize("demo", [FAITHFUL, SLOWED], ids=["faithful", "slowed"])
def test_gate_on_the_plugin_shape_agrees_with_the_h200_verdict(demo: dict[str, Any]) -> None:
    timed = op_timing.comparisons(results(demo["comparisons"]))
    gate = judge(op_timing.rows(timed), threshold=1.05)
    assert gate.verdict == demo["gate"]["verdict"]
    assert gate.geomean == pytest.approx(demo["gate"]["geomean"], rel=1e-9)
    table = op_timing.markdown(timed, gate, ref="triton", cand="cutile-rs")
    assert f"→ **{gate.verdict}**" in table and table.count("\n| `") == len(timed)


def test_perf_md_names_the_configs_over_the_per_config_limit() -> None:
    timed = op_timing.comparisons(results(SLOWED["comparisons"]))
    ratios = [row.ratio or 0 for row in op_timing.rows(timed)]
    limit = max(min(ratios) * 1.001, 1.05)  # below the slowest config, above the threshold
    gate = judge(op_timing.rows(timed), threshold=1.05, config_limit=limit)
    assert gate.over_limit and gate.verdict == "INVESTIGATE"
    table = op_timing.markdown(timed, gate, ref="triton", cand="cutile-rs")
    assert f"- slower than {limit}x beyond its noise: `{gate.over_limit[0]}`" in table


def test_the_extra_kernel_per_call_is_a_finding() -> None:
    gate = judge(op_timing.rows(op_timing.comparisons(results(SLOWED["comparisons"]))), threshold=1.05)
    assert any("candidate launches 2 kernels per call, reference 1" in f for f in gate.findings)


def test_untimed_configurations_say_why_and_unusable_rows_block() -> None:
    broken = {"seed": 2, "outcome": "failed", "calls": 1, "problems": ["timing failed: CuptiError: dropped"]}
    got = results(FAITHFUL["comparisons"][:1], {"t::broken": broken})
    nodes = [FAITHFUL["comparisons"][0]["config"], "t::broken", "t::absent"]
    assert op_timing.untimed(got, nodes) == ["t::broken: timing failed: CuptiError: dropped", "t::absent: did not run"]
    unusable = dict(FAITHFUL["comparisons"][0], ratio=None)
    gate = judge(op_timing.rows([unusable]), threshold=1.05)
    assert gate.verdict == "BLOCKED" and gate.reason == "MISSING_DATA"


def test_a_configuration_whose_timing_raised_is_a_failed_timing_one_never_reached_is_not() -> None:
    """E blocks on the first (the port broke on that shape while timed), notes the second (the test never called
    the entry: TileGym's mla on float8 fails building its inputs, for either contender)."""
    error = "timing failed: RuntimeError: CUDA_ERROR_INVALID_VALUE\nTraceback (most recent call last): ..."
    broken = {"seed": 2, "outcome": "passed", "calls": 1, "problems": [error]}
    inputs = {"seed": 3, "outcome": "failed", "calls": 0, "message": "NotImplementedError: normal_kernel_cuda"}
    got = results(FAITHFUL["comparisons"][:1], {"t::broken": broken, "t::inputs": inputs})
    nodes = [FAITHFUL["comparisons"][0]["config"], "t::broken", "t::inputs", "t::absent"]
    assert op_timing.failed_timings(got, nodes) == {
        "t::broken": "timing failed: RuntimeError: CUDA_ERROR_INVALID_VALUE"
    }
    assert len(op_timing.untimed(got, nodes)) == 3


def test_a_launch_bound_port_is_investigated_though_its_summed_kernel_time_passes() -> None:
    """The reviewer's port: on one of six configs, 60 kernels of 4.5 µs, 6 µs apart, behind a 400 µs host launch,
    against the reference's one 300 µs kernel. The gate times the sum of kernel durations (270 µs): it read 0.983,
    DONE. The extra launches are what the time cannot weigh, so the gate sends it to a person."""
    from tilebot.runner.gpu.compare import ConfigComparison
    from tilebot.runner.gpu.cupti_timer import DeviceOp, summarize

    def calls(kernels: int, dur_us: float, gap_us: float, host_us: float) -> Any:
        def op(r: int, i: int) -> DeviceOp:
            start = r * 10**7 + int(i * (dur_us + gap_us) * 1e3)
            return DeviceOp(f"k{i}", start, start + int(dur_us * 1e3))

        windows = [[op(r, i) for i in range(kernels)] for r in range(60)]
        return summarize("x", windows, [int(host_us * 1e3)] * 60)

    same = [
        ConfigComparison(f"cfg{n}", calls(1, 300.0, 0.0, 8.0), calls(1, 300.0, 0.0, 8.0)).to_dict() for n in range(5)
    ]
    chain = ConfigComparison("cfg5", calls(1, 300.0, 0.0, 8.0), calls(60, 4.5, 6.0, 400.0)).to_dict()
    gate = judge(op_timing.rows([*same, chain]), threshold=1.05)
    assert gate.geomean is not None and gate.geomean < 1.0  # what the summed durations say
    assert gate.verdict == "INVESTIGATE" and gate.findings == (
        "cfg5: candidate launches 60 kernels per call, reference 1",
    )


@pytest.fixture(scope="module")
def softmax_analysis(tmp_path_factory: pytest.TempPathFactory) -> Analysis:
    from tests.support import synthetic_op
    from tilebot.runner.analysis.analyze_op import analyze

    root = synthetic_op.write_repo(tmp_path_factory.mktemp("repo"))
    return analyze(root, "scale", RunConfig(), root / "tilebot/scale")


def test_per_variant_winner_is_the_geomean_over_the_variants_configurations(softmax_analysis: Analysis) -> None:
    analysis = softmax_analysis
    nodes = perf_node_ids(analysis)
    variant = analysis.config_to_variant[nodes[0]][0]
    mine = [n for n in nodes if variant in analysis.config_to_variant[n]]
    timed = [
        {
            "config": node,
            "ratio": 0.5,
            "reference": {"median_ms": 0.2, "reps": 60},
            "candidate": {"median_ms": 0.1, "reps": 60},
        }
        for node in mine
    ]
    timings = per_variant(analysis, timed, "NVIDIA H200")
    assert set(timings) == {variant}
    got = timings[variant]
    assert (got.winner, got.cutile_ms, got.triton_ms) == ("triton", pytest.approx(0.2), pytest.approx(0.1))
    assert f"{len(mine)} perf configurations" in got.evidence and "geomean triton/cutile 0.500" in got.evidence
    slower = [dict(t, candidate={"median_ms": 0.3, "reps": 60}) for t in timed]
    assert per_variant(analysis, slower, "NVIDIA H200")[variant].winner == "cutile"


def test_stage_e_takes_the_requested_reference_or_the_one_most_variants_chose(softmax_analysis: Analysis) -> None:
    assert chosen_reference(softmax_analysis) == "cutile"  # no timing: cuTile Python
    won = BackendTiming(cutile_ms=2.0, triton_ms=1.0, winner="triton", evidence="test")
    variants = [v.model_copy(update={"timing": won}) for v in softmax_analysis.variants]
    timed = softmax_analysis.model_copy(update={"variants": variants, "reference_backends": ["cutile", "triton"]})
    assert chosen_reference(timed) == chosen_reference(timed, "auto") == "triton"
    assert chosen_reference(timed, "cutile") == "cutile"  # /translate ... --reference cutile
    assert chosen_reference(softmax_analysis, "triton") == "cutile"  # no Triton implementation to time against


def test_exported_symbols_come_from_a_real_shared_library(tmp_path: Path) -> None:
    cc = shutil.which("cc")
    if cc is None:
        pytest.skip("no C compiler (build-essential)")
    source = tmp_path / "lib.c"
    source.write_text("int cutile_softmax(void) { return 0; }\nstatic int hidden(void) { return 1; }\n")
    lib = tmp_path / "libk.so"
    subprocess.run([cc, "-shared", "-fPIC", "-o", str(lib), str(source)], check=True)
    assert "cutile_softmax" in cdylib_crate.exported_symbols(lib)
    assert "hidden" not in cdylib_crate.exported_symbols(lib)
    with pytest.raises(cdylib_crate.SymbolError, match="nm -D"):
        cdylib_crate.exported_symbols(source)


def test_the_cdylib_manifest_must_declare_the_crate_type(tmp_path: Path) -> None:
    crates = RunConfig().target.crates
    assert [p.name for p in cdylib_crate.seed(tmp_path, crates)] == ["Cargo.toml", "lib.rs"]
    assert cdylib_crate.seed(tmp_path, crates) == []  # never overwrites
    assert cdylib_crate.cdylib_problems(tmp_path) == []
    manifest = tmp_path / "Cargo.toml"
    manifest.write_text(manifest.read_text().replace('crate-type = ["cdylib"]\n', ""))
    assert "crate-type" in cdylib_crate.cdylib_problems(tmp_path)[0]


def test_kept_repetitions_reach_the_gate_and_name_the_interval() -> None:
    """A comparison whose timings keep each repetition (``busy_us``, as cupti_timer writes them now): the rows carry
    them in ms, and with few configs the report's interval is the bootstrap over repeats."""
    from tilebot.runner.reports.benchmark import benchmark_report

    comparisons = []
    for c in FAITHFUL["comparisons"][:2]:
        sides = {}
        for side in ("reference", "candidate"):
            median_us = c[side]["median_ms"] * 1e3
            sides[side] = c[side] | {"busy_us": [median_us * (1 + (i - 10) / 1000) for i in range(21)]}
        comparisons.append(c | sides)
    rows = op_timing.rows(op_timing.comparisons(results(comparisons)))
    assert len(rows[0].reference_samples) == 21
    assert rows[0].reference_samples[10] == pytest.approx(comparisons[0]["reference"]["median_ms"])
    gate = judge(rows, threshold=1.05)
    assert gate.interval_method == "bootstrap over repeats"
    report = benchmark_report(
        op="softmax",
        reference_backend="triton",
        candidate="cutile-rs",
        threshold=1.05,
        timed=op_timing.comparisons(results(comparisons)),
        gate=gate,
        environment={},
    )
    assert report.interval is not None and report.interval.method == "bootstrap over repeats"
    table = op_timing.markdown(comparisons, gate, ref="triton", cand="cutile-rs")
    assert "| config | triton µs | cutile-rs µs |" in table and "bootstrap over repeats" in table


def test_the_table_and_the_gate_take_each_side_at_each_place_of_its_pair() -> None:
    """What op_plugin writes (each repetition in run order) is read the way E compares: the reference's even
    repetitions ran first in their pair, the candidate's odd ones. The same kernel, slow in the second place,
    with the reference's first call slow too, is 1.00 in the rows, the gate and the table, whose bandwidth and
    share of a copy come from the same times (not the GB/s the one-median comparison wrote)."""
    base = FAITHFUL["comparisons"][0]
    slow, fast = 24.2, 17.2
    ref = [slow if i % 2 or i == 0 else fast for i in range(60)]
    cand = [fast if i % 2 else slow for i in range(60)]
    comparison = base | {
        "ratio": 0.86,  # what a median over both places wrote
        "bytes_moved": 2_000_000,
        "reference_gbps": 83.0,
        "candidate_gbps": 97.0,
        "reference": base["reference"] | {"busy_us": ref},
        "candidate": base["candidate"] | {"busy_us": cand},
    }
    rows = op_timing.rows([comparison])
    assert rows[0].ratio == pytest.approx(1.0)
    gate = judge(rows, threshold=1.05)
    assert gate.geomean == pytest.approx(1.0)
    us = (fast * slow) ** 0.5
    gbps = 2_000_000 / (us * 1e-6) / 1e9
    table = op_timing.markdown([comparison], gate, ref="cutile", cand="cutile-rs", ceiling_gbps=4 * gbps)
    assert f"| {us:.2f} | {us:.2f} | 1.000 | 1/1 | {gbps:.0f}/{gbps:.0f} | 25 |" in table


def test_rows_carry_whether_a_side_s_kernel_count_varied() -> None:
    comparisons = [{**c, "candidate": {**c["candidate"], "ops_vary": True}} for c in FAITHFUL["comparisons"]]
    rows = op_timing.rows(op_timing.comparisons(results(comparisons)))
    assert rows and all(r.candidate_kernels_vary and not r.reference_kernels_vary for r in rows)
    assert not any(
        r.candidate_kernels_vary for r in op_timing.rows(op_timing.comparisons(results(FAITHFUL["comparisons"])))
    )
