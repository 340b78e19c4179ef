"""Stage D (host/FFI): the agent writes the host side; this code builds it and checks the op on the GPU.

The agent (D's sandboxed tools) writes the op's ``ffi.rs`` (the C-ABI launcher ``cutile_<op>``), the
shared cdylib crate (``<rust_ops_dir>/cutile_kernels``: manifest and ``src/*.rs``, seeded here when
absent), the Python wrapper ``<rust_ops_dir>/<op>.py`` (function ``<op>``, same signature as the
cuTile entry) and its package ``__init__.py``. Then this code judges, in order:

1. ``cargo build`` of the cdylib, at most ``MAX_BUILDS`` times with the agent fixing in between;
2. the library exports ``cutile_<op>`` (``nm -D``; the library is not loaded here);
3. the wrapper compiles;
4. on a GPU, with the library the build committed under ``build/`` (sha256 checked): every mapped correctness
   configuration of analysis.json, run as the target's own test
   with each call of the cuTile entry checked against the candidate (``op_plugin``, check mode);
   JUnit XML under ``correctness/``.

On GitHub 1-3 run on a CPU runner (phase ``build``, which ends in a ``Handoff`` and a commit) and 4 on a GPU
runner (phase ``check``): GPU runners never compile. Locally both halves run in one job.

Verdicts: ALL_PASS (every configuration passed); FAIL/host (build, symbol, wrapper, a crash, the
candidate raising or returning the wrong tensors); FAIL/kernel (it ran, and numbers are wrong:
stage C diagnoses); BLOCKED/env (no key, no cargo, no GPU, no analysis or kernel crate).
"""

from __future__ import annotations

import py_compile
import tempfile
from pathlib import Path

from tilebot.core.result import Metric, StageResult, ValidatorRun
from tilebot.core.stages import Classification
from tilebot.runner.agents.build_loop import BuildLoop, first_error
from tilebot.runner.agents.policies import kernel_crate, report_path
from tilebot.runner.agents.results import blocked_by_agent
from tilebot.runner.agents.runtime import AgentError, make_client
from tilebot.runner.gpu.op_harness import entries, gpu_problem
from tilebot.runner.stages import Handoff, StageContext
from tilebot.runner.stages.correctness import check_correctness
from tilebot.runner.stages.inputs import InputsMissing, read_analysis
from tilebot.runner.targets.cutile_rs import cdylib_crate, handoff
from tilebot.runner.targets.cutile_rs.kernel_crate import KERNEL_FILE, toolchain_problem


def run(ctx: StageContext) -> StageResult | Handoff:
    """The whole stage (phase ``all``), or on GitHub its build job (``build``, CPU) or check job (``check``, GPU)."""
    if ctx.phase == "check":
        try:
            built = Handoff.model_validate_json(ctx.paths.handoff(ctx.stage, ctx.attempt).read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            return ctx.result(
                "BLOCKED", f"D's build job left no usable handoff: {exc}", classification=Classification.ENV
            )
        return _check(ctx, built)
    outcome = _build(ctx)
    if isinstance(outcome, StageResult) or ctx.phase == "build":
        return outcome
    return _check(ctx, outcome)


def _build(ctx: StageContext) -> StageResult | Handoff:
    """Agent, cargo, exported launcher and wrapper; a sound build is committed under build/ for the GPU half."""
    try:
        client = make_client()
    except AgentError as exc:
        return blocked_by_agent(ctx, exc)
    try:
        read_analysis(ctx.run_dir)
        problem = toolchain_problem() or _kernel_missing(ctx)
    except InputsMissing as exc:
        problem = str(exc)
    if problem:
        return ctx.result("BLOCKED", problem, classification=Classification.ENV)
    crates = ctx.config.target.crates
    crate = ctx.repo_root / cdylib_crate.cdylib_dir(ctx.config)
    cdylib_crate.seed(crate, crates)

    build_log = ctx.paths.build_log(ctx.stage)
    library = cdylib_crate.kept_library(ctx.run_id, ctx.op)
    loop = BuildLoop.start(ctx, client, lambda: cdylib_crate.build(crate, crates, library), build_log)
    try:
        last = loop.run(_first_notes(ctx))
    except AgentError as exc:
        return blocked_by_agent(ctx, exc, cost=loop.agents.cost)

    report = ctx.repo_root / report_path(ctx.config, ctx.op, ctx.stage)
    artifacts, validators, metrics = loop.outputs(report)

    def finish(verdict: str, message: str) -> StageResult:
        return loop.result(
            verdict, message, Classification.HOST, validators=validators, artifacts=artifacts, metrics=metrics
        )

    if not last.ok:
        return finish("FAIL", f"{len(loop.builds)} builds failed; last: {first_error(last)}")
    symbol = cdylib_crate.launcher_symbol(ctx.op)
    checks = [_symbol_check(library, symbol), _wrapper_check(ctx)]
    validators.extend(checks)
    failed = [c for c in checks if c.exit_code != 0]
    if failed:
        return finish("FAIL", f"built, but {failed[0].name}: {failed[0].output_tail}")
    built = handoff.publish(library, ctx.paths, [symbol])
    artifacts += [ctx.artifact(ctx.paths.build / built.name, "cdylib"), ctx.artifact(ctx.paths.build_manifest, "build")]
    metrics["cdylib_bytes"] = Metric(value=built.size, unit="bytes")
    message = f"built {built.name} exporting {symbol} (sha256 {built.sha256[:12]})"
    note = f"; {len(loop.tools.refusals)} agent tool calls refused" if loop.tools.refusals else ""
    return Handoff(
        message=message, note=note, validators=validators, artifacts=artifacts, metrics=metrics, cost=loop.agents.cost
    )


def _check(ctx: StageContext, built: Handoff) -> StageResult:
    """Correctness on the GPU, with the library the build committed (checked against its sha256)."""
    validators, artifacts, metrics = list(built.validators), list(built.artifacts), dict(built.metrics)

    def finish(verdict: str, message: str, classification: Classification | None) -> StageResult:
        return ctx.result(
            verdict,
            message + built.note,
            classification=classification,
            validators=validators,
            artifacts=artifacts,
            metrics=metrics,
            cost=built.cost,
        )

    try:
        analysis = read_analysis(ctx.run_dir)
        library = cdylib_crate.kept_library(ctx.run_id, ctx.op)
        handoff.load(ctx.paths, library)
    except (InputsMissing, handoff.HandoffMissing) as exc:
        return finish("BLOCKED", str(exc), Classification.ENV)
    no_gpu = gpu_problem()
    if no_gpu:
        return finish("BLOCKED", f"{built.message}; correctness: {no_gpu}", Classification.ENV)
    found = check_correctness(ctx, analysis, library)
    validators.append(found.validator)
    artifacts.extend(found.artifacts)
    metrics.update(found.metrics)
    return finish(found.verdict, found.message, found.classification)


def _kernel_missing(ctx: StageContext) -> str | None:
    kernel = ctx.repo_root / kernel_crate(ctx.config, ctx.op) / KERNEL_FILE
    if not kernel.is_file():
        return f"{kernel.relative_to(ctx.repo_root)} is missing: stage B has not written the kernel"
    return None


def _symbol_check(library: Path, symbol: str) -> ValidatorRun:
    command = f"nm -D --defined-only {library.name}"
    try:
        found = cdylib_crate.exported_symbols(library)
    except (cdylib_crate.SymbolError, OSError) as exc:
        return ValidatorRun(name="exported symbol", command=command, exit_code=1, output_tail=str(exc))
    launchers = sorted(s for s in found if s.startswith("cutile_"))
    if symbol not in found:
        tail = f"{symbol} is not exported (cutile_ symbols: {launchers or 'none'})"
        return ValidatorRun(name="exported symbol", command=command, exit_code=1, output_tail=tail)
    return ValidatorRun(name="exported symbol", command=command, exit_code=0, output_tail=symbol)


def _wrapper_check(ctx: StageContext) -> ValidatorRun:
    wrapper = ctx.repo_root / ctx.config.layout.rust_ops_dir / f"{ctx.op}.py"
    command = f"py_compile {wrapper.name}"
    if not wrapper.is_file():
        return ValidatorRun(name="wrapper", command=command, exit_code=1, output_tail=f"{wrapper.name} not written")
    try:
        with tempfile.TemporaryDirectory() as scratch:  # the .pyc must not land in the committed tree
            py_compile.compile(str(wrapper), cfile=str(Path(scratch) / "wrapper.pyc"), doraise=True)
    except py_compile.PyCompileError as exc:
        return ValidatorRun(name="wrapper", command=command, exit_code=1, output_tail=str(exc)[-1500:])
    return ValidatorRun(name="wrapper", command=command, exit_code=0, output_tail="compiles")


def _first_notes(ctx: StageContext) -> str:
    spec = entries(ctx.repo_root, ctx.config, ctx.op)
    crate = cdylib_crate.cdylib_dir(ctx.config)
    return (
        f"The wrapper's `{ctx.op}` must accept exactly what the cuTile entry `{spec['cutile']}` accepts and "
        f"return the same tensors: the stage runs the op's own tests and checks each call of the cuTile entry "
        f"against yours on the same inputs. It must load the library from `${cdylib_crate.LIB_ENV}` when set "
        f"(the stage sets it to the library it built). `{crate}` builds as a cdylib exporting "
        f"`{cdylib_crate.launcher_symbol(ctx.op)}`; declare the op's module in `{crate}/{cdylib_crate.LIB_ROOT}`."
    )
