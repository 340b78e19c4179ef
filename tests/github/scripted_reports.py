"""Scripted stages (tests/support/scripted_stage.py) that can also write the reports a PR shows.

A script step may add ``ir_diff`` (the IR-diff JSON), ``benchmark`` (stage E's table) or ``junit``
(JUnit XML text); each becomes a committed file listed in the StageResult's artifacts with its kind.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from tests.support import scripted_stage
from tilebot.core.result import StageResult
from tilebot.runner.stages import StageContext

FILES = {"ir_diff": "ir_diff.json", "benchmark": "benchmark.json", "junit": "junit.xml"}


def run(ctx: StageContext) -> StageResult:
    result = scripted_stage.run(ctx)
    script = json.loads(Path(os.environ["TILEBOT_TEST_SCRIPT"]).read_text())
    steps = script.get(ctx.stage.value) or [{}]
    step = steps[min(ctx.attempt, len(steps)) - 1]
    extra = []
    for kind, filename in FILES.items():
        if kind in step:
            path = ctx.attempt_dir / filename
            content = step[kind]
            path.write_text(content if isinstance(content, str) else json.dumps(content), encoding="utf-8")
            extra.append(ctx.artifact(path, kind))
    if not extra:
        return result
    return result.model_copy(update={"artifacts": [*result.artifacts, *extra]})
