"""Candidate Tile IR from cutile-rs without a GPU: the harness crate built by cargo from crates.io.

Kernels are NVIDIA's own cutile-rs ports from the PyPI ``tilegym`` 1.5.1 wheel (fetched with
``pip download --no-deps``; the wheel's dependency tree — torch, transformers, … — is not
installed). Tests that build skip only when cargo is missing; a failing build fails with
cargo's output.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import tempfile
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from tilebot.core.config import Target
from tilebot.core.signature import ArrayParam, ConstantParam, KernelSignatureSpec
from tilebot.runner.targets.cutile_rs.harness import (
    CompileOptionsSpec,
    EntryRequest,
    HarnessBuildError,
    HarnessError,
    IntArg,
    PointerArg,
    TensorArg,
    build_harness,
    check_request,
    compile_candidate_ir,
    render_harness,
    run_harness,
)
from tilebot.runner.targets.cutile_rs.kernel_source import (
    KernelSourceError,
    entry_signature,
    entry_signatures,
    module_names,
)
from tilebot.runner.targets.cutile_rs.toolchain import cache_dir, find_cargo
from tilebot.runner.tileir.export import export_reference

TILEGYM = "tilegym==1.5.1"
RS_OPS = "tilegym/ops/cutile_rs"


@pytest.fixture(scope="session")
def tilegym_wheel() -> Path:
    """The unzipped tilegym 1.5.1 wheel (the directory holding ``tilegym/``), cached across runs."""
    root = cache_dir() / "wheels" / "tilegym-1.5.1"
    if (root / RS_OPS).is_dir():
        return root
    downloads = cache_dir() / "wheels" / "downloads"
    downloads.mkdir(parents=True, exist_ok=True)
    proc = subprocess.run(
        [sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:", "-d", str(downloads), TILEGYM],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proc.returncode == 0, f"pip download {TILEGYM} failed:\n{proc.stdout[-2000:]}\n{proc.stderr[-2000:]}"
    [wheel] = downloads.glob("tilegym-1.5.1-*.whl")
    staging = Path(tempfile.mkdtemp(dir=root.parent))
    with zipfile.ZipFile(wheel) as zf:
        zf.extractall(staging)
    if not root.exists():
        staging.rename(root)
    else:
        shutil.rmtree(staging)
    return root


@pytest.fixture(scope="session")
def cargo() -> Path:
    found = find_cargo()
    if found is None:
        pytest.skip("cargo is not installed (install Rust ≥ 1.89 with rustup to build the cutile-rs harness)")
    return found


def kernel(wheel: Path, op: str) -> Path:
    return wheel / RS_OPS / f"{op}_kernel" / "kernel.rs"


def contiguous(shape: tuple[int, ...]) -> TensorArg:
    strides, acc = [], 1
    for size in reversed(shape):
        strides.append(acc)
        acc *= size
    return TensorArg(shape=shape, strides=tuple(reversed(strides)))


def silu_request(name: str, *, dtype: str = "f16", block: int = 1024, hidden: int = 1000) -> EntryRequest:
    return EntryRequest(
        name=name,
        module="silu_and_mul_module",
        function="silu_and_mul_kernel",
        generics=(dtype, str(block)),
        args={
            "out_ptr": PointerArg(),
            "in_ptr": PointerArg(),
            "hidden_size": IntArg(value=hidden),
            "in_row_stride": IntArg(value=2 * hidden),
            "out_row_stride": IntArg(value=hidden),
        },
    )


def count(text: str, pattern: str) -> int:
    return len(re.findall(pattern, text))


# --------------------------------------------------------------------------- source reading (no cargo)


def test_reads_modules_and_entries_of_tilegym_ports(tilegym_wheel: Path) -> None:
    source = kernel(tilegym_wheel, "bmm").read_text()
    assert module_names(source) == ["bmm_module"]
    sig = entry_signature(source, "bmm_module", "static_persistent_bmm_kernel")
    assert sig.generics == ("E", "BM", "BN", "BK", "GROUP_SIZE_M", "TRANSPOSE_A", "TRANSPOSE_B")
    assert [(p.name, p.kind) for p in sig.params] == [
        ("a", "tensor"),
        ("b", "tensor"),
        ("c", "tensor"),
        ("rt_q", "int"),
        ("rt_m", "int"),
        ("rt_n", "int"),
        ("rt_k", "int"),
    ]
    attention = entry_signature(
        kernel(tilegym_wheel, "attention_sink").read_text(), "attention_sink_module", "attention_sink_kernel"
    )
    assert attention.params[-1].kind == "float" and attention.params[3].type == "&Tensor<E, { [-1] }>"


def test_a_signature_that_runs_to_the_end_of_its_module_is_a_kernel_source_error() -> None:
    """A `>` missing after the generics (what the agent may write mid-edit) balances only with the module's closing
    brace: a clear error for check_contract to return, never an IndexError."""
    source = (
        "#[cutile::module]\npub mod m {\n    #[cutile::entry()]\n"
        "    pub fn k<const B: i32(x: &mut Tensor<f32, {[B]}>, n: i32) {\n    }\n}\n"
    )
    message = "fn `k`: its signature runs to the end of its module (a bracket left open?)"
    with pytest.raises(KernelSourceError, match=re.escape(message)):
        entry_signatures(source)
    with pytest.raises(KernelSourceError, match=re.escape(message)):
        entry_signature(source, "m", "k")


def test_requests_are_checked_against_the_entry(tilegym_wheel: Path) -> None:
    source = kernel(tilegym_wheel, "silu_and_mul").read_text()
    check_request(source, silu_request("ok"))
    bad = silu_request("bad").model_copy(
        update={
            "generics": ("f16",),
            "args": {
                "out_ptr": IntArg(value=1),
                "in_ptr": PointerArg(),
                "hidden_size": IntArg(value=8),
                "typo": IntArg(value=1),
            },
        }
    )
    with pytest.raises(HarnessError) as err:
        check_request(source, bad)
    message = str(err.value)
    assert "1 generics given, the entry declares ['E', 'BLOCK_SIZE']" in message
    assert "argument `typo` is not a parameter" in message
    assert "`out_ptr: *mut E` needs a pointer argument, got int" in message
    assert "`in_row_stride: i32` needs a int argument" in message
    with pytest.raises(HarnessError, match="no #\\[cutile::module\\] `nope_module`"):
        check_request(source, silu_request("x").model_copy(update={"module": "nope_module"}))


def test_rendered_crate_pins_the_configured_crates(tmp_path: Path, tilegym_wheel: Path) -> None:
    env = {"TILEBOT_CACHE_DIR": str(tmp_path), "HOME": str(tmp_path)}
    source = kernel(tilegym_wheel, "silu_and_mul").read_text()
    crate = render_harness(source, env=env)
    assert crate.directory.parent == tmp_path / "ir-harness"
    manifest = (crate.directory / "Cargo.toml").read_text()
    for name, requirement in Target().crates.items():
        assert f'{name} = "{requirement}"' in manifest
    assert (
        '"silu_and_mul_module" => Some(silu_and_mul_module::__module_ast_self)'
        in (crate.directory / "src" / "main.rs").read_text()
    )
    assert (crate.directory / "src" / "kernel.rs").read_text() == source
    mtime = (crate.directory / "Cargo.toml").stat().st_mtime_ns
    assert render_harness(source, env=env) == crate  # same kernel, same pins: same crate, files untouched
    assert (crate.directory / "Cargo.toml").stat().st_mtime_ns == mtime
    other = render_harness(source, crates={**Target().crates, "cutile": "=0.1.0"}, env=env)
    assert other.directory != crate.directory
    with pytest.raises(HarnessError, match="declares no #\\[cutile::module\\]"):
        render_harness("fn main() {}", env=env)


# --------------------------------------------------------------------------- cargo builds


def test_silu_and_mul_port_compiles_to_expected_ir(cargo: Path, tilegym_wheel: Path, tmp_path: Path) -> None:
    irs = compile_candidate_ir(
        kernel(tilegym_wheel, "silu_and_mul"),
        [silu_request("f16_h1000"), silu_request("f32_h1024", dtype="f32", hidden=1024)],
        tmp_path,
    )
    half, single = irs
    assert half.bytecode_path == tmp_path / "f16_h1000.tileirbc"
    assert half.bytecode_path.read_bytes()[:8] == b"\x7fTileIR\x00"
    assert half.text_path is not None and half.text_path.read_text() == half.text
    assert half.symbol == "silu_and_mul_kernel_entry"
    text = half.text
    assert count(text, r"= load_ptr_tko weak") == 2 and count(text, r"= store_ptr_tko weak") == 1
    assert "tile<1024xptr<f16>>" in text and "-> tile<1024xf16>, token" in text  # BLOCK_SIZE and E
    assert "exp2 " in text and re.search(r"divf .* rounding<approx> flush_to_zero : tile<1024xf32>", text)
    assert "optimization_hints = <sm_90 = {latency = 3}>" in text  # Latency::<3> for the target sm_90
    # Launch specialization: 16-byte aligned pointers, hidden 1000 = 8 * 125, row stride 2000 = 16 * 125.
    assert count(text, r"assume div_by<16>, %arg[01] : tile<ptr<f16>>") == 2
    assert "assume div_by<8>, %arg2 : tile<i32>" in text
    assert "assume div_by<16>, %arg3 : tile<i32>" in text
    assert "tile<1024xf32>" in single.text and "f16" not in single.text
    assert "assume div_by<16>, %arg2 : tile<i32>" in single.text  # hidden 1024


def test_one_failing_entry_does_not_hide_the_others(cargo: Path, tilegym_wheel: Path, tmp_path: Path) -> None:
    source = kernel(tilegym_wheel, "silu_and_mul").read_text()
    build = build_harness(render_harness(source))
    good, bad = run_harness(build, [silu_request("good"), silu_request("bad", dtype="u1024")], tmp_path)
    assert good.ok and good.bytecode == tmp_path / "good.tileirbc" and good.bytecode.is_file()
    assert not bad.ok and bad.bytecode is None and "u1024" in bad.error
    with pytest.raises(HarnessError, match=r"cutile could not compile bad: .*u1024"):
        compile_candidate_ir(kernel(tilegym_wheel, "silu_and_mul"), [silu_request("bad", dtype="u1024")], tmp_path)


def test_build_failure_reports_cargo_error(cargo: Path, tilegym_wheel: Path) -> None:
    source = kernel(tilegym_wheel, "silu_and_mul").read_text()
    broken = source.replace("let pid: i32 = get_tile_block_id().0;", "let pid: i32 = not_a_function_xyz();")
    assert broken != source
    with pytest.raises(HarnessBuildError) as err:
        build_harness(render_harness(broken))
    assert "cargo build of" in str(err.value) and "not_a_function_xyz" in err.value.output_tail
    assert "error" in err.value.output_tail


PORTS = {
    "matmul": EntryRequest(
        name="matmul",
        module="matmul_module",
        function="non_persistent_matmul_kernel",
        generics=("f16", "128", "128", "32", "0"),
        args={"a": contiguous((2048, 2048)), "b": contiguous((2048, 2048)), "c": contiguous((2048, 2048))},
        options=CompileOptionsSpec(num_cta_in_cga=1, occupancy=1),
    ),
    "bmm": EntryRequest(
        name="bmm",
        module="bmm_module",
        function="static_persistent_bmm_kernel",
        generics=("f16", "128", "256", "64", "8", "0", "0"),
        args={
            "a": contiguous((2, 2048, 2048)),
            "b": contiguous((2, 2048, 2048)),
            "c": contiguous((2, 2048, 2048)),
            "rt_q": IntArg(value=2),
            "rt_m": IntArg(value=2048),
            "rt_n": IntArg(value=2048),
            "rt_k": IntArg(value=2048),
        },
        options=CompileOptionsSpec(num_cta_in_cga=2, occupancy=1),
    ),
    "swiglu": EntryRequest(
        name="swiglu",
        module="swiglu_module",
        function="swiglu_forward_kernel",
        generics=("f32", "2048"),
        args={
            **{f"{t}_ptr": PointerArg() for t in "abc"},
            **{f"{t}_shape0": IntArg(value=4096) for t in "abc"},
            **{f"{t}_shape1": IntArg(value=2048) for t in "abc"},
            **{f"{t}_stride0": IntArg(value=2048) for t in "abc"},
            **{f"{t}_stride1": IntArg(value=1) for t in "abc"},
        },
    ),
    "attention_sink": EntryRequest(
        name="attention_sink",
        module="attention_sink_module",
        function="attention_sink_kernel",
        generics=("bf16", "64", "64", "2048", "128", "64", "8", "0"),
        args={
            "q": contiguous((1, 64, 128, 64)),
            "k": contiguous((1, 8, 2048, 64)),
            "v": contiguous((1, 8, 2048, 64)),
            "sinks": contiguous((64,)),
            "out": contiguous((1, 64, 128, 64)),
            "start_q": contiguous((1,)),
        },
        options=CompileOptionsSpec(occupancy=2),
    ),
}
# What each port's IR must show (each pattern at least once).
EXPECTED = {
    "matmul": [
        r"mmaf %\S+, %\S+, %\S+ : tile<128x32xf16>, tile<32x128xf16>, tile<128x128xf32>",
        r"partition_view<tile=\(128x32\), padding_value = zero",
        r"ftof %\S+\s*: tile<128x128xf32> -> tile<128x128xf16>",
        r"optimization_hints=<sm_90 = \{num_cta_in_cga = 1, occupancy = 1\}>",
        r"= for %",
    ],
    "bmm": [
        r"mmaf %\S+, %\S+, %\S+ : tile<128x64xf16>, tile<64x256xf16>, tile<128x256xf32>",
        # The entry's own sm_100 hints stay; the runtime options land under the target, sm_90.
        r"optimization_hints=<sm_100 = \{num_cta_in_cga = 2, occupancy = 1\}, "
        r"sm_90 = \{num_cta_in_cga = 2, occupancy = 1\}>",
        r"load_view_tko",
        r"store_view_tko",
    ],
    "swiglu": [r"load_ptr_tko", r"store_ptr_tko", r"tile<2048xf32>", r"exp"],
    "attention_sink": [
        r"mmaf %\S+, %\S+, %\S+ : tile<128x64xbf16>, tile<64x64xbf16>, tile<128x64xf32>",
        r"reduce %\S+ dim=1",
        r"exp2",
        r"optimization_hints=<sm_100 = \{occupancy = 2\}, sm_90 = \{occupancy = 2\}>",
    ],
}


@pytest.fixture(scope="module")
def port_irs(cargo: Path, tilegym_wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, str]]:
    out = tmp_path_factory.mktemp("ports")
    yield {op: compile_candidate_ir(kernel(tilegym_wheel, op), [req], out)[0].text for op, req in PORTS.items()}


@pytest.mark.parametrize("op", sorted(PORTS))
def test_tilegym_port_compiles_to_expected_ir(port_irs: dict[str, str], op: str) -> None:
    text = port_irs[op]
    assert text.startswith(f"entry @{PORTS[op].function}_entry(")
    missing = [p for p in EXPECTED[op] if not re.search(p, text)]
    assert not missing, f"{op}: no match for {missing} in\n{text[:4000]}"


def test_reference_and_candidate_agree_on_silu_and_mul(cargo: Path, tilegym_wheel: Path, tmp_path: Path) -> None:
    """Both frontends, one printer: the cuTile Python reference and its cutile-rs port for one launch."""
    rows, hidden = 4096, 1024
    reference = export_reference(
        tilegym_wheel / "tilegym/ops/cutile/silu_and_mul.py",
        "_silu_and_mul_kernel_row_wise",
        KernelSignatureSpec(
            params=(
                ArrayParam.as_launched("float16", (rows, 2 * hidden), (2 * hidden, 1)),
                ArrayParam.as_launched("float16", (rows, hidden), (hidden, 1)),
                ConstantParam(value=1024),
                ConstantParam(value=hidden),
            )
        ),
        tmp_path,
        name="reference",
    )
    [candidate] = compile_candidate_ir(
        kernel(tilegym_wheel, "silu_and_mul"), [silu_request("candidate", hidden=hidden)], tmp_path
    )
    for text in (reference.text, candidate.text):
        assert re.search(r"divf .* rounding<approx> flush_to_zero : tile<1024xf32>", text)
        assert re.search(r"exp2 %\S+ flush_to_zero : tile<1024xf32>", text)
        assert count(text, r"load_ptr_tko") == 2 and count(text, r"store_ptr_tko") == 1
        assert "-> tile<1024xf16>, token" in text
