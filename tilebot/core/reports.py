"""The report files a pull request shows beside the verdicts: stage C's IR diff, stage E's benchmark, D's JUnit.

A stage lists each file in its StageResult's ``artifacts`` with a ``ReportKind``; the stage writes it with
``write_report`` and the bot reads it with ``parse_report``, so writer and reader share one definition.
Unlike ``stage_result.json`` routing never depends on these, but they are still strict: a report whose
shape or arithmetic does not hold together is refused with the reason rather than half shown.
JUnit stays XML (pytest writes it too); its contract is the kind and ``RunDir.correctness_junit``.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from enum import StrEnum
from pathlib import Path
from typing import Annotated, Literal, TypeVar

from pydantic import Field, ValidationError, model_validator

from tilebot.core.base import OP_NAME_PATTERN, VARIANT_NAME_PATTERN, Strict
from tilebot.core.stages import Classification


class ReportKind(StrEnum):
    IR_DIFF = "ir_diff"
    BENCHMARK = "benchmark"
    JUNIT = "junit"


class ReportError(ValueError):
    """A report file that is not what its kind says; the message names the file and the problem."""


# ---------------------------------------------------------------- stage C: the Tile IR diff

# "path:line", the path relative to the run directory (the diff is handed run-relative paths).
LOCATION_PATTERN = r"^(?P<path>[^\s:]+):(?P<line>\d+)$"
Location = Annotated[str, Field(pattern=LOCATION_PATTERN)]
Severity = Literal["must_match", "ok_to_differ", "noise"]
# The mechanical diff decides only these three; FAIL_COMPILER_BUG and BLOCKED are the stage's, not the diff's.
DiffVerdict = Literal["PASS", "PASS_WITH_NOTES", "FAIL_FIXABLE"]
DIFF_VERDICT_ORDER: tuple[DiffVerdict, ...] = ("PASS", "PASS_WITH_NOTES", "FAIL_FIXABLE")


def split_location(location: str) -> tuple[str, int]:
    match = re.match(LOCATION_PATTERN, location)
    if match is None:
        raise ValueError(f"not a path:line location: {location!r}")
    return match.group("path"), int(match.group("line"))


def verdict_of_severities(severities: set[str]) -> DiffVerdict:
    """DESIGN §3: a must-match finding fails (exit 1), an ok-to-differ one passes with notes."""
    if "must_match" in severities:
        return "FAIL_FIXABLE"
    return "PASS_WITH_NOTES" if "ok_to_differ" in severities else "PASS"


class IrFinding(Strict):
    # Categories are the diff's own vocabulary (tilebot/runner/tileir/rules.py), which may grow.
    category: str = Field(pattern=r"^[a-z][a-z_]*$")
    severity: Severity
    owner: Literal["kernel", "host"]
    message: str = Field(min_length=1)
    reference: Location | None = Field(description="where in the reference IR; None when absent there")
    candidate: Location | None = Field(description="where in the generated IR; None when absent there")


class IrSide(Strict):
    path: str = Field(min_length=1, description="the IR file, relative to the run directory")
    entries: list[str]
    ops: int = Field(ge=0)
    canonical_ops: int = Field(ge=0, description="ops left after canonicalization")


class IrSummary(Strict):
    reference: IrSide
    candidate: IrSide
    must_match: int = Field(ge=0)
    ok_to_differ: int = Field(ge=0)
    noise: int = Field(ge=0)


class IrVariantDiff(Strict):
    variant: str = Field(pattern=VARIANT_NAME_PATTERN)
    reference: str = Field(min_length=1, description="stage A's IR, relative to the run directory")
    generated: str = Field(min_length=1, description="stage B's IR, relative to the run directory")
    verdict: DiffVerdict
    findings: list[IrFinding]
    summary: IrSummary
    diff: str | None = Field(default=None, description="unified diff of the two canonical texts")

    @model_validator(mode="after")
    def _counts_and_verdict_follow_the_findings(self) -> IrVariantDiff:
        counts: Counter[str] = Counter(f.severity for f in self.findings)
        stated = {"must_match": self.summary.must_match, "ok_to_differ": self.summary.ok_to_differ}
        stated["noise"] = self.summary.noise
        if stated != {s: counts[s] for s in stated}:
            raise ValueError(f"variant {self.variant}: summary counts {stated} do not match its findings")
        implied = verdict_of_severities(set(counts))
        if self.verdict != implied:
            raise ValueError(f"variant {self.variant}: verdict {self.verdict} but its findings imply {implied}")
        return self


class IrDiffReport(Strict):
    """``generated/ir_diff.json``: every variant's diff, the verdict they imply and who owns a failure."""

    schema_version: Literal[1] = 1
    verdict: DiffVerdict = Field(description="the worst variant's")
    owner: Literal[Classification.KERNEL, Classification.HOST] | None = Field(
        description="who must act on a FAIL_FIXABLE (kernel before host); None otherwise"
    )
    variants: list[IrVariantDiff] = Field(min_length=1)

    @model_validator(mode="after")
    def _verdict_is_the_worst_variants(self) -> IrDiffReport:
        names = [v.variant for v in self.variants]
        if len(set(names)) != len(names):
            raise ValueError(f"variants listed twice: {sorted({n for n in names if names.count(n) > 1})}")
        worst = max((v.verdict for v in self.variants), key=DIFF_VERDICT_ORDER.index)
        if self.verdict != worst:
            raise ValueError(f"verdict {self.verdict} but the worst variant's is {worst}")
        if (self.owner is not None) != (self.verdict == "FAIL_FIXABLE"):
            raise ValueError("owner is given exactly when the verdict is FAIL_FIXABLE")
        return self

    @property
    def must_match(self) -> int:
        return sum(v.summary.must_match for v in self.variants)


# ---------------------------------------------------------------- stage E: the benchmark


class BenchmarkRow(Strict):
    """One configuration: device time per call of each contender (CUPTI, microseconds; the median at each place
    of the A/B pair, their geometric mean)."""

    config: str = Field(min_length=1)
    reference_us: float | None = Field(gt=0, description="None where that side produced no usable time")
    candidate_us: float | None = Field(gt=0)
    ratio: float | None = Field(gt=0, description="candidate_us / reference_us; lower is better for the port")
    reference_kernels: int | None = Field(default=None, ge=0, description="device ops per call")
    candidate_kernels: int | None = Field(default=None, ge=0)
    reference_gbps: float | None = Field(default=None, ge=0, description="achieved bandwidth, memory-bound ops")
    candidate_gbps: float | None = Field(default=None, ge=0)
    candidate_pct_of_copy: float | None = Field(default=None, ge=0, description="of a copy measured on the GPU")
    reference_spread: float | None = Field(default=None, ge=0, description="relative IQR of the repetitions")
    candidate_spread: float | None = Field(default=None, ge=0)

    @model_validator(mode="after")
    def _ratio_is_the_times(self) -> BenchmarkRow:
        if self.reference_us is None or self.candidate_us is None:
            if self.ratio is not None:
                raise ValueError(f"{self.config}: a ratio without both times")
            return self
        if self.ratio is None or not math.isclose(self.ratio, self.candidate_us / self.reference_us, rel_tol=1e-6):
            raise ValueError(f"{self.config}: ratio {self.ratio} is not candidate_us / reference_us")
        return self


class GeomeanInterval(Strict):
    """A percentile-bootstrap interval of the geomean ratio, named for what it resampled.

    ``bootstrap over configs``: where the geomean would move with other configs (repetitions summarised per config
    first). ``bootstrap over repeats``: with few configs, each config's repetitions are resampled instead, so the
    interval is the measurement noise of these configs, not a claim about others."""

    low: float = Field(gt=0)
    high: float = Field(gt=0)
    confidence: float = Field(gt=0, lt=1)
    method: Literal["bootstrap over configs", "bootstrap over repeats"] = "bootstrap over configs"

    @model_validator(mode="after")
    def _ordered(self) -> GeomeanInterval:
        if self.low > self.high:
            raise ValueError(f"interval low {self.low} above high {self.high}")
        return self


class BenchmarkReport(Strict):
    """``perf/benchmark.json``: stage E's table and the gate it decided on."""

    schema_version: Literal[1] = 1
    op: str = Field(pattern=OP_NAME_PATTERN)
    verdict: Literal["DONE", "INVESTIGATE", "BLOCKED"]
    reference_backend: Literal["cutile", "triton"]
    candidate: str = Field(min_length=1, description="what was timed against the reference, e.g. cutile-rs")
    gpu: str | None = None
    threshold: float = Field(
        gt=0, description="DONE when geomean <= threshold, no config is over config_limit and there are no findings"
    )
    geomean: float | None = Field(gt=0, description="geometric mean of the ratios over all configs")
    interval: GeomeanInterval | None
    severity: str | None = Field(
        default=None,
        description="how far an INVESTIGATE geomean (or, within the threshold, the worst config) is above 1",
    )
    config_limit: float | None = Field(
        default=None, gt=0, description="no config's ratio may exceed this beyond its noise; None: not applied"
    )
    over_limit: list[str] = Field(
        default_factory=list, description="configs slower than config_limit beyond their noise (INVESTIGATE)"
    )
    configs: list[BenchmarkRow]
    untimed: list[str] = Field(default_factory=list, description="pinned configurations without a time, and why")
    findings: list[str] = Field(
        default_factory=list, description="what sends a geomean within the gate to INVESTIGATE (extra kernel launches)"
    )
    message: str = ""

    @model_validator(mode="after")
    def _verdict_follows_the_geomean(self) -> BenchmarkReport:
        names = [c.config for c in self.configs]
        if len(set(names)) != len(names):
            raise ValueError(f"configs listed twice: {sorted({n for n in names if names.count(n) > 1})}")
        if self.verdict == "BLOCKED":
            return self
        if self.geomean is None:
            raise ValueError(f"verdict {self.verdict} without a geomean")
        # The gate's own rule (perf_stats.judge): a kernel-count finding alone sends a passing geomean to INVESTIGATE.
        if (self.verdict == "DONE") != (self.geomean <= self.threshold and not self.over_limit and not self.findings):
            raise ValueError(
                f"verdict {self.verdict} contradicts geomean {self.geomean} vs threshold {self.threshold}"
                + (f" with {len(self.over_limit)} config(s) over {self.config_limit}" if self.over_limit else "")
                + (f" with {len(self.findings)} finding(s)" if self.findings else "")
            )
        unknown = sorted(set(self.over_limit) - set(names))
        if unknown:
            raise ValueError(f"over_limit names configs the report does not list: {unknown}")
        return self


# ---------------------------------------------------------------- one writer, one reader

Report = IrDiffReport | BenchmarkReport
R = TypeVar("R", IrDiffReport, BenchmarkReport)


def report_text(report: Report) -> str:
    return report.model_dump_json(indent=2) + "\n"


def write_report(path: Path, report: Report) -> Path:
    """How every stage writes a report: the model's own JSON (no hand-made dict reaches the file)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(report_text(report), encoding="utf-8")
    return path


def parse_report(kind: ReportKind, raw: bytes | str, *, source: str) -> Report:
    """The JSON report of ``kind``; every way it can be wrong is one ``ReportError`` naming ``source``."""
    if kind is ReportKind.IR_DIFF:
        return parse_as(IrDiffReport, raw, source=source)
    if kind is ReportKind.BENCHMARK:
        return parse_as(BenchmarkReport, raw, source=source)
    raise ReportError(f"{source}: {kind.value} is not a JSON report kind")


def parse_as(model: type[R], raw: bytes | str, *, source: str) -> R:
    try:
        return model.model_validate_json(raw)
    except ValidationError as exc:
        problems = "; ".join(
            f"{'.'.join(str(p) for p in err['loc']) or '<root>'}: {err['msg']}" for err in exc.errors()[:5]
        )
        raise ReportError(f"{source}: not a {model.__name__} ({exc.error_count()} errors): {problems}") from None
