"""``.tilebot.toml``: what a target repository tells tilebot about itself.

Every key is optional; defaults fit NVIDIA TileGym's layout. Unknown keys and bad
values are errors that name the key, so a typo never silently falls back to a default.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path, PurePosixPath
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, Strict, ValidationError, field_validator, model_validator

from tilebot.core.errors import UsageError
from tilebot.core.stages import KERNEL_CRATE, SPECS, Stage, gpu_labelled

CONFIG_FILE = ".tilebot.toml"
DEFAULT_CAPS = {stage: spec.cap for stage, spec in SPECS.items()}
SWITCHABLE_STAGES = frozenset({Stage.IR_CHECK, Stage.PERF_DIAG})  # stages a cap of 0 switches off
# The crates every port's kernel and launcher use (cutile 0.3 adds cutile-ir and cuda-bindings).
KERNEL_CRATES = ("cutile", "cutile-compiler", "cutile-macro", "cuda-core", "cuda-async")


# Numbers and switches as TOML types them: `true` is no timeout (pydantic's lax mode reads it as 1 second) and
# "600" no count; an int is still a float.
Int = Annotated[int, Strict()]
Float = Annotated[float, Strict()]
Bool = Annotated[bool, Strict()]


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
    secrets_environment: str | None = Field(
        default=None,
        pattern=r"^[A-Za-z0-9_.-]{1,255}$",
        description="the GitHub environment whose ANTHROPIC_API_KEY the jobs that call a model use (protect it to "
        "the default branch); unset: the repository's secret",
    )

    @field_validator("labels")
    @classmethod
    def _complete(cls, value: dict[Stage, Labels]) -> dict[Stage, Labels]:
        merged = _default_labels() | value
        for stage, labels in merged.items():
            if not labels or any(not label.strip() for label in labels):
                raise ValueError(f"stage {stage.value} needs at least one non-empty label")
        return merged


class Perf(_Section):
    threshold: Float = Field(default=1.05, gt=0.5, le=2.0, description="candidate/reference geomean gate")
    config_limit: Float | None = Field(
        default=None,
        gt=0.5,
        le=100.0,
        description="no config's ratio may exceed this beyond its noise, whatever the geomean (at least threshold; "
        "unset: 1.2, or the threshold where that is higher)",
    )
    residual_diagnosis: Bool = Field(default=False, description="run stage F after the fix loop")
    warmup_processes: Int = Field(
        default=4,
        ge=1,
        le=32,
        description="test processes that compile E's kernels into the stage's JIT cache before the one timed "
        "process runs (1: no warm-up, the timed process compiles each kernel itself)",
    )
    autotune: Literal["search", "first"] = Field(
        default="search",
        description="cuTile Python autotune searches in D's and E's test processes: 'search' runs them as the "
        "target does; 'first' answers each with its first candidate and runs none (TileGym's own rule when "
        "TILEGYM_DISABLE_AUTOTUNE is set), so reference and port launch one configuration, the one stage A analysed",
    )

    @model_validator(mode="after")
    def _limit_not_below_the_gate(self) -> Perf:
        if self.config_limit is not None and self.config_limit < self.threshold:
            raise ValueError(f"perf.config_limit {self.config_limit} is below perf.threshold {self.threshold}")
        return self


class Correctness(_Section):
    processes: Int = Field(
        default=4,
        ge=1,
        le=32,
        description="test processes D's correctness check runs at once on its GPU runner (its time is mostly "
        "JIT compiles on the CPU; E's timing always runs one)",
    )


class Target(_Section):
    kind: str = "cutile-rs"
    gpu_arch: str = Field(default="sm_90", pattern=r"^sm_[0-9]{2,3}[a-z]?$")
    bytecode_version: str = Field(default="13.3", pattern=r"^13\.[0-9]+$")
    crates: dict[str, str] = Field(default_factory=lambda: dict.fromkeys(KERNEL_CRATES, "=0.2.0"))

    @field_validator("crates")
    @classmethod
    def _exact_pins(cls, value: dict[str, str]) -> dict[str, str]:
        # Cargo reads a bare "0.3.1" as "^0.3.1": a later 0.3.x the translator never saw could be built.
        loose = {name: pin for name, pin in value.items() if not re.fullmatch(r"=\d+\.\d+\.\d+", pin)}
        if loose:
            shown = ", ".join(f"{name} = {pin!r}" for name, pin in loose.items())
            raise ValueError(f'each crate must be pinned to one version, written "=X.Y.Z"; got {shown}')
        # The table replaces the default pins, not merged with them: one that moves cutile alone would build the
        # port without the crates its launcher imports (a Rust error in stage D, after A, B and C).
        missing = [name for name in KERNEL_CRATES if name not in value]
        if missing:
            raise ValueError(
                f"lacks {', '.join(missing)}: the table replaces the default pins, so it names every crate a port "
                f"uses ({', '.join(KERNEL_CRATES)})"
            )
        return value

    @field_validator("kind")
    @classmethod
    def _known_target(cls, value: str) -> str:
        if value != "cutile-rs":
            raise ValueError(f"unsupported target {value!r}; supported: 'cutile-rs'")
        return value


class Price(_Section):
    """US dollars per million tokens of each class the Messages API bills apart."""

    input: Float = Field(ge=0, description="uncached input tokens")
    output: Float = Field(ge=0)
    cache_read: Float = Field(ge=0, description="input tokens read from the prompt cache")
    cache_write: Float = Field(ge=0, description="input tokens written to the 5-minute prompt cache")


# List prices per million tokens as published when this table was written; a repository can correct or extend
# it under [agents.prices."<model>"]. claude-opus-4-8 (the default model) is assumed to keep the Opus 4.5
# price; a model with no row shows its cost as unknown, never as $0.
DEFAULT_PRICES: dict[str, Price] = {
    "claude-opus-4-8": Price(input=5.0, output=25.0, cache_read=0.5, cache_write=6.25),
    "claude-opus-4-5": Price(input=5.0, output=25.0, cache_read=0.5, cache_write=6.25),
    "claude-opus-4-1": Price(input=15.0, output=75.0, cache_read=1.5, cache_write=18.75),
    "claude-opus-4-0": Price(input=15.0, output=75.0, cache_read=1.5, cache_write=18.75),
    "claude-sonnet-4-5": Price(input=3.0, output=15.0, cache_read=0.3, cache_write=3.75),
    "claude-sonnet-4-0": Price(input=3.0, output=15.0, cache_read=0.3, cache_write=3.75),
    "claude-haiku-4-5": Price(input=1.0, output=5.0, cache_read=0.1, cache_write=1.25),
}

# How a stage's job timeout is shared out: the agent's conversation (all its rounds) gets AGENT_SHARE of it, the
# rest is kept for the stage's own builds, tests and IR dumps after the last round.
AGENT_SHARE = 0.7
SECONDS_PER_TURN = 15  # a short stage gets at most one model call per this many seconds of agent time
TOKENS_PER_MINUTE = 100_000  # default token budget (all classes) per minute of agent time


class Agents(_Section):
    """The LLM agents of stages B, C, D and F: which model, and the bounds of one stage attempt's conversation.

    The bounds follow the stage's job timeout (``timeouts``): see ``budget``. The keys below may only
    tighten them.
    """

    writer: Literal["auto", "translator", "agent"] = Field(
        default="auto",
        description="who writes B's kernel (and D's launcher): the built-in translator, the agent, or the "
        "translator first and the agent for what it refuses",
    )
    model: str = Field(default="claude-opus-4-8", min_length=1, pattern=r"^[A-Za-z0-9][A-Za-z0-9._:@-]*$")
    max_turns: Int = Field(default=40, ge=1, le=200, description="model calls per stage attempt, all rounds")
    max_tokens: Int = Field(default=16000, ge=256, le=128000, description="output tokens per model call")
    wall_seconds: Int | None = Field(
        default=None,
        ge=10,
        le=6 * 3600,
        description="the conversation's wall clock per stage attempt; default and ceiling: "
        f"{AGENT_SHARE:.0%} of the stage's timeout",
    )
    max_stage_tokens: Int | None = Field(
        default=None,
        ge=1000,
        description="tokens of every class per stage attempt; default "
        f"{TOKENS_PER_MINUTE} per minute of the agent's wall clock",
    )
    prices: dict[str, Price] = Field(
        default_factory=lambda: dict(DEFAULT_PRICES), description="USD per million tokens, per model id"
    )

    @field_validator("prices")
    @classmethod
    def _merge_prices(cls, value: dict[str, Price]) -> dict[str, Price]:
        return DEFAULT_PRICES | value

    def price(self, model: str | None = None) -> Price | None:
        """The price of ``model`` (default: the configured one): its row, or a row its dated id extends."""
        wanted = model or self.model
        if wanted in self.prices:
            return self.prices[wanted]
        # "claude-sonnet-4-5-20250929" is priced as "claude-sonnet-4-5".
        stems = [name for name in self.prices if wanted.startswith(name + "-")]
        return self.prices[max(stems, key=len)] if stems else None

    def budget(self, stage_timeout_seconds: float) -> tuple[float, int, int]:
        """(wall seconds, turns, tokens) of one stage attempt's conversation under a job timeout."""
        wall = float(round(AGENT_SHARE * stage_timeout_seconds))
        if self.wall_seconds is not None:
            wall = min(wall, float(self.wall_seconds))
        turns = max(1, min(self.max_turns, int(wall // SECONDS_PER_TURN)))
        tokens = round(wall * TOKENS_PER_MINUTE / 60)
        if self.max_stage_tokens is not None:
            tokens = min(tokens, self.max_stage_tokens)
        return wall, turns, tokens


def _default_timeouts() -> dict[Stage, int]:
    return {stage: spec.timeout_minutes * 60 for stage, spec in SPECS.items()}


class RunConfig(_Section):
    layout: Layout = Field(default_factory=Layout)
    runners: Runners = Field(default_factory=Runners)
    perf: Perf = Field(default_factory=Perf)
    correctness: Correctness = Field(default_factory=Correctness)
    target: Target = Field(default_factory=Target)
    agents: Agents = Field(default_factory=Agents)
    caps: dict[Stage, Int] = Field(default_factory=lambda: dict(DEFAULT_CAPS))
    timeouts: dict[Stage, Int] = Field(default_factory=_default_timeouts, description="seconds per stage")
    min_free_disk_gib: Float = Field(default=5.0, ge=0)

    @field_validator("caps")
    @classmethod
    def _caps_within_defaults(cls, value: dict[Stage, int]) -> dict[Stage, int]:
        merged = dict(DEFAULT_CAPS) | value
        for stage, cap in merged.items():
            # Caps may be tightened, never loosened: the fix loop is bounded by design.
            if not 0 <= cap <= DEFAULT_CAPS[stage]:
                raise ValueError(f"{stage.value}: cap must be between 0 and {DEFAULT_CAPS[stage]}, got {cap}")
        # Without one attempt of any other stage no run gets anywhere (every run would stop after preflight).
        for stage in sorted(set(merged) - SWITCHABLE_STAGES, key=list(Stage).index):
            if merged[stage] < 1:
                raise ValueError(f"{stage.value}: cap must be at least 1 (only ir_check and perf_diag can be 0: off)")
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

    def kernel_crate(self, op: str) -> str:
        """Repository-relative path of the op's kernel crate (B's kernel.rs and Cargo.toml)."""
        return KERNEL_CRATE.format(rust=self.layout.rust_ops_dir, op=op)


# Keys of the file's top level that are no table: written after a [table] header, TOML puts them in that table.
_TOP_LEVEL_VALUES = frozenset(name for name, value in RunConfig() if not isinstance(value, BaseModel | dict))


class ConfigError(UsageError):
    """A config problem, phrased for the person who wrote the file."""


def parse_config(text: str, *, source: str = CONFIG_FILE) -> RunConfig:
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(f"{source}: not valid TOML: {exc}") from exc
    try:
        return RunConfig.model_validate(data)
    except ValidationError as exc:
        said: dict[str, str] = {}  # one line per key: a bad key of a stage-keyed table has a bad value too
        for err in exc.errors():
            loc = [str(p) for p in err["loc"]]
            msg = err["msg"].removeprefix("Value error, ")
            if err["type"] == "extra_forbidden":
                msg = "unknown key"
            elif loc and loc[-1] == "[key]":  # a bad key of a stage-keyed table
                loc, msg = loc[:-1], f"unknown key: {msg}"
            if len(loc) == 2 and msg.startswith("unknown key") and loc[1] in _TOP_LEVEL_VALUES:
                msg = f"unknown key ({loc[1]} is a top-level key: write it above the first [table])"
            said.setdefault(".".join(loc) or "<root>", msg)
        raise ConfigError("\n".join(f"{source}: {key}: {msg}" for key, msg in said.items())) from exc


def load_config(repo: Path) -> RunConfig:
    """The repository's config, or the defaults when it has none."""
    path = repo / CONFIG_FILE
    if not path.exists():
        return RunConfig()
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise ConfigError(f"{path}: not UTF-8 text ({exc})") from None
    except OSError as exc:  # a directory of that name, or a file this user may not read
        raise ConfigError(f"{path}: cannot read it ({exc.strerror})") from None
    return parse_config(text, source=str(path))
