"""Stage A's core: one op of a target repository -> ``Analysis`` plus reference Tile IR per variant.

Order: find the op module and read it (``kernels``); find its tests and expand their
configurations (``testfiles``); dry-run every configuration of the cuTile backend
(``trace``) to learn what it launches; derive variants (``variants``); export each
variant's Tile IR from its representative launch, plus one supplement per further
dtype. Nothing that fails is dropped: it becomes an ``Unresolved`` item with its reason.
"""

from __future__ import annotations

import importlib.metadata
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tilebot.core.analysis import (
    Analysis,
    AnalysisEnvironment,
    LaunchGrid,
    OpTestFile,
    ReferenceIR,
    TileShape,
    Unresolved,
    Variant,
)
from tilebot.core.config import RunConfig
from tilebot.core.rundir import RunDir
from tilebot.runner.analysis import assemble, signatures, testfiles, tileshapes, tolerances, trace, values, variants
from tilebot.runner.analysis import kernels as kernel_decls
from tilebot.runner.analysis.tolerances import Found
from tilebot.runner.op_files import AmbiguousOp, OpNotFound, find_op_module

AUTOTUNE_POLICY = "autotuning on; each search records its whole space and the first candidate is launched"


@dataclass(frozen=True)
class Options:
    export_ir: bool = True
    worker_timeout: float = 900.0


def analyze(repo_root: Path, op: str, config: RunConfig, run_dir: Path, options: Options = Options()) -> Analysis:
    repo_root = repo_root.resolve()
    layout = config.layout
    device = trace.Device.for_arch(config.target.gpu_arch)
    unresolved: list[Unresolved] = []

    module_path = find_op_module(repo_root, layout.cutile_ops_dir, op)
    backends = _backends(repo_root, layout.triton_ops_dir, op)  # before any work: its module may be ambiguous
    module_rel = module_path.relative_to(repo_root).as_posix()
    decl = kernel_decls.read_module(module_path, module_rel)
    dotted = _dotted(module_path, repo_root, layout.cutile_ops_dir)

    loader = testfiles.ScopeLoader(repo_root)
    files = testfiles.find_test_files(repo_root, layout.tests_dir, op, dotted, decl.registered, loader.settings)
    for found in files:
        testfiles.read_configs(repo_root, found, loader)
        unresolved.extend(Unresolved(item=found.path, reason=p) for p in found.problems)
    configs = [c for f in files for c in f.configs]
    runnable = [c for c in configs if not c.not_run]  # pytest runs none of the others, by node id or not
    if not files:
        unresolved.append(
            Unresolved(item=op, reason=f"no test file test_{op}.py (or one calling the op) under {layout.tests_dir}")
        )
    elif not configs:
        unresolved.append(Unresolved(item=op, reason="its test files yield no configuration for the cuTile backend"))
    elif not runnable:
        reason = f"pytest deselects or skips every configuration of the cuTile backend: {configs[0].not_run}"
        unresolved.append(Unresolved(item=op, reason=reason))

    calls = _calls(files)
    traced, status = _trace(repo_root, layout.cutile_ops_dir, device, module_rel, runnable, calls, options, unresolved)
    # a deselected or skip-marked configuration is recorded, not pinned: `pytest <its node id>` runs nothing
    status.update({c.node_id: ("skipped", c.not_run) for c in configs if c.not_run})
    _dtypes_from_launches(configs, traced)
    derived, mapping = variants.derive(traced)
    launches = {t.node_id: t.launches for t in traced}

    built_variants: list[Variant] = []
    exports: list[dict[str, Any]] = []
    pending: dict[str, tuple[Variant, list[tuple[str, str]]]] = {}
    for dv in derived:
        variant, jobs = _variant(repo_root, dv, traced, mapping, launches, decl, run_dir, config, unresolved)
        if variant is None:
            continue
        built_variants.append(variant)
        pending[variant.name] = (variant, [(j["name"], j.get("dtype") or "") for j in jobs])
        exports.extend(jobs)

    if options.export_ir and exports:
        built_variants, rejected = _export(
            repo_root, layout.cutile_ops_dir, device, module_rel, exports, built_variants, run_dir, unresolved, calls
        )
        status.update({node: ("skipped", reason) for node, reason in rejected.items()})

    analysis_configs = assemble.configs(configs, status, mapping, {v.name for v in built_variants}, unresolved)
    kernels_info = assemble.kernels(decl, traced)
    primary_files = {f.path for f in files if f.relation == "primary"}
    return Analysis(
        op=op,
        source=module_rel,
        sources=sorted({module_rel, *(v.source for v in built_variants), *(f.path for f in files)}),
        registered_names=decl.registered,
        test_files=[
            OpTestFile(
                path=f.path,
                relation=f.relation,
                configs=len(f.configs),
                other_backends=f.other_backends,
                conditional=f.conditional,
            )
            for f in files
        ],
        kernels=kernels_info,
        variants=built_variants,
        correctness_configs=[c for c in analysis_configs if c.kind == "correctness"],
        perf_configs=[c for c in analysis_configs if c.kind == "perf"],
        config_to_variant={c.node_id: c.variants for c in analysis_configs if c.status == "mapped"},
        tolerances=assemble.per_dtype(
            analysis_configs, traced, primary_files, unresolved, _repo_default(repo_root, files, loader)
        ),
        reference_backends=backends,
        environment=AnalysisEnvironment(
            gpu_arch=device.gpu_arch,
            capability=device.capability,
            sm_count=device.sm_count,
            bytecode_version=config.target.bytecode_version,
            gpu_code=config.target.gpu_arch,
            cuda_tile=_version("cuda-tile"),
            autotune_policy=AUTOTUNE_POLICY,
        ),
        unresolved=unresolved,
    )


def _dotted(module_path: Path, repo_root: Path, cutile_ops_dir: str) -> str:
    from tilebot.runner.analysis.dryrun.target_shim import package_root

    src_root, _ = package_root(repo_root, cutile_ops_dir)
    return ".".join(module_path.relative_to(src_root).with_suffix("").parts)


def _trace(
    repo_root: Path,
    ops_dir: str,
    device: trace.Device,
    module_rel: str,
    configs: list[testfiles.FoundConfig],
    calls: dict[str, dict[str, Any]],
    options: Options,
    unresolved: list[Unresolved],
) -> tuple[list[variants.TracedConfig], dict[str, tuple[str, str]]]:
    """Traced configurations, and node id -> (status, reason) for every configuration."""
    status: dict[str, tuple[str, str]] = {}
    if not configs:
        return [], status
    request = [calls[c.node_id] for c in configs]
    try:
        answer = trace.run_worker(
            repo_root, ops_dir, device, preload=[module_rel], configs=request, timeout=options.worker_timeout
        )
    except trace.DryRunError as exc:
        unresolved.append(Unresolved(item="dry run", reason=str(exc)))
        return [], status
    unresolved.extend(
        Unresolved(item=e["module"], reason=f"importing it under the shape-only torch failed: {e['error']}")
        for e in answer["preload_errors"]
    )
    kinds = {c.node_id: c for c in configs}
    out = []
    for result in answer["configs"]:
        cfg = kinds[result["key"]]
        status[cfg.node_id] = (result["status"], result["reason"])
        if result["status"] == "traced":
            out.append(
                variants.TracedConfig(cfg.node_id, cfg.kind, cfg.params, result["launches"], f"{cfg.file}::{cfg.test}")
            )
    return out, status


def _calls(files: list[testfiles.FoundFile]) -> dict[str, dict[str, Any]]:
    """node id -> what the dry run is asked to run for the configuration: its test, with the conftest.py files
    pytest reads for its file, the only ones the dry run imports."""
    return {
        c.node_id: {
            "key": c.node_id,
            "file": c.file,
            "cls": c.cls,
            "function": c.function,
            "params": c.params,
            "conftests": list(f.conftests),
        }
        for f in files
        for c in f.configs
    }


def _variant(
    repo_root: Path,
    dv: variants.DerivedVariant,
    traced: list[variants.TracedConfig],
    mapping: dict[str, list[str]],
    launches: dict[str, list[dict[str, Any]]],
    decl: kernel_decls.ModuleDecl,
    run_dir: Path,
    config: RunConfig,
    unresolved: list[Unresolved],
) -> tuple[Variant | None, list[dict[str, Any]]]:
    node_id, index = dv.representative
    launch = launches[node_id][index]
    try:
        signature = signatures.from_launch(launch)
    except signatures.SignatureProblem as exc:
        unresolved.append(Unresolved(item=f"variant {dv.name}", reason=str(exc)))
        return None, []
    constants = signatures.constants_of(launch)
    kernel_path = repo_root / dv.source
    shapes = tileshapes.tile_shapes(kernel_path, dv.kernel, constants) if kernel_path.is_file() else []
    site_file, site_line = launch["site"]["file"], launch["site"]["line"]
    site_decl = decl if site_file == decl.path else _read_module(repo_root, site_file)
    site = site_decl.launch_at(site_line) if site_decl else None
    autotune = launch.get("autotune")
    variant = Variant(
        name=dv.name,
        kernel=dv.kernel,
        source=dv.source,
        structure=values.to_readable(dv.structure),
        dispatch={k: values.to_readable(v) for k, v in variants.dispatch_params(dv, traced, mapping).items()},
        constants=values.to_readable(constants),
        varying_constants={k: values.to_readable(v) for k, v in variants.varying_constants(dv, traced).items()},
        signature=signature,
        tile_shapes=[TileShape(expression=e, shape=s) for e, s in shapes],
        grid=LaunchGrid(
            site=f"{site_file}:{site_line}",
            expression=site.grid_expr if site else "(launch site outside the analysed modules)",
            example=launch["grid"],
        ),
        hints=launch["hints"],
        autotune_configs=autotune["candidates"] if autotune else None,
        dtypes=sorted({d for n, i in dv.members if (d := signatures.first_array_dtype(launches[n][i]))}),
        array_dtypes=[list(c) for c in sorted({tuple(signatures.array_dtypes(launches[n][i])) for n, i in dv.members})],
        array_unit_strides=_array_dim_combinations(dv, launches, signatures.array_unit_strides),
        array_unit_extents=_array_dim_combinations(dv, launches, signatures.array_unit_extents),
        constant_combinations=variants.constant_combinations(dv, traced),
        representative_config=node_id,
        config_count=len({n for n, _ in dv.members}),
    )
    jobs = [_job(dv.name, node_id, index, signature, RunDir(run_dir).reference, config, None)]
    for sup_node, sup_index, dtype in dv.supplements:
        try:
            sup_sig = signatures.from_launch(launches[sup_node][sup_index])
        except signatures.SignatureProblem as exc:
            unresolved.append(Unresolved(item=f"variant {dv.name} ({dtype})", reason=str(exc)))
            continue
        jobs.append(
            _job(
                f"{dv.name}.{dtype}",
                sup_node,
                sup_index,
                sup_sig,
                RunDir(run_dir).reference_supplements,
                config,
                dtype,
            )
        )
    return variant, jobs


def _array_dim_combinations(
    dv: variants.DerivedVariant,
    launches: dict[str, list[dict[str, Any]]],
    per_dim: Callable[[dict[str, Any]], list[list[bool]]],
) -> list[list[list[bool]]]:
    """Every distinct combination of a per-dimension fact of the arrays (unit strides, size-1 extents) the
    variant's launches pass (the representative's signature holds only its own; a member the signature spec
    cannot express is left out, as stage A leaves out its variant)."""
    seen: set[tuple[tuple[bool, ...], ...]] = set()
    for n, i in dv.members:
        try:
            seen.add(tuple(tuple(dims) for dims in per_dim(launches[n][i])))
        except signatures.SignatureProblem:
            continue
    return [[list(dims) for dims in combination] for combination in sorted(seen)]


def _job(
    name: str, node_id: str, index: int, signature: Any, out_dir: Path, config: RunConfig, dtype: str | None
) -> dict[str, Any]:
    return {
        "name": name,
        "config": node_id,
        "launch": index,
        "signature": signature.model_dump(mode="json"),
        "out_dir": str(out_dir.resolve()),
        "gpu_code": config.target.gpu_arch,
        "bytecode_version": config.target.bytecode_version,
        "dtype": dtype,
    }


def _dtypes_from_launches(configs: list[testfiles.FoundConfig], traced: list[variants.TracedConfig]) -> None:
    """A configuration without a dtype parameter tests the dtype of its first launch's first array."""
    first = {t.node_id: signatures.first_array_dtype(t.launches[0]) for t in traced if t.launches}
    for c in configs:
        dtype = first.get(c.node_id)
        if c.dtype is None and dtype is not None:
            c.retolerate(dtype)


def _read_module(repo_root: Path, rel: str) -> kernel_decls.ModuleDecl | None:
    path = repo_root / rel
    return kernel_decls.read_module(path, rel) if path.is_file() and path.suffix == ".py" else None


# cuTile Python's type checker refusing a kernel for a launch's dtypes (the error ExportError wraps); any other
# export failure may be tilebot's own (a wrong signature) and stays unresolved.
REFERENCE_REJECTS = "): TypeCheckingError: "


def _export(
    repo_root: Path,
    ops_dir: str,
    device: trace.Device,
    module_rel: str,
    jobs: list[dict[str, Any]],
    built: list[Variant],
    run_dir: Path,
    unresolved: list[Unresolved],
    calls: dict[str, dict[str, Any]],
) -> tuple[list[Variant], dict[str, str]]:
    """Re-run the representative configurations and export their launches' Tile IR. A further dtype's launch
    that cuTile Python's own compiler rejects (fmha's float64 gradient check) is no reference anyone can port:
    its configuration is returned as skipped, with the compiler's reason, not as unresolved."""
    wanted = {j["config"] for j in jobs}
    request = [call for node_id, call in calls.items() if node_id in wanted]
    try:
        answer = trace.run_worker(repo_root, ops_dir, device, preload=[module_rel], configs=request, exports=jobs)
    except trace.DryRunError as exc:
        unresolved.append(Unresolved(item="reference IR export", reason=str(exc)))
        return built, {}
    by_name = {j["name"]: j for j in jobs}
    refs: dict[str, ReferenceIR] = {}
    rejected: dict[str, str] = {}
    for outcome in answer["exports"]:
        job = by_name[outcome["name"]]
        if not outcome["ok"] and job["dtype"] and REFERENCE_REJECTS in outcome["error"]:
            rejected[job["config"]] = f"cuTile Python rejects this {job['dtype']} launch: {outcome['error']}"
            continue
        if not outcome["ok"]:
            unresolved.append(Unresolved(item=f"reference IR {outcome['name']}", reason=outcome["error"]))
            continue
        refs[outcome["name"]] = ReferenceIR(
            text=Path(outcome["text"]).resolve().relative_to(run_dir.resolve()).as_posix(),
            bytecode=Path(outcome["bytecode"]).resolve().relative_to(run_dir.resolve()).as_posix(),
            symbol=outcome["symbol"],
            config=job["config"],
            dtype=job["dtype"],
            gpu_code=job["gpu_code"],
            bytecode_version=job["bytecode_version"],
        )
    out = []
    for v in built:
        supplements = [r for name, r in refs.items() if name.startswith(v.name + ".")]
        out.append(v.model_copy(update={"reference_ir": refs.get(v.name), "supplements": supplements}))
    return out, rejected


def _repo_default(
    repo_root: Path, files: list[testfiles.FoundFile], loader: testfiles.ScopeLoader
) -> Callable[[str], Found | None]:
    scopes = [loader.scope(repo_root / f.path) for f in files]

    def lookup(dtype: str) -> Found | None:
        return next((d for s in scopes if (d := tolerances.repo_default(s, dtype)) is not None), None)

    return lookup


def _backends(repo_root: Path, triton_ops_dir: str, op: str) -> list[str]:
    """The reference backends: Triton's where it has the op, found as the GPU stages import it (AmbiguousOp where
    it has two modules equally near its ops directory)."""
    try:
        find_op_module(repo_root, triton_ops_dir, op)
    except AmbiguousOp:
        raise
    except OpNotFound:
        return ["cutile"]
    return ["cutile", "triton"]


def _version(dist: str) -> str:
    try:
        return importlib.metadata.version(dist)
    except importlib.metadata.PackageNotFoundError:
        return "not installed"
