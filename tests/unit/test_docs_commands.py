"""The ``tilebot`` command lines the docs show are ones the command takes: a user pastes them."""

from __future__ import annotations

import argparse
import re
from collections.abc import Iterator
from pathlib import Path

from tilebot.cli import _parser

ROOT = Path(__file__).resolve().parents[2]
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
# `tilebot` and its words, up to what ends the command in a shell line or a comment.
COMMAND = re.compile(r"(?<![\w./-])tilebot ([a-z][a-z|-]*(?: [a-z][a-z|-]*)?)((?:(?!&&|;|#|`).)*)")


def _commands(parser: argparse.ArgumentParser, prefix: str = "") -> dict[str, argparse.ArgumentParser]:
    """Each command's parser by its words: "init", "db upgrade"."""
    found = {}
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                found[prefix + name] = sub
                found |= _commands(sub, f"{prefix}{name} ")
    return found


def _code(text: str) -> Iterator[str]:
    """The lines of a document's code blocks and its inline code."""
    for block in re.findall(r"```[a-z]*\n(.*?)```", text, re.DOTALL):
        yield from block.splitlines()
    yield from re.findall(r"`([^`\n]+)`", re.sub(r"```.*?```", "", text, flags=re.DOTALL))


def _shown(text: str) -> Iterator[tuple[str, str]]:
    """(command words, the options written after them) of every `tilebot` command line in ``text``'s code."""
    for line in _code(text):
        for found in COMMAND.finditer(line):
            yield found[1], found[2]


def test_the_docs_name_only_commands_and_options_that_exist() -> None:
    """docs/runners.md showed `tilebot init ... [--package SPEC]`, an option init never had (it is --install)."""
    commands = _commands(_parser())
    checked, wrong = 0, []
    for doc in DOCS:
        for words, rest in _shown(doc.read_text(encoding="utf-8")):
            first, _, second = words.partition(" ")
            if first not in commands:
                continue  # prose in code, e.g. `tilebot on GitHub`
            nested = [f"{first} {word}" for word in second.split("|") if f"{first} {word}" in commands]
            for name in nested or [first]:
                known = commands[name]._option_string_actions
                options = re.findall(r"--[a-z][a-z-]*", rest)
                wrong += [f"{doc.name}: tilebot {name} {option}" for option in options if option not in known]
                checked += len(options)
    assert not wrong
    assert checked > 30  # the pattern still finds the docs' command lines
