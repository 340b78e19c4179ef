"""Stage E's gate on a GPU: a faithful candidate is DONE, one with an extra launch per call is not."""

from __future__ import annotations

import time
from typing import Any

import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("cupti")

from tilebot.runner.gpu.compare import MIN_REPS, Contender, PerfCase, compare_config, gate  # noqa: E402
from tilebot.runner.gpu.correctness import OutputSpec  # noqa: E402
from tilebot.runner.gpu.cupti_timer import CuptiSession, L2Flusher  # noqa: E402

pytestmark = pytest.mark.gpu
SHAPES = ((2048, 1024), (4096, 1024), (4096, 2048))


def _case(shape: tuple[int, int]) -> PerfCase:
    return PerfCase(
        f"{shape[0]}x{shape[1]}",
        lambda gen: (torch.randn(shape, generator=gen, device="cuda").half(),),
        lambda inputs: [OutputSpec(shape, "float16")],
        bytes_moved=2 * shape[0] * shape[1] * 2,
    )


def softmax(inputs: Any, outputs: Any) -> None:
    torch.softmax(inputs[0], -1, out=outputs[0])


def slowed(inputs: Any, outputs: Any) -> None:
    softmax(inputs, outputs)
    outputs[0].view(-1)[:1].add_(0)


@pytest.fixture(scope="module")
def verdicts() -> dict[str, Any]:
    out = {}
    with CuptiSession() as session:
        flush = L2Flusher()
        for name, fn in (("faithful", softmax), ("slowed", slowed)):
            cmps = [
                compare_config(session, _case(s), Contender("ref", softmax), Contender(name, fn), reps=60, flush=flush)
                for s in SHAPES
            ]
            out[name] = (cmps, gate(cmps))
    return out


def test_faithful_candidate_is_done(verdicts: dict[str, Any]) -> None:
    cmps, result = verdicts["faithful"]
    assert result.verdict == "DONE", result.message
    assert all(0.95 < c.ratio < 1.05 for c in cmps)
    assert not result.findings


def test_an_extra_launch_per_call_is_investigated(verdicts: dict[str, Any]) -> None:
    cmps, result = verdicts["slowed"]
    assert result.verdict == "INVESTIGATE", result.message
    assert result.severity is not None
    assert all(c.candidate.ops_per_call == c.reference.ops_per_call + 1 for c in cmps)
    assert len(result.findings) == len(SHAPES)


def test_a_configuration_of_slow_calls_stops_at_its_budget_with_its_minimum_of_pairs() -> None:
    def sleepy(inputs: Any, outputs: Any) -> None:  # ~50 ms of device time per call
        softmax(inputs, outputs)
        torch.cuda._sleep(50_000_000)

    with CuptiSession() as session:
        started = time.perf_counter()
        cmp = compare_config(
            session, _case(SHAPES[0]), Contender("ref", sleepy), Contender("slow", sleepy), reps=60, budget_s=1.0
        )
        seconds = time.perf_counter() - started
    pairs = len(cmp.reference.samples)
    print(f"\nreps {pairs}/{len(cmp.candidate.samples)} in {seconds:.1f} s")
    assert len(cmp.candidate.samples) == pairs and MIN_REPS <= pairs < 60
    assert seconds < 10  # 60 pairs and 10 warm-up calls each would take 7 s of sleeping alone
