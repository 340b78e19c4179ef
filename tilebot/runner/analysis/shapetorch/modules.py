"""Assemble the shape-only ``torch`` package (torch, torch.cuda, torch.nn, torch.nn.functional, ...).

``install`` puts it in ``sys.modules`` of a dry-run process so that a target
repository's wrappers and tests import it as ``torch``. The device it reports
(compute capability, SM count) is the target GPU the analysis is for.
"""

from __future__ import annotations

import contextlib
import sys
import types
from collections.abc import Callable, Iterator
from typing import Any

from tilebot.runner.analysis.shapetorch import dtypes, factories
from tilebot.runner.analysis.shapetorch.dtypes import DType
from tilebot.runner.analysis.shapetorch.errors import UnsupportedTorchAPI, ValueDependent
from tilebot.runner.analysis.shapetorch.tensor import (
    CONTIGUOUS_FORMAT,
    PRESERVE_FORMAT,
    Device,
    Size,
    Tensor,
    promote_types,
    result_type,
)

VERSION = "0.0+shape-only"
# One output element per input element, laid out like the input (TensorIterator).
_POINTWISE = [
    "abs",
    "neg",
    "exp",
    "exp2",
    "log",
    "log2",
    "sqrt",
    "rsqrt",
    "sigmoid",
    "tanh",
    "sin",
    "cos",
    "relu",
    "silu",
    "gelu",
    "square",
    "reciprocal",
    "erf",
    "clamp",
    "clip",
    "sign",
    "floor",
    "ceil",
    "round",
]
# The input's shape, a new contiguous tensor.
_ELEMENTWISE = [
    "softmax",
    "log_softmax",
    "logical_not",
    "isnan",
    "isinf",
    "nan_to_num",
    "tril",
    "triu",
]
_AS_METHOD = ["clone", "detach", "contiguous"]
_BINARY = [
    "add",
    "sub",
    "mul",
    "maximum",
    "minimum",
    "pow",
    "fmod",
    "remainder",
    "eq",
    "ne",
    "lt",
    "le",
    "gt",
    "ge",
    "logical_and",
    "logical_or",
]
_REDUCTIONS = ["sum", "mean", "amax", "amin", "prod", "std", "var", "norm", "logsumexp", "any", "all"]
# torch.nn.functional: activations are pointwise (laid out like the input); the others return a new contiguous tensor.
_FUNCTIONAL_POINTWISE = [
    "silu",
    "gelu",
    "relu",
    "sigmoid",
    "tanh",
    "softplus",
    "leaky_relu",
    "elu",
    "mish",
    "hardswish",
    "logsigmoid",
]
_FUNCTIONAL = ["softmax", "log_softmax", "normalize", "dropout", "layer_norm", "rms_norm"]


class _Namespace(types.ModuleType):
    """A module whose unknown attributes raise ``UnsupportedTorchAPI`` naming the full path."""

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(name)
        raise UnsupportedTorchAPI(f"{self.__name__.removeprefix('torch.').removeprefix('torch')}.{name}".lstrip("."))


def _module(name: str, **attrs: Any) -> _Namespace:
    mod = _Namespace(name)
    mod.__dict__.update(attrs)
    return mod


class _GradMode(contextlib.ContextDecorator):
    """``torch.no_grad()`` and friends: usable as context manager and decorator; they change nothing here."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        pass

    def __enter__(self) -> _GradMode:
        return self

    def __exit__(self, *exc: object) -> None:
        return None


class _Ctx:
    """The ``ctx`` an autograd Function's forward receives."""

    needs_input_grad: tuple[bool, ...] = ()

    def save_for_backward(self, *tensors: Any) -> None:
        self.saved_tensors = tensors

    def mark_non_differentiable(self, *args: Any) -> None:
        return None

    def mark_dirty(self, *args: Any) -> None:
        return None

    def set_materialize_grads(self, value: bool) -> None:
        return None


class Function:
    """``torch.autograd.Function``: ``apply`` runs ``forward``; backward is out of the dry run's reach."""

    @classmethod
    def apply(cls, *args: Any, **kwargs: Any) -> Any:
        forward: Callable[..., Any] = cls.forward  # type: ignore[attr-defined]
        return forward(_Ctx(), *args, **kwargs)


class Module:
    """``torch.nn.Module``: attributes, ``__call__`` → ``forward``."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.training = True

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        forward: Callable[..., Any] = self.forward  # type: ignore[attr-defined]
        return forward(*args, **kwargs)

    def register_buffer(self, name: str, value: Any, persistent: bool = True) -> None:
        setattr(self, name, value)

    def to(self, *args: Any, **kwargs: Any) -> Module:
        return self

    cuda = eval = train = requires_grad_ = to

    def parameters(self) -> Iterator[Tensor]:
        return iter(v for v in vars(self).values() if isinstance(v, Tensor))


class Linear(Module):
    def __init__(
        self, in_features: int, out_features: int, bias: bool = True, device: Any = None, dtype: DType | None = None
    ) -> None:
        super().__init__()
        self.weight = Tensor((out_features, in_features), dtype, device or "cuda", requires_grad=True)
        self.bias = Tensor((out_features,), dtype, device or "cuda", requires_grad=True) if bias else None

    def forward(self, x: Tensor) -> Tensor:
        return factories.linear(x, self.weight, self.bias)


def _parameter(data: Tensor, requires_grad: bool = True) -> Tensor:
    return data.detach().requires_grad_(requires_grad)


class _Stream:
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.cuda_stream = 0
        self.device = Device("cuda")

    def synchronize(self) -> None:
        return None

    def wait_stream(self, other: Any) -> None:
        return None


class _Info:
    def __init__(self, dtype: DType) -> None:
        self.bits = dtype.itemsize * 8
        self.dtype = dtype.name
        if dtype.is_floating_point:
            self.max, self.min, self.eps, self.tiny = 3.4e38, -3.4e38, 1.2e-7, 1.2e-38
        else:
            bound = 1 << (self.bits - 1) if dtype.is_signed else 1 << self.bits
            self.max, self.min = bound - 1, -bound if dtype.is_signed else 0


def _binary(a: Any, b: Any, **_: Any) -> Tensor:
    if isinstance(a, Tensor):
        return a._binary(b)
    if isinstance(b, Tensor):
        return b._binary(a)
    raise ValueDependent("a binary torch function got no tensor")


def _divide(a: Any, b: Any, *, rounding_mode: str | None = None, **_: Any) -> Tensor:
    """``torch.div``: true division (integers give float32) unless a rounding mode keeps the integer dtype."""
    if rounding_mode is not None:
        return _binary(a, b)
    if isinstance(a, Tensor):
        return a.__truediv__(b)
    if isinstance(b, Tensor):
        return b.__rtruediv__(a)
    raise ValueDependent("a binary torch function got no tensor")


def _sdpa(q: Tensor, k: Tensor, v: Tensor, *args: Any, **kwargs: Any) -> Tensor:
    return Tensor((*q.shape[:-1], v.shape[-1]), q.dtype, q.device)


def _values_needed(what: str) -> Callable[..., Any]:
    def refuse(*args: Any, **kwargs: Any) -> Any:
        raise ValueDependent(f"{what} compares tensor values")

    return refuse


def build(*, capability: tuple[int, int], sm_count: int) -> dict[str, types.ModuleType]:
    """Every module of the shape-only torch, by import name."""

    def properties(device: Any = None) -> types.SimpleNamespace:
        return types.SimpleNamespace(
            name=f"shape-only GPU sm_{capability[0]}{capability[1]}",
            major=capability[0],
            minor=capability[1],
            multi_processor_count=sm_count,
            total_memory=141 * (1 << 30),
            L2_cache_size=60 * (1 << 20),
        )

    def noop(*args: Any, **kwargs: Any) -> None:
        return None

    cuda = _module(
        "torch.cuda",
        is_available=lambda: True,
        device_count=lambda: 1,
        current_device=lambda: 0,
        set_device=noop,
        synchronize=noop,
        empty_cache=noop,
        manual_seed=noop,
        manual_seed_all=noop,
        reset_peak_memory_stats=noop,
        max_memory_allocated=lambda *a, **k: 0,
        memory_allocated=lambda *a, **k: 0,
        get_device_capability=lambda device=None: capability,
        get_device_properties=properties,
        get_device_name=lambda device=None: properties().name,
        current_stream=lambda device=None: _Stream(),
        default_stream=lambda device=None: _Stream(),
        Stream=_Stream,
        stream=lambda s: _GradMode(),
        device=lambda d: _GradMode(),
    )
    functional = _module(
        "torch.nn.functional",
        **dict.fromkeys(_FUNCTIONAL, factories.elementwise),
        **dict.fromkeys(_FUNCTIONAL_POINTWISE, factories.pointwise),
        linear=factories.linear,
        pad=factories.pad,
        scaled_dot_product_attention=_sdpa,
    )
    nn = _module(
        "torch.nn", Module=Module, Linear=Linear, Parameter=_parameter, functional=functional, init=_module("init")
    )
    autograd = _module("torch.autograd", Function=Function, grad=_values_needed("torch.autograd.grad"))
    testing = _module(
        "torch.testing",
        assert_close=_values_needed("torch.testing.assert_close"),
        assert_allclose=_values_needed("torch.testing.assert_allclose"),
    )
    random = _module("torch.random", initial_seed=lambda: 0, manual_seed=noop, seed=lambda: 0)
    torch = _module(
        "torch",
        __version__=VERSION,
        __path__=[],
        Tensor=Tensor,
        Size=Size,
        dtype=DType,
        device=Device,
        contiguous_format=CONTIGUOUS_FORMAT,
        preserve_format=PRESERVE_FORMAT,
        result_type=result_type,
        promote_types=promote_types,
        cuda=cuda,
        nn=nn,
        autograd=autograd,
        testing=testing,
        random=random,
        version=types.SimpleNamespace(cuda="13.0", __version__=VERSION),
        backends=types.SimpleNamespace(
            cuda=types.SimpleNamespace(matmul=types.SimpleNamespace(allow_tf32=False)),
            cudnn=types.SimpleNamespace(allow_tf32=False, deterministic=False),
        ),
        no_grad=_GradMode,
        enable_grad=_GradMode,
        inference_mode=_GradMode,
        set_grad_enabled=_GradMode,
        is_grad_enabled=lambda: True,
        is_inference_mode_enabled=lambda: False,
        manual_seed=noop,
        seed=lambda: 0,
        initial_seed=lambda: 0,
        set_default_device=noop,
        set_printoptions=noop,
        finfo=_Info,
        iinfo=_Info,
        is_tensor=factories.is_tensor,
        is_floating_point=lambda t: t.dtype.is_floating_point,
        compile=lambda fn=None, **kw: fn if fn is not None else (lambda f: f),
        allclose=_values_needed("torch.allclose"),
        equal=_values_needed("torch.equal"),
        isclose=_values_needed("torch.isclose"),
        **dtypes.module_attributes(),
        **{
            name: getattr(factories, name)
            for name in [
                "empty",
                "zeros",
                "ones",
                "rand",
                "randn",
                "full",
                "randint",
                "empty_strided",
                "empty_like",
                "zeros_like",
                "ones_like",
                "rand_like",
                "randn_like",
                "randint_like",
                "full_like",
                "arange",
                "linspace",
                "tensor",
                "as_tensor",
                "cat",
                "concat",
                "concatenate",
                "stack",
                "where",
                "matmul",
            ]
        },
        mm=factories.mm,
        broadcast_shapes=factories.broadcast_shapes_of,
        repeat_interleave=factories.repeat_interleave,
        # legacy tensor types: used in annotations and isinstance checks
        **dict.fromkeys(
            ["LongTensor", "FloatTensor", "HalfTensor", "BFloat16Tensor", "IntTensor", "BoolTensor"], Tensor
        ),
        bmm=factories.bmm,
        **dict.fromkeys(_POINTWISE, factories.pointwise),
        **dict.fromkeys(_ELEMENTWISE, factories.elementwise),
        **dict.fromkeys(_BINARY, _binary),
        div=_divide,
        divide=_divide,
        true_divide=_divide,
        **{name: factories.as_method(name) for name in [*_REDUCTIONS, *_AS_METHOD]},
    )
    return {
        "torch": torch,
        "torch.cuda": cuda,
        "torch.nn": nn,
        "torch.nn.functional": functional,
        "torch.autograd": autograd,
        "torch.testing": testing,
        "torch.random": random,
    }


def install(*, capability: tuple[int, int], sm_count: int) -> types.ModuleType:
    """Make ``import torch`` in this process return the shape-only torch; refuses if a real torch is loaded."""
    loaded = sys.modules.get("torch")
    if loaded is not None and getattr(loaded, "__version__", None) != VERSION:
        raise RuntimeError("a real torch is already imported in this process; dry runs need a fresh interpreter")
    modules = build(capability=capability, sm_count=sm_count)
    sys.modules.update(modules)
    return modules["torch"]
