"""Stage D's check of one intercepted call (``OpInterceptor._intercept`` -> ``_check``) on CPU tensors.

Needs torch (skipped without it, as in CI); no GPU: ``torch.cuda.synchronize`` is stubbed, the judgement is what
is under test. Each case is a defect a reviewer showed passing: an infinity of the reference matched by any value,
one tolerance (the first tensor's dtype's) for every tensor, a candidate tensor of another dtype, an input the port
scales in place judged with a tolerance, an ``out=`` the test zero-filled standing in for what the port never
wrote, a bool or integer output left unwritten where the reference holds what it was filled with, and an integer
output judged with a floating tolerance where the reference's dtype is another. Ports that are right, including ones
that accumulate into ``out=``, must still pass.
"""

from __future__ import annotations

import copy
import math
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

torch = pytest.importorskip("torch")

from tests.support.index_ops import gather_then_sort  # noqa: E402
from tilebot.runner.gpu import op_calls  # noqa: E402
from tilebot.runner.gpu.correctness import (  # noqa: E402
    DEFAULT_TOLERANCES,
    SECOND_POISON,
    CheckCase,
    OutputSpec,
    check,
    compare_outputs,
    high_precision,
)
from tilebot.runner.gpu.op_calls import (  # noqa: E402
    ALIGN_BYTES,
    GUARD_MIN_BYTES,
    clone_call,
    poisoned_allocations,
)
from tilebot.runner.gpu.op_plan import OpPlan  # noqa: E402
from tilebot.runner.gpu.op_plugin import Entry, NodeRecord, OpInterceptor, stores_around  # noqa: E402

NODE = "tests/test_demo.py::test[x]"


@pytest.fixture(autouse=True)
def _no_device(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(torch.cuda, "synchronize", lambda *a, **k: None)  # CPU tensors: nothing in flight


def run_check(
    tmp_path: Path, reference: Callable[..., Any], candidate: Callable[..., Any], *args: Any, **kwargs: Any
) -> dict[str, Any]:
    """One intercepted call of an entry whose reference and candidate are given, as D's plugin checks it."""
    plan = OpPlan(
        mode="check",
        op="demo",
        target="m:f",
        contenders={"reference": "m:r", "candidate": "m:c"},
        out_dir=str(tmp_path),
    )
    interceptor = OpInterceptor(plan)
    record = NodeRecord(seed=1)
    interceptor.nodes[NODE], interceptor.current = record, NODE
    interceptor._intercept(Entry("f", reference, {"reference": reference, "candidate": candidate}), args, kwargs)
    check: dict[str, Any] = record.checks[-1]
    return check


# --- 1. an infinity of the reference -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "values",
    [
        [1.0, 0.0, 5.0, 2.0],  # +inf -> 0, -inf -> 5
        [1.0, -math.inf, math.inf, 2.0],  # the infinities' signs flipped
        [1.0, math.inf, 0.0, 2.0],  # -inf written as 0
        [1.0, math.inf, math.inf, 2.0],  # -inf written as +inf
    ],
)
def test_where_the_reference_is_infinite_only_that_infinity_passes(values: list[float]) -> None:
    ref = torch.tensor([1.0, math.inf, -math.inf, 2.0], dtype=torch.float16)
    tol = DEFAULT_TOLERANCES["float16"]
    outcome, message, _ = compare_outputs([torch.tensor(values, dtype=torch.float16)], [ref], tol)
    assert outcome == "fail", message
    assert "where the reference is ±inf" in message
    assert compare_outputs([ref.clone()], [ref], tol)[0] == "pass"


def test_a_complex_output_is_judged_on_both_parts() -> None:
    # Before: compared as .double(), which keeps the real part alone: a wrong or NaN imaginary part passed.
    ref = torch.polar(torch.ones(256), torch.linspace(0, 3, 256))
    tol = DEFAULT_TOLERANCES["float32"]
    for wrong in (torch.complex(ref.real, -ref.imag), torch.complex(ref.real, torch.full((256,), math.nan))):
        outcome, message, _ = compare_outputs([wrong], [ref], tol)
        assert outcome == "fail", message
    assert compare_outputs([ref.conj()], [ref.conj().clone()], tol)[0] == "pass"  # a lazily conjugated view too


# --- 2. each tensor at its own dtype's tolerance; another dtype fails -------------------------------------------


def _attention(q: Any) -> tuple[Any, Any]:
    """o in bf16 and its log-sum-exp in fp32, as TileGym's attention forward returns them."""
    s = q.float() @ q.float().T
    return (torch.softmax(s, -1) @ q.float()).to(q.dtype), torch.logsumexp(s, -1)


def _topk(x: Any) -> tuple[Any, Any]:
    v, i = torch.topk(x.float(), 4, dim=-1)
    return v.to(x.dtype), i


def test_an_fp32_second_output_is_judged_at_fp32_tolerance(tmp_path: Path) -> None:
    q = torch.randn(64, 128, generator=torch.Generator().manual_seed(0)).bfloat16()

    def lse_off(q: Any) -> tuple[Any, Any]:
        o, lse = _attention(q)
        return o, lse * 1.009  # 0.9 %: under bf16's rtol, 900x fp32's

    assert run_check(tmp_path, _attention, _attention, q)["outcome"] == "pass"
    check = run_check(tmp_path, _attention, lse_off, q)
    assert check["outcome"] == "fail"
    assert "output 1: 64 of 64 elements out of tolerance" in check["message"]


def test_integer_outputs_are_compared_exactly(tmp_path: Path) -> None:
    x = torch.randn(8, 4096, generator=torch.Generator().manual_seed(0)).bfloat16()

    def off_by_one(x: Any) -> tuple[Any, Any]:
        v, i = _topk(x)
        return v, torch.where(i >= 100, i + 1, i)

    check = run_check(tmp_path, _topk, off_by_one, x)
    assert check["outcome"] == "fail" and "output 1:" in check["message"], check["message"]


def test_an_integer_first_output_does_not_make_the_floats_exact(tmp_path: Path) -> None:
    x = torch.randn(8, 4096, generator=torch.Generator().manual_seed(0))

    def reference(x: Any) -> tuple[Any, Any]:
        return x.argmax(-1), torch.softmax(x.double(), -1).float()

    def faithful(x: Any) -> tuple[Any, Any]:  # fp32 softmax: a few ulps from the float64 one
        return x.argmax(-1), torch.softmax(x, -1)

    check = run_check(tmp_path, reference, faithful, x)
    assert check["outcome"] == "pass", check["message"]


@pytest.mark.parametrize("dtype", [torch.float32, torch.float16])
def test_an_output_of_another_dtype_than_the_reference_s_fails(tmp_path: Path, dtype: Any) -> None:
    x = torch.randn(64, 300, generator=torch.Generator().manual_seed(0)).bfloat16()

    def reference(x: Any) -> Any:
        return torch.softmax(x.float(), -1).to(x.dtype)

    check = run_check(tmp_path, reference, lambda x: torch.softmax(x.float(), -1).to(dtype), x)
    assert check["outcome"] == "fail"
    assert f"output 0: dtype {str(dtype).removeprefix('torch.')}, where the reference's is bfloat16" in check["message"]


# --- 3. an argument the reference leaves alone must be left bit for bit ------------------------------------------


def _softmax16(x: Any) -> Any:
    return torch.softmax(x.float(), -1).to(x.dtype)


@pytest.mark.parametrize(
    "touch",
    [
        lambda x: x.mul_(1.005),  # 0.5 %, inside fp16's tolerance
        lambda x: x.view(torch.int16)[3, 7].add_(1),  # one ulp
    ],
    ids=["scaled 0.5 %", "one ulp"],
)
def test_a_port_that_modifies_an_input_the_reference_leaves_fails(tmp_path: Path, touch: Callable[[Any], Any]) -> None:
    x = torch.randn(64, 300, generator=torch.Generator().manual_seed(0)).half()

    def scribbles(x: Any) -> Any:
        y = _softmax16(x)
        touch(x)
        return y

    check = run_check(tmp_path, _softmax16, scribbles, x)
    assert check["outcome"] == "fail"
    assert "argument 0: modified in place, where the reference leaves it as it was" in check["message"]


def test_an_argument_the_reference_writes_is_judged_with_the_tolerance(tmp_path: Path) -> None:
    x = torch.randn(64, 300, generator=torch.Generator().manual_seed(0)).half()

    def reference(x: Any) -> None:
        x.mul_(2)

    def close(x: Any) -> None:  # in fp32, rounded once: within fp16's tolerance of the reference's
        x.copy_((x.float() * 2.001).half())

    def far_off(x: Any) -> None:
        x.mul_(2.1)

    assert run_check(tmp_path, reference, close, x)["outcome"] == "pass"
    far = run_check(tmp_path, reference, far_off, x)
    assert far["outcome"] == "fail" and "argument 0:" in far["message"]


# --- 4. an out= argument the port must write ---------------------------------------------------------------------


def _relu_into(x: Any, out: Any) -> Any:
    out.copy_(torch.relu(x))
    return out


def _skips_zeros(x: Any, out: Any) -> Any:
    """Writes only the positive elements: the rest keep what the test put there."""
    m = x > 0
    out[m] = x[m]
    return out


def test_an_out_argument_the_port_leaves_partly_unwritten_fails_though_the_test_zero_filled_it(
    tmp_path: Path,
) -> None:
    x = torch.randn(64, 300, generator=torch.Generator().manual_seed(0)).half()
    out = torch.zeros_like(x)
    assert run_check(tmp_path, _relu_into, _relu_into, x, out)["outcome"] == "pass"
    check = run_check(tmp_path, _relu_into, _skips_zeros, x, out)
    assert check["outcome"] == "fail"
    assert "argument 1:" in check["message"] and "are NaN (unwritten or computed)" in check["message"]
    assert torch.equal(out, torch.zeros_like(x))  # the test's own tensor is never handed to either


def test_an_out_argument_the_op_accumulates_into_keeps_its_values(tmp_path: Path) -> None:
    x = torch.randn(64, 300, generator=torch.Generator().manual_seed(0)).half()
    acc = torch.randn(64, 300, generator=torch.Generator().manual_seed(1)).half()

    def accumulates(x: Any, out: Any) -> Any:
        out.add_(torch.relu(x))
        return out

    def overwrites(x: Any, out: Any) -> Any:
        out.copy_(torch.relu(x))
        return out

    assert run_check(tmp_path, accumulates, accumulates, x, acc)["outcome"] == "pass"  # not poisoned
    assert run_check(tmp_path, accumulates, overwrites, x, acc)["outcome"] == "fail"


def test_an_out_argument_where_the_reference_computes_nan_is_told_by_the_second_run(tmp_path: Path) -> None:
    x = torch.randn(64, 128, generator=torch.Generator().manual_seed(0))
    out = torch.zeros_like(x)

    def masked(x: Any, out: Any) -> Any:  # row 0 has no key: 0/0
        mask = torch.arange(x.shape[0])[:, None] == 0
        out.copy_(x.masked_fill(mask, -math.inf).softmax(-1))
        return out

    def leaves_row_0(x: Any, out: Any) -> Any:
        out[1:].copy_(masked(x, torch.empty_like(out))[1:])
        return out

    assert run_check(tmp_path, masked, masked, x, out)["outcome"] == "pass"
    check = run_check(tmp_path, masked, leaves_row_0, x, out)
    assert check["outcome"] == "fail" and "left unwritten" in check["message"], check["message"]


# --- 5. the arguments in the test's own layout: strides, broadcasts, aliases, the memory around them ------------


def _dense(t: Any) -> Any:
    """``t``'s memory read as if it were contiguous: a kernel given the pointer and the shape, not the strides."""
    return torch.as_strided(t, t.shape, torch.empty(t.shape).stride(), t.storage_offset())


def _scaled(x: Any, w: Any) -> Any:
    return (x.float() * w.float()).half()


@pytest.mark.parametrize(
    "make_x",
    [
        lambda g: torch.randn(64, 512, generator=g).half()[:, :300],  # a slice: row stride 512
        lambda g: torch.randn(64, 300, generator=g).half()[0].expand(64, 300),  # a broadcast: row stride 0
    ],
    ids=["slice", "broadcast"],
)
def test_a_port_that_reads_a_strided_argument_as_dense_fails(tmp_path: Path, make_x: Callable[[Any], Any]) -> None:
    # Before: each argument was cloned on its own, dense, so a port ignoring the strides read the right values.
    g = torch.Generator().manual_seed(0)
    x, w = make_x(g), torch.randn(300, generator=g).half()
    assert run_check(tmp_path, _scaled, _scaled, x, w)["outcome"] == "pass"
    assert run_check(tmp_path, _scaled, lambda x, w: _scaled(x.contiguous(), w), x, w)["outcome"] == "pass"
    check = run_check(tmp_path, _scaled, lambda x, w: _scaled(_dense(x), w), x, w)
    assert check["outcome"] == "fail" and "output 0:" in check["message"], check["message"]


def _silu_into(x: Any, out: Any) -> Any:
    out.copy_((x.float() * x.float().sigmoid()).half())
    return out


def test_a_port_using_an_out_that_aliases_its_input_as_scratch_fails(tmp_path: Path) -> None:
    # Before: out=x reached both as two separate copies, so the port never overwrote what it still had to read.
    x = torch.randn(64, 300, generator=torch.Generator().manual_seed(0)).half()

    def through_out(x: Any, out: Any) -> Any:
        out.copy_(x.float().sigmoid().half())
        out.copy_((out.float() * x.float()).half())
        return out

    assert run_check(tmp_path, _silu_into, _silu_into, x, out=x)["outcome"] == "pass"
    assert run_check(tmp_path, _silu_into, through_out, x, out=torch.empty_like(x))["outcome"] == "pass"
    check = run_check(tmp_path, _silu_into, through_out, x, out=x)
    assert check["outcome"] == "fail" and "out of tolerance" in check["message"], check["message"]


def test_an_out_that_already_holds_the_result_is_written_not_left_alone(tmp_path: Path) -> None:
    # A test calling the op twice into one buffer: the reference rewrites the bits the buffer holds, and a port
    # within tolerance of them is not modifying an argument the reference leaves alone (once, a torch.empty_like
    # that reused the memory of an earlier call's result failed that way). A port that writes garbage still fails.
    x = torch.randn(64, 300, generator=torch.Generator().manual_seed(0)).half()
    held = _silu_into(x, torch.empty_like(x))

    def rounded_apart(x: Any, out: Any) -> Any:
        out.copy_((x.float().sigmoid().half().float() * x.float()).half())  # other bits than the reference's
        return out

    assert not torch.equal(rounded_apart(x, torch.empty_like(x)), held)
    assert run_check(tmp_path, _silu_into, rounded_apart, x, out=held.clone())["outcome"] == "pass"
    wrong = run_check(tmp_path, _silu_into, lambda x, out: out.fill_(1.0), x, out=held.clone())
    assert wrong["outcome"] == "fail", wrong["message"]


def test_a_small_view_of_a_huge_buffer_is_copied_as_the_span_it_reaches() -> None:
    # Before: each storage was copied whole, so two 64-row slices of a 4096-row buffer cost the buffer, per copy.
    buffer = torch.randn(4096, 512)
    x, y = buffer[2048:2112, :300], buffer[2050:2114, 300:]  # one storage: the copies share one too
    (cx, cy), _ = clone_call((x, y), {})
    assert cx.untyped_storage().data_ptr() == cy.untyped_storage().data_ptr() != buffer.untyped_storage().data_ptr()
    span = (2114 * 512 - 2048 * 512) * 4  # from x's first byte to one past y's last: 135 KiB of the buffer's 8 MiB
    copied = cx.untyped_storage().nbytes()
    assert span < copied <= 3 * span + ALIGN_BYTES  # and a guard of at most its span each side
    assert torch.equal(cx, x) and torch.equal(cy, y)
    assert (cx.stride(), cy.stride()) == (x.stride(), y.stride())
    assert cy.storage_offset() - cx.storage_offset() == y.storage_offset() - x.storage_offset()
    # Each address modulo ALIGN_BYTES as far from its storage's start as the test's: on a GPU, whose allocator
    # aligns every storage to it, the alignment a port's vector loads and TMA see
    from_start = [t.data_ptr() - t.untyped_storage().data_ptr() for t in (cx, x)]
    assert from_start[0] % ALIGN_BYTES == from_start[1] % ALIGN_BYTES
    held = buffer.clone()
    cx.zero_()
    assert torch.equal(buffer, held)  # a copy of its own: the test's buffer never changes


@pytest.mark.parametrize("rows, columns", [(60, 384), (64, 300)], ids=["row's end", "slice's end"])
@pytest.mark.parametrize("buffer_rows, first", [(68, 1), (4096, 2049)], ids=["small buffer", "huge buffer"])
def test_a_store_past_an_out_slice_into_its_buffer_fails(
    tmp_path: Path, rows: int, columns: int, buffer_rows: int, first: int
) -> None:
    # The unmasked store of a ragged last tile lands in the buffer around the slice, which no compared tensor holds;
    # in a huge buffer, copied as the slice's span, in the guard kept around it.
    g = torch.Generator().manual_seed(0)
    x, buffer = torch.randn(60, 300, generator=g).half(), torch.randn(buffer_rows, 512, generator=g).half()
    out, before = buffer[first : first + 60, :300], buffer.clone()

    def unmasked(x: Any, out: Any) -> Any:
        whole = torch.as_strided(out, (rows, columns), out.stride(), out.storage_offset())
        whole.copy_(torch.relu(torch.nn.functional.pad(x, (0, columns - 300, 0, rows - 60))))
        return out

    assert run_check(tmp_path, _relu_into, _relu_into, x, out)["outcome"] == "pass"
    check = run_check(tmp_path, _relu_into, unmasked, x, out)
    assert check["outcome"] == "fail", check["message"]
    assert "argument 1:" in check["message"] and "a store out of bounds" in check["message"]
    assert torch.equal(buffer, before)  # the test's own buffer is never handed to either


def _softmax32(x: Any) -> Any:
    return torch.softmax(x, -1)


def test_a_strided_output_fails_only_where_the_reference_s_is_contiguous(tmp_path: Path) -> None:
    x = torch.randn(64, 300, generator=torch.Generator().manual_seed(0))

    def heads(x: Any) -> Any:  # a transposed view, as a reference may return it
        return (2 * x).view(64, 4, 75).transpose(0, 1)

    column_major = run_check(tmp_path, _softmax32, lambda x: _softmax32(x).t().contiguous().t(), x)
    assert column_major["outcome"] == "fail"
    assert "output 0: not contiguous (strides (1, 64)), where the reference's is" in column_major["message"]
    assert run_check(tmp_path, heads, lambda x: heads(x).contiguous(), x)["outcome"] == "pass"


def test_a_port_right_on_its_first_call_only_fails_on_the_second(tmp_path: Path) -> None:
    # A workspace kept between calls and never re-zeroed: each check called the port once, so it passed.
    x = torch.randn(64, 300, generator=torch.Generator().manual_seed(0))
    kept: list[Any] = []

    def stale(x: Any) -> Any:
        if not kept:
            kept.append(torch.zeros_like(x))
        return kept[0].add_(_softmax32(x)).clone()

    check = run_check(tmp_path, _softmax32, stale, x)
    assert check["outcome"] == "fail"
    assert "output 0 on a second call: 19200 of 19200 elements out of tolerance" in check["message"]


def test_check_judges_the_candidate_s_second_run_too() -> None:
    case = CheckCase(
        "softmax",
        "64x300",
        "float32",
        lambda g: (torch.randn(64, 300, generator=g),),
        lambda inputs: [OutputSpec((64, 300), "float32")],
    )
    reference, tol = high_precision(lambda x: x.softmax(-1)), DEFAULT_TOLERANCES["float32"]
    kept: list[Any] = []

    def stale(inputs: Any, outputs: Any) -> None:
        if not kept:
            kept.append(torch.zeros(64, 300))
        outputs[0].copy_(kept[0].add_(inputs[0].softmax(-1)))

    def faithful(inputs: Any, outputs: Any) -> None:
        outputs[0].copy_(inputs[0].softmax(-1))

    assert check(case, "faithful", faithful, reference, tol, seed=1, device="cpu").outcome == "pass"
    result = check(case, "stale", stale, reference, tol, seed=1, device="cpu")
    assert result.outcome == "fail" and "output 0 on a second call:" in result.message, result.message


def _relu_case() -> CheckCase:
    return CheckCase(
        "relu",
        "60x300",
        "float32",
        lambda g: (torch.randn(60, 300, generator=g),),
        lambda inputs: [OutputSpec((60, 300), "float32")],
    )


def _relu_written(inputs: Any, outputs: Any) -> None:
    outputs[0].copy_(torch.relu(inputs[0]))


def _tile_rows(rows: int, first: int, value: float) -> Callable[[Any, Any], None]:
    """relu into the output, its row tile stored unmasked: ``rows`` rows from output row ``first`` (a tile past the
    end, or one placed too low), those outside the output holding ``value`` (computed on the padding)."""

    def port(inputs: Any, outputs: Any) -> None:
        out = outputs[0]
        whole = torch.as_strided(out, (rows, 300), out.stride(), out.storage_offset() + first * 300)
        whole.fill_(value)
        _relu_written(inputs, outputs)

    return port


@pytest.mark.parametrize(
    "port, stray",
    [(_tile_rows(64, 0, 0.0), 4 * 1200), (_tile_rows(64, 0, math.nan), 4 * 1200), (_tile_rows(61, -1, 0.0), 1200)],
    ids=["past the end", "NaN past the end", "before the start"],
)
def test_check_sees_a_store_outside_an_output_it_allocates(port: Callable[[Any, Any], None], stray: int) -> None:
    # Before: each output was a tensor of its own, so a store past it landed in memory no comparison reads (on CPU
    # torch refused the view: an error, never a fail).
    reference, tol = high_precision(torch.relu), DEFAULT_TOLERANCES["float32"]
    assert check(_relu_case(), "faithful", _relu_written, reference, tol, seed=1, device="cpu").outcome == "pass"
    result = check(_relu_case(), "unmasked", port, reference, tol, seed=1, device="cpu")
    assert result.outcome == "fail", result.message
    assert result.message.startswith(f"output 0: {stray} bytes around it changed: a store out of bounds")
    assert f"output 0 on a second call: {stray} bytes around it changed" in result.message


# --- stores around what the port allocates itself ------------------------------------------------------------------


def _relu_argmax(x: Any) -> tuple[Any, Any]:
    return torch.relu(x), x.argmax(-1)


def _allocated_by(factory: str, x: Any) -> Any:
    """A 60x300 fp32 output made by one of the factories ``poisoned_allocations`` intercepts."""
    if factory == "torch.empty_like":
        return torch.empty_like(x)
    if factory == "Tensor.new_empty":
        return x.new_empty((60, 300))
    if factory == "torch.empty_strided":
        return torch.empty_strided((60, 300), (300, 1))
    return torch.empty(60, 300)


def _tile_rows_into(out: Any, x: Any, rows: int, first: int) -> None:
    """relu(x) stored as one unmasked tile of ``rows`` rows from out's row ``first`` (rows outside x: its padding)."""
    whole = torch.as_strided(out, (rows, 300), out.stride(), out.storage_offset() + first * 300)
    whole.copy_(torch.relu(torch.nn.functional.pad(x, (0, 0, -first, rows + first - 60))))


@pytest.mark.parametrize("factory", ["torch.empty", "torch.empty_like", "Tensor.new_empty", "torch.empty_strided"])
@pytest.mark.parametrize("rows, first, stray", [(64, 0, 4 * 1200), (61, -1, 1200)], ids=["past the end", "before"])
def test_a_store_around_an_output_the_port_allocates_fails(
    tmp_path: Path, factory: str, rows: int, first: int, stray: int
) -> None:
    # Before: the port's torch.empty* output was a tensor of its own, nothing around it to compare (on a GPU the
    # unmasked ragged tail tile landed in memory no comparison reads; on CPU torch refused the view: an error).
    x = torch.randn(60, 300, generator=torch.Generator().manual_seed(0))

    def unmasked(x: Any) -> tuple[Any, Any]:
        out = _allocated_by(factory, x)
        _tile_rows_into(out, x, rows, first)
        return out, x.argmax(-1)

    def faithful(x: Any) -> tuple[Any, Any]:
        return _allocated_by(factory, x).copy_(torch.relu(x)), x.argmax(-1)

    assert run_check(tmp_path, _relu_argmax, faithful, x)["outcome"] == "pass"
    check = run_check(tmp_path, _relu_argmax, unmasked, x)
    assert check["outcome"] == "fail", check["message"]
    assert check["message"].startswith(
        f"output 0: {stray} bytes around a tensor the port allocated changed: a store out of bounds; "
        f"output 0 on a second call: {stray} bytes around a tensor the port allocated changed"
    )


def test_a_store_past_a_workspace_or_an_integer_output_the_port_allocates_fails(tmp_path: Path) -> None:
    x = torch.randn(60, 300, generator=torch.Generator().manual_seed(0))

    def through_workspace(x: Any) -> tuple[Any, Any]:
        work = torch.empty(60, 300)
        _tile_rows_into(work, x, 64, 0)
        return torch.empty_like(x).copy_(work), x.argmax(-1)

    def indices_tile(x: Any) -> tuple[Any, Any]:
        indices = torch.empty(60, dtype=torch.int64)
        torch.as_strided(indices, (64,), (1,), indices.storage_offset()).copy_(
            torch.nn.functional.pad(x.argmax(-1), (0, 4))
        )
        return torch.relu(x), indices

    workspace = run_check(tmp_path, _relu_argmax, through_workspace, x)
    assert workspace["outcome"] == "fail"
    assert workspace["message"].startswith(
        "torch.empty (60, 300) float32: 4800 bytes around a tensor the port allocated changed: a store out of bounds"
    )
    indices = run_check(tmp_path, _relu_argmax, indices_tile, x)
    assert indices["outcome"] == "fail"
    assert indices["message"].startswith("output 1: 32 bytes around a tensor the port allocated changed")


def test_allocations_keep_torch_s_layout_inside_their_guard() -> None:
    x = torch.randn(2, 3, 4, 5).to(memory_format=torch.channels_last)
    with poisoned_allocations() as made:
        like = torch.empty_like(x)  # x's channels-last strides
        gapped = torch.empty_strided((4, 4), (8, 1), dtype=torch.int32)
        flags = x.new_empty((3,), dtype=torch.bool)
        leaf = torch.empty(3, requires_grad=True)
        out = torch.empty(5)
        same = torch.empty(5, out=out)
        none = torch.empty(0)
    guarded = (like, gapped, flags, leaf, out)  # an out= and no elements: as torch makes them, not guarded
    assert [m.factory for m in made] == ["torch.empty_like", "torch.empty_strided", "Tensor.new_empty"] + 2 * [
        "torch.empty"
    ]
    assert all(m.tensor is t for m, t in zip(made, guarded, strict=True)) and same is out and none.numel() == 0
    assert like.stride() == x.stride() and like.is_contiguous(memory_format=torch.channels_last)
    assert like.isnan().all() and gapped.stride() == (8, 1) and not flags.any()
    assert leaf.requires_grad and leaf.is_leaf and leaf.isnan().all()
    for m, span in zip(made, (120 * 4, 28 * 4, 3, 3 * 4, 5 * 4), strict=True):  # gapped: its rows' gaps too
        t = m.tensor
        assert t.untyped_storage().nbytes() == span + 2 * GUARD_MIN_BYTES
        assert (t.data_ptr() - t.untyped_storage().data_ptr()) % ALIGN_BYTES == 0
        assert m.guard_changes() == 0
    gapped.as_strided((3, 8), (8, 1)).fill_(7)  # the gaps between its rows are its own, not the guard's
    assert made[1].guard_changes() == 0


def test_guarded_allocations_hold_at_most_guarded_bytes_max(monkeypatch: pytest.MonkeyPatch) -> None:
    # Each is kept until its guard is checked: past the budget, allocations are poisoned only, and not kept.
    monkeypatch.setattr(op_calls, "GUARDED_BYTES_MAX", 3 * (4096 + 2 * GUARD_MIN_BYTES))
    with poisoned_allocations() as made:
        first = [torch.empty(1024) for _ in range(3)]
        past = torch.empty(1024)
    assert all(m.tensor is t for m, t in zip(made, first, strict=True))
    assert past.untyped_storage().nbytes() == 4096 and past.isnan().all()


def _out_shrunk_by_torch(x: Any) -> Any:
    out = torch.empty_like(x)
    return torch.sum(x, dim=1, out=out)  # torch resizes the too-big out= in place


def _scratch_shrunk(x: Any) -> Any:
    return torch.empty(1024).resize_(x.shape[0]).copy_(x[:, 0])


def _scratch_grown_in_its_buffer(x: Any) -> Any:
    return torch.empty(4).resize_(64).fill_(2.0)


def _moved_onto_another_storage(x: Any) -> Any:
    return torch.empty(4).set_(x.untyped_storage(), 16, (16,), (1,)).clone()


@pytest.mark.parametrize(
    "port",
    [
        lambda x: copy.deepcopy(x[2:4]) * 2,  # Tensor.__deepcopy__: new_empty([]) then set_ onto a copy
        _out_shrunk_by_torch,
        _scratch_shrunk,
        _scratch_grown_in_its_buffer,
        _moved_onto_another_storage,
    ],
    ids=["deepcopy", "out-shrunk-by-torch", "resize-shrink", "resize-grow", "set-elsewhere"],
)
def test_an_allocation_the_port_resizes_or_moves_afterwards_is_no_store_out_of_bounds(
    port: Callable[[Any], Any],
) -> None:
    """The guard is the one made for the allocation: the NaN poison left where a shrunk tensor's elements were, or an
    allocation grown into its buffer, read as stores out of bounds when judged by the tensor's size after the run."""
    x = torch.randn(8, 16)
    with poisoned_allocations() as made:
        got = port(x)
    assert made and stores_around(made, [got], "") == []
    with poisoned_allocations() as made:  # and a store past an allocation is still seen
        out = torch.empty(4, 16)
        torch.empty(0).set_(out.untyped_storage(), out.storage_offset(), (5, 16), (16, 1)).fill_(1.0)
    assert stores_around(made, [out], "") == [
        "output 0: 64 bytes around a tensor the port allocated changed: a store out of bounds"
    ]


# --- 7. bool and integer tensors, which hold no NaN -----------------------------------------------------------------

# What each dtype holds before a port's first run; its second run's fill differs (op_calls.poison_value)
FIRST_FILLS = {torch.bool: False, torch.int8: 0, torch.uint8: 0, torch.int32: 0, torch.int64: 0}
SECOND_FILLS = {torch.bool: True, torch.int8: 1, torch.uint8: 1, torch.int32: 1, torch.int64: 1}
LENGTHS = torch.randint(1, 257, (64,), generator=torch.Generator().manual_seed(0))  # every row's columns 256: padding


def _key_list(lengths: Any, dtype: Any) -> Any:
    """Each row's valid columns (True, or their index mod 100), then from its length on padding that holds the
    first run's fill (False, or 0): a varlen key mask or key list."""
    columns = torch.arange(300)
    valid = columns[None, :] < lengths[:, None]
    return valid if dtype == torch.bool else torch.where(valid, columns % 100, FIRST_FILLS[dtype]).to(dtype)


def _key_list_into(lengths: Any, out: Any) -> Any:
    return out.copy_(_key_list(lengths, out.dtype))


def _tail_left_into(lengths: Any, out: Any) -> Any:
    """The ragged last tile (columns 256:) never written: a grid that skips it as all padding."""
    out[:, :256] = _key_list(lengths, out.dtype)[:, :256]
    return out


def _allocating(into: Callable[[Any, Any], Any], dtype: Any) -> Callable[[Any], Any]:
    """A port that allocates its 64x300 output with ``torch.empty`` and writes it with ``into``."""
    return lambda lengths: into(lengths, torch.empty(64, 300, dtype=dtype))


@pytest.mark.parametrize("dtype", list(FIRST_FILLS), ids=str)
def test_a_bool_or_integer_output_the_port_allocates_and_leaves_partly_unwritten_fails(
    tmp_path: Path, dtype: Any
) -> None:
    # Before d9ece9c: a bool allocation was zeroed and an integer one read -1 (the guard's bytes) in both runs, so a
    # port that never wrote the padding passed wherever the reference's padding is False or -1.
    def reference(lengths: Any) -> Any:
        return _key_list(lengths, dtype)

    assert run_check(tmp_path, reference, _allocating(_key_list_into, dtype), LENGTHS)["outcome"] == "pass"
    check = run_check(tmp_path, reference, _allocating(_tail_left_into, dtype), LENGTHS)
    assert check["outcome"] == "fail"
    assert check["message"].startswith("output 0 on a second call: 2816 of 19200 elements out of tolerance")


@pytest.mark.parametrize("dtype", list(FIRST_FILLS), ids=str)
def test_a_bool_or_integer_out_argument_left_partly_unwritten_fails_though_the_test_filled_it_with_the_padding(
    tmp_path: Path, dtype: Any
) -> None:
    # Before: only floating out= arguments were poisoned; a bool or integer one kept what the test put there.
    out = torch.full((64, 300), FIRST_FILLS[dtype], dtype=dtype)
    assert run_check(tmp_path, _key_list_into, _key_list_into, LENGTHS, out)["outcome"] == "pass"
    check = run_check(tmp_path, _key_list_into, _tail_left_into, LENGTHS, out)
    assert check["outcome"] == "fail"
    assert "argument 1 on a second call: 2816 of 19200 elements out of tolerance" in check["message"]
    assert bool((out == FIRST_FILLS[dtype]).all())  # the test's own tensor is never handed to either


@pytest.mark.parametrize("fills", [FIRST_FILLS, SECOND_FILLS], ids=["first run's fill", "second run's fill"])
@pytest.mark.parametrize("dtype", [torch.bool, torch.int32], ids=str)
def test_a_bool_or_integer_out_argument_the_op_accumulates_into_keeps_its_values_though_they_are_a_run_s_fill(
    tmp_path: Path, dtype: Any, fills: dict[Any, Any]
) -> None:
    """Whether the reference reads an argument is tried under both runs' fills: under the one the test put there
    alone, the reference's results stay as they were, and the accumulating port, its argument poisoned, would fail
    in the other run."""
    x = torch.randn(64, 300, generator=torch.Generator().manual_seed(0))
    out = torch.full((64, 300), fills[dtype], dtype=dtype)

    def accumulates(x: Any, out: Any) -> Any:
        return out.bitwise_or_(x > 0) if dtype == torch.bool else out.add_((x > 0).to(dtype))

    def overwrites(x: Any, out: Any) -> Any:
        return out.copy_(x > 0)

    assert run_check(tmp_path, accumulates, accumulates, x, out)["outcome"] == "pass"
    if fills is SECOND_FILLS:  # into an all-False (0) out=, x > 0 written over it is what accumulating it gives
        assert run_check(tmp_path, accumulates, overwrites, x, out)["outcome"] == "fail"


def test_check_judges_bool_and_integer_outputs_in_both_runs() -> None:
    # Before: check refused any output it could not fill with NaN, an error, never a judgement.
    case = CheckCase(
        "key_list",
        "64x300",
        "int32",
        lambda g: (torch.randint(1, 257, (64,), generator=g),),
        lambda inputs: [OutputSpec((64, 300), "bool"), OutputSpec((64, 300), "int32")],
    )
    reference = high_precision(lambda lengths: (_key_list(lengths, torch.bool), _key_list(lengths, torch.int32)))
    tol = DEFAULT_TOLERANCES["float32"]

    def port(into: Callable[[Any, Any], Any]) -> Callable[[Any, Any], None]:
        def candidate(inputs: Any, outputs: Any) -> None:
            for out in outputs:
                into(inputs[0], out)

        return candidate

    assert check(case, "faithful", port(_key_list_into), reference, tol, seed=1, device="cpu").outcome == "pass"
    result = check(case, "tail left", port(_tail_left_into), reference, tol, seed=1, device="cpu")
    assert result.outcome == "fail"
    assert (
        result.message.startswith("output 0 on a second call: ") and "; output 1 on a second call: " in result.message
    )


@pytest.mark.parametrize("dtype", [*FIRST_FILLS, torch.int16, torch.uint16, torch.float32, torch.bfloat16], ids=str)
@pytest.mark.parametrize("guarded", [True, False], ids=["guarded", "past the guard budget"])
def test_an_allocation_holds_another_value_in_each_run_in_every_element(
    monkeypatch: pytest.MonkeyPatch, dtype: Any, guarded: bool
) -> None:
    """Whatever the reference holds at an element the port never writes, one of its two runs differs there. Before
    d9ece9c, bools were False and integers -1 in both runs (or what torch's memory held, past the guard budget)."""
    if not guarded:
        monkeypatch.setattr(op_calls, "GUARDED_BYTES_MAX", 0)
    runs = []
    for poison in (math.nan, SECOND_POISON):
        with poisoned_allocations(poison) as made:
            runs.append(torch.empty(64, 300, dtype=dtype))
        assert len(made) == guarded
    first, second = (t.double() for t in runs)
    assert not bool((first == second).any())
    assert first[0, 0].isnan() if dtype.is_floating_point else first[0, 0] == 0 and second[0, 0] == 1


def test_the_reference_is_tried_on_an_integer_argument_it_writes_filled_with_valid_indices_only(tmp_path: Path) -> None:
    """Whether the reference reads an integer argument it writes is tried with that argument filled with each run's
    fill. Before, the first was -1: a GPU reference that reads it as indices faults on it, poisoning the CUDA
    context for every later call (on CPU, index_select raises)."""
    seen: list[Any] = []
    x, perm = torch.randn(300, 64), torch.arange(299, -1, -1)
    assert run_check(tmp_path, gather_then_sort(seen), gather_then_sort([]), x, perm)["outcome"] == "pass"
    assert len(seen) > 1 and all(bool(((t >= 0) & (t < 300)).all()) for t in seen)


# --- 8. an integer output against a reference of another dtype -----------------------------------------------------


def test_an_integer_output_is_judged_exactly_against_a_reference_of_another_integer_dtype() -> None:
    # Before: exactly only where the dtypes were the same; an int32 output against torch's int64 indices was judged
    # with the float tolerance, which at bfloat16's rtol of 1 % let ids in the thousands be off by tens.
    case = CheckCase(
        "greedy_sample",
        "64x4096",
        "bfloat16",
        lambda g: (torch.randn(64, 4096, generator=g).bfloat16(),),
        lambda inputs: [OutputSpec((64,), "int32")],
    )
    reference = high_precision(lambda logits: logits.argmax(-1))  # int64, as torch gives indices
    tol = DEFAULT_TOLERANCES["bfloat16"]

    def port(shift: int) -> Callable[[Any, Any], None]:
        def candidate(inputs: Any, outputs: Any) -> None:
            outputs[0].copy_(inputs[0].argmax(-1) + shift)

        return candidate

    assert check(case, "faithful", port(0), reference, tol, seed=1, device="cpu").outcome == "pass"
    result = check(case, "one past", port(1), reference, tol, seed=1, device="cpu")
    assert result.outcome == "fail"
    assert result.message.startswith("output 0: 64 of 64 elements out of tolerance (max abs err 1, rtol=0.0 atol=0.0)")


@pytest.mark.parametrize(
    "out, ref, outcome",
    [
        (torch.tensor([16003], dtype=torch.int32), torch.tensor([16000]), "fail"),  # within bfloat16's 1 %
        (torch.tensor([2**64 - 1, 5], dtype=torch.uint64), torch.tensor([-1, 5]), "fail"),  # one int64 bit pattern
        (torch.tensor([2**63 + 3], dtype=torch.uint64), torch.tensor([2**63 + 3], dtype=torch.uint64), "pass"),
        (torch.tensor([-1, 5], dtype=torch.int32), torch.tensor([2**32 - 1, 5], dtype=torch.uint32), "fail"),
        (torch.tensor([7, 5], dtype=torch.uint32), torch.tensor([7, 5], dtype=torch.int16), "pass"),
        (torch.tensor([True, False]), torch.tensor([1, 0]), "pass"),
        (torch.tensor([True, False]), torch.tensor([2, 0]), "fail"),
        (torch.tensor([2**53 + 1]), torch.tensor([2**53], dtype=torch.int64), "fail"),  # one float64 value
        (torch.tensor([3, 1000], dtype=torch.int32), torch.tensor([3.0, 1001.0]), "fail"),  # 0.1 % off
    ],
    ids=[
        "int32-int64",
        "uint64-int64",
        "uint64 past 2**63",
        "int32-uint32",
        "uint32-int16",
        "bool-int",
        "bool-2",
        "past 2**53",
        "float",
    ],
)
def test_an_integer_output_is_compared_by_value_whatever_the_two_dtypes(out: Any, ref: Any, outcome: str) -> None:
    assert compare_outputs([out], [ref], DEFAULT_TOLERANCES["bfloat16"])[0] == outcome
