"""`[perf] autotune = "first"`: D's and E's test processes answer each cuTile Python autotune search with its first
candidate and run none of it, as TileGym does under its own switch and as stage A's dry run records."""

from __future__ import annotations

import sys
import types
from pathlib import Path
from typing import Any

import cuda.tile.tune as tune
import pytest

from tilebot.core.config import RunConfig
from tilebot.runner.autotune_first import exhaustive_search
from tilebot.runner.gpu import op_plugin
from tilebot.runner.gpu.op_plan import PLAN_ENV, OpPlan

# A wrapper as TileGym's bmm writes it: the search imported by name, and what it returns launched.
WRAPPER = """
from cuda.tile.tune import exhaustive_search

def best(configs, run):
    return exhaustive_search(configs, None, run, object(), run, lambda cfg: {"occupancy": cfg})
"""


def _never(*_: Any) -> Any:
    raise AssertionError("a candidate was launched")


class _Plugins:
    def __init__(self) -> None:
        self.registered: list[object] = []

    def register(self, plugin: object, name: str) -> None:
        self.registered.append(plugin)


def _configure(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, autotune: str) -> types.ModuleType:
    """The plugin configured from a plan file as the stage writes it, then the target's module imported."""
    monkeypatch.setattr(tune, "exhaustive_search", tune.exhaustive_search)  # restored after the test
    plan = OpPlan(
        mode="check",
        op="bmm",
        target="m:f",
        contenders={"reference": "m:f", "candidate": "m:g"},
        out_dir=str(tmp_path),
        autotune=autotune,  # type: ignore[arg-type]
    )
    (tmp_path / "plan.json").write_text(plan.to_json(), encoding="utf-8")
    monkeypatch.setenv(PLAN_ENV, str(tmp_path / "plan.json"))
    op_plugin.pytest_configure(types.SimpleNamespace(pluginmanager=_Plugins()))  # type: ignore[arg-type]
    wrapper = types.ModuleType("fake_bmm_wrapper")
    exec(compile(WRAPPER, "fake_bmm_wrapper.py", "exec"), wrapper.__dict__)
    monkeypatch.setitem(sys.modules, wrapper.__name__, wrapper)
    return wrapper


def test_a_search_answers_with_its_first_candidate_and_launches_none(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    wrapper = _configure(tmp_path, monkeypatch, "first")
    result = wrapper.best(iter([2, 1, 4]), _never)  # a generator, as a wrapper may pass
    assert result.best.config == 2 and result.best.mean_us == 0.0 and result.successes == [result.best]
    with pytest.raises(ValueError, match="empty search space"):
        wrapper.best([], _never)


def test_the_search_stays_the_target_s_own_by_default(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    wrapper = _configure(tmp_path, monkeypatch, "search")
    assert wrapper.exhaustive_search is not exhaustive_search
    assert '"autotune"' not in (tmp_path / "plan.json").read_text(encoding="utf-8")  # the plan file as it was


def test_d_and_e_plan_with_the_run_s_setting() -> None:
    assert RunConfig().perf.autotune == "search"
    assert RunConfig.model_validate({"perf": {"autotune": "first"}}).perf.autotune == "first"
    with pytest.raises(ValueError, match="autotune"):
        RunConfig.model_validate({"perf": {"autotune": "off"}})
