"""``installation`` and ``installation_repositories``: where the App is installed changed.

New repositories are remembered with their installation (no lookup on the first command). When the App loses a
repository its active (and opening) runs stop being tracked, without calling GitHub, as the App can no longer act
there. Uninstalled, it never can again: those runs are taken as closed out. Suspended, or the repository taken out of
an installation that remains, it may again: their PR side (checks left open, the status comment) is closed out by the
reconciler once the installation is unsuspended or the repository added back.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tilebot.bot.events.base import EventContext, Work
from tilebot.bot.forge.github import AWAITING_ACCESS_REF, CLOSED_REF, INSTALLATION_REF
from tilebot.bot.store import Run, RunState

_JOINED = ("created", "added", "unsuspend", "new_permissions_accepted")
# Why a run ends when the App loses its repository, by (event, action); the ref that keeps its close-out till later.
_LOST = {
    ("installation", "deleted"): ("tilebot was removed from the repository", CLOSED_REF),
    ("installation", "suspend"): ("tilebot's installation was suspended", AWAITING_ACCESS_REF),
    ("installation_repositories", "removed"): (
        "the repository was removed from tilebot's installation",
        AWAITING_ACCESS_REF,
    ),
}


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
    if installation is not None:
        ctx.clients.tokens.forget(int(installation))  # what GitHub answered for its tokens may not hold any more
    joined = [str(repo) for repo in work.get("repositories") or []]
    if installation and work["action"] in _JOINED:
        for repo in joined:
            ctx.clients.remember_installation(repo, int(installation))
        _access_back(ctx, installation, {"*"} if work["action"] == "unsuspend" else {r.lower() for r in joined})
    lost = _LOST.get((work["event"], work["action"]))
    if lost is None:
        return
    reason, ref = lost
    gone = (
        {"*"} if work["event"] == "installation" else {str(r).lower() for r in work.get("repositories_removed") or []}
    )
    # An opening run too: the reconciler would otherwise try to open it on every pass, and open it, unasked, if the
    # App came back weeks later.
    for run in [*ctx.store.list_runs(state=RunState.ACTIVE), *ctx.store.list_runs(state=RunState.OPENING)]:
        if _of(run, installation, gone):
            ctx.store.finish_run(run.id, RunState.CANCELLED, succeeded=False, reason=reason)
            ctx.store.set_forge_ref(run.id, ref, True)


def _access_back(ctx: EventContext, installation: Any, repos: set[str]) -> None:
    """The App can act on ``repos`` (``*``: all of the installation's) again: the runs that ended when it lost them
    are the reconciler's to close out now."""
    for run in ctx.store.list_runs(state=RunState.CANCELLED):
        if run.forge_refs.get(AWAITING_ACCESS_REF) and _of(run, installation, repos):
            ctx.store.set_forge_ref(run.id, AWAITING_ACCESS_REF, False)


def _of(run: Run, installation: Any, repos: set[str]) -> bool:
    return run.forge_refs.get(INSTALLATION_REF) == installation and ("*" in repos or run.repo.lower() in repos)
