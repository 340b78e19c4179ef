"""cuTile Python's loop split, replayed on a translated ``for`` loop.

cuTile Python (1.7, ``_passes/loop_split.py``, run after token ordering and loop-invariant code motion) splits
a ``for`` loop of constant step 1 whose body holds exactly one ``if`` on a comparison of the loop index with a
value defined outside the loop — ``i OP v`` or ``v OP i``, OP one of ``< <= > >=``, the comparison and the
``if`` both directly in the body — into two loops over ``[start, min(stop, s))`` and ``[max(start, s), stop)``,
``s`` being ``v`` (``v + 1`` for ``i > v`` and ``i <= v``). In each, the ``if`` is replaced by the branch
that holds on its range: for ``>=``/``>`` the first loop keeps the else branch and the second the then
branch; for ``<``/``<=`` the other way round. FMHA's causal mask (``if j >= mask_start``) is the case that
matters: the first loop has no mask at all.

The writer translates the loop as written, noting the comparisons and ``if``s of its body here, then
rewrites the loop's lines the same way: the min/max bounds, the loop twice, the ``if`` replaced by its kept
branch in a bare Rust block (so the branch's own ``let``s keep their scope). Both compute exactly what the
single loop computes; only then do the two IRs have the same loops.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Callable
from dataclasses import dataclass, field

from tilebot.runner.translator import table
from tilebot.runner.translator.values import Scalar

# Python comparison → cuTile Python's name for it, and the same comparison with its operands swapped.
_CMP = {ast.GtE: "ge", ast.Gt: "gt", ast.LtE: "le", ast.Lt: "lt"}
_FLIP = {"ge": "le", "gt": "lt", "le": "ge", "lt": "gt"}
_PLUS_ONE = {"ge": False, "gt": True, "le": True, "lt": False}  # the split point is v + 1
_ELSE_FIRST = {"ge": True, "gt": True, "le": False, "lt": False}  # the first loop keeps the else branch

INVARIANT, VARIANT, UNKNOWN = "invariant", "variant", "unknown"


@dataclass(frozen=True)
class Comparison:
    cmp: str  # ge | gt | le | lt, the loop index on the left
    bound: str  # the Rust scalar compared with the index
    status: str  # INVARIANT (defined outside the loop), VARIANT (changes in it), UNKNOWN (computed in the body)


@dataclass
class LoopSplit:
    """One ``for`` loop being translated: what its body compares its index with, and the ``if``s on that."""

    induction: Scalar
    depth: int  # the writer's depth of the loop body
    invariant: list[Scalar]  # runtime values bound before the loop that the body never reassigns
    carried: set[str]  # Rust names of values bound before the loop that the body reassigns
    step_one: bool
    comparisons: dict[str, Comparison] = field(default_factory=dict)  # by the Rust name of the bool
    ifs: list[tuple[str, Comparison]] = field(default_factory=list)  # (condition's Rust name, comparison)

    def note_compare(self, op: ast.cmpop, left: object, right: object, known: tuple[bool, bool], cond: str) -> None:
        """``cond`` = ``left op right`` was just written in the body: note it if it compares the index."""
        cmp = _CMP.get(type(op))
        if cmp is None:
            return
        if left is self.induction and right is not self.induction:
            other, other_known = right, known[1]
        elif right is self.induction and left is not self.induction:
            cmp, other, other_known = _FLIP[cmp], left, known[0]
        else:
            return
        if not isinstance(other, Scalar) or other.dtype != self.induction.dtype:
            return  # a float or bool bound: cuTile Python compares a converted index, which it does not split on
        if other_known or any(other is v for v in self.invariant):
            status = INVARIANT
        elif other.rust in self.carried:
            status = VARIANT
        else:
            status = UNKNOWN
        self.comparisons[cond] = Comparison(cmp, other.rust, status)

    def rename(self, old: str, new: str) -> None:
        """The line that wrote ``old`` now binds it to the Python name ``new``."""
        if old in self.comparisons:
            self.comparisons[new] = self.comparisons.pop(old)

    def note_if(self, cond: str) -> None:
        if cond in self.comparisons:
            self.ifs.append((cond, self.comparisons[cond]))

    def chosen(self, line: int) -> tuple[str, Comparison] | None:
        """The ``if`` cuTile Python splits this loop on, if any."""
        if not self.step_one:
            return None
        sure = [i for i in self.ifs if i[1].status == INVARIANT]
        unsure = [i for i in self.ifs if i[1].status == UNKNOWN]
        if unsure and len(sure) <= 1:
            # cuTile Python splits where hoisting makes the bound loop-invariant; this translator does not hoist.
            table.refuse("if on the loop index against a value computed in the loop", line)
        return sure[0] if len(sure) == 1 else None


def split_lines(
    lines: list[str],
    indent: str,
    chosen: tuple[str, Comparison],
    bounds: tuple[str, str],
    header: Callable[[str, str], str],
    fresh: Callable[[str], str],
) -> list[str]:
    """The translated loop's ``lines`` (its ``for`` line first, its closing ``}`` last, at ``indent``) as
    the two loops: ``bounds`` are the loop's (start, stop), ``header`` writes a ``for`` line from a start and
    a stop, ``fresh`` names a new Rust value."""
    cond, comparison = chosen
    inner = indent + "    "
    body = lines[1:-1]
    at = body.index(f"{inner}if {cond} {{")
    ends = [i for i in range(at + 1, len(body)) if body[i] in (f"{inner}}} else {{", f"{inner}}}")]
    then_end = ends[0]
    has_else = body[then_end] == f"{inner}}} else {{"
    close = ends[1] if has_else else then_end
    then_branch, else_branch = body[at + 1 : then_end], body[then_end + 1 : close] if has_else else []
    before, after = body[:at], body[close + 1 :]
    # The bool is dead once the branch is gone (cuTile Python's DCE drops it after the split).
    used = re.compile(rf"\b{re.escape(cond)}\b")
    definition = f"{inner}let {cond}: bool = "
    if sum(bool(used.search(x)) for x in before + after + then_branch + else_branch) == 1:
        before = [x for x in before if not x.startswith(definition)]
    first, second = (else_branch, then_branch) if _ELSE_FIRST[comparison.cmp] else (then_branch, else_branch)

    def block(branch: list[str]) -> list[str]:
        return [f"{inner}{{", *branch, f"{inner}}}"] if branch else []

    start, stop = bounds
    out = []
    point = comparison.bound
    if _PLUS_ONE[comparison.cmp]:
        split = fresh("split")
        out.append(f"{indent}let {split}: i32 = {point} + 1i32;")
        point = split
    first_stop, second_start = fresh("stop"), fresh("start")
    out += [
        f"{indent}let {first_stop}: i32 = min({stop}, {point});",
        f"{indent}let {second_start}: i32 = max({start}, {point});",
        header(start, first_stop),
        *before,
        *block(first),
        *after,
        f"{indent}}}",
        header(second_start, stop),
        *before,
        *block(second),
        *after,
        f"{indent}}}",
    ]
    return out
