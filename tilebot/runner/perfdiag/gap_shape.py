"""How the gap changes across configs: the same factor everywhere, the same added time, or neither.

Evidence, never a verdict on its own. A near-uniform ratio means every call does proportionally more:
extra work per call that scales with the data (a second pass, a copy of an input) or a kernel slower
everywhere. A near-constant added time means a fixed cost per call whatever the size: a small extra
launch, a synchronisation, a fill of a fixed-size buffer. A gap that grows or shrinks irregularly points
at the configs with the largest ratio (tile shapes, masking, occupancy at those sizes).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tilebot.runner.perfdiag.record import Comparison

UNIFORM_BAND = 1.05  # largest / smallest ratio: within 5% is "the same factor"
CONSTANT_BAND = 1.5  # largest / smallest added time: within 1.5x is "the same added time"


@dataclass(frozen=True)
class GapShape:
    configs: int
    min_ratio: float
    max_ratio: float
    added_us: tuple[float, ...]  # candidate - reference median per config, µs
    pct_of_copy: tuple[tuple[float | None, float | None], ...]  # (reference, candidate) per config

    @property
    def uniform_factor(self) -> bool:
        return self.configs >= 2 and self.max_ratio <= self.min_ratio * UNIFORM_BAND

    @property
    def constant_added_time(self) -> bool:
        if self.configs < 2 or min(self.added_us) <= 0:
            return False
        return max(self.added_us) <= min(self.added_us) * CONSTANT_BAND

    def readings(self) -> list[str]:
        """One sentence per thing the numbers show."""
        if self.configs < 2:
            return ["one configuration: how the gap changes with size is unknown"]
        out = []
        span = f"ratios {self.min_ratio:.3f} to {self.max_ratio:.3f}"
        if self.uniform_factor:
            out.append(
                f"{span}: a near-uniform factor, as extra work on every call that scales with the data "
                "(a second pass, an input copy) or a kernel slower everywhere gives"
            )
        if self.constant_added_time:
            out.append(
                f"the port adds {min(self.added_us):.2f} to {max(self.added_us):.2f} µs per call whatever the size: "
                "a fixed per-call cost (a small extra launch, a synchronisation)"
            )
        if not out:
            out.append(f"{span}: the gap depends on the configuration; the largest ratios show where to look")
        bandwidth = self._bandwidth_reading()
        if bandwidth:
            out.append(bandwidth)
        return out

    def _bandwidth_reading(self) -> str | None:
        pairs = [(r, c) for r, c in self.pct_of_copy if r is not None and c is not None]
        if not pairs:
            return None
        refs, cands = [r for r, _ in pairs], [c for _, c in pairs]
        return (
            f"the port reaches {min(cands):.0f}-{max(cands):.0f}% of the device's copy bandwidth where the "
            f"reference reaches {min(refs):.0f}-{max(refs):.0f}% ({len(pairs)} configs with a byte count)"
        )

    def to_json(self) -> dict[str, object]:
        return {
            "configs": self.configs,
            "min_ratio": self.min_ratio,
            "max_ratio": self.max_ratio,
            "uniform_factor": self.uniform_factor,
            "added_us": list(self.added_us),
            "constant_added_time": self.constant_added_time,
            "readings": self.readings(),
        }


def gap_shape(comparisons: Sequence[Comparison]) -> GapShape:
    """Over the usable comparisons (the caller filters)."""
    if not comparisons:
        raise ValueError("the shape of a gap needs at least one usable comparison")
    ratios = [c.ratio for c in comparisons if c.ratio is not None]
    return GapShape(
        configs=len(comparisons),
        min_ratio=min(ratios),
        max_ratio=max(ratios),
        added_us=tuple(c.added_us for c in comparisons),
        pct_of_copy=tuple((c.reference_pct_of_copy, c.candidate_pct_of_copy) for c in comparisons),
    )
