"""Test classes as pytest collects them: a class has the test methods its bases define (their node ids under the
class pytest collects, a base's before the subclass's), each class of its MRO gives its marks (``parametrize`` ids
base first, ``usefixtures``, skips), and ``__test__`` or an ``__init__`` anywhere in the MRO decide whether pytest
collects the class at all. Each case is checked against what real pytest collects."""

from __future__ import annotations

import textwrap
from pathlib import Path

from tests.unit.test_analysis_fixture_params import _pytest_ids, _read, _repo

BASES = """
import pytest

SIZES = [16, 32]  # a name only this module binds
ATOL = 1e-4


class ImportedBase:
    @pytest.mark.parametrize("size", SIZES)
    def test_imported(self, size):
        torch.testing.assert_close(out, ref, atol=ATOL, rtol=0.0)
"""

CLASSES = """
import pytest

from tests.ops.bases import ImportedBase

pytestmark = pytest.mark.usefixtures("fm")


@pytest.fixture(params=["m1"])
def fm(request):
    return request.param


@pytest.fixture(params=["b1", "b2"])
def fb(request):
    return request.param


@pytest.fixture(params=["c1"])
def fc(request):
    return request.param


@pytest.fixture(params=["f1"])
def ff(request):
    return request.param


@pytest.fixture(params=["g1"])
def fg(request):
    return request.param


@pytest.mark.parametrize("b", [1, 2])
class Base:
    def test_inherited(self, b, pm, m, n, c):
        pass

    def test_hidden(self, b, pm, m, n, c):
        pass

    def test_redefined(self, b, pm, m, n, c):
        pass


@pytest.mark.parametrize("m", ["m1"])
@pytest.mark.usefixtures("fb")
class Mid(Base):
    pytestmark = [pytest.mark.parametrize("pm", ["p1"])]

    def test_mid(self, b, pm, m, n, c):
        pass


@pytest.mark.parametrize("c", ["c1", "c2"])
@pytest.mark.usefixtures("fc")
@pytest.mark.parametrize("n", [7])
class TestChild(Mid):
    test_hidden = None

    @pytest.mark.usefixtures("fg")
    @pytest.mark.parametrize("o", ["o1"])
    @pytest.mark.usefixtures("ff")
    def test_own(self, b, pm, m, n, c, o):
        pass

    def test_redefined(self, b, pm, m, n, c):
        pass


class TestBase:
    @pytest.mark.parametrize("t", [0])
    def test_base(self, t):
        pass


@pytest.mark.usefixtures("fc")
class TestSub(TestBase):
    def test_sub(self):
        pass


@pytest.mark.skip(reason="not on this machine")
class SkippedBase:
    def test_skipped(self):
        pass


class TestSkipped(SkippedBase):
    def test_also_skipped(self):
        pass


class TestOff:
    __test__ = False

    def test_off(self):
        pass


class TestStillOff(TestOff):
    def test_still_off(self):
        pass


class TestOnAgain(TestOff):
    __test__ = True

    def test_on_again(self):
        pass


class WithInit:
    def __init__(self):
        pass


class TestWithInit(WithInit):
    def test_never(self):
        pass


class TestImported(ImportedBase):
    pass


def test_twice():
    pass


def test_between():
    pass


def test_twice(n=1):
    pass
"""

UNREAD_BASE = """
from some_installed_package import LibraryBase


class TestLibrary(LibraryBase):
    def test_library(self):
        pass
"""


def test_a_test_class_has_the_tests_and_marks_its_bases_give_it_as_pytest_collects_them(tmp_path: Path) -> None:
    repo = _repo(tmp_path)
    (repo / "tests" / "ops" / "bases.py").write_text(textwrap.dedent(BASES))
    (repo / "tests" / "ops" / "test_classes.py").write_text(textwrap.dedent(CLASSES))
    expected = _pytest_ids(repo, "tests/ops/test_classes.py")
    found = _read(repo, "tests/ops/test_classes.py")
    assert not found.problems, found.problems
    # a skip mark of a base skips the subclass's tests, its own and inherited: collected, never run
    skipped = [f"tests/ops/test_classes.py::TestSkipped::{t}[m1]" for t in ("test_skipped", "test_also_skipped")]
    assert found.skipped_by_mark == skipped
    assert [c.node_id for c in found.configs] == expected  # the skipped ones read too, to be recorded skipped
    # the inherited tests in the subclass's node ids; the base's parametrize ids first (reversed MRO), a class's
    # pytestmark before its decorators; usefixtures from the test outward (the test's innermost first, the classes'
    # base first, the module's)
    assert "tests/ops/test_classes.py::TestChild::test_inherited[b1-c1-m1-1-p1-m1-7-c1]" in expected
    assert "tests/ops/test_classes.py::TestChild::test_own[f1-g1-b1-c1-m1-o1-1-p1-m1-7-c1]" in expected
    assert "tests/ops/test_classes.py::TestSub::test_base[c1-m1-0]" in expected  # also TestBase::test_base[m1-0]
    # an inherited method's marks and tolerance are read where it is defined, another module; `size` it parametrizes
    # directly is no fixture, so what the conftest's `size` fixture asks for (`layout`, with params) is no axis
    imported = [c for c in found.configs if c.function == "test_imported"]
    assert [c.node_id.rsplit("::", 1)[1] for c in imported] == ["test_imported[m1-16]", "test_imported[m1-32]"]
    assert imported[0].cls == "TestImported" and imported[0].tolerance is not None
    assert imported[0].tolerance.atol == 1e-4


def test_a_base_the_analyzer_cannot_read_is_a_problem(tmp_path: Path) -> None:
    repo = _repo(tmp_path)
    (repo / "tests" / "ops" / "test_library.py").write_text(textwrap.dedent(UNREAD_BASE))
    found = _read(repo, "tests/ops/test_library.py")
    assert [c.node_id for c in found.configs] == ["tests/ops/test_library.py::TestLibrary::test_library"]
    # it may define test methods or marks: the configurations read here may be short of pytest's
    assert len(found.problems) == 1, found.problems
    assert found.problems[0].startswith("TestLibrary inherits from LibraryBase") and "test methods" in found.problems[0]
