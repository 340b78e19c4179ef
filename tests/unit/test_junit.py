"""JUnit XML: what stage D writes, what pytest writes, and the check-run annotations the bot makes of them."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tilebot.core import junit
from tilebot.core.junit import Case, JUnitError


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


def test_a_node_id_points_at_its_test_def_line(tmp_path: Path) -> None:
    tests = tmp_path / "tests" / "ops"
    tests.mkdir(parents=True)
    (tests / "test_softmax.py").write_text(
        "import pytest\n\n\n"
        "@pytest.mark.parametrize('n', [1, 2])\n"
        "def test_softmax(n):\n    pass\n\n\n"
        "class TestBig:\n    def test_wide(self):\n        pass\n"
    )
    where = lambda node: junit.node_location(node, tmp_path)  # noqa: E731
    assert where("tests/ops/test_softmax.py::test_softmax[1-float16]#call2") == ("tests/ops/test_softmax.py", 5)
    assert where("tests/ops/test_softmax.py::TestBig::test_wide") == ("tests/ops/test_softmax.py", 10)
    for unknown in (
        "tests/ops/test_softmax.py::test_missing",
        "tests/ops/test_none.py::test_softmax",
        "../outside.py::test_x",
        "4096 float16",
        "tests/ops/test_softmax.py::TestBig",
    ):
        assert where(unknown) is None, unknown


def test_the_correctness_writer_points_failures_at_the_test_and_keeps_figures(tmp_path: Path) -> None:
    from tilebot.runner.gpu.correctness import CaseResult, write_junit

    (tmp_path / "tests").mkdir()
    (tmp_path / "tests/test_op.py").write_text("def helper():\n    pass\n\n\ndef test_op():\n    pass\n")
    results = [
        CaseResult("op", "tests/test_op.py::test_op[a]#call1", "float16", "cutile_rs", 7, "pass", "ok", elements=4),
        CaseResult("op", "tests/test_op.py::test_op[b]#call1", "float16", "cutile_rs", 8, "fail", "2 of 4 off\nrow 1"),
    ]
    cases = junit.read(write_junit(results, tmp_path / "j.xml", suite="op correctness", repo_root=tmp_path))
    assert [(c.outcome, c.file, c.line) for c in cases] == [
        ("passed", "tests/test_op.py", 5),
        ("failed", "tests/test_op.py", 5),
    ]
    assert cases[1].message == "2 of 4 off" and cases[1].details == "2 of 4 off\nrow 1"
    assert "seed=7" in cases[0].output and "elements=4" in cases[0].output
    notes = junit.check_annotations(cases, default_path="x")
    assert [(n["path"], n["start_line"]) for n in notes] == [("tests/test_op.py", 5)]


@pytest.mark.parametrize(
    "data",
    [
        b'<?xml version="1.0"?><!DOCTYPE l [<!ENTITY a "a"><!ENTITY b "&a;&a;&a;">]><testsuite>&b;</testsuite>',
        b'<?xml version="1.0"?><!DOCTYPE x SYSTEM "file:///etc/passwd"><testsuite/>',
        b'<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><testsuite>&e;</testsuite>',
    ],
)
def test_entity_expansion_and_external_references_are_refused(data: bytes) -> None:
    with pytest.raises(JUnitError, match="DOCTYPE/ENTITY declarations are not accepted"):
        junit.parse(data)


def test_a_case_without_a_file_is_annotated_at_the_test_file_its_node_id_names() -> None:
    from tilebot.bot.pr_report import annotations_for, read_report

    xml = junit.to_xml(
        "d",
        [
            Case(
                "tests/ops/test_softmax.py::test_softmax[4-float16]#call1[float16]",
                "softmax.cutile_rs",
                outcome="failed",
                message="off by 0.5",
            ),
            Case("64x300[float16]", "softmax.cutile_rs", outcome="failed", message="no node id"),
        ],
    )
    data = read_report("junit", xml, source="junit.xml")
    notes = annotations_for("junit", data, run_dir="tilebot/softmax", artifact_path="correctness/junit.xml")
    assert [(n["path"], n["start_line"]) for n in notes] == [
        ("tests/ops/test_softmax.py", 1),
        ("tilebot/softmax/correctness/junit.xml", 1),
    ]
    assert junit.node_file("x (../../etc/test_p.py::t)") is None
