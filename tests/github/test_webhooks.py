"""Webhook ingress with GitHub's published example payloads: signature, size cap, dedupe, what is queued."""

from __future__ import annotations

import json
import threading
import uuid
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import select

from tests.github.conftest import BotHandle
from tests.github.fake import FakeGitHub, RepoState
from tests.github.octokit import OpenApi, webhook_example, webhook_examples
from tests.github.test_e2e import bot_replies
from tilebot.bot.commands import grammar
from tilebot.bot.delivery_queue import DELIVERY_RETENTION, DeliveryQueue, DeliveryRow
from tilebot.bot.events import EVENTS, normalize
from tilebot.bot.metrics import Metrics
from tilebot.bot.store import Store
from tilebot.bot.webhooks import Ingress, sign, signature_ok

SECRET = b"s3cret"


def test_signature_matches_githubs_documented_example() -> None:
    # The test vector in GitHub's "Validating webhook deliveries".
    secret = b"It's a Secret to Everybody"
    expected = "sha256=757107ea0eb2509fc211221cce984b8a37570b6d7586c22c46f4379c8b043e17"
    assert sign(secret, b"Hello, World!") == expected
    assert signature_ok(secret, b"Hello, World!", expected)
    assert not signature_ok(secret, b"Hello, World?", expected)
    assert not signature_ok(secret, b"Hello, World!", expected.replace("sha256=", "sha1="))
    assert not signature_ok(secret, b"Hello, World!", None)


class Harness:
    def __init__(self, tmp: Path) -> None:
        self.store = Store(f"sqlite:///{tmp / 'ingress.db'}")
        self.queue = DeliveryQueue(self.store)
        self.woken = 0
        self.metrics = Metrics()
        self.ingress = Ingress(
            secret=SECRET,
            queue=self.queue,
            notify=self.wake,
            metrics=self.metrics,
            max_body=64 * 1024,
        )

    def wake(self) -> None:
        self.woken += 1

    @property
    def queued(self) -> list[tuple[str, dict[str, Any]]]:
        """(delivery id, work) of every row in the store's delivery queue, oldest first."""
        with self.store.engine.connect() as conn:
            rows = conn.execute(select(DeliveryRow.delivery_id, DeliveryRow.work).order_by(DeliveryRow.id))
            return [(str(d), dict(w)) for d, w in rows]

    def post(
        self, event: str, payload: Any, *, delivery: str | None = None, secret: bytes = SECRET, raw: bytes | None = None
    ) -> Any:
        body = raw if raw is not None else json.dumps(payload).encode()
        headers = {
            "x-github-event": event,
            "x-github-delivery": delivery or str(uuid.uuid4()),
            "x-hub-signature-256": sign(secret, body),
        }
        return self.ingress.receive(headers, body)


@pytest.fixture
def harness(tmp_path: Path) -> Harness:
    return Harness(tmp_path)


def _with_command(example: dict[str, Any], body: str, *, age: timedelta = timedelta(0)) -> dict[str, Any]:
    """A published comment example with ``body``, by a person, created ``age`` ago (the example's own date is years
    old)."""
    example["comment"]["body"] = body
    example["comment"]["created_at"] = (datetime.now(UTC) - age).strftime("%Y-%m-%dT%H:%M:%SZ")
    example["comment"]["user"]["type"] = "User"
    example["sender"]["type"] = "User"
    return example


def test_issue_comment_with_a_command_is_queued_once(harness: Harness, spec: OpenApi) -> None:
    payload = _with_command(webhook_example("issue_comment", "created"), "/translate softmax")
    delivery = str(uuid.uuid4())
    first = harness.post("issue_comment", payload, delivery=delivery)
    again = harness.post("issue_comment", payload, delivery=delivery)
    assert (first.status, first.outcome) == (202, "queued") and (again.status, again.outcome) == (200, "duplicate")
    assert len(harness.queued) == 1
    work = harness.queued[0][1]
    assert work["repo"] == payload["repository"]["full_name"] and work["issue"] == payload["issue"]["number"]
    assert (
        work["comment"]["body"] == "/translate softmax"
        and work["author"]["login"] == payload["comment"]["user"]["login"]
    )
    # In the store's queue, so a restart (or another instance) picks it up until a worker has handled it.
    assert [d for d, _ in harness.queued] == [delivery] and harness.queue.pending() == 1 and harness.woken == 1


@pytest.mark.parametrize(
    ("event", "action", "outcome"),
    [
        ("issue_comment", "edited", "ignored"),  # edits never re-run a command
        ("issue_comment", "deleted", "ignored"),
        ("workflow_run", "completed", "queued"),
        ("workflow_run", "requested", "queued"),
        ("workflow_job", "completed", "queued"),
        ("workflow_job", "in_progress", "queued"),
        ("workflow_job", "queued", "ignored"),
        ("check_run", "requested_action", "queued"),
        ("check_run", "rerequested", "queued"),
        ("check_run", "created", "ignored"),
        ("pull_request", "closed", "queued"),
        ("pull_request", "opened", "ignored"),
        ("installation", "created", "queued"),
        ("installation", "deleted", "queued"),
        ("installation_repositories", "removed", "queued"),
        ("push", None, "ignored"),
    ],
)
def test_published_examples_are_queued_or_ignored(
    harness: Harness, event: str, action: str | None, outcome: str
) -> None:
    payload = webhook_example(event, action)
    answer = harness.post(event, payload)
    assert answer.outcome == outcome and answer.status == (202 if outcome in ("queued", "ignored") else 200)


def test_every_published_example_of_a_subscribed_event_normalizes(spec: OpenApi) -> None:
    seen = 0
    for event in EVENTS:
        for example in webhook_examples()[event]:
            work = normalize(event, example)
            seen += 1
            if work is not None:
                assert work["event"] == event and work["action"] == example.get("action")
                json.dumps(work)  # stored as JSON in the run store
    assert seen > 60


def test_comments_by_bots_and_without_commands_are_ignored(harness: Harness) -> None:
    bot_comment = webhook_example("issue_comment", "created")
    bot_comment["comment"]["body"] = "/translate softmax"
    bot_comment["comment"]["user"].update(login="tilebot[bot]", type="Bot")
    assert harness.post("issue_comment", bot_comment).outcome == "ignored"
    chat = _with_command(webhook_example("issue_comment", "created"), "Looks good to me")
    assert harness.post("issue_comment", chat).outcome == "ignored"
    quoted = _with_command(webhook_example("issue_comment", "created"), "> /translate softmax")
    assert harness.post("issue_comment", quoted).outcome == "ignored"
    assert harness.queued == []


def test_a_comment_older_than_the_queue_remembers_is_no_command(harness: Harness) -> None:
    # Its row is pruned after DELIVERY_RETENTION: the signed body, sent again by whoever kept it, would run its
    # commands again. GitHub itself redelivers for 3 days only.
    for age, outcome in ((DELIVERY_RETENTION - timedelta(hours=1), "queued"), (DELIVERY_RETENTION, "ignored")):
        payload = _with_command(webhook_example("issue_comment", "created"), "/cancel", age=age)
        payload["comment"]["id"] += age.days  # another comment
        assert harness.post("issue_comment", payload).outcome == outcome
    assert len(harness.queued) == 1
    undated = _with_command(webhook_example("issue_comment", "created"), "/cancel")
    del undated["comment"]["created_at"]
    assert harness.post("issue_comment", undated).status == 400


def test_refusals(harness: Harness) -> None:
    payload = _with_command(webhook_example("issue_comment", "created"), "/translate softmax")
    assert harness.post("issue_comment", payload, secret=b"wrong").status == 401
    assert harness.post("issue_comment", None, raw=b"x" * (64 * 1024 + 1)).status == 413
    assert harness.post("issue_comment", None, raw=b"{not json").status == 400
    assert harness.post("issue_comment", payload, delivery="../../etc").status == 400
    assert harness.post("ping", {"zen": "Keep it logically awesome."}).status == 200
    assert harness.queued == []
    outcomes = {
        (s.labels["event"], s.labels["outcome"]): s.value
        for m in harness.metrics.registry.collect()
        if m.name == "tilebot_webhook_deliveries"
        for s in m.samples
        if s.name.endswith("_total")
    }
    assert outcomes[("issue_comment", "bad_signature")] == 1 and outcomes[("issue_comment", "too_large")] == 1


def test_unsigned_senders_cannot_grow_the_metric_labels(harness: Harness) -> None:
    # The event header is read before the signature: made-up event names all count under one label.
    payload = _with_command(webhook_example("issue_comment", "created"), "/translate softmax")
    for i in range(50):
        assert harness.post(f"made-up-{i}", payload, secret=b"wrong").status == 401
    events = {
        s.labels["event"]
        for m in harness.metrics.registry.collect()
        if m.name == "tilebot_webhook_deliveries"
        for s in m.samples
    }
    assert events == {"other"}


def test_an_empty_secret_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="secret is empty"):
        Ingress(
            secret=b"",
            queue=DeliveryQueue(Store(f"sqlite:///{tmp_path / 'x.db'}")),
            notify=lambda: None,
            metrics=Metrics(),
        )


def test_runs_of_other_workflows_are_ignored(tmp_path: Path) -> None:
    harness = Harness(tmp_path)
    harness.ingress.workflow = "tilebot-stage.yml"
    other = webhook_example("workflow_run", "completed")
    other["workflow_run"]["path"] = ".github/workflows/build.yml@main"  # (the published example predates `path`)
    assert harness.post("workflow_run", other).outcome == "ignored"
    ours = webhook_example("workflow_run", "completed")
    ours["workflow_run"]["path"] = ".github/workflows/tilebot-stage.yml@main"
    assert harness.post("workflow_run", ours).outcome == "queued"


def test_a_comment_is_acknowledged_before_its_markdown_is_read_and_others_while_it_is(
    fake: FakeGitHub, target: RepoState, bot: BotHandle, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Reading a 64 KiB comment's Markdown takes up to a second of CPU: on the request path, a burst of them would hold
    every acknowledgement behind them. Here the reading waits until released: each acknowledgement comes meanwhile."""
    reading, release = threading.Event(), threading.Event()
    render = grammar._render

    def held_render(lines: list[str]) -> str:
        reading.set()
        release.wait(30)
        return render(lines)

    monkeypatch.setattr(grammar, "_render", held_render)
    issue = fake.open_issue(target, "help", login="maintainer")
    try:
        # The GitHub test server gives up on an answer after 10 s, as GitHub does (None: no answer).
        _, first = fake.comment(target, issue, "/help", login="maintainer")
        assert first is not None and first.json()["outcome"] == "queued"
        assert reading.wait(30), "no worker read the comment"
        _, second = fake.comment(target, issue, "```\n/cancel\n```", login="maintainer")
        assert second is not None and second.json()["outcome"] == "queued"  # in code: only the worker can tell
        assert bot_replies(target, issue) == []  # the first is still being read
    finally:
        release.set()
    bot.idle()
    (reply,) = bot_replies(target, issue)  # the command in code is none: no reply, no reaction
    assert "/translate OP" in reply and len(target.reactions) == 1
