"""`tilebot ir-diff` on real compiler output: cuTile Python kernels written here, exported to Tile IR bytecode
with the real cuda-tile 1.7 and printed by the real tileirdisasm 13.4 (no GPU needed).

Each mutant changes the kernel source the way a wrong port would (reduce axis, padding, accumulator type,
tile shape, memory-op family, combiner, loop step, hints, flags, token order, specialization) and must be
FAIL_FIXABLE with a must_match finding in the right category; semantically identical rewrites must be PASS.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tilebot.cli import main as tilebot
from tilebot.runner.tileir.diff import diff_ir
from tilebot.runner.tileir.disasm import read_ir
from tilebot.runner.tileir.report import canonical_diff

TILEBOT = [sys.executable, "-m", "tilebot.cli"]

KERNELS = """
import sys
import cuda.tile as ct
from cuda.tile.compilation import (
    ArrayConstraint, CallingConvention, ConstantConstraint, KernelSignature, ScalarConstraint, export_kernel,
)


def arr(dtype, ndim, **kw):
    kw.setdefault("alias_groups", ())
    return ArrayConstraint(
        dtype, ndim, index_dtype=ct.int32, stride_lower_bound_incl=0, may_alias_internally=False, **kw
    )


@ct.kernel
def softmax(x, y, TILE_N: ct.Constant[int]):
    row = ct.bid(0)
    tile = ct.load(x, index=(row, 0), shape=(1, TILE_N), padding_mode=ct.PaddingMode.NEG_INF)
    tile = ct.astype(tile, ct.float32)
    shifted = tile - ct.max(tile, axis=1, keepdims=True)
    numerator = ct.exp(shifted)
    out = numerator / ct.sum(numerator, axis=1, keepdims=True)
    ct.store(y, index=(row, 0), tile=ct.astype(out, y.dtype))


@ct.kernel
def row_softmax_renamed(src, dst, WIDTH: ct.Constant[int]):
    r = ct.bid(0)
    t = ct.astype(ct.load(src, index=(r, 0), shape=(1, WIDTH), padding_mode=ct.PaddingMode.NEG_INF), ct.float32)
    m = ct.max(t, axis=1, keepdims=True)
    e = ct.exp(t - m)
    s = ct.sum(e, axis=1, keepdims=True)
    ct.store(dst, index=(r, 0), tile=ct.astype(e / s, dst.dtype))


@ct.kernel
def softmax_wrong_axis(x, y, TILE_N: ct.Constant[int]):
    row = ct.bid(0)
    tile = ct.astype(ct.load(x, index=(row, 0), shape=(1, TILE_N), padding_mode=ct.PaddingMode.NEG_INF), ct.float32)
    numerator = ct.exp(tile - ct.max(tile, axis=0, keepdims=True))
    out = numerator / ct.sum(numerator, axis=1, keepdims=True)
    ct.store(y, index=(row, 0), tile=ct.astype(out, y.dtype))


@ct.kernel
def softmax_no_padding(x, y, TILE_N: ct.Constant[int]):
    row = ct.bid(0)
    tile = ct.astype(ct.load(x, index=(row, 0), shape=(1, TILE_N)), ct.float32)
    numerator = ct.exp(tile - ct.max(tile, axis=1, keepdims=True))
    out = numerator / ct.sum(numerator, axis=1, keepdims=True)
    ct.store(y, index=(row, 0), tile=ct.astype(out, y.dtype))


@ct.kernel
def softmax_f16(x, y, TILE_N: ct.Constant[int]):
    row = ct.bid(0)
    tile = ct.load(x, index=(row, 0), shape=(1, TILE_N), padding_mode=ct.PaddingMode.NEG_INF)
    numerator = ct.exp(tile - ct.max(tile, axis=1, keepdims=True))
    ct.store(y, index=(row, 0), tile=numerator / ct.sum(numerator, axis=1, keepdims=True))


@ct.kernel
def softmax_gather(x, y, TILE_N: ct.Constant[int]):
    row = ct.bid(0)
    tile = ct.gather(x, (row, ct.arange(TILE_N, dtype=ct.int32)), padding_value=float("-inf"))
    tile = ct.reshape(ct.astype(tile, ct.float32), (1, TILE_N))
    numerator = ct.exp(tile - ct.max(tile, axis=1, keepdims=True))
    out = numerator / ct.sum(numerator, axis=1, keepdims=True)
    ct.store(y, index=(row, 0), tile=ct.astype(out, y.dtype))


@ct.kernel
def softmax_max_to_sum(x, y, TILE_N: ct.Constant[int]):
    row = ct.bid(0)
    tile = ct.astype(ct.load(x, index=(row, 0), shape=(1, TILE_N), padding_mode=ct.PaddingMode.NEG_INF), ct.float32)
    numerator = ct.exp(tile - ct.sum(tile, axis=1, keepdims=True))
    out = numerator / ct.sum(numerator, axis=1, keepdims=True)
    ct.store(y, index=(row, 0), tile=ct.astype(out, y.dtype))


@ct.kernel(num_ctas=2, occupancy=1)
def matmul(A, B, C, TM: ct.Constant[int], TN: ct.Constant[int], TK: ct.Constant[int]):
    bm = ct.bid(0)
    bn = ct.bid(1)
    acc = ct.zeros((TM, TN), dtype=ct.float32)
    for k in range(ct.num_tiles(A, axis=1, shape=(TM, TK))):
        a = ct.load(A, index=(bm, k), shape=(TM, TK), padding_mode=ct.PaddingMode.ZERO)
        b = ct.load(B, index=(k, bn), shape=(TK, TN), padding_mode=ct.PaddingMode.ZERO)
        acc = ct.mma(a, b, acc)
    ct.store(C, index=(bm, bn), tile=ct.astype(acc, C.dtype))


@ct.kernel(num_ctas=2, occupancy=1)
def matmul_reordered(A, B, C, TM: ct.Constant[int], TN: ct.Constant[int], TK: ct.Constant[int]):
    bn = ct.bid(1)
    acc = ct.zeros((TM, TN), dtype=ct.float32)
    bm = ct.bid(0)
    for kk in range(ct.num_tiles(A, axis=1, shape=(TM, TK))):
        rhs = ct.load(B, index=(kk, bn), shape=(TK, TN), padding_mode=ct.PaddingMode.ZERO)
        lhs = ct.load(A, index=(bm, kk), shape=(TM, TK), padding_mode=ct.PaddingMode.ZERO)
        acc = ct.mma(lhs, rhs, acc)
    ct.store(C, index=(bm, bn), tile=ct.astype(acc, C.dtype))


@ct.kernel(num_ctas=2, occupancy=1)
def matmul_f16_acc(A, B, C, TM: ct.Constant[int], TN: ct.Constant[int], TK: ct.Constant[int]):
    bm = ct.bid(0)
    bn = ct.bid(1)
    acc = ct.zeros((TM, TN), dtype=ct.float16)
    for k in range(ct.num_tiles(A, axis=1, shape=(TM, TK))):
        a = ct.load(A, index=(bm, k), shape=(TM, TK), padding_mode=ct.PaddingMode.ZERO)
        b = ct.load(B, index=(k, bn), shape=(TK, TN), padding_mode=ct.PaddingMode.ZERO)
        acc = ct.mma(a, b, acc)
    ct.store(C, index=(bm, bn), tile=acc)


@ct.kernel(num_ctas=2, occupancy=1)
def matmul_step2(A, B, C, TM: ct.Constant[int], TN: ct.Constant[int], TK: ct.Constant[int]):
    bm = ct.bid(0)
    bn = ct.bid(1)
    acc = ct.zeros((TM, TN), dtype=ct.float32)
    for k in range(0, ct.num_tiles(A, axis=1, shape=(TM, TK)), 2):
        a = ct.load(A, index=(bm, k), shape=(TM, TK), padding_mode=ct.PaddingMode.ZERO)
        b = ct.load(B, index=(k, bn), shape=(TK, TN), padding_mode=ct.PaddingMode.ZERO)
        acc = ct.mma(a, b, acc)
    ct.store(C, index=(bm, bn), tile=ct.astype(acc, C.dtype))


@ct.kernel(num_ctas=2, occupancy=2)
def matmul_hints(A, B, C, TM: ct.Constant[int], TN: ct.Constant[int], TK: ct.Constant[int]):
    bm = ct.bid(0)
    bn = ct.bid(1)
    acc = ct.zeros((TM, TN), dtype=ct.float32)
    for k in range(ct.num_tiles(A, axis=1, shape=(TM, TK))):
        a = ct.load(A, index=(bm, k), shape=(TM, TK), padding_mode=ct.PaddingMode.ZERO, latency=4)
        b = ct.load(B, index=(k, bn), shape=(TK, TN), padding_mode=ct.PaddingMode.ZERO, allow_tma=False)
        acc = ct.mma(a, b, acc)
    ct.store(C, index=(bm, bn), tile=ct.astype(acc, C.dtype))


@ct.kernel
def blocks_cdiv(x, n, T: ct.Constant[int]):
    ct.store(x, index=(ct.bid(0),), tile=ct.full((16,), ct.cdiv(n, T), dtype=ct.int32))


@ct.kernel
def blocks_by_hand(x, n, T: ct.Constant[int]):
    ct.store(x, index=(ct.bid(0),), tile=ct.full((16,), (n + T - 1) // T, dtype=ct.int32))


@ct.kernel
def scale(x, y, T: ct.Constant[int]):
    t = ct.maximum(ct.load(x, index=(ct.bid(0),), shape=(T,)), 0.0, propagate_nan=True)
    ct.store(y, index=(ct.bid(0),), tile=ct.truediv(t, 3.0, rounding_mode=ct.RoundingMode.APPROX, flush_to_zero=True))


@ct.kernel
def scale_plain(x, y, T: ct.Constant[int]):
    t = ct.maximum(ct.load(x, index=(ct.bid(0),), shape=(T,)), 0.0)
    ct.store(y, index=(ct.bid(0),), tile=ct.truediv(t, 3.0))


@ct.kernel
def add_one(x, y, T: ct.Constant[int]):
    ct.store(y, index=(ct.bid(0),), tile=ct.load(x, index=(ct.bid(0),), shape=(T,)) + 1.0)


F16 = lambda **kw: arr(ct.float16, 2, **kw)
F32 = lambda **kw: arr(ct.float32, 1, **kw)
SOFTMAX = [F16(), F16(), ConstantConstraint(1024)]
MATMUL = [F16(), F16(), F16(), ConstantConstraint(64), ConstantConstraint(64), ConstantConstraint(32)]
EXPORTS = {
    "softmax": (softmax, SOFTMAX),
    "softmax_renamed": (row_softmax_renamed, SOFTMAX),
    "softmax_wrong_axis": (softmax_wrong_axis, SOFTMAX),
    "softmax_no_padding": (softmax_no_padding, SOFTMAX),
    "softmax_f16": (softmax_f16, SOFTMAX),
    "softmax_tile512": (softmax, [F16(), F16(), ConstantConstraint(512)]),
    "softmax_gather": (softmax_gather, SOFTMAX),
    "softmax_max_to_sum": (softmax_max_to_sum, SOFTMAX),
    "softmax_stride1": (softmax, [F16(stride_constant=[None, 1]), F16(stride_constant=[None, 1]), SOFTMAX[2]]),
    "softmax_aligned": (softmax, [F16(base_addr_divisible_by=16), F16(base_addr_divisible_by=16), SOFTMAX[2]]),
    "matmul": (matmul, MATMUL),
    "matmul_reordered": (matmul_reordered, MATMUL),
    "matmul_f16_acc": (matmul_f16_acc, MATMUL),
    "matmul_step2": (matmul_step2, MATMUL),
    "matmul_hints": (matmul_hints, MATMUL),
    "matmul_tile128": (matmul, [F16(), F16(), F16(), ConstantConstraint(128), *MATMUL[4:]]),
    "blocks_cdiv": (blocks_cdiv, [arr(ct.int32, 1), ScalarConstraint(ct.int32), ConstantConstraint(64)]),
    "blocks_by_hand": (blocks_by_hand, [arr(ct.int32, 1), ScalarConstraint(ct.int32), ConstantConstraint(64)]),
    "scale": (scale, [F32(), F32(), ConstantConstraint(128)]),
    "scale_plain": (scale_plain, [F32(), F32(), ConstantConstraint(128)]),
    "add_one": (add_one, [F32(), F32(), ConstantConstraint(128)]),
    "add_one_aliased": (add_one, [F32(alias_groups=("a",)), F32(alias_groups=("a",)), ConstantConstraint(128)]),
}
for name, (kernel, params) in EXPORTS.items():
    sig = KernelSignature(params, calling_convention=CallingConvention.cutile_python_v1())
    export_kernel(kernel, [sig], f"{sys.argv[1]}/{name}.tileirbc", output_format="tileir_bytecode",
                  gpu_code="sm_90", bytecode_version="13.3")
"""


@pytest.fixture(scope="module")
def ir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Bytecode of every kernel above, exported by the real cuTile Python (a file: cuTile reads sources)."""
    out = tmp_path_factory.mktemp("tileir")
    script = out / "kernels.py"
    script.write_text(KERNELS)
    run = subprocess.run([sys.executable, str(script), str(out)], capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr[-3000:]
    return out


def ir_diff(ref: Path, cand: Path, capsys: pytest.CaptureFixture[str], *extra: str) -> tuple[int, str, str]:
    code = tilebot(["ir-diff", str(ref), str(cand), *extra])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def as_json(ref: Path, cand: Path, capsys: pytest.CaptureFixture[str]) -> tuple[int, dict[str, Any]]:
    code, out, err = ir_diff(ref, cand, capsys, "--format", "json")
    assert not err, err
    return code, json.loads(out)


def test_bytecode_against_its_own_disassembly_is_pass(ir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = ir / "softmax.mlir"
    text.write_text(read_ir(ir / "softmax.tileirbc").text)
    assert read_ir(text).origin == "text"
    code, doc = as_json(ir / "softmax.tileirbc", text, capsys)
    assert code == 0 and doc["verdict"] == "PASS" and doc["findings"] == []


@pytest.mark.parametrize(
    ("ref", "cand"),
    [
        ("softmax", "softmax_renamed"),  # other names for the kernel, arguments and locals; nested calls
        ("matmul", "matmul_reordered"),  # independent statements in another order, loads swapped
    ],
)
def test_semantically_identical_rewrites_are_pass(
    ir: Path, capsys: pytest.CaptureFixture[str], ref: str, cand: str
) -> None:
    code, doc = as_json(ir / f"{ref}.tileirbc", ir / f"{cand}.tileirbc", capsys)
    assert code == 0 and doc["verdict"] == "PASS", doc["findings"]
    assert all(f["severity"] == "noise" for f in doc["findings"])  # the entry symbol, at most
    result = diff_ir(read_ir(ir / f"{ref}.tileirbc").text, read_ir(ir / f"{cand}.tileirbc").text)
    assert canonical_diff(result) == []  # the canonical texts are identical, line for line


@pytest.mark.parametrize(
    ("ref", "mutant", "category", "owner"),
    [
        ("softmax", "softmax_wrong_axis", "reduction", "kernel"),
        ("softmax", "softmax_no_padding", "mask_padding", "kernel"),
        ("softmax", "softmax_f16", "dtype", "kernel"),
        ("softmax", "softmax_tile512", "tile_shape", "kernel"),
        ("softmax", "softmax_gather", "memory_op", "kernel"),
        ("softmax", "softmax_max_to_sum", "reduction", "kernel"),
        ("softmax", "softmax_stride1", "memory_op", "host"),
        ("softmax", "softmax_aligned", "hint", "host"),
        ("matmul", "matmul_f16_acc", "mma", "kernel"),
        ("matmul", "matmul_tile128", "tile_shape", "kernel"),
        ("matmul", "matmul_step2", "control_flow", "kernel"),
        ("matmul", "matmul_hints", "hint", "kernel"),
        ("scale", "scale_plain", "arithmetic", "kernel"),
        ("add_one", "add_one_aliased", "token", "kernel"),
    ],
)
def test_mutants_are_fail_fixable_in_the_right_category(
    ir: Path, capsys: pytest.CaptureFixture[str], ref: str, mutant: str, category: str, owner: str
) -> None:
    code, doc = as_json(ir / f"{ref}.tileirbc", ir / f"{mutant}.tileirbc", capsys)
    assert code == 1 and doc["verdict"] == "FAIL_FIXABLE"
    findings = doc["findings"]
    hits = [f for f in findings if f["severity"] == "must_match" and f["category"] == category]
    assert hits, [f["message"] for f in findings]
    assert {f["owner"] for f in hits} == {owner}
    for f in hits:  # every must-match finding points into at least one of the two files
        assert (f["reference"] or f["candidate"] or "").endswith(tuple(f":{n}" for n in range(1, 200)))


def test_hand_written_ceil_division_is_a_documented_equivalent(ir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, doc = as_json(ir / "blocks_cdiv.tileirbc", ir / "blocks_by_hand.tileirbc", capsys)
    assert code == 0 and doc["verdict"] == "PASS_WITH_NOTES"
    notes = [f for f in doc["findings"] if f["severity"] == "ok_to_differ"]
    assert [(f["category"], "ceil-div" in f["message"]) for f in notes] == [("arithmetic", True)]


def test_text_and_markdown_reports(ir: Path, capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    out_file = tmp_path / "report.md"
    code, md, _ = ir_diff(
        ir / "softmax.tileirbc",
        ir / "softmax_no_padding.tileirbc",
        capsys,
        "--format",
        "markdown",
        "--output",
        str(out_file),
    )
    assert code == 1
    assert out_file.read_text() == md
    assert "#### mask_padding" in md and "neg_inf" in md
    assert "<details><summary>Canonical IR diff" in md and "```diff" in md and "padding_value = neg_inf" in md
    code, text, _ = ir_diff(ir / "matmul.tileirbc", ir / "matmul_reordered.tileirbc", capsys)
    assert code == 0 and text.startswith("Tile IR diff: PASS ")


def test_unusable_inputs_exit_2_naming_the_file_and_the_problem(
    ir: Path, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    good = ir / "softmax.tileirbc"
    text = read_ir(good).text
    lines = text.splitlines()
    cases = {
        "empty.mlir": ("", "empty"),
        "python.mlir": ("import torch\nprint(1)\n", "not Tile IR"),
        "cut.mlir": ("\n".join(lines[: len(lines) // 2]) + "\n", "truncated"),
        "garbled.mlir": ("\n".join([*lines[:10], "  %x = = broken", *lines[10:]]) + "\n", ":11: unparseable"),
    }
    for name, (content, words) in cases.items():
        bad = tmp_path / name
        bad.write_text(content)
        code, out, err = ir_diff(good, bad, capsys)
        assert code == 2 and not out
        assert err.startswith(f"error: {bad}") and words in err, err
    cut_bytecode = tmp_path / "cut.tileirbc"
    cut_bytecode.write_bytes(good.read_bytes()[:40])
    code, _, err = ir_diff(cut_bytecode, good, capsys)
    assert code == 2 and f"error: {cut_bytecode}: disassembly failed: tileirdisasm exit" in err
    code, _, err = ir_diff(tmp_path / "missing.tileirbc", good, capsys)
    assert code == 2 and "missing: no such file" in err


def test_the_installed_command_line(ir: Path, tmp_path: Path) -> None:
    run = subprocess.run(
        [*TILEBOT, "ir-diff", str(ir / "matmul.tileirbc"), str(ir / "matmul_f16_acc.tileirbc"), "--format", "json"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == 1, run.stderr
    doc = json.loads(run.stdout)
    assert doc["verdict"] == "FAIL_FIXABLE" and doc["summary"]["must_match"] >= 1
    empty = tmp_path / "empty.mlir"
    empty.write_text("")
    run = subprocess.run([*TILEBOT, "ir-diff", str(empty), str(ir / "matmul.tileirbc")], capture_output=True, text=True)
    assert run.returncode == 2 and f"{empty}: empty" in run.stderr
