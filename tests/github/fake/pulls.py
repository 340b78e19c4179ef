"""Pull requests: opened by the bot from its branches (or, in tests, from a fork), listed and read.

A pull request is also an issue (comments go there); its head and base answer from the bare
repository's current branch heads.
"""

from __future__ import annotations

from typing import Any

from tests.github.fake.examples import example, user_json
from tests.github.fake.git import git, ref_sha
from tests.github.fake.issues import next_number
from tests.github.fake.repos import repo_json
from tests.github.fake.state import Answer, ApiError, RepoState, State, iso


def open_fork_pull(gh: State, repo: RepoState, *, fork_owner: str, title: str) -> int:
    with gh.lock:
        number = next_number(repo)
        pid = gh.next_id()
        sha = ref_sha(repo, f"refs/heads/{repo.default_branch}") or ""
        gh.user(fork_owner)
        repo.pulls[number] = {
            "number": number,
            "id": pid,
            "node_id": f"PR_{pid}",
            "title": title,
            "body": "",
            "head": "patch-1",
            "head_sha": sha,
            "base": repo.default_branch,
            "draft": False,
            "state": "open",
            "user": fork_owner,
            "maintainer_can_modify": True,
            "created_at": iso(),
            "updated_at": iso(),
            "fork_owner": fork_owner,
        }
        repo.issues[number] = {
            "number": number,
            "title": title,
            "body": "",
            "user": fork_owner,
            "state": "open",
            "pr": True,
        }
        return number


def pull_json(gh: State, repo: RepoState, pr: dict[str, Any]) -> dict[str, Any]:
    data: dict[str, Any] = example(gh, "pulls/get", 200, repo)
    n = pr["number"]
    repo_obj = repo_json(gh, repo)
    head_sha = ref_sha(repo, f"refs/heads/{pr['head']}") or pr["head_sha"]
    base_sha = ref_sha(repo, f"refs/heads/{pr['base']}") or ""
    for side, ref, sha in (("head", pr["head"], head_sha), ("base", pr["base"], base_sha)):
        data[side].update(ref=ref, sha=sha, label=f"{repo.owner}:{ref}", user=user_json(gh, repo.owner), repo=repo_obj)
    if pr.get("fork_owner"):
        fork = dict(
            repo_obj,
            full_name=f"{pr['fork_owner']}/{repo.name}",
            fork=True,
            owner=user_json(gh, pr["fork_owner"]),
            id=repo.id + 1,
        )
        data["head"].update(label=f"{pr['fork_owner']}:{pr['head']}", user=user_json(gh, pr["fork_owner"]), repo=fork)
    data.update(
        id=pr["id"],
        node_id=pr["node_id"],
        number=n,
        state=pr["state"],
        title=pr["title"],
        body=pr["body"],
        draft=pr["draft"],
        merged=False,
        mergeable=True,
        rebaseable=True,
        merged_at=None,
        closed_at=None,
        user=user_json(gh, pr["user"]),
        requested_teams=[],
        requested_reviewers=[],
        labels=[],
        assignees=[],
        assignee=None,
        milestone=None,
        maintainer_can_modify=pr["maintainer_can_modify"],
        url=f"{gh.api_url}/repos/{repo.full_name}/pulls/{n}",
        html_url=f"{gh.host_url}/{repo.full_name}/pull/{n}",
        issue_url=f"{gh.api_url}/repos/{repo.full_name}/issues/{n}",
        comments_url=f"{gh.api_url}/repos/{repo.full_name}/issues/{n}/comments",
        created_at=pr["created_at"],
        updated_at=pr["updated_at"],
        auto_merge=None,
        active_lock_reason=None,
    )
    return data


def _invalid(**error: str) -> ApiError:
    return ApiError(422, "Validation Failed", errors=[{"resource": "PullRequest", **error}])


def create_pull(gh: State, *, params: dict[str, str], body: dict[str, Any], identity: str, **_: Any) -> Answer:
    repo = gh.repo(params)
    head = body["head"].split(":", 1)[-1]
    base = body["base"]
    head_sha = ref_sha(repo, f"refs/heads/{head}")
    base_sha = ref_sha(repo, f"refs/heads/{base}")
    if head_sha is None or base_sha is None:
        raise _invalid(field="head" if head_sha is None else "base", code="invalid")
    if git(repo, "rev-list", "--count", f"{base_sha}..{head_sha}") == "0":
        raise _invalid(code="custom", message=f"No commits between {base} and {head}")
    if any(p["head"] == head and p["state"] == "open" for p in repo.pulls.values()):
        raise _invalid(code="custom", message=f"A pull request already exists for {repo.owner}:{head}.")
    number = next_number(repo)
    pid = gh.next_id()
    pr = {
        "number": number,
        "id": pid,
        "node_id": f"PR_{pid}",
        "title": body.get("title", ""),
        "body": body.get("body"),
        "head": head,
        "head_sha": head_sha,
        "base": base,
        "draft": bool(body.get("draft")),
        "state": "open",
        "user": identity,
        "maintainer_can_modify": bool(body.get("maintainer_can_modify")),
        "created_at": iso(),
        "updated_at": iso(),
    }
    repo.pulls[number] = pr
    repo.issues[number] = {
        "number": number,
        "title": pr["title"],
        "body": pr["body"],
        "user": identity,
        "state": "open",
        "pr": True,
    }
    return 201, pull_json(gh, repo, pr), {}


def list_pulls(gh: State, *, params: dict[str, str], query: dict[str, str], **_: Any) -> Answer:
    repo = gh.repo(params)
    state = query.get("state", "open")
    head = query.get("head", "").split(":", 1)[-1]
    found = [
        p for p in repo.pulls.values() if (state == "all" or p["state"] == state) and (not head or p["head"] == head)
    ]
    return 200, [pull_json(gh, repo, p) for p in found], {}


def get_pull(gh: State, *, params: dict[str, str], **_: Any) -> Answer:
    repo = gh.repo(params)
    pr = repo.pulls.get(int(params["pull_number"]))
    if pr is None:
        raise ApiError(404, "Not Found")
    return 200, pull_json(gh, repo, pr), {}
