"""torch's tensor constructors and functions, shape-only: they return tensors of the right shape and dtype."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tilebot.runner.analysis.shapetorch import dtypes
from tilebot.runner.analysis.shapetorch.dtypes import DType
from tilebot.runner.analysis.shapetorch.errors import ValueDependent
from tilebot.runner.analysis.shapetorch.tensor import Size, Tensor, broadcast_shapes, normalize_shape, result_type


def _new(shape: Sequence[int], dtype: DType | None, device: Any, requires_grad: bool = False) -> Tensor:
    return Tensor(shape, dtype, device if device is not None else "cuda", requires_grad=requires_grad)


def empty(*size: Any, dtype: DType | None = None, device: Any = None, requires_grad: bool = False, **_: Any) -> Tensor:
    return _new(normalize_shape(size), dtype, device, requires_grad)


zeros = ones = rand = randn = empty


def full(
    size: Any, fill_value: Any, *, dtype: DType | None = None, device: Any = None, requires_grad: bool = False, **_: Any
) -> Tensor:
    if dtype is None:
        dtype = dtypes.DEFAULT_FLOAT if isinstance(fill_value, float) else dtypes.DEFAULT_INT
        if isinstance(fill_value, bool):
            dtype = dtypes.BY_NAME["bool"]
    return _new(normalize_shape((size,)), dtype, device, requires_grad)


def randint(*args: Any, size: Any = None, dtype: DType | None = None, device: Any = None, **_: Any) -> Tensor:
    """``randint(high, size)`` or ``randint(low, high, size)``; the size may also come by keyword."""
    if size is None:
        size = args[-1]
    return _new(normalize_shape((size,)), dtype or dtypes.DEFAULT_INT, device)


def empty_strided(size: Any, stride: Any, *, dtype: DType | None = None, device: Any = None, **_: Any) -> Tensor:
    return Tensor(normalize_shape((size,)), dtype, device or "cuda", strides=tuple(stride))


def _like(
    t: Tensor,
    *_: Any,
    dtype: DType | None = None,
    device: Any = None,
    requires_grad: bool = False,
    memory_format: Any = None,
    **__: Any,
) -> Tensor:
    """``empty_like`` and friends keep the input's layout (``preserve_format``): a transposed input gives a
    transposed output."""
    strides = t.new_layout(memory_format)
    return Tensor(t.shape, dtype or t.dtype, device or t.device, strides=strides, requires_grad=requires_grad)


empty_like = zeros_like = ones_like = rand_like = randn_like = randint_like = _like


def full_like(
    t: Tensor, fill_value: Any, *, dtype: DType | None = None, device: Any = None, memory_format: Any = None, **_: Any
) -> Tensor:
    return _like(t, dtype=dtype, device=device, memory_format=memory_format)


def arange(*args: Any, dtype: DType | None = None, device: Any = None, **kw: Any) -> Tensor:
    """``arange(end)``, ``arange(start, end[, step])``, or any of them by keyword."""
    if len(args) == 1:
        args = (kw.get("start", 0), args[0], kw.get("step", 1))
    elif not args:
        args = (kw.get("start", 0), kw["end"], kw.get("step", 1))
    start, end, step = args[0], args[1], args[2] if len(args) > 2 else kw.get("step", 1)
    if any(isinstance(a, Tensor) for a in (start, end, step)):
        raise ValueDependent("arange bounds come from tensor values")
    count = max(0, -(-(end - start) // step))
    is_float = any(isinstance(a, float) for a in (start, end, step))
    return _new((int(count),), dtype or (dtypes.DEFAULT_FLOAT if is_float else dtypes.DEFAULT_INT), device)


def linspace(start: Any, end: Any, steps: int, *, dtype: DType | None = None, device: Any = None, **_: Any) -> Tensor:
    return _new((steps,), dtype, device)


def tensor(
    data: Any, *, dtype: DType | None = None, device: Any = None, requires_grad: bool = False, **_: Any
) -> Tensor:
    """The shape of nested lists; the dtype torch would infer (float wins over int, int over bool)."""
    shape: list[int] = []
    probe = data
    while isinstance(probe, list | tuple):
        shape.append(len(probe))
        if not probe:
            break
        probe = probe[0]
    if isinstance(probe, Tensor):
        if probe.ndim:
            raise ValueDependent("torch.tensor() of non-scalar tensors")
        return _new(shape, dtype or probe.dtype, device, requires_grad)  # values copied; shape of the nesting
    leaves = _leaves(data)
    if dtype is None:
        if any(isinstance(v, float) for v in leaves):
            dtype = dtypes.DEFAULT_FLOAT
        elif leaves and all(isinstance(v, bool) for v in leaves):
            dtype = dtypes.BY_NAME["bool"]
        else:
            dtype = dtypes.DEFAULT_INT
    return _new(shape, dtype, device, requires_grad)


as_tensor = tensor


def _leaves(data: Any) -> list[Any]:
    if isinstance(data, list | tuple):
        return [leaf for item in data for leaf in _leaves(item)]
    return [data]


def cat(tensors: Sequence[Tensor], dim: int = 0, **_: Any) -> Tensor:
    """The inputs' dtypes promote (``torch.cat([half, float])`` is float32)."""
    first = tensors[0]
    axis = dim % first.ndim
    shape = list(first.shape)
    shape[axis] = sum(t.shape[axis] for t in tensors)
    return _new(shape, result_type(*tensors), first.device)


concat = concatenate = cat


def stack(tensors: Sequence[Tensor], dim: int = 0, **_: Any) -> Tensor:
    first = tensors[0]
    shape = list(first.shape)
    shape.insert(dim % (first.ndim + 1), len(tensors))
    return _new(shape, result_type(*tensors), first.device)


def where(condition: Tensor, a: Any, b: Any) -> Tensor:
    """The two branches promote like a binary op's operands (``torch.where(c, 0.0, int_tensor)`` is float32)."""
    shapes = [t.shape for t in (condition, a, b) if isinstance(t, Tensor)]
    return _new(broadcast_shapes(*shapes), result_type(a, b), condition.device)


def elementwise(t: Any, *args: Any, dtype: DType | None = None, **kwargs: Any) -> Tensor:
    """exp, sigmoid, softmax, normalize, ...: the result has the input's shape."""
    if not isinstance(t, Tensor):
        raise ValueDependent("an elementwise torch function was applied to a Python value")
    return _new(t.shape, dtype or t.dtype, t.device, t.requires_grad)


def matmul(a: Tensor, b: Tensor, **_: Any) -> Tensor:
    return a @ b


def mm(a: Tensor, b: Tensor, **_: Any) -> Tensor:
    return a.mm(b)


def bmm(a: Tensor, b: Tensor, **_: Any) -> Tensor:
    return a.bmm(b)


def broadcast_shapes_of(*shapes: Any) -> Size:
    """torch.broadcast_shapes: each shape a tuple or list of sizes, or one size; anything else is torch's
    RuntimeError."""
    for shape in shapes:
        if not isinstance(shape, int | tuple | list):
            raise RuntimeError(f"Input shapes should be of type ints, a tuple of ints, or a list of ints, got {shape}")
    return Size(broadcast_shapes(*[(s,) if isinstance(s, int) else tuple(s) for s in shapes]))


def linear(x: Tensor, weight: Tensor, bias: Tensor | None = None) -> Tensor:
    return x @ weight.t()


def as_method(name: str) -> Any:
    """``torch.<name>(t, ...)`` as ``t.<name>(...)``: each keeps the method's own rules (a sum of ints is int64,
    amax keeps the input's dtype, clone keeps the input's layout)."""

    def call(t: Tensor, *args: Any, **kwargs: Any) -> Any:
        return getattr(t, name)(*args, **kwargs)

    call.__name__ = name
    return call


def pointwise(t: Any, *args: Any, **kwargs: Any) -> Tensor:
    """exp, sigmoid, clamp, ...: one output per element, laid out like the input (TensorIterator)."""
    if not isinstance(t, Tensor):
        raise ValueDependent("an elementwise torch function was applied to a Python value")
    return t._pointwise()


def pad(t: Tensor, padding: Any, mode: str = "constant", value: Any = None) -> Tensor:
    """``F.pad``: ``padding`` pairs apply from the last dimension backwards."""
    pads = list(padding)
    shape = list(t.shape)
    for i in range(len(pads) // 2):
        shape[-1 - i] += pads[2 * i] + pads[2 * i + 1]
    return _new(shape, t.dtype, t.device, t.requires_grad)


def repeat_interleave(t: Tensor, repeats: Any, dim: int | None = None, **kw: Any) -> Tensor:
    return t.repeat_interleave(repeats, dim)


def is_tensor(value: Any) -> bool:
    return isinstance(value, Tensor)
