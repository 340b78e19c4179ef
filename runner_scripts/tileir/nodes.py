"""Value-graph nodes: a kind, fields compared exactly, ordered children and a structural digest."""

from __future__ import annotations

import hashlib
from collections.abc import Iterator
from dataclasses import dataclass

Fields = tuple[tuple[str, str], ...]


@dataclass(eq=False, slots=True)
class Node:
    kind: str
    fields: Fields
    kids: tuple[Node, ...] = ()
    line: int = 0
    commutative: int = 0  # how many leading kids commute
    number: float | None = None  # a float constant's value
    digest: str = ""
    loose: str = ""  # index math with scalar arguments abstracted (polynomial.abstract); not part of the digest
    shape: str = ""  # digest of kinds and fields only, no index math, masks or constant values: to pair children

    def get(self, name: str) -> str:
        return next((v for k, v in self.fields if k == name), "")

    def describe(self) -> str:
        shown = ", ".join(f"{k} {v}" for k, v in self.fields if v)
        return f"`{self.kind}`" + (f" ({shown})" if shown else "")


def make_node(
    kind: str,
    fields: Fields,
    kids: tuple[Node, ...] = (),
    line: int = 0,
    commutative: int = 0,
    number: float | None = None,
    loose: str = "",
) -> Node:
    keyed = [k.digest for k in kids]
    shapes = [k.shape for k in kids]
    if commutative:
        keyed[:commutative] = sorted(keyed[:commutative])
        shapes[:commutative] = sorted(shapes[:commutative])
    key = f"{kind}|{fields!r}|{','.join(keyed)}|{number!r}"
    digest = hashlib.blake2b(key.encode(), digest_size=10).hexdigest()
    outline = fields if kind not in _VALUES else ()
    shape = hashlib.blake2b(f"{kind}|{outline!r}|{','.join(shapes)}".encode(), digest_size=10).hexdigest()
    if commutative:  # children in digest order, so that pairing them later is position-wise
        order = sorted(range(commutative), key=lambda i: kids[i].digest)
        kids = tuple(kids[i] for i in order) + kids[commutative:]
    return Node(kind, fields, kids, line, commutative, number, digest, loose, shape)


_VALUES = frozenset({"index", "mask", "const", "int"})


def walk(node: Node) -> Iterator[Node]:
    seen: set[str] = set()
    stack = [node]
    while stack:
        n = stack.pop()
        if n.digest in seen:
            continue
        seen.add(n.digest)
        yield n
        stack.extend(n.kids)
