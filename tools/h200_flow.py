"""The CPU half of a run for the H200, and the GPU half's report: ``prepare`` then, on the GPU machine, ``report``.

``prepare`` runs ``tilebot translate silu_and_mul --local`` on the example target (C checks one kernel) with the
model scripted as in tests/support/silu_port_model.py (TileGym 1.5.1's own port; the Messages API is not reachable
here): preflight, A, B, C, B(2), then D's build job, which commits the cdylib and hands it over; D's check job
stops BLOCKED/env on this CPU machine. It packs the run's branch (a git checkout) into ``--out``.

On the GPU machine the same runner entry then runs D's check job and E on that checkout (see reports/h200-flow.md
for the commands), and ``report`` renders the PR comment's sections from the files those jobs wrote, with the
bot's own renderer.

    python tools/h200_flow.py prepare --out .kit/target.tar.xz
    python tools/h200_flow.py report --run-dir CHECKOUT/tilebot/silu_and_mul --out reports/h200-flow.md
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.agents.messages_server import MessagesServer  # noqa: E402
from tests.support.silu_port_model import C_ONCE, OP, port_files  # noqa: E402
from tests.support.silu_port_model import model as silu_model  # noqa: E402
from tilebot.bot.executor.local import LocalExecutor  # noqa: E402
from tilebot.bot.forge.local import LocalForge  # noqa: E402
from tilebot.bot.orchestrator import Orchestrator  # noqa: E402
from tilebot.bot.pr_report import REPORT_EVENT, parse_report  # noqa: E402
from tilebot.bot.routing import AttemptRecord, End, Policy, succeeded  # noqa: E402
from tilebot.bot.store import RunState, Store  # noqa: E402
from tilebot.core.config import parse_config  # noqa: E402
from tilebot.core.reports import ReportKind  # noqa: E402
from tilebot.core.result import StageResult, parse_stage_result  # noqa: E402
from tilebot.core.rundir import RunDir  # noqa: E402
from tilebot.core.stages import Stage  # noqa: E402


def prepare(out: Path) -> None:
    work = Path(tempfile.mkdtemp(prefix="tilebot-h200-flow-"))
    target = work / "target"
    tilebot = [sys.executable, "-m", "tilebot.cli"]
    subprocess.run([*tilebot, "example-repo", str(target)], check=True)
    config = target / ".tilebot.toml"
    config.write_text(config.read_text() + C_ONCE)
    user = ["-c", "user.name=m", "-c", "user.email=m@example.invalid"]
    subprocess.run(["git", "-C", str(target), *user, "commit", "-qam", "C checks one kernel"], check=True)
    model = silu_model(port_files(Path.home() / ".cache" / "tilebot" / "wheels"))
    with MessagesServer(model.steps()) as server:
        env = os.environ | {"ANTHROPIC_API_KEY": "sk-test", "ANTHROPIC_BASE_URL": server.url}
        command = [*tilebot, "translate", OP, "--local", "--repo", str(target), "--reference", "cutile"]
        proc = subprocess.run([*command, "--state-dir", str(work / "state")], env=env, check=False, text=True)
    worktree = next((work / "state" / "worktrees").iterdir())
    branch = subprocess.run(["git", "-C", str(worktree), "branch", "--show-current"], capture_output=True, text=True)
    print(f"translate exited {proc.returncode}; the run's branch {branch.stdout.strip()} is at {worktree}")
    # What a GPU runner's checkout is: a clone of the branch, not this machine's worktree.
    checkout = work / "checkout"
    subprocess.run(["git", "clone", "-q", "--branch", branch.stdout.strip(), str(target), str(checkout)], check=True)
    out.parent.mkdir(parents=True, exist_ok=True)
    with tarfile.open(out, "w:xz") as archive:
        archive.add(checkout, arcname="target")
    print(f"packed {out} ({out.stat().st_size / 2**20:.1f} MiB)")


def status_comment(
    results: list[StageResult], run_dir: Path, workdir: Path, *, op: str = OP, config_extra: str = C_ONCE
) -> str:
    """The run's status comment as the bot renders it: the results replayed through the routing table (which also
    finds their order) into a store, then ``Orchestrator.status_body``, report sections included. ``config_extra``
    is what the run appended to the example's .tilebot.toml."""
    config = parse_config((ROOT / "examples/tilegym-mini/.tilebot.toml").read_text() + config_extra)
    run_id = results[0].run_id
    store = Store(f"sqlite:///{workdir / 'status.db'}")
    store.create_run(
        op=op,
        repo="example/tilegym-mini",
        base_sha="0" * 40,
        branch=f"tilebot/{op}-{run_id}",
        requested_by="maintainer",
        config=config.model_dump(mode="json"),
        run_id=run_id,
        options={"reference": "cutile"},
    )
    left = {(r.stage, r.attempt): r for r in results}
    policy, history = Policy(config.effective_caps()), []
    while (decision := policy.decide(history)).dispatches:
        assert decision.stage is not None and decision.purpose is not None
        attempt = sum(1 for h in history if h.stage is decision.stage) + 1
        result = left.pop((decision.stage, attempt), None)
        if result is None:  # the device run ended before this stage (its time ran out): the run stops here
            break
        store.add_attempt(run_id, decision.stage, attempt, decision.purpose)
        store.record_result(result)
        for artifact in result.artifacts:
            if artifact.kind in (ReportKind.IR_DIFF, ReportKind.BENCHMARK):
                data = parse_report(artifact.kind, (run_dir / artifact.path).read_bytes(), source=artifact.path)
                detail = {"stage": result.stage, "attempt": result.attempt, "kind": artifact.kind, "data": data}
                store.log_event(run_id, REPORT_EVENT, detail | {"path": artifact.path})
        history.append(AttemptRecord(decision.stage, decision.purpose, result))
    end = decision.end or End.STOP
    state = RunState.COMPLETE if end is End.COMPLETE else RunState.STOPPED
    store.finish_run(run_id, state, succeeded=succeeded(history, end), reason=decision.reason)
    orchestrator = Orchestrator(store, LocalForge(workdir / "forge"), LocalExecutor())
    return orchestrator.status_body(store.get_run(run_id), decision.reason)


def stage_results(run_dir: Path) -> list[StageResult]:
    """Every attempt's result in a run directory, in stage order then attempt order."""
    files = run_dir.glob("attempts/*/stage_result.json")
    order = list(Stage)
    results = [parse_stage_result(f.read_bytes(), source=str(f)) for f in files]
    return sorted(results, key=lambda r: (order.index(r.stage), r.attempt))


def report(run_dir: Path, out: Path, command: str) -> None:
    paths = RunDir(run_dir)
    lines = ["# H200: D's check and E on the build the CPU half of the same run produced (issue #12, item 7)", ""]
    lines += [f"Generated by `python tools/h200_flow.py report` from the files the GPU jobs wrote. {command}", ""]
    lines += ["| stage | attempt | verdict | class | message |", "|---|---|---|---|---|"]
    results = stage_results(paths.root)
    for result in results:
        cls = result.classification.value if result.classification else "-"
        message = result.message.replace("|", "\\|")
        lines.append(f"| {result.stage.label} | {result.attempt} | `{result.verdict}` | {cls} | {message} |")
    lines.append("")
    handoff = json.loads(paths.handoff(Stage.HOST_FFI, 1).read_text())
    held = {r.stage: r.cost.gpu_seconds for r in results if r.cost.gpu_seconds}
    lines += [
        "GPU-runner seconds (the jobs' own `cost.gpu_seconds`): "
        + ", ".join(f"{stage.label} {seconds:.1f} s" for stage, seconds in held.items())
        + f"; D's build job held a CPU runner for {handoff['cost']['wall_seconds']:.1f} s (agent and cargo), "
        "time a GPU runner no longer spends, and E loaded D's build instead of rebuilding it.",
        "",
    ]
    built = json.loads(paths.build_manifest.read_text())
    lines.append(f"D's build (CPU job): `build/{built['name']}`, sha256 `{built['sha256']}`, {built['size']} bytes.")
    lines.append("")
    with tempfile.TemporaryDirectory() as scratch:
        comment = status_comment(results, paths.root, Path(scratch))
    lines += ["## The PR's status comment, as the bot renders it from these results", "", comment, ""]
    out.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(out.read_text())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("prepare")
    p.add_argument("--out", type=Path, required=True)
    p = sub.add_parser("report")
    p.add_argument("--run-dir", type=Path, required=True)
    p.add_argument("--out", type=Path, required=True)
    p.add_argument("--command", default="", help="how the GPU jobs were run, for the report's header")
    args = parser.parse_args()
    if args.command == "prepare":
        prepare(args.out)
    else:
        report(args.run_dir, args.out, args.command)


if __name__ == "__main__":
    main()
