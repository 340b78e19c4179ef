"""Ops kept in subpackages (TileGym's ``ops/cutile/activation/relu.py``) are found the same way by the CLI, stage A
and the GPU stages; a target's own cdylib manifest is made to stand alone; stage messages print literally."""

from __future__ import annotations

import subprocess
import tomllib
from pathlib import Path
from types import SimpleNamespace

import pytest
from rich.console import Console

from tilebot.bot.local_run import _Progress, available_ops
from tilebot.core.config import RunConfig
from tilebot.core.result import StageResult
from tilebot.core.stages import Stage
from tilebot.runner.analysis.analyze_op import analyze
from tilebot.runner.gpu.op_calls import EntryError
from tilebot.runner.gpu.op_harness import entry_spec
from tilebot.runner.op_files import AmbiguousOp, find_op_module
from tilebot.runner.targets.cutile_rs import cdylib_crate

OPS = "src/tilegym/ops/cutile"


def _repo(tmp_path: Path) -> Path:
    """A committed checkout (a local run ports HEAD), with an op file beside it that was never committed."""
    for rel in ("softmax.py", "activation/relu.py", "activation/__init__.py", "_private.py"):
        path = tmp_path / OPS / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("", encoding="utf-8")
    git = ["git", "-C", str(tmp_path), "-c", "user.name=t", "-c", "user.email=t@example.invalid"]
    for command in (["init", "--quiet"], ["add", "-A"], ["commit", "--quiet", "-m", "ops"]):
        subprocess.run([*git, *command], check=True)
    (tmp_path / OPS / "uncommitted.py").write_text("", encoding="utf-8")
    return tmp_path


def test_nested_ops_are_found_by_the_cli_stage_a_and_the_gpu_harness_alike(tmp_path: Path) -> None:
    repo = _repo(tmp_path)
    assert available_ops(repo, RunConfig()) == ["relu", "softmax"]
    assert find_op_module(repo, OPS, "relu") == repo / OPS / "activation" / "relu.py"
    assert entry_spec(repo, OPS, "relu") == "tilegym.ops.cutile.activation.relu:relu"
    assert entry_spec(repo, OPS, "softmax") == "tilegym.ops.cutile.softmax:softmax"


def test_an_op_with_two_modules_equally_near_its_ops_dir_is_refused_by_stage_a_and_the_gpu_harness_alike(
    tmp_path: Path,
) -> None:
    """Two ``relu.py`` at one depth: stage A analysed the first by name, the GPU stages imported the first the file
    system listed, so a port could be checked against a module other than the one it was translated from."""
    for package in ("b", "a", "a/deeper"):
        (tmp_path / OPS / package).mkdir(parents=True, exist_ok=True)
        (tmp_path / OPS / package / "relu.py").write_text("def relu(x):\n    return x\n", encoding="utf-8")
    both = f"{OPS}/a/relu.py, {OPS}/b/relu.py"
    with pytest.raises(AmbiguousOp, match=f"op 'relu' has 2 modules equally near {OPS}: {both}"):
        find_op_module(tmp_path, OPS, "relu")
    with pytest.raises(EntryError, match=both):
        entry_spec(tmp_path, OPS, "relu")
    (tmp_path / OPS / "relu.py").write_text("def relu(x):\n    return x\n", encoding="utf-8")
    assert find_op_module(tmp_path, OPS, "relu") == tmp_path / OPS / "relu.py"  # the shallowest is the op
    assert entry_spec(tmp_path, OPS, "relu") == "tilegym.ops.cutile.relu:relu"
    triton = RunConfig().layout.triton_ops_dir
    for package in ("a", "b"):
        (tmp_path / triton / package).mkdir(parents=True)
        (tmp_path / triton / package / "relu.py").write_text("", encoding="utf-8")
    with pytest.raises(AmbiguousOp, match=f"{triton}/a/relu.py, {triton}/b/relu.py"):  # before any dry run
        analyze(tmp_path, "relu", RunConfig(), tmp_path / "run")


def test_a_target_manifest_without_a_workspace_table_gets_one_once(tmp_path: Path) -> None:
    manifest = tmp_path / cdylib_crate.MANIFEST
    original = '[package]\nname = "cutile-kernels"\nversion = "0.1.0"\n\n[lib]\ncrate-type = ["cdylib"]\n'
    manifest.write_text(original, encoding="utf-8")
    assert cdylib_crate.make_standalone(tmp_path) is True
    text = manifest.read_text(encoding="utf-8")
    assert text.startswith(original.rstrip("\n")) and tomllib.loads(text)["workspace"] == {}
    assert cdylib_crate.make_standalone(tmp_path) is False
    assert manifest.read_text(encoding="utf-8") == text


def test_stage_messages_with_brackets_print_literally() -> None:
    console = Console(record=True, width=200)
    result = StageResult.model_validate(
        {
            "run_id": "0123abcd",
            "stage": Stage.HOST_FFI,
            "attempt": 1,
            "verdict": "FAIL",
            "classification": "host",
            "message": "pre-build check: Cargo.toml needs an empty [workspace] table",
        }
    )
    _Progress(console).finish(SimpleNamespace(name="D host/FFI #1"), result)  # type: ignore[arg-type]
    assert "needs an empty [workspace] table" in console.export_text()
