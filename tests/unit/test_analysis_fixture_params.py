"""Fixtures that parametrize a test: a ``@pytest.fixture(params=[...])`` the test uses (directly, through another
fixture, ``usefixtures``, ``autouse``, from a conftest or a ``pytest_plugins`` module) is an axis of the test matrix,
with the node ids pytest collects; the test sees the fixture's value, known where the fixture hands on
``request.param``. An autouse fixture without params is noted (the dry run does not run it), and a fixture a
``pytest_plugins`` module the analyzer cannot read may define is a problem, not a silent guess."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

from tilebot.core.analysis import Unresolved
from tilebot.runner.analysis import assemble, testfiles

ROOT_CONFTEST = """
import pytest

pytest_plugins = ["tests.fixture_plugin"]


@pytest.fixture(autouse=True)
def _seeded():
    yield


@pytest.fixture(params=[1, 2], scope="module")
def batch(request):
    return request.param
"""

PLUGIN = """
import pytest


@pytest.fixture(params=["row", "col"])
def layout(request):
    return request.param
"""

OPS_CONFTEST = """
import pytest
import torch


@pytest.fixture(params=[torch.float16, torch.float32], ids=["fp16", "fp32"])
def dtype(request):
    return request.param


@pytest.fixture(params=[torch.bfloat16])
def precision(request):
    return {"as": request.param}


@pytest.fixture(params=[64, 128])
def size(request, layout):
    return request.param
"""

TEST_FILE = """
import pytest
import torch


@pytest.fixture(autouse=True, params=["eager"])
def mode(request):
    return request.param


@pytest.mark.parametrize("n", [3])
def test_op(size, dtype, n):
    atol = 1e-3 if dtype == torch.float16 else 1e-5
    torch.testing.assert_close(out, ref, atol=atol, rtol=atol)


def test_precision(precision, batch):
    atol = 1e-2 if precision == torch.bfloat16 else 1e-5
    torch.testing.assert_close(out, ref, atol=atol, rtol=0.0)


@pytest.mark.parametrize("dtype", [torch.float32])
def test_direct(dtype):
    pass


@pytest.mark.parametrize("dtype", [torch.float16], indirect=True)
def test_indirect(dtype):
    torch.testing.assert_close(out, ref, atol=1e-3 if dtype == torch.float16 else 1e-1, rtol=0.0)


@pytest.mark.usefixtures("layout")
def test_used(n=2):
    pass


class TestOverride:
    @pytest.fixture(params=[8])
    def size(self, request):
        return request.param

    @pytest.fixture
    def dtype(self, dtype):
        return dtype

    def test_in_class(self, size, dtype):
        pass
"""


def _repo(tmp_path: Path) -> Path:
    files = {
        "conftest.py": ROOT_CONFTEST,
        "tests/__init__.py": "",
        "tests/fixture_plugin.py": PLUGIN,
        "tests/ops/__init__.py": "",
        "tests/ops/conftest.py": OPS_CONFTEST,
        "tests/ops/test_op.py": TEST_FILE,
    }
    for rel, text in files.items():
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text(textwrap.dedent(text))
    return tmp_path


def _read(repo: Path, rel: str = "tests/ops/test_op.py") -> testfiles.FoundFile:
    found = testfiles.FoundFile(rel, "primary")
    testfiles.read_configs(repo, found, testfiles.ScopeLoader(repo))
    return found


def _pytest_ids(repo: Path, *targets: str, no_arguments: bool = False) -> list[str]:
    """What pytest collects (of ``targets``, else of tests/; run in the repository without arguments, where its
    settings alone say where to look), with torch replaced by the analyzer's dry-run plugin."""
    proc = _pytest_collect(repo, *([] if no_arguments else targets or ["tests"]))
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return [line.strip() for line in proc.stdout.splitlines() if "::" in line]


def _pytest_collect(repo: Path, *arguments: str) -> subprocess.CompletedProcess[str]:
    """``pytest --collect-only -q`` in ``repo``, as ``_pytest_ids`` runs it."""
    (repo / "src" / "tilegym" / "ops" / "cutile").mkdir(parents=True, exist_ok=True)
    command = [sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider"]
    command += ["-p", "tilebot.runner.analysis.dryrun.collect_plugin", *arguments]
    return subprocess.run(command, cwd=repo, capture_output=True, text=True, timeout=120, check=False)


def test_fixture_params_are_axes_with_the_node_ids_pytest_collects(tmp_path: Path) -> None:
    repo = _repo(tmp_path)
    found = _read(repo)
    assert not found.problems
    # autouse, used through another fixture, from a pytest_plugins module, wider scopes first, usefixtures, a
    # class's override, one asking for the fixture it overrides, and a name the test parametrizes itself
    assert [c.node_id for c in found.configs] == _pytest_ids(repo)  # same ids, same order
    op = next(c for c in found.configs if c.function == "test_op")
    assert op.params == {"mode": "eager", "size": 64, "layout": "row", "dtype": op.params["dtype"], "n": 3}


def test_the_test_sees_a_fixture_param_where_the_fixture_hands_it_on(tmp_path: Path) -> None:
    found = _read(_repo(tmp_path))
    for ident, (dtype, tol) in {"fp16": ("float16", 1e-3), "fp32": ("float32", 1e-5)}.items():
        config = next(c for c in found.configs if c.function == "test_op" and f"-{ident}-" in c.node_id)
        assert config.dtype == dtype and config.tolerance is not None
        assert (config.tolerance.atol, config.tolerance.rtol) == (tol, tol)
    in_class = [c.dtype for c in found.configs if c.function == "test_in_class"]
    assert in_class == ["float16", "float32"]  # the class's override returns the fixture it overrides
    indirect = next(c for c in found.configs if c.function == "test_indirect")  # handed on: indirect=True too
    assert indirect.tolerance is not None and (indirect.tolerance.atol, indirect.dtype) == (1e-3, "float16")
    # `precision` makes a dict of its param: the test's value is unknown, never the else branch's 1e-5
    precision = next(c for c in found.configs if c.function == "test_precision")
    assert precision.tolerance is not None and precision.tolerance.atol is None
    assert "fixture 'precision'" in precision.tolerance.note


def test_an_autouse_fixture_without_params_is_noted_on_each_configuration(tmp_path: Path) -> None:
    found = _read(_repo(tmp_path))
    assert found.configs and all("_seeded (conftest.py:" in c.note for c in found.configs)
    assert all("mode" not in c.note for c in found.configs)  # an autouse with params is an axis the dry run makes
    status = {c.node_id: ("traced", "") for c in found.configs}
    mapping = {c.node_id: ["k"] for c in found.configs}
    (first, *_) = assemble.configs(found.configs, status, mapping, {"k"}, [])
    assert "autouse fixtures the dry run does not run: _seeded" in first.note


def test_a_fixture_a_pytest_plugins_module_it_cannot_read_may_define_is_a_problem(tmp_path: Path) -> None:
    repo = _repo(tmp_path)
    (repo / "conftest.py").write_text('pytest_plugins = "some_installed_plugin"\n')
    (repo / "tests" / "ops" / "test_other.py").write_text("def test_other(mystery, tmp_path):\n    pass\n")
    found = _read(repo, "tests/ops/test_other.py")
    assert len(found.problems) == 1, found.problems
    assert "'mystery'" in found.problems[0] and "some_installed_plugin" in found.problems[0]
    unresolved = [Unresolved(item=found.path, reason=p) for p in found.problems]  # what stage A reports
    assert "whether it parametrizes the test is unknown" in unresolved[0].reason


BASES = """
import pytest
import torch


class ImportedBase:
    @pytest.fixture(params=[torch.float16, torch.float32], ids=["fp16", "fp32"])
    def dtype(self, request):
        return request.param
"""

INHERITING = """
import pytest
import torch

from tests.ops.bases import ImportedBase


@pytest.fixture(params=["mod"])
def x(request):
    return request.param


class Root:
    @pytest.fixture(params=["root"])
    def x(self, request):
        return request.param


class Left(Root):
    @pytest.fixture(autouse=True, params=["left"])
    def a_left(self, request):
        return request.param


class Right(Root):
    @pytest.fixture(params=["right1", "right2"])
    def x(self, request):
        return request.param


class TestDiamond(Left, Right):
    @pytest.fixture(autouse=True, params=["own"])
    def z_own(self, request):
        return request.param

    def test_mro(self, x):
        pass


class TestOverride(Root):
    @pytest.fixture
    def x(self, x):
        return x

    def test_override(self, x):
        pass


class TestShadowed(Root):
    x = None

    def test_shadowed(self, x):
        pass


class TestImported(ImportedBase):
    def test_imported(self, dtype):
        torch.testing.assert_close(out, ref, atol=1e-3 if dtype == torch.float16 else 1e-5, rtol=0.0)
"""

UNREAD_BASE = """
from some_installed_package import LibraryBase


class TestLibrary(LibraryBase):
    def test_library(self, mystery, tmp_path):
        pass
"""


def test_fixtures_a_test_class_inherits_are_found_as_pytest_finds_them(tmp_path: Path) -> None:
    repo = _repo(tmp_path)
    (repo / "tests" / "ops" / "bases.py").write_text(textwrap.dedent(BASES))
    # the module pytest collects has no import it cannot resolve; the analyzer reads it with one more class
    (repo / "tests" / "ops" / "test_inherit.py").write_text(textwrap.dedent(INHERITING))
    expected = _pytest_ids(repo, "tests/ops/test_inherit.py")
    (repo / "tests" / "ops" / "test_inherit.py").write_text(textwrap.dedent(INHERITING + UNREAD_BASE))
    found = _read(repo, "tests/ops/test_inherit.py")
    # the MRO's nearest definition (C3: Right before Root; depth first would take Root's), autouse fixtures by
    # attribute name (an inherited one first here), an override asking for its own name reaching the module's (not
    # the base's), an attribute hiding a base's fixture, a params fixture of a base class imported from another module
    assert [c.node_id for c in found.configs if c.cls != "TestLibrary"] == expected
    assert "tests/ops/test_inherit.py::TestDiamond::test_mro[left-own-right1]" in expected
    imported = {c.node_id.rsplit("[")[1]: c for c in found.configs if c.function == "test_imported"}
    assert imported["fp16]"].dtype == "float16" and imported["fp16]"].tolerance is not None
    assert imported["fp16]"].tolerance.atol == 1e-3  # the base's fixture hands on request.param
    # a base the analyzer cannot read may define the fixture: a problem, as for an unreadable pytest_plugins module
    # (after the class's own: the tests and marks such a base may give are unknown, test_analysis_test_classes.py)
    assert len(found.problems) == 2, found.problems
    assert found.problems[0].startswith("TestLibrary inherits from LibraryBase")
    assert "'mystery'" in found.problems[1] and "LibraryBase" in found.problems[1]


SCOPES = """
import pytest

WIDE = "module"


def pick_scope(fixture_name, config):
    return "session"


@pytest.fixture(params=["a1", "a2"])
def a(request):
    return request.param


@pytest.fixture(params=["b1"], scope=WIDE)
def b(request):
    return request.param


@pytest.fixture(params=["c1"], scope=pick_scope)
def c(request):
    return request.param


def test_named(a, b):
    pass


def test_callable_alone(c, tmp_path):
    pass


def test_callable(a, c):
    pass
"""


def test_a_fixture_scope_orders_the_axes_and_one_decided_at_run_time_is_a_problem_where_it_matters(
    tmp_path: Path,
) -> None:
    repo = _repo(tmp_path)
    (repo / "tests" / "ops" / "test_scope.py").write_text(textwrap.dedent(SCOPES))
    expected = _pytest_ids(repo, "tests/ops/test_scope.py")
    found = _read(repo, "tests/ops/test_scope.py")
    ids = [c.node_id for c in found.configs]
    # a name the module binds to a scope is read: `b` (module scope) goes before `a`, as pytest orders them
    named = [i for i in expected if "::test_named[" in i]
    assert named == ["tests/ops/test_scope.py::test_named[b1-a1]", "tests/ops/test_scope.py::test_named[b1-a2]"]
    assert [i for i in ids if "::test_named[" in i] == named
    # a callable decides `c`'s scope at run time: with no other axis its scope changes nothing, next to `a` it
    # decides the order of the ids, which the analyzer cannot tell, so it says so
    assert [i for i in ids if "::test_callable_alone[" in i] == [i for i in expected if "::test_callable_alone[" in i]
    assert len(found.problems) == 1, found.problems
    assert found.problems[0].startswith("test_callable: fixture 'c'") and "scope=pick_scope" in found.problems[0]
