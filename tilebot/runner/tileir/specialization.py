"""Bounds checks against an extent cuTile Python specialized to its launch value, read back from the entry symbol.

cuTile Python compiles a kernel for the arrays of one launch: an extent of 1 (and any extent an
``ArrayAnnotation(static_shape_dims=…)`` names) becomes a compile-time constant, recorded in the mangled entry
symbol (``A3f32_1s1…``: dimension 0 has static shape 1), and its argument is never read. A gather's or scatter's
bounds check on that dimension is then ``index < 1``, where a frontend that does not specialize (cutile-rs)
compares with the extent argument: the same compare for every launch the reference was compiled for, and the
general one for the others.

:func:`folded_extents` finds those compares, each with the extent argument its constant stands for, so that the
canonical form reads the argument again (``canonical.py``). It reads the entry as written (an ``assume`` is the
value it is about), before the canonical form's CSE, which would merge two arrays' checks of one index against
the same constant into one compare standing for two extents (sparse_mla gathers K and V at one index, both
extents 1). A dimension whose stride argument is missing from the offset has the index 0 (``0 · stride`` folded
away: sparse_mla's ``ct.gather(KPE, (b, 0, rows, cols))``), so ``0 < 1`` is its bounds check too.

A compare counts only when it is provably that bounds check, never a mask the kernel wrote:
- the entry symbol demangles (cuTile Python's own demangler) into a signature whose arrays account for every
  entry argument, and the dimension's static extent equals the compared constant;
- the compare is `index < constant` in the mask of a gather or scatter on that array, and ``index`` is exactly
  the dimension's index in the pointer offset (the coefficient of its stride argument; where dimensions share a
  constant stride, which the sum cannot tell apart, the index of the dimension's own `muli(index, stride)` term of
  the offset, written one per dimension in dimension order);
- that mask also checks every other dimension of the array, each its own index, at least one against its
  extent argument (what ``check_bounds=True`` emits; a hand-written mask would have to spell the same checks on
  every other dimension and a literal 1 on this one to be read the same way); an array of one dimension has no
  other, so there the compare must be the lowering's own instead: unsigned, of the very i64 value the pointer
  offset is computed from (the widened index the gather/scatter lowering makes, which a mask the kernel wrote,
  computed before the op is lowered, cannot read; cuTile Python merges no duplicate ops);
- every memory op the compare's result reaches is such a gather or scatter, of the same array's same dimension
  (a compare shared by two arrays' masks stands for two extents), through `andi`, `reshape` and `broadcast`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from tilebot.runner.tileir import polynomial as poly
from tilebot.runner.tileir.layout import Argument, EntryLayout, scalar_role, shape_role, stride_role
from tilebot.runner.tileir.model import Op, Value, signedness
from tilebot.runner.tileir.rewrites import int_constant
from tilebot.runner.tileir.tile_types import TileType, parse_type

_THROUGH = frozenset({"exti", "trunci", "reshape", "broadcast", "assume"})
_MASK_PATH = frozenset({"andi", "reshape", "broadcast"})
_POINTER_PATH = frozenset({"reshape", "broadcast", "assume"})  # ops a tile of pointers passes through unchanged
# Operands of a memory op through pointers before its optional mask (tokens aside): the pointers, then the values
# it stores (`store_ptr_tko %p, %v, %mask`), compares (`atomic_cas_tko %p, %cmp, %v, %mask`) or combines.
MASK_POSITION = {"load_ptr_tko": 1, "store_ptr_tko": 2, "atomic_rmw_tko": 2, "atomic_cas_tko": 3}


@dataclass(frozen=True)
class _Array:
    pointer: Value
    shapes: tuple[Value, ...]
    strides: tuple[Value, ...]
    static_shape: tuple[int | None, ...]
    static_stride: tuple[int | None, ...]


def folded_extents(symbol: str, params: list[Value], ops: list[Op]) -> dict[Op, tuple[int, Value]]:
    """Each `cmpi` that checks a specialized extent → (the position of its constant operand, the extent
    argument the constant stands for). Empty for an entry whose symbol is not cuTile Python's."""
    arrays = {a.pointer: a for a in _arrays(symbol, params) if any(n is not None for n in a.static_shape)}
    if not arrays:
        return {}
    math = _IndexMath()
    users: dict[Value, list[Op]] = {}
    for op in ops:
        for v in op.operands:
            users.setdefault(v, []).append(op)
    proven: dict[Op, list[tuple[int, Value]]] = {}  # compare → what it checks, per memory op where that is proven
    reached: dict[Op, int] = {}  # compare → memory ops whose mask reads it
    for op in ops:
        mask = mask_of(op)
        pointers = next((v for v in op.operands if (t := _tile(v.type)) is not None and t.is_pointer), None)
        if mask is None or pointers is None:
            continue
        compares = _compares(mask)
        for cmp in compares:
            reached[cmp] = reached.get(cmp, 0) + 1
        base, offset = _pointer_offset(pointers, math)
        array = arrays.get(base) if base is not None and offset is not None else None
        if array is None or offset is None:
            continue
        moved = _offset_op(pointers)
        terms, lowered = _term_indices(moved, array, math), _offset_operands(moved)
        for cmp, found in _bounds_checks(array, compares, offset, terms, math, lowered).items():
            proven.setdefault(cmp, []).append(found)
    # One compare shared by the masks of two arrays (a copy's gather and scatter at the same index) stands for
    # two extents: it is left as it is.
    return {
        cmp: found[0]
        for cmp, found in proven.items()
        if len(found) == reached[cmp]
        and all(f[0] == found[0][0] and f[1] is found[0][1] for f in found)
        and _only_masks(cmp.results[0], users, reached[cmp])
    }


def _arrays(symbol: str, params: list[Value]) -> list[_Array]:
    """The entry's arrays by cuTile Python's calling convention (pointer, extents, strides per array; one
    argument per scalar; none per constant), or [] when the symbol or the layout is not that."""
    arrays: list[_Array] = []
    for _, c, group in _layout(symbol, params) or []:
        if group and _is_pointer(group[0]):
            n = c.ndim
            arrays.append(
                _Array(group[0], tuple(group[1 : 1 + n]), tuple(group[1 + n :]), c.shape_constant, c.stride_constant)
            )
    return arrays


def python_layout(symbol: str, params: list[Value], names: Sequence[str] | None = None) -> EntryLayout | None:
    """A cuTile Python entry's layout, read from its mangled symbol: each integer argument named by what it stands
    for in the kernel's signature, ``shape(x)#0`` and ``stride(x)#0`` for an array's extents and strides, and
    ``param(n)`` for an integer scalar, with ``names`` the kernel's parameter names (all of them, constants
    included, in order); without them arrays are numbered as pointer arguments are (``shape(A1)#0``) and scalars by
    their position among the kernel's parameters (``param#3``: a launch that folds one parameter another launch
    passes keeps the others' names). ``folded``: the constants it was compiled with in place of a parameter, a
    static extent or a static stride. None when the symbol is not cuTile Python's, its layout does not account for
    every argument, or ``names`` does not name every parameter."""
    layout = _layout(symbol, params)
    if layout is None or (names is not None and len(names) != len(layout)):
        return None
    arguments: list[Argument] = []
    folded: dict[str, int] = {}
    arrays = 0
    for j, c, group in layout:
        if not group:  # a constant: no argument, its value in the symbol
            value = getattr(c, "value", None)
            if isinstance(value, int) and not isinstance(value, bool):
                folded[_scalar(names, j)] = value
            continue
        if _is_pointer(group[0]):
            array = names[j] if names is not None else f"A{arrays}"
            arrays += 1
            arguments.append(Argument("pointer"))
            for d in range(c.ndim):
                arguments.append(Argument("shape", shape_role(array, d)))
                if c.shape_constant is not None and c.shape_constant[d] is not None:
                    folded[shape_role(array, d)] = c.shape_constant[d]
            for d in range(c.ndim):
                arguments.append(Argument("stride", stride_role(array, d)))
                if c.stride_constant is not None and c.stride_constant[d] is not None:
                    folded[stride_role(array, d)] = c.stride_constant[d]
        else:
            arguments.append(Argument("scalar", _scalar(names, j)))
    return EntryLayout(tuple(arguments), folded)


def _scalar(names: Sequence[str] | None, j: int) -> str:
    return scalar_role(names[j]) if names is not None else f"param#{j}"


def _layout(symbol: str, params: list[Value]) -> list[tuple[int, Any, list[Value]]] | None:
    """The entry's arguments grouped by the kernel parameter they pass, as cuTile Python's calling convention lays
    them out (an array: its pointer, extents and strides; a scalar: one argument; a constant: none, an empty group),
    each group with the parameter's position and constraint; None when the symbol does not demangle (another
    frontend's: cutile-rs adds a hash) or the arguments are not laid out that way."""
    try:
        from cuda.tile.compilation import (
            ArrayConstraint,
            ConstantConstraint,
            ScalarConstraint,
            demangle_kernel_name,
        )

        _, signature = demangle_kernel_name(symbol)
    except Exception:  # another frontend's symbol, or one this cuda-tile cannot read
        return None
    layout: list[tuple[int, Any, list[Value]]] = []
    i = 0
    for j, c in enumerate(signature.parameters):
        if isinstance(c, ConstantConstraint):
            layout.append((j, c, []))
            continue
        if isinstance(c, ScalarConstraint):
            group = params[i : i + 1]
            if not group or _tile(group[0].type) is None or _is_pointer(group[0]):
                return None
        elif isinstance(c, ArrayConstraint):
            group = params[i : i + 1 + 2 * c.ndim]
            if len(group) != 1 + 2 * c.ndim or any(_tile(v.type) is None for v in group):
                return None
            if not all(_is_pointer(v) == (k == 0) for k, v in enumerate(group)):
                return None
        else:
            return None  # lists, tuples, …: a layout this does not model
        layout.append((j, c, group))
        i += len(group)
    return layout if i == len(params) else None


def _bounds_checks(
    array: _Array,
    compares: list[Op],
    offset: poly.Poly,
    terms: list[poly.Poly] | None,
    math: _IndexMath,
    lowered: frozenset[Value],
) -> dict[Op, tuple[int, Value]]:
    """The compares of one mask that check a specialized extent of ``array``, when the mask checks every
    dimension and at least one against its extent argument, or (an array of one dimension, which has no other
    to check against its argument) when the compare is the gather's or scatter's own (``_own_compare``); else
    nothing."""
    checked: set[int] = set()
    runtime = False
    found: dict[Op, tuple[int, Value]] = {}
    for cmp in compares:
        oriented = _oriented(cmp)
        if oriented is None:
            continue
        index, extent, position = oriented
        bare = _bare(extent)
        at = math.of(index)
        if at is None:
            continue
        if bare in array.shapes:
            e = array.shapes.index(bare)
            if _dimension_index(array, e, offset, terms, math) == at:  # that dimension's own index, not another value
                checked.add(e)
                runtime = True
            continue
        value = int_constant(bare)
        if value is None:
            continue
        for d, static in enumerate(array.static_shape):
            if static == value and d not in checked and _dimension_index(array, d, offset, terms, math) == at:
                checked.add(d)
                found[cmp] = (position, array.shapes[d])
                break
    if checked != set(range(len(array.shapes))):
        return {}
    if runtime or (len(array.shapes) == 1 and all(_own_compare(cmp, lowered) for cmp in found)):
        return found
    return {}


def _own_compare(cmp: Op, lowered: frozenset[Value]) -> bool:
    """Is ``cmp`` the bounds check cuTile Python's gather/scatter lowering emitted? That lowering widens the index
    to i64 once and compares that very value, unsigned, with the extent, and multiplies the same value by the
    stride for the pointer offset. A mask the kernel wrote is computed from the kernel's values before the op is
    lowered, so it never reads that widened value (cuTile Python merges no duplicate ops: its entries keep two
    `exti` of one value side by side)."""
    index = cmp.operands[0] if "less_than" in cmp.flags else cmp.operands[1]
    t = _tile(index.type)
    return signedness(cmp.flags) == "unsigned" and t is not None and t.elem == "i64" and index in lowered


def _offset_operands(moved: Op | None) -> frozenset[Value]:
    """The values a tile of pointers is offset by, as written: the `offset` operand, and the non-constant
    factor of a `muli` by a constant stride that computes it."""
    if moved is None:
        return frozenset()
    step = moved.operands[1]
    out = {step}
    if step.producer is not None and step.producer.name == "muli":
        a, b = step.producer.operands
        if int_constant(b) is not None:
            out.add(a)
        elif int_constant(a) is not None:
            out.add(b)
    return frozenset(out)


def _dimension_index(
    array: _Array, d: int, offset: poly.Poly, terms: list[poly.Poly] | None, math: _IndexMath
) -> poly.Poly | None:
    """What dimension ``d``'s index is in ``offset = Σ index_e · stride_e``: the coefficient of its stride
    argument, or, for a constant stride, what the other dimensions' stride arguments leave divided by it. Where
    several dimensions have constant strides (a contiguous `[B, H, 1]` array: H's stride and the last one's are
    both 1) the sum cannot tell their indices apart: the offset's own terms do (``terms``)."""
    names = [None if s is not None else math.name(v) for s, v in zip(array.static_stride, array.strides, strict=True)]
    own = names[d]
    if own is not None:
        return _coefficient(offset, own)
    stride = array.static_stride[d]
    others = [n for e, n in enumerate(names) if e != d]
    if stride is None or stride == 0:
        return None
    if any(n is None for n in others):
        return terms[d] if terms is not None else None
    rest = tuple((m, k) for m, k in offset if not any(n in m for n in others))
    if any(k % stride for _, k in rest):
        return None
    return tuple((m, k // stride) for m, k in rest)


def _term_indices(moved: Op | None, array: _Array, math: _IndexMath) -> list[poly.Poly] | None:
    """Each dimension's index read off the pointers as cuTile Python writes a gather's or scatter's address: the
    array's base moved by one `offset`, a left-nested chain of `addi`s of one `muli(index_d, stride_d)` per
    dimension in dimension order, each stride dimension d's own (its argument, or its static stride's constant).
    None for any other shape (a dimension whose `0 · stride` term was folded away, two offsets, …)."""
    if moved is None or _bare_pointer(moved.operands[0]) is not array.pointer:
        return None
    chain = [moved.operands[1]]
    while (top := chain[0].producer) is not None and top.name == "addi" and len(chain) < len(array.strides):
        chain[:1] = list(top.operands)
    if len(chain) != len(array.strides):
        return None
    out = []
    for d, term in enumerate(chain):
        op = term.producer
        if op is None or op.name != "muli" or len(op.operands) != 2:
            return None
        index, stride = op.operands
        static = array.static_stride[d]
        if static is None and _bare(stride) is not array.strides[d]:
            return None
        if static is not None and int_constant(_bare(stride)) != static:
            return None
        at = math.of(index)
        if at is None:
            return None
        out.append(at)
    return out


def _offset_op(pointers: Value) -> Op | None:
    """The `offset` that moves a gather's or scatter's base to its tile of pointers, where there is one."""
    v = _bare_pointer(pointers)
    return v.producer if v.producer is not None and v.producer.name == "offset" else None


def _bare_pointer(v: Value) -> Value:
    while v.producer is not None and v.producer.name in _POINTER_PATH:
        v = v.producer.operands[0]
    return v


def _coefficient(p: poly.Poly, atom: str) -> poly.Poly | None:
    """The coefficient of ``atom`` in ``p`` (None where ``p`` is not linear in it). An atom ``p`` lacks has the
    coefficient 0: the dimension's index is the constant 0 (``ct.gather(KPE, (b, 0, rows, cols))``), whose term
    ``0 · stride`` the offset folds away."""
    terms = []
    for m, k in p:
        if m.count(atom) > 1:
            return None
        if atom in m:
            rest = list(m)
            rest.remove(atom)
            terms.append((tuple(rest), k))
    return tuple(sorted(terms))


def _oriented(cmp: Op) -> tuple[Value, Value, int] | None:
    """(index, extent, position of the extent operand) of `index < extent` (or `extent > index`)."""
    if len(cmp.operands) != 2:
        return None
    a, b = cmp.operands
    if "less_than" in cmp.flags:
        return a, b, 1
    if "greater_than" in cmp.flags:
        return b, a, 0
    return None


def mask_of(op: Op) -> Value | None:
    """The mask of a gather, scatter or atomic, by its position: a stored tile of booleans is no mask."""
    before = MASK_POSITION.get(op.name)
    operands = [v for v in op.operands if v.type != "token"]
    if before is None or len(operands) <= before:
        return None
    t = _tile(operands[before].type)
    return operands[before] if t is not None and t.elem == "i1" and not t.is_scalar else None


def _compares(mask: Value) -> list[Op]:
    """The `cmpi` leaves of an `andi` tree (through `reshape` and `broadcast`); other leaves are left out."""
    out: list[Op] = []
    work = [mask]
    while work:
        op = work.pop().producer
        if op is None:
            continue
        if op.name == "andi":
            work.extend(op.operands)
        elif op.name in ("reshape", "broadcast"):
            work.append(op.operands[0])
        elif op.name == "cmpi" and op not in out:
            out.append(op)
    return out


def _only_masks(v: Value, users: dict[Value, list[Op]], memory_ops: int) -> bool:
    """Does ``v`` reach only masks of memory ops (``memory_ops`` of them), through `andi`/`reshape`/`broadcast`?"""
    seen: set[Op] = set()
    work = [v]
    ends = 0
    while work:
        for op in users.get(work.pop(), []):
            if op in seen:
                continue
            seen.add(op)
            if op.name in _MASK_PATH:
                work.extend(op.results)
            elif op.name.endswith("_ptr_tko") or op.name.startswith("atomic"):
                ends += 1
            else:
                return False
    return ends == memory_ops


def _pointer_offset(pointers: Value, math: _IndexMath) -> tuple[Value | None, poly.Poly | None]:
    """(base argument, total offset) of a tile of pointers: the base plus every `offset` on the way."""
    total: poly.Poly = ()
    v = pointers
    for _ in range(64):
        op = v.producer
        if op is None:
            return v, total
        if op.name == "offset":
            step = math.of(op.operands[1])
            if step is None:
                return None, None
            total = poly.add(total, step)
            v = op.operands[0]
        elif op.name in _POINTER_PATH:
            v = op.operands[0]
        else:
            return None, None
    return None, None


def _bare(v: Value) -> Value:
    while v.producer is not None and v.producer.name in _THROUGH:
        v = v.producer.operands[0]
    return v


def _tile(text: str) -> TileType | None:
    t = parse_type(text)
    return t if isinstance(t, TileType) else None


class _IndexMath:
    """Index polynomials with every leaf (argument, block id, iota, loop index, loaded value) its own atom."""

    def __init__(self) -> None:
        self.names: dict[Value, str] = {}
        self.math = poly.IndexMath(self.name, lambda _: False)

    def name(self, v: Value) -> str:
        while v.producer is not None and v.producer.name == "assume":  # an assumption is the value it is about
            v = v.producer.operands[0]
        return self.names.setdefault(v, f"v{len(self.names)}")

    def of(self, v: Value) -> poly.Poly | None:
        return self.math.of(v)


def _is_pointer(v: Value) -> bool:
    t = _tile(v.type)
    return t is not None and t.is_pointer
