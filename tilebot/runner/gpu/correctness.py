"""Stage D's core: does the candidate compute the reference's function on fresh random inputs?

Each check draws new random inputs from a recorded seed (never zeros, never a constant tensor),
poisons every output with NaN before the candidate runs, and compares with the op's own reference
implementation where the target repository has one, else with the same computation in float64.
NaN never passes, so an element the candidate did not write fails the check. Tolerances are given
per dtype (from analysis.json). Where the tolerance is so loose that an all-zero output would pass
(an output of small values, such as attention over many keys), the output is judged by its error
norm instead, within rtol of the reference's norm, which zeros (1) never meet. The candidate runs a second time
on the same inputs, its outputs poisoned with a number instead (``SECOND_POISON``), and that run is judged too: a
port right only on its first call (a workspace never re-zeroed, a race) fails. A bool or integer output, which
holds no NaN, is filled with a value of its own in each run (``poison_value``: 0 then 1, False then True), so an
element left unwritten differs from the reference's in one of them, and is compared exactly whatever the
reference's dtype (torch's indices are int64, a port's may be int32). Where the reference's own output is
NaN, a number in the candidate fails, and a NaN counts only where the second run puts NaN there too: the candidate
wrote it. Where that run has a number, the element was left unwritten and the check fails; without that run the
check errs, naming the count, and never passes. Each output lies inside a larger buffer whose bytes around it hold
``GUARD_BYTE`` (``guarded_output``): a store past its end or before its start (an unmasked ragged tail tile) changes
them and fails, where it would otherwise land in memory no comparison reads. Results go out as JUnit XML for
check-run annotations.

torch is imported only when a check runs, so the result types and the JUnit writer work anywhere.
"""

from __future__ import annotations

import math
import secrets
import time
import traceback
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from tilebot.core import junit
from tilebot.core.junit import node_location
from tilebot.runner.gpu.op_calls import Allocated, guarded_empty, poison_fill, poison_value

if TYPE_CHECKING:
    import torch

    Tensors = Sequence[torch.Tensor]
else:
    Tensors = Sequence[Any]

Candidate = Callable[[Tensors, Tensors], object]  # (inputs, outputs): writes the outputs
Reference = Callable[[Tensors], Tensors]  # inputs -> new output tensors
Outcome = Literal["pass", "fail", "error"]


@dataclass(frozen=True)
class Tolerance:
    rtol: float
    atol: float

    def __post_init__(self) -> None:
        for name, value in (("rtol", self.rtol), ("atol", self.atol)):
            if not (math.isfinite(value) and value >= 0):
                raise ValueError(f"{name} must be finite and >= 0, got {value}")


# What a candidate's outputs hold before it runs a second time: any number does (NaN would hide what it leaves)
SECOND_POISON = 0.0

# How a bool or integer output is judged: exactly
EXACT = Tolerance(rtol=0.0, atol=0.0)

# TileGym's defaults (tests/common.py); analysis.json overrides them per op.
DEFAULT_TOLERANCES: dict[str, Tolerance] = {
    "float64": Tolerance(1e-12, 1e-15),
    "float32": Tolerance(1e-5, 1e-8),
    "float16": Tolerance(1e-2, 1e-2),
    "bfloat16": Tolerance(1e-2, 2e-2),
}


def tolerances_from(mapping: Mapping[str, Mapping[str, float]]) -> dict[str, Tolerance]:
    """Per-dtype tolerances as analysis.json writes them: {"float16": {"rtol": .., "atol": ..}}."""
    out = {}
    for dtype, tol in mapping.items():
        missing = {"rtol", "atol"} - set(tol)
        if missing:
            raise ValueError(f"tolerance for {dtype} lacks {sorted(missing)}")
        out[dtype] = Tolerance(float(tol["rtol"]), float(tol["atol"]))
    return out


@dataclass(frozen=True)
class OutputSpec:
    shape: tuple[int, ...]
    dtype: str  # torch dtype name without the "torch." prefix


@dataclass(frozen=True)
class CheckCase:
    """One config x dtype of an op: how to draw its inputs and what outputs it writes."""

    op: str
    config: str
    dtype: str
    make_inputs: Callable[[Any], Tensors]  # (torch.Generator) -> fresh random inputs
    outputs: Callable[[Tensors], Sequence[OutputSpec]]


@dataclass(frozen=True)
class CaseResult:
    op: str
    config: str
    dtype: str
    candidate: str
    seed: int
    outcome: Outcome
    message: str
    max_abs_err: float | None = None
    max_rel_err: float | None = None
    norm_rel_err: float | None = None
    mismatches: int = 0
    unwritten: int = 0
    elements: int = 0
    seconds: float = 0.0

    @property
    def passed(self) -> bool:
        return self.outcome == "pass"

    @property
    def name(self) -> str:
        return f"{self.config}[{self.dtype}]"

    def to_dict(self) -> dict[str, object]:
        return {k: getattr(self, k) for k in self.__dataclass_fields__} | {"passed": self.passed}


def high_precision(fn: Callable[..., Any]) -> Reference:
    """A reference from the same math run on float64 copies of the floating inputs."""

    def reference(inputs: Tensors) -> Tensors:
        up = [t.double() if t.is_floating_point() else t for t in inputs]
        out = fn(*up)
        return tuple(out) if isinstance(out, (tuple, list)) else (out,)

    return reference


def _degenerate(t: Any) -> str | None:
    if not t.is_floating_point():
        return None
    if t.numel() == 0:
        return "is empty"
    if not bool(t.isfinite().all()):
        return "holds non-finite values"
    if t.numel() > 1 and not bool((t != t.reshape(-1)[0]).any()):
        return "is constant (zeros hide unwritten outputs and wrong indexing)"
    return None


@dataclass(frozen=True)
class _Compared:
    mismatches: int  # elements that fail, NaN on either side included
    unwritten: int  # NaN in the candidate's output (poisoned and left, or computed)
    elements: int
    max_abs: float
    max_rel: float
    norm_rel: float
    zeros_would_pass: bool
    reference_nan: int = 0  # NaN in the reference's own output
    both_nan: int = 0  # NaN in both at the same element
    out_of_tolerance: int = 0  # elements where neither is NaN and the difference exceeds the bound
    wrong_infinity: int = 0  # of ``out_of_tolerance``, where the reference is ±inf and the candidate is not that
    # of ``both_nan``, those NaN in the candidate's second run too, under SECOND_POISON: written by it
    # (None: no second run, nothing told apart)
    written_nan: int | None = None


# Elements compared at a time: each float64 temporary of a chunk is 128 MiB, so D's test processes, eight to a GPU,
# hold a few of those instead of several float64 copies of a whole output (an attention output of 134M elements
# took ~1 GiB per copy)
CHUNK = 1 << 24


@dataclass
class _Sums:
    """What ``_compare`` gathers over one chunk of an output's elements, and over the chunks so far."""

    mismatches: int = 0
    unwritten: int = 0
    elements: int = 0
    reference_nan: int = 0
    both_nan: int = 0
    out_of_tolerance: int = 0
    wrong_infinity: int = 0
    written_nan: int = 0
    max_abs: float = math.nan  # over the elements where neither is NaN and the difference is finite
    max_rel: float = math.nan  # and the reference is not 0
    finite: int = 0
    ref_squares: float = 0.0
    err_squares: float = 0.0
    values: int = 0  # where the reference computed a number
    zeros_fail: int = 0  # of those, where an all-zero output would fall outside the bound

    def __add__(self, other: _Sums) -> _Sums:
        def larger(a: float, b: float) -> float:
            return b if math.isnan(a) else a if math.isnan(b) else max(a, b)

        summed = {f: getattr(self, f) + getattr(other, f) for f in self.__dataclass_fields__}
        return _Sums(
            **{**summed, "max_abs": larger(self.max_abs, other.max_abs), "max_rel": larger(self.max_rel, other.max_rel)}
        )


def _compare(out: Any, ref: Any, tol: Tolerance, second: Any = None) -> _Compared:
    """``second``: the same output from the candidate's run under SECOND_POISON, where the reference has NaN.
    Compared ``CHUNK`` elements at a time."""
    out, ref, second = _as_real(out), _as_real(ref), _as_real(second)
    flat_out, flat_ref = out.reshape(-1), ref.reshape(-1)
    flat_second = second.reshape(-1) if second is not None else None
    sums = _Sums()
    for at in range(0, flat_out.numel(), CHUNK):
        part = slice(at, at + CHUNK)
        sums += _compare_chunk(flat_out[part], flat_ref[part], tol, None if flat_second is None else flat_second[part])
    err_norm = math.sqrt(sums.err_squares) if sums.finite else math.nan
    ref_norm = math.sqrt(sums.ref_squares)
    return _Compared(
        mismatches=sums.mismatches,
        unwritten=sums.unwritten,
        elements=sums.elements,
        max_abs=sums.max_abs,
        max_rel=sums.max_rel,
        norm_rel=err_norm / ref_norm if ref_norm > 0 else math.nan,
        zeros_would_pass=sums.values > 0 and sums.zeros_fail == 0,
        reference_nan=sums.reference_nan,
        both_nan=sums.both_nan,
        out_of_tolerance=sums.out_of_tolerance,
        wrong_infinity=sums.wrong_infinity,
        written_nan=sums.written_nan if second is not None else None,
    )


def _as_real(tensor: Any) -> Any:
    """A complex tensor as its real and imaginary parts, each judged as an element: ``.double()`` would keep the real
    part alone, and a wrong (or NaN) imaginary part would pass."""
    import torch

    return torch.view_as_real(tensor.resolve_conj()) if tensor is not None and tensor.is_complex() else tensor


def _compare_chunk(out: Any, ref: Any, tol: Tolerance, second: Any) -> _Sums:
    import torch

    c = out.double()
    r = ref.double().to(c.device)
    nan_c = torch.isnan(c)
    nan_r = torch.isnan(r)
    written = nan_c & nan_r & torch.isnan(second.double().to(c.device)) if second is not None else None
    equal = c == r  # also matches equal infinities
    diff = torch.where(equal, torch.zeros_like(c), (c - r).abs())
    bound = tol.atol + tol.rtol * r.abs()
    infinite_r = torch.isinf(r)  # its bound is inf, which no difference exceeds: only that infinity itself matches
    beyond = torch.isnan(diff) | (diff > bound) | (infinite_r & ~equal)
    if not (out.is_floating_point() or ref.is_floating_point()):  # integers exactly, also past float64's 2**53
        beyond |= _integers_differ(out, ref.to(out.device))
    bad = (nan_c | nan_r | beyond) & ~written if written is not None else nan_c | nan_r | beyond
    finite = ~(nan_c | nan_r) & torch.isfinite(diff)
    any_finite = bool(finite.any())
    sig = finite & (r.abs() > 0)
    has_value = ~nan_r  # where the reference computed a number: the elements a tolerance can judge
    return _Sums(
        mismatches=int(bad.sum()),
        unwritten=int(nan_c.sum()),
        elements=c.numel(),
        reference_nan=int(nan_r.sum()),
        both_nan=int((nan_c & nan_r).sum()),
        out_of_tolerance=int((beyond & ~(nan_c | nan_r)).sum()),
        wrong_infinity=int((infinite_r & ~equal & ~nan_c).sum()),
        written_nan=int(written.sum()) if written is not None else 0,
        max_abs=float(diff[finite].max()) if any_finite else math.nan,
        max_rel=float((diff[sig] / r.abs()[sig]).max()) if bool(sig.any()) else math.nan,
        finite=int(finite.sum()),
        ref_squares=float(r[finite].square().sum()) if any_finite else 0.0,
        err_squares=float((c - r)[finite].square().sum()) if any_finite else 0.0,
        values=int(has_value.sum()),
        zeros_fail=int((has_value & (infinite_r | ~(r.abs() <= bound))).sum()),
    )


def _integers_differ(a: Any, b: Any) -> Any:
    """Where two bool or integer tensors hold other values, whatever their dtypes (torch promotes no uint16, uint32
    or uint64 with a signed dtype): both as int64, in which a uint64 past 2**63 wraps to a negative value, which then
    matches only one of a dtype as unsigned."""
    import torch

    wide_a, wide_b = a.to(torch.int64), b.to(torch.int64)
    differ = wide_a != wide_b
    return differ if a.dtype.is_signed == b.dtype.is_signed else differ | (wide_a < 0)


def _judge(i: int | str, cmp: _Compared, tol: Tolerance) -> tuple[list[str], str]:
    """Output ``i``'s (or the tensor so labelled) definite failures, and why it cannot pass where the reference's
    own output holds NaN.

    Where the reference has a number, the candidate must match it (NaN there fails: unwritten or computed). Where
    the reference is NaN (TileGym's sparse_mla divides 0 by 0 for a query whose keys the causal mask all drops), a
    number in the candidate fails, and a NaN counts only as the candidate's second run, under SECOND_POISON, tells:
    NaN there too (written), or a number (left unwritten: fails). Without that run it cannot be told from an element
    the candidate never wrote (outputs are poisoned with NaN): the check is an error, never a pass.
    """
    name = f"output {i}" if isinstance(i, int) else i
    problems = []
    if cmp.zeros_would_pass and not _close_in_norm(cmp, tol):
        problems.append(
            f"{name}: rtol={tol.rtol} atol={tol.atol} would pass an all-zero output, and the "
            f"error norm is {cmp.norm_rel:.3g} of the reference's (more than rtol)"
        )
    nan_where_value = cmp.unwritten - cmp.both_nan
    if nan_where_value:
        where = " where the reference has a value" if cmp.reference_nan else ""
        problems.append(f"{name}: {nan_where_value} of {cmp.elements} elements are NaN (unwritten or computed){where}")
    if cmp.out_of_tolerance:
        infinities = f", {cmp.wrong_infinity} of them where the reference is ±inf" if cmp.wrong_infinity else ""
        problems.append(f"{name}: {cmp.out_of_tolerance} of {cmp.elements} elements out of tolerance{infinities}")
    value_where_nan = cmp.reference_nan - cmp.both_nan
    if value_where_nan:
        problems.append(f"{name}: {value_where_nan} elements hold a number where the reference computes NaN")
    unwritten_there = cmp.both_nan - cmp.written_nan if cmp.written_nan is not None else 0
    if unwritten_there:
        problems.append(
            f"{name}: {unwritten_there} elements where the reference computes NaN were left unwritten "
            f"(NaN under a NaN poison, a number under {SECOND_POISON:g})"
        )
    undecided = ""
    if cmp.reference_nan and cmp.written_nan is None:
        undecided = (
            f"{name}: the reference's own output is NaN at {cmp.reference_nan} of {cmp.elements} elements "
            f"(the candidate's too at {cmp.both_nan}); a NaN there cannot be told from an element left unwritten, "
            "so these inputs, outside what the op computes, pass no check"
        )
    return problems, undecided


def _judge_again(name: str, cmp: _Compared, tol: Tolerance) -> list[str]:
    """The failures of the candidate's second run (``cmp``: its output against the reference, no run of its own to
    tell NaN apart) where the reference has a value: a port right on its first call only (a workspace it never
    re-zeroes, a race) is wrong there. Where the reference computes NaN, the first run's judgement already tells a
    NaN written from an element left unwritten."""
    failed, _ = _judge(f"{name} on a second call", replace(cmp, reference_nan=cmp.both_nan), tol)
    return failed


def _close_in_norm(cmp: _Compared, tol: Tolerance) -> bool:
    """The judgement where the elementwise bound cannot tell an output from zeros: the error's norm within rtol
    of the reference's (an all-zero output's is 1); a reference of zeros only an exact match meets."""
    if math.isnan(cmp.norm_rel):
        return cmp.max_abs == 0
    return cmp.norm_rel <= tol.rtol


def check(
    case: CheckCase,
    candidate_name: str,
    candidate: Candidate,
    reference: Reference,
    tolerance: Tolerance,
    *,
    seed: int | None = None,
    device: str = "cuda",
) -> CaseResult:
    """Run one candidate on one fresh draw of ``case``'s inputs and compare it with ``reference``."""
    import torch

    seed = secrets.randbits(63) if seed is None else seed
    started = time.perf_counter()

    def synchronize() -> None:  # a launch's errors surface here; a CPU tensor has nothing in flight
        if torch.device(device).type == "cuda":
            torch.cuda.synchronize()

    def result(outcome: Outcome, message: str, **fields: Any) -> CaseResult:
        return CaseResult(
            case.op,
            case.config,
            case.dtype,
            candidate_name,
            seed,
            outcome,
            message,
            seconds=time.perf_counter() - started,
            **fields,
        )

    generator = torch.Generator(device=device).manual_seed(seed)
    inputs = list(case.make_inputs(generator))
    for i, t in enumerate(inputs):
        problem = _degenerate(t)
        if problem:
            return result("error", f"input {i} {problem}: draw random inputs")
    pristine = [t.clone() for t in inputs]
    specs = list(case.outputs(inputs))
    outputs = []
    for spec in specs:
        dtype = getattr(torch, spec.dtype, None)
        if not isinstance(dtype, torch.dtype) or poison_value(dtype, math.nan) is None:
            return result("error", f"output dtype {spec.dtype!r} cannot be poisoned")
        outputs.append(guarded_output(spec.shape, dtype, device, math.nan))
    try:
        candidate(inputs, outputs)
        synchronize()
    except Exception as exc:
        return result("error", f"candidate raised {type(exc).__name__}: {exc}\n{traceback.format_exc(limit=4)}")
    for i, (now, before) in enumerate(zip(inputs, pristine, strict=True)):
        if not torch.equal(now, before):
            return result("fail", f"candidate modified input {i}")
    try:
        expected = list(reference([t.clone() for t in pristine]))
        synchronize()
    except Exception as exc:
        return result("error", f"reference raised {type(exc).__name__}: {exc}")
    if len(expected) != len(outputs):
        return result("error", f"reference returned {len(expected)} outputs, candidate writes {len(outputs)}")
    # Once more on the same inputs, judged too (a port right only on its first call), under another poison: where
    # the reference computes NaN, that tells the NaN the candidate writes from its poison left in place
    second = [guarded_output(out.shape, out.dtype, device, SECOND_POISON) for out in outputs]
    try:
        candidate([t.clone() for t in pristine], second)
        synchronize()
    except Exception as exc:
        return result("error", f"candidate raised {type(exc).__name__} in its second run: {exc}")
    outcome, message, stats = compare_outputs(outputs, expected, tolerance, second)
    strays = _stores_around(outputs, "") + _stores_around(second, " on a second call")
    if strays:
        compared = "" if outcome == "pass" else f"; {message}"
        outcome, message = "fail", "; ".join(strays) + compared
    return result(outcome, message, **stats)


def guarded_output(shape: Sequence[int], dtype: Any, device: str, poison: float) -> Any:
    """A contiguous tensor of ``shape`` filled with ``poison`` (``poison_fill``: a bool or integer one with the value
    standing for it), inside a guard (``guarded_empty``)."""
    numel = math.prod(shape)
    return poison_fill(guarded_empty((numel,), (1,), dtype, device).view(tuple(shape)), poison)


def _stores_around(outputs: Tensors, when: str) -> list[str]:
    """For each ``guarded_output`` the candidate wrote, the bytes of its guard it changed: stores out of bounds."""
    problems = []
    for i, out in enumerate(outputs):
        changed = Allocated.of("output", out).guard_changes()
        if changed:
            problems.append(f"output {i}{when}: {changed} bytes around it changed: a store out of bounds")
    return problems


def nan_mask(t: Any) -> Any:
    """Where a floating tensor holds NaN (isnan has no float8 kernel: those go through float32)."""
    import torch

    return torch.isnan(t if t.element_size() > 1 else t.float())


def compare_outputs(
    outputs: Tensors,
    expected: Tensors,
    tolerance: Tolerance | Sequence[Tolerance],
    second: Tensors | None = None,
    *,
    labels: Sequence[str] | None = None,
) -> tuple[Outcome, str, dict[str, Any]]:
    """Judge a candidate's outputs against the reference's: outcome, message, error statistics. ``tolerance``: one
    for every output, or one per output (each tensor judged at its own dtype's). ``second``: the same outputs from
    the candidate's second run under SECOND_POISON, judged too where the first run passes (a port right on its first
    call only fails), which tells the NaN it wrote where the reference computes NaN from an element it left
    unwritten. ``labels``: what the messages call each output ("output i" by default). A bool or integer output is
    judged exactly (``EXACT``), whatever its tolerance and the reference's dtype."""
    tolerances = [tolerance] * len(outputs) if isinstance(tolerance, Tolerance) else list(tolerance)
    if len(tolerances) != len(outputs):
        raise ValueError(f"{len(tolerances)} tolerances for {len(outputs)} outputs")
    tolerances = [
        tol if out.is_floating_point() or out.is_complex() else EXACT
        for out, tol in zip(outputs, tolerances, strict=True)
    ]
    names = list(labels) if labels is not None else [f"output {i}" for i in range(len(outputs))]
    totals = {"mismatches": 0, "unwritten": 0, "elements": 0}
    worst_abs = worst_rel = worst_norm = 0.0
    problems: list[str] = []
    undecided: list[str] = []
    written = 0
    if second is not None and len(second) != len(outputs):
        second = None  # not the same outputs: nothing told apart
    for i, (out, ref, tol) in enumerate(zip(outputs, expected, tolerances, strict=True)):
        if tuple(out.shape) != tuple(ref.shape):
            return "error", f"{names[i]}: shape {tuple(out.shape)} but reference {tuple(ref.shape)}", {}
        again = second[i] if second is not None and tuple(second[i].shape) == tuple(out.shape) else None
        cmp = _compare(out, ref, tol, again)
        failed, why_not = _judge(names[i], cmp, tol)
        runs = [cmp]
        if again is not None and not failed:  # where the first run fails, the second adds nothing to say
            runs.append(_compare(again, ref, tol))
            failed = _judge_again(names[i], runs[-1], tol)
        written += cmp.written_nan or 0
        totals["mismatches"] += cmp.mismatches
        totals["unwritten"] += cmp.unwritten
        totals["elements"] += cmp.elements
        for run in runs:  # the errors are the worst of either run
            worst_abs = max(worst_abs, run.max_abs) if not math.isnan(run.max_abs) else worst_abs
            worst_rel = max(worst_rel, run.max_rel) if not math.isnan(run.max_rel) else worst_rel
            worst_norm = max(worst_norm, run.norm_rel) if not math.isnan(run.norm_rel) else worst_norm
        problems += failed
        undecided += [why_not] if why_not else []
    stats: dict[str, Any] = {
        "max_abs_err": worst_abs,
        "max_rel_err": worst_rel,
        "norm_rel_err": worst_norm,
        **totals,
    }
    tols = _tolerances_text(tolerances, names)
    if problems:
        return "fail", "; ".join(problems + undecided) + f" (max abs err {worst_abs:.3g}, {tols})", stats
    if undecided:
        rest = f"elsewhere max abs err {worst_abs:.3g}, norm rel err {worst_norm:.3g} ({tols})"
        return "error", "; ".join(undecided) + f"; {rest}", stats
    same_nan = f"; NaN as the reference's at {written} elements, written by the candidate" if written else ""
    return "pass", f"max abs err {worst_abs:.3g}, norm rel err {worst_norm:.3g} ({tols}){same_nan}", stats


def _tolerances_text(tolerances: Sequence[Tolerance], names: Sequence[str]) -> str:
    """ "rtol=.. atol=.." where every output has the same tolerance, else each one's, named."""
    if not tolerances:
        return "no outputs"
    if len(set(tolerances)) == 1:
        return f"rtol={tolerances[0].rtol} atol={tolerances[0].atol}"
    return ", ".join(f"{name} rtol={t.rtol} atol={t.atol}" for name, t in zip(names, tolerances, strict=True))


_JUNIT_OUTCOME: dict[Outcome, junit.Outcome] = {"pass": "passed", "fail": "failed", "error": "error"}


def write_junit(results: Iterable[CaseResult], path: Path, *, suite: str, repo_root: Path | None = None) -> Path:
    """JUnit XML, one testsuite per op+candidate, for the job summary and check-run annotations. With ``repo_root``,
    a check whose config is a pytest node id points at its test's ``def`` line there."""
    cases = []
    for r in results:
        where = node_location(r.config, repo_root) if repo_root is not None else None
        first_line = r.message.splitlines()[0] if r.message else r.outcome
        cases.append(
            junit.Case(
                name=r.name,
                classname=f"{r.op}.{r.candidate}",
                time_s=r.seconds,
                outcome=_JUNIT_OUTCOME[r.outcome],
                message="" if r.outcome == "pass" else first_line[:500],
                details="" if r.outcome == "pass" else r.message,
                file=where[0] if where else None,
                line=where[1] if where else None,
                output=(
                    f"seed={r.seed} max_abs_err={r.max_abs_err} max_rel_err={r.max_rel_err} "
                    f"norm_rel_err={r.norm_rel_err} mismatches={r.mismatches} unwritten={r.unwritten} "
                    f"elements={r.elements}"
                ),
            )
        )
    return junit.write(path, suite, cases)
