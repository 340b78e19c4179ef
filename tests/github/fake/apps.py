"""The GitHub App's side: who is calling (app JWT or installation token) and the app endpoints.

App endpoints take a JWT signed with the app's key; everything else takes an installation token
that ``apps/create-installation-access-token`` issued and that has not expired.
"""

from __future__ import annotations

import re
import secrets
from datetime import UTC, datetime
from typing import Any

import jwt
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import rsa

from tests.github.fake.examples import example
from tests.github.fake.state import APP_SLUG, BOT_LOGIN, Answer, ApiError, State, iso
from tests.github.octokit import Operation


def authenticate(gh: State, op: Operation, headers: dict[str, str]) -> str:
    """The caller's identity: ``app:<id>`` for a valid JWT, the bot's login for a live token."""
    auth = headers.get("authorization", "")
    if op.operation_id == "apps/create-from-manifest":
        return "anonymous"  # the one-time code is the credential
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
    if int(params["installation_id"]) != gh.installation_id or gh.uninstalled:
        raise ApiError(404, "Not Found")
    if gh.suspended:
        raise ApiError(403, "This installation has been suspended")
    token = "ghs_" + secrets.token_hex(18)
    expires = datetime.now(UTC) + gh.token_ttl
    gh.tokens[token] = expires
    data = example(gh, "apps/create-installation-access-token", 201, None)
    data.update(token=token, expires_at=iso(expires), repository_selection="all")
    data.pop("repositories", None)
    return 201, data, {}


def revoke_tokens(gh: State) -> None:
    """Every installation token issued so far is refused from now on (401 "Bad credentials"), as GitHub refuses a
    revoked token, or an uninstalled App's tokens however long they had left."""
    with gh.lock:
        gh.tokens.clear()


def get_app(gh: State, **_: Any) -> Answer:
    data = example(gh, "apps/get-authenticated", 200, None)
    data.update(id=gh.app_id, slug=APP_SLUG, name="tilebot test")
    return 200, data, {}


def get_repo_installation(gh: State, *, params: dict[str, str], **_: Any) -> Answer:
    gh.repo(params)
    if gh.uninstalled:
        raise ApiError(404, "Not Found")  # GitHub's answer for a repository the App is not installed on
    data = example(gh, "apps/get-repo-installation", 200, None)
    data.update(id=gh.installation_id, app_id=gh.app_id, app_slug=APP_SLUG)
    return 200, data, {}


def submit_manifest(gh: State, manifest: dict[str, Any]) -> str:
    """What GitHub's new-App page does when the person clicks Create: keep the manifest, hand out a one-time code
    (the browser then goes to the manifest's ``redirect_url`` with it)."""
    for key in ("name", "redirect_url", "hook_attributes"):
        if key not in manifest:
            raise ValueError(f"GitHub would reject this manifest: no {key}")
    code = secrets.token_hex(10)
    with gh.lock:
        gh.manifest_codes[code] = manifest
    return code


def create_from_manifest(gh: State, *, params: dict[str, str], **_: Any) -> Answer:
    manifest = gh.manifest_codes.pop(params["code"], None)  # one use, as GitHub's codes
    if manifest is None:
        raise ApiError(404, "Not Found")
    key = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    pem = key.private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.TraditionalOpenSSL, serialization.NoEncryption()
    ).decode()
    data = example(gh, "apps/create-from-manifest", 201, None)
    data.update(
        id=gh.next_id(),
        slug=re.sub(r"[^a-z0-9]+", "-", str(manifest["name"]).lower()).strip("-"),
        name=manifest["name"],
        permissions=manifest.get("default_permissions", {}),
        events=manifest.get("default_events", []),
        pem=pem,
        webhook_secret=secrets.token_hex(20),
        client_id="Iv1." + secrets.token_hex(8),
        client_secret=secrets.token_hex(20),
    )
    gh.created_apps.append({"manifest": manifest, "app": data})
    return 201, data, {}
