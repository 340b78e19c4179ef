"""Stage E's statistics and verdict rules, in plain Python so that they are tested without a GPU.

The gate compares a candidate with its reference config by config: ratio = candidate / reference
device time per call (``paired_time``: a trimmed mean, so a slow mode in a sizable share of the calls counts, not
the median call alone; lower is better for the candidate). The verdict rests on the geometric mean of the
ratios over the declared configs, and on each config's ratio against a looser per-config limit: a geomean
over many configs hides one shape made several times slower (tools/perf_gate_mutation_report.py: the
geomean alone passed a matmul port 10x slower on its largest shape). A config counts against the limit only
where the 95% interval of its own repetitions lies above it, so noise on a tiny shape does not. A 95%
percentile-bootstrap interval over the configs says how much the geomean depends on which configs were chosen.
A candidate that launches more kernels per call than the reference (or a varying count where the reference's is
steady) is INVESTIGATE whatever its times: the kernel time judged here (the time some kernel ran) does not weigh the
gaps between launches (``kernel_count_findings``).
"""

from __future__ import annotations

import math
import random
import statistics
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum

# The stage E verdicts; they equal tilebot.core.stages.PerfVerdict (a unit test holds them together).
# Spelled out here so that this module runs on a GPU machine that has no pydantic.
DONE = "DONE"
INVESTIGATE = "INVESTIGATE"
BLOCKED = "BLOCKED"

DEFAULT_THRESHOLD = 1.05
DEFAULT_CONFIG_LIMIT = 1.2  # no config may be this much slower (the H200's 389 real ones reach 1.124)
MISSING_DATA = "MISSING_DATA"


class Severity(StrEnum):
    """How far an INVESTIGATE geomean sits above 1: the bands of the conversion skill's perf gate."""

    MILD_GAP = "MILD_GAP"  # up to 1.10
    MODERATE_GAP = "MODERATE_GAP"  # up to 1.50
    LARGE_GAP = "LARGE_GAP"  # beyond


MILD_LIMIT = 1.10
MODERATE_LIMIT = 1.50


def severity_of(geomean: float) -> Severity:
    if geomean <= MILD_LIMIT:
        return Severity.MILD_GAP
    if geomean <= MODERATE_LIMIT:
        return Severity.MODERATE_GAP
    return Severity.LARGE_GAP


def _usable(value: float | None) -> bool:
    return value is not None and math.isfinite(value) and value > 0


def median(values: Sequence[float]) -> float:
    if not values:
        raise ValueError("median of no values")
    return float(statistics.median(values))


def percentile(values: Sequence[float], q: float) -> float:
    """Linear interpolation between closest ranks (numpy's default), q in [0, 100]."""
    if not values:
        raise ValueError("percentile of no values")
    if not 0 <= q <= 100:
        raise ValueError(f"percentile q must be within [0, 100], got {q}")
    ordered = sorted(values)
    pos = (len(ordered) - 1) * q / 100
    low = math.floor(pos)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (pos - low)


TRIMMED = 0.1  # of each end of a place's repetitions: what ``trimmed_mean`` leaves out as outliers


def trimmed_mean(values: Sequence[float]) -> float:
    """The mean of ``values`` without the ``TRIMMED`` share at each end (rounded up, while one value or more stays in
    the middle: of 3 or 4 values, their median). What a call costs on average, a clock dip or a preempted call
    aside: the median it replaces passed a port whose calls were 2x slower two times in five (1.4x on average) as
    1.00, for a median sees none of a slow mode in fewer than half of the calls."""
    if not values:
        raise ValueError("trimmed mean of no values")
    ordered = sorted(values)
    cut = min(math.ceil(TRIMMED * len(ordered)), (len(ordered) - 1) // 2)
    kept = ordered[cut : len(ordered) - cut]
    return math.fsum(kept) / len(kept)


PAIRED_TIME = "device time (the 10 % trimmed mean at each place of the A/B pair, their geometric mean)"


def paired_time(samples: Sequence[float]) -> float:
    """One contender's time per call from A/B, B/A interleaved repetitions in run order (even and odd ones ran
    at the two places of their pair, whichever side it is): the geometric mean of the ``trimmed_mean`` at each place.
    A GPU can time the two places apart (sparse_mla on the H200: ~17 µs first, ~24 µs second, either contender); one
    median over both lands on whichever mode holds a call more, and read two identical kernels as 0.86."""
    if len(samples) < 2:
        return trimmed_mean(samples)
    return math.sqrt(trimmed_mean(samples[0::2]) * trimmed_mean(samples[1::2]))


def per_second(amount: float | None, ms: float | None, unit: float) -> float | None:
    """``amount`` (bytes, flops) per second of ``ms``, in ``unit``s (1e9: GB/s); None where either is unknown."""
    return None if amount is None or ms is None else amount / (ms * 1e-3) / unit


def _resampled_paired_time(rng: random.Random, samples: Sequence[float]) -> float:
    """``paired_time`` of a bootstrap resample drawn within each place of the pair."""
    if len(samples) < 2:
        return trimmed_mean(samples)
    firsts, seconds = samples[0::2], samples[1::2]
    return math.sqrt(
        trimmed_mean(rng.choices(firsts, k=len(firsts))) * trimmed_mean(rng.choices(seconds, k=len(seconds)))
    )


def _resampled_ratio(rng: random.Random, reference: Sequence[float], candidate: Sequence[float]) -> float:
    """candidate / reference ``paired_time`` of a bootstrap resample of the A/B pairs within each place: the same
    pairs on both sides (repetition i of each ran in pair i), so a drift that slows both alike (clocks, temperature:
    what interleaving is for) stays out of the interval; resampled apart, a clock dip half way through a config
    widened the interval of a port 1.3x slower in every pair to below 1. Sides of unequal counts (no pairs to
    keep) are resampled apart."""
    if len(reference) != len(candidate) or len(reference) < 2:
        return _resampled_paired_time(rng, candidate) / _resampled_paired_time(rng, reference)
    product = 1.0
    for place in (0, 1):
        ref, cand = reference[place::2], candidate[place::2]
        pairs = rng.choices(range(len(ref)), k=len(ref))
        product *= trimmed_mean([cand[i] for i in pairs]) / trimmed_mean([ref[i] for i in pairs])
    return math.sqrt(product)


def relative_spread(values: Sequence[float]) -> float:
    """(max - min) / median: the harness-noise figure (goal: at most 0.01 over 5 repeats)."""
    mid = median(values)
    if mid <= 0:
        raise ValueError("relative spread needs a positive median")
    return (max(values) - min(values)) / mid


def relative_iqr(values: Sequence[float]) -> float:
    """Interquartile range over the median: the per-config spread of repetitions."""
    mid = median(values)
    if mid <= 0:
        raise ValueError("relative IQR needs a positive median")
    return (percentile(values, 75) - percentile(values, 25)) / mid


def geomean(values: Sequence[float]) -> float:
    if not values:
        raise ValueError("geometric mean of no values")
    bad = [v for v in values if not _usable(v)]
    if bad:
        raise ValueError(f"geometric mean needs finite positive values, got {bad[:3]}")
    return statistics.geometric_mean(values)


def bootstrap_interval(
    values: Sequence[float], *, confidence: float = 0.95, resamples: int = 10_000, seed: int = 0
) -> tuple[float, float]:
    """Percentile-bootstrap interval of the geometric mean, resampling configs with replacement.

    Deterministic for a given seed, so a verdict can be reproduced from its inputs. One config gives
    a zero-width interval: there is nothing to resample.
    """
    if not 0 < confidence < 1:
        raise ValueError(f"confidence must be within (0, 1), got {confidence}")
    if resamples < 1:
        raise ValueError("resamples must be at least 1")
    geomean(values)  # validates
    logs = [math.log(v) for v in values]
    n = len(logs)
    rng = random.Random(seed)  # noqa: S311 (statistics, not secrets: reproducible by seed)
    means = [math.fsum(rng.choices(logs, k=n)) / n for _ in range(resamples)]
    tail = (1 - confidence) / 2 * 100
    return math.exp(percentile(means, tail)), math.exp(percentile(means, 100 - tail))


OVER_CONFIGS = "bootstrap over configs"
OVER_REPEATS = "bootstrap over repeats"
# Below this many configs a bootstrap over configs says little (two configs give at most three geomeans), so the
# interval resamples each config's repetitions instead: measurement noise of these configs, not other configs.
FEW_CONFIGS = 5
MIN_REPEATS = 5  # at each place of the A/B pair, on each side: what a bootstrap over repeats needs to say anything
REPEAT_RESAMPLES = 2_000  # each resample takes two trimmed means per config


def enough_repeats(row: PerfRow) -> bool:
    """Whether each side of ``row`` has ``MIN_REPEATS`` repetitions at each place of the A/B pair: the bootstrap
    over repeats resamples a trimmed mean at each place, so the count that matters is per place, not per side (a
    config cut to E's 6 timed pairs has 3 at each place, and one slow reference repetition of 3 swings its interval
    down to the ratio of the fast ones)."""
    return all(
        len(samples[place::2]) >= MIN_REPEATS
        for samples in (row.reference_samples, row.candidate_samples)
        for place in (0, 1)
    )


def repeat_bootstrap_interval(
    rows: Sequence[PerfRow], *, confidence: float = 0.95, resamples: int = REPEAT_RESAMPLES, seed: int = 0
) -> tuple[float, float]:
    """Percentile-bootstrap interval of the geomean ratio, resampling the A/B pairs within each config and place
    in the pair, both sides' repetitions of a pair together (the per-config time is their ``paired_time``, as in
    the table). Deterministic for a given seed."""
    if not 0 < confidence < 1:
        raise ValueError(f"confidence must be within (0, 1), got {confidence}")
    if any(not row.reference_samples or not row.candidate_samples for row in rows):
        raise ValueError("a bootstrap over repeats needs every config's repetitions on both sides")
    rng = random.Random(seed)  # noqa: S311 (statistics, not secrets: reproducible by seed)
    means = []
    for _ in range(resamples):
        logs = []
        for row in rows:
            logs.append(math.log(_resampled_ratio(rng, row.reference_samples, row.candidate_samples)))
        means.append(math.fsum(logs) / len(logs))
    tail = (1 - confidence) / 2 * 100
    return math.exp(percentile(means, tail)), math.exp(percentile(means, 100 - tail))


def _interval(
    rows: Sequence[PerfRow], ratios: list[float], *, confidence: float, resamples: int, seed: int
) -> tuple[tuple[float, float], str]:
    if len(rows) < FEW_CONFIGS and all(enough_repeats(row) for row in rows):
        interval = repeat_bootstrap_interval(
            rows, confidence=confidence, resamples=min(resamples, REPEAT_RESAMPLES), seed=seed
        )
        return interval, OVER_REPEATS
    return bootstrap_interval(ratios, confidence=confidence, resamples=resamples, seed=seed), OVER_CONFIGS


@dataclass(frozen=True)
class PerfRow:
    """One config's device times (ms per call); None where that side produced no usable time."""

    config: str
    reference_ms: float | None
    candidate_ms: float | None
    reference_kernels: int | None = None
    candidate_kernels: int | None = None
    # Each repetition's device time (ms) in run order, where the timing kept them: what a bootstrap over repeats
    # resamples.
    reference_samples: tuple[float, ...] = ()
    candidate_samples: tuple[float, ...] = ()
    # Whether a side's count of kernels per call varied over its repetitions (the counts above are the most common)
    reference_kernels_vary: bool = False
    candidate_kernels_vary: bool = False

    @property
    def ratio(self) -> float | None:
        if _usable(self.reference_ms) and _usable(self.candidate_ms):
            assert self.reference_ms is not None and self.candidate_ms is not None
            return self.candidate_ms / self.reference_ms
        return None


@dataclass(frozen=True)
class PerfGate:
    verdict: str  # DONE, INVESTIGATE or BLOCKED
    threshold: float
    n_configs: int
    geomean: float | None = None
    interval: tuple[float, float] | None = None
    severity: Severity | None = None
    reason: str | None = None  # BLOCKED: MISSING_DATA, or TIMED_OUT (E ran out of time; the rest is what it timed)
    missing: tuple[str, ...] = ()
    findings: tuple[str, ...] = field(default_factory=tuple)
    message: str = ""
    confidence: float = 0.95  # of ``interval``
    interval_method: str = OVER_CONFIGS  # what the bootstrap resampled: configs, or each config's repetitions
    config_limit: float = DEFAULT_CONFIG_LIMIT
    over_limit: tuple[str, ...] = ()  # configs slower than ``config_limit`` beyond their noise: INVESTIGATE

    def to_dict(self) -> dict[str, object]:
        return {
            "verdict": self.verdict,
            "threshold": self.threshold,
            "n_configs": self.n_configs,
            "geomean": self.geomean,
            "interval95": list(self.interval) if self.interval else None,
            "severity": self.severity.value if self.severity else None,
            "reason": self.reason,
            "missing": list(self.missing),
            "findings": list(self.findings),
            "message": self.message,
            "confidence": self.confidence,
            "interval_method": self.interval_method,
            "config_limit": self.config_limit,
            "over_limit": list(self.over_limit),
        }


def kernel_count_findings(rows: Sequence[PerfRow]) -> tuple[str, ...]:
    """An extra kernel per call in the candidate is a finding even when the time looks fine, and sends the gate to
    INVESTIGATE: the time judged is how long a call's kernels ran (cupti_timer.busy_ns), which leaves out the idle gaps
    between a port's launches and the host's launch time, so more launches can cost what that time never shows (60
    kernels of 4.5 µs behind a 400 µs host launch read 0.98). A faithful port launches what the reference does: all
    389 configurations of the H200's 28 E runs (reports/perf-gate-mutants.md). So is a candidate whose count varies
    from call to call where the reference's does not: the counts compared are each side's most common, which an extra
    launch in fewer than half of the calls leaves as it was (none of those 778 sides varies)."""
    found = []
    for row in rows:
        ref, cand = row.reference_kernels, row.candidate_kernels
        if ref is not None and cand is not None and cand > ref:
            found.append(f"{row.config}: candidate launches {cand} kernels per call, reference {ref}")
        elif row.candidate_kernels_vary and not row.reference_kernels_vary:
            found.append(
                f"{row.config}: candidate launches a varying count of kernels per call (most often {cand}), "
                f"reference {ref} every call"
            )
    return tuple(found)


def over_limit(
    rows: Sequence[PerfRow], limit: float, *, confidence: float = 0.95, seed: int = 0
) -> list[tuple[str, float, float]]:
    """(config, ratio, low end of its interval) of each config slower than ``limit`` beyond its noise: the 95%
    bootstrap interval of its repetitions lies wholly above it. A config with fewer than ``MIN_REPEATS`` repetitions
    at a place of the pair on either side (``enough_repeats``; timed without repetitions, or cut to a few by its time
    budget) has no noise allowance: its ratio itself is held to the limit."""
    found = []
    for row in rows:
        ratio = row.ratio
        if ratio is None or ratio <= limit:
            continue
        low = ratio
        if enough_repeats(row):
            low = repeat_bootstrap_interval([row], confidence=confidence, seed=seed)[0]
        if low > limit:
            found.append((row.config, ratio, low))
    return found


def failed_to_time(gate: PerfGate, failed: Mapping[str, str], *, n_configs: int) -> PerfGate:
    """``gate`` (over the configurations that timed) where a finished E run has configurations whose timing raised
    (``failed``: config -> its error): BLOCKED (MISSING_DATA) naming them, whatever the rest show. A port may break
    only on the large perf shapes, which stage D's correctness configurations never run. ``gate`` as it is where
    nothing failed."""
    if not failed:
        return gate
    errors = "; ".join(f"{config}: {why}" for config, why in list(failed.items())[:3])
    return replace(
        gate,
        verdict=BLOCKED,
        reason=MISSING_DATA,
        missing=(*gate.missing, *failed),
        message=f"{len(failed)} of {n_configs} configurations failed to time: {errors}; over the rest: {gate.message}",
    )


def judge(
    rows: Sequence[PerfRow],
    *,
    threshold: float = DEFAULT_THRESHOLD,
    config_limit: float | None = None,
    confidence: float = 0.95,
    resamples: int = 10_000,
    seed: int = 0,
) -> PerfGate:
    """The stage E verdict over all declared configs.

    BLOCKED (MISSING_DATA) when any declared config lacks a usable time on either side: a geomean
    over the configs that happened to run is not the claim the gate makes. Otherwise DONE when the
    geomean is at most ``threshold``, no config is slower than ``config_limit`` beyond its noise and the candidate
    launches no more kernels per call than the reference anywhere (``kernel_count_findings``), else INVESTIGATE with
    a severity band (of the geomean, or of the worst config where only configs fail; none where only the kernel
    count does: the time shows no gap, a person looks at the launches).
    ``config_limit`` None: the default, or the threshold where that is higher.
    """
    if not (math.isfinite(threshold) and threshold > 0):
        raise ValueError(f"threshold must be a finite positive number, got {threshold}")
    if config_limit is None:
        config_limit = max(DEFAULT_CONFIG_LIMIT, threshold)
    if not (math.isfinite(config_limit) and config_limit >= threshold):
        raise ValueError(f"config_limit must be finite and at least the threshold {threshold}, got {config_limit}")
    configs = [row.config for row in rows]
    duplicates = sorted({c for c in configs if configs.count(c) > 1})
    if duplicates:
        raise ValueError(f"configs listed twice: {duplicates}")
    findings = kernel_count_findings(rows)
    if not rows:
        return PerfGate(
            BLOCKED,
            threshold,
            0,
            reason=MISSING_DATA,
            findings=findings,
            message="no configs were measured",
            config_limit=config_limit,
        )
    missing = tuple(row.config for row in rows if row.ratio is None)
    if missing:
        return PerfGate(
            BLOCKED,
            threshold,
            len(rows),
            reason=MISSING_DATA,
            missing=missing,
            findings=findings,
            message=f"{len(missing)} of {len(rows)} configs have no usable time: {', '.join(missing[:5])}",
            config_limit=config_limit,
        )
    ratios = [row.ratio for row in rows if row.ratio is not None]
    gm = geomean(ratios)
    interval, method = _interval(rows, ratios, confidence=confidence, resamples=resamples, seed=seed)
    span = (
        f"geomean {gm:.3f} ({confidence:.0%} interval {interval[0]:.3f}-{interval[1]:.3f}, {method}) "
        f"over {len(rows)} configs"
    )
    slow = over_limit(rows, config_limit, confidence=confidence, seed=seed)
    flagged = tuple(config for config, _, _ in slow)
    if gm <= threshold and not slow and not findings:
        note = f"; the interval reaches {interval[1]:.3f}" if interval[1] > threshold else ""
        return PerfGate(
            DONE,
            threshold,
            len(rows),
            gm,
            interval,
            findings=findings,
            message=f"{span} <= {threshold}{note}",
            confidence=confidence,
            interval_method=method,
            config_limit=config_limit,
            over_limit=flagged,
        )
    severity: Severity | None
    if gm > threshold:
        severity = severity_of(gm)
        message = f"{span} > {threshold}: {severity.value}"
    elif slow:
        severity = severity_of(max(ratio for _, ratio, _ in slow))
        message = f"{span} <= {threshold}, but a config is slower than {config_limit}x: {severity.value}"
    else:
        severity = None
        message = (
            f"{span} <= {threshold}, but the candidate launches more kernels per call than the reference in "
            f"{len(findings)} config(s), which the kernel time does not weigh: {findings[0]}"
        )
    if slow:
        worst = sorted(slow, key=lambda s: -s[1])
        message += f"; {len(slow)} config(s) over {config_limit}x: " + ", ".join(
            f"{config} {ratio:.2f}x (interval from {low:.2f})" for config, ratio, low in worst[:3]
        )
    return PerfGate(
        INVESTIGATE,
        threshold,
        len(rows),
        gm,
        interval,
        severity=severity,
        findings=findings,
        message=message,
        confidence=confidence,
        interval_method=method,
        config_limit=config_limit,
        over_limit=flagged,
    )
