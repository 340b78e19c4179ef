"""The store's schema through Alembic, on SQLite and PostgreSQL: up from empty, down to nothing and up again,
databases made by the code before migrations adopted with their rows, and the models equal to the migrations."""

from __future__ import annotations

import zipfile
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import (
    JSON,
    Boolean,
    Column,
    DateTime,
    Engine,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    Table,
    UniqueConstraint,
    create_engine,
    inspect,
    text,
)

from tests.support.wheel import build_wheel
from tilebot.bot import store_schema
from tilebot.bot.delivery_queue import DeliveryQueue, DeliveryRow
from tilebot.bot.store import Store

ROOT = Path(__file__).resolve().parents[2]
WHEN = datetime(2026, 12, 1, 12, 0, 0)
TABLES = {"runs", "stage_attempts", "events", "deliveries", "refusal_replies"}


@pytest.fixture
def engine(store_url: str) -> Iterator[Engine]:
    opened = Store(store_url)  # the store's engine: its SQLite pragmas are what migrations run under
    store_schema.downgrade(opened.engine, "base")
    yield opened.engine
    opened.engine.dispose()


def schema_diff(engine: Engine) -> list[Any]:
    with engine.connect() as conn:
        return list(compare_metadata(MigrationContext.configure(conn), store_schema.target_metadata()))


def tables(engine: Engine) -> set[str]:
    return set(inspect(engine).get_table_names()) - {"alembic_version"}


def test_upgrade_from_empty_makes_what_the_models_declare(engine: Engine) -> None:
    assert tables(engine) == set()
    store_schema.upgrade(engine)
    assert store_schema.current(engine) == store_schema.head() == "0005"
    assert tables(engine) == TABLES
    assert schema_diff(engine) == []


def test_downgrade_to_base_and_up_again(engine: Engine) -> None:
    store_schema.upgrade(engine)
    store_schema.downgrade(engine, "0001")  # options and deliveries go, the baseline stays
    assert tables(engine) == {"runs", "stage_attempts", "events"}
    assert "options" not in {c["name"] for c in inspect(engine).get_columns("runs")}
    store_schema.downgrade(engine, "base")
    assert tables(engine) == set()
    assert store_schema.current(engine) is None
    store_schema.upgrade(engine)
    assert tables(engine) == TABLES
    assert schema_diff(engine) == []


def test_an_empty_diff_is_not_vacuous(engine: Engine) -> None:
    # The agreement check sees a missing column: at revision 0001 the models have more than the database.
    store_schema.upgrade(engine, "0001")
    found = {(d[0], d[3].name if d[0] == "add_column" else d[1].name) for d in schema_diff(engine)}
    assert {("add_table", "deliveries"), ("add_column", "options")} <= found


# Databases as the code before migrations left them: create_all of its models, then its ALTER for options.


def legacy_metadata(*, options: bool, deliveries: bool) -> MetaData:
    md = MetaData()
    Table(
        "runs",
        md,
        Column("id", String(32), primary_key=True),
        Column("op", String(64), nullable=False),
        Column("repo", String(400), nullable=False),
        Column("base_sha", String(64), nullable=False),
        Column("branch", String(200), nullable=False),
        Column("requested_by", String(100), nullable=False),
        Column("state", String(16), nullable=False),
        Column("succeeded", Boolean, nullable=True),
        Column("reason", String(2000), nullable=False),
        Column("config", JSON, nullable=False),
        Column("forge_refs", JSON, nullable=False),
        *([Column("options", JSON, nullable=False)] if options else []),
        Column("created_at", DateTime, nullable=False),
        Column("updated_at", DateTime, nullable=False),
    )
    Table(
        "stage_attempts",
        md,
        Column("id", Integer, primary_key=True, autoincrement=True),
        Column("run_id", String(32), ForeignKey("runs.id", ondelete="CASCADE"), nullable=False, index=True),
        Column("stage", String(16), nullable=False),
        Column("attempt", Integer, nullable=False),
        Column("purpose", String(16), nullable=False),
        Column("status", String(16), nullable=False),
        Column("external_id", String(100)),
        Column("verdict", String(32)),
        Column("classification", String(16)),
        Column("result", JSON),
        Column("dispatched_at", DateTime, nullable=False),
        Column("finished_at", DateTime),
        UniqueConstraint("run_id", "stage", "attempt", name="uq_attempt"),
    )
    Table(
        "events",
        md,
        Column("id", Integer, primary_key=True, autoincrement=True),
        Column("delivery_id", String(100), unique=True),
        Column("run_id", String(32), index=True),
        Column("kind", String(64), nullable=False),
        Column("detail", JSON, nullable=False),
        Column("created_at", DateTime, nullable=False),
    )
    if deliveries:
        DeliveryRow.__table__.to_metadata(md)  # type: ignore[attr-defined]
        assert any(isinstance(i, Index) for i in md.tables["deliveries"].indexes)
    return md


LEGACY = {
    # made before runs.options existed
    "pre-options": {"options": False, "deliveries": False, "alter": False},
    # the same database after the old code's inspect-and-ALTER: options nullable, NULL in the older rows
    "alter-path": {"options": False, "deliveries": False, "alter": True},
    # create_all with options (a database made fresh by the old code)
    "create-all": {"options": True, "deliveries": False, "alter": False},
    # and after the delivery queue's create (the last code before migrations)
    "with-deliveries": {"options": True, "deliveries": True, "alter": False},
    "alter-path-with-deliveries": {"options": False, "deliveries": True, "alter": True},
}


def make_legacy_database(url: str, shape: dict[str, bool]) -> None:
    legacy = create_engine(url)
    md = legacy_metadata(options=shape["options"], deliveries=shape["deliveries"])
    with legacy.begin() as conn:
        md.create_all(conn)
        if shape["alter"]:
            conn.execute(text("ALTER TABLE runs ADD COLUMN options JSON"))
        run = {
            "id": "0123abcd",
            "op": "port_kernel",
            "repo": "acme/kernels",
            "base_sha": "a" * 40,
            "branch": "tilebot/0123abcd",
            "requested_by": "octocat",
            "state": "active",
            "succeeded": None,
            "reason": "",
            "config": {"targets": ["softmax"]},
            "forge_refs": {"pr": 7},
            "created_at": WHEN,
            "updated_at": WHEN,
        }
        if shape["options"]:
            run["options"] = {"dtype": "bf16"}
        conn.execute(md.tables["runs"].insert().values(**run))
        conn.execute(
            md.tables["stage_attempts"]
            .insert()
            .values(
                run_id="0123abcd",
                stage="preflight",
                attempt=1,
                purpose="initial",
                status="dispatched",
                dispatched_at=WHEN,
            )
        )
        conn.execute(
            md.tables["events"]
            .insert()
            .values(delivery_id="d-1", run_id="0123abcd", kind="webhook:queued", detail={"n": 1}, created_at=WHEN)
        )
        if shape["deliveries"]:
            conn.execute(
                md.tables["deliveries"]
                .insert()
                .values(
                    key="k" * 64,
                    delivery_id="d-2",
                    event="issue_comment",
                    lane="repo:x",
                    work={"body": "/help"},
                    status="queued",
                    attempts=0,
                    next_try=WHEN,
                    last_error="",
                    created_at=WHEN,
                    updated_at=WHEN,
                )
            )
    legacy.dispose()


@pytest.mark.parametrize("shape", list(LEGACY))
def test_a_database_made_before_migrations_is_adopted_with_its_rows(store_url: str, shape: str) -> None:
    make_legacy_database(store_url, LEGACY[shape])
    store = Store(store_url)  # what tilebot serve does on start
    try:
        assert store_schema.current(store.engine) == store_schema.head()
        assert schema_diff(store.engine) == []
        run = store.get_run("0123abcd")
        assert (run.repo, run.config, run.forge_refs) == ("acme/kernels", {"targets": ["softmax"]}, {"pr": 7})
        assert run.options == ({"dtype": "bf16"} if LEGACY[shape]["options"] else {})
        assert [(a.stage, a.attempt) for a in store.attempts("0123abcd")] == [("preflight", 1)]
        assert store.pending_deliveries("webhook:") == [("d-1", "webhook:queued", {"n": 1})]
        with store.engine.connect() as conn:
            null_options = conn.execute(text("SELECT count(*) FROM runs WHERE options IS NULL")).scalar_one()
            queued = conn.execute(text("SELECT delivery_id FROM deliveries")).scalars().all()
        assert null_options == 0
        assert queued == (["d-2"] if LEGACY[shape]["deliveries"] else [])
        # and the adopted store works: new rows, and the queue takes the old one
        store.create_run(op="o", repo="r/r", base_sha="b" * 40, branch="x", requested_by="u", config={})
        assert DeliveryQueue(store).due_lanes() == (["repo:x"] if LEGACY[shape]["deliveries"] else [])
    finally:
        store.engine.dispose()


def test_a_database_from_a_newer_tilebot_is_refused(store_url: str) -> None:
    store = Store(store_url)
    with store.engine.begin() as conn:
        conn.execute(text("UPDATE alembic_version SET version_num = '9999'"))
    with pytest.raises(store_schema.SchemaTooNew, match=r"'9999'.*'0005'"):
        Store(store_url)
    store.engine.dispose()


def test_the_migrations_and_the_files_read_at_run_time_ship_in_the_wheel(tmp_path: Path) -> None:
    wheel = build_wheel(tmp_path)
    names = set(zipfile.ZipFile(wheel).namelist())
    shipped = [p for p in (ROOT / "tilebot/bot/migrations").rglob("*") if p.is_file() and "__pycache__" not in p.parts]
    assert {"alembic.ini", "env.py", "script.py.mako", "0001_baseline.py"} <= {p.name for p in shipped}
    assert [str(p.relative_to(ROOT)) for p in shipped if str(p.relative_to(ROOT)) not in names] == []
    data = [
        ROOT / "tilebot/runner/translator/constructs.toml",
        *(ROOT / "tilebot/runner/agents/rulebook").rglob("*"),
        *(ROOT / "tilebot/core/locks").glob("*.txt"),
    ]
    data = [p for p in data if p.is_file() and p.suffix != ".py" and "__pycache__" not in p.parts]
    assert len(data) > 5 and [str(p.relative_to(ROOT)) for p in data if str(p.relative_to(ROOT)) not in names] == []


def test_tilebot_db_current_and_upgrade(store_url: str, capsys: pytest.CaptureFixture[str]) -> None:
    from tilebot.cli import main

    make_legacy_database(store_url, LEGACY["alter-path"])
    assert main(["db", "current", "--database-url", store_url]) == 1  # made before migrations: not at head
    assert "none (newest is 0005)" in capsys.readouterr().out
    assert main(["db", "upgrade", "--database-url", store_url]) == 0
    assert ": none -> 0005" in capsys.readouterr().out
    assert main(["db", "current", "--database-url", store_url]) == 0
    assert "0005 (head)" in capsys.readouterr().out
    store = Store(store_url)
    assert store.get_run("0123abcd").options == {}
    with store.engine.begin() as conn:
        conn.execute(text("UPDATE alembic_version SET version_num = '9999'"))
    store.engine.dispose()
    assert main(["db", "upgrade", "--database-url", store_url]) == 1
    assert "does not know" in capsys.readouterr().out
