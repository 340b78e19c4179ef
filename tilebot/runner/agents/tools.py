"""Sandboxed tools for one stage's agent: file access confined to the workspace and the stage's allowlist.

Paths are relative to the workspace (the run's checkout). Absolute paths, ``..`` and symlinks that lead
outside are refused for every tool, and so are git's own files (``.git/``); writes must also match the stage's
write allowlist and never go through a symlink; ``read_file`` pages text files only (binary ones are refused).
``run_command`` runs only commands on the stage's allowlist, through ``run_untrusted`` (scrubbed environment, own
process group, killed on timeout). Every refusal goes back to the model as a tool error and into ``refusals`` for
the stage's log.

A stage may add its own checks as tools (``LoopTool``: B's build, dump_ir, ir_diff...; D's build and
check_exports): the stage's code runs them with the stage's environment, and their failures are tool
results, not refusals.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import Any, TextIO

from tilebot.core.owned_files import matches
from tilebot.runner.agents.runtime import ToolReply
from tilebot.runner.sandbox import run_untrusted

MAX_READ_CHARS = 40_000  # one read_file page: ~10k tokens, so a few reads never crowd the context
READ_LINES = 1000  # lines per page unless the model asks for fewer
MAX_WRITE_CHARS = 500_000
OUTPUT_TAIL_CHARS = 8_000
MAX_LISTED = 500
BINARY_SNIFF_BYTES = 8192  # a NUL byte in a file's head: binary, not shown


class Refused(ValueError):
    """A tool call the sandbox will not carry out; the message says why."""


@dataclass(frozen=True)
class CommandRule:
    """An allowed command: ``argv`` starts with ``program``; the rest are ``flags`` or, if allowed, workspace paths."""

    program: tuple[str, ...]
    cwd: str  # workspace-relative directory the command runs in
    flags: frozenset[str] = frozenset()
    path_args: bool = False
    timeout: float = 600.0

    def accepts(self, argv: Sequence[str]) -> bool:
        return tuple(argv[: len(self.program)]) == self.program


@dataclass(frozen=True)
class StagePolicy:
    writable: tuple[str, ...]  # workspace-relative glob patterns, matched part for part (`core.owned_files.matches`)
    commands: tuple[CommandRule, ...] = ()


@dataclass(frozen=True)
class LoopTool:
    """A stage's own check offered inside the loop (build, dump_ir, check_contract...): the stage's code runs it.

    ``run`` returns the tool result; a failed check is a ``ToolReply`` with ``is_error`` set, never an exception.
    The stage's final checks stay the judge: these only let the agent see the same errors earlier.
    """

    name: str
    description: str
    run: Callable[[Mapping[str, Any]], ToolReply]
    properties: Mapping[str, Any] = field(default_factory=dict)
    required: tuple[str, ...] = ()

    def definition(self) -> dict[str, Any]:
        schema = {"type": "object", "properties": dict(self.properties), "required": list(self.required)}
        return {"name": self.name, "description": self.description, "input_schema": schema}


@dataclass(frozen=True)
class Refusal:
    tool: str
    reason: str


# Executables for allowed programs: the words the model uses, mapped to what actually runs.
def _executable(word: str) -> list[str]:
    if word == "tilebot":
        return [sys.executable, "-m", "tilebot.cli"]
    found = shutil.which(word)
    if found is None:
        raise Refused(f"{word} is not installed on this runner")
    return [found]


@dataclass
class StageTools:
    """The tools of one stage; implements the runtime's ``Toolbox``."""

    workspace: Path
    policy: StagePolicy
    refusals: list[Refusal] = field(default_factory=list)
    written: list[str] = field(default_factory=list)
    stage_tools: tuple[LoopTool, ...] = ()  # the stage's own checks, set by the stage after the loop starts

    def __post_init__(self) -> None:
        self.workspace = self.workspace.resolve(strict=True)

    def definitions(self) -> list[dict[str, Any]]:
        path = {"type": "string", "description": "path relative to the workspace root"}
        tools: list[dict[str, Any]] = [
            {
                "name": "read_file",
                "description": f"Read a UTF-8 text file of the workspace, a page at a time: up to {READ_LINES} lines "
                f"and {MAX_READ_CHARS} characters from line `offset`. A page that does not reach the end says "
                "which offset reads on.",
                "input_schema": {
                    "type": "object",
                    "properties": {
                        "path": path,
                        "offset": {"type": "integer", "minimum": 1, "description": "first line to read (default 1)"},
                        "limit": {"type": "integer", "minimum": 1, "description": f"lines to read (≤ {READ_LINES})"},
                    },
                    "required": ["path"],
                },
            },
            {
                "name": "list_dir",
                "description": "List a workspace directory (names; directories end in '/').",
                "input_schema": {"type": "object", "properties": {"path": path}, "required": ["path"]},
            },
            {
                "name": "write_file",
                "description": "Create or replace a file. Only these paths may be written: "
                + ", ".join(self.policy.writable),
                "input_schema": {
                    "type": "object",
                    "properties": {"path": path, "content": {"type": "string"}},
                    "required": ["path", "content"],
                },
            },
        ]
        if self.policy.commands:
            allowed = "; ".join(" ".join(rule.program) + f" (in {rule.cwd})" for rule in self.policy.commands)
            tools.append(
                {
                    "name": "run_command",
                    "description": f"Run an allowed command, given as an argv list. Allowed: {allowed}.",
                    "input_schema": {
                        "type": "object",
                        "properties": {"argv": {"type": "array", "items": {"type": "string"}}},
                        "required": ["argv"],
                    },
                }
            )
        return tools + [tool.definition() for tool in self.stage_tools]

    def call(self, name: str, arguments: Mapping[str, Any]) -> ToolReply:
        handlers = {
            "read_file": self._read_file,
            "list_dir": self._list_dir,
            "write_file": self._write_file,
            "run_command": self._run_command,
        }
        own = next((tool for tool in self.stage_tools if tool.name == name), None)
        try:
            if own is not None and name not in handlers:
                return own.run(arguments)
            handler = handlers.get(name)
            if handler is None or (name == "run_command" and not self.policy.commands):
                raise Refused(f"unknown tool {name!r}")
            return ToolReply(handler(arguments))
        except Refused as exc:
            self.refusals.append(Refusal(name, str(exc)))
            return ToolReply(f"refused: {exc}", is_error=True)
        except (OSError, ValueError) as exc:
            # What the agent chose failed on the way: a path through a file or onto a directory, a NUL byte, a lone
            # surrogate (UnicodeError is a ValueError). Its error to fix, not the stage's end.
            reason = f"{type(exc).__name__}: {exc}"
            self.refusals.append(Refusal(name, reason))
            return ToolReply(f"failed: {reason}", is_error=True)

    # Paths

    def _relative(self, arguments: Mapping[str, Any], key: str = "path") -> PurePosixPath:
        raw = arguments.get(key)
        if not isinstance(raw, str) or not raw.strip():
            raise Refused(f"{key} must be a non-empty string")
        rel = PurePosixPath(raw)
        if rel.is_absolute() or raw.startswith("~") or "\\" in raw:
            raise Refused(f"{raw!r}: absolute paths are refused; give a path relative to the workspace")
        if ".." in rel.parts:
            raise Refused(f"{raw!r}: '..' is refused")
        return rel

    def _inside(self, rel: PurePosixPath) -> Path:
        """The real path of ``rel``; refused when a symlink on the way leads out of the workspace or into a loop."""
        try:
            resolved = (self.workspace / rel).resolve(strict=False)
        except RuntimeError as exc:  # a symlink loop (a repository may commit one): Python's own error for it
            raise Refused(f"{rel}: {exc}") from None
        if not resolved.is_relative_to(self.workspace):
            raise Refused(f"{rel}: leads outside the workspace through a symlink")
        if ".git" in resolved.relative_to(self.workspace).parts:
            # git's own files are not the port's, and a local run's .git/config may hold a remote URL's credentials
            raise Refused(f"{rel}: git's files are refused")
        return resolved

    # Tools

    def _read_file(self, arguments: Mapping[str, Any]) -> str:
        rel = self._relative(arguments)
        target = self._inside(rel)
        if not target.is_file():
            raise Refused(f"{rel}: no such file")
        offset, limit = _positive(arguments, "offset", 1), min(_positive(arguments, "limit", READ_LINES), READ_LINES)
        with target.open("rb") as raw:
            head = raw.read(BINARY_SNIFF_BYTES)
        if b"\0" in head:
            # Bytecode (.tileirbc), a library: a page of it would be tens of thousands of tokens of nothing.
            size = target.stat().st_size
            raise Refused(f"{rel} is a binary file ({size} bytes); read its text form instead (.mlir for IR)")
        # Only the lines up to the page's end are read, and of a huge one only its head: a data file of the target
        # repository may be hundreds of megabytes.
        page: list[str] = []
        size = 0
        number = 0
        with target.open(encoding="utf-8", errors="replace") as text:  # universal newlines: CRLF one end
            for number, (line, length) in enumerate(_lines(text), start=1):
                if number < offset:
                    continue
                if length > len(line):  # one huge line (minified data): its head only
                    line += f" [line clipped: {length} characters]\n"
                if len(page) == limit or (page and size + len(line) > MAX_READ_CHARS):
                    end = offset - 1 + len(page)
                    return "".join(page) + f"\n[lines {offset}-{end}; read on with offset={end + 1}]"
                page.append(line)
                size += len(line)
        if offset > max(1, number):
            raise Refused(f"offset {offset} is past the end: {rel} has {number} lines")
        return "".join(page)

    def _list_dir(self, arguments: Mapping[str, Any]) -> str:
        rel = self._relative(arguments)
        target = self._inside(rel)
        if not target.is_dir():
            raise Refused(f"{rel}: no such directory")
        names = sorted(p.name + ("/" if p.is_dir() else "") for p in target.iterdir())
        more = f"\n[{len(names) - MAX_LISTED} more]" if len(names) > MAX_LISTED else ""
        return "\n".join(names[:MAX_LISTED]) + more

    def _write_file(self, arguments: Mapping[str, Any]) -> str:
        rel = self._relative(arguments)
        content = arguments.get("content")
        if not isinstance(content, str):
            raise Refused("content must be a string")
        if len(content) > MAX_WRITE_CHARS:
            raise Refused(f"content is {len(content)} characters; the limit is {MAX_WRITE_CHARS}")
        # The commit's own rule, so that nothing is written (and built) that the stage would not commit.
        if not matches(rel.as_posix(), self.policy.writable):
            raise Refused(f"{rel}: this stage may write only {', '.join(self.policy.writable)}")
        lexical = self.workspace / rel
        # A symlink anywhere on the way could redirect the write to a file of another stage.
        for step in [lexical, *lexical.parents]:
            if step == self.workspace:
                break
            if step.is_symlink():
                raise Refused(f"{rel}: writing through a symlink is refused")
        target = self._inside(rel)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(content, encoding="utf-8")
        self.written.append(rel.as_posix())
        return f"wrote {len(content)} characters to {rel}"

    def _run_command(self, arguments: Mapping[str, Any]) -> str:
        argv = arguments.get("argv")
        if not isinstance(argv, list) or not argv or not all(isinstance(a, str) for a in argv):
            raise Refused("argv must be a non-empty list of strings")
        rule = next((r for r in self.policy.commands if r.accepts(argv)), None)
        if rule is None:
            raise Refused(f"{' '.join(argv)!r} is not an allowed command for this stage")
        rest = argv[len(rule.program) :]
        for arg in rest:
            if arg in rule.flags:
                continue
            if rule.path_args and not arg.startswith("-"):
                self._inside(self._relative({"path": arg}))
                continue
            raise Refused(f"argument {arg!r} is not allowed for {' '.join(rule.program)}")
        cwd = self._inside(PurePosixPath(rule.cwd))
        if not cwd.is_dir():
            raise Refused(f"{rule.cwd}: the command's directory does not exist yet")
        command = _executable(rule.program[0]) + list(rule.program[1:]) + rest
        try:
            proc = run_untrusted(command, cwd=cwd, timeout=rule.timeout)
        except subprocess.TimeoutExpired:
            raise Refused(f"{' '.join(argv)} ran past its {rule.timeout:g} s limit and was killed") from None
        output = (proc.stdout + proc.stderr)[-OUTPUT_TAIL_CHARS:]
        return f"exit code {proc.returncode}\n{output}"


def _lines(text: TextIO) -> Iterator[tuple[str, int]]:
    """Each line of ``text`` (its end kept), cut to MAX_READ_CHARS, with its whole length: a huge line is never held."""
    while line := text.readline(MAX_READ_CHARS):
        length, rest = len(line), line
        while len(rest) == MAX_READ_CHARS and not rest.endswith("\n"):
            rest = text.readline(MAX_READ_CHARS)
            length += len(rest)
        yield line, length


def _positive(arguments: Mapping[str, Any], key: str, default: int) -> int:
    value = arguments.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise Refused(f"{key} must be a whole number of at least 1, got {value!r}")
    return value
