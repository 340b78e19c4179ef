"""Which exceptions the ``tilebot`` command takes for the user's mistake (exit 2, one line) and which for a bug in
tilebot (exit 4, its traceback): the type that says so, ``UsageError``, not ValueError or LookupError at large."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from types import SimpleNamespace

import pytest

from tilebot.bot.exit_codes import Exit
from tilebot.bot.store import Store, UnknownRun
from tilebot.cli import main
from tilebot.core import install, schemas


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
        "run id": (["status", "not-a-run", *where], "invalid run id"),
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
    target.mkdir()
    (tmp_path / "no-git").mkdir()
    monkeypatch.setenv("PATH", str(tmp_path / "no-git"))
    assert main(["init", "--repo", str(target)]) == Exit.BLOCKED_ENV
    out, err = capsys.readouterr()
    said = " ".join(out.split())
    assert "Traceback" not in out + err and "`git` could not run" in said and "install git" in said, said
    assert not (target / ".github").exists()  # nothing written
