"""Which Rust API names a markdown text cites, and which of them a set of crate sources does not define.

Cited names are read from the Rust in the text: fenced blocks (``rust`` or untagged) and inline code spans that
are not Python, shell or paths. A name counts as cited where the code calls it (``name(``), invokes it as a macro
(``name!``), uses it as a path segment (``module::Item``, ``module::{A, B}``), names it as a generic type
(``Tile<``) or declares it (``struct``/``trait``). Placeholders such as ``<op>_module`` and the Rust language's
own names are not API names.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path

# Rust's language and standard library, the crates' own names, and primitive-like types from the `half` crate
# (re-exported as `cutile::half`): names the rulebook may cite that no cutile crate defines.
_RUST = "as const crate else enum extern fn for if impl in let loop match mod mut pub return self Self struct super"
_RUST += " trait type unsafe use where while repr"
_STD = "Some None Ok Err Option Result Vec vec String Arc ManuallyDrop mem forget transmute size_of core std slice"
_STD += " c_void to_string step_by eprintln include macro_rules usize isize u8 u16 u32 u64 i8 i16 i32 i64 f32 f64 bool"
_STD += " INFINITY NEG_INFINITY"  # f32::NEG_INFINITY: core constants cutile takes as an operation's constant
_CRATES = "cutile cutile_macro cutile_compiler cuda_core cuda_async f16 bf16 half"
NOT_CUTILE = frozenset(f"{_RUST} {_STD} {_CRATES}".split())
_FENCE = re.compile(r"^[ \t]*```(\w*)[^\n]*\n(.*?)^[ \t]*```", re.MULTILINE | re.DOTALL)
_SPAN = re.compile(r"`([^`]+)`")
_NOT_RUST_SPAN = re.compile(r"\bct\.|\brange\(|torch|ctypes|/|\$|\bcargo\b|\bnm\b|\.py\b|\.rs\b|\.toml\b|\"")
# An identifier not glued to a placeholder (`<op>_module`, `cutile_<op>`) on either side.
_ID = r"(?<![\w>])([A-Za-z_]\w*)(?![\w<]*>)"
_CITES = (
    re.compile(_ID + r"(?=\(|!|::)"),  # call, macro, first path segment
    re.compile(r"::\s*([A-Za-z_]\w*)\b(?!>)"),  # later path segment
    re.compile(r"(?<![\w>])([A-Z]\w*)<"),  # generic type
    re.compile(r"\b(?:struct|trait)\s+([A-Za-z_]\w*)"),
)
_BRACED = re.compile(r"::\{([^}]*)\}")
# Items, macros, and the attributes the module macro recognises by name (`#[cutile::entry]` is one).
_DEFINED = re.compile(
    r"\b(?:fn|struct|enum|trait|mod|type|const|static|union)\s+([A-Za-z_]\w*)|macro_rules!\s*([A-Za-z_]\w*)"
    r"|by_last_segment\(\s*\"([A-Za-z_]\w*)\""
)


def rust_code(markdown: str) -> list[str]:
    """The Rust pieces of a markdown text: fenced rust/untagged blocks, then Rust-looking inline spans."""
    pieces = [body for lang, body in _FENCE.findall(markdown) if lang in ("", "rust")]
    prose = _FENCE.sub("", markdown)
    pieces += [span for span in _SPAN.findall(prose) if not _NOT_RUST_SPAN.search(span)]
    return pieces


def cited_names(markdown: str) -> set[str]:
    names: set[str] = set()
    for code in rust_code(markdown):
        for pattern in _CITES:
            names.update(pattern.findall(code))
        for group in _BRACED.findall(code):
            names.update(item.strip() for item in group.split(",") if re.fullmatch(r"\s*[A-Za-z_]\w*\s*", item))
    return {n for n in names if n not in NOT_CUTILE and not re.fullmatch(r"[A-Z]", n)}


def defined_names(sources: Iterable[Path]) -> set[str]:
    """Every item name the sources declare (functions, types, modules, constants, macros)."""
    found: set[str] = set()
    for path in sources:
        for match in _DEFINED.finditer(path.read_text(encoding="utf-8", errors="replace")):
            found.add(next(g for g in match.groups() if g))
    return found


def missing_names(markdown: str, defined: set[str]) -> list[str]:
    return sorted(cited_names(markdown) - defined)
