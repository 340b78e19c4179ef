"""The one error type that says the person running tilebot gave it something wrong."""

from __future__ import annotations


class UsageError(ValueError):
    """Input tilebot refuses (an argument, a path, a run id, a config, a setting), phrased for whoever gave it:
    the command says it in one line and exits 2 (usage). Any other ValueError is a bug in tilebot."""
