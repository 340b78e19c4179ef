"""``installation`` and ``installation_repositories``: where the App is installed changed.

New repositories are remembered with their installation (no lookup on the first command); when
the App leaves a repository its active (and opening) runs stop being tracked, without calling GitHub, as the
App can no longer act there.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tilebot.bot.events.base import EventContext, Work
from tilebot.bot.forge.github import CLOSED_REF, INSTALLATION_REF
from tilebot.bot.store import RunState

_JOINED = ("created", "added", "unsuspend", "new_permissions_accepted")


def normalize(payload: Mapping[str, Any], base: Work, _workflow: str | None) -> Work | None:
    repos = payload.get("repositories") or payload.get("repositories_added") or []
    removed = payload.get("repositories_removed") or []
    return {
        **base,
        "repositories": [r.get("full_name") for r in repos if isinstance(r, dict)],
        "repositories_removed": [r.get("full_name") for r in removed if isinstance(r, dict)],
    }


def handle(ctx: EventContext, work: Work) -> None:
    installation = work.get("installation")
    gone: set[str] = set()
    if work["event"] == "installation" and work["action"] in ("deleted", "suspend"):
        gone = {"*"}
    elif work["event"] == "installation_repositories":
        gone = {str(r).lower() for r in work.get("repositories_removed") or []}
    for repo in work.get("repositories") or []:
        if installation and work["action"] in _JOINED:
            ctx.clients.remember_installation(str(repo), int(installation))
    if not gone:
        return
    # An opening run too: the reconciler would otherwise try to open it on every pass, and open it, unasked, if the
    # App came back weeks later.
    runs = [*ctx.store.list_runs(state=RunState.ACTIVE), *ctx.store.list_runs(state=RunState.OPENING)]
    for run in runs:
        if run.forge_refs.get(INSTALLATION_REF) == installation and ("*" in gone or run.repo.lower() in gone):
            ctx.store.finish_run(
                run.id, RunState.CANCELLED, succeeded=False, reason="tilebot was removed from the repository"
            )
            ctx.store.set_forge_ref(run.id, CLOSED_REF, True)
    if installation is not None:
        ctx.clients.tokens.forget(int(installation))
