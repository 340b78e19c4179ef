"""Stage B (write kernel): the agent writes the kernel crate; this code builds it and dumps its Tile IR.

The agent (B's sandboxed tools) may write only ``<rust_ops_dir>/<op>_kernel/kernel.rs``, its
``Cargo.toml`` (seeded here from the skeleton, pinned to ``RunConfig.target.crates``) and its report.
Then this code, not the agent, judges:

1. ``cargo build`` of the crate, at most ``MAX_BUILDS`` times: after a failed build the agent gets
   cargo's error tail and may fix its files; every attempt is appended to ``reports/build_log.md``.
   Before each build a scan refuses host-side code in kernel.rs (``extern "C"``, ``no_mangle``, includes).
   After the build, ``cargo test``: the agent's in-Rust tests, which run without a GPU.
2. The Tile IR of each variant that has reference IR, through the cutile-rs IR harness, written to
   ``generated/<the reference IR's file name>`` (what stage C compares), and parsed back.

How a variant becomes a harness request (module, entry, generics, launch arguments): the report must
hold a fenced block tagged ``json launch-contract`` (format and checks: ``launch_contract``) for each
variant's representative configuration in analysis.json. It is the same host launch contract stage D must
follow, so it is not a free choice: the stage checks it names exactly the variants with reference IR and
fits the entry declared in kernel.rs; the IR diff of stage C then shows whether the specialization matches.

Inside its loop the agent has the stage's checks as tools (``write_kernel_tools``: build, cargo_test,
check_contract, dump_ir, ir_diff); their errors come back as tool results, and the checks above, run again
after the loop, decide. A repeat attempt's task carries B's own last failure (its kernel, the translator's or an
agent's, is the draft to fix), C's ir_diff.json findings and D's failure (``feedback``); with ``writer = "auto"``
such a repeat goes to the agent, since the translator would write the same kernel again.
The target architecture comes from ``RunConfig.target.gpu_arch``.

When C found B's IR stale (``feedback.stale_ir_verdict``: kernel.rs on the branch is not the file B dumped it from,
e.g. a person pushed an edit) and that kernel.rs is there, it is the kernel, whatever ``[agents] writer`` says: the
stage rebuilds it as it is (``rebuild_branch_kernel``: build, tests, contract, IR dump and a new record; writer
``branch``), so the edit goes through C, D and E like any port instead of being replaced by a new translation. Only
when it fails those checks and the writer allows an agent does the agent get it, told why, to repair from that file.
When the branch deleted kernel.rs there is nothing to rebuild: the translator (where the writer lets it) writes it
again, and its message and report say the file was deleted.

Verdicts: COMPILED (built, every variant's IR dumped and parsed); FAIL_COMPILE (every build failed);
FAIL_FIXABLE/kernel (built, but an in-Rust test, the contract or the IR dump failed); BLOCKED (env: no API key, no
cargo or CUDA headers; or analysis/reference IR missing).
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from tilebot.core.analysis import Variant
from tilebot.core.result import Cost, Metric, StageResult, ValidatorRun, one_line
from tilebot.core.stages import Classification, Stage
from tilebot.runner.agents.build_loop import BuildLoop, first_error
from tilebot.runner.agents.policies import report_path
from tilebot.runner.agents.prompts import MAX_BUILDS
from tilebot.runner.agents.results import blocked_by_agent
from tilebot.runner.agents.runtime import AgentError, make_client
from tilebot.runner.stages import StageContext
from tilebot.runner.stages.feedback import (
    failure_note,
    ir_findings_note,
    last_failure,
    stale_ir_note,
    stale_ir_verdict,
)
from tilebot.runner.stages.inputs import (
    InputsMissing,
    IrSourceMismatch,
    check_ir_source,
    read_analysis,
    record_ir_source,
    source_sha256,
)
from tilebot.runner.stages.launch_contract import CONTRACT_TAG, FORMAT, ContractError, launch_requests
from tilebot.runner.stages.write_kernel_tools import KernelTools
from tilebot.runner.stages.write_kernel_translated import rebuild_branch_kernel, refusal_note, write_translated
from tilebot.runner.targets.cutile_rs.harness import EntryRequest, HarnessError, compile_candidate_ir
from tilebot.runner.targets.cutile_rs.kernel_crate import (
    KERNEL_FILE,
    MANIFEST,
    build_crate,
    skeleton_manifest,
    test_crate,
    tests_passed,
    toolchain_problem,
)
from tilebot.runner.tileir.errors import IRInputError
from tilebot.runner.tileir.parse import parse_ir
from tilebot.runner.translator.errors import Refusal

__all__ = ["CONTRACT_TAG", "ContractError", "launch_requests", "run"]


def run(ctx: StageContext) -> StageResult:
    # cargo runs in the kernel crate and (the IR harness) here: a rust-toolchain pin in either picks the toolchain
    problem = toolchain_problem(dirs=[Path.cwd(), ctx.kernel_crate])
    if problem:
        return ctx.result("BLOCKED", problem, classification=Classification.ENV)
    try:
        variants = variants_to_dump(ctx.run_dir)
    except InputsMissing as exc:
        return ctx.result("BLOCKED", str(exc))
    refusal = None
    writer = ctx.config.agents.writer
    stale_ir = stale_ir_verdict(ctx.run_dir)
    stale = _stale_branch_kernel(ctx, stale_ir)
    kept = None  # the branch's kernel.rs, judged as it is
    if stale is not None:
        kept = rebuild_branch_kernel(ctx, variants, stale)
        if kept.verdict == "COMPILED" or writer == "translator":
            return kept
    # A repeat attempt after C, D or F found fault, or after B's own checks failed, goes to the agent: the translator
    # would write the same kernel.
    elif writer == "translator" or (writer == "auto" and not _prior_reports(ctx) and _own_failure(ctx) is None):
        translated = write_translated(ctx, variants, deleted=_deleted_branch_kernel(ctx, stale_ir))
        if isinstance(translated, StageResult):
            return translated
        refusal = translated
        if writer == "translator":
            message = (
                f'the translator refuses this op ({refusal}); set [agents] writer = "auto" to hand it to the agent'
            )
            return ctx.result("BLOCKED", message, classification=Classification.KERNEL, writer="translator")
    try:
        client = make_client()
    except AgentError as exc:
        return _without_agent(ctx, exc, kept, refusal)

    crate = ctx.kernel_crate
    crate.mkdir(parents=True, exist_ok=True)
    if not (crate / MANIFEST).exists():
        (crate / MANIFEST).write_text(skeleton_manifest(ctx.op, ctx.config.target.crates), encoding="utf-8")
    build_log = ctx.paths.build_log(ctx.stage)
    crates = ctx.config.target.crates
    loop = BuildLoop.start(
        ctx, client, lambda: build_crate(crate, crates), build_log, prior_reports=_prior_reports(ctx)
    )
    report = ctx.repo_root / report_path(ctx.config, ctx.op, ctx.stage)
    loop.tools.stage_tools = KernelTools(ctx, crate, report, variants).tools()
    try:
        notes = _first_notes(ctx, variants)
        if refusal is not None:
            notes = f"{refusal_note(refusal)}\n\n{notes}"
        if kept is not None:
            notes = f"{_branch_failure_note(kept)}\n\n{notes}"
        last = loop.run(notes)
    except AgentError as exc:
        if loop.tools.written:  # the agent's half-done files are no kernel any check judged
            return blocked_by_agent(ctx, exc, cost=loop.agents.cost)
        return _without_agent(ctx, exc, kept, refusal)
    # The previous kernel's IR stayed readable during the loop (B(2) acts on C's diff of it); from here on
    # only this kernel's may stand, so a failure below leaves none for C to pass on.
    for variant in variants:
        assert variant.reference_ir is not None
        ctx.paths.generated_ir_for(variant.reference_ir.text).unlink(missing_ok=True)
    ctx.paths.ir_source.unlink(missing_ok=True)

    artifacts, validators, metrics = loop.outputs(report)

    def finish(verdict: str, message: str, classification: Classification | None = None) -> StageResult:
        if kept is not None:
            message = f"repaired the branch's kernel.rs, which failed as it was: {message}"
        result = loop.result(
            verdict, message, classification, validators=validators, artifacts=artifacts, metrics=metrics
        )
        return result.model_copy(update={"writer": "agent" if refusal is None else "both"})

    if not last.ok:
        return finish(
            "FAIL_COMPILE",
            f"{len(loop.builds)} builds failed; last: {first_error(last)}",
            classification=Classification.KERNEL,
        )
    tested = test_crate(crate)
    validators.append(tested.validator("cargo test"))
    metrics["rust_tests_passed"] = Metric(value=tests_passed(tested.output_tail), unit="count")
    if not tested.ok:
        message = f"built, but the in-Rust tests failed: {first_error(tested)}"
        return finish("FAIL_FIXABLE", message, Classification.KERNEL)
    try:
        requests = launch_requests(report, variants, ctx.config.target.gpu_arch)
        written = dump_ir(crate / KERNEL_FILE, requests, variants, ctx)
    except (ContractError, HarnessError) as exc:
        validators.append(
            ValidatorRun(name="ir dump", command="compile_candidate_ir", exit_code=1, output_tail=_cut(exc))
        )
        return finish("FAIL_FIXABLE", f"built, but no Tile IR: {exc}", classification=Classification.KERNEL)
    validators.extend(ir_validator(path, ctx.run_dir) for path in written)
    artifacts.extend(ctx.artifact(path, "ir_text") for path in written)
    metrics["ir_variants"] = Metric(value=len(written), unit="count")
    bad = [v for v in validators if v.exit_code != 0]
    if bad:
        return finish("FAIL_FIXABLE", f"generated IR does not parse: {bad[0].output_tail}", Classification.KERNEL)
    return finish("COMPILED", f"built in {len(loop.builds)} of {MAX_BUILDS} tries; Tile IR for {len(written)} variants")


def _without_agent(
    ctx: StageContext, exc: AgentError, kept: StageResult | None, refusal: Refusal | None
) -> StageResult:
    """The stage's answer when the agent cannot run (no key) or the API gave up before it wrote a file: the branch's
    kernel's verdict stands, unrepaired; else BLOCKED/env, saying why the translator did not write the kernel either.
    The tokens spent before the API gave up are recorded."""
    cost = exc.cost or Cost()
    if kept is not None:
        return kept.model_copy(
            # the reason first: the kept message may fill the message's length on its own (a build's errors)
            update={"message": one_line(f"no agent to repair it ({exc}): {kept.message}"), "cost": cost}
        )
    if refusal is None:
        return blocked_by_agent(ctx, exc)
    message = f"the translator refuses this op ({refusal}), and the agent cannot run: {exc}"
    return ctx.result("BLOCKED", message, classification=Classification.ENV, writer="translator", cost=cost)


def variants_to_dump(run_dir: Path) -> list[Variant]:
    """The analysis's variants that have reference IR: the ones whose generated IR stage C compares."""
    analysis = read_analysis(run_dir)
    variants = [v for v in analysis.variants if v.reference_ir is not None]
    if not variants:
        raise InputsMissing("the analysis has no variant with reference IR")
    return variants


def dump_ir(kernel_rs: Path, requests: list[EntryRequest], variants: list[Variant], ctx: StageContext) -> list[Path]:
    """Compile each request through the harness; the text goes where stage C looks for it, with the record of the
    kernel.rs it came from (C and F read that kernel.rs only while it is unchanged)."""
    by_name = {v.name: v for v in variants}
    scratch = ctx.attempt_dir / "ir"
    if scratch.exists():
        shutil.rmtree(scratch)
    kernel_sha256 = source_sha256(kernel_rs)  # before compiling: the record never names a later file
    candidates = compile_candidate_ir(
        kernel_rs,
        requests,
        scratch,
        crates=ctx.config.target.crates,
        bytecode_version=ctx.config.target.bytecode_version,
    )
    written = []
    for candidate in candidates:
        reference = by_name[candidate.request.name].reference_ir
        assert reference is not None
        target = ctx.paths.generated_ir_for(reference.text)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(candidate.text, encoding="utf-8")
        shutil.copyfile(candidate.bytecode_path, target.with_suffix(".tileirbc"))
        written.append(target)
    record_ir_source(ctx.run_dir, kernel_sha256)
    return written


def ir_validator(path: Path, run_dir: Path) -> ValidatorRun:
    rel = path.relative_to(run_dir).as_posix()
    try:
        parse_ir(path.read_text(encoding="utf-8"), rel)
    except (IRInputError, OSError) as exc:
        return ValidatorRun(name=f"parse {rel}", command=f"parse_ir {rel}", exit_code=1, output_tail=_cut(exc))
    return ValidatorRun(name=f"parse {rel}", command=f"parse_ir {rel}", exit_code=0, output_tail="parses")


def _cut(exc: BaseException) -> str:
    return str(exc)[-2000:]


def _stale_branch_kernel(ctx: StageContext, stale: StageResult | None) -> StageResult | None:
    """C's verdict that B's IR is stale (``stale``), while the branch's kernel.rs exists and still is not the file B
    dumped its IR from (a later attempt that already rebuilt it has answered that verdict); else None."""
    kernel_rs = ctx.kernel_crate / KERNEL_FILE
    if stale is None or not kernel_rs.is_file():
        return None
    try:
        check_ir_source(ctx.run_dir, kernel_rs)
    except IrSourceMismatch:
        return stale
    return None


def _deleted_branch_kernel(ctx: StageContext, stale: StageResult | None) -> StageResult | None:
    """C's verdict that B's IR is stale (``stale``), while the branch has no kernel.rs (a person deleted it): the
    translation that follows restores that file and says so; else None."""
    return stale if stale is not None and not (ctx.kernel_crate / KERNEL_FILE).is_file() else None


def _branch_failure_note(kept: StageResult) -> str:
    return (
        failure_note(kept, "This stage, building the branch's kernel.rs as it is,")
        + "\nThat kernel.rs (an edit on the run's branch, not the file of the last IR dump) is the kernel: start "
        "from it, keep what it changed, and fix what these checks found."
    )


def _prior_reports(ctx: StageContext) -> tuple[str, ...]:
    """Reports of earlier stages a repeat attempt acts on (C's findings, D's failures), if present."""
    found = []
    for stage in (Stage.IR_CHECK, Stage.HOST_FFI, Stage.PERF_DIAG):
        rel = report_path(ctx.config, ctx.op, stage)
        if (ctx.repo_root / rel).is_file():
            found.append(rel)
    return tuple(found)


def _first_notes(ctx: StageContext, variants: list[Variant]) -> str:
    crate = ctx.config.kernel_crate(ctx.op)
    lines = [
        f"`{crate}/{MANIFEST}` holds the skeleton manifest with the pinned crates; keep the pins. "
        f"The stage builds the crate after you stop ({MAX_BUILDS} builds in all) and dumps the Tile IR of each "
        "variant from your launch contract. Before you stop, use the tools `build`, `cargo_test`, "
        "`check_contract`, `dump_ir` and `ir_diff` (against the reference IR, as stage C compares): they run the "
        "stage's own checks now, and the stage runs them again after you stop.",
        f"Your report's launch contract, for each variant's representative configuration:\n{FORMAT}",
        "Variants:",
    ]
    for v in variants:
        assert v.reference_ir is not None
        lines.append(
            f"- `{v.name}`: kernel `{v.kernel}`, constants {json.dumps(v.constants)}, "
            f"dtypes {v.dtypes}, representative `{v.representative_config}`"
        )
    return "\n\n".join(["\n".join(lines), *_feedback(ctx)])


def _own_failure(ctx: StageContext) -> StageResult | None:
    """B's latest attempt, when its kernel failed (not built, or built but its tests, launch contract or IR dump did
    not pass). A BLOCKED one judged no kernel (the runner's toolchain, a timeout): a retry writes it afresh."""
    failed = last_failure(ctx.run_dir, Stage.WRITE_KERNEL)
    return failed if failed is not None and failed.verdict != "BLOCKED" else None


def _own_failure_note(failed: StageResult) -> str:
    by = {"translator": "tilebot's translator", "branch": "a push to the run's branch"}.get(failed.writer or "")
    return (
        failure_note(failed, f"This stage's previous kernel, written by {by or 'the agent'},")
        + "\nThat kernel.rs, its Cargo.toml and the report's launch contract are in place: start from them and fix "
        "what these checks found."
    )


def _feedback(ctx: StageContext) -> list[str]:
    """What a repeat attempt must act on: B's own last failure, C's findings on the previous kernel's IR (or its
    verdict that the IR was stale), and D's failure with it."""
    notes = []
    own = _own_failure(ctx)
    if own is not None:
        notes.append(_own_failure_note(own))
    stale = stale_ir_verdict(ctx.run_dir)
    if stale is not None:  # C judged no kernel: its result is all that says why B runs again
        notes.append(stale_ir_note(stale))
    findings = ir_findings_note(ctx.run_dir)
    if findings:
        notes.append(findings)
    host = last_failure(ctx.run_dir, Stage.HOST_FFI)
    if host is not None:
        notes.append(failure_note(host, "Stage D, running your previous kernel,"))
    return notes
