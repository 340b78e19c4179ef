"""git in a test's temporary repositories, as the maintainer (the identity a job's own commits must not take)."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

MAINTAINER = {
    "GIT_AUTHOR_NAME": "maintainer",
    "GIT_AUTHOR_EMAIL": "m@example.invalid",
    "GIT_COMMITTER_NAME": "maintainer",
    "GIT_COMMITTER_EMAIL": "m@example.invalid",
}


def git(repo: Path, *args: str) -> str:
    proc = subprocess.run(
        ["git", "-C", str(repo), *args], capture_output=True, text=True, env=os.environ | MAINTAINER, check=False
    )
    assert proc.returncode == 0, f"git {args}: {proc.stderr}"
    return proc.stdout.strip()
