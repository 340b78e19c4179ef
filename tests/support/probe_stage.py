"""A stage for testing the job entry's runner side: it writes files, runs a build command, reports what it saw.

Registered through the real ``tilebot.stages`` entry-point group (tests/integration/test_job_publish.py
builds the plugin directory). It reads ``$TILEBOT_PROBE`` (a JSON file):

- ``files``: ``{run-dir-relative path: text}`` to write (the stage's outputs);
- ``repo_files``: ``{repository-relative path: text}`` to write beside the run directory (a kernel crate,
  a stray file, an edit of the op's reference);
- ``verdict``: the verdict to return (default PASS);
- ``sleep``: seconds to wait before returning;
- ``build``: run a child process through ``tilebot.runner.sandbox.run_untrusted`` that records the
  environment it got (as a build script or test binary would see it) in ``child_env.json``;
- ``junit``: write ``correctness.xml`` with that many passing cases and one failing case;
- ``poison_git_config``: add a key to the checkout's ``.git/config`` (as generated code could);
- ``git``: git commands (argument lists) run in the checkout through ``run_untrusted``, after the files are
  written (as a build script could: commit, stage, configure);
- ``replace_head``: ``{repository-relative path: text}`` edited in a commit that ``git replace`` puts in HEAD's
  place, with the index and work tree to match, so that git run as usual sees no change at all;
- ``handoff``: in a build job, hand off instead of returning a result; in a check job, record in
  ``check_saw.json`` the hand-off it found (as D's check reads what D's build left).

It always records the names in its own environment in ``stage_env.json``, the seconds its config gives it in
``stage_timeout.txt``, and touches
``$TILEBOT_PROBE_CALLED`` so tests can tell whether the stage ran at all.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

from tilebot.core import junit
from tilebot.core.result import StageResult
from tilebot.runner.sandbox import run_untrusted
from tilebot.runner.stages import Handoff, StageContext

_IDENTITY = ("-c", "user.name=evil", "-c", "user.email=evil@example.invalid")  # the stage's code, committing
_DUMP_ENV = "import json, os, sys; json.dump(sorted(os.environ), open(sys.argv[1], 'w'))"


def run(ctx: StageContext) -> StageResult | Handoff:
    probe = json.loads(Path(os.environ["TILEBOT_PROBE"]).read_text())
    Path(os.environ["TILEBOT_PROBE_CALLED"]).write_text(str(os.getpid()))
    artifacts = []
    for rel, text in probe.get("files", {}).items():
        path = ctx.run_dir / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
        artifacts.append(ctx.artifact(path, "report"))
    for rel, text in probe.get("repo_files", {}).items():
        path = ctx.repo_root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    (ctx.attempt_dir / "stage_env.json").write_text(json.dumps(sorted(os.environ)))
    (ctx.attempt_dir / "stage_timeout.txt").write_text(str(ctx.config.timeouts[ctx.stage]))
    if probe.get("build"):
        child_env = ctx.attempt_dir / "child_env.json"
        proc = run_untrusted([sys.executable, "-c", _DUMP_ENV, str(child_env)], cwd=ctx.repo_root, timeout=60)
        assert proc.returncode == 0, proc.stderr
    if "junit" in probe:
        cases = [junit.Case(f"config{i}", "softmax.f16") for i in range(probe["junit"])]
        cases.append(junit.Case("config_big", "softmax.f16", outcome="failed", message="max abs err 0.5 > atol 0.01"))
        artifacts.append(ctx.artifact(junit.write(ctx.attempt_dir / "correctness.xml", "softmax", cases), "junit"))
    for command in probe.get("git", []):
        proc = run_untrusted(["git", *_IDENTITY, *command], cwd=ctx.repo_root, timeout=60)
        assert proc.returncode == 0, proc.stderr
    if "replace_head" in probe:
        _replace_head(ctx.repo_root, probe["replace_head"])
    if probe.get("poison_git_config"):
        subprocess.run(["git", "-C", str(ctx.repo_root), "config", "core.pager", "sh -c 'echo pwned'"], check=True)
    time.sleep(probe.get("sleep", 0))
    if probe.get("handoff") and ctx.phase == "build":
        return Handoff(message="probe built", artifacts=artifacts)
    if probe.get("handoff") and ctx.phase == "check":
        handoff = ctx.paths.handoff(ctx.stage, ctx.attempt)
        saw = handoff.read_text() if handoff.is_file() else None
        (ctx.attempt_dir / "check_saw.json").write_text(json.dumps({"handoff": saw}))
    return ctx.result(probe.get("verdict", "PASS"), "probe ran", artifacts=artifacts)


def _replace_head(repo: Path, edits: dict[str, str]) -> None:
    def git(*args: str) -> str:
        proc = run_untrusted(
            ["git", "-c", "user.name=evil", "-c", "user.email=e@x.invalid", *args], cwd=repo, timeout=60
        )
        assert proc.returncode == 0, proc.stderr
        return proc.stdout.strip()

    for rel, text in edits.items():
        (repo / rel).write_text(text)
    git("add", "--", *edits)
    look_alike = git("commit-tree", git("write-tree"), "-m", git("log", "-1", "--format=%s"))
    git("replace", git("rev-parse", "HEAD"), look_alike)
