"""GitHub App auth and the retry policy, with real PyGithub against the test server."""

from __future__ import annotations

import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from github import GithubException

from tests.github.conftest import APP_ID, REPO, fast_pacing
from tests.github.fake import FakeGitHub, RepoState
from tilebot.bot.app import Settings, SettingsError
from tilebot.bot.github_api import AppCredentials, GitHubClients, NotInstalled, html_base


class Clock:
    def __init__(self) -> None:
        self.now = datetime.now(UTC)

    def __call__(self) -> datetime:
        return self.now


def clients(fake: FakeGitHub, key: str, **kwargs: object) -> GitHubClients:
    return GitHubClients(AppCredentials(APP_ID, key, fake.api_url), pacing=fast_pacing(), **kwargs)  # type: ignore[arg-type]


def test_installation_token_is_cached_and_renewed_before_expiry(
    fake: FakeGitHub, target: RepoState, app_key: tuple[str, str]
) -> None:
    clock = Clock()
    gh = clients(fake, app_key[0], token_margin=timedelta(minutes=5), clock=clock)
    repo = gh.for_repo(REPO).get_repo(REPO)
    for _ in range(3):
        assert repo.get_branch("main").name == "main"
    assert len(fake.calls_of("apps/create-installation-access-token")) == 1
    # 56 minutes on, the token has 4 minutes left: inside the margin, so it is renewed before use.
    clock.now += timedelta(minutes=56)
    repo.get_branch("main")
    assert len(fake.calls_of("apps/create-installation-access-token")) == 2
    tokens = {c.token for c in fake.calls_of("repos/get-branch")}
    assert len(tokens) == 2 and all(t and t.startswith("token ghs_") for t in tokens)
    # The installation was found through the App's JWT, once.
    assert len(fake.calls_of("apps/get-repo-installation")) == 1


def test_jwt_signed_with_another_key_is_refused(fake: FakeGitHub, target: RepoState) -> None:
    from cryptography.hazmat.primitives import serialization
    from cryptography.hazmat.primitives.asymmetric import rsa

    other = rsa.generate_private_key(public_exponent=65537, key_size=2048).private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
    )
    gh = clients(fake, other.decode())
    with pytest.raises(GithubException) as caught:
        gh.bot_login()
    assert caught.value.status == 401


def test_bot_login_comes_from_the_app(fake: FakeGitHub, target: RepoState, app_key: tuple[str, str]) -> None:
    assert clients(fake, app_key[0]).bot_login() == "tilebot-test[bot]"
    assert clients(fake, app_key[0]).bot_login("custom-slug") == "custom-slug[bot]"


def test_429_with_ratelimit_reset_is_retried_after_the_reset(
    fake: FakeGitHub, target: RepoState, app_key: tuple[str, str]
) -> None:
    gh = clients(fake, app_key[0])
    repo = gh.for_repo(REPO).get_repo(REPO)
    reset = int(time.time()) + 2
    fake.inject(
        "repos/get-branch",
        429,
        headers={"X-RateLimit-Reset": str(reset), "X-RateLimit-Remaining": "0"},
        message="API rate limit exceeded",
    )
    assert repo.get_branch("main").name == "main"
    first, second = fake.calls_of("repos/get-branch")
    assert (first.status, second.status) == (429, 200) and time.time() >= reset
    assert gh.metrics.github_retries.labels("429")._value.get() == 1


def test_retries_are_bounded(fake: FakeGitHub, target: RepoState, app_key: tuple[str, str]) -> None:
    gh = clients(fake, app_key[0])
    repo = gh.for_repo(REPO).get_repo(REPO)
    fake.inject("repos/get-branch", 503, times=10, message="unavailable")
    with pytest.raises(GithubException) as caught:
        gh.call("get_branch", lambda: repo.get_branch("main"))
    assert caught.value.status == 503
    assert len(fake.calls_of("repos/get-branch")) == 4  # the first try and 3 retries
    assert gh.metrics.github_errors.labels("get_branch", "503")._value.get() == 1


def test_a_404_for_the_installation_token_says_the_app_is_gone_and_is_not_asked_again(
    fake: FakeGitHub, target: RepoState, app_key: tuple[str, str]
) -> None:
    """Uninstalled: GitHub has no token for the installation. That is no 404 of the resource the request was about
    (code that reads "no such comment" or "no such file" from a 404 must not take it for one), nor worth asking
    again on every request."""
    gh = clients(fake, app_key[0])
    repo = gh.for_installation(fake.installation_id).get_repo(REPO)
    fake.inject("apps/create-installation-access-token", 404, times=10, message="Not Found")
    for _ in range(3):
        with pytest.raises(NotInstalled, match=f"installation {fake.installation_id}: the App was uninstalled"):
            gh.call("get_branch", lambda: repo.get_branch("main"))
    assert [c.status for c in fake.calls_of("apps/create-installation-access-token")] == [404]
    assert fake.calls_of("repos/get-branch") == []
    assert gh.metrics.github_errors.labels("get_branch", "404")._value.get() == 3
    assert not issubclass(NotInstalled, GithubException)


def test_a_repository_the_app_is_not_installed_on_is_told_apart(
    fake: FakeGitHub, target: RepoState, app_key: tuple[str, str]
) -> None:
    with pytest.raises(NotInstalled, match="the App is not installed on acme/elsewhere"):
        clients(fake, app_key[0]).for_repo("acme/elsewhere")


def test_a_5xx_for_the_installation_token_is_retried(
    fake: FakeGitHub, target: RepoState, app_key: tuple[str, str]
) -> None:
    """Asking for a token twice harms nothing: the App's POST is retried on a 5xx, unlike a comment or a dispatch."""
    gh = clients(fake, app_key[0])
    repo = gh.for_installation(fake.installation_id).get_repo(REPO)
    fake.inject("apps/create-installation-access-token", 502, times=2, message="Server Error")
    assert repo.get_branch("main").name == "main"
    assert [c.status for c in fake.calls_of("apps/create-installation-access-token")] == [502, 502, 201]


@pytest.mark.parametrize(
    ("api", "html"),
    [
        ("https://api.github.com", "https://github.com"),
        ("https://ghe.example.com/api/v3", "https://ghe.example.com"),
        ("https://ghe.example.com/api/v3/", "https://ghe.example.com"),
        ("http://127.0.0.1:8080/api/v3", "http://127.0.0.1:8080"),
    ],
)
def test_web_address_of_an_api_base(api: str, html: str) -> None:
    assert html_base(api) == html


def test_credentials_are_checked() -> None:
    with pytest.raises(ValueError, match="PEM"):
        AppCredentials(1, "not a key")
    with pytest.raises(ValueError, match="API URL"):
        AppCredentials(1, "-----BEGIN PRIVATE KEY-----", "ftp://ghe")


def test_settings_from_the_environment(tmp_path: Path, app_key: tuple[str, str]) -> None:
    key = tmp_path / "app.pem"
    key.write_text(app_key[0])
    settings = Settings.from_env(
        {
            "TILEBOT_APP_ID": "123",
            "TILEBOT_PRIVATE_KEY_FILE": str(key),
            "TILEBOT_WEBHOOK_SECRET": "s",
            "TILEBOT_GITHUB_API_URL": "https://ghe.example.com/api/v3",
            "TILEBOT_RETURN_RUN_DETAILS": "false",
        }
    )
    assert settings.app_id == 123 and "PRIVATE KEY" in settings.private_key and settings.webhook_secret == b"s"
    assert settings.api_url == "https://ghe.example.com/api/v3" and settings.return_run_details is False
    assert settings.worker_nice == 10  # the workers yield the CPU to the acknowledgements by default
    with pytest.raises(SettingsError, match="TILEBOT_WORKER_NICE must be 0 to 19"):
        Settings.from_env(
            {
                "TILEBOT_APP_ID": "1",
                "TILEBOT_PRIVATE_KEY_FILE": str(key),
                "TILEBOT_WEBHOOK_SECRET": "s",
                "TILEBOT_WORKER_NICE": "-5",
            }
        )
    with pytest.raises(SettingsError, match="TILEBOT_WEBHOOK_SECRET"):
        Settings.from_env({"TILEBOT_APP_ID": "1", "TILEBOT_PRIVATE_KEY": app_key[0]})
    with pytest.raises(SettingsError, match="numeric"):
        Settings.from_env({"TILEBOT_APP_ID": "tilebot"})
