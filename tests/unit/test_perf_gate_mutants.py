"""Stage E's perf gate against its mutants: ports slowed in each way, on the H200's real timings.

The committed figure (reports/perf-gate-mutants.md) is what the tool makes of the gate as it is now."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]


def tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "perf_gate_mutation_report", ROOT / "tools/perf_gate_mutation_report.py"
    )
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def test_every_slowed_port_is_caught_every_faithful_one_passes_and_the_committed_report_is_current() -> None:
    report = tool()
    runs = report.runs()
    assert len(runs) >= 28 and sum(len(r.rows) for r in runs) >= 389  # the H200's real E runs
    text, survivors, failed_controls = report.render(runs)
    assert (survivors, failed_controls) == (0, 0), text
    assert (ROOT / "reports/perf-gate-mutants.md").read_text() == text, "rerun " + report.COMMAND
    # the geomean alone misses regressions confined to a few configs: the per-config limit is what catches them
    assert "by the geomean alone 404 / 504" in text


def test_a_mutant_is_caught_only_by_a_failing_verdict() -> None:
    """A checker is measured by what fails it: a finding under DONE is a note, and the report counted it a catch
    (an extra kernel per call: 28 of 28 caught while E said DONE on all 28)."""
    report = tool()
    from tilebot.runner.gpu.perf_stats import DONE, INVESTIGATE, PerfGate

    noted = PerfGate(DONE, 1.05, 1, findings=("c: candidate launches 2 kernels per call, reference 1",))
    assert not report.caught(noted) and not report.passed_clean(noted)
    assert report.caught(PerfGate(INVESTIGATE, 1.05, 1)) and report.passed_clean(PerfGate(DONE, 1.05, 1))


def test_the_mutants_the_gate_missed_before_are_in_the_set() -> None:
    """A configuration whose timing raised, the slowest configuration 1.3x the reference cut to E's 6 timed
    pairs (with one slow reference repetition: the per-config limit's noise allowance swallowed it), a port slow in
    2 calls of 5 (the median call, which the gate compared, unchanged) and one whose kernel count varies (the most
    common count, which the gate compared, the reference's): each is in the mutant set, and each fails the gate on
    every one of the 28 H200 runs."""
    report = tool()
    runs = report.runs()
    families = {m.family: m for m in report.MUTATIONS}
    for family in (
        "one config's timing raised (the port breaks on that shape)",
        "the slowest config 1.3x the reference, timed with 6 reps, one of the reference's slow",
        "an extra kernel per call on one config, time unchanged",
        "an extra kernel on some calls of one config (the most common count the reference's), time unchanged",
        "every config: 2 calls in 5 twice as slow (the median call unchanged)",
        "the slowest config of 20+ repetitions a place: 2 calls in 5 three times as slow (the median call unchanged)",
    ):
        gates = report.verdicts(families[family], runs)
        assert [op for op, g in gates if not report.caught(g)] == [], family
    raised = report.verdicts(families["one config's timing raised (the port breaks on that shape)"], runs)
    assert {(g.verdict, g.reason) for _, g in raised} == {("BLOCKED", "MISSING_DATA")}
