"""Read an IR input that is either Tile IR text or Tile IR bytecode; bytecode goes through `tileirdisasm`.

`tileirdisasm` ships in the nvidia-cuda-tileiras wheel (13.4+) beside `tileiras`, so it is looked up
beside the tileiras that preflight finds (`$CUTILE_TILEIRAS_PATH`, PATH, then the wheel), then on PATH.
Both frontends' bytecode is printed by this one tool, so the two texts are always in the same syntax.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from tilebot.runner.preflight.checks import find_tileiras
from tilebot.runner.tileir.errors import InputProblem, IRInputError

BYTECODE_MAGIC = b"\x7fTileIR\x00"
DISASM_TIMEOUT_S = 120
INSTALL_HINT = "pip install 'nvidia-cuda-tileiras==13.4.*' (tileirdisasm ships beside tileiras from 13.4)"


@dataclass(frozen=True)
class IRText:
    path: str
    text: str
    origin: Literal["text", "bytecode"]


def is_bytecode(data: bytes) -> bool:
    return data.startswith(BYTECODE_MAGIC)


def find_tileirdisasm(env: Mapping[str, str] = os.environ) -> Path | None:
    loc = find_tileiras(env)
    if loc.path is not None:
        beside = loc.path.parent / "tileirdisasm"
        if beside.is_file() and os.access(beside, os.X_OK):
            return beside
    on_path = shutil.which("tileirdisasm", path=env.get("PATH"))
    return Path(on_path) if on_path else None


def disassemble(path: Path, *, tool: Path | None = None, debug_info: bool = False) -> str:
    """Tile IR text of a bytecode file; IRInputError when the tool is missing or rejects the file."""
    tool = tool or find_tileirdisasm()
    if tool is None:
        raise IRInputError(str(path), InputProblem.TOOL_MISSING, f"bytecode needs tileirdisasm; {INSTALL_HINT}")
    argv = [str(tool), *(["-g"] if debug_info else []), str(path)]
    try:
        run = subprocess.run(argv, capture_output=True, text=True, timeout=DISASM_TIMEOUT_S, check=False)
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise IRInputError(str(path), InputProblem.DISASSEMBLY, f"{tool}: {exc}") from exc
    if run.returncode != 0 or not run.stdout.strip():
        detail = (run.stderr or run.stdout).strip().splitlines()[-1:] or [f"exit {run.returncode}, no output"]
        raise IRInputError(
            str(path),
            InputProblem.DISASSEMBLY,
            f"tileirdisasm exit {run.returncode}: {detail[0]} (bytecode truncated?)",
        )
    return run.stdout


def read_ir(path: Path, *, tool: Path | None = None) -> IRText:
    """The IR text of ``path``, whichever of text or bytecode it holds."""
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        raise IRInputError(str(path), InputProblem.MISSING, "no such file") from None
    except OSError as exc:
        raise IRInputError(str(path), InputProblem.MISSING, f"cannot read: {exc.strerror or exc}") from exc
    if is_bytecode(data):
        return IRText(str(path), disassemble(path, tool=tool), "bytecode")
    if not data.strip():
        raise IRInputError(str(path), InputProblem.EMPTY, "the file is empty")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise IRInputError(
            str(path), InputProblem.NOT_TILE_IR, "binary data without the Tile IR bytecode magic (\\x7fTileIR\\0)"
        ) from None
    return IRText(str(path), text, "text")
