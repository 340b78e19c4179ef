"""Detection table of the command parser's mutants: `python tools/parser_mutation_report.py --out FILE`.

The committed table: `python tools/parser_mutation_report.py --out reports/command-parser-mutants.md`.

Every mutant is one small change to the parser's code (the comment grammar and each command's argument parser):
a comparison or boolean operator flipped, a `not` dropped, a branch never taken, a `continue`/`break` dropped, an
integer off by one, a string's `.lower()`/`.strip()`/`.replace()`/`.translate()` dropped, a slice dropped, a `+=` made
`=`, a regex quantifier widened, a lazy one made greedy, its whitespace class made a space, its letters made lowercase
only. Each runs against the parser's tests (tests/github/test_commands.py) in a copy of the package; a mutant is
caught when a test fails. Mutants that cannot change behaviour are listed in EQUIVALENT with the reason, and count
neither way. Exit 1 when a mutant outside EQUIVALENT survives.
"""

from __future__ import annotations

import argparse
import ast
import copy
import os
import shutil
import subprocess
import sys
import tempfile
from collections import Counter
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
COMMAND = "python tools/parser_mutation_report.py --out reports/command-parser-mutants.md"
TESTS = "tests/github/test_commands.py"
_GRAMMAR = "tilebot/bot/commands/grammar.py"
# module → the functions whose code is mutated (module-level regexes are mutated too)
TARGETS = {
    _GRAMMAR: (
        "may_hold_commands",
        "_lines",
        "command_lines",
        "_as_shown",
        "_marked",
        "_unmarked",
        "_ShownMarks",
        "parse_comment",
        "_command",
        "parse_line",
        "_misleading",
        "_spelled_out",
    ),
    "tilebot/bot/commands/translate.py": ("parse",),
    "tilebot/bot/commands/retry.py": ("parse_stage", "parse"),
}
_FLIPS: dict[type, type] = {
    ast.Eq: ast.NotEq,
    ast.NotEq: ast.Eq,
    ast.Lt: ast.LtE,
    ast.LtE: ast.Lt,
    ast.Gt: ast.GtE,
    ast.GtE: ast.Gt,
    ast.In: ast.NotIn,
    ast.NotIn: ast.In,
    ast.Is: ast.IsNot,
    ast.IsNot: ast.Is,
}
# (old, new) in a module-level regex, at each place ``old`` occurs
_REGEX_EDITS = (("{0,3}", "{0,4}"), ("{3,}", "{2,}"), ("+", "*"), ("*?", "*"), ("\\s", "[ ]"), ("[A-Za-z]", "[a-z]"))
# each returns a changed copy: dropped, the string as it was
_STR_METHODS = frozenset({"lower", "strip", "replace", "translate"})
# Mutant.key → why no input can tell the mutant apart
EQUIVALENT: dict[tuple[str, str, str, str, int], str] = {
    (_GRAMMAR, "command_lines", "int +1", "nonce = secrets.token_hex(8)", 30): (
        "the nonce's length: a mark of any length names the same line"
    ),
    (
        _GRAMMAR,
        "command_lines",
        "branch never taken",
        "if not candidates:  # most comments: nothing to render",
        4,
    ): "a body with no line to mark renders no mark, so the walk finds none: the early return only saves the render",
}


@dataclass(frozen=True)
class Mutant:
    module: str
    function: str
    index: int  # the index-th candidate node of the module, in walk order
    mutation: str
    source: str  # the line the mutated node starts on
    line: int
    column: int

    @property
    def key(self) -> tuple[str, str, str, str, int]:
        """Stable while the code around the line changes: the line's text and the node's column on it."""
        return (self.module, self.function, self.mutation, self.source, self.column)


def _candidates(tree: ast.Module, functions: tuple[str, ...]) -> Iterator[tuple[str, ast.AST, str]]:
    """(function, node, mutation) for every change this tool makes, in a fixed order."""
    scopes: list[tuple[str, ast.AST]] = [
        (f.name, f) for f in tree.body if isinstance(f, ast.FunctionDef) and f.name in functions
    ]
    for c in tree.body:  # a class named in ``functions``: each of its methods
        if isinstance(c, ast.ClassDef) and c.name in functions:
            scopes += [(f"{c.name}.{f.name}", f) for f in c.body if isinstance(f, ast.FunctionDef)]
    scopes += [("(module regex)", n) for n in tree.body if isinstance(n, ast.Assign) and _is_regex(n.value)]
    for name, scope in scopes:
        for node in ast.walk(scope):
            if isinstance(node, ast.Compare):
                for i, op in enumerate(node.ops):
                    if type(op) in _FLIPS:
                        yield name, node, f"flip {type(op).__name__}→{_FLIPS[type(op)].__name__} #{i}"
            elif isinstance(node, ast.BoolOp):
                yield name, node, "and↔or"
            elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
                yield name, node, "drop not"
            elif isinstance(node, ast.If):
                yield name, node, "branch never taken"
            elif isinstance(node, ast.Continue | ast.Break):
                yield name, node, f"drop {type(node).__name__.lower()}"
            elif isinstance(node, ast.Constant) and type(node.value) is int:
                yield name, node, "int +1"
            elif isinstance(node, ast.Constant) and isinstance(node.value, str) and name == "(module regex)":
                for old, new in _REGEX_EDITS:
                    for k in range(node.value.count(old)):
                        yield name, node, f"regex {old}→{new} #{k}"
            elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr in _STR_METHODS:
                yield name, node, f"drop .{node.func.attr}()"
            elif isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Slice):
                yield name, node, "drop slice"
            elif isinstance(node, ast.AugAssign) and isinstance(node.op, ast.Add):
                yield name, node, "+= → ="


def _is_regex(value: ast.AST) -> bool:
    return (
        isinstance(value, ast.Call)
        and isinstance(value.func, ast.Attribute)
        and value.func.attr == "compile"
        and isinstance(value.func.value, ast.Name)
        and value.func.value.id == "re"
    )


def _mutate(node: ast.AST, mutation: str) -> ast.AST:
    """A mutated copy of ``node`` (a statement stays a statement)."""
    node = copy.deepcopy(node)
    if mutation.startswith("flip"):
        assert isinstance(node, ast.Compare)
        i = int(mutation.rsplit("#", 1)[1])
        node.ops[i] = _FLIPS[type(node.ops[i])]()
    elif mutation == "and↔or":
        assert isinstance(node, ast.BoolOp)
        node.op = ast.Or() if isinstance(node.op, ast.And) else ast.And()
    elif mutation == "drop not":
        assert isinstance(node, ast.UnaryOp)
        return node.operand
    elif mutation == "branch never taken":
        assert isinstance(node, ast.If)
        node.test = ast.Constant(False)
    elif mutation in ("drop continue", "drop break"):
        return ast.Pass()
    elif mutation == "int +1":
        assert isinstance(node, ast.Constant) and isinstance(node.value, int)
        node.value += 1
    elif mutation.startswith("regex "):
        assert isinstance(node, ast.Constant) and isinstance(node.value, str)
        edit, k = mutation.removeprefix("regex ").rsplit(" #", 1)
        old, new = edit.split("→")
        at = -1
        for _ in range(int(k) + 1):
            at = node.value.index(old, at + 1)
        node.value = node.value[:at] + new + node.value[at + len(old) :]
    elif mutation.startswith("drop ."):
        assert isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
        return node.func.value
    elif mutation == "drop slice":
        assert isinstance(node, ast.Subscript)
        return node.value
    elif mutation == "+= → =":
        assert isinstance(node, ast.AugAssign)
        return ast.Assign(targets=[node.target], value=node.value)
    return node


class _Replace(ast.NodeTransformer):
    def __init__(self, target: ast.AST, replacement: ast.AST) -> None:
        self.target, self.replacement = target, replacement

    def visit(self, node: ast.AST) -> ast.AST:
        return self.replacement if node is self.target else super().visit(node)


def mutants() -> list[Mutant]:
    found = []
    for module, functions in TARGETS.items():
        text = (ROOT / module).read_text()
        tree = ast.parse(text)
        for index, (function, node, mutation) in enumerate(_candidates(tree, functions)):
            line, column = getattr(node, "lineno", 0), getattr(node, "col_offset", 0)
            source = text.splitlines()[line - 1].strip()
            found.append(Mutant(module, function, index, mutation, source, line, column))
    return found


def mutated_source(m: Mutant) -> str:
    tree = ast.parse((ROOT / m.module).read_text())
    function, node, mutation = list(_candidates(tree, TARGETS[m.module]))[m.index]
    assert (function, mutation) == (m.function, m.mutation)
    return ast.unparse(ast.fix_missing_locations(_Replace(node, _mutate(node, mutation)).visit(tree)))


def workspace() -> Path:
    """A copy of the package beside the parser's tests alone (no conftest: they need no fixtures)."""
    work = Path(tempfile.mkdtemp(prefix="parser-mutants-"))
    shutil.copytree(ROOT / "tilebot", work / "tilebot", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(ROOT / "templates", work / "templates")
    shutil.copy(ROOT / TESTS, work / "test_parser.py")
    return work


def caught(work: Path, m: Mutant | None) -> bool:
    """Whether the parser's tests fail with ``m`` in place (None: the code as it is)."""
    target = work / m.module if m else None
    original = target.read_text() if target else ""
    if target and m:
        target.write_text(mutated_source(m))
    try:
        env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1", "PYTHONPATH": str(work)}
        command = [sys.executable, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider", "test_parser.py"]
        try:
            proc = subprocess.run(command, cwd=work, env=env, capture_output=True, text=True, timeout=60, check=False)
        except subprocess.TimeoutExpired:
            return True  # the tests hang on it (a loop that never ends): they tell it apart
        return proc.returncode != 0
    finally:
        if target:
            target.write_text(original)


def _judge_all(found: list[Mutant], workspaces: list[Path]) -> list[tuple[Mutant, bool]]:
    """Every mutant judged, one at a time per workspace (each worker owns one copy of the package)."""

    def worker(k: int) -> list[tuple[Mutant, bool]]:
        return [(m, caught(workspaces[k], m)) for m in found[k :: len(workspaces)]]

    with ThreadPoolExecutor(len(workspaces)) as pool:
        chunks = list(pool.map(worker, range(len(workspaces))))
    return sorted((r for chunk in chunks for r in chunk), key=lambda r: (r[0].module, r[0].index))


def _code(text: str) -> str:
    """A Markdown code span for a source line, which may hold backticks itself."""
    return f"`` {text} ``" if "`" in text else f"`{text}`"


def render(results: list[tuple[Mutant, bool]]) -> str:
    counted = [(m, c) for m, c in results if m.key not in EQUIVALENT]
    caught_n = sum(c for _, c in counted)
    mutated = ", ".join(f"`{module}` ({', '.join(functions)})" for module, functions in TARGETS.items())
    lines = [
        "# Command parser: detection on its mutants",
        "",
        f"Generated by `{COMMAND}` — do not edit; rerun the command.",
        "",
        f"- Code mutated: {mutated}, and the grammar's module-level regexes.",
        f"- Tests: `{TESTS}`, run on each mutant in a copy of the package; caught = a test fails.",
        f"- Equivalent mutants (no input tells them apart; each with its reason below): {len(results) - len(counted)}.",
        "",
        f"**Mutants caught: {caught_n} / {len(counted)} ({100 * caught_n / max(len(counted), 1):.1f} %).**",
        "",
        "## Per mutation",
        "",
        "| mutation | caught | total |",
        "| --- | ---: | ---: |",
    ]
    kinds = Counter(m.mutation.split(" #")[0] for m, _ in counted)
    hits = Counter(m.mutation.split(" #")[0] for m, c in counted if c)
    lines += [f"| {k} | {hits[k]} | {n} |" for k, n in sorted(kinds.items())]
    survivors = [m for m, c in counted if not c]
    lines += ["", "## Survivors", ""]
    lines += [f"- `{m.module}` {m.function} line {m.line}: {m.mutation} of {_code(m.source)}" for m in survivors] or [
        "None."
    ]
    lines += ["", "## Equivalent mutants", ""]
    equivalent = [m for m, _ in results if m.key in EQUIVALENT]
    lines += [
        f"- `{m.module}` {m.function} line {m.line}: {m.mutation} of {_code(m.source)} — {EQUIVALENT[m.key]}"
        for m in equivalent
    ] or ["None."]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, help="write the Markdown table here (default: stdout)")
    parser.add_argument("--jobs", type=int, default=2, help="mutants tested at once")
    args = parser.parse_args(argv)
    found = mutants()
    workspaces = [workspace() for _ in range(args.jobs)]
    try:
        if caught(workspaces[0], None):
            print("the parser's tests fail on the code as it is: no mutant can be judged", file=sys.stderr)
            return 2
        results = _judge_all(found, workspaces)
    finally:
        for w in workspaces:
            shutil.rmtree(w, ignore_errors=True)
    text = render(results)
    if args.out:
        args.out.write_text(text)
    else:
        print(text)
    survivors = [m for m, c in results if not c and m.key not in EQUIVALENT]
    counted = [c for m, c in results if m.key not in EQUIVALENT]
    print(f"{sum(counted)} of {len(counted)} caught ({len(results) - len(counted)} equivalent)", file=sys.stderr)
    return 1 if survivors else 0


if __name__ == "__main__":
    sys.exit(main())
