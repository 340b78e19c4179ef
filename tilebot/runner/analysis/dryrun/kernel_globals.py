"""While a kernel is exported, torch dtypes in its module's globals are cuTile dtypes.

Kernel bodies may name ``torch.int32`` (TileGym's silu_and_mul does); with a real torch,
cuTile maps torch dtypes to its own. In a dry run ``torch`` is the shape-only torch,
whose dtypes cuTile does not know, so for the duration of an export every target
module's ``torch`` is a stand-in holding the matching ``cuda.tile`` dtypes, and module
globals bound to a shape-only dtype (``DTYPE = torch.float16``) hold the cuTile one.
"""

from __future__ import annotations

import sys
import types
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from tilebot.runner.analysis.shapetorch import DType
from tilebot.runner.analysis.shapetorch.dtypes import module_attributes

_CUTILE_NAMES = {"bool": "bool_"}


def _cutile(dtype: DType) -> Any:
    import cuda.tile as ct

    return getattr(ct, _CUTILE_NAMES.get(dtype.name, dtype.name), None)


def _stand_in() -> types.ModuleType:
    torch = types.ModuleType("torch")
    for name, dtype in module_attributes().items():
        mapped = _cutile(dtype)
        if mapped is not None:
            setattr(torch, name, mapped)
    return torch


@contextmanager
def cutile_dtypes(package: str) -> Iterator[None]:
    shape_torch = sys.modules.get("torch")
    stand_in = _stand_in()
    saved: list[tuple[dict[str, Any], str, Any]] = []
    for name, module in list(sys.modules.items()):
        if module is None or not (name == package or name.startswith(package + ".")):
            continue
        namespace = vars(module)
        for key, value in list(namespace.items()):
            replacement = None
            if value is shape_torch:
                replacement = stand_in
            elif isinstance(value, DType):
                replacement = _cutile(value)
            if replacement is not None:
                saved.append((namespace, key, value))
                namespace[key] = replacement
    try:
        yield
    finally:
        for namespace, key, value in saved:
            namespace[key] = value
