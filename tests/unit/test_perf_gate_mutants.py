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
    assert "by the geomean alone 274 / 308" in text
