"""The dry-run process: ``python -m tilebot.runner.analysis.dryrun.worker REQUEST.json RESPONSE.json``.

It installs the shape-only torch, the launch recorder and the target package shim,
runs each requested test configuration, describes every launch as JSON, and
optionally exports the Tile IR of chosen launches (the kernel objects only exist in
this process). It runs in a fresh interpreter because it replaces ``torch`` and
``ct.launch`` for good; its working directory is the target repository, and what
the target's code prints goes to this process's stdout, never into the response.
"""

from __future__ import annotations

import json
import os
import sys
import traceback
from pathlib import Path
from typing import Any

from tilebot.runner.analysis import values
from tilebot.runner.analysis.dryrun import recorder as rec
from tilebot.runner.analysis.dryrun import target_shim
from tilebot.runner.analysis.dryrun.runner import ConfigRun, TestCall, run_config
from tilebot.runner.autotune_first import TARGET_SWITCHES

# Autotuning stays on, so that wrappers call exhaustive_search and the search space is recorded.
_ENV = {**TARGET_SWITCHES, "DISABLE_FALLBACK": "1", "CUDA_TILE_CACHE_DIR": "off"}


def describe_arg(value: Any) -> dict[str, Any]:
    from tilebot.runner.analysis.shapetorch import DType, Tensor

    if isinstance(value, Tensor):
        return {
            "kind": "array",
            "dtype": value.dtype.name,
            "shape": list(value.shape),
            "strides": list(value.stride()),
            "data_ptr": value.data_ptr(),
        }
    if isinstance(value, DType):
        return {"kind": "dtype", "name": value.name}
    if value is None or isinstance(value, bool | int | float | str):
        return {"kind": "value", "value": value}
    if isinstance(value, list | tuple):
        return {"kind": "sequence", "items": [describe_arg(v) for v in value]}
    return {"kind": "other", "repr": repr(value)[:200]}


def describe_launch(launch: rec.Launch, repo_root: Path) -> dict[str, Any]:
    fn = launch.function
    annotations = launch.kernel._annotated_function.parameter_annotations
    names = list(launch.kernel._annotated_function.pysig.parameters)
    return {
        "kernel": launch.name,
        "file": _relative(fn.__code__.co_filename, repo_root),
        "line": fn.__code__.co_firstlineno,
        "site": {"file": _relative(launch.site[0], repo_root), "line": launch.site[1]},
        "grid": list(launch.grid),
        "hints": {k: v if isinstance(v, int | None) else repr(v) for k, v in launch.hints.items()},
        "params": [
            {"name": n, "constant": bool(getattr(a, "constant", False))}
            for n, a in zip(names, annotations, strict=True)
        ],
        "args": [describe_arg(a) for a in launch.args],
        "autotune": (
            {
                "kernel": launch.autotune.kernel,
                "candidates": values.to_readable(launch.autotune.candidates),
                "chosen": launch.autotune.chosen,
            }
            if launch.autotune
            else None
        ),
    }


def _relative(path: str, repo_root: Path) -> str:
    try:
        return Path(path).resolve().relative_to(repo_root.resolve()).as_posix()
    except ValueError:
        return path


def _dtype_factory(torch: Any) -> Any:
    return lambda name: getattr(torch, name)


def main(argv: list[str]) -> int:
    request_path, response_path = Path(argv[0]), Path(argv[1])
    request = json.loads(request_path.read_text(encoding="utf-8"))
    repo_root = Path(request["repo_root"]).resolve()
    os.environ.update(_ENV)
    os.chdir(repo_root)

    from tilebot.runner.analysis.shapetorch import install as install_torch

    torch = install_torch(capability=tuple(request["capability"]), sm_count=int(request["sm_count"]))
    recorder = rec.Recorder()
    rec.install(recorder)
    src_root, package = target_shim.package_root(repo_root, request["cutile_ops_dir"])
    target = target_shim.TargetPackage(src_root, package, recorder)
    target_shim.install(target)

    response: dict[str, Any] = {"preload_errors": [], "configs": [], "exports": []}
    for rel in request.get("preload", []):
        try:
            __import__(target.module_name(repo_root / rel))
        except BaseException as exc:  # the target module's own import failed: say why and go on
            response["preload_errors"].append({"module": rel, "error": f"{type(exc).__name__}: {exc}"})

    kept: dict[str, ConfigRun] = {}
    for cfg in request.get("configs", []):
        params = values.from_tagged(cfg["params"], _dtype_factory(torch))
        call = TestCall(cfg["file"], cfg.get("cls"), cfg["function"], params, tuple(cfg["conftests"]))
        result = run_config(repo_root, call, recorder, request["arch"])
        kept[cfg["key"]] = result
        response["configs"].append(
            {
                "key": cfg["key"],
                "status": result.status,
                "reason": result.reason,
                "launches": [describe_launch(launch, repo_root) for launch in result.launches],
            }
        )

    from tilebot.runner.analysis.dryrun.kernel_globals import cutile_dtypes

    with cutile_dtypes(package):
        for job in request.get("exports", []):
            response["exports"].append(_export(job, kept))

    response_path.write_text(json.dumps(response, indent=1, default=repr) + "\n", encoding="utf-8")
    return 0


def _export(job: dict[str, Any], kept: dict[str, ConfigRun]) -> dict[str, Any]:
    from tilebot.core.signature import KernelSignatureSpec
    from tilebot.runner.tileir.export import export_kernel_object

    outcome: dict[str, Any] = {"name": job["name"], "ok": False}
    run = kept.get(job["config"])
    if run is None or job["launch"] >= len(run.launches):
        outcome["error"] = f"configuration {job['config']} did not produce launch #{job['launch']} in this dry run"
        return outcome
    try:
        exported = export_kernel_object(
            run.launches[job["launch"]].kernel,
            KernelSignatureSpec.model_validate(job["signature"]),
            Path(job["out_dir"]),
            name=job["name"],
            gpu_code=job.get("gpu_code"),
            bytecode_version=job["bytecode_version"],
        )
    except Exception as exc:  # ExportError and cuTile's own errors: the message is the result
        outcome["error"] = f"{type(exc).__name__}: {exc}"
        return outcome
    outcome.update(
        ok=True,
        bytecode=str(exported.bytecode_path),
        text=str(exported.text_path) if exported.text_path else None,
        symbol=exported.symbol,
    )
    return outcome


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except Exception:
        traceback.print_exc()
        sys.exit(3)
