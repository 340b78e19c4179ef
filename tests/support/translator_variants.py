"""A stand-in for analysis.json's Variant in translator unit tests: the fields the translator's specialization
reads, and the entries it writes for one kernel source."""

from __future__ import annotations

import ast
import math
from collections.abc import Callable
from types import SimpleNamespace
from typing import Any

from tilebot.runner.translator.kernel import Entry, KernelWriter, Param
from tilebot.runner.translator.op import _reached_values, _specialized
from tilebot.runner.translator.source import kernel_from_module


def stand_in_variant(**fields: Any) -> SimpleNamespace:
    """Variant ``k`` launched with one dtype and no autotuning, unless ``fields`` say otherwise."""
    defaults: dict[str, Any] = {
        "name": "k",
        "varying_constants": {},
        "autotune_configs": None,
        "constant_combinations": [],
        "dtypes": ["float32"],
        "array_dtypes": [],
        "array_unit_strides": [],
        "array_unit_extents": [],
    }
    return SimpleNamespace(**{**defaults, **fields})


class StandInTensor:
    """A stand-in for a torch tensor: what the generated wrapper's pick and launch read (contiguous unless
    ``strides``; on device 0 at ``address``)."""

    dtype = "torch.float32"
    device = SimpleNamespace(index=0)  # what wrappers before 4097710 read for the device

    def __init__(self, shape: tuple[int, ...], strides: tuple[int, ...] | None = None, address: int = 0x1000) -> None:
        self.shape = shape
        self._strides = strides or tuple(math.prod(shape[d + 1 :]) for d in range(len(shape)))
        self.address = address

    def dim(self) -> int:
        return len(self.shape)

    def stride(self, d: int | None = None) -> Any:
        return self._strides if d is None else self._strides[d]

    def data_ptr(self) -> int:
        return self.address

    def get_device(self) -> int:
        return 0


def stand_in_kernel(**hints: int) -> SimpleNamespace:
    """A stand-in for a cuda.tile kernel object: its function's name and its compiler options."""

    def kernel() -> None: ...

    options = SimpleNamespace(occupancy=hints.get("occupancy"), num_ctas=hints.get("num_ctas"))
    return SimpleNamespace(_annotated_function=SimpleNamespace(pyfunc=kernel), _compiler_options=options)


def specialized_entries(
    source_text: str,
    params: list[Param],
    variant: SimpleNamespace,
    specialize: Callable[..., list[Entry]] = _specialized,
) -> list[Entry]:
    """The entries the translator writes for ``kernel`` in ``source_text``, specialized as ``variant`` launches it
    (by op.py's ``specialize``: the constants alone, or with the arrays' layouts too)."""
    source = kernel_from_module(ast.parse(source_text), "kernel", "<test>")

    def write(name: str, params: list[Param], keys: dict[str, Any]) -> Entry:
        reached = set(_reached_values(variant))  # type: ignore[arg-type]
        return KernelWriter(source, name, params, None, target="sm_90", varying=reached, keys=keys).write()

    return specialize(variant, params, write, 5)
