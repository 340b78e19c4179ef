"""Stores to an array that is only stored to are ordered as cuTile Python's token order orders them: one after
another, except a store it runs in parallel across its loop's iterations."""

from __future__ import annotations

import ast

import pytest

from tilebot.runner.translator.kernel import _store_order
from tilebot.runner.translator.source import kernel_from_module


def _order(body: str) -> tuple[set[str], list[str]]:
    text = "import cuda.tile as ct\n\n@ct.kernel\ndef kernel(x, y, n: int):\n" + body
    source = kernel_from_module(ast.parse(text), "kernel", "<test>")
    order = _store_order(source.function, source)
    return order.chained, sorted(
        f"{array}@{ast.unparse(call)}"
        for call in ast.walk(source.function)
        if isinstance(call, ast.Call) and (array := order.parallel.get(id(call), ("",))[0])
    )


ROW = "ct.load(x, index=(0, 0), shape=(1, 16))"


@pytest.mark.parametrize(
    ("body", "chained", "parallel"),
    [
        # One store in a loop, indexed by the loop variable: cuTile runs it in parallel; nothing follows it.
        (f"    for i in range(n):\n        ct.store(y, index=(i, 0), tile={ROW})\n", set(), 0),
        # The same tile every iteration: each store after the previous one.
        (f"    for i in range(n):\n        ct.store(y, index=(0, 0), tile={ROW})\n", {"y"}, 0),
        # Inside an `if` in the loop: not at the top of the loop body, so not parallel.
        (f"    for i in range(n):\n        if i > 2:\n            ct.store(y, index=(i, 0), tile={ROW})\n", {"y"}, 0),
        # A parallel loop store, then another store: the second is ordered after the loop's joined stores.
        (
            f"    for i in range(n):\n        ct.store(y, index=(i, 0), tile={ROW})\n"
            f"    ct.store(y, index=(0, 1), tile={ROW})\n",
            {"y"},
            1,
        ),
        # Two stores outside any loop.
        (f"    ct.store(y, index=(0, 0), tile={ROW})\n    ct.store(y, index=(0, 1), tile={ROW})\n", {"y"}, 0),
        # One store outside any loop: nothing to order.
        (f"    ct.store(y, index=(0, 0), tile={ROW})\n", set(), 0),
    ],
)
def test_which_stores_are_ordered(body: str, chained: set[str], parallel: int) -> None:
    found, parallel_stores = _order(body)
    assert found == chained
    assert len(parallel_stores) == parallel


def test_an_array_that_is_also_loaded_is_left_to_its_own_order() -> None:
    body = (
        "    for i in range(n):\n"
        "        t = ct.load(y, index=(0, 0), shape=(1, 16))\n"
        "        ct.store(y, index=(0, 0), tile=t)\n"
    )
    assert _order(body) == (set(), [])
