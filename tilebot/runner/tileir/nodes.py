"""Value-graph nodes: a kind, fields compared exactly, ordered children and a structural digest."""

from __future__ import annotations

import hashlib
from collections.abc import Iterator
from dataclasses import dataclass

from tilebot.runner.tileir.polynomial import natural

Fields = tuple[tuple[str, str], ...]


@dataclass(eq=False, slots=True)
class Node:
    kind: str
    fields: Fields
    kids: tuple[Node, ...] = ()
    line: int = 0
    commutative: int = 0  # how many leading kids commute
    number: float | None = None  # a float constant's value
    digest: int = 0
    loose: str = ""  # index math with scalar arguments abstracted (polynomial.abstract); not part of the digest
    shape: int = 0  # digest of kinds and fields only, no index math, masks or constant values: to pair children
    tagged: str = ""  # the loose text with each ARG tagged by the constant it stands for (polynomial.constants_agree)
    written: str = ""  # how the source spelled the op where the canonical form reads it otherwise; not in digests

    def get(self, name: str) -> str:
        return next((v for k, v in self.fields if k == name), "")

    def describe(self) -> str:
        shown = ", ".join([f"{k} {v}" for k, v in self.fields if v] + ([self.written] if self.written else []))
        return f"`{self.kind}`" + (f" ({shown})" if shown else "")


def make_node(
    kind: str,
    fields: Fields,
    kids: tuple[Node, ...] = (),
    line: int = 0,
    commutative: int = 0,
    number: float | None = None,
    loose: str = "",
    tagged: str = "",
    written: str = "",
) -> Node:
    """A node with its digests. Digests are tuple hashes: equal structure, equal digest, within one process (they
    are never printed or stored); commuting children are put in an order that does not depend on them."""
    if commutative == 2 and len(kids) >= 2:  # the common case, without sorted()'s overhead
        a, b = kids[0], kids[1]
        if (b.kind, b.fields, b.line) < (a.kind, a.fields, a.line):
            kids = (b, a, *kids[2:])
    elif commutative:
        order = sorted(range(commutative), key=lambda i: (kids[i].kind, kids[i].fields, kids[i].line))
        kids = tuple(kids[i] for i in order) + kids[commutative:]
    if commutative:
        keyed = (*sorted(k.digest for k in kids[:commutative]), *(k.digest for k in kids[commutative:]))
        shapes = (*sorted(k.shape for k in kids[:commutative]), *(k.shape for k in kids[commutative:]))
    else:
        keyed = tuple(k.digest for k in kids)
        shapes = tuple(k.shape for k in kids)
    digest = hash((kind, fields, keyed, number))
    shape = hash((kind, fields if kind not in _VALUES else (), shapes))
    return Node(kind, fields, kids, line, commutative, number, digest, loose, shape, tagged, written)


_VALUES = frozenset({"index", "mask", "const", "int"})


def walk(node: Node) -> Iterator[Node]:
    seen: set[int] = set()
    stack = [node]
    while stack:
        n = stack.pop()
        if n.digest in seen:
            continue
        seen.add(n.digest)
        yield n
        stack.extend(n.kids)


def stable_text(node: Node, depth: int = 6, *, loose: bool = False) -> str:
    """A short name of a node's structure that is the same in every process (digests are not): for index atoms
    that stand for loaded data, which appear in messages and reports. ``loose``: index math in it is read as its
    loose text (scalar arguments abstracted), as the value graph compares it between entries of different ABIs."""
    return hashlib.blake2b(_outline(node, depth, loose).encode(), digest_size=4).hexdigest()


def _outline(node: Node, depth: int, loose: bool = False) -> str:
    parts = [_outline(k, depth - 1, loose) for k in node.kids] if depth > 0 else ["…"]
    if depth > 0 and node.commutative:  # commuting children in an order of their own, not of source lines
        parts[: node.commutative] = sorted(parts[: node.commutative])
    kids = ",".join(parts)
    if loose and node.loose:  # an index, mask or integer value: its loose text stands for its exact fields
        return f"{node.kind}~{node.loose!r}{node.number!r}[{kids}]"
    return f"{node.kind}{node.fields!r}{node.number!r}[{kids}]"


def tagged_outline(node: Node, depth: int = 6) -> str:
    """The loose outline (``stable_text``) written out, each index, mask or integer value by its tagged text
    (``Node.tagged``): where two loose outlines are equal, their tagged outlines align tag by tag. Commuting children
    in the loose outline's order, those that read alike there in the order of their tags' numbers (ranks)."""
    if depth <= 0:
        return "…"
    kids = [tagged_outline(k, depth - 1) for k in node.kids]
    if node.commutative:
        loose = [_outline(k, depth - 1, True) for k in node.kids[: node.commutative]]
        order = sorted(range(node.commutative), key=lambda i: (loose[i], natural(kids[i])))
        kids[: node.commutative] = [kids[i] for i in order]
    text = node.tagged if node.loose else repr(node.fields)
    return f"{node.kind}~{text}[{','.join(kids)}]"
