"""The benchmark as pictures, rendered from a real H200 run's benchmark.json (reports/h200-flow)."""

from __future__ import annotations

import re
from pathlib import Path
from xml.etree import ElementTree as ET

import pytest

from tilebot.core.perf_chart import noise, ratio_chart_mermaid, ratio_chart_svg, short_config
from tilebot.core.reports import BenchmarkReport

ROOT = Path(__file__).resolve().parents[2]
REAL = BenchmarkReport.model_validate_json((ROOT / "reports/h200-flow/benchmark.json").read_text())
SVG = "{http://www.w3.org/2000/svg}"


def texts(svg: str) -> list[str]:
    return ["".join(t.itertext()) for t in ET.fromstring(svg).iter(f"{SVG}text")]


def test_the_svg_plots_each_config_against_the_gate_with_its_noise() -> None:
    svg = ratio_chart_svg(REAL)
    root = ET.fromstring(svg)
    shown = texts(svg)
    assert f"{REAL.op}: cutile-rs / cutile device time per config (lower is faster) · NVIDIA H200" in shown
    assert any(t.startswith("geomean 0.475, 95% interval 0.396 to 0.569 (bootstrap over configs)") for t in shown)
    for row in REAL.configs:
        assert short_config(row.config) in shown and f"{row.ratio:.3f}" in shown
        info = next(t for t in shown if t.startswith(f"{row.reference_us:.1f} → {row.candidate_us:.1f} µs"))
        assert f"{row.candidate_gbps:.0f} GB/s ({row.candidate_pct_of_copy:.0f}% of copy)" in info
    bars = [r for r in root.iter(f"{SVG}rect") if r.get("fill") == "#2da44e"]  # both ports are under the gate
    assert len(bars) == len(REAL.configs)
    assert len(list(root.iter(f"{SVG}path"))) == len(REAL.configs)  # a noise whisker per config
    assert "gate 1.05" in shown and "parity 1.0" in shown
    # Bars are to scale: their widths keep the ratios' proportion.
    widths = [float(r.get("width", "0")) for r in bars]
    assert widths[0] / widths[1] == pytest.approx(REAL.configs[0].ratio / REAL.configs[1].ratio, rel=1e-3)


def test_a_slow_config_is_red_and_an_untimed_one_says_so() -> None:
    data = REAL.model_dump()
    slow = data["configs"][0] | {"candidate_us": 60.0, "ratio": 60.0 / data["configs"][0]["reference_us"]}
    untimed = data["configs"][1] | {"config": "t.py::test_perf[<big>&]", "candidate_us": None, "ratio": None}
    bench = BenchmarkReport.model_validate(
        data | {"configs": [slow, untimed], "verdict": "BLOCKED", "geomean": None, "interval": None}
    )
    svg = ratio_chart_svg(bench)
    root = ET.fromstring(svg)
    assert [r.get("fill") for r in root.iter(f"{SVG}rect") if r.get("fill-opacity") == "0.75"] == ["#cf222e"]
    shown = texts(svg)
    assert "test_perf[<big>&]" in shown and "no time on both sides" in shown
    assert any(t.startswith("no geomean:") for t in shown)


def test_noise_combines_half_of_each_sides_iqr() -> None:
    row = REAL.configs[0]
    assert row.reference_spread is not None and row.candidate_spread is not None
    expected = ((row.reference_spread / 2) ** 2 + (row.candidate_spread / 2) ** 2) ** 0.5
    assert noise(row) == pytest.approx(expected)
    assert noise(row.model_copy(update={"reference_spread": None})) is None


def test_the_mermaid_chart_has_a_bar_per_config_and_the_gate_line() -> None:
    chart = ratio_chart_mermaid(REAL)
    assert chart is not None
    lines = chart.splitlines()
    assert lines[:2] == ["```mermaid", "xychart-beta"] and lines[-1] == "```"
    assert '    x-axis ["dtype0-shape0-cutile", "dtype0-shape1-cutile"]' in lines
    assert "    bar [0.569, 0.396]" in lines and "    line [1.05, 1.05]" in lines
    top = float(re.search(r"0 --> ([\d.]+)", chart).group(1))  # type: ignore[union-attr]
    assert top >= 1.05
    none = REAL.model_copy(update={"configs": [], "verdict": "BLOCKED", "geomean": None, "interval": None})
    assert ratio_chart_mermaid(none) is None


def test_the_readme_example_is_what_the_renderers_make_of_the_real_run() -> None:
    import subprocess
    import sys

    proc = subprocess.run(
        [sys.executable, "tools/perf_example.py", "--check"], cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert proc.returncode == 0, proc.stderr
    readme = (ROOT / "README.md").read_text()
    comment = (ROOT / "reports/h200-flow/benchmark-comment.md").read_text().rstrip()
    begin, end = "<!-- begin: reports/h200-flow/benchmark-comment.md -->\n", "\n<!-- end: reports/h200-flow/"
    assert readme.split(begin, 1)[1].split(end, 1)[0] == comment
    assert "![silu_and_mul: cutile-rs / cutile device time per config" in readme
    assert "(reports/h200-flow/ratio_chart.svg)" in readme


def test_ir_findings_get_a_chart_only_where_there_are_enough_categories() -> None:
    from tilebot.core.perf_chart import findings_chart_mermaid

    assert findings_chart_mermaid({"hint": (0, 2), "reduce": (1, 0)}) is None  # the table says it all
    chart = findings_chart_mermaid({"hint": (0, 2), "reduce": (1, 0), "padding": (3, 0), "flags": (0, 1)})
    assert chart is not None
    lines = chart.splitlines()
    assert '    x-axis ["padding", "hint", "flags", "reduce"]' in lines  # most findings first
    assert "    bar [3, 0, 0, 1]" in lines and "    bar [0, 2, 1, 0]" in lines
    assert '    y-axis "findings" 0 --> 3' in lines
