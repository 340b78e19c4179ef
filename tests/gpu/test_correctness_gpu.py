"""The correctness harness on a GPU: faithful candidates pass, each kind of wrong one is caught."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest

torch = pytest.importorskip("torch")

from tilebot.runner.gpu.correctness import (  # noqa: E402
    CheckCase,
    OutputSpec,
    Tolerance,
    check,
    high_precision,
    write_junit,
)

pytestmark = pytest.mark.gpu
TOL = Tolerance(1e-2, 1e-5)


def _inputs(gen: Any) -> tuple[Any, ...]:
    return (torch.randn(64, 300, generator=gen, device="cuda").half(),)


def _outputs(inputs: Any) -> list[OutputSpec]:
    return [OutputSpec(tuple(inputs[0].shape), "float16")]


CASE = CheckCase("softmax", "64x300", "float16", _inputs, _outputs)
REFERENCE = high_precision(lambda x: x.softmax(-1))


def faithful(inputs: Any, outputs: Any) -> None:
    outputs[0].copy_(inputs[0].float().softmax(-1).half())


def test_faithful_passes_with_fresh_inputs_each_time() -> None:
    first = check(CASE, "torch", faithful, REFERENCE, TOL)
    second = check(CASE, "torch", faithful, REFERENCE, TOL)
    assert first.passed and second.passed, (first.message, second.message)
    assert first.seed != second.seed
    assert first.unwritten == 0 and first.elements == 64 * 300


def test_an_unwritten_row_fails() -> None:
    def skips_last_row(inputs: Any, outputs: Any) -> None:
        outputs[0][:-1].copy_(inputs[0][:-1].float().softmax(-1).half())

    res = check(CASE, "broken", skips_last_row, REFERENCE, TOL)
    assert res.outcome == "fail"
    assert res.unwritten == 300


@pytest.mark.parametrize(
    "mutate",
    [
        lambda i, o: o[0].zero_(),
        lambda i, o: (faithful(i, o), o[0].__setitem__((3, 7), float("nan"))),
        lambda i, o: (faithful(i, o), o[0].mul_(1.05)),
        lambda i, o: (faithful(i, o), i[0].add_(1.0)),
    ],
    ids=["zeros", "one-nan", "five-percent-off", "modifies-input"],
)
def test_wrong_candidates_fail(mutate: Any) -> None:
    assert check(CASE, "broken", mutate, REFERENCE, TOL).outcome == "fail"


def test_where_a_tolerance_passes_zeros_the_error_norm_judges() -> None:
    loose = Tolerance(1e-2, 1.0)  # every softmax value is below atol: zeros pass elementwise
    assert check(CASE, "torch", faithful, REFERENCE, loose).passed
    zeros = check(CASE, "broken", lambda i, o: o[0].zero_(), REFERENCE, loose)
    assert zeros.outcome == "fail" and "all-zero" in zeros.message
    off = check(CASE, "broken", lambda i, o: (faithful(i, o), o[0].mul_(1.05)), REFERENCE, loose)
    assert off.outcome == "fail" and "error norm" in off.message


def test_constant_inputs_are_refused() -> None:
    zeros = CheckCase("softmax", "zeros", "float16", lambda g: (torch.zeros(8, 8, device="cuda").half(),), _outputs)
    res = check(zeros, "torch", faithful, REFERENCE, TOL)
    assert res.outcome == "error" and "constant" in res.message


def test_a_raising_candidate_is_an_error_and_junit_says_so(tmp_path: Path) -> None:
    def raises(inputs: Any, outputs: Any) -> None:
        raise RuntimeError("launch failed")

    results = [check(CASE, "torch", faithful, REFERENCE, TOL), check(CASE, "torch", raises, REFERENCE, TOL)]
    assert [r.outcome for r in results] == ["pass", "error"]
    root = ET.parse(write_junit(results, tmp_path / "j.xml", suite="s")).getroot()
    assert root.get("tests") == "2" and root.get("errors") == "1"
    assert root.find(".//testcase/error") is not None
