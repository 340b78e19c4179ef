"""One cuTile Python kernel, specialized for one variant, written as one cutile-rs entry.

Statement by statement: every runtime value gets its own ``let`` with its full type (cutile's generic
functions need the result type spelled out), translation-time values are folded, and every decision a
translation-time value makes (a branch on a constant, a dtype test) is recorded as a fact. What has no
faithful form in the pinned cutile, or no rule here yet, raises :class:`Refusal` naming the construct, the line
and why; the construct table (``constructs.toml``) lists both kinds.
"""

from __future__ import annotations

import ast
import math
import operator
import re
from collections import Counter
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from tilebot.runner.python_ops import PY_BINOPS, PY_COMPARE
from tilebot.runner.targets.cutile_rs.versions import DEFAULT_CUTILE, CutileFeatures
from tilebot.runner.translator import table
from tilebot.runner.translator.declared import DECLARED_OPS
from tilebot.runner.translator.errors import Refusal
from tilebot.runner.translator.loop_split import LoopSplit, split_lines
from tilebot.runner.translator.memory import MemoryOps
from tilebot.runner.translator.order import TokenOrder
from tilebot.runner.translator.source import KernelSource
from tilebot.runner.translator.values import (
    BOOL,
    F32,
    FLOATS,
    I32,
    INT_RANGES,
    RESTRICTED_FLOATS,
    RUST_DTYPES,
    SIGNED_BITS,
    Array,
    Dim,
    DType,
    Known,
    Scalar,
    Tile,
    Value,
    const_shape,
    is_int,
    literal,
    round_float,
    same_float,
    tile_type,
)


@dataclass(frozen=True)
class Param:
    """A kernel parameter as this variant launches it."""

    name: str
    kind: str  # "array", "scalar" or "constant"
    dtype: str | None = None  # cuTile dtype name, for arrays and scalars
    ndim: int = 0
    value: Any = None  # for constants
    unit_strides: tuple[bool, ...] = ()  # arrays: dims whose stride the launch fixes at 1
    unit_extents: tuple[bool, ...] = ()  # arrays: dims of extent 1, which cuTile Python compiles in as constants
    pointer: bool = False  # arrays reached by ct.gather/ct.scatter: a raw pointer, extents and strides
    baked: bool = False  # an int constant written as its value in this entry, not as a const generic
    overlapping: bool = False  # arrays: elements may share memory (the launch's may_alias_internally)
    # arrays: its dtype is the same in every launch but not always the first array's (recurrent_gated_delta_rule's
    # float32 state beside bfloat16 queries): written in, never the generic element type
    own_dtype: bool = False


@dataclass
class Entry:
    """The translated entry: its Rust text and what the launcher needs to call it."""

    name: str
    rust: str
    generics: list[str]  # declaration order: "E" (if any), then the const generics
    generic_values: dict[str, Any]  # the representative launch's values (E as a Rust type name)
    params: list[Param]  # the runtime parameters in order (arrays, scalars)
    element_arrays: list[str]  # arrays whose element type is E
    facts: list[str]
    # Int constants the translation read to fold or decide something (and bools that vary): the entry holds only
    # for their values here. op.py writes one entry per value of those that vary between the variant's
    # configurations; the wrapper picks the entry by each one's value (host.py's facts).
    decided: set[str] = field(default_factory=set)
    baked: dict[int, Any] = field(default_factory=dict)  # parameter position → the value written in
    # A dtype test read the generic element type: the entry holds only for the dtype E stood for (op.py writes
    # one entry per dtype combination the configurations launch, each with its arrays' dtypes written in).
    dtype_decided: bool = False
    dtypes: dict[int, str] = field(default_factory=dict)  # array parameter position → the dtype written in
    declared: set[str] = field(default_factory=set)  # ops declared in the module that the entry calls (declared.py)
    hint_key: dict[str, int | None] = field(default_factory=dict)  # the launch hints the entry is one of several for
    # Values computed from the constants that the translation decided with (``check_bounds=N % T != 0``): each
    # key's Python expression → the value this entry holds for. The wrapper evaluates each expression with the
    # launch's constants (``constant_positions`` says where each is) to pick the entry.
    keys: dict[str, Any] = field(default_factory=dict)
    key_labels: dict[str, str] = field(default_factory=dict)  # key → the source text that decided with it
    constant_positions: dict[str, int] = field(default_factory=dict)  # constant parameter → its position

    @property
    def layout(self) -> list[tuple[tuple[bool, ...], tuple[bool, ...]]]:
        """Each array's unit strides and size-1 dimensions, as the entry is written for them."""
        return [(p.unit_strides, p.unit_extents) for p in self.params if p.kind == "array"]


_FLOAT_BINOPS: dict[type, str] = {ast.Add: "+", ast.Sub: "-", ast.Mult: "*", ast.Div: "/"}
_SCALAR_BINOPS: dict[type, str] = {ast.Add: "+", ast.Sub: "-", ast.Mult: "*", ast.FloorDiv: "/"}  # // where / floors


# The construct table's row for the ops cutile 0.2.0 writes signed on u8 and u16 tiles (_refuse_signed_narrow).
SIGNED_NARROW = "a compare, >>, //, %, min or max of uint8 or uint16 values"


def _floor_divi(a: str, b: str) -> str:
    """Python's ``//`` on int tiles where ``/`` rounds toward zero (cutile 0.3, as Rust's): cuTile Python floors."""
    return f"divi({a}, {b}, rounding::NegativeInf)"


_PY_UNARY: dict[type, Callable[[Any], Any]] = {ast.USub: operator.neg, ast.UAdd: operator.pos, ast.Not: operator.not_}
_PREDICATES: dict[type, tuple[str, str]] = {  # (predicate, Rust scalar operator)
    ast.Eq: ("Equal", "=="),
    ast.NotEq: ("NotEqual", "!="),
    ast.Lt: ("LessThan", "<"),
    ast.LtE: ("LessThanOrEqual", "<="),
    ast.Gt: ("GreaterThan", ">"),
    ast.GtE: ("GreaterThanOrEqual", ">="),
}
_UNARY_MATH = {"exp", "log", "log2", "sin", "cos", "tan", "sinh", "cosh", "tanh", "floor", "ceil"}
_REDUCTIONS = {"sum": "reduce_sum", "max": "reduce_max", "min": "reduce_min", "prod": "reduce_prod"}
# Operand element type → ct.matmul's accumulator (cuTile Python's _mma_supported_dtypes, first entry).
_MATMUL_ACCUMULATOR = {
    "f8e4m3fn": "f16",
    "f8e5m2": "f16",
    "f16": "f16",
    "bf16": "f32",
    "f32": "f32",
    "tf32": "f32",
    "f64": "f64",
}


@dataclass
class _Scope:
    names: dict[str, Value] = field(default_factory=dict)
    mutable: set[str] = field(default_factory=set)  # Rust `let mut` names (loop-carried values)


class KernelWriter:
    """Writes one entry; ``write()`` returns it or raises :class:`Refusal`."""

    def __init__(
        self,
        source: KernelSource,
        name: str,
        params: Sequence[Param],
        element_dtype: str | None,
        *,
        hints: Mapping[str, Any] | None = None,
        target: str = "",
        cutile: CutileFeatures = DEFAULT_CUTILE,
        varying: Collection[str] = (),
        keys: Mapping[str, Any] | None = None,
        pointers: Collection[str] | None = None,
        element_dtypes: Collection[str] = (),
    ) -> None:
        self.source = source
        # The dtypes the generic element type stands for across the launches (a constant must be exact in each);
        # unknown: the narrow floats a generic float entry is usually launched with.
        self.element_dtypes = tuple(element_dtypes) or ("float16", "bfloat16")
        self.cutile = cutile  # the pinned version: where its forms differ (a floor //, the worker-warps hint)
        # Arrays bound as a raw pointer (ct.gather/ct.scatter reach them); by default those the source reaches so.
        self.pointers = frozenset(_gathered_arrays(source.function, source) if pointers is None else pointers)
        self.varying = frozenset(varying)  # int/bool constants whose value differs between the variant's configurations
        self.decided: set[str] = set()
        self.forced_keys = dict(keys or {})  # key expression → the value this entry is written for
        self.keys: dict[str, Any] = {}  # the keys the translation decided with, and their values here
        self.key_labels: dict[str, str] = {}
        self.constants = {p.name: p.value for p in params if p.kind == "constant"}  # this entry's values
        self.dtype_decided = False
        self.generic_params: dict[str, str] = {}  # const generic → its parameter
        self.hints = dict(hints if hints is not None else _decorator_hints(source.function))
        self.target = target  # the GPU architecture an entry hint is written for (sm_90)
        self.name = name
        self.params = list(params)
        self.element_dtype = element_dtype  # the cuTile dtype E stands for in this variant
        self.lines: list[str] = []
        self.depth = 2
        self.scope = _Scope()
        self.facts: list[str] = []
        self.declared: set[str] = set()
        self.line = source.function.lineno
        self._counter = 0
        self._last_temp = ""
        self.generics: list[str] = []
        self.generic_values: dict[str, Any] = {}
        self.runtime: list[Param] = []
        self.element_arrays: list[str] = []
        # Names bound when each enclosing loop body or runtime-if branch began: those keep their Rust type inside it.
        self.block_entries: list[set[str]] = []
        self.products: dict[str, tuple[Tile, Tile]] = {}  # float tile products by Rust name: their factors
        self.product_names: set[str] = set()  # Rust names holding a float tile product whose factors are not kept
        self.loads = _load_counts(source.function)  # reads of each name in the function being written
        self.runtime_numbers: dict[str, Scalar] = {}  # translation-time numbers a loop reassigns (_carry_known)
        self.splits: list[LoopSplit] = []  # the for loops being written, innermost last (loop_split.py)
        # Python name → Rust local for the names an inlined helper assigns: its own locals, never the caller's.
        self.renames: dict[str, str] = {}
        # Token ordering of the arrays the kernel writes, as cuTile Python's token_order pass does it.
        self.order = TokenOrder(_arrays_reached(source.function, source, ("store", "scatter")), self.emit, self.lines)
        self.memory = MemoryOps(self)  # ct.load, ct.gather, ct.scatter, ct.store (memory.py)
        self.helpers = 0  # helpers being inlined (nested): a `return` there ends the helper, not the kernel
        # Python names read after a for loop changed them where the translation cannot follow: the loop's
        # variable, and a translation-time value the loop reassigns (name → the loop's line). Reading one refuses.
        self.stale: dict[str, int] = {}
        self.loop_frames: list[_LoopFrame] = []  # the for loops being written: the translation-time values they watch
        # Every name the Python source uses: a temporary's Rust name must not shadow one of them.
        self.python_names = _python_names(source)
        # The names the function being written binds (its locals, to Python): never read from the module.
        fn = source.function
        self.local_names = _assigned_names(fn.body) | {a.arg for a in (*fn.args.args, *fn.args.kwonlyargs)}

    # ------------------------------------------------------------------------------------------ entry
    def write(self) -> Entry:
        """The entry. An array the source reaches both by ct.load/ct.store and by ct.gather/ct.scatter is bound
        as the code this entry keeps reaches it: where the other way is only in a branch decided at translation
        time (``if NUM_Q_HEAD_PER_KV == QUERY_GROUP_TILE_SIZE: ct.store else: ct.scatter``), the entry is written
        again with the array bound the way it met first. Reached both ways in kept code, it is refused."""
        writer, rebound = self, set[str]()
        while True:
            try:
                return writer._write()
            except _ReachedOtherWay as other:
                if other.array in rebound:
                    table.refuse("an array reached both by ct.load/ct.store and by ct.gather/ct.scatter", other.line)
                rebound.add(other.array)
                writer = KernelWriter(
                    self.source,
                    self.name,
                    self.params,
                    self.element_dtype,
                    hints=self.hints,
                    target=self.target,
                    cutile=self.cutile,
                    varying=self.varying,
                    keys=self.forced_keys,
                    pointers=writer.pointers ^ {other.array},
                    element_dtypes=self.element_dtypes,
                )
            except Refusal:
                raise
            except (ArithmeticError, LookupError, TypeError, ValueError, AttributeError, RecursionError) as exc:
                # A kernel the rules above did not foresee: a refusal at the line being written, never a traceback.
                raise Refusal(
                    "a construct the translator failed on", writer.line, f"{type(exc).__name__}: {exc}"
                ) from exc

    def _write(self) -> Entry:
        fn = self.source.function
        self._check_decorators(fn)
        if self.element_dtype is not None:
            self.generics.append("E")
            self.generic_values["E"] = self._rust_dtype(self.element_dtype)
        rust_params = []
        for param in self.params:
            if param.kind == "array" and param.name in self.pointers:
                param = replace(param, pointer=True)
            rust_params.extend(self._bind_param(param))
        self.carried = _carried_names(fn.body)
        self.order.overlapping = {p.name for p in self.params if p.overlapping}
        self.order.declare([v for v in self.scope.names.values() if isinstance(v, Array)])
        self._block(fn.body, top=True, tail=True)
        generic_decl = ", ".join("E: ElementType" if g == "E" else f"const {g}: i32" for g in self.generics)
        header = [
            f"    #[cutile::entry({self._entry_hints()})]",
            f"    pub unsafe fn {self.name}<{generic_decl}>(",
            *(f"        {p}," for p in rust_params),
            "    ) {",
        ]
        body = "\n".join([*header, *self.lines, "    }"])
        for param in self.runtime:  # rope's `cos` and `sin` arrays: fine unless the entry calls that function
            if param.name in _RUST_CALLED and re.search(rf"\b{param.name}\(", "\n".join(self.lines)):
                raise Refusal(
                    f"kernel parameter {param.name}",
                    fn.lineno,
                    f"the entry calls cutile's {param.name}(), which the parameter of that name hides",
                )
        return Entry(
            name=self.name,
            rust=body,
            generics=self.generics,
            generic_values=self.generic_values,
            params=self.runtime,
            element_arrays=self.element_arrays,
            facts=list(dict.fromkeys(self.facts)),  # a tail `if` writes the rest twice: each fact once
            decided=self.decided,
            baked={i: p.value for i, p in enumerate(self.params) if p.baked and p.kind == "constant"},
            dtype_decided=self.dtype_decided,
            dtypes={i: p.dtype for i, p in enumerate(self.params) if p.baked and p.kind == "array" and p.dtype},
            declared=self.declared,
            keys=self.keys,
            key_labels=self.key_labels,
            constant_positions={p.name: i for i, p in enumerate(self.params) if p.kind == "constant"},
        )

    def _check_decorators(self, fn: ast.FunctionDef) -> None:
        self.line = fn.decorator_list[0].lineno if fn.decorator_list else fn.lineno
        for key, value in self.hints.items():
            if key == "opt_level" and value == 3:
                continue  # the default of both compilers
            if key == "num_worker_warps" and not self.cutile.worker_warps_hint:
                if value is not None:  # a performance hint this cutile cannot write: C notes it, E measures it
                    shown = ", ".join(map(str, value)) if isinstance(value, tuple) else value  # one per launch kind
                    self.facts.append(
                        f"num_worker_warps={shown} dropped: cutile {self.cutile.label} has no such entry hint "
                        "(the port compiles with tileiras's default)"
                    )
                continue
            if key not in _ENTRY_HINTS:
                table.refuse(f"@ct.kernel({key}=)", self.line)

    def _entry_hints(self) -> str:
        """Entry-level optimization hints: the launched kernel's occupancy and CTAs per cluster, for the target."""
        values = []
        for key, cutile_key in _ENTRY_HINTS.items():
            if key == "num_worker_warps" and not self.cutile.worker_warps_hint:
                continue
            value = hint_for_target(self.hints.get(key), self.target, self.line)
            if value is not None:
                values.append(f"{cutile_key} = {value}")
        if not values:
            return ""
        if not self.target:
            table.refuse("entry hints without a target architecture", self.line)
        return f"optimization_hints = ({self.target} = ({', '.join(values)},),)"

    def _bind_param(self, param: Param) -> list[str]:
        if param.kind == "constant":
            value = param.value
            if is_int(value) and not param.baked:
                generic = _generic_name(param.name)
                self.generics.append(generic)
                self.generic_values[generic] = value
                self.generic_params[generic] = param.name
                self.scope.names[param.name] = Known(value, generic=generic)
            else:
                self.scope.names[param.name] = Known(value)
                self.facts.append(f"{param.name} = {value!r}")
                if param.name in self.varying:  # a fact whose value the launches vary: one entry per value
                    self.decided.add(param.name)
            return []
        if param.name in _RUST_RESERVED or param.name == "_":  # the launcher passes arguments by these names
            raise Refusal(f"kernel parameter {param.name}", self.line, "its name is a Rust keyword")
        self.runtime.append(param)
        assert param.dtype is not None
        if param.kind == "array":
            if param.baked:
                self.facts.append(f"{param.name}.dtype = {param.dtype}")
            dtype = DType.concrete(self._rust_dtype(param.dtype)) if param.own_dtype else self._dtype_of(param.dtype)
            if dtype.rust == "E":
                self.element_arrays.append(param.name)
            ones = param.unit_extents or (False,) * param.ndim
            if param.pointer:
                # An extent of 1 is the constant 1 (the launcher still passes it, and checks it is 1).
                extents = tuple(f"{param.name}_extent_{d}" for d in range(param.ndim))
                unit = param.unit_strides or (False,) * param.ndim
                strides = tuple(None if unit[d] else f"{param.name}_stride_{d}" for d in range(param.ndim))
                folded = tuple("1i32" if one else extent for one, extent in zip(ones, extents, strict=True))
                self.scope.names[param.name] = Array(param.name, dtype, param.ndim, True, folded, strides)
                ints = [*extents, *(s for s in strides if s is not None)]
                return [f"{param.name}: *mut {dtype.rust}", *(f"{n}: i32" for n in ints)]
            dims = ", ".join("1" if one else "-1" for one in ones)
            self.scope.names[param.name] = Array(param.name, dtype, param.ndim)
            return [f"{param.name}: &Tensor<{dtype.rust}, {{ [{dims}] }}>"]
        dtype = DType.concrete(self._rust_dtype(param.dtype))
        if dtype.rust not in ("i32", "f32"):
            table.refuse(f"scalar parameter of {param.dtype}", self.line)
        self.scope.names[param.name] = Scalar(param.name, dtype)
        return [f"{param.name}: {dtype.rust}"]

    def _dtype_of(self, name: str) -> DType:
        if self.element_dtype is not None and name == self.element_dtype:
            return DType("E", "float" if self._rust_dtype(name) in FLOATS else "int")
        return DType.concrete(self._rust_dtype(name))

    def _rust_dtype(self, name: str | None) -> str:
        """The Rust element type of a cuTile/torch dtype name; refused for one cutile has no type for here."""
        rust = RUST_DTYPES.get(name or "")
        if rust is None:
            raise Refusal(f"dtype {name}", self.line, "no cutile element type for it in the translator")
        return rust

    # ------------------------------------------------------------------------------------------ output
    def emit(self, text: str) -> None:
        self.lines.append("    " * self.depth + text)

    def _local(self, name: str) -> str:
        return _local(self.renames.get(name, name))

    def fresh(self, hint: str) -> str:
        """A new Rust name, never one the Python source uses: ``let c_8`` would shadow a Python ``c_8`` read later."""
        while True:
            self._counter += 1
            name = f"{hint}_{self._counter}"
            if name not in self.python_names:
                return name

    def let(self, hint: str, rust_type: str, expr: str) -> str:
        name = self.fresh(hint)
        self.emit(f"let {name}: {rust_type} = {expr};")
        self._last_temp = name
        return name

    def tile(self, hint: str, dtype: DType, shape: tuple[Dim, ...], expr: str) -> Tile:
        return Tile(self.let(hint, tile_type(dtype, shape), expr), dtype, shape)

    # ------------------------------------------------------------------------------------------ statements
    def _block(self, body: list[ast.stmt], *, top: bool = False, tail: bool = False) -> ast.Return | None:
        """Write ``body``; the ``return`` that ended it, if one did.

        ``tail``: nothing follows this block in the function being written (the kernel, or an inlined helper),
        so a ``return`` here ends the function: the statements after it are not written (Python never runs
        them). An ``if`` decided at translation time is spliced in, its taken branch followed by the rest of the
        block, so a ``return`` in that branch ends the rest too. A runtime ``if`` whose branches return (cutile
        drops (0.2.0) or refuses (0.3.1) a ``return`` inside ``if``) takes the rest of the block into each branch
        (``if c { body; rest } else { orelse; rest }``, the rest not written after a branch's ``return``), which
        for ``if c: return`` is ``if c {} else { rest }``. Anywhere else (a loop body, a runtime branch, a
        helper's runtime branch) a ``return`` would end more than this block: refused."""
        pending = list(body)
        while pending:
            stmt = pending.pop(0)
            self.line = stmt.lineno
            if isinstance(stmt, ast.Return):
                if not tail:
                    where = "a for loop" if self.splits else "a runtime if"
                    raise Refusal(
                        f"return inside {where}",
                        stmt.lineno,
                        f"a `return` inside {where} ends the whole function: no form for it there",
                    )
                if stmt.value is not None and not self.helpers:
                    table.refuse("return with a value", stmt.lineno)
                return stmt
            if isinstance(stmt, ast.If):
                condition = self.expr(stmt.test)
                if isinstance(condition, Known):
                    taken = bool(self._folded(condition, ast.unparse(stmt.test)))
                    self.facts.append(f"`{ast.unparse(stmt.test)}` is {taken} (line {stmt.lineno})")
                    pending = [*(stmt.body if taken else stmt.orelse), *pending]
                    continue
                condition = self._condition(condition, stmt.lineno)
                returns = [node for node in ast.walk(stmt) if isinstance(node, ast.Return)]
                if returns:
                    line = min(r.lineno for r in returns)
                    if not tail:
                        where = "a for loop" if self.splits else "a runtime if"
                        raise Refusal(
                            f"return inside {where}",
                            line,
                            f"a `return` inside {where} ends the whole function: no form for it there",
                        )
                    if self.helpers and any(r.value is not None for r in returns):
                        raise Refusal(
                            "return inside a runtime if in a helper",
                            line,
                            "the helper's value would depend on a runtime condition (no select is written for it)",
                        )
                    self._tail_if(stmt, condition, pending)
                    return None
                self._if(stmt, condition)
                continue
            self._statement(stmt, top=top)
        return None

    def _tail_if(self, stmt: ast.If, condition: Scalar, rest: list[ast.stmt]) -> None:
        """A runtime ``if`` with a ``return`` in it, at the end of the kernel (or of a helper that returns nothing):
        the statements after it go into both branches (a branch that returns stops before them)."""
        self.emit(f"if {condition.rust} {{")
        self._nested([*stmt.body, *rest], tail=True)
        self.emit("} else {")
        self._nested([*stmt.orelse, *rest], tail=True)
        self.emit("}")

    def _condition(self, condition: Value, line: int) -> Scalar:
        """A runtime ``if``'s condition: a bool scalar (a 0-d tile is a scalar to cuTile Python)."""
        if isinstance(condition, Tile) and condition.shape == ():
            condition = self._scalar(condition)
        if not isinstance(condition, Scalar) or condition.dtype != BOOL:
            table.refuse("if on a tile", line)
        return condition

    def _statement(self, stmt: ast.stmt, *, top: bool) -> None:
        if isinstance(stmt, ast.Expr):
            if isinstance(stmt.value, ast.Constant) and isinstance(stmt.value.value, str):
                return  # docstring
            self.expr(stmt.value)
        elif isinstance(stmt, ast.Assign):
            if len(stmt.targets) != 1:
                table.refuse("chained assignment", stmt.lineno)
            self._assign(stmt.targets[0], self.expr(stmt.value), top=top)
        elif isinstance(stmt, ast.AugAssign):
            # `x op= v` is `x = x op v` to cuTile Python, fused multiply-add included.
            target = ast.copy_location(ast.Name(id=_name_of(stmt.target, stmt.lineno), ctx=ast.Load()), stmt)
            value = self.expr(ast.copy_location(ast.BinOp(left=target, op=stmt.op, right=stmt.value), stmt))
            self._assign(stmt.target, value, top=top)
        elif isinstance(stmt, ast.AnnAssign) and stmt.value is not None:
            self._assign(stmt.target, self.expr(stmt.value), top=top)
        elif isinstance(stmt, ast.For):
            self._for(stmt)
        elif isinstance(stmt, ast.Pass):
            return
        else:
            table.refuse(type(stmt).__name__, stmt.lineno)

    def _assign(self, target: ast.expr, value: Value, *, top: bool) -> None:
        if isinstance(target, ast.Tuple | ast.List):
            if not isinstance(value, Known) or not isinstance(value.value, tuple):
                table.refuse("tuple unpacking of a runtime value", self.line)
            if len(target.elts) != len(value.value) or any(isinstance(e, ast.Starred) for e in target.elts):
                table.refuse("tuple unpacking of another length", self.line)
            # Python evaluates the whole right side before it binds a name (`a, b = b, a`): a runtime value whose Rust
            # name one of the targets rebinds is copied first.
            rebound = {self._local(n.id) for n in ast.walk(target) if isinstance(n, ast.Name)}
            items = [self._detached(item, rebound) for item in value.value]
            for element, item in zip(target.elts, items, strict=True):
                self._assign(element, item if isinstance(item, Known | Tile | Scalar) else Known(item), top=top)
            return
        name = _name_of(target, self.line)
        self.stale.pop(name, None)
        for frame in self.loop_frames:
            if name in frame.watched:
                frame.assigned.add(name)
        previous = self.scope.names.get(name)
        if name in self.runtime_numbers and isinstance(value, Known) and previous == self.runtime_numbers[name]:
            value = self._scalar(value)  # a number made runtime by _carry_known stays one
        if isinstance(value, Known | DType | Array):
            # A runtime value a branch or a loop iteration rebinds (one that may not run): a number is written as a
            # runtime value in its place; anything else would leak out of the block as if always assigned.
            outer = isinstance(previous, Scalar | Tile) and bool(self.block_entries) and name in self.block_entries[-1]
            if outer and isinstance(value, Known) and _is_number(value.value):
                value = self._scalar(value)
            elif outer or (not top and name in self.carried and not isinstance(previous, Known | DType | Array | None)):
                table.refuse("a loop-carried value becomes a translation-time value", self.line)
            else:
                self.scope.names[name] = value
                return
        rust_type = tile_type(value.dtype, value.shape) if isinstance(value, Tile) else value.dtype.rust
        # A product assigned by name: still one to the fma pass (its factors are kept only on a renamed line).
        is_product = value.rust in self.products or value.rust in self.product_names
        self._forget_products([name])
        # Rebinding with another type is a shadowing `let` unless the value is carried across a loop's iterations.
        carried_here = bool(self.block_entries) and name in self.block_entries[-1]
        if name in self.scope.mutable and previous is not None and (carried_here or _type_of(previous) == rust_type):
            if _type_of(previous) != rust_type:
                table.refuse("a loop-carried value changes type", self.line)
            self.emit(f"{self._local(name)} = {value.rust};")
            if isinstance(previous, Scalar) and previous.key is not None:
                self.scope.names[name] = replace(previous, key=None)  # no longer one expression of the constants
            if is_product:
                self.product_names.add(self._local(name))
            # A product of the old value is still a product, but its factors can no longer be read by name.
            stale = [k for k, factors in self.products.items() if self._local(name) in (f.rust for f in factors)]
            for k in stale:
                del self.products[k]
                self.product_names.add(k)
            return
        # else: a first binding, or a loop-local name rebound with another type (a Rust shadowing `let`)
        mut = "mut " if name in self.carried else ""
        if mut:
            self.scope.mutable.add(name)
        local = self._local(name)
        temp_line = "    " * self.depth + f"let {value.rust}: "
        if value.rust == self._last_temp and self.lines and self.lines[-1].startswith(temp_line):
            # The value was computed on the line just written: give that line the Python name.
            self.lines[-1] = "    " * self.depth + f"let {mut}{local}: " + self.lines[-1][len(temp_line) :]
            if value.rust in self.products:
                self.products[local] = self.products.pop(value.rust)
            if self.splits:
                self.splits[-1].rename(value.rust, local)
        else:
            self.emit(f"let {mut}{local}: {rust_type} = {value.rust};")
            if is_product:
                self.product_names.add(local)
        self.scope.names[name] = (
            Tile(local, value.dtype, value.shape)
            if isinstance(value, Tile)
            else Scalar(local, value.dtype, None if mut else value.key)
        )

    def _detached(self, item: Any, rebound: set[str]) -> Any:
        """``item`` (a tuple element), with each runtime value a name in ``rebound`` holds copied to a temporary."""
        if isinstance(item, Tile | Scalar) and item.rust in rebound:
            return replace(item, rust=self.let("copy", _type_of(item), item.rust))
        if isinstance(item, Known) and isinstance(item.value, tuple):
            return replace(item, value=tuple(self._detached(v, rebound) for v in item.value))
        if isinstance(item, tuple):
            return tuple(self._detached(v, rebound) for v in item)
        return item

    def _forget_products(self, names: Collection[str]) -> None:
        """These names no longer hold the product they were bound to (rebound, or a loop's or branch's result)."""
        for name in names:
            self.products.pop(self._local(name), None)
            self.product_names.discard(self._local(name))

    def _for(self, stmt: ast.For) -> None:
        if stmt.orelse:
            table.refuse("for-else", stmt.lineno)
        call = stmt.iter
        if not (isinstance(call, ast.Call) and isinstance(call.func, ast.Name) and call.func.id == "range"):
            table.refuse("for over anything but range()", stmt.lineno)
        if not 1 <= len(call.args) <= 3 or call.keywords:
            table.refuse("range() with other than 1 to 3 positional arguments", stmt.lineno)
        values = [self.expr(a) for a in call.args]
        if len(values) == 3 and isinstance(values[2], Known) and is_int(values[2].value) and values[2].value <= 0:
            # cuTile Python refuses it too ("Step must be positive"); Rust's step_by would make it huge.
            raise Refusal("for range() with a step that is not positive", stmt.lineno, f"step {values[2].value}")
        bounds = [self._index(v) for v in values]
        # A constant step of 1 (cuTile Python splits only such loops): a ConstInt step of 1 counts too.
        step_one = len(values) < 3 or (isinstance(values[2], Known) and values[2].value == 1)
        start, stop, step = (
            ("0i32", bounds[0], "1") if len(bounds) == 1 else (*bounds[:2], bounds[2] if len(bounds) == 3 else "1")
        )
        var = _name_of(stmt.target, stmt.lineno)
        self._carry_known(stmt)
        local = self._local(var)
        if _extracts_at(stmt.body, var) and table.translates(EXTRACT_AT_LOOP_INDEX):
            # cutile asserts `bounded<start, stop - 1>` on the index of a loop whose bounds it knows; once
            # tileiras unrolls the loop, that assume keeps each extract's index from folding to a constant and
            # the tile goes through local memory (mhc's apply_residual at N=8: 4.0x). A zero cutile cannot
            # bound, which tileiras folds away, leaves the loop as cuTile Python writes it.
            block = self.let("bid", "i32", "get_tile_block_id().0")
            zero = self.let("unbounded_zero", "i32", f"{block} - {block}")
            start, stop = f"{zero} + ({start})", f"{zero} + ({stop})"

        def header(begin: str, end: str) -> str:
            span = f"({begin})..({end})"
            if step != "1":
                span = f"({span}).step_by(({step}) as usize)"
            return "    " * self.depth + f"for {local} in {span} {{"

        first = len(self.lines)
        self.lines.append(header(start, stop))
        saved = dict(self.scope.names)
        induction = self.scope.names[var] = Scalar(local, I32)
        assigned = _assigned_names(stmt.body)
        split = LoopSplit(
            induction,
            self.depth + 1,
            invariant=[v for k, v in saved.items() if isinstance(v, Scalar) and k not in assigned],
            carried={self._local(n) for n in assigned if n in saved},
            step_one=step_one,
        )
        self.splits.append(split)
        self.order.enter_loop(induction)
        self.depth += 1
        self.block_entries.append(set(saved))
        self._forget_products(assigned)  # in the body they are first the carried values
        # Translation-time values the body reassigns (numbers are carried at run time by _carry_known): the body is
        # written once, with the value each has when the loop begins.
        frame = _LoopFrame({k: v for k, v in saved.items() if k in assigned and isinstance(v, Known | DType | Array)})
        self.loop_frames.append(frame)
        self.stale.pop(var, None)
        self._block(stmt.body)
        self.loop_frames.pop()
        self.block_entries.pop()
        self.depth -= 1
        self.emit("}")
        self.order.exit_loop()
        self.splits.pop()
        chosen = split.chosen(stmt.lineno)
        if chosen is not None:
            if len(values) == 3:
                self._folded(values[2])  # the split holds for this step only: a step that varies is decided
            # The token order may have put lines before the `for` (a parallel store's token): they stay there.
            at = self.lines.index(header(start, stop), first)
            self.lines[at:] = split_lines(
                self.lines[at:], "    " * self.depth, chosen, (start, stop), header, self.fresh
            )
            self.facts.append(f"loop split at `{local}` (line {stmt.lineno}), as cuTile Python splits it")
        self._forget_products(_assigned_names(stmt.body))
        # Names first bound inside the loop do not outlive it in Rust.
        self.scope.names = {k: v for k, v in self.scope.names.items() if k in saved}
        for name, before in frame.watched.items():
            if self.scope.names.get(name) == before:
                continue
            if name in frame.read_first:  # the second iteration reads what the first left, not what was written
                raise Refusal(
                    "a translation-time value a for loop reads, then reassigns",
                    stmt.lineno,
                    f"{name} is read in the loop's body before the body reassigns it to another value",
                )
            self.stale[name] = stmt.lineno  # after the loop: the loop's value, or the first if it never ran
        # Python's loop variable outlives the loop (its last value, or the one before if the loop never ran); Rust's
        # does not (a `let` of that name before the loop is what Rust reads after it).
        self.scope.names.pop(var, None)
        self.stale[var] = stmt.lineno

    def _carry_known(self, stmt: ast.For) -> None:
        """A translation-time number the loop body reassigns (``cnt = 0`` … ``cnt += 1``) differs from one
        iteration to the next: it becomes a runtime `let mut` before the loop, carried across iterations as
        cuTile Python carries it (a `tile<i32>` iter value), instead of being read as its first value."""
        target = _name_of(stmt.target, stmt.lineno)
        for name in sorted(_assigned_names(stmt.body) - {target}):
            value = self.scope.names.get(name)
            if not isinstance(value, Known) or not isinstance(value.value, bool | int | float):
                continue
            scalar = self._scalar(value)
            local = self._local(name)
            self.emit(f"let mut {local}: {scalar.dtype.rust} = {scalar.rust};")
            self.scope.names[name] = self.runtime_numbers[name] = Scalar(local, scalar.dtype)
            self.scope.mutable.add(name)

    def _if(self, stmt: ast.If, condition: Scalar) -> None:
        """A runtime ``if`` (one decided at translation time is spliced in by ``_block``)."""
        assigned = _assigned_names(stmt.body) | _assigned_names(stmt.orelse)
        for name in sorted(n for n in assigned if n in self.scope.names and n not in self.scope.mutable):
            # A runtime value the branch may replace: rebound mutable first (same type), then assigned in place.
            value = self.scope.names[name]
            if not isinstance(value, Scalar | Tile):
                table.refuse("runtime if that assigns an outer value", stmt.lineno)
            local = self._local(name)
            self.emit(f"let mut {local}: {_type_of(value)} = {value.rust};")
            self.scope.names[name] = replace(value, rust=local)
            self.scope.mutable.add(name)
        if self.splits and self.splits[-1].depth == self.depth:
            self.splits[-1].note_if(condition.rust)
        self.block_entries.append(set(self.scope.names))  # like a loop body: outer values keep their type
        self.emit(f"if {condition.rust} {{")
        self._nested(stmt.body)
        if stmt.orelse:
            self.emit("} else {")
            self._nested(stmt.orelse)
        self.emit("}")
        self.block_entries.pop()
        self._forget_products(assigned)  # now the branch's results

    def _nested(self, body: list[ast.stmt], *, tail: bool = False) -> None:
        saved = dict(self.scope.names)
        self.depth += 1
        self.order.enter_block()
        self._block(body, tail=tail)
        self.order.exit_block()
        self.depth -= 1
        self.scope.names = {k: v for k, v in self.scope.names.items() if k in saved}

    # ------------------------------------------------------------------------------------------ expressions
    def expr(self, node: ast.expr) -> Value:
        self.line = getattr(node, "lineno", self.line)
        if isinstance(node, ast.Constant):
            return Known(node.value)
        if isinstance(node, ast.Name):
            return self._name(node.id)
        if isinstance(node, ast.Tuple | ast.List):
            items = [self.expr(e) for e in node.elts]
            return Known(
                tuple(i.value if isinstance(i, Known) and i.generic is None and i.key is None else i for i in items)
            )
        if isinstance(node, ast.Attribute):
            return self._attribute(node)
        if isinstance(node, ast.BinOp):
            fused = self._fused_multiply_add(node)
            if fused is not None:
                return fused
            return self.binop(node.op, self.expr(node.left), self.expr(node.right))
        if isinstance(node, ast.UnaryOp):
            return self._unary(node)
        if isinstance(node, ast.Compare):
            if len(node.ops) != 1:
                table.refuse("chained comparison", node.lineno)
            return self.compare(node.ops[0], self.expr(node.left), self.expr(node.comparators[0]))
        if isinstance(node, ast.BoolOp):
            return self._boolop(node)
        if isinstance(node, ast.IfExp):
            test = self.expr(node.test)
            if not isinstance(test, Known):
                table.refuse("conditional expression on a runtime value", node.lineno)
            taken = bool(self._folded(test, ast.unparse(node.test)))
            self.facts.append(f"`{ast.unparse(node.test)}` is {taken} (line {node.lineno})")
            return self.expr(node.body if taken else node.orelse)
        if isinstance(node, ast.Subscript):
            return self._subscript(node)
        if isinstance(node, ast.Call):
            return self._call(node)
        table.refuse(type(node).__name__, node.lineno)

    def _name(self, name: str) -> Value:
        if name in self.stale:
            raise Refusal(
                f"name {name} read after the for loop of line {self.stale[name]}",
                self.line,
                "the loop changes it (its variable, or a translation-time value it reassigns), and the value it "
                "leaves depends on how many times the loop runs",
            )
        for frame in self.loop_frames:
            if name in frame.watched and name not in frame.assigned:
                frame.read_first.add(name)
        if name in self.scope.names:
            return self.scope.names[name]
        if name in self.local_names:  # Python: a local throughout the function, never the module's name
            raise Refusal(
                f"name {name}",
                self.line,
                "read where it is not bound: assigned only later, in one branch, or inside a loop that has ended",
            )
        if name in self.source.constants:
            value = self.source.constants[name]
            return value if isinstance(value, Known) else Known(value)
        if name in self.source.computed:  # NAME = <expression> at module level: folded here, never at run time
            value = self._module_expr(self.source.computed[name])
            if not isinstance(value, Known):
                table.refuse(f"module-level {name} computed at run time", self.line)
            return value
        if name in ("True", "False", "None"):
            return Known({"True": True, "False": False, "None": None}[name])
        if name in self.source.imported:  # from cuda.tile import RoundingMode as RMd
            imported = self.source.imported[name]
            return (
                DType.concrete(RUST_DTYPES[imported])
                if imported in RUST_DTYPES
                else Known(_QualifiedName(f"ct.{imported}"))
            )
        table.refuse(f"name {name}", self.line)

    def _module_expr(self, node: ast.expr) -> Value:
        """``node`` as the module evaluates it (a module-level ``NAME = <expression>``, a helper's default, which
        Python binds when it defines the helper): only the module's names visible, none the code being written
        binds (a kernel's ``SCALE`` parameter must not stand for the module's ``SCALE``)."""
        saved = self.scope.names, self.local_names, self.stale, self.loop_frames
        self.scope.names, self.local_names, self.stale, self.loop_frames = {}, set(), {}, []
        try:
            return self.expr(node)
        finally:
            self.scope.names, self.local_names, self.stale, self.loop_frames = saved

    def _attribute(self, node: ast.Attribute) -> Value:
        base = node.value
        if isinstance(base, ast.Name) and base.id in self.source.tile_aliases | self.source.torch_aliases:
            if node.attr in RUST_DTYPES:
                return DType.concrete(RUST_DTYPES[node.attr])
            return Known(_QualifiedName(f"ct.{node.attr}"))
        if (
            isinstance(base, ast.Attribute)
            and isinstance(base.value, ast.Name)
            and base.value.id in self.source.tile_aliases
        ):  # ct.PaddingMode.ZERO, ct.RoundingMode.APPROX
            return Known(_QualifiedName(f"ct.{base.attr}.{node.attr}"))
        if isinstance(base, ast.Name) and base.id in self.source.math_aliases:  # math.inf, math.pi
            constant = getattr(math, node.attr, None)
            if not isinstance(constant, float):
                table.refuse(f"math.{node.attr}", node.lineno)
            return Known(constant)
        value = self.expr(base)
        if isinstance(value, Known) and isinstance(value.value, _QualifiedName):  # RMd.APPROX, imported enum
            return Known(_QualifiedName(f"{value.value.name}.{node.attr}"))
        if node.attr == "dtype" and isinstance(value, Array | Tile):
            return value.dtype
        if node.attr == "shape" and isinstance(value, Tile):
            # A const-generic dim is that constant (its value here, read as the generic), never its Rust name.
            return Known(
                tuple(Known(self.generic_values[d], generic=d) if isinstance(d, str) else d for d in value.shape)
            )
        if node.attr == "shape" and isinstance(value, Array) and value.pointer:
            return Known(tuple(Scalar(e, I32) for e in value.extents))
        if node.attr == "shape" and isinstance(value, Array):
            shape = self.let(f"{value.rust}_shape", f"[i32; {value.ndim}]", f"get_tensor_shape({value.rust})")
            return Known(tuple(Scalar(f"{shape}[{i}]", I32) for i in range(value.ndim)))
        if node.attr == "ndim" and isinstance(value, Array | Tile):
            return Known(value.ndim if isinstance(value, Array) else len(value.shape))
        table.refuse(f".{node.attr}", node.lineno)

    def _subscript(self, node: ast.Subscript) -> Value:
        value = self.expr(node.value)
        if isinstance(value, Known) and isinstance(value.value, tuple):
            index = self.expr(node.slice)
            if isinstance(index, Known) and isinstance(index.value, int):
                item = value.value[self._folded(index)]
                return item if isinstance(item, Scalar | Tile | Known) else Known(item)
        if isinstance(value, Tile):
            return self._expand(value, node)
        table.refuse("subscript", node.lineno)

    def _expand(self, value: Tile, node: ast.Subscript) -> Tile:
        """``x[:, None]`` and friends: new axes of extent 1, nothing else."""
        parts = node.slice.elts if isinstance(node.slice, ast.Tuple) else [node.slice]
        shape: list[Dim] = []
        source = iter(value.shape)
        for part in parts:
            if isinstance(part, ast.Constant) and part.value is None:
                shape.append(1)
            elif isinstance(part, ast.Slice) and part.lower is None and part.upper is None and part.step is None:
                shape.append(next(source))
            else:
                table.refuse("tile indexing", node.lineno)
        shape.extend(source)
        return self.reshape(value, tuple(shape))

    # ------------------------------------------------------------------------------------------ arithmetic
    def _fused_multiply_add(self, node: ast.BinOp) -> Value | None:
        """cuTile Python's fuse_mul_addsub pass, replayed: in ``l + r`` or ``l - r`` on float tiles, ``l`` if it is a
        float product, else ``r`` if it is one, becomes an ``fma`` with the other operand (``-r`` for ``a*b - r``,
        ``-a`` for ``l - a*b``). A product whose value is read anywhere else is not fused, and a product on the
        left that is not fused stops the pass: it does not go on to the right."""
        if not isinstance(node.op, ast.Add | ast.Sub):
            return None
        subtract = isinstance(node.op, ast.Sub)
        for product, addend, on_right in ((node.left, node.right, False), (node.right, node.left, True)):
            if isinstance(product, ast.Name):
                value = self.scope.names.get(product.id)
                if not isinstance(value, Tile) or (
                    value.rust not in self.products and value.rust not in self.product_names
                ):
                    continue
                named = self._single_use_product(product)
                if named is None:  # the pass matched this product and could not fuse it
                    return None
                other = self.expr(addend)
                if not self._fusable(named[0].dtype, named[0].shape, other):
                    return self.binop(node.op, *((other, value) if on_right else (value, other)))
                return self._fma(*named, other, subtract=subtract, negate_product=on_right)
            if not _is_mult(product):
                continue
            assert isinstance(product, ast.BinOp)
            c = self.expr(addend) if on_right else None  # operands in Python's order of evaluation
            x, y = self.expr(product.left), self.expr(product.right)
            c = self.expr(addend) if c is None else c
            tiles = [v for v in (x, y, c) if isinstance(v, Tile)]
            factors = [v for v in (x, y) if isinstance(v, Tile)]
            fusable = bool(factors) and all(t.dtype.kind == "float" for t in tiles)
            if fusable:
                dtype = self._common_dtype(*(t.dtype for t in factors))
                shape = factors[0].shape
                for factor in factors[1:]:
                    shape = self._broadcast_shape(shape, factor.shape)
                fusable = dtype is not None and self._fusable(dtype, shape, c)
            if not fusable:  # plain arithmetic, operands evaluated once
                multiplied = self.binop(product.op, x, y)
                return self.binop(node.op, *((c, multiplied) if on_right else (multiplied, c)))
            return self._fma(x, y, c, subtract=subtract, negate_product=on_right)
        return None

    def _fusable(self, dtype: DType, shape: tuple[Dim, ...], addend: Value) -> bool:
        """Whether cuTile Python's pass fuses a product of ``dtype`` and ``shape`` with ``addend``: only where the
        add reads the product itself, not the product converted to a wider type (``f16 * f16 + f32``: the product
        rounds to f16 first) or broadcast to a larger shape, and only for the unrestricted floats (not tf32, f8)."""
        if not isinstance(addend, Tile):
            return dtype.rust not in RESTRICTED_FLOATS
        if self._broadcast_shape(shape, addend.shape) != shape:
            return False
        product, other = dtype, addend.dtype
        if "E" not in (product.rust, other.rust) or product == other or self.element_dtype is None:
            return self._fuses(product, other)
        # The generic element type against another: fused where E is that type (f32 + f32), not where it is narrower
        # (f16 * f16 + f32). Where the dtypes E stands for disagree, decided for the one it stands for here: op.py
        # then writes one entry per dtype combination.
        decisions = {}
        for name in (self.element_dtype, *self.element_dtypes):
            concrete = DType.concrete(self._rust_dtype(name))
            decisions[name] = self._fuses(*(concrete if d.rust == "E" else d for d in (product, other)))
        if len(set(decisions.values())) > 1:
            self.dtype_decided = True
        return decisions[self.element_dtype]

    def _fuses(self, product: DType, addend: DType) -> bool:
        return product.rust not in RESTRICTED_FLOATS and self._common_dtype(product, addend) == product

    @staticmethod
    def _common_dtype(*dtypes: DType) -> DType | None:
        """The element type ``_promoted`` converts these to (None where it refuses), without writing anything."""
        kinds = set(dtypes)
        if len(kinds) == 1:
            return dtypes[0]
        if F32 in kinds and all(d.kind == "float" for d in kinds):
            return F32
        if all(d.rust in SIGNED_BITS for d in kinds):
            return max(kinds, key=lambda d: SIGNED_BITS[d.rust])
        return None

    def _fma(self, x: Value, y: Value, c: Value, *, subtract: bool, negate_product: bool = False) -> Tile:
        """``x * y + c``, ``x * y - c`` or (``negate_product``) ``c - x * y`` in one rounding, on float tiles of one
        dtype and a common shape; as the pass writes it, the subtraction negates ``c`` or ``x``."""
        dtype, (x, y, c) = self._promoted(x, y, c)
        self._refuse_restricted(dtype, "Mult")  # the generic element type standing for one reaches here
        tiles = [v for v in (x, y, c) if isinstance(v, Tile)]
        shape = tiles[0].shape
        for t in tiles[1:]:
            shape = self._broadcast_shape(shape, t.shape)
        a, b, acc = (self.as_tile(v, dtype, shape) for v in (x, y, c))
        if subtract and negate_product:
            a = self.tile("neg", dtype, shape, f"negf({a.rust})")
        elif subtract:
            acc = self.tile("neg", dtype, shape, f"negf({acc.rust})")
        return self.tile(
            "fma", dtype, shape, f"fma({a.rust}, {b.rust}, {acc.rust}, rounding::NearestEven, ftz::Disabled)"
        )

    def _single_use_product(self, node: ast.expr) -> tuple[Tile, Tile] | None:
        """The factors of a float tile product bound to a name read only here (cuTile Python fuses it too)."""
        if not isinstance(node, ast.Name) or self.loads.get(node.id) != 1:
            return None
        value = self.scope.names.get(node.id)
        if not isinstance(value, Tile) or value.dtype.kind != "float":
            return None
        return self.products.get(value.rust)

    def binop(self, op: ast.operator, left: Value, right: Value) -> Value:
        if isinstance(left, Known) and isinstance(right, Known):
            fn = PY_BINOPS.get(type(op))
            if fn is None:
                table.refuse(type(op).__name__, self.line)
            a, b = self._folded(left), self._folded(right)
            try:
                return Known(fn(a, b))
            except (ArithmeticError, TypeError, ValueError) as exc:
                raise Refusal(
                    f"{type(op).__name__} of translation-time values", self.line, f"{type(exc).__name__}: {exc}"
                ) from exc
        if isinstance(left, Tile) or isinstance(right, Tile):
            return self._tile_binop(op, left, right)
        return self._scalar_binop(op, left, right)

    def _scalar_binop(self, op: ast.operator, left: Value, right: Value) -> Scalar:
        a, b = self._scalar(left), self._scalar(right)
        if a.dtype != b.dtype and {a.dtype, b.dtype} == {I32, F32} and not isinstance(op, ast.FloorDiv | ast.Mod):
            # cuTile Python promotes an int scalar met by a float to f32 (itof signed), then computes in f32.
            a, b = (
                Scalar(self.let("s", "f32", f"convert_scalar({v.rust})"), F32) if v.dtype == I32 else v for v in (a, b)
            )
        if a.dtype != b.dtype:
            table.refuse("scalar arithmetic across types", self.line)
        if isinstance(op, ast.FloorDiv | ast.Mod):
            self._refuse_signed_narrow(a.dtype)
        if isinstance(op, ast.Mod) and a.dtype.kind == "int":
            # Python's % takes the divisor's sign; cutile's is C's remainder. The tile form's fix-up on 0-d tiles
            # ends in a select, as cuTile Python's does: a Rust `if` would be a branch (tileiras keeps it). The
            # divisor's sign is a scalar compare, which cutile folds for a constant divisor as cuTile Python does.
            sign = self.let("neg", "bool", f"{b.rust} < {literal(0, b.dtype)}")
            negative = self.tile("at", BOOL, (), f"scalar_to_tile({sign})")
            at_a, at_b = (self.tile("at", a.dtype, (), f"scalar_to_tile({v.rust})") for v in (a, b))
            mod = self._floor_mod(at_a, at_b, divisor_negative=negative)
            return Scalar(self.let("mod", a.dtype.rust, f"tile_to_scalar({mod.rust})"), a.dtype)
        python = _PY_SYMBOLS.get(type(op))
        key = f"({a.key}) {python} ({b.key})" if a.key and b.key and python and a.dtype.kind == "int" else None
        if isinstance(op, ast.FloorDiv) and a.dtype.kind == "int" and not self.cutile.slash_floors:
            tiles = [self.tile("at", a.dtype, (), f"scalar_to_tile({v.rust})") for v in (a, b)]
            quotient = self.tile("quot", a.dtype, (), _floor_divi(tiles[0].rust, tiles[1].rust))
            return Scalar(self.let("quot", a.dtype.rust, f"tile_to_scalar({quotient.rust})"), a.dtype, key)
        symbol = (_SCALAR_BINOPS if a.dtype.kind == "int" else _FLOAT_BINOPS).get(type(op))
        if symbol is None:
            table.refuse(f"scalar {type(op).__name__} on {a.dtype.rust}", self.line)
        return Scalar(self.let("s", a.dtype.rust, f"{a.rust} {symbol} {b.rust}"), a.dtype, key)

    def _folded(self, value: Value, label: str | None = None) -> Any:
        """What a translation-time value folds or decides with. A const generic read here is written in as
        this entry's value, so the entry holds for that value only: it is ``decided`` (where it varies between
        the variant's configurations, op.py writes one entry per value; the wrapper checks it either way). A
        value computed from such constants (``key``) is decided as a key instead: its value for this entry."""
        if not isinstance(value, Known):
            return value
        if value.key is not None:
            return self.decide_key(value.key, value.value, label)
        if value.generic is not None:
            self.decided.add(self.generic_params[value.generic])
        return value.value

    def decide_key(self, key: str, value: Any, label: str | None) -> Any:
        """Decide with a value computed from the constants: the value this entry is written for (op.py writes
        one entry per value the configurations reach), recorded with the expression the wrapper evaluates."""
        if key not in self.keys:
            self.keys[key] = self.forced_keys.get(key, value)
            self.key_labels[key] = label or key
            self.facts.append(
                f"key `{key}` is {self.keys[key]!r}" + (f" (`{label}`, line {self.line})" if label else "")
            )
        return self.keys[key]

    def key_value(self, key: str) -> Any:
        """A key's value for this entry's constants (the representative launch's, or the values written in)."""
        try:
            return evaluate_key(key, self.constants)
        except (NameError, TypeError, ArithmeticError) as exc:
            raise Refusal("a value computed from the constants", self.line, f"`{key}`: {exc}") from exc

    def _key_of(self, value: Known) -> str | None:
        """The Python expression of a translation-time number or bool over the constant parameters, where it
        depends on one that varies between configurations (else None: it folds as before)."""
        if value.key is not None:
            return value.key
        param = self.generic_params.get(value.generic or "")
        return param if param in self.varying else None

    def _operand_text(self, value: Known) -> str | None:
        key = self._key_of(value)
        if key is not None:
            return key
        if isinstance(value.value, bool | int | float) and value.generic is None:
            return repr(value.value)
        param = self.generic_params.get(value.generic or "")
        return param

    def _scalar(self, value: Value) -> Scalar:
        if isinstance(value, Scalar):
            return value
        if isinstance(value, Tile) and value.shape == ():  # cuTile Python treats a 0-d tile as a scalar
            return Scalar(self.let("s", value.dtype.rust, f"tile_to_scalar({value.rust})"), value.dtype)
        if isinstance(value, Known):
            if value.key is not None:
                value = Known(self._folded(value))
            if value.generic:
                return Scalar(value.generic, I32, self.generic_params.get(value.generic))
            if isinstance(value.value, bool):
                return Scalar(literal(value.value, BOOL), BOOL)
            if isinstance(value.value, int):
                self._check_int(value.value, I32)
                return Scalar(literal(value.value, I32), I32, repr(value.value))
            if isinstance(value.value, float):
                return self._float_scalar(value.value)
        table.refuse("a value that is not a scalar", self.line)

    def _float_scalar(self, number: float) -> Scalar:
        if math.isfinite(round_float(number, "f32")):
            return Scalar(literal(number, F32), F32)
        # cutile takes f32::INFINITY / NEG_INFINITY only as a DSL operation's constant, not as an expression.
        constant = self.tile("c", F32, (), f"constant({literal(number, F32)}, const_shape![])")
        return Scalar(self.let("s", "f32", f"tile_to_scalar({constant.rust})"), F32)

    def _index(self, value: Value) -> str:
        return self._scalar(value).rust

    def _tile_binop(self, op: ast.operator, left: Value, right: Value) -> Tile:
        a, b = self._pair(left, right)
        kind = a.dtype.kind
        self._refuse_restricted(a.dtype, type(op).__name__)
        if kind == "bool" and not isinstance(op, ast.BitAnd | ast.BitOr | ast.BitXor):
            # cuTile Python promotes bools to int first (True + True is 2); on i1 the sum would wrap to 0.
            raise Refusal(f"{type(op).__name__} on bool tiles", self.line, "cast with astype first")
        if isinstance(op, ast.Div) and kind == "float":
            return self.tile("div", a.dtype, a.shape, f"{a.rust} / {b.rust}")
        if isinstance(op, ast.FloorDiv | ast.Mod):
            self._refuse_signed_narrow(a.dtype)
        if isinstance(op, ast.FloorDiv) and kind == "int":
            floor = f"{a.rust} / {b.rust}" if self.cutile.slash_floors else _floor_divi(a.rust, b.rust)
            return self.tile("quot", a.dtype, a.shape, floor)
        if isinstance(op, ast.Mod) and kind == "int":
            return self._floor_mod(a, b)
        if isinstance(op, ast.Mod):
            table.refuse("% on float tiles", self.line)
        if isinstance(op, ast.BitAnd | ast.BitOr | ast.BitXor):
            fn = {ast.BitAnd: "andi", ast.BitOr: "ori", ast.BitXor: "xori"}[type(op)]
            return self.tile(fn, a.dtype, a.shape, f"{fn}({a.rust}, {b.rust})")
        symbol = {ast.Add: "+", ast.Sub: "-", ast.Mult: "*"}.get(type(op))
        if symbol is None:
            table.refuse(f"{type(op).__name__} on tiles", self.line)
        result = self.tile(
            {"+": "sum", "-": "diff", "*": "prod"}[symbol], a.dtype, a.shape, f"{a.rust} {symbol} {b.rust}"
        )
        if symbol == "*" and kind == "float":
            self.products[result.rust] = (a, b)
        return result

    def concrete_rust(self, dtype: DType) -> str:
        """The Rust element type ``dtype`` stands for in this entry (the generic ``E``: the element dtype's)."""
        return self._rust_dtype(self.element_dtype) if dtype.rust == "E" else dtype.rust

    def _refuse_restricted(self, dtype: DType, operation: str) -> None:
        rust = self.concrete_rust(dtype)
        if rust in RESTRICTED_FLOATS:
            raise Refusal(
                f"{operation} on {rust} tiles",
                self.line,
                "cuTile Python refuses arithmetic on a restricted float (non-arithmetic dtype); cast with astype first",
            )

    def _refuse_signed_narrow(self, dtype: DType) -> None:
        """cutile 0.2.0 infers a compare's, shri's, divi's, remi's, mini's and maxi's signedness from the element
        type with only bool, u32 and u64 unsigned: on u8 and u16 it writes them signed, cuTile Python unsigned."""
        if not self.cutile.narrow_unsigned and self.concrete_rust(dtype) in ("u8", "u16"):
            table.refuse(SIGNED_NARROW, self.line)

    def _floor_mod(self, a: Tile, b: Tile, divisor_negative: Tile | None = None) -> Tile:
        """Python's `%` (the divisor's sign) from cutile's `%` (remi, C's remainder), with cuTile Python's own
        fix-up: add the divisor where the remainder is nonzero and its sign differs from the divisor's."""
        cmp = "cmpi({}, {}, predicate::{})"
        rem = self.tile("rem", a.dtype, a.shape, f"{a.rust} % {b.rust}")
        zero = self.constant(0, a.dtype, a.shape)
        negative = self.tile("cmp", BOOL, a.shape, cmp.format(rem.rust, zero.rust, "LessThan"))
        if divisor_negative is None:
            divisor_negative = self.tile("cmp", BOOL, a.shape, cmp.format(b.rust, zero.rust, "LessThan"))
        differ = self.tile("cmp", BOOL, a.shape, f"xori({negative.rust}, {divisor_negative.rust})")
        nonzero = self.tile("cmp", BOOL, a.shape, cmp.format(rem.rust, zero.rust, "NotEqual"))
        fix = self.tile("cmp", BOOL, a.shape, f"andi({differ.rust}, {nonzero.rust})")
        fixed = self.tile("sum", a.dtype, a.shape, f"{rem.rust} + {b.rust}")
        return self.tile("mod", a.dtype, a.shape, f"select({fix.rust}, {fixed.rust}, {rem.rust})")

    def _broadcast_shape(self, a: tuple[Dim, ...], b: tuple[Dim, ...]) -> tuple[Dim, ...]:
        """NumPy's broadcast of two tile shapes. A const-generic dim whose value here is 1 broadcasts as the 1
        that cuTile Python sees (``(BLOCK_N,)`` against ``(BLOCK_N, BLOCK_D)`` with BLOCK_N = 1): the entry then
        holds for that value only, so the constant counts as decided (``_folded``)."""
        rank = max(len(a), len(b))
        pa, pb = (1,) * (rank - len(a)) + a, (1,) * (rank - len(b)) + b
        out: list[Dim] = []
        for x, y in zip(pa, pb, strict=True):
            if x == y or y == 1:
                out.append(x)
            elif x == 1:
                out.append(y)
            elif self._generic_one(y):
                out.append(x)
            elif self._generic_one(x):
                out.append(y)
            else:
                table.refuse(f"shapes {a} and {b} do not broadcast", self.line)
        return tuple(out)

    def _extent(self, dim: Dim) -> int:
        """A tile dim's value here: a const generic's is read as this entry's value (decided where it varies)."""
        return int(self._folded(Known(self.generic_values[dim], generic=dim))) if isinstance(dim, str) else dim

    def _generic_one(self, dim: Dim) -> bool:
        if not isinstance(dim, str) or self.generic_values.get(dim) != 1:
            return False
        return bool(self._folded(Known(1, generic=dim)) == 1)

    def _pair(self, left: Value, right: Value) -> tuple[Tile, Tile]:
        """Two operands as tiles of one dtype and one (broadcast) shape."""
        tiles = [v for v in (left, right) if isinstance(v, Tile)]
        if not tiles:
            table.refuse("tile function of two scalars", self.line)
        dtype, (left, right) = self._promoted(left, right)
        for value in (left, right):
            if not isinstance(value, Known) or value.generic is not None:
                continue
            if isinstance(value.value, float) and dtype.kind != "float":
                # cuTile Python promotes the tile to float32 (`int_tile * 0.5` is a float tile); a constant of the
                # tile's own type would truncate it (`x * 0`, `x < 2`).
                raise Refusal(
                    "a float constant with an int tile",
                    self.line,
                    f"cuTile Python computes it in float32; cast the {dtype.rust} tile with astype first",
                )
            if dtype.kind == "bool" and not isinstance(value.value, bool):
                raise Refusal("a number with a bool tile", self.line, "cuTile Python promotes the bool tile")
        shape = tiles[0].shape if len(tiles) == 1 else self._broadcast_shape(tiles[0].shape, tiles[1].shape)
        return self.as_tile(left, dtype, shape), self.as_tile(right, dtype, shape)

    def _promoted(self, *values: Value) -> tuple[DType, list[Value]]:
        """The operands' common element type, as cuTile Python promotes tiles: narrower floats to f32 (ftof),
        narrower signed ints to the widest (exti signed); any other mix has no one answer here."""
        dtypes = {v.dtype for v in values if isinstance(v, Tile)}
        if len(dtypes) == 1:
            return dtypes.pop(), list(values)
        concrete = sorted({self.concrete_rust(d) for d in dtypes})
        if len(concrete) > 1 and RESTRICTED_FLOATS.intersection(concrete):
            raise Refusal(
                f"implicit promotion of {' and '.join(concrete)} tiles",
                self.line,
                "cuTile Python refuses implicit promotion involving a restricted float; cast with astype first",
            )
        if F32 in dtypes and all(d.kind == "float" for d in dtypes):
            if any(d.rust in ("E", "f64") for d in dtypes) and (
                "float64" in self.element_dtypes or any(d.rust == "f64" for d in dtypes)
            ):  # cuTile Python promotes f32 and f64 to f64: converting to f32 would drop the digits
                table.refuse("arithmetic across f32 and f64 tiles", self.line)
            wide, convert = F32, "convert_tile"
        elif all(d.rust in SIGNED_BITS for d in dtypes):  # not E: its width differs between the dtypes it covers
            wide, convert = max(dtypes, key=lambda d: SIGNED_BITS[d.rust]), "exti"
        else:
            table.refuse("arithmetic across element types (cast first)", self.line)
        return wide, [
            self.tile("cast", wide, v.shape, f"{convert}({v.rust})") if isinstance(v, Tile) and v.dtype != wide else v
            for v in values
        ]

    def as_tile(self, value: Value, dtype: DType, shape: tuple[Dim, ...]) -> Tile:
        if isinstance(value, Tile):
            return self.broadcast(value, shape)
        if isinstance(value, Known) and value.generic is None and isinstance(value.value, bool | int | float):
            return self.constant(self._folded(value), dtype, shape)
        scalar = self._scalar(value)
        if scalar.dtype.rust != dtype.rust:
            if not (isinstance(value, Known) and dtype.kind == "float"):
                table.refuse("a runtime scalar mixed with a tile of another type", self.line)
            # A ct.Constant int (a const generic here) in float arithmetic: cuTile folds it to a float constant.
            self._refuse_into_e8m0(dtype, f"the constant {scalar.rust} as an f8e8m0fnu tile")
            scalar = Scalar(self.let("s", dtype.rust, f"convert_scalar({scalar.rust})"), dtype)
        return self.tile("bcast", dtype, shape, f"broadcast_scalar({scalar.rust}, {const_shape(shape)})")

    def constant(self, value: bool | int | float, dtype: DType, shape: tuple[Dim, ...]) -> Tile:
        if dtype.kind != "float" and isinstance(value, float):
            raise Refusal(
                f"a float constant as a {dtype.rust} tile",
                self.line,
                f"{value!r} would be truncated; cuTile Python refuses the implicit cast or promotes to float32",
            )
        if dtype.kind == "bool" and value not in (0, 1):
            raise Refusal(f"the constant {value!r} as a bool tile", self.line, "only 0 and 1 cast to bool")
        if dtype.kind == "int" and not isinstance(value, bool):
            self._check_int(int(value), dtype)
        if dtype.rust == "E" or (dtype.kind == "float" and dtype.rust not in ("f32", "f64")):
            # Generic and narrow floats: an f32 constant converted (the cutile form), written so that it rounds once.
            value = self.narrow_constant(value, dtype)
            wide = self.tile("c", F32, shape, f"constant({literal(value, F32)}, {const_shape(shape)})")
            return self.tile("c", dtype, shape, f"convert_tile({wide.rust})")
        return self.tile("c", dtype, shape, f"constant({literal(value, dtype)}, {const_shape(shape)})")

    def _check_int(self, value: int, dtype: DType) -> None:
        """An int constant must fit its element type (cuTile Python refuses one that does not, or types it wider);
        for the generic element type, every int dtype it stands for."""
        if dtype.rust != "E":
            types = [dtype.rust]
        else:
            names = (self.element_dtype or "", *self.element_dtypes)
            types = [rust for rust in dict.fromkeys(RUST_DTYPES.get(name, "") for name in names) if rust in INT_RANGES]
        for rust in types:
            low, high = INT_RANGES[rust]
            if not low <= value <= high:
                raise Refusal(f"the int constant {value}", self.line, f"out of the range of {rust}")

    def _refuse_into_e8m0(self, dtype: DType, construct: str) -> None:
        """cutile converts into a float type with round-to-nearest-even only; cuTile Python has no such conversion
        into f8e8m0fnu (rz and rp only) and writes an f8e8m0fnu constant's bits itself."""
        names = (self.element_dtype, *self.element_dtypes) if dtype.rust == "E" else ()
        if dtype.rust == "f8e8m0fnu" or "float8_e8m0fnu" in names:
            raise Refusal(
                construct,
                self.line,
                "cutile would convert it with round-to-nearest-even, which cuTile Python has no conversion into "
                "f8e8m0fnu for (rounding_mode rz or rp only)",
            )

    def narrow_constant(self, value: bool | int | float, dtype: DType) -> bool | int | float:
        """The value to write as the f32 constant that ``dtype`` (generic, or narrower than f32) converts from.

        cuTile Python rounds a float constant once, from Python's double straight to the element type; the f32
        literal rounds first to f32 (cutile parses it as a double, then narrows), then the conversion rounds again.
        For a concrete narrow type the literal is the value already rounded to it (exact in f32, so neither rounding
        moves it) where the two would differ. The generic element type stands for several: refused where any of them
        would round twice (or, for f64, lose the digits f32 drops); an int constant beyond f32's exact range too."""
        self._refuse_into_e8m0(dtype, f"the constant {value!r} as an f8e8m0fnu tile")
        if isinstance(value, bool):
            return value
        if dtype.kind == "int":
            if abs(value) > 2**24:
                raise Refusal(
                    f"the int constant {value} as a generic element type",
                    self.line,
                    "it is written through f32, which rounds ints beyond 2**24",
                )
            return value
        number = float(value)
        if dtype.rust != "E":
            once = round_float(number, dtype.rust)
            return number if round_float(round_float(number, "f32"), dtype.rust) == once else once
        for name in self.element_dtypes:
            rust = RUST_DTYPES.get(name)
            if rust in FLOATS and not same_float(
                round_float(round_float(number, "f32"), rust), round_float(number, rust)
            ):
                raise Refusal(
                    f"the float constant {number!r} as a generic element type",
                    self.line,
                    f"written as f32 and converted, it rounds twice for {name} (cuTile Python rounds it once); "
                    "no one f32 literal serves every dtype the entry stands for",
                )
        return number

    def broadcast(self, value: Tile, shape: tuple[Dim, ...]) -> Tile:
        if value.shape == shape:
            return value
        if len(value.shape) < len(shape):
            value = self.reshape(value, (1,) * (len(shape) - len(value.shape)) + value.shape)
        if value.shape == shape:
            return value
        return self.tile("bcast", value.dtype, shape, f"{value.rust}.broadcast({const_shape(shape)})")

    def reshape(self, value: Tile, shape: tuple[Dim, ...]) -> Tile:
        if value.shape == shape:
            return value
        return self.tile("rshp", value.dtype, shape, f"{value.rust}.reshape({const_shape(shape)})")

    def compare(self, op: ast.cmpop, left: Value, right: Value) -> Value:
        if _is_generic(left) or _is_generic(right):
            # Decided for the dtype E stands for here; op.py then writes one entry per dtype combination.
            assert self.element_dtype is not None
            self.dtype_decided = True
            concrete = DType.concrete(self._rust_dtype(self.element_dtype))
            left, right = (concrete if _is_generic(v) else v for v in (left, right))
        if isinstance(left, Known | DType) and isinstance(right, Known | DType):
            fn = PY_COMPARE.get(type(op))
            if fn is None:
                table.refuse(type(op).__name__, self.line)
            keyed = self._compare_key(op, left, right)
            if keyed is not None:
                return keyed
            return Known(fn(self._folded(left), self._folded(right)))
        predicate = _PREDICATES.get(type(op))
        if predicate is None:
            table.refuse(type(op).__name__, self.line)
        if not isinstance(left, Tile) and not isinstance(right, Tile):
            p, q = self._scalar(left), self._scalar(right)
            self._refuse_signed_narrow(p.dtype)
            key = f"({p.key}) {predicate[1]} ({q.key})" if p.key and q.key and p.dtype == q.dtype == I32 else None
            cond = self.let("cond", "bool", f"{p.rust} {predicate[1]} {q.rust}")
            if self.splits and self.splits[-1].depth == self.depth:
                known = (isinstance(left, Known), isinstance(right, Known))
                self.splits[-1].note_compare(op, p, q, known, cond)
            return Scalar(cond, BOOL, key)
        x, y = self._pair(left, right)
        self._refuse_signed_narrow(x.dtype)
        if x.dtype.kind == "float":
            ordering = "Unordered" if isinstance(op, ast.NotEq) else "Ordered"
            call = f"cmpf({x.rust}, {y.rust}, predicate::{predicate[0]}, cmp_ordering::{ordering})"
        else:
            call = f"cmpi({x.rust}, {y.rust}, predicate::{predicate[0]})"
        return self.tile("cmp", BOOL, x.shape, call)

    def _compare_key(self, op: ast.cmpop, left: Known | DType, right: Known | DType) -> Known | None:
        """``TILE_SIZE != N`` on int constants of which one varies between configurations: a bool key (one entry
        per value it takes) rather than one entry per value of each constant."""
        if not isinstance(left, Known) or not isinstance(right, Known) or type(op) not in _PREDICATES:
            return None
        if self._key_of(left) is None and self._key_of(right) is None:
            return None
        texts = [self._operand_text(v) for v in (left, right)]
        if any(t is None for t in texts) or not all(_is_number(v.value) for v in (left, right)):
            return None
        fn = PY_COMPARE[type(op)]
        return Known(bool(fn(left.value, right.value)), key=f"({texts[0]}) {_PREDICATES[type(op)][1]} ({texts[1]})")

    def _unary(self, node: ast.UnaryOp) -> Value:
        value = self.expr(node.operand)
        if isinstance(value, Known):
            fold: Callable[[Any], Any] | None = _PY_UNARY.get(type(node.op))
            if fold is None:
                table.refuse(type(node.op).__name__, node.lineno)
            return Known(fold(self._folded(value)))
        if isinstance(node.op, ast.USub):
            if isinstance(value, Tile):
                call = f"negf({value.rust})" if value.dtype.kind == "float" else f"negi({value.rust}, overflow::None)"
                return self.tile("neg", value.dtype, value.shape, call)
            scalar = self._scalar(value)
            return Scalar(self.let("neg", scalar.dtype.rust, f"-{scalar.rust}"), scalar.dtype)
        if isinstance(node.op, ast.Not) and isinstance(value, Scalar) and value.dtype == BOOL:
            return Scalar(self.let("not", "bool", f"!{value.rust}"), BOOL)
        table.refuse(type(node.op).__name__, node.lineno)

    def _boolop(self, node: ast.BoolOp) -> Value:
        """Operands left to right, as Python evaluates them: a decided operand that settles the result (False
        for `and`, True for `or`) ends it there, without writing the operands after it (cuTile Python folds
        `not FLAG and x` the same way); a decided operand that does not settle it drops out."""
        settles = not isinstance(node.op, ast.And)
        values: list[Value] = []
        for operand in node.values:
            value = self.expr(operand)
            if not isinstance(value, Known):
                values.append(value)
            elif bool(self._folded(value)) == settles:
                if not values:
                    return Known(settles)
                values.append(value)  # after a runtime operand: Python still evaluates that one first
                break
        if not values:
            return Known(not settles)
        if len(values) == 1 and isinstance(values[0], Scalar) and values[0].dtype == BOOL:
            return values[0]  # `FLAG and c` with FLAG true is `c` itself, to cuTile Python as well
        if any(isinstance(v, Tile) and v.shape != () for v in values):
            raise Refusal(
                f"{'and' if isinstance(node.op, ast.And) else 'or'} on a tile",
                node.lineno,
                "Python's and/or take a tile's truth as a whole, which a tile has not; & and | are element-wise",
            )
        scalars = [self._scalar(v) for v in values]
        joiner = " && " if isinstance(node.op, ast.And) else " || "
        if self.cutile.short_circuits:  # every operand is evaluated already: no short circuit to keep
            joiner = joiner.replace("&&", "&").replace("||", "|")
        return Scalar(self.let("cond", "bool", joiner.join(f"({s.rust})" for s in scalars)), BOOL)

    # ------------------------------------------------------------------------------------------ calls
    def _call(self, node: ast.Call) -> Value:
        func = node.func
        if isinstance(func, ast.Attribute) and func.attr in _TILE_METHODS and not self._is_module(func.value):
            return self._method(func, node)
        if isinstance(func, ast.Attribute) and func.attr == "item" and not self._is_module(func.value):
            return self._item(func, node)
        if (
            isinstance(func, ast.Attribute)
            and isinstance(func.value, ast.Name)
            and func.value.id in self.source.math_aliases
        ):
            return self._fold_math(node)
        callee = (
            self.expr(node.func) if not isinstance(node.func, ast.Name) or node.func.id in self.scope.names else None
        )
        if isinstance(node.func, ast.Name) and callee is None:
            name = node.func.id
            if name in self.source.imported:
                return self._tile_call(self.source.imported[name], node)
            if name in self.source.helpers:
                return self._inline(self.source.helpers[name], node)
            return self._builtin(name, node)
        if (
            isinstance(node.func, ast.Attribute)
            and isinstance(callee, Known)
            and isinstance(callee.value, _QualifiedName)
        ):
            return self._tile_call(callee.value.name.removeprefix("ct."), node)
        table.refuse(ast.unparse(node.func), node.lineno)

    def _is_module(self, node: ast.expr) -> bool:
        aliases = self.source.tile_aliases | self.source.torch_aliases | self.source.math_aliases
        return isinstance(node, ast.Name) and node.id in aliases and node.id not in self.scope.names

    def _method(self, func: ast.Attribute, node: ast.Call) -> Value:
        """``tile.reshape(...)`` / ``tile.astype(...)``: the ``ct.`` function with the tile as first argument."""
        base = self.expr(func.value)
        if not isinstance(base, Tile):
            table.refuse(f".{func.attr} on a non-tile", node.lineno)
        args = [ast.Name(id="__self__", ctx=ast.Load()), *node.args]
        self.scope.names["__self__"] = base
        try:
            return self._tile_call(func.attr, ast.Call(func=func, args=args, keywords=node.keywords))
        finally:
            del self.scope.names["__self__"]

    def _item(self, func: ast.Attribute, node: ast.Call) -> Value:
        """``tile.item()``: cuTile Python's ``tile.reshape(())`` (its stub says so), for a tile of one element."""
        if not table.translates("tile.item()"):
            table.refuse("tile.item()", node.lineno)
        if node.args or node.keywords:
            table.refuse("tile.item() with arguments", node.lineno)
        base = self.expr(func.value)
        if not isinstance(base, Tile) or any(d != 1 for d in base.shape):
            table.refuse(".item on a value that is not a tile of one element", node.lineno)
        return self.reshape(base, ())

    def _fold_math(self, node: ast.Call) -> Value:
        """``math.log(2)`` and friends on values known at translation time, folded in double precision."""
        assert isinstance(node.func, ast.Attribute)
        fn = getattr(math, node.func.attr, None)
        args = [self.expr(a) for a in node.args]
        if not callable(fn) or node.keywords or not all(isinstance(a, Known) for a in args):
            table.refuse(f"math.{node.func.attr} on a runtime value", node.lineno)
        values = [self._folded(a) for a in args]
        try:
            return Known(fn(*values))
        except (ArithmeticError, TypeError, ValueError) as exc:
            raise Refusal(f"math.{node.func.attr}", node.lineno, f"{type(exc).__name__}: {exc}") from exc

    def _builtin(self, name: str, node: ast.Call) -> Value:
        args = [self.expr(a) for a in node.args]
        if name in ("min", "max") and len(args) == 2:  # on tiles, cuTile Python reads them as ct.minimum/maximum
            return self.extreme(name, args[0], args[1], construct=f"{name}()")
        if name in ("int", "float", "bool") and len(args) == 1 and isinstance(args[0], Known):
            return Known({"int": int, "float": float, "bool": bool}[name](self._folded(args[0])))
        if name == "len" and len(args) == 1 and isinstance(args[0], Known):
            return Known(len(args[0].value))
        table.refuse(f"{name}()", node.lineno)

    def _inline(self, helper: ast.FunctionDef, node: ast.Call) -> Value:
        """A module-level helper: its body inlined with its parameters bound (cutile inlines them too). Its value is
        the ``return`` that ends it (one in a branch decided at translation time included), or None."""
        if self.helpers >= _MAX_HELPER_DEPTH:
            raise Refusal(
                f"helper {helper.name}", node.lineno, f"helpers nested more than {_MAX_HELPER_DEPTH} deep (recursion)"
            )
        spec = helper.args
        if spec.vararg or spec.kwarg or spec.posonlyargs:
            table.refuse(f"helper {helper.name} with *args, **kwargs or positional-only parameters", node.lineno)
        names = [a.arg for a in spec.args]
        keyword_only = [a.arg for a in spec.kwonlyargs]
        if len(node.args) > len(names) or any(isinstance(a, ast.Starred) for a in node.args):
            table.refuse(f"helper {helper.name} called with more positional arguments than it takes", node.lineno)
        bound = dict(zip(names, [self.expr(a) for a in node.args], strict=False))
        for kw in node.keywords:
            if kw.arg is None or kw.arg not in names + keyword_only or kw.arg in bound:
                table.refuse(f"helper {helper.name} called with keyword {kw.arg}", node.lineno)
            bound[kw.arg] = self.expr(kw.value)
        defaults = spec.defaults
        for name, default in zip(names[len(names) - len(defaults) :], defaults, strict=True):
            if name not in bound:
                bound[name] = self._module_expr(default)
        for name, given in zip(keyword_only, spec.kw_defaults, strict=True):
            if name not in bound and given is not None:
                bound[name] = self._module_expr(given)
        missing = [n for n in names + keyword_only if n not in bound]
        if missing:
            table.refuse(f"helper {helper.name} called without {missing}", node.lineno)
        body = helper.body
        saved, saved_carried, saved_loads = self.scope.names, self.carried, self.loads
        saved_mutable, saved_renames, saved_entries = self.scope.mutable, self.renames, self.block_entries
        saved_stale, saved_frames, saved_locals = self.stale, self.loop_frames, self.local_names
        self.scope.names = {**{k: v for k, v in saved.items() if isinstance(v, Array)}, **bound}
        self.carried = _carried_names(body)
        self.loads = _load_counts(helper)
        # The helper's names are its own: a `b = ...` in it must not shadow the caller's `b` in Rust.
        self.renames = {name: self.fresh(name) for name in sorted(_assigned_names(body))}
        self.scope.mutable, self.block_entries = set(), []
        self.stale, self.loop_frames = {}, []
        self.local_names = _assigned_names(body) | set(names) | set(keyword_only)
        self.helpers += 1
        try:
            for name in sorted(self.carried & bound.keys()):
                value = bound[name]
                if isinstance(value, Tile | Scalar):  # a parameter a loop reassigns: a `let mut` of its argument
                    local = self._local(name)
                    self.emit(f"let mut {local}: {_type_of(value)} = {value.rust};")
                    self.scope.names[name] = replace(value, rust=local)
                    self.scope.mutable.add(name)
            returned = self._block(body, tail=True)
            result = None if returned is None else returned.value
            return Known(None) if result is None else self.expr(result)
        finally:
            self.helpers -= 1
            self.scope.names, self.carried, self.loads = saved, saved_carried, saved_loads
            self.scope.mutable, self.renames, self.block_entries = saved_mutable, saved_renames, saved_entries
            self.stale, self.loop_frames, self.local_names = saved_stale, saved_frames, saved_locals

    def _tile_call(self, name: str, node: ast.Call) -> Value:
        if not table.translates(f"ct.{name}"):
            table.refuse(f"ct.{name}", node.lineno)
        method = getattr(self, f"_ct_{name}", None)
        if method is None:
            table.refuse(f"ct.{name}", node.lineno)
        args = _Args(self, node)
        result: Value = method(args)
        args.check_used()
        return result

    # Each _ct_<name> handles one construct row; ``a`` gives the call's arguments by position or keyword.
    def _ct_bid(self, a: _Args) -> Value:
        return Scalar(self.let("bid", "i32", f"get_tile_block_id().{a.known(0, 'axis')}"), I32)

    def _ct_num_blocks(self, a: _Args) -> Value:
        return Scalar(self.let("nblocks", "i32", f"get_num_tile_blocks().{a.known(0, 'axis')}"), I32)

    def _ct_cdiv(self, a: _Args) -> Value:
        x, y = a.value(0, "a"), a.value(1, "b")
        if isinstance(x, Known) and isinstance(y, Known) and x.generic is None and y.generic is None:
            return Known(-(-x.value // y.value))
        p, q = self._scalar(x), self._scalar(y)
        for scalar in (p, q):  # a 0-d tile read as a scalar keeps its dtype
            self._refuse_restricted(scalar.dtype, "ct.cdiv")
            if scalar.dtype.kind != "int":
                raise Refusal(f"ct.cdiv on {scalar.dtype.rust}", self.line, "cuTile Python has no cdiv of floats")
        key = f"-(-({p.key}) // ({q.key}))" if p.key and q.key else None
        return Scalar(self.let("cdiv", "i32", f"ceil_div({p.rust}, {q.rust})"), I32, key)

    def _ct_load(self, a: _Args) -> Value:
        return self.memory.load(a)

    def _ct_gather(self, a: _Args) -> Value:
        return self.memory.gather(a)

    def _ct_scatter(self, a: _Args) -> Value:
        return self.memory.scatter(a)

    def _ct_store(self, a: _Args) -> Value:
        return self.memory.store(a)

    def _ct_astype(self, a: _Args) -> Value:
        tile, dtype = a.value(0, "x"), a.dtype(1, "dtype")
        a.refuse_set("rounding_mode", "ct.astype(rounding_mode=)")
        if isinstance(tile, Known):
            return tile
        if not isinstance(tile, Tile):
            table.refuse("ct.astype on a scalar", self.line)
        if tile.dtype == dtype:
            return tile
        self._refuse_into_e8m0(dtype, f"ct.astype to {dtype.rust}")
        if tile.dtype == BOOL:  # cutile's convert_tile has no bool source; cuTile Python zero-extends (exti)
            if dtype.rust not in SIGNED_BITS:
                table.refuse(f"ct.astype from bool to {dtype.rust}", self.line)
            return self.tile("cast", dtype, tile.shape, f"exti({tile.rust})")
        return self.tile("cast", dtype, tile.shape, f"convert_tile({tile.rust})")

    def _ct_exp(self, a: _Args) -> Value:
        return self._math("exp", a)

    def _ct_log(self, a: _Args) -> Value:
        return self._math("log", a)

    def _ct_log2(self, a: _Args) -> Value:
        return self._math("log2", a)

    def _ct_tanh(self, a: _Args) -> Value:
        return self._math("tanh", a)

    def _ct_sin(self, a: _Args) -> Value:
        return self._math("sin", a)

    def _ct_cos(self, a: _Args) -> Value:
        return self._math("cos", a)

    def _ct_floor(self, a: _Args) -> Value:
        return self._math("floor", a)

    def _ct_ceil(self, a: _Args) -> Value:
        return self._math("ceil", a)

    def _math(self, fn: str, a: _Args) -> Value:
        a.refuse_set("flush_to_zero", f"ct.{fn}(flush_to_zero=)")
        x = a.float_tile(0, "x")
        if a.option("rounding_mode", None) is None:
            return self.tile(fn, x.dtype, x.shape, f"{fn}({x.rust})")
        declared = f"tilebot_{fn}_approx"
        if _rounding(a, "NearestEven") != "Approx":
            table.refuse(f"ct.{fn}(rounding_mode=)", self.line)
        if declared not in DECLARED_OPS:
            table.refuse(f"ct.{fn}(rounding_mode=APPROX)", self.line)
        self.declared.add(declared)
        return self.tile(fn, x.dtype, x.shape, f"{declared}({x.rust}, rounding::Approx)")

    def _ct_exp2(self, a: _Args) -> Value:
        x = a.float_tile(0, "x")
        return self.tile("exp2", x.dtype, x.shape, f"exp2({x.rust}, {_ftz(a)})")

    def _ct_rsqrt(self, a: _Args) -> Value:
        x = a.float_tile(0, "x")
        return self.tile("rsqrt", x.dtype, x.shape, f"rsqrt({x.rust}, {_ftz(a)})")

    def _ct_sqrt(self, a: _Args) -> Value:
        x = a.float_tile(0, "x")
        rounding = _rounding(a, "NearestEven")
        return self.tile("sqrt", x.dtype, x.shape, f"sqrt({x.rust}, rounding::{rounding}, {_ftz(a)})")

    def _ct_abs(self, a: _Args) -> Value:
        x = a.tile(0, "x")
        fn = "absf" if x.dtype.kind == "float" else "absi"
        return self.tile("abs", x.dtype, x.shape, f"{fn}({x.rust})")

    def _arith(self, fn: str, a: _Args) -> Value:
        x, y = self._pair(a.value(0, "x"), a.value(1, "y"))
        if x.dtype.kind != "float":
            table.refuse(f"ct.{fn} on integers", self.line)
        self._refuse_restricted(x.dtype, f"ct.{fn}")
        rounding = _rounding(a, "NearestEven")
        ftz = _ftz(a)
        if fn == "truediv":
            if rounding == "Approx" and ftz == "ftz::Enabled":
                if x.dtype.rust not in ("f32", "E"):
                    table.refuse("ct.truediv(rounding_mode=APPROX, flush_to_zero=True) on f16/bf16", self.line)
                return self.tile("div", x.dtype, x.shape, f"true_div({x.rust}, {y.rust})")
            fn = "div"  # divf(.., rounding::Approx, ftz::Disabled) writes divf rounding<approx>, as the reference
        call = f"{fn}f({x.rust}, {y.rust}, rounding::{rounding}, {ftz})"
        return self.tile(fn, x.dtype, x.shape, call)

    def _ct_add(self, a: _Args) -> Value:
        return self._arith("add", a)

    def _ct_sub(self, a: _Args) -> Value:
        return self._arith("sub", a)

    def _ct_mul(self, a: _Args) -> Value:
        return self._arith("mul", a)

    def _ct_truediv(self, a: _Args) -> Value:
        return self._arith("truediv", a)

    def _ct_maximum(self, a: _Args) -> Value:
        return self._extreme("max", a)

    def _ct_minimum(self, a: _Args) -> Value:
        return self._extreme("min", a)

    def _extreme(self, which: str, a: _Args) -> Value:
        return self.extreme(which, a.value(0, "x"), a.value(1, "y"), _ftz(a), construct=f"ct.{which}imum")

    def extreme(self, which: str, left: Value, right: Value, ftz: str = "ftz::Disabled", *, construct: str) -> Value:
        """min/max of two values: folded, a scalar min/max, or minf/maxf/mini/maxi on tiles."""
        if not isinstance(left, Tile) and not isinstance(right, Tile):  # two scalars: a scalar min/max
            if all(isinstance(v, Known) and v.generic is None for v in (left, right)):
                return Known((min if which == "min" else max)(self._folded(left), self._folded(right)))
            s, t = self._scalar(left), self._scalar(right)
            self._refuse_signed_narrow(s.dtype)
            return Scalar(self.let(which, s.dtype.rust, f"{which}({s.rust}, {t.rust})"), s.dtype)
        x, y = self._pair(left, right)
        self._refuse_restricted(x.dtype, construct)  # cuTile Python: a binary arithmetic op (non-arithmetic dtype)
        self._refuse_signed_narrow(x.dtype)
        if x.dtype.kind == "float":
            call = f"{which}f({x.rust}, {y.rust}, nan::Disabled, {ftz})"
        else:
            call = f"{which}i({x.rust}, {y.rust})"
        return self.tile(which, x.dtype, x.shape, call)

    def _ct_bitwise_and(self, a: _Args) -> Value:
        return self._bitwise("andi", a)

    def _ct_bitwise_or(self, a: _Args) -> Value:
        return self._bitwise("ori", a)

    def _ct_bitwise_xor(self, a: _Args) -> Value:
        return self._bitwise("xori", a)

    def _ct_bitwise_rshift(self, a: _Args) -> Value:
        return self._bitwise("shri", a)  # cutile infers the signedness from the element type (u8, u16: 0.3 only)

    def _ct_bitwise_lshift(self, a: _Args) -> Value:
        """``x << k`` for a translation-time ``k``: ``x * 2**k`` (cutile's ``*`` on int tiles, a muli that wraps as
        shli does). cutile (0.2.0, 0.3.1) cannot write shli without an overflow mode, which the reference's shli lacks;
        the IR diff reads a shli by a constant as that muli (equivalences.py, shift_left_is_multiply)."""
        x, shift = a.value(0, "x"), a.value(1, "y")
        if not isinstance(shift, Known) or isinstance(shift.value, bool) or not isinstance(shift.value, int):
            table.refuse("ct.bitwise_lshift by a runtime amount", self.line)
        if not isinstance(x, Tile) or x.dtype.rust not in SIGNED_BITS:
            table.refuse("ct.bitwise_lshift of anything but a signed int tile", self.line)
        bits, k = SIGNED_BITS[x.dtype.rust], self._folded(shift)  # a ConstInt shift is written in: decided
        if not 0 <= k < bits:
            table.refuse("ct.bitwise_lshift by a constant outside [0, the width)", self.line)
        factor = 1 << k
        factor -= (factor >> (bits - 1)) << bits  # 2**(bits-1) is the type's minimum: the same bits, signed
        return self.tile("shl", x.dtype, x.shape, f"{x.rust} * {self.constant(factor, x.dtype, x.shape).rust}")

    def _bitwise(self, fn: str, a: _Args) -> Value:
        x, y = self._pair(a.value(0, "x"), a.value(1, "y"))
        if x.dtype.kind != "int":
            table.refuse(f"ct.{fn} on {x.dtype.rust}", self.line)
        if fn == "shri":
            self._refuse_signed_narrow(x.dtype)
        return self.tile(fn, x.dtype, x.shape, f"{fn}({x.rust}, {y.rust})")

    def _ct_where(self, a: _Args) -> Value:
        cond = a.tile(0, "cond")
        left, right = a.value(1, "x"), a.value(2, "y")
        if not isinstance(left, Tile) and not isinstance(right, Tile):  # two scalars: tiles of the condition's shape
            floats = any(isinstance(v, Known) and isinstance(v.value, float) for v in (left, right))
            dtype = F32 if floats else self._scalar(left).dtype
            left, right = self.as_tile(left, dtype, cond.shape), self.as_tile(right, dtype, cond.shape)
        x, y = self._pair(left, right)
        shape = self._broadcast_shape(cond.shape, x.shape)
        cond, x, y = self.broadcast(cond, shape), self.broadcast(x, shape), self.broadcast(y, shape)
        return self.tile("sel", x.dtype, shape, f"select({cond.rust}, {x.rust}, {y.rust})")

    def _reduce(self, which: str, a: _Args) -> Value:
        x = a.tile(0, "x")
        self._refuse_restricted(x.dtype, f"ct.{which}")
        axis = a.option("axis", a.known_or(1, None))
        keepdims = bool(a.option("keepdims", False))
        if isinstance(axis, tuple):
            table.refuse(f"ct.{which}(axis=several axes)", self.line)
        if axis is None:  # over every axis: cuTile Python reduces dim 0 until a 0-d tile is left
            result = x
            while result.shape:
                result = self._reduce_axis(which, result, 0)
            return self.reshape(result, (1,) * len(x.shape)) if keepdims else result
        axis = int(axis) % len(x.shape)
        result = self._reduce_axis(which, x, axis)
        if keepdims:
            kept = tuple(1 if i == axis else d for i, d in enumerate(x.shape))
            return self.reshape(result, kept)
        return result

    def _reduce_axis(self, which: str, x: Tile, axis: int) -> Tile:
        if which in ("max", "min"):  # cutile reduces with its min()/max(): mini/maxi
            self._refuse_signed_narrow(x.dtype)
        reduced = tuple(d for i, d in enumerate(x.shape) if i != axis)
        result = self.tile(which, x.dtype, reduced, f"{_REDUCTIONS[which]}({x.rust}, {axis}i32)")
        if any(isinstance(d, str) for d in reduced):
            # cutile (0.2.0, 0.3.1) gives a reduction's result literal extents ([64], not [TILE_M]); a same-extent
            # reshape gives it back the generic shape the other operands have.
            result = self.tile(which, x.dtype, reduced, f"{result.rust}.reshape({const_shape(reduced)})")
        return result

    def _ct_cumsum(self, a: _Args) -> Value:
        x = a.tile(0, "x")
        self._refuse_restricted(x.dtype, "ct.cumsum")
        axis = int(a.option("axis", a.known_or(1, 0))) % len(x.shape)
        if axis != 0:  # cutile (0.2.0, 0.3.1) writes every scan with dim=0, whatever dim it is given
            table.refuse("ct.cumsum along an axis other than 0", self.line)
        direction = "reverse::Reverse" if a.option("reverse", False) else "reverse::Forward"
        zero = literal(0, x.dtype) if x.dtype.rust in ("i32", "i64", "f32") else None
        if zero is None:
            zero = self.let("zero", x.dtype.rust, f"convert_scalar({literal(0.0, F32)})")
        return self.tile("cumsum", x.dtype, x.shape, f"scan_sum({x.rust}, 0i32, {direction}, {zero})")

    def _ct_sum(self, a: _Args) -> Value:
        return self._reduce("sum", a)

    def _ct_max(self, a: _Args) -> Value:
        return self._reduce("max", a)

    def _ct_min(self, a: _Args) -> Value:
        return self._reduce("min", a)

    def _ct_arange(self, a: _Args) -> Value:
        shape = self._shape((a.value(0, "size"),))
        dtype = a.dtype(1, "dtype") if a.has(1, "dtype") else I32
        if dtype.rust != "i32":
            table.refuse("ct.arange of a dtype other than int32", self.line)
        return self.tile("iota", I32, shape, f"iota({const_shape(shape)})")

    def _ct_full(self, a: _Args) -> Value:
        shape = self._shape(a.sequence(0, "shape"))
        value = a.value(1, "fill_value")  # a runtime scalar is broadcast (its type must be the tile's)
        return self.as_tile(value, a.dtype(2, "dtype"), shape)

    def _ct_zeros(self, a: _Args) -> Value:
        return self.constant(0, a.dtype(1, "dtype"), self._shape(a.sequence(0, "shape")))

    def _ct_ones(self, a: _Args) -> Value:
        return self.constant(1, a.dtype(1, "dtype"), self._shape(a.sequence(0, "shape")))

    def _ct_reshape(self, a: _Args) -> Value:
        x, items = a.tile(0, "x"), a.sequence(1, "shape")
        inferred = [i for i, v in enumerate(items) if isinstance(v, Known) and v.generic is None and v.value == -1]
        if not inferred:
            return self.reshape(x, self._shape(items))
        # One extent of -1: the one the others leave (cuTile Python infers it), written in as a number.
        if len(inferred) > 1:
            table.refuse("ct.reshape with more than one -1", self.line)
        known = [1 if i in inferred else v for i, v in enumerate(items)]
        dims = self._shape(tuple(v if isinstance(v, Known) else Known(v) for v in known))
        size, rest = (math.prod(self._extent(d) for d in shape) for shape in (x.shape, dims))
        if rest <= 0 or size % rest:
            raise Refusal("ct.reshape with -1", self.line, f"{size} elements do not split into {rest}-element rows")
        return self.reshape(x, tuple(size // rest if i in inferred else d for i, d in enumerate(dims)))

    def _ct_broadcast_to(self, a: _Args) -> Value:
        return self.broadcast(a.tile(0, "x"), self._shape(a.sequence(1, "shape")))

    def _ct_expand_dims(self, a: _Args) -> Value:
        x = a.tile(0, "x")
        axis = int(a.known(1, "axis")) % (len(x.shape) + 1)
        return self.reshape(x, (*x.shape[:axis], 1, *x.shape[axis:]))

    def _ct_transpose(self, a: _Args) -> Value:
        x = a.tile(0, "x")
        axes = [a.known(i, k) if a.has(i, k) else d for i, k, d in ((1, "axis0", 0), (2, "axis1", 1))]
        if len(x.shape) != 2 or sorted(axes) != [0, 1]:  # a 2-D tile has one transpose, however it is named
            table.refuse("ct.transpose other than of a 2-D tile", self.line)
        return self.tile("tr", x.dtype, (x.shape[1], x.shape[0]), f"{x.rust}.transpose()")

    def _ct_permute(self, a: _Args) -> Value:
        x = a.tile(0, "x")
        axes = a.known(1, "axes")
        if not isinstance(axes, tuple | list) or sorted(axes) != list(range(len(x.shape))):
            table.refuse("ct.permute with axes that are not a permutation of the tile's", self.line)
        shape = tuple(x.shape[i] for i in axes)  # result dim i is the source's dim axes[i]
        order = ", ".join(str(int(i)) for i in axes)
        return self.tile("perm", x.dtype, shape, f"permute({x.rust}, const_array![{order}])")

    def _ct_extract(self, a: _Args) -> Value:
        x = a.tile(0, "x")
        index = [self._index(v) for v in a.sequence(1, "index")]
        shape = self._shape(a.sequence(2, "shape"))
        if len(index) != len(x.shape) or len(shape) != len(x.shape):
            table.refuse("ct.extract with an index or shape of another rank", self.line)
        slots = []
        for i in index:  # extract takes its slice indices as 0-d i32 tiles
            slots.append(self.let("at", tile_type(I32, ()), f"scalar_to_tile({i})"))
        return self.tile("part", x.dtype, shape, f"extract({x.rust}, [{', '.join(slots)}])")

    def _ct_matmul(self, a: _Args) -> Value:
        x, y = a.tile(0, "a"), a.tile(1, "b")
        if len(x.shape) != 2 or len(y.shape) != 2 or x.dtype != y.dtype or x.dtype.kind != "float":
            table.refuse("ct.matmul other than 2-D float [M,K] x [K,N]", self.line)
        # cuTile Python: mma onto zeros of the first accumulator type the operands' dtype supports (f32 for bf16
        # and tf32, whose mmaf cannot accumulate in its own type), then an astype back to the operands' dtype.
        element = self._rust_dtype(self.element_dtype) if x.dtype.rust == "E" and self.element_dtype else x.dtype.rust
        if x.dtype.rust == "E":
            # Whether E accumulates in itself (f16, f32) or in f32 (bf16) depends on the dtype it stands for: where
            # those differ, decided for this one (op.py writes one entry per dtype combination).
            own = {_MATMUL_ACCUMULATOR.get(r) == r for r in map(RUST_DTYPES.get, self.element_dtypes) if r in FLOATS}
            if len(own | {_MATMUL_ACCUMULATOR.get(element) == element}) > 1:
                self.dtype_decided = True
        if element not in _MATMUL_ACCUMULATOR:  # f8e8m0fnu: a scale type (ct.mma_scaled), no mma operand
            raise Refusal(f"ct.matmul of {element}", self.line, f"cuTile Python refuses it too: no mma takes {element}")
        acc_dtype = x.dtype if _MATMUL_ACCUMULATOR[element] == element else DType.concrete(_MATMUL_ACCUMULATOR[element])
        acc = self.constant(0.0, acc_dtype, (x.shape[0], y.shape[1]))
        product = self.tile("mm", acc_dtype, acc.shape, f"mmaf({x.rust}, {y.rust}, {acc.rust})")
        if acc_dtype == x.dtype:
            return product
        return self.tile("mm", x.dtype, acc.shape, f"convert_tile({product.rust})")

    def _ct_mma(self, a: _Args) -> Value:
        x, y, acc = a.tile(0, "a"), a.tile(1, "b"), a.tile(2, "acc")
        if len(x.shape) != 2 or len(y.shape) != 2 or acc.shape != (x.shape[0], y.shape[1]):
            table.refuse("ct.mma other than 2-D [M,K] x [K,N] + [M,N]", self.line)
        fn = "mmaf" if acc.dtype.kind == "float" else "mmai"
        return self.tile("acc", acc.dtype, acc.shape, f"{fn}({x.rust}, {y.rust}, {acc.rust})")

    def _ct_num_tiles(self, a: _Args) -> Value:
        array = a.array(0, "array")
        axis = int(a.known(1, "axis"))
        shape = self._shape(a.sequence(2, "shape"))
        view = self.let(
            f"{array.rust}_tiles",
            f"Partition<{array.dtype.rust}, {{ [{', '.join(map(str, shape))}] }}>",
            f"make_partition_view({array.rust}, {const_shape(shape)}, padding::None, dim_map::Identity, "
            f"get_tensor_token({array.rust}))",
        )
        space = self.let("space", f"[i32; {array.ndim}]", f"get_index_space_shape(&{view})")
        return Scalar(f"{space}[{axis}]", I32)

    def _shape(self, items: Sequence[Value]) -> tuple[Dim, ...]:
        dims: list[Dim] = []
        for item in items:
            if isinstance(item, Known) and item.generic:
                dims.append(item.generic)
            elif isinstance(item, Known) and isinstance(item.value, int) and not isinstance(item.value, bool):
                dims.append(item.value)
            else:
                table.refuse("a tile shape that is not constant", self.line)
        return tuple(dims)


class _QualifiedName:
    """A cuda.tile attribute that is not a dtype (a function, an enum member)."""

    def __init__(self, name: str) -> None:
        self.name = name

    def __str__(self) -> str:
        return self.name

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _QualifiedName) and other.name == self.name

    def __hash__(self) -> int:
        return hash(self.name)


class _ReachedOtherWay(Exception):
    """An array bound one way (a ``&Tensor`` or a raw pointer) that the code being written reaches the other."""

    def __init__(self, array: str, line: int) -> None:
        super().__init__(f"line {line}: {array}")
        self.array = array
        self.line = line


class _Args:
    """A call's arguments by position or keyword; what no handler read is refused, never dropped."""

    def __init__(self, writer: KernelWriter, node: ast.Call) -> None:
        self.writer = writer
        self.node = node
        self.name = ast.unparse(node.func)
        self.used: set[int | str] = set()

    def _node(self, position: int, keyword: str) -> ast.expr | None:
        for kw in self.node.keywords:
            if kw.arg == keyword:
                self.used.add(keyword)
                return kw.value
        if position >= 0 and position < len(self.node.args):
            self.used.add(position)
            return self.node.args[position]
        return None

    def has(self, position: int, keyword: str) -> bool:
        return any(kw.arg == keyword for kw in self.node.keywords) or 0 <= position < len(self.node.args)

    def value(self, position: int, keyword: str) -> Value:
        node = self._node(position, keyword)
        if node is None:
            table.refuse(f"{self.name} without {keyword}", self.node.lineno)
        return self.writer.expr(node)

    def known(self, position: int, keyword: str) -> Any:
        value = self.value(position, keyword)
        if not isinstance(value, Known):
            table.refuse(f"{self.name}: {keyword} must be known at translation time", self.node.lineno)
        return self.writer._folded(value)

    def known_or(self, position: int, default: Any) -> Any:
        if position < len(self.node.args):
            self.used.add(position)
            value = self.writer.expr(self.node.args[position])
            if not isinstance(value, Known):  # never the default in its place: `ct.sum(x, axis)` is not over all axes
                table.refuse(
                    f"{self.name}: argument {position + 1} must be known at translation time", self.node.lineno
                )
            return self.writer._folded(value)
        return default

    def option(self, keyword: str, default: Any) -> Any:
        node = self._node(-1, keyword)
        if node is None:
            return default
        value = self.writer.expr(node)
        if isinstance(value, Known):
            return self.writer._folded(value, ast.unparse(node))
        if isinstance(value, Scalar) and value.key is not None:  # computed from the constants: a key
            return self.writer.decide_key(value.key, self.writer.key_value(value.key), ast.unparse(node))
        table.refuse(f"{self.name}({keyword}=) known only at run time", self.node.lineno)

    def runtime_option(self, keyword: str) -> Value | None:
        node = self._node(-1, keyword)
        return None if node is None else self.writer.expr(node)

    def refuse_set(self, keyword: str, construct: str) -> None:
        if self._node(-1, keyword) is not None:
            table.refuse(construct, self.node.lineno)

    def sequence(self, position: int, keyword: str) -> tuple[Value, ...]:
        value = self.value(position, keyword)
        if isinstance(value, Known) and isinstance(value.value, tuple):
            return tuple(v if isinstance(v, Known | Scalar | Tile) else Known(v) for v in value.value)
        return (value,)

    def array(self, position: int, keyword: str, *, pointer: bool = False) -> Array:
        value = self.value(position, keyword)
        if not isinstance(value, Array):
            table.refuse(f"{self.name}: {keyword} is not a kernel array", self.node.lineno)
        if value.pointer != pointer:  # cutile (0.2.0, 0.3.1) has no view of a raw pointer with a runtime shape
            raise _ReachedOtherWay(value.rust, self.node.lineno)
        return value

    def tile(self, position: int, keyword: str) -> Tile:
        value = self.value(position, keyword)
        if not isinstance(value, Tile):
            table.refuse(f"{self.name}: {keyword} is not a tile", self.node.lineno)
        return value

    def float_tile(self, position: int, keyword: str) -> Tile:
        tile = self.tile(position, keyword)
        if tile.dtype.kind != "float":
            table.refuse(f"{self.name} on a {tile.dtype.rust} tile", self.node.lineno)
        return tile

    def dtype(self, position: int, keyword: str) -> DType:
        value = self.value(position, keyword)
        if not isinstance(value, DType):
            table.refuse(f"{self.name}: {keyword} is not a dtype", self.node.lineno)
        return value

    def check_used(self) -> None:
        for index in range(len(self.node.args)):
            if index not in self.used:
                table.refuse(f"{self.name} with positional argument {index + 1}", self.node.lineno)
        for kw in self.node.keywords:
            if kw.arg not in self.used:
                table.refuse(f"{self.name}({kw.arg}=)", self.node.lineno)


def _is_number(value: object) -> bool:
    return isinstance(value, int | float)  # bools included: `FLAG == True` compares them as ints


# Python's operator for a scalar int operation whose value a key expression recomputes (Python semantics: the
# key is what cuTile Python decides with, folding the constants as Python does).
_PY_SYMBOLS: dict[type, str] = {ast.Add: "+", ast.Sub: "-", ast.Mult: "*", ast.FloorDiv: "//", ast.Mod: "%"}


def evaluate_key(key: str, constants: Mapping[str, Any]) -> Any:
    """A key's value for one combination of constants (the expression the translator wrote, nothing else)."""
    return eval(compile(key, "<key>", "eval"), {"__builtins__": {}}, dict(constants))  # noqa: S307


def _ftz(a: _Args) -> str:
    return "ftz::Enabled" if a.option("flush_to_zero", False) else "ftz::Disabled"


def _rounding(a: _Args, default: str) -> str:
    mode = a.option("rounding_mode", None)
    if mode is None:
        return default
    names = {
        "RN": "NearestEven",
        "RZ": "Zero",
        "RM": "NegativeInf",
        "RP": "PositiveInf",
        "FULL": "Full",
        "APPROX": "Approx",
    }
    key = str(mode).rsplit(".", 1)[-1]
    if key not in names:
        table.refuse(f"rounding mode {mode}", a.node.lineno)
    return names[key]


def _is_generic(value: Value) -> bool:
    return isinstance(value, DType) and value.rust == "E"


def _type_of(value: Value) -> str:
    if isinstance(value, Tile):
        return tile_type(value.dtype, value.shape)
    if isinstance(value, Scalar):
        return value.dtype.rust
    return "?"


def _name_of(target: ast.expr, line: int) -> str:
    if not isinstance(target, ast.Name):
        table.refuse(f"assignment to {ast.unparse(target)}", line)
    return target.id


EXTRACT_AT_LOOP_INDEX = "ct.extract at a for loop's index"


def _extracts_at(body: list[ast.stmt], var: str) -> bool:
    """Some ``ct.extract`` in the loop body indexes with the loop variable."""
    for node in ast.walk(ast.Module(body=body, type_ignores=[])):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "extract":
            index = [k.value for k in node.keywords if k.arg == "index"] + node.args[1:2]
            if any(isinstance(n, ast.Name) and n.id == var for i in index for n in ast.walk(i)):
                return True
    return False


def _local(name: str) -> str:
    """A Python name as a Rust local: a Rust keyword, or a name the generated code calls (``select``, ``max``), gets a
    ``_`` (``type_``), so that it neither fails to parse nor hides the function. So does any name that is such a word
    followed by underscores (``type_`` becomes ``type__``): the renaming must not make two Python names one."""
    word = name.rstrip("_")
    return f"{name}_" if word in _RUST_RESERVED or word in _RUST_CALLED or not word else name


def _generic_name(name: str) -> str:
    """A const generic's Rust name: ``S`` panics cutile's JIT (0.2.0, 0.3.1), ``E`` is the element type's, and a
    Rust keyword would not parse."""
    return f"{name}_" if name in ("S", "E") or name in _RUST_RESERVED else name


# Rust's keywords (strict and reserved) that are not Python keywords, so a kernel may use them as names.
_RUST_RESERVED = {
    "abstract",
    "become",
    "box",
    "const",
    "crate",
    "do",
    "dyn",
    "enum",
    "extern",
    "final",
    "fn",
    "gen",
    "impl",
    "let",
    "loop",
    "macro",
    "match",
    "mod",
    "move",
    "mut",
    "override",
    "priv",
    "pub",
    "ref",
    "self",
    "Self",
    "static",
    "struct",
    "super",
    "trait",
    "type",
    "typeof",
    "unsafe",
    "unsized",
    "use",
    "virtual",
    "where",
    "Some",
    "Option",
}
# Functions the generated code calls by their bare name: a local of that name would hide them.
_RUST_CALLED = {
    "absf",
    "absi",
    "addf",
    "andi",
    "broadcast_scalar",
    "ceil",
    "ceil_div",
    "cmpf",
    "cmpi",
    "constant",
    "convert_scalar",
    "convert_tile",
    "cos",
    "cosh",
    "divf",
    "divi",
    "exp",
    "exp2",
    "exti",
    "extract",
    "floor",
    "fma",
    "get_index_space_shape",
    "get_num_tile_blocks",
    "get_partition_token",
    "get_partition_token_mut",
    "get_tensor_shape",
    "get_tensor_token",
    "get_tile_block_id",
    "iota",
    "join_tokens",
    "load_ptr_tko",
    "load_view_tko",
    "log",
    "log2",
    "make_partition_view",
    "make_partition_view_mut",
    "max",
    "maxf",
    "maxi",
    "min",
    "minf",
    "mini",
    "mmaf",
    "mmai",
    "mulf",
    "negf",
    "negi",
    "new_token_unordered",
    "ori",
    "permute",
    "pointer_to_tile",
    "reduce_max",
    "reduce_min",
    "reduce_prod",
    "reduce_sum",
    "rsqrt",
    "scalar_to_tile",
    "scan_sum",
    "select",
    "shri",
    "sin",
    "sinh",
    "sqrt",
    "store_ptr_tko",
    "store_view_tko_mut",
    "subf",
    "tan",
    "tanh",
    "tile_to_scalar",
    "true_div",
    "trunci",
    "xori",
    *DECLARED_OPS,
}


@dataclass
class _LoopFrame:
    """A for loop's translation-time values (bound before it, reassigned in its body): which the body read before
    reassigning them (the second iteration would read another value) and which it has reassigned so far."""

    watched: dict[str, Value]  # name → its value when the loop began
    assigned: set[str] = field(default_factory=set)
    read_first: set[str] = field(default_factory=set)


def _python_names(source: KernelSource) -> set[str]:
    """Every identifier the kernel and its helpers use (names, parameters)."""
    names: set[str] = set()
    for function in (source.function, *source.helpers.values()):
        for node in ast.walk(function):
            if isinstance(node, ast.Name):
                names.add(node.id)
            elif isinstance(node, ast.arg):
                names.add(node.arg)
    return names


_MAX_HELPER_DEPTH = 32


def _assigned_names(body: list[ast.stmt]) -> set[str]:
    names = set()
    for stmt in body:
        for node in ast.walk(stmt):
            if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
                names.add(node.id)
    return names


def _carried_names(body: list[ast.stmt]) -> set[str]:
    """Names assigned inside a loop (or a runtime branch) of ``body``: Rust needs them ``let mut``."""
    names: set[str] = set()
    for stmt in body:
        for node in ast.walk(stmt):
            if isinstance(node, ast.For | ast.While):
                names |= _assigned_names(node.body)
    return names


# Launch hints cutile writes at the entry (cuTile Python name → cutile name; num_worker_warps from 0.3); others are
# refused.
_ENTRY_HINTS = {"occupancy": "occupancy", "num_ctas": "num_cta_in_cga", "num_worker_warps": "num_worker_warps_per_cta"}
_TILE_METHODS = ("reshape", "astype", "transpose")  # tile.f(...) read as ct.f(tile, ...)
_BY_TARGET = re.compile(r"^ByTarget\((.*)\)$")


def _decorator_hints(fn: ast.FunctionDef) -> dict[str, Any]:
    """Literal ``@ct.kernel(...)`` keywords: the hints when no analysis gave the launched kernel's."""
    hints: dict[str, Any] = {}
    for deco in fn.decorator_list:
        if isinstance(deco, ast.Call):
            for kw in deco.keywords:
                try:
                    hints[kw.arg or ""] = ast.literal_eval(kw.value)
                except ValueError:
                    hints[kw.arg or ""] = ast.unparse(kw.value)
    return hints


def hint_for_target(value: Any, target: str, line: int) -> int | None:
    """A hint's value for ``target``: an int, or ``ByTarget(sm_80=2, default=4)`` as stage A records it."""
    if value is None or is_int(value):
        return value
    match = _BY_TARGET.match(str(value))
    if match:
        pairs = dict(part.strip().split("=", 1) for part in match[1].split(",") if "=" in part)
        chosen = pairs.get(target, pairs.get("default"))
        if chosen is None or chosen.strip() == "None":
            return None
        if chosen.strip().isdigit():
            return int(chosen)
    table.refuse(f"hint value {value!r}", line)


def _gathered_arrays(fn: ast.FunctionDef, source: KernelSource) -> set[str]:
    """Names of ``fn``'s parameters that ``ct.gather``/``ct.scatter`` reach, directly or through a helper."""
    return _arrays_reached(fn, source, ("gather", "scatter"))


def _arrays_reached(fn: ast.FunctionDef, source: KernelSource, calls: tuple[str, ...]) -> set[str]:
    """Names of ``fn``'s parameters that the ``ct.<call>``s reach (first argument), directly or through a helper."""

    def reached(function: ast.FunctionDef, depth: int) -> set[str]:
        names: set[str] = set()
        for node in ast.walk(function):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            if (
                isinstance(func, ast.Attribute)
                and isinstance(func.value, ast.Name)
                and func.value.id in source.tile_aliases
                and func.attr in calls
            ):
                target = node.args[0] if node.args else next((k.value for k in node.keywords if k.arg == "array"), None)
                if isinstance(target, ast.Name):
                    names.add(target.id)
            elif isinstance(func, ast.Name) and func.id in source.helpers and depth < 4:
                helper = source.helpers[func.id]
                inner = reached(helper, depth + 1)
                for arg, param in zip(node.args, helper.args.args, strict=False):
                    if isinstance(arg, ast.Name) and param.arg in inner:
                        names.add(arg.id)
        return names

    return reached(fn, 0)


def _is_mult(node: ast.expr) -> bool:
    return isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mult)


def _load_counts(function: ast.FunctionDef) -> Counter[str]:
    """Reads of each name: loads, and the targets of augmented assignments (``x += v`` reads ``x``)."""
    counts = Counter(n.id for n in ast.walk(function) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load))
    counts.update(
        n.target.id for n in ast.walk(function) if isinstance(n, ast.AugAssign) and isinstance(n.target, ast.Name)
    )
    return counts
