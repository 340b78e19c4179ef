"""`tilebot ir-diff REFERENCE CANDIDATE [--format text|json|markdown|github] [--output FILE]`.

``github`` prints workflow commands (``::error file=…,line=…::``) that a GitHub Actions step turns into
annotations.

Exit 0: no must_match finding (PASS or PASS_WITH_NOTES); 1: at least one (FAIL_FIXABLE); 2: an input is
unusable (missing, empty, not Tile IR, truncated, unparseable line N, bytecode that tileirdisasm rejects), or the
``--output`` file cannot be written.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TextIO

from tilebot.runner.tileir.diff import diff_ir
from tilebot.runner.tileir.disasm import read_ir
from tilebot.runner.tileir.errors import IRInputError
from tilebot.runner.tileir.report import RENDERERS, render_github

EXIT_UNUSABLE_INPUT = 2


def run_ir_diff(
    reference: Path,
    candidate: Path,
    fmt: str = "text",
    output: Path | None = None,
    *,
    stdout: TextIO | None = None,
    stderr: TextIO | None = None,
    hint_gaps: frozenset[str] = frozenset(),
) -> int:
    out = stdout or sys.stdout
    err = stderr or sys.stderr
    try:
        ref = read_ir(reference)
        cand = read_ir(candidate)
        result = diff_ir(
            ref.text, cand.text, reference_path=str(reference), candidate_path=str(candidate), hint_gaps=hint_gaps
        )
    except IRInputError as exc:
        print(f"error: {exc}", file=err)
        return EXIT_UNUSABLE_INPUT
    if fmt == "github":  # annotations map IR lines to source lines through the IR's own debug locations
        report = render_github(result, reference_text=ref.text, candidate_text=cand.text)
    else:
        report = RENDERERS[fmt](result)
    if output is not None:
        try:
            output.write_text(report)
        except OSError as exc:  # a directory that is not there, or one this user may not write
            print(f"error: cannot write --output {output}: {exc.strerror or exc}", file=err)
            return EXIT_UNUSABLE_INPUT
    out.write(report)
    return result.exit_code
