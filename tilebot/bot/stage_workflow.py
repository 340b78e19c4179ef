"""The stage workflow a target repository installs (``tilebot init``).

``tilebot init`` renders ``templates/workflows/tilebot-stage.yml.j2`` with the repository's
``.tilebot.toml``: one job per stage, each on the runner labels the config gives that stage,
with a ``timeout-minutes`` from its stage timeout. Only stages that run or time kernels hold a
GPU runner; the label sets are checked so that a GPU runner can never pick up a CPU stage's job
(nor a CPU runner a GPU stage's).

The dispatch inputs, the ``run-name`` and the artifact name the workflow uses come from
``tilebot.core.workflow``, as the bot's executor does (tests/unit/test_workflow_yaml.py holds the two sides
together).
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass, field
from datetime import timedelta
from pathlib import Path

from tilebot.core.config import RunConfig, load_config
from tilebot.core.errors import UsageError
from tilebot.core.install import InstallSpec, InstallSpecError, from_requirement, running_source
from tilebot.core.locks import BUILD_LOCK, requirement_lines
from tilebot.core.render import render
from tilebot.core.stages import SPECS, Gpu, Phase, Stage, gpu_labelled, job_phases, needs_gpu
from tilebot.core.workflow import ACTOR_PATTERN, RUN_NAME_FORMAT

__all__ = ["attempt_allowance", "init_repo", "plan_jobs", "render_workflow"]

WORKFLOW_PATH = ".github/workflows/tilebot-stage.yml"
ACTIONLINT_CONFIG_PATH = ".github/actionlint.yaml"
SETUP_MARGIN_MINUTES = 10  # checkout, runner install, push and upload around the stage's own timeout
ARTIFACT_RETENTION_DAYS = 14
DEFAULT_ALLOWED_ACTORS = ("tilebot[bot]",)
# Actions pinned to full commit SHAs (tags can move); the comment names the release.
CHECKOUT_ACTION = "actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1 # v7.0.1"
UPLOAD_ACTION = "actions/upload-artifact@bbbca2ddaa5d8feaa63e36b76fdaad77386f024f # v7.0.0"
_LABEL_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._:-]{0,99}$")
_PATH_RE = re.compile(r"^[A-Za-z0-9._/-]+$")
_PIP_SPEC_RE = re.compile(r'TILEBOT_PIP_SPEC: ("[^"\n]*")')


class WorkflowError(UsageError):
    """A config the stage workflow cannot be written for, phrased for the person who wrote it."""


@dataclass(frozen=True)
class JobPlan:
    """How one job of a stage runs: the whole stage, or its build half (CPU) or check half (GPU)."""

    stage: Stage
    labels: tuple[str, ...]
    gpu: bool
    timeout_minutes: int
    extras: tuple[str, ...]  # what the job imports: tilebot's extras, each set installed from its lock
    install: InstallSpec
    phase: Phase = "all"

    @property
    def job_id(self) -> str:
        return f"{self.stage.value}_build" if self.phase == "build" else self.stage.value

    @property
    def needs(self) -> str | None:
        """The build job a check job waits for (and takes its commit from)."""
        return f"{self.stage.value}_build" if self.phase == "check" else None

    @property
    def needs_llm(self) -> bool:
        """Only a job with the agent SDK gets the API key."""
        return "runner" in self.extras

    @property
    def pip_spec(self) -> str:
        return self.install.requirement(self.lock_extras)

    @property
    def lock_extras(self) -> str:
        return ",".join(self.extras)


def job_extras(stage: Stage, phase: Phase, *, on_gpu: bool) -> tuple[str, ...]:
    """The extras a job imports: the IR kit (plus CUPTI on GPU runners), the agent SDK, the CUDA headers.

    A build half runs where B builds its crate, a CPU runner with cargo; the GPU half compiles nothing and calls no
    model, so it gets neither the Rust kit nor the agent SDK."""
    spec = SPECS[stage]
    agent = spec.agent and phase != "check"
    rust = spec.rust and phase != "check"
    return ("gpu" if on_gpu else "ir",) + (("runner",) if agent else ()) + (("rust",) if rust else ())


def every_job_extras() -> list[tuple[str, ...]]:
    """Each set of extras some job of some config installs: the locks tools/lock_deps.py writes."""
    found = set()
    for stage in Stage:
        for phase in job_phases(stage):
            # a stage that may run on either kind of runner (labels decide), and a build half always on a CPU one
            places = [needs_gpu(stage)] if SPECS[stage].gpu is not Gpu.WHEN_PRESENT else [True, False]
            found |= {job_extras(stage, phase, on_gpu=g and phase != "build") for g in places}
    return sorted(found)


def plan_jobs(config: RunConfig, *, install: InstallSpec) -> list[JobPlan]:
    """One plan per job, in pipeline order; raises ``WorkflowError`` for labels that would mix GPU and CPU work."""
    labels = {stage: tuple(config.runners.labels[stage]) for stage in Stage}
    for stage, names in labels.items():
        bad = [n for n in names if not _LABEL_RE.fullmatch(n)]
        if bad:
            raise WorkflowError(f"runners.labels.{stage.value}: invalid runner label(s) {bad}")
    cpu_sets = {frozenset(labels[s]) for s in Stage if not gpu_labelled(s)}
    gpu = {s: gpu_labelled(s) and frozenset(labels[s]) not in cpu_sets for s in Stage}
    for stage in Stage:
        if needs_gpu(stage) and not gpu[stage]:
            raise WorkflowError(
                f"runners.labels.{stage.value}: {stage.label} needs a GPU "
                f"but has the CPU stages' labels {list(labels[stage])}"
            )
    for c in (s for s in Stage if not gpu[s]):
        for g in (s for s in Stage if gpu[s]):
            cs, gs = frozenset(labels[c]), frozenset(labels[g])
            if cs <= gs:
                raise WorkflowError(
                    f"runners.labels: a GPU runner labelled {sorted(gs)} ({g.value}) would also take "
                    f"{c.value}'s CPU job (labels {sorted(cs)}); give the CPU stages a label GPU runners lack"
                )
            if gs <= cs:
                raise WorkflowError(
                    f"runners.labels: a CPU runner labelled {sorted(cs)} ({c.value}) would also take "
                    f"{g.value}'s GPU job (labels {sorted(gs)}); give the GPU stages a label CPU runners lack"
                )
    plans = []
    for stage in Stage:
        minutes = job_timeout_minutes(config.timeouts[stage])
        for phase in job_phases(stage):
            on_gpu = gpu[stage] and phase != "build"  # a build half runs where B builds its crate
            extras = job_extras(stage, phase, on_gpu=on_gpu)
            plans.append(
                JobPlan(
                    stage=stage,
                    labels=labels[Stage.WRITE_KERNEL] if phase == "build" else labels[stage],
                    gpu=on_gpu,
                    timeout_minutes=minutes,
                    extras=extras,
                    install=install,
                    phase=phase,
                )
            )
    return plans


def job_timeout_minutes(timeout_s: int) -> int:
    """A job's ``timeout-minutes``: its stage's timeout and the setup around it."""
    return math.ceil(timeout_s / 60) + SETUP_MARGIN_MINUTES


def attempt_allowance(stage: Stage, timeout_s: int) -> timedelta:
    """How long the workflow lets one attempt of ``stage`` run: each of its jobs (D's build, then its check) for as
    long as its ``timeout-minutes``. The bot's own deadline must not be shorter, or it cancels a job GitHub still
    lets run (E's partial tables at its own limit, D's check after its build)."""
    return timedelta(minutes=job_timeout_minutes(timeout_s) * len(job_phases(stage)))


def _gh(expression: str) -> str:
    return "${{ " + expression + " }}"


def render_workflow(
    config: RunConfig,
    *,
    install: InstallSpec,
    allowed_actors: tuple[str, ...] = DEFAULT_ALLOWED_ACTORS,
) -> str:
    if not allowed_actors:
        raise WorkflowError("at least one allowed actor (the App's bot user, e.g. tilebot[bot]) is needed")
    bad = [a for a in allowed_actors if not ACTOR_PATTERN.fullmatch(a)]
    if bad:
        raise WorkflowError(f"allowed actors must be GitHub logins (name or app-slug[bot]): {bad}")
    run_dir_prefix = config.layout.artifacts_dir.rstrip("/")
    if not _PATH_RE.fullmatch(run_dir_prefix):
        raise WorkflowError(
            f"layout.artifacts_dir {run_dir_prefix!r}: the workflow needs letters, digits, '.', '_', '-' and '/'"
        )
    return render(
        "workflows/tilebot-stage.yml.j2",
        plans=plan_jobs(config, install=install),
        stages=list(Stage),
        gh=_gh,
        run_name=RUN_NAME_FORMAT.format(
            op=_gh("inputs.op"), stage=_gh("inputs.stage"), attempt=_gh("inputs.attempt"), run_id=_gh("inputs.run_id")
        ),
        actors_json=json.dumps(sorted(set(allowed_actors)), separators=(",", ":")),
        checkout_action=CHECKOUT_ACTION,
        upload_action=UPLOAD_ACTION,
        retention_days=ARTIFACT_RETENTION_DAYS,
        run_dir_prefix=run_dir_prefix,
        build_lock="\n".join(requirement_lines(BUILD_LOCK)),
        secrets_environment=config.runners.secrets_environment,
    )


def installed_by(workflow: Path) -> InstallSpec:
    """The source a written workflow installs tilebot from (every job names the same one)."""
    found = _PIP_SPEC_RE.search(workflow.read_text(encoding="utf-8"))
    if found is None:
        raise InstallSpecError(f"{workflow} names no TILEBOT_PIP_SPEC: run tilebot init --force --install SOURCE")
    return from_requirement(json.loads(found.group(1)))


def render_actionlint_config(config: RunConfig) -> str:
    labels = sorted({label for names in config.runners.labels.values() for label in names})
    lines = [
        "# Runner labels used by tilebot's stage workflow (written by `tilebot init`), so actionlint knows them.",
        "self-hosted-runner:",
        "  labels:",
        *(f"    - {json.dumps(label)}" for label in labels),
    ]
    return "\n".join(lines) + "\n"


@dataclass
class InitOutcome:
    written: list[Path] = field(default_factory=list)
    unchanged: list[Path] = field(default_factory=list)
    stale: list[Path] = field(default_factory=list)  # --check: differs from what init would write
    notes: list[str] = field(default_factory=list)


def _install_source(workflow: Path, *, check: bool) -> InstallSpec:
    """Without ``--install``: the source the workflow names (``check``), else the one this tilebot came from."""
    try:
        return installed_by(workflow) if check else running_source()
    except InstallSpecError as exc:
        raise WorkflowError(str(exc)) from None


def init_repo(
    repo: Path,
    *,
    allowed_actors: tuple[str, ...] = DEFAULT_ALLOWED_ACTORS,
    install: InstallSpec | None = None,
    force: bool = False,
    check: bool = False,
) -> InitOutcome:
    """Write (or with ``check``, compare) the stage workflow and actionlint's runner labels in ``repo``.

    Without ``install``, runners get the source this tilebot was installed from; ``check`` keeps the source the
    committed workflow names (and refuses it if it is not pinned). It writes only at the top of a git checkout:
    the files are for the repository to commit, and GitHub reads workflows at its root alone (``check`` writes
    nothing, so it compares any tree)."""
    if not repo.is_dir():
        raise WorkflowError(f"{repo} is not a directory")
    if not check and not (repo / ".git").exists():
        raise WorkflowError(
            f"{repo} is not the top of a git checkout (no .git there): init writes {WORKFLOW_PATH} for the target "
            "repository to commit, and GitHub reads workflows only at its root; point --repo at the top of a clone, "
            "or run `git init` there first"
        )
    config = load_config(repo)
    outcome = InitOutcome()
    workflow = repo / WORKFLOW_PATH
    current = workflow.read_text(encoding="utf-8") if workflow.exists() else None
    if check and current is None:
        outcome.stale.append(workflow)  # missing, whatever source init would name (it need not know this one's)
    else:
        source = install if install is not None else _install_source(workflow, check=check)
        text = render_workflow(config, allowed_actors=allowed_actors, install=source)
        if current == text:
            outcome.unchanged.append(workflow)
        elif check:
            outcome.stale.append(workflow)
        elif current is not None and not force:
            raise WorkflowError(f"{workflow} exists and differs from what init writes; --force replaces it")
        else:
            workflow.parent.mkdir(parents=True, exist_ok=True)
            workflow.write_text(text, encoding="utf-8")
            outcome.written.append(workflow)

    lint_config = repo / ACTIONLINT_CONFIG_PATH
    wanted = render_actionlint_config(config)
    if not lint_config.exists():
        if check:
            outcome.stale.append(lint_config)
        else:
            lint_config.write_text(wanted, encoding="utf-8")
            outcome.written.append(lint_config)
    elif lint_config.read_text(encoding="utf-8") == wanted:
        outcome.unchanged.append(lint_config)
    else:
        present = lint_config.read_text(encoding="utf-8")
        labels = sorted({n for names in config.runners.labels.values() for n in names})
        missing = [label for label in labels if not re.search(rf"(?<![\w.:-]){re.escape(label)}(?![\w.:-])", present)]
        if missing:
            outcome.notes.append(
                f"{lint_config} is yours and lacks runner label(s) {missing}: add them under self-hosted-runner.labels"
            )
    return outcome
