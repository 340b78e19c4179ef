"""A gather's bounds check against an extent cuTile Python specialized to 1 (specialization.py), on real exports.

cuTile Python compiles a gather from a `[1, 256]` array with `index < 1` for dimension 0 (the entry symbol
records the static extent); the same kernel compiled for a `[2, 256]` array compares with the extent argument,
as cutile-rs always does. The diff must read the two as the same bounds check, and still tell a bounds check
from a mask the kernel wrote.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tilebot.core.signature import ArrayParam, ConstantParam, KernelSignatureSpec
from tilebot.runner.tileir import canonical
from tilebot.runner.tileir.diff import diff_ir
from tilebot.runner.tileir.export import export_reference
from tilebot.runner.tileir.parse import parse_ir
from tilebot.runner.tileir.rules import Category, Severity

KERNELS = """\
import cuda.tile as ct


@ct.kernel
def bounds(x, y, T: ct.Constant[int]):
    t = ct.gather(x, (ct.bid(0), ct.arange(T, dtype=ct.int32)))
    ct.store(y, index=(ct.bid(0), 0), tile=ct.reshape(t * 2.0, (1, T)))


@ct.kernel
def own_mask_all_dims(x, y, T: ct.Constant[int]):
    i = ct.arange(T, dtype=ct.int32)
    t = ct.gather(x, (ct.bid(0), i), mask=(ct.bid(0) < 1) & (i + 1 < x.shape[1]), check_bounds=False)
    ct.store(y, index=(ct.bid(0), 0), tile=ct.reshape(t * 2.0, (1, T)))


@ct.kernel
def copy(x, y, T: ct.Constant[int]):
    i = ct.arange(T, dtype=ct.int32)
    ct.scatter(y, (ct.bid(0), i), ct.gather(x, (ct.bid(0), i)) * 2.0)


@ct.kernel
def copy_other_extent(x, y, T: ct.Constant[int]):
    i = ct.arange(T, dtype=ct.int32)
    v = ct.gather(x, (ct.bid(0), i)) * 2.0
    ct.scatter(y, (ct.bid(0), i), v, mask=(ct.bid(0) < x.shape[0]) & (i < y.shape[1]), check_bounds=False)


@ct.kernel
def own_mask(x, y, T: ct.Constant[int]):
    i = ct.arange(T, dtype=ct.int32)
    t = ct.gather(x, (ct.bid(0), i), mask=ct.bid(0) < 1, check_bounds=False)
    ct.store(y, index=(ct.bid(0), 0), tile=ct.reshape(t * 2.0, (1, T)))
"""


Layout = tuple[tuple[int, ...], tuple[int, ...]]  # shape, strides


def _export_module(tmp_path: Path, module: str, kernel: str, x: Layout, y: Layout, tile: int, name: str) -> str:
    """``kernel`` of the source text ``module`` exported for arrays x and y laid out as given, and T = tile."""
    source = tmp_path / f"{name}.py"
    source.write_text(module, encoding="utf-8")
    spec = KernelSignatureSpec(
        params=(
            ArrayParam.as_launched("float32", *x, name="x"),
            ArrayParam.as_launched("float32", *y, name="y"),
            ConstantParam(name="T", value=tile),
        )
    )
    return export_reference(source, kernel, spec, tmp_path / name, name=name).text


def _export(tmp_path: Path, kernel: str, rows: int) -> str:
    layout = ((rows, 256), (256, 1))
    return _export_module(tmp_path, KERNELS, kernel, layout, layout, 256, f"{kernel}{rows}")


@pytest.fixture(scope="module")
def exports(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    tmp = tmp_path_factory.mktemp("folded")
    return {
        f"{k}{n}": _export(tmp, k, n)
        for k in ("bounds", "own_mask", "own_mask_all_dims", "copy", "copy_other_extent")
        for n in (1, 2)
    }


def _must(reference: str, candidate: str) -> list[str]:
    result = diff_ir(reference, candidate)
    return [f.message for f in result.findings if f.severity is Severity.MUST_MATCH]


def test_the_specialized_extent_is_a_constant_in_the_reference(exports: dict[str, str]) -> None:
    unit = canonical.canonicalize(parse_ir(exports["bounds1"], "ref")).entries[0]
    general = canonical.canonicalize(parse_ir(exports["bounds2"], "ref")).entries[0]
    assert unit.notes[canonical.NOTE_UNIT_EXTENT] == 1
    assert general.notes[canonical.NOTE_UNIT_EXTENT] == 0


def test_a_bounds_check_against_the_extent_argument_matches_the_folded_one(exports: dict[str, str]) -> None:
    result = diff_ir(exports["bounds1"], exports["bounds2"])
    assert result.verdict.value == "PASS_WITH_NOTES", [f.message for f in result.findings]
    notes = [f for f in result.findings if canonical.NOTE_UNIT_EXTENT in f.message]
    assert len(notes) == 1 and notes[0].severity is Severity.OK_TO_DIFFER
    assert notes[0].category is Category.MASK_PADDING


def test_a_mask_the_kernel_wrote_is_not_read_as_a_bounds_check(exports: dict[str, str]) -> None:
    # `bid < 1` with check_bounds=False: the same compare as the folded bounds check, but no check of dimension 1
    assert canonical.canonicalize(parse_ir(exports["own_mask1"], "r")).entries[0].notes[canonical.NOTE_UNIT_EXTENT] == 0
    assert _must(exports["bounds1"], exports["own_mask2"])
    assert _must(exports["own_mask1"], exports["bounds2"])


def test_a_mask_that_compares_another_index_with_an_extent_is_not_a_bounds_check(exports: dict[str, str]) -> None:
    # every dimension compared, one against its extent argument, but dimension 1 at `i + 1`, not its own index
    entry = canonical.canonicalize(parse_ir(exports["own_mask_all_dims1"], "r")).entries[0]
    assert entry.notes[canonical.NOTE_UNIT_EXTENT] == 0
    assert _must(exports["own_mask_all_dims1"], exports["bounds2"])


def test_a_symbol_that_does_not_demangle_unfolds_nothing(exports: dict[str, str]) -> None:
    text = exports["bounds1"]
    symbol = text.split("@", 1)[1].split("(", 1)[0]
    renamed = text.replace(symbol, "bounds_entry_hash1234")
    assert canonical.canonicalize(parse_ir(renamed, "c")).entries[0].notes[canonical.NOTE_UNIT_EXTENT] == 0
    assert _must(renamed, exports["bounds2"])  # without the symbol's facts the constant stays a difference


def _port_symbol(text: str) -> str:
    """The export under a symbol that is not cuTile Python's: a port that compiled the extent in as 1 itself."""
    return text.replace(text.split("@", 1)[1].split("(", 1)[0], "bounds_entry")


def test_a_port_that_folds_the_extent_as_the_reference_did_matches_it(exports: dict[str, str]) -> None:
    # The translator writes a size-1 dimension in as 1 (`index < 1`), as cuTile Python compiled the reference.
    result = diff_ir(exports["bounds1"], _port_symbol(exports["bounds1"]))
    assert result.verdict.value in ("PASS", "PASS_WITH_NOTES"), [f.message for f in result.findings]


def test_a_port_that_folds_an_extent_the_reference_did_not_is_caught(exports: dict[str, str]) -> None:
    assert _must(exports["bounds2"], _port_symbol(exports["bounds1"]))  # compiled for 2 rows: `< 1` drops one
    assert _must(exports["bounds1"], _port_symbol(exports["own_mask1"]))  # `bid < 1` alone: dimension 1 unchecked


def test_each_array_s_own_bounds_check_is_read_as_its_own_extent(exports: dict[str, str]) -> None:
    # gather from x and scatter to y at the same index: cuTile Python writes one `bid < 1` per array, which the
    # canonical form's CSE would merge into one compare standing for two extents (sparse_mla's K and V gathers):
    # each is read before that, as its own array's extent
    entry = canonical.canonicalize(parse_ir(exports["copy1"], "r")).entries[0]
    assert entry.notes[canonical.NOTE_UNIT_EXTENT] == 2
    assert not _must(exports["copy1"], exports["copy2"])
    # still caught: the scatter bounds-checked against the gathered array's extent instead of its own
    assert _must(exports["copy1"], exports["copy_other_extent2"])


def test_a_compare_shared_by_two_arrays_masks_is_left_as_it_is(exports: dict[str, str]) -> None:
    # the scatter's mask made to read the gather's `bid < 1`: one compare checks two extents, so it is not read
    # as either (the diff stays conservative and names the difference)
    text = exports["copy1"]
    # (result, the dimension-0 compare, the dimension-1 compare) of the gather's mask, then of the scatter's
    gather_mask, scatter_mask = re.findall(r"(%\d+) = andi (%\d+), (%\d+) : tile<256xi1>", text)
    scatter_and = f"{scatter_mask[0]} = andi {scatter_mask[1]},"
    assert scatter_and in text
    shared = text.replace(scatter_and, f"{scatter_mask[0]} = andi {gather_mask[1]},", 1)
    entry = canonical.canonicalize(parse_ir(shared, "r")).entries[0]
    assert entry.notes[canonical.NOTE_UNIT_EXTENT] == 0
    assert _must(shared, exports["copy2"])


ZERO_INDEX = """\
import cuda.tile as ct


@ct.kernel
def zero_index(x, y, T: ct.Constant[int]):
    t = ct.gather(x, (ct.bid(0), 0, ct.arange(T, dtype=ct.int32)))
    ct.store(y, index=(ct.bid(0), 0), tile=ct.reshape(t * 2.0, (1, T)))


@ct.kernel
def one_index(x, y, T: ct.Constant[int]):
    t = ct.gather(x, (ct.bid(0), 1, ct.arange(T, dtype=ct.int32)))
    ct.store(y, index=(ct.bid(0), 0), tile=ct.reshape(t * 2.0, (1, T)))
"""


def _export_zero_index(tmp_path: Path, middle: int, kernel: str = "zero_index") -> str:
    x = ((2, middle, 256), (middle * 256, 256, 1))
    return _export_module(tmp_path, ZERO_INDEX, kernel, x, ((2, 256), (256, 1)), 256, f"{kernel}{middle}")


def test_a_dimension_indexed_by_the_constant_0_is_read_as_its_extent(tmp_path: Path) -> None:
    # sparse_mla's `ct.gather(KPE, (b, 0, rows, cols))` on a [B, 1, S, D] array: `0 < 1`, whose `0 · stride` term
    # the offset folds away, is that dimension's bounds check all the same
    unit, general = _export_zero_index(tmp_path, 1), _export_zero_index(tmp_path, 2)
    assert canonical.canonicalize(parse_ir(unit, "ref")).entries[0].notes[canonical.NOTE_UNIT_EXTENT] == 1
    assert not _must(unit, general)
    assert _must(unit, _export_zero_index(tmp_path, 2, "one_index"))  # still caught: index 1, not 0


UNIT_TAIL = """\
import cuda.tile as ct


@ct.kernel
def unit_tail(x, y, T: ct.Constant[int]):
    i = ct.arange(T, dtype=ct.int32)
    t = ct.gather(x, (ct.bid(0), ct.bid(1), i, ct.bid(2)))
    ct.scatter(y, (ct.bid(0), ct.bid(1), i, ct.bid(2)), t * 2.0)


@ct.kernel
def swapped_tail(x, y, T: ct.Constant[int]):
    i = ct.arange(T, dtype=ct.int32)
    t = ct.gather(x, (ct.bid(0), ct.bid(1), ct.bid(2), i))
    ct.scatter(y, (ct.bid(0), ct.bid(1), ct.bid(2), i), t * 2.0)
"""


def _export_unit_tail(tmp_path: Path, tail: int, kernel: str = "unit_tail") -> str:
    # gemma_attention_decode's LSE scatter: a contiguous [B, H, G, S] array launched with G = S = 1, whose
    # strides (H, 1, 1, 1) cuTile Python specializes, three dimensions with the same constant stride 1; the general
    # launch keeps those strides (a stride-1 dimension is static either way), so only the extents differ
    layout = ((2, 4, tail, tail), (4 * tail * tail, 1, 1, 1))
    return _export_module(tmp_path, UNIT_TAIL, kernel, layout, layout, 8, f"{kernel}{tail}")


def test_dimensions_sharing_a_constant_stride_are_told_apart_by_the_offset_s_terms(tmp_path: Path) -> None:
    # `b·s0 + h·1 + i·1 + z·1`: the sum cannot say which of h, i, z is dimension 2's index; the offset's own
    # `muli(index, stride)` terms, one per dimension in order, do. Each array's `i < 1` and `z < 1` is read as
    # its extents 2 and 3 (two arrays, two folded extents each)
    unit, general = _export_unit_tail(tmp_path, 1), _export_unit_tail(tmp_path, 2)
    assert canonical.canonicalize(parse_ir(unit, "ref")).entries[0].notes[canonical.NOTE_UNIT_EXTENT] == 4
    assert not _must(unit, general)


def test_indices_swapped_between_dimensions_of_one_constant_stride_are_still_caught(tmp_path: Path) -> None:
    # launched with extents 1 the swapped kernel addresses the same elements; for any other launch it does not
    unit = _export_unit_tail(tmp_path, 1)
    assert _must(unit, _export_unit_tail(tmp_path, 2, "swapped_tail"))


def test_a_compare_of_another_dimension_s_index_is_not_read_as_a_bounds_check(tmp_path: Path) -> None:
    # the gather's dimension-3 check made to compare dimension 2's index: not that dimension's bounds check, so
    # the gather's mask is left as written (only the scatter's two checks are read as extents)
    unit = _export_unit_tail(tmp_path, 1)
    compares = re.findall(r"(%\d+) = cmpi less_than (%\w+), (%\w+), unsigned : tile<8xi64>", unit)
    (_, dim2_index, _), (_, dim3_index, dim3_extent) = compares[2], compares[3]
    line = f"cmpi less_than {dim3_index}, {dim3_extent}, unsigned : tile<8xi64>"
    assert unit.count(line) == 1
    mutant = unit.replace(line, f"cmpi less_than {dim2_index}, {dim3_extent}, unsigned : tile<8xi64>")
    assert canonical.canonicalize(parse_ir(mutant, "ref")).entries[0].notes[canonical.NOTE_UNIT_EXTENT] == 2
    assert _must(mutant, _export_unit_tail(tmp_path, 2))


ONE_DIMENSION = """\
import cuda.tile as ct


@ct.kernel
def unit_1d(x, y, T: ct.Constant[int]):
    z = ct.zeros((1,), dtype=ct.int32)
    ct.scatter(y, z, ct.gather(x, z) * 2.0)


@ct.kernel
def own_mask_1d(x, y, T: ct.Constant[int]):
    z = ct.zeros((1,), dtype=ct.int32)
    ct.scatter(y, z, ct.gather(x, z) * 2.0, mask=z < 1, check_bounds=False)
"""


def _export_1d(tmp_path: Path, kernel: str, extent: int) -> str:
    layout = ((extent,), (1,))
    return _export_module(tmp_path, ONE_DIMENSION, kernel, layout, layout, 256, f"{kernel}{extent}")


def test_a_one_dimensional_array_s_own_bounds_check_is_read_as_its_extent(tmp_path: Path) -> None:
    # moe's `ct.scatter(total_tokens_post_pad, zero_offset, …)` into a [1] array: no other dimension is checked
    # against its argument, but the compare is of the very i64 index the lowering offsets the pointer by
    unit, general = _export_1d(tmp_path, "unit_1d", 1), _export_1d(tmp_path, "unit_1d", 2)
    assert canonical.canonicalize(parse_ir(unit, "ref")).entries[0].notes[canonical.NOTE_UNIT_EXTENT] == 2
    assert canonical.canonicalize(parse_ir(general, "ref")).entries[0].notes[canonical.NOTE_UNIT_EXTENT] == 0
    result = diff_ir(unit, general)
    assert result.verdict.value == "PASS_WITH_NOTES", [f.message for f in result.findings]


def test_a_one_dimensional_mask_the_kernel_wrote_is_not_read_as_a_bounds_check(tmp_path: Path) -> None:
    # `z < 1` with check_bounds=False on the scatter: the kernel's own i32 compare, not the lowering's (the gather
    # beside it keeps its bounds check, which is read as its extent)
    own = _export_1d(tmp_path, "own_mask_1d", 1)
    assert canonical.canonicalize(parse_ir(own, "ref")).entries[0].notes[canonical.NOTE_UNIT_EXTENT] == 1
    assert _must(own, _export_1d(tmp_path, "unit_1d", 2))
    assert _must(_export_1d(tmp_path, "unit_1d", 1), _export_1d(tmp_path, "own_mask_1d", 2))
