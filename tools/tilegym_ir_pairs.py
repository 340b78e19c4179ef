"""Tile IR of TileGym 1.5.1's cutile-rs ports against their cuTile Python references, and of mutants of the ports.

    python tools/tilegym_ir_pairs.py --out reports/ir-diff-tilegym.md

The tilegym 1.5.1 wheel ships five cutile-rs ports (matmul, bmm, silu_and_mul, swiglu, attention_sink) beside
the cuTile Python ops they port. For each port this tool builds, for one configuration of TileGym's own tests:

- the reference IR: the cuTile Python kernel exported for the signature ``ct.launch`` infers for that launch
  (``tilebot.runner.tileir.export``: cuda-tile ``export_kernel``, bytecode 13.3, sm_90, no GPU);
- the candidate IR: the port's ``kernel.rs`` compiled by the cutile crates through tilebot's cargo harness for
  the same launch (``tilebot.runner.targets.cutile_rs.harness``: generics in the FFI's order, the specialization
  cutile's launcher derives, the compile options TileGym's wrapper passes);

both printed by the same ``tileirdisasm``, and diffs them with ``tilebot ir-diff`` (its JSON output). Mutants are
copies of a port's ``kernel.rs`` with one deliberate mistake (wrong reduce dim, dropped padding, f16 accumulator,
changed tile shape, swapped memory op); each must come out FAIL_FIXABLE with a must_match finding in its category.

The Markdown report (``--out``) holds the table, every finding with why it is classified the way it is, the
mutants, and the command that produced it. It is generated, never edited by hand: an unexplained finding is
printed as UNEXPLAINED and makes the tool exit 1. Needs cargo (Rust ≥ 1.89), libclang and ``pip install -e
'.[dev]'``; the first cutile build takes minutes, later ones seconds (``<tilebot cache>/cargo-target``).
"""

from __future__ import annotations

import argparse
import io
import json
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import zipfile
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run as a script from a checkout
    sys.path.insert(0, str(ROOT))

from tilebot.core.config import Target  # noqa: E402
from tilebot.core.signature import (  # noqa: E402
    ArrayParam,
    ConstantParam,
    KernelHints,
    KernelSignatureSpec,
    ScalarParam,
)
from tilebot.runner.targets.cutile_rs.harness import (  # noqa: E402
    CompileOptionsSpec,
    EntryRequest,
    IntArg,
    PointerArg,
    TensorArg,
    compile_candidate_ir,
)
from tilebot.runner.targets.cutile_rs.toolchain import cache_dir  # noqa: E402
from tilebot.runner.targets.cutile_rs.versions import DEFAULT_CUTILE  # noqa: E402
from tilebot.runner.tileir.command import run_ir_diff  # noqa: E402
from tilebot.runner.tileir.disasm import find_tileirdisasm  # noqa: E402
from tilebot.runner.tileir.export import export_reference  # noqa: E402

TILEGYM = "tilegym==1.5.1"
DEFAULT_OUT = "reports/ir-diff-tilegym.md"
RS_OPS = "tilegym/ops/cutile_rs"
PY_OPS = "tilegym/ops/cutile"


# ----------------------------------------------------------------------------------------------- the inputs


def fetch_wheel(cache: Path | None = None) -> Path:
    """The unzipped tilegym 1.5.1 wheel (the directory holding ``tilegym/``): ``pip download --no-deps`` once,
    unzipped into the tilebot cache (the harness tests use the same directory)."""
    root = (cache or cache_dir()) / "wheels" / "tilegym-1.5.1"
    if (root / RS_OPS).is_dir():
        return root
    downloads = root.parent / "downloads"
    downloads.mkdir(parents=True, exist_ok=True)
    if not list(downloads.glob("tilegym-1.5.1-*.whl")):
        proc = subprocess.run(
            [
                sys.executable,
                "-m",
                "pip",
                "download",
                "--no-deps",
                "--only-binary=:all:",
                "-d",
                str(downloads),
                TILEGYM,
            ],
            capture_output=True,
            text=True,
            timeout=300,
            check=False,
        )
        if proc.returncode != 0:
            raise RuntimeError(f"pip download {TILEGYM} failed ({proc.returncode}): {proc.stderr[-1500:]}")
    [wheel] = downloads.glob("tilegym-1.5.1-*.whl")
    staging = Path(tempfile.mkdtemp(dir=root.parent))
    with zipfile.ZipFile(wheel) as zf:
        zf.extractall(staging)
    if root.exists():
        shutil.rmtree(staging)
    else:
        staging.rename(root)
    return root


def contiguous(shape: tuple[int, ...]) -> tuple[int, ...]:
    strides, acc = [], 1
    for size in reversed(shape):
        strides.append(acc)
        acc *= size
    return tuple(reversed(strides))


def tensor(shape: tuple[int, ...]) -> TensorArg:
    """A contiguous tensor at a 256-byte aligned address, as a fresh torch allocation is."""
    return TensorArg(shape=shape, strides=contiguous(shape))


def array(dtype: Any, shape: tuple[int, ...], name: str) -> ArrayParam:
    """What ``ct.launch`` infers for a contiguous torch tensor of this shape (see ``ArrayParam.as_launched``)."""
    return ArrayParam.as_launched(dtype, shape, contiguous(shape), name=name)


@dataclass(frozen=True)
class Reference:
    function: str
    signature: KernelSignatureSpec
    hints: KernelHints | None
    summary: str  # constants and hints, for people


@dataclass(frozen=True)
class Pair:
    """One launch of a TileGym op: its cuTile Python reference and its cutile-rs port, same shapes and tiles."""

    key: str  # file stem under the work directory
    op: str
    config: str  # which TileGym test configuration, and the tile config both sides use
    reference: Reference
    request: EntryRequest
    candidate_summary: str

    @property
    def module(self) -> str:
        return f"{PY_OPS}/{self.op}.py"

    @property
    def kernel(self) -> str:
        return f"{RS_OPS}/{self.op}_kernel/kernel.rs"


def silu_and_mul() -> Pair:
    # tests/ops/test_silu_and_mul.py test_op[8-512-1024-float16]. _silu_and_mul_forward flattens the input to
    # (4096, 2048) and the output to (4096, 1024), TILE_SIZE = next_pow2(1024), TOTAL_HIDDEN_SIZE = 1024; with
    # TILEGYM_DISABLE_AUTOTUNE the kernel launches without replaced hints. The FFI passes raw pointers, hidden
    # size and row strides, generics <E, BLOCK_SIZE>, default compile options.
    rows, hidden = 8 * 512, 1024
    sig = KernelSignatureSpec(
        params=(
            array("float16", (rows, 2 * hidden), "input"),
            array("float16", (rows, hidden), "output"),
            ConstantParam(name="TILE_SIZE", value=1024),
            ConstantParam(name="TOTAL_HIDDEN_SIZE", value=hidden),
        )
    )
    return Pair(
        key="silu_and_mul",
        op="silu_and_mul",
        config="test_op[8-512-1024-float16]: input (4096, 2048) f16, autotune disabled",
        reference=Reference("_silu_and_mul_kernel_row_wise", sig, None, "TILE_SIZE 1024, TOTAL_HIDDEN_SIZE 1024"),
        request=EntryRequest(
            name="silu_and_mul",
            module="silu_and_mul_module",
            function="silu_and_mul_kernel",
            generics=("f16", "1024"),
            args={
                "out_ptr": PointerArg(),
                "in_ptr": PointerArg(),
                "hidden_size": IntArg(value=hidden),
                "in_row_stride": IntArg(value=2 * hidden),
                "out_row_stride": IntArg(value=hidden),
            },
        ),
        candidate_summary="<f16, 1024>; raw pointers, hidden 1024, row strides 2048 / 1024; default options",
    )


def swiglu() -> Pair:
    # tests/ops/test_swiglu.py test_op_forward[4-1024-2048] (float32): a, b viewed as (4096, 2048), TILE_SIZE =
    # 2048, check_bounds = (TILE_SIZE != n_cols) = False. The kernel's own @ct.kernel(occupancy=1,
    # num_worker_warps=8) applies; the cutile-rs wrapper passes default compile options.
    rows, cols = 4 * 1024, 2048
    sig = KernelSignatureSpec(
        params=(
            array("float32", (rows, cols), "a"),
            array("float32", (rows, cols), "b"),
            array("float32", (rows, cols), "c"),
            ConstantParam(name="TILE_SIZE", value=2048),
            ConstantParam(name="check_bounds", value=False),
        )
    )
    return Pair(
        key="swiglu",
        op="swiglu",
        config="test_op_forward[4-1024-2048] f32: a, b, c (4096, 2048)",
        reference=Reference(
            "_swiglu_forward_kernel",
            sig,
            None,
            "TILE_SIZE 2048, check_bounds False; @ct.kernel(occupancy=1, num_worker_warps=8)",
        ),
        request=EntryRequest(
            name="swiglu",
            module="swiglu_module",
            function="swiglu_forward_kernel",
            generics=("f32", "2048"),
            args={
                **{f"{t}_ptr": PointerArg() for t in "abc"},
                **{f"{t}_shape0": IntArg(value=rows) for t in "abc"},
                **{f"{t}_shape1": IntArg(value=cols) for t in "abc"},
                **{f"{t}_stride0": IntArg(value=cols) for t in "abc"},
                **{f"{t}_stride1": IntArg(value=1) for t in "abc"},
            },
        ),
        candidate_summary="<f32, 2048>; 3 raw pointers + shape/stride i32s; default options",
    )


def matmul() -> Pair:
    # tests/ops/test_matmul.py test_perf[2048^3, float16, non-persistent]. TILE 128x128x32, num_ctas 1,
    # occupancy 1 is the first config of the reference's sm_90 autotune space and of the cutile-rs wrapper's
    # non-persistent space; CAST_TF32 = 0 for f16.
    n = 2048
    sig = KernelSignatureSpec(
        params=(
            array("float16", (n, n), "A"),
            array("float16", (n, n), "B"),
            array("float16", (n, n), "C"),
            ConstantParam(name="TILE_SIZE_M", value=128),
            ConstantParam(name="TILE_SIZE_N", value=128),
            ConstantParam(name="TILE_SIZE_K", value=32),
        )
    )
    return Pair(
        key="matmul",
        op="matmul",
        config="test_perf[2048³ f16, non-persistent]; tiles 128x128x32, num_ctas 1, occupancy 1",
        reference=Reference("_matmul_kernel", sig, KernelHints(num_ctas=1, occupancy=1), "tiles 128, 128, 32"),
        request=EntryRequest(
            name="matmul",
            module="matmul_module",
            function="non_persistent_matmul_kernel",
            generics=("f16", "128", "128", "32", "0"),
            args={"a": tensor((n, n)), "b": tensor((n, n)), "c": tensor((n, n))},
            options=CompileOptionsSpec(num_cta_in_cga=1, occupancy=1),
        ),
        candidate_summary="<f16, 128, 128, 32, CAST_TF32 0>; num_cta_in_cga 1, occupancy 1",
    )


def bmm() -> Pair:
    # tests/ops/test_bmm.py test_perf[q=2, 2048^3, float16, no transposes], static persistent. Tiles 128x256x64,
    # GROUP_SIZE_M 8, num_ctas 2, occupancy 1: in the reference's sm_90 space and the cutile-rs wrapper's
    # persistent space; the reference's LATENCY defaults to 3.
    q, m = 2, 2048
    sig = KernelSignatureSpec(
        params=(
            array("float16", (q, m, m), "A"),
            array("float16", (q, m, m), "B"),
            array("float16", (q, m, m), "C"),
            ScalarParam(name="Batch", dtype="int32"),
            *(ConstantParam(name=k, value=m) for k in ("M", "N", "K")),
            ConstantParam(name="TILE_M", value=128),
            ConstantParam(name="TILE_N", value=256),
            ConstantParam(name="TILE_K", value=64),
            ConstantParam(name="GROUP_SIZE_M", value=8),
            ConstantParam(name="LATENCY", value=3),
            ConstantParam(name="TRANSPOSE_A", value=False),
            ConstantParam(name="TRANSPOSE_B", value=False),
        )
    )
    return Pair(
        key="bmm",
        op="bmm",
        config="test_perf[q=2, 2048³ f16, no transposes], static persistent; tiles 128x256x64, group 8, "
        "num_ctas 2, occupancy 1",
        reference=Reference(
            "_static_persistent_bmm_kernel",
            sig,
            KernelHints(num_ctas=2, occupancy=1),
            "Batch runtime; M = N = K = 2048, tiles 128, 256, 64, GROUP_SIZE_M 8, LATENCY 3 as constants",
        ),
        request=EntryRequest(
            name="bmm",
            module="bmm_module",
            function="static_persistent_bmm_kernel",
            generics=("f16", "128", "256", "64", "8", "0", "0"),
            args={
                "a": tensor((q, m, m)),
                "b": tensor((q, m, m)),
                "c": tensor((q, m, m)),
                "rt_q": IntArg(value=q),
                "rt_m": IntArg(value=m),
                "rt_n": IntArg(value=m),
                "rt_k": IntArg(value=m),
            },
            options=CompileOptionsSpec(num_cta_in_cga=2, occupancy=1),
        ),
        candidate_summary="<f16, 128, 256, 64, 8, 0, 0>; rt_q 2, rt_m/n/k 2048; num_cta_in_cga 2, occupancy 1",
    )


def attention_sink(tile_m: int = 128, tile_n: int = 64) -> Pair:
    # tests/ops/test_attention_sink.py test_perf[bs 1, 128 queries, 2048 keys, 8 kv heads x 8 groups, head_dim 64,
    # no window, bfloat16]: q/out (1, 64, 128, 64), k/v (1, 8, 2048, 64), sinks (64,), start_q (1,) int32. Tile
    # configs from both autotune spaces, num_ctas 1 (reference) and occupancy 2; the cutile-rs wrapper passes
    # num_cta_in_cga = -1 (the compiler default).
    bs, heads, kv_heads, n_ctx, n_kv, d = 1, 64, 8, 128, 2048, 64
    sig = KernelSignatureSpec(
        params=(
            array("bfloat16", (bs, heads, n_ctx, d), "Q"),
            array("bfloat16", (bs, kv_heads, n_kv, d), "K"),
            array("bfloat16", (bs, kv_heads, n_kv, d), "V"),
            array("bfloat16", (heads,), "Sinks"),
            array("bfloat16", (bs, heads, n_ctx, d), "Out"),
            array("int32", (1,), "Start_q"),
            ScalarParam(name="qk_scale", dtype="float32"),
            ConstantParam(name="TILE_D", value=d),
            ConstantParam(name="H", value=heads),
            ConstantParam(name="N_KV_CTX", value=n_kv),
            ConstantParam(name="TILE_M", value=tile_m),
            ConstantParam(name="TILE_N", value=tile_n),
            ConstantParam(name="QUERY_GROUP_SIZE", value=8),
            ConstantParam(name="BANDWIDTH", value=0),
        )
    )
    key = "attention_sink" if (tile_m, tile_n) == (128, 64) else f"attention_sink_m{tile_m}_n{tile_n}"
    return Pair(
        key=key,
        op="attention_sink",
        config=f"test_perf[1-128-2048-8-8-64, no window, bf16]; TILE_M {tile_m}, TILE_N {tile_n}, occupancy 2",
        reference=Reference(
            "_attention_sink_kernel",
            sig,
            KernelHints(num_ctas=1, occupancy=2),
            f"qk_scale runtime; TILE_D 64, H 64, N_KV_CTX 2048, TILE_M {tile_m}, TILE_N {tile_n}, QUERY_GROUP_SIZE 8, "
            "BANDWIDTH 0",
        ),
        request=EntryRequest(
            name=key,
            module="attention_sink_module",
            function="attention_sink_kernel",
            generics=("bf16", str(d), str(heads), str(n_kv), str(tile_m), str(tile_n), "8", "0"),
            args={
                "q": tensor((bs, heads, n_ctx, d)),
                "k": tensor((bs, kv_heads, n_kv, d)),
                "v": tensor((bs, kv_heads, n_kv, d)),
                "sinks": tensor((heads,)),
                "out": tensor((bs, heads, n_ctx, d)),
                "start_q": tensor((1,)),
            },
            options=CompileOptionsSpec(occupancy=2),
        ),
        candidate_summary=f"<bf16, 64, 64, 2048, {tile_m}, {tile_n}, 8, 0>; occupancy 2",
    )


PAIRS: tuple[Pair, ...] = (silu_and_mul(), swiglu(), matmul(), bmm(), attention_sink())


# ----------------------------------------------------------------------------------------------- mutants


def _replace(source: str, old: str, new: str, *, scope: tuple[str, str] | None = None) -> str:
    """``source`` with ``old`` → ``new`` (every occurrence inside ``scope`` = (start marker, end marker), or the
    one occurrence in the file); raises when ``old`` is not where it is expected (another wheel?)."""
    if scope is None:
        if source.count(old) != 1:
            raise ValueError(f"expected exactly one {old!r} in the kernel, found {source.count(old)}")
        return source.replace(old, new)
    start = source.index(scope[0])
    end = source.index(scope[1], start)
    body = source[start:end]
    if old not in body:
        raise ValueError(f"{old!r} not found between {scope[0]!r} and {scope[1]!r}")
    return source[:start] + body.replace(old, new) + source[end:]


NON_PERSISTENT = ("pub unsafe fn non_persistent_matmul_kernel", "pub unsafe fn static_persistent_matmul_kernel")


def _matmul_no_padding(src: str) -> str:
    return _replace(
        src,
        "let a_part: Partition<E, { [BM, BK] }> = a.partition(const_shape![BM, BK]);",
        "let a_part: Partition<E, { [BM, BK] }> = make_partition_view(\n"
        "            a, const_shape![BM, BK], padding::None, dim_map::Identity, get_tensor_token(a),\n"
        "        );",
        scope=NON_PERSISTENT,
    )


def _matmul_f16_accumulator(src: str) -> str:
    src = _replace(
        src,
        "let mut acc: Tile<f32, { [BM, BN] }> = constant(0.0f32, const_shape![BM, BN]);",
        "let zero: Tile<f32, { [BM, BN] }> = constant(0.0f32, const_shape![BM, BN]);\n"
        "        let mut acc: Tile<E, { [BM, BN] }> = convert_tile(zero);",
        scope=NON_PERSISTENT,
    )
    return _replace(
        src,
        """            if CAST_TF32 == 1i32 {
                let a_tf32: Tile<tf32, { [BM, BK] }> = convert_tile(a_tile);
                let b_tf32: Tile<tf32, { [BK, BN] }> = convert_tile(b_tile);
                acc = mmaf(a_tf32, b_tf32, acc);
            } else {
                acc = mmaf(a_tile, b_tile, acc);
            }""",
        "            acc = mmaf(a_tile, b_tile, acc);",
        scope=NON_PERSISTENT,
    )


def _matmul_tile_k64(src: str) -> str:
    # Every BK of the non-persistent entry becomes 64 (the launch's BK is 32): partitions, loads and MMA.
    start = src.index(NON_PERSISTENT[0])
    body_start = src.index(") {", start)  # after the parameter list: the generic `const BK: i32` stays
    end = src.index(NON_PERSISTENT[1], start)
    body = re.sub(r"\bBK\b", "64", src[body_start:end])
    return src[:body_start] + body + src[end:]


def _swiglu_store_as_atomic(src: str) -> str:
    return _replace(
        src,
        """        let c_tok = store_ptr_tko(
            c_ptrs,
            c_tile,
            ordering::Weak,
            None::<scope::TileBlock>,
            Some(c_mask),
            None,
            Latency::<0>,
        );""",
        """        let (_old, c_tok): (Tile<E, { [TILE_SIZE] }>, Token) = atomic_rmw_tko(
            c_ptrs,
            c_tile,
            atomic::AddF,
            ordering::Relaxed,
            scope::Device,
            Some(c_mask),
            None,
        );""",
    )


def _attention_reduce_dim0(src: str) -> str:
    return _replace(src, "reduce_max(qk, 1i32);", "reduce_max(qk, 0i32);")


SWIGLU_A_GATHER = ("─── a gather", "─── b gather")


def _swiglu_sigmoid_swapped(src: str) -> str:
    return _replace(src, "true_div(one, denom)", "true_div(denom, one)")


def _swiglu_one_as_two(src: str) -> str:
    return _replace(
        src, "broadcast_scalar(1.0f32, const_shape![TILE_SIZE])", "broadcast_scalar(2.0f32, const_shape![TILE_SIZE])"
    )


def _swiglu_a_gather_next_row(src: str) -> str:
    return _replace(src, "row_i64 * str0;", "row_i64 * str0 + str0;", scope=SWIGLU_A_GATHER)


def _matmul_store_next_row(src: str) -> str:
    return _replace(
        src,
        "result,\n                [bid_m, bid_n],",
        "result,\n                [bid_m + 1i32, bid_n],",
        scope=NON_PERSISTENT,
    )


def _matmul_k_loop_short(src: str) -> str:
    return _replace(src, "for k in 0i32..num_tiles_k {", "for k in 0i32..(num_tiles_k - 1i32) {", scope=NON_PERSISTENT)


@dataclass(frozen=True)
class Mutant:
    name: str
    pair: Pair  # the launch both sides are compiled for
    what: str
    edit: Callable[[str], str]
    category: str  # the must_match category the diff must report


MUTANTS: tuple[Mutant, ...] = (
    Mutant(
        "attention_sink_reduce_dim0",
        attention_sink(64, 64),  # TILE_M = TILE_N, so reducing the other axis still type-checks
        "row max over dim 0 instead of 1: `reduce_max(qk, 0i32)`",
        _attention_reduce_dim0,
        "reduction",
    ),
    Mutant(
        "matmul_no_padding",
        PAIRS[2],
        "A's load partition without padding (`make_partition_view(…, padding::None, …)` instead of "
        "`a.partition(…)`, which pads with zero)",
        _matmul_no_padding,
        "mask_padding",
    ),
    Mutant(
        "matmul_f16_accumulator",
        PAIRS[2],
        "accumulator `Tile<E, …>` (f16) instead of `Tile<f32, …>`",
        _matmul_f16_accumulator,
        "mma",
    ),
    Mutant(
        "matmul_tile_k64",
        PAIRS[2],
        "K tile 64 instead of the launch's BK = 32 (every `BK` in the entry's body)",
        _matmul_tile_k64,
        "tile_shape",
    ),
    Mutant(
        "swiglu_sigmoid_operands_swapped",
        PAIRS[1],
        "sigmoid's divide with its operands swapped: `true_div(denom, one)`",
        _swiglu_sigmoid_swapped,
        "arithmetic",
    ),
    Mutant(
        "swiglu_one_as_two",
        PAIRS[1],
        "the constant of `1 + exp(-a)` (and of the numerator) changed to 2.0",
        _swiglu_one_as_two,
        "arithmetic",
    ),
    Mutant(
        "swiglu_a_gather_next_row",
        PAIRS[1],
        "the a gather's offsets shifted by one row: `row * stride0 + stride0`",
        _swiglu_a_gather_next_row,
        "memory_op",
    ),
    Mutant(
        "matmul_store_next_row",
        PAIRS[2],
        "C stored one tile row down: `[bid_m + 1i32, bid_n]`",
        _matmul_store_next_row,
        "memory_op",
    ),
    Mutant(
        "matmul_k_loop_short",
        PAIRS[2],
        "the K loop one iteration short: `0i32..(num_tiles_k - 1i32)`",
        _matmul_k_loop_short,
        "control_flow",
    ),
    Mutant(
        "swiglu_store_as_atomic",
        PAIRS[1],
        "the output scatter `store_ptr_tko` swapped for `atomic_rmw_tko(…, atomic::AddF, …)`",
        _swiglu_store_as_atomic,
        "memory_op",
    ),
)


# ----------------------------------------------------------------------------------------------- running


@dataclass
class Outcome:
    """One diff: ``tilebot ir-diff --format json`` on the two bytecode files, plus its exit code."""

    name: str
    pair: Pair
    exit_code: int
    doc: dict[str, Any]
    reference_file: Path
    candidate_file: Path

    @property
    def verdict(self) -> str:
        return str(self.doc["verdict"])

    def findings(self, severity: str | None = None) -> list[dict[str, Any]]:
        return [f for f in self.doc["findings"] if severity is None or f["severity"] == severity]

    def categories(self, severity: str = "must_match") -> set[str]:
        return {f["category"] for f in self.findings(severity)}


def build_reference(pair: Pair, wheel: Path, work: Path) -> Path:
    out = work / pair.key
    exported = export_reference(
        wheel / pair.module, pair.reference.function, pair.reference.signature, out, name="reference",
        hints=pair.reference.hints,
    )  # fmt: skip
    return exported.bytecode_path


def build_candidates(kernel_source: Path, requests: Sequence[EntryRequest], out: Path) -> list[Path]:
    return [ir.bytecode_path for ir in compile_candidate_ir(kernel_source, requests, out)]


def ir_diff(name: str, pair: Pair, reference: Path, candidate: Path) -> Outcome:
    """``tilebot ir-diff REFERENCE CANDIDATE --format json``, through the command's own entry point."""
    out, err = io.StringIO(), io.StringIO()
    code = run_ir_diff(reference, candidate, "json", stdout=out, stderr=err, hint_gaps=DEFAULT_CUTILE.hint_gaps)
    if code == 2:
        raise RuntimeError(f"tilebot ir-diff {reference} {candidate}: {err.getvalue().strip()}")
    return Outcome(name, pair, code, json.loads(out.getvalue()), reference, candidate)


def run_ports(wheel: Path, work: Path, pairs: Sequence[Pair] = PAIRS) -> list[Outcome]:
    outcomes = []
    for pair in pairs:
        reference = build_reference(pair, wheel, work)
        [candidate] = build_candidates(wheel / pair.kernel, [pair.request], work / pair.key)
        outcomes.append(ir_diff(pair.key, pair, reference, candidate))
    return outcomes


def run_mutants(wheel: Path, work: Path, mutants: Sequence[Mutant] = MUTANTS) -> list[tuple[Outcome, Outcome]]:
    """(mutant, unmutated port) outcomes for the same launch: the port's own findings are the baseline."""
    results = []
    for mutant in mutants:
        pair = mutant.pair
        out = work / "mutants" / mutant.name
        out.mkdir(parents=True, exist_ok=True)
        source = (wheel / pair.kernel).read_text(encoding="utf-8")
        edited = mutant.edit(source)
        if edited == source:
            raise ValueError(f"mutant {mutant.name} changed nothing")
        kernel = out / "kernel.rs"
        kernel.write_text(edited, encoding="utf-8")
        reference = build_reference(pair, wheel, work)
        [candidate] = build_candidates(kernel, [pair.request.model_copy(update={"name": "candidate"})], out)
        [port] = build_candidates(wheel / pair.kernel, [pair.request], work / pair.key)
        results.append((ir_diff(mutant.name, pair, reference, candidate), ir_diff(pair.key, pair, reference, port)))
    return results


def new_categories(mutant: Outcome, port: Outcome) -> set[str]:
    """must_match categories with a finding the unmutated port does not have (same message, locations aside)."""
    baseline = {(f["category"], _shape(f["message"])) for f in port.findings("must_match")}
    return {
        f["category"] for f in mutant.findings("must_match") if (f["category"], _shape(f["message"])) not in baseline
    }


def _shape(message: str) -> str:
    return re.sub(r"\(line [^)]*\)", "", message)


# ----------------------------------------------------------------------------------------------- explanations


@dataclass(frozen=True)
class Explanation:
    """Why a finding is what it is, for these launches. The first one whose op ("*": any), severity and pattern
    (on the message) match applies; a finding without one is printed as UNEXPLAINED and fails the tool."""

    ops: str
    severity: str
    pattern: str
    text: str
    label: str = ""  # must_match: the short reason the summary table gives


def _e(ops: str, severity: str, pattern: str, text: str, label: str = "") -> Explanation:
    return Explanation(ops, severity, pattern, text, label)


EXPLANATIONS: tuple[Explanation, ...] = (
    # --- must_match: where a port is not faithful
    _e(
        "silu_and_mul",
        "must_match",
        r"divf`: exp_ratio `no` in the reference, `yes`",
        "**Not faithful (numerics).** The port computes sigmoid as e / (1 + e) with e = exp2(a·log2e); the "
        "reference as 1 / (1 + exp2(-a·log2e)). Equal in exact arithmetic, but for a ≳ 88.7 (f32 exp overflow; f16 "
        "inputs reach 65504) e = +inf and e / (1 + e) = inf / inf = NaN (the approximate divide computes "
        "e · (1 / (1 + e)) = inf · 0 = NaN too), where the reference gives 1 and silu(a) = a. Fix: port the "
        "reference's form (negate a, divide 1 by 1 + exp2).",
        "sigmoid as e / (1 + e): NaN for inputs ≳ 88.7",
    ),
    _e(
        "silu_and_mul",
        "must_match",
        r"flags `-` in the reference, `flush_to_zero`",
        "**Not faithful (flags).** The port passes `ftz::Enabled` to 1 + e, a · sigmoid and silu · b; the reference "
        "flushes only the log2e multiply, exp2 and the divide. FTZ turns subnormal f32 results (|x| < 2⁻¹²⁶) into "
        "±0: invisible for this f16 launch (such values round to ±0 in f16 anyway), but the same kernel for bf16 "
        "or f32 loses subnormal outputs the reference keeps. Fix: `ftz::Disabled` on those three ops.",
        "flush_to_zero on 3 ops the reference does not flush",
    ),
    _e(
        "silu_and_mul",
        "must_match",
        r"latency `-` in the reference, `3`",
        "**Not faithful (hints).** The port gives both gathers and the scatter `Latency::<3>`; the reference sets "
        "no latency hint. A scheduling hint (no effect on values), but latency/TMA hints are must-match: the "
        "compiled schedule differs. Fix: `Latency::<0>` (no hint), as the swiglu port does.",
        "latency hints the reference does not set",
    ),
    _e(
        "swiglu",
        "ok_to_differ",
        r"num_worker_warps_per_cta",
        "**A known cutile 0.2.0 gap (hints).** The reference kernel is declared "
        "`@ct.kernel(occupancy=1, num_worker_warps=8)`. cutile 0.2.0 cannot express num_worker_warps_per_cta "
        "(its entry `optimization_hints` and `CompileOptions` know only num_cta_in_cga, occupancy and "
        "max_divisibility), so the port compiles with the compiler's own warp count: a difference of performance, "
        "not values, that no kernel writer can fix — stage E's perf gate judges it.",
    ),
    _e(
        "swiglu",
        "must_match",
        r"entry hint occupancy",
        "**Not faithful (hints), fixable.** The reference's occupancy = 1 (its decorator) is not set by the port: "
        "the TileGym wrapper passes default compile options and the entry has no `optimization_hints`. Fix: "
        "`#[cutile::entry(optimization_hints = (sm_90 = (occupancy = 1,),))]` or `CompileOptions::occupancy(1)`.",
        "occupancy = 1 not set",
    ),
    _e(
        "bmm",
        "must_match",
        r"store_view_tko f16 128x256` in entry/for#0 is ordered after",
        "**Not faithful (tokens), fixable.** The reference threads one token through the persistent loop: each "
        "tile's store of C is ordered after the previous iteration's store. The port's `store_view_tko_mut` takes "
        "the tensor's initial token every time, so stores of different iterations are unordered. Harmless for this "
        "kernel — each iteration writes its own (batch, m, n) tile — but the diff cannot prove it: the rule that "
        "accepts an unordered store (STORES_DISJOINT) needs a tile index `c·iv + (loop invariant)`, and here the "
        "tile is the group swizzle of iv (iv // 128, 8·((iv mod 128) // 64) + …), whose injectivity the index "
        "normalizer does not decide. Token structure is must-match. Fix: carry the store's token to the next "
        "iteration (cutile has `set_tensor_token` for this).",
        "C stores not ordered across persistent iterations",
    ),
    _e(
        "matmul",
        "must_match",
        # the reference's floor-remainder fix-up against the candidate's plain remainder, the same around it
        r"`store_view_tko` to A2, (index|stored value): `index` \(at [^`]*mod_floor_signed\(bid\.x; mini_signed\("
        r"[^`]* in the reference, `index` \(at 8\*div_floor\(bid\.x; [^`]*\) "
        r"\+ mod_zero_signed\(bid\.x; mini_signed\(",
        "**Not faithful (index math), fixable.** The group swizzle's `bid_m = first_bid_m + bid % group_size_m`, "
        "with `group_size_m = min(num_bid_m - first_bid_m, 8)`: the reference's `%` is Python's floor remainder "
        "(`remi` plus the fix-up that adds the divisor where the remainder's sign differs from the divisor's), the "
        "port's Rust `%` the plain truncating `remi`. They differ only where the divisor is negative, i.e. "
        "first_bid_m > num_bid_m: a block beyond the tile grid. Both TileGym launchers start exactly "
        "cdiv(M, 128) · cdiv(N, 128) blocks, so none is here, but the grid is not in the IR and the divisor is a "
        "difference, which the IR cannot prove non-negative. Such a block's row tile lies past C's last one on "
        "both sides (the reference's in (num_bid_m, first_bid_m], the port's from first_bid_m up), where the "
        "partition views' bounds drop the store. bid_m reaches two addresses, hence two findings: C's store "
        "and A's load in the K loop. Fix: Python's floor remainder, `let r = bid % gsm;` then "
        "`if r != 0 && (r < 0) != (gsm < 0) { r + gsm } else { r }`.",
        "swizzle `bid % min(num_bid_m - first_bid_m, 8)`: truncating, not floor (differs for a divisor < 0)",
    ),
    _e(
        "bmm",
        "must_match",
        # the reference's floor-remainder fix-up against the candidate's plain remainder (no select)
        r"`store_view_tko` to A2, (index|stored value): `index` \(at [^`]*mod_floor_signed\(mod_floor\(iv0; 128\); "
        r"mini_signed\([^`]* in the reference, `index` "
        r"\(at (?![^`]*(select|mod_floor_signed)\()[^`]*\+ mod_zero_signed\(mod_floor\(iv0; [^`]*mini_signed\(",
        "**Not faithful (index math), fixable.** The same group swizzle as matmul's, per tile id "
        "`t = iv % tiles_per_batch` of the persistent loop: `bid_m = first_bid_m + t % group_size_m`, "
        "`group_size_m = min(num_bid_m - first_bid_m, 8)`, Python's floor remainder in the reference (its fix-up), "
        "Rust's truncating `remi` in the port. They differ only where the divisor is negative (first_bid_m > "
        "num_bid_m), which no tile id below tiles_per_batch gives: for this launch the reference's divisor is "
        "16 - 8·(t // 64) with t // 64 ≤ 1. The diff's index math has no value ranges, so it cannot show that, and "
        "a difference may be negative. Compared across the two argument lists (every argument term one unknown), "
        "the divisor's sign is read as within one (the exact index math's), so this agrees with matmul's finding. "
        "bid_m reaches C's store and A's load: two findings. Fix: Python's floor remainder, as for matmul.",
        "swizzle `t % min(num_bid_m - first_bid_m, 8)`: truncating, not floor (differs for a divisor < 0)",
    ),
    # --- ok_to_differ: what each note means here
    _e(
        "*",
        "ok_to_differ",
        r"padding `zero` in the reference, `none` in the candidate — padding differs, but the loaded lanes only",
        "The reference's gather pads masked-off lanes with 0, the port leaves them undetermined (`None` padding). "
        "Those lanes only flow through elementwise ops into the scatter, whose mask drops them: never read.",
    ),
    _e(
        "attention_sink",
        "ok_to_differ",
        r"padding `none` in the reference, `zero` in the candidate",
        "The port's `partition()` pads with zero; the reference's `ct.load` leaves out-of-bounds lanes "
        "undetermined (`PaddingMode.UNDETERMINED`). Zero is one of the values the reference allows, so the port "
        "refines it; in this launch no tile is partial anyway (128 queries = TILE_M, 2048 keys = 32 x TILE_N, "
        "head_dim = TILE_D, one start_q, one sink per head).",
    ),
    _e(
        "swiglu",
        "ok_to_differ",
        r"mask `no` in the reference, `bounds` in the candidate",
        "The reference runs with `check_bounds=False` (its wrapper passes it when TILE_SIZE equals the row length, "
        "2048 here), so its gathers and scatter are unmasked; the port always masks `row < shape0 && col < shape1`. "
        "Every lane is in bounds for this launch, so the values are the same; the masks cost 6 compares and 3 "
        "ands per element.",
    ),
    _e(
        "silu_and_mul",
        "ok_to_differ",
        r"op `cmpi`: (elem|flags)",
        "Bounds masks: the reference compares i64 indices unsigned (one compare covers 0 ≤ i < n), the port "
        "compares i32 column indices signed against hidden_size (iota is never negative). The compares feed only "
        "the load/store masks.",
    ),
    _e(
        "attention_sink",
        "ok_to_differ",
        r"frontend equivalence `add_zero_is_identity`",
        "The reference starts the running max as `full(0) + sink_scaled` (an addf of 0.0), the port broadcasts "
        "sink_scaled directly: x + 0.0 = x (only -0.0 would become +0.0, which compares equal in the running max). "
        "The value graph applies the named rule on both sides and finds the same stored value.",
    ),
    _e(
        "*",
        "ok_to_differ",
        r"frontend equivalence `python_floor_division_fixup`",
        "cuTile Python lowers `%` with Python's floor semantics: `remi` plus a fix-up that adds the divisor when the "
        "remainder's sign differs from the divisor's (cmpi/xori/andi/select/addi); cutile-rs's `%` is the plain "
        "`remi`. The value graph reads the fix-up as the floor remainder it spells. Where the numerator and the "
        "divisor are never negative (block and tile ids by an extent) the fix-up never fires: that is the plain "
        "remainder, and the index expressions built from it agree. Where the divisor may be negative (a swizzle's "
        "group size) it is Python's floor remainder, which a port's plain `remi` is not: the must_match above, where "
        "one is.",
    ),
    _e(
        "*",
        "ok_to_differ",
        r"condition compared with true or false read as itself or its negation",
        "Part of the same fix-up: its test `(r < 0) != (d < 0)`, with `d < 0` folded to `false` for a divisor cuTile "
        "Python knows is positive, is `xori (r < 0), false`, which is `r < 0` itself (x xor false = x); the port's "
        "plain `remi` has no such test. The canonical form reads the test as its condition.",
    ),
    _e(
        "bmm",
        "ok_to_differ",
        r"the same as `",
        "The reference (cuTile Python) folds what its launch knows at compile time into constants — 16 row tiles "
        "and so 128 tiles per batch (M/128 · N/256), 32 K-steps (K/64) — where the port computes the same from its "
        "integer arguments at run time (`cdiv(M, BM) * cdiv(N, BN)`, `cdiv(K, BK)`). The two argument lists differ "
        "(19 and 22 integers), so arguments cannot be matched by position: the diff compares these loop bounds "
        "(the persistent loop's tile count, the K loop's trip count) with every argument-derived term read as one "
        "unknown (ARG), and they agree term by term. Which argument value is used is checked by correctness. (The "
        "store and load indices compare the same way, but differ in the swizzle's remainder: the must_match above.)",
    ),
    _e(
        "attention_sink",
        "ok_to_differ",
        r"entry hint num_cta_in_cga: `1` in the reference, `-`",
        "The reference's autotune config passes num_ctas=1; the cutile-rs wrapper passes -1 (compiler default). "
        "The Tile IR optimization guide (§11.1.1) documents num_cta_in_cga's default as 1: the same setting.",
    ),
    _e(
        "*",
        "ok_to_differ",
        r"integer index/mask arithmetic differs",
        "Index arithmetic spelled differently: cuTile Python lowers `%` and `//` with Python's floor semantics "
        "(remi/divi plus a cmpi/xori/andi/select/addi fix-up for negative operands), Rust's `%` and `/` truncate; "
        "equal for the non-negative block ids, tile ids and extents here. Values the reference knows at compile "
        "time (constants M/N/K, TILE sizes) fold away on one side, and the two frontends widen to i64 and build "
        "masks at different points. Correctness tests check this arithmetic.",
    ),
    _e(
        "*",
        "ok_to_differ",
        r"conversion `exti`",
        "Index widening i32 → i64 for pointer offsets happens at different points in the two frontends (the "
        "reference widens shapes, strides, block ids and indices; the port only what it multiplies by a stride).",
    ),
    _e(
        "*",
        "ok_to_differ",
        r"hand-written rounding-up division read as ceil-div",
        "The port writes `(x + T - 1) / T`; the reference's `ct.cdiv` (or a constant) gives the ceil-div op. "
        "The canonical form reads the first as the second (exact for the non-negative extents involved).",
    ),
    _e(
        "*",
        "ok_to_differ",
        r"branch that only picks one of two values read as select",
        "The port's `if x < G { x } else { G }` is an `if` whose branches only yield values computed before it, "
        "so it is `select(x < G, x, G)`: nothing to speculate. (That select is then read as `mini`, next note.)",
    ),
    _e(
        "*",
        "ok_to_differ",
        r"select of a comparison between its own operands read as mini",
        "`select(x < G, x, G)` (the port's `if`, read as a select) is `mini x, G`, which the reference's `min(...)` "
        "emits directly: exact for integers.",
    ),
    _e(
        "*",
        "ok_to_differ",
        r"launch-time divisibility of integer arguments",
        "Each launcher states the divisibility of the launch's integer arguments: cuTile Python 16 on shapes and "
        "16 bytes' worth of elements on strides (8 for f16/bf16, 4 for f32), cutile-rs the largest power of two "
        "≤ 16 dividing each value, in elements (so 2 for q = 2). Both are true for this launch and each runtime "
        "compiles again when a later launch's values differ, so neither is wrong for other inputs.",
    ),
    _e(
        "bmm",
        "ok_to_differ",
        r"scalar arguments in the reference",
        "Argument ABI: the reference has M, N, K as compile-time constants and Batch as a runtime scalar; the "
        "port takes q, m, n, k as runtime i32s (and so computes tile counts at run time: the divi/muli notes).",
    ),
    _e(
        "silu_and_mul",
        "ok_to_differ",
        r"scalar arguments in the reference",
        "Argument ABI: the reference takes each array as (pointer, 2 shapes, 2 strides), 8 integers for input and "
        "output; the port takes raw pointers plus hidden_size and the two row strides. The port's FFI passes them.",
    ),
    # --- noise
    _e(
        "*",
        "noise",
        r"entry symbol|duplicate pure op merged|assume bounded|dead constant dropped|dead pure op dropped",
        "Frontend noise: symbol names, duplicate constants and index ops, `assume bounded` on block ids and loop "
        "indices, and what is left dead after the rewrites above.",
    ),
    _e(
        "*",
        "noise",
        r"entry hints for sm_100",
        "The kernel's own `optimization_hints = (sm_100 = (…))` entry: for sm_100 only, not the sm_90 target.",
    ),
    _e(
        "attention_sink",
        "noise",
        r"last_stride `dynamic on a size-1 dimension`",
        "Start_q has shape (1,): cuTile Python (calling convention v2) makes the dimension a constant 1 and drops "
        "the static stride; cutile-rs keeps `strides=[1]`. Only index 0 is ever read: the stride moves nothing.",
    ),
    _e(
        "attention_sink",
        "noise",
        r"on constant result",
        "The same Start_q stride: cuTile Python states its divisibility on the constant it passes for it.",
    ),
)


def explain(op: str, finding: dict[str, Any]) -> Explanation | None:
    for e in EXPLANATIONS:
        if e.ops in ("*", op) and e.severity == finding["severity"] and re.search(e.pattern, finding["message"]):
            return e
    return None


def unexplained(outcomes: Sequence[Outcome]) -> list[tuple[str, str]]:
    return [(o.name, f["message"]) for o in outcomes for f in o.findings() if explain(o.pair.op, f) is None]


# ----------------------------------------------------------------------------------------------- the report


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def _where(f: dict[str, Any]) -> str:
    def line(loc: str | None) -> str:
        return loc.rsplit(":", 1)[-1] if loc else "-"

    return f"{line(f['reference'])} · {line(f['candidate'])}"


def versions() -> dict[str, str]:
    tool = find_tileirdisasm()
    disasm = "not found"
    if tool is not None:
        run = subprocess.run([str(tool), "--version"], capture_output=True, text=True, check=False)
        found = re.search(r"(\d+\.\d+\.\d+)", run.stdout + run.stderr)
        disasm = found.group(0) if found else "unknown"
    crates = Target().crates
    return {
        "tilegym": TILEGYM.split("==")[1],
        "cuda-tile": metadata.version("cuda-tile"),
        "cutile": crates.get("cutile", "?"),
        "tileirdisasm": disasm,
    }


def render_report(
    ports: Sequence[Outcome], mutants: Sequence[tuple[Outcome, Outcome]], command: str, tool_versions: dict[str, str]
) -> str:
    v = tool_versions
    lines = [
        "# Tile IR diff: TileGym 1.5.1's cutile-rs ports against their cuTile Python references",
        "",
        f"Generated by `{command}` — do not edit; rerun the command.",
        "",
        f"- Inputs: the `tilegym` {v['tilegym']} wheel from PyPI (`pip download --no-deps`): references "
        f"`{PY_OPS}/<op>.py`, ports `{RS_OPS}/<op>_kernel/kernel.rs`; one configuration of TileGym's own tests "
        "per op, the same shapes, dtypes and tile sizes on both sides.",
        f"- Reference IR: cuda-tile {v['cuda-tile']} `export_kernel` for the signature `ct.launch` infers (contiguous "
        "tensors at 256-byte aligned addresses), bytecode 13.3, sm_90.",
        f"- Candidate IR: cutile {v['cutile']} `KernelCompiler` through tilebot's cargo harness, with the "
        "generics, specialization and compile options TileGym's FFI launch gives, target sm_90.",
        f"- Both printed by tileirdisasm {v['tileirdisasm']}; diffed by `tilebot ir-diff --format json`. Line "
        "numbers point into that text: `<work>/<op>/reference.mlir` and `<work>/<op>/<op>.mlir` (`--work`, by "
        "default `<tilebot cache>/tilegym-ir-pairs`).",
        "",
        "## Ports",
        "",
        "| op | config | verdict | must_match | ok_to_differ | noise | must_match because |",
        "| --- | --- | --- | ---: | ---: | ---: | --- |",
    ]
    for o in ports:
        s = o.doc["summary"]
        labels = dict.fromkeys(
            e.label or e.text for f in o.findings("must_match") if (e := explain(o.pair.op, f)) is not None
        )
        lines.append(
            f"| {o.pair.op} | {_cell(o.pair.config)} | **{o.verdict}** | {s['must_match']} | {s['ok_to_differ']} "
            f"| {s['noise']} | {_cell('; '.join(labels)) or '-'} |"
        )
    lines += [
        "",
        "PASS: no finding. PASS_WITH_NOTES: only ok_to_differ (and noise) findings, each explained below. "
        "FAIL_FIXABLE: at least one must_match finding — the port differs from its reference in something the "
        "diff requires to match; the explanation says what and whether it matters for values.",
        "",
    ]
    for o in ports:
        lines += _port_section(o)
    lines += [
        "## Mutants",
        "",
        "Copies of a port's `kernel.rs` with one mistake, compiled for the same launch as the port and diffed "
        'against the same reference. "New must_match" are the categories with a must_match finding the unmutated '
        "port does not have.",
        "",
        "| mutant | port, launch | edit | verdict | new must_match | expected | |",
        "| --- | --- | --- | --- | --- | --- | --- |",
    ]
    by_name = {m.name: m for m in MUTANTS}
    for mutant, port in mutants:
        m = by_name[mutant.name]
        found = new_categories(mutant, port)
        ok = mutant.verdict == "FAIL_FIXABLE" and m.category in found
        lines.append(
            f"| {m.name} | {m.pair.op} ({_cell(m.pair.config.split('; ', 1)[-1])}) | {_cell(m.what)} | "
            f"**{mutant.verdict}** | {', '.join(sorted(found)) or '-'} | {m.category} | {'✅' if ok else '❌'} |"
        )
    lines += ["", "Each mutant's must_match findings (reference line · candidate line):", ""]
    for mutant, port in mutants:
        baseline = {(f["category"], _shape(f["message"])) for f in port.findings("must_match")}
        lines.append(f"- `{mutant.name}`:")
        for f in mutant.findings("must_match"):
            if (f["category"], _shape(f["message"])) not in baseline:
                lines.append(f"  - [{f['category']}] {_cell(f['message'])} ({_where(f)})")
    lines += [
        "",
        "## Reproduce",
        "",
        "```",
        command,
        "```",
        "",
        "Needs `pip install -e '.[dev]'`, cargo (Rust ≥ 1.89) and libclang; the wheel and the cargo build are "
        "cached under the tilebot cache directory. `tests/integration/test_tilegym_ports_ir.py` builds the same "
        "pairs and mutants and asserts the verdicts and categories above.",
        "",
    ]
    return "\n".join(lines)


def _port_section(o: Outcome) -> list[str]:
    p = o.pair
    hints = ", ".join(f"{k}={v}" for k, v in p.reference.hints.given().items()) if p.reference.hints else ""
    out = [
        f"### {p.op} — {o.verdict}",
        "",
        f"- Config: {p.config}.",
        f"- Reference: `{p.module}` `{p.reference.function}` — {p.reference.summary}"
        + (f"; launched with {hints}" if hints else "")
        + ".",
        f"- Candidate: `{p.kernel}` `{p.request.module}::{p.request.function}` — {p.candidate_summary}.",
        "",
    ]
    for severity in ("must_match", "ok_to_differ", "noise"):
        found = o.findings(severity)
        if not found:
            continue
        notes: dict[str, int] = {}  # explanation text → its number in this table
        out += [
            f"**{severity}** ({len(found)})",
            "",
            "| category | owner | finding | lines (ref · cand) | why |",
            "| --- | --- | --- | --- | --- |",
        ]
        for f in found:
            e = explain(p.op, f)
            text = e.text if e is not None else "**UNEXPLAINED**"
            number = notes.setdefault(text, len(notes) + 1)
            message = f["message"].split(" — ", 1)[0]
            out.append(f"| {f['category']} | {f['owner']} | {_cell(message)} | {_where(f)} | ({number}) |")
        out.append("")
        out += [f"{n}. {text}" for text, n in notes.items()]
        out.append("")
    return out


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=None, help=f"write the Markdown report here (e.g. {DEFAULT_OUT})")
    parser.add_argument("--work", type=Path, default=None, help="where IR files go (default: the tilebot cache)")
    parser.add_argument("--wheel", type=Path, default=None, help="an unzipped tilegym 1.5.1 wheel (default: fetch)")
    args = parser.parse_args(args_list)
    wheel = args.wheel or fetch_wheel()
    work = args.work or cache_dir() / "tilegym-ir-pairs"
    work.mkdir(parents=True, exist_ok=True)
    ports = run_ports(wheel, work)
    mutants = run_mutants(wheel, work)
    command = shlex.join(["python", "tools/tilegym_ir_pairs.py", *args_list])
    report = render_report(ports, mutants, command, versions())
    if args.out is not None:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(report, encoding="utf-8")
    for o in ports:
        s = o.doc["summary"]
        print(f"{o.pair.op:15} {o.verdict:16} must {s['must_match']:2}  ok {s['ok_to_differ']:2}  noise {s['noise']:2}")
    failed = []
    for mutant, port in mutants:
        m = next(x for x in MUTANTS if x.name == mutant.name)
        found = new_categories(mutant, port)
        good = mutant.verdict == "FAIL_FIXABLE" and m.category in found
        failed += [] if good else [m.name]
        print(f"{m.name:28} {mutant.verdict:16} new must_match: {', '.join(sorted(found)) or '-'}")
    missing = unexplained(ports)
    for name, message in missing:
        print(f"UNEXPLAINED {name}: {message}", file=sys.stderr)
    for name in failed:
        print(f"MUTANT NOT CAUGHT {name}", file=sys.stderr)
    print(f"report: {args.out}" if args.out else "(no --out: report not written)")
    print(f"command: {command}")
    return 1 if missing or failed else 0


if __name__ == "__main__":
    sys.exit(main())
