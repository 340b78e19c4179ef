"""Each stage's facts live in one StageSpec row; the rows agree with themselves, the routing table and
the stage modules, prompts and workflow that are found from them."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

from tilebot.bot.routing import ROUTES
from tilebot.core.stages import SPECS, Stage
from tilebot.runner import stages
from tilebot.runner.agents.prompts import prompt_template

ROOT = Path(__file__).resolve().parents[2]


def test_every_stage_has_exactly_one_row_with_a_distinct_letter() -> None:
    assert list(SPECS) == list(Stage)
    assert all(spec.stage is stage for stage, spec in SPECS.items())
    letters = [spec.letter for spec in SPECS.values() if spec.letter != "-"]
    assert len(letters) == len(set(letters)) == len(Stage) - 1


@pytest.mark.parametrize("stage", list(Stage))
def test_verdict_sets_are_subsets_of_the_stage_enum(stage: Stage) -> None:
    spec = SPECS[stage]
    verdicts = set(spec.verdict_values)
    assert spec.success <= verdicts
    assert spec.needs_classification <= verdicts
    assert set(spec.conclusions) <= verdicts
    assert set(spec.conclusions.values()) <= {"success", "neutral"}
    # A verdict that claims success never shows as a failed check by itself.
    assert all(spec.conclusion(v) != "failure" for v in spec.success)
    assert "BLOCKED" in verdicts and spec.conclusion("BLOCKED") == "failure"
    assert 0 < spec.cap <= 2 and spec.timeout_minutes > 0


@pytest.mark.parametrize("stage", list(Stage))
def test_the_implementation_and_prompt_a_row_names_exist(stage: Stage) -> None:
    spec = SPECS[stage]
    module, _, attr = spec.implementation.partition(":")
    assert callable(getattr(importlib.import_module(module), attr))
    assert stages.load(stage) is not None
    template = prompt_template(stage)
    assert (template is not None) == spec.agent
    if template is not None:
        assert (ROOT / "templates" / template).is_file()


def test_routes_name_only_verdicts_their_stage_has() -> None:
    for route in ROUTES:
        assert route.verdicts <= set(SPECS[route.stage].verdict_values), route
        for target in route.targets:
            assert target.stage in SPECS and target.needs_budget <= set(SPECS)


def test_owned_files_are_repository_relative_and_only_for_stages_that_write_code() -> None:
    for stage, spec in SPECS.items():
        paths = spec.owned_paths(rust_ops_dir="src/ops/cutile_rs", op="softmax")
        assert all(p.startswith("src/ops/cutile_rs/") and ".." not in p for p in paths)
        assert bool(paths) == (stage in (Stage.WRITE_KERNEL, Stage.HOST_FFI))
