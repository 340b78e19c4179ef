"""Check runs: the bot's status for each stage on a commit, with output, annotations and buttons.

Each check run keeps the history of its statuses and how many requests wrote it, so tests can
assert on what the bot reported and how often.
"""

from __future__ import annotations

from typing import Any

from tests.github.fake.examples import example
from tests.github.fake.git import ref_sha
from tests.github.fake.state import APP_SLUG, Answer, ApiError, RepoState, State, iso


def check_json(gh: State, repo: RepoState, cr: dict[str, Any]) -> dict[str, Any]:
    data: dict[str, Any] = example(gh, "checks/create", 201, repo)
    data.update(
        id=cr["id"],
        node_id=f"CR_{cr['id']}",
        name=cr["name"],
        head_sha=cr["head_sha"],
        status=cr["status"],
        conclusion=cr["conclusion"],
        started_at=cr["started_at"],
        completed_at=cr["completed_at"],
        external_id=cr["external_id"],
        details_url=cr["details_url"],
        url=f"{gh.api_url}/repos/{repo.full_name}/check-runs/{cr['id']}",
        html_url=f"{gh.host_url}/{repo.full_name}/runs/{cr['id']}",
        output={
            "title": cr["output"].get("title"),
            "summary": cr["output"].get("summary"),
            "text": cr["output"].get("text"),
            "annotations_count": len(cr["annotations"]),
            "annotations_url": f"{gh.api_url}/repos/{repo.full_name}/check-runs/{cr['id']}/annotations",
        },
        pull_requests=[],
    )
    data["app"].update(id=gh.app_id, slug=APP_SLUG)
    return data


MAX_OUTPUT_BYTES = 65535  # GitHub's limit on a check run's output summary and text, in UTF-8 bytes


def _check_output(output: dict[str, Any] | None) -> None:
    for field in ("summary", "text"):
        if len(((output or {}).get(field) or "").encode()) > MAX_OUTPUT_BYTES:
            raise ApiError(422, f"Invalid request.\n\n{field} exceeds a maximum bytesize of {MAX_OUTPUT_BYTES}.")


def _apply_output(cr: dict[str, Any], output: dict[str, Any] | None) -> None:
    if not output:
        return
    cr["output"].update({k: output[k] for k in ("title", "summary", "text") if k in output})
    cr["annotations"] += output.get("annotations") or []


def create_check_run(gh: State, *, params: dict[str, str], body: dict[str, Any], **_: Any) -> Answer:
    repo = gh.repo(params)
    _check_output(body.get("output"))
    if ref_sha(repo, body["head_sha"]) is None:
        raise ApiError(422, "No commit found for SHA: " + body["head_sha"])
    cid = gh.next_id()
    status = "completed" if body.get("conclusion") else body.get("status", "queued")
    cr = {
        "id": cid,
        "name": body["name"],
        "head_sha": body["head_sha"],
        "status": status,
        "conclusion": body.get("conclusion"),
        "started_at": body.get("started_at") or iso(),
        "completed_at": body.get("completed_at") if status == "completed" else None,
        "external_id": body.get("external_id"),
        "details_url": body.get("details_url"),
        "output": {},
        "annotations": [],
        "actions": body.get("actions") or [],
        "history": [status],
        "requests": 1,
    }
    _apply_output(cr, body.get("output"))
    if status == "completed" and cr["completed_at"] is None:
        cr["completed_at"] = iso()
    repo.check_runs[cid] = cr
    return 201, check_json(gh, repo, cr), {}


def update_check_run(gh: State, *, params: dict[str, str], body: dict[str, Any], **_: Any) -> Answer:
    repo = gh.repo(params)
    cr = repo.check_runs.get(int(params["check_run_id"]))
    if cr is None:
        raise ApiError(404, "Not Found")
    _check_output(body.get("output"))
    if body.get("conclusion"):
        body = {**body, "status": "completed"}
    for key in ("name", "details_url", "external_id", "started_at", "actions"):
        if key in body:
            cr[key] = body[key]
    if "status" in body and body["status"] != cr["status"]:
        cr["status"] = body["status"]
        cr["history"].append(body["status"])
    if "conclusion" in body:
        cr["conclusion"] = body["conclusion"]
        cr["completed_at"] = body.get("completed_at") or iso()
    _apply_output(cr, body.get("output"))
    cr["requests"] += 1
    return 200, check_json(gh, repo, cr), {}


def get_check_run(gh: State, *, params: dict[str, str], **_: Any) -> Answer:
    repo = gh.repo(params)
    cr = repo.check_runs.get(int(params["check_run_id"]))
    if cr is None:
        raise ApiError(404, "Not Found")
    return 200, check_json(gh, repo, cr), {}
