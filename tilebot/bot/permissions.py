"""Who may command tilebot, and which pull requests it never runs for.

One ``authorize`` in front of every command and button (spreading trust checks over handlers
let one Prow plugin start tests that another would have refused). The authority is GitHub's
collaborator-permission API, never the payload's ``author_association``.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

from github import GithubException
from github.Repository import Repository

from tilebot.bot.github_api import GitHubClients

# An allow is never trusted for longer than this: a removal must not leave someone able to command.
MAX_ALLOW_AGE = timedelta(minutes=1)
# Legacy ``permission`` is admin/write/read/none (maintain reads as write); ``role_name`` names the role.
COMMAND_PERMISSIONS = frozenset({"admin", "maintain", "write"})


@dataclass(frozen=True)
class Decision:
    allowed: bool
    reason: str  # for the refusal reply and the log


class Permissions:
    def __init__(
        self,
        clients: GitHubClients,
        *,
        ttl: timedelta = timedelta(minutes=5),
        clock: Callable[[], datetime] = lambda: datetime.now(UTC),
    ) -> None:
        self.clients = clients
        self.ttl = ttl
        self.clock = clock
        self._cache: dict[tuple[str, str], tuple[datetime, str, str]] = {}
        self._lock = threading.Lock()

    def level(self, repo: Repository, full_name: str, login: str) -> tuple[str, str]:
        """(permission, role_name) of ``login`` on the repository, cached for ``ttl``."""
        key = (full_name.lower(), login.lower())
        now = self.clock()
        with self._lock:
            hit = self._cache.get(key)
            if hit is not None and now - hit[0] < self._ttl_of(hit[1], hit[2]):
                return hit[1], hit[2]
        try:
            _, data = self.clients.call(
                "get_collaborator_permission",
                lambda: repo.requester.requestJsonAndCheck("GET", f"{repo.url}/collaborators/{login}/permission"),
            )
            permission, role = str(data.get("permission") or "none"), str(data.get("role_name") or "")
        except GithubException as exc:
            if exc.status != 404:  # 404: not a collaborator (or no such user)
                raise
            permission, role = "none", ""
        with self._lock:
            self._cache[key] = (now, permission, role)
        return permission, role

    def forget(self, login: str) -> None:
        """Drop ``login``'s cached levels (a ``member`` or ``organization`` event changed their access)."""
        with self._lock:
            for key in [k for k in self._cache if k[1] == login.lower()]:
                del self._cache[key]

    def _ttl_of(self, permission: str, role: str) -> timedelta:
        allowed = permission in COMMAND_PERMISSIONS or role in COMMAND_PERMISSIONS
        return min(self.ttl, MAX_ALLOW_AGE) if allowed else self.ttl

    def authorize(self, repo: Repository, full_name: str, user: Mapping[str, Any], *, bot_login: str) -> Decision:
        login = str(user.get("login") or "")
        if not login:
            return Decision(False, "the comment has no author")
        if user.get("type") == "Bot" or login.endswith("[bot]") or login == bot_login:
            return Decision(False, f"{login} is a bot; tilebot takes commands from people only")
        permission, role = self.level(repo, full_name, login)
        if permission in COMMAND_PERMISSIONS or role in COMMAND_PERMISSIONS:
            return Decision(True, f"{login} has {role or permission} permission")
        return Decision(
            False,
            f"@{login}, thanks for the interest! tilebot runs jobs on this repository's own machines, so it takes "
            f"commands only from people with write, maintain or admin permission here (you have "
            f"{role or permission}). A maintainer can run the command for you.",
        )


def fork_refusal(pull: Mapping[str, Any], full_name: str) -> str | None:
    """Why a run must not start for this pull request (its head lives in a fork), or None."""
    head_repo = (pull.get("head") or {}).get("repo") or {}
    head_name = head_repo.get("full_name")
    if head_name is None or head_name.lower() != full_name.lower():
        return (
            "this pull request comes from a fork; tilebot never starts runs for fork pull requests, because its "
            "stage jobs run on self-hosted runners. Comment on an issue instead (the run ports the default branch)."
        )
    return None
