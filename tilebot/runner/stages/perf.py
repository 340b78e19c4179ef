"""Stage E (perf): CUPTI device time of the port against the faster reference, per pinned configuration.

No agent runs here, and nothing is compiled: E loads the cdylib D's build committed under ``build/``
(checked against its sha256), then each perf configuration of analysis.json runs as the target's own test
with its first call of the cuTile entry timed for both contenders on the same inputs, A/B
interleaved (``op_plugin``, time mode). The reference is the run's ``--reference``, or for ``auto``
the backend stage A found faster for most variants (cuTile Python without timing evidence). The
gate (``perf_stats.judge``) decides: DONE when the geomean of candidate/reference is within
``perf.threshold``, no config is slower than ``perf.config_limit`` beyond its noise and the port launches no more
kernels per call than the reference; INVESTIGATE otherwise (with severity and kernel-count findings); BLOCKED when
there is no usable data, MISSING_DATA too where a configuration's timing failed in a run that finished (the port may
break only on the large perf shapes D never ran: the configurations that did time are not the claim). A retry after
E ran out of time, or failed to time a configuration, keeps what the earlier attempt timed the same way
(``perf_resume``) and times the rest.

Writes ``perf/benchmark.json`` (a ``BenchmarkReport``: the PR's table), ``perf/perf.json`` (the raw
comparisons stage F diagnoses), ``perf/perf.md`` (the same table for people reading the branch) and
``perf/ratio_chart.svg`` (the per-config ratios against the gate, as a picture).
"""

from __future__ import annotations

import json
import os
from collections import Counter
from dataclasses import replace
from pathlib import Path
from typing import Any

from tilebot.core.analysis import Analysis, ReferenceBackend
from tilebot.core.perf_chart import ratio_chart_svg
from tilebot.core.reports import ReportKind, write_report
from tilebot.core.result import Metric, StageResult, ValidatorRun
from tilebot.core.rundir import RELATIVE
from tilebot.core.stages import Classification
from tilebot.runner.gpu import op_timing
from tilebot.runner.gpu.jit_cache import JitCache, jit_cache
from tilebot.runner.gpu.op_calls import EntryError
from tilebot.runner.gpu.op_harness import HarnessRun, gpu_problem, import_roots, reached_entries, run_op_tests
from tilebot.runner.gpu.op_plan import OpPlan, entry_fields, perf_node_ids
from tilebot.runner.gpu.perf_stats import failed_to_time, judge
from tilebot.runner.reports.benchmark import benchmark_report
from tilebot.runner.stages import StageContext
from tilebot.runner.stages.inputs import InputsMissing, read_analysis
from tilebot.runner.stages.perf_resume import Kept, kept_timings, recorded_perf, timing_key, wrapper_sha256
from tilebot.runner.targets.cutile_rs import cdylib_crate, handoff

CANDIDATE = "cutile-rs"  # what E times against the reference, as tables name it


def chosen_reference(analysis: Analysis, requested: object = "auto") -> ReferenceBackend:
    """The run's ``--reference`` if it names one the op has; for ``auto``, the backend that won most timed
    variants in stage A (cuTile Python on a tie or without timings)."""
    if requested in analysis.reference_backends:
        return "triton" if requested == "triton" else "cutile"
    wins = Counter(v.timing.winner for v in analysis.variants if v.timing is not None)
    return "triton" if wins["triton"] > wins["cutile"] else "cutile"


def run(ctx: StageContext) -> StageResult:
    try:
        analysis = read_analysis(ctx.run_dir)
    except InputsMissing as exc:
        return ctx.result("BLOCKED", str(exc), classification=Classification.ENV)
    problem = gpu_problem()
    if problem:
        return ctx.result("BLOCKED", problem, classification=Classification.ENV)
    # The library D built and committed, never a rebuild: a GPU runner does not compile (nor need cargo).
    library = cdylib_crate.kept_library(ctx.run_id, ctx.op)
    try:
        built = handoff.load(ctx.paths, library)
    except handoff.HandoffMissing as exc:
        return ctx.result("BLOCKED", str(exc), classification=Classification.ENV)
    loaded = ValidatorRun(
        name="D's build",
        command=f"sha256 {RELATIVE.build / built.name}",
        exit_code=0,
        output_tail=f"{built.sha256} as {RELATIVE.build_manifest} records",
    )
    result = measure(ctx, analysis, library, build_sha256=built.sha256)
    return result.model_copy(update={"validators": [loaded, *result.validators]})


def _warm_up(
    ctx: StageContext,
    plan: OpPlan,
    node_ids: list[str],
    roots: list[Path],
    env: dict[str, str],
    jit: JitCache,
    *,
    timeout: float,
) -> HarnessRun | None:
    """The perf tests in warm mode, in several processes at once, so the one timed process finds every kernel
    compiled. What they find is not judged (the timed run is); None where one process would do it all anyway."""
    processes = min(ctx.config.perf.warmup_processes, len(node_ids))
    if processes < 2:
        return None
    warm_plan = plan.model_copy(update={"mode": "warm", "out_dir": str(jit.root / "warm-up")})
    return run_op_tests(
        ctx.repo_root, warm_plan, node_ids, roots=roots, timeout=timeout, extra_env=env, processes=processes, jit=jit
    )


def measure(ctx: StageContext, analysis: Analysis, library: Path, *, build_sha256: str | None = None) -> StageResult:
    """Time every perf configuration, port against the faster reference, and apply the gate. With the library's
    ``build_sha256``, the configurations an unfinished earlier attempt timed the same way are kept (perf_resume)."""
    reference = chosen_reference(analysis, ctx.options.get("reference", "auto"))
    node_ids = perf_node_ids(analysis)
    try:
        specs = reached_entries(ctx.repo_root, ctx.config, ctx.op, node_ids)
    except EntryError as exc:
        return ctx.result("BLOCKED", f"no entry to time: {exc}", classification=Classification.ENV)
    out_dir = ctx.paths.perf
    plan = OpPlan(
        mode="time",
        op=ctx.op,
        **entry_fields(specs, reference=reference, candidate="cutile_rs"),
        out_dir=str(out_dir),
        autotune=ctx.config.perf.autotune,
    )
    key = None
    if build_sha256:
        key = timing_key(plan, build_sha256, sources=wrapper_sha256(ctx.repo_root, ctx.config, ctx.op))
    kept = (
        kept_timings(ctx.paths.perf_json, key, node_ids, recorded=recorded_perf(ctx.run_dir, ctx.run_id))
        if key
        else Kept()
    )
    to_time = [node for node in node_ids if node not in kept.comparisons]
    if not to_time:  # the earlier attempt timed every configuration (a finished E): a retry measures anew
        kept, to_time = Kept(), node_ids
    roots = import_roots(ctx.repo_root, ctx.config)
    env = cdylib_crate.loader_env(library, ctx.config)
    budget = ctx.config.timeouts[ctx.stage] * 0.8
    with jit_cache({**os.environ, **env}) as jit:  # wraps the tileiras the port's JIT was given
        warmed = _warm_up(ctx, plan, to_time, roots, env, jit, timeout=budget / 2)
        before = jit.counts()
        harness = run_op_tests(
            ctx.repo_root,
            plan,
            to_time,
            roots=roots,
            timeout=budget - (warmed.seconds if warmed else 0),
            extra_env=env,
            jit=jit,
        )
        after = jit.counts()
    validators = [harness.validator("timed tests")]
    if warmed:
        hits, compiled = after["hit"] - before["hit"], after["miss"] - before["miss"]
        note = f"cutile-rs kernels the timed run loaded from the JIT cache: {hits}, compiled itself: {compiled}"
        # Recorded, not judged: what the warm-up left uncompiled the timed run compiles, and a test failing in both
        # is judged there; its non-zero exit would send a DONE E through the validator gate.
        how = f"exit {warmed.exit_code}" + (" (killed on its timeout)" if warmed.timed_out else "")
        warm = warmed.validator("JIT warm-up (not judged)")
        tail = f"{note}\nthe warm-up's {how}\n{warm.output_tail}"
        validators.insert(0, warm.model_copy(update={"exit_code": 0, "output_tail": tail[:8000]}))
    results = harness.results or harness.partial  # killed on its timeout: the tables show what it timed
    if results is None:
        return ctx.result("BLOCKED", f"the timed tests died without results ({harness.died()})", validators=validators)
    timed = [{**c, "attempt": ctx.attempt} for c in op_timing.comparisons(results)]
    missing = op_timing.untimed(results, to_time)
    failed = op_timing.failed_timings(results, to_time) if harness.results is not None else {}
    cut = f"the timed tests {harness.output_tail} after {len(to_time) - len(missing)} of {len(to_time)} tests"
    elsewhere = bool(kept.comparisons) and not kept.matches_environment(results.environment)
    if elsewhere:  # never one gate over two kinds of machine: those configurations wait for a retry on this kind
        where = f"timed by E attempt {kept.attempt} on {json.dumps(kept.environment)}, not on this kind of machine"
        missing += [f"{node}: {where}" for node in kept.comparisons]
        kept = Kept()
    timed = _in_order(node_ids, [*kept.comparisons.values(), *timed])
    perf = ctx.config.perf
    gate = judge(op_timing.rows(timed), threshold=perf.threshold, config_limit=perf.config_limit)
    if harness.results is None:  # no verdict on configurations never timed, whatever the others show
        gate = replace(gate, verdict="BLOCKED", reason="TIMED_OUT", message=f"{cut}; so far: {gate.message}")
    elif failed:  # the run finished, but these configurations raised while timed: no verdict over the rest
        gate = failed_to_time(gate, failed, n_configs=len(node_ids))
    elif elsewhere:
        gate = replace(
            gate, verdict="BLOCKED", reason="INCOMPLETE", message=f"retry E to time the rest; {gate.message}"
        )
    payload = {
        "op": ctx.op,
        "reference_backend": reference,
        "threshold": ctx.config.perf.threshold,
        "ceiling_gbps": results.ceiling_gbps,
        "environment": results.environment,
        "gate": gate.to_dict(),
        "attempt": ctx.attempt,
        "timing_key": key,
        "comparisons": timed,
        "untimed": missing,
    }
    bench = benchmark_report(
        op=ctx.op,
        reference_backend=reference,
        candidate=CANDIDATE,
        threshold=ctx.config.perf.threshold,
        timed=timed,
        gate=gate,
        environment=results.environment,
        untimed=missing,
    )
    bench_json = write_report(ctx.paths.benchmark_json, bench)
    chart = ctx.paths.ratio_chart_svg
    chart.write_text(ratio_chart_svg(bench), encoding="utf-8")
    perf_json = ctx.paths.perf_json
    perf_json.write_text(json.dumps(payload, indent=2) + "\n", encoding="utf-8")
    perf_md = out_dir / "perf.md"
    table = op_timing.markdown(timed, gate, ref=reference, cand=CANDIDATE, ceiling_gbps=results.ceiling_gbps)
    perf_md.write_text(f"# {ctx.op}: cutile-rs vs {reference}\n\n{table}", encoding="utf-8")
    metrics = {
        "configs_timed": Metric(value=len(timed), unit="count"),
        "configs_untimed": Metric(value=len(missing), unit="count"),
    }
    if gate.geomean is not None:
        metrics["geomean_ratio"] = Metric(value=gate.geomean, unit="ratio")
    message = gate.message or f"geomean {gate.geomean} vs threshold {gate.threshold}"
    if missing:
        message += f"; {len(missing)} configurations untimed, e.g. {missing[0]}"
    if kept.comparisons:
        message += f"; {kept.note()}"
    return ctx.result(
        gate.verdict,
        message,
        validators=validators,
        artifacts=[
            ctx.artifact(bench_json, ReportKind.BENCHMARK),
            ctx.artifact(perf_json, "perf"),
            ctx.artifact(perf_md, "report"),
            ctx.artifact(chart, "chart"),
        ],
        metrics=metrics,
    )


def _in_order(node_ids: list[str], comparisons: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Kept and new comparisons in the analysis's order of configurations, as one run would have timed them."""
    place = {node: i for i, node in enumerate(node_ids)}
    return sorted(comparisons, key=lambda c: place.get(c["node"], len(place)))
