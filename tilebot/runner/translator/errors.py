"""Why the translator stops: a construct it will not translate, named with its source line."""

from __future__ import annotations


class Refusal(Exception):
    """The kernel uses a construct with no faithful cutile form here (or none yet).

    ``construct`` is the construct table's key (``ct.exp(rounding_mode=APPROX)``), ``line`` the line in the
    reference source, ``reason`` why: what stage B's agent gets when ``writer = "auto"`` hands the rest over.
    """

    def __init__(self, construct: str, line: int, reason: str) -> None:
        super().__init__(f"line {line}: {construct}: {reason}")
        self.construct = construct
        self.line = line
        self.reason = reason
