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
from tilebot.bot.github_api import AppCredentials, GitHubClients, InstallationSuspended, NotInstalled, html_base


class Clock:
    def __init__(self) -> None:
        self.now = datetime.now(UTC)

    def __call__(self) -> datetime:
        return self.now


def clients(fake: FakeGitHub, key: str, **kwargs: object) -> GitHubClients:
    kwargs.setdefault("pacing", fast_pacing())
    return GitHubClients(AppCredentials(APP_ID, key, fake.api_url), **kwargs)  # type: ignore[arg-type]


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


def token_statuses(fake: FakeGitHub) -> list[int]:
    return [c.status for c in fake.calls_of("apps/create-installation-access-token")]


def test_a_401_for_a_cached_token_gets_a_fresh_token_once(
    fake: FakeGitHub, target: RepoState, app_key: tuple[str, str]
) -> None:
    """A revoked token still cached: the request is sent once more with a fresh token, and succeeds."""
    gh = clients(fake, app_key[0])
    repo = gh.for_installation(fake.installation_id).get_repo(REPO)
    assert gh.call("get_branch", lambda: repo.get_branch("main")).name == "main"
    fake.revoke_tokens()
    assert gh.call("get_branch", lambda: repo.get_branch("main")).name == "main"
    assert [c.status for c in fake.calls_of("repos/get-branch")] == [200, 401, 200]
    assert token_statuses(fake) == [201, 201]
    assert gh.metrics.github_errors.labels("get_branch", "401")._value.get() == 0


def test_after_an_uninstall_a_cached_tokens_401_says_the_app_is_gone(
    fake: FakeGitHub, target: RepoState, app_key: tuple[str, str]
) -> None:
    """GitHub refuses an uninstalled App's token (401) for the rest of its hour: the fresh token's 404 ends it at once,
    and nothing more is asked of GitHub for the installation."""
    gh = clients(fake, app_key[0])
    repo = gh.for_installation(fake.installation_id).get_repo(REPO)
    gh.call("get_branch", lambda: repo.get_branch("main"))
    fake.uninstall()
    for _ in range(2):
        with pytest.raises(NotInstalled, match="the App was uninstalled"):
            gh.call("get_branch", lambda: repo.get_branch("main"))
    assert [c.status for c in fake.calls_of("repos/get-branch")] == [200, 401]
    assert token_statuses(fake) == [201, 404]


def test_a_401_is_not_retried_in_a_loop(fake: FakeGitHub, target: RepoState, app_key: tuple[str, str]) -> None:
    gh = clients(fake, app_key[0])
    repo = gh.for_installation(fake.installation_id).get_repo(REPO)
    refused = fake.inject("repos/get-branch", 401, times=10, message="Bad credentials")
    with pytest.raises(GithubException) as caught:
        gh.call("get_branch", lambda: repo.get_branch("main"))
    assert caught.value.status == 401
    assert len(fake.calls_of("repos/get-branch")) == 2 and token_statuses(fake) == [201, 201]
    refused.times = 0
    # The second refused token was dropped too: the next operation gets a fresh one.
    assert gh.call("get_branch", lambda: repo.get_branch("main")).name == "main"
    assert token_statuses(fake) == [201, 201, 201]
    # The fresh token's request refused too (the App's key revoked meanwhile): raised, not asked again and again.
    fake.revoke_tokens()
    fake.inject("apps/create-installation-access-token", 401, times=10, message="A JSON web token could not be decoded")
    with pytest.raises(GithubException) as caught:
        gh.call("get_branch", lambda: repo.get_branch("main"))
    assert caught.value.status == 401
    assert len(fake.calls_of("repos/get-branch")) == 4 and token_statuses(fake) == [201, 201, 201, 401]


def test_an_operation_refused_after_a_write_is_not_run_again(
    fake: FakeGitHub, target: RepoState, app_key: tuple[str, str]
) -> None:
    """Running it again would post the comment twice; the refused token is dropped all the same."""
    gh = clients(fake, app_key[0])
    repo = gh.for_installation(fake.installation_id).get_repo(REPO)
    number = fake.open_issue(target, "An issue", login="maintainer")
    issue = gh.call("get_issue", lambda: repo.get_issue(number))
    fake.inject("repos/get-branch", 401, message="Bad credentials")
    with pytest.raises(GithubException) as caught:
        gh.call("comment_then_branch", lambda: (issue.create_comment("once"), repo.get_branch("main")))
    assert caught.value.status == 401
    assert [c.status for c in fake.calls_of("issues/create-comment")] == [201]
    assert gh.call("get_branch", lambda: repo.get_branch("main")).name == "main"
    assert token_statuses(fake) == [201, 201]


@pytest.mark.parametrize("reads_only", [True, False], ids=["reads-only", "may-write"])
def test_an_operation_refused_at_its_second_request_runs_again_only_when_it_only_reads(
    fake: FakeGitHub, target: RepoState, app_key: tuple[str, str], reads_only: bool
) -> None:
    """A read that went through has no effect to repeat; an operation not said to only read is taken to have written."""
    gh = clients(fake, app_key[0])
    repo = gh.for_installation(fake.installation_id).get_repo(REPO)
    fake.inject("repos/get-branch", 401, message="Bad credentials")

    def ref_then_branch() -> str:
        return f"{repo.get_git_ref('heads/main').object.sha} {repo.get_branch('main').name}"

    if reads_only:
        assert gh.call("ref_then_branch", ref_then_branch, reads_only=True).endswith(" main")
        assert [c.status for c in fake.calls_of("git/get-ref")] == [200, 200]
        assert [c.status for c in fake.calls_of("repos/get-branch")] == [401, 200]
    else:
        with pytest.raises(GithubException) as caught:
            gh.call("ref_then_branch", ref_then_branch)
        assert caught.value.status == 401
        assert [c.status for c in fake.calls_of("git/get-ref")] == [200]
        assert [c.status for c in fake.calls_of("repos/get-branch")] == [401]
    assert gh.call("get_branch", lambda: repo.get_branch("main")).name == "main"
    assert token_statuses(fake) == [201, 201]  # the refused token was dropped either way, and one fresh one is used
    assert gh.metrics.github_errors.labels("ref_then_branch", "401")._value.get() == (0 if reads_only else 1)


def test_a_reads_only_operation_runs_again_only_once(
    fake: FakeGitHub, target: RepoState, app_key: tuple[str, str]
) -> None:
    gh = clients(fake, app_key[0])
    repo = gh.for_installation(fake.installation_id).get_repo(REPO)
    fake.inject("repos/get-branch", 401, times=10, message="Bad credentials")
    with pytest.raises(GithubException) as caught:
        gh.call(
            "ref_then_branch",
            lambda: (repo.get_git_ref("heads/main").object.sha, repo.get_branch("main")),
            reads_only=True,
        )
    assert caught.value.status == 401
    assert len(fake.calls_of("repos/get-branch")) == 2 and token_statuses(fake) == [201, 201]


def test_a_suspended_installation_ends_at_once_and_says_how_to_unsuspend(
    fake: FakeGitHub, target: RepoState, app_key: tuple[str, str]
) -> None:
    gh = clients(fake, app_key[0])
    repo = gh.for_installation(fake.installation_id).get_repo(REPO)
    fake.suspend()
    for _ in range(3):
        with pytest.raises(InstallationSuspended, match=r"the installation is suspended.*unsuspend") as caught:
            gh.call("get_branch", lambda: repo.get_branch("main"))
        assert caught.value.installation_id == fake.installation_id
    assert isinstance(caught.value, NotInstalled) and "unsuspended" in caught.value.remedy(REPO)
    assert token_statuses(fake) == [403] and fake.calls_of("repos/get-branch") == []
    assert gh.metrics.github_errors.labels("get_branch", "403")._value.get() == 3
    # Unsuspended: the installation webhook forgets the refusal, and the next request goes through.
    fake.suspended = False
    gh.tokens.forget(fake.installation_id)
    assert gh.call("get_branch", lambda: repo.get_branch("main")).name == "main"


def test_a_suspension_while_a_token_is_cached_ends_at_once(
    fake: FakeGitHub, target: RepoState, app_key: tuple[str, str]
) -> None:
    """A request refused with GitHub's suspension message: the token is dropped, and the fresh one's 403 says why."""
    gh = clients(fake, app_key[0])
    repo = gh.for_installation(fake.installation_id).get_repo(REPO)
    gh.call("get_branch", lambda: repo.get_branch("main"))
    fake.suspend()
    fake.inject("repos/get-branch", 403, message="This installation has been suspended")
    with pytest.raises(InstallationSuspended):
        gh.call("get_branch", lambda: repo.get_branch("main"))
    assert [c.status for c in fake.calls_of("repos/get-branch")] == [200, 403] and token_statuses(fake) == [201, 403]


@pytest.mark.parametrize(
    "message",
    ["Resource not accessible by integration", "You have exceeded a secondary rate limit. Please wait a few minutes."],
)
def test_other_403s_are_not_taken_for_a_suspension(
    fake: FakeGitHub, target: RepoState, app_key: tuple[str, str], message: str
) -> None:
    gh = clients(fake, app_key[0], pacing=fast_pacing(retries=1, secondary_rate_wait=0.01))
    repo = gh.for_installation(fake.installation_id).get_repo(REPO)
    refusal = fake.inject("apps/create-installation-access-token", 403, times=2, message=message)
    with pytest.raises(GithubException) as caught:
        gh.call("get_branch", lambda: repo.get_branch("main"))
    assert caught.value.status == 403 and not isinstance(caught.value, NotInstalled)
    refusal.times = 0  # a rate limit is asked twice (retries=1), a permission once
    # Not remembered as a refusal: the next request asks for a token again, and gets one.
    assert gh.call("get_branch", lambda: repo.get_branch("main")).name == "main"
    tokens = token_statuses(fake)
    assert tokens[-1] == 201
    refusal = fake.inject("repos/get-branch", 403, times=2, message=message)
    with pytest.raises(GithubException) as caught:
        gh.call("get_branch", lambda: repo.get_branch("main"))
    assert caught.value.status == 403
    assert token_statuses(fake) == tokens  # the cached token is kept: nothing said it was refused


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
            "TILEBOT_QUEUE_HOURS": "1.5",
        }
    )
    assert settings.queue_hours == 1.5
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
    for hours in ("0", "inf", "nan", "-1"):
        with pytest.raises(SettingsError, match="TILEBOT_QUEUE_HOURS must be a number of hours"):
            Settings.from_env(
                {
                    "TILEBOT_APP_ID": "1",
                    "TILEBOT_PRIVATE_KEY_FILE": str(key),
                    "TILEBOT_WEBHOOK_SECRET": "s",
                    "TILEBOT_QUEUE_HOURS": hours,
                }
            )
    needed = {"TILEBOT_APP_ID": "1", "TILEBOT_PRIVATE_KEY_FILE": str(key), "TILEBOT_WEBHOOK_SECRET": "s"}
    assert settings.refusal_window_minutes == 60
    assert Settings.from_env(needed | {"TILEBOT_REFUSAL_WINDOW_MINUTES": "90"}).refusal_window_minutes == 90
    for minutes in ("0", "-5", "1.5", "an hour", "525601"):
        with pytest.raises(SettingsError, match="TILEBOT_REFUSAL_WINDOW_MINUTES must be a whole number of minutes"):
            Settings.from_env(needed | {"TILEBOT_REFUSAL_WINDOW_MINUTES": minutes})
    # psql's form of the store's name is PostgreSQL (workers in a child process, as with a postgresql:// URL).
    assert Settings.from_env(
        needed | {"TILEBOT_DATABASE_URL": "host=db dbname=tilebot password=s3cret"}
    ).workers_in_child
    with pytest.raises(SettingsError, match="TILEBOT_DATABASE_URL: the store's libpq connection string") as refused:
        Settings.from_env(needed | {"TILEBOT_DATABASE_URL": "host=db password=correct horse"})
    assert "horse" not in str(refused.value)
    with pytest.raises(SettingsError, match="TILEBOT_WEBHOOK_SECRET"):
        Settings.from_env({"TILEBOT_APP_ID": "1", "TILEBOT_PRIVATE_KEY": app_key[0]})
    with pytest.raises(SettingsError, match="numeric"):
        Settings.from_env({"TILEBOT_APP_ID": "tilebot"})
