"""Which files pytest collects, as the repository's settings decide it: ``testpaths``, ``norecursedirs`` (pytest's
defaults where unset), ``--ignore``/``--ignore-glob`` and ``-o``/``--override-ini`` in ``addopts``, and the
``collect_ignore``/``collect_ignore_glob`` a conftest.py sets. Each case is checked against what real pytest collects
run in the repository without arguments; a setting the reader cannot read is a problem."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from tests.unit.test_analysis_fixture_params import _pytest_ids, _read, _repo
from tilebot.runner.analysis import testfiles

A_TEST = "def test_here():\n    pass\n"

# every file is a test_op.py (a test file of the op) in a package of its own
PLACES = [
    "scripts",  # outside testpaths
    "tests/build",  # pytest's default norecursedirs
    "tests/legacy",
    "tests/.hidden",
    "tests/addopts_ignored",  # addopts' --ignore
    "tests/globbed_a",  # addopts' --ignore-glob
    "tests/kept",
    "tests/kept/old",  # collect_ignore of tests/kept/conftest.py
    "tests/kept/appended",  # appended to it
    "tests/kept/gen_1",  # collect_ignore_glob
    "tests/kept/deep/gen_2",
]

KEPT_CONFTEST = """
collect_ignore = ["old"]
collect_ignore_glob = ["gen_*"]
collect_ignore.append("appended")
"""

SETTINGS = {
    "defaults": "[pytest]\ntestpaths = tests\naddopts = --ignore=tests/addopts_ignored --ignore-glob=*/globbed_*\n",
    "own norecursedirs": '[pytest]\nnorecursedirs = legacy ".*"\ntestpaths = tests scripts\n',
    "testpaths glob, toml": '[pytest]\ntestpaths = ["tests/k*", "tests/ops"]\n'
    'addopts = ["--ignore", "tests/kept/old"]\n',
}


def _selection_repo(tmp_path: Path, settings: str) -> Path:
    repo = _repo(tmp_path)
    for place in PLACES:
        (repo / place).mkdir(parents=True, exist_ok=True)
        (repo / place / "__init__.py").touch()
        (repo / place / "test_op.py").write_text(A_TEST)
    (repo / "tests" / "kept" / "deep" / "__init__.py").touch()
    (repo / "tests" / "kept" / "conftest.py").write_text(textwrap.dedent(KEPT_CONFTEST))
    name = "pytest.toml" if "toml" in settings else "pytest.ini"
    (repo / name).write_text(SETTINGS[settings])
    return repo


@pytest.mark.parametrize("settings", sorted(SETTINGS))
def test_the_test_files_are_those_pytest_collects_as_the_settings_and_conftests_say(
    tmp_path: Path, settings: str
) -> None:
    repo = _selection_repo(tmp_path, settings)
    expected = sorted({i.split("::")[0] for i in _pytest_ids(repo, no_arguments=True)})
    assert "tests/kept/test_op.py" in expected and "tests/kept/old/test_op.py" not in expected
    files = testfiles.find_test_files(repo, ".", "op", "tilegym.ops.cutile.op", [])
    assert sorted(f.path for f in files) == expected
    assert not _read(repo, "tests/kept/test_op.py").problems


@pytest.mark.parametrize(
    ("where", "text", "said"),
    [
        ("tests/ops/conftest.py", 'import sys\nif sys.platform == "linux":\n    collect_ignore = ["x"]\n', "if sys"),
        ("conftest.py", "try:\n    import numpy\nexcept ImportError:\n    collect_ignore = ['tests']\n", "try:"),
        ("conftest.py", "import os\ncollect_ignore_glob = [os.path.join('a', 'b')]\n", "collect_ignore_glob"),
        ("conftest.py", "import glob\ncollect_ignore = ['a']\ncollect_ignore.extend(glob.glob('b*'))\n", "glob.glob"),
        ("pytest.ini", "[pytest]\naddopts = -o python_files\n", "is no name=value"),
    ],
)
def test_an_ignore_list_or_override_the_reader_cannot_read_is_a_problem(
    tmp_path: Path, where: str, text: str, said: str
) -> None:
    repo = _repo(tmp_path)
    target = repo / where
    target.write_text((target.read_text() if target.exists() else "") + text)
    files = testfiles.find_test_files(repo, "tests", "op", "tilegym.ops.cutile.op", [])
    assert [f.path for f in files] == ["tests/ops/test_op.py"]  # pytest's default held: nothing ignored
    found = _read(repo)
    assert any(said in p for p in found.problems), found.problems
