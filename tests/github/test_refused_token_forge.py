"""A cached installation token GitHub refuses (revoked, or the App uninstalled while tilebot held it) on the forge's
requests: each is sent within a ``GitHubClients.call`` operation, so it gets a fresh token once, as every other
request does. With real PyGithub against the GitHub test server.

PyGithub's lazy objects send their GET when an attribute is first read (a ``GitRef``'s ``object``, a
``Comparison``'s ``behind_by``): a read outside the operation would send it with no second chance."""

from __future__ import annotations

from typing import Any

from tests.github.conftest import open_forge_run
from tests.github.fake import FakeGitHub, RepoState
from tests.github.fake.git import ref_sha
from tilebot.bot.forge.github import (
    CHECKS_REF,
    CLOSED_REF,
    FINAL_COMMENT_REF,
    PR_REF,
    SUMMARY_CHECK_REF,
    GitHubForge,
    check_key,
)
from tilebot.bot.store import Run
from tilebot.core.stages import Stage

RUN_ID = "feed5678"


def _with_refs(run: Run, refs: dict[str, Any]) -> Run:
    return Run(**{**run.__dict__, "forge_refs": {**run.forge_refs, **refs}})


def _statuses(fake: FakeGitHub, operation_id: str) -> list[int]:
    return [c.status for c in fake.calls_of(operation_id)]


def test_a_check_run_is_opened_with_a_fresh_token_after_the_cached_one_was_revoked(
    forge: GitHubForge, fake: FakeGitHub, target: RepoState
) -> None:
    """The check run's first request reads the branch head: refused, it is sent again with a fresh token (the check
    run was once left uncreated until the result came)."""
    run = open_forge_run(forge, target, RUN_ID)
    fake.revoke_tokens()
    refs = forge.check_started(run, Stage.ANALYZE, 1)
    check = refs[CHECKS_REF][check_key(Stage.ANALYZE, 1)]
    assert target.check_runs[check["id"]]["head_sha"] == ref_sha(target, run.branch)
    assert _statuses(fake, "git/get-ref")[-2:] == [401, 200]
    assert _statuses(fake, "apps/create-installation-access-token") == [201, 201]


def test_a_close_out_after_an_uninstall_is_given_up_at_once(
    forge: GitHubForge, fake: FakeGitHub, target: RepoState
) -> None:
    """The outcome check's branch-head read is the close-out's first request: the fresh token's 404 says the App is
    gone, and the close-out is remembered as done (it was raised as a bare 401, and tried again every pass)."""
    opened = open_forge_run(forge, target, RUN_ID)
    run = _with_refs(opened, {FINAL_COMMENT_REF: 1})  # only the outcome check is left to do
    fake.uninstall()
    remembered: dict[str, Any] = {}
    forge.close_run(run, [], succeeded=False, remember=remembered.__setitem__)
    assert remembered == {CLOSED_REF: True}
    assert _statuses(fake, "git/get-ref")[-1] == 401 and fake.calls_of("checks/create") == []
    assert _statuses(fake, "apps/create-installation-access-token") == [201, 404]


def test_a_branch_found_after_a_restart_is_compared_with_a_fresh_token(
    forge: GitHubForge, fake: FakeGitHub, target: RepoState
) -> None:
    """Opening the run again (a restart) finds its branch and compares it with the base: that comparison refused for
    its token is asked again, not raised."""
    run = open_forge_run(forge, target, RUN_ID)
    fake.inject("repos/compare-commits", 401, message="Bad credentials")
    refs = forge.open_run(run, title="tilebot: port softmax", body="port")
    assert refs["pr"] == run.forge_refs["pr"]
    assert _statuses(fake, "repos/compare-commits") == [401, 200]
    assert _statuses(fake, "apps/create-installation-access-token") == [201, 201]


def test_a_pr_is_taken_out_of_draft_with_a_fresh_token_when_the_cached_one_is_revoked_after_reading_it(
    forge: GitHubForge, fake: FakeGitHub, target: RepoState
) -> None:
    """Marking the PR ready reads whether it is a draft, then sends the mutation: the token revoked between the two,
    the mutation (its own operation, refused at its one request, so nothing was done) is sent again with a fresh token
    (with the read, it was an operation refused after a request had gone through: raised, and the close-out failed)."""
    run = open_forge_run(forge, target, RUN_ID)
    number = run.forge_refs[PR_REF]
    read_pull = fake.handlers["pulls/get"]

    def revoke_after_reading(gh: Any, **request: Any) -> Any:
        answer = read_pull(gh, **request)
        fake.revoke_tokens()
        return answer

    fake.handlers["pulls/get"] = revoke_after_reading
    remembered: dict[str, Any] = {}

    forge.close_run(run, [], succeeded=True, remember=remembered.__setitem__)

    assert target.pulls[number]["draft"] is False
    assert _statuses(fake, "pulls/get") == [200]
    # the refused mutation is not recorded (the test server records a GraphQL call once it is authenticated)
    (marked,) = fake.calls_of("graphql")
    assert marked.token != fake.calls_of("pulls/get")[0].token
    assert _statuses(fake, "apps/create-installation-access-token") == [201, 201]
    assert set(remembered) == {FINAL_COMMENT_REF, SUMMARY_CHECK_REF, CLOSED_REF}
    assert forge.clients.metrics.github_errors.labels("mark_ready_for_review", "401")._value.get() == 0
