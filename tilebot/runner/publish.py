"""Commit a stage's outputs in a git directory of the job's own and push them to the run's branch: never forced; a
rejected push is rebased and retried.

The checkout's ``.git/`` is the stage's to edit (its code ran there): its config could redirect the push, its refs,
replace refs, commit-graph, index or objects could make an edit of the op's reference look like the pinned commit
itself. So the job reads none of it. ``publish_repo`` fetches the pinned commit from the remote into a new git
directory outside the checkout and takes the checkout's files, and nothing else, as that directory's work tree; the
survey, the commit and the push all run there.

Someone (a maintainer, another tool) may push to the run's branch while a stage runs. The push is then rejected as
non-fast-forward; the job fetches the branch, rebases its own commit onto the new tip and tries again, a bounded
number of times. A push that failed may still have landed (the connection dropped after the remote took it): the job
finds its commit on the branch (its tip, or under a commit pushed since) and is done. A rebase that conflicts is
aborted and reported: the job never resolves a conflict by guessing, and never overwrites someone's commit. Any other
rejection (a protected branch, a hook, a bad token) is reported at once. Network and server failures are gitops' to
retry.
"""

from __future__ import annotations

import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from pathlib import Path

from tilebot.runner.gitops import Git, GitFailed

DEFAULT_PUSH_ATTEMPTS = 3
# git push --porcelain marks a ref the remote refused because it is behind with these words; the last is the
# remote's when another push moved the branch between its check and its update ("cannot lock ref '<ref>': is at
# <new> but expected <old>"), a race that the next try wins like any other.
_BEHIND = ("non-fast-forward", "fetch first", "stale info", "but expected")


@dataclass(frozen=True)
class PushOutcome:
    pushed: bool
    commit: str | None  # the job's commit, on the branch after a successful push (its tip, or under it)
    attempts: int  # pushes tried
    rebases: int  # times the commit was replayed onto a newer tip
    error: str | None = None
    conflicts: list[str] = field(default_factory=list)

    def describe(self) -> str:
        if self.pushed:
            how = f" after {self.rebases} rebase(s)" if self.rebases else ""
            return f"pushed {self.commit[:12] if self.commit else '?'}{how}"
        return self.error or "not pushed"


@dataclass(frozen=True)
class PublishRepo:
    checkout: Git  # the job's own git directory over the checkout's files: survey and commit
    own: Git  # the same git directory over a work tree of its own: push, and rebase when the branch moved


@contextmanager
def publish_repo(checkout: Git, *, remote: str, base: str) -> Iterator[PublishRepo]:
    """A git directory outside ``checkout`` (whose token and retries it keeps, never its git directory) holding
    ``base`` as ``remote`` has it (one commit deep: the remote has the rest), with ``base`` as HEAD and index;
    removed on exit."""
    with tempfile.TemporaryDirectory(prefix="tilebot-publish-") as tmp:
        git_dir, tree = Path(tmp) / "git", Path(tmp) / "tree"
        tree.mkdir()
        Git(Path(tmp)).run("init", "--quiet", "--bare", str(git_dir))
        git = replace(checkout, git_dir=git_dir)
        fetched = git.run("fetch", "--quiet", "--no-tags", "--depth=1", remote, base, remote=True, check=False)
        if fetched.returncode != 0:
            why = "is not on the remote" if "not our ref" in fetched.stderr else "could not be fetched from the remote"
            raise GitFailed(
                ("fetch", remote, base),
                fetched.returncode,
                f"the commit the job started from ({base[:12]}) {why}: {fetched.stderr}",
            )
        git.run("update-ref", "--no-deref", "HEAD", base)
        git.run("read-tree", base)
        yield PublishRepo(git, replace(git, repo=tree))


def push_with_retry(
    git: Git, *, remote: str, branch: str, base: str, attempts: int = DEFAULT_PUSH_ATTEMPTS
) -> PushOutcome:
    """Push HEAD to ``refs/heads/<branch>`` on ``remote``; when behind, replay what HEAD adds to ``base`` (the job's
    own commit) onto the remote tip and retry. Only that: ``base`` has no parents here (``publish_repo`` fetched it
    alone), and a plain rebase onto a rewritten branch would replay all of ``base``'s files too.

    ``git`` is ``PublishRepo.own``: the rebase writes its work tree, never the checkout."""
    if attempts < 1:
        raise ValueError("attempts must be at least 1")
    refspec = f"HEAD:refs/heads/{branch}"
    rebases = 0
    upstream = base  # what the job's own commit sits on
    for attempt in range(1, attempts + 1):
        proc = git.run("push", "--porcelain", remote, refspec, remote=True, check=False)
        if proc.returncode == 0:
            return PushOutcome(True, git.out("rev-parse", "HEAD"), attempt, rebases)
        report = proc.stdout + proc.stderr
        try:
            tip = git.fetch_branch(remote, branch)
        except GitFailed as exc:
            error = f"push refused ({_tail(report)}), and the fetch after it failed: {exc}"
            return PushOutcome(False, None, attempt, rebases, error=error)
        head = git.out("rev-parse", "HEAD")
        if tip is not None and git.ok("merge-base", "--is-ancestor", head, tip):
            # the push landed, its answer was lost (and a resent request was refused as stale); maybe pushed onto since
            return PushOutcome(True, head, attempt, rebases)
        if not any(word in report for word in _BEHIND):
            return PushOutcome(False, None, attempt, rebases, error=f"push refused: {_tail(report)}")
        if attempt == attempts:
            break
        if tip is None:
            continue  # the branch was deleted meanwhile: pushing creates it again
        git.run("reset", "--quiet", "--hard")  # the work tree the rebase replays in, filled from HEAD
        rebase = git.run("rebase", "--no-autostash", "--onto", tip, upstream, check=False)
        if rebase.returncode != 0:
            conflicts = git.out("diff", "--name-only", "--diff-filter=U").split()
            git.run("rebase", "--abort", check=False)
            what = ", ".join(conflicts) if conflicts else _tail(rebase.stdout + rebase.stderr)
            return PushOutcome(
                False,
                None,
                attempt,
                rebases,
                error=f"rebase onto {branch} ({tip[:12]}) conflicts in {what}",
                conflicts=conflicts,
            )
        rebases += 1
        upstream = tip
    return PushOutcome(
        False, None, attempts, rebases, error=f"push still rejected after {attempts} attempt(s): {branch} keeps moving"
    )


def _tail(text: str, limit: int = 300) -> str:
    flat = " ".join(text.split())
    return flat[-limit:] if flat else "(no output)"
