"""git for a checkout that untrusted code has had its hands on.

After a stage ran generated code, the checkout's ``.git/`` may have been edited, so a job that pushes never commits
in it: it commits in a git directory of its own (``tilebot.runner.publish.publish_repo``). Every git call here runs
with hooks off (``core.hooksPath=/dev/null``), no fsmonitor, no credential helper, no global or system config, no
prompt, no replace refs and no commit-graph, in the scrubbed environment (no Anthropic key in a filter's reach):
what a local run commits in the checkout itself is not what a planted replace ref or commit-graph says HEAD holds.
The push token is handed to git only for commands that talk to the remote, through ``GIT_CONFIG_*`` variables
(never on a command line other processes can read).
"""

from __future__ import annotations

import base64
import subprocess
from dataclasses import dataclass
from pathlib import Path

from tilebot.runner.sandbox import scrubbed_env

BOT_NAME = "tilebot[bot]"
BOT_EMAIL = "tilebot[bot]@users.noreply.github.com"

_HARDENING = (
    "-c",
    "core.hooksPath=/dev/null",
    "-c",
    "core.fsmonitor=false",
    "-c",
    "core.commitGraph=false",
    "-c",
    "credential.helper=",
    "-c",
    "protocol.ext.allow=never",
    "-c",
    f"user.name={BOT_NAME}",
    "-c",
    f"user.email={BOT_EMAIL}",
)


class GitFailed(RuntimeError):
    """A git command exited non-zero; the message carries its stderr."""

    def __init__(self, args: tuple[str, ...], code: int, stderr: str) -> None:
        self.code = code
        self.stderr = stderr
        super().__init__(f"git {' '.join(args)} exited {code}: {stderr.strip()[-500:]}")


@dataclass
class Git:
    repo: Path  # the work tree
    token: str | None = None  # the push token; used only for fetch and push
    timeout: float = 300
    git_dir: Path | None = None  # a git directory outside the work tree (default: the work tree's own .git)

    def run(self, *args: str, remote: bool = False, check: bool = True) -> subprocess.CompletedProcess[str]:
        env = scrubbed_env()
        env |= {
            "GIT_TERMINAL_PROMPT": "0",
            "GIT_CONFIG_NOSYSTEM": "1",
            "GIT_CONFIG_GLOBAL": "/dev/null",
            "GIT_NO_REPLACE_OBJECTS": "1",
        }
        if remote and self.token:
            basic = base64.b64encode(f"x-access-token:{self.token}".encode()).decode()
            env |= {
                "GIT_CONFIG_COUNT": "1",
                "GIT_CONFIG_KEY_0": "http.extraheader",
                "GIT_CONFIG_VALUE_0": f"AUTHORIZATION: basic {basic}",
            }
        where = ["-C", str(self.repo)]
        if self.git_dir is not None:
            where += [f"--git-dir={self.git_dir}", f"--work-tree={self.repo}"]
        proc = subprocess.run(
            ["git", *where, *_HARDENING, *args],
            env=env,
            stdin=subprocess.DEVNULL,
            capture_output=True,
            text=True,
            errors="replace",
            timeout=self.timeout,
            check=False,
        )
        if check and proc.returncode != 0:
            raise GitFailed(args, proc.returncode, proc.stderr)
        return proc

    def out(self, *args: str) -> str:
        return self.run(*args).stdout.strip()

    def ok(self, *args: str) -> bool:
        return self.run(*args, check=False).returncode == 0

    def remote_url(self, remote: str) -> str:
        """The URL the remote named ``remote`` pushes to; ``remote`` itself when it is no remote's name (a URL, a
        path)."""
        proc = self.run("remote", "get-url", "--push", remote, check=False)
        return proc.stdout.strip() if proc.returncode == 0 and proc.stdout.strip() else remote

    def fetch_branch(self, remote: str, branch: str) -> str | None:
        """Fetch ``branch`` from ``remote``; its tip commit, or None when the remote has no such branch."""
        proc = self.run("fetch", "--no-tags", "--quiet", remote, f"refs/heads/{branch}", remote=True, check=False)
        if proc.returncode != 0:
            if "couldn't find remote ref" in proc.stderr.lower():
                return None
            raise GitFailed(("fetch", remote, branch), proc.returncode, proc.stderr)
        return self.out("rev-parse", "FETCH_HEAD")
