"""The runner job end to end against a bare git remote: checks, commit, push, rebase-and-retry, artifacts, summary.

Each test plays the stage workflow's part by hand: a bare repository is "GitHub", a clone checked
out at the pinned commit (detached, as actions/checkout leaves it) is the runner's workspace, and
``python -m tilebot.runner.job`` runs there as a subprocess with the runner's environment. The stage
is tests/support/probe_stage.py, plugged in through the real entry-point group.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from tests.support.git_cli import git
from tests.support.git_http import DROP_AFTER, PASS, GitHttpServer, Request, serve_git
from tilebot.core.config import RunConfig
from tilebot.core.result import RESULT_FILE, parse_stage_result
from tilebot.core.stages import Stage
from tilebot.runner.artifacts import MANIFEST_FILE
from tilebot.runner.gitops import BOT_NAME

ROOT = Path(__file__).resolve().parents[2]
FAKE_GPU = ROOT / "tests" / "support" / "fake_gpu"
RUN_ID = "0123abcd"
OP = "softmax"
BRANCH = f"tilebot/{OP}-{RUN_ID}"
SECRETS = {
    "TILEBOT_PUSH_TOKEN": "push-token-value",
    "ANTHROPIC_API_KEY": "sk-ant-test-value",
    "GITHUB_TOKEN": "ghs_test_value",
    "ACTIONS_RUNTIME_TOKEN": "runtime-token-value",
    "ACTIONS_ID_TOKEN_REQUEST_TOKEN": "oidc-token-value",
}


@dataclass
class Job:
    """A runner workspace at the pinned commit, the remote it came from, and how to run the job entry there."""

    tmp: Path
    remote: Path
    workspace: Path
    sha: str
    probe: dict[str, object] = field(default_factory=dict)
    remote_url: str | None = None  # the remote as the job reaches it, when not the bare repository's path

    @property
    def out(self) -> Path:
        return self.tmp / "runner-temp" / "tilebot-out"

    @property
    def summary(self) -> Path:
        return self.tmp / "runner-temp" / "step_summary.md"

    @property
    def called(self) -> Path:
        return self.tmp / "probe-called"

    def env(self, **overrides: str) -> dict[str, str]:
        plugins = self.tmp / "plugins"
        keep = {k: v for k, v in os.environ.items() if not k.startswith(("GITHUB_", "ACTIONS_", "RUNNER_"))}
        (self.tmp / "probe.json").write_text(json.dumps(self.probe))
        event = self.tmp / "event.json"
        event.write_text(
            json.dumps(
                {
                    "inputs": {"run_id": RUN_ID, "stage": "analyze", "attempt": "1", "op": OP, "branch": BRANCH},
                    "ref": "refs/heads/main",
                    "repository": {"full_name": "acme/kernels", "default_branch": "main", "fork": False},
                    "sender": {"login": "tilebot[bot]", "type": "Bot"},
                    "workflow": ".github/workflows/tilebot-stage.yml",
                }
            )
        )
        env = {
            **keep,
            **SECRETS,
            "PYTHONPATH": os.pathsep.join([str(plugins), str(ROOT)]),
            "TILEBOT_PROBE": str(self.tmp / "probe.json"),
            "TILEBOT_PROBE_CALLED": str(self.called),
            "GITHUB_ACTIONS": "true",
            "GITHUB_EVENT_NAME": "workflow_dispatch",
            "GITHUB_EVENT_PATH": str(event),
            "GITHUB_ACTOR": "tilebot[bot]",
            "GITHUB_TRIGGERING_ACTOR": "tilebot[bot]",
            "GITHUB_REF": "refs/heads/main",
            "GITHUB_REPOSITORY": "acme/kernels",
            "GITHUB_STEP_SUMMARY": str(self.summary),
            "RUNNER_NAME": "gpu-runner-7",
            "RUNNER_TEMP": str(self.tmp / "runner-temp"),
            "TILEBOT_ALLOWED_ACTORS": '["tilebot[bot]"]',
            "TILEBOT_OPTIONS": '{"dtype": "f16"}',
        }
        env.update(overrides)
        return env

    def args(self, *extra: str, actions: bool = True, stage: str = "analyze", runner_class: str = "cpu") -> list[str]:
        base = [
            sys.executable,
            "-m",
            "tilebot.runner.job",
            "--stage",
            stage,
            "--op",
            OP,
            "--run-id",
            RUN_ID,
            "--attempt",
            "1",
            "--run-dir",
            f"tilebot/{OP}",
            "--sha",
            self.sha,
            "--branch",
            BRANCH,
            "--remote",
            self.remote_url or str(self.remote),
            "--push",
            "--artifacts-out",
            str(self.out),
            "--runner-class",
            runner_class,
        ]
        return base + (["--actions"] if actions else []) + list(extra)

    def run(
        self, *extra: str, actions: bool = True, env: dict[str, str] | None = None, stage: str = "analyze"
    ) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            self.args(*extra, actions=actions, stage=stage),
            cwd=self.workspace,
            env=env or self.env(),
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )

    def result(self):  # the result the workflow uploads
        return parse_stage_result((self.out / RESULT_FILE).read_bytes())

    def remote_tip(self) -> str:
        return git(self.remote, "rev-parse", f"refs/heads/{BRANCH}")

    def push_from_elsewhere(self, files: dict[str, str], message: str = "maintainer edit") -> str:
        """Someone else pushes to the run's branch while the job runs."""
        other = self.tmp / "other"
        if not other.exists():
            git(self.tmp, "clone", "-q", str(self.remote), str(other))
        git(other, "fetch", "-q", "origin")
        git(other, "checkout", "-q", "-B", "work", f"origin/{BRANCH}")
        for rel, text in files.items():
            (other / rel).parent.mkdir(parents=True, exist_ok=True)
            (other / rel).write_text(text)
        git(other, "add", "-A")
        git(other, "commit", "-qm", message)
        git(other, "push", "-q", "origin", f"HEAD:refs/heads/{BRANCH}")
        return git(other, "rev-parse", "HEAD")


@pytest.fixture
def job(tmp_path: Path) -> Job:
    # The stage plugin, through the real entry-point mechanism.
    dist = tmp_path / "plugins" / "tilebot_probe_stage-0.dist-info"
    dist.mkdir(parents=True)
    (dist / "METADATA").write_text("Metadata-Version: 2.1\nName: tilebot-probe-stage\nVersion: 0\n")
    entries = "".join(f"{stage} = tests.support.probe_stage:run\n" for stage in ("analyze", "write_kernel", "host_ffi"))
    (dist / "entry_points.txt").write_text("[tilebot.stages]\n" + entries)
    # "GitHub": a bare repository with main and the run's branch at the same commit.
    remote = tmp_path / "remote.git"
    subprocess.run(["git", "init", "-q", "--bare", "--initial-branch=main", str(remote)], check=True)
    seed = tmp_path / "seed"
    git(tmp_path, "clone", "-q", str(remote), str(seed))
    (seed / "README.md").write_text("kernels\n")
    (seed / "src").mkdir()
    (seed / "src" / "softmax.py").write_text("# reference\n")
    git(seed, "add", "-A")
    git(seed, "commit", "-qm", "base")
    git(seed, "push", "-q", "origin", "HEAD:refs/heads/main", f"HEAD:refs/heads/{BRANCH}")
    sha = git(seed, "rev-parse", "HEAD")
    # The runner's workspace, as actions/checkout leaves it: the pinned commit, detached, no credentials.
    workspace = tmp_path / "workspace"
    git(tmp_path, "clone", "-q", str(remote), str(workspace))
    git(workspace, "checkout", "-q", "--detach", sha)
    return Job(tmp_path, remote, workspace, sha)


def test_stage_outputs_are_committed_as_the_bot_and_pushed(job: Job) -> None:
    job.probe = {"files": {"analysis.json": '{"variants": 1}\n'}, "build": True, "junit": 3}
    proc = job.run()
    assert proc.returncode == 0, proc.stdout + proc.stderr
    result = job.result()
    assert (result.verdict, result.stage.value, result.attempt) == ("PASS", "analyze", 1)
    # On the branch: one commit by the bot on top of the pinned commit, holding the result and the outputs.
    tip = job.remote_tip()
    assert git(job.remote, "rev-parse", f"{tip}^") == job.sha
    assert git(job.remote, "log", "-1", "--format=%an|%ae|%s", tip).startswith(f"{BOT_NAME}|tilebot[bot]@")
    committed = git(job.remote, "show", f"{tip}:tilebot/{OP}/attempts/analyze-1/{RESULT_FILE}")
    assert parse_stage_result(committed).verdict == "PASS"
    assert git(job.remote, "show", f"{tip}:tilebot/{OP}/analysis.json") == '{"variants": 1}'
    assert git(job.remote, "rev-parse", "refs/heads/main") == job.sha  # nothing else moved
    # The artifact: the result, the attempt's files and the stage's reports, with a manifest.
    manifest = json.loads((job.out / MANIFEST_FILE).read_text())
    assert {RESULT_FILE, "run/analysis.json", "run/attempts/analyze-1/correctness.xml"} <= set(manifest["files"])
    assert manifest["skipped"] == {}
    # The summary: the job's facts, the bot's check summary, the push and the correctness counts.
    summary = job.summary.read_text()
    assert f"# tilebot · `{OP}` · A analyze #1" in summary
    assert "gpu-runner-7" in summary and f"`{BRANCH}`" in summary and "**Outputs:** pushed" in summary
    assert "| 3 | 1 | 0 | 0 |" in summary and "max abs err 0.5 > atol 0.01" in summary
    assert "conclusion: success" in summary
    # No secret reached the build command; the push token did not even reach the stage.
    stage_env = set(json.loads((job.workspace / f"tilebot/{OP}/attempts/analyze-1/stage_env.json").read_text()))
    child_env = set(json.loads((job.workspace / f"tilebot/{OP}/attempts/analyze-1/child_env.json").read_text()))
    assert "TILEBOT_PUSH_TOKEN" not in stage_env and "ANTHROPIC_API_KEY" in stage_env
    assert not child_env & set(SECRETS), child_env & set(SECRETS)
    assert "PATH" in child_env and "HOME" in child_env
    # A CPU runner holds no GPU time.
    assert result.cost.gpu_seconds == 0 and result.cost.wall_seconds > 0


def test_a_rejected_push_is_rebased_onto_the_new_tip_and_retried(job: Job) -> None:
    job.probe = {"files": {"analysis.json": "{}\n"}}
    theirs = job.push_from_elsewhere({"NOTES.md": "a maintainer's note\n"})
    proc = job.run()
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert job.result().verdict == "PASS"
    tip = job.remote_tip()
    assert git(job.remote, "rev-parse", f"{tip}^") == theirs  # replayed on top of their commit, nothing lost
    assert git(job.remote, "log", "--format=%an", f"{job.sha}..{tip}").splitlines() == [BOT_NAME, "maintainer"]
    assert git(job.remote, "show", f"{tip}:NOTES.md") == "a maintainer's note"
    assert "pushed" in job.summary.read_text() and "after 1 rebase(s)" in job.summary.read_text()


def test_a_true_conflict_is_blocked_env_and_overwrites_nothing(job: Job) -> None:
    job.probe = {"files": {"analysis.json": '{"from": "the stage"}\n'}}
    theirs = job.push_from_elsewhere({f"tilebot/{OP}/analysis.json": '{"from": "a maintainer"}\n'})
    proc = job.run()
    assert proc.returncode == 0, proc.stdout + proc.stderr
    result = job.result()
    assert (result.verdict, result.classification) == ("BLOCKED", "env")
    assert f"conflicts in tilebot/{OP}/analysis.json" in result.message
    assert "(the stage said PASS: probe ran)" in result.message
    assert job.remote_tip() == theirs  # their commit stands; no force
    assert (job.workspace / f"tilebot/{OP}/analysis.json").read_text() == '{"from": "the stage"}\n'  # not rebased
    assert "conflicting files" in job.summary.read_text()


def test_push_retries_are_bounded(job: Job) -> None:
    job.probe = {"files": {"analysis.json": "{}\n"}}
    theirs = job.push_from_elsewhere({"NOTES.md": "x\n"})
    proc = job.run("--push-attempts", "1")
    assert proc.returncode == 0
    result = job.result()
    assert result.classification == "env" and "still rejected after 1 attempt(s)" in result.message
    assert job.remote_tip() == theirs


def test_untrusted_triggers_are_refused_before_the_stage_runs(job: Job) -> None:
    job.probe = {"files": {"analysis.json": "{}\n"}}
    cases = {
        "actor 'mallory' is not allowed": job.env(GITHUB_ACTOR="mallory", GITHUB_TRIGGERING_ACTOR="mallory"),
        "triggering actor 'mallory' is not allowed": job.env(GITHUB_TRIGGERING_ACTOR="mallory"),
        "not the default branch": job.env(GITHUB_REF="refs/heads/tilebot/evil"),
        "is not workflow_dispatch": job.env(GITHUB_EVENT_NAME="pull_request_target"),
        "no allowed actors configured": job.env(TILEBOT_ALLOWED_ACTORS=""),
        "TILEBOT_OPTIONS must be a JSON object": job.env(TILEBOT_OPTIONS='["f16"]'),
    }
    for reason, env in cases.items():
        proc = job.run(env=env)
        assert proc.returncode == 3, (reason, proc.stdout, proc.stderr)
        result = job.result()
        assert (result.verdict, result.classification) == ("BLOCKED", "env")
        assert result.message.startswith("refused to run:") and reason in result.message, result.message
        assert not job.called.exists(), reason  # the stage never ran
        assert job.remote_tip() == job.sha  # nothing pushed
        assert "refused to run the stage" in job.summary.read_text()


def test_a_commit_only_a_fork_has_is_refused(job: Job) -> None:
    # A fork's commit is fetchable by SHA through the parent repository; check it out as if it were pinned.
    fork = job.tmp / "fork"
    git(job.tmp, "clone", "-q", str(job.remote), str(fork))
    (fork / "build.rs").write_text("fn main() { /* steal secrets */ }\n")
    git(fork, "add", "-A")
    git(fork, "commit", "-qm", "fork change")
    fork_sha = git(fork, "rev-parse", "HEAD")
    git(job.workspace, "fetch", "-q", str(fork), "HEAD")
    git(job.workspace, "checkout", "-q", "--detach", fork_sha)
    job.sha = fork_sha
    proc = job.run()
    assert proc.returncode == 3
    assert f"pinned commit {fork_sha[:12]} is not on branch {BRANCH}" in job.result().message
    assert not job.called.exists()


def test_branches_outside_tilebot_and_moved_checkouts_are_refused(job: Job) -> None:
    args = job.args()
    args[args.index("--branch") + 1] = "main"
    proc = subprocess.run(args, cwd=job.workspace, env=job.env(), capture_output=True, text=True, check=False)
    assert proc.returncode == 3 and "is not a tilebot branch" in job.result().message
    (job.workspace / "x").write_text("x")
    git(job.workspace, "add", "x")
    git(job.workspace, "commit", "-qm", "moved")
    proc = job.run()
    assert proc.returncode == 3 and "not the pinned commit" in job.result().message
    assert not job.called.exists()


@pytest.mark.parametrize("phase", ["all", "build"])
@pytest.mark.parametrize(
    "commands",
    [
        # the stage's own commit, which a push of the checkout's HEAD would carry to the branch
        [["commit", "-q", "--allow-empty", "-m", "innocent"]],
        # a redirect of the push in the worktree config, which `git config --local` does not list
        [
            ["config", "core.repositoryformatversion", "1"],
            ["config", "extensions.worktreeConfig", "true"],
            ["config", "--worktree", "url.EVIL.insteadOf", "REMOTE"],
        ],
        # the same redirect in .git/config
        [["config", "url.EVIL.insteadOf", "REMOTE"]],
        # a clean filter on every file: code git would run while adding the outputs
        [["config", "filter.evil.clean", "touch MARKER; cat"], ["config", "core.attributesFile", "ATTRIBUTES"]],
    ],
    ids=["own-commit", "worktree-config", "config", "filter"],
)
def test_what_the_stage_did_to_the_checkout_s_git_plays_no_part_in_the_push(
    job: Job, commands: list[list[str]], phase: str
) -> None:
    """The job commits and pushes from a git directory of its own: the checkout's HEAD and config are the stage's to
    edit, and neither redirect the push, nor run code, nor reach the branch."""
    evil, marker, attributes = job.tmp / "evil.git", job.tmp / "filter-ran", job.tmp / "attributes"
    subprocess.run(["git", "init", "-q", "--bare", str(evil)], check=True)
    attributes.write_text("* filter=evil\n")
    names = {"EVIL": str(evil), "REMOTE": str(job.remote), "MARKER": str(marker), "ATTRIBUTES": str(attributes)}
    job.probe = {
        "files": {"analysis.json": "{}\n"},
        "git": [[_named(arg, names) for arg in command] for command in commands],
        "handoff": phase == "build",
    }
    stage = "host_ffi" if phase == "build" else "analyze"
    proc = job.run(*(["--phase", "build"] if phase == "build" else []), stage=stage)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    tip = job.remote_tip()
    assert git(job.remote, "rev-parse", f"{tip}^") == job.sha  # one commit, the bot's, on the pinned commit
    assert git(job.remote, "log", "-1", "--format=%an|%s", tip).startswith(f"{BOT_NAME}|tilebot: ")
    assert git(job.remote, "show", f"{tip}:tilebot/{OP}/analysis.json") == "{}"
    assert git(evil, "for-each-ref") == ""  # nothing went anywhere else
    assert not marker.exists()  # no filter ran


def _named(arg: str, names: dict[str, str]) -> str:
    for name, value in names.items():
        arg = arg.replace(name, value)
    return arg


@pytest.mark.parametrize("disguise", ["replace_head", "forge_commit_graph", "forge_pack"])
def test_a_disguised_head_does_not_carry_an_edit_of_the_repository_onto_the_branch(job: Job, disguise: str) -> None:
    """A replace ref, a commit-graph or a forged pack makes HEAD look like a commit that already holds the edit, to
    the checkout's own git; the job commits onto the pinned commit as the remote has it."""
    job.probe = {"files": {"analysis.json": "{}\n"}, disguise: {"src/softmax.py": "# edited to pass\n"}}
    proc = job.run()
    assert proc.returncode == 0, proc.stdout + proc.stderr
    saw = job.workspace / f"tilebot/{OP}/attempts/analyze-1/disguised_status.txt"
    assert saw.read_text() == ""  # the checkout's own git, as it runs by default, saw no edit
    tip = job.remote_tip()
    assert git(job.remote, "rev-parse", f"{tip}^") == job.sha
    assert git(job.remote, "show", f"{tip}:src/softmax.py") == "# reference"
    assert (job.workspace / "src/softmax.py").read_text() == "# reference\n"  # put back
    [check] = job.result().validators
    assert (check.name, check.exit_code) == ("owned files", 1) and "src/softmax.py" in check.output_tail


def test_a_new_file_the_stage_staged_outside_its_own_is_left_out_like_any_other(job: Job) -> None:
    job.probe = {"files": {"analysis.json": "{}\n"}, "repo_files": {"stray.txt": "x\n"}, "git": [["add", "stray.txt"]]}
    proc = job.run()
    assert proc.returncode == 0, proc.stdout + proc.stderr
    result = job.result()
    assert result.verdict == "PASS" and result.metrics["not_committed"].value == 1
    assert "stray.txt" not in git(job.remote, "ls-tree", "-r", "--name-only", job.remote_tip())


def test_gpu_runner_reports_the_time_it_held_the_gpu(job: Job) -> None:
    job.probe = {"files": {"analysis.json": "{}\n"}, "sleep": 0.5}
    proc = job.run("--runner-class", "gpu")
    assert proc.returncode == 0, proc.stderr
    cost = job.result().cost
    assert cost.gpu_seconds >= 0.5 and cost.gpu_seconds >= cost.wall_seconds
    assert "on a GPU" in job.summary.read_text()


def test_a_job_killed_mid_stage_still_leaves_a_result_to_upload(job: Job) -> None:
    job.probe = {"sleep": 60}
    proc = subprocess.Popen(job.args(), cwd=job.workspace, env=job.env(), start_new_session=True)
    deadline = time.monotonic() + 30
    while not job.called.exists() and time.monotonic() < deadline:
        time.sleep(0.05)
    assert job.called.exists()
    os.killpg(proc.pid, signal.SIGKILL)  # what a timeout or cancel does to the step
    proc.wait()
    result = job.result()
    assert (result.verdict, result.classification) == ("BLOCKED", "env")
    assert "the job ended before the stage finished" in result.message


def test_local_commit_mode_is_unchanged(job: Job) -> None:
    """Without --push the job commits to the checkout only (the local executor's mode), never onto a HEAD the stage
    moved."""
    local = ["--stage", "analyze", "--op", OP, "--run-dir", f"tilebot/{OP}", "--run-id", RUN_ID, "--commit"]

    def run() -> subprocess.CompletedProcess[str]:
        command = [sys.executable, "-m", "tilebot.runner.job", *local]
        return subprocess.run(command, cwd=job.workspace, env=job.env(), capture_output=True, text=True, check=False)

    job.probe = {"files": {"analysis.json": "{}\n"}}
    git(job.workspace, "checkout", "-q", "-b", "local")
    proc = run()
    assert proc.returncode == 0, proc.stderr
    assert git(job.workspace, "log", "-1", "--format=%an") == BOT_NAME
    assert job.remote_tip() == job.sha and not job.summary.exists()

    before = git(job.workspace, "rev-parse", "HEAD")
    job.probe = {"files": {"analysis.json": "{}\n"}, "git": [["commit", "-q", "--allow-empty", "-m", "innocent"]]}
    proc = run()
    assert proc.returncode == 0, proc.stderr
    result = parse_stage_result((job.workspace / f"tilebot/{OP}/attempts/analyze-1/{RESULT_FILE}").read_bytes())
    assert result.classification == "env" and f"the stage moved HEAD from {before[:12]}" in result.message
    assert git(job.workspace, "log", "-1", "--format=%s") == "innocent"  # nothing committed on top


def test_a_push_the_remote_refuses_is_reported_at_once(job: Job) -> None:
    """Not a race (a protected branch, a hook, a bad token): no rebase, no retry, the remote's reason."""
    hook = job.remote / "hooks" / "pre-receive"
    hook.write_text("#!/bin/sh\necho 'branch is protected' >&2\nexit 1\n")
    hook.chmod(0o755)
    job.probe = {"files": {"analysis.json": "{}\n"}}
    proc = job.run()
    assert proc.returncode == 0
    result = job.result()
    assert result.classification == "env" and "push refused" in result.message
    assert "pre-receive hook declined" in result.message and "branch is protected" in result.message
    assert job.remote_tip() == job.sha


KERNEL_RS = "src/tilegym/ops/cutile_rs/softmax_kernel/kernel.rs"  # B's file in the default layout


def test_a_stage_commits_the_files_its_spec_owns_beside_the_run_directory(job: Job) -> None:
    """What a later job (or B's second attempt) needs is on the branch it checks out afresh."""
    job.probe = {"files": {"reports/write_kernel.md": "notes\n"}, "repo_files": {KERNEL_RS: "// the port\n"}}
    proc = job.run(stage="write_kernel")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    tip = job.remote_tip()
    assert git(job.remote, "show", f"{tip}:{KERNEL_RS}") == "// the port"
    assert git(job.remote, "show", f"{tip}:tilebot/{OP}/reports/write_kernel.md") == "notes"
    assert job.result().validators == [] and "not_committed" not in job.result().metrics


def test_files_outside_the_stage_s_own_are_left_out_and_an_edit_of_the_repository_is_put_back(job: Job) -> None:
    job.probe = {
        "repo_files": {
            KERNEL_RS: "// the port\n",
            "src/tilegym/ops/cutile_rs/softmax.py": "# D's wrapper, not B's\n",
            "src/softmax.py": "# the reference, edited to make the port pass\n",
        }
    }
    proc = job.run(stage="write_kernel")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    tip = job.remote_tip()
    changed = set(git(job.remote, "diff", "--name-only", job.sha, tip).splitlines())
    assert KERNEL_RS in changed
    assert "src/tilegym/ops/cutile_rs/softmax.py" not in changed and "src/softmax.py" not in changed
    assert (job.workspace / "src/softmax.py").read_text() == "# reference\n"  # put back
    result = job.result()
    assert result.metrics["not_committed"].value == 1
    [check] = result.validators
    assert (check.name, check.exit_code) == ("owned files", 1) and "src/softmax.py" in check.output_tail
    committed = parse_stage_result(git(job.remote, "show", f"{tip}:tilebot/{OP}/attempts/write_kernel-1/{RESULT_FILE}"))
    assert committed == result  # the branch holds the result the bot routes by


def test_the_same_writes_by_a_stage_that_owns_no_files_are_all_left_out(job: Job) -> None:
    job.probe = {"files": {"analysis.json": "{}\n"}, "repo_files": {KERNEL_RS: "// not A's\n"}}
    proc = job.run()
    assert proc.returncode == 0, proc.stdout + proc.stderr
    tip = job.remote_tip()
    assert set(git(job.remote, "diff", "--name-only", job.sha, tip).splitlines()) == {
        f"tilebot/{OP}/analysis.json",
        f"tilebot/{OP}/attempts/analyze-1/{RESULT_FILE}",
        f"tilebot/{OP}/attempts/analyze-1/stage_env.json",
        f"tilebot/{OP}/attempts/analyze-1/stage_timeout.txt",
    }
    assert job.result().metrics["not_committed"].value == 1


def test_a_build_job_hands_its_pushed_commit_to_the_check_job_in_a_fresh_checkout(job: Job) -> None:
    """D on GitHub: the build job (CPU) commits and pushes, tells the workflow which commit to check out, and
    uploads no result; the check job (GPU) starts from a fresh clone of that commit and finds the hand-off."""
    ffi = "src/tilegym/ops/cutile_rs/softmax_kernel/ffi.rs"
    job.probe = {"handoff": True, "repo_files": {ffi: "// launcher\n"}, "verdict": "ALL_PASS"}
    outputs = job.tmp / "github_output"
    proc = job.run("--phase", "build", stage="host_ffi", env=job.env(GITHUB_OUTPUT=str(outputs)))
    assert proc.returncode == 0, proc.stdout + proc.stderr
    said = dict(line.split("=", 1) for line in outputs.read_text().splitlines())
    tip = job.remote_tip()
    assert said == {"ready": "true", "sha": tip}
    assert not (job.out / RESULT_FILE).exists()  # the attempt's result is the check job's, not this placeholder
    assert git(job.remote, "show", f"{tip}:{ffi}") == "// launcher"
    handoff = git(job.remote, "show", f"{tip}:tilebot/{OP}/attempts/host_ffi-1/handoff.json")
    assert json.loads(handoff)["message"] == "probe built"

    fresh = job.tmp / "gpu-runner"
    git(job.tmp, "clone", "-q", str(job.remote), str(fresh))
    git(fresh, "checkout", "-q", "--detach", tip)
    check = Job(job.tmp, job.remote, fresh, tip, job.probe)
    command = check.args("--phase", "check", stage="host_ffi", runner_class="gpu")
    env = check.env()  # a GPU runner: the stand-in GPU passes the job entry's GPU checks
    env |= {
        "PATH": f"{FAKE_GPU / 'bin'}{os.pathsep}{env['PATH']}",
        "PYTHONPATH": f"{env['PYTHONPATH']}{os.pathsep}{FAKE_GPU / 'site'}",
    }
    proc = subprocess.run(command, cwd=fresh, env=env, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert check.result().verdict == "ALL_PASS", check.result().message
    saw = json.loads((fresh / f"tilebot/{OP}/attempts/host_ffi-1/check_saw.json").read_text())
    assert json.loads(saw["handoff"]) == json.loads(handoff)
    assert check.result().cost.gpu_seconds > 0  # only the check job holds a GPU


def test_a_stage_s_job_commits_no_other_stage_s_file_in_the_run_directory(job: Job) -> None:
    """D's check runs the port's code (its Python wrapper, in D's tests) in the checkout. An edit of A's analysis
    (what D and E test and time), of the build D's build job committed (what E loads) and a deletion of C's diff are
    put back and fail D; E's timings it wrote are left out, so a retried E keeps none of them, and so is a file no
    stage claims (a check job commits only what it writes). D's correctness files are committed."""
    run = f"tilebot/{OP}"
    analysis, ir_diff = f"{run}/reference/analysis.json", f"{run}/generated/ir_diff.json"
    manifest = f"{run}/build/cdylib.json"
    job.sha = job.push_from_elsewhere(
        {analysis: '{"configs": ["c1", "c2"]}\n', ir_diff: "{}\n", manifest: '{"sha256": "built"}\n'},
        "A's, C's and D's build",
    )
    git(job.workspace, "fetch", "-q", "origin")
    git(job.workspace, "checkout", "-q", "--detach", job.sha)
    job.probe = {
        "verdict": "ALL_PASS",
        "files": {
            "reference/analysis.json": '{"configs": ["c1"]}\n',
            "perf/perf.json": '{"comparisons": [{"node": "c1", "ratio": 0.5}]}\n',
            "correctness/junit.xml": "<testsuites/>\n",
            "build/cdylib.json": '{"sha256": "swapped"}\n',
            "attempts/host_ffi-9/stage_result.json": "{}\n",  # another attempt's result: what a next one reads
            "notes.md": "no stage's\n",
        },
        "shell": [f"rm {ir_diff}"],
    }
    env = job.env()
    env |= {
        "PATH": f"{FAKE_GPU / 'bin'}{os.pathsep}{env['PATH']}",
        "PYTHONPATH": f"{env['PYTHONPATH']}{os.pathsep}{FAKE_GPU / 'site'}",
    }
    command = job.args("--phase", "check", stage="host_ffi", runner_class="gpu")
    proc = subprocess.run(command, cwd=job.workspace, env=env, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    tip = job.remote_tip()
    attempt = f"{run}/attempts/host_ffi-1"
    assert set(git(job.remote, "diff", "--name-only", job.sha, tip).splitlines()) == {
        f"{run}/correctness/junit.xml",
        *(f"{attempt}/{name}" for name in (RESULT_FILE, "stage_env.json", "stage_timeout.txt")),
    }
    assert (job.workspace / analysis).read_text() == '{"configs": ["c1", "c2"]}\n'  # put back
    assert (job.workspace / ir_diff).read_text() == "{}\n"
    result = job.result()
    [check] = result.validators
    assert (check.name, check.exit_code) == ("owned files", 1)
    assert analysis in check.output_tail and ir_diff in check.output_tail and manifest in check.output_tail
    assert (job.workspace / manifest).read_text() == '{"sha256": "built"}\n'
    assert result.metrics["not_committed"].value == 3  # perf/perf.json, notes.md, host_ffi-9's result


def test_only_a_stage_with_a_build_half_takes_a_phase(job: Job) -> None:
    proc = job.run("--phase", "build")
    assert proc.returncode == 2 and "has no build half" in proc.stderr
    assert not job.called.exists()


def test_a_job_may_give_its_stage_less_time_than_the_config_never_more(job: Job) -> None:
    given = job.workspace / f"tilebot/{OP}/attempts/analyze-1/stage_timeout.txt"
    configured = RunConfig().timeouts[Stage.ANALYZE]
    job.probe = {}
    local = ["--stage", "analyze", "--op", OP, "--run-dir", f"tilebot/{OP}", "--run-id", RUN_ID]  # no commit

    def run(*extra: str) -> subprocess.CompletedProcess[str]:
        command = [sys.executable, "-m", "tilebot.runner.job", *local, *extra]
        return subprocess.run(command, cwd=job.workspace, env=job.env(), capture_output=True, text=True, check=False)

    for flag, seconds in (("60", 60), (str(configured * 10), configured)):
        proc = run("--timeout", flag)
        assert proc.returncode == 0, proc.stderr
        assert int(given.read_text()) == seconds
    assert run("--timeout", "0").returncode == 2  # argparse's usage error


def test_nothing_the_stage_left_running_takes_part_in_the_push(job: Job) -> None:
    """A process the stage's code left behind (its own session, forked twice) could rewrite the job's own git config
    between the survey and the push: the job ends it first."""
    evil, tmp = job.tmp / "evil.git", job.tmp / "job-tmp"
    subprocess.run(["git", "init", "-q", "--bare", str(evil)], check=True)
    tmp.mkdir()
    job.probe = {"files": {"analysis.json": "{}\n"}, "leave_running": [str(evil), str(job.remote)]}
    proc = job.run(env=job.env(TMPDIR=str(tmp)))
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert git(evil, "for-each-ref") == ""
    assert git(job.remote, "rev-parse", f"{job.remote_tip()}^") == job.sha
    assert "ended 1 process(es) the stage left running" in proc.stderr
    assert not Path(f"/proc/{int(Path(f'{evil}.pid').read_text())}").exists()  # ended and reaped


def test_a_submodule_the_stage_made_a_repository_runs_nothing_of_the_job_s(job: Job) -> None:
    """The pinned commit holds a submodule; the stage makes its directory a repository whose config has a clean
    filter on every file. The job's git never looks inside."""
    seed = job.tmp / "seed"
    git(seed, "update-index", "--add", "--cacheinfo", f"160000,{job.sha},sub")
    (seed / ".gitmodules").write_text('[submodule "sub"]\n\tpath = sub\n\turl = ../sub.git\n')
    git(seed, "add", ".gitmodules")
    git(seed, "commit", "-qm", "a submodule")
    git(seed, "push", "-q", "origin", f"HEAD:refs/heads/{BRANCH}")
    job.sha = git(seed, "rev-parse", "HEAD")
    git(job.workspace, "fetch", "-q", "origin")
    git(job.workspace, "checkout", "-q", "--detach", job.sha)
    marker = job.tmp / "filter-ran"
    job.probe = {
        "files": {"analysis.json": "{}\n"},
        "shell": [
            "cd sub && git init -q && echo s > f && git add f && git -c user.name=e -c user.email=e@x commit -qm x"
            f" && git config filter.evil.clean 'touch {marker}; cat' && echo '* filter=evil' > .gitattributes"
            " && sleep 1.1 && touch f"  # the same size, a new mtime: git must read f, through the filter
        ],
    }
    proc = job.run()
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert git(job.remote, "rev-parse", f"{job.remote_tip()}^") == job.sha
    assert not marker.exists()


def test_a_branch_rewritten_while_the_stage_ran_gets_the_job_s_commit_alone(job: Job) -> None:
    """Someone force-pushed the run's branch meanwhile: the job replays its own commit onto the new tip, and none of
    the pinned commit's files come back with it."""
    rewrite = (
        f"git clone -q {job.remote} ../rewrite && cd ../rewrite && git checkout -q --orphan x"
        " && git rm -qf src/softmax.py && echo squashed > NOTES.md && git add -A"
        " && git -c user.name=m -c user.email=m@x commit -qm rewritten"
        f" && git push -q -f origin HEAD:refs/heads/{BRANCH}"
    )
    job.probe = {"files": {"analysis.json": "{}\n"}, "shell": [rewrite]}
    proc = job.run()
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert job.result().verdict == "PASS", job.result().message
    tip = job.remote_tip()
    assert git(job.remote, "log", "-1", "--format=%s", f"{tip}^") == "rewritten"
    changed = git(job.remote, "diff", "--name-only", f"{tip}^", tip).splitlines()
    assert changed and all(path.startswith(f"tilebot/{OP}/") for path in changed), changed
    assert "src/softmax.py" not in git(job.remote, "ls-tree", "-r", "--name-only", tip)


def test_a_job_whose_commit_the_remote_lacks_says_so(job: Job) -> None:
    (job.workspace / "NOTE").write_text("local\n")
    git(job.workspace, "add", "NOTE")
    git(job.workspace, "commit", "-qm", "local only")
    job.probe = {"files": {"analysis.json": "{}\n"}}
    args = job.args(actions=False)
    del args[args.index("--sha") : args.index("--sha") + 2]
    proc = subprocess.run(args, cwd=job.workspace, env=job.env(), capture_output=True, text=True, check=False)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    result = job.result()
    assert result.classification == "env" and "the commit the job started from" in result.message, result.message
    assert "is not on the remote" in result.message and job.remote_tip() == job.sha


@pytest.fixture
def over_http(job: Job) -> Iterator[GitHttpServer]:
    """The remote served over git's smart HTTP, as GitHub serves it, a push taken only with the push token."""
    with serve_git(job.tmp, token=SECRETS["TILEBOT_PUSH_TOKEN"]) as server:
        job.remote_url = server.url + job.remote.name
        yield server


def test_a_fetch_or_push_the_network_or_server_failed_is_tried_again(job: Job, over_http: GitHttpServer) -> None:
    """A 502 on the job's check of the pinned commit, and a push that landed but whose answer was lost."""
    over_http.fail_next("git-upload-pack", 502)
    over_http.fail_next("git-receive-pack", DROP_AFTER, method="POST")
    job.probe = {"files": {"analysis.json": "{}\n"}}
    proc = job.run()
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert job.result().verdict == "PASS", job.result().message
    tip = job.remote_tip()
    assert git(job.remote, "rev-parse", f"{tip}^") == job.sha
    assert git(job.remote, "show", f"{tip}:tilebot/{OP}/analysis.json") == "{}"
    assert over_http.faults == []  # both faults were met, and the job went on past them
    assert len([r for r in over_http.served("git-receive-pack") if r.method == "POST"]) == 2
    assert all(r.authorized for r in over_http.requests)  # the token went with every try


@pytest.mark.parametrize("phase", ["all", "build"])
def test_a_remote_down_on_every_try_blocks_the_job_with_git_s_reason(
    job: Job, over_http: GitHttpServer, phase: str
) -> None:
    over_http.fail_next("git-receive-pack", 503, 503)
    job.probe = {"files": {"analysis.json": "{}\n"}, "handoff": phase == "build"}
    stage, extra = ("host_ffi", ("--phase", "build")) if phase == "build" else ("analyze", ())
    proc = job.run(*extra, "--remote-retries", "1", stage=stage)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    result = job.result()
    assert (result.verdict, result.classification) == ("BLOCKED", "env")
    what = "the build" if phase == "build" else "outputs"
    assert f"could not publish {what} to {BRANCH}, the remote unreachable" in result.message
    assert "returned error: 503" in result.message and "each of 2 tries" in result.message, result.message
    if phase == "all":
        assert len(over_http.served("git-receive-pack")) == 2 and job.remote_tip() == job.sha
    else:  # no build was handed on; the job then published the BLOCKED result, the remote back up
        tip = job.remote_tip()
        committed = git(job.remote, "show", f"{tip}:tilebot/{OP}/attempts/host_ffi-1/{RESULT_FILE}")
        assert parse_stage_result(committed).verdict == "BLOCKED"


def test_the_start_commit_s_fetch_failing_on_the_server_is_not_taken_for_a_missing_commit(
    job: Job, over_http: GitHttpServer
) -> None:
    over_http.fail_next("git-upload-pack", *[PASS] * len(_fetch_requests(job, over_http)), 503, 503)
    job.probe = {"files": {"analysis.json": "{}\n"}}
    proc = job.run("--remote-retries", "1")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    result = job.result()
    assert result.classification == "env" and "each of 2 tries" in result.message, result.message
    assert "not on the remote" not in result.message and job.remote_tip() == job.sha


def test_a_start_commit_the_server_refuses_to_send_is_not_taken_for_a_missing_one(
    job: Job, over_http: GitHttpServer
) -> None:
    over_http.fail_next("git-upload-pack", *[PASS] * len(_fetch_requests(job, over_http)), 403)
    job.probe = {"files": {"analysis.json": "{}\n"}}
    proc = job.run()
    assert proc.returncode == 0, proc.stdout + proc.stderr
    result = job.result()
    assert result.classification == "env" and "could not be fetched from the remote" in result.message
    assert "returned error: 403" in result.message and len(over_http.served("git-upload-pack")) == 5


def _fetch_requests(job: Job, server: GitHttpServer) -> list[Request]:
    """The requests of one fetch of the run's branch, as the job's check of the pinned commit makes them."""
    before = len(server.served("git-upload-pack"))
    git(job.workspace, "fetch", "-q", "--no-tags", str(job.remote_url), f"refs/heads/{BRANCH}")
    return server.served("git-upload-pack")[before:]


@pytest.mark.parametrize("method", ["GET", "POST"])
def test_what_the_remote_refuses_is_not_tried_again(job: Job, over_http: GitHttpServer, method: str) -> None:
    """On the POST, git follows the 403 with the disconnect it caused: still a refusal."""
    over_http.fail_next("git-receive-pack", 403, method=method)
    job.probe = {"files": {"analysis.json": "{}\n"}}
    proc = job.run()
    assert proc.returncode == 0, proc.stdout + proc.stderr
    result = job.result()
    assert result.classification == "env" and "push refused" in result.message and "403" in result.message
    assert len([r for r in over_http.served("git-receive-pack") if r.method == method]) == 1
    assert job.remote_tip() == job.sha


def test_a_push_that_landed_is_pushed_though_someone_pushed_on_top_before_the_job_looked(
    job: Job, over_http: GitHttpServer
) -> None:
    """The push's answer is lost; before the job looks, a maintainer's commit is already on top of the job's."""
    hook = job.remote / "hooks" / "post-receive"
    hook.write_text(
        "#!/bin/sh\n"
        "[ -e ../maintainer-pushed ] && exit 0\n"
        f"tip=$(git rev-parse refs/heads/{BRANCH})\n"
        "theirs=$(GIT_AUTHOR_NAME=maintainer GIT_AUTHOR_EMAIL=m@x GIT_COMMITTER_NAME=maintainer "
        'GIT_COMMITTER_EMAIL=m@x git commit-tree "$tip^{tree}" -p "$tip" -m "maintainer on top")\n'
        f'git update-ref refs/heads/{BRANCH} "$theirs" && touch ../maintainer-pushed\n'
    )
    hook.chmod(0o755)
    over_http.fail_next("git-receive-pack", DROP_AFTER, method="POST")
    job.probe = {"files": {"analysis.json": "{}\n"}}
    proc = job.run()
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert job.result().verdict == "PASS", job.result().message
    tip = job.remote_tip()
    assert git(job.remote, "log", "--format=%an", f"{job.sha}..{tip}").splitlines() == ["maintainer", BOT_NAME]
    assert over_http.faults == []
