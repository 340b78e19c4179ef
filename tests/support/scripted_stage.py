"""A stage implementation that plays a script, for testing the orchestrator without real stages.

Registered through the real ``tilebot.stages`` entry-point group (see ``plugin_dir``) for every
stage, it reads ``$TILEBOT_TEST_SCRIPT``: ``{stage: [step for attempt 1, step for attempt 2, ...]}``
(the last step repeats). A step sets ``verdict`` and optionally ``classification``,
``bad_validator``, ``sleep`` (seconds), or a failure mode: ``raise``, ``exit`` (die without a
result), ``garbage`` (write a malformed result, then die), ``killed_before_commit`` (the job killed
after writing its result, before committing it), ``hung_before_commit`` (the job writes its result,
then hangs before committing it until its timeout kills it), ``build_killed_before_commit`` (in a
build job: write the hand-off file as the job does, then be killed before committing it; a check job
plays the step as usual). With one of these three, ``litter`` leaves, just before the kill, more of what a job
killed mid-stage leaves and never commits: a result half-written for ``write_atomically``'s rename
(``stage_result.tmp``), a new file and an ignored build file in the run directory, an edit of ``README.md``.
Every call is appended to ``$TILEBOT_TEST_CALLS`` and the process id is written to
``$TILEBOT_TEST_PIDS/<stage>-<attempt>`` so tests can count runs and kill a stage.
"""

from __future__ import annotations

import json
import os
import signal
import time
from pathlib import Path

from tilebot.core.result import RESULT_FILE, StageResult
from tilebot.runner.artifacts import write_result_file
from tilebot.runner.stages import Handoff, StageContext


def run(ctx: StageContext) -> StageResult:
    script = json.loads(Path(os.environ["TILEBOT_TEST_SCRIPT"]).read_text())
    steps = script.get(ctx.stage.value) or [{"verdict": "BLOCKED", "classification": "env"}]
    step = steps[min(ctx.attempt, len(steps)) - 1]
    with open(os.environ["TILEBOT_TEST_CALLS"], "a") as calls:
        calls.write(f"{ctx.stage.value}-{ctx.attempt}\n")
    Path(os.environ["TILEBOT_TEST_PIDS"], f"{ctx.stage.value}-{ctx.attempt}").write_text(str(os.getpid()))
    time.sleep(step.get("sleep", 0))
    if step.get("raise"):
        raise RuntimeError("scripted crash")
    if step.get("exit"):
        os._exit(3)
    if step.get("garbage"):
        (ctx.attempt_dir / RESULT_FILE).write_text('{"verdict": "PASS"')
        os._exit(0)
    output = ctx.run_dir / f"{ctx.stage.value}.txt"
    output.write_text(f"{ctx.stage.value} attempt {ctx.attempt}\n")
    validators = [{"name": "scripted", "command": "true", "exit_code": 1 if step.get("bad_validator") else 0}]
    if step.get("build_killed_before_commit") and ctx.phase == "build":
        handoff = Handoff(message="scripted build", artifacts=[ctx.artifact(output, "report")])
        ctx.paths.handoff(ctx.stage, ctx.attempt).write_text(handoff.model_dump_json(indent=2) + "\n")
        _killed(ctx, step)
    result = ctx.result(
        step["verdict"],
        step.get("message", f"scripted {step['verdict']}"),
        classification=step.get("classification"),
        validators=validators,
        artifacts=[ctx.artifact(output, "report")],
        metrics={"scripted_attempt": {"value": ctx.attempt, "unit": "count"}},
    )
    if step.get("killed_before_commit"):
        write_result_file(ctx.attempt_dir, result)  # as the job does, in this same process, before it commits
        _killed(ctx, step)
    if step.get("hung_before_commit"):
        write_result_file(ctx.attempt_dir, result)
        _litter(ctx, step)
        print("scripted: result written, hanging before the commit", flush=True)  # in the job's log
        time.sleep(3600)
    return result


def _killed(ctx: StageContext, step: dict[str, object]) -> None:
    _litter(ctx, step)
    os.kill(os.getpid(), signal.SIGKILL)


def _litter(ctx: StageContext, step: dict[str, object]) -> None:
    if not step.get("litter"):
        return
    (ctx.attempt_dir / "stage_result.tmp").write_text('{"verdict": "PA')  # killed between write and rename
    (ctx.run_dir / "leftover.txt").write_text("a killed job's file\n")
    (ctx.run_dir / "build").mkdir(parents=True, exist_ok=True)  # ignored where the target ignores build/
    (ctx.run_dir / "build" / "leftover.so").write_bytes(b"\0")
    readme = ctx.repo_root / "README.md"
    readme.write_text(readme.read_text() + "a killed job's edit\n")
