"""Structural diff of two Tile IR modules, classified by rules (rules.py).

Two complementary comparisons per entry: per-family item multisets paired field by field (facts.py: memory-op
kinds, views, hints, reductions, MMA types, conversions, loops, tokens), and the value graph of every store,
scatter and atomic compared top-down back to its loads (valuegraph.py, valuediff.py: operands and their order,
constants by value, index math as polynomials, loop bounds, masks, named frontend equivalences). A value-graph
difference already reported by a family at the same two lines is not repeated.

Integer arguments of entries with different argument lists pair by the kernel parameter they pass where both sides
say it (``layout.py``): a cutile-rs port's by its Rust signature (``candidate_layouts``, by entry symbol) against
the reference's symbol read with its kernel's parameter names (``reference_params``), or two cuTile Python symbols
by parameter position; else by rank.

Public API::

    diff_ir(reference_text, candidate_text, reference_path=..., candidate_path=...) -> DiffResult
    diff_modules(reference: Module, candidate: Module) -> DiffResult
    diff_canonical(reference: CanonicalModule, candidate: CanonicalModule) -> DiffResult

Verdict: FAIL_FIXABLE with at least one must_match finding, PASS_WITH_NOTES with ok_to_differ findings
only, else PASS (noise findings never change the verdict).
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from tilebot.runner.tileir import polynomial, rules, valuediff, valuegraph
from tilebot.runner.tileir.canonical import CanonicalEntry, CanonicalModule, canonicalize, folds_extents
from tilebot.runner.tileir.facts import TARGET_ARCH, EntryFacts, Item, extract
from tilebot.runner.tileir.findings import DiffResult, Finding, verdict_of
from tilebot.runner.tileir.layout import EntryLayout
from tilebot.runner.tileir.model import Module, paused_gc
from tilebot.runner.tileir.parse import parse_ir
from tilebot.runner.tileir.rules import Category, Rule, Severity
from tilebot.runner.tileir.specialization import python_layout
from tilebot.runner.tileir.tile_types import TileType, parse_type

__all__ = ["DiffResult", "Finding", "Naming", "diff_canonical", "diff_ir", "diff_modules", "verdict_of"]

_SEVERITY_ORDER = {s: i for i, s in enumerate(Severity)}
_CATEGORY_ORDER = {c: i for i, c in enumerate(Category)}
_FAMILY_NAMES = {
    "memory": "memory op",
    "reduction": "reduction",
    "mma": "MMA",
    "conversion": "conversion",
    "control": "control flow",
    "other": "op",
    "arith": "op",
}


@dataclass(frozen=True)
class Naming:
    """What names each entry argument's kernel parameter where the symbol cannot: the reference kernel's parameter
    names, in order, constants included (its symbol gives each one's kind and constant), and each candidate
    entry's layout by entry symbol (a cutile-rs port's, from its Rust signature)."""

    reference_params: Sequence[str] | None = None
    candidate_layouts: Mapping[str, EntryLayout] = field(default_factory=dict)


def diff_ir(
    reference_text: str,
    candidate_text: str,
    *,
    reference_path: str = "reference",
    candidate_path: str = "candidate",
    hint_gaps: frozenset[str] = frozenset(),
    naming: Naming = Naming(),
) -> DiffResult:
    """Parse, canonicalize and diff two Tile IR texts (raises IRInputError on unusable input). ``hint_gaps``: entry
    hints the candidate's frontend cannot write (its cutile version), noted when missing rather than a fault."""
    return diff_modules(
        parse_ir(reference_text, reference_path),
        parse_ir(candidate_text, candidate_path),
        hint_gaps=hint_gaps,
        naming=naming,
    )


def diff_modules(
    reference: Module, candidate: Module, *, hint_gaps: frozenset[str] = frozenset(), naming: Naming = Naming()
) -> DiffResult:
    """Where cuTile Python compiled a bounds check against a size-1 extent in as the constant 1, the reference reads
    the extent argument there (what a port that does not specialize compares with); a port that specializes the
    dimension as the reference did is diffed against the reference as written too, and the diff with fewer
    must-match findings stands (each form is the reference: compiled for that launch, or read for any)."""
    cand = canonicalize(candidate)
    # canonicalize(reference) rewrites the reference's folded checks in place: the form as written comes first
    written = canonicalize(reference, unfold_extents=False) if folds_extents(reference) else None
    result = diff_canonical(canonicalize(reference), cand, hint_gaps=hint_gaps, naming=naming)
    if written is not None and _must_match(result):
        as_written = diff_canonical(written, cand, hint_gaps=hint_gaps, naming=naming)
        if _must_match(as_written) < _must_match(result):
            return as_written
    return result


def _must_match(result: DiffResult) -> int:
    return sum(f.severity is Severity.MUST_MATCH for f in result.findings)


def diff_canonical(
    reference: CanonicalModule,
    candidate: CanonicalModule,
    *,
    hint_gaps: frozenset[str] = frozenset(),
    naming: Naming = Naming(),
) -> DiffResult:
    findings: list[Finding] = []
    ref_path, cand_path = reference.path, candidate.path
    if len(reference.entries) != len(candidate.entries):
        findings.append(
            _finding(
                rules.ENTRY_COUNT,
                f"{len(reference.entries)} entries in the reference, {len(candidate.entries)} in the candidate",
                f"{ref_path}:{reference.entries[0].entry.line}" if reference.entries else None,
                f"{cand_path}:{candidate.entries[0].entry.line}" if candidate.entries else None,
            )
        )
    ref_other, cand_other = set(reference.source.other), set(candidate.source.other)
    for text in sorted(ref_other ^ cand_other):
        side = "reference" if text in ref_other else "candidate"
        findings.append(_finding(rules.MODULE_OPS, f"module-level `{text}` only in the {side}", None, None))
    with paused_gc():
        for ref_entry, cand_entry in zip(reference.entries, candidate.entries, strict=False):
            findings += _EntryDiff(ref_entry, cand_entry, ref_path, cand_path, hint_gaps, naming).run()
    findings.sort(
        key=lambda f: (
            _SEVERITY_ORDER[f.severity],
            _CATEGORY_ORDER[f.category],
            _line_of(f.reference),
            _line_of(f.candidate),
            f.message,
        )
    )
    return DiffResult(verdict_of(findings), findings, reference, candidate)


def _finding(rule: Rule, message: str, reference: str | None, candidate: str | None) -> Finding:
    return Finding(rule.category, rule.severity, rule.owner, message, reference, candidate)


def _line_of(location: str | None) -> int:
    if location is None:
        return 1 << 30
    tail = location.rsplit(":", 1)[-1]
    return int(tail) if tail.isdigit() else 0


def _where(path: str) -> str:
    return "" if path == "entry" else f" in {path}"


class _EntryDiff:
    def __init__(
        self,
        ref: CanonicalEntry,
        cand: CanonicalEntry,
        ref_path: str,
        cand_path: str,
        hint_gaps: frozenset[str],
        naming: Naming,
    ) -> None:
        self.ref, self.cand = ref, cand
        self.hint_gaps = hint_gaps
        self.naming = naming
        self.ref_path, self.cand_path = ref_path, cand_path
        # The graphs first: their index math says which values are never negative (a mask's kind) and where an op's
        # signedness decides (the rule for its flags)
        self.graphs, self.same_abi = self._graphs()
        self.ref_facts: EntryFacts = extract(ref, self.graphs[0].never_negative)
        self.cand_facts: EntryFacts = extract(cand, self.graphs[1].never_negative)
        self.out: list[Finding] = []

    def run(self) -> list[Finding]:
        rf, cf = self.ref_facts, self.cand_facts
        for family in ("memory", "reduction", "mma", "conversion", "control", "other"):
            self._family(family, rf.family(family), cf.family(family))
        self._arith(rf.family("arith"), cf.family("arith"))
        self._values()
        self._tokens(rf.tokens, cf.tokens)
        self._hints()
        self._assumptions()
        self._params()
        self._shapes()
        self._notes()
        return self.out

    # ------------------------------------------------------------------ helpers

    def _loc(self, item: Item | None, side: str) -> str | None:
        if item is None:
            return None
        return f"{self.ref_path if side == 'ref' else self.cand_path}:{item.line}"

    def _entry_loc(self) -> tuple[str, str]:
        return f"{self.ref_path}:{self.ref.entry.line}", f"{self.cand_path}:{self.cand.entry.line}"

    def _add(self, rule: Rule, message: str, ref: str | None, cand: str | None) -> None:
        self.out.append(_finding(rule, f"{message} — {rule.why}", ref, cand))

    @staticmethod
    def _pair(
        ref: list[Item], cand: list[Item], *, cross_path: bool
    ) -> tuple[list[tuple[Item, Item]], list[Item], list[Item]]:
        """Exact multiset matches drop out; the rest pair by kind (same path first), fewest differing fields.

        Among identical items, those fed by the same kind of ops match first, so that what is left over
        is the item that really changed (e.g. the one reduce whose input differs), not an arbitrary twin.
        """
        cand_by_sig: dict[tuple[Any, ...], list[Item]] = defaultdict(list)
        for c in cand:
            cand_by_sig[c.signature].append(c)
        ref_by_sig: dict[tuple[Any, ...], list[Item]] = defaultdict(list)
        for r in ref:
            ref_by_sig[r.signature].append(r)
        left_ref: list[Item] = []
        left_cand: list[Item] = []
        for sig in dict.fromkeys([*ref_by_sig, *cand_by_sig]):  # in order met: a set's order changes per run
            by_context: dict[str, list[Item]] = defaultdict(list)
            for c in cand_by_sig.get(sig, []):
                by_context[c.context].append(c)
            unmatched: list[Item] = []
            for r in ref_by_sig.get(sig, []):
                same = by_context.get(r.context)
                if same:
                    same.pop(0)
                else:
                    unmatched.append(r)
            rest = sorted((c for group in by_context.values() for c in group), key=lambda i: i.line)
            n = min(len(unmatched), len(rest))
            left_ref += unmatched[n:]
            left_cand += rest[n:]
        left_ref.sort(key=lambda i: i.line)
        left_cand.sort(key=lambda i: i.line)
        pairs: list[tuple[Item, Item]] = []
        unpaired_ref: list[Item] = []
        for r in left_ref:
            options = [c for c in left_cand if c.kind == r.kind and (cross_path or c.path == r.path)]
            if not options:
                unpaired_ref.append(r)
                continue
            best = min(options, key=lambda c: (c.path != r.path, _distance(r, c)))
            left_cand.remove(best)
            pairs.append((r, best))
        return pairs, unpaired_ref, left_cand

    def _field_findings(self, family: str, r: Item, c: Item) -> None:
        what = f"{_FAMILY_NAMES.get(family, family)} `{r.op}`" + _where(r.path)
        if r.op != c.op and ("op", r.op) not in r.fields:
            what = f"{_FAMILY_NAMES.get(family, family)} `{r.op}` / `{c.op}`" + _where(r.path)
        if r.path != c.path:
            self._add(rules.MOVED, f"{what}: {r.path} in the reference, {c.path} in the candidate", *self._locs(r, c))
        cand_fields = dict(c.fields)
        for name, rv in r.fields:
            if name not in cand_fields:
                continue  # a field of another op kind (a view's tile vs a gather's mask): the op finding covers it
            cv = cand_fields[name]
            if rv == cv:
                continue
            rule = rules.field_rule(family, name, r, c, signs=self._signs(r, c))
            self._add(
                rule,
                f"{what}: {name} {_shown(name, rv, r)} in the reference, {_shown(name, cv, c)} in the candidate",
                *self._locs(r, c),
            )

    def _signs(self, r: Item, c: Item) -> rules.Signs:
        """Whether two paired integer ops' signedness decides what they compute, by the value graphs: where an
        operand may be negative on either side, not where neither side's may (or both are equalities); unknown where
        a graph did not read the op."""
        if r.op != c.op or r.op not in polynomial.SIGNED_OPS:
            return "unknown"
        ref_decides, cand_decides = self.graphs[0].sign_decides.get(r.line), self.graphs[1].sign_decides.get(c.line)
        if ref_decides or cand_decides:
            return "decides"
        return "agrees" if ref_decides is False and cand_decides is False else "unknown"

    def _locs(self, r: Item | None, c: Item | None) -> tuple[str | None, str | None]:
        return self._loc(r, "ref"), self._loc(c, "cand")

    def _presence(self, family: str, items: list[Item], side: str, rule_for: Any) -> None:
        groups: dict[tuple[Any, ...], list[Item]] = defaultdict(list)
        for i in items:
            groups[i.signature].append(i)
        for (_kind, path, fields), group in groups.items():
            first = group[0]
            desc = ", ".join(f"{k} {v}" for k, v in fields if v and k != "op")
            what = f"{_FAMILY_NAMES.get(family, family)} `{first.op}`" + (f" ({desc})" if desc else "") + _where(path)
            where = "the reference only" if side == "ref" else "the candidate only"
            lines = ", ".join(str(i.line) for i in group[:5]) + (" …" if len(group) > 5 else "")
            msg = f"{what}: {len(group)}x in {where} (line {lines})"
            loc = self._loc(first, side)
            self._add(rule_for(first), msg, loc if side == "ref" else None, loc if side == "cand" else None)

    # ------------------------------------------------------------------ families

    def _family(self, family: str, ref: list[Item], cand: list[Item]) -> None:
        pairs, only_ref, only_cand = self._pair(ref, cand, cross_path=family != "other")
        for r, c in pairs:
            self._field_findings(family, r, c)

        def rule_for(item: Item) -> Rule:
            if family == "conversion":
                floats = {_is_float(item.get("from")), _is_float(item.get("to"))}
                return rules.FLOAT_CONVERSION if True in floats else rules.INT_CONVERSION
            if item.kind == "assert":
                return rules.ASSERT_PRESENCE
            if item.kind == "print":
                return rules.PRINT_PRESENCE
            return rules.PRESENCE[family]

        self._presence(family, only_ref, "ref", rule_for)
        self._presence(family, only_cand, "cand", rule_for)

    def _arith(self, ref: list[Item], cand: list[Item]) -> None:
        pairs, only_ref, only_cand = self._pair(ref, cand, cross_path=False)
        for r, c in pairs:
            self._field_findings("arith", r, c)
        totals_ref = Counter((i.kind, i.path) for i in ref)
        totals_cand = Counter((i.kind, i.path) for i in cand)
        leftover: dict[tuple[str, str], tuple[list[Item], list[Item]]] = defaultdict(lambda: ([], []))
        for i in only_ref:
            leftover[(i.kind, i.path)][0].append(i)
        for i in only_cand:
            leftover[(i.kind, i.path)][1].append(i)
        for (kind, path), (lr, lc) in leftover.items():
            sample = (lr or lc)[0]
            if _is_float(sample.get("elem")) or kind in ("cmpf", "select"):
                continue  # data: what it computes is compared by the value graph (_values), not by op counts
            rule = rules.INDEX_COUNT
            msg = (
                f"`{kind}`{_where(path)}: {totals_ref[(kind, path)]} in the reference, "
                f"{totals_cand[(kind, path)]} in the candidate"
            )
            self._add(rule, msg, self._loc(lr[0] if lr else None, "ref"), self._loc(lc[0] if lc else None, "cand"))

    def _graphs(self) -> tuple[tuple[valuegraph.ValueGraph, valuegraph.ValueGraph], bool]:
        """Each entry's value graph, of the stores that differ, and whether both entries take the same arguments."""
        # Arguments pair by position where both entries take the same types, unless both layouts say a position
        # passes another parameter on each side; else by the kernel parameter they pass where both sides say it,
        # else by rank.
        ref_layout, cand_layout = self._layouts()
        same_abi = [p.type for p in self.ref.entry.params] == [p.type for p in self.cand.entry.params]
        if same_abi and ref_layout is not None and cand_layout is not None:
            same_abi = not _other_parameters(ref_layout, cand_layout)
        if same_abi:
            ref_layout = cand_layout = None
        # A store's digest names arguments by position, which pairs them only where both take the same arguments.
        identical = valuegraph.sink_keys(self.ref) & valuegraph.sink_keys(self.cand) if same_abi else Counter()
        ref_graph = valuegraph.build(self.ref, loose=not same_abi, skip=identical.copy(), layout=ref_layout)
        cand_graph = valuegraph.build(self.cand, loose=not same_abi, skip=identical.copy(), layout=cand_layout)
        return (ref_graph, cand_graph), same_abi

    def _values(self) -> None:
        """Each store's value graph against its counterpart's (valuediff.py); a difference already reported at the
        same two lines by a family above is not repeated."""
        ref_graph, cand_graph = self.graphs
        taken = {(f.reference, f.candidate) for f in self.out if f.severity is Severity.MUST_MATCH}
        found = valuediff.compare(ref_graph, cand_graph, same_abi=self.same_abi)
        found += valuediff.rewrite_notes(ref_graph, cand_graph)
        said: set[tuple[str, str | None, str | None]] = set()  # one difference reached along several paths
        for d in found:
            ref_loc = f"{self.ref_path}:{d.ref_line}" if d.ref_line else None
            cand_loc = f"{self.cand_path}:{d.cand_line}" if d.cand_line else None
            if d.rule.severity is Severity.MUST_MATCH and (ref_loc, cand_loc) in taken:
                continue
            if (d.what, ref_loc, cand_loc) in said:
                continue
            said.add((d.what, ref_loc, cand_loc))
            self._add(d.rule, d.what, ref_loc, cand_loc)

    def _layouts(self) -> tuple[EntryLayout | None, EntryLayout | None]:
        """Both entries' layouts where both name their arguments' kernel parameters alike: by parameter name (the
        candidate's given layout against the reference's symbol read with its kernel's names), else by position
        (two cuTile Python symbols); else none, and integer arguments pair by rank."""
        ref, cand = self.ref, self.cand
        given = self.naming.candidate_layouts.get(cand.source_symbol)
        names = self.naming.reference_params
        if given is not None and names is not None and given.roles(cand.entry.params) is not None:
            named = python_layout(ref.source_symbol, ref.entry.params, names)
            if named is not None:
                return named, given
        by_position = (
            python_layout(ref.source_symbol, ref.entry.params),
            python_layout(cand.source_symbol, cand.entry.params),
        )
        return by_position if None not in by_position else (None, None)

    def _tokens(self, ref: list[Item], cand: list[Item]) -> None:
        pairs, _, _ = self._pair(ref, cand, cross_path=True)
        for r, c in pairs:
            self._add(
                rules.STORES_DISJOINT
                if self._only_self_order_of_disjoint_store(r, c)
                else rules.FIELD_RULES[("token", "after")],
                f"`{r.kind}`{_where(r.path)} is ordered after [{r.get('after') or 'nothing'}] in the reference, "
                f"after [{c.get('after') or 'nothing'}] in the candidate",
                *self._locs(r, c),
            )

    def _only_self_order_of_disjoint_store(self, r: Item, c: Item) -> bool:
        """A store in a loop ordered after its own earlier iterations on one side only, where both sides' value graphs
        prove that the iterations store disjoint tiles (valuegraph.Sink.disjoint_across_iterations)."""
        after_r, after_c = set(filter(None, r.get("after").split(", "))), set(filter(None, c.get("after").split(", ")))
        if after_r ^ after_c != {r.kind} or r.kind != c.kind or "for#" not in r.path or "for#" not in c.path:
            return False
        ref_sink = next((s for s in self.graphs[0].sinks if s.line == r.line), None)
        cand_sink = next((s for s in self.graphs[1].sinks if s.line == c.line), None)
        return bool(
            ref_sink and cand_sink and ref_sink.disjoint_across_iterations and cand_sink.disjoint_across_iterations
        )

    def _hints(self) -> None:
        rh, ch = self.ref_facts.hints, self.cand_facts.hints
        ref_loc, cand_loc = self._entry_loc()
        for key in sorted(set(rh) | set(ch)):
            rv, cv = rh.get(key, ""), ch.get(key, "")
            if rv == cv:
                continue
            self._add(
                rules.hint_rule(key, rv, cv, self.hint_gaps),
                f"entry hint {key}: `{rv or '-'}` in the reference, `{cv or '-'}` in the candidate",
                ref_loc,
                cand_loc,
            )
        for side, facts, loc in (("reference", self.ref_facts, ref_loc), ("candidate", self.cand_facts, cand_loc)):
            if facts.other_arch_hints:
                self._add(
                    rules.OTHER_ARCH_HINTS,
                    f"entry hints for {', '.join(facts.other_arch_hints)} (target {TARGET_ARCH}) in the {side}",
                    loc if side == "reference" else None,
                    loc if side == "candidate" else None,
                )

    def _assumptions(self) -> None:
        def facts(ce: CanonicalEntry) -> Counter[tuple[str, str]]:
            out: Counter[tuple[str, str]] = Counter()
            for a in ce.assumptions:
                t = parse_type(a.subject_type)
                if a.on_param and isinstance(t, TileType):
                    subject = f"{'pointer' if t.is_pointer else 'scalar'} argument {t.elem}"
                else:
                    subject = f"{a.subject} result"
                out[(a.predicate, subject)] += 1
            return out

        rf, cf = facts(self.ref), facts(self.cand)
        ref_loc, cand_loc = self._entry_loc()
        for key in sorted(set(rf) | set(cf)):
            n_ref, n_cand = rf[key], cf[key]
            if n_ref == n_cand:
                continue
            predicate, subject = key
            msg = f"`assume {predicate}` on {subject}: {n_ref}x in the reference, {n_cand}x in the candidate"
            rule = rules.assumption_rule(subject, n_ref, n_cand, pointer_path=self.ref_facts.uses_pointer_memory)
            line_r = next((a.line for a in self.ref.assumptions if a.predicate == predicate), None)
            line_c = next((a.line for a in self.cand.assumptions if a.predicate == predicate), None)
            self._add(
                rule,
                msg,
                f"{self.ref_path}:{line_r}" if line_r else ref_loc,
                f"{self.cand_path}:{line_c}" if line_c else cand_loc,
            )

    def _params(self) -> None:
        rf, cf = self.ref_facts, self.cand_facts
        ref_loc, cand_loc = self._entry_loc()
        if rf.pointer_params != cf.pointer_params:
            self._add(
                rules.POINTER_PARAMS,
                f"pointer arguments {_counts(rf.pointer_params)} in the reference, "
                f"{_counts(cf.pointer_params)} in the candidate",
                ref_loc,
                cand_loc,
            )
        if rf.scalar_params != cf.scalar_params:
            self._add(
                rules.SCALAR_PARAMS,
                f"{rf.scalar_params} scalar arguments in the reference, {cf.scalar_params} in the candidate",
                ref_loc,
                cand_loc,
            )

    def _shapes(self) -> None:
        only_ref = self.ref_facts.tile_shapes - self.cand_facts.tile_shapes
        only_cand = self.cand_facts.tile_shapes - self.ref_facts.tile_shapes
        if only_ref or only_cand:
            ref_loc, cand_loc = self._entry_loc()
            self._add(
                rules.TILE_SHAPE_SET,
                f"tile shapes only in the reference: {', '.join(sorted(only_ref)) or '-'}; "
                f"only in the candidate: {', '.join(sorted(only_cand)) or '-'}",
                ref_loc,
                cand_loc,
            )

    def _notes(self) -> None:
        ref_loc, cand_loc = self._entry_loc()
        if self.ref.kernel_name != self.cand.kernel_name or self.ref.source_symbol != self.cand.source_symbol:
            self._add(
                rules.NOISE_RULE,
                f"entry symbol `{self.ref.source_symbol}` in the reference, "
                f"`{self.cand.source_symbol}` in the candidate",
                ref_loc,
                cand_loc,
            )
        for note, rule in rules.NOTE_RULES.items():
            self._note(note, rule)

    def _note(self, note: str, rule: Rule) -> None:
        n_ref, n_cand = self.ref.notes[note], self.cand.notes[note]
        if n_ref == n_cand:
            return
        lr, lc = self.ref.note_lines.get(note, []), self.cand.note_lines.get(note, [])
        self._add(
            rule,
            f"{note}: {n_ref}x in the reference, {n_cand}x in the candidate",
            f"{self.ref_path}:{lr[0]}" if lr else None,
            f"{self.cand_path}:{lc[0]}" if lc else None,
        )


def _other_parameters(ref: EntryLayout, cand: EntryLayout) -> bool:
    """Some position passes one parameter in the reference and another in the candidate, one of which the other
    side passes elsewhere (or folded): positions do not pair. Two names only one side knows (a port's own name
    for a parameter) say nothing."""
    ref_roles = [a.role for a in ref.arguments]
    cand_roles = [a.role for a in cand.arguments]
    known_r, known_c = {*ref_roles, *ref.folded}, {*cand_roles, *cand.folded}
    return any(
        r != c and (r in known_c or c in known_r) for r, c in zip(ref_roles, cand_roles, strict=False) if r and c
    )


def _shown(name: str, value: str, item: Item) -> str:
    """A field's canonical value; an op's flags with the source's own spelling where the canonical form reads the
    op otherwise (a mirrored compare's predicate): what the reviewer finds in the kernel."""
    shown = f"`{value or '-'}`"
    return f"{shown} ({item.written})" if name == "flags" and item.written else shown


def _distance(a: Item, b: Item) -> int:
    bf = dict(b.fields)
    return sum(1 for k, v in a.fields if bf.get(k, "") != v)


def _is_float(elem: str) -> bool:
    return elem.startswith(("f", "bf", "tf"))


def _counts(c: Counter[str]) -> str:
    return ", ".join(f"{n}x {k}" for k, n in sorted(c.items())) or "none"
