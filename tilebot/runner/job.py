"""The one entry a runner job calls: run a stage, write its StageResult, commit its outputs.

    python -m tilebot.runner.job --stage analyze --op softmax --run-dir tilebot/softmax

Whatever happens (no implementation, a broken machine, a crash, a bad config)
the job writes a valid ``stage_result.json``; only bad arguments exit non-zero
without one (2), and a refused job exits 3 after writing its BLOCKED/env result.

In the stage workflow (``--actions``) it also checks who triggered the job and that
the pinned commit is on the run's branch before any stage code runs, keeps the push
token (``TILEBOT_PUSH_TOKEN``) out of the stage's reach, commits in a git directory of
its own rather than the checkout's ``.git/`` (which the stage's code could edit) and
pushes from there (rebasing and retrying when the branch moved; a conflict is BLOCKED/env), stages the upload
artifact (``--artifacts-out``) and writes the job summary (``$GITHUB_STEP_SUMMARY``).
On a GPU runner (``--runner-class gpu``) the seconds the job held it are the result's
``cost.gpu_seconds``.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import socket
import sys
import time
import traceback
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from tilebot.core.base import OP_NAME_PATTERN, RUN_ID_PATTERN
from tilebot.core.config import ConfigError, load_config
from tilebot.core.result import RESULT_FILE, Cost, Metric, StageResult, ValidatorRun, blocked_env
from tilebot.core.rundir import RunDir
from tilebot.core.stages import PHASES, SPECS, Classification, Stage
from tilebot.core.workflow import OPTIONS_VAR, artifact_name
from tilebot.runner import stages
from tilebot.runner.artifacts import collect, write_atomically, write_result_file
from tilebot.runner.git_commit import JobFiles, Outputs, commit_outputs, survey
from tilebot.runner.gitops import DEFAULT_REMOTE_RETRIES, Git, RemoteUnavailable
from tilebot.runner.preflight.requirements import stage_blockers
from tilebot.runner.publish import DEFAULT_PUSH_ATTEMPTS, PushOutcome, publish_repo, push_with_retry
from tilebot.runner.sandbox import end_leftovers, end_leftovers_on_signals, harden_process
from tilebot.runner.summary import JobFacts, junit_reports, render_summary, write_step_summary
from tilebot.runner.trust import (
    allowed_actors,
    branch_refusal,
    options_refusal,
    pinned_commit_refusals,
    trigger_from_env,
    trigger_refusals,
)

PUSH_TOKEN_VAR = "TILEBOT_PUSH_TOKEN"
EXIT_REFUSED = 3


def _pattern(regex: str, what: str) -> type[str]:
    def check(value: str) -> str:
        if not re.fullmatch(regex, value):
            raise argparse.ArgumentTypeError(f"invalid {what} {value!r} (must match {regex})")
        return value

    return check  # type: ignore[return-value]


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="python -m tilebot.runner.job", description=__doc__.split("\n")[0])
    p.add_argument("--stage", required=True, type=Stage, choices=list(Stage), metavar="{" + ",".join(Stage) + "}")
    p.add_argument("--op", required=True, type=_pattern(OP_NAME_PATTERN, "op name"))
    p.add_argument("--run-dir", required=True, type=Path, help="the op's run directory, inside the repository")
    p.add_argument("--run-id", type=_pattern(RUN_ID_PATTERN, "run id"), default=os.urandom(4).hex())
    p.add_argument("--attempt", type=int, default=1)
    p.add_argument("--commit", action="store_true", help="commit the run directory to the current branch")
    p.add_argument("--sha", help="the pinned commit the job must be running on (checked before the stage)")
    p.add_argument("--branch", help="the run's branch (tilebot/...): where --push sends the commit")
    p.add_argument("--remote", default="origin", help="remote name or URL to push to and fetch from")
    p.add_argument("--push", action="store_true", help="commit, then push to --branch (rebase and retry if behind)")
    p.add_argument("--push-attempts", type=int, default=DEFAULT_PUSH_ATTEMPTS)
    p.add_argument(
        "--remote-retries",
        type=int,
        default=DEFAULT_REMOTE_RETRIES,
        help="times a fetch or push that failed on the network or the server is tried again (after 2, 8, 32 s...)",
    )
    p.add_argument(
        "--actions", action="store_true", help="running as the stage workflow's job: enforce the trigger checks"
    )
    p.add_argument("--runner-class", choices=["cpu", "gpu"], default="cpu", help="gpu: report held time as GPU time")
    p.add_argument(
        "--phase",
        choices=PHASES,
        default="all",
        help="for a stage that builds on a CPU runner: its build job (hands over) or its check job",
    )
    p.add_argument(
        "--timeout",
        type=int,
        help="seconds this job gives the stage when fewer than .tilebot.toml's timeouts (never more): a runner whose "
        "job ends sooner still gets the stage's own result",
    )
    p.add_argument("--artifacts-out", type=Path, help="directory the workflow uploads as the job's artifact")
    p.add_argument("--summary", type=Path, help="job summary file (default with --actions: $GITHUB_STEP_SUMMARY)")
    args = p.parse_args(argv)
    if args.attempt < 1:
        p.error("--attempt must be at least 1")
    if args.timeout is not None and args.timeout < 1:
        p.error("--timeout must be at least 1 second")
    if args.push_attempts < 1:
        p.error("--push-attempts must be at least 1")
    if args.remote_retries < 0:
        p.error("--remote-retries must be at least 0")
    if args.push and not args.branch:
        p.error("--push needs --branch")
    if args.actions and not (args.sha and args.branch and args.push):
        p.error("--actions needs --sha, --branch and --push")
    return args


def run_stage(ctx: stages.StageContext) -> StageResult | stages.Handoff:
    """The stage's own result (or its build job's hand-off), or BLOCKED/env saying why it produced neither."""
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
        spent = getattr(exc, "cost", None)  # an agent's tokens until the crash (``Conversation.say`` attaches them)
        cost = spent if isinstance(spent, Cost) else Cost()
        return blocked_env(ctx.run_id, ctx.stage, ctx.attempt, f"stage crashed: {type(exc).__name__}: {exc}", cost=cost)
    if isinstance(result, stages.Handoff):
        if ctx.phase != "build":
            return blocked_env(ctx.run_id, ctx.stage, ctx.attempt, f"stage handed off in a {ctx.phase} job")
        return result
    if result.key() != (ctx.run_id, ctx.stage, ctx.attempt):
        return blocked_env(ctx.run_id, ctx.stage, ctx.attempt, f"stage returned a result for {result.key()}")
    return result


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    # Taken out of the environment before any stage code runs: only git's push and fetch ever see it.
    push_token = os.environ.pop(PUSH_TOKEN_VAR, None)
    # Subreaper of what the stage starts, ended with the job when the runner cancels it or a local run's Ctrl-C
    # stops it (and non-dumpable, for the Actions runner's secrets).
    harden_process()
    end_leftovers_on_signals()
    started = time.monotonic()
    if args.phase != "all" and not SPECS[args.stage].builds_on_cpu:
        print(f"--phase {args.phase}: {args.stage.label} has no build half; run it whole", file=sys.stderr)
        return 2
    repo_root = Path.cwd().resolve()
    run_dir = (repo_root / args.run_dir).resolve()
    if not run_dir.is_relative_to(repo_root):
        print(f"--run-dir {args.run_dir} is outside the repository {repo_root}", file=sys.stderr)
        return 2
    out_dir = RunDir(run_dir).attempt(args.stage, args.attempt)
    out_dir.mkdir(parents=True, exist_ok=True)
    if args.artifacts_out:
        # What the upload finds if the job is killed (timeout, cancel) before it writes the real result.
        write_result_file(
            args.artifacts_out,
            blocked_env(
                args.run_id,
                args.stage,
                args.attempt,
                "the job ended before the stage finished (timed out, cancelled, or the runner went away)",
            ),
        )
    git = Git(repo_root, token=push_token, remote_retries=args.remote_retries)
    refusals = _refusals(args, git)
    start_head = git.run("rev-parse", "HEAD", check=False).stdout.strip()  # what the job commits onto
    if args.push:  # read while the checkout's config is still the checkout's: no stage code has run yet
        args.remote = git.remote_url(args.remote)
    owned_patterns: tuple[str, ...] = ()  # the stage's files beside the run directory, once the config is read
    if refusals:
        result = blocked_env(args.run_id, args.stage, args.attempt, "refused to run: " + "; ".join(refusals))
    else:
        try:
            config = load_config(repo_root)
        except ConfigError as exc:
            result = blocked_env(args.run_id, args.stage, args.attempt, f"bad .tilebot.toml: {exc}")
        else:
            if args.timeout is not None:
                timeouts = {**config.timeouts, args.stage: min(args.timeout, config.timeouts[args.stage])}
                config = config.model_copy(update={"timeouts": timeouts})
            owned_patterns = SPECS[args.stage].owned_paths(rust_ops_dir=config.layout.rust_ops_dir, op=args.op)
            options = json.loads(os.environ.get(OPTIONS_VAR) or "{}")  # an object: _refusals checked it
            ctx = stages.StageContext(
                args.run_id, args.op, args.stage, args.attempt, repo_root, run_dir, out_dir, config, options, args.phase
            )
            outcome = run_stage(ctx)
            if isinstance(outcome, stages.Handoff):
                failed = hand_off(
                    args, git, ctx, outcome, owned_patterns, start_head=start_head, held=time.monotonic() - started
                )
                if failed is None:
                    return 0
                outcome = failed
            result = outcome
    held = time.monotonic() - started  # the runner (and on a GPU runner, the GPU) was held for the stage
    result = _with_cost(result, held, gpu=args.runner_class == "gpu")
    result_path = write_result_file(out_dir, result)
    push: PushOutcome | None = None
    if not refusals and (args.commit or args.push):
        result, push = _publish(args, git, repo_root, run_dir, result, owned_patterns, start_head)
        write_result_file(out_dir, result)  # unchanged when published; BLOCKED/env with the reason when not
    facts = JobFacts(
        op=args.op,
        run_id=args.run_id,
        branch=args.branch,
        sha=args.sha,
        runner=os.environ.get("RUNNER_NAME") or socket.gethostname(),
        runner_class=args.runner_class,
        held_seconds=held,
        artifact=artifact_name(args.run_id, args.stage, args.attempt) if args.artifacts_out else None,
    )
    if args.artifacts_out:
        collect(args.artifacts_out, result, run_dir=run_dir, attempt_dir=out_dir)
    summary = args.summary or (
        Path(os.environ["GITHUB_STEP_SUMMARY"]) if os.environ.get("GITHUB_STEP_SUMMARY") and args.actions else None
    )
    if summary:
        text = render_summary(result, facts, push=push, refusals=refusals, junit_files=junit_reports(result, run_dir))
        write_step_summary(summary, text)
    print(f"{args.stage.label} #{args.attempt}: {result.verdict} - {result.message}")
    print(f"result: {result_path}")
    return EXIT_REFUSED if refusals else 0


def _refusals(args: argparse.Namespace, git: Git) -> list[str]:
    """Why this job must not run the stage; checked before any code from the branch runs."""
    reasons: list[str] = []
    if args.actions:
        try:
            allowed = allowed_actors(os.environ)
        except ValueError as exc:
            reasons.append(str(exc))
            allowed = frozenset({"(invalid)"})
        reasons += trigger_refusals(trigger_from_env(os.environ), allowed)
    bad_options = options_refusal(os.environ.get(OPTIONS_VAR, ""))
    if bad_options:
        reasons.append(bad_options)
    if args.branch and (args.push or args.actions):
        bad_branch = branch_refusal(args.branch)
        if bad_branch:
            reasons.append(bad_branch)
    if args.sha and not reasons:
        reasons += pinned_commit_refusals(git, sha=args.sha, remote=args.remote, branch=args.branch)
    return reasons


def _with_cost(result: StageResult, held: float, *, gpu: bool) -> StageResult:
    """Fill wall time if the stage did not, and on a GPU runner the time the job held the GPU."""
    update: dict[str, float] = {}
    if not result.cost.wall_seconds:
        update["wall_seconds"] = round(held, 3)
    if gpu:
        update["gpu_seconds"] = round(max(result.cost.gpu_seconds, held), 3)
    if not update:
        return result
    return result.model_copy(update={"cost": result.cost.model_copy(update=update)})


def _with_ownership(result: StageResult, outputs: Outputs) -> StageResult:
    """Say in the result what was left out of the commit; an edit outside the stage's files fails a validator."""
    metrics = dict(result.metrics)
    if outputs.untracked_outside:
        metrics["not_committed"] = Metric(value=len(outputs.untracked_outside), unit="count")
    validators = list(result.validators)
    if outputs.edited_outside:
        listing = ", ".join(outputs.edited_outside[:20])
        validators.append(
            ValidatorRun(
                name="owned files",
                command="git status (files other than the stage's StageSpec.owns and its run-directory files)",
                exit_code=1,
                output_tail=f"edited outside the stage's files, put back and not committed: {listing}",
            )
        )
    return result.model_copy(update={"metrics": metrics, "validators": validators})


def _publish(
    args: argparse.Namespace,
    git: Git,
    repo_root: Path,
    run_dir: Path,
    result: StageResult,
    owned_patterns: tuple[str, ...],
    start_head: str,
) -> tuple[StageResult, PushOutcome | None]:
    """Commit the run directory and the stage's own files and, with --push, push them; a failure replaces
    the result with BLOCKED/env."""

    def blocked(reason: str) -> StageResult:
        said = f"{result.verdict}: {result.message}"
        return blocked_env(args.run_id, args.stage, args.attempt, f"{reason} (the stage said {said})", cost=result.cost)

    try:
        with _committing(args, git, start_head) as (committer, pusher):
            outputs = survey(committer, run_dir.relative_to(repo_root).as_posix(), owned_patterns, _job_files(args))
            result = _with_ownership(result, outputs)
            write_result_file(RunDir(run_dir).attempt(args.stage, args.attempt), result)
            message = (
                f"tilebot: {args.stage.label} #{args.attempt} {result.verdict}\n\n{result.message}\n\nrun {args.run_id}"
            )
            commit_outputs(committer, outputs, message)
            if pusher is None:
                return result, None
            outcome = push_with_retry(
                pusher, remote=args.remote, branch=args.branch, base=start_head, attempts=args.push_attempts
            )
    except RemoteUnavailable as exc:
        return blocked(f"could not publish outputs to {args.branch}, the remote unreachable: {exc}"), None
    except Exception as exc:  # a result that is not on the branch must not pass as one that is
        return blocked(f"could not commit outputs: {exc}"), None
    if not outcome.pushed:
        return blocked(f"could not push outputs to {args.branch}: {outcome.error}"), outcome
    return result, outcome


@contextmanager
def _committing(args: argparse.Namespace, git: Git, start_head: str) -> Iterator[tuple[Git, Git | None]]:
    """Where the stage's outputs are surveyed and committed, and where they are pushed from (None: not pushed).

    With --push: once nothing the stage started still runs, a git directory of the job's own holding the pinned
    commit as the remote has it, so nothing the stage wrote in the checkout's ``.git/`` takes part
    (``publish_repo``). With --commit alone (the local executor's mode): the checkout itself, whose HEAD the stage
    must not have moved (its own commits would be the base)."""
    if args.push:
        ended = end_leftovers()  # none of the stage's code may run while the job commits and pushes
        if ended:
            print(f"ended {ended} process(es) the stage left running", file=sys.stderr)
        with publish_repo(git, remote=args.remote, base=start_head) as repo:
            yield repo.checkout, repo.own
        return
    head = git.run("rev-parse", "HEAD", check=False).stdout.strip()
    if head != start_head:
        raise RuntimeError(f"the stage moved HEAD from {start_head[:12]} to {head[:12] or '?'}")
    yield git, None


def _job_files(args: argparse.Namespace) -> JobFiles:
    return JobFiles(args.stage, args.attempt, args.phase)


def hand_off(
    args: argparse.Namespace,
    git: Git,
    ctx: stages.StageContext,
    handoff: stages.Handoff,
    owned_patterns: tuple[str, ...],
    *,
    start_head: str,
    held: float,
) -> StageResult | None:
    """A build job's sound outcome: commit and push it with the hand-off file, and tell the workflow which
    commit the check job checks out (``ready``, ``sha`` job outputs). Returns the final result when the
    hand-off cannot be made (the check job then does not run), else None."""
    repo_root, run_dir = ctx.repo_root, ctx.run_dir
    cost = handoff.cost.model_copy(update={"wall_seconds": round(handoff.cost.wall_seconds + held, 3)})
    handoff = handoff.model_copy(update={"cost": cost})
    write_atomically(ctx.paths.handoff(ctx.stage, ctx.attempt), handoff.model_dump_json(indent=2) + "\n")

    def final(verdict: str, message: str, **fields: object) -> StageResult:
        fields = {"validators": handoff.validators, "artifacts": handoff.artifacts, "cost": cost} | fields
        classification = Classification.ENV if verdict == "BLOCKED" else Classification.HOST
        return ctx.result(verdict, message, classification=classification, **fields)

    if not (args.commit or args.push):
        return final("BLOCKED", "a build job must commit its build for the check job (run it with --push)")
    title = f"tilebot: {ctx.stage.label} #{ctx.attempt} built, handed to the GPU runner"
    try:
        with _committing(args, git, start_head) as (committer, pusher):
            outputs = survey(committer, run_dir.relative_to(repo_root).as_posix(), owned_patterns, _job_files(args))
            if outputs.edited_outside:  # the repository was edited: never hand that build to a GPU runner
                return _with_ownership(final("FAIL", handoff.message), outputs)
            commit_outputs(committer, outputs, f"{title}\n\n{handoff.message}\n\nrun {ctx.run_id}")
            if pusher is not None:
                pushed = push_with_retry(
                    pusher, remote=args.remote, branch=args.branch, base=start_head, attempts=args.push_attempts
                )
                if not pushed.pushed:
                    return final("BLOCKED", f"could not push the build to {args.branch}: {pushed.error}")
            head = (pusher or committer).out("rev-parse", "HEAD")
    except RemoteUnavailable as exc:
        return final("BLOCKED", f"could not publish the build to {args.branch}, the remote unreachable: {exc}")
    except Exception as exc:  # as in _publish: no build is handed on that is not on the branch
        return final("BLOCKED", f"could not commit the build: {exc}")
    if args.artifacts_out:
        (args.artifacts_out / RESULT_FILE).unlink(missing_ok=True)  # the check job's result is the attempt's
    if args.actions and os.environ.get("GITHUB_OUTPUT"):
        with open(os.environ["GITHUB_OUTPUT"], "a", encoding="utf-8") as out:
            out.write(f"ready=true\nsha={head}\n")
    print(f"{ctx.stage.label} #{ctx.attempt}: built - {handoff.message}; check job continues at {head}")
    return None


if __name__ == "__main__":
    sys.exit(main())
