# mypy: disable-error-code="no-untyped-def, no-untyped-call"
"""A real cutile-rs port through the C ABI against its cuTile Python reference: correctness and stage E.

The candidate is TileGym's cutile-rs cdylib (``libcutile_kernels.so``, built with cargo from the
tilegym wheel's ``ops/cutile_rs/cutile_kernels`` crate), called through ``cutile_<op>(TensorDesc*...,
raw stream)``. The reference is the same wheel's cuTile Python kernel, loaded from the unpacked
wheel with ``kernel_loader``. Both are checked against a float64 reference, then timed with the
CUPTI harness (reference = cuTile Python, candidate = cutile-rs).

cutile-rs 0.2.0, which TileGym's crate pins, panics inside ``extern "C"`` when its JIT (tileiras) fails, which
aborts the whole process (0.3.1 returns that failure as the launch's error instead); so a probe (one call per
check case) runs first in a child process, and the in-process run only starts if the probe came back alive.

    python -m tilebot.runner.gpu.cabi_port_bench --lib libcutile_kernels.so --tilegym WHEEL_DIR --out OUT
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tilebot.runner.gpu import compare, correctness, perf_stats
from tilebot.runner.gpu.candidates import STREAM, CAbiError, CAbiFunction, Slot, cabi_candidate, cutile_candidate
from tilebot.runner.gpu.compare import PerfCase
from tilebot.runner.gpu.correctness import CheckCase, OutputSpec, Tensors, Tolerance, high_precision
from tilebot.runner.gpu.kernels.common import dtype_name, next_pow2, randn

OPS = ("silu_and_mul", "matmul")
AUTO = -1  # cutile-rs compile option "let the compiler choose" (num_cta_in_cga, occupancy)
# c, a, b, bm, bn, bk, group_size_m, num_programs, num_cta_in_cga, occupancy, persistent, device, stream
MATMUL_SIGNATURE: list[Slot] = ["tensor", "tensor", "tensor", *(["i32"] * 9), "stream"]  # type: ignore[list-item]
MM_TILE, MM_GROUP_M = (128, 128, 64), 8  # matmul tiles for both sides (the wheel's GROUP_SIZE_M is 8)


@dataclass(frozen=True)
class PortSuite:
    name: str
    rust: Callable[[Tensors, Tensors], object]
    python: Callable[[Tensors, Tensors], object]
    reference: correctness.Reference
    tolerances: dict[str, Tolerance]
    check_cases: list[CheckCase]
    perf_cases: list[PerfCase]
    loader_note: str


def log(msg: str) -> None:
    print(f"[{time.strftime('%H:%M:%S')}] {msg}", flush=True)


# --- silu_and_mul: out[r, :] = silu(x[r, :H]) * x[r, H:] ---------------------------------------

SILU_DTYPES = ("float32", "float16", "bfloat16")
SILU_CHECK = ((1, 128), (7, 1000), (64, 4096), (513, 11008))  # (rows, H); 1000, 11008 are not powers of 2
SILU_PERF = ((4096, 4096), (8192, 4096), (4096, 11008), (16384, 14336), (32768, 4096))


def _silu_math(x: Any) -> Any:
    import torch

    h = x.shape[-1] // 2
    return torch.nn.functional.silu(x[..., :h]) * x[..., h:]


def _silu_outputs(inputs: Tensors) -> list[OutputSpec]:
    rows, two_h = inputs[0].shape
    return [OutputSpec((rows, two_h // 2), dtype_name(inputs[0]))]


def _silu_make(rows: int, hidden: int, dtype: str) -> Callable[[Any], tuple[Any, ...]]:
    return lambda g: (randn((rows, 2 * hidden), dtype, g, scale=2.0),)


def silu_suite(lib: Path, wheel: Path) -> PortSuite:
    from tilebot.runner.tileir.kernel_loader import load_kernel

    fn = CAbiFunction(lib, "cutile_silu_and_mul", ["tensor", "tensor", "i32", "i32", "i32", "i32", "stream"])
    rust = cabi_candidate(fn, lambda i, o: (o[0], i[0], next_pow2(o[0].shape[1]), AUTO, AUTO, 0, STREAM))
    loaded = load_kernel(wheel / "tilegym/ops/cutile/silu_and_mul.py", "_silu_and_mul_kernel_row_wise")
    python = cutile_candidate(
        loaded.kernel,
        grid=lambda i, o: (o[0].shape[0], 1, 1),
        args=lambda i, o: (i[0], o[0], next_pow2(o[0].shape[1]), o[0].shape[1]),
    )
    checks = [
        CheckCase("silu_and_mul", f"{r}x{2 * h}", d, _silu_make(r, h, d), _silu_outputs)
        for r, h in SILU_CHECK
        for d in SILU_DTYPES
    ]
    perf = [
        PerfCase(
            f"{r}x{2 * h} {d}",
            _silu_make(r, h, d),
            _silu_outputs,
            bytes_moved=3 * r * h * (4 if d == "float32" else 2),
        )
        for r, h in SILU_PERF
        for d in ("float16", "bfloat16")
    ]
    tol = dict(correctness.DEFAULT_TOLERANCES)
    return PortSuite(
        "silu_and_mul", rust, python, high_precision(_silu_math), tol, checks, perf, f"reference loaded: {loaded.mode}"
    )


# --- matmul: C = A @ B, non-persistent 128x128x64 on both sides -----------------------------------


def matmul_suite(lib: Path, wheel: Path) -> PortSuite:
    from tilebot.runner.gpu.kernels import matmul as our_matmul  # shapes, tolerances, float64 reference; needs triton
    from tilebot.runner.tileir.kernel_loader import load_kernel

    bm, bn, bk = MM_TILE
    fn = CAbiFunction(lib, "cutile_matmul", MATMUL_SIGNATURE)

    def programs(o: Tensors) -> int:
        m, n = o[0].shape
        return int(-(-m // bm) * -(-n // bn))

    # (c, a, b, bm, bn, bk, group_size_m, num_programs, num_cta_in_cga, occupancy, persistent, device, stream)
    rust = cabi_candidate(
        fn, lambda i, o: (o[0], i[0], i[1], bm, bn, bk, MM_GROUP_M, programs(o), AUTO, AUTO, 0, 0, STREAM)
    )
    loaded = load_kernel(wheel / "tilegym/ops/cutile/matmul.py", "_matmul_kernel")
    python = cutile_candidate(
        loaded.kernel, grid=lambda i, o: (programs(o), 1, 1), args=lambda i, o: (i[0], i[1], o[0], bm, bn, bk)
    )
    perf = [c for c in our_matmul.perf_cases() if not c.config.startswith("M1024 ")]
    return PortSuite(
        "matmul",
        rust,
        python,
        our_matmul.reference,
        our_matmul.TOLERANCES,
        our_matmul.check_cases(),
        perf,
        f"reference loaded: {loaded.mode}",
    )


SUITES: dict[str, Callable[[Path, Path], PortSuite]] = {"silu_and_mul": silu_suite, "matmul": matmul_suite}


# --- probe (child process): one call per check case, survives or dies alone --------------------------


def probe(suites: Sequence[PortSuite]) -> int:
    import torch

    bad = 0
    for suite in suites:
        for case in suite.check_cases:  # they cover every specialization (dtype x tile) the perf cases use
            g = torch.Generator(device="cuda").manual_seed(1)
            ins = case.make_inputs(g)
            outs = [
                torch.full(s.shape, float("nan"), dtype=getattr(torch, s.dtype), device="cuda")
                for s in case.outputs(ins)
            ]
            t0 = time.perf_counter()
            try:
                suite.rust(ins, outs)
                torch.cuda.synchronize()
                ref = suite.reference(ins)[0]
                err = (outs[0].double() - ref).abs().max().item()
                took = time.perf_counter() - t0
                log(f"probe {suite.name} {case.config}[{case.dtype}]: rc=0 in {took:.2f}s, max abs err {err:.3g}")
            except CAbiError as exc:
                bad += 1
                log(f"probe {suite.name} {case.config}[{case.dtype}]: {exc} after {time.perf_counter() - t0:.2f}s")
    return 1 if bad else 0


def run_probe_child(argv: Sequence[str], timeout: float) -> tuple[int, str]:
    try:
        proc = subprocess.run(
            [sys.executable, "-m", "tilebot.runner.gpu.cabi_port_bench", *argv, "--probe"],
            capture_output=True,
            text=True,
            timeout=timeout,
            check=False,
        )
    except subprocess.TimeoutExpired as exc:
        out = (exc.stdout or b"").decode() if isinstance(exc.stdout, bytes) else (exc.stdout or "")
        return 124, f"{out}\nprobe timed out after {timeout:.0f} s"
    return proc.returncode, proc.stdout + proc.stderr


def describe_exit(rc: int) -> str:
    if rc == -6:
        return 'killed by SIGABRT (a Rust panic inside extern "C", e.g. a tileiras failure, aborts the process)'
    if rc < 0:
        return f"killed by signal {-rc}"
    if rc == 124:
        return "timed out"
    return f"exit {rc}: an error in the probe itself (its output above says which)"


# --- the full run (in-process, after a live probe) --------------------------------------------------


def run_correctness(suite: PortSuite) -> list[correctness.CaseResult]:
    results = []
    for case in suite.check_cases:
        for name, cand in (("cutile_rs", suite.rust), ("cutile_py", suite.python)):
            res = correctness.check(case, name, cand, suite.reference, suite.tolerances[case.dtype])
            results.append(res)
            if not res.passed:
                log(f"  {suite.name} {name} {res.name}: {res.outcome.upper()} {res.message.splitlines()[0]}")
    return results


def correctness_table(results: Sequence[correctness.CaseResult]) -> str:
    lines = ["| op | side | dtype | passed | worst max abs err | worst norm rel err |", "|---|---|---|---|---|---|"]
    keys = sorted({(r.op, r.candidate, r.dtype) for r in results})
    for op, side, dtype in keys:
        rs = [r for r in results if (r.op, r.candidate, r.dtype) == (op, side, dtype)]
        abs_errs = [r.max_abs_err for r in rs if r.max_abs_err is not None]
        rel_errs = [r.norm_rel_err for r in rs if r.norm_rel_err is not None]
        lines.append(
            f"| {op} | {side} | {dtype} | {sum(r.passed for r in rs)}/{len(rs)} "
            f"| {max(abs_errs):.3g} | {max(rel_errs):.3g} |"
            if abs_errs and rel_errs
            else f"| {op} | {side} | {dtype} | {sum(r.passed for r in rs)}/{len(rs)} | — | — |"
        )
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--lib", type=Path, required=True, help="libcutile_kernels.so")
    parser.add_argument("--tilegym", type=Path, required=True, help="the unpacked tilegym wheel (holds tilegym/)")
    parser.add_argument("--out", type=Path)
    parser.add_argument("--ops", default=",".join(OPS))
    parser.add_argument("--reps", type=int, default=100)
    parser.add_argument("--probe-timeout", type=float, default=240.0)
    parser.add_argument("--probe", action="store_true", help="child mode: one call per check case")
    args = parser.parse_args(argv)
    names = [n for n in args.ops.split(",") if n]
    unknown = sorted(set(names) - set(SUITES))
    if unknown:
        parser.error(f"unknown ops {unknown}; choose from {', '.join(OPS)}")
    suites = [SUITES[n](args.lib, args.tilegym) for n in names]
    if args.probe:
        return probe(suites)
    if args.out is None:
        parser.error("--out is required")
    args.out.mkdir(parents=True, exist_ok=True)
    md: list[str] = [f"Command: `python -m tilebot.runner.gpu.cabi_port_bench {' '.join(sys.argv[1:])}`", ""]
    md += [f"- {s.name}: {s.loader_note}" for s in suites]
    results: dict[str, Any] = {"probe": {}}
    alive = []
    for suite in suites:  # one child per op: a panic in one op's JIT does not take the others down
        log(f"probe {suite.name} (child process)")
        child_argv = ["--lib", str(args.lib), "--tilegym", str(args.tilegym), "--ops", suite.name]
        rc, text = run_probe_child(child_argv, args.probe_timeout)
        print(text, flush=True)
        results["probe"][suite.name] = {"returncode": rc, "output": text}
        md += ["", f"## Probe {suite.name} (child process, one call per check case): exit {rc}", ""]
        md += ["```", text.strip()[-6000:], "```"]
        if rc == 0:
            alive.append(suite)
        else:
            md.append(f"The probe did not come back clean: {describe_exit(rc)}.")
    _write(args.out, results, md)
    suites = alive
    if not suites:
        return 2
    checks = [r for s in suites for r in run_correctness(s)]
    correctness.write_junit(checks, args.out / "junit.xml", suite="cabi_port_bench")
    table = correctness_table(checks)
    log(f"correctness: {sum(r.passed for r in checks)}/{len(checks)} passed")
    print(table, flush=True)
    md += ["", "## Correctness (float64 reference, fresh seeds)", "", table]
    results["correctness"] = [r.to_dict() for r in checks]
    _write(args.out, results, md)  # kept if a later JIT aborts the process
    from tilebot.runner.gpu import cupti_timer

    session = cupti_timer.CuptiSession()
    with session:
        flush = cupti_timer.L2Flusher()
        ceiling, _ = compare.measure_copy_ceiling(session, flush=flush)
        md += ["", f"Copy ceiling: {ceiling:.0f} GB/s"]
        for s in suites:
            ref = compare.Contender("cutile_py", s.python)
            cand = compare.Contender("cutile_rs", s.rust)
            cmps = [
                compare.compare_config(
                    session, c, ref, cand, reps=args.reps, flush=flush, l2_bytes=flush.l2_bytes, ceiling_gbps=ceiling
                )
                for c in s.perf_cases
            ]
            verdict = compare.gate(cmps, threshold=perf_stats.DEFAULT_THRESHOLD)
            tab = compare.markdown_table(cmps, verdict, ref="cutile_py", cand="cutile_rs")
            log(f"perf {s.name}: {verdict.verdict}")
            print(tab, flush=True)
            md += ["", f"## Stage E: {s.name}, cutile-rs (C ABI) vs cuTile Python (same wheel)", "", tab]
            results[s.name] = {"configs": [c.to_dict() for c in cmps], "gate": verdict.to_dict()}
            _write(args.out, results, md)
    _write(args.out, results, md)
    return 0 if all(r.passed for r in checks) else 1


def _write(out: Path, results: dict[str, Any], md: list[str]) -> None:
    (out / "results.json").write_text(json.dumps(results, indent=1, default=str))
    (out / "tables.md").write_text("\n".join(md) + "\n")


if __name__ == "__main__":
    raise SystemExit(main())
