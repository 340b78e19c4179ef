"""Integer index math as polynomials over named atoms, so that two spellings of one address compare equal.

A value built from integer constants, block ids, grid sizes, loop indices, arguments, `iota` and index-space
queries by `addi`/`subi`/`muli` (through `exti`/`trunci` widening, `reshape`, `broadcast`; an `exti` that changes
the value, a zero extension of one that may be negative, is an opaque atom `exti_unsigned(…)`) becomes a sum of
monomials with integer coefficients: `bid.x*128 + iota0` whatever the order, nesting or width the frontend used.
What is not a polynomial (division, remainder, min/max, select) becomes one opaque atom whose text holds its own
normalized operands, so `(a + b) // c` and `(b + a) // c` are the same atom. Whether an opaque atom may be negative
follows from its operands (a min of values never negative is not, a min with an index read from memory may be). A
signed and an unsigned op (an ordering compare, min, max, division, remainder) agree where no operand may be
negative; where one may, the op's text keeps its signedness (`mini_unsigned(data(…); s3)`), and the line is
recorded (``IndexMath.sign_decides``) for the rule on its flags.

Frontend spellings read as one (each counted as a rewrite note by the caller, see ``Rewrites``):
- division or remainder rounding toward zero and toward negative infinity agree when the numerator is a
  polynomial with non-negative coefficients over non-negative atoms (block ids, loop indices from a non-negative
  start, extents and strides are never negative) and the divisor never negative by the same rule
  (``_positive_divisor``);
- cuTile Python's floor-remainder fix-up (`r + d` selected where `r = remi(a, d)` is not 0 and its sign differs
  from the divisor's, the sign test spelled `xori` or `cmpi not_equal`) is read as the floor remainder it spells,
  whatever the signs: the plain remainder where the numerator and the divisor are never negative, else
  `mod_floor_signed(a; d)` (``IndexMath._fixup``). A fix-up that tests the remainder's sign only (`r < 0`, or `d < 0`
  folded to false) spells it only for a divisor never negative.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from itertools import permutations

from tilebot.runner.tileir.model import Op, Value, signedness
from tilebot.runner.tileir.rewrites import int_constant
from tilebot.runner.tileir.tile_types import TileType, parse_type

Monomial = tuple[str, ...]  # sorted atom names; () is the constant term
Poly = tuple[tuple[Monomial, int], ...]  # sorted, no zero coefficients

TRANSPARENT = frozenset({"exti", "trunci", "reshape", "broadcast"})
NOTE_FLOOR_TRUNC = "floor_vs_trunc_division_of_non_negative_operands"
NOTE_FLOOR_FIXUP = "python_floor_division_fixup"


def const(k: int) -> Poly:
    return (((), k),) if k else ()


def atom(name: str) -> Poly:
    return (((name,), 1),)


def add(a: Poly, b: Poly, sign: int = 1) -> Poly:
    out = dict(a)
    for m, k in b:
        out[m] = out.get(m, 0) + sign * k
    return tuple(sorted((m, k) for m, k in out.items() if k))


def mul(a: Poly, b: Poly) -> Poly:
    out: dict[Monomial, int] = {}
    for ma, ka in a:
        for mb, kb in b:
            m = tuple(sorted(ma + mb))
            out[m] = out.get(m, 0) + ka * kb
    return tuple(sorted((m, k) for m, k in out.items() if k))


def constant_of(p: Poly) -> int | None:
    if not p:
        return 0
    if len(p) == 1 and p[0][0] == ():
        return p[0][1]
    return None


def text(p: Poly) -> str:
    if not p:
        return "0"
    parts = []
    for m, k in p:
        body = "*".join(m)
        parts.append(str(k) if not m else body if k == 1 else f"{k}*{body}")
    return " + ".join(parts)


ARG = "ARG"
# Loose math keeps each argument, folded constant and opaque atom apart until its text is written (``loose_text``):
# its atom carries what it stands for in the exact math between these marks (`ARG` + mark + `s3` + end), so that two
# different arguments never cancel (`n - o` is not 0, `n - n` is) and only the written text reads each as ARG.
IDENTITY, IDENTITY_END = "\x00", "\x01"
_IDENTITIES = re.compile("\x00[^\x01]*\x01")
# Tagged loose math (``IndexMath.tagged``): each ARG says what it stands for, `~ARG:*` an argument, `~ARG:128` a
# constant, `~ARG:[stride(A0)#0]` an argument whose role both launchers name alike (a tensor view's stride slot, an
# integer scalar by its rank; ``role_tag``), `~ARG:[2*int1of2 + 3]` a sum of such. The tags sort after every other
# atom, so a tagged text has the loose text's structure whatever the tags hold, and two tagged texts align tag by
# tag (``constants_agree``).
TAG = "~ARG:"
TAG_ARG = TAG + "*"
_TAGS = re.compile(r"~ARG:(\*|-?\d+|\[[^\]]*\])")


def _is_arg(a: str) -> bool:
    return a == ARG or a.startswith((ARG + IDENTITY, TAG))


def tags_in(t: str) -> list[str]:
    """The tags in a text, in order (`~ARG:[int0of2]`, `~ARG:16`)."""
    return [m.group() for m in _TAGS.finditer(t)]


def identified(name: str, identity: str) -> str:
    """A loose atom ``name`` that stands for the exact value ``identity`` (an argument's name, a constant, an exact
    text): equal identities cancel, others do not; the written text drops it (``loose_text``)."""
    return f"{name}{IDENTITY}{identity}{IDENTITY_END}"


def _anonymous(a: str) -> str:
    """An argument atom without its identity (`ARG`, `~ARG:*`): what ``abstract`` merges."""
    return a.partition(IDENTITY)[0] if _is_arg(a) else a


def loose_text(p: Poly) -> str:
    """The text of loose math (``IndexMath.loose``): arguments abstracted, identities dropped. Of any other
    polynomial, its text."""
    return _written(abstract(p))


def abstract(p: Poly) -> Poly:
    """Monomials that involve a scalar argument lose their coefficient and the argument's name: `128*s3*bid.x` and
    `s7*bid.x` both read `ARG*bid.x`. Two launchers with different argument lists (one passes a stride the other
    folds into a constant multiple of another argument) then compare by the rest of the expression. Tagged, the
    monomial keeps one tag: the constant (or sum over argument roles) its coefficient and tags multiply to
    (summed over the monomials it merges), or `*` where an unknown argument is among them. Applied once the
    arithmetic is done: `n - o` is a monomial in `n` and one in `o`, which read as one `ARG`."""
    if not any(_is_arg(a) for m, _ in p for a in m):
        return p
    out: dict[Monomial, int] = {}
    tags: dict[Monomial, Poly | None] = {}
    for m, k in p:
        m = tuple(sorted(_anonymous(a) for a in m))
        if not any(_is_arg(a) for a in m):
            out[m] = out.get(m, 0) + k
            continue
        if ARG in m:
            m = tuple(sorted({*m}))
            out[m] = out.get(m, 0) + 1
            continue
        base = tuple(sorted({a for a in m if not _is_arg(a)}))
        value: Poly | None = const(k)
        for a in m:
            if _is_arg(a):
                tag = _tag_value(a)
                value = None if value is None or tag is None else mul(value, tag)
        before = tags.get(base, ())
        tags[base] = None if value is None or before is None else add(before, value)
    polys = [(m, 1 if ARG in m else k) for m, k in out.items() if k]
    polys += [((*base, _tag_text(v)), 1) for base, v in tags.items()]
    return tuple(sorted(polys))


def role_tag(role: str) -> str:
    """The tag of an argument whose role both launchers name alike (``stride(A0)#1``, ``int2of3``)."""
    return f"{TAG}[{role}]"


def _tag_value(tag: str) -> Poly | None:
    """What a tag stands for: a constant, a polynomial over argument roles, or None (an unknown argument)."""
    body = tag[len(TAG) :]
    if body == "*":
        return None
    if not body.startswith("["):
        return const(int(body))
    value: Poly = ()
    for term in body[1:-1].split(" + "):
        factors = term.split("*")
        k = int(factors[0]) if factors[0].lstrip("-").isdigit() else 1
        names = tuple(sorted(f for f in factors if not f.lstrip("-").isdigit()))
        value = add(value, ((names, k),))
    return value


def _tag_text(value: Poly | None) -> str:
    if value is None:
        return TAG_ARG
    c = constant_of(value)
    return f"{TAG}{c}" if c is not None else f"{TAG}[{text(value)}]"


def _roles(value: Poly | None) -> set[str]:
    return {a for m, _ in value or () for a in m}


@dataclass(frozen=True)
class Roles:
    """What one entry's argument tags name: the roles of the arguments it takes (``role_tag``) and, where its
    layout names each by its kernel parameter (``by_parameter``: the symbol, or the port's signature; not ranks),
    the constants it was compiled with in place of a parameter (``folded``: `param(n)` 16)."""

    taken: frozenset[str] = frozenset()
    folded: Mapping[str, int] = field(default_factory=dict)
    by_parameter: bool = False

    @property
    def read(self) -> frozenset[str]:
        """Roles of arguments whose value the entry reads at run time (a folded one is a constant there)."""
        return self.taken - self.folded.keys()


def only_arguments(p: Poly) -> bool:
    return all(all(_is_arg(a) for a in m) for m, _ in p)


def constants_agree(a: str, b: str, ref: Roles = Roles(), cand: Roles = Roles()) -> bool:
    """Two tagged loose texts of the same structure: every tag constant on both sides is the same constant (a tile
    multiplier, a loop bound), and every tag over argument roles that both entries have is the same (a row pitch
    where the reference reads the pitch, not the row count); where both layouts name parameters, a constant on one
    side and an argument on the other agree only where the constant is the value that side was compiled with for
    that parameter (the reference folded n = 16 where the port reads n), never where that side takes the argument
    too and did not read it. A tag that stands for an unknown argument, or a role the other entry lacks, may be
    anything (the launcher passes what the other folded, or under another role), but for integer arguments named by
    rank combined alike in another order (`n - o` against `o - n`, ``_reordered``), within one tag or across the
    text's tags (`bx*n + o` against `bx*o + n`). Texts of another structure: no evidence here, the loose texts
    decide."""
    if _TAGS.sub("~ARG", a) != _TAGS.sub("~ARG", b):
        return True
    pairs = list(zip(_TAGS.findall(a), _TAGS.findall(b), strict=True))
    if not all(_tags_agree(x, y, ref, cand) for x, y in pairs):
        return False
    ranked = [
        (vx, vy) for x, y in pairs if _ranked_apart(vx := _tag_value(TAG + x), vy := _tag_value(TAG + y), ref, cand)
    ]
    return not _reordered([vx for vx, _ in ranked], [vy for _, vy in ranked]) and not (
        ranked and _texts_reordered(a, b)
    )


def _texts_reordered(a: str, b: str) -> bool:
    """``_reordered`` of two whole tagged texts: where the ranks the texts name, renamed in their order, do not give
    ``b``, but another renaming does, read with each sum's terms, each product's factors and each commuting atom's
    operands in any order (``_unordered``). Terms and operands that read alike but for their tags are written in the
    order of their tags (``natural``), which renaming may change: `data(ix[n])*pitch - data(ix[o])*pitch` pairs its
    tags by position with `data(ix[o])*pitch - data(ix[n])*pitch` otherwise than the terms pair, and
    `min(bx*n; bx*o) + by*n` with `min(bx*n; bx*o) + by*o` (the swap) otherwise than the operands pair."""
    ra = sorted({r for t in _TAGS.findall(a) for r in _RANK_NAMES.findall(t)}, key=_rank)
    rb = sorted({r for t in _TAGS.findall(b) for r in _RANK_NAMES.findall(t)}, key=_rank)
    if not ra or len(ra) != len(rb) or len(ra) > _MOST_PERMUTED or set(ra) & set(rb):
        return False
    target = _unordered(b)

    def matches(order: Sequence[str]) -> bool:
        names = dict(zip(ra, order, strict=True))
        renamed = _TAGS.sub(lambda m: _RANK_NAMES.sub(lambda r: names.get(r.group(), r.group()), m.group()), a)
        return _unordered(renamed) == target

    return not matches(rb) and any(matches(order) for order in permutations(rb))


_RANK_NAMES = re.compile(r"int\d+of\d+")


def _unordered(t: str) -> str:
    """``t`` with the terms of every sum (`` + ``) and the factors of every product (``*``) sorted, inside
    parentheses and brackets too, and the operands of a commuting atom (``_COMMUTING_ATOM``); each operand of
    another atom in place: its order matters (`div_floor(n; o)`)."""
    terms = []
    for term in _split(t, " + "):
        factors = []
        for factor in _split(term, "*"):
            head, opened, rest = factor.partition("(") if "(" in factor else factor.partition("[")
            if opened and rest:
                inner, close = rest[:-1], rest[-1]
                operands = [_unordered(x) for x in _split(inner, "; ")]
                if _COMMUTING_ATOM.fullmatch(head):
                    operands.sort()
                factor = head + opened + "; ".join(operands) + close
            factors.append(factor)
        terms.append("*".join(sorted(factors)))
    return " + ".join(sorted(terms))


# Atoms whose operands commute (``IndexMath._sorted``, ``compare_text``): written in the order of their tags, which
# renaming may change (`mini(bx*n; bx*o)` renamed n ↔ o reads `mini(bx*o; bx*n)`, the same atom).
_COMMUTING_ATOM = re.compile(r"(?:mini|maxi)(?:_\w+)?|andi|ori|xori|cmp_(?:not_)?equal")


def _split(t: str, sep: str) -> list[str]:
    """``t`` split at ``sep`` outside parentheses and brackets."""
    parts, depth, start, i = [], 0, 0, 0
    while i < len(t):
        c = t[i]
        if c in "([":
            depth += 1
        elif c in ")]":
            depth -= 1
        elif depth == 0 and t.startswith(sep, i):
            parts.append(t[start:i])
            i += len(sep)
            start = i
            continue
        i += 1
    parts.append(t[start:])
    return parts


def _ranked_apart(vx: Poly | None, vy: Poly | None, ref: Roles, cand: Roles) -> bool:
    """Two tags over integer arguments named by rank that no rank names alike on both sides (``_reordered``)."""
    rx, ry = _roles(vx), _roles(vy)
    ranked = bool(rx and ry) and all(_RANK.fullmatch(r) for r in rx | ry)
    return ranked and not (rx <= cand.taken and ry <= ref.taken)


def role_mismatch(a: str, b: str, ref: Roles, cand: Roles) -> tuple[str, str] | None:
    """The first pair of tags over argument roles on which two tagged texts of the same structure disagree (what
    the reference and the candidate read there, a constant on one side), or None."""
    if _TAGS.sub("~ARG", a) != _TAGS.sub("~ARG", b):
        return None
    for x, y in zip(_TAGS.findall(a), _TAGS.findall(b), strict=True):
        if (_roles(_tag_value(TAG + x)) or _roles(_tag_value(TAG + y))) and not _tags_agree(x, y, ref, cand):
            return x.strip("[]"), y.strip("[]")
    return None


def _tags_agree(x: str, y: str, ref: Roles, cand: Roles) -> bool:
    if x == y or "*" in (x, y):
        return True
    vx, vy = _tag_value(TAG + x), _tag_value(TAG + y)
    named = ref.by_parameter and cand.by_parameter
    if named:  # a parameter one side folded reads as its value on the other (one launch, two frontends)
        folded = {**cand.folded, **ref.folded}
        vx, vy = _substitute(vx, folded), _substitute(vy, folded)
        if vx == vy:
            return True
    rx, ry = _roles(vx), _roles(vy)
    if not rx and not ry:
        return False  # two constants
    if rx and ry:  # comparable only where each side's roles are arguments the other entry takes too
        return not (rx <= cand.taken and ry <= ref.taken) and not _reordered([vx], [vy])
    if not named:
        return True  # a constant against an argument whose parameter is not known: what the other side folded
    # A constant against arguments: where the constant's side reads every one of them at run time, it computed
    # the constant without them: another value at every other launch.
    roles, constant_side = (ry, ref) if ry else (rx, cand)
    return not roles <= constant_side.read


_RANK = re.compile(r"int(\d+)of\d+")
_MOST_PERMUTED = 6  # roles in one tag; a wider sum is not compared by order (6! renamings)


def _reordered(a: Sequence[Poly | None], b: Sequence[Poly | None]) -> bool:
    """Sums over integer arguments named by rank (``int1of3``), tag by tag (one tag, or the tags of one text), where
    the entries take different numbers of them, so that no rank names one argument on both sides: both launchers
    still pass them in the kernel's parameter order, one of them with more. Where both combine as many arguments
    alike but for which one goes where (`n - o` against `o - n`), the assignment that keeps their order is the one
    the launches make: True where only another one matches. Anything else (a multiple, a product the other launcher
    passes as one argument) may be the launcher's."""
    if not a or any(p is None for p in (*a, *b)):
        return False
    ra = sorted(set().union(*(_roles(p) for p in a)), key=_rank)
    rb = sorted(set().union(*(_roles(p) for p in b)), key=_rank)
    if len(ra) != len(rb) or len(ra) > _MOST_PERMUTED or not all(_RANK.fullmatch(r) for r in ra + rb):
        return False

    def matches(order: Sequence[str]) -> bool:
        names = dict(zip(ra, order, strict=True))
        return all(p is not None and _renamed(p, names) == q for p, q in zip(a, b, strict=True))

    return not matches(rb) and any(matches(order) for order in permutations(rb))


def _rank(role: str) -> int:
    found = _RANK.fullmatch(role)
    return int(found.group(1)) if found else -1


def _renamed(value: Poly, names: Mapping[str, str]) -> Poly:
    out: Poly = ()
    for m, k in value:
        out = add(out, ((tuple(sorted(names.get(a, a) for a in m)), k),))
    return out


def _substitute(value: Poly | None, folded: Mapping[str, int]) -> Poly | None:
    """``value`` with each folded role replaced by its constant."""
    if value is None:
        return None
    out: Poly = ()
    for m, k in value:
        term = const(k)
        for a in m:
            term = mul(term, const(folded[a]) if a in folded else atom(a))
        out = add(out, term)
    return out


def _untagged(t: str) -> str:
    return _TAGS.sub("~ARG", t)


def non_negative(p: Poly, atom_ok: Callable[[str], bool]) -> bool:
    return all(k >= 0 and all(atom_ok(a) for a in m) for m, k in p)


@dataclass
class IndexMath:
    """Normalizes integer values of one entry; ``leaf`` names what is not computed by an op it knows."""

    leaf: Callable[[Value], str | None]  # block id, argument, loop index, iota, query → atom name; None: not index
    non_negative_atom: Callable[[str], bool]
    # Scalar arguments read as one symbol ARG once written (``loose_text``, ``abstract``): for entries of different
    # ABIs. Each keeps its identity in the arithmetic (``identified``): `n - o` is not 0.
    loose: bool = False
    tagged: bool = False  # loose, each ARG tagged with the constant it stands for (``constants_agree``)
    # Loose math: the exact math of the same entry, which judges every operand's sign (``never_negative``) and names
    # what each loose atom stands for. ARG drops coefficients, so `16 - 8*g` reads `ARG + ARG*g`, never negative,
    # where the exact math keeps it apart; the loose text keeps the exact text's signedness.
    signs: IndexMath | None = None
    notes: list[tuple[str, int]] = field(default_factory=list)  # (rewrite name, line)
    memo: dict[Value, Poly | None] = field(default_factory=dict)
    divisions: dict[str, Division] = field(default_factory=dict)  # division atom → what it divides (``_select``)
    # Opaque atoms (min, max, division, select) that their operands prove never negative (``_opaque``)
    non_negative_opaque: set[str] = field(default_factory=set)
    # Line of each op with a signedness flag (`cmpi`, `mini`, `maxi`, `divi`, `remi`) → whether the flag decides
    # there: an operand may be negative (data, an index read from memory) and, for a compare, it orders. Where it
    # does, the op's text keeps it.
    sign_decides: dict[int, bool] = field(default_factory=dict)

    def of(self, v: Value) -> Poly | None:
        """The polynomial of an integer value, or None when data (a load, a float) flows into it."""
        if v in self.memo:
            return self.memo[v]
        self.memo[v] = None  # cycles cannot happen in SSA, but keep a failed lookup cheap
        result = self._compute(v)
        if result is not None and self.loose:
            op = v.producer
            if op is not None and op.name not in TRANSPARENT and op.operands:
                args = [self.memo.get(x) for x in op.operands]
                if all(a is not None and only_arguments(a) for a in args) and not only_arguments(result):
                    # from arguments and constants only: the launcher's
                    result = atom(self._identified(TAG_ARG if self.tagged else ARG, v))
        self.memo[v] = result
        return result

    def never_negative(self, v: Value) -> bool:
        """Is the integer value ``v`` index math that no launch makes negative (see ``non_negative``)?"""
        if self.signs is not None:
            return self.signs.never_negative(v)
        p = self.of(v)
        return p is not None and non_negative(p, self._non_negative)

    def positive_divisor(self, v: Value) -> bool:
        """Is the integer value ``v`` a divisor that no launch makes negative (``_positive_divisor``)?"""
        if self.signs is not None:
            return self.signs.positive_divisor(v)
        p = self.of(v)
        return p is not None and self._positive_divisor(p)

    def _compute(self, v: Value) -> Poly | None:
        c = int_constant(v)
        if c is not None:
            # Loose: a launch-specialized extent folded by one frontend is an argument of the other's launch.
            if self.loose and c not in (-1, 0, 1):
                return atom(f"{TAG}{c}" if self.tagged else identified(ARG, str(c)))
            return const(c)
        op = v.producer
        if op is not None and op.name == "constant" and op.attrs.get("value", "").startswith("i1:"):
            return const(1 if op.attrs["value"].endswith("true") else 0)
        if op is None or op.name not in _OPS:
            name = self.leaf(v)
            if name is not None and self.tagged and name.startswith(ARG + IDENTITY):
                name = TAG_ARG + name[len(ARG) :]  # an argument of no role: unknown, itself
            return atom(name) if name is not None else None
        if op.name == "broadcast":
            inner = self.of(op.operands[0])
            spread = spread_of(op)
            return inner if inner is None or spread is None else self._along(inner, *spread)
        if op.name == "exti" and not self._extends_alike(op):
            return self._extension(op)
        if op.name in TRANSPARENT:
            return self.of(op.operands[0])
        args = [self.of(x) for x in op.operands]
        if any(a is None for a in args):
            if op.name in SIGNED_OPS:  # on data (a float converted, …): may be negative
                self._sign_suffix(op, agree=op.name == "cmpi" and not orders(op.flags))
            return None
        polys: list[Poly] = [a for a in args if a is not None]
        if op.name == "addi":
            return add(polys[0], polys[1])
        if op.name == "subi":
            return add(polys[0], polys[1], -1)
        if op.name == "muli":
            return mul(polys[0], polys[1])
        if op.name in ("divi", "remi"):
            return self._division(op, polys[0], polys[1])
        if op.name in ("mini", "maxi"):
            return self._min_max(op, polys)
        if op.name == "select":
            return self._select(op, polys)
        if op.name == "cmpi":
            agree = not orders(op.flags) or all(self.never_negative(x) for x in op.operands)
            keep_sign = bool(self._sign_suffix(op, agree))
            a, b = (abstract(p) for p in polys)  # loose: compared as written (``loose_text``)
            return atom(self._identified(compare_text(op.flags, a, b, self.tagged, keep_sign), v))
        texts = [self._text(p) for p in polys]
        name = f"{op.name}({'; '.join(self._sorted(texts) if op.name in _COMMUTATIVE else texts)})"
        return atom(self._identified(name, v))

    def _extends_alike(self, op: Op) -> bool:
        """Does an `exti` keep its operand's value (transparent)? A sign extension does, and a zero extension of a
        value never negative; of an i1 (read as 0 or 1), the zero extension only: a sign extension makes true -1."""
        sign = signedness(op.flags)
        t = parse_type(op.operands[0].type)
        if isinstance(t, TileType) and t.elem == "i1":
            return sign != "signed"
        return sign != "unsigned" or self.never_negative(op.operands[0])

    def _extension(self, op: Op) -> Poly | None:
        """An `exti` that changes its operand's value: an opaque atom naming how it extends. A zero extension is
        never negative; a sign extension of an i1 is 0 or -1."""
        inner = self.of(op.operands[0])
        if inner is None:
            return None
        sign = signedness(op.flags) or "?"
        return self._opaque(self._identified(f"exti_{sign}({self._text(inner)})", op.results[0]), sign == "unsigned")

    def _along(self, p: Poly, axes: tuple[int, ...], wide: int) -> Poly:
        """``along``, keeping what a division atom divides under its new name (``_select`` reads it)."""
        for mono, _ in p:
            for a in mono:
                if a in self.divisions:
                    d = self.divisions[a]
                    spread = replace(d, num=along(d.num, axes, wide), den=along(d.den, axes, wide))
                    self.divisions.setdefault(along_atom(a, axes, wide), spread)
                if a in self.non_negative_opaque:
                    self.non_negative_opaque.add(along_atom(a, axes, wide))
        return along(p, axes, wide)

    def _text(self, p: Poly) -> str:
        """An operand's text in an opaque atom's name: in loose math as written (``loose_text``)."""
        return loose_text(p) if self.loose else text(p)

    def _identified(self, name: str, v: Value) -> str:
        """Loose math: the atom ``name`` of the value ``v``, which stands for ``v``'s exact value (``identified``):
        two atoms that read alike but stand for other values (`mini(n; 8)`, `mini(o; 8)`) do not cancel."""
        exact = self.signs.of(v) if self.loose and self.signs is not None else None
        return name if exact is None else identified(name, text(exact))

    def _sorted(self, texts: Iterable[str]) -> list[str]:
        """Operands of a commuting op in text order; tagged, in the order of their untagged texts (the loose
        order), so that both sides' tags stay aligned whatever constants they hold."""
        return sorted(texts, key=(lambda t: (_untagged(t), natural(t), t)) if self.tagged else None)

    def _non_negative(self, name: str) -> bool:
        # a tag (loose math) is not read here: the exact math judges signs (``signs``)
        return name in self.non_negative_opaque or self.non_negative_atom(name)

    def _sign_suffix(self, op: Op, agree: bool) -> str:
        """Record whether ``op``'s signedness decides (not where signed and unsigned ``agree``); the suffix its text
        keeps where it does (`_unsigned`)."""
        self.sign_decides[op.line] = self.sign_decides.get(op.line, False) or not agree
        return "" if agree else f"_{signedness(op.flags) or '?'}"

    def _min_max(self, op: Op, polys: list[Poly]) -> Poly:
        """A min or max, its signedness kept where an operand may be negative. Signed, min(a, b) >= 0 iff both are
        and max iff either is; unsigned reads a negative value as a huge one, so the other way round."""
        operands = [self.never_negative(x) for x in op.operands]  # each never negative?
        suffix = self._sign_suffix(op, all(operands))
        name = f"{op.name}{suffix}({'; '.join(self._sorted(self._text(p) for p in polys))})"
        name = self._identified(name, op.results[0])
        needs_both = (op.name == "mini") != (signedness(op.flags) == "unsigned")
        return self._opaque(name, all(operands) if needs_both else any(operands))

    def _opaque(self, name: str, never_negative: bool) -> Poly:
        """An opaque atom, remembered as never negative where its operands prove it: its name does not say
        (`mini(data(…); s3)` may be negative, `mini(iota128; s3)` is not)."""
        if never_negative:
            self.non_negative_opaque.add(name)
        return atom(name)

    def _positive_divisor(self, den: Poly) -> bool:
        """A divisor the index math proves never negative, by the rule the numerator's sign follows (an extent, a
        constant of at least 1, a lane position + 1; a divisor of 0 is undefined on both sides). Not one that may be
        negative: read from memory, a difference (`n - o`, also inside a min: `min(n - first, 8)`), a negated value,
        a constant below 1; there a signed and an unsigned, or a floor and a truncating, division differ."""
        d = constant_of(den)
        if d is not None:
            return d > 0
        return non_negative(den, self._non_negative)

    def _division(self, op: Op, num: Poly, den: Poly) -> Poly:
        """Floor and truncating division (and remainder), signed or unsigned, agree for a non-negative numerator and
        a positive divisor. Elsewhere the text keeps the rounding and the signedness."""
        rounding = op.attrs.get("rounding", "zero")
        divisor_positive = self.positive_divisor(op.operands[1])
        positive = divisor_positive and self.never_negative(op.operands[0])
        suffix = self._sign_suffix(op, positive)
        kind = "div" if op.name == "divi" else "mod"
        truncating = rounding == "zero" and signedness(op.flags) == "signed"
        division = Division(kind, num, den, positive, divisor_positive, truncating)
        if rounding in ("zero", "negative_inf") and positive:
            if rounding == "zero":
                self.notes.append((NOTE_FLOOR_TRUNC, op.line))
            rounding = "floor"
            d = constant_of(den)
            if op.name == "divi" and d is not None and d > 0 and all(k % d == 0 for _, k in num):
                return tuple((m, k // d) for m, k in num)
        rounded = "floor" if rounding == "negative_inf" else rounding
        # by a positive divisor, a quotient or remainder of a non-negative numerator is not negative, however it rounds
        return self._division_atom(f"{division.kind}_{rounded}{suffix}", division, positive, op)

    def _division_atom(self, name: str, division: Division, never_negative: bool, op: Op) -> Poly:
        """The opaque atom `name(numerator; divisor)` of ``op``, remembered with what it divides (``_select``)."""
        name_text = self._identified(f"{name}({self._text(division.num)}; {self._text(division.den)})", op.results[0])
        self.divisions[name_text] = division
        return self._opaque(name_text, never_negative)

    def _select(self, op: Op, polys: list[Poly]) -> Poly:
        """cuTile Python's floor remainder (``_fixup``) is the floor remainder it spells; anything else is an opaque
        atom."""
        cond, then_p, else_p = polys
        division = self._remainder(else_p)
        if division is not None and (self.signs or self)._fixup(op):
            self.notes.append((NOTE_FLOOR_FIXUP, op.line))
            if division.positive:  # `r` is the floor remainder already, and the fix-up never adds
                return else_p
            # a floor remainder has the divisor's sign: by a divisor never negative, it is not negative either
            floor = replace(division, signed_truncating=False)  # no longer the truncating remainder a fix-up corrects
            return self._division_atom("mod_floor_signed", floor, division.divisor_positive, op)
        picked = self.never_negative(op.operands[1]) and self.never_negative(op.operands[2])
        name = f"select({self._text(cond)}; {self._text(then_p)}; {self._text(else_p)})"
        return self._opaque(self._identified(name, op.results[0]), picked)

    def _remainder(self, p: Poly | None) -> Division | None:
        """What the remainder atom ``p`` (a `remi`, nothing added) divides, else None."""
        if p is None or len(p) != 1 or p[0][1] != 1 or len(p[0][0]) != 1:
            return None
        division = self.divisions.get(p[0][0][0])
        return division if division is not None and division.kind == "mod" else None

    def _fixup(self, op: Op) -> bool:
        """Is `select(cond, r + d, r)`, `r = remi(a, d)`, Python's floor remainder `a mod d`? cuTile Python adds `d`
        where `r != 0 and (r < 0) != (d < 0)`: where the truncating and the floor remainder differ, for any sign
        of `a` and `d` (the remainder signed). A test of `r < 0` alone (or with `d < 0` folded to false) adds `d`
        there only where `d` is never negative. Where `a` is never negative and `d` positive, `r` is never negative
        and each of those tests false. Read in the exact math (loose math abstracts away what tells `d` from `r`)."""
        r = self.of(op.operands[2])
        division = self._remainder(r)
        then_p = self.of(op.operands[1])
        if division is None or r is None or then_p is None or add(then_p, r, -1) != division.den:
            return False  # not `r + d` against `r`: another value (`r + r`, …)
        test = self._fixup_test(op.operands[0], r, division.den)
        if test is None:
            return False
        return division.positive or (division.signed_truncating and (test == FULL or division.divisor_positive))

    def _fixup_test(self, cond: Value, r: Poly, den: Poly) -> str | None:
        """FULL where ``cond`` is `r != 0 and (r < 0) != (d < 0)` (either order, `!=` spelled `xori` or `cmpi
        not_equal`), SHORT where it tests `r < 0` (`r != 0` and `r < 0`, or `d < 0` folded to false: right for `d`
        never negative), None for another test."""
        both = self._operands(cond, "andi")
        for nonzero, signs in [(both[0], both[1]), (both[1], both[0])] if both else []:
            if self._is_nonzero(nonzero, r):
                return self._sign_test(signs, r, den)
        return SHORT if self._sign_test(cond, r, den) == SHORT else None  # `r != 0` is needed with `d < 0` only

    def _sign_test(self, v: Value, r: Poly, den: Poly) -> str | None:
        """FULL where ``v`` is `(r < 0) != (d < 0)`, SHORT where it is `r < 0` or `(r < 0) != false`. For a negative
        constant `d` the frontend folds `d < 0` to true, and `(r < 0) != true` (an `xori` with true) reads as
        `r >= 0` (canonical.py reads a negated compare as the opposite one)."""
        if self._is_negative(v, r):
            return SHORT
        if self._is_non_negative(v, r) and (constant_of(den) or 0) < 0:
            return FULL
        pair = self._operands(v, "xori") or self._operands(v, "cmpi", "not_equal")
        for rneg, dneg in [(pair[0], pair[1]), (pair[1], pair[0])] if pair else []:
            if not self._is_negative(rneg, r):
                continue
            if self._is_negative(dneg, den):
                return FULL
            folded = self.of(dneg)  # `d < 0` a frontend folded for a constant `d`
            if folded == const(0):
                return SHORT
            if folded == const(1) and (constant_of(den) or 0) < 0:
                return FULL
        return None

    def _is_negative(self, v: Value, p: Poly) -> bool:
        """Is ``v`` the test `x < 0` of a value ``x`` whose polynomial is ``p``, signed (unsigned, it is false, the
        same only where ``x`` is never negative)?"""
        cmp = self._operands(v, "cmpi", "less_than")
        if cmp is None or self.of(cmp[1]) != const(0) or self.of(cmp[0]) != p:
            return False
        producer = v.producer
        return producer is not None and (signedness(producer.flags) == "signed" or self.never_negative(cmp[0]))

    def _is_non_negative(self, v: Value, p: Poly) -> bool:
        """Is ``v`` the test `0 <= x` (the negation of ``_is_negative``'s `x < 0`) of a value ``x`` whose polynomial
        is ``p``, signed (unsigned, it is true, the same only where ``x`` is never negative)?"""
        cmp = self._operands(v, "cmpi", "less_than_or_equal")
        if cmp is None or self.of(cmp[0]) != const(0) or self.of(cmp[1]) != p:
            return False
        producer = v.producer
        return producer is not None and (signedness(producer.flags) == "signed" or self.never_negative(cmp[1]))

    def _operands(self, v: Value, name: str, predicate: str = "") -> tuple[Value, Value] | None:
        """The two operands of ``v``'s producer where it is the op ``name`` (a `cmpi` with ``predicate``, its
        `greater_than` read as `less_than` with the operands swapped), else None."""
        op = v.producer
        if op is None or op.name != name or len(op.operands) != 2:
            return None
        a, b = op.operands
        if not predicate:
            return a, b
        pred = next((f for f in op.flags if f in _PREDICATES), "")
        if pred == predicate:
            return a, b
        return (b, a) if _FLIPPED.get(pred) == predicate else None

    def _is_nonzero(self, v: Value, p: Poly) -> bool:
        """Is ``v`` the test `x != 0` (either order) of a value ``x`` whose polynomial is ``p``?"""
        pair = self._operands(v, "cmpi", "not_equal")
        return pair is not None and {self.of(pair[0]), self.of(pair[1])} == {p, const(0)}


# The tests of a floor-remainder fix-up (``IndexMath._fixup_test``): `r != 0 and (r < 0) != (d < 0)`, and `r < 0`
FULL, SHORT = "full", "short"


@dataclass(frozen=True)
class Division:
    """What a quotient or remainder atom divides."""

    kind: str  # div | mod
    num: Poly
    den: Poly
    positive: bool  # the numerator never negative and the divisor positive: every rounding and signedness agree
    divisor_positive: bool  # the divisor never negative
    signed_truncating: bool  # a signed division rounding toward zero, what cuTile Python's fix-up corrects


# Atoms whose value differs from lane to lane (an iota, an index tile read from memory), with the axis they vary
# along once spread over a tile of several non-unit dimensions: `iota64@1/2` varies along the second of two.
_LANE_ATOM = re.compile(r"(iota[\dx]*|data\([0-9a-f]+\))(?:@(\d+)/(\d+))?")


def spread_of(op: Op) -> tuple[tuple[int, ...], int] | None:
    """A `broadcast` that spreads a tile along further dimensions: for each non-unit dimension of its operand, the
    position among the result's non-unit dimensions, and how many those are. None for a broadcast of a scalar or
    along unit dimensions only: every lane keeps its value's axis, as through a `reshape` (transparent)."""
    src = parse_type(op.operand_types[0]) if op.operand_types else None
    dst = parse_type(op.results[0].type) if op.results else None
    if not isinstance(src, TileType) or not isinstance(dst, TileType) or len(src.shape) != len(dst.shape):
        return None
    wide = [d for d, n in enumerate(dst.shape) if n != 1]
    axes = tuple(wide.index(d) for d, n in enumerate(src.shape) if n != 1 and d in wide)
    return None if not axes or len(axes) == len(wide) else (axes, len(wide))


def along(p: Poly, axes: tuple[int, ...], wide: int) -> Poly:
    """``p`` spread by a broadcast (``spread_of``): each lane atom names the axis of the result it varies along, so
    an iota spread across rows (row offsets) differs from the same iota spread across columns. An atom of a tile
    that varied along several dimensions without a named one keeps its name (no single axis to give it)."""

    out: Poly = ()
    for mono, k in p:
        out = add(out, ((tuple(sorted(along_atom(a, axes, wide) for a in mono)), k),))
    return out


def along_atom(name: str, axes: tuple[int, ...], wide: int) -> str:
    """One atom's name spread (``along``): every lane atom in it, also inside an opaque atom's operands."""

    def rename(m: re.Match[str]) -> str:
        if m.group(2) is None:
            return f"{m.group(1)}@{axes[0]}/{wide}" if len(axes) == 1 else m.group(0)
        k, n = int(m.group(2)), int(m.group(3))
        return f"{m.group(1)}@{axes[k]}/{wide}" if n == len(axes) and k < n else m.group(0)

    return _LANE_ATOM.sub(rename, name)


def converts_alike(op: Op, never_negative: Callable[[Value], bool]) -> bool:
    """Do a signed and an unsigned `exti` (sign- or zero-extension) or `itof` of ``op``'s operand give one value?
    Where the operand is never negative (``IndexMath.never_negative``) and wider than i1 (a true i1 is -1 signed)."""
    if op.name not in SIGNED_CONVERSIONS or not op.operands:
        return False
    t = parse_type(op.operands[0].type)
    return isinstance(t, TileType) and t.elem != "i1" and never_negative(op.operands[0])


def orders(flags: tuple[str, ...]) -> bool:
    """Does a compare order its operands (`<`, `<=`, …)? Equality does not, and is the same signed or unsigned."""
    return next((f for f in flags if f in _PREDICATES), "?") not in ("equal", "not_equal")


def compare_text(flags: tuple[str, ...], a: Poly, b: Poly, tagged: bool = False, keep_sign: bool = False) -> str:
    """A comparison of index values: `>` read as `<` with operands swapped. Signedness is dropped unless
    ``keep_sign`` (an operand may be negative, e.g. an index read from memory): signed and unsigned compares agree
    on non-negative values only, and never differ on (in)equality. Loose operands (``abstract``ed) are written
    without their atoms' identities."""
    pred = next((f for f in flags if f in _PREDICATES), "?")
    if pred in _FLIPPED:
        pred, a, b = _FLIPPED[pred], b, a
    if pred in ("equal", "not_equal"):
        a, b = sorted((a, b), key=lambda p: _tagged_order(p) if tagged else ("", "", _anonymous_terms(p)))
    elif keep_sign:
        pred += "_" + (signedness(flags) or "?")
    return f"cmp_{pred}({_written(a)}; {_written(b)})"


def _written(p: Poly) -> str:
    return text(_anonymous_terms(p))


def _tagged_order(p: Poly) -> tuple[str, str, Poly]:
    """Where a tagged operand sorts: by its untagged text, so that both sides' tags align (``_sorted``)."""
    written = _written(p)
    return _untagged(written), natural(written), _anonymous_terms(p)


def _anonymous_terms(p: Poly) -> Poly:
    """``p``'s terms without their atoms' identities, in the order of what is written (untagged first, so that tags
    align as in ``_sorted``, then ``natural``): never in the order of the identities, which name one entry's
    arguments by position (`s10` sorts before `s9`). Terms that read alike stay apart (`mini(ARG; bid.x) +
    -1*mini(ARG; bid.x)`). Of the exact math (no identity, no tag), ``p`` itself."""
    terms = [(tuple(sorted(_IDENTITIES.sub("", a) for a in m)), k) for m, k in p]
    return tuple(sorted(terms, key=lambda t: (tuple(_untagged(a) for a in t[0]), t[1], tuple(map(natural, t[0])), t)))


def natural(t: str) -> str:
    """``t`` with its numbers zero-padded, to order texts that read alike but for their tags: ranks in the order of
    their numbers (`int9of11` before `int10of11`), as both launchers pass them, so that tags of the same structure
    pair in that order (``constants_agree``)."""
    return _NUMBER.sub(lambda m: m.group().zfill(12), t)


_NUMBER = re.compile(r"\d+")


_PREDICATES = frozenset(
    {
        "equal",
        "not_equal",
        "less_than",
        "less_than_or_equal",
        "greater_than",
        "greater_than_or_equal",
    }
)
_COMMUTATIVE = frozenset({"andi", "ori", "xori"})
# Integer ops whose signedness flag changes what they compute where an operand is negative
SIGNED_OPS = frozenset({"cmpi", "mini", "maxi", "divi", "remi"})
# Conversions whose signedness flag says how they read a negative operand (`trunci` has none: its overflow flag
# promises a range, and `ftoi` reads a float)
SIGNED_CONVERSIONS = frozenset({"exti", "itof"})
_FLIPPED = {"greater_than": "less_than", "greater_than_or_equal": "less_than_or_equal"}
_OPS = frozenset(
    {*TRANSPARENT, "addi", "subi", "muli", "divi", "remi", "mini", "maxi", "select", "cmpi", "andi", "ori", "xori"}
)
