"""The construct table (``constructs.toml``): each cuTile Python construct, its cutile form, and why not.

One row per construct: ``form`` is ``1:1`` (a direct counterpart), ``rewrite`` (a fixed rewrite) or
``refused`` (no faithful cutile form: the translator stops and says why). Rows that translate carry
a minimal kernel (``example``) that the tests compile on both sides and diff; refused rows carry one
that must be refused with that row's construct. The translator consults the table for every ``ct.*``
call, so a construct with no row is refused too, with "no rule yet".
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any, NoReturn

from tilebot.runner.translator.errors import Refusal

TABLE = Path(__file__).with_name("constructs.toml")
FORMS = ("1:1", "rewrite", "refused")


@dataclass(frozen=True)
class Construct:
    python: str
    form: str
    cutile: str
    reason: str = ""
    ir_gap: str = ""  # a translated row whose IR the diff still rejects: what the translator does not replay yet
    example: str = ""
    arrays: dict[str, str] = field(default_factory=dict)  # name → "float32[64,256]"
    constants: dict[str, Any] = field(default_factory=dict)
    grid: tuple[int, ...] = (1,)


@cache
def rows() -> dict[str, Construct]:
    data = tomllib.loads(TABLE.read_text(encoding="utf-8"))
    table: dict[str, Construct] = {}
    for raw in data["construct"]:
        row = Construct(**{**raw, "grid": tuple(raw.get("grid", (1,)))})
        if row.form not in FORMS:
            raise ValueError(f"{TABLE.name}: {row.python}: form must be one of {FORMS}, not {row.form!r}")
        if row.python in table:
            raise ValueError(f"{TABLE.name}: {row.python} appears twice")
        if row.form == "refused" and not row.reason:
            raise ValueError(f"{TABLE.name}: refused row {row.python} needs a reason")
        table[row.python] = row
    return table


def row(construct: str) -> Construct | None:
    return rows().get(construct)


def refuse(construct: str, line: int) -> NoReturn:
    """Stop translating at ``line``: the table's reason when the construct has a refused row."""
    found = row(construct)
    if found is not None and found.form == "refused":
        raise Refusal(construct, line, found.reason)
    raise Refusal(construct, line, "no rule for this construct in the translator yet")


def translates(construct: str) -> bool:
    """The table has a row for ``construct`` and it is not refused."""
    found = row(construct)
    return found is not None and found.form != "refused"
