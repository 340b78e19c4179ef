"""The translator's values: what a Python expression in a kernel is, and its Rust type.

cuTile Python specializes at launch; Rust type-checks the generic kernel. So every value is either known
at translation time (``Known``: ints, floats, bools, dtypes, tuples — folded, never emitted) or a runtime
value with a Rust type: a scalar, a tile (element type and a shape of literal or const-generic dims), or a
kernel array (``&Tensor``).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, TypeGuard

Dim = int | str  # a literal extent, or the name of a const generic

# cuTile / torch dtype names → Rust element types. "E" is the generic element type of a dtype group.
RUST_DTYPES = {
    "float16": "f16",
    "bfloat16": "bf16",
    "float32": "f32",
    "float64": "f64",
    "tfloat32": "tf32",
    "float8_e4m3fn": "f8e4m3fn",
    "float8_e5m2": "f8e5m2",
    "float8_e8m0fnu": "f8e8m0fnu",
    "int8": "i8",
    "int16": "i16",
    "int32": "i32",
    "int64": "i64",
    "uint8": "u8",
    "uint16": "u16",
    "uint32": "u32",
    "uint64": "u64",
    "bool_": "bool",
    "bool": "bool",
}
FLOATS = {"f16", "bf16", "f32", "f64", "tf32", "f8e4m3fn", "f8e5m2", "f8e8m0fnu"}
INTS = {"i8", "i16", "i32", "i64", "u8", "u16", "u32", "u64"}
SIGNED_BITS = {"i8": 8, "i16": 16, "i32": 32, "i64": 64}  # signed int element types by width
# Each int element type's (min, max): a constant outside it is refused (cuTile Python: "out of range").
INT_RANGES = {
    **{rust: (-(2 ** (bits - 1)), 2 ** (bits - 1) - 1) for rust, bits in SIGNED_BITS.items()},
    **{f"u{bits}": (0, 2**bits - 1) for bits in (8, 16, 32, 64)},
}
# cuTile Python's restricted floats (is_restricted_float): no arithmetic, and never fused into an fma.
RESTRICTED_FLOATS = {"tf32", "f8e4m3fn", "f8e5m2", "f8e8m0fnu"}
_FLOAT_RANK = {"f16": 1, "bf16": 1, "f32": 2, "f64": 3}  # f16 and bf16 promote together to f32, not to each other


def casts_implicitly(source: str, target: str) -> bool:
    """cuTile Python casts a ``source`` tile to ``target`` implicitly (a store's) only where the two promote to
    ``target``: bool to any number, an int to any float or to a wider int of its signedness, a float to a wider
    float; never narrowing, float to int, across signedness, or with a restricted float."""
    if source == target:
        return True
    if RESTRICTED_FLOATS.intersection((source, target)) or target == "bool":
        return False
    if source == "bool" or (source not in FLOATS and target in FLOATS):
        return True
    if source in FLOATS or target in FLOATS:  # float to float (float to int is never implicit)
        return source in FLOATS and target in FLOATS and _FLOAT_RANK[source] < _FLOAT_RANK[target]
    low, high = INT_RANGES[source], INT_RANGES[target]
    return bool((low[0] < 0) == (high[0] < 0) and high[1] > low[1])


@dataclass(frozen=True)
class DType:
    """An element type: a concrete Rust name, or a generic (``E``) with the dtypes it stands for."""

    rust: str
    kind: str  # "float", "int" or "bool"

    @staticmethod
    def concrete(rust: str) -> DType:
        kind = "float" if rust in FLOATS else "bool" if rust == "bool" else "int"
        return DType(rust, kind)


@dataclass(frozen=True)
class Known:
    """A translation-time value: folded into the Rust text, recorded as a fact where it decides something."""

    value: Any
    generic: str | None = None  # the const generic standing for this int, if any
    # A bool computed from int constants that vary between configurations: the Python expression over the
    # kernel's constant parameters that computes it. Deciding with it makes it a specialization key (one
    # entry per value the configurations reach) instead of specializing on each constant's value.
    key: str | None = None


@dataclass(frozen=True)
class Scalar:
    rust: str  # a Rust expression (a variable name, mostly)
    dtype: DType
    # Where the value is computed from constants alone (const generics, literals): the Python expression over
    # the kernel's constant parameters that computes it, so that a use that needs it at translation time
    # (``ct.gather(check_bounds=...)``) can decide it as a specialization key.
    key: str | None = None


@dataclass(frozen=True)
class Tile:
    rust: str
    dtype: DType
    shape: tuple[Dim, ...]


@dataclass(frozen=True)
class Array:
    """A kernel array parameter: a ``&Tensor<dtype, {[-1, ...]}>``, or for an array that ``ct.gather`` or
    ``ct.scatter`` reach, a ``*mut dtype`` with its extents and its strides as ``i32`` parameters (``None``:
    a stride the launch fixes at 1, as cuTile Python specializes it)."""

    rust: str
    dtype: DType
    ndim: int
    pointer: bool = False
    extents: tuple[str, ...] = ()
    strides: tuple[str | None, ...] = ()


Value = Known | Scalar | Tile | Array | DType

I32 = DType.concrete("i32")
F32 = DType.concrete("f32")
BOOL = DType.concrete("bool")


def is_int(value: object) -> TypeGuard[int]:
    """An int and not a bool (Python's bools are ints): what becomes a const generic or a specialization key."""
    return isinstance(value, int) and not isinstance(value, bool)


def shape_text(shape: tuple[Dim, ...]) -> str:
    return "[" + ", ".join(str(d) for d in shape) + "]"


def tile_type(dtype: DType, shape: tuple[Dim, ...]) -> str:
    return f"Tile<{dtype.rust}, {{ {shape_text(shape)} }}>"


def const_shape(shape: tuple[Dim, ...]) -> str:
    return "const_shape![" + ", ".join(str(d) for d in shape) + "]"


def literal(value: bool | int | float, dtype: DType) -> str:
    """A Rust literal of ``dtype`` (f32 for every float: generic element types convert from it)."""
    if dtype.kind == "bool":
        return "true" if value else "false"
    if dtype.kind == "int":
        return f"{int(value)}{dtype.rust if dtype.rust in INTS else 'i32'}"
    width = "f64" if dtype.rust == "f64" else "f32"
    number = float(value)
    if width == "f32" and math.isinf(round_float(number, "f32")):
        number = round_float(number, "f32")  # 1e39 overflows f32 to inf, as cuTile Python writes it
    if number != number or number in (float("inf"), float("-inf")):
        names = {"inf": "INFINITY", "-inf": "NEG_INFINITY", "nan": "NAN"}
        return f"{width}::{names[repr(number)]}"
    return f"{number!r}{width}"


# Float element types narrower than f64: (fraction bits, smallest normal exponent, largest exponent, largest finite).
_FLOAT_FORMATS: dict[str, tuple[int, int, int, float]] = {
    "f32": (23, -126, 127, math.ldexp(2 - 2**-23, 127)),
    "tf32": (10, -126, 127, math.ldexp(2 - 2**-10, 127)),
    "bf16": (7, -126, 127, math.ldexp(2 - 2**-7, 127)),
    "f16": (10, -14, 15, 65504.0),
    "f8e5m2": (2, -14, 15, 57344.0),
    "f8e4m3fn": (3, -6, 8, 448.0),  # no infinity: past 448 is NaN
}


def round_float(value: float, rust: str) -> float:
    """``value`` rounded once to the float type ``rust`` (nearest, ties to even, subnormals kept), as cuTile Python
    writes a constant of that type from a Python float. An overflow is an infinity (NaN for f8e4m3fn)."""
    if rust not in _FLOAT_FORMATS or value == 0 or not math.isfinite(value):
        return value
    bits, emin, emax, largest = _FLOAT_FORMATS[rust]
    exponent = math.frexp(abs(value))[1] - 1
    quantum = math.ldexp(1.0, max(exponent, emin) - bits)
    rounded = math.copysign(round(abs(value) / quantum) * quantum, value) if exponent <= emax else math.inf
    if abs(rounded) > largest:
        return math.nan if rust == "f8e4m3fn" else math.copysign(math.inf, value)
    return rounded


def same_float(a: float, b: float) -> bool:
    return a == b or (a != a and b != b)
