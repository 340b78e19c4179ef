"""Run the dry-run worker in a fresh interpreter and read its answer.

The worker replaces ``torch`` and ``ct.launch`` for good and executes the target
repository's code, so it never runs inside the analyzer's own process.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tilebot.runner.analysis import values

WORKER = "tilebot.runner.analysis.dryrun.worker"


class DryRunError(RuntimeError):
    """The worker itself failed (not one configuration): the message carries its output."""


@dataclass(frozen=True)
class Device:
    """The GPU the dry run pretends to be: what wrappers read from torch.cuda."""

    gpu_arch: str  # sm_90
    capability: tuple[int, int]
    sm_count: int

    @classmethod
    def for_arch(cls, gpu_arch: str) -> Device:
        digits = gpu_arch.removeprefix("sm_").rstrip("abcdefghijklmnopqrstuvwxyz")
        capability = (int(digits[:-1]), int(digits[-1]))
        return cls(gpu_arch, capability, SM_COUNTS.get(capability, 132))


# SMs of the usual part per compute capability; the wrappers size persistent grids with it.
SM_COUNTS = {(8, 0): 108, (8, 6): 84, (8, 9): 128, (9, 0): 132, (10, 0): 148, (10, 3): 148, (12, 0): 188}


def run_worker(
    repo_root: Path,
    cutile_ops_dir: str,
    device: Device,
    *,
    preload: list[str],
    configs: list[dict[str, Any]],
    exports: list[dict[str, Any]] | None = None,
    timeout: float = 900.0,
) -> dict[str, Any]:
    request = {
        "repo_root": str(repo_root.resolve()),
        "cutile_ops_dir": cutile_ops_dir,
        "capability": list(device.capability),
        "sm_count": device.sm_count,
        "arch": f"sm{device.capability[0]}{device.capability[1]}",
        "preload": preload,
        "configs": [{**c, "params": values.to_tagged(c["params"])} for c in configs],
        "exports": exports or [],
    }
    with tempfile.TemporaryDirectory(prefix="tilebot-dryrun-") as tmp:
        req, resp = Path(tmp) / "request.json", Path(tmp) / "response.json"
        req.write_text(json.dumps(request), encoding="utf-8")
        # The child imports tilebot.runner the way this process does (installed, or PYTHONPATH, inherited);
        # tilebot's own checkout is never put on its path, so a target's `tests` package cannot be shadowed.
        env = dict(os.environ)
        try:
            proc = subprocess.run(
                [sys.executable, "-m", WORKER, str(req), str(resp)],
                cwd=repo_root,
                env=env,
                capture_output=True,
                text=True,
                timeout=timeout,
                check=False,
            )
        except subprocess.TimeoutExpired:
            raise DryRunError(f"the dry run of {len(configs)} configurations timed out after {timeout:g} s") from None
        if proc.returncode != 0 or not resp.is_file():
            tail = (proc.stderr or proc.stdout)[-3000:].strip()
            raise DryRunError(f"the dry-run worker exited {proc.returncode}: {tail or 'no output'}")
        answer: dict[str, Any] = json.loads(resp.read_text(encoding="utf-8"))
        return answer
