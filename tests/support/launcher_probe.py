"""A translated launcher over every element type the launcher takes beyond the common five, for probes of D's C ABI.

Entry 0 copies the first T elements of ``x`` to ``y`` with the element type dispatched (``DTYPES``); entry 1
gathers ``y[j] = x[idx[j], j]`` from an int16 ``x`` (a raw pointer) into an int16 ``y``. The integration test
links them into binaries that call the launcher with fake pointers (its checks before the device); on a GPU,
``tests/gpu/test_launcher_dtypes_gpu.py`` calls the cdylib this module builds with real tensors:

    python -m tests.support.launcher_probe OUT.so      # cargo here; carry OUT.so to the GPU machine
"""

from __future__ import annotations

import argparse
import ast
import tempfile
from pathlib import Path
from types import SimpleNamespace

from tilebot.core.config import Target
from tilebot.runner.targets.cutile_rs import cdylib_crate
from tilebot.runner.translator.host import _arm, launcher_rs
from tilebot.runner.translator.kernel import KernelWriter, Param
from tilebot.runner.translator.source import kernel_from_module

MODULE = "m"
OP = "probe"
TILE = 64

COPY_KERNEL = """
import cuda.tile as ct

@ct.kernel
def kernel(x, y, T: ct.Constant[int]):
    ct.store(y, index=(ct.bid(0),), tile=ct.load(x, index=(ct.bid(0),), shape=(T,)))
"""

GATHER_KERNEL = """
import cuda.tile as ct

@ct.kernel
def kernel(x, idx, y, T: ct.Constant[int]):
    rows = ct.load(idx, index=(ct.bid(0),), shape=(T,))
    ct.store(y, index=(ct.bid(0),), tile=ct.gather(x, (rows, ct.arange(T, dtype=ct.int32))))
"""

# The element types cutile takes (cuda-core's `impl DType`) that the launcher lacked before the 28th session
DTYPES = ["float64", "int8", "int16", "uint8", "uint32", "bool_", "uint16", "uint64", "float8_e8m0fnu"]


def sources() -> tuple[str, str]:
    """The probe's ``kernel.rs`` (module ``m``) and ``ffi.rs`` (``cutile_probe``), as the translator writes them."""
    copy = kernel_from_module(ast.parse(COPY_KERNEL), "kernel", "<probe>")
    arrays = [Param(name, "array", "float64", 1, unit_strides=(True,)) for name in ("x", "y")]
    tile = Param("T", "constant", value=TILE)
    generic = KernelWriter(copy, "copy", [*arrays, tile], "float64", element_dtypes=DTYPES)
    gather = kernel_from_module(ast.parse(GATHER_KERNEL), "kernel", "<probe>")
    params = [
        Param("x", "array", "int16", 2, unit_strides=(False, True), baked=True),
        Param("idx", "array", "int32", 1, unit_strides=(True,), baked=True),
        Param("y", "array", "int16", 1, unit_strides=(True,), baked=True),
        Param("T", "constant", value=TILE),
    ]
    entries = [generic.write(), KernelWriter(gather, "gather", params, None).write()]
    body = "\n".join(e.rust for e in entries)
    kernel_rs = f"#[cutile::module]\npub mod {MODULE} {{\n    use cutile::core::*;\n\n{body}\n}}\n"
    variants = [SimpleNamespace(dtypes=DTYPES), SimpleNamespace(dtypes=[])]
    arms = [_arm(i, v, e) for i, (v, e) in enumerate(zip(variants, entries, strict=True))]  # type: ignore[arg-type]
    return kernel_rs, launcher_rs(OP, MODULE, arms)


def build_cdylib(out: Path) -> Path:
    """Build the probe as a cdylib exporting ``cutile_probe`` (release, as D builds) and copy it to ``out``."""
    crates = dict(Target().crates)
    kernel_rs, ffi_rs = sources()
    with tempfile.TemporaryDirectory(prefix="launcher-probe-") as tmp:
        crate = Path(tmp) / cdylib_crate.CRATE_NAME
        cdylib_crate.seed(crate, crates)
        (crate / "src" / "kernel.rs").write_text(kernel_rs, encoding="utf-8")
        (crate / "src" / "ffi.rs").write_text(ffi_rs, encoding="utf-8")
        lib = f'pub mod {OP} {{\n    include!("kernel.rs");\n    include!("ffi.rs");\n}}\n'
        (crate / cdylib_crate.LIB_ROOT).write_text(lib, encoding="utf-8")
        attempt = cdylib_crate.build(crate, crates, out)
    if not attempt.ok:
        raise SystemExit(f"the probe did not build:\n{attempt.output_tail}")
    return out


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("out", type=Path, help="where the built library goes")
    print(build_cdylib(parser.parse_args().out.absolute()))
