"""The agents' prompts: what each stage owns, its inputs by path, its outputs, what it must not touch."""

from __future__ import annotations

import jinja2
import pytest

from tilebot.core.config import parse_config
from tilebot.core.stages import Stage
from tilebot.runner.agents.policies import policy_for
from tilebot.runner.agents.prompts import PromptInputs, static_prompt, task_prompt

CONFIG = parse_config('[agents]\nmax_turns = 12\nwall_seconds = 900\n[layout]\nartifacts_dir = "bot_out"\n')
OP = "silu_and_mul"


def inputs(stage: Stage, **kw: object) -> PromptInputs:
    return PromptInputs(op=OP, config=CONFIG, policy=policy_for(stage, OP, CONFIG), **kw)  # type: ignore[arg-type]


def test_stage_b_prompt_names_its_files_inputs_and_limits() -> None:
    text = static_prompt(
        Stage.WRITE_KERNEL, inputs(Stage.WRITE_KERNEL, prior_reports=("bot_out/silu_and_mul/reports/ir_check.md",))
    )
    crate = "src/tilegym/ops/cutile_rs/silu_and_mul_kernel"
    assert f"`{crate}/kernel.rs`" in text and f"`{crate}/Cargo.toml`" in text
    assert "`bot_out/silu_and_mul/reference/analysis.json`" in text
    assert "`bot_out/silu_and_mul/reference/`" in text
    assert "`src/tilegym/ops/cutile/silu_and_mul.py`" in text
    assert "`bot_out/silu_and_mul/reports/ir_check.md`" in text  # the prior report to act on
    assert "`bot_out/silu_and_mul/reports/write_kernel.md`" in text  # its own report
    assert '`cutile = "=0.2.0"`' in text
    assert "## Do not touch" in text and "`ffi.rs`" in text.split("## Do not touch")[1]
    assert "at most 12 model turns and 15 minutes" in text
    assert "`tilebot ir-diff`" in text
    assert "{{" not in text and "{%" not in text


def test_stage_c_prompt_carries_the_mechanical_verdict_and_never_edits() -> None:
    text = static_prompt(Stage.IR_CHECK, inputs(Stage.IR_CHECK, extra={"verdict": "FAIL_FIXABLE"}))
    assert "First line: `VERDICT: FAIL_FIXABLE`" in text
    assert "You never edit code" in text
    assert "You may write only these files: `bot_out/silu_and_mul/reports/ir_check.md`." in text
    assert "`bot_out/silu_and_mul/generated/`" in text


def test_stage_c_prompt_without_a_verdict_is_an_error() -> None:
    with pytest.raises(jinja2.UndefinedError, match="verdict"):
        static_prompt(Stage.IR_CHECK, inputs(Stage.IR_CHECK))


def test_stage_d_prompt_owns_the_host_side_only() -> None:
    text = static_prompt(Stage.HOST_FFI, inputs(Stage.HOST_FFI))
    rust = "src/tilegym/ops/cutile_rs"
    owns, _, rest = text.partition("## Inputs")
    assert f"`{rust}/silu_and_mul_kernel/ffi.rs`" in owns and f"`{rust}/silu_and_mul.py`" in owns
    assert "kernel.rs" not in owns
    assert "`bot_out/silu_and_mul/reports/write_kernel.md`" in rest  # B's launch contract
    assert "`kernel.rs` or its crate manifest" in text.split("## Do not touch")[1]
    assert "tilebot ir-diff" not in text


def test_stage_f_prompt_is_report_only() -> None:
    text = static_prompt(Stage.PERF_DIAG, inputs(Stage.PERF_DIAG))
    assert "You may write only these files: `bot_out/silu_and_mul/reports/perf_diag.md`." in text
    assert "This stage runs no commands." in text
    assert "`bot_out/silu_and_mul/perf/`" in text and "Count launches before any theory" in text


def test_stages_without_an_agent_have_no_prompt() -> None:
    with pytest.raises(ValueError, match="no prompt for stage perf"):
        static_prompt(Stage.PERF, inputs(Stage.PERF_DIAG))


def test_task_prompt_says_which_attempt() -> None:
    first = task_prompt(run_id="0123abcd", op=OP, stage=Stage.WRITE_KERNEL, attempt=1)
    second = task_prompt(run_id="0123abcd", op=OP, stage=Stage.WRITE_KERNEL, attempt=2, notes="C says: owner kernel")
    assert "attempt 1." in first and "repeat attempt" not in first
    assert "repeat attempt" in second and "C says: owner kernel" in second


def test_stage_d_prompt_says_why_the_cdylib_manifest_needs_a_workspace_table() -> None:
    text = static_prompt(Stage.HOST_FFI, inputs(Stage.HOST_FFI))
    rules = text.split("## Rules for the cdylib manifest")[1].split("##")[0]
    assert "empty `[workspace]` table" in rules and "directories above the crate" in rules
    assert "`[patch]`, `[replace]`, `[build-dependencies]`" in rules
