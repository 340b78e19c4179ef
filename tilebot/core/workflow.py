"""What the bot and the stage workflow must agree on: dispatch inputs, run names, artifact names, actors.

The bot dispatches the workflow with ``DISPATCH_INPUTS``, finds the workflow run by its ``run-name`` when the
dispatch returned no id, and downloads the job's result by ``artifact_name``; the workflow (rendered by
``tilebot init``) and the runner entry read the same names from here.
"""

from __future__ import annotations

import re

from tilebot.core.stages import Stage

DISPATCH_INPUTS = ("run_id", "stage", "attempt", "op", "branch", "sha", "options")  # options: a JSON object
RUN_NAME_FORMAT = "tilebot {run_id} {stage} #{attempt} · {op}"
_RUN_NAME_PATTERN = re.compile(r"\btilebot (?P<run_id>[0-9a-f]{8,32}) (?P<stage>[a-z_]+) #(?P<attempt>[0-9]+)\b")
RESULT_ARTIFACT_PREFIX = "tilebot-result"
BRANCH_PREFIX = "tilebot/"
# A GitHub login: a user name, or an App's bot user (app-slug[bot]).
ACTOR_PATTERN = re.compile(r"^[A-Za-z0-9][A-Za-z0-9-]{0,38}(?:\[bot\])?$")
ALLOWED_ACTORS_VAR = "TILEBOT_ALLOWED_ACTORS"  # the job's env: who may trigger it (a JSON list)
OPTIONS_VAR = "TILEBOT_OPTIONS"  # the job's env: the run's command options (a JSON object)


def branch_name(op: str, run_id: str) -> str:
    return f"{BRANCH_PREFIX}{op}-{run_id}"


def run_name(run_id: str, stage: Stage, attempt: int, op: str) -> str:
    return RUN_NAME_FORMAT.format(run_id=run_id, stage=stage.value, attempt=attempt, op=op)


def parse_run_name(title: str | None) -> tuple[str, Stage, int] | None:
    """(run id, stage, attempt) from a workflow run's title, or None when it is not one of tilebot's."""
    match = _RUN_NAME_PATTERN.search(title or "")
    if match is None:
        return None
    try:
        return match.group("run_id"), Stage(match.group("stage")), int(match.group("attempt"))
    except ValueError:
        return None


def dispatched_by(bot_login: str, event: str | None, actor: str | None, triggering_actor: str | None) -> bool:
    """Whether a workflow run is a dispatch of the bot's: its run-name alone is anyone's to write (a fork's pull
    request may run its own copy of the stage workflow), who started it is GitHub's to say."""
    return event == "workflow_dispatch" and actor == bot_login and triggering_actor == bot_login


def same_repo(full_name: str, other: str | None) -> bool:
    """GitHub's repository names are case-insensitive."""
    return other is not None and full_name.casefold() == other.casefold()


def dispatch_inputs(
    *, run_id: str, stage: Stage, attempt: int, op: str, branch: str, sha: str, options: str
) -> dict[str, str]:
    """The ``workflow_dispatch`` inputs, all strings (``options``: the run's options as a JSON object)."""
    inputs = {"run_id": run_id, "stage": stage.value, "attempt": str(attempt), "op": op}
    return inputs | {"branch": branch, "sha": sha, "options": options}


def artifact_name(run_id: str, stage: Stage, attempt: int) -> str:
    """The name the workflow uploads a job's result under and the bot downloads it by."""
    return f"{RESULT_ARTIFACT_PREFIX}-{run_id}-{stage.value}-{attempt}"
