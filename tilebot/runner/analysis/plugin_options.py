"""The options the pytest plugins installed here register, each with how many values it takes: what pytest's own
argument parser knows once the plugins it would load for a repository's ``addopts`` are registered (the ``pytest11``
entry points, less those ``-p no:NAME`` blocks or all where ``--disable-plugin-autoload`` is given, and the modules
``-p NAME`` names).

Asked of pytest (``plugin_options_probe``) in a child interpreter of this environment, which later stages run the
target's pytest in, with the scrubbed environment they give it, from a scratch directory and with nothing added to its
path: the plugins installed here are imported; a ``-p`` module only the repository's checkout holds is its code, like
its conftests, and is not (its options are unknown); nothing is collected. Where pytest cannot answer (not installed
here, a plugin that does not load), the options it would have given are unknown, and ``why`` says so.
"""

from __future__ import annotations

import functools
import json
import os
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from tilebot.runner.sandbox import run_untrusted

PROBE = Path(__file__).with_name("plugin_options_probe.py")
TIMEOUT_S = 120.0  # a plugin may import much (hypothesis, anyio); one ask per set of -p options and process

Arity = tuple[int, int | None]  # the least and most values an option takes (None: no limit)


@dataclass(frozen=True)
class Installed:
    options: dict[str, Arity] = field(default_factory=dict)
    why: str = ""  # what kept options of a plugin pytest would load from being read ("" where nothing did)


def installed(addopts: Sequence[str]) -> Installed:
    """The options pytest knows here, run with ``addopts`` (its own and the plugins')."""
    return _ask(_plugin_args(addopts), sys.executable, os.environ.get("PYTHONPATH", ""))


def _plugin_args(tokens: Sequence[str]) -> tuple[str, ...]:
    """The tokens that decide which plugins pytest loads, as its ``consider_preparse`` walks them, each ``-p`` as
    ``-pNAME``."""
    out: list[str] = []
    index = 0
    while index < len(tokens):
        token = tokens[index]
        index += 1
        if token == "-p" and index < len(tokens):
            out.append(f"-p{tokens[index].strip()}")
            index += 1
        elif token.startswith("-p"):
            out.append(f"-p{token[2:].strip()}")
        elif token == "--disable-plugin-autoload":
            out.append(token)
    return tuple(out)


@functools.cache
def _ask(args: tuple[str, ...], python: str, pythonpath: str) -> Installed:
    """``pythonpath`` (where the child finds plugins besides site-packages) only keys the cache."""
    with tempfile.TemporaryDirectory(prefix="tilebot-pytest-options-") as scratch:
        answer = Path(scratch) / "options.json"
        # -P: neither the scratch directory nor the probe's own (tilebot's analysis modules) on the child's path
        command = [python, "-P", str(PROBE), str(answer), json.dumps(args)]
        try:
            proc = run_untrusted(command, cwd=Path(scratch), timeout=TIMEOUT_S)
        except subprocess.TimeoutExpired:
            return Installed(why=f"pytest's parser did not answer within {TIMEOUT_S:g} s")
        if not answer.is_file():
            last = (proc.stderr.strip().splitlines() or [f"exit {proc.returncode}"])[-1]
            return Installed(why=f"pytest's parser could not be asked here: {last}")
        data = json.loads(answer.read_text(encoding="utf-8"))
    arities = {option: nargs_arity(nargs) for option, nargs in data["options"].items()}
    return Installed({o: a for o, a in arities.items() if a is not None}, "; ".join(data["failed"]))


def nargs_arity(nargs: object) -> Arity | None:
    """argparse's ``nargs`` as counts (None: one, ``?``: at most one, ...); None where it gives none (REMAINDER)."""
    if nargs is None:
        return (1, 1)
    if isinstance(nargs, int):
        return (nargs, nargs)
    return {"?": (0, 1), "*": (0, None), "+": (1, None)}.get(str(nargs))
