"""What ``-m``, ``-k`` and ``--deselect`` in ``addopts`` deselect, and which paths its positional arguments make pytest
collect from. pytest applies the first three even to the node ids a later stage names on its command line, so a
configuration they deselect is recorded as skipped, never pinned; each case is checked against real pytest given
every node id the reader found."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from tests.unit.test_analysis_fixture_params import _pytest_collect, _pytest_ids, _read, _repo
from tilebot.core.analysis import AnalysisConfig
from tilebot.runner.analysis import assemble, selection, testfiles

MARKED = """
import sys

import pytest

pytestmark = pytest.mark.suite

SLOW = pytest.mark.slow
ON_NOTHING = pytest.mark.skipif(sys.platform == "none", reason="never")  # its condition is not read


@pytest.fixture(params=["plain", pytest.param("rich", marks=SLOW)])
def flavour(request):
    return request.param


@pytest.mark.parametrize("n", [1, pytest.param(2, marks=SLOW), pytest.param(3, marks=[pytest.mark.level(tier=2)])])
def test_sizes(n):
    pass


@SLOW
@ON_NOTHING
def test_big():
    pass


test_big.tagged_later = True  # -k matches the attributes set on the function


def test_flavoured(flavour):
    pass


@pytest.mark.level(tier=1)
class TestLevels:
    @pytest.mark.parametrize("mode", ["fast", "exhaustive"])
    def test_mode(self, mode):
        pass

    @staticmethod
    def test_static():
        pass
"""

MARKERS = "markers =\n    slow\n    suite\n    level\n"
FILE = "tests/ops/test_marked.py"

ADDOPTS = {
    "not slow": '-m "not slow"',
    "mark arguments": '-m "level(tier=2) or not (slow or level)"',
    "clustered with a flag": "-sm slow",
    "keyword": '-k "exhaustive or not levels and not big"',
    "keyword of marks and names, any case": '-k "SUITE and not SIZES and not static"',
    "keyword of an attribute": "-k tagged_later",
    "deselect prefixes": f"--deselect {FILE}::test_sizes[1] --deselect={FILE}::TestLevels -rA",
    "the last -m": '-m slow -m "not slow" -p no:randomly',
    "all three": f'-m "not slow" -k "not fast" --deselect {FILE}::test_flavoured',
}


def _marked_repo(tmp_path: Path, addopts: str) -> Path:
    repo = _repo(tmp_path)
    (repo / FILE).write_text(textwrap.dedent(MARKED))
    (repo / "pytest.ini").write_text(f"[pytest]\n{MARKERS}addopts = {addopts}\n")
    return repo


@pytest.mark.parametrize("case", sorted(ADDOPTS))
def test_what_addopts_deselects_is_recorded_skipped_as_pytest_deselects_it_by_node_id(
    tmp_path: Path, case: str
) -> None:
    repo = _marked_repo(tmp_path, ADDOPTS[case])
    found = _read(repo, FILE)
    assert not found.problems, found.problems
    everything = [c.node_id for c in found.configs]
    assert everything == _pytest_ids(_marked_repo(tmp_path / "unfiltered", ""), FILE)  # all read, none dropped
    # pytest given every node id runs (here: collects) only the ones it does not deselect
    ran = [line.strip() for line in _pytest_collect(repo, *everything).stdout.splitlines() if "::" in line]
    kept = [c.node_id for c in found.configs if not c.deselected]
    assert kept == ran and 0 < len(kept) < len(everything), (kept, ran)
    assert all("pytest deselects it: addopts'" in c.deselected for c in found.configs if c.deselected)
    # recorded as skipped, with the reason, not as a configuration a later stage runs
    status = {c.node_id: ("skipped", c.deselected) for c in found.configs if c.deselected}
    status |= {node: ("traced", "") for node in kept}
    records = assemble.configs(found.configs, status, {node: ["v"] for node in kept}, {"v"}, [])
    assert [r.node_id for r in records if r.status == "mapped"] == kept
    skipped: list[AnalysisConfig] = [r for r in records if r.status == "skipped"]
    assert skipped and all(r.note.startswith("pytest deselects it") for r in skipped)


CUSTOM = (
    "from tests.ops.custom import custom\n" + textwrap.dedent(MARKED) + "\n\n@custom\ndef test_custom():\n    pass\n"
)


@pytest.mark.parametrize("addopts", ['-m "not slow"', '-k "not slow"'])
def test_a_decorator_that_may_add_marks_makes_the_selection_of_its_test_a_problem(tmp_path: Path, addopts: str) -> None:
    repo = _marked_repo(tmp_path, addopts)
    (repo / "tests" / "ops" / "custom.py").write_text("def custom(f):\n    return f\n")
    (repo / FILE).write_text(CUSTOM)
    found = _read(repo, FILE)
    unknown = [p for p in found.problems if "deselects it is unknown" in p]
    assert len(unknown) == 1 and "test_custom" in unknown[0] and "`@custom` may add marks" in unknown[0], unknown
    assert any(c.deselected for c in found.configs)  # the others are decided


def test_a_mark_argument_the_reader_cannot_evaluate_makes_a_selection_on_it_a_problem(tmp_path: Path) -> None:
    repo = _marked_repo(tmp_path, '-m "level(tier=2)"')
    text = textwrap.dedent(MARKED) + "\n\n@pytest.mark.level(tier=len(sys.argv))\ndef test_argued():\n    pass\n"
    (repo / FILE).write_text(text)
    found = _read(repo, FILE)
    assert len(found.problems) == 1, found.problems
    assert found.problems[0].startswith("test_argued: whether addopts' -m 'level(tier=2)' (pytest.ini) deselects")
    assert "an argument of its marks is not evaluated" in found.problems[0]


def test_a_conftest_adding_marks_in_a_hook_makes_the_selection_a_problem(tmp_path: Path) -> None:
    repo = _marked_repo(tmp_path, "-m level")
    conftest = repo / "tests" / "ops" / "conftest.py"
    conftest.write_text(conftest.read_text() + "\n\ndef pytest_itemcollected(item):\n    item.add_marker('level')\n")
    found = _read(repo, FILE)
    unknown = [p for p in found.problems if "deselects it is unknown" in p]
    assert unknown and all("tests/ops/conftest.py calls add_marker" in p for p in unknown), found.problems
    # those with a level mark of their own are kept whatever the hook adds: TestLevels' tests, test_sizes[3]
    assert not any("TestLevels" in p for p in unknown), unknown
    assert any(p.startswith("test_sizes:") and "(2 configuration(s)" in p for p in unknown), unknown


def test_an_expression_deciding_despite_an_unread_mark_is_no_problem(tmp_path: Path) -> None:
    # test_custom may have any marks, but it has `suite` (the module's): `-m suite` keeps it, whatever the rest
    repo = _marked_repo(tmp_path, '-m "suite or slow"')
    (repo / "tests" / "ops" / "custom.py").write_text("def custom(f):\n    return f\n")
    (repo / FILE).write_text(CUSTOM)
    found = _read(repo, FILE)
    assert not found.problems, found.problems
    assert not any(c.deselected for c in found.configs)


@pytest.mark.parametrize(
    ("addopts", "said"),
    [
        ('-m "slow and"', "-m 'slow and' is an expression pytest refuses"),
        ("-m 'slow(tier=x)'", "is an expression pytest refuses"),
        ('-k "level(tier=1)"', "keyword expressions do not support call parameters"),
        ("-m", "without its value"),
    ],
)
def test_an_expression_pytest_refuses_is_a_problem(tmp_path: Path, addopts: str, said: str) -> None:
    repo = _marked_repo(tmp_path, addopts)
    assert _pytest_collect(repo, FILE).returncode != 0  # pytest runs nothing
    found = _read(repo, FILE)
    assert any(said in p for p in found.problems), found.problems


@pytest.mark.parametrize(
    "text",
    ["not slow", "a and (b or not c)", "slow(tier=2, label='x', on=True, off=None, n=-3)", "tests/x.py::t[1-2]", ""],
)
def test_match_expressions_parse_as_pytest_parses_them(text: str) -> None:
    from _pytest.mark.expression import Expression  # the tests' pytest, as the oracle

    names = {"slow", "a", "c"}

    def oracle(name: str, **kwargs: object) -> bool:
        return name in names and (not kwargs or kwargs == {"tier": 2, "label": "x", "on": True, "off": None, "n": -3})

    ours = selection.evaluate(selection.parse(text), lambda i: oracle(i.name, **dict(i.kwargs or ())))
    assert ours == Expression.compile(text).evaluate(oracle)


def test_three_valued_evaluation_is_unknown_only_where_the_unknown_decides() -> None:
    expr = selection.parse("known or (unknown and not known_false)")
    values = {"known": True, "known_false": False, "unknown": None}
    assert selection.evaluate(expr, lambda i: values[i.name]) is True
    values["known"] = False
    assert selection.evaluate(expr, lambda i: values[i.name]) is None
    values["known_false"] = True
    assert selection.evaluate(expr, lambda i: values[i.name]) is False


TESTS_AND_OTHER = {
    "tests/ops/test_op.py": "def test_in_testpaths():\n    pass\n",
    "other/test_op.py": "def test_other():\n    pass\n",
    "other/helpers/test_deeper_op.py": "def test_deeper():\n    pass\n",
    "single/check_op.py": "def test_named_file():\n    pass\n",
}

# options of the repository's own conftest: one taking a value, a flag, one a group declares taking one or more, and
# one whose name the reader does not read
DETAIL_OPTION = """

def pytest_addoption(parser):
    parser.addoption("--detail")
    parser.addoption("--quick-run", action="store_true")
    group = parser.getgroup("grouped")
    group.addoption("--grouped", nargs="+", default=[])
    for name in ("--vague",):
        parser.addoption(name)
"""
# a conftest pytest loads first only because addopts names its directory, which its option then takes as its value
LATER_OPTION = 'def pytest_addoption(parser):\n    parser.addoption("--later")\n'


def _files_repo(tmp_path: Path, addopts: str) -> Path:
    repo = _repo(tmp_path)
    for rel, text in TESTS_AND_OTHER.items():
        (repo / rel).parent.mkdir(parents=True, exist_ok=True)
        (repo / rel).write_text(text)
    (repo / "conftest.py").write_text((repo / "conftest.py").read_text() + DETAIL_OPTION)
    (repo / "other" / "conftest.py").write_text(LATER_OPTION)
    (repo / "pytest.ini").write_text(f"[pytest]\ntestpaths = tests\naddopts = {addopts}\n")
    return repo


@pytest.mark.parametrize(
    "addopts",
    [
        "other",  # replaces testpaths
        "-p no:cacheprovider other single/check_op.py",  # a file given by path, whatever python_files says
        "--tb short -- other",
        "--detail 4 other",  # 4: the option's value, as no such path exists (pytest would stop at it)
        "-rA --detail=tests other",
    ],
)
def test_positional_arguments_in_addopts_replace_testpaths(tmp_path: Path, addopts: str) -> None:
    repo = _files_repo(tmp_path, addopts)
    locator = testfiles.ScopeLoader(repo).settings
    found = sorted(p.relative_to(repo).as_posix() for p in repo.rglob("*.py") if locator.collects(p))
    expected = sorted({i.split("::")[0] for i in _pytest_ids(repo, no_arguments=True) if "::" in i})
    assert found == expected and "tests/ops/test_op.py" not in found, (found, expected)
    assert not locator.problems(repo / "other" / "test_op.py")


@pytest.mark.parametrize(
    ("addopts", "said"),
    [
        ("--vague other", "other may be the value of --vague"),
        ("--pyargs other", "names other with --pyargs: pytest collects the module or package of that name"),
        ("missing", "names missing, which does not exist"),
        ("other/test_op.py::test_other", "pytest collects only that part of the file"),
    ],
)
def test_a_positional_argument_the_reader_cannot_place_is_a_problem(tmp_path: Path, addopts: str, said: str) -> None:
    repo = _files_repo(tmp_path, addopts)
    problems = testfiles.ScopeLoader(repo).settings.problems(repo / "other" / "test_op.py")
    assert any(said in p for p in problems), problems


@pytest.mark.parametrize(
    ("addopts", "collected"),
    [
        ("--detail other", ["tests/ops/test_op.py"]),  # other: --detail's value
        ("--quick-run other", ["other/helpers/test_deeper_op.py", "other/test_op.py"]),  # a flag: other, a path
        ("--grouped a b other", ["tests/ops/test_op.py"]),  # it takes all three
        ("--grouped a --quick-run other", ["other/helpers/test_deeper_op.py", "other/test_op.py"]),
        ("--later other", ["tests/ops/test_op.py"]),
        # pytest has found its rootdir and config file before it reads addopts: both change nothing there
        ("--rootdir=other -c single/alt.ini --config-file single/alt.ini", ["tests/ops/test_op.py"]),
    ],
)
def test_an_option_an_initial_conftest_registers_is_read_as_pytest_reads_it(
    tmp_path: Path, addopts: str, collected: list[str]
) -> None:
    repo = _files_repo(tmp_path, addopts)
    (repo / "single" / "alt.ini").write_text("[pytest]\ntestpaths = other\n")
    locator = testfiles.ScopeLoader(repo).settings
    found = sorted(p.relative_to(repo).as_posix() for p in repo.rglob("test_*.py") if locator.collects(p))
    expected = sorted({i.split("::")[0] for i in _pytest_ids(repo, no_arguments=True) if "::" in i})
    assert found == expected == collected
    assert not locator.problems(repo / "other" / "test_op.py")


# options a conftest registers through the repository modules it names in pytest_plugins: the root conftest names
# tests/fixture_plugin.py, which names plugins/detail.py (a string), which names plugins/flag.py and, back,
# tests/fixture_plugin.py (a cycle pytest imports once); plugins/flag.py names plugins/detail.py again
NAMES_DETAIL = '\npytest_plugins = "plugins.detail"\n'
DETAIL_PLUGIN = """
pytest_plugins = ("plugins.flag", "tests.fixture_plugin")


def pytest_addoption(parser):
    parser.addoption("--plugin-detail")
"""
FLAG_PLUGIN = """
pytest_plugins = ["plugins.detail"]


def pytest_addoption(parser):
    parser.getgroup("plugin").addoption("--plugin-flag", action="store_true")
"""


@pytest.mark.parametrize(
    ("addopts", "collected"),
    [
        ("--plugin-detail other", ["tests/ops/test_op.py"]),  # other: --plugin-detail's value
        ("--plugin-flag other", ["other/helpers/test_deeper_op.py", "other/test_op.py"]),  # a flag: other, a path
    ],
)
def test_an_option_a_plugin_module_a_conftest_names_registers_is_read_as_pytest_reads_it(
    tmp_path: Path, addopts: str, collected: list[str]
) -> None:
    repo = _files_repo(tmp_path, addopts)
    (repo / "tests" / "fixture_plugin.py").write_text((repo / "tests" / "fixture_plugin.py").read_text() + NAMES_DETAIL)
    (repo / "plugins").mkdir()
    (repo / "plugins" / "detail.py").write_text(textwrap.dedent(DETAIL_PLUGIN))
    (repo / "plugins" / "flag.py").write_text(textwrap.dedent(FLAG_PLUGIN))
    locator = testfiles.ScopeLoader(repo).settings
    found = sorted(p.relative_to(repo).as_posix() for p in repo.rglob("test_*.py") if locator.collects(p))
    expected = sorted({i.split("::")[0] for i in _pytest_ids(repo, no_arguments=True) if "::" in i})
    assert found == expected == collected
    assert not locator.problems(repo / "other" / "test_op.py")
