"""The dry run gives a test the fixtures pytest would: an ``indirect`` parameter, or a fixture's ``params=`` value, is
what its fixture makes of the value, wherever pytest would find that fixture (the test's class, its module, the
conftest.py files from its directory up to the repository root, the modules they name in ``pytest_plugins``); a
fixture it cannot find skips the configuration with the reason, and what a configuration set up is torn down
before the next.

The tests run ``run_config`` in this process on small repositories whose test bodies raise what they received, so
that the configuration's reason shows it; the modules they import are removed afterwards.
"""

from __future__ import annotations

import os
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest

from tilebot.runner.analysis.dryrun import runner
from tilebot.runner.analysis.dryrun.recorder import Recorder
from tilebot.runner.analysis.dryrun.runner import ConfigRun

TEST_FILE = "tests/ops/test_fixture_probe.py"

ROOT_CONFTEST = """
import pytest


@pytest.fixture
def scale():
    return 2
"""

TESTS_CONFTEST = """
from pathlib import Path

import pytest


@pytest.fixture
def size(request, scale):
    return request.param * scale


@pytest.fixture
def opened(request):
    yield f"open-{request.param}"
    Path(__file__).with_name("torn_down.txt").write_text(request.param)
"""

TEST_MODULE = """
import os

import pytest


@pytest.mark.parametrize("size", [8], indirect=True)
def test_from_conftest(size):
    raise RuntimeError(f"received {size!r}")


@pytest.mark.parametrize("shape", [4], indirect=True)
def test_fixture_nowhere(shape):
    raise RuntimeError(f"received {shape!r}")


@pytest.fixture
def local(request):
    return ("local", request.param)


@pytest.mark.parametrize("local, n", [(3, 1)], indirect=["local"])
def test_module_fixture(local, n):
    raise RuntimeError(f"received {local!r} {n!r}")


@pytest.mark.parametrize("opened", ["a"], indirect=True)
def test_yield_fixture(opened):
    raise RuntimeError(f"received {opened!r}")


@pytest.fixture
def needy(request, nowhere):
    return request.param


@pytest.mark.parametrize("needy", [1], indirect=True)
def test_fixture_needing_a_missing_one(needy):
    raise RuntimeError(f"received {needy!r}")


def test_set_up(tmp_path, monkeypatch):
    monkeypatch.setenv("TILEBOT_DRYRUN_PROBE", "set")
    raise RuntimeError(f"received {tmp_path}")


@pytest.fixture(params=[2, 3])
def doubled(request):
    return request.param * 2


def test_fixture_params(doubled):
    raise RuntimeError(f"received {doubled!r}")


@pytest.fixture(params=[5])
def shaped(request, doubled):
    return (request.param, doubled)


def test_fixture_params_chain(shaped):
    raise RuntimeError(f"received {shaped!r}")


class TestInClass:
    @pytest.fixture
    def size(self, request):
        return ("class", request.param)

    @pytest.mark.parametrize("size", [5], indirect=True)
    def test_class_fixture(self, size):
        raise RuntimeError(f"received {size!r}")
"""


def _write(root: Path, files: dict[str, str]) -> Path:
    for rel, text in files.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(textwrap.dedent(text), encoding="utf-8")
    return root


@pytest.fixture
def isolated(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The repositories' modules and path entries go away after each test."""
    monkeypatch.setattr(sys, "path", list(sys.path))
    monkeypatch.setattr(runner, "_CONFTESTS", {}, raising=False)  # absent before conftests were read
    yield tmp_path
    for name, module in list(sys.modules.items()):
        if str(getattr(module, "__file__", "") or "").startswith(str(tmp_path)):
            del sys.modules[name]


@pytest.fixture
def repo(isolated: Path) -> Path:
    return _write(
        isolated / "repo",
        {"conftest.py": ROOT_CONFTEST, "tests/conftest.py": TESTS_CONFTEST, TEST_FILE: TEST_MODULE},
    )


def _run(repo: Path, function: str, params: dict[str, object], cls: str | None = None) -> ConfigRun:
    return runner.run_config(repo, runner.TestCall(TEST_FILE, cls, function, params), Recorder(), "sm90")


def test_an_indirect_parameter_is_what_the_conftest_fixture_makes_of_it(repo: Path) -> None:
    result = _run(repo, "test_from_conftest", {"size": 8})
    # the fixture in tests/conftest.py doubles it with `scale` from the root conftest.py
    assert result.status == "failed" and "received 16" in result.reason, result


def test_fixtures_in_the_test_module_and_class_come_first(repo: Path) -> None:
    assert "received ('local', 3) 1" in _run(repo, "test_module_fixture", {"local": 3, "n": 1}).reason
    assert "received ('class', 5)" in _run(repo, "test_class_fixture", {"size": 5}, cls="TestInClass").reason


def test_a_yield_fixture_is_torn_down_after_the_configuration(repo: Path) -> None:
    assert "received 'open-a'" in _run(repo, "test_yield_fixture", {"opened": "a"}).reason
    assert (repo / "tests" / "torn_down.txt").read_text() == "a"


def test_an_indirect_fixture_defined_nowhere_skips_the_configuration_with_the_reason(repo: Path) -> None:
    result = _run(repo, "test_fixture_nowhere", {"shape": 4})
    assert result.status == "skipped", result
    assert "fixture 'shape'" in result.reason
    assert "tests/conftest.py, conftest.py" in result.reason  # where it looked, nearest first
    needy = _run(repo, "test_fixture_needing_a_missing_one", {"needy": 1})
    assert needy.status == "skipped" and "fixture 'nowhere'" in needy.reason, needy


def test_a_conftest_that_does_not_import_skips_with_its_error(isolated: Path) -> None:
    repo = _write(
        isolated / "broken",
        {"tests/conftest.py": "import not_a_module_anywhere\n", TEST_FILE: TEST_MODULE},
    )
    result = _run(repo, "test_from_conftest", {"size": 8})
    assert result.status == "skipped", result
    assert "tests/conftest.py does not import" in result.reason and "not_a_module_anywhere" in result.reason


def test_a_conftest_inside_a_package_is_imported_by_its_dotted_name(isolated: Path) -> None:
    files = {
        "checks/__init__.py": "",
        "checks/conftest.py": TESTS_CONFTEST + ROOT_CONFTEST,
        "checks/test_fixture_probe.py": TEST_MODULE,
    }
    repo = _write(isolated / "packaged", files)
    call = runner.TestCall("checks/test_fixture_probe.py", None, "test_from_conftest", {"size": 8})
    result = runner.run_config(repo, call, Recorder(), "sm90")
    assert "received 16" in result.reason, result
    assert sys.modules["checks.conftest"].__file__ == str(repo / "checks" / "conftest.py")


def test_tmp_path_and_monkeypatch_are_undone_after_each_configuration(repo: Path) -> None:
    result = _run(repo, "test_set_up", {})
    made = Path(result.reason.split("received ", 1)[1].split(" (at ", 1)[0])
    assert made.name.startswith("tilebot-dryrun-")
    assert not made.exists()
    assert "TILEBOT_DRYRUN_PROBE" not in os.environ


def test_a_fixture_params_value_reaches_the_test_as_what_its_fixture_makes(repo: Path) -> None:
    # the analyzer puts a fixture's param in the configuration's parameters, as the node id has it
    result = _run(repo, "test_fixture_params", {"doubled": 3})
    assert result.status == "failed" and "received 6" in result.reason, result
    # made first, `shaped` asks for `doubled`, which takes its own param too
    assert "received (5, 6)" in _run(repo, "test_fixture_params_chain", {"shaped": 5, "doubled": 3}).reason


def test_a_fixture_of_a_module_the_root_conftest_names_in_pytest_plugins_is_found(isolated: Path) -> None:
    plugin = "import pytest\n\n\n@pytest.fixture\ndef size(request):\n    return ('plugin', request.param)\n"
    files = {"conftest.py": "pytest_plugins = ['probe_plugin']\n", "probe_plugin.py": plugin, TEST_FILE: TEST_MODULE}
    repo = _write(isolated / "plugins", files)
    assert "received ('plugin', 8)" in _run(repo, "test_from_conftest", {"size": 8}).reason
    missing = _write(
        isolated / "missing", {"conftest.py": "pytest_plugins = 'no_such_plugin'\n", TEST_FILE: TEST_MODULE}
    )
    result = _run(missing, "test_from_conftest", {"size": 8})
    assert result.status == "skipped" and "no_such_plugin does not import" in result.reason, result
