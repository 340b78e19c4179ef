"""Which exceptions the ``tilebot`` command takes for the user's mistake (exit 2, one line) and which for a bug in
tilebot (exit 4, its traceback): the type that says so, ``UsageError``, not ValueError or LookupError at large."""

from __future__ import annotations

import json
import os
import shutil
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest
from sqlalchemy import create_engine

from tilebot.bot import stage_workflow, store_schema
from tilebot.bot.exit_codes import Exit
from tilebot.bot.local_run import check_ops
from tilebot.bot.store import Store, UnknownRun
from tilebot.cli import EXAMPLES_DIR, main
from tilebot.core import install, schemas
from tilebot.core.errors import UsageError


@pytest.mark.parametrize("bug", [ValueError, KeyError, UnknownRun], ids=lambda kind: kind.__name__)
def test_a_value_or_lookup_error_from_inside_tilebot_is_a_bug_not_the_users_mistake(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], bug: type[Exception]
) -> None:
    """Every ValueError and LookupError, wherever raised, exited 2 ("bad arguments") with no traceback."""

    def broken() -> dict[str, object]:
        raise bug("an injected bug")

    monkeypatch.setattr(schemas, "json_schemas", broken)
    assert main(["schema"]) == Exit.INTERNAL
    out, err = capsys.readouterr()
    assert "Traceback" in err and "an injected bug" in err
    assert f"internal error (a bug in tilebot; traceback on stderr): {bug.__name__}" in " ".join(out.split())


def test_what_the_user_got_wrong_is_a_usage_error_in_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    repo = tmp_path / "repo"
    repo.mkdir()
    subprocess.run(["git", "init", "-q", str(repo)], check=True)
    who = ["-c", "user.name=t", "-c", "user.email=t@t"]
    subprocess.run(["git", "-C", str(repo), *who, "commit", "-q", "--allow-empty", "-m", "base"], check=True)
    state = tmp_path / "state"
    state.mkdir()
    Store(f"sqlite:///{state / 'tilebot.db'}").engine.dispose()  # a store without the run asked for
    bad_config = tmp_path / "bad-config"
    bad_config.mkdir()
    (bad_config / ".tilebot.toml").write_text("[timeouts\n")
    for name in ("TILEBOT_APP_ID", "TILEBOT_APP_ID_FILE", "TILEBOT_DATABASE_URL"):
        monkeypatch.delenv(name, raising=False)
    where = ["--repo", str(repo), "--state-dir", str(state)]
    wrong = {
        "schema name": (["schema", "NoSuchSchema"], "no schema 'NoSuchSchema'"),
        "run id": (["status", "not-a-run", *where], "invalid run id 'not-a-run' (`tilebot status` lists the runs"),
        "no such repo": (["status", "--repo", str(tmp_path / "nowhere")], "nowhere: no such directory"),
        "repo not a checkout": (["status", "--repo", str(bad_config)], "bad-config is not a git checkout"),
        "unknown run": (["status", "deadbeef", *where], "no run 'deadbeef'"),
        "unknown run to resume": (["resume", "deadbeef", *where], "no run 'deadbeef'"),
        "not a checkout": (["resume", "deadbeef", "--repo", str(tmp_path)], "is not a git checkout"),
        "config": (["preflight", "--repo", str(bad_config)], ".tilebot.toml"),
        "database": (["db", "current"], "no database"),
        "service settings": (["serve"], "TILEBOT_APP_ID"),
    }
    for what, (argv, words) in wrong.items():
        assert main(argv) == Exit.USAGE, what
        out, err = capsys.readouterr()
        assert "Traceback" not in out + err and words in " ".join(out.split()), (what, out, err)


def test_init_from_a_checkout_install_without_git_is_the_machines_problem(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """`tilebot init` writes the source tilebot was installed from; installed from a checkout on a machine without
    git, that commit is unknown: it exited 2 ("bad arguments"), though nothing about the command was wrong."""
    checkout = tmp_path / "tilebot-checkout"
    checkout.mkdir()
    direct_url = json.dumps({"url": checkout.as_uri(), "dir_info": {"editable": True}})
    monkeypatch.setattr(install, "distribution", lambda name: SimpleNamespace(read_text=lambda file: direct_url))
    target = tmp_path / "target"
    subprocess.run(["git", "init", "-q", str(target)], check=True)  # before git leaves PATH
    (tmp_path / "no-git").mkdir()
    monkeypatch.setenv("PATH", str(tmp_path / "no-git"))
    assert main(["init", "--repo", str(target)]) == Exit.BLOCKED_ENV
    out, err = capsys.readouterr()
    said = " ".join(out.split())
    assert "Traceback" not in out + err and "`git` could not run" in said and "install git" in said, said
    assert not (target / ".github").exists()  # nothing written


@pytest.mark.parametrize("argv", [["schema"], ["schema", "verdicts"], ["example-repo"]], ids=["long", "short", "rich"])
def test_a_reader_that_leaves_early_is_not_a_bug(
    argv: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """`tilebot schema | head`: the long output's write failed (exit 4, a traceback), the short one's, left in the
    buffer, failed after main had returned 0 (in Python's own traceback at exit), and rich's console exited 1, which
    says the port failed."""
    reader, writer = os.pipe()
    os.close(reader)
    monkeypatch.setattr(sys, "stdout", os.fdopen(writer, "w"))
    if argv == ["example-repo"]:
        argv = [*argv, str(tmp_path / "example")]
    assert main(argv) == 128 + signal.SIGPIPE
    assert "Traceback" not in capsys.readouterr().err
    print("left over")  # goes nowhere, not into the pipe no one reads
    sys.stdout.flush()


def test_init_force_and_check_are_one_or_the_other(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """--check won silently: the user asked to replace the files and nothing was written."""
    with pytest.raises(SystemExit) as stopped:
        main(["init", "--repo", str(tmp_path), "--force", "--check"])
    assert stopped.value.code == Exit.USAGE
    assert "argument --check: not allowed with argument --force" in capsys.readouterr().err


def test_init_writes_only_at_the_top_of_a_git_checkout(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """init wrote the workflow into any directory without a word: one that is no repository, or a folder inside
    one, where GitHub never reads it (workflows are read at the repository's root)."""
    checkout = tmp_path / "checkout"
    subprocess.run(["git", "init", "-q", str(checkout)], check=True)
    (checkout / "src").mkdir()
    pinned = ["--install", f"https://x.test/tilebot-0.1.0-py3-none-any.whl#sha256={'b' * 64}"]
    for where in (tmp_path / "plain", checkout / "src"):
        where.mkdir(exist_ok=True)
        assert main(["init", "--repo", str(where), *pinned]) == Exit.USAGE
        said = " ".join(capsys.readouterr().out.split())
        assert f"error: {where} is not the top of a git checkout (no .git there)" in said, said
        assert "point --repo at the top of a clone, or run `git init` there first" in said
        assert list(where.iterdir()) == []  # nothing written
    assert main(["init", "--repo", str(checkout), *pinned]) == Exit.OK
    assert (checkout / stage_workflow.WORKFLOW_PATH).is_file()


def test_init_check_without_a_workflow_says_it_is_missing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A repository without the workflow is not up to date, whatever tilebot would install: --check stopped with
    exit 2 on where this tilebot came from (an unpinned checkout), which it needs only to write one."""

    def unknown_source() -> None:
        raise install.InstallSpecError("/tilebot has uncommitted changes, so no commit is what runs here")

    monkeypatch.setattr(stage_workflow, "running_source", unknown_source)
    assert main(["init", "--repo", str(tmp_path), "--check"]) == Exit.FAILED
    said = " ".join(capsys.readouterr().out.split())
    assert f"missing: {tmp_path / stage_workflow.WORKFLOW_PATH}" in said, said
    assert not (tmp_path / ".github").exists()


WHO = ["-c", "user.name=t", "-c", "user.email=t@t"]


def _example_repo(tmp_path: Path) -> Path:
    repo = tmp_path / "repo"
    shutil.copytree(EXAMPLES_DIR / "tilegym-mini", repo)
    subprocess.run(["git", "init", "-q", str(repo)], check=True)
    subprocess.run(["git", "-C", str(repo), "add", "-A"], check=True)
    subprocess.run(["git", "-C", str(repo), *WHO, "commit", "-qm", "base"], check=True)
    return repo


def test_an_op_that_is_not_there_names_the_nearest_or_the_layout_key(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    repo = _example_repo(tmp_path)
    assert main(["translate", "softmx", "--local", "--repo", str(repo)]) == Exit.USAGE
    assert "(did you mean softmax? ops there: silu_and_mul, softmax)" in " ".join(capsys.readouterr().out.split())
    (repo / ".tilebot.toml").write_text('[layout]\ncutile_ops_dir = "src/ops"\n')  # not where this repo keeps them
    subprocess.run(["git", "-C", str(repo), *WHO, "commit", "-qam", "layout"], check=True)
    assert main(["translate", "softmax", "--local", "--repo", str(repo)]) == Exit.USAGE
    said = " ".join(capsys.readouterr().out.split())
    assert "no op modules there: set [layout] cutile_ops_dir in .tilebot.toml" in said, said
    assert not (repo / ".git" / "tilebot").exists()  # nothing written for a run that never started


def test_an_op_name_that_differs_in_case_names_the_lowercase_one(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`tilebot translate Softmax --local` was refused (op names are lowercase) without naming `softmax`."""
    repo = _example_repo(tmp_path)
    assert main(["translate", "Softmax", "../x", "--local", "--repo", str(repo)]) == Exit.USAGE
    said = " ".join(capsys.readouterr().out.split())
    assert "invalid op name(s) 'Softmax', '../x': use lowercase letters, digits and _ (did you mean softmax?)" in said
    assert main(["translate", "../x", "--local", "--repo", str(repo)]) == Exit.USAGE
    assert "did you mean" not in capsys.readouterr().out  # no op name differs from it in case alone
    with pytest.raises(UsageError, match=r"no op 'SOFTMAX' at HEAD .* \(did you mean softmax\? ops there"):
        check_ops(repo, ["SOFTMAX"])  # a caller of the local run that skipped the CLI's check of the name


def test_a_state_dir_that_cannot_be_made_is_the_users_to_fix(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A file where --state-dir points was an internal error (exit 4, FileExistsError's traceback)."""
    repo = _example_repo(tmp_path)
    taken = tmp_path / "a-file"
    taken.write_text("")
    assert main(["translate", "softmax", "--local", "--repo", str(repo), "--state-dir", str(taken)]) == Exit.USAGE
    out, err = capsys.readouterr()
    assert "Traceback" not in err and f"cannot make the state directory {taken} (File exists)" in " ".join(out.split())


def test_paths_the_user_named_that_cannot_be_written_are_usage_errors_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`ir-diff --output MISSINGDIR/r.md` and `example-repo` under a file were internal errors (exit 4, a
    FileNotFoundError's or NotADirectoryError's traceback)."""
    ir = tmp_path / "ok.mlir"
    ir.write_text("cuda_tile.module @m {\n  entry @k(%arg0: tile<i32>) {\n    return\n  }\n}\n")
    report = tmp_path / "no-such-dir" / "r.md"
    assert main(["ir-diff", str(ir), str(ir), "--output", str(report)]) == Exit.USAGE
    out, err = capsys.readouterr()
    assert out == "" and err == f"error: cannot write --output {report}: No such file or directory\n"
    a_file = tmp_path / "a-file"
    a_file.write_text("")
    assert main(["example-repo", str(a_file / "example")]) == Exit.USAGE
    out, err = capsys.readouterr()
    assert "Traceback" not in err and f"error: cannot create {a_file / 'example'}: Not a directory" in out, out + err


def _store_at(revision_change: str, tmp_path: Path) -> tuple[Path, str]:
    """An example checkout whose default store a newer tilebot migrated ("newer"), or an older one left behind."""
    repo = _example_repo(tmp_path)
    (repo / ".git" / "tilebot").mkdir()
    url = f"sqlite:///{repo / '.git' / 'tilebot' / 'tilebot.db'}"
    engine = Store(url).engine
    if revision_change == "newer":
        with engine.begin() as conn:
            conn.exec_driver_sql("UPDATE alembic_version SET version_num = '9999'")
    else:
        store_schema.downgrade(engine, "-1")
    engine.dispose()
    return repo, url


def _revision(url: str) -> str | None:
    engine = create_engine(url)
    try:
        return store_schema.current(engine)
    finally:
        engine.dispose()


def test_a_store_a_newer_tilebot_migrated_is_the_environments_to_fix_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """It was an internal error (exit 4, SchemaTooNew's traceback) from `status` and `translate`."""
    repo, url = _store_at("newer", tmp_path)
    for argv in (["status"], ["translate", "softmax", "--local"]):
        assert main([*argv, "--repo", str(repo)]) == Exit.BLOCKED_ENV, argv
        out, err = capsys.readouterr()
        said = " ".join(out.split())
        assert "Traceback" not in err and "revision '9999', which this tilebot does not know" in said, said
    assert _revision(url) == "9999"


def test_status_of_an_empty_database_says_no_runs_yet_and_leaves_it_empty(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A database made for tilebot (TILEBOT_DATABASE_URL) before its first run: `status` reads no runs (exit 0), it
    does not call it a store behind this tilebot's schema."""
    repo = _example_repo(tmp_path)
    database = tmp_path / "empty.db"
    sqlite3.connect(database).close()
    url = f"sqlite:///{database}"
    assert main(["status", "--repo", str(repo), "--database-url", url]) == Exit.OK
    assert "no local runs yet" in capsys.readouterr().out
    assert _revision(url) is None


def test_status_only_reads_a_store_at_an_older_schema_and_says_how_to_migrate_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`tilebot status` migrated the store it read: a store shared with an older tilebot (`tilebot serve`) was
    taken from under it."""
    repo, url = _store_at("older", tmp_path)
    older = _revision(url)
    assert older is not None and older != store_schema.head()
    assert main(["status", "--repo", str(repo)]) == Exit.BLOCKED_ENV
    out, err = capsys.readouterr()
    said = " ".join(out.split())
    assert "Traceback" not in err and f"`tilebot db upgrade --database-url {url}` migrates it" in said, said
    assert _revision(url) == older
    assert main(["db", "upgrade", "--database-url", url]) == Exit.OK
    assert main(["status", "--repo", str(repo)]) == Exit.OK
    assert "no local runs yet" in capsys.readouterr().out
