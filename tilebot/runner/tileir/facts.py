"""What the diff compares: a canonical entry reduced to per-family items (not text).

Each op the comparison cares about becomes an :class:`Item` of a family (memory, reduction, mma,
conversion, arith, control, other) with named fields, the region path it sits in (`entry`,
`entry/for#0`, `entry/if#0.else`) and its source line. Token structure becomes, per memory op, the set
of memory ops it is ordered after (through tokens, joins and loop-carried tokens; `make_token` orders
nothing). Reduce/scan bodies are folded into their reduce item as the combiner.

Entry and memory-op hints are read for one compilation target (``TARGET_ARCH``, sm_90 like the reference
export and the cutile-rs harness): the `default` dictionary overlaid by the target's own; dictionaries for
other architectures do not apply (Tile IR optimization guide §11.1) and are only listed.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache

from tilebot.runner.tileir import equivalences
from tilebot.runner.tileir.canonical import REDUCING_REGIONS, CanonicalEntry
from tilebot.runner.tileir.model import TERMINATORS, Op, Region, Value, signedness, walk_ops
from tilebot.runner.tileir.polynomial import converts_alike
from tilebot.runner.tileir.rewrites import float_from_bits
from tilebot.runner.tileir.tile_types import (
    OtherType,
    PartitionViewType,
    TensorViewType,
    TileType,
    parse_type,
    split_top,
)

TARGET_ARCH = "sm_90"
UNIT_DIM = "on a size-1 dimension"  # suffix of a last_stride value whose dimension has static size 1
ORDERINGS = frozenset({"weak", "relaxed", "acquire", "release", "acq_rel", "seq_cst"})
SCOPES = frozenset({"tl_blk", "device", "sys"})
MMA_OPS = frozenset({"mmaf", "mmai", "mmaf_scaled"})
CONVERSIONS = frozenset({"ftof", "itof", "ftoi", "exti", "trunci", "bitcast", "ptr_to_int", "int_to_ptr"})
CONTROL = frozenset({"for", "loop", "if"})
# Debug output (tileirdisasm prints `print_tko`): compared by format and printed values, never as a memory op.
PRINTS = frozenset({"print", "printf", "print_tko"})
# Plumbing whose count says nothing about the kernel's meaning once the families above are compared.
HELPERS = frozenset(
    {
        "reshape",
        "broadcast",
        "constant",
        "make_token",
        "join_tokens",
        "make_tensor_view",
        "make_partition_view",
        "get_tile_block_id",
        "get_num_tile_blocks",
        "get_index_space_shape",
        "get_tensor_shape",
        "offset",
        "iota",
        "assume",
        *TERMINATORS,
    }
)
# Integer ops that index math is made of (what a bounds-check compare may read on its index side).
INDEX_OPS = frozenset(
    {"exti", "trunci", "reshape", "broadcast", "addi", "subi", "muli", "divi", "remi", "mini", "maxi"}
)
# Data movement, not arithmetic: compared by count in the "other" family.
MOVEMENT = frozenset({"permute", "cat", "extract", "insert", "pack", "unpack", "transpose"})


@dataclass(frozen=True, slots=True)
class Item:
    family: str
    kind: str  # what pairs with what inside a family: "load", "store", "reduce", "addf", "for", …
    op: str
    path: str
    line: int
    fields: tuple[tuple[str, str], ...]
    # loads: the loaded lanes reach an op that combines lanes (reduce, mma, …) or a store addressed otherwise
    lanes_mix: bool = False
    context: str = ""  # what feeds the op (producers' names): tells identical items apart, never compared
    index_math: bool = False  # integer ops: results reach only addresses, masks, view indices, loop bounds
    written: str = ""  # how the source spelled the op where the canonical form reads it otherwise; never compared
    # conversions: a signed and an unsigned one read the operand alike (polynomial.converts_alike); never compared
    converts_alike: bool = False

    @property
    def signature(self) -> tuple[str, str, tuple[tuple[str, str], ...]]:
        return (self.kind, self.path, self.fields)

    def get(self, name: str) -> str:
        return next((v for k, v in self.fields if k == name), "")


@dataclass
class EntryFacts:
    items: list[Item] = field(default_factory=list)
    tokens: list[Item] = field(default_factory=list)  # family "token": fields (("after", …),)
    hints: dict[str, str] = field(default_factory=dict)  # effective entry hints for TARGET_ARCH
    other_arch_hints: tuple[str, ...] = ()  # architectures with their own hint dictionary, other than the target
    pointer_params: Counter[str] = field(default_factory=Counter)  # element types
    scalar_params: int = 0
    tile_shapes: set[str] = field(default_factory=set)  # every non-scalar data tile shape, e.g. "64x32"
    uses_pointer_memory: bool = False  # gather/scatter/atomics through tiles of pointers

    def family(self, name: str) -> list[Item]:
        return [i for i in self.items if i.family == name]


def extract(entry: CanonicalEntry, never_negative: Callable[[Value], bool]) -> EntryFacts:
    """``never_negative``: whether an integer value is index math no launch makes negative, by the rule the value
    graph's index math uses (``polynomial.IndexMath.never_negative``): one rule for a mask's kind and a compare's."""
    return _Extractor(entry, never_negative).run()


def parse_hints(text: str, target: str = TARGET_ARCH) -> dict[str, str]:
    """`default = {num_cta_in_cga = 2}, sm_90 = {occupancy = 1}` → effective {key: value} for ``target``:
    the default dictionary overlaid by the target's; other architectures' dictionaries do not apply."""
    return dict(_hints(text, target)) if text else {}


def hint_architectures(text: str) -> tuple[str, ...]:
    """The keys of an `optimization_hints` dictionary (`default`, `sm_90`, …), in order."""
    return tuple(part.partition("=")[0].strip() for part in split_top(text)) if text else ()


@lru_cache(maxsize=1024)
def _hints(text: str, target: str) -> tuple[tuple[str, str], ...]:
    default: dict[str, str] = {}
    specific: dict[str, str] = {}
    for part in split_top(text):
        arch, _, body = part.partition("=")
        arch = arch.strip()
        if arch not in ("default", target):
            continue
        into = default if arch == "default" else specific
        for kv in split_top(body.strip().strip("{}")):
            k, _, v = kv.partition("=")
            into[k.strip()] = v.strip()
    return tuple({**default, **specific}.items())


def constant_of(v: Value) -> str:
    """A value's constant, looking through reshape/broadcast, normalized (`0`, `-inf`, `1024`); else ""."""
    seen = 0
    while v.producer is not None and v.producer.name in ("reshape", "broadcast") and seen < 16:
        v = v.producer.operands[0]
        seen += 1
    op = v.producer
    if op is not None and op.name in ("addi", "subi") and len(op.operands) == 2:
        return _integer_sum(op)
    if op is None or op.name != "constant":
        return ""
    dtype, _, num = op.attrs.get("value", "").partition(":")
    return _number(num.strip(), dtype.strip())


def _integer_sum(op: Op) -> str:
    """An `addi`/`subi` of constants is their sum, and `b - b` is 0 whatever `b` is: the zero cutile cannot bound
    that the translator adds to a loop's bounds (constructs.toml) reads as the constant bound it is."""
    a, b = op.operands
    if op.name == "subi" and a is b:
        return "0"
    try:
        x, y = int(constant_of(a)), int(constant_of(b))
    except ValueError:
        return ""
    return str(x + y if op.name == "addi" else x - y)


def converted_constant(v: Value) -> str:
    """A float constant converted to another float type (`ftof`, round to nearest even: one frontend converts
    at compile time, the other in the kernel), looking through reshape/broadcast: the converted constant as
    ``constant_of`` names it; else ""."""
    while v.producer is not None and v.producer.name in ("reshape", "broadcast"):
        v = v.producer.operands[0]
    op = v.producer
    to = _tile(op.result_types[0]) if op is not None and op.name == "ftof" and op.result_types else None
    if op is None or to is None or op.attrs.get("rounding", "nearest_even") != "nearest_even" or op.flags:
        return ""
    source = constant_of(op.operands[0])
    try:
        value = float(source)
    except ValueError:
        return ""
    return _number(repr(equivalences.round_to(value, to.elem)), to.elem)


@lru_cache(maxsize=4096)
def dims(shape: tuple[int, ...]) -> str:
    """A tile shape without its unit dimensions: `1x1024` and `1024` are the same 1 024 lanes (keepdims,
    a row held as 1xN); "scalar" when nothing is left."""
    return "x".join(str(d) for d in shape if d != 1) or "scalar"


def _reduced_dim(dim: str, src: TileType | None) -> str:
    """The reduced dimension counted among non-unit dimensions; "unit" for a size-1 one (a no-op)."""
    if src is None or not dim.isdigit() or int(dim) >= len(src.shape):
        return dim
    d = int(dim)
    return "unit" if src.shape[d] == 1 else str(sum(1 for x in src.shape[:d] if x != 1))


def _number(text: str, dtype: str) -> str:
    """A constant's value as text: integers in decimal, floats decoded from hex bit patterns (`0xFC00` → -inf)."""
    try:
        if dtype.startswith("i"):
            return str(int(text, 0))
        if text.lower().startswith("0x"):
            value = float_from_bits(int(text, 16), dtype)
            if value is None:
                return text
        else:
            value = float(text)
    except ValueError:
        return text
    if math.isnan(value):
        return "nan"
    if math.isinf(value):
        return "-inf" if value < 0 else "inf"
    return repr(value).removesuffix(".0")


_PADDING_NAMES = {"0": "zero", "-0": "neg_zero", "-inf": "neg_inf", "inf": "pos_inf", "nan": "nan"}


def padding_name(value: str) -> str:
    """A padding constant in the partition-view keyword spelling, so view and gather paddings compare."""
    return _PADDING_NAMES.get(value, value)


@lru_cache(maxsize=1024)
def identities_text(attr: str) -> str:
    """`[0xFF800000 : f32, 0.0 : f32]` → `-inf, 0` (the element type is compared separately)."""
    values = []
    for part in split_top(attr.strip().removeprefix("[").removesuffix("]")):
        num, _, dtype = part.rpartition(":")
        values.append(_number(num.strip(), dtype.strip()) if num else part)
    return ", ".join(values)


def _tile(text: str) -> TileType | None:
    t = parse_type(text)
    return t if isinstance(t, TileType) else None


class _Extractor:
    def __init__(self, entry: CanonicalEntry, never_negative: Callable[[Value], bool]) -> None:
        self.entry = entry.entry
        self.never_negative = never_negative
        self.written = entry.written
        self.facts = EntryFacts()
        self.arg_owner: dict[Value, tuple[Op, int]] = {}  # loop-carried region argument → (loop op, index)
        self.memory_ops: list[tuple[Op, str, str]] = []  # (op, path, label)
        self.labels: dict[Op, str] = {}
        self.users: dict[Value, list[Op]] = {}  # value → ops reading it, nested regions included
        self.owner: dict[Op, Op] = {}  # terminator → the op whose region it ends
        self.params: set[Value] = set(entry.entry.params)
        self.exp_memo: dict[Value, frozenset[Op]] = {}
        self.data_memo: dict[Value, bool] = {}
        self.result_types: set[str] = set()

    def run(self) -> EntryFacts:
        f = self.facts
        f.hints = parse_hints(self.entry.hints)
        f.other_arch_hints = tuple(a for a in hint_architectures(self.entry.hints) if a not in ("default", TARGET_ARCH))
        for p in self.entry.params:
            t = _tile(p.type)
            if t is not None and t.is_pointer:
                f.pointer_params[t.elem[4:-1]] += 1
            else:
                f.scalar_params += 1
        for op in walk_ops(self.entry.body):
            for v in op.operands:
                self.users.setdefault(v, []).append(op)
            for r in op.regions:
                for inner in r.ops:
                    if inner.is_terminator:
                        self.owner[inner] = op
        self._region(self.entry.body, "entry")
        for text in self.result_types:
            tt = _tile(text)
            if tt is not None and not tt.is_scalar and not tt.is_pointer:
                f.tile_shapes.add(dims(tt.shape))
        memo: dict[Value, frozenset[str]] = {}
        for op, path, label in self.memory_ops:
            tokens = [v for v in op.operands if v.type == "token"]
            after: set[str] = set()
            for token in tokens:
                after |= self._provenance(token, memo, set())
            f.tokens.append(Item("token", label, op.name, path, op.line, (("after", ", ".join(sorted(after))),)))
        return f

    # ------------------------------------------------------------------ walk

    def _region(self, region: Region, path: str) -> None:
        seen: Counter[str] = Counter()
        for op in region.ops:
            self._op(op, path)
            if op.regions and op.name not in REDUCING_REGIONS:
                k = seen[op.name]
                seen[op.name] += 1
                for i, r in enumerate(op.regions):
                    if op.name in ("for", "loop"):
                        first_carried = 1 if op.name == "for" else 0
                        for j, a in enumerate(r.args[first_carried:]):
                            self.arg_owner[a] = (op, j)
                    suffix = "" if len(op.regions) == 1 else "." + (r.label or ("then" if op.name == "if" else str(i)))
                    self._region(r, f"{path}/{op.name}#{k}{suffix}")

    def _op(self, op: Op, path: str) -> None:
        self.result_types.update(op.result_types)
        name = op.name
        if name in PRINTS:
            # the text it prints around the values (the values are the value graph's: valuegraph.py)
            fmt = next((f for f in op.flags if f.startswith('"')), "")
            self._add("other", "print", op, path, (("format", fmt),))
        elif name.endswith("_tko") or name.startswith("atomic"):
            self._memory(op, path)
        elif name in REDUCING_REGIONS:
            self._reduction(op, path)
        elif name in MMA_OPS:
            self._mma(op, path)
        elif name in CONVERSIONS:
            self._conversion(op, path)
        elif name in CONTROL:
            self._control(op, path)
        elif name == "assert":
            # what a failing check reports to whoever launched the kernel: the printed string literal, escapes kept
            message = next((f for f in op.flags if f.startswith('"')), "")
            self._add("other", name, op, path, (("message", message),))
        elif name in HELPERS:
            return
        elif name in MOVEMENT:
            self._add("other", name, op, path, ())
        elif op.results and (_tile(op.result_types[0]) is not None):
            self._arith(op, path)
        else:
            self._add("other", name, op, path, ())

    def _add(
        self, family: str, kind: str, op: Op, path: str, fields: tuple[tuple[str, str], ...], alike: bool = False
    ) -> None:
        item = Item(family, kind, op.name, path, op.line, fields, context=_context(op), converts_alike=alike)
        self.facts.items.append(item)

    # ------------------------------------------------------------------ families

    def _memory(self, op: Op, path: str) -> None:
        name = op.name
        kind = "load" if name.startswith("load") else "store" if name.startswith("store") else "atomic"
        fields: list[tuple[str, str]] = [("op", name)]
        fields.append(("ordering", next((x for x in op.flags if x in ORDERINGS), "")))
        fields.append(("scope", next((x for x in op.flags if x in SCOPES), "")))
        view = next(
            (v for v in op.operands if not isinstance(parse_type(v.type), TileType) and v.type != "token"), None
        )
        pointers = next((v for v in op.operands if (t := _tile(v.type)) is not None and t.is_pointer), None)
        data = self._data_value(op, kind)
        data_t = _tile(data.type) if data is not None else None
        fields.append(("elem", data_t.elem if data_t else ""))
        fields.append(("tile", dims(data_t.shape) if data_t else ""))
        if view is not None:
            vt = parse_type(view.type)
            fields.append(("view", _view_kind(view.type)))
            if isinstance(vt, PartitionViewType):
                fields.append(("view_tile", dims(vt.tile)))
                fields.append(("padding", vt.padding or "none"))
                fields.append(("dim_map", ",".join(map(str, vt.dim_map)) if vt.dim_map else "identity"))
                tv = vt.tensor
                fields.append(("last_stride", _last_stride(tv)))
                fields.append(("view_elem", tv.elem if tv else ""))
        elif pointers is not None:
            self.facts.uses_pointer_memory = True
            fields.append(("view", "pointer"))
            masks = [v for v in op.operands if (t := _tile(v.type)) is not None and t.elem == "i1" and not t.is_scalar]
            fields.append(("mask", self._mask_kind(masks[0]) if masks else "no"))
            if kind == "load":
                pads = [
                    v
                    for v in op.operands
                    if v is not pointers and v not in masks and v.type != "token" and _tile(v.type) is not None
                ]
                pad = (constant_of(pads[0]) or converted_constant(pads[0]) or "computed") if pads else ""
                fields.append(("padding", padding_name(pad) if pads else "none"))
        if kind == "atomic":
            fields.append(("rmw", next((x for x in op.flags if x not in ORDERINGS and x not in SCOPES), "")))
        hints = parse_hints(op.attrs.get("optimization_hints", "").strip("<>"))
        fields.append(("latency", hints.pop("latency", "")))
        fields.append(("allow_tma", hints.pop("allow_tma", "")))
        fields.append(("other_hints", ", ".join(f"{k}={v}" for k, v in sorted(hints.items()))))
        mixes = kind == "load" and bool(op.results) and self._lanes_mix(op.results[0], pointers is not None)
        self.facts.items.append(Item("memory", kind, op.name, path, op.line, tuple(fields), mixes, _context(op)))
        label = " ".join(x for x in (name, data_t.elem if data_t else "", dims(data_t.shape) if data_t else "") if x)
        self.labels[op] = label
        self.memory_ops.append((op, path, label))

    def _lanes_mix(self, loaded: Value, by_pointer: bool) -> bool:
        """Does the loaded tile reach an op that combines lanes, or a store addressed otherwise than its load (a
        gather's lanes stored through a view: the view keeps the lanes the gather's mask padded)? Only then can
        padding values matter."""
        seen: set[Value] = set()
        work = [loaded]
        while work:
            v = work.pop()
            if v in seen:
                continue
            seen.add(v)
            for user in self.users.get(v, []):
                if _stores(user) and _by_pointer(user) != by_pointer:
                    return True
                if user.name.endswith("_tko") or user.name.startswith("atomic") or user.is_terminator:
                    continue  # stored alike (views and masked scatters drop out-of-bounds lanes) or yielded
                if not _lane_wise(user):
                    return True
                work.extend(user.results)
        return False

    @staticmethod
    def _data_value(op: Op, kind: str) -> Value | None:
        if kind == "load" and op.results:
            return op.results[0]
        for v in op.operands:  # the stored / accumulated value: a data tile, not pointers, mask or indices
            t = _tile(v.type)
            if t is not None and not t.is_pointer and t.elem != "i1" and (not t.is_scalar or op.operands[0] is v):
                return v
        return op.results[0] if op.results and op.results[0].type != "token" else None

    def _reduction(self, op: Op, path: str) -> None:
        src = _tile(op.operand_types[0]) if op.operand_types else None
        out = _tile(op.result_types[0]) if op.result_types else None
        body = [o for r in op.regions for o in walk_ops(r) if not o.is_terminator]
        combiner = ", ".join(sorted(" ".join([o.name, *o.flags]) for o in body))
        fields = (
            ("dim", _reduced_dim(op.attrs.get("dim", ""), src)),
            ("reverse", op.attrs.get("reverse", "")),
            ("identities", identities_text(op.attrs.get("identities", ""))),
            ("combiner", combiner),
            ("elem", src.elem if src else ""),
            ("shape", dims(src.shape) if src else ""),
            ("out_shape", dims(out.shape) if out else ""),
        )
        self._add("reduction", op.name, op, path, fields)

    def _mma(self, op: Op, path: str) -> None:
        types = [_tile(t) for t in op.operand_types]
        names = ("a", "b", "acc")
        fields: list[tuple[str, str]] = [("op", op.name)]
        for n, t in zip(names, types, strict=False):
            fields.append((f"{n}_elem", t.elem if t else ""))
            fields.append((f"{n}_shape", dims(t.shape) if t else ""))
        fields.append(("flags", " ".join(op.flags)))
        self._add("mma", "mma", op, path, tuple(fields))

    def _conversion(self, op: Op, path: str) -> None:
        if op.operands and constant_of(op.operands[0]):
            return  # a converted constant is a constant: compared by value in the value graph (equivalences.py)
        src = _tile(op.operand_types[0]) if op.operand_types else None
        dst = _tile(op.result_types[0]) if op.result_types else None
        fields = (
            ("from", src.elem if src else ""),
            ("to", dst.elem if dst else ""),
            ("flags", _flag_text(op)),
        )
        self._add("conversion", op.name, op, path, fields, converts_alike(op, self.never_negative))

    def _control(self, op: Op, path: str) -> None:
        carried = ", ".join(t for t in op.result_types if t != "token")
        fields: list[tuple[str, str]] = [("carried", carried)]
        if op.name == "for" and len(op.operands) >= 3:
            fields.append(("lower", constant_of(op.operands[0]) or "dynamic"))
            fields.append(("step", constant_of(op.operands[2]) or "dynamic"))
        self._add("control", op.name, op, path, tuple(fields))

    def _arith(self, op: Op, path: str) -> None:
        t = _tile(op.operand_types[0]) if op.operand_types else _tile(op.result_types[0])
        elem = t.elem if t else ""
        fields: tuple[tuple[str, str], ...] = (("elem", elem), ("flags", _flag_text(op)))
        if op.name == "divf" and len(op.operands) == 2:
            shared = self._exp_sources(op.operands[0]) & self._exp_sources(op.operands[1])
            fields += (("exp_ratio", "yes" if shared else "no"),)
        index = elem.startswith("i") and self._index_only(op)
        written = self.written.get(op, "")
        self.facts.items.append(
            Item("arith", op.name, op.name, path, op.line, fields, False, self._signed_context(op), index, written)
        )

    def _signed_context(self, op: Op) -> str:
        """What feeds an arithmetic op, and whether each operand may be negative: of two alike ops (the sign checks
        of two floor-remainder fix-ups) the one the other side changed pairs with its own twin, not with the one
        whose operand's sign decides a signedness difference."""
        signs = "".join("+" if self.never_negative(v) else "?" for v in op.operands)
        return f"{_context(op)}|{signs}"

    def _index_only(self, op: Op) -> bool:
        """Do the op's results reach only addresses, masks, view indices and loop bounds, never data?"""
        return not any(self._feeds_data(v) for v in op.results)

    def _feeds_data(self, root: Value) -> bool:
        """Does ``root`` reach data (a stored value, a float, a reduction or MMA)? Memoized per value,
        iteratively (index chains of unrolled code are long)."""
        memo = self.data_memo
        stack: list[tuple[Value, bool]] = [(root, False)]
        follow: dict[Value, list[Value]] = {}
        while stack:
            v, expanded = stack.pop()
            if v in memo:
                continue
            if expanded:
                memo[v] = any(memo.get(n, False) for n in follow.pop(v))
                continue
            direct, nexts = self._data_edges(v)
            if direct:
                memo[v] = True
                continue
            follow[v] = nexts
            stack.append((v, True))
            stack.extend((n, False) for n in nexts if n not in memo and n not in follow)
        return memo[root]

    def _data_edges(self, v: Value) -> tuple[bool, list[Value]]:
        """(whether a user of ``v`` makes it data, the values ``v`` flows into otherwise)."""
        nexts: list[Value] = []
        for user in self.users.get(v, []):
            name = user.name
            if name.endswith("_tko") or name.startswith("atomic"):
                kind = "load" if name.startswith("load") else "store" if name.startswith("store") else "atomic"
                if kind == "load" and any(v is p for p in _padding_operands(user)):
                    return True, []
                if kind != "load" and self._data_value(user, kind) is v:
                    return True, []
                continue  # an address, index, mask or token operand
            if user.is_terminator:
                owner = self.owner.get(user)
                if owner is not None:
                    nexts.extend(owner.results)
                continue
            if name in ("if", "offset") or name.startswith("make_") or name == "get_index_space_shape":
                continue  # a branch condition, a pointer offset, a view's shape or stride
            if name == "for" and any(v is b for b in user.operands[:3]):
                continue  # a loop bound or step
            if name in REDUCING_REGIONS or name in MMA_OPS:
                return True, []
            if any((t := _tile(x)) is not None and t.is_float for x in user.result_types):
                return True, []  # selects data values, converts to float, …
            nexts.extend(user.results)
        return False, nexts

    def _exp_sources(self, root: Value) -> frozenset[Op]:
        """The exp/exp2 ops a float value is computed from in straight-line code (not through loops, loads or
        constants). Memoized per value, iteratively (unrolled code makes long chains)."""
        memo = self.exp_memo
        stack: list[tuple[Value, bool]] = [(root, False)]
        pending: set[Value] = set()
        while stack:
            v, expanded = stack.pop()
            if v in memo:
                continue
            op = v.producer
            if op is None or op.name in CONTROL or op.name.endswith("_tko") or op.name == "constant":
                memo[v] = frozenset()
            elif op.name in ("exp", "exp2"):
                memo[v] = frozenset({op})
            elif expanded:
                pending.discard(v)
                memo[v] = frozenset().union(*(memo.get(x, frozenset()) for x in op.operands))
            else:
                pending.add(v)
                stack.append((v, True))
                stack.extend((x, False) for x in op.operands if x not in memo and x not in pending)
        return memo[root]

    def _mask_kind(self, mask: Value) -> str:
        """ "bounds" for an `andi` of `index < extent` compares (an extent read from an argument), else "yes".
        A signed compare is "signed bounds" unless its index cannot be negative: a negative index passes it, where
        cuTile Python's unsigned compare rejects it."""
        leaves: list[Op] = []
        work = [mask]
        while work:
            op = work.pop().producer
            if op is None:
                return "yes"
            if op.name == "andi":
                work.extend(op.operands)
            elif op.name in ("reshape", "broadcast"):
                work.append(op.operands[0])
            elif op.name == "cmpi" and len(op.operands) == 2:
                leaves.append(op)
            else:
                return "yes"
        for cmp in leaves:
            a, b = cmp.operands
            if "less_than" in cmp.flags:
                index, extent = a, b
            elif "greater_than" in cmp.flags:
                index, extent = b, a
            else:
                return "yes"  # `<=` lets the index equal the extent: not a bounds check
            if not (self._is_index(index) and self._is_extent(extent)):
                return "yes"
            if signedness(cmp.flags) == "signed" and not self.never_negative(index):
                return "signed bounds"
        return "bounds"

    def _is_index(self, v: Value, depth: int = 0) -> bool:
        """Integer arithmetic over block ids, iota, loop indices, arguments and constants (no loaded data)."""
        op = v.producer
        if op is None:
            return True  # an argument or a loop index
        if op.name in ("iota", "get_tile_block_id", "constant", "get_num_tile_blocks"):
            return True
        if op.name in INDEX_OPS and depth < 32:
            return all(self._is_index(x, depth + 1) for x in op.operands)
        return False

    def _is_extent(self, v: Value) -> bool:
        """An entry argument, widened, reshaped or broadcast: a runtime extent passed by the launcher."""
        while v.producer is not None and v.producer.name in ("exti", "trunci", "reshape", "broadcast"):
            v = v.producer.operands[0]
        return v.producer is None and v in self.params

    # ------------------------------------------------------------------ tokens

    def _provenance(self, v: Value, memo: dict[Value, frozenset[str]], busy: set[Value]) -> frozenset[str]:
        """Labels of the memory ops a token value is ordered after."""
        if v in memo:
            return memo[v]
        if v in busy:
            return frozenset()
        busy.add(v)
        out: set[str] = set()
        op = v.producer
        if op is None:
            owner = self.arg_owner.get(v)
            if owner is not None:
                loop, j = owner
                inits = loop.operands[3:] if loop.name == "for" else loop.operands
                if j < len(inits):
                    out |= self._provenance(inits[j], memo, busy)
                out |= self._from_terminators(loop, j, memo, busy)
        elif op in self.labels:
            out.add(self.labels[op])
            for t in op.operands:
                if t.type == "token":
                    out |= self._provenance(t, memo, busy)
        elif op.name == "join_tokens" or op.name in PRINTS:  # a print orders nothing itself: what it is after
            for t in op.operands:
                if t.type == "token":
                    out |= self._provenance(t, memo, busy)
        elif op.regions:
            out |= self._from_terminators(op, v.index, memo, busy)
            if op.name == "loop" and v.index < len(op.operands):
                out |= self._provenance(op.operands[v.index], memo, busy)
        busy.discard(v)
        result = frozenset(out)
        memo[v] = result
        return result

    def _from_terminators(self, op: Op, index: int, memo: dict[Value, frozenset[str]], busy: set[Value]) -> set[str]:
        out: set[str] = set()
        for r in op.regions:
            for inner in walk_ops(r):
                if inner.is_terminator and index < len(inner.operands) and inner.operands[index].type == "token":
                    out |= self._provenance(inner.operands[index], memo, busy)
        return out


def _context(op: Op) -> str:
    return ",".join(v.producer.name if v.producer is not None else "arg" for v in op.operands)


def _stores(op: Op) -> bool:
    """Does a memory op write (a store, an atomic)?"""
    return op.name.startswith(("store", "atomic"))


def _by_pointer(op: Op) -> bool:
    """Does a memory op address memory through a tile of pointers (a gather, a scatter), not through a view?"""
    return any((t := _tile(v.type)) is not None and t.is_pointer for v in op.operands)


def _lane_wise(op: Op) -> bool:
    """Elementwise: every result lane depends on the same lane of each operand (same shapes throughout)."""
    if op.regions or op.name in MMA_OPS or op.name in MOVEMENT or op.name in ("reshape", "broadcast"):
        return False
    shapes = {t.shape for t in (_tile(x) for x in [*op.operand_types, *op.result_types]) if t is not None}
    return len(shapes) <= 1 or (len(shapes) == 2 and () in shapes)


def _view_kind(type_text: str) -> str:
    t = parse_type(type_text)
    if isinstance(t, PartitionViewType):
        return "partition_view"
    if isinstance(t, TensorViewType):
        return "tensor_view"
    text = t.text if isinstance(t, OtherType) else type_text
    return text.split("<", 1)[0]


def _last_stride(tv: TensorViewType | None) -> str:
    if tv is None or not tv.strides:
        return ""
    text = "1" if tv.strides[-1] == "1" else "dynamic" if tv.strides[-1] == "?" else tv.strides[-1]
    return f"{text} {UNIT_DIM}" if tv.shape and tv.shape[-1] == "1" else text


def _padding_operands(op: Op) -> list[Value]:
    """A gather's padding value: the operand of the loaded tile's own type."""
    return [v for v in op.operands if op.results and v.type == op.results[0].type]


def _flag_text(op: Op) -> str:
    parts = list(op.flags)
    for k, v in sorted(op.attrs.items()):
        if k not in ("value", "token"):
            parts.append(f"{k}<{v}>")
    return " ".join(parts)
