"""Evaluate the constant parts of a Python source file with ``ast``, never importing it.

Test files build their parametrize lists from literals, module- or class-level names,
``torch.<dtype>``, ``pytest.param(...)``, arithmetic and simple comprehensions. This
evaluator runs exactly that subset. Block statements at module or class level are run
when their condition evaluates; when it does not (``if tilegym.is_backend_available(...)``),
their effect on a name is recorded as *conditional* instead of guessed.
"""

from __future__ import annotations

import ast
import itertools
import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from functools import cached_property
from pathlib import Path
from typing import Any

from tilebot.runner.analysis.values import TorchDtype, torch_dtype
from tilebot.runner.python_ops import PY_BINOPS, PY_COMPARE


class Unevaluable(Exception):
    """The expression depends on something only running code knows; the message says what."""


@dataclass(frozen=True)
class ModuleRef:
    """An imported module bound to a name (``torch``, ``pytest``, ``math``, ...)."""

    name: str


@dataclass(frozen=True)
class ParamSet:
    """``pytest.param(*values, id=..., marks=...)``."""

    values: tuple[Any, ...]
    id: str | None = None
    marks: tuple[str, ...] = ()


@dataclass(frozen=True, eq=False)
class ParametrizeCall:
    """``pytest.mark.parametrize(...)`` bound to a name (``DTYPES = pytest.mark.parametrize(...)``, then ``@DTYPES``),
    kept as written so the test-file reader expands it like a decorator written in place."""

    node: ast.Call
    scope: Scope


@dataclass(frozen=True, eq=False)
class MarkCall:
    """``pytest.mark.<name>(...)`` other than parametrize, kept as written: its arguments may need the machine
    (``skipif(not torch.cuda.is_available(), ...)``), and only its name and keyword arguments matter to ``-m``."""

    name: str
    node: ast.Call
    scope: Scope


@dataclass(frozen=True)
class FunctionSource:
    """A module-level function the evaluator may run statically (tolerance helpers and the like)."""

    node: ast.FunctionDef
    scope: Scope


@dataclass(frozen=True, eq=False)
class ScopeRef:
    """A module of the repository bound by ``from .. import common``: its names, read the same way."""

    scope: Scope


@dataclass(frozen=True)
class Opaque:
    """A name bound to something the evaluator does not model (a function, a class, a failed import)."""

    what: str


@dataclass(frozen=True, eq=False)
class ClassSource(Opaque):
    """A class statement: opaque to the evaluator, kept for the fixtures its body and its bases' bodies define."""

    node: ast.ClassDef
    scope: Scope  # where the statement ran
    bases: tuple[Any, ...]  # what each base expression named when it ran: a ClassSource, or an Opaque saying why not

    # one class statement is one class (two of the same name in two files are two)
    __eq__ = object.__eq__
    __hash__ = object.__hash__

    @cached_property
    def body_scope(self) -> Scope:
        """The scope its body ran in: evaluated once, however many test classes have it in their MRO."""
        return class_scope(self.node, self.scope)


_BUILTINS: dict[str, Callable[..., Any]] = {
    "range": lambda *a: list(range(*a)),
    "list": list,  # the types themselves, so isinstance(x, list) reads too
    "tuple": tuple,
    "isinstance": isinstance,
    "hasattr": hasattr,
    "len": len,
    "int": int,
    "float": float,
    "str": str,
    "bool": bool,
    "min": min,
    "max": max,
    "abs": abs,
    "sorted": lambda *a, **k: sorted(*a, **k),
    "zip": lambda *a: list(zip(*a, strict=False)),
    "enumerate": lambda *a: list(enumerate(*a)),
    "dict": dict,
    "set": set,
    "round": round,
    "sum": sum,
    "object": object,  # the base every class has
}
_MATH: dict[str, Any] = {
    "pi": math.pi,
    "e": math.e,
    "inf": math.inf,
    "sqrt": math.sqrt,
    "log2": math.log2,
    "ceil": math.ceil,
}


@dataclass
class Scope:
    """Names bound at one level (module or class body), evaluated in statement order."""

    names: dict[str, Any] = field(default_factory=dict)
    conditional: dict[str, list[str]] = field(default_factory=dict)  # name -> source of conditional updates
    # function or class statement -> the constant its ``x.__test__ = ...`` set here (pytest reads the attribute)
    test_attributes: dict[ast.stmt, Any] = field(default_factory=dict)
    # function or class statement -> the names of the attributes set on it here (``-k`` matches a test's)
    attributes: dict[ast.stmt, set[str]] = field(default_factory=dict)
    parent: Scope | None = None
    path: Path | None = None
    # (module, level, importing file, name) -> the bound value, or None when it is not in the repository
    importer: Callable[[str, int, Path, str], Any] | None = None

    def lookup(self, name: str) -> Any:
        scope: Scope | None = self
        while scope is not None:
            if name in scope.names:
                return scope.names[name]
            scope = scope.parent
        if name in _BUILTINS:
            return _BUILTINS[name]
        if name in {"True", "False", "None"}:
            return {"True": True, "False": False, "None": None}[name]
        raise Unevaluable(f"name {name!r} is not bound at module or class level")


def evaluate(node: ast.expr, scope: Scope, local: dict[str, Any] | None = None) -> Any:
    """The value of ``node``; ``Unevaluable`` names what stopped it (Python errors included)."""
    try:
        return _evaluate(node, scope, local or {})
    except (KeyError, IndexError, TypeError, ValueError, ZeroDivisionError, AttributeError) as exc:
        raise Unevaluable(f"`{ast.unparse(node)}` raised {type(exc).__name__}: {exc}") from None


def _evaluate(node: ast.expr, scope: Scope, local: dict[str, Any]) -> Any:
    match node:
        case ast.Constant(value=value):
            return value
        case ast.Name(id=name):
            if name in local:
                return local[name]
            return _unwrap(scope.lookup(name), name)
        case ast.Tuple(elts=elts):
            return tuple(_spread(elts, scope, local))
        case ast.List(elts=elts):
            return list(_spread(elts, scope, local))
        case ast.Set(elts=elts):
            return set(_spread(elts, scope, local))
        case ast.Dict(keys=keys, values=vals):
            out: dict[Any, Any] = {}
            for k, v in zip(keys, vals, strict=True):
                if k is None:
                    out.update(evaluate(v, scope, local))
                else:
                    out[evaluate(k, scope, local)] = evaluate(v, scope, local)
            return out
        case ast.Attribute():
            return _attribute(node, scope, local)
        case ast.UnaryOp(op=op, operand=operand):
            value = evaluate(operand, scope, local)
            if isinstance(op, ast.USub):
                return -value
            if isinstance(op, ast.UAdd):
                return +value
            if isinstance(op, ast.Not):
                return not value
            return ~value
        case ast.BinOp(left=left, op=op, right=right):
            return PY_BINOPS[type(op)](evaluate(left, scope, local), evaluate(right, scope, local))
        case ast.BoolOp(op=op, values=vals):
            result: Any = None
            for v in vals:
                result = evaluate(v, scope, local)
                if isinstance(op, ast.And) and not result:
                    return result
                if isinstance(op, ast.Or) and result:
                    return result
            return result
        case ast.Compare(left=left, ops=ops, comparators=comparators):
            lhs = evaluate(left, scope, local)
            for cmp, comp in zip(ops, comparators, strict=True):
                rhs = evaluate(comp, scope, local)
                if not PY_COMPARE[type(cmp)](lhs, rhs):
                    return False
                lhs = rhs
            return True
        case ast.IfExp(test=test, body=body, orelse=orelse):
            return evaluate(body if evaluate(test, scope, local) else orelse, scope, local)
        case ast.Subscript(value=value, slice=index):
            return evaluate(value, scope, local)[evaluate(index, scope, local)]
        case ast.Slice(lower=lower, upper=upper, step=step):
            return slice(*(evaluate(p, scope, local) if p is not None else None for p in (lower, upper, step)))
        case ast.JoinedStr(values=parts):
            return "".join(_format_part(p, scope, local) for p in parts)
        case ast.Call():
            return _call(node, scope, local)
        case ast.ListComp() | ast.GeneratorExp() | ast.SetComp():
            items = list(_comprehension(node.elt, node.generators, scope, local))
            return set(items) if isinstance(node, ast.SetComp) else items
        case ast.Lambda(args=args, body=body):
            return _lambda(args, body, scope, local)
        case ast.DictComp(key=key, value=val, generators=gens):
            pair = ast.Tuple(elts=[key, val], ctx=ast.Load())
            return dict(_comprehension(pair, gens, scope, local))
    raise Unevaluable(f"cannot evaluate `{ast.unparse(node)}` statically")


def _lambda(args: ast.arguments, body: ast.expr, scope: Scope, local: dict[str, Any]) -> Callable[..., Any]:
    """A lambda of positional parameters (``ids=lambda x: str(x)``), its body evaluated when called."""
    if args.vararg or args.kwarg or args.kwonlyargs or args.defaults:
        raise Unevaluable(f"lambda `{ast.unparse(args)}` takes more than plain positional parameters")
    names = [a.arg for a in args.posonlyargs + args.args]

    def call(*values: Any) -> Any:
        if len(values) != len(names):
            raise TypeError(f"lambda takes {len(names)} arguments, got {len(values)}")
        return evaluate(body, scope, {**local, **dict(zip(names, values, strict=True))})

    return call


_MAX_STATIC_DEPTH = 8
_static_depth = [0]


class _Return(Exception):
    def __init__(self, value: Any) -> None:
        self.value = value


def call_static(fn: FunctionSource, args: list[Any], kwargs: dict[str, Any]) -> Any:
    """Run a small pure function (assignments, if/elif/else, return) on known arguments."""
    if _static_depth[0] >= _MAX_STATIC_DEPTH:
        raise Unevaluable(f"function {fn.node.name} nests too deeply to evaluate statically")
    local: dict[str, Any] = {}
    params = fn.node.args
    positional = [a.arg for a in params.posonlyargs + params.args]
    defaults = dict(zip(reversed(positional), reversed(params.defaults), strict=False))
    for name, value in zip(positional, args, strict=False):
        local[name] = value
    local.update(kwargs)
    for name in positional:
        if name not in local:
            if name not in defaults:
                raise Unevaluable(f"function {fn.node.name} needs argument {name!r}")
            local[name] = evaluate(defaults[name], fn.scope)
    _static_depth[0] += 1
    try:
        run_statements(fn.node.body, fn.scope, local)
    except _Return as ret:
        return ret.value
    finally:
        _static_depth[0] -= 1
    return None


def run_statements(statements: list[ast.stmt], scope: Scope, local: dict[str, Any]) -> None:
    """Execute assignments, ifs and returns of a function body; anything else is Unevaluable."""
    for stmt in statements:
        match stmt:
            case ast.Expr(value=ast.Constant()) | ast.Pass():
                continue
            case ast.Assign(targets=targets, value=value):
                result = evaluate(value, scope, local)
                for t in targets:
                    _bind(t, result, local)
            case ast.AugAssign(target=ast.Name(id=name), op=op, value=value):
                local[name] = PY_BINOPS[type(op)](local[name], evaluate(value, scope, local))
            case ast.If(test=test, body=body, orelse=orelse):
                run_statements(body if evaluate(test, scope, local) else orelse, scope, local)
            case ast.Return(value=value):
                raise _Return(evaluate(value, scope, local) if value is not None else None)
            case _:
                raise Unevaluable(f"statement `{ast.unparse(stmt).splitlines()[0]}` is not evaluated statically")


def imported_name(module: Scope, name: str) -> Any:
    """What another module reads as ``module``'s ``name`` (None where it binds none): opaque where the reader
    cannot tell which of its bindings holds."""
    if name in module.conditional:
        where = module.path.name if module.path is not None else "its module"
        return Opaque(f"bound under `{module.conditional[name][0]}` in {where}, which the reader cannot decide")
    return module.names.get(name)


def _unwrap(value: Any, name: str) -> Any:
    if isinstance(value, Opaque):
        raise Unevaluable(f"{name!r} is {value.what}")
    return value


def _spread(elts: list[ast.expr], scope: Scope, local: dict[str, Any]) -> Iterable[Any]:
    for e in elts:
        if isinstance(e, ast.Starred):
            yield from evaluate(e.value, scope, local)
        else:
            yield evaluate(e, scope, local)


def _format_part(part: ast.expr, scope: Scope, local: dict[str, Any]) -> str:
    if isinstance(part, ast.Constant):
        return str(part.value)
    assert isinstance(part, ast.FormattedValue)
    value = evaluate(part.value, scope, local)
    spec = evaluate(part.format_spec, scope, local) if part.format_spec else ""
    if part.conversion == ord("r"):
        value = repr(value)
    elif part.conversion == ord("s"):
        value = str(value)
    return format(value, spec)


def _attribute(node: ast.Attribute, scope: Scope, local: dict[str, Any]) -> Any:
    base = evaluate(node.value, scope, local)
    if isinstance(base, ScopeRef):
        value = imported_name(base.scope, node.attr)
        return _unwrap(base.scope.lookup(node.attr) if value is None else value, node.attr)
    if isinstance(base, ModuleRef):
        if base.name == "torch":
            found = torch_dtype(node.attr)
            if found is not None:
                return found
        if base.name == "math" and node.attr in _MATH:
            return _MATH[node.attr]
        if base.name in {"pytest", "pytest.mark"}:
            return ModuleRef(f"{base.name}.{node.attr}")
        raise Unevaluable(f"`{ast.unparse(node)}` is not a value the analyzer models")
    if isinstance(base, TorchDtype) and node.attr == "itemsize":
        raise Unevaluable("dtype sizes are not modelled statically")
    try:
        return getattr(base, node.attr)
    except AttributeError:
        raise Unevaluable(f"`{ast.unparse(node)}`: no attribute {node.attr!r}") from None


def _call(node: ast.Call, scope: Scope, local: dict[str, Any]) -> Any:
    func = node.func
    target = evaluate(func, scope, local) if not isinstance(func, ast.Attribute) else None
    if isinstance(func, ast.Attribute):
        base = evaluate(func.value, scope, local)
        if isinstance(base, ModuleRef):
            return _module_call(f"{base.name}.{func.attr}", node, scope, local)
        if func.attr in {"copy", "keys", "values", "items", "get", "index", "count", "upper", "lower", "replace"}:
            target = getattr(base, func.attr)
        else:
            raise Unevaluable(f"method call `{ast.unparse(node)}` is not evaluated statically")
    if isinstance(target, FunctionSource):
        args = list(_spread(node.args, scope, local))
        kwargs = {k.arg: evaluate(k.value, scope, local) for k in node.keywords if k.arg is not None}
        return call_static(target, args, kwargs)
    if not callable(target) or isinstance(target, ModuleRef):
        raise Unevaluable(f"`{ast.unparse(func)}` is not a callable the analyzer models")
    args = list(_spread(node.args, scope, local))
    kwargs = {k.arg: evaluate(k.value, scope, local) for k in node.keywords if k.arg is not None}
    return target(*args, **kwargs)


def _module_call(name: str, node: ast.Call, scope: Scope, local: dict[str, Any]) -> Any:
    if name == "pytest.mark.parametrize":
        return ParametrizeCall(node, scope)
    if name.startswith("pytest.mark.") and name.count(".") == 2:
        return MarkCall(name.removeprefix("pytest.mark."), node, scope)
    args = list(_spread(node.args, scope, local))
    kwargs = {k.arg: k.value for k in node.keywords if k.arg is not None}
    if name == "pytest.param":
        marks = kwargs.get("marks")
        ident = evaluate(kwargs["id"], scope, local) if "id" in kwargs else None
        return ParamSet(tuple(args), ident, (ast.unparse(marks),) if marks is not None else ())
    if name == "itertools.product":
        return [tuple(p) for p in itertools.product(*args)]
    if name.startswith("math.") and name.removeprefix("math.") in _MATH:
        return _MATH[name.removeprefix("math.")](*args)
    raise Unevaluable(f"call `{ast.unparse(node)}` is not evaluated statically")


def _comprehension(
    elt: ast.expr, generators: list[ast.comprehension], scope: Scope, local: dict[str, Any]
) -> Iterable[Any]:
    if not generators:
        yield evaluate(elt, scope, local)
        return
    first, rest = generators[0], generators[1:]
    for item in evaluate(first.iter, scope, local):
        bound = dict(local)
        _bind(first.target, item, bound)
        if all(evaluate(cond, scope, bound) for cond in first.ifs):
            yield from _comprehension(elt, rest, scope, bound)


def _bind(target: ast.expr, value: Any, into: dict[str, Any]) -> None:
    if isinstance(target, ast.Name):
        into[target.id] = value
    elif isinstance(target, ast.Tuple | ast.List):
        items = list(value)
        if len(items) != len(target.elts):
            raise Unevaluable(f"cannot unpack {len(items)} values into `{ast.unparse(target)}`")
        for t, v in zip(target.elts, items, strict=True):
            _bind(t, v, into)
    else:
        raise Unevaluable(f"assignment target `{ast.unparse(target)}` is not a name")


_KNOWN_MODULES = {"torch", "pytest", "math", "itertools", "os", "sys", "functools", "tilegym", "numpy", "abc"}


def run_block(statements: list[ast.stmt], scope: Scope) -> None:
    """Bind the names a module or class body defines, in order; see the module docstring."""
    for stmt in statements:
        try:
            _statement(stmt, scope)
        except Unevaluable as exc:
            for name in _names_assigned(stmt):
                scope.names[name] = Opaque(f"bound by an expression the analyzer cannot evaluate ({exc})")


def _statement(stmt: ast.stmt, scope: Scope) -> None:
    match stmt:
        case ast.Import(names=aliases):
            for a in aliases:
                bound = a.asname or a.name.split(".")[0]
                scope.names[bound] = _imported_module(a, scope)
        case ast.ImportFrom():
            _import_from(stmt, scope)
        case ast.Assign(targets=[ast.Attribute(value=owner_expr, attr=attr)], value=value) if isinstance(
            owner := _attribute_owner(owner_expr, scope), FunctionSource | ClassSource
        ):
            # an attribute set on a function or class (`test_x.__test__ = False`, `Outer.Inner.__test__ = False`)
            # leaves the names bound as they were
            scope.attributes.setdefault(owner.node, set()).add(attr)
            if attr == "__test__" and isinstance(value, ast.Constant):
                scope.test_attributes[owner.node] = value.value
        case ast.Assign(targets=[ast.Attribute() as target]) if isinstance(_root(target, scope), ModuleRef):
            pass  # a library's switch (`torch.backends.cudnn.allow_tf32 = False`): no value the evaluator models
        case ast.Assign(targets=targets, value=ast.Name() | ast.Attribute() as value) if isinstance(
            cls := class_of(value, scope), ClassSource
        ):
            for t in targets:  # `TestAlias = Base`: the class itself, as a base or a test class under the alias
                _bind(t, cls, scope.names)
        case ast.Assign(targets=targets, value=value):
            result = evaluate(value, scope)
            for t in targets:
                _bind(t, result, scope.names)
        case ast.AnnAssign(target=ast.Name(id=name), value=value) if value is not None:
            scope.names[name] = evaluate(value, scope)
        case ast.AugAssign(target=ast.Name(id=name), op=op, value=value):
            scope.names[name] = PY_BINOPS[type(op)](scope.lookup(name), evaluate(value, scope))
        case ast.Expr(value=ast.Call(func=ast.Attribute(value=ast.Name(id=name), attr=method), args=args)) if (
            method in {"append", "extend", "insert"}
        ):
            target = scope.lookup(name)
            getattr(target, method)(*[evaluate(a, scope) for a in args])
        case ast.If(test=test, body=body, orelse=orelse):
            try:
                taken = evaluate(test, scope)
            except Unevaluable:
                for name in names_touched(body + orelse):
                    scope.conditional.setdefault(name, []).append(ast.unparse(stmt).splitlines()[0])
                return
            run_block(body if taken else orelse, scope)
        case ast.FunctionDef(name=name):
            scope.names[name] = FunctionSource(stmt, scope)
        case ast.AsyncFunctionDef(name=name):
            scope.names[name] = Opaque(f"async function {name}")
        case ast.ClassDef(name=name):
            scope.names[name] = class_source(stmt, scope)
        case ast.Try(body=body):
            run_block(body, scope)


def _attribute_owner(node: ast.expr, scope: Scope) -> Any:
    """What ``node`` (``test_x``, ``Outer.Inner``, ``module.test_x``) names where an attribute is set on it: a function
    or class it reads, else None."""
    if isinstance(node, ast.Name):
        return scope.names.get(node.id)
    if not isinstance(node, ast.Attribute):
        return None
    owner = _attribute_owner(node.value, scope)
    if isinstance(owner, ScopeRef):
        return owner.scope.names.get(node.attr)
    if isinstance(owner, ClassSource):
        from tilebot.runner.analysis.classes import mro  # it reads classes with this module's values

        bodies = [k.body_scope.names for k in mro(owner)[0]]  # Python's attribute lookup: the MRO's first binding
        return next((names[node.attr] for names in bodies if node.attr in names), None)
    return None


def _root(node: ast.expr, scope: Scope) -> Any:
    """What the name an attribute chain starts from is bound to (None where it is unbound)."""
    while isinstance(node, ast.Attribute):
        node = node.value
    try:
        return scope.lookup(node.id) if isinstance(node, ast.Name) else None
    except Unevaluable:
        return None


def _imported_module(alias: ast.alias, scope: Scope) -> Any:
    """What ``import <alias>`` binds: a module of the repository read as its names (``import helpers.marks`` binds the
    package ``helpers``, its ``marks`` the submodule; ``import helpers.marks as m`` the end of that attribute chain,
    as Python does), or an ``Opaque`` where it is one the reader cannot read; any other module, and one of
    ``_KNOWN_MODULES`` the repository has no readable module of (an installed one), as a reference to it."""
    top = alias.name.split(".")[0]
    bound = alias.name if alias.asname else top
    if scope.importer is None or scope.path is None:
        return ModuleRef(bound)
    found = scope.importer("", 0, scope.path, alias.name)
    for name in alias.name.split(".")[1:] if alias.asname else []:
        if isinstance(found, ScopeRef):
            value = imported_name(found.scope, name)
            found = Opaque(f"`{alias.name}`: no {name} the reader finds") if value is None else value
    if found is None or (top in _KNOWN_MODULES and not isinstance(found, ScopeRef)):
        return ModuleRef(bound)
    previous = scope.names.get(bound)
    if (
        not alias.asname
        and isinstance(previous, ScopeRef)
        and isinstance(found, ScopeRef)
        and found.scope.path is not None
        and previous.scope.path == found.scope.path
    ):  # one module object: the submodules an earlier import bound on it stay
        return ScopeRef(replace(found.scope, names={**previous.scope.names, **found.scope.names}))
    return found


def _import_from(stmt: ast.ImportFrom, scope: Scope) -> None:
    module = stmt.module or ""
    for a in stmt.names:
        bound = a.asname or a.name
        value = (
            scope.importer(module, stmt.level, scope.path, a.name)
            if scope.importer is not None and scope.path is not None
            else None
        )
        if value is not None:
            scope.names[bound] = value
        elif module.split(".")[0] in _KNOWN_MODULES and stmt.level == 0:
            scope.names[bound] = ModuleRef(f"{module}.{a.name}")
        else:
            scope.names[bound] = Opaque(f"imported from {'.' * stmt.level}{module}")


def _names_assigned(stmt: ast.stmt) -> list[str]:
    if isinstance(stmt, ast.Assign):
        return [n.id for t in stmt.targets for n in ast.walk(t) if isinstance(n, ast.Name)]
    if isinstance(stmt, ast.AnnAssign | ast.AugAssign) and isinstance(stmt.target, ast.Name):
        return [stmt.target.id]
    call = stmt.value if isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call) else None
    if call is not None and isinstance(call.func, ast.Attribute) and isinstance(call.func.value, ast.Name):
        # `names.append(...)` the evaluator could not run: what the list holds is unknown
        return [call.func.value.id] if call.func.attr in {"append", "extend", "insert"} else []
    return []


def names_touched(statements: list[ast.stmt]) -> set[str]:
    names: set[str] = set()
    for stmt in statements:
        for node in ast.walk(stmt):
            if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
                names.add(node.id)
            elif (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and isinstance(node.func.value, ast.Name)
                and node.func.attr in {"append", "extend", "insert"}
            ):
                names.add(node.func.value.id)
    return names


def module_scope(path: Path, tree: ast.Module, importer: Callable[[str, int, Path, str], Any] | None = None) -> Scope:
    scope = Scope(path=path, importer=importer)
    run_block(tree.body, scope)
    return scope


def class_source(node: ast.ClassDef, scope: Scope) -> ClassSource:
    """The class ``node`` defines in ``scope``, its bases read as they are bound there."""
    return ClassSource(f"class {node.name}", node, scope, tuple(class_of(b, scope) for b in node.bases))


def class_of(node: ast.expr, scope: Scope) -> Any:
    """What a base-class expression names, as bound (a class stays a ``ClassSource``); an ``Opaque`` where the
    reader cannot tell."""
    try:
        if isinstance(node, ast.Name):
            return scope.lookup(node.id)
        base = evaluate(node.value, scope) if isinstance(node, ast.Attribute) else None
        if isinstance(node, ast.Attribute) and isinstance(base, ScopeRef):
            return base.scope.lookup(node.attr)
        if isinstance(node, ast.Attribute) and base == ModuleRef("abc"):
            return ModuleRef(f"abc.{node.attr}")  # abc.ABC, abc.ABCMeta: what makes a test class abstract
    except Unevaluable as exc:
        return Opaque(str(exc))
    return Opaque(f"`{ast.unparse(node)}` is no class of the repository the analyzer reads")


def class_scope(node: ast.ClassDef, module: Scope) -> Scope:
    scope = Scope(parent=module, path=module.path, importer=module.importer)
    run_block(node.body, scope)
    return scope
