"""Stage A over NVIDIA's real cuTile Python ops (PyPI ``tilegym`` 1.5.1) in a TileGym-layout repository.

The repository's tests are generated from tests/data/tilegym-test-configs.json (upstream's
configurations as data); the analyzer reads them back from those test files like it reads
any target's. Upstream's own collection (the JSON's ``_pytest_id``) is the oracle for
node ids. The table this prints is the one reports/stage-a-tilegym.md commits.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.support.tilegym_target import CONFIGS, build, fetch_wheel
from tilebot.core.analysis import Analysis
from tilebot.core.config import RunConfig
from tilebot.runner.analysis import report

MUST_BE_FULL = {"softmax", "rms_norm", "layer_norm_legacy", "silu_and_mul", "swiglu", "matmul", "bmm"}


@pytest.fixture(scope="module")
def tilegym_repo(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Path:
    cache = getattr(request.config, "cache", None)  # absent under -p no:cacheprovider
    wheel = fetch_wheel(cache.mkdir("tilegym-wheel") if cache else tmp_path_factory.mktemp("wheel"))
    return build(tmp_path_factory.mktemp("tilegym") / "repo", wheel)


@pytest.fixture(scope="module")
def rows(tilegym_repo: Path, tmp_path_factory: pytest.TempPathFactory) -> dict[str, report.Row]:
    ops, unattributed = report.ops_with_tests(tilegym_repo, RunConfig())
    results = report.run(tilegym_repo, RunConfig(), ops, tmp_path_factory.mktemp("runs"))
    table = report.render(results, unattributed, "tests/integration/test_analyze_tilegym.py", "tilegym 1.5.1 wheel")
    print("\n" + table.split("## Variants")[0])  # shown with -s; the committed report has it in full
    return {r.op: r for r in results}


def upstream_ids() -> dict[str, set[str]]:
    """test file -> node ids upstream collected for the cuTile backend."""
    data = json.loads(CONFIGS.read_text())
    out: dict[str, set[str]] = {}
    for entry in data["tests"]:
        for key, configs in [*entry["op_configs"].items(), *entry["perf_configs"].items()]:
            cls = key.split("::")[0] if "::" in key else entry["test_class"]
            for c in configs:
                if "cutile" in c.get("_collected_for", ["cutile"]):
                    out.setdefault(entry["test_file"], set()).add(f"{entry['test_file']}::{cls}::{c['_pytest_id']}")
    return out


def test_the_expected_ops_analyse_fully_and_the_others_say_why(rows: dict[str, report.Row]) -> None:
    assert len(rows) == 30, sorted(rows)
    full = {op for op, r in rows.items() if r.status == "full"}
    assert full >= MUST_BE_FULL, {op: rows[op].analysis.unresolved for op in MUST_BE_FULL - full if rows[op].analysis}
    for op, r in rows.items():
        assert r.analysis is not None, f"{op}: {r.error}"
        if r.status != "full":
            assert r.analysis.unresolved, f"{op} is {r.status} without an unresolved item saying why"
    # Known limits, each stated by the analysis itself:
    nvfp4 = rows["nvfp4_quantize"].analysis
    assert nvfp4 is not None and any("not supported on sm_90" in u.reason for u in nvfp4.unresolved)
    # group_gemm takes lists of arrays: a ListParam each, so every variant has reference IR (it had none before).
    group_gemm = rows["group_gemm"].analysis
    assert group_gemm is not None and rows["group_gemm"].status == "full", group_gemm and group_gemm.unresolved
    assert group_gemm.variants and all(v.reference_ir is not None for v in group_gemm.variants)
    assert all(any(p.kind == "list" for p in v.signature.params) for v in group_gemm.variants)
    # fmha's float64 gradient check launches a kernel cuTile Python's own type checker rejects: that configuration
    # is skipped with the compiler's reason, not an unresolved item failing stage A for every other one.
    attention = rows["attention"].analysis
    assert attention is not None and not attention.unresolved, attention and attention.unresolved
    rejected = [c for c in attention.configs if "cuTile Python rejects this float64 launch" in (c.note or "")]
    assert rejected and all(c.status == "skipped" for c in rejected)


def test_node_ids_are_the_ones_upstream_collected(rows: dict[str, report.Row]) -> None:
    expected = upstream_ids()
    for op, r in rows.items():
        assert r.analysis is not None
        for test_file in r.analysis.test_files:
            ours = {c.node_id for c in r.analysis.configs if c.node_id.startswith(test_file.path + "::")}
            assert ours == expected[test_file.path], f"{op}: {test_file.path}"


def test_every_written_analysis_validates_and_maps_every_config(rows: dict[str, report.Row]) -> None:
    for op, r in rows.items():
        a = r.analysis
        assert a is not None
        Analysis.model_validate_json(a.model_dump_json())  # round-trips through the published schema
        mapped = {c.node_id for c in a.configs if c.status == "mapped"}
        assert set(a.config_to_variant) == mapped, op


def test_softmax_variants_follow_its_flags(rows: dict[str, report.Row]) -> None:
    a = rows["softmax"].analysis
    assert a is not None
    dispatch = {v.kernel: v.dispatch for v in a.variants}
    assert dispatch["_softmax_kernel_tma"] == {"use_tma": [True]}
    assert dispatch["_softmax_kernel_chunked"] == {"use_chunked": [True]}
    assert dispatch["_softmax_kernel_multi_wave_full_row_reg_cached_ldg"] == {"use_multi_wave": [True]}
    assert a.tolerances["float16"].rtol == 1e-3 and a.tolerances["float16"].atol == 1e-5
    assert a.tolerances["float32"].rtol == 1e-5 and a.tolerances["float32"].atol == 1e-7


def test_matmul_records_its_autotune_space_and_transpose_variants(rows: dict[str, report.Row]) -> None:
    a = rows["matmul"].analysis
    assert a is not None
    persistent = [v for v in a.variants if v.kernel == "_static_persistent_matmul_kernel"]
    assert persistent and all(v.autotune_configs for v in persistent)
    assert all("TRANSPOSE_A" in v.structure and "TRANSPOSE_B" in v.structure for v in persistent)
    assert {"bfloat16", "float16", "float32"} <= {d for v in a.variants for d in v.dtypes}
    # Every array's dtype, per combination launched (A, B and C share one in every matmul test): what the
    # translator writes one entry per where the kernel tests A.dtype.
    for v in a.variants:
        assert sorted(c[0] for c in v.array_dtypes) == v.dtypes
        assert all(len(c) == 3 and len(set(c)) == 1 for c in v.array_dtypes)


def test_pytest_collects_the_generated_repository_the_same_way(tilegym_repo: Path) -> None:
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "--collect-only",
            "-q",
            "-p",
            "no:cacheprovider",
            "-p",
            "tilebot.runner.analysis.dryrun.collect_plugin",
            "tests",
        ],
        cwd=tilegym_repo,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    collected = {line.strip() for line in proc.stdout.splitlines() if "::" in line}
    for test_file, ids in upstream_ids().items():
        assert ids <= collected, f"{test_file}: {sorted(ids - collected)[:3]}"


def test_rms_norm_records_the_constant_combinations_its_tests_launch(rows: dict[str, report.Row]) -> None:
    a = rows["rms_norm"].analysis
    assert a is not None
    gather = next(v for v in a.variants if v.kernel == "_rms_norm_kernel_gather")
    pairs = {(c["N"], c["TILE_SIZE"]) for c in gather.constant_combinations}
    # N = 768 pads to a 1024 tile (the translator's check_bounds key is true only there), every combination the
    # configurations launch is listed once, and far fewer than the product of each constant's values.
    assert (768, 1024) in pairs and (1024, 1024) in pairs
    assert len(pairs) == len(gather.constant_combinations)
    assert len(pairs) < len(gather.varying_constants["N"]) * len(gather.varying_constants["TILE_SIZE"])
    assert all(set(c) == set(gather.constants) for c in gather.constant_combinations)


def test_moe_records_the_expert_gemm_its_interface_launches_after_the_align_op(rows: dict[str, report.Row]) -> None:
    """moe's tests call ``moe_interface.fused_moe``: the dispatched align op, then ``invoke_fused_moe_kernel`` twice
    (gate/up without the routed weights, down with them). Stage A once stopped at the align op's return, so the
    translation had no entry for ``_fused_moe_kernel`` and D found no variant for the test's launch."""
    a = rows["moe"].analysis
    assert a is not None and rows["moe"].status == "full", a and a.unresolved
    (gemm,) = [v for v in a.variants if v.kernel == "_fused_moe_kernel"]
    assert sorted(gemm.varying_constants["MUL_ROUTED_WEIGHT"]) == [0, 1]
    node = "tests/ops/test_moe.py::Test_MOE::test_op[cutile-torch.bfloat16-64-1024-512-20-8]"
    assert gemm.name in a.config_to_variant[node]
