"""End to end: a `/translate` comment on GitHub (the test server) to a ready pull request, with real
PyGithub, the real service on uvicorn, real git, and the real runner entry playing scripted stages."""

from __future__ import annotations

import subprocess
import time
from typing import Any

from tests.github.actions_sim import ActionsRunner, ScriptedStages
from tests.github.conftest import BotHandle
from tests.github.fake import BOT_LOGIN, FakeGitHub, RepoState
from tests.github.real_reports import benchmark
from tilebot.bot.store import RunState

HAPPY = {
    "analyze": [{"verdict": "PASS"}],
    "write_kernel": [{"verdict": "COMPILED"}],
    "ir_check": [{"verdict": "PASS"}],
    "host_ffi": [{"verdict": "ALL_PASS"}],
    "perf": [{"verdict": "DONE", "benchmark": benchmark().model_dump(mode="json")}],  # stage E's own writer
}
STAGES = ["preflight", "analyze", "write_kernel", "ir_check", "host_ffi", "perf"]


def git(repo: RepoState, *args: str) -> str:
    return subprocess.run(
        ["git", "-C", str(repo.bare), *args], capture_output=True, text=True, check=True
    ).stdout.strip()


def status_comments(repo: RepoState, number: int) -> list[dict[str, Any]]:
    return [c for c in repo.comments.values() if c["issue"] == number and "<!-- tilebot:status:" in c["body"]]


def stage_checks(repo: RepoState) -> list[dict[str, Any]]:
    return [c for c in repo.check_runs.values() if c["name"].startswith("tilebot / ")]


def bot_replies(repo: RepoState, number: int) -> list[str]:
    return [c["body"] for c in repo.comments.values() if c["issue"] == number and c["user"] == BOT_LOGIN]


def reactions(repo: RepoState, comment_id: int) -> list[str]:
    return [r["content"] for r in repo.reactions.get(comment_id, [])]


def test_translate_comment_runs_every_stage_to_a_ready_pull_request(
    fake: FakeGitHub, target: RepoState, stages: ScriptedStages, runner: ActionsRunner, bot: BotHandle
) -> None:
    stages.play(**HAPPY)
    main_head = git(target, "rev-parse", "refs/heads/main")
    issue = fake.open_issue(target, "Port softmax to cuTile Rust", login="maintainer")
    started = time.monotonic()
    comment_id, response = fake.comment(
        target, issue, "Please port it:\n\n/translate softmax --reference cutile\n", login="maintainer"
    )
    assert response is not None and response.status_code == 202 and time.monotonic() - started < 2.0

    run = bot.wait_finished()
    assert run.state is RunState.COMPLETE and run.succeeded is True
    assert run.base_sha == main_head and run.options == {"reference": "cutile"}
    assert [a.stage.value for a in bot.store.attempts(run.id)] == STAGES
    assert stages.calls() == [f"{s}-1" for s in STAGES]

    # The branch: from main's head, the request commit, then one commit per stage pushed by the jobs.
    assert git(target, "merge-base", run.branch, "main") == main_head
    log = git(target, "log", "--format=%s", f"{main_head}..{run.branch}").splitlines()
    assert len(log) == len(STAGES) + 1 and log[-1].startswith(f"tilebot: start run {run.id}")
    assert '"reference": "cutile"' in git(target, "show", f"{run.branch}:tilebot/softmax/request.json")

    # The pull request: drafted, linked to the issue, then marked ready for review.
    pr_number = run.forge_refs["pr"]
    pr = target.pulls[pr_number]
    assert pr["head"] == run.branch and pr["base"] == "main" and pr["draft"] is False
    assert f"Requested in #{issue}." in pr["body"]

    # One status comment, edited in place; then one final comment.
    statuses = status_comments(target, pr_number)
    assert len(statuses) == 1 and statuses[0]["user"] == BOT_LOGIN and statuses[0].get("edits", 0) >= 5
    body = statuses[0]["body"]
    assert "passed every gate" in body and body.count("| E perf |") == 1
    bench, row = benchmark(), benchmark().configs[-1]
    assert bench.geomean is not None and f"Geomean ratio {bench.geomean:.3f}" in body
    assert f"| {row.config} | {row.reference_us:.2f} | {row.candidate_us:.2f} | {row.ratio:.3f} |" in body
    assert "[job](" in body and "/actions/runs/" in body
    finals = [b for b in bot_replies(target, pr_number) if "<!-- tilebot:final:" in b]
    assert len(finals) == 1 and "ready for review" in finals[0]

    # The command: acknowledged (eyes), answered once, and marked dispatched (rocket).
    assert reactions(target, comment_id) == ["eyes", "rocket"]
    replies = bot_replies(target, issue)
    assert len(replies) == 1 and f"run `{run.id}`" in replies[0] and f"draft PR #{pr_number}" in replies[0]

    # One check run per stage attempt, queued -> in_progress -> completed, plus the outcome on the final head.
    checks = stage_checks(target)
    assert sorted(c["name"] for c in checks) == sorted(
        f"tilebot / {label}"
        for label in ("preflight", "A analyze", "B write kernel", "C IR check", "D host/FFI", "E perf")
    )
    assert all(c["history"] == ["queued", "in_progress", "completed"] and c["conclusion"] == "success" for c in checks)
    summary = [c for c in target.check_runs.values() if c["name"] == "tilebot"]
    assert len(summary) == 1 and summary[0]["conclusion"] == "success"
    assert summary[0]["head_sha"] == git(target, "rev-parse", f"refs/heads/{run.branch}")

    # Each dispatch: from the default branch (trusted YAML), pinned to the branch head at that moment.
    dispatches = fake.calls_of("actions/create-workflow-dispatch")
    assert len(dispatches) == len(STAGES) and all(
        d.body["ref"] == "main" and d.body["return_run_details"] is True for d in dispatches
    )
    pinned = [d.body["inputs"]["sha"] for d in dispatches]
    heads = git(target, "log", "--format=%H", "--reverse", f"{main_head}..{run.branch}").splitlines()
    assert pinned == heads[: len(STAGES)]

    # One installation token served the whole run.
    assert len(fake.calls_of("apps/create-installation-access-token")) == 1
    assert bot.bot is not None and bot.bot.metrics.github_errors._metrics == {}
