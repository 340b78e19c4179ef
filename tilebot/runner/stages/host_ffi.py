"""Stage D (host/FFI): the agent writes the host side; this code builds it and checks the op on the GPU.

The agent (D's sandboxed tools) writes the op's ``ffi.rs`` (the C-ABI launcher ``cutile_<op>``), the
shared cdylib crate (``<rust_ops_dir>/cutile_kernels``: manifest and ``src/*.rs``, seeded here when
absent), the Python wrapper ``<rust_ops_dir>/<op>.py`` (function ``<op>``, same signature as the
cuTile entry) and its package ``__init__.py``. Then this code judges, in order:

1. ``cargo build`` of the cdylib, at most ``MAX_BUILDS`` times with the agent fixing in between;
2. the library exports ``cutile_<op>`` (``nm -D``; the library is not loaded here);
3. the wrapper compiles;
4. on a GPU, with the library the build committed under ``build/`` (sha256 checked): every mapped correctness
   configuration of analysis.json, run as the target's own test
   with each call of the cuTile entry checked against the candidate (``op_plugin``, check mode);
   JUnit XML under ``correctness/``.

On GitHub 1-3 run on a CPU runner (phase ``build``, which ends in a ``Handoff`` and a commit) and 4 on a GPU
runner (phase ``check``): GPU runners never compile. Locally both halves run in one job.

Verdicts: ALL_PASS (every configuration passed); FAIL/host (build, symbol, wrapper, a crash, the
candidate raising or returning the wrong tensors); FAIL/kernel (it ran, and numbers are wrong:
stage C diagnoses); BLOCKED/env (no key, no cargo, no GPU, no analysis or kernel crate).
"""

from __future__ import annotations

from tilebot.core.result import StageResult
from tilebot.core.stages import Classification
from tilebot.runner.gpu.op_harness import gpu_problem
from tilebot.runner.preflight.requirements import gpu_blockers
from tilebot.runner.stages import Handoff, StageContext
from tilebot.runner.stages.correctness import check_correctness
from tilebot.runner.stages.inputs import InputsMissing, read_analysis
from tilebot.runner.targets.cutile_rs import cdylib_crate, handoff


def run(ctx: StageContext) -> StageResult | Handoff:
    """The whole stage (phase ``all``), or on GitHub its build job (``build``, CPU) or check job (``check``, GPU)."""
    if ctx.phase == "check":
        try:
            built = Handoff.model_validate_json(ctx.paths.handoff(ctx.stage, ctx.attempt).read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            return ctx.result(
                "BLOCKED", f"D's build job left no usable handoff: {exc}", classification=Classification.ENV
            )
        return _check(ctx, built)
    from tilebot.runner.stages.host_ffi_build import build  # the agent SDK: only a build job installs it

    outcome = build(ctx)
    if isinstance(outcome, StageResult) or ctx.phase == "build":
        return outcome
    return _check(ctx, outcome)


def _check(ctx: StageContext, built: Handoff) -> StageResult:
    """Correctness on the GPU, with the library the build committed (checked against its sha256)."""
    validators, artifacts, metrics = list(built.validators), list(built.artifacts), dict(built.metrics)

    def finish(verdict: str, message: str, classification: Classification | None) -> StageResult:
        return ctx.result(
            verdict,
            message + built.note,
            classification=classification,
            validators=validators,
            artifacts=artifacts,
            metrics=metrics,
            cost=built.cost,
            writer=built.writer,
        )

    try:
        analysis = read_analysis(ctx.run_dir)
        library = cdylib_crate.kept_library(ctx.run_id, ctx.op)
        handoff.load(ctx.paths, library)
    except (InputsMissing, handoff.HandoffMissing) as exc:
        return finish("BLOCKED", str(exc), Classification.ENV)
    no_gpu = "; ".join(b.message for b in gpu_blockers(ctx.config)) or gpu_problem()
    if no_gpu:
        return finish("BLOCKED", f"{built.message}; correctness: {no_gpu}", Classification.ENV)
    found = check_correctness(ctx, analysis, library)
    validators.append(found.validator)
    artifacts.extend(found.artifacts)
    metrics.update(found.metrics)
    return finish(found.verdict, found.message, found.classification)
