"""The dry run gives a test the fixtures pytest would: an ``indirect`` parameter, or a fixture's ``params=`` value, is
what its fixture makes of the value, wherever pytest would find that fixture (the test's class, its module, the
conftest.py files pytest reads for its file, as stage A found them, the modules they name in ``pytest_plugins``); an
override asking for the fixture it overrides gets the next definition further out; a fixture it cannot make is no
skip (pytest would run the test) but a configuration the dry run could not trace, with the reason; and what a
configuration set up is torn down before the next.

The tests run ``run_config`` in this process on small repositories whose test bodies raise what they received, so
that the configuration's reason shows it; the modules they import are removed afterwards.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tilebot.core.analysis import Unresolved
from tilebot.runner.analysis import assemble, testfiles
from tilebot.runner.analysis.dryrun import fixtures, runner
from tilebot.runner.analysis.dryrun.recorder import Recorder
from tilebot.runner.analysis.dryrun.runner import ConfigRun
from tilebot.runner.analysis.pytest_config import Locator
from tilebot.runner.analysis.testfiles import FoundConfig

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
    monkeypatch.setattr(fixtures, "_CONFTESTS", {})
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


def _call(repo: Path, file: str, cls: str | None, function: str, params: Any) -> runner.TestCall:
    """What stage A asks the dry run to run: the test, with the conftests pytest reads for its file."""
    conftests = Locator(repo).conftests(repo / file)
    return runner.TestCall(
        file, cls, function, params, tuple(c.relative_to(repo.resolve()).as_posix() for c in conftests)
    )


def _run(repo: Path, function: str, params: dict[str, object], cls: str | None = None) -> ConfigRun:
    return runner.run_config(repo, _call(repo, TEST_FILE, cls, function, params), Recorder(), "sm90")


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


def test_an_indirect_fixture_defined_nowhere_fails_to_trace_with_the_reason(repo: Path) -> None:
    # pytest errors on such a test, it does not skip it: a skip would read as "skipped for cuTile by the test"
    result = _run(repo, "test_fixture_nowhere", {"shape": 4})
    assert result.status == "failed", result
    assert "fixture 'shape'" in result.reason
    assert "tests/conftest.py, conftest.py" in result.reason  # where it looked, nearest first
    needy = _run(repo, "test_fixture_needing_a_missing_one", {"needy": 1})
    assert needy.status == "failed" and "fixture 'nowhere'" in needy.reason, needy
    # stage A counts it as a configuration it could not trace, an unresolved item, not as a skip
    unresolved: list[Unresolved] = []
    node_id = f"{TEST_FILE}::test_fixture_nowhere[4]"
    found = FoundConfig(node_id, TEST_FILE, None, "test_fixture_nowhere", "correctness", {"shape": 4}, (), None, None)
    (config,) = assemble.configs([found], {found.node_id: (result.status, result.reason)}, {}, set(), unresolved)
    assert config.status == "untraced" and "fixture 'shape'" in unresolved[0].reason, (config, unresolved)


def test_a_conftest_that_does_not_import_fails_to_trace_with_its_error(isolated: Path) -> None:
    repo = _write(
        isolated / "broken",
        {"tests/conftest.py": "import not_a_module_anywhere\n", TEST_FILE: TEST_MODULE},
    )
    result = _run(repo, "test_from_conftest", {"size": 8})
    assert result.status == "failed", result
    assert "tests/conftest.py does not import" in result.reason and "not_a_module_anywhere" in result.reason


def test_a_conftest_inside_a_package_is_imported_by_its_dotted_name(isolated: Path) -> None:
    files = {
        "checks/__init__.py": "",
        "checks/conftest.py": TESTS_CONFTEST + ROOT_CONFTEST,
        "checks/test_fixture_probe.py": TEST_MODULE,
    }
    repo = _write(isolated / "packaged", files)
    call = _call(repo, "checks/test_fixture_probe.py", None, "test_from_conftest", {"size": 8})
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
    assert result.status == "failed" and "no_such_plugin does not import" in result.reason, result


OVERRIDE_ROOT_CONFTEST = """
import pytest


@pytest.fixture
def x():
    return "root"
"""

OVERRIDE_TESTS_CONFTEST = """
import pytest


@pytest.fixture
def x(x):
    return f"tests({x})"
"""

OVERRIDING = """
import pytest


@pytest.fixture
def x(x):
    return f"module({x})"


@pytest.fixture(params=["p1", "p2"])
def z(request):
    return request.param


@pytest.fixture
def h():
    return "module"


def test_module_override(x):
    raise RuntimeError(f"received {x!r}")


class TestOverride:
    @pytest.fixture
    def x(self, x, request):
        return f"class({x})"

    @pytest.fixture
    def z(self, z):
        return f"class({z})"

    @pytest.fixture
    def w(self, w):
        return w

    def test_chain(self, x):
        raise RuntimeError(f"received {x!r}")

    def test_params_of_the_overridden(self, z):
        raise RuntimeError(f"received {z!r}")

    def test_nothing_further_out(self, w):
        raise RuntimeError(f"received {w!r}")


@pytest.mark.parametrize("n", [1])
class MarkedBase:
    @pytest.fixture
    def h(self):
        return "base"

    def test_inherited(self, n, m, h):
        raise RuntimeError(f"received {n!r} {m!r} {h!r}")


@pytest.mark.parametrize("m", [2])
class TestMarked(MarkedBase):
    h = None
"""

# what the dry run is asked for each node id pytest collects: (class, function, the configuration's parameters)
OVERRIDE_CALLS = {
    "test_module_override": (None, "test_module_override", {}),
    "TestOverride::test_chain": ("TestOverride", "test_chain", {}),
    "TestOverride::test_params_of_the_overridden[p2]": ("TestOverride", "test_params_of_the_overridden", {"z": "p2"}),
    "TestMarked::test_inherited[1-2]": ("TestMarked", "test_inherited", {"n": 1, "m": 2}),
}


def _pytest_outcomes(repo: Path) -> tuple[dict[str, tuple[str, str]], str]:
    """node id (after the file's ``::``) -> how real pytest's run of it ended (FAILED or ERROR, and the error's last
    line where the summary has it), and pytest's whole output; run as the later stages run it (``op_harness``: in the
    repository root, ``--rootdir .``)."""
    command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--tb=short", "-rfE", "--rootdir", "."]
    command.append(TEST_FILE)
    env = {**os.environ, "COLUMNS": "1000"}  # the summary lines in full
    proc = subprocess.run(command, cwd=repo, env=env, capture_output=True, text=True, timeout=120, check=False)
    out = {}
    for line in proc.stdout.splitlines():
        kind, _, rest = line.partition(" ")
        path, _, rest = rest.partition("::")  # relative to the rootdir: the repository root
        if kind in ("FAILED", "ERROR") and rest and path == TEST_FILE:
            node, _, message = rest.partition(" - ")
            out[node] = (kind, message)
    return out, proc.stdout


def test_an_override_asking_for_the_fixture_it_overrides_gets_the_next_one_out_as_in_pytest(isolated: Path) -> None:
    files = {"conftest.py": OVERRIDE_ROOT_CONFTEST, "tests/conftest.py": OVERRIDE_TESTS_CONFTEST, TEST_FILE: OVERRIDING}
    repo = _write(isolated / "overrides", files)
    expected, output = _pytest_outcomes(repo)
    # the class's, the module's and the two conftests' `x`, each asking for the one further out
    chain = expected["TestOverride::test_chain"]
    assert chain == ("FAILED", "RuntimeError: received 'class(module(tests(root)))'"), output
    # a base's mark parametrizes the inherited test; a subclass's attribute hides the base's fixture
    assert expected["TestMarked::test_inherited[1-2]"] == ("FAILED", "RuntimeError: received 1 2 'module'"), output
    for node, (cls, function, params) in OVERRIDE_CALLS.items():
        result = runner.run_config(repo, _call(repo, TEST_FILE, cls, function, params), Recorder(), "sm90")
        assert result.status == "failed" and result.reason.startswith(expected[node][1]), (node, result, expected)
    # with nothing further out pytest errors (it does not skip); the dry run says why it cannot make the fixture
    assert expected["TestOverride::test_nothing_further_out"][0] == "ERROR", output
    assert "recursive dependency involving fixture 'w' detected" in output
    result = _run(repo, "test_nothing_further_out", {}, cls="TestOverride")
    assert result.status == "failed", result
    assert "fixture 'w' is asked for while it is being made (w -> w)" in result.reason


# the root conftest's `size`, which pytest reads only where nothing cuts it off, and tests/'s `scale`
REACH_FILES = {
    "conftest.py": "import pytest\n\n\n@pytest.fixture\ndef size():\n    return 'root'\n",
    "tests/conftest.py": "import pytest\n\n\n@pytest.fixture\ndef scale():\n    return 3\n",
    TEST_FILE: """
def test_sized(size):
    raise RuntimeError(f"received {size!r}")


def test_scaled(scale):
    raise RuntimeError(f"received {scale!r}")
""",
}


@pytest.mark.parametrize(
    ("config", "text"),
    [
        ("pytest.ini", "[pytest]\n"),
        ("tests/pytest.ini", "[pytest]\n"),  # none above the config file's directory
        ("tests/pytest.ini", "[pytest]\naddopts = --confcutdir=.\n"),  # from where pytest runs: the root's read
        ("pytest.ini", "[pytest]\naddopts = --confcutdir=tests\n"),  # none above tests/
        ("pytest.ini", "[pytest]\naddopts = --noconftest\n"),  # none
    ],
)
def test_the_dry_run_imports_only_the_conftests_pytest_reads(isolated: Path, config: str, text: str) -> None:
    repo = _write(isolated / "reach", {**REACH_FILES, config: text})
    expected, output = _pytest_outcomes(repo)
    found = testfiles.FoundFile(TEST_FILE, "primary")
    testfiles.read_configs(repo, found, testfiles.ScopeLoader(repo))  # stage A: what it hands the dry run
    assert [c.function for c in found.configs] == ["test_sized", "test_scaled"], found.problems
    for config_ in found.configs:
        call = runner.TestCall(config_.file, config_.cls, config_.function, config_.params, found.conftests)
        result = runner.run_config(repo, call, Recorder(), "sm90")
        kind, message = expected[config_.function]
        fixture = {"test_sized": "size", "test_scaled": "scale"}[config_.function]
        if kind == "FAILED":
            assert result.status == "failed" and result.reason.startswith(message), (result, message)
        else:  # pytest errors: no conftest it reads defines the fixture
            assert f"fixture '{fixture}' not found" in output, output
            assert f"fixture '{fixture}' is defined neither" in result.reason, result
    reads_root = (config, text) == ("pytest.ini", "[pytest]\n") or "--confcutdir=." in text
    assert expected["test_sized"][0] == ("FAILED" if reads_root else "ERROR"), output
    assert expected["test_scaled"][0] == ("ERROR" if "--noconftest" in text else "FAILED"), output
