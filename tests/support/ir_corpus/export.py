"""Export corpus kernels (bases and their source-level mutants) to real Tile IR text.

Every kernel is written to one generated module, compiled by the real cuda-tile ``export_kernel`` in one
subprocess (cuTile reads kernel sources from files; one interpreter start pays for its import once) and
printed by the real ``tileirdisasm``.
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path

from tilebot.runner.tileir.disasm import disassemble

KERNELS = Path(__file__).with_name("kernels.py")

# Parameter spellings in a signature: "f16:2" an array (dtype, rank), "i32" a scalar, an int a constant.
Param = str | int

_EXPORT = """
import sys
import cuda.tile as ct
from cuda.tile.compilation import (
    ArrayConstraint, CallingConvention, ConstantConstraint, KernelSignature, ScalarConstraint, export_kernel,
)

DTYPES = {"f16": ct.float16, "f32": ct.float32, "i32": ct.int32, "i64": ct.int64}


def param(p):
    if isinstance(p, int):
        return ConstantConstraint(p)
    if ":" in p:
        dtype, rank = p.split(":")
        return ArrayConstraint(
            DTYPES[dtype], int(rank), index_dtype=ct.int32, stride_lower_bound_incl=0,
            may_alias_internally=False, alias_groups=(),
        )
    return ScalarConstraint(DTYPES[p])


def export_all(kernels, out):
    for name, (kernel, params) in kernels.items():
        sig = KernelSignature([param(p) for p in params], calling_convention=CallingConvention.cutile_python_v1())
        export_kernel(kernel, [sig], f"{out}/{name}.tileirbc", output_format="tileir_bytecode",
                      gpu_code="sm_90", bytecode_version="13.3")
"""


def kernel_source(name: str, source: str | None = None) -> str:
    """The text of one ``@ct.kernel`` function of ``kernels.py``, decorator included."""
    text = source if source is not None else KERNELS.read_text(encoding="utf-8")
    start = text.index(f"def {name}(")
    start = text.rindex("@ct.kernel", 0, start)
    end = text.find("\n\n\n", start)
    return text[start : end if end >= 0 else len(text)].rstrip() + "\n"


def export_kernels(sources: Mapping[str, str], signatures: Mapping[str, Sequence[Param]], out: Path) -> dict[str, str]:
    """Compile each kernel source (a function named as its key) for its signature; return name → IR text."""
    out.mkdir(parents=True, exist_ok=True)
    module = ["import cuda.tile as ct", ""]
    module += [src + "\n" for src in sources.values()]
    module.append(_EXPORT)
    table = ", ".join(f"{n!r}: ({n}, {list(signatures[n])!r})" for n in sources)
    module.append(f"export_all({{{table}}}, sys.argv[1])\n")
    script = out / "corpus_kernels.py"
    script.write_text("\n".join(module), encoding="utf-8")
    run = subprocess.run([sys.executable, str(script), str(out)], capture_output=True, text=True, timeout=900)
    if run.returncode != 0:
        raise RuntimeError(f"cuTile export failed:\n{run.stderr[-4000:]}")
    texts = {}
    for name in sources:
        bytecode = out / f"{name}.tileirbc"
        texts[name] = disassemble(bytecode)
        (out / f"{name}.mlir").write_text(texts[name], encoding="utf-8")
    return texts
