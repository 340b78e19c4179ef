"""The pre-build manifest check shared by B's kernel crate and D's cdylib: what it refuses, and that it says why."""

from __future__ import annotations

from pathlib import Path

import pytest

from tilebot.core.config import RunConfig
from tilebot.runner.targets.cutile_rs import cdylib_crate
from tilebot.runner.targets.cutile_rs.kernel_crate import kernel_problems, manifest_problems, skeleton_manifest

PINS = RunConfig().target.crates


def test_a_manifest_without_workspace_is_refused_with_cargo_s_reason() -> None:
    """TileGym's shared cdylib manifest has no [workspace] table: the refusal must say what cargo would do."""
    tilegym_like = cdylib_crate.skeleton_manifest(PINS).replace("[workspace]\n", "")
    problems = manifest_problems(tilegym_like, PINS)
    assert len(problems) == 1
    assert "add an empty `[workspace]` line" in problems[0]
    assert "current package believes it's in a workspace when it's not" in problems[0]


@pytest.mark.parametrize(
    ("table", "reason"),
    [
        ('[patch.crates-io]\ncutile = { git = "https://example.invalid/cutile" }\n', "around the crates.io pins"),
        ('[replace]\n"cutile:0.2.0" = { path = "../cutile" }\n', "around the crates.io pins"),
        ('[build-dependencies]\ncc = "1"\n', "the crate may have none"),
        ("[target.'cfg(unix)'.build-dependencies]\ncc = \"1\"\n", "the crate may have none"),
        ('[build_dependencies]\ncc = "1"\n', "the crate may have none"),
        ("[target.'cfg(all())'.build_dependencies]\ncc = \"1\"\n", "the crate may have none"),
    ],
)
def test_tables_that_undo_the_pins_or_run_build_code_are_refused(table: str, reason: str) -> None:
    for manifest in (skeleton_manifest("relu", PINS), cdylib_crate.skeleton_manifest(PINS)):
        problems = manifest_problems(manifest + "\n" + table, PINS)
        name = table.splitlines()[0]
        assert len(problems) == 1, problems
        assert "is not allowed" in problems[0] and reason in problems[0]
        assert name.strip("[]").split(".")[0].strip("'") in problems[0]


@pytest.mark.parametrize("key", ["members", "default-members"])
def test_workspace_members_are_refused(key: str) -> None:
    """A member crate below the crate's directory is built by `cargo build`, its build script run."""
    for manifest in (skeleton_manifest("relu", PINS), cdylib_crate.skeleton_manifest(PINS)):
        assert manifest.rstrip().endswith("[workspace]")
        problems = manifest_problems(manifest + f'{key} = ["tools"]\n', PINS)
        assert len(problems) == 1 and f"`{key}` in [workspace] is not allowed" in problems[0], problems


def test_the_skeletons_pass_the_check() -> None:
    assert manifest_problems(skeleton_manifest("relu", PINS), PINS) == []
    assert manifest_problems(cdylib_crate.skeleton_manifest(PINS), PINS) == []


@pytest.mark.parametrize(
    ("table", "where"),
    [
        ("[target.'cfg(all())'.dependencies]\nevil = { path = \"../evil\" }\n", "[target.'cfg(all())'.dependencies]"),
        ('[dev-dependencies]\nevil = { git = "https://example.invalid/evil" }\n', "[dev-dependencies]"),
        ('[dev_dependencies]\nevil = { path = "../evil" }\n', "[dev_dependencies]"),
        (
            '[target.\'cfg(unix)\'.dev-dependencies]\nevil = { version = "1", registry = "mine" }\n',
            "[target.'cfg(unix)'.dev-dependencies]",
        ),
        ('[dependencies.evil]\nversion = "1"\nregistry-index = "https://example.invalid/index"\n', "[dependencies]"),
        ('[workspace.dependencies]\nevil = { git = "https://example.invalid/evil" }\n', "[workspace.dependencies]"),
    ],
)
def test_a_dependency_from_elsewhere_than_crates_io_is_refused_in_every_dependency_table(
    table: str, where: str
) -> None:
    """Its build script would run in the build job, wherever the manifest declares it."""
    for manifest in (skeleton_manifest("relu", PINS), cdylib_crate.skeleton_manifest(PINS)):
        problems = manifest_problems(manifest + "\n" + table, PINS)
        assert len(problems) == 1, problems
        assert problems[0].startswith(f"`evil` in {where}: ") and "crates.io only" in problems[0]


def test_crates_io_dev_and_target_dependencies_pass() -> None:
    extra = '[dev-dependencies]\napprox = "0.5"\n\n[target.\'cfg(unix)\'.dependencies]\nlibc = { version = "0.2" }\n'
    assert manifest_problems(skeleton_manifest("relu", PINS) + "\n" + extra, PINS) == []


@pytest.mark.parametrize(
    ("target", "path"),
    [
        ("[lib]", "/dev/null"),
        ("[lib]", "../../../../etc/hostname"),
        ("[[bin]]", "/tmp/main.rs"),
        ("[[test]]", "tests/../../other_kernel/kernel.rs"),
        ("[[example]]", "/proc/self/cwd/x.rs"),
        ("[[bench]]", "benches/../../b.rs"),
    ],
)
def test_a_target_source_outside_the_crate_is_refused(target: str, path: str) -> None:
    """cargo compiles (and cargo test runs) whatever file a target names, wherever it is."""
    for manifest in (skeleton_manifest("relu", PINS), cdylib_crate.skeleton_manifest(PINS)):
        if target == "[lib]":
            manifest = manifest.replace('path = "kernel.rs"', f"path = {path!r}")
            manifest = manifest.replace('path = "src/lib.rs"', f"path = {path!r}")
        else:
            manifest += f'\n{target}\nname = "x"\npath = {path!r}\n'
        problems = manifest_problems(manifest, PINS)
        assert problems == [
            f"`path = {path!r}` in {target} is not allowed: a target's source must be a file of the crate, given "
            "relative to it (no absolute path, no `..`)"
        ]


def test_b_s_crate_builds_kernel_rs_as_its_library(tmp_path: Path) -> None:
    """The kernel cargo builds and tests must be kernel.rs, the file the IR harness and stage D compile."""
    (tmp_path / "kernel.rs").write_text("// the kernel\n")
    manifest = tmp_path / "Cargo.toml"
    manifest.write_text(skeleton_manifest("relu", PINS))
    assert kernel_problems(tmp_path) == []
    for lib in ('path = "ffi.rs"', ""):
        manifest.write_text(skeleton_manifest("relu", PINS).replace('path = "kernel.rs"', lib))
        [problem] = kernel_problems(tmp_path)
        assert problem.startswith('[lib] must have path = "kernel.rs", got ')
