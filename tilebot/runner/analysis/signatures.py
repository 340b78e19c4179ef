"""A traced launch's arguments as the kernel signature ``ct.launch`` would have compiled.

Arrays keep the JIT's launch-time assumptions (``ArrayParam.as_launched``: unit strides
constant, 16-byte divisibility, base alignment, aliasing) from the dry run's shapes,
strides and addresses; ``ct.Constant`` parameters become constants; other Python
numbers become scalars the way ``ct.launch`` passes them; a list of arrays becomes one
constraint that all its elements satisfy (``ListParam.as_launched``).
"""

from __future__ import annotations

from typing import Any

from tilebot.core.signature import (
    DTYPE_BITS,
    ArrayParam,
    ConstantParam,
    KernelSignatureSpec,
    ListParam,
    ScalarParam,
)

# torch dtype names -> cuda.tile dtype names, where they differ.
_CUTILE_NAME = {"bool": "bool_"}
_INT32 = range(-(2**31), 2**31)


class SignatureProblem(ValueError):
    """The launch has an argument the signature spec cannot express; the message names it."""


def cutile_dtype(torch_name: str) -> str:
    name = _CUTILE_NAME.get(torch_name, torch_name)
    if name not in DTYPE_BITS:
        raise SignatureProblem(f"dtype {torch_name} has no cuTile Python equivalent in the signature spec")
    return name


def from_launch(launch: dict[str, Any]) -> KernelSignatureSpec:
    params, args = launch["params"], launch["args"]
    if len(params) != len(args):
        raise SignatureProblem(f"{launch['kernel']} takes {len(params)} parameters but was launched with {len(args)}")
    built: list[ArrayParam | ScalarParam | ConstantParam | ListParam] = []
    for param, arg in zip(params, args, strict=True):
        name = param["name"]
        if param["constant"]:
            built.append(_constant(name, arg))
        elif arg["kind"] == "array":
            built.append(
                ArrayParam.as_launched(
                    cutile_dtype(arg["dtype"]),  # type: ignore[arg-type]
                    tuple(arg["shape"]),
                    tuple(arg["strides"]),
                    base_addr=int(arg["data_ptr"]),
                    name=name,
                )
            )
        elif arg["kind"] == "sequence" and arg["items"] and all(a["kind"] == "array" for a in arg["items"]):
            built.append(_list_of_arrays(name, arg["items"]))
        elif arg["kind"] == "value" and isinstance(arg["value"], bool | int | float):
            built.append(ScalarParam(name=name, dtype=_scalar_dtype(arg["value"])))
        else:
            raise SignatureProblem(f"parameter {name} got {_what(arg)}, which the signature spec cannot express")
    return KernelSignatureSpec(params=tuple(built))


def _list_of_arrays(name: str, items: list[dict[str, Any]]) -> ListParam:
    elements = [(cutile_dtype(a["dtype"]), tuple(a["shape"]), tuple(a["strides"]), int(a["data_ptr"])) for a in items]
    try:
        return ListParam.as_launched(elements, name=name)  # type: ignore[arg-type]
    except ValueError as exc:
        raise SignatureProblem(f"parameter {name}: {exc}") from None


def _constant(name: str, arg: dict[str, Any]) -> ConstantParam:
    value = arg.get("value")
    if arg["kind"] != "value" or isinstance(value, str) or value is None:
        raise SignatureProblem(f"ct.Constant {name} got {_what(arg)}; only bool, int and float constants are exported")
    return ConstantParam(name=name, value=value)


def _scalar_dtype(value: bool | int | float) -> str:
    if isinstance(value, bool):
        return "bool_"
    if isinstance(value, int):
        return "int32" if value in _INT32 else "int64"
    return "float32"


def _what(arg: dict[str, Any]) -> str:
    if arg["kind"] == "value":
        return f"the value {arg['value']!r}"
    if arg["kind"] == "sequence":
        return f"a sequence of {len(arg['items'])} items"
    if arg["kind"] == "dtype":
        return f"the dtype {arg['name']}"
    return f"a {arg['kind']} ({arg.get('repr', '')})"


def constants_of(launch: dict[str, Any]) -> dict[str, Any]:
    """``ct.Constant`` parameter -> value (arguments described as values only)."""
    out = {}
    for param, arg in zip(launch["params"], launch["args"], strict=False):
        if param["constant"]:
            out[param["name"]] = arg.get("value", arg.get("name", arg.get("repr")))
    return out


def ranks_of(launch: dict[str, Any]) -> dict[str, int]:
    return {
        p["name"]: len(a["shape"])
        for p, a in zip(launch["params"], launch["args"], strict=False)
        if a["kind"] == "array"
    }


def _array_args(launch: dict[str, Any]) -> list[dict[str, Any]]:
    """The launch's array arguments in argument order, a list of arrays standing for its first element."""
    out = []
    for a in launch["args"]:
        if a["kind"] == "array":
            out.append(a)
        elif a["kind"] == "sequence" and a["items"] and all(i["kind"] == "array" for i in a["items"]):
            out.append(a["items"][0])
    return out


def first_array_dtype(launch: dict[str, Any]) -> str | None:
    return next((a["dtype"] for a in _array_args(launch)), None)


def array_dtypes(launch: dict[str, Any]) -> list[str]:
    """The element types of the launch's array arguments in argument order, named as the signature names them."""
    return [_CUTILE_NAME.get(a["dtype"], a["dtype"]) for a in _array_args(launch)]


def array_unit_strides(launch: dict[str, Any]) -> list[list[bool]]:
    """Per array argument, in argument order, whether each dimension's stride is the constant 1 the JIT compiles
    this launch with (``ArrayParam.as_launched``): a launch whose unit strides differ is another specialization."""
    return [
        [c == 1 for c in p.stride_constant or (None,) * p.ndim]
        for p in from_launch(launch).params
        if isinstance(p, ArrayParam)
    ]


def array_unit_extents(launch: dict[str, Any]) -> list[list[bool]]:
    """Per array argument, in argument order, whether each dimension is of extent 1, which the JIT compiles in as
    the shape constant 1 (``ArrayParam.as_launched``): a launch whose size-1 dimensions differ is another
    specialization."""
    return [
        [c == 1 for c in p.shape_constant or (None,) * p.ndim]
        for p in from_launch(launch).params
        if isinstance(p, ArrayParam)
    ]
