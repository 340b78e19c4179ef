"""Stage D's build handoff: the library a run keeps is built from its own checkout, and a malformed build manifest
is refused with the file named (never a crash of the GPU job)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from tilebot.core.rundir import RunDir
from tilebot.runner.targets.cutile_rs import cdylib_crate
from tilebot.runner.targets.cutile_rs.handoff import HandoffMissing, load, publish
from tilebot.runner.targets.cutile_rs.kernel_crate import kernel_target_dir, toolchain_problem


def _checkout(root: Path, op: str) -> Path:
    """A run's checkout of the shared cdylib crate, exporting only ``cutile_<op>`` (no dependencies: fast)."""
    crate = root / op / "cutile_kernels"
    cdylib_crate.seed(crate, {})
    launcher = f'#[unsafe(no_mangle)]\npub extern "C" fn {cdylib_crate.launcher_symbol(op)}() -> i32 {{ 0 }}\n'
    (crate / cdylib_crate.LIB_ROOT).write_text(launcher, encoding="utf-8")
    return crate


def _launchers(library: Path) -> list[str]:
    return sorted(s for s in cdylib_crate.exported_symbols(library) if s.startswith("cutile_"))


def test_each_checkout_keeps_its_own_library_from_the_shared_target_directory(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    problem = toolchain_problem()
    if problem:
        pytest.skip(problem)
    monkeypatch.setenv("TILEBOT_CARGO_TARGET_DIR", str(tmp_path / "cargo-target"))
    # Two runs on one runner: the second's files are written while the first one builds (it waits on the lock).
    first, second = _checkout(tmp_path, "softmax"), _checkout(tmp_path, "rms_norm")
    for crate in (first, second, first):
        kept = tmp_path / "kept" / crate.parent.name / "libcutile_kernels.so"
        attempt = cdylib_crate.build(crate, {}, kept)
        assert attempt.ok, attempt.output_tail
        assert _launchers(kept) == [cdylib_crate.launcher_symbol(crate.parent.name)]


@pytest.fixture
def published(tmp_path: Path) -> tuple[RunDir[Path], dict[str, object]]:
    library = tmp_path / "libcutile_kernels.so"
    library.write_bytes(b"the built library")
    paths = RunDir(tmp_path / "run")
    publish(library, paths, ["cutile_softmax"], {"cutile": "=0.3.1"})
    return paths, json.loads(paths.build_manifest.read_text(encoding="utf-8"))


@pytest.mark.parametrize(
    ("field", "value"),
    [("crates", []), ("crates", None), ("launchers", "cutile_softmax"), ("launchers", [1])],
)
def test_a_manifest_field_of_the_wrong_type_is_refused_naming_the_manifest(
    published: tuple[RunDir[Path], dict[str, object]], tmp_path: Path, field: str, value: object
) -> None:
    paths, manifest = published
    paths.build_manifest.write_text(json.dumps(manifest | {field: value}), encoding="utf-8")
    with pytest.raises(HandoffMissing, match=rf"build/cdylib.json is not a build manifest: {field} must be"):
        load(paths, tmp_path / "kept.so")
    assert not (tmp_path / "kept.so").exists()


def test_the_published_manifest_still_loads(published: tuple[RunDir[Path], dict[str, object]], tmp_path: Path) -> None:
    paths, _ = published
    built = load(paths, tmp_path / "kept.so")
    assert (built.launchers, built.crates) == (["cutile_softmax"], {"cutile": "=0.3.1"})
    assert os.path.getsize(tmp_path / "kept.so") == built.size


def test_a_relative_cache_setting_names_one_directory_for_cargo_and_tilebot(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """cargo runs in the crate's directory and tilebot reads the library from the job's: a relative setting would
    name two places."""
    monkeypatch.chdir(tmp_path)
    for variable in ("TILEBOT_CARGO_TARGET_DIR", "TILEBOT_CACHE_DIR"):
        monkeypatch.delenv("TILEBOT_CARGO_TARGET_DIR", raising=False)
        monkeypatch.setenv(variable, "cache")
        assert kernel_target_dir().is_absolute() and kernel_target_dir().is_relative_to(tmp_path)
