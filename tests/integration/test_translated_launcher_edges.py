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

from tests.support import launcher_probe
from tilebot.core.config import Target, load_config
from tilebot.core.render import render
from tilebot.runner.analysis import analyze_op
from tilebot.runner.op_files import find_op_module
from tilebot.runner.targets.cutile_rs.harness import HarnessCrate, _seed_lockfile, build_harness
from tilebot.runner.targets.cutile_rs.toolchain import find_cargo
from tilebot.runner.translator.host import DTYPE_CODES, _arm, write_host
from tilebot.runner.translator.kernel import KernelWriter, Param
from tilebot.runner.translator.op import translate_op
from tilebot.runner.translator.source import kernel_from_module
from tilebot.runner.translator.values import RUST_DTYPES

PACKAGE = "tilebot-launcher-edges-probe"
RC_OK, RC_DTYPE, RC_DEVICE, RC_RANGE, RC_PANIC = 0, -2, -4, -7, -8
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


# entry 0 (tests.support.launcher_probe) copies x to y of each element type, entry 1 gathers int16; the entry and
# x's dtype code come from the command line; every pointer is fake.
DTYPES_MAIN = """
#![allow(dead_code, unused_imports)]
pub mod probe {
    include!("kernel.rs");
    include!("ffi.rs");
}

fn tensor(ptr: u64, dtype: i32, shape: &[i64]) -> probe::TilebotTensor {
    let mut t = probe::TilebotTensor { ptr, ndim: shape.len() as i32, dtype, shape: [0; 8], strides: [0; 8] };
    let mut stride = 1;
    for d in (0..shape.len()).rev() {
        (t.shape[d], t.strides[d]) = (shape[d], stride);
        stride *= shape[d];
    }
    t
}

fn main() {
    let n: Vec<i32> = std::env::args().skip(1).map(|a| a.parse().unwrap()).collect();
    let (entry, dtype) = (n[0], n[1]);
    let tensors = if entry == 0 {
        vec![tensor(0x7F00_0000_0000, dtype, &[64]), tensor(0x7F10_0000_0000, dtype, &[64])]
    } else {
        let (idx, y) = (tensor(0x7F10_0000_0000, 3, &[64]), tensor(0x7F20_0000_0000, 9, &[64])); // int32, int16
        vec![tensor(0x7F00_0000_0000, dtype, &[64, 64]), idx, y]
    };
    let grid: [u32; 3] = [1, 1, 1];
    let ints: [i64; 1] = [64];
    let rc = unsafe {
        let (n, no_scalars) = (tensors.len() as i32, std::ptr::null());
        probe::cutile_probe(entry, grid.as_ptr(), tensors.as_ptr(), n, ints.as_ptr(), 1, no_scalars, 0, 0, 0)
    };
    println!("rc {rc}");
}
"""


def _build(crate: Path, kernel_rs: str, ffi_rs: str, main: str, crates: dict[str, str]) -> Path:
    package = f"{PACKAGE}-{crate.name}"  # its own binary: the probes share one target directory
    (crate / "src").mkdir(parents=True)
    manifest = render("rust/ir_harness/Cargo.toml.j2", package=package, crates=crates)
    (crate / "Cargo.toml").write_text(manifest + "\n[workspace]\n", encoding="utf-8")
    (crate / "src" / "kernel.rs").write_text(kernel_rs, encoding="utf-8")
    (crate / "src" / "ffi.rs").write_text(ffi_rs, encoding="utf-8")
    (crate / "src" / "main.rs").write_text(main, encoding="utf-8")
    _seed_lockfile(crate, crates, os.environ)
    return build_harness(HarnessCrate(crate, package, "")).binary


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
    crate = tmp_path_factory.mktemp("scalar-probe") / "scalar"
    return _build(crate, kernel_rs, ffi_rs, SCALAR_MAIN, dict(Target().crates))


@pytest.fixture(scope="module")
def dtypes_probe(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A binary holding translated entries of the element types the launcher lacked, their launcher, and a main."""
    if find_cargo() is None:
        pytest.skip("cargo is not installed")
    kernel_rs, ffi_rs = launcher_probe.sources()
    crate = tmp_path_factory.mktemp("dtypes-probe") / "dtypes"
    return _build(crate, kernel_rs, ffi_rs, DTYPES_MAIN, dict(Target().crates))


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
    return _build(work / "softmax", translation.kernel_rs, host.ffi_rs, MAIN, dict(config.target.crates))


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


def test_an_empty_grid_launches_nothing_and_succeeds(probe: Path) -> None:
    """cuTile Python's launch of an empty grid (an op on a zero-size tensor) does nothing; cutile 0.2.0 would
    compile the entry and fail the launch, so the launcher returns before it looks for a device."""
    proc = _launch(probe, 0, 16, 16)  # softmax of 0 rows: grid (0, 1, 1)
    assert proc.returncode == 0, proc.stderr[-1500:]
    assert proc.stdout.strip() == f"rc {RC_OK}", proc.stderr[-1500:]


def _launch_dtype(probe: Path, entry: int, dtype_code: int) -> str:
    env = {**os.environ, "CUTILE_TILEIRAS_PATH": "/nonexistent/tileiras"}  # a GPU stops at the compile: fake pointers
    args = [str(probe), str(entry), str(dtype_code)]
    proc = subprocess.run(args, capture_output=True, text=True, timeout=300, check=False, env=env)
    assert proc.returncode == 0, proc.stderr[-1500:]
    return proc.stdout.strip()


@pytest.mark.parametrize("dtype", [RUST_DTYPES[d] for d in launcher_probe.DTYPES])
def test_an_entry_of_each_element_type_cutile_takes_is_dispatched_to_the_launch(dtypes_probe: Path, dtype: str) -> None:
    code = next(code for name, code in DTYPE_CODES.items() if RUST_DTYPES[name] == dtype)
    assert _launch_dtype(dtypes_probe, 0, code) in (f"rc {RC_DEVICE}", f"rc {RC_PANIC}")  # past the dtype checks


def test_a_fixed_int16_entry_reaches_the_launch_and_refuses_other_dtypes(dtypes_probe: Path) -> None:
    assert _launch_dtype(dtypes_probe, 1, DTYPE_CODES["int16"]) in (f"rc {RC_DEVICE}", f"rc {RC_PANIC}")
    assert _launch_dtype(dtypes_probe, 1, DTYPE_CODES["int8"]) == f"rc {RC_DTYPE}"


@pytest.mark.parametrize("code", [DTYPE_CODES["float32"], 99])
def test_a_dtype_the_entry_was_not_written_for_is_refused_with_its_code(dtypes_probe: Path, code: int) -> None:
    assert _launch_dtype(dtypes_probe, 0, code) == f"rc {RC_DTYPE}"
