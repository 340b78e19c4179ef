"""Launch counts per config: does one call of the port run more on the device than one call of the reference?

CUPTI records every kernel, memset and memcpy of a measured call (tilebot/runner/gpu/cupti_timer.py), so a
surplus in the candidate is extra device work per call. Whose it is, by one rule:

- A *library op* is a memset or memcpy, or a kernel of PyTorch/ATen, c10, CUB or Thrust (``_ZN2at…``,
  ``at::…`` and the like): what a Python wrapper or FFI shim starts with ``torch.zeros``, ``.contiguous()``,
  ``.to()``, ``copy_`` or an arithmetic op on a tensor. Library ops the candidate runs beyond the
  reference's (same name, counted) are owner **host**.
- Every other kernel is a *tile kernel*: the reference's or the port's own entry. Tile-kernel launches
  beyond the reference's are owner **kernel**: the port splits the work or runs a second pass.
- When the recorded names do not cover the call (they come from the first measured call; the count may
  vary between calls), the surplus cannot be split and is owner **host**, the usual place of an extra launch.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

from tilebot.runner.perfdiag.record import Comparison
from tilebot.runner.tileir.rules import Owner

COPY_KINDS = frozenset({"memset", "memcpy"})  # CUPTI's names for non-kernel device ops
LIBRARY_PREFIXES = (
    "_ZN2at",
    "_ZN3c10",
    "_ZN3cub",
    "_ZN6thrust",
    "at::",
    "void at::",
    "c10::",
    "cub::",
    "void cub::",
    "thrust::",
    "void thrust::",
)
# What a library op most likely is in a wrapper, by a word of its name (first match wins).
LIBRARY_ROLES = (
    ("memset", "a memset (torch.zeros or zero_())"),
    ("memcpy", "a memcpy (a copy between buffers)"),
    ("copy", "a copy (.contiguous(), .to(), .clone() or copy_())"),
    ("fill", "a fill (torch.zeros/ones/full or fill_())"),
    ("reduce", "a reduction"),
    ("elementwise", "an elementwise op on a tensor"),
)
NAME_LIMIT = 90


def is_library_op(name: str) -> bool:
    return name in COPY_KINDS or name.startswith(LIBRARY_PREFIXES)


def readable(name: str) -> str:
    """A short name for people: the C++ scope of a mangled kernel plus its functor, else the name cut short."""
    if name.startswith("_ZN"):
        scope = _mangled_scope(name)
        functor = next((ident for ident in _mangled_identifiers(name) if "Functor" in ident), None)
        if scope:
            return scope + (f"<{functor}>" if functor else "")
    return name if len(name) <= NAME_LIMIT else name[: NAME_LIMIT - 1] + "…"


def role_of(name: str) -> str:
    lowered = name.lower()
    return next((role for word, role in LIBRARY_ROLES if word in lowered), "a library kernel")


@dataclass(frozen=True)
class LaunchCount:
    config: str
    reference_ops: int
    candidate_ops: int
    extra_library: tuple[str, ...]  # raw names, one per extra launch
    extra_tile_kernels: int
    candidate_tile_kernels: tuple[str, ...]  # the port's own kernels in one call
    names_cover_call: bool
    ops_vary: bool

    @property
    def surplus(self) -> int:
        return max(0, self.candidate_ops - self.reference_ops)

    @property
    def owners(self) -> tuple[Owner, ...]:
        """Who must remove the surplus, kernel first."""
        found = []
        if self.extra_tile_kernels:
            found.append(Owner.KERNEL)
        if self.extra_library or (self.surplus and not self.names_cover_call):
            found.append(Owner.HOST)
        return tuple(found)

    def to_json(self) -> dict[str, object]:
        return {
            "config": self.config,
            "reference_ops": self.reference_ops,
            "candidate_ops": self.candidate_ops,
            "surplus": self.surplus,
            "extra_library": [{"name": n, "readable": readable(n), "role": role_of(n)} for n in self.extra_library],
            "extra_tile_kernels": self.extra_tile_kernels,
            "candidate_tile_kernels": [readable(n) for n in self.candidate_tile_kernels],
            "names_cover_call": self.names_cover_call,
            "ops_vary": self.ops_vary,
            "owners": [o.value for o in self.owners],
        }


def count_launches(comparison: Comparison) -> LaunchCount:
    ref, cand = comparison.reference, comparison.candidate
    covered = len(ref.op_names) == ref.ops_per_call and len(cand.op_names) == cand.ops_per_call
    surplus = max(0, cand.ops_per_call - ref.ops_per_call)
    extra_library: tuple[str, ...] = ()
    extra_tiles = 0
    cand_tiles = tuple(n for n in cand.op_names if not is_library_op(n))
    if surplus and covered:
        ref_lib = Counter(n for n in ref.op_names if is_library_op(n))
        cand_lib = Counter(n for n in cand.op_names if is_library_op(n))
        extra_library = tuple((cand_lib - ref_lib).elements())
        ref_tiles = sum(1 for n in ref.op_names if not is_library_op(n))
        extra_tiles = max(0, len(cand_tiles) - ref_tiles)
    return LaunchCount(
        config=comparison.config,
        reference_ops=ref.ops_per_call,
        candidate_ops=cand.ops_per_call,
        extra_library=extra_library,
        extra_tile_kernels=extra_tiles,
        candidate_tile_kernels=cand_tiles,
        names_cover_call=covered,
        ops_vary=cand.ops_vary or ref.ops_vary,
    )


def _mangled_scope(name: str) -> str:
    """``_ZN2at6native29vectorized_elementwise_kernelI…`` → ``at::native::vectorized_elementwise_kernel``."""
    parts = []
    pos = 3
    while pos < len(name) and name[pos].isdigit():
        digits = re.match(r"\d+", name[pos:])
        assert digits is not None
        length = int(digits.group())
        start = pos + len(digits.group())
        parts.append(name[start : start + length])
        pos = start + length
    return "::".join(parts)


def _mangled_identifiers(name: str) -> list[str]:
    """Length-prefixed identifiers anywhere in a mangled name (a superset: some are misreads, callers filter)."""
    found = []
    for match in re.finditer(r"(?<!\d)\d+", name):
        start, length = match.end(), int(match.group())
        ident = name[start : start + length]
        if len(ident) == length and re.fullmatch(r"[A-Za-z_]\w*", ident):
            found.append(ident)
    return found
