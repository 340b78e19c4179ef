"""Which integer values of an entry being canonicalized no launch makes negative, before the value graph exists.

The canonical form reads `(a + b - 1) / b` as a ceil division only where the two are one value (``rewrites.ceil_div``),
which depends on the signs of `a` and `b`. They are judged by the index math's own rule
(``polynomial.IndexMath.never_negative``: a polynomial with non-negative coefficients over atoms never negative,
min, max, division and remainder by what their operands prove) over the leaves the value graph counts as never
negative: block ids, grid sizes, iota, index-space and extent queries, integer scalar arguments (extents and
strides), a `for` loop's index from a start never negative. An index read from memory may be negative; a value of
anything else (a loop-carried value, a float converted) is not index math, and nothing is proven about it.
"""

from __future__ import annotations

import re

from tilebot.runner.tileir.model import Value
from tilebot.runner.tileir.polynomial import IndexMath
from tilebot.runner.tileir.tile_types import TileType, parse_type

_QUERIES = frozenset({"get_index_space_shape", "get_tensor_shape"})
DATA = "data#"  # an integer read from memory: the one leaf that may be negative
# Leaf names never negative; every other atom (an opaque min, division, … of the index math) is as its operands say
_NEVER_NEGATIVE = re.compile(r"(arg|iv|lane|extent)#\d+$|(bid|nblocks)\.[xyz]$")


class CanonicalSigns:
    """The signs of one entry's canonical values (``params``: its canonical arguments); a `for` loop's index is
    known once ``loop`` names its start."""

    def __init__(self, params: list[Value]) -> None:
        self.params = {p: f"arg#{p.index}" for p in params if _integer(p)}
        self.starts: dict[Value, Value] = {}
        self.names: dict[Value, str] = {}  # leaves named so far: a leaf is itself, never another value
        self.math = IndexMath(self._leaf, lambda name: _NEVER_NEGATIVE.match(name) is not None)

    def loop(self, index: Value, start: Value) -> None:
        self.starts[index] = start

    def never_negative(self, v: Value) -> bool:
        return self.math.never_negative(v)

    def positive_divisor(self, v: Value) -> bool:
        """Never negative as a divisor: a constant of at least 1, else never negative (0 divides by zero anyway)."""
        return self.math.positive_divisor(v)

    def _leaf(self, v: Value) -> str | None:
        op = v.producer
        if op is None:
            if v in self.params:
                return self.params[v]
            start = self.starts.get(v)
            return self._named(v, "iv#") if start is not None and self.never_negative(start) else None
        if op.name == "get_tile_block_id":
            return f"bid.{'xyz'[v.index]}"
        if op.name == "get_num_tile_blocks":
            return f"nblocks.{'xyz'[v.index]}"
        if op.name == "iota":
            return self._named(v, "lane#")  # not `iota…`: a broadcast would rename it (polynomial.along)
        if op.name in _QUERIES:
            return self._named(v, "extent#")
        if op.name.startswith("load") and _integer(v):
            return self._named(v, DATA)
        return None

    def _named(self, v: Value, kind: str) -> str:
        return self.names.setdefault(v, f"{kind}{len(self.names)}")


def _integer(v: Value) -> bool:
    t = parse_type(v.type)
    return isinstance(t, TileType) and t.elem.startswith("i") and not t.is_pointer
