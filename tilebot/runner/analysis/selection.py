"""What pytest deselects of the items it collects by the ``-m``, ``-k`` and ``--deselect`` options in ``addopts``: it
does so even for items named by node id on its command line, so a configuration it deselects is never run by a later
stage's ``pytest <node id>``.

``-m`` and ``-k`` take pytest's match expressions (``_pytest/mark/expression.py``: ``and``/``or``/``not``,
parentheses, identifiers, ``name(key=value, ...)`` for ``-m``), evaluated here in three values: an identifier whose
match depends on what the reader could not read (a decorator that may add marks) is unknown, and so is the expression
unless the known rest decides it. ``-m`` matches a mark's name (and keyword arguments) exactly; ``-k`` matches a
case-insensitive substring of any of the item's names: its node id's parts (directories, module, classes, the
function's name with its parameter ids), its marks' names and the attributes set on its function. pytest's own code is
not imported: it is no dependency of the runner (the target brings its own pytest).
"""

from __future__ import annotations

import keyword
import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import Any

UNKNOWN = object()  # a mark argument's value the reader could not evaluate


class Refused(ValueError):
    """An expression pytest refuses (a usage error: it runs nothing)."""


@dataclass(frozen=True)
class Ident:
    name: str
    kwargs: tuple[tuple[str, Any], ...] | None = None  # None: no parentheses


@dataclass(frozen=True)
class Op:
    kind: str  # "and", "or", "not"
    operands: tuple[Expr, ...]


Expr = Ident | Op | bool

_TOKEN = re.compile(r"""(?P<punct>[()=,])|(?P<string>"[^"]*"|'[^']*')|(?P<ident>(?:\w|:|\+|-|\.|\[|\]|\\|/)+)""")


def _tokens(text: str) -> list[str]:
    """pytest's scanner: spaces and tabs separate; quoted strings (no backslash) and identifiers are tokens."""
    out, pos = [], 0
    while pos < len(text):
        if text[pos] in " \t":
            pos += 1
            continue
        match = _TOKEN.match(text, pos)
        if match is None:
            what = "closing quote missing" if text[pos] in "'\"" else f"unexpected character {text[pos]!r}"
            raise Refused(f"{what} at column {pos + 1}")
        token = match.group()
        if "\\" in token and token[0] in "'\"":
            raise Refused('escaping with "\\" is not supported in a string')
        out.append(token)
        pos = match.end()
    return out


class _Parser:
    def __init__(self, text: str) -> None:
        self.tokens = _tokens(text)
        self.pos = 0

    def peek(self) -> str:
        return self.tokens[self.pos] if self.pos < len(self.tokens) else ""

    def take(self, token: str | None = None) -> str:
        found = self.peek()
        if token is not None and found != token:
            raise Refused(f"expected {token!r}, got {found or 'end of input'!r}")
        self.pos += 1
        return found

    def expr(self) -> Expr:
        operands = [self.and_expr()]
        while self.peek() == "or":
            self.take()
            operands.append(self.and_expr())
        return operands[0] if len(operands) == 1 else Op("or", tuple(operands))

    def and_expr(self) -> Expr:
        operands = [self.not_expr()]
        while self.peek() == "and":
            self.take()
            operands.append(self.not_expr())
        return operands[0] if len(operands) == 1 else Op("and", tuple(operands))

    def not_expr(self) -> Expr:
        token = self.peek()
        if token == "not":
            self.take()
            return Op("not", (self.not_expr(),))
        if token == "(":
            self.take()
            inner = self.expr()
            self.take(")")
            return inner
        if not _is_ident(token):
            raise Refused(f"expected not, ( or an identifier, got {token or 'end of input'!r}")
        self.take()
        if self.peek() != "(":
            return Ident(token)
        self.take()
        kwargs = [self.kwarg()]
        while self.peek() == ",":
            self.take()
            kwargs.append(self.kwarg())
        self.take(")")
        return Ident(token, tuple(kwargs))

    def kwarg(self) -> tuple[str, Any]:
        name = self.take()
        if not name.isidentifier() or keyword.iskeyword(name):
            raise Refused(f"{name!r} is no keyword argument name")
        self.take("=")
        value = self.take()
        if value[:1] in ("'", '"'):
            return name, value[1:-1]
        if value.isdecimal() or (value.startswith("-") and value[1:].isdecimal()):
            return name, int(value)
        constants = {"True": True, "False": False, "None": None}
        if value in constants:
            return name, constants[value]
        raise Refused(f"unexpected value {value!r} of {name}")


def _is_ident(token: str) -> bool:
    return bool(token) and token not in {"and", "or", "not"} and token[0] not in "()=,'\""


def parse(text: str) -> Expr:
    """A match expression as pytest compiles it (an empty one is false); ``Refused`` where pytest refuses it."""
    parser = _Parser(text)
    if not parser.tokens:
        return False
    tree = parser.expr()
    if parser.peek():
        raise Refused(f"expected end of input, got {parser.peek()!r}")
    return tree


def evaluate(expr: Expr, match: Callable[[Ident], bool | None]) -> bool | None:
    """The expression's value, with ``match`` saying of each identifier whether it matches (None: unknown)."""
    if isinstance(expr, bool):
        return expr
    if isinstance(expr, Ident):
        return match(expr)
    values = [evaluate(e, match) for e in expr.operands]
    if expr.kind == "not":
        return None if values[0] is None else not values[0]
    decisive = expr.kind == "or"  # True decides an `or`, False an `and`
    if decisive in values:
        return decisive
    return None if None in values else not decisive


def has_kwargs(expr: Expr) -> bool:
    if isinstance(expr, Ident):
        return expr.kwargs is not None
    return isinstance(expr, Op) and any(has_kwargs(e) for e in expr.operands)


@dataclass(frozen=True)
class MarkSeen:
    """A mark of an item: its name, and the keyword arguments it was given (``UNKNOWN`` values the reader could not
    evaluate; ``open``: a ``**mapping`` may add any)."""

    name: str
    kwargs: tuple[tuple[str, Any], ...] = ()
    open: bool = False

    def matches(self, wanted: tuple[tuple[str, Any], ...]) -> bool | None:
        """pytest's ``MarkMatcher`` on this mark: every wanted argument equal to the mark's."""
        own = dict(self.kwargs)
        results = [
            (None if own[key] is UNKNOWN else own[key] == value) if key in own else (None if self.open else False)
            for key, value in wanted
        ]
        return False if False in results else None if None in results else True


@dataclass(frozen=True)
class ItemFacts:
    """What decides whether ``-m``/``-k``/``--deselect`` keep an item: its node id (repository-relative, as a later
    stage's pytest run from the repository root names it), its marks, the attributes set on its function, and what
    the reader could not read that may add marks or keywords."""

    node_id: str
    marks: tuple[MarkSeen, ...]
    attributes: frozenset[str] = frozenset()
    unread: tuple[str, ...] = ()

    def names(self) -> list[str]:
        """pytest's ``KeywordMatcher`` names: every node's name below the root directory (the node id's parts),
        the marks', the function's attributes."""
        path, *rest = self.node_id.split("::")
        return [*path.split("/"), *rest, *(m.name for m in self.marks), *self.attributes]


@dataclass(frozen=True)
class Selection:
    """The ``addopts`` options that deselect items, as pytest takes them: ``-k`` and ``-m`` (parsed; None where
    absent or empty) and the ``--deselect`` node id prefixes, with where they come from."""

    keyword: tuple[str, Expr] | None = None  # (as written, parsed)
    mark: tuple[str, Expr] | None = None
    deselect: tuple[str, ...] = ()
    source: str = ""

    @classmethod
    def read(
        cls, keywordexpr: str | None, markexpr: str | None, deselect: tuple[str, ...], source: str
    ) -> tuple[Selection, list[str]]:
        """The selection, and why pytest refuses an expression (it then runs nothing; the reader ignores it)."""
        problems: list[str] = []
        parsed: list[tuple[str, Expr] | None] = []
        for option, text in (("-k", keywordexpr), ("-m", markexpr)):
            # pytest skips an empty -k (after leading blanks) and an empty -m; " " as -m deselects everything
            if text is None or not (text.lstrip() if option == "-k" else text):
                parsed.append(None)
                continue
            try:
                expr = parse(text)
                if option == "-k" and has_kwargs(expr):
                    raise Refused("keyword expressions do not support call parameters")
                parsed.append((text, expr))
            except Refused as exc:
                problems.append(f"{source}: addopts' {option} {text!r} is an expression pytest refuses ({exc})")
                parsed.append(None)
        return cls(parsed[0], parsed[1], deselect, source), problems

    def __bool__(self) -> bool:
        return bool(self.keyword or self.mark or self.deselect)

    def verdict(self, item: ItemFacts) -> tuple[str, str]:
        """Why pytest deselects ``item`` (empty where it keeps it), and why the reader cannot tell (empty where it
        can, or where something it can read deselects the item anyway)."""
        prefix = next((p for p in self.deselect if item.node_id.startswith(p)), None)
        if prefix is not None:
            return f"pytest deselects it: addopts' --deselect {prefix} ({self.source})", ""
        unknown = ""
        matchers: list[tuple[str, tuple[str, Expr] | None, Callable[[ItemFacts, Ident], bool | None]]] = [
            ("-k", self.keyword, _keyword),
            ("-m", self.mark, _mark),
        ]
        for option, given, match in matchers:
            if given is None:
                continue
            text, expr = given
            value = evaluate(expr, partial(match, item))
            said = f"addopts' {option} {text!r} ({self.source})"
            if value is False:
                return f"pytest deselects it: {said}", ""
            if value is None and not unknown:
                why = "; ".join(item.unread) or "an argument of its marks is not evaluated"
                unknown = f"whether {said} deselects it is unknown: {why}"
        return "", unknown


def _keyword(item: ItemFacts, ident: Ident) -> bool | None:
    """pytest's ``KeywordMatcher``: a case-insensitive substring of one of the item's names."""
    wanted = ident.name.lower()
    if any(wanted in name.lower() for name in item.names()):
        return True
    return None if item.unread else False


def _mark(item: ItemFacts, ident: Ident) -> bool | None:
    """pytest's ``MarkMatcher``: one of the item's marks of that name, with the arguments asked for."""
    seen = [m.matches(ident.kwargs or ()) for m in item.marks if m.name == ident.name]
    if True in seen:
        return True
    return None if item.unread or None in seen else False
