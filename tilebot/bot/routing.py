"""The routing table: which stage runs after a verdict, within hard caps.

The table is data (``ROUTES``); ``decide`` only interprets it. Three rules sit
above the table and apply to every stage, in this order:

1. an environment failure (classification ``env``) stops the run: no agent
   guesses at a broken machine;
2. the validator gate: a stage that claims success while one of its own
   validators exited non-zero gets one repair run of the same stage (never
   another stage's); if the repair still contradicts itself the run stops;
3. the table row for (stage, verdict, classification). A row lists targets in
   order of preference, each with the stages that must still have budget
   (spawns below their cap); the first affordable target wins, else the row's
   fallback ends the run.

Repair runs do not count against a stage's cap; each stage gets at most one. An attempt that ended in an
environment failure counts as neither: it stopped the run before anything of the stage was judged, so a run resumed
once the machine is fixed (``/retry``, ``tilebot resume``) keeps the fix loop its caps allow.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum

from tilebot.core.result import StageResult
from tilebot.core.stages import FIRST_STAGE, SPECS, Classification, Stage

REPAIRS_PER_STAGE = 1


class End(StrEnum):
    COMPLETE = "complete"  # the pipeline ran to its end; the outcome says whether the port is good
    STOP = "stop"  # the run cannot go on: a blocked stage, a failure without a fix route, a spent cap


class Purpose(StrEnum):
    INITIAL = "initial"
    RESPAWN = "respawn"  # a later spawn of the same stage through the table (counts against the cap)
    REPAIR = "repair"  # the validator gate's one extra run (does not count against the cap)


@dataclass(frozen=True)
class Target:
    stage: Stage
    needs_budget: frozenset[Stage]


@dataclass(frozen=True)
class Route:
    stage: Stage
    verdicts: frozenset[str]
    classes: frozenset[Classification | None] | None  # None: any classification
    targets: tuple[Target, ...]
    fallback: End  # when no target is affordable, or the row has none

    def matches(self, result: StageResult) -> bool:
        return (
            result.stage is self.stage
            and result.verdict in self.verdicts
            and (self.classes is None or result.classification in self.classes)
        )


def _row(
    stage: Stage,
    verdicts: Iterable[str],
    *targets: Stage | tuple[Stage, Iterable[Stage]],
    classes: Iterable[Classification | None] | None = None,
    fallback: End = End.STOP,
) -> Route:
    built = []
    for t in targets:
        # A bare stage needs its own budget; a (stage, needs) pair names all stages that must have budget.
        stage_to, needs = (t, (t,)) if isinstance(t, Stage) else t
        built.append(Target(stage_to, frozenset(needs)))
    return Route(stage, frozenset(verdicts), None if classes is None else frozenset(classes), tuple(built), fallback)


S = Stage
HOST, KERNEL = Classification.HOST, Classification.KERNEL

ROUTES: tuple[Route, ...] = (
    _row(S.PREFLIGHT, ["PASS"], S.ANALYZE),
    _row(S.PREFLIGHT, ["BLOCKED"]),
    _row(S.ANALYZE, ["PASS"], S.WRITE_KERNEL),
    _row(S.ANALYZE, ["FAIL_FIXABLE", "BLOCKED"]),
    # Every kernel B writes is IR-checked before a GPU runs it (C is seconds on a CPU runner; D and E hold a GPU);
    # once C's budget is spent (a config may cap it at 1), B's next kernel goes to D.
    _row(S.WRITE_KERNEL, ["COMPILED"], S.IR_CHECK, S.HOST_FFI),
    # Built, but its own tests, the launch contract or the JIT (IR dump) failed: B fixes it with that failure
    # in its task. Compile failures already had B's whole build budget, so they stop.
    _row(S.WRITE_KERNEL, ["FAIL_FIXABLE"], S.WRITE_KERNEL, classes=[KERNEL]),
    _row(S.WRITE_KERNEL, ["FAIL_COMPILE", "FAIL_FIXABLE", "BLOCKED"]),
    _row(S.IR_CHECK, ["PASS", "PASS_WITH_NOTES"], S.HOST_FFI, fallback=End.COMPLETE),
    # A kernel fix is only worth making if D can verify it afterwards.
    _row(
        S.IR_CHECK,
        ["FAIL_FIXABLE"],
        (S.WRITE_KERNEL, [S.WRITE_KERNEL, S.HOST_FFI]),
        classes=[KERNEL],
        fallback=End.COMPLETE,
    ),
    _row(S.IR_CHECK, ["FAIL_FIXABLE"], S.HOST_FFI, classes=[HOST], fallback=End.COMPLETE),
    _row(S.IR_CHECK, ["FAIL_COMPILER_BUG", "BLOCKED"], fallback=End.COMPLETE),
    _row(S.HOST_FFI, ["ALL_PASS"], S.PERF),
    _row(S.HOST_FFI, ["FAIL", "BLOCKED"], S.HOST_FFI, classes=[HOST]),
    # Wrong numbers the IR did not show: B(2) gets D's failure with C's findings, and its kernel goes through C(2).
    _row(S.HOST_FFI, ["FAIL", "BLOCKED"], (S.WRITE_KERNEL, [S.WRITE_KERNEL, S.HOST_FFI]), classes=[KERNEL]),
    _row(S.PERF, ["DONE"], fallback=End.COMPLETE),
    # E's tests ran out of time (or died) on its runner: E once more, which keeps what was timed (perf_resume).
    _row(S.PERF, ["BLOCKED"], S.PERF, S.PERF_DIAG, classes=[None], fallback=End.COMPLETE),
    # C has judged the kernel on its way to D: what E leaves open is F's diagnosis, when enabled (cap > 0).
    _row(S.PERF, ["INVESTIGATE", "BLOCKED"], S.PERF_DIAG, fallback=End.COMPLETE),
    _row(S.PERF_DIAG, ["FIXABLE", "ALIGNED", "BLOCKED"], fallback=End.COMPLETE),
)


@dataclass(frozen=True)
class AttemptRecord:
    """What routing needs to know of one finished attempt."""

    stage: Stage
    purpose: Purpose
    result: StageResult


@dataclass(frozen=True)
class Decision:
    end: End | None  # None: dispatch ``stage``
    reason: str
    stage: Stage | None = None
    purpose: Purpose | None = None

    @property
    def dispatches(self) -> bool:
        return self.end is None


@dataclass(frozen=True)
class Policy:
    caps: Mapping[Stage, int]  # spawns allowed per stage; 0 switches a stage off (F unless enabled)

    def spawns(self, history: Sequence[AttemptRecord], stage: Stage) -> int:
        return sum(1 for a in _judged(history, stage) if a.purpose is not Purpose.REPAIR)

    def repairs(self, history: Sequence[AttemptRecord], stage: Stage) -> int:
        return sum(1 for a in _judged(history, stage) if a.purpose is Purpose.REPAIR)

    def has_budget(self, history: Sequence[AttemptRecord], stage: Stage) -> bool:
        return self.spawns(history, stage) < self.caps.get(stage, 0)

    def first(self) -> Decision:
        return Decision(None, "start", FIRST_STAGE, Purpose.INITIAL)

    def decide(self, history: Sequence[AttemptRecord]) -> Decision:
        """The next step after the last attempt in ``history`` (all finished, oldest first)."""
        if not history:
            return self.first()
        last = history[-1]
        result = last.result
        where = f"{result.stage.label} {result.verdict}"
        if result.is_env_failure:
            return Decision(End.STOP, f"{where} (env): {result.message}")
        failed = result.validators_failed
        if failed and result.verdict in SPECS[result.stage].success:
            names = ", ".join(v.name for v in failed)
            if self.repairs(history, result.stage) < REPAIRS_PER_STAGE:
                return Decision(
                    None, f"{where} but validator(s) {names} failed: repair run", result.stage, Purpose.REPAIR
                )
            return Decision(End.STOP, f"{where} but validator(s) {names} still fail after the repair run")
        route = next((r for r in ROUTES if r.matches(result)), None)
        if route is None:  # the contract guarantees a classification where rows need one; say so if not
            return Decision(End.STOP, f"{where}: no route for classification {result.classification}")
        for target in route.targets:
            if all(self.has_budget(history, s) for s in target.needs_budget):
                purpose = Purpose.RESPAWN if self.spawns(history, target.stage) else Purpose.INITIAL
                return Decision(None, f"{where} -> {target.stage.label}", target.stage, purpose)
        if route.targets:
            spent = sorted({s.label for t in route.targets for s in t.needs_budget if not self.has_budget(history, s)})
            return Decision(route.fallback, f"{where}: cap reached for {', '.join(spent)}")
        return Decision(route.fallback, f"{where}: {result.message}")


def _judged(history: Sequence[AttemptRecord], stage: Stage) -> list[AttemptRecord]:
    """``stage``'s attempts that count against its cap and its repair: all but those a broken machine stopped (a
    runner without a GPU, an agent API that kept failing, a job that never reported) before the stage was judged."""
    return [a for a in history if a.stage is stage and not a.result.is_env_failure]


def succeeded(history: Sequence[AttemptRecord], end: End) -> bool:
    """A run is green only if it completed, its last perf verdict is DONE and the IR check of the kernel it
    measured passed (unless C is switched off): a port whose must-match findings were never fixed, or whose last
    kernel was never checked (C capped by config), is not green."""
    last = {a.stage: a.result.verdict for a in history}
    kernels = [i for i, a in enumerate(history) if a.stage is Stage.WRITE_KERNEL]
    checks = [a.result.verdict for a in history[kernels[-1] if kernels else 0 :] if a.stage is Stage.IR_CHECK]
    switched_off = not any(a.stage is Stage.IR_CHECK for a in history)  # caps.ir_check = 0
    ir_ok = switched_off or (bool(checks) and checks[-1] in SPECS[Stage.IR_CHECK].success)
    return end is End.COMPLETE and last.get(Stage.PERF) == "DONE" and ir_ok
