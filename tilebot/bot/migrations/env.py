"""Alembic's entry point: migrations run on the connection tilebot hands over (store_schema.upgrade), or, for
the alembic command line, on ``TILEBOT_DATABASE_URL``."""

from __future__ import annotations

import os

from alembic import context
from sqlalchemy import create_engine
from sqlalchemy.engine import Connection

from tilebot.bot.store import store_url
from tilebot.bot.store_schema import target_metadata


def _run(connection: Connection) -> None:
    # render_as_batch: SQLite alters a table by copying it (store_schema turns its foreign keys off meanwhile).
    context.configure(connection=connection, target_metadata=target_metadata(), render_as_batch=True)
    with context.begin_transaction():
        context.run_migrations()


def _main() -> None:
    handed: Connection | None = context.config.attributes.get("connection")
    if handed is not None:
        _run(handed)
        return
    url = os.environ.get("TILEBOT_DATABASE_URL")
    if not url:
        raise SystemExit("set TILEBOT_DATABASE_URL to the store's database URL")
    with create_engine(store_url(url)).begin() as connection:
        _run(connection)


_main()
