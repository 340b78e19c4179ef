"""Stage E's ``perf/perf.json``, read and validated: the per-config comparisons stage F diagnoses.

The file holds ``ConfigComparison.to_dict()`` per config, ``PerfGate.to_dict()`` (tilebot/runner/gpu) and the
``timing_key`` naming the build E timed; fields F does not use are ignored so that E may add more. Every way the
file can be unusable is a ``PerfInputError`` whose message says which: missing, not JSON, not E's shape, no
config with a time on both sides, or measured on another build than the one D's manifest now names.
"""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from tilebot.core.rundir import RELATIVE, RunDir
from tilebot.runner.gpu.perf_stats import paired_time

PERF_FILE = RELATIVE.perf_json.as_posix()


class PerfInputError(ValueError):
    """perf.json cannot be diagnosed; the message says why."""


class _Lenient(BaseModel):
    model_config = ConfigDict(extra="ignore", frozen=True)


def _positive(value: float | None) -> bool:
    return value is not None and math.isfinite(value) and value > 0


class SideTiming(_Lenient):
    """One contender's ``Timing.to_dict()``: device time per call and what one call launched."""

    median_ms: float | None = None
    ops_per_call: int = Field(ge=0)
    ops_vary: bool = False
    op_names: list[str] = Field(default_factory=list)
    host_launch_median_us: float | None = None
    spread_iqr: float | None = None
    busy_us: list[float] = Field(default_factory=list)  # each repetition, in run order

    @property
    def usable(self) -> bool:
        return _positive(self.median_ms) and self.ops_per_call > 0

    def time_ms(self) -> float | None:
        """Device ms per call as E compares it (``paired_time``); the median where repetitions were not kept."""
        return paired_time([us / 1e3 for us in self.busy_us]) if self.busy_us else self.median_ms


class Comparison(_Lenient):
    """One config's ``ConfigComparison.to_dict()``; ratio = candidate / reference paired device time."""

    config: str = Field(min_length=1)
    ratio: float | None
    reference: SideTiming
    candidate: SideTiming
    bytes_moved: int | None = None
    reference_gbps: float | None = None
    candidate_gbps: float | None = None
    reference_pct_of_copy: float | None = None
    candidate_pct_of_copy: float | None = None

    @property
    def usable(self) -> bool:
        return _positive(self.ratio) and self.reference.usable and self.candidate.usable

    @property
    def added_us(self) -> float:
        """Device time the candidate adds per call (negative when it is faster); only for usable rows."""
        candidate, reference = self.candidate.time_ms(), self.reference.time_ms()
        assert candidate is not None and reference is not None
        return (candidate - reference) * 1e3


class GateRecord(_Lenient):
    """``PerfGate.to_dict()``: stage E's verdict over all configs."""

    verdict: str
    geomean: float | None = Field(default=None, gt=0, allow_inf_nan=False)  # a ratio: F reports it as a metric
    interval95: tuple[float, float] | None = None
    confidence: float = 0.95
    interval_method: str = "bootstrap over configs"  # what E's perf.json files before the field said it was
    severity: str | None = None
    n_configs: int = 0
    message: str = ""
    config_limit: float | None = None  # absent from perf.json files before the per-config limit
    over_limit: list[str] = Field(default_factory=list)


class TimingKey(_Lenient):
    """``perf_resume.timing_key``: how E timed, the library's sha256 first (absent from older perf.json files)."""

    build_sha256: str | None = None
    sources_sha256: str | None = None


class PerfRecord(_Lenient):
    op: str
    reference_backend: Literal["cutile", "triton"]
    threshold: float
    ceiling_gbps: float | None = None
    gate: GateRecord
    comparisons: list[Comparison]
    timing_key: TimingKey | None = None

    @property
    def usable(self) -> list[Comparison]:
        return [c for c in self.comparisons if c.usable]

    @property
    def unusable(self) -> list[str]:
        return [c.config for c in self.comparisons if not c.usable]


def load_perf(run_dir: Path, *, wrapper_sha256: str | None = None) -> PerfRecord:
    """The validated record, or ``PerfInputError`` saying why there is nothing to diagnose. ``wrapper_sha256``: the
    branch's port wrapper as ``perf_resume.wrapper_sha256`` hashes it, which E's timings must have run."""
    path = RunDir(run_dir).perf_json
    try:
        raw = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise PerfInputError(f"{PERF_FILE} is missing: stage E has not measured this port") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise PerfInputError(f"{PERF_FILE} cannot be read: {exc}") from None
    record = parse_perf(raw)
    _check_build(record, RunDir(run_dir).build_manifest)
    _check_wrapper(record, wrapper_sha256)
    return record


def _check_build(record: PerfRecord, manifest: Path) -> None:
    """perf.json stays on the branch when a later E wrote none (its tests died, or never ran after a /retry of B or
    D): its launches and times are another build's once D's manifest names a new library."""
    measured = record.timing_key.build_sha256 if record.timing_key else None
    try:
        current = json.loads(manifest.read_text(encoding="utf-8"))["sha256"]
    except (OSError, ValueError, KeyError, TypeError):
        return  # nothing to compare with: E checked the manifest it timed (handoff.load), F needs no build of its own
    if measured is not None and current != measured:
        raise PerfInputError(
            f"{PERF_FILE} timed the library {measured[:12]}, but {RELATIVE.build_manifest} names {str(current)[:12]}: "
            "the port was rebuilt after E measured it, so E must time this build first"
        )


def _check_wrapper(record: PerfRecord, current: str | None) -> None:
    """A host fix may change only the wrapper (a copy dropped), the library staying byte for byte: E's launches and
    times are then another port's, as after a rebuild."""
    measured = record.timing_key.sources_sha256 if record.timing_key else None
    if measured and current and measured != current:
        raise PerfInputError(
            f"{PERF_FILE} timed the port's wrapper {measured[:12]}, but the branch's is {current[:12]}: the wrapper "
            "changed after E measured it, so E must time this port first"
        )


def parse_perf(raw: str) -> PerfRecord:
    try:
        data = json.loads(raw)
    except json.JSONDecodeError as exc:
        raise PerfInputError(f"{PERF_FILE} is not JSON: {exc}") from None
    try:
        record = PerfRecord.model_validate(data)
    except ValidationError as exc:
        problems = "; ".join(
            f"{'.'.join(str(p) for p in err['loc']) or '<root>'}: {err['msg']}" for err in exc.errors()[:3]
        )
        raise PerfInputError(f"{PERF_FILE} is not stage E's format ({exc.error_count()} errors): {problems}") from None
    if not record.comparisons:
        raise PerfInputError(f"{PERF_FILE} has no comparison: stage E measured no config")
    if not record.usable:
        missing = ", ".join(record.unusable[:5])
        raise PerfInputError(
            f"{PERF_FILE} has no usable comparison: none of its {len(record.comparisons)} configs has a time on "
            f"both sides ({missing})"
        )
    return record
