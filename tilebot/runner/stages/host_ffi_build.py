"""Stage D's build half: the agent writes the host side, cargo builds the cdylib, the launcher and wrapper are
checked, and a sound build is committed under the run directory for the GPU half (``host_ffi``).

On GitHub this runs in D's build job on a CPU runner, the only D job that installs the agent SDK and gets the key.
"""

from __future__ import annotations

import py_compile
import tempfile
from pathlib import Path

from tilebot.core.result import Metric, StageResult, ValidatorRun
from tilebot.core.stages import Classification, Stage
from tilebot.runner.agents.build_loop import BuildLoop, first_error
from tilebot.runner.agents.policies import report_path
from tilebot.runner.agents.results import blocked_by_agent
from tilebot.runner.agents.runtime import AgentError, make_client
from tilebot.runner.gpu.op_harness import entries
from tilebot.runner.stages import Handoff, StageContext
from tilebot.runner.stages.feedback import failure_note, last_failure, latest_result
from tilebot.runner.stages.host_ffi_tools import HostTools
from tilebot.runner.stages.host_ffi_translated import build_translated
from tilebot.runner.stages.inputs import InputsMissing, read_analysis
from tilebot.runner.targets.cutile_rs import cdylib_crate, handoff
from tilebot.runner.targets.cutile_rs.kernel_crate import KERNEL_FILE, toolchain_problem


def build(ctx: StageContext) -> StageResult | Handoff:
    """Agent, cargo, exported launcher and wrapper; a sound build is committed under build/ for the GPU half."""
    try:
        read_analysis(ctx.run_dir)
        problem = toolchain_problem(dirs=[ctx.repo_root / cdylib_crate.cdylib_dir(ctx.config)]) or _kernel_missing(ctx)
    except InputsMissing as exc:
        problem = str(exc)
    if problem:
        return ctx.result("BLOCKED", problem, classification=Classification.ENV)
    if ctx.config.agents.writer != "agent":
        translated = build_translated(ctx)
        if translated is not None:
            return translated
    try:
        client = make_client()
    except AgentError as exc:
        return blocked_by_agent(ctx, exc)
    crates = ctx.config.target.crates
    crate = ctx.repo_root / cdylib_crate.cdylib_dir(ctx.config)
    cdylib_crate.seed(crate, crates)
    cdylib_crate.make_standalone(crate)  # a target's own manifest may lack [workspace] (TileGym's does)

    build_log = ctx.paths.build_log(ctx.stage)
    library = cdylib_crate.kept_library(ctx.run_id, ctx.op)
    loop = BuildLoop.start(ctx, client, lambda: cdylib_crate.build(crate, crates, library), build_log)
    loop.tools.stage_tools = HostTools(ctx, crate, library, symbol_check).tools()
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
    checks = [symbol_check(library, symbol), wrapper_check(ctx)]
    validators.extend(checks)
    failed = [c for c in checks if c.exit_code != 0]
    if failed:
        return finish("FAIL", f"built, but {failed[0].name}: {failed[0].output_tail}")
    built = handoff.publish(library, ctx.paths, [symbol], crates)
    artifacts += [ctx.artifact(ctx.paths.build / built.name, "cdylib"), ctx.artifact(ctx.paths.build_manifest, "build")]
    metrics["cdylib_bytes"] = Metric(value=built.size, unit="bytes")
    message = f"built {built.name} exporting {symbol} (sha256 {built.sha256[:12]})"
    note = f"; {len(loop.tools.refusals)} agent tool calls refused" if loop.tools.refusals else ""
    return Handoff(
        message=message,
        note=note,
        validators=validators,
        artifacts=artifacts,
        metrics=metrics,
        cost=loop.agents.cost,
        writer="agent",
    )


def _kernel_missing(ctx: StageContext) -> str | None:
    kernel = ctx.kernel_crate / KERNEL_FILE
    if not kernel.is_file():
        return f"{kernel.relative_to(ctx.repo_root)} is missing: stage B has not written the kernel"
    return None


def symbol_check(library: Path, symbol: str) -> ValidatorRun:
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


def wrapper_check(ctx: StageContext) -> ValidatorRun:
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
    task = (
        f"The wrapper's `{ctx.op}` must accept exactly what the cuTile entry `{spec['cutile']}` accepts and "
        f"return the same tensors: the stage runs the op's own tests and checks each call of the cuTile entry "
        f"against yours on the same inputs. It must load the library from `${cdylib_crate.LIB_ENV}` when set "
        f"(the stage sets it to the library it built). `{crate}` builds as a cdylib exporting "
        f"`{cdylib_crate.launcher_symbol(ctx.op)}`; declare the op's module in `{crate}/{cdylib_crate.LIB_ROOT}`. "
        "Use the tools `build` and `check_exports` before you stop: the stage's own build and symbol check."
    )
    return "\n\n".join([task, *_feedback(ctx)])


def _feedback(ctx: StageContext) -> list[str]:
    """D(2): its own failure (message, failed checks' output, build log) and C's verdict and report."""
    notes = []
    mine = last_failure(ctx.run_dir, Stage.HOST_FFI)
    if mine is not None:
        log = ctx.paths.build_log(ctx.stage).relative_to(ctx.repo_root).as_posix()
        notes.append(failure_note(mine, "Your previous attempt") + f"\nIts build log: `{log}`.")
    ir_check = latest_result(ctx.run_dir, Stage.IR_CHECK)
    if ir_check is not None:
        report = report_path(ctx.config, ctx.op, Stage.IR_CHECK)
        cls = f"/{ir_check.classification.value}" if ir_check.classification else ""
        notes.append(
            f"Stage C judged the kernel's IR {ir_check.verdict}{cls}: {ir_check.message}. Its report: `{report}`."
        )
    return notes
