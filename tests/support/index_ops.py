"""Ops for the torch tests of D's check and E's timing that read an integer argument as indices."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


def gather_then_sort(seen: list[Any]) -> Callable[[Any, Any], Any]:
    """Reads ``perm`` as indices of x's rows (a GPU kernel would fault on -1, poisoning the CUDA context), then writes
    the order of the rows it took into it; ``seen`` records each call's ``perm``."""

    def op(x: Any, perm: Any) -> Any:
        seen.append(perm.clone())
        taken = x.index_select(0, perm)
        perm.copy_(taken[:, 0].argsort())
        return taken

    return op
