"""Stage B's zero-token writer: the built-in translator writes kernel.rs and the report's launch contract.

The same judges as for the agent's kernel follow: ``cargo build``, ``cargo test``, the contract check and
the IR dump. A refusal (a construct with no faithful form in the pinned cutile, or no rule yet) is returned to
the caller, which stops the stage (``writer = "translator"``) or hands it to the agent (``"auto"``).
"""

from __future__ import annotations

import json

from tilebot.core.analysis import Variant
from tilebot.core.result import Metric, StageResult, ValidatorRun
from tilebot.core.stages import Classification
from tilebot.runner.agents.policies import report_path
from tilebot.runner.stages import StageContext
from tilebot.runner.stages.inputs import read_analysis
from tilebot.runner.targets.cutile_rs.harness import HarnessError
from tilebot.runner.targets.cutile_rs.kernel_crate import (
    KERNEL_FILE,
    MANIFEST,
    build_crate,
    skeleton_manifest,
    test_crate,
    tests_passed,
)
from tilebot.runner.translator.errors import Refusal
from tilebot.runner.translator.op import Translation, translate_op


def write_translated(ctx: StageContext, variants: list[Variant]) -> StageResult | Refusal:
    """Translate, build and dump IR; a :class:`Refusal` when the translator will not write this op."""
    from tilebot.runner.stages.write_kernel import CONTRACT_TAG, ContractError, dump_ir, ir_validator, launch_requests

    try:
        translation = translate_op(
            ctx.repo_root,
            ctx.op,
            read_analysis(ctx.run_dir).variants,
            target=ctx.config.target.gpu_arch,
            crates=ctx.config.target.crates,
        )
        report_text = _report(translation, CONTRACT_TAG)
    except Refusal as refusal:
        return refusal
    except (ArithmeticError, LookupError, TypeError, ValueError, AttributeError, RecursionError, SyntaxError) as exc:
        # The kernel writer turns its own failures into refusals at a line; this is the rest (the op's variants, the
        # launch contract): still a refusal the stage reports (or hands to the agent), never a traceback.
        return Refusal("the translator", getattr(exc, "lineno", None) or 1, f"{type(exc).__name__}: {exc}")
    crate = ctx.repo_root / ctx.config.kernel_crate(ctx.op)
    crate.mkdir(parents=True, exist_ok=True)
    (crate / MANIFEST).write_text(skeleton_manifest(ctx.op, ctx.config.target.crates), encoding="utf-8")
    (crate / KERNEL_FILE).write_text(translation.kernel_rs, encoding="utf-8")
    report = ctx.repo_root / report_path(ctx.config, ctx.op, ctx.stage)
    report.parent.mkdir(parents=True, exist_ok=True)
    report.write_text(report_text, encoding="utf-8")

    metrics = {"translated_entries": Metric(value=len(translation.entries), unit="count")}
    artifacts = [ctx.artifact(report, "report")]

    def finish(verdict: str, message: str, validators: list[ValidatorRun]) -> StageResult:
        classification = None if verdict == "COMPILED" else Classification.KERNEL
        return ctx.result(
            verdict,
            f"translated (0 tokens): {message}",
            classification=classification,
            validators=validators,
            artifacts=artifacts,
            metrics=metrics,
            writer="translator",
        )

    built = build_crate(crate, ctx.config.target.crates)
    validators = [built.validator("cargo build")]
    if not built.ok:
        return finish("FAIL_COMPILE", f"the translation does not build: {built.output_tail[-300:]}", validators)
    tested = test_crate(crate)
    validators.append(tested.validator("cargo test"))
    metrics["rust_tests_passed"] = Metric(value=tests_passed(tested.output_tail), unit="count")
    if not tested.ok:
        return finish("FAIL_FIXABLE", "built, but cargo test failed", validators)
    try:
        written = dump_ir(
            crate / KERNEL_FILE, launch_requests(report, variants, ctx.config.target.gpu_arch), variants, ctx
        )
    except (ContractError, HarnessError) as exc:
        validators.append(
            ValidatorRun(name="ir dump", command="compile_candidate_ir", exit_code=1, output_tail=str(exc)[-2000:])
        )
        return finish("FAIL_FIXABLE", f"built, but no Tile IR: {exc}", validators)
    validators.extend(ir_validator(path, ctx.run_dir) for path in written)
    artifacts.extend(ctx.artifact(path, "ir_text") for path in written)
    metrics["ir_variants"] = Metric(value=len(written), unit="count")
    bad = [v for v in validators if v.exit_code != 0]
    if bad:
        return finish("FAIL_FIXABLE", f"generated IR does not parse: {bad[0].output_tail}", validators)
    return finish(
        "COMPILED", f"{len(translation.entries)} entries built; Tile IR for {len(written)} variants", validators
    )


def _report(translation: Translation, tag: str) -> str:
    facts = "\n".join(f"- {fact}" for fact in translation.facts) or "- none"
    entries = "\n".join(f"- `{v.name}` ← `{v.source}::{v.kernel}`" for v, _ in translation.entries)
    contract = json.dumps(translation.contract(), indent=2, sort_keys=True)
    return (
        f"# B write kernel: {translation.op}, written by tilebot's translator (0 tokens)\n\n"
        f"## Entries\n{entries}\n\n## Facts decided at translation time\n{facts}\n\n"
        f"## Launch contract\n```json {tag}\n{contract}\n```\n"
    )


def refusal_note(refusal: Refusal) -> str:
    """What the agent is told when the translator stopped (``writer = "auto"``)."""
    return (
        f"tilebot's translator stopped at line {refusal.line} of the reference kernel on `{refusal.construct}`: "
        f"{refusal.reason}. Write the kernel yourself; that construct needs its own cutile form."
    )
