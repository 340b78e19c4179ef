"""The generated sparse_mla tests draw top-k indices as upstream does: every query keeps a key it may attend to.

On the H200, stage D errored on 15 of 17 checks with "the reference produced N NaN": the recipe drew indices with
``torch.randint(0, S_kv, ...)``, so some query positions s got top-k keys all > s, the causal mask dropped every
one, and TileGym's kernel wrote 0/0 = NaN for those rows (l_i = 0, acc = 0). Upstream draws the causal past first
(the configs JSON: "causal-past indices first, padded with future indices (masked)"). No torch here: the draw is
plain Python and only its final ``torch.tensor`` is stood in for.
"""

from __future__ import annotations

import json
import types
from typing import Any

import pytest

from tests.support import tilegym_recipes
from tests.support.tilegym_target import CONFIGS
from tests.support.tilegym_tests import generate

TEST_FILE = "tests/ops/experimental/test_sparse_mla.py"


def _entry() -> dict[str, Any]:
    data = json.loads(CONFIGS.read_text(encoding="utf-8"))
    entries = data if isinstance(data, list) else next(v for v in data.values() if isinstance(v, list))
    return next(e for e in entries if e["test_file"] == TEST_FILE)


def _draw(seed: int) -> Any:
    """The generated module's index helper, run with a torch that only hands back the nested rows."""
    torch = types.SimpleNamespace(
        initial_seed=lambda: seed, int32="int32", tensor=lambda rows, dtype, device: (rows, dtype, device)
    )
    namespace: dict[str, Any] = {"torch": torch}
    exec(tilegym_recipes.RECIPES[TEST_FILE].helpers, namespace)  # the recipe's own helper source
    return namespace["_causal_past_first_indices"]


def _shapes() -> list[tuple[int, int, int, int, int]]:
    """(B, S, H_kv, topk, S_kv) of every pinned config whose body draws indices with the helper."""
    entry = _entry()
    out = []
    for test, configs in entry["op_configs"].items():
        if test == "test_op_topk_equals_skv":
            continue  # every key, as upstream: arange
        fixed = {k: v for k, v in entry["fixed_params"].get(test, {}).items() if isinstance(v, int)}
        for config in configs:
            p = {**config, **fixed}
            out.append((p["B"], p["S"], p["H_kv"], p["topk"], p["S_kv"]))
    return out


@pytest.mark.parametrize("shape", _shapes(), ids=lambda s: "B{}-S{}-Hkv{}-topk{}-Skv{}".format(*s))
def test_every_query_keeps_its_causal_past_and_no_row_is_all_future(shape: tuple[int, int, int, int, int]) -> None:
    B, S, H_kv, topk, S_kv = shape
    rows, dtype, device = _draw(seed=1926078943)(B, S, H_kv, topk, S_kv)
    assert (dtype, device) == ("int32", "cuda")
    assert [len(rows), len(rows[0]), len(rows[0][0]), len(rows[0][0][0])] == [B, S, H_kv, topk]
    for per_s in rows:
        for s, per_head in enumerate(per_s):
            for row in per_head:
                assert len(set(row)) == topk and all(0 <= i < S_kv for i in row)
                # the causal past first: as much of 0..s as topk holds, so never a row the mask empties
                assert sum(i <= s for i in row) == min(topk, s + 1) >= 1


def test_the_draw_follows_the_recorded_seed_and_shuffles_the_fillers() -> None:
    shape = (1, 16, 4, 64, 128)
    first, again, other = (_draw(seed)(*shape)[0] for seed in (7, 7, 8))
    assert first == again and first != other
    # fillers are not all at the end: some row of a query with fewer past keys than topk has a future key first
    assert any(row[0] > s for s, per_head in enumerate(first[0]) for row in per_head)


def test_no_generated_sparse_mla_test_draws_unconstrained_indices() -> None:
    entry = _entry()
    source = generate(entry, "75a1430")
    assert "torch.randint" not in source
    drawn = source.count("indices = _causal_past_first_indices(B, S, H_kv, topk, S_kv)")
    assert drawn == len(entry["op_configs"]) - 1  # every test function but topk_equals_skv's, which takes every key
    assert "NotImplementedError" not in source  # the reference is written out, so the tests judge as written too
