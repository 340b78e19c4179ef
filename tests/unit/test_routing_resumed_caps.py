"""Caps after a run an environment failure stopped and a maintainer resumed (``/retry``, ``tilebot resume``)."""

from __future__ import annotations

from tests.unit.test_routing import ENV, HAPPY_TO_C, HAPPY_TO_D, HOST, KERNEL, POLICY, S, go, history
from tilebot.bot.routing import End, Purpose


def test_an_env_failed_attempt_does_not_spend_the_stage_s_cap() -> None:
    """D's runner had no GPU; once it is fixed and D retried, D's host failure still gets D(2)'s fix."""
    steps = [*HAPPY_TO_D, (S.HOST_FFI, "BLOCKED", ENV), (S.HOST_FFI, "FAIL", HOST, Purpose.RESPAWN)]
    decision = POLICY.decide(history(*steps))
    assert (decision.end, decision.stage, decision.purpose) == go(S.HOST_FFI, Purpose.RESPAWN), decision.reason


def test_an_agent_outage_does_not_spend_b_s_fix_loop() -> None:
    """B's agent API kept failing (BLOCKED/env); B retried compiles, C finds a kernel fix: B and D still have budget."""
    steps = [
        *HAPPY_TO_C[:2],
        (S.WRITE_KERNEL, "BLOCKED", ENV),
        (S.WRITE_KERNEL, "COMPILED", None, Purpose.RESPAWN),
        (S.IR_CHECK, "FAIL_FIXABLE", KERNEL),
    ]
    decision = POLICY.decide(history(*steps))
    assert (decision.end, decision.stage) == (None, S.WRITE_KERNEL), decision.reason


def test_judged_attempts_still_spend_the_cap() -> None:
    steps = [*HAPPY_TO_D, (S.HOST_FFI, "BLOCKED", ENV), *[(S.HOST_FFI, "FAIL", HOST, Purpose.RESPAWN)] * 2]
    decision = POLICY.decide(history(*steps))
    assert decision.end is End.STOP and "cap reached for D host/FFI" in decision.reason


def test_an_env_failed_repair_leaves_the_repair_to_the_resumed_stage() -> None:
    bad = True
    steps = [
        (S.PREFLIGHT, "PASS"),
        (S.ANALYZE, "PASS", None, None, bad),
        (S.ANALYZE, "BLOCKED", ENV, Purpose.REPAIR),
        (S.ANALYZE, "PASS", None, Purpose.RESPAWN, bad),
    ]
    decision = POLICY.decide(history(*steps))
    assert (decision.end, decision.stage, decision.purpose) == go(S.ANALYZE, Purpose.REPAIR), decision.reason
    repaired_again = POLICY.decide(history(*steps, (S.ANALYZE, "PASS", None, Purpose.REPAIR, bad)))
    assert repaired_again.end is End.STOP
