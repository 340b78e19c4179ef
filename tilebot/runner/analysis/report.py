"""Stage A over every cuTile Python op of a target repository that has tests: a markdown table.

    python -m tilebot.runner.analysis.report --out reports/stage-a-tilegym.md [--repo PATH]

Without ``--repo`` it builds the TileGym-layout repository tilebot's tests use (NVIDIA's
``tilegym`` 1.5.1 wheel + tests generated from tests/data/tilegym-test-configs.json),
which needs a tilebot checkout (``tests/support``) and PyPI. An op is *fully* analysed
when every configuration maps to variants with reference IR (or is skipped for cuTile by
the test itself) and nothing is unresolved; *partially* when some configurations map;
*not* when none does.
"""

from __future__ import annotations

import argparse
import re
import shlex
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from tilebot.core.analysis import Analysis
from tilebot.core.config import RunConfig, load_config
from tilebot.runner.analysis import analyze_op, kernels, pytest_config, testfiles


@dataclass
class Row:
    op: str
    analysis: Analysis | None
    seconds: float
    error: str = ""

    @property
    def status(self) -> str:
        if self.analysis is None:
            return "not"
        if self.analysis.fully_analysed:
            return "full"
        return "partial" if any(c.status == "mapped" for c in self.analysis.configs) else "not"


def ops_with_tests(repo_root: Path, config: RunConfig) -> tuple[list[str], list[str]]:
    """(ops whose module has at least one test file, test files attributed to no op)."""
    layout = config.layout
    ops_root = repo_root / layout.cutile_ops_dir
    ops = []
    attributed: set[str] = set()
    locator = pytest_config.Locator(repo_root)
    for path in sorted(ops_root.rglob("*.py")):
        if path.name == "__init__.py":
            continue
        decl = kernels.read_module(path, path.relative_to(repo_root).as_posix())
        if not decl.kernels and not decl.registered:
            continue
        dotted = analyze_op._dotted(path, repo_root, layout.cutile_ops_dir)
        files = testfiles.find_test_files(repo_root, layout.tests_dir, path.stem, dotted, decl.registered, locator)
        if files:
            ops.append(path.stem)
            attributed.update(f.path for f in files)
    tests = (repo_root / layout.tests_dir).rglob("*.py")
    all_tests = sorted(p.relative_to(repo_root).as_posix() for p in tests if locator.collects(p))
    return ops, [t for t in all_tests if t not in attributed]


def run(repo_root: Path, config: RunConfig, ops: list[str], work: Path) -> list[Row]:
    rows = []
    for op in ops:
        start = time.monotonic()
        try:
            analysis = analyze_op.analyze(repo_root, op, config, work / op)
            rows.append(Row(op, analysis, time.monotonic() - start))
        except Exception as exc:  # one op's failure is a row of the report, not the end of it
            rows.append(Row(op, None, time.monotonic() - start, f"{type(exc).__name__}: {exc}"))
    return rows


def render(rows: list[Row], unattributed: list[str], command: str, source: str, repo_root: Path | None = None) -> str:
    full = [r for r in rows if r.status == "full"]
    env = next((r.analysis.environment for r in rows if r.analysis is not None), None)
    target = (
        f"Reference IR for {env.gpu_arch} (compute capability {env.capability[0]}.{env.capability[1]}, "
        f"{env.sm_count} SMs as the wrappers see them), Tile IR bytecode {env.bytecode_version}, "
        f"cuda-tile {env.cuda_tile}. Autotuning: {env.autotune_policy}."
        if env
        else ""
    )
    strip = f"{repo_root}/" if repo_root else None
    lines = [
        "# Stage A over NVIDIA TileGym's cuTile Python ops",
        "",
        f"Produced by `{command}` ({time.strftime('%Y-%m-%d')}). Target: {source}.",
        "",
        target,
        "",
        f"**{len(full)} of {len(rows)} ops with a test configuration analyse fully**; "
        f"{sum(r.status == 'partial' for r in rows)} partially, {sum(r.status == 'not' for r in rows)} not.",
        "",
        "An op analyses *fully* when every cuTile configuration of its tests maps to structural variants with "
        "reference Tile IR (exported without a GPU, disassembled with tileirdisasm) or is skipped for cuTile by the "
        "test itself, and nothing is unresolved. Configurations come from the repository's test files, read with "
        "`ast`; what each launches comes from running the test body and the op's wrapper on a shape-only torch.",
        "",
        "Columns: configurations of the cuTile backend (pinned node ids); *mapped* launch variants; *skipped* "
        "are skipped for cuTile by the test, or launch no kernel for their parameters; *untraced*: the dry run "
        "could not tell; *IR*: variants with reference Tile IR; *s*: seconds of analysis.",
        "",
        "| op | status | test files | configs | mapped | skipped | untraced | variants | IR | s | why not fully |",
        "|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for r in rows:
        a = r.analysis
        if a is None:
            lines.append(f"| {r.op} | not | | | | | | | | {r.seconds:.1f} | {_cell(r.error, strip)} |")
            continue
        configs = a.configs
        with_ir = sum(v.reference_ir is not None for v in a.variants)
        lines.append(
            f"| {r.op} | {r.status} | {len(a.test_files)} | {len(configs)} | "
            f"{sum(c.status == 'mapped' for c in configs)} | "
            f"{sum(c.status in ('skipped', 'no_kernel') for c in configs)} | "
            f"{sum(c.status == 'untraced' for c in configs)} | {len(a.variants)} | {with_ir}/{len(a.variants)} | "
            f"{r.seconds:.1f} | {_cell(_reasons(a), strip)} |"
        )
    if unattributed:
        lines += [
            "",
            "Test files attributed to no op module (neither `test_<op>.py` nor calling an op's module or "
            "dispatch name): " + ", ".join(f"`{t}`" for t in unattributed) + ".",
        ]
    lines += [
        "",
        "## How",
        "",
        "- **Configurations**: the op's test files (`test_<op>.py`, plus files importing its module or calling a "
        "name it registers) are read with `ast`; parametrize stacks are expanded the way pytest does, node ids "
        "included (the repository's `pytest_make_parametrize_id` hook is honoured), and only the cuTile backend's "
        "configurations are kept. Tolerances come from each test's comparison call, else the repository's default "
        "helper, else torch's documented defaults.",
        "- **Launches**: each configuration's test body runs in a child process on a torch that has shapes, strides "
        "and dtypes but no values; `ct.launch` and `exhaustive_search` are recorded instead of run. Code that reads "
        "values, or torch APIs the shape-only torch lacks, make the configuration *untraced* with that reason.",
        "- **Variants**: a kernel plus its non-numeric `ct.Constant` values and array ranks (branches Rust must "
        "type-check separately); numeric constants stay generics. Each variant's reference IR is exported from its "
        "first perf configuration (else its first correctness one) with `cuda.tile.compilation.export_kernel`, the "
        "signature being what the JIT infers from that launch, and printed with `tileirdisasm`; one supplement per "
        "further dtype.",
        "",
        "## Variants per op",
        "",
    ]
    for r in rows:
        if r.analysis is None or not r.analysis.variants:
            continue
        lines.append(f"- **{r.op}**: " + "; ".join(_variant(v) for v in r.analysis.variants))
    lines += ["", "## Unresolved items, in full", ""]
    for r in rows:
        if r.analysis is not None and r.analysis.unresolved:
            lines.append(f"- **{r.op}**")
            lines += [f"  - {_cell(u.item, strip)}: {_cell(u.reason, strip, 2000)}" for u in r.analysis.unresolved]
    return "\n".join(lines) + "\n"


def _variant(v: object) -> str:
    from tilebot.core.analysis import Variant

    assert isinstance(v, Variant)
    switch = ", ".join(f"{k}={vals}" for k, vals in v.dispatch.items())
    return f"`{v.name}` ({v.config_count} configs{', ' + switch if switch else ''})"


def _reasons(a: Analysis) -> str:
    if a.fully_analysed:
        return ""
    if not a.unresolved:
        return "no variant with reference IR"
    shown = [f"{u.item}: {u.reason}" for u in a.unresolved[:2]]
    more = f" (+{len(a.unresolved) - 2} more)" if len(a.unresolved) > 2 else ""
    return "; ".join(shown) + more


def _cell(text: str, strip: str | None = None, limit: int = 300) -> str:
    flat = " ".join((text.replace(strip, "") if strip else text).split())
    flat = re.sub(r" for \(.*?\): ", " for (...): ", flat)  # export errors: the cause, not the signature
    flat = flat.replace("|", "\\|")
    return flat if len(flat) <= limit else flat[: limit - 3] + "..."


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m tilebot.runner.analysis.report", description=__doc__.split("\n")[0]
    )
    parser.add_argument("--out", type=Path, required=True, help="markdown file to write")
    parser.add_argument("--repo", type=Path, help="a TileGym-layout repository (default: build one from the wheel)")
    parser.add_argument("--ops", help="comma-separated ops (default: every op with tests)")
    parser.add_argument("--work", type=Path, help="keep the run directories (analysis.json, IR) here")
    parser.add_argument("--wheel-cache", type=Path, default=Path.home() / ".cache" / "tilebot" / "wheels")
    args = parser.parse_args(argv)
    command = "python -m tilebot.runner.analysis.report " + shlex.join(sys.argv[1:] if argv is None else argv)
    with tempfile.TemporaryDirectory(prefix="tilebot-stage-a-") as tmp:
        if args.repo is None:
            try:
                from tests.support.tilegym_target import build, fetch_wheel
            except ImportError as exc:
                parser.error(f"--repo is required outside a tilebot checkout ({exc})")
            wheel = fetch_wheel(args.wheel_cache)
            repo = build(Path(tmp) / "tilegym", wheel)
            source = f"`{wheel.name}` from PyPI + tests generated from tests/data/tilegym-test-configs.json"
        else:
            repo = args.repo.resolve()
            source = f"`{repo}`"
        config = load_config(repo)
        ops, unattributed = ops_with_tests(repo, config)
        if args.ops:
            ops = [o for o in args.ops.split(",") if o]
        rows = run(repo, config, ops, args.work or Path(tmp) / "runs")
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(render(rows, unattributed, command, source, repo), encoding="utf-8")
    for r in rows:
        print(f"{r.op:32s} {r.status:8s} {r.seconds:6.1f}s {r.error}")
    print(f"{sum(r.status == 'full' for r in rows)}/{len(rows)} ops analysed fully; wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
