"""What the service unpacks of a job's artifact: a zip bomb stops at the budget, a lying header is not a file."""

from __future__ import annotations

import io
import zipfile

import pytest

from tilebot.bot.executor.actions import MAX_ARTIFACT_BYTES, unpack_artifact

MIB = 1024 * 1024


def _zip(files: dict[str, bytes]) -> bytes:
    blob = io.BytesIO()
    with zipfile.ZipFile(blob, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        for name, data in files.items():
            archive.writestr(name, data)
    return blob.getvalue()


def test_a_zip_bomb_is_unpacked_only_up_to_the_budget() -> None:
    blob = _zip({"stage_result.json": b"{}", **{f"bomb/{i}": bytes(4 * MIB) for i in range(8)}})
    assert len(blob) < 64 * 1024  # 32 MiB of zeros, in a few KiB
    files = unpack_artifact(blob, budget=10 * MIB)
    assert list(files) == ["stage_result.json", "bomb/0", "bomb/1"]  # the next 4 MiB would pass 10 MiB


def test_a_file_over_the_per_file_cap_is_left_out_and_the_rest_kept() -> None:
    blob = _zip({"big": bytes(MAX_ARTIFACT_BYTES + 1), "stage_result.json": b"{}"})
    assert unpack_artifact(blob, budget=4 * MAX_ARTIFACT_BYTES) == {"stage_result.json": b"{}"}


def test_an_entry_whose_header_understates_its_size_is_no_file() -> None:
    blob = bytearray(_zip({"stage_result.json": bytes(MIB)}))
    central = blob.rfind(b"PK\x01\x02")  # the central directory's entry: its uncompressed size at offset 24
    blob[central + 24 : central + 28] = (1024).to_bytes(4, "little")
    with pytest.raises(zipfile.BadZipFile):
        unpack_artifact(bytes(blob), budget=2 * 1024)
