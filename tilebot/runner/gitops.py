"""git for a checkout that untrusted code has had its hands on.

After a stage ran generated code, the checkout's ``.git/`` may have been edited, so a job that pushes never commits
in it: it commits in a git directory of its own (``tilebot.runner.publish.publish_repo``). Every git call here runs
with hooks off (``core.hooksPath=/dev/null``), no fsmonitor, no credential helper, no global or system config, no
prompt, no replace refs and no commit-graph, in the scrubbed environment (no Anthropic key in a filter's reach):
what a local run commits in the checkout itself is not what a planted replace ref or commit-graph says HEAD holds.
The push token is handed to git only for commands that talk to the remote, through ``GIT_CONFIG_*`` variables
(never on a command line other processes can read).

A command that talks to the remote and fails on the network or the server (a 5xx, a 429, a dropped connection) is
tried again after a pause, a bounded number of times: a GPU stage's outputs are not lost to a hiccup of GitHub's.
What the remote refuses (a 403, a rejected ref, a missing branch) is answered at once, to the caller.
"""

from __future__ import annotations

import base64
import re
import subprocess
import time
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


DEFAULT_REMOTE_RETRIES = 3
# A transfer that stalls (under 1 KB/s for 30 s) fails as curl's timeout, and is tried again, instead of holding the
# job (and its GPU) until the command's own timeout.
_STALL = {"http.lowSpeedLimit": "1000", "http.lowSpeedTime": "30"}
_FIRST_PAUSE = 2.0  # seconds before the first retry; each later pause is four times the last (2, 8, 32)
# The HTTP status git reports from curl: "The requested URL returned error: 503", "RPC failed; HTTP 503 curl 22".
_HTTP_STATUS = re.compile(r"returned error: (\d{3})|RPC failed; HTTP (\d{3})")
# curl's errors that a sound server answers nothing to, as git prints them on a POST ("RPC failed; curl 56 ..."):
# resolve (6), connect (7), HTTP/2 (16, 92), partial file (18), timeout (28), TLS connect (35), empty reply (52),
# send (55) and receive (56) failures.
_CURL_RPC = re.compile(r"RPC failed; curl (\d+)")
_CURL_TRANSIENT = frozenset({6, 7, 16, 18, 28, 35, 52, 55, 56, 92})
# The same failures in curl's or git's words where git prints no curl number (the first request, a fetch's pack).
_NETWORK = re.compile(
    r"Could not resolve host|Resolving timed out|Failed to connect|Connection (reset|refused|timed out)"
    r"|Operation (timed out|too slow)|Empty reply from server|transfer closed with|Recv failure|Send failure"
    r"|GnuTLS recv error|gnutls_handshake|SSL_(read|write|connect)|HTTP/2 stream|HTTP2 framing layer"
    r"|unexpected disconnect|early EOF|timed out after",
    re.IGNORECASE,
)


def is_transient(stderr: str) -> bool:
    """Whether a failed remote command failed on the network or the server, so that trying again may succeed: an HTTP
    status says so where git reports one (5xx, 408, 429; a 4xx is a refusal, whatever follows it), else curl's error.
    The server's own ``remote:`` lines are not read."""
    text = "\n".join(line for line in stderr.splitlines() if not line.startswith("remote:"))
    statuses = [int(a or b) for a, b in _HTTP_STATUS.findall(text)]
    if statuses:
        return all(status >= 500 or status in (408, 429) for status in statuses)
    curl = [int(code) for code in _CURL_RPC.findall(text)]
    if curl:
        return all(code in _CURL_TRANSIENT for code in curl)
    return _NETWORK.search(text) is not None


class GitFailed(RuntimeError):
    """A git command exited non-zero; the message carries its stderr."""

    def __init__(self, args: tuple[str, ...], code: int, stderr: str) -> None:
        self.code = code
        self.stderr = stderr
        super().__init__(f"git {' '.join(args)} exited {code}: {stderr.strip()[-500:]}")


class RemoteUnavailable(GitFailed):
    """A command that talks to the remote failed on the network or the server every time it was tried."""

    def __init__(self, args: tuple[str, ...], code: int, stderr: str, tries: int) -> None:
        super().__init__(args, code, f"{stderr.strip()}\n(a network or server error each of {tries} tries)")


@dataclass
class Git:
    repo: Path  # the work tree
    token: str | None = None  # the push token; used only for fetch and push
    timeout: float = 300
    git_dir: Path | None = None  # a git directory outside the work tree (default: the work tree's own .git)
    remote_retries: int = DEFAULT_REMOTE_RETRIES  # more tries of a remote command that failed on the network

    def run(self, *args: str, remote: bool = False, check: bool = True) -> subprocess.CompletedProcess[str]:
        """Run git; ``remote``: a command that talks to the remote, which gets the token and is tried again on a
        network or server failure (raising RemoteUnavailable, ``check`` or not, when every try failed so)."""
        tries = 1 + (self.remote_retries if remote else 0)
        for tried in range(1, tries + 1):
            proc = self._run_once(args, remote=remote)
            if proc.returncode == 0 or not remote or not is_transient(proc.stderr):
                break
            if tried == tries:
                raise RemoteUnavailable(args, proc.returncode, proc.stderr, tries)
            time.sleep(_FIRST_PAUSE * 4 ** (tried - 1))
        if check and proc.returncode != 0:
            raise GitFailed(args, proc.returncode, proc.stderr)
        return proc

    def _run_once(self, args: tuple[str, ...], *, remote: bool) -> subprocess.CompletedProcess[str]:
        env = scrubbed_env()
        env |= {
            "GIT_TERMINAL_PROMPT": "0",
            "GIT_CONFIG_NOSYSTEM": "1",
            "GIT_CONFIG_GLOBAL": "/dev/null",
            "GIT_NO_REPLACE_OBJECTS": "1",
        }
        if remote:
            settings = dict(_STALL)
            if self.token:
                basic = base64.b64encode(f"x-access-token:{self.token}".encode()).decode()
                settings["http.extraheader"] = f"AUTHORIZATION: basic {basic}"
            env["GIT_CONFIG_COUNT"] = str(len(settings))
            for i, (key, value) in enumerate(settings.items()):
                env |= {f"GIT_CONFIG_KEY_{i}": key, f"GIT_CONFIG_VALUE_{i}": value}
        where = ["-C", str(self.repo)]
        if self.git_dir is not None:
            where += [f"--git-dir={self.git_dir}", f"--work-tree={self.repo}"]
        command = ["git", *where, *_HARDENING, *args]
        try:
            return subprocess.run(
                command,
                env=env,
                stdin=subprocess.DEVNULL,
                capture_output=True,
                text=True,
                errors="replace",
                timeout=self.timeout,
                check=False,
            )
        except subprocess.TimeoutExpired:
            return subprocess.CompletedProcess(command, 124, "", f"git timed out after {self.timeout:g} s")

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
