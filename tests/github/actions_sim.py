"""Plays GitHub Actions for the stage workflow against the test server.

For each dispatched workflow run it does what the real job does, with real parts: checks out the
pinned commit of the run's branch in a clone of the bare repository, runs the real runner entry
(``python -m tilebot.runner.job --commit``) with scripted stages plugged in through the
``tilebot.stages`` entry-point group, pushes what the job committed, uploads the attempt directory
as the ``tilebot-result-…`` artifact, and sends the workflow_run / workflow_job webhooks. Every job gets a
fresh clone, and a stage the workflow splits into a build and a check job (D) runs as those two jobs.

Tests choose when jobs run (``auto`` or ``next_job`` + ``run``) and which webhooks get lost,
duplicated or reordered.
"""

from __future__ import annotations

import io
import json
import os
import queue
import subprocess
import sys
import threading
import traceback
import uuid
import zipfile
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tests.github.fake import BOT_LOGIN, FakeGitHub, RepoState, iso
from tests.support.scripted_env import Scripted
from tilebot.bot.stage_workflow import JobPlan, plan_jobs
from tilebot.core.config import RunConfig, load_config
from tilebot.core.install import parse_install

SIMULATED_INSTALL = parse_install(f"git+https://github.com/acme/tilebot@{'0' * 40}")  # jobs here use the checkout
ORDER = ("run_in_progress", "job_in_progress", "job_completed", "run_completed")


class ScriptedStages(Scripted):
    """Scripted stages that also write the report files the PR comment shows (tests/github/scripted_reports.py)."""

    def __init__(self, root: Path) -> None:
        super().__init__(root, entry="tests.github.scripted_reports:run")


@dataclass
class Job:
    repo: RepoState
    run: dict[str, Any]

    @property
    def stage(self) -> str:
        return str(self.run["inputs"]["stage"])

    @property
    def attempt(self) -> int:
        return int(self.run["inputs"]["attempt"])


class ActionsRunner:
    def __init__(self, fake: FakeGitHub, stages: ScriptedStages, work: Path, *, auto: bool = True) -> None:
        self.fake = fake
        self.stages = stages
        self.work = work
        self.auto = auto
        self.jobs: queue.Queue[Job] = queue.Queue()
        self.finished: list[Job] = []
        self.errors: list[str] = []
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        fake.on_dispatch = self._on_dispatch
        if auto:
            self._thread = threading.Thread(target=self._loop, daemon=True)
            self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        if self._thread:
            self._thread.join(30)

    def _on_dispatch(self, repo: RepoState, run: dict[str, Any]) -> None:
        self.jobs.put(Job(repo, run))

    def _loop(self) -> None:
        while not self._stop.is_set():
            try:
                job = self.jobs.get(timeout=0.05)
            except queue.Empty:
                continue
            try:
                self.run(job)
            except Exception:
                self.errors.append(traceback.format_exc())

    def next_job(self, timeout: float = 30.0) -> Job:
        return self.jobs.get(timeout=timeout)

    def no_job(self, wait: float = 0.5) -> bool:
        try:
            job = self.jobs.get(timeout=wait)
        except queue.Empty:
            return True
        self.jobs.put(job)
        return False

    def start(self, job: Job, *, drop: Iterable[str] = ()) -> None:
        """The runner picks the job up: in_progress (since now, as GitHub's jobs list says), and its webhooks."""
        with self.fake.lock:
            job.run.update(status="in_progress", updated_at=iso(), started_at=iso())
        self._send(job, ["run_in_progress", "job_in_progress"], set(drop))

    def run(
        self,
        job: Job,
        *,
        drop: Iterable[str] = (),
        order: Iterable[str] = ORDER,
        duplicate_completed: bool = False,
        fail_without_result: bool = False,
    ) -> None:
        """Run the job to completion. ``drop`` loses webhooks, ``order`` reorders them, a duplicate
        ``completed`` is sent with the same delivery id, as a redelivery is."""
        dropped = set(drop)
        order = list(order)
        if job.run["status"] != "in_progress":
            with self.fake.lock:
                job.run.update(status="in_progress", updated_at=iso(), started_at=iso())
        skipped = not self._actor_allowed(job)
        if not job.run.get("cancel_requested") and not skipped:
            self._execute(job, fail_without_result=fail_without_result)
        with self.fake.lock:
            cancelled = bool(job.run.get("cancel_requested"))
            conclusion = "failure" if fail_without_result else "success"
            job.run.update(
                status="completed",
                conclusion="cancelled" if cancelled else ("skipped" if skipped else conclusion),
                updated_at=iso(),
                completed_at=iso(),
            )
        self._send(job, order, dropped, duplicate=duplicate_completed)
        self.finished.append(job)

    def _send(self, job: Job, order: list[str], dropped: set[str], *, duplicate: bool = False) -> None:
        builders = {
            "run_in_progress": (
                "workflow_run",
                lambda: self.fake.webhook_workflow_run(job.repo, job.run, "in_progress"),
            ),
            "job_in_progress": (
                "workflow_job",
                lambda: self.fake.webhook_workflow_job(job.repo, job.run, "in_progress"),
            ),
            "job_completed": ("workflow_job", lambda: self.fake.webhook_workflow_job(job.repo, job.run, "completed")),
            "run_completed": ("workflow_run", lambda: self.fake.webhook_workflow_run(job.repo, job.run, "completed")),
        }
        for name in order:
            if name not in builders:
                continue
            event, build = builders[name]
            payload = build()
            if name.endswith("in_progress"):  # also when sent late, after completion: the bot must ignore it then
                payload[event]["status"] = "in_progress"
                payload[event]["conclusion"] = None
            delivery = str(uuid.uuid5(uuid.NAMESPACE_URL, f"{job.run['id']}/{name}"))  # a GUID, as GitHub's
            self.fake.send_webhook(event, payload, delivery=delivery, deliver=name not in dropped)
            if duplicate and name == "run_completed" and name not in dropped:
                self.fake.send_webhook(event, payload, delivery=delivery)

    def _actor_allowed(self, job: Job) -> bool:
        """The job-level ``if:`` of the stage workflow on the default branch: is the dispatching App listed?"""
        workflow = self.fake.workflow_file(job.repo, "tilebot-stage.yml") or {}
        env = (workflow.get("jobs", {}).get(job.stage) or {}).get("env") or {}
        listed = env.get("TILEBOT_ALLOWED_ACTORS")
        return listed is None or BOT_LOGIN in json.loads(listed)

    def _fresh_clone(self, job: Job, sha: str, name: str) -> Path:
        """A new clone for every job, at the commit it is pinned to, as actions/checkout leaves it on a runner."""
        clone = self.work / f"checkout-{job.run['id']}-{name}"
        self.work.mkdir(parents=True, exist_ok=True)
        _git(self.work, "clone", "--quiet", str(job.repo.bare), str(clone))
        _git(clone, "checkout", "--quiet", "--detach", sha)
        return clone

    def _execute(self, job: Job, *, fail_without_result: bool) -> None:
        """The jobs the real stage workflow has for the stage (``plan_jobs``), each in its own fresh clone: a
        build job's ``sha`` output is the commit its check job checks out, and ``ready`` says whether it runs."""
        if fail_without_result:
            return  # the job died before it could write or upload anything
        sha = job.run["inputs"]["sha"]
        for plan in [p for p in plan_jobs(RunConfig(), install=SIMULATED_INSTALL) if p.stage.value == job.stage]:
            outputs = self._run_job(job, plan, sha)
            if plan.phase != "build":
                continue
            if outputs.get("ready") != "true":
                break  # GitHub skips the check job; the build job's artifact holds the attempt's result
            sha = outputs["sha"]

    def _run_job(self, job: Job, plan: JobPlan, sha: str) -> dict[str, str]:
        inputs = job.run["inputs"]
        clone = self._fresh_clone(job, sha, plan.job_id)
        run_dir = load_config(clone).run_dir(inputs["op"])
        tag = f"{job.run['id']}-{plan.job_id}"
        event_path = self.work / f"event-{tag}.json"
        event_path.write_text(
            json.dumps(
                {
                    "inputs": inputs,
                    "repository": {"default_branch": job.repo.default_branch, "full_name": job.repo.full_name},
                }
            )
        )
        github_output = self.work / f"output-{tag}"
        env = {
            **self.stages.env,
            "GITHUB_ACTIONS": "true",
            "GITHUB_EVENT_NAME": "workflow_dispatch",
            "GITHUB_REF": f"refs/heads/{job.repo.default_branch}",
            "GITHUB_ACTOR": BOT_LOGIN,
            "GITHUB_TRIGGERING_ACTOR": BOT_LOGIN,
            "GITHUB_REPOSITORY": job.repo.full_name,
            "GITHUB_EVENT_PATH": str(event_path),
            "GITHUB_RUN_ID": str(job.run["id"]),
            "GITHUB_OUTPUT": str(github_output),
            "TILEBOT_ALLOWED_ACTORS": BOT_LOGIN,
        }
        out = self.work / f"out-{tag}"
        command = [
            sys.executable,
            "-m",
            "tilebot.runner.job",
            "--actions",
            "--stage",
            inputs["stage"],
            "--runner-class",
            "gpu" if plan.gpu else "cpu",
            *(["--phase", plan.phase] if plan.phase != "all" else []),
            "--op",
            inputs["op"],
            "--run-id",
            inputs["run_id"],
            "--attempt",
            inputs["attempt"],
            "--run-dir",
            run_dir,
            "--sha",
            sha,
            "--branch",
            inputs["branch"],
            "--remote",
            str(job.repo.bare),
            "--push",
            "--artifacts-out",
            str(out),
            "--summary",
            str(self.work / f"summary-{tag}.md"),
        ]
        proc = subprocess.run(command, cwd=clone, env=env, capture_output=True, text=True, timeout=900, check=False)
        (self.work / f"job-{tag}.log").write_text(proc.stdout + proc.stderr)
        if out.is_dir() and any(p.is_file() for p in out.rglob("*")):
            # What actions/upload-artifact makes of the --artifacts-out directory.
            buffer = io.BytesIO()
            with zipfile.ZipFile(buffer, "w") as archive:
                for path in sorted(out.rglob("*")):
                    if path.is_file():
                        archive.write(path, path.relative_to(out).as_posix())
            name = f"tilebot-result-{inputs['run_id']}-{inputs['stage']}-{inputs['attempt']}"
            name += "-build" if plan.phase == "build" else ""
            self.fake.add_artifact(job.repo, int(job.run["id"]), name, buffer.getvalue())
        lines = github_output.read_text().splitlines() if github_output.exists() else []
        return dict(line.split("=", 1) for line in lines if "=" in line)


def _git(cwd: Path, *args: str) -> str:
    env = {
        **os.environ,
        "GIT_AUTHOR_NAME": "t",
        "GIT_AUTHOR_EMAIL": "t@t",
        "GIT_COMMITTER_NAME": "t",
        "GIT_COMMITTER_EMAIL": "t@t",
    }
    proc = subprocess.run(["git", "-C", str(cwd), *args], capture_output=True, text=True, check=False, env=env)
    if proc.returncode != 0:
        raise RuntimeError(f"git {' '.join(args)}: {proc.stderr}")
    return proc.stdout.strip()
