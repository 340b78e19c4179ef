"""Why a dry run under the shape-only torch stopped: each names what the code asked for."""

from __future__ import annotations


class ValueDependent(RuntimeError):
    """The code read tensor values (``.item()``, ``bool(t)``); the dry run knows shapes only."""


class UnsupportedTorchAPI(AttributeError):
    """A torch name the shape-only torch does not model (an AttributeError, so ``hasattr`` stays honest)."""

    def __init__(self, name: str) -> None:
        super().__init__(f"torch.{name} is not modelled by the shape-only torch")
        self.api = name
