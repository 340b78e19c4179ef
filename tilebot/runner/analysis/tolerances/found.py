"""What the reader finds for one comparison, and the run-time values it meets on the way."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, NoReturn

from tilebot.runner.analysis.source_eval import Opaque, Unevaluable


@dataclass(frozen=True)
class Found:
    atol: float | None
    rtol: float | None
    source: str  # "tests/ops/test_x.py:42" or "torch.testing.assert_close defaults" or the helper's location
    comparison: str  # the comparison function's name
    note: str = ""  # why a value is missing, or how the pair recorded is stricter than the comparison
    # the comparisons it stands for, where the test compares with different tolerances (it is their strictest)
    compared: tuple[Found, ...] = field(default=(), kw_only=True)


class RunTime(Opaque):
    """A value the test computes when it runs (or a fixture makes). Reading it in a condition, a comparison or a
    table key is Unevaluable: a plain ``Opaque`` compares unequal to everything and is truthy, so ``atol = 1e-5
    if x.dtype == torch.float32 else 1e-1`` would silently take the loose branch."""

    def _unknown(self, *_: Any) -> NoReturn:
        raise Unevaluable(f"it depends on a value {self.what}")

    __bool__ = __eq__ = __ne__ = __lt__ = __le__ = __gt__ = __ge__ = __hash__ = __contains__ = _unknown


def number(value: Any, what: str) -> float:
    """``value`` as a tolerance: Unevaluable where only the run knows it, TypeError where it is no number."""
    if isinstance(value, Opaque):
        raise Unevaluable(f"{what} is {value.what}")
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise TypeError(f"{what} is {value!r}, not a number")
    return float(value)
