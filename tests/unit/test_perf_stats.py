"""Stage E's statistics and verdict rules (tilebot/runner/gpu/perf_stats.py), without a GPU."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tilebot.core.config import Perf, RunConfig, parse_config
from tilebot.core.stages import PerfVerdict
from tilebot.runner.gpu import perf_stats
from tilebot.runner.gpu.perf_stats import (
    BLOCKED,
    DONE,
    INVESTIGATE,
    MISSING_DATA,
    PerfRow,
    Severity,
    bootstrap_interval,
    geomean,
    judge,
    median,
    percentile,
    relative_iqr,
    relative_spread,
)

ratios_st = st.lists(st.floats(min_value=0.2, max_value=5.0, allow_nan=False), min_size=1, max_size=30)


def rows_with(ratios: list[float]) -> list[PerfRow]:
    return [PerfRow(f"c{i}", 1.0, r) for i, r in enumerate(ratios)]


def test_verdict_names_match_the_contract() -> None:
    assert {DONE, INVESTIGATE, BLOCKED} == {v.value for v in PerfVerdict}


def test_median_percentile_and_spreads() -> None:
    assert median([3.0, 1.0, 2.0]) == 2.0
    assert median([4.0, 1.0, 2.0, 3.0]) == 2.5
    assert percentile([1.0, 2.0, 3.0, 4.0, 5.0], 25) == 2.0
    assert percentile([10.0, 20.0], 50) == 15.0
    assert relative_spread([0.99, 1.0, 1.01]) == pytest.approx(0.02)
    assert relative_iqr([1.0, 1.0, 1.0, 1.0]) == 0.0
    with pytest.raises(ValueError):
        median([])
    with pytest.raises(ValueError):
        percentile([1.0], 101)


def test_geomean_known_values_and_bad_input() -> None:
    assert geomean([2.0, 8.0]) == pytest.approx(4.0)
    assert geomean([1.05]) == pytest.approx(1.05)
    for bad in ([], [0.0], [-1.0], [math.nan], [math.inf]):
        with pytest.raises(ValueError):
            geomean(bad)


@settings(max_examples=200, deadline=None)
@given(ratios_st)
def test_geomean_lies_between_min_and_max_and_below_the_mean(ratios: list[float]) -> None:
    gm = geomean(ratios)
    assert min(ratios) * (1 - 1e-12) <= gm <= max(ratios) * (1 + 1e-12)
    assert gm <= sum(ratios) / len(ratios) * (1 + 1e-12)  # AM-GM


@settings(max_examples=50, deadline=None)
@given(ratios_st)
def test_bootstrap_interval_brackets_the_geomean_within_the_data_range(ratios: list[float]) -> None:
    low, high = bootstrap_interval(ratios, resamples=500, seed=3)
    assert min(ratios) * (1 - 1e-9) <= low <= high <= max(ratios) * (1 + 1e-9)


def test_bootstrap_is_reproducible_and_shrinks_with_agreement() -> None:
    spread = [0.8, 1.0, 1.1, 1.3, 0.9, 1.2]
    assert bootstrap_interval(spread, seed=1) == bootstrap_interval(spread, seed=1)
    low, high = bootstrap_interval(spread)
    assert low < geomean(spread) < high
    tight_low, tight_high = bootstrap_interval([1.0, 1.001, 0.999, 1.0002])
    assert tight_high - tight_low < (high - low) / 50
    assert bootstrap_interval([1.2]) == pytest.approx((1.2, 1.2))
    with pytest.raises(ValueError):
        bootstrap_interval([1.0], confidence=1.0)


def test_done_at_and_below_the_threshold() -> None:
    assert judge(rows_with([1.0, 1.02, 0.97])).verdict == DONE
    at_threshold = judge(rows_with([1.05, 1.05]))
    assert at_threshold.verdict == DONE and at_threshold.severity is None
    assert at_threshold.geomean == pytest.approx(1.05)


def test_within_the_per_config_limit_the_geomean_decides() -> None:
    result = judge(rows_with([0.8, 1.19]))  # geomean 0.976: a row under the limit is diagnostic only
    assert result.verdict == DONE and result.over_limit == ()
    assert "interval reaches" in result.message


def test_one_config_beyond_the_limit_is_investigated_though_the_geomean_passes() -> None:
    result = judge(rows_with([0.97] * 19 + [2.0]))  # geomean 1.004: the 10x-slower-matmul-shape case
    assert result.geomean is not None and result.geomean <= 1.05
    assert (result.verdict, result.severity, result.over_limit) == (INVESTIGATE, Severity.LARGE_GAP, ("c19",))
    assert "1 config(s) over 1.2x: c19 2.00x" in result.message
    assert judge(rows_with([0.97] * 19 + [2.0]), config_limit=2.5).verdict == DONE  # the limit is the config's


def test_a_config_over_the_limit_only_within_its_own_noise_does_not_count() -> None:
    def row(candidate: list[float]) -> PerfRow:
        reference = [1.0] * len(candidate)
        ratio = perf_stats.paired_time(candidate)
        return PerfRow("noisy", 1.0, ratio, reference_samples=tuple(reference), candidate_samples=tuple(candidate))

    steady = row([1.3] * 20)
    noisy = row([0.8, 1.9, 1.3, 1.28, 0.9, 1.7, 1.31, 1.29, 1.0, 1.6, 1.35, 1.27, 0.85, 1.8, 1.32, 1.26])
    assert steady.ratio == pytest.approx(1.3) and noisy.ratio is not None and noisy.ratio > 1.2
    others = rows_with([0.97] * 19)  # the geomean passes either way
    assert (judge([*others, steady]).verdict, judge([*others, steady]).over_limit) == (INVESTIGATE, ("noisy",))
    assert (judge([*others, noisy]).verdict, judge([*others, noisy]).over_limit) == (DONE, ())


def test_unset_the_limit_is_the_default_or_the_threshold_where_that_is_looser() -> None:
    assert RunConfig().perf.config_limit is None
    assert judge(rows_with([1.0])).config_limit == perf_stats.DEFAULT_CONFIG_LIMIT == 1.2
    loose = parse_config("[perf]\nthreshold = 1.3\n").perf  # a threshold above the default limit stays valid
    assert judge(rows_with([1.25, 1.25]), threshold=loose.threshold, config_limit=loose.config_limit).verdict == DONE
    assert judge([], config_limit=3.0).config_limit == 3.0  # what the run set, even with nothing to judge
    with pytest.raises(ValueError, match=r"below perf\.threshold"):
        Perf(threshold=1.1, config_limit=1.05)


def test_a_config_limit_below_the_threshold_is_refused() -> None:
    with pytest.raises(ValueError, match="config_limit"):
        judge(rows_with([1.0]), threshold=1.05, config_limit=1.01)


@pytest.mark.parametrize(
    ("ratios", "severity"),
    [([1.06, 1.08], Severity.MILD_GAP), ([1.2, 1.3], Severity.MODERATE_GAP), ([2.0, 3.0], Severity.LARGE_GAP)],
)
def test_investigate_with_severity_bands(ratios: list[float], severity: Severity) -> None:
    result = judge(rows_with(ratios))
    assert result.verdict == INVESTIGATE
    assert result.severity is severity
    assert result.interval is not None and result.interval[0] <= result.geomean <= result.interval[1]


def test_a_stricter_threshold_turns_done_into_investigate() -> None:
    assert judge(rows_with([1.03, 1.03]), threshold=1.05).verdict == DONE
    assert judge(rows_with([1.03, 1.03]), threshold=1.01).verdict == INVESTIGATE


def test_no_rows_is_blocked_missing_data() -> None:
    result = judge([])
    assert (result.verdict, result.reason, result.n_configs) == (BLOCKED, MISSING_DATA, 0)
    assert result.geomean is None


@pytest.mark.parametrize("bad", [None, 0.0, -1.0, math.nan, math.inf])
def test_a_config_without_a_usable_time_blocks_the_gate(bad: float | None) -> None:
    rows = [PerfRow("ok", 1.0, 1.0), PerfRow("broken", 1.0, bad)]
    result = judge(rows)
    assert (result.verdict, result.reason) == (BLOCKED, MISSING_DATA)
    assert result.missing == ("broken",)
    assert judge([PerfRow("ref-missing", bad, 1.0)]).missing == ("ref-missing",)


def test_extra_kernels_are_findings_that_a_person_investigates_though_the_time_passes() -> None:
    """The timed figure is the sum of a call's kernel durations: the gaps between a port's extra launches and their
    host time are not in it, so a port launching more kernels than the reference is INVESTIGATE, not DONE."""
    rows = [PerfRow("a", 1.0, 1.0, reference_kernels=1, candidate_kernels=2), PerfRow("b", 1.0, 1.0, 1, 1)]
    result = judge(rows)
    assert (result.verdict, result.severity, result.over_limit) == (INVESTIGATE, None, ())
    assert result.findings == ("a: candidate launches 2 kernels per call, reference 1",)
    assert "launches more kernels per call than the reference in 1 config(s)" in result.message
    fewer = [PerfRow("a", 1.0, 1.0, reference_kernels=2, candidate_kernels=1), PerfRow("b", 1.0, 1.0, 1, 1)]
    assert (judge(fewer).verdict, judge(fewer).findings) == (DONE, ())  # fusing what the reference splits is fine
    unknown = [PerfRow("a", 1.0, 1.0, reference_kernels=None, candidate_kernels=2)]
    assert judge(unknown).verdict == DONE  # no count on one side (older perf.json): nothing to compare


def test_a_config_cut_to_a_few_repetitions_is_held_to_the_limit_by_its_ratio() -> None:
    """E times at least 6 pairs per config (compare.MIN_REPS): 3 repetitions at each place of the A/B pair. The
    bootstrap over repeats resamples a median of 3 per place, so one slow reference repetition of 6 put the low end
    of the interval under the limit, and a port 1.3x-1.69x slower on every repetition of the largest config passed.
    Below ``MIN_REPEATS`` at a place there is no noise allowance: the ratio itself is held to the limit."""
    others = [PerfRow(f"c{i}", 1.0, 1.0, 1, 1, (1.0,) * 60, (1.0,) * 60) for i in range(11)]
    reference = (1.0, 1.0, 1.0, 1.0, 1.0, 2.0)  # one slow repetition of six (a clock dip)
    for slower in (1.3, 1.6, 1.69):
        candidate = (slower,) * 6
        row = PerfRow("largest", perf_stats.paired_time(reference), perf_stats.paired_time(candidate), 1, 1,
                      reference, candidate)  # fmt: skip
        assert row.ratio == pytest.approx(slower)
        gate = judge([*others, row], threshold=1.05)
        assert (gate.verdict, gate.over_limit) == (INVESTIGATE, ("largest",)), gate.message
    under = PerfRow("largest", 1.0, 1.15, 1, 1, reference, (1.15,) * 6)  # within the limit: the geomean decides
    assert judge([*others, under], threshold=1.05).verdict == DONE


def test_enough_repeats_counts_each_place_of_the_pair_on_each_side() -> None:
    def row(ref: int, cand: int) -> PerfRow:
        return PerfRow("c", 1.0, 1.0, reference_samples=(1.0,) * ref, candidate_samples=(1.0,) * cand)

    assert perf_stats.enough_repeats(row(10, 10)) and perf_stats.enough_repeats(row(60, 60))
    assert not perf_stats.enough_repeats(row(6, 60))  # 6 >= 5 samples, but 3 at each place
    assert not perf_stats.enough_repeats(row(60, 9))  # 5 at the first place, 4 at the second
    assert not perf_stats.enough_repeats(row(0, 0))


def test_bad_arguments_are_refused() -> None:
    with pytest.raises(ValueError, match="threshold"):
        judge(rows_with([1.0]), threshold=0.0)
    with pytest.raises(ValueError, match="twice"):
        judge([PerfRow("a", 1.0, 1.0), PerfRow("a", 1.0, 1.1)])


def test_gate_serializes_for_the_stage_result() -> None:
    out = judge(rows_with([1.2, 1.25])).to_dict()
    assert out["verdict"] == INVESTIGATE and out["severity"] == "MODERATE_GAP"
    assert (out["config_limit"], out["over_limit"]) == (1.2, ["c1"])
    assert isinstance(out["interval95"], list) and len(out["interval95"]) == 2
    assert perf_stats.severity_of(1.10) is Severity.MILD_GAP and perf_stats.severity_of(1.5) is Severity.MODERATE_GAP


@pytest.mark.parametrize("confidence", [0.8, 0.95])
def test_the_gate_says_which_interval_it_computed(confidence: float) -> None:
    ratios = [0.9, 1.0, 1.1, 1.3]
    gate = judge(rows_with(ratios), confidence=confidence, resamples=2000)
    assert gate.confidence == confidence and gate.to_dict()["confidence"] == confidence
    assert f"({confidence:.0%} interval " in gate.message and "bootstrap over configs" in gate.message
    assert gate.interval == perf_stats.bootstrap_interval(ratios, confidence=confidence, resamples=2000)
    assert gate.interval_method == perf_stats.OVER_CONFIGS  # no repetitions kept: configs are all there is


def noisy_rows(medians: list[tuple[float, float]], *, reps: int = 30, noise: float = 0.02) -> list[PerfRow]:
    """Rows with repetitions spread evenly ±noise around each side's median."""

    def reps_around(m: float) -> tuple[float, ...]:
        return tuple(m * (1 - noise + 2 * noise * i / (reps - 1)) for i in range(reps))

    return [
        PerfRow(f"c{i}", ref, cand, reference_samples=reps_around(ref), candidate_samples=reps_around(cand))
        for i, (ref, cand) in enumerate(medians)
    ]


def test_few_configs_with_repetitions_get_an_interval_over_repeats() -> None:
    """Two configs: a bootstrap over configs could only say min..max of two ratios; the repeats say how noisy
    each measurement is, and the interval is labelled for that."""
    rows = noisy_rows([(50.0, 29.0), (260.0, 104.0)])
    gate = judge(rows)
    assert gate.interval_method == perf_stats.OVER_REPEATS and "bootstrap over repeats" in gate.message
    assert gate.interval is not None and gate.geomean is not None
    low, high = gate.interval
    assert low < gate.geomean < high and high / low < 1.05  # 2 % noise per side, not the 0.40..0.58 spread
    over_configs = perf_stats.bootstrap_interval([r.ratio for r in rows if r.ratio])
    assert over_configs[1] / over_configs[0] > 1.3
    assert judge(rows) == gate  # seeded: reproducible


def test_many_configs_keep_the_bootstrap_over_configs() -> None:
    rows = noisy_rows([(10.0, 10.0 * r) for r in (0.9, 1.0, 1.1, 1.2, 0.95)])
    gate = judge(rows, resamples=2000)
    assert gate.interval_method == perf_stats.OVER_CONFIGS


def _by_place(n: int, first: int, first_us: float, second_us: float, *, slow_start: bool = False) -> list[float]:
    """``n`` repetitions in run order of a contender that ran first in its pair at parity ``first``, timed
    ``first_us`` there and ``second_us`` second (sparse_mla on the H200: ~17 and ~24 µs for either side);
    ``slow_start``: its first repetition was slow even where it ran first (the H200 did that once per config)."""
    out = [first_us if (i - first) % 2 == 0 else second_us for i in range(n)]
    out = [t * (1 + 0.001 * (i % 5)) for i, t in enumerate(out)]  # a little noise, the same for both sides
    if slow_start:
        out[0] = second_us
    return out


def test_a_place_in_the_pair_that_times_apart_reads_identical_kernels_as_equal() -> None:
    """The same kernel on both sides, each call ~7 µs slower in the second place of its pair, and the reference's
    first repetition slow too: a median over all calls read it as 0.86 (the tile_h configs E reported for
    sparse_mla); the median at each place of the pair reads 1.00."""
    ref = _by_place(60, 0, 17.2, 24.2, slow_start=True)  # compare_config: the reference first at even reps
    cand = _by_place(60, 1, 17.2, 24.2)
    assert median(cand) / median(ref) < 0.9  # the data does fool one median over both places
    ratio = perf_stats.paired_time(cand) / perf_stats.paired_time(ref)
    assert ratio == pytest.approx(1.0, abs=0.005)
    gate = judge([PerfRow("c", 1.0, ratio, 1, 1, tuple(ref), tuple(cand))])  # the interval resamples each place
    assert gate.interval is not None and gate.interval[0] <= 1.0 <= gate.interval[1]


@pytest.mark.parametrize("slower", [1.03, 1.10, 1.5])
def test_a_slower_candidate_stays_slower_whatever_the_places_do(slower: float) -> None:
    """Taking each place apart buys no misses: a port slower by ``slower`` at both places reads as that."""
    ref = _by_place(60, 0, 17.2, 24.2, slow_start=True)
    cand = _by_place(60, 1, 17.2 * slower, 24.2 * slower)
    ratio = perf_stats.paired_time(cand) / perf_stats.paired_time(ref)
    assert ratio == pytest.approx(slower, rel=0.005)


def test_the_trimmed_mean_leaves_out_a_tenth_at_each_end_and_of_a_few_values_is_their_median() -> None:
    assert perf_stats.trimmed_mean([1.0] * 9 + [100.0]) == 1.0  # one outlier in ten: trimmed
    assert perf_stats.trimmed_mean([1.0, 1.0, 1.0, 2.0, 2.0]) == pytest.approx(4 / 3)  # the middle three
    assert perf_stats.trimmed_mean([1.0, 2.0, 100.0]) == 2.0
    assert perf_stats.trimmed_mean([1.0, 2.0, 3.0, 100.0]) == 2.5
    assert perf_stats.trimmed_mean([3.0, 1.0]) == 2.0 and perf_stats.trimmed_mean([5.0]) == 5.0
    with pytest.raises(ValueError, match="no values"):
        perf_stats.trimmed_mean([])


def _slow_in(reps: int, every: int, slow: int, factor: float) -> tuple[float, ...]:
    """``reps`` calls in run order, those of the first ``slow`` pairs in each ``every`` ``factor`` times slower."""
    return tuple(factor if (i // 2) % every < slow else 1.0 for i in range(reps))


def test_a_port_slow_in_two_calls_of_five_is_slower_though_its_median_call_is_not() -> None:
    """Two pairs in five 2x slower on the port's side (contention, an extra launch now and then): 1.4x on average.
    The median at each place of the pair read 1.00, and the gate said DONE."""
    reference = (1.0,) * 60
    candidate = _slow_in(60, 5, 2, 2.0)
    ratio = perf_stats.paired_time(candidate) / perf_stats.paired_time(reference)
    assert ratio > 1.3
    rows = [PerfRow(f"c{i}", 1.0, ratio, 1, 1, reference, candidate) for i in range(12)]
    gate = judge(rows, threshold=1.05)
    assert gate.verdict == INVESTIGATE and len(gate.over_limit) == 12, gate.message


def test_a_clock_dip_in_a_pair_of_ten_on_both_sides_stays_out_of_the_ratio() -> None:
    both = _slow_in(60, 10, 1, 3.0)
    assert perf_stats.paired_time(both) == pytest.approx(1.0)
    row = PerfRow("c", 1.0, 1.0, 1, 1, both, both)
    assert judge([row]).verdict == DONE


def test_a_kernel_count_that_varies_only_on_the_port_s_side_is_a_finding() -> None:
    """The counts compared are each side's most common: an extra launch in fewer than half of the calls left the
    port's count as the reference's, and no finding."""
    varies = PerfRow("a", 1.0, 1.0, 1, 1, candidate_kernels_vary=True)
    gate = judge([varies, PerfRow("b", 1.0, 1.0, 1, 1)])
    assert gate.verdict == INVESTIGATE
    assert gate.findings == ("a: candidate launches a varying count of kernels per call (most often 1), reference 1 "
                             "every call",)  # fmt: skip
    both = PerfRow("a", 1.0, 1.0, 1, 1, reference_kernels_vary=True, candidate_kernels_vary=True)
    assert (judge([both]).verdict, judge([both]).findings) == (DONE, ())
    reference_only = PerfRow("a", 1.0, 1.0, 1, 1, reference_kernels_vary=True)
    assert (judge([reference_only]).verdict, judge([reference_only]).findings) == (DONE, ())
