"""Reference exports at the edges: bool scatters, reduce bodies, a module edited between exports, bad hints."""

from __future__ import annotations

from pathlib import Path

import pytest

from tilebot.core.signature import ArrayParam, ConstantParam, KernelHints, KernelSignatureSpec
from tilebot.runner.tileir import canonical
from tilebot.runner.tileir.diff import diff_ir
from tilebot.runner.tileir.export import ExportError, export_reference
from tilebot.runner.tileir.kernel_loader import KernelLoadError
from tilebot.runner.tileir.parse import parse_ir

BOOL_SCATTER = """\
import cuda.tile as ct


@ct.kernel
def positive(x, y, T: ct.Constant[int]):
    i = ct.arange(T, dtype=ct.int32)
    ct.scatter(y, (ct.bid(0), i), ct.gather(x, (ct.bid(0), i)) > 0.0)
"""


def _folded_extents(tmp_path: Path, rows: int) -> int:
    source = tmp_path / "bool_scatter.py"
    source.write_text(BOOL_SCATTER, encoding="utf-8")
    spec = KernelSignatureSpec(
        params=(
            ArrayParam.as_launched("float32", (rows, 256), (256, 1), name="x"),
            ArrayParam.as_launched("bool_", (rows, 256), (256, 1), name="y"),
            ConstantParam(name="T", value=256),
        )
    )
    text = export_reference(source, "positive", spec, tmp_path / f"rows{rows}").text
    return int(canonical.canonicalize(parse_ir(text, "ref")).entries[0].notes[canonical.NOTE_UNIT_EXTENT])


def test_a_scatter_of_booleans_has_its_mask_read_not_its_stored_tile(tmp_path: Path) -> None:
    # `store_ptr_tko %pointers, %values, %mask`: with i1 values the first i1 operand is the data; the scatter's
    # bounds check on the size-1 dimension is read as that extent all the same, as the gather's is
    assert _folded_extents(tmp_path, 1) == 2
    assert _folded_extents(tmp_path, 2) == 0


def test_the_ir_diff_reads_a_scatter_of_booleans(tmp_path: Path) -> None:
    # Before: the stored tile of booleans was taken for the mask, no data was left, and the diff raised IndexError
    source = tmp_path / "bool_scatter.py"
    source.write_text(BOOL_SCATTER, encoding="utf-8")
    spec = KernelSignatureSpec(
        params=(
            ArrayParam.as_launched("float32", (4, 256), (256, 1), name="x"),
            ArrayParam.as_launched("bool_", (4, 256), (256, 1), name="y"),
            ConstantParam(name="T", value=256),
        )
    )
    text = export_reference(source, "positive", spec, tmp_path / "ref").text
    assert diff_ir(text, text).verdict == "PASS"
    source.with_name("flipped.py").write_text(BOOL_SCATTER.replace("> 0.0", "< 0.0"), encoding="utf-8")
    flipped = export_reference(source.with_name("flipped.py"), "positive", spec, tmp_path / "flipped")
    assert diff_ir(text, flipped.text).verdict not in ("PASS", "PASS_WITH_NOTES")


SCALE = """\
import cuda.tile as ct


@ct.kernel
def scale(x, y, T: ct.Constant[int]):
    b = ct.bid(0)
    ct.store(y, index=(b,), tile=ct.load(x, index=(b,), shape=(T,)) * FACTOR)
"""


def test_a_module_edited_after_its_import_is_exported_as_it_is_now(tmp_path: Path) -> None:
    # `import` mode: sys.modules hands back the module of the first import, whatever the file says since
    source = tmp_path / f"edited_{tmp_path.name}.py"  # a module name no other test imports
    array = ArrayParam.as_launched("float32", (4096,), (1,))
    spec = KernelSignatureSpec(params=(array, array, ConstantParam(name="T", value=128)))
    exported = {}
    for factor in ("2.0", "3.0", "2.0"):
        source.write_text(SCALE.replace("FACTOR", factor), encoding="utf-8")
        exported[factor] = export_reference(source, "scale", spec, tmp_path / "out", name=f"scale{factor[0]}")
        assert f"constant <f32: {factor}00000e+00>" in exported[factor].text
    assert exported["2.0"].loaded is not None and exported["2.0"].loaded.mode == "import"
    assert exported["3.0"].loaded is not None and "changed since" in exported["3.0"].loaded.import_error


def test_hints_cutile_refuses_are_an_export_error_naming_the_kernel(tmp_path: Path) -> None:
    source = tmp_path / "hinted.py"
    source.write_text(SCALE.replace("FACTOR", "2.0"), encoding="utf-8")
    array = ArrayParam.as_launched("float32", (4096,), (1,))
    spec = KernelSignatureSpec(params=(array, array, ConstantParam(name="T", value=128)))
    with pytest.raises(ExportError, match=r"could not compile `scale` for .*num_ctas should be power of 2"):
        export_reference(source, "scale", spec, tmp_path / "out", hints=KernelHints(num_ctas=3))


ROW_MAX = """\
import cuda.tile as ct


@ct.kernel
def row_max(x, y, T: ct.Constant[int]):
    t = ct.load(x, index=(ct.bid(0), 0), shape=(1, T))
    ct.store(y, index=(ct.bid(0), 0), tile=ct.reduce(t, 1, lambda lhs, rhs: ct.maximum(lhs, rhs), 0.0, keepdims=True))


@ct.kernel
def row_min(x, y, T: ct.Constant[int]):
    def smaller(lhs, rhs):
        return ct.minimum(lhs, rhs)

    t = ct.load(x, index=(ct.bid(0), 0), shape=(1, T))
    ct.store(y, index=(ct.bid(0), 0), tile=ct.reduce(t, 1, smaller, 0.0, keepdims=True))


@ct.kernel
def row_bias(x, y, T: ct.Constant[int]):
    t = ct.load(x, index=(ct.bid(0), 0), shape=(1, T))
    ct.store(y, index=(ct.bid(0), 0), tile=ct.reduce(t, 1, lambda lhs, rhs: lhs + rhs + BIAS, 0.0, keepdims=True))
"""


def test_a_reduce_body_s_parameters_are_not_read_as_module_globals(tmp_path: Path) -> None:
    source = tmp_path / "row_reduce.py"
    source.write_text(ROW_MAX, encoding="utf-8")
    spec = KernelSignatureSpec(
        params=(
            ArrayParam.as_launched("float32", (64, 128), (128, 1)),
            ArrayParam.as_launched("float32", (64, 1), (1, 1)),
            ConstantParam(name="T", value=128),
        )
    )
    assert "maxf" in export_reference(source, "row_max", spec, tmp_path / "out").text
    assert "minf" in export_reference(source, "row_min", spec, tmp_path / "out").text
    with pytest.raises(KernelLoadError, match=r"could not be bound: BIAS$"):  # a real global is still named
        export_reference(source, "row_bias", spec, tmp_path / "out")
