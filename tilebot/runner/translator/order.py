"""Memory-op ordering as cuTile Python's ``token_order`` pass writes it, replayed with cutile's tokens.

cuTile Python orders the memory ops on each array by tokens: a load waits for the array's last store; a
store waits for every access since (the array's last op: the previous store joined with each load after
it); loops and branches carry the tokens of the arrays they touch; and a ``ct.store`` that is a for loop's
only access to its array, indexed by the loop variable itself, waits only for what came before the loop
(its "parallel store": iterations write distinct tiles). cutile has what it takes to say the same:
a partition view is made with a token (``make_partition_view[_mut]``), a load or store on it leaves its
completion token on the view (``get_partition_token[_mut]``), ``load_ptr_tko``/``store_ptr_tko`` take and
give one, and ``join_tokens`` joins them; a Rust ``let mut`` token reassigned in a loop or branch is carried
out of it. So the translation keeps two token variables per array it writes — last op and last store — and
threads them as the reference does. Arrays that are only read need none: their loads wait for the tensor's
initial token, which no store ever replaces (the reference's joins on them are dead code).

(``store_view_tko_mut``'s return value is the view, not the token, in cutile 0.3.1 as in 0.2.0, whatever its
declaration says: the token is read back from the view.)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from tilebot.runner.translator import table
from tilebot.runner.translator.values import Array, Scalar, Value


def last_op(array: str) -> str:
    return f"{array}__op_token"


def last_store(array: str) -> str:
    return f"{array}__store_token"


@dataclass
class _Store:
    """A ``ct.store`` that may be its loop's parallel store: its token lines are written once the loop is."""

    array: str
    view: str
    marker: str  # stands for the store's input token until decided
    after: str  # stands for the token updates after it


@dataclass
class _Loop:
    induction: Scalar
    for_line: int  # index of the ``for`` line in the writer's lines
    depth: int  # nesting depth of the loop's body
    direct: Counter[str] = field(default_factory=Counter)  # accesses per array directly in the body
    nested: set[str] = field(default_factory=set)  # arrays accessed in blocks inside the body
    stores: list[_Store] = field(default_factory=list)


class TokenOrder:
    """The token variables of one entry; the writer calls it around each memory op, loop and nested block."""

    def __init__(self, ordered: set[str], emit: Callable[[str], None], lines: list[str]) -> None:
        self.ordered = ordered  # arrays some ct.store/ct.scatter writes
        self.overlapping: set[str] = set()  # arrays whose elements may share memory: never a parallel store
        self.emit = emit
        self.lines = lines
        self.loops: list[_Loop] = []
        self.depth = 0
        self.counter = 0

    def declare(self, arrays: Sequence[Array]) -> None:
        for array in arrays:
            if array.rust not in self.ordered:
                continue
            initial = "new_token_unordered()" if array.pointer else f"get_tensor_token({array.rust})"
            self.emit(f"let mut {last_op(array.rust)}: Token = {initial};")
            self.emit(f"let mut {last_store(array.rust)}: Token = {last_op(array.rust)};")

    # ------------------------------------------------------------------ structure
    def enter_loop(self, induction: Scalar) -> None:
        self.depth += 1
        self.loops.append(_Loop(induction, len(self.lines) - 1, self.depth))

    def exit_loop(self) -> None:
        loop = self.loops.pop()
        self.depth -= 1
        for store in loop.stores:
            parallel = (
                loop.direct[store.array] == 1 and store.array not in loop.nested and store.array not in self.overlapping
            )
            op, st = last_op(store.array), last_store(store.array)
            if parallel:
                before = f"{op}_before_{self.counter + 1}"
                self.counter += 1
                for_line = self.lines[loop.for_line]
                indent = for_line[: len(for_line) - len(for_line.lstrip())]
                self.lines.insert(loop.for_line, f"{indent}let {before}: Token = {op};")
                token_in = before
                after = f"{op} = join_tokens(&[{op}, get_partition_token_mut(&{store.view})]); {st} = {op};"
            else:
                token_in = op
                after = f"{op} = get_partition_token_mut(&{store.view}); {st} = {op};"
            for i, line in enumerate(self.lines):
                if store.marker in line or store.after in line:
                    self.lines[i] = line.replace(store.marker, token_in).replace(store.after, after)

    def enter_block(self) -> None:
        self.depth += 1

    def exit_block(self) -> None:
        self.depth -= 1

    def _access(self, array: str) -> None:
        for loop in self.loops:
            if loop.depth == self.depth:
                loop.direct[array] += 1
            else:
                loop.nested.add(array)

    # ------------------------------------------------------------------ memory ops
    def load_token(self, array: Array) -> str:
        """The token a view load of ``array`` waits for."""
        if array.rust not in self.ordered:
            return f"get_tensor_token({array.rust})"
        self._access(array.rust)
        return last_store(array.rust)

    def after_load(self, array: Array, token: str) -> str:
        """The statement that joins a load's completion ``token`` into the array's last op ("" if unordered)."""
        if array.rust not in self.ordered:
            return ""
        op = last_op(array.rust)
        return f"{op} = join_tokens(&[{op}, {token}]);"

    def gather_token(self, array: Array) -> str:
        """``load_ptr_tko``'s token argument."""
        if array.rust not in self.ordered:
            return "None::<Token>"
        self._access(array.rust)
        return f"Some({last_store(array.rust)})"

    def store(self, array: Array, view: str, index: Sequence[Value], line: int) -> tuple[str, str]:
        """(the token a ``ct.store`` to ``array`` through ``view`` waits for, the statement after it)."""
        self._require(array, line)
        self._access(array.rust)
        loop = self.loops[-1] if self.loops else None
        if loop is not None and loop.depth == self.depth and any(v is loop.induction for v in index):
            self.counter += 1
            pending = _Store(array.rust, view, f"@@token_in_{self.counter}@@", f"@@token_after_{self.counter}@@")
            loop.stores.append(pending)
            return pending.marker, pending.after
        op, st = last_op(array.rust), last_store(array.rust)
        return op, f"{op} = get_partition_token_mut(&{view}); {st} = {op};"

    def scatter_token(self, array: Array, line: int) -> str:
        """``store_ptr_tko``'s token argument (a scatter is never a parallel store)."""
        self._require(array, line)
        self._access(array.rust)
        return f"Some({last_op(array.rust)})"

    def after_scatter(self, array: Array, token: str) -> str:
        op, st = last_op(array.rust), last_store(array.rust)
        return f"{op} = {token}; {st} = {op};"

    def _require(self, array: Array, line: int) -> None:
        if array.rust not in self.ordered:  # the scan for written arrays missed it: its loads were not ordered
            table.refuse("a store to a kernel array through another name", line)
