"""Stage F's verdict from the evidence, on real H200 measurements (reports/h200-bench-results.json)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tilebot.core.stages import Classification, PerfDiagVerdict
from tilebot.runner.perfdiag.diagnosis import blocked, diagnose, task_notes
from tilebot.runner.perfdiag.ir_evidence import IrEvidence, IrFinding
from tilebot.runner.perfdiag.record import PerfRecord, parse_perf
from tilebot.runner.tileir.rules import HINT_GAP, Category, Owner, Severity

BENCH = json.loads((Path(__file__).resolve().parents[2] / "reports" / "h200-bench-results.json").read_text())
SLOWED = BENCH["e_verdict_demo"]["slowed (one extra tiny kernel per call)"]
FAITHFUL = BENCH["e_verdict_demo"]["faithful (the reference kernel itself)"]
NOTES_PATH = "tilebot/softmax/perf/diagnosis.json"


def record(entry: dict[str, Any], **changes: Any) -> PerfRecord:
    data = {
        "op": "softmax",
        "reference_backend": "triton",
        "threshold": 1.05,
        "ceiling_gbps": BENCH["copy_ceiling_gbps"],
        "gate": entry["gate"],
        "comparisons": entry["comparisons"],
        **changes,
    }
    return parse_perf(json.dumps(data))


def ir(*relevant: IrFinding, gaps: tuple[IrFinding, ...] = ()) -> IrEvidence:
    return IrEvidence("recomputed", ("softmax_kernel",), relevant, gaps, other_findings=3)


def finding(owner: Owner, message: str, category: Category = Category.HINT) -> IrFinding:
    return IrFinding("softmax_kernel", category, Severity.MUST_MATCH, owner, message, "ref.mlir:9", "gen.mlir:7")


def test_an_extra_aten_launch_is_fixable_by_the_host() -> None:
    d = diagnose(record(SLOWED), ir())
    assert (d.verdict, d.owner) == (PerfDiagVerdict.FIXABLE, Classification.HOST)
    (action,) = d.actions
    assert action.source == "launches" and len(action.where) == 4
    assert "`at::native::vectorized_elementwise_kernel<CUDAFunctorOnSelf_add>` (an elementwise op" in action.what
    assert d.extra_launches == 1 and d.geomean == pytest.approx(1.0624, abs=1e-4)
    assert d.reason.startswith("1 action item; first (host): 1 library op(s) per call the reference does not run")


def test_kernel_items_come_before_host_items() -> None:
    latency = finding(Owner.KERNEL, "memory op `load_view_tko`: latency `2` in the reference, `4` in the candidate")
    d = diagnose(record(SLOWED), ir(latency))
    assert d.owner is Classification.KERNEL
    assert [(a.owner, a.source) for a in d.actions] == [(Owner.KERNEL, "ir"), (Owner.HOST, "launches")]
    assert d.actions[0].what.startswith("hint (must_match): memory op `load_view_tko`: latency")


def test_the_same_ir_finding_in_two_variants_is_one_item() -> None:
    a = finding(Owner.HOST, "divisibility assumption missing")
    b = IrFinding("other_variant", a.category, a.severity, a.owner, a.message, None, None)
    d = diagnose(record(FAITHFUL), IrEvidence("stored", ("softmax_kernel", "other_variant"), (a, b), (), 0))
    (action,) = d.actions
    assert action.where == ("softmax_kernel", "other_variant") and d.owner is Classification.HOST


def test_matching_launches_and_a_clean_ir_diff_are_aligned() -> None:
    d = diagnose(record(FAITHFUL), ir())
    assert (d.verdict, d.owner, d.actions) == (PerfDiagVerdict.ALIGNED, None, ())
    assert "no more per call than the reference in all 4 configs" in d.reason
    assert d.reason.endswith("the residual is the backend's or noise")


def test_a_large_gap_with_nothing_to_fix_is_aligned_and_names_known_gaps() -> None:
    """Real cuTile Python softmax against Triton: 2.7x to 8.1x slower, one kernel each."""
    gap = IrFinding(
        "softmax_kernel", HINT_GAP.category, HINT_GAP.severity, HINT_GAP.owner, f"warps — {HINT_GAP.why}", None, None
    )
    d = diagnose(record(BENCH["ops"]["softmax"]), ir(gaps=(gap,)))
    assert d.verdict is PerfDiagVerdict.ALIGNED and "(1 known cutile-rs gaps)" in d.reason
    notes = task_notes(d, diagnosis_path=NOTES_PATH)
    assert "- known gap: warps" in notes
    assert "a gap to Triton that the IR does not show is the backend's" in notes
    assert "Gap shape: ratios 2.718 to 8.092: the gap depends on the configuration" in notes


def test_nothing_found_without_ir_evidence_is_blocked() -> None:
    d = diagnose(record(FAITHFUL), None, ir_unavailable="no generated IR at generated/k.mlir")
    assert d.verdict is PerfDiagVerdict.BLOCKED and d.owner is None
    assert "no IR evidence (no generated IR at generated/k.mlir): a kernel difference cannot be ruled out" in d.reason
    # An extra launch is enough evidence on its own.
    assert diagnose(record(SLOWED), None).verdict is PerfDiagVerdict.FIXABLE


def test_geomean_falls_back_to_the_usable_ratios() -> None:
    gate = {**FAITHFUL["gate"], "geomean": None}
    d = diagnose(record(FAITHFUL, gate=gate), ir())
    assert d.geomean == pytest.approx(0.99933, abs=1e-5)


def test_the_diagnosis_file_holds_the_evidence() -> None:
    d = diagnose(record(SLOWED), ir())
    data = json.loads(json.dumps(d.to_json()))
    assert (data["verdict"], data["owner"]) == ("FIXABLE", "host")
    assert data["launches"][0]["extra_library"][0]["readable"].startswith("at::native::vectorized_elementwise")
    assert data["launches"][0]["owners"] == ["host"]
    assert data["shape"]["constant_added_time"] is True and data["ir"]["other_findings"] == 3
    assert [round(r["ratio"], 3) for r in data["gap"]["per_config"]] == [1.155, 1.052, 1.038, 1.011]
    assert data["gap"]["gate"]["severity"] == "MILD_GAP"
    assert blocked("perf/perf.json is missing").to_json()["gap"] is None


def test_task_notes_carry_the_verdict_and_the_evidence() -> None:
    notes = task_notes(diagnose(record(SLOWED), ir()), diagnosis_path=NOTES_PATH)
    first, second, *_ = notes.splitlines()
    assert (
        first == "The mechanical verdict is FIXABLE, owner host. Your report's first line must be `VERDICT: FIXABLE`."
    )
    assert second.startswith("Why: 1 action item")
    assert (
        "Stage E: INVESTIGATE MILD_GAP, geomean 1.062 (95% interval 1.021-1.124, bootstrap over configs), "
        "threshold 1.05" in notes
    )
    assert "- 4096x1024 float16: 1.155, 1/2, +0.99 µs, 61%/53%" in notes
    assert "IR evidence (recomputed): 0 performance-relevant findings" in notes
    assert notes.endswith(f"All of it: `{NOTES_PATH}`.")
    many = diagnose(record(SLOWED), ir(*(finding(Owner.KERNEL, f"hint {i}") for i in range(15))))
    assert "- … 4 more in the diagnosis file" in task_notes(many, diagnosis_path=NOTES_PATH)


def test_task_notes_name_the_configs_over_the_per_config_limit() -> None:
    slow = SLOWED["comparisons"][0]["config"]
    gate = {**SLOWED["gate"], "config_limit": 1.2, "over_limit": [slow]}
    notes = task_notes(diagnose(record(SLOWED, gate=gate), ir()), diagnosis_path=NOTES_PATH)
    ratio = SLOWED["comparisons"][0]["ratio"]
    assert f"Configs slower than 1.2x the reference beyond their noise: {slow} ({ratio:.2f}x)." in notes
    before = task_notes(diagnose(record(SLOWED), ir()), diagnosis_path=NOTES_PATH)  # a perf.json from before it
    assert "beyond their noise" not in before
