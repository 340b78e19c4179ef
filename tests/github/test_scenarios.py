"""What goes wrong in production, each through the real path: duplicates, reordering, restarts, lost
webhooks, forged or unauthorized commands, cancels and retries, GitHub failing and rate limiting."""

from __future__ import annotations

import json
import time
import uuid
from collections.abc import Callable

import httpx
import pytest

from tests.github.actions_sim import ORDER, ActionsRunner, ScriptedStages
from tests.github.conftest import BotHandle
from tests.github.fake import BOT_LOGIN, FakeGitHub, RepoState
from tests.github.real_reports import benchmark, wrong_rank_ir_diff
from tests.github.test_e2e import HAPPY, STAGES, bot_replies, git, reactions, stage_checks, status_comments
from tilebot.bot.store import AttemptStatus, RunState
from tilebot.core.junit import Case, to_xml

manual = pytest.mark.manual_jobs
TESTS = "tests/ops/test_softmax.py"


def translate(
    fake: FakeGitHub, target: RepoState, body: str = "/translate softmax", login: str = "maintainer"
) -> tuple[int, int, httpx.Response | None]:
    issue = fake.open_issue(target, "Port softmax", login="maintainer")
    comment_id, response = fake.comment(target, issue, body, login=login)
    return issue, comment_id, response


def step(runner: ActionsRunner, bot: BotHandle, expected_stage: str, **knobs: object) -> None:
    job = runner.next_job()
    assert job.stage == expected_stage
    runner.run(job, **knobs)  # type: ignore[arg-type]
    bot.idle()


def start_run(fake: FakeGitHub, target: RepoState, stages: ScriptedStages, bot: BotHandle) -> None:
    """The usual start: every stage scripted to pass, `/translate softmax` commented, preflight's job dispatched."""
    stages.play(**HAPPY)
    translate(fake, target)
    bot.idle()


def start_analyze(
    fake: FakeGitHub, target: RepoState, stages: ScriptedStages, runner: ActionsRunner, bot: BotHandle
) -> None:
    """The usual start, preflight run, and A's job taken by a runner (in progress)."""
    start_run(fake, target, stages, bot)
    step(runner, bot, "preflight")
    runner.start(runner.next_job())
    bot.idle()


@manual
def test_duplicate_deliveries_change_nothing(
    fake: FakeGitHub, target: RepoState, stages: ScriptedStages, runner: ActionsRunner, bot: BotHandle
) -> None:
    stages.play(**HAPPY)
    issue = fake.open_issue(target, "Port softmax", login="maintainer")
    _, first = fake.comment(target, issue, "/translate softmax", login="maintainer")
    assert first is not None and first.status_code == 202
    payload = fake.webhooks[-1]["payload"]
    # GitHub's redelivery keeps the delivery id: acknowledged, ignored.
    again = fake.send_webhook("issue_comment", payload, delivery=fake.webhooks[-1]["delivery"])
    assert again is not None and again.status_code == 200 and again.json()["outcome"] == "duplicate"
    # The same comment under another delivery id (a second subscription): keyed by the comment, a duplicate.
    other = fake.send_webhook("issue_comment", payload, delivery=str(uuid.uuid4()))
    assert other is not None and other.status_code == 200 and other.json()["outcome"] == "duplicate"
    bot.idle()
    assert len(bot.runs()) == 1 and len(bot_replies(target, issue)) == 1
    # A duplicated job completion: the result is recorded once and A is dispatched once.
    step(runner, bot, "preflight", duplicate_completed=True)
    run = bot.only_run()
    assert [(a.stage.value, a.status) for a in bot.store.attempts(run.id)] == [
        ("preflight", AttemptStatus.FINISHED),
        ("analyze", AttemptStatus.DISPATCHED),
    ]
    assert len(fake.calls_of("actions/create-workflow-dispatch")) == 2
    assert runner.next_job().stage == "analyze" and runner.no_job()


@manual
def test_out_of_order_events_leave_the_check_completed(
    fake: FakeGitHub, target: RepoState, stages: ScriptedStages, runner: ActionsRunner, bot: BotHandle
) -> None:
    start_run(fake, target, stages, bot)
    # Completion arrives first; the job's and the run's in_progress come late.
    step(runner, bot, "preflight", order=["job_completed", "run_completed", "run_in_progress", "job_in_progress"])
    preflight = next(c for c in stage_checks(target) if c["name"] == "tilebot / preflight")
    assert preflight["history"] == ["queued", "completed"] and preflight["conclusion"] == "success"
    assert runner.next_job().stage == "analyze" and runner.no_job()


@manual
def test_restart_mid_run_picks_up_the_result_and_the_status_comment(
    fake: FakeGitHub, target: RepoState, stages: ScriptedStages, runner: ActionsRunner, bot: BotHandle
) -> None:
    start_run(fake, target, stages, bot)
    step(runner, bot, "preflight")
    job = runner.next_job()
    assert job.stage == "analyze"
    bot.stop()  # the service goes down while A runs; A's webhooks find nobody (GitHub does not retry them)
    runner.run(job)
    assert all(
        not w["sent"]
        for w in fake.webhooks
        if w["event"].startswith("workflow_")
        and w["delivery"] in {str(uuid.uuid5(uuid.NAMESPACE_URL, f"{job.run['id']}/{n}")) for n in ORDER}
    )
    status_posts_before = len([c for c in fake.calls_of("issues/create-comment") if "tilebot:status" in c.body["body"]])
    bot.start()  # a new process: nothing in memory, the same store
    bot.idle()
    assert runner.next_job().stage == "write_kernel"
    run = bot.only_run()
    assert [a.stage.value for a in bot.store.attempts(run.id)] == ["preflight", "analyze", "write_kernel"]
    # The status comment was found again by its marker and edited, not posted a second time.
    statuses = status_comments(target, run.forge_refs["pr"])
    assert len(statuses) == 1 and "A analyze" in statuses[0]["body"]
    assert (
        len([c for c in fake.calls_of("issues/create-comment") if "tilebot:status" in c.body["body"]])
        == status_posts_before
        == 1
    )


@manual
def test_a_deleted_status_comment_is_posted_again(
    fake: FakeGitHub, target: RepoState, stages: ScriptedStages, runner: ActionsRunner, bot: BotHandle
) -> None:
    """Someone deletes the run's status comment: the edit the bot remembered it for answers 404, so the comment is
    looked up by its marker and, none being there, posted again, and the run goes on."""
    start_run(fake, target, stages, bot)
    pr = bot.only_run().forge_refs["pr"]
    (status,) = status_comments(target, pr)
    del target.comments[status["id"]]
    step(runner, bot, "preflight")
    step(runner, bot, "analyze")
    assert runner.next_job().stage == "write_kernel"
    (again,) = status_comments(target, pr)
    assert again["id"] != status["id"] and "A analyze" in again["body"]
    edits = [c.status for c in fake.calls_of("issues/update-comment")]
    assert edits.count(404) == 1 and edits[-1] == 200  # the new comment is the one edited from then on


@manual
def test_lost_webhook_is_repaired_by_the_reconciler(
    fake: FakeGitHub, target: RepoState, stages: ScriptedStages, runner: ActionsRunner, bot: BotHandle
) -> None:
    start_run(fake, target, stages, bot)
    step(runner, bot, "preflight", drop=ORDER)  # every webhook of the job lost
    assert runner.no_job(), "nothing can move without the completion event"
    assert bot.bot is not None
    bot.bot.service.reconcile_soon()
    bot.idle()
    assert runner.next_job().stage == "analyze"
    run = bot.only_run()
    preflight = bot.store.attempts(run.id)[0]
    assert (
        preflight.status is AttemptStatus.FINISHED
        and preflight.result is not None
        and preflight.result.verdict == "PASS"
    )
    assert bot.bot.metrics.repairs.labels("collected")._value.get() == 1


def test_bad_or_missing_signature_is_refused(fake: FakeGitHub, target: RepoState, bot: BotHandle) -> None:
    issue = fake.open_issue(target, "Port softmax", login="maintainer")
    fake.comment(target, issue, "/translate softmax", login="maintainer", deliver=False)
    payload = fake.webhooks[-1]["payload"]
    forged = fake.send_webhook("issue_comment", payload, secret=b"not-the-secret")
    assert forged is not None and forged.status_code == 401
    assert fake.webhook_url is not None
    unsigned = httpx.post(
        fake.webhook_url,
        content=b"{}",
        headers={"X-GitHub-Event": "issue_comment", "X-GitHub-Delivery": str(uuid.uuid4())},
    )
    assert unsigned.status_code == 401
    bot.idle()
    assert bot.runs() == [] and bot_replies(target, issue) == []


def test_commenter_without_write_permission_gets_a_polite_refusal(
    fake: FakeGitHub, target: RepoState, bot: BotHandle
) -> None:
    issue, comment_id, _ = translate(fake, target, login="outsider")
    bot.idle()
    assert bot.runs() == []
    (reply,) = bot_replies(target, issue)
    assert "write, maintain or admin" in reply and "you have read" in reply
    assert reactions(target, comment_id) == ["eyes", "confused"]
    assert git(target, "branch", "--list", "tilebot/*") == ""
    # Triage is not enough either; admin is.
    fake.comment(target, issue, "/status", login="triager")
    fake.comment(target, issue, "/status", login="admin-person")
    bot.idle()
    replies = bot_replies(target, issue)
    assert "you have triage" in replies[1] and "No run was started from this thread" in replies[2]


def test_comments_by_bots_are_never_commands(fake: FakeGitHub, target: RepoState, bot: BotHandle) -> None:
    issue = fake.open_issue(target, "Port softmax", login="maintainer")
    for login in (BOT_LOGIN, "renovate[bot]"):
        _, response = fake.comment(target, issue, "/translate softmax", login=login, kind="Bot")
        assert response is not None and response.json()["outcome"] == "ignored"
    # Commands quoted, in code or in an HTML comment are not commands either: a quoted line or one in an HTML comment
    # starts with something else and is no command whatever the Markdown, so the acknowledgement ignores it; one in
    # code is told apart by reading the Markdown, which a worker does after the acknowledgement, and answers nothing.
    _, response = fake.comment(target, issue, "> /translate softmax\n<!-- /cancel -->", login="maintainer")
    assert response is not None and response.json()["outcome"] == "ignored"
    _, response = fake.comment(
        target, issue, "> /translate softmax\n```\n/translate softmax\n```\n<!-- /cancel -->", login="maintainer"
    )
    assert response is not None and response.json()["outcome"] == "queued"
    bot.idle()
    assert bot.runs() == []
    assert [c["body"] for c in target.comments.values() if c["user"] == BOT_LOGIN] == [
        "/translate softmax"
    ]  # its own, no reply
    assert all(not r for r in target.reactions.values())


def test_unknown_op_and_malformed_commands_get_usage(fake: FakeGitHub, target: RepoState, bot: BotHandle) -> None:
    issue, comment_id, _ = translate(
        fake, target, body="/translate nosuchop\n/translate softmax --reference cuda\n/frobnicate"
    )
    bot.idle()
    assert bot.runs() == []
    (reply,) = bot_replies(target, issue)
    assert "Unknown op `nosuchop`" in reply and "Ops there: `silu_and_mul`, `softmax`." in reply
    assert "`--reference cuda`: choose one of cutile, triton, auto" in reply
    assert "unknown command `/frobnicate`" in reply and "Usage:" in reply and "/translate OP [OP...]" in reply
    assert reactions(target, comment_id) == ["eyes", "confused"]


def test_an_op_typed_wrong_gets_the_one_meant(fake: FakeGitHub, target: RepoState, bot: BotHandle) -> None:
    """A typo got the op list alone and a capital no hint at all, where `tilebot translate --local` names the op."""
    issue, _, _ = translate(fake, target, body="/translate softmx\n/translate Softmax")
    bot.idle()
    assert bot.runs() == []
    (reply,) = bot_replies(target, issue)
    assert "Did you mean `softmax`? Ops there: `silu_and_mul`, `softmax`." in reply, reply
    assert (
        "`Softmax` is not an op name (lowercase letters, digits and _, starting with a letter); did you mean "
        "`softmax`?" in reply
    )


def test_help_lists_every_command(fake: FakeGitHub, target: RepoState, bot: BotHandle) -> None:
    issue, comment_id, _ = translate(fake, target, body="/help")
    bot.idle()
    (reply,) = bot_replies(target, issue)
    for command in ("/translate OP", "/cancel", "/retry [STAGE]", "/status", "/help"):
        assert command in reply
    assert reactions(target, comment_id) == ["eyes", "+1"]


@manual
def test_cancel_during_a_stage_stops_the_job_and_a_late_result_changes_nothing(
    fake: FakeGitHub, target: RepoState, stages: ScriptedStages, runner: ActionsRunner, bot: BotHandle
) -> None:
    start_run(fake, target, stages, bot)
    step(runner, bot, "preflight")
    job = runner.next_job()
    runner.start(job)  # A is running
    bot.idle()
    run = bot.only_run()
    pr = run.forge_refs["pr"]
    analyze = next(c for c in stage_checks(target) if c["name"] == "tilebot / A analyze")
    assert analyze["status"] == "in_progress" and analyze["details_url"].endswith(
        f"/actions/runs/{job.run['id']}/job/{job.run['job_id']}"
    )
    fake.comment(target, pr, "/cancel", login="maintainer")
    bot.idle()
    run = bot.only_run()
    assert run.state is RunState.CANCELLED and "maintainer" in run.reason
    assert [c.path for c in fake.calls_of("actions/cancel-workflow-run")] == [
        f"/repos/{target.full_name}/actions/runs/{job.run['id']}/cancel"
    ]
    assert analyze["conclusion"] == "cancelled"
    runner.run(job)  # the runner stops the job; its completion arrives after the cancel
    bot.idle()
    assert analyze["conclusion"] == "cancelled" and runner.no_job()
    assert bot.only_run().state is RunState.CANCELLED
    assert any("was cancelled" in b for b in bot_replies(target, pr))
    assert "**Cancelled.**" in status_comments(target, pr)[0]["body"]


def test_retry_d_after_an_environment_failure_completes_the_run(
    fake: FakeGitHub, target: RepoState, stages: ScriptedStages, runner: ActionsRunner, bot: BotHandle
) -> None:
    stages.play(**{**HAPPY, "host_ffi": [{"verdict": "BLOCKED", "classification": "env"}, {"verdict": "ALL_PASS"}]})
    translate(fake, target)
    run = bot.wait_finished()
    assert run.state is RunState.STOPPED and run.succeeded is False
    pr = run.forge_refs["pr"]
    final = next(b for b in bot_replies(target, pr) if "tilebot:final" in b)
    assert "D host/FFI `BLOCKED`" in final and "runner environment" in final
    assert target.pulls[pr]["draft"] is True
    fake.comment(target, pr, "/retry D", login="maintainer")
    bot.idle()
    run = bot.wait_finished()
    assert run.state is RunState.COMPLETE and run.succeeded is True
    assert [f"{a.stage.value}-{a.attempt}" for a in bot.store.attempts(run.id)] == [
        *(f"{s}-1" for s in STAGES[:-1]),
        "host_ffi-2",
        "perf-1",
    ]
    d_checks = [c for c in stage_checks(target) if c["name"] == "tilebot / D host/FFI"]
    assert [c["conclusion"] for c in d_checks] == ["failure", "success"]
    assert target.pulls[pr]["draft"] is False
    assert any("Retrying D host/FFI" in b for b in bot_replies(target, pr))
    # The retried run's end is closed out anew: a final comment and an outcome check that say it passed.
    finals = [b for b in bot_replies(target, pr) if "tilebot:final" in b]
    assert len(finals) == 2 and "passed every gate" in finals[-1]
    outcomes = [c["conclusion"] for c in target.check_runs.values() if c["name"] == "tilebot"]
    assert outcomes == ["failure", "success"]


def test_the_outcome_check_shows_a_stage_s_message_as_text(
    fake: FakeGitHub, target: RepoState, stages: ScriptedStages, runner: ActionsRunner, bot: BotHandle
) -> None:
    """The run's reason carries a stage's message as it wrote it (a crash's exception names code): the outcome check
    shows it as the status comment does, no tag of it dropped as HTML, no mention pinging a team."""
    crash = "stage crashed: TypeError: <lambda>() missing 'out' (see <details> in traceback.txt) cc @nvidia/cutile"
    stages.play(**{**HAPPY, "host_ffi": [{"verdict": "BLOCKED", "classification": "env", "message": crash}]})
    translate(fake, target)
    run = bot.wait_finished()
    assert run.state is RunState.STOPPED and crash in (run.reason or "")
    (outcome,) = [c for c in target.check_runs.values() if c["name"] == "tilebot"]
    summary = outcome["output"]["summary"]
    assert "&lt;lambda>()" in summary and "&lt;details>" in summary and "<lambda>" not in summary
    assert "@nvidia" not in summary and "@\u2060nvidia/cutile" in summary


def test_github_502_is_retried_for_reads_but_never_blindly_for_posts(
    fake: FakeGitHub, target: RepoState, stages: ScriptedStages, runner: ActionsRunner, bot: BotHandle
) -> None:
    stages.play(**HAPPY)
    fake.inject("repos/get-branch", 502, message="Server Error")
    fake.inject("checks/create", 502, message="Server Error")
    translate(fake, target)
    run = bot.wait_finished()
    assert run.succeeded is True
    assert [c.status for c in fake.calls_of("repos/get-branch")][:2] == [502, 200]  # a GET: retried at once
    # A POST answered 502 may have been performed: not sent again; the check run is created with the result.
    created = fake.calls_of("checks/create")
    first_dispatch = fake.calls_of("actions/create-workflow-dispatch")[0]
    assert created[0].status == 502 and created[0].at < first_dispatch.at < created[1].at
    assert bot.bot is not None and bot.bot.metrics.github_retries.labels("502")._value.get() == 1


def test_secondary_rate_limit_waits_for_retry_after(
    fake: FakeGitHub, target: RepoState, stages: ScriptedStages, runner: ActionsRunner, bot: BotHandle
) -> None:
    stages.play(**HAPPY)
    fake.inject(
        "issues/update-comment",
        403,
        headers={"Retry-After": "1"},
        message="You have exceeded a secondary rate limit. Please wait a few minutes before you try again.",
    )
    translate(fake, target)
    run = bot.wait_finished()
    assert run.succeeded is True
    first, second = fake.calls_of("issues/update-comment")[:2]
    assert (first.status, second.status) == (403, 200)
    assert second.at - first.at >= 0.95, "the retry came before Retry-After"


def test_primary_rate_limit_waits_for_the_reset(
    fake: FakeGitHub, target: RepoState, stages: ScriptedStages, runner: ActionsRunner, bot: BotHandle
) -> None:
    stages.play(**HAPPY)
    reset = str(int(time.time()) + 2)
    fake.inject(
        "checks/update",
        403,
        headers={"X-RateLimit-Remaining": "0", "X-RateLimit-Reset": reset},
        message="API rate limit exceeded for installation ID 4242.",
    )
    translate(fake, target)
    run = bot.wait_finished()
    assert run.succeeded is True
    first, second = fake.calls_of("checks/update")[:2]
    assert first.status == 403 and second.status == 200 and time.time() >= int(reset)


def test_enterprise_server_without_run_details_correlates_by_run_name(
    fake: FakeGitHub, target: RepoState, stages: ScriptedStages, runner: ActionsRunner, bot: BotHandle
) -> None:
    stages.play(**HAPPY)
    fake.ghes_without_run_details = True
    translate(fake, target)
    run = bot.wait_finished()
    assert run.succeeded is True
    dispatches = fake.calls_of("actions/create-workflow-dispatch")
    assert (
        dispatches[0].status == 422
        and all(d.status == 204 for d in dispatches[1:])
        and len(dispatches) == len(STAGES) + 1
    )
    assert all("return_run_details" not in d.body for d in dispatches[2:])
    ids = {a.external_id for a in bot.store.attempts(run.id)}
    assert ids == {str(wr["id"]) for wr in target.workflow_runs.values()}


def test_translate_on_tilebots_own_pull_request_starts_a_run_with_its_own_request(
    fake: FakeGitHub, target: RepoState, stages: ScriptedStages, runner: ActionsRunner, bot: BotHandle
) -> None:
    """The new run's branch starts at the PR's head, which holds the first run's request.json: taken for this run's
    own (committed before a restart), nothing was committed, GitHub refused the PR for lack of a difference, and the
    delivery was retried until it gave up."""
    stages.play(**HAPPY)
    translate(fake, target)
    first = bot.wait_finished()
    stages.play(**HAPPY)
    fake.comment(target, first.forge_refs["pr"], "/translate softmax", login="maintainer")
    bot.idle()
    second = next((r for r in bot.runs() if r.id != first.id), None)
    assert second is not None, bot_replies(target, first.forge_refs["pr"])
    assert second.active and second.forge_refs["pr"] != first.forge_refs["pr"], second.reason
    request = json.loads(git(target, "show", f"{second.branch}:tilebot/softmax/request.json"))
    assert request["run_id"] == second.id
    assert git(target, "log", "-1", "--format=%s", second.branch) == f"tilebot: start run {second.id} (softmax)"


def test_no_run_for_a_pull_request_from_a_fork(fake: FakeGitHub, target: RepoState, bot: BotHandle) -> None:
    pr = fake.open_fork_pull(target, fork_owner="stranger")
    fake.comment(target, pr, "/translate softmax", login="maintainer")
    bot.idle()
    assert bot.runs() == []
    (reply,) = bot_replies(target, pr)
    assert "comes from a fork" in reply and "self-hosted runners" in reply


@manual
def test_check_run_buttons_need_permission(
    fake: FakeGitHub, target: RepoState, stages: ScriptedStages, runner: ActionsRunner, bot: BotHandle
) -> None:
    start_run(fake, target, stages, bot)
    preflight = next(c for c in stage_checks(target) if c["name"] == "tilebot / preflight")
    fake.send_webhook("check_run", fake.webhook_check_run_action(target, preflight["id"], "cancel", login="outsider"))
    bot.idle()
    assert bot.only_run().state is RunState.ACTIVE
    fake.send_webhook("check_run", fake.webhook_check_run_action(target, preflight["id"], "cancel", login="maintainer"))
    bot.idle()
    assert bot.only_run().state is RunState.CANCELLED and preflight["conclusion"] == "cancelled"


def stale_presses(bot: BotHandle, run_id: str) -> list[str]:
    return [detail["reason"] for kind, detail in bot.store.events(run_id) if kind == "button_stale"]


@manual
def test_a_cancel_press_sent_again_after_a_retry_cancels_nothing(
    fake: FakeGitHub, target: RepoState, stages: ScriptedStages, runner: ActionsRunner, bot: BotHandle
) -> None:
    """A press carries no id of its own: its signed body under a new delivery id is queued like a new press. It acts
    only while the check offers the button: Cancel while its attempt is out."""
    start_run(fake, target, stages, bot)
    preflight = next(c for c in stage_checks(target) if c["name"] == "tilebot / preflight")
    press = fake.webhook_check_run_action(target, preflight["id"], "cancel", login="maintainer")
    fake.send_webhook("check_run", press)
    bot.idle()
    run = bot.only_run()
    assert run.state is RunState.CANCELLED
    fake.comment(target, run.forge_refs["pr"], "/retry", login="maintainer")
    bot.idle()
    assert bot.only_run().active
    again = fake.send_webhook("check_run", press)
    assert again is not None and again.status_code == 202
    bot.idle()
    run = bot.only_run()
    assert run.active, run.reason
    assert stale_presses(bot, run.id) == ["preflight #1 has finished"]


@pytest.mark.parametrize("action", ["requested_action", "rerequested"])
def test_a_retry_press_sent_again_after_its_retry_failed_retries_nothing(
    fake: FakeGitHub, target: RepoState, stages: ScriptedStages, runner: ActionsRunner, bot: BotHandle, action: str
) -> None:
    """Retry (the button, or GitHub's Re-run) acts while no newer attempt of its stage exists."""
    blocked = {"verdict": "BLOCKED", "classification": "env"}
    stages.play(**{**HAPPY, "host_ffi": [blocked, blocked]})
    translate(fake, target)
    bot.wait_finished()
    first = next(c for c in stage_checks(target) if c["name"] == "tilebot / D host/FFI")
    press = fake.webhook_check_run_action(target, first["id"], "retry", login="maintainer")
    if action == "rerequested":
        press["action"] = "rerequested"
        del press["requested_action"]
    fake.send_webhook("check_run", press)
    bot.idle()
    run = bot.wait_finished()
    d_attempts = [a.attempt for a in bot.store.attempts(run.id) if a.stage.value == "host_ffi"]
    assert run.state is RunState.STOPPED and d_attempts == [1, 2]
    fake.send_webhook("check_run", press)
    bot.idle()
    run = bot.only_run()
    assert run.state is RunState.STOPPED
    assert [a.attempt for a in bot.store.attempts(run.id) if a.stage.value == "host_ffi"] == [1, 2]
    assert stale_presses(bot, run.id) == ["D host/FFI #1 was already followed by #2"]


def test_closing_the_pull_request_cancels_its_run(
    fake: FakeGitHub, target: RepoState, stages: ScriptedStages, bot: BotHandle
) -> None:
    stages.play(**HAPPY)
    translate(fake, target)  # no runner: the first job stays queued
    bot.idle()
    run = bot.only_run()
    fake.send_webhook(
        "pull_request", fake.webhook_pull_request_closed(target, run.forge_refs["pr"], login="maintainer")
    )
    bot.idle()
    run = bot.only_run()
    assert run.state is RunState.CANCELLED and "pull request closed" in run.reason


def test_fix_loop_reports_ir_diff_and_batches_annotations(
    fake: FakeGitHub, target: RepoState, stages: ScriptedStages, runner: ActionsRunner, bot: BotHandle
) -> None:
    failed = [
        Case(f"case{i}", "test_softmax", outcome="failed", message=f"mismatch {i}", file=TESTS, line=10 + i)
        for i in range(120)
    ]
    junit = to_xml("softmax correctness", failed).decode()
    ir_diff = wrong_rank_ir_diff()  # stage C's own diff of a port with the wrong rank
    must = [(v, f) for v in ir_diff.variants for f in v.findings if f.severity == "must_match"]
    stages.play(
        analyze=[{"verdict": "PASS"}],
        write_kernel=[{"verdict": "COMPILED"}, {"verdict": "COMPILED"}],
        ir_check=[
            {"verdict": "FAIL_FIXABLE", "classification": "kernel", "ir_diff": ir_diff.model_dump(mode="json")},
            {"verdict": "PASS"},
        ],
        host_ffi=[{"verdict": "FAIL", "classification": "host", "junit": junit}, {"verdict": "ALL_PASS"}],
        perf=[{"verdict": "DONE", "benchmark": benchmark().model_dump(mode="json")}],
    )
    translate(fake, target)
    run = bot.wait_finished()
    assert run.succeeded is True
    d1 = next(c for c in stage_checks(target) if c["name"] == "tilebot / D host/FFI" and c["conclusion"] == "failure")
    assert len(d1["annotations"]) == 120 and d1["annotations"][0]["path"] == "tests/ops/test_softmax.py"
    patches = [
        c
        for c in fake.calls_of("checks/update")
        if c.path.endswith(f"/{d1['id']}") and "annotations" in (c.body.get("output") or {})
    ]
    assert [len(c.body["output"]["annotations"]) for c in patches] == [50, 50, 20]
    c_check = next(c for c in stage_checks(target) if c["name"] == "tilebot / C IR check")
    variant, first = must[0]
    assert first.message in c_check["output"]["text"] and first.candidate is not None
    assert c_check["annotations"][0]["annotation_level"] == "failure"
    assert c_check["annotations"][0]["path"] == f"{run.run_config.run_dir(run.op)}/{first.candidate.split(':')[0]}"
    status = status_comments(target, run.forge_refs["pr"])[0]["body"]
    assert "#### IR diff · C IR check #1 · `FAIL_FIXABLE` · owner kernel" in status
    assert f"| {variant.variant} | `FAIL_FIXABLE` | {len(must)} |" in status
    assert f"<details><summary>canonical Tile IR diff of {variant.variant}" in status
    assert variant.diff is not None and variant.diff.splitlines()[3] in status
    assert "#### Benchmark · E perf #1 · `DONE` · NVIDIA H200" in status


@manual
def test_a_cancelled_run_whose_job_never_reported_can_be_retried(
    fake: FakeGitHub, target: RepoState, stages: ScriptedStages, runner: ActionsRunner, bot: BotHandle
) -> None:
    """The cancelled job's completion never comes (its webhook lost, or it never started): /retry still works."""
    start_run(fake, target, stages, bot)
    step(runner, bot, "preflight")
    lost = runner.next_job()  # A, dispatched; it never runs, nothing of it ever arrives
    run = bot.only_run()
    pr = run.forge_refs["pr"]
    fake.comment(target, pr, "/cancel", login="maintainer")
    bot.idle()
    assert bot.only_run().state is RunState.CANCELLED
    fake.comment(target, pr, "/retry", login="maintainer")
    bot.idle()
    assert not any("still running" in b for b in bot_replies(target, pr))
    while not runner.no_job():
        step(runner, bot, runner.jobs.queue[0].stage)
    run = bot.wait_finished()
    assert run.state is RunState.COMPLETE and run.succeeded is True
    attempts = {f"{a.stage.value}-{a.attempt}": a for a in bot.store.attempts(run.id)}
    assert "analyze-2" in attempts and lost.attempt == 1
    assert attempts["analyze-1"].result is not None and "abandoned" in attempts["analyze-1"].result.message


def test_a_benchmark_over_github_s_byte_limit_still_completes_its_check(
    fake: FakeGitHub, target: RepoState, stages: ScriptedStages, runner: ActionsRunner, bot: BotHandle
) -> None:
    """GitHub counts a check run's output in bytes, and E's table is full of µs and ·: 700 configurations of
    stage E's own rows make a text under 65 535 characters but over 65 535 bytes, which GitHub refuses."""
    real = benchmark("slowed")
    rows = [
        real.configs[i % len(real.configs)].model_copy(update={"config": f"test_softmax[{i}-float16-4096]"})
        for i in range(700)
    ]
    big = real.model_copy(update={"configs": rows, "over_limit": []})
    stages.play(**{**HAPPY, "perf": [{"verdict": "DONE", "benchmark": big.model_dump(mode="json")}]})
    translate(fake, target)
    run = bot.wait_finished()
    assert run.succeeded is True
    (perf,) = [c for c in stage_checks(target) if c["name"] == "tilebot / E perf"]
    assert perf["conclusion"] == "success" and "truncated" in perf["output"]["text"]
    assert 65_535 - 200 < len(perf["output"]["text"].encode()) <= 65_535


def test_a_check_github_failed_to_complete_is_completed_at_the_close_out(
    fake: FakeGitHub, target: RepoState, stages: ScriptedStages, runner: ActionsRunner, bot: BotHandle
) -> None:
    """The result is recorded before its check is edited, so a delivery retried after GitHub failed that edit is
    a replay: the run goes on at once, and the check is completed from the stored result when the run ends."""
    stages.play(**HAPPY)

    fake.inject("checks/update", 500, times=100, message="Server Error", when=_completing_preflight(target))
    translate(fake, target)
    run = bot.wait_finished()
    assert run.succeeded is True
    (first,) = [c for c in stage_checks(target) if c["name"] == "tilebot / preflight"]
    assert first["status"] == "completed" and first["conclusion"] == "success"
    assert first["output"]["title"] == "preflight #1: PASS"
    assert all(c["status"] == "completed" for c in stage_checks(target))
    assert "check_not_completed" in [kind for kind, _ in bot.store.events(run.id)]


def _completing_preflight(target: RepoState) -> Callable[[dict[str, object]], bool]:
    """A check-run edit that completes preflight's check (each try): one before A's check exists."""

    def completing(body: dict[str, object]) -> bool:
        return body.get("conclusion") is not None and not any(
            c["name"] == "tilebot / A analyze" for c in target.check_runs.values()
        )

    return completing


def test_a_check_created_with_the_result_is_completed_at_the_close_out_when_completing_it_failed(
    fake: FakeGitHub, target: RepoState, stages: ScriptedStages, runner: ActionsRunner, bot: BotHandle
) -> None:
    """The check GitHub failed to create at dispatch is created when the result comes; GitHub then refuses the edit
    that completes it. Its id is remembered all the same, so the close-out completes it rather than leaving a
    queued check, with its Cancel button, on the finished run's PR."""
    stages.play(**HAPPY)
    fake.inject("checks/create", 502, message="Server Error")  # preflight's check, at its dispatch

    fake.inject("checks/update", 422, times=100, message="Validation Failed", when=_completing_preflight(target))
    translate(fake, target)
    run = bot.wait_finished()
    assert run.succeeded is True
    (first,) = [c for c in stage_checks(target) if c["name"] == "tilebot / preflight"]
    assert first["status"] == "completed" and first["output"]["title"] == "preflight #1: PASS"
    assert all(c["status"] == "completed" for c in stage_checks(target))
