"""Correctness results as JUnit XML: the one writer (stage D, the GPU benches) and the one reader (the runner's
job summary, the bot's check-run annotations).

Stage D writes one ``<testcase>`` per check, each pointing at its test's file and ``def`` line (from the pytest
node id); the job summary counts them and the bot posts failures as check-run annotations (GitHub takes at most
50 per request, messages and details up to 64 KiB). The writer emits only what the reader accepts; the reader
takes JUnit from pytest (``--junitxml``) too, and parses through defusedxml with DTDs forbidden (the file comes
from a runner that ran generated code, so it is untrusted input).
"""

from __future__ import annotations

import ast
import re
import xml.etree.ElementTree as ET
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import Literal

import defusedxml.ElementTree as SafeET
from defusedxml import DefusedXmlException

Outcome = Literal["passed", "failed", "error", "skipped"]
MAX_JUNIT_BYTES = 32 * 1024 * 1024
ANNOTATIONS_PER_REQUEST = 50
ANNOTATION_TEXT_LIMIT = 64 * 1024 - 16
_XML_INVALID = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")


class JUnitError(ValueError):
    """A JUnit file that cannot be read; the message names the file and the problem."""


@dataclass(frozen=True)
class Case:
    name: str
    classname: str = ""
    time_s: float = 0.0
    outcome: Outcome = "passed"
    message: str = ""  # the failure's one-line reason
    details: str = ""  # longer text: output tail, mismatch table
    file: str | None = None  # repository-relative path the failure points at
    line: int | None = None
    output: str = ""  # <system-out>: figures worth keeping for passing cases too

    @property
    def failed(self) -> bool:
        return self.outcome in ("failed", "error")

    @property
    def title(self) -> str:
        return f"{self.classname}.{self.name}" if self.classname else self.name


def _clean(text: str) -> str:
    return _XML_INVALID.sub("\ufffd", text)


def _counted(el: ET.Element, name: str, cases: Sequence[Case]) -> None:
    counts = Counter(c.outcome for c in cases)
    el.set("name", _clean(name))
    el.set("tests", str(len(cases)))
    el.set("failures", str(counts["failed"]))
    el.set("errors", str(counts["error"]))
    el.set("skipped", str(counts["skipped"]))
    el.set("time", f"{sum(c.time_s for c in cases):.3f}")


def to_xml(suite: str, cases: Sequence[Case], *, properties: Mapping[str, str] | None = None) -> bytes:
    """One ``<testsuite>`` per classname (say ``softmax.cutile_rs``), in order of first appearance."""
    root = ET.Element("testsuites")
    _counted(root, suite, cases)
    groups: dict[str, list[Case]] = {}
    for case in cases:
        groups.setdefault(case.classname, []).append(case)
    for classname, group in groups.items():
        ts = ET.SubElement(root, "testsuite")
        _counted(ts, classname or suite, group)
        if properties:
            props = ET.SubElement(ts, "properties")
            for key, value in properties.items():
                ET.SubElement(props, "property", name=_clean(key), value=_clean(value))
        for case in group:
            attrs = {"name": _clean(case.name), "classname": _clean(case.classname), "time": f"{case.time_s:.3f}"}
            if case.file:
                attrs["file"] = _clean(case.file)
            if case.line is not None:
                attrs["line"] = str(case.line)
            el = ET.SubElement(ts, "testcase", attrs)
            if case.outcome != "passed":
                tag = {"failed": "failure", "error": "error", "skipped": "skipped"}[case.outcome]
                child = ET.SubElement(el, tag, message=_clean(case.message))
                if case.details:
                    child.text = _clean(case.details)
            if case.output:
                ET.SubElement(el, "system-out").text = _clean(case.output)
    ET.indent(root)
    body: bytes = ET.tostring(root, encoding="utf-8", xml_declaration=False)
    return b'<?xml version="1.0" encoding="utf-8"?>\n' + body + b"\n"


def write(path: Path, suite: str, cases: Sequence[Case], *, properties: Mapping[str, str] | None = None) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(to_xml(suite, cases, properties=properties))
    return path


def parse(data: bytes, *, source: str = "junit.xml") -> list[Case]:
    """Every ``<testcase>`` under a ``<testsuites>`` or ``<testsuite>`` root."""
    if len(data) > MAX_JUNIT_BYTES:
        raise JUnitError(f"{source}: {len(data)} bytes is over the {MAX_JUNIT_BYTES}-byte limit")
    try:
        root = SafeET.fromstring(data, forbid_dtd=True)
    except DefusedXmlException as exc:
        raise JUnitError(f"{source}: DOCTYPE/ENTITY declarations are not accepted ({exc})") from None
    except ET.ParseError as exc:
        raise JUnitError(f"{source}: not well-formed XML ({exc})") from exc
    except LookupError as exc:  # an XML declaration naming an encoding Python does not know
        raise JUnitError(f"{source}: unreadable XML ({exc})") from None
    if root.tag not in ("testsuites", "testsuite"):
        raise JUnitError(f"{source}: root element is <{root.tag}>, not <testsuites> or <testsuite>")
    return [_case(el, source) for el in root.iter("testcase")]


def read(path: Path) -> list[Case]:
    if not path.is_file():
        raise JUnitError(f"{path}: no such file")
    if path.stat().st_size > MAX_JUNIT_BYTES:
        raise JUnitError(f"{path}: {path.stat().st_size} bytes is over the {MAX_JUNIT_BYTES}-byte limit")
    return parse(path.read_bytes(), source=str(path))


def _case(el: ET.Element, source: str) -> Case:
    name = el.get("name")
    if not name:
        raise JUnitError(f"{source}: a <testcase> without a name")
    outcome: Outcome = "passed"
    message = details = ""
    for tag, kind in (("failure", "failed"), ("error", "error"), ("skipped", "skipped")):
        child = el.find(tag)
        if child is not None:
            outcome = kind  # type: ignore[assignment]
            message = child.get("message", "") or ""
            details = (child.text or "").strip()
            break
    try:
        time_s = float(el.get("time", "0") or 0)
    except ValueError:
        time_s = 0.0
    line_attr = el.get("line")
    out = el.find("system-out")
    return Case(
        name=name,
        classname=el.get("classname", ""),
        time_s=time_s,
        outcome=outcome,
        message=message,
        details=details,
        file=el.get("file") or None,
        # ASCII digits only: str.isdigit() also takes "²", which int() refuses.
        line=int(line_attr) if line_attr and line_attr.isascii() and line_attr.isdigit() else None,
        output=(out.text or "").strip() if out is not None else "",
    )


def counts(cases: Iterable[Case]) -> dict[str, int]:
    tally = Counter(c.outcome for c in cases)
    return {k: tally[k] for k in ("passed", "failed", "error", "skipped")}


def check_annotations(
    cases: Iterable[Case], *, default_path: str, limit: int = ANNOTATIONS_PER_REQUEST
) -> list[dict[str, object]]:
    """Check-run ``output.annotations`` for the failed and errored cases, at most ``limit`` of them.

    A case without a file points at ``default_path`` (say, the op's test file) on line 1, so
    GitHub still shows it; the title names the case, the message the reason.
    """
    out: list[dict[str, object]] = []
    for case in cases:
        if not case.failed:
            continue
        if len(out) == limit:
            break
        line = case.line if case.line and case.line > 0 else 1
        note: dict[str, object] = {
            "path": case.file or default_path,
            "start_line": line,
            "end_line": line,
            "annotation_level": "failure",
            "title": case.title[:255],
            "message": (case.message or f"{case.outcome}: {case.title}")[:ANNOTATION_TEXT_LIMIT],
        }
        if case.details:
            note["raw_details"] = case.details[-ANNOTATION_TEXT_LIMIT:]
        out.append(note)
    return out


def node_file(name: str) -> str | None:
    """The test file a case name that holds a pytest node id names (``tests/x/test_y.py::test_z[...]``), if any."""
    match = re.search(r"(?:^|[\s(])((?:[\w.-]+/)*test[\w-]*\.py)::", name)
    if match is None or ".." in match.group(1).split("/"):
        return None
    return match.group(1)


def node_location(node_id: str, repo_root: Path) -> tuple[str, int] | None:
    """The file and ``def`` line of a pytest node id (``tests/ops/test_x.py::TestX::test_y[p]#call2``), read from the
    test file under ``repo_root``; None when the id names no file there or the file has no such function."""
    path, sep, rest = node_id.partition("::")
    if not sep or not path.endswith(".py"):
        return None
    relative = PurePosixPath(path)
    if relative.is_absolute() or ".." in relative.parts:
        return None
    names = [re.sub(r"\[.*$", "", part) for part in rest.split("#", 1)[0].split("::")]
    try:
        tree = ast.parse((repo_root / relative).read_text(encoding="utf-8"))
    except (OSError, SyntaxError, UnicodeDecodeError, ValueError):
        return None
    body: list[ast.stmt] = tree.body
    found: ast.stmt | None = None
    for name in names:
        found = next(
            (
                n
                for n in body
                if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef) and n.name == name
            ),
            None,
        )
        if found is None:
            return None
        body = found.body if isinstance(found, ast.ClassDef) else []
    if not isinstance(found, ast.FunctionDef | ast.AsyncFunctionDef):
        return None
    return relative.as_posix(), found.lineno
