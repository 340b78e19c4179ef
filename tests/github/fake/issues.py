"""Issues, their comments, reactions to comments, and who may do what (collaborator permission).

This is where commands arrive: a user comments, the bot reads, reacts and answers with comments of
its own. Issues and pull requests share one numbering, so pulls take their numbers from here.
"""

from __future__ import annotations

import zlib
from typing import Any

from tests.github.fake.examples import example, user_json
from tests.github.fake.state import Answer, ApiError, RepoState, State, iso

MAX_BODY = 65536
_LEGACY = {"admin": "admin", "maintain": "write", "write": "write", "triage": "read", "read": "read"}


def next_number(repo: RepoState) -> int:
    return max([0, *repo.issues]) + 1


def open_issue(gh: State, repo: RepoState, title: str, *, login: str) -> int:
    with gh.lock:
        number = next_number(repo)
        repo.issues[number] = {
            "number": number,
            "title": title,
            "body": "",
            "user": login,
            "state": "open",
            "pr": False,
        }
        return number


def add_comment(gh: State, repo: RepoState, number: int, body: str, *, login: str, via_app: str | None = None) -> int:
    """Store a comment by ``login`` (already a known user) on issue/PR ``number``, posted through the App whose slug is
    ``via_app`` if given; its id."""
    with gh.lock:
        cid = gh.next_id()
        repo.comments[cid] = {
            "id": cid,
            "issue": number,
            "body": body,
            "user": login,
            "created_at": iso(),
            "updated_at": iso(),
            "via_app": via_app,
        }
        return cid


def comment_json(gh: State, repo: RepoState, c: dict[str, Any]) -> dict[str, Any]:
    data: dict[str, Any] = example(gh, "issues/get-comment", 200, repo)
    data.update(
        id=c["id"],
        node_id=f"IC_{c['id']}",
        body=c["body"],
        user=user_json(gh, c["user"]),
        created_at=c["created_at"],
        updated_at=c["updated_at"],
        author_association="NONE" if c["user"].endswith("[bot]") else "MEMBER",
        url=f"{gh.api_url}/repos/{repo.full_name}/issues/comments/{c['id']}",
        html_url=f"{gh.host_url}/{repo.full_name}/issues/{c['issue']}#issuecomment-{c['id']}",
        issue_url=f"{gh.api_url}/repos/{repo.full_name}/issues/{c['issue']}",
    )
    if c.get("via_app"):
        data["performed_via_github_app"] = app_json(gh, c["via_app"])
    else:
        data.pop("performed_via_github_app", None)
    return data


def app_json(gh: State, slug: str) -> dict[str, Any]:
    """Another GitHub App than tilebot, as a comment it posted on a person's behalf names it."""
    data: dict[str, Any] = example(gh, "apps/get-authenticated", 200, None)
    data.update(id=zlib.crc32(slug.encode()), slug=slug, name=slug, html_url=f"{gh.host_url}/apps/{slug}")
    return data


def _check_length(body: str) -> None:
    if len(body) > MAX_BODY:
        raise ApiError(
            422,
            "Validation Failed",
            errors=[
                {
                    "resource": "IssueComment",
                    "code": "custom",
                    "field": "body",
                    "message": f"body is too long (maximum is {MAX_BODY} characters)",
                }
            ],
        )


def list_comments(gh: State, *, params: dict[str, str], query: dict[str, str], **_: Any) -> Answer:
    repo = gh.repo(params)
    number = int(params["issue_number"])
    if number not in repo.issues:
        raise ApiError(404, "Not Found")
    items = [c for c in repo.comments.values() if c["issue"] == number]
    page, per_page = int(query.get("page", 1)), int(query.get("per_page", 30))
    chunk = items[(page - 1) * per_page : page * per_page]
    headers = {}
    if page * per_page < len(items):
        url = f"{gh.api_url}/repos/{repo.full_name}/issues/{number}/comments?per_page={per_page}&page={page + 1}"
        headers["Link"] = f'<{url}>; rel="next"'
    return 200, [comment_json(gh, repo, c) for c in chunk], headers


def create_comment(gh: State, *, params: dict[str, str], body: dict[str, Any], identity: str, **_: Any) -> Answer:
    repo = gh.repo(params)
    number = int(params["issue_number"])
    if number not in repo.issues:
        raise ApiError(404, "Not Found")
    _check_length(body["body"])
    cid = gh.next_id()
    repo.comments[cid] = {
        "id": cid,
        "issue": number,
        "body": body["body"],
        "user": identity,
        "created_at": iso(),
        "updated_at": iso(),
    }
    return 201, comment_json(gh, repo, repo.comments[cid]), {}


def get_comment(gh: State, *, params: dict[str, str], **_: Any) -> Answer:
    repo = gh.repo(params)
    c = repo.comments.get(int(params["comment_id"]))
    if c is None:
        raise ApiError(404, "Not Found")
    return 200, comment_json(gh, repo, c), {}


def update_comment(gh: State, *, params: dict[str, str], body: dict[str, Any], identity: str, **_: Any) -> Answer:
    repo = gh.repo(params)
    c = repo.comments.get(int(params["comment_id"]))
    if c is None:
        raise ApiError(404, "Not Found")
    if c["user"] != identity:
        raise ApiError(403, "Resource not accessible by integration")
    _check_length(body["body"])
    c.update(body=body["body"], updated_at=iso())
    c.setdefault("edits", 0)
    c["edits"] += 1
    return 200, comment_json(gh, repo, c), {}


def create_reaction(gh: State, *, params: dict[str, str], body: dict[str, Any], identity: str, **_: Any) -> Answer:
    repo = gh.repo(params)
    cid = int(params["comment_id"])
    if cid not in repo.comments:
        raise ApiError(404, "Not Found")
    existing = next(
        (r for r in repo.reactions.get(cid, []) if r["user"] == identity and r["content"] == body["content"]), None
    )
    status = 200 if existing else 201
    if existing is None:
        existing = {"id": gh.next_id(), "user": identity, "content": body["content"]}
        repo.reactions.setdefault(cid, []).append(existing)
    data = example(gh, "reactions/create-for-issue-comment", 201, repo)
    data.update(
        id=existing["id"],
        node_id=f"RE_{existing['id']}",
        content=existing["content"],
        user=user_json(gh, identity),
        created_at=iso(),
    )
    return status, data, {}


def get_permission(gh: State, *, params: dict[str, str], **_: Any) -> Answer:
    repo = gh.repo(params)
    login = params["username"]
    if login not in gh.users:
        raise ApiError(404, "Not Found")
    role = repo.collaborators.get(login, "read")
    user = user_json(gh, login)
    user["permissions"] = {
        "admin": role == "admin",
        "maintain": role in ("admin", "maintain"),
        "push": _LEGACY[role] in ("admin", "write"),
        "triage": True,
        "pull": True,
    }
    user["role_name"] = role
    return 200, {"permission": _LEGACY[role], "role_name": role, "user": user}, {}
