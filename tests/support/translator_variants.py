"""A stand-in for analysis.json's Variant in translator unit tests: the fields the translator's specialization
reads, and the entries it writes for one kernel source."""

from __future__ import annotations

import ast
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


def specialized_entries(source_text: str, params: list[Param], variant: SimpleNamespace) -> list[Entry]:
    """The entries the translator writes for ``kernel`` in ``source_text``, specialized as ``variant`` launches it."""
    source = kernel_from_module(ast.parse(source_text), "kernel", "<test>")

    def write(name: str, params: list[Param], keys: dict[str, Any]) -> Entry:
        reached = set(_reached_values(variant))  # type: ignore[arg-type]
        return KernelWriter(source, name, params, None, target="sm_90", varying=reached, keys=keys).write()

    return _specialized(variant, params, write, 5)  # type: ignore[arg-type]
