"""Stage D's checks as tools inside the agent's loop: ``build`` (the cdylib, as the stage builds it) and
``check_exports`` (does the library built last export the op's launcher). Errors come back as tool results;
the stage builds and checks again after the loop, and only that decides."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tilebot.core.result import ValidatorRun
from tilebot.runner.agents.runtime import ToolReply
from tilebot.runner.agents.tools import LoopTool
from tilebot.runner.stages import StageContext
from tilebot.runner.stages.write_kernel_tools import cargo_reply
from tilebot.runner.targets.cutile_rs import cdylib_crate


@dataclass
class HostTools:
    ctx: StageContext
    crate: Path
    library: Path  # where the stage keeps the built library (outside the checkout)
    symbol_check: Callable[[Path, str], ValidatorRun]  # the stage's own export check
    built: bool = False  # the last build tool call succeeded, so ``library`` is this code's

    def tools(self) -> tuple[LoopTool, ...]:
        symbol = cdylib_crate.launcher_symbol(self.ctx.op)
        return (
            LoopTool(
                "build",
                "cargo build of the shared cdylib crate, as the stage builds it (its CUDA headers, "
                "target directory and lock file). Returns cargo's first errors on failure.",
                self.build,
            ),
            LoopTool(
                "check_exports",
                f"Check that the library from the last successful build exports {symbol} (nm -D), as the stage will.",
                self.check_exports,
            ),
        )

    def build(self, _: Mapping[str, Any]) -> ToolReply:
        attempt = cdylib_crate.build(self.crate, self.ctx.config.target.crates, self.library)
        self.built = attempt.ok
        return cargo_reply("cargo build", attempt)

    def check_exports(self, _: Mapping[str, Any]) -> ToolReply:
        if not self.built:
            return ToolReply("no library to check: call build first (and after every change)", is_error=True)
        check = self.symbol_check(self.library, cdylib_crate.launcher_symbol(self.ctx.op))
        if check.exit_code != 0:
            return ToolReply(f"exports: {check.output_tail}", is_error=True)
        return ToolReply(f"exports {check.output_tail}")
