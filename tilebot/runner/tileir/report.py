"""Renderings of a :class:`DiffResult`: plain text (terminal), JSON (machines) and Markdown (a PR comment)."""

from __future__ import annotations

import difflib
import json
from collections.abc import Callable

from tilebot.core.render import GITHUB_BODY_LIMIT, clip, render
from tilebot.runner.tileir.diff import DiffResult, Finding
from tilebot.runner.tileir.rules import Category, Severity
from tilebot.runner.tileir.source_locations import source_lines

MARKDOWN_TEMPLATE = "ir/diff.md.j2"
MAX_DIFF_LINES = 400  # the collapsible diff in a PR comment; the full text is in the run's artifacts


def canonical_diff(result: DiffResult) -> list[str]:
    """Unified diff of the two canonical texts (no trailing newlines on the lines)."""
    return list(
        difflib.unified_diff(
            result.reference.text().splitlines(),
            result.candidate.text().splitlines(),
            fromfile=f"{result.reference.path} (canonical)",
            tofile=f"{result.candidate.path} (canonical)",
            lineterm="",
        )
    )


def render_json(result: DiffResult) -> str:
    return json.dumps(result.to_json(), indent=2) + "\n"


def render_text(result: DiffResult) -> str:
    s = result.summary()
    lines = [
        f"Tile IR diff: {result.verdict.value} "
        f"({s['must_match']} must_match, {s['ok_to_differ']} ok_to_differ, {s['noise']} noise)",
        f"  reference: {s['reference']['path']} (entry {', '.join(s['reference']['entries'])})",
        f"  candidate: {s['candidate']['path']} (entry {', '.join(s['candidate']['entries'])})",
    ]
    for severity in Severity:
        found = [f for f in result.findings if f.severity is severity]
        if not found:
            continue
        lines.append("")
        lines.append(f"{severity.value.upper()} ({len(found)})")
        for f in found:
            lines.append(f"  [{f.category.value}, owner {f.owner.value}] {f.message}")
            lines.append(f"      reference {f.reference or '-'} · candidate {f.candidate or '-'}")
    return "\n".join(lines) + "\n"


def render_markdown(result: DiffResult, *, max_diff_lines: int = MAX_DIFF_LINES) -> str:
    groups: list[tuple[str, list[Finding]]] = []
    for category in Category:
        found = [f for f in result.findings if f.category is category and f.severity is not Severity.NOISE]
        if found:
            groups.append((category.value, found))
    diff = canonical_diff(result)
    shown = diff[:max_diff_lines]
    summary = result.summary()
    body = render(
        MARKDOWN_TEMPLATE,
        verdict=result.verdict.value,
        reference=summary["reference"],
        candidate=summary["candidate"],
        counts=summary,
        groups=groups,
        noise=[f for f in result.findings if f.severity is Severity.NOISE],
        diff="\n".join(shown) if shown else "(the canonical texts are identical)",
        diff_lines=len(diff),
        diff_shown=len(shown),
        diff_clipped=len(shown) < len(diff),
    )
    return clip(body, GITHUB_BODY_LIMIT, more="the full diff is in the run's artifacts")


def _escape_data(text: str) -> str:
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def _escape_property(text: str) -> str:
    return _escape_data(text).replace(":", "%3A").replace(",", "%2C")


def render_github(result: DiffResult, *, reference_text: str = "", candidate_text: str = "") -> str:
    """GitHub Actions workflow commands: ``::error`` per must_match finding, ``::notice`` per ok_to_differ one.

    Each points at the kernel source line the candidate IR records for it (``loc("kernel.rs":L:C)``), else at the
    candidate's IR line, else the reference's; a last notice says when the candidate IR records no source lines.
    """
    sources = {"candidate": source_lines(candidate_text), "reference": source_lines(reference_text)}
    out: list[str] = []
    mapped = 0
    for f in result.findings:
        if f.severity is Severity.NOISE:
            continue
        side, location = ("candidate", f.candidate) if f.candidate else ("reference", f.reference)
        props: dict[str, str] = {}
        if location:
            path, _, line = location.rpartition(":")
            source = sources[side].get(int(line)) if line.isdigit() else None
            if source is not None and side == "candidate":
                mapped += 1
                path, line = source[0], str(source[1])
            props = {"file": path, "line": line}
        props["title"] = f"Tile IR {f.category.value} ({f.severity.value}, owner {f.owner.value})"
        level = "error" if f.severity is Severity.MUST_MATCH else "notice"
        head = ",".join(f"{k}={_escape_property(v)}" for k, v in props.items())
        out.append(f"::{level} {head}::{_escape_data(f.message)}")
    if out and not sources["candidate"]:
        note = (
            f"{result.candidate.path} records no source locations (loc(unknown)); "
            "the findings point at its IR lines, not at kernel.rs"
        )
        out.append(f"::notice title=Tile IR diff::{_escape_data(note)}")
    s = result.summary()
    counts = f"{s['must_match']} must_match, {s['ok_to_differ']} ok_to_differ, {s['noise']} noise"
    out.append(f"Tile IR diff: {result.verdict.value} ({counts}; {mapped} mapped to source lines)")
    return "\n".join(out) + "\n"


RENDERERS: dict[str, Callable[[DiffResult], str]] = {
    "text": render_text,
    "json": render_json,
    "markdown": render_markdown,
    "github": render_github,
}
