"""Tile IR type strings (`tile<64x32xf16>`, `partition_view<…>`, `tensor_view<…>`, `token`) as small records."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

_DELIMS = re.compile(r"->|[()\[\]{}<>,]")
_OPEN = frozenset("([{<")
_CLOSE = frozenset(")]}>")


def split_top(text: str, sep: str = ",") -> list[str]:
    """Split at ``sep`` (``","`` or ``"->"``) outside any bracket; pieces are stripped, empty ones dropped."""
    parts: list[str] = []
    depth = 0
    start = 0
    for m in _DELIMS.finditer(text):
        tok = m.group()
        if tok == sep and depth == 0:
            parts.append(text[start : m.start()].strip())
            start = m.end()
        elif tok == "->":
            continue
        elif tok in _OPEN:
            depth += 1
        elif tok in _CLOSE:
            depth -= 1
    parts.append(text[start:].strip())
    return [p for p in parts if p]


def bracket_depth(text: str) -> int:
    """Net open brackets in ``text``; ``->`` arrows do not close an angle bracket."""
    return (
        text.count("(")
        - text.count(")")
        + text.count("[")
        - text.count("]")
        + text.count("{")
        - text.count("}")
        + text.count("<")
        - text.count(">")
        + text.count("->")
    )


def matching_close(text: str, start: int) -> int:
    """Index of the bracket closing the one at ``start``, or -1."""
    depth = 0
    for m in _DELIMS.finditer(text, start):
        tok = m.group()
        if tok in _OPEN:
            depth += 1
        elif tok in _CLOSE:
            depth -= 1
            if depth == 0:
                return m.start()
    return -1


@dataclass(frozen=True, slots=True)
class TileType:
    shape: tuple[int, ...]  # () for a scalar (rank-0 tile)
    elem: str  # "f16", "i1", "ptr<f32>"

    @property
    def is_pointer(self) -> bool:
        return self.elem.startswith("ptr<")

    @property
    def is_scalar(self) -> bool:
        return not self.shape

    @property
    def is_float(self) -> bool:
        return self.elem.startswith(("f", "bf", "tf"))

    @property
    def shape_text(self) -> str:
        return "x".join(map(str, self.shape)) or "scalar"


@dataclass(frozen=True, slots=True)
class TensorViewType:
    shape: tuple[str, ...]  # "?" for dynamic
    elem: str
    strides: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class PartitionViewType:
    tile: tuple[int, ...]
    padding: str  # "" when the view has no padding value
    tensor: TensorViewType | None
    dim_map: tuple[int, ...] | None
    other: tuple[str, ...]  # any further view attribute, verbatim


@dataclass(frozen=True, slots=True)
class OtherType:
    text: str  # token, strided/gather views, anything without a dedicated record


IRType = TileType | TensorViewType | PartitionViewType | OtherType

_SHAPED = re.compile(r"^((?:[0-9?]+x)*)(.+)$")


def _dims(text: str) -> tuple[str, list[str]]:
    m = _SHAPED.match(text.strip())
    if m is None:
        return text.strip(), []
    return m.group(2), [d for d in m.group(1).split("x") if d]


@lru_cache(maxsize=4096)
def parse_type(text: str) -> IRType:
    text = text.strip()
    if text.startswith("tile<") and text.endswith(">"):
        elem, dims = _dims(text[5:-1])
        if all(d.isdigit() for d in dims):
            return TileType(tuple(int(d) for d in dims), elem)
    elif text.startswith("tensor_view<") and text.endswith(">"):
        return _tensor_view(text[12:-1])
    elif text.startswith("partition_view<") and text.endswith(">"):
        return _partition_view(text[15:-1])
    return OtherType(text)


def _tensor_view(inner: str) -> TensorViewType:
    parts = split_top(inner)
    elem, dims = _dims(parts[0]) if parts else ("", [])
    strides: tuple[str, ...] = ()
    for p in parts[1:]:
        key, _, val = p.partition("=")
        if key.strip() == "strides":
            strides = tuple(s.strip() for s in val.strip().strip("[]").split(",") if s.strip())
    return TensorViewType(tuple(dims), elem, strides)


def _partition_view(inner: str) -> PartitionViewType:
    tile: tuple[int, ...] = ()
    padding = ""
    tensor: TensorViewType | None = None
    dim_map: tuple[int, ...] | None = None
    other: list[str] = []
    for p in split_top(inner):
        key, eq, val = p.partition("=")
        key, val = key.strip(), val.strip()
        if eq and key == "tile":
            tile = tuple(int(d) for d in val.strip("()").split("x") if d.isdigit())
        elif eq and key == "padding_value":
            padding = val
        elif eq and key == "dim_map":
            dim_map = tuple(int(d) for d in val.strip("[]").split(",") if d.strip().lstrip("-").isdigit())
        elif p.startswith("tensor_view<") and p.endswith(">"):
            tensor = _tensor_view(p[12:-1])
        else:
            other.append(" ".join(p.split()))
    return PartitionViewType(tile, padding, tensor, dim_map, tuple(other))


def elem_of(text: str) -> str:
    """Element type of a tile or view type; "" for anything else."""
    t = parse_type(text)
    if isinstance(t, TileType | TensorViewType):
        return t.elem
    if isinstance(t, PartitionViewType) and t.tensor is not None:
        return t.tensor.elem
    return ""
