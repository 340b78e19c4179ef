"""Stage F's evidence rules on real H200 measurements (reports/h200-bench-results.json) and real IR diffs.

The "slowed" demo is a port that runs the reference kernel plus one tiny ATen add per call (2 device ops
vs 1); the "ops" section has real cuTile Python ports against Triton references.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tilebot.runner.gpu.compare import ConfigComparison
from tilebot.runner.gpu.cupti_timer import RepSample, Timing
from tilebot.runner.gpu.perf_stats import judge
from tilebot.runner.perfdiag.gap_shape import gap_shape
from tilebot.runner.perfdiag.ir_evidence import IrEvidenceError, IrFinding, ir_evidence, is_perf_relevant
from tilebot.runner.perfdiag.launches import count_launches, is_library_op, readable, role_of
from tilebot.runner.perfdiag.record import PERF_FILE, Comparison, PerfInputError, load_perf, parse_perf
from tilebot.runner.tileir.diff import diff_ir
from tilebot.runner.tileir.rules import Category, Owner, Severity

BENCH = Path(__file__).resolve().parents[2] / "reports" / "h200-bench-results.json"
SLOWED = "slowed (one extra tiny kernel per call)"
FAITHFUL = "faithful (the reference kernel itself)"
ADD_KERNEL = (
    "_ZN2at6native29vectorized_elementwise_kernelILi8ENS0_21CUDAFunctorOnSelf_addIN3c104HalfEEE"
    "St5arrayIPcLm2EEEEviT0_T1_"
)


def bench() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(BENCH.read_text())
    return data


def perf_json(entry: dict[str, Any], *, backend: str = "triton") -> dict[str, Any]:
    """Stage E's perf.json around one measured entry of the H200 results."""
    return {
        "op": "softmax",
        "reference_backend": backend,
        "threshold": entry["gate"]["threshold"],
        "ceiling_gbps": bench()["copy_ceiling_gbps"],
        "gate": entry["gate"],
        "comparisons": entry["comparisons"],
    }


def comparisons(entry: dict[str, Any]) -> list[Comparison]:
    return parse_perf(json.dumps(perf_json(entry))).usable


# ------------------------------------------------------------------------------------------------ perf.json


def test_stage_e_objects_round_trip_through_perf_json(tmp_path: Path) -> None:
    """ConfigComparison/PerfGate.to_dict() as stage E writes them, from the slowed demo's first config."""
    row = bench()["e_verdict_demo"][SLOWED]["comparisons"][0]

    def timing(side: dict[str, Any]) -> Timing:
        busy = round(side["median_ms"] * 1e6)
        samples = tuple(RepSample(busy, busy, side["ops_per_call"], 40_000) for _ in range(9))
        return Timing(side["label"], samples, tuple(side["op_names"]))

    comparison = ConfigComparison(
        row["config"], timing(row["reference"]), timing(row["candidate"]), row["bytes_moved"], None, 4267.4
    )
    gate = judge([comparison.row()])
    (tmp_path / "perf").mkdir()
    (tmp_path / PERF_FILE).write_text(
        json.dumps(
            {
                "op": "softmax",
                "reference_backend": "triton",
                "threshold": gate.threshold,
                "ceiling_gbps": 4267.4,
                "gate": gate.to_dict(),
                "comparisons": [comparison.to_dict()],
            }
        )
    )
    record = load_perf(tmp_path)
    (c,) = record.usable
    assert c.ratio == pytest.approx(1.155)
    assert (c.reference.ops_per_call, c.candidate.ops_per_call) == (1, 2)
    assert c.candidate.op_names == ["softmax_rows_triton", ADD_KERNEL]
    assert c.added_us == pytest.approx(0.992)
    assert (round(c.reference_pct_of_copy or 0), round(c.candidate_pct_of_copy or 0)) == (61, 53)
    assert record.gate.verdict == "INVESTIGATE" and record.gate.severity == "MODERATE_GAP"


def test_missing_perf_json_says_stage_e_has_not_run(tmp_path: Path) -> None:
    with pytest.raises(PerfInputError, match=r"perf/perf.json is missing: stage E has not measured"):
        load_perf(tmp_path)


@pytest.mark.parametrize(
    ("raw", "words"),
    [
        ("{not json", "is not JSON"),
        ('{"op": "x"}', "is not stage E's format"),
        (
            '{"op": "x", "reference_backend": "cuda", "threshold": 1.05, "gate": {"verdict": "DONE"}, '
            '"comparisons": []}',
            "reference_backend",
        ),
    ],
)
def test_unparsable_perf_json_says_why(raw: str, words: str) -> None:
    with pytest.raises(PerfInputError, match=words):
        parse_perf(raw)


def test_no_usable_comparison_is_named() -> None:
    entry = json.loads(json.dumps(bench()["e_verdict_demo"][FAITHFUL]))
    assert parse_perf(json.dumps(perf_json(entry))).usable  # usable as measured
    for row in entry["comparisons"]:
        row["candidate"]["median_ms"] = None
        row["ratio"] = None
    with pytest.raises(PerfInputError, match=r"no usable comparison: none of its 4 configs .*4096x1024 float16"):
        parse_perf(json.dumps(perf_json(entry)))
    entry["comparisons"] = []
    with pytest.raises(PerfInputError, match="measured no config"):
        parse_perf(json.dumps(perf_json(entry)))


# ------------------------------------------------------------------------------------------------ launches


def test_the_slowed_port_runs_an_extra_aten_add_owned_by_the_host() -> None:
    for c in comparisons(bench()["e_verdict_demo"][SLOWED]):
        n = count_launches(c)
        assert (n.reference_ops, n.candidate_ops, n.surplus) == (1, 2, 1)
        assert n.extra_library == (ADD_KERNEL,) and n.extra_tile_kernels == 0
        assert n.owners == (Owner.HOST,)
        assert n.candidate_tile_kernels == ("softmax_rows_triton",)
    assert readable(ADD_KERNEL) == "at::native::vectorized_elementwise_kernel<CUDAFunctorOnSelf_add>"
    assert role_of(ADD_KERNEL) == "an elementwise op on a tensor"


@pytest.mark.parametrize("variant", ["softmax", "rms_norm/cutile_gather", "matmul"])
def test_real_ports_with_one_kernel_each_have_no_surplus(variant: str) -> None:
    rows = comparisons(bench()["ops"][variant])
    assert rows
    for c in rows:
        n = count_launches(c)
        assert n.surplus == 0 and n.owners == () and not n.extra_library
        assert n.candidate_tile_kernels[0].startswith(variant.split("/")[0])  # the port's own entry


def with_candidate(c: Comparison, names: list[str], ops: int | None = None) -> Comparison:
    side = c.candidate.model_copy(update={"op_names": names, "ops_per_call": len(names) if ops is None else ops})
    return c.model_copy(update={"candidate": side})


def test_the_ports_own_entry_launched_twice_is_owned_by_the_kernel() -> None:
    base = comparisons(bench()["ops"]["softmax"])[0]
    entry = base.candidate.op_names[0]
    n = count_launches(with_candidate(base, [entry, entry]))
    assert (n.surplus, n.extra_tile_kernels, n.extra_library, n.owners) == (1, 1, (), (Owner.KERNEL,))
    both = count_launches(with_candidate(base, ["memset", entry, entry]))
    assert both.owners == (Owner.KERNEL, Owner.HOST) and both.extra_library == ("memset",)
    assert role_of("memset") == "a memset (torch.zeros or zero_())"


def test_a_surplus_the_names_do_not_cover_is_owned_by_the_host() -> None:
    base = comparisons(bench()["ops"]["softmax"])[0]
    n = count_launches(with_candidate(base, [base.candidate.op_names[0]], ops=3))
    assert (n.surplus, n.names_cover_call, n.owners) == (2, False, (Owner.HOST,))


def test_library_ops_are_recognised_by_name() -> None:
    assert is_library_op(ADD_KERNEL) and is_library_op("memcpy") and is_library_op("void at::native::fill_kernel")
    assert not is_library_op("softmax_rows_triton") and not is_library_op("scale_kernel_entry")
    copy = "_ZN2at6native18elementwise_kernelILi128ELi4EZNS0_22gpu_kernel_impl_nocastIZZZNS0_23direct_copy_kernel"
    assert readable(copy) == "at::native::elementwise_kernel" and role_of(copy).startswith("a copy")
    assert readable("x" * 200).endswith("…") and len(readable("x" * 200)) == 90


# ------------------------------------------------------------------------------------------------ gap shape


def test_a_fixed_cost_per_call_shows_as_constant_added_time() -> None:
    shape = gap_shape(comparisons(bench()["e_verdict_demo"][SLOWED]))
    assert shape.configs == 4 and shape.min_ratio == pytest.approx(1.0108, abs=1e-4)
    assert shape.constant_added_time and not shape.uniform_factor
    assert [round(a, 2) for a in shape.added_us] == [0.99, 1.09, 1.28, 1.39]
    text = " ".join(shape.readings())
    assert (
        "adds 0.99 to 1.39 µs per call" in text
        and "53-97% of the device's copy bandwidth where the reference reaches 61-98%" in text
    )


def test_a_near_uniform_factor_is_said_as_such() -> None:
    shape = gap_shape(comparisons(bench()["ops"]["matmul"]))  # 0.947 to 0.988: within 5%
    assert shape.uniform_factor and not shape.constant_added_time  # the port is faster: no added time
    assert "near-uniform factor" in shape.readings()[0]
    assert len(shape.readings()) == 1  # matmul has no byte count: nothing about bandwidth


def test_a_gap_that_varies_points_at_the_largest_ratios() -> None:
    shape = gap_shape(comparisons(bench()["ops"]["softmax"]))  # 2.7x to 8.1x
    assert not shape.uniform_factor and not shape.constant_added_time
    assert "depends on the configuration" in shape.readings()[0]
    one = gap_shape(comparisons(bench()["ops"]["softmax"])[:1])
    assert one.readings()[0].startswith("one configuration") and not one.uniform_factor


def test_gap_shape_needs_a_comparison() -> None:
    with pytest.raises(ValueError, match="at least one usable comparison"):
        gap_shape([])


# ------------------------------------------------------------------------------------------------ IR evidence

VIEW = "tensor_view<?xf32, strides=[?]>"
PART = f"partition_view<tile=(128), {VIEW}>"
# One load through a view with a latency hint, an exp, one store; occupancy 1 on the entry.
KERNEL = f"""\
entry @k(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, \
%arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<default = {{occupancy = 1}}> {{
  %0 = make_token : token
  %tv = make_tensor_view %arg0, shape = [%arg1], strides = [%arg2] : tile<i32> -> {VIEW}
  %tv_1 = make_tensor_view %arg3, shape = [%arg4], strides = [%arg5] : tile<i32> -> {VIEW}
  %bx, %by, %bz = get_tile_block_id : tile<i32>
  %pv = make_partition_view %tv : {PART}
  %t, %tok = load_view_tko weak %pv[%bx] token = %0 optimization_hints = <default = {{latency = 2}}> \
: {PART}, tile<i32> -> tile<128xf32>, token
  %1 = exp %t : tile<128xf32>
  %pv_2 = make_partition_view %tv_1 : {PART}
  %2 = store_view_tko weak %1, %pv_2[%bx] token = %0 : tile<128xf32>, {PART}, tile<i32> -> token
  return
}}"""
POINTER_DIV = KERNEL.replace("make_tensor_view %arg0,", "make_tensor_view %a16,").replace(
    "  %tv = ", "  %a16 = assume div_by<16>, %arg0 : tile<ptr<f32>>\n  %tv = "
)
SCALAR_DIV = KERNEL.replace("shape = [%arg1]", "shape = [%d]").replace(
    "  %tv = ", "  %d = assume div_by<16>, %arg1 : tile<i32>\n  %tv = "
)


def diff_json(ref: str, cand: str) -> dict[str, Any]:
    return {"v": diff_ir(ref, cand, reference_path="ref.mlir", candidate_path="gen.mlir").to_json()}


@pytest.mark.parametrize(
    ("ref", "cand", "relevant", "gaps", "other"),
    [
        (KERNEL, KERNEL, [], 0, 0),
        (KERNEL, KERNEL.replace("latency = 2", "latency = 4"), [(Category.HINT, Owner.KERNEL)], 0, 0),
        (
            KERNEL,
            KERNEL.replace("%1 = exp %t :", "%e = exp %t : tile<128xf32>\n  %1 = exp %e :"),
            [(Category.ARITHMETIC, Owner.KERNEL)],
            0,
            0,
        ),
        (POINTER_DIV, KERNEL, [(Category.HINT, Owner.HOST)], 0, 0),  # view path: an ok-to-differ perf note
        (SCALAR_DIV, KERNEL, [], 0, 1),  # each launcher's own divisibility: nothing compiled differs
        (KERNEL, KERNEL.replace("{occupancy = 1}", "{occupancy = 1, num_cta_in_cga = 1}"), [], 0, 1),  # default
        (KERNEL, KERNEL.replace("%arg5: tile<i32>)", "%arg5: tile<i32>, %arg6: tile<i32>)"), [], 0, 1),  # ABI
        (KERNEL.replace("{occupancy = 1}", "{occupancy = 1, simt_num_warps_in_cta = 4}"), KERNEL, [], 1, 0),
    ],
    ids=["same", "latency", "extra-exp", "pointer-div", "scalar-div", "hint-default", "abi", "known-gap"],
)
def test_perf_relevant_ir_findings(
    ref: str, cand: str, relevant: list[tuple[Category, Owner]], gaps: int, other: int
) -> None:
    evidence = ir_evidence(diff_json(ref, cand), source="test")
    assert [(f.category, f.owner) for f in evidence.relevant] == relevant
    assert (len(evidence.known_gaps), evidence.other_findings) == (gaps, other)
    assert evidence.variants == ("v",)


def test_relevant_findings_list_the_kernel_first() -> None:
    both = {**diff_json(POINTER_DIV, KERNEL), "w": diff_json(KERNEL, KERNEL.replace("latency = 2", "latency = 4"))["v"]}
    evidence = ir_evidence(both, source="test")
    assert [(f.variant, f.owner) for f in evidence.relevant] == [("w", Owner.KERNEL), ("v", Owner.HOST)]


def finding(category: Category, severity: Severity) -> IrFinding:
    return IrFinding("v", category, severity, Owner.KERNEL, "some difference", None, None)


@pytest.mark.parametrize(
    ("category", "severity", "relevant"),
    [
        (Category.TILE_SHAPE, Severity.OK_TO_DIFFER, True),
        (Category.MEMORY_OP, Severity.MUST_MATCH, True),
        (Category.MEMORY_OP, Severity.NOISE, False),
        (Category.DTYPE, Severity.MUST_MATCH, True),
        (Category.ARITHMETIC, Severity.OK_TO_DIFFER, False),  # index math, workaround noise
        (Category.MASK_PADDING, Severity.MUST_MATCH, False),  # values: stage C's concern
        (Category.TOKEN, Severity.MUST_MATCH, False),
    ],
)
def test_which_categories_can_cost_time(category: Category, severity: Severity, relevant: bool) -> None:
    assert is_perf_relevant(finding(category, severity)) is relevant


@pytest.mark.parametrize(
    ("diff", "words"),
    [
        ({}, "names no variant"),
        ({"v": {}}, "no findings list"),
        ({"v": {"findings": [{"category": "x"}]}}, "finding 0"),
    ],
)
def test_a_malformed_ir_diff_is_an_error(diff: dict[str, Any], words: str) -> None:
    with pytest.raises(IrEvidenceError, match=words):
        ir_evidence(diff, source="test")
