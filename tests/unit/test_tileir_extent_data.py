"""An array's extent read as data (``1.0 / x.shape[1]``) is the same value on both sides.

cuTile Python passes ``x.shape[1]`` as the scalar argument its tensor view takes for that extent; cutile-rs reads
it from the view (``get_tensor_shape``). Index math already names both ``shape(A0 )#0``; a value stored from it
must pair the same way, and still differ from another array's extent or from an argument that is no extent.
"""

from __future__ import annotations

from tilebot.runner.tileir.diff import DiffResult, diff_ir
from tilebot.runner.tileir.rules import Severity

VIEW = "tensor_view<?xf32, strides=[1]>"
PV = f"partition_view<tile=(128), {VIEW}>"


def _store_extent(params: str, x_extent: str, y_extent: str, read: str, value: str) -> str:
    """y[bid] = x[bid] * float(<value>), where ``read`` may define ``value`` from the views."""
    return f"""\
entry @k({params}) {{
  %0 = make_token : token
  %tv = make_tensor_view %arg0, shape = [{x_extent}], strides = [1] : tile<i32> -> {VIEW}
  %tv2 = make_tensor_view %arg1, shape = [{y_extent}], strides = [1] : tile<i32> -> {VIEW}
  {read}
  %bx, %by, %bz = get_tile_block_id : tile<i32>
  %pv = make_partition_view %tv : {PV}
  %t, %tt = load_view_tko weak %pv[%bx] token = %0 : {PV}, tile<i32> -> tile<128xf32>, token
  %f = itof {value} signed : tile<i32> -> tile<f32>
  %r = reshape %f : tile<f32> -> tile<1xf32>
  %b = broadcast %r : tile<1xf32> -> tile<128xf32>
  %m = mulf %t, %b : tile<128xf32>
  %pv2 = make_partition_view %tv2 : {PV}
  %s = store_view_tko weak %m, %pv2[%bx] token = %0 : tile<128xf32>, {PV}, tile<i32> -> token
  return
}}"""


PARAMS = "%arg0: tile<ptr<f32>>, %arg1: tile<ptr<f32>>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>"
# cuTile Python: x's extent is the argument %arg2 itself, y's %arg3; %arg4 is a plain int argument.
REFERENCE = _store_extent(PARAMS, "%arg2", "%arg3", "", "%arg2")


def _candidate(view: str) -> str:
    """cutile-rs: the extent read back from a view."""
    read = f"%e = get_tensor_shape {view} : {VIEW} -> tile<i32>"
    return _store_extent(PARAMS, "%arg2", "%arg3", read, "%e")


def _must(result: DiffResult) -> list[str]:
    return [f.message for f in result.findings if f.severity is Severity.MUST_MATCH]


def test_an_extent_argument_stored_as_data_matches_the_extent_read_from_the_view() -> None:
    assert not _must(diff_ir(REFERENCE, _candidate("%tv")))


def test_the_other_arrays_extent_is_still_a_difference() -> None:
    must = _must(diff_ir(REFERENCE, _candidate("%tv2")))
    assert any("stored value" in m and "shape(A1 )#0" in m for m in must), must


def test_an_argument_that_is_no_extent_is_still_a_difference() -> None:
    reference = _store_extent(PARAMS, "%arg2", "%arg3", "", "%arg4")  # a plain int argument, not x's extent
    must = _must(diff_ir(reference, _candidate("%tv")))
    assert any("stored value" in m for m in must), must
