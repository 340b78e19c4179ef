"""``h200_translated.py nvidia``: beside each translated checkout, the same run with NVIDIA's own port in its place."""

from __future__ import annotations

import hashlib
import json
import subprocess
import tarfile
from pathlib import Path

from tools.h200_translated import nvidia_ports

OPS = "src/tilegym/ops/cutile_rs"
IDENTITY = ["-c", "user.name=t", "-c", "user.email=t@example.invalid"]


def _git(repo: Path, *args: str) -> str:
    return subprocess.run(["git", "-C", str(repo), *IDENTITY, *args], check=True, capture_output=True, text=True).stdout


def _commit(repo: Path, files: dict[str, str], message: str) -> None:
    for name, text in files.items():
        (repo / name).parent.mkdir(parents=True, exist_ok=True)
        (repo / name).write_text(text)
    _git(repo, "add", "-A")
    _git(repo, "commit", "-qm", message)


def _targets(tmp_path: Path) -> Path:
    """A target whose package ships NVIDIA's port of ``a`` (not of ``b``), and a run branch per op as prepare packs
    it: the translation in the same folder, D's build committed."""
    target = tmp_path / "target"
    target.mkdir()
    _git(target, "init", "-q", "-b", "master")
    _commit(
        target,
        {
            f"{OPS}/a.py": "def a():\n    pass\n",
            f"{OPS}/a_kernel/kernel.rs": "// NVIDIA's\n",
            f"{OPS}/cutile_kernels/Cargo.toml": '[package]\nname = "k"\n\n[dependencies]\ncutile = "=0.2.0"\n',
        },
        "TileGym",
    )
    archive = tmp_path / "targets.tar.xz"
    with tarfile.open(archive, "w:xz") as packed:
        for op in ("a", "b"):
            checkout = tmp_path / "runs" / op
            subprocess.run(["git", "clone", "-q", str(target), str(checkout)], check=True)
            _git(checkout, "checkout", "-qb", f"tilebot/{op}-1")
            translated = {
                f"{OPS}/{op}_kernel/kernel.rs": "// translated\n",
                f"{OPS}/{op}_kernel/Cargo.toml": "[package]\n",
                f"tilebot/{op}/build/libcutile_kernels.so": "translated library",
            }
            _commit(checkout, translated, "tilebot: B and D")
            packed.add(checkout, arcname=op)
    return archive


def test_nvidia_s_port_replaces_the_translation_and_its_library_is_d_s_build(tmp_path: Path) -> None:
    library = tmp_path / "libcutile_kernels.so"
    library.write_bytes(b"NVIDIA's release build")
    out = tmp_path / "nvidia.tar.xz"
    nvidia_ports(_targets(tmp_path), library, out)
    with tarfile.open(out) as packed:
        packed.extractall(tmp_path / "out", filter="data")
    assert sorted(p.name for p in (tmp_path / "out" / "nvidia").iterdir()) == ["a"]  # b: no port of its own
    ported = tmp_path / "out" / "nvidia" / "a"
    assert (ported / OPS / "a_kernel" / "kernel.rs").read_text() == "// NVIDIA's\n"
    assert not (ported / OPS / "a_kernel" / "Cargo.toml").exists()  # the translation's files are gone
    manifest = json.loads((ported / "tilebot/a/build/cdylib.json").read_text())
    assert manifest["sha256"] == hashlib.sha256(library.read_bytes()).hexdigest()
    assert manifest["crates"] == {"cutile": "=0.2.0"} and manifest["launchers"] == ["cutile_a"]
    loaded = ported / OPS / "cutile_kernels/target/release/libcutile_kernels.so"  # where NVIDIA's wrapper looks
    assert loaded.is_symlink() and loaded.read_bytes() == library.read_bytes()
    assert _git(ported, "status", "--porcelain", "--untracked-files=no") == ""  # committed, as a runner checks out
    assert "NVIDIA's port of a" in _git(ported, "log", "-1", "--format=%s")
    assert _git(ported, "branch", "--show-current").strip() == "tilebot/a-1"
