"""Ops ported by the built-in translator with zero tokens: the CPU half here, the GPU half on the H200.

``prepare`` runs ``tilebot translate OP --local --reference cutile`` for each op on a fresh copy of the target
(the bundled example, or TileGym 1.5.1 as the tests build it) with no API key: preflight, A, B (translated), C,
then D's build job, which commits the cdylib; D's check job stops BLOCKED/env on this CPU machine. It packs each
run's branch (a git clone, as a GPU runner's checkout is) into ``--out``.

On the GPU machine ``tools/h200_translated_gpu.sh`` runs D's check job and E in each checkout with the runner
entry; ``report`` then renders the table and each op's status comment with the bot's own renderer from the files
those jobs wrote.

    python tools/h200_translated.py prepare --out .kit/targets.tar.xz [--target tilegym --ops relu,...]
        [--cutile 0.3.1] [--autotune first] [--processes 8]
    python tools/h200_translated.py nvidia --targets .kit/targets.tar.xz --library libcutile_kernels.so --out
        .kit/targets-nvidia.tar.xz
    python tools/h200_translated.py report --checkouts DIR --out reports/h200-translated.md
"""

from __future__ import annotations

import argparse
import json
import math
import os
import re
import subprocess
import sys
import tarfile
import tempfile
import tomllib
from dataclasses import replace
from pathlib import Path
from typing import Any, NamedTuple

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tilebot.core.config import load_config  # noqa: E402
from tilebot.core.rundir import RunDir  # noqa: E402
from tilebot.runner.gpu import op_timing  # noqa: E402
from tilebot.runner.gpu.perf_stats import PerfGate, geomean, judge  # noqa: E402
from tilebot.runner.targets.cutile_rs.cdylib_crate import CRATE_NAME, cdylib_dir, launcher_symbol  # noqa: E402
from tilebot.runner.targets.cutile_rs.handoff import publish  # noqa: E402
from tilebot.runner.targets.cutile_rs.versions import pins  # noqa: E402
from tools.h200_flow import stage_results, status_comment  # noqa: E402

MINI_OPS = ("softmax", "silu_and_mul")


def _target(kind: str, work: Path) -> Path:
    """The target repository as a git repository: the bundled example, or TileGym 1.5.1 as the tests build it."""
    target = work / "target"
    if kind == "mini":
        subprocess.run([sys.executable, "-m", "tilebot.cli", "example-repo", str(target)], check=True)
        return target
    from tests.support.tilegym_target import build, fetch_wheel
    from tilebot.runner.targets.cutile_rs.toolchain import cache_dir

    build(target, fetch_wheel(cache_dir() / "wheels" / "downloads"))  # where the tests keep the wheel
    subprocess.run(["git", "-C", str(target), "init", "-q"], check=True)
    _commit(target, "TileGym 1.5.1 (wheel) with generated tests")
    return target


def _git(repo: Path, *args: str) -> str:
    return subprocess.run(["git", "-C", str(repo), *args], capture_output=True, text=True, check=True).stdout.strip()


def _commit(target: Path, message: str, *paths: str) -> None:
    """Commit ``paths`` (default: everything) in the target repository, as the maintainer tilebot stands in for."""
    subprocess.run(["git", "-C", str(target), "add", *(paths or ("-A",))], check=True)
    identity = ["-c", "user.name=tilebot", "-c", "user.email=tilebot@example.invalid"]
    subprocess.run(["git", "-C", str(target), *identity, "commit", "-qm", message], check=True)


def upgrade_cutile(target: Path, version: str) -> None:
    """What a maintainer does to move the target to another cutile: pin it in ``.tilebot.toml`` and in the shared
    cdylib's manifest (D builds the ports there and refuses other pins), committed as one change."""
    crates = pins(version)
    config = target / ".tilebot.toml"
    if config.exists():
        raise SystemExit(f"{config} exists: set [target] crates there by hand")
    config.write_text("[target]\ncrates = { " + ", ".join(f'{k} = "{v}"' for k, v in crates.items()) + " }\n")
    manifest = target / cdylib_dir(load_config(target)) / "Cargo.toml"
    if manifest.is_file():
        text = manifest.read_text(encoding="utf-8")
        for name, pin in crates.items():
            line = f'{name} = "{pin}"'
            text, found = re.subn(rf'^{re.escape(name)} = "[^"]*"$', line, text, flags=re.MULTILINE)
            if not found:
                text = text.replace("[dependencies]\n", f"[dependencies]\n{line}\n", 1)
        manifest.write_text(text, encoding="utf-8")
    _commit(target, f"cutile {crates['cutile']}")


def configure_runs(target: Path, autotune: str | None, processes: int | None) -> None:
    """The maintainer's settings for the GPU runner's stages, committed: how autotune searches run in D's and E's
    test processes, and how many of them D and E's warm-up start at once (the H200 machine has 16 cores)."""
    config = target / ".tilebot.toml"
    text = config.read_text(encoding="utf-8") if config.exists() else ""
    if {"perf", "correctness"} & set(tomllib.loads(text)):
        raise SystemExit(f"{config} has [perf] or [correctness]: set them there by hand")
    perf = ([f'autotune = "{autotune}"'] if autotune else []) + (
        [f"warmup_processes = {processes}"] if processes else []
    )
    sections = [("perf", perf), ("correctness", [f"processes = {processes}"] if processes else [])]
    added = "".join(f"\n[{name}]\n" + "\n".join(lines) + "\n" for name, lines in sections if lines)
    if not added:
        return
    config.write_text(text + added, encoding="utf-8")
    _commit(target, "tilebot: the GPU runner's settings", ".tilebot.toml")


def prepare(
    out: Path,
    kind: str,
    ops: list[str],
    cutile: str | None = None,
    autotune: str | None = None,
    processes: int | None = None,
) -> None:
    work = Path(tempfile.mkdtemp(prefix="tilebot-h200-translated-"))
    target = _target(kind, work)
    if cutile is not None:
        upgrade_cutile(target, cutile)
    configure_runs(target, autotune, processes)
    tilebot = [sys.executable, "-m", "tilebot.cli"]
    env = {k: v for k, v in os.environ.items() if k != "ANTHROPIC_API_KEY"}
    with tarfile.open(out, "w:xz") as archive:
        for op in ops:
            state = work / f"state-{op}"
            command = [*tilebot, "translate", op, "--local", "--repo", str(target), "--reference", "cutile"]
            proc = subprocess.run([*command, "--state-dir", str(state)], env=env, check=False, text=True)
            worktree = next((state / "worktrees").iterdir())
            branch = _git(worktree, "branch", "--show-current")
            print(f"{op}: translate exited {proc.returncode}; branch {branch}")
            checkout = work / op
            subprocess.run(["git", "clone", "-q", "--branch", branch, str(target), str(checkout)], check=True)
            archive.add(checkout, arcname=op)
    print(f"packed {out} ({out.stat().st_size / 2**20:.1f} MiB)")


NVIDIA = "nvidia"  # the archive's folder of checkouts with NVIDIA's own port in place of the translation


def nvidia_ports(targets: Path, library: Path, out: Path) -> None:
    """Beside each translated checkout in ``targets`` whose target ships NVIDIA's own port of the op, the same run
    with NVIDIA's port in its place (``nvidia/<op>``: TileGym's cutile_rs folder as the target has it, and
    ``library``, NVIDIA's crate built with ``cargo build --release``, as D's build). D's check and E then measure
    the hand-written port on the analysis, tests and machine of the translated one; B and C stay the translation's.
    """
    work = Path(tempfile.mkdtemp(prefix="tilebot-h200-nvidia-"))
    with tarfile.open(targets) as archive:
        archive.extractall(work / "in", filter="data")
    rust_ops = load_config(next((work / "in").iterdir())).layout.rust_ops_dir
    with tarfile.open(out, "w:xz") as packed:
        for checkout in sorted((work / "in").iterdir()):
            op = checkout.name
            base = _git(checkout, "rev-parse", "origin/HEAD")
            if subprocess.run(["git", "-C", str(checkout), "cat-file", "-e", f"{base}:{rust_ops}/{op}.py"]).returncode:
                print(f"{op}: the target has no port of its own")
                continue
            ported = work / NVIDIA / op
            subprocess.run(["git", "clone", "-q", "--branch", _git(checkout, "branch", "--show-current"),
                            str(checkout), str(ported)], check=True)  # fmt: skip
            _git(ported, "rm", "-rq", rust_ops)
            _git(ported, "checkout", base, "--", rust_ops)
            crate = ported / rust_ops / CRATE_NAME
            crates = tomllib.loads((crate / "Cargo.toml").read_text(encoding="utf-8"))["dependencies"]
            run_dir = RunDir(ported / "tilebot" / op)
            publish(library, run_dir, [launcher_symbol(op)], crates)
            _git(ported, "add", "-f", str(run_dir.build.relative_to(ported)))
            _commit(ported, f"NVIDIA's port of {op} in place of the translation (measured by D and E)", rust_ops)
            # where NVIDIA's wrapper loads it from (CUTILE_RS_AUTOBUILD=0 on the GPU machine: no cargo there)
            release = crate / "target" / "release"
            release.mkdir(parents=True)
            (release / library.name).symlink_to(os.path.relpath(run_dir.build / library.name, release))
            packed.add(ported, arcname=f"{NVIDIA}/{op}")
            print(f"{op}: NVIDIA's port packed")
    print(f"packed {out} ({out.stat().st_size / 2**20:.1f} MiB)")


LOGGED = re.compile(r"^\S+ [^#]+ #\d+: (?P<verdict>[A-Z_]+)(?: - (?P<message>.*))?$")
LOGGED_GEOMEAN = re.compile(r"geomean (?P<geomean>\d+\.\d+) \(95% interval .* over (?P<n>\d+) configs")


class Logged(NamedTuple):
    verdict: str
    geomean: float | None
    configs: int


def logged(log: Path) -> Logged:
    """The stage result a GPU log's first line states (``-``: no such log); ``timed out`` where the script
    killed the stage."""
    if cut := killed(log):
        return Logged(cut, None, 0)
    lines = log.read_text(encoding="utf-8").splitlines() if log.is_file() else []
    head = LOGGED.match(lines[0]) if lines else None
    if head is None:
        return Logged("-", None, 0)
    found = LOGGED_GEOMEAN.search(head["message"] or "")
    return Logged(head["verdict"], float(found["geomean"]) if found else None, int(found["n"]) if found else 0)


def hand_ports(logs: Path) -> list[str]:
    """Each translated port beside NVIDIA's own of the same op, from the logs of one machine's D and E
    (``<op>-<stage>.log`` and ``nvidia/<op>-<stage>.log``, as tools/h200_translated_gpu.sh writes them): each
    side's E geomean is against the reference in its own A/B pairs; the pooled line weighs each op's geomean by
    its configurations, which is the geomean over every configuration both timed."""
    ops = sorted(log.name.removesuffix("-host_ffi.log") for log in (logs / NVIDIA).glob("*-host_ffi.log"))
    lines = [
        "| op | D translated | D NVIDIA's | configs | E translated | E NVIDIA's | translated / NVIDIA's |",
        "|---|---|---|---|---|---|---|",
    ]
    pooled: dict[str, list[tuple[float, int]]] = {"translated": [], "nvidia": []}
    for op in ops:
        d = [logged(root / f"{op}-host_ffi.log").verdict for root in (logs, logs / NVIDIA)]
        ours, theirs = (logged(root / f"{op}-perf.log") for root in (logs, logs / NVIDIA))
        cells = [
            f"`{e.verdict}` {e.geomean:.3f}" if e.geomean is not None else f"`{e.verdict}`" for e in (ours, theirs)
        ]
        quotient = "-"
        if ours.geomean is not None and theirs.geomean is not None and ours.configs == theirs.configs:
            pooled["translated"].append((ours.geomean, ours.configs))
            pooled["nvidia"].append((theirs.geomean, theirs.configs))
            quotient = f"{ours.geomean / theirs.geomean:.3f}"
        n = ours.configs or theirs.configs or "-"
        lines.append(f"| {op} | `{d[0]}` | `{d[1]}` | {n} | {cells[0]} | {cells[1]} | {quotient} |")
    if pooled["translated"]:
        mine, nvidia = _pooled_geomean(pooled["translated"]), _pooled_geomean(pooled["nvidia"])
        configs = sum(c for _, c in pooled["translated"])
        lines += [
            "",
            f"Over the {configs} configurations both timed: translated **{mine:.3f}**, NVIDIA's **{nvidia:.3f}** "
            f"(translated / NVIDIA's {mine / nvidia:.3f}).",
        ]
    return lines


def _pooled_geomean(per_op: list[tuple[float, int]]) -> float:
    """The geomean over every configuration, from each op's geomean and its number of configurations."""
    return math.exp(sum(n * math.log(g) for g, n in per_op) / sum(n for _, n in per_op))


def nvidia_report(machines: list[Path], out: Path, command: str) -> None:
    lines = ["# The translator's ports beside NVIDIA's own (issue #17)", ""]
    lines += ["Generated by `python tools/h200_translated.py nvidia-report`; how the runs were made is at the end.", ""]
    for logs in machines:
        lines += [f"## {logs.name}", "", *hand_ports(logs), ""]
    lines += ["## How these runs were made", "", command, ""]
    out.write_text("\n".join(lines), encoding="utf-8")
    print(out.read_text(encoding="utf-8"))


GATES = {
    "B write kernel": {"COMPILED"},
    "C IR check": {"PASS", "PASS_WITH_NOTES"},
    "D host/FFI": {"ALL_PASS"},
    "E perf": {"DONE"},
}


GPU_LOGS = {"D host/FFI": "host_ffi", "E perf": "perf"}  # <op>-<stage>.log: what the GPU script's stage printed
TIMED_OUT = re.compile(r"h200 script: the stage ran past its limit of (\d+) s$")


def timed_out(checkouts: Path, op: str, gate: str) -> str | None:
    """``timed out (N s)`` where the GPU script killed the stage at its limit: the result in the checkout, if
    any, is then the CPU machine's (D's BLOCKED/env for want of a GPU), not the H200's."""
    return killed(checkouts / f"{op}-{GPU_LOGS[gate]}.log") if gate in GPU_LOGS else None


def killed(log: Path) -> str | None:
    """``timed out (N s)`` where a GPU log ends with the script's mark of a stage it killed at its limit."""
    lines = log.read_text(encoding="utf-8").splitlines() if log.is_file() else []
    found = TIMED_OUT.match(lines[-1]) if lines else None
    return f"timed out ({found.group(1)} s)" if found else None


def summary(checkouts: Path, ops: list[str]) -> list[str]:
    """One row per op: the last verdict of each gated stage, and whether every gate is green."""
    rows = ["| op | cutile | GPU | " + " | ".join(GATES) + " | all gates green |", "|---|" + "---|" * (len(GATES) + 3)]
    green: list[str] = []
    for op in ops:
        last = {r.stage.label: r for r in stage_results(checkouts / op / "tilebot" / op)}
        for gate in GPU_LOGS:
            if timed_out(checkouts, op, gate):
                last.pop(gate, None)
        cells = [timed_out(checkouts, op, g) or (f"`{last[g].verdict}`" if g in last else "-") for g in GATES]
        e_gate = timed_gate(perf_record(checkouts, op))
        if "E perf" in last and e_gate is not None and e_gate.geomean is not None:
            cells[-1] += f" {e_gate.geomean:.3f}"
            if last["E perf"].verdict == "BLOCKED":  # E ran out of time: the geomean is over what it timed
                cells[-1] += f" over the {last['E perf'].metrics['configs_timed'].value:g} configurations timed"
        ok = all(g in last and last[g].verdict in verdicts for g, verdicts in GATES.items())
        if ok:
            green.append(op)
        rows.append(
            f"| {op} | {built_with(checkouts, op)} | {timed_on(checkouts, op)} | "
            + " | ".join(cells)
            + f" | {'yes' if ok else 'no'} |"
        )
    return [
        f"**{len(green)} of {len(ops)} ops green on every gate** (B, C, D, E).",
        "",
        *rows,
        "",
        "E's figures here and in each op's table are its gate over the repetitions each run recorded (perf.json),",
        "each side's time the median at each place of its A/B pair; E took one median over both places before the",
        "13th session, which read sparse_mla's identical kernels as 0.944. Verdicts and the status comments are as",
        "each stage wrote them.",
        "",
        *pooled(checkouts, green),
    ]


def perf_record(checkouts: Path, op: str) -> dict[str, Any]:
    """E's perf.json ({} where E wrote none): the comparisons it timed, the run's threshold and GPU."""
    perf = checkouts / op / "tilebot" / op / "perf" / "perf.json"
    return json.loads(perf.read_text(encoding="utf-8")) if perf.is_file() else {}


def timed_gate(record: dict[str, Any]) -> PerfGate | None:
    """E's gate over what a run timed (its ``perf_record``), recomputed from the recorded repetitions at the run's
    threshold, BLOCKED where the stage wrote BLOCKED, with its reason (it left configurations untimed: no
    verdict on what never ran, whatever the others show; None: E timed nothing)."""
    if not record.get("comparisons"):
        return None
    gate = judge(op_timing.rows(record["comparisons"]), threshold=record["threshold"])
    written = record.get("gate", {})
    if written.get("verdict") == "BLOCKED":
        gate = replace(gate, verdict="BLOCKED", reason=written.get("reason"))
    return gate


def timed_on(checkouts: Path, op: str) -> str:
    """The GPU E timed on, as its perf.json records it (``-``: E wrote none)."""
    return str(perf_record(checkouts, op).get("environment", {}).get("device", "-"))


def built_with(checkouts: Path, op: str) -> str:
    """The cutile pin D's build manifest records for the library D and E ran; manifests from before it recorded
    one were all built with =0.2.0, tilebot's only pin until then."""
    manifest = RunDir(checkouts / op / "tilebot" / op).build_manifest
    if not manifest.is_file():
        return "-"
    return str(json.loads(manifest.read_text(encoding="utf-8")).get("crates", {}).get("cutile", "=0.2.0"))


def pooled(checkouts: Path, ops: list[str]) -> list[str]:
    """The issue's goal figure: one geomean over every configuration E timed for the green ops (each op's
    geomean weighs its configs equally; pooling weighs ops by how many configs their tests reach), and the same
    per cutile version and per GPU where the ops were built with more than one or timed on more than one."""
    lines = _pooled_line(checkouts, ops, "the green ops'")
    versions = {op: built_with(checkouts, op) for op in ops}
    if len(set(versions.values())) > 1:
        for version in sorted(set(versions.values())):
            which = f"those built with {version}:" if version != "-" else "those without a build manifest:"
            lines += _pooled_line(checkouts, [op for op in ops if versions[op] == version], which)
    gpus = {op: timed_on(checkouts, op) for op in ops}
    if len(set(gpus.values())) > 1:
        for gpu in sorted(set(gpus.values())):
            lines += _pooled_line(checkouts, [op for op in ops if gpus[op] == gpu], f"those timed on the {gpu}:")
    return lines


def _pooled_line(checkouts: Path, ops: list[str], which: str) -> list[str]:
    benches = [json.loads((checkouts / op / "tilebot" / op / "perf" / "benchmark.json").read_text()) for op in ops]
    timed = [perf_record(checkouts, op).get("comparisons", []) for op in ops]
    per_op = [[r.ratio for r in op_timing.rows(comparisons) if r.ratio] for comparisons in timed]
    per_op = [op_ratios for op_ratios in per_op if op_ratios]
    ratios = [r for op_ratios in per_op for r in op_ratios]
    if not ratios:
        return []
    refs = ", ".join(sorted({b["reference_backend"] for b in benches}))
    return [
        f"E's geomean over {which} {len(ratios)} configurations, against {refs}: **{geomean(ratios):.3f}** "
        f"(of the {len(per_op)} op geomeans: {geomean([geomean(r) for r in per_op]):.3f}).",
        "",
    ]


def report(checkouts: Path, out: Path, command: str) -> None:
    lines = ["# H200: ops ported by the built-in translator, zero tokens (issue #17)", ""]
    lines += ["Generated by `python tools/h200_translated.py report`; how each run was made is at the end.", ""]
    ops = sorted(p.name for p in checkouts.iterdir() if (p / "tilebot" / p.name).is_dir())
    lines += summary(checkouts, ops)
    for op in ops:
        run_dir = checkouts / op / "tilebot" / op
        results = stage_results(run_dir)
        lines += [f"## {op}", "", "| stage | attempt | verdict | class | writer | tokens | message |"]
        lines.append("|---|---|---|---|---|---|---|")
        for r in results:
            cls = r.classification.value if r.classification else "-"
            tokens = r.cost.tokens_in + r.cost.tokens_out
            message = r.message.replace("|", "\\|")
            lines.append(
                f"| {r.stage.label} | {r.attempt} | `{r.verdict}` | {cls} | {r.writer or '-'} | {tokens} | {message} |"
            )
        lines += [
            f"\n{gate} {note} on the H200: it wrote no result there; a row above for it is the CPU machine's."
            for gate in GPU_LOGS
            if (note := timed_out(checkouts, op, gate))
        ]
        record = perf_record(checkouts, op)
        gate = timed_gate(record)
        if gate is not None:  # E's table: device µs, ratio, % of copy ceiling, host µs per call
            bench = json.loads((run_dir / "perf" / "benchmark.json").read_text(encoding="utf-8"))
            ref, cand = bench["reference_backend"], bench["candidate"]
            table = op_timing.markdown(
                record["comparisons"], gate, ref=ref, cand=cand, ceiling_gbps=record.get("ceiling_gbps")
            )
            lines += ["", "E's per-configuration table:", "", f"### {op}: {cand} vs {ref}", "", table]
        with tempfile.TemporaryDirectory() as scratch:
            lines += [
                "",
                "### The status comment, as the bot renders it",
                "",
                status_comment(results, RunDir(run_dir).root, Path(scratch), op=op, config_extra=""),
                "",
            ]
    lines += ["## How these runs were made", "", command]
    out.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(out.read_text())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    prep = sub.add_parser("prepare")
    prep.add_argument("--out", type=Path, required=True)
    prep.add_argument("--target", choices=("mini", "tilegym"), default="mini", help="the bundled example or TileGym")
    prep.add_argument("--ops", help="comma-separated ops (default: both of the example's)")
    prep.add_argument("--cutile", help="move the target to this cutile first, e.g. 0.3.1 (default: as it pins)")
    prep.add_argument("--autotune", choices=("search", "first"), help="[perf] autotune for D and E (default: unset)")
    prep.add_argument("--processes", type=int, help="D's test processes and E's warm-up ones (default: unset)")
    hand = sub.add_parser("nvidia", help="pack NVIDIA's own ports beside the translated checkouts of --targets")
    hand.add_argument("--targets", type=Path, required=True, help="an archive prepare wrote")
    hand.add_argument("--library", type=Path, required=True, help="libcutile_kernels.so of NVIDIA's crate (release)")
    hand.add_argument("--out", type=Path, required=True)
    nrep = sub.add_parser("nvidia-report", help="the translated ports beside NVIDIA's, from the GPU logs")
    nrep.add_argument("--logs", type=Path, nargs="+", required=True, help="one folder of logs per machine")
    nrep.add_argument("--out", type=Path, required=True)
    nrep.add_argument("--gpu-command", default="", help="the command the GPU half ran, quoted in the report")
    rep = sub.add_parser("report")
    rep.add_argument("--checkouts", type=Path, required=True)
    rep.add_argument("--out", type=Path, required=True)
    rep.add_argument("--gpu-command", default="", help="the command the GPU half ran, quoted in the report")
    args = parser.parse_args()
    if args.command == "prepare":
        ops = args.ops.split(",") if args.ops else list(MINI_OPS)
        prepare(args.out, args.target, ops, args.cutile, args.autotune, args.processes)
    elif args.command == "nvidia":
        nvidia_ports(args.targets, args.library, args.out)
    elif args.command == "nvidia-report":
        nvidia_report(args.logs, args.out, args.gpu_command)
    else:
        report(args.checkouts, args.out, args.gpu_command)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
