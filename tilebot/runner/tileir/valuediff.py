"""Match what the two sides store: pair each store, scatter and atomic by kind, array and normalized index (stores
that write one place more than once in the order they write it: the last write is what memory keeps), then
compare the value graphs top-down and report the first differing node on both sides, in each part of a store (the
loops and branches around it, its index, its mask, its value) up to the part's first must-match difference, so that
one part's difference does not hide another's. Asserts and prints pair with their own kind (the same condition or
operands first, then in source order) and compare what they check or print.

Children of commutative nodes pair by equal digests first (then by equal outline), so `a + b` against `b + a`
never differs, while `a - b` against `b - a` does. A difference is classified by the node where it shows (an
array, tile, padding, element type, reduction field, constant, or operation) and by where that node sits (an MMA
operand, a load index, a mask, a loop bound).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, replace

from tilebot.runner.tileir import polynomial as poly
from tilebot.runner.tileir import rules
from tilebot.runner.tileir.equivalences import SAYS, ULP_TOLERANCE, ulps
from tilebot.runner.tileir.facts import MOVEMENT
from tilebot.runner.tileir.nodes import Node
from tilebot.runner.tileir.rules import Category, Rule
from tilebot.runner.tileir.valuegraph import CHECKS, CONVERSIONS, Sink, ValueGraph

C = Category
FIELD_CATEGORY: dict[str, Category] = {
    "elem": C.DTYPE,
    "from": C.DTYPE,
    "to": C.DTYPE,
    "tile": C.TILE_SHAPE,
    "view_tile": C.TILE_SHAPE,
    "padding": C.MASK_PADDING,
    "mask": C.MASK_PADDING,
    "dim": C.REDUCTION,
    "identities": C.REDUCTION,
    "reverse": C.REDUCTION,
    "op": C.MEMORY_OP,
    "view": C.MEMORY_OP,
    "dim_map": C.MEMORY_OP,
    "depth": C.CONTROL_FLOW,
    "axes": C.TILE_SHAPE,  # a `spread` (broadcast) along other dimensions: a row value used as a column
}


_VALUE_PART = {"assert": "condition", "print": "printed values"}


@dataclass(frozen=True, slots=True)
class Difference:
    rule: Rule
    what: str
    ref: Node | None
    cand: Node | None
    ref_line: int
    cand_line: int


def compare(ref: ValueGraph, cand: ValueGraph, *, same_abi: bool = True) -> list[Difference]:
    """``same_abi``: both entries take the same arguments, so scalar arguments correspond by position."""
    return _Compare(same_abi, ref.roles, cand.roles).graphs(ref, cand)


def rewrite_notes(ref: ValueGraph, cand: ValueGraph) -> list[Difference]:
    """Equivalence rules that fired a different number of times on the two sides."""
    nr = Counter(name for name, _ in ref.rewrites)
    nc = Counter(name for name, _ in cand.rewrites)
    out = []
    for name in sorted(set(nr) | set(nc)):
        if nr[name] == nc[name]:
            continue
        lr = next((line for n, line in ref.rewrites if n == name), 0)
        lc = next((line for n, line in cand.rewrites if n == name), 0)
        what = f"frontend equivalence `{name}` ({SAYS.get(name, '')}): "
        what += f"{nr[name]}x in the reference, {nc[name]}x in the candidate"
        out.append(Difference(rules.FRONTEND_EQUIVALENCE, what, None, None, lr, lc))
    return out


class _Compare:
    def __init__(self, same_abi: bool, ref_roles: poly.Roles, cand_roles: poly.Roles) -> None:
        self.same_abi = same_abi
        self.roles = (ref_roles, cand_roles)  # argument roles each entry takes: which tags compare
        self.memo: dict[tuple[int, int, Category], list[Difference]] = {}

    # ------------------------------------------------------------------ sinks

    def graphs(self, ref: ValueGraph, cand: ValueGraph) -> list[Difference]:
        pairs, only_ref, only_cand = _pair_sinks(ref.sinks, cand.sinks)
        out: list[Difference] = []
        for r, c in pairs:
            out += self.sinks(r, c)
        for s, side in [(s, "reference") for s in only_ref] + [(s, "candidate") for s in only_cand]:
            if s.kind in CHECKS:
                continue  # an assert or print on one side only: facts.py's op presence note says so
            what = f"`{s.op}` to {s.array} at [{s.index.get('at')}] only in the {side}"
            rl, cl = (s.line, 0) if side == "reference" else (0, s.line)
            out.append(Difference(rules.SINK_UNPAIRED, what, None, None, rl, cl))
        return out

    def sinks(self, r: Sink, c: Sink) -> list[Difference]:
        found = self._sinks(r, c)
        if r.kind not in CHECKS:
            return found
        # what an assert checks or a print prints: must-match differences say why they matter there
        return [replace(d, rule=rules.check_rule(r.kind, d.rule)) for d in found]

    def _sinks(self, r: Sink, c: Sink) -> list[Difference]:
        label = f"`{r.op}` to {r.array}" + (f" / `{c.op}` to {c.array}" if (r.op, r.array) != (c.op, c.array) else "")
        if r.kind in CHECKS:
            label = f"`{r.op}`" + (f" / `{c.op}`" if r.op != c.op else "")
        fr, fc = dict(r.fields), dict(c.fields)
        for name, rv in r.fields:
            cv = fc.get(name)
            if cv is not None and cv != rv:
                category = FIELD_CATEGORY.get(name, C.MEMORY_OP)
                what = f"{label}: {name} `{rv or '-'}` in the reference, `{cv or '-'}` in the candidate"
                return [Difference(rules.VALUE_RULES[category], what, None, None, r.line, c.line)]
        if len(r.context) != len(c.context):
            what = (
                f"{label}: inside {len(r.context)} loops/branches in the reference, {len(c.context)} in the candidate"
            )
            return [Difference(rules.VALUE_RULES[C.CONTROL_FLOW], what, None, None, r.line, c.line)]
        out: list[Difference] = []
        said: set[tuple[str, int, int]] = set()  # one node difference reached from two parts is said once
        for part, pairs in _parts(r, c, fr.get("view") == fc.get("view")):
            for d in self._part(pairs):
                key = (d.what, d.ref_line, d.cand_line)
                if key not in said:
                    said.add(key)
                    where = f"{label}, {part}: {d.what}"
                    out.append(Difference(d.rule, where, d.ref, d.cand, d.ref_line or r.line, d.cand_line or c.line))
        return out

    def _part(self, pairs: list[tuple[Node, Node, Category]]) -> list[Difference]:
        """One part of a sink, up to its first must-match difference: deeper differences of the same part are most
        often that one's consequences, while another part's (a loop bound behind a differing address) is not."""
        out: list[Difference] = []
        for rn, cn, category in pairs:
            for d in self.nodes(rn, cn, category):
                out.append(d)
                if d.rule.severity is rules.Severity.MUST_MATCH:
                    return out
        return out

    # ------------------------------------------------------------------ nodes

    def nodes(self, r: Node, c: Node, category: Category) -> list[Difference]:
        if r.digest == c.digest:
            return []
        key = (r.digest, c.digest, category)
        seen = self.memo.get(key)
        if seen is not None:
            return seen
        self.memo[key] = []  # a DAG is walked once per pair of nodes
        result = self._nodes(r, c, category)
        self.memo[key] = result
        return result

    def _nodes(self, r: Node, c: Node, category: Category) -> list[Difference]:
        if r.kind == "mask" and r.get("mask") == "none":
            return []  # a mask only the candidate has: facts.py tells a bounds check (a note) from other masks
        if r.kind == c.kind == "const" and r.number is not None and c.number is not None and r.fields == c.fields:
            elem = r.get("elem")
            n = ulps(r.number, c.number, elem)
            what = f"constant {r.number!r} in the reference, {c.number!r} in the candidate ({elem}"
            if n <= ULP_TOLERANCE:
                return [Difference(rules.CONSTANT_ULP, f"{what}, {n} ulp apart)", r, c, r.line, c.line)]
            return [Difference(rules.CONSTANT_VALUE, f"{what})", r, c, r.line, c.line)]
        # Loose texts agree: the same index math up to the launcher's arguments, unless a constant on both sides
        # differs (a tile multiplier, a loop bound), which no ABI explains.
        loose_same = r.loose and r.loose == c.loose and poly.constants_agree(r.tagged, c.tagged, *self.roles)
        if not self.same_abi and r.kind == c.kind and loose_same:
            what = f"{r.describe()} in the reference, {c.describe()} in the candidate; the same as `{r.loose}`"
            return [Difference(rules.INDEX_ABI, what, r, c, r.line, c.line)]
        if r.kind != c.kind or r.fields != c.fields or len(r.kids) != len(c.kids):
            cat = _mismatch_category(r, c, category)
            what = f"{r.describe()} in the reference, {c.describe()} in the candidate"
            roles = poly.role_mismatch(r.tagged, c.tagged, *self.roles) if not self.same_abi else None
            if r.loose and r.loose == c.loose and roles is not None:
                what += f"; the same as `{r.loose}` but for the argument read: `{roles[0]}` against `{roles[1]}`"
            return [Difference(rules.VALUE_RULES[cat], what, r, c, r.line, c.line)]
        ordered_r = [k.digest for k in r.kids[r.commutative :]]
        ordered_c = [k.digest for k in c.kids[c.commutative :]]
        if ordered_r != ordered_c and sorted(ordered_r) == sorted(ordered_c):
            cat = C.MMA if r.kind in ("mmaf", "mmai") else C.ARITHMETIC
            what = f"the operands of {r.describe()} are in another order (it does not commute)"
            if c.describe() != r.describe():  # one side's compare mirrored from what its source wrote
                what = (
                    f"the operands of {r.describe()} in the reference and {c.describe()} in the candidate are in "
                    "another order (it does not commute)"
                )
            return [Difference(rules.VALUE_RULES[cat], what, r, c, r.line, c.line)]
        out: list[Difference] = []
        for rk, ck, cat in _kid_pairs(r, c, category):
            found = self.nodes(rk, ck, cat)
            out += found
            if any(d.rule.severity is rules.Severity.MUST_MATCH for d in found):
                break
        return out


def _parts(r: Sink, c: Sink, same_view: bool) -> list[tuple[str, list[tuple[Node, Node, Category]]]]:
    """The parts of two paired sinks that can differ independently, each with its pairs of nodes: the loops and
    branches around them (outermost first), the index and the mask (a store's; a mask pairs only between two
    accesses of one kind of view), and the stored value (an assert's condition, a print's values)."""
    parts = [("enclosing loop/branch", [(rc, cc, C.CONTROL_FLOW) for rc, cc in zip(r.context, c.context, strict=True)])]
    if r.kind not in CHECKS:
        parts.append(("index", [(r.index, c.index, C.MEMORY_OP)]))
        if same_view:
            parts.append(("mask", [(r.mask, c.mask, C.MASK_PADDING)]))
    parts.append((_VALUE_PART.get(r.kind, "stored value"), [(r.value, c.value, C.ARITHMETIC)]))
    return parts


def _kid_pairs(r: Node, c: Node, category: Category) -> list[tuple[Node, Node, Category]]:
    n = r.commutative
    rk, ck = list(r.kids[:n]), list(c.kids[:n])
    pairs: list[tuple[Node, Node]] = []
    for x in list(rk):  # equal children pair first, then children of the same outline; the rest keep their order
        same = next((y for y in ck if y.digest == x.digest), None)
        if same is not None:
            rk.remove(x)
            ck.remove(same)
    for x in list(rk):
        alike = next((y for y in ck if y.shape == x.shape), None)
        if alike is not None:
            rk.remove(x)
            ck.remove(alike)
            pairs.append((x, alike))
    pairs += list(zip(rk, ck, strict=True))
    pairs += list(zip(r.kids[n:], c.kids[n:], strict=True))
    out = []
    for i, (a, b) in enumerate(pairs):
        out.append((a, b, _kid_category(r, i if i >= n else -1, category)))
    return out


def _kid_category(parent: Node, i: int, inherited: Category) -> Category:
    """Where a child sits: a load's index or mask, a loop's bounds, an MMA's A or B operand, a branch condition."""
    if parent.kind == "load":
        return C.MEMORY_OP if i == 0 else C.MASK_PADDING
    if parent.kind == "mask":
        return C.MASK_PADDING
    if parent.kind == "loop" and 0 <= i < 3 and parent.get("op") == "for":
        return C.CONTROL_FLOW
    if parent.kind in ("mmaf", "mmai", "mma") and i in (0, 1):
        return C.MMA
    if parent.kind == "if" and i == 0:
        return C.CONTROL_FLOW
    return inherited if inherited is not C.MMA else C.ARITHMETIC


def _mismatch_category(r: Node, c: Node, inherited: Category) -> Category:
    kinds = {r.kind, c.kind}
    if r.kind != c.kind:
        if kinds & {"loop", "if"}:
            return C.CONTROL_FLOW
        conversion = r if r.kind in CONVERSIONS else c if c.kind in CONVERSIONS else None
        other = c if conversion is r else r
        if conversion is not None and conversion.kids and conversion.kids[0].shape == other.shape:
            return C.DTYPE  # the same value with a conversion on one side only
        if "reduce" in kinds:
            return C.REDUCTION
        if kinds & {"mmaf", "mmai"}:
            return C.MMA
        if kinds & MOVEMENT:
            return C.MEMORY_OP
        return inherited
    fc = dict(c.fields)
    name = next((k for k, v in r.fields if fc.get(k) != v), "")
    if name == "array":
        return inherited if inherited is C.MMA else C.MEMORY_OP
    if name in ("at", "value", "name", "result", ""):
        return inherited if inherited is not C.MMA else C.MEMORY_OP
    if name == "flags":
        return C.ARITHMETIC
    return FIELD_CATEGORY.get(name, inherited)


def _pair_sinks(ref: list[Sink], cand: list[Sink]) -> tuple[list[tuple[Sink, Sink]], list[Sink], list[Sink]]:
    """Stores that write one place more than once pair in the order they write it (``_rewrites``); then the same
    kind and array, then the same normalized index; left-overs of one kind pair across arrays (a store to the wrong
    array), by source order; what is still left has no counterpart."""
    pairs = _rewrites(ref, cand)
    paired = {id(s) for pair in pairs for s in pair}
    left_r, left_c = [s for s in ref if id(s) not in paired], [s for s in cand if id(s) not in paired]
    for keyed in _SINK_KEYS:
        still = []
        for r in left_r:
            match = next((c for c in left_c if keyed(c) == keyed(r)), None)
            if match is None:
                still.append(r)
                continue
            left_c.remove(match)
            pairs.append((r, match))
        left_r = still
    return pairs, left_r, left_c


def _rewrites(ref: list[Sink], cand: list[Sink]) -> list[tuple[Sink, Sink]]:
    """Stores of one kind to one array at one normalized index under one mask, inside the same loops and branches,
    several of them on each side (as many): the last one's value is what memory keeps, so they pair in the order
    each side writes (sinks come in canonical order, which follows the tokens that order them), never by what they
    write: `y = a; y = b` against `y = b; y = a` is another kernel."""

    def place(s: Sink) -> tuple[object, ...]:
        return (s.fields, s.index.digest, s.mask.digest, *(c.digest for c in s.context))

    def groups(sinks: list[Sink]) -> dict[tuple[object, ...], list[Sink]]:
        out: dict[tuple[object, ...], list[Sink]] = {}
        for s in sinks:
            if s.kind == "store":  # an atomic reads what it updates; asserts and prints write nothing
                out.setdefault(place(s), []).append(s)
        return out

    by_place = groups(cand)
    pairs: list[tuple[Sink, Sink]] = []
    for key, rs in groups(ref).items():
        cs = by_place.get(key, [])
        if len(rs) > 1 and len(cs) == len(rs):
            pairs += zip(rs, cs, strict=True)
    return pairs


_SINK_KEYS: tuple[Callable[[Sink], tuple[str | int, ...]], ...] = (
    lambda s: (s.kind, s.array, s.index.digest, s.value.digest),
    lambda s: (s.kind, s.array, s.index.digest),
    lambda s: (s.kind, s.array),
    lambda s: (s.kind,),
)
