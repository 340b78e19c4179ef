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
from tilebot.runner.autotune_first import CUTILE_RS_AUTOTUNER, exhaustive_search
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


def _plugin(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, autotune: str, *, op: str, target: str, candidate: str
) -> _Plugins:
    """The plugin configured from a plan file as the stage writes it."""
    monkeypatch.setattr(tune, "exhaustive_search", tune.exhaustive_search)  # restored after the test
    plan = OpPlan(
        mode="check",
        op=op,
        target=target,
        contenders={"reference": target, "candidate": candidate},
        out_dir=str(tmp_path),
        autotune=autotune,  # type: ignore[arg-type]
    )
    (tmp_path / "plan.json").write_text(plan.to_json(), encoding="utf-8")
    monkeypatch.setenv(PLAN_ENV, str(tmp_path / "plan.json"))
    plugins = _Plugins()
    op_plugin.pytest_configure(types.SimpleNamespace(pluginmanager=plugins))  # type: ignore[arg-type]
    return plugins


def _configure(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, autotune: str) -> types.ModuleType:
    """The plugin configured, then the target's module imported."""
    _plugin(tmp_path, monkeypatch, autotune, op="bmm", target="m:f", candidate="m:g")
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


# An autotuner as TileGym's cutile-rs backend writes it (NVIDIA's ports): each candidate measured by a function it
# looks up at call time (under torch.profiler there), the fastest launched again; the wrapper imported it by name.
AUTOTUNER = """
def _bench_config_cupti(kernel_fn, cfg, warmup=2, rep=10, kernel_filter=None):
    return kernel_fn(cfg), {"slow": 2.0, "fast": 1.0}[cfg]

def autotune_launch(kernel_fn, configs, key, kernel_name, warmup=2, rep=10, kernel_filter=None):
    best_cfg, best_ms = None, float("inf")
    for cfg in configs:
        _out, ms = _bench_config_cupti(kernel_fn, cfg, warmup=warmup, rep=rep, kernel_filter=kernel_filter)
        if ms < best_ms:
            best_cfg, best_ms = cfg, ms
    return best_cfg, kernel_fn(best_cfg)
"""
PORT_WRAPPER = f"""
from {CUTILE_RS_AUTOTUNER} import autotune_launch
launched = []

def port(x):
    return autotune_launch(lambda cfg: launched.append(cfg) or x, ["slow", "fast"], key=1, kernel_name="k")
"""


def _module(name: str, source: str, monkeypatch: pytest.MonkeyPatch) -> types.ModuleType:
    module = types.ModuleType(name)
    monkeypatch.setitem(sys.modules, name, module)
    exec(compile(source, f"{name}.py", "exec"), module.__dict__)
    return module


@pytest.mark.parametrize("autotune", ["first", "search"])
def test_a_cutile_rs_port_s_own_search_keeps_its_first_candidate_once_the_entries_are_imported(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, autotune: str
) -> None:
    _module(CUTILE_RS_AUTOTUNER, AUTOTUNER, monkeypatch)
    port = _module("fake_cutile_rs_port", PORT_WRAPPER, monkeypatch)  # imported by name before any patch
    port_entry = "fake_cutile_rs_port:port"
    plugins = _plugin(tmp_path, monkeypatch, autotune, op="silu_and_mul", target=port_entry, candidate=port_entry)
    interceptor = plugins.registered[0]
    interceptor.pytest_collection_finish(None)  # type: ignore[attr-defined]
    chosen, _ = port.port("x")  # outside a test the interceptor passes the call through
    if autotune == "first":  # nothing of the search launched; the first candidate ran once
        assert (chosen, port.launched) == ("slow", ["slow"])
    else:  # the port's own search: every candidate measured, the fastest launched again
        assert (chosen, port.launched) == ("fast", ["slow", "fast", "fast"])
