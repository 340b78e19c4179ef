"""The Forge port on GitHub (PyGithub): branch, draft PR, one status comment, one check run per stage attempt.

Everything here is idempotent, because after a crash the same step may run again:
- the branch is created at the run's base commit, and an existing one is taken as is;
- the PR is looked up by its head branch before one is created;
- the status comment is edited in place, and after a restart found again by its hidden
  marker ``<!-- tilebot:status:<run id> -->`` among the App's own comments;
- check runs carry ``external_id = <run id>/<stage>/<attempt>`` and their ids live in the run's
  forge refs, so a repeated step edits the check run rather than creating a second one.

Content creation is limited (about 80 requests a minute): a run creates its branch, one commit
(the request file, so the draft PR has a diff), one PR, one status comment, one check run per stage
attempt and one final comment; everything else is an edit.
"""

from __future__ import annotations

import functools
import json
import logging
import threading
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import PurePosixPath
from typing import Any

from github import Github, GithubException, UnknownObjectException
from github.CheckRun import CheckRun
from github.PullRequest import PullRequest
from github.Repository import Repository

from tilebot.bot.forge import Refs, Remember
from tilebot.bot.github_api import GitHubClients, NotInstalled
from tilebot.bot.pr_report import StageReports, failure_of
from tilebot.bot.store import Attempt, AttemptStatus, Run
from tilebot.core.render import GITHUB_BODY_LIMIT, clip, inert, render
from tilebot.core.result import StageResult, conclusion_of
from tilebot.core.rundir import RunDir
from tilebot.core.stages import Stage

log = logging.getLogger(__name__)

CHECK_PREFIX = "tilebot / "
SUMMARY_CHECK = "tilebot"
ANNOTATIONS_PER_REQUEST = 50  # GitHub's maxItems for output.annotations
# Check-run buttons (identifier ≤ 20 chars, label ≤ 20, description ≤ 40).
CANCEL_ACTION = {"label": "Cancel run", "description": "Cancel this tilebot run", "identifier": "cancel"}
RETRY_ACTION = {"label": "Retry stage", "description": "Run this stage again", "identifier": "retry"}

# Forge refs the service seeds when it starts a run, and the ones this adapter adds.
INSTALLATION_REF = "installation_id"
ISSUE_REF = "issue"
BASE_REF = "base_ref"
REPO_HTML_REF = "repo_html_url"
PR_REF = "pr"
PR_URL_REF = "pr_url"
CHECKS_REF = "checks"
CLOSED_REF = "closed"
# The App lost the run's repository for a while (suspended, or the repository taken out of its installation): the
# close-out waits until it is back.
AWAITING_ACCESS_REF = "awaiting_access"
FINAL_COMMENT_REF = "final_comment"
SUMMARY_CHECK_REF = "summary_check"


def check_key(stage: Stage, attempt: int) -> str:
    return f"{stage.value}-{attempt}"


def external_id(run_id: str, stage: Stage, attempt: int) -> str:
    return f"{run_id}/{stage.value}/{attempt}"


def parse_external_id(value: str | None) -> tuple[str, Stage, int] | None:
    parts = (value or "").split("/")
    if len(parts) != 3 or not parts[2].isdigit():
        return None
    try:
        return parts[0], Stage(parts[1]), int(parts[2])
    except ValueError:
        return None


class GitHubForge:
    close_out_refs: tuple[str, ...] = (CLOSED_REF, FINAL_COMMENT_REF, SUMMARY_CHECK_REF)

    def __init__(self, clients: GitHubClients, *, bot_login: str) -> None:
        self.clients = clients
        self.bot_login = bot_login
        self._status_comments: dict[str, int] = {}  # run id -> comment id (found again by marker after restart)
        self._status_bodies: dict[str, str] = {}
        self._lock = threading.Lock()

    # helpers

    def gh(self, run: Run) -> Github:
        installation = run.forge_refs.get(INSTALLATION_REF)
        return self.clients.for_repo(run.repo, int(installation) if installation is not None else None)

    def repo(self, run: Run) -> Repository:
        return self.gh(run).get_repo(run.repo)

    def call(self, operation: str, fn: Any, *, expected: tuple[int, ...] = ()) -> Any:
        return self.clients.call(operation, fn, expected=expected)

    def read(self, operation: str, fn: Any, *, expected: tuple[int, ...] = ()) -> Any:
        """An operation that only reads: refused a token at any of its requests (a list's later page), it runs again."""
        return self.clients.call(operation, fn, expected=expected, reads_only=True)

    def branch_head(self, run: Run) -> str:
        # A lazy GitRef sends its GET when ``object`` is read: read inside the operation, so a refused token is renewed.
        return str(self.read("get_git_ref", lambda: self.repo(run).get_git_ref(f"heads/{run.branch}").object.sha))

    def html(self, run: Run) -> str:
        return str(run.forge_refs.get(REPO_HTML_REF) or f"{self.clients.html_url}/{run.repo}")

    def files_url(self, run: Run) -> str:
        return f"{self.html(run)}/tree/{run.branch}/{run.run_config.run_dir(run.op)}"

    def status_links(self, run: Run, attempts: Sequence[Attempt]) -> dict[str, Any]:
        html = self.html(run)
        logs = {
            check_key(a.stage, a.attempt): f"{html}/actions/runs/{a.external_id}" for a in attempts if a.external_id
        }
        return {"logs": logs, "files": self.files_url(run), "repo": html}

    # Forge port

    def resolve_base(self, repo: str) -> str:
        repository = self.clients.for_repo(repo).get_repo(repo)
        default_branch = self.read("get_repo", lambda: repository.default_branch)
        branch = self.read("get_branch", lambda: repository.get_branch(default_branch))
        return str(branch.commit.sha)

    def open_run(self, run: Run, *, title: str, body: str) -> dict[str, Any]:
        repo = self.repo(run)
        refs = run.forge_refs
        base_ref = refs.get(BASE_REF) or self.read("get_repo", lambda: repo.default_branch)
        self._create_branch(repo, run)
        self._commit_request(repo, run)
        pr = self._find_or_open_pr(repo, run, title=title, body=self._pr_body(run, body), base_ref=base_ref)
        return {PR_REF: pr.number, PR_URL_REF: pr.html_url, BASE_REF: base_ref, "title": title}

    def post_status(self, run: Run, body: str) -> None:
        try:
            self._post_status(run, body)
        except NotInstalled:
            # The App has no access to the repository any more: there is no comment to edit, now or later.
            log.warning("the status of run %s cannot be shown on %s: the App's installation is gone", run.id, run.repo)

    def _post_status(self, run: Run, body: str) -> None:
        number = run.forge_refs.get(PR_REF)
        if number is None:
            return  # the PR was never opened (open_run failed); the reply to the command says why
        files = self.files_url(run)
        body = clip(
            body, GITHUB_BODY_LIMIT, more=f"the full reports are committed on the branch: [{run.branch}]({files})"
        )
        with self._lock:
            if self._status_bodies.get(run.id) == body:
                return  # nothing changed: no request
        repo = self.repo(run)
        comment_id = self._status_comments.get(run.id)
        if comment_id is None or not self._edited(repo, int(number), comment_id, body):
            # Not known to this process, or deleted since (someone removed it): found by its marker, else posted.
            comment_id = self._find_status_comment(repo, run, int(number))
            if comment_id is None or not self._edited(repo, int(number), comment_id, body):
                issue = repo.get_issue(int(number))
                created = self.call("create_issue_comment", lambda: issue.create_comment(body))
                comment_id = created.id
        with self._lock:
            self._status_comments[run.id] = comment_id
            self._status_bodies[run.id] = body

    def _edited(self, repo: Repository, number: int, comment_id: int, body: str) -> bool:
        """Edit the status comment; False when GitHub has it no more (404: deleted)."""
        comment = repo.get_issue(number).get_comment(comment_id)
        try:
            self.call("edit_issue_comment", lambda: comment.edit(body), expected=(404,))
        except GithubException as exc:
            if exc.status != 404:
                raise
            log.info(
                "status comment %s on #%s is gone (deleted): looked up again, else posted anew", comment_id, number
            )
            return False
        return True

    def check_started(self, run: Run, stage: Stage, attempt: int) -> Refs:
        if self._check(run, stage, attempt) is not None:
            return {}  # created before a restart
        try:
            return self._create_check(run, stage, attempt)
        except GithubException:
            # Not worth holding the stage back for: the check run is created when the result arrives.
            log.exception("could not create the check run of %s %s #%s", run.id, stage.value, attempt)
            return {}

    def _create_check(self, run: Run, stage: Stage, attempt: int) -> Refs:
        """Create the attempt's check run; the refs add it to the run's CHECKS_REF."""
        sha = self.branch_head(run)
        summary = render(
            "checks/progress.md.j2", run=run, stage=stage, attempt=attempt, state="queued", sha=sha, details_url=None
        )
        repo = self.repo(run)
        check = self.call(
            "create_check_run",
            lambda: repo.create_check_run(
                name=f"{CHECK_PREFIX}{stage.label}",
                head_sha=sha,
                status="queued",
                external_id=external_id(run.id, stage, attempt),
                details_url=run.forge_refs.get(PR_URL_REF) or f"{self.clients.html_url}/{run.repo}",
                output={"title": f"{stage.label} #{attempt}: queued", "summary": summary},
                actions=[CANCEL_ACTION],
            ),
        )
        checks = dict(run.forge_refs.get(CHECKS_REF, {}))
        # "open" until its result is shown: a check whose completion failed is completed at the run's close-out.
        checks[check_key(stage, attempt)] = {"id": check.id, "sha": sha, "open": True}
        return {CHECKS_REF: checks}

    def check_in_progress(self, run: Run, stage: Stage, attempt: int, *, details_url: str | None) -> None:
        """A runner picked the job up (workflow_run / workflow_job in_progress)."""
        entry = self._check(run, stage, attempt)
        if entry is None:
            return
        summary = render(
            "checks/progress.md.j2",
            run=run,
            stage=stage,
            attempt=attempt,
            state="in progress",
            sha=entry["sha"],
            details_url=details_url,
        )
        check = self.repo(run).get_check_run(int(entry["id"]))
        kwargs: dict[str, Any] = {
            "status": "in_progress",
            "started_at": datetime.now(UTC),
            "output": {"title": f"{stage.label} #{attempt}: running", "summary": summary},
        }
        if details_url:
            kwargs["details_url"] = details_url
        self.call("update_check_run", lambda: check.edit(**kwargs))

    def check_completed(
        self, run: Run, result: StageResult, *, conclusion: str, summary: str, reports: StageReports, remember: Remember
    ) -> None:
        checks = run.forge_refs.get(CHECKS_REF, {})
        entry = self._check(run, result.stage, result.attempt)
        if entry is None:
            # Its creation failed at dispatch: create it now, on the branch head, and remember it at once: should
            # completing it fail, the run's close-out completes it (as it does a check created at dispatch).
            checks = self._create_check(run, result.stage, result.attempt)[CHECKS_REF]
            remember(CHECKS_REF, checks)
            entry = checks[check_key(result.stage, result.attempt)]
        repo = self.repo(run)
        check = repo.get_check_run(int(entry["id"]))
        title = f"{result.stage.label} #{result.attempt}: {result.verdict}"[:255]
        attempt_files = f"{self.files_url(run)}/attempts/{check_key(result.stage, result.attempt)}"
        more = f"the stage's reports are committed on the branch: [{run.branch}]({attempt_files})"
        text = "\n\n".join(reports.sections)
        output: dict[str, Any] = {"title": title, "summary": clip(summary, GITHUB_BODY_LIMIT, more=more)}
        if text:
            output["text"] = clip(text, GITHUB_BODY_LIMIT, more=more)
        batches = _batches(reports.annotations, ANNOTATIONS_PER_REQUEST)
        if batches:
            output["annotations"] = batches[0]
        self.call(
            "update_check_run",
            lambda: check.edit(
                status="completed",
                conclusion=conclusion,
                completed_at=datetime.now(UTC),
                output=output,
                actions=[] if conclusion == "success" else [RETRY_ACTION],
            ),
        )
        remember(CHECKS_REF, _shown(checks, result.stage, result.attempt))
        try:
            for batch in batches[1:]:
                # Later batches append to the check's annotations; title and summary are required each time.
                more_output = {"title": title, "summary": output["summary"], "annotations": batch}
                self.call("update_check_run", functools.partial(check.edit, output=more_output))
        except GithubException:
            log.exception(
                "could not add every annotation to the check run of %s", check_key(result.stage, result.attempt)
            )

    def close_run(self, run: Run, attempts: Sequence[Attempt], *, succeeded: bool, remember: Remember) -> None:
        """Checks left open are cancelled, the PR leaves draft when the port passed, one final comment
        (edits do not notify), the outcome check on the final commit. Each step is remembered, so the
        reconciler can finish a close-out a crash interrupted without doing a step twice. With the App's
        installation gone, nothing can be closed out: that is remembered too, or every pass would try again."""
        try:
            self._close_run(run, attempts, succeeded=succeeded, remember=remember)
        except NotInstalled:
            log.warning("run %s cannot be closed out on %s: the App's installation is gone", run.id, run.repo)
            remember(CLOSED_REF, True)

    def _close_run(self, run: Run, attempts: Sequence[Attempt], *, succeeded: bool, remember: Remember) -> None:
        repo = self.repo(run)
        self._close_open_checks(repo, run, attempts, remember)
        number = run.forge_refs.get(PR_REF)
        failure = failure_of(run, list(attempts))
        if number is not None:
            pr = repo.get_pull(int(number))
            if succeeded:
                self._mark_ready(pr)
            if FINAL_COMMENT_REF not in run.forge_refs:
                final = render("comments/final.md.j2", run=run, failure=failure)
                issue = repo.get_issue(int(number))
                posted = self.call("create_issue_comment", lambda: issue.create_comment(clip(final)))
                remember(FINAL_COMMENT_REF, posted.id)
        if SUMMARY_CHECK_REF not in run.forge_refs:
            check_id = self._summary_check(repo, run, attempts, succeeded=succeeded, failure=failure)
            remember(SUMMARY_CHECK_REF, check_id)
        remember(CLOSED_REF, True)

    # pieces

    def _pr_body(self, run: Run, body: str) -> str:
        issue = run.forge_refs.get(ISSUE_REF)
        link = f"\n\nRequested in #{issue}." if issue else ""
        return clip(body + link)

    def _create_branch(self, repo: Repository, run: Run) -> None:
        try:
            self.call("create_git_ref", lambda: repo.create_git_ref(f"refs/heads/{run.branch}", run.base_sha))
        except GithubException as exc:
            if exc.status != 422:
                raise
            # It exists: ours from before a restart (its history starts at the base), else a clash to report.
            head = self.branch_head(run)
            behind = self.read("compare", lambda: repo.compare(run.base_sha, head).behind_by)  # lazy, as above
            if behind:
                raise RuntimeError(
                    f"branch {run.branch} exists and does not contain the run's base {run.base_sha}"
                ) from exc

    def _commit_request(self, repo: Repository, run: Run) -> None:
        """One commit on the branch before the PR: GitHub opens no PR without a difference, and the
        request (op, options, base) travels with the branch to every stage job."""
        path = RunDir(PurePosixPath(run.run_config.run_dir(run.op))).request.as_posix()
        content = json.dumps(
            {
                "run_id": run.id,
                "op": run.op,
                "options": run.options,
                "base_sha": run.base_sha,
                "requested_by": run.requested_by,
                "issue": run.forge_refs.get(ISSUE_REF),
            },
            indent=2,
            sort_keys=True,
        )
        message = f"tilebot: start run {run.id} ({run.op})"
        try:
            found = self.read("get_contents", lambda: repo.get_contents(path, ref=run.branch), expected=(404,))
        except UnknownObjectException:
            self.call("create_file", lambda: repo.create_file(path, message, content + "\n", branch=run.branch))
            return
        if isinstance(found, list):
            raise RuntimeError(f"{path} on {run.branch} is a directory, not tilebot's request file")
        if _request_run_id(found.decoded_content) == run.id:
            return  # committed before a restart
        # An earlier run's request: the branch starts at a PR head tilebot made (`/translate` on its own PR)
        sha = found.sha
        self.call("update_file", lambda: repo.update_file(path, message, content + "\n", sha, branch=run.branch))

    def _find_or_open_pr(self, repo: Repository, run: Run, *, title: str, body: str, base_ref: str) -> PullRequest:
        owner = run.repo.split("/", 1)[0]
        existing = self.read("list_pulls", lambda: list(repo.get_pulls(state="all", head=f"{owner}:{run.branch}")))
        if existing:
            return existing[0]  # type: ignore[no-any-return]
        return self.call(  # type: ignore[no-any-return]
            "create_pull",
            lambda: repo.create_pull(
                base=base_ref, head=run.branch, title=title, body=body, draft=True, maintainer_can_modify=False
            ),
        )

    def _find_status_comment(self, repo: Repository, run: Run, number: int) -> int | None:
        marker = f"<!-- tilebot:status:{run.id} -->"
        comments = self.read("list_issue_comments", lambda: list(repo.get_issue(number).get_comments()))
        for comment in comments:
            # The status comment opens with its marker; another comment of the bot's may quote it (a reply echoing
            # what someone typed, a stage's message) and must not be taken for it.
            if comment.user.login == self.bot_login and (comment.body or "").startswith(marker):
                return int(comment.id)
        return None

    def _check(self, run: Run, stage: Stage, attempt: int) -> dict[str, Any] | None:
        entry = run.forge_refs.get(CHECKS_REF, {}).get(check_key(stage, attempt))
        return dict(entry) if isinstance(entry, dict) else None

    def _close_open_checks(self, repo: Repository, run: Run, attempts: Sequence[Attempt], remember: Remember) -> None:
        """Cancel the checks of attempts still out; complete, from their results, those whose completion failed
        when the result came (a GitHub error then: the run went on, the check must not spin forever)."""
        checks = dict(run.forge_refs.get(CHECKS_REF, {}))
        for a in attempts:
            entry = self._check(run, a.stage, a.attempt)
            if entry is None:
                continue
            if a.status is AttemptStatus.DISPATCHED:
                title, conclusion, summary = f"{a.stage.label} #{a.attempt}: cancelled", "cancelled", run.reason
            elif a.result is not None and entry.get("open"):
                title, conclusion = f"{a.stage.label} #{a.attempt}: {a.result.verdict}", conclusion_of(a.result)
                summary = render("checks/stage.md.j2", result=a.result, conclusion=conclusion)
            else:
                continue
            check: CheckRun = repo.get_check_run(int(entry["id"]))
            self.call(
                "update_check_run",
                functools.partial(
                    check.edit,
                    status="completed",
                    conclusion=conclusion,
                    completed_at=datetime.now(UTC),
                    output={"title": title[:255], "summary": clip(summary or conclusion)},
                    actions=[],
                ),
            )
            checks = _shown(checks, a.stage, a.attempt)
            remember(CHECKS_REF, checks)

    def _summary_check(
        self,
        repo: Repository,
        run: Run,
        attempts: Sequence[Attempt],
        *,
        succeeded: bool,
        failure: dict[str, str] | None,
    ) -> int:
        """One completed check on the branch's final commit, so the PR head carries the run's outcome."""
        head = self.branch_head(run)
        lines = [
            f"| {a.stage.label} | {a.attempt} | {a.result.verdict} | {conclusion_of(a.result)} |"
            for a in attempts
            if a.result
        ]
        summary = "| stage | attempt | verdict | conclusion |\n|---|---|---|---|\n" + "\n".join(lines)
        if failure:
            summary += f"\n\n**What failed:** {failure['stage']} `{failure['verdict']}`."
            summary += f" **Who owns the fix:** {failure['owner']}"
        conclusion = "success" if succeeded else ("cancelled" if run.state == "cancelled" else "failure")
        check = self.call(
            "create_check_run",
            lambda: repo.create_check_run(
                name=SUMMARY_CHECK,
                head_sha=head,
                status="completed",
                conclusion=conclusion,
                completed_at=datetime.now(UTC),
                external_id=f"{run.id}/summary",
                details_url=run.forge_refs.get(PR_URL_REF) or f"{self.clients.html_url}/{run.repo}",
                output={
                    "title": f"{run.op}: {run.state}"[:255],
                    "summary": clip(summary + "\n\n" + inert(run.reason or "")),  # a stage's words: as text
                },
            ),
        )
        return int(check.id)

    def _mark_ready(self, pr: PullRequest) -> None:
        """Take the PR out of draft. The read (a lazy PR's GET) and the mutation are operations of their own: a token
        refused at the mutation, its one request, is renewed (nothing was done), as it would not be after the read."""
        if self.read("get_pull", lambda: pr.draft):
            self.call("mark_ready_for_review", pr.mark_ready_for_review)


def _shown(checks: dict[str, Any], stage: Stage, attempt: int) -> dict[str, Any]:
    """The run's check entries with this attempt's no longer open."""
    key = check_key(stage, attempt)
    return {**checks, key: {k: v for k, v in checks[key].items() if k != "open"}}


def _batches(items: Sequence[dict[str, Any]], size: int) -> list[list[dict[str, Any]]]:
    return [list(items[i : i + size]) for i in range(0, len(items), size)]


def _request_run_id(raw: bytes) -> object:
    """The run id a committed request.json names, or None where it names none (not tilebot's, or not JSON)."""
    try:
        request = json.loads(raw)
    except ValueError:
        return None
    return request.get("run_id") if isinstance(request, dict) else None
