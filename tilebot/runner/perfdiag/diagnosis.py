"""Stage F's verdict from the evidence: FIXABLE, ALIGNED or BLOCKED, with owned action items.

- BLOCKED: perf.json is missing, unreadable or has no usable comparison (record.PerfInputError says
  which); or nothing is found but there is no IR evidence either, so a kernel difference cannot be
  ruled out.
- FIXABLE: at least one action item with an owner: an extra launch per call (launches.py decides
  kernel or host) or a performance-relevant IR finding (ir_evidence.py). Kernel items come first: a
  host fix around a kernel that changes anyway would be measured again for nothing.
- ALIGNED: the port launches no more per call than the reference and the IR diff has nothing
  performance-relevant: what remains is the backend's (or noise). Known cutile-rs gaps are named.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal

from tilebot.core.rundir import RELATIVE
from tilebot.core.stages import Classification, PerfDiagVerdict
from tilebot.runner.gpu.perf_stats import geomean
from tilebot.runner.perfdiag.gap_shape import GapShape, gap_shape
from tilebot.runner.perfdiag.ir_evidence import IrEvidence
from tilebot.runner.perfdiag.launches import LaunchCount, count_launches, readable, role_of
from tilebot.runner.perfdiag.record import PerfRecord
from tilebot.runner.tileir.rules import Owner

DIAGNOSIS_FILE = RELATIVE.diagnosis_json.as_posix()


@dataclass(frozen=True)
class Action:
    owner: Owner
    source: Literal["launches", "ir"]
    what: str
    where: tuple[str, ...]  # configs (launches) or variants (IR)

    def to_json(self) -> dict[str, Any]:
        return {"owner": self.owner.value, "source": self.source, "what": self.what, "where": list(self.where)}


@dataclass(frozen=True)
class Diagnosis:
    verdict: PerfDiagVerdict
    reason: str
    actions: tuple[Action, ...] = ()
    perf: PerfRecord | None = None
    launches: tuple[LaunchCount, ...] = ()
    shape: GapShape | None = None
    ir: IrEvidence | None = None
    ir_unavailable: str | None = None  # why there is no IR evidence

    @property
    def owner(self) -> Classification | None:
        if self.verdict is not PerfDiagVerdict.FIXABLE:
            return None
        return Classification(self.actions[0].owner.value)

    @property
    def geomean(self) -> float | None:
        if self.perf is None:
            return None
        if self.perf.gate.geomean is not None:
            return self.perf.gate.geomean
        return geomean([c.ratio for c in self.perf.usable if c.ratio is not None])

    @property
    def extra_launches(self) -> int:
        """The largest surplus of device ops per call over the configs."""
        return max((c.surplus for c in self.launches), default=0)

    def to_json(self) -> dict[str, Any]:
        perf = self.perf
        return {
            "verdict": self.verdict.value,
            "owner": self.owner.value if self.owner else None,
            "reason": self.reason,
            "actions": [a.to_json() for a in self.actions],
            "gap": None
            if perf is None
            else {
                "op": perf.op,
                "reference_backend": perf.reference_backend,
                "gate": perf.gate.model_dump(mode="json"),
                "geomean": self.geomean,
                "unusable_configs": perf.unusable,
                "per_config": [
                    {
                        "config": c.config,
                        "ratio": c.ratio,
                        "added_us": c.added_us,
                        "reference_pct_of_copy": c.reference_pct_of_copy,
                        "candidate_pct_of_copy": c.candidate_pct_of_copy,
                    }
                    for c in perf.usable
                ],
            },
            "shape": self.shape.to_json() if self.shape else None,
            "launches": [c.to_json() for c in self.launches],
            "ir": self.ir.to_json() if self.ir else None,
            "ir_unavailable": self.ir_unavailable,
        }


def blocked(reason: str) -> Diagnosis:
    return Diagnosis(PerfDiagVerdict.BLOCKED, reason)


def diagnose(perf: PerfRecord, ir: IrEvidence | None, *, ir_unavailable: str | None = None) -> Diagnosis:
    usable = perf.usable
    counts = tuple(count_launches(c) for c in usable)
    actions = launch_actions(counts) + ir_actions(ir)
    actions.sort(key=lambda a: (a.owner is not Owner.KERNEL, a.source != "launches"))
    shape = gap_shape(usable)
    missing_ir = None if ir else ir_unavailable or "no IR diff"

    def result(verdict: PerfDiagVerdict, reason: str) -> Diagnosis:
        return Diagnosis(verdict, reason, tuple(actions), perf, counts, shape, ir, missing_ir)

    if actions:
        first = actions[0]
        return result(
            PerfDiagVerdict.FIXABLE, f"{_count(len(actions), 'action item')}; first ({first.owner.value}): {first.what}"
        )
    no_extra = f"the port launches no more per call than the reference in all {len(usable)} configs"
    if ir is None:
        return result(
            PerfDiagVerdict.BLOCKED,
            f"{no_extra}, but there is no IR evidence ({missing_ir}): a kernel difference cannot be ruled out",
        )
    gaps = f" ({len(ir.known_gaps)} known cutile-rs gaps)" if ir.known_gaps else ""
    return result(
        PerfDiagVerdict.ALIGNED,
        f"{no_extra} and the IR diff of {_count(len(ir.variants), 'variant')} has no performance-relevant "
        f"finding{gaps}: the residual is the backend's or noise",
    )


def launch_actions(counts: Sequence[LaunchCount]) -> list[Action]:
    """One item per distinct surplus, with the configs it shows in."""
    grouped: dict[tuple[Owner, str], list[str]] = {}
    for c in counts:
        if c.extra_tile_kernels:
            what = (
                f"the port launches its own tile kernels {len(c.candidate_tile_kernels)}x per call, "
                f"{c.extra_tile_kernels} more than the reference: do the work in as many launches as the reference"
            )
            grouped.setdefault((Owner.KERNEL, what), []).append(c.config)
        if c.extra_library:
            ops = "; ".join(f"`{readable(n)}` ({role_of(n)})" for n in dict.fromkeys(c.extra_library))
            what = (
                f"{len(c.extra_library)} library op(s) per call the reference does not run: {ops}; "
                "remove it from the wrapper/FFI's timed path"
            )
            grouped.setdefault((Owner.HOST, what), []).append(c.config)
        if c.surplus and not c.names_cover_call:
            what = (
                f"{c.surplus} more device op(s) per call than the reference ({c.candidate_ops} vs "
                f"{c.reference_ops}); the recorded names do not cover the call, so look for the launch in the wrapper"
            )
            grouped.setdefault((Owner.HOST, what), []).append(c.config)
    return [Action(owner, "launches", what, tuple(where)) for (owner, what), where in grouped.items()]


def ir_actions(ir: IrEvidence | None) -> list[Action]:
    if ir is None:
        return []
    grouped: dict[tuple[Owner, str], list[str]] = {}
    for f in ir.relevant:
        where = grouped.setdefault((f.owner, f"{f.category.value} ({f.severity.value}): {f.message}"), [])
        if f.variant not in where:
            where.append(f.variant)
    return [Action(owner, "ir", what, tuple(where)) for (owner, what), where in grouped.items()]


def task_notes(diagnosis: Diagnosis, *, diagnosis_path: str, limit: int = 12) -> str:
    """What the agent is told: the verdict it must copy and the evidence behind it, briefly."""
    d = diagnosis
    owner = f", owner {d.owner.value}" if d.owner else ""
    lines = [
        f"The mechanical verdict is {d.verdict.value}{owner}. Your report's first line must be "
        f"`VERDICT: {d.verdict.value}`.",
        f"Why: {d.reason}.",
    ]
    if d.perf is not None:
        gate = d.perf.gate
        low_high = f"{gate.interval95[0]:.3f}-{gate.interval95[1]:.3f}" if gate.interval95 else ""
        ci = f" ({gate.confidence:.0%} interval {low_high}, {gate.interval_method})" if gate.interval95 else ""
        gm = f"{d.geomean:.3f}" if d.geomean is not None else "-"
        lines.append(
            f"Stage E: {gate.verdict}{' ' + gate.severity if gate.severity else ''}, geomean {gm}{ci}, "
            f"threshold {d.perf.threshold}, reference backend {d.perf.reference_backend}."
        )
        if gate.over_limit:  # the verdict's other reason: configs the geomean hides
            ratios = {c.config: c.ratio for c in d.perf.comparisons}
            slow = ", ".join(f"{c} ({ratios.get(c) or 0:.2f}x)" for c in gate.over_limit[:limit])
            lines.append(f"Configs slower than {gate.config_limit}x the reference beyond their noise: {slow}.")
    if d.actions:
        lines.append("Action items (owner: what [where]):")
        lines += [f"- {a.owner.value}: {a.what} [{', '.join(a.where)}]" for a in d.actions[:limit]]
        if len(d.actions) > limit:
            lines.append(f"- … {len(d.actions) - limit} more in the diagnosis file")
    if d.perf is not None and d.launches:
        lines.append("Per config: ratio, device ops per call reference/port, added µs, % of copy reference/port:")
        for c, n in list(zip(d.perf.usable, d.launches, strict=True))[:limit]:
            lines.append(
                f"- {c.config}: {c.ratio:.3f}, {n.reference_ops}/{n.candidate_ops}, {c.added_us:+.2f} µs, "
                f"{_pct(c.reference_pct_of_copy)}/{_pct(c.candidate_pct_of_copy)}"
            )
    if d.shape is not None:
        lines += [f"Gap shape: {r}." for r in d.shape.readings()]
    if d.ir is not None:
        lines.append(
            f"IR evidence ({d.ir.source}): {len(d.ir.relevant)} performance-relevant findings, "
            f"{len(d.ir.known_gaps)} known cutile-rs gaps, {d.ir.other_findings} others that cannot cost time."
        )
        lines += [f"- known gap: {f.message} [{f.variant}]" for f in d.ir.known_gaps[:limit]]
    elif d.ir_unavailable:
        lines.append(f"IR evidence: none ({d.ir_unavailable}).")
    if d.perf is not None and d.perf.reference_backend == "triton":
        lines.append(
            "The timed reference is Triton while the IR is compared with cuTile Python: a gap to Triton that the "
            "IR does not show is the backend's."
        )
    lines.append(f"All of it: `{diagnosis_path}`.")
    return "\n".join(lines)


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}" + ("" if n == 1 else "s")


def _pct(value: float | None) -> str:
    return "-" if value is None else f"{value:.0f}%"
