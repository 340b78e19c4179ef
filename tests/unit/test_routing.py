"""The routing table, cell by cell, and by property over any sequence of results."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tilebot.bot.routing import REPAIRS_PER_STAGE, AttemptRecord, End, Policy, Purpose, succeeded
from tilebot.core.config import DEFAULT_CAPS, SWITCHABLE_STAGES, RunConfig, parse_config
from tilebot.core.result import StageResult
from tilebot.core.stages import SPECS, Classification, Stage

S = Stage
HOST, KERNEL, ENV = Classification.HOST, Classification.KERNEL, Classification.ENV
RUN = "0123abcd"


def result(
    stage: Stage, verdict: str, cls: Classification | None = None, *, bad_validator: bool = False
) -> StageResult:
    validators = [{"name": "gate", "command": "check", "exit_code": 1 if bad_validator else 0}]
    return StageResult.model_validate(
        {
            "run_id": RUN,
            "stage": stage,
            "attempt": 1,
            "verdict": verdict,
            "classification": cls,
            "message": "m",
            "validators": validators,
        }
    )


def history(*steps: tuple) -> list[AttemptRecord]:
    """Each step: (stage, verdict[, classification[, purpose[, bad_validator]]])."""
    records: list[AttemptRecord] = []
    for step in steps:
        stage, verdict, cls, purpose, bad = (*step, None, None, None)[:5]
        if purpose is None:
            seen = any(r.stage is stage for r in records)
            purpose = Purpose.RESPAWN if seen else Purpose.INITIAL
        records.append(AttemptRecord(stage, purpose, result(stage, verdict, cls, bad_validator=bool(bad))))
    return records


HAPPY_TO_C = [(S.PREFLIGHT, "PASS"), (S.ANALYZE, "PASS"), (S.WRITE_KERNEL, "COMPILED")]
HAPPY_TO_D = [*HAPPY_TO_C, (S.IR_CHECK, "PASS")]
HAPPY_TO_E = [*HAPPY_TO_D, (S.HOST_FFI, "ALL_PASS")]
POLICY = Policy(caps=RunConfig().effective_caps())
POLICY_WITH_F = Policy(caps=parse_config("[perf]\nresidual_diagnosis = true").effective_caps())


def go(stage: Stage, purpose: Purpose = Purpose.INITIAL) -> tuple[End | None, Stage | None, Purpose | None]:
    return (None, stage, purpose)


COMPLETE = (End.COMPLETE, None, None)
STOP = (End.STOP, None, None)

CELLS = [
    # (id, steps, expected)
    ("start", [], go(S.PREFLIGHT)),
    ("preflight PASS -> A", [(S.PREFLIGHT, "PASS")], go(S.ANALYZE)),
    ("preflight BLOCKED env -> STOP", [(S.PREFLIGHT, "BLOCKED", ENV)], STOP),
    ("preflight BLOCKED -> STOP", [(S.PREFLIGHT, "BLOCKED")], STOP),
    ("A PASS -> B", [(S.PREFLIGHT, "PASS"), (S.ANALYZE, "PASS")], go(S.WRITE_KERNEL)),
    ("A FAIL_FIXABLE -> STOP", [(S.PREFLIGHT, "PASS"), (S.ANALYZE, "FAIL_FIXABLE")], STOP),
    ("A BLOCKED -> STOP", [(S.PREFLIGHT, "PASS"), (S.ANALYZE, "BLOCKED")], STOP),
    ("B COMPILED -> C", HAPPY_TO_C, go(S.IR_CHECK)),
    ("B FAIL_COMPILE -> STOP", [*HAPPY_TO_C[:2], (S.WRITE_KERNEL, "FAIL_COMPILE")], STOP),
    ("B FAIL_FIXABLE unclassified -> STOP", [*HAPPY_TO_C[:2], (S.WRITE_KERNEL, "FAIL_FIXABLE")], STOP),
    (
        "B FAIL_FIXABLE kernel (tests, contract or JIT after a good build) -> B(2)",
        [*HAPPY_TO_C[:2], (S.WRITE_KERNEL, "FAIL_FIXABLE", KERNEL)],
        go(S.WRITE_KERNEL, Purpose.RESPAWN),
    ),
    (
        "B(2) FAIL_FIXABLE kernel -> STOP (cap B2)",
        [*HAPPY_TO_C[:2], (S.WRITE_KERNEL, "FAIL_FIXABLE", KERNEL), (S.WRITE_KERNEL, "FAIL_FIXABLE", KERNEL)],
        STOP,
    ),
    ("B BLOCKED -> STOP", [*HAPPY_TO_C[:2], (S.WRITE_KERNEL, "BLOCKED")], STOP),
    ("C PASS -> D", HAPPY_TO_D, go(S.HOST_FFI)),
    ("C PASS_WITH_NOTES -> D", [*HAPPY_TO_C, (S.IR_CHECK, "PASS_WITH_NOTES")], go(S.HOST_FFI)),
    (
        "C FAIL_FIXABLE kernel -> B(2)",
        [*HAPPY_TO_C, (S.IR_CHECK, "FAIL_FIXABLE", KERNEL)],
        go(S.WRITE_KERNEL, Purpose.RESPAWN),
    ),
    ("C FAIL_FIXABLE host -> D", [*HAPPY_TO_C, (S.IR_CHECK, "FAIL_FIXABLE", HOST)], go(S.HOST_FFI)),
    ("C FAIL_COMPILER_BUG -> COMPLETE", [*HAPPY_TO_C, (S.IR_CHECK, "FAIL_COMPILER_BUG")], COMPLETE),
    ("C BLOCKED -> COMPLETE", [*HAPPY_TO_C, (S.IR_CHECK, "BLOCKED")], COMPLETE),
    ("C BLOCKED env -> STOP", [*HAPPY_TO_C, (S.IR_CHECK, "BLOCKED", ENV)], STOP),
    (
        "B(2) COMPILED -> C(2)",
        [*HAPPY_TO_C, (S.IR_CHECK, "FAIL_FIXABLE", KERNEL), (S.WRITE_KERNEL, "COMPILED")],
        go(S.IR_CHECK, Purpose.RESPAWN),
    ),
    (
        "C(2) FAIL_FIXABLE kernel -> COMPLETE (cap B2)",
        [
            *HAPPY_TO_C,
            (S.IR_CHECK, "FAIL_FIXABLE", KERNEL),
            (S.WRITE_KERNEL, "COMPILED"),
            (S.IR_CHECK, "FAIL_FIXABLE", KERNEL),
        ],
        COMPLETE,
    ),
    (
        "C(2) PASS -> D",
        [*HAPPY_TO_C, (S.IR_CHECK, "FAIL_FIXABLE", KERNEL), (S.WRITE_KERNEL, "COMPILED"), (S.IR_CHECK, "PASS")],
        go(S.HOST_FFI),
    ),
    (
        "C(2) FAIL_FIXABLE host after D respawned -> COMPLETE",
        [
            *HAPPY_TO_D,
            (S.HOST_FFI, "FAIL", HOST),
            (S.HOST_FFI, "FAIL", KERNEL),
            (S.WRITE_KERNEL, "COMPILED"),
            (S.IR_CHECK, "FAIL_FIXABLE", HOST),
        ],
        COMPLETE,
    ),
    ("D ALL_PASS -> E", HAPPY_TO_E, go(S.PERF)),
    ("D FAIL host -> D(2)", [*HAPPY_TO_D, (S.HOST_FFI, "FAIL", HOST)], go(S.HOST_FFI, Purpose.RESPAWN)),
    ("D BLOCKED host -> D(2)", [*HAPPY_TO_D, (S.HOST_FFI, "BLOCKED", HOST)], go(S.HOST_FFI, Purpose.RESPAWN)),
    ("D FAIL kernel -> B(2)", [*HAPPY_TO_D, (S.HOST_FFI, "FAIL", KERNEL)], go(S.WRITE_KERNEL, Purpose.RESPAWN)),
    ("D BLOCKED kernel -> B(2)", [*HAPPY_TO_D, (S.HOST_FFI, "BLOCKED", KERNEL)], go(S.WRITE_KERNEL, Purpose.RESPAWN)),
    (
        "D FAIL kernel when D has no budget left -> STOP",
        [*HAPPY_TO_D, (S.HOST_FFI, "FAIL", HOST), (S.HOST_FFI, "FAIL", KERNEL)],
        STOP,
    ),
    ("D BLOCKED env -> STOP", [*HAPPY_TO_D, (S.HOST_FFI, "BLOCKED", ENV)], STOP),
    ("D FAIL env -> STOP", [*HAPPY_TO_D, (S.HOST_FFI, "FAIL", ENV)], STOP),
    (
        "D(2) FAIL host -> STOP (cap D2)",
        [*HAPPY_TO_D, (S.HOST_FFI, "FAIL", HOST), (S.HOST_FFI, "FAIL", HOST)],
        STOP,
    ),
    ("D(2) ALL_PASS -> E", [*HAPPY_TO_D, (S.HOST_FFI, "FAIL", HOST), (S.HOST_FFI, "ALL_PASS")], go(S.PERF)),
    ("E DONE -> COMPLETE", [*HAPPY_TO_E, (S.PERF, "DONE")], COMPLETE),
    ("E INVESTIGATE -> COMPLETE (F off)", [*HAPPY_TO_E, (S.PERF, "INVESTIGATE")], COMPLETE),
    ("E BLOCKED -> E(2), which keeps what E(1) timed", [*HAPPY_TO_E, (S.PERF, "BLOCKED")], go(S.PERF, Purpose.RESPAWN)),
    ("E(2) BLOCKED -> COMPLETE (F off)", [*HAPPY_TO_E, (S.PERF, "BLOCKED"), (S.PERF, "BLOCKED")], COMPLETE),
    ("E BLOCKED env -> STOP", [*HAPPY_TO_E, (S.PERF, "BLOCKED", ENV)], STOP),
    (
        "the fix loop: D after B(2) and C(2) -> E",
        [
            *HAPPY_TO_D,
            (S.HOST_FFI, "FAIL", KERNEL),
            (S.WRITE_KERNEL, "COMPILED"),
            (S.IR_CHECK, "PASS"),
            (S.HOST_FFI, "ALL_PASS"),
        ],
        go(S.PERF),
    ),
    *[
        (
            f"E after the fix loop {v} -> COMPLETE",
            [
                *HAPPY_TO_D,
                (S.HOST_FFI, "FAIL", KERNEL),
                (S.WRITE_KERNEL, "COMPILED"),
                (S.IR_CHECK, "PASS"),
                (S.HOST_FFI, "ALL_PASS"),
                (S.PERF, v),
            ],
            COMPLETE,
        )
        for v in ("DONE", "INVESTIGATE")
    ],
    # The validator gate: one repair run of the same stage, never another stage's.
    (
        "A PASS with failing validator -> repair A",
        [(S.PREFLIGHT, "PASS"), (S.ANALYZE, "PASS", None, None, True)],
        go(S.ANALYZE, Purpose.REPAIR),
    ),
    (
        "repaired A still failing validator -> STOP",
        [(S.PREFLIGHT, "PASS"), (S.ANALYZE, "PASS", None, None, True), (S.ANALYZE, "PASS", None, Purpose.REPAIR, True)],
        STOP,
    ),
    (
        "repaired A clean -> B",
        [(S.PREFLIGHT, "PASS"), (S.ANALYZE, "PASS", None, None, True), (S.ANALYZE, "PASS", None, Purpose.REPAIR)],
        go(S.WRITE_KERNEL),
    ),
    (
        "B FAIL_COMPILE with failing validator routes by table (STOP), no repair",
        [*HAPPY_TO_C[:2], (S.WRITE_KERNEL, "FAIL_COMPILE", None, None, True)],
        STOP,
    ),
    (
        "D FAIL kernel with failing validator -> B(2)",
        [*HAPPY_TO_D, (S.HOST_FFI, "FAIL", KERNEL, None, True)],
        go(S.WRITE_KERNEL, Purpose.RESPAWN),
    ),
    (
        "C PASS with failing validator -> repair C",
        [*HAPPY_TO_C, (S.IR_CHECK, "PASS", None, None, True)],
        go(S.IR_CHECK, Purpose.REPAIR),
    ),
    (
        "E DONE with failing validator -> repair E",
        [*HAPPY_TO_E, (S.PERF, "DONE", None, None, True)],
        go(S.PERF, Purpose.REPAIR),
    ),
    ("env beats the validator gate", [(S.PREFLIGHT, "BLOCKED", ENV, None, True)], STOP),
]


def test_a_run_whose_kernel_c_failed_is_not_green_even_when_e_passes() -> None:
    steps = [
        *HAPPY_TO_C,
        (S.IR_CHECK, "FAIL_FIXABLE", KERNEL),
        (S.WRITE_KERNEL, "COMPILED"),
        (S.HOST_FFI, "ALL_PASS"),
        (S.PERF, "DONE"),
    ]
    assert POLICY.decide(history(*steps[:-2])).stage is S.IR_CHECK  # with the default caps C checks B(2) too
    assert succeeded(history(*steps), End.COMPLETE) is False  # C capped at 1 by config: findings never fixed
    assert succeeded(history(*HAPPY_TO_E, (S.PERF, "DONE")), End.COMPLETE) is True


def test_a_kernel_c_never_checked_is_not_green() -> None:
    """C capped at 1: D sends B(2)'s kernel straight on; E passing it does not make the run green."""
    policy = Policy(caps=parse_config("[caps]\nir_check = 1").effective_caps())
    steps = [*HAPPY_TO_D, (S.HOST_FFI, "FAIL", KERNEL), (S.WRITE_KERNEL, "COMPILED")]
    assert policy.decide(history(*steps)).stage is S.HOST_FFI
    assert succeeded(history(*steps, (S.HOST_FFI, "ALL_PASS"), (S.PERF, "DONE")), End.COMPLETE) is False


def test_a_tightened_ir_check_cap_sends_b_s_second_kernel_straight_to_d() -> None:
    policy = Policy(caps=parse_config("[caps]\nir_check = 1").effective_caps())
    steps = [*HAPPY_TO_C, (S.IR_CHECK, "FAIL_FIXABLE", KERNEL), (S.WRITE_KERNEL, "COMPILED")]
    decision = policy.decide(history(*steps))
    assert (decision.end, decision.stage, decision.purpose) == (None, S.HOST_FFI, Purpose.INITIAL), decision.reason


@pytest.mark.parametrize(("steps", "expected"), [c[1:] for c in CELLS], ids=[c[0] for c in CELLS])
def test_cell(steps: list[tuple], expected: tuple) -> None:
    decision = POLICY.decide(history(*steps))
    assert (decision.end, decision.stage, decision.purpose) == expected, decision.reason


def test_residual_perf_stage_runs_only_when_enabled_and_after_the_fix_loop() -> None:
    after_loop = history(
        *HAPPY_TO_D,
        (S.HOST_FFI, "FAIL", KERNEL),
        (S.WRITE_KERNEL, "COMPILED"),
        (S.IR_CHECK, "PASS"),
        (S.HOST_FFI, "ALL_PASS"),
        (S.PERF, "INVESTIGATE"),
    )
    assert POLICY.decide(after_loop).end is End.COMPLETE  # off by default
    d = POLICY_WITH_F.decide(after_loop)
    assert (d.end, d.stage) == (None, S.PERF_DIAG)
    # C judged the kernel on its way to D, so E's INVESTIGATE goes straight to F when enabled.
    assert POLICY_WITH_F.decide(history(*HAPPY_TO_E, (S.PERF, "INVESTIGATE"))).stage is S.PERF_DIAG
    for verdict in ("FIXABLE", "ALIGNED", "BLOCKED"):
        done = history(*HAPPY_TO_E, (S.PERF, "INVESTIGATE"), (S.PERF_DIAG, verdict))
        assert POLICY_WITH_F.decide(done).end is End.COMPLETE


def test_every_stage_verdict_and_class_has_a_decision() -> None:
    """No (stage, verdict, classification) the contract admits falls through the table."""
    classes: list[Classification | None] = [None, HOST, KERNEL, ENV]
    for stage, verdicts in ((s, spec.verdicts) for s, spec in SPECS.items()):
        for verdict in verdicts:
            for cls in classes:
                if cls is None and verdict in SPECS[stage].needs_classification:
                    continue
                d = POLICY.decide([AttemptRecord(stage, Purpose.INITIAL, result(stage, verdict.value, cls))])
                assert "no route" not in d.reason, (stage, verdict, cls)
                if cls is ENV:
                    assert d.end is End.STOP


def test_success_needs_complete_and_a_final_done() -> None:
    assert succeeded(history(*HAPPY_TO_E, (S.PERF, "DONE")), End.COMPLETE)
    assert not succeeded(history(*HAPPY_TO_E, (S.PERF, "INVESTIGATE"), (S.IR_CHECK, "PASS")), End.COMPLETE)
    assert not succeeded(history(*HAPPY_TO_E, (S.PERF, "DONE")), End.STOP)
    assert not succeeded(history(*HAPPY_TO_D), End.COMPLETE)


def test_tightened_caps_stop_earlier() -> None:
    policy = Policy(caps=parse_config("[caps]\nhost_ffi = 1").effective_caps())
    d = policy.decide(history(*HAPPY_TO_D, (S.HOST_FFI, "FAIL", HOST)))
    assert d.end is End.STOP and "cap reached" in d.reason


# -- by property ---------------------------------------------------------------------------------------------------


@st.composite
def outcome(draw: st.DrawFn, stage: Stage) -> tuple[str, Classification | None, bool]:
    verdict = draw(st.sampled_from(list(SPECS[stage].verdict_values)))
    classes: list[Classification | None] = [HOST, KERNEL, ENV]
    if verdict not in SPECS[stage].needs_classification:
        classes.append(None)
    return verdict, draw(st.sampled_from(classes)), draw(st.booleans())


caps_strategy = st.fixed_dictionaries(
    {
        stage.value: st.integers(min_value=0 if stage in SWITCHABLE_STAGES else 1, max_value=cap)
        for stage, cap in DEFAULT_CAPS.items()
    }
)


@settings(max_examples=400, deadline=None)
@given(data=st.data(), caps=st.one_of(st.just(None), caps_strategy), residual=st.booleans())
def test_any_sequence_of_results_ends_within_the_caps(
    data: st.DataObject, caps: dict[str, int] | None, residual: bool
) -> None:
    config = RunConfig.model_validate({"caps": caps or {}, "perf": {"residual_diagnosis": residual}})
    policy = Policy(caps=config.effective_caps())
    limit = sum(policy.caps.values()) + REPAIRS_PER_STAGE * len(Stage)
    records: list[AttemptRecord] = []
    decision = policy.first()
    while decision.dispatches:
        assert decision.stage is not None and decision.purpose is not None
        verdict, cls, bad = data.draw(outcome(decision.stage))
        records.append(
            AttemptRecord(decision.stage, decision.purpose, result(decision.stage, verdict, cls, bad_validator=bad))
        )
        for stage in Stage:
            assert policy.spawns(records, stage) <= policy.caps[stage], f"{stage} over its cap"
            repairs = sum(1 for r in records if r.stage is stage and r.purpose is Purpose.REPAIR)
            assert repairs <= REPAIRS_PER_STAGE
        assert len(records) <= limit
        previous = records[-1].result
        decision = policy.decide(records)
        if previous.stage is S.PERF and previous.verdict == "DONE" and not previous.validators_failed:
            assert decision.end is End.COMPLETE, "E DONE is terminal"
        if previous.is_env_failure:
            assert decision.end is End.STOP, "env stops the run"
        if decision.purpose is Purpose.REPAIR:
            assert decision.stage is previous.stage, "a repair re-runs the same stage"
    assert decision.end in (End.COMPLETE, End.STOP)
