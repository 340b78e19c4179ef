"""``/translate OP [OP...]``: start one run per op, bound to the commit the thread points at.

An issue ports from the default branch's head, a pull request from its head (never a fork's: the
run's workflow would execute the fork's code with the App's token). The head is bound at
acceptance: when it moved after the comment was written (a push landed before tilebot got to the
comment; GitHub's activity list dates the push, the committer date stands in where there is no list),
tilebot says so and ports nothing, rather than a commit the commenter never saw. A closed issue starts nothing.

Each run's id is derived from the comment and the op, so handling the comment again (a retry after
a crash or a failed GitHub call) continues the run it started instead of starting another.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import partial
from typing import Any

from github import GithubException, UnknownObjectException

from tilebot.bot.commands.base import Bad, CommandContext, CommandSpec, Reply
from tilebot.bot.delivery_queue import key_of
from tilebot.bot.forge.github import BASE_REF, INSTALLATION_REF, ISSUE_REF, PR_REF, REPO_HTML_REF
from tilebot.bot.permissions import fork_refusal
from tilebot.bot.store import RunState
from tilebot.core.analysis import REFERENCES
from tilebot.core.base import OP_NAME_PATTERN, lowercase_op_name, nearest_ops
from tilebot.core.config import CONFIG_FILE, ConfigError, RunConfig, parse_config

log = logging.getLogger(__name__)

MAX_OPS_PER_COMMAND = 20
_OP = re.compile(OP_NAME_PATTERN)
# Only what a stage reads: E times the port against this reference. (Per-variant or per-dtype runs were once
# advertised here, but no stage narrowed its work by them.)
_OPTIONS = ("reference",)
# What a phone's smart punctuation makes of a typed "--" (an en or em dash); no op name starts with either.
_DASHES = ("\u2013", "\u2014")


@dataclass(frozen=True)
class Translate:
    ops: tuple[str, ...]
    reference: str = "auto"

    def options(self) -> dict[str, str]:
        """What a run carries besides the op."""
        return {"reference": self.reference}


def parse(args: list[str]) -> Translate:
    ops: list[str] = []
    values: dict[str, str] = {}
    i = 0
    while i < len(args):
        arg = args[i]
        if arg.startswith(_DASHES):
            arg = "--" + arg[1:]
        if arg.startswith("--"):
            name, eq, value = arg[2:].partition("=")
            if name not in _OPTIONS:
                raise Bad(f"unknown option `--{name}`; options: --reference")
            if not eq:
                i += 1
                if i >= len(args) or args[i].startswith("--"):
                    raise Bad(f"`--{name}` needs a value")
                value = args[i]
            if name in values:
                raise Bad(f"`--{name}` given twice")
            values[name] = value
        elif arg.startswith("-"):
            raise Bad(f"unknown option `{arg}`; options: --reference")
        else:
            if not _OP.fullmatch(arg):
                meant = lowercase_op_name(arg)
                hint = f"; did you mean `{meant}`?" if meant else ""
                raise Bad(f"`{arg}` is not an op name (lowercase letters, digits and _, starting with a letter){hint}")
            if arg not in ops:
                ops.append(arg)
        i += 1
    if not ops:
        raise Bad("name at least one op, e.g. `/translate softmax`")
    if len(ops) > MAX_OPS_PER_COMMAND:
        raise Bad(f"at most {MAX_OPS_PER_COMMAND} ops per command (got {len(ops)})")
    reference = values.get("reference", "auto")
    if reference not in REFERENCES:
        raise Bad(f"`--reference {reference}`: choose one of {', '.join(REFERENCES)}")
    return Translate(tuple(ops), reference)


def handle(ctx: CommandContext, args: Translate) -> Reply:
    repo = ctx.repo
    if ctx.work.get("issue_state") == "closed":
        return Reply("refused", ["This issue is closed, so tilebot starts nothing here; reopen it first."], False)
    run_ids = {op: run_id_for(ctx, op) for op in args.ops}
    started = [r for r in (ctx.store.find_run(i) for i in run_ids.values()) if r is not None]
    if ctx.is_pr:
        pull = repo.get_pull(ctx.number)
        raw = ctx.clients.call("get_pull", lambda: pull.raw_data, reads_only=True)
        refusal = fork_refusal(raw, ctx.repo_name)
        if refusal:
            return Reply("refused", [refusal], False)
        base_sha, base_ref = str(raw["head"]["sha"]), str(raw["head"]["ref"])
    else:
        base_ref = ctx.work.get("default_branch") or ctx.clients.call(
            "get_repo", lambda: repo.default_branch, reads_only=True
        )
        base_sha = ""
    if started:
        base_sha = started[0].base_sha  # this comment was accepted before: keep what it was bound to
    else:
        head = ctx.clients.call("get_branch", lambda: repo.get_branch(base_ref), reads_only=True)
        try:
            pushed = _pushed_at(ctx, base_ref, str(head.commit.sha))
        except Unlisted:
            unlisted = (
                f"GitHub's activity list does not show yet when `{base_ref}` got its head "
                f"`{str(head.commit.sha)[:12]}`, so tilebot cannot tell whether that was after your comment; "
                "comment `/translate` again in a minute."
            )
            return Reply("refused", [unlisted], False)
        if pushed is not None:
            moved = _moved_since_comment(ctx, pushed, "pushed")
        else:  # no list to read: a committer date can be older than the push that brought the commit
            moved = _moved_since_comment(ctx, head.commit.commit.committer.date, "committed")
        if moved:
            return Reply("refused", [moved.format(ref=base_ref, sha=str(head.commit.sha)[:12])], False)
        if not ctx.is_pr:
            base_sha = str(head.commit.sha)
        elif str(head.commit.sha) != base_sha:
            moved_now = f"`{base_ref}` moved while tilebot read it; comment again to port its head."
            return Reply("refused", [moved_now], False)
    try:
        config = _config_at(ctx, base_sha)
    except ConfigError as exc:
        return Reply(
            "invalid",
            [f"Cannot start: the repository's {CONFIG_FILE} at `{base_sha[:12]}` is invalid:\n```\n{exc}\n```"],
            False,
        )
    available = _ops_at(ctx, config, base_sha)
    unknown = [op for op in args.ops if op not in available]
    if unknown:
        listing = ", ".join(f"`{op}`" for op in available) or "none"
        near = nearest_ops(unknown, available)
        meant = f" Did you mean {', '.join(f'`{op}`' for op in near)}?" if near else ""
        return Reply(
            "invalid",
            [
                f"Unknown op {', '.join(f'`{op}`' for op in unknown)}: no `{config.layout.cutile_ops_dir}/**/<op>.py` "
                f"at `{base_sha[:12]}`.{meant} Ops there: {listing}."
            ],
            False,
        )
    lines: list[str] = []
    ok = False
    runs = ctx.thread_runs()
    for op in args.ops:
        busy = next(
            (r for r in runs if r.op == op and r.state in (RunState.ACTIVE, RunState.OPENING) and r.id != run_ids[op]),
            None,
        )
        if busy is not None:
            lines.append(f"`{op}` is already being ported by run `{busy.id}` (PR #{busy.forge_refs.get(PR_REF)}).")
            continue
        mine = next((r for r in runs if r.id == run_ids[op]), None)
        if mine is not None and any(mine.options.get(k) != v for k, v in args.options().items()):
            # The comment and op name the run: an earlier line of this comment started it, with other options.
            lines.append(
                f"`{op}` is already being ported by run `{mine.id}` (PR #{mine.forge_refs.get(PR_REF)}, "
                f"{_described(mine.options)}), which an earlier line of this comment started: one run per op."
            )
            continue
        try:
            run = ctx.orchestrator.start(
                op=op,
                repo=ctx.repo_name,
                requested_by=ctx.login,
                config=config,
                base_sha=base_sha,
                forge_refs={
                    INSTALLATION_REF: ctx.work.get("installation"),
                    ISSUE_REF: ctx.number,
                    BASE_REF: base_ref,
                    REPO_HTML_REF: ctx.work.get("repo_html_url"),
                },
                options=args.options(),
                run_id=run_ids[op],
            )
        except Exception as exc:
            opened = ctx.store.find_run(run_ids[op])
            if opened is None or opened.state is RunState.OPENING:
                raise  # nothing on GitHub to follow yet: the delivery is tried again, and the run opened then
            log.exception("run %s of %s opened, but its first dispatch failed", opened.id, op)
            lines.append(
                f"Started `{op}`: run `{opened.id}`, draft PR #{opened.forge_refs.get(PR_REF)}, but its first "
                f"stage could not be dispatched yet ({_short(exc)}); tilebot tries again in a few minutes; if "
                "GitHub refuses it again, the status comment on the PR says why."
            )
            ok = True
            continue
        ok = True
        lines.append(
            f"Started `{op}`: run `{run.id}`, draft PR #{run.forge_refs.get(PR_REF)}, bound to `{run.base_sha[:12]}` "
            f"({_described(run.options)}). The status comment on the PR follows each stage."
        )
    return Reply("accepted" if ok else "refused", lines, ok)


def run_id_for(ctx: CommandContext, op: str) -> str:
    """The run one comment starts for one op: the same however often the comment is handled."""
    comment = ctx.work.get("comment") or {}
    return key_of(f"run:{ctx.repo_name.lower()}:{comment.get('id')}:{op}")[:8]


class Unlisted(Exception):
    """The activity list's newest entry for the branch is another commit's: the head's push is not listed yet (or
    came between the two reads), so its time is unknown."""


def _pushed_at(ctx: CommandContext, branch: str, sha: str) -> datetime | None:
    """When GitHub recorded the update that made ``sha`` the head of ``branch`` (the repository's activity list), or
    None where there is no list to read: the App may not (403), the server has none (404 on an older GitHub
    Enterprise Server), or it is empty (no push in its window, so long before any comment it would matter for)."""
    repo = ctx.repo
    try:
        _, newest = ctx.clients.call(
            "list_activities",
            lambda: repo.requester.requestJsonAndCheck(
                "GET", f"{repo.url}/activity", parameters={"ref": f"refs/heads/{branch}", "per_page": 1}
            ),
            expected=(403, 404),
            reads_only=True,
        )
    except GithubException as exc:
        if exc.status not in (403, 404):
            raise
        return None
    if not isinstance(newest, list) or not newest:
        return None
    entry = newest[0] if isinstance(newest[0], dict) else {}
    if entry.get("after") != sha:
        raise Unlisted(sha)
    return _utc(str(entry.get("timestamp") or ""))


def _utc(stamp: str) -> datetime | None:
    try:
        at = datetime.fromisoformat(stamp.replace("Z", "+00:00"))
    except ValueError:
        return None
    return at if at.tzinfo else at.replace(tzinfo=UTC)


def _moved_since_comment(ctx: CommandContext, arrived: datetime | None, how: str) -> str | None:
    """Why the head is not the one the commenter saw (it was ``how``, pushed or committed, after the comment), or
    None. The same second counts as before: GitHub's times have no finer grain."""
    at = _utc(str((ctx.work.get("comment") or {}).get("created_at") or ""))
    if arrived is None or at is None:
        return None
    arrived = arrived if arrived.tzinfo else arrived.replace(tzinfo=UTC)
    if arrived <= at:
        return None
    return (
        f"`{{ref}}` moved after your comment: its head `{{sha}}` was {how} at "
        f"{arrived.astimezone(UTC):%Y-%m-%d %H:%M:%S} UTC, after the comment ({at.astimezone(UTC):%H:%M:%S} UTC). "
        "tilebot ports only the commit you saw; comment `/translate` again to port the new head."
    )


COMMAND = CommandSpec[Translate](
    name="translate",
    usage="/translate OP [OP...] [--reference cutile|triton|auto]",
    help=(
        ("/translate OP [OP...]", "port each op to cuTile Rust: a branch, a draft PR, one job per stage"),
        ("  --reference cutile|triton|auto", "the reference to port and time against (default `auto`: the faster)"),
    ),
    parse=parse,
    handle=handle,
    starts_run=True,
    usage_when_refused=True,
)


def _config_at(ctx: CommandContext, sha: str) -> RunConfig:
    repo = ctx.repo
    try:
        contents = ctx.clients.call(
            "get_contents", lambda: repo.get_contents(CONFIG_FILE, ref=sha), expected=(404,), reads_only=True
        )
    except UnknownObjectException:
        return RunConfig()
    if isinstance(contents, list):
        raise ConfigError(f"{CONFIG_FILE} is a directory")
    return parse_config(contents.decoded_content.decode("utf-8", errors="replace"), source=CONFIG_FILE)


_MAX_OP_FOLDERS = 32  # folders listed per /translate, one API call each


def _ops_at(ctx: CommandContext, config: RunConfig, sha: str) -> list[str]:
    """Ops the repository really has at ``sha``: ``<cutile_ops_dir>/**/<op>.py``, subpackages included (TileGym's
    ``activation/relu.py``), as ``tilebot translate --local`` and stage A find them."""
    repo = ctx.repo
    ops: set[str] = set()
    folders, listed = [config.layout.cutile_ops_dir], 0
    while folders and listed < _MAX_OP_FOLDERS:
        folder = folders.pop(0)
        listed += 1
        try:
            listing = ctx.clients.call("get_contents", partial(repo.get_contents, folder, ref=sha), expected=(404,))
        except UnknownObjectException:
            continue
        for e in listing if isinstance(listing, list) else [listing]:
            if e.type == "dir" and not e.name.startswith(("_", ".")):
                folders.append(e.path)
            elif e.type == "file" and e.name.endswith(".py") and not e.name.startswith("_"):
                ops.add(e.name[:-3])
    return sorted(ops)


def _described(options: dict[str, Any]) -> str:
    return ", ".join(f"{k} {v}" for k, v in options.items())


def _short(exc: Exception) -> str:
    if isinstance(exc, GithubException):
        message = exc.data.get("message") if isinstance(exc.data, dict) else None
        return f"GitHub answered {exc.status}{': ' + str(message) if message else ''}"
    return f"{type(exc).__name__}: {exc}"[:300]
