"""GitHub refusing the App's own JWT (401) while an operation runs: the installation token renewed, or a repository's
installation looked up, between the operation's requests. That refuses the App's key (its id or private key is not
GitHub's, or this machine's clock is off), not the installation token the operation sent before: the token is kept,
the operation is not run again, and the error says what was refused. With real PyGithub against the GitHub test
server, which checks each JWT against the App's public key."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import rsa
from github import GithubException

from tests.github.conftest import APP_ID, REPO, fast_pacing
from tests.github.fake import FakeGitHub, RepoState
from tilebot.bot.github_api import AppCredentials, AppKeyRefused, GitHubClients

REFUSED = r"GitHub refused the App's JWT \(401 .*\): the App's key was refused, not an installation token"


class Clock:
    def __init__(self) -> None:
        self.now = datetime.now(UTC)

    def __call__(self) -> datetime:
        return self.now


def _clients(fake: FakeGitHub, key: str, clock: Clock | None = None) -> GitHubClients:
    return GitHubClients(AppCredentials(APP_ID, key, fake.api_url), pacing=fast_pacing(), clock=clock or Clock())


def _new_private_key() -> rsa.RSAPrivateKey:
    return rsa.generate_private_key(public_exponent=65537, key_size=2048)


def _regenerate_app_key(fake: FakeGitHub) -> None:
    """The App's private key deleted in its settings and a new one generated: GitHub refuses a JWT signed with the key
    tilebot holds. The installation tokens issued before stay good."""
    public = _new_private_key().public_key()
    fake.public_key = public.public_bytes(
        serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo
    ).decode()


def _statuses(fake: FakeGitHub, operation_id: str) -> list[int]:
    return [c.status for c in fake.calls_of(operation_id)]


def _errors(gh: GitHubClients, operation: str) -> float:
    return float(gh.metrics.github_errors.labels(operation, "401")._value.get())


def test_an_installation_lookup_refused_for_the_apps_key_keeps_the_token_and_runs_nothing_again(
    fake: FakeGitHub, target: RepoState, app_key: tuple[str, str]
) -> None:
    """A reads-only operation reads through its cached token, then asks which installation covers a repository: the
    lookup's 401 is raised as the App's key refused. The token stays cached and serves the next operation (the 401
    was taken for the token's: the token was dropped and the read made again, its new token refused in turn)."""
    gh = _clients(fake, app_key[0])
    repo = gh.for_installation(fake.installation_id).get_repo(REPO)
    gh.call("get_branch", lambda: repo.get_branch("main"))
    _regenerate_app_key(fake)

    def ref_then_lookup() -> str:
        sha = repo.get_git_ref("heads/main").object.sha
        gh.for_repo(REPO)  # no installation remembered for it: GitHub is asked, with the App's JWT
        return sha

    with pytest.raises(AppKeyRefused, match=REFUSED) as caught:
        gh.call("ref_then_lookup", ref_then_lookup, reads_only=True)

    assert caught.value.status == 401 and isinstance(caught.value, GithubException)
    assert _statuses(fake, "apps/get-repo-installation") == [401]
    assert _statuses(fake, "git/get-ref") == [200]  # not read again
    assert _errors(gh, "ref_then_lookup") == _errors(gh, "get_repo_installation") == 1
    # the token was kept: the next operation sends it, and no token is asked for
    assert gh.call("get_branch", lambda: repo.get_branch("main")).name == "main"
    assert _statuses(fake, "apps/create-installation-access-token") == [201]
    assert {c.token for c in fake.calls_of("repos/get-branch") + fake.calls_of("git/get-ref")} == {
        fake.calls_of("git/get-ref")[0].token
    }


def test_a_token_renewal_refused_for_the_apps_key_is_reported_and_runs_nothing_again(
    fake: FakeGitHub, target: RepoState, app_key: tuple[str, str]
) -> None:
    """A long reads-only operation: its token comes due for renewal between two reads, and GitHub refuses the App's
    JWT that asks for the new one. Raised at once as the App's key refused (the refusal was taken for the token's:
    the operation ran again, to be refused its token once more, and GitHub's bare 401 was raised)."""
    clock = Clock()
    gh = _clients(fake, app_key[0], clock)
    repo = gh.for_installation(fake.installation_id).get_repo(REPO)
    gh.call("get_branch", lambda: repo.get_branch("main"))
    _regenerate_app_key(fake)

    def ref_then_branch() -> str:
        sha = repo.get_git_ref("heads/main").object.sha
        clock.now += timedelta(minutes=56)  # the token has 4 minutes left: inside the renewal margin
        return f"{sha} {repo.get_branch('main').name}"

    with pytest.raises(AppKeyRefused, match=REFUSED + r".*TILEBOT_APP_ID.*private key.*clock") as caught:
        gh.call("ref_then_branch", ref_then_branch, reads_only=True)

    assert f"App id ({APP_ID}," in str(caught.value)
    assert _statuses(fake, "apps/create-installation-access-token") == [201, 401]
    assert _statuses(fake, "git/get-ref") == [200]
    assert _statuses(fake, "repos/get-branch") == [200]  # the warm-up's only
    assert _errors(gh, "ref_then_branch") == 1


@pytest.mark.parametrize("refused", ["token renewal", "installation lookup"])
def test_an_operation_that_posted_a_comment_is_not_run_again_when_the_apps_jwt_is_refused(
    fake: FakeGitHub, target: RepoState, app_key: tuple[str, str], refused: str
) -> None:
    """The operation's one request so far, a comment, went through with its token; GitHub then refuses the App's JWT
    once (its clock judged off). Nothing was refused of the token, so the operation is not run again and the comment
    is posted once (taken for the token's refusal at the operation's first request, it was run again: two
    comments)."""
    clock = Clock()
    gh = _clients(fake, app_key[0], clock)
    repo = gh.for_installation(fake.installation_id).get_repo(REPO)
    number = fake.open_issue(target, "An issue", login="maintainer")
    issue = gh.call("get_issue", lambda: repo.get_issue(number))
    gh.call("get_branch", lambda: repo.get_branch("main"))  # the token is cached
    github_says = "'Issued at' claim ('iat') must be an Integer representing the time that the assertion was issued"
    if refused == "token renewal":
        fake.inject("apps/create-installation-access-token", 401, message=github_says)

        def after_the_comment() -> None:
            clock.now += timedelta(minutes=56)  # the token comes due
            repo.get_branch("main")
    else:
        fake.inject("apps/get-repo-installation", 401, message=github_says)

        def after_the_comment() -> None:
            gh.for_repo(REPO)

    def comment_then_more() -> None:
        issue.create_comment("once")
        after_the_comment()

    with pytest.raises(AppKeyRefused) as caught:
        gh.call("comment_then_more", comment_then_more)

    assert github_says in str(caught.value)
    assert _statuses(fake, "issues/create-comment") == [201]
    assert [c["body"] for c in target.comments.values()].count("once") == 1
    assert _statuses(fake, "apps/create-installation-access-token")[0] == 201
    assert len(fake.calls_of("apps/create-installation-access-token")) == (2 if refused == "token renewal" else 1)


def test_a_key_the_app_does_not_have_is_reported_from_the_first_request(fake: FakeGitHub, target: RepoState) -> None:
    """Reading the App's slug at start-up is signed with a key GitHub does not know: the error says what to check."""
    other = _new_private_key().private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
    )
    gh = _clients(fake, other.decode())
    with pytest.raises(AppKeyRefused, match=REFUSED + r".*TILEBOT_PRIVATE_KEY.*regenerated key is refused"):
        gh.bot_login()
    assert _statuses(fake, "apps/get-authenticated") == [401]
    assert _errors(gh, "get_app") == 1


def test_a_token_renewal_refused_outside_any_operation_is_reported_as_the_apps_key(
    fake: FakeGitHub, target: RepoState, app_key: tuple[str, str]
) -> None:
    """A lazy object read after its operation returned (a ``GitRef`` built in ``call``, its GET sent when ``object`` is
    first read): that request's token comes due, and GitHub refuses the App's JWT asking for a new one. No ``call``
    wraps it, yet the error still says the App's key was refused (it was GitHub's bare 401, "Bad credentials", which
    reads as a refused installation token)."""
    clock = Clock()
    gh = _clients(fake, app_key[0], clock)
    repo = gh.for_installation(fake.installation_id).get_repo(REPO)
    gh.call("get_branch", lambda: repo.get_branch("main"))
    ref = gh.call("get_git_ref", lambda: repo.get_git_ref("heads/main"))  # lazy: nothing sent yet
    assert _statuses(fake, "git/get-ref") == []
    _regenerate_app_key(fake)
    clock.now += timedelta(minutes=56)  # the token has 4 minutes left: inside the renewal margin

    with pytest.raises(AppKeyRefused, match=REFUSED + r".*TILEBOT_APP_ID.*private key.*clock") as caught:
        ref.object.sha  # noqa: B018 - the read sends the request

    assert caught.value.status == 401 and f"App id ({APP_ID}," in str(caught.value)
    assert _statuses(fake, "apps/create-installation-access-token") == [201, 401]
    assert _statuses(fake, "git/get-ref") == []  # never sent: its token could not be had
