"""Record what a dry run launches instead of launching it.

``ct.launch`` and ``cuda.tile.tune.exhaustive_search`` are replaced in this
process before any target module is imported (TileGym keeps a reference to the
original ``ct.launch``). A launch becomes a ``Launch``: the kernel object (kept
for IR export), its grid, its arguments and where in the source it was called.
An autotune search records its whole search space and answers with the first
candidate, the same choice TileGym makes when autotuning is off.
"""

from __future__ import annotations

import dataclasses
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from types import FrameType, SimpleNamespace
from typing import Any

from tilebot.runner.autotune_first import first_candidate


@dataclass
class Autotune:
    kernel: str
    candidates: list[dict[str, Any]]
    chosen: int = 0


@dataclass
class Launch:
    kernel: Any  # the cuda.tile kernel object, hints included
    grid: tuple[int, ...]
    args: tuple[Any, ...]
    site: tuple[str, int]  # (absolute file, line) of the ct.launch call
    autotune: Autotune | None = None

    @property
    def function(self) -> Any:
        return self.kernel._annotated_function.pyfunc

    @property
    def name(self) -> str:
        return str(self.function.__name__)

    @property
    def hints(self) -> dict[str, Any]:
        options = dataclasses.asdict(self.kernel._compiler_options)
        return {k: v for k, v in options.items() if v is not None}


@dataclass
class Recorder:
    launches: list[Launch] = field(default_factory=list)
    pending_autotune: dict[str, Autotune] = field(default_factory=dict)
    quiet_calls: list[str] = field(default_factory=list)  # dispatched op calls that returned without a launch
    raising_calls: list[tuple[str, str]] = field(default_factory=list)  # (op, error) of calls that raised first
    # The target's own function the test called where it composes several dispatched ops (moe's fused_moe: the
    # align op, then the expert GEMMs): the configuration's launches are all those made before it returns.
    op_frame: FrameType | None = None

    def reset(self) -> None:
        self.launches.clear()
        self.pending_autotune.clear()
        self.quiet_calls.clear()
        self.raising_calls.clear()
        self.op_frame = None

    def op_returned(self) -> bool:
        """Whether the composing function (``op_frame``) has returned to the test: it is no longer on the stack."""
        if self.op_frame is None:
            return False
        frame: FrameType | None = sys._getframe(1)
        while frame is not None:
            if frame is self.op_frame:
                return False
            frame = frame.f_back
        return True

    def op_returned_before(self, exc: BaseException) -> bool:
        """Whether ``exc`` was raised after the composing function returned (the test's reference or comparison
        needing values), not inside it: its traceback does not pass through that function."""
        if self.op_frame is None:
            return False
        tb = exc.__traceback__
        while tb is not None:
            if tb.tb_frame is self.op_frame:
                return False
            tb = tb.tb_next
        return True

    def launch(self, stream: Any, grid: Sequence[int], kernel: Any, kernel_args: Sequence[Any], /) -> None:
        if not hasattr(kernel, "_annotated_function"):
            raise TypeError(f"ct.launch got {kernel!r}, not a cuda.tile kernel")
        record = Launch(kernel, tuple(int(g) for g in grid), tuple(kernel_args), _caller_site())
        record.autotune = self.pending_autotune.pop(record.name, None)
        self.launches.append(record)

    def exhaustive_search(
        self,
        search_space: Sequence[Any],
        stream: Any,
        grid_fn: Callable[[Any], Any],
        kernel: Any,
        args_fn: Callable[[Any], Any],
        hints_fn: Callable[[Any], Any] | None = None,
        **_: Any,
    ) -> Any:
        space = list(search_space)
        result = first_candidate(space)
        kernel_obj = kernel if hasattr(kernel, "_annotated_function") else kernel(space[0])
        name = str(kernel_obj._annotated_function.pyfunc.__name__)
        self.pending_autotune[name] = Autotune(name, [_config_dict(c) for c in space])
        return result


def _config_dict(config: Any) -> dict[str, Any]:
    if isinstance(config, SimpleNamespace):
        return dict(vars(config))
    if isinstance(config, dict):
        return dict(config)
    if dataclasses.is_dataclass(config) and not isinstance(config, type):
        return dataclasses.asdict(config)
    return {"value": repr(config)}


def _caller_site() -> tuple[str, int]:
    """The first frame outside this module and cuda.tile: where the wrapper called ct.launch."""
    here = str(Path(__file__).resolve())
    frame = sys._getframe(1)
    while frame is not None:
        path = frame.f_code.co_filename
        if path != here and "cuda/tile" not in path.replace("\\", "/"):
            return str(Path(path).resolve()), frame.f_lineno
        frame = frame.f_back  # type: ignore[assignment]
    return "<unknown>", 0


def install(recorder: Recorder) -> None:
    """Route this process's launches and autotune searches to ``recorder``."""
    import cuda.tile as ct
    import cuda.tile.tune as tune

    ct.launch = recorder.launch
    tune.exhaustive_search = recorder.exhaustive_search
