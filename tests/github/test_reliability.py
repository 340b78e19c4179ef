"""The service loses no command and does none twice: each row of issue 14's table, probed from
outside as an operator would, with ``tilebot serve`` in its own process (SIGKILL included) on
SQLite and on PostgreSQL, against the GitHub test server with injected faults."""

from __future__ import annotations

import json
import socket
import subprocess
import time
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path

import httpx
import pytest

from tests.github.actions_sim import ActionsRunner, ScriptedStages
from tests.github.conftest import SECRET, BotHandle, _git
from tests.github.fake import BOT_LOGIN, FakeGitHub, RepoState
from tests.github.service_process import ServiceProcess, wait_until
from tests.github.test_e2e import HAPPY
from tilebot.bot.app import Settings
from tilebot.bot.github_api import AppCredentials
from tilebot.bot.service import ORPHAN_GRACE_S, RetryPolicy
from tilebot.bot.store import RunState, Store
from tilebot.bot.webhooks import sign

Start = Callable[..., ServiceProcess]


@pytest.fixture
def serve(
    fake: FakeGitHub, target: RepoState, store_url: str, app_key: tuple[str, str], tmp_path: Path
) -> Iterator[Start]:
    """Start ``tilebot serve`` processes on this test's database (SQLite, or PostgreSQL)."""
    key = tmp_path / "app.pem"
    key.write_text(app_key[0])
    started: list[ServiceProcess] = []

    def start(**env: str) -> ServiceProcess:
        service = ServiceProcess(fake, key, store_url, tmp_path / f"serve-{len(started)}.log", **env).start()
        started.append(service)
        return service

    yield start
    for service in started:
        service.stop()


@pytest.fixture
def store(store_url: str) -> Iterator[Store]:
    """The service's database, read from the test's side."""
    s = Store(store_url)
    yield s
    s.engine.dispose()


def replies(repo: RepoState, number: int, *, containing: str = "") -> list[str]:
    return [
        c["body"]
        for c in list(repo.comments.values())
        if c["issue"] == number and c["user"] == BOT_LOGIN and containing in c["body"]
    ]


def command_replies(repo: RepoState, comment_id: int) -> list[str]:
    marker = f"<!-- tilebot:reply:{comment_id} -->"
    return [c["body"] for c in list(repo.comments.values()) if c["user"] == BOT_LOGIN and marker in c["body"]]


def reactions(repo: RepoState, comment_id: int) -> list[str]:
    return [r["content"] for r in repo.reactions.get(comment_id, [])]


def test_sigkill_while_translate_is_handled_leaves_no_orphan_run(
    fake: FakeGitHub, target: RepoState, serve: Start, store: Store
) -> None:
    service = serve()
    held = fake.hold("pulls/create")
    issue = fake.open_issue(target, "Port softmax", login="maintainer")
    comment_id, _ = fake.comment(target, issue, "/translate softmax", login="maintainer")
    assert held.arrived.wait(30), service.tail()
    service.kill()  # the branch exists, the PR request is in flight
    assert held.hold is not None
    held.hold.set()  # GitHub creates the PR; its answer goes to a dead process
    (run,) = store.list_runs()
    assert run.state is RunState.OPENING  # never active without its PR and status comment

    service = serve()
    wait_until(lambda: command_replies(target, comment_id), 60, "the reply after the restart", service)
    wait_until(lambda: fake.calls_of("actions/create-workflow-dispatch"), 30, "the first dispatch", service)
    # The reaction follows the reply; the reconciler's dispatch may come first (workers run at a lower priority).
    wait_until(lambda: "rocket" in reactions(target, comment_id), 30, "the rocket on the command", service)
    (run,) = store.list_runs()
    assert run.state is RunState.ACTIVE and run.forge_refs["pr"] in target.pulls
    assert len(target.pulls) == 1, "the PR created before the kill is adopted, not opened twice"
    assert len(replies(target, run.forge_refs["pr"], containing=f"<!-- tilebot:status:{run.id} -->")) == 1
    (reply,) = command_replies(target, comment_id)
    assert f"Started `softmax`: run `{run.id}`" in reply
    assert reactions(target, comment_id).count("rocket") == 1
    assert len(fake.calls_of("actions/create-workflow-dispatch")) == 1


def test_sigkill_after_the_first_eyes_loses_none_of_four_help_commands(
    fake: FakeGitHub, target: RepoState, serve: Start
) -> None:
    service = serve()
    held = fake.hold("reactions/create-for-issue-comment")
    issue = fake.open_issue(target, "help", login="maintainer")
    comments = [fake.comment(target, issue, "/help", login="maintainer")[0] for _ in range(4)]
    assert held.arrived.wait(30), service.tail()
    service.kill()
    assert held.hold is not None
    held.hold.set()
    serve()
    for cid in comments:
        wait_until(lambda cid=cid: command_replies(target, cid), 60, f"the reply to comment {cid}")
    time.sleep(0.5)  # anything doubled would show by now
    assert [len(command_replies(target, cid)) for cid in comments] == [1, 1, 1, 1]
    assert all(reactions(target, cid).count("eyes") == 1 for cid in comments)


def test_a_reply_in_flight_when_its_process_died_is_not_posted_again(
    fake: FakeGitHub, target: RepoState, serve: Start
) -> None:
    """The dead process's last request still lands at GitHub, a moment after the next process took the delivery over:
    that one waits before it looks, or both replies would stand."""
    service = serve()
    held = fake.hold("issues/create-comment")
    issue = fake.open_issue(target, "help", login="maintainer")
    comment_id, _ = fake.comment(target, issue, "/help", login="maintainer")
    assert held.arrived.wait(30), service.tail()
    service.kill()  # the reply is in flight
    assert held.hold is not None
    service = serve()
    time.sleep(0.5)  # the new process has taken the delivery over
    held.hold.set()  # GitHub creates the dead process's reply now
    wait_until(lambda: command_replies(target, comment_id), 60, "the reply", service)
    time.sleep(ORPHAN_GRACE_S + 1.0)  # anything doubled would show by now
    assert len(command_replies(target, comment_id)) == 1


def test_a_403_on_the_reply_is_retried_told_and_answered_after_redelivery(
    fake: FakeGitHub, target: RepoState, serve: Start
) -> None:
    serve(TILEBOT_DELIVERY_TRIES="2")
    fake.inject("issues/create-comment", 403, times=2, message="Resource not accessible by integration")
    issue = fake.open_issue(target, "help", login="maintainer")
    comment_id, _ = fake.comment(target, issue, "/help", login="maintainer")
    wait_until(lambda: replies(target, issue, containing="could not handle"), 30, "the notice after the last try")
    assert [c.status for c in fake.calls_of("issues/create-comment")][:2] == [403, 403]  # both tries
    assert command_replies(target, comment_id) == []
    # GitHub's "Redeliver" sends the same delivery again: a failed delivery gets a fresh set of tries.
    sent = next(w for w in fake.webhooks if w["event"] == "issue_comment")
    response = fake.send_webhook("issue_comment", sent["payload"], delivery=sent["delivery"])
    assert response is not None and response.status_code == 202
    wait_until(lambda: command_replies(target, comment_id), 30, "the reply after the redelivery")
    again = fake.send_webhook("issue_comment", sent["payload"], delivery=sent["delivery"])
    assert again is not None and again.status_code == 200  # handled now: a duplicate
    time.sleep(0.5)
    assert len(command_replies(target, comment_id)) == 1
    assert len(replies(target, issue, containing="could not handle")) == 1


def test_a_comment_github_created_whose_answer_was_lost_is_not_posted_twice(
    fake: FakeGitHub, target: RepoState, serve: Start
) -> None:
    serve()
    fake.inject("issues/create-comment", 502, after=True, message="Server Error")
    issue = fake.open_issue(target, "help", login="maintainer")
    comment_id, _ = fake.comment(target, issue, "/help", login="maintainer")
    wait_until(lambda: reactions(target, comment_id)[-1:] == ["+1"], 30, "the command to be done")
    assert [c.status for c in fake.calls_of("issues/create-comment")] == [502]  # never sent again
    assert len(command_replies(target, comment_id)) == 1


def test_a_dispatch_github_performed_whose_answer_was_lost_runs_once(
    fake: FakeGitHub,
    target: RepoState,
    stages: ScriptedStages,
    runner: ActionsRunner,
    serve: Start,
    store: Store,
) -> None:
    stages.play(**HAPPY)
    serve()
    fake.inject("actions/create-workflow-dispatch", 502, after=True, message="Server Error")
    issue = fake.open_issue(target, "Port softmax", login="maintainer")
    fake.comment(target, issue, "/translate softmax", login="maintainer")
    wait_until(
        # One read: across two, an OPENING run seen "not ACTIVE" and then, activated, "not OPENING" passed.
        lambda: any(run.state not in (RunState.ACTIVE, RunState.OPENING) for run in store.list_runs()),
        180,
        "the run to end",
    )
    (run,) = store.list_runs()
    assert run.state is RunState.COMPLETE and run.succeeded is True, run.reason
    calls = fake.calls_of("actions/create-workflow-dispatch")
    dispatched = [json.dumps(c.body["inputs"], sort_keys=True) for c in calls]
    assert len(dispatched) == len(set(dispatched)), "a stage was dispatched twice"
    preflight = [a for a in store.attempts(run.id) if a.stage.value == "preflight"]
    assert len(preflight) == 1 and preflight[0].result is not None


def test_a_repository_with_a_94_character_name_is_answered(fake: FakeGitHub, target: RepoState, serve: Start) -> None:
    serve()
    long = fake.add_repo("acme/" + "k" * 89, target.bare)
    long.collaborators["maintainer"] = "write"
    assert len(long.full_name) == 94
    issue = fake.open_issue(long, "help", login="maintainer")
    comment_id, _ = fake.comment(long, issue, "/help", login="maintainer")
    wait_until(lambda: command_replies(long, comment_id), 30, "the reply")


def _commit(work: Path, name: str, *, seconds_from_now: int) -> None:
    (work / name).write_text(f"{name}\n")
    _git(work, "add", name)
    when = time.strftime("%Y-%m-%dT%H:%M:%S+00:00", time.gmtime(time.time() + seconds_from_now))
    person = {
        "GIT_AUTHOR_NAME": "p",
        "GIT_AUTHOR_EMAIL": "p@p",
        "GIT_COMMITTER_NAME": "p",
        "GIT_COMMITTER_EMAIL": "p@p",
    }
    dates = {"GIT_COMMITTER_DATE": when, "GIT_AUTHOR_DATE": when, "PATH": "/usr/bin:/bin"}
    subprocess.run(["git", "-C", str(work), "commit", "-qm", name], check=True, env={**person, **dates})


@pytest.mark.parametrize(
    ("case", "evidence"),
    [
        # the usual race: committed before the comment, pushed after it; only GitHub's push time shows it
        ("committed before, pushed after", "was pushed at"),
        # no activity list for the App (a server without it): the committer date is all there is
        ("no activity list", "was committed at"),
        # the list's newest entry is an earlier push: when the head came is unknown, so nothing starts
        ("push not listed yet", "does not show yet when `main` got its head"),
    ],
)
def test_a_push_after_the_comment_is_not_ported(
    fake: FakeGitHub, target: RepoState, serve: Start, store: Store, tmp_path: Path, case: str, evidence: str
) -> None:
    service = serve()
    work = tmp_path / "pusher"
    _git(tmp_path, "clone", "--quiet", str(target.bare), str(work))
    if case == "push not listed yet":
        _commit(work, "EARLIER.md", seconds_from_now=-7200)
        _git(work, "push", "--quiet", "origin", "HEAD:main")  # listed
    _commit(work, "NOTES.md", seconds_from_now=5 if case == "no activity list" else -3600)
    issue = fake.open_issue(target, "Port softmax", login="maintainer")
    comment_id, _ = fake.comment(target, issue, "/translate softmax", login="maintainer", deliver=False)
    seen = fake.ref_sha(target, "refs/heads/main")
    time.sleep(1.1)  # GitHub's times are whole seconds: the push lands in a later one than the comment
    if case == "push not listed yet":
        (target.bare / "hooks" / "reference-transaction").unlink()  # GitHub has not listed it when tilebot asks
    # Someone pushes before tilebot gets to the comment (its delivery was late).
    _git(work, "push", "--quiet", "origin", "HEAD:main")
    assert fake.ref_sha(target, "refs/heads/main") != seen
    if case == "no activity list":
        fake.inject("repos/list-activities", 404, message="Not Found")
    sent = next(w for w in fake.webhooks if w["event"] == "issue_comment")
    fake.send_webhook("issue_comment", sent["payload"], delivery=sent["delivery"])
    wait_until(lambda: command_replies(target, comment_id), 30, "the reply", service)
    (reply,) = command_replies(target, comment_id)
    assert evidence in reply and "comment `/translate` again" in reply, reply
    assert store.list_runs() == [] and fake.calls_of("git/create-ref") == []
    assert [c.status for c in fake.calls_of("repos/list-activities")] == [404 if case == "no activity list" else 200]


@pytest.mark.parametrize("body", [b'{"action": "created", "comment": "a string"}', None])
def test_signed_json_of_the_wrong_shape_is_a_400(serve: Start, body: bytes | None) -> None:
    service = serve()
    if body is None:  # 100 000-deep nesting
        body = b'{"action": "created", "comment": ' + b"[" * 100_000 + b"]" * 100_000 + b"}"
    headers = {
        "X-GitHub-Event": "issue_comment",
        "X-GitHub-Delivery": str(uuid.uuid4()),
        "X-Hub-Signature-256": sign(SECRET, body),
        "Content-Type": "application/json",
    }
    response = httpx.post(f"{service.url}/webhook", content=body, headers=headers, timeout=10)
    assert response.status_code == 400
    assert httpx.get(f"{service.url}/healthz").status_code == 200


def test_the_settings_repr_holds_no_secret(app_key: tuple[str, str]) -> None:
    settings = Settings(
        app_id=1,
        private_key=app_key[0],
        webhook_secret=b"hook-secret-value",
        database_url="postgresql+psycopg://tilebot:db-password@db/tilebot",
    )
    for text in (repr(settings), str(settings), repr(AppCredentials(1, app_key[0]))):
        assert "PRIVATE KEY" not in text and "hook-secret-value" not in text and "db-password" not in text


@pytest.mark.parametrize(
    ("login", "body", "muted"),
    [
        ("outsider", "/translate @someone", ["someone"]),  # the refusal quotes the command
        # a backtick in the command ends the code span the reply echoes it in (a paragraph each: within one, the two
        # backticks would make a code span of what lies between, and the second line no command)
        ("maintainer", "/translate a` @octocat\n\n/nosuch b` @hubot", ["octocat", "hubot"]),
    ],
)
def test_a_reply_mentions_nobody_it_quotes(
    fake: FakeGitHub, target: RepoState, serve: Start, login: str, body: str, muted: list[str]
) -> None:
    serve()
    issue = fake.open_issue(target, "x", login=login)
    comment_id, _ = fake.comment(target, issue, body, login=login)
    wait_until(lambda: command_replies(target, comment_id), 30, "the reply")
    (reply,) = command_replies(target, comment_id)
    for name in muted:
        assert f"@{name}" not in reply and f"@\u2060{name}" in reply
    if login == "outsider":
        assert "@outsider" in reply  # the person refused is still addressed


def test_translate_on_a_closed_issue_is_refused(
    fake: FakeGitHub, target: RepoState, serve: Start, store: Store
) -> None:
    serve()
    issue = fake.open_issue(target, "Port softmax", login="maintainer")
    fake.close_issue(target, issue)
    comment_id, _ = fake.comment(target, issue, "/translate softmax", login="maintainer")
    wait_until(lambda: command_replies(target, comment_id), 30, "the refusal")
    (reply,) = command_replies(target, comment_id)
    assert "This issue is closed" in reply and store.list_runs() == []


def test_an_unknown_op_gets_a_confused_reaction(fake: FakeGitHub, target: RepoState, serve: Start) -> None:
    serve()
    issue = fake.open_issue(target, "x", login="maintainer")
    comment_id, _ = fake.comment(target, issue, "/translate no_such_op", login="maintainer")
    wait_until(lambda: reactions(target, comment_id)[-1:] == ["confused"], 30, "the confused reaction")
    assert "Unknown op `no_such_op`" in command_replies(target, comment_id)[0]


def test_the_service_under_test_moves_off_a_port_another_process_took(
    fake: FakeGitHub, store_url: str, app_key: tuple[str, str], tmp_path: Path
) -> None:
    """free_port() is a guess on a shared machine; a service that lost the race must not answer as someone else."""
    key = tmp_path / "app.pem"
    key.write_text(app_key[0])
    service = ServiceProcess(fake, key, store_url, tmp_path / "serve.log")
    with socket.socket() as squatter:
        squatter.bind(("127.0.0.1", service.port))
        squatter.listen()
        taken = service.port
        service.start(route_webhooks=False)
    try:
        assert service.port != taken and httpx.get(f"{service.url}/healthz", timeout=5).status_code == 200
    finally:
        service.stop()


def test_a_command_deleted_before_tilebot_reached_it_is_not_run_nor_answered(
    fake: FakeGitHub, target: RepoState, make_bot: Callable[..., BotHandle]
) -> None:
    bot = make_bot(retry=RetryPolicy(tries=3, first_delay=0.05, max_delay=0.1), poll_seconds=0.05)
    issue = fake.open_issue(target, "Port softmax", login="maintainer")
    comment_id, _ = fake.comment(target, issue, "/translate softmax", login="maintainer", deliver=False)
    payload = fake.webhook_issue_comment(target, issue, comment_id)
    del target.comments[comment_id]  # its author took it back before tilebot got to it
    fake.send_webhook("issue_comment", payload)
    time.sleep(1)  # past every retry the policy allows
    bot.idle()
    assert bot.store.list_runs() == [] and target.comments == {}  # no run, no "could not handle" reply
    assert len(fake.calls_of("reactions/create-for-issue-comment")) == 1  # gone is an answer, not a failure


@pytest.mark.parametrize("claimed", ["installation", "workflow_run", "pull_request"])
def test_a_signed_body_is_read_only_as_the_event_it_is(
    fake: FakeGitHub, target: RepoState, serve: Start, claimed: str
) -> None:
    """The signature covers the body, not X-GitHub-Event: a captured comment body (an outsider's, deleted) replayed
    under another event's name would read as, say, an installation deleted, and cancel every run of it."""
    service = serve()
    issue = fake.open_issue(target, "x", login="outsider")
    fake.comment(target, issue, "/help", login="outsider")
    sent = next(w for w in fake.webhooks if w["event"] == "issue_comment")
    body = json.dumps({**sent["payload"], "action": "deleted"}).encode()

    def post(event: str) -> int:
        headers = {
            "X-GitHub-Event": event,
            "X-GitHub-Delivery": str(uuid.uuid4()),
            "X-Hub-Signature-256": sign(SECRET, body),
            "Content-Type": "application/json",
        }
        return httpx.post(f"{service.url}/webhook", content=body, headers=headers, timeout=10).status_code

    assert post(claimed) == 400
    assert post("issue_comment") == 202  # as what it is: taken (and ignored: a deleted comment commands nothing)


def test_a_delivery_whose_handling_kills_the_service_is_given_up_not_taken_forever(
    fake: FakeGitHub, target: RepoState, serve: Start
) -> None:
    """A handler that ends its process (killed, out of memory) leaves its row working: each start took it again
    and died with it, and its repository's lane never moved past it. Its dead tries count."""
    is_reply = lambda body: "could not handle" not in body.get("body", "")  # noqa: E731
    issue = fake.open_issue(target, "help", login="maintainer")
    holds = []
    for start in range(2):
        holds.append(fake.hold("issues/create-comment", when=is_reply))  # the reply never comes back
        service = serve(TILEBOT_DELIVERY_TRIES="2")
        if start == 0:
            comment_id, _ = fake.comment(target, issue, "/help", login="maintainer")
        assert holds[-1].arrived.wait(30), service.tail()
        service.kill()
    try:
        serve(TILEBOT_DELIVERY_TRIES="2")
        wait_until(lambda: replies(target, issue, containing="could not handle"), 30, "the notice")
        (notice,) = replies(target, issue, containing="could not handle")
        assert "after 2 tries (the process handling it ended during each of 2 tries)" in notice
        later, _ = fake.comment(target, issue, "/help", login="maintainer")
        wait_until(lambda: command_replies(target, later), 30, "the next command's reply")  # the lane moves on
        assert command_replies(target, comment_id) == []
    finally:
        for held in holds:
            assert held.hold is not None
            held.hold.set()


def test_a_delivery_for_a_repository_the_app_lost_is_given_up_at_once(
    fake: FakeGitHub, target: RepoState, serve: Start
) -> None:
    """GitHub has no token for an uninstalled App's installation: another try cannot do more than this one did."""
    service = serve(TILEBOT_DELIVERY_TRIES="3")
    fake.inject("apps/create-installation-access-token", 404, times=1000, message="Not Found")
    issue = fake.open_issue(target, "help", login="maintainer")
    fake.comment(target, issue, "/help", login="maintainer")
    wait_until(lambda: "failed for good" in service.log.read_text(), 60, "the delivery given up")
    log_text = service.log.read_text()
    assert "failed for good after 1 tries" in log_text and "try 1 failed" not in log_text, service.tail()
