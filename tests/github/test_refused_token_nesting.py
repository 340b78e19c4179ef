"""Operations that run operations (a ``GitHubClients.call`` inside another's function): a refused installation token
gets one fresh-token run per operation as a whole, by the innermost operation that may run again. With real PyGithub
against the GitHub test server."""

from __future__ import annotations

import pytest
from github import GithubException

from tests.github.conftest import APP_ID, REPO, fast_pacing
from tests.github.fake import FakeGitHub, RepoState
from tilebot.bot.github_api import AppCredentials, GitHubClients


def _clients(fake: FakeGitHub, key: str) -> GitHubClients:
    return GitHubClients(AppCredentials(APP_ID, key, fake.api_url), pacing=fast_pacing())


def _statuses(fake: FakeGitHub, operation_id: str) -> list[int]:
    return [c.status for c in fake.calls_of(operation_id)]


def _calls(gh: GitHubClients, operation: str) -> float:
    return float(gh.metrics.github_calls.labels(operation)._value.get())


def _errors(gh: GitHubClients, operation: str, status: str = "401") -> float:
    return float(gh.metrics.github_errors.labels(operation, status)._value.get())


def test_a_token_refused_again_in_a_nested_reads_only_operation_is_run_again_only_once(
    fake: FakeGitHub, target: RepoState, app_key: tuple[str, str]
) -> None:
    """The inner operation runs once more with a fresh token; refused again, that is the end of it: the outer one does
    not run the whole again (which ran the inner one twice more: four requests and four tokens)."""
    gh = _clients(fake, app_key[0])
    repo = gh.for_installation(fake.installation_id).get_repo(REPO)
    fake.inject("repos/get-branch", 401, times=10, message="Bad credentials")

    def ref_then_branch() -> str:
        sha = repo.get_git_ref("heads/main").object.sha
        return f"{sha} {gh.call('get_branch', lambda: repo.get_branch('main').name, reads_only=True)}"

    with pytest.raises(GithubException) as caught:
        gh.call("ref_then_branch", ref_then_branch, reads_only=True)

    assert caught.value.status == 401
    assert _statuses(fake, "git/get-ref") == [200]
    assert _statuses(fake, "repos/get-branch") == [401, 401]
    assert _statuses(fake, "apps/create-installation-access-token") == [201, 201]
    # each operation ran once, and failed once
    assert (_calls(gh, "ref_then_branch"), _calls(gh, "get_branch")) == (1, 1)
    assert (_errors(gh, "ref_then_branch"), _errors(gh, "get_branch")) == (1, 1)


def test_a_nested_operation_renewed_once_leaves_no_second_run_to_its_outer_one(
    fake: FakeGitHub, target: RepoState, app_key: tuple[str, str]
) -> None:
    """The inner operation's fresh-token run was the outer one's too: a token refused at a later request of the outer
    one is raised, not renewed a second time."""
    gh = _clients(fake, app_key[0])
    repo = gh.for_installation(fake.installation_id).get_repo(REPO)
    fake.inject("repos/get-branch", 401, message="Bad credentials")
    fake.inject("git/get-ref", 401, message="Bad credentials")

    def branch_then_ref() -> str:
        name = gh.call("get_branch", lambda: repo.get_branch("main").name, reads_only=True)
        return f"{name} {repo.get_git_ref('heads/main').object.sha}"

    with pytest.raises(GithubException) as caught:
        gh.call("branch_then_ref", branch_then_ref, reads_only=True)

    assert caught.value.status == 401
    assert _statuses(fake, "repos/get-branch") == [401, 200]
    assert _statuses(fake, "git/get-ref") == [401]
    assert _statuses(fake, "apps/create-installation-access-token") == [201, 201]
    assert (_calls(gh, "branch_then_ref"), _calls(gh, "get_branch")) == (1, 1)
    assert (_errors(gh, "branch_then_ref"), _errors(gh, "get_branch")) == (1, 0)
    # the refused token was dropped all the same: the next operation has a fresh one of its own
    assert gh.call("get_git_ref", lambda: repo.get_git_ref("heads/main").object.sha, reads_only=True)
    assert _statuses(fake, "apps/create-installation-access-token") == [201, 201, 201]


def test_a_reads_only_operation_inside_one_that_writes_is_renewed_on_its_own(
    fake: FakeGitHub, target: RepoState, app_key: tuple[str, str]
) -> None:
    """The inner operation runs again whichever of its requests was refused, as it would alone: what it repeats are its
    own reads, not the comment its outer operation posted before it."""
    gh = _clients(fake, app_key[0])
    repo = gh.for_installation(fake.installation_id).get_repo(REPO)
    number = fake.open_issue(target, "An issue", login="maintainer")
    issue = gh.call("get_issue", lambda: repo.get_issue(number))
    fake.inject("repos/get-branch", 401, message="Bad credentials")

    def read_both() -> str:
        return f"{repo.get_git_ref('heads/main').object.sha} {repo.get_branch('main').name}"

    def comment_then_read() -> str:
        issue.create_comment("once")
        return gh.call("ref_then_branch", read_both, reads_only=True)

    assert gh.call("comment_then_read", comment_then_read).endswith(" main")

    assert _statuses(fake, "issues/create-comment") == [201]
    assert _statuses(fake, "git/get-ref") == [200, 200]
    assert _statuses(fake, "repos/get-branch") == [401, 200]
    assert _statuses(fake, "apps/create-installation-access-token") == [201, 201]
    assert (_calls(gh, "comment_then_read"), _calls(gh, "ref_then_branch")) == (1, 1)
    assert (_errors(gh, "comment_then_read"), _errors(gh, "ref_then_branch")) == (0, 0)
