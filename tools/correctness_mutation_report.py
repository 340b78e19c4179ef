"""Detection table of the correctness harness's mutants: `python tools/correctness_mutation_report.py --out FILE`.

The committed table: `python tools/correctness_mutation_report.py --out reports/correctness-harness-mutants.md
--device cpu` (`--device` defaults to cuda where torch sees a GPU, else cpu; the report names the device it ran on).

Stage D's harness (tilebot/runner/gpu/correctness.py) is driven as D drives it: every candidate goes through the
real `check` (fresh inputs from a fixed seed, outputs poisoned with NaN, the inputs compared after the run, a second
run under SECOND_POISON, judged too) and so through `compare_outputs`, against a reference from `high_precision`
(the op's math in float64). Each path checks candidates of their own: a stateful one starts anew. The ops are
realistic ones with a ragged tail tile: a row softmax judged elementwise, a long-row softmax whose tolerance is loose
enough for the error-norm rule, silu_and_mul, rms_norm with its rstd output, an fp16 matmul with K = 4000, a
masked softmax whose reference computes NaN, a padding mask with bool and int32 outputs (which hold no NaN: each
run fills them with a value of its own) and a greedy sampler's int32 token ids, judged exactly against torch's int64
ones.

For each op, faithful candidates must pass (any other outcome is a false positive) and every mutant, one realistic
wrong kernel, must fail. Mutants the harness by design cannot see (an error below the tolerance, a wrong constant
these inputs cannot show) are listed as expected to pass with the reason, and count neither way. Seeds are fixed
and nothing timed goes into the report, so it is byte-identical run to run on one device. Exit 1 when a mutant
passes, a faithful candidate does not, a mutant errs instead of failing or an expected pass does not pass.
"""

from __future__ import annotations

import argparse
import contextlib
import itertools
import math
import re
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # run as a script: tilebot from this checkout
    sys.path.insert(0, str(ROOT))

import torch  # noqa: E402
from torch.nn import functional  # noqa: E402

from tilebot.runner.gpu.correctness import (  # noqa: E402
    CaseResult,
    CheckCase,
    Outcome,
    OutputSpec,
    Tolerance,
    check,
    high_precision,
)
from tilebot.runner.gpu.op_plan import OpPlan  # noqa: E402
from tilebot.runner.gpu.op_plugin import Entry as PluginEntry  # noqa: E402
from tilebot.runner.gpu.op_plugin import NodeRecord, OpInterceptor  # noqa: E402

SCRIPT = "python tools/correctness_mutation_report.py"
HARNESS = "tilebot/runner/gpu/correctness.py"
PLUGIN = "tilebot/runner/gpu/op_plugin.py"
NODE = "tests/ops/test_op.py::test_op[report]"  # the pytest node a check of the plugin path names

# The mutants that store past an output: ``check`` allocates its outputs inside a guard, D's plugin path guards what
# the candidate allocates with ``torch.empty*`` (``op_calls.poisoned_allocations``)
STORE_PAST_OUTPUT = "store past an output"
# Draws ``check`` refuses: D's inputs are the tests' own
CHECK_ONLY = ("degenerate draw",)

Tensors = Sequence[Any]
Candidate = Callable[[Tensors, Tensors], object]
Compute = Callable[[Tensors], list[Any]]  # inputs -> each output's values, in the output's dtype


@dataclass(frozen=True)
class Entry:
    name: str
    kind: str  # the class of mistake (a mutant), or "faithful" / "expected pass"
    candidate: Candidate
    reason: str = ""  # an expected pass: why the harness cannot see it
    expect: Outcome = "fail"  # what the harness must say ("error": a raising candidate, a degenerate draw)
    inputs: Callable[[Any], Tensors] | None = None  # a draw of its own in place of the case's


@dataclass(frozen=True)
class Op:
    case: CheckCase
    reference: Callable[[Tensors], Tensors]
    tolerance: Tolerance
    seed: int
    what: str  # shapes and tiles, for the report
    faithful: list[Entry]
    mutants: list[Entry]
    expected: list[Entry]


# --- candidates built from a faithful computation -------------------------------------------------------------


def writes(compute: Compute) -> Candidate:
    def candidate(inputs: Tensors, outputs: Tensors) -> None:
        for out, value in zip(outputs, compute(inputs), strict=True):
            out.copy_(value)

    return candidate


def changed(compute: Compute, change: Callable[[Any], Any], output: int = 0) -> Candidate:
    """Writes ``compute``'s values with output ``output``'s passed through ``change`` first."""

    def candidate(inputs: Tensors, outputs: Tensors) -> None:
        values = compute(inputs)
        values[output] = change(values[output].clone()).to(values[output].dtype)
        for out, value in zip(outputs, values, strict=True):
            out.copy_(value)

    return candidate


def leaves(compute: Compute, unwritten: Callable[[Any], Any], output: int = 0) -> Candidate:
    """Writes every element but those ``unwritten`` selects (a bool mask of the output): they keep what the harness
    put there, as a kernel whose grid or mask misses them does."""

    def candidate(inputs: Tensors, outputs: Tensors) -> None:
        for i, (out, value) in enumerate(zip(outputs, compute(inputs), strict=True)):
            out.copy_(torch.where(unwritten(out), out, value) if i == output else value)

    return candidate


def region(*index: Any) -> Callable[[Any], Any]:
    """The bool mask of ``out[index]``."""

    def mask(out: Any) -> Any:
        selected = torch.zeros(out.shape, dtype=torch.bool, device=out.device)
        selected[index] = True
        return selected

    return mask


def at(index: Any, f: Callable[[Any], Any]) -> Callable[[Any], Any]:
    """A change of ``values[index]`` only, worked in float64."""

    def change(values: Any) -> Any:
        wide = values.double()
        wide[index] = f(wide[index])
        return wide

    return change


def then_input(compute: Compute, touch: Callable[[Any], object]) -> Candidate:
    """Writes the right outputs, then ``touch``es input 0 in place (scratch use of an input)."""

    def candidate(inputs: Tensors, outputs: Tensors) -> None:
        writes(compute)(inputs, outputs)
        touch(inputs[0])

    return candidate


def one_ulp(t: Any) -> None:
    """Input 0's first element moved by one unit in the last place."""
    bits = {2: torch.int16, 4: torch.int32, 8: torch.int64}[t.element_size()]
    t.reshape(-1)[:1].view(bits).add_(1)


def accumulates(compute: Compute) -> Candidate:
    """``out += result`` where ``out = result`` was meant (a GEMM epilogue with beta = 1 on an uninitialised output)."""

    def candidate(inputs: Tensors, outputs: Tensors) -> None:
        for out, value in zip(outputs, compute(inputs), strict=True):
            out.add_(value)

    return candidate


def stale_workspace(compute: Compute) -> Candidate:
    """Sums each call's results into a float64 workspace it keeps per shape and never re-zeroes (split-K partials, a
    stream-K counter left from the last call), then writes the workspace: right on its first call, wrong after."""
    kept: dict[tuple[tuple[int, ...], ...], list[Any]] = {}

    def candidate(inputs: Tensors, outputs: Tensors) -> None:
        values = compute(inputs)
        key = tuple(tuple(v.shape) for v in values)
        workspace = kept.setdefault(key, [torch.zeros_like(v, dtype=torch.float64) for v in values])
        for out, partial, value in zip(outputs, workspace, values, strict=True):
            out.copy_(partial.add_(value.double()))

    return candidate


def stores_around(compute: Compute, rows: int) -> Candidate:
    """Writes the right outputs, and ``rows`` rows of output 0's memory past its end (``rows`` < 0: before its start)
    with zeros, what an unmasked row tile overhanging it (or placed too low) computes on its zero padding."""

    def candidate(inputs: Tensors, outputs: Tensors) -> None:
        writes(compute)(inputs, outputs)
        out = outputs[0]
        first = out.storage_offset() + (out.numel() if rows > 0 else rows * out.shape[1])
        torch.as_strided(out, (abs(rows), out.shape[1]), out.stride(), first).zero_()

    return candidate


def _first_tile_in_tail(values: Any, tail: int) -> Any:
    """``values`` with columns ``tail:`` (the ragged last tile) holding columns ``:N - tail``'s."""
    wrong = values.clone()
    wrong[:, tail:] = values[:, : values.shape[1] - tail]
    return wrong


def generic_mutants(compute: Compute, tol: Tolerance, tail: int) -> list[Entry]:
    """The wrong kernels every op must catch, on output 0 (2-D); ``tail``: the first column of its ragged last
    tile."""
    nan, inf = math.nan, math.inf
    return [
        Entry("all zeros", "zeros", changed(compute, torch.zeros_like)),
        Entry("element [3, 7] is 2x+1", "one element far off", changed(compute, at((3, 7), lambda x: 2 * x + 1))),
        Entry("everything 5 % high", "5 % off", changed(compute, lambda v: v.double() * 1.05)),
        Entry(
            "row 5 off by 2x the tolerance",
            "2x tolerance in one row",
            changed(compute, at(5, lambda x: x + 2 * (tol.atol + tol.rtol * x.abs()))),
        ),
        Entry("NaN at [3, 7]", "NaN", changed(compute, at((3, 7), lambda x: torch.full_like(x, nan)))),
        Entry("+inf at [5, 11]", "inf", changed(compute, at((5, 11), lambda x: torch.full_like(x, inf)))),
        Entry("last element unwritten", "unwritten element", leaves(compute, region(-1, -1))),
        Entry("last row unwritten", "unwritten row", leaves(compute, region(-1))),
        Entry(
            f"ragged last tile (columns {tail}:) unwritten",
            "unwritten tail tile",
            leaves(compute, region(slice(None), slice(tail, None))),
        ),
        Entry(
            f"ragged last tile (columns {tail}:) holds the first tile's values (a wrong column offset)",
            "wrong tail tile",
            changed(compute, lambda v: _first_tile_in_tail(v, tail)),
        ),
        Entry(
            "written transposed (column-major)",
            "transposed / shifted",
            changed(compute, lambda v: v.t().reshape(v.shape)),
        ),
        Entry("columns shifted by one", "transposed / shifted", changed(compute, lambda v: v.roll(1, -1))),
        Entry("rows in reverse order", "rows permuted", changed(compute, lambda v: v.flip(0))),
        Entry("input 0 halved in place", "modifies input", then_input(compute, lambda x: x.mul_(0.5))),
        Entry("one ulp of input 0 changed", "modifies input", then_input(compute, one_ulp)),
        Entry("input 0 scaled 0.5 % in place", "modifies input", then_input(compute, lambda x: x.mul_(1.005))),
        Entry("out += result (reads the poison)", "accumulates into output", accumulates(compute)),
        Entry(
            "a workspace kept between calls, never re-zeroed (right on its first call only)",
            "stateful across calls",
            stale_workspace(compute),
        ),
        Entry("writes nothing (an empty grid)", "unwritten output", lambda inputs, outputs: None),
        Entry("last row tile stored 4 rows past output 0's end", STORE_PAST_OUTPUT, stores_around(compute, 4)),
        Entry(
            "a row stored before output 0's start (a tile placed a row early)",
            STORE_PAST_OUTPUT,
            stores_around(compute, -1),
        ),
        Entry("raises (a failed launch)", "raises", _raises, expect="error"),
    ]


def _raises(inputs: Tensors, outputs: Tensors) -> None:
    raise RuntimeError("CUDA_ERROR_LAUNCH_FAILED (a mutant's failed launch)")


def degenerate_draws(shape: tuple[int, ...], dtype: Any, faithful: Compute) -> list[Entry]:
    """Draws the harness refuses (zeros and constants hide unwritten outputs and wrong indexing; a non-finite input
    poisons the comparison): the faithful candidate, which such a draw would let pass, must meet the harness's
    refusal of the input (``is_caught`` reads its message), never a pass."""

    def with_inf(g: Any) -> Tensors:
        x = _randn(g, *shape, dtype=dtype)
        x[3, 7] = math.inf
        return (x,)

    candidate = writes(faithful)
    return [
        Entry(
            "all-zero input",
            "degenerate draw",
            candidate,
            expect="error",
            inputs=lambda g: (torch.zeros(*shape, dtype=dtype, device=g.device),),
        ),
        Entry(
            "constant input (all 1)",
            "degenerate draw",
            candidate,
            expect="error",
            inputs=lambda g: (torch.ones(*shape, dtype=dtype, device=g.device),),
        ),
        Entry("input holding +inf", "degenerate draw", candidate, expect="error", inputs=with_inf),
    ]


def below_tolerance(compute: Compute, tol: Tolerance) -> Entry:
    return Entry(
        f"everything {50 * tol.rtol:g} % high (half of rtol)",
        "expected pass",
        changed(compute, lambda v: v.double() * (1 + tol.rtol / 2)),
        f"an error of half the tolerance (rtol={tol.rtol:g}) is what the tolerance allows",
    )


# --- the ops ---------------------------------------------------------------------------------------------------


def _randn(gen: Any, *shape: int, dtype: Any) -> Any:
    return torch.randn(*shape, generator=gen, device=gen.device).to(dtype)


def _like(dtype: str) -> Callable[[Tensors], Sequence[OutputSpec]]:
    return lambda inputs: [OutputSpec(tuple(inputs[0].shape), dtype)]


def _online_softmax(x: Any, tile: int) -> Any:
    """Softmax a tile of columns at a time in fp32, with a running max and a rescaled running sum."""
    x = x.float()
    top = torch.full(x.shape[:1], -math.inf, device=x.device)
    total = torch.zeros(x.shape[:1], device=x.device)
    for j in range(0, x.shape[1], tile):
        part = x[:, j : j + tile]
        new = torch.maximum(top, part.amax(-1))
        total = total * (top - new).exp() + (part - new[:, None]).exp().sum(-1)
        top = new
    return (x - top[:, None]).exp() / total[:, None]


def _padded_softmax(x: Any, width: int) -> Any:
    """One tile of ``width`` columns, the ragged tail padded with 0 where -inf belongs."""
    padded = functional.pad(x.float(), (0, width - x.shape[1]), value=0.0)
    return padded.softmax(-1)[:, : x.shape[1]]


def _partial_sum_softmax(x: Any, upto: int) -> Any:
    """exp(x - max) over the whole row, divided by the sum of columns ``:upto`` only."""
    e = (x.float() - x.float().amax(-1, keepdim=True)).exp()
    return e / e[:, :upto].sum(-1, keepdim=True)


def _fp16_accumulated_softmax(x: Any) -> Any:
    """exp in fp32, the row's sum accumulated one column at a time in an fp16 register."""
    e = (x.float() - x.float().amax(-1, keepdim=True)).exp().half()
    acc = torch.zeros(x.shape[0], dtype=torch.float16, device=x.device)
    for j in range(x.shape[1]):
        acc = acc + e[:, j]
    return e.float() / acc.float()[:, None]


def _softmax_fp16(inputs: Tensors) -> list[Any]:
    """A row softmax computed in fp32, written in fp16: what a faithful port of either softmax op does."""
    return [inputs[0].float().softmax(-1).half()]


def _flushed_softmax(inputs: Tensors) -> list[Any]:
    """The fp32 softmax written in fp16 with its subnormal results (below 2^-14) flushed to zero, as a kernel built
    with flush-to-zero stores them."""
    out = _softmax_fp16(inputs)[0]
    return [out.masked_fill(out.abs() < torch.finfo(torch.half).tiny, 0)]


def _faithful_softmaxes(tile: int) -> list[Entry]:
    """The fp32 softmax and an online (tile-by-tile) one: both faithful, however the tail tile falls."""
    return [
        Entry("fp32 softmax", "faithful", writes(_softmax_fp16)),
        Entry(f"online softmax, tiles of {tile}", "faithful", writes(lambda i: [_online_softmax(i[0], tile).half()])),
    ]


def softmax_op() -> Op:
    tol = Tolerance(1e-2, 1e-5)  # tests/gpu/test_correctness_gpu.py's
    case = CheckCase(
        "softmax", "64x300 tile 128", "float16", lambda g: (_randn(g, 64, 300, dtype=torch.half),), _like("float16")
    )
    faithful = _softmax_fp16

    return Op(
        case,
        high_precision(lambda x: x.softmax(-1)),
        tol,
        seed=1,
        what="x 64x300 → softmax over rows; tiles of 128 columns, ragged tail 256:300",
        faithful=_faithful_softmaxes(128),
        mutants=[
            *generic_mutants(faithful, tol, 256),
            *degenerate_draws((64, 300), torch.half, faithful),
            Entry(
                "one 512-column tile, tail padded with 0 not -inf",
                "padding",
                writes(lambda i: [_padded_softmax(i[0], 512).half()]),
            ),
            Entry(
                "row sum missing the ragged tail (256:)",
                "tail dropped from a reduction",
                writes(lambda i: [_partial_sum_softmax(i[0], 256).half()]),
            ),
            Entry("subnormal fp16 results flushed to zero", "denormals flushed", writes(_flushed_softmax)),
        ],
        expected=[
            below_tolerance(faithful, tol),
            Entry(
                "max not subtracted before exp",
                "expected pass",
                writes(lambda i: [(i[0].float().exp() / i[0].float().exp().sum(-1, keepdim=True)).half()]),
                "the same function in exact arithmetic; it overflows only past x = 88 (fp32 exp), which no "
                "draw of randn reaches: only inputs chosen to overflow show it",
            ),
        ],
    )


def softmax_long_op() -> Op:
    tol = Tolerance(1e-2, 1e-2)  # TileGym's float16 default
    case = CheckCase(
        "softmax_long",
        "32x8000 tile 1024",
        "float16",
        lambda g: (_randn(g, 32, 8000, dtype=torch.half),),
        _like("float16"),
    )
    faithful = _softmax_fp16

    return Op(
        case,
        high_precision(lambda x: x.softmax(-1)),
        tol,
        seed=2,
        what="x 32x8000 → softmax over rows (every value below atol, so the error norm judges); tiles of 1024, "
        "ragged tail 7168:8000",
        faithful=_faithful_softmaxes(1024),
        mutants=[
            *generic_mutants(faithful, tol, 7168),
            Entry(
                "row sum accumulated in fp16, one column at a time",
                "lower precision",
                writes(lambda i: [_fp16_accumulated_softmax(i[0]).half()]),
            ),
            Entry(
                "uniform 1/N (ignores its input)",
                "wrong math",
                writes(lambda i: [torch.full_like(i[0], 1 / i[0].shape[1])]),
            ),
            Entry("subnormal fp16 results flushed to zero", "denormals flushed", writes(_flushed_softmax)),
        ],
        expected=[
            below_tolerance(faithful, tol),
            Entry(
                "row 5 3 % high",
                "expected pass",
                changed(faithful, at(5, lambda x: x * 1.03)),
                "every element within atol=0.01 (values ~1e-4), and one row of 32 carries ~1/√32 of the error "
                "norm: ~0.005 of the reference's, under rtol=0.01; the norm rule judges the whole output",
            ),
        ],
    )


def silu_and_mul_op() -> Op:
    tol = Tolerance(1e-2, 2e-2)  # TileGym's bfloat16 default
    n = 300
    case = CheckCase(
        "silu_and_mul",
        "128x(2*300) tile 128",
        "bfloat16",
        lambda g: (_randn(g, 128, 2 * n, dtype=torch.bfloat16),),
        lambda inputs: [OutputSpec((inputs[0].shape[0], n), "bfloat16")],
    )

    def math_of(x: Any) -> Any:
        return functional.silu(x[:, :n]) * x[:, n:]

    def faithful(inputs: Tensors) -> list[Any]:
        return [math_of(inputs[0].float()).bfloat16()]

    def fp8_silu(inputs: Tensors) -> list[Any]:
        x = inputs[0].float()
        return [(functional.silu(x[:, :n]).to(torch.float8_e4m3fn).float() * x[:, n:]).bfloat16()]

    def bf16_math(inputs: Tensors) -> list[Any]:
        x = inputs[0]
        return [functional.silu(x[:, :n]) * x[:, n:]]

    return Op(
        case,
        high_precision(math_of),
        tol,
        seed=3,
        what="x 128x600 (gate, up) → silu(gate)·up, 128x300; tiles of 128 columns, ragged tail 256:300",
        faithful=[
            Entry("fp32 silu(gate)·up", "faithful", writes(faithful)),
            Entry(
                "gate/(1+exp(-gate))·up in fp32",
                "faithful",
                writes(
                    lambda i: [
                        (i[0].float()[:, :n] / (1 + (-i[0].float()[:, :n]).exp()) * i[0].float()[:, n:]).bfloat16()
                    ]
                ),
            ),
        ],
        mutants=[
            *generic_mutants(faithful, tol, 256),
            Entry(
                "halves swapped: silu(up)·gate",
                "wrong math",
                writes(lambda i: [(functional.silu(i[0].float()[:, n:]) * i[0].float()[:, :n]).bfloat16()]),
            ),
            Entry(
                "gelu in place of silu",
                "wrong math",
                writes(lambda i: [(functional.gelu(i[0].float()[:, :n]) * i[0].float()[:, n:]).bfloat16()]),
            ),
            Entry(
                "sigmoid(gate)·up (the gate factor dropped)",
                "wrong math",
                writes(lambda i: [(i[0].float()[:, :n].sigmoid() * i[0].float()[:, n:]).bfloat16()]),
            ),
            Entry("silu(gate) stored as float8_e4m3 before the product", "lower precision", writes(fp8_silu)),
        ],
        expected=[
            below_tolerance(faithful, tol),
            Entry(
                "computed in bf16 throughout",
                "expected pass",
                writes(bf16_math),
                "each bf16 rounding is ≤ 2^-9 relative, three of them well inside rtol=0.01: the bf16 tolerance "
                "is made for this",
            ),
        ],
    )


def _rms(x: Any, w: Any, eps: float = 1e-5, count: int | None = None, upto: int | None = None) -> list[Any]:
    """rms_norm and its rstd; ``count`` divides the sum of squares (N when None) of columns ``:upto``."""
    squares = x[:, :upto].square().sum(-1)
    rstd = torch.rsqrt(squares / (count or x.shape[1]) + eps)
    return [x * rstd[:, None] * w, rstd]


def rms_norm_op() -> Op:
    tol = Tolerance(1e-5, 1e-8)  # TileGym's float32 default
    case = CheckCase(
        "rms_norm",
        "48x1000 tile 256",
        "float32",
        lambda g: (_randn(g, 48, 1000, dtype=torch.float32), _randn(g, 1000, dtype=torch.float32)),
        lambda inputs: [OutputSpec(tuple(inputs[0].shape), "float32"), OutputSpec((inputs[0].shape[0],), "float32")],
    )

    def faithful(inputs: Tensors) -> list[Any]:
        return _rms(inputs[0], inputs[1])

    def tiled(inputs: Tensors) -> list[Any]:
        x, w = inputs
        squares = sum(x[:, j : j + 256].square().sum(-1) for j in range(0, x.shape[1], 256))
        rstd = torch.rsqrt(squares / x.shape[1] + 1e-5)
        return [x * rstd[:, None] * w, rstd]

    def bf16(inputs: Tensors) -> list[Any]:
        return [t.float() for t in _rms(inputs[0].bfloat16(), inputs[1].bfloat16())]

    return Op(
        case,
        high_precision(lambda x, w: _rms(x, w)),
        tol,
        seed=4,
        what="x 48x1000, w 1000 → x·rsqrt(mean(x²)+1e-5)·w and rstd (48); tiles of 256 columns, ragged tail 768:1000",
        faithful=[
            Entry("fp32 rms_norm", "faithful", writes(faithful)),
            Entry("sum of squares a tile of 256 at a time", "faithful", writes(tiled)),
        ],
        mutants=[
            *generic_mutants(faithful, tol, 768),
            Entry("weight not applied", "wrong math", writes(lambda i: _rms(i[0], torch.ones_like(i[1])))),
            Entry("mean over N-1", "wrong math", writes(lambda i: _rms(i[0], i[1], count=i[0].shape[1] - 1))),
            Entry(
                "ragged tail (768:) left out of the sum of squares",
                "tail dropped from a reduction",
                writes(lambda i: _rms(i[0], i[1], upto=768)),
            ),
            Entry("computed in bf16", "lower precision", writes(bf16)),
            Entry(
                "rstd output unwritten",
                "unwritten output",
                leaves(faithful, lambda o: torch.ones_like(o, dtype=torch.bool), output=1),
            ),
            Entry("rstd output holds rms (1/rstd)", "wrong math", changed(faithful, torch.reciprocal, output=1)),
        ],
        expected=[
            below_tolerance(faithful, tol),
            Entry(
                "eps 1e-6 in place of 1e-5",
                "expected pass",
                writes(lambda i: _rms(i[0], i[1], eps=1e-6)),
                "a wrong constant these inputs cannot show: mean(x²) ≈ 1 for randn rows, so rstd moves by "
                "~4.5e-6 relative, under rtol=1e-5; only rows with mean(x²) near eps would show it",
            ),
        ],
    )


def _fp16_accumulated_matmul(a: Any, b: Any, step: int = 16) -> Any:
    """Each k-step of 16 in fp32, the running sum kept in an fp16 accumulator (mma with an f16 C/D)."""
    acc = torch.zeros(a.shape[0], b.shape[1], dtype=torch.float16, device=a.device)
    for k in range(0, a.shape[1], step):
        acc = (acc.float() + a[:, k : k + step].float() @ b[k : k + step].float()).half()
    return acc


def matmul_op() -> Op:
    tol = Tolerance(1e-2, 1e-2)  # TileGym's float16 default
    m, k, n = 200, 4000, 300
    case = CheckCase(
        "matmul",
        "200x4000x300 tile 64",
        "float16",
        lambda g: (_randn(g, m, k, dtype=torch.half), _randn(g, k, n, dtype=torch.half)),
        lambda inputs: [OutputSpec((m, n), "float16")],
    )

    def faithful(inputs: Tensors) -> list[Any]:
        return [(inputs[0].float() @ inputs[1].float()).half()]

    def split_k(inputs: Tensors) -> list[Any]:
        a, b = inputs[0].float(), inputs[1].float()
        return [sum(a[:, j : j + 1000] @ b[j : j + 1000] for j in range(0, k, 1000)).half()]

    return Op(
        case,
        high_precision(lambda a, b: a @ b),
        tol,
        seed=5,
        what="a 200x4000 @ b 4000x300 → 200x300; tiles of 64: ragged tails at rows 192:, columns 256:, k 3968:",
        faithful=[
            Entry("fp32 accumulation", "faithful", writes(faithful)),
            Entry("split-K in 4, fp32 partials summed", "faithful", writes(split_k)),
        ],
        mutants=[
            *generic_mutants(faithful, tol, 256),
            Entry(
                "fp16 accumulator (k-steps of 16)",
                "lower precision",
                writes(lambda i: [_fp16_accumulated_matmul(i[0], i[1])]),
            ),
            Entry(
                "operands rounded to bf16",
                "lower precision",
                writes(lambda i: [(i[0].bfloat16().float() @ i[1].bfloat16().float()).half()]),
            ),
            Entry(
                "ragged k tail (3968:) dropped",
                "tail dropped from a reduction",
                writes(lambda i: [(i[0][:, :3968].float() @ i[1][:3968].float()).half()]),
            ),
            Entry(
                "ragged last row tile (192:) unwritten",
                "unwritten tail tile",
                leaves(faithful, region(slice(192, None))),
            ),
            Entry(
                "b read with transposed strides",
                "transposed / shifted",
                writes(lambda i: [(i[0].float() @ i[1].reshape(n, k).t().float()).half()]),
            ),
        ],
        expected=[below_tolerance(faithful, tol)],
    )


def _masked_softmax(x: Any, row: int = 0) -> Any:
    """Softmax with one row fully masked: 0/0, NaN, as sparse_mla's kernel gives a query with no key to attend to."""
    mask = torch.arange(x.shape[0], device=x.device)[:, None] == row
    return x.masked_fill(mask, -math.inf).softmax(-1)


def masked_softmax_op() -> Op:
    tol = Tolerance(1e-2, 1e-5)
    case = CheckCase(
        "masked_softmax",
        "64x300 tile 128",
        "float16",
        lambda g: (_randn(g, 64, 300, dtype=torch.half),),
        _like("float16"),
    )

    def faithful(inputs: Tensors) -> list[Any]:
        return [_masked_softmax(inputs[0].float()).half()]

    def explicit(inputs: Tensors) -> list[Any]:
        out = inputs[0].float().softmax(-1)
        out[0] = math.nan
        return [out.half()]

    calls = itertools.count()

    def racy(inputs: Tensors, outputs: Tensors) -> None:
        """Leaves row 0 unwritten on its first run, writes its NaN on the second (a race in the early exit)."""
        if next(calls) % 2 == 0:
            leaves(faithful, region(0))(inputs, outputs)
        else:
            writes(faithful)(inputs, outputs)

    return Op(
        case,
        high_precision(_masked_softmax),
        tol,
        seed=6,
        what="x 64x300 → softmax over rows with row 0 fully masked (the reference computes NaN there); tiles of "
        "128 columns, ragged tail 256:300",
        faithful=[
            Entry("computes 0/0 in row 0 as the reference does", "faithful", writes(faithful)),
            Entry("writes NaN in row 0 explicitly", "faithful", writes(explicit)),
        ],
        mutants=[
            *generic_mutants(faithful, tol, 256),
            Entry(
                "zeros in the masked row (0/0 guarded)",
                "reference NaN: number written",
                changed(faithful, at(0, torch.zeros_like)),
            ),
            Entry(
                "1/N in the masked row",
                "reference NaN: number written",
                changed(faithful, at(0, lambda x: torch.full_like(x, 1 / 300))),
            ),
            Entry(
                "masked row left unwritten (early exit)", "reference NaN: left unwritten", leaves(faithful, region(0))
            ),
            Entry(
                "masked row's ragged tail unwritten",
                "reference NaN: left unwritten",
                leaves(faithful, region(0, slice(256, None))),
            ),
            Entry(
                "row 1 masked instead of row 0",
                "wrong math",
                writes(lambda i: [_masked_softmax(i[0].float(), row=1).half()]),
            ),
        ],
        expected=[
            below_tolerance(faithful, tol),
            Entry(
                "masked row unwritten on the first run only",
                "expected pass",
                racy,
                "the second run, under SECOND_POISON, is taken to tell what the first wrote: a candidate that "
                "writes differently from run to run (a race) can leave the row unwritten and still show NaN there",
            ),
        ],
    )


def _padding(lengths: Any, width: int = 300, pad: int = 0) -> list[Any]:
    """Each row's valid mask (bool) and its columns' indices with ``pad`` past its length (int32): a varlen
    attention's key mask and key list."""
    columns = torch.arange(width, device=lengths.device)
    valid = columns[None, :] < lengths[:, None]
    return [valid, torch.where(valid, columns, pad).int()]


def _padding_by_tiles(inputs: Tensors, outputs: Tensors) -> None:
    """Tiles of 128 columns, the ragged last one masked to the 300: every element written."""
    lengths = inputs[0]
    for j in range(0, 300, 128):
        columns = torch.arange(j, min(j + 128, 300), device=lengths.device)
        valid = columns[None, :] < lengths[:, None]
        outputs[0][:, j : j + 128] = valid
        outputs[1][:, j : j + 128] = torch.where(valid, columns, 0)


# Every length is at most 256, so the reference's ragged tail tile (columns 256:) is padding: False in the mask, 0 in
# the indices, each what a bool or int output holds before the candidate's first run (op_calls.poison_value)
PADDING_TAIL = "unwritten tail holding the first run's fill"


def padding_mask_op() -> Op:
    case = CheckCase(
        "padding_mask",
        "64 rows of 300, lengths 1..256, tile 128",
        "bool + int32",
        lambda g: (torch.randint(1, 257, (64,), generator=g, device=g.device),),
        lambda inputs: [OutputSpec((inputs[0].shape[0], 300), "bool"), OutputSpec((inputs[0].shape[0], 300), "int32")],
    )

    def faithful(inputs: Tensors) -> list[Any]:
        return _padding(inputs[0])

    tail = region(slice(None), slice(256, None))
    return Op(
        case,
        high_precision(_padding),
        Tolerance(0.0, 0.0),
        seed=7,
        what="lengths 64 (1..256) → the valid mask 64x300 (bool) and each row's column indices, 0 past its length "
        "(int32); tiles of 128 columns, ragged tail 256:300, padding in every row",
        faithful=[
            Entry("mask and indices computed whole", "faithful", writes(faithful)),
            Entry("tile by tile, the ragged tail masked", "faithful", _padding_by_tiles),
        ],
        mutants=[
            Entry("mask's ragged tail tile (256:) unwritten: False there", PADDING_TAIL, leaves(faithful, tail)),
            Entry("indices' ragged tail tile (256:) unwritten: 0 there", PADDING_TAIL, leaves(faithful, tail, 1)),
            Entry(
                "length's own column counted valid (<= for <)",
                "off by one",
                writes(lambda i: _padding(i[0] + 1)),
            ),
            Entry(
                "padding indices -1 where 0 belongs",
                "wrong padding value",
                writes(lambda i: _padding(i[0], pad=-1)),
            ),
            Entry("writes nothing (an empty grid)", "unwritten output", lambda inputs, outputs: None),
        ],
        expected=[],
    )


VOCAB, ID_TILE = 32000, 4096
ID_TAIL = VOCAB // ID_TILE * ID_TILE  # the ragged last tile's first column: 28672


def _greedy(inputs: Tensors) -> list[Any]:
    return [inputs[0].argmax(-1)]


def _greedy_by_tiles(inputs: Tensors, outputs: Tensors) -> None:
    """Each tile of ID_TILE logits' max and its id, kept where strictly above the tiles before (the first of equal
    maxima, as argmax), the ragged last tile masked to the vocabulary."""
    logits = inputs[0].float()
    best = torch.full(logits.shape[:1], -math.inf, device=logits.device)
    ids = torch.zeros(logits.shape[:1], dtype=torch.int64, device=logits.device)
    for j in range(0, VOCAB, ID_TILE):
        top, at = logits[:, j : j + ID_TILE].max(-1)
        better = top > best
        best, ids = torch.where(better, top, best), torch.where(better, at + j, ids)
    outputs[0].copy_(ids)


def greedy_sample_op() -> Op:
    case = CheckCase(
        "greedy_sample",
        f"logits 64x{VOCAB}, tile {ID_TILE}",
        "bfloat16",
        lambda g: (_randn(g, 64, VOCAB, dtype=torch.bfloat16),),
        lambda inputs: [OutputSpec((inputs[0].shape[0],), "int32")],
    )
    return Op(
        case,
        high_precision(lambda logits: logits.argmax(-1)),
        Tolerance(1e-2, 2e-2),  # TileGym's bfloat16 default
        seed=8,
        what=f"logits 64x{VOCAB} bf16 → each row's token id, its argmax (int32, judged exactly, though the "
        f"reference's is torch's int64 and bf16's tolerance would let an id of 16000 be 160 off); tiles of {ID_TILE} "
        f"logits, ragged tail {ID_TAIL}:{VOCAB}",
        faithful=[
            Entry("argmax computed whole", "faithful", writes(_greedy)),
            Entry("tile by tile, the first of equal maxima kept", "faithful", _greedy_by_tiles),
        ],
        mutants=[
            Entry("token id one past (+1)", "off by one", changed(_greedy, lambda ids: ids + 1)),
            Entry(
                "ids computed in the logits' dtype (bf16: ids past 256 rounded)",
                "lower precision",
                changed(_greedy, lambda ids: ids.bfloat16()),
            ),
            Entry(
                f"ragged last tile ({ID_TAIL}:) left out of the argmax",
                "tail dropped from a reduction",
                writes(lambda inputs: _greedy([inputs[0][:, :ID_TAIL]])),
            ),
            Entry("writes nothing (an empty grid)", "unwritten output", lambda inputs, outputs: None),
        ],
        expected=[],
    )


OPS: tuple[Callable[[], Op], ...] = (
    softmax_op,
    softmax_long_op,
    silu_and_mul_op,
    rms_norm_op,
    matmul_op,
    masked_softmax_op,
    padding_mask_op,
    greedy_sample_op,
)


# --- ops only the plugin path has: entries as the target's tests call them ----------------------------------------


@dataclass(frozen=True)
class Port:
    """A candidate entry, called as the test calls the target's (``fn(*args, **kwargs)``)."""

    name: str
    kind: str
    fn: Callable[..., Any]
    reason: str = ""
    expect: Outcome = "fail"


@dataclass(frozen=True)
class PluginOp:
    op: str
    dtype: str
    what: str
    seed: int
    make_args: Callable[[Any], tuple[tuple[Any, ...], dict[str, Any]]]  # (torch.Generator) -> the call's arguments
    reference: Callable[..., Any]
    faithful: list[Port]
    mutants: list[Port]
    expected: list[Port]


def _attention(q: Any, k: Any, v: Any, wide: bool = False) -> tuple[Any, Any]:
    """o (q's dtype) and its log-sum-exp (fp32), as an attention forward returns them for its backward."""
    work = torch.float64 if wide else torch.float32
    s = q.to(work) @ k.to(work).T / math.sqrt(q.shape[-1])
    return (s.softmax(-1) @ v.to(work)).to(q.dtype), torch.logsumexp(s, -1).float()


def attention_lse_op() -> PluginOp:
    def attention(q: Any, k: Any, v: Any) -> tuple[Any, Any]:
        return _attention(q, k, v)

    def lse_changed(f: Callable[[Any], Any]) -> Callable[..., Any]:
        return lambda q, k, v: (_attention(q, k, v)[0], f(_attention(q, k, v)[1]))

    return PluginOp(
        "attention_lse",
        "bfloat16 + float32",
        "q, k, v 64x128 bf16 → o 64x128 bf16 and lse 64 fp32 (a second output of another dtype)",
        seed=11,
        make_args=lambda g: (tuple(_randn(g, 64, 128, dtype=torch.bfloat16) for _ in range(3)), {}),
        reference=attention,
        faithful=[Port("computed in float64", "faithful", lambda q, k, v: _attention(q, k, v, wide=True))],
        mutants=[
            Port("lse 1 % high", "second output off", lse_changed(lambda lse: lse * 1.01)),
            Port("lse in log2 units (exp2 kernels)", "second output off", lse_changed(lambda lse: lse / math.log(2))),
            Port("o returned in fp32", "wrong output dtype", lambda q, k, v: _attention(q.float(), k, v)),
            Port("lse returned in bf16", "wrong output dtype", lse_changed(lambda lse: lse.bfloat16())),
        ],
        expected=[],
    )


def topk_op() -> PluginOp:
    def topk(x: Any) -> tuple[Any, Any]:
        values, indices = torch.topk(x, 4, dim=-1)
        return values, indices

    def sorted_top(x: Any) -> tuple[Any, Any]:
        values, indices = torch.sort(x, dim=-1, descending=True)
        return values[:, :4].contiguous(), indices[:, :4].contiguous()

    return PluginOp(
        "topk",
        "float32 + int64",
        "x 8x4096 fp32 → the 4 largest per row: values fp32, indices int64",
        seed=12,
        make_args=lambda g: ((_randn(g, 8, 4096, dtype=torch.float32),), {}),
        reference=topk,
        faithful=[Port("full sort, first 4", "faithful", sorted_top)],
        mutants=[
            Port("indices off by one", "indices off", lambda x: (topk(x)[0], topk(x)[1] + 1)),
            Port(
                "indices off by one from 100 on",
                "indices off",
                lambda x: (topk(x)[0], torch.where(topk(x)[1] >= 100, topk(x)[1] + 1, topk(x)[1])),
            ),
            Port("indices returned as int32", "wrong output dtype", lambda x: (topk(x)[0], topk(x)[1].int())),
            Port("values rounded to bf16", "lower precision", lambda x: (topk(x)[0].bfloat16().float(), topk(x)[1])),
        ],
        expected=[],
    )


def argmax_softmax_op() -> PluginOp:
    def reference(x: Any) -> tuple[Any, Any]:
        return x.argmax(-1), x.double().softmax(-1).float()

    return PluginOp(
        "argmax_softmax",
        "int64 + float32",
        "x 8x4096 fp32 → argmax per row (int64, the first output) and the row softmax (fp32; reference in float64)",
        seed=13,
        make_args=lambda g: ((_randn(g, 8, 4096, dtype=torch.float32),), {}),
        reference=reference,
        faithful=[Port("fp32 softmax", "faithful", lambda x: (x.argmax(-1), x.softmax(-1)))],
        mutants=[
            Port("argmax off by one", "indices off", lambda x: (x.argmax(-1) + 1, x.softmax(-1))),
            Port("softmax 0.5 % high", "second output off", lambda x: (x.argmax(-1), x.softmax(-1) * 1.005)),
            Port(
                "softmax returned column-major (values right)",
                "strided output",
                lambda x: (x.argmax(-1), x.softmax(-1).t().contiguous().t()),
            ),
        ],
        expected=[],
    )


def _causal_scores(q: Any, k: Any) -> Any:
    s = (q.float() @ k.float().T / math.sqrt(q.shape[-1])).to(q.dtype)
    above = torch.ones(s.shape, dtype=torch.bool, device=s.device).triu(1)
    return s.masked_fill(above, -math.inf)


def causal_scores_op() -> PluginOp:
    def masked_with(value: float) -> Callable[..., Any]:
        def port(q: Any, k: Any) -> Any:
            s = _causal_scores(q, k)
            return s.masked_fill(s.isinf(), value)

        return port

    return PluginOp(
        "causal_scores",
        "float16",
        "q, k 64x64 fp16 → q·kᵀ/8 with -inf above the diagonal (the reference holds -inf)",
        seed=14,
        make_args=lambda g: (tuple(_randn(g, 64, 64, dtype=torch.half) for _ in range(2)), {}),
        reference=_causal_scores,
        faithful=[
            Port("scores in fp16 from fp32, masked", "faithful", lambda q, k: _causal_scores(q, k)),
        ],
        mutants=[
            Port("-inf written as 0", "infinity written wrong", masked_with(0.0)),
            Port("-inf written as +inf", "infinity written wrong", masked_with(math.inf)),
        ],
        expected=[],
    )


def _relu_into(x: Any, out: Any) -> Any:
    out.copy_(torch.relu(x))
    return out


def _skips_zeros(x: Any, out: Any) -> Any:
    """Writes only where x > 0: the zeros of relu are left as the test's out= held them."""
    m = x > 0
    out[m] = x[m]
    return out


def _all_but_last_row(x: Any, out: Any) -> Any:
    out[:-1].copy_(torch.relu(x[:-1]))
    return out


def relu_out_op() -> PluginOp:
    return PluginOp(
        "relu_out",
        "float16",
        "x 64x300 fp16, out= zero-filled by the test → relu(x) written into out and returned",
        seed=15,
        make_args=lambda g: ((x := _randn(g, 64, 300, dtype=torch.half), torch.zeros_like(x)), {}),
        reference=_relu_into,
        faithful=[Port("relu into out", "faithful", _relu_into)],
        mutants=[
            Port("writes only the positive elements", "out= partly unwritten", _skips_zeros),
            Port("last row of out= unwritten", "out= partly unwritten", _all_but_last_row),
        ],
        expected=[
            Port(
                "relu as x·(x > 0): -0.0 for negative x",
                "expected pass",
                lambda x, out: out.copy_(x * (x > 0)),
                "-0.0 == +0.0 in IEEE arithmetic, as torch.testing.assert_close judges it: the tolerance compares "
                "values, and a zero's sign shows only where a later op divides by it",
            )
        ],
    )


def accumulate_out_op() -> PluginOp:
    def accumulate(x: Any, out: Any) -> Any:
        out.add_(torch.relu(x))
        return out

    return PluginOp(
        "accumulate_out",
        "float16",
        "x 64x300 fp16, out= holding random values → out += relu(x) (out= read and written: never poisoned)",
        seed=16,
        make_args=lambda g: ((_randn(g, 64, 300, dtype=torch.half), _randn(g, 64, 300, dtype=torch.half)), {}),
        reference=accumulate,
        faithful=[Port("out += relu(x)", "faithful", accumulate)],
        mutants=[Port("out = relu(x) (overwrites)", "accumulates: overwritten", _relu_into)],
        expected=[],
    )


def _dense_view(t: Any) -> Any:
    """``t``'s memory read as if ``t`` were contiguous in its shape: a kernel given the pointer and the shape, not
    the strides."""
    strides: list[int] = []
    step = 1
    for size in reversed(t.shape):
        strides.insert(0, step)
        step *= size
    return torch.as_strided(t, t.shape, tuple(strides), t.storage_offset())


def strided_inputs_op() -> PluginOp:
    def reference(x: Any, y: Any, b: Any) -> Any:
        return (x.float() * y.float() + b.float()).half()

    def make_args(g: Any) -> tuple[tuple[Any, ...], dict[str, Any]]:
        wide, tall, table = (_randn(g, *shape, dtype=torch.half) for shape in ((64, 512), (300, 64), (64, 300)))
        return (wide[:, :300], tall.t(), table[0].expand(64, 300)), {}

    def reading(which: int) -> Callable[..., Any]:
        """The port with argument ``which`` read as dense."""
        return lambda *args: reference(*(_dense_view(a) if i == which else a for i, a in enumerate(args)))

    return PluginOp(
        "strided_inputs",
        "float16",
        "x 64x300 sliced from a 64x512 buffer (row stride 512), y 64x300 a transpose (strides 1, 64), b row 0 of a "
        "64x300 table broadcast to 64x300 (stride 0) → x·y + b",
        seed=17,
        make_args=make_args,
        reference=reference,
        faithful=[
            Port("reads each input by its strides", "faithful", reference),
            Port(
                "each input made contiguous first",
                "faithful",
                lambda x, y, b: reference(x.contiguous(), y.contiguous(), b.contiguous()),
            ),
        ],
        mutants=[
            Port("x read as dense (row stride 300, not 512)", "strided input read as dense", reading(0)),
            Port("y read as row-major (the transpose ignored)", "strided input read as dense", reading(1)),
            Port("b read as dense (stride 0 ignored: the table's rows)", "broadcast read as dense", reading(2)),
        ],
        expected=[],
    )


def _silu_into(x: Any, out: Any) -> Any:
    out.copy_((x.float() * x.float().sigmoid()).half())
    return out


def _silu_through_out(x: Any, out: Any) -> Any:
    """sigmoid(x) into out, then out *= x: out used as scratch, right unless out is x."""
    out.copy_(x.float().sigmoid().half())
    out.copy_((out.float() * x.float()).half())
    return out


def silu_in_place_op() -> PluginOp:
    return PluginOp(
        "silu_in_place",
        "float16",
        "x 64x300 fp16, called as silu(x, out=x) → x·sigmoid(x) in place (out= aliases the input)",
        seed=18,
        make_args=lambda g: ((x := _randn(g, 64, 300, dtype=torch.half),), {"out": x}),
        reference=_silu_into,
        faithful=[Port("silu into out", "faithful", _silu_into)],
        mutants=[Port("sigmoid into out, then out *= x (out as scratch)", "output aliases input", _silu_through_out)],
        expected=[],
    )


def _stored_unmasked(rows: int, columns: int) -> Callable[..., Any]:
    """relu into out, its ragged last tiles stored whole: ``rows`` x ``columns`` from out's first element, with
    out's strides (a store without the bounds mask)."""

    def port(x: Any, out: Any) -> Any:
        whole = torch.as_strided(out, (rows, columns), out.stride(), out.storage_offset())
        padded = functional.pad(x, (0, columns - x.shape[1], 0, rows - x.shape[0]))
        whole.copy_(torch.relu(padded))
        return out

    return port


def out_in_buffer_op() -> PluginOp:
    def make_args(g: Any) -> tuple[tuple[Any, ...], dict[str, Any]]:
        x, buffer = _randn(g, 60, 300, dtype=torch.half), _randn(g, 68, 512, dtype=torch.half)
        return (x, buffer[1:61, :300]), {}

    return PluginOp(
        "out_in_buffer",
        "float16",
        "x 60x300 fp16, out= rows 1:61, columns :300 of a 68x512 buffer → relu(x) into out (tiles of 16x128: ragged "
        "tails at row 48 and column 256)",
        seed=19,
        make_args=make_args,
        reference=_relu_into,
        faithful=[Port("relu into out", "faithful", _relu_into)],
        mutants=[
            Port(
                "last column tile stored unmasked (columns 300:384, the buffer's)",
                "store out of bounds",
                _stored_unmasked(60, 384),
            ),
            Port(
                "last row tile stored unmasked (rows 60:64, the buffer's)",
                "store out of bounds",
                _stored_unmasked(64, 300),
            ),
        ],
        expected=[],
    )


def _offset_ignored(x: Any, out: Any) -> Any:
    """relu into out of x read from its storage's first element: a kernel given the buffer's pointer, not x's."""
    return _relu_into(torch.as_strided(x, x.shape, x.stride(), 0), out)


def out_in_huge_buffer_op() -> PluginOp:
    def make_args(g: Any) -> tuple[tuple[Any, ...], dict[str, Any]]:
        source, target = _randn(g, 4096, 512, dtype=torch.half), _randn(g, 4096, 512, dtype=torch.half)
        return (source[2048:2108, :300], target[1025:1085, :300]), {}

    return PluginOp(
        "out_in_huge_buffer",
        "float16",
        "x rows 2048:2108, columns :300 of a 4096x512 fp16 buffer, out= rows 1025:1085, columns :300 of another → "
        "relu(x) into out (each copied as the span it reaches and a guard around it, not the 4 MiB buffer; tiles of "
        "16x128 as out_in_buffer's)",
        seed=21,
        make_args=make_args,
        reference=_relu_into,
        faithful=[Port("relu into out", "faithful", _relu_into)],
        mutants=[
            Port(
                "x read from its buffer's first row (its offset ignored: before the span, in the guard)",
                "input offset ignored",
                _offset_ignored,
            ),
            Port(
                "last column tile stored unmasked (columns 300:384, the buffer's)",
                "store out of bounds",
                _stored_unmasked(60, 384),
            ),
            Port(
                "last row tile stored unmasked (rows 60:64, past the span: in the guard)",
                "store out of bounds",
                _stored_unmasked(64, 300),
            ),
        ],
        expected=[],
    )


def _relu_argmax(x: Any) -> tuple[Any, Any]:
    return torch.relu(x), x.argmax(-1)


def _relu_argmax_into(x: Any, out: Any, indices: Any) -> tuple[Any, Any]:
    out.copy_(torch.relu(x))
    indices.copy_(x.argmax(-1))
    return out, indices


def _from_empty(x: Any) -> tuple[Any, Any]:
    """Both outputs from ``torch.empty``."""
    out = torch.empty(x.shape, dtype=x.dtype, device=x.device)
    return _relu_argmax_into(x, out, torch.empty(x.shape[0], dtype=torch.int64, device=x.device))


def _tile_rows_stored(rows: int, first: int = 0) -> Callable[[Any, Any], None]:
    """Stores relu of x's rows from ``first`` (< 0: rows before x's start, which hold the zero padding) as one tile
    of ``rows`` rows from out's row ``first``, unmasked: rows outside out land around it."""

    def store(x: Any, out: Any) -> None:
        padded = functional.pad(x, (0, 0, -first, rows + first - x.shape[0]))
        whole = torch.as_strided(out, (rows, x.shape[1]), out.stride(), out.storage_offset() + first * out.stride(0))
        whole.copy_(torch.relu(padded))

    return store


def own_outputs_op() -> PluginOp:
    def padded_workspace(x: Any) -> tuple[Any, Any]:
        """The tiles stored whole into a workspace padded to them, rows of 384 with a gap (empty_strided), then the
        output copied from it: every store inside what it allocated."""
        work = torch.empty_strided((64, 384), (400, 1), dtype=x.dtype, device=x.device)
        work.copy_(torch.relu(functional.pad(x, (0, 84, 0, 4))))
        out, indices = torch.empty_like(x), x.new_empty((x.shape[0],), dtype=torch.int64)
        out.copy_(work[:60, :300])
        indices.copy_(x.argmax(-1))
        return out, indices

    def output_stored(store: Callable[[Any, Any], None]) -> Callable[..., Any]:
        def port(x: Any) -> tuple[Any, Any]:
            out, indices = _from_empty(x)
            store(x, out)
            return out, indices

        return port

    def indices_tile_stored(x: Any) -> tuple[Any, Any]:
        out, indices = _from_empty(x)
        torch.as_strided(indices, (64,), (1,), indices.storage_offset()).copy_(functional.pad(x.argmax(-1), (0, 4)))
        return out, indices

    def workspace_stored(x: Any) -> tuple[Any, Any]:
        work = torch.empty(x.shape, dtype=x.dtype, device=x.device)
        _tile_rows_stored(64)(x, work)
        out, indices = _from_empty(x)
        out.copy_(work)
        return out, indices

    return PluginOp(
        "own_outputs",
        "float32 + int64",
        "x 60x300 fp32 → relu(x) and the row argmax (int64, 60), into outputs the port allocates with torch.empty* "
        "(tiles of 16 rows: a ragged tail at row 48; of 64 indices)",
        seed=22,
        make_args=lambda g: ((_randn(g, 60, 300, dtype=torch.float32),), {}),
        reference=_relu_argmax,
        faithful=[
            Port("outputs from torch.empty", "faithful", _from_empty),
            Port(
                "tiles stored whole into a padded workspace (torch.empty_strided, rows with a gap), outputs from "
                "torch.empty_like and Tensor.new_empty",
                "faithful",
                padded_workspace,
            ),
        ],
        mutants=[
            Port(
                "last row tile stored unmasked into output 0 (rows 60:64, past its end)",
                STORE_PAST_OUTPUT,
                output_stored(_tile_rows_stored(64)),
            ),
            Port(
                "first row tile placed a row early in output 0 (row -1, before its start)",
                STORE_PAST_OUTPUT,
                output_stored(_tile_rows_stored(61, first=-1)),
            ),
            Port("indices stored as one tile of 64 (4 past output 1's end)", STORE_PAST_OUTPUT, indices_tile_stored),
            Port(
                "last row tile stored unmasked into a workspace (rows 60:64, past its end), the output copied from it",
                "store past a workspace",
                workspace_stored,
            ),
        ],
        expected=[],
    )


def split_heads_op() -> PluginOp:
    def reference(x: Any) -> Any:
        return (2 * x.float()).half().view(64, 4, 75).transpose(0, 1)

    return PluginOp(
        "split_heads",
        "float16",
        "x 64x300 fp16 → 2x as 4 heads of 75, 4x64x75, returned as a transposed view (not contiguous)",
        seed=20,
        make_args=lambda g: ((_randn(g, 64, 300, dtype=torch.half),), {}),
        reference=reference,
        faithful=[
            Port("the transposed view", "faithful", reference),
            Port(
                "a contiguous copy (any layout where the reference's is strided)",
                "faithful",
                lambda x: reference(x).contiguous(),
            ),
        ],
        mutants=[
            Port(
                "heads split by reshape, not transpose",
                "transposed / shifted",
                lambda x: (2 * x.float()).half().reshape(4, 64, 75),
            )
        ],
        expected=[],
    )


def _padding_into(lengths: Any, mask: Any, indices: Any) -> tuple[Any, Any]:
    valid, columns = _padding(lengths)
    mask.copy_(valid)
    indices.copy_(columns)
    return mask, indices


def _padding_tail_left(which: int) -> Callable[..., Any]:
    """``_padding_into`` with out= tensor ``which``'s ragged tail tile (columns 256:) left as the test filled it."""

    def port(lengths: Any, mask: Any, indices: Any) -> tuple[Any, Any]:
        for k, (out, value) in enumerate(zip((mask, indices), _padding(lengths), strict=True)):
            if k == which:
                out, value = out[:, :256], value[:, :256]
            out.copy_(value)
        return mask, indices

    return port


def padding_out_op() -> PluginOp:
    def make_args(g: Any) -> tuple[tuple[Any, ...], dict[str, Any]]:
        lengths = torch.randint(1, 257, (64,), generator=g, device=g.device)
        mask = torch.zeros(64, 300, dtype=torch.bool, device=g.device)
        return (lengths, mask, torch.zeros(64, 300, dtype=torch.int32, device=g.device)), {}

    return PluginOp(
        "padding_out",
        "bool + int32",
        "lengths 64 (1..256), out= a mask and indices the test zero-filled → padding_mask's mask and indices "
        "written into them (the ragged tail 256:300 is padding: what the test put there)",
        seed=23,
        make_args=make_args,
        reference=_padding_into,
        faithful=[Port("mask and indices into out=", "faithful", _padding_into)],
        mutants=[
            Port("mask's ragged tail tile (256:) unwritten: False there", PADDING_TAIL, _padding_tail_left(0)),
            Port("indices' ragged tail tile (256:) unwritten: 0 there", PADDING_TAIL, _padding_tail_left(1)),
        ],
        expected=[],
    )


def seen_out_op() -> PluginOp:
    def mark_seen(x: Any, seen: Any) -> Any:
        seen |= x > 0
        return seen

    return PluginOp(
        "seen_out",
        "bool",
        "x 64x300 fp32, out= a mask seen the test zero-filled → x > 0 OR-ed into seen (out= read and written: "
        "never poisoned, though the test's False is the first run's fill)",
        seed=24,
        make_args=lambda g: ((x := _randn(g, 64, 300, dtype=torch.float32), torch.zeros_like(x, dtype=torch.bool)), {}),
        reference=mark_seen,
        faithful=[Port("x > 0 OR-ed into seen", "faithful", mark_seen)],
        mutants=[],
        expected=[
            Port(
                "x > 0 written over seen",
                "expected pass",
                lambda x, seen: seen.copy_(x > 0),
                "into an all-False mask, writing x > 0 over it is what OR-ing it in gives: only a test whose mask "
                "holds True shows it",
            )
        ],
    )


PLUGIN_OPS: tuple[Callable[[], PluginOp], ...] = (
    attention_lse_op,
    topk_op,
    argmax_softmax_op,
    causal_scores_op,
    relu_out_op,
    accumulate_out_op,
    strided_inputs_op,
    silu_in_place_op,
    out_in_buffer_op,
    out_in_huge_buffer_op,
    split_heads_op,
    own_outputs_op,
    padding_out_op,
    seen_out_op,
)


@contextlib.contextmanager
def _synchronize_on(device: str) -> Iterator[None]:
    """op_plugin synchronizes CUDA after the candidate: on a CPU run there is nothing in flight."""
    if device.startswith("cuda"):
        yield
        return
    synchronize = torch.cuda.synchronize
    torch.cuda.synchronize = lambda *a, **k: None
    try:
        yield
    finally:
        torch.cuda.synchronize = synchronize


# --- running and reporting -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Row:
    op: str
    entry: Entry | Port
    result: CaseResult
    path: str = "check"  # "check" (correctness.check) or "plugin" (op_plugin's _check, what D runs per call)


def run_all(ops: list[Op], device: str) -> list[Row]:
    rows = []
    for op in ops:
        for entry in [*op.faithful, *op.mutants, *op.expected]:
            case = replace(op.case, make_inputs=entry.inputs) if entry.inputs else op.case
            res = check(case, entry.name, entry.candidate, op.reference, op.tolerance, seed=op.seed, device=device)
            rows.append(Row(op.case.op, entry, res))
    return rows


def run_plugin(ops: list[Op], plugin_ops: list[PluginOp], device: str) -> list[Row]:
    """Every op's candidates once more, as D checks a call the target's tests make: through op_plugin's
    ``_check`` (the reference entry on its copy of the arguments, the candidate on its own with NaN-poisoned
    allocations and out= arguments), then the ops only this path has (several outputs of several dtypes, out=
    arguments, outputs and workspaces the port allocates itself). Degenerate draws are check's refusal only: D's
    inputs are the tests' own."""
    rows = []
    for op in ops:
        tolerances = {op.case.dtype: {"rtol": op.tolerance.rtol, "atol": op.tolerance.atol}}
        for entry in [*op.faithful, *op.mutants, *op.expected]:
            if entry.kind in CHECK_ONLY:
                continue
            inputs = (entry.inputs or op.case.make_inputs)(torch.Generator(device=device).manual_seed(op.seed))
            reference, candidate = _as_entries(op, entry)
            res = plugin_check(op.case.op, reference, candidate, tuple(inputs), {}, tolerances, op.seed, entry.name)
            rows.append(Row(op.case.op, entry, res, "plugin"))
    for pop in plugin_ops:
        for port in [*pop.faithful, *pop.mutants, *pop.expected]:
            args, kwargs = pop.make_args(torch.Generator(device=device).manual_seed(pop.seed))
            res = plugin_check(pop.op, pop.reference, port.fn, args, kwargs, {}, pop.seed, port.name)
            rows.append(Row(pop.op, port, res, "plugin"))
    return rows


def _as_entries(op: Op, entry: Entry) -> tuple[Callable[..., Any], Callable[..., Any]]:
    """An op of check's kind as entries a test calls: the reference gives its float64 values in the outputs'
    dtypes (as the target's own implementation returns them), the candidate allocates its outputs with torch.empty
    (poisoned and guarded by the plugin), writes them, and returns them."""

    def reference(*inputs: Any) -> tuple[Any, ...]:
        values = op.reference(inputs)
        specs = op.case.outputs(inputs)
        return tuple(v.to(getattr(torch, s.dtype)) for v, s in zip(values, specs, strict=True))

    def candidate(*inputs: Any) -> tuple[Any, ...]:
        dev = inputs[0].device
        outputs = [torch.empty(s.shape, dtype=getattr(torch, s.dtype), device=dev) for s in op.case.outputs(inputs)]
        entry.candidate(list(inputs), outputs)
        return tuple(outputs)

    return reference, candidate


def plugin_check(
    op: str,
    reference: Callable[..., Any],
    candidate: Callable[..., Any],
    args: tuple[Any, ...],
    kwargs: dict[str, Any],
    tolerances: dict[str, dict[str, float]],
    seed: int,
    name: str,
) -> CaseResult:
    """One call checked by op_plugin's interceptor as D's pytest plugin does it, with the plan's tolerances
    (the defaults for dtypes not given)."""
    plan = OpPlan(
        mode="check",
        op=op,
        target="report:entry",
        contenders={"reference": "report:reference", "candidate": "report:candidate"},
        out_dir=tempfile.gettempdir(),
        tolerances=tolerances,
    )
    interceptor = OpInterceptor(plan)
    record = NodeRecord(seed=seed)
    interceptor.nodes[NODE], interceptor.current = record, NODE
    entry = PluginEntry("entry", reference, {"reference": reference, "candidate": candidate})
    with contextlib.suppress(Exception):  # a candidate that raises: recorded as the check's error, then re-raised
        interceptor._intercept(entry, args, kwargs)
    fields = {k: v for k, v in record.checks[-1].items() if k in CaseResult.__dataclass_fields__}
    return CaseResult(**{**fields, "candidate": name})


def is_mutant(row: Row) -> bool:
    return row.entry.kind not in ("faithful", "expected pass")


def is_caught(row: Row) -> bool:
    """The harness said what its rule says: fail (error for a raising candidate, and for a degenerate draw the
    error that refuses the input, not any other)."""
    refused = row.entry.kind != "degenerate draw" or row.result.message.startswith("input ")
    return row.result.outcome == row.entry.expect and refused


def _first_line(message: str) -> str:
    return message.splitlines()[0] if message else ""


_TOLERANCE = r"(?:(?:output|argument) \d+ )?rtol=[^\s,)]+ atol=[^\s,)]+"  # one, or one of each tensor's, named


def _cell(message: str, limit: int = 240) -> str:
    """The harness's message for a table cell: one line, without the tolerance (the ops table gives it)."""
    text = re.sub(
        rf",? ?\(?{_TOLERANCE}(?:, {_TOLERANCE})*\)",
        lambda m: ")" if m.group(0).startswith(",") else "",
        _first_line(message),
    )
    text = text.replace("|", "\\|")
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _judged_by(rows: list[Row], op: str) -> str:
    zeros = next((r for r in rows if r.op == op and r.path == "check" and r.entry.kind == "zeros"), None)
    return "error norm" if zeros and "would pass an all-zero output" in zeros.result.message else "elementwise"


def render(rows: list[Row], ops: list[Op], plugin_ops: list[PluginOp], command: str, device: str) -> str:
    faithful = [r for r in rows if r.entry.kind == "faithful"]
    expected = [r for r in rows if r.entry.kind == "expected pass"]
    mutants = [r for r in rows if is_mutant(r)]
    caught = [r for r in mutants if is_caught(r)]
    false_positives = [r for r in faithful if not r.result.passed]
    pct = 100 * len(caught) / max(len(mutants), 1)
    lines = [
        "# Correctness harness: detection on its mutants",
        "",
        f"Generated by `{command}` — do not edit; rerun the command.",
        "",
        f"- Harness: `{HARNESS}`, each candidate through the real `check` (fresh inputs from the op's fixed seed, "
        "outputs poisoned with NaN inside a guard that must stay as it was, inputs compared after the run, a second "
        "run on the same inputs under `SECOND_POISON`, judged too; bool and integer outputs, which hold no NaN, "
        "filled with 0 then 1 (False then True) and judged exactly, whatever the reference's dtype) and so "
        "`compare_outputs`; references from `high_precision` (float64).",
        f"- And each candidate again (path `plugin`) through `{PLUGIN}`'s `OpInterceptor._intercept` → `_check`, "
        "the path stage D takes for each call a pinned test makes: the reference entry (the float64 values in the "
        "outputs' dtypes) and the candidate on their own copies of the call's arguments, the candidate's "
        "`torch.empty*` (each inside a guard that must stay as it was) and write-only `out=` arguments poisoned "
        "with NaN (bools and integers as `check`'s outputs), each tensor judged at its own dtype's tolerance, "
        "arguments the reference leaves alone compared bit for bit, so is the memory around them, and a second run "
        "judged too; then ops only this path has (outputs of several dtypes, integer outputs, `out=` arguments "
        "(bool and integer ones too), infinities, strided, broadcast and aliased "
        "arguments in the test's own layout, an `out=` inside a wider buffer and of a huge one, a strided output, "
        "outputs and a workspace the port allocates with each `torch.empty*` factory). Degenerate draws are "
        "`check`'s alone (D's inputs are the tests' own).",
        f"- Device: {device} (torch {torch.__version__}"
        + (f", {torch.cuda.get_device_name()}" if device.startswith("cuda") else "")
        + ").",
        "- Caught: the check's outcome is `fail` (`error` for a raising candidate and for a degenerate draw, which "
        "the harness refuses to judge); a mutant that passes survives, one with the other outcome is miswired. A "
        "faithful candidate must pass: any other outcome is a false positive.",
        f"- Expected to pass (the harness by design cannot see them; each with its reason below): {len(expected)}, "
        "counted neither way.",
    ]
    lines += [
        "",
        f"**Mutants caught: {len(caught)} of {len(mutants)} ({pct:.1f} %).** "
        f"False positives on faithful candidates: {len(false_positives)} of {len(faithful)}.",
        "",
    ]
    for path in ("check", "plugin"):
        on = [r for r in mutants if r.path == path]
        good = [r for r in faithful if r.path == path]
        lines.append(
            f"- `{path}`: {sum(is_caught(r) for r in on)} of {len(on)} caught; false positives "
            f"{sum(not r.result.passed for r in good)} of {len(good)}."
        )
    lines += [
        "",
        "## Ops",
        "",
        "| op | dtype | what | tolerance | seed | judged |",
        "| --- | --- | --- | --- | ---: | --- |",
    ]
    lines += [
        f"| {op.case.op} | {op.case.dtype} | {op.what} | rtol={op.tolerance.rtol:g} atol={op.tolerance.atol:g} "
        f"| {op.seed} | {_judged_by(rows, op.case.op)} |"
        for op in ops
    ]
    lines += [
        f"| {op.op} (plugin only) | {op.dtype} | {op.what} | each tensor its dtype's default | {op.seed} "
        f"| {_judged_by(rows, op.op)} |"
        for op in plugin_ops
    ]
    lines += ["", "## Per class", "", "| class | caught | total |", "| --- | ---: | ---: |"]
    kinds = Counter(r.entry.kind for r in mutants)
    hits = Counter(r.entry.kind for r in caught)
    lines += [f"| {k} | {hits[k]} | {n} |" for k, n in sorted(kinds.items())]
    lines += ["", "## Faithful candidates", "", "| op | path | candidate | outcome | harness's message |"]
    lines += ["| --- | --- | --- | --- | --- |"]
    lines += [
        f"| {r.op} | {r.path} | {r.entry.name} | {r.result.outcome} | {_cell(r.result.message)} |" for r in faithful
    ]
    lines += ["", "## Mutants", "", "| op | path | mutant | class | must be | outcome | harness's message |"]
    lines += ["| --- | --- | --- | --- | --- | --- | --- |"]
    lines += [
        f"| {r.op} | {r.path} | {r.entry.name} | {r.entry.kind} | {r.entry.expect} | {r.result.outcome} "
        f"| {_cell(r.result.message)} |"
        for r in mutants
    ]
    lines += ["", "## Survivors and miswired mutants", ""]
    lines += [
        f"- {r.op} / {r.path} / {r.entry.name} ({r.entry.kind}): {r.result.outcome}, must be {r.entry.expect} — "
        f"{_cell(r.result.message)}"
        for r in mutants
        if not is_caught(r)
    ] or ["None."]
    lines += ["", "## False positives", ""]
    lines += [
        f"- {r.op} / {r.path} / {r.entry.name}: {r.result.outcome} — {_cell(r.result.message)}" for r in false_positives
    ] or ["None."]
    lines += ["", "## Expected to pass", ""]
    lines += ["| op | path | candidate | outcome | why the harness cannot see it | harness's message |"]
    lines += ["| --- | --- | --- | --- | --- | --- |"]
    lines += [
        f"| {r.op} | {r.path} | {r.entry.name} | {r.result.outcome} | {r.entry.reason} | {_cell(r.result.message)} |"
        for r in expected
    ]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, help="write the Markdown table here (default: stdout)")
    parser.add_argument("--device", choices=("cuda", "cpu"), help="default: cuda where torch sees a GPU, else cpu")
    args = parser.parse_args(argv)
    device = args.device or ("cuda" if torch.cuda.is_available() else "cpu")
    command = f"{SCRIPT}{f' --out {args.out}' if args.out else ''} --device {device}"
    started = time.perf_counter()
    ops = [make() for make in OPS]
    plugin_ops = [make() for make in PLUGIN_OPS]
    with _synchronize_on(device):  # each path checks fresh candidates: a stateful one starts anew
        rows = run_all(ops, device) + run_plugin([make() for make in OPS], plugin_ops, device)
    text = render(rows, ops, plugin_ops, command, device)
    if args.out:
        args.out.write_text(text)
    else:
        print(text)
    mutants = [r for r in rows if is_mutant(r)]
    survivors = [r for r in mutants if r.result.outcome == "pass"]
    erred = [r for r in mutants if not is_caught(r) and r.result.outcome != "pass"]
    false_positives = [r for r in rows if r.entry.kind == "faithful" and not r.result.passed]
    wrong_expectations = [r for r in rows if r.entry.kind == "expected pass" and not r.result.passed]
    caught = len(mutants) - len(survivors) - len(erred)
    print(
        f"{caught} of {len(mutants)} caught ({100 * caught / max(len(mutants), 1):.1f} %); "
        f"false positives {len(false_positives)}; miswired mutants {len(erred)}; expected passes that did not "
        f"pass {len(wrong_expectations)}; {time.perf_counter() - started:.1f} s on {device}",
        file=sys.stderr,
    )
    for r in [*survivors, *erred, *false_positives, *wrong_expectations]:
        print(
            f"  {r.op} / {r.path} / {r.entry.name}: {r.result.outcome} — {_first_line(r.result.message)}",
            file=sys.stderr,
        )
    return 1 if survivors or erred or false_positives or wrong_expectations else 0


if __name__ == "__main__":
    sys.exit(main())
