"""Stage E's edges: what a retried E may keep of an earlier attempt's timings, and a slow config under drift."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.github.test_perf_retry import CONFIG, H200, OP, Gpu, Retry, fails_on_largest, retry_largest
from tilebot.runner.gpu.perf_stats import (
    DEFAULT_CONFIG_LIMIT,
    DONE,
    INVESTIGATE,
    PerfRow,
    judge,
    over_limit,
    paired_time,
)


@pytest.fixture
def retry(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Retry:
    return Retry(tmp_path, monkeypatch)


def _wrapper(retry: Retry) -> Path:
    """The port's Python wrapper, which D writes beside the library it builds."""
    return retry.repo / CONFIG.layout.rust_ops_dir / f"{OP}.py"


@pytest.mark.parametrize("changed", [False, True])
def test_a_retry_after_a_host_fix_that_left_the_library_as_it_was_times_everything_again(
    retry: Retry, changed: bool
) -> None:
    """E(1) fails to time the largest shape; D(2) fixes the port's wrapper, and the library it builds is byte for
    byte the same. E(2) keeps nothing E(1) timed through the old wrapper: one gate never judges two ports."""
    wrapper = _wrapper(retry)
    wrapper.parent.mkdir(parents=True, exist_ok=True)
    wrapper.write_text("def scale(x, factor):\n    return _lib.scale(x.contiguous(), factor)\n", encoding="utf-8")
    retry(fails_on_largest(), 1)
    if changed:
        wrapper.write_text("def scale(x, factor):\n    return _lib.scale(x, factor)\n", encoding="utf-8")
    gpu = Gpu(H200)
    second = retry(gpu, 2)
    written = json.loads(retry.perf_json.read_text())
    if changed:
        assert gpu.asked == [retry.nodes] and "kept from" not in second.message
        assert {c["attempt"] for c in written["comparisons"]} == {2}
    else:  # the same port: the retry times only what the first attempt left
        assert (
            gpu.asked == [[retry_largest(retry.nodes)]] and "5 configurations kept from E attempt 1" in second.message
        )


@pytest.mark.parametrize("slower", [1.3, 1.6])
def test_a_drift_that_slows_both_contenders_alike_gives_a_slow_config_no_noise_allowance(slower: float) -> None:
    """Half way through a config the clocks drop and every call takes 1.5x as long, the reference's and the
    port's alike (what A/B interleaving is for); the port is ``slower`` in every pair. Its interval must keep the
    pairs: resampling each side apart read the drift as noise and passed the config under the 1.2x limit."""
    reps = 30
    drift = [1.0 if r < reps // 2 else 1.5 for r in range(reps)]
    jitter = [1 + 0.001 * (r % 3) for r in range(reps)]
    reference = tuple(10.0 * d * j for d, j in zip(drift, jitter, strict=True))
    candidate = tuple(10.0 * slower * d * j for d, j in zip(drift, jitter[::-1], strict=True))
    row = PerfRow("largest", paired_time(reference), paired_time(candidate), 1, 1, reference, candidate)
    assert row.ratio == pytest.approx(slower, rel=0.01)
    others = [PerfRow(f"c{i}", 1.0, 1.0, 1, 1, (1.0,) * reps, (1.0,) * reps) for i in range(9)]
    gate = judge([*others, row], threshold=1.05)
    assert gate.geomean is not None and gate.geomean <= 1.05  # the geomean alone would pass it
    assert (gate.verdict, gate.over_limit) == (INVESTIGATE, ("largest",)), gate.message
    (_, _, low), *_ = over_limit([row], DEFAULT_CONFIG_LIMIT)
    assert low > DEFAULT_CONFIG_LIMIT


def test_the_same_kernel_on_both_sides_under_the_same_drift_stays_within_its_noise() -> None:
    """The same drift under a right port: identical times in every pair read 1, and the interval stays as narrow
    as the jitter (resampled apart, the drift widened it to about 0.67-1.49)."""
    reps = 30
    drift = [1.0 if r < reps // 2 else 1.5 for r in range(reps)]
    reference = tuple(10.0 * d * (1 + 0.002 * (r % 4)) for r, d in enumerate(drift))
    candidate = tuple(10.0 * d * (1 + 0.002 * ((r + 2) % 4)) for r, d in enumerate(drift))
    row = PerfRow("c", paired_time(reference), paired_time(candidate), 1, 1, reference, candidate)
    gate = judge([row])
    assert gate.verdict == DONE and gate.interval is not None
    assert gate.interval[0] <= 1.0 <= gate.interval[1] and gate.interval[1] / gate.interval[0] < 1.02
