"""A plugin's options in ``addopts`` are read as pytest reads them, from the plugins installed where the analysis runs
(``plugin_options``): those of this environment (pytest-timeout, pytest-xdist), one registered through a ``pytest11``
entry point (``covlike``, taking an optional value as pytest-cov's ``--cov`` does) and one that ``-p`` names. Each case
is checked against real pytest run in the repository without arguments. An option no plugin here registers (a
conftest's, a blocked plugin's, a ``-p`` module of the repository's own, which is never imported) stays a problem."""

from __future__ import annotations

import subprocess
import sys
import venv
from pathlib import Path

import pytest

from tilebot.runner.analysis import plugin_options
from tilebot.runner.analysis.pytest_config import Locator, named_only

FILES = {
    "tests/test_t.py": "def test_in_testpaths():\n    pass\n",
    "src/test_s.py": "def test_in_src():\n    pass\n",
    "other/test_o.py": "def test_other():\n    pass\n",
}
# installed outside the repository, on PYTHONPATH: --cov as pytest-cov declares it, a flag, one taking one or more
COVLIKE = """
def pytest_addoption(parser):
    parser.addoption("--cov", action="append", default=[], nargs="?", const=True, dest="cov_source")
    parser.addoption("--no-cov", action="store_true")
    parser.addoption("--cov-fail", nargs="+")
"""
ENTRY_POINT = "[pytest11]\ncovlike = covlike\n"
FLAG_PLUGIN = 'def pytest_addoption(parser):\n    parser.addoption("--quick", action="store_true")\n'
# a -p module of the repository itself: its code, which the analysis does not run
LOCAL_PLUGIN = 'import pathlib\npathlib.Path(__file__).with_name("imported").touch()\n' + FLAG_PLUGIN


@pytest.fixture
def repo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    site = tmp_path / "site"
    (site / "covlike-1.0.dist-info").mkdir(parents=True)
    (site / "covlike-1.0.dist-info" / "METADATA").write_text("Metadata-Version: 2.1\nName: covlike\nVersion: 1.0\n")
    (site / "covlike-1.0.dist-info" / "entry_points.txt").write_text(ENTRY_POINT)
    (site / "covlike.py").write_text(COVLIKE)
    (site / "flagplugin.py").write_text(FLAG_PLUGIN)
    monkeypatch.setenv("PYTHONPATH", str(site))  # for the analysis' pytest and the oracle's alike
    root = tmp_path / "repo"
    for rel, text in FILES.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text)
    (root / "localplugin.py").write_text(LOCAL_PLUGIN)
    return root


def _configure(repo: Path, addopts: str) -> None:
    (repo / "pytest.ini").write_text(f"[pytest]\ntestpaths = tests\naddopts = {addopts}\n")


def _ours(repo: Path) -> list[str]:
    locator = Locator(repo)
    return sorted(rel for rel in FILES if locator.collects(repo / rel))


def _pytests(repo: Path) -> list[str]:
    command = [sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider"]
    proc = subprocess.run(command, cwd=repo, capture_output=True, text=True, timeout=120, check=False)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return sorted({line.split("::")[0] for line in proc.stdout.splitlines() if "::" in line})


def _problems(repo: Path) -> tuple[str, ...]:
    return Locator(repo).problems(repo / "tests" / "test_t.py")


@pytest.mark.parametrize(
    ("addopts", "collected"),
    [
        ("--timeout-disable-debugger-detection other", ["other/test_o.py"]),  # pytest-timeout's flag: other, a path
        ("-n 0 --dist loadfile --timeout 60 other", ["other/test_o.py"]),  # xdist's and pytest-timeout's values
        ("--cov src", ["tests/test_t.py"]),  # src: the value --cov may take, as it exists (testpaths kept)
        ("--cov src --no-cov other", ["other/test_o.py"]),
        ("--cov -x src", ["src/test_s.py"]),  # an option between: --cov takes none, src is a path
        ("--cov-fail a b other", ["tests/test_t.py"]),  # it takes all three
        ("-p flagplugin --quick other", ["other/test_o.py"]),  # a plugin -p names, installed
        ("-pflagplugin --durations 10 --quick src", ["src/test_s.py"]),
    ],
)
def test_a_plugins_options_are_read_as_pytest_reads_them(repo: Path, addopts: str, collected: list[str]) -> None:
    _configure(repo, addopts)
    assert _ours(repo) == _pytests(repo) == collected
    assert not _problems(repo)


def test_addopts_less_its_paths_keeps_a_plugins_values_and_drops_the_paths_after_its_flags(repo: Path) -> None:
    nodes = ["tests/test_t.py::test_in_testpaths"]
    _configure(repo, "--cov src -p flagplugin --quick other --timeout 60")
    assert named_only(repo, nodes) == ["-o", "addopts=--cov src -p flagplugin --quick --timeout 60"]


@pytest.mark.parametrize(
    ("addopts", "why"),
    [
        ("-p no:covlike --cov src", ""),  # pytest refuses --cov then: the reader does not guess
        ("-p localplugin --quick src", "-p localplugin did not load here"),  # the repository's: not imported
    ],
)
def test_an_option_no_plugin_here_registers_stays_a_problem(repo: Path, addopts: str, why: str) -> None:
    _configure(repo, addopts)
    option = addopts.split()[2]
    problems = _problems(repo)
    assert _ours(repo) == ["tests/test_t.py"]
    assert len(problems) == 1 and f"src may be the value of {option}" in problems[0], problems
    assert why in problems[0] and "neither pytest nor a plugin installed here registers" in problems[0]
    assert not (repo / "imported").exists()  # the analysis never ran the repository's plugin


def test_where_pytest_is_not_installed_a_plugins_option_is_a_problem_that_says_so(
    repo: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    venv.create(tmp_path / "bare", with_pip=False)
    monkeypatch.setattr(sys, "executable", str(tmp_path / "bare" / "bin" / "python"))
    _configure(repo, "--cov src")
    (problem,) = _problems(repo)
    assert "src may be the value of --cov" in problem and "No module named '_pytest'" in problem, problem


def test_the_installed_plugins_options_come_with_how_many_values_each_takes(repo: Path) -> None:
    options = plugin_options.installed([]).options
    assert options["-n"] == options["--timeout"] == (1, 1) and options["--timeout-disable-debugger-detection"] == (0, 0)
    assert (options["--cov"], options["--cov-fail"]) == ((0, 1), (1, None))
    assert options["--durations"] == (1, 1) and "--quick" not in options  # pytest's own; a -p plugin not named
    blocked = plugin_options.installed(["-p", "no:xdist", "-p", "flagplugin"]).options
    assert "-n" not in blocked and blocked["--quick"] == (0, 0)
