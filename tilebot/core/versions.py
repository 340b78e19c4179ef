"""Tool versions as printed by the tools ("cargo 1.95.0 (x)", "git version 2.39.3 (Apple Git-145)"), compared as
numbers: shared by the runners' preflight and the local run's own git check."""

from __future__ import annotations

import re
from collections.abc import Sequence

_VERSION_RE = re.compile(r"(\d+)((?:\.\d+)*)")


def parse_version(text: str) -> tuple[int, ...] | None:
    """First dotted number in ``text`` ("cargo 1.95.0 (x)" -> (1, 95, 0)); None if there is none."""
    m = _VERSION_RE.search(text)
    if m is None:
        return None
    return tuple(int(p) for p in (m.group(1) + m.group(2)).split("."))


def version_text(version: Sequence[int]) -> str:
    return ".".join(str(p) for p in version)


def at_least(found: Sequence[int], minimum: Sequence[int]) -> bool:
    """``found`` ≥ ``minimum``, missing parts read as 0 (1.7 == 1.7.0)."""
    n = max(len(found), len(minimum))
    return tuple(found) + (0,) * (n - len(found)) >= tuple(minimum) + (0,) * (n - len(minimum))
