"""The README's example of stage E's output: the PR comment's benchmark section and the ratio chart, rendered with
the bot's and the stage's own renderers from a real H200 run's ``benchmark.json`` (reports/h200-flow).

    python tools/perf_example.py            # writes reports/h200-flow/ratio_chart.svg and benchmark-comment.md
    python tools/perf_example.py --check    # exit 1 if those files differ from what the renderers make now
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from tilebot.bot.pr_report import render_section
from tilebot.core.perf_chart import ratio_chart_svg
from tilebot.core.reports import BenchmarkReport, ReportKind
from tilebot.core.stages import Stage

ROOT = Path(__file__).resolve().parents[1]
RUN = ROOT / "reports" / "h200-flow"


def rendered(run: Path = RUN) -> dict[Path, str]:
    raw = (run / "benchmark.json").read_text(encoding="utf-8")
    bench = BenchmarkReport.model_validate_json(raw)
    section = render_section(ReportKind.BENCHMARK, bench.model_dump(mode="json"), stage=Stage.PERF, attempt=1)
    if section is None:
        raise SystemExit(f"{run / 'benchmark.json'} no longer validates as a BenchmarkReport")
    return {run / "ratio_chart.svg": ratio_chart_svg(bench), run / "benchmark-comment.md": section}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 if a file is out of date")
    args = parser.parse_args(argv)
    stale = []
    for path, text in rendered().items():
        if args.check:
            if not path.is_file() or path.read_text(encoding="utf-8") != text:
                stale.append(path)
        else:
            path.write_text(text, encoding="utf-8")
            print(f"wrote {path.relative_to(ROOT)}")
    for path in stale:
        print(f"out of date: {path.relative_to(ROOT)} (run python tools/perf_example.py)", file=sys.stderr)
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
