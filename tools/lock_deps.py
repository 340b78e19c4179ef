"""tilebot's hash-pinned locks: `python tools/lock_deps.py` (needs uv, in tilebot[dev]).

Writes tilebot/core/locks/<extras>.txt for each set of extras some stage job installs
(tilebot.bot.stage_workflow.every_job_extras) and for the service image (bot.txt), and build.txt for pyproject's
build requirements. Each is one
universal resolution (every platform, Python >= 3.11) with the sha256 of every file of each pinned version, so one
lock serves x86_64 and aarch64 runners on any Python tilebot supports. Run it after changing a dependency in
pyproject.toml (tests/unit/test_runner_locks.py fails until then) or to take upstream fixes; review the diff like
code, since whatever it pins runs beside the push token.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tilebot.bot.stage_workflow import every_job_extras  # noqa: E402
from tilebot.core.locks import BUILD_LOCK, LOCKS, SERVICE_EXTRAS, lock_name  # noqa: E402

COMMAND = "python tools/lock_deps.py"
OLDEST_PYTHON = "3.11"  # pyproject's requires-python


def compile_lock(uv: str, sources: list[str], out: Path, *, cwd: Path = ROOT) -> None:
    """``sources`` relative to ``cwd``: the lock names them in its comments, so the same input writes the same lock."""
    subprocess.run(
        [
            uv,
            "pip",
            "compile",
            *sources,
            "--universal",
            "--generate-hashes",
            "--python-version",
            OLDEST_PYTHON,
            "--custom-compile-command",
            COMMAND,
            "--quiet",
            "--output-file",
            str(out),
        ],
        cwd=cwd,
        check=True,
    )


def main() -> int:
    uv = shutil.which("uv") or shutil.which("uv", path=str(Path(sys.executable).parent))
    if uv is None:
        print("lock_deps: uv is not installed (pip install -e '.[dev]')", file=sys.stderr)
        return 2
    for old in LOCKS.glob("*.txt"):
        old.unlink()
    for extras in [*every_job_extras(), SERVICE_EXTRAS]:
        flags = [flag for extra in extras for flag in ("--extra", extra)]
        compile_lock(uv, ["pyproject.toml", *flags], LOCKS / lock_name(extras))
    build_requires = tomllib.loads((ROOT / "pyproject.toml").read_text())["build-system"]["requires"]
    with tempfile.TemporaryDirectory() as tmp:
        (Path(tmp) / "build-requirements.in").write_text("\n".join(build_requires) + "\n")
        compile_lock(uv, ["build-requirements.in"], BUILD_LOCK, cwd=Path(tmp))
    for lock in sorted(LOCKS.glob("*.txt")):
        print(f"wrote {lock.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
