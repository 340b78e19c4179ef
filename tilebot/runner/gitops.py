"""git for a checkout that untrusted code has had its hands on.

After a stage ran generated code, the checkout's ``.git/`` may have been edited. Every git call here therefore runs
with hooks off (``core.hooksPath=/dev/null``), no fsmonitor, no credential helper, no global or system config, no
prompt, and the scrubbed environment (no Anthropic key in a filter's reach). Nor does it believe what the stage could
have written beside the objects: no replace refs, no commit-graph (either could make HEAD look like a commit that
already holds an edit of the op's reference, which the commit would then carry to the branch); and before a job
commits, ``forged_objects`` has ``git fsck`` check every object against its name. The push token is handed to git
only for commands that talk to the remote, through ``GIT_CONFIG_*`` variables (never on a command line other
processes can read), and only after ``unsafe_local_config`` found nothing in the checkout's config (``.git/config``
and, once worktree config is switched on, ``.git/config.worktree``) that could redirect or run code.
"""

from __future__ import annotations

import base64
import re
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

# Local config keys a fresh actions/checkout (persist-credentials: false) or git clone leaves. Anything
# else (url.*.insteadOf, http.*, include*, filter.*, core.sshCommand, core.pager, alias.*, a promisor remote that
# fetches lazily with the token) is refused, and so is every key of the worktree config, which a fresh checkout
# without sparse checkout does not have.
_SAFE_LOCAL_KEYS = re.compile(
    r"(?:core\.(?:repositoryformatversion|filemode|bare|logallrefupdates|ignorecase|precomposeunicode|symlinks"
    r"|sparsecheckout|sparsecheckoutcone|autocrlf|eol)"
    r"|remote\.[^.]+\.(?:url|fetch|tagopt)"
    r"|branch\..+\.(?:remote|merge)"
    r"|extensions\.(?:objectformat|worktreeconfig)"
    r"|gc\.auto|maintenance\.auto)"
)


class GitFailed(RuntimeError):
    """A git command exited non-zero; the message carries its stderr."""

    def __init__(self, args: tuple[str, ...], code: int, stderr: str) -> None:
        self.code = code
        self.stderr = stderr
        super().__init__(f"git {' '.join(args)} exited {code}: {stderr.strip()[-500:]}")


@dataclass
class Git:
    repo: Path
    token: str | None = None  # the push token; used only for fetch and push
    timeout: float = 300

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
        proc = subprocess.run(
            ["git", "-C", str(self.repo), *_HARDENING, *args],
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

    def fetch_branch(self, remote: str, branch: str) -> str | None:
        """Fetch ``branch`` from ``remote``; its tip commit, or None when the remote has no such branch."""
        proc = self.run("fetch", "--no-tags", "--quiet", remote, f"refs/heads/{branch}", remote=True, check=False)
        if proc.returncode != 0:
            if "couldn't find remote ref" in proc.stderr.lower():
                return None
            raise GitFailed(("fetch", remote, branch), proc.returncode, proc.stderr)
        return self.out("rev-parse", "FETCH_HEAD")


def forged_objects(git: Git) -> str | None:
    """What ``git fsck`` says is wrong with the checkout's objects (an object whose content is not what its name
    says, one missing from what HEAD reaches), or None."""
    proc = git.run("fsck", "--full", "--no-dangling", "--no-progress", check=False)
    if proc.returncode == 0:
        return None
    return (proc.stderr.strip() or proc.stdout.strip() or f"git fsck exited {proc.returncode}")[-500:]


def unsafe_local_config(git: Git) -> list[str]:
    """Keys in the checkout's own config that a fresh checkout would not have (names only, never values)."""
    proc = git.run("config", "--list", "--show-scope", "--name-only", check=False)
    if proc.returncode not in (0, 1):  # 1: no config at all
        return [f"cannot read the checkout's git config: {proc.stderr.strip()}"]
    unsafe = set()
    for line in proc.stdout.splitlines():
        scope, _, key = line.strip().lower().partition("\t")
        if scope == "worktree" or (scope == "local" and not _SAFE_LOCAL_KEYS.fullmatch(key)):
            unsafe.add(f"{key} ({scope} config)" if scope == "worktree" else key)
    return sorted(unsafe)  # the other scopes: the job's own -c settings (system and global config are off)
