"""The GitHub App's side: who is calling (app JWT or installation token) and the app endpoints.

App endpoints take a JWT signed with the app's key; everything else takes an installation token
that ``apps/create-installation-access-token`` issued and that has not expired.
"""

from __future__ import annotations

import secrets
from datetime import UTC, datetime
from typing import Any

import jwt

from tests.github.fake.examples import example
from tests.github.fake.state import APP_SLUG, BOT_LOGIN, Answer, ApiError, State, iso
from tests.github.octokit import Operation


def authenticate(gh: State, op: Operation, headers: dict[str, str]) -> str:
    """The caller's identity: ``app:<id>`` for a valid JWT, the bot's login for a live token."""
    auth = headers.get("authorization", "")
    if op.operation_id.startswith("apps/") and op.operation_id != "apps/list-repos-accessible-to-installation":
        if not auth.startswith("Bearer "):
            raise ApiError(401, "A JSON web token could not be decoded")
        try:
            claims = jwt.decode(
                auth.removeprefix("Bearer "),
                gh.public_key,
                algorithms=["RS256"],
                options={"require": ["exp", "iat", "iss"]},
            )
        except jwt.PyJWTError as exc:
            raise ApiError(401, f"'Expiration time' claim or signature invalid: {exc}") from exc
        if str(claims["iss"]) != str(gh.app_id):
            raise ApiError(401, "Integration not found")
        return f"app:{gh.app_id}"
    token = auth.removeprefix("token ").removeprefix("Bearer ")
    with gh.lock:
        expires = gh.tokens.get(token)
    if expires is None or expires <= datetime.now(UTC):
        raise ApiError(401, "Bad credentials")
    return BOT_LOGIN


def create_token(gh: State, *, params: dict[str, str], **_: Any) -> Answer:
    if int(params["installation_id"]) != gh.installation_id:
        raise ApiError(404, "Not Found")
    token = "ghs_" + secrets.token_hex(18)
    expires = datetime.now(UTC) + gh.token_ttl
    gh.tokens[token] = expires
    data = example(gh, "apps/create-installation-access-token", 201, None)
    data.update(token=token, expires_at=iso(expires), repository_selection="all")
    data.pop("repositories", None)
    return 201, data, {}


def get_app(gh: State, **_: Any) -> Answer:
    data = example(gh, "apps/get-authenticated", 200, None)
    data.update(id=gh.app_id, slug=APP_SLUG, name="tilebot test")
    return 200, data, {}


def get_repo_installation(gh: State, *, params: dict[str, str], **_: Any) -> Answer:
    gh.repo(params)
    data = example(gh, "apps/get-repo-installation", 200, None)
    data.update(id=gh.installation_id, app_id=gh.app_id, app_slug=APP_SLUG)
    return 200, data, {}
