"""Deprecated: ``python -m runner_scripts.job`` runs ``python -m tilebot.runner.job`` (see the package docstring)."""

from __future__ import annotations

import sys

from tilebot.runner.job import main

DEPRECATION = (
    "tilebot: `python -m runner_scripts.job` is deprecated and goes away in the next release; "
    "re-run `tilebot init` so the stage workflow calls `python -m tilebot.runner.job`"
)

if __name__ == "__main__":
    print(f"::warning::{DEPRECATION}", file=sys.stderr)
    sys.exit(main())
