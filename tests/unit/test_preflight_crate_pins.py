"""Preflight stops a run whose [target] crates differ from the repository's shared cdylib pins: D would refuse to
build there, after A, B and C had spent their time."""

from __future__ import annotations

from pathlib import Path

from tilebot.core.config import load_config
from tilebot.runner.targets.cutile_rs.cdylib_crate import pins_check, skeleton_manifest
from tilebot.runner.targets.cutile_rs.kernel_crate import manifest_problems
from tilebot.runner.targets.cutile_rs.versions import pins


def _repo(tmp_path: Path, crates: dict[str, str], config: str = "") -> Path:
    manifest = tmp_path / "src/tilegym/ops/cutile_rs/cutile_kernels/Cargo.toml"
    manifest.parent.mkdir(parents=True)
    manifest.write_text(skeleton_manifest(crates))
    (tmp_path / ".tilebot.toml").write_text(config)
    return tmp_path


def test_the_repository_pinning_the_runs_crates_passes(tmp_path: Path) -> None:
    repo = _repo(tmp_path, pins("0.2.0"))
    check = pins_check(load_config(repo), repo)
    assert check.ok and check.message.endswith("pins the run's crates (cutile =0.2.0)")


def test_other_pins_stop_the_run_with_both_fixes(tmp_path: Path) -> None:
    upgraded = "[target]\ncrates = { " + ", ".join(f'{name} = "{pin}"' for name, pin in pins("0.3.1").items()) + " }\n"
    repo = _repo(tmp_path, pins("0.2.0"), upgraded)  # the config moved to 0.3.1, the repository did not
    config = load_config(repo)
    assert manifest_problems(skeleton_manifest(pins("0.2.0")), config.target.crates)  # what D would refuse
    check = pins_check(config, repo)
    assert not check.ok and check.name == "crate-pins"
    assert "`cutile` must be \"=0.3.1\" from crates.io, got '=0.2.0'" in check.message
    assert "set [target] crates in .tilebot.toml to the repository's pins" in check.message


def test_a_pin_from_another_source_stops_the_run_and_cargo_s_spacing_does_not(tmp_path: Path) -> None:
    """A `git` (or `path`) key beside the pinned version builds another crate than crates.io's: D refuses it."""
    repo = _repo(tmp_path, pins("0.2.0"))
    manifest = next(repo.rglob("Cargo.toml"))
    text = manifest.read_text()
    manifest.write_text(
        text.replace('cutile = "=0.2.0"', 'cutile = { version = "=0.2.0", git = "https://x.invalid/f" }')
    )
    check = pins_check(load_config(repo), repo)
    assert not check.ok and '`cutile` must be "=0.2.0" from crates.io' in check.message
    manifest.write_text(text.replace('cutile = "=0.2.0"', 'cutile = "= 0.2.0"'))  # cargo reads it as =0.2.0
    assert pins_check(load_config(repo), repo).ok


def test_no_shared_crate_yet_passes_as_d_writes_it_with_the_runs_pins(tmp_path: Path) -> None:
    check = pins_check(load_config(tmp_path), tmp_path)
    assert check.ok and "D writes it" in check.message
