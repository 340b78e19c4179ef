"""The H200 report's goal figure: one geomean over every configuration E timed for the green ops."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tilebot.core.rundir import RunDir
from tilebot.runner.targets.cutile_rs.handoff import publish
from tools.h200_translated import built_with, perf_record, pooled, timed_gate, timed_on


def _bench(checkouts: Path, op: str, ratios: list[float], geomean: float) -> None:
    """E's files: benchmark.json (its gate) and perf.json (each repetition, which the report pools). The stage's
    medians are written wrong on purpose: the report recomputes each ratio from the repetitions, taking each place
    of the A/B pair apart (one median over both would read the reference's slow first call as 0.67 r)."""
    perf = checkouts / op / "tilebot" / op / "perf"
    perf.mkdir(parents=True)
    configs = [{"config": f"{op}-{i}", "ratio": r} for i, r in enumerate(ratios)]
    bench = {"reference_backend": "cutile", "candidate": "cutile-rs", "geomean": geomean, "configs": configs}
    (perf / "benchmark.json").write_text(json.dumps(bench))
    comparisons = [
        {
            "config": f"{op}-{i}",
            "ratio": 7.0,
            "reference": {"median_ms": 1.0, "ops_per_call": 1, "busy_us": [30.0, 30.0, 10.0, 30.0, 10.0, 30.0]},
            "candidate": {"median_ms": 7.0, "ops_per_call": 1, "busy_us": [30.0 * r, 10.0 * r] * 3},
        }
        for i, r in enumerate(ratios)
    ]
    (perf / "perf.json").write_text(json.dumps({"comparisons": comparisons}))


def test_pools_configs_and_op_geomeans_separately(tmp_path: Path) -> None:
    _bench(tmp_path, "a", [0.5, 2.0, 1.0], 1.0)  # pooled with b: (0.5*2*1*4)^(1/4) = 2**0.5
    _bench(tmp_path, "b", [4.0], 4.0)
    (line, blank) = pooled(tmp_path, ["a", "b"])
    assert "over the green ops' 4 configurations, against cutile: **1.414**" in line
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


def _manifest(checkouts: Path, op: str, crates: dict[str, str] | None) -> None:
    """The manifest D's build job writes (handoff.publish); None: one written before it recorded the pins."""
    library = checkouts / f"{op}.so"
    library.write_bytes(b"not really a library")
    paths = RunDir(checkouts / op / "tilebot" / op)
    publish(library, paths, [f"cutile_{op}"], crates or {})
    if crates is None:
        manifest = json.loads(paths.build_manifest.read_text())
        paths.build_manifest.write_text(json.dumps({k: v for k, v in manifest.items() if k != "crates"}))


def test_ops_built_with_several_cutile_versions_are_also_pooled_per_version(tmp_path: Path) -> None:
    _bench(tmp_path, "old", [1.21], 1.21)
    _manifest(tmp_path, "old", None)  # written before the manifest recorded its pins: built with =0.2.0
    _bench(tmp_path, "new", [0.81], 0.81)
    _manifest(tmp_path, "new", {"cutile": "=0.3.1"})
    assert [built_with(tmp_path, op) for op in ("old", "new", "unbuilt")] == ["=0.2.0", "=0.3.1", "-"]
    lines = [line for line in pooled(tmp_path, ["old", "new"]) if line]
    assert (
        len(lines) == 3 and "over the green ops' 2 configurations" in lines[0] and "**0.990**" in lines[0]
    )  # (1.21 * 0.81) ** 0.5
    assert "those built with =0.2.0: 1 configurations" in lines[1] and "**1.210**" in lines[1]
    assert "those built with =0.3.1: 1 configurations" in lines[2] and "**0.810**" in lines[2]
    _manifest(tmp_path, "same", {"cutile": "=0.3.1"})
    _bench(tmp_path, "same", [0.9], 0.9)
    assert len([line for line in pooled(tmp_path, ["new", "same"]) if line]) == 1  # one version: one line


def test_ops_whose_checkout_keeps_no_manifest_are_pooled_apart_and_said_so(tmp_path: Path) -> None:
    _bench(tmp_path, "unrecorded", [1.1], 1.1)
    _bench(tmp_path, "new", [0.9], 0.9)
    _manifest(tmp_path, "new", {"cutile": "=0.3.1"})
    lines = [line for line in pooled(tmp_path, ["unrecorded", "new"]) if line]
    assert "those without a build manifest: 1 configurations" in lines[1] and "**1.100**" in lines[1]


def test_each_op_names_the_gpu_its_e_timed_on(tmp_path: Path) -> None:
    _bench(tmp_path, "a", [1.0], 1.0)
    (tmp_path / "a" / "tilebot" / "a" / "perf" / "perf.json").write_text(
        json.dumps({"environment": {"device": "NVIDIA H100 80GB HBM3", "capability": [9, 0]}})
    )
    assert [timed_on(tmp_path, op) for op in ("a", "untimed")] == ["NVIDIA H100 80GB HBM3", "-"]


def test_ops_timed_on_several_gpus_are_also_pooled_per_gpu(tmp_path: Path) -> None:
    for op, ratio, device in (
        ("a", 0.9, "NVIDIA H200"),
        ("b", 1.1, "NVIDIA H100 80GB HBM3"),
        ("c", 0.8, "NVIDIA H200"),
    ):
        _bench(tmp_path, op, [ratio], ratio)
        perf = tmp_path / op / "tilebot" / op / "perf" / "perf.json"
        perf.write_text(json.dumps({**json.loads(perf.read_text()), "environment": {"device": device}}))
    lines = [line for line in pooled(tmp_path, ["a", "b", "c"]) if line]
    assert len(lines) == 3 and "the green ops' 3 configurations" in lines[0]
    assert "those timed on the NVIDIA H100 80GB HBM3: 1 configurations" in lines[1] and "**1.100**" in lines[1]
    assert "those timed on the NVIDIA H200: 2 configurations" in lines[2] and "**0.849**" in lines[2]  # (0.72)^0.5


@pytest.mark.parametrize("reason", ["TIMED_OUT", "INCOMPLETE"])
def test_a_gate_e_left_blocked_stays_blocked_when_recomputed(tmp_path: Path, reason: str) -> None:
    _bench(tmp_path, "a", [1.0, 0.9], 0.95)
    record = {**perf_record(tmp_path, "a"), "threshold": 1.05}
    done = timed_gate(record)
    assert done is not None and done.verdict == "DONE"
    blocked = timed_gate({**record, "gate": {"verdict": "BLOCKED", "reason": reason}})
    assert blocked is not None and (blocked.verdict, blocked.reason) == ("BLOCKED", reason)
