"""Preflight: is this runner able to run the pipeline's CPU stages? PASS, or BLOCKED/env naming what is missing."""

from __future__ import annotations

import json
from dataclasses import asdict

from tilebot.core.result import StageResult, ValidatorRun
from tilebot.core.stages import Classification
from tilebot.runner.preflight.requirements import cpu_checks
from tilebot.runner.stages import StageContext


def run(ctx: StageContext) -> StageResult:
    checks = cpu_checks(ctx.config, ctx.repo_root, ctx.repo_root)
    report = ctx.attempt_dir / "preflight.json"
    report.write_text(json.dumps([asdict(c) for c in checks], indent=2) + "\n", encoding="utf-8")
    validators = [
        ValidatorRun(
            name=c.name, command=c.command, exit_code=0 if c.ok else 1, output_tail=c.message + "\n" + c.output
        )
        for c in checks
    ]
    artifacts = [ctx.artifact(report, "report")]
    failed = [c for c in checks if not c.ok]
    if failed:
        missing = "; ".join(f"{c.name}: {c.message}" for c in failed)
        return ctx.result(
            "BLOCKED", missing, classification=Classification.ENV, validators=validators, artifacts=artifacts
        )
    passed = f"{len(checks)} checks passed: " + ", ".join(c.name for c in checks)
    return ctx.result("PASS", passed, validators=validators, artifacts=artifacts)
