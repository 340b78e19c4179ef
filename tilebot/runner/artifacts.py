"""Collect what the workflow uploads as the job's artifact: the result, the attempt's logs, the stage's reports.

The bot reads ``stage_result.json`` from this artifact (named by ``tilebot.core.workflow.artifact_name``), so it is
written first and always, even when the stage failed or the job was refused. Files keep their
path relative to the run directory. Only regular files inside the run directory are taken:
a symlink that generated code planted (to ``~/.ssh``, say) is skipped, never followed.
"""

from __future__ import annotations

import hashlib
import json
import shutil
from dataclasses import dataclass, field
from pathlib import Path

from tilebot.core.result import RESULT_FILE, StageResult

MANIFEST_FILE = "manifest.json"
MAX_FILE_BYTES = 256 * 1024 * 1024
MAX_TOTAL_BYTES = 1024 * 1024 * 1024


@dataclass
class Collected:
    files: list[str] = field(default_factory=list)  # run-dir-relative paths copied
    skipped: dict[str, str] = field(default_factory=dict)  # path -> why not
    total_bytes: int = 0


def write_result_file(out: Path, result: StageResult) -> Path:
    """Write (or replace) ``out/stage_result.json`` atomically: a reader never sees half a result."""
    out.mkdir(parents=True, exist_ok=True)
    return write_atomically(out / RESULT_FILE, result.model_dump_json(indent=2) + "\n")


def write_atomically(path: Path, text: str) -> Path:
    """Write (or replace) ``path`` so that a job killed meanwhile leaves the old file or the new one, never half."""
    tmp = path.with_suffix(".tmp")
    tmp.write_text(text, encoding="utf-8")
    tmp.replace(path)
    return path


def collect(out: Path, result: StageResult, *, run_dir: Path, attempt_dir: Path) -> Collected:
    """Copy the attempt directory and every artifact the result lists into ``out``, with a manifest."""
    write_result_file(out, result)
    collected = Collected(files=[RESULT_FILE])
    candidates: list[Path] = []
    if attempt_dir.is_dir():
        candidates += sorted(p for p in attempt_dir.rglob("*") if p.name != RESULT_FILE)
    candidates += [run_dir / a.path for a in result.artifacts]
    seen: set[str] = set()
    root = run_dir.resolve()
    for path in candidates:
        try:
            rel = path.relative_to(run_dir).as_posix()
        except ValueError:
            continue
        if rel in seen or path.is_dir():
            continue
        seen.add(rel)
        reason = _refusal(path, root)
        size = path.stat().st_size if reason is None else 0
        if reason is None and size > MAX_FILE_BYTES:
            reason = f"{size} bytes is over the {MAX_FILE_BYTES}-byte per-file limit"
        if reason is None and collected.total_bytes + size > MAX_TOTAL_BYTES:
            reason = f"the artifact would exceed {MAX_TOTAL_BYTES} bytes"
        if reason is not None:
            collected.skipped[rel] = reason
            continue
        dest = out / "run" / rel
        dest.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(path, dest)
        collected.files.append(f"run/{rel}")
        collected.total_bytes += size
    manifest = {
        "result": RESULT_FILE,
        "files": {f: _sha256(out / f) for f in collected.files},
        "skipped": collected.skipped,
    }
    (out / MANIFEST_FILE).write_text(json.dumps(manifest, indent=2) + "\n", encoding="utf-8")
    return collected


def _refusal(path: Path, root: Path) -> str | None:
    if path.is_symlink():
        return "a symbolic link (not followed)"
    if not path.exists():
        return "listed by the stage but missing"
    if not path.is_file():
        return "not a regular file"
    if not path.resolve().is_relative_to(root):
        return "outside the run directory"
    return None


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()
