"""Benchmark: finding the command lines of the largest comments GitHub accepts (65 536 characters).

Every comment with a line that may be a command is parsed by a worker before anything else is decided, so a body built
to be slow must not hold the worker long. Goal on the project's 2-core CI machine: under 1 s CPU for each body below,
which covers what a CommonMark parser finds hardest (deep nesting, unmatched delimiters, thousands of code spans,
comments and lines), each ending in a command line (a body without a line that looks like one is not parsed at all).

The webhook's acknowledgement only looks at each line's start (``may_hold_commands``), on the event loop, where every
other acknowledgement waits for it: timed too, on the same bodies (their command line last, so it looks at every line),
with a goal of 50 ms (``ACK_GOAL_S``), the ack latency goal of ``benchmarks/webhook_load.py``. Before, the
acknowledgement parsed the comment itself: its time was the parse's.

    python benchmarks/comment_grammar_bench.py [--repeat 3]

Prints one line per body (best of --repeat, CPU seconds of the parse and of the acknowledgement's look, and the command
lines found) and a JSON summary line.
"""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Callable
from typing import TypeVar

from tilebot.bot.commands.grammar import command_lines, may_hold_commands

T = TypeVar("T")
LIMIT = 65_536  # GitHub's largest comment body
GOAL_S = 1.0
ACK_GOAL_S = 0.05
TAIL = "\n/help"
BODIES = {
    "a command per line": "/help\n" * LIMIT,
    "unmatched brackets": "[" * LIMIT,
    "unmatched emphasis": "*a" * LIMIT,
    "nested emphasis": "*a **b " * LIMIT,
    "unclosed links": "[a](b " * LIMIT,
    "open tags": "<a " * LIMIT,
    "backticks": "`" * LIMIT,
    "code spans over lines": "`a\n/help`\n" * LIMIT,
    "comment blocks": "<!--\n" * LIMIT,
    "nested quotes": ">" * LIMIT,
    "nested lists": "".join("  " * i + "- x\n" for i in range(LIMIT)),
    "entities": "/help &amp;\n" * LIMIT,
    "table cells": "|a" * 200 + "|\n" + "|-" * 200 + "|\n" + ("|x" * 200 + "|\n") * LIMIT,
    "short table rows": "|a" * 100 + "|\n" + "|:-:" * 100 + "|\n" + "x\n" * LIMIT,  # each row padded to 100 cells
    "footnotes": "".join(f"[^{i}]\n\n[^{i}]: x\n" for i in range(LIMIT)),
    "empty lines": "\n" * LIMIT,
    "paths in prose": "/usr/bin\n" * LIMIT,  # each line starts with "/": the acknowledgement looks closer at each
}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    seconds: dict[str, float] = {}
    ack_seconds: dict[str, float] = {}
    for name, body in BODIES.items():
        body = body[: LIMIT - len(TAIL)] + TAIL  # a command line, so that the whole body is parsed
        seconds[name], found = best_of(args.repeat, command_lines, body)
        ack_seconds[name], _ = best_of(args.repeat, may_hold_commands, body)  # the same body, which it lets through
        print(
            f"{name:24s} {len(body):6d} chars  {seconds[name]:7.3f} s CPU  {len(found):5d} command lines  "
            f"ack {1000 * ack_seconds[name]:6.2f} ms CPU"
        )
    worst = max(seconds, key=seconds.__getitem__)
    ack_worst = max(ack_seconds, key=ack_seconds.__getitem__)
    summary = {"goal_s": GOAL_S, "worst": worst, "worst_s": seconds[worst], "met": seconds[worst] < GOAL_S}
    summary |= {"ack_goal_s": ACK_GOAL_S, "ack_worst": ack_worst, "ack_worst_s": ack_seconds[ack_worst]}
    print(json.dumps({**summary, "ack_met": ack_seconds[ack_worst] < ACK_GOAL_S}))
    return 0


def best_of(repeat: int, parse: Callable[[str], T], body: str) -> tuple[float, T]:
    """The least CPU time of ``repeat`` calls (rounded to 0.1 ms), and what the last returned."""
    best = float("inf")
    for _ in range(repeat):
        started = time.process_time()
        found = parse(body)
        best = min(best, time.process_time() - started)
    return round(best, 4), found


if __name__ == "__main__":
    raise SystemExit(main())
