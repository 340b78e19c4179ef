"""The project's cutile-rs rulebook for the agents that write code: stage B (kernel) and stage D (host).

The hand-written parts are markdown files beside this module (``kernel.md``, ``host.md``, ``contract.md``,
``api.md``). Two parts are not written by hand, so they cannot drift from what the pipeline really does:

- the construct mapping is rendered from the built-in translator's table (``translator/constructs.toml``), whose
  rows the translator tests compile and diff;
- the worked example (``worked/``) is the translator's own port of the bundled softmax, the one that passed every
  gate on the H200 (reports/h200-translated.md); a test checks the files are still exactly what it emits.

Each stage gets its rulebook as one system block, placed before the stage prompt and cached with it.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

from tilebot.core.stages import Stage
from tilebot.runner.translator import table

RULEBOOK_DIR = Path(__file__).parent
WORKED_DIR = RULEBOOK_DIR / "worked"
WORKED_OP = "softmax"
# The worked port, by role: file name under worked/, the path it has in a target repository, its fence language.
WORKED_FILES = {
    "reference": (f"{WORKED_OP}_reference.py.txt", f"src/tilegym/ops/cutile/{WORKED_OP}.py", "python"),
    "kernel": (f"{WORKED_OP}_kernel.rs", f"src/tilegym/ops/cutile_rs/{WORKED_OP}_kernel/kernel.rs", "rust"),
    "contract": (f"{WORKED_OP}_contract.json", "B's report, block `json launch-contract`", "json"),
    "ffi": (f"{WORKED_OP}_ffi.rs", f"src/tilegym/ops/cutile_rs/{WORKED_OP}_kernel/ffi.rs", "rust"),
    "wrapper": (f"{WORKED_OP}_wrapper.py.txt", f"src/tilegym/ops/cutile_rs/{WORKED_OP}.py", "python"),
}
# What each stage reads, in order: hand-written files, and the generated parts by name.
CONTENTS: dict[Stage, tuple[str, ...]] = {
    Stage.WRITE_KERNEL: ("kernel.md", "constructs", "contract.md", "worked:reference,kernel,contract", "api.md"),
    Stage.HOST_FFI: ("host.md", "contract.md", "worked:kernel,contract,ffi,wrapper", "api.md"),
}
_FORMS = {"1:1": "direct", "rewrite": "rewrite", "refused": "**no faithful form**"}


def stages() -> tuple[Stage, ...]:
    return tuple(CONTENTS)


@cache
def rulebook(stage: Stage) -> str:
    """The stage's whole rulebook as markdown; empty for a stage that writes no code."""
    parts = [_part(name) for name in CONTENTS.get(stage, ())]
    if not parts:
        return ""
    head = (
        "# Rulebook: porting cuTile Python to cutile-rs 0.2.0 or 0.3.1\n\n"
        "tilebot's own notes, from the cutile crates' API and from ports it has built, diffed and run. Where a rule "
        "and the stage instructions below differ, the stage instructions win.\n"
    )
    return "\n\n".join([head, *parts]).rstrip() + "\n"


def hand_written(stage: Stage) -> list[Path]:
    """The markdown files a stage's rulebook includes (the parts whose API names are checked against the crate)."""
    return [RULEBOOK_DIR / name for name in CONTENTS.get(stage, ()) if name.endswith(".md")]


def worked_file(role: str) -> Path:
    return WORKED_DIR / WORKED_FILES[role][0]


def _part(name: str) -> str:
    if name.endswith(".md"):
        return (RULEBOOK_DIR / name).read_text(encoding="utf-8").strip()
    if name == "constructs":
        return construct_mapping()
    if name.startswith("worked:"):
        return worked_example(name.removeprefix("worked:").split(","))
    raise ValueError(f"unknown rulebook part {name!r}")


def construct_mapping() -> str:
    """The translator's construct table as a markdown table: the same facts the translator acts on."""
    lines = [
        "# Construct mapping, cuTile Python → cutile (0.2.0; 0.3.1 where the row says)",
        "",
        "The built-in translator's table (`tilebot/runner/translator/constructs.toml`); every row that translates has"
        " been compiled on both sides and its IR diffed. A construct with no faithful form must be reported, not"
        " approximated.",
        "",
        "| cuTile Python | cutile-rs | form | note |",
        "|---|---|---|---|",
    ]
    for row in table.rows().values():
        note = row.reason or row.ir_gap
        cells = [f"`{row.python}`", row.cutile, _FORMS[row.form], note]
        lines.append("| " + " | ".join(c.replace("|", "\\|").replace("\n", " ") for c in cells) + " |")
    return "\n".join(lines)


def worked_example(roles: list[str]) -> str:
    """The translator's softmax port (the run that passed on the H200), file by file."""
    lines = [
        f"# Worked example: `{WORKED_OP}`",
        "",
        "What tilebot's translator wrote for the bundled row softmax; it compiled, matched the reference IR (C: "
        "PASS_WITH_NOTES), passed 9 correctness configurations and ran at 0.998 times the reference's device time "
        "on an H200. Translator-generated names (`x_view_2`, `rshp_6`) need not be copied.",
    ]
    for role in roles:
        file_name, target_path, language = WORKED_FILES[role]
        text = (WORKED_DIR / file_name).read_text(encoding="utf-8").rstrip()
        if role == "contract":
            text = json.dumps(json.loads(text), indent=1)
        lines += ["", f"## {role}: `{target_path}`" if "/" in target_path else f"## {role}: {target_path}", ""]
        lines += [f"```{language}", text, "```"]
    return "\n".join(lines)
