"""analysis.json's ``constant_combinations``: which ct.Constant values the tests launch together.

``varying_constants`` lists each constant's values on its own; the translator specializes per combination the
tests reach, so stage A records every distinct combination (a product of the per-constant lists overcounts).
"""

from __future__ import annotations

from typing import Any

from tilebot.runner.analysis import variants


def _launch(**constants: Any) -> dict[str, Any]:
    names = ["x", *constants]
    return {
        "file": "k.py",
        "kernel": "k",
        "params": [{"name": n, "constant": n != "x"} for n in names],
        "args": [
            {"kind": "array", "shape": [8], "dtype": "float32"},
            *({"kind": "value", "value": v} for v in constants.values()),
        ],
    }


def test_each_distinct_combination_launched_is_recorded_once() -> None:
    configs = [
        variants.TracedConfig("t[a]", "correctness", {}, [_launch(E=8, P=8, EPS=1e-5)]),
        variants.TracedConfig("t[b]", "correctness", {}, [_launch(E=16, P=16, EPS=1e-5)]),
        variants.TracedConfig("t[c]", "perf", {}, [_launch(E=8, P=8, EPS=1e-5)]),
        variants.TracedConfig("t[d]", "perf", {}, [_launch(E=16, P=64, EPS=1e-5)]),
    ]
    (variant,), _ = variants.derive(configs)
    combinations = variants.constant_combinations(variant, configs)
    assert combinations == [
        {"E": 16, "P": 16, "EPS": 1e-5},
        {"E": 16, "P": 64, "EPS": 1e-5},
        {"E": 8, "P": 8, "EPS": 1e-5},
    ]
    # Two values of E and three of P, but three combinations launched, not six.
    assert variants.varying_constants(variant, configs) == {"E": [16, 8], "P": [16, 64, 8]}
