"""D's build, handed from the CPU runner to the GPU runners: what the check job loads is exactly what the build
job committed, or it refuses to load anything and says which file is wrong."""

from __future__ import annotations

from pathlib import Path

import pytest

from tilebot.core.rundir import RunDir
from tilebot.runner.targets.cutile_rs.handoff import HandoffMissing, load, publish


@pytest.fixture
def built(tmp_path: Path) -> tuple[RunDir[Path], Path]:
    library = tmp_path / "target" / "libcutile_kernels.so"
    library.parent.mkdir()
    library.write_bytes(b"\x7fELF not really, but bytes with a hash")
    paths = RunDir(tmp_path / "repo" / "tilebot" / "softmax")
    publish(library, paths, ["cutile_softmax"], {"cutile": "=0.3.1"})
    return paths, tmp_path / "kept" / "libcutile_kernels.so"


def test_the_committed_library_loads_into_the_per_run_copy(built: tuple[RunDir[Path], Path]) -> None:
    paths, keep_as = built
    library = load(paths, keep_as)
    assert library.launchers == ["cutile_softmax"] and library.size == keep_as.stat().st_size
    assert library.crates == {"cutile": "=0.3.1"}  # what the timings were measured with, for the reports
    assert keep_as.read_bytes() == (paths.build / library.name).read_bytes()


def test_a_library_that_is_not_the_one_built_is_refused(built: tuple[RunDir[Path], Path]) -> None:
    paths, keep_as = built
    (paths.build / "libcutile_kernels.so").write_bytes(b"something else")
    with pytest.raises(HandoffMissing, match=r"has sha256 .*, the manifest says"):
        load(paths, keep_as)
    assert not keep_as.exists()


def test_a_missing_build_names_the_file_and_the_job_that_writes_it(built: tuple[RunDir[Path], Path]) -> None:
    paths, keep_as = built
    (paths.build / "libcutile_kernels.so").unlink()
    with pytest.raises(HandoffMissing, match=r"build/libcutile_kernels.so is missing: stage D's build job"):
        load(paths, keep_as)
    paths.build_manifest.unlink()
    with pytest.raises(HandoffMissing, match=r"build/cdylib.json is missing: stage D's build job"):
        load(paths, keep_as)


def test_a_manifest_cannot_point_outside_the_build_directory(built: tuple[RunDir[Path], Path]) -> None:
    paths, keep_as = built
    text = paths.build_manifest.read_text().replace('"libcutile_kernels.so"', '"../../../etc/passwd"')
    paths.build_manifest.write_text(text)
    with pytest.raises(HandoffMissing, match="is missing"):
        load(paths, keep_as)
