"""pytest plugin: collect a target repository's tests without a GPU or torch (``-p`` this module).

It installs the shape-only torch and the target package shim before collection, so
``pytest --collect-only`` lists the node ids pytest itself computes. tilebot uses it to
check that the node ids the analyzer derives with ``ast`` are the ones pytest collects.
The package shim is set up for ``TILEBOT_CUTILE_OPS_DIR`` (default TileGym's layout).
"""

from __future__ import annotations

import os
from pathlib import Path

from tilebot.runner.analysis.dryrun import recorder, target_shim
from tilebot.runner.analysis.shapetorch import install

_CAPABILITY = (9, 0)
_SM_COUNT = 132


def _setup() -> None:
    install(capability=_CAPABILITY, sm_count=_SM_COUNT)
    rec = recorder.Recorder()
    recorder.install(rec)
    repo_root = Path.cwd()
    src_root, package = target_shim.package_root(
        repo_root, os.environ.get("TILEBOT_CUTILE_OPS_DIR", "src/tilegym/ops/cutile")
    )
    target_shim.install(target_shim.TargetPackage(src_root, package, rec))


_setup()
