"""A cutile-rs port's entry symbol (`<fn>_entry`) names no parameter, so its integer arguments are named by the layout
its kernel.rs gives (targets/cutile_rs/entry_layout.py) and the reference's by its symbol with the kernel's parameter
names; the diff pairs them by those names, and a constant the reference folded agrees only with the parameter it
folded.

The real pairs are the committed reference/port IR of reports/h200-translated*: relu's port (TileGym) passes 4
arguments where cuTile Python passes 6, so ranks never pair them.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tilebot.core.analysis import Analysis
from tilebot.runner.stages.inputs import diff_variants, record_ir_source, source_sha256
from tilebot.runner.targets.cutile_rs.entry_layout import entry_layouts
from tilebot.runner.targets.cutile_rs.versions import pins
from tilebot.runner.tileir import polynomial as poly
from tilebot.runner.tileir.diff import DiffResult, Naming, diff_ir
from tilebot.runner.tileir.layout import Argument
from tilebot.runner.tileir.parse import parse_ir
from tilebot.runner.tileir.rules import Severity
from tilebot.runner.translator.op import translate_op

ROOT = Path(__file__).resolve().parents[2]
RELU = ROOT / "reports" / "h200-translated-tilegym" / "relu" / "tilebot" / "relu"
# relu's kernel.rs signature as the translator writes it (TileGym's source is not in this repository).
RELU_RS = """\
#[cutile::module]
pub mod relu_module {
    use cutile::core::*;

    #[cutile::entry()]
    pub unsafe fn relu_fwd_kernel<E: ElementType, const N_ELEMENTS: i32, const BLOCK_SIZE: i32>(
        x: *mut E,
        x_extent_0: i32,
        y: *mut E,
        y_extent_0: i32,
    ) {
    }
}
"""
# The port's gather of x bounds-checked against y's extent instead of x's.
X_CHECKED_BY_Y = ("%5 = exti %assume_0 signed", "%5 = exti %assume_2 signed")


def _must(result: DiffResult) -> list[str]:
    return [f.message for f in result.findings if f.severity is Severity.MUST_MATCH]


# ------------------------------------------------------------------------------------------ the layout of kernel.rs


def test_each_rust_parameter_gives_its_arguments_as_cutile_rs_lays_them_out() -> None:
    source = """\
#[cutile::module]
pub mod m {
    use cutile::core::*;
    // #[cutile::entry()] pub unsafe fn commented_out(a: i32) {}
    #[cutile::entry(optimization_hints = (sm_90 = (occupancy = 2,),))]
    pub unsafe fn k<E: ElementType, const T: i32>(
        a: &Tensor<E, { [-1, -1] }>, o: &mut Tensor<f32, { [-1] }>, p: *mut f32, p_extent_0: i32, p_stride_1: i32,
        q_extent_0: i32, n: i32, eps: f32,
    ) {}
    #[cutile::entry()]
    fn g(s: MappedPartitionMut<f32, { [-1, -1] }, { [1, 1] }>) {}
}
"""
    layouts = entry_layouts(source)
    assert set(layouts) == {"k_entry"}  # `g`'s mapped partition is not modelled: no layout, ranks pair it
    assert layouts["k_entry"].arguments == (
        Argument("pointer"),
        Argument("shape", "shape(a)#0"),
        Argument("shape", "shape(a)#1"),
        Argument("stride", "stride(a)#0"),
        Argument("stride", "stride(a)#1"),
        Argument("pointer"),
        Argument("shape", "shape(o)#0"),
        Argument("stride", "stride(o)#0"),
        Argument("other"),  # a `&mut Tensor`'s partition extent and stride
        Argument("other"),
        Argument("pointer"),
        Argument("shape", "shape(p)#0"),
        Argument("stride", "stride(p)#1"),
        Argument("scalar", "param(q_extent_0)"),  # no pointer `q` beside it: a parameter of its own name
        Argument("scalar", "param(n)"),
        Argument("scalar", "param(eps)"),
    )


@pytest.mark.parametrize("op", ["softmax", "silu_and_mul"])
def test_a_translated_ports_layout_describes_its_committed_ir(op: str) -> None:
    """The translator's kernel.rs for the bundled example, read by the layout reader, against the IR cutile-rs
    compiled from it on the GPU run (committed): one argument per IR argument, pointers where the IR has them."""
    run = ROOT / "reports" / "h200-translated" / op / "tilebot" / op
    analysis = Analysis.model_validate_json((run / "reference" / "analysis.json").read_text(encoding="utf-8"))
    translation = translate_op(ROOT / "examples" / "tilegym-mini", op, analysis.variants, target="sm_90")
    layouts = entry_layouts(translation.kernel_rs)
    for variant in analysis.variants:
        assert variant.reference_ir is not None
        generated = run / "generated" / Path(variant.reference_ir.text).name
        (entry,) = parse_ir(generated.read_text(encoding="utf-8"), str(generated)).entries
        assert layouts[entry.symbol].roles(entry.params) is not None, entry.symbol


# ------------------------------------------------------------------------------------------ a real pair, via stage C


def _relu_run(tmp_path: Path, *edits: tuple[str, str]) -> Path:
    run = tmp_path / "relu"
    shutil.copytree(RELU, run)
    generated = run / "generated" / "relu_fwd_kernel.mlir"
    text = generated.read_text(encoding="utf-8")
    for old, new in edits:
        assert old in text
        text = text.replace(old, new)
    generated.write_text(text, encoding="utf-8")
    (run / "kernel.rs").write_text(RELU_RS, encoding="utf-8")
    record_ir_source(run, source_sha256(run / "kernel.rs"))  # as B records the source of the IR it dumps
    return run


def test_the_committed_relu_port_stays_clean_with_its_layout(tmp_path: Path) -> None:
    run = _relu_run(tmp_path)
    (diff,) = diff_variants(run, pins("0.2.0"), kernel_rs=run / "kernel.rs")
    assert diff.result.verdict.value == "PASS_WITH_NOTES", _must(diff.result)


def test_a_port_reading_another_arrays_extent_is_must_match_through_stage_c(tmp_path: Path) -> None:
    run = _relu_run(tmp_path, X_CHECKED_BY_Y)
    (unnamed,) = diff_variants(run, pins("0.2.0"))  # no kernel.rs: integers by rank, 4 against 2, none pair
    assert not _must(unnamed.result)
    (named,) = diff_variants(run, pins("0.2.0"), kernel_rs=run / "kernel.rs")
    assert any("`shape(x)#0` against `shape(y)#0`" in m for m in _must(named.result)), _must(named.result)


def test_arguments_of_the_same_types_pair_by_parameter_where_the_layouts_say_another_order() -> None:
    """The reference's symbol read with relu's parameter names against a port taking the same argument types with
    x's extent and stride in the other order: positions do not pair, the parameters do."""
    reference = (RELU / "reference" / "relu_fwd_kernel.mlir").read_text(encoding="utf-8")
    symbol = reference.split("entry @", 1)[1].split("(", 1)[0]
    port = reference.replace(f"@{symbol}(", "@k_entry(")
    header, body = port.split("\n", 1)  # the body reads the other one of the two arguments
    swapped = header + "\n" + body.replace("%arg1", "%tmp").replace("%arg2", "%arg1").replace("%tmp", "%arg2")
    rust = (
        RELU_RS.replace("relu_fwd_kernel<", "k<")
        .replace("x_extent_0: i32,", "x_stride_0: i32, x_extent_0: i32,")
        .replace("y_extent_0: i32,", "y_extent_0: i32, y_stride_0: i32,")
    )
    naming = Naming(("x", "y", "N_ELEMENTS", "BLOCK_SIZE"), entry_layouts(rust))
    assert not _must(diff_ir(reference, swapped, naming=naming))  # reads x's extent, where the port passes it
    assert _must(diff_ir(reference, port, naming=naming))  # reads what the port passes as x's stride


# ------------------------------------------------------------------------------------------ tags


NAMED_REF = poly.Roles(frozenset({"stride(x)#0", "param(k)"}), {"param(n)": 16}, by_parameter=True)
NAMED_CAND = poly.Roles(frozenset({"stride(x)#0", "param(n)", "param(k)"}), {}, by_parameter=True)


@pytest.mark.parametrize(
    ("ref_tag", "cand_tag", "agree"),
    [
        ("16", "[param(n)]", True),  # the reference folded n to 16, the port reads n
        ("32", "[param(n)]", False),  # another value than the one n was folded to
        ("32", "[2*param(n)]", True),  # 2·n with n = 16
        ("16", "[stride(x)#0]", False),  # a stride the reference takes and did not read
        ("16", "[param(m)]", True),  # a parameter the reference does not know: may be what it folded
        ("[param(k)]", "16", False),  # the port wrote a constant where both take k and the reference reads it
    ],
)
def test_a_constant_agrees_with_an_argument_only_as_the_parameter_folded_to_it(
    ref_tag: str, cand_tag: str, agree: bool
) -> None:
    a, b = f"bid.x*~ARG:{ref_tag}", f"bid.x*~ARG:{cand_tag}"
    assert poly.constants_agree(a, b, NAMED_REF, NAMED_CAND) is agree


def test_rank_named_arguments_keep_a_constant_against_an_argument_as_a_note() -> None:
    ranks = poly.Roles(frozenset({"int0of2", "int1of2"}))
    assert poly.constants_agree("bid.x*~ARG:16", "bid.x*~ARG:[int0of2]", ranks, ranks)
