"""Stage F's input seam with stage E's real writers: what perf.json F accepts, and what it refuses with the reason.

perf.json is built as stage E builds it (tilebot/runner/stages/perf.py): ``ConfigComparison.to_dict()`` per config,
``judge(...).to_dict()`` for the gate, ``timing_key`` for the build it timed; the build manifest is D's
(``handoff.publish``).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tilebot.core.config import RunConfig
from tilebot.core.rundir import RunDir
from tilebot.runner.gpu import op_timing
from tilebot.runner.gpu.compare import ConfigComparison
from tilebot.runner.gpu.cupti_timer import RepSample, Timing
from tilebot.runner.gpu.op_plan import OpPlan
from tilebot.runner.gpu.perf_stats import judge
from tilebot.runner.perfdiag.record import PerfInputError, load_perf
from tilebot.runner.stages.perf_resume import timing_key, wrapper_sha256
from tilebot.runner.targets.cutile_rs import handoff

PLAN = OpPlan(
    mode="time",
    op="scale",
    target="ops.scale:scale",
    contenders={"reference": "ops.scale:scale", "candidate": "rust.scale:scale"},
    out_dir="perf",
)


def _timing(label: str, us: float, name: str) -> Timing:
    samples = tuple(RepSample(int(us * 1000) + i, int(us * 1000) + i, 1, 5000) for i in range(10))
    return Timing(label, samples, (name,))


def _comparisons() -> list[dict[str, Any]]:
    rows = []
    for i, (ref_us, cand_us) in enumerate([(10.0, 13.0), (20.0, 26.0), (40.0, 50.0)]):
        c = ConfigComparison(f"c{i}", _timing("reference", ref_us, "ref"), _timing("candidate", cand_us, "port"))
        rows.append({**c.to_dict(), "node": f"test_scale.py::test[c{i}]", "attempt": 1})
    return rows


def _library(run_dir: Path, content: bytes) -> handoff.BuiltLibrary:
    library = run_dir.parent / "libcutile_kernels.so"
    library.write_bytes(content)
    return handoff.publish(library, RunDir(run_dir), ["cutile_scale"], {})


def write_perf(run_dir: Path, build_sha256: str, sources: str = "", **gate_changes: Any) -> None:
    """perf.json as stage E writes it after timing the library ``build_sha256`` (and the wrapper ``sources``)."""
    timed = _comparisons()
    gate = {**judge(op_timing.rows(timed), threshold=1.05).to_dict(), **gate_changes}
    payload = {
        "op": "scale",
        "reference_backend": "cutile",
        "threshold": 1.05,
        "ceiling_gbps": None,
        "environment": {},
        "gate": gate,
        "attempt": 1,
        "timing_key": timing_key(PLAN, build_sha256, sources=sources),
        "comparisons": timed,
        "untimed": [],
    }
    path = RunDir(run_dir).perf_json
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(payload, indent=2) + "\n", encoding="utf-8")


@pytest.fixture
def run_dir(tmp_path: Path) -> Path:
    path = tmp_path / "repo" / "tilebot" / "scale"
    path.mkdir(parents=True)
    return path


def test_perf_json_of_the_branch_s_build_is_diagnosed(run_dir: Path) -> None:
    built = _library(run_dir, b"the port as D built it")
    write_perf(run_dir, built.sha256)
    record = load_perf(run_dir)
    assert [c.config for c in record.usable] == ["c0", "c1", "c2"] and record.gate.verdict == "INVESTIGATE"


def test_perf_json_of_an_earlier_build_is_refused(run_dir: Path) -> None:
    """E timed one build; D rebuilt the port since (a /retry of B or D whose E never wrote new numbers): F must not
    diagnose the old build's launches and times as this port's."""
    old = _library(run_dir, b"the port E timed")
    write_perf(run_dir, old.sha256)
    new = _library(run_dir, b"the port D rebuilt after E")
    with pytest.raises(PerfInputError) as refused:
        load_perf(run_dir)
    message = str(refused.value)
    assert old.sha256[:12] in message and new.sha256[:12] in message and "build/cdylib.json" in message


def test_perf_json_of_an_earlier_wrapper_is_refused(run_dir: Path) -> None:
    """A host fix of D's may change only the wrapper (a ``.contiguous()`` copy dropped), the library byte for byte
    the same: F must not report the launch E timed in the old wrapper as this port's."""
    repo, config = run_dir.parent.parent, RunConfig()
    wrapper = repo / config.layout.rust_ops_dir / "scale.py"
    wrapper.parent.mkdir(parents=True)
    wrapper.write_text("def scale(x):\n    return _lib.scale(x.contiguous())\n")
    built = _library(run_dir, b"the port")
    timed = wrapper_sha256(repo, config, "scale")
    write_perf(run_dir, built.sha256, sources=timed)
    assert load_perf(run_dir, wrapper_sha256=timed).gate.verdict == "INVESTIGATE"

    wrapper.write_text("def scale(x):\n    return _lib.scale(x)\n")
    now = wrapper_sha256(repo, config, "scale")
    with pytest.raises(PerfInputError, match="wrapper") as refused:
        load_perf(run_dir, wrapper_sha256=now)
    assert timed[:12] in str(refused.value) and now[:12] in str(refused.value)


@pytest.mark.parametrize("geomean", [float("nan"), float("inf"), 0.0, -1.2])
def test_a_gate_geomean_that_is_no_ratio_is_refused_with_the_reason(run_dir: Path, geomean: float) -> None:
    """F reports the gate's geomean as a metric, which takes only finite numbers: a NaN there crashed the stage after
    the agent had run (BLOCKED/env 'stage crashed') instead of a BLOCKED that says which field is wrong."""
    built = _library(run_dir, b"the port")
    write_perf(run_dir, built.sha256, geomean=geomean)
    with pytest.raises(PerfInputError, match=r"gate\.geomean"):
        load_perf(run_dir)
