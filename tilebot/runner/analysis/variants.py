"""Structural variants from traced launches, and which configurations launch which.

A launch's structure is its kernel, the values of its non-numeric ``ct.Constant``
parameters (flags, modes, None) and the ranks of its array arguments. Numeric constants
(tile sizes, extents) stay generics of one variant. A variant's representative
configuration is its first perf configuration (perf shapes are what later stages time),
else its first correctness configuration; one supplement per further dtype keeps the
reference IR comparable whatever dtype a later stage checks.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from tilebot.runner.analysis.signatures import constants_of, first_array_dtype, ranks_of
from tilebot.runner.analysis.values import to_readable

MAX_NAME = 80
MAX_SUPPLEMENTS = 3


@dataclass
class TracedConfig:
    node_id: str
    kind: str  # correctness | perf
    params: dict[str, Any]
    launches: list[dict[str, Any]]
    test: str = ""  # Class::function: dispatch parameters are judged within one test function


@dataclass
class DerivedVariant:
    name: str
    kernel: str
    source: str
    structure: dict[str, Any]
    members: list[tuple[str, int]] = field(default_factory=list)  # (node id, launch index)
    representative: tuple[str, int] = ("", 0)
    supplements: list[tuple[str, int, str]] = field(default_factory=list)  # (node id, launch index, dtype)


def structure_of(launch: dict[str, Any]) -> dict[str, Any]:
    structural = {
        name: value
        for name, value in constants_of(launch).items()
        if value is None or isinstance(value, bool | str) or not isinstance(value, int | float)
    }
    ranks = {f"rank({name})": rank for name, rank in ranks_of(launch).items()}
    return {**structural, **ranks}


def derive(configs: list[TracedConfig]) -> tuple[list[DerivedVariant], dict[str, list[str]]]:
    """(variants, node id -> variant names in launch order)."""
    by_key: dict[tuple[str, str, str], DerivedVariant] = {}
    order: list[tuple[str, str, str]] = []
    for cfg in configs:
        for index, launch in enumerate(cfg.launches):
            structure = structure_of(launch)
            key = (launch["file"], launch["kernel"], repr(sorted(structure.items())))
            if key not in by_key:
                by_key[key] = DerivedVariant("", launch["kernel"], launch["file"], structure)
                order.append(key)
            by_key[key].members.append((cfg.node_id, index))
    variants = [by_key[k] for k in order]
    _name(variants)
    owner = {member: v.name for v in variants for member in v.members}
    mapping = {cfg.node_id: [owner[(cfg.node_id, i)] for i in range(len(cfg.launches))] for cfg in configs}
    _choose_representatives(variants, configs)
    return variants, mapping


def _name(variants: list[DerivedVariant]) -> None:
    by_kernel: dict[str, list[DerivedVariant]] = {}
    for v in variants:
        by_kernel.setdefault(v.kernel, []).append(v)
    taken: set[str] = set()
    for kernel, group in by_kernel.items():
        base = _slug(kernel) or "kernel"
        differing = {k for k in group[0].structure if len({repr(v.structure.get(k)) for v in group}) > 1}
        for v in group:
            parts = [_slug(_part(k, v.structure.get(k))) for k in sorted(differing)]
            name = "__".join([base, *[p for p in parts if p]]) if len(group) > 1 else base
            name = name[:MAX_NAME]
            candidate, n = name, 2
            while candidate in taken:
                candidate = f"{name[: MAX_NAME - 4]}_{n}"
                n += 1
            v.name = candidate
            taken.add(candidate)


def _part(key: str, value: Any) -> str:
    if key.startswith("rank("):
        return f"{key[5:-1]}_{value}d"
    if isinstance(value, bool):
        return key if value else f"no_{key}"
    return f"{key}_{value}"


def _slug(text: str) -> str:
    return re.sub(r"_+", "_", re.sub(r"[^a-z0-9]+", "_", text.lower())).strip("_")


def _choose_representatives(variants: list[DerivedVariant], configs: list[TracedConfig]) -> None:
    kinds = {c.node_id: c.kind for c in configs}
    launches = {c.node_id: c.launches for c in configs}
    for v in variants:
        ordered = sorted(v.members, key=lambda m: 0 if kinds[m[0]] == "perf" else 1)
        v.representative = ordered[0]
        main_dtype = first_array_dtype(launches[ordered[0][0]][ordered[0][1]])
        seen = {main_dtype}
        for node_id, index in ordered:
            dtype = first_array_dtype(launches[node_id][index])
            if dtype not in seen and dtype is not None and len(v.supplements) < MAX_SUPPLEMENTS:
                v.supplements.append((node_id, index, dtype))
            seen.add(dtype)


def dispatch_params(
    variant: DerivedVariant, configs: list[TracedConfig], mapping: dict[str, list[str]]
) -> dict[str, list[Any]]:
    """Test parameters with values that always lead to this variant (e.g. ``use_tma: [True]``).

    Judged within the test functions that launch the variant, so a value that only
    one test function uses (a shape of a backward test) is not mistaken for a switch, and
    only over non-numeric parameters (flags, modes, dtypes): when shapes pick the kernel
    (a heuristic in the wrapper), no single shape value is the switch.
    """
    members = {node_id for node_id, _ in variant.members}
    tests = {c.test for c in configs if c.node_id in members}
    scope = [c for c in configs if c.test in tests]
    out: dict[str, list[Any]] = {}
    for name in sorted({p for c in scope for p in c.params}):
        if any(_numeric(c.params[name]) for c in scope if name in c.params):
            continue
        all_values = {repr(c.params[name]): c.params[name] for c in scope if name in c.params}
        implying = [
            value
            for key, value in all_values.items()
            if all(variant.name in mapping.get(c.node_id, []) for c in scope if repr(c.params.get(name)) == key)
        ]
        if implying and len(implying) < len(all_values):
            out[name] = implying
    return out


def _numeric(value: Any) -> bool:
    if isinstance(value, bool):
        return False
    return isinstance(value, int | float) or (isinstance(value, list | tuple) and any(_numeric(v) for v in value))


def varying_constants(variant: DerivedVariant, configs: list[TracedConfig]) -> dict[str, list[Any]]:
    launches = {c.node_id: c.launches for c in configs}
    seen: dict[str, list[Any]] = {}
    for node_id, index in variant.members:
        for name, value in constants_of(launches[node_id][index]).items():
            bucket = seen.setdefault(name, [])
            if value not in bucket:
                bucket.append(value)
    return {k: sorted(v, key=repr) for k, v in seen.items() if len(v) > 1}


def constant_combinations(variant: DerivedVariant, configs: list[TracedConfig]) -> list[dict[str, Any]]:
    """Every distinct combination of ``ct.Constant`` values the variant's launches pass, in a stable order:
    which values occur together, where ``varying_constants`` only lists each constant's values on its own."""
    launches = {c.node_id: c.launches for c in configs}
    seen: dict[str, dict[str, Any]] = {}
    for node_id, index in variant.members:
        combination = {k: to_readable(v) for k, v in constants_of(launches[node_id][index]).items()}
        seen.setdefault(repr(sorted(combination.items())), combination)
    return [seen[k] for k in sorted(seen)]
