"""The stages, and one ``StageSpec`` row per stage holding every fact about it.

Adding a stage means: a member of ``Stage``, its verdict enum, its row in ``SPECS``, its routes in
``tilebot.bot.routing``, its module under ``tilebot.runner.stages`` and (for an agent stage) its prompt.
Nothing else keeps a per-stage table; tests/unit/test_stage_specs.py holds the rows and the routes together.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Literal

# Where a job runs a stage: all of it (local runs, and every stage without a CPU half), or one half of a stage
# that builds on a CPU runner and hands the build to the GPU runner that checks it (GPU runners never compile).
Phase = Literal["all", "build", "check"]
PHASES: tuple[Phase, ...] = ("all", "build", "check")


class Stage(StrEnum):
    PREFLIGHT = "preflight"
    ANALYZE = "analyze"  # A
    WRITE_KERNEL = "write_kernel"  # B
    IR_CHECK = "ir_check"  # C
    HOST_FFI = "host_ffi"  # D
    PERF = "perf"  # E
    PERF_DIAG = "perf_diag"  # F

    @property
    def spec(self) -> StageSpec:
        return SPECS[self]

    @property
    def letter(self) -> str:
        return SPECS[self].letter

    @property
    def display_name(self) -> str:
        return SPECS[self].title

    @property
    def label(self) -> str:
        """``B write kernel``: how humans see a stage in comments and logs."""
        spec = SPECS[self]
        return f"{spec.letter} {spec.title}" if spec.letter != "-" else spec.title


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


class Classification(StrEnum):
    """Who must act: D's fail/block class, C's finding owner, or a broken machine."""

    HOST = "host"
    KERNEL = "kernel"
    ENV = "env"


class Gpu(StrEnum):
    NEVER = "never"
    WHEN_PRESENT = "when_present"  # uses one if the runner has it (A times the references)
    REQUIRED = "required"  # cannot run without one (correctness and timing)


# Where a stage's files beside the run directory live, as templates: {rust} the layout's rust_ops_dir, {op} the op.
KERNEL_CRATE = "{rust}/{op}_kernel"


@dataclass(frozen=True)
class StageSpec:
    stage: Stage
    letter: str  # "-" for preflight, which is not one of the lettered stages
    title: str
    verdicts: type[StrEnum]
    success: frozenset[str]  # verdicts that claim the deliverable is sound: the validator gate can contradict them
    conclusions: Mapping[str, str]  # verdict -> check-run conclusion; a verdict not listed shows as failure
    needs_classification: frozenset[str]  # verdicts whose routing depends on the classification
    gpu: Gpu
    agent: bool  # calls the model (gets ANTHROPIC_API_KEY in its job step)
    rust: bool  # builds cutile-rs crates (needs the Rust kit and CUDA headers)
    builds_on_cpu: bool  # a GPU stage whose build half runs on a CPU runner (phase "build"), the rest on the GPU
    owns: tuple[str, ...]  # files beside the run directory the stage writes (templates, see KERNEL_CRATE)
    # Files in the run directory the stage writes beyond its own attempts/<stage>-<n>/ and reports/<stage>.md, relative
    # to it (``dir/**``: all under dir); where two stages' overlap, the closer one's (tilebot.core.rundir.writer).
    run_files: tuple[str, ...]
    # Of those, the ones its check job writes (a stage with a build half): that job runs the port's code on a GPU
    # runner, and commits nothing else but its attempt's files (not the build it checks, not the sources).
    check_files: tuple[str, ...]
    timeout_minutes: int
    cap: int  # spawns per run; a config may lower it, never raise it
    implementation: str  # "module:function" of the built-in stage

    @property
    def verdict_values(self) -> tuple[str, ...]:
        return tuple(v.value for v in self.verdicts)

    def conclusion(self, verdict: str) -> str:
        return self.conclusions.get(verdict, "failure")

    def owned_paths(self, *, rust_ops_dir: str, op: str) -> tuple[str, ...]:
        return tuple(p.format(rust=rust_ops_dir, op=op) for p in self.owns)


SUCCESS = "success"
NEUTRAL = "neutral"

SPECS: Mapping[Stage, StageSpec] = {
    spec.stage: spec
    for spec in (
        StageSpec(
            Stage.PREFLIGHT,
            "-",
            "preflight",
            PreflightVerdict,
            success=frozenset({"PASS"}),
            conclusions={"PASS": SUCCESS},
            needs_classification=frozenset(),
            gpu=Gpu.NEVER,
            agent=False,
            rust=False,
            builds_on_cpu=False,
            owns=(),
            run_files=(),
            check_files=(),
            timeout_minutes=5,
            cap=1,
            implementation="tilebot.runner.stages.preflight:run",
        ),
        StageSpec(
            Stage.ANALYZE,
            "A",
            "analyze",
            AnalyzeVerdict,
            success=frozenset({"PASS"}),
            conclusions={"PASS": SUCCESS},
            needs_classification=frozenset(),
            gpu=Gpu.WHEN_PRESENT,
            agent=False,
            rust=False,
            builds_on_cpu=False,
            owns=(),
            run_files=("reference/**",),
            check_files=(),
            timeout_minutes=30,
            cap=1,
            implementation="tilebot.runner.stages.analyze:run",
        ),
        StageSpec(
            Stage.WRITE_KERNEL,
            "B",
            "write kernel",
            WriteKernelVerdict,
            success=frozenset({"COMPILED"}),
            conclusions={"COMPILED": SUCCESS},
            needs_classification=frozenset(),
            gpu=Gpu.NEVER,
            agent=True,
            rust=True,
            builds_on_cpu=False,
            owns=(f"{KERNEL_CRATE}/kernel.rs", f"{KERNEL_CRATE}/Cargo.toml"),
            run_files=("generated/**", "reports/build_log.md"),
            check_files=(),
            timeout_minutes=45,
            cap=2,
            implementation="tilebot.runner.stages.write_kernel:run",
        ),
        StageSpec(
            Stage.IR_CHECK,
            "C",
            "IR check",
            IrCheckVerdict,
            success=frozenset({"PASS", "PASS_WITH_NOTES"}),
            conclusions={"PASS": SUCCESS, "PASS_WITH_NOTES": NEUTRAL},
            needs_classification=frozenset({"FAIL_FIXABLE"}),
            gpu=Gpu.NEVER,
            agent=True,
            rust=False,
            builds_on_cpu=False,
            owns=(),
            run_files=("generated/ir_diff.json", "generated/ir_diff.md"),
            check_files=(),
            timeout_minutes=15,
            cap=2,  # B(2)'s kernel is IR-checked too
            implementation="tilebot.runner.stages.ir_check:run",
        ),
        StageSpec(
            Stage.HOST_FFI,
            "D",
            "host/FFI",
            HostFfiVerdict,
            success=frozenset({"ALL_PASS"}),
            conclusions={"ALL_PASS": SUCCESS},
            needs_classification=frozenset({"FAIL", "BLOCKED"}),
            gpu=Gpu.REQUIRED,
            agent=True,
            rust=True,
            builds_on_cpu=True,
            owns=(
                f"{KERNEL_CRATE}/ffi.rs",
                "{rust}/cutile_kernels/Cargo.toml",
                "{rust}/cutile_kernels/src/*.rs",
                "{rust}/{op}.py",
                "{rust}/__init__.py",
            ),
            run_files=("build/**", "correctness/**", "reports/host_build_log.md"),
            check_files=("correctness/**",),
            timeout_minutes=45,
            cap=2,
            implementation="tilebot.runner.stages.host_ffi:run",
        ),
        StageSpec(
            Stage.PERF,
            "E",
            "perf",
            PerfVerdict,
            success=frozenset({"DONE"}),
            conclusions={"DONE": SUCCESS, "INVESTIGATE": NEUTRAL},
            needs_classification=frozenset(),
            gpu=Gpu.REQUIRED,
            agent=False,
            rust=False,  # loads the cdylib D's build committed
            builds_on_cpu=False,
            owns=(),
            run_files=("perf/**",),
            check_files=(),
            timeout_minutes=30,
            cap=2,
            implementation="tilebot.runner.stages.perf:run",
        ),
        StageSpec(
            Stage.PERF_DIAG,
            "F",
            "residual perf",
            PerfDiagVerdict,
            success=frozenset({"ALIGNED"}),
            conclusions={"ALIGNED": SUCCESS, "FIXABLE": NEUTRAL},
            needs_classification=frozenset(),
            gpu=Gpu.NEVER,  # reads perf.json and IR
            agent=True,
            rust=False,
            builds_on_cpu=False,
            owns=(),
            run_files=("perf/diagnosis.json",),
            check_files=(),
            timeout_minutes=20,
            cap=1,
            implementation="tilebot.runner.stages.perf_diag:run",
        ),
    )
}

FIRST_STAGE = Stage.PREFLIGHT


def needs_gpu(stage: Stage) -> bool:
    return SPECS[stage].gpu is Gpu.REQUIRED


def job_phases(stage: Stage) -> tuple[Phase, ...]:
    """The jobs one attempt of ``stage`` takes on GitHub: its build and its check, or the whole stage."""
    return ("build", "check") if SPECS[stage].builds_on_cpu else ("all",)


def gpu_labelled(stage: Stage) -> bool:
    """Runs on GPU runner labels by default: stages that need a GPU and those that use one when present."""
    return SPECS[stage].gpu is not Gpu.NEVER
