"""Detection table of stage E's perf gate on slowed ports: `python tools/perf_gate_mutation_report.py --out FILE`.

The committed table: `python tools/perf_gate_mutation_report.py --out reports/perf-gate-mutants.md`.

The data are real: every E run committed under reports/h200-translated-tilegym (28 TileGym ops, 389 configurations,
each side's 60 repetitions as the H200 timed them). A mutant is a port made slower in one way, by rewriting its
repetitions (the reference's stay as timed), and it is judged by the gate's own code (`perf_stats.judge`, the
threshold the run used, the default per-config limit; a configuration whose timing raised in a finished run as stage E
rules on it, `perf_stats.failed_to_time`), and again by the geomean alone (the gate before the per-config limit, for
comparison). It is caught when it fails the gate: a verdict other than DONE. A finding under a DONE verdict is not a
catch (a checker is measured by what fails it). The faithful controls (each port as timed, and the reference against
itself) must pass: DONE, without a finding. Mutants the gate passes by design (a port slower than the reference by
less than the threshold) are listed apart and count neither way. Exit 1 when a mutant survives or a control fails.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tilebot.runner.gpu import op_timing  # noqa: E402
from tilebot.runner.gpu.perf_stats import (  # noqa: E402
    DEFAULT_CONFIG_LIMIT,
    DONE,
    TRIMMED,
    PerfGate,
    PerfRow,
    failed_to_time,
    judge,
    paired_time,
)

COMMAND = "python tools/perf_gate_mutation_report.py --out reports/perf-gate-mutants.md"
RUNS = "reports/h200-translated-tilegym"
RESAMPLES = 200  # the bootstrap only words the message; the verdict and the findings never read it
GEOMEAN_ALONE = 1e9  # a per-config limit nothing reaches
Rows = list[PerfRow]


def scaled(row: PerfRow, factor: float, *, of_reference: bool = False) -> PerfRow:
    """``row`` with the candidate's repetitions (or the reference's, when ``of_reference``) times ``factor``."""
    samples = row.reference_samples if of_reference else row.candidate_samples
    ms = row.reference_ms if of_reference else row.candidate_ms
    return replace(row, candidate_samples=tuple(s * factor for s in samples), candidate_ms=(ms or 0) * factor)


def cut_to(row: PerfRow, reps: int) -> PerfRow:
    """``row`` as E's time budget leaves a slow configuration: each side's first ``reps`` repetitions in run order
    (compare.MIN_REPS = 6 timed pairs at least), its time per call their ``paired_time``."""
    ref, cand = row.reference_samples[:reps], row.candidate_samples[:reps]
    return replace(
        row,
        reference_samples=ref,
        candidate_samples=cand,
        reference_ms=paired_time(ref),
        candidate_ms=paired_time(cand),
    )


def slow_reference_repetition(row: PerfRow) -> PerfRow:
    """``row`` with the reference's last repetition twice as slow (a clock dip during one call)."""
    ref = (*row.reference_samples[:-1], row.reference_samples[-1] * 2)
    return replace(row, reference_samples=ref, reference_ms=paired_time(ref))


def slow_calls(row: PerfRow, every: int, slow: int, factor: float, *, both: bool = False) -> PerfRow:
    """``row`` with the candidate's calls of the first ``slow`` pairs in each ``every`` (both places of the pair)
    ``factor`` times slower: a slow mode in a share of the calls (contention, an occasional extra launch). With
    ``both``, the reference's calls of those pairs too (a clock dip slows a pair alike)."""

    def slowed(samples: tuple[float, ...]) -> tuple[float, ...]:
        return tuple(t * factor if (i // 2) % every < slow else t for i, t in enumerate(samples))

    cand = slowed(row.candidate_samples)
    ref = slowed(row.reference_samples) if both else row.reference_samples
    return replace(
        row,
        candidate_samples=cand,
        candidate_ms=paired_time(cand),
        reference_samples=ref,
        reference_ms=paired_time(ref),
    )


def jittered(row: PerfRow, spread: float) -> PerfRow:
    """``row`` with each of the candidate's repetitions moved by up to ``spread`` of itself either way, in a fixed
    pattern (a golden-ratio sequence): a port of high variance, its own, not the machine's."""
    cand = tuple(t * (1 + spread * (2 * ((i * 0.618034) % 1) - 1)) for i, t in enumerate(row.candidate_samples))
    return replace(row, candidate_samples=cand, candidate_ms=paired_time(cand))


def slowest_config(rows: Rows) -> int:
    """The configuration the reference takes longest on: the shape a slowdown costs most."""
    return max(range(len(rows)), key=lambda i: rows[i].reference_ms or 0)


FULL = 20  # repetitions at each place of the A/B pair, on each side: E's 60 leave 30, its time budget may leave 3


def timed_in_full(row: PerfRow) -> bool:
    return all(len(s[place::2]) >= FULL for s in (row.reference_samples, row.candidate_samples) for place in (0, 1))


def slowest_in_full(rows: Rows) -> int:
    """The slowest configuration of those ``timed_in_full``."""
    return max((i for i in range(len(rows)) if timed_in_full(rows[i])), key=lambda i: rows[i].reference_ms or 0)


def largest_quarter(rows: Rows) -> set[int]:
    order = sorted(range(len(rows)), key=lambda i: rows[i].reference_ms or 0, reverse=True)
    return set(order[: max(1, len(rows) // 4)])


@dataclass(frozen=True)
class Mutation:
    family: str  # how the port is wrong
    apply: Callable[[Rows], Rows]
    by_design: str = ""  # why the gate passes it by design (then it counts neither way)
    # the configurations whose timing raised (config -> error): E has no row for them, and blocks the finished run
    failed: Callable[[Rows], dict[str, str]] | None = None
    applies: Callable[[Rows], bool] = lambda rows: True  # the runs it is a mutant of (others have no such config)


def _one(index: Callable[[Rows], int], change: Callable[[PerfRow], PerfRow]) -> Callable[[Rows], Rows]:
    def apply(rows: Rows) -> Rows:
        i = index(rows)
        return [change(r) if j == i else r for j, r in enumerate(rows)]

    return apply


MUTATIONS = [
    *(
        Mutation(
            f"every config {f:g}x the reference", lambda rows, f=f: [scaled(r, f, of_reference=True) for r in rows]
        )
        for f in (1.06, 1.10, 1.50)
    ),
    *(
        Mutation(f"the slowest config {f:g}x slower", _one(slowest_config, lambda r, f=f: scaled(r, f)))
        for f in (1.5, 2, 10)
    ),
    Mutation(
        "the largest quarter of configs 1.3x slower",
        lambda rows: [scaled(r, 1.3) if i in largest_quarter(rows) else r for i, r in enumerate(rows)],
    ),
    *(
        Mutation(
            f"the slowest config 1.3x the reference, timed with 6 reps{what}",
            _one(slowest_config, lambda r, slip=slip: slip(scaled(cut_to(r, 6), 1.3, of_reference=True))),
        )
        for what, slip in (
            ("", lambda r: r),
            (", one of the reference's slow", slow_reference_repetition),
        )
    ),
    Mutation(
        "one config never timed", _one(slowest_config, lambda r: replace(r, candidate_ms=None, candidate_samples=()))
    ),
    Mutation(
        "one config's timing raised (the port breaks on that shape)",
        lambda rows: [r for j, r in enumerate(rows) if j != slowest_config(rows)],
        failed=lambda rows: {
            rows[slowest_config(rows)].config: "timing failed: RuntimeError: CUDA_ERROR_INVALID_VALUE"
        },
    ),
    Mutation("one config timed as NaN", _one(slowest_config, lambda r: replace(r, candidate_ms=math.nan))),
    Mutation("one config timed as 0", _one(slowest_config, lambda r: replace(r, candidate_ms=0.0))),
    Mutation(
        "an extra kernel per call on one config, time unchanged",
        _one(slowest_config, lambda r: replace(r, candidate_kernels=(r.reference_kernels or 1) + 1)),
    ),
    Mutation(
        "an extra kernel on some calls of one config (the most common count the reference's), time unchanged",
        _one(slowest_config, lambda r: replace(r, candidate_kernels_vary=True)),
    ),
    Mutation(
        "every config: 2 calls in 5 twice as slow (the median call unchanged)",
        lambda rows: [slow_calls(r, 5, 2, 2.0) for r in rows],
    ),
    Mutation(
        f"the slowest config of {FULL}+ repetitions a place: 2 calls in 5 three times as slow (the median call "
        "unchanged)",
        _one(slowest_in_full, lambda r: slow_calls(r, 5, 2, 3.0)),
    ),
    Mutation(
        "the slowest config 1.3x the reference, timed with 2 reps",
        _one(slowest_config, lambda r: scaled(cut_to(r, 2), 1.3, of_reference=True)),
    ),
    Mutation(
        "every config 1.04x the reference",
        lambda rows: [scaled(r, 1.04, of_reference=True) for r in rows],
        by_design="within the 1.05 threshold: the gate's contract passes it",
    ),
    Mutation(
        "the slowest config 1.15x the reference",
        _one(slowest_config, lambda r: scaled(r, 1.15, of_reference=True)),
        by_design=f"under the per-config limit {DEFAULT_CONFIG_LIMIT}: only the geomean can fail it, as it does "
        "where an op has few configs",
    ),
    Mutation(
        "every config: 1 call in 20 three times as slow",
        lambda rows: [slow_calls(r, 20, 1, 3.0) for r in rows],
        by_design=f"a slow mode in no more than the {TRIMMED:.0%} of each end that the time per call trims is what "
        "it leaves out as outliers (a clock dip, a preempted call)",
    ),
    Mutation(
        f"the slowest config, cut by E's time budget to fewer than {FULL} repetitions a place: 2 calls in 5 three "
        "times as slow",
        _one(slowest_config, lambda r: slow_calls(r, 5, 2, 3.0)),
        by_design="its few repetitions (matmul's: 5 a place) let a bootstrap resample miss the slow calls, so its "
        "95 % interval reaches under the per-config limit; only the geomean can fail it",
        applies=lambda rows: not timed_in_full(rows[slowest_config(rows)]),
    ),
    Mutation(
        "the slowest config 1.3x the reference, its repetitions ±50 % of themselves",
        _one(slowest_config, lambda r: jittered(scaled(r, 1.3, of_reference=True), 0.5)),
        by_design=f"its own spread puts the low end of the config's 95 % interval under the per-config limit "
        f"{DEFAULT_CONFIG_LIMIT}, which holds a config only to what its noise can show (noise on a tiny shape must "
        "not fail a port); the geomean still judges it, as it does where an op has few configs",
    ),
]
CONTROLS = [
    Mutation("the port as timed", lambda rows: rows),
    Mutation("the reference against itself", lambda rows: [scaled(r, 1.0, of_reference=True) for r in rows]),
    Mutation(
        "the port as timed, 1 pair in 10 of both sides 3x slow (a clock dip)",
        lambda rows: [slow_calls(r, 10, 1, 3.0, both=True) for r in rows],
    ),
    Mutation(
        "the port as timed, both sides' kernel counts varying",
        lambda rows: [replace(r, reference_kernels_vary=True, candidate_kernels_vary=True) for r in rows],
    ),
]


@dataclass(frozen=True)
class Run:
    op: str
    threshold: float
    rows: Rows


def runs() -> list[Run]:
    """Every committed E run's rows, as stage E read them."""
    found = []
    for path in sorted((ROOT / RUNS).glob("*/tilebot/*/perf/perf.json")):
        perf = json.loads(path.read_text())
        found.append(Run(path.parts[-5], float(perf["threshold"]), op_timing.rows(perf["comparisons"])))
    return found


def caught(gate: PerfGate) -> bool:
    """Whether the gate fails the port: a finding under DONE is a note, not a catch."""
    return gate.verdict != DONE


def passed_clean(gate: PerfGate) -> bool:
    """What a faithful port must get: DONE, and no finding."""
    return gate.verdict == DONE and not gate.findings


def verdicts(mutation: Mutation, every: list[Run], limit: float = DEFAULT_CONFIG_LIMIT) -> list[tuple[str, PerfGate]]:
    out = []
    for run in (run for run in every if mutation.applies(run.rows)):
        gate = judge(mutation.apply(run.rows), threshold=run.threshold, config_limit=limit, resamples=RESAMPLES)
        if mutation.failed:
            gate = failed_to_time(gate, mutation.failed(run.rows), n_configs=len(run.rows))
        out.append((run.op, gate))
    return out


def render(every: list[Run]) -> tuple[str, int, int]:
    """The Markdown report, and the counts of survivors and failed controls."""
    lines = [
        "# Perf gate: detection on slowed ports",
        "",
        f"Generated by `{COMMAND}` — do not edit; rerun the command.",
        "",
        f"- Data: the {len(every)} E runs under `{RUNS}/` ({sum(len(r.rows) for r in every)} configurations, the "
        "H200's repetitions of each side), judged by `tilebot.runner.gpu.perf_stats.judge` at each run's threshold "
        f"with the per-config limit {DEFAULT_CONFIG_LIMIT} (no config slower beyond its noise), and by the geomean "
        "alone (the gate without that limit: its missing-data and kernel-count rules still apply).",
        "- A mutant rewrites the port's repetitions; caught = a verdict other than DONE (a finding under DONE is "
        "not a catch). A control passes when DONE without a finding.",
        "",
    ]
    table, misses, survivors, total, alone = [], [], 0, 0, 0
    for mutation in MUTATIONS:
        if mutation.by_design:
            continue
        results = verdicts(mutation, every)
        hits = sum(caught(g) for _, g in results)
        hits_alone = sum(caught(g) for _, g in verdicts(mutation, every, GEOMEAN_ALONE))
        total += len(results)
        alone += hits_alone
        survivors += len(results) - hits
        table.append(f"| {mutation.family} | {hits} | {hits_alone} | {len(results)} |")
        misses += [f"- {mutation.family}: **{op}** passed, {g.message}" for op, g in results if not caught(g)]
    lines += [
        f"**Mutants caught: {total - survivors} / {total} ({100 * (total - survivors) / total:.1f} %)**; "
        f"by the geomean alone {alone} / {total} ({100 * alone / total:.1f} %).",
        "",
    ]
    lines += ["| mutation | caught | geomean alone | total |", "| --- | ---: | ---: | ---: |", *table, ""]
    lines += ["## Survivors", "", *(misses or ["None."]), ""]
    failed = 0
    lines += ["## Controls (must pass, no finding)", "", "| control | passed | total |", "| --- | ---: | ---: |"]
    control_failures = []
    for control in CONTROLS:
        results = verdicts(control, every)
        bad = [(op, g) for op, g in results if not passed_clean(g)]
        failed += len(bad)
        lines.append(f"| {control.family} | {len(results) - len(bad)} | {len(results)} |")
        control_failures += [f"- {control.family}: **{op}** {g.verdict}: {g.message}" for op, g in bad]
    lines += ["", *control_failures] if control_failures else []
    lines += ["", "## Passed by design (counted neither way)", ""]
    for mutation in (m for m in MUTATIONS if m.by_design):
        results = verdicts(mutation, every)
        lines.append(
            f"- {mutation.family}: {sum(not caught(g) for _, g in results)} of {len(results)} passed "
            f"({mutation.by_design})."
        )
    return "\n".join(lines) + "\n", survivors, failed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, help="write the Markdown report here (default: stdout)")
    args = parser.parse_args(argv)
    text, survivors, failed = render(runs())
    if args.out:
        args.out.write_text(text)
    else:
        print(text)
    print(f"{survivors} survivor(s), {failed} failed control(s)", file=sys.stderr)
    return 1 if survivors or failed else 0


if __name__ == "__main__":
    sys.exit(main())
