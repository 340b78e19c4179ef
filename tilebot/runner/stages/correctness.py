"""Stage D's GPU half: the op's own tests, each call of the cuTile entry checked against the port.

Runs after the cdylib built and exports its launcher. Imports no agent code, so a GPU machine
without the Anthropic SDK can run it (tests/gpu does, against a library built elsewhere).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tilebot.core.analysis import Analysis
from tilebot.core.reports import ReportKind
from tilebot.core.result import Artifact, Metric, ValidatorRun
from tilebot.core.stages import Classification
from tilebot.runner.gpu.correctness import write_junit
from tilebot.runner.gpu.op_calls import EntryError
from tilebot.runner.gpu.op_harness import (
    HarnessRun,
    check_cases,
    failed_with_every_call_matching,
    import_roots,
    reached_entries,
    run_op_tests,
)
from tilebot.runner.gpu.op_plan import RESULTS_FILE, OpPlan, analysis_tolerances, entry_fields, pinned
from tilebot.runner.stages import StageContext
from tilebot.runner.targets.cutile_rs import cdylib_crate

HOST, KERNEL, ENV = Classification.HOST, Classification.KERNEL, Classification.ENV


@dataclass
class Correctness:
    """What the GPU half of stage D found (the part that runs after the build)."""

    verdict: str
    message: str
    classification: Classification | None
    validator: ValidatorRun
    artifacts: list[Artifact] = field(default_factory=list)
    metrics: dict[str, Metric] = field(default_factory=dict)


def check_correctness(ctx: StageContext, analysis: Analysis, library: Path) -> Correctness:
    """Run every mapped correctness configuration with each cuTile-entry call checked against the port."""
    node_ids = pinned(analysis.correctness_configs)
    try:
        specs = reached_entries(ctx.repo_root, ctx.config, ctx.op, node_ids)
    except EntryError as exc:  # the target's layout, not the port: nothing the writer could fix
        validator = ValidatorRun(name="correctness", command="the op's entries", exit_code=1, output_tail=str(exc))
        return Correctness("BLOCKED", f"no entry to check: {exc}", ENV, validator)
    out_dir = ctx.paths.correctness
    plan = OpPlan(
        mode="check",
        op=ctx.op,
        **entry_fields(specs, reference="cutile", candidate="cutile_rs"),
        tolerances=analysis_tolerances(analysis),
        out_dir=str(out_dir),
        autotune=ctx.config.perf.autotune,
    )
    harness = run_op_tests(
        ctx.repo_root,
        plan,
        node_ids,
        roots=import_roots(ctx.repo_root, ctx.config),
        timeout=ctx.config.timeouts[ctx.stage] * 0.6,
        extra_env=cdylib_crate.loader_env(library, ctx.config),
        processes=ctx.config.correctness.processes,
    )
    validator = harness.validator("correctness")

    def found(verdict: str, message: str, owner: Classification | None = None, **more: Any) -> Correctness:
        return Correctness(verdict, message, owner, validator, **more)

    if harness.results is None and harness.timed_out:
        return found(*out_of_time(harness, len(node_ids)))
    if harness.results is None:
        return found("FAIL", f"the op's tests died without results ({harness.died()})", HOST)
    if harness.results.setup_error:
        return found("FAIL", f"the harness could not load the entries: {harness.results.setup_error}", HOST)
    suspects = failed_with_every_call_matching(harness.results)
    reference_fails, as_written = _fail_as_written(ctx, plan, suspects)
    failing = {n for n, r in harness.results.nodes.items() if r.failed}
    cut_short = as_written_out_of_time(failing, suspects, as_written) if as_written is not None else None
    if cut_short:
        return found(*cut_short)
    if as_written is not None and failing and failing == set(reference_fails):
        # Every test that failed also fails for the reference as written: the pytest exit code of the port's run
        # is the target's, not the port's. The validator says which two runs it judged and why it passes.
        validator = ValidatorRun(
            name="correctness (tests the reference passes as written)",
            command=f"{harness.command}; as written: {as_written.command}",
            exit_code=0,
            output_tail=f"{len(failing)} failing tests, each failing with the reference alone too:\n"
            + "\n".join(sorted(failing))[-1800:],
        )
    cases = check_cases(harness.results, reference_fails)
    junit = write_junit(cases, ctx.paths.correctness_junit, suite=f"{ctx.op} correctness", repo_root=ctx.repo_root)
    artifacts = [ctx.artifact(junit, ReportKind.JUNIT), ctx.artifact(out_dir / RESULTS_FILE, "correctness")]
    passed = sum(c.passed for c in cases)
    ran = [n for n, r in harness.results.nodes.items() if r.outcome != "skipped"]
    more: dict[str, Any] = {
        "artifacts": artifacts,
        "metrics": {
            "checks": Metric(value=len(cases), unit="count"),
            "checks_passed": Metric(value=passed, unit="count"),
            "configs": Metric(value=len(ran), unit="count"),
            "reference_fails_own_test": Metric(value=len(reference_fails), unit="count"),
        },
    }
    excused = ""
    if reference_fails:
        excused = (
            f"; {len(reference_fails)} tests fail with the reference alone too (run as written, nothing "
            f"intercepted) and the port matched the reference on each of their calls: not counted, e.g. "
            f"{reference_fails[0]}"
        )
    missing = sorted(set(node_ids) - set(harness.results.nodes))
    errors = [c for c in cases if c.outcome == "error"]
    wrong = [c for c in cases if c.outcome == "fail"]
    if missing:
        return found("FAIL", f"{len(missing)} pinned configurations did not run, e.g. {missing[0]}", HOST, **more)
    if errors:
        return found("FAIL", f"{len(errors)} of {len(cases)} checks errored: {errors[0].message}", HOST, **more)
    if wrong:
        return found("FAIL", f"{len(wrong)} of {len(cases)} checks wrong: {wrong[0].message}", KERNEL, **more)
    if not ran:
        return found("FAIL", "every pinned configuration was skipped: nothing was checked", HOST, **more)
    return found("ALL_PASS", f"{passed} checks over {len(ran)} configurations passed ({library.name}){excused}", **more)


def out_of_time(harness: HarnessRun, configurations: int) -> tuple[str, str, Classification]:
    """D's verdict when the tests ran past the stage's share of its time: a wrong or errored check among those
    that finished fails the port as in a whole run; otherwise no verdict on what never ran (BLOCKED on the
    environment, not the port's failure: the runner needs more time or more test processes)."""
    partial = harness.partial
    # a test failing with every port call matching is the reference's failure or the port's; the run as written
    # that tells which needs time the stage no longer has, so only the checks themselves are judged
    cases = check_cases(partial, failed_with_every_call_matching(partial)) if partial else []
    done = len(partial.nodes) if partial else 0
    cut = f"the op's tests ran out of their {harness.seconds:.0f} s after {done} of {configurations} configurations"
    bad = [c for c in cases if c.outcome in ("error", "fail")]
    if bad:
        owner = HOST if bad[0].outcome == "error" else KERNEL
        return "FAIL", f"{cut}; {len(bad)} of {len(cases)} checks so far {bad[0].outcome}: {bad[0].message}", owner
    more = "more time ([timeouts] host_ffi) or more test processes ([correctness] processes)"
    return "BLOCKED", f"{cut}, all {len(cases)} checks so far passing: the runner needs {more}", ENV


def as_written_out_of_time(
    failing: set[str], suspects: list[str], as_written: HarnessRun
) -> tuple[str, str, Classification] | None:
    """D's verdict when the run as written, which tells a reference failing its own tests from the port, ran
    out of time and every failing test is one it had to judge: none (a wrong check fails the port either way)."""
    if as_written.results is not None or not as_written.timed_out or not failing or not failing <= set(suspects):
        return None
    why = "which tells the reference's own failure from the port's"
    return (
        "BLOCKED",
        f"{len(failing)} tests failed with every port call matching the reference, and their run as written "
        f"(nothing intercepted), {why}, ran out of its {as_written.seconds:.0f} s: the runner needs more time "
        "([timeouts] host_ffi)",
        ENV,
    )


def _fail_as_written(ctx: StageContext, plan: OpPlan, suspects: list[str]) -> tuple[list[str], HarnessRun | None]:
    """Of the tests that failed with every port call matching the reference, those that fail with nothing
    intercepted too: the reference fails its own test (the target's bug, or this machine's)."""
    if not suspects:
        return [], None
    plain = plan.model_copy(update={"mode": "plain", "out_dir": str(Path(plan.out_dir) / "as_written")})
    run = run_op_tests(
        ctx.repo_root,
        plain,
        suspects,
        roots=import_roots(ctx.repo_root, ctx.config),
        timeout=ctx.config.timeouts[ctx.stage] * 0.2,
        processes=ctx.config.correctness.processes,
    )
    if run.results is None:
        return [], run
    nodes = run.results.nodes
    return [n for n in suspects if n in nodes and nodes[n].failed], run
