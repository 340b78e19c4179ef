"""Stage A (analyze): ``<run_dir>/reference/analysis.json`` and reference Tile IR per variant.

On a GPU runner, where the op also has a Triton implementation, both references are timed per
variant and the faster is recorded in ``variants[].timing`` (``reference_timing``).

Verdicts: PASS when every configuration maps to variants whose IR exported and parses,
and nothing is unresolved; FAIL_FIXABLE when the environment is fine but something is
unresolved (each item says why); BLOCKED/env when cuTile Python or tileirdisasm is
missing. The validators are run here, by this code: the written analysis.json validates
against the ``Analysis`` schema, and every IR file is bytecode with the Tile IR magic and
text that parses and names the exported entry.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from tilebot.core.analysis import Analysis
from tilebot.core.result import Metric, StageResult, ValidatorRun, one_line
from tilebot.core.stages import Classification
from tilebot.runner.analysis.analyze_op import analyze
from tilebot.runner.analysis.reference_timing import time_references
from tilebot.runner.op_files import OpNotFound
from tilebot.runner.stages import StageContext


def run(ctx: StageContext) -> StageResult:
    blocked = _tools_missing()
    if blocked:
        return ctx.result("BLOCKED", blocked.output_tail, classification=Classification.ENV, validators=[blocked])
    reference = ctx.paths.reference
    if reference.exists():
        shutil.rmtree(reference)  # a repair attempt must not inherit stale IR
    reference.mkdir(parents=True)
    try:
        analysis = analyze(ctx.repo_root, ctx.op, ctx.config, ctx.run_dir)
    except OpNotFound as exc:
        return ctx.result("FAIL_FIXABLE", str(exc))
    analysis, timing_note = time_references(ctx.repo_root, ctx.op, ctx.config, ctx.run_dir, analysis)
    path = ctx.paths.analysis
    path.write_text(analysis.model_dump_json(indent=2) + "\n", encoding="utf-8")

    validators = [_schema_check(path), *_ir_checks(ctx.run_dir, analysis)]
    artifacts = [ctx.artifact(path, "analysis")]
    timing_record = ctx.paths.reference_timing_record
    if timing_record.is_file():
        artifacts.append(ctx.artifact(timing_record, "reference_timing"))
    for variant in analysis.variants:
        for ref in filter(None, [variant.reference_ir, *variant.supplements]):
            artifacts.append(ctx.artifact(ctx.run_dir / ref.text, "ir_text"))
            artifacts.append(ctx.artifact(ctx.run_dir / ref.bytecode, "ir_bytecode"))
    configs = analysis.configs
    metrics = {
        "configs": Metric(value=len(configs), unit="count"),
        "configs_mapped": Metric(value=sum(c.status == "mapped" for c in configs), unit="count"),
        "variants": Metric(value=len(analysis.variants), unit="count"),
        "reference_ir": Metric(value=sum(v.reference_ir is not None for v in analysis.variants), unit="count"),
        "unresolved": Metric(value=len(analysis.unresolved), unit="count"),
    }
    failed = [v for v in validators if v.exit_code != 0]
    if analysis.fully_analysed and not failed:
        mapped = int(metrics["configs_mapped"].value)
        message = (
            f"{len(analysis.variants)} variants with reference IR; {mapped} of {len(configs)} configurations "
            f"mapped, {len(configs) - mapped} skipped for cuTile or launching no kernel; {timing_note}"
        )
        return ctx.result("PASS", message, validators=validators, artifacts=artifacts, metrics=metrics)
    problems = [f"{u.item}: {u.reason}" for u in analysis.unresolved] + [f"{v.name} failed" for v in failed]
    if not analysis.variants and not problems:
        problems = ["no variant found"]
    message = f"{len(problems)} unresolved: " + "; ".join(problems[:3])
    return ctx.result("FAIL_FIXABLE", one_line(message), validators=validators, artifacts=artifacts, metrics=metrics)


def _tools_missing() -> ValidatorRun | None:
    try:
        import cuda.tile  # noqa: F401
    except ImportError as exc:
        return ValidatorRun(name="cuda-tile", command="import cuda.tile", exit_code=1, output_tail=f"{exc}")
    from tilebot.runner.tileir.disasm import INSTALL_HINT, find_tileirdisasm

    if find_tileirdisasm() is None:
        detail = f"tileirdisasm not found (needed to print reference Tile IR); fix: {INSTALL_HINT}"
        return ValidatorRun(name="tileirdisasm", command="find_tileirdisasm()", exit_code=1, output_tail=detail)
    return None


def _schema_check(path: Path) -> ValidatorRun:
    try:
        Analysis.model_validate_json(path.read_text(encoding="utf-8"))
    except ValueError as exc:
        return ValidatorRun(
            name="analysis.json schema",
            command=f"Analysis.validate {path.name}",
            exit_code=1,
            output_tail=str(exc)[-4000:],
        )
    return ValidatorRun(name="analysis.json schema", command=f"Analysis.validate {path.name}", exit_code=0)


def _ir_checks(run_dir: Path, analysis: Analysis) -> list[ValidatorRun]:
    from tilebot.runner.tileir.disasm import BYTECODE_MAGIC
    from tilebot.runner.tileir.errors import IRInputError
    from tilebot.runner.tileir.parse import parse_ir

    checks = []
    for variant in analysis.variants:
        for ref in filter(None, [variant.reference_ir, *variant.supplements]):
            name = f"reference IR {Path(ref.text).name}"
            problem = ""
            try:
                with open(run_dir / ref.bytecode, "rb") as f:
                    if f.read(len(BYTECODE_MAGIC)) != BYTECODE_MAGIC:
                        problem = f"{ref.bytecode} is not Tile IR bytecode"
                module = parse_ir((run_dir / ref.text).read_text(encoding="utf-8"), ref.text)
                symbols = [e.symbol for e in module.entries]
                if ref.symbol not in symbols:
                    problem = f"{ref.text} has entries {symbols}, not {ref.symbol}"
            except (OSError, IRInputError) as exc:
                problem = str(exc)
            checks.append(
                ValidatorRun(
                    name=name, command=f"parse_ir {ref.text}", exit_code=1 if problem else 0, output_tail=problem
                )
            )
    return checks
