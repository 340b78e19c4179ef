"""Configurations and node ids from parametrize stacks, checked against what pytest itself collects."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tilebot.runner.analysis import testfiles

TEST_FILE = """
import pytest
import torch

import tilegym

DTYPES = [torch.float16, torch.bfloat16]
SHAPES = [(m, 64 * m) for m in (1, 4)]
pytestmark = pytest.mark.parametrize("z", [7])


@pytest.mark.parametrize("x", [0, 1])
@pytest.mark.parametrize("y, w", [(2, "a-b"), pytest.param(3, None, id="three")])
def test_stack(x, y, w, z):
    pass


@pytest.mark.parametrize("f", [1.5, -2, 1e-5, (1, 2), [3, 4], "s", True, None])
def test_values(f, z):
    pass


@pytest.mark.parametrize("dup", [1, 1, "a", "a"])
def test_duplicates(dup, z):
    pass


class TestOp:
    _backends = ["cutile"]
    if tilegym.is_backend_available("tilecpp"):
        _backends.append("tilecpp")

    @pytest.mark.parametrize("shape, dtype", [(s, d) for s in SHAPES for d in DTYPES], ids=None)
    @pytest.mark.parametrize("backend", _backends + ["triton"])
    def test_op(self, shape, dtype, backend, z):
        pass

    @pytest.mark.parametrize("mode", ["a", "b"], ids=["mode=a", "mode=b"])
    def test_perf(self, mode, z):
        pass
"""

HOOK = """
def pytest_make_parametrize_id(config, val, argname):
    if isinstance(val, (int, float, str, bool, type(None))):
        return str(val).replace("-", "_")
    return repr(val).replace("-", "_")
"""


def _repo(tmp_path: Path, *, hook: bool) -> Path:
    tests = tmp_path / "tests" / "ops"
    tests.mkdir(parents=True)
    (tests / "test_thing.py").write_text(TEST_FILE)
    (tmp_path / "tests" / "conftest.py").write_text(HOOK if hook else "")
    return tmp_path


def _analyzer_ids(repo: Path) -> tuple[list[str], testfiles.FoundFile]:
    found = testfiles.FoundFile("tests/ops/test_thing.py", "primary")
    testfiles.read_configs(repo, found, testfiles.ScopeLoader(repo))
    return [c.node_id for c in found.configs], found


def _pytest_ids(repo: Path) -> list[str]:
    """What pytest collects, with torch and tilegym replaced by the analyzer's dry-run plugin."""
    (repo / "src" / "tilegym" / "ops" / "cutile").mkdir(parents=True)
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "--collect-only",
            "-q",
            "-p",
            "tilebot.runner.analysis.dryrun.collect_plugin",
            "-p",
            "no:cacheprovider",
            "tests",
        ],
        cwd=repo,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return [line.strip() for line in proc.stdout.splitlines() if "::" in line]


@pytest.mark.parametrize("hook", [True, False], ids=["with-id-hook", "pytest-defaults"])
def test_node_ids_equal_what_pytest_collects_for_the_reference_backend(tmp_path: Path, hook: bool) -> None:
    repo = _repo(tmp_path, hook=hook)
    ours, found = _analyzer_ids(repo)
    collected = _pytest_ids(repo)
    for_cutile = [i for i in collected if "triton" not in i]
    assert ours == for_cutile  # same ids, same order
    assert found.other_backends == {"triton": 4}
    assert found.conditional == {"TestOp._backends": ["if tilegym.is_backend_available('tilecpp'):"]}


def test_expansion_order_ids_and_values(tmp_path: Path) -> None:
    _, found = _analyzer_ids(_repo(tmp_path, hook=True))
    stack = [c for c in found.configs if c.function == "test_stack"]
    assert [c.node_id.split("::")[-1] for c in stack] == [
        "test_stack[2-a_b-0-7]",  # nearest decorator first and outermost; the hook turns - into _
        "test_stack[2-a_b-1-7]",
        "test_stack[three-0-7]",  # pytest.param(id=...) bypasses the hook
        "test_stack[three-1-7]",
    ]
    assert stack[2].params == {"y": 3, "w": None, "x": 0, "z": 7}
    dups = [c.node_id.split("[")[1] for c in found.configs if c.function == "test_duplicates"]
    assert dups == ["1_0-7]", "1_1-7]", "a0-7]", "a1-7]"]
    op = [c for c in found.configs if c.function == "test_op"]
    assert op[0].node_id.endswith("test_op[cutile-(1, 64)-torch.float16-7]")
    assert op[0].dtype == "float16" and op[0].kind == "correctness"
    perf = [c for c in found.configs if c.function == "test_perf"]
    assert [c.kind for c in perf] == ["perf", "perf"] and perf[0].node_id.endswith("test_perf[mode=a-7]")


def test_unreadable_parametrize_is_a_named_problem_not_a_silent_drop(tmp_path: Path) -> None:
    tests = tmp_path / "tests"
    tests.mkdir()
    (tests / "test_x.py").write_text(
        textwrap.dedent(
            """
            import pytest
            from somewhere import make_cases

            @pytest.mark.parametrize("n", make_cases())
            def test_op(n):
                pass
            """
        )
    )
    found = testfiles.FoundFile("tests/test_x.py", "primary")
    testfiles.read_configs(tmp_path, found, testfiles.ScopeLoader(tmp_path))
    assert found.configs == []
    assert len(found.problems) == 1 and "test_op" in found.problems[0] and "make_cases" in found.problems[0]
