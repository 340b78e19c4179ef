"""What an earlier E attempt of the run timed that a retry keeps: E that ran out of time, retried, times only the
configurations still missing instead of starting over (an op like TileGym's matmul needs more time than one job).

Kept from the perf.json the branch holds when that attempt timed the same way: the same library (D's build
sha256), the same files D writes beside it (``sources_sha256``: the port's Python wrapper, which a host fix of D's
second run may change while the library stays byte for byte), reference and timing plan (``timing_key``). Where it
left nothing untimed, E measures everything again (perf.measure): retrying a finished E asks for new numbers. The
GPU and software it ran on are compared with this attempt's once its tests report them (``matches_environment``):
each configuration's ratio is paired within one run, so configurations timed on two GPUs of one kind with the same
torch and CUDA may share a gate; timings from two kinds of GPU or software never do.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tilebot.core.config import RunConfig
from tilebot.core.rundir import RELATIVE
from tilebot.core.stages import Stage
from tilebot.runner.gpu.op_plan import OpPlan
from tilebot.runner.stages.feedback import earlier_results

# what makes two attempts' timings comparable, besides the environment
_PLAN_FIELDS = {"contenders", "more_entries", "reps", "warmup", "config_seconds", "autotune"}


def timing_key(plan: OpPlan, build_sha256: str, sources: str = "") -> dict[str, Any]:
    """How the attempt times: recorded in perf.json and matched by the next attempt. ``sources``: the
    ``sources_sha256`` of the port's files beside the library (E always gives it)."""
    return {
        "build_sha256": build_sha256,
        "sources_sha256": sources,
        **plan.model_dump(mode="json", include=_PLAN_FIELDS),
    }


def wrapper_sha256(repo_root: Path, config: RunConfig, op: str) -> str:
    """``sources_sha256`` of the files D writes beside the library (the port's Python wrapper): they run in every
    call of the port, as the library does, so E keys its timings on them and F refuses timings of other ones."""
    return sources_sha256(repo_root, Stage.HOST_FFI.spec.owned_paths(rust_ops_dir=config.layout.rust_ops_dir, op=op))


def sources_sha256(repo_root: Path, patterns: Iterable[str]) -> str:
    """One sha256 over the files matching ``patterns`` (globs relative to ``repo_root``), names and contents."""
    digest = hashlib.sha256()
    files = sorted({path for pattern in patterns for path in repo_root.glob(pattern) if path.is_file()})
    for path in files:
        data = path.read_bytes()
        digest.update(f"{path.relative_to(repo_root).as_posix()}\0{len(data)}\0".encode() + data)
    return digest.hexdigest()


@dataclass(frozen=True)
class Kept:
    """Comparisons an earlier attempt timed, by node id, with the environment and attempt they came from."""

    comparisons: dict[str, dict[str, Any]] = field(default_factory=dict)
    environment: dict[str, Any] = field(default_factory=dict)
    attempt: int | None = None

    def matches_environment(self, environment: dict[str, Any]) -> bool:
        return self.environment == environment

    def note(self) -> str:
        attempts = sorted({str(c.get("attempt") or self.attempt) for c in self.comparisons.values()})
        which = (
            f"attempts {', '.join(attempts[:-1])} and {attempts[-1]}" if len(attempts) > 1 else f"attempt {attempts[0]}"
        )
        return f"{len(self.comparisons)} configurations kept from E {which} (same build and plan)"


def recorded_perf(run_dir: Path, run_id: str) -> str | None:
    """The sha256 of the perf.json the run's latest E attempt that wrote one listed in its result (an attempt in
    between may have stopped before timing, leaving it as it was), or None. The port's code runs in E's job, so a
    perf.json on the branch that no result of E's names may be the port's."""
    wanted = RELATIVE.perf_json.as_posix()
    for result in earlier_results(run_dir, Stage.PERF):
        listed = next((a.sha256 for a in result.artifacts if a.path == wanted), None)
        if result.run_id == run_id and listed is not None:
            return listed
    return None


def _sha256_as_written(raw: bytes) -> str:
    """E writes perf.json with LF line ends; a checkout may turn them into CRLF (a target's ``eol=crlf``)."""
    return hashlib.sha256(raw.replace(b"\r\n", b"\n")).hexdigest()


def kept_timings(perf_json: Path, key: dict[str, Any], node_ids: list[str], *, recorded: str | None) -> Kept:
    """The configurations of ``node_ids`` the earlier attempt timed with ``key``; none when it timed otherwise, or
    when ``perf_json`` is not the file that attempt's result recorded (``recorded``, its sha256)."""
    try:
        raw = perf_json.read_bytes()
        if recorded is None or _sha256_as_written(raw) != recorded:
            return Kept()
        earlier = json.loads(raw)
    except (OSError, ValueError):  # no earlier E, or a file it did not finish writing: time everything
        return Kept()
    if not isinstance(earlier, dict) or earlier.get("timing_key") != key:
        return Kept()
    wanted = set(node_ids)
    timed = {
        c["node"]: c
        for c in earlier.get("comparisons") or []
        if isinstance(c, dict) and c.get("node") in wanted and c.get("ratio") is not None
    }
    return Kept(timed, earlier.get("environment") or {}, earlier.get("attempt"))
