"""D's translated launcher refuses what cutile cannot take with a return code, never a wrap or an abort.

cutile takes an array's extents and strides as i32. The launcher cast them with ``as i32``: an extent past i32
wrapped negative and failed cutile's assert (a panic, so an abort of the whole test process across the C ABI), a
stride past i32 wrapped silently (the kernel then reads other memory). An integer scalar (TileGym passes strides and
sizes as scalars) arrives as f64 and was cast with ``as i32``, which saturates. And any panic in cutile (its asserts,
a tileiras that fails or is missing) aborted the process instead of returning an error code. The probes call real
translated launchers: every check runs before the launcher looks for a device, so they run on a CPU; the panic case
needs a GPU.
"""

from __future__ import annotations

import ast
import os
import shutil
import subprocess
from pathlib import Path
from types import SimpleNamespace

import pytest

from tilebot.core.config import Target, load_config
from tilebot.core.render import render
from tilebot.runner.analysis import analyze_op
from tilebot.runner.analysis.analyze_op import find_op_module
from tilebot.runner.targets.cutile_rs.harness import HarnessCrate, _seed_lockfile, build_harness
from tilebot.runner.targets.cutile_rs.toolchain import find_cargo
from tilebot.runner.translator.host import DTYPE_CODES, _arm, write_host
from tilebot.runner.translator.kernel import KernelWriter, Param
from tilebot.runner.translator.op import translate_op
from tilebot.runner.translator.source import kernel_from_module
from tilebot.runner.translator.values import RUST_DTYPES

PACKAGE = "tilebot-launcher-edges-probe"
RC_DEVICE, RC_RANGE, RC_PANIC = -4, -7, -8
I32_MAX = 2**31 - 1

# softmax's x and y, float32 [rows, cols] with strides [row_stride, 1]; every pointer is fake (never dereferenced
# before the launch)
MAIN = """
#![allow(dead_code, unused_imports)]
pub mod softmax {
    include!("kernel.rs");
    include!("ffi.rs");
}

fn main() {
    let n: Vec<i64> = std::env::args().skip(1).map(|a| a.parse().unwrap()).collect();
    let mut x = softmax::TilebotTensor { ptr: 0x7F00_0000_0000, ndim: 2, dtype: 0, shape: [0; 8], strides: [0; 8] };
    x.shape[..2].copy_from_slice(&n[..2]);
    x.strides[..2].copy_from_slice(&[n[2], 1]);
    let tensors = [softmax::TilebotTensor { ..x }, softmax::TilebotTensor { ptr: 0x7F10_0000_0000, ..x }];
    let grid: [u32; 3] = [n[0] as u32, 1, 1];
    let ints: [i64; 1] = [1024];
    let rc = unsafe {
        softmax::cutile_softmax(0, grid.as_ptr(), tensors.as_ptr(), 2, ints.as_ptr(), 1, std::ptr::null(), 0, 0, 0)
    };
    println!("rc {rc}");
}
"""


SCALAR_KERNEL = """
import cuda.tile as ct

@ct.kernel
def kernel(x, y, n, T: ct.Constant[int]):
    ct.store(y, index=(ct.bid(0),), tile=ct.load(x, index=(ct.bid(0) + n,), shape=(T,)))
"""

# the scalar kernel's x and y, int32 [64]; n from the command line
SCALAR_MAIN = """
#![allow(dead_code, unused_imports)]
pub mod probe {
    include!("kernel.rs");
    include!("ffi.rs");
}

fn main() {
    let n: f64 = std::env::args().nth(1).unwrap().parse().unwrap();
    let mut x = probe::TilebotTensor { ptr: 0x7F00_0000_0000, ndim: 1, dtype: 3, shape: [0; 8], strides: [0; 8] };
    x.shape[0] = 64;
    x.strides[0] = 1;
    let tensors = [probe::TilebotTensor { ..x }, probe::TilebotTensor { ptr: 0x7F10_0000_0000, ..x }];
    let grid: [u32; 3] = [1, 1, 1];
    let ints: [i64; 1] = [64];
    let scalars: [f64; 1] = [n];
    let rc = unsafe {
        probe::cutile_probe(0, grid.as_ptr(), tensors.as_ptr(), 2, ints.as_ptr(), 1, scalars.as_ptr(), 1, 0, 0)
    };
    println!("rc {rc}");
}
"""


def _build(crate: Path, kernel_rs: str, ffi_rs: str, main: str, crates: dict[str, str]) -> Path:
    (crate / "src").mkdir(parents=True)
    manifest = render("rust/ir_harness/Cargo.toml.j2", package=PACKAGE, crates=crates)
    (crate / "Cargo.toml").write_text(manifest + "\n[workspace]\n", encoding="utf-8")
    (crate / "src" / "kernel.rs").write_text(kernel_rs, encoding="utf-8")
    (crate / "src" / "ffi.rs").write_text(ffi_rs, encoding="utf-8")
    (crate / "src" / "main.rs").write_text(main, encoding="utf-8")
    _seed_lockfile(crate, crates, os.environ)
    return build_harness(HarnessCrate(crate, PACKAGE, "")).binary


@pytest.fixture(scope="module")
def scalar_probe(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A binary holding a translated entry that takes an int32 scalar, its launcher, and a main that calls it."""
    if find_cargo() is None:
        pytest.skip("cargo is not installed")
    source = kernel_from_module(ast.parse(SCALAR_KERNEL), "kernel", "<probe>")
    params = [
        Param("x", "array", "int32", 1, unit_strides=(True,)),
        Param("y", "array", "int32", 1, unit_strides=(True,)),
        Param("n", "scalar", "int32"),
        Param("T", "constant", value=64),
    ]
    entry = KernelWriter(source, "kernel", params, "int32", target="sm_90").write()
    kernel_rs = f"#[cutile::module]\npub mod m {{\n    use cutile::core::*;\n\n{entry.rust}\n}}\n"
    ffi_rs = render(
        "translator/ffi.rs.j2",
        op="probe",
        module="m",
        dtype_codes=[(code, RUST_DTYPES[name]) for name, code in DTYPE_CODES.items()],
        arms=[_arm(0, SimpleNamespace(dtypes=["int32"]), entry)],  # type: ignore[arg-type]
        fp8_types=[],
    )
    crate = tmp_path_factory.mktemp("scalar-probe") / "probe"
    return _build(crate, kernel_rs, ffi_rs, SCALAR_MAIN, dict(Target().crates))


@pytest.fixture(scope="module")
def probe(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A binary holding the example softmax's translated kernel and launcher, and a main that calls the launcher."""
    if find_cargo() is None:
        pytest.skip("cargo is not installed")
    from tilebot.cli import main as tilebot

    work = tmp_path_factory.mktemp("launcher-edges")
    repo = work / "repo"
    assert tilebot(["example-repo", str(repo)]) == 0
    config = load_config(repo)
    analysis = analyze_op.analyze(repo, "softmax", config, work / "analysis")
    variants = [v for v in analysis.variants if v.reference_ir is not None]
    translation = translate_op(repo, "softmax", variants, target=config.target.gpu_arch, crates=config.target.crates)
    reference = find_op_module(repo, config.layout.cutile_ops_dir, "softmax")
    host = write_host(translation, reference, "tilegym.ops.cutile")
    return _build(work / "probe", translation.kernel_rs, host.ffi_rs, MAIN, dict(config.target.crates))


def _launch(probe: Path, rows: int, cols: int, row_stride: int, **env: str) -> subprocess.CompletedProcess[str]:
    args = [str(probe), str(rows), str(cols), str(row_stride)]
    return subprocess.run(args, capture_output=True, text=True, timeout=300, check=False, env={**os.environ, **env})


@pytest.mark.parametrize(
    ("rows", "cols", "row_stride"),
    [
        (4, 2**31, 2**31),  # an extent past i32: cutile's assert, an abort
        (4, 16, 2**31 + 16),  # a strided view's row stride past i32: wrapped negative, other memory read
        (2**32 + 4, 16, 16),  # an extent that wraps to a small positive i32
    ],
)
def test_an_extent_or_stride_past_i32_is_refused_with_its_code(
    probe: Path, rows: int, cols: int, row_stride: int
) -> None:
    proc = _launch(probe, rows, cols, row_stride)
    assert proc.returncode == 0, proc.stderr[-1500:]
    assert proc.stdout.strip() == f"rc {RC_RANGE}", proc.stderr[-1500:]


def test_the_largest_i32_extent_and_stride_still_reach_the_launch(probe: Path) -> None:
    # a missing tileiras stops a GPU's launch at the compile (the pointers are fake): past the range check either way
    proc = _launch(probe, 1, I32_MAX, I32_MAX, CUTILE_TILEIRAS_PATH="/nonexistent/tileiras")
    assert proc.returncode == 0, proc.stderr[-1500:]
    assert proc.stdout.strip() in (f"rc {RC_DEVICE}", f"rc {RC_PANIC}")


@pytest.mark.skipif(shutil.which("nvidia-smi") is None, reason="the panic is cutile's JIT compile: it needs a GPU")
def test_a_panic_in_cutile_is_a_return_code_not_an_abort(probe: Path) -> None:
    proc = _launch(probe, 4, 16, 16, CUTILE_TILEIRAS_PATH="/nonexistent/tileiras")  # cutile panics when it is missing
    assert proc.returncode == 0, proc.stderr[-1500:]
    assert proc.stdout.strip() == f"rc {RC_PANIC}"
    assert "tileiras" in proc.stderr  # the panic's message, printed by the default hook


@pytest.mark.parametrize("n", ["2147483648", "-2147483649", "1e12", "0.5"])
def test_an_integer_scalar_the_entrys_type_cannot_hold_is_refused_not_saturated(scalar_probe: Path, n: str) -> None:
    proc = subprocess.run([str(scalar_probe), n], capture_output=True, text=True, timeout=300, check=False)
    assert proc.returncode == 0, proc.stderr[-1500:]
    assert proc.stdout.strip() == f"rc {RC_RANGE}", proc.stderr[-1500:]


@pytest.mark.parametrize("n", ["2147483647", "-2147483648", "0"])
def test_an_integer_scalar_within_the_entrys_type_reaches_the_device(scalar_probe: Path, n: str) -> None:
    env = {**os.environ, "CUTILE_TILEIRAS_PATH": "/nonexistent/tileiras"}  # a GPU stops at the compile: fake pointers
    proc = subprocess.run([str(scalar_probe), n], capture_output=True, text=True, timeout=300, check=False, env=env)
    assert proc.returncode == 0, proc.stderr[-1500:]
    assert proc.stdout.strip() in (f"rc {RC_DEVICE}", f"rc {RC_PANIC}")
