"""Reading the timed comparisons ``op_plugin`` wrote: the rows the gate judges and a table for reviewers."""

from __future__ import annotations

from typing import Any

from tilebot.runner.gpu.op_plan import OpResults
from tilebot.runner.gpu.perf_stats import PerfGate, PerfRow, paired_time, per_second


def comparisons(results: OpResults) -> list[dict[str, Any]]:
    """One comparison per timed configuration (its first call of the op) with the test's node id, in run order."""
    return [{**c, "node": node} for node, record in results.nodes.items() for c in record.comparisons[:1]]


def untimed(results: OpResults, node_ids: list[str]) -> list[str]:
    """Pinned configurations that produced no comparison, each with why."""
    out = []
    for node in node_ids:
        record = results.nodes.get(node)
        if record is None:
            out.append(f"{node}: did not run")
        elif not record.comparisons:
            why = "; ".join(record.problems) or record.message or f"{record.outcome}, {record.calls} calls"
            out.append(f"{node}: {why.splitlines()[0] if why else 'no timing'}")
    return out


def failed_timings(results: OpResults, node_ids: list[str]) -> dict[str, str]:
    """The pinned configurations whose test reached the timed entry yet produced no comparison (the timing raised:
    ``op_plugin`` records why in the node's problems), each with its error. Unlike a test that never reached the
    entry (skipped, or failed building its inputs: nothing either contender could be timed on), this is the port's
    or the timing's failure on that shape: missing data the gate must not pass over."""
    out = {}
    for node in node_ids:
        record = results.nodes.get(node)
        if record is None or record.comparisons or not (record.problems or record.calls):
            continue
        why = "; ".join(p.splitlines()[0] for p in record.problems if p.strip()) or record.message.strip()
        out[node] = why.splitlines()[0] if why else f"{record.outcome}, {record.calls} calls, no comparison"
    return out


def rows(timed: list[dict[str, Any]]) -> list[PerfRow]:
    def side(c: dict[str, Any], key: str) -> tuple[float | None, int | None, tuple[float, ...]]:
        """One side's time per call (ms): ``paired_time`` of its repetitions as recorded in run order, else the
        median the timing wrote (older runs kept no repetitions); None where the config has no ratio."""
        timing = c.get(key) or {}
        if c.get("ratio") is None:
            return None, timing.get("ops_per_call"), ()
        samples = tuple(us / 1e3 for us in timing.get("busy_us") or ())
        ms = paired_time(samples) if samples else timing.get("median_ms")
        return ms, timing.get("ops_per_call"), samples

    def vary(c: dict[str, Any], key: str) -> bool:
        return bool((c.get(key) or {}).get("ops_vary"))

    out = []
    for c in timed:
        ref_ms, ref_k, ref_samples = side(c, "reference")
        cand_ms, cand_k, cand_samples = side(c, "candidate")
        out.append(
            PerfRow(
                str(c["config"]),
                ref_ms,
                cand_ms,
                ref_k,
                cand_k,
                ref_samples,
                cand_samples,
                reference_kernels_vary=vary(c, "reference"),
                candidate_kernels_vary=vary(c, "candidate"),
            )
        )
    return out


def markdown(
    timed: list[dict[str, Any]], gate: PerfGate, *, ref: str, cand: str, ceiling_gbps: float | None = None
) -> str:
    """The branch's perf.md: device times in µs like the PR comment, bandwidth and % of a copy (``ceiling_gbps``)
    per config, all from the times the gate compares."""
    lines = [
        f"| config | {ref} µs | {cand} µs | ratio | kernels/call {ref}/{cand} | GB/s {ref}/{cand} "
        f"| {cand} % of copy | host µs {ref}/{cand} |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for c, row in zip(timed, rows(timed), strict=True):
        r, k = c.get("reference") or {}, c.get("candidate") or {}
        ref_gbps, cand_gbps = (per_second(c.get("bytes_moved"), ms, 1e9) for ms in (row.reference_ms, row.candidate_ms))
        pct = 100 * cand_gbps / ceiling_gbps if cand_gbps is not None and ceiling_gbps else None
        lines.append(
            f"| `{c['config']}` | {_us(row.reference_ms)} | {_us(row.candidate_ms)} "
            f"| {_num(row.ratio, '.3f')} | {r.get('ops_per_call', '—')}/{k.get('ops_per_call', '—')} "
            f"| {_num(ref_gbps, '.0f')}/{_num(cand_gbps, '.0f')} | {_num(pct, '.0f')} "
            f"| {_num(r.get('host_launch_median_us'), '.1f')}/{_num(k.get('host_launch_median_us'), '.1f')} |"
        )
    interval = f"{gate.interval[0]:.3f} to {gate.interval[1]:.3f}" if gate.interval else "—"
    lines += [
        "",
        f"**geomean {_num(gate.geomean, '.3f')}** ({gate.confidence:.0%} interval {interval}, "
        f"{gate.interval_method}; {gate.n_configs} configs, threshold {gate.threshold}) → **{gate.verdict}**"
        + (f" ({gate.reason})" if gate.reason else ""),
    ]
    if gate.over_limit:
        lines.append(
            f"- slower than {gate.config_limit}x beyond its noise: " + ", ".join(f"`{c}`" for c in gate.over_limit)
        )
    lines += [f"- finding: {f}" for f in gate.findings]
    return "\n".join(lines) + "\n"


def _us(ms: Any) -> str:
    return "—" if ms is None else format(ms * 1e3, ".2f")


def _num(value: Any, spec: str) -> str:
    return "—" if value is None else format(value, spec)
