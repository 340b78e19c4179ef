"""``preflight --gpu``: can this interpreter import what the GPU stages import?

D and E run the target's tests under pytest with torch, time Triton twins, and import the target's op modules
from its checkout. A missing one would otherwise surface mid-stage as a traceback in a log; here each failure is
its own finding with the command that fixes it. The imports run in a child interpreter: a broken CUDA wheel can
abort the process that imports it.
"""

from __future__ import annotations

import json
import os
import re
import shlex
import sys
from dataclasses import dataclass
from pathlib import Path

from tilebot.core.config import RunConfig
from tilebot.runner.analysis.dryrun.target_shim import package_root
from tilebot.runner.preflight.checks import DEFAULT_TIMEOUT_S, CheckResult, _run

# torch's CUDA 13 wheels (tilebot's GPU extras pin the CUDA 13 line; see pyproject's gpu extra).
TORCH_INDEX = "https://download.pytorch.org/whl/cu130"

_PROBE = """
import importlib, json, sys
for name in sys.argv[1:]:
    try:
        module = importlib.import_module(name)
        print("PREFLIGHT-IMPORT " + json.dumps({"module": name, "version": str(getattr(module, "__version__", ""))}))
    except BaseException as exc:  # a SystemExit or a failing native load is a finding too
        error = f"{type(exc).__name__}: {exc}".splitlines()[0][:300]
        print("PREFLIGHT-IMPORT " + json.dumps({"module": name, "error": error}))
"""


@dataclass(frozen=True)
class Needed:
    module: str
    fix: str


def needed_imports(repo: Path, config: RunConfig, python: str = sys.executable) -> list[Needed]:
    """The libraries GPU stages import, then each of the target's op modules (reference and Triton twin)."""
    pip = f"{shlex.quote(python)} -m pip install"
    needed = [
        Needed("torch", f"{pip} torch --index-url {TORCH_INDEX}"),
        Needed("pytest", f"{pip} pytest"),
        Needed("cuda.tile", f"{pip} 'cuda-tile>=1.7'"),
    ]
    layout = config.layout
    if (repo / layout.triton_ops_dir).is_dir():
        needed.append(Needed("triton", f"{pip} triton"))
    target_fix = (
        f"install the target's own dependencies into this interpreter ({pip} -e {shlex.quote(str(repo))}), "
        f"or correct [layout] in {repo / '.tilebot.toml'}"
    )
    for ops_dir in (layout.cutile_ops_dir, layout.triton_ops_dir):
        src_root, _ = package_root(repo, ops_dir)
        for path in sorted((repo / ops_dir).glob("*.py")):
            if not path.stem.startswith("_"):
                module = ".".join(path.relative_to(src_root).with_suffix("").parts)
                needed.append(Needed(module, target_fix))
    return needed


def _library_fix(error: str, needed: list[Needed]) -> str | None:
    """A target module that fails for want of a library GPU stages need anyway: the library's fix, not the target's."""
    match = re.search(r"No module named '([\w.]+)'", error)
    if match is None:
        return None
    missing = match.group(1)
    return next((n.fix for n in needed if missing == n.module or missing.startswith(n.module + ".")), None)


def check_gpu_imports(
    repo: Path, config: RunConfig, python: str = sys.executable, timeout: float = 4 * DEFAULT_TIMEOUT_S
) -> list[CheckResult]:
    """One finding per import: ``import-<module>`` passes with its version or fails with the fix."""
    needed = needed_imports(repo, config, python)
    roots = dict.fromkeys(str(package_root(repo, d)[0]) for d in (config.layout.cutile_ops_dir, repo.as_posix()))
    path = os.pathsep.join([*roots, os.environ.get("PYTHONPATH", "")]).strip(os.pathsep)
    argv = [python, "-c", _PROBE, *(n.module for n in needed)]
    command = f"{shlex.quote(python)} -c 'import ...' ({len(needed)} modules)"
    run = _run(argv, os.environ | {"PYTHONPATH": path}, timeout, cwd=str(repo), display=command)
    found = {}
    for line in run.output.splitlines():
        if line.startswith("PREFLIGHT-IMPORT "):
            record = json.loads(line.split(" ", 1)[1])
            found[record["module"]] = record
    results = []
    for n in needed:
        record = found.get(n.module)
        name = f"import-{n.module}"
        if record is None:
            why = run.problem or "the probe stopped before reaching it"
            results.append(CheckResult(name, False, f"import {n.module} not tried: {why}; fix: {n.fix}", command))
        elif "error" in record:
            fix = _library_fix(record["error"], needed) or n.fix
            results.append(
                CheckResult(name, False, f"import {n.module} failed: {record['error']}; fix: {fix}", command)
            )
        else:
            version = f" {record['version']}" if record.get("version") else ""
            results.append(CheckResult(name, True, f"import {n.module}{version}: ok", command))
    return results
