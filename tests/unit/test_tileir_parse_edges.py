"""Tile IR text the parser must read exactly: string attributes (print formats, assert messages)."""

from __future__ import annotations

import textwrap
from pathlib import Path

from tilebot.core.signature import ArrayParam, ConstantParam, KernelSignatureSpec
from tilebot.runner.tileir.export import export_reference
from tilebot.runner.tileir.model import Op, walk_ops
from tilebot.runner.tileir.parse import parse_ir

# The shape of what tileirdisasm prints for `ct.printf` and `ct.assert_` (quotes escaped as \22, newlines as \0A).
HEAD = """\
entry @k(%arg0: tile<ptr<f32>>, %arg1: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %tview = make_tensor_view %arg0, shape = [%arg1], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
  %pview = make_partition_view %tview : partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x] token = %0 : \
partition_view<tile=(128), tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<128xf32>, token
"""


def _only(text: str, name: str) -> Op:
    ops = [op for e in parse_ir(text).entries for op in walk_ops(e.body) if op.name == name]
    assert len(ops) == 1
    return ops[0]


def test_percent_specifiers_in_a_print_format_are_not_references() -> None:
    fmt = '"row %d of %tile: %f \\22done\\22\\0A"'
    line = f"  %1 = print_tko {fmt}, %blockId_x, %tile token=%0 : tile<i32>, tile<128xf32> -> token\n"
    text = HEAD + line + "  return\n}\n"
    op = _only(text, "print_tko")
    assert [v.name for v in op.operands] == ["%blockId_x", "%tile", "%0"]
    assert op.operand_types == ["tile<i32>", "tile<128xf32>"] and op.result_types == ["token"]
    assert fmt in op.flags and fmt in op.attr_key  # the whole format is compared, as one value
    assert "".join(op.pieces).count(fmt) == 1  # and printed back verbatim


def test_a_type_separator_inside_a_message_is_not_the_ops_types() -> None:
    text = HEAD + (
        "  %cst = constant <f32: 0.000000e+00> : tile<128xf32>\n"
        "  %1 = cmpf greater_than ordered %tile, %cst : tile<128xf32> -> tile<128xi1>\n"
        '  assert %1, "x : y -> z, {w}" : tile<128xi1>\n'
        "  return\n}\n"
    )
    op = _only(text, "assert")
    assert [v.name for v in op.operands] == ["%1"]
    assert op.operand_types == ["tile<128xi1>"]
    assert op.flags == ('"x : y -> z, {w}"',)


def test_two_messages_differing_only_in_text_differ() -> None:
    def assert_op(message: str) -> Op:
        return _only(HEAD + f'  assert %blockId_x, "{message}" : tile<i32>\n  return\n}}\n', "assert")

    assert assert_op("n %d too big").attr_key != assert_op("n %d too small").attr_key


def test_real_printf_and_assert_export_parses(tmp_path: Path) -> None:
    module = tmp_path / "debug_kernels.py"
    module.write_text(
        textwrap.dedent(
            """\
            import cuda.tile as ct


            @ct.kernel
            def noisy(x, y, T: ct.Constant[int]):
                b = ct.bid(0)
                a = ct.load(x, index=(b,), shape=(T,))
                ct.printf("block %d: \\"%f\\" : ok {\\n", b, a)
                ct.assert_(a > 0, "values must be > 0, got %f")
                ct.store(y, index=(b,), tile=a)
            """
        ),
        encoding="utf-8",
    )
    array = ArrayParam.as_launched("float32", (4096,), (1,))
    spec = KernelSignatureSpec(params=(array, array, ConstantParam(name="T", value=128)))
    text = export_reference(module, "noisy", spec, tmp_path / "out").text
    printed = _only(text, "print_tko")
    assert len(printed.operands) == 3 and printed.operand_types == ["tile<i32>", "tile<128xf32>"]
    assert any(f.startswith('"block %d') for f in printed.flags)
    checked = _only(text, "assert")
    assert len(checked.operands) == 1 and checked.operand_types == ["tile<128xi1>"]
