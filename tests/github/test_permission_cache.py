"""The permission cache: an allow is trusted for a minute at most, and a ``member``/``organization``
event drops the person at once (real PyGithub against the GitHub test server)."""

from __future__ import annotations

from datetime import timedelta

from tests.github.conftest import REPO, BotHandle
from tests.github.fake import FakeGitHub, RepoState
from tests.github.test_github_api import Clock, clients
from tilebot.bot.permissions import Permissions


def test_an_allow_is_cached_for_a_minute_at_most(fake: FakeGitHub, target: RepoState, app_key: tuple[str, str]) -> None:
    clock = Clock()
    gh = clients(fake, app_key[0])
    permissions = Permissions(gh, ttl=timedelta(minutes=5), clock=clock)
    repo = gh.for_repo(REPO).get_repo(REPO)
    user = {"login": "maintainer", "type": "User"}
    assert permissions.authorize(repo, REPO, user, bot_login="x[bot]").allowed
    del target.collaborators["maintainer"]  # removed on GitHub
    clock.now += timedelta(seconds=59)
    assert permissions.authorize(repo, REPO, user, bot_login="x[bot]").allowed  # still cached
    clock.now += timedelta(seconds=2)
    assert not permissions.authorize(repo, REPO, user, bot_login="x[bot]").allowed  # asked again after 60 s
    assert len(fake.calls_of("repos/get-collaborator-permission-level")) == 2


def test_a_member_event_drops_the_cached_permission(fake: FakeGitHub, target: RepoState, bot: BotHandle) -> None:
    assert bot.bot is not None
    permissions = bot.bot.service.permissions
    gh = bot.bot.clients
    repo = gh.for_repo(REPO).get_repo(REPO)
    user = {"login": "maintainer", "type": "User"}
    assert permissions.authorize(repo, REPO, user, bot_login="x[bot]").allowed
    del target.collaborators["maintainer"]
    payload = {
        "action": "removed",
        "member": fake.user_json("maintainer"),
        "repository": fake.repo_json(target),
        "sender": fake.user_json("admin-person"),
        "installation": {"id": fake.installation_id, "node_id": "I_1"},
    }
    response = fake.send_webhook("member", payload)
    assert response is not None and response.status_code == 202
    bot.idle()
    assert not permissions.authorize(repo, REPO, user, bot_login="x[bot]").allowed
