"""A target repository holding one test file, as stage A reads it: ``tests/ops/test_op.py`` beside the
repository's ``tests/common.py`` (its comparison and tolerance helpers)."""

from __future__ import annotations

import textwrap
from pathlib import Path

from tilebot.runner.analysis import testfiles


def read_test_file(tmp_path: Path, common: str, body: str) -> testfiles.FoundFile:
    (tmp_path / "tests" / "ops").mkdir(parents=True)
    (tmp_path / "tests" / "__init__.py").write_text("")
    (tmp_path / "tests" / "ops" / "__init__.py").write_text("")
    (tmp_path / "tests" / "common.py").write_text(common)
    header = "import pytest\nimport torch\nimport numpy as np\n\nfrom .. import common\n\n"
    (tmp_path / "tests" / "ops" / "test_op.py").write_text(header + textwrap.dedent(body))
    found = testfiles.FoundFile("tests/ops/test_op.py", "primary")
    testfiles.read_configs(tmp_path, found, testfiles.ScopeLoader(tmp_path))
    assert not found.problems
    return found
