"""How often a refused commander is answered: one refusal reply per person and thread within the window
(``REFUSAL_WINDOW``, an hour, unless the deployment sets ``TILEBOT_REFUSAL_WINDOW_MINUTES``: ``bot/app.py``).

Anyone may comment, and each refusal (an eyes reaction, the reply, a confused reaction) is content GitHub limits per
installation (about 80 requests a minute, 500 an hour): an outsider posting commands in a loop would spend it, and the
runs' status comments and checks would wait. So the first refusal of a person in an issue or pull request is answered
in full; later ones within the window get no answer at all (the reply above says why): nothing is written to GitHub,
they are logged and counted (``tilebot_commands{outcome="refused_quietly"}``). The record is in the store: a restart,
or another instance, goes on from it. A refusal whose answer never reached the thread (its comment deleted first, or
every try failed) is forgotten, so that the person's next command there is answered. People who may command are never
limited: their mistakes always get an answer.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime, timedelta

from sqlalchemy import BigInteger, String, delete, insert, or_, select
from sqlalchemy.orm import Mapped, mapped_column

from tilebot.bot.delivery_queue import key_of
from tilebot.bot.store import Base, Store

REFUSAL_WINDOW = timedelta(hours=1)


class RefusalRow(Base):
    """The refusal last answered in full, per (repository, issue or PR, person)."""

    __tablename__ = "refusal_replies"

    key: Mapped[str] = mapped_column(String(64), primary_key=True)  # see ``RefusalReplies.key``
    comment_id: Mapped[int] = mapped_column(BigInteger)  # GitHub's comment ids are past 2**31
    answered_at: Mapped[datetime] = mapped_column(index=True)


class RefusalReplies:
    def __init__(
        self,
        store: Store,
        *,
        window: timedelta = REFUSAL_WINDOW,
        clock: Callable[[], datetime] = lambda: datetime.now(UTC),
    ) -> None:
        self.store = store
        self.window = window
        self.clock = clock

    @staticmethod
    def key(repo: str, number: int, login: str) -> str:
        return key_of(f"refusal:{repo.lower()}#{number}:{login.lower()}")

    def answer(self, repo: str, number: int, login: str, comment_id: int) -> bool:
        """Whether to answer this refusal in full: the person's first in the thread within the window (recorded now),
        or the one answered last, handled again (a try whose reply was lost looks it up, and posts it if it is not
        there). False: another was answered within the window."""
        key, now = self.key(repo, number, login), self.clock()
        since = now - self.window
        with self.store.writer(), self.store.engine.begin() as conn:
            last = conn.scalar(
                select(RefusalRow.comment_id).where(RefusalRow.key == key, RefusalRow.answered_at > since)
            )
            if last is not None:
                return bool(last == comment_id)
            # Rows past the window say nothing any more: gone with this write, so the table holds one window's refusals.
            conn.execute(delete(RefusalRow).where(or_(RefusalRow.key == key, RefusalRow.answered_at <= since)))
            conn.execute(insert(RefusalRow).values(key=key, comment_id=comment_id, answered_at=now))
        return True

    def forget(self, repo: str, number: int, login: str, comment_id: int) -> None:
        """Take back ``answer``'s record of this comment, whose answer never reached the thread: the person's next
        refusal there is answered in full. A later refusal answered since keeps its record."""
        key = self.key(repo, number, login)
        with self.store.writer(), self.store.engine.begin() as conn:
            conn.execute(delete(RefusalRow).where(RefusalRow.key == key, RefusalRow.comment_id == comment_id))
