"""What the pinned cutile can write, where it differs between the versions tilebot supports.

The run builds with the crates ``[target] crates`` pins (TileGym pins ``=0.2.0`` in its own ``cutile_kernels``
crate, and D refuses a crate whose pins differ), so the translator writes each version's own form and the IR
diff reads a hint the version cannot write as a gap, not as the port's fault.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

from tilebot.core.config import KERNEL_CRATES, RunConfig, Target

# The versions the translator's forms were compiled and diffed with (reports/cutile-upgrade-study.md for 0.3.1).
SUPPORTED = ((0, 2, 0), (0, 3, 1))
_EXACT = re.compile(r"^=?\s*(\d+)\.(\d+)\.(\d+)$")


@dataclass(frozen=True)
class CutileFeatures:
    version: tuple[int, int, int]

    @property
    def label(self) -> str:
        return ".".join(map(str, self.version))

    @property
    def worker_warps_hint(self) -> bool:
        """``num_worker_warps_per_cta`` as an entry hint (0.3.0 and later; 0.2.0's whitelist lacks it)."""
        return self.version >= (0, 3, 0)

    @property
    def slash_floors(self) -> bool:
        """An int tile's ``/`` is a floor divi, as Python's ``//`` (0.2.0); 0.3 rounds toward zero, as Rust's, and
        writes a floor only as ``divi(a, b, rounding::NegativeInf)``, which 0.2.0 cannot serialize."""
        return self.version < (0, 3, 0)

    @property
    def short_circuits(self) -> bool:
        """``&&``/``||`` on bools lower to an ``if`` (0.3), not to ``andi``/``ori`` as cuTile Python writes Python's
        ``and``/``or`` on scalars (0.2.0): the same values, other SASS."""
        return self.version >= (0, 3, 0)

    @property
    def unsafe_pointer_ops(self) -> bool:
        """``load_ptr_tko``/``store_ptr_tko`` are ``unsafe fn`` (0.3): called bare, each is a warning (E0133 under
        edition 2024's ``unsafe_op_in_unsafe_fn``); in 0.2.0 an ``unsafe`` block around them is an unused one."""
        return self.version >= (0, 3, 0)

    @property
    def narrow_unsigned(self) -> bool:
        """u8 and u16 tiles' compares, shri, divi, remi, mini and maxi are written unsigned (0.3's
        ``rust_int_signedness``); 0.2.0 infers unsigned for bool, u32 and u64 only, so writes those signed."""
        return self.version >= (0, 3, 0)

    @property
    def hint_gaps(self) -> frozenset[str]:
        """Entry hints a port in this version cannot carry: the IR diff notes their absence, not a fault."""
        return frozenset() if self.worker_warps_hint else frozenset({"num_worker_warps_per_cta"})


def cutile_features(crates: Mapping[str, str]) -> CutileFeatures:
    """The features of the exact ``cutile`` pin; ValueError for a range or a version tilebot has not verified."""
    pin = crates.get("cutile", "")
    found = _EXACT.match(pin.strip())
    if found is None:
        raise ValueError(f'cutile must be pinned to one version (e.g. "=0.2.0"), got {pin!r}')
    version = (int(found[1]), int(found[2]), int(found[3]))
    if version not in SUPPORTED:
        known = ", ".join("=" + ".".join(map(str, v)) for v in SUPPORTED)
        raise ValueError(f"cutile ={CutileFeatures(version).label} is not one tilebot's translator knows ({known})")
    return CutileFeatures(version)


def pins(version: str) -> dict[str, str]:
    """The crate pins of a supported cutile version, e.g. ``pins("0.3.1")`` for ``[target] crates``: the five
    crates a kernel uses, and from 0.3 also cutile-ir and cuda-bindings, which 0.3's crates require as ``^0.3``."""
    found = cutile_features({"cutile": version})
    crates = list(KERNEL_CRATES)
    if found.version >= (0, 3, 0):
        crates += ["cutile-ir", "cuda-bindings"]
    return {name: f"={found.label}" for name in crates}


def with_cutile(config: RunConfig, version: str | None) -> RunConfig:
    """``config`` building with another supported cutile (a report's ``--cutile``); as is for None."""
    if version is None:
        return config
    return config.model_copy(update={"target": config.target.model_copy(update={"crates": pins(version)})})


def hint_gaps(crates: Mapping[str, str]) -> frozenset[str]:
    """The hints a port built with these pins cannot carry; none for a version tilebot does not know (strict)."""
    try:
        return cutile_features(crates).hint_gaps
    except ValueError:
        return frozenset()


DEFAULT_CUTILE = cutile_features(Target().crates)
