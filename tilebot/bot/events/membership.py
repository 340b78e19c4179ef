"""``member`` and ``organization``: someone's access changed, so their cached permission is dropped.

The permission cache (``bot/permissions.py``) would otherwise let a removed collaborator command
tilebot until the entry expires.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tilebot.bot.events.base import EventContext, Work


def normalize(payload: Mapping[str, Any], base: Work, _workflow: str | None) -> Work | None:
    person = payload.get("member") or (payload.get("membership") or {}).get("user") or {}
    login = person.get("login") if isinstance(person, dict) else None
    if not isinstance(login, str) or not login:
        return None
    return {**base, "login": login}


def handle(ctx: EventContext, work: Work) -> None:
    ctx.permissions.forget(str(work["login"]))
