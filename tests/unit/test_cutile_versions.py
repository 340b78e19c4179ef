"""The cutile versions tilebot writes for: what each can write, its pins, and a clear refusal of the rest."""

from __future__ import annotations

import pytest

from tilebot.core.config import Target
from tilebot.runner.targets.cutile_rs.versions import DEFAULT_CUTILE, cutile_features, hint_gaps, pins
from tilebot.runner.translator.errors import Refusal
from tilebot.runner.translator.op import translate_op


def test_what_each_supported_version_writes() -> None:
    old, new = cutile_features({"cutile": "=0.2.0"}), cutile_features({"cutile": "0.3.1"})
    assert (old.slash_floors, old.worker_warps_hint, old.hint_gaps) == (True, False, {"num_worker_warps_per_cta"})
    assert (new.slash_floors, new.worker_warps_hint, new.hint_gaps) == (False, True, frozenset())
    assert DEFAULT_CUTILE == cutile_features(Target().crates) == old  # TileGym's own crates pin =0.2.0


def test_pins_cover_the_crates_each_version_needs() -> None:
    assert pins("0.2.0") == Target().crates
    assert pins("=0.3.1") == {
        name: "=0.3.1"
        for name in (
            "cutile",
            "cutile-compiler",
            "cutile-macro",
            "cuda-core",
            "cuda-async",
            "cutile-ir",
            "cuda-bindings",
        )
    }


@pytest.mark.parametrize(
    ("pin", "why"),
    [
        ("^0.3", "pinned to one version"),
        ("", "pinned to one version"),
        ("=0.4.0", "not one tilebot's translator knows"),
    ],
)
def test_a_range_or_an_unknown_version_is_refused_by_name(pin: str, why: str) -> None:
    with pytest.raises(ValueError, match=why):
        cutile_features({"cutile": pin})
    assert hint_gaps({"cutile": pin}) == frozenset()  # the IR diff stays strict where it cannot know


def test_the_translator_refuses_an_unknown_version_so_auto_hands_the_op_to_the_agent(tmp_path: object) -> None:
    with pytest.raises(Refusal, match=r"=0\.4\.0 is not one") as refused:
        translate_op(tmp_path, "op", [], target="sm_90", crates={"cutile": "=0.4.0"})  # type: ignore[arg-type]
    assert refused.value.construct == "cutile version"
