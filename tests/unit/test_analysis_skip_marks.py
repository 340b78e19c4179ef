"""A configuration a skip mark skips on every machine (``pytest.mark.skip``, ``skipif`` on a constant true condition, on
the parameter set, the test, its classes or the module) is read with pytest's reason, to be recorded skipped (never
dry-run, never pinned), as one ``addopts`` deselects is; each case is checked against what real pytest reports when
given every node id the reader found."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import textwrap
from pathlib import Path

from tilebot.runner.analysis import assemble, testfiles
from tilebot.runner.analysis.pytest_config import named_only

SKIPS = """
import sys

import pytest
from pytest import mark

SKIP = pytest.mark.skip(reason="named")
OFF = True
MAYBE = pytest.mark.skip(reason="maybe")
if sys.platform != "none":  # the reader cannot tell which binding holds (here: the second)
    MAYBE = pytest.mark.skipif(False, reason="no")


@pytest.mark.skip(reason="broken")
def test_off():
    pass


@pytest.mark.skip
def test_bare():
    pass


@pytest.mark.skip("positional")
def test_positional():
    pass


@pytest.mark.skip(reason="outer")
@pytest.mark.skipif(1, reason="a skipif first")
def test_two():
    pass


@pytest.mark.skipif(sys.platform == "none", reason="machine")  # depends on the machine: runs here
@pytest.mark.skipif(False, reason="never")
def test_runs():
    pass


@pytest.mark.skipif("sys.platform == 'none'", reason="a string pytest evaluates")
@MAYBE
def test_runs_too():
    pass


@SKIP
def test_named():
    pass


@pytest.mark.skipif(2 > 1, reason="a condition of constants")
def test_condition():
    pass


@pytest.mark.skipif(OFF, reason="a name")  # bound once, at the top, to a constant: every machine's
def test_name_condition():
    pass


NOT_OFF = not OFF
ON_NOTHING = sys.platform == "none"
REBOUND = False


@pytest.mark.skipif(NOT_OFF, reason="derived")
def test_derived():
    pass


@pytest.mark.skipif(not NOT_OFF and 1 < 2, reason="derived, negated")
def test_derived_negated():
    pass


@pytest.mark.skipif(ON_NOTHING, reason="the machine's")
def test_machine_name():
    pass


@pytest.mark.skipif(REBOUND, reason="bound twice")  # False here, when the decorator runs
def test_rebound():
    pass


REBOUND = True
SWITCHED = True


def _switch():
    global SWITCHED
    SWITCHED = False


@pytest.mark.skipif(SWITCHED, reason="a function may rebind it")
def test_switched():
    pass


@mark.skipif(condition=True, reason="by keyword")
def test_keyword():
    pass


@pytest.mark.skipif(reason="no condition")
def test_no_condition():
    pass


class TestNamed:
    pytestmark = [pytest.mark.filterwarnings("ignore"), SKIP]

    def test_method(self):
        pass


@pytest.mark.slow
@pytest.mark.skip(reason="deselected first")
def test_slow():
    pass


@pytest.mark.parametrize(
    "n", [1, pytest.param(2, marks=pytest.mark.skip), pytest.param(3, marks=[pytest.mark.skipif(True, reason="3")]),
          pytest.param(4, marks=SKIP)]
)
def test_sets(n):
    pass


@pytest.mark.parametrize("n", [1, pytest.param(2, marks=pytest.mark.skip)])
@pytest.mark.skip(reason="own before its set's")
def test_own_and_set(n):
    pass


@pytest.mark.skip(reason="outer class")
class TestOuter:
    def test_in(self):
        pass

    @pytest.mark.skipif(True, reason="inner class")
    class TestInner:
        def test_deep(self):
            pass
"""
MODULE = """
import pytest

pytestmark = [pytest.mark.skip(reason="the module's")]


@pytest.mark.parametrize("n", [1, 2])
def test_any(n):
    pass
"""
FILES = {"tests/ops/test_skips.py": SKIPS, "tests/ops/test_module_skip.py": MODULE}
REPORTED = re.compile(r"^(\S+::\S+) (PASSED|SKIPPED)(?: \((.*)\))?\s+\[")


def _repo(root: Path) -> Path:
    for rel, text in FILES.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(textwrap.dedent(text), encoding="utf-8")
    (root / "pytest.ini").write_text('[pytest]\nmarkers =\n    slow\naddopts = -m "not slow"\n', encoding="utf-8")
    return root


def _pytest_outcomes(repo: Path, node_ids: list[str]) -> dict[str, tuple[str, str]]:
    """What real pytest, given ``node_ids`` as the later stages give them (``op_harness``: run in the repository root,
    ``--rootdir .``, addopts less its paths), does with each: node id -> (PASSED or SKIPPED, its reason)."""
    command = [sys.executable, "-m", "pytest", "-v", "-p", "no:cacheprovider", "--rootdir", "."]
    command += [*named_only(repo, node_ids), *node_ids]
    wide = {**os.environ, "COLUMNS": "400"}  # pytest -v cuts a reason short at the terminal's width
    proc = subprocess.run(command, cwd=repo, env=wide, capture_output=True, text=True, timeout=120, check=False)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return {m[1]: (m[2], m[3] or "") for line in proc.stdout.splitlines() if (m := REPORTED.match(line))}


def _as_pytest_reports(config: testfiles.FoundConfig) -> tuple[str, str]:
    """What the reader says pytest reports for ``config``, as ``_pytest_outcomes`` has it."""
    if not config.skipped:
        return ("PASSED", "")
    return ("SKIPPED", config.skipped.removeprefix("pytest skips it: ").rpartition(" (`")[0])


def test_a_skip_marked_configuration_is_read_skipped_with_the_reason_pytest_gives(tmp_path: Path) -> None:
    repo = _repo(tmp_path)
    loader = testfiles.ScopeLoader(repo)
    configs = []
    for rel in FILES:
        found = testfiles.FoundFile(rel, "primary")
        testfiles.read_configs(repo, found, loader)
        assert not found.problems, found.problems
        assert found.skipped_by_mark == [c.node_id for c in found.configs if c.skipped]
        configs += found.configs
    outcomes = _pytest_outcomes(repo, [c.node_id for c in configs])
    # every configuration is read, none dropped; the one addopts deselects is reported by neither as skipped
    slow = next(c for c in configs if c.function == "test_slow")
    assert slow.deselected and not slow.skipped and slow.node_id not in outcomes
    assert [c.node_id for c in configs if not c.deselected] == list(outcomes)
    ours = {c.node_id: _as_pytest_reports(c) for c in configs if not c.deselected}
    # the reader's one difference: a condition it cannot decide (the machine's, a string, a name bound twice or that
    # a function may rebind, a mark bound under an `if`) is pinned with a note that pytest may skip it there, never
    # a test that may run read as skipped, nor one that may not run counted silently
    may_skip = {c.node_id.partition("::")[2]: c.may_skip for c in configs if c.may_skip}
    undecided = ["test_runs", "test_runs_too", "test_machine_name", "test_rebound", "test_switched"]
    assert sorted(may_skip) == sorted(undecided), may_skip
    assert all(ours.pop(f"tests/ops/test_skips.py::{name}") == ("PASSED", "") for name in undecided)
    assert outcomes.pop("tests/ops/test_skips.py::test_switched") == ("SKIPPED", "a function may rebind it")
    assert ours == {node: outcome for node, outcome in outcomes.items() if node.partition("::")[2] not in undecided}
    assert sum(state == "SKIPPED" for state, _ in ours.values()) == 20
    assert "`ON_NOTHING` may depend on the machine" in may_skip["test_machine_name"]
    maybe = "bound under `if sys.platform != 'none':`"  # MAYBE, nearer than the string condition
    assert maybe in may_skip["test_runs_too"]
    # analysis.json says so where it pins the configuration
    (machine,) = [c for c in configs if c.function == "test_machine_name"]
    (pinned,) = assemble.configs([machine], {machine.node_id: ("traced", "")}, {machine.node_id: ["k"]}, {"k"}, [])
    assert pinned.status == "mapped" and pinned.note == may_skip["test_machine_name"]
    sets = next(c for c in configs if c.node_id.endswith("::test_sets[2]"))
    assert sets.skipped == "pytest skips it: unconditional skip (`pytest.mark.skip`)"  # the mark said too


# names bound otherwise than by one assignment before the mark reads them: each module on its own, as a star import or
# globals() leaves no name of its module decidable
BOUND_OTHERWISE = {
    "tests/ops/helpers.py": "OFF = False\n",
    "tests/ops/test_star.py": """
import pytest

OFF = True
UNTOUCHED = True
from helpers import *  # noqa: F403  binds OFF to False


@pytest.mark.skipif(OFF, reason="the star import rebinds it")
def test_star():
    pass


@pytest.mark.skipif(UNTOUCHED, reason="a star import may bind any name")
def test_untouched():
    pass
""",
    "tests/ops/test_namespace.py": """
import pytest

WHEN = False
globals()["WHEN"] = True


@pytest.mark.skipif(WHEN, reason="globals() rebinds it")
def test_globals():
    pass
""",
    "tests/ops/test_helpers_eval.py": """
import pytest

FAST = True


def _dtype(name):
    return eval(f"{name}")  # run by a test, after its marks were read: binds nothing of the module's


def _fields(obj):
    return vars(obj)


@pytest.mark.skipif(FAST, reason="fast mode")
def test_eval_in_a_helper():
    assert _dtype("int") is int and _fields(_fields) == {}
""",
    "tests/ops/test_exec.py": """
import pytest

SLOW = False
exec("SLOW = True")


@pytest.mark.skipif(SLOW, reason="exec rebinds it")
def test_exec():
    pass
""",
    "tests/ops/test_bound.py": """
import pytest

ON = True
CAUGHT = True
try:
    pass
except KeyError as CAUGHT:  # where it runs, CAUGHT is unbound after it
    pass
FIRST = REST = KEYS = False
match [True, True]:
    case [FIRST, *REST]:
        pass
match {"a": 1}:
    case {**KEYS}:
        pass


@pytest.mark.skipif(CAUGHT, reason="except-as")
def test_except_as():
    pass


@pytest.mark.skipif(FIRST, reason="a capture")
def test_capture():
    pass


@pytest.mark.skipif(REST, reason="a star capture")
def test_star_capture():
    pass


@pytest.mark.skipif(KEYS, reason="a mapping's rest")
def test_mapping_rest():
    pass


@pytest.mark.skipif(ON, reason="bound once, before")
def test_decided():
    pass


@pytest.mark.parametrize("n", [1, pytest.param(2, marks=pytest.mark.skipif(ON, reason="its set's"))])
def test_set(n):
    pass
""",
}
LATE = """
import pytest

THROUGH = pytest.mark.skipif(GONE, reason="read before it is bound")
GONE = True


@pytest.mark.skipif(LATE, reason="read before it is bound")
def test_late():
    pass


LATE = True


@THROUGH
def test_through_a_name():
    pass
"""


def test_a_name_a_star_import_a_match_an_except_or_globals_may_bind_is_undecided_as_pytest_shows(
    tmp_path: Path,
) -> None:
    for rel, text in BOUND_OTHERWISE.items():
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text(textwrap.dedent(text), encoding="utf-8")
    (tmp_path / "pytest.ini").write_text("[pytest]\n", encoding="utf-8")
    loader = testfiles.ScopeLoader(tmp_path)
    configs = []
    for rel in [r for r in BOUND_OTHERWISE if "/test_" in r]:
        found = testfiles.FoundFile(rel, "primary")
        testfiles.read_configs(tmp_path, found, loader)
        assert not found.problems, found.problems
        configs += found.configs
    outcomes = _pytest_outcomes(tmp_path, [c.node_id for c in configs])
    assert list(outcomes) == [c.node_id for c in configs]
    # a decided configuration is as pytest has it; every other is pinned with the note, whatever pytest does here
    decided = {c.node_id: _as_pytest_reports(c) for c in configs if not c.may_skip}
    assert decided == {node: outcomes[node] for node in decided}
    bound = "tests/ops/test_bound.py"
    helpers_eval = "tests/ops/test_helpers_eval.py::test_eval_in_a_helper"
    assert sorted(decided) == [f"{bound}::test_decided", f"{bound}::test_set[1]", f"{bound}::test_set[2]", helpers_eval]
    assert decided[helpers_eval] == ("SKIPPED", "fast mode")  # an eval or vars(obj) in a function binds nothing
    assert decided[f"{bound}::test_set[2]"] == ("SKIPPED", "its set's")  # read where the test is
    notes = {c.function: c.may_skip for c in configs if c.may_skip}
    assert "'OFF' is a name `from helpers import *` may bind" in notes["test_star"]
    assert "'UNTOUCHED' is a name `from helpers import *` may bind" in notes["test_untouched"]
    assert "'WHEN' is a name `globals()` may bind" in notes["test_globals"]
    assert "'SLOW' is a name `exec('SLOW = True')` may bind" in notes["test_exec"]
    for function, name in [("test_except_as", "CAUGHT"), ("test_capture", "FIRST"), ("test_star_capture", "REST")]:
        assert f"'{name}' is bound 2 times in its module" in notes[function]
    assert "'KEYS' is bound 2 times" in notes["test_mapping_rest"]
    # where the reader would have it decided, pytest differs
    assert outcomes["tests/ops/test_star.py::test_star"] == ("PASSED", "")
    assert outcomes["tests/ops/test_namespace.py::test_globals"] == ("SKIPPED", "globals() rebinds it")
    assert outcomes["tests/ops/test_exec.py::test_exec"] == ("SKIPPED", "exec rebinds it")
    assert outcomes["tests/ops/test_bound.py::test_capture"] == ("SKIPPED", "a capture")


def test_a_name_bound_only_after_the_mark_reads_it_is_undecided_as_pytest_fails_to_collect(tmp_path: Path) -> None:
    rel = "tests/ops/test_late.py"
    (tmp_path / rel).parent.mkdir(parents=True)
    (tmp_path / rel).write_text(textwrap.dedent(LATE), encoding="utf-8")
    (tmp_path / "pytest.ini").write_text("[pytest]\n", encoding="utf-8")
    found = testfiles.FoundFile(rel, "primary")
    testfiles.read_configs(tmp_path, found, testfiles.ScopeLoader(tmp_path))
    command = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", rel]
    proc = subprocess.run(command, cwd=tmp_path, capture_output=True, text=True, timeout=120, check=False)
    assert proc.returncode == 2 and "NameError: name 'GONE' is not defined" in proc.stdout, proc.stdout
    notes = {c.function: c.may_skip for c in found.configs if not c.skipped}
    assert "'LATE' is bound only after line 8, which reads it" in notes["test_late"]
    # a mark bound to a name reads its condition where the name is bound
    assert "'GONE' is bound only after line 4, which reads it" in notes["test_through_a_name"]


# skip marks a sibling helper module binds, imported by name or read as an attribute of the module (`import common`):
# a test directory without __init__.py is first on pytest's sys.path, so `common` is tests/ops/common.py
HELPER = """
import sys

import pytest

ON = True
skip_off = pytest.mark.skipif(ON, reason="a helper's constant")
skip_never = pytest.mark.skipif(not ON, reason="never")
skip_machine = pytest.mark.skipif(sys.platform == "none", reason="the machine's")
skip_plain = pytest.mark.skip(reason="a helper's skip")
skip_maybe = pytest.mark.skip(reason="maybe")
if sys.platform != "none":  # the reader cannot tell which binding holds (here: the second)
    skip_maybe = pytest.mark.skipif(False, reason="no")
skip_unread = getattr(pytest.mark, "skip")(reason="unread")
"""
HELPER_MARKS = """
import pytest

import common
import common as helpers
from common import skip_machine, skip_maybe, skip_never, skip_off, skip_unread
from common import skip_plain as plain


@skip_off
def test_from_import():
    pass


@common.skip_off
def test_module_attribute():
    pass


@helpers.skip_plain
def test_module_alias():
    pass


@plain
def test_renamed():
    pass


@skip_never
def test_never():
    pass


@skip_machine
def test_machine():
    pass


@skip_maybe
def test_conditional():
    pass


@common.skip_maybe
def test_conditional_attribute():
    pass


@skip_unread
def test_unread():
    pass


@pytest.mark.parametrize("n", [1, pytest.param(2, marks=skip_off)])
def test_set(n):
    pass


class TestMarked:
    pytestmark = [common.skip_plain]

    def test_in(self):
        pass
"""


def _configs_of(root: Path, files: dict[str, str | bytes], test_file: str) -> testfiles.FoundFile:
    """Write ``files`` under ``root`` (text dedented, bytes as they are) and read ``test_file``'s configurations as
    stage A does."""
    for rel, body in files.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_bytes(body if isinstance(body, bytes) else textwrap.dedent(body).encode())
    found = testfiles.FoundFile(test_file, "primary")
    testfiles.read_configs(root, found, testfiles.ScopeLoader(root))
    return found


def test_a_skip_mark_a_helper_module_binds_is_decided_as_pytest_does_or_noted(tmp_path: Path) -> None:
    files = {"pytest.ini": "[pytest]\n", "tests/ops/common.py": HELPER, "tests/ops/test_helper_marks.py": HELPER_MARKS}
    found = _configs_of(tmp_path, files, "tests/ops/test_helper_marks.py")
    assert not found.problems, found.problems
    outcomes = _pytest_outcomes(tmp_path, [c.node_id for c in found.configs])
    assert list(outcomes) == [c.node_id for c in found.configs]
    decided = {c.node_id.partition("::")[2]: _as_pytest_reports(c) for c in found.configs if not c.may_skip}
    assert decided == {
        node.partition("::")[2]: outcomes[node] for node in outcomes if node.partition("::")[2] in decided
    }
    skipped = ["test_from_import", "test_module_attribute", "test_module_alias", "test_renamed", "test_set[2]"]
    assert sorted(n for n, (state, _) in decided.items() if state == "SKIPPED") == sorted(
        [*skipped, "TestMarked::test_in"]
    )
    # the condition read in the helper's module, as the test module's own constants are; a binding the reader cannot
    # tell, or a value it cannot read, is noted
    notes = {c.function: c.may_skip for c in found.configs if c.may_skip}
    assert sorted(notes) == ["test_conditional", "test_conditional_attribute", "test_machine", "test_unread"]
    assert "`sys.platform == 'none'` may depend on the machine" in notes["test_machine"]
    assert "'skip_maybe' is bound under `if sys.platform != 'none':` in common.py" in notes["test_conditional"]
    assert "'skip_maybe' is bound under `if sys.platform != 'none':`" in notes["test_conditional_attribute"]
    assert "`skip_unread`: the reader cannot read it" in notes["test_unread"]
    assert outcomes["tests/ops/test_helper_marks.py::test_unread"] == ("SKIPPED", "unread")


# a module writing its own namespace through its module object: each write rebinds FLAG, so pytest skips each test
SELF_WRITES = {
    "attribute": "sys.modules[__name__].FLAG = True",
    "setattr": 'setattr(sys.modules[__name__], "FLAG", True)',
    "alias": "me = sys.modules.get(__name__)\nme.FLAG = True",
    "vars_of": 'vars(sys.modules[__name__])["FLAG"] = True',
    "dict": 'sys.modules[__name__].__dict__["FLAG"] = True',
    "import_module": "import importlib\nimportlib.import_module(__name__).FLAG = True",
    "by_key": 'sys.modules["test_by_key"].FLAG = True',
    "in_function": 'def _switch():\n    setattr(sys.modules[__name__], "FLAG", True)\n\n\n_switch()',
    "globals_update": "globals().update(FLAG=True)",
    "vars_item": 'vars()["FLAG"] = True',
}
SELF_WRITE = """import sys

import pytest

FLAG = False
HAS_TORCH = "torch" in sys.modules
{write}


@pytest.mark.skipif(FLAG, reason="rebound")
def test_it():
    pass
"""


def test_a_name_a_module_rebinds_through_its_module_object_is_undecided_as_pytest_shows(tmp_path: Path) -> None:
    rels = [f"tests/ops/test_{name}.py" for name in [*SELF_WRITES, "reads"]]
    (tmp_path / "tests" / "ops").mkdir(parents=True)
    writes = [*SELF_WRITES.values(), "SAME = sys.modules[__name__].FLAG"]  # reading an attribute of it binds nothing
    for rel, write in zip(rels, writes, strict=True):
        (tmp_path / rel).write_text(SELF_WRITE.format(write=write), encoding="utf-8")
    (tmp_path / "pytest.ini").write_text("[pytest]\n", encoding="utf-8")
    loader = testfiles.ScopeLoader(tmp_path)
    configs = []
    for rel in rels:
        found = testfiles.FoundFile(rel, "primary")
        testfiles.read_configs(tmp_path, found, loader)
        assert not found.problems, found.problems
        configs += found.configs
    outcomes = _pytest_outcomes(tmp_path, [c.node_id for c in configs])
    assert {node: state for node, (state, _) in outcomes.items()} == {
        c.node_id: "PASSED" if c.file.endswith("test_reads.py") else "SKIPPED" for c in configs
    }
    notes = {c.file.removeprefix("tests/ops/test_").removesuffix(".py"): c.may_skip for c in configs}
    assert not notes.pop("reads")  # decided: FLAG is False there, as pytest has it
    assert all("'FLAG' is a name `" in note and "may bind" in note for note in notes.values()), notes
    assert sorted(notes) == sorted(SELF_WRITES)
    assert "`setattr(sys.modules[__name__], 'FLAG', True)` may bind" in notes["setattr"]
    assert "`me = sys.modules.get(__name__)` may bind" in notes["alias"]


# marks of helper packages and submodules, bound by `import a` / `import a.b`: tests/ops has no __init__.py, so pytest
# puts it first on sys.path; tests/conftest.py puts tests/ there too, where `shared` is, which the reader does not read
PACKAGE_MARKS = """
import pytest

skip_off = pytest.mark.skip(reason="package skip")
from .named import skip_named as named  # the submodule is loaded first: `import helpers.named` leaves this binding
"""
SKIP_IN = 'import pytest\n\nskip_off = pytest.mark.skip(reason="{}")\n'
PACKAGE_TESTS = """
import helpers.marks
import helpers.other
import helpers
import helpers.named
import helpers.marks as marks_alias
import namespace.marks
import shared
from helpers import named as from_named  # the package's binding, before its submodule of that name


@helpers.skip_off
def test_package_attribute():
    pass


@helpers.marks.skip_off  # bound by the first import, kept by the later ones of the same package
def test_submodule_attribute():
    pass


@helpers.other.never
def test_never():
    pass


@helpers.named
def test_package_binding():
    pass


@marks_alias.skip_off
def test_alias():
    pass


@from_named
def test_from_package():
    pass


@namespace.marks.skip_off
def test_namespace_package():
    pass


@shared.skip_off
def test_off_the_import_path():
    pass
"""


def test_a_skip_mark_of_a_helper_package_or_submodule_is_decided_as_pytest_does_or_noted(tmp_path: Path) -> None:
    files = {
        "pytest.ini": "[pytest]\n",
        "tests/conftest.py": "",
        "tests/shared.py": SKIP_IN.format("shared skip"),
        "tests/ops/helpers/__init__.py": PACKAGE_MARKS,
        "tests/ops/helpers/marks.py": SKIP_IN.format("submodule skip"),
        "tests/ops/helpers/named.py": 'import pytest\n\nskip_named = pytest.mark.skip(reason="bound by the package")\n',
        "tests/ops/helpers/other.py": 'import pytest\n\nnever = pytest.mark.skipif(False, reason="never")\n',
        "tests/ops/namespace/marks.py": SKIP_IN.format("namespace skip"),
        "tests/ops/test_packages.py": PACKAGE_TESTS,
    }
    found = _configs_of(tmp_path, files, "tests/ops/test_packages.py")
    assert not found.problems, found.problems
    outcomes = _pytest_outcomes(tmp_path, [c.node_id for c in found.configs])
    ours = {c.node_id: _as_pytest_reports(c) for c in found.configs}
    notes = {c.function: c.may_skip for c in found.configs if c.may_skip}
    # a module of the repository off the import path the reader models, and a name a package binds beside its
    # submodule of that name: noted, never read as running for certain
    assert list(notes) == ["test_package_binding", "test_off_the_import_path"]
    assert "`shared` may be the repository's tests/shared" in notes["test_off_the_import_path"]
    assert ours.pop("tests/ops/test_packages.py::test_off_the_import_path") == ("PASSED", "")
    assert outcomes.pop("tests/ops/test_packages.py::test_off_the_import_path") == ("SKIPPED", "shared skip")
    assert ours.pop("tests/ops/test_packages.py::test_package_binding") == ("PASSED", "")
    assert outcomes.pop("tests/ops/test_packages.py::test_package_binding") == ("SKIPPED", "bound by the package")
    assert ours == outcomes
    assert [node for node, (state, _) in ours.items() if state == "PASSED"] == [
        "tests/ops/test_packages.py::test_never"
    ]


# Python's path finder takes a regular package or module anywhere on sys.path before namespace portions (a directory
# without __init__.py), and a namespace package spans every portion; a known module name (tilegym) the repository
# has is the repository's, imported `as` or not
FINDER_TESTS = """
import shared.marks
import tilegym.marks
import tilegym.marks as tilegym_marks
import utils.marks


@utils.marks.skip_off
def test_regular_over_a_portion():
    pass


@shared.marks.skip_off
def test_namespace_portions():
    pass


@tilegym.marks.skip_off
def test_known_name():
    pass


@tilegym_marks.skip_off
def test_known_name_alias():
    pass
"""


def test_a_helper_module_is_the_one_pythons_path_finder_takes_as_pytest_shows(tmp_path: Path) -> None:
    never = 'import pytest\n\nskip_off = pytest.mark.skipif(False, reason="never")\n'
    files = {
        "pytest.ini": "[pytest]\n",
        "utils/__init__.py": "",
        "utils/marks.py": SKIP_IN.format("root utils"),
        "tests/ops/utils/marks.py": never,  # a namespace portion first on sys.path (tests/ops has no __init__.py)
        "shared/marks.py": SKIP_IN.format("root portion"),
        "tests/ops/shared/other.py": "",
        "tilegym/__init__.py": "",
        "tilegym/marks.py": SKIP_IN.format("repository tilegym"),
        "tests/ops/test_finder.py": FINDER_TESTS,
    }
    found = _configs_of(tmp_path, files, "tests/ops/test_finder.py")
    assert not found.problems, found.problems
    assert [c.may_skip for c in found.configs if c.may_skip] == []
    ours = {c.node_id: _as_pytest_reports(c) for c in found.configs}
    assert ours == _pytest_outcomes(tmp_path, list(ours))
    assert {state for state, _ in ours.values()} == {"SKIPPED"}


def test_a_helper_module_python_cannot_import_is_a_problem_and_its_marks_are_noted_as_pytest_fails(
    tmp_path: Path,
) -> None:
    files: dict[str, str | bytes] = {
        "pytest.ini": "[pytest]\n",
        "tests/ops/helpers/__init__.py": "def (:\n",
        "tests/ops/latin.py": b"# \xe9\n",  # not UTF-8
        "tests/ops/test_broken.py": (
            "import pytest\nimport helpers\nfrom latin import skip_off\n\n\n"
            "@helpers.skip_off\n@pytest.mark.parametrize('n', [1])\ndef test_a(n):\n    pass\n\n\n"
            "@skip_off\ndef test_b():\n    pass\n"
        ),
    }
    found = _configs_of(tmp_path, files, "tests/ops/test_broken.py")
    unreadable = [p for p in found.problems if p.startswith("pytest fails to collect the module: it imports")]
    assert len(unreadable) == 2, found.problems
    assert "tests/ops/helpers/__init__.py" in unreadable[0] + unreadable[1]
    assert "tests/ops/latin.py" in unreadable[0] + unreadable[1]
    notes = {c.function: c.may_skip for c in found.configs}
    assert set(notes) == {"test_a", "test_b"} and all("pytest may skip it" in n for n in notes.values()), notes
    ids = [c.node_id for c in found.configs]
    command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--rootdir", "."]
    proc = subprocess.run([*command, *named_only(tmp_path, ids), *ids], cwd=tmp_path, capture_output=True, text=True)
    assert proc.returncode != 0 and "ERROR tests/ops/test_broken.py" in proc.stdout, proc.stdout + proc.stderr


# where `import a.b` finds modules and what it binds, as pytest's run shows: the ini option pythonpath (src/, put on
# sys.path after the test file's own directory, before the repository root); a name the package binds itself besides
# its submodule: noted (the submodule, or the package's binding where it loaded that submodule first: the reader does
# not tell); a namespace package imported twice, one module object holding both submodules
IMPORT_PATH_TESTS = """
import helpers.marks
import kept.marks
import maybe.marks
import mypkg.marks
import nsmarks.marks
import nsmarks.other
import order
import srcfirst
from mypkg.marks import skip_off


@mypkg.marks.skip_off
def test_pythonpath_import():
    pass


@skip_off
def test_pythonpath_from():
    pass


@order.skip_off
def test_own_directory_before_pythonpath():
    pass


@srcfirst.skip_off
def test_pythonpath_before_the_root():
    pass


@helpers.marks.skip_off
def test_submodule_over_the_package_binding():
    pass


@kept.marks.skip_off
def test_package_binding_after_its_submodule():
    pass


@maybe.marks.skip_off
def test_package_that_may_load_its_submodule():
    pass


@nsmarks.marks.skip_off
def test_namespace_package_imported_twice():
    pass
"""


def test_a_helper_import_reads_pythonpath_submodules_and_namespace_packages_as_pytest_does(tmp_path: Path) -> None:
    never = 'import pytest\n\nskip_off = pytest.mark.skipif(False, reason="never")\n'
    own_binding = "import os as marks  # os.skip_off: no mark, for the reader certainly\n"
    files = {
        "pytest.ini": "[pytest]\npythonpath = src\n",
        "src/mypkg/__init__.py": "",
        "src/mypkg/marks.py": SKIP_IN.format("src package"),
        "src/order.py": SKIP_IN.format("src order"),
        "tests/ops/order.py": never,
        "src/srcfirst.py": SKIP_IN.format("src before the root"),
        "srcfirst.py": never,
        "tests/ops/helpers/__init__.py": own_binding,
        "tests/ops/helpers/marks.py": SKIP_IN.format("submodule"),
        "tests/ops/kept/__init__.py": "from . import marks\nfrom . import other as marks\n",
        "tests/ops/kept/other.py": never,
        "tests/ops/kept/marks.py": SKIP_IN.format("kept submodule"),
        "tests/ops/maybe/__init__.py": "from .util import x\n" + own_binding,
        "tests/ops/maybe/util.py": "x = 1\n",
        "tests/ops/maybe/marks.py": SKIP_IN.format("maybe submodule"),
        "tests/ops/nsmarks/marks.py": SKIP_IN.format("namespace skip"),
        "tests/ops/nsmarks/other.py": never,
        "tests/ops/test_imports.py": IMPORT_PATH_TESTS,
    }
    found = _configs_of(tmp_path, files, "tests/ops/test_imports.py")
    assert not found.problems, found.problems
    notes = {c.function: c.may_skip for c in found.configs if c.may_skip}
    undecided = ["test_submodule_over_the_package_binding", "test_package_binding_after_its_submodule"]
    undecided.append("test_package_that_may_load_its_submodule")
    assert sorted(notes) == sorted(undecided), notes
    outcomes = _pytest_outcomes(tmp_path, [c.node_id for c in found.configs])
    ours = {c.node_id: _as_pytest_reports(c) for c in found.configs}
    for function in undecided:  # run, with the note that pytest may skip them: it skips all but the kept binding's
        node = f"tests/ops/test_imports.py::{function}"
        assert ours.pop(node) == ("PASSED", "")
        assert outcomes.pop(node)[0] == (
            "PASSED" if function == "test_package_binding_after_its_submodule" else "SKIPPED"
        )
    assert ours == outcomes
    passed = [node.partition("::")[2] for node, (state, _) in ours.items() if state == "PASSED"]
    assert passed == ["test_own_directory_before_pythonpath"]
