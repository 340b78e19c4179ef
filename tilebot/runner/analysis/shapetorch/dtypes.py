"""Element types of the shape-only torch: names, sizes and the aliases torch gives them."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class DType:
    """A torch dtype as far as shapes, strides and kernel signatures care: its name and width."""

    name: str
    itemsize: int
    is_floating_point: bool
    is_signed: bool = True

    def __repr__(self) -> str:
        return f"torch.{self.name}"  # what pytest ids and TileGym's id hook print

    @property
    def is_complex(self) -> bool:
        return self.name.startswith("complex")

    def to_real(self) -> DType:
        return self


_DEFINITIONS = [
    DType("float16", 2, True),
    DType("bfloat16", 2, True),
    DType("float32", 4, True),
    DType("float64", 8, True),
    DType("float8_e4m3fn", 1, True),
    DType("float8_e5m2", 1, True),
    DType("float8_e8m0fnu", 1, True, is_signed=False),
    DType("float4_e2m1fn_x2", 1, True),
    DType("int8", 1, False),
    DType("int16", 2, False),
    DType("int32", 4, False),
    DType("int64", 8, False),
    DType("uint8", 1, False, is_signed=False),
    DType("uint16", 2, False, is_signed=False),
    DType("uint32", 4, False, is_signed=False),
    DType("uint64", 8, False, is_signed=False),
    DType("bool", 1, False, is_signed=False),
    DType("complex64", 8, False),
]
BY_NAME: dict[str, DType] = {d.name: d for d in _DEFINITIONS}
# torch's second names for the same objects (torch.half is torch.float16).
ALIASES = {
    "half": "float16",
    "float": "float32",
    "double": "float64",
    "short": "int16",
    "int": "int32",
    "long": "int64",
}
DEFAULT_FLOAT = BY_NAME["float32"]
DEFAULT_INT = BY_NAME["int64"]


def lookup(name: str) -> DType:
    """``float16``, ``torch.float16`` or an alias such as ``half``; unknown names are errors."""
    bare = name.removeprefix("torch.")
    bare = ALIASES.get(bare, bare)
    try:
        return BY_NAME[bare]
    except KeyError:
        raise ValueError(f"unknown torch dtype {name!r}") from None


def module_attributes() -> dict[str, DType]:
    """Every name under which ``torch`` exposes a dtype."""
    names = dict(BY_NAME)
    names.update({alias: BY_NAME[target] for alias, target in ALIASES.items()})
    return names
