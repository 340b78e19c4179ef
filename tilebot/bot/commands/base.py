"""What a command is, to the grammar and to the comment handler: the contract each command module fills.

A command module holds everything about one command (its usage rows, its argument parser, its
handler) and exports one ``CommandSpec``; the registry in ``commands/__init__.py`` lists them. Handlers
get a ``CommandContext`` rather than the service, so a command sees only the thread it was typed in
and the collaborators it may use.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Generic, NamedTuple, TypeVar

from github.Repository import Repository

from tilebot.bot.forge.github import ISSUE_REF, PR_REF
from tilebot.bot.github_api import GitHubClients
from tilebot.bot.orchestrator import Orchestrator
from tilebot.bot.store import Run, Store

A = TypeVar("A")


class Bad(ValueError):
    """Raised by a command's parser; the message is shown to the person who typed the line."""


class Reply(NamedTuple):
    outcome: str  # the metrics label: accepted, refused or invalid
    lines: list[str]  # what the reply comment says about this command
    ok: bool


@dataclass(frozen=True)
class CommandContext:
    """Where a command was typed (an issue or a pull request), by whom, and what a handler may use."""

    repo: Repository
    repo_name: str
    number: int
    is_pr: bool
    login: str
    work: dict[str, Any]
    store: Store
    clients: GitHubClients
    orchestrator: Orchestrator
    # The registry the comment was parsed against, for /help (which the registry itself lists).
    commands: Mapping[str, CommandSpec[Any]]

    @property
    def comment_id(self) -> Any:
        return (self.work.get("comment") or {}).get("id")

    def earlier_effects(self, kind: str) -> list[tuple[Run, dict[str, Any]]]:
        """What a command of this comment did on an earlier try of it, as ``remember_effect`` recorded it: a comment is
        handled again when its reply was lost, and a command that acts must then say what it did, not act twice."""
        if self.comment_id is None:
            return []
        return [
            (run, detail)
            for run in self.thread_runs()
            for event, detail in self.store.events(run.id)
            if event == kind and detail.get("comment") == self.comment_id
        ]

    def remember_effect(self, run_id: str, kind: str, detail: dict[str, Any]) -> None:
        self.store.log_event(run_id, kind, {"comment": self.comment_id, **detail})

    def thread_runs(self) -> list[Run]:
        """Runs started from this issue, or whose pull request this is (oldest first)."""
        return [
            r
            for r in self.store.list_runs()
            if r.repo.lower() == self.repo_name.lower()
            and self.number in (r.forge_refs.get(ISSUE_REF), r.forge_refs.get(PR_REF))
        ]


@dataclass(frozen=True)
class CommandSpec(Generic[A]):
    """One command. ``parse`` turns the words after ``/name`` into ``A`` (raising ``Bad``); ``None``
    means the command takes no arguments. ``help`` rows make the ``/help`` table, in order."""

    name: str
    usage: str
    help: tuple[tuple[str, str], ...]
    handle: Callable[[CommandContext, A], Reply]
    parse: Callable[[list[str]], A] | None = None
    starts_run: bool = False  # success earns the comment a rocket rather than a thumbs-up
    usage_when_refused: bool = False  # a refusal is likely a misunderstanding of the syntax


@dataclass(frozen=True)
class Command(Generic[A]):
    """One valid command line of a comment."""

    spec: CommandSpec[A]
    args: A
    line: str = ""

    @property
    def verb(self) -> str:
        return self.spec.name

    def run(self, ctx: CommandContext) -> Reply:
        return self.spec.handle(ctx, self.args)
