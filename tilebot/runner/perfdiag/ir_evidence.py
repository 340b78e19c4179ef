"""Which of stage C's IR findings can cost time: the performance-relevant subset of a Tile IR diff.

Input is stage C's ``IrDiffReport`` (``generated/ir_diff.json``, tilebot/core/reports.py) through
``ir_evidence_of``, or its findings by variant: ``{variant: {"findings": [finding JSON], ...}}``.
A finding is performance-relevant when it can change the compiled schedule or the work per element:

- categories hint (latency, allow_tma, occupancy, warps, divisibility), tile_shape, memory_op (the
  view vs gather/scatter path, view layout), mma and control_flow, at any severity but noise;
- arithmetic and dtype only when must-match (more float work per element, a wider type); the
  ok-to-differ ones are index math or a couple of workaround ops;
- never: mask/padding, reductions and tokens (values and ordering: stage C's concern), and the
  rules that say nothing compiled differs for this launch (a hint at its default, each launcher's own
  divisibility of integer arguments, a branch read as a select, hints for another architecture).

A hint that cutile-rs cannot express (rules.HINT_GAP) is kept apart as a *known gap*: it explains a
residual, but no stage can act on it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from tilebot.core.reports import IrDiffReport
from tilebot.runner.tileir import rules
from tilebot.runner.tileir.rules import Category, Owner, Rule, Severity

PERF_CATEGORIES = frozenset(
    {Category.HINT, Category.TILE_SHAPE, Category.MEMORY_OP, Category.MMA, Category.CONTROL_FLOW}
)
COSTLY_WHEN_MUST_MATCH = frozenset({Category.ARITHMETIC, Category.DTYPE})
NOTHING_COMPILED_DIFFERS = (
    rules.HINT_AT_DEFAULT,
    rules.LAUNCH_SPECIALIZATION,
    rules.IF_AS_SELECT,
    rules.OTHER_ARCH_HINTS,
    rules.CONSTANT_ASSUME,
    rules.UNIT_DIM_STRIDE,
)
KNOWN_GAPS = (rules.HINT_GAP,)


class IrEvidenceError(ValueError):
    """The diff is not in ir_diff.json's shape."""


@dataclass(frozen=True)
class IrFinding:
    variant: str
    category: Category
    severity: Severity
    owner: Owner
    message: str
    reference: str | None
    candidate: str | None

    def made_by(self, rule: Rule) -> bool:
        """The diff appends the rule's reason to every message (diff._EntryDiff._add)."""
        return (self.category, self.severity, self.owner) == (
            rule.category,
            rule.severity,
            rule.owner,
        ) and self.message.endswith(rule.why)

    def to_json(self) -> dict[str, Any]:
        return {
            "variant": self.variant,
            "category": self.category.value,
            "severity": self.severity.value,
            "owner": self.owner.value,
            "message": self.message,
            "reference": self.reference,
            "candidate": self.candidate,
        }


@dataclass(frozen=True)
class IrEvidence:
    source: str  # where the diff came from, for people
    variants: tuple[str, ...]
    relevant: tuple[IrFinding, ...]  # actionable, kernel-owned first
    known_gaps: tuple[IrFinding, ...]
    other_findings: int  # non-noise findings that cannot cost time

    def to_json(self) -> dict[str, Any]:
        return {
            "source": self.source,
            "variants": list(self.variants),
            "relevant": [f.to_json() for f in self.relevant],
            "known_gaps": [f.to_json() for f in self.known_gaps],
            "other_findings": self.other_findings,
        }


def is_perf_relevant(finding: IrFinding) -> bool:
    if finding.severity is Severity.NOISE or any(finding.made_by(r) for r in NOTHING_COMPILED_DIFFERS):
        return False
    if finding.category in PERF_CATEGORIES:
        return True
    return finding.category in COSTLY_WHEN_MUST_MATCH and finding.severity is Severity.MUST_MATCH


def is_known_gap(finding: IrFinding) -> bool:
    return any(finding.made_by(r) for r in KNOWN_GAPS)


def ir_evidence_of(report: IrDiffReport, *, source: str) -> IrEvidence:
    """The evidence in stage C's report (validated already, so only the sorting below remains)."""
    by_variant = {v.variant: {"findings": [f.model_dump(mode="json") for f in v.findings]} for v in report.variants}
    return ir_evidence(by_variant, source=source)


def ir_evidence(diff: Mapping[str, Any], *, source: str) -> IrEvidence:
    """Sort every variant's findings into relevant, known gaps and the rest."""
    if not isinstance(diff, Mapping) or not diff:
        raise IrEvidenceError("the IR diff names no variant")
    relevant: list[IrFinding] = []
    gaps: list[IrFinding] = []
    other = 0
    for variant, entry in diff.items():
        for finding in _findings(variant, entry):
            if is_known_gap(finding):
                gaps.append(finding)
            elif is_perf_relevant(finding):
                relevant.append(finding)
            elif finding.severity is not Severity.NOISE:
                other += 1
    relevant.sort(key=lambda f: f.owner is not Owner.KERNEL)  # stable: the diff's own order within an owner
    return IrEvidence(source, tuple(diff), tuple(relevant), tuple(gaps), other)


def _findings(variant: str, entry: Any) -> list[IrFinding]:
    if not isinstance(entry, Mapping) or not isinstance(entry.get("findings"), list):
        raise IrEvidenceError(f"variant {variant}: no findings list")
    out = []
    for i, raw in enumerate(entry["findings"]):
        try:
            out.append(
                IrFinding(
                    variant=variant,
                    category=Category(raw["category"]),
                    severity=Severity(raw["severity"]),
                    owner=Owner(raw["owner"]),
                    message=str(raw["message"]),
                    reference=raw.get("reference"),
                    candidate=raw.get("candidate"),
                )
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise IrEvidenceError(f"variant {variant}: finding {i} is malformed ({exc!r})") from None
    return out
