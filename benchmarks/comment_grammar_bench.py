"""Benchmark: finding the command lines of the largest comments GitHub accepts (65 536 characters).

Every comment the App sees is parsed before anything else is decided, so a body built to be slow must not hold the
webhook's worker. Goal on the project's 2-core CI machine: under 1 s CPU for each body below, which covers what a
CommonMark parser finds hardest (deep nesting, unmatched delimiters, thousands of code spans, comments and lines),
each ending in a command line (a body without a line that looks like one is not parsed at all).

    python benchmarks/comment_grammar_bench.py [--repeat 3]

Prints one line per body (best of --repeat, CPU seconds, and the command lines found) and a JSON summary line.
"""

from __future__ import annotations

import argparse
import json
import time

from tilebot.bot.commands.grammar import command_lines

LIMIT = 65_536  # GitHub's largest comment body
GOAL_S = 1.0
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
}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    seconds: dict[str, float] = {}
    for name, body in BODIES.items():
        body = body[: LIMIT - len(TAIL)] + TAIL  # a command line, so that the whole body is parsed
        best = float("inf")
        for _ in range(args.repeat):
            started = time.process_time()
            found = command_lines(body)
            best = min(best, time.process_time() - started)
        seconds[name] = round(best, 4)
        print(f"{name:24s} {len(body):6d} chars  {best:7.3f} s CPU  {len(found):5d} command lines")
    worst = max(seconds, key=seconds.__getitem__)
    print(json.dumps({"goal_s": GOAL_S, "worst": worst, "worst_s": seconds[worst], "met": seconds[worst] < GOAL_S}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
