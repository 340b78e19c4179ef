"""The translator's memory constructs: ``ct.load`` and ``ct.store`` (partition views), ``ct.gather`` and
``ct.scatter`` (pointer tiles), for one :class:`~tilebot.runner.translator.kernel.KernelWriter`.

Where the semantics rules on memory live: a view's padding mode against a gather's padding value, the element
type of a padding constant, tile-space vs element indices, and the unsigned bounds compare of a gather's mask.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from tilebot.runner.translator import table
from tilebot.runner.translator.errors import Refusal
from tilebot.runner.translator.values import (
    BOOL,
    I32,
    RESTRICTED_FLOATS,
    SIGNED_BITS,
    Array,
    Dim,
    DType,
    Known,
    Tile,
    Value,
    casts_implicitly,
    const_shape,
    literal,
    shape_text,
    tile_type,
)

if TYPE_CHECKING:
    from tilebot.runner.translator.kernel import KernelWriter, _Args

_PADDING = {
    "UNDETERMINED": "None",
    "ZERO": "Zero",
    "NEG_ZERO": "NegZero",
    "NAN": "Nan",
    "POS_INF": "PosInf",
    "NEG_INF": "NegInf",
}


def _is_float_zero(padding: float, dtype: DType) -> bool:
    """A float array's padding of +0, which ``E::ZERO`` writes exactly (a -0.0 is a zero too, but not that one)."""
    return dtype.kind == "float" and padding == 0 and math.copysign(1.0, padding) > 0


def _identity_order(order: Any, ndim: int) -> bool:
    return order is None or order == "C" or tuple(order) == tuple(range(ndim))


class MemoryOps:
    """The memory rows of the construct table; ``w`` is the writer whose entry they write into."""

    def __init__(self, writer: KernelWriter) -> None:
        self.w = writer

    def load(self, a: _Args) -> Value:
        array = a.array(0, "array")
        index = [self.w._index(v) for v in a.sequence(1, "index")]
        shape = self.w._shape(a.sequence(2, "shape"))
        padding = a.option("padding_mode", None)
        latency = a.option("latency", None)
        allow_tma = a.option("allow_tma", True)
        order = a.option("order", None)
        a.refuse_set("check_bounds", "ct.load(check_bounds=)")
        scalar = shape == () and array.ndim > 0  # shape=(): one element, loaded as a 1x..x1 tile and reshaped
        if scalar:
            shape = (1,) * array.ndim
        if len(index) != array.ndim or len(shape) != array.ndim:
            table.refuse("ct.load with a tile rank other than the array's", self.w.line)
        dim_map = "dim_map::Identity"
        if not _identity_order(order, array.ndim):  # the view's dim_map: tile dim i reads array dim order[i]
            if not isinstance(order, tuple) or sorted(order) != list(range(array.ndim)):
                table.refuse(f"ct.load(order={order!r})", self.w.line)
            dims = ", ".join(str(int(d)) for d in order)
            dim_map = self.w.let("order", f"Array<{{ [{dims}] }}>", f"const_array![{dims}]")
        pad = "None" if padding is None else _PADDING.get(str(padding).rsplit(".", 1)[-1])
        if pad is None:
            table.refuse(f"padding {padding}", self.w.line)
        view = self.w.let(
            f"{array.rust}_view",
            f"Partition<{array.dtype.rust}, {{ [{', '.join(map(str, shape))}] }}>",
            f"make_partition_view({array.rust}, {const_shape(shape)}, padding::{pad}, {dim_map}, "
            f"{self.w.order.load_token(array)})",
        )
        lat = "None" if latency is None else f"Some({int(latency)})"
        tma = "tma::Disabled" if allow_tma is False else "tma::Enabled"
        call = f"load_view_tko(&{view}, [{', '.join(index)}], ordering::Weak, scope::TileBlock, {lat}, {tma})"
        loaded = self.w.tile(f"{array.rust}_tile", array.dtype, shape, call)
        join = self.w.order.after_load(array, f"get_partition_token(&{view})")
        if join:  # on the load's line, which _assign may still rename
            self.w.lines[-1] += f" {join}"
        return self.w.reshape(loaded, ()) if scalar else loaded

    def gather(self, a: _Args) -> Value:
        array = a.array(0, "array", pointer=True)
        pointers, mask, shape = self._element_pointers(array, a.sequence(1, "indices"), a)
        padding = a.option("padding_value", 0)
        if not isinstance(padding, bool | int | float):
            table.refuse("ct.gather: padding_value must be known at translation time", self.w.line)
        # cuTile Python always gives the load its padding value, with or without a mask (check_bounds=False),
        # as a constant of the array's type: an int array's is an int literal (an f32 converted to it would be an
        # ftoi the reference does not have); a float array's an f32 converted (the generic element type's form).
        # A tile rank >= 2 needs the padding as a tile (see _shaped_padding); so does a float zero at any rank: an
        # f32 zero converted is no constant to tileiras, whose SASS then differs from the reference's.
        shaped = len(shape) >= 2 or (len(shape) == 1 and _is_float_zero(padding, array.dtype))
        name = "_pad" if shaped else "pad"
        if array.dtype.kind == "int" and array.dtype.rust in SIGNED_BITS and isinstance(padding, int):
            scalar = self.w.let(name, array.dtype.rust, literal(padding, array.dtype))
        else:
            if array.dtype.kind == "int" and isinstance(padding, float):
                raise Refusal("ct.gather: a float padding_value into an int array", self.w.line, f"{padding!r}")
            pad_f32 = self.w._float_scalar(float(self.w.narrow_constant(padding, array.dtype))).rust
            scalar = self.w.let(name, array.dtype.rust, f"convert_scalar({pad_f32})")
        pad = self._shaped_padding(scalar, array.dtype, shape, padding) if shaped else f"Some({scalar})"
        latency = a.option("latency", None) or 0
        loaded = self.w.fresh("gathered")
        token = self.w.order.gather_token(array)
        self.w.emit(
            f"let ({loaded}, {loaded}_token): ({tile_type(array.dtype, shape)}, Token) = "
            + self._pointer_op(
                f"load_ptr_tko({pointers}, ordering::Weak, None::<scope::TileBlock>, "
                f"{f'Some({mask})' if mask else 'None'}, {pad}, {token}, Latency::<{latency}>)"
            )
            + ";"
        )
        join = self.w.order.after_load(array, f"{loaded}_token")
        if join:
            self.w.emit(join)
        return Tile(loaded, array.dtype, shape)

    def _pointer_op(self, call: str) -> str:
        return f"unsafe {{ {call} }}" if self.w.cutile.unsafe_pointer_ops else call

    def _shaped_padding(self, scalar: str, dtype: DType, shape: tuple[Dim, ...], padding: float) -> str:
        """A gather's padding operand as a tile: for rank >= 2 any value (the scalar reshaped to 1x..x1 and
        broadcast to the loaded shape, as cuTile Python writes it), for rank 1 a float zero only.

        cutile 0.3.1 (as 0.2.0) reshapes a scalar padding value to rank 1 before broadcasting it, which for a rank >= 2
        load is an invalid broadcast (the bytecode cannot be read back); a padding value that is already a tile
        it takes as is. Rust types ``load_ptr_tko``'s padding as the scalar ``Option<E>``, and cutile compiles
        the payload of a ``Some(x)`` bound to a variable where the option is used: so the option is bound to
        the scalar (what rustc checks), then ``x`` is rebound to the broadcast tile (what cutile compiles; rustc
        sees that binding unused, hence the ``_`` name).

        A zero padding is ``constant(E::ZERO, shape)``: a constant of the element type, as in the reference. The
        f32 zero converted (``ftof``) and broadcast is no constant to tileiras: it pads the load with a select per
        element (moe's expert GEMM after tileiras: 3432 SASS instructions, 521 of them SEL, against the
        reference's 1872 and 9; with the constant, 1888 and 9). At rank 1 the converted zero costs no select, but
        the SASS still differs: relu's and silu_and_mul's f16 kernels become instruction for instruction the
        reference's with the constant, and not without it."""
        option = self.w.let("pad", f"Option<{dtype.rust}>", f"Some({scalar})")
        if _is_float_zero(padding, dtype):  # the element type's own zero, as cuTile Python's constant
            zero = f"constant({dtype.rust}::ZERO, {const_shape(shape)})"
            self.w.emit(f"let {scalar}: {tile_type(dtype, shape)} = {zero};  // read by {option}")
            return option
        tile = Tile(self.w.let("pad", tile_type(dtype, ()), f"scalar_to_tile({scalar})"), dtype, ())
        spread = self.w.broadcast(tile, shape).rust
        self.w.emit(f"let {scalar}: {tile_type(dtype, shape)} = {spread};  // read by {option}")
        return option

    def scatter(self, a: _Args) -> Value:
        array = a.array(0, "array", pointer=True)
        pointers, mask, shape = self._element_pointers(array, a.sequence(1, "indices"), a)
        value = self.w.as_tile(a.value(2, "value"), array.dtype, shape)
        if value.dtype.rust != array.dtype.rust:
            table.refuse("ct.scatter of a tile of another element type", self.w.line)
        latency = a.option("latency", None) or 0
        token = self.w.fresh("scattered")
        self.w.emit(
            f"let {token}: Token = "
            + self._pointer_op(
                f"store_ptr_tko({pointers}, {value.rust}, ordering::Weak, None::<scope::TileBlock>, "
                f"{f'Some({mask})' if mask else 'None'}, {self.w.order.scatter_token(array, self.w.line)}, "
                f"Latency::<{latency}>)"
            )
            + ";"
        )
        self.w.emit(self.w.order.after_scatter(array, token))
        return Known(None)

    def _element_pointers(
        self, array: Array, indices: tuple[Value, ...], a: _Args
    ) -> tuple[str, str | None, tuple[Dim, ...]]:
        """Pointers ``base + Σ index_d · stride_d`` (i64) and the bounds mask ``0 <= index_d < extent_d``.

        As cuTile Python does: indices widen to 64 bits, and each bound is one unsigned compare, so a
        negative index is out of bounds too. A user ``mask`` is and-ed in.

        Each index widens at its own shape and only then broadcasts (a scalar widens as a scalar, ``(N, 1)``
        as ``(N, 1)``), as cuTile Python orders it: the same values, but widening the broadcast i32 instead
        makes tileiras convert every element of every index tile of the gathered shape, on every iteration of
        a loop around the gather, and spill (issue #17: sparse_mla at TILE_H = 1, 624 bytes of stack and 156
        spill stores against the reference's 56 and 15; its time on the H200 did not move with it, 1.195 then
        1.218: that gap was the padding's, see ``_shaped_padding``).
        """
        if len(indices) != array.ndim:
            table.refuse(f"ct.gather/scatter with {len(indices)} indices into a rank-{array.ndim} array", self.w.line)
        shape: tuple[Dim, ...] = ()
        for index in indices:
            if isinstance(index, Tile):
                shape = index.shape if not shape else self.w._broadcast_shape(shape, index.shape)
        wide = DType.concrete("u64")  # cutile compares u64 unsigned and stores it as i64
        offset = mask = None
        for d, index in enumerate(indices):
            own = index.shape if isinstance(index, Tile) else ()
            narrow = self.w.as_tile(index, I32, own)
            widened = self.w.tile("idx", wide, own, f"exti({narrow.rust})")
            idx = self.w.broadcast(widened, shape)  # widen, then broadcast
            if a.option("check_bounds", True):
                narrow_extent = self.w.tile("extent", I32, (), f"scalar_to_tile({array.extents[d]})")
                extent = self.w.tile("extent", wide, (), f"exti({narrow_extent.rust})")
                bound = self.w.tile(
                    "inbounds",
                    BOOL,
                    shape,
                    f"cmpi({idx.rust}, {self.w.broadcast(extent, shape).rust}, predicate::LessThan)",
                )
                mask = (
                    bound.rust
                    if mask is None
                    else self.w.tile("inbounds", BOOL, shape, f"andi({mask}, {bound.rust})").rust
                )
            stride = array.strides[d]
            if stride is not None:
                narrow_step = self.w.tile("stride", I32, (), f"scalar_to_tile({stride})")
                step = self.w.tile("stride", wide, (), f"exti({narrow_step.rust})")
                idx = self.w.tile("step", wide, shape, f"{idx.rust} * {self.w.broadcast(step, shape).rust}")
            offset = idx.rust if offset is None else self.w.tile("offset", wide, shape, f"{offset} + {idx.rust}").rust
        user_mask = a.runtime_option("mask")
        if user_mask is not None:
            user = self.w.as_tile(user_mask, BOOL, shape)
            both = None if mask is None else self.w.tile("inbounds", BOOL, shape, f"andi({mask}, {user.rust})")
            mask = user.rust if both is None else both.rust
        base = self.w.let("base", f"PointerTile<*mut {array.dtype.rust}, {{ [] }}>", f"pointer_to_tile({array.rust})")
        if not shape:  # scalar indices: one element, a 0-d pointer
            return (
                self.w.let("ptrs", f"PointerTile<*mut {array.dtype.rust}, {{ [] }}>", f"{base}.offset_tile({offset})"),
                mask,
                shape,
            )
        ones = tuple(1 for _ in shape)
        pointer = f"PointerTile<*mut {array.dtype.rust}, {{ {shape_text(ones)} }}>"
        base = self.w.let("base", pointer, f"{base}.reshape({const_shape(ones)})")
        pointer = f"PointerTile<*mut {array.dtype.rust}, {{ {shape_text(shape)} }}>"
        base = self.w.let("base", pointer, f"{base}.broadcast({const_shape(shape)})")
        return self.w.let("ptrs", pointer, f"{base}.offset_tile({offset})"), mask, shape

    def _refuse_implicit_cast(self, source: DType, target: DType) -> None:
        """cuTile Python's store casts implicitly only where the tile's dtype promotes to the array's ("Stored tile
        is incompatible with array's dtype"): a narrowing store type-checks there only with an explicit astype."""
        tile, array = self.w.concrete_rust(source), self.w.concrete_rust(target)
        if casts_implicitly(tile, array):
            return
        if RESTRICTED_FLOATS.intersection((tile, array)):
            reason = "cuTile Python refuses an implicit cast to or from a restricted float; cast with astype first"
            if array == "f8e8m0fnu":  # the explicit cast needs rounding_mode rz or rp, which astype here refuses
                reason += (
                    " (into f8e8m0fnu: rounding_mode rz or rp, which cutile's round-to-nearest-even has no form for)"
                )
        else:
            reason = f"cuTile Python refuses it (cannot implicitly cast {tile} to {array}); cast with astype first"
        raise Refusal(f"ct.store of a {tile} tile into an array of {array}", self.w.line, reason)

    def store(self, a: _Args) -> Value:
        array = a.array(0, "array")
        indices = a.sequence(1, "index")
        index = [self.w._index(v) for v in indices]
        tile = a.tile(2, "tile")
        latency = a.option("latency", None)
        allow_tma = a.option("allow_tma", True)
        order = a.option("order", None)
        if not _identity_order(order, array.ndim):
            table.refuse("ct.store(order=)", self.w.line)
        if len(tile.shape) != array.ndim:
            tile = self.w.reshape(tile, (1,) * (array.ndim - len(tile.shape)) + tile.shape)
        if tile.dtype != array.dtype:
            self._refuse_implicit_cast(tile.dtype, array.dtype)
            tile = self.w.tile("cast", array.dtype, tile.shape, f"convert_tile({tile.rust})")
        dims = ", ".join(map(str, tile.shape))
        view = self.w.fresh(f"{array.rust}_out")
        token, after = self.w.order.store(array, view, indices, self.w.line)
        self.w.emit(
            f"let mut {view}: PartitionMut<{array.dtype.rust}, {{ [{dims}] }}> = "
            f"unsafe {{ make_partition_view_mut({array.rust}, {const_shape(tile.shape)}, padding::None, {token}) }};"
        )
        lat = "None" if latency is None else f"Some({int(latency)})"
        tma = "tma::Disabled" if allow_tma is False else "tma::Enabled"
        self.w.emit(
            f"unsafe {{ store_view_tko_mut(&mut {view}, {tile.rust}, [{', '.join(index)}], ordering::Weak, "
            f"scope::TileBlock, {lat}, {tma}) }};"
        )
        self.w.emit(after)
        return Known(None)
