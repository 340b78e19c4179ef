"""A left shift by a constant is the multiply by its power of two (canonical.py, rewrites.shift_left_factor).

cutile 0.2.0 cannot write a `shli` without an overflow flag, so the translator writes `ct.bitwise_lshift(h, k)` as
`h * 2**k`. Both spellings are compiled here by the real cuTile Python: they must meet with the rule named as a
note, and a near miss of each (another amount, a shift by data, a shift past the width, an overflow flag) must not.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.support.ir_corpus.export import export_kernels
from tilebot.core.stages import IrCheckVerdict
from tilebot.runner.tileir.canonical import NOTE_SHIFT_LEFT, canonicalize
from tilebot.runner.tileir.diff import DiffResult, diff_ir
from tilebot.runner.tileir.parse import parse_ir
from tilebot.runner.tileir.rules import Severity

TEMPLATE = """@ct.kernel
def {name}(x, y, z, T: ct.Constant[int]):
    v = ct.load(x, index=(ct.bid(0),), shape=(T,))
    k = ct.astype(ct.load(y, index=(ct.bid(0),), shape=(T,)), ct.int32)
    h = ct.astype(v, ct.int32) * 1103515245
    ct.store(z, index=(ct.bid(0),), tile=ct.astype(ct.bitwise_xor(h, {expr}), ct.float32) + ct.astype(k, ct.float32))
"""
SPELLINGS = {
    "shift8": "ct.bitwise_lshift(h, 8)",
    "mul256": "h * 256",
    "mul512": "h * 512",
    "shift9": "ct.bitwise_lshift(h, 9)",
    "shift_by_data": "ct.bitwise_lshift(h, k)",
    "shift31": "ct.bitwise_lshift(h, 31)",
    "mul_min": "h * -2147483648",
    "mul_2_pow_31_wrapped": "h * 2147483647",
}


@pytest.fixture(scope="module")
def texts(tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, str]]:
    sources = {name: TEMPLATE.format(name=name, expr=expr) for name, expr in SPELLINGS.items()}
    signature = ["f32:1", "f32:1", "f32:1", 128]
    yield export_kernels(sources, dict.fromkeys(sources, signature), tmp_path_factory.mktemp("shift-left"))


def diff(ref: str, cand: str) -> DiffResult:
    return diff_ir(ref, cand, reference_path="a.mlir", candidate_path="b.mlir")


def _must(r: DiffResult) -> list[str]:
    return [f.message for f in r.findings if f.severity is Severity.MUST_MATCH]


@pytest.mark.parametrize(("shift", "multiply"), [("shift8", "mul256"), ("shift31", "mul_min")])
def test_a_shift_by_a_constant_meets_its_multiply_with_the_rule_named(
    texts: dict[str, str], shift: str, multiply: str
) -> None:
    assert " shli " in texts[shift] and " shli " not in texts[multiply]  # the frontend spells them differently
    for ref, cand in ((shift, multiply), (multiply, shift)):
        r = diff(texts[ref], texts[cand])
        assert r.verdict is IrCheckVerdict.PASS_WITH_NOTES, _must(r)
        notes = [f.message for f in r.findings if f.severity is Severity.OK_TO_DIFFER]
        assert any(m.startswith(NOTE_SHIFT_LEFT) for m in notes), notes


@pytest.mark.parametrize(
    ("ref", "cand"),
    [
        ("shift8", "mul512"),  # the multiply of another amount
        ("shift8", "shift9"),  # another shift amount, on both sides read as a multiply
        ("shift_by_data", "mul256"),  # a shift by a value known only at run time is no multiply
        ("shift31", "mul_2_pow_31_wrapped"),  # 2**31 is the type's minimum, not its maximum
    ],
)
def test_a_near_miss_still_must_match(texts: dict[str, str], ref: str, cand: str) -> None:
    r = diff(texts[ref], texts[cand])
    assert r.verdict is IrCheckVerdict.FAIL_FIXABLE and _must(r)


def _with_shift(text: str, amount: int, flag: str = "") -> str:
    """The shift-by-8 kernel with another constant amount, or an overflow flag on its shli."""
    assert "constant <i32: 8> :" in text
    out = text.replace("constant <i32: 8> :", f"constant <i32: {amount}> :", 1)
    if flag:
        shli = next(line for line in out.splitlines() if " shli " in line)
        out = out.replace(shli, shli.replace(" : tile<", f" {flag} : tile<", 1), 1)
        assert flag in out
    return out


def _shifts_read_as_multiplies(text: str) -> int:
    return canonicalize(parse_ir(text)).entries[0].notes[NOTE_SHIFT_LEFT]


@pytest.mark.parametrize(("amount", "flag", "read"), [(8, "", 1), (32, "", 0), (8, "overflow<no_signed_wrap>", 0)])
def test_a_shift_past_the_width_or_with_an_overflow_flag_is_not_read_as_a_multiply(
    texts: dict[str, str], amount: int, flag: str, read: int
) -> None:
    assert _shifts_read_as_multiplies(_with_shift(texts["shift8"], amount, flag)) == read
