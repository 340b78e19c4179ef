"""The H200 benchmark driver: correctness and CUPTI perf of our cuTile Python vs Triton kernels.

    python -m tilebot.runner.gpu.bench_ops --out DIR [--ops softmax,rms_norm,matmul]

Sections, each written to DIR and summarized in DIR/tables.md:
1. correctness over shapes x dtypes for both implementations (JUnit XML), plus harness self-checks
   (candidates that must be caught: a missing row, an all-zero output);
2. the copy ceiling, then per op the A/B table Triton (reference) vs cuTile Python (candidate), the
   gate's verdict, and the dual-reference record stage A would store;
3. harness noise: one config's median over N repeats;
4. the stage E verdict of a faithful candidate (expected DONE) and of a deliberately slowed one, an
   extra kernel launch per call (expected INVESTIGATE).
A failing config is recorded and the run goes on: missing data shows up as BLOCKED, not as a crash.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import subprocess
import sys
import time
import traceback
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from tilebot.runner.gpu import compare, correctness, cupti_timer, perf_stats
from tilebot.runner.gpu.compare import ConfigComparison, Contender, PerfCase
from tilebot.runner.gpu.correctness import CaseResult, Tensors
from tilebot.runner.gpu.kernels.common import OpSuite

OPS = ("softmax", "rms_norm", "matmul")


def load_suite(name: str) -> OpSuite:
    import importlib

    if name not in OPS:
        raise SystemExit(f"unknown op {name!r}; choose from {', '.join(OPS)}")
    suite: OpSuite = importlib.import_module(f"tilebot.runner.gpu.kernels.{name}").SUITE
    return suite


def log(msg: str) -> None:
    print(f"[{time.strftime('%H:%M:%S')}] {msg}", flush=True)


def environment() -> dict[str, Any]:
    import torch

    env: dict[str, Any] = {
        "python": platform.python_version(),
        "torch": torch.__version__,
        "torch_cuda": torch.version.cuda,
        "device": torch.cuda.get_device_name(),
        "capability": ".".join(map(str, torch.cuda.get_device_capability())),
        "CUDA_HOME": os.environ.get("CUDA_HOME"),
        "tileiras": shutil.which("tileiras"),
        "ptxas": shutil.which("ptxas"),
    }
    for module in ("triton", "cuda.tile"):
        try:
            env[module] = __import__(module, fromlist=["__version__"]).__version__
        except Exception as exc:  # a missing package is a fact to report, not a crash
            env[module] = f"unavailable: {exc}"
    env.update(cupti_timer.cupti_versions())
    try:
        query = "driver_version,clocks.sm,clocks.max.sm,clocks.mem,temperature.gpu,power.draw"
        out = subprocess.run(
            ["nvidia-smi", f"--query-gpu={query}", "--format=csv,noheader"], capture_output=True, text=True, timeout=20
        )
        env["nvidia_smi"] = out.stdout.strip()
    except (OSError, subprocess.SubprocessError) as exc:
        env["nvidia_smi"] = f"unavailable: {exc}"
    return env


# ---- correctness -------------------------------------------------------------------------------


def implementations(suite: OpSuite) -> list[tuple[str, correctness.Candidate]]:
    named = [("cutile", suite.cutile), ("triton", suite.triton)]
    return named + [(f"cutile_{name}", cand) for name, cand in suite.cutile_variants.items()]


def run_correctness(suites: Sequence[OpSuite]) -> list[CaseResult]:
    results = []
    for suite in suites:
        for case in suite.check_cases():
            tol = suite.tolerances[case.dtype]
            for name, cand in implementations(suite):
                res = correctness.check(case, name, cand, suite.reference, tol)
                results.append(res)
                if not res.passed:
                    log(f"  {suite.name} {name} {res.name}: {res.outcome.upper()} {res.message.splitlines()[0]}")
        passed = sum(r.passed for r in results if r.op == suite.name)
        log(f"correctness {suite.name}: {passed}/{sum(r.op == suite.name for r in results)} passed")
    return results


def self_checks(suites: Sequence[OpSuite]) -> list[dict[str, Any]]:
    """Candidates that are wrong on purpose: the harness must fail each one."""
    softmax = next((s for s in suites if s.name == "softmax"), None)
    if softmax is None:
        return []
    import torch

    case = next(c for c in softmax.check_cases() if c.config.startswith("1024x1024") and c.dtype == "float16")
    tol = softmax.tolerances[case.dtype]

    def skips_last_row(inputs: Tensors, outputs: Tensors) -> None:
        x, y = inputs[0], outputs[0]
        softmax.triton([x[:-1]], [y[:-1]])

    def writes_zeros(inputs: Tensors, outputs: Tensors) -> None:
        outputs[0].zero_()

    def touches_input(inputs: Tensors, outputs: Tensors) -> None:
        softmax.triton(inputs, outputs)
        inputs[0].add_(1.0)

    def nan_row(inputs: Tensors, outputs: Tensors) -> None:
        softmax.triton(inputs, outputs)
        outputs[0][0, 0] = torch.nan

    rows = []
    for name, fn in (
        ("skips the last row", skips_last_row),
        ("writes zeros", writes_zeros),
        ("modifies its input", touches_input),
        ("one NaN", nan_row),
    ):
        res = correctness.check(case, f"broken: {name}", fn, softmax.reference, tol)
        rows.append({"candidate": name, "caught": not res.passed, "outcome": res.outcome, "message": res.message})
        log(f"self-check '{name}': {'caught' if not res.passed else 'NOT CAUGHT'} ({res.message.splitlines()[0]})")
    return rows


# ---- perf ----------------------------------------------------------------------------------------


def _empty(config: str) -> ConfigComparison:
    blank = cupti_timer.Timing("missing", (), ())
    return ConfigComparison(config, blank, blank)


def compare_all(
    session: cupti_timer.CuptiSession,
    cases: Sequence[PerfCase],
    reference: Contender,
    candidate: Contender,
    *,
    flush: Callable[[], None],
    l2_bytes: int,
    reps: int,
    warmup: int,
    ceiling: float | None,
    errors: list[str],
) -> list[ConfigComparison]:
    out = []
    for i, case in enumerate(cases):
        try:
            out.append(
                compare.compare_config(
                    session,
                    case,
                    reference,
                    candidate,
                    reps=reps,
                    warmup=warmup,
                    flush=flush,
                    l2_bytes=l2_bytes,
                    seed=1000 + i,
                    ceiling_gbps=ceiling,
                )
            )
        except Exception as exc:
            errors.append(f"{case.config} ({reference.name} vs {candidate.name}): {exc}\n{traceback.format_exc()}")
            log(f"  {case.config}: FAILED {type(exc).__name__}: {str(exc).splitlines()[0] if str(exc) else ''}")
            out.append(_empty(case.config))
    return out


def noise(
    session: cupti_timer.CuptiSession,
    suite: OpSuite,
    case: PerfCase,
    *,
    repeats: int,
    reps: int,
    flush: Callable[[], None],
) -> dict[str, Any]:
    """One config's median over ``repeats`` independent timings, and the ratio's spread too."""
    import torch

    gen = torch.Generator(device="cuda").manual_seed(7)
    inputs = list(case.make_inputs(gen))
    outputs = [torch.empty(s.shape, dtype=getattr(torch, s.dtype), device="cuda") for s in case.outputs(inputs)]
    medians = []
    for _ in range(repeats):
        t = cupti_timer.time_call(
            session,
            lambda _i: suite.cutile(inputs, outputs),
            label="noise",
            reps=reps,
            warmup=5,
            warmup_s=0.3,
            flush=flush,
        )
        medians.append(t.median_ms)
    ratios = []
    for r in range(repeats):
        cmp = compare.compare_config(
            session,
            case,
            Contender("triton", suite.triton),
            Contender("cutile", suite.cutile),
            reps=reps,
            warmup=3,
            flush=flush,
            seed=50 + r,
        )
        if cmp.ratio is not None:
            ratios.append(cmp.ratio)
    return {
        "op": suite.name,
        "config": case.config,
        "repeats": repeats,
        "reps_per_repeat": reps,
        "medians_ms": medians,
        "median_spread": perf_stats.relative_spread(medians),
        "ratios": ratios,
        "ratio_spread": perf_stats.relative_spread(ratios) if ratios else None,
    }


def with_extra_launch(call: Callable[[Tensors, Tensors], object]) -> Callable[[Tensors, Tensors], None]:
    """The same work plus one tiny extra kernel per call: a slowdown the gate must notice."""

    def slowed(inputs: Tensors, outputs: Tensors) -> None:
        call(inputs, outputs)
        outputs[0].view(-1)[:1].add_(0)

    return slowed


# ---- driver --------------------------------------------------------------------------------------


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--ops", default=",".join(OPS))
    parser.add_argument("--reps", type=int, default=100)
    parser.add_argument("--warmup", type=int, default=10)
    parser.add_argument("--noise-repeats", type=int, default=5)
    parser.add_argument("--threshold", type=float, default=perf_stats.DEFAULT_THRESHOLD)
    parser.add_argument("--skip-correctness", action="store_true")
    parser.add_argument("--allow-multiple-cupti", action="store_true")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    command = "python -m tilebot.runner.gpu.bench_ops " + " ".join(sys.argv[1:] if argv is None else argv)

    import torch

    if not torch.cuda.is_available():
        print("no CUDA device: nothing to measure", file=sys.stderr)
        return 2
    env = environment()
    log(f"environment: {json.dumps(env)}")
    suites: list[OpSuite] = []
    errors: list[str] = []
    for name in [n.strip() for n in args.ops.split(",") if n.strip()]:
        try:
            suites.append(load_suite(name))
        except Exception as exc:
            errors.append(f"loading {name}: {exc}\n{traceback.format_exc()}")
            log(f"cannot load {name}: {exc}")
    results: dict[str, Any] = {"command": command, "environment": env, "errors": errors}
    md: list[str] = [f"Command: `{command}`", "", "```", json.dumps(env, indent=1), "```", ""]

    if not args.skip_correctness:
        started = time.perf_counter()
        checks = run_correctness(suites)
        results["correctness"] = [r.to_dict() for r in checks]
        correctness.write_junit(checks, args.out / "junit.xml", suite="bench_ops")
        results["self_checks"] = self_checks(suites)
        md += ["## Correctness (fresh random inputs, NaN-poisoned outputs, float64 reference)", ""]
        md += [
            "| op | candidate | dtype | configs passed | worst max abs err | worst norm rel err |",
            "|---|---|---|---|---|---|",
        ]
        for suite in suites:
            for impl, _ in implementations(suite):
                for dtype in suite.tolerances:
                    group = [r for r in checks if r.op == suite.name and r.candidate == impl and r.dtype == dtype]
                    if group:
                        worst_abs = max((r.max_abs_err or 0.0) for r in group)
                        worst_norm = max((r.norm_rel_err or 0.0) for r in group)
                        md.append(
                            f"| {suite.name} | {impl} | {dtype} | {sum(r.passed for r in group)}/{len(group)} "
                            f"| {worst_abs:.3g} | {worst_norm:.3g} |"
                        )
        failed = [r for r in checks if not r.passed]
        md += [""] + [f"- FAILED {r.op} {r.candidate} {r.name}: {r.message.splitlines()[0]}" for r in failed]
        md += ["", "Harness self-checks (each candidate is wrong on purpose and must be caught):", ""]
        md += [
            f"- {row['candidate']}: {'caught' if row['caught'] else 'NOT CAUGHT'} — {row['message'].splitlines()[0]}"
            for row in results["self_checks"]
        ]
        md.append("")
        log(f"correctness done in {time.perf_counter() - started:.0f} s")

    try:
        session = cupti_timer.CuptiSession(allow_multiple_libraries=args.allow_multiple_cupti)
        session.__enter__()
    except Exception as exc:
        errors.append(f"CUPTI session: {exc}")
        log(f"CUPTI unavailable: {exc}")
        md += [f"**No perf: {exc}**"]
        _write(args.out, results, md)
        return 1
    try:
        results["cupti_libraries"] = session.libraries
        md += [f"libcupti loaded: {session.libraries}; versions {session.versions}", ""]
        flush = cupti_timer.L2Flusher()
        ceiling, _copy_timing = compare.measure_copy_ceiling(session, flush=flush)
        results["copy_ceiling_gbps"] = ceiling
        md += [
            f"Copy ceiling (2 GiB device-to-device, read+write): **{ceiling:.0f} GB/s**; L2 {flush.l2_bytes >> 20} MiB",
            "",
        ]
        log(f"copy ceiling {ceiling:.0f} GB/s")
        results["ops"] = {}
        for suite in suites:
            started = time.perf_counter()
            cmps = compare_all(
                session,
                suite.perf_cases(),
                Contender("triton", suite.triton),
                Contender("cutile", suite.cutile),
                flush=flush,
                l2_bytes=flush.l2_bytes,
                reps=args.reps,
                warmup=args.warmup,
                ceiling=ceiling if suite.memory_bound else None,
                errors=errors,
            )
            verdict = compare.gate(cmps, threshold=args.threshold)
            table = compare.markdown_table(cmps, verdict, ref="triton", cand="cutile")
            results["ops"][suite.name] = {
                "comparisons": [c.to_dict() for c in cmps],
                "gate": verdict.to_dict(),
                "dual_reference": compare.dual_reference_record(cmps, reference_name="triton", candidate_name="cutile"),
            }
            md += [f"## {suite.name}: cuTile Python (candidate) vs Triton (reference)", "", table, ""]
            log(f"{suite.name}: {verdict.verdict} {verdict.message} ({time.perf_counter() - started:.0f} s)")
            print(table, flush=True)
            for variant, call in suite.cutile_variants.items():
                name = f"cutile_{variant}"
                cmps = compare_all(
                    session,
                    suite.perf_cases(),
                    Contender("triton", suite.triton),
                    Contender(name, call),
                    flush=flush,
                    l2_bytes=flush.l2_bytes,
                    reps=args.reps,
                    warmup=args.warmup,
                    ceiling=ceiling if suite.memory_bound else None,
                    errors=errors,
                )
                verdict = compare.gate(cmps, threshold=args.threshold)
                results["ops"][f"{suite.name}/{name}"] = {
                    "comparisons": [c.to_dict() for c in cmps],
                    "gate": verdict.to_dict(),
                    "dual_reference": compare.dual_reference_record(cmps, reference_name="triton", candidate_name=name),
                }
                table = compare.markdown_table(cmps, verdict, ref="triton", cand=name)
                md += [f"## {suite.name}: cuTile Python, {variant} variant (candidate) vs Triton (reference)", ""]
                md += [table, ""]
                log(f"{suite.name} {name}: {verdict.verdict} {verdict.message}")

        softmax = next((s for s in suites if s.name == "softmax"), None)
        if softmax is not None and args.noise_repeats > 1:
            case = next(c for c in softmax.perf_cases(("float16",)) if c.config.startswith("8192x4096"))
            results["noise"] = noise(session, softmax, case, repeats=args.noise_repeats, reps=args.reps, flush=flush)
            n = results["noise"]
            md += [
                f"## Harness noise: {n['op']} {n['config']} (cuTile),"
                f" {n['repeats']} repeats of {n['reps_per_repeat']} reps",
                "",
                f"- medians (ms): {', '.join(f'{m:.5f}' for m in n['medians_ms'])}",
                f"- spread of the median (max-min)/median: **{100 * n['median_spread']:.2f}%** (goal <= 1%)",
                f"- ratio cuTile/Triton per repeat: {', '.join(f'{r:.4f}' for r in n['ratios'])};"
                f" spread {100 * (n['ratio_spread'] or 0):.2f}%",
                "",
            ]
            log(f"noise: median spread {100 * n['median_spread']:.2f}%")

            cases = softmax.perf_cases(("float16",))
            ref = Contender("triton", softmax.triton)
            demos = {}
            for label, cand in (
                ("faithful (the reference kernel itself)", Contender("faithful", softmax.triton)),
                ("slowed (one extra tiny kernel per call)", Contender("slowed", with_extra_launch(softmax.triton))),
            ):
                cmps = compare_all(
                    session,
                    cases,
                    ref,
                    cand,
                    flush=flush,
                    l2_bytes=flush.l2_bytes,
                    reps=args.reps,
                    warmup=args.warmup,
                    ceiling=ceiling,
                    errors=errors,
                )
                verdict = compare.gate(cmps, threshold=args.threshold)
                demos[label] = {"comparisons": [c.to_dict() for c in cmps], "gate": verdict.to_dict()}
                md += [
                    f"## Stage E verdict, softmax float16: {label} vs Triton",
                    "",
                    compare.markdown_table(cmps, verdict, ref="triton", cand=cand.name),
                    "",
                ]
                log(f"E demo {label}: {verdict.verdict} {verdict.message}")
            results["e_verdict_demo"] = demos
    except Exception as exc:
        errors.append(f"perf: {exc}\n{traceback.format_exc()}")
        log(f"perf section failed: {exc}")
    finally:
        session.__exit__(None, None, None)
    if errors:
        md += ["## Errors", "", "```", *[e[:2000] for e in errors], "```"]
    _write(args.out, results, md)
    return 0 if not errors else 1


def _write(out: Path, results: dict[str, Any], md: list[str]) -> None:
    (out / "results.json").write_text(json.dumps(results, indent=1, default=str))
    (out / "tables.md").write_text("\n".join(md) + "\n")
    log(f"wrote {out / 'tables.md'} and {out / 'results.json'}")


if __name__ == "__main__":
    raise SystemExit(main())
