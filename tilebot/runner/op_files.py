"""Which file under an ops directory is an op's module: stage A analyses it and the GPU stages import it, so both
pick it here, the same way."""

from __future__ import annotations

from pathlib import Path


class OpNotFound(LookupError):
    """The op has no module under the ops directory."""


class AmbiguousOp(OpNotFound):
    """The op has two modules equally near the ops directory: which one is the op cannot be told."""


def find_op_module(repo_root: Path, ops_dir: str, op: str) -> Path:
    """``<ops_dir>/**/<op>.py``, the shallowest (TileGym keeps some ops in subpackages, ``activation/relu.py``).
    Two at that depth are refused rather than one picked by name or by the file system's order."""
    root = repo_root / ops_dir
    found = sorted(root.rglob(f"{op}.py")) if root.is_dir() else []
    if not found:
        raise OpNotFound(f"no {ops_dir}/**/{op}.py in {repo_root}")
    depth = min(len(path.parts) for path in found)
    shallowest = [path for path in found if len(path.parts) == depth]
    if len(shallowest) > 1:
        named = ", ".join(path.relative_to(repo_root).as_posix() for path in shallowest)
        raise AmbiguousOp(
            f"op {op!r} has {len(shallowest)} modules equally near {ops_dir}: {named}; rename all but one"
        )
    return shallowest[0]
