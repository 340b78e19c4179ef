"""Stage B's zero-token paths: the built-in translator writes kernel.rs and the report's launch contract, or the
kernel.rs changed on the run's branch is rebuilt as it is.

The same judges as for the agent's kernel follow: ``cargo build``, ``cargo test``, the contract check and
the IR dump (``judge_crate``). A refusal (a construct with no faithful form in the pinned cutile, or no rule yet) is
returned to the caller, which stops the stage (``writer = "translator"``) or hands it to the agent (``"auto"``).

A kernel.rs pushed to the branch after B's last dump (C found B's IR stale) is the kernel: ``rebuild_branch_kernel``
writes nothing of it, judges it and dumps its IR, so C, D and E check that edit like any port (writer ``branch``).
A kernel.rs deleted on the branch leaves nothing to rebuild: the translator writes it again (``deleted``: C's stale
verdict), and the message and report say so, so the run does not read as an ordinary translation.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

from tilebot.core.analysis import Variant
from tilebot.core.result import Artifact, Metric, StageResult, ValidatorRun
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


def write_translated(
    ctx: StageContext, variants: list[Variant], deleted: StageResult | None = None
) -> StageResult | Refusal:
    """Translate, build and dump IR; a :class:`Refusal` when the translator will not write this op. ``deleted``: C's
    stale verdict when kernel.rs was deleted on the run's branch, which this translation restores."""
    from tilebot.runner.stages.write_kernel import CONTRACT_TAG

    try:
        translation = translate_op(
            ctx.repo_root,
            ctx.op,
            read_analysis(ctx.run_dir).variants,
            target=ctx.config.target.gpu_arch,
            crates=ctx.config.target.crates,
        )
        report_text = _report(translation, CONTRACT_TAG, _deleted_note(ctx, deleted))
    except Refusal as refusal:
        return refusal
    except (ArithmeticError, LookupError, TypeError, ValueError, AttributeError, RecursionError, SyntaxError) as exc:
        # The kernel writer turns its own failures into refusals at a line; this is the rest (the op's variants, the
        # launch contract): still a refusal the stage reports (or hands to the agent), never a traceback.
        return Refusal("the translator", getattr(exc, "lineno", None) or 1, f"{type(exc).__name__}: {exc}")
    crate = ctx.kernel_crate
    crate.mkdir(parents=True, exist_ok=True)
    (crate / MANIFEST).write_text(skeleton_manifest(ctx.op, ctx.config.target.crates), encoding="utf-8")
    (crate / KERNEL_FILE).write_text(translation.kernel_rs, encoding="utf-8")
    report = ctx.repo_root / report_path(ctx.config, ctx.op, ctx.stage)
    report.parent.mkdir(parents=True, exist_ok=True)
    report.write_text(report_text, encoding="utf-8")
    judged = judge_crate(ctx, crate, report, variants, "the translation")
    entries = _entries(judged, len(translation.entries))
    message = f"translated (0 tokens): {entries}"
    if deleted is not None:
        message = (
            f"{_kernel(ctx)} was deleted on the run's branch (stage C (attempt {deleted.attempt}) found B's IR "
            f"stale), so it was translated again (0 tokens): {entries}"
        )
    return ctx.result(
        judged.verdict,
        message,
        classification=judged.classification,
        validators=judged.validators,
        artifacts=[ctx.artifact(report, "report"), *judged.artifacts],
        metrics={"translated_entries": Metric(value=len(translation.entries), unit="count"), **judged.metrics},
        writer="translator",
    )


def rebuild_branch_kernel(ctx: StageContext, variants: list[Variant], stale: StageResult) -> StageResult:
    """Judge the branch's kernel crate as it is, after C found B's IR stale (``stale``, C's result): nothing of the
    crate is written; the report gets a note of where this kernel.rs came from above the launch contract it had.

    The report describes the kernel as it is now, so it has one such note: a later rebuild's replaces an earlier one's
    (each attempt's stage_result.json keeps the history)."""
    crate = ctx.kernel_crate
    kernel = _kernel(ctx)
    report = ctx.repo_root / report_path(ctx.config, ctx.op, ctx.stage)
    previous = report.read_text(encoding="utf-8", errors="replace") if report.is_file() else ""
    report.parent.mkdir(parents=True, exist_ok=True)
    report.write_text(_branch_note(ctx.op, kernel, stale) + _without_branch_note(ctx.op, previous), encoding="utf-8")
    judged = judge_crate(ctx, crate, report, variants, f"the branch's {KERNEL_FILE}")
    return ctx.result(
        judged.verdict,
        f"rebuilt the branch's {kernel} as it is, not the file of B's last IR dump (written by neither translator "
        f"nor agent; 0 tokens): {judged.message}",
        classification=judged.classification,
        validators=judged.validators,
        artifacts=[ctx.artifact(report, "report"), *judged.artifacts],
        metrics=judged.metrics,
        writer="branch",
    )


@dataclass(frozen=True)
class Judged:
    """B's checks of a kernel crate, before the stage says who wrote it."""

    verdict: str
    message: str
    validators: list[ValidatorRun]
    artifacts: list[Artifact] = field(default_factory=list)
    metrics: dict[str, Metric] = field(default_factory=dict)

    @property
    def classification(self) -> Classification | None:
        return None if self.verdict == "COMPILED" else Classification.KERNEL


def judge_crate(ctx: StageContext, crate: Path, report: Path, variants: list[Variant], what: str) -> Judged:
    """``cargo build``, ``cargo test``, the report's launch contract and the IR dump of ``crate`` (``what``: the
    kernel's name in the messages); the IR lands where C reads it, recorded as dumped from this kernel.rs."""
    from tilebot.runner.stages.write_kernel import ContractError, dump_ir, ir_validator, launch_requests

    built = build_crate(crate, ctx.config.target.crates)
    validators = [built.validator("cargo build")]
    if not built.ok:
        return Judged("FAIL_COMPILE", f"{what} does not build: {built.output_tail[-300:]}", validators)
    tested = test_crate(crate)
    validators.append(tested.validator("cargo test"))
    metrics = {"rust_tests_passed": Metric(value=tests_passed(tested.output_tail), unit="count")}
    if not tested.ok:
        return Judged("FAIL_FIXABLE", "built, but cargo test failed", validators, metrics=metrics)
    try:
        written = dump_ir(
            crate / KERNEL_FILE, launch_requests(report, variants, ctx.config.target.gpu_arch), variants, ctx
        )
    except (ContractError, HarnessError) as exc:
        validators.append(
            ValidatorRun(name="ir dump", command="compile_candidate_ir", exit_code=1, output_tail=str(exc)[-2000:])
        )
        return Judged("FAIL_FIXABLE", f"built, but no Tile IR: {exc}", validators, metrics=metrics)
    validators.extend(ir_validator(path, ctx.run_dir) for path in written)
    artifacts = [ctx.artifact(path, "ir_text") for path in written]
    metrics["ir_variants"] = Metric(value=len(written), unit="count")
    bad = [v for v in validators if v.exit_code != 0]
    if bad:
        message = f"generated IR does not parse: {bad[0].output_tail}"
        return Judged("FAIL_FIXABLE", message, validators, artifacts, metrics)
    return Judged("COMPILED", f"built; Tile IR for {len(written)} variants", validators, artifacts, metrics)


def _entries(judged: Judged, entries: int) -> str:
    return f"{entries} entries {judged.message}" if judged.verdict == "COMPILED" else judged.message


def _kernel(ctx: StageContext) -> str:
    return f"`{ctx.config.kernel_crate(ctx.op)}/{KERNEL_FILE}`"


def _deleted_note(ctx: StageContext, deleted: StageResult | None) -> str:
    if deleted is None:
        return ""
    return (
        f"{_kernel(ctx)} was deleted on the run's branch after B's last IR dump, so stage C (attempt "
        f"{deleted.attempt}) found that IR stale: {deleted.message}\n\nWith no kernel.rs to rebuild, tilebot's "
        "translator translated the op again, and its kernel.rs replaces the deleted file.\n\n"
    )


def _report(translation: Translation, tag: str, note: str = "") -> str:
    facts = "\n".join(f"- {fact}" for fact in translation.facts) or "- none"
    entries = "\n".join(f"- `{v.name}` ← `{v.source}::{v.kernel}`" for v, _ in translation.entries)
    contract = json.dumps(translation.contract(), indent=2, sort_keys=True)
    return (
        f"# B write kernel: {translation.op}, written by tilebot's translator (0 tokens)\n\n"
        f"{note}## Entries\n{entries}\n\n## Facts decided at translation time\n{facts}\n\n"
        f"## Launch contract\n```json {tag}\n{contract}\n```\n"
    )


_NOTE_END = "\n\n---\n\n"  # never inside a note: C's message, the only text it quotes, is one line


def _branch_heading(op: str) -> str:
    return f"# B write kernel: {op}, the branch's kernel.rs rebuilt as it is (0 tokens)\n\n"


def _without_branch_note(op: str, report: str) -> str:
    """``report`` less the note an earlier rebuild put on top of it (a report whose note has lost its end, e.g. one the
    agent rewrote, is kept whole: it may hold the only launch contract)."""
    _, end, rest = report.partition(_NOTE_END)
    return rest if end and report.startswith(_branch_heading(op)) else report


def _branch_note(op: str, kernel: str, stale: StageResult) -> str:
    return (
        _branch_heading(op)
        + f"{kernel} on the run's branch is not the file B last dumped Tile IR from, so stage C (attempt "
        f"{stale.attempt}) found that IR stale: {stale.message}\n\nB keeps this kernel.rs byte for byte and judges "
        "it as it is: cargo build, cargo test, the launch contract and the IR dump (the stage result says how that "
        "went). Neither tilebot's translator nor the agent wrote it; C, D and E check it like any port. The launch "
        "contract is the one in the report below, an earlier attempt's." + _NOTE_END
    )


def refusal_note(refusal: Refusal) -> str:
    """What the agent is told when the translator stopped (``writer = "auto"``)."""
    return (
        f"tilebot's translator stopped at line {refusal.line} of the reference kernel on `{refusal.construct}`: "
        f"{refusal.reason}. Write the kernel yourself; that construct needs its own cutile form."
    )
