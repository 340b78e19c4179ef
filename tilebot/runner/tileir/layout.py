"""What each argument of an entry passes, named by the kernel parameter it comes from, so that two frontends'
entries pair their integer arguments by meaning rather than by position.

cuTile Python mangles its signature into the entry symbol (``specialization.python_layout`` reads it, with the
kernel's parameter names where the caller knows them); a cutile-rs entry's symbol (``<fn>_entry``) says nothing,
so its layout comes from the Rust signature stage B wrote (``targets/cutile_rs/entry_layout.py``). Both name an
array's extent ``shape(x)#0``, its stride ``stride(x)#0`` and an integer scalar ``param(n)``: the same name on
both sides is the same launch value. ``folded``: the values an entry was compiled with where the other frontend
may pass an argument (cuTile Python's constants, static extents and strides).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Literal

from tilebot.runner.tileir.model import Value
from tilebot.runner.tileir.tile_types import TileType, parse_type

ArgumentKind = Literal["pointer", "shape", "stride", "scalar", "other"]


def shape_role(array: str, dim: int) -> str:
    return f"shape({array})#{dim}"


def stride_role(array: str, dim: int) -> str:
    return f"stride({array})#{dim}"


def scalar_role(name: str) -> str:
    return f"param({name})"


@dataclass(frozen=True)
class Argument:
    kind: ArgumentKind
    role: str | None = None  # what it passes, named alike by both frontends; None: not known (a pointer, or other)


@dataclass(frozen=True)
class EntryLayout:
    """One entry's arguments in order, and the constants it was compiled with in place of parameters."""

    arguments: tuple[Argument, ...]
    folded: Mapping[str, int] = field(default_factory=dict)

    def roles(self, params: list[Value]) -> dict[Value, str] | None:
        """Each integer argument's role; None when this layout does not describe ``params`` (another count, or
        a pointer where the layout has none, or the reverse): then nothing is named by it."""
        if len(params) != len(self.arguments):
            return None
        roles: dict[Value, str] = {}
        for p, a in zip(params, self.arguments, strict=True):
            t = parse_type(p.type)
            if not isinstance(t, TileType) or t.is_pointer != (a.kind == "pointer"):
                return None
            if a.role is not None and t.elem.startswith("i"):
                roles[p] = a.role
        return roles
