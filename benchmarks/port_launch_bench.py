"""Benchmark: host µs per launch of a translated port's Python wrapper, up to the C-ABI launcher.

Stage E reports the port's host µs per call beside cuTile Python's; on a GPU (tools/port_host_overhead.py) most of
the difference was the wrapper's own Python, not cutile's launch. This times that Python on this machine: the
wrapper rendered from templates/translator/port_runtime.py.j2, a table of --entries entries (recurrent_gated_delta_
rule's has 64) over a kernel of 8 rank-4 tensors, two ints and a float (its launches' shape), and a launcher
compiled here (cc) with the real C signature that returns at once, so ctypes' marshalling is real and no GPU is
needed. Each distinct launch is marshalled once (`_launch`); the pick alone (`_pick`, what a launch without that
would walk every call) is timed beside it.

    python benchmarks/port_launch_bench.py [--entries 64] [--template OLD.j2]   # --template: another revision's

Prints µs per launch (median of --repeat batches) and a JSON summary line.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from types import SimpleNamespace
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.support.translator_variants import StandInTensor, stand_in_kernel  # noqa: E402
from tilebot.core.render import environment, render  # noqa: E402

LAUNCHER_C = """
#include <stdint.h>
int32_t cutile_bench(int32_t entry, const uint32_t *grid, const void *tensors, int32_t n_tensors,
                     const int64_t *ints, int32_t n_ints, const double *scalars, int32_t n_scalars,
                     int32_t device_id, uint64_t stream) { return 0; }
"""
TENSORS, RANK = 8, 4  # recurrent_gated_delta_rule's launch: 8 tensors of [2, T, 4, 128]
BATCH = 1000


def table(entries: int) -> list[dict[str, Any]]:
    """Entries that differ in one int fact; the launch matches the last, so the pick walks them all."""
    arrays = list(range(TENSORS))
    return [
        {
            "entry": i,
            "kernel": "kernel",
            "facts": [(TENSORS + 1, i)],
            "dtypes": [],
            "arrays": arrays,
            "ranks": [RANK] * TENSORS,
            "generics": [TENSORS, TENSORS + 1],
            "scalars": [TENSORS + 2],
            "unit": [(a, RANK - 1) for a in arrays],
        }
        for i in range(entries)
    ]


def wrapper(template: Path | None, entries: int, library: Path) -> dict[str, Any]:
    variables = {"op": "bench", "variants": repr(table(entries)), "dtype_codes": "{'float32': 0}"}
    if template is None:
        text = render("translator/port_runtime.py.j2", **variables)
    else:
        text = environment().from_string(template.read_text(encoding="utf-8")).render(**variables)
    os.environ["CUTILE_KERNELS_LIB"] = str(library)
    namespace: dict[str, Any] = {"__file__": str(library)}
    exec(compile(text, "port_runtime", "exec"), namespace)  # noqa: S102 (the wrapper the translator writes)
    return namespace


def per_call_us(call: Callable[[], Any], repeat: int) -> float:
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        for _ in range(BATCH):
            call()
        samples.append((time.perf_counter() - start) / BATCH * 1e6)
    return statistics.median(samples)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--entries", type=int, default=64)
    parser.add_argument("--template", type=Path, help="another revision's port_runtime.py.j2 (git show REV:...)")
    parser.add_argument("--repeat", type=int, default=15)
    options = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="tilebot-launch-bench-") as scratch:
        source, library = Path(scratch) / "launcher.c", Path(scratch) / "liblauncher.so"
        source.write_text(LAUNCHER_C, encoding="utf-8")
        subprocess.run(["cc", "-O2", "-shared", "-fPIC", "-o", str(library), str(source)], check=True)
        runtime = wrapper(options.template, options.entries, library)
        kernel = stand_in_kernel()
        shape = (2, 128, 4, 128)
        tensors = [StandInTensor(shape, address=0x7F00_0000_0000 + 0x10_0000 * i) for i in range(TENSORS)]
        args = (*tensors, 128, options.entries - 1, 0.088)
        stream = SimpleNamespace(cuda_stream=0)
        launch = per_call_us(lambda: runtime["_launch_port"](stream, (8, 4, 1), kernel, args), options.repeat)
        walk = runtime.get("_pick") or runtime["_variant"]  # the pick was `_variant` before the pick cache (4097710)
    pick = per_call_us(lambda: walk(kernel, args), options.repeat)
    template = str(options.template or "templates/translator/port_runtime.py.j2")
    print(f"{template}: {options.entries} entries, {TENSORS} rank-{RANK} tensors, 2 ints, 1 float")
    print(f"  launch through the wrapper: {launch:.1f} µs per call")
    print(f"  the pick alone (walking the table): {pick:.1f} µs")
    print(
        json.dumps(
            {"template": template, "entries": options.entries, "launch_us": round(launch, 2), "pick_us": round(pick, 2)}
        )
    )


if __name__ == "__main__":
    main()
