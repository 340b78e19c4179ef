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
    compare_outputs,
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


def _masked_softmax(x: Any) -> Any:
    """Softmax with row 0 fully masked: 0/0 there, as sparse_mla's kernel gives a query with no key to attend to."""
    return x.masked_fill(torch.arange(x.shape[0], device=x.device)[:, None] == 0, float("-inf")).softmax(-1)


def test_where_the_reference_computes_nan_the_port_must_write_nan_there_and_wrong_ports_still_fail() -> None:
    masked = high_precision(_masked_softmax)

    def same(inputs: Any, outputs: Any) -> None:
        outputs[0].copy_(_masked_softmax(inputs[0].float()).half())

    def skips_row_0(inputs: Any, outputs: Any) -> None:  # leaves the poison: its second run shows a number there
        outputs[0][1:].copy_(_masked_softmax(inputs[0].float())[1:].half())

    res = check(CASE, "port", same, masked, TOL)
    assert res.outcome == "pass" and "NaN as the reference's at 300 elements, written by the candidate" in res.message
    res = check(CASE, "port", skips_row_0, masked, TOL)
    assert res.outcome == "fail" and "300 elements where the reference computes NaN were left unwritten" in res.message
    wrong = {
        "zeros in row 0": lambda i, o: (same(i, o), o[0][0].zero_()),
        "NaN where the reference has a value": lambda i, o: (same(i, o), o[0].__setitem__((3, 7), float("nan"))),
        "5 % off elsewhere": lambda i, o: (same(i, o), o[0][1:].mul_(1.05)),
    }
    for name, port in wrong.items():
        res = check(CASE, "port", port, masked, TOL)
        assert res.outcome == "fail", (name, res.message)


def test_compare_outputs_names_each_kind_of_difference_beside_reference_nan() -> None:
    ref = torch.randn(16, 64, 128, device="cuda").bfloat16()
    ref[:, :2] = float("nan")
    outcome, message, stats = compare_outputs([ref.clone()], [ref], TOL)  # no second run: undecided
    assert outcome == "error" and "NaN at 4096 of 131072 elements" in message and stats["elements"] == 131072
    outcome, message, stats = compare_outputs([ref.clone()], [ref], TOL, second=[ref.clone()])
    assert outcome == "pass" and stats["mismatches"] == 0, message
    nan_elsewhere, number_there = ref.clone(), ref.clone()
    nan_elsewhere[0, 5, 0] = float("nan")
    number_there[:, :2] = 0
    for port, said in ((nan_elsewhere, "1 of 131072 elements are NaN"), (number_there, "4096 elements hold a number")):
        outcome, message, _ = compare_outputs([port], [ref], TOL)
        assert outcome == "fail" and said in message, message


def test_an_output_compared_in_chunks_gives_what_one_pass_over_it_gives(monkeypatch: pytest.MonkeyPatch) -> None:
    # D compares CHUNK elements at a time (its float64 temporaries stay small): the counts, the maxima, the norms
    # and the zeros rule must not depend on where the chunks end
    from tilebot.runner.gpu import correctness

    gen = torch.Generator(device="cuda").manual_seed(7)
    ref = torch.randn(37, 1001, generator=gen, device="cuda").bfloat16()
    ref[3] = float("nan")  # the reference computes NaN in one row
    port = ref.clone()
    port[5, :40] = float("nan")  # unwritten where the reference has values
    port[7, 100:130] += 1.0  # out of tolerance
    second = port.clone()
    second[3, :10] = 0  # ten of the reference's NaN elements left unwritten
    second[5, :40] = 0
    whole = correctness._compare(port, ref, TOL, second)
    monkeypatch.setattr(correctness, "CHUNK", 1000)  # 38 chunks, none aligned with a row
    chunked = correctness._compare(port, ref, TOL, second)
    print(whole, chunked, sep="\n")
    assert (whole.unwritten, whole.reference_nan, whole.written_nan, whole.out_of_tolerance) == (1041, 1001, 991, 30)
    assert chunked.norm_rel == pytest.approx(whole.norm_rel, rel=1e-12)
    assert chunked == correctness._Compared(**{**vars(whole), "norm_rel": chunked.norm_rel})
