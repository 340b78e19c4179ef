"""Canonical form of a parsed Tile IR module, so that two frontends' output can be compared structurally.

Per entry, in this order:
1. frontend noise is dropped: `assume bounded<0, ?>` (cutile-rs adds it on block ids, loop indices and grid
   sizes; cuTile Python on shape and stride arguments) disappears and its users read the assumed value;
   other assumptions (`div_by<16>`, …) are kept as facts of the entry, not as ops;
2. integer constant expressions are folded, a left shift by a constant becomes the multiply by its power of two
   (flag-free `shli` and `muli` wrap alike; cutile 0.2.0 and 0.3.1 write only the multiply), and a hand-written
   rounding-up division `(a + b - 1) / b` becomes the ceil-div op `divi … rounding<positive_inf>` where the signs
   of `a` and `b` make them one value (canonical_signs.py); an `if` whose branches only yield values computed
   outside it (what cutile-rs emits for `if a < b { a } else { b }`) becomes `select`, and an integer `select` of a
   comparison between its own two operands becomes `mini`/`maxi` (what cuTile Python emits for `min`), a float
   one `minf`/`maxf` where they agree on every lane, NaN and signed zeros included (``_float_extremum_exact``); a
   compare `a > b` (`>=`), float or integer, becomes `b < a` (`<=`), so a comparison written either way round reads
   alike (what the source wrote is kept in :attr:`CanonicalEntry.written` for messages); a condition tested
   against true or false (`c == True`, `c != False`: `c`; `c != True`, `c == False`, `~c`: its negation) reads as
   `c` or its negation, and a negation is spelled one way wherever it is read (an `andi` of conditions, a mask):
   that of a compare is the opposite compare (rewrites.compare_negation, NaN lanes kept where they were), that of
   a reshape, broadcast or permute the same op of its operand's negation, that of a negation what it negates, any
   other `xori c, true`; a `select` whose condition is negated (`xori c, true`, or a compare read as the negation
   of another: rewrites.negated_compare) becomes the select of the
   condition with its arms swapped, and one whose condition is an `ori` of negatable conditions the select of the
   `andi` of their negations (De Morgan), its arms swapped;
   an early exit `if c { return } else { }` followed by the rest of the entry becomes `if c { } else { rest }`
   (what cutile-rs must be given: 0.3.1 refuses a `return` inside `if`, 0.2.0 dropped it);
3. pure ops that cannot trap leave the loops and branches they do not depend on (so where a frontend put
   invariant code does not matter), common subexpressions are merged (pure ops only), and dead pure
   ops, dead constants included, are dropped;
4. independent ops are put in one order that does not depend on the source order: each value right before
   its first use, side effects in an order fixed by their structure; commutative operands are sorted;
5. values are renamed by position (`%arg0…`, `%0…`, region arguments `%r0…`) and the entry symbol becomes
   `@kernel` (cuTile Python mangles it, e.g. `softmax_kernel_Kt1_A2f16_…`; cutile-rs adds a hash).

What was dropped or rewritten is counted in :class:`CanonicalEntry.notes` with source lines, for the diff.
"""

from __future__ import annotations

import hashlib
import math
import re
from collections import Counter, defaultdict
from dataclasses import dataclass, field

from tilebot.runner.tileir.canonical_signs import CanonicalSigns
from tilebot.runner.tileir.model import (
    Entry,
    Module,
    Op,
    Region,
    SlotKind,
    Value,
    attr_key_of,
    paused_gc,
    signedness,
    walk_ops,
)
from tilebot.runner.tileir.printer import print_entry
from tilebot.runner.tileir.rewrites import (
    ceil_div,
    compare_negation,
    float_constant,
    fold_constant,
    int_constant,
    kept_condition,
    mirrored_compare,
    negated_compare,
    negated_condition,
    shift_left_factor,
    written_as,
)
from tilebot.runner.tileir.specialization import folded_extents
from tilebot.runner.tileir.tile_types import TileType, parse_type

COMMUTATIVE = frozenset({"addf", "mulf", "addi", "muli", "maxf", "minf", "maxi", "mini", "andi", "ori", "xori"})
VARIADIC_COMMUTATIVE = frozenset({"join_tokens"})
REDUCING_REGIONS = frozenset({"reduce", "scan"})  # regions that are pure combiners
EFFECTFUL = frozenset({"print", "printf", "assert"})
# Pure ops that may trap (division by zero, out-of-range conversion): never moved out of a branch or loop.
NOT_SPECULATABLE = frozenset({"divi", "remi", "ftoi"})
NOISE_BOUNDS = frozenset({"0, ?"})
# Ops that only move lanes (none is changed): a negation of their result is the same op of their operand's negation.
SHAPE_OPS = frozenset({"reshape", "broadcast", "permute"})

# notes keys
NOTE_BOUNDED = "assume bounded<0, ?> dropped"
NOTE_BOUNDED_TRIP = "assume bounded on a loop index implied by the loop's constant bounds dropped"
NOTE_CSE = "duplicate pure op merged"
NOTE_DEAD_CONSTANT = "dead constant dropped"
NOTE_DEAD_OP = "dead pure op dropped"
NOTE_UNUSED_ARGUMENT = "assume on an argument nothing reads dropped"
NOTE_SINGLE_TRIP = "index of a loop with one iteration read as its start"
NOTE_FOLDED = "integer constant expression folded"
NOTE_CEIL_DIV = "hand-written rounding-up division read as ceil-div"
NOTE_SHIFT_LEFT = "left shift by a constant read as a multiply by its power of two"
NOTE_IF_SELECT = "branch that only picks one of two values read as select"
NOTE_MINMAX = "select of a comparison between its own operands read as mini/maxi"
NOTE_FLOAT_MINMAX = "float select of a comparison with a constant read as minf/maxf (alike on NaN and zero lanes)"
NOTE_NEGATED_SELECT = "select of a negated condition read as the select of the condition, arms swapped"
NOTE_NEGATED_COMPARE = "negated compare read as the opposite compare"
NOTE_CONDITION_TEST = "condition compared with true or false read as itself or its negation"
NOTE_NEGATION_MOVED = "negation of a reshaped, broadcast or permuted condition read as the same op of its negation"
NOTE_DOUBLE_NEGATION = "condition negated twice read as itself"
NOTE_DE_MORGAN = "select of an ori of conditions read as the select of the andi of their negations, arms swapped"
NOTE_EARLY_RETURN = "ops after an early return read as the else branch"
NOTE_UNIT_EXTENT = "bounds check against an extent specialized to a constant read as the extent argument"

# compare predicate → (what the select picks when it keeps the compare's operand order, when it swaps them)
_MINMAX = {
    "less_than": ("min", "max"),
    "less_than_or_equal": ("min", "max"),
    "greater_than": ("max", "min"),
    "greater_than_or_equal": ("max", "min"),
}

_MANGLED = re.compile(r"^(.+?)_Kt\d+(?:_.*)?$")


@dataclass(frozen=True, slots=True)
class Assumption:
    """An `assume` that is not noise, e.g. `div_by<16>` on a pointer argument."""

    predicate: str  # "div_by<16>"
    subject: str  # "param 3" or the producing op's name
    subject_type: str
    line: int

    @property
    def on_param(self) -> bool:
        return self.subject.startswith("param ")


@dataclass(eq=False)
class CanonicalEntry:
    entry: Entry  # the canonical tree: new ops and values, canonical names
    source_symbol: str
    assumptions: list[Assumption]
    notes: Counter[str] = field(default_factory=Counter)
    note_lines: dict[str, list[int]] = field(default_factory=lambda: defaultdict(list))
    op_digests: dict[Op, str] = field(default_factory=dict)  # structural digest of each op (operands, regions)
    # A canonical op whose spelling a rewrite changed → how the source wrote it (a mirrored compare): messages say both
    written: dict[Op, str] = field(default_factory=dict)

    @property
    def kernel_name(self) -> str:
        """The source-level kernel name: cuTile Python's mangling suffix removed."""
        m = _MANGLED.match(self.source_symbol)
        return m.group(1) if m else self.source_symbol


@dataclass(eq=False)
class CanonicalModule:
    path: str
    entries: list[CanonicalEntry]
    source: Module

    def text(self) -> str:
        return "\n".join(print_entry(ce.entry) for ce in self.entries) + "\n"


def canonicalize(module: Module, *, unfold_extents: bool = True) -> CanonicalModule:
    """``unfold_extents``: read a bounds check against an extent cuTile Python specialized to a constant as one
    against the extent argument (``_unfold_extents``, which rewrites ``module``'s entries in place)."""
    entries = []
    with paused_gc():
        for i, entry in enumerate(module.entries):
            symbol = "kernel" if len(module.entries) == 1 else f"kernel_{i}"
            entries.append(_EntryCanonicalizer(entry, symbol, unfold_extents).run())
    return CanonicalModule(module.path, entries, module)


def folds_extents(module: Module) -> bool:
    """Some bounds check of the module compares with an extent cuTile Python specialized to a constant."""
    return any(folded_extents(e.symbol, e.params, walk_ops(e.body)) for e in module.entries)


def is_pure(op: Op) -> bool:
    """No side effect: may be merged when duplicated and dropped when unused."""
    if not op.results or op.name.endswith("_tko") or op.name.startswith("atomic") or op.name in EFFECTFUL:
        return False
    return not op.regions or op.name in REDUCING_REGIONS


def is_barrier(op: Op) -> bool:
    """Keeps its place relative to other barriers: control flow and side effects without a token."""
    if op.regions and op.name not in REDUCING_REGIONS:
        return True
    return op.name in EFFECTFUL or (not op.results and not op.name.endswith("_tko") and not op.is_terminator)


def _digest(key: str) -> str:
    return hashlib.blake2b(key.encode(), digest_size=12).hexdigest()


@dataclass(eq=False)
class _Scope:
    region: Region  # being rebuilt
    table: dict[str, Op]  # structural key → the pure op kept for it (CSE)
    defined: set[Value]  # values defined in this region (arguments, results of the ops placed here)
    isolated: bool  # a reduce/scan body: nothing moves out of it


class _EntryCanonicalizer:
    def __init__(self, entry: Entry, symbol: str, unfold_extents: bool = True) -> None:
        self.src = entry
        self.symbol = symbol
        self.unfold = unfold_extents
        self.alias: dict[Value, Value] = {}
        self.dig: dict[Value, str] = {}
        self.op_dig: dict[Op, str] = {}
        self.scopes: list[_Scope] = []  # the regions being rebuilt, outermost first
        self.assumptions: list[Assumption] = []
        self.notes: Counter[str] = Counter()
        self.trip_bounds: dict[Value, tuple[int | None, int]] = {}  # source loop index → (lb if constant, ub)
        self.note_lines: dict[str, list[int]] = defaultdict(list)
        self.written: dict[Op, str] = {}

    def run(self) -> CanonicalEntry:
        # On the entry as written, before the rebuild's CSE: that would merge two arrays' bounds checks of one
        # index against the same folded constant (sparse_mla gathers K and V at one index, both extents 1) into
        # one compare that stands for two extents, which is then read as neither.
        unfolded = self.unfold and self._unfold_extents(self.src)
        params = [Value(p.name, p.type, None, p.index) for p in self.src.params]
        self.signs = CanonicalSigns(params)
        for old, new in zip(self.src.params, params, strict=True):
            self.alias[old] = new
            self.dig[new] = _digest(f"param|{new.index}|{new.type}")
        body = self._region(self.src.body, depth=0, owner="entry", region_index=0)
        entry = Entry(self.symbol, params, self.src.hints, body, self.src.line, self.src.trailer)
        if self._drop_dead(entry) or unfolded:
            self._redigest(entry.body)  # a dead op inside a loop body changed that loop's structure
        self._drop_unused_argument_assumptions(entry)
        self._order(entry)
        _rename(entry)
        return CanonicalEntry(
            entry, self.src.symbol, self.assumptions, self.notes, self.note_lines, self.op_dig, self.written
        )

    def _note(self, key: str, line: int) -> None:
        self.notes[key] += 1
        self.note_lines[key].append(line)

    # ------------------------------------------------------------------ rebuild: noise, folding, CSE

    def _region(
        self,
        src: Region,
        depth: int,
        owner: str,
        region_index: int,
        index_value: int | None = None,
        start: Value | None = None,
    ) -> Region:
        """``start``: a `for` loop's lower bound, from which its index (the region's first argument) counts."""
        args = [Value(a.name, a.type, None, a.index) for a in src.args]
        if start is not None and args:
            self.signs.loop(args[0], start)
        for old, arg in zip(src.args, args, strict=True):
            self.alias[old] = arg
            self.dig[arg] = _digest(f"arg|{depth}|{owner}|{region_index}|{arg.index}|{arg.type}")
        if index_value is not None:  # the body reads the loop index as the constant it always is
            self._place(_int_constant_op(index_value, src.args[0].type, src.line), [src.args[0]], self.scopes[-1])
        region = Region(args, [], src.header, src.label, src.line)
        scope = _Scope(region, {}, set(args), isolated=owner in REDUCING_REGIONS)
        if not self.scopes:
            scope.defined.update(self.alias[p] for p in self.src.params)
        self.scopes.append(scope)
        try:
            for op in self._early_return_normal_form(src.ops):
                self._op(op, scope, depth)
        finally:
            self.scopes.pop()
        return region

    def _early_return_normal_form(self, ops: list[Op]) -> list[Op]:
        """``if c { return } else { }; rest; return`` → ``if c { } else { rest }; return`` (same semantics)."""
        for i, op in enumerate(ops):
            rest = ops[i + 1 :]
            if not (op.name == "if" and not op.results and len(op.regions) == 2 and rest):
                continue
            then, orelse = op.regions
            exits = [o.name for o in then.ops] == ["return"] and not orelse.ops
            if exits and rest[-1].name == "return" and not rest[-1].operands:
                self._note(NOTE_EARLY_RETURN, op.line)
                moved = self._early_return_normal_form(rest[:-1])
                branches = [Region(then.args, [], then.header, then.label, then.line)]
                branches.append(Region(orelse.args, moved, orelse.header, orelse.label, orelse.line))
                rewritten = Op(
                    op.name,
                    [],
                    list(op.operands),
                    dict(op.attrs),
                    op.flags,
                    list(op.operand_types),
                    [],
                    branches,
                    op.line,
                    list(op.pieces),
                    list(op.slots),
                    op.attr_key,
                )
                return [*ops[:i], rewritten, rest[-1]]
        return ops

    def _op(self, op: Op, scope: _Scope, depth: int) -> None:
        operands = [self.alias[v] for v in op.operands]
        if op.name == "assume" and operands and op.results:
            self._assume(op, operands)
            return
        single_trip = None
        if op.name == "for" and len(operands) >= 2 and op.regions and op.regions[0].args:
            lb, ub = int_constant(operands[0]), int_constant(operands[1])
            if ub is not None:
                self.trip_bounds[op.regions[0].args[0]] = (lb, ub)
            if lb is not None and ub == lb + 1:
                single_trip = lb
        start = operands[0] if op.name == "for" and operands else None
        regions = [
            self._region(r, depth + 1, op.name, i, single_trip if i == 0 else None, start if i == 0 else None)
            for i, r in enumerate(op.regions)
        ]
        if single_trip is not None:
            self._note(NOTE_SINGLE_TRIP, op.line)
        choices = _choices(op, regions)
        if choices is not None:
            # Both branches only yield values that exist before the branch: nothing to speculate.
            self._note(NOTE_IF_SELECT, op.line)
            for old, t, (then_v, else_v) in zip(op.results, op.result_types, choices, strict=True):
                if then_v is else_v:  # cutile-rs threads every mutable variable through an `if` in a loop
                    self.alias[old] = then_v
                else:
                    self._place(_select(operands[0], then_v, else_v, t, op.line), [old], scope)
            return
        name, pieces = op.name, list(op.pieces)
        factor = shift_left_factor(op, operands)
        if factor is not None:  # `shli x, k` → `muli x, 2**k` (rewrites.py says why they are equal)
            self._note(NOTE_SHIFT_LEFT, op.line)
            made = Value("%shl_factor", operands[1].type)
            self._place(_int_constant_op(factor, operands[1].type, op.line), [made], scope)
            operands = [operands[0], self.alias.pop(made)]
            name, pieces = "muli", ["muli ", ", ", f" : {op.result_types[0]}"]
        self._place(op.rebuilt(name=name, operands=operands, regions=regions, pieces=pieces), op.results, scope)

    def _place(self, new: Op, old_results: list[Value], scope: _Scope) -> None:
        """Rewrite, key and place a rebuilt op (or merge it with an identical one); map the old results."""
        read = self._condition_read(new, scope)
        if read is not None:
            self.alias[old_results[0]] = read
            return
        new = self._rewrite(new, scope)
        if new.name in COMMUTATIVE or new.name in VARIADIC_COMMUTATIVE:
            new.operands.sort(key=self.dig.__getitem__)
        key = self._key(new)
        op_digest = _digest(key)
        new.results = [
            Value(v.name, t, new, i) for i, (v, t) in enumerate(zip(old_results, new.result_types, strict=True))
        ]
        home = scope
        if is_pure(new):
            home = self._home(new) if new.name not in NOT_SPECULATABLE else scope
            visible = self.scopes[: self.scopes.index(home) + 1]
            seen = next((s.table[key] for s in reversed(visible) if key in s.table), None)
            if seen is not None:
                for old_v, kept in zip(old_results, seen.results, strict=True):
                    self.alias[old_v] = kept
                self._note(NOTE_CSE, new.line)
                return
            home.table[key] = new
        for old_v, v in zip(old_results, new.results, strict=True):
            self.alias[old_v] = v
            self.dig[v] = f"{op_digest}#{v.index}"
            home.defined.add(v)
        self.op_dig[new] = op_digest
        home.region.ops.append(new)

    def _home(self, op: Op) -> _Scope:
        """The outermost region a pure op can move to: where its last operand is defined (loop-invariant
        code leaves loops and branches), never out of a reduce/scan body."""
        for s in reversed(self.scopes):
            if s.isolated or any(v in s.defined for v in op.operands):
                return s
        return self.scopes[0]

    def _key(self, op: Op) -> str:
        """Structural key: op, attributes, operands (by digest), types and regions; never source names or order."""
        digs = ",".join([self.dig[v] for v in op.operands])
        regions = ";".join(self._region_digest(r) for r in op.regions)
        return f"{op.name}|{op.attr_key}|{digs}|{','.join(op.result_types)}|{regions}"

    def _region_digest(self, region: Region) -> str:
        """Argument types and the multiset of op digests: independent of the order of the region's ops."""
        return _digest("|".join([a.type for a in region.args] + sorted(self.op_dig[op] for op in region.ops)))

    def _assume(self, op: Op, operands: list[Value]) -> None:
        subject = operands[0]
        self.alias[op.results[0]] = subject
        predicate = next((f"{k}<{v}>" for k, v in op.attrs.items() if k != "value"), " ".join(op.flags))
        if op.attrs.get("bounded") in NOISE_BOUNDS:
            self._note(NOTE_BOUNDED, op.line)
            return
        if self._implied_by_trip_count(op):
            self._note(NOTE_BOUNDED_TRIP, op.line)
            return
        where = f"param {subject.index}" if subject.producer is None and subject in self._params() else None
        if where is None:
            where = subject.producer.name if subject.producer is not None else "region argument"
        fact = Assumption(predicate, where, subject.type, op.line)
        if not any((a.predicate, a.subject) == (fact.predicate, fact.subject) for a in self.assumptions):
            self.assumptions.append(fact)

    def _implied_by_trip_count(self, op: Op) -> bool:
        """`assume bounded<lo, hi>` on the index of a loop to a constant ub, with hi ≥ ub - 1 and lo either
        unstated (`?`) or ≤ a constant lb: the loop already says so (cutile-rs states it for loops with a
        constant stop, whatever their start)."""
        bounds = self.trip_bounds.get(op.operands[0])
        lo, _, hi = (x.strip() for x in op.attrs.get("bounded", "").partition(","))
        if bounds is None or not hi.lstrip("-").isdigit() or int(hi) < bounds[1] - 1:
            return False
        if lo == "?":
            return True
        return lo.lstrip("-").isdigit() and bounds[0] is not None and int(lo) <= bounds[0]

    def _params(self) -> set[Value]:
        return {self.alias[p] for p in self.src.params}

    def _rewrite(self, op: Op, scope: _Scope) -> Op:
        folded = fold_constant(op)
        if folded is not None:
            self._note(NOTE_FOLDED, op.line)
            return folded
        rounded_up = ceil_div(op, self.signs)
        if rounded_up is not None:
            self._note(NOTE_CEIL_DIV, op.line)
            return rounded_up
        positive = self._positive_select(op, scope)
        extremum = _min_max(positive or op)
        if extremum is not None:
            self._note(NOTE_MINMAX if extremum.name in ("mini", "maxi") else NOTE_FLOAT_MINMAX, op.line)
            return extremum
        if positive is not None:
            self._note(NOTE_NEGATED_SELECT, op.line)
            self.written[positive] = "written with its condition negated and its arms swapped"
            return positive
        mirrored = mirrored_compare(op)
        if mirrored is None:
            return op
        self.written[mirrored] = written_as(op)  # no note: a spelling, like the order of commutative operands
        return mirrored

    def _positive_select(self, op: Op, scope: _Scope) -> Op | None:
        """`select(not c, x, y)` → `select(c, y, x)` while the condition reads negated (``_positive``), else None."""
        if op.name != "select" or len(op.operands) != 3:
            return None
        cond, x, y = op.operands
        swapped = False
        while (positive := self._positive(cond, scope)) is not None:
            cond, swapped = positive, not swapped
        if cond is op.operands[0]:
            return None
        then_v, else_v = (y, x) if swapped else (x, y)
        return _select(cond, then_v, else_v, op.result_types[0], op.line)

    def _positive(self, cond: Value, scope: _Scope) -> Value | None:
        """The value that is true exactly where ``cond`` is false, where ``cond`` reads negated: `xori c, true`, a
        compare ``negated_compare`` reads as the negation of another (placed here), an `ori` of two conditions
        that each have a negation (the `andi` of those, placed here), or a shape op (SHAPE_OPS) of one of these
        (placed on the positive value); else None."""
        op = cond.producer
        if op is None:
            return None
        inner = negated_condition(op)
        if inner is not None:
            return inner
        negated = negated_compare(op)
        if negated is not None:
            return self._placed_negation(negated, cond, scope, "written negated, in a select with its arms swapped")
        if op.name == "ori" and len(op.operands) == 2:
            return self._de_morgan(op, cond, scope)
        if op.name in SHAPE_OPS and len(op.operands) == 1:
            inner = self._positive(op.operands[0], scope)
            return None if inner is None else self._placed(op.rebuilt(operands=[inner]), cond, scope)
        return None

    def _de_morgan(self, op: Op, cond: Value, scope: _Scope) -> Value | None:
        """`andi(not p, not q)` (placed here) for ``cond`` = `ori p, q` where each of p and q has a negation
        (``_negation``), else None. Never the other way round (an `andi` stays), so this ends."""
        (p, not_p), (q, not_q) = ((v, _negation(v)) for v in op.operands)
        if not_p is None or not_q is None:
            return None
        self._note(NOTE_DE_MORGAN, op.line)
        a, b = (
            n if isinstance(n, Value) else self._placed_negation(n, v, scope, "written as the opposite compare")
            for v, n in ((p, not_p), (q, not_q))
        )
        return self._placed(_bitwise("andi", a, b, op.result_types[0], op.line), cond, scope)

    def _condition_read(self, op: Op, scope: _Scope) -> Value | None:
        """What ``op`` reads as where it tests a condition against true or false (rewrites.kept_condition,
        rewrites.negated_condition: `c == True`, `c != True`, `~c`, ...): the condition itself, or its negation
        spelled one way (``_negated``); None where ``op`` is that spelling already, or is no such test."""
        kept = kept_condition(op)
        cond = None if kept is not None else negated_condition(op)
        if kept is None and cond is None:
            return None
        if op.name == "cmpi" or kept is not None:  # `~c` is how a negation is written: no note
            self._note(NOTE_CONDITION_TEST, op.line)
        if cond is None:
            return kept
        simpler = self._simpler_negation(cond, op.line, scope)
        if simpler is not None or _is_negation(op, cond):
            return simpler
        return self._negated(cond, op.line, scope)

    def _negated(self, cond: Value, line: int, scope: _Scope) -> Value:
        """The value true exactly where ``cond`` is false (placed here): ``_simpler_negation``, else `xori cond, true`
        with a splat `true` of its type (one spelling, whichever constant the source wrote)."""
        simpler = self._simpler_negation(cond, line, scope)
        if simpler is not None:
            return simpler
        true = self._placed(_true_constant_op(cond.type, line), cond, scope)
        return self._placed(_bitwise("xori", cond, true, cond.type, line), cond, scope)

    def _simpler_negation(self, cond: Value, line: int, scope: _Scope) -> Value | None:
        """The negation of ``cond`` spelled without an `xori` on it, where its producer allows one (placed here): the
        condition a negation negates, the opposite compare (rewrites.compare_negation: `~(i < n)` is `i >= n`, a
        float compare's NaN lanes kept where they were), or a shape op (SHAPE_OPS) of its operand's negation (`~`
        of a reshaped compare is the reshape of the opposite compare); else None."""
        op = cond.producer
        if op is None:
            return None
        twice = negated_condition(op)
        if twice is not None:
            self._note(NOTE_DOUBLE_NEGATION, line)
            return twice
        opposite = compare_negation(op)
        if opposite is not None:
            self._note(NOTE_NEGATED_COMPARE, line)
            return self._placed_negation(opposite, cond, scope, "written as `~` of the opposite compare")
        if op.name in SHAPE_OPS and len(op.operands) == 1:
            self._note(NOTE_NEGATION_MOVED, line)
            moved = self._negated(op.operands[0], line, scope)
            return self._placed(op.rebuilt(operands=[moved]), cond, scope)
        return None

    def _placed_negation(self, negated: Op, cond: Value, scope: _Scope, written: str) -> Value:
        placed = self._placed(negated, cond, scope)
        if placed.producer is negated:
            self.written[negated] = written
        return placed

    def _placed(self, op: Op, like: Value, scope: _Scope) -> Value:
        """Place ``op`` (made by a rewrite, one result of ``like``'s type) and return its result."""
        made = Value("%rewritten", like.type)
        self._place(op, [made], scope)
        return self.alias.pop(made)

    # ------------------------------------------------------------------ specialized extents

    def _unfold_extents(self, entry: Entry) -> bool:
        """A bounds check against an extent cuTile Python specialized to a constant (specialization.py) reads
        the extent argument again, widened and broadcast to the compare's operand type."""
        found = folded_extents(self.src.symbol, entry.params, walk_ops(entry.body))
        made: dict[tuple[Value, str], Value] = {}
        front: list[Op] = []
        for cmp, (position, extent) in found.items():
            wanted = cmp.operands[position].type
            value = made.get((extent, wanted)) or _widened(extent, wanted, cmp.line, front)
            if value is None:
                continue
            made[(extent, wanted)] = value
            cmp.operands[position] = value
            self._note(NOTE_UNIT_EXTENT, cmp.line)
        entry.body.ops[:0] = front
        return bool(front)

    # ------------------------------------------------------------------ dead code

    def _drop_dead(self, entry: Entry) -> bool:
        """Drop pure ops nothing reads; True when one of them sat inside a nested region."""
        ops = walk_ops(entry.body)
        uses: Counter[Value] = Counter(v for op in ops for v in op.operands)
        dead: set[Op] = set()
        work = [op for op in ops if is_pure(op) and not any(uses[v] for v in op.results)]
        while work:
            op = work.pop()
            if op in dead:
                continue
            dead.add(op)
            self._note(NOTE_DEAD_CONSTANT if op.name == "constant" else NOTE_DEAD_OP, op.line)
            reads = list(op.operands)
            for r in op.regions:
                reads += [v for inner in walk_ops(r) for v in inner.operands]
            for v in reads:
                uses[v] -= 1
                p = v.producer
                if p is not None and p not in dead and is_pure(p) and not any(uses[r] for r in p.results):
                    work.append(p)
        top = set(entry.body.ops)
        if dead:
            _filter(entry.body, dead)
        return any(op not in top for op in dead)

    def _drop_unused_argument_assumptions(self, entry: Entry) -> None:
        """An assumption on an argument that no live op reads says nothing about the kernel (cutile-rs states
        one for every tensor argument, cuTile Python's dead-code pass drops those of an array left unused)."""
        params = set(entry.params)
        read = {v.index for op in walk_ops(entry.body) for v in op.operands if v in params}
        kept = []
        for a in self.assumptions:
            if a.on_param and int(a.subject.removeprefix("param ")) not in read:
                self._note(NOTE_UNUSED_ARGUMENT, a.line)
            else:
                kept.append(a)
        self.assumptions[:] = kept

    def _redigest(self, region: Region) -> None:
        for op in region.ops:  # the rebuilt order is a valid topological order
            for r in op.regions:
                self._redigest(r)
            op_digest = _digest(self._key(op))
            self.op_dig[op] = op_digest
            for v in op.results:
                self.dig[v] = f"{op_digest}#{v.index}"

    # ------------------------------------------------------------------ order

    def _order(self, entry: Entry) -> None:
        _order_region(entry.body, self.op_dig)


def _widened(v: Value, wanted: str, line: int, out: list[Op]) -> Value | None:
    """``v`` (a scalar integer argument) as a value of type ``wanted``: `exti`, `reshape`, `broadcast` (appended to
    ``out``), or None when ``wanted`` is not an integer tile that a scalar widens into."""
    have, want = parse_type(v.type), parse_type(wanted)
    if not (isinstance(have, TileType) and isinstance(want, TileType) and have.is_scalar):
        return None
    if not (have.elem.startswith("i") and want.elem.startswith("i") and have.elem[1:].isdigit()):
        return None
    if not want.elem[1:].isdigit() or int(want.elem[1:]) < int(have.elem[1:]):
        return None

    def add(name: str, flags: tuple[str, ...], source: Value, to: str) -> Value:
        pieces = [f"{name} ", f"{''.join(' ' + f for f in flags)} : {source.type} -> {to}"]
        op = Op(name, [], [source], {}, flags, [source.type], [to], [], line, pieces, [("operand", 0)])
        op.attr_key = attr_key_of(flags, {})
        op.results = [Value("%unfolded", to, op, 0)]
        out.append(op)
        return op.results[0]

    if want.elem != have.elem:
        v = add("exti", ("signed",), v, f"tile<{want.elem}>")
    if want.shape:
        v = add("reshape", (), v, f"tile<{'x'.join('1' for _ in want.shape)}x{want.elem}>")
        if any(n != 1 for n in want.shape):
            v = add("broadcast", (), v, wanted)
    return v


def _int_constant_op(value: int, type_text: str, line: int) -> Op:
    t = parse_type(type_text)
    elem = t.elem if isinstance(t, TileType) else "i32"
    attrs = {"value": f"{elem}: {value}"}
    text = f"constant <{elem}: {value}> : {type_text}"
    return Op("constant", [], [], attrs, (), [], [type_text], [], line, [text], [], attr_key_of((), attrs))


def _choices(op: Op, regions: list[Region]) -> list[tuple[Value, Value]] | None:
    """(then, else) value pairs when an `if` only picks between values defined before it, else None.

    After rebuilding, pure ops that do not depend on the branch have left it, so a branch that is a lone
    `yield` computes nothing: the `if` is a `select` per result. Tokens are not data: an `if` that picks
    between two tokens stays; one that yields the same token from both branches passes it through (cutile-rs
    threads a loop's carried token through every `if` in the loop body).
    """
    if op.name != "if" or len(regions) != 2 or not op.results:
        return None
    yields = []
    for r in regions:
        if r.args or len(r.ops) != 1 or r.ops[0].name != "yield" or len(r.ops[0].operands) != len(op.results):
            return None
        yields.append(r.ops[0].operands)
    pairs = list(zip(yields[0], yields[1], strict=True))
    if any(t == "token" and a is not b for t, (a, b) in zip(op.result_types, pairs, strict=True)):
        return None
    return pairs


def _select(cond: Value, then_v: Value, else_v: Value, type_: str, line: int) -> Op:
    pieces = ["select ", ", ", ", ", f" : {cond.type}, {type_}"]
    slots: list[tuple[SlotKind, int]] = [("operand", 0), ("operand", 1), ("operand", 2)]
    return Op("select", [], [cond, then_v, else_v], {}, (), [cond.type, type_], [type_], [], line, pieces, slots, "|")


def _same(a: Value, b: Value) -> bool:
    if a is b:
        return True
    ca, cb = int_constant(a), int_constant(b)
    return ca is not None and ca == cb and a.type == b.type


def _negation(cond: Value) -> Value | Op | None:
    """What is true exactly where ``cond`` is false: `c` for `xori c, true`, the opposite compare (to be placed) for a
    compare; else None."""
    op = cond.producer
    if op is None:
        return None
    return negated_condition(op) or compare_negation(op)


def _bitwise(name: str, a: Value, b: Value, type_: str, line: int) -> Op:
    """`andi`/`xori` ``a``, ``b`` of type ``type_``."""
    slots: list[tuple[SlotKind, int]] = [("operand", 0), ("operand", 1)]
    return Op(name, [], [a, b], {}, (), [type_], [type_], [], line, [f"{name} ", ", ", f" : {type_}"], slots, "|")


def _true_constant_op(type_text: str, line: int) -> Op:
    attrs = {"value": "i1: true"}
    text = f"constant <i1: true> : {type_text}"
    return Op("constant", [], [], attrs, (), [], [type_text], [], line, [text], [], attr_key_of((), attrs))


def _is_negation(op: Op, cond: Value) -> bool:
    """Is ``op`` the negation of ``cond`` as ``_negated`` spells it: `xori cond, true` with a splat constant?"""
    if op.name != "xori":
        return False
    other = op.operands[1] if op.operands[0] is cond else op.operands[0]
    producer = other.producer
    return producer is not None and producer.name == "constant" and producer.attrs.get("value") == "i1: true"


def _min_max(op: Op) -> Op | None:
    """`select(cmp lt a b, a, b)` → `min a, b` (and the other predicates/orders): `mini`/`maxi` for an integer
    compare (exact: the signedness kept), `minf`/`maxf` for a float one where ``_float_extremum_exact``."""
    if op.name != "select" or len(op.operands) != 3 or len(op.result_types) != 1:
        return None
    cond, x, y = op.operands
    cmp = cond.producer
    if cmp is None or cmp.name not in ("cmpi", "cmpf") or len(cmp.operands) != 2:
        return None
    pred = next((f for f in cmp.flags if f in _MINMAX), None)
    if pred is None:
        return None
    a, b = cmp.operands
    if _same(x, a) and _same(y, b):
        kind = _MINMAX[pred][0]
    elif _same(x, b) and _same(y, a):
        kind = _MINMAX[pred][1]
    else:
        return None
    if cmp.name == "cmpf":
        exact = _float_extremum_exact(kind, pred, "unordered" in cmp.flags, x, y)
        return _extremum(f"{kind}f", a, b, (), op) if exact else None
    sign = signedness(cmp.flags)
    return None if sign is None else _extremum(f"{kind}i", a, b, (sign,), op)


def _float_extremum_exact(kind: str, pred: str, unordered: bool, then_v: Value, else_v: Value) -> bool:
    """Is `select(cmp, then_v, else_v)`, which picks the ``kind`` ("min" or "max") of its arms wherever they are
    ordered, `minf`/`maxf` (no `propagate_nan`, no `flush_to_zero`) on every lane?

    Tile IR's `minf`/`maxf` are IEEE 754-2019's minimumNumber/maximumNumber: where one operand is NaN they return the
    other, and -0.0 < +0.0. A select keeps the else arm on a NaN lane of an ordered compare and the then arm on an
    unordered one. So the arm NaN lanes keep must be a constant that is not NaN (`where(v < w, v, w)` keeps w's
    NaN where `minimum(v, w)` returns v: never alike with two data operands); and where that constant is a zero,
    on the lanes where the other arm is the other zero (they compare equal) the select keeps its then arm if the
    compare is inclusive, else its else arm, which must be -0.0 for min and +0.0 for max (`where(v > 0.0, v, 0.0)`
    is `maximum(v, 0.0)`; `where(v >= 0.0, v, 0.0)` keeps -0.0). Equal non-zero numbers are one encoding.
    `propagate_nan` returns a canonical NaN where a select keeps the NaN operand's own: never rewritten to.
    """
    nan_kept = then_v if unordered else else_v
    c = float_constant(nan_kept)
    if c is None or math.isnan(c):
        return False
    if c != 0.0:
        return True
    tie_kept = then_v if pred.endswith("_or_equal") else else_v
    negative_zero_kept = (math.copysign(1.0, c) < 0) == (tie_kept is nan_kept)  # c itself, or the other arm at -c
    return negative_zero_kept == (kind == "min")


def _extremum(name: str, a: Value, b: Value, flags: tuple[str, ...], like: Op) -> Op:
    t = like.result_types[0]
    pieces = [f"{name} ", ", ", " ".join(["", *flags, ":", t])]
    slots: list[tuple[SlotKind, int]] = [("operand", 0), ("operand", 1)]
    return Op(name, [], [a, b], {}, flags, [t], [t], [], like.line, pieces, slots, attr_key_of(flags, {}))


def _filter(region: Region, dead: set[Op]) -> None:
    region.ops = [op for op in region.ops if op not in dead]
    for op in region.ops:
        for r in op.regions:
            _filter(r, dead)


def _order_region(region: Region, op_digest: dict[Op, str]) -> None:
    """Order a region's ops (and, first, those of the regions nested in it) by structure only.

    Depth-first from the region's roots (ops nothing else in the region reads), roots sorted by digest
    and the terminator last: each op comes right after what it reads, each barrier after the barrier
    before it. The source order never matters.
    """
    for op in region.ops:
        for r in op.regions:
            _order_region(r, op_digest)
    defined_here = {v: op for op in region.ops for v in op.results}
    deps: dict[Op, list[Op]] = {}
    used: set[Op] = set()
    last_barrier: Op | None = None
    for op in region.ops:
        need: list[Op] = []
        if is_barrier(op) and last_barrier is not None:
            need.append(last_barrier)
        reads = list(op.operands)
        for r in op.regions:
            reads += [v for inner in walk_ops(r) for v in inner.operands]
        for v in reads:
            p = defined_here.get(v)
            if p is not None and p is not op and p not in need:
                need.append(p)
        deps[op] = need
        used.update(need)
        if is_barrier(op):
            last_barrier = op
    # Roots: what nothing else reads (stores, loops without results, ...), by digest; the terminator last.
    roots = sorted((op for op in region.ops if op not in used and not op.is_terminator), key=op_digest.__getitem__)
    roots += [op for op in region.ops if op.is_terminator]

    order: list[Op] = []
    placed: set[Op] = set()
    for root in roots:
        stack: list[tuple[Op, int]] = [(root, 0)]
        while stack:
            op, i = stack.pop()
            if op in placed:
                continue
            pending = deps[op]
            while i < len(pending) and pending[i] in placed:
                i += 1
            if i < len(pending):
                stack.append((op, i + 1))
                stack.append((pending[i], 0))
                continue
            placed.add(op)
            order.append(op)
    region.ops = order


def _rename(entry: Entry) -> None:
    for p in entry.params:
        p.name = f"%arg{p.index}"
    counters = {"value": 0, "arg": 0}

    def visit(region: Region) -> None:
        for a in region.args:
            a.name = f"%r{counters['arg']}"
            counters["arg"] += 1
        for op in region.ops:
            n = counters["value"]
            if len(op.results) == 1:
                op.results[0].name = f"%{n}"
            for i, v in enumerate(op.results if len(op.results) > 1 else []):
                v.name = f"%{n}#{i}"
            if op.results:
                counters["value"] += 1
            for r in op.regions:
                visit(r)

    visit(entry.body)
