"""Shared fixtures: a run-store URL on SQLite and on a real, throwaway PostgreSQL server."""

from __future__ import annotations

import contextlib
import os
import shutil
import socket
import subprocess
import tempfile
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

PG_START_TIMEOUT = 30.0


def _pg_bindir() -> Path | None:
    candidates: list[Path] = []
    if pg_config := shutil.which("pg_config"):
        try:
            out = subprocess.run([pg_config, "--bindir"], capture_output=True, text=True, timeout=10, check=True)
            candidates.append(Path(out.stdout.strip()))
        except (OSError, subprocess.SubprocessError):
            pass
    by_version = sorted(
        Path("/usr/lib/postgresql").glob("*/bin"),
        key=lambda p: [int(x) for x in p.parent.name.split(".") if x.isdigit()],
    )
    candidates += reversed(by_version)
    return next((c for c in candidates if (c / "initdb").is_file() and (c / "pg_ctl").is_file()), None)


def _tail(text: str | bytes | None, lines: int = 15) -> str:
    if isinstance(text, bytes):
        text = text.decode(errors="replace")
    return "\n".join((text or "").strip().splitlines()[-lines:]) or "(no output)"


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture(scope="session")
def postgres_url() -> Iterator[str]:
    """``postgresql+psycopg://postgres@127.0.0.1:PORT/tilebot_test`` on a server that lives for the session."""
    try:
        import psycopg
    except ImportError as exc:
        pytest.skip(f"postgres: psycopg is not installed ({exc})")
    bindir = _pg_bindir()
    if bindir is None:
        pytest.skip("postgres: no server binaries (no initdb via `pg_config --bindir` or /usr/lib/postgresql/*/bin)")

    # initdb refuses to run as root: run the server as the `postgres` system user then.
    as_user: list[str] = []
    if os.geteuid() == 0:
        runuser = shutil.which("runuser")
        try:
            import pwd

            pw = pwd.getpwnam("postgres")
        except KeyError:
            pytest.skip("postgres: running as root and there is no `postgres` system user to run the server as")
        if runuser is None:
            pytest.skip("postgres: running as root and `runuser` is missing, so the server cannot drop root")
        as_user = [runuser, "-u", "postgres", "--"]

    root = Path(tempfile.mkdtemp(prefix="tilebot-pg-"))
    if as_user:
        os.chown(root, pw.pw_uid, pw.pw_gid)
    data, sockets, log = root / "data", root / "sock", root / "server.log"
    port = _free_port()

    def pg(tool: str, *args: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
        cmd = [*as_user, str(bindir / tool), *args]
        return subprocess.run(cmd, cwd=root, capture_output=True, text=True, timeout=timeout, check=False)

    def give_up(why: str) -> None:
        server_log = log.read_text(errors="replace") if log.exists() else ""
        with contextlib.suppress(OSError, subprocess.SubprocessError):
            pg("pg_ctl", "-D", str(data), "stop", "-m", "immediate")
        shutil.rmtree(root, ignore_errors=True)
        pytest.skip(f"postgres: {why}" + (f"\nserver log tail:\n{_tail(server_log)}" if server_log else ""))

    try:
        done = pg("initdb", "-D", str(data), "-A", "trust", "-U", "postgres", "-E", "UTF8", "--locale=C", "--no-sync")
        if done.returncode != 0:
            give_up(f"initdb ({bindir}) failed with {done.returncode}:\n{_tail(done.stderr or done.stdout)}")
        sockets.mkdir()
        if as_user:
            os.chown(sockets, pw.pw_uid, pw.pw_gid)
        options = f"-h 127.0.0.1 -p {port} -k {sockets} -F -c max_connections=200"
        done = pg(
            "pg_ctl", "-D", str(data), "-l", str(log), "-o", options, "-w", "-t", str(int(PG_START_TIMEOUT)), "start"
        )
        if done.returncode != 0:
            why = _tail(done.stderr or done.stdout)
            give_up(f"server did not start on 127.0.0.1:{port} within {PG_START_TIMEOUT:.0f} s:\n{why}")
        deadline, last = time.monotonic() + PG_START_TIMEOUT, ""
        while True:
            try:
                admin = {"host": "127.0.0.1", "port": port, "user": "postgres", "dbname": "postgres"}
                with psycopg.connect(**admin, autocommit=True, connect_timeout=5) as conn:
                    conn.execute("CREATE DATABASE tilebot_test")
                break
            except psycopg.Error as exc:
                last = str(exc)
            if time.monotonic() > deadline:
                give_up(f"server on 127.0.0.1:{port} accepted no connection within {PG_START_TIMEOUT:.0f} s: {last}")
            time.sleep(0.1)
    except (OSError, subprocess.SubprocessError) as exc:
        give_up(f"could not run the server tools from {bindir}: {exc}")

    try:
        yield f"postgresql+psycopg://postgres@127.0.0.1:{port}/tilebot_test"
    finally:
        pg("pg_ctl", "-D", str(data), "stop", "-m", "immediate")
        shutil.rmtree(root, ignore_errors=True)


@pytest.fixture
def postgres_database(postgres_url: str) -> Iterator[str]:
    """The URL of a fresh, empty database on the session's PostgreSQL server, dropped afterwards."""
    import psycopg
    from psycopg import sql
    from sqlalchemy.engine import make_url

    base = make_url(postgres_url)
    name = f"t_{uuid.uuid4().hex[:16]}"
    admin = {"host": base.host, "port": base.port, "user": base.username, "dbname": base.database, "autocommit": True}
    with psycopg.connect(**admin) as conn:
        conn.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(name)))
    yield base.set(database=name).render_as_string(hide_password=False)
    with psycopg.connect(**admin) as conn:
        conn.execute(sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(sql.Identifier(name)))


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def store_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """A store URL with an empty schema: a SQLite file, or a fresh database on the session's server."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'store.db'}"
    url: str = request.getfixturevalue("postgres_database")
    return url
