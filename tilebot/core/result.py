"""``stage_result.json``: what every stage hands back, for the bot and the runner's job summary alike.

Nothing downstream parses prose: the routing engine reads the verdict, the classification and the
validator exit codes, nothing else.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path, PurePosixPath
from typing import Annotated, Any, Literal

from pydantic import ConfigDict, Field, ValidationError, field_validator, model_validator

from tilebot.core.base import RUN_ID_PATTERN, Strict
from tilebot.core.stages import SPECS, Classification, Stage

RESULT_FILE = "stage_result.json"


class ValidatorRun(Strict):
    """One check the stage ran itself; a non-zero exit triggers the validator gate."""

    name: str = Field(min_length=1)
    command: str
    exit_code: int
    output_tail: str = Field(default="", max_length=8000)


class Artifact(Strict):
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


class Metric(Strict):
    value: float
    unit: str = Field(description="e.g. ratio, count, us, GB/s, s")


class Cost(Strict):
    """What a stage spent. Token classes stay apart because the API bills them apart."""

    tokens_in: int = Field(default=0, ge=0, description="uncached input tokens")
    tokens_out: int = Field(default=0, ge=0)
    tokens_cache_read: int = Field(default=0, ge=0, description="input tokens read from the prompt cache")
    tokens_cache_write: int = Field(default=0, ge=0, description="input tokens written to the prompt cache")
    usd: float | None = Field(
        default=None, ge=0, description="the tokens at the config's price table; null when the model has no price"
    )
    wall_seconds: float = Field(default=0.0, ge=0)
    gpu_seconds: float = Field(default=0.0, ge=0)

    @property
    def tokens(self) -> int:
        """Every token of every class."""
        return self.tokens_in + self.tokens_out + self.tokens_cache_read + self.tokens_cache_write

    @property
    def usd_unknown(self) -> bool:
        """Tokens were spent but no price was known: the cost is unknown, not zero."""
        return self.tokens > 0 and self.usd is None

    def plus(self, other: Cost) -> Cost:
        known = not (self.usd_unknown or other.usd_unknown)
        usd = (
            (self.usd or 0.0) + (other.usd or 0.0)
            if known and (self.usd is not None or other.usd is not None)
            else None
        )
        return Cost(
            tokens_in=self.tokens_in + other.tokens_in,
            tokens_out=self.tokens_out + other.tokens_out,
            tokens_cache_read=self.tokens_cache_read + other.tokens_cache_read,
            tokens_cache_write=self.tokens_cache_write + other.tokens_cache_write,
            usd=usd,
            wall_seconds=self.wall_seconds + other.wall_seconds,
            gpu_seconds=self.gpu_seconds + other.gpu_seconds,
        )


def _verdicts_per_stage(schema: dict[str, Any]) -> None:
    """The published schema says what the validator below enforces: each stage's own verdicts, and a
    classification where routing needs one, so any JSON Schema validator turns a foreign verdict away."""
    rules: list[dict[str, Any]] = []
    for stage, spec in SPECS.items():
        is_stage = {"properties": {"stage": {"const": stage.value}}, "required": ["stage"]}
        rules.append({"if": is_stage, "then": {"properties": {"verdict": {"enum": list(spec.verdict_values)}}}})
        if spec.needs_classification:
            needs = sorted(spec.needs_classification)
            rules.append(
                {
                    "if": {
                        "properties": {"stage": {"const": stage.value}, "verdict": {"enum": needs}},
                        "required": ["stage", "verdict"],
                    },
                    "then": {
                        "required": ["classification"],
                        "properties": {"classification": {"not": {"type": "null"}}},
                    },
                }
            )
    schema["allOf"] = rules


class StageResult(Strict):
    model_config = ConfigDict(json_schema_extra=_verdicts_per_stage)

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
    writer: Literal["translator", "agent", "both", "branch"] | None = Field(
        default=None,
        description="who wrote the code this stage built: provenance of B's kernel and D's host side; branch: "
        "neither, B rebuilt as is a kernel.rs changed on the run's branch after its last IR dump",
    )
    message: str = Field(min_length=1, max_length=500, description="one human line")

    @model_validator(mode="after")
    def _verdict_belongs_to_stage(self) -> StageResult:
        spec = SPECS[self.stage]
        if self.verdict not in spec.verdict_values:
            allowed = list(spec.verdict_values)
            raise ValueError(f"verdict {self.verdict!r} is not one of stage {self.stage.value}'s: {allowed}")
        if self.verdict in spec.needs_classification and self.classification is None:
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


def conclusion_of(result: StageResult) -> str:
    """How a verdict shows as a check-run conclusion (the bot's checks and the runner's job summary alike)."""
    conclusion = SPECS[result.stage].conclusion(result.verdict)
    if result.validators_failed and conclusion != "failure":
        return "failure"  # a success claim its own validators contradict
    return conclusion


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
