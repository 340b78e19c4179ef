"""Where an IR line came from in the kernel's source, when the IR says so.

MLIR text carries debug locations as a trailing ``loc("file":line:col)`` or ``loc(#locN)`` with ``#locN = loc(…)``
aliases (``tileirdisasm -g``; fused locations list several). cuTile Python's IR names its ``.py`` lines this way.
cutile-rs 0.2.0 wrote ``loc(unknown)`` everywhere. 0.3.1 records ``kernel.rs`` lines, but only as
``#cuda_tile.di_loc<#loc in #di_subprogram>`` and ``callsite(..)`` aliases, in a disassembly made with ``-g``,
which this module does not follow and the IR diff does not request: the map of a port's IR is empty, and
annotations stay on the IR lines.
"""

from __future__ import annotations

import re

_FILE_LOC = re.compile(r'"(?P<file>[^"]+)":(?P<line>\d+)(?::\d+)?')
_ALIAS_DEF = re.compile(r"^\s*(?P<name>#loc\d*)\s*=\s*loc\((?P<body>.*)\)\s*$")
_TRAILING_LOC = re.compile(r"\sloc\((?P<body>.*)\)\s*$")
_ALIAS_USE = re.compile(r"#loc\d*")


def _first_file(body: str, aliases: dict[str, str], depth: int = 0) -> tuple[str, int] | None:
    match = _FILE_LOC.search(body)
    if match:
        return match.group("file"), int(match.group("line"))
    if depth > 8:
        return None
    for name in _ALIAS_USE.findall(body):
        if name in aliases:
            found = _first_file(aliases[name], aliases, depth + 1)
            if found:
                return found
    return None


def source_lines(ir_text: str) -> dict[int, tuple[str, int]]:
    """IR line number (1-based, as the diff's locations count) -> (source file, line) where one is recorded."""
    lines = ir_text.splitlines()
    aliases = {m.group("name"): m.group("body") for m in map(_ALIAS_DEF.match, lines) if m}
    found: dict[int, tuple[str, int]] = {}
    for number, text in enumerate(lines, start=1):
        if _ALIAS_DEF.match(text):
            continue
        trailing = _TRAILING_LOC.search(text)
        if trailing:
            where = _first_file(trailing.group("body"), aliases)
            if where:
                found[number] = where
    return found
