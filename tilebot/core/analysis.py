"""``analysis.json``: what stage A hands to every later stage (written to <run_dir>/reference/analysis.json)."""

from __future__ import annotations

from pathlib import PurePosixPath
from typing import Any, Literal

from pydantic import Field, field_validator, model_validator

from tilebot.core.base import OP_NAME_PATTERN, VARIANT_NAME_PATTERN, Strict
from tilebot.core.signature import KernelSignatureSpec

ReferenceBackend = Literal["cutile", "triton"]
REFERENCES = ("cutile", "triton", "auto")  # what a run may time the port against (auto: the faster one)


class ComparisonTolerance(Strict):
    """The tolerance one comparison of a test applies."""

    atol: float | None
    rtol: float | None
    source: str = Field(description="file:line of the comparison")
    note: str = ""  # how it was read, where that is no plain atol/rtol


class Tolerance(Strict):
    atol: float | None
    rtol: float | None
    source: str = Field(description="file:line of the comparison, the default helper, or torch's defaults")
    note: str = ""  # why a value is missing, or how it stands for several comparisons
    comparisons: list[ComparisonTolerance] = Field(
        default_factory=list,
        description="where the test compares its outputs with different tolerances (an output and a log-sum-exp): "
        "each comparison's, in the order the test makes them; atol and rtol are then their strictest, since stage D "
        "applies one tolerance to every output of a dtype (empty: one tolerance throughout)",
    )

    @property
    def complete(self) -> bool:
        return self.atol is not None and self.rtol is not None


class AnalysisConfig(Strict):
    """One pytest item of the reference backend: pinned by node id, never by a ``-k`` substring."""

    node_id: str = Field(min_length=1, description="exact pytest node id, e.g. tests/ops/test_x.py::T::test_op[...]")
    test: str = Field(description="Class::function or function")
    kind: Literal["correctness", "perf"]
    params: dict[str, Any] = Field(description="parametrize values; dtypes as 'torch.float16', tuples as lists")
    dtype: str | None = None
    marks: list[str] = Field(default_factory=list)
    tolerance: Tolerance | None = None
    status: Literal["mapped", "skipped", "no_kernel", "untraced"] = Field(
        description="mapped: launches variants; skipped: the test skips it for cuTile; no_kernel: the op handles "
        "it without launching a kernel; untraced: the dry run could not tell (see note)"
    )
    variants: list[str] = Field(default_factory=list, description="variants launched, in launch order")
    note: str = ""  # skip reason, or why the configuration could not be traced

    @model_validator(mode="after")
    def _status_matches_variants(self) -> AnalysisConfig:
        if (self.status == "mapped") != bool(self.variants):
            raise ValueError(f"{self.node_id}: status {self.status} with variants {self.variants}")
        return self


class KernelInfo(Strict):
    name: str
    source: str
    line: int = Field(ge=1)
    params: list[str]
    constant_params: list[str]
    hints: dict[str, Any] = Field(default_factory=dict)
    launched_by: int = Field(ge=0, description="configurations whose dry run launches this kernel")


class LaunchGrid(Strict):
    site: str = Field(description="file:line of the ct.launch call")
    expression: str = Field(description="the grid argument as written (one step through a local assignment)")
    example: list[int] = Field(description="the grid of the representative configuration")


class TileShape(Strict):
    expression: str  # as written in the kernel, e.g. "(1, TILE_SIZE)"
    shape: list[int] | None  # with the representative's constants, when it evaluates


class ReferenceIR(Strict):
    text: str = Field(description="Tile IR text (tileirdisasm), relative to the run directory")
    bytecode: str = Field(description="Tile IR bytecode, relative to the run directory")
    symbol: str
    config: str = Field(description="node id of the configuration whose launch was exported")
    dtype: str | None = None
    gpu_code: str | None
    bytecode_version: str

    @field_validator("text", "bytecode")
    @classmethod
    def _relative(cls, value: str) -> str:
        p = PurePosixPath(value)
        if p.is_absolute() or ".." in p.parts:
            raise ValueError(f"must be relative to the run directory: {value!r}")
        return value


class BackendTiming(Strict):
    """Which reference is faster for a variant, with the numbers (filled on a GPU runner)."""

    cutile_ms: float | None = None
    triton_ms: float | None = None
    winner: ReferenceBackend
    evidence: str = Field(min_length=1, description="how it was measured: timer, configurations, statistic")


class Variant(Strict):
    """One structural variant: a kernel entry plus the constants that change its structure.

    Two launches of the same kernel are the same variant unless a non-numeric ``ct.Constant``
    (a flag, a mode) or an array's rank differs: Python's JIT drops untaken branches, Rust
    type-checks both sides, so those need separate entries. Numeric constants (tile sizes,
    shapes) are generics of one entry and are listed with the values the configurations use.
    """

    name: str = Field(pattern=VARIANT_NAME_PATTERN)
    kernel: str = Field(description="the @ct.kernel function: the entry to port")
    source: str
    structure: dict[str, Any] = Field(description="the non-numeric constants and array ranks that define it")
    dispatch: dict[str, list[Any]] = Field(
        default_factory=dict, description="test parameters whose values select this variant"
    )
    constants: dict[str, Any] = Field(description="ct.Constant values of the representative configuration")
    varying_constants: dict[str, list[Any]] = Field(default_factory=dict)
    signature: KernelSignatureSpec
    tile_shapes: list[TileShape] = Field(default_factory=list)
    grid: LaunchGrid
    hints: dict[str, Any] = Field(default_factory=dict, description="compiler hints of the launched kernel")
    autotune_configs: list[dict[str, Any]] | None = None
    dtypes: list[str] = Field(default_factory=list, description="element types of the first array argument, seen")
    array_dtypes: list[list[str]] = Field(
        default_factory=list,
        description="the element types of every array argument in order, one list per distinct combination launched",
    )
    array_unit_strides: list[list[list[bool]]] = Field(
        default_factory=list,
        description="the dimensions in which each array argument is launched with a unit stride (the JIT's stride "
        "constant 1), one list per distinct combination launched: the translator writes an entry per combination "
        "where an array it binds as a raw pointer differs from the representative's (empty: only the "
        "representative's are known)",
    )
    array_unit_extents: list[list[list[bool]]] = Field(
        default_factory=list,
        description="the dimensions of extent 1 of each array argument (cuTile Python compiles each in as the shape "
        "constant 1), one list per distinct combination launched: the translator writes an entry per combination "
        "(empty: not recorded, and the translator writes every extent as a runtime value)",
    )
    constant_combinations: list[dict[str, Any]] = Field(
        default_factory=list,
        description="the ct.Constant values of every launch, one dict per distinct combination (the specialization "
        "keys the tests reach; the translator writes one entry per distinct decided key among them)",
    )
    representative_config: str
    config_count: int = Field(ge=1)
    reference_ir: ReferenceIR | None = None
    supplements: list[ReferenceIR] = Field(default_factory=list, description="the same variant for other dtypes")
    timing: BackendTiming | None = None


class Unresolved(Strict):
    item: str = Field(min_length=1)
    reason: str = Field(min_length=1)


class OpTestFile(Strict):
    path: str
    relation: str = Field(description="'primary' (test_<op>.py) or why the file belongs to the op")
    configs: int = Field(ge=0)
    other_backends: dict[str, int] = Field(default_factory=dict, description="configurations left out, by backend")
    conditional: dict[str, list[str]] = Field(default_factory=dict, description="machine-dependent names")


class AnalysisEnvironment(Strict):
    gpu_arch: str
    capability: tuple[int, int]
    sm_count: int
    bytecode_version: str
    gpu_code: str | None
    cuda_tile: str
    autotune_policy: str


class Analysis(Strict):
    schema_version: Literal[1] = 1
    op: str = Field(pattern=OP_NAME_PATTERN)
    source: str = Field(description="the op's cuTile Python module")
    sources: list[str] = Field(description="every file read: op module, other kernel modules, test files")
    registered_names: list[str] = Field(default_factory=list)
    test_files: list[OpTestFile]
    kernels: list[KernelInfo]
    variants: list[Variant]
    correctness_configs: list[AnalysisConfig]
    perf_configs: list[AnalysisConfig]
    config_to_variant: dict[str, list[str]]
    tolerances: dict[str, Tolerance] = Field(description="per dtype, from the tests (else the repository defaults)")
    reference_backends: list[ReferenceBackend]
    environment: AnalysisEnvironment
    unresolved: list[Unresolved] = Field(default_factory=list)

    @model_validator(mode="after")
    def _consistent(self) -> Analysis:
        names = [v.name for v in self.variants]
        if len(names) != len(set(names)):
            raise ValueError(f"variant names repeat: {names}")
        configs = self.correctness_configs + self.perf_configs
        ids = [c.node_id for c in configs]
        if len(ids) != len(set(ids)):
            dupes = sorted({i for i in ids if ids.count(i) > 1})
            raise ValueError(f"node ids repeat: {dupes[:3]}")
        mapped = {c.node_id: c.variants for c in configs if c.status == "mapped"}
        if self.config_to_variant != mapped:
            raise ValueError("config_to_variant must list exactly the mapped configurations and their variants")
        unknown = {v for targets in mapped.values() for v in targets} - set(names)
        if unknown:
            raise ValueError(f"config_to_variant names unknown variants: {sorted(unknown)}")
        if "cutile" not in self.reference_backends:
            raise ValueError("the cuTile Python reference must be among reference_backends")
        return self

    @property
    def configs(self) -> list[AnalysisConfig]:
        return self.correctness_configs + self.perf_configs

    @property
    def fully_analysed(self) -> bool:
        """Every configuration maps to variants with reference IR (or needs none), nothing is unresolved."""
        return (
            not self.unresolved
            and bool(self.variants)
            and all(c.status in ("mapped", "skipped", "no_kernel") for c in self.configs)
            and any(c.status == "mapped" for c in self.configs)
            and all(v.reference_ir is not None for v in self.variants)
        )
