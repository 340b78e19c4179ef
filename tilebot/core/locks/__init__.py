"""Hash-pinned locks of tilebot's dependencies: ``python -m tilebot.core.locks EXTRAS`` prints a job's lock.

A stage job holds a push token on a self-hosted runner, so no package may reach it by name and version alone. The
workflow installs tilebot from its pinned source without its dependencies, then the lock for the job's extras with
``pip install --require-hashes`` (every file by its sha256, the whole closure, wheels only). The locks ship inside
tilebot, so the source's pin pins them too. ``build.txt`` is what builds tilebot from a git source; it is needed
before tilebot is there, so ``tilebot init`` writes it into the workflow. ``bot.txt`` is the service image's lock
(Dockerfile). tools/lock_deps.py writes them all.

Standard library only: this module runs before the lock is installed.
"""

from __future__ import annotations

import sys
from pathlib import Path

LOCKS = Path(__file__).parent
BUILD_LOCK = LOCKS / "build.txt"
SERVICE_EXTRAS = ("bot",)


def lock_name(extras: tuple[str, ...]) -> str:
    """The file of a job's extras (``("ir", "runner")`` → ``ir-runner.txt``), whatever their order."""
    return "-".join(sorted(extras)) + ".txt"


def lock_path(extras: str) -> Path:
    """The lock of extras as the workflow names them (``ir,runner``), or ``LookupError`` naming those there are."""
    names = tuple(e for e in extras.split(",") if e)
    path = LOCKS / lock_name(names)
    if not names or not path.is_file():
        known = sorted(p.stem.replace("-", ",") for p in LOCKS.glob("*.txt") if p != BUILD_LOCK)
        raise LookupError(f"no lock for extras {extras!r} in {LOCKS} (there are: {', '.join(known)})")
    return path


def requirement_lines(lock: Path) -> list[str]:
    """A lock's requirements, one line each (continuations joined, comments dropped), as pip reads them."""
    kept = "\n".join(line for line in lock.read_text().splitlines() if not line.lstrip().startswith("#"))
    return [" ".join(entry.split()) for entry in kept.replace("\\\n", " ").splitlines() if entry.strip()]


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(
            "usage: python -m tilebot.core.locks EXTRAS   (e.g. ir,runner: prints the path of their lock)",
            file=sys.stderr,
        )
        return 2
    try:
        print(lock_path(argv[0]))
    except LookupError as exc:
        print(f"tilebot: {exc}", file=sys.stderr)
        return 2
    return 0
