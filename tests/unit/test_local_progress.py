"""The lines a local run prints as its stages start and end."""

from __future__ import annotations

import re
from pathlib import Path
from types import SimpleNamespace

from rich.console import Console

from tilebot.bot.local_run import _Progress
from tilebot.core.result import blocked_env
from tilebot.core.stages import Stage


def test_a_job_that_never_started_is_given_no_duration() -> None:
    """A job refused at its start (its worktree could not be put back) or collected after a restart ends without
    having started: its line said it took the machine's uptime ("(24143.8 s)"), timed from 0."""
    console = Console(record=True, width=300)
    progress = _Progress(console)
    job = SimpleNamespace(name="D host/FFI #2", timeout_s=60)
    progress.finish(job, blocked_env("0123abcd", Stage.HOST_FFI, 2, "D host/FFI #2 did not start"))  # type: ignore[arg-type]
    progress.start(job, Path("host_ffi-3.log"))  # type: ignore[arg-type]
    progress.finish(job, blocked_env("0123abcd", Stage.HOST_FFI, 3, "scripted BLOCKED"))  # type: ignore[arg-type]
    never, ran = [line for line in console.export_text().splitlines() if line.startswith("✗")]
    assert never.endswith("did not start") and re.search(r"scripted BLOCKED \(\d+\.\d s\)$", ran), (never, ran)
