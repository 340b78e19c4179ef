"""The harness runs exactly the node ids it names: pytest puts the repository's ``addopts`` before them, and a path
there would be collected and run too (its failures counted against the port). Each case runs real pytest through
the real harness (``outcome_plugin`` standing in for op_plugin, so no GPU), the repository's other options kept."""

from __future__ import annotations

from pathlib import Path

import pytest

from tilebot.runner.analysis.pytest_config import named_only
from tilebot.runner.gpu import op_harness
from tilebot.runner.gpu.op_plan import OpPlan

TESTS = """
def test_a(request):
    assert request.config.getoption("data_dir") == "tests/data"
def test_skipme(): pass
"""
NODES = ["tests/test_op.py::test_a", "tests/test_op.py::test_skipme"]
# a plugin whose option's value looks like a path that exists: the reader cannot tell, so it stays in addopts
PLUGIN = """
def pytest_addoption(parser):
    parser.addoption("--data-dir")
"""
OPTIONS = '-p optplugin --data-dir tests/data -k "not skipme"'
CONFIGS = {
    "pytest.ini": f"[pytest]\naddopts = tests/other {OPTIONS}\n",
    "tests/pytest.ini": f"[pytest]\naddopts = {OPTIONS} tests/other\n",  # the first config up from the node ids
    "setup.cfg": f"[tool:pytest]\naddopts = {OPTIONS} -- tests/other\n",
    "tox.ini": f"[pytest]\naddopts = tests/other/test_extra.py::test_extra {OPTIONS}\n",
    "pyproject.toml": f"[tool.pytest.ini_options]\naddopts = '{OPTIONS} tests/other'\n",
    "pyproject.toml (list)": (
        "[tool.pytest.ini_options]\naddopts = "
        '["-p", "optplugin", "tests/other", "--data-dir", "tests/data", "-k", "not skipme"]\n'
    ),
    "pytest.toml": 'addopts = ["-p", "optplugin", "--data-dir", "tests/data", "tests/other", "-k", "not skipme"]\n',
    # an installed plugin's flag (pytest-timeout's) before the path: no value, so the path is dropped
    "pytest.ini (a plugin's flag)": f"[pytest]\naddopts = --timeout-disable-debugger-detection tests/other {OPTIONS}\n",
}


def _repo(root: Path, config: str, text: str) -> Path:
    (root / "tests" / "other").mkdir(parents=True)
    (root / "tests" / "data").mkdir()
    (root / "tests" / "test_op.py").write_text(TESTS, encoding="utf-8")
    (root / "tests" / "other" / "test_extra.py").write_text("def test_extra(): assert False\n", encoding="utf-8")
    (root / "optplugin.py").write_text(PLUGIN, encoding="utf-8")
    name = config.split()[0]
    (root / name).write_text(("[pytest]\n" if name == "pytest.toml" else "") + text, encoding="utf-8")
    return root


def _plan(out: Path) -> OpPlan:
    entry = "pkg.op:op"
    contenders = {"reference": entry, "candidate": entry}
    return OpPlan(mode="check", op="op", target=entry, contenders=contenders, out_dir=str(out))


@pytest.mark.parametrize("config", CONFIGS)
def test_addopts_paths_are_not_run_beside_the_named_tests_and_its_options_still_apply(
    tmp_path: Path, config: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(op_harness, "PLUGIN", "tests.support.outcome_plugin")
    monkeypatch.setenv("PYTEST_ADDOPTS", "tests/other")  # the runner's own: never passed to the target's tests
    repo = _repo(tmp_path, config, CONFIGS[config])
    run = op_harness.run_op_tests(repo, _plan(repo / "out"), NODES, roots=[repo], timeout=120)
    assert run.results is not None, run.output_tail
    # test_extra (addopts' path) not run; test_skipme named but deselected by addopts' -k; test_a saw the plugin's
    # option with its value
    assert {n: r.outcome for n, r in run.results.nodes.items()} == {NODES[0]: "passed"}, run.output_tail
    assert run.exit_code == 0, run.output_tail


def test_a_repository_whose_addopts_names_no_path_runs_the_command_as_before(tmp_path: Path) -> None:
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_op.py").write_text(TESTS, encoding="utf-8")
    assert named_only(tmp_path, NODES) == []  # no config file at all
    (tmp_path / "pytest.ini").write_text("[pytest]\npython_files = test_*.py\n", encoding="utf-8")
    assert named_only(tmp_path, NODES) == []  # no addopts
    (tmp_path / "pytest.ini").write_text('[pytest]\naddopts = -ra -k "not x" --tb=short\n', encoding="utf-8")
    assert named_only(tmp_path, NODES) == []  # options only


def test_addopts_less_its_paths_is_given_as_pytest_splits_it(tmp_path: Path) -> None:
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_op.py").write_text(TESTS, encoding="utf-8")
    addopts = "tests -ra --tb short -k 'a and not b' -p xdist -n 4 --junitxml=x.xml other -- more"
    (tmp_path / "pytest.ini").write_text(f"[pytest]\naddopts = {addopts}\n", encoding="utf-8")
    # -n (a plugin's) may take 4 as its value: kept; the rest of the bare tokens, and --, are paths
    expected = "-ra --tb short -k 'a and not b' -p xdist -n 4 --junitxml=x.xml"
    assert named_only(tmp_path, NODES) == ["-o", f"addopts={expected}"]
