"""The op's Python entry as the target repository's own tests call it: resolve, intercept, copy arguments.

Stages A, D and E never guess how to build an op's inputs. They run the configurations that
analysis.json pins (pytest node ids) and intercept the calls those tests make to the op's cuTile
entry: each call's arguments are the inputs of one check (D) or one timed comparison (A, E). This
module holds the parts of that which need no GPU; ``op_plugin`` is the pytest side.

Interception swaps the entry function object wherever a loaded module holds it: as a module
attribute (``from pkg.op import softmax`` in a test), as a value in a module-level registry dict
(one level of nesting), or as a static method of a class the module defines (``_TileRMSNorm.rms_norm_backward``,
which rms_norm's tests reach through the class ``get_rms_norm_module()`` returns), so direct imports, dispatch
tables and handed-out classes all reach the interceptor.
"""

from __future__ import annotations

import contextlib
import functools
import importlib
import math
import sys
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

Predicate = Callable[[object], bool]


class EntryError(LookupError):
    """An entry spec ("package.module:function") that does not resolve to a callable."""


def resolve(spec: str) -> Callable[..., Any]:
    module_name, sep, attr = spec.partition(":")
    if not sep or not module_name or not attr:
        raise EntryError(f"entry {spec!r} must look like 'package.module:function'")
    try:
        module = importlib.import_module(module_name)
    except Exception as exc:  # the target's import-time errors are the finding, whatever their type
        raise EntryError(f"cannot import {module_name}: {type(exc).__name__}: {exc}") from exc
    owner: object = module
    for part in attr.split("."):  # "Class.method": a static method a factory's class hands out
        owner = getattr(owner, part, None)
    if not callable(owner):
        what = "static method" if "." in attr else "function"
        raise EntryError(f"{module_name} has no {what} {attr!r}, so its calls cannot be intercepted")
    return owner


def retarget(old: object, new: object) -> Callable[[], None]:
    """Replace ``old`` by ``new`` wherever a loaded module holds it; returns the undo."""
    undo: list[Callable[[], None]] = []

    def swap_in(mapping: dict[Any, Any], key: Any) -> None:
        mapping[key] = new
        undo.append(lambda: mapping.__setitem__(key, old))

    def swap_static_methods(cls: type) -> None:
        for name, member in list(vars(cls).items()):
            if isinstance(member, staticmethod) and member.__func__ is old:
                setattr(cls, name, staticmethod(new))  # type: ignore[arg-type]
                undo.append(functools.partial(setattr, cls, name, member))

    for module in list(sys.modules.values()):
        namespace = getattr(module, "__dict__", None)
        if not isinstance(namespace, dict):
            continue
        for name, value in list(namespace.items()):
            if value is old:
                swap_in(namespace, name)
            elif isinstance(value, type) and getattr(value, "__module__", None) == getattr(module, "__name__", 0):
                swap_static_methods(value)  # once, in the module defining it (re-exports hold the same class)
            elif isinstance(value, dict) and not name.startswith("__"):
                for key, inner in list(value.items()):
                    if inner is old:
                        swap_in(value, key)
                    elif isinstance(inner, dict):
                        for key2, leaf in list(inner.items()):
                            if leaf is old:
                                swap_in(inner, key2)

    def restore() -> None:
        for step in reversed(undo):
            step()

    return restore


def tensors_in(value: object, is_tensor: Predicate) -> list[Any]:
    """The tensors of a call's arguments or result, depth first, in a stable order."""
    if is_tensor(value):
        return [value]
    if isinstance(value, (list, tuple)):
        return [t for item in value for t in tensors_in(item, is_tensor)]
    if isinstance(value, dict):
        return [t for key in value for t in tensors_in(value[key], is_tensor)]
    return []


def replace_tensors(value: object, tensors: Iterator[Any], is_tensor: Predicate) -> Any:
    """``value`` with its tensors replaced, in ``tensors_in`` order, by the next ones of ``tensors``."""
    if is_tensor(value):
        return next(tensors)
    if isinstance(value, tuple):
        return tuple(replace_tensors(item, tensors, is_tensor) for item in value)
    if isinstance(value, list):
        return [replace_tensors(item, tensors, is_tensor) for item in value]
    if isinstance(value, dict):
        return {key: replace_tensors(value[key], tensors, is_tensor) for key in value}
    return value


def is_torch_tensor(value: object) -> bool:
    torch = sys.modules.get("torch")
    return torch is not None and isinstance(value, torch.Tensor)


def clone_call(
    args: tuple[Any, ...], kwargs: dict[str, Any], *, keep_graph: bool = False
) -> tuple[tuple[Any, ...], dict[str, Any]]:
    """Independent copies of a call's tensors (same values, layout and grad flag); other values shared.

    The layout is the caller's to the byte: each storage the call's tensors view is copied once, over the span they
    reach (``storage_spans``), and each copy views it as the tensor did (size, strides, its offset within the span).
    So a slice of a wider buffer keeps its row stride and the neighbours around it, a broadcast keeps its stride 0,
    and two arguments that share memory (``out=x``) still do: a port that reads a slice as dense or uses an aliased
    ``out=`` as scratch is judged on the inputs the test gave (a per-tensor ``clone()`` made them dense and
    separate, and such ports passed). A small view of a huge buffer costs its span, not the buffer.

    With ``keep_graph`` a tensor that requires grad is copied inside the autograd graph: a gradient reaching the
    copy flows on to the caller's tensor. The test gets the candidate's result, so its ``y.backward(dy)`` must
    reach its own ``x.grad`` (rms_norm's autograd tests): through a detached copy ``x.grad`` stayed None."""
    copies = iter(clone_tensors(tensors_in((args, kwargs), is_torch_tensor), keep_graph=keep_graph))
    new_args, new_kwargs = replace_tensors((args, kwargs), copies, is_torch_tensor)
    return new_args, new_kwargs


def clone_tensors(tensors: list[Any], *, keep_graph: bool = False) -> list[Any]:
    """Copies of a call's tensors (``tensors_in`` order) as ``clone_call`` makes them: the memory they share shared."""
    spans = storage_spans([t for t in tensors if plain_strided(t)])  # of all, so that every copy has one layout
    storages: dict[tuple[Any, int], Any] = {}
    return [_clone(t, spans, storages, keep_graph) for t in tensors]


def _clone(
    t: Any, spans: dict[tuple[Any, int], tuple[int, int]], storages: dict[tuple[Any, int], Any], keep_graph: bool
) -> Any:
    if keep_graph and t.requires_grad:
        return t.clone()  # differentiable: its gradient is the caller's tensor's
    if not plain_strided(t):  # no storage to copy as it is (sparse, a lazily conjugated view): its values
        return t.detach().clone().requires_grad_(t.requires_grad)
    key = storage_key(t)
    start, end = spans[key]
    if key not in storages:
        storages[key] = view_on(t.untyped_storage())[start:end].clone().untyped_storage()
    offset = (t.storage_offset() * t.element_size() - start) // t.element_size() if t.numel() else 0
    return view_on(storages[key], t, offset).requires_grad_(t.requires_grad)


# Every byte of a guard (``guarded_empty``): NaN in every floating dtype (fp32 0xFFFFFFFF, fp16, bf16, fp8), and
# not the NaN arithmetic makes (0x7FC00000 on CPU, 0x7FFFFFFF on CUDA), so a stray store of NaN shows too
GUARD_BYTE = 0xFF
# The bytes a copy keeps on either side of each tensor's elements, at least: where the stray stores of a port land
# (``op_plugin.written_around`` compares them), for tensors whose own span is smaller.
GUARD_MIN_BYTES = 64 * 1024
# ... and at most: past the end of a big tensor a ragged tail tile overruns by its rows' bytes (256 rows of 64 KiB
# are 16 MiB), not by the tensor's size, and a guard the tensor's size would triple the memory of every output
GUARD_MAX_BYTES = 64 << 20
# A copy starts at a multiple of this from its storage's start: each tensor keeps its address modulo it (the CUDA
# caching allocator's block alignment), so a port's vector loads and TMA see the alignment the test's tensors have.
ALIGN_BYTES = 512


def guard_bytes(span: int) -> int:
    """The bytes to keep on either side of a tensor whose elements span ``span`` bytes: a tile no larger than the next
    power of two of a dimension overruns it by less than the dimension itself, so the unmasked stores of a ragged tail
    tile land within one span past the tensor's end (or before its start, for a tile placed a row early), and within
    ``GUARD_MAX_BYTES`` for a big one. A multiple of ``ALIGN_BYTES``: a tensor placed after a guard keeps the
    alignment the guard's start has."""
    return min(max(-(-span // ALIGN_BYTES) * ALIGN_BYTES, GUARD_MIN_BYTES), GUARD_MAX_BYTES)


def storage_spans(tensors: list[Any]) -> dict[tuple[Any, int], tuple[int, int]]:
    """Per storage that plain strided ``tensors`` view: the bytes ``[start, end)`` of it that a copy holds. From
    the lowest to one past the highest byte any of them reaches, widened by each one's ``guard_bytes`` within the
    storage, the start aligned down to ``ALIGN_BYTES``; a storage none of them reaches a byte of, ``(0, 0)``."""
    spans: dict[tuple[Any, int], tuple[int, int]] = {}
    for t in tensors:
        low, high = spans.setdefault(key := storage_key(t), (0, 0))
        if t.numel() == 0:
            continue
        first, end = byte_span(t)
        guard = guard_bytes(end - first)
        first, end = max(0, first - guard), min(t.untyped_storage().nbytes(), end + guard)
        spans[key] = (min(low, first), max(high, end)) if high > low else (first, end)
    return {key: (low - low % ALIGN_BYTES, high) for key, (low, high) in spans.items()}


def byte_span(t: Any) -> tuple[int, int]:
    """The bytes ``[first, end)`` of its storage from ``t``'s first element to one past its last (torch strides are
    never negative); none, at its offset, for a tensor of no elements."""
    size = t.element_size()
    first = t.storage_offset() * size
    if not t.numel():
        return first, first
    return first, first + (sum((n - 1) * s for n, s in zip(t.shape, t.stride(), strict=True)) + 1) * size


def mark_bytes(mask: Any, t: Any, start: int = 0) -> None:
    """Set ``mask`` (one bool per byte of ``t``'s storage from byte ``start``) True at the bytes of ``t``'s
    elements."""
    size = t.element_size()
    byte_strides = (*(s * size for s in t.stride()), 1)
    mask.as_strided((*t.shape, size), byte_strides, t.storage_offset() * size - start).fill_(True)


def reached_bytes(t: Any) -> int:
    """The bytes of memory ``t``'s elements occupy, each address once: a broadcast (stride 0) or otherwise
    overlapping view counts what its storage holds for it, not its element count."""
    import torch

    if not plain_strided(t) or t.numel() == 0:
        return int(t.numel() * t.element_size())
    dims = sorted((s, n) for n, s in zip(t.shape, t.stride(), strict=True) if n > 1 and s > 0)
    reach = 1  # the elements the dimensions so far span
    for stride, n in dims:
        if stride < reach:  # overlapping windows (an unfold): count the addresses themselves
            first, end = byte_span(t)
            mask = torch.zeros(end - first, dtype=torch.bool, device=t.device)
            mark_bytes(mask, t, first)
            return int(mask.sum())
        reach += stride * (n - 1)
    return int(math.prod(n for _, n in dims) * t.element_size())


def plain_strided(t: Any) -> bool:
    """A torch tensor that is a strided view of an ordinary storage: its storage, copied, holds all it is."""
    torch = sys.modules.get("torch")
    return (
        torch is not None
        and isinstance(t, torch.Tensor)
        and t.layout == torch.strided
        and t.device.type != "meta"
        and not (t.is_conj() or t.is_neg() or t.is_quantized)
    )


def storage_key(t: Any) -> tuple[Any, int]:
    """Which memory ``t`` views: tensors with the same key share it."""
    return t.device, t.untyped_storage().data_ptr()


def view_on(storage: Any, like: Any = None, offset: int | None = None) -> Any:
    """A tensor over ``storage``: viewing it as ``like`` views its own (dtype, size, strides; at element ``offset``,
    ``like``'s own by default), or without ``like`` its bytes whole (uint8)."""
    import torch

    if like is None:
        return torch.empty(0, dtype=torch.uint8, device=storage.device).set_(storage)
    at = like.storage_offset() if offset is None else offset
    return torch.empty(0, dtype=like.dtype, device=like.device).set_(storage, at, like.size(), like.stride())


@dataclass(frozen=True)
class Allocated:
    """A tensor a candidate allocated inside ``poisoned_allocations``, in the middle of a guard (``guarded_empty``).
    The guard is the one made for it: the port may resize the tensor afterwards (``resize_``, an ``out=`` torch
    shrinks, ``set_`` onto another storage, as ``copy.deepcopy`` does), and what its elements held then is no store
    out of bounds."""

    factory: str  # "torch.empty", "torch.empty_like", "torch.empty_strided", "Tensor.new_empty"
    tensor: Any
    shape: tuple[int, ...]  # as allocated
    buffer: Any  # the bytes of the guarded buffer (holding it alive)
    span: tuple[int, int]  # the bytes [first, end) of ``buffer`` the tensor reached as allocated

    @staticmethod
    def of(factory: str, t: Any) -> Allocated:
        return Allocated(factory, t, tuple(t.shape), view_on(t.untyped_storage()), byte_span(t))

    def guard_changes(self) -> int:
        """How many bytes of its guard no longer hold ``GUARD_BYTE``: a store out of bounds wrote them. The guard is
        what neither the tensor as allocated nor as it is now (grown by ``resize_`` within its buffer) reaches."""
        first, end = self.span
        t = self.tensor
        if t.numel() and t.untyped_storage().data_ptr() == self.buffer.untyped_storage().data_ptr():
            now_first, now_end = byte_span(t)
            first, end = min(first, now_first), max(end, now_end)
        every = self.buffer
        return int((every[:first] != GUARD_BYTE).sum() + (every[end:] != GUARD_BYTE).sum())


# The most the guarded buffers of one ``poisoned_allocations`` block hold (each is kept until the block's caller has
# checked its guard): a port that allocates scratch at every step of a loop would otherwise hold every step's, and
# one huge output three times its size. Past it, an allocation is poisoned as before but neither guarded nor kept.
GUARDED_BYTES_MAX = 8 << 30

_FACTORIES = {"empty": "torch.empty", "empty_like": "torch.empty_like", "empty_strided": "torch.empty_strided"}

# The integer dtypes ``poison_value`` poisons (torch's sub-byte, bits and quantized ones are left as torch makes them)
_INTEGER_DTYPES = ("uint8", "int8", "int16", "int32", "int64", "uint16", "uint32", "uint64")


def poison_value(dtype: Any, poison: float) -> float | int | bool | None:
    """What a tensor of ``dtype`` holds in place of ``poison`` (NaN in a candidate's first run, a number in its
    second): ``poison`` itself where the dtype can hold it (floating, complex). A bool or an integer holds no NaN, so
    there the first run's fill and the second's are values of their own that differ: 0, then 1 (False, then True).
    An element the port never writes then differs from the reference's in one of the two runs, whatever the
    reference holds there. Any two values would do; these are valid indices (every dimension has a 0th element, most
    a 1st), because the reference runs on them too (``op_plugin._write_only`` tries both on an integer argument it
    writes, to see whether it reads it): -1 read as an index by a GPU kernel faults, poisoning the CUDA context for
    every later call. A reference that spins on such an argument as a lock held at 1 would still hang. None for a
    dtype with no such value."""
    import torch

    if dtype.is_floating_point or dtype.is_complex:
        return poison
    if dtype != torch.bool and str(dtype).removeprefix("torch.") not in _INTEGER_DTYPES:
        return None
    value = 0 if math.isnan(poison) else 1
    return bool(value) if dtype == torch.bool else value


def poison_fill(t: Any, poison: float, where: Any = None) -> Any:
    """``t`` filled in place, outside autograd, with ``poison_value`` of its dtype (as it was where there is none):
    wholly, or at the elements the bool mask ``where`` holds True."""
    import torch

    value = poison_value(t.dtype, poison)
    if value is not None:
        with torch.no_grad():
            if where is None:
                t.fill_(value)
            else:
                t.masked_fill_(where, value)
    return t


@contextlib.contextmanager
def poisoned_allocations(poison: float = math.nan) -> Iterator[list[Allocated]]:
    """Inside the block, ``torch.empty*`` and ``Tensor.new_empty`` return tensors inside a guard, filled with
    ``poison`` (NaN), or in a dtype that holds no NaN with the value standing for it (``poison_value``); the block
    yields them as they are made (``Allocated``).

    A candidate that allocates its outputs this way and leaves an element unwritten then returns
    NaN there, which never passes a check: garbage that happens to look right cannot. Where the reference
    itself computes NaN, a second run under another poison tells the NaN the candidate wrote from its poison; in a
    bool or integer output, whose two fills differ, that run holds the other fill where the first's equals the
    reference's.
    Each tensor has the dtype, device, size and strides torch gives it (a ``memory_format``, ``empty_strided``'s
    strides), in the middle of a buffer whose bytes on either side are ``GUARD_BYTE`` (``guarded_empty``): after
    the run, ``Allocated.guard_changes`` finds a store past its end or before its start (the unmasked ragged tail
    tile of an output or a workspace the port allocates), which lands in memory no comparison reads. The guard costs
    each allocation ``guard_bytes`` of its span on either side, the block's at most ``GUARDED_BYTES_MAX`` in all. A
    tensor of no elements, of another layout, pinned, or an ``out=`` is made as torch makes it.
    """
    import torch

    made: list[Allocated] = []
    held = 0
    inside = False  # a guard being made: its own allocations are torch's

    def guarded(name: str, factory: Callable[..., Any]) -> Callable[..., Any]:
        def make(*args: Any, **kwargs: Any) -> Any:
            nonlocal held, inside
            if inside:
                return factory(*args, **kwargs)
            inside = True
            try:
                t = factory(*args, **kwargs)
                cost = guarded_bytes(t) if kwargs.get("out") is None and not kwargs.get("pin_memory") else 0
                if 0 < cost <= GUARDED_BYTES_MAX - held:
                    held += cost
                    t = guarded_empty(t.shape, t.stride(), t.dtype, t.device).requires_grad_(t.requires_grad)
                    made.append(Allocated.of(name, t))
                poison_fill(t, poison)
            finally:
                inside = False
            return t

        return make

    originals = {name: getattr(torch, name) for name in _FACTORIES}
    new_empty = torch.Tensor.new_empty
    try:
        for name, factory in originals.items():
            setattr(torch, name, guarded(_FACTORIES[name], factory))
        torch.Tensor.new_empty = guarded("Tensor.new_empty", new_empty)
        yield made
    finally:
        for name, factory in originals.items():
            setattr(torch, name, factory)
        torch.Tensor.new_empty = new_empty


def guarded_bytes(t: Any) -> int:
    """The bytes ``guarded_empty`` allocates for a tensor laid out as ``t``; 0 where it guards none (no elements,
    not a plain strided tensor)."""
    if not plain_strided(t) or t.numel() == 0:
        return 0
    first, end = byte_span(t)
    return end - first + 2 * guard_bytes(end - first)


def guarded_empty(size: Sequence[int], stride: Sequence[int], dtype: Any, device: Any) -> Any:
    """An uninitialised tensor of ``size`` and ``stride`` viewing the middle of a buffer whose bytes on either side of
    its span (``guard_bytes`` of it, each side) hold ``GUARD_BYTE``: a store past its end or before its start changes
    them (``Allocated.guard_changes``). Its address is the buffer's plus a multiple of ``ALIGN_BYTES``, so its
    alignment is an allocation's."""
    import torch

    itemsize = dtype.itemsize
    span = (sum((n - 1) * s for n, s in zip(size, stride, strict=True)) + 1) * itemsize if math.prod(size) else 0
    guard = guard_bytes(span)
    buffer = torch.full((span + 2 * guard,), GUARD_BYTE, dtype=torch.uint8, device=device)
    return torch.empty(0, dtype=dtype, device=device).set_(
        buffer.untyped_storage(), guard // itemsize, tuple(size), tuple(stride)
    )
