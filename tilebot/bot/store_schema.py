"""The run store's schema, versioned by Alembic (tilebot/bot/migrations): opening a store upgrades it to head.

A database made before the migrations existed (create_all, plus an ALTER after inspection for ``runs.options``)
has no ``alembic_version``: it is stamped with the revision its tables match, then upgraded like any other.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.migration import MigrationContext
from alembic.operations import Operations
from alembic.script import ScriptDirectory
from sqlalchemy import JSON, MetaData, inspect, text
from sqlalchemy.engine import Connection, Engine

MIGRATIONS = Path(__file__).with_name("migrations")
SCHEMA_LOCK_KEY = 0x711EB07  # any constant shared by every tilebot process


class SchemaMismatch(RuntimeError):
    """The database is not at this tilebot's schema, and the command may not migrate it: the setup's to fix."""


class SchemaTooNew(SchemaMismatch):
    """The database was migrated by a newer tilebot than this one."""


class SchemaBehind(SchemaMismatch):
    """The database is at an older revision than this tilebot's (or at none), and the command only reads."""


def target_metadata() -> MetaData:
    """Every table the models declare (what the migrations must produce)."""
    from tilebot.bot import delivery_queue, refusals  # noqa: F401  (they declare the deliveries and refusals tables)
    from tilebot.bot.store import Base

    return Base.metadata


@functools.cache
def head() -> str:
    revision = ScriptDirectory.from_config(_config()).get_current_head()
    assert revision is not None, f"no migrations in {MIGRATIONS}"
    return revision


def current(engine: Engine) -> str | None:
    """The revision the database is at; None for an empty or unversioned one."""
    with engine.connect() as conn:
        return _version(conn)


def upgrade(engine: Engine, revision: str = "head") -> None:
    """Bring the schema to ``revision`` (adopting a database made before the migrations first)."""
    if revision == "head":
        with engine.connect() as conn:
            if _version(conn) == head():
                return  # the common case, and cheap: opening a store needs no lock then
    with _migrating(engine) as conn:
        found = _version(conn)
        _require_known(found)
        if found is None:
            _adopt_unversioned(conn)
        command.upgrade(_config(conn), revision)


def require_head(engine: Engine) -> None:
    """For a command that only reads, and so migrates nothing (another tilebot sharing the store may be older than
    this one): the database is at this tilebot's newest revision; else SchemaTooNew or SchemaBehind."""
    found = current(engine)
    if found == head():
        return
    _require_known(found)
    raise SchemaBehind(
        f"the store's schema is at revision {found or 'none'}, older than this tilebot's newest ({head()})"
    )


def downgrade(engine: Engine, revision: str) -> None:
    """Take the schema back to ``revision`` ("base": no tables); tables dropped lose their rows."""
    with _migrating(engine) as conn:
        command.downgrade(_config(conn), revision)


def _config(conn: Connection | None = None) -> Config:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    config.attributes["connection"] = conn
    return config


def _require_known(found: str | None) -> None:
    if found is not None and found not in _known_revisions():
        raise SchemaTooNew(
            f"the store's schema is at revision {found!r}, which this tilebot does not know (its newest is "
            f"{head()!r}): run a tilebot at least as new as the one that migrated it"
        )


def _known_revisions() -> set[str]:
    return {script.revision for script in ScriptDirectory.from_config(_config()).walk_revisions()}


def _version(conn: Connection) -> str | None:
    return MigrationContext.configure(conn).get_current_revision()


@contextmanager
def _migrating(engine: Engine) -> Iterator[Connection]:
    """One connection, one transaction for the whole change, one migrating process at a time."""
    with engine.connect() as conn:
        sqlite = engine.dialect.name == "sqlite"
        if sqlite:
            # SQLite alters a table by copying it, dropping the old one and renaming the copy; with foreign keys
            # on, dropping ``runs`` would cascade into ``stage_attempts``. The pragma works only outside a
            # transaction, so it goes to the driver before SQLAlchemy begins one (BEGIN IMMEDIATE: the lock).
            conn.connection.driver_connection.execute("PRAGMA foreign_keys=OFF")  # type: ignore[union-attr]
        try:
            with conn.begin():
                if engine.dialect.name == "postgresql":
                    conn.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": SCHEMA_LOCK_KEY})
                yield conn
                if sqlite and conn.exec_driver_sql("PRAGMA foreign_key_check").first() is not None:
                    raise RuntimeError("a migration left rows whose foreign key points nowhere: rolled back")
        finally:
            if sqlite:
                conn.connection.driver_connection.execute("PRAGMA foreign_keys=ON")  # type: ignore[union-attr]


def _adopt_unversioned(conn: Connection) -> None:
    tables = set(inspect(conn).get_table_names())
    if "runs" not in tables:
        return  # empty: the migrations create everything
    options = next((c for c in inspect(conn).get_columns("runs") if c["name"] == "options"), None)
    if options is None:
        revision = "0001"
    else:
        if options["nullable"]:
            _finish_the_alter_path(conn)
        revision = "0003" if "deliveries" in tables else "0002"
    command.stamp(_config(conn), revision)


def _finish_the_alter_path(conn: Connection) -> None:
    # The old ALTER added ``options`` nullable and without a default (rows before it hold NULL); revision 0002
    # makes it NOT NULL with '{}' for those rows: make this database the same.
    conn.execute(text("UPDATE runs SET options = '{}' WHERE options IS NULL"))
    with Operations(MigrationContext.configure(conn)).batch_alter_table("runs") as batch:
        batch.alter_column("options", existing_type=JSON(), nullable=False, server_default=text("'{}'"))
