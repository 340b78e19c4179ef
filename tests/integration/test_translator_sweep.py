"""The translator sweep (a report command) over the bundled example: every op translated, twice to the byte."""

from __future__ import annotations

from pathlib import Path

from tilebot.runner.translator import sweep


def test_the_sweep_translates_both_example_ops_and_says_so(example_repo: Path, tmp_path: Path) -> None:
    out = tmp_path / "table.md"
    assert sweep.main(["--repo", str(example_repo), "--no-build", "--out", str(out)]) == 0
    table = out.read_text(encoding="utf-8")
    rows = [line for line in table.splitlines() if line.startswith("| softmax") or line.startswith("| silu_and_mul")]
    assert len(rows) == 2 and all("| translated |" in row for row in rows), table
    assert "byte-identical on a second run: 2 of 2" in table


def test_a_refused_op_is_a_row_naming_the_construct_and_line(example_repo: Path, tmp_path: Path) -> None:
    module = example_repo / "src/tilegym/ops/cutile/softmax.py"
    text = module.read_text(encoding="utf-8")
    along_rows = "ct.exp(ct.cumsum(shifted, axis=1))"  # cutile writes every scan with dim 0
    module.write_text(text.replace("ct.exp(shifted)", along_rows))
    out = tmp_path / "table.md"
    sweep.main(["--repo", str(example_repo), "--no-build", "--ops", "softmax", "--out", str(out)])
    row = next(line for line in out.read_text(encoding="utf-8").splitlines() if line.startswith("| softmax"))
    assert "| refused |" in row and "`ct.cumsum along an axis other than 0` (line 13)" in row, row
