"""What later stages read from stage A: analysis.json, or why they cannot start."""

from __future__ import annotations

from pathlib import Path

from pydantic import ValidationError

from tilebot.core.analysis import ANALYSIS_FILE, Analysis


class InputsMissing(ValueError):
    """A stage cannot start: an input an earlier stage should have written is absent or unusable."""


def read_analysis(run_dir: Path) -> Analysis:
    try:
        return Analysis.model_validate_json((run_dir / ANALYSIS_FILE).read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise InputsMissing(f"{ANALYSIS_FILE} is missing: stage A has not run") from None
    except ValidationError as exc:
        raise InputsMissing(f"{ANALYSIS_FILE} is not a valid analysis: {exc.error_count()} errors") from None
