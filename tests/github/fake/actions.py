"""GitHub Actions: workflow dispatch, workflow runs, their jobs, cancelling them, and run artifacts.

A dispatch checks the workflow file on the default branch and its declared inputs as GitHub does,
records a queued run and hands it to ``on_dispatch`` (the Actions simulator); the simulator uploads
artifacts with ``add_artifact``. Downloads redirect to a one-time blob URL, as GitHub's do.
"""

from __future__ import annotations

import hashlib
import json
import re
import secrets
from datetime import UTC, datetime, timedelta
from typing import Any

import yaml

from tests.github.fake.examples import example, user_json
from tests.github.fake.git import file_at, ref_sha
from tests.github.fake.state import BOT_LOGIN, Answer, ApiError, RepoState, State, iso


def workflow_file(repo: RepoState, workflow: str) -> dict[Any, Any] | None:
    text = file_at(repo, f"refs/heads/{repo.default_branch}", f".github/workflows/{workflow}")
    if text is None:
        return None
    data = yaml.safe_load(text)
    return data if isinstance(data, dict) else None


def add_artifact(gh: State, repo: RepoState, run_id: int, name: str, zipped: bytes) -> int:
    with gh.lock:
        aid = gh.next_id()
        repo.artifacts[aid] = {"id": aid, "run": run_id, "name": name, "zip": zipped, "created_at": iso()}
        return aid


def workflow_run_json(gh: State, repo: RepoState, wr: dict[str, Any]) -> dict[str, Any]:
    data: dict[str, Any] = example(gh, "actions/get-workflow-run", 200, repo)
    base = f"{gh.api_url}/repos/{repo.full_name}/actions/runs/{wr['id']}"
    data.update(
        id=wr["id"],
        node_id=f"WFR_{wr['id']}",
        name=wr["name"],
        display_title=wr["display_title"],
        head_branch=wr["head_branch"],
        head_sha=wr["head_sha"],
        path=wr["path"],
        run_number=wr["run_number"],
        event=wr.get("event", "workflow_dispatch"),
        status=wr["status"],
        conclusion=wr["conclusion"],
        workflow_id=wr["workflow_id"],
        run_attempt=1,
        created_at=wr["created_at"],
        updated_at=wr["updated_at"],
        run_started_at=wr["created_at"],
        url=base,
        html_url=f"{gh.host_url}/{repo.full_name}/actions/runs/{wr['id']}",
        jobs_url=f"{base}/jobs",
        logs_url=f"{base}/logs",
        artifacts_url=f"{base}/artifacts",
        cancel_url=f"{base}/cancel",
        rerun_url=f"{base}/rerun",
        check_suite_url=f"{gh.api_url}/repos/{repo.full_name}/check-suites/{wr['id']}",
        workflow_url=f"{gh.api_url}/repos/{repo.full_name}/actions/workflows/{wr['workflow_id']}",
        actor=user_json(gh, wr.get("actor", BOT_LOGIN)),
        triggering_actor=user_json(gh, wr.get("triggering_actor", wr.get("actor", BOT_LOGIN))),
        pull_requests=[],
    )
    for key in ("repository", "head_repository"):
        data[key].update(
            id=repo.id,
            name=repo.name,
            full_name=repo.full_name,
            url=f"{gh.api_url}/repos/{repo.full_name}",
            html_url=f"{gh.host_url}/{repo.full_name}",
        )
    return data


def job_json(gh: State, repo: RepoState, wr: dict[str, Any]) -> dict[str, Any]:
    """The run's one job, as the jobs list shows it: ``started_at`` is when the runner took it (the simulator sets
    it); while it waits for one, GitHub shows its creation time there too."""
    data: dict[str, Any] = example(gh, "actions/list-jobs-for-workflow-run", 200, repo)["jobs"][0]
    workflow = workflow_file(repo, wr["path"].rsplit("/", 1)[-1]) or {}
    jobs = workflow.get("jobs") or {}
    runs_on = next(iter(jobs.values()), {}).get("runs-on", []) if jobs else []
    waiting, done = wr["status"] not in ("in_progress", "completed"), wr["status"] == "completed"
    data.update(
        id=wr["job_id"],
        run_id=wr["id"],
        run_url=f"{gh.api_url}/repos/{repo.full_name}/actions/runs/{wr['id']}",
        node_id=f"J_{wr['job_id']}",
        head_sha=wr["head_sha"],
        url=f"{gh.api_url}/repos/{repo.full_name}/actions/jobs/{wr['job_id']}",
        html_url=f"{gh.host_url}/{repo.full_name}/actions/runs/{wr['id']}/job/{wr['job_id']}",
        status=wr["status"],
        conclusion=wr["conclusion"],
        created_at=wr["created_at"],
        started_at=wr.get("started_at") or wr["created_at"],
        completed_at=(wr.get("completed_at") or wr["updated_at"]) if done else None,
        name=f"stage {wr['inputs'].get('stage', '')}",
        labels=[runs_on] if isinstance(runs_on, str) else list(runs_on),
        run_attempt=1,
        workflow_name=wr["name"],
        head_branch=wr["head_branch"],
        runner_id=None if waiting else 1,
        runner_name=None if waiting else "runner-1",
        runner_group_id=None if waiting else 1,
        runner_group_name=None if waiting else "Default",
    )
    if waiting:
        data["steps"] = []
    return data


def artifact_json(gh: State, repo: RepoState, art: dict[str, Any]) -> dict[str, Any]:
    data: dict[str, Any] = example(gh, "actions/list-workflow-run-artifacts", 200, repo)["artifacts"][0]
    data.update(
        id=art["id"],
        node_id=f"A_{art['id']}",
        name=art["name"],
        size_in_bytes=len(art["zip"]),
        expired=False,
        url=f"{gh.api_url}/repos/{repo.full_name}/actions/artifacts/{art['id']}",
        archive_download_url=f"{gh.api_url}/repos/{repo.full_name}/actions/artifacts/{art['id']}/zip",
        created_at=art["created_at"],
        updated_at=art["created_at"],
        expires_at=iso(datetime.now(UTC) + timedelta(days=90)),
        digest="sha256:" + hashlib.sha256(art["zip"]).hexdigest(),
    )
    data["workflow_run"].update(id=art["run"], repository_id=repo.id, head_repository_id=repo.id)
    return data


def dispatch(gh: State, *, params: dict[str, str], body: dict[str, Any], **_: Any) -> Answer:
    repo = gh.repo(params)
    if gh.ghes_without_run_details and "return_run_details" in body:
        raise ApiError(422, 'Invalid request.\n\n"return_run_details" is not a permitted key.')
    name = params["workflow_id"]
    workflow = workflow_file(repo, name)
    if workflow is None:
        raise ApiError(404, "Not Found")  # the file must exist on the default branch
    ref = body["ref"].removeprefix("refs/heads/")
    sha = ref_sha(repo, f"refs/heads/{ref}")
    if sha is None:
        raise ApiError(422, f"No ref found for: {ref}")
    on = workflow.get("on", workflow.get(True)) or {}
    declared = (on.get("workflow_dispatch") or {}).get("inputs") or {}
    inputs = body.get("inputs") or {}
    unexpected = sorted(set(inputs) - set(declared))
    if unexpected:
        raise ApiError(422, f"Unexpected inputs provided: {json.dumps(unexpected)}")
    missing = sorted(
        k
        for k, spec in declared.items()
        if (spec or {}).get("required") and k not in inputs and "default" not in (spec or {})
    )
    if missing:
        raise ApiError(422, f"Required input '{missing[0]}' not provided")
    full_inputs = {k: str(inputs.get(k, (spec or {}).get("default", ""))) for k, spec in declared.items()}
    title = str(workflow.get("run-name") or workflow.get("name") or name)
    title = re.sub(r"\$\{\{\s*inputs\.([A-Za-z0-9_-]+)\s*\}\}", lambda m: full_inputs.get(m.group(1), ""), title)
    wid = gh.next_id()
    wr = {
        "id": wid,
        "name": str(workflow.get("name") or name),
        "display_title": title,
        "head_branch": ref,
        "head_sha": sha,
        "path": f".github/workflows/{name}",
        "run_number": len(repo.workflow_runs) + 1,
        "status": "queued",
        "conclusion": None,
        "workflow_id": abs(hash(name)) % 10**6,
        "created_at": iso(),
        "updated_at": iso(),
        "inputs": full_inputs,
        "job_id": gh.next_id(),
    }
    repo.workflow_runs[wid] = wr
    if gh.on_dispatch is not None:
        gh.on_dispatch(repo, wr)
    if body.get("return_run_details"):
        return (
            200,
            {
                "workflow_run_id": wid,
                "run_url": f"{gh.api_url}/repos/{repo.full_name}/actions/runs/{wid}",
                "html_url": f"{gh.host_url}/{repo.full_name}/actions/runs/{wid}",
            },
            {},
        )
    return 204, None, {}


def get_workflow_run(gh: State, *, params: dict[str, str], **_: Any) -> Answer:
    repo = gh.repo(params)
    wr = repo.workflow_runs.get(int(params["run_id"]))
    if wr is None:
        raise ApiError(404, "Not Found")
    return 200, workflow_run_json(gh, repo, wr), {}


def list_workflow_runs(gh: State, *, params: dict[str, str], query: dict[str, str], **_: Any) -> Answer:
    repo = gh.repo(params)
    runs = [wr for wr in repo.workflow_runs.values() if wr["path"].endswith("/" + params["workflow_id"])]
    if query.get("event"):
        runs = [wr for wr in runs if wr.get("event", "workflow_dispatch") == query["event"]]
    if query.get("created", "").startswith(">="):
        runs = [wr for wr in runs if wr["created_at"] >= query["created"][2:]]
    return (
        200,
        {"total_count": len(runs), "workflow_runs": [workflow_run_json(gh, repo, wr) for wr in reversed(runs)]},
        {},
    )


def list_jobs(gh: State, *, params: dict[str, str], **_: Any) -> Answer:
    repo = gh.repo(params)
    wr = repo.workflow_runs.get(int(params["run_id"]))
    if wr is None:
        raise ApiError(404, "Not Found")
    return 200, {"total_count": 1, "jobs": [job_json(gh, repo, wr)]}, {}


def cancel_workflow_run(gh: State, *, params: dict[str, str], **_: Any) -> Answer:
    repo = gh.repo(params)
    wr = repo.workflow_runs.get(int(params["run_id"]))
    if wr is None:
        raise ApiError(404, "Not Found")
    if wr["status"] == "completed":
        raise ApiError(409, "Cannot cancel a workflow run that is completed.")
    wr["cancel_requested"] = True
    return 202, {}, {}


def list_artifacts(gh: State, *, params: dict[str, str], **_: Any) -> Answer:
    repo = gh.repo(params)
    run_id = int(params["run_id"])
    arts = [a for a in repo.artifacts.values() if a["run"] == run_id]
    return 200, {"total_count": len(arts), "artifacts": [artifact_json(gh, repo, a) for a in arts]}, {}


def download_artifact(gh: State, *, params: dict[str, str], **_: Any) -> Answer:
    repo = gh.repo(params)
    art = repo.artifacts.get(int(params["artifact_id"]))
    if art is None:
        raise ApiError(404, "Not Found")
    token = secrets.token_urlsafe(16)
    gh.blobs[token] = art["zip"]
    return 302, None, {"Location": f"{gh.host_url}/_blobs/{token}"}
