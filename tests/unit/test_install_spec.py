"""Where runners get tilebot: only a commit or a hashed wheel is accepted, and a checkout says which commit."""

from __future__ import annotations

import hashlib
import json
import subprocess
from pathlib import Path
from types import SimpleNamespace

import pytest

from tilebot.core import install
from tilebot.core.install import GitUnavailable, InstallSpecError, _checkout_source, from_requirement, parse_install
from tilebot.runner.preflight.checks import check_install_source

COMMIT = "0123456789abcdef0123456789abcdef01234567"


@pytest.mark.parametrize(
    "source",
    [
        f"git+https://github.com/acme/tilebot@{COMMIT}",
        f"https://files.example/tilebot-0.1.0-py3-none-any.whl#sha256={'c' * 64}",
        f"file:///opt/wheels/tilebot-0.1.0-py3-none-any.whl#sha256={'d' * 64}",
    ],
)
def test_pinned_sources_are_accepted_and_round_trip_through_the_requirement(source: str) -> None:
    spec = parse_install(source)
    requirement = spec.requirement("gpu")
    assert requirement == f"tilebot[gpu] @ {source}"
    assert from_requirement(requirement) == spec


@pytest.mark.parametrize(
    ("source", "why"),
    [
        ("tilebot", "not pinned"),
        ("tilebot[ir]==0.1.0", "not pinned"),
        ("git+https://github.com/acme/tilebot@main", "does not pin a commit"),
        (f"git+https://github.com/acme/tilebot@{COMMIT[:12]}", "does not pin a commit"),
        (f"git+ssh://git@github.com/acme/tilebot@{COMMIT}", "does not pin a commit"),
        ("https://files.example/tilebot-0.1.0-py3-none-any.whl", "needs its #sha256"),
        (f"http://files.example/tilebot-0.1.0-py3-none-any.whl#sha256={'c' * 64}", "needs its #sha256"),
    ],
)
def test_movable_or_unhashed_sources_are_refused_with_the_fix(source: str, why: str) -> None:
    with pytest.raises(InstallSpecError, match=why) as caught:
        parse_install(source)
    assert "--install git+https://HOST/OWNER/tilebot@<40-hex commit>" in str(caught.value)


def test_a_local_wheel_must_be_the_one_its_hash_names(tmp_path: Path) -> None:
    wheel = tmp_path / "tilebot-0.1.0-py3-none-any.whl"
    wheel.write_bytes(b"a wheel")
    digest = hashlib.sha256(b"a wheel").hexdigest()
    assert parse_install(f"file://{wheel}#sha256={digest}").source.endswith(digest)
    with pytest.raises(InstallSpecError, match="does not have sha256"):
        parse_install(f"file://{wheel}#sha256={'e' * 64}")


def git(repo: Path, *args: str) -> str:
    env = ["-c", "user.name=t", "-c", "user.email=t@t"]
    return subprocess.run(["git", "-C", str(repo), *env, *args], capture_output=True, text=True, check=True).stdout


def test_a_checkout_is_its_commit_on_its_https_remote_and_only_when_clean(tmp_path: Path) -> None:
    subprocess.run(["git", "init", "-q", str(tmp_path)], check=True)
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'tilebot'\n")
    git(tmp_path, "add", "-A")
    git(tmp_path, "commit", "-qm", "x")
    with pytest.raises(InstallSpecError, match="origin remote"):
        _checkout_source(tmp_path)
    git(tmp_path, "remote", "add", "origin", "git@github.com:acme/tilebot.git")
    with pytest.raises(InstallSpecError, match="not an https:// URL"):
        _checkout_source(tmp_path)
    git(tmp_path, "remote", "set-url", "origin", "https://github.com/acme/tilebot.git")
    head = git(tmp_path, "rev-parse", "HEAD").strip()
    assert _checkout_source(tmp_path).source == f"git+https://github.com/acme/tilebot.git@{head}"
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'tilebot-edited'\n")
    with pytest.raises(InstallSpecError, match="uncommitted changes"):
        _checkout_source(tmp_path)


def test_a_directory_install_names_the_commit_it_was_built_from(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A runner builds the commit it fetched from its directory: preflight names that commit, not "a checkout"."""
    subprocess.run(["git", "init", "-q", str(tmp_path)], check=True)
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'tilebot'\n")
    git(tmp_path, "add", "-A")
    git(tmp_path, "commit", "-qm", "x")
    direct_url = json.dumps({"url": tmp_path.as_uri(), "dir_info": {}})
    monkeypatch.setattr(install, "distribution", lambda name: SimpleNamespace(read_text=lambda file: direct_url))
    assert install.provenance() == (True, f"a development checkout at {tmp_path}")  # no https remote
    git(tmp_path, "remote", "add", "origin", "https://github.com/acme/tilebot")
    head = git(tmp_path, "rev-parse", "HEAD").strip()
    assert install.provenance() == (True, f"git+https://github.com/acme/tilebot@{head} (checked out at {tmp_path})")


def test_no_git_on_path_is_reported_by_the_tilebot_source_check_not_raised(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A runner that installed tilebot from a checkout but has no git: the check crashed preflight (FileNotFoundError),
    where it should say why the commit is unknown."""
    (tmp_path / "empty").mkdir()
    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    with pytest.raises(GitUnavailable, match=r"`git` could not run \(No such file or directory\)") as caught:
        _checkout_source(tmp_path)
    assert f"the commit of {tmp_path} is unknown; install git" in str(caught.value)
    direct_url = json.dumps({"url": tmp_path.as_uri(), "dir_info": {}})
    monkeypatch.setattr(install, "distribution", lambda name: SimpleNamespace(read_text=lambda file: direct_url))
    found = check_install_source()
    assert found.ok and found.message.startswith(f"tilebot from a development checkout at {tmp_path}; `git` could not")
