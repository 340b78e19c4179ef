"""The command line as a user meets it: version, documented exit codes, odd inputs, --json, status, progress."""

from __future__ import annotations

import json
import os
import shlex
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest
from rich.console import Console

from tests.integration.conftest import PASSING, TILEBOT, Scripted, commit_config, recorded_run
from tilebot.bot.exit_codes import Exit
from tilebot.bot.local_run import LocalSession, how_to_resume
from tilebot.bot.store import AttemptStatus, RunState, Store
from tilebot.core.schemas import json_schemas


def cli(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*TILEBOT, *args], capture_output=True, text=True, timeout=300, check=False, env=env)


def test_version_and_the_exit_codes_in_help() -> None:
    from importlib.metadata import version

    proc = cli("--version")
    assert proc.returncode == 0 and proc.stdout.strip() == f"tilebot {version('tilebot')}"
    help_text = cli("--help").stdout
    assert "exit codes:" in help_text
    for code in Exit:
        assert f"  {code.value}  {code.meaning}" in help_text
    assert "BLOCKED/env" in help_text


def test_schema_help_names_every_schema_it_prints() -> None:
    """`tilebot schema --help` named 3 of the 6 schemas `tilebot schema NAME` prints."""
    help_text = " ".join(cli("schema", "--help").stdout.split())
    for name in json_schemas():
        assert name in help_text, help_text
        assert list(json.loads(cli("schema", name).stdout)) == [name]


def test_a_directory_that_is_not_a_git_checkout_is_refused_and_left_as_it_was(tmp_path: Path) -> None:
    plain = tmp_path / "plain"
    plain.mkdir()
    (plain / "kernel.py").write_text("x = 1\n")
    proc = cli("translate", "softmax", "--local", "--repo", str(plain))
    said = " ".join(proc.stdout.split())  # rich wraps long lines at the terminal's width
    assert proc.returncode == Exit.USAGE
    assert "is not a git checkout" in said and "Traceback" not in proc.stdout + proc.stderr
    assert sorted(p.name for p in plain.iterdir()) == ["kernel.py"]  # no .git/tilebot or anything else

    missing = cli("translate", "softmax", "--local", "--repo", str(tmp_path / "nope"))
    assert missing.returncode == Exit.USAGE and "no such directory" in " ".join(missing.stdout.split())
    assert not (tmp_path / "nope").exists()


@pytest.mark.parametrize("version", ["git version 2.35.8", "no version here"])
def test_a_git_too_old_for_a_local_run_stops_it_before_anything_is_made(
    example_repo: Path, tmp_path: Path, version: str
) -> None:
    """`git worktree list -z` is git 2.36's: an older git made the run's work tree, then failed listing it."""
    real = subprocess.run(["sh", "-c", "command -v git"], capture_output=True, text=True, check=True).stdout.strip()
    fake = tmp_path / "bin" / "git"
    fake.parent.mkdir()
    fake.write_text(f'#!/bin/sh\n[ "$1" = --version ] && {{ echo "{version}"; exit 0; }}\nexec {real} "$@"\n')
    fake.chmod(0o755)
    env = {**os.environ, "PATH": f"{fake.parent}:{os.environ['PATH']}"}
    state = tmp_path / "state"
    proc = cli("translate", "softmax", "--local", "--repo", str(example_repo), "--state-dir", str(state), env=env)
    said = " ".join(proc.stdout.split())
    assert proc.returncode == Exit.BLOCKED_ENV, said + proc.stderr
    assert "`git worktree list -z` (git 2.36)" in said and "fix: install git ≥ 2.36" in said, said
    assert "Traceback" not in proc.stdout + proc.stderr and not state.exists()


def test_git_and_database_failures_and_odd_paths_are_one_line_errors(example_repo: Path, tmp_path: Path) -> None:
    """Bad input gets a clear error and loses nothing: no traceback, a documented exit code, no file made."""
    said = lambda proc: " ".join(proc.stdout.split())  # noqa: E731
    outcomes = {
        "no url": cli("status", "--repo", str(example_repo), "--database-url", "notaurl"),
        "no server": cli(
            "status", "--repo", str(example_repo), "--database-url", "postgresql+psycopg://u@127.0.0.1:9/x"
        ),
        "no file": cli("db", "current", "--database-url", f"sqlite:///{tmp_path / 'none.db'}"),
        "no repo": cli("preflight", "--repo", str(tmp_path / "nope")),
        "a file": cli("example-repo", str(example_repo / "README.md")),
    }
    for what, proc in outcomes.items():
        assert "Traceback" not in proc.stdout + proc.stderr and said(proc).startswith("error:"), (what, proc.stderr)
    assert [p.returncode for p in outcomes.values()] == [
        Exit.USAGE,
        Exit.BLOCKED_ENV,
        Exit.USAGE,
        Exit.USAGE,
        Exit.USAGE,
    ]
    assert not (tmp_path / "none.db").exists()  # reading which revision a database is at creates none
    # A branch of the run's name taken by a local branch `tilebot` (git cannot have both): git's refusal, one line.
    subprocess.run(["git", "-C", str(example_repo), "branch", "tilebot"], check=True)
    clash = cli("translate", "softmax", "--local", "--repo", str(example_repo), "--state-dir", str(tmp_path / "s"))
    assert clash.returncode == Exit.BLOCKED_ENV and "Traceback" not in clash.stdout + clash.stderr
    assert "cannot lock ref" in said(clash)


def test_uncommitted_edits_are_refused_unless_allowed(example_repo: Path, tmp_path: Path, scripted: Scripted) -> None:
    kernel = example_repo / "src/tilegym/ops/cutile/softmax.py"
    kernel.write_text(kernel.read_text() + "\n# an edit not yet committed\n")
    state = tmp_path / "state"
    base = ["translate", "softmax", "--local", "--repo", str(example_repo), "--state-dir", str(state)]
    refused = cli(*base, env=scripted.env)
    assert refused.returncode == Exit.USAGE, refused.stdout + refused.stderr
    assert (
        "uncommitted edits" in refused.stdout and "softmax.py" in refused.stdout and "--allow-dirty" in refused.stdout
    )
    assert not state.exists() and scripted.calls() == []

    scripted.play(analyze=[{"verdict": "PASS"}], **PASSING)
    allowed = cli(*base, "--allow-dirty", env=scripted.env | {"COLUMNS": "200"})
    assert allowed.returncode == Exit.OK, allowed.stdout + allowed.stderr
    assert "warning:" in allowed.stdout and "not ported (HEAD is)" in " ".join(allowed.stdout.split())


def test_a_config_file_only_the_working_tree_has_is_an_uncommitted_edit(
    example_repo: Path, tmp_path: Path, scripted: Scripted
) -> None:
    """A first .tilebot.toml not yet committed: the run reads HEAD's (none, so the defaults) and said nothing. Other new
    files are no edit of what is ported."""
    git = ["git", "-C", str(example_repo)]
    subprocess.run([*git, "rm", "-q", "--cached", ".tilebot.toml"], check=True)
    subprocess.run([*git, "commit", "-qm", "config not committed yet"], check=True)
    (example_repo / "notes.txt").write_text("a new file of the user's\n")
    state = tmp_path / "state"
    base = ["translate", "softmax", "--local", "--repo", str(example_repo), "--state-dir", str(state)]
    refused = cli(*base, env=scripted.env | {"COLUMNS": "200"})
    assert refused.returncode == Exit.USAGE, refused.stdout + refused.stderr
    assert "uncommitted edits (.tilebot.toml)" in refused.stdout and "--allow-dirty" in refused.stdout
    assert not state.exists() and scripted.calls() == []


def test_a_config_typo_fixed_only_in_the_working_tree_is_said_to_be_read_from_head(
    example_repo: Path, tmp_path: Path
) -> None:
    """A run reads HEAD's .tilebot.toml: with the typo fixed but not committed, the error blamed a key the user could
    no longer see in the file."""
    commit_config(example_repo, "[perf]\nthreshhold = 1.1\n")
    base = ["translate", "softmax", "--local", "--repo", str(example_repo), "--state-dir", str(tmp_path / "state")]
    committed = cli(*base, env={**os.environ, "COLUMNS": "300"})
    assert committed.returncode == Exit.USAGE
    assert ".tilebot.toml at HEAD: perf.threshhold: unknown key" in committed.stdout
    assert "working tree" not in committed.stdout  # the file as the user sees it holds the typo too

    (example_repo / ".tilebot.toml").write_text("[perf]\nthreshold = 1.1\n")
    fixed = cli(*base, env={**os.environ, "COLUMNS": "300"})
    assert fixed.returncode == Exit.USAGE and "perf.threshhold: unknown key" in fixed.stdout
    assert "the working tree's .tilebot.toml differs from HEAD's" in fixed.stdout
    assert "its edit is not read until committed" in " ".join(fixed.stdout.split())


def test_exit_codes_tell_a_blocked_machine_from_a_failed_port(
    example_repo: Path, tmp_path: Path, scripted: Scripted
) -> None:
    base = ["translate", "softmax", "--local", "--repo", str(example_repo), "--json"]
    scripted.play(
        analyze=[{"verdict": "PASS"}], **PASSING | {"host_ffi": [{"verdict": "BLOCKED", "classification": "env"}]}
    )
    blocked = cli(*base, "--state-dir", str(tmp_path / "a"), env=scripted.env)
    assert blocked.returncode == Exit.BLOCKED_ENV, blocked.stdout + blocked.stderr
    (run,) = json.loads(blocked.stdout)["runs"]  # stdout is the JSON document alone; progress went to stderr
    assert run["exit_code"] == Exit.BLOCKED_ENV and run["state"] == "stopped" and run["succeeded"] is False
    assert run["attempts"][-1] | {"message": None} == {
        "stage": "host_ffi",
        "label": "D host/FFI",
        "attempt": 1,
        "purpose": run["attempts"][-1]["purpose"],
        "status": "finished",
        "verdict": "BLOCKED",
        "classification": "env",
        "message": None,
    }
    assert "host_ffi" in blocked.stderr and "log: " in blocked.stderr

    scripted.play(analyze=[{"verdict": "BLOCKED", "classification": "kernel"}], **PASSING)
    failed = cli(*base, "--state-dir", str(tmp_path / "b"), env=scripted.env)
    assert failed.returncode == Exit.FAILED, failed.stdout + failed.stderr
    assert json.loads(failed.stdout)["runs"][0]["exit_code"] == Exit.FAILED


def test_a_bug_exits_with_its_own_code_naming_the_run_it_kept_and_how_to_resume_it(
    example_repo: Path, tmp_path: Path, scripted: Scripted
) -> None:
    """An exception nothing expected (here one injected into recording A's result) exited 1, a failed port's code,
    and named no run; a ValueError exited 2, the user's mistake. It exits 4 with its traceback, the run as it was,
    and the command that goes on with it."""
    scripted.play(analyze=[{"verdict": "PASS"}], **PASSING)
    state = tmp_path / "state"
    buggy = (
        "import sys\n"
        "from tilebot.bot.orchestrator import Orchestrator\n"
        "from tilebot.cli import main\n"
        "on_result = Orchestrator.on_result\n"
        "def broken(self, result, *args, **kwargs):\n"
        "    if result.stage.value == 'analyze':\n"
        "        raise ValueError('an injected bug')\n"
        "    return on_result(self, result, *args, **kwargs)\n"
        "Orchestrator.on_result = broken\n"
        "sys.exit(main(sys.argv[1:]))\n"
    )
    command = ["translate", "softmax", "--local", "--repo", str(example_repo), "--state-dir", str(state)]
    crashed = subprocess.run(
        [TILEBOT[0], "-c", buggy, *command], env=scripted.env, capture_output=True, text=True, timeout=300, check=False
    )
    assert crashed.returncode == Exit.INTERNAL == 4, crashed.stdout + crashed.stderr
    assert "Traceback" in crashed.stderr and "ValueError: an injected bug" in crashed.stderr
    store = Store(f"sqlite:///{state / 'tilebot.db'}")
    (run,) = store.list_runs()
    assert run.state is RunState.ACTIVE  # kept: A's attempt is still out, its result not recorded
    assert [(a.stage.value, a.status) for a in store.attempts(run.id)][-1] == ("analyze", AttemptStatus.DISPATCHED)
    said = " ".join(crashed.stdout.split())
    assert "internal error (a bug in tilebot" in said and f"run {run.id} is kept as it was" in said, said
    hint = said.split("`")[1]
    assert hint.startswith(f"tilebot resume {run.id} --repo ")
    resumed = subprocess.run(
        [*TILEBOT, *shlex.split(hint)[1:]], env=scripted.env, capture_output=True, text=True, timeout=300, check=False
    )
    assert resumed.returncode == Exit.OK, resumed.stdout + resumed.stderr
    assert store.get_run(run.id).succeeded is True
    assert scripted.calls().count("analyze-1") == 1  # its committed result collected, not run again


def test_progress_names_each_stage_log_and_how_long_it_took(
    example_repo: Path, tmp_path: Path, scripted: Scripted
) -> None:
    scripted.play(analyze=[{"verdict": "PASS", "sleep": 1}], **PASSING)
    state = tmp_path / "state"
    proc = cli(
        "translate",
        "softmax",
        "--local",
        "--repo",
        str(example_repo),
        "--state-dir",
        str(state),
        env=scripted.env | {"COLUMNS": "300"},
    )
    assert proc.returncode == Exit.OK, proc.stdout + proc.stderr
    lines = proc.stdout.splitlines()
    started = next(line for line in lines if "A analyze" in line and "started" in line)
    log = Path(started.split("log: ")[1].strip())
    assert log.is_file() and log.parent.name == "logs" and state in log.parents
    finished = next(line for line in lines if "A analyze #1: PASS" in line)
    took = float(finished.rsplit("(", 1)[1].removesuffix(" s)"))
    assert took >= 1.0  # the scripted stage slept a second


def test_status_lists_runs_and_shows_one(example_repo: Path, tmp_path: Path, scripted: Scripted) -> None:
    state = tmp_path / "state"
    where = ["--repo", str(example_repo), "--state-dir", str(state)]
    missing = cli("status", *where)  # a state directory named that is not there: a typo, most likely
    assert missing.returncode == Exit.USAGE and f"--state-dir {state}: no such directory" in missing.stdout
    assert not state.exists()

    scripted.play(analyze=[{"verdict": "PASS"}], **PASSING)
    assert cli("translate", "softmax", "--local", *where, env=scripted.env).returncode == Exit.OK
    listing = cli("status", *where, "--json")
    assert listing.returncode == Exit.OK, listing.stderr
    (run,) = json.loads(listing.stdout)["runs"]
    assert run["op"] == "softmax" and run["state"] == "complete" and run["exit_code"] == Exit.OK

    one = cli("status", run["run_id"], *where, "--json")
    document = json.loads(one.stdout)
    assert [a["stage"] for a in document["attempts"]] == [
        "preflight",
        "analyze",
        "write_kernel",
        "ir_check",
        "host_ffi",
        "perf",
    ]
    assert Path(document["reports"], "status.md").is_file()
    table = cli("status", *where, env={"COLUMNS": "200", "PATH": scripted.env["PATH"]})
    assert run["run_id"] in table.stdout and "softmax" in table.stdout
    unknown = cli("status", "deadbeef", *where)
    assert unknown.returncode == Exit.USAGE and "no run 'deadbeef'" in " ".join(unknown.stdout.split())


def test_status_without_runs_says_so_and_exits_0(example_repo: Path, tmp_path: Path) -> None:
    """`tilebot status` before any run exited 2, a usage error, as if asking were the mistake; it says there are no
    runs and how to start one, as `git status` in a new repository does. A run asked for by id stays an error."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("TILEBOT_")} | {"COLUMNS": "300"}
    default_state = example_repo / ".git" / "tilebot"
    empty = tmp_path / "empty state"
    empty.mkdir()
    Store(f"sqlite:///{tmp_path / 'store.db'}").engine.dispose()  # a store no run was recorded in
    for where in (
        ["--repo", str(example_repo)],
        ["--repo", str(example_repo), "--state-dir", str(empty)],
        ["--repo", str(example_repo), "--database-url", f"sqlite:///{tmp_path / 'store.db'}"],
    ):
        shown = cli("status", *where, env=env)
        assert shown.returncode == Exit.OK, (where, shown.stdout + shown.stderr)
        assert "no local runs yet" in shown.stdout and "`tilebot translate OP --local" in shown.stdout, shown.stdout
        listing = cli("status", *where, "--json", env=env)
        assert listing.returncode == Exit.OK and json.loads(listing.stdout) == {"runs": []}, listing.stderr
        one = cli("status", "deadbeef", *where, env=env)
        assert one.returncode == Exit.USAGE and "no run 'deadbeef'" in " ".join(one.stdout.split()), one.stdout
    assert not default_state.exists() and list(empty.iterdir()) == []  # reading made nothing

    missing_store = cli("status", "--repo", str(example_repo), "--database-url", f"sqlite:///{tmp_path / 'no.db'}")
    assert missing_store.returncode == Exit.USAGE and f"no store at {tmp_path / 'no.db'}" in missing_store.stdout
    a_file = cli("status", "--repo", str(example_repo), "--state-dir", str(example_repo / "README.md"), env=env)
    assert a_file.returncode == Exit.USAGE and "README.md: not a directory" in " ".join(a_file.stdout.split())
    named = cli("status", "--repo", str(example_repo), env=env | {"TILEBOT_STATE_DIR": str(tmp_path / "typo")})
    assert named.returncode == Exit.USAGE and f"TILEBOT_STATE_DIR {tmp_path / 'typo'}: no such directory" in " ".join(
        named.stdout.split()
    )
    assert not (tmp_path / "no.db").exists() and not (tmp_path / "typo").exists()


@pytest.mark.skipif(os.geteuid() != 0 or not shutil.which("setpriv"), reason="reads as another user: root, setpriv")
def test_status_of_a_state_dir_it_may_not_read_is_a_clear_error(tmp_path: Path) -> None:
    """A state directory this user may not read failed testing for its store with a traceback (exit 4, a bug)."""
    top = Path(tempfile.mkdtemp(dir="/tmp"))  # pytest's own tmp_path is root's alone
    try:
        top.chmod(0o755)
        assert cli("example-repo", str(top / "target")).returncode == Exit.OK
        state = top / "state"
        state.mkdir(mode=0o700)  # root's: nobody may not look inside
        git_trusts_it = {"GIT_CONFIG_COUNT": "1", "GIT_CONFIG_KEY_0": "safe.directory", "GIT_CONFIG_VALUE_0": "*"}
        env = {"PATH": os.environ["PATH"], "HOME": str(top), **git_trusts_it}
        nobody = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
        where = ["--repo", str(top / "target"), "--state-dir", str(state)]
        proc = subprocess.run([*nobody, *TILEBOT, "status", *where], capture_output=True, text=True, env=env)
        said = " ".join(proc.stdout.split())
        assert proc.returncode == Exit.USAGE and "Traceback" not in proc.stdout + proc.stderr, said + proc.stderr
        assert f"error: cannot read the store {state / 'tilebot.db'} (Permission denied)" in said, said
    finally:
        shutil.rmtree(top)


@pytest.mark.parametrize("gpu", [False, True])
def test_preflight_json_reports_each_check(example_repo: Path, gpu: bool) -> None:
    proc = cli("preflight", "--repo", str(example_repo), "--json", *(["--gpu"] if gpu else []))
    document = json.loads(proc.stdout)
    assert proc.returncode == (Exit.OK if document["ok"] else Exit.BLOCKED_ENV)
    assert document["checks"] and all({"name", "ok", "message"} == set(c) for c in document["checks"])
    assert document["ok"] == all(c["ok"] for c in document["checks"])
    names = {c["name"] for c in document["checks"]}
    if gpu:  # a GPU runner never compiles: its checks are the GPU's and what the port's JIT runs
        assert {"gpu", "cupti", "tileiras", "ptxas", "libnvvm"} <= names and not {"rust", "crate-pins"} & names
    else:
        assert {"rust", "crate-pins", "tileiras"} <= names and "gpu" not in names


@pytest.mark.parametrize("given", ["flag", "environment"])
def test_the_resume_command_names_a_store_outside_the_state_dir(
    example_repo: Path, tmp_path: Path, given: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The resume command `status` printed for an interrupted run (and the one after Ctrl-C) named --repo and
    --state-dir alone: pasted, it looked for the run in the state directory's own SQLite, not in its store."""
    state = tmp_path / "state"
    elsewhere = tmp_path / "runs elsewhere"  # a space: the URL must be quoted to paste
    elsewhere.mkdir()
    url = f"sqlite:///{elsewhere / 'tilebot.db'}"
    run = recorded_run(url, example_repo, state)
    env = {k: v for k, v in os.environ.items() if not k.startswith("TILEBOT_")} | {"COLUMNS": "400"}
    where = ["--repo", str(example_repo), "--state-dir", str(state)]
    if given == "flag":
        where += ["--database-url", url]
    else:
        env["TILEBOT_DATABASE_URL"] = url
    for shown in (cli("status", run.id, *where, env=env), cli("status", *where, env=env)):
        assert shown.returncode == Exit.OK, shown.stdout + shown.stderr
        command = shlex.split(shown.stdout.split("`")[1])
        assert command[:3] == ["tilebot", "resume", run.id] and command[-2:] == ["--database-url", url], command
        pasted = cli("status", *command[2:], env={k: v for k, v in env.items() if k != "TILEBOT_DATABASE_URL"})
        assert pasted.returncode == Exit.OK and "interrupted" in pasted.stdout, pasted.stdout + pasted.stderr

    for name in [name for name in os.environ if name.startswith("TILEBOT_")]:
        monkeypatch.delenv(name)
    if given == "environment":
        monkeypatch.setenv("TILEBOT_DATABASE_URL", url)
    session = LocalSession.open(
        example_repo, state_dir=state, database_url=url if given == "flag" else None, console=Console()
    )
    session.driving = run.id  # as when Ctrl-C stops it
    hint = session.resume_hint()
    assert hint is not None and shlex.split(hint.split("`")[1])[-2:] == ["--database-url", url], hint


def test_the_resume_command_never_shows_a_stores_password(tmp_path: Path) -> None:
    """The command takes a URL with a password from TILEBOT_DATABASE_URL, which it names; the password is masked."""
    url = "postgresql+psycopg://tilebot:s3cret@db.internal:5432/tilebot"
    said = how_to_resume("0123abcd", tmp_path / "my repo", tmp_path / "state", url)
    assert "s3cret" not in said and "postgresql+psycopg://tilebot:***@db.internal:5432/tilebot" in said, said
    echo = said.split("`")[1].replace("tilebot resume", "printf '%s\\n'", 1)  # the shell's words, one a line
    env = {"PATH": os.environ["PATH"], "TILEBOT_DATABASE_URL": url}
    words = subprocess.run(["sh", "-c", echo], env=env, capture_output=True, text=True, check=True).stdout
    assert words.splitlines() == [
        "0123abcd",
        "--repo",
        str(tmp_path / "my repo"),
        "--state-dir",
        str(tmp_path / "state"),
        "--database-url",
        url,
    ]
    plain = how_to_resume("0123abcd", tmp_path, tmp_path / "state", "postgresql://tilebot@db.internal/tilebot")
    assert "--database-url postgresql://tilebot@db.internal/tilebot` goes on with it" in plain, plain
    default = how_to_resume("0123abcd", tmp_path, tmp_path / "state", f"sqlite:///{tmp_path / 'state' / 'tilebot.db'}")
    assert "--database-url" not in default


def test_a_password_given_as_a_url_parameter_is_masked_wherever_the_url_is_shown(
    example_repo: Path, tmp_path: Path
) -> None:
    """libpq takes a password as a query parameter too (`?password=`, `?sslpassword=`): the resume command printed
    such a URL in full, and so did the error naming the store of an unknown run and `db current`."""
    state = tmp_path / "state"
    url = f"sqlite:///{tmp_path / 'store.db'}?sslmode=require&password=s3cret&sslpassword=t0ken"  # SQLite ignores them
    run = recorded_run(url, example_repo, state)
    env = {k: v for k, v in os.environ.items() if not k.startswith("TILEBOT_")} | {"COLUMNS": "400"}
    where = ["--repo", str(example_repo), "--state-dir", str(state), "--database-url", url]
    shown = {
        "one": cli("status", run.id, *where, env=env),
        "all": cli("status", *where, env=env),
        "unknown run": cli("status", "deadbeef", *where, env=env),
        "db current": cli("db", "current", "--database-url", url, env=env),
        "conninfo": cli("status", *where[:4], "--database-url", "host=db password=s3cret t0ken", env=env),
    }
    for what, proc in shown.items():
        assert "s3cret" not in proc.stdout + proc.stderr and "t0ken" not in proc.stdout + proc.stderr, what
    for what in ("one", "all"):
        said = shown[what].stdout
        assert shown[what].returncode == Exit.OK and "interrupted" in said, said
        assert "password=***" in said and "sslpassword=***" in said and "sslmode=require" in said, said
        command = shlex.split(said.split("`")[1].replace('"$TILEBOT_DATABASE_URL"', shlex.quote(url)))
        pasted = cli("status", *command[2:], env=env)  # the command, with the URL the variable holds
        assert pasted.returncode == Exit.OK and "interrupted" in pasted.stdout, pasted.stdout + pasted.stderr
    assert shown["unknown run"].returncode == Exit.USAGE and "password=***" in shown["unknown run"].stdout
    assert shown["db current"].returncode == Exit.OK and "password=***" in shown["db current"].stdout
    assert shown["conninfo"].returncode == Exit.USAGE  # a connection string libpq cannot read: refused, not echoed
    for secret in ("password", "sslpassword"):
        masked = how_to_resume("0123abcd", tmp_path, state, f"postgresql+psycopg://tilebot@db/tilebot?{secret}=s3cret")
        assert "s3cret" not in masked and '"$TILEBOT_DATABASE_URL"' in masked, masked
        assert f"postgresql+psycopg://tilebot@db/tilebot?{secret}=***" in masked, masked
