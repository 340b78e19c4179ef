"""What a cutile-rs ``kernel.rs`` declares: its ``#[cutile::module]`` modules and their entries' parameters.

Read from the source text (comments stripped, brackets balanced), not compiled: enough to
render the IR harness and to check a compile request against the entry before cargo runs.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

__all__ = [
    "EntryParam",
    "EntrySignature",
    "KernelSourceError",
    "entry_signature",
    "entry_signatures",
    "module_names",
]

ParamKind = Literal["tensor", "pointer", "int", "float", "bool", "other"]
_INT_TYPES = {"i8", "i16", "i32", "i64", "u8", "u16", "u32", "u64", "isize", "usize"}
_FLOAT_TYPES = {"f16", "bf16", "f32", "f64"}
# An entry function: its attribute, then (past other attributes and `pub unsafe`) its name.
_ENTRY_FN = re.compile(
    r"#\[\s*cutile\s*::\s*entry\b[^\]]*\]\s*(?:#\[[^\]]*\]\s*)*(?:pub(?:\([^)]*\))?\s+)?(?:unsafe\s+)?fn\s+(\w+)"
)
_MODULE_RE = re.compile(r"#\[\s*cutile\s*::\s*module\s*(?:\([^\]]*\))?\s*\]\s*(?:pub(?:\s*\([^)]*\))?\s+)?mod\s+(\w+)")
_OPEN, _CLOSE = "([{<", ")]}>"


class KernelSourceError(ValueError):
    """kernel.rs does not declare what a request needs; the message says what is missing."""


@dataclass(frozen=True)
class EntryParam:
    name: str
    type: str
    kind: ParamKind


@dataclass(frozen=True)
class EntrySignature:
    function: str
    generics: tuple[str, ...]  # names in declaration order (`E`, `BM`, ...)
    params: tuple[EntryParam, ...]
    declared: tuple[str, ...] = ()  # each generic parameter as written, one space between words (`const BM: i32`)


def strip_comments(source: str) -> str:
    source = re.sub(r"/\*.*?\*/", " ", source, flags=re.DOTALL)
    return re.sub(r"//[^\n]*", "", source)


def module_names(source: str) -> list[str]:
    """Names of the ``#[cutile::module]`` modules, in source order."""
    return _MODULE_RE.findall(strip_comments(source))


def _balanced(text: str, start: int, opening: str = _OPEN, closing: str = _CLOSE) -> int:
    """Index just past the bracket group opening at ``text[start]``. ``->`` is not a closing angle.

    Signatures balance all four bracket kinds; bodies only braces (``a < b`` is not a bracket).
    """
    depth = 0
    i = start
    while i < len(text):
        ch = text[i]
        if ch in opening:
            depth += 1
        elif ch in closing and not (ch == ">" and text[i - 1] == "-"):
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    raise KernelSourceError("unbalanced brackets in kernel.rs")


def _split_top_level(text: str) -> list[str]:
    parts: list[str] = []
    current: list[str] = []
    depth = 0
    for i, ch in enumerate(text):
        if ch in _OPEN:
            depth += 1
        elif ch in _CLOSE and not (ch == ">" and i and text[i - 1] == "-"):
            depth -= 1
        if ch == "," and depth == 0:
            parts.append("".join(current).strip())
            current = []
        else:
            current.append(ch)
    tail = "".join(current).strip()
    return [p for p in [*parts, tail] if p]


def _kind(rust_type: str) -> ParamKind:
    t = " ".join(rust_type.split())
    if t.startswith("&"):
        return "tensor"
    if t.startswith("*"):
        return "pointer"
    if t in _INT_TYPES:
        return "int"
    if t in _FLOAT_TYPES:
        return "float"
    if t == "bool":
        return "bool"
    return "other"


def entry_signature(source: str, module: str, function: str) -> EntrySignature:
    """The generics and parameters of ``fn function`` inside ``mod module``."""
    text = strip_comments(source)
    m = re.search(rf"\bmod\s+{re.escape(module)}\s*\{{", text)
    if m is None or module not in module_names(source):
        raise KernelSourceError(f"kernel.rs has no #[cutile::module] `{module}` (modules: {module_names(source)})")
    body_end = _balanced(text, m.end() - 1, "{", "}")
    body = text[m.end() : body_end]
    f = re.search(rf"\bfn\s+{re.escape(function)}\s*(?=[<(])", body)
    if f is None:
        raise KernelSourceError(f"module `{module}` has no fn `{function}`")
    return _signature_at(body, f.end(), function)


def entry_signatures(source: str) -> list[EntrySignature]:
    """Every ``#[cutile::entry]`` function of every ``#[cutile::module]``, in source order (one pass: a kernel.rs
    of many specialized entries is large)."""
    text = strip_comments(source)
    found: list[EntrySignature] = []
    for module in module_names(source):
        m = re.search(rf"\bmod\s+{re.escape(module)}\s*\{{", text)
        if m is None:
            continue
        body = text[m.end() : _balanced(text, m.end() - 1, "{", "}")]
        for f in _ENTRY_FN.finditer(body):
            found.append(_signature_at(body, f.end(), f[1]))
    return found


def _signature_at(body: str, pos: int, function: str) -> EntrySignature:
    """The signature of ``fn function`` whose name ends at ``body[pos]``."""
    pos = _next_token(body, pos, function)
    generics: list[str] = []
    declared: list[str] = []
    if body[pos] == "<":
        end = _balanced(body, pos)
        for g in _split_top_level(body[pos + 1 : end - 1]):
            declared.append(" ".join(g.split()))
            g = g.removeprefix("const ").strip()
            generics.append(re.split(r"[\s:=]", g, maxsplit=1)[0])
        pos = _next_token(body, end, function)
    if body[pos] != "(":
        raise KernelSourceError(f"fn `{function}`: cannot find its parameter list")
    end = _balanced(body, pos)
    params = []
    for p in _split_top_level(body[pos + 1 : end - 1]):
        name, sep, rust_type = p.partition(":")
        if not sep:
            raise KernelSourceError(f"fn `{function}`: cannot read parameter `{p}`")
        name = name.strip().removeprefix("mut ").strip()
        params.append(EntryParam(name, " ".join(rust_type.split()), _kind(rust_type)))
    return EntrySignature(function, tuple(generics), tuple(params), tuple(declared))


def _next_token(body: str, pos: int, function: str) -> int:
    """Index of the first non-space character from ``pos``. Reaching the end of the module's body means a bracket
    left open swallowed the rest of it (`fn k<const B: i32(x: ...`)."""
    while pos < len(body) and body[pos].isspace():
        pos += 1
    if pos == len(body):
        raise KernelSourceError(f"fn `{function}`: its signature runs to the end of its module (a bracket left open?)")
    return pos
