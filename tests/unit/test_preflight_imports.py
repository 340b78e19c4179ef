"""``preflight --gpu`` tries every import GPU stages make, in a child interpreter, each failure with its fix."""

from __future__ import annotations

import importlib.util
from pathlib import Path

from tilebot.core.config import RunConfig
from tilebot.runner.preflight.imports import TORCH_INDEX, check_gpu_imports


def target(tmp_path: Path, *, triton: bool) -> Path:
    repo = tmp_path / "target"
    ops = repo / "src/pkg/ops/cutile"
    ops.mkdir(parents=True)
    for d in (repo / "src/pkg", repo / "src/pkg/ops", ops):
        (d / "__init__.py").write_text("")
    (ops / "good.py").write_text("import json\n")
    (ops / "broken.py").write_text("import no_such_library_for_tilebot\n")
    (ops / "needs_torch.py").write_text("import torch\n")
    (ops / "_private.py").write_text("raise SystemExit('never imported')\n")
    if triton:
        (repo / "src/pkg/ops/triton").mkdir()
        (repo / "src/pkg/ops/triton/__init__.py").write_text("")
    return repo


def layout(triton: bool) -> RunConfig:
    return RunConfig.model_validate(
        {"layout": {"cutile_ops_dir": "src/pkg/ops/cutile", "triton_ops_dir": "src/pkg/ops/triton"}}
    )


def test_each_import_is_its_own_finding_with_its_fix(tmp_path: Path) -> None:
    repo = target(tmp_path, triton=True)
    results = {r.name: r for r in check_gpu_imports(repo, layout(True))}
    assert list(results) == [
        "import-torch",
        "import-pytest",
        "import-cuda.tile",
        "import-triton",
        "import-pkg.ops.cutile.broken",
        "import-pkg.ops.cutile.good",
        "import-pkg.ops.cutile.needs_torch",
    ]
    assert results["import-pytest"].ok and results["import-pkg.ops.cutile.good"].ok
    broken = results["import-pkg.ops.cutile.broken"]
    assert not broken.ok and "No module named 'no_such_library_for_tilebot'" in broken.message
    assert "pip install -e" in broken.message and str(repo) in broken.message
    have_torch = importlib.util.find_spec("torch") is not None
    assert results["import-torch"].ok is have_torch
    needs_torch = results["import-pkg.ops.cutile.needs_torch"]
    assert needs_torch.ok is have_torch
    if not have_torch:  # the target module is fine: torch is what to install, with the CUDA wheel index
        assert TORCH_INDEX in results["import-torch"].message and TORCH_INDEX in needs_torch.message


def test_triton_is_asked_for_only_where_the_target_has_triton_twins(tmp_path: Path) -> None:
    repo = target(tmp_path, triton=False)
    names = [r.name for r in check_gpu_imports(repo, layout(False))]
    assert "import-triton" not in names and "import-torch" in names
