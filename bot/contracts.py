"""Typed hand-offs between stages, runner jobs and the bot.

Every stage ends by writing one ``stage_result.json`` that validates against
``StageResult``. Nothing downstream parses prose: the routing engine reads the
verdict, the classification and the validator exit codes, nothing else.
"""

from __future__ import annotations

import hashlib
import json
from enum import StrEnum
from pathlib import Path, PurePosixPath
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from runner_scripts.tileir.signature import KernelSignatureSpec

RESULT_FILE = "stage_result.json"

# Identifiers that end up in branch names, paths and commands: keep them boring.
OP_NAME_PATTERN = r"^[a-z][a-z0-9_]{0,63}$"
RUN_ID_PATTERN = r"^[0-9a-f]{8,32}$"


class Stage(StrEnum):
    PREFLIGHT = "preflight"
    ANALYZE = "analyze"  # A
    WRITE_KERNEL = "write_kernel"  # B
    IR_CHECK = "ir_check"  # C
    HOST_FFI = "host_ffi"  # D
    PERF = "perf"  # E
    PERF_DIAG = "perf_diag"  # F

    @property
    def letter(self) -> str:
        return _LETTERS[self]

    @property
    def display_name(self) -> str:
        return _TITLES[self]

    @property
    def label(self) -> str:
        """``B write kernel``: how humans see a stage in comments and logs."""
        return f"{self.letter} {self.display_name}" if self.letter != "-" else self.display_name


_LETTERS = {
    Stage.PREFLIGHT: "-",
    Stage.ANALYZE: "A",
    Stage.WRITE_KERNEL: "B",
    Stage.IR_CHECK: "C",
    Stage.HOST_FFI: "D",
    Stage.PERF: "E",
    Stage.PERF_DIAG: "F",
}
_TITLES = {
    Stage.PREFLIGHT: "preflight",
    Stage.ANALYZE: "analyze",
    Stage.WRITE_KERNEL: "write kernel",
    Stage.IR_CHECK: "IR check",
    Stage.HOST_FFI: "host/FFI",
    Stage.PERF: "perf",
    Stage.PERF_DIAG: "residual perf",
}


# Stages that cannot run without a GPU (correctness and timing). A uses one when it has it (baselines).
NEEDS_GPU = frozenset({Stage.HOST_FFI, Stage.PERF})  # F reads perf.json and IR: no GPU


class PreflightVerdict(StrEnum):
    PASS = "PASS"
    BLOCKED = "BLOCKED"


class AnalyzeVerdict(StrEnum):
    PASS = "PASS"
    FAIL_FIXABLE = "FAIL_FIXABLE"
    BLOCKED = "BLOCKED"


class WriteKernelVerdict(StrEnum):
    COMPILED = "COMPILED"
    FAIL_COMPILE = "FAIL_COMPILE"
    FAIL_FIXABLE = "FAIL_FIXABLE"
    BLOCKED = "BLOCKED"


class IrCheckVerdict(StrEnum):
    PASS = "PASS"
    PASS_WITH_NOTES = "PASS_WITH_NOTES"
    FAIL_FIXABLE = "FAIL_FIXABLE"
    FAIL_COMPILER_BUG = "FAIL_COMPILER_BUG"
    BLOCKED = "BLOCKED"


class HostFfiVerdict(StrEnum):
    ALL_PASS = "ALL_PASS"
    FAIL = "FAIL"
    BLOCKED = "BLOCKED"


class PerfVerdict(StrEnum):
    DONE = "DONE"
    INVESTIGATE = "INVESTIGATE"
    BLOCKED = "BLOCKED"


class PerfDiagVerdict(StrEnum):
    FIXABLE = "FIXABLE"
    ALIGNED = "ALIGNED"
    BLOCKED = "BLOCKED"


VERDICTS: dict[Stage, type[StrEnum]] = {
    Stage.PREFLIGHT: PreflightVerdict,
    Stage.ANALYZE: AnalyzeVerdict,
    Stage.WRITE_KERNEL: WriteKernelVerdict,
    Stage.IR_CHECK: IrCheckVerdict,
    Stage.HOST_FFI: HostFfiVerdict,
    Stage.PERF: PerfVerdict,
    Stage.PERF_DIAG: PerfDiagVerdict,
}


class Classification(StrEnum):
    """Who must act: D's fail/block class, C's finding owner, or a broken machine."""

    HOST = "host"
    KERNEL = "kernel"
    ENV = "env"


# Verdicts whose routing depends on the classification, so a result without one is malformed.
NEEDS_CLASSIFICATION: dict[Stage, frozenset[str]] = {
    Stage.HOST_FFI: frozenset({"FAIL", "BLOCKED"}),
    Stage.IR_CHECK: frozenset({"FAIL_FIXABLE"}),
}


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class ValidatorRun(_Strict):
    """One check the stage ran itself; a non-zero exit triggers the validator gate."""

    name: str = Field(min_length=1)
    command: str
    exit_code: int
    output_tail: str = Field(default="", max_length=8000)


class Artifact(_Strict):
    path: str = Field(min_length=1, description="relative to the run directory, POSIX separators")
    sha256: str = Field(pattern=r"^[0-9a-f]{64}$")
    kind: str = Field(min_length=1, description="e.g. report, ir_text, ir_bytecode, source, log, junit")

    @field_validator("path")
    @classmethod
    def _relative_inside(cls, value: str) -> str:
        p = PurePosixPath(value)
        if p.is_absolute() or ".." in p.parts or "\\" in value:
            raise ValueError(f"artifact path must be relative to the run dir without '..': {value!r}")
        return value

    @classmethod
    def of(cls, run_dir: Path, path: Path, kind: str) -> Artifact:
        """Hash a file written under ``run_dir`` and describe it."""
        digest = hashlib.sha256(path.read_bytes()).hexdigest()
        return cls(path=path.relative_to(run_dir).as_posix(), sha256=digest, kind=kind)


class Metric(_Strict):
    value: float
    unit: str = Field(description="e.g. ratio, count, us, GB/s, s")


class Cost(_Strict):
    tokens_in: int = Field(default=0, ge=0)
    tokens_out: int = Field(default=0, ge=0)
    wall_seconds: float = Field(default=0.0, ge=0)
    gpu_seconds: float = Field(default=0.0, ge=0)


class StageResult(_Strict):
    schema_version: Literal[1] = 1  # bumped when the contract changes incompatibly
    run_id: Annotated[str, Field(pattern=RUN_ID_PATTERN)]
    stage: Stage
    attempt: int = Field(ge=1)
    verdict: str
    classification: Classification | None = None
    validators: list[ValidatorRun] = Field(default_factory=list)
    artifacts: list[Artifact] = Field(default_factory=list)
    metrics: dict[str, Metric] = Field(default_factory=dict)
    cost: Cost = Field(default_factory=Cost)
    message: str = Field(min_length=1, max_length=500, description="one human line")

    @model_validator(mode="after")
    def _verdict_belongs_to_stage(self) -> StageResult:
        allowed = [v.value for v in VERDICTS[self.stage]]
        if self.verdict not in allowed:
            raise ValueError(f"verdict {self.verdict!r} is not one of stage {self.stage.value}'s: {allowed}")
        if self.verdict in NEEDS_CLASSIFICATION.get(self.stage, ()) and self.classification is None:
            raise ValueError(f"{self.stage.value} {self.verdict} needs a classification (host, kernel or env)")
        if "\n" in self.message:
            raise ValueError("message must be one line")
        return self

    @property
    def validators_failed(self) -> list[ValidatorRun]:
        return [v for v in self.validators if v.exit_code != 0]

    @property
    def is_env_failure(self) -> bool:
        return self.classification is Classification.ENV

    def key(self) -> tuple[str, Stage, int]:
        return (self.run_id, self.stage, self.attempt)


# How a verdict shows as a check-run conclusion, for the bot's checks and the runner's job summary alike.
_CONCLUSIONS = {
    "PASS": "success",
    "COMPILED": "success",
    "ALL_PASS": "success",
    "DONE": "success",
    "ALIGNED": "success",
    "PASS_WITH_NOTES": "neutral",
    "FIXABLE": "neutral",
    "INVESTIGATE": "neutral",
}


def conclusion_of(result: StageResult) -> str:
    if result.validators_failed and result.verdict in _CONCLUSIONS:
        return "failure"  # a success claim its own validators contradict
    return _CONCLUSIONS.get(result.verdict, "failure")


class MalformedResult(ValueError):
    """A stage_result.json that cannot be trusted; the caller routes it as BLOCKED/env."""


def parse_stage_result(raw: bytes | str, *, source: str = RESULT_FILE) -> StageResult:
    """Parse and validate; every failure becomes one ``MalformedResult`` naming the source."""
    try:
        data = json.loads(raw)
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise MalformedResult(f"{source}: not JSON ({exc})") from exc
    try:
        return StageResult.model_validate(data)
    except ValidationError as exc:
        problems = "; ".join(
            f"{'.'.join(str(p) for p in err['loc']) or '<root>'}: {err['msg']}" for err in exc.errors()
        )
        raise MalformedResult(f"{source}: {problems}") from exc


def one_line(text: str, limit: int = 500) -> str:
    """Fit free text into ``StageResult.message``: one line, at most ``limit`` characters."""
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 3] + "..."


def attempt_dir(stage: Stage, attempt: int) -> PurePosixPath:
    """Where one attempt's result and logs live, relative to the run directory."""
    return PurePosixPath("attempts") / f"{stage.value}-{attempt}"


def accept_result(raw: bytes | None, run_id: str, stage: Stage, attempt: int, *, source: str) -> StageResult:
    """The result the bot records for a finished job: the stage's own if it is sound, else BLOCKED/env.

    A missing, malformed or misaddressed result is never guessed at; the reason
    becomes the message so the status comment says what went wrong.
    """
    if raw is None:
        return blocked_env(run_id, stage, attempt, f"{source}: the stage wrote no {RESULT_FILE}")
    try:
        result = parse_stage_result(raw, source=source)
    except MalformedResult as exc:
        return blocked_env(run_id, stage, attempt, f"malformed result: {exc}")
    if result.key() != (run_id, stage, attempt):
        got = f"{result.run_id}/{result.stage.value}/{result.attempt}"
        return blocked_env(run_id, stage, attempt, f"{source}: result is for {got}, not this job")
    return result


def blocked_env(run_id: str, stage: Stage, attempt: int, message: str, **extra: object) -> StageResult:
    """The result the bot records when a stage could not say anything trustworthy itself."""
    return StageResult.model_validate(
        {
            "run_id": run_id,
            "stage": stage,
            "attempt": attempt,
            "verdict": "BLOCKED",
            "classification": Classification.ENV,
            "message": one_line(message),
            **extra,
        }
    )


def json_schemas() -> dict[str, object]:
    """What ``tilebot schema`` prints: one JSON Schema per published contract."""
    from bot.config import RunConfig  # local import: config depends on this module

    return {
        "StageResult": StageResult.model_json_schema(),
        "RunConfig": RunConfig.model_json_schema(),
        "Analysis": Analysis.model_json_schema(),
        "verdicts": {stage.value: [v.value for v in enum] for stage, enum in VERDICTS.items()},
    }


# ---------------------------------------------------------------------------------------------------
# analysis.json: what stage A hands to every later stage (written to <run_dir>/reference/analysis.json)
# ---------------------------------------------------------------------------------------------------

ANALYSIS_FILE = "reference/analysis.json"
VARIANT_NAME_PATTERN = r"^[a-z][a-z0-9_]{0,79}$"
ReferenceBackend = Literal["cutile", "triton"]


class Tolerance(_Strict):
    atol: float | None
    rtol: float | None
    source: str = Field(description="file:line of the comparison, the default helper, or torch's defaults")
    note: str = ""  # why a value is missing

    @property
    def complete(self) -> bool:
        return self.atol is not None and self.rtol is not None


class AnalysisConfig(_Strict):
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


class KernelInfo(_Strict):
    name: str
    source: str
    line: int = Field(ge=1)
    params: list[str]
    constant_params: list[str]
    hints: dict[str, Any] = Field(default_factory=dict)
    launched_by: int = Field(ge=0, description="configurations whose dry run launches this kernel")


class LaunchGrid(_Strict):
    site: str = Field(description="file:line of the ct.launch call")
    expression: str = Field(description="the grid argument as written (one step through a local assignment)")
    example: list[int] = Field(description="the grid of the representative configuration")


class TileShape(_Strict):
    expression: str  # as written in the kernel, e.g. "(1, TILE_SIZE)"
    shape: list[int] | None  # with the representative's constants, when it evaluates


class ReferenceIR(_Strict):
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


class BackendTiming(_Strict):
    """Which reference is faster for a variant, with the numbers (filled on a GPU runner)."""

    cutile_ms: float | None = None
    triton_ms: float | None = None
    winner: ReferenceBackend
    evidence: str = Field(min_length=1, description="how it was measured: timer, configurations, statistic")


class Variant(_Strict):
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
    representative_config: str
    config_count: int = Field(ge=1)
    reference_ir: ReferenceIR | None = None
    supplements: list[ReferenceIR] = Field(default_factory=list, description="the same variant for other dtypes")
    timing: BackendTiming | None = None


class Unresolved(_Strict):
    item: str = Field(min_length=1)
    reason: str = Field(min_length=1)


class OpTestFile(_Strict):
    path: str
    relation: str = Field(description="'primary' (test_<op>.py) or why the file belongs to the op")
    configs: int = Field(ge=0)
    other_backends: dict[str, int] = Field(default_factory=dict, description="configurations left out, by backend")
    conditional: dict[str, list[str]] = Field(default_factory=dict, description="machine-dependent names")


class AnalysisEnvironment(_Strict):
    gpu_arch: str
    capability: tuple[int, int]
    sm_count: int
    bytecode_version: str
    gpu_code: str | None
    cuda_tile: str
    autotune_policy: str


class Analysis(_Strict):
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
