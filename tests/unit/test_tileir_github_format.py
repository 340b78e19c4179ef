"""``tilebot ir-diff --format github``: workflow annotation lines, at kernel source lines where the IR records them."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.unit.test_tileir_diff import K
from tilebot.cli import main as tilebot
from tilebot.runner.tileir.diff import diff_ir
from tilebot.runner.tileir.report import render_github
from tilebot.runner.tileir.source_locations import source_lines

WRONG_AXIS = K.replace("%2 = exp %1", "%2 = exp2 %1")  # a must_match change of the math
EXP_LINE = next(i for i, line in enumerate(K.splitlines(), start=1) if "%2 = exp" in line)


def with_locations(text: str) -> str:
    """The IR as a frontend with debug info would print it: each op line names its source line, some via aliases."""
    lines = []
    for i, line in enumerate(text.splitlines(), start=1):
        if line.strip().startswith("%"):
            line += f' loc("src/ops/cutile_rs/softmax_kernel/kernel.rs":{100 + i}:5)' if i % 2 else " loc(#loc1)"
        lines.append(line)
    return "\n".join([*lines, '#loc1 = loc(fused["src/ops/cutile_rs/softmax_kernel/kernel.rs":7:1, "x.rs":1:1])'])


def test_source_lines_reads_direct_locations_aliases_and_fused_ones() -> None:
    found = source_lines(with_locations(K))
    assert found[3] == ("src/ops/cutile_rs/softmax_kernel/kernel.rs", 103)
    assert found[4] == ("src/ops/cutile_rs/softmax_kernel/kernel.rs", 7)  # via #loc1's first file
    assert source_lines(K) == {} and source_lines("%0 = make_token : token loc(unknown)") == {}


def test_must_match_findings_are_errors_at_the_kernel_source_line() -> None:
    candidate = with_locations(WRONG_AXIS)
    result = diff_ir(K, candidate, reference_path="ref.mlir", candidate_path="cand.mlir")
    lines = render_github(result, reference_text=K, candidate_text=candidate).splitlines()
    errors = [line for line in lines if line.startswith("::error ")]
    assert errors, lines
    line = 100 + EXP_LINE if EXP_LINE % 2 else 7
    assert any(f"file=src/ops/cutile_rs/softmax_kernel/kernel.rs,line={line}," in e for e in errors), errors
    assert all("title=Tile IR " in e and "must_match%2C owner kernel" in e for e in errors)
    assert not any("records no source locations" in line for line in lines)
    assert lines[-1].startswith("Tile IR diff: FAIL_FIXABLE") and "mapped to source lines" in lines[-1]


def test_without_locations_findings_stay_on_ir_lines_and_say_so() -> None:
    result = diff_ir(K, WRONG_AXIS, reference_path="ref.mlir", candidate_path="cand.mlir")
    lines = render_github(result, reference_text=K, candidate_text=WRONG_AXIS).splitlines()
    assert any(line.startswith(f"::error file=cand.mlir,line={EXP_LINE},") for line in lines), lines
    assert any(line.startswith("::notice title=Tile IR diff::cand.mlir records no source locations") for line in lines)


def test_messages_are_escaped_so_one_finding_is_one_line() -> None:
    result = diff_ir(K, WRONG_AXIS, reference_path="dir,with:odd.mlir", candidate_path="c%d.mlir")
    out = render_github(result, reference_text=K, candidate_text=WRONG_AXIS)
    annotation = next(line for line in out.splitlines() if line.startswith("::error"))
    assert "file=c%25d.mlir," in annotation and "\n" not in annotation


@pytest.mark.parametrize(("candidate", "code"), [(K, 0), (WRONG_AXIS, 1)])
def test_the_cli_prints_the_annotations_and_keeps_its_exit_code(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], candidate: str, code: int
) -> None:
    (tmp_path / "ref.mlir").write_text(K)
    (tmp_path / "cand.mlir").write_text(candidate)
    assert tilebot(["ir-diff", str(tmp_path / "ref.mlir"), str(tmp_path / "cand.mlir"), "--format", "github"]) == code
    out = capsys.readouterr().out
    assert out.splitlines()[-1].startswith("Tile IR diff: ")
    assert ("::error file=" in out) is bool(code)
