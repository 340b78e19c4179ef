"""A stand-in for ``op_plugin`` in CPU tests of the harness around it (no torch here): it writes each test's
outcome where op_plugin writes its results, in op_plugin's format, so what runs the children and reads their
files is the real one."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from tilebot.runner.gpu.op_plan import PARTIAL_FILE, PLAN_ENV, RESULTS_FILE, RUNNING_FILE

_nodes: dict[str, dict[str, Any]] = {}


def _out() -> Path:
    out = Path(json.loads(Path(os.environ[PLAN_ENV]).read_text(encoding="utf-8"))["out_dir"])
    out.mkdir(parents=True, exist_ok=True)
    return out


def pytest_runtest_logstart(nodeid: str) -> None:
    (_out() / RUNNING_FILE).write_text(nodeid + "\n", encoding="utf-8")  # as op_plugin: the test under way


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    if report.when == "call" or report.outcome != "passed":
        _nodes[report.nodeid] = {"seed": 0, "outcome": report.outcome, "message": "", "calls": 1, "pid": os.getpid()}
    if report.when == "teardown":  # as op_plugin: what a child killed on its timeout had done
        _write(PARTIAL_FILE)


def pytest_sessionfinish() -> None:
    _write(RESULTS_FILE)


def _write(name: str) -> None:
    plan = json.loads(Path(os.environ[PLAN_ENV]).read_text(encoding="utf-8"))
    payload = {"mode": plan["mode"], "op": plan["op"], "setup_error": "", "ceiling_gbps": None, "nodes": _nodes}
    (_out() / name).write_text(json.dumps(payload), encoding="utf-8")
