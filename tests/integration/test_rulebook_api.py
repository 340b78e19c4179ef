"""Every cutile API name the rulebook cites exists in the pinned crates: their sources, as cargo resolves the pins.

The sources come from ``cargo metadata`` on a scratch crate with the kernel crates' skeleton manifest (and the IR
harness's resolved lock when one exists), so they are the crates a build of the pins would compile: cargo
downloads them into its registry when they are not there yet.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.support.rust_names import cited_names, defined_names, missing_names
from tilebot.core.config import RunConfig
from tilebot.core.stages import Stage
from tilebot.runner.agents import rulebook
from tilebot.runner.targets.cutile_rs import harness
from tilebot.runner.targets.cutile_rs.kernel_crate import skeleton_manifest
from tilebot.runner.targets.cutile_rs.toolchain import find_cargo

PINS = RunConfig().target.crates
# The pinned crates and the cutile/CUDA crates they bring (cutile-ir, cuda-bindings): where the API lives.
API_CRATE_PREFIXES = ("cutile", "cuda-")


@pytest.fixture(scope="module")
def crate_sources(tmp_path_factory: pytest.TempPathFactory) -> list[Path]:
    cargo = find_cargo()
    if cargo is None:
        pytest.skip("cargo is not installed (install Rust >= 1.89 with rustup): it fetches the pinned crates' sources")
    scratch = tmp_path_factory.mktemp("pins")
    (scratch / "Cargo.toml").write_text(skeleton_manifest("rulebook_probe", PINS), encoding="utf-8")
    (scratch / "kernel.rs").write_text("", encoding="utf-8")
    seed = harness._seed_path(PINS, os.environ)
    if seed.is_file():
        shutil.copyfile(seed, scratch / "Cargo.lock")
    proc = subprocess.run(
        [str(cargo), "metadata", "--format-version", "1", "--manifest-path", str(scratch / "Cargo.toml")],
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert proc.returncode == 0, f"cargo metadata failed:\n{proc.stderr[-3000:]}"
    packages = json.loads(proc.stdout)["packages"]
    roots = [Path(p["manifest_path"]).parent for p in packages if p["name"].startswith(API_CRATE_PREFIXES)]
    pinned = {p["name"]: p["version"] for p in packages if p["name"] in PINS}
    assert {name: f"={version}" for name, version in pinned.items()} == PINS, "cargo resolved other versions"
    return [path for root in roots for path in sorted((root / "src").rglob("*.rs"))]


@pytest.mark.parametrize("stage", rulebook.stages(), ids=lambda s: s.value)
def test_every_api_name_the_rulebook_cites_exists_in_the_pinned_crates(crate_sources: list[Path], stage: Stage) -> None:
    defined = defined_names(crate_sources)
    for path in rulebook.hand_written(stage):
        text = path.read_text(encoding="utf-8")
        assert len(cited_names(text)) >= 2, f"{path.name}: the parser found almost no API names"
        assert missing_names(text, defined) == [], f"{path.name} cites names the pinned crates do not define"


def test_a_made_up_name_is_caught(crate_sources: list[Path]) -> None:
    defined = defined_names(crate_sources)
    made_up = (
        "Load with `load_tile_magic(x, [0, 0])`, flush with `ftz::Sometimes`, then\n\n"
        "```rust\nlet t: Tile<f32, { [4] }> = reduce_sum(x, 0);\nlet u = warp_shuffle!(t);\n```\n"
    )
    assert missing_names(made_up, defined) == ["Sometimes", "load_tile_magic", "warp_shuffle"]
    # The real names beside them were checked too, and found.
    assert {"Tile", "reduce_sum", "ftz"} <= cited_names(made_up) & defined
