"""Integer index tiles spread by a `broadcast` keep the axis they vary along: a 64-lane iota spread across rows
(row offsets) is not the same index as that iota spread across columns (column offsets), although both are
`iota64` lane by lane before the broadcast. Where each frontend spreads (before or after widening, masking, or
offsetting the pointer tile) does not matter.
"""

from __future__ import annotations

from tilebot.runner.tileir.diff import diff_ir
from tilebot.runner.tileir.rules import Severity

T, P = "tile<64x64xi32>", "tile<64x64xptr<f32>>"


def _spread(name: str, iota: str, shape: str) -> str:
    """``name``: a 64-lane iota reshaped to ``shape`` (64x1: along rows, 1x64: along columns), spread to 64x64."""
    return (
        f"  {iota} = iota : tile<64xi32>\n"
        f"  {iota}r = reshape {iota} : tile<64xi32> -> tile<{shape}xi32>\n"
        f"  {name} = broadcast {iota}r : tile<{shape}xi32> -> {T}\n"
    )


def _pointers(name: str, base: str) -> str:
    return (
        f"  {name}r = reshape {base} : tile<ptr<f32>> -> tile<1x1xptr<f32>>\n"
        f"  {name} = broadcast {name}r : tile<1x1xptr<f32>> -> {P}\n"
    )


def _kernel(rows: str = "64x1", cols: str = "1x64", mask: str = "") -> str:
    """y[r, c] = x[r, c] for a 64x64 tile: offset r * pitch + c, the row and column index tiles spread from iotas
    (``rows``/``cols``: the shape each iota is reshaped to before the spread)."""
    masked = ", %m, %zero" if mask else ""
    mask_types = ", tile<64x64xi1>, tile<64x64xf32>" if mask else ""
    return f"""\
entry @k(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<ptr<f32>>) {{
  %0 = make_token : token
{_spread("%rb", "%ri", rows)}{_spread("%cb", "%ci", cols)}\
  %sr = reshape %arg1 : tile<i32> -> tile<1x1xi32>
  %sb = broadcast %sr : tile<1x1xi32> -> {T}
  %ro = muli %rb, %sb : {T}
  %off = addi %ro, %cb : {T}
{mask}{_pointers("%pb", "%arg0")}\
  %p = offset %pb, %off : {P}, {T} -> {P}
  %zc = constant <f32: 0.000000e+00> : tile<f32>
  %zr = reshape %zc : tile<f32> -> tile<1x1xf32>
  %zero = broadcast %zr : tile<1x1xf32> -> tile<64x64xf32>
  %v, %vt = load_ptr_tko weak %p{masked} token=%0 : {P}{mask_types} -> tile<64x64xf32>, token
{_pointers("%qb", "%arg2")}\
  %q = offset %qb, %off : {P}, {T} -> {P}
  %s = store_ptr_tko weak %q, %v token=%0 : {P}, tile<64x64xf32> -> token
  return
}}"""


def _must(reference: str, candidate: str) -> list[str]:
    return [f.message for f in diff_ir(reference, candidate).findings if f.severity is Severity.MUST_MATCH]


def test_an_index_tile_spread_along_the_other_axis_differs() -> None:
    found = _must(_kernel(), _kernel(rows="1x64", cols="64x1"))  # the row iota as column offsets, and back
    assert any("iota64@0/2" in m and "iota64@1/2" in m for m in found), found


def test_the_same_spread_is_the_same_index() -> None:
    assert not _must(_kernel(), _kernel())


def _column_offsets_first(rows: str = "64x1", cols: str = "1x64") -> str:
    """The pointer tile offset by the column iota before it is spread over rows (one frontend's order)."""
    text = _kernel(rows, cols)
    narrow = "tile<1x64xptr<f32>>" if cols == "1x64" else "tile<64x1xptr<f32>>"
    first = (
        "  %nr = reshape %arg0 : tile<ptr<f32>> -> tile<1x1xptr<f32>>\n"
        f"  %nb = broadcast %nr : tile<1x1xptr<f32>> -> {narrow}\n"
        f"  %np = offset %nb, %cir : {narrow}, tile<{cols}xi32> -> {narrow}\n"
        f"  %pb = broadcast %np : {narrow} -> {P}\n"
        f"  %p = offset %pb, %ro : {P}, {T} -> {P}\n"
    )
    start = text.index("  %pbr = reshape")
    end = text.index("  %zc = constant")
    return text[:start] + first + text[end:]


def test_a_pointer_tile_offset_before_its_spread_keeps_the_axis() -> None:
    assert not _must(_kernel(), _column_offsets_first())
    swapped = _must(_kernel(), _column_offsets_first(rows="1x64", cols="64x1"))
    assert any("iota64@0/2" in m for m in swapped), swapped


# The bounds mask: the column compare made on the 1x64 tile and spread (one frontend), or on the spread tile.
MASK_AFTER = f"""\
  %nr0 = reshape %arg1 : tile<i32> -> tile<1x1xi32>
  %nb0 = broadcast %nr0 : tile<1x1xi32> -> {T}
  %m = cmpi less_than %cb, %nb0, signed : {T} -> tile<64x64xi1>
"""
MASK_BEFORE = """\
  %nr0 = reshape %arg1 : tile<i32> -> tile<1x1xi32>
  %nb0 = broadcast %nr0 : tile<1x1xi32> -> tile<1x64xi32>
  %mn = cmpi less_than %cir, %nb0, signed : tile<1x64xi32> -> tile<1x64xi1>
  %m = broadcast %mn : tile<1x64xi1> -> tile<64x64xi1>
"""


def test_a_mask_compared_before_or_after_the_spread_is_the_same() -> None:
    assert not _must(_kernel(mask=MASK_AFTER), _kernel(mask=MASK_BEFORE))
    rows_mask = MASK_AFTER.replace("%cb,", "%rb,")  # the bound checked on the row index instead
    assert _must(_kernel(mask=MASK_AFTER), _kernel(mask=rows_mask))
