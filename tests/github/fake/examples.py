"""Responses built from GitHub's documented examples, with our values put in.

Every object the fake answers starts as the OpenAPI description's example for that operation, with
its URLs pointed at this server (PyGithub follows ``url`` fields); the resource modules then put in
their own values. Users are shared by all resources, so their JSON lives here too.
"""

from __future__ import annotations

import re
from typing import Any

from tests.github.fake.state import RepoState, State


def rewrite(gh: State, value: Any, repo: RepoState | None) -> Any:
    """Point every URL of an example at this server (and at ``repo``): PyGithub follows ``url`` fields."""
    if isinstance(value, dict):
        return {k: rewrite(gh, v, repo) for k, v in value.items()}
    if isinstance(value, list):
        return [rewrite(gh, v, repo) for v in value]
    if isinstance(value, str):
        if repo is not None:
            value = re.sub(
                r"https://api\.github\.com/repos/[^/]+/[^/{]+", f"{gh.api_url}/repos/{repo.full_name}", value
            )
            value = re.sub(r"https://github\.com/(?!images)[^/]+/[^/{]+", f"{gh.host_url}/{repo.full_name}", value)
        value = value.replace("https://api.github.com", gh.api_url).replace("https://uploads.github.com", gh.host_url)
        return value.replace("https://github.com", gh.host_url)
    return value


def example(gh: State, operation_id: str, status: int, repo: RepoState | None) -> Any:
    op = next(o for o in gh.spec.operations if o.operation_id == operation_id)
    return rewrite(gh, gh.spec.example(op, status), repo)


def user_json(gh: State, login: str) -> dict[str, Any]:
    u = gh.user(login, kind="Bot" if login.endswith("[bot]") else "User")
    base = example(gh, "issues/get-comment", 200, None)["user"]
    return {
        **base,
        "login": u["login"],
        "id": u["id"],
        "node_id": f"U_{u['id']}",
        "type": u["type"],
        "url": f"{gh.api_url}/users/{u['login']}",
        "html_url": f"{gh.host_url}/{u['login']}",
        "site_admin": False,
    }
