"""A job killed while it writes its result or hand-off leaves the old file or the new one, never half of one: the
next reader (the executor, the check job) would take half a file for a broken stage."""

from __future__ import annotations

from pathlib import Path

import pytest

from tilebot.runner.artifacts import write_atomically


def test_a_write_cut_off_midway_leaves_the_old_file_whole(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    handoff = tmp_path / "handoff.json"
    handoff.write_text('{"old": true}\n', encoding="utf-8")
    real_write = Path.write_text

    def killed_midway(self: Path, text: str, *args: object, **kwargs: object) -> int:
        real_write(self, text[: len(text) // 2], encoding="utf-8")
        raise KeyboardInterrupt  # the SIGTERM a cancelled job gets, halfway through the bytes

    monkeypatch.setattr(Path, "write_text", killed_midway)
    with pytest.raises(KeyboardInterrupt):
        write_atomically(handoff, '{"new": true, "padding": "' + "x" * 100 + '"}\n')
    monkeypatch.undo()
    assert handoff.read_text(encoding="utf-8") == '{"old": true}\n'
    write_atomically(handoff, '{"new": true}\n')
    assert handoff.read_text(encoding="utf-8") == '{"new": true}\n'
    assert [p.name for p in tmp_path.iterdir()] == ["handoff.json"]
