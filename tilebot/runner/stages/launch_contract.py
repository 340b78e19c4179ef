"""The host launch contract in B's report: its format, its parsing, and errors that say how to fix it.

B's report holds exactly one fenced block tagged ``json launch-contract``: a JSON object keyed by the name
of each variant that has reference IR, each entry one harness request (``EntryRequest``) for the variant's
representative configuration. The harness rejects unknown keys, so the format is spelled out here
(``FORMAT``, which the prompt quotes) from the request models themselves, and every error names the
offending key and the keys allowed where it stood.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ValidationError

from tilebot.core.analysis import Variant
from tilebot.runner.targets.cutile_rs.harness import (
    CompileOptionsSpec,
    EntryRequest,
    HarnessError,
    IntArg,
    PointerArg,
    TensorArg,
    check_request,
)

CONTRACT_TAG = "launch-contract"
_CONTRACT_BLOCK = re.compile(r"^```json[ \t]+" + CONTRACT_TAG + r"[ \t]*\n(.*?)^```", re.MULTILINE | re.DOTALL)
# Filled in by the stage, not the contract: the output name is the variant's, the target the run's GPU.
_STAGE_FIELDS = frozenset({"name", "target"})
_ARG_MODELS: dict[str, type[BaseModel]] = {"tensor": TensorArg, "int": IntArg, "pointer": PointerArg}

FORMAT = f"""\
One fenced block tagged `json {CONTRACT_TAG}`: an object keyed by variant name (exactly the variants with
reference IR), each value an object with these keys (no others):
- "module" (string): the `#[cutile::module]` module in kernel.rs; "function" (string): the entry.
- "generics" (list of strings, declaration order): Rust spellings such as "f16", "512".
- "args" (object): one per entry parameter that a launch specializes on, by parameter name:
  - `&Tensor`/`&mut Tensor`: {{"kind": "tensor", "shape": [ints], "strides": [ints, elements], "base_addr"?: int}}
    (shape and strides of equal rank, each fitting i32);
  - integer scalar: {{"kind": "int", "value": int}};  raw `*mut E`: {{"kind": "pointer", "base_addr"?: int}};
  - float and bool scalars take no entry.
- "options" (optional object): {{"occupancy"?: int, "num_cta_in_cga"?: int, "max_divisibility"?: int}}.
- "const_grid" (optional [x, y, z]): only for launches that call `.const_grid()`.
Example: {{"my_variant": {{"module": "my_kernels", "function": "my_entry", "generics": ["f16", "512"],
  "args": {{"x": {{"kind": "tensor", "shape": [4096, 512], "strides": [512, 1]}},
           "n": {{"kind": "int", "value": 512}}}}, "options": {{"occupancy": 2}}}}}}"""


class ContractError(ValueError):
    """The launch contract in B's report is missing, malformed, or does not fit the analysis or kernel.rs."""


def allowed_keys(model: type[BaseModel], hidden: Iterable[str] = ()) -> list[str]:
    return sorted(set(model.model_fields) - set(hidden))


def _unknown(where: str, given: dict[str, Any], allowed: list[str]) -> None:
    extra = sorted(set(given) - set(allowed))
    if extra:
        raise ContractError(f"{where}: unknown key {extra[0]!r}; allowed keys: {', '.join(allowed)}")


def _check_keys(name: str, entry: dict[str, Any]) -> None:
    """Unknown keys at any level, named with the keys allowed there (pydantic says only 'extra inputs')."""
    _unknown(name, entry, allowed_keys(EntryRequest, _STAGE_FIELDS))
    options = entry.get("options")
    if isinstance(options, dict):
        _unknown(f"{name}.options", options, allowed_keys(CompileOptionsSpec))
    args = entry.get("args")
    if not isinstance(args, dict):
        return
    for param, arg in args.items():
        if not isinstance(arg, dict):
            raise ContractError(f'{name}.args.{param}: must be an object with a "kind" ({", ".join(_ARG_MODELS)})')
        kind = arg.get("kind")
        model = _ARG_MODELS.get(kind) if isinstance(kind, str) else None  # a list or an object is no kind either
        if model is None:
            raise ContractError(f"{name}.args.{param}: kind {kind!r}; allowed kinds: {', '.join(_ARG_MODELS)}")
        _unknown(f"{name}.args.{param} ({arg['kind']})", arg, allowed_keys(model))


def parse_contract(text: str) -> dict[str, Any]:
    blocks = _CONTRACT_BLOCK.findall(text)
    if len(blocks) != 1:
        raise ContractError(f"the report must hold exactly one ```json {CONTRACT_TAG} block, found {len(blocks)}")
    try:
        contract = json.loads(blocks[0])
    except json.JSONDecodeError as exc:
        raise ContractError(f"the launch contract is not JSON: {exc}") from None
    if not isinstance(contract, dict):
        raise ContractError("the launch contract must be a JSON object keyed by variant name")
    return contract


def launch_requests(report: Path, variants: Sequence[Variant], gpu_arch: str) -> list[EntryRequest]:
    """The harness requests of the launch contract in B's report, one per variant with reference IR."""
    if not report.is_file():
        raise ContractError(f"no report at {report.name}, so no launch contract")
    contract = parse_contract(report.read_text(encoding="utf-8", errors="replace"))
    wanted = {v.name for v in variants}
    if set(contract) != wanted:
        raise ContractError(
            f"the launch contract must name exactly the variants {sorted(wanted)}, got {sorted(contract)}"
        )
    requests = []
    for name in sorted(contract):
        entry = contract[name]
        if not isinstance(entry, dict):
            raise ContractError(f"{name}: the contract entry must be an object")
        _check_keys(name, entry)
        try:
            requests.append(EntryRequest.model_validate({"target": gpu_arch, **entry, "name": name}))
        except ValidationError as exc:
            first = exc.errors()[0]
            where = ".".join(str(part) for part in first["loc"])
            raise ContractError(f"{name}.{where}: {first['msg']}") from None
    return requests


def checked_requests(report: Path, kernel_rs: Path, variants: Sequence[Variant], gpu_arch: str) -> list[EntryRequest]:
    """The contract's requests, each checked against the entry kernel.rs declares (``check_request``)."""
    requests = launch_requests(report, variants, gpu_arch)
    if not kernel_rs.is_file():
        raise ContractError(f"{kernel_rs.name} is not written yet, so the contract cannot be checked against it")
    source = kernel_rs.read_text(encoding="utf-8", errors="replace")
    for request in requests:
        try:
            check_request(source, request)
        except HarnessError as exc:
            raise ContractError(str(exc)) from None
    return requests
