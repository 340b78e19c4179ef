"""Stage A end to end on a small synthetic op: dry run, variants, mapping, signatures, reference IR."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.support import synthetic_op
from tilebot.core.analysis import Analysis
from tilebot.core.config import RunConfig
from tilebot.core.signature import ArrayParam, ConstantParam
from tilebot.runner.analysis.analyze_op import Options, analyze
from tilebot.runner.tileir.parse import parse_ir

TEST_FILE = "tests/ops/test_scale.py::Test_Scale"


@pytest.fixture(scope="module")
def analysis(tmp_path_factory: pytest.TempPathFactory) -> tuple[Analysis, Path]:
    root = synthetic_op.write_repo(tmp_path_factory.mktemp("repo"))
    run_dir = root / "tilebot" / "scale"
    return analyze(root, "scale", RunConfig(), run_dir), run_dir


def config(a: Analysis, node_id: str) -> object:
    (found,) = [c for c in a.configs if c.node_id == f"{TEST_FILE}::{node_id}"]
    return found


def test_variants_split_on_the_bool_constant_and_the_kernel(analysis: tuple[Analysis, Path]) -> None:
    a, _ = analysis
    assert a.fully_analysed, a.unresolved
    names = {v.name: v for v in a.variants}
    assert set(names) == {"scale_kernel__square", "scale_kernel__no_square", "scale_kernel_2d"}
    square = names["scale_kernel__square"]
    assert square.kernel == "_scale_kernel" and square.structure == {"SQUARE": True, "rank(x)": 1, "rank(y)": 1}
    assert square.dispatch == {"square": [True]}
    # the perf configuration represents the variant; autotuning kept its space and launched the first candidate
    assert square.representative_config == f"{TEST_FILE}::test_perf[cutile-1048576]"
    assert square.autotune_configs == [{"TILE": 128}, {"TILE": 256}]
    assert square.constants == {"TILE": 128, "SQUARE": True}
    assert square.grid.example == [8192, 1, 1] and square.grid.expression == "(ct.cdiv(n, tile), 1, 1)"
    assert [t.model_dump() for t in square.tile_shapes] == [{"expression": "(TILE,)", "shape": [128]}]
    two_d = names["scale_kernel_2d"]
    assert two_d.hints["occupancy"] == 2 and two_d.dispatch == {} and two_d.config_count == 2
    assert two_d.grid.expression == "grid = (ct.cdiv(rows, 32), ct.cdiv(cols, 64), 1)"


def test_signature_is_what_the_launch_would_compile(analysis: tuple[Analysis, Path]) -> None:
    a, _ = analysis
    v = next(v for v in a.variants if v.name == "scale_kernel__square")
    x, y, tile, square = v.signature.params
    assert isinstance(x, ArrayParam) and x.dtype == "float16" and x.ndim == 1 and x.stride_constant == (1,)
    assert x.shape_divisible_by == (16,) and x.base_addr_divisible_by == 16 and x.name == "x"
    assert isinstance(y, ArrayParam) and y.name == "y"
    assert tile == ConstantParam(name="TILE", value=128) and square == ConstantParam(name="SQUARE", value=True)


def test_every_configuration_is_accounted_for(analysis: tuple[Analysis, Path]) -> None:
    a, _ = analysis
    assert config(a, "test_op[cutile-dtype0-4096-True]").variants == ["scale_kernel__square"]  # type: ignore[attr-defined]
    assert config(a, "test_op[cutile-dtype1-1000-False]").variants == ["scale_kernel__no_square"]  # type: ignore[attr-defined]
    empty = config(a, "test_op[cutile-dtype0-0-False]")
    assert empty.status == "no_kernel" and "returned without launching" in empty.note  # type: ignore[attr-defined]
    skipped = config(a, "test_op[cutile-dtype1-77-True]")
    assert skipped.status == "skipped" and skipped.note == "odd sizes are covered elsewhere"  # type: ignore[attr-defined]
    assert len(a.correctness_configs) == 10 and len(a.perf_configs) == 1
    assert a.config_to_variant[f"{TEST_FILE}::test_op_2d[cutile-100-200]"] == ["scale_kernel_2d"]
    assert a.tolerances["float16"].atol == 1e-3 and a.tolerances["float32"].rtol == 1e-5
    # no id hook in this repository: pytest names dtype values dtype0, dtype1; the 2-D test has no dtype
    # parameter, so its dtype is the launched array's
    assert config(a, "test_op_2d[cutile-64-128]").dtype == "float32"  # type: ignore[attr-defined]


def test_reference_ir_per_variant_and_per_further_dtype(analysis: tuple[Analysis, Path]) -> None:
    a, run_dir = analysis
    for v in a.variants:
        assert v.reference_ir is not None
        text = (run_dir / v.reference_ir.text).read_text()
        (entry,) = parse_ir(text, v.reference_ir.text).entries
        assert entry.symbol == v.reference_ir.symbol and entry.symbol.startswith(v.kernel)
        assert (run_dir / v.reference_ir.bytecode).read_bytes().startswith(b"\x7fTileIR\x00")
    square = next(v for v in a.variants if v.name == "scale_kernel__square")
    assert [s.dtype for s in square.supplements] == ["float32"]
    assert "mulf" in (run_dir / square.reference_ir.text).read_text()  # type: ignore[union-attr]
    no_square = next(v for v in a.variants if v.name == "scale_kernel__no_square")
    assert "addf" in (run_dir / no_square.reference_ir.text).read_text()  # type: ignore[union-attr]


def test_a_value_dependent_wrapper_is_unresolved_with_its_reason(tmp_path: Path) -> None:
    root = synthetic_op.write_repo(tmp_path, op_source=synthetic_op.VALUE_DEPENDENT_OP)
    a = analyze(root, "scale", RunConfig(), root / "run")
    assert not a.fully_analysed
    untraced = [c for c in a.configs if c.status == "untraced"]
    assert len(untraced) == 9  # all but the skipped one
    assert "ValueDependent: tensor.item() reads a value (at src/tilegym/ops/cutile/scale.py:" in untraced[0].note
    assert any("tensor.item()" in u.reason for u in a.unresolved)


def test_a_configuration_addopts_deselects_is_recorded_skipped_never_dry_run_nor_pinned(tmp_path: Path) -> None:
    # `pytest <node id>` of a test_op_2d configuration runs nothing here: -k in addopts deselects it
    root = synthetic_op.write_repo(tmp_path)
    (root / "pytest.ini").write_text('[pytest]\naddopts = -k "not 2d"\n')
    a = analyze(root, "scale", RunConfig(), root / "run", Options(export_ir=False))
    two_d = [c for c in a.configs if "::test_op_2d[" in c.node_id]
    assert len(two_d) == 2 and not a.unresolved, a.unresolved
    for c in two_d:
        assert c.status == "skipped" and c.note == "pytest deselects it: addopts' -k 'not 2d' (pytest.ini)", c
    assert not any("::test_op_2d[" in node for node in a.config_to_variant)
    assert "_scale_kernel_2d" not in {v.kernel for v in a.variants}  # its only launches were never dry-run
    assert a.config_to_variant[f"{TEST_FILE}::test_op[cutile-dtype0-4096-True]"] == ["scale_kernel__square"]


def test_a_configuration_a_skip_mark_skips_is_recorded_skipped_never_dry_run_nor_pinned(tmp_path: Path) -> None:
    # `pytest <node id>` of a test_op_2d configuration skips it whatever the machine: its parameter set's mark, or
    # the test's own
    root = synthetic_op.write_repo(tmp_path)
    test_file = root / "tests" / "ops" / "test_scale.py"
    text = test_file.read_text(encoding="utf-8")
    marked = text.replace(
        '    @pytest.mark.parametrize("rows, cols", [(64, 128), (100, 200)])\n',
        '    @pytest.mark.parametrize("rows, cols", [(64, 128), pytest.param(100, 200, marks=pytest.mark.skip)])\n'
        '    @pytest.mark.skipif(True, reason="no 2-D port yet")\n',
    )
    assert marked != text
    test_file.write_text(marked, encoding="utf-8")
    a = analyze(root, "scale", RunConfig(), root / "run", Options(export_ir=False))
    two_d = {c.node_id.rpartition("::")[2]: c for c in a.configs if "::test_op_2d[" in c.node_id}
    assert len(two_d) == 2 and not a.unresolved, a.unresolved
    mark = "`pytest.mark.skipif(True, reason='no 2-D port yet')`"
    assert {k: (c.status, c.note) for k, c in two_d.items()} == {
        k: ("skipped", f"pytest skips it: no 2-D port yet ({mark})")
        for k in ("test_op_2d[cutile-64-128]", "test_op_2d[cutile-100-200]")
    }
    assert not any("::test_op_2d[" in node for node in a.config_to_variant)
    assert "_scale_kernel_2d" not in {v.kernel for v in a.variants}  # its only launches were never dry-run
    assert a.config_to_variant[f"{TEST_FILE}::test_op[cutile-dtype0-4096-True]"] == ["scale_kernel__square"]
