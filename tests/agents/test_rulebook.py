"""The rulebook B and D receive: its worked port is what the translator really emits, its construct mapping is the
translator's table, its contract section names every field the harness reads, and it reaches the model as a cached
system block before the stage prompt."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.agents.messages_server import MessagesServer, Reply, text
from tilebot.core.analysis import Analysis
from tilebot.core.config import RunConfig
from tilebot.core.stages import Stage
from tilebot.runner.agents import rulebook
from tilebot.runner.agents.policies import policy_for
from tilebot.runner.agents.prompts import PromptInputs, static_prompt, system_blocks
from tilebot.runner.agents.runtime import Limits, make_client, run_agent
from tilebot.runner.agents.tools import StagePolicy, StageTools
from tilebot.runner.targets.cutile_rs.harness import EntryRequest, IntArg, PointerArg, TensorArg
from tilebot.runner.translator import table
from tilebot.runner.translator.host import write_host
from tilebot.runner.translator.op import translate_op

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples/tilegym-mini"
# The analysis of the run whose translated softmax passed every gate on the H200 (reports/h200-translated.md).
H200_ANALYSIS = ROOT / "reports/h200-translated/softmax/tilebot/softmax/reference/analysis.json"
REGENERATE = "the translator's output changed: regenerate tilebot/runner/agents/rulebook/worked/ from it"


def test_the_worked_port_is_exactly_what_the_translator_emits_for_the_h200_run() -> None:
    variants = Analysis.model_validate_json(H200_ANALYSIS.read_text(encoding="utf-8")).variants
    translation = translate_op(EXAMPLE, rulebook.WORKED_OP, variants, target="sm_90")
    reference = EXAMPLE / "src/tilegym/ops/cutile/softmax.py"
    host = write_host(translation, reference, "tilegym.ops.cutile")
    assert rulebook.worked_file("kernel").read_text(encoding="utf-8") == translation.kernel_rs, REGENERATE
    assert rulebook.worked_file("ffi").read_text(encoding="utf-8") == host.ffi_rs, REGENERATE
    assert rulebook.worked_file("wrapper").read_text(encoding="utf-8") == host.wrapper_py, REGENERATE
    assert json.loads(rulebook.worked_file("contract").read_text(encoding="utf-8")) == translation.contract()
    assert rulebook.worked_file("reference").read_text(encoding="utf-8") == reference.read_text(encoding="utf-8")
    # D's rules show the cdylib module the translator declares for the op, verbatim.
    host_md = (rulebook.RULEBOOK_DIR / "host.md").read_text(encoding="utf-8")
    assert "\n".join("  " + line for line in host.lib_module.splitlines()) in host_md


def test_the_construct_mapping_is_the_translator_table() -> None:
    mapping = rulebook.construct_mapping()
    rows = table.rows().values()
    assert len([line for line in mapping.splitlines() if line.startswith("| `")]) == len(rows)
    for row in rows:
        assert f"| `{row.python}` |" in mapping
    refused = [line for line in mapping.splitlines() if "**no faithful form**" in line]
    assert len(refused) == len([r for r in rows if r.form == "refused"]) > 0
    assert "| `ct.load(check_bounds=)` |" in "\n".join(refused)


def test_the_contract_section_names_every_field_the_harness_reads() -> None:
    contract = (rulebook.RULEBOOK_DIR / "contract.md").read_text(encoding="utf-8")
    filled_by_the_stage = {"name", "target"}
    fields = [*EntryRequest.model_fields, *TensorArg.model_fields, *IntArg.model_fields, *PointerArg.model_fields]
    documented = {f for f in fields if f"`{f}`" in contract or f'"{f}"' in contract}
    assert set(fields) - {"base_addr"} <= documented | filled_by_the_stage
    assert {"tensor", "int", "pointer"} <= {k for k in ("tensor", "int", "pointer") if f'"{k}"' in contract}


@pytest.mark.parametrize("stage", [Stage.WRITE_KERNEL, Stage.HOST_FFI], ids=lambda s: s.value)
def test_the_rulebook_is_tens_of_kilobytes_with_the_stage_s_own_rules(stage: Stage) -> None:
    book = rulebook.rulebook(stage)
    assert 15_000 < len(book.encode()) < 120_000
    own = "(stage B)" if stage is Stage.WRITE_KERNEL else "(stage D)"
    assert own in book and "# The launch contract" in book and "# cutile API used by the ports" in book
    assert "# Worked example: `softmax`" in book and "pub unsafe fn softmax_kernel<E: ElementType" in book
    if stage is Stage.HOST_FFI:
        assert 'pub unsafe extern "C" fn cutile_softmax(' in book and "current package believes" in book
    else:
        assert "# Construct mapping" in book and 'extern "C"' not in book.split("# Worked example")[1]


def test_stages_that_write_no_code_get_no_rulebook() -> None:
    for stage in (Stage.IR_CHECK, Stage.PERF_DIAG):
        assert rulebook.rulebook(stage) == ""


def _inputs(stage: Stage) -> PromptInputs:
    config = RunConfig()
    return PromptInputs(op="relu", config=config, policy=policy_for(stage, "relu", config))


def test_b_and_d_get_the_rulebook_first_and_c_only_its_prompt() -> None:
    for stage in (Stage.WRITE_KERNEL, Stage.HOST_FFI):
        blocks = system_blocks(stage, _inputs(stage))
        assert blocks == (rulebook.rulebook(stage), static_prompt(stage, _inputs(stage)))
    c_inputs = PromptInputs(
        op="relu", config=RunConfig(), policy=policy_for(Stage.IR_CHECK, "relu", RunConfig()), extra={"verdict": "PASS"}
    )
    assert system_blocks(Stage.IR_CHECK, c_inputs) == (static_prompt(Stage.IR_CHECK, c_inputs),)


def test_each_system_block_reaches_the_api_with_its_own_cache_breakpoint(tmp_path: Path) -> None:
    blocks = system_blocks(Stage.WRITE_KERNEL, _inputs(Stage.WRITE_KERNEL))
    limits = Limits(model="claude-test", max_turns=2, max_tokens=256, wall_seconds=60)
    with MessagesServer([Reply([text("done")])]) as server:
        client = make_client({"ANTHROPIC_API_KEY": "sk-test"}, base_url=server.url)
        tools = StageTools(tmp_path, StagePolicy(writable=()))
        run_agent(client, static_context=blocks, task="t", toolbox=tools, limits=limits)
        system = server.requests[0].body["system"]
    assert [b["text"] for b in system] == list(blocks)
    assert all(b["cache_control"] == {"type": "ephemeral"} for b in system)
    assert system[0]["text"].startswith("# Rulebook")
