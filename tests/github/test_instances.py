"""Two ``tilebot serve`` processes on one PostgreSQL, sharing the store as the delivery queue: under
load, with one of them SIGKILLed in the middle, every command is answered exactly once.

150 deliveries by default (CI); ``TILEBOT_FULL_LOAD=1`` sends the 1 000 of issue 14.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from tests.github.conftest import SECRET
from tests.github.fake import BOT_LOGIN, FakeGitHub, RepoState
from tests.github.service_process import ServiceProcess, wait_until
from tilebot.bot.delivery_queue import DeliveryQueue
from tilebot.bot.store import Store

DELIVERIES = 1000 if os.environ.get("TILEBOT_FULL_LOAD") == "1" else 150
REPOS = 8

pytestmark = pytest.mark.postgres


def test_two_instances_answer_every_command_once_through_a_sigkill(
    fake: FakeGitHub, target: RepoState, postgres_database: str, app_key: tuple[str, str], tmp_path: Path
) -> None:
    key = tmp_path / "app.pem"
    key.write_text(app_key[0])
    repos = [target] + [fake.add_repo(f"acme/kernels-{i}", target.bare) for i in range(1, REPOS)]
    for repo in repos:
        repo.collaborators["maintainer"] = "write"
    a = ServiceProcess(fake, key, postgres_database, tmp_path / "a.log").start(route_webhooks=False)
    b = ServiceProcess(fake, key, postgres_database, tmp_path / "b.log").start(route_webhooks=False)
    fake.webhook_secret = SECRET
    sent: list[tuple[RepoState, int]] = []
    issues: dict[str, int] = {}
    killed = False
    try:
        for i in range(DELIVERIES):
            repo = repos[i % REPOS]
            if i % (REPOS * 10) < REPOS:  # a fresh thread every 10 comments per repository
                issues[repo.full_name] = fake.open_issue(repo, f"help {i}", login="maintainer")
            issue = issues[repo.full_name]
            # A load balancer spreads deliveries over both; once A is dead, everything goes to B.
            target_service = b if killed or i % 2 else a
            fake.webhook_url = f"{target_service.url}/webhook"
            cid, response = fake.comment(repo, issue, "/help", login="maintainer")
            assert response is not None and response.status_code == 202, response
            sent.append((repo, cid))
            if i == DELIVERIES // 2:
                a.kill()  # mid-work: it holds deliveries in hand, and lanes
                killed = True
        a = ServiceProcess(fake, key, postgres_database, tmp_path / "a2.log").start(
            route_webhooks=False
        )  # it comes back

        def answered() -> int:
            return sum(1 for repo, cid in sent if _replies(repo, cid))

        wait_until(lambda: answered() == DELIVERIES, 60 + DELIVERIES * 0.5, f"{DELIVERIES} replies", b)
        time.sleep(1.0)  # anything doubled would show by now
        counts = [len(_replies(repo, cid)) for repo, cid in sent]
        assert counts == [1] * DELIVERIES, f"{sum(c > 1 for c in counts)} commands answered twice"
        assert all([r["content"] for r in repo.reactions.get(cid, [])].count("eyes") == 1 for repo, cid in sent)
        store = Store(postgres_database)
        try:
            assert DeliveryQueue(store).pending() == 0
        finally:
            store.engine.dispose()
    finally:
        a.stop()
        b.stop()


def _replies(repo: RepoState, comment_id: int) -> list[str]:
    marker = f"<!-- tilebot:reply:{comment_id} -->"
    return [c["body"] for c in list(repo.comments.values()) if c["user"] == BOT_LOGIN and marker in c["body"]]
