"""A tensor that has a shape, strides, a dtype and a device, and no values.

Views (view, reshape, transpose, permute, slicing, expand) keep torch's stride
rules, because kernel signatures depend on them (contiguity, a unit last stride).
Anything that needs values raises ``ValueDependent``.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any, NamedTuple

from tilebot.runner.analysis.shapetorch import dtypes
from tilebot.runner.analysis.shapetorch.dtypes import DType
from tilebot.runner.analysis.shapetorch.errors import UnsupportedTorchAPI, ValueDependent

_ALIGN = 512  # fake base addresses: every allocation starts on a 512-byte boundary, like the CUDA caching allocator
_next_address = itertools.count(1)


class MemoryFormat:
    """``torch.contiguous_format`` / ``torch.preserve_format``: where a new tensor's strides come from."""

    def __init__(self, name: str) -> None:
        self.name = name

    def __repr__(self) -> str:
        return f"torch.{self.name}"


CONTIGUOUS_FORMAT = MemoryFormat("contiguous_format")
PRESERVE_FORMAT = MemoryFormat("preserve_format")


class Size(tuple[int, ...]):
    def numel(self) -> int:
        return math.prod(self)

    def __repr__(self) -> str:
        return f"torch.Size({list(self)})"


class Device:
    type: str
    index: int | None

    def __init__(self, spec: Any = "cuda", index: int | None = None) -> None:
        if isinstance(spec, Device):
            self.type, self.index = spec.type, spec.index
            return
        if isinstance(spec, int):
            self.type, self.index = "cuda", spec
            return
        kind, _, idx = str(spec).partition(":")
        self.type = kind
        self.index = int(idx) if idx else (index if index is not None else (0 if kind == "cuda" else None))

    def __repr__(self) -> str:
        return f"device(type='{self.type}', index={self.index})"

    def __str__(self) -> str:
        return self.type if self.index is None else f"{self.type}:{self.index}"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Device | str) and bool(str(self) == str(Device(other)))

    def __hash__(self) -> int:
        return hash(str(self))


def contiguous_strides(shape: Sequence[int]) -> tuple[int, ...]:
    strides: list[int] = []
    step = 1
    for dim in reversed(shape):
        strides.insert(0, step)
        step *= max(dim, 1)
    return tuple(strides)


def normalize_shape(args: tuple[Any, ...]) -> tuple[int, ...]:
    """``f(2, 3)``, ``f((2, 3))``, ``f([2, 3])`` and ``f(torch.Size(...))`` all mean shape (2, 3)."""
    if len(args) == 1 and isinstance(args[0], Iterable) and not isinstance(args[0], Tensor):
        args = tuple(args[0])
    shape = tuple(_as_int(a) for a in args)
    negative = [d for d in shape if d < 0]
    if negative:  # torch's check (check_size_nonnegative) and its kind of error
        raise RuntimeError(f"Trying to create tensor with negative dimension {negative[0]}: {list(shape)}")
    return shape


def _as_int(value: Any) -> int:
    if isinstance(value, Tensor):
        raise ValueDependent("a tensor was used as a size")
    if isinstance(value, bool) or not isinstance(value, int):
        if hasattr(value, "__index__"):
            return int(value.__index__())
        raise TypeError(f"size must be an int, got {type(value).__name__}: {value!r}")
    return value


def broadcast_shapes(*shapes: Sequence[int]) -> tuple[int, ...]:
    """The shape the ``shapes`` broadcast to, by ``torch.broadcast_shapes``' walk (shape by shape, last dim first);
    a RuntimeError where they do not or a size is negative, the kind torch raises (an op's own code may catch it,
    or a test expect it)."""
    out = [1] * max((len(s) for s in shapes), default=0)
    for shape in shapes:
        for i in range(-1, -1 - len(shape), -1):
            size = shape[i]
            if size < 0:
                raise RuntimeError(f"Trying to create tensor with negative dimension ({size}): ({size})")
            if size in (1, out[i]):
                continue
            if out[i] != 1:
                raise RuntimeError(
                    f"shape mismatch: {[tuple(s) for s in shapes]} cannot be broadcast to a single shape (sizes "
                    f"{out[i]} and {size} at dimension {i})"
                )
            out[i] = size
    return tuple(out)


def _category(d: DType) -> int:
    """bool < integer < floating < complex: the order torch's type promotion ranks dtypes by."""
    if d.name == "bool":
        return 0
    if d.is_complex:
        return 3
    return 2 if d.is_floating_point else 1


def promote_types(a: DType, b: DType) -> DType:
    """``torch.promote_types``: the higher category wins; within one, the wider type (float16 with bfloat16 is
    float32, int8 with uint8 is int16, as torch's promotion table has it)."""
    if a == b:
        return a
    if _category(a) != _category(b):
        return a if _category(a) > _category(b) else b
    if {a.name, b.name} == {"float16", "bfloat16"}:
        return dtypes.BY_NAME["float32"]
    if a.is_signed != b.is_signed and min(a.itemsize, b.itemsize) == 1 and _category(a) == 1:
        signed, unsigned = (a, b) if a.is_signed else (b, a)
        return dtypes.BY_NAME["int16"] if signed.itemsize == unsigned.itemsize else max(a, b, key=_width)
    return max(a, b, key=_width)


def _width(d: DType) -> int:
    return d.itemsize


def _scalar_dtype(value: Any) -> DType:
    """The dtype a Python number takes in type promotion: float is the default float dtype (float32)."""
    if isinstance(value, bool):
        return dtypes.BY_NAME["bool"]
    if isinstance(value, int):
        return dtypes.DEFAULT_INT
    if isinstance(value, complex):
        return dtypes.BY_NAME["complex64"]
    return dtypes.DEFAULT_FLOAT


def _combine_categories(higher: DType | None, lower: DType | None) -> DType | None:
    """torch's ``combine_categories``: a lower-priority operand counts only where its category is higher."""
    if higher is None or lower is None:
        return higher or lower
    if higher.is_complex or (higher.is_floating_point and not lower.is_complex):
        return higher
    if higher.name == "bool" or lower.is_floating_point or lower.is_complex:
        return promote_types(higher, lower)
    return higher


def result_type(*operands: Any) -> DType:
    """``torch.result_type``: dimensioned tensors outrank zero-dim tensors, which outrank Python numbers; a
    lower-ranked operand changes the result only if its category is higher (docs: "Type promotion"), so a
    float16 tensor times a zero-dim float32 tensor, or times 2.0, stays float16."""
    tiers: list[DType | None] = [None, None, None]
    for value in operands:
        if isinstance(value, Tensor):
            tier, dtype = (0 if value.ndim else 1), value.dtype
        elif isinstance(value, bool | int | float | complex):
            tier, dtype = 2, _scalar_dtype(value)
        else:
            continue
        current = tiers[tier]
        tiers[tier] = dtype if current is None else promote_types(current, dtype)
    found = _combine_categories(tiers[0], _combine_categories(tiers[1], tiers[2]))
    return found or dtypes.DEFAULT_FLOAT


def non_overlapping_and_dense(shape: Sequence[int], strides: Sequence[int]) -> bool:
    """torch's ``is_non_overlapping_and_dense``: the elements fill a block of memory exactly, in some dim order."""
    order = sorted((s, n) for n, s in zip(shape, strides, strict=True) if n >= 2)
    required = 1
    for stride, size in order:
        if stride != required:
            return False
        required *= size
    return True


def layout_like(shape: Sequence[int], operand_strides: Sequence[Sequence[int]]) -> tuple[int, ...]:
    """Dense strides for a new tensor that keep its operands' dimension order.

    torch's ``infer_dense_strides`` (``empty_like`` of a strided input) and TensorIterator's
    ``reorder_dimensions`` (the output of elementwise ops): dims sorted from fastest to slowest by the operands'
    strides, a broadcast (stride 0) dim being no evidence, equal strides putting the smaller dim first.
    """
    ndim = len(shape)
    perm = list(range(ndim - 1, -1, -1))  # fastest first: the contiguous order when nothing says otherwise

    def should_swap(dim0: int, dim1: int) -> int:
        for strides in operand_strides:
            s0, s1 = strides[dim0], strides[dim1]
            if s0 == 0 or s1 == 0:
                continue
            if s0 != s1:
                return -1 if s0 < s1 else 1
            if shape[dim0] > shape[dim1]:
                return 1
        return 0

    for i in range(1, ndim):
        moving = i
        for j in range(i - 1, -1, -1):
            verdict = should_swap(perm[j], perm[moving])
            if verdict > 0:
                perm[j], perm[moving] = perm[moving], perm[j]
                moving = j
            elif verdict < 0:
                break
    out = [0] * ndim
    step = 1
    for d in perm:
        out[d] = step
        step *= max(shape[d], 1)
    return tuple(out)


def _broadcast_strides(t: Tensor, shape: Sequence[int]) -> tuple[int, ...]:
    """``t``'s strides as an operand of a result of ``shape``: 0 on every dim it is broadcast along."""
    lead = len(shape) - t.ndim
    out = [0] * lead
    for n, size, stride in zip(shape[lead:], t.shape, t.stride(), strict=True):
        out.append(0 if size == 1 and n != 1 else stride)
    return tuple(out)


def iterator_strides(shape: Sequence[int], operands: Sequence[Tensor]) -> tuple[int, ...]:
    """The strides TensorIterator gives an elementwise op's new output: its operands' strides where all have the
    result's shape and one dense layout (the fast path), else ``layout_like`` their broadcast strides."""
    tensors = [t for t in operands if isinstance(t, Tensor)]
    first = tensors[0] if tensors else None
    if (
        first is not None
        and all(tuple(t.shape) == tuple(shape) and t.stride() == first.stride() for t in tensors)
        and non_overlapping_and_dense(shape, first.stride())
    ):
        return tuple(first.stride())
    return layout_like(shape, [_broadcast_strides(t, shape) for t in tensors])


def preserved_strides(t: Tensor) -> tuple[int, ...]:
    """``memory_format=torch.preserve_format`` (``empty_like``, ``clone``): a dense input's strides as they are,
    else dense strides in the input's dimension order (docs: torch.preserve_format; ``empty_like``)."""
    if non_overlapping_and_dense(t.shape, t.stride()):
        return tuple(t.stride())
    return layout_like(t.shape, [t.stride()])


class Tensor:
    """Shape, strides (in elements), dtype, device, requires_grad; views share a base address."""

    def __init__(
        self,
        shape: Sequence[int],
        dtype: DType | None = None,
        device: Any = "cuda",
        *,
        strides: Sequence[int] | None = None,
        offset: int = 0,
        requires_grad: bool = False,
        base: int | None = None,
    ) -> None:
        self._shape = Size(int(d) for d in shape)
        self._dtype = dtype or dtypes.DEFAULT_FLOAT
        self._device = Device(device)
        self._strides = tuple(strides) if strides is not None else contiguous_strides(self._shape)
        self._offset = offset
        self._base = base if base is not None else next(_next_address) * (1 << 20) * _ALIGN
        self.requires_grad = requires_grad
        self.grad: Tensor | None = None

    if not TYPE_CHECKING:  # hidden from mypy, which would otherwise accept any attribute of a Tensor

        def __getattr__(self, name: str) -> Any:
            """A tensor method the shape-only torch does not model says so (the dry run reports it by name)."""
            if name.startswith("__"):
                raise AttributeError(name)
            raise UnsupportedTorchAPI(f"Tensor.{name}")

    # -- metadata ---------------------------------------------------------------------------------
    @property
    def shape(self) -> Size:
        return self._shape

    @property
    def dtype(self) -> DType:
        return self._dtype

    @property
    def device(self) -> Device:
        return self._device

    @property
    def is_cuda(self) -> bool:
        return self._device.type == "cuda"

    @property
    def ndim(self) -> int:
        return len(self._shape)

    @property
    def itemsize(self) -> int:
        return self._dtype.itemsize

    def dim(self) -> int:
        return len(self._shape)

    def size(self, dim: int | None = None) -> Any:
        return self._shape if dim is None else self._shape[dim]

    def stride(self, dim: int | None = None) -> Any:
        return self._strides if dim is None else self._strides[dim]

    def numel(self) -> int:
        return self._shape.numel()

    def element_size(self) -> int:
        return self._dtype.itemsize

    def storage_offset(self) -> int:
        return self._offset

    def data_ptr(self) -> int:
        return self._base + self._offset * self._dtype.itemsize

    def is_contiguous(self, memory_format: Any = None) -> bool:
        """torch's ``compute_contiguous``: an empty tensor is contiguous whatever its strides."""
        if self.numel() == 0:
            return True
        expected = contiguous_strides(self._shape)
        return all(n == 1 or s == e for n, s, e in zip(self._shape, self._strides, expected, strict=True))

    def __len__(self) -> int:
        if not self._shape:
            raise TypeError("len() of a 0-d tensor")
        return self._shape[0]

    def __repr__(self) -> str:
        return f"ShapeTensor(shape={tuple(self._shape)}, dtype={self._dtype!r}, strides={self._strides})"

    # -- values are unknown -----------------------------------------------------------------------
    def item(self) -> Any:
        raise ValueDependent("tensor.item() reads a value")

    def tolist(self) -> Any:
        raise ValueDependent("tensor.tolist() reads values")

    def __bool__(self) -> bool:
        raise ValueDependent("the truth value of a tensor depends on its values")

    def __int__(self) -> int:
        raise ValueDependent("int(tensor) reads a value")

    def __float__(self) -> float:
        raise ValueDependent("float(tensor) reads a value")

    def __index__(self) -> int:
        raise ValueDependent("a tensor was used as an index")

    # -- new tensors ------------------------------------------------------------------------------
    def _derived(self, shape: Sequence[int], dtype: DType | None = None, **kw: Any) -> Tensor:
        return Tensor(shape, dtype or self._dtype, self._device, requires_grad=self.requires_grad, **kw)

    def _view(
        self, shape: Sequence[int], strides: Sequence[int], offset: int | None = None, dtype: DType | None = None
    ) -> Tensor:
        view = Tensor(
            shape,
            dtype or self._dtype,
            self._device,
            strides=strides,
            offset=self._offset if offset is None else offset,
            requires_grad=self.requires_grad,
            base=self._base,
        )
        return view

    def contiguous(self, memory_format: Any = None) -> Tensor:
        return self if self.is_contiguous() else self._derived(self._shape)

    def clone(self, memory_format: Any = None) -> Tensor:
        return self._derived(self._shape, strides=self.new_layout(memory_format))

    def new_layout(self, memory_format: Any = None) -> tuple[int, ...]:
        """Strides of a same-shaped new tensor: contiguous when asked, else ``preserve_format``'s (the default of
        ``clone``, ``empty_like`` and friends)."""
        if memory_format is None or memory_format is PRESERVE_FORMAT:
            return preserved_strides(self)
        if memory_format is CONTIGUOUS_FORMAT:
            return contiguous_strides(self._shape)
        raise ValueDependent(f"memory_format {memory_format!r} is not modelled")

    def detach(self) -> Tensor:
        view = self._view(self._shape, self._strides)
        view.requires_grad = False
        return view

    def requires_grad_(self, flag: bool = True) -> Tensor:
        self.requires_grad = flag
        return self

    def to(self, *args: Any, **kwargs: Any) -> Tensor:
        dtype = kwargs.get("dtype")
        for a in args:
            if isinstance(a, DType):
                dtype = a
            elif isinstance(a, Tensor):
                dtype = a.dtype
        memory_format = kwargs.get("memory_format")
        if (dtype is None or dtype == self._dtype) and not kwargs.get("copy") and memory_format is None:
            return self
        # a copy keeps a dense input's strides and is contiguous otherwise (aten's _to_copy under preserve_format)
        keep = memory_format in (None, PRESERVE_FORMAT) and non_overlapping_and_dense(self._shape, self._strides)
        return self._derived(self._shape, dtype, strides=self._strides if keep else self.new_layout(memory_format))

    def type(self, dtype: Any = None) -> Any:
        if dtype is None:
            return f"torch.cuda.{self._dtype.name}Tensor"
        return self.to(dtype)

    def cuda(self, *args: Any, **kwargs: Any) -> Tensor:
        return self

    def type_as(self, other: Tensor) -> Tensor:
        return self.to(other.dtype)

    def new_empty(self, *size: Any, dtype: DType | None = None, **kw: Any) -> Tensor:
        return Tensor(normalize_shape(size), dtype or self._dtype, kw.get("device", self._device))

    new_zeros = new_ones = new_empty

    def new_full(self, size: Any, fill_value: Any, dtype: DType | None = None, **kw: Any) -> Tensor:
        return self.new_empty(size, dtype=dtype, **kw)

    def new_tensor(self, data: Any, dtype: DType | None = None, **kw: Any) -> Tensor:
        from tilebot.runner.analysis.shapetorch.factories import tensor

        return tensor(data, dtype=dtype or self._dtype)

    # -- in-place fills keep the tensor ------------------------------------------------------------
    def _same(self, *args: Any, **kwargs: Any) -> Tensor:
        return self

    fill_ = zero_ = copy_ = normal_ = uniform_ = random_ = exponential_ = bernoulli_ = _same
    clamp_ = mul_ = add_ = sub_ = div_ = masked_fill_ = _same
    record_stream = _same

    def backward(self, *args: Any, **kwargs: Any) -> None:
        raise ValueDependent("autograd backward is not run by the shape-only dry run")

    # -- views ------------------------------------------------------------------------------------
    def view(self, *shape: Any, dtype: DType | None = None) -> Tensor:
        """``view(*shape)``, or ``view(dtype)``: the same bytes read as another element type."""
        if dtype is not None or (len(shape) == 1 and isinstance(shape[0], DType)):
            if shape and dtype is not None:
                raise TypeError("view() takes either a shape or a dtype")
            return self._view_dtype(dtype or shape[0])
        new_shape = _infer_shape(normalize_shape_allow_minus(shape), self.numel())
        strides = _view_strides(self._shape, self._strides, new_shape)
        if strides is None:
            raise RuntimeError(
                "view size is not compatible with input tensor's size and stride (at least one dimension spans "
                "across two contiguous subspaces). Use .reshape(...) instead."
            )
        return self._view(new_shape, strides)

    def _view_dtype(self, dtype: DType) -> Tensor:
        """torch's ``view(dtype)``: with a different element size the last dimension (stride 1) is split or
        merged by the size ratio, and the other strides and the storage offset are rescaled to count the new
        elements; merging needs the last size, the offset and the other strides to be divisible by the ratio."""
        if dtype == self._dtype:
            return self
        old, new = self._dtype.itemsize, dtype.itemsize
        if old == new:
            return self._view(self._shape, self._strides, dtype=dtype)
        what = f"to view {self._dtype!r} as {dtype!r} (different element sizes)"
        if self.ndim == 0:
            raise RuntimeError(f"self.dim() cannot be 0 {what}")
        shape, strides = list(self._shape), list(self._strides)
        if old > new:
            ratio = old // new
            self._check_unit_last_stride(what)
            shape[-1] *= ratio
            strides = [s * ratio for s in strides[:-1]] + [1]
            return self._view(shape, strides, self._offset * ratio, dtype=dtype)
        ratio = new // old  # torch checks in this order, so a tensor failing several checks names the same one
        if shape[-1] % ratio:
            raise RuntimeError(f"self.size(-1) must be divisible by {ratio} {what}, but got {shape[-1]}")
        if self._offset % ratio:
            raise RuntimeError(f"self.storage_offset() must be divisible by {ratio} {what}, but got {self._offset}")
        self._check_unit_last_stride(what)
        for i, s in enumerate(strides[:-1]):
            if s % ratio:
                raise RuntimeError(f"self.stride({i}) must be divisible by {ratio} {what}, but got {s}")
        shape[-1] //= ratio
        strides = [s // ratio for s in strides[:-1]] + [1]
        return self._view(shape, strides, self._offset // ratio, dtype=dtype)

    def _check_unit_last_stride(self, what: str) -> None:
        if self._strides[-1] != 1:  # also for a last dim of size 1, unlike is_contiguous
            raise RuntimeError(f"self.stride(-1) must be 1 {what}, but got {self._strides[-1]}")

    def reshape(self, *shape: Any) -> Tensor:
        new_shape = _infer_shape(normalize_shape_allow_minus(shape), self.numel())
        strides = _view_strides(self._shape, self._strides, new_shape)
        if strides is None:
            return self._derived(new_shape)
        return self._view(new_shape, strides)

    def view_as(self, other: Tensor) -> Tensor:
        return self.view(other.shape)

    def reshape_as(self, other: Tensor) -> Tensor:
        return self.reshape(other.shape)

    def flatten(self, start_dim: int = 0, end_dim: int = -1) -> Tensor:
        if self.ndim == 0:
            return self.reshape(1)
        start, end = _wrap_dim(start_dim, self.ndim), _wrap_dim(end_dim, self.ndim)
        if start > end:
            raise RuntimeError("flatten() has invalid args: start_dim cannot come after end_dim")
        shape = [*self._shape[:start], math.prod(self._shape[start : end + 1]), *self._shape[end + 1 :]]
        return self.reshape(shape)

    def transpose(self, dim0: int, dim1: int) -> Tensor:
        dim0, dim1 = _wrap_dim(dim0, self.ndim), _wrap_dim(dim1, self.ndim)
        if self.ndim == 0:
            return self._view(self._shape, self._strides)
        order = list(range(self.ndim))
        order[dim0], order[dim1] = order[dim1], order[dim0]
        return self.permute(order)

    swapaxes = transpose

    def permute(self, *dims: Any) -> Tensor:
        order = [_wrap_dim(d, self.ndim) for d in normalize_shape_allow_minus(dims)]
        if len(order) != self.ndim:
            raise RuntimeError(
                f"permute(): the number of dims ({len(order)}) does not match the tensor's dimensions ({self.ndim})"
            )
        if len(set(order)) != len(order):
            raise RuntimeError("permute(): duplicate dims are not allowed.")
        return self._view([self._shape[d] for d in order], [self._strides[d] for d in order])

    def movedim(self, source: int, destination: int) -> Tensor:
        order = list(range(self.ndim))
        order.insert(_wrap_dim(destination, self.ndim), order.pop(_wrap_dim(source, self.ndim)))
        return self.permute(order)

    def t(self) -> Tensor:
        if self.ndim > 2:
            raise RuntimeError(f"t() expects a tensor with <= 2 dimensions, but self is {self.ndim}D")
        return self._view(self._shape, self._strides) if self.ndim < 2 else self.transpose(0, 1)

    @property
    def T(self) -> Tensor:
        return self.permute(list(reversed(range(self.ndim))))

    @property
    def mT(self) -> Tensor:
        if self.ndim < 2:
            raise RuntimeError(
                f"tensor.mT is only supported on matrices or batches of matrices. Got {self.ndim}-D tensor."
            )
        return self.transpose(-2, -1)

    def unsqueeze(self, dim: int) -> Tensor:
        dim = _wrap_dim(dim, self.ndim + 1)
        stride = self._strides[dim] * self._shape[dim] if dim < self.ndim else 1
        return self._view(
            [*self._shape[:dim], 1, *self._shape[dim:]], [*self._strides[:dim], stride, *self._strides[dim:]]
        )

    def squeeze(self, dim: int | Sequence[int] | None = None) -> Tensor:
        dims = None if dim is None else {_wrap_dim(d, self.ndim) for d in (dim if isinstance(dim, Sequence) else [dim])}
        keep = [i for i, n in enumerate(self._shape) if not (n == 1 and (dims is None or i in dims))]
        return self._view([self._shape[i] for i in keep], [self._strides[i] for i in keep])

    def expand(self, *sizes: Any) -> Tensor:
        """torch's ``inferExpandGeometry``: a size-1 dim grown to n gets stride 0; a dim kept as it is keeps its
        stride, and a new leading dim of size 1 gets the size times the stride of the dim after it."""
        target = normalize_shape_allow_minus(sizes)
        if len(target) < self.ndim:
            raise RuntimeError(
                f"expand: the number of sizes provided ({len(target)}) must be greater or equal to the number of "
                f"dimensions in the tensor ({self.ndim})"
            )
        if self.ndim == 0:  # a 0-d tensor takes the sizes as they are, every stride 0
            if any(d < 0 for d in target):
                raise RuntimeError(f"Trying to create tensor with negative dimension {min(target)}: {target}")
            return self._view(target, [0] * len(target))
        lead = len(target) - self.ndim
        shape, strides = [0] * len(target), [0] * len(target)
        for i in range(len(target) - 1, -1, -1):
            want = target[i]
            if i >= lead:
                have, stride = self._shape[i - lead], self._strides[i - lead]
            else:
                have, stride = 1, shape[i + 1] * strides[i + 1]  # i + 1 exists: self has a dim
                if want == -1:
                    raise RuntimeError(
                        f"The expanded size of the tensor (-1) isn't allowed in a leading, non-existing dimension {i}"
                    )
            if want == -1:
                want = have
            if want != have:
                if have != 1:
                    raise RuntimeError(
                        f"The expanded size of the tensor ({want}) must match the existing size ({have}) at "
                        f"non-singleton dimension {i}.  Target sizes: {target}.  Tensor sizes: {list(self._shape)}"
                    )
                if want < 0:
                    raise RuntimeError(f"expand: invalid size {want} at dimension {i}")
                stride = 0
            shape[i], strides[i] = want, stride
        return self._view(shape, strides)

    def expand_as(self, other: Tensor) -> Tensor:
        return self.expand(other.shape)

    def narrow(self, dim: int, start: int, length: int) -> Tensor:
        if self.ndim == 0:
            raise RuntimeError("narrow() cannot be applied to a 0-dim tensor.")
        dim = _wrap_dim(dim, self.ndim)
        size = self._shape[dim]
        if length < 0:
            raise RuntimeError("narrow(): length must be non-negative.")
        if not -size <= start <= size:
            raise IndexError(f"start out of range (expected to be in range of [{-size}, {size}], but got {start})")
        start = start + size if start < 0 else start
        if start > size - length:
            raise RuntimeError(f"start ({start}) + length ({length}) exceeds dimension size ({size}).")
        shape = list(self._shape)
        shape[dim] = length
        return self._view(shape, self._strides, self._offset + start * self._strides[dim])

    def select(self, dim: int, index: int) -> Tensor:
        if self.ndim == 0:
            raise RuntimeError("select() cannot be applied to a 0-dim tensor.")
        dim = _wrap_dim(dim, self.ndim)
        size = self._shape[dim]
        if not -size <= index < size:
            raise IndexError(
                f"select(): index {index} out of range for tensor of size {list(self._shape)} at dimension {dim}"
            )
        return self.narrow(dim, index % size, 1).squeeze(dim)

    def unbind(self, dim: int = 0) -> tuple[Tensor, ...]:
        return tuple(self.select(dim, i) for i in range(self._shape[dim]))

    def chunk(self, chunks: int, dim: int = 0) -> tuple[Tensor, ...]:
        size = -(-self._shape[dim] // chunks)
        return self.split(size, dim)

    def split(self, size: int | Sequence[int], dim: int = 0) -> tuple[Tensor, ...]:
        total = self._shape[dim]
        sizes = list(size) if isinstance(size, Sequence) else [size] * (-(-total // size))
        parts, start = [], 0
        for n in sizes:
            n = min(n, total - start)
            parts.append(self.narrow(dim, start, n))
            start += n
        return tuple(parts)

    def __getitem__(self, key: Any) -> Tensor:
        keys = list(key) if isinstance(key, tuple) else [key]
        if any(isinstance(k, Tensor | list) for k in keys):
            return self._advanced(keys)
        if any(isinstance(k, bool) for k in keys):  # torch turns a bool into a mask index: a copy, not a view
            raise ValueDependent("indexing with a Python bool is not modelled")
        if keys.count(Ellipsis) > 1:
            raise IndexError("an index can only have a single ellipsis ('...')")
        consumed = len(keys) - keys.count(None) - keys.count(Ellipsis)
        if consumed > self.ndim:
            raise IndexError(f"too many indices for tensor of dimension {self.ndim}")
        if Ellipsis in keys:
            at = keys.index(Ellipsis)
            keys[at : at + 1] = [slice(None)] * (self.ndim - consumed)
        shape, strides, offset, axis = [], [], self._offset, 0
        for k in keys:
            if k is None:  # torch unsqueezes here: the stride is that of the input dim it goes before, times its size
                shape.append(1)
                strides.append(self._shape[axis] * self._strides[axis] if axis < self.ndim else 1)
                continue
            n, s = self._shape[axis], self._strides[axis]
            if isinstance(k, slice):
                if k.step is not None and _as_int(k.step) <= 0:
                    raise ValueError("step must be greater than zero")
                start, stop, step = k.indices(n)
                shape.append(max(0, -(-(stop - start) // step)))
                strides.append(s * step)
                offset += start * s
            else:
                index = _as_int(k)
                if not -n <= index < n:
                    raise IndexError(f"index {index} is out of bounds for dimension {axis} with size {n}")
                offset += (index % n) * s
            axis += 1
        shape.extend(self._shape[axis:])
        strides.extend(self._strides[axis:])
        return self._view(shape, strides, offset)

    def _advanced(self, keys: list[Any]) -> Tensor:
        """Integer-tensor indexing: the shape follows from the index shapes (torch's rule), not values."""
        if any(k is Ellipsis or k is None for k in keys):
            raise ValueDependent("advanced indexing mixed with ... or None is not modelled")
        indices = [k for k in keys if isinstance(k, Tensor | list)]
        if any(isinstance(k, list) or k.dtype.name == "bool" for k in indices):
            raise ValueDependent("boolean-mask (or list) indexing: the result size depends on values")
        if any(not isinstance(k, Tensor | slice) for k in keys):
            raise ValueDependent("advanced indexing mixed with integers is not modelled")
        positions = [i for i, k in enumerate(keys) if isinstance(k, Tensor)]
        index_shape = list(broadcast_shapes(*[k.shape for k in indices if isinstance(k, Tensor)]))
        kept = [(i, self._shape[i]) for i in range(self.ndim) if i >= len(keys) or not isinstance(keys[i], Tensor)]
        sliced = [(len(range(*keys[i].indices(n))) if i < len(keys) else n) for i, n in kept]
        adjacent = positions == list(range(positions[0], positions[-1] + 1))
        before = sum(1 for i, _ in kept if i < positions[0]) if adjacent else 0
        shape = sliced[:before] + index_shape + sliced[before:]
        return Tensor(shape, self._dtype, self._device, requires_grad=self.requires_grad)

    def repeat_interleave(self, repeats: Any, dim: int | None = None, **_: Any) -> Tensor:
        if isinstance(repeats, Tensor):
            raise ValueDependent("repeat_interleave with a tensor of repeats")
        if dim is None:
            return self._derived((self.numel() * repeats,))
        shape = list(self._shape)
        shape[dim % self.ndim] *= repeats
        return self._derived(shape)

    def __setitem__(self, key: Any, value: Any) -> None:
        return None  # writes change values, never shapes

    # -- arithmetic and reductions produce new tensors --------------------------------------------
    def _binary(self, other: Any, *, result_dtype: DType | None = None) -> Tensor:
        shape = broadcast_shapes(self._shape, other._shape) if isinstance(other, Tensor) else tuple(self._shape)
        dtype = result_dtype or result_type(self, other)
        strides = iterator_strides(shape, [self, other])
        return Tensor(shape, dtype, self._device, strides=strides, requires_grad=self.requires_grad)

    def _pointwise(self, *args: Any, **kwargs: Any) -> Tensor:
        """A one-input elementwise op: the input's shape and dtype, its layout as TensorIterator keeps it."""
        return self._derived(self._shape, strides=iterator_strides(self._shape, [self]))

    def __add__(self, other: Any) -> Tensor:
        return self._binary(other)

    __radd__ = __sub__ = __rsub__ = __mul__ = __rmul__ = __pow__ = __rpow__ = __add__
    __mod__ = __floordiv__ = __and__ = __or__ = __xor__ = __add__
    add = sub = mul = __add__

    def __truediv__(self, other: Any) -> Tensor:
        """True division: integer operands give the default float dtype (docs: torch.div, rounding_mode=None)."""
        result = self._binary(other)
        if result.dtype.is_floating_point or result.dtype.is_complex:
            return result
        return Tensor(result.shape, dtypes.DEFAULT_FLOAT, self._device, strides=result.stride())

    __rtruediv__ = true_divide = __truediv__

    def div(self, other: Any, *, rounding_mode: str | None = None) -> Tensor:
        """``rounding_mode`` "trunc" or "floor" keeps integer dtypes; without one, ``div`` is true division."""
        return self.__truediv__(other) if rounding_mode is None else self._binary(other)

    divide = div

    def _compare(self, other: Any) -> Tensor:
        return self._binary(other, result_dtype=dtypes.BY_NAME["bool"])

    __lt__ = __le__ = __gt__ = __ge__ = _compare
    eq = ne = lt = le = gt = ge = _compare

    def __eq__(self, other: object) -> Any:
        return self._compare(other)

    def __ne__(self, other: object) -> Any:
        return self._compare(other)

    __hash__ = object.__hash__

    def __neg__(self) -> Tensor:
        return self._pointwise()

    __pos__ = __abs__ = __invert__ = __neg__
    abs = neg = exp = exp2 = log = log2 = sqrt = rsqrt = sigmoid = tanh = relu = sin = cos = __neg__
    square = reciprocal = erf = sign = floor = ceil = round = silu = gelu = nan_to_num = tril = triu = __neg__

    def pow(self, exponent: Any) -> Tensor:
        return self._binary(exponent)

    maximum = minimum = fmod = remainder = logical_and = logical_or = pow

    def clamp(self, *args: Any, **kwargs: Any) -> Tensor:
        return self._pointwise()

    clip = masked_fill = where = clamp

    def __matmul__(self, other: Tensor) -> Tensor:
        """torch.matmul's shapes; its errors are RuntimeErrors, as torch's are."""
        if self.ndim < 1 or other.ndim < 1:
            raise RuntimeError(
                f"both arguments to matmul need to be at least 1D, but they are {self.ndim}D and {other.ndim}D"
            )
        a = list(self._shape) if self.ndim > 1 else [1, self._shape[0]]
        b = list(other._shape) if other.ndim > 1 else [other._shape[0], 1]
        if a[-1] != b[-2]:
            raise RuntimeError(f"matmul shapes {tuple(self._shape)} and {tuple(other._shape)} cannot be multiplied")
        batch = broadcast_shapes(a[:-2], b[:-2])
        shape = [*batch, a[-2], b[-1]]
        if self.ndim == 1:
            shape.pop(-2)
        if other.ndim == 1:
            shape.pop(-1)
        return Tensor(shape, promote_types(self._dtype, other._dtype), self._device)

    matmul = __matmul__

    def mm(self, other: Tensor) -> Tensor:
        """Two matrices only: torch.mm neither broadcasts nor takes vectors."""
        if self.ndim != 2 or other.ndim != 2:
            raise RuntimeError(f"mm takes two matrices, got {self.ndim}D and {other.ndim}D tensors")
        return self @ other

    def bmm(self, other: Tensor) -> Tensor:
        """Two batches of matrices with the same batch size: torch.bmm does not broadcast."""
        if self.ndim != 3 or other.ndim != 3 or self._shape[0] != other._shape[0]:
            raise RuntimeError(f"bmm takes two 3D tensors of one batch size, got {self._shape} and {other._shape}")
        return self @ other

    def _reduce(self, dim: Any = None, keepdim: bool = False, *, dtype: DType | None = None, **kw: Any) -> Tensor:
        if dim is None:
            return Tensor((), dtype or self._dtype, self._device)
        axes = {d % self.ndim for d in (dim if isinstance(dim, Sequence) else [dim])}
        shape = [1 if i in axes else n for i, n in enumerate(self._shape) if keepdim or i not in axes]
        return Tensor(shape, dtype or self._dtype, self._device)

    mean = amax = amin = logsumexp = _reduce

    def _accumulating_dtype(self, dtype: DType | None) -> DType:
        """sum, prod and cumsum of bool or integer tensors are int64 unless a dtype is given (aten promotes
        integral inputs: ``torch.tensor([1], dtype=torch.int32).sum().dtype`` is ``torch.int64``)."""
        if dtype is not None or self._dtype.is_floating_point or self._dtype.is_complex:
            return dtype or self._dtype
        return dtypes.DEFAULT_INT

    def sum(self, dim: Any = None, keepdim: bool = False, *, dtype: DType | None = None, **kw: Any) -> Tensor:
        return self._reduce(dim, keepdim, dtype=self._accumulating_dtype(dtype))

    prod = sum

    def norm(self, p: Any = "fro", dim: Any = None, keepdim: bool = False, dtype: DType | None = None) -> Tensor:
        """``Tensor.norm(p, dim, keepdim)``: the order comes first (``x.norm(2, dim=-1)``)."""
        return self._reduce(dim, keepdim, dtype=dtype)

    def std(self, dim: Any = None, *args: Any, keepdim: bool = False, **kw: Any) -> Tensor:
        """``std(dim, unbiased, keepdim)`` or ``std(dim, correction=..., keepdim=...)``."""
        if len(args) > 1:
            keepdim = args[1]
        return self._reduce(dim, keepdim)

    var = std

    def max(self, dim: Any = None, keepdim: bool = False) -> Any:
        if dim is None or isinstance(dim, Tensor):
            return self._reduce() if dim is None else self._binary(dim)
        values = self._reduce(dim, keepdim)
        return ValuesIndices(values, values.to(dtypes.DEFAULT_INT))

    min = max

    def cumsum(self, dim: int, dtype: DType | None = None) -> Tensor:
        return self._derived(self._shape, self._accumulating_dtype(dtype))

    def softmax(self, dim: int, dtype: DType | None = None) -> Tensor:
        return self._derived(self._shape, dtype)

    def any(self, dim: Any = None, keepdim: bool = False, **kwargs: Any) -> Tensor:
        return self._reduce(dim, keepdim, dtype=dtypes.BY_NAME["bool"])

    all = any

    def repeat(self, *sizes: Any) -> Tensor:
        reps = normalize_shape(sizes)
        shape = [1] * (len(reps) - self.ndim) + list(self._shape)
        return self._derived([n * r for n, r in zip(shape, reps, strict=True)])

    # -- dtype shortcuts last: their names would shadow builtins in the annotations above ------------
    def float(self) -> Tensor:
        return self.to(dtypes.BY_NAME["float32"])

    def half(self) -> Tensor:
        return self.to(dtypes.BY_NAME["float16"])

    def bfloat16(self) -> Tensor:
        return self.to(dtypes.BY_NAME["bfloat16"])

    def double(self) -> Tensor:
        return self.to(dtypes.BY_NAME["float64"])

    def int(self) -> Tensor:
        return self.to(dtypes.BY_NAME["int32"])

    def long(self) -> Tensor:
        return self.to(dtypes.BY_NAME["int64"])

    def bool(self) -> Tensor:
        return self.to(dtypes.BY_NAME["bool"])


class ValuesIndices(NamedTuple):
    """What ``max(dim)``/``min(dim)`` return: a named tuple (``.values``, ``.indices``), as torch's return types."""

    values: Tensor
    indices: Tensor


def _wrap_dim(dim: int, ndim: int) -> int:
    """torch's ``maybe_wrap_dim``: a negative dim counts from the end; a 0-d tensor takes dims 0 and -1."""
    dim = _as_int(dim)
    top = max(ndim, 1)
    if not -top <= dim < top:
        raise IndexError(f"Dimension out of range (expected to be in range of [{-top}, {top - 1}], but got {dim})")
    return dim % top


def normalize_shape_allow_minus(args: tuple[Any, ...] | Sequence[Any]) -> list[int]:
    if len(args) == 1 and isinstance(args[0], Iterable) and not isinstance(args[0], Tensor):
        args = tuple(args[0])
    return [_as_int(a) for a in args]


def _infer_shape(shape: list[int], numel: int) -> tuple[int, ...]:
    """A view or reshape target with its ``-1`` filled in; torch refuses the others with a RuntimeError."""
    if shape.count(-1) > 1:
        raise RuntimeError("only one dimension can be inferred")
    if any(d < -1 for d in shape):
        raise RuntimeError(f"invalid shape dimension {min(shape)}")
    if -1 in shape:
        known = math.prod(d for d in shape if d != -1)
        if known == 0 or numel % known:
            raise RuntimeError(f"shape '{shape}' is invalid for input of size {numel}")
        shape = [numel // known if d == -1 else d for d in shape]
    if math.prod(shape) != numel:
        raise RuntimeError(f"shape '{shape}' is invalid for input of size {numel}")
    return tuple(shape)


def _view_strides(
    old_shape: Sequence[int], old_strides: Sequence[int], new_shape: Sequence[int]
) -> tuple[int, ...] | None:
    """The strides of ``new_shape`` as a view of the old layout, or None where only a copy can have it.

    torch's ``computeStride``: the old dims fall into runs that are contiguous among themselves (a size-1 dim
    never ends a run); new dims are laid over each run from the innermost out, a new size-1 dim taking the
    stride the run has reached there. An empty tensor keeps its strides for the same shape and is contiguous
    otherwise; a 0-d one gives stride 1 everywhere.
    """
    if not old_shape:
        return (1,) * len(new_shape)
    if math.prod(old_shape) == 0:
        return tuple(old_strides) if tuple(old_shape) == tuple(new_shape) else contiguous_strides(new_shape)
    new_strides = [0] * len(new_shape)
    view_d = len(new_shape) - 1
    base = old_strides[-1]  # the stride of the innermost dim of the current run
    run_numel = view_numel = 1
    for d in range(len(old_shape) - 1, -1, -1):
        run_numel *= old_shape[d]
        if d > 0 and (old_shape[d - 1] == 1 or old_strides[d - 1] == run_numel * base):
            continue  # dim d - 1 extends the run
        while view_d >= 0 and (view_numel < run_numel or new_shape[view_d] == 1):
            new_strides[view_d] = view_numel * base
            view_numel *= new_shape[view_d]
            view_d -= 1
        if view_numel != run_numel:
            return None
        if d > 0:
            base, run_numel, view_numel = old_strides[d - 1], 1, 1
    return tuple(new_strides) if view_d == -1 else None
