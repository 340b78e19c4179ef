"""E's time per configuration is bounded: slow calls shrink warm-up and timed pairs, never below a minimum."""

from __future__ import annotations

from tilebot.runner.gpu.compare import MIN_REPS, keep_timing
from tilebot.runner.gpu.cupti_timer import keep_warming


def pairs_run(elapsed_after: float, *, reps: int = 60, budget_s: float | None = 30.0) -> int:
    """How many timed pairs run when each pair takes ``elapsed_after`` seconds."""
    done = 0
    while done < reps and keep_timing(done, done * elapsed_after, min_reps=MIN_REPS, budget_s=budget_s):
        done += 1
    return done


def test_fast_calls_get_every_pair() -> None:
    assert pairs_run(0.01) == 60
    assert pairs_run(100.0, budget_s=None) == 60  # no budget: as before


def test_slow_calls_stop_past_the_budget_on_an_even_count_and_never_below_the_minimum() -> None:
    assert pairs_run(100.0) == MIN_REPS
    assert MIN_REPS % 2 == 0
    stopped = pairs_run(4.5)  # 30 s budget: pair 7 starts at 31.5 s
    assert stopped == 8 and stopped % 2 == 0


def test_warm_up_keeps_its_count_and_floor_unless_slow_calls_pass_its_limit() -> None:
    assert keep_warming(3, 0.05, count=10, seconds=0.1, limit_s=7.5)
    assert keep_warming(12, 0.05, count=10, seconds=0.1, limit_s=7.5)  # the time floor still runs
    assert not keep_warming(12, 0.2, count=10, seconds=0.1, limit_s=7.5)
    assert not keep_warming(3, 8.0, count=10, seconds=0.1, limit_s=7.5)  # 10 calls of 4 s would be 40 s
    assert keep_warming(1, 8.0, count=10, seconds=0.1, limit_s=7.5)  # but a second call always runs
    assert keep_warming(3, 8.0, count=10, seconds=0.1, limit_s=None)
