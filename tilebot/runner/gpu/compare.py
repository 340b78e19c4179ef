"""Stage E's core: a candidate against its reference, config by config, on the same GPU and inputs.

Per config both contenders run on the same input sets, interleaved A/B then B/A so that drift
(clocks, temperature) hits both alike, each call in its own L2-flushed CUPTI window. The ratio is
candidate / reference device time, each side's taken at each place of the pair alike (``paired_time``).
For memory-bound ops the achieved bandwidth is also given as a share of a copy ceiling measured on the
same device with the same timer.
"""

from __future__ import annotations

import functools
import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from tilebot.runner.gpu.correctness import Candidate, OutputSpec, Tensors
from tilebot.runner.gpu.cupti_timer import CuptiSession, Timing, WindowRecorder, rotation_sets, time_call, warm_up
from tilebot.runner.gpu.op_calls import plain_strided, storage_key
from tilebot.runner.gpu.perf_stats import (
    DEFAULT_THRESHOLD,
    PAIRED_TIME,
    PerfGate,
    PerfRow,
    geomean,
    judge,
    paired_time,
    per_second,
)

MIN_REPS = 6  # timed pairs a configuration gets however slow its calls (even: each contender first as often)

REFERENCE, CANDIDATE = "reference", "candidate"


@dataclass(frozen=True)
class Contender:
    name: str
    call: Candidate


@dataclass(frozen=True)
class PerfCase:
    config: str
    make_inputs: Callable[[Any], Tensors]  # (torch.Generator) -> inputs
    outputs: Callable[[Tensors], Sequence[OutputSpec]]
    bytes_moved: int | None = None  # the fewest bytes the op must move, for memory-bound ops
    flops: int | None = None


@dataclass(frozen=True)
class ConfigComparison:
    config: str
    reference: Timing
    candidate: Timing
    bytes_moved: int | None = None
    flops: int | None = None
    ceiling_gbps: float | None = None

    @property
    def ratio(self) -> float | None:
        return self.row().ratio

    @property
    def reference_ms(self) -> float | None:
        return _paired_ms(self.reference)

    @property
    def candidate_ms(self) -> float | None:
        return _paired_ms(self.candidate)

    def row(self) -> PerfRow:
        return PerfRow(
            self.config,
            self.reference_ms,
            self.candidate_ms,
            self.reference.ops_per_call if self.reference.samples else None,
            self.candidate.ops_per_call if self.candidate.samples else None,
        )

    def gbps(self, ms: float | None) -> float | None:
        return per_second(self.bytes_moved, ms, 1e9)

    def tflops(self, ms: float | None) -> float | None:
        return per_second(self.flops, ms, 1e12)

    def to_dict(self) -> dict[str, object]:
        out: dict[str, object] = {
            "config": self.config,
            "ratio": self.ratio,
            "reference": self.reference.to_dict(),
            "candidate": self.candidate.to_dict(),
            "bytes_moved": self.bytes_moved,
            "flops": self.flops,
        }
        for side, ms in ((REFERENCE, self.reference_ms), (CANDIDATE, self.candidate_ms)):
            gbps, tf = self.gbps(ms), self.tflops(ms)
            out[f"{side}_gbps"] = gbps
            out[f"{side}_tflops"] = tf
            if gbps is not None and self.ceiling_gbps:
                out[f"{side}_pct_of_copy"] = 100 * gbps / self.ceiling_gbps
        return out


def _paired_ms(timing: Timing) -> float | None:
    return paired_time([s.busy_ns for s in timing.samples]) / 1e6 if timing.usable else None


def _allocate(case: PerfCase, generator: Any, device: str) -> tuple[list[Any], list[Any]]:
    import torch

    inputs = list(case.make_inputs(generator))
    outputs = [torch.empty(s.shape, dtype=getattr(torch, s.dtype), device=device) for s in case.outputs(inputs)]
    return inputs, outputs


def compare_config(
    session: CuptiSession,
    case: PerfCase,
    reference: Contender,
    candidate: Contender,
    *,
    reps: int = 100,
    warmup: int = 10,
    warmup_s: float = 0.1,
    flush: Callable[[], None] | None = None,
    l2_bytes: int = 50 * 1024 * 1024,
    seed: int = 0,
    ceiling_gbps: float | None = None,
    device: str = "cuda",
    budget_s: float | None = None,
    min_reps: int = MIN_REPS,
) -> ConfigComparison:
    """Both contenders on the same inputs, A/B interleaved. With ``budget_s`` a configuration whose calls are
    slow (an op that autotunes on every call, a port with a pathological shape) stops early: warm-up takes at
    most a quarter of it per contender, and the timed pairs stop once past it with at least ``min_reps``. How many
    input sets the calls rotate through follows from the memory one set holds (``set_bytes``)."""
    import torch

    if reps < 2:
        raise ValueError("A/B interleaving needs at least 2 reps")
    generator = torch.Generator(device=device).manual_seed(seed)
    first = _allocate(case, generator, device)
    count = rotation_sets(set_bytes(first[0]), l2_bytes)
    sets = [first] + [_allocate(case, generator, device) for _ in range(count - 1)]
    recorder = WindowRecorder(session, flush)
    limit = budget_s / 4 if budget_s is not None else None
    for contender in (reference, candidate):
        warm_up(_rotating(contender, sets), count=warmup, seconds=warmup_s, limit_s=limit)
    recorder.discard()
    keyed = ((REFERENCE, reference), (CANDIDATE, candidate))
    started = time.perf_counter()
    for r in range(reps):
        if not keep_timing(r, time.perf_counter() - started, min_reps=min_reps, budget_s=budget_s):
            break
        ins, outs = sets[r % len(sets)]
        for key, contender in keyed if r % 2 == 0 else keyed[::-1]:
            recorder.run(key, functools.partial(contender.call, ins, outs))
    timings = recorder.results()
    return ConfigComparison(
        case.config, timings[REFERENCE], timings[CANDIDATE], case.bytes_moved, case.flops, ceiling_gbps
    )


def set_bytes(tensors: Sequence[Any]) -> int:
    """The memory one input set holds: each storage its tensors view once and whole (a slice copied in the test's
    layout holds the span of its buffer it reaches and the guard around it, a broadcast its one row, ``out=x`` one
    tensor), a tensor with no plain storage its elements. Sets are counted by it: a set larger than L2 is not
    rotated through."""
    storages = {storage_key(t): int(t.untyped_storage().nbytes()) for t in tensors if plain_strided(t)}
    return sum(storages.values()) + sum(int(t.numel() * t.element_size()) for t in tensors if not plain_strided(t))


def keep_timing(rep: int, elapsed: float, *, min_reps: int, budget_s: float | None) -> bool:
    """Whether timed pair ``rep`` runs: always up to ``min_reps``, then while within the budget, and only at
    an even rep, so that each contender went first equally often."""
    return rep < min_reps or budget_s is None or (elapsed <= budget_s or rep % 2 == 1)


def _rotating(contender: Contender, sets: Sequence[tuple[list[Any], list[Any]]]) -> Callable[[int], object]:
    def call(i: int) -> object:
        ins, outs = sets[i % len(sets)]
        return contender.call(ins, outs)

    return call


def measure_copy_ceiling(
    session: CuptiSession,
    *,
    nbytes: int = 2 * 1024**3,
    reps: int = 20,
    flush: Callable[[], None] | None = None,
    device: str = "cuda",
) -> tuple[float, Timing]:
    """Device-to-device copy bandwidth (bytes read + written per second, GB/s) with this timer."""
    import torch

    src = torch.randn(nbytes // 4, device=device)
    dst = torch.empty_like(src)
    timing = time_call(session, lambda _i: dst.copy_(src), label="copy", reps=reps, warmup=3, flush=flush)
    return 2 * nbytes / (timing.median_ms * 1e-3) / 1e9, timing


def gate(comparisons: Sequence[ConfigComparison], *, threshold: float = DEFAULT_THRESHOLD) -> PerfGate:
    return judge([c.row() for c in comparisons], threshold=threshold)


def dual_reference_record(
    comparisons: Sequence[ConfigComparison], *, reference_name: str, candidate_name: str
) -> dict[str, object]:
    """Stage A's evidence when an op has two implementations: which one is faster, per config and overall."""
    rows = []
    for c in comparisons:
        ratio = c.ratio
        faster = None if ratio is None else (candidate_name if ratio < 1 else reference_name)
        row: dict[str, object] = {"config": c.config, "ratio": ratio, "faster": faster}
        rows.append(row | _times(c, reference_name, candidate_name))
    ratios = [r for r in (c.ratio for c in comparisons) if r is not None]
    overall = geomean(ratios) if ratios and len(ratios) == len(comparisons) else None
    return {
        "variants": [reference_name, candidate_name],
        "ratio_definition": f"{candidate_name} / {reference_name} {PAIRED_TIME}",
        "geomean_ratio": overall,
        "faster": None if overall is None else (candidate_name if overall < 1 else reference_name),
        "per_config": rows,
    }


def _times(c: ConfigComparison, reference_name: str, candidate_name: str) -> dict[str, object]:
    return {
        f"{reference_name}_ms": c.reference_ms,
        f"{candidate_name}_ms": c.candidate_ms,
    }


def _fmt(value: float | None, spec: str) -> str:
    return "—" if value is None or (isinstance(value, float) and math.isnan(value)) else format(value, spec)


def markdown_table(comparisons: Sequence[ConfigComparison], result: PerfGate, *, ref: str, cand: str) -> str:
    """The per-config table (diagnostic) and the gate line (the verdict)."""
    head = (
        f"| config | {ref} ms | {cand} ms | ratio | kernels/call {ref}/{cand} | spread (IQR) {ref}/{cand} "
        f"| {cand} throughput | host launch µs {ref}/{cand} |"
    )
    lines = [head, "|" + "---|" * 8]
    for c in comparisons:
        r, k = c.reference, c.candidate
        if c.bytes_moved is not None:
            gb = c.gbps(c.candidate_ms)
            pct = f" ({100 * gb / c.ceiling_gbps:.0f}% of copy)" if gb and c.ceiling_gbps else ""
            through = f"{_fmt(gb, '.0f')} GB/s{pct}"
        elif c.flops is not None:
            through = f"{_fmt(c.tflops(c.candidate_ms), '.0f')} TFLOP/s"
        else:
            through = "—"
        lines.append(
            f"| {c.config} | {_fmt(c.reference_ms, '.4f')} | {_fmt(c.candidate_ms, '.4f')} | {_fmt(c.ratio, '.3f')} "
            f"| {r.ops_per_call if r.samples else 0}/{k.ops_per_call if k.samples else 0} "
            f"| {_fmt(r.spread if r.usable else None, '.3f')}/{_fmt(k.spread if k.usable else None, '.3f')} "
            f"| {through} | {_fmt(r.host_launch_median_us if r.samples else None, '.1f')}"
            f"/{_fmt(k.host_launch_median_us if k.samples else None, '.1f')} |"
        )
    interval = f"{result.interval[0]:.3f} to {result.interval[1]:.3f}" if result.interval else "—"
    severity = f" {result.severity.value}" if result.severity else ""
    reason = f" ({result.reason})" if result.reason else ""
    lines.append("")
    lines.append(
        f"**geomean {_fmt(result.geomean, '.3f')}** (95% bootstrap CI {interval}, {result.n_configs} configs, "
        f"threshold {result.threshold}) → **{result.verdict}**{severity}{reason}"
    )
    lines.extend(f"- finding: {f}" for f in result.findings)
    return "\n".join(lines)
