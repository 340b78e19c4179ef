"""D's translated launcher borrows strided PyTorch views without tripping cutile 0.2.0's byte-length assert.

``Tensor::from_raw_parts`` asserts that the byte length is exactly the shape's element count times the element
size. The launcher used to pass the strided span, so TileGym's mhc (``y.narrow(1, 2 * n, n * n)`` for sinkhorn,
``y.narrow(1, n, n)`` for apply_residual) panicked inside ``extern "C"`` and aborted the H200 test process
(exit -6). The check runs on the CPU: the assert fires before anything touches the device.
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from tilebot.core.config import Target
from tilebot.core.render import render
from tilebot.runner.targets.cutile_rs.harness import HarnessCrate, _seed_lockfile, build_harness
from tilebot.runner.targets.cutile_rs.toolchain import find_cargo

PACKAGE = "tilebot-launcher-borrow-probe"
BASE = 0x7F00_0000_0000  # 256-byte aligned like a CUDA allocation; never dereferenced

# name -> (byte offset, shape, strides): the descriptors mhc's wrapper hands the launcher (float32)
CASES = {
    "contiguous": (0, [128, 1024], [1024, 1]),  # gemm_rms_scale's x
    "sinkhorn_y_view": (8 * 4, [256, 16], [24, 1]),  # y.narrow(1, 8, 16) of [256, 24], n=4
    "residual_y_post": (4 * 4, [128, 4], [24, 1]),  # y.narrow(1, 4, 4) of [128, 24], n=4
    "residual_y_res": (8 * 4, [64, 8, 8], [80, 8, 1]),  # y.narrow(1, 16, 64).view(64, 8, 8) of [64, 80], n=8
    "empty": (0, [0, 16], [16, 1]),
}

MAIN = """
{ffi}

fn main() {{
    let args: Vec<i64> = std::env::args().skip(1).map(|a| a.parse().unwrap()).collect();
    let rank = args.len() / 2;
    let ptr = {base} + args[0] as u64;
    let mut t = TilebotTensor {{ ptr, ndim: rank as i32, dtype: 0, shape: [0; 8], strides: [0; 8] }};
    t.shape[..rank].copy_from_slice(&args[1..=rank]);
    t.strides[..rank].copy_from_slice(&args[rank + 1..]);
    let tensor = unsafe {{ borrow::<f32>(&t, 0) }};
    println!("borrowed {{:?}}", tensor.shape());
}}
"""


@pytest.fixture(scope="module")
def probe(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A binary holding the launcher template's code (no entries) and a main that borrows one descriptor."""
    if find_cargo() is None:
        pytest.skip("cargo is not installed")
    crate = tmp_path_factory.mktemp("borrow-probe")
    pins = dict(Target().crates)
    ffi = render("translator/ffi.rs.j2", op="probe", module="m", dtype_codes=[], arms=[], fp8_types=[])
    manifest = render("rust/ir_harness/Cargo.toml.j2", package=PACKAGE, crates=pins)
    (crate / "Cargo.toml").write_text(manifest + "\n[workspace]\n", encoding="utf-8")
    (crate / "src").mkdir()
    main = "#![allow(dead_code, unused_imports)]\n" + MAIN.format(ffi=ffi, base=BASE)
    (crate / "src" / "main.rs").write_text(main, encoding="utf-8")
    _seed_lockfile(crate, pins, os.environ)  # the dependency versions every harness already built
    return build_harness(HarnessCrate(crate, PACKAGE, "")).binary


@pytest.mark.parametrize("case", sorted(CASES))
def test_the_launcher_borrows_contiguous_strided_and_empty_tensors(probe: Path, case: str) -> None:
    offset, shape, strides = CASES[case]
    args = [str(offset), *map(str, shape), *map(str, strides)]
    proc = subprocess.run([str(probe), *args], capture_output=True, text=True, timeout=60, check=False)
    assert "must match storage byte size" not in proc.stderr
    assert proc.returncode == 0, proc.stderr[-1500:]
    assert proc.stdout.strip() == f"borrowed {shape}"
