"""pytest plugin: run the target's pinned tests and turn each call of the op's entry into a check or a timing.

Loaded by ``op_harness`` as ``pytest -p tilebot.runner.gpu.op_plugin <node ids>`` in the target
repository, with the plan (``OpPlan`` as JSON) named by ``$TILEBOT_OP_PLAN``. After collection,
each entry the tests call is swapped for an interceptor (``op_calls.retarget``): the op's function, or each
registered function the tests reach where its module registers several (``OpPlan.more_entries``; their checks
and timings name the entry they came from). One entry may call another (nested): only the outermost call a test
makes is checked or timed; the calls inside it are the reference's own and pass through.

- ``check`` (stage D): the reference entry and the candidate each run on their own copy of the
  call's arguments, the candidate with NaN-poisoned allocations and NaN-poisoned copies of the arguments the
  reference writes without reading (an ``out=``: its NaN-filled copy leaves the reference's results as they were;
  a bool or integer tensor, which holds no NaN, gets a fill of its own in each run, ``poison_value``: 0, then 1);
  outputs and the arguments the reference writes are compared, each with its own dtype's tolerance (integers and
  bools exactly; another dtype or shape than the reference's fails, and so does a strided output where the
  reference's is contiguous), an argument the reference leaves as it was must be left bit for bit (one it
  rewrites with the bits it held, an ``out=`` already holding the result, is written), and so must the memory
  around the arguments' elements (a store past a slice's end), and so must the guard around each tensor the
  candidate allocates (``poisoned_allocations``: a store past the end of an output or a workspace it allocates
  itself), NaN never passes. The arguments keep the test's
  layout (strides, offsets, memory two of them share). The candidate runs a second time on fresh copies, poisoned
  with 0 (bools and integers with 1), and is judged there too (a port right on its first call only fails; where the
  reference computes NaN, that run tells the NaN it wrote; a bool or integer element it never writes differs from
  the reference's in one of the runs). The test gets the candidate's result back, so the test's own assertion
  judges it too; the candidate's copies of arguments that require grad stay in the graph, so
  a test's ``backward`` runs the candidate's backward and reaches the test's own tensors (its assertion on
  ``x.grad`` judges the port's backward kernel).
  A candidate that calls the reference entry is caught (re-entry) and fails.
- ``time`` (stages A, E): the first call of each test is timed with CUPTI, both contenders on the
  same inputs, A/B interleaved (``compare.compare_config``); the test gets the target's own result. The inputs are
  copies in the test's layout, as a check's are (strides, offsets, broadcasts, memory arguments share), so a port
  slow only on the strided input the test passes (a transposed read, uncoalesced) is timed that slow.
- ``warm`` (before E's timing): the first call of each test runs both contenders once, on the inputs ``time``
  would give them, so the kernels it would compile are in the stage's JIT cache (``jit_cache``).

Each test's torch seed is fresh and recorded. Results go to ``<out>/op_results.json`` (and JUnit XML
in check mode), written even when tests fail; after each test to ``op_results.partial.json`` too, which is all a
process killed on its timeout leaves.
"""

from __future__ import annotations

import contextlib
import json
import math
import os
import secrets
import time
import traceback
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from tilebot.runner import autotune_first
from tilebot.runner.gpu.correctness import (
    EXACT,
    SECOND_POISON,
    CaseResult,
    Outcome,
    Tolerance,
    compare_outputs,
    nan_mask,
)
from tilebot.runner.gpu.op_calls import (
    Allocated,
    byte_span,
    clone_call,
    clone_tensors,
    is_torch_tensor,
    mark_bytes,
    plain_strided,
    poison_fill,
    poison_value,
    poisoned_allocations,
    reached_bytes,
    replace_tensors,
    resolve,
    retarget,
    storage_key,
    tensors_in,
    view_on,
)
from tilebot.runner.gpu.op_plan import MAX_CHECKED_CALLS, PARTIAL_FILE, PLAN_ENV, RESULTS_FILE, RUNNING_FILE, OpPlan


@dataclass
class NodeRecord:
    seed: int
    outcome: str = "not run"  # passed | failed | skipped | error | not run
    message: str = ""
    calls: int = 0
    checks: list[dict[str, Any]] = field(default_factory=list)
    comparisons: list[dict[str, Any]] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class Entry:
    """One intercepted entry, resolved: the function the tests call and the contenders it is compared with."""

    name: str
    target: Callable[..., Any]
    contenders: dict[str, Callable[..., Any]]


class OpInterceptor:
    def __init__(self, plan: OpPlan) -> None:
        self.plan = plan
        self.nodes: dict[str, NodeRecord] = {}
        self.current: str | None = None
        self._inside = False  # the candidate runs: a call of an entry now is the candidate delegating
        self._in_reference = False  # the reference runs: a call of an entry now is its own, passed through
        self._restore: list[Callable[[], None]] = []
        self._entries: list[Entry] = []
        self._named = len(plan.entries) > 1  # an op with several entries names the one each check came from
        self._session: Any = None
        self._flush: Any = None
        self.ceiling_gbps: float | None = None
        self.setup_error = ""

    # -- pytest hooks --------------------------------------------------------------------------
    @pytest.hookimpl(trylast=True)
    def pytest_collection_finish(self, session: pytest.Session) -> None:
        if self.plan.mode == "plain":
            return
        try:
            self._entries = [
                Entry(e.name, resolve(e.target), {name: resolve(spec) for name, spec in e.contenders.items()})
                for e in self.plan.entries
            ]
            if self.plan.autotune == "first":  # the entries' modules are imported now
                autotune_first.install_imported()
            if self.plan.mode == "time":
                self._start_timer()
        except Exception as exc:  # recorded for the stage; every test then fails on it
            self.setup_error = f"{type(exc).__name__}: {exc}"
            return
        self._restore = [retarget(entry.target, self._interceptor(entry)) for entry in self._entries]

    def pytest_runtest_logstart(self, nodeid: str) -> None:
        # Written before the test starts, so a process killed by a panic in the cdylib still says which test
        out = Path(self.plan.out_dir)
        out.mkdir(parents=True, exist_ok=True)
        (out / RUNNING_FILE).write_text(nodeid + "\n", encoding="utf-8")

    def pytest_runtest_setup(self, item: pytest.Item) -> None:
        import torch

        record = NodeRecord(seed=secrets.randbits(31))
        self.nodes[item.nodeid] = record
        self.current = item.nodeid
        if self.setup_error:
            pytest.fail(f"tilebot harness setup failed: {self.setup_error}", pytrace=False)
        torch.manual_seed(record.seed)

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        record = self.nodes.get(report.nodeid)
        if record is None:
            return
        if report.when == "call" or report.failed or (report.skipped and report.when == "setup"):
            record.outcome = "error" if report.failed and report.when != "call" else report.outcome
            if report.failed or report.skipped:
                record.message = _tail(str(report.longrepr))
        if report.when == "teardown":
            self._write(PARTIAL_FILE)

    def pytest_sessionfinish(self, session: pytest.Session) -> None:
        for restore in reversed(self._restore):
            restore()
        if self._session is not None:
            self._session.__exit__(None, None, None)
        self._write(RESULTS_FILE)

    # -- the interceptor -----------------------------------------------------------------------
    def _interceptor(self, entry: Entry) -> Callable[..., Any]:
        def intercept(*args: Any, **kwargs: Any) -> Any:
            return self._intercept(entry, args, kwargs)

        return intercept

    def _intercept(self, entry: Entry, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        record = self.nodes.get(self.current or "")
        if record is None or self._in_reference:  # outside any test (import time), or inside the reference
            return entry.target(*args, **kwargs)
        if self._inside:
            record.problems.append("the candidate called the reference entry instead of its own code")
            return entry.target(*args, **kwargs)
        record.calls += 1
        if self.plan.mode == "check":
            if record.calls > MAX_CHECKED_CALLS:
                return entry.contenders["candidate"](*args, **kwargs)
            return self._check(record, entry, args, kwargs)
        # The target and the contenders run as the reference does in a check: an entry they call (attention's
        # tile_fmha_with_backward calls fmha_forward_with_lse) is their own code, neither a call nor a timing.
        with self._reference_running():
            if record.calls == 1:
                if self.plan.mode == "time":
                    self._time(record, entry, args, kwargs)
                else:
                    self._warm(entry, args, kwargs)
            return entry.target(*args, **kwargs)

    @contextlib.contextmanager
    def _reference_running(self) -> Iterator[None]:
        """Inside the block an entry's call is the reference's (or a timed contender's) own: passed through."""
        before, self._in_reference = self._in_reference, True
        try:
            yield
        finally:
            self._in_reference = before

    def _check(self, record: NodeRecord, entry: Entry, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        reference, candidate = entry.contenders["reference"], entry.contenders["candidate"]
        ref_args, ref_kwargs = clone_call(args, kwargs)
        cand_args, cand_kwargs = clone_call(args, kwargs, keep_graph=True)  # the test's backward reaches its x
        started = time.perf_counter()
        with self._reference_running():
            expected = reference(*ref_args, **ref_kwargs)
        given = tensors_in((args, kwargs), is_torch_tensor)  # the test's own: neither run touches them
        ref_handed = tensors_in((ref_args, ref_kwargs), is_torch_tensor)
        written = [not _identical(after, before) for after, before in zip(ref_handed, given, strict=True)]
        with self._reference_running():
            write_only = _write_only(
                reference, args, kwargs, tensors_in(expected, is_torch_tensor) + ref_handed, written
            )
        cand_handed = tensors_in((cand_args, cand_kwargs), is_torch_tensor)
        for t, poison in zip(cand_handed, write_only, strict=True):
            if poison:  # what the test put in an out= argument must not stand in for what the port writes
                poison_fill(t, math.nan)
        try:
            got, strays = self._run_candidate(candidate, cand_args, cand_kwargs, math.nan, "")
        except Exception as exc:
            message = f"candidate raised {type(exc).__name__}: {exc}"
            record.checks.append(self._case(record, entry, "error", message, started, "n/a").to_dict())
            raise
        for j in self._rewritten_alike(reference, args, kwargs, cand_handed, given, written):
            written[j] = True
        returned, ref_returned = tensors_in(got, is_torch_tensor), tensors_in(expected, is_torch_tensor)
        outs, refs = returned + cand_handed, ref_returned + ref_handed
        dtype = _dtype_name(refs[0]) if refs else "none"
        outcome: Outcome
        stats: dict[str, Any] = {}
        if not ref_returned and not any(written):
            outcome, message = "error", "the reference returned no tensor and wrote none"
        elif len(returned) != len(ref_returned):
            outcome, message = "error", f"candidate returned {len(returned)} tensors, reference {len(ref_returned)}"
        else:
            labels = [f"output {i}" for i in range(len(returned))] + [f"argument {j}" for j in range(len(given))]
            judged = list(range(len(returned))) + [len(returned) + j for j, w in enumerate(written) if w]
            problems = [
                f"argument {j}: modified in place, where the reference leaves it as it was"
                for j, (now, before) in enumerate(zip(cand_handed, given, strict=True))
                if not written[j] and not _identical(now, before)
            ]
            problems += written_around(cand_handed, ref_handed, given)
            problems += strays
            problems += [p for k in judged if (p := _unlike(labels[k], outs[k], refs[k]))]
            judged = [k for k in judged if tuple(outs[k].shape) == tuple(refs[k].shape)]
            if judged:
                second, again = self._second_run(candidate, args, kwargs, refs, written, write_only, judged)
                problems += again
                outcome, message, stats = compare_outputs(
                    [outs[k] for k in judged],
                    [refs[k] for k in judged],
                    [self._tolerance(refs[k]) for k in judged],
                    second,
                    labels=[labels[k] for k in judged],
                )
            else:
                outcome, message = "pass", "no tensor to compare with a tolerance"
            if problems:
                message = "; ".join(problems) + ("" if outcome == "pass" else f"; {message}")
                outcome = "fail"
        record.checks.append(self._case(record, entry, outcome, message, started, dtype, **stats).to_dict())
        return got

    def _tolerance(self, ref: Any) -> Tolerance:
        """The tolerance of a tensor's own dtype; integers and bools exactly."""
        if ref.is_floating_point() or ref.is_complex():
            return self.plan.tolerance(_dtype_name(ref))
        return EXACT

    def _rewritten_alike(
        self,
        reference: Callable[..., Any],
        args: tuple[Any, ...],
        kwargs: dict[str, Any],
        cand_handed: list[Any],
        given: list[Any],
        written: list[bool],
    ) -> list[int]:
        """Of the floating arguments the reference seemed to leave alone and the candidate changed, those the
        reference writes after all: run again on copies with that argument NaN-filled, it changes it. An ``out=``
        that already holds the op's result (a test that calls the op twice into one buffer) keeps its bits under the
        reference, and the candidate's result within tolerance is no modification of an argument it should not
        touch. Run only where the candidate would fail for it, so a call costs nothing more otherwise."""
        suspects = [
            j
            for j, (now, before) in enumerate(zip(cand_handed, given, strict=True))
            if not written[j] and before.is_floating_point() and before.numel() > 0 and not _identical(now, before)
        ]

        def writes(j: int) -> bool:
            with self._reference_running():
                ran = _run_poisoned(reference, args, kwargs, [j], math.nan)
            # a reference that cannot run on NaN tells nothing: the argument stays left alone
            return ran is not None and not bool(nan_mask(ran[1][j]).all())

        return [j for j in suspects if writes(j)]

    def _second_run(
        self,
        candidate: Callable[..., Any],
        args: tuple[Any, ...],
        kwargs: dict[str, Any],
        refs: list[Any],
        written: list[bool],
        write_only: list[bool],
        judged: list[int],
    ) -> tuple[list[Any] | None, list[str]]:
        """The candidate once more on fresh copies of the call's arguments, judged like its first run: a port right
        only on its first call (a workspace it never re-zeroes, a race) fails there. Its allocations are poisoned with
        SECOND_POISON and so are the arguments it writes without reading them, and the elements of the others the
        reference writes where the reference's copies hold NaN (an output the test allocated may hold NaN before the
        call): where the reference computes NaN, an element it leaves unwritten then holds a number. The ``judged``
        ones of its tensors (as ``_check`` numbers them, None where it raised or returned another count of tensors)
        and what failed in this run (that, or a store around a tensor it allocated)."""
        import torch

        again_args, again_kwargs = clone_call(args, kwargs)
        handed = tensors_in((again_args, again_kwargs), is_torch_tensor)
        with torch.no_grad():
            for j, (t, ref) in enumerate(zip(handed, refs[len(refs) - len(handed) :], strict=True)):
                if write_only[j]:
                    poison_fill(t, SECOND_POISON)
                elif written[j] and t.is_floating_point() and t.shape == ref.shape:
                    t[nan_mask(ref)] = SECOND_POISON
        try:
            got, strays = self._run_candidate(candidate, again_args, again_kwargs, SECOND_POISON, " on a second call")
        except Exception as exc:
            return None, [
                f"called a second time on the same arguments, the candidate raised {type(exc).__name__}: {exc}"
            ]
        returned = tensors_in(got, is_torch_tensor)
        if len(returned) + len(handed) != len(refs):
            return None, [f"called a second time, the candidate returned {len(returned)} tensors", *strays]
        return [(returned + handed)[k] for k in judged], strays

    def _run_candidate(
        self, candidate: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any], poison: float, when: str
    ) -> tuple[Any, list[str]]:
        """The candidate called on ``args``, its allocations filled with ``poison`` inside a guard: what it returns,
        and its stores around what it allocated (``stores_around``; its workspaces are freed on return)."""
        import torch

        self._inside = True
        try:
            with poisoned_allocations(poison) as allocated:
                got = candidate(*args, **kwargs)
            torch.cuda.synchronize()
        finally:
            self._inside = False
        return got, stores_around(allocated, tensors_in(got, is_torch_tensor), when)

    def _case(
        self, record: NodeRecord, entry: Entry, outcome: Outcome, message: str, started: float, dtype: str, **stats: Any
    ) -> CaseResult:
        named = f"#{entry.name}" if self._named else ""  # tests/x.py::test_y[p]#mhc_sinkhorn#call1
        return CaseResult(
            op=self.plan.op,
            config=f"{self.current}{named}#call{record.calls}",
            dtype=dtype,
            candidate="candidate",
            seed=record.seed,
            outcome=outcome,
            message=message,
            seconds=time.perf_counter() - started,
            **stats,
        )

    def _start_timer(self) -> None:
        from tilebot.runner.gpu import compare, cupti_timer

        self._session = cupti_timer.CuptiSession().__enter__()
        self._flush = cupti_timer.L2Flusher()
        if self.plan.measure_ceiling:
            self.ceiling_gbps, _ = compare.measure_copy_ceiling(self._session, flush=self._flush)

    def _time(self, record: NodeRecord, entry: Entry, args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
        from tilebot.runner.gpu.compare import Contender, PerfCase, compare_config

        flat = tensors_in((args, kwargs), is_torch_tensor)
        moved = _bytes_moved(entry.target, args, kwargs)

        def contender(name: str) -> Contender:
            return Contender(name, lambda inputs, _outputs: _call_on(entry.contenders[name], args, kwargs, inputs))

        case = PerfCase(
            config=self.current or "",
            make_inputs=lambda _generator: _copies(flat),
            outputs=lambda _inputs: [],
            bytes_moved=moved,
        )
        try:
            comparison = compare_config(
                self._session,
                case,
                contender("reference"),
                contender("candidate"),
                reps=self.plan.reps,
                warmup=self.plan.warmup,
                budget_s=self.plan.config_seconds,
                flush=self._flush,
                l2_bytes=self._flush.l2_bytes,
                ceiling_gbps=self.ceiling_gbps,
            )
        except Exception as exc:
            record.problems.append(f"timing failed: {type(exc).__name__}: {exc}\n{traceback.format_exc(limit=3)}")
            return
        timed = comparison.to_dict()
        record.comparisons.append({**timed, "entry": entry.name} if self._named else timed)

    def _warm(self, entry: Entry, args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
        """Each contender once, on copies as ``_time`` makes them: the kernels a timing of this call compiles."""
        flat = tensors_in((args, kwargs), is_torch_tensor)
        for name in ("reference", "candidate"):
            _call_on(entry.contenders[name], args, kwargs, _copies(flat))

    def _write(self, name: str) -> None:
        out = Path(self.plan.out_dir)
        out.mkdir(parents=True, exist_ok=True)
        payload = {
            "mode": self.plan.mode,
            "op": self.plan.op,
            "setup_error": self.setup_error,
            "ceiling_gbps": self.ceiling_gbps,
            "environment": _environment(),
            "nodes": {node: vars(record) for node, record in self.nodes.items()},
        }
        written = out / f".{name}.writing"  # whole or not at all: the process may be killed at any moment
        written.write_text(json.dumps(payload, indent=2, default=str) + "\n", encoding="utf-8")
        written.replace(out / name)


def _write_only(
    fn: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any], results: list[Any], written: list[bool]
) -> list[bool]:
    """Which of the call's tensors ``fn`` writes without reading them (an ``out=``): those ``written`` whose poisoned
    copies (``poison_fill``) leave every result of ``fn`` as it was. ``results``: the tensors ``fn`` returned and
    those it was handed, as its run on copies of the call left them. Only those the candidate may get poisoned: an
    argument the op reads and writes (accumulates into) keeps its values. A bool or integer one is tried under both
    runs' fills (0 and 1, valid indices: ``poison_value``), either of which may be what the test put there. Tried
    all at once, then one by one; an ``fn`` that raises on the poison or is not deterministic leaves them
    unpoisoned."""
    handed = results[len(results) - len(written) :]
    poisonable = [
        j
        for j, t in enumerate(handed)
        if written[j] and not t.requires_grad and t.numel() > 0 and poison_value(t.dtype, math.nan) is not None
    ]

    def unchanged_with(poisoned: list[int]) -> bool:
        holds_nan = all(handed[j].is_floating_point() or handed[j].is_complex() for j in poisoned)
        for poison in (math.nan,) if holds_nan else (math.nan, SECOND_POISON):
            ran = _run_poisoned(fn, args, kwargs, poisoned, poison)
            if ran is None:
                return False
            again = ran[0] + ran[1]
            if len(again) != len(results) or not all(_same_values(a, b) for a, b in zip(again, results, strict=True)):
                return False
        return True

    chosen: set[int] = set()
    if poisonable and unchanged_with(poisonable):
        chosen = set(poisonable)
    elif len(poisonable) > 1:
        chosen = {j for j in poisonable if unchanged_with([j])}
    return [j in chosen for j in range(len(handed))]


def _run_poisoned(
    fn: Callable[..., Any],
    args: tuple[Any, ...],
    kwargs: dict[str, Any],
    poisoned: list[int],
    poison: float,
    where: Any = None,
) -> tuple[list[Any], list[Any]] | None:
    """``fn`` once more on fresh copies of the call's arguments, the ``poisoned`` ones filled with ``poison``
    (``poison_fill``, wholly or at the mask ``where``): the tensors it returns and those it was handed, as it left
    them; None where it raises."""
    again_args, again_kwargs = clone_call(args, kwargs)
    handed = tensors_in((again_args, again_kwargs), is_torch_tensor)
    for j in poisoned:
        poison_fill(handed[j], poison, where)
    try:
        returned = tensors_in(fn(*again_args, **again_kwargs), is_torch_tensor)
    except Exception:
        return None
    return returned, handed


def _copies(tensors: list[Any]) -> list[Any]:
    """One input set of a timing (``compare_config`` makes a few to rotate through, both contenders share them): the
    call's tensors copied as a check's are (``clone_tensors``: the span of each storage they reach, viewed with the
    test's strides, offset, broadcast, and arguments that share memory still share it), detached so that no autograd
    graph is recorded while timed. A contender never gets the test's own tensors: an in-place op changes only a copy."""
    return [t.detach() for t in clone_tensors(tensors)]


def _bytes_moved(target: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any]) -> int:
    """The bytes of the call's tensors and of what ``target`` returns, run on copies of them (dropped on return, not
    held through the timing): the least a memory-bound op moves. Each tensor's memory counts once (``reached_bytes``:
    a broadcast row is read once, not per row it stands for), and so does each region of a storage: an ``out=`` the
    op returns, or one tensor passed twice, is one tensor's bytes (of views of one span, the most any reaches). A
    region counts twice, read and written, only where the op writes every element of it and each element's result
    follows that element's value (``_reads_back``): ``x.add_(y)`` reads x and y and writes x, three tensors' bytes;
    any other region once."""
    once_args, once_kwargs = clone_call(args, kwargs)
    produced = tensors_in(target(*once_args, **once_kwargs), is_torch_tensor)
    handed = tensors_in((once_args, once_kwargs), is_torch_tensor)
    given = tensors_in((args, kwargs), is_torch_tensor)
    regions: dict[Any, int] = {}
    read_and_written: set[Any] = set()
    for k, t in enumerate(handed + produced):
        key = (storage_key(t), byte_span(t)) if plain_strided(t) and t.numel() else k  # no storage: its own
        regions[key] = max(regions.get(key, 0), reached_bytes(t))
        if k < len(handed) and key not in read_and_written and _reads_back(target, args, kwargs, k, t, given[k]):
            read_and_written.add(key)
    return sum(regions.values()) + sum(regions[key] for key in read_and_written)


def _reads_back(
    fn: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any], j: int, after: Any, before: Any
) -> bool:
    """Whether ``fn`` reads the call's tensor ``j`` back and writes it whole, as an elementwise read-modify-write
    does (``x.add_(y)``, an accumulation into an ``out=``): ``after``, as its run on copies left it, holds another
    value than ``before`` (the test's) at every element (each one written), and each element's result follows that
    element alone: two more runs, on copies whose tensor ``j`` holds NaN at one fixed half of its elements
    (``_halves``), then at the other, end otherwise than ``after`` exactly at the elements filled. Else it counts
    once, as any tensor of the call does: an ``out=`` it writes without reading; one it writes or reads in part
    (``torch.where(c, x, out, out=out)``) or reads a few elements of (``torch.mul(x, out[:1], out=out)``), whose
    result changes at elements not filled or keeps the value at ones filled; one it fills with random numbers
    (``out.uniform_()``), which change where nothing was filled; one whose run raises or whose elements share
    memory (a broadcast: no element can be filled alone); and an integer or bool one, never filled, since a GPU op
    may read it as indices or a lock (a fault poisons the CUDA context for every later call, a spin never ends)."""
    if not (after.is_floating_point() or after.is_complex()) or not _changed_everywhere(after, before):
        return False
    if reached_bytes(after) < after.numel() * after.element_size():
        return False
    for filled in _halves(after):
        ran = _run_poisoned(fn, args, kwargs, [j], math.nan, where=filled)
        if ran is None or not bool(_changed_at(ran[1][j], after).equal(filled)):
            return False
    return True


def _halves(t: Any) -> tuple[Any, Any]:
    """Two complementary masks of ``t``'s shape, each half its elements (rounded down, then up), picked by a fixed
    seed: an op whose elements' results follow a few elements of it (``out[:1]``, a pattern of its own) cannot
    match them."""
    import torch

    order = torch.randperm(t.numel(), generator=torch.Generator().manual_seed(0)).reshape(t.shape).to(t.device)
    first = order < t.numel() // 2
    return first, ~first


def _changed_at(a: Any, b: Any) -> Any:
    """Where two floating tensors of one shape hold other values (NaN matches NaN; a complex element where either
    part does)."""
    unchanged = _same_elements(a, b)
    return ~(unchanged.all(-1) if a.is_complex() else unchanged)


def _changed_everywhere(after: Any, before: Any) -> bool:
    """Whether ``after`` holds other bits than ``before`` at every element (a complex one's parts each count)."""
    if after.dtype != before.dtype or tuple(after.shape) != tuple(before.shape) or after.numel() == 0:
        return False
    return bool((_bits(after) != _bits(before).to(after.device)).all())


def _call_on(fn: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any], inputs: Sequence[Any]) -> object:
    """``fn`` called as the test called the entry, with ``inputs`` in place of the call's tensors."""
    new_args, new_kwargs = replace_tensors((args, kwargs), iter(inputs), is_torch_tensor)
    return fn(*new_args, **new_kwargs)


def _bits(t: Any) -> Any:
    """A floating tensor's elements as integers of its width (float8 included): compared bit for bit."""
    import torch

    t = t.detach()
    if t.is_complex():
        t = torch.view_as_real(t)
    if t.is_floating_point():
        return t.view({1: torch.int8, 2: torch.int16, 4: torch.int32, 8: torch.int64}[t.element_size()])
    return t


def _identical(a: Any, b: Any) -> bool:
    """Bit for bit the same tensor (NaN included): what an argument left alone still is."""
    if a.dtype != b.dtype or tuple(a.shape) != tuple(b.shape):
        return False
    return bool(_bits(a).equal(_bits(b).to(a.device)))


def _same_elements(a: Any, b: Any) -> Any:
    """Where two floating tensors of one shape hold the same value, NaN where the other has NaN (a complex one's
    parts each an element)."""
    import torch

    wide_a, wide_b = (
        torch.view_as_real(t.detach().resolve_conj()) if t.is_complex() else t.detach().double() for t in (a, b)
    )
    return (wide_a == wide_b) | (wide_a.isnan() & wide_b.isnan())


def _same_values(a: Any, b: Any) -> bool:
    """The same dtype, shape and values, NaN where the other has NaN."""
    if a.dtype != b.dtype or tuple(a.shape) != tuple(b.shape):
        return False
    if not (a.is_floating_point() or a.is_complex()):
        return bool(a.equal(b))
    return bool(_same_elements(a, b).all())


def _unlike(label: str, out: Any, ref: Any) -> str:
    """Why a candidate's tensor is not the kind of tensor the reference's is: another dtype or shape, or strided
    where the reference's is contiguous (a caller's ``view`` raises on it, a kernel reading it as dense misreads)."""
    if out.dtype != ref.dtype:
        return f"{label}: dtype {_dtype_name(out)}, where the reference's is {_dtype_name(ref)}"
    if tuple(out.shape) != tuple(ref.shape):
        return f"{label}: shape {tuple(out.shape)}, where the reference's is {tuple(ref.shape)}"
    if ref.is_contiguous() and not out.is_contiguous():
        return f"{label}: not contiguous (strides {tuple(out.stride())}), where the reference's is"
    return ""


def stores_around(allocated: list[Allocated], returned: list[Any], when: str) -> list[str]:
    """For each tensor the candidate allocated (``poisoned_allocations`` puts a guard around it) whose guard bytes it
    changed, a store past its end or before its start: named as the output it is (the first ``returned`` tensor on its
    storage), else by its factory, size and dtype (a workspace)."""
    outputs = {storage_key(t): i for i, t in reversed(list(enumerate(returned))) if plain_strided(t)}
    problems = []
    for made in allocated:
        t = made.tensor
        changed = made.guard_changes()
        if changed:
            i = outputs.get(storage_key(t))
            name = f"output {i}" if i is not None else f"{made.factory} {made.shape} {_dtype_name(t)}"
            problems.append(
                f"{name}{when}: {changed} bytes around a tensor the port allocated changed: a store out of bounds"
            )
    return problems


def written_around(cand_handed: list[Any], ref_handed: list[Any], given: list[Any]) -> list[str]:
    """Where the call's tensors (``given``, the test's) leave part of their copied storage uncovered (a slice of a
    wider buffer, its row gaps, the guard ``clone_call`` keeps around each): the bytes there in which the candidate's
    copy differs from the reference's. A store past a tile's end or into a neighbour's elements lands there, and no
    tensor compared shows it."""
    sharing: dict[Any, list[int]] = {}
    for j, t in enumerate(given):
        if plain_strided(t):
            sharing.setdefault(storage_key(t), []).append(j)
    problems = []
    for members in sharing.values():
        copied = [j for j in members if not given[j].requires_grad]  # the candidate's copy of one that does is its own
        outside = _outside([ref_handed[j] for j in members]) if copied else None
        if outside is None:
            continue
        cand, ref = (view_on(handed[copied[0]].untyped_storage()) for handed in (cand_handed, ref_handed))
        changed = int(((cand != ref.to(cand.device)) & outside).sum())
        if changed:
            names = ", ".join(f"argument {j}" for j in members)
            problems.append(
                f"{names}: {changed} bytes of the storage around the elements hold other values than the reference "
                "leaves there: a store out of bounds"
            )
    return problems


def _outside(copies: list[Any]) -> Any:
    """A bool per byte of the storage that ``copies`` (the reference's, one storage) view: True where none of them
    reaches. None where one covers it whole (a tensor of its own: nothing around it to compare)."""
    import torch

    nbytes = copies[0].untyped_storage().nbytes()
    if any(_covers(t, nbytes) for t in copies):
        return None
    reached = torch.zeros(nbytes, dtype=torch.bool, device=copies[0].device)
    for t in copies:
        mark_bytes(reached, t)
    return ~reached


def _covers(t: Any, nbytes: int) -> bool:
    return bool(t.is_contiguous() and t.storage_offset() == 0 and t.numel() * t.element_size() == nbytes)


def _dtype_name(t: Any) -> str:
    return str(t.dtype).removeprefix("torch.")


def _tail(text: str, limit: int = 3000) -> str:
    return text[-limit:]


def _environment() -> dict[str, Any]:
    import torch

    env: dict[str, Any] = {"torch": torch.__version__, "cuda": torch.version.cuda}
    if torch.cuda.is_available():
        env["device"] = torch.cuda.get_device_name()
        env["capability"] = list(torch.cuda.get_device_capability())
    return env


def pytest_configure(config: pytest.Config) -> None:
    path = os.environ.get(PLAN_ENV)
    if not path:
        raise pytest.UsageError(f"{PLAN_ENV} must name the plan file written by op_harness")
    plan = OpPlan.model_validate_json(Path(path).read_text(encoding="utf-8"))
    if plan.autotune == "first":  # before the tests import the target's modules
        autotune_first.install()
    config.pluginmanager.register(OpInterceptor(plan), "tilebot-op-interceptor")
