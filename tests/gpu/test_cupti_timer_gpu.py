"""The CUPTI timer on a real GPU: what it counts, what it leaves out, and what it refuses."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("cupti")

from tilebot.runner.gpu.cupti_timer import CuptiError, CuptiSession, L2Flusher, time_call  # noqa: E402

pytestmark = pytest.mark.gpu
REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def session() -> Iterator[CuptiSession]:
    with CuptiSession() as s:
        yield s


def test_counts_every_kernel_of_a_call(session: CuptiSession) -> None:
    x = torch.randn(1 << 20, device="cuda")

    def three_kernels(_i: int) -> None:
        x.add_(1.0)
        x.mul_(0.5)
        x.sub_(0.25)

    timing = time_call(session, three_kernels, label="three", reps=20, warmup=3, flush=L2Flusher())
    assert timing.ops_per_call == 3
    assert not timing.ops_vary
    assert len(timing.op_names) == 3
    assert timing.median_ms > 0


def test_device_time_scales_with_bytes(session: CuptiSession) -> None:
    small_src = torch.randn(64 << 20, device="cuda")  # 256 MB
    big_src = torch.randn(256 << 20, device="cuda")  # 1 GB
    small_dst, big_dst = torch.empty_like(small_src), torch.empty_like(big_src)
    small = time_call(session, lambda _i: small_dst.copy_(small_src), label="s", reps=20, warmup=3)
    big = time_call(session, lambda _i: big_dst.copy_(big_src), label="b", reps=20, warmup=3)
    assert 3.0 < big.median_ms / small.median_ms < 5.0


def test_host_gaps_stay_out_of_device_time(session: CuptiSession) -> None:
    x = torch.randn(1 << 16, device="cuda")

    def with_a_host_pause(_i: int) -> None:
        x.add_(1.0)
        time.sleep(0.003)
        x.add_(1.0)

    timing = time_call(session, with_a_host_pause, label="pause", reps=10, warmup=2)
    assert timing.ops_per_call == 2
    assert timing.median_ms < 0.5  # two tiny kernels
    assert timing.span_median_ms > 2.5  # first start to last end includes the pause
    assert timing.host_launch_median_us > 2500  # reported apart, as host time


def test_refuses_to_nest_and_names_its_library(session: CuptiSession) -> None:
    with pytest.raises(CuptiError, match="already running"):
        CuptiSession().__enter__()
    assert session.libraries, "no libcupti mapped while a session runs"
    assert all("libcupti" in Path(p).name for p in session.libraries)


def test_refuses_inside_torch_profiler() -> None:
    # In a fresh process: Kineto keeps CUPTI state after a profiler run, which must not leak here.
    script = (
        "import torch\n"
        "from tilebot.runner.gpu.cupti_timer import CuptiError, CuptiSession\n"
        "torch.zeros(1, device='cuda')\n"
        "with torch.profiler.profile(activities=[torch.profiler.ProfilerActivity.CUDA]):\n"
        "    try:\n"
        "        CuptiSession().__enter__()\n"
        "        print('accepted')\n"
        "    except CuptiError as exc:\n"
        "        print('refused:', exc)\n"
    )
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(REPO), os.environ.get("PYTHONPATH", "")]))
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120, env=env)
    assert out.returncode == 0, out.stderr[-2000:]
    assert "refused: torch.profiler is active" in out.stdout
