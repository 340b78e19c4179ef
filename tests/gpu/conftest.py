"""GPU tests skip cleanly where there is no torch or no CUDA device (CI, laptops)."""

from __future__ import annotations

import pytest

try:
    import torch

    CUDA = bool(torch.cuda.is_available())
    WHY_NOT = "" if CUDA else "no CUDA device"
except ImportError:
    CUDA = False
    WHY_NOT = "torch is not installed"


@pytest.fixture(autouse=True)
def _needs_cuda() -> None:
    if not CUDA:
        pytest.skip(WHY_NOT)
