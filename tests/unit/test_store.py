"""The run store on SQLite and on a real PostgreSQL: every transition happens once, replays change nothing."""

from __future__ import annotations

import re
import threading
from collections.abc import Callable, Iterator
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from sqlalchemy import create_engine, event, func, select, text
from sqlalchemy.engine import make_url
from sqlalchemy.pool import QueuePool

from tilebot.bot.routing import AttemptRecord, Purpose
from tilebot.bot.store import (
    AttemptRow,
    AttemptStatus,
    EventRow,
    RunState,
    Store,
    StoreUrlError,
    UnknownRun,
    shown_url,
    store_url,
    url_has_password,
)
from tilebot.core.base import RUN_ID_PATTERN
from tilebot.core.result import StageResult, blocked_env
from tilebot.core.stages import Classification, Stage

RUN = "0123abcd"
OTHER = "fedcba98"


def result(
    stage: Stage,
    verdict: str,
    *,
    run_id: str = RUN,
    attempt: int = 1,
    cls: Classification | None = None,
    message: str = "done",
) -> StageResult:
    return StageResult.model_validate(
        {
            "run_id": run_id,
            "stage": stage,
            "attempt": attempt,
            "verdict": verdict,
            "classification": cls,
            "message": message,
        }
    )


@pytest.fixture
def make_store(store_url: str) -> Iterator[Callable[[], Store]]:
    """Open a Store on the test's URL; every call is a new engine, like another process."""
    opened: list[Store] = []

    def make() -> Store:
        opened.append(Store(store_url))
        return opened[-1]

    yield make
    for store in opened:
        store.engine.dispose()


@pytest.fixture
def store(make_store: Callable[[], Store]) -> Store:
    return make_store()


def new_run(store: Store, run_id: str = RUN, **overrides: Any) -> str:
    fields: dict[str, Any] = {
        "op": "port_kernel",
        "repo": "acme/kernels",
        "base_sha": "a" * 40,
        "branch": f"tilebot/{run_id}",
        "requested_by": "octocat",
        "config": {"targets": ["softmax"], "caps": {"write_kernel": 3}},
        "run_id": run_id,
        **overrides,
    }
    return store.create_run(**fields).id


def attempt_rows(store: Store) -> list[dict[str, Any]]:
    """Every column of every attempt row, as stored: what "changes nothing" is checked against."""
    with store.engine.connect() as conn:
        return [dict(r._mapping) for r in conn.execute(select(AttemptRow.__table__).order_by(AttemptRow.id))]


def event_rows(store: Store) -> list[dict[str, Any]]:
    with store.engine.connect() as conn:
        return [dict(r._mapping) for r in conn.execute(select(EventRow.__table__).order_by(EventRow.id))]


# runs


def test_create_and_get_run(store: Store) -> None:
    created = store.create_run(
        op="port_kernel",
        repo="acme/kernels",
        base_sha="b" * 40,
        branch="tilebot/x",
        requested_by="octocat",
        config={"targets": ["softmax"], "nested": {"n": 1}},
        run_id=RUN,
    )
    got = store.get_run(RUN)
    assert got == created
    assert got.id == RUN
    assert (got.op, got.repo, got.base_sha, got.branch, got.requested_by) == (
        "port_kernel",
        "acme/kernels",
        "b" * 40,
        "tilebot/x",
        "octocat",
    )
    assert got.state is RunState.ACTIVE
    assert got.active
    assert got.succeeded is None
    assert got.reason == ""
    assert got.config == {"targets": ["softmax"], "nested": {"n": 1}}
    assert got.forge_refs == {}
    assert [r.id for r in store.list_runs()] == [RUN]
    assert [r.id for r in store.list_runs(state=RunState.ACTIVE)] == [RUN]
    assert store.list_runs(state=RunState.COMPLETE) == []


def test_create_run_generates_an_id_that_a_stage_result_accepts(store: Store) -> None:
    run_id = new_run(store, run_id=None)
    assert re.fullmatch(RUN_ID_PATTERN, run_id)
    assert store.get_run(run_id).id == run_id
    assert result(Stage.ANALYZE, "PASS", run_id=run_id).run_id == run_id
    assert new_run(store, run_id=None) != run_id


def test_get_unknown_run_raises(store: Store) -> None:
    new_run(store)
    with pytest.raises(UnknownRun):
        store.get_run(OTHER)
    with pytest.raises(LookupError):  # UnknownRun is a LookupError for callers that catch broadly
        store.get_run("")


def test_finish_run_only_once(store: Store) -> None:
    new_run(store)
    assert store.finish_run(RUN, RunState.COMPLETE, succeeded=True, reason="all stages passed")
    first = store.get_run(RUN)
    assert (first.state, first.succeeded, first.reason, first.active) == (
        RunState.COMPLETE,
        True,
        "all stages passed",
        False,
    )

    assert store.finish_run(RUN, RunState.CANCELLED, succeeded=False, reason="cancelled by octocat") is False
    assert store.finish_run(RUN, RunState.COMPLETE, succeeded=True, reason="all stages passed") is False
    assert store.get_run(RUN) == first
    assert [r.id for r in store.list_runs(state=RunState.COMPLETE)] == [RUN]
    assert store.list_runs(state=RunState.ACTIVE) == []


def test_finish_run_to_active_raises_and_changes_nothing(store: Store) -> None:
    new_run(store)
    before = store.get_run(RUN)
    with pytest.raises(ValueError, match="terminal"):
        store.finish_run(RUN, RunState.ACTIVE, succeeded=True, reason="nope")
    assert store.get_run(RUN) == before
    # ...and it still ends normally afterwards.
    assert store.finish_run(RUN, RunState.STOPPED, succeeded=False, reason="budget")
    assert store.get_run(RUN).state is RunState.STOPPED


def test_finish_unknown_run_returns_false(store: Store) -> None:
    assert store.finish_run(OTHER, RunState.COMPLETE, succeeded=True, reason="x") is False
    with pytest.raises(UnknownRun):
        store.get_run(OTHER)


def test_long_reason_is_truncated_to_fit(store: Store) -> None:
    new_run(store)
    assert store.finish_run(RUN, RunState.STOPPED, succeeded=False, reason="r" * 5000)
    assert store.get_run(RUN).reason == "r" * 2000


def test_a_message_with_nul_is_stored_as_a_run_s_reason(store: Store) -> None:
    """A stage's message (a log tail) may carry NUL, which PostgreSQL's text refuses: the run still stops."""
    new_run(store)
    store.add_attempt(RUN, Stage.HOST_FFI, 1, Purpose.INITIAL)
    blocked = blocked_env(RUN, Stage.HOST_FFI, 1, "tail: \x00\x00 garbage")
    assert store.record_result(blocked)
    assert store.finish_run(RUN, RunState.STOPPED, succeeded=False, reason=blocked.message)
    assert store.get_run(RUN).reason == "tail: \ufffd\ufffd garbage"
    assert store.reopen_run(RUN, reason="retry of \x00")
    assert store.get_run(RUN).reason == "retry of \ufffd"


def test_reopen_run_forgets_the_last_close_out_and_nothing_else(store: Store) -> None:
    new_run(store)
    for key, value in {"pr": 12, "closed": True, "final_comment": 7}.items():
        store.set_forge_ref(RUN, key, value)
    assert not store.reopen_run(RUN, reason="retry", forget=("closed", "final_comment"))  # still active
    assert store.get_run(RUN).forge_refs == {"pr": 12, "closed": True, "final_comment": 7}
    assert store.finish_run(RUN, RunState.STOPPED, succeeded=False, reason="D failed")
    assert store.reopen_run(RUN, reason="D retried", forget=("closed", "final_comment", "summary_check"))
    run = store.get_run(RUN)
    assert run.state is RunState.ACTIVE and run.succeeded is None and run.reason == "D retried"
    assert run.forge_refs == {"pr": 12}
    assert not store.reopen_run("deadbeef", reason="retry")


def test_set_forge_ref_merges_keys(store: Store) -> None:
    new_run(store)
    new_run(store, OTHER)
    store.set_forge_ref(RUN, "pr", 12)
    store.set_forge_ref(RUN, "comment", {"id": 34, "url": "https://example.invalid/c/34"})
    assert store.get_run(RUN).forge_refs == {"pr": 12, "comment": {"id": 34, "url": "https://example.invalid/c/34"}}
    store.set_forge_ref(RUN, "pr", 13)
    assert store.get_run(RUN).forge_refs == {"pr": 13, "comment": {"id": 34, "url": "https://example.invalid/c/34"}}
    assert store.get_run(OTHER).forge_refs == {}
    with pytest.raises(UnknownRun):
        store.set_forge_ref("deadbeef", "pr", 1)


# attempts


def test_add_attempt_is_idempotent(store: Store) -> None:
    new_run(store)
    assert store.add_attempt(RUN, Stage.ANALYZE, 1, Purpose.INITIAL) is True
    before = attempt_rows(store)
    assert store.add_attempt(RUN, Stage.ANALYZE, 1, Purpose.INITIAL) is False
    assert store.add_attempt(RUN, Stage.ANALYZE, 1, Purpose.REPAIR) is False  # a different purpose is no new attempt
    assert attempt_rows(store) == before
    [only] = store.attempts(RUN)
    assert (only.run_id, only.stage, only.attempt, only.purpose, only.status, only.result) == (
        RUN,
        Stage.ANALYZE,
        1,
        Purpose.INITIAL,
        AttemptStatus.DISPATCHED,
        None,
    )
    # The key is (run, stage, attempt): the same number elsewhere is a new attempt.
    new_run(store, OTHER)
    assert store.add_attempt(RUN, Stage.ANALYZE, 2, Purpose.RESPAWN) is True
    assert store.add_attempt(RUN, Stage.WRITE_KERNEL, 1, Purpose.INITIAL) is True
    assert store.add_attempt(OTHER, Stage.ANALYZE, 1, Purpose.INITIAL) is True
    assert len(attempt_rows(store)) == 4


def test_record_result_finishes_the_attempt_once(store: Store) -> None:
    new_run(store)
    store.add_attempt(RUN, Stage.HOST_FFI, 1, Purpose.INITIAL)
    first = result(Stage.HOST_FFI, "FAIL", cls=Classification.KERNEL, message="2 of 9 shapes mismatch")

    assert store.record_result(first) is True
    [attempt] = store.attempts(RUN)
    assert attempt.status is AttemptStatus.FINISHED
    assert attempt.result == first
    assert store.open_attempts(RUN) == []
    stored = attempt_rows(store)
    [row] = stored
    assert {k: row[k] for k in ("run_id", "stage", "attempt", "purpose", "status", "verdict", "classification")} == {
        "run_id": RUN,
        "stage": "host_ffi",
        "attempt": 1,
        "purpose": "initial",
        "status": "finished",
        "verdict": "FAIL",
        "classification": "kernel",
    }
    assert row["result"] == first.model_dump(mode="json")
    assert row["finished_at"] is not None

    # The same result again, and a different verdict for the same key: both are replays.
    assert store.record_result(first) is False
    assert attempt_rows(store) == stored
    assert store.record_result(result(Stage.HOST_FFI, "ALL_PASS", message="all pass on retry")) is False
    assert store.record_result(blocked_env(RUN, Stage.HOST_FFI, 1, "runner lost")) is False
    assert attempt_rows(store) == stored
    assert store.attempts(RUN)[0].result == first


def test_record_result_for_an_undispatched_attempt_creates_nothing(store: Store) -> None:
    new_run(store)
    assert store.record_result(result(Stage.ANALYZE, "PASS")) is False
    assert attempt_rows(store) == []

    store.add_attempt(RUN, Stage.ANALYZE, 1, Purpose.INITIAL)
    before = attempt_rows(store)
    assert store.record_result(result(Stage.ANALYZE, "PASS", attempt=2)) is False  # wrong attempt
    assert store.record_result(result(Stage.WRITE_KERNEL, "COMPILED")) is False  # wrong stage
    assert store.record_result(result(Stage.ANALYZE, "PASS", run_id=OTHER)) is False  # wrong run (and unknown)
    assert attempt_rows(store) == before
    assert [a.status for a in store.attempts(RUN)] == [AttemptStatus.DISPATCHED]


def test_history_is_finished_attempts_in_dispatch_order(store: Store) -> None:
    new_run(store)
    new_run(store, OTHER)
    dispatched = [
        (Stage.ANALYZE, 1, Purpose.INITIAL),
        (Stage.WRITE_KERNEL, 1, Purpose.INITIAL),
        (Stage.WRITE_KERNEL, 2, Purpose.REPAIR),
        (Stage.IR_CHECK, 1, Purpose.INITIAL),
        (Stage.WRITE_KERNEL, 3, Purpose.RESPAWN),
    ]
    for stage, n, purpose in dispatched:
        assert store.add_attempt(RUN, stage, n, purpose)
    store.add_attempt(OTHER, Stage.ANALYZE, 1, Purpose.INITIAL)

    analyze = result(Stage.ANALYZE, "PASS")
    wk1 = result(Stage.WRITE_KERNEL, "FAIL_COMPILE", message="type error")
    wk2 = result(Stage.WRITE_KERNEL, "COMPILED", attempt=2)
    ir = result(Stage.IR_CHECK, "FAIL_FIXABLE", cls=Classification.KERNEL, message="uncoalesced load")
    other = result(Stage.ANALYZE, "BLOCKED", run_id=OTHER)
    # Finish out of dispatch order; WRITE_KERNEL 3 stays open.
    for r in (ir, wk2, other, analyze, wk1):
        assert store.record_result(r)

    history = store.history(RUN)
    assert history == [
        AttemptRecord(Stage.ANALYZE, Purpose.INITIAL, analyze),
        AttemptRecord(Stage.WRITE_KERNEL, Purpose.INITIAL, wk1),
        AttemptRecord(Stage.WRITE_KERNEL, Purpose.REPAIR, wk2),
        AttemptRecord(Stage.IR_CHECK, Purpose.INITIAL, ir),
    ]
    assert all(isinstance(h, AttemptRecord) for h in history)
    assert history[3].result.classification is Classification.KERNEL
    assert store.history(OTHER) == [AttemptRecord(Stage.ANALYZE, Purpose.INITIAL, other)]
    assert store.history("deadbeef") == []


def test_result_round_trips_every_field(store: Store) -> None:
    new_run(store)
    store.add_attempt(RUN, Stage.PERF, 1, Purpose.INITIAL)
    full = StageResult.model_validate(
        {
            "run_id": RUN,
            "stage": "perf",
            "attempt": 1,
            "verdict": "INVESTIGATE",
            "validators": [{"name": "bench", "command": "python bench.py", "exit_code": 0, "output_tail": "ok"}],
            "artifacts": [{"path": "attempts/perf-1/report.md", "sha256": "0" * 64, "kind": "report"}],
            "metrics": {"speedup": {"value": 0.87, "unit": "ratio"}},
            "cost": {"tokens_in": 10, "tokens_out": 20, "wall_seconds": 1.5, "gpu_seconds": 0.25},
            "message": "0.87x of the reference: investigate",
        }
    )
    assert store.record_result(full)
    [record] = store.history(RUN)
    assert record.result == full
    assert record.result.metrics["speedup"].value == 0.87


def test_open_attempts(store: Store) -> None:
    new_run(store)
    new_run(store, OTHER)
    assert store.open_attempts(RUN) == []
    store.add_attempt(RUN, Stage.ANALYZE, 1, Purpose.INITIAL)
    store.add_attempt(RUN, Stage.WRITE_KERNEL, 1, Purpose.INITIAL)
    store.add_attempt(OTHER, Stage.ANALYZE, 1, Purpose.INITIAL)
    assert [(a.stage, a.attempt) for a in store.open_attempts(RUN)] == [(Stage.ANALYZE, 1), (Stage.WRITE_KERNEL, 1)]
    assert all(a.status is AttemptStatus.DISPATCHED and a.result is None for a in store.open_attempts(RUN))

    store.record_result(result(Stage.ANALYZE, "PASS"))
    [still_open] = store.open_attempts(RUN)
    assert (still_open.stage, still_open.attempt, still_open.purpose) == (Stage.WRITE_KERNEL, 1, Purpose.INITIAL)
    assert [a.run_id for a in store.open_attempts(OTHER)] == [OTHER]


def test_next_attempt_number(store: Store) -> None:
    new_run(store)
    new_run(store, OTHER)
    assert store.next_attempt_number(RUN, Stage.WRITE_KERNEL) == 1
    store.add_attempt(RUN, Stage.WRITE_KERNEL, 1, Purpose.INITIAL)
    assert store.next_attempt_number(RUN, Stage.WRITE_KERNEL) == 2
    store.add_attempt(RUN, Stage.WRITE_KERNEL, 3, Purpose.RESPAWN)  # the highest number wins, not the count
    assert store.next_attempt_number(RUN, Stage.WRITE_KERNEL) == 4
    store.record_result(result(Stage.WRITE_KERNEL, "COMPILED", attempt=3))  # finished attempts still count
    assert store.next_attempt_number(RUN, Stage.WRITE_KERNEL) == 4
    assert store.next_attempt_number(RUN, Stage.IR_CHECK) == 1  # per stage
    assert store.next_attempt_number(OTHER, Stage.WRITE_KERNEL) == 1  # per run


def test_set_external_id_touches_only_its_attempt(store: Store) -> None:
    new_run(store)
    store.add_attempt(RUN, Stage.ANALYZE, 1, Purpose.INITIAL)
    store.add_attempt(RUN, Stage.ANALYZE, 2, Purpose.RESPAWN)
    store.set_external_id(RUN, Stage.ANALYZE, 2, "job-42")
    assert [r["external_id"] for r in attempt_rows(store)] == [None, "job-42"]


# events


def test_record_delivery_dedupes_by_delivery_id(store: Store) -> None:
    assert store.record_delivery("d-1", "issue_comment", {"body": "/tilebot port"}) is True
    assert store.record_delivery("d-1", "issue_comment", {"body": "/tilebot port"}) is False
    assert store.record_delivery("d-1", "pull_request", {"action": "closed"}) is False  # the id alone decides
    assert store.record_delivery("d-2", "pull_request") is True
    rows = event_rows(store)
    assert [(r["delivery_id"], r["kind"], r["detail"], r["run_id"]) for r in rows] == [
        ("d-1", "issue_comment", {"body": "/tilebot port"}, None),
        ("d-2", "pull_request", {}, None),
    ]


def test_log_event_and_events_in_order(store: Store) -> None:
    new_run(store)
    store.log_event(RUN, "dispatched", {"stage": "analyze", "attempt": 1})
    store.log_event(OTHER, "dispatched", {"stage": "analyze"})
    store.log_event(None, "startup")
    store.log_event(RUN, "finished", {"verdict": "PASS"})
    store.log_event(RUN, "note")
    store.record_delivery("d-9", "issue_comment")
    assert store.events(RUN) == [
        ("dispatched", {"stage": "analyze", "attempt": 1}),
        ("finished", {"verdict": "PASS"}),
        ("note", {}),
    ]
    assert store.events(OTHER) == [("dispatched", {"stage": "analyze"})]
    assert store.events("deadbeef") == []


# two processes


def test_two_stores_on_one_url_share_state(make_store: Callable[[], Store]) -> None:
    a, b = make_store(), make_store()
    assert a.engine is not b.engine
    new_run(a)
    assert b.get_run(RUN).id == RUN

    assert a.add_attempt(RUN, Stage.ANALYZE, 1, Purpose.INITIAL) is True
    assert b.add_attempt(RUN, Stage.ANALYZE, 1, Purpose.INITIAL) is False
    assert [x.stage for x in b.open_attempts(RUN)] == [Stage.ANALYZE]
    assert b.next_attempt_number(RUN, Stage.ANALYZE) == 2

    passed = result(Stage.ANALYZE, "PASS")
    assert a.record_result(passed) is True
    assert b.record_result(passed) is False  # a replay for the other process too
    assert b.record_result(result(Stage.ANALYZE, "BLOCKED", message="other verdict")) is False
    assert b.history(RUN) == [AttemptRecord(Stage.ANALYZE, Purpose.INITIAL, passed)]
    assert b.open_attempts(RUN) == []

    b.set_forge_ref(RUN, "pr", 7)
    a.set_forge_ref(RUN, "comment", 8)
    assert b.get_run(RUN).forge_refs == {"pr": 7, "comment": 8}

    assert a.record_delivery("d-1", "issue_comment") is True
    assert b.record_delivery("d-1", "issue_comment") is False

    assert b.finish_run(RUN, RunState.COMPLETE, succeeded=True, reason="done") is True
    assert a.finish_run(RUN, RunState.CANCELLED, succeeded=False, reason="late cancel") is False
    assert a.get_run(RUN).state is RunState.COMPLETE


def test_racing_stores_transition_exactly_once(make_store: Callable[[], Store]) -> None:
    stores = [make_store() for _ in range(4)]
    new_run(stores[0])
    verdicts = ["PASS", "FAIL_FIXABLE", "BLOCKED", "PASS"]

    def race(action: Callable[[Store, int], bool]) -> list[bool]:
        outcomes: list[bool | BaseException] = [False] * len(stores)
        barrier = threading.Barrier(len(stores))

        def worker(i: int) -> None:
            barrier.wait()
            try:
                outcomes[i] = action(stores[i], i)
            except BaseException as exc:
                outcomes[i] = exc

        threads = [threading.Thread(target=worker, args=(i,)) for i in range(len(stores))]
        for t in threads:
            t.start()
        for t in threads:
            t.join(timeout=60)
        errors = [o for o in outcomes if isinstance(o, BaseException)]
        assert not errors, errors
        return [bool(o) for o in outcomes]

    added = race(lambda s, _i: s.add_attempt(RUN, Stage.ANALYZE, 1, Purpose.INITIAL))
    assert added.count(True) == 1
    with stores[0].engine.connect() as conn:
        assert conn.scalar(select(func.count()).select_from(AttemptRow)) == 1

    cls = {"BLOCKED": Classification.ENV}
    recorded = race(lambda s, i: s.record_result(result(Stage.ANALYZE, verdicts[i], cls=cls.get(verdicts[i]))))
    assert recorded.count(True) == 1
    winner = verdicts[recorded.index(True)]
    [record] = stores[1].history(RUN)
    assert record.result.verdict == winner

    finished = race(lambda s, i: s.finish_run(RUN, RunState.COMPLETE, succeeded=True, reason=f"store {i}"))
    assert finished.count(True) == 1
    assert stores[2].get_run(RUN).reason == f"store {finished.index(True)}"


def test_set_forge_ref_is_not_a_lost_update(make_store: Callable[[], Store]) -> None:
    """Process A reads forge_refs, process B sets another key meanwhile, A writes: B's key must survive."""
    a, b = make_store(), make_store()
    new_run(a)
    a_has_read, b_is_done = threading.Event(), threading.Event()

    def pause_after_read(_conn: Any, _cursor: Any, statement: str, *_rest: Any) -> None:
        if statement.lstrip().upper().startswith("SELECT") and "FROM runs" in statement:
            a_has_read.set()
            b_is_done.wait(timeout=2)  # PostgreSQL: B is blocked by A's FOR UPDATE, so this times out

    event.listen(a.engine, "after_cursor_execute", pause_after_read)
    writer = threading.Thread(target=a.set_forge_ref, args=(RUN, "pr", 12))
    writer.start()
    assert a_has_read.wait(timeout=10)
    b.set_forge_ref(RUN, "comment", 34)
    b_is_done.set()
    writer.join()
    assert b.get_run(RUN).forge_refs == {"pr": 12, "comment": 34}


def test_two_processes_can_open_a_fresh_store_at_once(store_url: str) -> None:
    opened: list[Store] = []
    errors: list[BaseException] = []
    barrier = threading.Barrier(6)

    def open_store() -> None:
        barrier.wait()
        try:
            opened.append(Store(store_url))
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=open_store) for _ in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    for s in opened:
        s.engine.dispose()
    assert not errors, [repr(e)[:200] for e in errors]


@pytest.mark.postgres
@pytest.mark.parametrize("zone", ["America/Los_Angeles", "Asia/Tokyo"])
def test_times_are_utc_whatever_the_database_s_time_zone(postgres_database: str, zone: str) -> None:
    """The columns hold UTC without a zone: a session in the server's zone would store local time, and a stage
    dispatched a moment ago would look hours old to the executor (cancelled as timed out) or not yet sent."""
    import psycopg
    from sqlalchemy.engine import make_url

    url = make_url(postgres_database)
    admin = {"host": url.host, "port": url.port, "user": url.username, "dbname": "postgres", "autocommit": True}
    with psycopg.connect(**admin) as conn:
        conn.execute(f"ALTER DATABASE {url.database} SET timezone TO '{zone}'")
    store = Store(postgres_database)
    try:
        new_run(store)
        store.add_attempt(RUN, Stage.ANALYZE, 1, Purpose.INITIAL)
        [attempt] = store.attempts(RUN)
        assert attempt.dispatched_at is not None
        age = datetime.now(UTC) - attempt.dispatched_at.replace(tzinfo=UTC)
        assert abs(age) < timedelta(minutes=1), f"an attempt dispatched now looks {age} old"
    finally:
        store.engine.dispose()


# the store's URL


def test_a_libpq_connection_string_becomes_the_url_psycopg_connects_with() -> None:
    """psql's form of a database's name (``host=... dbname=...``) is PostgreSQL through psycopg: each keyword reaches
    libpq as typed, several hosts included, and the password is masked wherever the store is shown."""
    conninfo = "host=db1,db2 port=5432,5433 dbname=tilebot user=bot password='s3 cret' sslmode=require"
    url = store_url(conninfo)
    assert url.drivername == "postgresql+psycopg"
    _, connect = create_engine(url).dialect.create_connect_args(url)
    assert {k: v for k, v in connect.items() if k != "context"} == {  # context: SQLAlchemy's own type adapters
        "host": "db1,db2",
        "port": "5432,5433",
        "dbname": "tilebot",
        "user": "bot",
        "password": "s3 cret",
        "sslmode": "require",
    }
    shown = shown_url(conninfo)
    assert "s3 cret" not in shown and "s3%20cret" not in shown and shown.startswith("postgresql+psycopg://bot:***@/")
    assert url_has_password(conninfo) and not url_has_password("host=db dbname=tilebot user=bot")
    assert store_url(url) is url and store_url("sqlite:///x.db") == make_url("sqlite:///x.db")


@pytest.mark.parametrize(
    ("conninfo", "why"),
    [
        ("host=db password=correct horse", 'missing "=" after "…"'),
        ("host=db password=correct horse=battery", 'invalid connection option "…"'),
        ("host=db password='correct horse", "unterminated quoted string"),
    ],
)
def test_a_connection_string_libpq_cannot_read_is_refused_without_a_word_of_it(conninfo: str, why: str) -> None:
    # libpq's own message quotes the word it stumbled on: "horse", part of the password here.
    with pytest.raises(StoreUrlError) as refused:
        Store(conninfo)
    assert f"the store's libpq connection string cannot be read: {why}" in str(refused.value)
    assert "correct" not in str(refused.value) and "horse" not in str(refused.value)


def test_a_store_named_neither_way_is_refused() -> None:
    with pytest.raises(StoreUrlError, match=r"neither a SQLAlchemy URL .* nor a libpq connection string"):
        Store("db.example.com")


@pytest.mark.postgres
def test_a_store_named_by_a_libpq_connection_string_works(postgres_database: str) -> None:
    url = make_url(postgres_database)
    # The server trusts local connections: the password is sent to nobody, but must not stop the connection.
    conninfo = (
        f"host={url.host} port={url.port} user={url.username} dbname={url.database} password='s3 cret' "
        "application_name=tilebot-conninfo"
    )
    store = Store(conninfo)
    try:
        new_run(store)
        assert store.get_run(RUN).op == "port_kernel"
        with store.engine.connect() as conn:
            assert conn.scalar(text("SELECT current_setting('application_name')")) == "tilebot-conninfo"
        pool = store.engine.pool  # PostgreSQL's pool: lanes hold connections of their own
        assert isinstance(pool, QueuePool) and pool.size() == 10
    finally:
        store.engine.dispose()
