"""Each frontend equivalence of tilebot.runner/tileir/equivalences.py on real IR: both spellings compiled by the
real cuTile Python, the diff has no must_match finding and names the rule that made them meet; a near miss of
each rule (a spelling that is *not* equivalent) still must-matches.

The index-math rules are met on real cutile-rs output: tests/integration/test_tilegym_ports_ir.py asserts the
floor-remainder fix-up note on the TileGym matmul and bmm ports.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.support.ir_corpus.export import export_kernels
from tilebot.core.stages import IrCheckVerdict
from tilebot.runner.tileir import equivalences, valuegraph
from tilebot.runner.tileir.canonical import canonicalize
from tilebot.runner.tileir.diff import DiffResult, diff_ir
from tilebot.runner.tileir.nodes import walk
from tilebot.runner.tileir.parse import parse_ir
from tilebot.runner.tileir.rules import Severity

TEMPLATE = """@ct.kernel
def {name}(x, y, z, T: ct.Constant[int]):
    v = ct.load(x, index=(ct.bid(0),), shape=(T,))
    w = ct.load(y, index=(ct.bid(0),), shape=(T,))
    ct.store(z, index=(ct.bid(0),), tile={expr})
"""
AS_F32 = "ct.astype({}, ct.float32)"
FULL_F16 = "ct.astype(ct.full((T,), 2.0, dtype=ct.float16), ct.float32)"
# rule → (one spelling, the other, a near miss that is not equivalent to the first)
CASES: dict[str, tuple[str, str, str]] = {
    "add_zero_is_identity": ("v * 2.0", "v * 2.0 + 0.0", "v * 2.0 + 1.0"),
    "add_of_negation_is_sub": ("v - w", "v + (-w)", "w + (-v)"),
    "sub_of_negation_is_add": ("v + w", "v - (-w)", "v - w"),
    "double_negation": ("v * w", "-(-v) * w", "-v * w"),
    "exp2_of_log2e_is_exp": ("ct.exp(v) * w", "ct.exp2(v * 1.4426950408889634) * w", "ct.exp2(v * 1.5) * w"),
    # `* 1` on an integer that is not index math (converted from a float): cuTile Python keeps the `muli`.
    "mul_one_is_identity": (
        f"{AS_F32.format('ct.astype(v, ct.int32)')} + w",
        f"{AS_F32.format('ct.astype(v, ct.int32) * 1')} + w",
        f"{AS_F32.format('ct.astype(v, ct.int32) * 2')} + w",
    ),
    "constant_conversion_folded": ("v * 2.0", f"v * {FULL_F16}", f"v * {FULL_F16.replace('2.0', '2.5')}"),
}
SIGNATURE = ["f32:1", "f32:1", "f32:1", 128]


@pytest.fixture(scope="module")
def texts(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, str]]:
    sources = {}
    for rule, spellings in CASES.items():
        for tag, expr in zip(("a", "b", "miss"), spellings, strict=True):
            sources[f"{tag}_{rule}"] = TEMPLATE.format(name=f"{tag}_{rule}", expr=expr)
    sources["fma"] = TEMPLATE.format(name="fma", expr="v * w + 1.0")  # cuTile Python fuses this into `fma`
    sources["flushed_product"] = TEMPLATE.format(name="flushed_product", expr="ct.mul(v, w, flush_to_zero=True) + 1.0")
    yield export_kernels(sources, dict.fromkeys(sources, SIGNATURE), tmp_path_factory.mktemp("equivalences"))


def diff(ref: str, cand: str) -> DiffResult:
    return diff_ir(ref, cand, reference_path="a.mlir", candidate_path="b.mlir")


def test_every_rule_has_a_case() -> None:
    assert {r.name for r in equivalences.RULES} == {*CASES, "mul_add_is_fma"}


@pytest.mark.parametrize("rule", sorted(CASES))
def test_both_spellings_meet_through_the_named_rule(texts: dict[str, str], rule: str) -> None:
    assert texts[f"a_{rule}"] != texts[f"b_{rule}"]  # the frontend really spells them differently
    r = diff(texts[f"a_{rule}"], texts[f"b_{rule}"])
    assert r.verdict is IrCheckVerdict.PASS_WITH_NOTES, [f.message for f in r.findings]
    notes = [f.message for f in r.findings if f.severity is Severity.OK_TO_DIFFER]
    assert any(f"`{rule}`" in m for m in notes), notes
    assert diff(texts[f"a_{rule}"], texts[f"miss_{rule}"]).verdict is IrCheckVerdict.FAIL_FIXABLE


def test_mul_add_reads_as_fma_on_real_output(texts: dict[str, str]) -> None:
    """cuTile Python writes `v * w + 1.0` as one `fma`; it keeps `mulf` + `addf` only when the product is flushed
    (then they are not one fma, and the rule must not fire). cutile-rs writes `mulf` + `addf`: that spelling is
    the flushed one with the flag dropped (Python cannot spell an unfused multiply-add)."""
    fused = texts["fma"]
    flushed = texts["flushed_product"]
    assert " fma " in fused and " fma " not in flushed
    r = diff(fused, flushed)
    assert r.verdict is IrCheckVerdict.FAIL_FIXABLE  # flush_to_zero on the product: not the fma
    unfused = flushed.replace("  flush_to_zero : tile<128xf32>", " : tile<128xf32>", 1)
    assert unfused != flushed
    r = diff(fused, unfused)
    assert r.verdict is IrCheckVerdict.PASS_WITH_NOTES, [f.message for f in r.findings]
    assert any("`mul_add_is_fma`" in f.message for f in r.findings if f.severity is Severity.OK_TO_DIFFER)
    graph = valuegraph.build(canonicalize(parse_ir(unfused)).entries[0])
    assert {n.kind for s in graph.sinks for n in walk(s.value)} >= {"fma", "load", "const"}


@pytest.mark.parametrize(
    ("a", "b", "elem", "close"),
    [(1e-5, 1.0000001e-5, "f32", True), (1e-5, 1e-6, "f32", False), (1.0, 1.0078125, "f16", False)],
)
def test_ulp_distance(a: float, b: float, elem: str, close: bool) -> None:
    assert (equivalences.ulps(a, b, elem) <= equivalences.ULP_TOLERANCE) is close
    assert equivalences.ulps(-1.0, 1.0, "f32") > 1 << 20  # across zero, counted through it
