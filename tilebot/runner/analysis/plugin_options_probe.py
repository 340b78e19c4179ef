"""Run by ``plugin_options`` as ``python -P plugin_options_probe.py ANSWER ARGS`` (ARGS: a JSON list of ``-pNAME`` and
``--disable-plugin-autoload`` tokens): writes to ANSWER the options pytest's argument parser knows once the plugins
pytest would load for those tokens are registered, as ``{"options": {option: argparse nargs}, "failed": [why]}``.

The plugins are registered as ``Config.parse`` does before it reads conftests: ``-p no:NAME`` blocks, ``-p NAME``
imports, then the ``pytest11`` entry points unless autoload is off, then ``PYTEST_PLUGINS``. Nothing is collected and no
conftest is read. Standard library and pytest only: run by path, with nothing of tilebot (or of the target) on its path.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any


def main(answer: Path, args: list[str]) -> None:
    from _pytest.config import get_config

    failed: list[str] = []
    config = get_config(args)  # pytest's own plugins, less those a -p no:NAME blocks
    manager = config.pluginmanager
    config.hook.pytest_addhooks.call_historic(kwargs={"pluginmanager": manager})
    for token in args:
        if token.startswith("-p") and not token.startswith("-pno:"):
            try:  # one by one: a plugin that does not load here leaves the others' options known
                manager.consider_preparse([token], exclude_only=False)
            except Exception as exc:
                failed.append(f"-p {token[2:]} did not load here ({type(exc).__name__}: {exc})")
    try:
        if not os.environ.get("PYTEST_DISABLE_PLUGIN_AUTOLOAD") and "--disable-plugin-autoload" not in args:
            manager.load_setuptools_entrypoints("pytest11")
        manager.consider_env()
    except Exception as exc:
        failed.append(f"an installed plugin did not load here ({type(exc).__name__}: {exc})")
    parser: Any = config._parser
    # pytest 8 builds its argparse parser on demand; pytest 9 keeps it as optparser
    argparser = parser._getparser() if hasattr(parser, "_getparser") else parser.optparser
    options = {name: action.nargs for action in argparser._actions for name in action.option_strings}
    answer.write_text(json.dumps({"options": options, "failed": failed}), encoding="utf-8")


if __name__ == "__main__":
    main(Path(sys.argv[1]), json.loads(sys.argv[2]))
