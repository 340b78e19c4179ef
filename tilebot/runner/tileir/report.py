"""Renderings of a :class:`DiffResult`: plain text (terminal), JSON (machines) and Markdown (a PR comment)."""

from __future__ import annotations

import difflib
import json
from collections.abc import Callable

from tilebot.core.render import GITHUB_BODY_LIMIT, clip, render
from tilebot.runner.tileir.diff import DiffResult, Finding
from tilebot.runner.tileir.rules import Category, Severity

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


RENDERERS: dict[str, Callable[[DiffResult], str]] = {
    "text": render_text,
    "json": render_json,
    "markdown": render_markdown,
}
