"""Store fixtures: backend-neutral tests run on SQLite, and on PostgreSQL when MAFIA_DESK_TEST_DB names one.

Each PostgreSQL test gets its own schema (through the connection's search_path), dropped afterwards.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url

from mafia_desk.store import Store, open_store

PG_ENV = "MAFIA_DESK_TEST_DB"


@pytest.fixture
def sqlite_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'desk.sqlite3'}"


@pytest.fixture
def pg_url() -> Iterator[str]:
    base = os.environ.get(PG_ENV, "").strip()
    if not base:
        pytest.skip(f"{PG_ENV} is not set: no PostgreSQL server to test against")
    schema = f"md_test_{uuid.uuid4().hex[:12]}"
    admin = create_engine(base)
    with admin.begin() as conn:
        conn.execute(text(f'CREATE SCHEMA "{schema}"'))
    url = make_url(base).update_query_dict({"options": f"-csearch_path={schema}"})
    try:
        yield url.render_as_string(hide_password=False)
    finally:
        with admin.begin() as conn:
            conn.execute(text(f'DROP SCHEMA "{schema}" CASCADE'))
        admin.dispose()


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def db_url(request: pytest.FixtureRequest) -> str:
    name = "sqlite_url" if request.param == "sqlite" else "pg_url"
    url: str = request.getfixturevalue(name)
    return url


@pytest.fixture
def store(db_url: str) -> Iterator[Store]:
    with open_store(db_url, backups=False) as s:
        yield s
