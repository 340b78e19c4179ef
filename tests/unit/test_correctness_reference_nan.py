"""Stage D's judgement of one output where the reference's own output holds NaN (no torch: the counts as
``correctness._compare`` gives them).

TileGym's sparse_mla writes 0/0 = NaN for a query whose top-k keys the causal mask all drops. The harness used to
stop at "the reference produced N NaN" without comparing anything else; now the elements with a reference value
are judged as always, a number where the reference is NaN fails, and a NaN where the reference is NaN passes only
where the candidate's second run, poisoned with a number, has NaN there too (it wrote it); a number there means
the element was left unwritten. Without that run it never passes. The torch side is in tests/gpu.
"""

from __future__ import annotations

from tilebot.runner.gpu.correctness import Tolerance, _Compared, _judge, _judge_again

TOL = Tolerance(1e-2, 1e-2)
ELEMENTS = 131072  # sparse_mla's test_op_basic[...-1-16-64-128-128-64-1-64] output: 1 x 16 x 64 x 128
REF_NAN = 4096  # what the H200 run reported for it: two query positions x 16 heads x 128


def _cmp(
    *,
    unwritten: int = 0,
    reference_nan: int = 0,
    both_nan: int = 0,
    out_of_tolerance: int = 0,
    written_nan: int | None = None,
) -> _Compared:
    bad = unwritten + reference_nan - both_nan + out_of_tolerance - (written_nan or 0)
    return _Compared(
        mismatches=bad,
        unwritten=unwritten,
        elements=ELEMENTS,
        max_abs=0.004,
        max_rel=0.01,
        norm_rel=0.003,
        zeros_would_pass=False,
        reference_nan=reference_nan,
        both_nan=both_nan,
        out_of_tolerance=out_of_tolerance,
        written_nan=written_nan,
    )


def test_nan_at_the_reference_s_nan_only_is_undecided_never_a_pass() -> None:
    problems, undecided = _judge(0, _cmp(unwritten=REF_NAN, reference_nan=REF_NAN, both_nan=REF_NAN), TOL)
    assert problems == []
    assert "the reference's own output is NaN at 4096 of 131072 elements" in undecided
    assert "cannot be told from an element left unwritten" in undecided


def test_a_port_with_nan_where_the_reference_has_a_value_fails_with_or_without_reference_nan() -> None:
    alone, undecided = _judge(0, _cmp(unwritten=128), TOL)
    assert alone == ["output 0: 128 of 131072 elements are NaN (unwritten or computed)"] and undecided == ""
    beside, undecided = _judge(0, _cmp(unwritten=REF_NAN + 128, reference_nan=REF_NAN, both_nan=REF_NAN), TOL)
    assert beside == [
        "output 0: 128 of 131072 elements are NaN (unwritten or computed) where the reference has a value"
    ]
    assert undecided


def test_a_number_where_the_reference_computes_nan_fails() -> None:
    problems, _ = _judge(0, _cmp(unwritten=0, reference_nan=REF_NAN, both_nan=0), TOL)
    assert problems == ["output 0: 4096 elements hold a number where the reference computes NaN"]


def test_out_of_tolerance_elements_beside_reference_nan_still_fail() -> None:
    problems, _ = _judge(0, _cmp(unwritten=REF_NAN, reference_nan=REF_NAN, both_nan=REF_NAN, out_of_tolerance=7), TOL)
    assert problems == ["output 0: 7 of 131072 elements out of tolerance"]


def test_a_clean_output_has_nothing_to_say() -> None:
    assert _judge(1, _cmp(), TOL) == ([], "")


def test_nan_the_second_run_wrote_too_passes() -> None:
    told = _cmp(unwritten=REF_NAN, reference_nan=REF_NAN, both_nan=REF_NAN, written_nan=REF_NAN)
    assert _judge(0, told, TOL) == ([], "")


def test_nan_the_second_run_left_as_its_poison_fails_as_unwritten() -> None:
    told = _cmp(unwritten=REF_NAN, reference_nan=REF_NAN, both_nan=REF_NAN, written_nan=REF_NAN - 16)
    problems, undecided = _judge(0, told, TOL)
    assert problems == [
        "output 0: 16 elements where the reference computes NaN were left unwritten (NaN under a NaN poison, a number"
        " under 0)"
    ]
    assert undecided == ""


def test_a_second_run_excuses_nothing_where_the_reference_has_a_value() -> None:
    told = _cmp(unwritten=REF_NAN + 8, reference_nan=REF_NAN, both_nan=REF_NAN, written_nan=REF_NAN, out_of_tolerance=3)
    problems, _ = _judge(0, told, TOL)
    assert problems == [
        "output 0: 8 of 131072 elements are NaN (unwritten or computed) where the reference has a value",
        "output 0: 3 of 131072 elements out of tolerance",
    ]


def test_a_second_call_is_judged_where_the_reference_has_a_value() -> None:
    # Where the reference computes NaN, the first run's judgement tells written from unwritten: the second run's
    # numbers there (its poison, 0, at 16 elements) are no failure of their own.
    again = _cmp(unwritten=REF_NAN - 16 + 8, reference_nan=REF_NAN, both_nan=REF_NAN - 16, out_of_tolerance=5)
    assert _judge_again("output 0", again, TOL) == [
        "output 0 on a second call: 8 of 131072 elements are NaN (unwritten or computed) where the reference has a "
        "value",
        "output 0 on a second call: 5 of 131072 elements out of tolerance",
    ]
    poison_left = _cmp(unwritten=REF_NAN - 16, reference_nan=REF_NAN, both_nan=REF_NAN - 16)
    assert _judge_again("output 0", poison_left, TOL) == []
