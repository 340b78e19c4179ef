"""D's built library, handed from the CPU runner that built it to the GPU runners that load it.

GPU runners never compile (a GPU box need not have cargo, and should not run untrusted build scripts).
D's build job strips the cdylib, commits it under ``<run_dir>/build/`` with a manifest holding its sha256,
and pushes; D's check job and E load that file from their fresh checkout after checking the hash, into a
per-run copy outside the checkout (two runs on one runner never share a library).
"""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from tilebot.core.rundir import RELATIVE, RunDir


class HandoffMissing(RuntimeError):
    """The build a GPU job needs is not on the branch, or is not the file the manifest names."""


@dataclass(frozen=True)
class BuiltLibrary:
    name: str  # file name under build/
    sha256: str
    size: int
    launchers: list[str]  # the cutile_<op> symbols it exports
    crates: dict[str, str]  # the pins it was built against (what a timing was measured with); {} in older manifests

    def to_json(self) -> dict[str, object]:
        return {
            "name": self.name,
            "sha256": self.sha256,
            "size": self.size,
            "launchers": self.launchers,
            "crates": self.crates,
        }


def publish(library: Path, paths: RunDir[Path], launchers: list[str], crates: Mapping[str, str]) -> BuiltLibrary:
    """Put a stripped copy of ``library`` under the run directory's build/ with its manifest."""
    paths.build.mkdir(parents=True, exist_ok=True)
    target = paths.build / library.name
    shutil.copyfile(library, target)
    # Debug info is most of a dev-profile cdylib; the loader needs none of it. No strip: ship it as built.
    if shutil.which("strip"):
        subprocess.run(["strip", "--strip-debug", str(target)], check=False, capture_output=True, timeout=120)
    built = BuiltLibrary(target.name, _sha256(target), target.stat().st_size, sorted(launchers), dict(crates))
    paths.build_manifest.write_text(json.dumps(built.to_json(), indent=2) + "\n", encoding="utf-8")
    return built


def load(paths: RunDir[Path], keep_as: Path) -> BuiltLibrary:
    """Check the committed library against its manifest and copy it to ``keep_as`` (what the GPU job loads)."""
    manifest = paths.build_manifest
    if not manifest.is_file():
        raise HandoffMissing(f"{RELATIVE.build_manifest} is missing: stage D's build job writes it (with the library)")
    try:
        built = _parse(json.loads(manifest.read_text(encoding="utf-8")))
    except (ValueError, KeyError, TypeError) as exc:
        raise HandoffMissing(f"{RELATIVE.build_manifest} is not a build manifest: {exc}") from None
    library = paths.build / built.name
    if "/" in built.name or not library.is_file():
        raise HandoffMissing(f"{RELATIVE.build / built.name} is missing: stage D's build job commits it")
    found = _sha256(library)
    if found != built.sha256:
        raise HandoffMissing(f"{RELATIVE.build / built.name} has sha256 {found}, the manifest says {built.sha256}")
    keep_as.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(library, keep_as)
    return built


def _parse(data: object) -> BuiltLibrary:
    """The manifest's fields, each of the type ``publish`` writes (TypeError names the first that is not)."""
    if not isinstance(data, dict):
        raise TypeError(f"a JSON object is expected, not {type(data).__name__}")
    launchers, crates = data["launchers"], data.get("crates", {})
    if not isinstance(launchers, list) or not all(isinstance(s, str) for s in launchers):
        raise TypeError(f"launchers must be a list of symbol names, not {launchers!r}")
    if not isinstance(crates, dict):
        raise TypeError(f"crates must be an object of crate pins, not {crates!r}")
    return BuiltLibrary(
        str(data["name"]),
        str(data["sha256"]),
        int(data["size"]),
        launchers,
        {str(k): str(v) for k, v in crates.items()},
    )


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()
