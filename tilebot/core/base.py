"""What every contract model shares: strict frozen models and the identifiers that reach names and paths."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict

# Identifiers that end up in branch names, paths and commands: keep them boring.
OP_NAME_PATTERN = r"^[a-z][a-z0-9_]{0,63}$"
RUN_ID_PATTERN = r"^[0-9a-f]{8,32}$"
VARIANT_NAME_PATTERN = r"^[a-z][a-z0-9_]{0,79}$"


class Strict(BaseModel):
    # No NaN or infinity in any field: JSON has no literal for them (pydantic would write null, PostgreSQL's json
    # refuses a bare NaN), so a stage's NaN would be read back as a malformed result, or wedge the store.
    model_config = ConfigDict(extra="forbid", frozen=True, allow_inf_nan=False)
