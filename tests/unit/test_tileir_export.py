"""Reference Tile IR from cuTile Python without a GPU: signature specs, kernel loading, export, GPU dumps.

Everything runs the real cuTile Python compiler and the real tileirdisasm from the PyPI kit.
"""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from pydantic import ValidationError

from tilebot.core.signature import (
    ArrayParam,
    ConstantParam,
    KernelHints,
    KernelSignatureSpec,
    ScalarParam,
)
from tilebot.runner.tileir.export import (
    BYTECODE_MAGIC,
    ExportError,
    collect_gpu_dumps,
    disassemble,
    export_reference,
)
from tilebot.runner.tileir.kernel_loader import KernelLoadError, load_kernel

REPO = Path(__file__).resolve().parents[2]
SOFTMAX = REPO / "examples" / "tilegym-mini" / "src" / "tilegym" / "ops" / "cutile" / "softmax.py"
TORCH_INSTALLED = importlib.util.find_spec("torch") is not None


def softmax_signature(rows: int = 4096, cols: int = 1000, tile: int = 1024) -> KernelSignatureSpec:
    return KernelSignatureSpec(
        params=(
            ArrayParam.as_launched("float16", (rows, cols), (cols, 1), name="x"),
            ArrayParam.as_launched("float16", (rows, cols), (cols, 1), name="y"),
            ConstantParam(name="TILE_N", value=tile),
        )
    )


# --------------------------------------------------------------------------- signature specs


def test_as_launched_contiguous_half_matrix() -> None:
    p = ArrayParam.as_launched("float16", (4096, 1000), (1000, 1))
    assert p.stride_constant == (None, 1)
    assert p.stride_divisible_by == (8, 1)  # 1000 halves = 2000 bytes: 16-byte divisible, 8 elements
    assert p.shape_divisible_by == (16, 1)  # 4096 % 16 == 0, 1000 % 16 != 0
    assert p.base_addr_divisible_by == 16
    assert p.shape_constant is None
    assert p.may_alias_internally is False
    assert p.index_dtype == "int32"


def test_as_launched_edge_rules() -> None:
    odd = ArrayParam.as_launched("float32", (7, 3), (3, 1), base_addr=0x1004)
    assert odd.stride_divisible_by == (1, 1) and odd.base_addr_divisible_by == 1
    single = ArrayParam.as_launched("int32", (1,), (1,))
    assert single.shape_constant == (1,)
    assert KernelSignatureSpec(params=(single,)).resolved_convention() == "cutile_python_v2"
    broadcast = ArrayParam.as_launched("float32", (4, 8), (0, 1))
    assert broadcast.may_alias_internally is True
    rank6 = ArrayParam.as_launched("float32", (16,) * 6, tuple(16 ** (5 - i) for i in range(6)))
    assert rank6.stride_constant == (None,) * 6 and rank6.shape_divisible_by == (1,) * 6
    with pytest.raises(ValueError, match="differ in rank"):
        ArrayParam.as_launched("float32", (4, 8), (1,))


def test_spec_validation() -> None:
    with pytest.raises(ValidationError, match="3 entries for an array of rank 2"):
        ArrayParam(dtype="float32", ndim=2, stride_constant=(None, None, 1))
    with pytest.raises(ValidationError, match="powers of two"):
        ArrayParam(dtype="float32", ndim=1, shape_divisible_by=(12,))
    with pytest.raises(ValidationError, match="needs calling_convention cutile_python_v2"):
        KernelSignatureSpec(
            params=(ArrayParam(dtype="int32", ndim=1, shape_constant=(1,)),), calling_convention="cutile_python_v1"
        )
    with pytest.raises(ValidationError):
        ArrayParam(dtype="float17", ndim=1)


def test_spec_json_round_trip_keeps_constant_types() -> None:
    spec = KernelSignatureSpec(
        params=(
            ArrayParam.as_launched("bfloat16", (64, 128), (128, 1), name="a"),
            ScalarParam(name="n", dtype="int32"),
            ConstantParam(name="flag", value=True),
            ConstantParam(name="tile", value=1),
            ConstantParam(name="scale", value=0.5),
        )
    )
    back = KernelSignatureSpec.model_validate_json(spec.model_dump_json())
    assert back == spec
    values = [p.value for p in back.params if isinstance(p, ConstantParam)]
    assert [type(v) for v in values] == [bool, int, float]
    assert back.describe() == "a: array<bfloat16, 2>, n: scalar<int32>, flag: True, tile: 1, scale: 0.5"


def test_spec_round_trips_through_cutile_name_mangling() -> None:
    from cuda.tile.compilation import demangle_kernel_name, mangle_kernel_name

    spec = KernelSignatureSpec(
        params=(
            ArrayParam.as_launched("float16", (256, 1), (1, 1)),  # shape constant: convention v2
            ArrayParam.as_launched("float32", (33, 48), (48, 1), base_addr=0x7F00_0000_0008),
            ScalarParam(dtype="float32"),
            ConstantParam(value=False),
        )
    )
    symbol = mangle_kernel_name("k", spec.to_cutile())
    name, signature = demangle_kernel_name(symbol)
    assert name == "k"
    assert KernelSignatureSpec.from_cutile(signature) == spec


# --------------------------------------------------------------------------- export


def test_export_real_kernel_to_bytecode_and_text(tmp_path: Path) -> None:
    spec = softmax_signature()
    r = export_reference(SOFTMAX, "softmax_kernel", spec, tmp_path)
    assert r.bytecode_path == tmp_path / "softmax_kernel.tileirbc"
    bytecode = r.bytecode_path.read_bytes()
    assert bytecode.startswith(BYTECODE_MAGIC) and tuple(bytecode[8:10]) == (13, 3)
    assert r.text_path is not None and r.text_path.read_text() == r.text
    text = r.text
    for op in ("make_tensor_view", "load_view_tko", "reduce", "exp", "divf", "store_view_tko"):
        assert op in text, op
    assert "partition_view<tile=(1x1024), padding_value = neg_inf" in text  # NEG_INF padding, TILE_N
    assert "tile<1x1024xf32>" in text  # astype(float32) of the (1, TILE_N) tile
    assert "strides=[?,1]" in text  # last-dimension stride 1 from the launch layout
    assert r.symbol.startswith("softmax_kernel_Kt1_A2f16") and r.symbol.endswith("_I1024")
    assert r.origin == "export" and r.gpu_code == "sm_90" and r.bytecode_version == "13.3"
    # The exported entry's mangled symbol encodes exactly the signature we asked for.
    from cuda.tile.compilation import demangle_kernel_name

    assert KernelSignatureSpec.from_cutile(demangle_kernel_name(r.symbol)[1]) == spec.model_copy(
        update={"params": tuple(p.model_copy(update={"name": None}) for p in spec.params)}
    )
    assert r.loaded is not None
    if TORCH_INSTALLED:
        assert r.loaded.mode == "import"
    else:
        assert r.loaded.mode == "kernel-only" and r.loaded.stand_ins == ("torch",)
        assert "torch" in r.loaded.import_error


def test_export_options_are_honoured(tmp_path: Path) -> None:
    spec = softmax_signature()
    old = export_reference(SOFTMAX, "softmax_kernel", spec, tmp_path, name="v131", bytecode_version="13.1")
    assert tuple(old.bytecode_path.read_bytes()[8:10]) == (13, 1)
    portable = export_reference(SOFTMAX, "softmax_kernel", spec, tmp_path, name="portable", gpu_code=None)
    assert "load_view_tko" in portable.text and portable.gpu_code is None
    hinted = export_reference(
        SOFTMAX, "softmax_kernel", spec, tmp_path, name="hinted", hints=KernelHints(occupancy=4, num_ctas=2)
    )
    assert "occupancy = 4" in hinted.text and "num_cta_in_cga = 2" in hinted.text
    assert "occupancy" not in export_reference(SOFTMAX, "softmax_kernel", spec, tmp_path, name="plain").text
    small = export_reference(SOFTMAX, "softmax_kernel", softmax_signature(tile=256), tmp_path, name="t256")
    assert "tile=(1x256)" in small.text and "tile=(1x1024)" not in small.text


def test_export_failure_names_the_kernel_and_signature(tmp_path: Path) -> None:
    wrong = KernelSignatureSpec(params=(ArrayParam.as_launched("float16", (8, 8), (8, 1)),))  # 1 of 3 params
    with pytest.raises(ExportError, match=r"could not compile `softmax_kernel` for \(arg0: array<float16, 2>\)"):
        export_reference(SOFTMAX, "softmax_kernel", wrong, tmp_path)


def test_disassemble_rejects_bad_bytecode(tmp_path: Path) -> None:
    not_ir = tmp_path / "x.tileirbc"
    not_ir.write_bytes(b"hello world")
    with pytest.raises(ExportError, match="not Tile IR bytecode"):
        disassemble(not_ir)
    good = export_reference(SOFTMAX, "softmax_kernel", softmax_signature(), tmp_path).bytecode_path
    truncated = tmp_path / "cut.tileirbc"
    truncated.write_bytes(good.read_bytes()[: len(BYTECODE_MAGIC) + 20])
    with pytest.raises(ExportError, match="disassembly failed: tileirdisasm exit"):
        disassemble(truncated)
    with pytest.raises(ExportError, match="no such bytecode file"):
        disassemble(tmp_path / "missing.tileirbc")


# --------------------------------------------------------------------------- GPU dumps


def test_collect_dumps_written_by_cutile(tmp_path: Path) -> None:
    """cuTile's own CUDA_TILE_DUMP_BYTECODE writer (the same code path a JIT launch takes)."""
    dump_dir, spec = tmp_path / "dumps", softmax_signature(rows=512, cols=2048, tile=2048)
    child = f"""
import sys
sys.path.insert(0, {str(REPO)!r})
from pathlib import Path
from tilebot.runner.tileir.export import export_reference
from tilebot.core.signature import KernelSignatureSpec
spec = KernelSignatureSpec.model_validate_json({spec.model_dump_json()!r})
export_reference(Path({str(SOFTMAX)!r}), "softmax_kernel", spec, Path({str(tmp_path / "scratch")!r}), text=False)
"""
    env = dict(os.environ, CUDA_TILE_DUMP_BYTECODE=str(dump_dir))
    subprocess.run([sys.executable, "-c", child], check=True, env=env, timeout=300, capture_output=True)
    dumped = list(dump_dir.glob("*.tileirbc"))
    # cuTile names a dump after the kernel's file and line: the real ones, even when loaded kernel-only.
    line = next(i for i, text in enumerate(SOFTMAX.read_text().splitlines(), 1) if text.startswith("@ct.kernel"))
    assert [p.name.split(".")[:3] for p in dumped] == [["softmax_kernel", "softmax", f"ln{line}"]]

    [got] = collect_gpu_dumps(dump_dir, tmp_path / "collected", function="softmax_kernel")
    assert got.origin == "gpu-dump" and got.bytecode_path == tmp_path / "collected" / "softmax_kernel.1.tileirbc"
    assert "tile=(1x2048)" in got.text
    unnamed = spec.model_copy(update={"params": tuple(p.model_copy(update={"name": None}) for p in spec.params)})
    assert got.signature == unnamed  # recovered from the mangled entry symbol

    with pytest.raises(ExportError, match=r"no \*\.tileirbc dumps for `other_kernel`"):
        collect_gpu_dumps(dump_dir, tmp_path / "c2", function="other_kernel")
    with pytest.raises(ExportError, match="was CUDA_TILE_DUMP_BYTECODE set"):
        collect_gpu_dumps(tmp_path / "nowhere", tmp_path / "c3")


# --------------------------------------------------------------------------- kernel loading


def _heavy_package(root: Path) -> Path:
    """A package shaped like TileGym's: its __init__ needs a dependency that is not installed."""
    pkg = root / "heavypkg"
    (pkg / "ops").mkdir(parents=True)
    (pkg / "__init__.py").write_text("import not_installed_dependency_xyz\n")
    (pkg / "ops" / "__init__.py").write_text("")
    (pkg / "consts.py").write_text("SCALE = 2.0\n")
    module = pkg / "ops" / "scale.py"
    module.write_text(
        textwrap.dedent(
            """
            import cuda.tile as ct
            import torch
            from heavypkg.consts import SCALE
            from .missing_sibling import helper

            DTYPES = (torch.float16, torch.float32)
            DEVICE_COUNT = torch.cuda.device_count()
            OFFSET = helper(1)

            @ct.kernel
            def scale_kernel(x: torch.Tensor, y: torch.Tensor, TILE: ct.Constant[int]) -> None:
                i = ct.bid(0)
                t = ct.load(x, index=(i,), shape=(TILE,)).astype(torch.float32) * SCALE
                ct.store(y, index=(i,), tile=t.astype(y.dtype))

            @ct.kernel
            def offset_kernel(x, TILE: ct.Constant[int]):
                i = ct.bid(0)
                ct.store(x, index=(i,), tile=ct.load(x, index=(i,), shape=(TILE,)) + OFFSET)

            def not_a_kernel():
                return 1
            """
        )
    )
    return module


@pytest.mark.skipif(TORCH_INSTALLED, reason="exercises loading without PyTorch")
def test_kernel_only_loading_without_torch(tmp_path: Path) -> None:
    module = _heavy_package(tmp_path)
    loaded = load_kernel(module, "scale_kernel")
    assert loaded.mode == "kernel-only" and loaded.module_name == "heavypkg.ops.scale"
    assert loaded.stand_ins == ("torch",)
    assert "not_installed_dependency_xyz" in loaded.import_error
    skipped = {s.source: s.error for s in loaded.skipped}
    assert "from .missing_sibling import helper" in skipped
    assert "torch.cuda" in skipped["DEVICE_COUNT = torch.cuda.device_count()"]  # only dtype names exist
    assert "OFFSET = helper(1)" in skipped
    spec = KernelSignatureSpec(
        params=(
            ArrayParam.as_launched("float16", (4096,), (1,)),
            ArrayParam.as_launched("float16", (4096,), (1,)),
            ConstantParam(value=128),
        )
    )
    r = export_reference(module, "scale_kernel", spec, tmp_path / "out")
    assert "ftof" in r.text and "2.000000e+00" in r.text  # torch.float32 cast and SCALE from heavypkg.consts
    annotation = loaded.kernel._pyfunc.__annotations__["x"]  # torch.Tensor: an annotation, nothing more
    with pytest.raises(TypeError, match="annotation-only"):
        annotation()

    with pytest.raises(KernelLoadError, match=r"reads module globals that could not be bound: OFFSET.*OFFSET = helper"):
        load_kernel(module, "offset_kernel")


def test_loader_errors(tmp_path: Path) -> None:
    module = _heavy_package(tmp_path)
    with pytest.raises(KernelLoadError, match=r"is a function, not a @ct\.kernel"):
        load_kernel(module, "not_a_kernel")
    with pytest.raises(KernelLoadError, match="defines no `missing_kernel`"):
        load_kernel(module, "missing_kernel")
    with pytest.raises(KernelLoadError, match="no such module file"):
        load_kernel(tmp_path / "nope.py", "k")
    broken = tmp_path / "broken_mod_xyz.py"
    broken.write_text("def (:\n")
    with pytest.raises(KernelLoadError, match=r"broken_mod_xyz\.py:1: not valid Python"):
        load_kernel(broken, "k")


def test_real_import_when_the_module_imports_cleanly(tmp_path: Path) -> None:
    name = f"plain_kernels_{os.getpid()}"
    module = tmp_path / f"{name}.py"
    module.write_text(
        "import cuda.tile as ct\n\n@ct.kernel\ndef copy(x, y, T: ct.Constant[int]):\n"
        "    ct.store(y, index=(ct.bid(0),), tile=ct.load(x, index=(ct.bid(0),), shape=(T,)))\n"
    )
    loaded = load_kernel(module, "copy")
    assert loaded.mode == "import" and loaded.module_name == name and not loaded.skipped
    assert sys.modules[name].__file__ == str(module)


def test_exported_signature_is_json_for_analysis(tmp_path: Path) -> None:
    """What stage A stores is plain JSON that validates back into the same spec."""
    spec = softmax_signature()
    stored = json.loads(json.dumps({"signature": spec.model_dump(mode="json")}))
    assert KernelSignatureSpec.model_validate(stored["signature"]) == spec
    assert stored["signature"]["params"][0] == {
        "kind": "array",
        "name": "x",
        "dtype": "float16",
        "ndim": 2,
        "index_dtype": "int32",
        "stride_constant": [None, 1],
        "shape_constant": None,
        "stride_divisible_by": [8, 1],
        "shape_divisible_by": [16, 1],
        "base_addr_divisible_by": 16,
        "stride_lower_bound_incl": 0,
        "may_alias_internally": False,
        "alias_groups": [],
    }
