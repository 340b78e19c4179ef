"""JUnit XML: what stage D writes, what pytest writes, and the check-run annotations the bot makes of them."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tilebot.runner import junit
from tilebot.runner.junit import Case, JUnitError


def test_round_trip_keeps_every_field(tmp_path: Path) -> None:
    cases = [
        Case("f16-4096", "softmax", 0.25),
        Case("f32-8192", "softmax", 0.5, "failed", "max abs err 3e-2 > atol 1e-3", "row 17: got nan", "tests/t.py", 42),
        Case("bf16-1", "softmax", 0.0, "error", "launch failed", "CUDA_ERROR_ILLEGAL_ADDRESS"),
        Case("fp8", "softmax", 0.0, "skipped", "sm_90 has no fp8 e5m3"),
    ]
    path = junit.write(tmp_path / "out" / "correctness.xml", "softmax", cases, properties={"gpu": "H200"})
    assert junit.read(path) == cases
    assert junit.counts(cases) == {"passed": 1, "failed": 1, "error": 1, "skipped": 1}
    head = path.read_text().splitlines()[1]
    assert 'tests="4" failures="1" errors="1" skipped="1"' in head


def test_control_characters_in_output_do_not_break_the_xml() -> None:
    case = Case("x", outcome="failed", message="\x1b[31mred\x1b[0m", details="nul\x00 and \ud800 surrogate")
    (back,) = junit.parse(junit.to_xml("s", [case]))
    assert back.message == "\ufffd[31mred\ufffd[0m" and back.details == "nul\ufffd and \ufffd surrogate"


def test_pytest_junit_output_is_read(tmp_path: Path) -> None:
    tests = tmp_path / "test_ops.py"
    tests.write_text(
        "import pytest\n"
        "def test_ok():\n    assert True\n"
        "def test_bad():\n    assert 1 == 2, 'mismatch at row 3'\n"
        "@pytest.mark.skip(reason='no gpu')\ndef test_skip():\n    pass\n"
    )
    xml = tmp_path / "pytest.xml"
    subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", str(tests), f"--junitxml={xml}"],
        cwd=tmp_path,
        capture_output=True,
        check=False,
    )
    cases = {c.name: c for c in junit.read(xml)}
    assert {n: c.outcome for n, c in cases.items()} == {
        "test_ok": "passed",
        "test_bad": "failed",
        "test_skip": "skipped",
    }
    assert "mismatch at row 3" in cases["test_bad"].message
    assert cases["test_bad"].classname == "test_ops"


def test_annotations_for_failures_only_capped_and_pointing_somewhere() -> None:
    cases = [Case(f"c{i}", "op", outcome="failed", message=f"bad {i}") for i in range(60)]
    cases.insert(0, Case("ok", "op"))
    cases.append(Case("located", "op", outcome="error", message="boom", details="x" * 70_000, file="a.py", line=9))
    notes = junit.check_annotations(cases, default_path="tests/ops/test_softmax.py")
    assert len(notes) == junit.ANNOTATIONS_PER_REQUEST
    assert notes[0] == {
        "path": "tests/ops/test_softmax.py",
        "start_line": 1,
        "end_line": 1,
        "annotation_level": "failure",
        "title": "op.c0",
        "message": "bad 0",
    }
    located = junit.check_annotations(cases[-1:], default_path="x")[0]
    assert (located["path"], located["start_line"]) == ("a.py", 9)
    assert len(str(located["raw_details"])) <= 64 * 1024


@pytest.mark.parametrize(
    ("data", "problem"),
    [
        (b"", "not well-formed"),
        (b"<html/>", "root element is <html>"),
        (b'<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]><testsuite/>', "DOCTYPE/ENTITY"),
        (b"<testsuite><testcase/></testsuite>", "without a name"),
    ],
)
def test_unusable_input_is_a_clear_error(data: bytes, problem: str) -> None:
    with pytest.raises(JUnitError, match=problem) as info:
        junit.parse(data, source="attempts/host_ffi-1/correctness.xml")
    assert str(info.value).startswith("attempts/host_ffi-1/correctness.xml: ")


def test_missing_file_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(JUnitError, match="no such file"):
        junit.read(tmp_path / "none.xml")
