"""The test PostgreSQL server, and a schema of its own on it for every test that needs one.

The server: the URL in MAFIA_DESK_TEST_DB when it is set, else postgresql+psycopg://postgres@127.0.0.1:5432/test
when a server answers there (asked once per test process, with a short timeout). Without one, the tests that
need it skip with NO_SERVER, which tests/conftest.py folds into one line of the summary.

Isolation: each test process (each xdist worker, and each of several runs sharing the machine's server) makes
a database of its own on the server, dropped when its session ends, and each test gets a schema of its own in
it. A database per process, not only a schema per test, because some of the tournament server's state is per
database: the laptops' presence locks (advisory locks keyed by game id, and two schemas both have game 1) and
the NOTIFY channel. Where the URL's user may not create databases, the tests use its database itself.
"""

from __future__ import annotations

import functools
import os
import uuid
from collections.abc import Iterator
from contextlib import contextmanager

import psycopg
import pytest
from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url
from sqlalchemy.exc import ProgrammingError

PG_ENV = "MAFIA_DESK_TEST_DB"
DEFAULT_URL = "postgresql+psycopg://postgres@127.0.0.1:5432/test"
NO_SERVER = (
    f"PostgreSQL: no server at 127.0.0.1:5432; "
    f"set {PG_ENV}=postgresql+psycopg://USER@HOST:PORT/DB to point at one"
)

_databases: list[tuple[str, str]] = []  # (the server's URL, a database this process made on it)


@functools.cache
def server_url() -> str | None:
    """The test server's URL: MAFIA_DESK_TEST_DB (a set URL that does not answer fails the tests that need
    it), else the default when it answers within two seconds, else None."""
    named = os.environ.get(PG_ENV, "").strip()
    if named:
        return named
    try:
        with psycopg.connect(host="127.0.0.1", port=5432, user="postgres", dbname="test", connect_timeout=2):
            pass
    except psycopg.Error:
        return None
    return DEFAULT_URL


@functools.cache
def _process_base() -> str | None:
    base = server_url()
    if base is None:
        return None
    name = f"md_test_{os.getpid()}_{uuid.uuid4().hex[:8]}"
    admin = create_engine(base, isolation_level="AUTOCOMMIT")
    try:
        with admin.connect() as conn:
            conn.execute(text(f'CREATE DATABASE "{name}" TEMPLATE template0'))
    except ProgrammingError:  # no CREATEDB privilege: a schema per test in the URL's own database
        return base
    finally:
        admin.dispose()
    _databases.append((base, name))
    return make_url(base).set(database=name).render_as_string(hide_password=False)


def pg_base() -> str:
    """The URL of this process's database on the test server; skips the test when there is no server."""
    base = _process_base()
    if base is None:
        pytest.skip(NO_SERVER)
    return base


def drop_process_databases() -> None:
    """Drops the databases this process made (at the end of its session)."""
    while _databases:
        base, name = _databases.pop()
        admin = create_engine(base, isolation_level="AUTOCOMMIT")
        try:
            with admin.connect() as conn:
                conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        finally:
            admin.dispose()


@contextmanager
def pg_schema(prefix: str = "md_test", driver: str | None = None) -> Iterator[str]:
    """A URL whose connections see only a new schema (through search_path); `driver`: another driver name
    in the URL (a user types `postgresql://`)."""
    base = pg_base()
    schema = f"{prefix}_{uuid.uuid4().hex[:12]}"
    admin = create_engine(base)
    with admin.begin() as conn:
        conn.execute(text(f'CREATE SCHEMA "{schema}"'))
    url = make_url(base)
    if driver is not None:
        url = url.set(drivername=driver)
    url = url.update_query_dict({"options": f"-csearch_path={schema}"})
    try:
        yield url.render_as_string(hide_password=False)
    finally:
        with admin.begin() as conn:
            conn.execute(text(f'DROP SCHEMA "{schema}" CASCADE'))
        admin.dispose()
