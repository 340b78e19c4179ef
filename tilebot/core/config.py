"""``.tilebot.toml``: what a target repository tells tilebot about itself.

Every key is optional; defaults fit NVIDIA TileGym's layout. Unknown keys and bad
values are errors that name the key, so a typo never silently falls back to a default.
"""

from __future__ import annotations

import tomllib
from pathlib import Path, PurePosixPath
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from tilebot.core.stages import SPECS, Stage, gpu_labelled

CONFIG_FILE = ".tilebot.toml"
DEFAULT_CAPS = {stage: spec.cap for stage, spec in SPECS.items()}


class _Section(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


def _repo_relative(value: str) -> str:
    p = PurePosixPath(value)
    if not value or p.is_absolute() or ".." in p.parts:
        raise ValueError(f"must be a path relative to the repository root without '..', got {value!r}")
    return value


class Layout(_Section):
    """Where ops, their tests and tilebot's outputs live in the target repository."""

    cutile_ops_dir: str = "src/tilegym/ops/cutile"  # <op>.py: the cuTile Python reference
    triton_ops_dir: str = "src/tilegym/ops/triton"  # <op>.py: the Triton reference, when there is one
    rust_ops_dir: str = "src/tilegym/ops/cutile_rs"  # where ports land: <op>_kernel/kernel.rs, ffi.rs
    tests_dir: str = "tests/ops"  # test_<op>.py, searched recursively
    artifacts_dir: str = "tilebot"  # per-op run directory <artifacts_dir>/<op>/, committed to the PR branch

    @field_validator("*")
    @classmethod
    def _relative(cls, value: str) -> str:
        return _repo_relative(value)


Labels = list[str]


def _default_labels() -> dict[Stage, Labels]:
    cpu, gpu = ["self-hosted", "linux", "x64", "tilebot-cpu"], ["self-hosted", "linux", "x64", "tilebot-gpu"]
    return {stage: list(gpu if gpu_labelled(stage) else cpu) for stage in Stage}


class Runners(_Section):
    """Runner labels per stage: only stages that run or time kernels hold a GPU runner."""

    labels: dict[Stage, Labels] = Field(default_factory=_default_labels)

    @field_validator("labels")
    @classmethod
    def _complete(cls, value: dict[Stage, Labels]) -> dict[Stage, Labels]:
        merged = _default_labels() | value
        for stage, labels in merged.items():
            if not labels or any(not label.strip() for label in labels):
                raise ValueError(f"stage {stage.value} needs at least one non-empty label")
        return merged


class Perf(_Section):
    threshold: float = Field(default=1.05, gt=0.5, le=2.0, description="candidate/reference geomean gate")
    residual_diagnosis: bool = Field(default=False, description="run stage F after the fix loop")


class Target(_Section):
    kind: str = "cutile-rs"
    gpu_arch: str = Field(default="sm_90", pattern=r"^sm_[0-9]{2,3}[a-z]?$")
    bytecode_version: str = Field(default="13.3", pattern=r"^13\.[0-9]+$")
    crates: dict[str, str] = Field(
        default_factory=lambda: {
            "cutile": "=0.2.0",
            "cutile-compiler": "=0.2.0",
            "cutile-macro": "=0.2.0",
            "cuda-core": "=0.2.0",
            "cuda-async": "=0.2.0",
        }
    )

    @field_validator("kind")
    @classmethod
    def _known_target(cls, value: str) -> str:
        if value != "cutile-rs":
            raise ValueError(f"unsupported target {value!r}; supported: 'cutile-rs'")
        return value


class Agents(_Section):
    """The LLM agents of stages B, C, D and F: which model, and the bounds of one stage's tool-use loop."""

    writer: Literal["auto", "translator", "agent"] = Field(
        default="auto",
        description="who writes B's kernel (and D's launcher): the built-in translator, the agent, or the "
        "translator first and the agent for what it refuses",
    )
    model: str = Field(default="claude-opus-4-8", min_length=1, pattern=r"^[A-Za-z0-9][A-Za-z0-9._:@-]*$")
    max_turns: int = Field(default=40, ge=1, le=200, description="model calls per stage")
    max_tokens: int = Field(default=16000, ge=256, le=128000, description="output tokens per model call")
    wall_seconds: int = Field(default=1800, ge=10, le=6 * 3600, description="the loop's wall clock per stage")


def _default_timeouts() -> dict[Stage, int]:
    return {stage: spec.timeout_minutes * 60 for stage, spec in SPECS.items()}


class RunConfig(_Section):
    layout: Layout = Field(default_factory=Layout)
    runners: Runners = Field(default_factory=Runners)
    perf: Perf = Field(default_factory=Perf)
    target: Target = Field(default_factory=Target)
    agents: Agents = Field(default_factory=Agents)
    caps: dict[Stage, int] = Field(default_factory=lambda: dict(DEFAULT_CAPS))
    timeouts: dict[Stage, int] = Field(default_factory=_default_timeouts, description="seconds per stage")
    min_free_disk_gib: float = Field(default=5.0, ge=0)

    @field_validator("caps")
    @classmethod
    def _caps_within_defaults(cls, value: dict[Stage, int]) -> dict[Stage, int]:
        merged = dict(DEFAULT_CAPS) | value
        for stage, cap in merged.items():
            # Caps may be tightened, never loosened: the fix loop is bounded by design.
            if not 0 <= cap <= DEFAULT_CAPS[stage]:
                raise ValueError(f"{stage.value}: cap must be between 0 and {DEFAULT_CAPS[stage]}, got {cap}")
        if merged[Stage.PREFLIGHT] < 1:
            raise ValueError("preflight: cap must be at least 1")
        return merged

    @field_validator("timeouts")
    @classmethod
    def _positive_timeouts(cls, value: dict[Stage, int]) -> dict[Stage, int]:
        merged = _default_timeouts() | value
        for stage, seconds in merged.items():
            if not 1 <= seconds <= 6 * 3600:
                raise ValueError(f"{stage.value}: timeout must be 1..21600 seconds, got {seconds}")
        return merged

    def effective_caps(self) -> dict[Stage, int]:
        # F is optional: switched off it has no budget, so routing never reaches it.
        if self.perf.residual_diagnosis:
            return dict(self.caps)
        return self.caps | {Stage.PERF_DIAG: 0}

    def run_dir(self, op: str) -> str:
        return f"{self.layout.artifacts_dir}/{op}"


class ConfigError(ValueError):
    """A config problem, phrased for the person who wrote the file."""


def parse_config(text: str, *, source: str = CONFIG_FILE) -> RunConfig:
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(f"{source}: not valid TOML: {exc}") from exc
    try:
        return RunConfig.model_validate(data)
    except ValidationError as exc:
        lines = []
        for err in exc.errors():
            loc = [str(p) for p in err["loc"]]
            msg = err["msg"].removeprefix("Value error, ")
            if err["type"] == "extra_forbidden":
                msg = "unknown key"
            elif loc and loc[-1] == "[key]":  # a bad key of a stage-keyed table
                loc, msg = loc[:-1], f"unknown key: {msg}"
            lines.append(f"{source}: {'.'.join(loc) or '<root>'}: {msg}")
        raise ConfigError("\n".join(lines)) from exc


def load_config(repo: Path) -> RunConfig:
    """The repository's config, or the defaults when it has none."""
    path = repo / CONFIG_FILE
    if not path.exists():
        return RunConfig()
    return parse_config(path.read_text(encoding="utf-8"), source=str(path))
