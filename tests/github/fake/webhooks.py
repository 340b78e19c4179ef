"""Webhooks: GitHub's published examples with our values, validated against the schemas, and signed.

Builders turn the fake's state into the payloads GitHub would send (issue_comment, workflow_run,
workflow_job, check_run requested_action, installation, installation_repositories, pull_request closed); ``send``
validates, records, signs and posts one, leaving drops, duplicates and reordering to the caller.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import uuid
from typing import Any

import httpx

from tests.github.fake.actions import workflow_run_json
from tests.github.fake.checks import check_json
from tests.github.fake.examples import rewrite, user_json
from tests.github.fake.issues import app_json
from tests.github.fake.pulls import pull_json
from tests.github.fake.state import APP_SLUG, BOT_LOGIN, HOOKSHOT, RepoState, State, iso
from tests.github.octokit import webhook_example

_REACTIONS = ("+1", "-1", "laugh", "hooray", "confused", "heart", "rocket", "eyes")
_RUN_FIELDS = (
    "id",
    "node_id",
    "name",
    "display_title",
    "head_branch",
    "head_sha",
    "run_number",
    "event",
    "status",
    "conclusion",
    "workflow_id",
    "url",
    "html_url",
    "jobs_url",
    "logs_url",
    "artifacts_url",
    "cancel_url",
    "rerun_url",
    "check_suite_url",
    "workflow_url",
    "created_at",
    "updated_at",
    "run_started_at",
    "run_attempt",
    "pull_requests",
)
_CHECK_FIELDS = (
    "id",
    "node_id",
    "name",
    "head_sha",
    "status",
    "conclusion",
    "external_id",
    "url",
    "html_url",
    "details_url",
    "started_at",
    "completed_at",
)


def _repository(gh: State, repo: RepoState, example_repo: dict[str, Any]) -> dict[str, Any]:
    data: dict[str, Any] = rewrite(gh, example_repo, repo)
    data.update(
        id=repo.id,
        node_id=f"R_{repo.id}",
        name=repo.name,
        full_name=repo.full_name,
        private=False,
        fork=False,
        default_branch=repo.default_branch,
        owner=user_json(gh, repo.owner),
        url=f"{gh.api_url}/repos/{repo.full_name}",
        html_url=f"{gh.host_url}/{repo.full_name}",
    )
    return data


def _envelope(gh: State, payload: dict[str, Any], repo: RepoState, sender: str) -> dict[str, Any]:
    payload["repository"] = _repository(gh, repo, payload.get("repository") or {})
    payload["sender"] = user_json(gh, sender)
    payload["installation"] = {"id": gh.installation_id, "node_id": f"I_{gh.installation_id}"}
    payload.pop("organization", None)
    payload.pop("enterprise", None)
    return payload


def issue_comment(gh: State, repo: RepoState, number: int, comment_id: int) -> dict[str, Any]:
    c = repo.comments[comment_id]
    issue = repo.issues[number]
    payload = webhook_example("issue_comment", "created")
    payload["comment"].update(
        id=c["id"],
        node_id=f"IC_{c['id']}",
        body=c["body"],
        user=user_json(gh, c["user"]),
        created_at=c["created_at"],
        updated_at=c["updated_at"],
        url=f"{gh.api_url}/repos/{repo.full_name}/issues/comments/{c['id']}",
        html_url=f"{gh.host_url}/{repo.full_name}/issues/{number}#issuecomment-{c['id']}",
        issue_url=f"{gh.api_url}/repos/{repo.full_name}/issues/{number}",
        # drift: fields the published example predates and the schema requires
        performed_via_github_app=app_json(gh, c["via_app"]) if c.get("via_app") else None,
        reactions={"url": "", "total_count": 0, **dict.fromkeys(_REACTIONS, 0)},
    )
    payload["issue"].update(
        number=number,
        title=issue["title"],
        body=issue["body"],
        user=user_json(gh, issue["user"]),
        state=issue.get("state", "open"),
        url=f"{gh.api_url}/repos/{repo.full_name}/issues/{number}",
        html_url=f"{gh.host_url}/{repo.full_name}/issues/{number}",
        labels=[],
        active_lock_reason=None,
        reactions=payload["comment"]["reactions"],  # drift: required now, absent from the example
    )
    if issue["pr"]:
        payload["issue"]["pull_request"] = {
            "url": f"{gh.api_url}/repos/{repo.full_name}/pulls/{number}",
            "html_url": f"{gh.host_url}/{repo.full_name}/pull/{number}",
            "diff_url": f"{gh.host_url}/{repo.full_name}/pull/{number}.diff",
            "patch_url": f"{gh.host_url}/{repo.full_name}/pull/{number}.patch",
        }
    else:
        payload["issue"].pop("pull_request", None)
    return _envelope(gh, payload, repo, c["user"])


def workflow_run(gh: State, repo: RepoState, wr: dict[str, Any], action: str) -> dict[str, Any]:
    payload = webhook_example("workflow_run", "completed")
    payload["action"] = action
    run = rewrite(gh, payload["workflow_run"], repo)
    rest = workflow_run_json(gh, repo, wr)
    run.update({k: rest[k] for k in _RUN_FIELDS})
    # drift: the example predates these required fields
    run.update(path=wr["path"], actor=rest["actor"], triggering_actor=rest["triggering_actor"])
    for key in ("repository", "head_repository"):
        run[key].update(
            id=repo.id,
            name=repo.name,
            full_name=repo.full_name,
            url=f"{gh.api_url}/repos/{repo.full_name}",
            html_url=f"{gh.host_url}/{repo.full_name}",
        )
    payload["workflow_run"] = run
    if "workflow" in payload:
        payload["workflow"].update(id=wr["workflow_id"], name=wr["name"], path=wr["path"])
    return _envelope(gh, payload, repo, BOT_LOGIN)


def workflow_job(gh: State, repo: RepoState, wr: dict[str, Any], action: str) -> dict[str, Any]:
    payload = webhook_example("workflow_job", "completed")
    payload["action"] = action
    job = rewrite(gh, payload["workflow_job"], repo)
    job.update(
        id=wr["job_id"],
        run_id=wr["id"],
        head_sha=wr["head_sha"],
        status=wr["status"] if action == "completed" else "in_progress",
        conclusion=wr["conclusion"] if action == "completed" else None,
        name=f"stage {wr['inputs'].get('stage', '')}",
        html_url=f"{gh.host_url}/{repo.full_name}/actions/runs/{wr['id']}/job/{wr['job_id']}",
        run_url=f"{gh.api_url}/repos/{repo.full_name}/actions/runs/{wr['id']}",
        url=f"{gh.api_url}/repos/{repo.full_name}/actions/jobs/{wr['job_id']}",
        check_run_url=f"{gh.api_url}/repos/{repo.full_name}/check-runs/{wr['job_id']}",
        run_attempt=1,
        workflow_name=wr["name"],
        head_branch=wr["head_branch"],
        created_at=wr["created_at"],
        started_at=wr.get("started_at") or wr["created_at"],
        completed_at=iso() if action == "completed" else None,
    )
    if action != "completed":
        job["steps"] = [
            dict(s, status="in_progress", conclusion=None, completed_at=None) for s in job.get("steps", [])[:1]
        ]
    payload["workflow_job"] = job
    return _envelope(gh, payload, repo, BOT_LOGIN)


def check_run_action(gh: State, repo: RepoState, check_id: int, identifier: str, *, login: str) -> dict[str, Any]:
    cr = repo.check_runs[check_id]
    payload = webhook_example("check_run", "requested_action")
    check = rewrite(gh, payload["check_run"], repo)
    rest = check_json(gh, repo, cr)
    check.update({k: rest[k] for k in _CHECK_FIELDS})
    check["app"].update(id=gh.app_id, slug=APP_SLUG)
    payload["check_run"] = check
    payload["requested_action"] = {"identifier": identifier}
    return _envelope(gh, payload, repo, login)


def installation(gh: State, action: str) -> dict[str, Any]:
    payload = webhook_example("installation", action)
    payload["installation"] = _installation(gh, payload["installation"])
    # the repositories the installation covers, in the event's short form
    payload["repositories"] = [
        {"id": r.id, "node_id": f"R_{r.id}", "name": r.name, "full_name": r.full_name, "private": False}
        for r in gh.repos.values()
    ]
    payload["sender"] = user_json(gh, "admin-person")
    return payload


def installation_repositories(gh: State, action: str, repo: RepoState) -> dict[str, Any]:
    """``repo`` added to (``added``) or removed from (``removed``) the installation, which remains."""
    payload = webhook_example("installation_repositories", action)
    payload["installation"] = _installation(gh, payload["installation"])
    short = {"id": repo.id, "node_id": f"R_{repo.id}", "name": repo.name, "full_name": repo.full_name, "private": False}
    payload["repositories_added"] = [short] if action == "added" else []
    payload["repositories_removed"] = [short] if action == "removed" else []
    payload["sender"] = user_json(gh, "admin-person")
    payload["requester"] = None  # drift: the "added" example lacks it; GitHub sends null unless someone asked for it
    return payload


def _installation(gh: State, example: dict[str, Any]) -> dict[str, Any]:
    inst: dict[str, Any] = rewrite(gh, example, None)
    # drift: the examples' timestamps are epoch numbers and they predate app_slug
    inst.update(id=gh.installation_id, app_id=gh.app_id, app_slug=APP_SLUG, created_at=iso(), updated_at=iso())
    inst.setdefault("suspended_by", None)
    inst.setdefault("suspended_at", None)
    return inst


def pull_request_closed(gh: State, repo: RepoState, number: int, *, login: str) -> dict[str, Any]:
    pr = repo.pulls[number]
    pr["state"] = "closed"
    payload = webhook_example("pull_request", "closed")
    pull = rewrite(gh, payload["pull_request"], repo)
    rest = pull_json(gh, repo, pr)
    pull.update({k: rest[k] for k in ("id", "node_id", "number", "title", "draft", "url", "html_url", "issue_url")})
    pull.update(state="closed", merged=False, closed_at=iso())
    payload["pull_request"] = pull
    payload["number"] = number
    return _envelope(gh, payload, repo, login)


def send(
    gh: State,
    event: str,
    payload: dict[str, Any],
    *,
    delivery: str | None = None,
    secret: bytes | None = None,
    deliver: bool = True,
) -> httpx.Response | None:
    """Validate against the webhook schema, sign as GitHub does, POST to the bot (unless dropped)."""
    action = payload.get("action")
    name = f"{event.replace('_', '-')}-{action.replace('_', '-')}" if action else event.replace("_", "-")
    for problem in gh.spec.webhook_errors(name, payload):
        gh.violations.append(f"webhook {name}: {problem}")
    body = json.dumps(payload).encode()
    delivery = delivery or str(uuid.uuid4())
    record = {"event": event, "action": action, "delivery": delivery, "sent": deliver, "payload": payload}
    with gh.lock:
        gh.webhooks.append(record)
    if not deliver:
        return None
    if gh.webhook_url is None:
        raise RuntimeError("no webhook URL configured (is the bot running?)")
    key = secret if secret is not None else gh.webhook_secret
    signature = "sha256=" + hmac.new(key, body, hashlib.sha256).hexdigest()
    headers = {
        "Content-Type": "application/json",
        "User-Agent": HOOKSHOT,
        "X-GitHub-Event": event,
        "X-GitHub-Delivery": delivery,
        "X-GitHub-Hook-ID": "1",
        "X-GitHub-Hook-Installation-Target-Type": "integration",
        "X-GitHub-Hook-Installation-Target-ID": str(gh.app_id),
        "X-Hub-Signature-256": signature,
    }
    try:
        return httpx.post(gh.webhook_url, content=body, headers=headers, timeout=10)
    except httpx.TransportError:
        record["sent"] = False  # the bot is down: GitHub records a failed delivery and does not retry
        return None
