"""What pytest 9 collects from a test module, read the way pytest reads it: nested test classes (their node ids
under the enclosing classes, the marks of every class around them), ``__test__ = False`` on a module or a function,
test classes and functions imported into the module (``collect_imported_tests``), and the repository's
``python_files`` / ``python_classes`` / ``python_functions`` settings. Each case is checked against what real pytest
collects."""

from __future__ import annotations

import sys
import textwrap
from pathlib import Path

import pytest

from tests.unit.test_analysis_fixture_params import _pytest_collect, _pytest_ids, _read, _repo
from tilebot.runner.analysis import testfiles
from tilebot.runner.analysis.dryrun import runner
from tilebot.runner.analysis.dryrun.recorder import Recorder


def _collected(repo: Path, *targets: str) -> list[str]:
    """The node ids pytest collects (its warnings, which name node ids too, left out)."""
    return [i for i in _pytest_ids(repo, *targets) if i.startswith("tests/")]


NESTED = """
import pytest


@pytest.mark.parametrize("o", ["o1", "o2"])
class TestOuter:
    @pytest.fixture(params=["fo"])
    def fx(self, request):
        return request.param

    @pytest.mark.parametrize("i", ["i1"])
    class TestInner:
        def test_x(self, fx, i, o):
            pass

        class TestDeep:
            def test_d(self, i, o):
                pass

        class Helper:  # no test class name: not collected
            def test_never(self):
                pass

    @pytest.mark.skip(reason="off")
    class TestSkipped:
        def test_s(self, o):
            pass

    class TestWithInit:
        def __init__(self):
            pass

        def test_never(self, o):
            pass

    def test_o(self, o):
        pass

    def test_off(self, o):
        pass

    test_off.__test__ = False


class TestSub(TestOuter):
    pass


def test_on():
    pass


test_on.__test__ = True  # binds no name: test_on stays the function


def test_off():
    pass


test_off.__test__ = False


def test_again():
    pass


test_again.__test__ = False


def test_again(n=1):  # a new function, without the attribute: collected
    pass
"""


def test_nested_classes_and_switched_off_functions_are_read_as_pytest_collects_them(tmp_path: Path) -> None:
    repo = _repo(tmp_path)
    (repo / "tests" / "ops" / "test_nested.py").write_text(textwrap.dedent(NESTED))
    expected = _collected(repo, "tests/ops/test_nested.py")
    found = _read(repo, "tests/ops/test_nested.py")
    assert not found.problems, found.problems
    skipped = [
        f"tests/ops/test_nested.py::{c}::TestSkipped::test_s[{o}]"
        for c in ("TestOuter", "TestSub")
        for o in ("o1", "o2")
    ]
    assert found.skipped_by_mark == skipped
    assert [c.node_id for c in found.configs] == expected  # the skipped ones read too, to be recorded skipped
    # the enclosing class's fixture params first, then the inner class's marks before the outer's
    assert "tests/ops/test_nested.py::TestOuter::TestInner::test_x[fo-i1-o1]" in expected
    assert "tests/ops/test_nested.py::TestSub::TestInner::TestDeep::test_d[i1-o2]" in expected
    deep = next(c for c in found.configs if c.function == "test_d")
    assert deep.cls == "TestOuter::TestInner::TestDeep" and deep.params == {"i": "i1", "o": "o1"}
    assert {"tests/ops/test_nested.py::test_on", "tests/ops/test_nested.py::test_again"} <= set(expected)


def test_a_module_whose_test_attribute_is_false_yields_nothing(tmp_path: Path) -> None:
    repo = _repo(tmp_path)
    (repo / "tests" / "ops" / "test_off.py").write_text("__test__ = False\n\n\ndef test_a():\n    pass\n")
    # pytest exits 5 where it collects nothing: test_op.py is collected beside it
    expected = _collected(repo, "tests/ops/test_off.py", "tests/ops/test_op.py")
    assert not [i for i in expected if i.startswith("tests/ops/test_off.py")]
    found = _read(repo, "tests/ops/test_off.py")
    assert found.configs == [] and not found.problems


COMMON = """
import pytest
import torch


class TestShared:
    @pytest.mark.parametrize("k", [1, 2])
    def test_shared(self, k):
        torch.testing.assert_close(out, ref, atol=1e-2, rtol=0.0)


def test_shared_fn(dtype):
    pass


def test_shared_off():
    pass


test_shared_off.__test__ = False
"""

IMPORTING = """
import pytest

from .common import TestShared, test_shared_fn, test_shared_off
from .common import TestShared as TestAlias


def test_own():
    pass


TestBoundHere = TestShared  # a name this module binds to it: collected under it too, if imported tests are
"""


def test_imported_test_classes_and_functions_are_collected_under_the_names_they_are_bound_to(tmp_path: Path) -> None:
    repo = _repo(tmp_path)
    (repo / "tests" / "ops" / "common.py").write_text(textwrap.dedent(COMMON))
    (repo / "tests" / "ops" / "test_importing.py").write_text(textwrap.dedent(IMPORTING))
    expected = _collected(repo, "tests/ops/test_importing.py")
    found = _read(repo, "tests/ops/test_importing.py")
    assert not found.problems, found.problems
    assert [c.node_id for c in found.configs] == expected
    assert "tests/ops/test_importing.py::TestAlias::test_shared[1]" in expected
    assert "tests/ops/test_importing.py::TestBoundHere::test_shared[1]" in expected
    assert "tests/ops/test_importing.py::test_shared_fn[fp16]" in expected  # the importing module's fixtures
    shared = next(c for c in found.configs if c.cls == "TestAlias")
    assert shared.tolerance is not None and shared.tolerance.atol == 1e-2  # read where it is defined
    # collect_imported_tests = false: only the module's own
    (repo / "pytest.ini").write_text("[pytest]\ncollect_imported_tests = false\n")
    expected = _collected(repo, "tests/ops/test_importing.py")
    assert expected == ["tests/ops/test_importing.py::test_own"]
    assert [c.node_id for c in _read(repo, "tests/ops/test_importing.py").configs] == expected


FUNCTIONS = """
import pytest


@pytest.fixture
def test_data():  # a fixture, whatever its name: no test
    return 1


def check_enabled():
    pass


check_enabled.__test__ = True  # a test although python_functions does not match


def test_aliased(test_data):
    pass


test_alias = test_aliased  # the same function under a second name: a second test


def test_off_by_alias():
    pass


off = test_off_by_alias
off.__test__ = False  # the attribute is the function's, whichever name sets it


class TestMethods:
    @staticmethod
    @pytest.mark.parametrize("k", [1, 2])
    def test_static(k):
        pass

    @classmethod
    def test_cls(cls, test_data):
        pass

    @pytest.fixture
    def test_value(self):
        return 2

    def helper(self, test_value):
        pass

    helper.__test__ = True
    test_helper_alias = helper
"""

CLASSES = """
import abc
from abc import ABC, abstractmethod

import pytest


class TestAbstract(ABC):  # an abstract method left: pytest does not collect it
    @abstractmethod
    def make(self):
        ...

    def test_made(self):
        pass


class TestConcrete(TestAbstract):
    def make(self):
        return 1


class TestMeta(metaclass=abc.ABCMeta):
    @abc.abstractmethod
    def make(self):
        ...

    def test_meta(self):
        pass


class TestPlainABC(abc.ABC):  # no abstract method
    def test_plain(self):
        pass


class Suite:
    __test__ = True  # a test class although python_classes does not match

    def test_suite(self):
        pass


class TestLater:
    def test_later(self):
        pass


TestLater.__test__ = False


class Base:
    @pytest.mark.parametrize("k", [1])
    def test_base(self, k):
        pass


TestAlias = Base  # a test class under this name; Base is none


class TestHasAlias:
    Nested = Base  # no test class name

    TestNested = Base
"""


BEYOND_NAMES = {
    # text, the tests pytest collects that the reader must find, those it does not
    "functions": (
        FUNCTIONS,
        {"check_enabled", "test_alias", "TestMethods::test_static", "TestMethods::test_helper_alias"},
        {"test_data", "test_off_by_alias", "off", "TestMethods::test_value"},
    ),
    "classes": (
        CLASSES,
        {"TestConcrete::test_made", "TestPlainABC::test_plain", "Suite::test_suite", "TestAlias::test_base"},
        {"TestAbstract::test_made", "TestMeta::test_meta", "TestLater::test_later", "Base::test_base"},
    ),
}


@pytest.mark.parametrize("case", sorted(BEYOND_NAMES))
def test_what_pytest_takes_for_a_test_beyond_its_name_is_read_as_pytest_collects_it(tmp_path: Path, case: str) -> None:
    # static- and classmethods, __test__ = True or False set on a function or class after it ran, fixtures whose
    # names match, names bound to a function or class (nested classes too), abstract classes
    text, present, absent = BEYOND_NAMES[case]
    repo = _repo(tmp_path)
    (repo / "tests" / "ops" / "test_beyond.py").write_text(textwrap.dedent(text))
    expected = _collected(repo, "tests/ops/test_beyond.py")
    tests = {i.split("::", 1)[1].split("[")[0] for i in expected}
    assert present <= tests and not absent & tests, tests
    found = _read(repo, "tests/ops/test_beyond.py")
    assert not found.problems, found.problems
    assert [c.node_id for c in found.configs] == expected
    if case == "functions":
        static = next(c for c in found.configs if c.function == "test_static")
        assert static.params == {"k": 1}  # its first parameter is no `self`
    else:
        assert "tests/ops/test_beyond.py::TestHasAlias::TestNested::test_base[1]" in expected


POSITIONAL = """
import pytest


@pytest.mark.parametrize("x", [1, 2], True)
def test_positional(x):
    pass


def test_other():
    pass
"""


def test_a_parametrize_with_indirect_by_position_fails_the_modules_collection_as_in_pytest(tmp_path: Path) -> None:
    repo = _repo(tmp_path)
    (repo / "tests" / "ops" / "test_positional.py").write_text(textwrap.dedent(POSITIONAL))
    proc = _pytest_collect(repo, "tests/ops/test_positional.py")
    assert proc.returncode != 0 and "ERROR tests/ops/test_positional.py - TypeError" in proc.stdout, proc.stdout
    found = _read(repo, "tests/ops/test_positional.py")
    assert found.configs == [] and found.skipped_by_mark == []  # test_other does not run either
    assert len(found.problems) == 1 and "pytest fails to collect the module" in found.problems[0], found.problems


SWITCHED_THROUGH_A_CLASS = """
import pytest

from tests.ops import outer_classes


class TestOuter:
    class TestInner:
        def test_inner(self):
            pass

    class TestKept:
        @pytest.mark.parametrize("k", [1, 2])
        def test_kept(self, k):
            pass

    def test_method(self):
        pass

    def test_other(self):
        pass


TestOuter.TestInner.__test__ = False  # on the nested class: neither TestOuter nor TestSub collects it
TestOuter.test_method.__test__ = False


class TestSub(TestOuter):  # TestOuter stays the class it was
    pass


outer_classes.TestShared.TestInner.__test__ = False  # set in this module on a class of another


class TestImported(outer_classes.TestShared):
    pass
"""

OUTER_CLASSES = """
class Base:
    class TestInner:
        def test_base_inner(self):
            pass


class TestShared(Base):
    def test_shared(self):
        pass


class TestElsewhere:
    class TestInner:
        def test_elsewhere(self):
            pass


TestElsewhere.TestInner.__test__ = False  # set in the module that defines it
"""


def test_test_set_false_on_a_nested_class_or_method_through_its_class_is_read_as_pytest_collects_it(
    tmp_path: Path,
) -> None:
    repo = _repo(tmp_path)
    (repo / "tests" / "ops" / "outer_classes.py").write_text(textwrap.dedent(OUTER_CLASSES))
    (repo / "tests" / "ops" / "test_switched.py").write_text(
        textwrap.dedent(SWITCHED_THROUGH_A_CLASS) + "\nfrom tests.ops.outer_classes import TestElsewhere\n"
    )
    expected = _collected(repo, "tests/ops/test_switched.py")
    assert "tests/ops/test_switched.py::TestSub::TestKept::test_kept[2]" in expected
    assert "tests/ops/test_switched.py::TestImported::test_shared" in expected
    assert not any("inner" in i or "test_method" in i or "elsewhere" in i for i in expected), expected
    found = _read(repo, "tests/ops/test_switched.py")
    assert not found.problems, found.problems
    assert [c.node_id for c in found.configs] == expected


LIBRARY_SWITCH = """
import pytest
import torch

torch.backends.cuda.matmul.allow_tf32 = False  # binds no name: torch stays the module


class TestSwitched:
    torch.backends.cudnn.benchmark = True

    @pytest.mark.parametrize("dtype", [torch.float16, torch.bfloat16])
    def test_dtype(self, dtype):
        pass
"""


def test_a_library_switch_set_at_module_or_class_level_leaves_the_library_readable(tmp_path: Path) -> None:
    repo = _repo(tmp_path)
    (repo / "tests" / "ops" / "test_switch.py").write_text(textwrap.dedent(LIBRARY_SWITCH))
    expected = _collected(repo, "tests/ops/test_switch.py")
    found = _read(repo, "tests/ops/test_switch.py")
    assert not found.problems, found.problems
    assert [c.node_id for c in found.configs] == expected and len(expected) == 2
    assert [c.dtype for c in found.configs] == ["float16", "bfloat16"]


CHECKS = """
import pytest


class OpSuite:
    @pytest.mark.parametrize("k", [1, 2])
    def check_a(self, k):
        pass

    def test_b(self):
        pass

    def helper(self):
        pass


class TestNotASuite:
    def test_never(self):
        pass


def check_module_level():
    pass


def testing_prefix():
    pass
"""

CONFIGS = {
    "pytest.ini": "[pytest]\npython_files = check_*.py\npython_classes = *Suite\npython_functions = check_* test\n",
    "pyproject.toml": (
        '[tool.pytest.ini_options]\npython_files = ["check_*.py"]\npython_classes = ["*Suite"]\n'
        'python_functions = ["check_*", "test"]\n'
    ),
    "pytest.toml": '[pytest]\npython_files = ["check_*.py"]\npython_classes = ["*Suite"]\n'
    'python_functions = ["check_*", "test"]\n',
    "setup.cfg": "[tool:pytest]\npython_files = check_*.py\npython_classes = *Suite\npython_functions = check_* test\n",
    "tox.ini": "[pytest]\npython_files =\n    check_*.py\npython_classes = *Suite\npython_functions = check_* test\n",
    # addopts' -o over the file's own value, in each of its spellings, quoted where the value has a space
    "pytest.ini -o": "[pytest]\npython_files = test_*.py\n"
    "addopts = -o python_files=check_*.py --override-ini=python_classes=*Suite -opython_functions=check_\n",
    "pytest.toml -o": '[pytest]\npython_files = ["test_*.py"]\n'
    'addopts = ["-o", "python_files=check_*.py", "--override-ini", "python_classes=*Suite Test",'
    ' "-o=python_functions=check_"]\n',
}


@pytest.mark.parametrize("config", sorted(CONFIGS))
def test_the_repositorys_collection_settings_decide_the_test_files_classes_and_functions(
    tmp_path: Path, config: str
) -> None:
    repo = _repo(tmp_path)
    (repo / config.split()[0]).write_text(CONFIGS[config])
    (repo / "tests" / "ops" / "check_op.py").write_text(textwrap.dedent(CHECKS))
    expected = _collected(repo)  # the whole tests/ directory: test_op.py is no test file now
    assert expected and all(i.startswith("tests/ops/check_op.py::") for i in expected)
    files = testfiles.find_test_files(repo, "tests", "op", "tilegym.ops.cutile.op", [])
    assert [(f.path, f.relation) for f in files] == [("tests/ops/check_op.py", "primary")]
    found = _read(repo, "tests/ops/check_op.py")
    assert not found.problems, found.problems
    assert [c.node_id for c in found.configs] == expected


@pytest.mark.parametrize(
    ("config", "text", "said"),
    [
        ("pytest.ini", "python_files = x\n[pytest]\n", "pytest.ini does not parse"),
        ("pyproject.toml", "[tool.pytest]\npython_files = 3\n", "python_files = 3 is no list of patterns"),
        ("setup.cfg", "[pytest]\npython_files = x\n", "which pytest refuses"),
        ("tox.ini", "[pytest]\ncollect_imported_tests = maybe\n", "is no truth value"),
    ],
)
def test_a_setting_the_reader_cannot_read_is_a_problem(tmp_path: Path, config: str, text: str, said: str) -> None:
    repo = _repo(tmp_path)
    (repo / config).write_text(text)
    found = _read(repo)
    assert any(said in p for p in found.problems), found.problems


def test_a_star_import_from_the_repository_is_a_problem(tmp_path: Path) -> None:
    repo = _repo(tmp_path)
    (repo / "tests" / "ops" / "common.py").write_text(textwrap.dedent(COMMON))
    (repo / "tests" / "ops" / "test_star.py").write_text("from .common import *\n")
    assert "tests/ops/test_star.py::TestShared::test_shared[1]" in _collected(repo, "tests/ops/test_star.py")
    found = _read(repo, "tests/ops/test_star.py")
    assert len(found.problems) == 1 and "star import" in found.problems[0], found.problems


NESTED_PROBE = """
import pytest


@pytest.mark.parametrize("k", [3])  # a parameter of the enclosing class, not a fixture's
class TestOuter:
    @pytest.fixture
    def outer_value(self):
        return "from-outer"

    class TestInner:
        @pytest.fixture
        def inner_value(self, outer_value):
            return f"inner+{outer_value}"

        def test_x(self, inner_value, k):
            raise RuntimeError(f"received {inner_value} {k}")
"""


def test_the_dry_run_runs_a_nested_class_test_with_the_fixtures_of_the_classes_around_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "path", list(sys.path))
    repo = tmp_path / "repo"
    (repo / "tests").mkdir(parents=True)
    (repo / "tests" / "test_probe.py").write_text(textwrap.dedent(NESTED_PROBE))
    try:
        call = runner.TestCall("tests/test_probe.py", "TestOuter::TestInner", "test_x", {"k": 3}, ())  # no conftest
        result = runner.run_config(repo, call, Recorder(), "sm90")
    finally:
        for name, module in list(sys.modules.items()):
            if str(getattr(module, "__file__", "") or "").startswith(str(tmp_path)):
                del sys.modules[name]
    assert result.status == "failed" and "received inner+from-outer 3" in result.reason, result
