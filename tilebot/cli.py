"""The ``tilebot`` command."""

from __future__ import annotations

import argparse
import errno
import json
import os
import select
import shutil
import signal
import subprocess
import sys
import traceback
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

from rich.console import Console
from rich.markup import escape

from tilebot.bot.exit_codes import Exit, exit_codes_help
from tilebot.core.analysis import REFERENCES
from tilebot.core.base import OP_NAME_PATTERN, RUN_ID_PATTERN, lowercase_op_name
from tilebot.core.errors import GitError, UsageError
from tilebot.core.schemas import CONTRACTS

if TYPE_CHECKING:
    from tilebot.bot.store import Run, Store

EXAMPLES_DIR = Path(__file__).resolve().parents[1] / "examples"


def main(argv: list[str] | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    # With --json, stdout carries only the JSON document; progress and errors go to stderr.
    # soft_wrap: paths and messages stay on one line whatever the terminal width (logs and greps).
    console = _Console(highlight=False, soft_wrap=True, stderr=bool(getattr(args, "json", False)))
    try:
        code: int = args.handler(args, console)
        sys.stdout.flush()  # a reader that left shows here, not at exit (where Python prints its own traceback)
    except BrokenPipeError as exc:
        if not _stdout_closed():
            return _internal_error(console, exc, _resume_hint(args))
        hint = _resume_hint(args)
        if hint:  # the reader is gone, the run is not
            print(f"stopped as stdout was closed: {hint}", file=sys.stderr)
        return 128 + signal.SIGPIPE
    except UsageError as exc:  # and its kinds: ConfigError, CheckoutError, InstallSpecError, WorkflowError, ...
        _print_error(console, exc)
        return Exit.USAGE
    except KeyboardInterrupt as exc:
        # The stage's job was stopped with everything it started; its attempt stays open for `tilebot resume`.
        hint = _resume_hint(args) or "`tilebot status` lists the run, `tilebot resume RUN_ID` goes on with it"
        console.print(f"[red]interrupted:[/] {escape(hint)}")
        return 128 + getattr(exc, "signum", signal.SIGINT)
    except ModuleNotFoundError as exc:  # a runner installs only its job's extras: preflight works, serve does not
        extra = _EXTRA_OF.get((exc.name or "").partition(".")[0])
        if extra is None:
            return _internal_error(console, exc, _resume_hint(args))
        _print_error(
            console, ValueError(f"this command needs tilebot[{extra}]: pip install 'tilebot[{extra}]' ({exc})")
        )
        return Exit.BLOCKED_ENV
    except Exception as exc:
        failure = _environment_error(exc)
        if failure is None:
            return _internal_error(console, exc, _resume_hint(args))
        _print_error(console, exc)
        return failure
    return code


class _Console(Console):
    """rich's console, but a reader that left ends the command in ``main`` (exit 141, and the resume command of a
    run it drove) instead of in rich's SystemExit(1), which would say the port failed."""

    def on_broken_pipe(self) -> None:
        self.quiet = True
        raise BrokenPipeError(errno.EPIPE, "the console's reader left")


def _stdout_closed() -> bool:
    """Whether stdout's reader has gone (`tilebot status --json | head`), not some other pipe or socket: then the
    command has nothing more to say, and what it left unwritten goes nowhere instead of into Python's traceback at
    exit."""
    try:
        fd = sys.stdout.fileno()
    except (OSError, ValueError):  # no file descriptor: not a pipe that could have lost its reader
        return False
    poller = select.poll()
    poller.register(fd, select.POLLOUT)
    if not any(events & select.POLLERR for _, events in poller.poll(0)):  # a pipe without readers polls POLLERR
        return False
    os.dup2(os.open(os.devnull, os.O_WRONLY), fd)
    return True


def _internal_error(console: Console, exc: Exception, hint: str | None) -> Exit:
    """An exception nothing expected is a bug: its traceback for the report, and its own exit code (a plain
    uncaught exception exits 1, which says the port failed). The run it stopped stays as it was for resume."""
    traceback.print_exception(exc, file=sys.stderr)
    said = f"internal error (a bug in tilebot; traceback on stderr): {type(exc).__name__}: {exc}"
    console.print(f"[red]error:[/] {escape(said)}")
    if hint:
        console.print(escape(hint))
    return Exit.INTERNAL


def _resume_hint(args: argparse.Namespace) -> str | None:
    """Where a local run was being driven when the command stopped: which run, and how to go on with it."""
    session = getattr(args, "session", None)  # set by the commands that drive one
    return session.resume_hint() if session is not None else None


class _Stopped(KeyboardInterrupt):
    """SIGTERM or SIGHUP (`kill`, a closed terminal or SSH session, a CI job cancelled) during a local run."""

    def __init__(self, signum: int) -> None:
        super().__init__(signum)
        self.signum = signum


@contextmanager
def _stopped_like_ctrl_c() -> Iterator[None]:
    """SIGTERM and SIGHUP end a local run as Ctrl-C does: by default they end this process alone, and the stage's
    job, in its own session, runs on beside the next `tilebot resume` of its attempt (both commit in one worktree).
    One ignored when tilebot started stays ignored (``nohup tilebot ...`` outlives its terminal), as Python leaves an
    ignored SIGINT."""

    def stop(signum: int, frame: object) -> None:
        for name in stopping:
            signal.signal(name, signal.SIG_IGN)  # a second signal must not cut short stopping the job
        raise _Stopped(signum)

    stopping = [name for name in (signal.SIGTERM, signal.SIGHUP) if signal.getsignal(name) is not signal.SIG_IGN]
    previous = {name: signal.signal(name, stop) for name in stopping}
    try:
        yield
    finally:
        for name, handler in previous.items():
            signal.signal(name, handler)


def _environment_error(exc: Exception) -> Exit | None:
    """A failure of git or of the database, said in one line: a URL that is no URL is the caller's (usage); a
    database or git that refuses (or is missing), or a store at a schema this tilebot may not use (a newer tilebot
    migrated it; one a read would have to migrate), is the environment's. Anything else is a bug and keeps its
    traceback."""
    if isinstance(exc, GitError):  # a local run's git, or a checkout install's (GitUnavailable)
        return Exit.BLOCKED_ENV
    store_schema = sys.modules.get("tilebot.bot.store_schema")  # loaded where a command opened a store
    if store_schema is not None and isinstance(exc, store_schema.SchemaMismatch):
        return Exit.BLOCKED_ENV
    db_errors = sys.modules.get("sqlalchemy.exc")  # loaded where a command opened a store
    if db_errors is not None and isinstance(exc, db_errors.ArgumentError):
        return Exit.USAGE
    if db_errors is not None and isinstance(exc, db_errors.SQLAlchemyError):
        return Exit.BLOCKED_ENV
    return None


# The first module each extra's commands import that the others lack.
_EXTRA_OF = {
    **dict.fromkeys(("sqlalchemy", "github", "fastapi", "uvicorn", "alembic", "jwt", "prometheus_client"), "bot"),
    "anthropic": "runner",
}


def _print_error(console: Console, exc: Exception) -> None:
    console.print(f"[red]error:[/] {escape(str(exc))}")


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("tilebot")
    except PackageNotFoundError:
        return "unknown (not installed)"


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="tilebot",
        description="Port tile kernels to cuTile Rust, with proof.",
        epilog=exit_codes_help(),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"tilebot {_version()}")
    sub = parser.add_subparsers(required=True, metavar="COMMAND")

    p = sub.add_parser("schema", help="print the JSON Schemas of the published contracts")
    p.add_argument("name", nargs="?", help=f"only this one: {', '.join(CONTRACTS)}")
    p.set_defaults(handler=_schema)

    p = sub.add_parser("translate", help="port ops through the whole pipeline")
    p.add_argument("ops", nargs="+", metavar="OP")
    p.add_argument("--local", action="store_true", help="run here: a git worktree branch, stages as subprocesses")
    p.add_argument(
        "--reference", choices=REFERENCES, default="auto", help="reference to time the port against (auto: faster)"
    )
    p.add_argument("--allow-dirty", action="store_true", help="port HEAD although tracked files have uncommitted edits")
    _local_options(p)
    _json_option(p)
    p.set_defaults(handler=_translate)

    p = sub.add_parser("resume", help="continue a local run from the store after an interruption")
    p.add_argument("run_id")
    _local_options(p)
    _json_option(p)
    p.set_defaults(handler=_resume)

    p = sub.add_parser("status", help="where local runs stand: all of them, or one run's attempts")
    p.add_argument("run_id", nargs="?", metavar="RUN_ID")
    _local_options(p)
    _json_option(p)
    p.set_defaults(handler=_status)

    p = sub.add_parser("preflight", help="check this machine's toolchain for the runner stages")
    p.add_argument(
        "--gpu",
        action="store_true",
        help="check a GPU runner's needs instead (GPU, driver, CUPTI, the port's tileiras kit, imports; no Rust)",
    )
    p.add_argument("--repo", type=Path, default=Path.cwd(), help="target repository (for its .tilebot.toml)")
    _json_option(p)
    p.set_defaults(handler=_preflight)

    p = sub.add_parser("init", help="write the stage workflow (runner labels from .tilebot.toml) into a repository")
    p.add_argument("--repo", type=Path, default=Path.cwd(), help="target repository (default: cwd)")
    p.add_argument(
        "--allowed-actor",
        action="append",
        metavar="LOGIN",
        help="who may trigger stage jobs: the App's bot user (default: tilebot[bot]); repeatable",
    )
    p.add_argument(
        "--install",
        metavar="SOURCE",
        help="where runners get tilebot: git+https://HOST/OWNER/REPO@<commit> or a wheel URL with #sha256=<hash> "
        "(default: the source this tilebot was installed from; with --check, the one the workflow names)",
    )
    mode = p.add_mutually_exclusive_group()
    mode.add_argument("--force", action="store_true", help="replace a workflow that differs")
    mode.add_argument("--check", action="store_true", help="write nothing; exit 1 if the files differ from init's")
    p.set_defaults(handler=_init)

    p = sub.add_parser("serve", help="run the GitHub App's webhook service (settings from TILEBOT_* variables)")
    p.add_argument("--host", default="0.0.0.0", help="address to listen on (default: all)")  # noqa: S104
    p.add_argument("--port", type=int, default=8080)
    p.add_argument("--log-level", default="info", choices=["debug", "info", "warning", "error"])
    p.set_defaults(handler=_serve)

    p = sub.add_parser("app", help="the GitHub App itself: `app create` makes it from a manifest in one click")
    app_sub = p.add_subparsers(required=True, metavar="ACTION")
    p = app_sub.add_parser(
        "create",
        help="create the GitHub App from tilebot's manifest (least permissions and events) and write its key",
        description="Serves a page on 127.0.0.1 that posts tilebot's App manifest to GitHub; after you click Create "
        "there, GitHub redirects back, and the App's id, slug, private key and secrets are fetched and written to "
        "--out (owner-only files; nothing secret is printed).",
    )
    p.add_argument("--webhook-url", required=True, help="where GitHub delivers webhooks: https://HOST/webhook")
    p.add_argument("--name", default="tilebot", help="the App's name on GitHub (its slug follows from it)")
    p.add_argument("--org", help="create the App under this organization (default: your account)")
    p.add_argument("--out", type=Path, default=Path("tilebot-app"), help="directory for the key and secrets")
    p.add_argument("--github-url", default="https://github.com", help="GitHub Enterprise: https://HOST")
    p.add_argument("--api-url", help="REST API root (default: api.github.com, or GHES's https://HOST/api/v3)")
    p.add_argument("--port", type=int, default=0, help="local port of the redirect page (default: any free one)")
    p.add_argument("--no-browser", action="store_true", help="only print the local page's URL")
    p.add_argument("--timeout", type=float, default=900.0, help="seconds to wait for GitHub's redirect")
    p.set_defaults(handler=_app_create)

    p = sub.add_parser("db", help="the run store's schema: `db upgrade` migrates it, `db current` shows its revision")
    db_sub = p.add_subparsers(required=True, metavar="ACTION")
    for action, help_text in (
        ("upgrade", "migrate the store's schema to this tilebot's newest (tilebot serve also does on start)"),
        ("current", "print the schema's revision; exit 1 unless it is this tilebot's newest"),
    ):
        p = db_sub.add_parser(action, help=help_text)
        p.add_argument(
            "--database-url",
            help="the run store's SQLAlchemy URL or libpq connection string (default: $TILEBOT_DATABASE_URL)",
        )
        p.set_defaults(handler=_db, action=action)

    p = sub.add_parser("example-repo", help="create the bundled example target repository (a git checkout)")
    p.add_argument("dest", type=Path)
    p.set_defaults(handler=_example_repo)

    p = sub.add_parser("ir-diff", help="structural diff of two Tile IR files (text or bytecode); exit 1 on must-match")
    p.add_argument("reference", type=Path, help="reference IR (.mlir text or .tileirbc bytecode)")
    p.add_argument("candidate", type=Path, help="candidate IR (.mlir text or .tileirbc bytecode)")
    p.add_argument(
        "--format",
        choices=("text", "json", "markdown", "github"),
        default="text",
        help="github: workflow annotation lines (::error file=...,line=...::) for a CI step",
    )
    p.add_argument("--output", type=Path, help="also write the report to this file")
    p.add_argument(
        "--cutile",
        default=None,
        help="the cutile version the candidate was built with, e.g. 0.3.1 (default: the default pins'): a hint that "
        "version cannot write is noted when missing, not a must-match finding",
    )
    p.set_defaults(handler=_ir_diff)
    return parser


def _local_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("--repo", type=Path, default=Path.cwd(), help="target repository checkout (default: cwd)")
    p.add_argument(
        "--state-dir",
        type=Path,
        help="store, worktrees and reports (default: $TILEBOT_STATE_DIR, else REPO/.git/tilebot)",
    )
    p.add_argument(
        "--database-url",
        help="the run store's SQLAlchemy URL or libpq connection string (default: $TILEBOT_DATABASE_URL, else SQLite "
        "in the state dir)",
    )


def _json_option(p: argparse.ArgumentParser) -> None:
    p.add_argument("--json", action="store_true", help="print one JSON document on stdout (progress goes to stderr)")


def _schema(args: argparse.Namespace, console: Console) -> int:
    from tilebot.core.schemas import json_schemas

    schemas = json_schemas()
    if args.name:
        if args.name not in schemas:
            raise UsageError(f"no schema {args.name!r}; known: {', '.join(schemas)}")
        schemas = {args.name: schemas[args.name]}
    print(json.dumps(schemas, indent=2))
    return 0


def _translate(args: argparse.Namespace, console: Console) -> int:
    if not args.local:
        console.print(
            "[red]error:[/] only --local runs start from the command line; "
            "on GitHub a maintainer comments `/translate OP` and the bot service starts the run"
        )
        return 2
    import re

    from tilebot.bot.local_repo import require_checkout
    from tilebot.bot.local_run import LocalSession, check_ops, run_json

    bad = [op for op in args.ops if not re.fullmatch(OP_NAME_PATTERN, op)]
    if bad:
        meant = [name for name in map(lowercase_op_name, bad) if name]
        hint = f" (did you mean {', '.join(meant)}?)" if meant else ""
        raise UsageError(f"invalid op name(s) {', '.join(map(repr, bad))}: use lowercase letters, digits and _{hint}")
    ops = list(dict.fromkeys(args.ops))  # an op named twice is one port, not two runs of it
    check_ops(require_checkout(args.repo.resolve()), ops)
    session = LocalSession.open(
        args.repo,
        state_dir=args.state_dir,
        database_url=args.database_url,
        console=console,
        allow_dirty=args.allow_dirty,
    )
    args.session = session  # an exception that ends driving a run names it
    codes: list[Exit] = []
    documents = []
    with _stopped_like_ctrl_c():
        for op in ops:
            run = session.translate(op, options={"reference": args.reference})
            session.summary(run)
            codes.append(session.exit_code(run))
            documents.append(run_json(session.store, run))
    if args.json:
        print(json.dumps({"runs": documents}, indent=2))
    # Several ops: a failed port outranks a blocked machine (fixing the machine would not save it).
    return Exit.FAILED if Exit.FAILED in codes else max(codes, default=Exit.OK)


def _resume(args: argparse.Namespace, console: Console) -> int:
    import re

    from tilebot.bot.local_repo import require_checkout
    from tilebot.bot.local_run import LocalSession, NoRunsYet, open_existing_store, require_local_run, run_json

    if not re.fullmatch(RUN_ID_PATTERN, args.run_id):
        raise UsageError(_invalid_run_id(args.run_id))
    # An unknown run, or the GitHub App's, is an error before anything is written (no store, no lock file for it).
    try:
        known = open_existing_store(
            require_checkout(args.repo.resolve()),
            state_dir=args.state_dir,
            database_url=args.database_url,
            migrate=True,
        )
    except NoRunsYet as exc:
        raise UsageError(f"no run {args.run_id!r}: {exc}") from None
    try:
        require_local_run(_named_run(known, args.run_id))
    finally:
        known.engine.dispose()
    session = LocalSession.open(args.repo, state_dir=args.state_dir, database_url=args.database_url, console=console)
    args.session = session  # an exception that ends driving a run names it
    with _stopped_like_ctrl_c():
        run = session.resume(args.run_id)
    session.summary(run)
    if args.json:
        print(json.dumps(run_json(session.store, run), indent=2))
    return session.exit_code(run)


def _status(args: argparse.Namespace, console: Console) -> int:
    import re

    from tilebot.bot.local_run import NoRunsYet, open_existing_store, print_run, print_runs, run_json
    from tilebot.bot.store import shown_url

    if args.run_id and not re.fullmatch(RUN_ID_PATTERN, args.run_id):
        raise UsageError(_invalid_run_id(args.run_id))
    try:
        store = open_existing_store(args.repo, state_dir=args.state_dir, database_url=args.database_url, migrate=False)
    except NoRunsYet as exc:
        if args.run_id:
            raise UsageError(f"no run {args.run_id!r}: {exc}") from None
        return _no_runs_yet(args, console, str(exc))
    runs = [_named_run(store, args.run_id)] if args.run_id else store.list_runs()
    if not runs:
        return _no_runs_yet(args, console, f"no local runs yet in {shown_url(store.url)}")
    if args.json:
        documents = [run_json(store, run) for run in runs]
        print(json.dumps(documents[0] if args.run_id else {"runs": documents}, indent=2))
    elif args.run_id:
        print_run(console, store, runs[0])
    else:
        print_runs(console, runs, store.url)
    return Exit.OK


def _no_runs_yet(args: argparse.Namespace, console: Console, said: str) -> Exit:
    """`status` before any run: not the user's mistake (as `git status` in a new repository is none), so said with
    how to start one, and exit 0."""
    if args.json:
        print(json.dumps({"runs": []}, indent=2))
    else:
        console.print(f"{said}; `tilebot translate OP --local` starts one", markup=False)
    return Exit.OK


def _invalid_run_id(run_id: str) -> str:
    return f"invalid run id {run_id!r} (`tilebot status` lists the runs with their ids)"


def _named_run(store: Store, run_id: str) -> Run:
    """The run the command line names: one the store lacks is the user's mistake (the store's own lookups that fail
    are tilebot's)."""
    from tilebot.bot.store import UnknownRun

    try:
        return store.get_run(run_id)
    except UnknownRun as exc:
        raise UsageError(str(exc)) from None


def _db(args: argparse.Namespace, console: Console) -> int:
    import os

    from sqlalchemy import create_engine

    from tilebot.bot import store_schema
    from tilebot.bot.store import Store, shown_url, store_url

    url = args.database_url or os.environ.get("TILEBOT_DATABASE_URL")
    if not url:
        raise UsageError("no database: pass --database-url or set TILEBOT_DATABASE_URL")
    parsed = store_url(url)  # a libpq connection string too
    shown = shown_url(parsed)
    if args.action == "current":
        database = parsed.database
        if parsed.get_backend_name() == "sqlite" and database and not Path(database).is_file():
            raise UsageError(f"no database at {database} (`tilebot db upgrade` creates one)")  # reading creates none
        engine = create_engine(parsed)
        try:
            found = store_schema.current(engine)
        finally:
            engine.dispose()
        at_head = found == store_schema.head()
        console.print(f"{found or 'none'} ({'head' if at_head else 'newest is ' + store_schema.head()}) in {shown}")
        return Exit.OK if at_head else Exit.FAILED
    before = None
    try:
        engine = create_engine(parsed)
        before = store_schema.current(engine)
        engine.dispose()
        Store(url).engine.dispose()  # opening a store migrates it (and adopts a database from before migrations)
    except store_schema.SchemaTooNew as exc:
        _print_error(console, exc)
        return Exit.FAILED
    console.print(f"{shown}: {before or 'none'} -> {store_schema.head()}")
    return Exit.OK


def _preflight(args: argparse.Namespace, console: Console) -> int:
    from rich.table import Table

    from tilebot.core.config import load_config
    from tilebot.runner.preflight.requirements import runner_checks

    if not args.repo.is_dir():
        raise UsageError(f"--repo {args.repo}: no such directory")
    checks = runner_checks(load_config(args.repo), Path.cwd(), gpu=args.gpu, repo=args.repo.resolve())
    ok = all(c.ok for c in checks)
    if args.json:
        found = [{"name": c.name, "ok": c.ok, "message": c.message} for c in checks]
        print(json.dumps({"ok": ok, "checks": found}, indent=2))
    else:
        table = Table("check", "ok", "finding", title="tilebot preflight", title_justify="left")
        for c in checks:
            table.add_row(c.name, "[green]yes[/]" if c.ok else "[red]no[/]", escape(c.message))
        console.print(table)
    return Exit.OK if ok else Exit.BLOCKED_ENV


def _example_repo(args: argparse.Namespace, console: Console) -> int:
    dest: Path = args.dest
    try:
        if dest.exists() and (not dest.is_dir() or any(dest.iterdir())):
            raise UsageError(f"{dest} exists and is not an empty directory")
        shutil.copytree(EXAMPLES_DIR / "tilegym-mini", dest, dirs_exist_ok=True)
    except OSError as exc:  # a parent that cannot hold it, or one this user may not write
        raise UsageError(f"cannot create {dest}: {exc.strerror or exc}") from None
    for cmd in (
        ["git", "init", "--quiet", "--initial-branch=main"],
        ["git", "add", "-A"],
        [
            "git",
            "-c",
            "user.name=tilebot example",
            "-c",
            "user.email=example@tilebot.invalid",
            "commit",
            "-qm",
            "example",
        ],
    ):
        subprocess.run(cmd, cwd=dest, check=True, capture_output=True)
    ops = sorted(p.stem for p in (dest / "src/tilegym/ops/cutile").glob("*.py") if not p.stem.startswith("_"))
    console.print(f"example target repository at {dest} (ops: {', '.join(ops)})")
    return 0


def _app_create(args: argparse.Namespace, console: Console) -> int:
    import webbrowser

    from tilebot.bot.app_manifest import ManifestError, run_flow

    web_url = args.github_url.rstrip("/")
    api_url = args.api_url or ("https://api.github.com" if web_url == "https://github.com" else f"{web_url}/api/v3")

    def ready(url: str) -> None:
        console.print(f"open {url} in a browser on this machine, review the App on GitHub and click Create")
        if not args.no_browser:
            webbrowser.open(url)

    try:
        creds, written = run_flow(
            name=args.name,
            webhook_url=args.webhook_url,
            web_url=web_url,
            api_url=api_url,
            out=args.out,
            org=args.org,
            port=args.port,
            timeout_s=args.timeout,
            on_ready=ready,
        )
    except ManifestError as exc:
        _print_error(console, exc)
        return Exit.FAILED
    console.print(f"created the GitHub App {creds.name!r}: id {creds.app_id}, slug [bold]{creds.slug}[/]")
    for path in written:
        console.print(f"wrote {path} (mode 0600)")
    console.print("install the App on the target repositories, then in each checkout run:")
    console.print(f"  tilebot init --install SOURCE --allowed-actor '{creds.slug}[bot]'", highlight=False, markup=False)
    console.print(f"and start the service with the settings in {args.out / 'app.env'}:")
    console.print(f"  env $(cat {args.out / 'app.env'}) tilebot serve --port 8080", markup=False)
    return Exit.OK


def _serve(args: argparse.Namespace, console: Console) -> int:
    from tilebot.bot.app import Settings, serve

    serve(args.host, args.port, settings=Settings.from_env(), log_level=args.log_level)
    return 0


def _init(args: argparse.Namespace, console: Console) -> int:
    from tilebot.bot.stage_workflow import DEFAULT_ALLOWED_ACTORS, init_repo
    from tilebot.core.install import parse_install

    outcome = init_repo(
        args.repo,
        allowed_actors=tuple(args.allowed_actor or DEFAULT_ALLOWED_ACTORS),
        install=parse_install(args.install) if args.install else None,
        force=args.force,
        check=args.check,
    )
    for path in outcome.written:
        console.print(f"wrote {path}")
    for path in outcome.unchanged:
        console.print(f"up to date: {path}")
    for path in outcome.stale:
        console.print(f"[red]{'differs from what init writes' if path.exists() else 'missing'}:[/] {path}")
    for note in outcome.notes:
        console.print(f"[yellow]note:[/] {note}")
    return 1 if outcome.stale else 0


def _ir_diff(args: argparse.Namespace, console: Console) -> int:
    from tilebot.runner.targets.cutile_rs.versions import DEFAULT_CUTILE, cutile_features
    from tilebot.runner.tileir.command import run_ir_diff

    try:
        cutile = cutile_features({"cutile": args.cutile}) if args.cutile else DEFAULT_CUTILE
    except ValueError as exc:
        console.print(f"[red]error:[/red] {exc}")
        return 2
    return run_ir_diff(args.reference, args.candidate, args.format, args.output, hint_gaps=cutile.hint_gaps)


if __name__ == "__main__":
    sys.exit(main())
