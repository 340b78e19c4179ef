"""Why a test process died by a signal, from its whole output: the lines that say so, not the last ones.

A cutile cdylib that panics inside an ``extern "C"`` launcher aborts the process (SIGABRT). What tells the
cause apart is a few lines anywhere in the output: Rust's ``thread '...' panicked at FILE:LINE:COL:`` and its
message, a C++ ``terminate called ...`` with its ``what():``, and Python faulthandler's ``Fatal Python error``
with the current thread's frames. Faulthandler ends with a list of every extension module (thousands of
characters), so the plain tail of the output holds none of them.
"""

from __future__ import annotations

import re
import signal
from dataclasses import dataclass

# anywhere in a line: a merged stream may put pytest's "." before it; newer Rust prints the thread's id too
_PANIC = re.compile(r"thread '[^']*'(?: \(\d+\))? panicked at ")
_PANIC_END = re.compile(r"^(note: |stack backtrace:|thread '[^']*'(?: \(\d+\))? panicked at |Fatal Python error)")
_REGISTRY = re.compile(r"/\S*/registry/src/[^/]+/|/rustc/[0-9a-f]+/")
_TERMINATE = re.compile(r"^(terminate called |\s*what\(\): )")
_NO_UNWIND = "thread caused non-unwinding panic"
_FATAL = "Fatal Python error: "
_CURRENT_THREAD = re.compile(r"^Current thread 0x[0-9a-f]+ .*\(most recent call first\):$")
_FRAME = re.compile(r'^\s+File "')
MESSAGE_LINES = 6  # a panic message longer than this is cut: the first lines name the check that failed
FRAMES = 8  # innermost faulthandler frames kept: the test function and the launcher call are among them


@dataclass(frozen=True)
class CrashCause:
    """The lines that explain a death, in the order they were printed, and a one-line summary of them."""

    lines: tuple[str, ...]
    summary: str  # "" when the output names no cause

    def __bool__(self) -> bool:
        return bool(self.lines)


def signal_name(exit_code: int) -> str:
    """``SIGABRT`` for -6 (subprocess's spelling of death by a signal); "" for an ordinary exit code."""
    if exit_code >= 0:
        return ""
    try:
        return signal.Signals(-exit_code).name
    except ValueError:
        return f"signal {-exit_code}"


def crash_cause(output: str) -> CrashCause:
    """The panic, terminate and fatal-error lines of ``output``, and the current thread's innermost frames."""
    lines = output.splitlines()
    kept: list[str] = []
    summaries: list[str] = []
    i = 0
    while i < len(lines):
        line = lines[i]
        panic = _PANIC.search(line)
        if panic:
            line = line[panic.start() :]
            message = _panic_message(lines, i + 1)
            kept += [line, *message]
            summaries.append(_panic_summary(line, message))
            i += 1 + len(message)
            continue
        if _TERMINATE.match(line) or line.startswith(_NO_UNWIND):
            kept.append(line)
            summaries.append(line.strip())
        elif _FATAL in line:
            line = line[line.index(_FATAL) :]
            kept.append(line)
            summaries.append(line)
        elif _CURRENT_THREAD.match(line):
            frames = _frames(lines, i + 1)
            kept += [line, *frames[:FRAMES]]
            i += 1 + len(frames)
            continue
        i += 1
    return CrashCause(tuple(kept), "; ".join(dict.fromkeys(summaries)))


def _panic_message(lines: list[str], start: int) -> list[str]:
    """The message after a ``panicked at FILE:LINE:COL:`` line (Rust >= 1.73 puts it on the lines below)."""
    message = []
    for line in lines[start : start + MESSAGE_LINES]:
        if not line.strip() or _PANIC_END.match(line):
            break
        message.append(line)
    return message


def _panic_summary(line: str, message: list[str]) -> str:
    # a crate's file without cargo's registry path (cutile-0.2.0/src/tensor.rs), std's without rustc's source path
    # (library/core/...): the stage's one line has 500 characters
    where = _REGISTRY.sub("", line.removeprefix("thread ").strip())
    return f"{where} {' '.join(m.strip() for m in message)}".strip()


def _frames(lines: list[str], start: int) -> list[str]:
    frames = []
    for line in lines[start:]:
        if not _FRAME.match(line):
            break
        frames.append(line)
    return frames
