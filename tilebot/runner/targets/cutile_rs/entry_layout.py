"""What each Tile IR argument of a cutile-rs entry passes, read from the ``kernel.rs`` stage B wrote.

cutile-rs names an entry ``<fn>_entry`` (no signature in the symbol, unlike cuTile Python), so the IR diff cannot
tell which integer argument is which from the IR alone. Its calling convention
(cutile-compiler ``kernel_entry_generator.rs``, 0.2.0 and 0.3.1 alike) gives each Rust parameter its arguments in
order: a ``&Tensor<E, { [..] }>`` its pointer, one extent and one stride per dimension (a ``&mut Tensor`` then also
its partition's extents and strides); a raw pointer, an integer, a float or a bool one argument; a const generic
none. An integer parameter named ``<arr>_extent_<d>`` or ``<arr>_stride_<d>`` beside a raw pointer ``<arr>`` passes
that array's extent or stride (the translator's names, which the kernel rulebook gives the agent and D's launcher
fills from the tensor's descriptor); any other integer is the kernel parameter of its name.
"""

from __future__ import annotations

import re

from tilebot.runner.targets.cutile_rs.kernel_source import EntrySignature, KernelSourceError, entry_signatures
from tilebot.runner.tileir.layout import Argument, EntryLayout, scalar_role, shape_role, stride_role

__all__ = ["entry_layouts", "layout_of"]

_TENSOR = re.compile(r"^&\s*(mut\s+)?Tensor\s*<.*,\s*\{\s*\[([^\]]*)\]\s*\}\s*>$")
_ARRAY_INT = re.compile(r"^(\w+)_(extent|stride)_(\d+)$")


def entry_layouts(source: str) -> dict[str, EntryLayout]:
    """The layout of every ``#[cutile::entry]`` function in ``source`` by the entry's Tile IR symbol; none for a
    source this cannot read, and none for an entry whose parameters this does not model (a shape held by a
    generic, a mapped partition)."""
    try:
        signatures = entry_signatures(source)
    except KernelSourceError:
        return {}
    layouts: dict[str, EntryLayout] = {}
    for signature in signatures:
        layout = layout_of(signature)
        if layout is not None:
            layouts.setdefault(f"{signature.function}_entry", layout)
    return layouts


def layout_of(signature: EntrySignature) -> EntryLayout | None:
    """The Tile IR arguments of one entry, in order; None when a parameter's arguments are not known."""
    pointers = {p.name for p in signature.params if p.kind == "pointer"}
    arguments: list[Argument] = []
    for p in signature.params:
        if p.kind == "pointer":
            arguments.append(Argument("pointer"))
        elif p.kind == "tensor":
            tensor = _TENSOR.match(p.type)
            if tensor is None:
                return None  # a shape held by a generic, or another reference type
            rank = len([d for d in tensor[2].split(",") if d.strip()])
            arguments.append(Argument("pointer"))
            arguments += [Argument("shape", shape_role(p.name, d)) for d in range(rank)]
            arguments += [Argument("stride", stride_role(p.name, d)) for d in range(rank)]
            if tensor[1]:  # the partition's extents and strides: no kernel parameter of their own
                arguments += [Argument("other")] * (2 * rank)
        elif p.kind == "int":
            arguments.append(_integer(p.name, pointers))
        elif p.kind in ("float", "bool"):
            arguments.append(Argument("scalar", scalar_role(p.name)))
        else:
            return None
    return EntryLayout(tuple(arguments))


def _integer(name: str, pointers: set[str]) -> Argument:
    named = _ARRAY_INT.match(name)
    if named is None or named[1] not in pointers:
        return Argument("scalar", scalar_role(name))
    array, what, dim = named[1], named[2], int(named[3])
    return (
        Argument("shape", shape_role(array, dim)) if what == "extent" else Argument("stride", stride_role(array, dim))
    )
