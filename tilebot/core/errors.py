"""The error types the command line tells apart by who must act: the person running tilebot (usage) or the machine's
git (environment)."""

from __future__ import annotations


class UsageError(ValueError):
    """Input tilebot refuses (an argument, a path, a run id, a config, a setting), phrased for whoever gave it:
    the command says it in one line and exits 2 (usage). Any other ValueError is a bug in tilebot."""


class GitError(RuntimeError):
    """git failed, or is missing or too old: the machine's problem (exit 3), not the command's."""
