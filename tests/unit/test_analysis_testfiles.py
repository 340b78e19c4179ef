"""Which test files belong to an op: test_<op>.py first, then files importing its module or calling its names."""

from __future__ import annotations

from pathlib import Path

from tilebot.runner.analysis import testfiles

FILES = {
    "tests/ops/test_norm.py": "def test_op():\n    pass\n",
    "tests/ops/deep/test_norm.py": "def test_op():\n    pass\n",
    "tests/ops/test_backward.py": "from tilegym.ops.cutile import norm as cutile_norm\n",
    "tests/ops/test_module_call.py": "import tilegym\n\ndef test_x():\n    tilegym.ops.cutile.norm.norm_fwd(1)\n",
    "tests/ops/test_dispatch.py": "import tilegym\n\ndef test_x():\n    tilegym.ops.get_norm_module()\n",
    "tests/ops/test_unrelated.py": "import tilegym\n\ndef test_x():\n    tilegym.ops.softmax(1)\n",
    "tests/ops/test_similar_name.py": "from tilegym.ops.cutile import norm_extra\n",
}


def test_primary_and_related_files(tmp_path: Path) -> None:
    for rel, text in FILES.items():
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text(text)
    found = testfiles.find_test_files(
        tmp_path, "tests/ops", "norm", "tilegym.ops.cutile.norm", ["norm", "get_norm_module"]
    )
    relations = {f.path: f.relation for f in found}
    assert relations == {
        "tests/ops/deep/test_norm.py": "primary",
        "tests/ops/test_norm.py": "primary",
        "tests/ops/test_backward.py": "imports tilegym.ops.cutile.norm",
        "tests/ops/test_dispatch.py": "calls tilegym.ops.get_norm_module, a name tilegym.ops.cutile.norm registers",
        "tests/ops/test_module_call.py": "calls tilegym.ops.cutile.norm.norm_fwd",
    }
    assert [f.path for f in found][:2] == ["tests/ops/deep/test_norm.py", "tests/ops/test_norm.py"]


def test_no_tests_dir_means_no_files(tmp_path: Path) -> None:
    assert testfiles.find_test_files(tmp_path, "tests/ops", "norm", "x.norm", []) == []
