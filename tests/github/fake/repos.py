"""Repositories, branches, git refs and file contents: the API over the bare git repository.

Reads answer from real git objects; ``git/create-ref`` and ``repos/create-or-update-file-contents``
write real refs and commits, so a later clone or push sees them.
"""

from __future__ import annotations

import base64
import subprocess
import uuid
from datetime import UTC, datetime
from typing import Any

from tests.github.fake.examples import example, user_json
from tests.github.fake.git import ZERO, activity, commit_info, file_at, git, object_type, ref_sha
from tests.github.fake.state import Answer, ApiError, RepoState, State, iso


def repo_json(gh: State, repo: RepoState) -> dict[str, Any]:
    data: dict[str, Any] = example(gh, "repos/get", 200, repo)
    for key in ("source", "parent", "template_repository", "organization"):
        data.pop(key, None)
    data.update(
        id=repo.id,
        node_id=f"R_{repo.id}",
        name=repo.name,
        full_name=repo.full_name,
        owner=user_json(gh, repo.owner),
        private=False,
        fork=False,
        default_branch=repo.default_branch,
        language="Python",
        url=f"{gh.api_url}/repos/{repo.full_name}",
        html_url=f"{gh.host_url}/{repo.full_name}",
    )
    return data


def file_json(gh: State, repo: RepoState, ref: str, path: str, content: bytes) -> dict[str, Any]:
    sha = git(repo, "rev-parse", f"{ref}:{path}")
    api = f"{gh.api_url}/repos/{repo.full_name}"
    return {
        "type": "file",
        "encoding": "base64",
        "size": len(content),
        "name": path.rsplit("/", 1)[-1],
        "path": path,
        "content": base64.b64encode(content).decode(),
        "sha": sha,
        "url": f"{api}/contents/{path}?ref={ref}",
        "git_url": f"{api}/git/blobs/{sha}",
        "html_url": f"{gh.host_url}/{repo.full_name}/blob/{ref}/{path}",
        "download_url": f"{gh.host_url}/raw/{repo.full_name}/{ref}/{path}",
        "_links": {
            "self": f"{api}/contents/{path}",
            "git": f"{api}/git/blobs/{sha}",
            "html": f"{gh.host_url}/{repo.full_name}/blob/{ref}/{path}",
        },
    }


def ref_json(gh: State, repo: RepoState, ref: str, sha: str) -> dict[str, Any]:
    return {
        "ref": ref,
        "node_id": f"REF_{sha[:10]}",
        "url": f"{gh.api_url}/repos/{repo.full_name}/git/{ref}",
        "object": {"type": "commit", "sha": sha, "url": f"{gh.api_url}/repos/{repo.full_name}/git/commits/{sha}"},
    }


def get_repo(gh: State, *, params: dict[str, str], **_: Any) -> Answer:
    return 200, repo_json(gh, gh.repo(params)), {}


def _utc(git_date: str) -> str:
    """git's ISO 8601 date with its offset, as GitHub writes it: UTC with a Z."""
    return iso(datetime.fromisoformat(git_date).astimezone(UTC))


def get_branch(gh: State, *, params: dict[str, str], **_: Any) -> Answer:
    repo = gh.repo(params)
    sha = ref_sha(repo, f"refs/heads/{params['branch']}")
    if sha is None:
        raise ApiError(404, "Branch not found")
    data = example(gh, "repos/get-branch", 200, repo)
    data["name"] = params["branch"]
    data["commit"].update(sha=sha, node_id=f"C_{sha}", url=f"{gh.api_url}/repos/{repo.full_name}/commits/{sha}")
    info = commit_info(repo, sha)
    data["commit"]["commit"]["tree"]["sha"] = info["tree"]
    data["commit"]["commit"]["author"]["date"] = _utc(info["date"])
    data["commit"]["commit"]["committer"]["date"] = _utc(info["committed"])
    data["_links"] = {
        "self": f"{gh.api_url}/repos/{repo.full_name}/branches/{params['branch']}",
        "html": f"{gh.host_url}/{repo.full_name}/tree/{params['branch']}",
    }
    data["protected"] = False
    return 200, data, {}


def list_activities(gh: State, *, params: dict[str, str], query: dict[str, str], **_: Any) -> Answer:
    """Branch updates, newest first (``direction=desc``, GitHub's default), filtered by ``ref``; one page."""
    repo = gh.repo(params)
    wanted = query.get("ref")
    if wanted and not wanted.startswith("refs/"):
        wanted = f"refs/heads/{wanted}"
    items = []
    for n, (when, before, after, ref) in enumerate(activity(repo), start=1):
        if wanted and ref != wanted:
            continue
        if before == ZERO:
            kind = "branch_creation"
        elif after == ZERO:
            kind = "branch_deletion"
        else:
            forward = subprocess.run(
                ["git", "-C", str(repo.bare), "merge-base", "--is-ancestor", before, after], check=False
            )
            kind = "push" if forward.returncode == 0 else "force_push"
        items.append(
            {
                "id": n,
                "node_id": f"A_{repo.id}_{n}",
                "before": before,
                "after": after,
                "ref": ref,
                "timestamp": iso(when),
                "activity_type": kind,
                "actor": None,
            }
        )
    if query.get("direction", "desc") == "desc":
        items.reverse()
    return 200, items[: int(query.get("per_page") or 30)], {}


def get_ref(gh: State, *, params: dict[str, str], **_: Any) -> Answer:
    repo = gh.repo(params)
    ref = "refs/" + params["ref"]
    sha = ref_sha(repo, ref)
    if sha is None:
        raise ApiError(404, "Not Found")
    return 200, ref_json(gh, repo, ref, sha), {}


def create_ref(gh: State, *, params: dict[str, str], body: dict[str, Any], **_: Any) -> Answer:
    repo = gh.repo(params)
    ref, sha = body["ref"], body["sha"]
    if not ref.startswith("refs/") or ref.count("/") < 2:
        raise ApiError(422, "Reference name is not well formed")
    if ref_sha(repo, ref) is not None:
        raise ApiError(422, "Reference already exists")
    if ref_sha(repo, sha) is None:
        raise ApiError(422, "Object does not exist")
    git(repo, "update-ref", ref, sha, "")
    return 201, ref_json(gh, repo, ref, sha), {"Location": f"{gh.api_url}/repos/{repo.full_name}/git/{ref}"}


def get_content(gh: State, *, params: dict[str, str], query: dict[str, str], **_: Any) -> Answer:
    repo = gh.repo(params)
    ref = query.get("ref") or repo.default_branch
    path = params["path"].strip("/")
    kind = object_type(repo, ref, path)
    if kind == "blob":
        return 200, file_json(gh, repo, ref, path, file_at(repo, ref, path) or b""), {}
    if kind == "tree":
        entries = []
        for line in git(repo, "ls-tree", f"{ref}:{path}").splitlines():
            meta, name = line.split("\t", 1)
            _mode, typ, sha = meta.split()
            item_path = f"{path}/{name}"
            api = f"{gh.api_url}/repos/{repo.full_name}"
            entries.append(
                {
                    "type": "file" if typ == "blob" else "dir",
                    "size": 0,
                    "name": name,
                    "path": item_path,
                    "sha": sha,
                    "url": f"{api}/contents/{item_path}?ref={ref}",
                    "git_url": f"{api}/git/{'blobs' if typ == 'blob' else 'trees'}/{sha}",
                    "html_url": f"{gh.host_url}/{repo.full_name}/blob/{ref}/{item_path}",
                    "download_url": None,
                    "_links": {
                        "self": f"{api}/contents/{item_path}",
                        "git": f"{api}/git/blobs/{sha}",
                        "html": f"{gh.host_url}/{repo.full_name}/blob/{ref}/{item_path}",
                    },
                }
            )
        return 200, entries, {}
    raise ApiError(404, "Not Found")


def put_content(gh: State, *, params: dict[str, str], body: dict[str, Any], identity: str, **_: Any) -> Answer:
    repo = gh.repo(params)
    path = params["path"].strip("/")
    branch = body.get("branch") or repo.default_branch
    parent = ref_sha(repo, f"refs/heads/{branch}")
    if parent is None:
        raise ApiError(404, f"Branch {branch} not found")
    if file_at(repo, parent, path) is not None and not body.get("sha"):
        raise ApiError(422, 'Invalid request.\n\n"sha" wasn\'t supplied.')
    content = base64.b64decode(body["content"])
    blob = git(repo, "hash-object", "-w", "--stdin", input=content)
    index = repo.bare / f"index-{uuid.uuid4().hex}"
    env = {"GIT_INDEX_FILE": str(index)}
    try:
        git(repo, "read-tree", parent, env=env)
        git(repo, "update-index", "--add", "--cacheinfo", f"100644,{blob},{path}", env=env)
        tree = git(repo, "write-tree", env=env)
    finally:
        index.unlink(missing_ok=True)
    who = {
        "GIT_AUTHOR_NAME": identity,
        "GIT_AUTHOR_EMAIL": "bot@tilebot.invalid",
        "GIT_COMMITTER_NAME": identity,
        "GIT_COMMITTER_EMAIL": "bot@tilebot.invalid",
    }
    commit = git(repo, "commit-tree", tree, "-p", parent, "-m", body["message"], env=who)
    git(repo, "update-ref", f"refs/heads/{branch}", commit, parent)
    data = example(gh, "repos/create-or-update-file-contents", 201, repo)
    data["content"] = {
        k: v for k, v in file_json(gh, repo, commit, path, content).items() if k not in ("content", "encoding")
    }
    data["commit"].update(
        sha=commit,
        node_id=f"C_{commit}",
        message=body["message"],
        url=f"{gh.api_url}/repos/{repo.full_name}/git/commits/{commit}",
    )
    data["commit"]["tree"]["sha"] = tree
    data["commit"]["parents"] = [
        {
            "url": f"{gh.api_url}/repos/{repo.full_name}/git/commits/{parent}",
            "html_url": f"{gh.host_url}/{repo.full_name}/commit/{parent}",
            "sha": parent,
        }
    ]
    return 201, data, {}


def compare(gh: State, *, params: dict[str, str], **_: Any) -> Answer:
    """``base...head``: how far apart two commits are (tilebot asks when a run's branch already exists)."""
    repo = gh.repo(params)
    if "basehead" in params:
        base, _, head = params["basehead"].partition("...")
    else:
        base, head = params["base"], params["head"]
    base_sha, head_sha = ref_sha(repo, base), ref_sha(repo, head)
    if base_sha is None or head_sha is None:
        raise ApiError(404, "Not Found")
    data = example(gh, "repos/compare-commits", 200, repo)
    ahead = int(git(repo, "rev-list", "--count", f"{base_sha}..{head_sha}"))
    behind = int(git(repo, "rev-list", "--count", f"{head_sha}..{base_sha}"))
    status = "identical" if ahead == behind == 0 else "ahead" if behind == 0 else "behind" if ahead == 0 else "diverged"
    data.update(ahead_by=ahead, behind_by=behind, total_commits=ahead, status=status, commits=[], files=[])
    return 200, data, {}
