"""What every benchmark op module provides, and the shape/dtype plumbing they share."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from tilebot.runner.gpu.compare import PerfCase
from tilebot.runner.gpu.correctness import Candidate, CheckCase, OutputSpec, Reference, Tensors, Tolerance


@dataclass(frozen=True)
class OpSuite:
    name: str
    cutile: Candidate
    triton: Candidate
    reference: Reference  # float64 reference (high_precision)
    tolerances: dict[str, Tolerance]
    check_cases: Callable[[], list[CheckCase]]
    perf_cases: Callable[..., list[PerfCase]]  # (dtypes=all) -> cases
    memory_bound: bool
    # Other cuTile Python formulations of the same algorithm, checked and timed in their own tables.
    cutile_variants: dict[str, Candidate] = field(default_factory=dict)


def next_pow2(n: int) -> int:
    if n < 1:
        raise ValueError(f"size must be positive, got {n}")
    return 1 << (n - 1).bit_length()


def row_warps(block: int) -> int:
    """Triton warps for a one-row-per-program kernel over ``block`` columns."""
    return 16 if block >= 8192 else 8 if block >= 2048 else 4


def dtype_name(t: Any) -> str:
    return str(t.dtype).removeprefix("torch.")


def randn(shape: Sequence[int], dtype: str, generator: Any, *, scale: float = 1.0, shift: float = 0.0) -> Any:
    import torch

    t = torch.randn(tuple(shape), generator=generator, device="cuda", dtype=torch.float32)
    return (t * scale + shift).to(getattr(torch, dtype))


def same_as_first(inputs: Tensors) -> list[OutputSpec]:
    return [OutputSpec(tuple(inputs[0].shape), dtype_name(inputs[0]))]


def itemsize(dtype: str) -> int:
    return {"float32": 4, "float16": 2, "bfloat16": 2, "float64": 8}[dtype]


def row_label(shape: Sequence[int], dtype: str) -> str:
    return "x".join(str(n) for n in shape) + f" {dtype}"
