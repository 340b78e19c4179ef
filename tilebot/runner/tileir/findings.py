"""The diff's result: findings (category, severity, owner, message, locations) and the verdict they imply."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from tilebot.core.stages import IrCheckVerdict
from tilebot.runner.tileir.canonical import CanonicalModule
from tilebot.runner.tileir.model import walk_ops
from tilebot.runner.tileir.rules import Category, Owner, Severity


@dataclass(frozen=True, slots=True)
class Finding:
    category: Category
    severity: Severity
    owner: Owner
    message: str
    reference: str | None  # "file:line" in the reference, None when the thing is absent there
    candidate: str | None

    def to_json(self) -> dict[str, Any]:
        return {
            "category": self.category.value,
            "severity": self.severity.value,
            "owner": self.owner.value,
            "message": self.message,
            "reference": self.reference,
            "candidate": self.candidate,
        }


@dataclass(eq=False)
class DiffResult:
    verdict: IrCheckVerdict
    findings: list[Finding]
    reference: CanonicalModule
    candidate: CanonicalModule

    @property
    def exit_code(self) -> int:
        return 1 if self.verdict is IrCheckVerdict.FAIL_FIXABLE else 0

    def count(self, severity: Severity) -> int:
        return sum(1 for f in self.findings if f.severity is severity)

    def summary(self) -> dict[str, Any]:
        def side(m: CanonicalModule) -> dict[str, Any]:
            return {
                "path": m.path,
                "entries": [ce.source_symbol for ce in m.entries],
                "ops": sum(len(walk_ops(e.body)) for e in m.source.entries),
                "canonical_ops": sum(len(walk_ops(ce.entry.body)) for ce in m.entries),
            }

        by_category: Counter[str] = Counter(f.category.value for f in self.findings if f.severity is not Severity.NOISE)
        owners: Counter[str] = Counter(f.owner.value for f in self.findings if f.severity is Severity.MUST_MATCH)
        return {
            "reference": side(self.reference),
            "candidate": side(self.candidate),
            "must_match": self.count(Severity.MUST_MATCH),
            "ok_to_differ": self.count(Severity.OK_TO_DIFFER),
            "noise": self.count(Severity.NOISE),
            "categories": dict(sorted(by_category.items())),
            "must_match_owners": dict(sorted(owners.items())),
        }

    def to_json(self) -> dict[str, Any]:
        return {
            "verdict": self.verdict.value,
            "findings": [f.to_json() for f in self.findings],
            "summary": self.summary(),
        }


def verdict_of(findings: Iterable[Finding]) -> IrCheckVerdict:
    severities = {f.severity for f in findings}
    if Severity.MUST_MATCH in severities:
        return IrCheckVerdict.FAIL_FIXABLE
    if Severity.OK_TO_DIFFER in severities:
        return IrCheckVerdict.PASS_WITH_NOTES
    return IrCheckVerdict.PASS
