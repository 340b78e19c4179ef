"""A JIT cache for one stage's test processes: kernels compiled by one are loaded, not compiled, by the next.

E times each configuration in one process, and every kernel it times is compiled there first: cuTile Python
only skips ``tileiras`` with a disk cache, and cutile-rs keeps an in-memory map per process (0.2.0 had no disk
cache; 0.3.1's, ``cutile::jit_cache``, is off unless the program calls ``jit_cache::enable``, with no environment
switch, and the launchers here do not), so most of E's wall time was ``tileiras`` (~10 s per FMHA kernel) one
configuration after another. With a
``JitCache``, E first compiles in several processes at once (``op_plugin``'s warm mode), and the timed process
finds every cubin ready:

- cuTile Python: its own cache (``CUDA_TILE_CACHE_DIR``) in this run's directory;
- cutile-rs: ``CUTILE_TILEIRAS_PATH`` names a wrapper (``main`` below) that keys each ``tileiras`` call on the
  tileiras binary's sha256, its options and the input bytecode, and copies a cubin it has instead of compiling.

The directory lives as long as the ``with`` block, so nothing crosses from one stage or run to another (neither
cache verifies a cubin: one left behind could be timed in place of what was built). Standard library only: the
wrapper runs this file as a script under whatever environment the kernel's process has.
"""

from __future__ import annotations

import hashlib
import os
import shlex
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

CUTILE_PYTHON_CACHE_ENV = "CUDA_TILE_CACHE_DIR"
TILEIRAS_PATH_ENV = "CUTILE_TILEIRAS_PATH"  # cutile-rs runs this in place of `tileiras` on PATH
LOG = "tileiras.log"  # one line per wrapped call: "hit|miss|fail|pass <key> <seconds>"


@dataclass(frozen=True)
class JitCache:
    root: Path
    tileiras: Path | None  # the real compiler the wrapper runs on a miss; None: cutile-rs compiles uncached

    def env(self) -> dict[str, str]:
        env = {CUTILE_PYTHON_CACHE_ENV: str(self.root / "cutile-python")}
        if self.tileiras is not None:
            env[TILEIRAS_PATH_ENV] = str(self.root / "tileiras")
        return env

    def counts(self) -> dict[str, int]:
        """How the wrapped ``tileiras`` calls went so far: hits, misses (compiled), failed compiles and passes
        (not a compile)."""
        counts = {"hit": 0, "miss": 0, "fail": 0, "pass": 0}
        log = self.root / LOG
        if log.exists():
            for line in log.read_text(encoding="utf-8").splitlines():
                kind = line.split(" ", 1)[0]
                if kind in counts:
                    counts[kind] += 1
        return counts


@contextmanager
def jit_cache(env: Mapping[str, str] = os.environ) -> Iterator[JitCache]:
    """A fresh cache for the processes of one stage, removed afterwards."""
    real = _real_tileiras(env)
    with tempfile.TemporaryDirectory(prefix="tilebot-jit-") as tmp:
        root = Path(tmp)
        (root / "cubins").mkdir()
        if real is not None:
            wrapper = root / "tileiras"
            fingerprint = hashlib.sha256(real.read_bytes()).hexdigest()
            args = [sys.executable, str(Path(__file__).resolve()), str(real), fingerprint, str(root)]
            wrapper.write_text(f'#!/bin/sh\nexec {shlex.join(args)} "$@"\n', encoding="utf-8")
            wrapper.chmod(0o755)
        yield JitCache(root, real)


def _real_tileiras(env: Mapping[str, str]) -> Path | None:
    """The ``tileiras`` cutile-rs would run: ``CUTILE_TILEIRAS_PATH``, else the first on ``PATH``."""
    named = env.get(TILEIRAS_PATH_ENV) or shutil.which("tileiras", path=env.get("PATH"))
    return Path(named).resolve() if named and Path(named).is_file() else None


def cache_key(fingerprint: str, args: Sequence[str]) -> str | None:
    """The key of a compile ``tileiras [options] -o OUT INPUT``: the binary, the options and the input's bytes.
    None for any other call (``--version``, several inputs, no ``-o``): those run uncached."""
    if "-o" not in args or args.count("-o") != 1:
        return None
    at = args.index("-o")
    if at + 1 >= len(args) - 1:  # -o needs its value and the input after it
        return None
    rest = [*args[:at], *args[at + 2 :]]
    source = Path(rest[-1])
    if rest[-1].startswith("-") or not source.is_file():
        return None
    digest = hashlib.sha256()
    for part in (fingerprint, *rest[:-1]):
        digest.update(part.encode() + b"\0")
    digest.update(source.read_bytes())
    return digest.hexdigest()


def main(argv: Sequence[str]) -> int:
    real, fingerprint, root_dir, *args = argv
    root = Path(root_dir)
    started = time.monotonic()
    key = cache_key(fingerprint, args)
    if key is None:
        code = subprocess.call([real, *args])
        _log(root, "pass", "-", started)
        return code
    cubin = root / "cubins" / f"{key}.cubin"
    out = Path(args[args.index("-o") + 1])
    if cubin.is_file():
        shutil.copyfile(cubin, out)
        _log(root, "hit", key, started)
        return 0
    code = subprocess.call([real, *args])
    if code == 0 and out.is_file():
        partial = cubin.with_name(f"{key}.{os.getpid()}.partial")  # two processes may compile the same key
        shutil.copyfile(out, partial)
        os.replace(partial, cubin)
    _log(root, "miss" if code == 0 else "fail", key, started)
    return code


def _log(root: Path, kind: str, key: str, started: float) -> None:
    with (root / LOG).open("a", encoding="utf-8") as log:  # one short append per line: whole lines
        log.write(f"{kind} {key} {time.monotonic() - started:.3f}\n")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
