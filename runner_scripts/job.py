"""The one entry a runner job calls: run a stage, write its StageResult, commit its outputs.

    python -m runner_scripts.job --stage analyze --op softmax --run-dir tilebot/softmax

Whatever happens (no implementation, a broken machine, a crash, a bad config)
the job writes a valid ``stage_result.json``; only bad arguments exit non-zero
without one.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
import time
import traceback
from pathlib import Path

from bot.config import ConfigError, load_config
from bot.contracts import (
    OP_NAME_PATTERN,
    RESULT_FILE,
    RUN_ID_PATTERN,
    Stage,
    StageResult,
    attempt_dir,
    blocked_env,
)
from runner_scripts import stages
from runner_scripts.git_commit import commit_outputs
from runner_scripts.preflight.requirements import stage_blockers


def _pattern(regex: str, what: str) -> type[str]:
    def check(value: str) -> str:
        if not re.match(regex, value):
            raise argparse.ArgumentTypeError(f"invalid {what} {value!r} (must match {regex})")
        return value

    return check  # type: ignore[return-value]


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="python -m runner_scripts.job", description=__doc__.split("\n")[0])
    p.add_argument("--stage", required=True, type=Stage, choices=list(Stage), metavar="{" + ",".join(Stage) + "}")
    p.add_argument("--op", required=True, type=_pattern(OP_NAME_PATTERN, "op name"))
    p.add_argument("--run-dir", required=True, type=Path, help="the op's run directory, inside the repository")
    p.add_argument("--run-id", type=_pattern(RUN_ID_PATTERN, "run id"), default=os.urandom(4).hex())
    p.add_argument("--attempt", type=int, default=1)
    p.add_argument("--commit", action="store_true", help="commit the run directory to the current branch")
    args = p.parse_args(argv)
    if args.attempt < 1:
        p.error("--attempt must be at least 1")
    return args


def run_stage(ctx: stages.StageContext) -> StageResult:
    """The stage's own result, or BLOCKED/env saying why it could not produce one."""
    fn = stages.load(ctx.stage)
    if fn is None:
        return blocked_env(
            ctx.run_id,
            ctx.stage,
            ctx.attempt,
            f"stage {ctx.stage.label} is not installed yet: no implementation is registered "
            f"(built in, or entry point group '{stages.ENTRY_POINT_GROUP}')",
        )
    blockers = stage_blockers(ctx.stage, ctx.config, ctx.run_dir)
    if blockers:
        return blocked_env(
            ctx.run_id,
            ctx.stage,
            ctx.attempt,
            f"this runner cannot run {ctx.stage.label}: " + "; ".join(b.message for b in blockers),
        )
    try:
        result = fn(ctx)
    except Exception as exc:
        (ctx.attempt_dir / "traceback.txt").write_text(traceback.format_exc(), encoding="utf-8")
        return blocked_env(ctx.run_id, ctx.stage, ctx.attempt, f"stage crashed: {type(exc).__name__}: {exc}")
    if result.key() != (ctx.run_id, ctx.stage, ctx.attempt):
        return blocked_env(ctx.run_id, ctx.stage, ctx.attempt, f"stage returned a result for {result.key()}")
    return result


def write_result(path: Path, result: StageResult) -> None:
    tmp = path.with_suffix(".tmp")
    tmp.write_text(result.model_dump_json(indent=2) + "\n", encoding="utf-8")
    tmp.replace(path)  # atomic: a reader never sees half a result


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    repo_root = Path.cwd().resolve()
    run_dir = (repo_root / args.run_dir).resolve()
    if not run_dir.is_relative_to(repo_root):
        print(f"--run-dir {args.run_dir} is outside the repository {repo_root}", file=sys.stderr)
        return 2
    out_dir = run_dir / attempt_dir(args.stage, args.attempt)
    out_dir.mkdir(parents=True, exist_ok=True)
    started = time.monotonic()
    try:
        config = load_config(repo_root)
    except ConfigError as exc:
        result = blocked_env(args.run_id, args.stage, args.attempt, f"bad .tilebot.toml: {exc}")
    else:
        ctx = stages.StageContext(args.run_id, args.op, args.stage, args.attempt, repo_root, run_dir, out_dir, config)
        result = run_stage(ctx)
    if not result.cost.wall_seconds:
        cost = result.cost.model_copy(update={"wall_seconds": round(time.monotonic() - started, 3)})
        result = result.model_copy(update={"cost": cost})
    result_path = out_dir / RESULT_FILE
    write_result(result_path, result)
    if args.commit:
        message = (
            f"tilebot: {args.stage.label} #{args.attempt} {result.verdict}\n\n{result.message}\n\nrun {args.run_id}"
        )
        try:
            commit_outputs(repo_root, [run_dir], message)
        except Exception as exc:  # a result that is not on the branch must not pass as one that is
            write_result(
                result_path, blocked_env(args.run_id, args.stage, args.attempt, f"could not commit outputs: {exc}")
            )
    print(f"{args.stage.label} #{args.attempt}: {result.verdict} - {result.message}")
    print(f"result: {result_path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
