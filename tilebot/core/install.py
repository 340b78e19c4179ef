"""Where runners get tilebot: a source pinned by its content, never a name on a package index.

A stage job installs tilebot on a self-hosted runner that holds a ``contents: write`` token, so whoever could
publish under the installed name could run code there. The stage workflow therefore names either a git commit
(``git+https://HOST/OWNER/REPO@<40 hex>``) or a wheel with its hash (``https://…/tilebot-….whl#sha256=<64 hex>``,
or ``file:///…whl#sha256=…`` for a wheel on the runner's disk). ``tilebot init`` writes the source the bot itself
was installed from unless ``--install`` names one; ``tilebot init --check`` and preflight refuse anything else.
"""

from __future__ import annotations

import hashlib
import json
import re
import subprocess
from dataclasses import dataclass
from importlib.metadata import PackageNotFoundError, distribution
from pathlib import Path
from urllib.parse import unquote, urlsplit

from tilebot.core.errors import GitError, UsageError

_GIT = re.compile(r"^git\+https://[^\s@#]+@[0-9a-f]{40}$")
_WHEEL = re.compile(r"^(?:https|file)://[^\s#]+\.whl#sha256=[0-9a-f]{64}$")
HOW = (
    "name a commit (--install git+https://HOST/OWNER/tilebot@<40-hex commit>) or a wheel with its hash "
    "(--install https://HOST/tilebot-VERSION-py3-none-any.whl#sha256=<hash>)"
)


class InstallSpecError(UsageError):
    """A source runners must not install from (or that cannot be found), with how to fix it."""


class GitUnavailable(GitError):
    """git could not run, so a checkout's commit is unknown (not that the checkout has none): the machine's problem
    (exit 3), not the source's, so no ``InstallSpecError`` (a usage error)."""


@dataclass(frozen=True)
class InstallSpec:
    source: str  # a pinned git URL or a wheel URL with #sha256

    def requirement(self, extras: str) -> str:
        """The pip requirement a job installs: the package with its extras, from this source."""
        return f"tilebot[{extras}] @ {self.source}"

    @property
    def git(self) -> tuple[str, str] | None:
        """(repository URL, commit) of a git source. A job fetches it by object id and checks what it got: pip's
        ``git+URL@<hash>`` would install a branch or tag named like the hash in its place."""
        if not self.source.startswith("git+"):
            return None
        url, _, commit = self.source.removeprefix("git+").rpartition("@")
        return url, commit


def parse_install(text: str) -> InstallSpec:
    """A pinned source, or ``InstallSpecError`` saying why it is not one and what to pass instead."""
    source = text.strip()
    if _GIT.fullmatch(source) or _WHEEL.fullmatch(source):
        _check_local_wheel(source)
        return InstallSpec(source)
    if source.startswith("git+"):
        raise InstallSpecError(f"{source!r} does not pin a commit (a branch or tag can move): {HOW}")
    if ".whl" in source:
        raise InstallSpecError(f"{source!r}: a wheel needs its #sha256=<64 hex> and an https:// or file:// URL: {HOW}")
    raise InstallSpecError(f"{source!r} is not pinned (a package index name can be taken by anyone): {HOW}")


def from_requirement(requirement: str) -> InstallSpec:
    """The source of a requirement ``init`` wrote (``tilebot[extras] @ SOURCE``)."""
    _, at, source = requirement.partition(" @ ")
    if not at:
        raise InstallSpecError(f"the workflow installs {requirement!r}, a package index name: {HOW}")
    return parse_install(source)


def running_source() -> InstallSpec:
    """The source this tilebot was installed from (PEP 610 ``direct_url.json``), pinned, or why it cannot be."""
    try:
        raw = distribution("tilebot").read_text("direct_url.json")
    except PackageNotFoundError:
        raw = None
    if not raw:
        raise InstallSpecError(
            f"this tilebot came from a package index or an unpacked tree, not a pinned source: {HOW}"
        )
    direct = json.loads(raw)
    url = str(direct.get("url", ""))
    if "vcs_info" in direct:
        return parse_install(f"git+{url}@{direct['vcs_info'].get('commit_id', '')}")
    if "archive_info" in direct:
        info = direct["archive_info"]
        digest = (info.get("hashes") or {}).get("sha256") or str(info.get("hash", "")).removeprefix("sha256=")
        return parse_install(f"{url}#sha256={digest}")
    return _checkout_source(Path(unquote(urlsplit(url).path)))


def provenance() -> tuple[bool, str]:
    """Was this tilebot installed from a pinned source (what a runner must run), and from which?"""
    try:
        raw = distribution("tilebot").read_text("direct_url.json")
    except PackageNotFoundError:
        raw = None
    direct = json.loads(raw) if raw else {}
    if "dir_info" in direct:  # a runner's fetched commit, or a developer's checkout
        directory = Path(unquote(urlsplit(str(direct.get("url", ""))).path))
        try:
            return True, f"{_checkout_source(directory).source} (checked out at {directory})"
        except GitUnavailable as exc:
            return True, f"a development checkout at {directory}; {exc}"
        except InstallSpecError:
            return True, f"a development checkout at {directory}"
    try:
        return True, running_source().source
    except (InstallSpecError, GitUnavailable) as exc:  # a direct_url.json naming no kind of source
        return False, str(exc)


def _checkout_source(directory: Path) -> InstallSpec:
    """An editable or directory install: its git checkout's commit on its https remote, if the tree is clean."""

    def git(*args: str) -> str:
        try:
            proc = subprocess.run(["git", "-C", str(directory), *args], capture_output=True, text=True, check=False)
        except OSError as exc:  # no git on PATH, or not executable
            raise GitUnavailable(
                f"`git` could not run ({exc.strerror or exc}), so the commit of {directory} is unknown; "
                f"install git, or {HOW}"
            ) from None
        if proc.returncode != 0:
            raise InstallSpecError(f"{directory} is not a git checkout with an origin remote: {HOW}")
        return proc.stdout.strip()

    if git("status", "--porcelain", "--untracked-files=no"):
        raise InstallSpecError(f"{directory} has uncommitted changes, so no commit is what runs here: {HOW}")
    remote = git("remote", "get-url", "origin")
    if not remote.startswith("https://"):
        raise InstallSpecError(f"{directory}'s origin {remote!r} is not an https:// URL runners can fetch: {HOW}")
    return parse_install(f"git+{remote}@{git('rev-parse', 'HEAD')}")


def _check_local_wheel(source: str) -> None:
    """A file:// wheel present here must be the one its hash names (one on the runner only is trusted as given)."""
    if not source.startswith("file://"):
        return
    url, _, digest = source.partition("#sha256=")
    path = Path(unquote(urlsplit(url).path))
    if path.is_file() and hashlib.sha256(path.read_bytes()).hexdigest() != digest:
        raise InstallSpecError(f"{path} does not have sha256 {digest}: rebuild the spec from the wheel you ship")
