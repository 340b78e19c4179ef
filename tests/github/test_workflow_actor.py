"""A stage workflow that lists another App's bot user: GitHub skips every job, and tilebot says why and how to
fix it instead of reporting only that no result came back."""

from __future__ import annotations

import subprocess
from pathlib import Path

from tests.github.actions_sim import SIMULATED_INSTALL, ActionsRunner, ScriptedStages
from tests.github.conftest import BotHandle
from tests.github.fake import BOT_LOGIN, FakeGitHub, RepoState
from tilebot.bot.stage_workflow import WORKFLOW_PATH, render_workflow
from tilebot.bot.store import RunState
from tilebot.core.config import RunConfig


def push_workflow(target: RepoState, tmp_path: Path, text: str) -> None:
    work = tmp_path / "maintainer"
    subprocess.run(["git", "clone", "-q", str(target.bare), str(work)], check=True)
    (work / WORKFLOW_PATH).write_text(text)
    env = ["-c", "user.name=m", "-c", "user.email=m@example.invalid"]
    subprocess.run(["git", "-C", str(work), *env, "commit", "-qam", "stage workflow from tilebot init"], check=True)
    subprocess.run(["git", "-C", str(work), "push", "-q", "origin", "HEAD:refs/heads/main"], check=True)


def test_a_workflow_for_another_app_gets_skipped_and_the_status_says_how_to_fix_it(
    fake: FakeGitHub,
    target: RepoState,
    stages: ScriptedStages,
    runner: ActionsRunner,
    bot: BotHandle,
    tmp_path: Path,
) -> None:
    assert BOT_LOGIN != "tilebot[bot]"  # the test App has its own slug, as any real installation would
    push_workflow(
        target, tmp_path, render_workflow(RunConfig(), install=SIMULATED_INSTALL, allowed_actors=("tilebot[bot]",))
    )
    stages.play()
    issue = fake.open_issue(target, "Port softmax", login="maintainer")
    fake.comment(target, issue, "/translate softmax", login="maintainer")

    run = bot.wait_finished()
    assert run.state is RunState.STOPPED and stages.calls() == []  # no job ran
    [attempt] = bot.store.attempts(run.id)
    assert attempt.result is not None and (attempt.result.verdict, attempt.result.classification) == (
        "BLOCKED",
        "env",
    )
    status = next(c["body"] for c in target.comments.values() if "<!-- tilebot:status:" in c["body"])
    assert "GitHub skipped the preflight job" in status
    assert f"tilebot init --allowed-actor '{BOT_LOGIN}' --force" in status


def test_the_workflow_init_writes_for_this_app_runs_its_jobs(
    fake: FakeGitHub,
    target: RepoState,
    stages: ScriptedStages,
    runner: ActionsRunner,
    bot: BotHandle,
    tmp_path: Path,
) -> None:
    """The same check passes once the workflow lists the App's own bot user (the fix the status names)."""
    push_workflow(
        target, tmp_path, render_workflow(RunConfig(), install=SIMULATED_INSTALL, allowed_actors=(BOT_LOGIN,))
    )
    stages.play(analyze=[{"verdict": "FAIL_FIXABLE"}])
    issue = fake.open_issue(target, "Port softmax", login="maintainer")
    fake.comment(target, issue, "/translate softmax", login="maintainer")

    run = bot.wait_finished()
    assert stages.calls() == ["preflight-1", "analyze-1"]
    assert [a.result.verdict for a in bot.store.attempts(run.id) if a.result] == ["PASS", "FAIL_FIXABLE"]
