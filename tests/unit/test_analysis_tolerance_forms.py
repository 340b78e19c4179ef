"""Comparisons that state their tolerance in other terms than atol/rtol (pytest.approx, numpy's and unittest's
almost-equal assertions, hand-written bounds), negated comparisons and comparisons bound to other names: each is
read as the (atol, rtol) stage D checks with, ``|out - ref| <= atol + rtol * |ref|``, passing exactly what the
test passes, a stricter one where no pair does but one passes less (pytest.approx's max), or left unknown with a
note where none can stand for it."""

from __future__ import annotations

import math
import textwrap
import unittest
from pathlib import Path

import pytest

from tests.support.target_tests import read_test_file
from tilebot.core.analysis import AnalysisConfig, Unresolved
from tilebot.runner.analysis import assemble
from tilebot.runner.analysis.tolerances import Found

COMMON = """
import torch


def get_dtype_tolerances(dtype):
    return {"atol": 1e-2, "rtol": 1e-2}
"""


def found(tmp_path: Path, lines: str, dtype: str = "float32", imports: str = "") -> Found | None:
    """The tolerance of a one-configuration test whose body is ``lines`` (None: it compares nothing)."""
    body = f"{imports}\n\n@pytest.mark.parametrize('dtype', [torch.{dtype}])\ndef test_op(dtype):\n"
    found_file = read_test_file(tmp_path, COMMON, body + textwrap.indent(textwrap.dedent(lines), "    "))
    (config,) = found_file.configs
    return config.tolerance


def tolerance(tmp_path: Path, lines: str, dtype: str = "float32", imports: str = "") -> tuple[float | None, ...]:
    tol = found(tmp_path, lines, dtype, imports)
    assert tol is not None, "no comparison found"
    return tol.atol, tol.rtol


def below(bound: float) -> float:
    return math.nextafter(bound, -math.inf)


def test_pytest_approx_is_read_where_its_max_of_two_tolerances_has_one_term(tmp_path: Path) -> None:
    cases = [
        ("assert out == pytest.approx(ref, abs=1e-3)", {"abs": 1e-3}, (1e-3, 0.0)),  # abs alone drops rel
        ("assert out == pytest.approx(ref, rel=1e-3, abs=0)", {"rel": 1e-3, "abs": 0}, (0.0, 1e-3)),
        ("assert out == pytest.approx(ref, rel=0)", {"rel": 0}, (1e-12, 0.0)),  # abs keeps its default
        ("assert pytest.approx(ref, 1e-3, 0.0) == out", {"rel": 1e-3, "abs": 0.0}, (0.0, 1e-3)),  # by position
    ]
    for i, (line, given, expected) in enumerate(cases):
        atol, rtol = tolerance(tmp_path / str(i), line)
        assert (atol, rtol) == expected, line
        for value in (0.0, 1e-9, 0.5, 3.0, -7e5):  # pytest's own tolerance, for expected values of any size
            assert pytest.approx(value, **given).tolerance == expected[0] + expected[1] * abs(value)
    imported = "tol = {'abs': 2e-3}\nassert out == approx(ref, **tol)"
    assert tolerance(tmp_path / "i", imported, imports="from pytest import approx") == (2e-3, 0.0)


def test_pytest_approx_with_a_relative_and_an_absolute_term_is_halved_never_summed(tmp_path: Path) -> None:
    # max(rel * |ref|, abs) is no atol + rtol * |ref|: atol=abs, rtol=rel would pass up to twice the difference;
    # half of each passes nothing approx rejects and is never more than twice too strict
    cases = [
        ("assert out == pytest.approx(ref)", {}, (5e-13, 5e-7)),  # pytest's defaults rel=1e-6, abs=1e-12
        ("assert out == pytest.approx(ref, rel=1e-3)", {"rel": 1e-3}, (5e-13, 5e-4)),
        ("assert out == pytest.approx(ref, rel=1e-3, abs=1e-5)", {"rel": 1e-3, "abs": 1e-5}, (5e-6, 5e-4)),
        ("assert pytest.approx(ref, 2e-2, 4e-4) == out", {"rel": 2e-2, "abs": 4e-4}, (2e-4, 1e-2)),
    ]
    for i, (line, given, expected) in enumerate(cases):
        tol = found(tmp_path / str(i), line)
        assert tol is not None and (tol.atol, tol.rtol) == expected, line
        assert "stricter" in tol.note and "max(" in tol.note
        rel, tol_abs = given.get("rel", 1e-6), given.get("abs", 1e-12)
        crossover = tol_abs / rel  # where approx's two terms meet: the halves are furthest below there
        for value in (0.0, 1e-9, crossover / 3, crossover, 3 * crossover, 0.5, 3.0, -7e5):
            bound = expected[0] + expected[1] * abs(value)  # the largest difference stage D passes
            approx_tolerance = pytest.approx(value, **given).tolerance
            assert approx_tolerance / 2 <= bound <= approx_tolerance, (line, value)


def test_numpy_almost_equal_bounds_the_difference_strictly_below_one_and_a_half_units(tmp_path: Path) -> None:
    np = pytest.importorskip("numpy")
    cases = [
        ("np.testing.assert_almost_equal(out, ref, decimal=3)", 3, np.testing.assert_almost_equal),
        ("np.testing.assert_almost_equal(out, ref, 2)", 2, np.testing.assert_almost_equal),
        ("np.testing.assert_almost_equal(out, ref)", 7, np.testing.assert_almost_equal),  # numpy's default
        ("np.testing.assert_array_almost_equal(out, ref)", 6, np.testing.assert_array_almost_equal),
    ]
    for i, (line, decimal, check) in enumerate(cases):
        atol, rtol = tolerance(tmp_path / str(i), line)
        assert (atol, rtol) == (below(1.5 * 10.0**-decimal), 0.0), line
        check(atol, 0.0, decimal=decimal)  # the largest difference stage D passes, numpy passes too
        with pytest.raises(AssertionError):
            check(math.nextafter(atol, math.inf), 0.0, decimal=decimal)
    imported = "assert_array_almost_equal(out, ref, decimal=4)"
    assert tolerance(tmp_path / "i", imported, imports="from numpy.testing import assert_array_almost_equal") == (
        below(1.5 * 10.0**-4),  # numpy computes the bound so, not as the literal 1.5e-4
        0.0,
    )


def test_unittest_assert_almost_equal_takes_delta_or_the_rounding_of_places(tmp_path: Path) -> None:
    case = unittest.TestCase()
    assert tolerance(tmp_path / "d", "self.assertAlmostEqual(out, ref, delta=2e-3)") == (2e-3, 0.0)
    for places in (3, 7):
        line = (
            f"self.assertAlmostEqual(out, ref, places={places})" if places != 7 else "self.assertAlmostEqual(out, ref)"
        )
        atol, rtol = tolerance(tmp_path / str(places), line)
        assert rtol == 0.0 and atol is not None
        case.assertAlmostEqual(atol, 0.0, places=places)
        with pytest.raises(AssertionError):
            case.assertAlmostEqual(math.nextafter(atol, math.inf), 0.0, places=places)
    both = found(tmp_path / "both", "self.assertAlmostEqual(out, ref, 3, None, 1e-3)")
    assert both is not None and both.atol is None and "both places and delta" in both.note


def test_comparisons_stated_in_units_in_the_last_place_or_significant_digits_are_reported(tmp_path: Path) -> None:
    for i, line in enumerate(
        ["np.testing.assert_array_almost_equal_nulp(out, ref, 4)", "np.testing.assert_approx_equal(out, ref, 3)"]
    ):
        tol = found(tmp_path / str(i), line)
        assert tol is not None and (tol.atol, tol.rtol) == (None, None) and "no atol/rtol" in tol.note


def test_a_negated_comparison_bounds_nothing(tmp_path: Path) -> None:
    # dropout: the output must differ from the input; the tolerance is the next comparison's
    differs = "assert not torch.allclose(out, x)\ntorch.testing.assert_close(out, ref, atol=1e-3, rtol=2e-3)"
    assert tolerance(tmp_path / "a", differs) == (1e-3, 2e-3)
    unittest_style = "self.assertFalse(torch.allclose(out, x))\nassert torch.allclose(out, ref, 1e-3, 1e-4)"
    assert tolerance(tmp_path / "b", unittest_style) == (1e-4, 1e-3)
    assert found(tmp_path / "c", "assert out != pytest.approx(ref)") is None
    raised = "if not torch.allclose(out, ref, atol=1e-3, rtol=2e-3):\n    raise AssertionError('far')"
    assert tolerance(tmp_path / "d", raised) == (1e-3, 2e-3)


def test_a_comparison_bound_to_another_name_compares_as_itself(tmp_path: Path) -> None:
    local = "check = torch.testing.assert_close\ncheck(out, ref)"
    assert tolerance(tmp_path / "a", local, "bfloat16") == (1e-5, 1.6e-2)  # torch's bfloat16 defaults
    partial = "check = functools.partial(torch.testing.assert_close, atol=1e-3, rtol=1e-3)\ncheck(out, ref)"
    assert tolerance(tmp_path / "b", partial, imports="import functools") == (1e-3, 1e-3)
    # module level: was read as a bare assert_close, torch's bfloat16 rtol 1.6e-2 instead of the 1e-2 fixed here
    module = "import functools\nassert_close = functools.partial(torch.testing.assert_close, atol=1e-2, rtol=1e-2)"
    assert tolerance(tmp_path / "c", "assert_close(out, ref)", "bfloat16", module) == (1e-2, 1e-2)
    # the call's own keywords override the partial's
    assert tolerance(tmp_path / "d", "assert_close(out, ref, atol=5e-4)", "bfloat16", module) == (5e-4, 1e-2)
    numpy = "from functools import partial\nclose = partial(np.testing.assert_allclose, rtol=3e-4)"
    assert tolerance(tmp_path / "e", "close(out, ref)", imports=numpy) == (0.0, 3e-4)
    # a constant whose name ends like a comparison's is still its value
    constant = "ATOL_ALLCLOSE = 3e-3"
    assert tolerance(
        tmp_path / "k", "atol = ATOL_ALLCLOSE\nassert torch.allclose(out, ref, atol=atol)", imports=constant
    ) == (
        3e-3,
        1e-5,
    )
    spread = "check = functools.partial(torch.testing.assert_close, **options())\ncheck(out, ref)"
    unknown = found(tmp_path / "f", spread, imports="import functools")
    assert unknown is not None and (unknown.atol, unknown.rtol) == (None, None)


def correctness_config(tol: Found) -> AnalysisConfig:
    """A float32 correctness configuration of tests/ops/test_op.py compared with ``tol``."""
    return AnalysisConfig(
        node_id="tests/ops/test_op.py::test_op",
        test="test_op",
        kind="correctness",
        params={},
        dtype="float32",
        tolerance=assemble.tolerance(tol),
        status="mapped",
        variants=["k"],
    )


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        ("assert (out - ref).abs().max() < 1e-3", (below(1e-3), 0.0)),  # stage D passes a difference equal to atol
        ("assert torch.max(torch.abs(out - ref)).item() <= 1e-3", (1e-3, 0.0)),
        ("assert 1e-3 >= (out - ref).abs().max()", (1e-3, 0.0)),
        ("assert torch.all(torch.abs(out - ref) <= 1e-3)", (1e-3, 0.0)),
        ("assert (abs(out - ref) < 1e-3).all().item()", (below(1e-3), 0.0)),
        ("if (out - ref).abs().max() > 1e-3:\n    raise AssertionError('too far')", (1e-3, 0.0)),
        ("self.assertLess((out - ref).abs().max().item(), 1e-3)", (below(1e-3), 0.0)),
        (
            "diff = (out.float() - ref.float()).abs()\nworst = diff.max().item()\n"
            "tol = 1e-2 if dtype == torch.bfloat16 else 1e-4\nassert worst <= tol, f'{worst}'",
            (1e-2, 0.0),
        ),
    ],
)
def test_a_hand_written_bound_on_the_largest_difference_is_an_absolute_tolerance(
    tmp_path: Path, lines: str, expected: tuple[float, float]
) -> None:
    assert tolerance(tmp_path, lines, "bfloat16") == expected


@pytest.mark.parametrize(
    "lines",
    [
        "assert (out - ref).abs().max() / ref.abs().max() < 1e-3",  # relative to the largest reference value
        "assert (out - ref).abs().mean() < 1e-3",
        "assert torch.norm(out - ref) < 1e-3",
        "assert ((out - ref) ** 2).mean() < 1e-6",
        "assert not torch.all((out - ref).abs() < 1e-3)",
        "assert (out - ref).abs().max() < 1e-3 * ref.abs().max()",  # a bound only the run knows
        "assert (out - ref).abs().max() > 1e-3",
    ],
)
def test_a_hand_written_check_that_is_no_absolute_bound_is_reported_not_defaulted(tmp_path: Path, lines: str) -> None:
    tol = found(tmp_path, lines)
    # before: no comparison found, and stage A fell back to the repository's default of 1e-2
    assert tol is not None and (tol.atol, tol.rtol) == (None, None) and tol.note
    config = correctness_config(tol)
    unresolved: list[Unresolved] = []
    assemble.per_dtype([config], [], {"tests/ops/test_op.py"}, unresolved)
    assert unresolved[0].item == "tolerance of tests/ops/test_op.py::test_op" and unresolved[0].reason == tol.note


def test_a_hand_written_exact_check_yields_to_a_tolerance_comparison(tmp_path: Path) -> None:
    exact = "assert (idx - ref_idx).abs().max() == 0"
    assert tolerance(tmp_path / "a", exact) == (0.0, 0.0)
    assert tolerance(tmp_path / "b", exact + "\ntorch.testing.assert_close(val, ref, atol=1e-3, rtol=0)") == (1e-3, 0)
    summed = "assert torch.abs(idx - ref_idx).sum().item() == 0\nassert torch.allclose(val, ref, 1e-3, 1e-4)"
    assert tolerance(tmp_path / "s", summed) == (1e-4, 1e-3)
    # checks of no difference are no comparison
    assert found(tmp_path / "c", "assert out.shape == ref.shape\nassert n - 1 < 4") is None


def test_a_dtype_compared_only_in_unreadable_forms_says_so_where_it_takes_the_repository_default(
    tmp_path: Path,
) -> None:
    tol = found(tmp_path, "assert torch.norm(out - ref) < 1e-3")
    assert tol is not None
    config = correctness_config(tol)
    default = Found(atol=1e-2, rtol=1e-2, source="tests/common.py:3", comparison="assert_close")
    chosen = assemble.per_dtype([config], [], {"tests/ops/test_op.py"}, [], lambda dtype: default)["float32"]
    # before: "no test compares this dtype with a tolerance", where one does, in a form no atol/rtol states
    assert "no test compares" not in chosen.note and "unresolved" in chosen.note
