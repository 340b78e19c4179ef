"""The H200 report's goal figure: one geomean over every configuration E timed for the green ops."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tools.h200_translated import pooled


def _bench(checkouts: Path, op: str, ratios: list[float], geomean: float) -> None:
    perf = checkouts / op / "tilebot" / op / "perf"
    perf.mkdir(parents=True)
    configs = [{"config": f"{op}-{i}", "ratio": r} for i, r in enumerate(ratios)]
    bench = {"reference_backend": "cutile", "geomean": geomean, "configs": configs}
    (perf / "benchmark.json").write_text(json.dumps(bench))


def test_pools_configs_and_op_geomeans_separately(tmp_path: Path) -> None:
    _bench(tmp_path, "a", [0.5, 2.0, 1.0], 1.0)  # pooled with b: (0.5*2*1*4)^(1/4) = 2**0.5
    _bench(tmp_path, "b", [4.0], 4.0)
    (line, blank) = pooled(tmp_path, ["a", "b"])
    assert "4 configurations, against cutile: **1.414**" in line
    assert "of the 2 op geomeans: 2.000" in line
    assert blank == ""


def test_only_the_ops_given_count(tmp_path: Path) -> None:
    _bench(tmp_path, "a", [0.9], 0.9)
    _bench(tmp_path, "slow", [3.0], 3.0)  # not green: the caller leaves it out
    assert "**0.900**" in pooled(tmp_path, ["a"])[0]
    assert pooled(tmp_path, []) == []


def test_a_green_op_without_e_benchmark_is_an_error(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        pooled(tmp_path, ["missing"])
