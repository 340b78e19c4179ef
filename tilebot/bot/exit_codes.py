"""What ``tilebot`` exits with, so that scripts and CI can tell a failed port from a machine that could not run it."""

from __future__ import annotations

from collections.abc import Sequence
from enum import IntEnum
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the store needs the bot's extras; a runner's `tilebot preflight` imports this module too
    from tilebot.bot.store import Attempt, Run


class Exit(IntEnum):
    OK = 0
    FAILED = 1  # the port (or the check asked for) failed: a verdict, not the machine
    USAGE = 2  # bad arguments or input: nothing was run
    BLOCKED_ENV = 3  # the machine or environment stopped it (BLOCKED/env, a failed preflight): fix the setup, resume
    INTERNAL = 4  # a bug in tilebot (an exception nothing expected): not a verdict, nor the caller's fault

    @property
    def meaning(self) -> str:
        return _MEANINGS[self]


_MEANINGS = {
    Exit.OK: "success",
    Exit.FAILED: "the port failed (or a check found a difference)",
    Exit.USAGE: "usage error: bad arguments, not a git checkout, uncommitted edits, unknown op or run",
    Exit.BLOCKED_ENV: "BLOCKED/env: this machine or environment stopped the run (no GPU, missing tool); resume after",
    Exit.INTERNAL: "internal error, a bug in tilebot (traceback on stderr): a run it stopped is kept; resume after",
}


def exit_codes_help() -> str:
    return "exit codes:\n" + "\n".join(f"  {code.value}  {code.meaning}" for code in Exit)


def run_exit(run: Run, attempts: Sequence[Attempt]) -> Exit:
    """A run that ended on an environment failure exits 3, any other unsuccessful end 1."""
    if run.succeeded:
        return Exit.OK
    results = [a.result for a in attempts if a.result is not None]
    if results and results[-1].is_env_failure:
        return Exit.BLOCKED_ENV
    return Exit.FAILED
