"""What every contract model shares: strict frozen models and the identifiers that reach names and paths."""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable

from pydantic import BaseModel, ConfigDict

# Identifiers that end up in branch names, paths and commands: keep them boring.
OP_NAME_PATTERN = r"^[a-z][a-z0-9_]{0,63}$"
RUN_ID_PATTERN = r"^[0-9a-f]{8,32}$"
VARIANT_NAME_PATTERN = r"^[a-z][a-z0-9_]{0,79}$"


def lowercase_op_name(name: str) -> str | None:
    """The op name a refused ``name`` differs from only in case (`Softmax`: `softmax`), or None: what its user most
    likely meant, op names being lowercase."""
    lowered = name.lower()
    return lowered if re.fullmatch(OP_NAME_PATTERN, lowered) else None


def nearest_ops(names: Iterable[str], known: list[str]) -> list[str]:
    """The known op nearest to each name that is none (a typo, `softmx`, or a case, `SOFTMAX`), each once."""
    near = (match for name in names for match in difflib.get_close_matches(name.lower(), known, n=1))
    return list(dict.fromkeys(near))


class Strict(BaseModel):
    # No NaN or infinity in any field: JSON has no literal for them (pydantic would write null, PostgreSQL's json
    # refuses a bare NaN), so a stage's NaN would be read back as a malformed result, or wedge the store.
    model_config = ConfigDict(extra="forbid", frozen=True, allow_inf_nan=False)
