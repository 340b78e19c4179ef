"""Test parameter values as the analyzer holds them, and their JSON forms.

Values read from test files by ``ast`` are plain Python (ints, floats, strings,
bools, None, tuples, lists) plus ``TorchDtype`` for ``torch.<dtype>`` names, so
the analyzer never imports torch. Two JSON forms exist: a lossless tagged form
for handing configurations to a dry-run process, and a readable form for
analysis.json (dtypes as ``"torch.float16"``, tuples as lists).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

JsonValue = None | bool | int | float | str | list["JsonValue"] | dict[str, "JsonValue"]


@dataclass(frozen=True)
class TorchDtype:
    """``torch.float16`` as written in a test file; prints like torch's dtype does."""

    name: str

    def __repr__(self) -> str:
        return f"torch.{self.name}"

    def __str__(self) -> str:
        return repr(self)


# torch's second names for dtypes; analysis.json always uses the canonical one.
DTYPE_ALIASES = {"half": "float16", "float": "float32", "double": "float64", "long": "int64", "int": "int32"}
KNOWN_DTYPES = frozenset(
    [
        "float16",
        "bfloat16",
        "float32",
        "float64",
        "float8_e4m3fn",
        "float8_e5m2",
        "float8_e8m0fnu",
        "float4_e2m1fn_x2",
        "int8",
        "int16",
        "int32",
        "int64",
        "uint8",
        "uint16",
        "uint32",
        "uint64",
        "bool",
        "complex64",
    ]
)


def torch_dtype(name: str) -> TorchDtype | None:
    """The dtype named by ``torch.<name>``, or None when ``name`` is not a dtype."""
    canonical = DTYPE_ALIASES.get(name, name)
    return TorchDtype(canonical) if canonical in KNOWN_DTYPES else None


def to_tagged(value: Any) -> JsonValue:
    """Lossless JSON: dtypes and tuples keep their kind."""
    if isinstance(value, TorchDtype):
        return {"__dtype__": value.name}
    if isinstance(value, tuple):
        return {"__tuple__": [to_tagged(v) for v in value]}
    if isinstance(value, list):
        return [to_tagged(v) for v in value]
    if isinstance(value, dict):
        return {str(k): to_tagged(v) for k, v in value.items()}
    if value is None or isinstance(value, bool | int | float | str):
        return value
    raise TypeError(f"cannot hand {type(value).__name__} {value!r} to a dry run")


def from_tagged(value: JsonValue, make_dtype: Any = TorchDtype) -> Any:
    """Inverse of ``to_tagged``; ``make_dtype`` turns a dtype name into the receiving side's object."""
    if isinstance(value, dict):
        if "__dtype__" in value:
            return make_dtype(value["__dtype__"])
        if "__tuple__" in value:
            items = value["__tuple__"]
            assert isinstance(items, list)
            return tuple(from_tagged(v, make_dtype) for v in items)
        return {k: from_tagged(v, make_dtype) for k, v in value.items()}
    if isinstance(value, list):
        return [from_tagged(v, make_dtype) for v in value]
    return value


def to_readable(value: Any) -> JsonValue:
    """analysis.json's form: ``"torch.float16"`` for dtypes, lists for tuples."""
    if isinstance(value, TorchDtype):
        return repr(value)
    if isinstance(value, list | tuple):
        return [to_readable(v) for v in value]
    if isinstance(value, dict):
        return {str(k): to_readable(v) for k, v in value.items()}
    if value is None or isinstance(value, bool | int | float | str):
        return value
    return repr(value)


def dtype_name(value: Any) -> str | None:
    """``float16`` for a dtype value (or a string naming one), else None."""
    if isinstance(value, TorchDtype):
        return value.name
    if isinstance(value, str):
        found = torch_dtype(value.removeprefix("torch."))
        return found.name if found else None
    return None
