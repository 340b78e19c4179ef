"""Device time from CUPTI activity records (cupti-python), per measured region.

Every kernel, memset and memcpy that starts on the device inside a measured window counts, so an
extra launch in a candidate shows up both in its time and in its kernel count. Windows are bounded
by CUPTI timestamps taken after a device synchronize, so the L2 flush that precedes each window,
and the warm-up before the first, never land in it. Host launch overhead (the host time of the call
itself, before the synchronize) is kept apart and never mixed into device time.

Only one CUPTI activity client may run per process on older drivers: this timer refuses to start
inside torch.profiler (which drives CUPTI through Kineto) or inside another session.
"""

from __future__ import annotations

import bisect
import ctypes
import functools
import itertools
import math
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path
from typing import Any, ClassVar

from tilebot.runner.gpu.perf_stats import median, relative_iqr

BUFFER_BYTES = 8 * 1024 * 1024
MIN_FLUSH_BYTES = 256 * 1024 * 1024


class CuptiError(RuntimeError):
    """CUPTI cannot give trustworthy device times in this process."""


@dataclass(frozen=True)
class DeviceOp:
    """One kernel (or memset/memcpy) execution as CUPTI recorded it; times in CUPTI ns."""

    name: str
    start_ns: int
    end_ns: int
    kind: str = "kernel"

    @property
    def duration_ns(self) -> int:
        return self.end_ns - self.start_ns


@dataclass(frozen=True)
class Window:
    start_ns: int
    end_ns: int

    def __post_init__(self) -> None:
        if self.end_ns < self.start_ns:
            raise ValueError(f"window ends before it starts: {self.start_ns}..{self.end_ns}")


def assign_to_windows(ops: Iterable[DeviceOp], windows: Sequence[Window]) -> tuple[list[list[DeviceOp]], int]:
    """Each op goes to the window that contains its start; returns (per-window ops, ops in none)."""
    order = sorted(range(len(windows)), key=lambda i: windows[i].start_ns)
    for a, b in itertools.pairwise(order):
        if windows[b].start_ns <= windows[a].end_ns:
            raise ValueError("measured windows overlap")
    per: list[list[DeviceOp]] = [[] for _ in windows]
    outside = 0
    starts = [windows[i].start_ns for i in order]
    for op in ops:
        pos = bisect.bisect_right(starts, op.start_ns) - 1
        if pos >= 0 and op.start_ns <= windows[order[pos]].end_ns:
            per[order[pos]].append(op)
        else:
            outside += 1
    for bucket in per:
        bucket.sort(key=lambda op: op.start_ns)
    return per, outside


@dataclass(frozen=True)
class RepSample:
    """One measured call: device busy time (the time some op ran), span (first start to last end)."""

    busy_ns: int
    span_ns: int
    ops: int
    host_ns: int


def sample_of(window_ops: Sequence[DeviceOp], host_ns: int) -> RepSample:
    if not window_ops:
        return RepSample(0, 0, 0, host_ns)
    span = max(op.end_ns for op in window_ops) - min(op.start_ns for op in window_ops)
    return RepSample(busy_ns(window_ops), span, len(window_ops), host_ns)


def busy_ns(ops: Sequence[DeviceOp]) -> int:
    """How long at least one of ``ops`` ran: their durations' sum where they ran one after another, but two kernels
    that overlap (two streams, a dependent launch) count once, as the caller waits for them once (summed, a reference
    running two 10 us kernels at once read 20 us, and a port 1.8x slower passed as 0.9)."""
    total, covered_to = 0, None
    for op in sorted(ops, key=lambda op: op.start_ns):
        if covered_to is None or op.start_ns >= covered_to:
            total += op.duration_ns
            covered_to = op.end_ns
        elif op.end_ns > covered_to:
            total += op.end_ns - covered_to
            covered_to = op.end_ns
    return total


@dataclass(frozen=True)
class Timing:
    """Per-config summary of one contender: device ms per call and how the calls looked."""

    label: str
    samples: tuple[RepSample, ...]
    op_names: tuple[str, ...]  # the ops of one call, in launch order

    @property
    def usable(self) -> bool:
        return bool(self.samples) and all(s.ops > 0 for s in self.samples)

    @property
    def median_ms(self) -> float:
        return median([s.busy_ns for s in self.samples]) / 1e6

    @property
    def min_ms(self) -> float:
        return min(s.busy_ns for s in self.samples) / 1e6

    @property
    def span_median_ms(self) -> float:
        return median([s.span_ns for s in self.samples]) / 1e6

    @property
    def spread(self) -> float:
        """Relative IQR of the per-call device times."""
        return relative_iqr([float(s.busy_ns) for s in self.samples])

    @property
    def ops_per_call(self) -> int:
        """The most common op count per call (a varying count is reported by ``ops_vary``)."""
        return Counter(s.ops for s in self.samples).most_common(1)[0][0]

    @property
    def ops_vary(self) -> bool:
        return len({s.ops for s in self.samples}) > 1

    @property
    def host_launch_median_us(self) -> float:
        return median([s.host_ns for s in self.samples]) / 1e3

    def to_dict(self) -> dict[str, object]:
        return {
            "label": self.label,
            "reps": len(self.samples),
            "median_ms": self.median_ms if self.usable else None,
            "min_ms": self.min_ms if self.usable else None,
            "span_median_ms": self.span_median_ms if self.usable else None,
            "spread_iqr": self.spread if self.usable else None,
            "ops_per_call": self.ops_per_call if self.samples else 0,
            "ops_vary": self.ops_vary if self.samples else False,
            "op_names": list(self.op_names),
            "host_launch_median_us": self.host_launch_median_us if self.samples else None,
            # Every repetition's device time: the gate's bootstrap over repeats resamples them.
            "busy_us": [s.busy_ns / 1e3 for s in self.samples] if self.usable else [],
        }


def summarize(label: str, windows_ops: Sequence[Sequence[DeviceOp]], host_ns: Sequence[int]) -> Timing:
    if len(windows_ops) != len(host_ns):
        raise ValueError("one host time per window is needed")
    samples = tuple(sample_of(ops, h) for ops, h in zip(windows_ops, host_ns, strict=True))
    names = tuple(op.name for op in windows_ops[0]) if windows_ops else ()
    return Timing(label, samples, names)


def rotation_sets(input_bytes: int, l2_bytes: int, *, max_sets: int = 8) -> int:
    """How many input sets to rotate through: more than one only when one set fits in L2."""
    if input_bytes <= 0 or l2_bytes <= 0:
        raise ValueError("input and L2 sizes must be positive")
    if input_bytes >= l2_bytes:
        return 1
    return max(2, min(max_sets, math.ceil(2 * l2_bytes / input_bytes)))


def cupti_libraries_in(maps_text: str) -> list[str]:
    """The libcupti files mapped into a process, from the text of /proc/<pid>/maps."""
    found = set()
    for line in maps_text.splitlines():
        parts = line.split(maxsplit=5)
        if len(parts) == 6 and "libcupti" in Path(parts[5]).name:
            found.add(parts[5].strip())
    return sorted(found)


def loaded_cupti_libraries() -> list[str]:
    """The libcupti files this process has loaded (resolved, deduplicated)."""
    paths = cupti_libraries_in(Path("/proc/self/maps").read_text())
    return sorted({str(Path(p).resolve()) for p in paths})


def cupti_versions() -> dict[str, str | None]:
    out: dict[str, str | None] = {}
    for dist in ("cupti-python", "nvidia-cuda-cupti"):
        try:
            out[dist] = metadata.version(dist)
        except metadata.PackageNotFoundError:
            out[dist] = None
    return out


def torch_profiler_active() -> bool:
    import torch

    legacy = getattr(torch.autograd, "profiler", None)
    if legacy is not None and getattr(legacy, "_is_profiler_enabled", False):
        return True
    enabled = getattr(torch.autograd, "_profiler_enabled", None)
    return bool(enabled()) if callable(enabled) else False


class CuptiSession:
    """CUPTI activity tracing for the lifetime of a ``with`` block; one per process at a time."""

    _active: ClassVar[bool] = False

    def __init__(self, *, allow_multiple_libraries: bool = False) -> None:
        self._allow_multiple = allow_multiple_libraries
        self._ops: list[DeviceOp] = []
        self._lock = threading.Lock()
        self._cupti: Any = None
        self._kinds: list[Any] = []
        self.libraries: list[str] = []
        self.versions = cupti_versions()

    def __enter__(self) -> CuptiSession:
        if CuptiSession._active:
            raise CuptiError("a CUPTI session is already running in this process; do not nest them")
        if torch_profiler_active():
            raise CuptiError("torch.profiler is active: it drives CUPTI too; finish it before timing")
        try:
            from cupti import cupti
        except ImportError as exc:
            raise CuptiError(f"cupti-python is not importable ({exc}); install the 'gpu' extra") from exc
        self._cupti = cupti
        kinds = cupti.ActivityKind
        self._kind_names = {
            int(kinds.CONCURRENT_KERNEL): "kernel",
            int(kinds.MEMSET): "memset",
            int(kinds.MEMCPY): "memcpy",
        }
        cupti.activity_register_callbacks(self._buffer_requested, self._buffer_completed)
        self._kinds = [kinds.CONCURRENT_KERNEL, kinds.MEMSET, kinds.MEMCPY]
        for kind in self._kinds:
            cupti.activity_enable(kind)
        CuptiSession._active = True
        self.libraries = loaded_cupti_libraries()
        if len(self.libraries) > 1 and not self._allow_multiple:
            self.__exit__(None, None, None)
            raise CuptiError(f"more than one libcupti is loaded in this process: {self.libraries}")
        return self

    def __exit__(self, *exc: object) -> None:
        if not CuptiSession._active or self._cupti is None:
            return
        try:
            self._cupti.activity_flush_all(1)
            for kind in self._kinds:
                self._cupti.activity_disable(kind)
            self._cupti.finalize()
        finally:
            CuptiSession._active = False

    @staticmethod
    def _buffer_requested() -> tuple[int, int]:
        return BUFFER_BYTES, 0

    def _buffer_completed(self, activities: list[Any]) -> None:
        got = []
        for act in activities:
            kind = self._kind_names.get(int(act.kind))
            if kind is None:
                continue
            name = str(getattr(act, "name", "") or kind) if kind == "kernel" else kind
            got.append(DeviceOp(name, int(act.start), int(act.end), kind))
        with self._lock:
            self._ops.extend(got)

    def now(self) -> int:
        return int(self._cupti.get_timestamp())

    def dropped_records(self) -> int:
        count = ctypes.c_size_t(0)
        self._cupti.activity_get_num_dropped_records(0, 0, ctypes.addressof(count))
        return int(count.value)

    def collect(self) -> list[DeviceOp]:
        """Flush CUPTI's buffers and hand over (and forget) every op recorded so far."""
        import torch

        torch.cuda.synchronize()
        self._cupti.activity_flush_all(1)
        dropped = self.dropped_records()
        if dropped:
            raise CuptiError(f"CUPTI dropped {dropped} activity records: the timings would be incomplete")
        with self._lock:
            ops, self._ops = self._ops, []
        return ops


class L2Flusher:
    """Overwrites a buffer larger than L2 so that every measured call starts with a cold cache."""

    def __init__(self, device: int | None = None) -> None:
        import torch

        props = torch.cuda.get_device_properties(device if device is not None else torch.cuda.current_device())
        self.l2_bytes = int(getattr(props, "L2_cache_size", 0)) or 64 * 1024 * 1024
        nbytes = max(MIN_FLUSH_BYTES, 4 * self.l2_bytes)
        self._buffer = torch.empty(nbytes, dtype=torch.uint8, device=device or torch.cuda.current_device())
        self._n = 0

    def __call__(self) -> None:
        self._n += 1
        self._buffer.fill_(self._n & 0x7F)


class WindowRecorder:
    """Runs calls in measured windows (flush, sync, window, call, sync) and summarizes them by key."""

    def __init__(self, session: CuptiSession, flush: Callable[[], None] | None) -> None:
        self._session = session
        self._flush = flush
        self._windows: list[tuple[str, Window, int]] = []

    def run(self, key: str, call: Callable[[], object]) -> None:
        import torch

        if self._flush is not None:
            self._flush()
        torch.cuda.synchronize()
        t0 = self._session.now()
        h0 = time.perf_counter_ns()
        call()
        host = time.perf_counter_ns() - h0
        torch.cuda.synchronize()
        t1 = self._session.now()
        self._windows.append((key, Window(t0, t1), host))

    def discard(self) -> None:
        """Forget windows and ops so far (after a warm-up)."""
        self._session.collect()
        self._windows = []

    def results(self) -> dict[str, Timing]:
        ops = self._session.collect()
        per, _outside = assign_to_windows(ops, [w for _, w, _ in self._windows])
        grouped: dict[str, tuple[list[list[DeviceOp]], list[int]]] = {}
        for (key, _, host), window_ops in zip(self._windows, per, strict=True):
            bucket = grouped.setdefault(key, ([], []))
            bucket[0].append(window_ops)
            bucket[1].append(host)
        self._windows = []
        return {key: summarize(key, w, h) for key, (w, h) in grouped.items()}


def warm_up(call: Callable[[int], object], *, count: int, seconds: float, limit_s: float | None = None) -> int:
    """Call until ``count`` calls and ``seconds`` of busy time after the first call have passed, but no longer
    than ``limit_s`` after it once a second call ran (a call of seconds makes ``count`` calls minutes).

    The first call absorbs JIT compilation and autotuning; the time floor lets the clocks ramp up
    from idle, which a fixed small count does not. Returns the number of calls made.
    """
    import torch

    call(0)
    torch.cuda.synchronize()
    done, start = 1, time.perf_counter()
    while keep_warming(done, time.perf_counter() - start, count=count, seconds=seconds, limit_s=limit_s):
        call(done)
        done += 1
        if done % 16 == 0:
            torch.cuda.synchronize()  # keep the queue short so the clock measures work done
    torch.cuda.synchronize()
    return done


def keep_warming(done: int, elapsed: float, *, count: int, seconds: float, limit_s: float | None) -> bool:
    if limit_s is not None and done >= 2 and elapsed > limit_s:
        return False
    return done < count or elapsed < seconds


def time_call(
    session: CuptiSession,
    call: Callable[[int], object],
    *,
    label: str,
    reps: int = 100,
    warmup: int = 10,
    warmup_s: float = 0.1,
    flush: Callable[[], None] | None = None,
) -> Timing:
    """Warm up, then time ``call(i)`` for i in range(reps), each in its own flushed window."""
    if reps < 1:
        raise ValueError("reps must be at least 1")
    recorder = WindowRecorder(session, flush)
    warm_up(call, count=warmup, seconds=warmup_s)
    recorder.discard()
    for i in range(reps):
        recorder.run(label, functools.partial(call, i))
    return recorder.results()[label]
