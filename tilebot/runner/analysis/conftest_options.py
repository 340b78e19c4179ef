"""The options the repository's conftest.py files register in ``pytest_addoption``, and the repository modules they
name in ``pytest_plugins`` (and those modules name, ...), read with ``ast``, each with how many values it takes: what
pytest's parser knows of ``addopts`` beyond its own options and the installed plugins'.

pytest reads ``addopts`` whole only after it has loaded the initial conftests (``_set_initial_conftests``): those from
the config file's directory (``--confcutdir``'s, where ``addopts`` gives one; none under ``--noconftest``) down to each
path its arguments name (every bare token of ``addopts``, even one an option of a conftest later takes as its value,
and the ``test*`` directories in one), else to each ``testpaths`` match, else to the directory itself; so
``--my-opt other`` reads as pytest reads it. An option is read where its
``parser.addoption`` (or a group's ``addoption``) call names it with a string and states its ``action`` and ``nargs``
as constants, if at all; any other (a name built at run time, ``action=argparse.BooleanOptionalAction``) stays unknown.
The conftests and plugin modules are read, never run.
"""

from __future__ import annotations

import ast
from collections.abc import Callable, Iterable
from pathlib import Path

from tilebot.runner.analysis import plugin_modules
from tilebot.runner.analysis.plugin_options import Arity, nargs_arity

# argparse actions that take no value
_FLAG_ACTIONS = {"store_true", "store_false", "store_const", "append_const", "count", "help", "version"}


def initial_conftests(anchors: Iterable[Path], reads: Callable[[Path], bool]) -> list[Path]:
    """The conftest.py files pytest loads for ``anchors`` (existing paths), from the top down to each, and to each
    ``test*`` directory of one, in the directories it ``reads`` conftests in (``--noconftest``, ``--confcutdir``)."""
    out: list[Path] = []
    for anchor in anchors:
        below = [d for d in anchor.glob("test*") if d.is_dir()] if anchor.is_dir() else []
        for start in [anchor, *below]:
            directory = start if start.is_dir() else start.parent
            for level in [d for d in reversed((directory, *directory.parents)) if reads(d)]:
                conftest = level / "conftest.py"
                if conftest.is_file() and conftest not in out:
                    out.append(conftest)
    return out


def registered(conftests: Iterable[Path], repo_root: Path) -> dict[str, Arity]:
    """The options the ``pytest_addoption`` hooks of ``conftests`` register, and of the repository modules they name
    in ``pytest_plugins`` (``_with_plugins``), with how many values each takes."""
    out: dict[str, Arity] = {}
    for tree in _with_plugins(conftests, repo_root):
        for hook in tree.body:
            if isinstance(hook, ast.FunctionDef) and hook.name == "pytest_addoption":
                out |= {name: arity for call in ast.walk(hook) for name, arity in _declared(call)}
    return out


def _with_plugins(conftests: Iterable[Path], repo_root: Path) -> list[ast.Module]:
    """The modules pytest registers as it loads ``conftests``: each conftest, then the repository modules its
    ``pytest_plugins`` names, and those theirs (pytest's ``consider_module`` on each plugin it imports), each once,
    as pytest imports a plugin once (a cycle of names ends there). A nested name is found from the conftest's
    directory too: the ``sys.path`` entry that conftest added is still there. A module that does not parse is left
    out: pytest fails on it too, before any test runs."""
    out: list[ast.Module] = []
    seen: set[Path] = set()
    pending = [(conftest, conftest) for conftest in conftests]
    while pending:
        path, importer = pending.pop(0)
        if path.resolve() in seen:
            continue
        seen.add(path.resolve())
        try:
            tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        except (SyntaxError, UnicodeDecodeError):
            continue
        out.append(tree)
        # a pytest_plugins the reader cannot read leaves its modules' options unknown, which addopts' reading says
        for name in plugin_modules.named(tree, str(path), []):
            found = plugin_modules.repository_file(name, importer, repo_root)
            pending += [(found, importer)] if found is not None else []
    return out


def _declared(node: ast.AST) -> list[tuple[str, Arity]]:
    """The option strings an ``addoption`` call declares, each with its arity (none where it is not stated plainly)."""
    if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)):
        return []
    if node.func.attr not in {"addoption", "_addoption"}:
        return []
    names = [a.value for a in node.args if isinstance(a, ast.Constant) and isinstance(a.value, str)]
    if len(names) != len(node.args) or not all(n.startswith("-") for n in names):
        return []
    if any(k.arg is None for k in node.keywords):  # **options: any action or nargs
        return []
    arity = _arity({k.arg: k.value for k in node.keywords if k.arg is not None})
    return [(name, arity) for name in names] if arity is not None else []


def _arity(keywords: dict[str, ast.expr]) -> Arity | None:
    action, nargs = keywords.get("action"), keywords.get("nargs")
    if action is not None:
        if not (isinstance(action, ast.Constant) and isinstance(action.value, str)):
            return None
        if action.value in _FLAG_ACTIONS:
            return (0, 0)
        if action.value not in {"store", "append", "extend"}:
            return None
    if nargs is None:
        return (1, 1)
    return nargs_arity(nargs.value) if isinstance(nargs, ast.Constant) else None
