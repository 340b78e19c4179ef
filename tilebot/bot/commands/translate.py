"""``/translate OP [OP...]``: start one run per op, bound to the commit the thread points at.

An issue ports from the default branch's head, a pull request from its head (never a fork's: the
run's workflow would execute the fork's code with the App's token).
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass
from functools import partial

from github import GithubException, UnknownObjectException

from tilebot.bot.commands.base import Bad, CommandContext, CommandSpec, Reply
from tilebot.bot.forge.github import BASE_REF, CLOSED_REF, INSTALLATION_REF, ISSUE_REF, PR_REF, REPO_HTML_REF
from tilebot.bot.permissions import fork_refusal
from tilebot.bot.store import Run, RunState
from tilebot.core.base import OP_NAME_PATTERN
from tilebot.core.config import CONFIG_FILE, ConfigError, RunConfig, parse_config

log = logging.getLogger(__name__)

REFERENCES = ("cutile", "triton", "auto")
MAX_OPS_PER_COMMAND = 20
_OP = re.compile(OP_NAME_PATTERN)
# Only what a stage reads: E times the port against this reference. (Per-variant or per-dtype runs were once
# advertised here, but no stage narrowed its work by them.)
_OPTIONS = ("reference",)


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
            if not _OP.match(arg):
                raise Bad(f"`{arg}` is not an op name (lowercase letters, digits and _, starting with a letter)")
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
    if ctx.is_pr:
        pull = repo.get_pull(ctx.number)
        raw = ctx.clients.call("get_pull", lambda: pull.raw_data)
        refusal = fork_refusal(raw, ctx.repo_name)
        if refusal:
            return Reply("refused", [refusal], False)
        base_sha, base_ref = str(raw["head"]["sha"]), str(raw["head"]["ref"])
    else:
        base_ref = ctx.work.get("default_branch") or ctx.clients.call("get_repo", lambda: repo.default_branch)
        branch = ctx.clients.call("get_branch", lambda: repo.get_branch(base_ref))
        base_sha = str(branch.commit.sha)
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
        return Reply(
            "invalid",
            [
                f"Unknown op {', '.join(f'`{op}`' for op in unknown)}: no `{config.layout.cutile_ops_dir}/**/<op>.py` "
                f"at `{base_sha[:12]}`. Ops there: {listing}."
            ],
            False,
        )
    lines: list[str] = []
    ok = False
    runs = ctx.thread_runs()
    for op in args.ops:
        busy = next((r for r in runs if r.op == op and r.active), None)
        if busy is not None:
            lines.append(f"`{op}` is already being ported by run `{busy.id}` (PR #{busy.forge_refs.get(PR_REF)}).")
            continue
        before = {r.id for r in ctx.store.list_runs()}
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
            )
        except Exception as exc:
            log.exception("could not start %s in %s", op, ctx.repo_name)
            opened = _opened_or_stopped(ctx, before, f"could not open the run: {exc}")
            if opened is None:
                lines.append(f"Could not start `{op}`: {_short(exc)}")
                continue
            lines.append(
                f"Started `{op}`: run `{opened.id}`, draft PR #{opened.forge_refs.get(PR_REF)}, but its first "
                f"stage could not be dispatched yet ({_short(exc)}); tilebot retries it."
            )
            ok = True
            continue
        ok = True
        options = ", ".join(f"{k} {v}" for k, v in args.options().items())
        lines.append(
            f"Started `{op}`: run `{run.id}`, draft PR #{run.forge_refs.get(PR_REF)}, bound to `{base_sha[:12]}` "
            f"({options}). The status comment on the PR follows each stage."
        )
    return Reply("accepted" if ok else "refused", lines, ok)


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


def _opened_or_stopped(ctx: CommandContext, before: set[str], reason: str) -> Run | None:
    """After a failed start: the new run if its PR opened (the reconciler takes it from there);
    otherwise it is stopped, as there is nothing on GitHub to follow it."""
    opened = None
    for run in ctx.thread_runs():
        if run.id in before or not run.active:
            continue
        if run.forge_refs.get(PR_REF) is not None:
            opened = run
        else:
            ctx.store.finish_run(run.id, RunState.STOPPED, succeeded=False, reason=reason)
            ctx.store.set_forge_ref(run.id, CLOSED_REF, True)
    return opened


def _config_at(ctx: CommandContext, sha: str) -> RunConfig:
    repo = ctx.repo
    try:
        contents = ctx.clients.call("get_contents", lambda: repo.get_contents(CONFIG_FILE, ref=sha), expected=(404,))
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


def _short(exc: Exception) -> str:
    if isinstance(exc, GithubException):
        message = exc.data.get("message") if isinstance(exc.data, dict) else None
        return f"GitHub answered {exc.status}{': ' + str(message) if message else ''}"
    return f"{type(exc).__name__}: {exc}"[:300]
