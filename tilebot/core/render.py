"""One Jinja2 environment for everything tilebot writes for people: comments, check summaries, job summaries."""

from __future__ import annotations

import re
from functools import cache
from typing import Any

from jinja2 import Environment, FileSystemLoader, StrictUndefined

from templates import TEMPLATE_DIR
from tilebot.core.result import Cost

# GitHub refuses a comment body above 65 536 characters and a check run's summary or text above 65 535 bytes.
GITHUB_BODY_LIMIT = 65_535


@cache
def environment() -> Environment:
    env = Environment(
        loader=FileSystemLoader(TEMPLATE_DIR),
        undefined=StrictUndefined,  # a missing field is a bug in the caller, not an empty cell
        autoescape=False,  # output is Markdown, not HTML  # noqa: S701
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    env.filters["cell"] = _table_cell
    env.filters["fenced"] = fenced
    env.filters["inert"] = inert
    env.filters["num"] = _number
    env.filters["spend"] = spend
    return env


def render(template: str, **context: Any) -> str:
    return environment().get_template(template).render(**context)


def clip(body: str, limit: int = GITHUB_BODY_LIMIT, *, more: str = "") -> str:
    """Keep a body under a size limit in UTF-8 bytes, saying where the rest is. Bytes, as GitHub counts a check
    run's output (a table of µs and · is more bytes than characters); under as many bytes is under as many
    characters too."""
    data = body.encode()
    if len(data) <= limit:
        return body
    note = f"\n\n… truncated{': ' + more if more else ''}\n"
    return data[: limit - len(note.encode())].decode(errors="ignore") + note


# Outside code spans: a mention (@user, @org/team) notifies when a comment is created, and a raw HTML tag (an
# unclosed <details>) swallows the rest of the comment. Text from stages, agents and errors is shown, never obeyed.
_CODE_SPAN = re.compile(r"(`+).*?\1", re.DOTALL)
_MENTION = re.compile(r"@(?=[A-Za-z0-9])")
_TAG = re.compile(r"<(?=[A-Za-z/!?])")


def inert(value: object) -> str:
    """Text tilebot did not write, shown as it reads: no mention pings anyone, no HTML tag takes effect."""
    text, out, start = str(value), [], 0
    for span in _CODE_SPAN.finditer(text):  # code shows as typed: only invisible word joiners go in
        out += [_defused(text[start : span.start()]), _quiet(span.group())]
        start = span.end()
    return "".join([*out, _defused(text[start:])])


def _quiet(code: str) -> str:
    """Code defused so that it reads the same whether GitHub takes it for code or for text: the regex above and
    GitHub's Markdown may disagree (`` `@team`` `` is no code span there, backtick runs must match in length). Word
    joiners, which neither shows, not an entity, which code would show as typed."""
    return _TAG.sub("<\u2060", no_mentions(code))


def fenced(value: object, language: str = "") -> str:
    """A code block no line of ``value`` can close: its fence is longer than any run of backticks in the text (output
    the stage did not write, say a panic message, may hold a line of three; a port's IR, its strings)."""
    text = str(value)
    fence = "`" * max(3, 1 + max((len(run) for run in re.findall(r"`+", text)), default=0))
    return f"{fence}{language}\n{text}\n{fence}"


def no_mentions(text: str) -> str:
    """A word joiner after ``@`` keeps the text, not the mention."""
    return _MENTION.sub("@\u2060", text)


def _defused(text: str) -> str:
    return _TAG.sub("&lt;", no_mentions(text))


def _table_cell(value: object) -> str:
    """Make any value safe inside one Markdown table cell."""
    return inert(" ".join(str(value).split()).replace("|", "\\|"))


def _number(value: float | None, spec: str) -> str:
    """A measured figure in a table, or a dash where that side has none (never "None")."""
    return "—" if value is None else format(value, spec)


def spend(cost: Cost) -> str:
    """An agent's tokens per class and their dollar cost, for a table cell; empty when no model was called."""
    if not cost.tokens:
        return ""
    classes = (
        f"in {_count(cost.tokens_in)} · out {_count(cost.tokens_out)} · "
        f"cache read {_count(cost.tokens_cache_read)} · cache write {_count(cost.tokens_cache_write)}"
    )
    dollars = "cost unknown (no price for the model)" if cost.usd is None else f"${cost.usd:.2f}"
    return f"{dollars} · {classes} tok"


def _count(tokens: int) -> str:
    return (
        f"{tokens / 1_000_000:.2f}M"
        if tokens >= 1_000_000
        else f"{tokens / 1000:.1f}k"
        if tokens >= 1000
        else str(tokens)
    )
