"""The translator's ports against their references in SASS, on this CPU machine: what stage E times, compiled.

    python tools/sass_parity.py --out reports/sass-parity-tilegym.md [--ops a,b]

Per op of TileGym 1.5.1 (as the tests build it): stage A's analysis, the translation, one cutile build of every
entry, then both sides' Tile IR bytecode through ``tileiras -O3`` for sm_90 and ``cuobjdump``. Each variant is
compared at its representative launch, at every other hint combination its autotune candidates compile with
(the reference exported again with those hints, the port's entry written for them) and at every other combination
of constants its launches pass (the entry the wrapper picks for it; both sides with the representative's arrays).
Same SASS means the same machine code: E should time them alike; a difference here (more instructions, registers,
local-memory traffic, a stack frame) is what to look at first when E does not. The IR diff
(``tilebot.runner.translator.sweep``) says whether the port computes the same thing; this says whether tileiras
made the same code of it.

Needs ``cuobjdump`` (``pip install nvidia-cuda-cuobjdump``, or on PATH) beside the harness's cargo toolchain.
"""

from __future__ import annotations

import argparse
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tilebot.core.analysis import Variant  # noqa: E402
from tilebot.core.config import RunConfig, load_config  # noqa: E402
from tilebot.core.signature import ConstantParam, KernelHints  # noqa: E402
from tilebot.runner.analysis import analyze_op  # noqa: E402
from tilebot.runner.analysis.dryrun.target_shim import package_root  # noqa: E402
from tilebot.runner.analysis.report import ops_with_tests  # noqa: E402
from tilebot.runner.preflight.checks import find_tileiras, nvidia_package_paths  # noqa: E402
from tilebot.runner.targets.cutile_rs.harness import EntryRequest, compile_candidate_ir  # noqa: E402
from tilebot.runner.targets.cutile_rs.versions import cutile_features, with_cutile  # noqa: E402
from tilebot.runner.tileir.export import export_reference  # noqa: E402
from tilebot.runner.translator.kernel import Entry, evaluate_key, hint_for_target  # noqa: E402
from tilebot.runner.translator.op import Translation, entry_hints, launch_combinations, translate_op  # noqa: E402

_ADDRESS = re.compile(r"^\s+/\*[0-9a-f]{4,}\*/")  # 5 digits past 64 KiB of code (4096 instructions)
_LOCAL_MEMORY = ("STL", "LDL")  # register spills (or a local array): what the 8-warp layer norm lost to


@dataclass(frozen=True)
class Sass:
    instructions: list[str]  # as cuobjdump prints them, without addresses, encodings and the closing `;`
    registers: int | None
    stack: int | None = None  # bytes of stack frame per thread: where a tile indexed at run time goes (generic ST.E)

    @property
    def opcodes(self) -> list[str]:
        """Each instruction's mnemonic with its modifiers, its predicate left off: equal when only register and
        constant-bank numbering differ (a port's parameter list is laid out differently from the reference's)."""
        return [next(t for t in i.split() if not t.startswith("@")) for i in self.instructions]

    @property
    def local_memory(self) -> int:
        return sum(op.startswith(_LOCAL_MEMORY) for op in self.opcodes)


def parse_sass(listing: str, resources: str) -> Sass:
    """``cuobjdump -sass`` and ``cuobjdump -res-usage`` output of a one-kernel cubin."""
    instructions = [
        _ADDRESS.sub("", line).split(";")[0].strip() for line in listing.splitlines() if _ADDRESS.match(line)
    ]
    registers, stack = (re.search(rf"\b{field}:(\d+)", resources) for field in ("REG", "STACK"))
    return Sass(
        [i for i in instructions if i], int(registers[1]) if registers else None, int(stack[1]) if stack else None
    )


@dataclass(frozen=True)
class Row:
    op: str
    variant: str  # variant, and the hint combination where it is not the representative's
    entry: str  # the port's entry compiled for it
    reference: Sass | None
    port: Sass | None
    error: str = ""

    def cells(self) -> list[str]:
        if self.reference is None or self.port is None:
            return [self.op, self.variant, self.entry, "error", "-", "-", "-", "-", "-", self.error]
        ref, port = self.reference, self.port
        same = (
            "identical"
            if ref.instructions == port.instructions
            else "same opcodes"
            if ref.opcodes == port.opcodes
            else "differs"
        )
        return [
            self.op,
            self.variant,
            self.entry,
            same,
            f"{len(ref.instructions)} / {len(port.instructions)}",
            f"{ref.registers} / {port.registers}",
            f"{ref.local_memory} / {port.local_memory}",
            f"{ref.stack} / {port.stack}",
            f"{_opcode_difference(ref, port)}",
            "",
        ]


def _opcode_difference(ref: Sass, port: Sass) -> int:
    """Instructions in one side's opcode multiset and not the other's (0: the same instructions, reordered)."""
    counts: dict[str, int] = {}
    for op in ref.opcodes:
        counts[op] = counts.get(op, 0) + 1
    for op in port.opcodes:
        counts[op] = counts.get(op, 0) - 1
    return sum(abs(n) for n in counts.values())


class Tools:
    def __init__(self) -> None:
        tileiras = find_tileiras().path
        found = {name: shutil.which(name) or _wheel_binary(name) for name in ("cuobjdump", "nvdisasm")}
        if tileiras is None or None in found.values():
            raise SystemExit(
                "needs tileiras (pip install 'tilebot[ir]'), cuobjdump and nvdisasm "
                "(pip install nvidia-cuda-cuobjdump nvidia-cuda-nvdisasm)"
            )
        self.tileiras, self.cuobjdump = str(tileiras), str(found["cuobjdump"])
        self.env = os.environ | {"NVDISASM_PATH": str(Path(str(found["nvdisasm"])).parent)}  # cuobjdump runs it

    def sass(self, bytecode: Path, gpu: str) -> Sass:
        cubin = bytecode.with_suffix(".cubin")
        subprocess.run(
            [self.tileiras, str(bytecode), "-o", str(cubin), "--gpu-name", gpu, "-O3"], check=True, capture_output=True
        )
        listing, resources = (
            subprocess.run(
                [self.cuobjdump, flag, str(cubin)], check=True, capture_output=True, text=True, env=self.env
            ).stdout
            for flag in ("-sass", "-res-usage")
        )
        return parse_sass(listing, resources)


def _wheel_binary(name: str) -> str | None:
    return next((str(p) for r in nvidia_package_paths() if (p := Path(r) / "cu13" / "bin" / name).is_file()), None)


def op_rows(tools: Tools, repo: Path, op: str, config: RunConfig, work: Path) -> list[Row]:
    gpu = config.target.gpu_arch
    try:
        analysis = analyze_op.analyze(repo, op, config, work / "analysis")
        variants = [v for v in analysis.variants if v.reference_ir is not None]
        translation = translate_op(repo, op, variants, target=gpu, crates=config.target.crates)
    except Exception as exc:  # a refusal or a failed analysis is a row; the sweep's table says why in full
        return [Row(op, "-", "-", None, None, f"{type(exc).__name__}: {_one_line(str(exc))[:200]}")]
    kernel_rs = work / "kernel.rs"
    kernel_rs.write_text(translation.kernel_rs, encoding="utf-8")
    launches: list[tuple[str, str, Path, dict[str, Any]]] = []  # (label, port entry, reference bytecode, request)
    for variant, representative in translation.entries:
        if variant.reference_ir is None or representative.name != variant.name:
            continue
        bytecode = work / "analysis" / variant.reference_ir.bytecode
        launches.append((variant.name, variant.name, bytecode, translation.launch(variant, representative)))
        for hints in launch_combinations(variant)[1:]:
            label = variant.name + " @ " + ", ".join(f"{k}={v}" for k, v in hints.items())
            entry = _entry_for(translation, variant, hints, entry_hints(cutile_features(config.target.crates)))
            reference = _reference_with(
                repo, config, variant, hints, work / "hinted", f"{entry.name}__ref_{len(launches)}"
            )
            launches.append((label, entry.name, reference, translation.launch(variant, entry)))
        for constants, entry, generics in _other_constants(translation, variant):
            label = variant.name + " @ " + ", ".join(f"{k}={v}" for k, v in constants.items())
            reference = _reference_with(
                repo, config, variant, {}, work / "constants", f"{variant.name}__ref_{len(launches)}", constants
            )
            launches.append(
                (label, entry.name, reference, {**translation.launch(variant, entry), "generics": generics})
            )
    requests = [
        EntryRequest.model_validate({"target": gpu, **request, "name": f"l{i}"})
        for i, (*_, request) in enumerate(launches)
    ]
    try:
        ports = compile_candidate_ir(
            kernel_rs,
            requests,
            work / "ir",
            crates=config.target.crates,
            bytecode_version=config.target.bytecode_version,
        )
    except Exception as exc:
        return [Row(op, "-", "-", None, None, f"{type(exc).__name__}: {_one_line(str(exc))[:200]}")]
    rows = []
    for (label, entry_name, reference, _), port in zip(launches, ports, strict=True):
        side = "the reference"
        try:
            ref_sass = tools.sass(reference, gpu)
            side = "the port"
            rows.append(Row(op, label, entry_name, ref_sass, tools.sass(port.bytecode_path, gpu)))
        except subprocess.CalledProcessError as exc:
            rows.append(Row(op, label, entry_name, None, None, f"{side}: {_one_line(str(exc.stderr))[-200:]}"))
    return rows


def _entry_for(
    translation: Translation, variant: Variant, hints: dict[str, int | None], carried: tuple[str, ...]
) -> Entry:
    """The entry that serves a launch with these hints: the one written for those its entries can carry (the
    ``carried`` keys), else the representative (cutile 0.2.0's one entry for every num_worker_warps)."""
    served = {k: v for k, v in hints.items() if k in carried}
    of_variant = [e for v, e in translation.entries if v.name == variant.name]
    written = [e for e in of_variant if e.hint_key == served] or [e for e in of_variant if e.name == variant.name]
    return written[0]


def _other_constants(translation: Translation, variant: Variant) -> list[tuple[dict[str, Any], Entry, list[str]]]:
    """Each combination of constants the variant's launches pass besides the representative's: the constants that
    differ, the entry the wrapper picks for them (the one whose baked constants and keys they match, among those
    written for the representative's dtypes, hints and layout) and the generics it is launched with (mhc's
    apply_residual differed at N=8 where N=4 did not)."""
    representative = next(
        (e for v, e in translation.entries if v.name == variant.name and e.name == variant.name), None
    )
    if representative is None:
        return []
    names = [p.name for p in variant.signature.params]
    peers = [
        e
        for v, e in translation.entries
        if v.name == variant.name
        and (e.dtypes, e.hint_key, e.layout) == (representative.dtypes, representative.hint_key, representative.layout)
    ]
    out = []
    for combination in variant.constant_combinations:
        varied = {k: v for k, v in combination.items() if variant.constants.get(k) != v}
        constants = {**variant.constants, **combination}
        serving = [
            e
            for e in peers
            if all(constants.get(names[i]) == value for i, value in e.baked.items())
            and all(evaluate_key(key, constants) == value for key, value in e.keys.items())
        ]
        if varied and len(serving) == 1:
            entry = serving[0]
            generics = [str(constants.get(g, entry.generic_values[g])) for g in entry.generics]
            out.append((varied, entry, generics))
    return out


def _reference_with(
    repo: Path,
    config: RunConfig,
    variant: Variant,
    hints: dict[str, int | None],
    out: Path,
    name: str,
    constants: dict[str, Any] | None = None,
) -> Path:
    """The reference kernel exported again as an autotune candidate launches it (the variant's hints, these over)
    or with other ``constants``."""
    merged = {k: v for k, v in {**variant.hints, **hints}.items() if k in KernelHints.model_fields}
    # stage A records a per-architecture hint as `ByTarget(sm_80=2, default=4)`: its value for the target
    resolved = {k: hint_for_target(v, config.target.gpu_arch, 0) for k, v in merged.items()}
    given = {k: v for k, v in resolved.items() if v is not None}
    signature = variant.signature
    if constants:
        signature = signature.model_copy(
            update={
                "params": tuple(
                    p.model_copy(update={"value": constants[p.name]})
                    if isinstance(p, ConstantParam) and p.name in constants
                    else p
                    for p in signature.params
                )
            }
        )
    exported = export_reference(
        repo / variant.source,
        variant.kernel,
        signature,
        out,
        name=name,
        package_root=package_root(repo, config.layout.cutile_ops_dir)[0],
        hints=KernelHints(**given),
        text=False,
    )
    return exported.bytecode_path


def render(rows: list[Row], command: str, crates: dict[str, str]) -> str:
    compared = [r for r in rows if r.reference is not None and r.port is not None]
    identical = [r for r in compared if r.cells()[3] == "identical"]
    same_opcodes = [r for r in compared if r.cells()[3] == "same opcodes"]
    header = [
        "op",
        "variant (launch)",
        "port entry",
        "SASS",
        "instructions ref / port",
        "registers ref / port",
        "local-memory ops ref / port",
        "stack bytes ref / port",
        "opcodes in one side only",
        "error",
    ]
    lines = [
        "# The translator's ports against cuTile Python in SASS (TileGym 1.5.1, sm_90, CPU half)",
        "",
        f"Produced by `{command}`. cutile {crates.get('cutile', '?')}; tileiras -O3, cuobjdump. No GPU.",
        "",
        f"**{len(identical)} of {len(compared)} launches compile to identical SASS**, {len(same_opcodes)} more to "
        "the same opcodes in the same order (only register or parameter-offset numbering differs).",
        "",
        "| " + " | ".join(header) + " |",
        "|" + "---|" * len(header),
        *("| " + " | ".join(c.replace("|", "\\|") for c in r.cells()) + " |" for r in rows),
        "",
    ]
    return "\n".join(lines)


def _one_line(text: str) -> str:
    return " ".join(text.split())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--ops", help="comma-separated ops (default: every op with tests)")
    parser.add_argument("--cutile", help="build with this cutile version's pins, e.g. 0.3.1 (default: the config's)")
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args(argv)
    command = "python tools/sass_parity.py " + shlex.join(sys.argv[1:] if argv is None else argv)
    tools = Tools()
    from tests.support.tilegym_target import build, fetch_wheel
    from tilebot.runner.targets.cutile_rs.toolchain import cache_dir

    with tempfile.TemporaryDirectory(prefix="tilebot-sass-parity-") as scratch:
        work = Path(scratch)
        repo = build(work / "tilegym", fetch_wheel(cache_dir() / "wheels" / "downloads"))
        config = with_cutile(load_config(repo), args.cutile)
        rows: list[Row] = []
        for op in args.ops.split(",") if args.ops else ops_with_tests(repo, config)[0]:
            (work / op).mkdir()
            rows += op_rows(tools, repo, op, config, work / op)
            print("\n".join(" ".join(r.cells()[1:4]) + f" {r.error}" for r in rows if r.op == op), flush=True)
    args.out.write_text(render(rows, command, config.target.crates), encoding="utf-8")
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
