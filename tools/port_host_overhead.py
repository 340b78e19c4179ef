"""Host µs per launch of a translated port against its cuTile Python reference, and where the port's go.

Stage E reports host µs per call beside device time; this splits the port's launch into the translated wrapper's
steps: the entry and the launcher's arguments for this launch (`_launch`, kept per distinct launch), the C-ABI
launcher (Rust: cutile's launch, the ctypes call included) and the rest. It calls one
launch function of the op's host code, the same name in the reference module (tilegym.ops.cutile.<op>) and in the
port's host copy (tilegym.ops.cutile_rs.<op>), so the host code around the launch is the same on both sides; each
autotune search is answered by its first candidate, as in D and E under `[perf] autotune = "first"`.
Run on a GPU machine in a checkout of the op's run branch, after D built the cdylib:

    CUTILE_KERNELS_LIB=tilebot/softmax/build/libcutile_kernels.so PYTHONPATH=src python tools/port_host_overhead.py \
        --op softmax --launch _launch_softmax_kernel_multi_wave_full_row_reg_cached_ldg \
        --args "x := torch.randn(256, 2048, device='cuda'), torch.empty_like(x), 2048"
"""

from __future__ import annotations

import argparse
import importlib
import statistics
import time
from collections import defaultdict
from collections.abc import Callable
from typing import Any

from tilebot.runner import autotune_first

BATCH = 200  # launches timed back to back; the queue is drained between batches, outside the timing


def timed_batches(launch: Callable[[], None], batches: int, sync: Callable[[], None]) -> list[float]:
    """µs per launch in each batch (host time only: launches are asynchronous)."""
    per_launch = []
    for _ in range(batches):
        sync()
        start = time.perf_counter()
        for _ in range(BATCH):
            launch()
        per_launch.append((time.perf_counter() - start) / BATCH * 1e6)
    return per_launch


def instrument(port: Any) -> dict[str, float]:
    """Wrap the wrapper's steps (module globals `_launch_port` looks up at each call) to add up their time."""
    spent: dict[str, float] = defaultdict(float)

    def timing(name: str, fn: Callable[..., Any]) -> Callable[..., Any]:
        def wrapped(*args: Any) -> Any:
            start = time.perf_counter()
            try:
                return fn(*args)
            finally:
                spent[name] += time.perf_counter() - start

        return wrapped

    launcher = port._launcher()
    port._launch = timing("entry and arguments (_launch)", port._launch)
    port._LAUNCHER = timing("C-ABI launcher (Rust, ctypes call included)", launcher)
    return spent


def main() -> None:
    import torch

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--op", required=True)
    parser.add_argument("--launch", required=True, help="the launch function of the op's host code")
    parser.add_argument("--args", required=True, help="its arguments, a Python expression over torch")
    parser.add_argument("--batches", type=int, default=30)
    options = parser.parse_args()
    autotune_first.install()  # before the target's modules import exhaustive_search
    reference = importlib.import_module(f"tilegym.ops.cutile.{options.op}")
    port = importlib.import_module(f"tilegym.ops.cutile_rs.{options.op}")
    args = eval(f"({options.args},)", {"torch": torch})  # noqa: S307 (the operator's own command line)
    sides = {"cuTile Python": getattr(reference, options.launch), "port": getattr(port, options.launch)}
    for fn in sides.values():  # compile both, pick the port's entry once
        fn(*args)
    torch.cuda.synchronize()
    # alternate the sides batch by batch, so a drift of the machine falls on both
    samples: dict[str, list[float]] = {name: [] for name in sides}
    for _ in range(options.batches):
        for name, fn in sides.items():
            samples[name] += timed_batches(lambda fn=fn: fn(*args), 1, torch.cuda.synchronize)
    spent = instrument(port)
    launches = options.batches * BATCH
    total = sum(timed_batches(lambda: sides["port"](*args), options.batches, torch.cuda.synchronize)) * BATCH
    print(f"{options.op}.{options.launch}({options.args}) on {torch.cuda.get_device_name()}")
    print(f"host µs per launch, median over {options.batches} batches of {BATCH}:")
    for name, values in samples.items():
        print(f"  {name}: {statistics.median(values):.1f}")
    print(f"the port's launch instrumented ({launches} launches, {total / launches:.1f} µs each):")
    for name, seconds in spent.items():
        print(f"  {name}: {seconds / launches * 1e6:.1f}")
    rest = total / launches - sum(spent.values()) / launches * 1e6
    print(f"  the rest (the host code; _launch_port's own Python: the tensors' addresses): {rest:.1f}")


if __name__ == "__main__":
    main()
