"""Stage E's benchmark as pictures: an SVG ratio chart committed on the PR branch, and a Mermaid chart for the comment.

Both plot, per configuration, the port's device time over the reference's (lower is faster for the port) against
the gate line. The SVG adds per-config noise bars (half the repetitions' IQR of each side, combined), the geomean
with its interval named for what it resampled, and each config's times in µs, bandwidth and % of a copy.
"""

from __future__ import annotations

import math
import re
from xml.sax.saxutils import escape

from tilebot.core.reports import BenchmarkReport, BenchmarkRow

_ROW_H = 30
_LABEL_W = 250
_PLOT_W = 330
_INFO_W = 380
_GAP = 56  # room right of the plot for a ratio label at the scale's end
_TOP = 64
_GOOD, _BAD = "#2da44e", "#cf222e"


def short_config(config: str) -> str:
    """``tests/ops/test_x.py::test_perf[dtype0-shape1]`` -> ``test_perf[dtype0-shape1]``: the part people tell apart."""
    return config.rsplit("::", 1)[-1]


def noise(row: BenchmarkRow) -> float | None:
    """Relative half-width of the ratio's noise: half of each side's IQR over its median, combined in quadrature."""
    if row.reference_spread is None or row.candidate_spread is None:
        return None
    return math.hypot(row.reference_spread / 2, row.candidate_spread / 2)


def _x(value: float, scale_max: float) -> float:
    return _LABEL_W + _PLOT_W * min(value, scale_max) / scale_max


def _fmt(value: float | None, spec: str) -> str:
    return "—" if value is None else format(value, spec)


def ratio_chart_svg(bench: BenchmarkReport) -> str:
    rows = bench.configs
    highs = [r.ratio * (1 + (noise(r) or 0)) for r in rows if r.ratio is not None]
    interval_high = bench.interval.high if bench.interval else 0.0
    scale_max = max([1.25, bench.threshold * 1.15, interval_high * 1.05, *(h * 1.08 for h in highs)])
    width = _LABEL_W + _PLOT_W + _GAP + _INFO_W
    height = _TOP + _ROW_H * max(len(rows), 1) + 78
    bottom = _TOP + _ROW_H * max(len(rows), 1)
    title = f"{bench.op}: {bench.candidate} / {bench.reference_backend} device time per config (lower is faster)" + (
        f" · {bench.gpu}" if bench.gpu else ""
    )
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}" '
        'font-family="Helvetica, Arial, sans-serif" font-size="12">',
        f'<rect width="{width}" height="{height}" fill="#ffffff"/>',
        f'<text x="12" y="22" font-size="14" font-weight="bold">{escape(title)}</text>',
    ]
    if bench.geomean is not None:
        verdict = "passed" if bench.geomean <= bench.threshold else "not met"
        interval = ""
        if bench.interval:
            interval = (
                f", {bench.interval.confidence:.0%} interval {bench.interval.low:.3f} to {bench.interval.high:.3f} "
                f"({bench.interval.method})"
            )
        over = f"; {len(bench.over_limit)} config(s) over {bench.config_limit:.2f}x" if bench.over_limit else ""
        summary = (
            f"geomean {bench.geomean:.3f}{interval}; gate ≤ {bench.threshold:.2f}: {verdict}{over} · {bench.verdict}"
        )
    else:
        summary = f"no geomean: {bench.message or 'not every configuration has a time on both sides'} · {bench.verdict}"
    out.append(f'<text x="12" y="42">{escape(summary)}</text>')
    # The geomean's interval as a band, then parity, gate and geomean lines across every row.
    if bench.interval:
        x0, x1 = _x(bench.interval.low, scale_max), _x(bench.interval.high, scale_max)
        out.append(
            f'<rect x="{x0:.1f}" y="{_TOP - 6}" width="{max(x1 - x0, 1):.1f}" height="{bottom - _TOP + 12}" '
            'fill="#0969da" fill-opacity="0.10"/>'
        )
    # Parity's label to the left of its line, the gate's to the right: they sit close together.
    for value, colour, dash, label, anchor, shift in (
        (1.0, "#57606a", "", "parity 1.0", "end", -3),
        (bench.threshold, _BAD, ' stroke-dasharray="6 4"', f"gate {bench.threshold:.2f}", "start", 3),
    ):
        x = _x(value, scale_max)
        out.append(
            f'<line x1="{x:.1f}" y1="{_TOP - 8}" x2="{x:.1f}" y2="{bottom + 6}" stroke="{colour}"{dash}/>'
            f'<text x="{x + shift:.1f}" y="{bottom + 20}" text-anchor="{anchor}" fill="{colour}">{escape(label)}</text>'
        )
    if bench.geomean is not None:
        x = _x(bench.geomean, scale_max)
        out.append(
            f'<line x1="{x:.1f}" y1="{_TOP - 8}" x2="{x:.1f}" y2="{bottom + 6}" stroke="#0969da" '
            f'stroke-dasharray="2 3"/><text x="{x:.1f}" y="{_TOP - 12}" text-anchor="middle" fill="#0969da">'
            f"geomean {bench.geomean:.3f}</text>"
        )
    for i, row in enumerate(rows):
        y = _TOP + i * _ROW_H
        mid = y + _ROW_H / 2
        label = short_config(row.config)
        label = label if len(label) <= 38 else label[:37] + "…"
        out.append(f'<text x="{_LABEL_W - 8}" y="{mid + 4:.1f}" text-anchor="end">{escape(label)}</text>')
        if row.ratio is None:
            out.append(f'<text x="{_LABEL_W + 6}" y="{mid + 4:.1f}" fill="{_BAD}">no time on both sides</text>')
        else:
            colour = _GOOD if row.ratio <= bench.threshold else _BAD
            x = _x(row.ratio, scale_max)
            out.append(
                f'<rect x="{_LABEL_W}" y="{y + 7}" width="{x - _LABEL_W:.1f}" height="{_ROW_H - 14}" '
                f'fill="{colour}" fill-opacity="0.75"/>'
            )
            half = noise(row)
            end = x
            if half:
                lo, hi = _x(row.ratio * (1 - half), scale_max), _x(row.ratio * (1 + half), scale_max)
                out.append(
                    f'<path d="M{lo:.1f} {mid:.1f}H{hi:.1f}M{lo:.1f} {mid - 5:.1f}V{mid + 5:.1f}'
                    f'M{hi:.1f} {mid - 5:.1f}V{mid + 5:.1f}" stroke="#24292f" stroke-width="1.5" fill="none"/>'
                )
                end = max(x, hi)
            out.append(f'<text x="{end + 5:.1f}" y="{mid + 4:.1f}" font-size="11">{row.ratio:.3f}</text>')
        copy = f" ({row.candidate_pct_of_copy:.0f}% of copy)" if row.candidate_pct_of_copy is not None else ""
        info = (
            f"{_fmt(row.reference_us, '.1f')} → {_fmt(row.candidate_us, '.1f')} µs · "
            f"{_fmt(row.reference_gbps, '.0f')} → {_fmt(row.candidate_gbps, '.0f')} GB/s{copy}"
        )
        out.append(f'<text x="{_LABEL_W + _PLOT_W + _GAP}" y="{mid + 4:.1f}">{escape(info)}</text>')
    legend = (
        f"bars: {bench.candidate} µs / {bench.reference_backend} µs (medians of the repetitions); whiskers: ± half "
        "the IQR of each side's repetitions, combined; band: the geomean's interval."
    )
    out.append(f'<text x="12" y="{height - 14}" font-size="11" fill="#57606a">{escape(legend)}</text>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


def _mermaid_label(text: str) -> str:
    return '"' + re.sub(r"[^A-Za-z0-9_.,=+ -]", "_", text)[:40] + '"'


def ratio_chart_mermaid(bench: BenchmarkReport) -> str | None:
    """A Mermaid ``xychart-beta`` of the per-config ratios with the gate line; None when no config has a ratio."""
    rows = [r for r in bench.configs if r.ratio is not None]
    if not rows:
        return None
    ratios = [r.ratio for r in rows if r.ratio is not None]
    top = math.ceil(max([*ratios, bench.threshold]) * 1.15 * 10) / 10
    labels = ", ".join(_mermaid_label(short_config(r.config).split("[", 1)[-1].rstrip("]")) for r in rows)
    title = f"{bench.candidate} / {bench.reference_backend} time per config: bars; gate {bench.threshold:.2f}: line"
    return "\n".join(
        [
            "```mermaid",
            "xychart-beta",
            f'    title "{re.sub(r"[^A-Za-z0-9_.,:;/ -]", "_", title)}"',
            f"    x-axis [{labels}]",
            f'    y-axis "ratio (lower is faster)" 0 --> {top:.1f}',
            f"    bar [{', '.join(f'{r:.3f}' for r in ratios)}]",
            f"    line [{', '.join(f'{bench.threshold:.2f}' for _ in ratios)}]",
            "```",
        ]
    )


CATEGORY_CHART_MIN = 4  # below this many categories the table beside it says it all


def findings_chart_mermaid(counts: dict[str, tuple[int, int]]) -> str | None:
    """IR-diff findings per category (must match, ok to differ) as a Mermaid bar chart, where a picture helps: at
    least ``CATEGORY_CHART_MIN`` categories. Two bar series: Mermaid draws them side by side per category."""
    if len(counts) < CATEGORY_CHART_MIN:
        return None
    names = sorted(counts, key=lambda c: (-sum(counts[c]), c))
    top = max(max(counts[c]) for c in names)
    return "\n".join(
        [
            "```mermaid",
            "xychart-beta",
            '    title "IR diff findings per category: must match (first bar), ok to differ (second)"',
            f"    x-axis [{', '.join(_mermaid_label(n) for n in names)}]",
            f'    y-axis "findings" 0 --> {max(top, 1)}',
            f"    bar [{', '.join(str(counts[n][0]) for n in names)}]",
            f"    bar [{', '.join(str(counts[n][1]) for n in names)}]",
            "```",
        ]
    )
