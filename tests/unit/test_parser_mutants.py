"""The command parser's mutation report (tools/parser_mutation_report.py): its judge and its list of equivalents.

The full run (minutes) is a report command whose table is committed; here one mutant is judged for real, and
every mutant the report calls equivalent must still exist, so a change to the parser revisits that list."""

from __future__ import annotations

import shutil

from tools import parser_mutation_report as report


def test_every_listed_equivalent_is_a_mutant_of_the_code_as_it_is() -> None:
    keys = {m.key for m in report.mutants()}
    assert set(report.EQUIVALENT) <= keys, set(report.EQUIVALENT) - keys


def test_the_judge_passes_the_code_and_catches_a_mutant() -> None:
    found = report.mutants()
    unguarded = next(m for m in found if m.function == "parse_line" and m.source == "if match is None:")
    work = report.workspace()
    try:
        assert not report.caught(work, None)
        assert "if False:" in report.mutated_source(unguarded)
        assert report.caught(work, unguarded)
        assert not report.caught(work, None)  # the copy is restored after a mutant
    finally:
        shutil.rmtree(work)
