"""Should this job run at all? The trigger, the branch and the pinned commit, checked before any stage code.

The workflow already skips its jobs unless the bot dispatched it from the default branch (its
job-level ``if:``); the job entry checks the same facts again from the runner's environment, so
a copied or edited workflow cannot turn the checks off:

- the event is ``workflow_dispatch`` and the workflow ran from the repository's default branch
  (``GITHUB_REF`` against ``repository.default_branch`` in ``GITHUB_EVENT_PATH``): trusted YAML;
- ``GITHUB_ACTOR`` and ``GITHUB_TRIGGERING_ACTOR`` (a re-run's) are in ``TILEBOT_ALLOWED_ACTORS``,
  which ``tilebot init`` writes into the workflow (the App's bot user by default);
- the run's options (``TILEBOT_OPTIONS``) are a JSON object; stages read them from there;
- the run's branch is a ``tilebot/`` branch, and the pinned commit is what is checked out and is
  on that branch *in this repository*: a commit that only a fork has (GitHub serves fork commits
  by SHA through the parent) is refused.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from tilebot.core.workflow import ACTOR_PATTERN, ALLOWED_ACTORS_VAR, BRANCH_PREFIX, OPTIONS_VAR
from tilebot.runner.gitops import Git, GitFailed

SHA_PATTERN = re.compile(r"^(?:[0-9a-f]{40}|[0-9a-f]{64})$")


@dataclass(frozen=True)
class Trigger:
    """What the runner says about how this job started."""

    event_name: str
    actor: str
    triggering_actor: str
    ref: str
    default_branch: str | None
    repository: str


def trigger_from_env(env: Mapping[str, str]) -> Trigger:
    default_branch = None
    event_path = env.get("GITHUB_EVENT_PATH")
    if event_path and Path(event_path).is_file():
        try:
            event = json.loads(Path(event_path).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            event = {}
        repo = event.get("repository") if isinstance(event, dict) else None
        if isinstance(repo, dict) and isinstance(repo.get("default_branch"), str):
            default_branch = repo["default_branch"]
    actor = env.get("GITHUB_ACTOR", "")
    return Trigger(
        event_name=env.get("GITHUB_EVENT_NAME", ""),
        actor=actor,
        triggering_actor=env.get("GITHUB_TRIGGERING_ACTOR", actor),
        ref=env.get("GITHUB_REF", ""),
        default_branch=default_branch,
        repository=env.get("GITHUB_REPOSITORY", ""),
    )


def allowed_actors(env: Mapping[str, str]) -> frozenset[str]:
    """``TILEBOT_ALLOWED_ACTORS``: a JSON list or a comma-separated list of GitHub logins."""
    raw = env.get(ALLOWED_ACTORS_VAR, "").strip()
    if not raw:
        return frozenset()
    try:
        names = json.loads(raw) if raw.startswith("[") else raw.split(",")
    except ValueError as exc:
        raise ValueError(f"{ALLOWED_ACTORS_VAR} is not a JSON list: {exc}") from exc
    if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
        raise ValueError(f"{ALLOWED_ACTORS_VAR} must list login names")
    cleaned = {n.strip() for n in names if n.strip()}
    bad = sorted(n for n in cleaned if not ACTOR_PATTERN.fullmatch(n))
    if bad:
        raise ValueError(f"{ALLOWED_ACTORS_VAR} has names that are not GitHub logins: {bad}")
    return frozenset(cleaned)


def trigger_refusals(trigger: Trigger, allowed: frozenset[str]) -> list[str]:
    """Reasons not to run; empty when the trigger is one tilebot's bot made."""
    reasons = []
    if trigger.event_name != "workflow_dispatch":
        reasons.append(f"event {trigger.event_name or '(none)'!r} is not workflow_dispatch")
    if not trigger.default_branch:
        reasons.append("the event payload does not name the repository's default branch")
    elif trigger.ref != f"refs/heads/{trigger.default_branch}":
        reasons.append(
            f"the workflow ran from {trigger.ref or '(no ref)'}, not the default branch "
            f"{trigger.default_branch} (only the default branch's workflow file is trusted)"
        )
    if not allowed:
        reasons.append(f"no allowed actors configured ({ALLOWED_ACTORS_VAR} is empty)")
    else:
        for role, who in (("actor", trigger.actor), ("triggering actor", trigger.triggering_actor)):
            if who not in allowed:
                reasons.append(f"{role} {who or '(none)'!r} is not allowed (allowed: {', '.join(sorted(allowed))})")
    return reasons


def options_refusal(raw: str) -> str | None:
    """The run's options (``TILEBOT_OPTIONS``, from the ``options`` input) must be a JSON object."""
    try:
        value = json.loads(raw or "{}")
    except ValueError as exc:
        return f"{OPTIONS_VAR} is not JSON ({exc})"
    if not isinstance(value, dict):
        return f"{OPTIONS_VAR} must be a JSON object, got {type(value).__name__}"
    return None


def branch_refusal(branch: str) -> str | None:
    """A run branch is one the bot made: ``tilebot/...`` and a valid ref name."""
    if not branch.startswith(BRANCH_PREFIX):
        return f"branch {branch!r} is not a tilebot branch ({BRANCH_PREFIX}...): jobs never push elsewhere"
    if not re.fullmatch(r"[A-Za-z0-9._/-]+", branch) or ".." in branch or branch.endswith((".lock", "/", ".")):
        return f"branch {branch!r} is not a valid branch name"
    return None


def pinned_commit_refusals(git: Git, *, sha: str, remote: str, branch: str | None) -> list[str]:
    """The checkout is at ``sha``, and ``sha`` is on ``branch`` of ``remote`` (this repository, not a fork)."""
    if not SHA_PATTERN.fullmatch(sha):
        return [f"pinned commit {sha!r} is not a full hex SHA"]
    head = git.out("rev-parse", "HEAD")
    if head != sha:
        return [f"the checkout is at {head[:12]}, not the pinned commit {sha[:12]}"]
    if branch is None:
        return []
    try:
        tip = git.fetch_branch(remote, branch)
    except GitFailed as exc:
        return [f"cannot fetch branch {branch} from the repository: {exc}"]
    if tip is None:
        return [f"branch {branch} does not exist in the repository"]
    if not git.ok("merge-base", "--is-ancestor", sha, tip):
        return [
            f"pinned commit {sha[:12]} is not on branch {branch} of this repository "
            f"(tip {tip[:12]}); a commit from a fork is never run"
        ]
    return []
