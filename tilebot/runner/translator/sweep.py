"""The built-in translator over every cuTile Python op of a target repository: one table row per variant.

    python -m tilebot.runner.translator.sweep --out reports/translator-tilegym.md [--repo PATH] [--ops a,b]

Per op, on this CPU machine and with no model: stage A's analysis (variants, signatures, reference Tile IR),
the translation (twice: the two outputs must be byte-identical), one cutile build of every entry through the
IR harness, and the IR diff of each entry against its variant's reference; an entry written for one
combination of array dtypes (a kernel that tests a dtype) is diffed against the reference stage A exported for
that dtype. Without ``--repo`` it builds the
TileGym-layout repository tilebot's tests use (NVIDIA's ``tilegym`` 1.5.1 wheel), which needs a tilebot
checkout (``tests/support``) and PyPI. The H200 half (D and E over the ops this table shows green) is
``tools/h200_translated.py``.
"""

from __future__ import annotations

import argparse
import shlex
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from tilebot.core.analysis import Analysis, ReferenceIR
from tilebot.core.config import RunConfig, load_config
from tilebot.runner.analysis import analyze_op
from tilebot.runner.analysis.report import ops_with_tests
from tilebot.runner.targets.cutile_rs.harness import EntryRequest, HarnessError, compile_candidate_ir
from tilebot.runner.targets.cutile_rs.versions import hint_gaps, with_cutile
from tilebot.runner.tileir.diff import diff_ir
from tilebot.runner.tileir.rules import Severity
from tilebot.runner.translator.errors import Refusal
from tilebot.runner.translator.kernel import Entry
from tilebot.runner.translator.op import Translation, translate_op


@dataclass
class VariantRow:
    name: str
    verdict: str = "-"
    must_match: int = 0
    ok_to_differ: int = 0
    why: str = ""


@dataclass
class OpRow:
    op: str
    # analysis failed | refused | translator error | no IR | translated (--no-build) | FAIL_COMPILE | compiled
    outcome: str
    detail: str = ""
    translate_s: float = 0.0
    identical: bool = True
    variants: list[VariantRow] = field(default_factory=list)

    @property
    def green(self) -> bool:
        return (
            self.outcome == "compiled"
            and bool(self.variants)
            and all(v.verdict in ("PASS", "PASS_WITH_NOTES") for v in self.variants)
        )


def sweep_op(repo_root: Path, op: str, config: RunConfig, work: Path, *, build: bool = True) -> OpRow:
    try:
        analysis = analyze_op.analyze(repo_root, op, config, work / "analysis")
    except Exception as exc:  # one op's failure is a row of the table, not the end of it
        return OpRow(op, "analysis failed", f"{type(exc).__name__}: {exc}")
    return _translate_and_diff(repo_root, op, analysis, config, work, build)


def _translate_and_diff(
    repo_root: Path, op: str, analysis: Analysis, config: RunConfig, work: Path, build: bool
) -> OpRow:
    variants = [v for v in analysis.variants if v.reference_ir is not None]
    if not variants:
        return OpRow(op, "no IR", "stage A exported no reference Tile IR for any variant")
    start = time.monotonic()
    try:
        first = translate_op(repo_root, op, variants, target=config.target.gpu_arch, crates=config.target.crates)
    except Refusal as refusal:
        return OpRow(op, "refused", f"`{refusal.construct}` (line {refusal.line}): {refusal.reason}")
    except Exception as exc:  # a translator bug is a row too, named as such
        return OpRow(op, "translator error", f"{type(exc).__name__}: {exc}")
    again = translate_op(repo_root, op, variants, target=config.target.gpu_arch, crates=config.target.crates)
    row = OpRow(op, "compiled", translate_s=time.monotonic() - start, identical=again.kernel_rs == first.kernel_rs)
    if not build:
        row.outcome = "translated"
        return row
    kernel_rs = work / "kernel.rs"
    kernel_rs.write_text(first.kernel_rs, encoding="utf-8")
    try:
        requests = [
            EntryRequest.model_validate({"target": config.target.gpu_arch, **entry, "name": name})
            for name, entry in sorted(first.contract().items())
        ]
        per_dtype = _per_dtype_requests(first, config.target.gpu_arch)
        requests += [request for request, _ in per_dtype]
    except ValidationError as exc:  # the translator wrote a contract the harness refuses: its bug, one row
        row.outcome, row.detail = "translator error", _one_line(f"launch contract: {exc}")[:400]
        return row
    try:
        candidates = compile_candidate_ir(
            kernel_rs,
            requests,
            work / "ir",
            crates=config.target.crates,
            bytecode_version=config.target.bytecode_version,
        )
    except HarnessError as exc:
        row.outcome, row.detail = "FAIL_COMPILE", _one_line(str(exc))[-400:]
        return row
    references = {v.name: v.reference_ir for v in variants} | {r.name: ref for r, ref in per_dtype}
    run_dir = work / "analysis"
    for candidate in candidates:
        reference = references[candidate.request.name]
        assert reference is not None
        gaps = hint_gaps(config.target.crates)
        result = diff_ir((run_dir / reference.text).read_text(encoding="utf-8"), candidate.text, hint_gaps=gaps)
        must = [f for f in result.findings if f.severity is Severity.MUST_MATCH]
        row.variants.append(
            VariantRow(
                candidate.request.name,
                result.verdict.value,
                len(must),
                result.count(Severity.OK_TO_DIFFER),
                "; ".join(sorted({f.message for f in must}))[:300],
            )
        )
    return row


def _per_dtype_requests(translation: Translation, target: str) -> list[tuple[EntryRequest, ReferenceIR]]:
    """The entries written per dtype combination (a dtype test), each with stage A's reference for its first
    array's dtype (the variant's supplement), launched as the variant's representative entry is."""
    contract = translation.contract()
    representative = {e.name: e for _, e in translation.entries}
    out = []
    for variant, entry in translation.entries:
        if not entry.dtypes or entry.name == variant.name or variant.name not in contract:
            continue
        same = representative[variant.name]
        if _written_for(entry) != _written_for(same):
            continue  # written for other constants, keys, hints or layouts than the references were exported with
        dtype = entry.dtypes[min(entry.dtypes)]
        reference = next((s for s in variant.supplements if s.dtype == dtype), None)
        if reference is None or sum(c[0] == dtype for c in variant.array_dtypes) != 1:
            continue  # no reference, or one that may have been launched with the other arrays' dtypes different
        fields = {
            **contract[variant.name],
            "function": entry.name,
            "generics": [str(entry.generic_values[g]) for g in entry.generics],
        }
        out.append((EntryRequest.model_validate({"target": target, **fields, "name": entry.name}), reference))
    return out


def _written_for(entry: Entry) -> tuple[Any, ...]:
    """What an entry is specialized on besides its dtypes: the constants, keys, hints, unit strides and size-1
    dimensions."""
    return entry.baked, entry.keys, entry.hint_key, entry.layout


def _one_line(text: str) -> str:
    return " ".join(text.split())


def render(rows: list[OpRow], command: str, source: str, cutile: str) -> str:
    green = [r for r in rows if r.green]
    translated = [r for r in rows if r.outcome in ("translated", "compiled", "FAIL_COMPILE")]
    compiled = [r for r in rows if r.outcome == "compiled"]
    lines = [
        "# The built-in translator over TileGym's cuTile Python ops (CPU half)",
        "",
        f"Produced by `{command}`. Target: {source}. No model, no GPU: zero tokens.",
        "",
        f"**{len(green)} of {len(rows)} ops green** (every variant translated, compiled by cutile {cutile} and "
        f"PASS or PASS_WITH_NOTES against its cuTile Python reference IR); {len(translated)} translated, "
        f"{len(compiled)} compiled. Translation output byte-identical on a second run: "
        f"{sum(r.identical for r in translated)} of {len(translated)}; slowest translation "
        f"{max((r.translate_s for r in translated), default=0.0):.2f} s.",
        "",
        "| op | outcome | variant | IR verdict | must_match | ok_to_differ | translate s | detail |",
        "|---|---|---|---|---:|---:|---:|---|",
    ]
    for r in rows:
        if not r.variants:
            lines.append(f"| {r.op} | {r.outcome} | - | - | - | - | {r.translate_s:.2f} | {_cell(r.detail)} |")
        for v in r.variants:
            lines.append(
                f"| {r.op} | {r.outcome} | {v.name} | {v.verdict} | {v.must_match} | {v.ok_to_differ} | "
                f"{r.translate_s:.2f} | {_cell(v.why)} |"
            )
    lines += [
        "",
        "Outcomes: *refused* names the first construct without a faithful cutile 0.2.0 form or without a rule "
        "yet (the construct table, `tilebot/runner/translator/constructs.toml`, says which); *no IR*: stage A "
        "exported no reference for any variant; *FAIL_COMPILE*: cutile rejected the translation. A row named "
        "`<variant>__<dtype>` is the entry written for that dtype where the kernel tests one, diffed against the "
        "reference exported for that dtype. NVIDIA's own "
        "cutile-rs ports, diffed the same way, are in [ir-diff-tilegym.md](ir-diff-tilegym.md).",
        "",
    ]
    return "\n".join(lines)


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repo", type=Path, help="target repository (default: TileGym 1.5.1 from PyPI)")
    parser.add_argument("--ops", help="comma-separated ops (default: every op with tests)")
    parser.add_argument("--cutile", help="build with this cutile version's pins, e.g. 0.3.1 (default: the config's)")
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--no-build", action="store_true", help="translate only: no cutile build, no IR diff")
    args = parser.parse_args(argv)
    command = "python -m tilebot.runner.translator.sweep " + shlex.join(sys.argv[1:] if argv is None else argv)
    with tempfile.TemporaryDirectory(prefix="tilebot-translator-sweep-") as scratch:
        work = Path(scratch)
        repo, source = _target(args.repo, work)
        config = with_cutile(load_config(repo), args.cutile)
        ops = args.ops.split(",") if args.ops else ops_with_tests(repo, config)[0]
        rows = []
        for op in ops:
            (work / op).mkdir()
            rows.append(sweep_op(repo, op, config, work / op, build=not args.no_build))
            r = rows[-1]
            print(f"{op}: {r.outcome} {' '.join(v.verdict for v in r.variants)} {r.detail[:160]}", flush=True)
    args.out.write_text(render(rows, command, source, config.target.crates["cutile"]), encoding="utf-8")
    print(f"wrote {args.out}: {sum(r.green for r in rows)} of {len(rows)} ops green")
    return 0


def _target(repo: Path | None, work: Path) -> tuple[Path, str]:
    if repo is not None:
        return repo.resolve(), f"`{repo}`"
    root = Path(__file__).resolve().parents[3]
    sys.path.insert(0, str(root))  # tests/support lives in a tilebot checkout
    from tests.support.tilegym_target import build, fetch_wheel
    from tilebot.runner.targets.cutile_rs.toolchain import cache_dir

    wheel = fetch_wheel(cache_dir() / "wheels" / "downloads")  # where the tests keep the wheel
    return build(work / "tilegym", wheel), f"`{wheel.name}` from PyPI + tests generated from tests/data"


if __name__ == "__main__":
    raise SystemExit(main())
