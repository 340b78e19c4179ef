"""The value graph of a canonical entry: for each store, scatter and atomic, the tree of what it writes, back to
the loads, arguments and constants it comes from; likewise for what each assert checks and each print prints (no
memory written, but the condition decides which inputs abort the kernel, and the printed values are what its
launcher reads).

A :class:`Node` has a kind, named fields compared exactly (element type, flags, array, tile, padding, reduced
dimension, …), ordered children (the first ``commutative`` of them commute: all of `addf`'s, fma's two
multiplicands) and a structural digest. Integer index math is not a subtree but one ``index`` node holding its
normalized polynomial (``polynomial.py``); `reshape` is transparent (a tile's unit dimensions never change a
lane's value), and so is a `broadcast` of a constant or scalar; a tile broadcast along other dimensions is a
``spread`` node that names the dimensions it varies on. Loops become nodes of their bounds, initial values and
yielded values, with loop indices and carried values as leaves named by nesting depth; reductions carry their
dimension, identities and combiner body; MMA keeps its operand order.

Frontend spellings are rewritten on the way (``equivalences.py``); each rewrite is recorded with its rule name
and line, so the diff can say which equivalence it relied on.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from tilebot.runner.tileir import polynomial as poly
from tilebot.runner.tileir.canonical import COMMUTATIVE, CanonicalEntry
from tilebot.runner.tileir.equivalences import INDEX_NOTES, REWRITABLE, rewrite
from tilebot.runner.tileir.facts import PRINTS, constant_of, dims, identities_text
from tilebot.runner.tileir.layout import EntryLayout
from tilebot.runner.tileir.model import SIGNEDNESS_FLAGS, Op, Region, Value, walk_ops
from tilebot.runner.tileir.nodes import Fields, Node, make_node, stable_text, tagged_outline
from tilebot.runner.tileir.specialization import mask_of
from tilebot.runner.tileir.tile_types import PartitionViewType, TensorViewType, TileType, parse_type

CONVERSIONS = frozenset({"ftof", "itof", "ftoi", "bitcast"})
# Index atoms that do not change between iterations of the innermost loop around a store (outer loop indices
# are checked by name against the innermost one).
_INVARIANT = re.compile(
    r"(bid|nblocks)\.[xyz]|s\d+|(signed_)?iv\d+|(ispace|shape)\(A\d+ [\dx]*\)#\d+|(shape|stride)\(\w+\)#\d+"
    r"|param(#\d+|\(\w+\))"
)
# Leaf atoms that are never negative: block ids, grid sizes, iota, loop indices (`iv0`; `signed_iv0` counts from a
# lower bound that may be negative, see ``_loop_index``), arguments (extents and strides;
# `s3`, `ARG` where abstracted, or by the parameter they pass: `stride(x)#0`, `param(n)`) and index-space and extent
# queries. Not an index read from memory (`data(…)`); an opaque atom (min, max, division, select) is never negative
# where its operands say so, which its name does not (polynomial.IndexMath).
NON_NEGATIVE_LEAF = re.compile(r"(bid|nblocks)\.|iota|iv\d|ARG$|s\d+$|param|(stride|shape|ispace)\(")
# Sinks that write no memory: an assert's condition, a print's operands (facts.py compares the message or format).
CHECKS = frozenset({"assert", "print"})


@dataclass(eq=False, slots=True)
class Sink:
    """A store, scatter or atomic: what it writes (``node``: index, mask and value kids) and where it sits; or an
    assert (``value``: its condition) or a print (``value``: its operands in order), with no index or mask."""

    kind: str  # "store", "atomic", or one of CHECKS
    op: str
    array: str  # the argument it writes: "A0", "A1", … (pointer arguments in order); "" for CHECKS
    fields: Fields  # op, array, view facts, flags, element type, tile
    index: Node
    mask: Node
    value: Node
    context: tuple[Node, ...]  # enclosing loops (bounds) and branches (conditions), outermost first
    line: int
    # A view store inside a loop whose tile index provably differs from one iteration to the next (see
    # ``_disjoint_across_iterations``): two iterations never write the same elements.
    disjoint_across_iterations: bool = False


@dataclass
class ValueGraph:
    sinks: list[Sink]
    rewrites: list[tuple[str, int]] = field(default_factory=list)  # (equivalence rule name, line)
    roles: poly.Roles = field(default_factory=poly.Roles)  # what its argument tags name (``_argument_roles``)
    # Line of each integer op with a signedness flag it read → whether the flag decides there: an operand may be
    # negative (data, an index read from memory) and the op orders, picks or divides by it
    # (polynomial.IndexMath.sign_decides)
    sign_decides: Mapping[int, bool] = field(default_factory=dict)
    # Is an integer value of the entry index math that no launch makes negative (the rule its index math uses)?
    never_negative: Callable[[Value], bool] = field(default=lambda v: False)


SinkKey = tuple[str, ...]  # the canonical digests of a store and of the loops and branches around it


def build(
    entry: CanonicalEntry,
    *,
    loose: bool = False,
    skip: Counter[SinkKey] | None = None,
    layout: EntryLayout | None = None,
) -> ValueGraph:
    """``loose``: also give index nodes their text with scalar arguments abstracted (for entries whose argument
    lists differ, see polynomial.abstract); without it the loose text is the exact one. ``skip``: sinks known to
    be identical on the other side (``sink_keys``), left out (consumed from the counter). ``layout``: name integer
    arguments by the kernel parameter they pass (both entries must have one that names them alike and fits)."""
    return _Builder(entry, loose, Counter() if skip is None else skip, layout).run()


def sink_keys(entry: CanonicalEntry) -> Counter[SinkKey]:
    """Each store's canonical digest with those of the ops around it. Equal keys on both sides mean structurally
    identical stores (the same operand graph, the same loops and branches), so their value graphs are equal and
    need not be built: most stores of a faithful port, and all but the changed one of a large kernel."""
    keys: Counter[SinkKey] = Counter()

    def visit(region: Region, around: SinkKey) -> None:
        for op in region.ops:
            if _is_sink(op):
                keys[(*around, entry.op_digests.get(op, str(id(op))))] += 1
            for r in op.regions:
                if op.name not in ("reduce", "scan"):
                    visit(r, (*around, entry.op_digests.get(op, str(id(op))), r.label))

    visit(entry.entry.body, ())
    return keys


def _is_sink(op: Op) -> bool:
    return op.name.startswith("store") or op.name.startswith("atomic") or op.name == "assert" or op.name in PRINTS


def _tile(text: str) -> TileType | None:
    t = parse_type(text)
    return t if isinstance(t, TileType) else None


def _elem(text: str) -> str:
    t = _tile(text)
    return t.elem if t else ""


def _flags(op: Op, signless: bool = False) -> str:
    """``signless``: the op computes the same signed or unsigned (a conversion of a value never negative)."""
    parts = list(op.flags)
    if signless or (op.name == "cmpi" and not poly.orders(op.flags)):  # an equality: one relation either way
        parts = [f for f in parts if f not in SIGNEDNESS_FLAGS]
    parts += [f"{k}<{v}>" for k, v in sorted(op.attrs.items()) if k not in ("value", "token") and "%" not in v]
    return " ".join(parts)


class _Builder:
    def __init__(self, entry: CanonicalEntry, loose: bool, skip: Counter[SinkKey], layout: EntryLayout | None) -> None:
        self.entry = entry.entry
        self.layout = layout
        self.digests = entry.op_digests
        self.written = entry.written
        self.skip = skip
        self.memo: dict[Value, Node] = {}
        self.region_leaf: dict[Value, str] = {}  # loop index / carried value / combiner argument → leaf name
        self.loop_depth: dict[Op, int] = {}
        self.param_name: dict[Value, str] = {}
        self.rewrites: list[tuple[str, int]] = []
        pointers = scalars = 0
        for p in self.entry.params:
            t = _tile(p.type)
            if t is not None and t.is_pointer:
                self.param_name[p] = f"A{pointers}"
                pointers += 1
            else:
                self.param_name[p] = f"s{scalars}"
                scalars += 1
        self.extent_of = self._tensor_view_extents()
        self.role_of = self._argument_roles()
        # Float scalar arguments are the kernel's own data (a scale, an epsilon), never the launcher's shapes and
        # strides: both frontends pass them in the kernel's parameter order, so they pair by their rank among
        # float arguments, also where the integer arguments before them differ (each launcher's ABI).
        floats = [p for p in self.entry.params if (t := _tile(p.type)) is not None and t.is_float]
        self.float_param_name = {p: f"float{k}" for k, p in enumerate(floats)}
        self.index = poly.IndexMath(self._leaf, self._non_negative)
        self.loose_index = self._loose_math(self._loose_leaf) if loose else self.index
        # The loose math again with each ARG tagged by what it stands for: a constant on both sides must agree.
        self.tagged_index = self._loose_math(self._tagged_leaf, tagged=True) if loose else self.index

    def _loose_math(self, leaf: Callable[[Value], str | None], tagged: bool = False) -> poly.IndexMath:
        """Index math with scalar arguments abstracted (``polynomial.abstract``) that reads each operand's sign as the
        exact math does (``IndexMath.signs``)."""
        return poly.IndexMath(leaf, self._non_negative, loose=True, tagged=tagged, signs=self.index)

    def _tensor_view_extents(self) -> dict[Value, str]:
        """Scalar arguments that a tensor view takes as one of its array's extents, named as a read of that extent
        (``shape(A1 )#2``) is: cuTile Python reads ``K.shape[2]`` as the argument itself, cutile-rs through
        ``get_tensor_shape``; both are the same runtime value."""
        extents: dict[Value, str] = {}
        for op in walk_ops(self.entry.body):
            vt = parse_type(op.results[0].type) if op.name == "make_tensor_view" and op.results else None
            if not isinstance(vt, TensorViewType):
                continue
            base = op.operands[0]  # canonical form: every `assume` is read as its subject
            if not self.param_name.get(base, "").startswith("A"):
                continue
            dynamic = [d for d, n in enumerate(vt.shape) if n == "?"]
            for d, operand in zip(dynamic, op.operands[1:], strict=False):
                if self.param_name.get(operand, "").startswith("s"):
                    extents.setdefault(operand, f"shape({self.param_name[base]} )#{d}")
        return extents

    def _argument_roles(self) -> dict[Value, str]:
        """Integer scalar arguments named by what they stand for, as both launchers name it: a tensor view's stride
        slot (``stride(A1)#0``), else an integer scalar by its rank among them and their count (``int1of2``: two
        launchers that pass the same number of such arguments pass them in the kernel's parameter order).

        Where both entries' layouts name every argument's kernel parameter (``layout``: the symbols, or the port's
        signature), every integer argument is named by it instead: an array's stride read as a plain integer (a
        gather's offset), or a stride the kernel takes as an integer parameter, pairs with the same one on the other
        side even where the two launches pass different numbers of integers (a parameter one launch folds), where
        ranks would not."""
        if self.layout is not None:
            named = self.layout.roles(self.entry.params) or {}
            return {p: role for p, role in named.items() if p not in self.extent_of}
        roles: dict[Value, str] = {}
        for op in walk_ops(self.entry.body):
            vt = parse_type(op.results[0].type) if op.name == "make_tensor_view" and op.results else None
            if not isinstance(vt, TensorViewType) or not self.param_name.get(op.operands[0], "").startswith("A"):
                continue
            dynamic = [d for d, n in enumerate(vt.strides) if n == "?"]
            strides = op.operands[1 + sum(1 for n in vt.shape if n == "?") :]
            for d, operand in zip(dynamic, strides, strict=False):
                if self.param_name.get(operand, "").startswith("s") and operand not in self.extent_of:
                    roles.setdefault(operand, f"stride({self.param_name[op.operands[0]]})#{d}")
        plain = [
            p
            for p in self.entry.params
            if (t := _tile(p.type)) is not None and t.elem.startswith("i") and not t.is_pointer
            if p not in roles and p not in self.extent_of
        ]
        roles.update({p: f"int{k}of{len(plain)}" for k, p in enumerate(plain)})
        return roles

    # ------------------------------------------------------------------ walk

    def run(self) -> ValueGraph:
        self._scan(self.entry.body, 0)
        sinks: list[Sink] = []
        self._sinks(self.entry.body, (), (), sinks)
        notes = [(INDEX_NOTES[name], line) for name, line in self.index.notes]
        taken = frozenset(self.role_of.values())
        layout = self.layout
        roles = poly.Roles(taken) if layout is None else poly.Roles(taken, layout.folded, by_parameter=True)
        signs = dict(self.index.sign_decides)
        return ValueGraph(sinks, self.rewrites + notes, roles, signs, self.index.never_negative)

    def _scan(self, region: Region, depth: int) -> None:
        """Name every region argument: loop indices and carried values by loop depth, combiner arguments."""
        for op in region.ops:
            if op.name in ("for", "loop"):
                self.loop_depth[op] = depth
                r = op.regions[0]
                args = r.args
                if op.name == "for" and args:
                    self.region_leaf[args[0]] = self._loop_index(op, depth)
                    args = args[1:]
                data = [a for a in args if a.type != "token"]
                for j, a in enumerate(data):
                    self.region_leaf[a] = f"carried{depth}.{j}"
                self._scan(r, depth + 1)
            elif op.name in ("reduce", "scan"):
                for r in op.regions:
                    for i, a in enumerate(r.args):
                        self.region_leaf[a] = f"combiner.{i}"
            else:
                for r in op.regions:
                    self._scan(r, depth)

    def _loop_index(self, op: Op, depth: int) -> str:
        """A `for` loop's index by its depth: `iv0`, never negative where the loop's lower bound is not, else
        `signed_iv0` (a loop from a bound read from memory, or below zero, counts from there)."""
        return f"iv{depth}" if self.index.never_negative(op.operands[0]) else f"signed_iv{depth}"

    def _sinks(self, region: Region, context: tuple[Node, ...], around: SinkKey, out: list[Sink]) -> None:
        for op in region.ops:
            name = op.name
            digest = self.digests.get(op, str(id(op)))
            if _is_sink(op):
                key = (*around, digest)
                if self.skip[key] > 0:
                    self.skip[key] -= 1  # identical on the other side: nothing to compare
                else:
                    out.append(self._sink(op, context))
            if name in ("for", "loop"):
                r = op.regions[0]
                self._sinks(r, (*context, self._loop_context(op)), (*around, digest, r.label), out)
            elif name == "if":
                cond = self.value(op.operands[0])
                for i, r in enumerate(op.regions):
                    ctx = make_node("branch", (("of", "if"), ("side", "then" if i == 0 else "else")), (cond,), op.line)
                    self._sinks(r, (*context, ctx), (*around, digest, r.label), out)

    def _loop_context(self, op: Op) -> Node:
        bounds = tuple(self._index_node(v, op.line) for v in op.operands[:3]) if op.name == "for" else ()
        return make_node("loop", (("op", op.name), ("depth", str(self.loop_depth[op]))), bounds, op.line)

    # ------------------------------------------------------------------ memory

    def _sink(self, op: Op, context: tuple[Node, ...]) -> Sink:
        if op.name == "assert" or op.name in PRINTS:
            return self._check(op, context)
        kind = "store" if op.name.startswith("store") else "atomic"
        operands = [v for v in op.operands if v.type != "token"]
        disjoint = False
        if op.name.startswith("store_view"):
            value, view, indices = operands[0], operands[1], operands[2:]
            array, view_fields = self._view(view)
            index = self._index_node_of(indices, op.line)
            loops = [c for c in context if c.kind == "loop" and c.get("op") == "for"]
            if loops and loops[-1] is context[-1]:
                disjoint = self._disjoint_across_iterations(indices, int(loops[-1].get("depth")))
            mask = make_node("mask", (("mask", "view bounds"),), (), op.line)
            fields = view_fields
        else:
            pointers = operands[0]
            masked = mask_of(op)  # by its position: a stored tile of booleans is data, not a mask
            value = next(v for v in operands[1:] if v is not masked)
            array, index = self._pointer(pointers, op.line)
            mask = self._mask(masked, op.line) if masked else make_node("mask", (("mask", "none"),), (), op.line)
            fields = (("view", "pointer"),)
        t = _tile(value.type)
        fields = (("op", op.name), ("array", array), *fields)
        fields += (("elem", t.elem if t else ""), ("tile", dims(t.shape) if t else ""))
        return Sink(kind, op.name, array, fields, index, mask, self.value(value), context, op.line, disjoint)

    def _check(self, op: Op, context: tuple[Node, ...]) -> Sink:
        """An assert (its condition) or a print (its operands, in format order)."""
        operands = tuple(self.value(v) for v in op.operands if v.type != "token")
        kind = "assert" if op.name == "assert" else "print"
        value = make_node("printed", (("values", str(len(operands))),), operands, op.line)
        if kind == "assert" and len(operands) == 1:
            value = operands[0]
        index = make_node("index", (("at", "none"),), (), op.line)
        mask = make_node("mask", (("mask", "none"),), (), op.line)
        return Sink(kind, op.name, "", (), index, mask, value, context, op.line)

    def _disjoint_across_iterations(self, indices: list[Value], depth: int) -> bool:
        """Some tile index is `c·iv + q` with c ≠ 0 for the innermost loop's index `iv` and `q` free of anything
        that changes between iterations (block ids, grid sizes, arguments, outer loop indices, constants):
        different iterations then store different tiles of a partition view, which never overlap."""
        ivs = {(f"iv{depth}",), (f"signed_iv{depth}",)}  # the innermost loop's index, however it starts
        for v in indices:
            p = self.index.of(v)
            if p is None:
                continue
            linear = [k for m, k in p if m in ivs]
            rest = [a for m, _ in p if m not in ivs for a in m]
            invariant = all(_INVARIANT.fullmatch(a) and (a,) not in ivs for a in rest)
            if linear and invariant:
                return True
        return False

    def _view(self, view: Value) -> tuple[str, Fields]:
        """The array a partition view reads or writes, and the view's shape facts."""
        vt = parse_type(view.type)
        array = "?"
        p = view.producer
        while p is not None and p.operands and p.name.startswith("make_"):
            base = p.operands[0]
            if base in self.param_name:
                array = self.param_name[base]
                break
            p = base.producer
        fields: Fields = ()
        if isinstance(vt, PartitionViewType):  # padding: facts.py judges it (whether any lane-mixing op reads it)
            fields = (
                ("view_tile", dims(vt.tile)),
                ("dim_map", ",".join(map(str, vt.dim_map)) if vt.dim_map else "identity"),
            )
        return array, fields

    def _pointer(self, pointers: Value, line: int) -> tuple[str, Node]:
        """(array, offset index node) of a tile of pointers: the base argument plus every `offset` on the way."""
        total: poly.Poly = ()
        loose: poly.Poly = ()
        tagged: poly.Poly = ()
        spreads: list[tuple[tuple[int, ...], int]] = []  # broadcasts passed on the way, last passed first
        v = pointers
        for _ in range(64):
            op = v.producer
            if op is None:
                break
            if op.name == "offset":
                step, loose_step = self.index.of(op.operands[1]), self.loose_index.of(op.operands[1])
                tagged_step = self.tagged_index.of(op.operands[1])
                if step is None or loose_step is None or tagged_step is None:
                    return "?", make_node("index", (("at", "not integer math"),), (self.value(op.operands[1]),), line)
                for spread in reversed(spreads):  # an offset of a narrower pointer tile, spread since
                    step, loose_step = poly.along(step, *spread), poly.along(loose_step, *spread)
                    tagged_step = poly.along(tagged_step, *spread)
                total, loose, tagged = poly.add(total, step), poly.add(loose, loose_step), poly.add(tagged, tagged_step)
                v = op.operands[0]
            elif op.name in ("reshape", "broadcast"):
                widened = poly.spread_of(op) if op.name == "broadcast" else None
                spreads += [widened] if widened is not None else []
                v = op.operands[0]
            else:
                break
        lt, tt = poly.loose_text(loose), poly.loose_text(tagged)
        node = make_node("index", (("at", poly.text(total)),), (), line, loose=lt, tagged=tt)
        return self.param_name.get(v, "?"), node

    def _mask(self, mask: Value, line: int) -> Node:
        p, loose, tagged = self.index.of(mask), self.loose_index.of(mask), self.tagged_index.of(mask)
        if p is not None and loose is not None and tagged is not None:
            lt, tt = poly.loose_text(loose), poly.loose_text(tagged)
            return make_node("mask", (("mask", poly.text(p)),), (), line, loose=lt, tagged=tt)
        return make_node("mask", (("mask", "data"),), (self.value(mask),), line)

    def _index_node_of(self, indices: list[Value], line: int) -> Node:
        """One node for a view access's indices (each a polynomial, or the data it is computed from)."""
        exact, loose, tagged = [], [], []
        for v in indices:
            p, q, g = self.index.of(v), self.loose_index.of(v), self.tagged_index.of(v)
            exact.append(poly.text(p) if p is not None else f"data({stable_text(self.value(v))})")
            loose.append(poly.loose_text(q) if q is not None else exact[-1])
            tagged.append(poly.loose_text(g) if g is not None else exact[-1])
        lt, tt = "; ".join(loose), "; ".join(tagged)
        return make_node("index", (("at", "; ".join(exact)),), (), line, loose=lt, tagged=tt)

    def _index_node(self, v: Value, line: int) -> Node:
        p, q, g = self.index.of(v), self.loose_index.of(v), self.tagged_index.of(v)
        if p is not None and q is not None and g is not None:
            lt, tt = poly.loose_text(q), poly.loose_text(g)
            return make_node("index", (("at", poly.text(p)),), (), line, loose=lt, tagged=tt)
        return self.value(v)

    # ------------------------------------------------------------------ index leaves

    def _leaf(self, v: Value) -> str | None:
        if v in self.param_name:
            if v in self.extent_of:
                return self.extent_of[v]
            return self._argument_name(v) if not self.param_name[v].startswith("A") else None
        name = self.region_leaf.get(v)
        if name is not None:
            return name if name.startswith(("iv", "signed_iv")) else None
        op = v.producer
        if op is None:
            return None
        if op.name == "get_tile_block_id":
            return f"bid.{'xyz'[v.index]}"
        if op.name == "get_num_tile_blocks":
            return f"nblocks.{'xyz'[v.index]}"
        if op.name == "iota":
            t = _tile(v.type)
            return f"iota{dims(t.shape) if t else ''}"
        if op.name in ("get_index_space_shape", "get_tensor_shape") and op.operands:
            array, view = self._view(op.operands[0])
            what = "ispace" if op.name == "get_index_space_shape" else "shape"
            return f"{what}({array} {dict(view).get('view_tile', '')})#{v.index}"
        if op.name.startswith("load") and _elem(v.type).startswith("i"):
            # An index read from memory (a gather by an index array): named by what it loads, so that the same
            # load on both sides is the same atom and arithmetic on it still normalizes.
            return f"data({stable_text(self.value(v))})"
        return None

    def _argument_name(self, v: Value) -> str:
        """A scalar argument's name: by the parameter it passes where both layouts say it (positions differ), else
        by position (``s3``)."""
        if self.layout is not None and v in self.role_of:
            return self.role_of[v]
        return self.param_name[v]

    def _loose_leaf(self, v: Value) -> str | None:
        """As ``_leaf``, a scalar argument abstracted to ARG, except an array's extent: that keeps its name
        (``shape(A1 )#2``), which the other side may read through ``get_tensor_shape`` instead."""
        name = self._leaf(v)
        if name is not None and name.startswith("data("):
            # An index read from memory: named by what it loads as the loose comparison reads that load (its
            # index and mask in loose text), the same way the load compares where it is a value, not an atom; until
            # written, this load and no other (`ix[n] - ix[o]` is not 0).
            return poly.identified(f"data({stable_text(self.value(v), loose=True)})", name)
        if name is not None and v in self.param_name and v not in self.extent_of:
            return poly.identified(poly.ARG, name)  # ARG once written; until then this argument, no other
        return name

    def _tagged_leaf(self, v: Value) -> str | None:
        """As ``_loose_leaf``, an abstracted argument tagged with its role (``polynomial.constants_agree``); an
        index read from memory names the tags of what its load reads, in order (``tagged_outline``): two loads
        alike but for which argument indexes each (`ix[n] - ix[o]` against `ix[o] - ix[n]`) then pair tag by tag."""
        exact = self._leaf(v)
        if exact is not None and exact.startswith("data("):
            load = self.value(v)
            tags = ", ".join(poly.tags_in(tagged_outline(load)))
            return poly.identified(f"data({stable_text(load, loose=True)}{'; ' + tags if tags else ''})", exact)
        name = self._loose_leaf(v)
        abstracted = name is not None and v in self.param_name and v not in self.extent_of
        return poly.role_tag(self.role_of[v]) if abstracted and v in self.role_of else name

    @staticmethod
    def _non_negative(name: str) -> bool:
        return NON_NEGATIVE_LEAF.match(name) is not None

    # ------------------------------------------------------------------ data

    def value(self, v: Value) -> Node:
        seen = self.memo.get(v)
        if seen is not None:
            return seen
        node = self._build(v)
        if node.kind in REWRITABLE:
            node = rewrite(node, self.rewrites)
        self.memo[v] = node
        return node

    def _build(self, v: Value) -> Node:
        op = v.producer
        t = _tile(v.type)
        elem = t.elem if t else ""
        if op is None:
            if v in self.extent_of and elem.startswith("i"):
                # An array's extent passed as an argument (cuTile Python's ``x.shape[1]``) is the value a read of
                # the view's extent (cutile-rs's ``get_tensor_shape``) gives: named alike in data as in indices.
                p, q, g = self.index.of(v), self.loose_index.of(v), self.tagged_index.of(v)
                if p is not None and q is not None and g is not None:
                    lt, tt = poly.loose_text(q), poly.loose_text(g)
                    return make_node("int", (("value", poly.text(p)), ("elem", "int")), (), 0, loose=lt, tagged=tt)
            if v in self.param_name:
                name = self.float_param_name.get(v) or self._argument_name(v)
                return make_node("param", (("name", name), ("elem", elem)))
            return make_node("leaf", (("name", self.region_leaf.get(v, "?")), ("elem", elem)))
        if op.name == "broadcast":
            return self._broadcast(op, t)
        if op.name == "reshape":
            return self.value(op.operands[0])
        if elem.startswith("i") and op.name not in ("load_view_tko", "load_ptr_tko") and not op.regions:
            p, q, g = self.index.of(v), self.loose_index.of(v), self.tagged_index.of(v)
            if p is not None and q is not None and g is not None:
                lt, tt, written = poly.loose_text(q), poly.loose_text(g), self.written.get(op, "")  # a mirrored `cmpi`
                value = (("value", poly.text(p)), ("elem", "int"))
                return make_node("int", value, (), op.line, loose=lt, tagged=tt, written=written)
        if op.name == "constant":
            return self._constant(op, elem)
        if op.name == "load_view_tko":
            return self._load_view(op, v)
        if op.name == "load_ptr_tko":
            return self._gather(op, v)
        if op.name in ("for", "loop"):
            return self._loop_result(op, v)
        if op.name == "if":
            return self._if_result(op, v)
        if op.name in ("reduce", "scan"):
            return self._reduction(op, v)
        kids = tuple(self.value(x) for x in op.operands if x.type != "token")
        fields: Fields = (("elem", elem), ("flags", _flags(op)))
        if op.name in CONVERSIONS:
            fields = (("from", _elem(op.operand_types[0]) if op.operand_types else ""), ("to", elem))
            fields += (("flags", _flags(op, poly.converts_alike(op, self.index.never_negative))),)
        if len(op.results) > 1:
            fields += (("result", str(v.index)),)
        n = len(kids) if op.name in COMMUTATIVE or _symmetric_compare(op) else 2 if op.name == "fma" else 0
        return make_node(op.name, fields, kids, op.line, n, written=self.written.get(op, ""))

    def _broadcast(self, op: Op, t: TileType | None) -> Node:
        """A tile that varies along some dimensions, spread along others: a `spread` node naming which of the
        result's non-unit dimensions it varies on, so a row-wise value spread across columns (`128x1 -> 128x128`)
        differs from the same value spread across rows (`1x128 -> 128x128`). Unit dimensions never matter, and a
        constant or a scalar (no non-unit dimension) is the same value in every lane: those stay transparent."""
        inner = self.value(op.operands[0])
        src = _tile(op.operand_types[0]) if op.operand_types else None
        if src is None or t is None or len(src.shape) != len(t.shape) or inner.kind == "const":
            return inner
        wide = [d for d, n in enumerate(t.shape) if n != 1]
        axes = [wide.index(d) for d, n in enumerate(src.shape) if n != 1 and d in wide]
        if not axes or len(axes) == len(wide):
            return inner
        return make_node("spread", (("axes", ",".join(map(str, axes))), ("of", str(len(wide)))), (inner,), op.line)

    def _constant(self, op: Op, elem: str) -> Node:
        num = op.attrs.get("value", "").partition(":")[2]
        text = constant_of(op.results[0])
        try:
            number = float(text)
        except ValueError:
            number = None
        if number is None or not elem.startswith(("f", "bf", "tf")):
            return make_node("const", (("elem", elem), ("value", text or num.strip())), (), op.line)
        return make_node("const", (("elem", elem),), (), op.line, number=number)

    def _load_view(self, op: Op, v: Value) -> Node:
        operands = [x for x in op.operands if x.type != "token"]
        view, indices = operands[0], operands[1:]
        array, view_fields = self._view(view)
        t = _tile(v.type)
        at = self._index_node_of(indices, op.line)
        fields = (("op", op.name), ("array", array), *view_fields)
        fields += (("elem", t.elem if t else ""), ("tile", dims(t.shape) if t else ""))
        return make_node("load", fields, (at,), op.line)

    def _gather(self, op: Op, v: Value) -> Node:
        operands = [x for x in op.operands if x.type != "token"]
        array, at = self._pointer(operands[0], op.line)
        rest = operands[1:]
        masks = [x for x in rest if _elem(x.type) == "i1"]
        t = _tile(v.type)
        mask = self._mask(masks[0], op.line) if masks else make_node("mask", (("mask", "none"),), (), op.line)
        fields: Fields = (("op", op.name), ("array", array), ("view", "pointer"))
        fields += (("elem", t.elem if t else ""), ("tile", dims(t.shape) if t else ""))
        return make_node("load", fields, (at, mask), op.line)

    def _loop_result(self, op: Op, v: Value) -> Node:
        carried = [i for i, t in enumerate(op.result_types) if t != "token"]
        j = carried.index(v.index) if v.index in carried else v.index
        bounds = tuple(self._index_node(x, op.line) for x in op.operands[:3]) if op.name == "for" else ()
        inits = op.operands[3:] if op.name == "for" else op.operands
        init_nodes = tuple(self.value(x) for x in inits if x.type != "token")
        body = op.regions[0].ops
        yields = body[-1].operands if body and body[-1].is_terminator else []
        yield_nodes = tuple(self.value(x) for x in yields if x.type != "token")
        fields = (("op", op.name), ("depth", str(self.loop_depth.get(op, 0))), ("result", str(j)))
        return make_node("loop", fields, (*bounds, *init_nodes, *yield_nodes), op.line)

    def _if_result(self, op: Op, v: Value) -> Node:
        kids = [self.value(op.operands[0])]
        for r in op.regions:
            term = r.ops[-1] if r.ops and r.ops[-1].is_terminator else None
            if term is not None and v.index < len(term.operands):
                kids.append(self.value(term.operands[v.index]))
        return make_node("if", (("result", str(v.index)), ("elem", _elem(v.type))), tuple(kids), op.line)

    def _reduction(self, op: Op, v: Value) -> Node:
        src = _tile(op.operand_types[0]) if op.operand_types else None
        dim = op.attrs.get("dim", "")
        if src is not None and dim.isdigit() and int(dim) < len(src.shape):
            d = int(dim)
            dim = "unit" if src.shape[d] == 1 else str(sum(1 for x in src.shape[:d] if x != 1))
        body = op.regions[0].ops if op.regions else []
        yields = body[-1].operands if body and body[-1].is_terminator else []
        combiner = tuple(self.value(x) for x in yields)
        fields = (
            ("op", op.name),
            ("dim", dim),
            ("reverse", op.attrs.get("reverse", "")),
            ("identities", identities_text(op.attrs.get("identities", ""))),
            ("elem", src.elem if src else ""),
            ("result", str(v.index)),
        )
        kids = tuple(self.value(x) for x in op.operands if x.type != "token")
        return make_node("reduce", fields, (*kids, *combiner), op.line)


def _symmetric_compare(op: Op) -> bool:
    return op.name in ("cmpf", "cmpi") and any(f in ("equal", "not_equal") for f in op.flags)
