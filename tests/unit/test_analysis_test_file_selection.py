"""Which files pytest collects, as the repository's settings decide it: ``testpaths``, ``norecursedirs`` (pytest's
defaults where unset), ``--ignore``/``--ignore-glob`` and ``-o``/``--override-ini`` in ``addopts``, and the
``collect_ignore``/``collect_ignore_glob`` a conftest.py sets. Each case is checked against what real pytest collects
run in the repository without arguments; a setting the reader cannot read is a problem."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tests.unit.test_analysis_fixture_params import _pytest_ids, _read, _repo
from tilebot.runner.analysis import testfiles
from tilebot.runner.analysis.pytest_config import named_only

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


# the conftests pytest may read: the root's ignores tests/legacy and gives `size` params, tests/ops's `mode` params
REACH_ROOT_CONFTEST = """
import pytest

collect_ignore = ["tests/legacy"]


def pytest_addoption(parser):
    parser.addoption("--detail")


@pytest.fixture(params=[1, 2])
def size(request):
    return request.param
"""
REACH_OPS_CONFTEST = """
import pytest


@pytest.fixture(params=["a", "b"])
def mode(request):
    return request.param
"""
REACH_FILES = {
    "conftest.py": REACH_ROOT_CONFTEST,
    "tests/ops/conftest.py": REACH_OPS_CONFTEST,
    "tests/ops/test_op.py": "def test_sized(size):\n    pass\n\n\ndef test_mode(mode):\n    pass\n",
    "tests/legacy/test_op.py": "def test_old():\n    pass\n",
    **{f"{package}/__init__.py": "" for package in ("tests", "tests/ops", "tests/legacy")},
}


@pytest.mark.parametrize(
    ("config", "text"),
    [
        ("pytest.ini", "[pytest]\n"),
        ("pytest.ini", "[pytest]\naddopts = --noconftest\n"),  # none: neither ignore list nor fixtures
        ("pytest.ini", "[pytest]\naddopts = --confcutdir=tests\n"),  # none above tests/
        ("pytest.ini", "[pytest]\naddopts = --confcutdir tests/ops\n"),  # tests/ops's still read
        ("tests/pytest.ini", "[pytest]\n"),  # none above the config file's directory
    ],
)
def test_the_conftests_read_are_those_pytest_reads_under_noconftest_and_confcutdir(
    tmp_path: Path, config: str, text: str
) -> None:
    for rel, body in {**REACH_FILES, config: text}.items():
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text(textwrap.dedent(body))
    rootdir = (tmp_path / config).parent
    command = [sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider"]
    proc = subprocess.run(command, cwd=rootdir, capture_output=True, text=True, timeout=120, check=False)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    prefix = rootdir.relative_to(tmp_path).as_posix().removeprefix(".").lstrip("/")
    expected = sorted(f"{prefix}/{line}".lstrip("/") for line in proc.stdout.splitlines() if "::" in line)
    ours = _node_ids_read(tmp_path)
    assert sorted(ours) == expected
    reads_root = (config, text) == ("pytest.ini", "[pytest]\n")  # the root conftest: its ignore list, its params
    assert ("tests/ops/test_op.py::test_sized[1]" in ours) == reads_root
    assert ("tests/legacy/test_op.py::test_old" in ours) == (not reads_root)


def test_a_conftests_option_is_unknown_under_noconftest_as_pytest_refuses_it(tmp_path: Path) -> None:
    for rel, body in REACH_FILES.items():
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text(textwrap.dedent(body))
    (tmp_path / "pytest.ini").write_text("[pytest]\naddopts = --noconftest --detail tests/legacy\n")
    command = [sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider"]
    proc = subprocess.run(command, cwd=tmp_path, capture_output=True, text=True, timeout=120, check=False)
    assert proc.returncode == 4 and "unrecognized arguments: --detail" in proc.stderr, proc.stderr
    problems = testfiles.ScopeLoader(tmp_path).settings.problems(tmp_path / "tests" / "ops" / "test_op.py")
    assert any("tests/legacy may be the value of --detail" in p for p in problems), problems


def _node_ids_read(repo: Path) -> list[str]:
    """The node ids stage A reads in ``repo``'s test files, none of them with a problem."""
    loader, ours = testfiles.ScopeLoader(repo), []
    for found in testfiles.find_test_files(repo, "tests", "op", "tilegym.ops.cutile.op", []):
        testfiles.read_configs(repo, found, loader)
        assert not found.problems, found.problems
        ours += [c.node_id for c in found.configs]
    return ours


def _collected_as_the_later_stages_run(repo: Path, *arguments: str) -> list[str]:
    """The node ids pytest collects run as the later stages run it (``op_harness``: in the repository root, with
    ``--rootdir .``), on ``arguments``."""
    command = [sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider", "--rootdir", "."]
    proc = subprocess.run([*command, *arguments], cwd=repo, capture_output=True, text=True, timeout=120, check=False)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return sorted(line for line in proc.stdout.splitlines() if "::" in line)


@pytest.mark.parametrize(
    "text",
    [
        "[pytest]\naddopts = --confcutdir=.\n",  # the repository root: the root conftest is read
        "[pytest]\naddopts = --confcutdir tests/ops\n",
        "[pytest]\ntestpaths = tests/ops\n",
        "[pytest]\naddopts = --ignore=tests/legacy\n",
        "[pytest]\naddopts = tests/ops\n",  # a positional argument
    ],
)
def test_relative_paths_in_a_nested_config_file_are_read_from_the_repository_root_as_the_later_stages_run_pytest(
    tmp_path: Path, text: str
) -> None:
    for rel, body in {**REACH_FILES, "tests/pytest.ini": text}.items():
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text(textwrap.dedent(body))
    ours = _node_ids_read(tmp_path)
    # the test files: those that run collects given no node ids, its config file named
    assert sorted(ours) == _collected_as_the_later_stages_run(tmp_path, "-c", "tests/pytest.ini")
    # each node id as the later stages run it: the same tests, with the params of the conftests pytest reads
    assert sorted(ours) == _collected_as_the_later_stages_run(tmp_path, *named_only(tmp_path, ours), *ours)
    reads_root = "--confcutdir=." in text  # its ignore list, its params
    assert ("tests/ops/test_op.py::test_sized[1]" in ours) == reads_root
    assert ("tests/legacy/test_op.py::test_old" in ours) == (text == "[pytest]\naddopts = --confcutdir tests/ops\n")


def test_a_relative_confcutdir_no_directory_from_the_repository_root_is_a_settings_problem_as_pytest_refuses_it(
    tmp_path: Path,
) -> None:
    files = {  # written for `cd tests && pytest`: from the repository root, ops is no directory
        "tests/pytest.ini": "[pytest]\naddopts = --confcutdir=ops\n",
        "tests/conftest.py": "import pytest\n\n@pytest.fixture\ndef size():\n    return 3\n",
        "tests/ops/test_op.py": "def test_a(size):\n    assert size == 3\n",
    }
    for rel, body in files.items():
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text(body)
    found = testfiles.FoundFile("tests/ops/test_op.py", "primary")
    testfiles.read_configs(tmp_path, found, testfiles.ScopeLoader(tmp_path))
    ids = [c.node_id for c in found.configs]
    command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--rootdir", "."]
    proc = subprocess.run(
        [*command, *named_only(tmp_path, ids), *ids], cwd=tmp_path, capture_output=True, text=True, check=False
    )
    assert proc.returncode == 4 and "--confcutdir must be a directory, given: ops" in proc.stderr, proc.stderr
    assert [p for p in found.problems if p.startswith("tests/pytest.ini: addopts' --confcutdir 'ops'")], found.problems
