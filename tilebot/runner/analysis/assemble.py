"""Turn what discovery, the dry run and variant derivation found into the records of analysis.json."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from tilebot.core.analysis import AnalysisConfig, ComparisonTolerance, KernelInfo, Tolerance, Unresolved
from tilebot.runner.analysis import kernels as kernel_decls
from tilebot.runner.analysis import signatures, testfiles, values, variants
from tilebot.runner.analysis.tolerances import Found


def configs(
    found: list[testfiles.FoundConfig],
    status_of: dict[str, tuple[str, str]],
    mapping: dict[str, list[str]],
    kept_variants: set[str],
    unresolved: list[Unresolved],
) -> list[AnalysisConfig]:
    out = []
    for c in found:
        status, reason = status_of.get(c.node_id, ("failed", "not dry-run"))
        names = mapping.get(c.node_id, [])
        if status == "traced" and names and set(names) <= kept_variants:
            state, note = "mapped", reason
        elif status in ("skipped", "no_kernel"):
            state, note = status, reason
        else:
            state = "untraced"
            note = (
                reason
                if status != "traced"
                else f"launches variants without a signature: {sorted(set(names) - kept_variants)}"
            )
        out.append(
            AnalysisConfig(
                node_id=c.node_id,
                test=c.test,
                kind="perf" if c.kind == "perf" else "correctness",
                params=values.to_readable(c.params),
                dtype=c.dtype,
                marks=list(c.marks),
                tolerance=tolerance(c.tolerance),
                status=state,
                variants=names if state == "mapped" else [],
                note="; ".join(n for n in (note, c.note, c.may_skip) if n),
            )
        )
    untraced = [c for c in out if c.status == "untraced"]
    for reason, count in Counter(c.note for c in untraced).most_common():
        example = next(c.node_id for c in untraced if c.note == reason)
        unresolved.append(Unresolved(item=f"{count} configuration(s), e.g. {example}", reason=reason or "not traced"))
    return out


def tolerance(found: Found | None) -> Tolerance | None:
    if found is None:
        return None
    compared = [ComparisonTolerance(atol=f.atol, rtol=f.rtol, source=f.source, note=f.note) for f in found.compared]
    return Tolerance(atol=found.atol, rtol=found.rtol, source=found.source, note=found.note, comparisons=compared)


def per_dtype(
    configs: list[AnalysisConfig],
    traced: list[variants.TracedConfig],
    primary: set[str],
    unresolved: list[Unresolved],
    repo_default: Callable[[str], Found | None] = lambda dtype: None,
) -> dict[str, Tolerance]:
    """One tolerance per dtype: what most correctness configurations of the op's own test file use.

    Related test files count only for dtypes the primary file never compares; a dtype no
    test compares takes the repository's default (``repo_default``). Each configuration
    keeps its own tolerance as well; this table is the summary. A tolerance one configuration takes as the
    strictest of its comparisons keeps them and the reason: the table is what stage D applies to every output.
    """
    launch_dtype = {t.node_id: signatures.first_array_dtype(t.launches[0]) for t in traced if t.launches}
    votes: dict[str, Counter[tuple[float | None, float | None]]] = {}
    fallback: dict[str, Counter[tuple[float | None, float | None]]] = {}
    # each tolerance of a dtype in the primary file or the related ones as a configuration of theirs records it: the
    # first that takes it as the strictest of its comparisons, else the first using it
    records: dict[tuple[bool, str, float | None, float | None], Tolerance] = {}
    unreadable: set[str] = set()  # dtypes with a comparison that states no atol/rtol
    for c in configs:
        if c.kind != "correctness" or c.status == "skipped" or c.tolerance is None:
            continue
        dtype = c.dtype or launch_dtype.get(c.node_id)
        if dtype is None:
            continue
        if not c.tolerance.complete:
            unresolved.append(Unresolved(item=f"tolerance of {c.node_id}", reason=c.tolerance.note or "incomplete"))
            unreadable.add(dtype)
            continue
        key = (c.tolerance.atol, c.tolerance.rtol)  # one tolerance written at several places is one vote
        in_primary = c.node_id.split("::", 1)[0] in primary
        held = records.get((in_primary, dtype, *key))
        if held is None or (c.tolerance.comparisons and not held.comparisons):
            records[(in_primary, dtype, *key)] = c.tolerance
        (votes if in_primary else fallback).setdefault(dtype, Counter())[key] += 1
    chosen: dict[str, Tolerance] = {}
    for in_primary, table in ((True, votes), (False, fallback)):
        for dtype, counter in table.items():
            if dtype not in chosen:
                (atol, rtol), _ = counter.most_common(1)[0]
                record = records[(in_primary, dtype, atol, rtol)]
                voted = "" if len(counter) == 1 else f"{len(counter)} different tolerances in the tests; the most used"
                why = record.note if record.comparisons else ""
                note = "; ".join(n for n in (voted, why) if n)
                chosen[dtype] = record.model_copy(update={"note": note})
    seen = {c.dtype or launch_dtype.get(c.node_id) for c in configs if c.kind == "correctness" and c.status == "mapped"}
    for dtype in sorted(d for d in seen if d and d not in chosen):
        default = repo_default(dtype)
        if default is not None and default.atol is not None and default.rtol is not None:
            why = (
                "its tests compare it only in forms no atol/rtol states (unresolved)"
                if dtype in unreadable
                else "no test compares this dtype with a tolerance"
            )
            note = f"the repository's default: {why}"
            chosen[dtype] = Tolerance(atol=default.atol, rtol=default.rtol, source=default.source, note=note)
        else:
            reason = "no correctness test compares with one, and the repository has no default tolerance helper"
            unresolved.append(Unresolved(item=f"tolerance for {dtype}", reason=reason))
    return dict(sorted(chosen.items()))


def kernels(decl: kernel_decls.ModuleDecl, traced: list[variants.TracedConfig]) -> list[KernelInfo]:
    counts: Counter[tuple[str, str]] = Counter()
    launched: dict[tuple[str, str], dict[str, Any]] = {}
    for t in traced:
        for key in {(launch["file"], launch["kernel"]) for launch in t.launches}:
            counts[key] += 1
        for launch in t.launches:
            launched.setdefault((launch["file"], launch["kernel"]), launch)
    out = [
        KernelInfo(
            name=k.name,
            source=decl.path,
            line=k.line,
            params=k.params,
            constant_params=k.constant_params,
            hints={h: values.to_readable(v) for h, v in k.hints.items()},
            launched_by=counts[(decl.path, k.name)],
        )
        for k in decl.kernels
    ]
    declared = {(decl.path, k.name) for k in decl.kernels}
    for key, launch in sorted(launched.items()):
        if key not in declared:  # launched from another module, or built at run time (ct.kernel(fn))
            out.append(
                KernelInfo(
                    name=key[1],
                    source=key[0],
                    line=max(1, launch["line"]),
                    params=[p["name"] for p in launch["params"]],
                    constant_params=[p["name"] for p in launch["params"] if p["constant"]],
                    hints=launch["hints"],
                    launched_by=counts[key],
                )
            )
    return out
