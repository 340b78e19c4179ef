"""A concrete cuTile Python kernel signature, as plain data.

Stage A writes these into ``analysis.json``; ``export.py`` turns them into
``cuda.tile.compilation`` objects to export reference Tile IR without a GPU. The models
import nothing from cuda.tile, so the bot side can validate them without the IR kit.

Each parameter is one of:

- ``array``: an array argument (dtype, rank) plus the assumptions cuTile Python may compile
  for (index dtype, constant strides/shapes, divisibility, aliasing), one-to-one with
  ``cuda.tile.compilation.ArrayConstraint``;
- ``scalar``: a runtime scalar of a dtype (``ScalarConstraint``);
- ``constant``: a ``ct.Constant`` value baked into the kernel (``ConstantConstraint``);
- ``list``: a Python list of arrays (``ListConstraint``): one array constraint every element satisfies.

``ArrayParam.as_launched`` derives the assumptions the JIT makes when ``ct.launch`` sees an
array of a given shape, strides and base address, so a CPU export can match what a GPU
run of the same op compiles (see its docstring for the source of those rules).
"""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING, Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

if TYPE_CHECKING:
    from cuda.tile.compilation import KernelSignature

# cuTile Python dtype names (attributes of ``cuda.tile``); bits per element.
DTYPE_BITS: dict[str, int] = {
    "bool_": 8,
    "uint8": 8,
    "uint16": 16,
    "uint32": 32,
    "uint64": 64,
    "int8": 8,
    "int16": 16,
    "int32": 32,
    "int64": 64,
    "float16": 16,
    "bfloat16": 16,
    "float32": 32,
    "float64": 64,
    "tfloat32": 32,
    "float8_e4m3fn": 8,
    "float8_e5m2": 8,
    "float8_e8m0fnu": 8,
}
DTypeName = Literal[
    "bool_",
    "uint8",
    "uint16",
    "uint32",
    "uint64",
    "int8",
    "int16",
    "int32",
    "int64",
    "float16",
    "bfloat16",
    "float32",
    "float64",
    "tfloat32",
    "float8_e4m3fn",
    "float8_e5m2",
    "float8_e8m0fnu",
]
CallingConventionName = Literal["auto", "cutile_python_v1", "cutile_python_v2"]

_DIVISOR = 16  # cuTile's launch-time divisibility probe: 16 elements / 16 bytes


class _Spec(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


PerDim = tuple[int, ...]
PerDimOptional = tuple[int | None, ...]


class ArrayParam(_Spec):
    kind: Literal["array"] = "array"
    name: str | None = None  # the kernel's parameter name, for people reading analysis.json
    dtype: DTypeName
    ndim: int = Field(ge=0, le=8)
    index_dtype: Literal["int32", "int64"] = "int32"
    stride_constant: PerDimOptional | None = None  # e.g. (None, 1): last dimension contiguous
    shape_constant: PerDimOptional | None = None  # needs calling convention v2
    stride_divisible_by: PerDim | int = 1  # in elements
    shape_divisible_by: PerDim | int = 1  # in elements
    base_addr_divisible_by: int = Field(default=1, ge=1)  # in bytes
    stride_lower_bound_incl: int | None = 0
    may_alias_internally: bool = False
    alias_groups: tuple[str, ...] = ()

    @model_validator(mode="after")
    def _per_dim_lengths(self) -> ArrayParam:
        for field in ("stride_constant", "shape_constant", "stride_divisible_by", "shape_divisible_by"):
            value = getattr(self, field)
            if isinstance(value, tuple) and len(value) != self.ndim:
                raise ValueError(f"{field} has {len(value)} entries for an array of rank {self.ndim}")
        for field in ("stride_divisible_by", "shape_divisible_by"):
            value = getattr(self, field)
            for d in value if isinstance(value, tuple) else (value,):
                if d < 1 or d & (d - 1):
                    raise ValueError(f"{field} must hold powers of two, got {d}")
        return self

    def per_dim(self, field: Literal["stride_divisible_by", "shape_divisible_by"]) -> tuple[int, ...]:
        """A divisibility field with one value per dimension (the field may hold one for all of them)."""
        value = getattr(self, field)
        return value if isinstance(value, tuple) else (value,) * self.ndim

    @classmethod
    def as_launched(
        cls,
        dtype: DTypeName,
        shape: PerDim,
        strides: PerDim,
        *,
        base_addr: int = 0x7F00_0000_0000,
        index_dtype: Literal["int32", "int64"] = "int32",
        name: str | None = None,
    ) -> ArrayParam:
        """The constraint ``ct.launch`` infers for an array with these shape and strides (in elements).

        Mirrors ``compute_array_specialization_bits`` and ``parse_array_constraint`` in cuTile
        Python's ``cext/tile_kernel.cpp`` (NVIDIA/cutile-python at 9c3ee3c, the 1.6 sources;
        the 1.7.0 wheel ships only the compiled extension): a stride of 1 becomes a constant,
        a stride whose byte size divides by 16 becomes divisible by 16 bytes' worth of
        elements, a dimension divisible by 16 gets ``shape_divisible_by=16``, a size-1
        dimension becomes a shape constant (calling convention v2), a 16-byte aligned base
        address gets ``base_addr_divisible_by=16``, and elements that cannot overlap (strides
        sorted ascending, each ≥ the previous stride times size) get ``may_alias_internally=False``.
        The default ``base_addr`` is 256-byte aligned, as every CUDA allocation is.
        """
        if len(shape) != len(strides):
            raise ValueError(f"shape {shape} and strides {strides} differ in rank")
        bits = DTYPE_BITS[dtype]
        ndim = len(shape)
        tma_dims = ndim <= 5  # cuTile specializes per-dimension facts only up to rank 5
        stride_const: list[int | None] = []
        stride_div: list[int] = []
        shape_div: list[int] = []
        shape_const: list[int | None] = []
        element_div = (_DIVISOR * 8) // bits if (_DIVISOR * 8) % bits == 0 else 1
        for size, stride in zip(shape, strides, strict=True):
            stride_bits = stride * bits
            stride_16b = tma_dims and stride_bits % 8 == 0 and (stride_bits // 8) % _DIVISOR == 0
            stride_const.append(1 if tma_dims and stride == 1 else None)
            stride_div.append(element_div if stride_16b else 1)
            shape_div.append(_DIVISOR if tma_dims and (size * bits) % 8 == 0 and size % _DIVISOR == 0 else 1)
            shape_const.append(1 if tma_dims and size == 1 else None)
        return cls(
            name=name,
            dtype=dtype,
            ndim=ndim,
            index_dtype=index_dtype,
            stride_constant=tuple(stride_const),
            shape_constant=tuple(shape_const) if any(s is not None for s in shape_const) else None,
            stride_divisible_by=tuple(stride_div),
            shape_divisible_by=tuple(shape_div),
            base_addr_divisible_by=_DIVISOR if base_addr % _DIVISOR == 0 else 1,
            stride_lower_bound_incl=0,
            may_alias_internally=not _elements_disjoint(shape, strides),
        )


def _elements_disjoint(shape: PerDim, strides: PerDim) -> bool:
    pairs = sorted(zip(strides, shape, strict=True))
    if not pairs:
        return True
    if pairs[0][0] <= 0:
        return False
    return all(cur[0] > 0 and cur[0] >= prev[0] * prev[1] for prev, cur in itertools.pairwise(pairs))


class ScalarParam(_Spec):
    kind: Literal["scalar"] = "scalar"
    name: str | None = None
    dtype: DTypeName  # ct.launch passes Python ints as int32 and floats as float32


class ConstantParam(_Spec):
    kind: Literal["constant"] = "constant"
    name: str | None = None
    value: bool | int | float  # bool first: pydantic would otherwise read true as 1

    model_config = ConfigDict(extra="forbid", frozen=True, strict=True)


class ListParam(_Spec):
    """A list of arrays (TileGym's group GEMM takes its A, B and C matrices so): cuTile Python passes it as a table
    of each element's base address, shape and strides, and compiles for what ``element`` says of every element."""

    kind: Literal["list"] = "list"
    name: str | None = None
    element: ArrayParam
    alias_groups: tuple[str, ...] = ()  # what the list's own storage may alias
    elements_may_alias: bool = False

    @classmethod
    def as_launched(
        cls,
        elements: list[tuple[DTypeName, PerDim, PerDim, int]],
        *,
        name: str | None = None,
    ) -> ListParam:
        """The constraint for a list of arrays (dtype, shape, strides, base address), each as ``ArrayParam.as_launched``
        infers it: what all elements share (a fact one element lacks is not assumed). Elements may alias unless
        their address ranges are disjoint."""
        if not elements:
            raise ValueError("an empty list of arrays has no element constraint")
        each = [ArrayParam.as_launched(d, sh, st, base_addr=b) for d, sh, st, b in elements]
        first = each[0]
        if any((a.dtype, a.ndim) != (first.dtype, first.ndim) for a in each):
            raise ValueError("the list's arrays differ in dtype or rank")
        ndim = first.ndim

        def per_dim(field: Literal["stride_divisible_by", "shape_divisible_by"]) -> tuple[int, ...]:
            values = [a.per_dim(field) for a in each]
            return tuple(min(v[d] for v in values) for d in range(ndim))

        def shared(field: str) -> tuple[int | None, ...] | None:
            values = [getattr(a, field) or (None,) * ndim for a in each]
            common = tuple(values[0][d] if all(v[d] == values[0][d] for v in values) else None for d in range(ndim))
            return common if any(c is not None for c in common) else None

        element = ArrayParam(
            dtype=first.dtype,
            ndim=ndim,
            stride_constant=shared("stride_constant") or (None,) * ndim,
            shape_constant=shared("shape_constant"),
            stride_divisible_by=per_dim("stride_divisible_by"),
            shape_divisible_by=per_dim("shape_divisible_by"),
            base_addr_divisible_by=min(a.base_addr_divisible_by for a in each),
            may_alias_internally=any(a.may_alias_internally for a in each),
        )
        spans = sorted((b, b + _extent_bytes(d, sh, st)) for d, sh, st, b in elements)
        disjoint = all(prev[1] <= cur[0] for prev, cur in itertools.pairwise(spans))
        return cls(name=name, element=element, elements_may_alias=not disjoint)


def _extent_bytes(dtype: DTypeName, shape: PerDim, strides: PerDim) -> int:
    """Bytes from an array's base address to one past its last element."""
    if any(n == 0 for n in shape):
        return 0
    last = sum((n - 1) * s for n, s in zip(shape, strides, strict=True))
    return (last + 1) * max(DTYPE_BITS[dtype] // 8, 1)


ParamSpec = Annotated[ArrayParam | ScalarParam | ConstantParam | ListParam, Field(discriminator="kind")]


class KernelHints(_Spec):
    """``kernel.replace_hints(...)`` options a launch used (e.g. an autotuned config); None keeps the kernel's."""

    num_ctas: int | None = Field(default=None, ge=1, le=16)
    occupancy: int | None = Field(default=None, ge=1, le=32)
    num_worker_warps: int | None = Field(default=None, ge=1)
    opt_level: int | None = Field(default=None, ge=0, le=3)

    def given(self) -> dict[str, int]:
        return {k: v for k, v in self.model_dump().items() if v is not None}


class KernelSignatureSpec(_Spec):
    """The parameters of one kernel specialization, in the kernel's parameter order."""

    params: tuple[ParamSpec, ...]
    # "auto": v1 unless a shape constant needs v2 — what ct.launch picks.
    calling_convention: CallingConventionName = "auto"

    @model_validator(mode="after")
    def _convention_fits(self) -> KernelSignatureSpec:
        if self.calling_convention == "cutile_python_v1" and self.needs_v2():
            raise ValueError("shape_constant needs calling_convention cutile_python_v2 (or auto)")
        return self

    def needs_v2(self) -> bool:
        arrays = [p.element if isinstance(p, ListParam) else p for p in self.params]
        return any(
            isinstance(p, ArrayParam) and p.shape_constant and any(s is not None for s in p.shape_constant)
            for p in arrays
        )

    def resolved_convention(self) -> Literal["cutile_python_v1", "cutile_python_v2"]:
        if self.calling_convention != "auto":
            return self.calling_convention
        return "cutile_python_v2" if self.needs_v2() else "cutile_python_v1"

    def describe(self) -> str:
        """One line for logs and reports: ``x: array<float16, 2>, y: scalar<int32>, TILE: 1024``."""
        parts = []
        for i, p in enumerate(self.params):
            label = p.name or f"arg{i}"
            if isinstance(p, ArrayParam):
                parts.append(f"{label}: array<{p.dtype}, {p.ndim}>")
            elif isinstance(p, ListParam):
                parts.append(f"{label}: list<array<{p.element.dtype}, {p.element.ndim}>>")
            elif isinstance(p, ScalarParam):
                parts.append(f"{label}: scalar<{p.dtype}>")
            else:
                parts.append(f"{label}: {p.value!r}")
        return ", ".join(parts)

    def to_cutile(self) -> KernelSignature:
        """The ``cuda.tile.compilation.KernelSignature`` for ``export_kernel`` (needs cuda-tile)."""
        import cuda.tile as ct
        from cuda.tile.compilation import (
            ArrayConstraint,
            CallingConvention,
            ConstantConstraint,
            KernelSignature,
            ListConstraint,
            ScalarConstraint,
        )

        def array(p: ArrayParam) -> Any:
            return ArrayConstraint(
                getattr(ct, p.dtype),
                p.ndim,
                index_dtype=getattr(ct, p.index_dtype),
                stride_lower_bound_incl=p.stride_lower_bound_incl,
                alias_groups=p.alias_groups,
                may_alias_internally=p.may_alias_internally,
                stride_constant=p.stride_constant,
                shape_constant=p.shape_constant,
                stride_divisible_by=p.stride_divisible_by,
                shape_divisible_by=p.shape_divisible_by,
                base_addr_divisible_by=p.base_addr_divisible_by,
            )

        constraints: list[Any] = []
        for p in self.params:
            if isinstance(p, ArrayParam):
                constraints.append(array(p))
            elif isinstance(p, ListParam):
                constraints.append(
                    ListConstraint(
                        array(p.element), alias_groups=p.alias_groups, elements_may_alias=p.elements_may_alias
                    )
                )
            elif isinstance(p, ScalarParam):
                constraints.append(ScalarConstraint(getattr(ct, p.dtype)))
            else:
                constraints.append(ConstantConstraint(p.value))
        convention = getattr(CallingConvention, self.resolved_convention())()
        return KernelSignature(constraints, convention)

    @classmethod
    def from_cutile(cls, signature: Any, names: tuple[str, ...] | None = None) -> KernelSignatureSpec:
        """Back from a ``KernelSignature`` (e.g. one demangled from a GPU dump's entry symbol)."""
        from cuda.tile.compilation import ArrayConstraint, ConstantConstraint, ListConstraint, ScalarConstraint

        def array(c: Any, name: str | None) -> ArrayParam:
            return ArrayParam(
                name=name,
                dtype=c.dtype.name,
                ndim=c.ndim,
                index_dtype=c.index_dtype.name,
                stride_constant=c.stride_constant,
                shape_constant=c.shape_constant if any(s is not None for s in c.shape_constant) else None,
                stride_divisible_by=c.stride_divisible_by,
                shape_divisible_by=c.shape_divisible_by,
                base_addr_divisible_by=c.base_addr_divisible_by,
                stride_lower_bound_incl=_single_lower_bound(c.stride_lower_bound_incl, c.stride_constant),
                may_alias_internally=c.may_alias_internally,
                alias_groups=c.alias_groups,
            )

        params: list[ArrayParam | ScalarParam | ConstantParam | ListParam] = []
        for i, c in enumerate(signature.parameters):
            name = names[i] if names and i < len(names) else None
            if isinstance(c, ArrayConstraint):
                params.append(array(c, name))
            elif isinstance(c, ListConstraint):
                params.append(
                    ListParam(
                        name=name,
                        element=array(c.element, None),
                        alias_groups=c.alias_groups,
                        elements_may_alias=c.elements_may_alias,
                    )
                )
            elif isinstance(c, ScalarConstraint):
                params.append(ScalarParam(name=name, dtype=c.dtype.name))
            elif isinstance(c, ConstantConstraint):
                params.append(ConstantParam(name=name, value=c.value))
            else:
                raise ValueError(f"parameter {i}: {type(c).__name__} is not supported by tilebot's signature spec")
        code = signature.calling_convention.name
        auto = cls(params=tuple(params))
        # "auto" when it picks the same convention: the canonical form, equal to a hand-written spec.
        return auto if auto.resolved_convention() == code else cls(params=tuple(params), calling_convention=code)


def _single_lower_bound(bounds: tuple[int | None, ...], constants: tuple[int | None, ...]) -> int | None:
    # cuTile stores the bound per dimension and drops it where the stride is a constant;
    # ours is one value for all dimensions.
    distinct = {b for b, c in zip(bounds, constants, strict=True) if c is None}
    if len(distinct) > 1:
        raise ValueError(f"per-dimension stride lower bounds {bounds} are not supported")
    return next(iter(distinct)) if distinct else 0
