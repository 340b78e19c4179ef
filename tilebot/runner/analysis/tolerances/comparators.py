"""The comparison functions the reader knows: which names compare, how each takes its tolerances, what it uses for
one left out, and how the ones that state a tolerance in other terms convert to (atol, rtol)."""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from decimal import Decimal

COMPARISON = re.compile(
    r"(assert\w*close|allclose|isclose|assertcorrectness|assert_equal|array_equal|^equal|^approx"
    r"|(?<!not_)(?<!not)almost_?equal|approx_equal|_nulp|max_ulp)$",
    re.I,
)
# ``torch.equal``, ``numpy.array_equal`` and ``numpy.testing.assert_array_equal`` compare exactly; ``*almost_equal``
# and ``assert_approx_equal`` do not.
EXACT = re.compile(r"(?<!almost_)(?<!almost)(?<!approx_)equal$", re.I)
# torch.testing.assert_close's documented defaults (rtol, atol) by dtype.
TORCH_DEFAULTS = {
    "float16": (1e-3, 1e-5),
    "bfloat16": (1.6e-2, 1e-5),
    "float32": (1.3e-6, 1e-5),
    "float64": (1e-7, 1e-7),
    "complex64": (1.3e-6, 1e-5),
}


def is_exact(comparison: str) -> bool:
    return bool(EXACT.search(comparison))


# (atol, rtol) passing exactly what a comparison passes; (atol, rtol, how) where no pair does and the one given
# passes less, never more; or why no pair can stand for it
Converted = tuple[float, float] | tuple[float, float, str] | str


@dataclass(frozen=True)
class Comparator:
    """How a comparison function takes its tolerances: which positional parameters follow the callee, and what it
    uses for a tolerance left out (``per_dtype``: torch.testing's table; ``repository``: the repo's default
    helper, as TileGym's ``assertCorrectness`` does; ``fixed``: one (rtol, atol) whatever the dtype;
    ``converted``: ``convert`` turns the tolerance parameters it is given, ``reads``, into atol and rtol)."""

    positional: tuple[str, ...] = ()
    missing: str = "repository"  # per_dtype | repository | fixed | exact | converted
    fixed: tuple[float, float] = (0.0, 0.0)
    reads: frozenset[str] = frozenset({"atol", "rtol"})
    convert: Callable[[dict[str, float]], Converted] | None = None


def _approx(given: dict[str, float]) -> Converted:
    """pytest.approx passes |actual - expected| <= max(rel * |expected|, abs), with rel=1e-6 and abs=1e-12 by
    default, and abs alone drops rel (``ApproxScalar.tolerance``). Where both terms count, no atol + rtol *
    |expected| states the max: the sum with the same values passes up to twice what approx does. Half of each
    passes nothing approx rejects ((abs + rel * |e|) / 2 <= max(abs, rel * |e|)), and of the pairs that never
    pass more it is the one that is at most twice too strict for every expected value; (abs, 0) or (0, rel)
    would reject correct outputs without bound, for large or near-zero expected values."""
    rel, tol = given.get("rel"), given.get("abs")
    if rel is None and tol is not None:
        return tol, 0.0
    rel = 1e-6 if rel is None else rel
    tol = 1e-12 if tol is None else tol
    if rel == 0 or tol == 0:
        return tol, rel
    how = (
        f"pytest.approx passes |actual - expected| <= max({rel:g} * |expected|, {tol:g}), which no atol + rtol * "
        f"|expected| states (atol={tol:g}, rtol={rel:g} would pass up to twice that): half of each, stricter "
        "than the test by at most 2x"
    )
    return tol / 2, rel / 2, how


def _almost_equal(decimal: int) -> Callable[[dict[str, float]], Converted]:
    def convert(given: dict[str, float]) -> Converted:
        # numpy.testing: abs(desired - actual) < 1.5 * 10**(-decimal), strictly; stage D passes a difference equal
        # to atol, so atol is the largest float below the bound
        return math.nextafter(1.5 * 10.0 ** -given.get("decimal", decimal), -math.inf), 0.0

    return convert


def _unittest_almost_equal(given: dict[str, float]) -> Converted:
    """unittest's assertAlmostEqual: abs(first - second) <= delta, else round(abs(first - second), places) == 0
    (places=7): Python rounds the exact value half to even, so differences up to 0.5 * 10**-places pass."""
    if "delta" in given and "places" in given:
        return "assertAlmostEqual is given both places and delta (a TypeError)"
    if "delta" in given:
        return given["delta"], 0.0
    places = given.get("places", 7.0)
    if not places.is_integer():
        return f"assertAlmostEqual's places={places:g} is not an integer"
    bound = Decimal(5).scaleb(-int(places) - 1)
    atol = float(bound)
    return (math.nextafter(atol, -math.inf) if Decimal(atol) > bound else atol), 0.0


def _unmappable(function: str, measure: str) -> Comparator:
    why = f"{function} compares {measure}, which no atol/rtol states"
    return Comparator((), "converted", reads=frozenset(), convert=lambda _given: why)


# torch.allclose / numpy.allclose: rtol=1e-05, atol=1e-08 for every dtype; numpy.testing: rtol=1e-07, atol=0.
ALLCLOSE = Comparator(("input", "other", "rtol", "atol"), "fixed", (1e-5, 1e-8))
TENSOR_ALLCLOSE = replace(ALLCLOSE, positional=ALLCLOSE.positional[1:])  # out.allclose(ref, ...): out is the input
EXACT_COMPARATOR = Comparator((), "exact")
LIBRARY = {
    "torch.testing.assert_close": Comparator((), "per_dtype"),
    "torch.testing.assert_allclose": Comparator(("actual", "expected", "rtol", "atol"), "per_dtype"),
    "torch.allclose": ALLCLOSE,
    "torch.isclose": ALLCLOSE,
    "numpy.allclose": ALLCLOSE,
    "numpy.isclose": ALLCLOSE,
    "numpy.testing.assert_allclose": Comparator(("actual", "desired", "rtol", "atol"), "fixed", (1e-7, 0.0)),
}
# Comparisons that state their tolerance in other terms, by qualified name and, where it cannot be resolved
# (``from numpy.testing import *``), by the name the function is defined under.
_CONVERTED = {
    "pytest.approx": Comparator(
        ("expected", "rel", "abs", "nan_ok"), "converted", reads=frozenset({"rel", "abs"}), convert=_approx
    ),
    "numpy.testing.assert_almost_equal": Comparator(
        ("actual", "desired", "decimal"), "converted", reads=frozenset({"decimal"}), convert=_almost_equal(7)
    ),
    "numpy.testing.assert_array_almost_equal": Comparator(
        ("actual", "desired", "decimal"), "converted", reads=frozenset({"decimal"}), convert=_almost_equal(6)
    ),
    "numpy.testing.assert_approx_equal": _unmappable("assert_approx_equal", "significant digits of the values"),
    "numpy.testing.assert_array_almost_equal_nulp": _unmappable(
        "assert_array_almost_equal_nulp", "units in the last place"
    ),
    "numpy.testing.assert_array_max_ulp": _unmappable("assert_array_max_ulp", "units in the last place"),
    "unittest.TestCase.assertAlmostEqual": Comparator(
        ("first", "second", "places", "msg", "delta"),
        "converted",
        reads=frozenset({"places", "delta"}),
        convert=_unittest_almost_equal,
    ),
}
LIBRARY |= _CONVERTED
CONVERTED_BY_NAME = {qualified.rsplit(".", 1)[-1]: c for qualified, c in _CONVERTED.items()}
# TileGym's tests/common.py helpers, for when their definition is not among the modules the test imports.
TILEGYM_HELPERS = {
    "assertCorrectness": (
        "test_fn",
        "ref_fn",
        "kwargs",
        "extra_test_kwargs",
        "extra_ref_kwargs",
        "gradient",
        "rtol",
        "atol",
    ),
    "assertAllClose": ("input", "reference", "rtol", "atol"),
}
