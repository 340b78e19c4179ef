"""Stage C's ``IrDiffReport`` from the variants' mechanical diffs (stage F reads the same model back)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from tilebot.core.reports import DIFF_VERDICT_ORDER, IrDiffReport, IrVariantDiff
from tilebot.core.stages import Classification
from tilebot.runner.stages.inputs import VariantDiff
from tilebot.runner.tileir.findings import DiffResult, Finding
from tilebot.runner.tileir.report import canonical_diff
from tilebot.runner.tileir.rules import Owner, Severity

MAX_DIFF_LINES = 2000  # per variant; the IR files themselves are committed beside the report
SIDE_FIELDS = ("path", "entries", "ops", "canonical_ops")


def owner_of(diffs: Sequence[VariantDiff]) -> Classification:
    owners: Counter[Owner] = Counter(
        f.owner for d in diffs for f in d.result.findings if f.severity is Severity.MUST_MATCH
    )
    # The device code comes first: a host fix on top of a wrong kernel would be wasted.
    return Classification.KERNEL if owners[Owner.KERNEL] or not owners else Classification.HOST


def ir_diff_report(diffs: Sequence[VariantDiff], *, with_diff: bool = True) -> IrDiffReport:
    """The report of every variant; the model re-checks that verdicts and counts follow the findings."""
    variants = [_variant(d, with_diff=with_diff) for d in diffs]
    worst = max((v.verdict for v in variants), key=DIFF_VERDICT_ORDER.index)
    owner = owner_of(diffs) if worst == "FAIL_FIXABLE" else None
    return IrDiffReport(verdict=worst, owner=owner, variants=variants)


def _variant(d: VariantDiff, *, with_diff: bool) -> IrVariantDiff:
    summary = d.result.summary()
    return IrVariantDiff.model_validate(
        {
            "variant": d.variant,
            "reference": d.reference,
            "generated": d.generated,
            "verdict": d.result.verdict.value,
            "findings": [_finding(f) for f in d.result.findings],
            "summary": {
                "reference": {k: summary["reference"][k] for k in SIDE_FIELDS},
                "candidate": {k: summary["candidate"][k] for k in SIDE_FIELDS},
                "must_match": d.result.count(Severity.MUST_MATCH),
                "ok_to_differ": d.result.count(Severity.OK_TO_DIFFER),
                "noise": d.result.count(Severity.NOISE),
            },
            "diff": _diff_text(d.result) if with_diff else None,
        }
    )


def _finding(f: Finding) -> dict[str, Any]:
    return {
        "category": f.category.value,
        "severity": f.severity.value,
        "owner": f.owner.value,
        "message": f.message,
        "reference": f.reference,
        "candidate": f.candidate,
    }


def _diff_text(result: DiffResult) -> str:
    lines = canonical_diff(result)
    more = len(lines) - MAX_DIFF_LINES
    return "\n".join(lines[:MAX_DIFF_LINES]) + (f"\n… {more} more lines" if more > 0 else "")
