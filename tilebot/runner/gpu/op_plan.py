"""What the stage asks of ``op_plugin`` (the plan) and what it reads back (the results file).

Both sides of the process boundary import this module; it needs neither torch nor a GPU.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from tilebot.core.analysis import Analysis, AnalysisConfig
from tilebot.runner.gpu.correctness import DEFAULT_TOLERANCES, Tolerance

PLAN_ENV = "TILEBOT_OP_PLAN"
QUEUE_ENV = "TILEBOT_TEST_QUEUE"  # the directory where sibling test processes take their tests (test_queue)
RESULTS_FILE = "op_results.json"
PARTIAL_FILE = "op_results.partial.json"  # after each test: what a child killed on its timeout had measured
RUNNING_FILE = "running_test.txt"  # the node id of the test under way: the one a crash interrupted
MAX_CHECKED_CALLS = 8  # per test: a loop calling the op 1000 times needs no 1000 comparisons
# "check": every call of the entry runs reference and candidate and is compared; "time": both timed;
# "warm": both run once on the inputs "time" would give them, so their kernels land in a JIT cache (jit_cache);
# "plain": nothing intercepted, the tests run as written (does the reference pass its own test?).
Mode = Literal["check", "time", "warm", "plain"]


class PlanEntry(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    target: str = Field(description="module:function the tests call; its calls are intercepted")
    contenders: dict[str, str] = Field(description="'reference' and 'candidate' as module:function")

    @property
    def name(self) -> str:
        return self.target.partition(":")[2]


class OpPlan(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    mode: Mode
    op: str
    target: str = Field(description="module:function the tests call; its calls are intercepted")
    contenders: dict[str, str] = Field(description="'reference' and 'candidate' as module:function")
    more_entries: list[PlanEntry] = Field(
        default_factory=list,
        description="the further entries of an op whose module registers several (TileGym's mhc), each "
        "intercepted like the first; absent from the file of an op with one entry",
    )
    tolerances: dict[str, dict[str, float]] = Field(default_factory=dict, description="dtype -> rtol, atol")
    out_dir: str
    reps: int = Field(default=60, ge=2)
    warmup: int = Field(default=10, ge=1)
    config_seconds: float = Field(
        default=30.0, gt=0, description="wall time one configuration's warm-up and timed pairs may take, about"
    )
    measure_ceiling: bool = True
    autotune: Literal["search", "first"] = Field(
        default="search", description="'first': the process answers every autotune search with its first candidate"
    )

    @property
    def entries(self) -> list[PlanEntry]:
        return [PlanEntry(target=self.target, contenders=self.contenders), *self.more_entries]

    def to_json(self) -> str:
        """The plan file: an op with one entry that searches as the target does keeps the form it always had."""
        defaults = {"more_entries"} if not self.more_entries else set()
        defaults |= {"autotune"} if self.autotune == "search" else set()
        return self.model_dump_json(indent=2, exclude=defaults or None) + "\n"

    def tolerance(self, dtype: str) -> Tolerance:
        given = self.tolerances.get(dtype)
        if given is not None:
            return Tolerance(rtol=given["rtol"], atol=given["atol"])
        return DEFAULT_TOLERANCES.get(dtype, Tolerance(rtol=0.0, atol=0.0))


def entry_fields(specs: list[dict[str, str]], reference: str, candidate: str) -> dict[str, Any]:
    """``OpPlan``'s target, contenders and further entries for the op's entries by backend
    (``op_harness.reached_entries``): each intercepts the cuTile entry, ``reference`` and ``candidate`` the
    backends it compares."""
    if not specs:
        raise ValueError("an op plan needs at least one entry")
    pairs = [
        PlanEntry(target=s["cutile"], contenders={"reference": s[reference], "candidate": s[candidate]}) for s in specs
    ]
    return {"target": pairs[0].target, "contenders": pairs[0].contenders, "more_entries": pairs[1:]}


def analysis_tolerances(analysis: Analysis) -> dict[str, dict[str, float]]:
    """The analysis's complete per-dtype tolerances; incomplete ones fall back to the defaults."""
    return {
        dtype: {"rtol": float(tol.rtol), "atol": float(tol.atol)}
        for dtype, tol in analysis.tolerances.items()
        if tol.rtol is not None and tol.atol is not None
    }


def pinned(configs: list[AnalysisConfig]) -> list[str]:
    """Node ids of the configurations that launch the op's kernels: the ones worth running."""
    return [c.node_id for c in configs if c.status == "mapped"]


def perf_node_ids(analysis: Analysis) -> list[str]:
    """The perf configurations, or the correctness ones when the op has no perf test."""
    return pinned(analysis.perf_configs) or pinned(analysis.correctness_configs)


class NodeResult(BaseModel):
    model_config = ConfigDict(extra="ignore")

    seed: int
    outcome: str
    message: str = ""
    calls: int = 0
    checks: list[dict[str, Any]] = Field(default_factory=list)
    comparisons: list[dict[str, Any]] = Field(default_factory=list)
    problems: list[str] = Field(default_factory=list)

    @property
    def failed(self) -> bool:
        """The test failed (an assertion) or errored (setup, an exception outside the test body)."""
        return self.outcome in ("failed", "error")

    @property
    def every_check_passed(self) -> bool:
        """Every call the harness compared matched the reference (true of a test with no check at all)."""
        return all(c.get("outcome") == "pass" for c in self.checks)


class OpResults(BaseModel):
    model_config = ConfigDict(extra="ignore")

    mode: Mode
    op: str
    setup_error: str = ""
    ceiling_gbps: float | None = None
    environment: dict[str, Any] = Field(default_factory=dict)
    nodes: dict[str, NodeResult] = Field(default_factory=dict)
