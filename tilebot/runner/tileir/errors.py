"""The one error type for IR input that cannot be used: it always names the file, and the line when known."""

from __future__ import annotations

from enum import StrEnum


class InputProblem(StrEnum):
    MISSING = "missing"  # no such file / unreadable
    EMPTY = "empty"  # nothing but whitespace
    NOT_TILE_IR = "not Tile IR"  # readable, but neither Tile IR bytecode nor Tile IR text
    TRUNCATED = "truncated"  # a block opened with `{` is never closed
    UNPARSEABLE = "unparseable"  # a line the parser cannot read
    DISASSEMBLY = "disassembly failed"  # tileirdisasm rejected the bytecode
    TOOL_MISSING = "tool missing"  # tileirdisasm is needed and not found


class IRInputError(Exception):
    """Unusable IR input (the CLI's exit code 2)."""

    def __init__(self, path: str, problem: InputProblem, detail: str, line: int | None = None) -> None:
        self.path = path
        self.problem = problem
        self.detail = detail
        self.line = line
        where = f"{path}:{line}" if line is not None else path
        super().__init__(f"{where}: {problem.value}: {detail}")
