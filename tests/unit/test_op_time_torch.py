"""Stages A and E's timing of one intercepted call (``OpInterceptor._intercept`` -> ``_time`` / ``_warm``) on CPU.

Needs torch (skipped without it, as in CI); no GPU: CUPTI's window recorder is replaced by one that only runs the
calls and ``torch.cuda.synchronize`` is stubbed, so what is under test is what each contender is handed. The timed
copies were dense (``clone()``): a port slow only on the sliced, broadcast or aliased arguments the test passes was
timed on inputs it reads fast.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

torch = pytest.importorskip("torch")

from tests.support.index_ops import gather_then_sort  # noqa: E402
from tilebot.runner.gpu import compare  # noqa: E402
from tilebot.runner.gpu.compare import Contender, PerfCase, compare_config, set_bytes  # noqa: E402
from tilebot.runner.gpu.cupti_timer import DeviceOp, Timing, summarize  # noqa: E402
from tilebot.runner.gpu.op_calls import GUARD_MIN_BYTES, reached_bytes  # noqa: E402
from tilebot.runner.gpu.op_plan import OpPlan  # noqa: E402
from tilebot.runner.gpu.op_plugin import Entry, NodeRecord, OpInterceptor, _copies  # noqa: E402

NODE = "tests/test_demo.py::test[x]"
L2_BYTES = 1 << 20


class Recorder:
    """``cupti_timer.WindowRecorder`` without CUPTI: each call runs, each window is one 1 µs kernel."""

    def __init__(self, _session: object, _flush: object) -> None:
        self.keys: list[str] = []

    def run(self, key: str, call: Callable[[], object]) -> None:
        call()
        self.keys.append(key)

    def discard(self) -> None:
        self.keys = []

    def results(self) -> dict[str, Timing]:
        def timing(key: str) -> Timing:
            n = self.keys.count(key)
            return summarize(key, [[DeviceOp("k", 0, 1000)]] * n, [1000] * n)

        return {key: timing(key) for key in set(self.keys)}


class Flusher:
    l2_bytes = L2_BYTES

    def __call__(self) -> None:
        pass


@pytest.fixture(autouse=True)
def _no_device(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(torch.cuda, "synchronize", lambda *a, **k: None)  # CPU tensors: nothing in flight
    monkeypatch.setattr(compare, "WindowRecorder", Recorder)
    monkeypatch.setattr(compare, "compare_config", functools.partial(compare_config, device="cpu"))  # its generator


def intercept(tmp_path: Path, mode: str, op: Callable[..., Any], *args: Any, **kwargs: Any) -> NodeRecord:
    """One intercepted call of an entry whose target and contenders are ``op``, as A and E's plugin runs it."""
    plan = OpPlan(
        mode=mode,
        op="demo",
        target="m:f",
        contenders={"reference": "m:r", "candidate": "m:c"},
        out_dir=str(tmp_path),
        reps=4,
        warmup=1,
    )
    interceptor = OpInterceptor(plan)
    interceptor._session, interceptor._flush = object(), Flusher()
    record = NodeRecord(seed=1)
    interceptor.nodes[NODE], interceptor.current = record, NODE
    interceptor._intercept(Entry("f", op, {"reference": op, "candidate": op}), args, kwargs)
    return record


def layout(t: Any) -> tuple[Any, ...]:
    return tuple(t.shape), t.stride(), t.storage_offset(), t.untyped_storage().nbytes()


def memory(t: Any) -> int:
    return int(t.untyped_storage().data_ptr())


@pytest.mark.parametrize("mode", ["time", "warm"])
def test_each_contender_is_timed_on_copies_in_the_test_s_layout(tmp_path: Path, mode: str) -> None:
    """A slice with an offset and a row stride, a broadcast of one row and an ``out=`` that aliases the input reach
    both contenders as the test made them, on memory of their own; before, each was a dense tensor of its own."""
    x = torch.randn(300, 80).t()[8:]  # (72, 300), strides (1, 80), offset 8
    w = torch.randn(300).expand(72, 300)  # stride 0
    handed: list[dict[str, Any]] = []

    def scale_into(x: Any, w: Any, out: Any) -> Any:
        if out is not x:  # the test's own call passes x as out= itself; a copy of it is another tensor
            handed.append(
                {
                    "layouts": [layout(x), layout(w), layout(out)],
                    "shared": memory(out) == memory(x),
                    "memory": {memory(x), memory(w)},
                }
            )
        return torch.mul(x, w, out=out)

    given = [layout(x), layout(w), layout(x)]
    record = intercept(tmp_path, mode, scale_into, x, w, out=x)
    assert not record.problems
    assert len(handed) >= 2 and all(h["layouts"] == given for h in handed)
    assert all(h["shared"] for h in handed)  # x and its out= still one memory
    assert not {memory(x), memory(w)} & set().union(*(h["memory"] for h in handed))  # never the test's own tensors
    if mode == "time":
        assert len(record.comparisons) == 1 and record.comparisons[0]["ratio"] == pytest.approx(1.0)


def test_timed_copies_are_detached_and_keep_the_layout() -> None:
    base = torch.randn(64, 512, requires_grad=True)
    x = base[:, 100:400]
    a, b = _copies([x, x[:, 10:]])
    assert not a.requires_grad and (a.stride(), a.storage_offset()) == ((512, 1), 100)
    assert b.untyped_storage().data_ptr() == a.untyped_storage().data_ptr() != x.untyped_storage().data_ptr()
    assert torch.equal(a, x.detach()) and b.storage_offset() == 110


def _sets_made(inputs: Callable[[], list[Any]]) -> int:
    """How many input sets ``compare_config`` makes for a case whose sets are ``inputs()``."""
    made: list[int] = []

    def make(_generator: Any) -> list[Any]:
        made.append(1)
        return inputs()

    def call(_inputs: Any, _outputs: Any) -> None:
        return None

    case = PerfCase("c", make, lambda _inputs: [])
    compare_config(
        object(),  # type: ignore[arg-type]
        case,
        Contender("reference", call),
        Contender("candidate", call),
        reps=2,
        warmup=1,
        warmup_s=0.0,
        l2_bytes=L2_BYTES,
        device="cpu",
    )
    return len(made)


def test_a_small_slice_of_a_buffer_larger_than_l2_is_copied_as_the_span_it_reaches() -> None:
    """Each set holds the slice and the guard around it, not the buffer: before, a 4 KiB slice of a 16 MiB buffer
    made one set of 16 MiB (eight would have held 128 MiB); now each of eight sets holds 132 KiB."""
    buffer = torch.randn(4 * L2_BYTES)  # 16 MiB
    (copy,) = _copies([buffer[65536:66560]])  # 4 KiB from byte 256 KiB
    assert copy.untyped_storage().nbytes() == 4096 + 2 * GUARD_MIN_BYTES
    assert torch.equal(copy, buffer[65536:66560]) and copy.storage_offset() == GUARD_MIN_BYTES // 4
    assert _sets_made(lambda: _copies([buffer[65536:66560]])) == 8  # sets that fit L2 rotate
    assert _sets_made(lambda: _copies([buffer[: L2_BYTES // 4]])) == 1  # one as large as L2 does not


def test_a_set_s_bytes_count_each_storage_once_and_whole() -> None:
    x = torch.randn(64, 512)
    row = torch.randn(512)
    assert set_bytes([x[:, :10], x[3:], row.expand(64, 512)]) == (64 * 512 + 512) * 4
    assert set_bytes([x.to_sparse()]) == 64 * 512 * 4  # no plain storage: its elements


def test_a_broadcast_input_counts_its_memory_once_in_the_bytes_moved(tmp_path: Path) -> None:
    """The copy ceiling's share is bytes moved per second: a weight row broadcast to every row is read once, so
    counting it per row (before: 72 x its bytes) made a port look faster than the copy ceiling allows."""
    x, w = torch.randn(72, 300), torch.randn(300).expand(72, 300)
    record = intercept(tmp_path, "time", torch.mul, x, w)
    assert record.comparisons[0]["bytes_moved"] == (72 * 300 + 300 + 72 * 300) * 4  # x, w's row, the result


def _add_one(x: Any, out: Any) -> Any:
    return torch.add(x, 1, out=out)


@pytest.mark.parametrize(
    "op, make_args, tensors",
    [
        (_add_one, lambda x: (x, torch.empty_like(x)), 2),  # x, out (returned)
        (torch.mul, lambda x: (x, x), 2),  # x, the result
        (torch.mul, lambda x: (x, x.t()), 2),  # x, the result: x.t() spans x's bytes
        (torch.add, lambda x: (x[:150], x[150:]), 1.5),  # two halves, the result: regions of their own
    ],
    ids=["out= returned", "one tensor twice", "two views of one span", "two regions of one storage"],
)
def test_each_region_of_memory_counts_once_in_the_bytes_moved(
    tmp_path: Path, op: Callable[..., Any], make_args: Callable[[Any], tuple[Any, ...]], tensors: float
) -> None:
    """Before, an ``out=`` the op returns counted twice (as an argument, then as its result) and so did one tensor
    passed twice: the bytes moved, and a port's share of the copy ceiling with them, were half as high again."""
    x = torch.randn(300, 300)
    record = intercept(tmp_path, "time", op, *make_args(x))
    assert record.comparisons[0]["bytes_moved"] == tensors * 300 * 300 * 4


def _add_in_place(x: Any, y: Any) -> Any:
    return x.add_(y)


def _scale_in_place(x: Any) -> Any:
    return torch.mul(x, 2, out=x)


def _accumulate_into(x: Any, out: Any) -> Any:
    return out.add_(x)


@pytest.mark.parametrize(
    "op, make_args, tensors",
    [
        (_add_in_place, lambda x: (x, x.flip(0)), 3),  # x read, y read, x written
        (_scale_in_place, lambda x: (x,), 2),  # x read, x written
        (_accumulate_into, lambda x: (x, torch.ones_like(x)), 3),  # x read, out read and written
        (_add_one, lambda x: (x, torch.full_like(x, 7.0)), 2),  # x read, out written (never read)
    ],
    ids=["x.add_(y)", "mul(x, 2, out=x)", "out.add_(x)", "write-only out="],
)
def test_a_region_read_and_written_counts_twice_in_the_bytes_moved(
    tmp_path: Path, op: Callable[..., Any], make_args: Callable[[Any], tuple[Any, ...]], tensors: int
) -> None:
    """Before, an in-place op's argument counted once, as any region does: ``x.add_(y)`` moves three tensors' bytes
    (x and y read, x written) and was counted two, so its share of the copy ceiling read two thirds of what it is."""
    x = torch.randn(300, 300)
    record = intercept(tmp_path, "time", op, *make_args(x))
    assert record.comparisons[0]["bytes_moved"] == tensors * 300 * 300 * 4


def _half_into(x: Any, out: Any) -> Any:
    out[:150] = x[:150]
    return out


def _half_accumulated(x: Any, out: Any) -> Any:
    out[:150] += x[:150]
    return out


def _where_kept(x: Any, out: Any) -> Any:
    return torch.where(x > 0, x, out, out=out)  # reads out where x <= 0 only


def _random_into(x: Any, out: Any) -> Any:
    return out.uniform_()  # reads nothing of out


def _scaled_by_first(x: Any, out: Any) -> Any:
    return torch.mul(x, out[:1].clone(), out=out)  # reads one element of out


@pytest.mark.parametrize(
    "op, make_args",
    [
        (_half_into, lambda x: (x, torch.full_like(x, 7.0))),
        (_half_accumulated, lambda x: (x, torch.full_like(x, 7.0))),
        (_where_kept, lambda x: (x, torch.full_like(x, 7.0))),
        (_random_into, lambda x: (x, torch.full_like(x, 7.0))),
        (_scaled_by_first, lambda x: (x, torch.full_like(x, 7.0))),
    ],
    ids=["half written", "half accumulated into", "where(x > 0, x, out)", "uniform_ into out", "x * out[:1]"],
)
def test_a_region_written_in_part_or_read_in_part_counts_once_in_the_bytes_moved(
    tmp_path: Path, op: Callable[..., Any], make_args: Callable[[Any], tuple[Any, ...]]
) -> None:
    """The bytes moved are the least an op moves. Before, an out= whose NaN-filled copy changed the op's result
    counted twice: one written in half (its other half keeps the NaN) counted three tensors' bytes where writing
    half and reading half of x moves one. So did random numbers written into out (the NaN run differs everywhere,
    by chance) and a result read from one element of out (NaN there makes every element NaN): three tensors' bytes
    where the op moves at most two, and two and one element."""
    x = torch.randn(300, 300)
    record = intercept(tmp_path, "time", op, *make_args(x))
    assert record.comparisons[0]["bytes_moved"] == 2 * 300 * 300 * 4  # x, out: each once


def test_an_integer_argument_the_op_writes_is_never_filled_to_count_its_bytes(tmp_path: Path) -> None:
    """Before, bytes moved filled the copy of an integer argument the op writes with -1 and 0 to see whether the op
    reads it: a GPU op that reads it as indices faults on -1. It now counts once, never filled: the least moved."""
    seen: list[Any] = []
    x, perm = torch.randn(300, 300), torch.arange(299, -1, -1)
    record = intercept(tmp_path, "time", gather_then_sort(seen), x, perm)
    assert len(seen) > 2 and all(t.unique().numel() == 300 for t in seen)  # a permutation in every call
    assert record.comparisons[0]["bytes_moved"] == 2 * 300 * 300 * 4 + 300 * 8  # x, the rows taken, perm once


def test_reached_bytes_count_each_address_once() -> None:
    x = torch.randn(64, 512)
    assert reached_bytes(x[:, :300].t()) == 64 * 300 * 4  # strided, no address twice: its elements
    assert reached_bytes(x[0].expand(8, 64, 512)) == 512 * 4  # broadcast: the row it repeats
    assert reached_bytes(torch.arange(10.0).unfold(0, 4, 1)) == 10 * 4  # overlapping windows: the 10 they cover
    assert reached_bytes(torch.as_strided(x, (3, 4), (2, 1))) == 8 * 4  # rows overlapping by two elements
    assert reached_bytes(x[:, :0]) == 0 and reached_bytes(x.to_sparse()) == 64 * 512 * 4
